//! `ParseCallbacks::int_macro` chooses the type of integer macro constants;
//! other constants keep the type their value gives. (The direct text printer
//! is skipped when callbacks are set; this checks the token path honours
//! every kind of answer.)

use bindgen::callbacks::{IntKind, ParseCallbacks};

#[derive(Debug)]
struct PickTypes;

impl ParseCallbacks for PickTypes {
    fn int_macro(&self, name: &str, _value: i64) -> Option<IntKind> {
        match name {
            "FLAG_ON" | "FLAG_OFF" => Some(IntKind::Bool),
            "SMALL" => Some(IntKind::U8),
            "C_LONG" => Some(IntKind::Long),
            "NAMED" => Some(IntKind::Custom {
                name: "my_int_t",
                is_signed: true,
            }),
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
         #define NAMED 7\n#define PLAIN 42\n#define HUGE_NEG (-3000000000LL)\n",
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
    ] {
        assert!(
            compact.contains(expected),
            "missing `{expected}` in:\n{out}"
        );
    }
}
