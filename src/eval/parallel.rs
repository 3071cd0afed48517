//! The parallel backend: `prange` loops and `parallel()` blocks on a rayon
//! pool.
//!
//! Every thread of a parallel region runs on its own copy of the frame
//! (locals) and of the module's globals, made when the region starts, so
//! the interpreter's own state is never shared mutably; arrays, pointers'
//! blocks and Python containers are shared because their values are
//! `Arc`s to memory accessed atomically or under a lock. When the region
//! ends its results are put back in a fixed order, so a race-free program
//! gives the same result on any number of threads:
//! 1. globals a thread changed (through a called function, say), thread by
//!    thread in order of thread number;
//! 2. a loop's private variables (those it assigns) and its index, from
//!    the thread that ran the sequentially last iteration executed;
//! 3. reductions: the value before the loop combined with each thread's
//!    partial result in order of thread number.
//!
//! A `prange` inside a worker runs in order on that worker (Cython runs
//! nested prange serially too); inside a `parallel()` block each member of
//! the team runs its static share and the block's end combines them.

use super::call::{Es, Flow};
use super::exc::{Exc, Res};
use super::frame::{Frame, Runtime};
use super::value::Value;
use crate::sema::hir::Schedule;
use crate::sema::types::CInt;
use crate::syntax::ast::BinOp;
use parking_lot::Mutex;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, AtomicUsize};
use std::sync::{Arc, OnceLock};

/// One thread's share of a counted loop: `count` iterations starting at
/// `first`, stepping by `step`. It leaves the index at the last value it
/// ran and returns `Break`/`Return` when the body did.
pub type Runner = Box<dyn for<'g> Fn(&mut Frame<'g>, i64, i64, i64) -> Res<Flow> + Send + Sync>;

/// Where a frame runs. Small and `Copy`: every call copies it into the
/// callee's frame.
#[derive(Clone, Copy, Default)]
pub enum Region {
    /// Outside any parallel region.
    #[default]
    Serial,
    /// An iteration share of a `prange`: thread `tid` of `n`.
    Worker { tid: u32, n: u32 },
    /// A member of a `parallel()` block's team (whose results go to the
    /// thread's `TEAM`).
    Team { tid: u32, n: u32 },
}

impl Region {
    /// `threadid()`.
    pub fn tid(&self) -> u32 {
        match self {
            Region::Serial => 0,
            Region::Worker { tid, .. } | Region::Team { tid, .. } => *tid,
        }
    }

    /// `omp_get_num_threads()`.
    pub fn size(&self) -> u32 {
        match self {
            Region::Serial => 1,
            Region::Worker { n, .. } | Region::Team { n, .. } => *n,
        }
    }
}

thread_local! {
    /// The results of the team this thread is a member of, while it runs
    /// a `parallel()` block's body (a team member never waits on another
    /// job of the pool, so the thread runs nothing else meanwhile).
    static TEAM: std::cell::RefCell<Option<Arc<TeamResults>>> = const { std::cell::RefCell::new(None) };
}

/// A C variable's place: a frame slot or a global slot.
#[derive(Clone, Copy, Debug)]
pub enum CPlace {
    Local(usize),
    Global(usize),
}

impl CPlace {
    pub fn get(self, f: &Frame) -> u64 {
        match self {
            CPlace::Local(s) => f.c.get(s).copied().unwrap_or(0),
            CPlace::Global(s) => f.gc.get(s).map_or(0, |a| a.load(Relaxed)),
        }
    }

    pub fn set(self, f: &mut Frame, bits: u64) {
        match self {
            CPlace::Local(s) => {
                if let Some(x) = f.c.get_mut(s) {
                    *x = bits;
                }
            }
            CPlace::Global(s) => {
                if let Some(x) = f.gc.get(s) {
                    x.store(bits, Relaxed);
                }
            }
        }
    }
}

/// An object variable's place.
#[derive(Clone, Copy, Debug)]
pub enum VPlace {
    Local(usize),
    Global(usize),
}

impl VPlace {
    fn get(self, f: &Frame) -> Value {
        match self {
            VPlace::Local(s) => f.v.get(s).cloned().unwrap_or(Value::Undef),
            VPlace::Global(s) => f.g.get(s).cloned().unwrap_or(Value::Undef),
        }
    }

    fn set(self, f: &mut Frame, v: Value) {
        let slot = match self {
            VPlace::Local(s) => f.v.get_mut(s),
            VPlace::Global(s) => f.g.get_mut(s),
        };
        if let Some(x) = slot {
            *x = v;
        }
    }
}

/// The C number type a reduction combines in.
#[derive(Clone, Copy, Debug)]
pub enum Num {
    Int(CInt),
    F32,
    F64,
}

/// A reduction variable.
#[derive(Clone, Copy, Debug)]
pub struct Reduction {
    pub place: CPlace,
    pub op: BinOp,
    pub num: Num,
}

impl Reduction {
    /// The value a thread's partial result starts from.
    fn identity(&self) -> u64 {
        match (self.num, self.op) {
            (Num::Int(_), BinOp::Mul) => 1,
            (Num::Int(_), BinOp::BitAnd) => u64::MAX,
            (Num::Int(_), _) => 0,
            (_, BinOp::Mul) => 1f64.to_bits(),
            _ => 0f64.to_bits(),
        }
    }

    /// `acc` combined with one thread's partial result (a `-` reduction's
    /// partials are negative sums, so they add).
    fn combine(&self, acc: u64, part: u64) -> u64 {
        match self.num {
            Num::Int(k) => {
                let (a, p) = (acc as i64, part as i64);
                let r = match self.op {
                    BinOp::Add | BinOp::Sub => a.wrapping_add(p),
                    BinOp::Mul => a.wrapping_mul(p),
                    BinOp::BitAnd => a & p,
                    BinOp::BitOr => a | p,
                    _ => a ^ p,
                };
                k.wrap(r) as u64
            }
            Num::F32 | Num::F64 => {
                let (a, p) = (f64::from_bits(acc), f64::from_bits(part));
                let r = match self.op {
                    BinOp::Mul => a * p,
                    _ => a + p,
                };
                let r = if matches!(self.num, Num::F32) {
                    r as f32 as f64
                } else {
                    r
                };
                r.to_bits()
            }
        }
    }
}

/// What a `prange` loop shares and privatises (from sema's `Parallel`).
pub struct LoopPlan {
    pub index: CPlace,
    pub reductions: Vec<Reduction>,
    pub c_privates: Vec<CPlace>,
    pub v_privates: Vec<VPlace>,
    pub schedule: Schedule,
}

/// Results a team's members leave for the end of their `parallel()`
/// block: each `prange` inside it reports its partial reductions and, from
/// the member that ran the last iteration, its private variables.
#[derive(Default)]
pub struct TeamResults {
    reductions: Mutex<Vec<(u32, Reduction, u64)>>,
    c_last: Mutex<Vec<(CPlace, u64)>>,
    v_last: Mutex<Vec<(VPlace, Value)>>,
}

/// The pool's size: `--threads`, else `ARR_NUM_THREADS`, else the cores.
static POOL_SIZE: AtomicUsize = AtomicUsize::new(0);

/// Sets the pool's size (before the first parallel region).
pub fn set_threads(n: usize) {
    POOL_SIZE.store(n.max(1), Relaxed);
}

/// The number of threads a region gets unless it asks otherwise.
pub fn max_threads() -> usize {
    let n = POOL_SIZE.load(Relaxed);
    if n > 0 {
        return n;
    }
    let n = std::env::var("ARR_NUM_THREADS")
        .ok()
        .and_then(|s| s.trim().parse::<usize>().ok())
        .filter(|&n| n > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    POOL_SIZE.store(n, Relaxed);
    n
}

/// Stack of a worker thread: deep enough for the recursion limit, as the
/// main thread's.
const WORKER_STACK: usize = 256 << 20;

fn pool() -> Option<&'static rayon::ThreadPool> {
    static POOL: OnceLock<Option<rayon::ThreadPool>> = OnceLock::new();
    POOL.get_or_init(|| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(max_threads())
            .stack_size(WORKER_STACK)
            .thread_name(|i| format!("arr-worker-{i}"))
            .build()
            .ok()
    })
    .as_ref()
}

/// The frame and globals a region starts from.
struct Snapshot {
    c: crate::eval::frame::CSlots,
    v: Vec<Value>,
    g: Vec<Value>,
    gc: Vec<u64>,
    depth: u32,
}

impl Snapshot {
    fn of(f: &Frame) -> Snapshot {
        Snapshot {
            c: f.c.clone(),
            v: f.v.clone(),
            g: f.g.clone(),
            gc: f.gc.iter().map(|a| a.load(Relaxed)).collect(),
            depth: f.depth,
        }
    }
}

/// How one thread's part ended.
struct Finished {
    c: crate::eval::frame::CSlots,
    v: Vec<Value>,
    g: Vec<Value>,
    gc: Vec<u64>,
    /// The highest iteration number it ran (`-1`: none).
    last: i64,
    /// What stopped it, with the iteration number where it happened.
    stop: Option<(i64, Stop)>,
}

enum Stop {
    Break,
    Return(Value, u64),
    Raise(Box<Exc>),
}

/// Runs `job` on a fresh copy of the snapshot, as thread `tid`.
fn on_copy(
    snap: &Snapshot,
    rt: &Runtime,
    region: Region,
    job: impl FnOnce(&mut Frame) -> (i64, Option<(i64, Stop)>),
) -> Finished {
    let mut g = snap.g.clone();
    let gc: Vec<AtomicU64> = snap.gc.iter().map(|&b| AtomicU64::new(b)).collect();
    let mut f = Frame::with_slots(snap.c.clone(), snap.v.clone(), &mut g, &gc, rt, snap.depth);
    f.region = region;
    let (last, stop) = job(&mut f);
    let (c, v) = (std::mem::take(&mut f.c), std::mem::take(&mut f.v));
    drop(f);
    Finished {
        c,
        v,
        g,
        gc: gc.into_iter().map(AtomicU64::into_inner).collect(),
        last,
        stop,
    }
}

/// Runs `n` jobs, on the pool when there is one, returning their results
/// in order of job number.
fn fan_out<R: Send>(n: usize, job: &(dyn Fn(usize) -> R + Sync)) -> Vec<R> {
    use rayon::prelude::*;
    match pool() {
        Some(p) if n > 1 => p.install(|| (0..n).into_par_iter().map(job).collect()),
        _ => (0..n).map(job).collect(),
    }
}

/// `work(par)` with `par` true, inside the pool, when `n` reaches `min`
/// and there is more than one thread: for kernels that split their own
/// work with rayon's parallel iterators.
pub fn split<R: Send>(n: usize, min: usize, work: impl FnOnce(bool) -> R + Send) -> R {
    match pool() {
        Some(p) if n >= min && max_threads() > 1 => p.install(|| work(true)),
        _ => work(false),
    }
}

/// `(a(), b())`, the two on the pool when `par`.
pub fn join<A: Send, B: Send>(
    par: bool,
    a: impl FnOnce() -> A + Send,
    b: impl FnOnce() -> B + Send,
) -> (A, B) {
    match pool() {
        Some(p) if par && max_threads() > 1 => p.install(|| rayon::join(a, b)),
        _ => (a(), b()),
    }
}

/// A reduction variable's value when the region began. A global one has
/// by now been overwritten with some thread's partial result by
/// `put_back_globals`; combining from that would count it twice.
fn before_region(p: CPlace, f: &Frame, snap: &Snapshot) -> u64 {
    match p {
        CPlace::Local(_) => p.get(f),
        CPlace::Global(s) => snap.gc.get(s).copied().unwrap_or(0),
    }
}

/// Globals a thread changed, put back in thread order.
fn put_back_globals(f: &mut Frame, snap: &Snapshot, done: &[Finished]) {
    for d in done {
        for (s, (&now, &then)) in d.gc.iter().zip(&snap.gc).enumerate() {
            if now != then
                && let Some(x) = f.gc.get(s)
            {
                x.store(now, Relaxed);
            }
        }
        for (s, (now, then)) in d.g.iter().zip(&snap.g).enumerate() {
            if !now.is(then)
                && let Some(x) = f.g.get_mut(s)
            {
                *x = now.clone();
            }
        }
    }
}

/// The iterations (numbered from 0) thread `tid` of `n` runs under a
/// static schedule: libgomp's blocks (the first `count % n` threads take
/// one more), or chunks dealt round-robin.
fn static_share(count: i64, tid: i64, n: i64, chunk: Option<i64>) -> Vec<(i64, i64)> {
    match chunk {
        None => {
            let (q, r) = (count / n, count % n);
            let lo = tid * q + tid.min(r);
            let len = q + i64::from(tid < r);
            if len > 0 { vec![(lo, len)] } else { Vec::new() }
        }
        Some(c) => {
            let mut out = Vec::new();
            let mut lo = tid * c;
            while lo < count {
                out.push((lo, c.min(count - lo)));
                lo += n * c;
            }
            out
        }
    }
}

/// Iterations a runner call covers at most: between calls a thread looks
/// whether another one stopped the loop.
const PIECE: i64 = 4096;

/// Runs iterations `lo..lo+len` (numbers) of the loop `a, a+st, …` in
/// pieces; returns the last number run and what stopped it.
#[allow(clippy::too_many_arguments)]
fn run_span(
    f: &mut Frame,
    runner: &Runner,
    a: i64,
    st: i64,
    lo: i64,
    len: i64,
    stop: &AtomicBool,
    last: &mut i64,
) -> Option<(i64, Stop)> {
    let mut k = lo;
    while k < lo + len {
        if stop.load(Relaxed) {
            return None;
        }
        let m = PIECE.min(lo + len - k);
        let first = a.wrapping_add(k.wrapping_mul(st));
        let r = runner(f, first, st, m);
        match r {
            Ok(Flow::Normal | Flow::Continue) => *last = k + m - 1,
            Ok(Flow::Break) => {
                *last = k + m - 1;
                stop.store(true, Relaxed);
                return Some((k, Stop::Break));
            }
            // Sema refuses `yield` in a parallel section.
            Ok(Flow::Return | Flow::Yield) => {
                stop.store(true, Relaxed);
                return Some((
                    k,
                    Stop::Return(std::mem::replace(&mut f.ret, Value::None), f.ret_c),
                ));
            }
            Err(e) => {
                stop.store(true, Relaxed);
                return Some((k, Stop::Raise(e)));
            }
        }
        k += m;
    }
    None
}

/// The iterations thread `tid` claims next under a dynamic or guided
/// schedule, from the shared counter `next`.
fn claim(
    next: &AtomicI64,
    count: i64,
    n: i64,
    schedule: Schedule,
    chunk: i64,
) -> Option<(i64, i64)> {
    loop {
        let lo = next.load(Relaxed);
        if lo >= count {
            return None;
        }
        let len = match schedule {
            Schedule::Guided => ((count - lo + n - 1) / n).max(chunk),
            _ => chunk,
        }
        .min(count - lo);
        if next
            .compare_exchange_weak(lo, lo + len, Relaxed, Relaxed)
            .is_ok()
        {
            return Some((lo, len));
        }
    }
}

/// A `prange` over `count` iterations `a, a+st, …` on `threads` threads.
#[allow(clippy::too_many_arguments)]
pub fn run_prange(
    f: &mut Frame,
    plan: &LoopPlan,
    runner: &Runner,
    a: i64,
    st: i64,
    count: i64,
    threads: usize,
    chunk: Option<i64>,
) -> Res<Flow> {
    if let Region::Team { tid, n } = f.region
        && let Some(shared) = TEAM.with(|t| t.borrow().clone())
    {
        return team_share(f, plan, runner, a, st, count, (tid, n, &shared), chunk);
    }
    let n = (threads as i64).clamp(1, count.max(1));
    let snap = Snapshot::of(f);
    let stop = AtomicBool::new(false);
    let next = AtomicI64::new(0);
    let chunk_or_1 = chunk.unwrap_or(1).max(1);
    let rt = f.rt;
    let done = fan_out(n as usize, &|tid| {
        let region = Region::Worker {
            tid: tid as u32,
            n: n as u32,
        };
        on_copy(&snap, rt, region, |wf| {
            for r in &plan.reductions {
                r.place.set(wf, r.identity());
            }
            let mut last = -1;
            match plan.schedule {
                Schedule::Static => {
                    for (lo, len) in static_share(count, tid as i64, n, chunk) {
                        if let Some(s) = run_span(wf, runner, a, st, lo, len, &stop, &mut last) {
                            return (last, Some(s));
                        }
                    }
                }
                sched => {
                    while let Some((lo, len)) = claim(&next, count, n, sched, chunk_or_1) {
                        if let Some(s) = run_span(wf, runner, a, st, lo, len, &stop, &mut last) {
                            return (last, Some(s));
                        }
                    }
                }
            }
            (last, None)
        })
    });
    put_back_globals(f, &snap, &done);
    if let Some(d) = done.iter().filter(|d| d.last >= 0).max_by_key(|d| d.last) {
        put_back_privates(f, plan, d);
    }
    for r in &plan.reductions {
        let mut acc = before_region(r.place, f, &snap);
        for d in &done {
            acc = r.combine(acc, place_in(r.place, d));
        }
        r.place.set(f, acc);
    }
    finish(f, done)
}

/// A C place's value in a finished thread's copy.
fn place_in(p: CPlace, d: &Finished) -> u64 {
    match p {
        CPlace::Local(s) => d.c.get(s).copied().unwrap_or(0),
        CPlace::Global(s) => d.gc.get(s).copied().unwrap_or(0),
    }
}

fn put_back_privates(f: &mut Frame, plan: &LoopPlan, d: &Finished) {
    for &p in plan.c_privates.iter().chain(std::iter::once(&plan.index)) {
        p.set(f, place_in(p, d));
    }
    for &p in &plan.v_privates {
        let v = match p {
            VPlace::Local(s) => d.v.get(s),
            VPlace::Global(s) => d.g.get(s),
        };
        if let Some(v) = v {
            p.set(f, v.clone());
        }
    }
}

/// The region's outcome: the exception of the earliest iteration that
/// raised, else its return, else whether it broke.
fn finish(f: &mut Frame, done: Vec<Finished>) -> Res<Flow> {
    let mut stops: Vec<(i64, Stop)> = done.into_iter().filter_map(|d| d.stop).collect();
    stops.sort_by_key(|(k, s)| (!matches!(s, Stop::Raise(_)), *k));
    outcome(f, stops.into_iter().next().map(|(_, s)| s))
}

/// The flow (or exception) a stop means, a return's value set in `f`.
fn outcome(f: &mut Frame, stop: Option<Stop>) -> Res<Flow> {
    match stop {
        None => Ok(Flow::Normal),
        Some(Stop::Raise(e)) => Err(e),
        Some(Stop::Break) => Ok(Flow::Break),
        Some(Stop::Return(v, c)) => {
            f.ret = v;
            f.ret_c = c;
            Ok(Flow::Return)
        }
    }
}

/// A team member's static share of a `prange` inside a `parallel()`
/// block: it runs in the member's own frame; its partial reductions and,
/// from the member that runs the last iteration, its privates go to the
/// block's end.
#[allow(clippy::too_many_arguments)]
fn team_share(
    f: &mut Frame,
    plan: &LoopPlan,
    runner: &Runner,
    a: i64,
    st: i64,
    count: i64,
    (tid, n, shared): (u32, u32, &Arc<TeamResults>),
    chunk: Option<i64>,
) -> Res<Flow> {
    let before: Vec<u64> = plan.reductions.iter().map(|r| r.place.get(f)).collect();
    for r in &plan.reductions {
        r.place.set(f, r.identity());
    }
    let stop = AtomicBool::new(false);
    let mut last = -1;
    let mut stopped = None;
    for (lo, len) in static_share(count, i64::from(tid), i64::from(n.max(1)), chunk) {
        stopped = run_span(f, runner, a, st, lo, len, &stop, &mut last);
        if stopped.is_some() {
            break;
        }
    }
    for (r, b) in plan.reductions.iter().zip(before) {
        let part = r.place.get(f);
        shared.reductions.lock().push((tid, *r, part));
        r.place.set(f, r.combine(b, part));
    }
    if count > 0 && last == count - 1 {
        for &p in plan.c_privates.iter().chain(std::iter::once(&plan.index)) {
            shared.c_last.lock().push((p, p.get(f)));
        }
        for &p in &plan.v_privates {
            shared.v_last.lock().push((p, p.get(f)));
        }
    }
    outcome(f, stopped.map(|(_, s)| s))
}

/// A `parallel()` block: `body` once on each of `threads` team members.
pub fn run_block(f: &mut Frame, body: &Es, threads: usize) -> Res<Flow> {
    if !matches!(f.region, Region::Serial) {
        // Nested parallelism runs as a team of one.
        return body(f);
    }
    let n = threads.max(1);
    let snap = Snapshot::of(f);
    let shared = Arc::new(TeamResults::default());
    let rt = f.rt;
    let done = fan_out(n, &|tid| {
        let region = Region::Team {
            tid: tid as u32,
            n: n as u32,
        };
        let outer = TEAM.with(|t| t.replace(Some(shared.clone())));
        let done = on_copy(&snap, rt, region, |tf| match body(tf) {
            Ok(Flow::Return) => (
                0,
                Some((
                    tid as i64,
                    Stop::Return(std::mem::replace(&mut tf.ret, Value::None), tf.ret_c),
                )),
            ),
            Ok(_) => (0, None),
            Err(e) => (0, Some((tid as i64, Stop::Raise(e)))),
        });
        TEAM.with(|t| t.replace(outer));
        done
    });
    put_back_globals(f, &snap, &done);
    let mut parts = std::mem::take(&mut *shared.reductions.lock());
    parts.sort_by_key(|(tid, ..)| *tid);
    for (_, r, _) in &parts {
        r.place.set(f, before_region(r.place, f, &snap));
    }
    for (_, r, part) in parts {
        let acc = r.place.get(f);
        r.place.set(f, r.combine(acc, part));
    }
    for (p, bits) in std::mem::take(&mut *shared.c_last.lock()) {
        p.set(f, bits);
    }
    for (p, v) in std::mem::take(&mut *shared.v_last.lock()) {
        p.set(f, v);
    }
    finish(f, done)
}
