//! Running clang and rustc for the check, and naming the target for each.

use crate::error::AbiCheckError;
use std::path::Path;
use std::process::Command;

/// What a finished tool printed.
pub(crate) struct Output {
    pub ok: bool,
    pub stderr: String,
}

/// Runs `program` with `args`; a program that cannot be started is an error
/// naming it.
pub(crate) fn run(program: &str, args: &[String], cwd: &Path) -> Result<Output, AbiCheckError> {
    let out = Command::new(program)
        .args(args)
        .current_dir(cwd)
        .output()
        .map_err(|e| AbiCheckError::Tool {
            tool: program.to_string(),
            message: format!("cannot run it: {e}"),
        })?;
    Ok(Output {
        ok: out.status.success(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    })
}

/// `LLVM version: N` of `rustc --version --verbose`, or clang's version
/// line, for the report.
pub(crate) fn version(program: &str, verbose: bool) -> String {
    let mut cmd = Command::new(program);
    cmd.arg("--version");
    if verbose {
        cmd.arg("--verbose");
    }
    let Ok(out) = cmd.output() else {
        return "unknown".into();
    };
    let text = String::from_utf8_lossy(&out.stdout);
    if verbose {
        let llvm = text
            .lines()
            .find_map(|l| l.strip_prefix("LLVM version: "))
            .unwrap_or("?");
        let first = text.lines().next().unwrap_or("");
        format!("{first} (LLVM {llvm})")
    } else {
        text.lines().next().unwrap_or("").to_string()
    }
}

/// The clang arguments that also suit an IR compile of the reference unit:
/// those that ask for another output or mode are left out.
pub(crate) fn compile_args(args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-fsyntax-only" | "-E" | "-c" | "-S" | "-emit-llvm" | "-M" | "-MM" | "-MD" | "-MMD" => {
            }
            "-o" | "-MF" | "-MT" | "-MQ" => {
                it.next();
            }
            "-x" => {
                // The unit's language is given right before it.
                it.next();
            }
            _ if a.starts_with("-x") || a.starts_with("--language") => {}
            _ => out.push(a.clone()),
        }
    }
    out
}

/// Whether the run's arguments make the input Objective-C (or
/// Objective-C++): the unit is then compiled in that language too.
pub(crate) fn objective_c(args: &[String]) -> bool {
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let lang = match a.as_str() {
            "-x" | "--language" => it.next().map(String::as_str),
            "-ObjC" | "-ObjC++" => return true,
            _ => a
                .strip_prefix("--language=")
                .or_else(|| a.strip_prefix("-x")),
        };
        if lang.is_some_and(|l| l.starts_with("objective-c")) {
            return true;
        }
    }
    false
}

/// The Rust target of a clang triple (`aarch64-linux-gnu` ->
/// `aarch64-unknown-linux-gnu`, `x86_64-pc-linux-gnu` ->
/// `x86_64-unknown-linux-gnu`, `i386-...` -> `i686-...`).
pub(crate) fn rust_target(clang_triple: &str) -> String {
    let mut parts: Vec<String> = clang_triple.split('-').map(str::to_string).collect();
    if let Some(arch) = parts.first_mut() {
        *arch = match arch.as_str() {
            "i386" | "i486" => "i686".into(),
            "arm64" => "aarch64".into(),
            a => a.to_string(),
        };
    }
    let known_os = [
        "linux", "windows", "freebsd", "netbsd", "openbsd", "none", "android",
    ];
    if parts.len() >= 2 && known_os.contains(&parts[1].as_str()) {
        parts.insert(1, "unknown".into());
    }
    if parts.len() >= 3 && parts[2] == "linux" && parts[1] == "pc" {
        parts[1] = "unknown".into();
    }
    // Clang appends versions (`msvc19.20.0`, `macosx11.0.0`); Rust's
    // targets have none (and Apple's OS is `darwin`).
    if let Some(last) = parts.last_mut() {
        let bare = last.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.');
        *last = match bare {
            "macosx" | "macos" => "darwin".to_string(),
            b => b.to_string(),
        };
    }
    // Rust names bare-metal targets `<arch>-none-<abi>` (clang:
    // `thumbv7em-unknown-none-eabi`) and 64-bit RISC-V Linux `riscv64gc`.
    if let Some(i) = parts.iter().position(|p| p == "none") {
        let arch = parts[0].clone();
        let rest: Vec<String> = parts[i + 1..]
            .iter()
            .filter(|p| *p != "unknown")
            .cloned()
            .collect();
        return std::iter::once(arch)
            .chain(std::iter::once("none".to_string()))
            .chain(rest)
            .collect::<Vec<_>>()
            .join("-");
    }
    if parts.first().is_some_and(|a| a == "riscv64") && parts.iter().any(|p| p == "linux") {
        parts[0] = "riscv64gc".into();
    }
    parts.join("-")
}

/// The prefix the target's object format puts before C symbols (`_` on
/// Apple and 32-bit Windows), which LLVM adds unless a name starts with
/// `\x01`.
pub(crate) fn global_prefix(triple: &str) -> &'static str {
    let apple = triple.contains("apple") || triple.contains("darwin");
    let win32 = triple.contains("windows") && Arch32::is(triple);
    if apple || win32 {
        "_"
    } else {
        ""
    }
}

struct Arch32;

impl Arch32 {
    fn is(triple: &str) -> bool {
        matches!(
            triple.split('-').next().unwrap_or(""),
            "i386" | "i486" | "i586" | "i686" | "x86"
        )
    }
}

/// The symbol as the object file has it: `\x01` means "exactly this".
pub(crate) fn object_symbol(symbol: &str, prefix: &str) -> String {
    match symbol.strip_prefix('\u{1}') {
        Some(exact) => exact.to_string(),
        None => format!("{prefix}{symbol}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_rust_targets_and_symbols() {
        assert_eq!(
            rust_target("x86_64-pc-linux-gnu"),
            "x86_64-unknown-linux-gnu"
        );
        assert_eq!(
            rust_target("aarch64-linux-gnu"),
            "aarch64-unknown-linux-gnu"
        );
        assert_eq!(
            rust_target("i386-unknown-linux-gnu"),
            "i686-unknown-linux-gnu"
        );
        assert_eq!(
            rust_target("arm64-apple-macosx11.0.0"),
            "aarch64-apple-darwin"
        );
        assert_eq!(
            rust_target("x86_64-pc-windows-msvc19.20.0"),
            "x86_64-pc-windows-msvc"
        );
        assert_eq!(
            rust_target("thumbv7em-unknown-none-eabi"),
            "thumbv7em-none-eabi"
        );
        assert_eq!(
            rust_target("riscv64-unknown-linux-gnu"),
            "riscv64gc-unknown-linux-gnu"
        );
        assert_eq!(object_symbol("\u{1}_Zf", "_"), "_Zf");
        assert_eq!(
            object_symbol("f", global_prefix("x86_64-apple-darwin")),
            "_f"
        );
        assert_eq!(global_prefix("x86_64-unknown-linux-gnu"), "");
    }

    #[test]
    fn drops_arguments_that_change_the_output() {
        let args: Vec<String> = ["-x", "c++", "-DX", "-o", "a", "-fsyntax-only", "-I/i"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(compile_args(&args), ["-DX", "-I/i"]);
    }
}
