//! Checks that no import circle closes between the rooms of `codegen/`,
//! `parse/`, `parse/macros/` or any folder under them (a room is a file
//! right in the folder, or a folder in it taken whole): the rooms of each
//! folder must stand in an order where every room imports only rooms below
//! it, so no arrow runs back up, as ARCHITECTURE.md draws them.
//!
//! A file imports another when its code names a path that resolves to the
//! other's module (`super::shapes::x`, `crate::codegen::cx::Cx`, a `use`
//! group, a child module's name); naming an item the parent's `mod.rs`
//! defines or re-exports (`super::Parser`) stays inside the folder: such a
//! file is the folder's own room, so that import is not counted.
//! Test code (`#[cfg(test)]` modules) is left out: it may reach anywhere.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The folders whose files must form no circle.
const FOLDERS: [&str; 2] = ["codegen", "parse"];

/// A token of Rust code, with comments, strings and characters removed.
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Word(String),
    /// `::`
    Sep,
    Punct(char),
}

/// Splits `text` into tokens. Literal contents never become tokens, so a
/// brace or a path inside a string cannot mislead the scope or the imports.
fn tokens(text: &str) -> Vec<Tok> {
    let b: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < b.len() && b[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == '/' && b.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if b[i] == '*' && b.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == '"' {
            i = skip_string(&b, i + 1);
        } else if (c == 'r' || c == 'b')
            && raw_string_hashes(&b, i).is_some()
            && (i == 0 || !is_word(b[i - 1]))
        {
            let (start, hashes) = raw_string_hashes(&b, i).unwrap_or((i, 0));
            i = skip_raw_string(&b, start, hashes);
        } else if c == '\'' {
            // A character literal (`'{'`, `'\n'`), else a lifetime or label.
            if next == Some('\\') {
                i += 2;
                while i < b.len() && b[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if b.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
                while i < b.len() && is_word(b[i]) {
                    i += 1;
                }
            }
        } else if is_word(c) {
            let start = i;
            while i < b.len() && is_word(b[i]) {
                i += 1;
            }
            out.push(Tok::Word(b[start..i].iter().collect()));
        } else if c == ':' && next == Some(':') {
            out.push(Tok::Sep);
            i += 2;
        } else {
            if !c.is_whitespace() {
                out.push(Tok::Punct(c));
            }
            i += 1;
        }
    }
    out
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The index just after the string whose contents start at `i`.
fn skip_string(b: &[char], mut i: usize) -> usize {
    while i < b.len() {
        match b[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    i
}

/// For `r"`, `r#"`, `br#"` at `i`: where the contents start, and the number
/// of `#`s that close it.
fn raw_string_hashes(b: &[char], i: usize) -> Option<(usize, usize)> {
    let mut j = i;
    if b.get(j) == Some(&'b') {
        j += 1;
    }
    if b.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    let mut hashes = 0;
    while b.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    (b.get(j) == Some(&'"')).then_some((j + 1, hashes))
}

fn skip_raw_string(b: &[char], mut i: usize, hashes: usize) -> usize {
    while i < b.len() {
        if b[i] == '"' && (1..=hashes).all(|k| b.get(i + k) == Some(&'#')) {
            return i + 1 + hashes;
        }
        i += 1;
    }
    i
}

/// Every `.rs` file under `dir`, by its module path (`parse/macros/mod.rs`
/// and `parse/macros.rs` are both `["parse", "macros"]`).
fn modules(dir: &Path, rel: &[String], out: &mut BTreeMap<Vec<String>, PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src dir is readable") {
        let path = entry.expect("dir entry").path();
        let Some(name) = path.file_stem().and_then(|s| s.to_str()).map(String::from) else {
            continue;
        };
        let mut module = rel.to_vec();
        if path.is_dir() {
            module.push(name);
            modules(&path, &module, out);
            continue;
        }
        if path.extension() != Some("rs".as_ref()) {
            continue;
        }
        if name != "mod" && name != "lib" {
            module.push(name);
        }
        out.insert(module, path);
    }
}

/// What one file's code names: the module paths its paths start in and the
/// segments that follow, with the child modules it declares for tests only.
struct Scan {
    /// (scope the path is written in, the path's segments).
    paths: Vec<(Vec<String>, Vec<String>)>,
    /// Child modules declared `#[cfg(test)] mod name;`.
    test_children: Vec<String>,
}

/// Reads the paths a file of module `module` names, following inline
/// `mod name { .. }` blocks and leaving out `#[cfg(test)]` ones.
fn scan(module: &[String], toks: &[Tok]) -> Scan {
    let mut scan = Scan {
        paths: Vec::new(),
        test_children: Vec::new(),
    };
    // (depth at which the inline module closes, whether it is test code).
    let mut inline: Vec<(usize, bool)> = Vec::new();
    let mut scope = module.to_vec();
    let mut depth = 0;
    let mut cfg_test = false;
    let mut i = 0;
    let word = |k: usize| match toks.get(k) {
        Some(Tok::Word(w)) => Some(w.as_str()),
        _ => None,
    };
    while i < toks.len() {
        let in_test = inline.iter().any(|(_, t)| *t);
        match &toks[i] {
            Tok::Punct('#') if toks.get(i + 1) == Some(&Tok::Punct('[')) => {
                cfg_test |= word(i + 2) == Some("cfg") && word(i + 4) == Some("test");
                // Past the attribute's brackets.
                let mut level = 0;
                while i < toks.len() {
                    match toks[i] {
                        Tok::Punct('[') => level += 1,
                        Tok::Punct(']') => {
                            level -= 1;
                            if level == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    i += 1;
                }
            }
            Tok::Word(w) if w == "mod" && word(i + 1).is_some() => {
                let name = word(i + 1).unwrap_or_default().to_string();
                if toks.get(i + 2) == Some(&Tok::Punct('{')) {
                    depth += 1;
                    inline.push((depth, cfg_test));
                    scope.push(name);
                    i += 2;
                } else if cfg_test {
                    scan.test_children.push(name);
                }
                cfg_test = false;
            }
            Tok::Punct('{') => depth += 1,
            Tok::Punct('}') => {
                if inline.last().is_some_and(|(d, _)| *d == depth) {
                    inline.pop();
                    scope.pop();
                }
                depth -= 1;
            }
            Tok::Word(w)
                if (w == "quote" || w == "quote_spanned")
                    && toks.get(i + 1) == Some(&Tok::Punct('!')) =>
            {
                // Generated code (`use super::*;` in a bindings module) is
                // text of the output, not an import of this crate.
                i = past_group(toks, i + 2);
                continue;
            }
            Tok::Word(w) if w == "use" => {
                let (paths, end) = use_tree(toks, i + 1, &[]);
                if !in_test && !cfg_test {
                    scan.paths
                        .extend(paths.into_iter().map(|p| (scope.clone(), p)));
                }
                cfg_test = false;
                i = end;
            }
            Tok::Word(_) if i == 0 || toks[i - 1] != Tok::Sep => {
                let mut path = Vec::new();
                let mut k = i;
                while let Some(w) = word(k) {
                    path.push(w.to_string());
                    if toks.get(k + 1) != Some(&Tok::Sep) {
                        break;
                    }
                    k += 2;
                }
                if path.len() > 1 && !in_test {
                    scan.paths.push((scope.clone(), path));
                }
                if matches!(toks.get(k + 1), Some(Tok::Punct(';' | '{'))) {
                    cfg_test = false;
                }
                i = k;
            }
            Tok::Punct(';') => cfg_test = false,
            _ => {}
        }
        i += 1;
    }
    scan
}

/// The index just after the bracketed group that opens at `i`.
fn past_group(toks: &[Tok], mut i: usize) -> usize {
    let mut level = 0;
    while i < toks.len() {
        match toks[i] {
            Tok::Punct('{' | '(' | '[') => level += 1,
            Tok::Punct('}' | ')' | ']') => {
                level -= 1;
                if level == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    i
}

/// The paths of a `use` tree starting at `i` under `prefix`, and where the
/// tree ends (its `;`, or the `,`/`}` after a group member).
fn use_tree(toks: &[Tok], mut i: usize, prefix: &[String]) -> (Vec<Vec<String>>, usize) {
    let mut path = prefix.to_vec();
    let mut out = Vec::new();
    while i < toks.len() {
        match &toks[i] {
            Tok::Word(w) if w == "as" => i += 1,
            Tok::Word(w) => path.push(w.clone()),
            Tok::Sep => {}
            Tok::Punct('*') => {}
            Tok::Punct('{') => {
                loop {
                    let (inner, end) = use_tree(toks, i + 1, &path);
                    out.extend(inner);
                    i = end;
                    if toks.get(i) != Some(&Tok::Punct(',')) {
                        break;
                    }
                }
                // `i` is at the group's `}`.
                path.clear();
            }
            Tok::Punct(',' | '}' | ';') => break,
            _ => {}
        }
        i += 1;
    }
    if !path.is_empty() {
        out.push(path);
    }
    (out, i)
}

/// The module a path names, as deep as it goes into the tree: `None` for
/// paths that start outside the crate (`std::`, a local item).
fn resolve(
    mods: &BTreeMap<Vec<String>, PathBuf>,
    scope: &[String],
    path: &[String],
) -> Option<Vec<String>> {
    let mut at: Vec<String>;
    let mut rest = path;
    match path.first()?.as_str() {
        "crate" => {
            at = Vec::new();
            rest = &path[1..];
        }
        "self" => {
            at = scope.to_vec();
            rest = &path[1..];
        }
        "super" => {
            at = scope.to_vec();
            while rest.first().map(String::as_str) == Some("super") {
                at.pop();
                rest = &rest[1..];
            }
        }
        first => {
            let mut child = scope.to_vec();
            child.push(first.to_string());
            if !mods.contains_key(&child) {
                return None;
            }
            at = scope.to_vec();
        }
    }
    for seg in rest {
        let mut deeper = at.clone();
        deeper.push(seg.clone());
        if !mods.contains_key(&deeper) {
            break;
        }
        at = deeper;
    }
    // An inline module's path falls back to the file that holds it.
    while !mods.contains_key(&at) {
        at.pop();
    }
    Some(at)
}

/// file -> (file it imports -> the paths that do).
type Graph = BTreeMap<PathBuf, BTreeMap<PathBuf, BTreeSet<String>>>;

/// The import graph of the crate's product files.
fn graph(src: &Path) -> Graph {
    let mut mods = BTreeMap::new();
    modules(src, &[], &mut mods);
    let mut scans: BTreeMap<Vec<String>, Scan> = BTreeMap::new();
    for (module, path) in &mods {
        let text = std::fs::read_to_string(path).expect("source is UTF-8");
        scans.insert(module.clone(), scan(module, &tokens(&text)));
    }
    // Files that only tests declare are no product code.
    let mut test_only: BTreeSet<Vec<String>> = BTreeSet::new();
    for (module, s) in &scans {
        for child in &s.test_children {
            let mut c = module.clone();
            c.push(child.clone());
            test_only.insert(c);
        }
    }
    let mut g = Graph::new();
    for (module, s) in &scans {
        if test_only.iter().any(|t| module.starts_with(t)) {
            continue;
        }
        let from = mods[module].clone();
        let edges = g.entry(from.clone()).or_default();
        for (scope, path) in &s.paths {
            let Some(target) = resolve(&mods, scope, path) else {
                continue;
            };
            let to = &mods[&target];
            // What a folder's own `mod.rs` holds for its files (`super::Parser`,
            // the walk's state that their `impl` blocks extend) is the folder's
            // inside, not an arrow between its rooms.
            if *to != from && !module.starts_with(&target) {
                edges.entry(to.clone()).or_default().insert(path.join("::"));
            }
        }
    }
    g
}

/// The strongly connected components of more than one file (Tarjan).
fn circles(g: &Graph) -> Vec<Vec<PathBuf>> {
    struct State<'a> {
        g: &'a Graph,
        index: BTreeMap<&'a PathBuf, usize>,
        low: BTreeMap<&'a PathBuf, usize>,
        stack: Vec<&'a PathBuf>,
        on_stack: BTreeSet<&'a PathBuf>,
        out: Vec<Vec<PathBuf>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a PathBuf) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on_stack.insert(v);
        let g = s.g;
        for w in g.get(v).into_iter().flat_map(|e| e.keys()) {
            if !g.contains_key(w) {
                continue;
            }
            if !s.index.contains_key(w) {
                visit(s, w);
                let lw = s.low[w];
                let lv = s.low[v];
                s.low.insert(v, lv.min(lw));
            } else if s.on_stack.contains(w) {
                let iw = s.index[w];
                let lv = s.low[v];
                s.low.insert(v, lv.min(iw));
            }
        }
        if s.low[v] == s.index[v] {
            let mut comp = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                comp.push(w.clone());
                if w == v {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort();
                s.out.push(comp);
            }
        }
    }
    let mut s = State {
        g,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in g.keys() {
        if !s.index.contains_key(v) {
            visit(&mut s, v);
        }
    }
    s.out
}

/// The graph of the rooms of `folder`: each file right in it, and each
/// folder in it taken whole, as ARCHITECTURE.md draws a folder from outside.
fn rooms(g: &Graph, folder: &Path) -> Graph {
    let room = |f: &Path| -> Option<PathBuf> {
        let first = f.strip_prefix(folder).ok()?.components().next()?;
        Some(folder.join(first))
    };
    let mut out = Graph::new();
    for (f, edges) in g {
        let Some(from) = room(f) else { continue };
        let entry = out.entry(from.clone()).or_default();
        for (t, paths) in edges {
            match room(t) {
                Some(to) if to != from => entry.entry(to).or_default().extend(paths.clone()),
                _ => {}
            }
        }
    }
    out
}

/// Every folder under `dir`, `dir` included.
fn folders(dir: &Path, out: &mut Vec<PathBuf>) {
    out.push(dir.to_path_buf());
    for entry in std::fs::read_dir(dir).expect("src dir is readable") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            folders(&path, out);
        }
    }
}

/// How a circle is told: each file's imports of the others, with the paths.
fn describe(g: &Graph, circle: &[PathBuf]) -> String {
    let mut lines = vec![format!("circle of {} rooms:", circle.len())];
    for f in circle {
        for (t, paths) in &g[f] {
            if circle.contains(t) {
                let names: Vec<&str> = paths.iter().map(String::as_str).collect();
                lines.push(format!(
                    "  {} -> {}: {}",
                    f.display(),
                    t.display(),
                    names.join(", ")
                ));
            }
        }
    }
    lines.join("\n")
}

#[test]
fn codegen_and_parse_have_no_import_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let g = graph(&src);
    assert!(g.len() > 50, "found only {} source files", g.len());
    let mut found = Vec::new();
    for top in FOLDERS {
        // A circle of files shows as one of rooms in the deepest folder
        // holding them all; one of rooms alone is an arrow back up.
        let mut all = Vec::new();
        folders(&src.join(top), &mut all);
        assert!(all.len() > 1, "found no folders under {top}/");
        for folder in all {
            let sub = rooms(&g, &folder);
            found.extend(circles(&sub).iter().map(|c| describe(&sub, c)));
        }
    }
    assert!(found.is_empty(), "import circles:\n{}", found.join("\n"));
}

#[test]
fn the_graph_sees_what_it_looks_for() {
    let toks = tokens("use super::{a::{B, c}, d as e}; let s = \"{\"; x::y(); '}'");
    let mut words = BTreeMap::new();
    for m in [
        &["p"][..],
        &["p", "a"],
        &["p", "d"],
        &["p", "q"],
        &["p", "x"],
    ] {
        words.insert(m.iter().map(|s| s.to_string()).collect(), PathBuf::new());
    }
    let scope: Vec<String> = vec!["p".into(), "q".into()];
    let s = scan(&scope, &toks);
    let paths: Vec<String> = s.paths.iter().map(|(_, p)| p.join("::")).collect();
    assert_eq!(paths, ["super::a::B", "super::a::c", "super::d", "x::y"]);
    // `x::y` is not a path into the tree from `p::q` (no `p::q::x`).
    let own = |p: &str| -> Vec<String> { p.split("::").map(String::from).collect() };
    assert_eq!(resolve(&words, &scope, &own("x::y")), None);
    assert_eq!(
        resolve(&words, &scope, &own("super::a::B")),
        Some(own("p::a"))
    );
    assert_eq!(
        resolve(&words, &scope, &own("super::Thing")),
        Some(own("p"))
    );
    assert_eq!(
        resolve(&words, &scope, &own("crate::p::d::f")),
        Some(own("p::d"))
    );
    // Test modules are left out, and an inline module's `super` is its file.
    let toks =
        tokens("#[cfg(test)]\nmod tests { use crate::p::a::B; }\nmod inner { use super::d::X; }");
    let s = scan(&scope, &toks);
    let paths: Vec<String> = s.paths.iter().map(|(_, p)| p.join("::")).collect();
    assert_eq!(paths, ["super::d::X"]);
    assert_eq!(s.paths[0].0, own("p::q::inner"));
    // A circle of two files, and a chain that is none.
    let (a, b, c) = (PathBuf::from("a"), PathBuf::from("b"), PathBuf::from("c"));
    let mut g = Graph::new();
    g.entry(a.clone())
        .or_default()
        .insert(b.clone(), BTreeSet::new());
    g.entry(b.clone())
        .or_default()
        .insert(a.clone(), BTreeSet::new());
    g.entry(c.clone())
        .or_default()
        .insert(a.clone(), BTreeSet::new());
    assert_eq!(circles(&g), vec![vec![a, b]]);
}
