//! Assignment targets: a value stored into a variable (converted to its C
//! type when it has one), an attribute, an item, or unpacked.

use super::{Compiler, V};
use crate::eval::attrs;
use crate::eval::call::to_c_bits;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::ops;
use crate::eval::sites::FieldSite;
use crate::eval::value::Value;
use crate::sema::hir::*;
use crate::source::Span;
use std::sync::atomic::Ordering::Relaxed;

pub type Store = Box<dyn for<'g> Fn(&mut Frame<'g>, Value) -> Res<()> + Send + Sync>;

impl Compiler<'_> {
    /// Stores an object into a variable, converting to its C type.
    pub(super) fn store_var_value(&mut self, var: &Var, span: Span) -> Store {
        let ty = var.ty.clone();
        match (var.place, ty.is_c()) {
            (Place::Local(s), true) => {
                let s = s as usize;
                Box::new(move |f, v| {
                    f.c[s] = to_c_bits(&v, &ty).map_err(|e| e.at(span))?;
                    Ok(())
                })
            }
            (Place::Global(s), true) => {
                let s = s as usize;
                Box::new(move |f, v| {
                    let bits = to_c_bits(&v, &ty).map_err(|e| e.at(span))?;
                    f.gc[s].store(bits, Relaxed);
                    Ok(())
                })
            }
            (Place::Local(s), false) => {
                let s = s as usize;
                if let crate::sema::types::Ty::Memview(t) = ty {
                    return Box::new(move |f, v| {
                        f.v[s] = crate::eval::memview::acquire(&v, &t).map_err(|e| e.at(span))?;
                        Ok(())
                    });
                }
                // A `Py_UCS4` takes one character (`for c in lst`).
                if ty == crate::sema::types::Ty::Ucs4 {
                    return Box::new(move |f, v| {
                        f.v[s] = crate::eval::ops::to_ucs4(&v).map_err(|e| e.at(span))?;
                        Ok(())
                    });
                }
                Box::new(move |f, v| {
                    crate::eval::value::set_slot(&mut f.v[s], v);
                    Ok(())
                })
            }
            (Place::Global(s), false) => {
                let s = s as usize;
                Box::new(move |f, v| {
                    if s >= f.g.len() {
                        f.g.resize(s + 1, Value::Undef);
                    }
                    f.g[s] = v;
                    Ok(())
                })
            }
            (Place::Cell(s), _) => {
                let s = s as usize;
                Box::new(move |f, v| {
                    if let Value::Cell(c) = &f.v[s] {
                        *c.lock() = v;
                    }
                    Ok(())
                })
            }
        }
    }

    pub(super) fn store_target(&mut self, t: &HTarget) -> Store {
        match t {
            HTarget::Var(var, span) => self.store_var_value(var, *span),
            HTarget::Attr(obj, name, span) => {
                let site = FieldSite::new(name);
                let o = self.obj(obj);
                let span = *span;
                let local = super::oexpr::local_slot(obj);
                Box::new(move |f, v| {
                    // A local receiver (`self`) is used where it is.
                    let v = match local {
                        Some(s) => match site.poke(&f.v[s], v) {
                            Ok(done) => return done.map_err(|e| e.at(span)),
                            Err(v) => v,
                        },
                        None => v,
                    };
                    let target = o(f)?;
                    site.store(f, &target, v).map_err(|e| e.at(span))
                })
            }
            HTarget::Index(obj, idx, span)
                if let HKind::Load(var) = &obj.kind
                    && let Place::Local(slot) = var.place
                    && super::oexpr::cannot_rebind(idx) =>
            {
                // `xs[i] = v` on a local list or dict: stored in place, the
                // container not cloned (see the same read in `oexpr.rs`).
                let (o, i): (V, V) = (self.obj(obj), self.obj(idx));
                let (span, s) = (*span, slot as usize);
                Box::new(move |f, v| {
                    if let Value::List(_) | Value::Dict(_) = f.v[s] {
                        let k = i(f)?;
                        let plain = match &f.v[s] {
                            Value::List(_) => true,
                            Value::Dict(_) => !crate::eval::hashing::needs_frame(&k),
                            _ => false,
                        };
                        if plain {
                            return crate::eval::ops::setitem(&f.v[s], &k, v)
                                .map_err(|e| e.at(span));
                        }
                        let target = f.v[s].clone();
                        return attrs::setitem(f, &target, &k, v).map_err(|e| e.at(span));
                    }
                    if let Value::Instance(_) = f.v[s] {
                        let k = i(f)?;
                        if let Some(r) = crate::builtins::bytearray::set_int_item(&f.v[s], &k, &v) {
                            return r.map_err(|e| e.at(span));
                        }
                        let target = f.v[s].clone();
                        return attrs::setitem(f, &target, &k, v).map_err(|e| e.at(span));
                    }
                    let target = o(f)?;
                    let k = i(f)?;
                    attrs::setitem(f, &target, &k, v).map_err(|e| e.at(span))
                })
            }
            HTarget::Index(obj, idx, span) => {
                let (o, i): (V, V) = (self.obj(obj), self.obj(idx));
                let span = *span;
                Box::new(move |f, v| {
                    let target = o(f)?;
                    let k = i(f)?;
                    attrs::setitem(f, &target, &k, v).map_err(|e| e.at(span))
                })
            }
            HTarget::AttrStructField(obj, name, current, path, span) => {
                let (path, name, span) = (path.clone(), name.clone(), *span);
                let field_ty = crate::sema::types::field_at(&current.ty, &path);
                let o = self.obj(obj);
                Box::new(move |f, v| {
                    let v = crate::eval::attrs::typed_field_value(v, &field_ty)
                        .map_err(|e| e.at(span))?;
                    let target = o(f)?;
                    let s = attrs::getattr(f, &target, &name).map_err(|e| e.at(span))?;
                    let s = with_field(s, &path, v).map_err(|e| e.at(span))?;
                    attrs::set_attribute(f, &target, &name, s).map_err(|e| e.at(span))
                })
            }
            HTarget::StructField(var, path, span) => {
                let path = path.clone();
                let span = *span;
                let field_ty = crate::sema::types::field_at(&var.ty, &path);
                let load = self.obj(&HExpr {
                    kind: HKind::Load(var.clone()),
                    ty: var.ty.clone(),
                    span,
                });
                let store = self.store_var_value(var, span);
                Box::new(move |f, v| {
                    let v = crate::eval::attrs::typed_field_value(v, &field_ty)
                        .map_err(|e| e.at(span))?;
                    let s = with_field(load(f)?, &path, v).map_err(|e| e.at(span))?;
                    store(f, s)
                })
            }
            HTarget::StructPtrIndex(base, i, span) => {
                let layout = match &base.ty {
                    crate::sema::types::Ty::StructPtr(d) => crate::sema::types::struct_layout(d),
                    _ => None,
                };
                let Some(layout) = layout else {
                    return Box::new(|_, _| Err(type_error("internal: not a struct pointer")));
                };
                let span = *span;
                let p = self.obj(&crate::sema::coerce::convert(
                    base.clone(),
                    &crate::sema::types::Ty::Object,
                ));
                let i = self.int(i);
                Box::new(move |f, v| {
                    let k = i(f)?;
                    let pv = p(f)?;
                    let ptr = crate::eval::memory::ptr_of(&pv).map_err(|e| e.at(span))?;
                    crate::eval::memory::store_struct(ptr, k, &layout, &v).map_err(|e| e.at(span))
                })
            }
            HTarget::PtrIndex(base, i, span)
                if matches!(base.ty, crate::sema::types::Ty::PtrPtr(_)) =>
            {
                self.ptr_address_store(base, i, *span)
            }
            HTarget::PtrIndex(base, i, span) => {
                let dtype = match base.ty {
                    crate::sema::types::Ty::Ptr(Some(d)) | crate::sema::types::Ty::CArray(d, _) => {
                        d
                    }
                    _ => return Box::new(|_, _| Err(type_error("internal: not a typed pointer"))),
                };
                let span = *span;
                // The pointer itself: converting a `char *` to an object
                // would make bytes of what it points to.
                let p = self.obj(base);
                if let Some(place) = self.field_place(base, i) {
                    return Box::new(move |f, v| {
                        let s = crate::eval::arrays::value_scalar(&v).map_err(|e| e.at(span))?;
                        let (pv, bytes) = place(f)?;
                        let ptr = crate::eval::memory::ptr_of(&pv).map_err(|e| e.at(span))?;
                        crate::eval::memory::store_bytes(ptr, dtype, bytes, s)
                            .map_err(|e| e.at(span))
                    });
                }
                let i = self.int(i);
                Box::new(move |f, v| {
                    let s = crate::eval::arrays::value_scalar(&v).map_err(|e| e.at(span))?;
                    let k = i(f)?;
                    let pv = p(f)?;
                    let ptr = crate::eval::memory::ptr_of(&pv).map_err(|e| e.at(span))?;
                    crate::eval::memory::store(ptr, dtype, k, s).map_err(|e| e.at(span))
                })
            }
            HTarget::MvIndex(base, idx, span) => {
                let elem = match &base.ty {
                    crate::sema::types::Ty::Memview(t) => t.elem(),
                    _ => return Box::new(|_, _| Err(type_error("internal: not a view"))),
                };
                // The value arrives as an object: convert it in a C slot-free
                // way by storing through a temporary typed expression.
                let span = *span;
                let (Some(b), ix) = (
                    Some(self.obj(&crate::sema::coerce::convert(
                        base.clone(),
                        &crate::sema::types::Ty::Object,
                    ))),
                    idx.clone(),
                ) else {
                    return Box::new(|_, _| Ok(()));
                };
                let ixs: Vec<super::I> = ix.iter().map(|e| self.int(e)).collect();
                let wrap = self.dir.wraparound;
                Box::new(move |f, v| {
                    let target = b(f)?;
                    let mut vals = [0i64; 8];
                    for (k, x) in ixs.iter().enumerate() {
                        vals[k] = x(f)?;
                    }
                    let a = crate::eval::memview::element_view(&target, ixs.len())
                        .map_err(|e| e.at(span))?;
                    let off = crate::eval::memview::offset(a, &vals[..ixs.len()], wrap)
                        .map_err(|e| e.at(span))?;
                    if elem.is_complex() {
                        let (re, im) = super::cplx::parts(&v).map_err(|e| e.at(span))?;
                        a.store(off, a.dtype.wrap(crate::array::Scalar::Complex(re, im)));
                        return Ok(());
                    }
                    let bits = crate::eval::call::to_c_bits(&v, &elem).map_err(|e| e.at(span))?;
                    let s = match elem {
                        crate::sema::types::Ty::Double | crate::sema::types::Ty::Float => {
                            crate::array::Scalar::Float(f64::from_bits(bits))
                        }
                        _ => crate::array::Scalar::Int(bits as i64),
                    };
                    a.store(off, a.dtype.wrap(s));
                    Ok(())
                })
            }
            HTarget::Unpack(items, star, span) => {
                let stores: Vec<Store> = items.iter().map(|t| self.store_target(t)).collect();
                let star = *star;
                let span = *span;
                Box::new(move |f, v| {
                    // A tuple of the right length is taken apart in place.
                    if let (None, Value::Tuple(t)) = (star, &v)
                        && t.len() == stores.len()
                    {
                        for (s, x) in stores.iter().zip(t.iter()) {
                            s(f, x.clone())?;
                        }
                        return Ok(());
                    }
                    let vals = unpack(f, &v, stores.len(), star).map_err(|e| e.at(span))?;
                    for (s, x) in stores.iter().zip(vals) {
                        s(f, x)?;
                    }
                    Ok(())
                })
            }
        }
    }
}

/// Splits a value into `n` parts (one of them a list when `star` is set).
pub fn unpack(f: &mut Frame, v: &Value, n: usize, star: Option<usize>) -> Res<Vec<Value>> {
    let items = if crate::eval::iter::is_lazy(v) {
        // A generator gives up to one item more than needed, as Python
        // takes them (an endless one still fails).
        let mut it = crate::eval::iter::ValueIter::new(v, f)?;
        let mut items = Vec::new();
        while star.is_some() || items.len() <= n {
            match it.next(f)? {
                Some(x) => items.push(x),
                None => break,
            }
        }
        items
    } else {
        eager_items(v)?
    };
    split(items, n, star)
}

fn eager_items(v: &Value) -> Res<Vec<Value>> {
    if !matches!(
        v,
        Value::List(_)
            | Value::Tuple(_)
            | Value::Str(_)
            | Value::Range(_)
            | Value::Dict(_)
            | Value::Set(_)
            | Value::Iter(_)
            | Value::Deque(_)
            | Value::Bytes(_)
            | Value::Array(_)
            | Value::MemView(..)
    ) {
        return Err(type_error(format!(
            "'{}' object is not iterable",
            v.type_name()
        )));
    }
    ops::iterate_to_vec(v)
}

fn split(items: Vec<Value>, n: usize, star: Option<usize>) -> Res<Vec<Value>> {
    match star {
        None => {
            if items.len() > n {
                return Err(value_error(format!(
                    "too many values to unpack (expected {n})"
                )));
            }
            if items.len() < n {
                let k = items.len();
                return Err(value_error(format!(
                    "need more than {k} value{} to unpack",
                    if k == 1 { "" } else { "s" }
                )));
            }
            Ok(items)
        }
        Some(k) => {
            if items.len() < n - 1 {
                return Err(value_error(format!(
                    "not enough values to unpack (expected at least {}, got {})",
                    n - 1,
                    items.len()
                )));
            }
            let after = n - 1 - k;
            let mut out: Vec<Value> = items[..k].to_vec();
            out.push(Value::list(items[k..items.len() - after].to_vec()));
            out.extend_from_slice(&items[items.len() - after..]);
            Ok(out)
        }
    }
}

/// Struct value `s` with the field at `path` (field numbers, outermost
/// first) replaced by `v`: each struct along the path is rebuilt, as C
/// assigns into a nested field of a value.
fn with_field(s: Value, path: &[usize], v: Value) -> Res<Value> {
    let Some((&k, rest)) = path.split_first() else {
        return Ok(v);
    };
    let Value::Struct(s) = s else {
        return Err(type_error("internal: not a struct"));
    };
    let inner = match rest {
        [] => v,
        _ => with_field(s.1.get(k).cloned().unwrap_or(Value::None), rest, v)?,
    };
    let fields = if s.0.union {
        crate::eval::value::union_store(&s.0, &s.1, k, &inner)?
    } else {
        let mut fields = s.1.clone();
        if let Some(slot) = fields.get_mut(k) {
            *slot = inner;
        }
        fields
    };
    Ok(Value::Struct(std::sync::Arc::new((s.0.clone(), fields))))
}
