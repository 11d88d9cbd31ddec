//! What a command line asks for, decided without printing or exiting: the
//! library's entry points for the `bindgen` command (`parse_command_line`)
//! and upstream's `builder_from_flags` pair on top of it.

use super::cli::{apply, Cli};
use super::command_line_error::CommandLineError;
use super::Builder;
use clap::Parser;
use std::io::{self, Write};

/// What a command line asks for.
#[allow(clippy::large_enum_variant)] // made once per process; boxing would only add a step
pub enum CommandLine {
    /// Generate bindings with this Builder, to `output` (`None`: stdout).
    Generate {
        /// The configured Builder.
        builder: Builder,
        /// `-o`/`--output`, if given.
        output: Option<String>,
        /// `--verbose`.
        verbose: bool,
    },
    /// Only print this text to stdout and succeed (`--help`, `--version`,
    /// `--generate-shell-completions`).
    Print(String),
}

/// Parses a command line (the first argument is the program name). Never
/// prints and never exits: the caller decides what to show and how to end.
pub fn parse_command_line<I: Iterator<Item = String>>(
    args: I,
) -> Result<CommandLine, CommandLineError> {
    let args: Vec<String> = args.collect();
    // `bindgen` alone: a newcomer's first try. The usage says what to give.
    if args.len() <= 1 {
        let mut cmd = <Cli as clap::CommandFactory>::command();
        return Err(CommandLineError {
            message: format!(
                "{}\nFor more information, try '--help'.\n",
                cmd.render_usage()
            ),
            exit_code: 1,
        });
    }
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let message = e.render().to_string();
            return match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                    Ok(CommandLine::Print(message))
                }
                _ => Err(CommandLineError {
                    message,
                    exit_code: e.exit_code(),
                }),
            };
        }
    };
    if cli.version {
        let mut text = format!("bindgen {}\n", crate::version::VERSION);
        if cli.verbose {
            text.push_str(&format!("Clang: {}\n", super::clang_version().full));
        }
        return Ok(CommandLine::Print(text));
    }
    if let Some(shell) = cli.generate_shell_completions {
        let mut cmd = <Cli as clap::CommandFactory>::command();
        let mut script = Vec::new();
        clap_complete::generate(shell, &mut cmd, "bindgen", &mut script);
        return Ok(CommandLine::Print(
            String::from_utf8_lossy(&script).into_owned(),
        ));
    }
    let failed = |e: io::Error| CommandLineError {
        message: e.to_string(),
        exit_code: 1,
    };
    let Some(header) = cli.header.clone() else {
        return Err(failed(io::Error::new(
            io::ErrorKind::Other,
            format!(
                "Header not found: give the header to generate bindings for\n{}",
                <Cli as clap::CommandFactory>::command().render_usage()
            ),
        )));
    };
    let verbose = cli.verbose;
    let output = cli.output.clone();
    let builder = apply(cli, header)?;
    Ok(CommandLine::Generate {
        builder,
        output,
        verbose,
    })
}

/// [`parse_command_line`] for the two functions of upstream's interface:
/// text to print becomes an error holding it (they have no other way to say
/// "nothing to generate"; the process is never exited from here).
fn generate_request(
    args: impl Iterator<Item = String>,
) -> io::Result<(Builder, Option<String>, bool)> {
    match parse_command_line(args) {
        Ok(CommandLine::Generate {
            builder,
            output,
            verbose,
        }) => Ok((builder, output, verbose)),
        Ok(CommandLine::Print(text)) => Err(io::Error::new(io::ErrorKind::Other, text)),
        Err(e) => Err(io::Error::new(io::ErrorKind::Other, e.message)),
    }
}

/// Parses command-line arguments (the first is the program name) into a Builder,
/// the output sink and the `--verbose` flag.
pub fn builder_from_flags<I: Iterator<Item = String>>(
    args: I,
) -> Result<(Builder, Box<dyn Write>, bool), io::Error> {
    let (builder, output, verbose) = generate_request(args)?;
    let output: Box<dyn Write> = match &output {
        Some(path) => Box::new(io::BufWriter::new(std::fs::File::create(path)?)),
        None => Box::new(io::BufWriter::new(io::stdout())),
    };
    Ok((builder, output, verbose))
}

/// Parses flags into a Builder without touching any output file.
pub fn builder_from_flags_no_output<I: Iterator<Item = String>>(
    args: I,
) -> Result<(Builder, Option<String>, bool), io::Error> {
    generate_request(args)
}
