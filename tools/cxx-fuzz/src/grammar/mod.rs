//! Random, valid C++ headers from a seeded grammar.
//!
//! A header is a list of top-level chunks (a namespace with what it holds,
//! a class, a template, a function...), separated by blank lines so the
//! reducer can drop whole chunks. Every name is unique in the header (a
//! counter in each identifier), except deliberate overloads, so the layout
//! check can find a class in clang's record dump and in the Rust output by
//! its last name segment (`A3`, `In7`).
//!
//! Types are always spelled fully qualified (`::n1::A3`), which is valid
//! from any scope. What a class may be used as follows from what it is:
//! only complete, non-abstract classes by value, only non-`final` classes as
//! bases.

mod classes;
mod items;

use crate::rng::Rng;

/// The names a header declares, spelled as upstream's allow/block lists
/// match them: namespaces joined by `::`, nested classes by `_`
/// (`n1::A3_In7`).
#[derive(Debug, Default, Clone)]
pub struct Names {
    /// Classes and class templates.
    pub classes: Vec<String>,
    /// Enums.
    pub enums: Vec<String>,
    /// Typedefs and aliases.
    pub typedefs: Vec<String>,
    /// Free functions (methods are not listed).
    pub functions: Vec<String>,
    /// Variables.
    pub vars: Vec<String>,
}

impl Names {
    /// Every type name.
    pub fn types(&self) -> Vec<String> {
        let mut v = self.classes.clone();
        v.extend(self.enums.iter().cloned());
        v.extend(self.typedefs.iter().cloned());
        v
    }
}

/// A generated header.
#[derive(Debug, Clone)]
pub struct Header {
    /// The top-level chunks, in order.
    pub chunks: Vec<String>,
    /// What it declares.
    pub names: Names,
}

impl Header {
    /// The header text.
    pub fn text(&self) -> String {
        join_chunks(&self.chunks)
    }
}

/// Chunks joined by blank lines (the reducer splits at them again).
pub fn join_chunks(chunks: &[String]) -> String {
    let mut s = chunks.join("\n\n");
    s.push('\n');
    s
}

/// A class the rest of the header may use.
#[derive(Debug, Clone)]
struct Class {
    /// Fully qualified spelling (`::n1::A3::In7`).
    cxx: String,
    /// Complete and not abstract: usable by value.
    by_value: bool,
    /// Not `final`: usable as a base.
    base_ok: bool,
    /// Declarations of its virtual methods (with their own and inherited
    /// ones), which a derived class may override.
    virtuals: Vec<String>,
    /// Declares or inherits a pure virtual method (conservatively: any
    /// abstract base makes the class abstract too).
    is_abstract: bool,
}

/// A class template: its spelling and its parameters (`true`: a type).
#[derive(Debug, Clone)]
struct Template {
    cxx: String,
    params: Vec<bool>,
}

/// Where a declaration is: the namespace spelling and its list path.
#[derive(Debug, Clone, Default)]
struct Scope {
    /// `::n1::n2` (empty at file scope).
    cxx: String,
    /// `n1::n2` for allow/block patterns (inline namespaces left out).
    path: String,
    /// Namespace nesting depth.
    depth: usize,
}

impl Scope {
    /// The list path of a name declared here.
    fn path_of(&self, name: &str) -> String {
        if self.path.is_empty() {
            name.to_owned()
        } else {
            format!("{}::{name}", self.path)
        }
    }
}

/// Builtin scalar types usable everywhere.
const SCALARS: &[&str] = &[
    "char",
    "signed char",
    "unsigned char",
    "short",
    "unsigned short",
    "int",
    "unsigned int",
    "long",
    "unsigned long",
    "long long",
    "unsigned long long",
    "bool",
    "float",
    "double",
    "wchar_t",
    "char16_t",
];

/// Integer types a bitfield may have.
const BIT_TYPES: &[(&str, u32)] = &[
    ("unsigned int", 32),
    ("int", 32),
    ("unsigned char", 8),
    ("unsigned short", 16),
    ("unsigned long", 64),
    ("bool", 1),
];

/// The generator state of one header.
pub struct Gen<'r> {
    rng: &'r mut Rng,
    counter: usize,
    names: Names,
    classes: Vec<Class>,
    templates: Vec<Template>,
    /// Enums (fully qualified).
    enums: Vec<String>,
    /// Typedefs usable by value (fully qualified).
    typedefs: Vec<String>,
    /// Namespaces opened so far (scope, whether inline), to reopen.
    namespaces: Vec<(Scope, bool)>,
    /// Typedefs that name an instantiation (fully qualified).
    inst_typedefs: Vec<String>,
    /// Also generate constructs whose differences from upstream are
    /// documented (see [`generate`]).
    known: bool,
}

/// Generates one header.
///
/// Unless `known` is set, constructs whose output differs from upstream's
/// on purpose (book/src/differences.md, "C++: template instantiations are
/// checked before they are spelled generically") are left out, so that
/// what the fuzzer reports is new: functions and methods passing or
/// returning an instantiation by value (skipped when clang never laid the
/// instantiation out) and arrays of a template parameter (`T m[N]`: ours
/// derives `Copy` and `Clone`).
pub fn generate(rng: &mut Rng, known: bool) -> Header {
    let mut g = Gen {
        rng,
        counter: 0,
        names: Names::default(),
        classes: Vec::new(),
        templates: Vec::new(),
        enums: Vec::new(),
        typedefs: Vec::new(),
        namespaces: Vec::new(),
        inst_typedefs: Vec::new(),
        known,
    };
    let n = g.rng.range(3, 10) as usize;
    let mut chunks = Vec::new();
    for _ in 0..n {
        let scope = Scope::default();
        let chunk = if g.rng.chance(40) {
            g.namespace(&scope)
        } else {
            g.item(&scope)
        };
        chunks.push(chunk);
    }
    Header {
        chunks,
        names: g.names,
    }
}

impl Gen<'_> {
    /// A fresh number for an identifier.
    fn next(&mut self) -> usize {
        self.counter += 1;
        self.counter
    }

    /// A namespace holding one to four items (sometimes a namespace in
    /// turn); sometimes a reopened one or an inline one.
    fn namespace(&mut self, outer: &Scope) -> String {
        let reopen: Vec<(Scope, bool)> = self
            .namespaces
            .iter()
            .filter(|(s, _)| s.depth == outer.depth + 1 && s.cxx.starts_with(&outer.cxx))
            .cloned()
            .collect();
        let (scope, inline) = if !reopen.is_empty() && self.rng.chance(25) {
            self.rng.pick(&reopen).clone()
        } else {
            let name = format!("n{}", self.next());
            let inline = outer.depth > 0 && self.rng.chance(15);
            let scope = Scope {
                cxx: format!("{}::{name}", outer.cxx),
                path: if inline {
                    outer.path.clone()
                } else {
                    outer.path_of(&name)
                },
                depth: outer.depth + 1,
            };
            self.namespaces.push((scope.clone(), inline));
            (scope, inline)
        };
        let name = scope.cxx.rsplit("::").next().unwrap_or("").to_owned();
        let mut body = Vec::new();
        for _ in 0..self.rng.range(1, 4) {
            if scope.depth < 3 && self.rng.chance(15) {
                body.push(self.namespace(&scope));
            } else {
                body.push(self.item(&scope));
            }
        }
        let kw = if inline {
            "inline namespace"
        } else {
            "namespace"
        };
        format!("{kw} {name} {{\n{}\n}}", body.join("\n\n"))
    }

    /// One declaration in a namespace scope.
    fn item(&mut self, scope: &Scope) -> String {
        match self.rng.below(100) {
            0..=44 => self.class(scope),
            45..=56 => self.template(scope),
            57..=66 => self.enum_decl(scope, None),
            67..=76 => self.typedef(scope),
            77..=91 => self.function(scope),
            _ => self.var(scope),
        }
    }

    /// A type usable by value in a field, parameter or template argument.
    fn value_type(&mut self, in_template: Option<&[(String, bool)]>) -> String {
        loop {
            let t = match self.rng.below(100) {
                0..=44 => (*self.rng.pick(SCALARS)).to_owned(),
                45..=64 => {
                    let c: Vec<&Class> = self.classes.iter().filter(|c| c.by_value).collect();
                    if c.is_empty() {
                        continue;
                    }
                    self.rng.pick(&c).cxx.clone()
                }
                65..=72 if !self.enums.is_empty() => self.rng.pick(&self.enums).clone(),
                73..=80 if !self.typedefs.is_empty() => self.rng.pick(&self.typedefs).clone(),
                81..=89 if !self.templates.is_empty() => match self.instantiation() {
                    Some(t) => t,
                    None => continue,
                },
                90..=99 => match in_template {
                    Some(params) => {
                        let types: Vec<&String> =
                            params.iter().filter(|p| p.1).map(|p| &p.0).collect();
                        if types.is_empty() {
                            continue;
                        }
                        (*self.rng.pick(&types)).clone()
                    }
                    None => continue,
                },
                _ => continue,
            };
            return t;
        }
    }

    /// A type for a parameter or a return value: a value type, but no
    /// instantiation (nor a typedef of one) unless `known`.
    fn sig_type(&mut self) -> String {
        loop {
            let t = self.value_type(None);
            if self.known || !(t.contains('<') || self.inst_typedefs.contains(&t)) {
                return t;
            }
        }
    }

    /// A pointer to anything declared so far (abstract classes too).
    fn pointer_type(&mut self) -> String {
        let target = match self.rng.below(4) {
            0 if !self.classes.is_empty() => self.rng.pick(&self.classes).cxx.clone(),
            1 => "void".to_owned(),
            _ => (*self.rng.pick(SCALARS)).to_owned(),
        };
        let cq = if self.rng.chance(30) { "const " } else { "" };
        format!("{cq}{target} *")
    }

    /// An instantiation of a random template with concrete arguments.
    fn instantiation(&mut self) -> Option<String> {
        let t = self.rng.pick(&self.templates).clone();
        let mut args = Vec::new();
        for is_type in &t.params {
            if *is_type {
                // No nested instantiations as arguments: keeps the header
                // small and every argument a named type.
                let arg = loop {
                    let a = self.value_type(None);
                    if !a.contains('<') {
                        break a;
                    }
                };
                args.push(arg);
            } else {
                args.push(self.rng.range(1, 4).to_string());
            }
        }
        Some(format!("{}<{}>", t.cxx, args.join(", ")))
    }

    /// A parameter list of `n` parameters (values, pointers, references).
    fn params(&mut self, n: usize) -> String {
        let mut ps = Vec::new();
        for i in 0..n {
            let t = match self.rng.below(10) {
                0..=5 => self.sig_type(),
                6 | 7 => self.pointer_type(),
                _ => {
                    let c = if self.classes.is_empty() {
                        "int".to_owned()
                    } else {
                        self.rng.pick(&self.classes).cxx.clone()
                    };
                    format!("const {c} &")
                }
            };
            ps.push(format!("{t} p{i}"));
        }
        ps.join(", ")
    }
}
