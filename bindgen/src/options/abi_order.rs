//! Which `--override-abi` wins when several patterns match one name.
//!
//! Upstream keeps the patterns grouped by ABI and asks the groups in an
//! order that is neither the order of the options nor a fixed ranking of the
//! ABIs: it is the iteration order of its hash table keyed by ABI (a Fx hash
//! of the variant's index, open addressing, grown from 4 to 8 to 16 slots).
//! That order is deterministic, so we reproduce it here; measured against
//! upstream 0.73.2 on every pair of ABIs in both option orders and on longer
//! random sequences of up to nine ABIs.

use super::Abi;

/// The `--override-abi` patterns in the order they are asked: grouped by
/// ABI, the groups in upstream's order, each group's patterns in option
/// order. The first pattern that matches a name gives its ABI.
pub(crate) fn in_lookup_order(overrides: &[(Abi, String)]) -> Vec<(Abi, &str)> {
    let mut table = Table::default();
    for (abi, _) in overrides {
        table.insert(*abi);
    }
    table
        .slots
        .iter()
        .flatten()
        .flat_map(|&abi| {
            overrides
                .iter()
                .filter(move |(a, _)| *a == abi)
                .map(|(a, p)| (*a, p.as_str()))
        })
        .collect()
}

/// The slot an ABI is first tried in, from its hash: the variant index
/// multiplied by the Fx constant and rotated, as the hasher upstream uses.
fn hash(abi: Abi) -> u64 {
    const K: u64 = 0xf135_7aea_2e62_a9c5;
    (abi as u64).wrapping_mul(K).rotate_left(26)
}

/// A model of the hash table's slots: linear probing from the hash, and a
/// rebuild (in slot order) into a larger table when the capacity is used up.
#[derive(Default)]
struct Table {
    slots: Vec<Option<Abi>>,
}

impl Table {
    fn insert(&mut self, abi: Abi) {
        if self.slots.contains(&Some(abi)) {
            return;
        }
        let used = self.slots.iter().flatten().count();
        if used == capacity(self.slots.len()) {
            let wanted = used + 1;
            let buckets = if wanted < 4 {
                4
            } else if wanted < 8 {
                8
            } else {
                (wanted * 8 / 7).next_power_of_two()
            };
            let old = std::mem::replace(&mut self.slots, vec![None; buckets]);
            for abi in old.into_iter().flatten() {
                self.place(abi);
            }
        }
        self.place(abi);
    }

    fn place(&mut self, abi: Abi) {
        let mask = self.slots.len() - 1;
        let mut at = hash(abi) as usize & mask;
        while self.slots[at].is_some() {
            at = (at + 1) & mask;
        }
        self.slots[at] = Some(abi);
    }
}

/// How many entries a table of `buckets` slots holds before it grows.
fn capacity(buckets: usize) -> usize {
    if buckets <= 8 {
        buckets.saturating_sub(1)
    } else {
        buckets / 8 * 7
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first(abis: &[Abi]) -> Abi {
        let overrides: Vec<(Abi, String)> = abis.iter().map(|a| (*a, "f".into())).collect();
        in_lookup_order(&overrides)[0].0
    }

    #[test]
    fn measured_winners() {
        // Pairs measured with upstream 0.73.2 (both patterns matching).
        assert_eq!(first(&[Abi::CUnwind, Abi::C]), Abi::C);
        assert_eq!(first(&[Abi::C, Abi::System]), Abi::C);
        assert_eq!(first(&[Abi::System, Abi::C]), Abi::System);
        assert_eq!(first(&[Abi::Stdcall, Abi::EfiApi]), Abi::EfiApi);
        assert_eq!(first(&[Abi::EfiApi, Abi::Stdcall]), Abi::Stdcall);
        assert_eq!(first(&[Abi::Stdcall, Abi::Fastcall]), Abi::Fastcall);
        assert_eq!(first(&[Abi::Aapcs, Abi::CUnwind]), Abi::Aapcs);
    }

    #[test]
    fn patterns_grouped_by_abi() {
        let overrides = vec![
            (Abi::CUnwind, "a".to_string()),
            (Abi::C, "b".to_string()),
            (Abi::CUnwind, "c".to_string()),
        ];
        let order = in_lookup_order(&overrides);
        assert_eq!(
            order,
            vec![(Abi::C, "b"), (Abi::CUnwind, "a"), (Abi::CUnwind, "c")]
        );
    }
}
