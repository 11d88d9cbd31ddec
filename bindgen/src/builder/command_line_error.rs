//! Why a command line cannot be used: the message and the exit code. A leaf that
//! the grammar (`cli.rs`) and the entry points (`command_line.rs`) both return.

/// A command line that cannot be used: the message to show on stderr and
/// the exit code a command should end with (2 for grammar errors, as clap
/// uses; 1 otherwise).
#[derive(Debug)]
pub struct CommandLineError {
    /// The message, ready to print.
    pub message: String,
    /// The exit code.
    pub exit_code: i32,
}

impl std::fmt::Display for CommandLineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.message.trim_end())
    }
}

impl std::error::Error for CommandLineError {}
