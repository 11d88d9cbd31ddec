//! `bindgen-compat`: the compatibility packages for older bindgen lines.
//!
//! ```text
//! bindgen-compat check PUBLISHED.json OURS.json [LIBRARY.json] [--equivalent lines.toml]
//! bindgen-compat list  DOC.json [LIBRARY.json]
//! bindgen-compat generate compat/lines.toml LIBRARY.json OUT_DIR
//! bindgen-compat patch-block [--manifest-path Cargo.toml] [--repo DIR]
//! ```

mod api;
mod generate;
mod patch;
mod render;
mod rustdoc;

use std::path::PathBuf;
use std::process::ExitCode;

fn load(paths: &[String]) -> Result<rustdoc::Docs, rustdoc::DocError> {
    let docs = paths
        .iter()
        .map(|p| rustdoc::Doc::load(&PathBuf::from(p)))
        .collect::<Result<Vec<_>, _>>()?;
    rustdoc::Docs::new(docs)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("bindgen-compat: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<ExitCode, Box<dyn std::error::Error>> {
    match args.first().map(String::as_str) {
        Some("list") if args.len() >= 2 => {
            let docs = load(&args[1..])?;
            for (k, v) in api::collect(&docs) {
                println!("{k} {v}");
            }
            Ok(ExitCode::SUCCESS)
        }
        Some("check") if args.len() >= 3 => {
            // `--equivalent FILE`: the `[equivalent]` table of the description.
            let mut files: Vec<String> = args[1..].to_vec();
            let mut equivalent = Vec::new();
            if let Some(i) = files.iter().position(|a| a == "--equivalent") {
                let desc = files.get(i + 1).cloned().ok_or("--equivalent needs a file")?;
                files.drain(i..i + 2);
                let table: toml::Table = std::fs::read_to_string(&desc)?.parse()?;
                if let Some(eq) = table.get("equivalent").and_then(|v| v.as_table()) {
                    for (from, to) in eq {
                        equivalent.push((from.clone(), to.as_str().unwrap_or_default().to_string()));
                    }
                }
            }
            if files.len() < 2 {
                return Err("check needs PUBLISHED.json and OURS.json".into());
            }
            let published = load(&files[..1])?;
            let ours = load(&files[1..])?;
            let report = api::compare(&api::collect(&published), &api::collect(&ours), &equivalent);
            for k in &report.missing {
                println!("missing   {k}");
            }
            for (k, theirs, o) in &report.different {
                println!("different {k}\n  published: {theirs}\n  ours:      {o}");
            }
            println!(
                "{} {}: {} published items, {} same, {} missing, {} different, {} extra",
                published.crates[0].version(),
                if report.missing.is_empty() && report.different.is_empty() { "ok" } else { "FAIL" },
                report.published, report.same, report.missing.len(), report.different.len(), report.extra
            );
            Ok(if report.missing.is_empty() && report.different.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
        }
        Some("patch-block") => {
            // `--manifest-path P` (the workspace; default: the current one),
            // `--repo DIR` (this repository; default: where this tool was built).
            let mut manifest = None;
            let mut repo = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
            let mut it = args[1..].iter();
            while let Some(a) = it.next() {
                match a.as_str() {
                    "--manifest-path" => manifest = Some(PathBuf::from(it.next().ok_or("--manifest-path needs a value")?)),
                    "--repo" => repo = PathBuf::from(it.next().ok_or("--repo needs a value")?),
                    other => return Err(format!("patch-block: unknown argument `{other}`").into()),
                }
            }
            let repo = repo.canonicalize().map_err(|e| format!("{}: {e}", repo.display()))?;
            let lines = patch::bindgen_lines(manifest.as_deref())?;
            if lines.is_empty() {
                eprintln!("bindgen-compat: no bindgen in this dependency graph");
            }
            let (text, unknown) = patch::block(&lines, &repo);
            print!("{text}");
            Ok(if unknown.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
        }
        Some("generate") if args.len() == 4 => {
            for dir in generate::generate(&PathBuf::from(&args[1]), &PathBuf::from(&args[2]), &PathBuf::from(&args[3]))? {
                println!("wrote {}", dir.display());
            }
            Ok(ExitCode::SUCCESS)
        }
        _ => Err("usage: bindgen-compat check PUBLISHED.json OURS.json [LIBRARY.json] [--equivalent lines.toml] | list DOC.json [LIBRARY.json] | generate lines.toml LIBRARY.json OUT | patch-block [--manifest-path P] [--repo DIR]".into()),
    }
}
