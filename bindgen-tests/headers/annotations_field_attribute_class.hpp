// bindgen-flags: --field-attr 'Gauge::level_=doc(hidden)' --field-attr 'Gauge::bits_=allow(dead_code)' -- -std=c++14

/* Field attributes in a C++ class: annotation first, then --field-attr. */
class Gauge {
public:
  /** <div rustbindgen attribute="allow(dead_code)"></div> */
  int level_;
  unsigned bits_;
  /** <div rustbindgen attribute="doc(hidden)"></div> */
  unsigned char mode_ : 2;
  unsigned char spare_ : 6;
  int read() const;
};
