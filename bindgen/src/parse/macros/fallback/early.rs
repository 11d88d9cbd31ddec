//! The helper unit started in advance (`--clang-macro-fallback` on Unix).
//!
//! Which macros clang must evaluate is known only once the token evaluator
//! has failed on them, late in the run; but most of the helper unit's cost
//! is parsing the inputs again, which does not depend on the questions. So
//! the unit is parsed from the start, on its own thread, while the main
//! parse runs on the other core, and its questions come through a named
//! pipe that the unit includes last: clang parses the inputs, opens the
//! pipe and waits there until the questions are written and the pipe is
//! closed (measured figures: bench/NOTES.md).
//!
//! The protocol keeps every path finite:
//! - the writer opens the pipe without blocking, retrying while clang has
//!   not opened it yet and has not finished either (a fatal error in the
//!   inputs ends the parse before the include);
//! - a unit never asked (no questions, or a failed run) gets an empty pipe,
//!   and its thread is joined when [`EarlyUnit`] is dropped;
//! - the answers must account for every question (`answers_from`), so a
//!   clang that read the pipe differently is noticed; the caller then asks
//!   again the ordinary way.

use super::{
    answers_from, parse_unit, private_dir, questions_source, Answers, Candidate, FallbackError,
    UnitNames,
};
use crate::clang::{Index, UnsavedFile};
use crate::os::{make_pipe, set_blocking};
use crate::parse::Inputs;
use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};

/// The questions, for the unit's thread to read its answers with.
struct Questions {
    candidates: Vec<Candidate>,
    probes: Vec<String>,
}

/// A helper unit being parsed on its own thread, waiting for its questions.
pub(crate) struct EarlyUnit {
    questions_path: String,
    /// Taken when the questions are sent.
    ask: Option<mpsc::Sender<Questions>>,
    answers: mpsc::Receiver<Result<Answers, FallbackError>>,
    /// Set once clang's parse has returned: it no longer opens the pipe.
    parsed: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
    /// Removed after the thread is joined (fields drop after `Drop::drop`).
    _dir: tempfile::TempDir,
}

impl EarlyUnit {
    /// Starts parsing the helper unit; `None` when the pipe cannot be made
    /// (the caller then builds the unit once the questions are known).
    pub(crate) fn start(inputs: &Inputs, build_dir: Option<&Path>) -> Option<EarlyUnit> {
        let dir = private_dir(build_dir).ok()?;
        let names = UnitNames::in_dir(dir.path(), inputs);
        if !names.includable() || !make_pipe(&names.questions) {
            return None;
        }
        let (ask, questions) = mpsc::channel::<Questions>();
        let (answer, answers) = mpsc::channel();
        let parsed = Arc::new(AtomicBool::new(false));
        let done = parsed.clone();
        let inputs = inputs.clone();
        let questions_path = names.questions.clone();
        let thread = std::thread::spawn(move || {
            let result = (|| -> Result<Option<Answers>, FallbackError> {
                let index = Index::new()?;
                let mut unsaved = inputs.unsaved();
                unsaved.push(UnsavedFile::new(&names.unit, &names.unit_text()));
                let tu = parse_unit(&index, &inputs, &names, &unsaved);
                done.store(true, Ordering::Release);
                let tu = tu?;
                // No questions: the run ended without asking.
                let Ok(q) = questions.recv() else {
                    return Ok(None);
                };
                #[cfg(test)]
                if q.candidates.iter().any(|c| c.name == TEST_PANIC_CANDIDATE) {
                    panic!("{TEST_PANIC_CANDIDATE} was asked");
                }
                answers_from(&tu, &names.questions, &q.candidates, &q.probes).map(Some)
            })();
            done.store(true, Ordering::Release);
            match result {
                Ok(Some(a)) => drop(answer.send(Ok(a))),
                Err(e) => drop(answer.send(Err(e))),
                Ok(None) => {}
            }
        });
        Some(EarlyUnit {
            questions_path,
            ask: Some(ask),
            answers,
            parsed,
            thread: Some(thread),
            _dir: dir,
        })
    }

    /// Asks the questions and waits for clang's answers.
    pub(crate) fn ask(
        &mut self,
        candidates: &[Candidate],
        probes: &[String],
    ) -> Result<Answers, FallbackError> {
        let ask = self.ask.take().ok_or(FallbackError::AskedTwice)?;
        let text = questions_source(candidates, probes);
        // Sent first: the thread needs them as soon as clang returns.
        ask.send(Questions {
            candidates: candidates.to_vec(),
            probes: probes.to_vec(),
        })
        .map_err(|_| FallbackError::ThreadEndedEarly)?;
        self.feed(text.as_bytes());
        self.answers.recv().map_err(|_| FallbackError::NoAnswers)?
    }

    /// Writes `text` into the pipe once clang has opened it, then closes it
    /// (clang reads to the end); gives up if clang's parse ended without
    /// opening it.
    fn feed(&self, text: &[u8]) {
        loop {
            let opened = std::fs::OpenOptions::new()
                .write(true)
                .custom_flags(libc::O_NONBLOCK)
                .open(&self.questions_path);
            match opened {
                Ok(mut pipe) => {
                    // Blocking again: the text may exceed the pipe's buffer.
                    set_blocking(&pipe);
                    let _ = pipe.write_all(text);
                    return;
                }
                // The pipe is gone: clang cannot be waiting on it either.
                Err(e) if e.raw_os_error() == Some(libc::ENOENT) => return,
                // No reader yet (ENXIO), or a passing failure (EINTR, out of
                // descriptors): clang may still open the pipe and would then
                // wait forever for a writer, so retry until its parse is over.
                Err(_) => {
                    // (A thread that ended without saying so panicked.)
                    let ended = self.thread.as_ref().map_or(true, |t| t.is_finished());
                    if self.parsed.load(Ordering::Acquire) || ended {
                        return;
                    }
                    std::thread::sleep(std::time::Duration::from_micros(200));
                }
            }
        }
    }
}

impl Drop for EarlyUnit {
    fn drop(&mut self) {
        if self.ask.take().is_some() {
            // Never asked: an empty pipe lets clang finish.
            self.feed(b"");
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// A candidate whose question makes the unit's thread panic, in this
/// crate's own tests only.
#[cfg(test)]
const TEST_PANIC_CANDIDATE: &str = "BINDGEN_TEST_PANIC_IN_HELPER_UNIT";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::macros::model::MacroValue;

    fn inputs_for(dir: &Path, text: &str) -> Inputs {
        let main = dir.join("in.h");
        std::fs::write(&main, text).expect("write header");
        let main = main.to_string_lossy().into_owned();
        Inputs {
            main: main.clone(),
            args: Vec::new(),
            contents: Vec::new(),
            pointer_size: 8,
            big_endian: false,
            char_signed: true,
            all_headers: vec![main],
            cxx: false,
        }
    }

    fn candidate(name: &str) -> Candidate {
        Candidate {
            name: name.into(),
            expr: name.into(),
            may_be_string: false,
            type_only: false,
        }
    }

    #[test]
    fn answers_through_the_pipe() {
        let dir = tempfile::tempdir().expect("temp dir");
        let inputs = inputs_for(
            dir.path(),
            "struct pair { int a; int b; };\n#define PAIR_SIZE sizeof(struct pair)\n#define BROKEN (1 +)\n#define GONE 1\n#undef GONE\n",
        );
        let build = tempfile::tempdir().expect("build dir");
        let mut unit = EarlyUnit::start(&inputs, Some(build.path())).expect("pipe");
        let cands = [candidate("PAIR_SIZE"), candidate("BROKEN")];
        let answers = unit.ask(&cands, &["GONE".to_string()]).expect("answers");
        assert!(matches!(
            answers.values.get("PAIR_SIZE"),
            Some(MacroValue::Int { value: 8, .. })
        ));
        assert!(!answers.values.contains_key("BROKEN"));
        assert!(answers.undefined.contains("GONE"));
        drop(unit);
        assert_eq!(std::fs::read_dir(build.path()).unwrap().count(), 0);
    }

    #[test]
    fn a_unit_never_asked_finishes() {
        let dir = tempfile::tempdir().expect("temp dir");
        let inputs = inputs_for(dir.path(), "#define A 1\n");
        let build = tempfile::tempdir().expect("build dir");
        let unit = EarlyUnit::start(&inputs, Some(build.path())).expect("pipe");
        drop(unit);
        assert_eq!(std::fs::read_dir(build.path()).unwrap().count(), 0);
    }

    /// Runs `f` on a thread and fails if it takes longer than a few seconds
    /// (a hang must fail the test, not stall the suite).
    fn within_seconds<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || drop(tx.send(f())));
        rx.recv_timeout(std::time::Duration::from_secs(20))
            .expect("the helper unit did not finish within 20 s")
    }

    #[test]
    fn a_panic_on_the_unit_thread_is_an_error_not_a_hang() {
        within_seconds(|| {
            let dir = tempfile::tempdir().expect("temp dir");
            let inputs = inputs_for(dir.path(), "#define A 1\n");
            let mut unit = EarlyUnit::start(&inputs, None).expect("pipe");
            let asked = unit.ask(&[candidate(TEST_PANIC_CANDIDATE)], &[]);
            assert!(asked.is_err(), "{asked:?}");
            // Dropping joins the panicked thread without hanging.
            drop(unit);
        });
    }

    /// `#undef` probes for far more text than a pipe holds (64 KiB on
    /// Linux): clang must read while this side writes.
    fn many_probes() -> Vec<String> {
        (0..6000).map(|i| format!("NOT_DEFINED_{i:05}")).collect()
    }

    #[test]
    fn questions_bigger_than_the_pipe_buffer_are_answered() {
        within_seconds(|| {
            let dir = tempfile::tempdir().expect("temp dir");
            let inputs = inputs_for(dir.path(), "#define SIZE sizeof(long)\n");
            let mut unit = EarlyUnit::start(&inputs, None).expect("pipe");
            let answers = unit
                .ask(&[candidate("SIZE")], &many_probes())
                .expect("answers");
            assert!(answers.values.contains_key("SIZE"));
        });
    }

    #[test]
    fn a_fatal_error_with_a_big_question_ends_the_wait() {
        within_seconds(|| {
            let dir = tempfile::tempdir().expect("temp dir");
            let inputs = inputs_for(dir.path(), "#include \"no_such_file.h\"\n");
            let mut unit = EarlyUnit::start(&inputs, None).expect("pipe");
            assert!(unit.ask(&[candidate("A")], &many_probes()).is_err());
        });
    }

    #[test]
    fn a_fatal_error_before_the_pipe_ends_the_wait() {
        let dir = tempfile::tempdir().expect("temp dir");
        let inputs = inputs_for(
            dir.path(),
            "#include \"no_such_file.h\"\n#define A sizeof(int)\n",
        );
        let mut unit = EarlyUnit::start(&inputs, None).expect("pipe");
        // clang stops at the missing file and never opens the pipe: the
        // answers then miss the question, which the caller asks again.
        let asked = unit.ask(&[candidate("A")], &[]);
        assert!(asked.is_err(), "{asked:?}");
    }
}
