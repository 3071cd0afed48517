//! `zip(…, strict=True)`: Python 3.10's zip that raises a ValueError when
//! its arguments turn out to differ in length. Lazy like every zip, so the
//! tuples before the mismatch are still produced, as in CPython.

use crate::eval::exc::{Res, new_exc};
use crate::eval::frame::Frame;
use crate::eval::iter::{Lazy, Source, ValueIter, lazy_value};
use crate::eval::value::Value;

struct StrictZip {
    its: Vec<ValueIter>,
    done: bool,
}

/// "argument 1" or "arguments 1-3": the arguments before `i` (0-based).
fn earlier(i: usize) -> String {
    match i {
        1 => "argument 1".to_string(),
        _ => format!("arguments 1-{i}"),
    }
}

impl Source for StrictZip {
    fn next_item(&mut self, fr: &mut Frame) -> Res<Option<Value>> {
        // `zip()` of no iterables is empty, as without `strict`.
        if self.done || self.its.is_empty() {
            return Ok(None);
        }
        let mut items = Vec::with_capacity(self.its.len());
        for i in 0..self.its.len() {
            match self.its[i].next(fr)? {
                Some(x) => items.push(x),
                None => {
                    self.done = true;
                    if i > 0 {
                        return Err(new_exc(
                            "ValueError",
                            format!("zip() argument {} is shorter than {}", i + 1, earlier(i)),
                        ));
                    }
                    // The first ran out: every other must run out now too.
                    for j in 1..self.its.len() {
                        if self.its[j].next(fr)?.is_some() {
                            return Err(new_exc(
                                "ValueError",
                                format!("zip() argument {} is longer than {}", j + 1, earlier(j)),
                            ));
                        }
                    }
                    return Ok(None);
                }
            }
        }
        Ok(Some(Value::tuple(items)))
    }
}

/// The lazy strict zip over `args`.
pub fn strict_zip(args: &[Value], fr: &mut Frame) -> Res<Value> {
    let its = args
        .iter()
        .map(|a| ValueIter::new(a, fr))
        .collect::<Res<_>>()?;
    Ok(lazy_value(
        "zip",
        None,
        Lazy::Native(Box::new(StrictZip { its, done: false })),
    ))
}
