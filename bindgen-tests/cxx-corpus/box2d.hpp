// bindgen-flags: --allowlist-type 'b2.*' --allowlist-function 'b2.*' --allowlist-var 'b2_.*' -- -x c++ -std=c++17
// debian-package: libbox2d-dev
// Box2D 2.4: no namespace, every name starts with b2; plain structs,
// derived joint definitions and virtual shapes.

#include <box2d/box2d.h>
