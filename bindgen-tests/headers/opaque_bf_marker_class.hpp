// bindgen-flags: --opaque-type 'obmc_.*_op' -- -x c++
// C++ classes follow the C rule: bitfields of the class itself (not of a
// base) give the opaque blob a `_bindgen_align` marker.

class obmc_private_op { char c; int b : 5; };
class obmc_virtual_op { public: virtual void f(); int b : 5; };
struct obmc_base { int x; };
struct obmc_derived_op : obmc_base { char c; int b : 5; };
struct obmc_bits_base { int b : 5; };
struct obmc_from_bits_op : obmc_bits_base { char c; };
struct obmc_ctor_op { char c; int b : 5; obmc_ctor_op(); ~obmc_ctor_op(); };
