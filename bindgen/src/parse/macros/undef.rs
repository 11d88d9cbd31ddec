//! `#undef` handling. libclang reports every `#define` as a cursor but has no
//! cursor for `#undef`, so the definition table alone cannot tell whether a
//! macro is still defined at the end of the input.
//!
//! The files the unit entered are scanned for `#undef NAME` directives (a
//! byte search for "undef" first, so files without any cost almost nothing).
//! Most directives are decided here. clang reports, for every file entered,
//! the chain of `#include` lines that led to it; for files entered once that
//! chain plus the line orders a directive against the final definition of its
//! name in the preprocessing stream. A directive after the final definition
//! (and not in a range the preprocessor skipped) undefines the name. Only the
//! ambiguous cases (a file entered more than once, such as `<stddef.h>` with its
//! `__need_*` protocol) are left to clang, which answers with `#ifndef` probes
//! in the helper unit (see `fallback.rs`), and only for names that matter.

use super::table::MacroTable;
use crate::clang::{FileLine, Inclusion, SkippedRange, TranslationUnit};
use std::cmp::Ordering;
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

/// What the scan decided.
#[derive(Default, Debug)]
pub(crate) struct UndefScan {
    /// Names certainly not defined at the end of the input.
    pub undefined: HashSet<String>,
    /// Names whose final state only clang can tell, in table order.
    pub uncertain: Vec<String>,
}

/// One `#undef NAME` directive found in a file's text.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct UndefLine {
    pub name: String,
    pub line: u32,
}

/// What the scan needs from the unit, read on the unit's thread so that the
/// scan itself can run elsewhere.
pub(crate) struct UndefFacts {
    inclusions: Vec<Inclusion>,
    /// Every `#undef` directive of the files entered, with its file.
    lines: Vec<(String, UndefLine)>,
    /// The names `#pragma pop_macro` may bring back.
    popped: Popped,
    /// Ranges the preprocessor skipped (read only when there are directives).
    skipped: Vec<SkippedRange>,
}

impl UndefFacts {
    /// Names some `#undef` directive mentions (the only ones whose earlier
    /// definitions the scan looks up, in `MacroTable::def_lines`).
    pub(crate) fn undef_names(&self) -> HashSet<&str> {
        self.lines.iter().map(|(_, u)| u.name.as_str()).collect()
    }
}

/// Reads the inclusions, the `#undef` lines and the skipped ranges of `tu`.
pub(crate) fn gather(tu: &TranslationUnit<'_>) -> UndefFacts {
    let inclusions = tu.inclusions();
    let mut lines = Vec::new();
    let mut popped = Popped::Names(HashSet::new());
    let mut seen: HashSet<&str> = HashSet::new();
    for inc in &inclusions {
        if !seen.insert(inc.name.as_str()) {
            continue;
        }
        let Some(text) = tu.file_contents(&inc.name) else {
            continue;
        };
        let (has_undef, has_pop) = markers(text);
        if has_pop {
            popped.add(text);
        }
        if has_undef {
            lines.extend(undef_lines(text).into_iter().map(|u| (inc.name.clone(), u)));
        }
    }
    let skipped = if lines.is_empty() {
        Vec::new()
    } else {
        tu.skipped_ranges()
    };
    UndefFacts {
        inclusions,
        lines,
        popped,
        skipped,
    }
}

/// Decides the `#undef`s of names in `table` from the facts of the unit.
pub(crate) fn scan(facts: &UndefFacts, table: &MacroTable) -> UndefScan {
    let mut out = UndefScan::default();
    if table.objects.is_empty() {
        return out;
    }
    // Files entered exactly once, with where they were entered from; and
    // every entry of each file.
    let mut entries: HashMap<&str, Option<&Inclusion>> = HashMap::new();
    let mut all_entries: HashMap<&str, Vec<&Inclusion>> = HashMap::new();
    for inc in &facts.inclusions {
        entries
            .entry(inc.name.as_str())
            .and_modify(|e| *e = None)
            .or_insert(Some(inc));
        all_entries.entry(inc.name.as_str()).or_default().push(inc);
    }
    // (file, directive) pairs naming a macro of the table, in file order.
    let found: Vec<(&str, &UndefLine)> = facts
        .lines
        .iter()
        .filter(|(_, u)| {
            table
                .object_index
                .get(&u.name)
                .is_some_and(|&i| !table.objects[i].body.is_empty())
        })
        .map(|(f, u)| (f.as_str(), u))
        .collect();
    // `#pragma pop_macro` brings back definitions behind the scan's back.
    let popped = &facts.popped;
    if found.is_empty() {
        return out;
    }
    let skipped = &facts.skipped;
    let is_skipped = |file: &str, line: u32| {
        skipped
            .iter()
            .any(|r| r.file == file && r.first <= line && line <= r.last)
    };
    // Where a line sits in the preprocessing order, when that is unambiguous.
    let path_of = |file: &str, line: u32| -> Option<Vec<FileLine>> {
        let inc = (*entries.get(file)?)?;
        let mut p = inc.from.clone();
        p.push(FileLine {
            file: file.to_string(),
            line,
        });
        Some(p)
    };
    let mut uncertain: HashSet<String> = HashSet::new();
    for (file, u) in &found {
        let def = &table.objects[table.object_index[&u.name]];
        if popped.may_restore(&u.name) {
            uncertain.insert(u.name.clone());
            continue;
        }
        let (Some(undef_at), Some(def_at)) =
            (path_of(file, u.line), path_of(&def.loc.file, def.loc.line))
        else {
            // A directive the preprocessor skipped in every entry of its
            // file never ran. Within one entry the skipped ranges are
            // disjoint and a directive's line lies in at most one of them,
            // so as many ranges over the line as entries of the file means
            // every entry skipped it (glibc's `complex.h` #undefs
            // `_Mdouble_complex_` only under `#if`s false on x86, ncurses.h
            // its `bool` in both of its entries). Deciding these here
            // spares the helper unit clang would parse to answer (a parse
            // as long as the main one on the system headers).
            let covering = skipped
                .iter()
                .filter(|r| r.file == *file && r.first <= u.line && u.line <= r.last)
                .count();
            if all_entries.get(file).is_some_and(|e| covering >= e.len()) {
                continue;
            }
            // A file entered several times (`<stddef.h>`, glibc's
            // `libc-header-start.h`) that defines the name again below the
            // directive restores it on each entry: the common pattern.
            let redefined_below = table
                .def_lines
                .get(&u.name)
                .is_some_and(|defs| defs.iter().any(|(f, l)| f.as_str() == *file && *l > u.line));
            if redefined_below {
                continue;
            }
            // Protobuf's `port_def.inc` / `port_undef.inc` pair, entered
            // once per header: a directive the preprocessor ran in every
            // entry of its file (no skipped range covers it) that comes,
            // in some entry, after every entry of every definition of the
            // name, leaves it undefined.
            let defs = table.def_lines.get(&u.name).map_or(&[][..], Vec::as_slice);
            if !is_skipped(file, u.line) && undef_after_all(&all_entries, file, u.line, defs) {
                out.undefined.insert(u.name.clone());
            } else {
                uncertain.insert(u.name.clone());
            }
            continue;
        };
        if is_skipped(file, u.line) {
            continue;
        }
        match order(&undef_at, &def_at) {
            Some(Ordering::Greater) => {
                out.undefined.insert(u.name.clone());
            }
            Some(_) => {}
            None => {
                uncertain.insert(u.name.clone());
            }
        }
    }
    // A name certainly undefined after its final definition needs no probe.
    uncertain.retain(|n| !out.undefined.contains(n));
    out.uncertain = table
        .objects
        .iter()
        .filter(|d| uncertain.contains(&d.name))
        .map(|d| d.name.clone())
        .collect();
    out
}

/// Whether some entry of `file` puts line `line` after every entry of every
/// definition in `defs` (each definition counted in every entry of its file,
/// since the definition list does not say which entry it came from). `false`
/// when some position cannot be ordered.
fn undef_after_all(
    entries: &HashMap<&str, Vec<&Inclusion>>,
    file: &str,
    line: u32,
    defs: &[(String, u32)],
) -> bool {
    let at = |inc: &Inclusion, file: &str, line: u32| {
        let mut p = inc.from.clone();
        p.push(FileLine {
            file: file.to_string(),
            line,
        });
        p
    };
    let Some(undef_entries) = entries.get(file) else {
        return false;
    };
    let mut def_positions = Vec::new();
    for (f, l) in defs {
        let Some(def_entries) = entries.get(f.as_str()) else {
            return false;
        };
        def_positions.extend(def_entries.iter().map(|inc| at(inc, f, *l)));
    }
    undef_entries.iter().any(|inc| {
        let undef_at = at(inc, file, line);
        def_positions
            .iter()
            .all(|d| order(d, &undef_at) == Some(Ordering::Less))
    })
}

/// Orders two positions given as include paths (outermost first). Command-line
/// text (`-include`, spelled "") comes before the main file.
fn order(a: &[FileLine], b: &[FileLine]) -> Option<Ordering> {
    for (x, y) in a.iter().zip(b) {
        if x.file != y.file {
            return match (x.file.is_empty(), y.file.is_empty()) {
                (true, false) if std::ptr::eq(x, &a[0]) => Some(Ordering::Less),
                (false, true) if std::ptr::eq(y, &b[0]) => Some(Ordering::Greater),
                _ => None,
            };
        }
        if x.line != y.line {
            return Some(x.line.cmp(&y.line));
        }
    }
    None
}

/// The names `#pragma pop_macro` (or `_Pragma("pop_macro(...)")`) may
/// restore: those it names literally, or any name once some occurrence does
/// not name one literally (a pragma built by a macro, or a mention in prose).
#[derive(Debug)]
enum Popped {
    Names(HashSet<String>),
    Any,
}

impl Popped {
    /// Adds the names the `pop_macro`s of `text` name.
    fn add(&mut self, text: &[u8]) {
        let Popped::Names(names) = self else {
            return;
        };
        let word = b"pop_macro";
        let mut from = 0;
        while let Some(at) = find(&text[from..], word) {
            let start = from + at;
            from = start + word.len();
            let before_ok = start == 0 || !is_ident_byte(text[start - 1]);
            match popped_name(&text[from..]) {
                Some(name) if before_ok => {
                    names.insert(name);
                }
                _ => {
                    *self = Popped::Any;
                    return;
                }
            }
        }
    }

    fn may_restore(&self, name: &str) -> bool {
        match self {
            Popped::Names(names) => names.contains(name),
            Popped::Any => true,
        }
    }
}

/// The first index of `needle` in `hay`.
fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// The name in `("NAME")` (blanks allowed around the parenthesis, and the
/// quotes escaped as inside `_Pragma("...")`), at the start of `rest`.
fn popped_name(rest: &[u8]) -> Option<String> {
    let mut i = 0;
    let skip_blanks = |i: &mut usize| {
        while rest.get(*i).is_some_and(|b| *b == b' ' || *b == b'\t') {
            *i += 1;
        }
    };
    let quote = |i: &mut usize| -> Option<()> {
        if rest.get(*i) == Some(&b'\\') {
            *i += 1;
        }
        (rest.get(*i) == Some(&b'"')).then(|| *i += 1)
    };
    skip_blanks(&mut i);
    (rest.get(i) == Some(&b'(')).then_some(())?;
    i += 1;
    skip_blanks(&mut i);
    quote(&mut i)?;
    let start = i;
    while rest.get(i).is_some_and(|b| is_ident_byte(*b)) {
        i += 1;
    }
    let name = std::str::from_utf8(&rest[start..i]).ok()?.to_string();
    quote(&mut i)?;
    (!name.is_empty()).then_some(name)
}

/// Whether a text mentions `undef`, and whether it mentions `pop_macro`.
fn markers(text: &[u8]) -> (bool, bool) {
    static MARKERS: OnceLock<Option<regex::bytes::Regex>> = OnceLock::new();
    let Some(re) = MARKERS.get_or_init(|| regex::bytes::Regex::new("undef|pop_macro").ok()) else {
        return (true, true);
    };
    let (mut undef, mut pop) = (false, false);
    for m in re.find_iter(text) {
        match m.as_bytes() {
            b"undef" => undef = true,
            _ => pop = true,
        }
        if undef && pop {
            break;
        }
    }
    (undef, pop)
}

fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$'
}

/// Finds the `#undef NAME` directives of a C source text, ignoring comments,
/// string literals and continuation lines.
pub(crate) fn undef_lines(text: &[u8]) -> Vec<UndefLine> {
    let mut out = Vec::new();
    let n = text.len();
    let mut i = 0;
    let mut line = 1u32;
    // Only blanks (and comments) so far on this logical line.
    let mut line_start = true;
    let mut in_block = false;
    // Skips blanks and block comments that stay on the current line.
    let skip_blanks = |mut i: usize, line: &mut u32| -> usize {
        loop {
            while i < n && matches!(text[i], b' ' | b'\t' | b'\x0b' | b'\x0c' | b'\r') {
                i += 1;
            }
            if i + 1 < n && text[i] == b'\\' && text[i + 1] == b'\n' {
                *line += 1;
                i += 2;
                continue;
            }
            if i + 1 < n && text[i] == b'/' && text[i + 1] == b'*' {
                let mut j = i + 2;
                while j + 1 < n && !(text[j] == b'*' && text[j + 1] == b'/') {
                    if text[j] == b'\n' {
                        *line += 1;
                    }
                    j += 1;
                }
                i = (j + 2).min(n);
                continue;
            }
            return i;
        }
    };
    while i < n {
        let b = text[i];
        if in_block {
            if b == b'*' && i + 1 < n && text[i + 1] == b'/' {
                in_block = false;
                i += 2;
            } else {
                if b == b'\n' {
                    line += 1;
                }
                i += 1;
            }
            continue;
        }
        match b {
            b'\n' => {
                line += 1;
                line_start = true;
                i += 1;
            }
            b'\\' if i + 1 < n && text[i + 1] == b'\n' => {
                line += 1;
                i += 2;
            }
            b'\\' if i + 2 < n && text[i + 1] == b'\r' && text[i + 2] == b'\n' => {
                line += 1;
                i += 3;
            }
            b'/' if i + 1 < n && text[i + 1] == b'*' => {
                in_block = true;
                i += 2;
            }
            b'/' if i + 1 < n && text[i + 1] == b'/' => {
                while i < n && text[i] != b'\n' {
                    i += 1;
                }
            }
            b' ' | b'\t' | b'\r' | b'\x0b' | b'\x0c' => i += 1,
            b'#' if line_start => {
                line_start = false;
                let directive_line = line;
                let mut j = skip_blanks(i + 1, &mut line);
                let start = j;
                while j < n && is_ident_byte(text[j]) {
                    j += 1;
                }
                if &text[start..j] == b"undef" {
                    let k = skip_blanks(j, &mut line);
                    let mut e = k;
                    while e < n && is_ident_byte(text[e]) {
                        e += 1;
                    }
                    if e > k && !text[k].is_ascii_digit() {
                        let name = String::from_utf8_lossy(&text[k..e]).into_owned();
                        out.push(UndefLine {
                            name,
                            line: directive_line,
                        });
                    }
                    j = e;
                }
                i = j;
            }
            b'"' | b'\'' => {
                line_start = false;
                let quote = b;
                i += 1;
                while i < n && text[i] != quote && text[i] != b'\n' {
                    if text[i] == b'\\' && i + 1 < n {
                        if text[i + 1] == b'\n' {
                            line += 1;
                        }
                        i += 1;
                    }
                    i += 1;
                }
                if i < n && text[i] == quote {
                    i += 1;
                }
            }
            _ => {
                line_start = false;
                i += 1;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(src: &str) -> Vec<(String, u32)> {
        undef_lines(src.as_bytes())
            .into_iter()
            .map(|u| (u.name, u.line))
            .collect()
    }

    #[test]
    fn finds_plain_and_spaced_directives() {
        let src = "#define A 1\n#undef A\n  #  undef   B /* why */\n#undef/**/C\n";
        assert_eq!(
            names(src),
            vec![("A".into(), 2), ("B".into(), 3), ("C".into(), 4)]
        );
    }

    #[test]
    fn ignores_comments_strings_and_continuations() {
        let src = "/*\n#undef A\n*/\n// #undef B\nchar *s = \"#undef C\";\n#define D x \\\n#undef E\nint y; #undef F\n";
        assert!(names(src).is_empty(), "{:?}", names(src));
    }

    fn at(path: &[(&str, u32)]) -> Vec<FileLine> {
        path.iter()
            .map(|(f, l)| FileLine {
                file: f.to_string(),
                line: *l,
            })
            .collect()
    }

    #[test]
    fn orders_positions_through_include_chains() {
        let def = at(&[("main.h", 3)]);
        // Included from main.h line 10, so after line 3 of main.h.
        assert_eq!(
            order(&at(&[("main.h", 10), ("inc.h", 1)]), &def),
            Some(Ordering::Greater)
        );
        // Included from main.h line 2: before.
        assert_eq!(
            order(&at(&[("main.h", 2), ("inc.h", 9)]), &def),
            Some(Ordering::Less)
        );
        // -include'd text comes before the main file.
        assert_eq!(
            order(&at(&[("", 1), ("pre.h", 5)]), &def),
            Some(Ordering::Less)
        );
        // Same include line: decided inside the included file.
        let a = at(&[("main.h", 4), ("inc.h", 7)]);
        let b = at(&[("main.h", 4), ("inc.h", 2)]);
        assert_eq!(order(&a, &b), Some(Ordering::Greater));
        // Unrelated roots cannot be ordered.
        assert_eq!(order(&at(&[("x.h", 1)]), &def), None);
    }

    fn popped(texts: &[&str]) -> Popped {
        let mut p = Popped::Names(HashSet::new());
        for t in texts {
            p.add(t.as_bytes());
        }
        p
    }

    #[test]
    fn popped_names_are_read_from_the_pragmas() {
        let p = popped(&[
            "#pragma pop_macro(\"ERROR\")\n#pragma pop_macro ( \"DELETE\" )\n",
            "_Pragma(\"pop_macro(\\\"min\\\")\")\n",
        ]);
        for name in ["ERROR", "DELETE", "min"] {
            assert!(p.may_restore(name), "{name}: {p:?}");
        }
        assert!(!p.may_restore("_GNU_SOURCE"));
    }

    #[test]
    fn a_pop_without_a_literal_name_may_restore_any() {
        let p = popped(&["#define POP(n) DO_PRAGMA(pop_macro(#n))\n"]);
        assert!(p.may_restore("_GNU_SOURCE"));
        let p = popped(&["/* see pop_macro */", "#pragma pop_macro(\"A\")"]);
        assert!(p.may_restore("B"));
    }

    #[test]
    fn counts_lines_through_comments() {
        let src = "/* a\n b\n c */\n#undef G\n";
        assert_eq!(names(src), vec![("G".into(), 4)]);
    }
}
