//! Classes: bases (single, multiple, virtual, instantiations), access
//! specifiers, fields and bitfields, static members, constructors and
//! destructors, virtual and pure methods with overrides, overloads,
//! operators, nested classes, enums and typedefs.

use super::{Class, Gen, Scope, BIT_TYPES};

/// The class being written: its spelling and list path.
struct Ctx {
    name: String,
    cxx: String,
    path: String,
    dynamic: bool,
    is_abstract: bool,
    virtuals: Vec<String>,
    /// Nested classes usable by value inside it.
    nested: Vec<String>,
    /// Constructors, destructors and operators declared so far (one
    /// signature may be declared once).
    declared: Vec<String>,
}

impl Gen<'_> {
    /// A class at namespace scope.
    pub(super) fn class(&mut self, scope: &Scope) -> String {
        let name = format!("A{}", self.next());
        let cxx = format!("{}::{name}", scope.cxx);
        let path = scope.path_of(&name);
        self.class_def(scope, name, cxx, path, 0)
    }

    /// A class definition; `depth` counts enclosing classes.
    fn class_def(
        &mut self,
        scope: &Scope,
        name: String,
        cxx: String,
        path: String,
        depth: usize,
    ) -> String {
        let is_class = self.rng.chance(40);
        let is_final = self.rng.chance(8);
        let mut cx = Ctx {
            name,
            cxx,
            path,
            dynamic: false,
            is_abstract: false,
            virtuals: Vec::new(),
            nested: Vec::new(),
            declared: Vec::new(),
        };
        let bases = self.bases(&mut cx);
        let inherited = cx.virtuals.clone();
        let mut body: Vec<String> = Vec::new();
        // Nested types first (public, so they can be named from outside).
        if depth < 2 && self.rng.chance(30) {
            body.push("public:".to_owned());
            if self.rng.chance(50) {
                let e = self.enum_decl(scope, Some((&cx.cxx, &cx.path)));
                body.push(e);
            }
            if self.rng.chance(70) {
                let inner = format!("In{}", self.next());
                let icxx = format!("{}::{inner}", cx.cxx);
                let ipath = format!("{}_{inner}", cx.path);
                let text = self.class_def(scope, inner, icxx.clone(), ipath, depth + 1);
                body.push(text);
                if self
                    .classes
                    .last()
                    .is_some_and(|c| c.cxx == icxx && c.by_value)
                {
                    cx.nested.push(icxx);
                }
            }
        }
        let members = self.rng.range(0, 7);
        for _ in 0..members {
            if self.rng.chance(30) {
                body.push(
                    (*self
                        .rng
                        .pick(&["public:", "protected:", "private:", "public:"]))
                    .to_owned(),
                );
            }
            let m = self.member(&mut cx);
            let special = m.contains("operator")
                || m.starts_with(&format!("{}(", cx.name))
                || m.contains('~');
            if special && cx.declared.contains(&m) {
                continue;
            }
            if special {
                cx.declared.push(m.clone());
            }
            body.push(m);
        }
        // Overrides of inherited virtual methods.
        if !inherited.is_empty() && self.rng.chance(40) {
            let v = self.rng.pick(&inherited).clone();
            body.push("public:".to_owned());
            body.push(format!("    {} override;", v.trim_end_matches(" = 0")));
        }
        let kw = if is_class { "class" } else { "struct" };
        let fin = if is_final { " final" } else { "" };
        let bases = if bases.is_empty() {
            String::new()
        } else {
            format!(" : {}", bases.join(", "))
        };
        let indented: Vec<String> = body
            .iter()
            .map(|l| {
                if l.ends_with(':') && !l.contains(' ') {
                    l.clone()
                } else {
                    l.lines()
                        .map(|x| {
                            if x.starts_with("    ") {
                                x.to_owned()
                            } else {
                                format!("    {x}")
                            }
                        })
                        .collect::<Vec<_>>()
                        .join("\n")
                }
            })
            .collect();
        self.classes.push(Class {
            cxx: cx.cxx.clone(),
            by_value: !cx.is_abstract,
            base_ok: !is_final,
            virtuals: cx.virtuals.clone(),
            is_abstract: cx.is_abstract,
        });
        self.names.classes.push(cx.path.clone());
        let _ = cx.dynamic;
        format!(
            "{kw} {}{fin}{bases} {{\n{}\n}};",
            cx.name,
            indented.join("\n")
        )
    }

    /// Zero to three distinct direct bases, some virtual, some
    /// instantiations of templates.
    fn bases(&mut self, cx: &mut Ctx) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        let mut used: Vec<String> = Vec::new();
        let count = match self.rng.below(10) {
            0..=3 => 0,
            4..=7 => 1,
            8 => 2,
            _ => 3,
        };
        for _ in 0..count {
            let (spelling, class) = if !self.templates.is_empty() && self.rng.chance(20) {
                match self.instantiation() {
                    Some(t) => (t, None),
                    None => continue,
                }
            } else {
                let eligible: Vec<Class> = self
                    .classes
                    .iter()
                    .filter(|c| c.base_ok && !cx.cxx.starts_with(&format!("{}::", c.cxx)))
                    .cloned()
                    .collect();
                if eligible.is_empty() {
                    continue;
                }
                let c = self.rng.pick(&eligible).clone();
                (c.cxx.clone(), Some(c))
            };
            if used.contains(&spelling) {
                continue;
            }
            used.push(spelling.clone());
            let virt = class.is_some() && self.rng.chance(25);
            if let Some(c) = &class {
                cx.dynamic |= !c.virtuals.is_empty() || virt;
                cx.is_abstract |= c.is_abstract;
                for v in &c.virtuals {
                    if !cx.virtuals.contains(v) {
                        cx.virtuals.push(v.clone());
                    }
                }
            }
            let access = *self
                .rng
                .pick(&["", "public ", "public ", "protected ", "private "]);
            let v = if virt { "virtual " } else { "" };
            out.push(format!("{v}{access}{spelling}"));
        }
        out
    }

    /// One member declaration.
    fn member(&mut self, cx: &mut Ctx) -> String {
        let n = self.next();
        match self.rng.below(100) {
            0..=29 => {
                let t = if !cx.nested.is_empty() && self.rng.chance(20) {
                    self.rng.pick(&cx.nested).clone()
                } else {
                    self.value_type(None)
                };
                if self.rng.chance(15) {
                    format!("{t} m{n}[{}];", self.rng.range(1, 3))
                } else {
                    format!("{t} m{n};")
                }
            }
            30..=35 => format!("{} m{n};", self.pointer_type()),
            36..=43 => {
                let (t, bits) = *self.rng.pick(BIT_TYPES);
                let w = self.rng.range(1, i64::from(bits.min(12)));
                format!("{t} b{n} : {w};")
            }
            44..=48 => {
                let t = self.value_type(None);
                if self.rng.chance(30) {
                    format!("static const int s{n} = {};", self.rng.range(0, 9))
                } else {
                    format!("static {t} s{n};")
                }
            }
            49..=53 => {
                let k = self.rng.below(3);
                let params = self.params(k);
                format!("{}({params});", cx.name)
            }
            54..=56 => {
                let v = if self.rng.chance(50) {
                    cx.dynamic = true;
                    "virtual "
                } else {
                    ""
                };
                if cx.declared.iter().any(|d| d.contains('~')) {
                    return format!("int m{n};");
                }
                // Public: a derived class's destructor must not be deleted
                // (it may override this one).
                format!("public:\n{v}~{}();", cx.name)
            }
            57..=67 => {
                let ret = self.sig_type();
                let k = self.rng.below(3);
                let params = self.params(k);
                let cq = if self.rng.chance(40) { " const" } else { "" };
                let pure = self.rng.chance(25);
                cx.dynamic = true;
                let decl = format!("virtual {ret} vf{n}({params}){cq}");
                if pure {
                    cx.is_abstract = true;
                    cx.virtuals.push(format!("{decl} = 0"));
                    format!("{decl} = 0;")
                } else {
                    cx.virtuals.push(decl.clone());
                    format!("{decl};")
                }
            }
            68..=75 => {
                let ret = self.sig_type();
                let a = self.params(1);
                let b = self.params(2);
                format!("{ret} ov{n}({a});\n    {ret} ov{n}({b}) const;")
            }
            76..=81 => {
                let c = &cx.name;
                (*self.rng.pick(&[
                    format!("bool operator==(const {c} &o) const;"),
                    format!("{c} &operator+=(int v);"),
                    "int operator[](int i) const;".to_owned(),
                    "operator int() const;".to_owned(),
                    format!("{c} &operator=(const {c} &o);"),
                ]))
                .clone()
            }
            82..=85 => {
                let k = self.rng.below(2);
                let params = self.params(k);
                format!("static int sm{n}({params});")
            }
            86..=89 => format!("int in{n}() const {{ return {}; }}", self.rng.range(0, 9)),
            90..=91 => format!("void del{n}() = delete;"),
            92..=95 => {
                let t = if self.rng.chance(50) {
                    self.value_type(None)
                } else {
                    self.pointer_type()
                };
                format!("typedef {t} t{n};")
            }
            _ => {
                let ret = self.sig_type();
                let k = self.rng.below(3);
                let params = self.params(k);
                format!("{ret} mf{n}({params});")
            }
        }
    }
}
