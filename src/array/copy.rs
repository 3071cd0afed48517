//! Copying elements between views: new contiguous copies and assignment
//! into an existing view, as raw bits when the dtypes agree.
//!
//! Both walk the destination in bands of rows (of the last axis), each
//! band on the current rayon pool when the caller says `par`. Within a
//! band, a source whose last axis is not contiguous (a transpose, say) is
//! read in tiles `TILE` columns wide, so that the `TILE` source lines a
//! tile touches stay in cache while the band's rows use them, instead of
//! every element being a line a stride apart.

use super::DType;
use super::buffer::{Buffer, Run};
use super::view::{Array, ArrayError};
use rayon::prelude::*;

/// Columns per tile of a strided source.
const TILE: usize = 32;
/// About the elements a band holds: enough to amortise a band's setup,
/// few enough that a band of a 2-D transpose stays in L2.
const BAND_ELEMS: usize = 4096;

/// Where the rows (of the last axis) of a view start, and how the view
/// is cut into bands of rows.
struct Rows<'a> {
    a: &'a Array,
    cols: usize,
    step: isize,
    /// Rows per band: a multiple of `TILE` when the source is tiled.
    per_band: usize,
}

impl<'a> Rows<'a> {
    /// `a`'s rows; a 0-D view is one row of one element.
    fn of(a: &'a Array, tiled: bool) -> Rows<'a> {
        let nd = a.ndim();
        let (cols, step) = if nd == 0 {
            (1, 0)
        } else {
            (a.shape[nd - 1], a.strides[nd - 1])
        };
        let mut per_band = (BAND_ELEMS / cols.max(1)).max(1);
        if tiled {
            per_band = per_band.next_multiple_of(TILE);
        }
        Rows {
            a,
            cols,
            step,
            per_band,
        }
    }

    fn count(&self) -> usize {
        self.a.size().checked_div(self.cols).unwrap_or(0)
    }

    /// The byte offset of row `g` (rows counted in C order over all axes
    /// but the last).
    fn start(&self, mut g: usize) -> isize {
        let a = self.a;
        let mut off = a.offset as isize;
        for ax in (0..a.ndim().saturating_sub(1)).rev() {
            let n = a.shape[ax].max(1);
            off += (g % n) as isize * a.strides[ax];
            g /= n;
        }
        off
    }

    /// Is the last axis strided (so better read in tiles)?
    fn strided(&self, itemsize: usize) -> bool {
        self.step.unsigned_abs() > itemsize && self.count() > 1
    }
}

/// Runs `band(first_row, rows)` over the bands of `rows` rows each that
/// cover `0..count`, on the pool when `par`.
fn for_bands(count: usize, rows: usize, par: bool, band: impl Fn(usize, usize) + Sync) {
    let bands = count.div_ceil(rows.max(1));
    let one = |b: usize| {
        let lo = b * rows;
        band(lo, rows.min(count - lo));
    };
    if par {
        (0..bands).into_par_iter().for_each(one);
    } else {
        (0..bands).for_each(one);
    }
}

impl Array {
    /// A new contiguous copy (C order, or Fortran with `fortran`), with the
    /// elements converted to `dtype`; the copying on the pool when `par`.
    pub fn copy_as(&self, dtype: DType, fortran: bool, par: bool) -> Result<Array, ArrayError> {
        let c_order = !fortran || self.ndim() <= 1;
        if dtype == self.dtype && dtype.itemsize() == 8 && c_order {
            return self.copy_words(par);
        }
        let out = Array::zeros(dtype, &self.shape, fortran)?;
        if dtype == self.dtype {
            out.copy_bits_from(self, par);
            return Ok(out);
        }
        if c_order && super::flat::convert(&out, self) {
            return Ok(out);
        }
        for (s, d) in self.offsets().zip(out.offsets()) {
            out.store(d, dtype.wrap(self.load(s)));
        }
        Ok(out)
    }

    /// A C-ordered copy of an 8-byte array, written once into a buffer
    /// built band by band (`Buffer::from_word_bands`).
    fn copy_words(&self, par: bool) -> Result<Array, ArrayError> {
        let tiled = Rows::of(self, false).strided(8);
        let src = Rows::of(self, tiled);
        let cols = src.cols;
        let band_words = src.per_band * cols;
        let buf = Buffer::from_word_bands(self.size(), band_words, par, |lo, out| {
            let first = lo / cols.max(1);
            if tiled {
                tile_into(&src, first, out);
            } else {
                rows_into(&src, first, out);
            }
        })
        .ok_or(ArrayError::Memory)?;
        Array::from_words(self.dtype, &self.shape, buf)
    }

    /// Copies `src` (same shape) into this view, as if through a temporary
    /// when the two overlap; the copying on the pool when `par`.
    pub fn assign_from(&self, src: &Array, par: bool) -> Result<(), ArrayError> {
        if self.readonly.get() {
            return Err(ArrayError::Value(
                "assignment destination is read-only".into(),
            ));
        }
        if src.dtype == self.dtype
            && !std::sync::Arc::ptr_eq(&src.buf, &self.buf)
            && src.shape == self.shape
        {
            self.copy_bits_from(src, par);
            return Ok(());
        }
        let vals = src.values();
        for (off, v) in self.offsets().zip(vals) {
            self.store(off, self.dtype.wrap(v));
        }
        Ok(())
    }

    /// Copies the elements of `src` (same shape and dtype, another buffer)
    /// as raw bits, with the element width a constant so that each access
    /// compiles to one load or store of that width.
    fn copy_bits_from(&self, src: &Array, par: bool) {
        match self.itemsize() {
            8 => self.copy_runs::<8>(src, par),
            4 => self.copy_runs::<4>(src, par),
            2 => self.copy_runs::<2>(src, par),
            1 => self.copy_runs::<1>(src, par),
            // A `complex128` is wider than any atomic access: its
            // elements go through `load`/`store`, part by part.
            _ => {
                for (s, d) in src.offsets().zip(self.offsets()) {
                    self.store(d, src.load(s));
                }
            }
        }
    }

    fn copy_runs<const W: usize>(&self, src: &Array, par: bool) {
        let Some(dst_w) = self.buf.writer() else {
            return;
        };
        let tiled = Rows::of(src, false).strided(W);
        let from = Rows::of(src, tiled);
        let to = Rows::of(self, tiled);
        let tile = if tiled { TILE } else { from.cols.max(1) };
        for_bands(to.count(), to.per_band, par, |first, rows| {
            let starts: Vec<(isize, isize)> = (first..first + rows)
                .map(|g| (from.start(g), to.start(g)))
                .collect();
            for j0 in (0..from.cols).step_by(tile) {
                let w = tile.min(from.cols - j0);
                for &(s, d) in &starts {
                    let (s, d) = (s + j0 as isize * from.step, d + j0 as isize * to.step);
                    let (Some(r), Some(o)) = (
                        src.buf.run::<W>(s, from.step, w),
                        dst_w.run::<W>(d, to.step, w),
                    ) else {
                        continue;
                    };
                    for k in 0..w {
                        o.set(k, r.get(k));
                    }
                }
            }
        });
    }
}

/// Fills `out` (whole rows from row `first` on, C order) from `src`'s rows
/// read one after another.
fn rows_into(src: &Rows<'_>, first: usize, out: &mut [u64]) {
    for (r, row) in out.chunks_mut(src.cols.max(1)).enumerate() {
        read_run(src, src.start(first + r), row);
    }
}

/// Fills `out` (whole rows from row `first` on) from a source whose last
/// axis is strided, `TILE` columns of all the band's rows at a time.
fn tile_into(src: &Rows<'_>, first: usize, out: &mut [u64]) {
    let cols = src.cols.max(1);
    let starts: Vec<isize> = (first..first + out.len() / cols)
        .map(|g| src.start(g))
        .collect();
    for j0 in (0..cols).step_by(TILE) {
        let w = TILE.min(cols - j0);
        for (r, &s) in starts.iter().enumerate() {
            let at = r * cols + j0;
            read_run(src, s + j0 as isize * src.step, &mut out[at..at + w]);
        }
    }
}

/// `out[k]` = the `k`-th element of the run from `off` along `src`'s last
/// axis (zeros if the run were outside the buffer, which a view's
/// invariant rules out).
fn read_run(src: &Rows<'_>, off: isize, out: &mut [u64]) {
    let run: Option<Run<'_, 8>> = src.a.buf.run::<8>(off, src.step, out.len());
    match run {
        Some(r) => {
            for (k, o) in out.iter_mut().enumerate() {
                *o = r.get(k);
            }
        }
        None => out.fill(0),
    }
}
