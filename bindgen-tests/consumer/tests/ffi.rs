//! Calls into the C library through the generated bindings and checks the results.

use bindgen_consumer::*;
use std::ffi::{c_char, c_int, c_void, CStr};
use std::mem::{align_of, size_of};

#[test]
fn constants() {
    assert_eq!(MYLIB_VERSION, 3);
    assert_eq!(MYLIB_NAME, b"mylib\0");
    assert_eq!(MYLIB_MASK, 0xFF);
}

#[test]
fn structs_by_pointer_and_by_value() {
    let r = Rect {
        tl: Point { x: 1, y: 2 },
        br: Point { x: 4, y: 7 },
    };
    assert_eq!(unsafe { rect_area(&r) }, 15);
    let p = unsafe { point_add(Point { x: 1, y: -1 }, Point { x: 10, y: 20 }) };
    assert_eq!(p, Point { x: 11, y: 19 });
    assert_eq!(Point::default(), Point { x: 0, y: 0 });
    assert_eq!(size_of::<Rect>(), 16);
}

unsafe extern "C" fn add_weighted(acc: c_int, value: c_int, user: *mut c_void) -> c_int {
    let calls = unsafe { &mut *user.cast::<u32>() };
    *calls += 1;
    acc + value * 2
}

#[test]
fn callbacks_through_function_pointers() {
    let values = [1, 2, 3, 4];
    let mut calls = 0u32;
    let user = (&mut calls as *mut u32).cast::<c_void>();
    let total = unsafe { fold(values.as_ptr(), values.len(), 100, Some(add_weighted), user) };
    assert_eq!(total, 120);
    assert_eq!(calls, 4);
}

unsafe extern "C" fn record(ctx: *mut c_void, name: *const c_char, value: c_int) {
    let seen = unsafe { &mut *ctx.cast::<Vec<(String, i32)>>() };
    let name = unsafe { CStr::from_ptr(name) }
        .to_string_lossy()
        .into_owned();
    seen.push((name, value));
}

#[test]
fn struct_of_callbacks() {
    let mut seen: Vec<(String, i32)> = Vec::new();
    let v = Visitor {
        visit: Some(record),
        ctx: (&mut seen as *mut Vec<(String, i32)>).cast(),
    };
    assert_eq!(unsafe { visit_all(&v) }, 3);
    assert_eq!(
        seen,
        vec![("one".into(), 1), ("two".into(), 2), ("three".into(), 3)]
    );
}

#[test]
fn variadic_functions() {
    assert_eq!(
        unsafe { sum_ints(4, 1 as c_int, 2 as c_int, 3 as c_int, 4 as c_int) },
        10
    );
    let mut buf = [0 as c_char; 32];
    let n = unsafe {
        format_into(
            buf.as_mut_ptr(),
            buf.len(),
            c"%d-%s-%.1f".as_ptr(),
            42 as c_int,
            c"abc".as_ptr(),
            2.5f64,
        )
    };
    let text = unsafe { CStr::from_ptr(buf.as_ptr()) }.to_str().unwrap();
    assert_eq!(text, "42-abc-2.5");
    assert_eq!(n, 10);
}

#[test]
fn globals() {
    let before = unsafe { std::ptr::addr_of!(call_counter).read() };
    unsafe { bump() };
    unsafe { bump() };
    assert_eq!(
        unsafe { std::ptr::addr_of!(call_counter).read() },
        before + 2
    );
    let greeting_text = unsafe { CStr::from_ptr(std::ptr::addr_of!(greeting).cast::<c_char>()) };
    assert_eq!(greeting_text.to_str().unwrap(), "hello from C");
    let primes = unsafe { std::ptr::addr_of!(table).read() };
    assert_eq!(primes, [2, 3, 5, 7]);
}

#[test]
fn bitfields() {
    let f = unsafe { make_flags(1, 5, 9, -3) };
    assert_eq!(f.ready(), 1);
    assert_eq!(f.level(), 5);
    assert_eq!(f.kind(), 9);
    assert_eq!(f.delta(), -3);
    assert_eq!(f.tail, 0xBEEF);

    let mut g = Flags {
        _bitfield_1: Flags::new_bitfield_1(1, 5, 9, -3),
        tail: 0xBEEF,
        ..Default::default()
    };
    assert_eq!(unsafe { flags_summary(&g) }, unsafe { flags_summary(&f) });
    g.set_level(7);
    g.set_delta(15);
    assert_eq!(
        unsafe { flags_summary(&g) },
        1 | (7 << 1) | (9 << 4) | (15 << 8)
    );
    assert_eq!(size_of::<Flags>(), 4);
}

#[test]
fn enums_in_three_styles() {
    assert_eq!(unsafe { next_color(Color::COLOR_RED) }, Color::COLOR_GREEN);
    assert_eq!(unsafe { next_color(Color::COLOR_GREEN) }, Color::COLOR_BLUE);
    assert_eq!(Color::COLOR_BLUE as u32, 6);

    let rw = Perm::PERM_READ | Perm::PERM_WRITE;
    assert_eq!(unsafe { perm_allows(rw, Perm::PERM_WRITE) }, 1);
    assert_eq!(unsafe { perm_allows(rw, Perm::PERM_EXEC) }, 0);
    assert_eq!((rw & Perm::PERM_READ).0, 1);

    assert_eq!(unsafe { mode_cost(Mode::MODE_FAST) }, 1);
    assert_eq!(unsafe { mode_cost(Mode::MODE_SAFE) }, 100);
}

#[test]
fn unions() {
    let v = unsafe { value_from_int(0x3F80_0000) };
    assert_eq!(unsafe { v.f }, 1.0);
    assert_eq!(unsafe { v.i }, 0x3F80_0000);
    assert_eq!(size_of::<Value>(), 4);
    assert_eq!(align_of::<Value>(), 4);
}

#[test]
fn opaque_handles() {
    unsafe {
        let h = handle_new(41);
        assert!(!h.is_null());
        assert_eq!(handle_next(h), 42);
        assert_eq!(handle_next(h), 43);
        handle_free(h);
    }
}

#[test]
fn static_inline_through_wrappers() {
    assert_eq!(unsafe { twice(21) }, 42);
}

#[test]
fn arrays_in_structs_and_pointer_arrays() {
    let mut b = Buffer::default();
    unsafe { buffer_fill(&mut b, 0xAB, 40) };
    assert_eq!(b.len, 16);
    assert!(b.data.iter().all(|&x| x == 0xAB));
    let name = unsafe { CStr::from_ptr(b.name.as_ptr()) };
    assert_eq!(name.to_str().unwrap(), "filled");

    let list = [
        c"a".as_ptr(),
        c"b".as_ptr(),
        c"c".as_ptr(),
        std::ptr::null(),
    ];
    assert_eq!(unsafe { count_strings(list.as_ptr()) }, 3);
}

/// `CargoCallbacks` asked Cargo to rerun when the header or env changes.
#[test]
fn build_script_printed_rerun_lines() {
    let out_dir = env!("OUT_DIR");
    let output = std::path::Path::new(out_dir)
        .parent()
        .unwrap()
        .join("output");
    let text = std::fs::read_to_string(output).unwrap();
    assert!(
        text.contains("cargo:rerun-if-changed=csrc/mylib.h"),
        "{text}"
    );
    assert!(
        text.contains("cargo:rerun-if-env-changed=BINDGEN_EXTRA_CLANG_ARGS"),
        "{text}"
    );
}
