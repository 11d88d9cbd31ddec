//! Logging: warnings about the input, informational and debug decisions, and
//! the holding back of a helper thread's messages so they replay in order.
//!
//! A leaf: every layer logs through it, and it imports nothing of the crate.

/// The log target of every message: the module that logged them before this
/// one existed. The CLI's logger prints it (`[WARN  bindgen::error] ...`), and
/// `RUST_LOG` filters name it, so it stays as users have seen it.
#[cfg(feature = "logging")]
const TARGET: &str = "bindgen::error";

/// A message held back by [`Held`] instead of being logged at once.
pub(crate) enum HeldMessage {
    Warn(String),
    /// (Only made when debug logging exists and is on.)
    #[cfg_attr(not(feature = "logging"), allow(dead_code))]
    Debug(String),
    /// (Only made when info logging exists and is on.)
    #[cfg_attr(not(feature = "logging"), allow(dead_code))]
    Info(String),
}

thread_local! {
    /// Messages of this thread held back for the caller, when set.
    static HELD: std::cell::RefCell<Option<Vec<HeldMessage>>> =
        const { std::cell::RefCell::new(None) };
}

/// Holds back this thread's warnings and debug messages until [`Held::take`],
/// so that work done on a helper thread reports in the same order as if it
/// had run in sequence (see `codegen/parallel.rs`).
pub(crate) struct Held;

impl Held {
    /// Starts holding this thread's messages.
    pub(crate) fn start() -> Held {
        HELD.with(|h| *h.borrow_mut() = Some(Vec::new()));
        Held
    }

    /// Stops holding and returns the messages, oldest first.
    pub(crate) fn take(self) -> Vec<HeldMessage> {
        HELD.with(|h| h.borrow_mut().take()).unwrap_or_default()
    }
}

/// Logs messages held back on another thread, in order.
pub(crate) fn replay(messages: Vec<HeldMessage>) {
    for m in messages {
        match m {
            HeldMessage::Warn(s) => warn(&s),
            HeldMessage::Debug(s) => debug(&s),
            HeldMessage::Info(s) => info(&s),
        }
    }
}

/// Holds `make()`'s message when this thread holds messages (and says so);
/// the message is only built when it is held.
fn held(make: impl FnOnce() -> HeldMessage) -> bool {
    HELD.with(|h| match h.borrow_mut().as_mut() {
        Some(list) => {
            list.push(make());
            true
        }
        None => false,
    })
}

/// Logs a warning about the input (also printed to stderr by the CLI's logger).
///
/// When no logger would show it and this process is a cargo build script,
/// each line becomes a `cargo:warning=` line instead, which cargo prints:
/// build scripts seldom install a logger, and cargo hides their stderr, so
/// otherwise a warning reaches nobody.
pub(crate) fn warn(msg: &str) {
    if held(|| HeldMessage::Warn(msg.to_string())) {
        return;
    }
    #[cfg(feature = "logging")]
    if log::log_enabled!(target: TARGET, log::Level::Warn) {
        log::warn!(target: TARGET, "{msg}");
        return;
    }
    if in_build_script() {
        for line in msg.lines() {
            println!("cargo:warning={line}");
        }
    }
}

/// Whether cargo runs this process as a build script: cargo sets `OUT_DIR`
/// and the `CARGO_CFG_*` variables for build scripts only. (Read directly,
/// not through `environment`: reporting them to `read_env_var` would add
/// rerun lines for variables cargo itself sets.)
fn in_build_script() -> bool {
    static IN_BUILD_SCRIPT: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *IN_BUILD_SCRIPT.get_or_init(|| {
        std::env::var_os("OUT_DIR").is_some() && std::env::var_os("CARGO_CFG_TARGET_ARCH").is_some()
    })
}

/// Logs an informational decision: a choice made for the user that they may
/// want to know about, such as the sysroot found for a cross target or a
/// function-like macro left untranslated, with the reason (the CLI shows it
/// with `RUST_LOG=info`).
pub(crate) fn info(msg: &str) {
    #[cfg(feature = "logging")]
    if log::log_enabled!(target: TARGET, log::Level::Info)
        && !held(|| HeldMessage::Info(msg.to_string()))
    {
        log::info!(target: TARGET, "{msg}");
    }
    #[cfg(not(feature = "logging"))]
    let _ = msg;
}

/// Logs a debug decision.
pub(crate) fn debug(msg: &str) {
    #[cfg(feature = "logging")]
    if log::log_enabled!(target: TARGET, log::Level::Debug)
        && !held(|| HeldMessage::Debug(msg.to_string()))
    {
        log::debug!(target: TARGET, "{msg}");
    }
    #[cfg(not(feature = "logging"))]
    let _ = msg;
}
