//! bindgen 0.72's interface: `new_item_found`
//! without a source location.
use bindgen::callbacks::{DiscoveredItem, DiscoveredItemId, ParseCallbacks};
use std::sync::Mutex;

static FOUND: Mutex<Vec<String>> = Mutex::new(Vec::new());

#[derive(Debug)]
struct Hooks;

impl ParseCallbacks for Hooks {
    fn item_name(&self, info: bindgen::callbacks::ItemInfo<'_>) -> Option<String> {
        (info.name == "point072").then(|| "Point".to_string())
    }

    fn new_item_found(&self, _id: DiscoveredItemId, item: DiscoveredItem) {
        if let DiscoveredItem::Struct { final_name, .. } = item {
            FOUND.lock().unwrap().push(final_name);
        }
    }
}

fn main() {
    let bindings = bindgen::Builder::default()
        .header("wrapper.h")
        .rust_target(bindgen::RustTarget::stable(68, 0).unwrap())
        .parse_callbacks(Box::new(Hooks))
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()))
        .generate()
        .expect("bindgen 0.72 interface");
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").unwrap());
    bindings.write(Box::new(std::fs::File::create(out.join("bindings.rs")).unwrap())).unwrap();
    write_seen(&FOUND.lock().unwrap());
}

fn write_seen(found: &[String]) {
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").unwrap());
    std::fs::write(
        out.join("seen.rs"),
        format!("pub const FOUND: &[&str] = &{found:?};\npub const VERSION: &str = {:?};\n", bindgen::VERSION),
    )
    .unwrap();
}
