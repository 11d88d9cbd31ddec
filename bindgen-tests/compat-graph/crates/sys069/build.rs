//! bindgen 0.69's interface: `item_name(&str)`, the `RustTarget` enum,
//! the public `RegexSet`, `Bindings::write(Box<dyn Write>)`.
use bindgen::callbacks::ParseCallbacks;

#[derive(Debug)]
struct Rename;

impl ParseCallbacks for Rename {
    fn item_name(&self, original_item_name: &str) -> Option<String> {
        (original_item_name == "point069").then(|| "Point".to_string())
    }
}

fn main() {
    let target = bindgen::RustTarget::Stable_1_68;
    // An enum in this line: a match needs its variants.
    match target {
        bindgen::RustTarget::Nightly => unreachable!(),
        _ => {}
    }
    // The enum's order, parsing, display and default, as this line had them.
    use bindgen::RustTarget;
    assert!(RustTarget::Nightly > RustTarget::Stable_1_73);
    assert!(RustTarget::Stable_1_0 < RustTarget::Stable_1_68);
    assert_eq!(bindgen::LATEST_STABLE_RUST, RustTarget::Stable_1_73);
    assert_eq!(RustTarget::default(), bindgen::LATEST_STABLE_RUST);
    assert_eq!("1.68".parse::<RustTarget>().unwrap(), RustTarget::Stable_1_68);
    assert_eq!("nightly".parse::<RustTarget>().unwrap(), RustTarget::Nightly);
    assert!("1.69".parse::<RustTarget>().is_err());
    for t in [RustTarget::Stable_1_0, RustTarget::Stable_1_68, RustTarget::Nightly] {
        assert_eq!(t.to_string().parse::<RustTarget>().unwrap(), t);
    }
    let mut set = bindgen::RegexSet::new();
    set.insert("point.*");
    set.build(true);
    assert!(set.get_items().len() == 1 && set.unmatched_items().count() == 1);
    assert!(set.matches("point069") && !set.matches("xpoint069"));
    assert_eq!(set.unmatched_items().count(), 0);
    let bindings = bindgen::Builder::default()
        .header("wrapper.h")
        .rust_target(target)
        .parse_callbacks(Box::new(Rename))
        // The unit-like constant that 0.69-era build scripts pass.
        .parse_callbacks(Box::new(bindgen::CargoCallbacks))
        .generate()
        .expect("bindgen 0.69 interface");
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").unwrap());
    bindings.write(Box::new(std::fs::File::create(out.join("bindings.rs")).unwrap())).unwrap();
    write_seen(&[]);
}

fn write_seen(found: &[String]) {
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").unwrap());
    std::fs::write(
        out.join("seen.rs"),
        format!("pub const FOUND: &[&str] = &{found:?};\npub const VERSION: &str = {:?};\n", bindgen::VERSION),
    )
    .unwrap();
}
