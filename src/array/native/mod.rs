//! Native kernels: machine code compiled with Cranelift from a small typed
//! kernel language over scalar variables and strided buffers.
//!
//! The language knows nothing of arr's: the evaluator lowers a loop whose
//! every operation is C-level (C scalars, typed view and pointer elements,
//! C math) into a `Kernel` description, and runs the machine code in place
//! of its closures. A CPython-style closure per operation costs a few
//! nanoseconds, a branchy integer loop a dozen of them per iteration; the
//! same loop compiled runs at the speed of the hardware's own operations.
//!
//! Soundness does not depend on the description being sensible. What the
//! generated code may touch (see `codegen.rs`, invariant K):
//! - `vars[k]` for `k < nvars` (checked when the kernel is built),
//! - the buffer table and the `out` words, at offsets fixed when it is built,
//! - the interrupt flag, read as one byte,
//! - buffer bytes at `start + off`, where the generated code has checked
//!   `0 <= off <= limit - width` and `off % width == 0` just before the
//!   access (for a part of a complex element, `off` is the element's and
//!   the part lies inside its `width` bytes, aligned to the part's size), `limit` being the bytes `Kernel::run` let that argument touch
//!   (never more than the buffer's `nbytes`),
//! - the helper functions given as typed `extern "C"` function pointers.
//!
//! Every division the generated code performs has a divisor it made safe
//! first, so no instruction can trap. Element accesses are plain loads and
//! stores of the element's width at aligned addresses: the instructions the
//! Rust compiler emits for the relaxed atomics every other access to a
//! buffer uses, so a racy user program still sees unspecified values only.

mod codegen;
mod values;
mod walk;

pub use walk::rewrite;

use super::DType;
use super::buffer::Buffer;
use std::sync::atomic::{AtomicBool, AtomicU64};

/// The kind of a value: a 64-bit integer bit pattern or a double.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    I,
    F,
}

/// An error exit: which of the caller's error sites was reached.
pub type Site = u32;

/// One-argument and two-argument helpers the kernel may call.
pub type F1 = extern "C" fn(f64) -> f64;
pub type F2 = extern "C" fn(f64, f64) -> f64;
pub type F4 = extern "C" fn(f64, f64, f64, f64) -> f64;
pub type I2 = extern "C" fn(i64, i64) -> i64;

#[derive(Debug, Clone)]
pub enum Expr {
    I(i64),
    F(f64),
    Var(u32),
    Un(Un, Box<Expr>),
    Bin(Bin, Box<Expr>, Box<Expr>),
    /// 1 when the comparison holds, else 0.
    Cmp(Cmp, Box<Expr>, Box<Expr>),
    /// The first when the condition (an integer) is non-zero, else the
    /// second; only the chosen one is evaluated.
    If(Box<Expr>, Box<Expr>, Box<Expr>),
    Call1(F1, Box<Expr>),
    Call2(F2, Box<Expr>, Box<Expr>),
    /// A four-double helper (the two parts of two complex numbers).
    Call4(F4, Box<[Expr; 4]>),
    CallI2(I2, Box<Expr>, Box<Expr>),
    /// An element, converted to its kind (floats widened to double,
    /// integers sign- or zero-extended, bool as 0 or 1).
    Load(Access),
    /// The extent (or byte stride) of an axis of a view argument.
    Dim {
        buf: u32,
        stride: bool,
        axis: u8,
    },
    /// Statements, then a value.
    Seq(Vec<Stmt>, Box<Expr>),
    /// The number of elements of a vector argument.
    VecLen(u32),
    /// A global of the caller's (read where it is, not copied in: a
    /// called function sees and changes the same one).
    Global(u32, Kind),
    /// The cell (of the run's cell block) at this index, an integer: a
    /// word every function of the program reads and writes in place, as
    /// a global. An index outside the block reads cell 0.
    Cell(Box<Expr>, Kind),
    /// A call of one of the program's functions. The call is refused with
    /// `recursion` (reached) when the depth budget is spent; an error or
    /// interrupt inside the callee leaves through here too, adding `call`
    /// to the trace in `out` (innermost call first).
    ///
    /// With `ignore` (variables `(site, detail)`), an error inside the
    /// callee does not leave: it sets `site` to the error's site plus one
    /// and `detail` to its detail, and the call gives 0 (a C `noexcept`
    /// function's); `site` is 0 after a call that did not fail. An
    /// interrupt still leaves.
    Call {
        func: u32,
        args: Vec<Expr>,
        call: u32,
        recursion: Site,
        ignore: Option<(u32, u32)>,
    },
}

/// 2^63 as a double: the first value a 64-bit signed conversion cannot
/// hold (see `Un::FToI`).
pub const TWO_63: f64 = 9_223_372_036_854_775_808.0;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Un {
    NegI,
    /// 1 when zero, else 0.
    NotI,
    InvI,
    NegF,
    AbsF,
    SqrtF,
    FloorF,
    CeilF,
    TruncF,
    /// Round half to even.
    NearestF,
    /// Keeps the low `bits` bits, sign-extended when `signed`.
    Wrap {
        bits: u8,
        signed: bool,
    },
    /// Signed (or, `UToF`, unsigned) integer to double.
    IToF,
    UToF,
    /// Double to integer, truncating, as x86's `cvttsd2si` (64- or
    /// 32-bit) gives it: NaN and values out of range become the most
    /// negative value (see `CInt::from_f64`). `FToU` is gcc's double to
    /// 64-bit unsigned.
    FToI,
    FToI32,
    FToU,
    /// Rounds a double to the nearest float (C `float` storage).
    RoundF32,
    /// Double to 0/1: non-zero (NaN included) is 1.
    FTruth,
    IsNan,
    IsInf,
    IsFinite,
    SignBit,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bin {
    Add,
    Sub,
    Mul,
    And,
    Or,
    Xor,
    /// Shifts take the amount modulo 64, as Rust's wrapping shifts.
    Shl,
    ShrS,
    ShrU,
    /// Truncating division and remainder, total: a zero divisor gives 0,
    /// `MIN / -1` wraps to `MIN` and `x % -1` is 0.
    DivS,
    RemS,
    /// As `DivS`/`RemS` on the operands' low 32 bits, sign-extended.
    DivS32,
    RemS32,
    DivU,
    RemU,
    FAdd,
    FSub,
    FMul,
    FDiv,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cmp {
    Eq,
    Ne,
    LtS,
    LeS,
    GtS,
    GeS,
    LtU,
    LeU,
    GtU,
    GeU,
    FEq,
    FNe,
    FLt,
    FLe,
    FGt,
    FGe,
}

/// An element of a buffer argument.
#[derive(Debug, Clone)]
pub struct Access {
    pub buf: u32,
    pub dtype: DType,
    /// One index per axis of a view; one element index for a pointer.
    pub index: Vec<Expr>,
    /// Per index: a negative one counts from the end of its axis (views
    /// only; false where the index is known not to be negative).
    pub wrap: Vec<bool>,
    /// For a view, `site + axis` is reached when an index is outside its
    /// axis, and `site + ndim` when the element lies outside the bytes the
    /// argument may touch. For a pointer, `site` is reached, with the
    /// element index in `out[1]`, when the element lies outside.
    pub site: Site,
    /// For a complex element: the imaginary part is accessed (one part
    /// past the element's address) rather than the real one. Either part
    /// is loaded or stored on its own, at its own width and alignment, as
    /// `Buffer` accesses a complex element.
    pub imag: bool,
}

#[derive(Debug, Clone)]
pub enum Stmt {
    Set(u32, Expr),
    SetGlobal(u32, Expr),
    /// Stores the value's bits into the cell at the index (the first
    /// expression; outside the block: cell 0).
    SetCell(Expr, Expr),
    /// Stores the value (of the element's kind), converted as C converts
    /// to the element type: integers keep their low bytes, bool stores
    /// whether the value is non-zero, float rounds.
    Store(Access, Expr),
    If(Expr, Vec<Stmt>, Vec<Stmt>),
    /// `while cond: body else: orelse`.
    While(Expr, Vec<Stmt>, Vec<Stmt>),
    /// Python's `for var in range(start, stop, step)` on integers:
    /// bounds evaluated once, `zero_step` reached when the step is zero,
    /// `var` set at the start of each iteration.
    For {
        var: u32,
        start: Expr,
        stop: Expr,
        step: Expr,
        body: Vec<Stmt>,
        orelse: Vec<Stmt>,
        zero_step: Site,
    },
    Break,
    Continue,
    /// Leaves the kernel with `Exit::Return` (the value's bits in it).
    Return(Option<Expr>),
    /// Reaches `site` when the condition is non-zero.
    Guard(Expr, Site),
    Eval(Expr),
    /// Appends the value (of the vector's element kind, its bits stored
    /// as they are) to vector argument `buf`; reaches `site` when the
    /// memory for it cannot be had.
    VecPush {
        buf: u32,
        value: Expr,
        site: Site,
    },
}

/// What a buffer argument is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgKind {
    /// A strided view of `ndim` axes (1 to 8).
    View(u8),
    /// A pointer: one element index, no axes.
    Pointer,
    /// A growable vector of 8-byte elements (the C bits of its numbers):
    /// one element index, checked against its current length, which
    /// `Stmt::VecPush` grows.
    Vector,
}

/// A kernel before compilation.
#[derive(Debug, Clone)]
pub struct Program {
    /// Kinds of the variables the caller passes in and gets back.
    pub vars: Vec<Kind>,
    /// Kinds of variables private to the kernel (numbered after `vars`).
    pub temps: Vec<Kind>,
    pub args: Vec<ArgKind>,
    /// Per argument: the axis of a view declared contiguous, whose stride
    /// is one element (`Kernel::run` refuses a view where it is not).
    pub unit: Vec<Option<u8>>,
    pub body: Vec<Stmt>,
    /// Functions the body (and they themselves) may call.
    pub funcs: Vec<Func>,
    /// Words of the cell block a run is given (`Expr::Cell`).
    pub cells: usize,
}

/// A function of a kernel: its own variables, no buffer arguments.
#[derive(Debug, Clone)]
pub struct Func {
    /// Kinds of its variables, parameters first.
    pub vars: Vec<Kind>,
    pub params: usize,
    /// The kind of its result (None: it returns nothing; falling off the
    /// end returns 0).
    pub ret: Option<Kind>,
    pub body: Vec<Stmt>,
}

/// A compiled kernel.
pub struct Kernel {
    code: codegen::Code,
    nvars: usize,
    /// Each argument's kind, whether it is written, and the width of its
    /// elements (None: only its extents are read).
    args: Vec<(ArgKind, bool, Option<usize>)>,
    /// Where each argument's entries start in the table.
    table_at: Vec<usize>,
    table_len: usize,
    /// Whether the program has functions (and so a trace to keep).
    calls: bool,
    unit: Vec<Option<u8>>,
}

/// A buffer argument as the caller sees it.
pub struct Arg<'a> {
    pub buf: &'a Buffer,
    /// Byte offset of element 0 (for a pointer: of element 0 of `p[i]`).
    pub offset: isize,
    pub shape: &'a [usize],
    pub strides: &'a [isize],
    /// Bytes of the buffer the argument may touch (a pointer's block may
    /// be shorter than its buffer); at most `buf.nbytes()`.
    pub limit: usize,
    /// A view the program may not write through (`const`, read-only).
    pub readonly: bool,
}

/// A kernel argument: a buffer, or a vector the kernel may grow.
pub enum ArgRef<'a> {
    Buf(Arg<'a>),
    Vector(&'a mut Vec<u64>),
}

/// What the generated code knows of a vector argument while it runs (its
/// table entry points here).
///
/// Invariant V: during `Kernel::run`'s call, `vec` points at the vector
/// its `ArgRef::Vector` borrows exclusively for that call, and `start` and
/// `len` are that vector's data pointer and length: `run` makes them so,
/// and `vec_push`, the one thing that changes the vector while the code
/// runs, keeps them so.
#[repr(C)]
struct VecCtx {
    start: i64,
    len: i64,
    vec: *mut Vec<u64>,
}

impl Default for VecCtx {
    fn default() -> VecCtx {
        VecCtx {
            start: 0,
            len: 0,
            vec: std::ptr::null_mut(),
        }
    }
}

/// Table words a run keeps on its stack (more are allocated).
const TABLE_ON_STACK: usize = 64;
/// Vector arguments a kernel may take (a region takes at most 16
/// arguments of any kind).
const VECTORS_ON_STACK: usize = 16;

/// Byte offsets in `VecCtx` the generated code reads.
const VEC_START: i32 = 0;
const VEC_LEN: i32 = 8;

/// `Stmt::VecPush`'s helper: appends `bits`; 0 when done, 1 when the
/// memory cannot be had.
extern "C" fn vec_push(ctx: *mut VecCtx, bits: u64) -> u64 {
    // SAFETY: the generated code passes only the context pointer of its
    // table (`Kernel::run` set it to a live `VecCtx`), and by invariant V
    // `vec` is the vector borrowed exclusively for this call; nothing
    // else touches either while the code runs.
    let (ctx, v) = unsafe {
        let ctx = &mut *ctx;
        let v = &mut *ctx.vec;
        (ctx, v)
    };
    if v.try_reserve(1).is_err() {
        return 1;
    }
    v.push(bits);
    ctx.start = v.as_mut_ptr() as i64;
    ctx.len = v.len() as i64;
    0
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Exit {
    Done,
    Return(u64),
    Interrupted,
    /// An error site, with the detail the site defines and the calls it
    /// left through (their `call` numbers, innermost first).
    Error(Site, i64, Vec<u32>),
    /// The arguments do not suit the kernel (a written buffer is mapped,
    /// tracked or read-only, or an argument has another shape): the caller
    /// runs its general code instead, which also gives any error.
    Refused,
}

/// Status words the generated code returns (sites start at `SITE_BASE`).
const DONE: u32 = 0;
const RETURN: u32 = 1;
const INTERRUPTED: u32 = 2;
const SITE_BASE: u32 = 16;

/// Calls an error's trace records (the interpreter's recursion limit is
/// 1000); `out` holds the return bits, the detail, the trace's length and
/// its entries.
const TRACE: usize = 1024;
const OUT_WORDS: usize = 3 + TRACE;

thread_local! {
    /// The `out` words of the kernel this thread runs (see `Kernel::run`).
    static OUT_BUF: std::cell::RefCell<Vec<i64>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Why a program cannot be compiled.
#[derive(Debug)]
pub struct Unsupported(pub String);

impl Kernel {
    /// Compiles `p`: None when this machine has no code generator or the
    /// program is malformed (a variable out of range, kinds that disagree).
    pub fn compile(p: &Program) -> Result<Kernel, Unsupported> {
        let writes = walk::written_args(p);
        let widths = walk::arg_widths(p)?;
        let mut table_at = Vec::with_capacity(p.args.len());
        let mut at = 0;
        for a in &p.args {
            table_at.push(at);
            at += entries(*a);
        }
        let code = codegen::compile(p, &table_at)?;
        Ok(Kernel {
            code,
            nvars: p.vars.len(),
            args: p
                .args
                .iter()
                .zip(writes.into_iter().zip(widths))
                .map(|(&a, (w, width))| (a, w, width))
                .collect(),
            table_at,
            table_len: at,
            calls: !p.funcs.is_empty(),
            unit: p.unit.clone(),
        })
    }

    /// Runs the kernel over `vars` (read on entry, written back on every
    /// exit), `cells` (read and written in place) and `args`.
    ///
    /// `depth` is how many more calls deep the kernel's calls may go.
    pub fn run(
        &self,
        vars: &mut [u64],
        globals: &[AtomicU64],
        cells: &mut [u64],
        args: &mut [ArgRef],
        interrupt: &AtomicBool,
        depth: u32,
    ) -> Exit {
        if vars.len() != self.nvars
            || args.len() != self.args.len()
            || globals.len() < self.code.globals()
            || cells.len() != self.code.cells()
        {
            return Exit::Refused;
        }
        // On the stack when small: a kernel entered once per iteration of
        // an interpreted loop paid more for these allocations than for
        // its own loop.
        let mut table_stack = [0i64; TABLE_ON_STACK];
        let mut table_heap = Vec::new();
        let table: &mut [i64] = if self.table_len <= TABLE_ON_STACK {
            &mut table_stack[..self.table_len]
        } else {
            table_heap.resize(self.table_len, 0);
            &mut table_heap
        };
        for (k, (a, &(kind, writes, width))) in args.iter().zip(&self.args).enumerate() {
            let a = match (a, kind) {
                (ArgRef::Buf(a), ArgKind::View(_) | ArgKind::Pointer) => a,
                (ArgRef::Vector(_), ArgKind::Vector) => continue,
                _ => return Exit::Refused,
            };
            if a.limit > a.buf.nbytes() || (writes && (a.readonly || !a.buf.plain())) {
                return Exit::Refused;
            }
            let t = &mut table[self.table_at[k]..];
            t[0] = a.buf.start_addr() as i64;
            t[2] = a.offset as i64;
            // A view's element 0's address, in the word a pointer's `last`
            // takes.
            t[1] = (a.buf.start_addr() as i64).wrapping_add(a.offset as i64);
            match kind {
                ArgKind::View(n) => {
                    let n = n as usize;
                    let unit = self.unit.get(k).copied().flatten();
                    let unit_ok = match (unit, width) {
                        (Some(ax), Some(w)) => a.strides.get(ax as usize) == Some(&(w as isize)),
                        _ => true,
                    };
                    if a.shape.len() != n
                        || a.strides.len() != n
                        || width.is_some_and(|w| !view_fits(a, w))
                        || !unit_ok
                    {
                        return Exit::Refused;
                    }
                    for ax in 0..n {
                        t[3 + ax] = a.shape[ax] as i64;
                        t[3 + n + ax] = a.strides[ax] as i64;
                    }
                }
                ArgKind::Pointer => {
                    let w = width.unwrap_or(1);
                    // The last offset an element may start at.
                    let last = a.limit as i64 - w as i64;
                    if last < 0 || a.offset.rem_euclid(w as isize) != 0 {
                        return Exit::Refused;
                    }
                    t[1] = last;
                }
                ArgKind::Vector => {}
            }
        }
        // The vectors' contexts: made whole first, so that the addresses
        // the table takes of them stay put.
        let mut ctxs: [(usize, VecCtx); VECTORS_ON_STACK] = Default::default();
        let mut n_ctxs = 0;
        for (k, (a, &(kind, _, width))) in args.iter_mut().zip(&self.args).enumerate() {
            if let (ArgRef::Vector(v), ArgKind::Vector) = (a, kind) {
                if width.is_some_and(|w| w != 8) || n_ctxs == VECTORS_ON_STACK {
                    return Exit::Refused;
                }
                ctxs[n_ctxs] = (
                    k,
                    VecCtx {
                        start: v.as_mut_ptr() as i64,
                        len: v.len() as i64,
                        vec: &mut **v,
                    },
                );
                n_ctxs += 1;
            }
        }
        for (k, ctx) in ctxs[..n_ctxs].iter_mut() {
            table[self.table_at[*k] + 3] = (ctx as *mut VecCtx) as i64;
        }
        // The trace's words only for a kernel that calls. Its buffer is
        // reused: a method called a million times from a loop would
        // otherwise zero 8 KB per call. The code reads only the first
        // three words before writing them, and a trace entry only below
        // the length it wrote.
        let words = if self.calls { OUT_WORDS } else { 3 };
        let mut run = |out: &mut [i64]| {
            out[..3].fill(0);
            let mem = codegen::Words {
                vars: &mut *vars,
                globals,
                cells: &mut *cells,
            };
            let status = self.code.call(mem, table, out, interrupt, i64::from(depth));
            Self::exit(status, out)
        };
        OUT_BUF.with(|cell| match cell.try_borrow_mut() {
            Ok(mut buf) => {
                if buf.len() < words {
                    buf.resize(words, 0);
                }
                run(&mut buf[..words])
            }
            Err(_) => run(&mut vec![0i64; words]),
        })
    }

    /// What the code's status word and `out` mean.
    fn exit(status: u32, out: &[i64]) -> Exit {
        match status {
            DONE => Exit::Done,
            RETURN => Exit::Return(out[0] as u64),
            INTERRUPTED => Exit::Interrupted,
            s => {
                let n = (out[2].max(0) as usize).min(out.len().saturating_sub(3));
                let trace = out[3..3 + n].iter().map(|&c| c as u32).collect();
                Exit::Error(s - SITE_BASE, out[1], trace)
            }
        }
    }
}

/// Whether every element of view `a` lies inside the bytes it may touch,
/// at an offset that is a multiple of `w` (the element width).
fn view_fits(a: &Arg, w: usize) -> bool {
    let w = w as i128;
    let aligned = |x: i128| x.rem_euclid(w) == 0;
    let (mut lo, mut hi) = (a.offset as i128, a.offset as i128);
    if !aligned(lo) {
        return false;
    }
    for (&n, &s) in a.shape.iter().zip(a.strides) {
        if n == 0 {
            // No element at all: every index fails its axis check.
            return true;
        }
        if !aligned(s as i128) {
            return false;
        }
        let span = (n as i128 - 1) * s as i128;
        if span < 0 {
            lo += span;
        } else {
            hi += span;
        }
    }
    lo >= 0 && hi + w <= a.limit as i128
}

/// Table entries of an argument: start, a pointer's last element offset
/// or a view's first element's address, offset, then a view's extents and
/// strides.
fn entries(a: ArgKind) -> usize {
    match a {
        ArgKind::View(n) => 3 + 2 * n as usize,
        ArgKind::Pointer => 3,
        // Unused words, then the address of its `VecCtx`.
        ArgKind::Vector => 4,
    }
}
