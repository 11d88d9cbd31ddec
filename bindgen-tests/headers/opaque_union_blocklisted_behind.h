// bindgen-flags: --opaque-type 'oubb_.*_u' --blocklist-type 'oubb_rec|oubb_int|oubb_ptr' --raw-line '#[repr(C)] #[derive(Copy, Clone)] pub struct oubb_rec { pub x: ::std::os::raw::c_int }' --raw-line 'pub type oubb_int = ::std::os::raw::c_int;' --raw-line 'pub type oubb_ptr = *mut oubb_rec;'
// An opaque union whose member's own type is blocklisted keeps the
// `union`; one reaching a blocklisted type through a typedef or an array
// of it is a struct around its blob.
struct oubb_rec { int x; };
typedef struct oubb_rec oubb_rec_t;
typedef int oubb_int;
typedef oubb_int oubb_int_t;
typedef struct oubb_rec *oubb_ptr;

union oubb_direct_u { struct oubb_rec r; char c; };
union oubb_direct_ptr_u { oubb_ptr p; char c; };
union oubb_via_typedef_u { oubb_rec_t r; char c; };
union oubb_via_int_typedef_u { oubb_int_t i; char c; };
union oubb_array_u { oubb_int a[2]; char c; };
union oubb_ptr_array_u { oubb_ptr a[2]; char c; };
