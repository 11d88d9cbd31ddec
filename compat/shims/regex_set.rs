//# root
/// A set of regular expressions matched against whole names, remembering
/// which never matched (the allow/block lists of this line's interface).
#[derive(Debug, Clone, Default)]
pub struct RegexSet {
    items: Vec<Box<str>>,
    set: Option<regex::RegexSet>,
    record_matches: bool,
    matched: ::std::cell::RefCell<Vec<bool>>,
}

impl RegexSet {
    /// An empty set.
    pub fn new() -> RegexSet {
        RegexSet::default()
    }

    /// Whether the set has no expressions.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Adds an expression (matched against the whole name once built).
    pub fn insert<S>(&mut self, string: S)
    where
        S: AsRef<str>,
    {
        self.items.push(string.as_ref().to_owned().into_boxed_str());
        self.set = None;
    }

    /// The expressions, in insertion order.
    pub fn get_items(&self) -> &[Box<str>] {
        &self.items
    }

    /// The expressions that matched nothing so far (when built with
    /// `record_matches`).
    pub fn unmatched_items(&self) -> impl Iterator<Item = &str> {
        let matched = self.matched.borrow().clone();
        self.items
            .iter()
            .enumerate()
            .filter(move |(i, _)| self.record_matches && !matched.get(*i).copied().unwrap_or(false))
            .map(|(_, s)| &**s)
    }

    /// Compiles the set; an invalid expression leaves it matching nothing.
    pub fn build(&mut self, record_matches: bool) {
        let anchored = self.items.iter().map(|s| format!("^(?:{s})$"));
        self.set = regex::RegexSet::new(anchored).ok();
        self.record_matches = record_matches;
        *self.matched.borrow_mut() = vec![false; self.items.len()];
    }

    /// Whether `string` matches one of the expressions.
    pub fn matches<S>(&self, string: S) -> bool
    where
        S: AsRef<str>,
    {
        let Some(set) = &self.set else { return false };
        let hits = set.matches(string.as_ref());
        if self.record_matches {
            let mut matched = self.matched.borrow_mut();
            for i in hits.iter() {
                if let Some(m) = matched.get_mut(i) {
                    *m = true;
                }
            }
        }
        hits.matched_any()
    }
}
