//! Enums, typedefs, functions, variables and macros.

use std::collections::BTreeSet;

use super::{Gen, Kind, Ty, KEYWORD_NAMES, SPECIAL_TYPEDEFS};

/// Fixed underlying types of enums, with their value ranges.
const ENUM_BASES: &[(&str, i64, i64)] = &[
    ("unsigned char", 0, 255),
    ("signed char", -128, 127),
    ("short", -32768, 32767),
    ("unsigned short", 0, 65535),
    ("int", -2147483648, 2147483647),
    ("unsigned int", 0, 4294967295),
    ("long long", -9_000_000_000, 9_000_000_000),
    ("unsigned long long", 0, 9_000_000_000),
];

impl Gen<'_> {
    /// An enum: named, anonymous or typedef'd, with a fixed underlying type
    /// sometimes, and explicit, negative, duplicate and large values.
    pub(super) fn enum_decl(&mut self) {
        let name = self.fresh("En");
        let base = if self.rng.chance(20) {
            Some(*self.rng.pick(ENUM_BASES))
        } else {
            None
        };
        let (lo, hi) = base.map_or((-3_000_000_000, 5_000_000_000), |(_, l, h)| (l, h));
        let count = self.rng.range(1, 6);
        let mut lines = Vec::new();
        let mut values: Vec<String> = Vec::new();
        let mut next = 0i64;
        for k in 0..count {
            let v = format!("{}_V{k}", name.to_uppercase());
            let val = match self.rng.below(10) {
                0..=3 => None,
                4 => Some(self.rng.range(lo.max(-5), 0).to_string()),
                5 if !values.is_empty() => Some(self.rng.pick(&values).clone()),
                6 => Some(hi.to_string()),
                7 => Some(lo.to_string()),
                8 => Some(format!("0x{:x}", self.rng.range(0, hi.min(0xffff)))),
                _ => Some(self.rng.range(0, hi.min(100)).to_string()),
            };
            // Implicit values must not overflow the base type.
            let val = match val {
                None if next > hi || next < lo => Some("0".to_owned()),
                v => v,
            };
            next = match &val {
                Some(s) if s.starts_with("0x") => i64::from_str_radix(&s[2..], 16).unwrap_or(0) + 1,
                Some(s) => s.parse::<i64>().map_or(0, |n| n + 1),
                None => next + 1,
            };
            // Enumerator comments: clang hands one to every following
            // enumerator up to the next commented one.
            let doc = match self.rng.below(40) {
                0 if self.known => "    /** <div rustbindgen constant></div> */\n".to_owned(),
                1 => "    /** <div rustbindgen hide></div> */\n".to_owned(),
                // Only on the last: on later enumerators it would name two
                // of one name (documented, "Annotations never name one item
                // twice").
                2 if k + 1 == count => {
                    format!("    /** <div rustbindgen replaces=\"{v}_R\"></div> */\n")
                }
                3 | 4 => format!("    /// Doc for {v}.\n"),
                _ => String::new(),
            };
            lines.push(match &val {
                Some(x) => format!("{doc}    {v} = {x},"),
                None => format!("{doc}    {v},"),
            });
            values.push(v);
        }
        let body = lines.join("\n");
        let fixed = base.map_or(String::new(), |(t, _, _)| format!(" : {t}"));
        // `packed` makes the underlying type the smallest that fits.
        let packed = if base.is_none() && self.rng.chance(8) {
            " __attribute__((packed))"
        } else {
            ""
        };
        let doc = self.doc(true, &name);
        let (text, spelled) = match self.rng.below(6) {
            0 => (
                format!("{doc}typedef enum{packed}{fixed} {{\n{body}\n}} {name};"),
                Some(name.clone()),
            ),
            1 => (
                format!("{doc}typedef enum{packed} {name}{fixed} {{\n{body}\n}} {name};"),
                Some(name.clone()),
            ),
            // Anonymous: only the constants are named.
            2 => (format!("{doc}enum{packed}{fixed} {{\n{body}\n}};"), None),
            _ => (
                format!("{doc}enum{packed} {name}{fixed} {{\n{body}\n}};"),
                Some(format!("enum {name}")),
            ),
        };
        self.names.enums.push(name.clone());
        if let Some(c) = spelled {
            self.types.push(Ty::new(&c, Kind::Enum));
        }
        self.push(text);
    }

    /// A typedef: a chain, a pointer, an array, a function or function
    /// pointer type, sometimes named like a `<stdint.h>` type or a Rust
    /// primitive.
    pub(super) fn typedef_decl(&mut self) {
        if self.rng.chance(20) {
            let (n, c) = *self.rng.pick(SPECIAL_TYPEDEFS);
            if self.used_special.insert(n) {
                self.names.typedefs.push(n.to_owned());
                self.push(format!("typedef {c} {n};"));
                let kind = super::SCALARS
                    .iter()
                    .find(|(s, _)| *s == c)
                    .map_or(Kind::Other, |(_, k)| *k);
                self.types.push(Ty::new(n, kind));
                return;
            }
        }
        let name = self.fresh("Ty");
        let doc = self.doc(true, &name);
        let (text, kind) = match self.rng.below(6) {
            0 | 1 => {
                let t = self.rng.pick(&self.types).clone();
                (format!("typedef {} {name};", t.c), t.kind)
            }
            2 => (
                format!("typedef {}{name};", self.pointer_type()),
                Kind::Other,
            ),
            3 => {
                let t = self.value_type();
                let n = self.rng.range(1, 6);
                (format!("typedef {} {name}[{n}];", t.c), Kind::Array)
            }
            4 => {
                let ret = self.return_type();
                let p = self.param_list(true);
                (format!("typedef {ret} {name}({p});"), Kind::Function)
            }
            _ => {
                let ret = self.return_type();
                let p = self.param_list(true);
                (format!("typedef {ret} (*{name})({p});"), Kind::Other)
            }
        };
        self.names.typedefs.push(name.clone());
        self.types.push(Ty::new(&name, kind));
        self.push(format!("{doc}{text}"));
    }

    /// A return type (no arrays, no functions).
    pub(super) fn return_type(&mut self) -> String {
        if self.rng.chance(30) {
            return "void".to_owned();
        }
        if self.rng.chance(20) {
            return self.pointer_type();
        }
        loop {
            let t = self.value_type();
            if t.kind != Kind::Array {
                return t.c;
            }
        }
    }

    /// A parameter list (`void` when empty).
    pub(super) fn param_list(&mut self, allow_variadic: bool) -> String {
        let n = self.rng.range(0, 5);
        if n == 0 {
            return "void".to_owned();
        }
        let mut used = BTreeSet::new();
        let mut ps = Vec::new();
        for _ in 0..n {
            let name = if self.rng.chance(15) {
                String::new()
            } else if self.rng.chance(8) {
                let k = *self.rng.pick(KEYWORD_NAMES);
                if k != "r#" && used.insert(k.to_owned()) {
                    k.to_owned()
                } else {
                    self.fresh_param(&mut used)
                }
            } else {
                self.fresh_param(&mut used)
            };
            let p = match self.rng.below(10) {
                0..=3 => format!("{} {name}", self.value_type().c),
                4 if self.rng.chance(30) => format!("{}restrict {name}", self.pointer_type()),
                4 | 5 => format!("{}{name}", self.pointer_type()),
                6 => format!("{} {name}[{}]", self.value_type().c, self.rng.range(1, 8)),
                7 => format!("const char *{name}"),
                8 => {
                    let r = self.return_type();
                    format!("{r} (*{name})(int, void *)")
                }
                _ => {
                    self.need_stdarg = true;
                    format!("va_list {name}")
                }
            };
            ps.push(p.trim_end().to_owned());
        }
        if allow_variadic && self.rng.chance(15) {
            ps.push("...".to_owned());
        }
        ps.join(", ")
    }

    fn fresh_param(&mut self, used: &mut BTreeSet<String>) -> String {
        self.counter += 1;
        let n = format!("p{}", self.counter);
        used.insert(n.clone());
        n
    }

    /// A function declaration with attributes drawn at random, sometimes
    /// `static inline` or `inline` (with a body, without one, or after a
    /// plain prototype), sometimes two overloadable ones.
    pub(super) fn function_decl(&mut self) {
        let name = self.fresh("fn_");
        let ret = self.return_type();
        let params = self.param_list(true);
        let mut attrs = Vec::new();
        if ret == "void" && self.rng.chance(15) {
            attrs.push("noreturn");
        }
        if ret != "void" && self.rng.chance(15) {
            attrs.push("warn_unused_result");
        }
        if self.rng.chance(10) {
            attrs.push(
                *self
                    .rng
                    .pick(&["ms_abi", "sysv_abi", "stdcall", "fastcall", "cdecl"]),
            );
        }
        if self.rng.chance(5) {
            attrs.push("deprecated");
        }
        let doc = self.doc(false, &name);
        let attr = |a: &[&str]| {
            if a.is_empty() {
                String::new()
            } else {
                format!("__attribute__(({})) ", a.join(", "))
            }
        };
        self.names.functions.push(name.clone());
        match self.rng.below(10) {
            0 => {
                // Two overloads of one name.
                let mut a = attrs.clone();
                a.push("overloadable");
                let other = self.rng.pick(&["int", "double", "const char *", "long"]);
                let p2 = if params == "void" {
                    format!("{other} q")
                } else {
                    format!("{params}, {other} q").replace("..., ", "")
                };
                let p2 = if params.ends_with("...") {
                    format!("{other} q")
                } else {
                    p2
                };
                self.push(format!(
                    "{doc}{}{ret} {name}({params});\n{}{ret} {name}({p2});",
                    attr(&a),
                    attr(&a)
                ));
            }
            1 | 2 => {
                let kw = if self.rng.chance(75) {
                    "static inline"
                } else {
                    "inline"
                };
                let body = if ret == "void" {
                    "{ }".to_owned()
                } else {
                    format!("{{ {ret} r = {{0}}; return r; }}")
                };
                // A noreturn body must not return.
                let attrs: Vec<&str> = attrs.into_iter().filter(|a| *a != "noreturn").collect();
                let a = attr(&attrs);
                // (Upstream leaves out an inline function never defined,
                // and goes by the first declaration and the definition.)
                let plain = if kw == "inline" { "" } else { "static " };
                let text = match self.rng.below(8) {
                    0 => format!("{doc}{a}{kw} {ret} {name}({params});"),
                    1 => format!(
                        "{doc}{a}{plain}{ret} {name}({params});\n{kw} {ret} {name}({params});"
                    ),
                    2 => format!(
                        "{doc}{a}{kw} {ret} {name}({params});\n{kw} {ret} {name}({params}) {body}"
                    ),
                    3 => format!(
                        "{doc}{a}{plain}{ret} {name}({params});\n{kw} {ret} {name}({params}) {body}"
                    ),
                    _ => format!("{doc}{a}{kw} {ret} {name}({params}) {body}"),
                };
                self.push(text);
            }
            3 if ret == "void" => {
                self.push(format!("{doc}_Noreturn void {name}({params});"));
            }
            _ => self.push(format!("{doc}{}{ret} {name}({params});", attr(&attrs))),
        }
    }

    /// A global: extern, const or static, arrays, strings, floats.
    pub(super) fn var_decl(&mut self) {
        let name = self.fresh("g_");
        let doc = self.doc(false, &name);
        let text = match self.rng.below(14) {
            0 | 1 => format!("extern {} {name};", self.value_type().c),
            2 => format!("extern const {} {name};", self.value_type().c),
            3 => format!(
                "extern {} {name}[{}];",
                self.value_type().c,
                self.rng.range(1, 10)
            ),
            4 => format!("extern {}{name};", self.pointer_type()),
            5 => format!(
                "{}const int {name} = {};",
                self.storage(),
                self.rng.range(-100, 100)
            ),
            6 => format!(
                "{}const char {name}[] = {};",
                self.storage(),
                self.string_lit()
            ),
            7 => format!(
                "{}const char *const {name} = {};",
                self.storage(),
                self.string_lit()
            ),
            8 => format!("extern const char {name}[];"),
            9 => {
                let v = *self.rng.pick(&[
                    "1.5",
                    "-0.25",
                    "1e300",
                    "0x1p-3",
                    "__builtin_inf()",
                    "-__builtin_inf()",
                    "__builtin_nan(\"\")",
                    "3.0e-40",
                ]);
                let t = *self.rng.pick(&["double", "float"]);
                format!("{}const {t} {name} = {v};", self.storage())
            }
            10 if self.known => format!("static {} {name};", self.value_type().c),
            10 => format!("extern {} {name};", self.value_type().c),
            11 => {
                let r = self.return_type();
                format!("extern {r} (*{name})(int, ...);")
            }
            12 => format!(
                "{}const unsigned long long {name} = {}ULL;",
                self.storage(),
                self.rng.next() >> self.rng.below(64)
            ),
            _ => format!("extern volatile {} {name};", self.value_type().c),
        };
        self.names.vars.push(name);
        self.push(format!("{doc}{text}"));
    }

    fn storage(&mut self) -> &'static str {
        if self.known {
            self.rng.pick::<&str>(&["", "static ", "extern "])
        } else {
            self.rng.pick::<&str>(&["", "extern "])
        }
    }

    fn string_lit(&mut self) -> &'static str {
        self.rng.pick::<&str>(&[
            "\"hello\"",
            "\"\"",
            "\"tab\\there\"",
            "\"quote\\\"d\"",
            "\"nul\\0inside\"",
            "\"\\xff\\x01\"",
            "\"caf\\u00e9\"",
        ])
    }

    /// An object-like macro: integers, casts, strings, floats, characters,
    /// nesting, redefinition and `#undef`.
    pub(super) fn macro_decl(&mut self) {
        let name = self.fresh("M").to_uppercase();
        let prev = self.names.macros.last().cloned();
        let value = match self.rng.below(20) {
            0 => self.rng.range(-1000, 1000).to_string(),
            1 => format!("({})", self.rng.range(-1000, -1)),
            2 => format!("(1 << {})", self.rng.range(0, 30)),
            3 => format!("0x{:X}u", self.rng.next() >> 40),
            4 => format!(
                "(({}){})",
                self.rng
                    .pick(&["unsigned char", "int", "long", "unsigned", "short", "char"]),
                self.rng.range(-300, 300)
            ),
            5 if self.known => "(~0U)".to_owned(),
            6 => "0x7fffffffffffffffLL".to_owned(),
            7 => format!("'{}'", self.rng.pick(&["a", "\\n", "\\0", "Z", "\\x7f"])),
            8 | 9 => match &prev {
                Some(p) => format!("({p} + {})", self.rng.range(1, 9)),
                None => "42".to_owned(),
            },
            10 | 11 => self.string_lit().to_owned(),
            12 => self
                .rng
                .pick(&["1.5", "2.5f", "1e10", "-0.5", "1.0e-3", "3.", ".5"])
                .to_string(),
            13 => self
                .rng
                .pick(&["(1.0/0.0)", "(-1.0/0.0)", "(0.0/0.0)", "__builtin_inf()"])
                .to_string(),
            14 if self.known => format!("{}ULL", self.rng.next()),
            14 => format!("{}ULL", self.rng.next() >> 1),
            15 => format!("(-{}LL)", self.rng.next() >> 2),
            16 => "(sizeof(int) * 2)".to_owned(),
            17 => format!("{} * {}", self.rng.range(1, 99), self.rng.range(1, 99)),
            18 => "(-2147483647 - 1)".to_owned(),
            _ => self.rng.range(0, 1 << 20).to_string(),
        };
        self.names.macros.push(name.clone());
        let text = match self.rng.below(12) {
            _ if !self.known => format!("#define {name} {value}"),
            0 => format!(
                "#define {name} {}\n#undef {name}\n#define {name} {value}",
                self.rng.range(0, 9)
            ),
            1 => format!("#define {name} {value}\n#undef {name}"),
            _ => format!("#define {name} {value}"),
        };
        self.push(text);
    }
}
