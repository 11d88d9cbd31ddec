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

mod support;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The folders whose files must form no circle.
const FOLDERS: [&str; 2] = ["codegen", "parse"];

/// A token of Rust code.
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Word(String),
    /// `::`
    Sep,
    Punct(char),
}

/// Splits code (as `support::product_code` leaves it) into tokens.
fn tokens(code: &str) -> Vec<Tok> {
    let b: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if support::is_word(c) {
            let start = i;
            while i < b.len() && support::is_word(b[i]) {
                i += 1;
            }
            out.push(Tok::Word(b[start..i].iter().collect()));
            continue;
        }
        if c == ':' && b.get(i + 1) == Some(&':') {
            out.push(Tok::Sep);
            i += 1;
        } else if !c.is_whitespace() && c != '"' && c != '\'' {
            out.push(Tok::Punct(c));
        }
        i += 1;
    }
    out
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

/// The paths a file of module `module` names, each with the module it is
/// written in (inline `mod name { .. }` blocks are followed), as
/// (scope, segments).
fn scan(module: &[String], toks: &[Tok]) -> Vec<(Vec<String>, Vec<String>)> {
    let mut paths = Vec::new();
    // Depths at which the inline modules entered close.
    let mut inline: Vec<usize> = Vec::new();
    let mut scope = module.to_vec();
    let mut depth = 0;
    let mut i = 0;
    let word = |k: usize| match toks.get(k) {
        Some(Tok::Word(w)) => Some(w.as_str()),
        _ => None,
    };
    while i < toks.len() {
        match &toks[i] {
            Tok::Word(w) if w == "mod" && toks.get(i + 2) == Some(&Tok::Punct('{')) => {
                depth += 1;
                inline.push(depth);
                scope.push(word(i + 1).unwrap_or_default().to_string());
                i += 2;
            }
            Tok::Punct('{') => depth += 1,
            Tok::Punct('}') => {
                if inline.last() == Some(&depth) {
                    inline.pop();
                    scope.pop();
                }
                depth -= 1;
            }
            Tok::Word(w) if w == "use" => {
                let (found, end) = use_tree(toks, i + 1, &[]);
                paths.extend(found.into_iter().map(|p| (scope.clone(), p)));
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
                if path.len() > 1 {
                    paths.push((scope.clone(), path));
                }
                i = k;
            }
            _ => {}
        }
        i += 1;
    }
    paths
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
    let mut scans = BTreeMap::new();
    // Files that only tests declare are no product code.
    let mut test_only: BTreeSet<Vec<String>> = BTreeSet::new();
    for (module, path) in &mods {
        let text = std::fs::read_to_string(path).expect("source is UTF-8");
        let code = support::blank(&text);
        for child in support::test_only_modules(&code) {
            let mut c = module.clone();
            c.push(child);
            test_only.insert(c);
        }
        let toks = tokens(&support::product_code(&code));
        scans.insert(module.clone(), scan(module, &toks));
    }
    let mut g = Graph::new();
    for (module, paths) in &scans {
        if test_only.iter().any(|t| module.starts_with(t)) {
            continue;
        }
        let from = mods[module].clone();
        let edges = g.entry(from.clone()).or_default();
        for (scope, path) in paths {
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
    let code = |text: &str| support::product_code(&support::blank(text));
    let toks = tokens(&code(
        "use super::{a::{B, c}, d as e}; let s = \"{ a::b }\"; x::y(); '}' // z::w",
    ));
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
    let paths: Vec<String> = s.iter().map(|(_, p)| p.join("::")).collect();
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
    // Test modules and generated code are left out, and an inline module's
    // `super` is its file.
    let text = "#[cfg(test)]\nmod tests { use crate::p::a::B; }\n\
                quote! { use super::*; }\nmod inner { use super::d::X; }\n\
                #[cfg(test)]\nmod probe;";
    let s = scan(&scope, &tokens(&code(text)));
    let paths: Vec<String> = s.iter().map(|(_, p)| p.join("::")).collect();
    assert_eq!(paths, ["super::d::X"]);
    assert_eq!(s[0].0, own("p::q::inner"));
    assert_eq!(support::test_only_modules(&support::blank(text)), ["probe"]);
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
