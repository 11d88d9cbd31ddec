//! The C or C++ half: a unit that includes the input and refers to every
//! function the bindings declare, one reference per line, so that clang
//! emits each function's declaration as it calls it.

/// How the unit refers to a function.
#[derive(Debug, Clone)]
pub(crate) enum Reference {
    /// A C function, or a C++ free function or static member function,
    /// by its full name (`f`, `::ns::f`, `ns::C::make`).
    Free { callee: String },
    /// A non-virtual member function: through a pointer to member.
    Member { class: String, name: String },
    /// A virtual member function: called non-virtually (`p->C::f()`),
    /// since a pointer to a virtual member names no symbol.
    Virtual { class: String, name: String },
    /// A constructor: a placement new of the class.
    Constructor { class: String },
    /// A destructor: called non-virtually.
    Destructor { class: String },
}

/// One function to refer to.
#[derive(Debug, Clone)]
pub(crate) struct CFn {
    pub reference: Reference,
    /// Return and parameter types as spelled at file scope.
    pub ret: String,
    pub params: Vec<String>,
    pub variadic: bool,
    /// `const`-qualified member function.
    pub is_const: bool,
    /// The symbol the bindings link against for it.
    pub symbol: String,
    /// `file:line: declaration`, for reports.
    pub decl: String,
    /// Why it is not compared, when it is not (its ABI is overridden).
    pub unchecked: Option<&'static str>,
    /// Blocklisted types it passes or returns by value: their Rust
    /// definitions are the user's (`--raw-line`, another module or crate),
    /// not generated here, and a mismatch says so.
    pub user_types: Vec<String>,
}

/// The unit's text and, per function, the line its reference is on.
pub(crate) struct Unit {
    pub text: String,
    pub lines: Vec<usize>,
}

/// A type spelling usable before a name (`__typeof__` wraps declarators).
fn plain(t: &str) -> String {
    if t.contains('(') || t.contains('[') {
        format!("__typeof__({t})")
    } else {
        t.to_string()
    }
}

/// Writes the unit. `include` is the main header's path (or its contents
/// when `inline_text` is set), `skip` the functions left out (their
/// references did not compile).
pub(crate) fn unit(
    include: &str,
    inline_text: bool,
    cxx: bool,
    fns: &[CFn],
    skip: &[bool],
) -> Unit {
    let mut text = String::new();
    if inline_text {
        text.push_str(include);
        text.push('\n');
    } else {
        text.push_str(&format!("#include \"{}\"\n", include.replace('\\', "\\\\")));
    }
    if cxx {
        text.push_str(
            "struct __bindgen_verify_abi_tag {};\n\
             void *operator new(decltype(sizeof 0), __bindgen_verify_abi_tag, void *) noexcept;\n",
        );
    }
    // C's `__attribute__((overloadable))` functions share a name: their
    // address is taken through a pointer of the overload's type.
    let mut uses: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for f in fns {
        if let Reference::Free { callee } = &f.reference {
            *uses.entry(callee.as_str()).or_default() += 1;
        }
    }
    let mut line = text.lines().count();
    let mut lines = Vec::with_capacity(fns.len());
    for (i, f) in fns.iter().enumerate() {
        line += 1;
        lines.push(line);
        if skip.get(i).copied().unwrap_or(false) {
            text.push('\n');
            continue;
        }
        let r = if cxx {
            cxx_reference(i, f)
        } else {
            let Reference::Free { callee } = &f.reference else {
                text.push('\n');
                continue;
            };
            if uses.get(callee.as_str()).copied().unwrap_or(0) > 1 {
                c_overload_reference(i, f, callee)
            } else {
                format!("void *const __bindgen_ref_{i} = (void *)&{callee};")
            }
        };
        // One line each: a compile error names the reference.
        text.push_str(&r.replace('\n', " "));
        text.push('\n');
    }
    Unit { text, lines }
}

/// `typedef R T(P); T *const ref = &f;`: the overload of type `R(P)`.
fn c_overload_reference(i: usize, f: &CFn, callee: &str) -> String {
    let mut params = if f.params.is_empty() {
        "void".to_string()
    } else {
        f.params
            .iter()
            .map(|p| plain(p))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if f.variadic {
        params.push_str(", ...");
    }
    format!(
        "typedef {} __bindgen_t_{i}({params}); __bindgen_t_{i} *const __bindgen_ref_{i} = &{callee};",
        plain(&f.ret)
    )
}

fn cxx_reference(i: usize, f: &CFn) -> String {
    let mut params = f.params.join(", ");
    if f.variadic {
        params.push_str(if f.params.is_empty() { "..." } else { ", ..." });
    }
    let cv = if f.is_const { " const" } else { "" };
    let fn_type = format!("using __bindgen_t_{i} = {}({params}){cv};", plain(&f.ret));
    // Parameters named and passed on as they came (`static_cast<T &&>`;
    // through `__typeof__`, a reference parameter's `&&` collapses).
    let named: Vec<String> = f
        .params
        .iter()
        .enumerate()
        .map(|(k, t)| format!("{} a{k}", plain(t)))
        .collect();
    let forwarded: Vec<String> = f
        .params
        .iter()
        .enumerate()
        .map(|(k, t)| format!("static_cast<__typeof__({t}) &&>(a{k})"))
        .collect();
    let self_ptr = |class: &str| format!("{}{class} *p", if f.is_const { "const " } else { "" });
    match &f.reference {
        Reference::Free { callee } => {
            let ty = format!("using __bindgen_t_{i} = {}({params});", plain(&f.ret));
            format!("{ty} __bindgen_t_{i} *__bindgen_ref_{i} = &{callee};")
        }
        Reference::Member { class, name } => {
            format!("{fn_type} __bindgen_t_{i} {class}::*__bindgen_ref_{i} = &{class}::{name};")
        }
        Reference::Virtual { class, name } => {
            let mut ps = vec![self_ptr(class)];
            ps.extend(named);
            format!(
                "void __bindgen_ref_{i}({}) {{ p->{class}::{name}({}); }}",
                ps.join(", "),
                forwarded.join(", ")
            )
        }
        Reference::Constructor { class } => {
            let mut ps = vec!["void *p".to_string()];
            ps.extend(named);
            format!(
                "void __bindgen_ref_{i}({}) {{ ::new (__bindgen_verify_abi_tag(), p) {class}({}); }}",
                ps.join(", "),
                forwarded.join(", ")
            )
        }
        Reference::Destructor { class } => {
            let short = last_segment(class);
            format!("void __bindgen_ref_{i}({class} *p) {{ p->{class}::~{short}(); }}")
        }
    }
}

/// `Inner` of `ns::Outer::Inner` (a class spelling without template
/// arguments: templates' members are not bound).
fn last_segment(path: &str) -> &str {
    path.rsplit("::").next().unwrap_or(path)
}

/// The references a compile error points at: clang's `FILE:LINE:COL: error`
/// lines about the unit.
pub(crate) fn failing(stderr: &str, unit_name: &str, u: &Unit) -> Vec<usize> {
    let mut bad = Vec::new();
    for l in stderr.lines() {
        let Some(rest) = l.strip_prefix(unit_name).and_then(|r| r.strip_prefix(':')) else {
            continue;
        };
        if !l.contains(": error:") && !l.contains(": fatal error:") {
            continue;
        }
        let Some(line) = rest.split(':').next().and_then(|n| n.parse::<usize>().ok()) else {
            continue;
        };
        if let Some(i) = u.lines.iter().position(|&n| n == line) {
            bad.push(i);
        }
    }
    bad
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(reference: Reference, params: &[&str]) -> CFn {
        CFn {
            reference,
            ret: "int (*)(int)".into(),
            params: params.iter().map(|s| s.to_string()).collect(),
            variadic: false,
            is_const: true,
            symbol: String::new(),
            decl: String::new(),
            unchecked: None,
            user_types: Vec::new(),
        }
    }

    #[test]
    fn writes_one_reference_per_line() {
        let fns = [
            f(
                Reference::Free {
                    callee: "::ns::f".into(),
                },
                &["int [4]"],
            ),
            f(
                Reference::Member {
                    class: "ns::C".into(),
                    name: "get".into(),
                },
                &[],
            ),
            f(
                Reference::Destructor {
                    class: "ns::C".into(),
                },
                &[],
            ),
        ];
        let u = unit("x.hpp", false, true, &fns, &[false, false, false]);
        let lines: Vec<&str> = u.text.lines().collect();
        assert_eq!(
            lines[u.lines[0] - 1],
            "using __bindgen_t_0 = __typeof__(int (*)(int))(int [4]); __bindgen_t_0 *__bindgen_ref_0 = &::ns::f;"
        );
        assert!(lines[u.lines[1] - 1]
            .contains("const; __bindgen_t_1 ns::C::*__bindgen_ref_1 = &ns::C::get;"));
        assert_eq!(
            lines[u.lines[2] - 1],
            "void __bindgen_ref_2(ns::C *p) { p->ns::C::~C(); }"
        );
        let err = format!("/t/u.cpp:{}:5: error: no matches", u.lines[1]);
        assert_eq!(failing(&err, "/t/u.cpp", &u), [1]);
    }
}
