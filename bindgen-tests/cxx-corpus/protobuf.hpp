// bindgen-flags: --allowlist-type 'google::protobuf::io::.*' --allowlist-function 'google::protobuf::io::.*' --opaque-type 'std::.*' -- -x c++ -std=c++17
// debian-package: libprotobuf-dev
// Protocol Buffers' coded streams: deep namespaces, abstract stream
// interfaces, inline-heavy classes.

#include <google/protobuf/io/coded_stream.h>
