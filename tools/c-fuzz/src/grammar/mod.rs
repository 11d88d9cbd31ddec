//! Random, valid C headers from a seeded grammar.
//!
//! A header is a list of top-level chunks (a declaration with its doc
//! comment, pragmas or macro lines), separated by blank lines so the reducer
//! can drop whole chunks. Every declared name is recorded in [`Names`], by
//! kind, so flag regexes can name items of the header.

mod decls;
mod records;

use std::collections::BTreeSet;

use crate::rng::Rng;

/// The names a header declares, by kind.
#[derive(Debug, Default, Clone)]
pub struct Names {
    /// Struct tags.
    pub structs: Vec<String>,
    /// Union tags.
    pub unions: Vec<String>,
    /// Enum tags and typedef names of enums.
    pub enums: Vec<String>,
    /// Typedef names.
    pub typedefs: Vec<String>,
    /// Functions.
    pub functions: Vec<String>,
    /// Variables.
    pub vars: Vec<String>,
    /// Object-like macros.
    pub macros: Vec<String>,
    /// `(record, field)` pairs, for `--field-attr`.
    pub fields: Vec<(String, String)>,
}

impl Names {
    /// Every type name (structs, unions, enums, typedefs).
    pub fn types(&self) -> Vec<String> {
        let mut v = self.structs.clone();
        v.extend(self.unions.iter().cloned());
        v.extend(self.enums.iter().cloned());
        v.extend(self.typedefs.iter().cloned());
        v
    }

    /// Every record name (structs and unions).
    pub fn records(&self) -> Vec<String> {
        let mut v = self.structs.clone();
        v.extend(self.unions.iter().cloned());
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

/// What a type is, for deciding where it may appear.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// An integer type of this many bits; may be a bitfield.
    Int { bits: u32 },
    /// `float`, `double`, `long double`.
    Float,
    /// A complete record; `fam`: ends in a flexible array member.
    Record { fam: bool },
    /// An enum (complete).
    Enum,
    /// A vector typedef.
    Vector,
    /// An incomplete type: only behind a pointer.
    Incomplete,
    /// A pointer, a function pointer typedef, `__int128`.
    Other,
    /// An array typedef: not a return type.
    Array,
    /// A function typedef: only behind a pointer.
    Function,
}

/// A type a declaration may use, spelled as a declaration specifier.
#[derive(Debug, Clone)]
struct Ty {
    c: String,
    kind: Kind,
}

impl Ty {
    fn new(c: &str, kind: Kind) -> Ty {
        Ty {
            c: c.to_owned(),
            kind,
        }
    }

    /// Whether a field or variable may have this type by value.
    fn by_value(&self) -> bool {
        !matches!(
            self.kind,
            Kind::Incomplete | Kind::Function | Kind::Record { fam: true }
        )
    }
}

/// Builtin scalar types with their widths (x86_64 Linux).
const SCALARS: &[(&str, Kind)] = &[
    ("char", Kind::Int { bits: 8 }),
    ("signed char", Kind::Int { bits: 8 }),
    ("unsigned char", Kind::Int { bits: 8 }),
    ("short", Kind::Int { bits: 16 }),
    ("unsigned short", Kind::Int { bits: 16 }),
    ("int", Kind::Int { bits: 32 }),
    ("signed int", Kind::Int { bits: 32 }),
    ("unsigned int", Kind::Int { bits: 32 }),
    ("long", Kind::Int { bits: 64 }),
    ("unsigned long", Kind::Int { bits: 64 }),
    ("long long", Kind::Int { bits: 64 }),
    ("unsigned long long", Kind::Int { bits: 64 }),
    ("_Bool", Kind::Int { bits: 1 }),
    ("float", Kind::Float),
    ("double", Kind::Float),
    ("long double", Kind::Float),
    ("__int128", Kind::Other),
    ("unsigned __int128", Kind::Other),
    ("float _Complex", Kind::Other),
    ("double _Complex", Kind::Other),
];

/// Typedef names that look like `<stdint.h>` types or Rust primitives and
/// keywords, with a fitting C type.
const SPECIAL_TYPEDEFS: &[(&str, &str)] = &[
    ("uint8_t", "unsigned char"),
    ("int16_t", "short"),
    ("uint32_t", "unsigned int"),
    ("int64_t", "long"),
    ("size_t", "unsigned long"),
    ("ssize_t", "long"),
    ("uintptr_t", "unsigned long"),
    ("ptrdiff_t", "long"),
    ("u8", "unsigned char"),
    ("i32", "int"),
    ("u64", "unsigned long long"),
    ("usize", "unsigned long"),
    ("isize", "long"),
    ("f32", "float"),
    ("f64", "double"),
    ("bool", "_Bool"),
    ("str", "char"),
    ("Self", "int"),
    ("type", "int"),
    ("Option", "int"),
    ("c_int", "int"),
];

/// Identifiers that are Rust keywords (valid C names), for fields and params.
const KEYWORD_NAMES: &[&str] = &[
    "type", "fn", "match", "impl", "loop", "mod", "ref", "move", "crate", "super", "self", "where",
    "async", "dyn", "box", "r#", "use", "in", "let", "pub", "trait", "yield",
];

const WORDS: &[&str] = &[
    "node", "item", "cell", "pack", "flag", "slot", "link", "head", "page", "blob", "mode", "desc",
];

/// The generator state of one header.
pub struct Gen<'r> {
    rng: &'r mut Rng,
    counter: usize,
    chunks: Vec<String>,
    names: Names,
    /// Types declarations may use.
    types: Vec<Ty>,
    used_special: BTreeSet<&'static str>,
    /// Tags first named inside a record (`struct T *p;`), defined later.
    pending_tags: Vec<String>,
    need_stdarg: bool,
    /// Also generate constructs whose differences from upstream are
    /// documented in book/src/differences.md (see [`generate`]).
    known: bool,
    /// Inside a packed record (no `aligned` members then, unless `known`).
    in_packed: bool,
}

/// Generates one header.
///
/// Unless `known` is set, constructs whose output differs from upstream's
/// on purpose (book/src/differences.md) are left out, so that what the
/// fuzzer reports is new: zero-length arrays before the last member and
/// tags only ever named in a member ("Annotations, opaque storage and
/// scope"), the `constant` annotation on enumerators (same section),
/// `static` variables ("`static` variables are not declared `extern`"),
/// redefined and `#undef`'d macros ("The last definition of a macro
/// wins"), unsigned macro expressions ("Macro constants keep their C value
/// and type"), `packed` together with `aligned` ("Records Rust cannot lay
/// out are opaque"), bitfields in unions (section "Bitfields").
pub fn generate(rng: &mut Rng, known: bool) -> Header {
    let mut g = Gen {
        rng,
        counter: 0,
        chunks: Vec::new(),
        names: Names::default(),
        types: SCALARS.iter().map(|(c, k)| Ty::new(c, *k)).collect(),
        used_special: BTreeSet::new(),
        pending_tags: Vec::new(),
        need_stdarg: false,
        known,
        in_packed: false,
    };
    let n = g.rng.range(3, 14) as usize;
    for _ in 0..n {
        g.top_level();
    }
    // Tags first named inside a record get their file-scope definition.
    while let Some(tag) = g.pending_tags.pop() {
        if !g.known || g.rng.chance(70) {
            let mut used = BTreeSet::new();
            let body = g.record_body(false, 0, &tag, &mut used);
            g.push(format!("struct {tag} {{\n{body}}};"));
            g.types.push(Ty::new(
                &format!("struct {tag}"),
                Kind::Record { fam: false },
            ));
        }
    }
    if g.need_stdarg {
        g.chunks.insert(0, "#include <stdarg.h>".to_owned());
    }
    Header {
        chunks: g.chunks,
        names: g.names,
    }
}

impl Gen<'_> {
    /// A fresh identifier `<prefix><n>_<word>`.
    fn fresh(&mut self, prefix: &str) -> String {
        self.counter += 1;
        let w = *self.rng.pick(WORDS);
        format!("{prefix}{}_{w}", self.counter)
    }

    /// A fresh member name; sometimes a Rust keyword.
    fn member_name(&mut self, used: &mut BTreeSet<String>) -> String {
        if self.rng.chance(8) {
            let k = *self.rng.pick(KEYWORD_NAMES);
            if k != "r#" && used.insert(k.to_owned()) {
                return k.to_owned();
            }
        }
        loop {
            self.counter += 1;
            let n = format!(
                "{}{}",
                self.rng.pick(&["f", "m_", "x", "len", "val"]),
                self.counter
            );
            if used.insert(n.clone()) {
                return n;
            }
        }
    }

    fn push(&mut self, chunk: String) {
        self.chunks.push(chunk);
    }

    /// A type usable by value (fields, params, globals).
    fn value_type(&mut self) -> Ty {
        loop {
            let t = if self.rng.chance(50) {
                let (c, k) = *self.rng.pick(SCALARS);
                Ty::new(c, k)
            } else {
                self.rng.pick(&self.types).clone()
            };
            if t.by_value() {
                return t;
            }
        }
    }

    /// An integer type for a bitfield, with its width.
    fn int_type(&mut self) -> (String, u32) {
        let ints: Vec<(String, u32)> = self
            .types
            .iter()
            .filter_map(|t| match t.kind {
                Kind::Int { bits } => Some((t.c.clone(), bits)),
                _ => None,
            })
            .collect();
        self.rng.pick(&ints).clone()
    }

    /// A pointer type spelling (any type, complete or not, may be pointed to).
    fn pointer_type(&mut self) -> String {
        let t = self.rng.pick(&self.types).clone();
        let cq = if self.rng.chance(25) { "const " } else { "" };
        let stars = if self.rng.chance(15) { "**" } else { "*" };
        if t.c.contains('(') {
            "void *".to_owned()
        } else {
            format!("{cq}{} {stars}", t.c)
        }
    }

    /// A doc comment, sometimes carrying `<div rustbindgen ...>` annotations
    /// (`for_type`: type annotations, else member/function ones).
    fn doc(&mut self, for_type: bool, target: &str) -> String {
        if !self.rng.chance(35) {
            return String::new();
        }
        let mut ann = String::new();
        if self.rng.chance(50) {
            let choices: &[&str] = if for_type {
                &[
                    "opaque",
                    "hide",
                    "nocopy",
                    "nodebug",
                    "nodefault",
                    "mustusetype",
                    "derive=\"PartialEq\"",
                    "derive=\"Hash\"",
                    "attribute=\"#[allow(dead_code)]\"",
                    "replaces=\"REPL\"",
                ]
            } else {
                &[
                    "private",
                    "private=\"false\"",
                    "accessor",
                    "accessor=\"unsafe\"",
                    "accessor=\"immutable\"",
                    "accessor=\"false\"",
                    "hide",
                ]
            };
            let mut a = (*self.rng.pick(choices)).to_owned();
            if a.contains("REPL") {
                // A struct replaces an earlier struct (other kinds make no
                // sense), if there is one.
                let r = self.names.structs.last().cloned();
                let Some(r) = r.filter(|_| target.starts_with("St")) else {
                    return String::new();
                };
                a = a.replace("REPL", &r);
            }
            ann = format!(" <div rustbindgen {a}></div>");
        }
        match self.rng.below(3) {
            0 => format!("/** Doc for {target}.{ann} */\n"),
            1 => format!("/// Doc line for {target}.{ann}\n"),
            _ => format!("/**\n * Doc with *stars* and `code`.\n *{ann}\n */\n"),
        }
    }

    /// One top-level chunk.
    fn top_level(&mut self) {
        match self.rng.below(100) {
            0..=29 => self.record_decl(),
            30..=41 => self.enum_decl(),
            42..=53 => self.typedef_decl(),
            54..=69 => self.function_decl(),
            70..=81 => self.var_decl(),
            82..=93 => self.macro_decl(),
            94..=96 => self.vector_decl(),
            _ => self.forward_decl(),
        }
    }
}
