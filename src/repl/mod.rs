//! The REPL: `arr` with no arguments on a terminal. `session` runs inputs
//! (and is what tests drive); `editor` is the line editor's side;
//! `commands` the `:commands`; `layout` draws a view in its buffer.

pub mod commands;
pub mod editor;
pub mod help;
pub mod input;
pub mod layout;
pub mod session;

use crate::diag::render::Style;
use commands::Action;
use editor::{ArrHelper, EnterHandler, Names};
use parking_lot::Mutex;
use rustyline::error::ReadlineError;
use rustyline::history::FileHistory;
use rustyline::{Config, Editor, EventHandler, KeyCode, KeyEvent, Modifiers};
use session::Session;
use std::path::PathBuf;
use std::sync::Arc;

/// Where history persists: `ARR_HISTORY`, else the user's state directory.
fn history_path() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("ARR_HISTORY") {
        return Some(PathBuf::from(p));
    }
    let state = std::env::var_os("XDG_STATE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/state")))?;
    Some(state.join("arr").join("history"))
}

/// What completion needs to know of the session, refreshed after each
/// input.
fn refresh_names(s: &Session, names: &Mutex<Names>) {
    let mut n = names.lock();
    n.globals = s.state().names().map(|(k, _)| k.to_string()).collect();
    n.modules = s
        .state()
        .imported()
        .map(|(a, p)| (a.to_string(), p))
        .collect();
}

/// Runs the REPL on the terminal until `exit`, `:quit` or Ctrl-D. Returns
/// the exit status.
pub fn run_terminal() -> i32 {
    let style = Style::for_stderr();
    let mut session = Session::new(
        Box::new(std::io::stdout()),
        Box::new(std::io::stderr()),
        style,
    );
    // Ctrl-C while an input runs sets the session's flag (evaluation polls
    // it); while a line is being edited the terminal is raw and Ctrl-C
    // reaches the editor as a key instead.
    if let Err(e) =
        signal_hook::flag::register(signal_hook::consts::SIGINT, session.interrupt_flag())
    {
        eprintln!("arr: Ctrl-C will not interrupt computations: {e}");
    }
    let config = Config::builder()
        .auto_add_history(false)
        .history_ignore_dups(true)
        .and_then(|c| c.max_history_size(10_000))
        .map(|c| c.completion_type(rustyline::CompletionType::List).build());
    let editor = config.and_then(Editor::<ArrHelper, FileHistory>::with_config);
    let mut rl = match editor {
        Ok(rl) => rl,
        Err(e) => {
            eprintln!("arr: can't start the line editor: {e}");
            return 2;
        }
    };
    let names = Arc::new(Mutex::new(Names::default()));
    rl.set_helper(Some(ArrHelper::new(names.clone(), style == Style::Color)));
    rl.bind_sequence(
        KeyEvent(KeyCode::Enter, Modifiers::NONE),
        EventHandler::Conditional(Box::new(EnterHandler)),
    );
    let history = history_path();
    if let Some(p) = &history {
        if let Some(dir) = p.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let _ = rl.load_history(p);
    }
    println!(
        "arr {} — a Cython-flavoured array REPL. :help for help, Ctrl-D to leave.",
        env!("CARGO_PKG_VERSION")
    );
    refresh_names(&session, &names);
    loop {
        match rl.readline(">>> ") {
            Ok(buf) => {
                let text = input::strip_prompts(&buf);
                if text.trim().is_empty() {
                    continue;
                }
                let _ = rl.add_history_entry(buf.trim_end());
                if let Some(p) = &history {
                    let _ = rl.append_history(p);
                }
                match commands::dispatch(&mut session, &text) {
                    Action::Quit => break,
                    Action::Handled => {}
                    Action::Code => {
                        session.run(&text);
                    }
                }
                refresh_names(&session, &names);
            }
            Err(ReadlineError::Interrupted) => println!("KeyboardInterrupt"),
            Err(ReadlineError::Eof) => break,
            Err(e) => {
                eprintln!("arr: input error: {e}");
                break;
            }
        }
    }
    crate::builtins::fileio::flush_all();
    for line in crate::eval::memory::leak_report() {
        eprintln!("{line}");
    }
    0
}
