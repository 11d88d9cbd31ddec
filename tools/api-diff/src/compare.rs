//! Item-by-item comparison of two API models.

use std::collections::BTreeSet;
use std::fmt;

use crate::model::{Api, Item};

/// What a side shows when it has no such item or facet.
pub const MISSING: &str = "missing";

/// One difference: `item: what: ours vs upstream`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    /// Item key, e.g. `struct foo`.
    pub item: String,
    /// The facet that differs (`field x`, `repr`), or `item` when one side
    /// lacks the whole item.
    pub what: String,
    /// Our value (or [`MISSING`]).
    pub ours: String,
    /// Upstream's value (or [`MISSING`]).
    pub upstream: String,
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {}: {} vs {}",
            self.item,
            self.what,
            show(&self.ours),
            show(&self.upstream)
        )
    }
}

/// Empty values print as `(empty)` so a line never ends in a bare `vs`.
fn show(value: &str) -> &str {
    if value.is_empty() {
        "(empty)"
    } else {
        value
    }
}

/// The result of comparing two files.
#[derive(Debug, Default, Clone)]
pub struct Comparison {
    /// Every difference, grouped by item in key order.
    pub differences: Vec<Difference>,
    /// How many items both sides have with no difference.
    pub identical_items: usize,
}

/// Compares our API with upstream's.
pub fn compare(ours: &Api, upstream: &Api) -> Comparison {
    let mut out = Comparison::default();
    let keys: BTreeSet<&String> = ours.items.keys().chain(upstream.items.keys()).collect();
    for key in keys {
        match (ours.items.get(key), upstream.items.get(key)) {
            (Some(a), Some(b)) => {
                let before = out.differences.len();
                compare_item(key, a, b, &mut out.differences);
                if out.differences.len() == before {
                    out.identical_items += 1;
                }
            }
            (a, _) => out.differences.push(Difference {
                item: key.clone(),
                what: "item".to_owned(),
                ours: presence(a.is_some()),
                upstream: presence(a.is_none()),
            }),
        }
    }
    out
}

fn presence(present: bool) -> String {
    if present { "present" } else { MISSING }.to_owned()
}

fn compare_item(key: &str, ours: &Item, upstream: &Item, out: &mut Vec<Difference>) {
    let facets: BTreeSet<&String> = ours.facets.keys().chain(upstream.facets.keys()).collect();
    for facet in facets {
        let a = ours.facets.get(facet);
        let b = upstream.facets.get(facet);
        if a != b {
            out.push(Difference {
                item: key.to_owned(),
                what: facet.clone(),
                ours: a.map_or(MISSING, String::as_str).to_owned(),
                upstream: b.map_or(MISSING, String::as_str).to_owned(),
            });
        }
    }
    let orders: BTreeSet<&String> = ours.orders.keys().chain(upstream.orders.keys()).collect();
    for order in orders {
        let empty = Vec::new();
        let a = ours.orders.get(order).unwrap_or(&empty);
        let b = upstream.orders.get(order).unwrap_or(&empty);
        // Names only one side has were reported as facets already; the
        // order check looks at the shared names only.
        let a_names: BTreeSet<&String> = a.iter().collect();
        let b_names: BTreeSet<&String> = b.iter().collect();
        let a_common: Vec<&str> = a
            .iter()
            .filter(|n| b_names.contains(n))
            .map(String::as_str)
            .collect();
        let b_common: Vec<&str> = b
            .iter()
            .filter(|n| a_names.contains(n))
            .map(String::as_str)
            .collect();
        if a_common != b_common {
            out.push(Difference {
                item: key.to_owned(),
                what: format!("order of {order}"),
                ours: a_common.join(", "),
                upstream: b_common.join(", "),
            });
        }
    }
}
