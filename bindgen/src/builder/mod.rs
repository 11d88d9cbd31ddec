//! The public `Builder`, the `Bindings` it produces, and the pipeline driver.

#[cfg(feature = "__cli")]
pub(crate) mod cli;
#[cfg(feature = "__cli")]
pub(crate) mod command_line;
#[cfg(feature = "__cli")]
pub(crate) mod command_line_error;
#[cfg(feature = "__cli")]
mod custom_callbacks;
#[cfg(feature = "__cli")]
mod flag_value_error;
mod flags;
mod graphviz;
mod methods;
mod plan;
mod verify;

use crate::error::BindgenError;
use crate::options::BindgenOptions;
use crate::{analysis, codegen, parse, postprocess};
use std::io::{self, Write};
use std::path::Path;
use std::time::Instant;

/// Configures and runs binding generation.
#[derive(Debug, Default, Clone)]
pub struct Builder {
    pub(crate) options: BindgenOptions,
}

/// `Builder::default()`.
pub fn builder() -> Builder {
    Builder::default()
}

/// Generated bindings.
#[derive(Debug)]
pub struct Bindings {
    text: String,
    abi: Option<crate::abi_check::AbiSummary>,
}

/// The libclang version.
#[derive(Debug)]
pub struct ClangVersion {
    /// `(major, minor)` when parseable.
    pub parsed: Option<(u32, u32)>,
    /// The full version string.
    pub full: String,
}

/// Loads libclang and reports its version.
pub fn clang_version() -> ClangVersion {
    let full = crate::clang::version_string().unwrap_or_default();
    let parsed = full
        .split_whitespace()
        .find(|w| w.starts_with(|c: char| c.is_ascii_digit()))
        .and_then(|v| {
            let mut it = v.split('.');
            let major = it.next()?.parse().ok()?;
            let minor = it.next()?.parse().ok()?;
            Some((major, minor))
        });
    ClangVersion { parsed, full }
}

struct Phases {
    on: bool,
    last: Instant,
}

impl Phases {
    fn mark(&mut self, name: &str) {
        if self.on {
            let now = Instant::now();
            eprintln!(
                "[time] {name}: {:.1} ms",
                (now - self.last).as_secs_f64() * 1000.0
            );
            self.last = now;
        }
    }
}

impl Builder {
    /// Runs the whole pipeline.
    pub fn generate(mut self) -> Result<Bindings, BindgenError> {
        if self.options.input_headers.is_empty() && self.options.input_header_contents.is_empty() {
            return Err(BindgenError::NoHeadersProvided);
        }
        let opts = &mut self.options;
        if let Some(ed) = opts.rust_edition {
            if !ed.is_available(opts.rust_target) {
                return Err(BindgenError::UnsupportedEdition(ed, opts.rust_target));
            }
        }
        // A prefix that is no path would make every C type unparsable.
        if let Some(msg) = opts.ctypes_prefix_error() {
            return Err(BindgenError::Codegen(
                crate::error::CodegenError::Serialize {
                    msg,
                    loc: "ctypes_prefix".to_string(),
                },
            ));
        }
        opts.build_regexes()
            .map_err(BindgenError::invalid_regexes)?;
        let opts = &self.options;
        let mut phases = Phases {
            on: opts.time_phases,
            last: Instant::now(),
        };
        // Which fast paths apply, and why (`plan.rs`); settled below with
        // rustfmt's answer and the parsed IR.
        let mut plan = plan::compute(opts, None);
        // Finding and loading libclang (a directory search, then relocating a
        // large library) overlaps with asking the clang driver for its include
        // directories (a process run) in `prepare_inputs`.
        let loading = std::thread::spawn(crate::clang::ensure_loaded);
        // Whether rustfmt would format with its defaults (so that the direct
        // printer may stand in for it) is asked meanwhile too.
        let direct_printing = plan
            .direct_printing
            .on
            .then(|| crate::postprocess::DirectPrinting::start(opts));
        let inputs = parse::prepare_inputs(opts);
        // The parse reports a loading failure itself, on this thread.
        let _ = loading.join();
        let inputs = inputs?;
        phases.mark("setup");
        // Which free functions are bound: analysis chooses by the facts
        // parsing records, and parsing looks the choice up as it walks.
        let fn_choices = analysis::function_choices(opts, inputs.cxx);
        let parse::Parsed {
            mut ir,
            macros,
            skipped_bodies,
        } = parse::parse(opts, &plan, &inputs, &fn_choices)?;
        // What the options decide about the parsed declarations.
        analysis::lower(&mut ir, opts);
        // C++ function bodies were skipped: when the bindings use a type
        // whose layout an instantiation in a body might have given, the unit
        // is parsed again with its bodies (`parse/bodies.rs`).
        if let Some(skipped) = skipped_bodies {
            let uncertain = skipped.layout_uncertain.iter().map(|(id, _)| *id).collect();
            let started = Instant::now();
            let reached = analysis::selection_reaches(&ir, opts, &uncertain);
            parse::phase(opts, "uses of uncertain layouts", started);
            if let Some(id) = reached {
                let spelling = skipped
                    .layout_uncertain
                    .iter()
                    .find(|(t, _)| *t == id)
                    .map_or("", |(_, s)| s.as_str());
                crate::logging::debug(&format!(
                    "parsing again with function bodies: the bindings use `{spelling}`, whose layout a body might give"
                ));
                ir = parse::with_bodies(opts, &inputs, &fn_choices, skipped)?;
                analysis::lower(&mut ir, opts);
            }
        }
        // The macro constants are joined now, or after the other items are
        // generated when nothing before them depends on them.
        if plan.late_macro_join.on {
            plan = plan::settle_late_join(plan, parse::macros::names_clash(&macros, &ir));
        }
        let late_macros = if plan.late_macro_join.on {
            Some(macros)
        } else {
            let started = Instant::now();
            ir.macros = parse::macros::finish(macros, opts, &mut ir)?;
            parse::phase(opts, "macros", started);
            None
        };
        phases.mark("parse");
        for f in &ir.included_files {
            for cb in &opts.parse_callbacks {
                cb.include_file(f);
            }
        }
        if let Some((target, path)) = &opts.depfile {
            write_depfile(target, path, &inputs, &ir)
                .map_err(|e| BindgenError::Codegen(e.into()))?;
        }
        let an = analysis::run(&ir, opts);
        phases.mark("analysis");
        if opts.emit_ir {
            println!("{ir:#?}");
        }
        if let Some(path) = &opts.emit_ir_graphviz {
            std::fs::write(path, graphviz::dot(&ir, &an))
                .map_err(|e| BindgenError::Codegen(e.into()))?;
        }
        if let Some(asked) = direct_printing {
            plan = plan::compute(opts, Some(asked.allowed()));
            plan = plan::settle_late_join(plan, late_macros.is_none());
        }
        if opts.time_phases {
            eprint!("{plan}");
        }
        // The worker thread's cleanup (after sending its results) is waited
        // for when this function returns.
        let mut _cleanup = None;
        let generated = std::thread::scope(|scope| {
            let generation = codegen::start(scope, &ir, &an, opts, &plan);
            // Late: the macro worker ran alongside analysis and this
            // thread's code generation; joined here, its constants go first.
            let late = match late_macros {
                Some(pending) => {
                    let started = Instant::now();
                    let (macros, cleanup) = parse::macros::finish_late(pending, opts, &ir)?;
                    _cleanup = Some(cleanup);
                    if opts.time_phases {
                        eprintln!(
                            "[time]   macros (joined late): {:.1} ms",
                            started.elapsed().as_secs_f64() * 1000.0
                        );
                    }
                    let selected = analysis::select_macros(&ir, &macros, opts);
                    Some((macros, selected))
                }
                None => None,
            };
            Ok::<_, BindgenError>(generation.finish(late))
        })?;
        if let Some(e) = input_errors(&generated.errors) {
            return Err(e);
        }
        if opts.record_matches {
            opts.warn_unused_patterns();
        }
        phases.mark("codegen");
        if let Some(c) = &generated.static_wrappers {
            let ext = if ir.cxx { "cpp" } else { "c" };
            write_static_wrappers(opts, c, ext).map_err(|e| BindgenError::Codegen(e.into()))?;
        }
        let body = postprocess::format(generated.items, opts);
        phases.mark("formatting");
        let mut text = String::new();
        if !opts.disable_header_comment {
            text.push_str(&format!(
                "/* automatically generated by rust-bindgen {} */\n\n",
                crate::version::VERSION
            ));
        }
        for line in &opts.raw_lines {
            text.push_str(line);
            text.push('\n');
        }
        if !opts.raw_lines.is_empty() {
            text.push('\n');
        }
        text.push_str(&body);
        // `--verify-abi`: nothing of the check runs without it.
        let abi = if opts.verify_abi {
            let summary = verify::run(opts, &inputs, &ir, &text)?;
            phases.mark("verify-abi");
            Some(summary)
        } else {
            None
        };
        Ok(Bindings { text, abi })
    }
}

/// Writes the wrapper source to `--wrap-static-fns-path` (default
/// `<tmp>/bindgen/extern`) + `.c`, or `.cpp` for C++ input.
fn write_static_wrappers(opts: &BindgenOptions, source: &str, ext: &str) -> io::Result<()> {
    let base = opts
        .wrap_static_fns_path
        .clone()
        .unwrap_or_else(|| std::env::temp_dir().join("bindgen").join("extern"));
    let path = base.with_extension(ext);
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::write(path, source)
}

fn write_depfile(
    target: &str,
    path: &Path,
    inputs: &parse::Inputs,
    ir: &crate::ir::Ir,
) -> io::Result<()> {
    let mut deps: Vec<String> = ir.included_files.clone();
    deps.extend(inputs.all_headers.iter().cloned());
    deps.sort();
    deps.dedup();
    let escaped: Vec<String> = deps.iter().map(|d| d.replace(' ', "\\ ")).collect();
    std::fs::write(path, format!("{target}: {}", escaped.join(" ")))
}

impl Bindings {
    /// Writes the bindings to `path` (created or truncated).
    pub fn write_to_file<P: AsRef<Path>>(&self, path: P) -> io::Result<()> {
        let file = std::fs::File::create(path)?;
        self.write(file)
    }

    /// What `--verify-abi` (`Builder::verify_abi`) checked: `None` when
    /// it was off.
    pub fn abi_summary(&self) -> Option<&crate::abi_check::AbiSummary> {
        self.abi.as_ref()
    }

    /// Writes the bindings to `writer`.
    pub fn write(&self, mut writer: impl Write) -> io::Result<()> {
        writer.write_all(self.text.as_bytes())?;
        writer.flush()
    }
}

impl std::fmt::Display for Bindings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

/// Every input problem code generation found, as one error: the first in
/// upstream's `Serialize` shape (its public type), each further one on a
/// line of its own, so that fixing the input takes one run, not one per problem.
fn input_errors(errors: &[(String, String)]) -> Option<BindgenError> {
    let ((msg, loc), rest) = errors.split_first()?;
    let mut msg = msg.clone();
    for (m, l) in rest {
        if l.is_empty() {
            msg.push_str(&format!("\nalso: {m}"));
        } else {
            msg.push_str(&format!("\nalso at {l}: {m}"));
        }
    }
    Some(BindgenError::Codegen(
        crate::error::CodegenError::Serialize {
            msg,
            loc: loc.clone(),
        },
    ))
}
