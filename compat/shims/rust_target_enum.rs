//# root
macro_rules! rust_targets {
    ($($variant:ident = $minor:literal),* $(,)?) => {
        /// A Rust version the generated code must compile with: the targets
        /// this line knew. Ours generates for 1.51 and later; an older
        /// target is generated for as 1.51.
        #[allow(non_camel_case_types)]
        #[derive(Debug, Copy, Clone, PartialEq, Eq, Hash)]
        pub enum RustTarget {
            $(
                #[doc = concat!("Rust 1.", stringify!($minor), ".")]
                $variant,
            )*
            /// Nightly Rust.
            Nightly,
        }

        impl RustTarget {
            fn minor(self) -> Option<u64> {
                match self {
                    $(RustTarget::$variant => Some($minor),)*
                    RustTarget::Nightly => None,
                }
            }

            fn from_minor(minor: u64) -> Option<RustTarget> {
                match minor {
                    $($minor => Some(RustTarget::$variant),)*
                    _ => None,
                }
            }
        }

        /// The newest stable Rust this line knew.
        pub const LATEST_STABLE_RUST: RustTarget = {
            let all = [$(RustTarget::$variant),*];
            all[all.len() - 1]
        };
    };
}

rust_targets!({{RUST_TARGETS}});

impl RustTarget {
    /// Our target for this one (1.51 at the earliest).
    fn to_ours(self) -> bindgen_073::RustTarget {
        match self.minor() {
            None => bindgen_073::RustTarget::nightly(),
            Some(minor) => bindgen_073::RustTarget::stable(minor.max(51), 0)
                .unwrap_or(bindgen_073::LATEST_STABLE_RUST),
        }
    }
}

impl Default for RustTarget {
    fn default() -> RustTarget {
        LATEST_STABLE_RUST
    }
}

impl PartialOrd for RustTarget {
    fn partial_cmp(&self, other: &RustTarget) -> Option<::std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for RustTarget {
    fn cmp(&self, other: &RustTarget) -> ::std::cmp::Ordering {
        // Nightly is newer than every stable target.
        let key = |t: &RustTarget| t.minor().unwrap_or(u64::MAX);
        key(self).cmp(&key(other))
    }
}

impl ::std::fmt::Display for RustTarget {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match self.minor() {
            None => f.write_str("nightly"),
            Some(minor) => write!(f, "1.{minor}"),
        }
    }
}

impl ::std::str::FromStr for RustTarget {
    type Err = ::std::io::Error;
    fn from_str(s: &str) -> Result<RustTarget, ::std::io::Error> {
        if s == "nightly" {
            return Ok(RustTarget::Nightly);
        }
        let mut parts = s.split('.');
        let minor = match (parts.next(), parts.next().map(str::parse::<u64>)) {
            (Some("1"), Some(Ok(minor))) => RustTarget::from_minor(minor),
            _ => None,
        };
        minor.ok_or_else(|| {
            ::std::io::Error::new(
                ::std::io::ErrorKind::InvalidInput,
                format!("\"{s}\" is not a Rust target this bindgen line knows"),
            )
        })
    }
}
//# builder
    /// The oldest Rust the generated code must compile with.
    pub fn rust_target(self, rust_target: RustTarget) -> Builder {
        Builder(self.0.rust_target(rust_target.to_ours()))
    }

