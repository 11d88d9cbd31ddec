//! `#define` -> constants: collect definitions, evaluate them with the token
//! evaluator, and (with `--clang-macro-fallback`) ask clang about the rest.
//!
//! The stages, each in its own module, hand their data forward:
//! 1. `read`: every definition of the unit, as tokens (callbacks see them);
//! 2. `table`: the definitions in force at the end (last one wins);
//! 3. `evaluate`: each body through the token evaluator (`eval/`);
//! 4. `candidates` + `fallback`: the failed bodies worth asking clang about,
//!    asked in one helper unit, then evaluated again with its answers;
//! 5. `to_ir`: IR constants, with every emitted name kept unique.
//! 6. with `--generate-fn-macros`, `fn_macro`: the function-like macros as
//!    typed `const fn` bodies (on the unit's thread, in `finish`: it reads the
//!    declarations and may ask callbacks).
//!
//! This module only drives them: stages 2 to 5 run on a worker thread while
//! the declarations are walked (`start`), and their result is joined later
//! by the driver (`finish`, or `finish_late` once the other items are
//! generated).

mod candidates;
pub(crate) mod eval;
mod evaluate;
mod expand;
mod fallback;
mod fn_macro;
mod lex;
#[cfg(test)]
mod lex_vs_clang;
mod literal;
mod model;
mod read;
mod table;
mod to_ir;
mod undef;
#[cfg(test)]
mod worker_tests;

use super::Inputs;
use crate::clang::{Cursor, TranslationUnit};
use crate::error::BindgenError;
use crate::fasthash::FastSet;
use crate::ir::{FnMacroFn, Ir, MacroConst, MacroValueIr};
use crate::options::plan::Plan;
use crate::options::BindgenOptions;
use candidates::fallback_candidates;
use evaluate::{evaluable, evaluate_all};
pub(crate) use fallback::EarlyUnit;
use model::DataModel;
use read::{read_defs, RawDef};
use std::collections::HashMap;
use table::{build_table, MacroTable};
use to_ir::{drop_clashing_macros, drop_clashing_vars, to_ir};

/// Macro work started before the declarations are walked: the definitions,
/// their token-evaluated values and, when clang has to be asked, the helper
/// unit parsing on another thread meanwhile.
pub(crate) struct Pending {
    /// The worker's answer, sent before it frees its table and releases
    /// the helper unit.
    evaluated: std::sync::mpsc::Receiver<Evaluated>,
    worker: Worker,
    /// Names that could become constants (object-like macros, except those
    /// that only restate their own name), when joining late is allowed.
    /// (Sent by whichever thread builds the table; received once.)
    possible_names: Option<std::sync::mpsc::Receiver<FastSet<String>>>,
    /// With `--generate-fn-macros`: what the unit asking clang the types of
    /// the translated macros is built from.
    fn_types: Option<FnTypeUnit>,
}

/// What the helper unit for the translated macros' types is built from.
struct FnTypeUnit {
    inputs: Inputs,
    build_dir: Option<std::path::PathBuf>,
}

/// Defining this macro makes the worker thread panic, in this crate's own
/// tests only (to check that the panic becomes an error).
#[cfg(test)]
pub(crate) const TEST_PANIC_MACRO: &str = "BINDGEN_TEST_PANIC_IN_MACRO_WORKER";

/// The macro worker thread, joined when dropped. After sending its results
/// it still frees its table and releases the early helper unit (whose
/// directory is then removed); whoever holds this decides when to wait.
pub(crate) struct Worker(Option<std::thread::JoinHandle<()>>);

impl Worker {
    /// Waits for the thread and describes its panic, if it panicked (used
    /// once its results are known to be missing).
    fn panic_message(mut self) -> String {
        let Some(h) = self.0.take() else {
            return "the macro evaluation thread is gone".into();
        };
        match h.join() {
            Ok(()) => "the macro evaluation thread ended without its results".into(),
            Err(payload) => {
                let what = payload
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| payload.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "no message".into());
                format!("the macro evaluation thread panicked: {what}")
            }
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        if let Some(h) = self.0.take() {
            // Its results were already received; a panic while it cleans up
            // loses nothing but is still worth a line.
            if h.join().is_err() {
                crate::logging::warn("the macro evaluation thread panicked while cleaning up");
            }
        }
    }
}

/// What the worker thread hands back: the constants with a value, in
/// definition order, and for each whether its body only restates its name
/// (`#define X X`). The table itself is dropped on the worker, after
/// sending: freeing it costs several milliseconds on big inputs.
struct Evaluated {
    consts: Vec<MacroConst>,
    restates_name: Vec<bool>,
    /// With `--generate-fn-macros`: the translated function-like macros,
    /// or, when callbacks must see them (on the unit's thread), what
    /// translating them needs.
    fn_macros: FnMacroWork,
}

/// The function-like macros' translation, done or still to do.
enum FnMacroWork {
    Done(Vec<FnMacroFn>),
    ToDo(Box<FnMacroInput>),
}

/// What `fn_macro::translate_all` reads, handed to the unit's thread.
struct FnMacroInput {
    table: MacroTable,
    values: Vec<Option<(model::MacroValue, bool)>>,
    undefined: std::collections::HashSet<String>,
    dm: DataModel,
    /// The predefined macros' values (see `fn_macro::predefined_values`).
    predefined: Vec<(String, model::MacroValue)>,
}

/// Collects and evaluates the object-like macros of the translation unit.
///
/// Order of work: read the definitions and what the `#undef` scan needs from
/// the unit (both need the unit, so they run here); then, on a worker thread
/// while the caller walks the declarations, build the table (here instead
/// with callbacks or the fallback), settle the `#undef`s the file text can
/// decide, evaluate every body with the token evaluator and (only when
/// needed) ask clang once about the rest (`fallback.rs`): the values of the
/// failed macros and the `#undef`s the text could not settle; then evaluate
/// again with clang's answers.
pub(crate) fn start(
    tu: &TranslationUnit<'_>,
    cursors: &[Cursor<'_>],
    opts: &BindgenOptions,
    plan: &Plan,
    inputs: &Inputs,
    target: &crate::parse::target_facts::TargetFacts,
    early: Option<EarlyUnit>,
) -> Pending {
    let defs = read_defs(tu, cursors, opts, inputs);
    let facts = undef::gather(tu);
    // In C, `#define stdin stdin` can never be a constant (a variable is no
    // constant expression there); in C++ a `const` variable can.
    let cxx = inputs.cxx;
    let want_names = plan.late_macro_join.on;
    let (names_sender, names) = std::sync::mpsc::channel();
    let send_names = move |defs: &[RawDef]| {
        if want_names {
            let restates =
                |d: &RawDef| !cxx && d.toks.len() == 2 && d.toks[1].text == d.toks[0].text;
            let set: FastSet<String> = defs
                .iter()
                .filter(|d| !d.is_function && !restates(d))
                .map(|d| d.toks[0].text.clone())
                .collect();
            let _ = names_sender.send(set);
        }
    };
    // Where the table is built is the plan's; an early helper unit that was
    // planned but did not start counts as none (`builder/plan.rs`).
    let worker_builds =
        plan.macro_table_on_worker.on && (early.is_some() || !plan.early_helper_unit.on);
    let (defs, early_table, send_names) = if worker_builds {
        (defs, None, Some(send_names))
    } else {
        send_names(&defs);
        let table = build_table(defs, Some(opts), &facts.undef_names());
        (Vec::new(), Some(table), None)
    };
    let dm = DataModel {
        long_bits: target.long_bits,
        pointer_bits: (target.pointer_size * 8) as u32,
        char_signed: target.char_signed,
    };
    let fallback = opts.clang_macro_fallback;
    let fn_macros = opts.generate_fn_macros;
    let predefined = if fn_macros {
        fn_macro::predefined_values(tu, cursors, &dm)
    } else {
        Vec::new()
    };
    let fn_types = fn_macros.then(|| FnTypeUnit {
        inputs: inputs.clone(),
        build_dir: opts.clang_macro_fallback_build_dir.clone(),
    });
    let inputs = inputs.clone();
    let build_dir = opts.clang_macro_fallback_build_dir.clone();
    let (send, evaluated) = std::sync::mpsc::channel();
    let mut early = early;
    let worker = std::thread::spawn(move || {
        #[cfg(test)]
        if defs.iter().any(|d| d.toks[0].text == TEST_PANIC_MACRO) {
            panic!("{TEST_PANIC_MACRO} is defined");
        }
        if let Some(send_names) = send_names {
            send_names(&defs);
        }
        let table = early_table.unwrap_or_else(|| build_table(defs, None, &facts.undef_names()));
        let scan_started = std::time::Instant::now();
        let scan = undef::scan(&facts, &table);
        crate::logging::debug(&format!("#undef scan took {:?}", scan_started.elapsed()));
        let mut undefined = scan.undefined;
        let started = std::time::Instant::now();
        let mut results = evaluate_all(&table, &undefined, &HashMap::new(), None, &dm);
        crate::logging::debug(&format!(
            "evaluated {} macro bodies in {:?}",
            table.objects.len(),
            started.elapsed()
        ));
        let candidates = if fallback {
            let failed: Vec<usize> = results
                .iter()
                .enumerate()
                .filter(|(i, r)| r.is_none() && evaluable(&table.objects[*i], &undefined))
                .map(|(i, _)| i)
                .collect();
            fallback_candidates(&table, &failed)
        } else {
            Vec::new()
        };
        if !candidates.is_empty() || !scan.uncertain.is_empty() {
            crate::logging::debug(&format!(
                "asking clang about {} macro value(s) and {} #undef(s): {:?}",
                candidates.len(),
                scan.uncertain.len(),
                scan.uncertain
            ));
            let answers = ask_clang(
                early.as_mut(),
                &inputs,
                build_dir.as_deref(),
                &candidates,
                &scan.uncertain,
            );
            if !answers.values.is_empty() || !answers.undefined.is_empty() {
                // Successes stand unless a name turned out to be undefined.
                let keep = answers.undefined.is_empty();
                undefined.extend(answers.undefined);
                let earlier = keep.then_some(results.as_slice());
                results = evaluate_all(&table, &undefined, &answers.values, earlier, &dm);
            }
        }
        let fn_values = fn_macros.then(|| results.clone());
        let consts = to_ir(&table, results);
        let restates_name = consts
            .iter()
            .map(|m| {
                table.object_index.get(&m.name).is_some_and(|&i| {
                    let body = &table.objects[i].body;
                    body.len() == 1 && body[0].text == m.name
                })
            })
            .collect();
        // The translation reads the declarations (typedefs, record sizes,
        // enumeration constants) and may ask callbacks: it runs on the
        // unit's thread once both are there.
        let (fn_macros, table) = match fn_values {
            None => (FnMacroWork::Done(Vec::new()), Some(table)),
            Some(values) => (
                FnMacroWork::ToDo(Box::new(FnMacroInput {
                    table,
                    values,
                    undefined,
                    dm,
                    predefined,
                })),
                None,
            ),
        };
        // Nobody listens any more after a failed run; nothing to report.
        let _ = send.send(Evaluated {
            consts,
            restates_name,
            fn_macros,
        });
        drop(table);
        // An early unit never asked is released (and its thread joined) here.
        drop(early);
    });
    Pending {
        evaluated,
        worker: Worker(Some(worker)),
        possible_names: want_names.then_some(names),
        fn_types,
    }
}

/// Asks clang, through the unit started early when there is one (and that
/// worked), else through a unit built now.
fn ask_clang(
    early: Option<&mut EarlyUnit>,
    inputs: &Inputs,
    build_dir: Option<&std::path::Path>,
    candidates: &[fallback::Candidate],
    probes: &[String],
) -> fallback::Answers {
    if let Some(unit) = early {
        match unit.ask(candidates, probes) {
            Ok(answers) => return answers,
            Err(e) => crate::logging::debug(&format!("early helper unit not used: {e}")),
        }
    }
    fallback::ask_clang(inputs, build_dir, candidates, probes)
}

/// Whether some variable could lose its name to a macro constant (which
/// would change what is selected and emitted before a late join). Only known
/// when the plan has the late join on (else `true`).
pub(crate) fn names_clash(pending: &Pending, ir: &Ir) -> bool {
    !pending
        .possible_names
        .as_ref()
        .and_then(|names| names.recv().ok())
        .is_some_and(|names| !ir.vars.iter().any(|v| names.contains(&v.name)))
}

/// [`finish`] without dropping variables, for a late join (where no variable
/// can clash, see [`names_clash`]): the IR is only read. Also returns the
/// worker, still cleaning up.
///
/// A worker that ended without its results (it panicked) is an error: the
/// run must not succeed with its macro constants silently missing.
pub(crate) fn finish_late(
    pending: Pending,
    opts: &BindgenOptions,
    ir: &Ir,
) -> Result<(Vec<MacroConst>, Worker), BindgenError> {
    let (consts, fns, worker) = finish_all(pending, opts, ir)?;
    // A late join never happens with `--generate-fn-macros` (see
    // `builder/plan.rs`).
    debug_assert!(fns.is_empty());
    Ok((consts, worker))
}

/// The constants to emit and the translated function-like macros.
fn finish_all(
    pending: Pending,
    opts: &BindgenOptions,
    ir: &Ir,
) -> Result<(Vec<MacroConst>, Vec<FnMacroFn>, Worker), BindgenError> {
    let Pending {
        evaluated,
        worker,
        fn_types,
        ..
    } = pending;
    let Ok(Evaluated {
        consts,
        restates_name,
        fn_macros,
    }) = evaluated.recv()
    else {
        return Err(BindgenError::Internal(worker.panic_message()));
    };
    let fns = match fn_macros {
        FnMacroWork::Done(fns) => fns,
        FnMacroWork::ToDo(input) => {
            let mut ask = |info: &crate::callbacks::FnMacroInfo<'_>| {
                let mut answer = crate::callbacks::FnMacroBehavior::Default;
                for cb in &opts.parse_callbacks {
                    match cb.fn_macro(info) {
                        crate::callbacks::FnMacroBehavior::Default => {}
                        other => answer = other,
                    }
                }
                answer
            };
            let started = std::time::Instant::now();
            let names = fn_macro::Names::from_ir(ir, &input.dm);
            let t = fn_macro::translate_all(
                &input.table,
                &names,
                &input.values,
                &input.predefined,
                &input.undefined,
                &input.dm,
                &mut ask,
            );
            crate::logging::debug(&format!(
                "translated {} function-like macros in {:?}",
                t.fns.len(),
                started.elapsed()
            ));
            match fn_types {
                Some(unit) if !t.fns.is_empty() => {
                    let prelude = (!unit.inputs.cxx)
                        .then(|| fn_macro::prelude(ir, &input.table, &input.undefined, &input.dm));
                    let types = fn_macro::ask_types(
                        &t.fns,
                        prelude.as_deref(),
                        &unit.inputs,
                        unit.build_dir.as_deref(),
                    );
                    fn_macro::check_types(t.fns, &types, &input.dm)
                }
                _ => t.fns,
            }
        }
    };
    for m in &consts {
        if let MacroValueIr::Str(s) = &m.value {
            for cb in &opts.parse_callbacks {
                cb.str_macro(&m.name, s);
            }
        }
    }
    let consts = drop_clashing_macros(opts, ir, consts, &restates_name);
    let fns = fn_macro::drop_clashing(ir, &consts, fns);
    Ok((consts, fns, worker))
}

/// Waits for the worker's values and returns the constants to emit.
///
/// Keeps every emitted name unique: a macro wins over a C variable of the same
/// name (the variable is dropped, as upstream does), while an enum constant or
/// a function wins over a macro (the macro is dropped, with a warning).
pub(crate) fn finish(
    pending: Pending,
    opts: &BindgenOptions,
    ir: &mut Ir,
) -> Result<Vec<MacroConst>, BindgenError> {
    let (out, fns, worker) = finish_all(pending, opts, ir)?;
    drop(worker);
    drop_clashing_vars(ir, &out);
    ir.fn_macros = fns;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::candidates::may_be_string;
    use super::*;
    use crate::ir::SourceLoc;
    use std::collections::HashSet;

    /// A table from `#define` lines (without the `#define`).
    fn table(lines: &[&str]) -> MacroTable {
        let mode = lex::LexMode { gnu_keywords: true };
        let defs = lines
            .iter()
            .map(|l| {
                let toks = lex::lex_definition(l.as_bytes(), mode).expect("lexes");
                let is_function = l.as_bytes().get(toks[0].text.len()) == Some(&b'(');
                RawDef {
                    toks,
                    loc: SourceLoc::default(),
                    is_function,
                }
            })
            .collect();
        build_table(defs, None, &HashSet::new())
    }

    #[test]
    fn string_expansions_are_found_through_other_macros() {
        let t = table(&[
            "NAME \"dev\"",
            "STR(x) #x",
            "VIA_NAME (NAME)",
            "VIA_STR STR(abc)",
            "NUMBER (sizeof(int) + 1)",
            "VIA_NUMBER (NUMBER * 2)",
        ]);
        let mut memo = HashMap::new();
        let body = |n: &str| &t.objects[t.object_index[n]].body;
        for (name, expected) in [
            ("NAME", true),
            ("VIA_NAME", true),
            ("VIA_STR", true),
            ("NUMBER", false),
            ("VIA_NUMBER", false),
        ] {
            assert_eq!(may_be_string(body(name), &t, &mut memo), expected, "{name}");
        }
    }
}
