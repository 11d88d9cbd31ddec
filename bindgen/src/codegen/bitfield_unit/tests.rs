//! Unit tests of the emitted `__BindgenBitfieldUnit`: every offset and width against a bit-by-bit model, raw access through `UnsafeCell`, both bit orders.
// Tests for the emitted `__BindgenBitfieldUnit` support type. Every accessor
// is checked against a deliberately naive bit-at-a-time model.

use super::support::__BindgenBitfieldUnit;
use core::cell::UnsafeCell;

// --- reference model -------------------------------------------------------

fn model_mask(index: usize, big_endian: bool) -> u8 {
    if big_endian {
        0x80 >> (index % 8)
    } else {
        1 << (index % 8)
    }
}

fn model_get_bit(bytes: &[u8], index: usize, big_endian: bool) -> bool {
    bytes[index / 8] & model_mask(index, big_endian) != 0
}

fn model_set_bit(bytes: &mut [u8], index: usize, val: bool, big_endian: bool) {
    let m = model_mask(index, big_endian);
    if val {
        bytes[index / 8] |= m;
    } else {
        bytes[index / 8] &= !m;
    }
}

// Position inside the returned value of the `j`-th bit of a field.
fn model_pos(j: usize, width: u8, big_endian: bool) -> usize {
    if big_endian {
        width as usize - 1 - j
    } else {
        j
    }
}

fn model_get(bytes: &[u8], offset: usize, width: u8, big_endian: bool) -> u64 {
    let mut out = 0u64;
    for j in 0..width as usize {
        if model_get_bit(bytes, offset + j, big_endian) {
            out |= 1u64 << model_pos(j, width, big_endian);
        }
    }
    out
}

fn model_set(bytes: &mut [u8], offset: usize, width: u8, val: u64, big_endian: bool) {
    for j in 0..width as usize {
        let bit = (val >> model_pos(j, width, big_endian)) & 1 == 1;
        model_set_bit(bytes, offset + j, bit, big_endian);
    }
}

const NATIVE_BE: bool = cfg!(target_endian = "big");

// Small deterministic generator (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn fill(&mut self, bytes: &mut [u8]) {
        for b in bytes {
            *b = self.next() as u8;
        }
    }
}

fn max_width(offset: usize, total_bits: usize) -> u8 {
    core::cmp::min(64, total_bits - offset) as u8
}

// --- exhaustive checks, generic over the storage array ----------------------

// Storage contents used as the background for exhaustive sweeps.
fn patterns<const N: usize>(seed: u64) -> Vec<[u8; N]> {
    let mut rng = Rng(seed);
    let mut out = vec![[0u8; N], [0xffu8; N], [0xa5u8; N]];
    for _ in 0..3 {
        let mut p = [0u8; N];
        rng.fill(&mut p);
        out.push(p);
    }
    out
}

fn sweep_get<const N: usize>() {
    let bits = N * 8;
    for pattern in patterns::<N>(0x1234 + N as u64) {
        let unit = __BindgenBitfieldUnit::new(pattern);
        for offset in 0..=bits {
            for width in 0..=max_width(offset, bits) {
                let expected = model_get(&pattern, offset, width, NATIVE_BE);
                assert_eq!(
                    unit.get(offset, width),
                    expected,
                    "get({offset}, {width}) of {pattern:?}"
                );
                let raw = unsafe { __BindgenBitfieldUnit::raw_get(&unit, offset, width) };
                assert_eq!(raw, expected, "raw_get({offset}, {width}) of {pattern:?}");
            }
        }
    }
}

fn sweep_set<const N: usize>() {
    let bits = N * 8;
    let mut rng = Rng(0x9876 + N as u64);
    for pattern in patterns::<N>(0x4321 + N as u64) {
        for offset in 0..=bits {
            for width in 0..=max_width(offset, bits) {
                // Values with all bits set, none set and random: the random
                // one usually carries garbage above `width`, which must be
                // ignored.
                for &val in &[!0u64, 0, rng.next()] {
                    let mut expected = pattern;
                    model_set(&mut expected, offset, width, val, NATIVE_BE);

                    let mut unit = __BindgenBitfieldUnit::new(pattern);
                    unit.set(offset, width, val);
                    assert_eq!(
                        unit,
                        __BindgenBitfieldUnit::new(expected),
                        "set({offset}, {width}, {val:#x}) on {pattern:?}"
                    );

                    let mut raw_unit = __BindgenBitfieldUnit::new(pattern);
                    unsafe { __BindgenBitfieldUnit::raw_set(&mut raw_unit, offset, width, val) };
                    assert_eq!(
                        raw_unit, unit,
                        "raw_set({offset}, {width}, {val:#x}) on {pattern:?}"
                    );

                    let masked = if width == 0 {
                        0
                    } else {
                        val & (!0u64 >> (64 - width as u32))
                    };
                    assert_eq!(unit.get(offset, width), masked);
                }
            }
        }
    }
}

fn sweep_bits<const N: usize>() {
    for pattern in patterns::<N>(0x5555 + N as u64) {
        let unit = __BindgenBitfieldUnit::new(pattern);
        for index in 0..N * 8 {
            let expected = model_get_bit(&pattern, index, NATIVE_BE);
            assert_eq!(unit.get_bit(index), expected);
            assert_eq!(unit.get(index, 1), expected as u64);
            assert_eq!(
                unsafe { __BindgenBitfieldUnit::raw_get_bit(&unit, index) },
                expected
            );
            for &val in &[false, true] {
                let mut model = pattern;
                model_set_bit(&mut model, index, val, NATIVE_BE);
                let mut a = unit;
                a.set_bit(index, val);
                assert_eq!(a, __BindgenBitfieldUnit::new(model));
                let mut b = unit;
                unsafe { __BindgenBitfieldUnit::raw_set_bit(&mut b, index, val) };
                assert_eq!(b, a);
            }
        }
    }
}

#[test]
fn get_matches_model_8_bytes() {
    sweep_get::<8>();
}

#[test]
fn get_matches_model_16_bytes() {
    sweep_get::<16>();
}

#[test]
fn get_matches_model_odd_sizes() {
    sweep_get::<1>();
    sweep_get::<3>();
    sweep_get::<5>();
    sweep_get::<9>();
}

#[test]
fn get_matches_model_wide_storage() {
    // Units over 16 bytes take the path that only moves the covered bytes.
    sweep_get::<17>();
    sweep_get::<24>();
}

#[test]
fn set_matches_model_8_bytes() {
    sweep_set::<8>();
}

#[test]
fn set_matches_model_16_bytes() {
    sweep_set::<16>();
}

#[test]
fn set_matches_model_odd_sizes() {
    sweep_set::<1>();
    sweep_set::<3>();
    sweep_set::<5>();
    sweep_set::<9>();
}

#[test]
fn set_matches_model_wide_storage() {
    sweep_set::<17>();
    sweep_set::<24>();
}

#[test]
fn single_bits_match_model() {
    sweep_bits::<1>();
    sweep_bits::<3>();
    sweep_bits::<8>();
    sweep_bits::<16>();
}

// --- random sequences ---------------------------------------------------------

#[test]
fn random_set_sequences_keep_neighbours() {
    let mut rng = Rng(0xdead_beef);
    let mut model = [0u8; 16];
    rng.fill(&mut model);
    let mut unit = __BindgenBitfieldUnit::new(model);
    let mut raw_unit = __BindgenBitfieldUnit::new(model);
    for step in 0..20_000 {
        let offset = rng.below(129);
        let width = rng.below(max_width(offset, 128) as usize + 1) as u8;
        let val = rng.next();
        model_set(&mut model, offset, width, val, NATIVE_BE);
        unit.set(offset, width, val);
        unsafe { __BindgenBitfieldUnit::raw_set(&mut raw_unit, offset, width, val) };
        assert_eq!(
            unit,
            __BindgenBitfieldUnit::new(model),
            "step {step}: set({offset}, {width})"
        );
        assert_eq!(raw_unit, unit, "step {step}: raw_set({offset}, {width})");

        let offset = rng.below(129);
        let width = rng.below(max_width(offset, 128) as usize + 1) as u8;
        let expected = model_get(&model, offset, width, NATIVE_BE);
        assert_eq!(unit.get(offset, width), expected);
        assert_eq!(
            unsafe { __BindgenBitfieldUnit::raw_get(&raw_unit, offset, width) },
            expected
        );
    }
}

// A layout like generated code produces: several adjacent fields in one unit.
#[test]
fn adjacent_fields_are_independent() {
    // (offset, width) of fields packed back to back in 4 bytes.
    let fields: [(usize, u8); 6] = [(0, 3), (3, 7), (10, 9), (19, 5), (24, 1), (25, 7)];
    let mut unit = __BindgenBitfieldUnit::new([0u8; 4]);
    let mut rng = Rng(42);
    let mut values = [0u64; 6];
    for _ in 0..5_000 {
        let i = rng.below(fields.len());
        let (offset, width) = fields[i];
        let val = rng.next();
        unit.set(offset, width, val);
        values[i] = val & (!0u64 >> (64 - width as u32));
        for (j, &(offset, width)) in fields.iter().enumerate() {
            assert_eq!(unit.get(offset, width), values[j]);
        }
    }
}

// --- edge widths --------------------------------------------------------------

#[test]
fn width_64_at_every_offset() {
    let mut rng = Rng(64);
    for offset in 0..=64 {
        let mut model = [0u8; 16];
        rng.fill(&mut model);
        let mut unit = __BindgenBitfieldUnit::new(model);
        assert_eq!(
            unit.get(offset, 64),
            model_get(&model, offset, 64, NATIVE_BE)
        );
        let val = rng.next();
        unit.set(offset, 64, val);
        model_set(&mut model, offset, 64, val, NATIVE_BE);
        assert_eq!(unit, __BindgenBitfieldUnit::new(model));
        assert_eq!(unit.get(offset, 64), val);
        assert_eq!(
            unsafe { __BindgenBitfieldUnit::raw_get(&unit, offset, 64) },
            val
        );
        unsafe { __BindgenBitfieldUnit::raw_set(&mut unit, offset, 64, !val) };
        assert_eq!(unit.get(offset, 64), !val);
    }
}

#[test]
fn width_64_whole_storage() {
    let mut unit = __BindgenBitfieldUnit::new([0u8; 8]);
    unit.set(0, 64, 0x0123_4567_89ab_cdef);
    assert_eq!(unit.get(0, 64), 0x0123_4567_89ab_cdef);
    if !NATIVE_BE {
        // On little-endian targets the unit reads like a native u64.
        assert_eq!(
            unit,
            __BindgenBitfieldUnit::new(0x0123_4567_89ab_cdefu64.to_le_bytes())
        );
    }
}

#[test]
fn width_0_is_a_no_op() {
    let pattern = [0x5au8, 0xc3, 0x0f];
    let mut unit = __BindgenBitfieldUnit::new(pattern);
    for offset in 0..=24 {
        assert_eq!(unit.get(offset, 0), 0);
        unit.set(offset, 0, !0);
        assert_eq!(
            unsafe { __BindgenBitfieldUnit::raw_get(&unit, offset, 0) },
            0
        );
        unsafe { __BindgenBitfieldUnit::raw_set(&mut unit, offset, 0, !0) };
    }
    assert_eq!(unit, __BindgenBitfieldUnit::new(pattern));
}

#[test]
fn set_keeps_bytes_outside_the_field() {
    // Bytes the field does not cover keep their value, although small units
    // are rewritten whole internally.
    for offset in 0..32 {
        for width in 1..=max_width(offset, 40) {
            let mut unit = __BindgenBitfieldUnit::new([0x77u8; 5]);
            unit.set(offset, width, 0);
            let first = offset / 8;
            let end = (offset + width as usize - 1) / 8 + 1;
            let bytes: [u8; 5] = unsafe { core::mem::transmute(unit) };
            for (i, &b) in bytes.iter().enumerate() {
                if i < first || i >= end {
                    assert_eq!(b, 0x77, "byte {i} touched by set({offset}, {width})");
                }
            }
        }
    }
}

// --- raw access ---------------------------------------------------------------

#[test]
fn raw_access_through_unsafe_cell() {
    // Mimics a struct shared with C: the unit sits in an `UnsafeCell` and is
    // only ever touched through the pointer the cell hands out.
    #[repr(C)]
    struct Shared {
        _bindgen_align: [u16; 0],
        _bitfield_1: UnsafeCell<__BindgenBitfieldUnit<[u8; 5]>>,
    }
    let shared = Shared {
        _bindgen_align: [],
        _bitfield_1: UnsafeCell::new(__BindgenBitfieldUnit::new([0u8; 5])),
    };
    let p = shared._bitfield_1.get();
    let mut model = [0u8; 5];
    let mut rng = Rng(7);
    for _ in 0..2_000 {
        let offset = rng.below(41);
        let width = rng.below(max_width(offset, 40) as usize + 1) as u8;
        let val = rng.next();
        unsafe { __BindgenBitfieldUnit::raw_set(p, offset, width, val) };
        model_set(&mut model, offset, width, val, NATIVE_BE);

        // "Foreign" code writes a byte behind our back through the same pointer.
        let idx = rng.below(5);
        let byte = rng.next() as u8;
        unsafe { (p as *mut u8).add(idx).write(byte) };
        model[idx] = byte;

        let offset = rng.below(41);
        let width = rng.below(max_width(offset, 40) as usize + 1) as u8;
        let got = unsafe { __BindgenBitfieldUnit::raw_get(p, offset, width) };
        assert_eq!(got, model_get(&model, offset, width, NATIVE_BE));
        let index = rng.below(40);
        let got = unsafe { __BindgenBitfieldUnit::raw_get_bit(p, index) };
        assert_eq!(got, model_get_bit(&model, index, NATIVE_BE));
        let val = rng.next() & 1 == 1;
        unsafe { __BindgenBitfieldUnit::raw_set_bit(p, index, val) };
        model_set_bit(&mut model, index, val, NATIVE_BE);
    }
    assert_eq!(
        shared._bitfield_1.into_inner(),
        __BindgenBitfieldUnit::new(model)
    );
}

#[test]
fn raw_access_via_addr_of_in_outer_struct() {
    // The shape of generated `*_raw` accessors.
    #[repr(C)]
    struct Outer {
        before: u8,
        _bindgen_align: [u8; 0],
        _bitfield_1: __BindgenBitfieldUnit<[u8; 3]>,
        after: u8,
    }
    let mut outer = Outer {
        before: 0xee,
        _bindgen_align: [],
        _bitfield_1: __BindgenBitfieldUnit::new([0; 3]),
        after: 0xdd,
    };
    let this: *mut Outer = &mut outer;
    unsafe {
        let unit = core::ptr::addr_of_mut!((*this)._bitfield_1);
        __BindgenBitfieldUnit::raw_set(unit, 0, 24, !0);
        __BindgenBitfieldUnit::raw_set(unit, 5, 11, 0x2aa);
        assert_eq!(
            __BindgenBitfieldUnit::raw_get(core::ptr::addr_of!((*this)._bitfield_1), 5, 11),
            0x2aa
        );
    }
    assert_eq!(outer.before, 0xee);
    assert_eq!(outer.after, 0xdd);
    assert_eq!(outer._bitfield_1.get(5, 11), 0x2aa);
    assert_eq!(outer._bitfield_1.get(0, 5), 0x1f);
    assert_eq!(outer._bitfield_1.get(16, 8), 0xff);
}

// --- the type itself ------------------------------------------------------------

#[test]
fn layout_and_derives() {
    use core::mem::{align_of, size_of};
    assert_eq!(size_of::<__BindgenBitfieldUnit<[u8; 3]>>(), 3);
    assert_eq!(align_of::<__BindgenBitfieldUnit<[u8; 3]>>(), 1);
    assert_eq!(size_of::<__BindgenBitfieldUnit<[u8; 9]>>(), 9);

    const UNIT: __BindgenBitfieldUnit<[u8; 2]> = __BindgenBitfieldUnit::new([1, 2]);
    let copy = UNIT;
    assert_eq!(copy, UNIT);
    assert_eq!(
        __BindgenBitfieldUnit::<[u8; 2]>::default(),
        __BindgenBitfieldUnit::new([0, 0])
    );
    assert!(__BindgenBitfieldUnit::new([0u8, 1]) < __BindgenBitfieldUnit::new([1u8, 0]));
    assert!(format!("{:?}", UNIT).contains("__BindgenBitfieldUnit"));

    use std::collections::hash_map::DefaultHasher;
    use std::hash::{Hash, Hasher};
    let hash = |u: &__BindgenBitfieldUnit<[u8; 2]>| {
        let mut h = DefaultHasher::new();
        u.hash(&mut h);
        h.finish()
    };
    assert_eq!(hash(&UNIT), hash(&__BindgenBitfieldUnit::new([1, 2])));
}

#[test]
fn works_with_non_array_storage() {
    // Anything byte-sliceable is accepted by the safe accessors.
    let mut unit = __BindgenBitfieldUnit::new(vec![0u8; 4]);
    unit.set(6, 12, 0xabc);
    assert_eq!(unit.get(6, 12), 0xabc);
}

#[test]
fn native_mapping_example() {
    let unit = __BindgenBitfieldUnit::new([0b1010_0000u8, 0b0000_0001]);
    if NATIVE_BE {
        assert_eq!(unit.get(0, 3), 0b101);
        assert!(unit.get_bit(15));
    } else {
        assert_eq!(unit.get(5, 3), 0b101);
        assert_eq!(unit.get(7, 2), 0b11);
        assert!(unit.get_bit(8));
    }
}

// Out-of-range fields are caught by debug assertions only (release builds
// return garbage but stay memory safe; bounds are checked by slicing).
#[cfg(debug_assertions)]
#[test]
#[should_panic]
fn get_beyond_storage_panics() {
    let unit = __BindgenBitfieldUnit::new([0u8; 2]);
    unit.get(10, 7);
}

#[cfg(debug_assertions)]
#[test]
#[should_panic]
fn set_beyond_storage_panics() {
    let mut unit = __BindgenBitfieldUnit::new([0u8; 2]);
    unit.set(16, 1, 1);
}

#[cfg(debug_assertions)]
#[test]
#[should_panic]
fn width_over_64_is_rejected_in_debug() {
    let unit = __BindgenBitfieldUnit::new([0u8; 16]);
    unit.get(0, 65);
}

// --- both bit orders, via the private helpers ---------------------------------
//
// The public accessors pick the bit order from `cfg!(target_endian)`, so only
// the host's order can be reached through them. The support code is included
// a second time here so that a child module may call its private helpers with
// an explicit `big_endian` flag and cover the other order too.

#[allow(dead_code)]
mod both_orders {
    include!("../bitfield_unit_support.rs");

    #[cfg(test)]
    mod checks {
        use super::super::{max_width, model_get, model_mask, model_set, patterns, Rng};
        use super::__BindgenBitfieldUnit;

        type Unit = __BindgenBitfieldUnit<[u8; 11]>;

        fn sweep<const N: usize>(big_endian: bool) {
            let bits = N * 8;
            let mut rng = Rng(big_endian as u64 + 99);
            for pattern in patterns::<N>(0x77) {
                for offset in 0..=bits {
                    for width in 0..=max_width(offset, bits) {
                        let got = Unit::bytes_get(&pattern, offset, width, big_endian);
                        assert_eq!(
                            got,
                            model_get(&pattern, offset, width, big_endian),
                            "get({offset}, {width}) be={big_endian}"
                        );
                        let val = rng.next();
                        let mut expected = pattern;
                        model_set(&mut expected, offset, width, val, big_endian);
                        let mut bytes = pattern;
                        Unit::bytes_set(&mut bytes, offset, width, val, big_endian);
                        assert_eq!(
                            bytes, expected,
                            "set({offset}, {width}, {val:#x}) be={big_endian}"
                        );
                    }
                }
            }
        }

        #[test]
        fn little_endian_order() {
            sweep::<3>(false);
            sweep::<11>(false);
            sweep::<16>(false);
            sweep::<20>(false);
        }

        #[test]
        fn big_endian_order() {
            sweep::<3>(true);
            sweep::<11>(true);
            sweep::<16>(true);
            sweep::<20>(true);
        }

        #[test]
        fn single_bit_masks() {
            for &big_endian in &[false, true] {
                for index in 0..64 {
                    assert_eq!(
                        Unit::bit_mask(index, big_endian),
                        model_mask(index, big_endian)
                    );
                }
            }
        }

        #[test]
        fn big_endian_examples() {
            // Bit 0 is the most significant bit of byte 0, and the first bit
            // of a field becomes the most significant bit of its value.
            let bytes = [0b1010_0000u8, 0b0000_0001];
            assert_eq!(Unit::bytes_get(&bytes, 0, 3, true), 0b101);
            assert_eq!(Unit::bytes_get(&bytes, 0, 3, false), 0);
            assert_eq!(Unit::bytes_get(&bytes, 15, 1, true), 1);
            assert_eq!(Unit::bytes_get(&bytes, 7, 9, true), 0b0_0000_0001);
            assert_eq!(Unit::bytes_get(&bytes, 2, 8, true), 0b1000_0000);
            let mut bytes = [0u8; 2];
            Unit::bytes_set(&mut bytes, 4, 8, 0xab, true);
            assert_eq!(bytes, [0x0a, 0xb0]);
            Unit::bytes_set(&mut bytes, 4, 8, 0xab, false);
            assert_eq!(bytes, [0xba, 0xba]);
        }
    }
}
