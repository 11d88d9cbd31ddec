// Rust side of the bitfield benchmark: the same loop as bench.c, over a
// hand-written struct shaped like bindgen output for `struct bf` in bf.h
// (accessors call the const-generic unit methods, as generated ones do).
// usage: bench_rs safe|raw [iterations]   prints "<checksum> <ns per iteration>"

#![deny(unsafe_op_in_unsafe_fn)]
// The raw accessors' contract is simply "`this` points to a live `bf`".
#![allow(clippy::missing_safety_doc)]

include!("../../bindgen/src/codegen/bitfield_unit_support.rs");
include!("../../bindgen/src/codegen/bitfield_unit_raw.rs");
include!("../../bindgen/src/codegen/bitfield_unit_const.rs");

#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Copy, Clone, Default)]
pub struct bf {
    pub _bindgen_align: [u32; 0],
    pub _bitfield_1: __BindgenBitfieldUnit<[u8; 4]>,
}

// Accessors for an unsigned field: value, setter and their raw-pointer twins.
macro_rules! unsigned_field {
    ($get:ident, $set:ident, $get_raw:ident, $set_raw:ident, $offset:expr, $width:expr) => {
        #[inline]
        pub fn $get(&self) -> u32 {
            self._bitfield_1.get_const::<$offset, $width>() as u32
        }
        #[inline]
        pub fn $set(&mut self, val: u32) {
            self._bitfield_1.set_const::<$offset, $width>(val as u64)
        }
        #[inline]
        pub unsafe fn $get_raw(this: *const Self) -> u32 {
            unsafe {
                let unit = core::ptr::addr_of!((*this)._bitfield_1);
                __BindgenBitfieldUnit::raw_get_const::<$offset, $width>(unit) as u32
            }
        }
        #[inline]
        pub unsafe fn $set_raw(this: *mut Self, val: u32) {
            unsafe {
                let unit = core::ptr::addr_of_mut!((*this)._bitfield_1);
                __BindgenBitfieldUnit::raw_set_const::<$offset, $width>(unit, val as u64)
            }
        }
    };
}

// Sign-extends the low `width` bits of a field, as C does for `int d : 5`.
#[inline]
fn sign_extend(raw: u64, width: u32) -> i32 {
    ((raw as u32) << (32 - width)) as i32 >> (32 - width)
}

#[allow(dead_code)]
impl bf {
    unsigned_field!(a, set_a, a_raw, set_a_raw, 0, 3);
    unsigned_field!(b, set_b, b_raw, set_b_raw, 3, 7);
    unsigned_field!(c, set_c, c_raw, set_c_raw, 10, 9);
    unsigned_field!(e, set_e, e_raw, set_e_raw, 24, 1);
    unsigned_field!(f, set_f, f_raw, set_f_raw, 25, 7);

    #[inline]
    pub fn d(&self) -> i32 {
        sign_extend(self._bitfield_1.get_const::<19, 5>(), 5)
    }
    #[inline]
    pub fn set_d(&mut self, val: i32) {
        self._bitfield_1.set_const::<19, 5>(val as u32 as u64)
    }
    #[inline]
    pub unsafe fn d_raw(this: *const Self) -> i32 {
        let raw = unsafe {
            let unit = core::ptr::addr_of!((*this)._bitfield_1);
            __BindgenBitfieldUnit::raw_get_const::<19, 5>(unit)
        };
        sign_extend(raw, 5)
    }
    #[inline]
    pub unsafe fn set_d_raw(this: *mut Self, val: i32) {
        unsafe {
            let unit = core::ptr::addr_of_mut!((*this)._bitfield_1);
            __BindgenBitfieldUnit::raw_set_const::<19, 5>(unit, val as u32 as u64)
        }
    }
}

const SLOTS: usize = 1024;

#[inline(never)]
fn run_safe(recs: &mut [bf; SLOTS], iters: u64) -> u64 {
    let mut sum = 0u64;
    for i in 0..iters {
        let p = &mut recs[i as usize & (SLOTS - 1)];
        p.set_a(p.a().wrapping_add(1));
        p.set_b(p.b() ^ i as u32);
        p.set_c(p.c().wrapping_add(p.a()).wrapping_add((sum & 15) as u32));
        p.set_d(p.d().wrapping_sub(3).wrapping_add(p.e() as i32));
        p.set_e((p.e() == 0) as u32);
        p.set_f(p.f().wrapping_add(p.c() >> 2));
        sum = sum
            .wrapping_add(p.a() as u64 + p.b() as u64 + p.c() as u64 + p.e() as u64 + p.f() as u64);
        sum = sum.wrapping_add(p.d() as i64 as u64);
    }
    sum
}

#[inline(never)]
fn run_raw(recs: *mut bf, iters: u64) -> u64 {
    let mut sum = 0u64;
    for i in 0..iters {
        unsafe {
            let p = recs.add(i as usize & (SLOTS - 1));
            bf::set_a_raw(p, bf::a_raw(p).wrapping_add(1));
            bf::set_b_raw(p, bf::b_raw(p) ^ i as u32);
            bf::set_c_raw(
                p,
                bf::c_raw(p)
                    .wrapping_add(bf::a_raw(p))
                    .wrapping_add((sum & 15) as u32),
            );
            bf::set_d_raw(
                p,
                bf::d_raw(p)
                    .wrapping_sub(3)
                    .wrapping_add(bf::e_raw(p) as i32),
            );
            bf::set_e_raw(p, (bf::e_raw(p) == 0) as u32);
            bf::set_f_raw(p, bf::f_raw(p).wrapping_add(bf::c_raw(p) >> 2));
            sum = sum.wrapping_add(
                bf::a_raw(p) as u64
                    + bf::b_raw(p) as u64
                    + bf::c_raw(p) as u64
                    + bf::e_raw(p) as u64
                    + bf::f_raw(p) as u64,
            );
            sum = sum.wrapping_add(bf::d_raw(p) as i64 as u64);
        }
    }
    sum
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mode = args.next().unwrap_or_else(|| "safe".to_string());
    let iters: u64 = args
        .next()
        .map_or(200_000_000, |s| s.parse().expect("iteration count"));
    let iters = std::hint::black_box(iters);
    let mut recs = [bf::default(); SLOTS];
    let start = std::time::Instant::now();
    let sum = match mode.as_str() {
        "safe" => run_safe(&mut recs, iters),
        "raw" => run_raw(recs.as_mut_ptr(), iters),
        other => panic!("unknown mode {other:?} (expected safe or raw)"),
    };
    let ns = start.elapsed().as_nanos() as f64;
    println!("{} {:.3}", sum, ns / iters as f64);
}
