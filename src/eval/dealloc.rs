//! `__dealloc__` of cdef classes. Cython runs it the moment the last
//! reference goes; arr's values are reference-counted too, but a Rust drop
//! cannot run interpreted code, so the dying instance is queued and the
//! interpreter runs the method at its next call (`call_value`) and when
//! the program ends — before anything else can observe the difference in
//! the common cases (`del x`, rebinding, a temporary's end).

use super::frame::Frame;
use super::value::Value;
use parking_lot::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

static PENDING: Mutex<Vec<Value>> = Mutex::new(Vec::new());
static ANY: AtomicBool = AtomicBool::new(false);

/// Queues an instance whose `__dealloc__` must run.
pub fn schedule(v: Value) {
    PENDING.lock().push(v);
    ANY.store(true, Ordering::Release);
}

/// Is a `__dealloc__` waiting? (one relaxed load: checked on every call)
#[inline]
pub fn pending() -> bool {
    ANY.load(Ordering::Relaxed)
}

/// Runs every queued `__dealloc__`, including those the runs themselves
/// queue. An exception in one is reported as Cython reports it and the
/// rest still run.
pub fn run(f: &mut Frame) {
    loop {
        let batch = {
            let mut q = PENDING.lock();
            ANY.store(false, Ordering::Release);
            std::mem::take(&mut *q)
        };
        if batch.is_empty() {
            return;
        }
        for v in batch {
            if let Value::Iter(it) = &v {
                // A suspended generator nothing refers to any more.
                if let Err(e) = super::generator::close(it, f) {
                    f.rt.flush();
                    eprintln!("Exception ignored in: {}", v.repr());
                    eprintln!("Traceback (most recent call last):");
                    eprintln!("{}: {}", e.class_name(), e.message());
                }
                continue;
            }
            let Value::Instance(inst) = &v else {
                continue;
            };
            // A subclass's `__dealloc__` runs first, then each base's.
            let mut chain = vec![inst.class.clone()];
            while let Some(base) = chain.last().and_then(|c| c.bases.first().cloned()) {
                chain.push(base);
            }
            for class in chain {
                let Some(method) = class.attrs.lock().get("__dealloc__").cloned() else {
                    continue;
                };
                let args = vec![v.clone()];
                if let Err(e) = super::call::call_value(&method, args, Default::default(), f) {
                    f.rt.flush();
                    eprintln!(
                        "Exception ignored in: '{}.{}.__dealloc__'",
                        f.rt.module, class.name
                    );
                    eprintln!("Traceback (most recent call last):");
                    eprintln!("{}: {}", e.class_name(), e.message());
                }
            }
        }
    }
}
