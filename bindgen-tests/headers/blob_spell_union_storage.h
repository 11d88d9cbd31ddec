// bindgen-flags: --disable-untagged-union --with-derive-default

union bs_words { long long a; int b; };
union bs_three { long long a[3]; int b; };
union bs_long { long long a[40]; };
union bs_ints { int a[3]; short b; };
union bs_wide { __int128 a[2]; };

/* Held in a packed struct: its storage stays integer words (E0588). */
union bs_in_packed { long long a[2]; char c; };
struct __attribute__((packed)) bs_packed { char tag; union bs_in_packed u; };
