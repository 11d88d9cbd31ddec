// bindgen-flags: --field-attr 'meter::raw=allow(dead_code)' --field-attr 'slot_u::word=doc(hidden)' --field-attr 'flagged::_bitfield_1=doc(hidden)' --field-attr 'flagged::tail=allow(unused)' --field-attr 'tight::wide=doc(hidden)' --field-attr 'holder::nested=allow(dead_code)' --field-attr 'holder__bindgen_ty_1::deep=doc(hidden)' --field-attr 'holder__bindgen_ty_2::alt_i=allow(unused)' --field-attr 'holder::__bindgen_anon_1=doc(hidden)' --field-attr 'hidden_box::_bindgen_opaque_blob=doc(hidden)' --opaque-type hidden_box

/* Field attributes from `attribute="..."` annotations (first) and from
 * --field-attr, in every kind of record. */
struct meter {
  /** <div rustbindgen attribute="doc(hidden)" attribute="allow(dead_code)"></div> */
  int raw;
  int scaled;
};

union slot_u {
  /** <div rustbindgen attribute="allow(dead_code)"></div> */
  int word;
  float real;
};

struct flagged {
  /** <div rustbindgen attribute="doc(hidden)"></div> */
  int head;
  unsigned f1 : 3;
  unsigned f2 : 5;
  int tail;
};

struct __attribute__((packed)) tight {
  char c;
  /** <div rustbindgen attribute="allow(dead_code)"></div> */
  int wide;
};

struct holder {
  struct {
    /** <div rustbindgen attribute="allow(dead_code)"></div> */
    int deep;
  } nested;
  union {
    int alt_i;
    float alt_f;
  };
};

struct hidden_box {
  /** <div rustbindgen attribute="doc(hidden)"></div> */
  int inside;
};
