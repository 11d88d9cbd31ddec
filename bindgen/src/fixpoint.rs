//! The one bounded iteration of the crate: fixpoints over the IR (which
//! template parameters are used, which templates are expressible) and walks
//! along chains (typedef targets, semantic parents, enclosing namespaces).
//!
//! Recursions over the IR (by-value members, bases, template arguments,
//! declarators) take one guard too: [`too_deep`], with one bound.
//!
//! Every such loop settles in a few rounds on real input; the bound only
//! keeps a bug (a cycle in a chain, a fixpoint that keeps changing) from
//! hanging the run. Running out of rounds is reported as a warning naming
//! the iteration, never used silently.

use crate::logging::warn;

/// Most rounds any fixpoint or chain walk runs. Chains in real code are a
/// handful of links long (typedefs of typedefs, nested namespaces), and
/// fixpoints settle in as many rounds as the longest chain of dependencies.
pub(crate) const MAX_ROUNDS: usize = 256;

/// What one step of a chain walk found.
pub(crate) enum Step<T, R> {
    /// Go on from this link.
    Next(T),
    /// The walk is over, with this answer.
    Done(R),
}

/// Walks a chain from `start`, one `step` at a time, until a step gives
/// its answer. `None` when the chain is longer than [`MAX_ROUNDS`] (a cycle:
/// reported as a warning naming `what`).
pub(crate) fn walk<T, R>(what: &str, start: T, mut step: impl FnMut(T) -> Step<T, R>) -> Option<R> {
    let mut cur = start;
    for _ in 0..MAX_ROUNDS {
        match step(cur) {
            Step::Next(next) => cur = next,
            Step::Done(answer) => return Some(answer),
        }
    }
    not_settled(what);
    None
}

/// Runs `round` until a round changes nothing (it returns `false`). Returns
/// whether it settled; when it did not within [`MAX_ROUNDS`], the last
/// round's state stands and a warning naming `what` says so.
pub(crate) fn fixpoint(what: &str, mut round: impl FnMut() -> bool) -> bool {
    for _ in 0..MAX_ROUNDS {
        if !round() {
            return true;
        }
    }
    not_settled(what);
    false
}

/// Deepest any recursion over the IR goes. Types nest by value, bases and
/// template arguments only as deep as the source spells them; real headers
/// stay far below this.
pub(crate) const MAX_DEPTH: u32 = 64;

/// The guard of a recursion at `depth` (0 at its first call): `true` when
/// it is deeper than [`MAX_DEPTH`], which means a cycle or an absurd input;
/// the caller then answers its conservative fallback, and a warning naming
/// `what` says so.
pub(crate) fn too_deep(what: &str, depth: u32) -> bool {
    too_deep_at(what, depth, MAX_DEPTH)
}

/// [`too_deep`] with a bound of the site's own, for the few recursions whose
/// bound shows in output (each names its constant and why).
pub(crate) fn too_deep_at(what: &str, depth: u32, limit: u32) -> bool {
    if depth <= limit {
        return false;
    }
    warn(&format!(
        "internal: {what} nests deeper than {limit} levels; a conservative answer is used \
         (please report this with the header)"
    ));
    true
}

fn not_settled(what: &str) {
    warn(&format!(
        "internal: {what} did not settle within {MAX_ROUNDS} rounds; its last state is used \
         (please report this with the header)"
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_walk_gives_the_answer_of_its_last_step() {
        let parents = [None, Some(0), Some(1), Some(2)];
        let root = walk("test chain", 3usize, |i| match parents[i] {
            Some(p) => Step::Next(p),
            None => Step::Done(i),
        });
        assert_eq!(root, Some(0));
    }

    #[test]
    fn a_cycle_ends_the_walk_without_an_answer() {
        let next = [1usize, 0];
        let r: Option<()> = walk("test cycle", 0usize, |i| Step::Next(next[i]));
        assert_eq!(r, None);
    }

    #[test]
    fn the_depth_guard_stops_past_its_bound() {
        assert!(!too_deep("test recursion", 0));
        assert!(!too_deep("test recursion", MAX_DEPTH));
        assert!(too_deep("test recursion", MAX_DEPTH + 1));
        assert!(!too_deep_at("test recursion", 3, 3));
        assert!(too_deep_at("test recursion", 4, 3));
    }

    #[test]
    fn a_fixpoint_runs_until_nothing_changes() {
        let mut n = 0;
        assert!(fixpoint("test count", || {
            n += 1;
            n < 10
        }));
        assert_eq!(n, 10);
        assert!(!fixpoint("test forever", || true));
    }
}
