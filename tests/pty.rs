//! The REPL on a real terminal (a pty): multi-line input with auto-indent,
//! completion, Ctrl-C interrupting a running loop, history kept across
//! sessions, `:layout`. Each test drives `arr` as a user would.

use expectrl::{ControlCode, Expect, Session};
use std::process::Command;
use std::time::Duration;

mod scratch;
use scratch::TempDir;

struct Repl {
    p: expectrl::session::OsSession,
}

impl Repl {
    /// A session keeping its history in `dir`.
    fn start(dir: &TempDir) -> Repl {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_arr"));
        cmd.env("ARR_HISTORY", dir.join("history"))
            .env("NO_COLOR", "1");
        let mut p = Session::spawn(cmd).expect("spawn arr on a pty");
        p.set_expect_timeout(Some(Duration::from_secs(20)));
        let mut r = Repl { p };
        r.expect(">>> ");
        r
    }

    fn expect(&mut self, text: &str) {
        if let Err(e) = self.p.expect(text) {
            panic!("waiting for {text:?}: {e}");
        }
    }

    /// Types text and Enter.
    fn line(&mut self, text: &str) {
        self.p.send(format!("{text}\r")).expect("write to the pty");
    }

    /// Types text and Enter, then gives the input time to run: the line
    /// editor drops keys typed ahead of its next prompt, and the prompt
    /// cannot be waited for (the editor redraws it on every key).
    fn run(&mut self, text: &str) {
        self.line(text);
        std::thread::sleep(Duration::from_millis(500));
    }

    fn quit(mut self) {
        self.p
            .send(ControlCode::EndOfTransmission)
            .expect("send Ctrl-D");
        let _ = self.p.expect(expectrl::Eof);
    }
}

/// A scratch folder for a session's history file, kept by the test
/// until it ends.
fn temp_history(tag: &str) -> TempDir {
    TempDir::new(&format!("pty-{tag}"))
}

#[test]
fn multi_line_def_and_call() {
    let dir = temp_history("def");
    let mut r = Repl::start(&dir);
    r.line("def triple(x):");
    // The body line starts indented: only the statement is typed.
    r.line("return x * 3");
    r.run("");
    r.line("triple(14)");
    r.expect("42");
    r.quit();
}

#[test]
fn tab_completes_a_session_name() {
    let dir = temp_history("complete");
    let mut r = Repl::start(&dir);
    r.run("distinctive_name = 1234");
    r.p.send("distinctive_n\t").expect("type");
    r.line(" + 1");
    r.expect("1235");
    r.quit();
}

#[test]
fn ctrl_c_interrupts_a_loop_and_keeps_bindings() {
    let dir = temp_history("interrupt");
    let mut r = Repl::start(&dir);
    r.run("kept = 41");
    r.line("while True: pass");
    std::thread::sleep(Duration::from_millis(300));
    r.p.send(ControlCode::EndOfText).expect("send Ctrl-C");
    r.expect("KeyboardInterrupt");
    std::thread::sleep(Duration::from_millis(500));
    r.line("kept + 1");
    r.expect("42");
    r.quit();
}

#[test]
fn history_persists_across_sessions() {
    let hist = temp_history("history");
    let mut r = Repl::start(&hist);
    r.line("def seven():");
    r.line("return 7");
    r.run("");
    r.quit();
    let mut r = Repl::start(&hist);
    // Up recalls the whole definition; Enter twice runs it.
    r.p.send("\x1b[A").expect("Up");
    r.line("");
    r.run("");
    r.line("seven() * 6");
    r.expect("42");
    r.quit();
}

#[test]
fn layout_draws_a_view() {
    let dir = temp_history("layout");
    let mut r = Repl::start(&dir);
    r.run("import numpy as np");
    r.run("cdef long[:, :] v = np.arange(6).reshape(2, 3)");
    r.line(":layout v[:, ::2]");
    r.expect("element [i, j] is at byte 0 + 24·i + 16·j");
    r.expect("5 [1,1]");
    r.quit();
}
