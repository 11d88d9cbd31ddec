#!/usr/bin/env python3
"""Print the clang flags Linux's rust/Makefile hands to bindgen, one per line.

Usage: flags.py KTREE [OBJ]

The kernel builds rust/bindings/bindings_generated.rs with the flags of an
ordinary C compile, lightly edited. We read those flags from the `.cmd` file
Kbuild wrote for OBJ (default kernel/fork.o; it must have been built) and
apply the same edits:

* the compiler, the dependency-file flag, `-c`, `-o FILE` and the source
  file are dropped;
* the per-object KBUILD_* names become those of rust/bindings_generated;
* a GCC-configured tree loses the flags listed in `bindgen_skip_c_flags`
  and gains `-w --target=...` (clang-configured trees, like ours, keep all);
* `-D__BINDGEN__` (and `-DMODULE` when the Makefile adds it) go last;
* relative include paths become absolute, so bindgen may run anywhere.
"""
import os
import re
import shlex
import sys


def compile_command(ktree, obj):
    """The compiler command line recorded for OBJ, as a list of words."""
    head, tail = os.path.split(obj)
    cmd_file = os.path.join(ktree, head, "." + tail + ".cmd")
    with open(cmd_file) as f:
        for line in f:
            m = re.match(r"(?:saved)?cmd_\S+ := (.*)", line)
            if m:
                # Only the compile, not the objtool step chained after it;
                # undo make's escaping of `$` and `#`.
                text = m.group(1).split(";")[0]
                text = text.replace("$$", "$").replace("\\#", "#")
                return shlex.split(text)
    raise SystemExit(f"flags.py: no command line in {cmd_file}")


def make_variable(makefile, name):
    """The words of a (possibly continued) `NAME := ...` in a Makefile."""
    words, grabbing = [], False
    with open(makefile) as f:
        for line in f:
            line = line.rstrip("\n")
            if not grabbing:
                m = re.match(re.escape(name) + r"\s*:?=(.*)", line)
                if not m:
                    continue
                grabbing, line = True, m.group(1)
            more = line.endswith("\\")
            words += line.rstrip("\\").split()
            if not more:
                break
    return words


def config_has(ktree, option):
    with open(os.path.join(ktree, ".config")) as f:
        return any(l.strip() == f"{option}=y" for l in f)


def kernel_bindgen_flags(ktree, obj="kernel/fork.o"):
    words = compile_command(ktree, obj)[1:]
    stem = obj[: -len(".o")]
    renamed = {
        "-DKBUILD_MODFILE": '-DKBUILD_MODFILE="rust/bindings_generated"',
        "-DKBUILD_BASENAME": '-DKBUILD_BASENAME="bindings_generated"',
        "-DKBUILD_MODNAME": '-DKBUILD_MODNAME="bindings_generated"',
        "-D__KBUILD_MODNAME": "-D__KBUILD_MODNAME=kmod_bindings_generated",
    }
    flags = []
    it = iter(words)
    for w in it:
        if w == "-c" or w.startswith(("-Wp,-MMD,", "-Wp,-MD,")):
            continue
        if w == "-o":
            next(it, None)
            continue
        if w in (stem + ".c", "./" + stem + ".c", stem + ".S"):
            continue
        flags.append(renamed.get(w.split("=")[0], w))
    makefile = os.path.join(ktree, "rust", "Makefile")
    if not config_has(ktree, "CONFIG_CC_IS_CLANG"):
        skip = [re.compile(re.escape(p).replace("%", ".*") + "$")
                for p in make_variable(makefile, "bindgen_skip_c_flags")]
        flags = [f for f in flags if not any(p.match(f) for p in skip)]
        flags += ["-w", "--target=x86_64-linux-gnu"]
    extra = [w for w in make_variable(makefile, "bindgen_c_flags_final") if not w.startswith("$(")]
    flags += extra or ["-D__BINDGEN__"]
    with open(makefile) as f:
        if "-DMODULE" in f.read():
            flags.append("-DMODULE")
    out = []
    for f in flags:
        if f.startswith("-I") and not f.startswith("-I/"):
            f = "-I" + os.path.join(ktree, f[2:].removeprefix("./"))
        elif f.startswith("./"):
            f = os.path.join(ktree, f[2:])
        out.append(f)
    return out


def main():
    if len(sys.argv) not in (2, 3):
        raise SystemExit(__doc__)
    ktree = os.path.abspath(sys.argv[1])
    for f in kernel_bindgen_flags(ktree, *sys.argv[2:]):
        print(f)


if __name__ == "__main__":
    main()
