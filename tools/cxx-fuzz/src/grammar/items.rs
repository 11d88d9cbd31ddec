//! Declarations other than classes: class templates, enums, typedefs,
//! free functions (with overloads and inline ones) and variables.

use super::{Gen, Scope, Template};

impl Gen<'_> {
    /// A class template with type and non-type parameters; its members use
    /// the parameters (as fields, pointers and array lengths).
    pub(super) fn template(&mut self, scope: &Scope) -> String {
        let n = self.next();
        let name = format!("Tm{n}");
        let count = self.rng.range(1, 3) as usize;
        let mut params: Vec<(String, bool)> = Vec::new();
        for i in 0..count {
            // The first parameter is a type, so every template has one.
            let is_type = i == 0 || self.rng.chance(60);
            let p = if is_type {
                format!("T{i}")
            } else {
                format!("N{i}")
            };
            params.push((p, is_type));
        }
        let decl: Vec<String> = params
            .iter()
            .map(|(p, t)| {
                if *t {
                    format!("typename {p}")
                } else {
                    format!("int {p}")
                }
            })
            .collect();
        let mut body = Vec::new();
        let fields = self.rng.range(1, 4);
        for _ in 0..fields {
            let f = format!("m{}", self.next());
            let line = match self.rng.below(10) {
                0..=3 => {
                    let p = self.rng.pick(&params).clone();
                    if p.1 {
                        format!("{} {f};", p.0)
                    } else {
                        format!("int {f}[{}];", p.0)
                    }
                }
                4 => {
                    let t = self.type_param(&params);
                    format!("{t} *{f};")
                }
                5 => {
                    let n = params.iter().find(|p| !p.1).map(|p| p.0.clone());
                    let t = if self.known {
                        self.type_param(&params)
                    } else {
                        "int".to_owned()
                    };
                    match n {
                        Some(n) => format!("{t} {f}[{n}];"),
                        None => format!("{t} {f}[2];"),
                    }
                }
                _ => format!("{} {f};", self.value_type(Some(&params))),
            };
            body.push(format!("    {line}"));
        }
        if self.rng.chance(30) {
            let t = self.type_param(&params);
            body.push(format!("    typedef {t} value_type{};", self.next()));
        }
        if self.rng.chance(30) {
            let t = self.type_param(&params);
            body.push(format!("    {t} get{}() const;", self.next()));
        }
        self.templates.push(Template {
            cxx: format!("{}::{name}", scope.cxx),
            params: params.iter().map(|p| p.1).collect(),
        });
        self.names.classes.push(scope.path_of(&name));
        let kw = if self.rng.chance(70) {
            "struct"
        } else {
            "class"
        };
        let open = if kw == "class" { "public:\n" } else { "" };
        format!(
            "template <{}>\n{kw} {name} {{\n{open}{}\n}};",
            decl.join(", "),
            body.join("\n")
        )
    }

    /// One of a template's type parameters.
    fn type_param(&mut self, params: &[(String, bool)]) -> String {
        let types: Vec<&String> = params.iter().filter(|p| p.1).map(|p| &p.0).collect();
        (*self.rng.pick(&types)).clone()
    }

    /// An enum, plain or scoped, sometimes with a fixed underlying type.
    /// `class_cxx`: the class it is nested in.
    pub(super) fn enum_decl(&mut self, scope: &Scope, class: Option<(&str, &str)>) -> String {
        let n = self.next();
        let name = format!("E{n}");
        let scoped = self.rng.chance(40);
        let underlying = if self.rng.chance(40) {
            format!(
                " : {}",
                self.rng.pick(&[
                    "unsigned char",
                    "short",
                    "unsigned int",
                    "long",
                    "int",
                    "unsigned long long"
                ])
            )
        } else {
            String::new()
        };
        let count = self.rng.range(1, 4);
        let mut vals = Vec::new();
        let mut v = 0i64;
        for i in 0..count {
            let e = format!("E{n}_v{i}");
            if self.rng.chance(40) {
                v += self.rng.range(1, 9);
                vals.push(format!("{e} = {v}"));
            } else {
                vals.push(e);
            }
            v += 1;
        }
        let (cxx, path) = match class {
            Some((cxx, path)) => (format!("{cxx}::{name}"), format!("{path}_{name}")),
            None => (format!("{}::{name}", scope.cxx), scope.path_of(&name)),
        };
        self.enums.push(cxx);
        self.names.enums.push(path);
        let kw = if scoped { "enum class" } else { "enum" };
        format!("{kw} {name}{underlying} {{ {} }};", vals.join(", "))
    }

    /// A typedef or alias of a scalar, a pointer, a class or an
    /// instantiation.
    pub(super) fn typedef(&mut self, scope: &Scope) -> String {
        let n = self.next();
        let name = format!("Ty{n}");
        let (target, by_value) = match self.rng.below(10) {
            0..=4 if !self.templates.is_empty() => match self.instantiation() {
                Some(t) => (t, true),
                None => ("int".to_owned(), true),
            },
            5 | 6 => (self.pointer_type(), false),
            _ => (self.value_type(None), true),
        };
        if by_value {
            self.typedefs.push(format!("{}::{name}", scope.cxx));
        }
        if target.contains('<') {
            self.inst_typedefs.push(format!("{}::{name}", scope.cxx));
        }
        self.names.typedefs.push(scope.path_of(&name));
        if self.rng.chance(50) {
            format!("using {name} = {target};")
        } else {
            format!("typedef {target} {name};")
        }
    }

    /// A free function: sometimes an overload set, sometimes inline.
    pub(super) fn function(&mut self, scope: &Scope) -> String {
        let n = self.next();
        let name = format!("f{n}");
        self.names.functions.push(scope.path_of(&name));
        let overloads = if self.rng.chance(25) { 2 } else { 1 };
        let mut out = Vec::new();
        for k in 0..overloads {
            let ret = if self.rng.chance(30) {
                "void".to_owned()
            } else {
                self.sig_type()
            };
            let extra = self.rng.below(3);
            let params = self.params(k + extra);
            if self.rng.chance(15) && ret == "int" {
                out.push(format!("inline int {name}({params}) {{ return 1; }}"));
            } else {
                out.push(format!("{ret} {name}({params});"));
            }
        }
        out.join("\n")
    }

    /// An `extern` variable or a constant.
    pub(super) fn var(&mut self, scope: &Scope) -> String {
        let n = self.next();
        let name = format!("v{n}");
        self.names.vars.push(scope.path_of(&name));
        if self.rng.chance(30) {
            format!("const int {name} = {};", self.rng.range(-5, 500))
        } else {
            let t = if self.rng.chance(50) {
                self.value_type(None)
            } else {
                self.pointer_type()
            };
            format!("extern {t} {name};")
        }
    }
}
