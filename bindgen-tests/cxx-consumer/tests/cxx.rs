//! Calls into the C++ library through the generated bindings: constructors,
//! plain, const, static, overloaded and virtual methods, fields of derived
//! classes through `_base`, destructors, namespaced free functions, and
//! class template instantiations passed by value and through pointers.

use bindgen_cxx_consumer::*;
use std::ffi::c_void;
use std::sync::{Mutex, MutexGuard};

/// The library counts live objects in statics; tests that construct objects
/// run one at a time so each sees only its own.
fn serial() -> MutexGuard<'static, ()> {
    static LOCK: Mutex<()> = Mutex::new(());
    LOCK.lock().unwrap_or_else(|e| e.into_inner())
}

fn live() -> i32 {
    unsafe { shapes_Tally::live() }
}

#[test]
fn constructor_methods_and_destructor() {
    let _guard = serial();
    let before = live();
    let made_before = unsafe { shapes_Tally::constructed() };
    unsafe {
        let mut c = shapes_Counter::new();
        let mut d = shapes_Counter::new1(40);
        assert_eq!(live(), before + 2);
        assert_eq!(shapes_Tally::constructed(), made_before + 2);
        assert_eq!((c.count, c.steps), (0, 0));
        assert_eq!(d.value(), 40);

        // Plain method (`&mut self`) and its overload (numbered `add1`).
        c.add(5);
        c.add1(3, 4);
        assert_eq!(c.value(), 17);
        assert_eq!(c.steps, 5);
        d.add(2);
        assert_eq!(d.value(), 42);

        c.destruct();
        assert_eq!(live(), before + 1);
        d.destruct();
    }
    assert_eq!(live(), before, "every constructed object was destructed");
}

#[test]
fn static_methods_hand_out_heap_objects() {
    let _guard = serial();
    let before = live();
    unsafe {
        let p = shapes_Counter::make(9);
        assert!(!p.is_null());
        assert_eq!(live(), before + 1);
        (*p).add(1);
        assert_eq!((*p).value(), 10);
        // The same call through the `extern` declaration.
        assert_eq!(shapes_Counter_value(p), 10);
        shapes_Counter::dispose(p);
    }
    assert_eq!(live(), before);
}

#[test]
fn base_class_methods_const_and_overloaded() {
    let _guard = serial();
    let before = live();
    let made_before = unsafe { shapes_Shape::made() };
    unsafe {
        let mut s = shapes_Shape::new(7);
        assert_eq!(s.id, 7);
        assert_eq!(shapes_Shape::made(), made_before + 1);
        // Const methods (`&self`), overloaded.
        assert_eq!(s.id_times(3), 21);
        assert_eq!(s.id_times1(3, 1), 22);
        s.rename(11);
        assert_eq!(s.id, 11);
        assert_eq!(s.id_times(2), 22);
        // A virtual method called on the base itself.
        assert_eq!(shapes_area_of(&s), 0);
        assert_eq!(shapes_Shape_corners(&mut s as *mut _ as *mut c_void), 0);
        shapes_Shape_Shape_destructor(&mut s);
    }
    assert_eq!(live(), before);
}

#[test]
fn derived_fields_through_base() {
    let _guard = serial();
    let before = live();
    unsafe {
        let mut r = shapes_Rect::new(3, 4, 5);
        // Fields of the base class are reached through `_base`.
        assert_eq!(r._base.id, 3);
        assert_eq!((r.width, r.height), (4, 5));
        // A base method on the derived object.
        r._base.rename(30);
        assert_eq!(r._base.id_times(2), 60);
        r.scale(2);
        assert_eq!((r.width, r.height), (8, 10));

        let mut q = shapes_Square::new(8, 6);
        assert_eq!(q._base._base.id, 8);
        assert_eq!((q._base.width, q._base.height), (6, 6));
        q._base.scale(3);
        assert_eq!(q._base.width, 18);

        shapes_Rect_Rect_destructor(&mut q._base);
        shapes_Rect_Rect_destructor(&mut r);
    }
    assert_eq!(live(), before);
}

#[test]
fn virtual_calls_through_base_pointers_dispatch_to_overrides() {
    let _guard = serial();
    let before = live();
    unsafe {
        let mut r = shapes_Rect::new(1, 3, 4);
        let mut q = shapes_Square::new(2, 5);
        let mut s = shapes_Shape::new(3);

        // C++ calls `area()` through a `const Shape *`: the vtable pointer
        // the constructors wrote must pick each object's own override.
        let rect_base: *const shapes_Shape = &r._base;
        let square_base: *const shapes_Shape = &q._base._base;
        assert_eq!(shapes_area_of(rect_base), 12);
        assert_eq!(shapes_area_of(square_base), 1_000_025);
        assert_eq!(shapes_area_of(&s), 0);
        let all = [rect_base, square_base, &s as *const shapes_Shape];
        assert_eq!(shapes_total_area(all.as_ptr(), 3), 1_000_037);

        // The `extern` declaration of an override names that exact function:
        // called directly it does not dispatch.
        let square_this = &mut q as *mut shapes_Square as *mut c_void;
        assert_eq!(shapes_Rect_area(square_this), 25);
        assert_eq!(shapes_Square_area(square_this), 1_000_025);
        assert_eq!(shapes_Rect_corners(square_this), 4);

        // Still dispatching after the object moved in Rust memory.
        let moved = q;
        assert_eq!(shapes_area_of(&moved._base._base), 1_000_025);
        let mut moved = moved;

        shapes_Rect_Rect_destructor(&mut moved._base);
        shapes_Rect_Rect_destructor(&mut r);
        shapes_Shape_Shape_destructor(&mut s);
    }
    assert_eq!(live(), before);
}

#[test]
fn namespaced_free_functions() {
    unsafe {
        assert_eq!(shapes_util_twice(21), 42);
        let values = [1, 2, 3, 6];
        assert_eq!(shapes_util_mean(values.as_ptr(), 4), 3.0);
        assert_eq!(shapes_util_mean(values.as_ptr(), 0), 0.0);
    }
}

#[test]
fn layouts_have_the_base_first() {
    use std::mem::{align_of, offset_of, size_of};
    // vtable pointer, then `id` (padded to 16), then the derived fields.
    assert_eq!(size_of::<shapes_Shape>(), 16);
    assert_eq!(align_of::<shapes_Shape>(), 8);
    assert_eq!(offset_of!(shapes_Shape, id), 8);
    assert_eq!(offset_of!(shapes_Rect, _base), 0);
    assert_eq!(offset_of!(shapes_Rect, width), 16);
    assert_eq!(size_of::<shapes_Square>(), size_of::<shapes_Rect>());
    assert_eq!(size_of::<shapes_Counter>(), 8);
}

#[test]
fn template_instantiations_cross_by_value_and_by_pointer() {
    unsafe {
        // Returned and passed by value: the generic struct must have the
        // instantiation's layout and calling convention.
        let p: shapes_Pair<i32, f64> = shapes_make_pair(3, 0.5);
        assert_eq!((p.first, p.second), (3, 0.5));
        let built = shapes_Pair::<i32, f64> {
            _phantom_0: Default::default(),
            _phantom_1: Default::default(),
            first: 40,
            second: 2.25,
        };
        assert_eq!(shapes_pair_sum(built), 42.25);

        // Written by C++ through a pointer, read back field by field.
        let mut ring: shapes_Ring<::std::os::raw::c_long> = std::mem::zeroed();
        for v in [5, 7, 11, 13, 17] {
            shapes_ring_push(&mut ring, v);
        }
        assert_eq!(ring.used, 5);
        assert_eq!(ring.slots, [17, 7, 11, 13]);
        assert_eq!(ring.cursor, ring.slots.as_mut_ptr());
        assert_eq!(shapes_ring_total(&ring), 48);

        // Instantiations as members of a class, read by C++.
        let mut ledger: shapes_Ledger = std::mem::zeroed();
        ledger.tag = 1;
        ledger.entry.first = 2;
        ledger.entry.second = 1.5;
        shapes_ring_push(&mut ledger.history, 10);
        assert_eq!(shapes_ledger_value(&ledger), 1.0 + 3.0 + 10.0);
    }
}

#[test]
fn variadic_methods_are_called_with_their_extra_arguments() {
    unsafe {
        let mut adder = shapes_Adder::new(5);
        // No wrapper: the declaration with `...` is called directly.
        assert_eq!(shapes_Adder_add(&mut adder, 3, 1i32, 2i32, 3i32), 11);
        assert_eq!(shapes_Adder_add(&mut adder, 0), 11);
        assert_eq!(adder.total(), 11);
        let s = shapes_Adder_sum(
            4,
            10 as ::std::os::raw::c_long,
            20 as ::std::os::raw::c_long,
            30 as ::std::os::raw::c_long,
            40 as ::std::os::raw::c_long,
        );
        assert_eq!(s, 100);
    }
}

#[test]
fn a_class_named_in_its_base_before_its_definition_keeps_its_fields() {
    unsafe {
        let mut b = shapes_Branch::new(7, 3);
        assert_eq!((b._base.id, b.width), (7, 3));
        assert_eq!(std::mem::size_of::<shapes_Branch>(), 24);
        // The symbols are the functions themselves (no dispatch): the
        // override returns the object, the base's version null.
        let me = &mut b as *mut shapes_Branch;
        assert_eq!(shapes_Branch_asBranch(me as *mut c_void), me);
        assert!(shapes_Tree_asBranch(me as *mut c_void).is_null());
    }
}
