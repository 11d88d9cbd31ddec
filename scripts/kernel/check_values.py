#!/usr/bin/env python3
"""Check bindgen's integer constants against the values clang computes.

Usage: check_values.py CLANG CFLAGS_FILE HEADER CONSTS_TSV WORKDIR

CONSTS_TSV holds `NAME<TAB>RUSTTYPE<TAB>VALUE` (rust_items.py). For every
name that is an integer constant expression after HEADER, a C file compiled
with the kernel's flags stores the value, its signedness and its size in
three arrays; a small hosted program (built with the same clang, linked
with that object) prints them, and each is compared with bindgen's value.
A Rust value equal to clang's, or with the same bits at the C type's width
(bindgen types a macro by its value), matches; anything else is a mismatch.
Names that are not constant expressions in C (a `const` variable, a
statement expression, a macro #undef'd later, a name renamed for Rust) are
counted as not checkable.

Prints a summary; exit status 1 on any mismatch or if nothing was checked.
"""
import os
import re
import subprocess
import sys


def load(path):
    rows = []
    with open(path) as f:
        for line in f:
            name, ty, value = line.rstrip("\n").split("\t")
            rows.append((name, ty, int(value)))
    return rows


def checkable(clang, cflags, header, names, work):
    """The indices of `names` that clang accepts as constant initializers."""
    src = os.path.join(work, "probe.c")
    todo = list(range(len(names)))
    for _ in range(10):
        with open(src, "w") as f:
            f.write(f'#include "{header}"\n')
            for i in todo:
                # One line per name, so an error's line says whose it is.
                f.write(f"static const long long bgk_probe_{i} = (long long)({names[i]}) + "
                        f"(long long)sizeof(({names[i]}));\n")
        r = subprocess.run([clang, *cflags, "-w", "-ferror-limit=0", "-fsyntax-only", "-x", "c", src],
                           capture_output=True, text=True)
        if r.returncode == 0:
            return todo
        bad_lines = {int(m.group(1)) for m in re.finditer(re.escape(src) + r":(\d+):\d+: error", r.stderr)}
        bad = {todo[ln - 2] for ln in bad_lines if 2 <= ln < len(todo) + 2}
        if not bad:
            sys.exit("values: the probe does not compile and the errors name no constant:\n" + r.stderr[:2000])
        todo = [i for i in todo if i not in bad]
    sys.exit("values: the probe still fails after 10 rounds")


def clang_values(clang, cflags, header, names, work):
    """(value, signed, size) for each name, printed by a compiled program."""
    n = len(names)
    data = os.path.join(work, "values.c")
    with open(data, "w") as f:
        f.write(f'#include "{header}"\n')
        f.write(f"const unsigned long bgk_count = {n};\n")
        f.write("const long long bgk_value[] = {\n")
        f.writelines(f"\t(long long)({x}),\n" for x in names)
        f.write("};\nconst unsigned char bgk_signed[] = {\n")
        f.writelines(f"\t((__typeof__({x}))-1 < 0),\n" for x in names)
        f.write("};\nconst unsigned char bgk_size[] = {\n")
        f.writelines(f"\tsizeof({x}),\n" for x in names)
        f.write("};\n")
    main = os.path.join(work, "print_values.c")
    with open(main, "w") as f:
        f.write("#include <stdio.h>\n"
                "extern const unsigned long bgk_count;\n"
                "extern const long long bgk_value[];\n"
                "extern const unsigned char bgk_signed[], bgk_size[];\n"
                "int main(void)\n{\n"
                "\tfor (unsigned long i = 0; i < bgk_count; i++)\n"
                "\t\tprintf(\"%lld %d %d\\n\", bgk_value[i], bgk_signed[i], bgk_size[i]);\n"
                "\treturn 0;\n}\n")
    obj = os.path.join(work, "values.o")
    exe = os.path.join(work, "print_values")
    steps = [
        [clang, *cflags, "-w", "-c", "-x", "c", data, "-o", obj],
        [clang, "-no-pie", main, obj, "-o", exe],
    ]
    for cmd in steps:
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit(f"values: {' '.join(cmd[:1] + cmd[-3:])} failed:\n{r.stderr[:2000]}")
    out = subprocess.run([exe], capture_output=True, text=True, check=True).stdout.split("\n")
    return [tuple(int(x) for x in line.split()) for line in out if line]


def main():
    if len(sys.argv) != 6:
        raise SystemExit(__doc__)
    clang, cflags_file, header, consts_tsv, work = sys.argv[1:]
    os.makedirs(work, exist_ok=True)
    cflags = [l for l in open(cflags_file).read().split("\n") if l]
    rows = load(consts_tsv)
    names = [r[0] for r in rows]
    idx = checkable(clang, cflags, header, names, work)
    values = clang_values(clang, cflags, header, [names[i] for i in idx], work)
    if len(values) != len(idx):
        sys.exit(f"values: the program printed {len(values)} values for {len(idx)} constants")
    exact = same_bits = 0
    mismatches = []
    for i, (cval, signed, size) in zip(idx, values):
        name, ty, rval = rows[i]
        cval = cval if signed else cval % (1 << 64)
        width = 8 * size
        if rval == cval:
            exact += 1
        elif rval % (1 << width) == cval % (1 << width):
            same_bits += 1
        else:
            mismatches.append(f"{name}: bindgen {ty} = {rval}, clang {'i' if signed else 'u'}{width} = {cval}")
    with open(os.path.join(work, "mismatches.txt"), "w") as f:
        f.writelines(m + "\n" for m in mismatches)
    print(f"values: {len(rows)} integer constants, {len(idx)} checkable against clang: "
          f"{exact} equal, {same_bits} same bits at the C width, {len(mismatches)} mismatched "
          f"({len(rows) - len(idx)} not constant expressions in C)")
    for m in mismatches[:20]:
        print("  MISMATCH " + m)
    if mismatches or not idx:
        sys.exit(1)


if __name__ == "__main__":
    main()
