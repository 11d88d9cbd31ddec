// bindgen-flags: -- --target=i686-pc-windows-msvc
// The shared target-types header (include/target_matrix.h) for i686-pc-windows-msvc.
#include "include/target_matrix.h"
