//! The random C type generator of the layout fuzzer (see `layout_fuzz.rs`).

use std::fmt::Write as _;

/// xorshift64* over a splitmix-scrambled seed.
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Self {
        let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        Rng(if z == 0 { 0x1234_5678 } else { z })
    }

    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// Uniform-ish in `0..n`.
    fn below(&mut self, n: usize) -> usize {
        (self.next() >> 11) as usize % n
    }

    /// In `lo..=hi`.
    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    fn percent(&mut self, p: usize) -> bool {
        self.below(100) < p
    }

    fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len())]
    }
}

pub(crate) const PRELUDE: &str = "\
enum E8 : unsigned char { E8_LO, E8_HI = 200 };
enum E16 : short { E16_NEG = -300, E16_POS = 300 };
enum EU { EU_ONE = 1, EU_BIG = 0x7fffffff };
enum EN { EN_NEG = -1, EN_FIVE = 5 };
enum EW { EW_ZERO, EW_WIDE = 0xffffffffffLL };
typedef int int_a8 __attribute__((aligned(8)));
typedef long long ll_a4 __attribute__((aligned(4)));
typedef char char_a16 __attribute__((aligned(16)));
typedef short short_a2 __attribute__((aligned(2)));
typedef double dbl_packed_pair[2];
";

/// Marker in the scalar table for a function pointer.
const FNPTR: &str = "<fnptr>";

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
    "_Bool",
    "float",
    "double",
    "long double",
    "__int128",
    "unsigned __int128",
    "void *",
    "const char *",
    "int **",
    "enum E8",
    "enum E16",
    "enum EU",
    "enum EN",
    "enum EW",
    "dbl_packed_pair",
    FNPTR,
];

/// Scalars whose typedef carries an `aligned(N)` attribute; only used with
/// `BINDGEN_FUZZ_ALIGNED_TYPEDEFS=1` (see the module docs). The `bool`
/// tells whether arrays of the type are sensible C (size >= alignment).
const ALIGNED_TYPEDEFS: &[(&str, bool)] = &[
    ("int_a8", false),
    ("ll_a4", true),
    ("char_a16", false),
    ("short_a2", true),
];

/// Bitfield types and their widths in bits.
const BIT_TYPES: &[(&str, usize)] = &[
    ("_Bool", 1),
    ("char", 8),
    ("signed char", 8),
    ("unsigned char", 8),
    ("short", 16),
    ("unsigned short", 16),
    ("int", 32),
    ("unsigned int", 32),
    ("long", 64),
    ("unsigned long", 64),
    ("long long", 64),
    ("unsigned long long", 64),
    ("enum E8", 8),
    ("enum EU", 32),
    ("enum EN", 32),
];

/// A member whose offset both sides print: the C `offsetof` designator and
/// the Rust field path (anonymous members appear as `__bindgen_anon_N`).
pub(crate) struct Leaf {
    pub(crate) c: String,
    pub(crate) rust: Vec<String>,
}

/// One generated top-level type.
pub(crate) struct Ty {
    pub(crate) name: String,
    pub(crate) kind: &'static str,
    pub(crate) src: String,
    pub(crate) leaves: Vec<Leaf>,
    /// Usable as a member of later types (no flexible array member).
    pub(crate) embeddable: bool,
    /// Has (or embeds a type with) an alignment attribute somewhere.
    pub(crate) over_aligned: bool,
}

/// Generator state for one top-level type.
struct Gen<'a> {
    rng: &'a mut Rng,
    top: String,
    members: usize,
    tags: usize,
    /// Earlier embeddable types of this batch: (`struct T3`, over-aligned).
    earlier: &'a [(String, bool)],
    aligned_typedefs: bool,
    zero_length: bool,
    /// Inside a packed record (attribute or pragma): over-aligned members
    /// are made rarer there, as Rust cannot express them (opaque blobs).
    packed: bool,
    /// Whether the type embeds an over-aligned earlier type.
    embeds_over_aligned: bool,
}

impl Gen<'_> {
    fn member_name(&mut self) -> String {
        self.members += 1;
        format!("m{}", self.members - 1)
    }

    fn dims(&mut self) -> String {
        let mut s = String::new();
        for _ in 0..self.rng.range(1, 3) {
            write!(s, "[{}]", self.rng.range(1, 5)).unwrap();
        }
        s
    }

    /// In a packed record, true most of the time: skip over-alignment.
    fn tame(&mut self) -> bool {
        self.packed && self.rng.percent(75)
    }

    fn member_attr(&mut self) -> String {
        if self.tame() {
            return String::new();
        }
        match self.rng.below(100) {
            7 => " __attribute__((aligned))".to_owned(),
            0..=2 => format!(
                " __attribute__((aligned({})))",
                self.rng.pick(&[1, 2, 4, 8, 16, 32])
            ),
            5..=6 => " __attribute__((packed))".to_owned(),
            _ => String::new(),
        }
    }

    fn record_attr(&mut self, p_packed: usize, p_aligned: usize) -> String {
        let mut s = String::new();
        if self.rng.percent(p_packed) {
            s.push_str("__attribute__((packed)) ");
        }
        if self.rng.percent(p_aligned) {
            let n = self.rng.pick(&[1, 2, 4, 8, 16, 32, 64]);
            write!(s, "__attribute__((aligned({n}))) ").unwrap();
        }
        s
    }

    fn declare(ty: &str, declarator: &str) -> String {
        if ty == FNPTR {
            format!("int (*{declarator})(int, double)")
        } else {
            format!("{ty} {declarator}")
        }
    }

    /// Members of one record body; pushes the leaves found below the given
    /// C / Rust prefixes. `depth` 0 is the top-level record.
    fn body(
        &mut self,
        depth: usize,
        c_prefix: &str,
        rust_prefix: &[String],
        leaves: &mut Vec<Leaf>,
        indent: &str,
    ) -> String {
        let mut out = String::new();
        let mut anon = 0;
        let mut named = 0;
        let count = if depth == 0 {
            self.rng.range(1, 8)
        } else {
            self.rng.range(1, 4)
        };
        let leaf = |name: &str, leaves: &mut Vec<Leaf>| {
            let mut rust = rust_prefix.to_vec();
            rust.push(name.to_owned());
            leaves.push(Leaf {
                c: format!("{c_prefix}{name}"),
                rust,
            });
        };
        for _ in 0..count {
            let roll = self.rng.below(100);
            match roll {
                // Scalar, maybe an array of it.
                0..=44 => {
                    let name = self.member_name();
                    let (ty, array_ok) = if self.aligned_typedefs && self.rng.percent(10) {
                        self.rng.pick(ALIGNED_TYPEDEFS)
                    } else {
                        (self.rng.pick(SCALARS), true)
                    };
                    let dims = match self.rng.below(100) {
                        0..=19 if array_ok => self.dims(),
                        20..=22 if array_ok && self.zero_length => "[0]".to_owned(),
                        _ => String::new(),
                    };
                    let attr = self.member_attr();
                    let alignas = if self.rng.percent(3) && !self.tame() {
                        format!("_Alignas({}) ", self.rng.pick(&[16, 32]))
                    } else {
                        String::new()
                    };
                    let decl = Self::declare(ty, &format!("{name}{dims}"));
                    writeln!(out, "{indent}{alignas}{decl}{attr};").unwrap();
                    leaf(&name, leaves);
                    named += 1;
                }
                // Bitfield: named, unnamed, or `:0`.
                45..=64 => {
                    let (ty, bits) = self.rng.pick(BIT_TYPES);
                    if self.rng.percent(75) {
                        let name = self.member_name();
                        let w = self.rng.range(1, bits);
                        let attr = if self.rng.percent(4) {
                            self.member_attr()
                        } else {
                            String::new()
                        };
                        writeln!(out, "{indent}{ty} {name} : {w}{attr};").unwrap();
                        named += 1;
                    } else {
                        let w = self.rng.range(0, bits);
                        writeln!(out, "{indent}{ty} : {w};").unwrap();
                    }
                }
                // Nested named record, maybe an array of them.
                65..=74 if depth < 2 => {
                    self.tags += 1;
                    let tag = format!("{}_s{}", self.top, self.tags);
                    let kind = if self.rng.percent(30) {
                        "union"
                    } else {
                        "struct"
                    };
                    let name = self.member_name();
                    let array = self.rng.percent(25);
                    let attr = self.record_attr(4, 3);
                    let inner_indent = format!("{indent}    ");
                    let mut inner_rust = rust_prefix.to_vec();
                    inner_rust.push(name.clone());
                    let mut inner_leaves = Vec::new();
                    let outer_packed = self.packed;
                    self.packed |= attr.contains("packed");
                    let body = self.body(
                        depth + 1,
                        &format!("{c_prefix}{name}."),
                        &inner_rust,
                        &mut inner_leaves,
                        &inner_indent,
                    );
                    self.packed = outer_packed;
                    let dims = if array { self.dims() } else { String::new() };
                    let mattr = self.member_attr();
                    writeln!(
                        out,
                        "{indent}{kind} {attr}{tag} {{\n{body}{indent}}} {name}{dims}{mattr};"
                    )
                    .unwrap();
                    leaf(&name, leaves);
                    if !array {
                        leaves.extend(inner_leaves);
                    }
                    named += 1;
                }
                // Anonymous member record (C11).
                75..=84 if depth < 2 => {
                    anon += 1;
                    let kind = if self.rng.percent(50) {
                        "union"
                    } else {
                        "struct"
                    };
                    let attr = self.record_attr(4, 3);
                    let inner_indent = format!("{indent}    ");
                    let mut inner_rust = rust_prefix.to_vec();
                    inner_rust.push(format!("__bindgen_anon_{anon}"));
                    let outer_packed = self.packed;
                    self.packed |= attr.contains("packed");
                    let body = self.body(depth + 1, c_prefix, &inner_rust, leaves, &inner_indent);
                    self.packed = outer_packed;
                    writeln!(out, "{indent}{kind} {attr}{{\n{body}{indent}}};").unwrap();
                    named += 1;
                }
                // An earlier top-level type, maybe an array of it.
                85..=94 if !self.earlier.is_empty() => {
                    let tame: Vec<usize> = (0..self.earlier.len())
                        .filter(|&k| !self.earlier[k].1)
                        .collect();
                    let k = if !tame.is_empty() && self.tame() {
                        tame[self.rng.below(tame.len())]
                    } else {
                        self.rng.below(self.earlier.len())
                    };
                    let (ty, over) = self.earlier[k].clone();
                    self.embeds_over_aligned |= over;
                    let name = self.member_name();
                    let dims = if self.rng.percent(30) {
                        self.dims()
                    } else {
                        String::new()
                    };
                    let attr = self.member_attr();
                    writeln!(out, "{indent}{ty} {name}{dims}{attr};").unwrap();
                    leaf(&name, leaves);
                    named += 1;
                }
                _ => {
                    let name = self.member_name();
                    let ty = self
                        .rng
                        .pick(&["char", "short", "int", "long long", "double"]);
                    writeln!(out, "{indent}{ty} {name};").unwrap();
                    leaf(&name, leaves);
                    named += 1;
                }
            }
        }
        if named == 0 {
            let name = self.member_name();
            writeln!(out, "{indent}int {name};").unwrap();
            leaf(&name, leaves);
        }
        out
    }
}

pub(crate) fn gen_type(
    rng: &mut Rng,
    index: usize,
    earlier: &[(String, bool)],
    knobs: (bool, bool),
) -> Ty {
    let name = format!("T{index}");
    let is_union = rng.percent(25);
    let kind = if is_union { "union" } else { "struct" };
    let mut g = Gen {
        rng,
        top: name.clone(),
        members: 0,
        tags: 0,
        earlier,
        aligned_typedefs: knobs.0,
        zero_length: knobs.1,
        packed: false,
        embeds_over_aligned: false,
    };
    let attr = g.record_attr(10, 6);
    let pragma = if g.rng.percent(10) {
        Some(g.rng.pick(&[1, 2, 4, 8, 16]))
    } else {
        None
    };
    g.packed = attr.contains("packed") || pragma.is_some();
    let mut leaves = Vec::new();
    let mut body = g.body(0, "", &[], &mut leaves, "    ");
    let fam = !is_union && g.rng.percent(8);
    if fam {
        let fname = g.member_name();
        let ty = g.rng.pick(&[
            "char",
            "int",
            "long long",
            "double",
            "long double",
            "void *",
        ]);
        writeln!(body, "    {ty} {fname}[];").unwrap();
        leaves.push(Leaf {
            c: fname.clone(),
            rust: vec![fname],
        });
    }
    let mut src = String::new();
    if let Some(n) = pragma {
        writeln!(src, "#pragma pack(push, {n})").unwrap();
    }
    writeln!(src, "{kind} {attr}{name} {{\n{body}}};").unwrap();
    if pragma.is_some() {
        writeln!(src, "#pragma pack(pop)").unwrap();
    }
    let over_aligned = g.embeds_over_aligned
        || ["aligned", "_Alignas", "int_a8", "char_a16"]
            .iter()
            .any(|w| src.contains(w));
    Ty {
        name,
        kind,
        src,
        leaves,
        embeddable: !fam,
        over_aligned,
    }
}
