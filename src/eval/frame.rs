//! Frames and the state every running program shares.
//!
//! Invariants of `Frame`: `c.len()` and `v.len()` are the slot counts sema
//! computed for the function (`HFunc::n_c`/`n_v`), so every slot index in
//! the compiled code is in bounds; a C slot holds the bit pattern of a value
//! of the variable's static type (integers sign- or zero-extended to 64
//! bits, `float` as the f64 of an f32-representable value); an object slot
//! holds `Value::Undef` until first assigned.

use super::value::Value;
use parking_lot::Mutex;
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64};

/// Module-level variables. C globals are atomics so that parallel loops may
/// read and write them without a data race in the interpreter.
#[derive(Debug, Default)]
pub struct Globals {
    pub v: Vec<Value>,
    pub c: Vec<AtomicU64>,
}

impl Globals {
    /// Grows to the sizes a (possibly longer) program needs.
    pub fn ensure(&mut self, n_v: u32, n_c: u32) {
        while self.v.len() < n_v as usize {
            self.v.push(Value::Undef);
        }
        while self.c.len() < n_c as usize {
            self.c.push(AtomicU64::new(0));
        }
    }
}

/// What the whole run shares: output, the interrupt flag, limits.
pub struct Runtime {
    pub out: Mutex<Box<dyn Write + Send>>,
    /// Set by Ctrl-C; loops and calls poll it.
    pub interrupt: Arc<AtomicBool>,
    pub module: Arc<str>,
    pub recursion_limit: u32,
}

impl Runtime {
    pub fn new(out: Box<dyn Write + Send>, module: &str) -> Runtime {
        Runtime {
            out: Mutex::new(out),
            interrupt: Arc::new(AtomicBool::new(false)),
            module: Arc::from(module),
            recursion_limit: 1000,
        }
    }

    pub fn write(&self, s: &str) {
        let _ = self.out.lock().write_all(s.as_bytes());
    }

    pub fn flush(&self) {
        let _ = self.out.lock().flush();
    }
}

/// A frame's C slots. The first `INLINE_C` live inline in the frame: a
/// small function's call then touches no allocator and no thread-local
/// pool, which dominated recursive and other non-inlined cdef calls. The
/// rest live in `tail`. Unlike a small-vector, which asks on every access
/// whether it has spilled and then loads its data pointer, slot `s <
/// INLINE_C` is one load at a fixed place in the frame (every slot, for
/// most functions): the check was a seventh of a branchy integer loop's
/// instructions.
#[derive(Clone, Debug, Default)]
pub struct CSlots {
    head: [u64; INLINE_C],
    tail: Vec<u64>,
    len: usize,
}

impl CSlots {
    /// `n` zeroed slots, those past the inline ones in `tail` (a pooled
    /// vector, cleared here).
    fn zeroed(n: usize, mut tail: Vec<u64>) -> CSlots {
        tail.clear();
        tail.resize(n.saturating_sub(INLINE_C), 0);
        CSlots {
            head: [0; INLINE_C],
            tail,
            len: n,
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn get(&self, s: usize) -> Option<&u64> {
        if s >= self.len {
            None
        } else if s < INLINE_C {
            self.head.get(s)
        } else {
            self.tail.get(s - INLINE_C)
        }
    }

    pub fn get_mut(&mut self, s: usize) -> Option<&mut u64> {
        if s >= self.len {
            None
        } else if s < INLINE_C {
            self.head.get_mut(s)
        } else {
            self.tail.get_mut(s - INLINE_C)
        }
    }

    /// Whether the slots hold a vector worth returning to the pool.
    fn spilled(&self) -> bool {
        self.tail.capacity() > 0
    }
}

/// Indexing skips the length check for the inline slots: the compiled
/// code's indices are below `len` (the invariant above), and one past it
/// would read a zero slot, never out of the frame.
impl std::ops::Index<usize> for CSlots {
    type Output = u64;
    #[inline(always)]
    fn index(&self, s: usize) -> &u64 {
        if s < INLINE_C {
            &self.head[s]
        } else {
            &self.tail[s - INLINE_C]
        }
    }
}

impl std::ops::IndexMut<usize> for CSlots {
    #[inline(always)]
    fn index_mut(&mut self, s: usize) -> &mut u64 {
        if s < INLINE_C {
            &mut self.head[s]
        } else {
            &mut self.tail[s - INLINE_C]
        }
    }
}

/// C slots held inline.
const INLINE_C: usize = 16;

/// One activation of a function (or of the module body).
pub struct Frame<'g> {
    pub c: CSlots,
    pub v: Vec<Value>,
    pub g: &'g mut Vec<Value>,
    pub gc: &'g [AtomicU64],
    pub rt: &'g Runtime,
    pub depth: u32,
    /// The return value of an object-returning function.
    pub ret: Value,
    /// The return value of a C-returning function, as bits.
    pub ret_c: u64,
    /// Exceptions being handled by enclosing `except` blocks, innermost
    /// last (for a bare `raise`).
    pub handling: Vec<Value>,
    /// The parallel region this frame runs in (callees inherit it).
    pub region: super::parallel::Region,
    /// A generator step's resume state (`None` outside generators).
    pub generator: Option<Box<super::generator::GenRun>>,
}

impl<'g> Frame<'g> {
    pub fn new(
        n_c: u32,
        n_v: u32,
        g: &'g mut Vec<Value>,
        gc: &'g [AtomicU64],
        rt: &'g Runtime,
        depth: u32,
    ) -> Frame<'g> {
        let (c, v) = take_slots(n_c as usize, n_v as usize);
        Frame::with_slots(c, v, g, gc, rt, depth)
    }

    /// A frame over given slot vectors (a parallel region's copies).
    pub fn with_slots(
        c: CSlots,
        v: Vec<Value>,
        g: &'g mut Vec<Value>,
        gc: &'g [AtomicU64],
        rt: &'g Runtime,
        depth: u32,
    ) -> Frame<'g> {
        Frame {
            c,
            v,
            g,
            gc,
            rt,
            depth,
            ret: Value::None,
            ret_c: 0,
            handling: Vec::new(),
            region: super::parallel::Region::Serial,
            generator: None,
        }
    }

    /// A callee's frame over given slots (a resumed generator's).
    pub fn child_with(&mut self, c: CSlots, v: Vec<Value>) -> Frame<'_> {
        let mut f = Frame::with_slots(c, v, self.g, self.gc, self.rt, self.depth + 1);
        f.region = self.region;
        f
    }

    /// A callee's frame with zeroed C slots, made where it will live (a
    /// frame is a few hundred bytes, and moving it cost a quarter of a
    /// small Python function's call), over object slots from
    /// `Frame::object_slots`, already holding its object arguments.
    #[inline(always)]
    pub fn child_over(&mut self, n_c: u32, v: Vec<Value>) -> Frame<'_> {
        let c = if n_c as usize <= INLINE_C {
            CSlots::zeroed(n_c as usize, Vec::new())
        } else {
            CSlots::zeroed(
                n_c as usize,
                POOL.with(|p| p.borrow_mut().c.pop()).unwrap_or_default(),
            )
        };
        let mut f = Frame::with_slots(c, v, self.g, self.gc, self.rt, self.depth + 1);
        f.region = self.region;
        f
    }

    /// Fresh object slots for a callee (all unbound), from the thread's
    /// pool.
    pub fn object_slots(n_v: u32) -> Vec<Value> {
        if n_v == 0 {
            return Vec::new();
        }
        let mut v = POOL.with(|p| p.borrow_mut().v.pop()).unwrap_or_default();
        v.clear();
        // Made in place: `resize` clones its value once per slot.
        v.extend(std::iter::repeat_with(|| Value::Undef).take(n_v as usize));
        v
    }
}

/// Slot vectors of finished frames, reused by the next call on the same
/// thread: a call then costs no allocation (a malloc/free pair per call
/// dominated small cdef functions).
struct SlotPool {
    c: Vec<Vec<u64>>,
    v: Vec<Vec<Value>>,
}

thread_local! {
    static POOL: std::cell::RefCell<SlotPool> = const { std::cell::RefCell::new(SlotPool { c: Vec::new(), v: Vec::new() }) };
}

/// Pooled vectors kept per thread; deeper recursion allocates.
const POOL_DEPTH: usize = 64;

fn take_slots(n_c: usize, n_v: usize) -> (CSlots, Vec<Value>) {
    if n_c <= INLINE_C && n_v == 0 {
        return (CSlots::zeroed(n_c, Vec::new()), Vec::new());
    }
    POOL.with(|p| {
        let mut p = p.borrow_mut();
        let c = if n_c <= INLINE_C {
            CSlots::zeroed(n_c, Vec::new())
        } else {
            CSlots::zeroed(n_c, p.c.pop().unwrap_or_default())
        };
        let mut v = if n_v == 0 {
            Vec::new()
        } else {
            p.v.pop().unwrap_or_default()
        };
        v.clear();
        // Made in place: `resize` clones its value once per slot.
        v.extend(std::iter::repeat_with(|| Value::Undef).take(n_v));
        (c, v)
    })
}

impl Drop for Frame<'_> {
    fn drop(&mut self) {
        if !self.c.spilled() && self.v.capacity() == 0 {
            // Nothing pooled: inline slots, or slots moved out (a
            // suspended generator keeps them).
            return;
        }
        // Only the vectors move out: taking the whole `CSlots` would copy
        // its inline slots.
        let tail = std::mem::take(&mut self.c.tail);
        let mut v = std::mem::take(&mut self.v);
        // Values are dropped here, outside the pool's borrow, since
        // dropping one may run code that makes frames.
        v.clear();
        let _ = POOL.try_with(|p| {
            if let Ok(mut p) = p.try_borrow_mut() {
                if tail.capacity() > 0 && p.c.len() < POOL_DEPTH {
                    p.c.push(tail);
                }
                if v.capacity() > 0 && p.v.len() < POOL_DEPTH {
                    p.v.push(v);
                }
            }
        });
    }
}
