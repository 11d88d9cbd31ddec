// bindgen-flags: --enable-cxx-namespaces --allowlist-type 'leveldb::.*' --allowlist-function 'leveldb::.*' --opaque-type 'std::.*' -- -x c++ -std=c++17
// debian-package: libleveldb-dev
// LevelDB's DB interface (abstract classes with virtual methods) as nested
// Rust modules: the corpus member that uses --enable-cxx-namespaces.

#include <leveldb/db.h>
