//! The one bounded iteration of the crate: fixpoints over the IR (which
//! template parameters are used, which templates are expressible) and walks
//! along chains (typedef targets, semantic parents, enclosing namespaces).
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
