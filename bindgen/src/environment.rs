//! Every environment variable the library reads goes through here, so that
//! each one is reported to `ParseCallbacks::read_env_var` (`CargoCallbacks`
//! turns that into `cargo:rerun-if-env-changed`, and a build script reruns
//! when the variable changes).
//!
//! The variables: `TARGET` and `BINDGEN_EXTRA_CLANG_ARGS[_<target>]` (clang
//! arguments), `LIBCLANG_PATH` (which libclang is loaded), `CLANG_PATH` (the
//! clang driver asked for include directories and used by the macro
//! fallback), `RUSTFMT` (the rustfmt to run) and `BINDGEN_NO_FAST_FORMAT`
//! (rustfmt formats everything, for tests of the direct printer).

use crate::options::BindgenOptions;
use std::ffi::OsString;

/// Reads `key`, after reporting it to the callbacks.
pub(crate) fn var_os(opts: &BindgenOptions, key: &str) -> Option<OsString> {
    report(opts, key);
    std::env::var_os(key)
}

/// [`var_os`] as UTF-8 text (a value that is not UTF-8 counts as unset).
pub(crate) fn var(opts: &BindgenOptions, key: &str) -> Option<String> {
    var_os(opts, key).and_then(|v| v.into_string().ok())
}

/// Reports `key` to the callbacks, for a variable read where no options are
/// at hand (libclang loading, the include-path probe's driver).
pub(crate) fn report(opts: &BindgenOptions, key: &str) {
    for cb in &opts.parse_callbacks {
        cb.read_env_var(key);
    }
}

#[cfg(test)]
mod tests {
    use crate::callbacks::ParseCallbacks;
    use std::sync::{Arc, Mutex};

    #[derive(Debug, Default)]
    struct Recorder(Arc<Mutex<Vec<String>>>);

    impl ParseCallbacks for Recorder {
        fn read_env_var(&self, key: &str) {
            self.0.lock().unwrap().push(key.to_string());
        }
    }

    #[test]
    fn every_variable_read_is_reported() {
        let seen = Arc::new(Mutex::new(Vec::new()));
        crate::builder()
            .header_contents("env.h", "#define ONE 1\nstruct s { int a; };\n")
            .parse_callbacks(Box::new(Recorder(seen.clone())))
            .generate()
            .expect("generates");
        let seen = seen.lock().unwrap();
        for key in [
            "TARGET",
            "BINDGEN_EXTRA_CLANG_ARGS",
            "LIBCLANG_PATH",
            "CLANG_PATH",
            "BINDGEN_NO_FAST_FORMAT",
            "RUSTFMT",
        ] {
            assert!(
                seen.iter().any(|k| k == key),
                "{key} not reported: {seen:?}"
            );
        }
    }
}
