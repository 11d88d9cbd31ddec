#!/usr/bin/env python3
"""Build one big kernel header: bindings_helper.h + every include/linux/*.h
that parses after it.

Usage: consolidate.py CLANG KTREE CFLAGS_FILE OUTDIR [JOBS [CACHE_FILE]]

1. bindings_helper.h is precompiled once with the kernel's flags; each
   candidate (include/linux/*.h, minus compiler-*.h, which redefine the
   compiler's builtins) is then test-parsed on top of it, in parallel.
2. The candidates that parse alone are included together; while clang
   reports errors, every header whose #include line leads to an error is
   dropped (headers can clash with each other), and the rest is re-parsed.

Writes OUTDIR/consolidated.h and OUTDIR/headers.{ok,bad,dropped}; prints a
one-line summary. Exit status 1 if no clean set is found.

With CACHE_FILE, the result is kept there (with a key made of the flags and
the candidates' names and sizes) and reused while the key matches and the
cached set still parses: the test-parse is the slow part.
"""
import concurrent.futures
import glob
import hashlib
import os
import re
import subprocess
import sys


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def main():
    if len(sys.argv) not in (5, 6, 7):
        raise SystemExit(__doc__)
    clang, ktree, cflags_file, outdir = sys.argv[1:5]
    jobs = int(sys.argv[5]) if len(sys.argv) >= 6 else os.cpu_count() or 2
    cache_file = sys.argv[6] if len(sys.argv) == 7 else None
    cflags = [l for l in open(cflags_file).read().split("\n") if l]
    helper = os.path.join(ktree, "rust", "bindings", "bindings_helper.h")
    os.makedirs(outdir, exist_ok=True)

    pch = os.path.join(outdir, "helper.pch")
    r = run([clang, *cflags, "-x", "c-header", helper, "-o", pch])
    if r.returncode != 0:
        sys.exit("consolidate: bindings_helper.h does not precompile:\n" + r.stderr[:2000])

    names = sorted(
        "linux/" + os.path.basename(p)
        for p in glob.glob(os.path.join(ktree, "include", "linux", "*.h"))
        if not os.path.basename(p).startswith("compiler-")
    )
    out = os.path.join(outdir, "consolidated.h")
    key = cache_key(clang, cflags, helper, ktree, names)
    cached = read_cache(cache_file, key)
    if cached is not None:
        write_header(out, helper, cached["ok"])
        r = run([clang, *cflags, "-fsyntax-only", "-x", "c-header", out])
        if r.returncode == 0:
            finish(outdir, names, cached["ok"], cached["bad"], cached["dropped"], " (cached)")
            return

    probe_dir = os.path.join(outdir, "probe")
    os.makedirs(probe_dir, exist_ok=True)

    def parses_alone(name):
        src = os.path.join(probe_dir, name.replace("/", "_"))
        with open(src, "w") as f:
            f.write(f"#include <{name}>\n")
        r = run([clang, *cflags, "-include-pch", pch, "-fsyntax-only", "-x", "c", src])
        os.unlink(src)
        return r.returncode == 0

    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        alone = list(pool.map(parses_alone, names))
    ok = [n for n, good in zip(names, alone) if good]
    bad = [n for n, good in zip(names, alone) if not good]

    dropped = []
    for _ in range(100):
        write_header(out, helper, ok)
        r = run([clang, *cflags, "-ferror-limit=0", "-fsyntax-only", "-x", "c-header", out])
        if r.returncode == 0:
            break
        # Line N of consolidated.h includes ok[N - 2]; blame the outermost
        # include (or the line itself) of every error.
        lines = set()
        pending_include = None
        for line in r.stderr.splitlines():
            m = re.match(r"In file included from " + re.escape(out) + r":(\d+):", line)
            if m and pending_include is None:
                pending_include = int(m.group(1))
            if re.search(r": (fatal )?error: ", line):
                m2 = re.match(re.escape(out) + r":(\d+):", line)
                where = pending_include or (int(m2.group(1)) if m2 else None)
                if where is not None and where >= 2:
                    lines.add(where)
            if not line.startswith("In file included from"):
                pending_include = None
        if not lines:
            sys.exit("consolidate: cannot attribute errors:\n" + r.stderr[:2000])
        blamed = {ok[n - 2] for n in lines if n - 2 < len(ok)}
        dropped += sorted(blamed)
        ok = [n for n in ok if n not in blamed]
    else:
        sys.exit("consolidate: no clean set of headers found")

    if cache_file:
        with open(cache_file, "w") as f:
            f.write(key + "\n")
            for tag, items in (("ok", ok), ("bad", bad), ("dropped", dropped)):
                f.writelines(f"{tag} {n}\n" for n in items)
    finish(outdir, names, ok, bad, dropped, "")


def write_header(path, helper, headers):
    with open(path, "w") as f:
        f.write(f'#include "{helper}"\n')
        f.writelines(f"#include <{n}>\n" for n in headers)


def cache_key(clang, cflags, helper, ktree, names):
    h = hashlib.sha256()
    for part in [clang, *cflags, open(helper).read()]:
        h.update(part.encode() + b"\0")
    for n in names:
        h.update(f"{n}:{os.path.getsize(os.path.join(ktree, 'include', n))}\0".encode())
    return h.hexdigest()


def read_cache(cache_file, key):
    """The cached {"ok": [...], "bad": [...], "dropped": [...]}, if current."""
    if not cache_file or not os.path.exists(cache_file):
        return None
    with open(cache_file) as f:
        lines = f.read().split("\n")
    if lines[0] != key:
        return None
    sets = {"ok": [], "bad": [], "dropped": []}
    for line in lines[1:]:
        tag, _, name = line.partition(" ")
        if tag in sets:
            sets[tag].append(name)
    return sets


def finish(outdir, names, ok, bad, dropped, how):
    for fname, items in (("headers.ok", ok), ("headers.bad", bad), ("headers.dropped", dropped)):
        with open(os.path.join(outdir, fname), "w") as f:
            f.writelines(n + "\n" for n in items)
    print(f"consolidated header{how}: {len(ok)} of {len(names)} include/linux headers "
          f"({len(bad)} do not parse alone, {len(dropped)} clash with others)")


if __name__ == "__main__":
    main()
