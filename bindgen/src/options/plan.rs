//! The execution plan of one run: which fast paths apply, and why.
//!
//! The driver (`builder/plan.rs`) computes it from the options before
//! anything runs, then settles the two facts only the run itself can tell
//! (what rustfmt's configuration is, and whether a variable shares a macro
//! constant's name). Every stage reads its decisions here instead of
//! keeping its own list of options that rule a fast path out: an option
//! that changes item order, or that callbacks or a formatter would notice,
//! is weighed once, in the driver.
//!
//! A fast path never changes the output: each one produces the same bytes
//! as the plain path, only sooner.

use std::fmt;

/// One fast path: whether it applies, and the reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct FastPath {
    /// Whether the stage takes the fast path.
    pub on: bool,
    /// Why (shown by `--time-phases`).
    pub why: &'static str,
}

impl FastPath {
    /// Taken, because `why`.
    pub(crate) const fn on(why: &'static str) -> FastPath {
        FastPath { on: true, why }
    }

    /// Not taken, because `why`.
    pub(crate) const fn off(why: &'static str) -> FastPath {
        FastPath { on: false, why }
    }

    /// Turns this path off, for `why`, when `blocked`.
    pub(crate) fn unless(self, blocked: bool, why: &'static str) -> FastPath {
        if self.on && blocked {
            FastPath::off(why)
        } else {
            self
        }
    }

    /// Gives a path still on its reason (the rules above only say why a
    /// path is off).
    pub(crate) fn or_why(self, why: &'static str) -> FastPath {
        if self.on {
            FastPath::on(why)
        } else {
            self
        }
    }
}

/// The fast paths of one run (see `builder/plan.rs` for the rules).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Plan {
    /// Parse: the clang fallback's helper unit starts parsing at the start
    /// of the run, on its own thread.
    pub early_helper_unit: FastPath,
    /// Parse: the macro table is built on the macro worker thread.
    pub macro_table_on_worker: FastPath,
    /// Driver: macro constants are joined after the other items are
    /// generated, so their evaluation overlaps analysis and codegen.
    pub late_macro_join: FastPath,
    /// Codegen and formatting: items are printed directly in rustfmt's
    /// default layout instead of by rustfmt.
    pub direct_printing: FastPath,
    /// Codegen: this thread's items are printed (model items as text, token
    /// items read by the direct printer) before the late join.
    pub direct_text: FastPath,
    /// Codegen: big inputs are generated on two threads
    /// (`codegen/parallel.rs`; the split itself is chosen by weight).
    pub codegen_split: FastPath,
    /// Parse: libclang skips the bodies of C++ functions (C bodies are
    /// always skipped: nothing in them reaches the bindings).
    pub skip_cxx_bodies: FastPath,
}

impl fmt::Display for Plan {
    /// One `[plan]` line per fast path, as `--time-phases` prints them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rows = [
            ("early helper unit", self.early_helper_unit),
            ("macro table on worker", self.macro_table_on_worker),
            ("late macro join", self.late_macro_join),
            ("direct printing", self.direct_printing),
            ("direct text", self.direct_text),
            ("codegen split", self.codegen_split),
            ("skip C++ bodies", self.skip_cxx_bodies),
        ];
        for (name, path) in rows {
            let state = if path.on { "on" } else { "off" };
            writeln!(f, "[plan] {name}: {state} ({})", path.why)?;
        }
        Ok(())
    }
}
