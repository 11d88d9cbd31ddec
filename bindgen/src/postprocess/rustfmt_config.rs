//! Whether the direct printer may stand in for rustfmt in this run.
//!
//! The direct printer (`codegen/fastfmt.rs`) reproduces rustfmt's layout
//! with rustfmt's *default* settings. Any configuration rustfmt would apply
//! (a `rustfmt.toml` above the working directory, a global one under
//! `~/.config/rustfmt/`, `--rustfmt-configuration-file`) can change that
//! layout, so the question is put to rustfmt itself, once per run: the
//! configuration it would use here (`--print-config current`) must equal its
//! defaults (`--print-config default`). The probe runs on its own thread
//! while libclang parses, so it adds no time to a run.

use crate::options::BindgenOptions;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// The answer, being computed or already known.
pub(crate) enum DirectPrinting {
    Known(bool),
    Probing(std::thread::JoinHandle<bool>),
}

impl DirectPrinting {
    /// Starts asking rustfmt whether it would format with its defaults for
    /// `opts` (a thread only when the answer is not known yet). The driver
    /// asks only when its plan has direct printing on otherwise.
    pub(crate) fn start(opts: &BindgenOptions) -> DirectPrinting {
        // Without a configuration file anywhere rustfmt looks, the defaults
        // of the usual rustfmt apply: nothing to ask (two process starts
        // saved on every run). A rustfmt the user names may have other
        // defaults (another version), so it is asked.
        let rustfmt = super::rustfmt_path(opts);
        let usual = rustfmt.as_os_str() == "rustfmt";
        if usual && opts.rustfmt_configuration_file.is_none() && no_configuration_file() {
            return DirectPrinting::Known(true);
        }
        let probe = Probe {
            rustfmt,
            edition: opts.edition().to_string(),
            config_file: opts.rustfmt_configuration_file.clone(),
            cwd: std::env::current_dir().ok(),
        };
        if let Some(known) = answers()
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&probe)
        {
            return DirectPrinting::Known(*known);
        }
        DirectPrinting::Probing(std::thread::spawn(move || {
            let allowed = probe.defaults_apply();
            answers()
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .insert(probe, allowed);
            allowed
        }))
    }

    /// Waits for the answer.
    pub(crate) fn allowed(self) -> bool {
        match self {
            DirectPrinting::Known(v) => v,
            // A probe that panicked decides nothing: rustfmt formats.
            DirectPrinting::Probing(h) => h.join().unwrap_or(false),
        }
    }
}

/// Whether no file rustfmt could take its configuration from exists, by
/// rustfmt's documented search: `rustfmt.toml` or `.rustfmt.toml` in the
/// directory of the file formatted (here the working directory) and its
/// parents, then in the home directory, then in the user's configuration
/// directory (`$XDG_CONFIG_HOME/rustfmt`, else `~/.config/rustfmt`). Only
/// decided on Linux (elsewhere the configuration directory lies elsewhere):
/// `false` there, and whenever a place cannot be checked, so that rustfmt
/// is asked.
fn no_configuration_file() -> bool {
    if !cfg!(target_os = "linux") {
        return false;
    }
    let Some(home) = std::env::var_os("HOME").map(PathBuf::from) else {
        return false;
    };
    let Ok(cwd) = std::env::current_dir().and_then(|d| d.canonicalize()) else {
        return false;
    };
    let config = std::env::var_os("XDG_CONFIG_HOME")
        .map(PathBuf::from)
        .filter(|p| p.is_absolute())
        .unwrap_or_else(|| home.join(".config"))
        .join("rustfmt");
    let mut dirs: Vec<&std::path::Path> = cwd.ancestors().collect();
    dirs.push(&home);
    dirs.push(&config);
    dirs.iter().all(|d| {
        ["rustfmt.toml", ".rustfmt.toml"].iter().all(|name| {
            // Anything there, or a place that cannot be looked at, counts.
            matches!(
                std::fs::symlink_metadata(d.join(name)),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound
            )
        })
    })
}

/// What asking rustfmt needs (owned: it runs on another thread); also the
/// key under which the answer is kept.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Probe {
    rustfmt: PathBuf,
    edition: String,
    config_file: Option<PathBuf>,
    cwd: Option<PathBuf>,
}

/// Answers already found in this process: a build script that generates
/// several bindings asks rustfmt once.
fn answers() -> &'static std::sync::Mutex<std::collections::HashMap<Probe, bool>> {
    static ANSWERS: std::sync::OnceLock<std::sync::Mutex<std::collections::HashMap<Probe, bool>>> =
        std::sync::OnceLock::new();
    ANSWERS.get_or_init(Default::default)
}

impl Probe {
    /// Whether rustfmt would format with its defaults. A rustfmt that cannot
    /// be run applies no configuration either: the direct printer then
    /// gives the output its default layout, as rustfmt would have.
    fn defaults_apply(&self) -> bool {
        // Both asked at once: each is mostly process start-up.
        let default = self.spawn_print_config("default");
        let current = self.spawn_print_config("current");
        let Some(default) = default.and_then(finish) else {
            return true;
        };
        match current.and_then(finish) {
            Some(current) => same_settings(&current, &default),
            // It runs, but cannot tell (a broken configuration file): let
            // rustfmt itself report on the real run.
            None => false,
        }
    }

    fn spawn_print_config(&self, which: &str) -> Option<std::process::Child> {
        let mut cmd = Command::new(&self.rustfmt);
        cmd.args(["--edition", &self.edition]);
        if let Some(c) = &self.config_file {
            cmd.arg("--config-path").arg(c);
        }
        cmd.args(["--print-config", which]);
        if which == "current" {
            // rustfmt resolves the configuration for a file; one in the
            // working directory (which need not exist) finds what a file
            // formatted here would get, including the global configuration.
            cmd.arg(self.cwd.as_ref()?.join("bindgen-output.rs"));
        }
        cmd.stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .ok()
    }
}

/// The listing a `--print-config` run printed, if it succeeded.
fn finish(child: std::process::Child) -> Option<String> {
    let out = child.wait_with_output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Whether two `--print-config` listings set the same values, apart from
/// `edition` (which bindgen passes on every run itself).
fn same_settings(a: &str, b: &str) -> bool {
    let settings = |s: &str| -> Vec<String> {
        let mut v: Vec<String> = s
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with("edition "))
            .map(str::to_owned)
            .collect();
        v.sort();
        v
    };
    settings(a) == settings(b)
}

#[cfg(test)]
mod tests {
    use super::same_settings;

    #[test]
    fn listings_compare_by_value_except_edition() {
        let default = "max_width = 100\nhard_tabs = false\nedition = \"2015\"\n";
        assert!(same_settings(
            "hard_tabs = false\nedition = \"2021\"\nmax_width = 100\n",
            default
        ));
        assert!(!same_settings(
            "max_width = 70\nhard_tabs = false\nedition = \"2015\"\n",
            default
        ));
        assert!(!same_settings("max_width = 100\n", default));
    }
}
