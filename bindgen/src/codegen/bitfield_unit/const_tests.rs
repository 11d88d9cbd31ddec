//! The const-generic accessors (`get_const`, `set_const`, `raw_get_const`,
//! `raw_set_const`) against the runtime-offset ones, which `tests.rs` checks
//! against the bit-by-bit model, on every storage size class (inside the
//! 16-byte window, and wider).

use super::support::__BindgenBitfieldUnit;
use core::cell::UnsafeCell;

// Small deterministic generator (xorshift64*), so failures reproduce.
fn next(state: &mut u64) -> u64 {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    state.wrapping_mul(0x2545_f491_4f6c_dd1d)
}

/// Checks one `(OFFSET, WIDTH)` on an `N`-byte unit over random contents.
fn check<const N: usize, const O: usize, const W: u8>(seed: u64) {
    let mut state = seed | 1;
    for _ in 0..64 {
        let mut bytes = [0u8; N];
        for b in &mut bytes {
            *b = next(&mut state) as u8;
        }
        let unit = __BindgenBitfieldUnit::new(bytes);
        let expected = unit.get(O, W);
        assert_eq!(
            unit.get_const::<O, W>(),
            expected,
            "get_const::<{O}, {W}> on {N}"
        );
        let raw = unsafe { __BindgenBitfieldUnit::raw_get_const::<O, W>(&unit) };
        assert_eq!(raw, expected, "raw_get_const::<{O}, {W}> on {N}");

        let val = next(&mut state);
        let mut by_const = unit;
        by_const.set_const::<O, W>(val);
        let mut by_runtime = unit;
        by_runtime.set(O, W, val);
        assert_eq!(by_const, by_runtime, "set_const::<{O}, {W}> on {N}");

        // Through an `UnsafeCell`'s pointer only, as the `_raw` accessors do.
        let cell = UnsafeCell::new(unit);
        unsafe { __BindgenBitfieldUnit::raw_set_const::<O, W>(cell.get(), val) };
        assert_eq!(
            cell.into_inner(),
            by_runtime,
            "raw_set_const::<{O}, {W}> on {N}"
        );
    }
}

macro_rules! cases {
    ($n:literal: $(($o:literal, $w:literal)),* $(,)?) => {
        $(check::<$n, $o, $w>(($n * 1000 + $o * 100 + $w) as u64);)*
    };
}

#[test]
fn small_units() {
    cases!(1: (0, 0), (0, 1), (3, 5), (0, 8), (7, 1));
    cases!(3: (0, 24), (5, 11), (9, 15), (23, 1));
    cases!(8: (0, 64), (1, 63), (31, 33), (60, 4), (13, 40));
}

#[test]
fn window_sized_units() {
    cases!(9: (0, 64), (7, 64), (8, 64), (64, 8), (71, 1));
    cases!(16: (64, 64), (57, 64), (100, 28), (127, 1), (0, 0));
}

#[test]
fn units_wider_than_the_window() {
    cases!(17: (0, 64), (64, 64), (128, 8), (71, 64), (135, 1));
    cases!(40: (0, 64), (256, 64), (250, 64), (300, 20), (319, 1));
}

#[test]
fn get_const_is_usable_in_const_context() {
    const UNIT: __BindgenBitfieldUnit<[u8; 2]> = __BindgenBitfieldUnit::new([0b1011_0000, 0x01]);
    const LOW: u64 = UNIT.get_const::<4, 4>();
    const SPAN: u64 = UNIT.get_const::<7, 2>();
    if cfg!(target_endian = "little") {
        assert_eq!(LOW, 0b1011);
        assert_eq!(SPAN, 0b11);
    }
}
