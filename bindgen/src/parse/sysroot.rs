//! The sysroot of a cross target: when clang is asked for another target
//! than the host and given no `--sysroot`/`-isysroot`, its driver searches
//! the host's `/usr/include`, whose headers describe the host (x86_64's
//! `bits/` for an aarch64 build). Debian's cross libc packages
//! (`libc6-dev-arm64-cross`, `libc6-dev-armhf-cross`, ...) install the
//! target's headers under `/usr/<gnu triple>/include`; this module finds
//! them and passes that directory as the sysroot.

/// What to do about the sysroot of one parse.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum SysrootChoice {
    /// Nothing: the target is the host, or the arguments name a sysroot,
    /// or the target has no C library to find (bare metal, wasm).
    Keep,
    /// Pass `--sysroot=<dir>`: the target's headers are installed there.
    Use(String),
    /// The target's headers are nowhere to be found: clang will read the
    /// host's headers for it.
    HostHeadersOnly {
        /// The clang target.
        target: String,
        /// The directory that was looked for.
        looked_for: String,
    },
}

/// Decides the sysroot for clang arguments `args` (final, with the target
/// already added) on a host of architecture `host_arch`, looking for cross
/// headers under `root` (`/usr` outside tests).
pub(crate) fn choose(args: &[String], host_arch: &str, root: &str) -> SysrootChoice {
    if names_sysroot(args) {
        return SysrootChoice::Keep;
    }
    let Some(target) = target_arg(args) else {
        return SysrootChoice::Keep;
    };
    let Some(gnu) = debian_triple(target) else {
        return SysrootChoice::Keep;
    };
    let arch = gnu.split('-').next().unwrap_or("");
    if same_arch(arch, host_arch) {
        return SysrootChoice::Keep;
    }
    let dir = format!("{root}/{gnu}");
    if std::path::Path::new(&dir).join("include").is_dir() {
        return SysrootChoice::Use(dir);
    }
    // i686 on x86_64: Debian's multiarch headers (`libc6-dev-i386`) live in
    // the host's tree, and the driver finds them there.
    if std::path::Path::new(&format!("{root}/include/{gnu}")).is_dir()
        || (arch == "i686"
            && std::path::Path::new(&format!("{root}/include/i386-linux-gnu")).is_dir())
    {
        return SysrootChoice::Keep;
    }
    SysrootChoice::HostHeadersOnly {
        target: target.to_string(),
        looked_for: format!("{dir}/include"),
    }
}

/// Whether the arguments already choose a sysroot (or leave out the
/// standard include directories, which a sysroot would only add back).
fn names_sysroot(args: &[String]) -> bool {
    args.iter().any(|a| {
        a == "--sysroot"
            || a.starts_with("--sysroot=")
            || a.starts_with("-isysroot")
            || a == "-nostdinc"
            || a == "-nostdlibinc"
    })
}

/// The last `--target`/`-target` of the arguments.
fn target_arg(args: &[String]) -> Option<&str> {
    let mut target = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if let Some(t) = a.strip_prefix("--target=") {
            target = Some(t);
        } else if a == "--target" || a == "-target" {
            target = it.next().map(String::as_str).or(target);
        }
    }
    target
}

/// The GNU triple Debian names a Linux target's cross directory after
/// (`aarch64-linux-gnu`, `arm-linux-gnueabihf`, `riscv64-linux-gnu`), or
/// `None` for targets that are not Linux with a GNU C library.
fn debian_triple(target: &str) -> Option<String> {
    let parts: Vec<&str> = target.split('-').collect();
    let arch = *parts.first()?;
    let env = *parts.last()?;
    if !parts.contains(&"linux") || !env.starts_with("gnu") {
        return None;
    }
    let arch = match arch {
        "arm64" => "aarch64",
        a if a.starts_with("armv") || a.starts_with("thumbv") => "arm",
        a if a.starts_with("riscv64") => "riscv64",
        "i386" | "i486" | "i586" | "i686" => "i686",
        a => a,
    };
    Some(format!("{arch}-linux-{env}"))
}

/// Whether two architecture names are one architecture.
fn same_arch(target_arch: &str, host_arch: &str) -> bool {
    let host = match host_arch {
        "x86" => "i686",
        h => h,
    };
    target_arch == host
}

#[cfg(test)]
mod tests {
    use super::{choose, debian_triple, SysrootChoice};

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|a| a.to_string()).collect()
    }

    #[test]
    fn debian_names_cross_directories_by_gnu_triple() {
        let t = |s| debian_triple(s);
        assert_eq!(
            t("aarch64-unknown-linux-gnu").as_deref(),
            Some("aarch64-linux-gnu")
        );
        assert_eq!(t("arm64-linux-gnu").as_deref(), Some("aarch64-linux-gnu"));
        assert_eq!(
            t("armv7-unknown-linux-gnueabihf").as_deref(),
            Some("arm-linux-gnueabihf")
        );
        assert_eq!(
            t("riscv64gc-unknown-linux-gnu").as_deref(),
            Some("riscv64-linux-gnu")
        );
        assert_eq!(
            t("i686-unknown-linux-gnu").as_deref(),
            Some("i686-linux-gnu")
        );
        assert_eq!(t("aarch64-linux-gnu").as_deref(), Some("aarch64-linux-gnu"));
        assert_eq!(t("aarch64-unknown-linux-musl"), None);
        assert_eq!(t("x86_64-pc-windows-msvc"), None);
        assert_eq!(t("thumbv7em-none-eabi"), None);
        assert_eq!(t("wasm32-unknown-unknown"), None);
    }

    #[test]
    fn installed_cross_headers_become_the_sysroot() {
        let root = tempfile_root();
        std::fs::create_dir_all(format!("{root}/aarch64-linux-gnu/include")).unwrap();
        let a = args(&["-I.", "--target=aarch64-unknown-linux-gnu"]);
        assert_eq!(
            choose(&a, "x86_64", &root),
            SysrootChoice::Use(format!("{root}/aarch64-linux-gnu"))
        );
        // An explicit sysroot wins, in each spelling.
        for given in ["--sysroot=/x", "-isysroot/x", "-isysroot"] {
            let mut a = a.clone();
            a.push(given.to_string());
            assert_eq!(choose(&a, "x86_64", &root), SysrootChoice::Keep, "{given}");
        }
        // The host's own target needs none.
        let host = args(&["--target", "aarch64-unknown-linux-gnu"]);
        assert_eq!(choose(&host, "aarch64", &root), SysrootChoice::Keep);
        // No target, or one without a C library to look for.
        assert_eq!(
            choose(&args(&["-I."]), "x86_64", &root),
            SysrootChoice::Keep
        );
        let bare = args(&["--target=thumbv7em-none-eabi"]);
        assert_eq!(choose(&bare, "x86_64", &root), SysrootChoice::Keep);
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn missing_cross_headers_are_reported() {
        let root = tempfile_root();
        let a = args(&["--target=riscv64-unknown-linux-gnu"]);
        assert_eq!(
            choose(&a, "x86_64", &root),
            SysrootChoice::HostHeadersOnly {
                target: "riscv64-unknown-linux-gnu".into(),
                looked_for: format!("{root}/riscv64-linux-gnu/include"),
            }
        );
        // Multiarch headers in the host's tree serve i686.
        std::fs::create_dir_all(format!("{root}/include/i386-linux-gnu")).unwrap();
        let i686 = args(&["--target=i686-unknown-linux-gnu"]);
        assert_eq!(choose(&i686, "x86_64", &root), SysrootChoice::Keep);
        std::fs::remove_dir_all(&root).unwrap();
    }

    /// A fresh directory standing for `/usr`.
    fn tempfile_root() -> String {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static N: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "bindgen-sysroot-test-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).unwrap();
        dir.to_str().unwrap().to_string()
    }
}
