// bindgen-flags: -- --target=wasm32-unknown-unknown
// The shared target-types header (include/target_matrix.h) for wasm32-unknown-unknown.
#include "include/target_matrix.h"
