//! The `bindgen` command: flags -> Builder -> bindings, written atomically.

// Generation allocates many small token trees; mimalloc handles that pattern
// markedly faster than the system allocator (measured with bench/compare.sh).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
use std::path::Path;
use std::process::ExitCode;

/// Writes the bindings to `path` through a temporary file in the same
/// directory, so a failed run never leaves a half-written or truncated output
/// file. Devices and FIFOs (e.g. /dev/stdout) are written in place.
fn write_output(path: &str, bindings: &bindgen::Bindings) -> std::io::Result<()> {
    let p = Path::new(path);
    let is_regular = std::fs::metadata(p).map(|m| m.is_file()).unwrap_or(true);
    if !is_regular {
        return bindings.write(std::fs::OpenOptions::new().write(true).open(p)?);
    }
    let dir = p
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    bindings.write(&mut tmp)?;
    tmp.persist(p).map_err(|e| e.error)?;
    Ok(())
}

/// mimalloc's `mi_option_purge_delay` (same index in its v2 and v3 headers).
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Memory policy for a short-lived process (measured with bench/compare.sh on
/// big.h: 0.55 s -> 0.51 s, peak RSS 180 -> 179 MiB). Transparent huge pages
/// make every first touch of a 2 MiB region zero all of it, which cost a third
/// of macro evaluation's time on its worker thread; and memory freed midway is
/// kept for reuse instead of being returned and faulted in again.
fn tune_memory() {
    #[cfg(target_os = "linux")]
    // SAFETY: PR_SET_THP_DISABLE only changes this process's paging policy;
    // the unused arguments are zero as the interface requires.
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
    // SAFETY: called before any other thread exists; the option is a plain integer.
    unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, -1) };
}

fn main() -> ExitCode {
    tune_memory();
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn")).init();
    let (builder, output, verbose) = match bindgen::parse_command_line(std::env::args()) {
        Ok(bindgen::CommandLine::Generate {
            builder,
            output,
            verbose,
        }) => (builder, output, verbose),
        Ok(bindgen::CommandLine::Print(text)) => {
            print!("{text}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(u8::try_from(e.exit_code).unwrap_or(1));
        }
    };
    let bindings = match builder.generate() {
        Ok(b) => b,
        Err(e) => {
            eprintln!("Unable to generate bindings: {e}");
            if verbose {
                eprintln!("(run with RUST_LOG=debug for details)");
            }
            return ExitCode::from(1);
        }
    };
    if let Some(abi) = bindings.abi_summary() {
        for why in &abi.not_checked {
            eprintln!("verify-abi: not checked: {why}");
        }
        eprintln!(
            "verify-abi: {}: {} functions checked, {} not checked, 0 mismatches ({})",
            if abi.target.is_empty() {
                "-"
            } else {
                &abi.target
            },
            abi.checked,
            abi.not_checked.len(),
            abi.tools
        );
    }
    let result = match &output {
        Some(path) if path != "-" => write_output(path, &bindings),
        _ => bindings.write(std::io::stdout().lock()),
    };
    if let Err(e) = result {
        eprintln!("Unable to write bindings: {e}");
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}
