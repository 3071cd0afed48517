//! A list of cdef class instances inside a kernel: `p = ps[i]` or
//! `for p in ps:` with `p` a typed extension-type variable and `ps` a
//! list, then `p.x`,
//! `p.x = v` and `p.step(dt)` (a cdef method). The kernel cannot hold
//! objects, so the run copies the C number fields the kernel uses of
//! every instance into a table (one row per instance, a vector argument)
//! and writes the changed ones back as it leaves; `p` is a row number.
//!
//! The table is a copy, so each instance must have one row and nothing
//! else the kernel reads may reach it: a run is left to the closures
//! unless every item is an instance of exactly the declared class, no
//! instance appears twice, and `p` holds None or one of them as it starts;
//! a kernel with rows reads no other instance's fields. A method called
//! on `p` reaches its receiver's fields through cells (as it reaches any
//! receiver's, `native_method`): they are filled from the row before the
//! call and copied back after it.

use super::native::{Lowering, SiteKind, VarSrc};
use super::native_expr::{int_kind, wrap};
use crate::array::DType;
use crate::array::native::{self as k, Kind};
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;
use std::sync::Arc;

type Lo<T> = Option<T>;

/// Cells of a row's fields a called method uses are keyed by this place
/// plus the table's number: no variable of a frame has it.
pub(super) const ROW_CELL_BASE: u32 = u32::MAX - (1 << 16);

/// A table of instance fields, as the run builds it.
#[derive(Clone)]
pub(super) struct RowTable {
    /// The variable holding the list.
    pub(super) list: Place,
    /// The module variable holding the declared class.
    pub(super) class: u32,
    /// The fields of a row, in order, each read as this C type.
    pub(super) fields: Vec<(Arc<str>, Ty)>,
    /// The vector argument holding the rows.
    pub(super) arg: u32,
    /// Kernel variables holding the row width and the number of rows.
    pub(super) stride: u32,
    pub(super) count: u32,
}

/// The kernel variable and table of a variable holding a row.
#[derive(Clone, Copy)]
pub(super) struct Handle {
    pub(super) var: u32,
    pub(super) table: usize,
}

impl Lowering<'_> {
    /// `p = ps[i]` as a row number, when `value` is that check of a list
    /// item against the declared class (None: not this statement).
    pub(super) fn row_assign(
        &mut self,
        p: &Var,
        value: &HExpr,
        span: Span,
        out: &mut Vec<k::Stmt>,
    ) -> Option<Lo<()>> {
        let (item, cls) = expect_class(value)?;
        let HKind::Subscript(seq, idx) = &item.kind else {
            return None;
        };
        let HKind::Load(list) = &seq.kind else {
            return None;
        };
        Some(self.row_assign_from(p, list, cls, idx, span, out))
    }

    fn row_assign_from(
        &mut self,
        p: &Var,
        list: &Var,
        cls: &Var,
        idx: &HExpr,
        span: Span,
        out: &mut Vec<k::Stmt>,
    ) -> Lo<()> {
        // The index is a C integer (an unsigned 64-bit one could exceed
        // the list's signed range).
        let idx = match &idx.kind {
            HKind::Convert(i) => i,
            _ => idx,
        };
        if !matches!(idx.ty, Ty::Int(c) if c.signed() || c.bits() < 64) {
            return None;
        }
        let h = self.row_binding(p, list, cls)?;
        let t = &self.rows[h.table];
        let (count, arg) = (t.count, t.arg);
        let i = self.int(idx)?;
        let j = self.temp(Kind::I);
        let var = |v: u32| Box::new(k::Expr::Var(v));
        // A negative index counts from the end, as a list's does.
        out.push(k::Stmt::Set(j, i));
        out.push(k::Stmt::If(
            k::Expr::Cmp(k::Cmp::LtS, var(j), Box::new(k::Expr::I(0))),
            vec![k::Stmt::Set(
                j,
                k::Expr::Bin(k::Bin::Add, var(j), var(count)),
            )],
            Vec::new(),
        ));
        let site = self.site(SiteKind::ItemIndex(arg as usize), span);
        let outside = k::Expr::Bin(
            k::Bin::Or,
            Box::new(k::Expr::Cmp(k::Cmp::LtS, var(j), Box::new(k::Expr::I(0)))),
            Box::new(k::Expr::Cmp(k::Cmp::GeS, var(j), var(count))),
        );
        out.push(k::Stmt::Guard(outside, site));
        out.push(k::Stmt::Set(h.var, k::Expr::Var(j)));
        Some(())
    }

    /// The handle `p` is as a row of the table of `list`, whose items
    /// are checked against the class `cls` (None: a run cannot).
    fn row_binding(&mut self, p: &Var, list: &Var, cls: &Var) -> Lo<Handle> {
        let (Place::Local(_), Place::Local(_), Place::Global(class)) =
            (p.place, list.place, cls.place)
        else {
            return None;
        };
        if self.scope.in_callee() || self.scope.broke.is_some() || list.ty != Ty::Object {
            return None;
        }
        let table = self.row_table(list.place, class)?;
        self.handle(p, table)
    }

    /// `for p in ps: body else: orelse` as a loop over the rows of the
    /// table of `ps` (None: not this loop). Sema binds each item to a
    /// hidden variable, and the body begins by checking it into `p`; the
    /// loop sets `p` to each row in turn instead. The hidden variable
    /// keeps its value: nothing else reads it.
    pub(super) fn row_loop(
        &mut self,
        (target, iter): (&HTarget, &HExpr),
        (body, orelse): (&[HStmt], &[HStmt]),
        span: Span,
        out: &mut Vec<k::Stmt>,
    ) -> Option<Lo<()>> {
        let (HTarget::Var(item, _), HKind::Load(list)) = (target, &iter.kind) else {
            return None;
        };
        let (first, rest) = body.split_first()?;
        let SKind::Assign(targets, value) = &first.kind else {
            return None;
        };
        let [HTarget::Var(p, _)] = &targets[..] else {
            return None;
        };
        let (checked, cls) = expect_class(value)?;
        match &checked.kind {
            HKind::Load(v) if v.place == item.place => {}
            _ => return None,
        }
        Some((|| {
            let h = self.row_binding(p, list, cls)?;
            let count = self.rows.get(h.table)?.count;
            let i = self.temp(Kind::I);
            let first = k::Stmt::Set(h.var, k::Expr::Var(i));
            self.index_loop(
                (i, k::Expr::Var(count), vec![first]),
                (rest, orelse),
                span,
                out,
            )
        })())
    }

    /// The table of the list at `list` checked against the class at
    /// module variable `class`.
    fn row_table(&mut self, list: Place, class: u32) -> Lo<usize> {
        if let Some(t) = self.rows.iter().position(|t| t.list == list) {
            return (self.rows[t].class == class).then_some(t);
        }
        let table = self.rows.len();
        let arg = self.rows_arg(table)?;
        let stride = self
            .scope
            .push_var(row_var(list, "rows.stride"), Some(VarSrc::RowStride(table)))?;
        let count = self
            .scope
            .push_var(row_var(list, "rows.count"), Some(VarSrc::RowCount(table)))?;
        self.rows.push(RowTable {
            list,
            class,
            fields: Vec::new(),
            arg,
            stride,
            count,
        });
        Some(table)
    }

    /// The row-number variable of `p`, bound to `table`; None when `p` is
    /// already read otherwise (a field or method source of its instance).
    fn handle(&mut self, p: &Var, table: usize) -> Lo<Handle> {
        if let Some(h) = self.handles.get(&p.place) {
            return (h.table == table).then_some(*h);
        }
        let used = self.scope.field_ix.keys().any(|(q, _)| *q == p.place)
            || self.scope.source_ix.keys().any(|(_, q, _)| *q == p.place)
            || self.scope.cells.iter().any(|(q, _, _)| *q == p.place)
            || self.uses_arg_of(p.place);
        if used {
            return None;
        }
        let var = self
            .scope
            .push_var(row_var(p.place, &p.name), Some(VarSrc::Row(p.place, table)))?;
        let h = Handle { var, table };
        self.handles.insert(p.place, h);
        Some(h)
    }

    /// The handle `e` (a load of a row variable) is.
    pub(super) fn handle_of(&self, e: &HExpr) -> Option<Handle> {
        match &e.kind {
            HKind::Load(v) => self.handles.get(&v.place).copied(),
            HKind::Convert(x) => self.handle_of(x),
            _ => None,
        }
    }

    /// The access to field `name` (read as `ty`) of the row `h` holds,
    /// after a guard that it holds one (None otherwise: the closures'
    /// AttributeError).
    fn row_access(
        &mut self,
        h: Handle,
        name: &str,
        ty: &Ty,
        span: Span,
    ) -> Lo<(k::Access, k::Stmt)> {
        let dtype = match ty {
            Ty::Int(_) | Ty::Bint => DType::I64,
            Ty::Double => DType::F64,
            _ => return None,
        };
        let t = self.rows.get_mut(h.table)?;
        let fi = match t.fields.iter().position(|(n, _)| **n == *name) {
            Some(fi) if t.fields[fi].1 == *ty => fi,
            Some(_) => return None,
            None => {
                t.fields.push((Arc::from(name), ty.clone()));
                t.fields.len() - 1
            }
        };
        let (arg, stride) = (t.arg, t.stride);
        let none = self.site(SiteKind::NoneAttr(Arc::from(name)), span);
        let guard = k::Stmt::Guard(
            k::Expr::Cmp(
                k::Cmp::LtS,
                Box::new(k::Expr::Var(h.var)),
                Box::new(k::Expr::I(0)),
            ),
            none,
        );
        let index = k::Expr::Bin(
            k::Bin::Add,
            Box::new(k::Expr::Bin(
                k::Bin::Mul,
                Box::new(k::Expr::Var(h.var)),
                Box::new(k::Expr::Var(stride)),
            )),
            Box::new(k::Expr::I(fi as i64)),
        );
        let site = self.site(SiteKind::VecIndex(arg as usize), span);
        Some((
            k::Access {
                buf: arg,
                dtype,
                index: vec![index],
                wrap: vec![false],
                site,
                imag: false,
            },
            guard,
        ))
    }

    /// `p.name` read as C type `ty`, `p` a row variable (None: not one).
    pub(super) fn row_field_read(&mut self, load: &HExpr, ty: &Ty) -> Option<Lo<k::Expr>> {
        let HKind::Attr(obj, name) = &load.kind else {
            return None;
        };
        let h = self.handle_of(obj)?;
        let plain = name.strip_prefix(INTERNAL).unwrap_or(name);
        Some(self.row_value(h, plain, ty, load.span))
    }

    /// `p.name = value`, `p` a row variable (None: not one).
    pub(super) fn row_field_store(
        &mut self,
        obj: &HExpr,
        name: &Arc<str>,
        value: &HExpr,
        span: Span,
        out: &mut Vec<k::Stmt>,
    ) -> Option<Lo<()>> {
        let h = self.handle_of(obj)?;
        Some((|| {
            let HKind::Convert(inner) = &value.kind else {
                return None;
            };
            let plain = name.strip_prefix(INTERNAL).unwrap_or(name);
            let x = self.any(inner)?;
            let (a, guard) = self.row_access(h, plain, &inner.ty, span)?;
            out.push(guard);
            out.push(k::Stmt::Store(a, narrowed(&inner.ty, x)));
            Some(())
        })())
    }

    /// Around a method call on row variable `h`: the statements filling
    /// the cells of the receiver's fields `cells` from its row, and those
    /// copying them back. The call site's *owner* variable holds the row
    /// while the call runs (-1 otherwise): a run leaving mid-call copies
    /// that call's cells to it, as the copy back would have.
    pub(super) fn row_cells(
        &mut self,
        h: Handle,
        cells: &[(u32, Arc<str>, Ty)],
        span: Span,
    ) -> Lo<(Vec<k::Stmt>, Vec<k::Stmt>)> {
        let (mut before, mut after) = (Vec::new(), Vec::new());
        let list = self.rows.get(h.table)?.list;
        let owner = self
            .scope
            .push_var(row_var(list, "rows.owner"), Some(VarSrc::RowOwner))?;
        self.row_owners.push((owner, h.table));
        for (c, name, ty) in cells {
            self.row_cell_of.push((owner, *c, name.clone()));
            let kind = Self::kind_of(ty)?;
            let (a, guard) = self.row_access(h, name, ty, span)?;
            before.push(guard);
            before.push(k::Stmt::SetCell(
                k::Expr::I(i64::from(*c)),
                k::Expr::Load(a.clone()),
            ));
            let back = k::Expr::Cell(Box::new(k::Expr::I(i64::from(*c))), kind);
            after.push(k::Stmt::Store(a, narrowed(ty, back)));
        }
        before.push(k::Stmt::Set(owner, k::Expr::Var(h.var)));
        after.push(k::Stmt::Set(owner, k::Expr::I(-1)));
        Some((before, after))
    }

    /// The cell a method called on row variable `h` takes field `name`
    /// of type `ty` in.
    pub(super) fn row_cell(&mut self, h: Handle, name: &Arc<str>, ty: &Ty) -> Lo<u32> {
        let key = Place::Cell(ROW_CELL_BASE.checked_add(h.var)?);
        self.cell(key, name, ty)
    }

    /// Field `name` of the row variable `h` holds, read as `ty` (by the
    /// loop, or passed to a method called on it).
    pub(super) fn row_value(&mut self, h: Handle, name: &str, ty: &Ty, span: Span) -> Lo<k::Expr> {
        let (a, guard) = self.row_access(h, name, ty, span)?;
        Some(k::Expr::Seq(vec![guard], Box::new(k::Expr::Load(a))))
    }
}

impl Lowering<'_> {
    /// The variable holding which of methods `ids` the class of the
    /// table's instances resolves `name` to.
    pub(super) fn row_dispatch(&mut self, h: Handle, name: &Arc<str>, ids: Vec<FuncId>) -> Lo<u32> {
        let list = self.rows.get(h.table)?.list;
        self.scope.push_var(
            row_var(list, "rows.dispatch"),
            Some(VarSrc::RowDispatch(h.table, name.clone(), ids)),
        )
    }
}

/// The item and class variable of `value`, when it is sema's check of
/// an item against a declared extension type.
fn expect_class(value: &HExpr) -> Option<(&HExpr, &Var)> {
    let HKind::Call(callee, args) = &value.kind else {
        return None;
    };
    let (HKind::Builtin(b), [HArg::Pos(item), HArg::Pos(class)]) = (&callee.kind, &args[..]) else {
        return None;
    };
    if Some(*b) != crate::builtins::lookup("__expect_class__") {
        return None;
    }
    let HKind::Load(cls) = &class.kind else {
        return None;
    };
    Some((item, cls))
}

/// A value stored into a row field of type `ty`: an integer wrapped to
/// its width, as the field would hold it.
fn narrowed(ty: &Ty, x: k::Expr) -> k::Expr {
    match ty {
        Ty::Int(_) => wrap(int_kind(ty), x),
        _ => x,
    }
}

/// A kernel variable standing for something of the place's (never a
/// frame's C slot: its source says what it is).
fn row_var(place: Place, name: &str) -> Var {
    Var {
        place,
        ty: Ty::Int(crate::sema::types::CInt::SsizeT),
        name: Arc::from(name),
    }
}
