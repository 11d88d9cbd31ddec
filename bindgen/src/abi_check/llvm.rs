//! Reads the function signatures of an LLVM IR module (`.ll` text), as
//! clang 14 (typed pointers) and a current rustc (opaque pointers) write
//! them: each `declare` or `define` line, the named struct types, and the
//! data layout that sizes them.

use std::collections::HashMap;
use std::fmt;

/// Why a line of an LLVM IR module does not read (the text the checker
/// reports after "cannot read the LLVM IR of ...").
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum IrError {
    /// A `declare`/`define` line without `@name`.
    NoFunctionName,
    /// A `declare`/`define` line whose return type is missing.
    NoReturnType,
    /// A `"` opening a name that no `"` closes.
    UnterminatedName,
    /// A `(` that no `)` closes.
    UnbalancedParentheses,
    /// An array or vector whose element count is not a number.
    BadElementCount,
    /// An array or vector without the `x` before its element type.
    ExpectedX,
    /// The character `expected` was not found before `at`.
    Expected { expected: char, at: String },
    /// No name (after `@` or `%`) before `at`.
    ExpectedName { at: String },
    /// No type before `at`.
    ExpectedType { at: String },
    /// No attribute or keyword before `at`.
    Unexpected { at: String },
    /// `error` on the whole line `line`.
    InLine { error: Box<IrError>, line: String },
}

impl fmt::Display for IrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IrError::NoFunctionName => f.write_str("no function name"),
            IrError::NoReturnType => f.write_str("no return type"),
            IrError::UnterminatedName => f.write_str("unterminated name"),
            IrError::UnbalancedParentheses => f.write_str("unbalanced parentheses"),
            IrError::BadElementCount => f.write_str("bad element count"),
            IrError::ExpectedX => f.write_str("expected `x`"),
            IrError::Expected { expected, at } => write!(f, "expected `{expected}` at `{at}`"),
            IrError::ExpectedName { at } => write!(f, "expected a name at `{at}`"),
            IrError::ExpectedType { at } => write!(f, "expected a type at `{at}`"),
            IrError::Unexpected { at } => write!(f, "unexpected `{at}`"),
            IrError::InLine { error, line } => write!(f, "{error} in `{line}`"),
        }
    }
}

impl IrError {
    /// `self`, found on line `line`.
    fn in_line(self, line: &str) -> IrError {
        IrError::InLine {
            error: Box::new(self),
            line: line.to_string(),
        }
    }
}

/// An LLVM type, pointers already opaque (`i8*`, `%T*` and `ptr` alike).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ty {
    Void,
    Int(u32),
    /// `half`, `float`, `double`, `x86_fp80`, `fp128`, ...
    Float(String),
    Ptr,
    Struct {
        fields: Vec<Ty>,
        packed: bool,
    },
    Array(u64, Box<Ty>),
    Vector(u64, Box<Ty>),
    /// `%struct.S`: resolved with [`Module::types`].
    Named(String),
    /// Anything else (`metadata`, `x86_amx`, ...), spelled.
    Other(String),
}

/// A parameter or return attribute: `signext`, `byval(T)`, `align 8`, ...
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Attr {
    pub name: String,
    /// The type of `byval(T)`/`sret(T)`, the number of `align N`, ...
    pub arg: Option<String>,
}

/// A parameter or the return value: its type and attributes.
#[derive(Clone, Debug)]
pub(crate) struct Value {
    pub ty: Ty,
    pub attrs: Vec<Attr>,
}

impl Value {
    pub(crate) fn has(&self, name: &str) -> bool {
        self.attrs.iter().any(|a| a.name == name)
    }

    pub(crate) fn attr(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|a| a.name == name)
            .and_then(|a| a.arg.as_deref())
    }
}

/// One function's lowered signature.
#[derive(Clone, Debug)]
pub(crate) struct Signature {
    /// The symbol as written after `@`, unquoted (`\01` kept as the byte 1).
    pub symbol: String,
    /// Calling convention keyword (`x86_stdcallcc`); `None` for C's.
    pub cconv: Option<String>,
    pub ret: Value,
    pub params: Vec<Value>,
    pub variadic: bool,
    /// The whole line, for reports.
    pub text: String,
}

/// What the checker reads from one module.
#[derive(Debug, Default)]
pub(crate) struct Module {
    pub functions: HashMap<String, Signature>,
    /// `%name = type { ... }` bodies (`None` for `opaque`).
    pub types: HashMap<String, Option<Ty>>,
    pub layout: DataLayout,
}

/// Parses a module's text; a line that does not parse is an error naming it.
pub(crate) fn parse_module(text: &str) -> Result<Module, IrError> {
    let mut m = Module::default();
    for line in text.lines() {
        if let Some(rest) = line
            .strip_prefix("declare ")
            .or_else(|| line.strip_prefix("define "))
        {
            let sig = parse_signature(rest).map_err(|e| e.in_line(line))?;
            m.functions.insert(sig.symbol.clone(), sig);
        } else if let Some(rest) = line.strip_prefix('%') {
            if let Some((name, body)) = rest.split_once(" = type ") {
                let name = unquote(name);
                let body = body.trim();
                let ty = if body == "opaque" {
                    None
                } else {
                    let mut p = Cursor::new(body);
                    Some(p.ty().map_err(|e| e.in_line(line))?)
                };
                m.types.insert(name, ty);
            }
        } else if let Some(rest) = line.strip_prefix("target datalayout = ") {
            m.layout = DataLayout::parse(rest.trim_matches('"'));
        }
    }
    Ok(m)
}

/// Parses one type (`%struct.S`, `[40 x i8]`, ...).
pub(crate) fn parse_type(text: &str) -> Result<Ty, IrError> {
    Cursor::new(text).ty()
}

/// Parses what follows `declare `/`define `.
fn parse_signature(text: &str) -> Result<Signature, IrError> {
    let at = text.find('@').ok_or(IrError::NoFunctionName)?;
    let (head, tail) = text.split_at(at);
    // Before the name: linkage, visibility, calling convention, return
    // attributes and the return type, in that order.
    let mut p = Cursor::new(head);
    let mut cconv = None;
    let mut ret_attrs = Vec::new();
    let ret_ty = loop {
        p.skip_ws();
        if p.at_end() {
            return Err(IrError::NoReturnType);
        }
        if p.at_type() {
            break p.ty()?;
        }
        let a = p.attr()?;
        if a.name.ends_with("cc") || a.name == "cc" {
            cconv = Some(match a.arg {
                Some(n) => format!("{} {n}", a.name),
                None => a.name,
            })
            .filter(|c| c != "ccc");
        } else if !is_linkage(&a.name) {
            ret_attrs.push(a);
        }
    };
    let mut p = Cursor::new(&tail[1..]);
    let symbol = p.symbol()?;
    p.expect('(')?;
    let mut params = Vec::new();
    let mut variadic = false;
    loop {
        p.skip_ws();
        if p.eat(')') {
            break;
        }
        if p.eat_str("...") {
            variadic = true;
            continue;
        }
        let ty = p.ty()?;
        let mut attrs = Vec::new();
        loop {
            p.skip_ws();
            if p.eat(',') || p.peek() == Some(')') {
                break;
            }
            if p.peek() == Some('%') {
                // A parameter's name (in a definition).
                p.symbol_after('%')?;
                continue;
            }
            attrs.push(p.attr()?);
        }
        params.push(Value { ty, attrs });
    }
    Ok(Signature {
        symbol,
        cconv,
        ret: Value {
            ty: ret_ty,
            attrs: ret_attrs,
        },
        params,
        variadic,
        text: format!("{head}@{}", tail[1..].split(" #").next().unwrap_or("")),
    })
}

fn is_linkage(word: &str) -> bool {
    [
        "private",
        "internal",
        "available_externally",
        "linkonce",
        "weak",
        "common",
        "appending",
        "extern_weak",
        "linkonce_odr",
        "weak_odr",
        "external",
        "dso_local",
        "dso_preemptable",
        "hidden",
        "protected",
        "default",
        "dllimport",
        "dllexport",
        "unnamed_addr",
        "local_unnamed_addr",
    ]
    .contains(&word)
}

/// `"\01name"` or `name` as the bytes LLVM means.
fn unquote(s: &str) -> String {
    let s = s.trim();
    let Some(inner) = s.strip_prefix('"').and_then(|s| s.strip_suffix('"')) else {
        return s.to_string();
    };
    let mut out = Vec::new();
    let b = inner.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 2 < b.len() + 1 {
            if let Some(v) = inner
                .get(i + 1..i + 3)
                .and_then(|h| u8::from_str_radix(h, 16).ok())
            {
                out.push(v);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A position in a line being parsed.
struct Cursor<'a> {
    s: &'a str,
    i: usize,
}

impl<'a> Cursor<'a> {
    fn new(s: &'a str) -> Self {
        Cursor { s, i: 0 }
    }

    fn rest(&self) -> &'a str {
        &self.s[self.i..]
    }

    fn at_end(&self) -> bool {
        self.rest().trim().is_empty()
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn skip_ws(&mut self) {
        let r = self.rest();
        self.i += r.len() - r.trim_start().len();
    }

    fn eat(&mut self, c: char) -> bool {
        self.skip_ws();
        if self.peek() == Some(c) {
            self.i += c.len_utf8();
            true
        } else {
            false
        }
    }

    fn eat_str(&mut self, w: &str) -> bool {
        self.skip_ws();
        if self.rest().starts_with(w) {
            self.i += w.len();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, c: char) -> Result<(), IrError> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(IrError::Expected {
                expected: c,
                at: self.rest().to_string(),
            })
        }
    }

    fn word(&mut self) -> &'a str {
        self.skip_ws();
        let r = self.rest();
        let n = r
            .find(|c: char| !(c.is_ascii_alphanumeric() || "_.$-".contains(c)))
            .unwrap_or(r.len());
        self.i += n;
        &r[..n]
    }

    /// A name after `@` or `%`: a word or a quoted string.
    fn symbol(&mut self) -> Result<String, IrError> {
        if self.peek() == Some('"') {
            let r = self.rest();
            let end = r[1..].find('"').ok_or(IrError::UnterminatedName)? + 2;
            self.i += end;
            Ok(unquote(&r[..end]))
        } else {
            let w = self.word();
            if w.is_empty() {
                return Err(IrError::ExpectedName {
                    at: self.rest().to_string(),
                });
            }
            Ok(w.to_string())
        }
    }

    fn symbol_after(&mut self, sigil: char) -> Result<String, IrError> {
        self.expect(sigil)?;
        self.symbol()
    }

    /// Text up to the `)` matching an already eaten `(`.
    fn balanced(&mut self) -> Result<&'a str, IrError> {
        let r = self.rest();
        let mut depth = 1;
        for (k, c) in r.char_indices() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        self.i += k + 1;
                        return Ok(&r[..k]);
                    }
                }
                _ => {}
            }
        }
        Err(IrError::UnbalancedParentheses)
    }

    fn at_type(&mut self) -> bool {
        self.skip_ws();
        let r = self.rest();
        let word_types = [
            "void",
            "half",
            "bfloat",
            "float",
            "double",
            "x86_fp80",
            "fp128",
            "ppc_fp128",
            "ptr",
        ];
        if r.starts_with(['%', '{', '[', '<']) {
            return true;
        }
        let w: &str = &r[..r
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(r.len())];
        word_types.contains(&w)
            || (w.len() > 1 && w.starts_with('i') && w[1..].bytes().all(|b| b.is_ascii_digit()))
    }

    /// An attribute or keyword with its argument, if any.
    fn attr(&mut self) -> Result<Attr, IrError> {
        let name = self.word();
        if name.is_empty() {
            return Err(IrError::Unexpected {
                at: self.rest().to_string(),
            });
        }
        let arg = if self.rest().starts_with('(') {
            self.i += 1;
            Some(self.balanced()?.trim().to_string())
        } else if name == "align" || name == "cc" || name == "addrspace" {
            Some(self.word().to_string())
        } else {
            None
        };
        Ok(Attr {
            name: name.to_string(),
            arg,
        })
    }

    /// One type, with pointer and function-type suffixes.
    fn ty(&mut self) -> Result<Ty, IrError> {
        self.skip_ws();
        let mut t = self.base_ty()?;
        loop {
            self.skip_ws();
            if self.eat('*') {
                t = Ty::Ptr;
            } else if self.rest().starts_with("addrspace(") {
                self.i += "addrspace(".len();
                let space = self.balanced()?.trim().to_string();
                self.skip_ws();
                if self.eat('*') {
                    // x86's `__ptr32` pointers (address spaces 270, 271)
                    // are 32-bit values, `__ptr64` ones (272) 64-bit.
                    t = match space.as_str() {
                        "270" | "271" => Ty::Int(32),
                        "272" => Ty::Int(64),
                        _ => Ty::Ptr,
                    };
                }
            } else if self.rest().starts_with('(') {
                // A function type, only ever seen behind a `*`.
                self.i += 1;
                self.balanced()?;
                t = Ty::Other("fn".into());
            } else {
                return Ok(t);
            }
        }
    }

    fn base_ty(&mut self) -> Result<Ty, IrError> {
        if self.eat_str("<{") {
            let fields = self.list('}')?;
            self.expect('>')?;
            return Ok(Ty::Struct {
                fields,
                packed: true,
            });
        }
        if self.eat('{') {
            let fields = self.list('}')?;
            return Ok(Ty::Struct {
                fields,
                packed: false,
            });
        }
        if self.eat('[') || self.eat('<') {
            let close = if self.s[..self.i].ends_with('[') {
                ']'
            } else {
                '>'
            };
            let n: u64 = self.word().parse().map_err(|_| IrError::BadElementCount)?;
            if self.word() != "x" {
                return Err(IrError::ExpectedX);
            }
            let el = Box::new(self.ty()?);
            self.expect(close)?;
            return Ok(if close == ']' {
                Ty::Array(n, el)
            } else {
                Ty::Vector(n, el)
            });
        }
        if self.peek() == Some('%') {
            return Ok(Ty::Named(self.symbol_after('%')?));
        }
        let w = self.word();
        Ok(match w {
            "void" => Ty::Void,
            "ptr" => Ty::Ptr,
            "half" | "bfloat" | "float" | "double" | "x86_fp80" | "fp128" | "ppc_fp128" => {
                Ty::Float(w.to_string())
            }
            _ => match w.strip_prefix('i').and_then(|n| n.parse().ok()) {
                Some(bits) => Ty::Int(bits),
                None if !w.is_empty() => Ty::Other(w.to_string()),
                None => {
                    return Err(IrError::ExpectedType {
                        at: self.rest().to_string(),
                    })
                }
            },
        })
    }

    /// Comma-separated types up to `close` (eaten).
    fn list(&mut self, close: char) -> Result<Vec<Ty>, IrError> {
        let mut out = Vec::new();
        loop {
            if self.eat(close) {
                return Ok(out);
            }
            out.push(self.ty()?);
            self.eat(',');
        }
    }
}

/// The sizes and alignments a module's `target datalayout` gives.
#[derive(Debug, Clone)]
pub(crate) struct DataLayout {
    pointer_bytes: u64,
    /// ABI alignment in bytes by type name (`i64`, `f64`, `f80`, ...).
    align: HashMap<String, u64>,
}

impl Default for DataLayout {
    fn default() -> Self {
        DataLayout::parse("")
    }
}

impl DataLayout {
    /// LLVM's defaults, then the string's `p`, `iN` and `fN` entries.
    fn parse(spec: &str) -> DataLayout {
        let mut align: HashMap<String, u64> = [
            ("i1", 1),
            ("i8", 1),
            ("i16", 2),
            ("i32", 4),
            ("i64", 4),
            ("i128", 4),
            ("f16", 2),
            ("f32", 4),
            ("f64", 8),
            ("f80", 16),
            ("f128", 16),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
        let mut pointer_bytes = 8;
        for part in spec.split('-') {
            let mut fields = part.split(':');
            let key = fields.next().unwrap_or("");
            let abi = fields.next().and_then(|a| a.parse::<u64>().ok());
            if key == "p" || key == "p0" {
                if let Some(bits) = abi {
                    pointer_bytes = bits / 8;
                }
            } else if key.starts_with(['i', 'f']) && key[1..].parse::<u32>().is_ok() {
                // `f64:32:64`: the first number is the ABI alignment.
                if let Some(a) = abi {
                    align.insert(key.to_string(), a / 8);
                }
            }
        }
        DataLayout {
            pointer_bytes,
            align,
        }
    }

    /// Width of a pointer in bits.
    pub(crate) fn pointer_bits(&self) -> u32 {
        u32::try_from(self.pointer_bytes * 8).unwrap_or(64)
    }

    /// ABI alignment of an integer or float of `bits`, named `prefix`+bits.
    fn scalar_align(&self, prefix: char, bits: u32) -> u64 {
        let key = format!("{prefix}{bits}");
        if let Some(a) = self.align.get(&key) {
            return *a;
        }
        // LLVM: an unlisted integer width takes the next larger listed one.
        let bytes = ((u64::from(bits) + 7) / 8).next_power_of_two();
        bytes.min(8)
    }

    /// Size (allocation size) and alignment of `ty` in bytes; `None` for a
    /// type without one (opaque, function, unknown).
    pub(crate) fn size_align(
        &self,
        ty: &Ty,
        types: &HashMap<String, Option<Ty>>,
    ) -> Option<(u64, u64)> {
        self.size_align_depth(ty, types, 0)
    }

    fn size_align_depth(
        &self,
        ty: &Ty,
        types: &HashMap<String, Option<Ty>>,
        depth: u32,
    ) -> Option<(u64, u64)> {
        if crate::fixpoint::too_deep("`abi_check::llvm::size_align_depth`", depth) {
            return None;
        }
        let round = |s: u64, a: u64| (s + a.max(1) - 1) / a.max(1) * a.max(1);
        Some(match ty {
            Ty::Void | Ty::Other(_) => return None,
            Ty::Ptr => (self.pointer_bytes, self.pointer_bytes),
            Ty::Int(bits) => {
                let a = self.scalar_align('i', *bits);
                (round((u64::from(*bits) + 7) / 8, a), a)
            }
            Ty::Float(name) => {
                let (bits, store) = match name.as_str() {
                    "half" | "bfloat" => (16, 2),
                    "float" => (32, 4),
                    "double" => (64, 8),
                    "x86_fp80" => (80, 10),
                    _ => (128, 16),
                };
                let a = self.scalar_align('f', bits);
                (round(store, a), a)
            }
            Ty::Array(n, el) => {
                let (s, a) = self.size_align_depth(el, types, depth + 1)?;
                (s * n, a)
            }
            Ty::Vector(n, el) => {
                let (s, _) = self.size_align_depth(el, types, depth + 1)?;
                let total = (s * n).next_power_of_two();
                (total, total)
            }
            Ty::Struct { fields, packed } => {
                let (mut size, mut align) = (0u64, 1u64);
                for f in fields {
                    let (s, a) = self.size_align_depth(f, types, depth + 1)?;
                    let a = if *packed { 1 } else { a };
                    size = round(size, a) + s;
                    align = align.max(a);
                }
                (round(size, align), align)
            }
            Ty::Named(n) => {
                let body = types.get(n)?.as_ref()?;
                return self.size_align_depth(body, types, depth + 1);
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_clang_14_and_rustc_declarations() {
        let clang = "target datalayout = \"e-m:e-p:32:32-f64:32:64-f80:32-n8:16:32-S128\"\n\
            %struct.Big = type { [5 x i32] }\n\
            declare dso_local x86_stdcallcc zeroext i1 @fb(i1 noundef zeroext, i8* noundef, %struct.Big* noundef byval(%struct.Big) align 4, ...) #0\n\
            define dso_local void @g(i32 noundef %0, void (i32)* noundef %x) #1 {\n";
        let m = parse_module(clang).unwrap();
        let fb = &m.functions["fb"];
        assert_eq!(fb.cconv.as_deref(), Some("x86_stdcallcc"));
        assert_eq!(fb.ret.ty, Ty::Int(1));
        assert!(fb.ret.has("zeroext"));
        assert_eq!(fb.params.len(), 3);
        assert_eq!(fb.params[1].ty, Ty::Ptr);
        assert_eq!(fb.params[2].attr("byval"), Some("%struct.Big"));
        assert_eq!(fb.params[2].attr("align"), Some("4"));
        assert!(fb.variadic);
        let big = Ty::Named("struct.Big".into());
        assert_eq!(m.layout.size_align(&big, &m.types), Some((20, 4)));
        let g = &m.functions["g"];
        assert_eq!(g.params.len(), 2);
        assert_eq!(g.params[1].ty, Ty::Ptr);

        let rust = "declare noundef range(i8 0, 2) i8 @\"\\01other\"(ptr sret([40 x i8]) align 8, <2 x float> noundef) unnamed_addr #0\n";
        let m = parse_module(rust).unwrap();
        let f = &m.functions["\u{1}other"];
        assert_eq!(f.ret.ty, Ty::Int(8));
        assert_eq!(
            f.params[1].ty,
            Ty::Vector(2, Box::new(Ty::Float("float".into())))
        );
        assert!(!f.variadic);
    }

    #[test]
    fn errors_name_what_does_not_read() {
        let err = |text: &str| parse_module(text).unwrap_err().to_string();
        assert_eq!(
            err("declare i32 @f"),
            "expected `(` at `` in `declare i32 @f`"
        );
        assert_eq!(err("declare i32"), "no function name in `declare i32`");
        assert_eq!(err("declare @f()"), "no return type in `declare @f()`");
        assert_eq!(
            err("%T = type [4 y i8]"),
            "expected `x` in `%T = type [4 y i8]`"
        );
        assert_eq!(
            err("declare void @f(i8 byval(i8"),
            "unbalanced parentheses in `declare void @f(i8 byval(i8`"
        );
        assert_eq!(
            err("declare void @f(i8 byval(i8)"),
            "unexpected `` in `declare void @f(i8 byval(i8)`"
        );
        let ty = |text: &str| parse_type(text).unwrap_err().to_string();
        assert_eq!(ty("[n x i8]"), "bad element count");
        assert_eq!(ty("{ i8, = }"), "expected a type at `= }`");
        assert_eq!(ty("%\"T"), "unterminated name");
    }

    #[test]
    fn sizes_follow_the_data_layout() {
        let x64 = DataLayout::parse("e-m:e-p270:32:32-i64:64-f80:128-n8:16:32:64-S128");
        let i686 = DataLayout::parse("e-m:e-p:32:32-f64:32:64-f80:32-n8:16:32-S128");
        let none = HashMap::new();
        let s = Ty::Struct {
            fields: vec![Ty::Int(8), Ty::Int(64), Ty::Float("x86_fp80".into())],
            packed: false,
        };
        assert_eq!(x64.size_align(&s, &none), Some((32, 16)));
        assert_eq!(i686.size_align(&s, &none), Some((24, 4)));
        assert_eq!(i686.size_align(&Ty::Ptr, &none), Some((4, 4)));
    }
}
