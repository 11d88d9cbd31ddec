//! The C++ side of the layout differential: every class of a header as
//! clang++ lays it out (`-Xclang -fdump-record-layouts`): size, alignment,
//! where its own vtable pointer sits, its direct bases and its fields.
//!
//! clang dumps only records whose layout a unit needs, so a probe unit
//! includes the header and takes the `sizeof` of every class found in it
//! (`classes_in`, a scanner for the generator's own spelling; the header
//! may have been cut by the reducer, so the names come from the text).

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::runner::CXX_ARGS;

/// A direct base in clang's dump.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CxxBase {
    /// Offset in bytes.
    pub offset: u64,
    /// Virtual base (placed by the most derived class, reached through the
    /// vtable: no field of its own in Rust).
    pub is_virtual: bool,
    /// Empty (takes no room: no field of its own in Rust).
    pub empty: bool,
    /// The primary base: the class shares its vtable pointer.
    pub primary: bool,
    /// The base class's last name segment, without template arguments
    /// (`A27` for `n5::A27`, `Tm14` for `n5::Tm14<class A1, 4, int>`).
    pub key: String,
}

/// One record as clang++ lays it out.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CxxRecord {
    /// Qualified name as clang prints it (`n1::A3::In7`).
    pub name: String,
    /// `sizeof`.
    pub size: u64,
    /// `alignof`.
    pub align: u64,
    /// Offset of the vtable pointer the class introduces itself.
    pub vptr: Option<u64>,
    /// Direct bases, and virtual bases (all virtual bases are listed at the
    /// top level of a dump).
    pub bases: Vec<CxxBase>,
    /// Named non-bitfield data members: name and offset in bytes.
    pub fields: Vec<(String, u64)>,
    /// Named bitfields: name and offset of the first bit, in bits from the
    /// start of the record.
    pub bitfields: Vec<(String, u64)>,
}

/// The qualified names of the (non-template) classes a generated header
/// defines, found by a scanner over its tokens: `namespace N {`, `struct
/// X ... {` and `class X ... {` open scopes, every other `{` opens a
/// block, `}` closes the innermost. Templates (`template <...> struct`)
/// and `enum class` are left out.
pub fn classes_in(header: &str) -> Vec<String> {
    let tokens = tokenize(header);
    // Open scopes: `Some(name)` for a namespace or a probed class, `None`
    // for any other block (a template body, an enum, a function body).
    let mut stack: Vec<Option<String>> = Vec::new();
    let mut out = Vec::new();
    // The scope waiting for its `{`: name, and whether it is a probed class.
    let mut pending: Option<(String, bool)> = None;
    let mut template = false;
    let mut angle = 0i32;
    for (i, t) in tokens.iter().enumerate() {
        let prev = if i > 0 { tokens[i - 1].as_str() } else { "" };
        let next = tokens.get(i + 1).map(String::as_str).unwrap_or("");
        match t.as_str() {
            "template" => template = true,
            "<" if template => angle += 1,
            ">" if template && angle > 0 => angle -= 1,
            "namespace" if is_ident(next) => pending = Some((next.to_owned(), false)),
            "struct" | "class" if prev != "enum" && is_ident(next) && angle == 0 => {
                if template {
                    // A template's body is a block: nothing in it is probed.
                    pending = None;
                } else {
                    pending = Some((next.to_owned(), true));
                }
                template = false;
            }
            ";" => {
                pending = None;
                template = false;
            }
            "{" => match pending.take() {
                Some((name, record)) if stack.iter().all(Option::is_some) => {
                    if record {
                        let mut path: Vec<&str> =
                            stack.iter().flatten().map(String::as_str).collect();
                        path.push(&name);
                        out.push(path.join("::"));
                    }
                    stack.push(Some(name));
                }
                _ => stack.push(None),
            },
            "}" => {
                stack.pop();
            }
            _ => {}
        }
    }
    out
}

/// Identifiers, punctuation and numbers (comments never appear in
/// generated headers).
fn tokenize(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for ch in text.chars() {
        if ch.is_ascii_alphanumeric() || ch == '_' {
            cur.push(ch);
            continue;
        }
        if !cur.is_empty() {
            out.push(std::mem::take(&mut cur));
        }
        if !ch.is_whitespace() {
            out.push(ch.to_string());
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn is_ident(t: &str) -> bool {
    t.chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Runs clang++ on a probe unit in `dir` and parses the dump, keyed by the
/// last segment of each class name (unique in a generated header). Err:
/// clang++'s first error (the header is not valid C++).
pub fn layouts(
    dir: &Path,
    header: &Path,
    text: &str,
) -> Result<BTreeMap<String, CxxRecord>, String> {
    let mut unit = format!("#include \"{}\"\n", header.display());
    for c in classes_in(text) {
        unit.push_str(&format!("static_assert(sizeof(::{c}) > 0, \"\");\n"));
    }
    let probe = dir.join("layout_probe.cpp");
    fs::write(&probe, unit).map_err(|e| format!("{}: {e}", probe.display()))?;
    let out = Command::new("clang++")
        .args(&CXX_ARGS[2..])
        .args(["-fsyntax-only", "-w", "-Xclang", "-fdump-record-layouts"])
        .arg(&probe)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run clang++: {e}"))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let first = err
            .lines()
            .find(|l| l.contains("error"))
            .unwrap_or("clang++ failed");
        return Err(first.to_owned());
    }
    let mut map = BTreeMap::new();
    for r in parse_dump(&String::from_utf8_lossy(&out.stdout)) {
        let last = r.name.rsplit("::").next().unwrap_or(&r.name).to_owned();
        if !last.contains('<') {
            map.insert(last, r);
        }
    }
    Ok(map)
}

/// Parses `-fdump-record-layouts` output: one record per `*** Dumping AST
/// Record Layout` block; only the record's own (top-level) entries count.
pub fn parse_dump(text: &str) -> Vec<CxxRecord> {
    let mut out: Vec<CxxRecord> = Vec::new();
    let mut cur: Option<CxxRecord> = None;
    for line in text.lines() {
        if line.starts_with("*** Dumping AST Record Layout") {
            out.extend(cur.take());
            cur = Some(CxxRecord::default());
            continue;
        }
        let Some(r) = cur.as_mut() else { continue };
        let Some((left, right)) = line.split_once(" | ") else {
            continue;
        };
        let left = left.trim();
        let indent = right.len() - right.trim_start().len();
        let entry = right.trim();
        if left.is_empty() {
            // `[sizeof=16, dsize=12, align=8,` / ` nvsize=.., nvalign=..]`
            for part in entry.trim_matches(['[', ']']).split(',') {
                if let Some((k, v)) = part.trim().split_once('=') {
                    let v: u64 = v.trim().parse().unwrap_or(0);
                    match k {
                        "sizeof" => r.size = v,
                        "align" => r.align = v,
                        _ => {}
                    }
                }
            }
            continue;
        }
        // `12:0-2` is a bitfield at byte 12, bits 0 to 2.
        let bitfield = left.contains(':');
        let offset: u64 = left.split(':').next().unwrap_or("0").parse().unwrap_or(0);
        if indent == 0 && r.name.is_empty() {
            let name = entry
                .trim_end_matches(" (empty)")
                .split_once(' ')
                .map_or(entry, |(_, n)| n);
            r.name = name.to_owned();
            continue;
        }
        if indent != 2 {
            continue;
        }
        if entry.starts_with('(') && entry.ends_with("vtable pointer)") {
            r.vptr = Some(offset);
        } else if entry.contains(" (base)")
            || entry.contains(" (primary base)")
            || entry.contains(" (virtual base)")
            || entry.contains(" (primary virtual base)")
        {
            // A nearly empty virtual base can be the primary base: the
            // class then shares its vtable pointer, at offset 0, where
            // Rust's own `vtable_` is.
            if entry.contains("(primary virtual base)") && offset == 0 {
                r.vptr.get_or_insert(0);
            }
            r.bases.push(CxxBase {
                offset,
                is_virtual: entry.contains("virtual base)"),
                empty: entry.ends_with("(empty)"),
                primary: entry.contains("(primary "),
                key: base_key(entry),
            });
        } else if !entry.contains("(anonymous") {
            let entry = entry.trim_end_matches(" (empty)");
            let name = entry.rsplit(' ').next().unwrap_or("").to_owned();
            if bitfield {
                r.bitfields.push((name, bit_offset(left)));
            } else {
                r.fields.push((name, offset));
            }
        }
    }
    out.extend(cur);
    out
}

/// The first bit of a bitfield entry of the dump, from the record's start:
/// `12:3-7` is byte 12, bits 3 to 7 of it (the range may run past the
/// byte: `12:4-13`).
fn bit_offset(left: &str) -> u64 {
    let (byte, bits) = left.split_once(':').unwrap_or((left, "0"));
    let byte: u64 = byte.trim().parse().unwrap_or(0);
    let first: u64 = bits.split('-').next().unwrap_or("0").parse().unwrap_or(0);
    byte * 8 + first
}

/// The last name segment of the class in a base entry of the dump
/// (`struct n5::Tm14<class A1, 4, int> (base)` gives `Tm14`).
fn base_key(entry: &str) -> String {
    let name = entry.split_once(' ').map_or(entry, |(_, n)| n);
    let name = name.split(" (").next().unwrap_or(name);
    let name = name.split('<').next().unwrap_or(name);
    name.rsplit("::").next().unwrap_or(name).trim().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_are_found_with_their_namespaces() {
        let h = "namespace n1 {\nstruct A2 : ::B1 {\n    enum class E3 { x };\n    class In4 {\n    int in5() const { return 1; }\n    };\n};\ntemplate <typename T0, int N1>\nstruct Tm6 {\n    T0 m7;\n    struct In9 { int z; };\n};\ninline namespace n8 { class A10 final { }; }\n}\nstruct A11 { };";
        assert_eq!(
            classes_in(h),
            vec!["n1::A2", "n1::A2::In4", "n1::n8::A10", "A11"]
        );
    }

    #[test]
    fn dumps_give_vptr_bases_and_fields() {
        let d = "\n*** Dumping AST Record Layout\n         0 | class n::B\n         0 |   (B vtable pointer)\n         0 |   struct n::E (base) (empty)\n         8 |   int b\n    12:3-9 |   char c\n        16 |   class n::B::In in\n        16 |     int z\n        24 |   struct n::V (virtual base)\n        24 |     (V vtable pointer)\n           | [sizeof=40, dsize=36, align=8,\n           |  nvsize=20, nvalign=8]\n";
        let r = &parse_dump(d)[0];
        assert_eq!(r.name, "n::B");
        assert_eq!((r.size, r.align, r.vptr), (40, 8, Some(0)));
        assert_eq!(r.fields, vec![("b".to_owned(), 8), ("in".to_owned(), 16)]);
        assert_eq!(r.bitfields, vec![("c".to_owned(), 99)]);
        assert_eq!(r.bases.len(), 2);
        assert!(r.bases[0].empty && !r.bases[0].is_virtual);
        assert!(r.bases[1].is_virtual && r.bases[1].offset == 24);
    }
}
