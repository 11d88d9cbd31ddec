//! Formatting of the final token stream: rustfmt, prettyplease, or none.

use crate::options::{BindgenOptions, Formatter};
use crate::output::OutputItem;
use proc_macro2::TokenStream;
use std::io::Write;
use std::process::{Command, Stdio};

mod rustfmt_config;
mod rustfmt_error;
pub(crate) use rustfmt_config::DirectPrinting;
use rustfmt_error::RustfmtError;

/// Turns the items into formatted source text: token items are formatted,
/// text items (already in rustfmt's layout) are written out as they are.
pub(crate) fn format(items: Vec<OutputItem>, opts: &BindgenOptions) -> String {
    // Nothing left for the formatter (every item was printed directly): no
    // rustfmt run, and the pieces are joined in one allocation.
    // (An empty output still goes to rustfmt, which makes it one blank line.)
    if opts.formatter == Formatter::Rustfmt
        && !items.is_empty()
        && items.iter().all(|i| matches!(i, OutputItem::Text(_)))
    {
        let mut out = String::with_capacity(
            items
                .iter()
                .map(|i| match i {
                    OutputItem::Text(t) => t.len(),
                    OutputItem::Tokens(_) => 0,
                })
                .sum(),
        );
        for item in &items {
            if let OutputItem::Text(t) = item {
                out.push_str(t);
            }
        }
        return out;
    }
    // The formatter sees the token items plus, for each run of text items
    // between them, one placeholder item (`__bindgen_preformatted!(N);`,
    // which it formats as one line of its own); the runs replace their
    // placeholders' lines afterwards. The placeholder never leaves this
    // function.
    let mut runs: Vec<String> = Vec::new();
    let mut reduced: Vec<TokenStream> = Vec::new();
    let mut in_run = false;
    for item in items {
        match item {
            OutputItem::Text(text) if in_run => {
                if let Some(last) = runs.last_mut() {
                    last.push_str(&text);
                }
            }
            OutputItem::Text(text) => {
                let n = proc_macro2::Literal::usize_unsuffixed(runs.len());
                runs.push(text);
                reduced.push(quote::quote!(__bindgen_preformatted!(#n);));
                in_run = true;
            }
            OutputItem::Tokens(tokens) => {
                reduced.push(tokens);
                in_run = false;
            }
        }
    }
    #[cfg(feature = "logging")]
    if opts.formatter == Formatter::Rustfmt && log::log_enabled!(log::Level::Debug) {
        // Which items the direct printer left to rustfmt (the run's
        // formatting time): the leads for widening it.
        for t in reduced.iter().map(|t| t.to_string()) {
            if !t.starts_with("__bindgen_preformatted") {
                let head: String = t.chars().take(160).collect();
                crate::logging::debug(&format!("left to rustfmt: {head}"));
            }
        }
    }
    let text = format_tokens(&reduced, opts);
    if runs.is_empty() {
        return text;
    }
    let mut out = String::with_capacity(text.len() + runs.iter().map(String::len).sum::<usize>());
    for line in text.split_inclusive('\n') {
        // (Unformatted token text spaces it as `__bindgen_preformatted ! (0) ;`.)
        let compact: String = line.chars().filter(|c| !c.is_whitespace()).collect();
        let run = compact
            .strip_prefix("__bindgen_preformatted!(")
            .and_then(|r| r.strip_suffix(");"))
            .and_then(|n| n.parse::<usize>().ok())
            .and_then(|n| runs.get(n));
        match run {
            Some(r) => out.push_str(r),
            None => out.push_str(line),
        }
    }
    out
}

fn format_tokens(items: &[TokenStream], opts: &BindgenOptions) -> String {
    let mut tokens = TokenStream::new();
    for i in items {
        tokens.extend(i.clone());
    }
    // When formatting fails, each item goes on a line of its own, so that
    // the placeholders of pre-printed text still stand alone on theirs.
    let unformatted = || {
        let mut out = String::new();
        for i in items {
            out.push_str(&i.to_string());
            out.push('\n');
        }
        out
    };
    match opts.formatter {
        Formatter::None => tokens.to_string(),
        #[cfg(feature = "prettyplease")]
        Formatter::Prettyplease => match syn::parse2::<syn::File>(tokens.clone()) {
            Ok(file) => prettyplease::unparse(&file),
            Err(e) => {
                eprintln!("Failed to format with prettyplease: {e} (non-fatal, continuing)");
                unformatted()
            }
        },
        Formatter::Rustfmt => match rustfmt_parallel(items, opts) {
            Ok(s) => s,
            Err(errors) => {
                // Every chunk's failure, each distinct one once (a missing
                // rustfmt fails every chunk the same way).
                let mut said: Vec<&RustfmtError> = Vec::new();
                for e in &errors {
                    if !said.contains(&e) {
                        eprintln!("Failed to run rustfmt: {e} (non-fatal, continuing)");
                        said.push(e);
                    }
                }
                unformatted()
            }
        },
    }
}

/// Formats the items with several rustfmt processes at once. rustfmt formats
/// each item on its own, so formatting consecutive chunks and concatenating
/// the results gives the same text as formatting the whole file.
fn rustfmt_parallel(
    items: &[TokenStream],
    opts: &BindgenOptions,
) -> Result<String, Vec<RustfmtError>> {
    let total: usize = items.len();
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 4);
    if total < 64 || workers == 1 {
        let mut ts = TokenStream::new();
        ts.extend(items.iter().cloned());
        return rustfmt(&ts.to_string(), opts).map_err(|e| vec![e]);
    }
    let cfg = RustfmtConfig::from(opts);
    let per = total / workers + usize::from(total % workers != 0);
    let chunks: Vec<String> = items
        .chunks(per)
        .map(|c| {
            let mut ts = TokenStream::new();
            ts.extend(c.iter().cloned());
            ts.to_string()
        })
        .collect();
    let results: Vec<Result<String, RustfmtError>> = std::thread::scope(|scope| {
        let cfg = &cfg;
        let handles: Vec<_> = chunks
            .iter()
            .map(|c| scope.spawn(move || run_rustfmt(c, cfg)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or(Err(RustfmtError::ThreadPanicked)))
            .collect()
    });
    let mut out = String::new();
    let mut errors = Vec::new();
    for r in results {
        match r {
            Ok(text) => out.push_str(&text),
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// What a rustfmt run needs, separated from the (thread-bound) options.
struct RustfmtConfig {
    path: std::path::PathBuf,
    edition: String,
    config_file: Option<std::path::PathBuf>,
}

/// The rustfmt to run: `Builder::rustfmt_path`, else `$RUSTFMT`, else the
/// one on `PATH`.
fn rustfmt_path(opts: &BindgenOptions) -> std::path::PathBuf {
    opts.rustfmt_path
        .clone()
        .or_else(|| crate::environment::var_os(opts, "RUSTFMT").map(Into::into))
        .unwrap_or_else(|| "rustfmt".into())
}

impl RustfmtConfig {
    fn from(opts: &BindgenOptions) -> Self {
        RustfmtConfig {
            path: rustfmt_path(opts),
            edition: opts.edition().to_string(),
            config_file: opts.rustfmt_configuration_file.clone(),
        }
    }
}

fn rustfmt(source: &str, opts: &BindgenOptions) -> Result<String, RustfmtError> {
    run_rustfmt(source, &RustfmtConfig::from(opts))
}

fn run_rustfmt(source: &str, cfg: &RustfmtConfig) -> Result<String, RustfmtError> {
    let path = &cfg.path;
    let mut cmd = Command::new(path);
    cmd.arg("--edition").arg(&cfg.edition);
    if let Some(c) = &cfg.config_file {
        cmd.arg("--config-path").arg(c);
    }
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| RustfmtError::Spawn {
            path: path.clone(),
            why: e.to_string(),
        })?;
    let mut stdin = child
        .stdin
        .take()
        .ok_or_else(|| RustfmtError::Io("no stdin".into()))?;
    let src = source.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(src.as_bytes()));
    let out = child
        .wait_with_output()
        .map_err(|e| RustfmtError::Io(e.to_string()))?;
    let _ = writer.join();
    match out.status.code() {
        Some(0) => String::from_utf8(out.stdout).map_err(|e| RustfmtError::NotUtf8(e.to_string())),
        Some(3) => {
            eprintln!("rustfmt could not format some lines (non-fatal)");
            String::from_utf8(out.stdout).map_err(|e| RustfmtError::NotUtf8(e.to_string()))
        }
        _ => Err(RustfmtError::Failed(
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Text items between token items that rustfmt cannot parse still
    /// replace their placeholders in the unformatted output.
    #[test]
    fn text_items_survive_a_failed_format() {
        let broken: TokenStream = "# [# [broken]] pub struct S { pub a : u8 }"
            .parse()
            .expect("tokens");
        let items = vec![
            OutputItem::Text("pub const A: u32 = 1;\n".to_string()),
            OutputItem::Tokens(broken),
            OutputItem::Text("pub const B: u32 = 2;\n".to_string()),
        ];
        let out = format(items, &BindgenOptions::default());
        assert!(!out.contains("__bindgen_preformatted"), "{out}");
        assert!(out.contains("pub const A: u32 = 1;\n"), "{out}");
        assert!(out.contains("pub const B: u32 = 2;\n"), "{out}");
        assert!(out.contains("pub struct S"), "{out}");
    }
}
