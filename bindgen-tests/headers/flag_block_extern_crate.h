// bindgen-flags: --generate-block --block-extern-crate -- -fblocks

/* The block crate imported with `extern crate`. */
typedef long (^reducer_block)(long acc, long item);
long fold_all(reducer_block r, long start);
