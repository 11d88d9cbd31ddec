#!/usr/bin/env python3
"""Count the items of a formatted bindgen output and list its integer consts.

Usage: rust_items.py BINDINGS_RS COUNTS_OUT CONSTS_OUT

COUNTS_OUT gets `kind<TAB>count` lines (struct, union, enum, type, const,
fn, static, total); CONSTS_OUT gets `NAME<TAB>TYPE<TAB>VALUE` for every
`pub const` whose type is a Rust integer or a `c_*` integer and whose value
is an integer literal (these are the macro constants the check compares
with clang). Relies on the output being formatted: one item per line start.
"""
import collections
import re
import sys

ITEM = re.compile(r"^\s*pub (struct|union|enum|type|const|fn|static(?: mut)?) (r#)?(\w+)")
CONST = re.compile(r"^pub const (\w+): ([\w:]+) = (-?[0-9][0-9_]*)(?:[iu](?:8|16|32|64|128|size))?;$")
INTS = {"u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize"}
C_INTS = {"c_char", "c_schar", "c_uchar", "c_short", "c_ushort", "c_int", "c_uint",
          "c_long", "c_ulong", "c_longlong", "c_ulonglong"}


def main():
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    src, counts_out, consts_out = sys.argv[1:]
    counts = collections.Counter()
    consts = []
    in_extern = False
    with open(src) as f:
        for line in f:
            if re.match(r"(unsafe )?extern \"[^\"]*\" \{$", line.rstrip()):
                in_extern = True
                continue
            if line.startswith("}"):
                in_extern = False
            # Items at the top level or declared in an extern block; not
            # the methods of impl blocks.
            if line.startswith(" ") and not in_extern:
                continue
            m = ITEM.match(line)
            if not m:
                continue
            counts[m.group(1).replace(" mut", "")] += 1
            c = CONST.match(line.strip())
            if c and c.group(2).rsplit("::", 1)[-1] in INTS | C_INTS:
                consts.append((c.group(1), c.group(2).rsplit("::", 1)[-1], int(c.group(3).replace("_", ""))))
    counts["total"] = sum(counts.values())
    with open(counts_out, "w") as f:
        for kind in ("struct", "union", "enum", "type", "const", "fn", "static", "total"):
            f.write(f"{kind}\t{counts[kind]}\n")
    with open(consts_out, "w") as f:
        for name, ty, value in consts:
            f.write(f"{name}\t{ty}\t{value}\n")


if __name__ == "__main__":
    main()
