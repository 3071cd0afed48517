//! Kernel programs to machine code, through Cranelift.
//!
//! Invariant K (what `Code::call` relies on): the generated functions
//! dereference only `vars[0..nvars]`, `globals[0..nglobals]` (as the
//! aligned 8-byte loads and stores relaxed atomics compile to),
//! `cells[0..ncells]` (an index outside it replaced by 0 just before,
//! and no cell accessed at all when `ncells` is 0),
//! `table[0..table_len]`,
//! `out[0..out_len]` (the trace's words only below the length checked in
//! `Code::call`), one byte at `intr`, and buffer bytes
//! `start + off .. start + off + w` of an argument accessed with width `w`,
//! where
//! - for a view, `off = offset + sum(j[k] * stride[k])` with every index
//!   checked `0 <= j[k] < shape[k]` just before, and `Kernel::run` checked
//!   that every such element lies aligned inside the bytes the argument
//!   may touch;
//! - for a pointer, `off = offset + i * w` with `|i| < 2**55` and
//!   `0 <= off <= last` checked just before, where `Kernel::run` made
//!   `last` the limit minus `w` and checked `offset` aligned;
//! - for a vector, `start + 8 * i` with `0 <= i < len` checked just
//!   before, `start` and `len` read from its `VecCtx` (invariant V) after
//!   the last call that could move them.
//!
//! They call only the typed helper pointers of the program, `vec_push`
//! (with a context pointer from the table) and each other
//! (a call only while the depth budget, at most the interpreter's
//! recursion limit, lasts, so the native stack stays shallow), and divide
//! only by divisors they made non-zero (and not -1 for signed division),
//! so they cannot trap. `compile` returns an error for any program it
//! cannot translate under these rules (an index out of range, kinds that
//! disagree, `break` outside a loop).

use super::{ArgKind, Expr, Func, Kind, Program, Stmt, Unsupported};
use super::{DONE, INTERRUPTED, RETURN, SITE_BASE, TRACE};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    AbiParam, Block, BlockArg, FuncRef, InstBuilder, MemFlagsData, Signature, Type, Value, types,
};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Variable};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{FuncId, Linkage, Module};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicU64};

/// The kernel's entry: unsafe to call, since it dereferences what its
/// pointer arguments point to (`Code::call` is the one caller).
type Entry =
    unsafe extern "C" fn(*mut u64, *const i64, *mut i64, *const u8, i64, *mut u64, *mut u64) -> u32;

/// A finished kernel and the sizes it was generated for (invariant K,
/// above, is what makes calling it sound).
pub(super) struct Code {
    f: Entry,
    nvars: usize,
    table_len: usize,
    /// Words of `out` the code may touch: 3, or 3 plus the trace's.
    out_len: usize,
    /// Globals the code may touch.
    globals: usize,
    /// Words of the cell block it is given.
    cells: usize,
}

impl Code {
    pub(super) fn globals(&self) -> usize {
        self.globals
    }

    pub(super) fn cells(&self) -> usize {
        self.cells
    }

    /// Calls the kernel; 0 (done) without calling when the slices do not
    /// have the sizes it was generated for.
    pub(super) fn call(
        &self,
        words: Words,
        table: &[i64],
        out: &mut [i64],
        intr: &AtomicBool,
        depth: i64,
    ) -> u32 {
        let Words {
            vars,
            globals,
            cells,
        } = words;
        if vars.len() != self.nvars
            || table.len() != self.table_len
            || out.len() < self.out_len
            || globals.len() < self.globals
            || cells.len() != self.cells
        {
            return DONE;
        }
        // SAFETY: invariant K: the code touches only these slices within
        // the lengths just checked (the globals and cells too), the
        // flag's byte, and buffer bytes it checked against the table's
        // extents and limits, which `Kernel::run` checked against the
        // live buffers (the `Arg`s borrow them for this call); it calls
        // nothing but its own functions and the typed helpers, and cannot
        // trap.
        unsafe {
            (self.f)(
                vars.as_mut_ptr(),
                table.as_ptr(),
                out.as_mut_ptr(),
                intr.as_ptr().cast_const().cast::<u8>(),
                depth,
                // Atomics are interior-mutable: writing through this
                // pointer is writing the atomics (plain aligned 8-byte
                // stores: what a relaxed atomic store compiles to).
                globals.as_ptr().cast::<u64>().cast_mut(),
                cells.as_mut_ptr(),
            )
        }
    }
}

/// The words a run reads and writes besides its buffers: the kernel's
/// variables, the caller's globals and the run's cells.
pub(super) struct Words<'a> {
    pub(super) vars: &'a mut [u64],
    pub(super) globals: &'a [AtomicU64],
    pub(super) cells: &'a mut [u64],
}

/// The target's code generator, made once (None: no Cranelift backend
/// for this machine; kernels are then never used).
fn isa() -> Option<&'static std::sync::Arc<dyn cranelift_codegen::isa::TargetIsa>> {
    static ISA: OnceLock<Option<std::sync::Arc<dyn cranelift_codegen::isa::TargetIsa>>> =
        OnceLock::new();
    ISA.get_or_init(|| {
        let mut flags = settings::builder();
        flags.set("opt_level", "speed").ok()?;
        // The IR verifier was 40% of a kernel's compile time, paid on the
        // first run of every loop. Debug builds (which the tests use) and
        // ARR_NATIVE_VERIFY=1 keep it, so a lowering bug is still caught
        // where kernels are tested.
        let verify = cfg!(debug_assertions) || std::env::var_os("ARR_NATIVE_VERIFY").is_some();
        flags
            .set("enable_verifier", if verify { "true" } else { "false" })
            .ok()?;
        let isa = cranelift_native::builder().ok()?;
        isa.finish(settings::Flags::new(flags)).ok()
    })
    .as_ref()
}

/// The byte offset of global `g`.
pub(super) fn global_at(g: u32) -> Result<i32, Unsupported> {
    i32::try_from(u64::from(g) * 8).map_err(|_| Unsupported("a global out of range".into()))
}

pub(super) fn err<T>(what: &str) -> Result<T, Unsupported> {
    Err(Unsupported(what.to_string()))
}

fn cl<E: std::fmt::Display>(e: E) -> Unsupported {
    Unsupported(e.to_string())
}

/// A function's signature: the kernel's entry, or a program function's
/// (`out`, `intr`, depth budget, globals, cells, the argument table,
/// parameters) returning a status and a value.
fn signature(module: &JITModule, f: Option<&Func>) -> Signature {
    let ptr = module.target_config().pointer_type();
    let mut sig = module.make_signature();
    match f {
        None => {
            sig.params.extend([ptr; 4].map(AbiParam::new));
            sig.params.push(AbiParam::new(types::I64));
            sig.params.extend([ptr, ptr].map(AbiParam::new));
            sig.returns.push(AbiParam::new(types::I32));
        }
        Some(f) => {
            sig.params.extend([ptr, ptr].map(AbiParam::new));
            sig.params.push(AbiParam::new(types::I64));
            sig.params.extend([ptr, ptr, ptr].map(AbiParam::new));
            for &k in &f.vars[..f.params.min(f.vars.len())] {
                sig.params.push(AbiParam::new(ty_of(k)));
            }
            sig.returns.push(AbiParam::new(types::I32));
            sig.returns
                .push(AbiParam::new(ty_of(f.ret.unwrap_or(Kind::I))));
        }
    }
    sig
}

pub(super) fn compile(p: &Program, table_at: &[usize]) -> Result<Code, Unsupported> {
    let Some(isa) = isa() else {
        return err("no native code generator for this machine");
    };
    let mut module = JITModule::new(JITBuilder::with_isa(
        isa.clone(),
        cranelift_module::default_libcall_names(),
    ));
    let entry = module
        .declare_function("kernel", Linkage::Export, &signature(&module, None))
        .map_err(cl)?;
    let funcs = p
        .funcs
        .iter()
        .enumerate()
        .map(|(i, f)| {
            if f.params > f.vars.len() {
                return err("a function with more parameters than variables");
            }
            module
                .declare_function(
                    &format!("f{i}"),
                    Linkage::Local,
                    &signature(&module, Some(f)),
                )
                .map_err(cl)
        })
        .collect::<Result<Vec<FuncId>, _>>()?;
    let dump = std::env::var_os("ARR_NATIVE_DUMP").is_some();
    let mut fbc = FunctionBuilderContext::new();
    for (id, which) in
        std::iter::once((entry, None)).chain(funcs.iter().copied().zip(p.funcs.iter().map(Some)))
    {
        let mut ctx = module.make_context();
        ctx.func.signature = signature(&module, which);
        {
            let b = FunctionBuilder::new(&mut ctx.func, &mut fbc);
            let refs: Vec<(FuncRef, &Func)> = funcs
                .iter()
                .zip(&p.funcs)
                .map(|(&fid, f)| (module.declare_func_in_func(fid, b.func), f))
                .collect();
            let ptr = module.target_config().pointer_type();
            let (mut tx, body) = match which {
                None => (Tx::main(b, p, table_at, ptr, refs)?, &p.body),
                Some(f) => (Tx::func(b, f, p, table_at, ptr, refs)?, &f.body),
            };
            tx.ncells = p.cells;
            // On an error the builder is dropped unfinished: nothing is made.
            tx.block(body)?;
            let done = tx.status(DONE);
            let exit = tx.exit;
            tx.ins().jump(exit, &[BlockArg::Value(done)]);
            tx.finish_exit();
            tx.b.seal_all_blocks();
            tx.b.finalize(isa.frontend_config());
        }
        if dump {
            ctx.set_disasm(true);
            eprintln!("{}", ctx.func.display());
        }
        module.define_function(id, &mut ctx).map_err(cl)?;
        if let (true, Some(code)) = (dump, ctx.compiled_code()) {
            eprintln!("{}", code.vcode.as_deref().unwrap_or(""));
        }
        module.clear_context(&mut ctx);
    }
    module.finalize_definitions().map_err(cl)?;
    let addr = module.get_finalized_function(entry);
    // The module owns the code's memory: kept for the life of the process
    // (a kernel is compiled once per loop of the program).
    Box::leak(Box::new(module));
    // SAFETY: `addr` is the entry of the kernel just finalized, whose
    // signature `signature(.., None)` made four pointer parameters, an i64
    // and an i32 result in the platform's default (C) calling convention:
    // the `Entry` type (an unsafe function: see `Code::call`). Its memory
    // stays mapped (the module is leaked).
    let f = unsafe { std::mem::transmute::<*const u8, Entry>(addr) };
    Ok(Code {
        f,
        nvars: p.vars.len(),
        table_len: table_at
            .last()
            .map_or(0, |&at| at + super::entries(p.args[table_at.len() - 1])),
        out_len: if p.funcs.is_empty() { 3 } else { 3 + TRACE },
        globals: super::walk::globals_used(p),
        cells: p.cells,
    })
}

/// The table word of a view's first element's address (its `start` plus
/// its `offset`, computed by `Kernel::run`: computed here, Cranelift sank
/// the addition into the loop and kept both operands live through it).
pub(super) const ORIGIN: usize = 1;

/// An argument: its kind and where its entries start in the table. The
/// entries are loaded where they are used, not kept live from the entry
/// (a view's extents and strides kept live through a loop nest took every
/// register and spilled the loop's own values).
#[derive(Clone, Copy)]
pub(super) struct ArgVals {
    pub(super) kind: ArgKind,
    pub(super) at: usize,
    /// The axis whose stride is the element width (declared contiguous).
    pub(super) unit: Option<u8>,
}

/// Each argument of `p`: its kind, where its table entries start, and
/// its unit-stride axis.
fn arg_vals(p: &Program, table_at: &[usize]) -> Result<Vec<ArgVals>, Unsupported> {
    let mut args = Vec::new();
    for (k, &kind) in p.args.iter().enumerate() {
        if let ArgKind::View(n) = kind
            && !(1..=8).contains(&n)
        {
            return err("a view of no or too many axes");
        }
        let at = table_at.get(k).copied().unwrap_or(0);
        let unit = p.unit.get(k).copied().flatten();
        args.push(ArgVals { kind, at, unit });
    }
    Ok(args)
}

/// A program function as its callers see it.
pub(super) struct FuncInfo {
    pub(super) fref: FuncRef,
    pub(super) params: Vec<Kind>,
    pub(super) ret: Kind,
}

/// The translation of one function: the kernel's entry or a program
/// function.
pub(super) struct Tx<'a> {
    pub(super) b: FunctionBuilder<'a>,
    pub(super) vars: Vec<(Variable, Kind)>,
    /// Which of `vars` are stored back on exit (the kernel's own that it
    /// assigns).
    stored: Vec<bool>,
    pub(super) args: Vec<ArgVals>,
    /// The argument table (the kernel's; a function has no arguments).
    pub(super) table: Option<Value>,
    /// Table words loaded before the loops around the code being built,
    /// innermost last: each loop loads what its body reads once.
    pub(super) hoisted: Vec<std::collections::HashMap<(u32, usize), Value>>,
    /// (continue target, break target) of each enclosing loop.
    loops: Vec<(Block, Block)>,
    pub(super) exit: Block,
    vars_ptr: Option<Value>,
    pub(super) out: Value,
    pub(super) intr: Value,
    /// How many more calls deep the code may go.
    pub(super) depth: Value,
    /// The caller's globals.
    pub(super) globals: Value,
    /// The run's cell block, and its length in words.
    pub(super) cells: Value,
    pub(super) ncells: usize,
    pub(super) ptr: Type,
    pub(super) funcs: Vec<FuncInfo>,
    /// For a program function, the kind of its result (I when none).
    ret: Option<Kind>,
}

pub(super) fn mem() -> MemFlagsData {
    MemFlagsData::trusted()
}

/// The argument table: never written while the kernel runs.
pub(super) fn table_mem() -> MemFlagsData {
    MemFlagsData::trusted().with_readonly()
}

/// Buffer bytes: aligned (checked), never trapping (checked), but other
/// views may alias them, so no alias region.
pub(super) fn buf_mem() -> MemFlagsData {
    MemFlagsData::trusted()
}

pub(super) fn ty_of(k: Kind) -> Type {
    match k {
        Kind::I => types::I64,
        Kind::F => types::F64,
    }
}

pub(super) fn zero(b: &mut FunctionBuilder, kind: Kind) -> Value {
    match kind {
        Kind::I => b.ins().iconst(types::I64, 0),
        Kind::F => b.ins().f64const(0.0),
    }
}

fn infos(refs: Vec<(FuncRef, &Func)>) -> Vec<FuncInfo> {
    refs.into_iter()
        .map(|(fref, f)| FuncInfo {
            fref,
            params: f.vars[..f.params].to_vec(),
            ret: f.ret.unwrap_or(Kind::I),
        })
        .collect()
}

impl<'a> Tx<'a> {
    /// The kernel's entry: variables loaded from `vars`, arguments from the
    /// table.
    fn main(
        mut b: FunctionBuilder<'a>,
        p: &Program,
        table_at: &[usize],
        ptr: Type,
        refs: Vec<(FuncRef, &Func)>,
    ) -> Result<Tx<'a>, Unsupported> {
        let entry = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        let params = b.block_params(entry).to_vec();
        let [vars_ptr, table, out, intr, depth, globals, cells] = params[..] else {
            return err("the kernel's signature");
        };
        let mut vars = Vec::new();
        for (k, &kind) in p.vars.iter().enumerate() {
            let v = b.declare_var(ty_of(kind));
            let x = b.ins().load(ty_of(kind), mem(), vars_ptr, (8 * k) as i32);
            b.def_var(v, x);
            vars.push((v, kind));
        }
        for &kind in &p.temps {
            let v = b.declare_var(ty_of(kind));
            let z = zero(&mut b, kind);
            b.def_var(v, z);
            vars.push((v, kind));
        }
        let args = arg_vals(p, table_at)?;
        let exit = b.create_block();
        b.append_block_param(exit, types::I32);
        Ok(Tx {
            b,
            vars,
            stored: super::walk::assigned_vars(p),
            args,
            table: Some(table),
            hoisted: Vec::new(),
            loops: Vec::new(),
            exit,
            vars_ptr: Some(vars_ptr),
            out,
            intr,
            depth,
            globals,
            cells,
            ncells: 0,
            ptr,
            funcs: infos(refs),
            ret: None,
        })
    }

    /// A program function: parameters from the call, other variables 0;
    /// the kernel's arguments, from the table its caller passes on.
    fn func(
        mut b: FunctionBuilder<'a>,
        f: &Func,
        p: &Program,
        table_at: &[usize],
        ptr: Type,
        refs: Vec<(FuncRef, &Func)>,
    ) -> Result<Tx<'a>, Unsupported> {
        let entry = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        let params = b.block_params(entry).to_vec();
        let [out, intr, depth, globals, cells, table, ref given @ ..] = params[..] else {
            return err("a function's signature");
        };
        if given.len() != f.params {
            return err("a function's parameters");
        }
        let mut vars = Vec::new();
        for (k, &kind) in f.vars.iter().enumerate() {
            let v = b.declare_var(ty_of(kind));
            let x = match given.get(k) {
                Some(&x) => x,
                None => zero(&mut b, kind),
            };
            b.def_var(v, x);
            vars.push((v, kind));
        }
        let exit = b.create_block();
        b.append_block_param(exit, types::I32);
        Ok(Tx {
            b,
            vars,
            stored: Vec::new(),
            args: arg_vals(p, table_at)?,
            table: Some(table),
            hoisted: Vec::new(),
            loops: Vec::new(),
            exit,
            vars_ptr: None,
            out,
            intr,
            depth,
            globals,
            cells,
            ncells: 0,
            ptr,
            funcs: infos(refs),
            ret: Some(f.ret.unwrap_or(Kind::I)),
        })
    }

    pub(super) fn ins(&mut self) -> cranelift_frontend::FuncInstBuilder<'_, 'a> {
        self.b.ins()
    }

    pub(super) fn status(&mut self, s: u32) -> Value {
        self.b.ins().iconst(types::I32, s as i64)
    }

    /// The exit block: the kernel stores its variables back and returns
    /// the status; a function returns the status and a zero.
    fn finish_exit(&mut self) {
        self.b.switch_to_block(self.exit);
        let s = self.b.block_params(self.exit)[0];
        match (self.ret, self.vars_ptr) {
            (Some(kind), _) => {
                let z = zero(&mut self.b, kind);
                self.b.ins().return_(&[s, z]);
            }
            (None, Some(vars_ptr)) => {
                for (k, &stored) in self.stored.iter().enumerate() {
                    let Some(&(v, _)) = self.vars.get(k).filter(|_| stored) else {
                        continue;
                    };
                    let x = self.b.use_var(v);
                    self.b.ins().store(mem(), x, vars_ptr, (8 * k) as i32);
                }
                self.b.ins().return_(&[s]);
            }
            (None, None) => {
                self.b.ins().return_(&[s]);
            }
        }
    }

    /// The address of the cell at index `i` (one outside the block
    /// replaced by 0: invariant K).
    pub(super) fn cell_addr(&mut self, i: &Expr) -> Result<Value, Unsupported> {
        if self.ncells == 0 {
            return err("a cell of a program with none");
        }
        let i = self.expr_of(i, Kind::I)?;
        let n = self.ncells as i64;
        let inside = self.ins().icmp_imm_s(IntCC::UnsignedLessThan, i, n);
        let zero = self.ins().iconst(types::I64, 0);
        let i = self.ins().select(inside, i, zero);
        let at = self.ins().imul_imm_s(i, 8);
        let cells = self.cells;
        Ok(self.ins().iadd(cells, at))
    }

    /// Continues in a new block nothing jumps to (after a jump).
    pub(super) fn dead_end(&mut self) {
        let b = self.b.create_block();
        self.b.switch_to_block(b);
    }

    /// Leaves through the exit block with `status` (and `detail` in
    /// `out[1]`) when `cond` is non-zero.
    pub(super) fn exit_if(&mut self, cond: Value, status: u32, detail: Option<Value>) {
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

    pub(super) fn site(
        &mut self,
        cond: Value,
        site: u32,
        detail: Option<Value>,
    ) -> Result<(), Unsupported> {
        let status = site
            .checked_add(SITE_BASE)
            .ok_or_else(|| Unsupported("too many sites".into()))?;
        self.exit_if(cond, status, detail);
        Ok(())
    }

    pub(super) fn var(&self, k: u32) -> Result<(Variable, Kind), Unsupported> {
        self.vars
            .get(k as usize)
            .copied()
            .ok_or_else(|| Unsupported("a variable out of range".into()))
    }

    pub(super) fn block(&mut self, body: &[Stmt]) -> Result<(), Unsupported> {
        body.iter().try_for_each(|s| self.stmt(s))
    }

    /// Loads the table words a loop's body (and condition) reads, here
    /// before the loop, for `word` to use inside it.
    fn hoist(&mut self, body: &[Stmt], cond: Option<&Expr>) -> Result<(), Unsupported> {
        let kinds: Vec<(ArgKind, Option<u8>)> =
            self.args.iter().map(|a| (a.kind, a.unit)).collect();
        let mut map = std::collections::HashMap::new();
        if let Some(table) = self.table {
            for (buf, word) in super::walk::words_in(body, cond, &kinds) {
                let Some(&arg) = self.args.get(buf as usize) else {
                    continue;
                };
                let v = self.load_word(table, arg, word)?;
                map.insert((buf, word), v);
            }
        }
        self.hoisted.push(map);
        Ok(())
    }

    /// Table word `word` of `arg`.
    pub(super) fn load_word(
        &mut self,
        table: Value,
        arg: ArgVals,
        word: usize,
    ) -> Result<Value, Unsupported> {
        let at = |k: usize| {
            i32::try_from(8 * (arg.at + k)).map_err(|_| Unsupported("a large table".into()))
        };
        Ok(self.ins().load(types::I64, table_mem(), table, at(word)?))
    }

    pub(super) fn poll(&mut self) {
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
            Stmt::SetGlobal(g, e) => {
                let (x, _) = self.expr(e)?;
                let at = global_at(*g)?;
                let globals = self.globals;
                self.b.ins().store(mem(), x, globals, at);
            }
            Stmt::SetCell(i, e) => {
                let (x, _) = self.expr(e)?;
                let addr = self.cell_addr(i)?;
                self.b.ins().store(mem(), x, addr, 0);
            }
            Stmt::Store(a, e) => {
                let part = a.dtype.complex_part();
                let kind = if a.dtype.is_float() || part.is_some() {
                    Kind::F
                } else {
                    Kind::I
                };
                let x = self.expr_of(e, kind)?;
                let addr = self.address(a)?;
                match part {
                    Some(p) => {
                        let at = self.part_address(addr, p, a.imag);
                        self.store(p, x, at);
                    }
                    None => self.store(a.dtype, x, addr),
                }
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
                self.hoist(body, Some(c))?;
                self.b.ins().jump(head, &[]);
                self.b.switch_to_block(head);
                self.poll();
                let c = self.expr_of(c, Kind::I);
                let c = c.inspect_err(|_| {
                    self.hoisted.pop();
                })?;
                self.b.ins().brif(c, bodyb, &[], elseb, &[]);
                self.b.switch_to_block(bodyb);
                self.loops.push((head, after));
                let r = self.block(body);
                self.loops.pop();
                self.hoisted.pop();
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
                if let Some(kind) = self.ret {
                    // A function returns its value with status 0.
                    let x = match v {
                        Some(e) => self.expr_of(e, kind)?,
                        None => zero(&mut self.b, kind),
                    };
                    let ok = self.status(DONE);
                    self.b.ins().return_(&[ok, x]);
                    self.dead_end();
                    return Ok(());
                }
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
            Stmt::VecPush { buf, value, site } => {
                let (x, kind) = self.expr(value)?;
                let bits = match kind {
                    Kind::I => x,
                    Kind::F => self.ins().bitcast(types::I64, MemFlagsData::new(), x),
                };
                let ctx = self.vec_ctx(*buf)?;
                let f = super::vec_push as extern "C" fn(*mut super::VecCtx, u64) -> u64;
                let failed = self.call(
                    f as usize,
                    &[ctx, bits],
                    &[self.ptr, types::I64],
                    types::I64,
                );
                self.site(failed, *site, None)?;
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
        // One induction variable: after `n` steps (wrapping) it is `end`,
        // and no earlier step is (`n * |step|` < 2**64); a count past
        // i64's range runs no iteration, as `range_len`'s cast makes it.
        let neg_n = self.ins().icmp_imm_s(IntCC::SignedLessThan, n, 0);
        let n = self.ins().select(neg_n, zero64, n);
        let span = self.ins().imul(n, st);
        let end = self.ins().iadd(a, span);
        let i = self.b.declare_var(types::I64);
        self.b.def_var(i, a);
        self.hoist(body, None)?;
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
        let iv = self.b.use_var(i);
        let more = self.b.ins().icmp(IntCC::NotEqual, iv, end);
        self.b.ins().brif(more, bodyb, &[], elseb, &[]);
        self.b.switch_to_block(bodyb);
        let iv = self.b.use_var(i);
        self.b.def_var(v, iv);
        self.loops.push((latch, after));
        let r = self.block(body);
        self.loops.pop();
        self.hoisted.pop();
        r?;
        self.b.ins().jump(latch, &[]);
        self.b.switch_to_block(latch);
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
}
