#!/usr/bin/env bash
# Writes the benchmark inputs into bench/out/ (ignored by git):
#   big.h      glibc's common headers + every Linux UAPI header that compiles with them
#   all.h      big.h + every other C header directly under /usr/include and every
#              <sys/*.h> that compiles after it (issue 28's "all.h": the union of
#              the system's C headers that can be included together)
#   structs_Nx.h  generated struct- and bitfield-heavy headers (N = 1, 2, 4)
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p out
glibc="stdio.h stdlib.h string.h stdint.h stddef.h limits.h errno.h fcntl.h unistd.h signal.h pthread.h time.h sys/types.h sys/stat.h sys/socket.h sys/ioctl.h sys/mman.h netinet/in.h"
{
  for h in $glibc; do echo "#include <$h>"; done
} > out/base.h
cp out/base.h out/big.h
for f in /usr/include/linux/*.h; do
  h="linux/$(basename "$f")"
  printf '#include "base.h"\n#include <%s>\n' "$h" > out/probe.h
  if clang -fsyntax-only out/probe.h 2>/dev/null; then
    echo "#include <$h>" >> out/big.h
  fi
done
cp out/big.h out/probe.h
# Drop headers that only conflict in combination.
while ! clang -fsyntax-only out/big.h 2>out/err.txt; do
  bad=$(grep -m1 -o '/usr/include/linux/[a-z0-9_/.-]*\.h' out/err.txt | head -1)
  [ -z "$bad" ] && break
  grep -v "<linux/$(basename "$bad")>" out/big.h > out/big2.h && mv out/big2.h out/big.h
done
# all.h: big.h, then each remaining top-level and <sys/...> header that compiles
# after it (C only: headers that need C++ or another platform fail the probe).
cp out/big.h out/all.h
for f in /usr/include/*.h /usr/include/x86_64-linux-gnu/sys/*.h; do
  case "$f" in */sys/*) h="sys/$(basename "$f")" ;; *) h=$(basename "$f") ;; esac
  grep -qx "#include <$h>" out/all.h && continue
  printf '#include "big.h"\n#include <%s>\n' "$h" > out/probe.h
  if clang -fsyntax-only out/probe.h 2>/dev/null; then
    echo "#include <$h>" >> out/all.h
  fi
done
# Drop headers that only conflict in combination.
while ! clang -fsyntax-only out/all.h 2>out/err.txt; do
  bad=$(grep -m1 -o 'In file included from [^:]*all.h:[0-9]*' out/err.txt | grep -o '[0-9]*$' || true)
  [ -z "$bad" ] && break
  sed -i "${bad}d" out/all.h
done
gen_structs() {
  local n=$1 out=$2
  : > "$out"
  for i in $(seq 1 $((n * 800))); do
    cat >> "$out" <<C
struct s$i { int a; char b; unsigned f1:3; unsigned f2:5; signed f3:7; long long c; union { int u; float v; } un; struct { short p, q; } in; char name[12]; unsigned g:1; };
C
  done
}
gen_structs 1 out/structs_1x.h
gen_structs 2 out/structs_2x.h
gen_structs 4 out/structs_4x.h
echo "inputs: $(grep -c include out/big.h) headers in big.h, $(grep -c include out/all.h) in all.h; structs_{1,2,4}x.h"
