//! Running a kernel with tables of instance fields (`native_rows`): each
//! table built from its list as the run starts, and what the kernel
//! changed written back to the instances as it leaves, however it leaves.

use super::native_rows::RowTable;
use super::native_run::variable;
use crate::eval::frame::Frame;
use crate::eval::value::{Instance, Value};
use crate::sema::hir::*;
use crate::sema::types::Ty;
use std::collections::HashSet;
use std::sync::Arc;

/// A table as a run needs it.
pub(super) struct RowInfo {
    list: Place,
    class: u32,
    fields: Vec<(Arc<str>, Ty)>,
    /// Per call site's owner variable: the cells the method called there
    /// holds the row's fields in, with the field's column.
    owners: Vec<(u32, Vec<(u32, usize)>)>,
}

/// The rows of one run.
pub(super) struct Rows {
    items: Vec<Arc<Instance>>,
    pub(super) bits: Vec<u64>,
    before: Vec<u64>,
    width: usize,
}

/// The run's view of each table the lowering made; `cell_of` lists, per
/// cell a method called on a row takes a field in, its call site's owner
/// variable (a kernel variable index), the cell and the field, and
/// `sites` each owner variable's table.
pub(super) fn infos(
    tables: &[RowTable],
    cell_of: &[(u32, u32, Arc<str>)],
    sites: &[(u32, usize)],
) -> Option<Vec<RowInfo>> {
    tables
        .iter()
        .enumerate()
        .map(|(t, table)| {
            let mut owners: Vec<(u32, Vec<(u32, usize)>)> = Vec::new();
            for &(owner, t2) in sites {
                if t2 != t {
                    continue;
                }
                let mut cells = Vec::new();
                for (o, c, name) in cell_of {
                    if *o == owner && !cells.iter().any(|(x, _)| x == c) {
                        let col = table.fields.iter().position(|(n, _)| n == name)?;
                        cells.push((*c, col));
                    }
                }
                owners.push((owner, cells));
            }
            Some(RowInfo {
                list: table.list,
                class: table.class,
                fields: table.fields.clone(),
                owners,
            })
        })
        .collect()
}

/// Every table's rows, or None when a run must be left to the closures:
/// a list holding anything but instances of exactly the declared class,
/// an instance twice (in one list or in two), a field that does not
/// convert.
pub(super) fn gather(f: &Frame, infos: &[RowInfo]) -> Option<Vec<Rows>> {
    if infos.is_empty() {
        return Some(Vec::new());
    }
    let mut seen = HashSet::new();
    let mut out = Vec::with_capacity(infos.len());
    for info in infos {
        let Some(Value::Class(class)) = f.g.get(info.class as usize) else {
            return None;
        };
        // Each field is held as the type it is declared: the table then
        // keeps what the instance would (a double stored into an int
        // field would not be truncated in a copy of another type).
        if info
            .fields
            .iter()
            .any(|(name, ty)| class.field_type(name).as_ref() != Some(ty))
        {
            return None;
        }
        let Some(Value::List(list)) = variable(f, info.list) else {
            return None;
        };
        let list = list.lock();
        let mut items = Vec::with_capacity(list.len());
        let mut bits = Vec::with_capacity(list.len() * info.fields.len());
        for v in list.iter() {
            let Value::Instance(inst) = v else {
                return None;
            };
            if !Arc::ptr_eq(&inst.class, class) || !seen.insert(Arc::as_ptr(inst)) {
                return None;
            }
            for (name, ty) in &info.fields {
                bits.push(crate::eval::call::to_c_bits(&inst.get_attr(name)?, ty).ok()?);
            }
            items.push(inst.clone());
        }
        out.push(Rows {
            items,
            before: bits.clone(),
            bits,
            width: info.fields.len(),
        });
    }
    Some(out)
}

impl Rows {
    /// The row of the instance `v` is (-1 for None or unbound; None for
    /// anything else, which leaves the run to the closures).
    pub(super) fn row_of(&self, v: Option<&Value>) -> Option<u64> {
        match v {
            None | Some(Value::None | Value::Undef) => Some(-1i64 as u64),
            Some(Value::Instance(i)) => self
                .items
                .iter()
                .position(|x| Arc::ptr_eq(x, i))
                .map(|r| r as u64),
            Some(_) => None,
        }
    }

    pub(super) fn len(&self) -> usize {
        self.items.len()
    }

    pub(super) fn width(&self) -> usize {
        self.width
    }

    /// The first instance, whose class every row shares.
    pub(super) fn first(&self) -> Option<Value> {
        self.items.first().map(|i| Value::Instance(i.clone()))
    }

    /// The instance of row `r` (a row variable's bits).
    pub(super) fn instance(&self, r: u64) -> Option<Value> {
        let r = usize::try_from(r as i64).ok()?;
        self.items.get(r).map(|i| Value::Instance(i.clone()))
    }
}

/// After a run: the fields a method left in cells when the run left
/// mid-call copied to their row, then every changed field written back.
pub(super) fn scatter(tables: &mut [Rows], infos: &[RowInfo], vals: &[u64], cells: &[u64]) {
    for (rows, info) in tables.iter_mut().zip(infos) {
        for (owner, owned) in &info.owners {
            let Some(row) = vals
                .get(*owner as usize)
                .and_then(|&r| usize::try_from(r as i64).ok())
            else {
                continue;
            };
            for &(c, col) in owned {
                if let (Some(&x), Some(slot)) = (
                    cells.get(c as usize),
                    rows.bits.get_mut(row * rows.width + col),
                ) {
                    *slot = x;
                }
            }
        }
        if rows.width == 0 {
            continue;
        }
        let changed = rows
            .bits
            .chunks(rows.width)
            .zip(rows.before.chunks(rows.width));
        for ((now, was), inst) in changed.zip(&rows.items) {
            for ((x, old), (name, ty)) in now.iter().zip(was).zip(&info.fields) {
                if x != old
                    && let Ok(v) = crate::eval::call::c_bits_to_value(*x, ty)
                {
                    inst.set_attr(name, v);
                }
            }
        }
    }
}
