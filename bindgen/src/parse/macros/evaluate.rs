//! Stage 3: evaluating every object-like body with the token evaluator.

use super::table::{reaches, Env, MacroTable, ObjectDef};
use super::{eval, model};
use model::{DataModel, MacroValue};
use std::collections::{HashMap, HashSet};

/// Whether a definition is in force at the end and has a body.
pub(super) fn evaluable(def: &ObjectDef, undefined: &HashSet<String>) -> bool {
    !def.body.is_empty() && !undefined.contains(&def.name)
}

/// Evaluates every defined, non-empty body in definition order; the result
/// is indexed like `table.objects` (`None`: no value) and says whether clang
/// supplied the value. Values clang computed (`clang_values`) come first, then
/// the results of an `earlier` pass, then the token evaluator, which sees
/// every value found before it.
pub(super) fn evaluate_all(
    table: &MacroTable,
    undefined: &HashSet<String>,
    clang_values: &HashMap<String, MacroValue>,
    earlier: Option<&[Option<(MacroValue, bool)>]>,
    dm: &DataModel,
) -> Vec<Option<(MacroValue, bool)>> {
    let env = Env::new(table, undefined);
    let mut out = Vec::with_capacity(table.objects.len());
    let mut memo = HashMap::new();
    for (i, def) in table.objects.iter().enumerate() {
        if !evaluable(def, undefined) {
            out.push(None);
            continue;
        }
        let found = if let Some(v) = clang_values.get(&def.name) {
            Some((v.clone(), true))
        } else if let Some(prev) = earlier.and_then(|e| e[i].clone()) {
            Some(prev)
        } else if earlier.is_some()
            && !reaches(
                &def.name,
                table,
                &|n| clang_values.contains_key(n),
                &mut memo,
            )
        {
            // Failed before, and nothing it uses got a value since.
            None
        } else {
            match eval::evaluate(&def.body, &env, dm) {
                Ok(v) => Some((v, false)),
                Err(e) => {
                    if earlier.is_none() {
                        crate::logging::debug(&format!(
                            "macro {}: not evaluable by the token evaluator: {e}",
                            def.name
                        ));
                    }
                    None
                }
            }
        };
        if let Some((v, _)) = &found {
            env.values.borrow_mut().insert(def.name.clone(), v.clone());
        }
        out.push(found);
    }
    out
}
