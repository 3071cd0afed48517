//! Generators. A generator function's body is compiled in resumable form
//! (`compile/resumable.rs`): a `yield` returns `Flow::Yield` up through the
//! statements around it, each of which records on the frame's resume stack
//! where it was (which statement of a block, which branch, a loop's
//! iterator, a `try`'s phase). Resuming calls the body again with that
//! stack: each statement takes its record back and goes straight to where
//! it stopped, so the Rust stack is rebuilt with every `try` and `with`
//! around the `yield` in force, and nothing runs twice. Between steps the
//! generator keeps its frame's slots, the exceptions being handled, and
//! the resume stack; each step runs in a frame made from the caller's, so
//! it sees the live globals and output.

use super::call::{Code, Flow};
use super::exc::*;
use super::frame::Frame;
use super::iter::{Lazy, Step, ValueIter, lazy_value};
use super::value::Value;
use std::sync::Arc;

/// Where a suspended statement stopped; pushed innermost first as a
/// `yield` unwinds, popped outermost first as the body resumes.
pub enum Resume {
    /// The index of the statement of a block that yielded.
    Block(usize),
    /// The branch of an `if` that yielded.
    If(bool),
    /// A `while` loop's body (or its `else` block).
    While {
        in_else: bool,
    },
    /// A `for` loop over an iterator, with the iterator (and the next
    /// count of Cython's enumerate loop, when it is one).
    For {
        iter: ValueIter,
        count: Option<Value>,
        in_else: bool,
    },
    /// A `for` over `range`: the next index, how many remain, the step.
    Range {
        next: i64,
        left: i64,
        step: i64,
        in_else: bool,
    },
    Try(TryAt),
    /// A `with` block, with its manager's bound `__exit__`.
    With(Value),
    /// `yield from`, with the iterator it delegates to.
    From(ValueIter),
}

/// The part of a `try` statement that yielded.
pub enum TryAt {
    Body,
    Handler(usize),
    Else,
    /// The `finally` block, with what happens when it completes.
    Finally(Pending),
}

/// How a `try` body or handler ended, carried through its `finally`.
pub enum Pending {
    Flow(Flow),
    Raise(Box<Exc>),
}

impl Pending {
    pub fn of(r: Res<Flow>) -> Pending {
        match r {
            Ok(f) => Pending::Flow(f),
            Err(e) => Pending::Raise(e),
        }
    }

    pub fn resolve(self) -> Res<Flow> {
        match self {
            Pending::Flow(f) => Ok(f),
            Pending::Raise(e) => Err(e),
        }
    }
}

/// The state of a generator step, kept on its frame while the body runs.
pub struct GenRun {
    pub stack: Vec<Resume>,
    /// Set while statements are finding their way back to the `yield`.
    pub resuming: bool,
    /// The value `send` passes in (what the `yield` evaluates to).
    pub sent: Value,
    /// An exception `throw`/`close` raises at the `yield`.
    pub throw: Option<Box<Exc>>,
    /// The value yielded.
    pub out: Value,
}

/// A suspended (or not yet started) generator.
pub struct GenState {
    code: Arc<Code>,
    c: crate::eval::frame::CSlots,
    v: Vec<Value>,
    handling: Vec<Value>,
    ret: Value,
    /// The resume state, moved onto the frame for each step (one
    /// allocation for the generator's life).
    run: Option<Box<GenRun>>,
    started: bool,
}

/// The type of generator objects as compiled Cython names it in messages
/// and `repr` (a type of the Cython runtime module, not Python's).
pub const GENERATOR: &str = "_cython_3_3_1.generator";

/// The generator object a call of a generator function returns: its
/// frame, arguments bound, before the first statement.
pub fn start(code: Arc<Code>, fr: &mut Frame) -> Value {
    let name = code.qualname.clone();
    let state = GenState {
        c: std::mem::take(&mut fr.c),
        v: std::mem::take(&mut fr.v),
        handling: Vec::new(),
        ret: Value::None,
        run: None,
        started: false,
        code,
    };
    lazy_value(GENERATOR, Some(name), Lazy::Gen(Box::new(state)))
}

impl GenState {
    /// Suspended where closing it runs code: inside a `try` or `with`.
    pub fn needs_close(&self) -> bool {
        self.started
            && self.run.as_ref().is_some_and(|r| {
                r.stack
                    .iter()
                    .any(|s| matches!(s, Resume::Try(_) | Resume::With(_)))
            })
    }

    /// Runs the body from where it stopped to its next `yield` or its end.
    pub fn resume(&mut self, fr: &mut Frame, sent: Value, throw: Option<Box<Exc>>) -> Res<Step> {
        if !self.started {
            if let Some(e) = throw {
                return Err(e);
            }
            if !matches!(sent, Value::None) {
                return Err(type_error(
                    "can't send non-None value to a just-started generator",
                ));
            }
        }
        if fr.depth >= fr.rt.recursion_limit {
            return Err(recursion_error("maximum recursion depth exceeded"));
        }
        let mut g = fr.child_with(std::mem::take(&mut self.c), std::mem::take(&mut self.v));
        g.handling = std::mem::take(&mut self.handling);
        g.ret = std::mem::replace(&mut self.ret, Value::None);
        let mut run = self.run.take().unwrap_or_else(|| {
            Box::new(GenRun {
                stack: Vec::new(),
                resuming: false,
                sent: Value::None,
                throw: None,
                out: Value::None,
            })
        });
        run.resuming = self.started;
        run.sent = sent;
        run.throw = throw;
        g.generator = Some(run);
        self.started = true;
        let r = (self.code.body)(&mut g);
        let run = g.generator.take();
        match r {
            Ok(Flow::Yield) => {
                let Some(run) = run else {
                    return Err(new_exc(
                        "SystemError",
                        "internal error: generator state lost",
                    ));
                };
                self.c = std::mem::take(&mut g.c);
                self.v = std::mem::take(&mut g.v);
                self.handling = std::mem::take(&mut g.handling);
                self.ret = std::mem::replace(&mut g.ret, Value::None);
                let mut run = run;
                let out = std::mem::replace(&mut run.out, Value::None);
                self.run = Some(run);
                Ok(Step::Yield(out))
            }
            Ok(_) => Ok(Step::Return(std::mem::replace(&mut g.ret, Value::None))),
            // PEP 479: a StopIteration escaping the body would end the
            // caller's loop silently.
            Err(e) if exc_class("StopIteration").is_some_and(|c| e.is(&c)) => {
                Err(runtime_error("generator raised StopIteration"))
            }
            Err(e) => Err(e),
        }
    }
}

/// `gen.send(v)`, `gen.throw(e)`, `gen.close()`, `gen.__next__()`;
/// `None` when `name` is not a generator method.
pub fn method(recv: &Value, name: &str, args: Vec<Value>, fr: &mut Frame) -> Option<Res<Value>> {
    let Value::Iter(it) = recv else {
        return None;
    };
    let is_gen = it.lock().kind == GENERATOR;
    let step =
        |fr: &mut Frame, sent: Value, throw: Option<Box<Exc>>| match super::iter::step_shared(
            it, fr, sent, throw,
        )? {
            Step::Yield(v) => Ok(v),
            Step::Return(Value::None) => Err(new_exc_args("StopIteration", vec![])),
            Step::Return(v) => Err(new_exc_args("StopIteration", vec![v])),
        };
    Some(match (name, is_gen) {
        ("__next__", _) => step(fr, Value::None, None),
        ("send", true) => match <[Value; 1]>::try_from(args) {
            Ok([v]) => step(fr, v, None),
            Err(a) => Err(type_error(format!(
                "generator.send() takes exactly one argument ({} given)",
                a.len()
            ))),
        },
        ("throw", true) => match args.into_iter().next() {
            Some(v) => match exception_of(v, fr) {
                Ok(e) => step(fr, Value::None, Some(e)),
                Err(e) => Err(e),
            },
            None => Err(type_error("throw expected at least 1 argument, got 0")),
        },
        ("close", true) => close(it, fr),
        _ => return None,
    })
}

/// The exception `throw` raises: a class is instantiated.
fn exception_of(v: Value, fr: &mut Frame) -> Res<Box<Exc>> {
    match &v {
        Value::Class(c) if c.is_exception() => Ok(exc_from_value(super::construct::instantiate(
            c,
            Vec::new(),
            Vec::new(),
            fr,
        )?)),
        Value::Instance(i) if i.class.is_exception() => Ok(exc_from_value(v)),
        _ => Err(type_error(
            "exceptions must be classes or instances deriving from BaseException, not ".to_string()
                + &v.type_name(),
        )),
    }
}

/// `gen.close()`: GeneratorExit raised at the `yield`, so `finally`
/// blocks run; a generator that yields again is an error.
pub fn close(it: &Arc<parking_lot::Mutex<super::value::Iter>>, fr: &mut Frame) -> Res<Value> {
    let started = {
        let mut g = it.lock();
        match g.lazy.as_deref() {
            Some(Lazy::Gen(s)) if s.started => true,
            _ => {
                g.lazy = None;
                false
            }
        }
    };
    if !started {
        return Ok(Value::None);
    }
    let exit = new_exc_args("GeneratorExit", vec![]);
    match super::iter::step_shared(it, fr, Value::None, Some(exit)) {
        Ok(Step::Yield(_)) => {
            it.lock().lazy = None;
            Err(runtime_error("generator ignored GeneratorExit"))
        }
        Ok(Step::Return(_)) => Ok(Value::None),
        Err(e)
            if ["GeneratorExit", "StopIteration"]
                .iter()
                .any(|n| exc_class(n).is_some_and(|c| e.is(&c))) =>
        {
            Ok(Value::None)
        }
        Err(e) => Err(e),
    }
}
