// bindgen-flags: -- --target=riscv64-unknown-linux-gnu
// The shared target-types header (include/target_matrix.h) for riscv64-unknown-linux-gnu.
#include "include/target_matrix.h"
