//! Kernel expressions and element accesses to Cranelift instructions
//! (under invariant K of `codegen.rs`).

use super::codegen::{Tx, buf_mem, err, mem, ty_of};
use super::{
    Access, ArgKind, Bin, Cmp, Expr, INTERRUPTED, Kind, SITE_BASE, TWO_63, Un, Unsupported,
};
use crate::array::DType;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{
    AbiParam, Block, BlockArg, InstBuilder, MemFlagsData, Signature, Type, Value, types,
};

impl Tx<'_> {
    pub(super) fn expr_of(&mut self, e: &Expr, want: Kind) -> Result<Value, Unsupported> {
        let (x, k) = self.expr(e)?;
        if k != want {
            return err("an operand of the wrong kind");
        }
        Ok(x)
    }

    fn bool64(&mut self, c: Value) -> Value {
        self.b.ins().uextend(types::I64, c)
    }

    pub(super) fn expr(&mut self, e: &Expr) -> Result<(Value, Kind), Unsupported> {
        Ok(match e {
            Expr::I(i) => (self.b.ins().iconst(types::I64, *i), Kind::I),
            Expr::F(x) => (self.b.ins().f64const(*x), Kind::F),
            Expr::Global(g, kind) => {
                let at = super::codegen::global_at(*g)?;
                let globals = self.globals;
                (self.ins().load(ty_of(*kind), mem(), globals, at), *kind)
            }
            Expr::Cell(i, kind) => {
                let addr = self.cell_addr(i)?;
                (self.ins().load(ty_of(*kind), mem(), addr, 0), *kind)
            }
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
            Expr::Call4(f, xs) => {
                let mut vals = Vec::with_capacity(4);
                for x in xs.iter() {
                    vals.push(self.expr_of(x, Kind::F)?);
                }
                let r = self.call(*f as usize, &vals, &[types::F64; 4], types::F64);
                (r, Kind::F)
            }
            Expr::CallI2(f, a, b) => {
                let x = self.expr_of(a, Kind::I)?;
                let y = self.expr_of(b, Kind::I)?;
                let r = self.call(*f as usize, &[x, y], &[types::I64; 2], types::I64);
                (r, Kind::I)
            }
            Expr::VecLen(buf) => {
                let ctx = self.vec_ctx(*buf)?;
                let len = self.ins().load(types::I64, mem(), ctx, super::VEC_LEN);
                (len, Kind::I)
            }
            Expr::Load(a) => {
                let addr = self.address(a)?;
                match a.dtype.complex_part() {
                    Some(p) => {
                        let at = self.part_address(addr, p, a.imag);
                        self.load(p, at)
                    }
                    None => self.load(a.dtype, addr),
                }
            }
            Expr::Dim { buf, stride, axis } => {
                let Some(&arg) = self.args.get(*buf as usize) else {
                    return err("an argument out of range");
                };
                let ArgKind::View(n) = arg.kind else {
                    return err("the extents of a pointer");
                };
                let (n, axis) = (n as usize, *axis as usize);
                if axis >= n {
                    return err("an axis out of range");
                }
                let word = if *stride { 3 + n + axis } else { 3 + axis };
                (self.word(*buf, word)?, Kind::I)
            }
            Expr::Seq(s, x) => {
                self.block(s)?;
                self.expr(x)?
            }
            Expr::Call {
                func,
                args,
                call,
                recursion,
                ignore,
            } => self.call_func(*func, args, (*call, *recursion), *ignore)?,
        })
    }

    /// A call of program function `func`: refused at `recursion` when the
    /// depth budget is spent; a failing callee's status passes on, with
    /// `call` added to the trace, unless `ignore` takes its error (see
    /// `Expr::Call`).
    fn call_func(
        &mut self,
        func: u32,
        args: &[Expr],
        (call, recursion): (u32, u32),
        ignore: Option<(u32, u32)>,
    ) -> Result<(Value, Kind), Unsupported> {
        let Some(info) = self.funcs.get(func as usize) else {
            return err("a call of an unknown function");
        };
        let (fref, params, ret) = (info.fref, info.params.clone(), info.ret);
        if params.len() != args.len() {
            return err("a call with the wrong number of arguments");
        }
        let (depth, out) = (self.depth, self.out);
        let spent = self
            .ins()
            .icmp_imm_s(IntCC::SignedLessThanOrEqual, depth, 0);
        self.site(spent, recursion, None)?;
        self.poll();
        let mut vals = vec![self.out, self.intr];
        let deeper = self.ins().iadd_imm_s(depth, -1);
        vals.push(deeper);
        vals.push(self.globals);
        vals.push(self.cells);
        let Some(table) = self.table else {
            return err("a call without the argument table");
        };
        vals.push(table);
        for (a, &k) in args.iter().zip(&params) {
            vals.push(self.expr_of(a, k)?);
        }
        let inst = self.ins().call(fref, &vals);
        let (status, value) = {
            let r = self.b.inst_results(inst);
            (r[0], r[1])
        };
        let (fail, room, write, leave, cont) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.append_block_param(cont, ty_of(ret));
        match ignore {
            None => {
                self.ins()
                    .brif(status, fail, &[], cont, &[BlockArg::Value(value)]);
            }
            Some(vars) => self.ignore_error(status, value, (fail, cont), ret, vars)?,
        }
        self.b.switch_to_block(fail);
        self.b.set_cold_block(fail);
        let len = self.ins().load(types::I64, mem(), out, 16);
        let has = self
            .ins()
            .icmp_imm_s(IntCC::UnsignedLessThan, len, super::TRACE as i64);
        self.ins().brif(has, room, &[], leave, &[]);
        self.b.switch_to_block(room);
        self.b.set_cold_block(room);
        let at = self.ins().imul_imm_s(len, 8);
        let addr = self.ins().iadd(out, at);
        let id = self.ins().iconst(types::I64, i64::from(call));
        self.ins().store(mem(), id, addr, 24);
        let next = self.ins().iadd_imm_s(len, 1);
        self.ins().store(mem(), next, out, 16);
        self.ins().jump(write, &[]);
        self.b.switch_to_block(write);
        self.b.set_cold_block(write);
        self.ins().jump(leave, &[]);
        self.b.switch_to_block(leave);
        self.b.set_cold_block(leave);
        let exit = self.exit;
        self.ins().jump(exit, &[BlockArg::Value(status)]);
        self.b.switch_to_block(cont);
        Ok((self.b.block_params(cont)[0], ret))
    }

    /// After a call whose errors are ignored: on to `cont` with the
    /// result when it succeeded, to `fail` when it was interrupted, else
    /// on to `cont` with 0, the site (plus one) and detail in the
    /// variables given and the trace the callee wrote dropped.
    fn ignore_error(
        &mut self,
        status: Value,
        value: Value,
        (fail, cont): (Block, Block),
        ret: Kind,
        (site_var, detail_var): (u32, u32),
    ) -> Result<(), Unsupported> {
        let (sv, sk) = self.var(site_var)?;
        let (dv, dk) = self.var(detail_var)?;
        if sk != Kind::I || dk != Kind::I {
            return err("an ignored error's variables of the wrong kind");
        }
        let zero = self.ins().iconst(types::I64, 0);
        self.b.def_var(sv, zero);
        let (check, caught) = (self.b.create_block(), self.b.create_block());
        self.ins()
            .brif(status, check, &[], cont, &[BlockArg::Value(value)]);
        self.b.switch_to_block(check);
        self.b.set_cold_block(check);
        let interrupted = self
            .ins()
            .icmp_imm_s(IntCC::Equal, status, i64::from(INTERRUPTED));
        self.ins().brif(interrupted, fail, &[], caught, &[]);
        self.b.switch_to_block(caught);
        self.b.set_cold_block(caught);
        let s = self.ins().uextend(types::I64, status);
        let site = self.ins().iadd_imm_s(s, 1 - i64::from(SITE_BASE));
        self.b.def_var(sv, site);
        let out = self.out;
        let detail = self.ins().load(types::I64, mem(), out, 8);
        self.b.def_var(dv, detail);
        let none = self.ins().iconst(types::I64, 0);
        self.ins().store(mem(), none, out, 16);
        let z = super::codegen::zero(&mut self.b, ret);
        self.ins().jump(cont, &[BlockArg::Value(z)]);
        Ok(())
    }

    pub(super) fn call(&mut self, f: usize, args: &[Value], params: &[Type], ret: Type) -> Value {
        let mut sig = Signature::new(self.b.func.signature.call_conv);
        sig.params.extend(params.iter().map(|&t| AbiParam::new(t)));
        sig.returns.push(AbiParam::new(ret));
        let sig = self.b.import_signature(sig);
        let callee = self.b.ins().iconst(self.ptr, f as i64);
        let call = self.b.ins().call_indirect(sig, callee, args);
        self.b.inst_results(call)[0]
    }

    /// x86's 64-bit `cvttsd2si`: NaN and values out of range give
    /// i64::MIN (Cranelift's saturating conversion, corrected).
    fn cvt_i64(&mut self, x: Value) -> Value {
        let sat = self.b.ins().fcvt_to_sint_sat(types::I64, x);
        let two63 = self.b.ins().f64const(TWO_63);
        let high = self
            .b
            .ins()
            .fcmp(FloatCC::UnorderedOrGreaterThanOrEqual, x, two63);
        let min = self.b.ins().iconst(types::I64, i64::MIN);
        self.b.ins().select(high, min, sat)
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
                | Un::FToI32
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
            Un::FToI => i(self.cvt_i64(x)),
            Un::FToI32 => {
                // The 64-bit result when it fits 32 bits, else i32::MIN.
                let r = self.cvt_i64(x);
                let low = self.b.ins().ireduce(types::I32, r);
                let back = self.b.ins().sextend(types::I64, low);
                let fits = self.b.ins().icmp(IntCC::Equal, r, back);
                let min = self.b.ins().iconst(types::I64, i64::from(i32::MIN));
                i(self.b.ins().select(fits, r, min))
            }
            Un::FToU => {
                // From 2^63 up: converted less 2^63, the top bit set back.
                let two63 = self.b.ins().f64const(TWO_63);
                let big = self.b.ins().fcmp(FloatCC::GreaterThanOrEqual, x, two63);
                let less = self.b.ins().fsub(x, two63);
                let arg = self.b.ins().select(big, less, x);
                let r = self.cvt_i64(arg);
                let (top, zero) = (
                    self.b.ins().iconst(types::I64, i64::MIN),
                    self.b.ins().iconst(types::I64, 0),
                );
                let flip = self.b.ins().select(big, top, zero);
                i(self.b.ins().bxor(r, flip))
            }
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
            Bin::DivS | Bin::RemS | Bin::DivS32 | Bin::RemS32 => {
                let wide = matches!(op, Bin::DivS | Bin::RemS);
                let t = if wide { types::I64 } else { types::I32 };
                let (x, y) = if wide {
                    (x, y)
                } else {
                    (self.ins().ireduce(t, x), self.ins().ireduce(t, y))
                };
                let is_div = matches!(op, Bin::DivS | Bin::DivS32);
                let r = match const_divisor(b) {
                    // A constant other than 0 and -1 goes straight in.
                    Some(_) => {
                        if is_div {
                            self.ins().sdiv(x, y)
                        } else {
                            self.ins().srem(x, y)
                        }
                    }
                    // Divisors 0 and -1 never reach the instruction.
                    None => {
                        let is0 = self.ins().icmp_imm_s(IntCC::Equal, y, 0);
                        let one = self.ins().iconst(t, 1);
                        let zero = self.ins().iconst(t, 0);
                        if is_div {
                            let m1 = self.ins().icmp_imm_s(IntCC::Equal, y, -1);
                            let odd = self.ins().bor(is0, m1);
                            let safe = self.ins().select(odd, one, y);
                            let q = self.ins().sdiv(x, safe);
                            let q = self.ins().select(is0, zero, q);
                            let neg = self.ins().ineg(x);
                            self.ins().select(m1, neg, q)
                        } else {
                            // `srem` itself gives 0 for `MIN % -1` (it is
                            // `sdiv` that traps there); only 0 needs care.
                            let safe = self.ins().select(is0, one, y);
                            let r = self.ins().srem(x, safe);
                            self.ins().select(is0, zero, r)
                        }
                    }
                };
                if wide {
                    r
                } else {
                    self.ins().sextend(types::I64, r)
                }
            }
            Bin::DivU | Bin::RemU if const_divisor_u(b) => {
                if op == Bin::DivU {
                    self.ins().udiv(x, y)
                } else {
                    self.ins().urem(x, y)
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

    /// The address of a part of a complex element at `addr`: the real
    /// part's is the element's, the imaginary part's one part further.
    pub(super) fn part_address(&mut self, addr: Value, part: DType, imag: bool) -> Value {
        if imag {
            self.ins().iadd_imm_s(addr, part.itemsize() as i64)
        } else {
            addr
        }
    }

    /// The checked address of an element (see invariant K).
    pub(super) fn address(&mut self, a: &Access) -> Result<Value, Unsupported> {
        let Some(arg) = self.args.get(a.buf as usize) else {
            return err("an argument out of range");
        };
        let arg = *arg;
        let kind = arg.kind;
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
                let n = n as usize;
                let mut addr = self.word(a.buf, super::codegen::ORIGIN)?;
                // The last axis is checked first: Cython checks every axis
                // and reports the last one out of bounds.
                for (ax, &i) in idx.iter().enumerate().rev() {
                    let extent = self.word(a.buf, 3 + ax)?;
                    let wrap = a.wrap.get(ax).copied().unwrap_or(true);
                    let j = self.in_axis(i, extent, wrap, a.site + ax as u32)?;
                    let step = if arg.unit == Some(ax as u8) {
                        self.ins().imul_imm_s(j, w)
                    } else {
                        let stride = self.word(a.buf, 3 + n + ax)?;
                        self.ins().imul(j, stride)
                    };
                    addr = self.ins().iadd(addr, step);
                }
                // `Kernel::run` checked that every element of the view lies
                // in the bytes the argument may touch, aligned: an index
                // inside every axis needs no check of its bytes.
                Ok(addr)
            }
            ArgKind::Vector => {
                let [i] = idx[..] else {
                    return err("a vector access with more than one index");
                };
                if w != 8 {
                    return err("a vector element that is not 8 bytes");
                }
                // An index at or past the length (a negative one as
                // unsigned) leaves; the length and data pointer are read
                // fresh, since a push may have moved them.
                let ctx = self.vec_ctx(a.buf)?;
                let len = self.ins().load(types::I64, mem(), ctx, super::VEC_LEN);
                let past = self.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, i, len);
                self.site(past, a.site, Some(i))?;
                let start = self.ins().load(types::I64, mem(), ctx, super::VEC_START);
                let off = self.ins().imul_imm_s(i, 8);
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
                let offset = self.word(a.buf, 2)?;
                let off = self.ins().iadd(offset, bytes);
                let last = self.word(a.buf, 1)?;
                // `last` is the last offset an element of this width may
                // start at (`Kernel::run` refuses a negative one), and the
                // offset is aligned when the pointer is (checked there).
                let past = self.ins().icmp(IntCC::UnsignedGreaterThan, off, last);
                let bad = self.ins().bor(far, past);
                self.site(bad, a.site, Some(i))?;
                let start = self.word(a.buf, 0)?;
                Ok(self.ins().iadd(start, off))
            }
        }
    }

    /// Index `i` of an axis of extent `n`, counted from the end when
    /// negative and `wrap`; leaves through `site` when outside the axis.
    fn in_axis(&mut self, i: Value, n: Value, wrap: bool, site: u32) -> Result<Value, Unsupported> {
        let j = if wrap {
            let neg = self.ins().icmp_imm_s(IntCC::SignedLessThan, i, 0);
            let up = self.ins().iadd(i, n);
            self.ins().select(neg, up, i)
        } else {
            i
        };
        let out = self.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, j, n);
        self.site(out, site, None)?;
        Ok(j)
    }

    /// The address of vector argument `buf`'s `VecCtx` (its table entry's
    /// last word); an error for an argument that is not a vector.
    pub(super) fn vec_ctx(&mut self, buf: u32) -> Result<Value, Unsupported> {
        if self.args.get(buf as usize).map(|a| a.kind) != Some(ArgKind::Vector) {
            return err("a vector operation on an argument that is not a vector");
        }
        self.word(buf, 3)
    }

    /// Entry `k` of argument `buf`'s table entries: loaded before the
    /// innermost loop around, or here.
    fn word(&mut self, buf: u32, k: usize) -> Result<Value, Unsupported> {
        if let Some(&v) = self.hoisted.last().and_then(|m| m.get(&(buf, k))) {
            return Ok(v);
        }
        let Some(&arg) = self.args.get(buf as usize) else {
            return err("an argument out of range");
        };
        let Some(table) = self.table else {
            return err("an argument in a function");
        };
        self.load_word(table, arg, k)
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
            // A complex element is accessed part by part (`part_address`):
            // the address given is a part's.
            DType::C64 => self.load(DType::F32, addr),
            DType::C128 => self.load(DType::F64, addr),
        }
    }

    pub(super) fn store(&mut self, d: DType, x: Value, addr: Value) {
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
            // A part of a complex element, as in `load`.
            DType::C64 => self.store(DType::F32, x, addr),
            DType::C128 => self.store(DType::F64, x, addr),
        }
    }
}

/// A constant signed divisor that is safe as it is (not 0, not -1, also
/// in 32 bits).
fn const_divisor(e: &Expr) -> Option<i64> {
    match e {
        Expr::I(d) if *d as i32 != 0 && *d as i32 != -1 && *d != 0 && *d != -1 => Some(*d),
        _ => None,
    }
}

/// Whether a divisor is a constant that is not 0 (an unsigned division
/// cannot overflow).
fn const_divisor_u(e: &Expr) -> bool {
    matches!(e, Expr::I(d) if *d != 0)
}
