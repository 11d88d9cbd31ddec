//! `RustTarget` and `RustEdition`: which rustc and edition the output must suit.

use std::fmt;
use std::io;
use std::str::FromStr;

/// The oldest Rust version the generated code must compile with.
#[repr(transparent)]
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct RustTarget(Version);

#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
enum Version {
    Stable(u64, u64),
    Nightly,
}

/// Why a Rust target is not valid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InvalidRustTarget {
    /// Older than the oldest supported target (1.51).
    TooEarly,
}

impl fmt::Display for InvalidRustTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InvalidRustTarget::TooEarly => {
                f.write_str("the earliest Rust version supported by bindgen is 1.51.0")
            }
        }
    }
}

impl std::error::Error for InvalidRustTarget {}

/// The newest stable Rust this version of bindgen knows about.
pub const LATEST_STABLE_RUST: RustTarget = RustTarget(Version::Stable(82, 0));

/// 1.51 (`addr_of!`, const generics): the oldest target, as upstream 0.73.
const EARLIEST_MINOR: u64 = 51;

#[allow(non_upper_case_globals)]
impl RustTarget {
    /// A stable target `1.minor.patch`.
    pub fn stable(minor: u64, patch: u64) -> Result<RustTarget, InvalidRustTarget> {
        if minor < EARLIEST_MINOR {
            return Err(InvalidRustTarget::TooEarly);
        }
        Ok(RustTarget(Version::Stable(minor, patch)))
    }

    /// The nightly toolchain.
    pub const fn nightly() -> RustTarget {
        RustTarget(Version::Nightly)
    }

    /// Nightly.
    #[deprecated]
    pub const Nightly: RustTarget = RustTarget(Version::Nightly);
    /// Rust 1.33 (0.71 and 0.72 named it): generated for as 1.51, the earliest
    /// target of this implementation.
    #[deprecated]
    pub const Stable_1_33: RustTarget = RustTarget(Version::Stable(EARLIEST_MINOR, 0));
    /// Rust 1.36 (0.71 and 0.72 named it): generated for as 1.51, the earliest
    /// target of this implementation.
    #[deprecated]
    pub const Stable_1_36: RustTarget = RustTarget(Version::Stable(EARLIEST_MINOR, 0));
    /// Rust 1.40 (0.71 and 0.72 named it): generated for as 1.51, the earliest
    /// target of this implementation.
    #[deprecated]
    pub const Stable_1_40: RustTarget = RustTarget(Version::Stable(EARLIEST_MINOR, 0));
    /// Rust 1.43 (0.71 and 0.72 named it): generated for as 1.51, the earliest
    /// target of this implementation.
    #[deprecated]
    pub const Stable_1_43: RustTarget = RustTarget(Version::Stable(EARLIEST_MINOR, 0));
    /// Rust 1.47 (0.71 and 0.72 named it): generated for as 1.51, the earliest
    /// target of this implementation.
    #[deprecated]
    pub const Stable_1_47: RustTarget = RustTarget(Version::Stable(EARLIEST_MINOR, 0));
    /// Rust 1.51.
    #[deprecated]
    pub const Stable_1_51: RustTarget = RustTarget(Version::Stable(51, 0));
    /// Rust 1.59.
    #[deprecated]
    pub const Stable_1_59: RustTarget = RustTarget(Version::Stable(59, 0));
    /// Rust 1.64.
    #[deprecated]
    pub const Stable_1_64: RustTarget = RustTarget(Version::Stable(64, 0));
    /// Rust 1.68.
    #[deprecated]
    pub const Stable_1_68: RustTarget = RustTarget(Version::Stable(68, 0));
    /// Rust 1.71.
    #[deprecated]
    pub const Stable_1_71: RustTarget = RustTarget(Version::Stable(71, 0));
    /// Rust 1.73.
    #[deprecated]
    pub const Stable_1_73: RustTarget = RustTarget(Version::Stable(73, 0));
    /// Rust 1.77.
    #[deprecated]
    pub const Stable_1_77: RustTarget = RustTarget(Version::Stable(77, 0));
    /// Rust 1.82.
    #[deprecated]
    pub const Stable_1_82: RustTarget = RustTarget(Version::Stable(82, 0));

    /// Whether this target is at least `1.minor`.
    pub(crate) fn at_least(self, minor: u64) -> bool {
        match self.0 {
            Version::Nightly => true,
            Version::Stable(m, _) => m >= minor,
        }
    }

    /// The newest edition this target supports.
    pub(crate) fn latest_edition(self) -> RustEdition {
        if self.at_least(85) {
            RustEdition::Edition2024
        } else if self.at_least(56) {
            RustEdition::Edition2021
        } else {
            RustEdition::Edition2018
        }
    }
}

impl Default for RustTarget {
    fn default() -> Self {
        LATEST_STABLE_RUST
    }
}

impl fmt::Display for RustTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Version::Nightly => f.write_str("nightly"),
            Version::Stable(minor, patch) => write!(f, "1.{minor}.{patch}"),
        }
    }
}

impl FromStr for RustTarget {
    type Err = io::Error;
    fn from_str(s: &str) -> Result<Self, io::Error> {
        let err = |why: &str| {
            io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("\"{s}\" is not a valid Rust target, {why}"),
            )
        };
        if s == "nightly" {
            return Ok(RustTarget::nightly());
        }
        // Accept `1.N.P-beta`, `1.N.P-beta.K` and `1.N.P-nightly` as upstream main does.
        let (version, pre) = match s.split_once('-') {
            Some((v, p)) => (v, Some(p)),
            None => (s, None),
        };
        let mut parts = version.split('.');
        let major = parts.next().unwrap_or_default();
        if major != "1" {
            return Err(err("the major version must be 1"));
        }
        let minor: u64 = parts
            .next()
            .ok_or_else(|| err("a minor version is required"))?
            .parse()
            .map_err(|_| err("the minor version must be a number"))?;
        let patch: u64 = match parts.next() {
            Some(p) => p
                .parse()
                .map_err(|_| err("the patch version must be a number"))?,
            None => 0,
        };
        if parts.next().is_some() {
            return Err(err("too many version components"));
        }
        let minor = match pre {
            None => minor,
            Some("nightly") => minor.saturating_sub(1),
            Some(p) if p == "beta" || p.starts_with("beta.") => minor,
            Some(_) => return Err(err("unknown pre-release suffix")),
        };
        RustTarget::stable(minor, patch).map_err(|e| err(&e.to_string()))
    }
}

/// The Rust edition of the generated code.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum RustEdition {
    /// 2018.
    Edition2018,
    /// 2021.
    Edition2021,
    /// 2024.
    Edition2024,
}

/// 2021, the edition a `RustEdition` means when nothing chose one (the
/// generated code itself uses the newest edition its target allows unless
/// `Builder::rust_edition` says otherwise).
impl Default for RustEdition {
    fn default() -> Self {
        RustEdition::Edition2021
    }
}

impl RustEdition {
    /// Whether `target` can compile this edition.
    pub(crate) fn is_available(self, target: RustTarget) -> bool {
        self <= target.latest_edition()
    }
}

/// Error for an unknown edition string.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvalidRustEdition(String);

impl fmt::Display for InvalidRustEdition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{}\" is not a valid Rust edition", self.0)
    }
}

impl std::error::Error for InvalidRustEdition {}

impl FromStr for RustEdition {
    type Err = InvalidRustEdition;
    fn from_str(s: &str) -> Result<Self, InvalidRustEdition> {
        match s {
            "2018" => Ok(Self::Edition2018),
            "2021" => Ok(Self::Edition2021),
            "2024" => Ok(Self::Edition2024),
            _ => Err(InvalidRustEdition(s.to_string())),
        }
    }
}

impl fmt::Display for RustEdition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Edition2018 => "2018",
            Self::Edition2021 => "2021",
            Self::Edition2024 => "2024",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_targets() {
        assert_eq!(
            "1.68".parse::<RustTarget>().unwrap(),
            RustTarget::stable(68, 0).unwrap()
        );
        assert_eq!(
            "1.70.1".parse::<RustTarget>().unwrap().to_string(),
            "1.70.1"
        );
        assert_eq!(
            "1.83.0-nightly".parse::<RustTarget>().unwrap().to_string(),
            "1.82.0"
        );
        assert!("2.0".parse::<RustTarget>().is_err());
        assert!("1.20".parse::<RustTarget>().is_err());
        assert_eq!(
            "nightly".parse::<RustTarget>().unwrap(),
            RustTarget::nightly()
        );
    }

    #[test]
    fn editions_follow_targets() {
        let t = RustTarget::stable(70, 0).unwrap();
        assert!(!RustEdition::Edition2024.is_available(t));
        assert!(RustEdition::Edition2021.is_available(t));
    }
}
