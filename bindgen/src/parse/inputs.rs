//! Inputs of a parse: the main file, in-memory headers and the final clang arguments.

use crate::clang::UnsavedFile;
use crate::error::BindgenError;
use crate::options::BindgenOptions;
use std::path::Path;
use std::process::Command;
use std::sync::OnceLock;

/// Everything libclang needs for the main parse.
#[derive(Debug, Clone)]
pub(crate) struct Inputs {
    /// The file clang parses.
    pub main: String,
    /// Clang arguments, final.
    pub args: Vec<String>,
    /// In-memory headers (name, contents).
    pub contents: Vec<(String, String)>,
    /// Target pointer width in bytes.
    pub pointer_size: u64,
    /// Whether the target is big-endian.
    pub big_endian: bool,
    /// Whether plain `char` is signed on the target.
    pub char_signed: bool,
    /// Every input header (files and in-memory), main last.
    pub all_headers: Vec<String>,
    /// Whether clang parses the input as C++.
    pub cxx: bool,
}

impl Inputs {
    pub(crate) fn unsaved(&self) -> Vec<UnsavedFile> {
        self.contents
            .iter()
            .map(|(n, c)| UnsavedFile::new(n, c))
            .collect()
    }
}

/// Checks the main header and assembles the clang arguments.
pub(crate) fn prepare_inputs(opts: &BindgenOptions) -> Result<Inputs, BindgenError> {
    let mut extra_includes: Vec<String> = Vec::new();
    let main = if let Some(last) = opts.input_headers.last() {
        check_header(last)?;
        extra_includes.extend(
            opts.input_headers[..opts.input_headers.len() - 1]
                .iter()
                .cloned(),
        );
        extra_includes.extend(opts.input_header_contents.iter().map(|(n, _)| n.clone()));
        last.clone()
    } else if let Some((first, _)) = opts.input_header_contents.first() {
        extra_includes.extend(
            opts.input_header_contents[1..]
                .iter()
                .map(|(n, _)| n.clone()),
        );
        first.clone()
    } else {
        return Err(BindgenError::NoHeadersProvided);
    };
    for h in &opts.input_headers {
        for cb in &opts.parse_callbacks {
            cb.header_file(h);
        }
    }
    let mut args: Vec<String> = Vec::new();
    let target_env = crate::environment::var(opts, "TARGET");
    let user_has_target = opts
        .clang_args
        .iter()
        .any(|a| a.starts_with("--target") || a == "-target");
    if !user_has_target {
        if let Some(t) = target_env.as_deref() {
            let clang_t = rust_to_clang_target(t);
            if Some(clang_t.as_str()) != host_triple() {
                args.push(format!("--target={clang_t}"));
            }
        }
    }
    args.extend(opts.clang_args.iter().cloned());
    args.extend(extra_clang_args_from_env(opts, target_env.as_deref()));
    match super::sysroot::choose(&args, std::env::consts::ARCH, "/usr") {
        super::sysroot::SysrootChoice::Keep => {}
        super::sysroot::SysrootChoice::Use(dir) => {
            crate::logging::info(&format!(
                "using the cross headers in {dir} as the sysroot of {} (pass --sysroot to choose another)",
                effective_triple(&args)
            ));
            args.push(format!("--sysroot={dir}"));
        }
        super::sysroot::SysrootChoice::HostHeadersOnly { target, looked_for } => {
            crate::logging::warn(&format!(
                "no C headers for target {target} found (looked for {looked_for}): clang will read \
                 the host's headers for it; install the target's cross libc headers (Debian: \
                 libc6-dev-<arch>-cross) or pass --sysroot"
            ));
        }
    }
    for h in &extra_includes {
        args.push("-include".into());
        args.push(h.clone());
    }
    let cxx = match language_arg(&args) {
        Some(lang) => is_cxx_language(lang),
        None => is_cxx_header(&main),
    };
    // Read on other threads or once per process, reported here.
    crate::environment::report(opts, "LIBCLANG_PATH");
    crate::environment::report(opts, "CLANG_PATH");
    if opts.detect_include_paths {
        for dir in system_include_dirs(cxx, &driver_target_args(&args)).iter() {
            args.push("-isystem".into());
            args.push(dir.clone());
        }
    }
    let triple = effective_triple(&args);
    let m32 = args.iter().any(|a| a == "-m32");
    Ok(Inputs {
        main,
        pointer_size: if m32 || is_32bit(&triple) { 4 } else { 8 },
        big_endian: is_big_endian(&triple),
        char_signed: !args.iter().any(|a| a == "-funsigned-char") && char_is_signed(&triple),
        args,
        contents: opts.input_header_contents.clone(),
        all_headers: opts
            .input_header_contents
            .iter()
            .map(|(n, _)| n.clone())
            .chain(opts.input_headers.iter().cloned())
            .collect(),
        cxx,
    })
}

fn check_header(h: &str) -> Result<(), BindgenError> {
    let p = Path::new(h);
    if !p.exists() {
        return Err(BindgenError::NotExist(p.to_path_buf()));
    }
    if p.is_dir() {
        return Err(BindgenError::FolderAsHeader(p.to_path_buf()));
    }
    if std::fs::File::open(p).is_err() {
        return Err(BindgenError::InsufficientPermissions(p.to_path_buf()));
    }
    Ok(())
}

/// The language clang is told to read the input as: the last `-x LANG`
/// (also spelled `-xLANG`, `--language LANG`, `--language=LANG`), which
/// overrides the file's extension.
pub(crate) fn language_arg(args: &[String]) -> Option<&str> {
    let mut lang = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "-x" || a == "--language" {
            lang = it.next().map(String::as_str).or(lang);
        } else if let Some(l) = a.strip_prefix("--language=") {
            lang = Some(l);
        } else if let Some(l) = a.strip_prefix("-x").filter(|l| !l.is_empty()) {
            lang = Some(l);
        }
    }
    lang
}

/// Whether a `-x` language is C++ (`c++`, `c++-header`, `objective-c++`, ...).
fn is_cxx_language(lang: &str) -> bool {
    lang.starts_with("c++") || lang.starts_with("objective-c++")
}

fn is_cxx_header(h: &str) -> bool {
    [".hpp", ".hxx", ".hh", ".h++"]
        .iter()
        .any(|e| h.ends_with(e))
}

fn extra_clang_args_from_env(opts: &BindgenOptions, target: Option<&str>) -> Vec<String> {
    let mut keys = Vec::new();
    if let Some(t) = target {
        keys.push(format!("BINDGEN_EXTRA_CLANG_ARGS_{t}"));
        keys.push(format!("BINDGEN_EXTRA_CLANG_ARGS_{}", t.replace('-', "_")));
    }
    keys.push("BINDGEN_EXTRA_CLANG_ARGS".to_string());
    for k in keys {
        if let Some(v) = crate::environment::var(opts, &k) {
            return shlex::split(&v).unwrap_or_else(|| vec![v]);
        }
    }
    Vec::new()
}

/// Converts a Rust target triple to the spelling clang expects.
fn rust_to_clang_target(t: &str) -> String {
    let mut parts: Vec<String> = t.split('-').map(str::to_string).collect();
    if let Some(first) = parts.first_mut() {
        if first.starts_with("riscv64") {
            *first = "riscv64".into();
        } else if first.starts_with("riscv32") {
            *first = "riscv32".into();
        }
    }
    let mut out = parts.join("-");
    if out.starts_with("aarch64-apple-") {
        out = out.replacen("aarch64", "arm64", 1);
    }
    if out.ends_with("-espidf") {
        out = out.trim_end_matches("-espidf").to_string() + "-elf";
    }
    if out.ends_with("-sim") {
        out.push_str("ulator");
    }
    out
}

fn host_triple() -> Option<&'static str> {
    if cfg!(all(target_arch = "x86_64", target_os = "linux")) {
        Some("x86_64-unknown-linux-gnu")
    } else {
        None
    }
}

fn effective_triple(args: &[String]) -> String {
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if let Some(t) = a.strip_prefix("--target=") {
            return t.to_string();
        }
        if a == "-target" || a == "--target" {
            if let Some(t) = it.next() {
                return t.clone();
            }
        }
    }
    std::env::consts::ARCH.to_string()
}

fn is_32bit(triple: &str) -> bool {
    let arch = triple.split('-').next().unwrap_or("");
    matches!(
        arch,
        "i386"
            | "i486"
            | "i586"
            | "i686"
            | "x86"
            | "arm"
            | "armv7"
            | "armv7a"
            | "thumbv7m"
            | "riscv32"
            | "mips"
            | "mipsel"
            | "powerpc"
            | "wasm32"
            | "sparc"
    ) || arch.starts_with("armv")
        || arch.starts_with("thumb")
}

fn char_is_signed(triple: &str) -> bool {
    let arch = triple.split('-').next().unwrap_or("");
    let apple = triple.contains("apple");
    !(apple && arch == "x86_64")
        && !(arch.starts_with("aarch64")
            || arch.starts_with("arm")
            || arch.starts_with("powerpc")
            || arch == "s390x"
            || arch.starts_with("riscv"))
        || apple
}

fn is_big_endian(triple: &str) -> bool {
    let arch = triple.split('-').next().unwrap_or("");
    matches!(
        arch,
        "powerpc"
            | "powerpc64"
            | "ppc"
            | "ppc64"
            | "s390x"
            | "mips"
            | "mips64"
            | "sparc"
            | "sparc64"
            | "aarch64_be"
            | "armeb"
    )
}

/// The arguments that change which system include directories the clang
/// driver picks: the target, the sysroot and the `-m32`/`-m64` multilib.
fn driver_target_args(args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let takes_value = matches!(
            a.as_str(),
            "-target" | "--target" | "--sysroot" | "-isysroot"
        );
        let joined = a.starts_with("--target=")
            || a.starts_with("--sysroot=")
            || (a.starts_with("-isysroot") && a.len() > "-isysroot".len())
            || matches!(a.as_str(), "-m32" | "-m64" | "-mx32");
        if takes_value {
            out.push(a.clone());
            out.extend(it.next().cloned());
        } else if joined {
            out.push(a.clone());
        }
    }
    out
}

/// The clang driver's default system include directories for this language
/// and these target arguments (computed once per combination: a build script
/// that runs bindgen for several targets gets each one's own directories).
fn system_include_dirs(cxx: bool, target_args: &[String]) -> std::sync::Arc<Vec<String>> {
    type Cache = std::sync::Mutex<
        std::collections::HashMap<(bool, Vec<String>), std::sync::Arc<Vec<String>>>,
    >;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let key = (cxx, target_args.to_vec());
    if let Some(dirs) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return dirs.clone();
    }
    // Probed outside the lock: two threads may both probe once, harmlessly.
    let dirs = std::sync::Arc::new(detect_include_dirs(cxx, target_args));
    cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, dirs.clone());
    dirs
}

/// Path of the `clang` executable, if one can be found.
pub(crate) fn clang_executable() -> Option<String> {
    if let Ok(p) = std::env::var("CLANG_PATH") {
        return Some(p);
    }
    for cand in [
        "clang", "clang-14", "clang-15", "clang-16", "clang-17", "clang-18", "clang-19",
    ] {
        if Command::new(cand)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
        {
            return Some(cand.to_string());
        }
    }
    None
}

fn detect_include_dirs(cxx: bool, target_args: &[String]) -> Vec<String> {
    let lang = if cxx { "c++" } else { "c" };
    // One driver run per candidate (no separate `--version` probe): spawning
    // processes is a visible part of a small run's time.
    let candidates: Vec<String> = match std::env::var("CLANG_PATH") {
        Ok(p) => vec![p],
        Err(_) => [
            "clang", "clang-14", "clang-15", "clang-16", "clang-17", "clang-18", "clang-19",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect(),
    };
    for clang in candidates {
        let out = Command::new(&clang)
            .args(target_args)
            .args(["-E", "-x", lang, "-", "-v"])
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .output();
        let Ok(out) = out else { continue };
        let text = String::from_utf8_lossy(&out.stderr);
        let mut dirs = Vec::new();
        let mut inside = false;
        for line in text.lines() {
            if line.starts_with("#include <...> search starts here") {
                inside = true;
            } else if line.starts_with("End of search list") {
                break;
            } else if inside {
                let d = line.trim().trim_end_matches(" (framework directory)");
                dirs.push(d.to_string());
            }
        }
        return dirs;
    }
    Vec::new()
}

#[cfg(test)]
mod language_tests {
    use super::{is_cxx_header, is_cxx_language, language_arg};

    fn lang(args: &[&str]) -> Option<String> {
        let owned: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        language_arg(&owned).map(str::to_string)
    }

    #[test]
    fn the_last_language_flag_wins_over_the_extension() {
        assert_eq!(lang(&["-x", "c++"]).as_deref(), Some("c++"));
        assert_eq!(lang(&["-xc++-header"]).as_deref(), Some("c++-header"));
        assert_eq!(lang(&["--language=c"]).as_deref(), Some("c"));
        assert_eq!(lang(&["-x", "c++", "-I.", "-x", "c"]).as_deref(), Some("c"));
        assert_eq!(
            lang(&["--language", "objective-c++"]).as_deref(),
            Some("objective-c++")
        );
        assert_eq!(lang(&["-std=c++17", "-Wall"]), None);
        assert!(is_cxx_language("c++") && is_cxx_language("c++-header"));
        assert!(!is_cxx_language("c") && !is_cxx_language("c-header"));
        assert!(is_cxx_header("a.hpp") && !is_cxx_header("a.h"));
    }
}
