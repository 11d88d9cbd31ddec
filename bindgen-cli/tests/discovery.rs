//! `ParseCallbacks::new_item_found`: every emitted struct, union, enum,
//! typedef, function, constant and variable is reported once, with the
//! position of its name. The expected list is what upstream bindgen 0.73.2
//! reports for the same header (checked by running it), apart from the ids,
//! which are private numbering in both implementations.

use bindgen::callbacks::{DiscoveredItem, DiscoveredItemId, ParseCallbacks, SourceLocation};
use bindgen::{BindgenError, Builder};
use std::cell::RefCell;
use std::rc::Rc;

type Seen = Rc<RefCell<Vec<(DiscoveredItemId, DiscoveredItem, Option<SourceLocation>)>>>;

#[derive(Debug, Default)]
struct Discovery(Seen);

impl ParseCallbacks for Discovery {
    fn new_item_found(
        &self,
        id: DiscoveredItemId,
        item: DiscoveredItem,
        loc: Option<&SourceLocation>,
    ) {
        self.0.borrow_mut().push((id, item, loc.cloned()));
    }
}

const HEADER: &str = "\
#define SIDES 4
#define LABEL \"square\"
struct corner { int x; int y; };
typedef struct corner corner_t;
enum fill { FILL_NONE, FILL_SOLID };
union either { int i; float f; };
int area(const struct corner *a, const struct corner *b);
extern int drawn;
static const int ORIGIN = 0;
   struct shifted { char c; };
struct { int hidden; } unnamed_instance;
extern const char *const names[2];
";

fn name(item: &DiscoveredItem) -> String {
    match item {
        DiscoveredItem::Struct { final_name, .. } => format!("struct {final_name}"),
        DiscoveredItem::Union { final_name, .. } => format!("union {final_name}"),
        DiscoveredItem::Alias { alias_name, .. } => format!("alias {alias_name}"),
        DiscoveredItem::Enum { final_name } => format!("enum {final_name}"),
        DiscoveredItem::Function { final_name } => format!("fn {final_name}"),
        DiscoveredItem::Method { final_name, .. } => format!("method {final_name}"),
        DiscoveredItem::Constant { final_name } => format!("const {final_name}"),
        DiscoveredItem::Variable { final_name } => format!("var {final_name}"),
    }
}

#[test]
fn items_are_reported_with_their_locations() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("shapes.h");
    std::fs::write(&path, HEADER).unwrap();
    let path = path.to_str().unwrap().to_string();
    let seen = Seen::default();
    Builder::default()
        .header(path.clone())
        .parse_callbacks(Box::new(Discovery(seen.clone())))
        .generate()
        .expect("generate");
    let mut got: Vec<(String, usize, usize, usize)> = Vec::new();
    for (_, item, loc) in seen.borrow().iter() {
        let loc = loc.as_ref().expect("every reported item has a location");
        assert_eq!(loc.file_name.as_deref(), Some(path.as_str()), "{item:?}");
        got.push((name(item), loc.line, loc.col, loc.byte_offset));
    }
    // Order of the reports is not part of the contract: compare sorted.
    got.sort();
    let mut want: Vec<(String, usize, usize, usize)> = [
        ("const SIDES", 1, 9, 8),
        ("const LABEL", 2, 9, 24),
        ("struct corner", 3, 8, 46),
        ("alias corner_t", 4, 23, 94),
        ("enum fill", 5, 6, 109),
        ("union either", 6, 7, 147),
        ("fn area", 7, 5, 179),
        ("var drawn", 8, 12, 244),
        ("const ORIGIN", 9, 18, 268),
        ("struct shifted", 10, 11, 290),
        ("struct _bindgen_ty_1", 11, 1, 311),
        ("var unnamed_instance", 11, 24, 334),
        ("var names", 12, 26, 377),
    ]
    .iter()
    .map(|&(n, l, c, o)| (n.to_string(), l, c, o))
    .collect();
    want.sort();
    assert_eq!(got, want);
    // Each item is reported once, under its own id.
    let mut ids: Vec<DiscoveredItemId> = seen.borrow().iter().map(|(id, _, _)| *id).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), want.len());
}

/// The alias names the id its target was reported under.
#[test]
fn alias_points_at_the_reported_struct() {
    let seen = Seen::default();
    Builder::default()
        .header_contents("alias.h", "struct s { int a; }; typedef struct s s_t;")
        .parse_callbacks(Box::new(Discovery(seen.clone())))
        .generate()
        .expect("generate");
    let seen = seen.borrow();
    let struct_id = seen
        .iter()
        .find(
            |(_, i, _)| matches!(i, DiscoveredItem::Struct { final_name, .. } if final_name == "s"),
        )
        .map(|(id, _, _)| *id)
        .expect("struct reported");
    assert!(seen.iter().any(|(_, i, _)| matches!(
        i,
        DiscoveredItem::Alias { alias_name, alias_for } if alias_name == "s_t" && *alias_for == struct_id
    )));
}

#[test]
fn generate_without_input_is_no_headers_provided() {
    let err = Builder::default().generate().unwrap_err();
    assert_eq!(err, BindgenError::NoHeadersProvided);
    assert_eq!(err.to_string(), "no input headers were provided");
}
