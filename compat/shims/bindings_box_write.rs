//# root
/// Generated bindings (this line's `write` takes a boxed writer).
#[derive(Debug)]
pub struct Bindings(bindgen_073::Bindings);

impl Bindings {
    /// Writes the bindings to `path` (created or truncated).
    pub fn write_to_file<P: AsRef<::std::path::Path>>(&self, path: P) -> ::std::io::Result<()> {
        self.0.write_to_file(path)
    }

    /// Writes the bindings to `writer`.
    pub fn write<'a>(&self, writer: Box<dyn ::std::io::Write + 'a>) -> ::std::io::Result<()> {
        self.0.write(writer)
    }
}

impl ::std::fmt::Display for Bindings {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Display::fmt(&self.0, f)
    }
}
//# builder
    /// Generates the bindings.
    pub fn generate(self) -> Result<Bindings, BindgenError> {
        self.0.generate().map(Bindings)
    }

