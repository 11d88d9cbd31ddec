//! Builder methods, named and typed as in upstream 0.73.2, so that build
//! scripts written for it compile unchanged (`bindgen-tests/api-compat`).

use super::Builder;
use crate::callbacks::ParseCallbacks;
use crate::options::table::option_table;
use crate::options::*;
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// Generates the Builder methods that [`option_table!`] spells out (an entry
/// with `fn NAME(..) { VALUE }`); the others are written below.
macro_rules! builder_methods {
    ($({ $attrs:tt $kind:tt $field:tt $method:tt $cli:tt })*) => {
        $(builder_method!($attrs $kind $field $method);)*
    };
}

/// One generated method: it adds VALUE to the field (`each` entries) or
/// stores it there (all others).
macro_rules! builder_method {
    ([$($attr:tt)*] [each $($render:ident)?] [$field:ident $($ty:tt)*]
        [$name:ident $([$g:ident : $bound:path])? ($($param:ident : $pty:ty),*) [$($ret:ty)?] $value:block]) => {
        $($attr)*
        pub fn $name$(<$g: $bound>)?(mut self $(, $param: $pty)*) -> returns!($($ret)?) {
            AddToList::add_to_list(&mut self.options.$field, $value);
            self
        }
    };
    ([$($attr:tt)*] $kind:tt [$field:ident $($ty:tt)*]
        [$name:ident $([$g:ident : $bound:path])? ($($param:ident : $pty:ty),*) [$($ret:ty)?] $value:block]) => {
        $($attr)*
        pub fn $name$(<$g: $bound>)?(mut self $(, $param: $pty)*) -> returns!($($ret)?) {
            self.options.$field = $value;
            self
        }
    };
    // No method, or one written by hand.
    ($($other:tt)*) => {};
}

/// A generated method's return type: `Builder` unless the entry says `-> Self`.
macro_rules! returns {
    () => {
        Builder
    };
    ($ret:ty) => {
        $ret
    };
}

impl Builder {
    option_table!(builder_methods);

    /// Adds an input header (the last one is the main file; earlier ones are `-include`d).
    pub fn header<T: Into<String>>(mut self, header: T) -> Builder {
        self.options.input_headers.push(header.into());
        self
    }

    /// Adds several input headers.
    pub fn headers<I: IntoIterator>(mut self, headers: I) -> Builder
    where
        I::Item: Into<String>,
    {
        self.options
            .input_headers
            .extend(headers.into_iter().map(Into::into));
        self
    }

    /// Adds an in-memory header; `name` is made absolute against the current directory.
    pub fn header_contents(mut self, name: &str, contents: &str) -> Builder {
        let abs = std::env::current_dir()
            .map(|d| d.join(name))
            .unwrap_or_else(|_| PathBuf::from(name));
        self.options
            .input_header_contents
            .push((abs.to_string_lossy().into_owned(), contents.to_string()));
        self
    }

    /// Appends a clang argument.
    pub fn clang_arg<T: Into<String>>(mut self, arg: T) -> Builder {
        self.options.clang_args.push(arg.into());
        self
    }

    /// Appends clang arguments.
    pub fn clang_args<I: IntoIterator>(mut self, args: I) -> Builder
    where
        I::Item: AsRef<str>,
    {
        self.options
            .clang_args
            .extend(args.into_iter().map(|a| a.as_ref().to_string()));
        self
    }

    /// Registers parse callbacks (several may be registered).
    pub fn parse_callbacks(mut self, cb: Box<dyn ParseCallbacks>) -> Builder {
        self.options.parse_callbacks.push(Rc::from(cb));
        self
    }

    /// Rustified enums for matching names; `REGEX=options` adds the conversions
    /// of [`RustEnumOptions`] (see the book's enums chapter).
    pub fn rustified_enum<T: AsRef<str>>(self, arg: T) -> Builder {
        let (pattern, options) = split_rust_enum_arg(arg.as_ref());
        self.add_rustified(pattern, options, false)
    }

    /// Non-exhaustive rustified enums for matching names.
    pub fn rustified_non_exhaustive_enum<T: AsRef<str>>(self, arg: T) -> Builder {
        let (pattern, options) = split_rust_enum_arg(arg.as_ref());
        self.add_rustified(pattern, options, true)
    }

    /// Rustified enums with extra conversions.
    pub fn rustified_enum_with<T: AsRef<str>>(self, arg: T, options: RustEnumOptions) -> Builder {
        self.add_rustified(arg.as_ref().to_string(), options, false)
    }

    /// Non-exhaustive rustified enums with extra conversions.
    pub fn rustified_non_exhaustive_enum_with<T: AsRef<str>>(
        self,
        arg: T,
        options: RustEnumOptions,
    ) -> Builder {
        self.add_rustified(arg.as_ref().to_string(), options, true)
    }

    fn add_rustified(
        mut self,
        pattern: String,
        options: RustEnumOptions,
        non_exhaustive: bool,
    ) -> Builder {
        if non_exhaustive {
            self.options
                .rustified_non_exhaustive_enum_set
                .insert(pattern.clone());
        } else {
            self.options.rustified_enum_set.insert(pattern.clone());
        }
        self.options.rustified_enums.push(RustifiedPattern {
            pattern,
            options,
            non_exhaustive,
        });
        self
    }

    /// Drop all functions.
    pub fn ignore_functions(mut self) -> Builder {
        self.options.codegen_config.remove(CodegenConfig::FUNCTIONS);
        self
    }

    /// Drop C++ methods.
    pub fn ignore_methods(mut self) -> Builder {
        self.options.codegen_config.remove(CodegenConfig::METHODS);
        self
    }

    /// Derive `PartialEq` (`false` also clears `Eq`).
    pub fn derive_partialeq(mut self, doit: bool) -> Builder {
        self.options.derive_partialeq = doit;
        if !doit {
            self.options.derive_eq = false;
        }
        self
    }

    /// Derive `Eq` (`true` also sets `PartialEq`).
    pub fn derive_eq(mut self, doit: bool) -> Builder {
        self.options.derive_eq = doit;
        if doit {
            self.options.derive_partialeq = true;
        }
        self
    }

    /// Derive `PartialOrd` (`false` also clears `Ord`).
    pub fn derive_partialord(mut self, doit: bool) -> Builder {
        self.options.derive_partialord = doit;
        if !doit {
            self.options.derive_ord = false;
        }
        self
    }

    /// Derive `Ord` (sets `PartialOrd` to the same value).
    pub fn derive_ord(mut self, doit: bool) -> Builder {
        self.options.derive_ord = doit;
        self.options.derive_partialord = doit;
        self
    }

    /// Adds an attribute to one field.
    pub fn field_attribute<T, F, A>(mut self, type_name: T, field_name: F, attribute: A) -> Builder
    where
        T: Into<String>,
        F: Into<String>,
        A: Into<String>,
    {
        self.options
            .field_attributes
            .push((type_name.into(), field_name.into(), attribute.into()));
        self
    }

    /// A raw line in a C++ namespace module.
    pub fn module_raw_line<T, U>(mut self, module: T, line: U) -> Builder
    where
        T: Into<String>,
        U: Into<String>,
    {
        self.options.module_lines.push((module.into(), line.into()));
        self
    }

    /// Also write a depfile.
    pub fn depfile<H: Into<String>, D: Into<PathBuf>>(
        mut self,
        output_module: H,
        depfile: D,
    ) -> Builder {
        self.options.depfile = Some((output_module.into(), depfile.into()));
        self
    }

    /// Force an ABI on matching functions.
    pub fn override_abi<T: Into<String>>(mut self, abi: Abi, arg: T) -> Builder {
        self.options.abi_overrides.push((abi, arg.into()));
        self
    }

    /// The 0.72 name of [`Builder::extern_block_attrs`], kept so that build
    /// scripts written for 0.72 still compile.
    #[deprecated(note = "renamed to `extern_block_attrs` in 0.73")]
    pub fn extern_fn_block_attrs<T: Into<String>>(self, attr: T) -> Builder {
        self.extern_block_attrs(attr)
    }

    /// Deprecated: `true` -> rustfmt, `false` -> none.
    #[deprecated = "use `formatter` instead"]
    pub fn rustfmt_bindings(mut self, doit: bool) -> Builder {
        self.options.formatter = if doit {
            Formatter::Rustfmt
        } else {
            Formatter::None
        };
        self
    }

    /// rustfmt configuration file (also selects rustfmt).
    pub fn rustfmt_configuration_file(mut self, path: Option<PathBuf>) -> Builder {
        if path.is_some() {
            self.options.formatter = Formatter::Rustfmt;
        }
        self.options.rustfmt_configuration_file = path;
        self
    }

    /// Writes `__bindgen.c` and its preprocessed form `__bindgen.i` into the cwd.
    pub fn dump_preprocessed_input(&self) -> std::io::Result<()> {
        let clang = crate::parse::clang_path().ok_or_else(|| {
            std::io::Error::new(std::io::ErrorKind::Other, "Cannot find clang executable")
        })?;
        let mut wrapper = String::new();
        for h in &self.options.input_headers {
            wrapper.push_str(&format!("#include \"{h}\"\n"));
        }
        for (name, contents) in &self.options.input_header_contents {
            wrapper.push_str(&format!("#line 0 \"{name}\"\n{contents}\n"));
        }
        std::fs::write("__bindgen.c", wrapper)?;
        let status = std::process::Command::new(clang)
            .args(&self.options.clang_args)
            .args(["-C", "-E", "__bindgen.c", "-o", "__bindgen.i"])
            .status()?;
        if status.success() {
            Ok(())
        } else {
            Err(std::io::Error::new(
                std::io::ErrorKind::Other,
                "clang exited with non-zero status",
            ))
        }
    }
}

/// Splits `REGEX=opt,opt` at the last `=` when every word is an option word.
pub(crate) fn split_rust_enum_arg(arg: &str) -> (String, RustEnumOptions) {
    if let Some((pattern, opts)) = arg.rsplit_once('=') {
        let words: Vec<&str> = opts.split(',').map(str::trim).collect();
        if !words.is_empty() && words.iter().all(|w| RustEnumOptions::is_word(w)) {
            if let Ok(o) = opts.parse() {
                return (pattern.to_string(), o);
            }
        }
    }
    (arg.to_string(), RustEnumOptions::empty())
}
