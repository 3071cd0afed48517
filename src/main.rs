//! The `arr` command: run a script, a string, or check a file.

use arr::diag::render::Style;
use arr::session;
use arr::source::Source;
use clap::{Parser, Subcommand};
use std::io::{BufWriter, IsTerminal, Read};
use std::process::ExitCode;

/// arr: an interpreter for a small typed array language that follows Cython.
#[derive(Parser)]
#[command(name = "arr", version, about, args_conflicts_with_subcommands = true)]
struct Cli {
    /// Run this code instead of a file.
    #[arg(short = 'c', value_name = "CODE")]
    code: Option<String>,
    /// Size of the parallel pool (also ARR_NUM_THREADS).
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    #[command(subcommand)]
    command: Option<Command>,
    /// The script to run, then its arguments.
    #[arg(
        value_name = "FILE",
        trailing_var_arg = true,
        allow_hyphen_values = true
    )]
    args: Vec<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Parse, resolve and type-check a file without running it.
    Check {
        /// List each use of an arr extension (what Cython would refuse),
        /// with Cython's message, instead of only checking.
        #[arg(long)]
        cython: bool,
        /// The file to check.
        file: String,
    },
}

fn read_file(path: &str) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("arr: can't open file '{path}': {e}"))?;
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "arr: '{path}' is not UTF-8 text (invalid byte at offset {})",
            e.utf8_error().valid_up_to()
        )
    })
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Some(n) = cli.threads {
        arr::eval::parallel::set_threads(n);
    }
    let style = Style::for_stderr();
    let (src, check_only) = match (&cli.command, &cli.code, cli.args.first()) {
        (Some(Command::Check { file, cython }), _, _) => match read_file(file) {
            Ok(t) if *cython => {
                let src = Source::new(file.as_str(), t);
                let code = session::check_cython(&src, &mut std::io::stderr(), style);
                return ExitCode::from(code.clamp(0, 255) as u8);
            }
            Ok(t) => (Source::new(file.as_str(), t), true),
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
        },
        (None, Some(code), _) => {
            session::set_script_args(
                std::iter::once("-c".to_string())
                    .chain(cli.args.iter().cloned())
                    .collect(),
            );
            (Source::new("<string>", code.as_str()), false)
        }
        (None, None, Some(file)) => match read_file(file) {
            Ok(t) => {
                session::set_script_args(cli.args.clone());
                (Source::new(file.as_str(), t), false)
            }
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
        },
        (None, None, None) => {
            let stdin = std::io::stdin();
            if stdin.is_terminal() {
                return run_repl();
            }
            let mut text = String::new();
            if let Err(e) = stdin.lock().read_to_string(&mut text) {
                eprintln!("arr: can't read stdin: {e}");
                return ExitCode::from(2);
            }
            (Source::new("<stdin>", text), false)
        }
    };
    let out = Box::new(BufWriter::with_capacity(1 << 16, std::io::stdout()));
    let mut err = std::io::stderr();
    let code = session::run_source(&src, out, &mut err, style, check_only);
    ExitCode::from(code.clamp(0, 255) as u8)
}

/// The REPL, on a thread with the stack deep programs need.
fn run_repl() -> ExitCode {
    let repl = std::thread::Builder::new()
        .stack_size(session::STACK_BYTES)
        .spawn(arr::repl::run_terminal);
    let code = match repl {
        Ok(h) => h.join().unwrap_or(70),
        Err(e) => {
            eprintln!("arr: can't start the REPL: {e}");
            70
        }
    };
    ExitCode::from(code.clamp(0, 255) as u8)
}
