//! Calls into the system's TinyXML-2 through the bindings our bindgen made
//! of its header: a document constructed and destructed in place, parsing,
//! attribute lookups through const methods, walking elements, overloads
//! (numbered `SetText1`, `SaveFile1`, ...), static overloads (`XMLUtil::ToStr`),
//! virtual methods called directly
//! (`ShallowEqual`, `Accept`) and through the library's own virtual dispatch
//! (a printer visiting a document), and printing the document back.

//!
//! Without the library (no `libtinyxml2-dev`) outside CI, the build script
//! makes empty bindings and only `library_missing` runs; under CI the build
//! fails instead.

#[cfg(tinyxml2_missing)]
#[test]
fn library_missing() {
    eprintln!("tinyxml2 tests NOT RUN: install libtinyxml2-dev");
}

#[cfg(not(tinyxml2_missing))]
mod with_library {
    use bindgen_cxx_library_e2e::*;
    use std::ffi::{c_char, c_void, CStr, CString};
    use std::mem::MaybeUninit;
    use std::path::PathBuf;

    extern "C" {
        fn fopen(path: *const c_char, mode: *const c_char) -> *mut FILE;
        fn fclose(file: *mut FILE) -> i32;
    }

    /// A `tinyxml2::XMLDocument` constructed in place on the heap. The document
    /// points at itself (its nodes' `_document`, its memory pools' blocks), so it
    /// must not move once its constructor ran: the bindings' by-value `new()`
    /// would move it, so the constructor is called on the final address, and
    /// the (virtual) destructor runs on drop.
    struct Doc(Box<MaybeUninit<tinyxml2_XMLDocument>>);

    impl Doc {
        fn new() -> Doc {
            let mut storage = Box::new(MaybeUninit::uninit());
            unsafe {
                tinyxml2_XMLDocument_XMLDocument(
                    storage.as_mut_ptr(),
                    true,
                    tinyxml2_Whitespace_PRESERVE_WHITESPACE,
                )
            };
            Doc(storage)
        }

        fn parsed(xml: &str) -> Doc {
            let mut doc = Doc::new();
            let rc = unsafe { doc.get().Parse(xml.as_ptr().cast(), xml.len()) };
            assert_eq!(rc, tinyxml2_XMLError_XML_SUCCESS, "parsing {xml:?}");
            doc
        }

        fn get(&mut self) -> &mut tinyxml2_XMLDocument {
            unsafe { self.0.assume_init_mut() }
        }

        fn ptr(&mut self) -> *mut tinyxml2_XMLDocument {
            self.0.as_mut_ptr()
        }

        /// The document as its base class (single inheritance: same address).
        fn node(&self) -> &tinyxml2_XMLNode {
            unsafe { &*self.0.as_ptr().cast::<tinyxml2_XMLNode>() }
        }

        /// The first child element (`RootElement()` is inline in the header,
        /// so it has no symbol; the base class's const method does the same).
        fn root(&self) -> *const tinyxml2_XMLElement {
            unsafe { self.node().FirstChildElement(std::ptr::null()) }
        }
    }

    impl Drop for Doc {
        fn drop(&mut self) {
            unsafe { tinyxml2_XMLDocument_XMLDocument_destructor(self.ptr()) }
        }
    }

    fn node<'a>(e: *const tinyxml2_XMLElement) -> &'a tinyxml2_XMLNode {
        assert!(!e.is_null());
        unsafe { &*e.cast::<tinyxml2_XMLNode>() }
    }

    fn elem<'a>(e: *const tinyxml2_XMLElement) -> &'a tinyxml2_XMLElement {
        assert!(!e.is_null());
        unsafe { &*e }
    }

    /// A C string the library returned, or `None` for null.
    fn text(p: *const c_char) -> Option<String> {
        (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_str().unwrap().to_owned())
    }

    fn c(s: &str) -> CString {
        CString::new(s).unwrap()
    }

    fn temp_file(name: &str) -> (PathBuf, CString) {
        let path =
            std::env::temp_dir().join(format!("bindgen-e2e-{}-{name}.xml", std::process::id()));
        let cpath = c(path.to_str().unwrap());
        (path, cpath)
    }

    const LIBRARY: &str = r#"<library name="corpus" shelves="3"><book id="1" year="1999">Alpha</book><book id="2">Beta</book><note/></library>"#;

    #[test]
    fn parse_and_read_attributes_through_const_methods() {
        let doc = Doc::parsed(LIBRARY);
        let root = doc.root();
        assert_eq!(
            text(unsafe { node(root).Value() }).as_deref(),
            Some("library")
        );
        let name = c("name");
        let shelves = c("shelves");
        let missing = c("missing");
        unsafe {
            // `Attribute(name, value = 0)`: the value, or null.
            assert_eq!(
                text(elem(root).Attribute(name.as_ptr(), std::ptr::null())).as_deref(),
                Some("corpus")
            );
            assert_eq!(
                text(elem(root).Attribute(missing.as_ptr(), std::ptr::null())),
                None
            );
            // With a value, only an attribute that has it matches.
            let other = c("other");
            assert_eq!(
                text(elem(root).Attribute(name.as_ptr(), other.as_ptr())),
                None
            );
            assert_eq!(elem(root).IntAttribute(shelves.as_ptr(), -1), 3);
            assert_eq!(elem(root).IntAttribute(missing.as_ptr(), 42), 42);

            let attr = elem(root).FindAttribute(shelves.as_ptr());
            assert!(!attr.is_null());
            assert_eq!(text((*attr).Name()).as_deref(), Some("shelves"));
            assert_eq!(text((*attr).Value()).as_deref(), Some("3"));
            let mut v = 0;
            assert_eq!((*attr).QueryIntValue(&mut v), tinyxml2_XMLError_XML_SUCCESS);
            assert_eq!(v, 3);
            assert!(elem(root).FindAttribute(missing.as_ptr()).is_null());
        }
    }

    #[test]
    fn walk_children() {
        let doc = Doc::parsed(LIBRARY);
        let root = doc.root();
        let book = c("book");
        let year = c("year");
        unsafe {
            let first = node(root).FirstChildElement(book.as_ptr());
            assert_eq!(text(elem(first).GetText()).as_deref(), Some("Alpha"));
            assert_eq!(elem(first).IntAttribute(year.as_ptr(), 0), 1999);
            let second = node(first).NextSiblingElement(book.as_ptr());
            assert_eq!(text(elem(second).GetText()).as_deref(), Some("Beta"));
            assert!(node(second).NextSiblingElement(book.as_ptr()).is_null());

            // Every child element, whatever its name.
            let mut names = Vec::new();
            let mut child = node(root).FirstChildElement(std::ptr::null());
            while !child.is_null() {
                names.push(text(node(child).Value()).unwrap());
                child = node(child).NextSiblingElement(std::ptr::null());
            }
            assert_eq!(names, ["book", "book", "note"]);
            assert_eq!(
                text(elem(doc.root()).GetText()),
                None,
                "the root has no text of its own"
            );
        }
    }

    #[test]
    fn overloaded_setters_and_typed_text() {
        let doc = Doc::parsed("<config><port>80</port><host>old</host></config>");
        let port_name = c("port");
        let host_name = c("host");
        unsafe {
            let port =
                node(doc.root()).FirstChildElement(port_name.as_ptr()) as *mut tinyxml2_XMLElement;
            let mut v = 0;
            assert_eq!((*port).QueryIntText(&mut v), tinyxml2_XMLError_XML_SUCCESS);
            assert_eq!(v, 80);
            // `SetText(int)` is the second overload: `SetText1`.
            (*port).SetText1(8080);
            assert_eq!((*port).IntText(0), 8080);
            assert_eq!(text((*port).GetText()).as_deref(), Some("8080"));
            // `SetText(bool)` (`SetText5`) writes the library's spelling.
            (*port).SetText5(true);
            assert_eq!(text((*port).GetText()).as_deref(), Some("true"));

            let host =
                node(doc.root()).FirstChildElement(host_name.as_ptr()) as *mut tinyxml2_XMLElement;
            let new_host = c("example.org");
            (*host).SetText(new_host.as_ptr());
            assert_eq!(text((*host).GetText()).as_deref(), Some("example.org"));
            let bad = (*host).QueryIntText(&mut v);
            assert_eq!(bad, tinyxml2_XMLError_XML_CAN_NOT_CONVERT_TEXT);
            assert_eq!(
                text(tinyxml2_XMLDocument::ErrorIDToName(bad)).as_deref(),
                Some("XML_CAN_NOT_CONVERT_TEXT")
            );
        }
        // An attribute's overloaded setters: `SetAttribute(int)` is
        // `SetAttribute1`, `SetAttribute(double)` `SetAttribute6`.
        let doc = Doc::parsed(r#"<box weight="1"/>"#);
        let weight = c("weight");
        unsafe {
            let attr =
                elem(doc.root()).FindAttribute(weight.as_ptr()) as *mut tinyxml2_XMLAttribute;
            (*attr).SetAttribute1(12);
            assert_eq!(elem(doc.root()).IntAttribute(weight.as_ptr(), 0), 12);
            (*attr).SetAttribute6(2.5);
            assert_eq!(text((*attr).Value()).as_deref(), Some("2.5"));
        }
    }

    /// Formats with one of the static `XMLUtil::ToStr` overloads.
    fn to_str(f: impl FnOnce(*mut c_char, i32)) -> String {
        let mut buf = [0 as c_char; 64];
        f(buf.as_mut_ptr(), buf.len() as i32);
        text(buf.as_ptr()).unwrap()
    }

    #[test]
    fn static_overloads() {
        unsafe {
            // Seven `static void ToStr(T, char *, int)` overloads, numbered
            // in declaration order: int, unsigned, bool, float, double,
            // int64_t, uint64_t.
            assert_eq!(to_str(|b, n| tinyxml2_XMLUtil::ToStr(-42, b, n)), "-42");
            assert_eq!(to_str(|b, n| tinyxml2_XMLUtil::ToStr1(42, b, n)), "42");
            assert_eq!(
                to_str(|b, n| tinyxml2_XMLUtil::ToStr2(false, b, n)),
                "false"
            );
            assert_eq!(to_str(|b, n| tinyxml2_XMLUtil::ToStr4(0.25, b, n)), "0.25");
            assert_eq!(
                to_str(|b, n| tinyxml2_XMLUtil::ToStr5(-(1i64 << 40), b, n)),
                "-1099511627776"
            );
            assert_eq!(
                to_str(|b, n| tinyxml2_XMLUtil::ToStr6(u64::MAX, b, n)),
                "18446744073709551615"
            );

            // And back: `ToInt`, `ToBool`, `ToDouble` report success.
            let mut i = 0;
            assert!(tinyxml2_XMLUtil::ToInt(c("123").as_ptr(), &mut i));
            assert_eq!(i, 123);
            assert!(!tinyxml2_XMLUtil::ToInt(c("twelve").as_ptr(), &mut i));
            let mut flag = false;
            assert!(tinyxml2_XMLUtil::ToBool(c("true").as_ptr(), &mut flag));
            assert!(flag);
            let mut d = 0.0;
            assert!(tinyxml2_XMLUtil::ToDouble(c("2.5e3").as_ptr(), &mut d));
            assert_eq!(d, 2500.0);
        }
    }

    #[test]
    fn build_a_document_and_save_it() {
        let mut doc = Doc::new();
        let (path, cpath) = temp_file("built");
        unsafe {
            let root_name = c("inventory");
            let root = doc.get().NewElement(root_name.as_ptr());
            assert!(!root.is_null());
            doc.get()._base.InsertEndChild(root.cast());
            let item = c("item");
            let first = (*root).InsertNewChildElement(item.as_ptr());
            (*first).SetText1(7);
            let second = (*root).InsertNewChildElement(item.as_ptr());
            let label = c("seven & eight");
            (*second).SetText(label.as_ptr());

            // `SaveFile(const char *, bool)`; `SaveFile1` takes a `FILE *`.
            assert_eq!(
                doc.get().SaveFile(cpath.as_ptr(), true),
                tinyxml2_XMLError_XML_SUCCESS
            );
        }
        let saved = std::fs::read_to_string(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        assert_eq!(
            saved,
            "<inventory><item>7</item><item>seven &amp; eight</item></inventory>"
        );

        // Read back through the `FILE *` overload of `LoadFile`.
        std::fs::write(&path, &saved).unwrap();
        let mut again = Doc::new();
        unsafe {
            let read = c("r");
            let f = fopen(cpath.as_ptr(), read.as_ptr());
            assert!(!f.is_null());
            assert_eq!(again.get().LoadFile1(f), tinyxml2_XMLError_XML_SUCCESS);
            fclose(f);
            let item = c("item");
            let first = node(again.root()).FirstChildElement(item.as_ptr());
            assert_eq!(elem(first).IntText(0), 7);
            let second = node(first).NextSiblingElement(item.as_ptr());
            assert_eq!(
                text(elem(second).GetText()).as_deref(),
                Some("seven & eight")
            );
        }
        std::fs::remove_file(&path).unwrap();
    }

    #[test]
    fn parse_errors_are_reported() {
        let mut doc = Doc::new();
        let xml = "<open><unclosed></open>";
        unsafe {
            let rc = doc.get().Parse(xml.as_ptr().cast(), xml.len());
            assert_ne!(rc, tinyxml2_XMLError_XML_SUCCESS);
            assert_eq!(
                text(doc.get().ErrorName()),
                text(tinyxml2_XMLDocument::ErrorIDToName(rc))
            );
            assert_eq!(rc, tinyxml2_XMLError_XML_ERROR_MISMATCHED_ELEMENT);
        }
    }

    #[test]
    fn virtual_methods_called_directly() {
        let doc = Doc::parsed(LIBRARY);
        let mut copy = Doc::new();
        let book = c("book");
        unsafe {
            let first = node(doc.root()).FirstChildElement(book.as_ptr());
            let second = node(first).NextSiblingElement(book.as_ptr());
            // `ShallowEqual` is virtual: bound as a plain function taking
            // `this` as `void *`, it runs XMLElement's implementation (same
            // name and attributes; children are not compared).
            let equal = |a: *const tinyxml2_XMLElement, b: *const tinyxml2_XMLElement| {
                tinyxml2_XMLElement_ShallowEqual(a as *mut c_void, b.cast())
            };
            assert!(equal(first, first));
            assert!(!equal(first, second), "the id attributes differ");

            // `DeepClone` (not virtual) calls the virtual `ShallowClone` of
            // every node; the clone lives in the other document.
            let clone = node(doc.root()).DeepClone(copy.ptr());
            assert!(!clone.is_null());
            copy.get()._base.InsertEndChild(clone);
            let cloned_first = node(copy.root()).FirstChildElement(book.as_ptr());
            assert!(equal(cloned_first, first));
            assert_eq!(text(elem(cloned_first).GetText()).as_deref(), Some("Alpha"));
            // The virtual `ShallowClone` called directly: a childless copy.
            let shallow = tinyxml2_XMLElement_ShallowClone(first as *mut c_void, copy.ptr());
            assert!(equal(shallow.cast(), first));
            assert!(
                text(elem(shallow.cast()).GetText()).is_none(),
                "a shallow clone has no text child"
            );
            copy.get().DeleteNode(shallow);
        }
    }

    /// An `XMLPrinter` over a file, constructed in place (it holds inline
    /// buffers that point into itself). Its destructor is inline in the header
    /// and so has no symbol; it owns no heap memory for the small documents here.
    fn with_printer(name: &str, f: impl FnOnce(*mut tinyxml2_XMLPrinter)) -> String {
        let (path, cpath) = temp_file(name);
        let mut printer = Box::new(MaybeUninit::<tinyxml2_XMLPrinter>::uninit());
        unsafe {
            let write = c("w");
            let file = fopen(cpath.as_ptr(), write.as_ptr());
            assert!(!file.is_null());
            tinyxml2_XMLPrinter_XMLPrinter(printer.as_mut_ptr(), file, true, 0);
            f(printer.as_mut_ptr());
            fclose(file);
        }
        let out = std::fs::read_to_string(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        out
    }

    #[test]
    fn virtual_dispatch_inside_the_library_prints_the_document() {
        let mut doc = Doc::parsed(LIBRARY);
        // The virtual `Accept` of the document, called directly, calls the
        // printer's `VisitEnter`/`Visit`/`VisitExit` overrides through the
        // vtable the printer's constructor installed.
        let through_accept = with_printer("accept", |printer| unsafe {
            assert!(tinyxml2_XMLDocument_Accept(
                doc.ptr().cast(),
                printer.cast()
            ));
        });
        assert_eq!(through_accept, LIBRARY);
        // `Print` is the const, non-virtual entry point to the same walk.
        let through_print = with_printer("print", |printer| unsafe { doc.get().Print(printer) });
        assert_eq!(through_print, LIBRARY);
        // Only one element: its own virtual `Accept`.
        let book = c("book");
        let first = unsafe { node(doc.root()).FirstChildElement(book.as_ptr()) };
        let one = with_printer("element", |printer| unsafe {
            assert!(tinyxml2_XMLElement_Accept(
                first as *mut c_void,
                printer.cast()
            ));
        });
        assert_eq!(one, r#"<book id="1" year="1999">Alpha</book>"#);
    }
}
