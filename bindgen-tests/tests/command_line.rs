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

/// Values clap accepts but that cannot be pasted into the output come back
/// as errors with clap's exit code (before, an invalid custom attribute ended
/// the process from inside the library).
#[test]
fn unusable_custom_values_are_errors_not_exits() {
    for (flag, value, bad) in [
        ("--with-attribute-custom", "S=#[", "`#[`"),
        ("--with-attribute-custom-struct", "S=plain", "`plain`"),
        ("--with-attribute-custom-enum", "S=#[a],b", "`b`"),
        ("--with-attribute-custom-union", "S=#[x(]", "`#[x(]`"),
        ("--with-derive-custom", "S=1x", "`1x`"),
        ("--with-derive-custom-struct", "S=Debug,a-b", "`a-b`"),
        ("--with-derive-custom-enum", "S=fn", "`fn`"),
        ("--with-derive-custom-union", "S=a::", "`a::`"),
        ("--ctypes-prefix", "1bad", "`1bad`"),
    ] {
        match parse(&["x.h", flag, value]) {
            Err(e) => {
                assert_eq!(e.exit_code, 2, "{flag} {value}: {e}");
                assert!(e.message.starts_with("error: invalid value"), "{e}");
                assert!(e.message.contains(flag) && e.message.contains(bad), "{e}");
            }
            Ok(_) => panic!("{flag} {value} must be an error"),
        }
    }
}

/// Empty derive entries name nothing (as upstream); paths and an empty
/// ctypes prefix are fine.
#[test]
fn usable_custom_values_give_a_builder() {
    for args in [
        &["x.h", "--with-derive-custom-struct", "S="][..],
        &["x.h", "--with-derive-custom", "S=Foo,,my::Bar"][..],
        &["x.h", "--ctypes-prefix", ""][..],
        &["x.h", "--ctypes-prefix", "::core::ffi"][..],
    ] {
        assert!(
            matches!(parse(args), Ok(CommandLine::Generate { .. })),
            "{args:?}"
        );
    }
}
