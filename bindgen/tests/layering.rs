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

/// Which modules each layer may import (besides itself): the pipeline of ARCHITECTURE.md.
fn allowed(module: &str, target: &str) -> bool {
    let base = ["error", "options", "callbacks"];
    match module {
        "error" | "options" | "callbacks" => base.contains(&target),
        "clang" => base.contains(&target),
        "ir" => base.contains(&target),
        "parse" => base.contains(&target) || ["clang", "ir"].contains(&target),
        "analysis" => base.contains(&target) || target == "ir",
        "codegen" => base.contains(&target) || ["ir", "analysis"].contains(&target),
        "postprocess" => base.contains(&target),
        _ => true,
    }
}

fn visit(dir: &Path, top: Option<&str>, bad: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).expect("src dir is readable") {
        let path = entry.expect("dir entry").path();
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("")
            .to_string();
        let module = top.map(str::to_string).unwrap_or(name.clone());
        if path.is_dir() {
            visit(&path, Some(&module), bad);
            continue;
        }
        let Some(own) = layer_of(&module) else {
            continue;
        };
        let text = std::fs::read_to_string(&path).expect("source is UTF-8");
        for line in text.lines() {
            let code = line.split("//").next().unwrap_or("");
            for (pos, _) in code.match_indices("crate::") {
                let rest = &code[pos + "crate::".len()..];
                let target = rest
                    .split(|c: char| !c.is_alphanumeric() && c != '_')
                    .next()
                    .unwrap_or("");
                if layer_of(target).is_some() && target != module && !allowed(&module, target) {
                    bad.push(format!("{}: {} (layer {own})", path.display(), line.trim()));
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
