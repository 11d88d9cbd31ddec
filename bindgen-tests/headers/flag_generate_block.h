// bindgen-flags: --generate-block --block-extern-crate -- -fblocks

/* Clang blocks (`^`) as block types of the `block` crate. */
typedef int (^adder_block)(int, int);
void run_block(adder_block b);
