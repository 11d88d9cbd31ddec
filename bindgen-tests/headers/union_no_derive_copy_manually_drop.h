// bindgen-flags: --no-derive-copy --manually-drop-union '.*_cell'
// Under `--no-derive-copy` no union is `Copy`, so one named by
// `--manually-drop-union` is a native union of `ManuallyDrop` fields even
// when every member is a plain scalar.
union value_cell { double d; long l; unsigned char b[8]; };
struct slot { int tag; union value_cell v; };
