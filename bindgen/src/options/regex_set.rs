//! Anchored regex lists for allow/block/opaque and style options.

use regex::Regex;
use std::sync::atomic::{AtomicBool, Ordering};

/// A list of patterns, each matched anchored as `^(P)$`.
#[derive(Debug, Default)]
pub struct RegexSet {
    patterns: Vec<String>,
    compiled: Vec<Option<Regex>>,
    /// Which patterns matched something (for `unmatched`). Atomic because
    /// code generation may match from two threads.
    matched: Vec<AtomicBool>,
}

impl Clone for RegexSet {
    fn clone(&self) -> Self {
        RegexSet {
            patterns: self.patterns.clone(),
            compiled: self.compiled.clone(),
            matched: self
                .matched
                .iter()
                .map(|m| AtomicBool::new(m.load(Ordering::Relaxed)))
                .collect(),
        }
    }
}

impl RegexSet {
    /// Adds a pattern (stored as given; anchoring happens at build time).
    pub fn insert(&mut self, pattern: impl Into<String>) {
        self.patterns.push(pattern.into());
        self.compiled.clear();
    }

    /// The patterns as given by the user.
    pub fn patterns(&self) -> &[String] {
        &self.patterns
    }

    /// Whether no pattern was given.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// Compiles the patterns; returns each invalid one with the parser's
    /// explanation (an invalid pattern never matches).
    pub fn build(&mut self) -> Vec<(String, String)> {
        let mut errors = Vec::new();
        self.compiled = self
            .patterns
            .iter()
            .map(|p| match Regex::new(&format!("^({p})$")) {
                Ok(r) => Some(r),
                Err(e) => {
                    errors.push((p.clone(), e.to_string()));
                    None
                }
            })
            .collect();
        self.matched = self
            .patterns
            .iter()
            .map(|_| AtomicBool::new(false))
            .collect();
        errors
    }

    /// Whether any pattern matches `name` completely.
    pub fn matches(&self, name: &str) -> bool {
        let mut any = false;
        for (i, r) in self.compiled.iter().enumerate() {
            if r.as_ref().is_some_and(|r| r.is_match(name)) {
                self.matched[i].store(true, Ordering::Relaxed);
                any = true;
            }
        }
        any
    }

    /// Patterns that never matched anything.
    pub fn unmatched(&self) -> Vec<&str> {
        self.patterns
            .iter()
            .zip(&self.matched)
            .filter(|(_, m)| !m.load(Ordering::Relaxed))
            .map(|(p, _)| p.as_str())
            .collect()
    }
}
