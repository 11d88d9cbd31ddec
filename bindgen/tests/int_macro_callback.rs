//! `ParseCallbacks::int_macro` chooses the type of integer macro constants;
//! other constants keep the type their value gives. (The direct text printer
//! is skipped when callbacks are set; this checks the token path honours
//! every kind of answer.)

use bindgen::callbacks::{IntKind, ParseCallbacks};

#[derive(Debug)]
struct PickTypes;

impl ParseCallbacks for PickTypes {
    fn int_macro(&self, name: &str, value: i64) -> Option<IntKind> {
        match name {
            "FLAG_ON" | "FLAG_OFF" => Some(IntKind::Bool),
            "SMALL" => Some(IntKind::U8),
            "C_LONG" => Some(IntKind::Long),
            "NAMED" => Some(IntKind::Custom {
                name: "my_int_t",
                is_signed: true,
            }),
            // Values above `i64::MAX` arrive wrapped, as upstream passes them.
            "ALL_ONES_U" if value == -1 => Some(IntKind::U64),
            "ALL_ONES_S" if value == -1 => Some(IntKind::LongLong),
            "ALL_ONES_128" if value == -1 => Some(IntKind::I128),
            _ => None,
        }
    }
}

fn generate(header: &str) -> String {
    bindgen::Builder::default()
        .header_contents("consts.h", header)
        .parse_callbacks(Box::new(PickTypes))
        .generate()
        .expect("bindings generate")
        .to_string()
}

#[test]
fn int_macro_picks_the_type() {
    let out = generate(
        "#define FLAG_ON 1\n#define FLAG_OFF 0\n#define SMALL 200\n#define C_LONG (-5)\n\
         #define NAMED 7\n#define PLAIN 42\n#define HUGE_NEG (-3000000000LL)\n\
         #define ALL_ONES_U 0xffffffffffffffffULL\n#define ALL_ONES_S 0xffffffffffffffffULL\n\
         #define ALL_ONES_128 0xffffffffffffffffULL\n#define ALL_ONES_PLAIN 0xffffffffffffffffULL\n",
    );
    let compact: String = out.split_whitespace().collect::<Vec<_>>().join(" ");
    for expected in [
        "pub const FLAG_ON: bool = true;",
        "pub const FLAG_OFF: bool = false;",
        "pub const SMALL: u8 = 200;",
        "pub const C_LONG: ::std::os::raw::c_long = -5;",
        "pub const NAMED: my_int_t = 7;",
        "pub const PLAIN: u32 = 42;",
        "pub const HUGE_NEG: i64 = -3000000000;",
        "pub const ALL_ONES_U: u64 = 18446744073709551615;",
        // A signed 64-bit type holds what C converts the value to.
        "pub const ALL_ONES_S: ::std::os::raw::c_longlong = -1;",
        "pub const ALL_ONES_128: i128 = 18446744073709551615;",
        "pub const ALL_ONES_PLAIN: u64 = 18446744073709551615;",
    ] {
        assert!(
            compact.contains(expected),
            "missing `{expected}` in:\n{out}"
        );
    }
}
