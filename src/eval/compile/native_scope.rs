//! The variables of a function being lowered to a kernel (see
//! `native.rs`): the kernel's own or a called function's, and where each
//! one that is not a C slot of the frame comes from.

use super::native::{Lowering, RetHow};
use crate::array::native::{self as k, Kind};
use crate::sema::hir::*;
use crate::sema::types::Ty;
use std::collections::HashMap;
use std::sync::Arc;

/// Where a kernel variable that is not a C variable of the frame comes
/// from.
#[derive(Clone)]
pub(super) enum VarSrc {
    /// A part of the C complex an object slot holds (the imaginary one
    /// when true): read before the kernel runs, written back after.
    Part(u32, bool),
    /// A C number attribute (`self.n`) of the cdef class instance a
    /// variable holds, of this type: read as the kernel starts. One the
    /// kernel's own body assigns becomes a `FieldMut`; one a method it
    /// calls assigns is read and written in its cell instead
    /// (`Lowering::fields_to_cells`).
    Field(Place, Arc<str>, Ty),
    /// Which of these methods (of one name and signature) the class of
    /// the instance a variable holds resolves the name to: its index. A
    /// class resolving it to anything else leaves the run to the closures
    /// (`native_method`).
    Dispatch(Place, Arc<str>, Vec<FuncId>),
    /// As `Field`, and assigned by the kernel: written back to the
    /// instance as the kernel leaves (however it leaves). A run whose
    /// instance another variable's field source also reads is left to
    /// the closures (`native_run`); a field a method called also reads
    /// becomes a cell.
    FieldMut(Place, Arc<str>, Ty),
    /// As `Field`, but 0 when the instance has no such field: a field
    /// one candidate method reads, used only when the instance's class
    /// resolves the call to that method.
    OptField(Place, Arc<str>, Ty),
    /// `len(xs)` of the list or tuple an object variable holds, read as
    /// the kernel starts (nothing a kernel runs can change it).
    Len(Place),
    /// Which item of the list or tuple at the place an untyped loop
    /// variable (the object slot) is bound to: -1 as the kernel starts
    /// (none bound by the run), that item stored in the slot as it
    /// leaves, however it leaves (`native_iter`).
    ItemOf(u32, Place),
    /// A `range()` bound: the int an object variable holds plus this
    /// offset, as a C integer of this type, read as the kernel starts (a
    /// run where it is not an int, or does not fit, is left to the
    /// closures, which raise).
    Bound(Place, i64, Ty),
    /// How many elements a walking pointer local (of elements of this
    /// size) has moved: 0 as the kernel starts, the pointer moved by it
    /// written back as it leaves (`native_ptr`).
    PtrWalk(Place, usize),
    /// The element position (offset over this element size) of the
    /// pointer a local holds as the kernel starts, which must point into
    /// the block the other local's does (`native_ptr`).
    PtrElem(Place, usize, Place),
    /// A number field (at this path, of this type) of the struct (of
    /// this definition) an object slot holds: read before the kernel
    /// runs, written back after (`native_struct`).
    Leaf(u32, Arc<crate::sema::types::StructDef>, Vec<usize>, Ty),
    /// The code point of the `Py_UCS4` an object slot holds (a
    /// one-character str): read before the kernel runs, written back
    /// after (`native_iter`).
    Char(u32),
    /// The row of table `t` whose instance the object variable at the
    /// place holds (-1: None), and the instance written back
    /// (`native_rows`).
    Row(Place, usize),
    /// A fixed leading index of a local view (`native_localview`): 0 as
    /// the kernel starts.
    SubIndex,
    /// Whether the kernel assigned the view local at `view` (0 as it
    /// starts): if so, as it leaves the local gets the view at `of` with
    /// its `fixed` leading axes at the variables from `first` on.
    SubView {
        view: Place,
        of: Place,
        first: u32,
        fixed: u8,
    },
    /// A table's row width, and its number of rows.
    RowStride(usize),
    RowCount(usize),
    /// The row whose fields a method called on a row variable has in
    /// cells while it runs (-1 otherwise).
    RowOwner,
    /// Which of these methods the class of table `t`'s instances resolves
    /// the name to (as `Dispatch`).
    RowDispatch(usize, Arc<str>, Vec<FuncId>),
}

/// The variables of the function being lowered: the kernel's own (the
/// frame's C variables), or a called function's.
#[derive(Default)]
pub(super) struct Scope {
    pub(super) vars: Vec<Var>,
    /// Per variable: where one that is not a C slot of the frame comes
    /// from (a part of a C complex, `native_cplx`; an instance's field).
    pub(super) parts: Vec<Option<VarSrc>>,
    /// A C number attribute's variable (see `VarSrc::Field`).
    pub(super) field_ix: HashMap<(Place, Arc<str>), u32>,
    /// The kernel's variables read from a `Dispatch` or `OptField`.
    pub(super) source_ix: HashMap<(u8, Place, Arc<str>), u32>,
    /// In a method lowered by `native_method`: where `self` is, and the
    /// parameter each `self` field it reads arrives in.
    pub(super) self_place: Option<Place>,
    pub(super) self_field_ix: HashMap<Arc<str>, u32>,
    /// The parameter holding the cell index of each `self` field the
    /// method takes as a cell (`Need::Cell`), with the field's type.
    pub(super) self_cell_ix: HashMap<Arc<str>, (u32, Ty)>,
    /// The kernel's cells (`k::Expr::Cell`): a C number field of the
    /// instance a frame variable holds, read as the kernel starts and
    /// written back as it leaves, which methods it calls assign.
    pub(super) cells: Vec<(Place, Arc<str>, Ty)>,
    /// The parameter of each method name the method calls on `self`.
    pub(super) self_dispatch_ix: HashMap<Arc<str>, u32>,
    pub(super) var_ix: HashMap<Place, u32>,
    /// The region's walking pointer locals, and each one's delta
    /// variable once lowered (`native_ptr`).
    pub(super) walkers: std::collections::HashSet<Place>,
    pub(super) walk_ix: HashMap<Place, u32>,
    /// In a called function: its view parameters, each bound to the
    /// kernel argument its callers pass (`native_call`).
    pub(super) bound: HashMap<Place, u32>,
    /// In a called function: a view parameter bound to a sub-view of its
    /// kernel argument (`m[i]` of a 2-D `m`), and the parameters holding
    /// the sub-view's fixed leading indices, checked by the caller.
    pub(super) prefix: HashMap<Place, Vec<u32>>,
    /// In the kernel: view locals assigned a sub-view of one of its
    /// arguments (`native_localview`), and how deep in blocks the
    /// statement being lowered is.
    pub(super) local_views: HashMap<Place, super::native_localview::LocalView>,
    pub(super) depth: usize,
    /// In a lowered method: each typed view attribute of `self` it
    /// reads, bound to the kernel argument its caller passes (the
    /// receiver's attribute, read as the kernel starts).
    pub(super) self_views: HashMap<Arc<str>, u32>,
    /// A C complex local's object slot → its real and imaginary variables.
    pub(super) cvar_ix: HashMap<u32, (u32, u32)>,
    /// A struct local's object slot → its leaves' variables.
    pub(super) svar_ix: HashMap<u32, Vec<u32>>,
    /// A `Py_UCS4` local's object slot → its code point's variable.
    pub(super) uvar_ix: HashMap<u32, u32>,
    /// Untyped loop variables bound to items by the loops being lowered:
    /// the variable's place, the sequence variable's place and the
    /// kernel variable counting the items (`native_iter`).
    pub(super) aliases: Vec<(Place, Place, u32)>,
    pub(super) temps: Vec<Kind>,
    /// How the kernel's `return`s hand their value over; for a called
    /// function, its result type.
    pub(super) ret: Option<RetHow>,
    pub(super) callee: Option<Ty>,
    /// A called function's frame size (C and object slots).
    pub(super) frame: Option<(u32, u32)>,
    pub(super) loops: usize,
    /// Leading kernel variables a runner passes in (not the frame's).
    pub(super) inputs: u32,
    /// For a runner's own loop: the input set to 1 by a `break` from it.
    pub(super) broke: Option<u32>,
    /// Loop variables known not to be negative while their loop runs
    /// (counting up from a non-negative constant, not assigned in it):
    /// a view index of one needs no wraparound.
    pub(super) nonneg: Vec<Place>,
    /// Whether anything lowered here can raise (a site, a call, a loop
    /// that polls for Ctrl-C).
    pub(super) can_raise: bool,
}

impl Scope {
    pub(super) fn ret(&self) -> Option<&RetHow> {
        self.ret.as_ref()
    }

    /// Whether this is a called function's scope, not the kernel's.
    pub(super) fn in_callee(&self) -> bool {
        self.callee.is_some()
    }

    /// A new variable, `src` saying where one that is not a C slot of the
    /// frame comes from: its number (`vars` and `parts` stay in step).
    pub(super) fn push_var(&mut self, v: Var, src: Option<VarSrc>) -> Option<u32> {
        let i = self.inputs + u32::try_from(self.vars.len()).ok()?;
        self.vars.push(v);
        self.parts.push(src);
        Some(i)
    }

    /// A method's `self` at `me`: what it needs of its receiver (`needs`)
    /// become its first parameters, in order.
    pub(super) fn bind_self(&mut self, me: Place, needs: &[super::native_method::Need]) {
        use super::native_method::Need;
        self.self_place = Some(me);
        for need in needs {
            let (name, ty) = match need {
                Need::Field(name, ty) => (name.clone(), ty.clone()),
                Need::Cell(name, _) | Need::Dispatch(name, _) => (name.clone(), Ty::Bint),
            };
            let var = Var {
                place: me,
                ty,
                name: name.clone(),
            };
            let Some(i) = self.push_var(var, None) else {
                return;
            };
            match need {
                Need::Field(..) => {
                    self.self_field_ix.insert(name, i);
                }
                Need::Cell(_, ty) => {
                    self.self_cell_ix.insert(name, (i, ty.clone()));
                }
                Need::Dispatch(..) => {
                    self.self_dispatch_ix.insert(name, i);
                }
            }
        }
    }

    /// A called function's view parameters among `params`, bound in
    /// order to kernel arguments `binds` (see `native_call`).
    pub(super) fn bind_views(&mut self, params: &[HParam], binds: &[u32]) {
        let views = params.iter().filter(|p| matches!(p.var.ty, Ty::Memview(_)));
        for (p, &arg) in views.zip(binds) {
            self.bound.insert(p.var.place, arg);
        }
    }

    /// The parameters holding each sub-view's fixed indices, after the
    /// function's own (in the order of its view parameters, each one's
    /// in the order of its axes).
    pub(super) fn fix_sub_views(&mut self, params: &[HParam], binds: &[(u32, u8)]) -> Option<()> {
        let views = params.iter().filter(|p| matches!(p.var.ty, Ty::Memview(_)));
        for (p, &(_, fixed)) in views.zip(binds) {
            if fixed == 0 {
                continue;
            }
            let mut at = Vec::with_capacity(fixed as usize);
            for _ in 0..fixed {
                let var = Var {
                    place: p.var.place,
                    ty: Ty::Int(crate::sema::types::CInt::SsizeT),
                    name: p.name.clone(),
                };
                at.push(self.push_var(var, None)?);
            }
            self.prefix.insert(p.var.place, at);
        }
        Some(())
    }

    /// In a lowered method: the parameter that says which candidate its
    /// receiver resolves method `name` to (see `bind_self`).
    pub(super) fn self_dispatch(&self, recv: Place, name: &str) -> Option<u32> {
        if self.self_place != Some(recv) {
            return None;
        }
        self.self_dispatch_ix.get(name).copied()
    }

    /// In a lowered method: `self.name` read as C type `ty`, from the
    /// parameter it arrives in or from its cell.
    pub(super) fn self_field_read(&self, name: &str, ty: &Ty) -> Option<k::Expr> {
        if let Some((i, t)) = self.self_cell(name) {
            let kind = Lowering::kind_of(ty)?;
            return (t == *ty).then(|| k::Expr::Cell(Box::new(k::Expr::Var(i)), kind));
        }
        let i = *self.self_field_ix.get(name)?;
        let v = self.vars.get((i - self.inputs) as usize)?;
        (v.ty == *ty).then_some(k::Expr::Var(i))
    }

    /// In a lowered method: the parameter holding the cell index of
    /// `self.name`, and the field's type.
    pub(super) fn self_cell(&self, name: &str) -> Option<(u32, Ty)> {
        self.self_cell_ix.get(name).cloned()
    }

    /// The scope of called function `f`.
    pub(super) fn callee(f: &HFunc) -> Scope {
        Scope {
            callee: Some(f.ret.clone()),
            frame: Some((f.n_c, f.n_v)),
            ..Scope::default()
        }
    }
}
