//! The library's command-line parser returns what to do and never ends the
//! process: `--help`, `--version` and completions come back as text to
//! print, grammar errors as an error with the exit code to use.

use bindgen::{parse_command_line, CommandLine};

fn parse(args: &[&str]) -> Result<CommandLine, bindgen::CommandLineError> {
    parse_command_line(
        std::iter::once("bindgen")
            .chain(args.iter().copied())
            .map(String::from),
    )
}

#[test]
fn version_and_help_are_text_to_print() {
    match parse(&["--version"]) {
        Ok(CommandLine::Print(text)) => assert_eq!(text, format!("bindgen {}\n", bindgen::VERSION)),
        _ => panic!("--version must be text to print"),
    }
    match parse(&["--help"]) {
        Ok(CommandLine::Print(text)) => assert!(text.contains("--allowlist-type"), "{text}"),
        _ => panic!("--help must be text to print"),
    }
    match parse(&["--generate-shell-completions", "bash"]) {
        Ok(CommandLine::Print(text)) => assert!(text.contains("bindgen"), "{text}"),
        _ => panic!("completions must be text to print"),
    }
}

#[test]
fn grammar_errors_carry_exit_code_2() {
    for args in [
        &["--no-such-flag", "x.h"][..],
        &["x.h", "--rust-target", "1.60", "--rust-target", "1.70"][..],
    ] {
        match parse(args) {
            Err(e) => {
                assert_eq!(e.exit_code, 2, "{args:?}: {e}");
                assert!(e.message.starts_with("error:"), "{}", e.message);
            }
            Ok(_) => panic!("{args:?} must be an error"),
        }
    }
}

#[test]
fn a_missing_header_is_exit_code_1() {
    match parse(&["--no-layout-tests"]) {
        Err(e) => {
            assert_eq!(e.exit_code, 1);
            assert!(e.message.contains("Header not found"), "{e}");
        }
        Ok(_) => panic!("no header must be an error"),
    }
}

#[test]
fn a_usable_line_gives_a_builder() {
    match parse(&["wrapper.h", "-o", "out.rs", "--verbose", "--", "-DX=1"]) {
        Ok(CommandLine::Generate {
            builder,
            output,
            verbose,
        }) => {
            assert_eq!(output.as_deref(), Some("out.rs"));
            assert!(verbose);
            assert_eq!(builder.command_line_flags()[0], "wrapper.h");
        }
        _ => panic!("expected a builder"),
    }
}
