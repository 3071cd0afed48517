//! `:layout expr`: a view drawn in its base buffer. The buffer's elements
//! are listed in address order, and each element the view reaches is
//! marked with its index in the view, so offset, shape and byte strides
//! can be read off the picture.

use crate::array::{Array, Scalar};
use crate::eval::echo::view_header;
use std::collections::HashMap;
use std::fmt::Write;

/// Rows of the buffer drawn at most; rows the view does not touch are
/// elided first.
const MAX_ROWS: usize = 40;

/// Views with more elements than this are described, not drawn.
const MAX_MARKED: usize = 1 << 20;

fn scalar_text(s: Scalar) -> String {
    match s {
        Scalar::Int(i) => i.to_string(),
        Scalar::Float(x) => crate::eval::format::float_repr(x),
        Scalar::Bool(b) => if b { "True" } else { "False" }.to_string(),
        Scalar::Complex(re, im) => crate::eval::complex::repr(re, im),
    }
}

fn index_text(ix: &[usize]) -> String {
    let parts: Vec<String> = ix.iter().map(|i| i.to_string()).collect();
    format!("[{}]", parts.join(","))
}

/// Elements per drawn row: the last extent of the C-contiguous array of
/// two or more dimensions that covers the whole buffer (the view itself or
/// one it came from), else the view's widest stride in elements, else 8.
fn row_len(a: &Array, n_elems: usize) -> usize {
    let mut chain = vec![a];
    while let Some(b) = &chain[chain.len() - 1].base {
        chain.push(b);
    }
    let whole =
        |x: &Array| x.ndim() >= 2 && x.is_c_contig() && x.size() * x.itemsize() == x.buf.nbytes();
    let item = a.itemsize().max(1) as isize;
    let widest = a.strides.iter().map(|s| s.abs() / item).max().unwrap_or(0);
    let n = match chain.iter().find(|x| whole(x)) {
        Some(x) => x.shape.last().copied().unwrap_or(8),
        None if (2..=16).contains(&widest) && a.ndim() >= 2 => widest as usize,
        None => 8,
    };
    n.clamp(1, 16).min(n_elems.max(1))
}

/// Which view index each byte offset holds (the first, if several).
fn indices_by_offset(a: &Array) -> HashMap<usize, Vec<usize>> {
    let mut map = HashMap::new();
    let mut ix = vec![0usize; a.ndim()];
    for off in a.offsets() {
        map.entry(off).or_insert_with(|| ix.clone());
        for k in (0..ix.len()).rev() {
            ix[k] += 1;
            if ix[k] < a.shape[k] {
                break;
            }
            ix[k] = 0;
        }
    }
    map
}

/// The drawing, `cty` being the view's declared type when it is a typed
/// memoryview.
pub fn draw(a: &Array, cty: Option<&str>) -> String {
    let item = a.itemsize().max(1);
    let n_elems = a.buf.nbytes() / item;
    let (lo, hi) = a.extents();
    let mut out = String::new();
    let _ = writeln!(out, "{}", view_header(a, cty));
    let letters = ['i', 'j', 'k', 'l', 'm', 'n', 'p', 'q'];
    let mut formula = a.offset.to_string();
    let mut index = Vec::new();
    for (k, s) in a.strides.iter().enumerate() {
        let var = letters.get(k).copied().unwrap_or('x');
        index.push(var.to_string());
        formula.push_str(&format!(
            " {} {}·{var}",
            if *s < 0 { '-' } else { '+' },
            s.abs()
        ));
    }
    let _ = writeln!(
        out,
        "element [{}] is at byte {formula}; the view reaches bytes [{lo}, {hi}) of {}",
        index.join(", "),
        a.buf.nbytes(),
    );
    let _ = writeln!(
        out,
        "buffer of {n_elems} × {} in address order; view elements marked with their index:",
        a.dtype.name()
    );
    if a.size() > MAX_MARKED || n_elems > MAX_MARKED * 4 {
        let _ = writeln!(
            out,
            "(too large to draw element by element: the view has {} elements, the buffer {n_elems})",
            a.size()
        );
        return out;
    }
    let marks = indices_by_offset(a);
    let per_row = row_len(a, n_elems);
    let rows = n_elems.div_ceil(per_row);
    let touched = |r: usize| {
        (r * per_row..((r + 1) * per_row).min(n_elems)).any(|e| marks.contains_key(&(e * item)))
    };
    let shown: Vec<usize> = if rows <= MAX_ROWS {
        (0..rows).collect()
    } else {
        (0..rows).filter(|&r| touched(r)).take(MAX_ROWS).collect()
    };
    let cells: Vec<Vec<String>> = shown
        .iter()
        .map(|&r| {
            (r * per_row..((r + 1) * per_row).min(n_elems))
                .map(|e| {
                    let off = e * item;
                    let v = scalar_text(a.buf.load(a.dtype, off).unwrap_or(Scalar::Int(0)));
                    match marks.get(&off) {
                        Some(ix) => format!("{v} {}", index_text(ix)),
                        None => format!("{v} ·"),
                    }
                })
                .collect()
        })
        .collect();
    let width = cells
        .iter()
        .flatten()
        .map(|c| c.chars().count())
        .max()
        .unwrap_or(1);
    let off_width = (rows * per_row * item).to_string().len();
    let mut prev: Option<usize> = None;
    for (&r, row) in shown.iter().zip(&cells) {
        if prev.is_some_and(|p| p + 1 != r) {
            let _ = writeln!(out, "  {:>off_width$}   ...", "");
        }
        prev = Some(r);
        let mut line = format!("  {:>off_width$} B ", r * per_row * item);
        for c in row {
            let _ = write!(line, " {c:<width$}");
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    if shown.len() < rows {
        let _ = writeln!(
            out,
            "  ({} rows the view does not touch not shown)",
            rows - shown.len()
        );
    }
    out
}
