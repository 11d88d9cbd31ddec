//! Stage 2: the table of definitions in force at the end of the input
//! (last definition wins), and the environment the evaluator reads it through.

use super::model;
use super::read::{function_like, modified_body, report_func_macro, RawDef};
use crate::fasthash::FastMap;
use crate::ir::SourceLoc;
use crate::options::BindgenOptions;
use model::{FnMacro, MacroEnv, MacroValue, Tok, TokKind};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

/// One object-like definition as written.
#[derive(Clone, Debug)]
pub(crate) struct ObjectDef {
    pub name: String,
    pub body: Vec<Tok>,
    pub loc: SourceLoc,
    /// Whether a `modify_macro` callback changed the body.
    pub rewritten: bool,
}

/// All definitions seen, final state (last definition wins).
#[derive(Default)]
pub(crate) struct MacroTable {
    pub objects: Vec<ObjectDef>,
    pub object_index: FastMap<String, usize>,
    pub functions: FastMap<String, FnMacro>,
    /// Function-like definitions in the order first seen, with the
    /// position of the last one (for `--generate-fn-macros`, which emits
    /// them in this order).
    pub function_order: Vec<String>,
    pub function_locs: FastMap<String, SourceLoc>,
    /// Every object-like definition's position (file, line), by name, in
    /// order, for the names some `#undef` mentions (see `undef.rs`).
    pub def_lines: HashMap<String, Vec<(String, u32)>>,
}

pub(super) struct Env<'a> {
    pub(super) table: &'a MacroTable,
    /// Bodies of the object-like macros still defined at the end of the input.
    pub(super) bodies: FastMap<&'a str, &'a [Tok]>,
    pub(super) values: RefCell<FastMap<String, MacroValue>>,
}

impl<'a> Env<'a> {
    pub(super) fn new(table: &'a MacroTable, undefined: &HashSet<String>) -> Env<'a> {
        let bodies = table
            .objects
            .iter()
            .filter(|d| !undefined.contains(&d.name))
            .map(|d| (d.name.as_str(), d.body.as_slice()))
            .collect();
        let mut values = FastMap::default();
        values.reserve(table.objects.len());
        Env {
            table,
            bodies,
            values: RefCell::new(values),
        }
    }
}

impl MacroEnv for Env<'_> {
    fn object(&self, name: &str) -> Option<MacroValue> {
        self.values.borrow().get(name).cloned()
    }
    fn function(&self, name: &str) -> Option<&FnMacro> {
        self.table.functions.get(name)
    }
    fn object_tokens(&self, name: &str) -> Option<&[Tok]> {
        self.bodies.get(name).copied()
    }
}

/// Builds the table from the definitions in order (the last one wins);
/// `callbacks` (only on the unit's thread) see and may rewrite them. The
/// positions of every definition are kept for the `undefined` names.
pub(super) fn build_table(
    defs: Vec<RawDef>,
    callbacks: Option<&BindgenOptions>,
    undefined: &HashSet<&str>,
) -> MacroTable {
    let mut table = MacroTable::default();
    for RawDef {
        mut toks,
        loc,
        is_function,
    } in defs
    {
        let name = toks[0].text.clone();
        if is_function {
            if let Some(def) = function_like(&toks[1..]) {
                if let Some(opts) = callbacks {
                    report_func_macro(opts, &name, &toks[1..], &def);
                }
                if table.function_locs.insert(name.clone(), loc).is_none() {
                    table.function_order.push(name.clone());
                }
                table.functions.insert(name, def);
            }
            continue;
        }
        table.functions.remove(&name);
        let (body, rewritten) = match callbacks {
            Some(opts) => {
                let body = modified_body(opts, &name, toks[1..].to_vec());
                let rewritten = body.len() != toks.len() - 1
                    || body.iter().zip(&toks[1..]).any(|(a, b)| a.text != b.text);
                (body, rewritten)
            }
            None => (toks.split_off(1), false),
        };
        if undefined.contains(name.as_str()) {
            table
                .def_lines
                .entry(name.clone())
                .or_default()
                .push((loc.file.clone(), loc.line));
        }
        match table.object_index.get(&name) {
            Some(&i) => {
                table.objects[i] = ObjectDef {
                    name,
                    body,
                    loc,
                    rewritten,
                }
            }
            None => {
                table.object_index.insert(name.clone(), table.objects.len());
                table.objects.push(ObjectDef {
                    name,
                    body,
                    loc,
                    rewritten,
                });
            }
        }
    }
    table
}

/// Whether `name` is a target or its expansion (through object-like and
/// function-like macros) can reach one. `memo` must belong to one `is_target`.
pub(super) fn reaches(
    name: &str,
    table: &MacroTable,
    is_target: &dyn Fn(&str) -> bool,
    memo: &mut HashMap<String, bool>,
) -> bool {
    if is_target(name) {
        return true;
    }
    if let Some(&t) = memo.get(name) {
        return t;
    }
    // Provisional answer while the name is being expanded (breaks cycles).
    memo.insert(name.to_string(), false);
    let body: &[Tok] = match (table.object_index.get(name), table.functions.get(name)) {
        (Some(&i), _) => &table.objects[i].body,
        (None, Some(f)) => &f.body,
        (None, None) => return false,
    };
    let t = body
        .iter()
        .any(|t| t.kind == TokKind::Ident && reaches(&t.text, table, is_target, memo));
    memo.insert(name.to_string(), t);
    t
}
