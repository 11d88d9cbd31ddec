//! Checks that modules only import from lower layers (ARCHITECTURE.md).

use std::path::Path;

fn layer_of(module: &str) -> Option<u32> {
    Some(match module {
        "error" | "options" | "callbacks" => 0,
        "clang" | "ir" => 1,
        "parse" => 2,
        "analysis" => 3,
        "codegen" => 4,
        "postprocess" => 5,
        _ => return None,
    })
}

fn visit(dir: &Path, top: Option<&str>, bad: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).expect("src dir is readable") {
        let path = entry.expect("dir entry").path();
        let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("").to_string();
        let module = top.map(str::to_string).unwrap_or(name.clone());
        if path.is_dir() {
            visit(&path, Some(&module), bad);
            continue;
        }
        let Some(own) = layer_of(&module) else { continue };
        let text = std::fs::read_to_string(&path).expect("source is UTF-8");
        for line in text.lines() {
            let line = line.trim();
            let Some(rest) = line.strip_prefix("use crate::").or_else(|| line.strip_prefix("pub(crate) use crate::")) else {
                continue;
            };
            let target = rest.split(|c: char| c == ':' || c == ';' || c == '{').next().unwrap_or("");
            if let Some(t) = layer_of(target) {
                let same_layer_sibling = t == own && target != module;
                if t > own || same_layer_sibling && own > 0 {
                    bad.push(format!("{}: {line}", path.display()));
                }
            }
        }
    }
}

#[test]
fn imports_follow_the_layering() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut bad = Vec::new();
    visit(&src, None, &mut bad);
    assert!(bad.is_empty(), "layering violations:\n{}", bad.join("\n"));
}
