//! Kernel programs to machine code, through Cranelift.
//!
//! Invariant K (what `Code::call` relies on): the generated function
//! dereferences only `vars[0..nvars]`, `table[0..table_len]`, `out[0..2]`,
//! one byte at `intr`, and buffer bytes `start + off .. start + off + w`
//! of an argument accessed with width `w`, where
//! - for a view, `off = offset + sum(j[k] * stride[k])` with every index
//!   checked `0 <= j[k] < shape[k]` just before, and `Kernel::run` checked
//!   that every such element lies aligned inside the bytes the argument
//!   may touch;
//! - for a pointer, `off = offset + i * w` with `|i| < 2**55` and
//!   `0 <= off <= last` checked just before, where `Kernel::run` made
//!   `last` the limit minus `w` and checked `offset` aligned.
//!
//! It calls only the typed helper pointers of the program, and divides
//! only by divisors it made non-zero (and not -1 for signed division), so
//! it cannot trap.
//! `compile` returns an error for any program it cannot translate under
//! these rules (an index out of range, kinds that disagree, `break`
//! outside a loop).

use super::{Access, ArgKind, Bin, Cmp, Expr, Kind, Program, Stmt, Un, Unsupported};
use super::{DONE, INTERRUPTED, RETURN, SITE_BASE};
use crate::array::DType;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{
    AbiParam, Block, BlockArg, InstBuilder, MemFlagsData, Signature, Type, Value, types,
};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Variable};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{Linkage, Module};
use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;

type Entry = extern "C" fn(*mut u64, *const i64, *mut i64, *const u8) -> u32;

/// A finished function and the sizes it was generated for.
pub(super) struct Code {
    f: Entry,
    nvars: usize,
    table_len: usize,
}

impl Code {
    /// Calls the function; 0 (done) without calling when the slices do
    /// not have the sizes it was generated for.
    pub(super) fn call(
        &self,
        vars: &mut [u64],
        table: &[i64],
        out: &mut [i64; 2],
        intr: &AtomicBool,
    ) -> u32 {
        if vars.len() != self.nvars || table.len() != self.table_len {
            return DONE;
        }
        // Invariant K: the function touches only these slices within the
        // lengths just checked, the flag's byte, and buffer bytes it
        // checked against the table's limits, which `Kernel::run` made at
        // most the live buffers' sizes (the `Arg`s borrow them for this
        // call).
        (self.f)(
            vars.as_mut_ptr(),
            table.as_ptr(),
            out.as_mut_ptr(),
            intr.as_ptr().cast_const().cast::<u8>(),
        )
    }
}

/// The element width each argument is accessed with (None: only its
/// extents are read); an error when one argument is accessed with two.
pub(super) fn arg_widths(p: &Program) -> Result<Vec<Option<usize>>, Unsupported> {
    fn note(a: &Access, w: &mut [Option<usize>], bad: &mut bool) {
        match w.get_mut(a.buf as usize) {
            Some(slot @ None) => *slot = Some(a.dtype.itemsize()),
            Some(Some(x)) if *x == a.dtype.itemsize() => {}
            _ => *bad = true,
        }
    }
    fn walk(s: &[Stmt], w: &mut [Option<usize>], bad: &mut bool) {
        for s in s {
            if let Stmt::Store(a, _) = s {
                note(a, w, bad);
            }
            match s {
                Stmt::If(_, a, b) | Stmt::While(_, a, b) => {
                    walk(a, w, bad);
                    walk(b, w, bad);
                }
                Stmt::For { body, orelse, .. } => {
                    walk(body, w, bad);
                    walk(orelse, w, bad);
                }
                _ => {}
            }
            each_expr(s, &mut |e| exprs(e, w, bad));
        }
    }
    fn exprs(e: &Expr, w: &mut [Option<usize>], bad: &mut bool) {
        match e {
            Expr::Load(a) => note(a, w, bad),
            Expr::Seq(s, _) => walk(s, w, bad),
            _ => {}
        }
        each_sub(e, &mut |x| exprs(x, w, bad));
    }
    let mut w = vec![None; p.args.len()];
    let mut bad = false;
    walk(&p.body, &mut w, &mut bad);
    if bad {
        return err("an argument accessed with two element widths");
    }
    Ok(w)
}

/// Arguments a program stores into.
pub(super) fn written_args(p: &Program) -> Vec<bool> {
    fn walk(s: &[Stmt], w: &mut [bool]) {
        for s in s {
            match s {
                Stmt::Store(a, _) => {
                    if let Some(x) = w.get_mut(a.buf as usize) {
                        *x = true;
                    }
                }
                Stmt::If(_, a, b) | Stmt::While(_, a, b) => {
                    walk(a, w);
                    walk(b, w);
                }
                Stmt::For { body, orelse, .. } => {
                    walk(body, w);
                    walk(orelse, w);
                }
                _ => {}
            }
            // Stores inside expressions (`Seq`) are found by their own walk.
            each_expr(s, &mut |e| exprs(e, w));
        }
    }
    fn exprs(e: &Expr, w: &mut [bool]) {
        if let Expr::Seq(s, _) = e {
            walk(s, w);
        }
        each_sub(e, &mut |x| exprs(x, w));
    }
    let mut w = vec![false; p.args.len()];
    walk(&p.body, &mut w);
    w
}

/// Calls `f` on each expression directly inside a statement.
fn each_expr(s: &Stmt, f: &mut dyn FnMut(&Expr)) {
    match s {
        Stmt::Set(_, e) | Stmt::Guard(e, _) | Stmt::Eval(e) => f(e),
        Stmt::Store(a, e) => {
            a.index.iter().for_each(&mut *f);
            f(e);
        }
        Stmt::If(c, _, _) | Stmt::While(c, _, _) => f(c),
        Stmt::For {
            start, stop, step, ..
        } => {
            f(start);
            f(stop);
            f(step);
        }
        Stmt::Return(Some(e)) => f(e),
        Stmt::Return(None) | Stmt::Break | Stmt::Continue => {}
    }
}

/// Calls `f` on each direct subexpression.
fn each_sub(e: &Expr, f: &mut dyn FnMut(&Expr)) {
    match e {
        Expr::I(_) | Expr::F(_) | Expr::Var(_) | Expr::Dim { .. } => {}
        Expr::Un(_, a) | Expr::Call1(_, a) => f(a),
        Expr::Bin(_, a, b) | Expr::Cmp(_, a, b) | Expr::Call2(_, a, b) | Expr::CallI2(_, a, b) => {
            f(a);
            f(b);
        }
        Expr::If(c, a, b) => {
            f(c);
            f(a);
            f(b);
        }
        Expr::Load(a) => a.index.iter().for_each(f),
        Expr::Seq(_, x) => f(x),
    }
}

/// The target's code generator, made once (None: no Cranelift backend
/// for this machine; kernels are then never used).
fn isa() -> Option<&'static std::sync::Arc<dyn cranelift_codegen::isa::TargetIsa>> {
    static ISA: OnceLock<Option<std::sync::Arc<dyn cranelift_codegen::isa::TargetIsa>>> =
        OnceLock::new();
    ISA.get_or_init(|| {
        let mut flags = settings::builder();
        flags.set("opt_level", "speed").ok()?;
        let isa = cranelift_native::builder().ok()?;
        isa.finish(settings::Flags::new(flags)).ok()
    })
    .as_ref()
}

fn err<T>(what: &str) -> Result<T, Unsupported> {
    Err(Unsupported(what.to_string()))
}

pub(super) fn compile(p: &Program, table_at: &[usize]) -> Result<Code, Unsupported> {
    let Some(isa) = isa() else {
        return err("no native code generator for this machine");
    };
    let mut module = JITModule::new(JITBuilder::with_isa(
        isa.clone(),
        cranelift_module::default_libcall_names(),
    ));
    let ptr = module.target_config().pointer_type();
    let mut ctx = module.make_context();
    for _ in 0..4 {
        ctx.func.signature.params.push(AbiParam::new(ptr));
    }
    ctx.func.signature.returns.push(AbiParam::new(types::I32));
    let mut fbc = FunctionBuilderContext::new();
    let frontend = isa.frontend_config();
    {
        let b = FunctionBuilder::new(&mut ctx.func, &mut fbc);
        let mut tx = Tx::new(b, p, table_at, ptr)?;
        // On an error the builder is dropped unfinished: nothing is made.
        tx.block(&p.body)?;
        let done = tx.status(DONE);
        tx.b.ins().jump(tx.exit, &[BlockArg::Value(done)]);
        tx.finish_exit();
        tx.b.seal_all_blocks();
        tx.b.finalize(frontend);
    }
    let id = module
        .declare_function("kernel", Linkage::Export, &ctx.func.signature)
        .map_err(|e| Unsupported(e.to_string()))?;
    let dump = std::env::var_os("ARR_NATIVE_DUMP").is_some();
    if dump {
        ctx.set_disasm(true);
        eprintln!("{}", ctx.func.display());
    }
    module
        .define_function(id, &mut ctx)
        .map_err(|e| Unsupported(e.to_string()))?;
    if let (true, Some(code)) = (dump, ctx.compiled_code()) {
        eprintln!("{}", code.vcode.as_deref().unwrap_or(""));
    }
    module.clear_context(&mut ctx);
    module
        .finalize_definitions()
        .map_err(|e| Unsupported(e.to_string()))?;
    let addr = module.get_finalized_function(id);
    // The module owns the code's memory: kept for the life of the process
    // (a kernel is compiled once per loop of the program).
    Box::leak(Box::new(module));
    // SAFETY: `addr` is the entry of the function just finalized, whose
    // signature was built above as four pointer parameters and an i32
    // result with the platform's default (C) calling convention: the
    // `Entry` type. Its memory stays mapped (the module is leaked).
    let f = unsafe { std::mem::transmute::<*const u8, Entry>(addr) };
    Ok(Code {
        f,
        nvars: p.vars.len(),
        table_len: table_at
            .last()
            .map_or(0, |&at| at + super::entries(p.args[table_at.len() - 1])),
    })
}

/// An argument's table entries, loaded on entry.
struct ArgVals {
    kind: ArgKind,
    start: Value,
    limit: Value,
    offset: Value,
    shape: Vec<Value>,
    strides: Vec<Value>,
}

struct Tx<'a> {
    b: FunctionBuilder<'a>,
    vars: Vec<(Variable, Kind)>,
    nvars: usize,
    args: Vec<ArgVals>,
    /// (continue target, break target) of each enclosing loop.
    loops: Vec<(Block, Block)>,
    exit: Block,
    vars_ptr: Value,
    out: Value,
    intr: Value,
    ptr: Type,
}

fn mem() -> MemFlagsData {
    MemFlagsData::trusted()
}

/// Buffer bytes: aligned (checked), never trapping (checked), but other
/// views may alias them, so no alias region.
fn buf_mem() -> MemFlagsData {
    MemFlagsData::trusted()
}

fn ty_of(k: Kind) -> Type {
    match k {
        Kind::I => types::I64,
        Kind::F => types::F64,
    }
}

impl<'a> Tx<'a> {
    fn new(
        mut b: FunctionBuilder<'a>,
        p: &Program,
        table_at: &[usize],
        ptr: Type,
    ) -> Result<Tx<'a>, Unsupported> {
        let entry = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        let params = b.block_params(entry).to_vec();
        let (vars_ptr, table, out, intr) = (params[0], params[1], params[2], params[3]);
        let mut vars = Vec::new();
        for (k, &kind) in p.vars.iter().enumerate() {
            let v = b.declare_var(ty_of(kind));
            let x = b.ins().load(ty_of(kind), mem(), vars_ptr, (8 * k) as i32);
            b.def_var(v, x);
            vars.push((v, kind));
        }
        for &kind in &p.temps {
            let v = b.declare_var(ty_of(kind));
            let zero = match kind {
                Kind::I => b.ins().iconst(types::I64, 0),
                Kind::F => b.ins().f64const(0.0),
            };
            b.def_var(v, zero);
            vars.push((v, kind));
        }
        let mut args = Vec::new();
        for (k, &kind) in p.args.iter().enumerate() {
            let at = table_at.get(k).copied().unwrap_or(0);
            let mut word = |i: usize| {
                b.ins()
                    .load(types::I64, mem(), table, (8 * (at + i)) as i32)
            };
            let (start, limit, offset) = (word(0), word(1), word(2));
            let n = match kind {
                ArgKind::View(n) if (1..=8).contains(&n) => n as usize,
                ArgKind::View(_) => return err("a view of no or too many axes"),
                ArgKind::Pointer => 0,
            };
            let shape = (0..n).map(|i| word(3 + i)).collect();
            let strides = (0..n).map(|i| word(3 + n + i)).collect();
            args.push(ArgVals {
                kind,
                start,
                limit,
                offset,
                shape,
                strides,
            });
        }
        let exit = b.create_block();
        b.append_block_param(exit, types::I32);
        Ok(Tx {
            b,
            vars,
            nvars: p.vars.len(),
            args,
            loops: Vec::new(),
            exit,
            vars_ptr,
            out,
            intr,
            ptr,
        })
    }

    fn ins(&mut self) -> cranelift_frontend::FuncInstBuilder<'_, 'a> {
        self.b.ins()
    }

    fn status(&mut self, s: u32) -> Value {
        self.b.ins().iconst(types::I32, s as i64)
    }

    /// The exit block: every caller variable stored back, then the status
    /// returned.
    fn finish_exit(&mut self) {
        self.b.switch_to_block(self.exit);
        for k in 0..self.nvars {
            let (v, _) = self.vars[k];
            let x = self.b.use_var(v);
            self.b.ins().store(mem(), x, self.vars_ptr, (8 * k) as i32);
        }
        let s = self.b.block_params(self.exit)[0];
        self.b.ins().return_(&[s]);
    }

    /// Continues in a new block nothing jumps to (after a jump).
    fn dead_end(&mut self) {
        let b = self.b.create_block();
        self.b.switch_to_block(b);
    }

    /// Leaves through the exit block with `status` (and `detail` in
    /// `out[1]`) when `cond` is non-zero.
    fn exit_if(&mut self, cond: Value, status: u32, detail: Option<Value>) {
        let (bad, ok) = (self.b.create_block(), self.b.create_block());
        self.b.ins().brif(cond, bad, &[], ok, &[]);
        self.b.switch_to_block(bad);
        self.b.set_cold_block(bad);
        if let Some(d) = detail {
            self.b.ins().store(mem(), d, self.out, 8);
        }
        let s = self.status(status);
        self.b.ins().jump(self.exit, &[BlockArg::Value(s)]);
        self.b.switch_to_block(ok);
    }

    fn site(&mut self, cond: Value, site: u32, detail: Option<Value>) -> Result<(), Unsupported> {
        let status = site
            .checked_add(SITE_BASE)
            .ok_or_else(|| Unsupported("too many sites".into()))?;
        self.exit_if(cond, status, detail);
        Ok(())
    }

    fn var(&self, k: u32) -> Result<(Variable, Kind), Unsupported> {
        self.vars
            .get(k as usize)
            .copied()
            .ok_or_else(|| Unsupported("a variable out of range".into()))
    }

    fn block(&mut self, body: &[Stmt]) -> Result<(), Unsupported> {
        body.iter().try_for_each(|s| self.stmt(s))
    }

    fn poll(&mut self) {
        let flag = self.b.ins().uload8(types::I32, mem(), self.intr, 0);
        self.exit_if(flag, INTERRUPTED, None);
    }

    fn stmt(&mut self, s: &Stmt) -> Result<(), Unsupported> {
        match s {
            Stmt::Set(k, e) => {
                let (v, kind) = self.var(*k)?;
                let x = self.expr_of(e, kind)?;
                self.b.def_var(v, x);
            }
            Stmt::Store(a, e) => {
                let kind = if a.dtype.is_float() { Kind::F } else { Kind::I };
                let x = self.expr_of(e, kind)?;
                let addr = self.address(a)?;
                self.store(a.dtype, x, addr);
            }
            Stmt::If(c, t, o) => {
                let c = self.expr_of(c, Kind::I)?;
                let (tb, ob, join) = (
                    self.b.create_block(),
                    self.b.create_block(),
                    self.b.create_block(),
                );
                self.b.ins().brif(c, tb, &[], ob, &[]);
                self.b.switch_to_block(tb);
                self.block(t)?;
                self.b.ins().jump(join, &[]);
                self.b.switch_to_block(ob);
                self.block(o)?;
                self.b.ins().jump(join, &[]);
                self.b.switch_to_block(join);
            }
            Stmt::While(c, body, orelse) => {
                let (head, bodyb, elseb, after) = (
                    self.b.create_block(),
                    self.b.create_block(),
                    self.b.create_block(),
                    self.b.create_block(),
                );
                self.b.ins().jump(head, &[]);
                self.b.switch_to_block(head);
                self.poll();
                let c = self.expr_of(c, Kind::I)?;
                self.b.ins().brif(c, bodyb, &[], elseb, &[]);
                self.b.switch_to_block(bodyb);
                self.loops.push((head, after));
                let r = self.block(body);
                self.loops.pop();
                r?;
                self.b.ins().jump(head, &[]);
                self.b.switch_to_block(elseb);
                self.block(orelse)?;
                self.b.ins().jump(after, &[]);
                self.b.switch_to_block(after);
            }
            Stmt::For {
                var,
                start,
                stop,
                step,
                body,
                orelse,
                zero_step,
            } => self.for_range(*var, [start, stop, step], body, orelse, *zero_step)?,
            Stmt::Break | Stmt::Continue => {
                let Some(&(cont, brk)) = self.loops.last() else {
                    return err("break or continue outside a loop");
                };
                let to = if matches!(s, Stmt::Break) { brk } else { cont };
                self.b.ins().jump(to, &[]);
                self.dead_end();
            }
            Stmt::Return(v) => {
                if let Some(e) = v {
                    let (x, kind) = self.expr(e)?;
                    let bits = match kind {
                        Kind::I => x,
                        Kind::F => self.b.ins().bitcast(types::I64, MemFlagsData::new(), x),
                    };
                    self.b.ins().store(mem(), bits, self.out, 0);
                }
                let s = self.status(RETURN);
                self.b.ins().jump(self.exit, &[BlockArg::Value(s)]);
                self.dead_end();
            }
            Stmt::Guard(c, site) => {
                let c = self.expr_of(c, Kind::I)?;
                self.site(c, *site, None)?;
            }
            Stmt::Eval(e) => {
                self.expr(e)?;
            }
        }
        Ok(())
    }

    fn for_range(
        &mut self,
        var: u32,
        [start, stop, step]: [&Expr; 3],
        body: &[Stmt],
        orelse: &[Stmt],
        zero_step: u32,
    ) -> Result<(), Unsupported> {
        let (v, kind) = self.var(var)?;
        if kind != Kind::I {
            return err("a float loop variable");
        }
        let a = self.expr_of(start, Kind::I)?;
        let z = self.expr_of(stop, Kind::I)?;
        let st = self.expr_of(step, Kind::I)?;
        let zero = self.b.ins().icmp_imm_s(IntCC::Equal, st, 0);
        self.site(zero, zero_step, None)?;
        // The trip count as `range_len` computes it, in unsigned 64 bits.
        let up = self.ins().icmp_imm_s(IntCC::SignedGreaterThan, st, 0);
        let lt = self.ins().icmp(IntCC::SignedLessThan, a, z);
        let gt = self.ins().icmp(IntCC::SignedGreaterThan, a, z);
        let pos = self.ins().band(up, lt);
        let down = self.ins().icmp_imm_s(IntCC::SignedLessThan, st, 0);
        let neg = self.ins().band(down, gt);
        let dpos = self.ins().isub(z, a);
        let dneg = self.ins().isub(a, z);
        let d = self.ins().select(pos, dpos, dneg);
        let nst = self.ins().ineg(st);
        let mag = self.ins().select(up, st, nst);
        let one = self.ins().iconst(types::I64, 1);
        let is0 = self.ins().icmp_imm_s(IntCC::Equal, mag, 0);
        let safe = self.ins().select(is0, one, mag);
        let dm1 = self.ins().isub(d, one);
        let q = self.ins().udiv(dm1, safe);
        let q1 = self.ins().iadd(q, one);
        let any = self.ins().bor(pos, neg);
        let zero64 = self.ins().iconst(types::I64, 0);
        let n = self.ins().select(any, q1, zero64);
        let k = self.b.declare_var(types::I64);
        let i = self.b.declare_var(types::I64);
        self.b.def_var(k, zero64);
        self.b.def_var(i, a);
        let (head, bodyb, latch, elseb, after) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.ins().jump(head, &[]);
        self.b.switch_to_block(head);
        self.poll();
        let kv = self.b.use_var(k);
        let more = self.b.ins().icmp(IntCC::SignedLessThan, kv, n);
        self.b.ins().brif(more, bodyb, &[], elseb, &[]);
        self.b.switch_to_block(bodyb);
        let iv = self.b.use_var(i);
        self.b.def_var(v, iv);
        self.loops.push((latch, after));
        let r = self.block(body);
        self.loops.pop();
        r?;
        self.b.ins().jump(latch, &[]);
        self.b.switch_to_block(latch);
        let kv = self.b.use_var(k);
        let k1 = self.b.ins().iadd_imm_s(kv, 1);
        self.b.def_var(k, k1);
        let iv = self.b.use_var(i);
        let i1 = self.b.ins().iadd(iv, st);
        self.b.def_var(i, i1);
        self.b.ins().jump(head, &[]);
        self.b.switch_to_block(elseb);
        self.block(orelse)?;
        self.b.ins().jump(after, &[]);
        self.b.switch_to_block(after);
        Ok(())
    }

    fn expr_of(&mut self, e: &Expr, want: Kind) -> Result<Value, Unsupported> {
        let (x, k) = self.expr(e)?;
        if k != want {
            return err("an operand of the wrong kind");
        }
        Ok(x)
    }

    fn bool64(&mut self, c: Value) -> Value {
        self.b.ins().uextend(types::I64, c)
    }

    fn expr(&mut self, e: &Expr) -> Result<(Value, Kind), Unsupported> {
        Ok(match e {
            Expr::I(i) => (self.b.ins().iconst(types::I64, *i), Kind::I),
            Expr::F(x) => (self.b.ins().f64const(*x), Kind::F),
            Expr::Var(k) => {
                let (v, kind) = self.var(*k)?;
                (self.b.use_var(v), kind)
            }
            Expr::Un(op, a) => self.unary(*op, a)?,
            Expr::Bin(op, a, b) => self.binary(*op, a, b)?,
            Expr::Cmp(op, a, b) => {
                let float = matches!(
                    op,
                    Cmp::FEq | Cmp::FNe | Cmp::FLt | Cmp::FLe | Cmp::FGt | Cmp::FGe
                );
                let kind = if float { Kind::F } else { Kind::I };
                let x = self.expr_of(a, kind)?;
                let y = self.expr_of(b, kind)?;
                let c = if float {
                    let cc = match op {
                        Cmp::FEq => FloatCC::Equal,
                        // Unordered or unequal: NaN != x holds, as in C.
                        Cmp::FNe => FloatCC::NotEqual,
                        Cmp::FLt => FloatCC::LessThan,
                        Cmp::FLe => FloatCC::LessThanOrEqual,
                        Cmp::FGt => FloatCC::GreaterThan,
                        _ => FloatCC::GreaterThanOrEqual,
                    };
                    self.b.ins().fcmp(cc, x, y)
                } else {
                    let cc = match op {
                        Cmp::Eq => IntCC::Equal,
                        Cmp::Ne => IntCC::NotEqual,
                        Cmp::LtS => IntCC::SignedLessThan,
                        Cmp::LeS => IntCC::SignedLessThanOrEqual,
                        Cmp::GtS => IntCC::SignedGreaterThan,
                        Cmp::GeS => IntCC::SignedGreaterThanOrEqual,
                        Cmp::LtU => IntCC::UnsignedLessThan,
                        Cmp::LeU => IntCC::UnsignedLessThanOrEqual,
                        Cmp::GtU => IntCC::UnsignedGreaterThan,
                        _ => IntCC::UnsignedGreaterThanOrEqual,
                    };
                    self.b.ins().icmp(cc, x, y)
                };
                (self.bool64(c), Kind::I)
            }
            Expr::If(c, a, b) => {
                let c = self.expr_of(c, Kind::I)?;
                let (tb, ob, join) = (
                    self.b.create_block(),
                    self.b.create_block(),
                    self.b.create_block(),
                );
                self.b.ins().brif(c, tb, &[], ob, &[]);
                self.b.switch_to_block(tb);
                let (x, kind) = self.expr(a)?;
                self.b.append_block_param(join, ty_of(kind));
                self.b.ins().jump(join, &[BlockArg::Value(x)]);
                self.b.switch_to_block(ob);
                let y = self.expr_of(b, kind)?;
                self.b.ins().jump(join, &[BlockArg::Value(y)]);
                self.b.switch_to_block(join);
                (self.b.block_params(join)[0], kind)
            }
            Expr::Call1(f, a) => {
                let x = self.expr_of(a, Kind::F)?;
                let r = self.call(*f as usize, &[x], &[types::F64], types::F64);
                (r, Kind::F)
            }
            Expr::Call2(f, a, b) => {
                let x = self.expr_of(a, Kind::F)?;
                let y = self.expr_of(b, Kind::F)?;
                let r = self.call(*f as usize, &[x, y], &[types::F64; 2], types::F64);
                (r, Kind::F)
            }
            Expr::CallI2(f, a, b) => {
                let x = self.expr_of(a, Kind::I)?;
                let y = self.expr_of(b, Kind::I)?;
                let r = self.call(*f as usize, &[x, y], &[types::I64; 2], types::I64);
                (r, Kind::I)
            }
            Expr::Load(a) => {
                let addr = self.address(a)?;
                self.load(a.dtype, addr)
            }
            Expr::Dim { buf, stride, axis } => {
                let Some(arg) = self.args.get(*buf as usize) else {
                    return err("an argument out of range");
                };
                let list = if *stride { &arg.strides } else { &arg.shape };
                match list.get(*axis as usize) {
                    Some(&v) => (v, Kind::I),
                    None => return err("an axis out of range"),
                }
            }
            Expr::Seq(s, x) => {
                self.block(s)?;
                self.expr(x)?
            }
        })
    }

    fn call(&mut self, f: usize, args: &[Value], params: &[Type], ret: Type) -> Value {
        let mut sig = Signature::new(self.b.func.signature.call_conv);
        sig.params.extend(params.iter().map(|&t| AbiParam::new(t)));
        sig.returns.push(AbiParam::new(ret));
        let sig = self.b.import_signature(sig);
        let callee = self.b.ins().iconst(self.ptr, f as i64);
        let call = self.b.ins().call_indirect(sig, callee, args);
        self.b.inst_results(call)[0]
    }

    fn unary(&mut self, op: Un, a: &Expr) -> Result<(Value, Kind), Unsupported> {
        let float_in = matches!(
            op,
            Un::NegF
                | Un::AbsF
                | Un::SqrtF
                | Un::FloorF
                | Un::CeilF
                | Un::TruncF
                | Un::NearestF
                | Un::FToI
                | Un::FToU
                | Un::RoundF32
                | Un::FTruth
                | Un::IsNan
                | Un::IsInf
                | Un::IsFinite
                | Un::SignBit
        );
        let x = self.expr_of(a, if float_in { Kind::F } else { Kind::I })?;
        let i = |v| (v, Kind::I);
        let f = |v| (v, Kind::F);
        Ok(match op {
            Un::NegI => i(self.b.ins().ineg(x)),
            Un::NotI => {
                let c = self.b.ins().icmp_imm_s(IntCC::Equal, x, 0);
                i(self.bool64(c))
            }
            Un::InvI => i(self.b.ins().bnot(x)),
            Un::NegF => f(self.b.ins().fneg(x)),
            Un::AbsF => f(self.b.ins().fabs(x)),
            Un::SqrtF => f(self.b.ins().sqrt(x)),
            Un::FloorF => f(self.b.ins().floor(x)),
            Un::CeilF => f(self.b.ins().ceil(x)),
            Un::TruncF => f(self.b.ins().trunc(x)),
            Un::NearestF => f(self.b.ins().nearest(x)),
            Un::Wrap { bits, signed } => {
                let t = match bits {
                    8 => types::I8,
                    16 => types::I16,
                    32 => types::I32,
                    64 => return Ok(i(x)),
                    _ => return err("a wrap to an odd width"),
                };
                let low = self.b.ins().ireduce(t, x);
                i(if signed {
                    self.b.ins().sextend(types::I64, low)
                } else {
                    self.b.ins().uextend(types::I64, low)
                })
            }
            Un::IToF => f(self.b.ins().fcvt_from_sint(types::F64, x)),
            Un::UToF => f(self.b.ins().fcvt_from_uint(types::F64, x)),
            Un::FToI => i(self.b.ins().fcvt_to_sint_sat(types::I64, x)),
            Un::FToU => i(self.b.ins().fcvt_to_uint_sat(types::I64, x)),
            Un::RoundF32 => {
                let s = self.b.ins().fdemote(types::F32, x);
                f(self.b.ins().fpromote(types::F64, s))
            }
            Un::FTruth => {
                let z = self.b.ins().f64const(0.0);
                let c = self.b.ins().fcmp(FloatCC::NotEqual, x, z);
                i(self.bool64(c))
            }
            Un::IsNan => {
                let c = self.b.ins().fcmp(FloatCC::Unordered, x, x);
                i(self.bool64(c))
            }
            Un::IsInf | Un::IsFinite => {
                let m = self.b.ins().fabs(x);
                let inf = self.b.ins().f64const(f64::INFINITY);
                let cc = if op == Un::IsInf {
                    FloatCC::Equal
                } else {
                    FloatCC::LessThan
                };
                let c = self.b.ins().fcmp(cc, m, inf);
                i(self.bool64(c))
            }
            Un::SignBit => {
                let bits = self.b.ins().bitcast(types::I64, MemFlagsData::new(), x);
                i(self.b.ins().ushr_imm_u(bits, 63))
            }
        })
    }

    fn binary(&mut self, op: Bin, a: &Expr, b: &Expr) -> Result<(Value, Kind), Unsupported> {
        let float = matches!(op, Bin::FAdd | Bin::FSub | Bin::FMul | Bin::FDiv);
        let kind = if float { Kind::F } else { Kind::I };
        let x = self.expr_of(a, kind)?;
        let y = self.expr_of(b, kind)?;
        let v = match op {
            Bin::Add => self.ins().iadd(x, y),
            Bin::Sub => self.ins().isub(x, y),
            Bin::Mul => self.ins().imul(x, y),
            Bin::And => self.ins().band(x, y),
            Bin::Or => self.ins().bor(x, y),
            Bin::Xor => self.ins().bxor(x, y),
            Bin::Shl => self.ins().ishl(x, y),
            Bin::ShrS => self.ins().sshr(x, y),
            Bin::ShrU => self.ins().ushr(x, y),
            Bin::DivS | Bin::RemS => {
                // Divisors 0 and -1 never reach the instruction.
                let is0 = self.ins().icmp_imm_s(IntCC::Equal, y, 0);
                let m1 = self.ins().icmp_imm_s(IntCC::Equal, y, -1);
                let odd = self.ins().bor(is0, m1);
                let one = self.ins().iconst(types::I64, 1);
                let safe = self.ins().select(odd, one, y);
                let zero = self.ins().iconst(types::I64, 0);
                if op == Bin::DivS {
                    let q = self.ins().sdiv(x, safe);
                    let q = self.ins().select(is0, zero, q);
                    let neg = self.ins().ineg(x);
                    self.ins().select(m1, neg, q)
                } else {
                    let r = self.ins().srem(x, safe);
                    self.ins().select(odd, zero, r)
                }
            }
            Bin::DivU | Bin::RemU => {
                let is0 = self.ins().icmp_imm_s(IntCC::Equal, y, 0);
                let one = self.ins().iconst(types::I64, 1);
                let safe = self.ins().select(is0, one, y);
                let zero = self.ins().iconst(types::I64, 0);
                let r = if op == Bin::DivU {
                    self.ins().udiv(x, safe)
                } else {
                    self.ins().urem(x, safe)
                };
                self.ins().select(is0, zero, r)
            }
            Bin::FAdd => self.ins().fadd(x, y),
            Bin::FSub => self.ins().fsub(x, y),
            Bin::FMul => self.ins().fmul(x, y),
            Bin::FDiv => self.ins().fdiv(x, y),
        };
        Ok((v, kind))
    }

    /// The checked address of an element (see invariant K).
    fn address(&mut self, a: &Access) -> Result<Value, Unsupported> {
        let Some(arg) = self.args.get(a.buf as usize) else {
            return err("an argument out of range");
        };
        let (kind, start, last, offset) = (arg.kind, arg.start, arg.limit, arg.offset);
        let (shape, strides) = (arg.shape.clone(), arg.strides.clone());
        let w = a.dtype.itemsize() as i64;
        let idx = a
            .index
            .iter()
            .map(|e| self.expr_of(e, Kind::I))
            .collect::<Result<Vec<_>, _>>()?;
        match kind {
            ArgKind::View(n) => {
                if idx.len() != n as usize {
                    return err("an access with the wrong number of indices");
                }
                let mut off = offset;
                for (ax, &i) in idx.iter().enumerate() {
                    let j = self.in_axis(i, shape[ax], a.wrap, a.site + ax as u32)?;
                    let step = self.ins().imul(j, strides[ax]);
                    off = self.ins().iadd(off, step);
                }
                // `Kernel::run` checked that every element of the view lies
                // in the bytes the argument may touch, aligned: an index
                // inside every axis needs no check of its bytes.
                Ok(self.ins().iadd(start, off))
            }
            ArgKind::Pointer => {
                let [i] = idx[..] else {
                    return err("a pointer access with more than one index");
                };
                // |i| < 2**55 keeps `i * w` exact (buffers are far smaller).
                let biased = self.ins().iadd_imm_s(i, 1 << 55);
                let far = self
                    .ins()
                    .icmp_imm_s(IntCC::UnsignedGreaterThan, biased, 1 << 56);
                let bytes = self.ins().imul_imm_s(i, w);
                let off = self.ins().iadd(offset, bytes);
                // `last` is the last offset an element of this width may
                // start at (`Kernel::run` refuses a negative one), and the
                // offset is aligned when the pointer is (checked there).
                let past = self.ins().icmp(IntCC::UnsignedGreaterThan, off, last);
                let bad = self.ins().bor(far, past);
                self.site(bad, a.site, Some(i))?;
                Ok(self.ins().iadd(start, off))
            }
        }
    }

    /// Index `i` of an axis of extent `n`, counted from the end when
    /// negative and `wrap`; leaves through `site` when outside the axis.
    /// The common case, `0 <= i < n`, is one comparison.
    fn in_axis(&mut self, i: Value, n: Value, wrap: bool, site: u32) -> Result<Value, Unsupported> {
        let (cont, fix, bad) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.append_block_param(cont, types::I64);
        let ok = self.ins().icmp(IntCC::UnsignedLessThan, i, n);
        self.ins().brif(ok, cont, &[BlockArg::Value(i)], fix, &[]);
        self.b.switch_to_block(fix);
        self.b.set_cold_block(fix);
        if wrap {
            let j = self.ins().iadd(i, n);
            let ok = self.ins().icmp(IntCC::UnsignedLessThan, j, n);
            self.ins().brif(ok, cont, &[BlockArg::Value(j)], bad, &[]);
        } else {
            self.ins().jump(bad, &[]);
        }
        self.b.switch_to_block(bad);
        self.b.set_cold_block(bad);
        let status = site
            .checked_add(SITE_BASE)
            .ok_or_else(|| Unsupported("too many sites".into()))?;
        let (s, exit) = (self.status(status), self.exit);
        self.ins().jump(exit, &[BlockArg::Value(s)]);
        self.b.switch_to_block(cont);
        Ok(self.b.block_params(cont)[0])
    }

    fn load(&mut self, d: DType, addr: Value) -> (Value, Kind) {
        let m = buf_mem();
        match d {
            DType::Bool => {
                let x = self.ins().uload8(types::I64, m, addr, 0);
                let c = self.ins().icmp_imm_s(IntCC::NotEqual, x, 0);
                (self.bool64(c), Kind::I)
            }
            DType::I8 => (self.ins().sload8(types::I64, m, addr, 0), Kind::I),
            DType::U8 => (self.ins().uload8(types::I64, m, addr, 0), Kind::I),
            DType::I16 => (self.ins().sload16(types::I64, m, addr, 0), Kind::I),
            DType::U16 => (self.ins().uload16(types::I64, m, addr, 0), Kind::I),
            DType::I32 => (self.ins().sload32(m, addr, 0), Kind::I),
            DType::U32 => (self.ins().uload32(m, addr, 0), Kind::I),
            DType::I64 | DType::U64 => (self.ins().load(types::I64, m, addr, 0), Kind::I),
            DType::F32 => {
                let x = self.ins().load(types::F32, m, addr, 0);
                (self.ins().fpromote(types::F64, x), Kind::F)
            }
            DType::F64 => (self.ins().load(types::F64, m, addr, 0), Kind::F),
        }
    }

    fn store(&mut self, d: DType, x: Value, addr: Value) {
        let m = buf_mem();
        match d {
            DType::Bool => {
                let c = self.ins().icmp_imm_s(IntCC::NotEqual, x, 0);
                self.ins().store(m, c, addr, 0);
            }
            DType::I8 | DType::U8 => {
                self.ins().istore8(m, x, addr, 0);
            }
            DType::I16 | DType::U16 => {
                self.ins().istore16(m, x, addr, 0);
            }
            DType::I32 | DType::U32 => {
                self.ins().istore32(m, x, addr, 0);
            }
            DType::I64 | DType::U64 | DType::F64 => {
                self.ins().store(m, x, addr, 0);
            }
            DType::F32 => {
                let s = self.ins().fdemote(types::F32, x);
                self.ins().store(m, s, addr, 0);
            }
        }
    }
}
