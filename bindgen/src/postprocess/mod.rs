//! Formatting of the final token stream: rustfmt, prettyplease, or none.

use crate::options::{BindgenOptions, Formatter};
use proc_macro2::TokenStream;
use std::io::Write;
use std::process::{Command, Stdio};

/// Turns the items into formatted source text.
pub(crate) fn format(items: &[TokenStream], opts: &BindgenOptions) -> String {
    let mut tokens = TokenStream::new();
    for i in items {
        tokens.extend(i.clone());
    }
    match opts.formatter {
        Formatter::None => tokens.to_string(),
        #[cfg(feature = "prettyplease")]
        Formatter::Prettyplease => match syn::parse2::<syn::File>(tokens.clone()) {
            Ok(file) => prettyplease::unparse(&file),
            Err(e) => {
                eprintln!("Failed to format with prettyplease: {e} (non-fatal, continuing)");
                tokens.to_string()
            }
        },
        Formatter::Rustfmt => {
            let text = tokens.to_string();
            match rustfmt(&text, opts) {
                Ok(s) => s,
                Err(e) => {
                    eprintln!("Failed to run rustfmt: {e} (non-fatal, continuing)");
                    text
                }
            }
        }
    }
}

fn rustfmt(source: &str, opts: &BindgenOptions) -> Result<String, String> {
    let path = opts
        .rustfmt_path
        .clone()
        .or_else(|| std::env::var_os("RUSTFMT").map(Into::into))
        .unwrap_or_else(|| "rustfmt".into());
    let mut cmd = Command::new(&path);
    cmd.arg("--edition").arg(opts.edition().to_string());
    if let Some(cfg) = &opts.rustfmt_configuration_file {
        cmd.arg("--config-path").arg(cfg);
    }
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{e} ({})", path.display()))?;
    let mut stdin = child.stdin.take().ok_or("no stdin")?;
    let src = source.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(src.as_bytes()));
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    match out.status.code() {
        Some(0) => String::from_utf8(out.stdout).map_err(|e| e.to_string()),
        Some(3) => {
            eprintln!("rustfmt could not format some lines (non-fatal)");
            String::from_utf8(out.stdout).map_err(|e| e.to_string())
        }
        _ => Err(String::from_utf8_lossy(&out.stderr).into_owned()),
    }
}
