// bindgen-flags: --opaque-type 'sensor_.*' --disable-untagged-union --with-derive-partialeq --with-derive-eq --with-derive-default
// With `--disable-untagged-union` an opaque union is an opaque struct: it
// and a record holding it derive what opaque blobs derive, as upstream.
union sensor_reading { int raw; char text[6]; };
struct probe { int id; union sensor_reading last; };
