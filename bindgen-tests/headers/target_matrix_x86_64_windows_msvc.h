// bindgen-flags: -- --target=x86_64-pc-windows-msvc
// The shared target-types header (include/target_matrix.h) for x86_64-pc-windows-msvc.
#include "include/target_matrix.h"
