//! Array views: a shared buffer, a dtype, a byte offset, a shape and byte
//! strides — the NumPy/Cython memory model. Slicing, integer indexing and
//! transposing make new views in O(ndim); copies make new buffers.

use super::buffer::Buffer;
use super::dtype::{DType, Scalar};
use std::sync::Arc;

/// Cython's and NumPy's limit on dimensions.
pub const MAX_NDIM: usize = 8;

/// Why an array operation failed; the language layer turns these into
/// Python exceptions with NumPy's or Cython's wording.
#[derive(Debug, Clone, PartialEq)]
pub enum ArrayError {
    /// `IndexError`
    Index(String),
    /// `IndexError`: integer `index` outside axis `axis` of length
    /// `size` (NumPy and Cython word it differently).
    OutOfBounds {
        index: i64,
        axis: usize,
        size: usize,
    },
    /// `ValueError`
    Value(String),
    /// `MemoryError`
    Memory,
    /// `TypeError`
    Type(String),
}

/// One view.
///
/// Invariants (established by every constructor, relied on by element
/// access): `shape.len() == strides.len() <= MAX_NDIM`; `offset` and every
/// stride are multiples of `dtype.itemsize()`; and for every index inside
/// `shape`, `offset + Σ index[k] * strides[k]` is a non-negative byte offset
/// whose element lies entirely inside `buf` (checked by `fits`).
#[derive(Debug, Clone)]
pub struct Array {
    pub buf: Arc<Buffer>,
    pub dtype: DType,
    pub offset: usize,
    pub shape: Vec<usize>,
    pub strides: Vec<isize>,
    /// The array this one is a view of (NumPy's `.base`), if any.
    pub base: Option<Arc<Array>>,
    pub readonly: ReadOnly,
}

/// Whether an array refuses writes. Shared arrays are `Arc<Array>`, and
/// `a.setflags(write=False)` changes the one array object every name of it
/// sees, so the flag changes in place; a clone (a new array object)
/// starts with the flag as it was.
#[derive(Debug, Default)]
pub struct ReadOnly(std::sync::atomic::AtomicBool);

impl ReadOnly {
    pub fn new(on: bool) -> ReadOnly {
        ReadOnly(std::sync::atomic::AtomicBool::new(on))
    }

    pub fn get(&self) -> bool {
        self.0.load(std::sync::atomic::Ordering::Relaxed)
    }

    pub fn set(&self, on: bool) {
        self.0.store(on, std::sync::atomic::Ordering::Relaxed);
    }
}

impl Clone for ReadOnly {
    fn clone(&self) -> ReadOnly {
        ReadOnly::new(self.get())
    }
}

/// One component of a subscript, already resolved against its axis.
#[derive(Debug, Clone, Copy)]
pub enum Sub {
    /// An integer index (may be negative: counted from the end).
    Index(i64),
    /// A Python slice (`None` parts are defaults).
    Slice(Option<i64>, Option<i64>, Option<i64>),
    /// `None`: a new axis of length 1.
    NewAxis,
    /// `...`
    Ellipsis,
}

/// CPython's `PySlice_AdjustIndices`: the first index, the count and the
/// step of a slice over an axis of length `len`.
pub fn py_slice(
    start: Option<i64>,
    stop: Option<i64>,
    step: Option<i64>,
    len: usize,
) -> Result<(i64, usize, i64), ArrayError> {
    // CPython clamps a step to ±PY_SSIZE_T_MAX, so that it negates.
    let step = step.unwrap_or(1).max(-i64::MAX);
    if step == 0 {
        return Err(ArrayError::Value("slice step cannot be zero".into()));
    }
    let len = len as i64;
    let (lo, hi) = if step < 0 { (-1, len - 1) } else { (0, len) };
    let adjust = |v: Option<i64>, default: i64| match v {
        None => default,
        Some(i) if i < 0 => (i + len).max(lo),
        Some(i) => i.min(hi),
    };
    let start = adjust(start, if step < 0 { hi } else { lo });
    let stop = adjust(stop, if step < 0 { lo } else { hi });
    let count = if step > 0 && start < stop {
        (stop - start - 1) / step + 1
    } else if step < 0 && start > stop {
        (start - stop - 1) / (-step) + 1
    } else {
        0
    };
    Ok((start, count as usize, step))
}

pub(super) fn product(shape: &[usize]) -> Option<usize> {
    shape.iter().try_fold(1usize, |acc, &n| acc.checked_mul(n))
}

/// Advances a multi-index over `shape` in row order (the last axis
/// fastest), wrapping to all zeros after the last element.
pub fn next_index(idx: &mut [usize], shape: &[usize]) {
    for k in (0..idx.len()).rev() {
        idx[k] += 1;
        if idx[k] < shape[k] {
            return;
        }
        idx[k] = 0;
    }
}

/// C-order (row-major) byte strides for a shape.
pub fn c_strides(shape: &[usize], itemsize: usize) -> Vec<isize> {
    let mut strides = vec![0isize; shape.len()];
    let mut acc = itemsize as isize;
    for k in (0..shape.len()).rev() {
        strides[k] = acc;
        acc *= shape[k].max(1) as isize;
    }
    strides
}

/// Fortran-order (column-major) byte strides.
pub fn f_strides(shape: &[usize], itemsize: usize) -> Vec<isize> {
    let mut strides = vec![0isize; shape.len()];
    let mut acc = itemsize as isize;
    for k in 0..shape.len() {
        strides[k] = acc;
        acc *= shape[k].max(1) as isize;
    }
    strides
}

impl Array {
    /// A new zero-filled array in C (or Fortran) order.
    pub fn zeros(dtype: DType, shape: &[usize], fortran: bool) -> Result<Array, ArrayError> {
        if shape.len() > MAX_NDIM {
            return Err(ArrayError::Value(format!(
                "maximum supported dimension for an ndarray is currently {MAX_NDIM}, found {}",
                shape.len()
            )));
        }
        let n = product(shape).ok_or(ArrayError::Memory)?;
        let nbytes = n.checked_mul(dtype.itemsize()).ok_or(ArrayError::Memory)?;
        let buf = Buffer::zeroed(nbytes).ok_or(ArrayError::Memory)?;
        let strides = if fortran {
            f_strides(shape, dtype.itemsize())
        } else {
            c_strides(shape, dtype.itemsize())
        };
        Ok(Array {
            buf: Arc::new(buf),
            dtype,
            offset: 0,
            shape: shape.to_vec(),
            strides,
            base: None,
            readonly: ReadOnly::new(false),
        })
    }

    /// A new C-ordered array of an 8-byte dtype over `buf`, which
    /// `Buffer::from_word_bands` built with one word per element.
    pub fn from_words(dtype: DType, shape: &[usize], buf: Buffer) -> Result<Array, ArrayError> {
        if dtype.itemsize() != 8 {
            return Err(ArrayError::Memory);
        }
        Array::over(dtype, shape, buf)
    }

    /// A new C-ordered array of `dtype` whose elements are exactly the
    /// bytes of `buf` (built by `Buffer::from_byte_bands` for bools).
    pub fn over(dtype: DType, shape: &[usize], buf: Buffer) -> Result<Array, ArrayError> {
        let n = product(shape).ok_or(ArrayError::Memory)?;
        let size = n.checked_mul(dtype.itemsize()).ok_or(ArrayError::Memory)?;
        if buf.nbytes() != size || shape.len() > MAX_NDIM {
            return Err(ArrayError::Memory);
        }
        Ok(Array {
            buf: Arc::new(buf),
            dtype,
            offset: 0,
            shape: shape.to_vec(),
            strides: c_strides(shape, dtype.itemsize()),
            base: None,
            readonly: ReadOnly::new(false),
        })
    }

    pub fn ndim(&self) -> usize {
        self.shape.len()
    }

    pub fn size(&self) -> usize {
        product(&self.shape).unwrap_or(0)
    }

    pub fn itemsize(&self) -> usize {
        self.dtype.itemsize()
    }

    /// The half-open byte range of the buffer this view can touch.
    pub fn extents(&self) -> (usize, usize) {
        if self.size() == 0 {
            return (self.offset, self.offset);
        }
        let mut lo = self.offset as isize;
        let mut hi = self.offset as isize;
        for (&n, &s) in self.shape.iter().zip(&self.strides) {
            let span = (n as isize - 1) * s;
            if span < 0 {
                lo += span;
            } else {
                hi += span;
            }
        }
        (lo.max(0) as usize, hi as usize + self.itemsize())
    }

    /// Does every element of this layout lie inside the buffer?
    fn fits(&self) -> bool {
        if self.size() == 0 {
            return true;
        }
        let mut lo = self.offset as isize;
        let mut hi = self.offset as isize;
        for (&n, &s) in self.shape.iter().zip(&self.strides) {
            let span = (n as isize - 1) * s;
            if span < 0 {
                lo += span;
            } else {
                hi += span;
            }
        }
        lo >= 0 && (hi as usize + self.itemsize()) <= self.buf.nbytes()
    }

    pub fn is_c_contig(&self) -> bool {
        let mut expect = self.itemsize() as isize;
        for k in (0..self.ndim()).rev() {
            if self.shape[k] != 1 && self.strides[k] != expect {
                return self.size() == 0;
            }
            expect *= self.shape[k] as isize;
        }
        true
    }

    pub fn is_f_contig(&self) -> bool {
        let mut expect = self.itemsize() as isize;
        for k in 0..self.ndim() {
            if self.shape[k] != 1 && self.strides[k] != expect {
                return self.size() == 0;
            }
            expect *= self.shape[k] as isize;
        }
        true
    }

    /// The byte offset of an element (indices already within the shape).
    #[inline(always)]
    pub fn offset_of(&self, index: &[usize]) -> usize {
        let mut off = self.offset as isize;
        for (i, s) in index.iter().zip(&self.strides) {
            off += *i as isize * s;
        }
        off as usize
    }

    /// Reads the element at a byte offset produced from this view.
    #[inline(always)]
    pub fn load(&self, off: usize) -> Scalar {
        self.buf.load(self.dtype, off).unwrap_or(Scalar::Int(0))
    }

    #[inline(always)]
    pub fn store(&self, off: usize, v: Scalar) {
        self.buf.store(self.dtype, off, v);
    }

    /// Byte offsets of every element, in C order.
    pub fn offsets(&self) -> Offsets<'_> {
        let n = self.size();
        Offsets {
            shape: &self.shape,
            strides: &self.strides,
            idx: [0; MAX_NDIM],
            off: self.offset as isize,
            left: n,
        }
    }

    pub fn values(&self) -> Vec<Scalar> {
        if let Some(v) = super::flat::values(self) {
            return v;
        }
        self.offsets().map(|o| self.load(o)).collect()
    }

    /// The view of `me`'s buffer at byte `offset` with `shape` and
    /// `strides`, its base and writability those of a slice of `me`: a
    /// typed memoryview's `m[i, :]` built without parsing an index object.
    /// (Every access is checked against the buffer, whatever the view.)
    pub fn sub_view(
        me: &Arc<Array>,
        offset: usize,
        shape: Vec<usize>,
        strides: Vec<isize>,
    ) -> Array {
        Array {
            offset,
            shape,
            strides,
            ..me.derived(me)
        }
    }

    /// A view sharing this one's buffer (its `.base` is this view's base,
    /// or this view itself).
    fn derived(&self, me: &Arc<Array>) -> Array {
        Array {
            buf: self.buf.clone(),
            dtype: self.dtype,
            offset: self.offset,
            shape: Vec::new(),
            strides: Vec::new(),
            base: Some(self.base.clone().unwrap_or_else(|| me.clone())),
            readonly: self.readonly.clone(),
        }
    }

    /// `a.real` / `a.imag` of a complex array: its parts as a float view
    /// of the same buffer with the same strides (the imaginary parts one
    /// part further on), as NumPy gives, so a write through it changes
    /// `a`. The strides stay multiples of the part's size.
    pub fn complex_part(me: &Arc<Array>, imag: bool) -> Option<Array> {
        let part = me.dtype.complex_part()?;
        let mut out = me.derived(me);
        out.dtype = part;
        out.offset += if imag { part.itemsize() } else { 0 };
        out.shape = me.shape.clone();
        out.strides = me.strides.clone();
        Some(out)
    }

    /// Applies a subscript: integers drop axes, slices keep them, `None`
    /// adds one, `...` stands for the untouched middle axes. Returns the
    /// element's byte offset when every axis got an integer.
    pub fn subscript(me: &Arc<Array>, subs: &[Sub]) -> Result<Result<usize, Array>, ArrayError> {
        let consumed = subs
            .iter()
            .filter(|s| matches!(s, Sub::Index(_) | Sub::Slice(..)))
            .count();
        let ellipses = subs.iter().filter(|s| matches!(s, Sub::Ellipsis)).count();
        if ellipses > 1 {
            return Err(ArrayError::Index(
                "an index can only have a single ellipsis ('...')".into(),
            ));
        }
        if consumed > me.ndim() {
            return Err(ArrayError::Index(format!(
                "too many indices for array: array is {}-dimensional, but {} were indexed",
                me.ndim(),
                consumed
            )));
        }
        let mut out = me.derived(me);
        let mut off = me.offset as isize;
        let mut axis = 0usize;
        let all_ints = ellipses == 0
            && consumed == me.ndim()
            && subs.iter().all(|s| matches!(s, Sub::Index(_)));
        for s in subs {
            match *s {
                Sub::Index(i) => {
                    let n = me.shape[axis] as i64;
                    let j = if i < 0 { i + n } else { i };
                    if j < 0 || j >= n {
                        return Err(ArrayError::OutOfBounds {
                            index: i,
                            axis,
                            size: n as usize,
                        });
                    }
                    off += j as isize * me.strides[axis];
                    axis += 1;
                }
                Sub::Slice(a, b, c) => {
                    let (first, count, step) = py_slice(a, b, c, me.shape[axis])?;
                    if count > 0 {
                        off += first as isize * me.strides[axis];
                    }
                    out.shape.push(count);
                    // A step beyond the axis takes at most one element,
                    // whose stride is never followed: any value will do.
                    let st = me.strides[axis];
                    out.strides
                        .push(st.checked_mul(step as isize).unwrap_or(st));
                    axis += 1;
                }
                Sub::NewAxis => {
                    out.shape.push(1);
                    out.strides.push(0);
                }
                Sub::Ellipsis => {
                    let rest = me.ndim() - consumed;
                    for _ in 0..rest {
                        out.shape.push(me.shape[axis]);
                        out.strides.push(me.strides[axis]);
                        axis += 1;
                    }
                }
            }
        }
        while axis < me.ndim() {
            out.shape.push(me.shape[axis]);
            out.strides.push(me.strides[axis]);
            axis += 1;
        }
        if out.shape.len() > MAX_NDIM {
            return Err(ArrayError::Index(format!(
                "number of dimensions must be within [0, {MAX_NDIM}]"
            )));
        }
        if all_ints {
            return Ok(Ok(off as usize));
        }
        out.offset = off as usize;
        if !out.fits() {
            return Err(ArrayError::Index("view outside its buffer".into()));
        }
        Ok(Err(out))
    }

    /// The axes permuted (`None`: reversed, as `.T`).
    pub fn transpose(me: &Arc<Array>, axes: Option<&[usize]>) -> Result<Array, ArrayError> {
        let nd = me.ndim();
        let perm: Vec<usize> = match axes {
            None => (0..nd).rev().collect(),
            Some(a) => {
                if a.len() != nd {
                    return Err(ArrayError::Value("axes don't match array".into()));
                }
                let mut seen = vec![false; nd];
                for &k in a {
                    if k >= nd || seen[k] {
                        return Err(ArrayError::Value("axes don't match array".into()));
                    }
                    seen[k] = true;
                }
                a.to_vec()
            }
        };
        let mut out = me.derived(me);
        out.shape = perm.iter().map(|&k| me.shape[k]).collect();
        out.strides = perm.iter().map(|&k| me.strides[k]).collect();
        Ok(out)
    }

    /// `a.view(dtype)`: the same bytes read as elements of `d`, as NumPy
    /// reinterprets them. Another item size regroups the bytes of the last
    /// axis, which must then be contiguous; every other stride and the
    /// offset must stay multiples of the new item size.
    pub fn view_as(me: &Arc<Array>, d: DType) -> Result<Array, ArrayError> {
        let (old, new) = (me.dtype.itemsize(), d.itemsize());
        let mut out = me.derived(me);
        out.shape = me.shape.clone();
        out.strides = me.strides.clone();
        out.dtype = d;
        if old == new {
            return Ok(out);
        }
        let Some(last) = me.ndim().checked_sub(1) else {
            return Err(ArrayError::Value(
                "Changing the dtype of a 0d array is only supported if the itemsize is unchanged"
                    .into(),
            ));
        };
        if me.shape[last] != 1 && me.strides[last] != old as isize {
            return Err(ArrayError::Value(
                "To change to a dtype of a different size, the last axis must be contiguous".into(),
            ));
        }
        let bytes = me.shape[last] * old;
        if new < old && !old.is_multiple_of(new) {
            return Err(ArrayError::Value(
                "When changing to a smaller dtype, its size must be a divisor of the size of \
                 original dtype"
                    .into(),
            ));
        }
        if !bytes.is_multiple_of(new) {
            return Err(ArrayError::Value(
                "When changing to a larger dtype, its size must be a divisor of the total size \
                 in bytes of the last axis of the array."
                    .into(),
            ));
        }
        let aligned = me.offset.is_multiple_of(new)
            && me.strides[..last]
                .iter()
                .all(|s| s.unsigned_abs().is_multiple_of(new));
        if !aligned {
            return Err(ArrayError::Value(
                "the array's other strides are not multiples of the new item size".into(),
            ));
        }
        out.shape[last] = bytes / new;
        out.strides[last] = new as isize;
        if !out.fits() {
            return Err(ArrayError::Value(
                "the view would reach past the buffer".into(),
            ));
        }
        Ok(out)
    }

    /// A view of the same buffer and offset with any shape and byte
    /// strides (`as_strided`), refused unless every element it reaches
    /// lies inside the buffer: NumPy reads whatever memory such a view
    /// names, arr never does.
    pub fn restrided(
        me: &Arc<Array>,
        shape: &[usize],
        strides: &[isize],
    ) -> Result<Array, ArrayError> {
        if shape.len() != strides.len() {
            return Err(ArrayError::Value(
                "mismatch in length of strides and shape".into(),
            ));
        }
        if shape.len() > MAX_NDIM {
            return Err(ArrayError::Value(format!(
                "maximum supported dimension for an ndarray is currently {MAX_NDIM}, found {}",
                shape.len()
            )));
        }
        let size = me.itemsize() as isize;
        if let Some(s) = strides.iter().find(|s| *s % size != 0) {
            return Err(ArrayError::Value(format!(
                "stride {s} is not a multiple of the item size {size}: arr reads {} elements only at aligned offsets",
                me.dtype.name()
            )));
        }
        product(shape).ok_or(ArrayError::Memory)?;
        let spans: Option<Vec<isize>> = shape
            .iter()
            .zip(strides)
            .map(|(&n, &s)| (n.max(1) as isize - 1).checked_mul(s))
            .collect();
        let out = Array {
            buf: me.buf.clone(),
            dtype: me.dtype,
            offset: me.offset,
            shape: shape.to_vec(),
            strides: strides.to_vec(),
            base: Some(me.clone()),
            readonly: ReadOnly::new(me.readonly.get()),
        };
        let reach = spans.and_then(|v| {
            v.iter().try_fold((0isize, 0isize), |(lo, hi), &d| {
                Some(if d < 0 {
                    (lo.checked_add(d)?, hi)
                } else {
                    (lo, hi.checked_add(d)?)
                })
            })
        });
        if reach.is_none() || !out.fits() {
            let (lo, hi) = reach.unwrap_or((isize::MIN, isize::MAX));
            let start = me.offset as isize + lo;
            let end = (me.offset as isize).saturating_add(hi).saturating_add(size);
            return Err(ArrayError::Value(format!(
                "a view of shape {} with strides {} would reach bytes {start} to {end} of a {}-byte buffer",
                shape_str(shape),
                tuple_str(strides),
                me.buf.nbytes()
            )));
        }
        Ok(out)
    }

    /// The elements in C order under a new shape: a view whenever the
    /// strides allow one, as NumPy's `reshape` gives (so a write through
    /// it reaches the original), else a copy. The same shape keeps the
    /// strides; a contiguous array (or one of at most one element) gets
    /// C strides; any other is regrouped by `nocopy_strides`.
    pub fn reshape(me: &Arc<Array>, shape: &[usize]) -> Result<Array, ArrayError> {
        let n = product(shape).ok_or(ArrayError::Memory)?;
        if n != me.size() {
            return Err(ArrayError::Value(format!(
                "cannot reshape array of size {} into shape {}",
                me.size(),
                shape_msg(shape)
            )));
        }
        let strides = if shape == me.shape.as_slice() {
            Some(me.strides.clone())
        } else if me.is_c_contig() || me.size() <= 1 {
            Some(c_strides(shape, me.itemsize()))
        } else {
            nocopy_strides(&me.shape, &me.strides, shape, me.itemsize())
        };
        if let Some(strides) = strides {
            let mut out = me.derived(me);
            out.shape = shape.to_vec();
            out.strides = strides;
            return Ok(out);
        }
        let mut c = me.copy_as(me.dtype, false, false)?;
        c.strides = c_strides(shape, me.itemsize());
        c.shape = shape.to_vec();
        Ok(c)
    }

    /// Sets every element.
    pub fn fill(&self, v: Scalar) {
        if super::flat::fill(self, v) {
            return;
        }
        let v = self.dtype.wrap(v);
        for off in self.offsets() {
            self.store(off, v);
        }
    }
}

/// The strides that read the elements of a view of shape `old` and
/// strides `old_strides` in C order under the shape `new` (of the same
/// size), or None when no strides can (the view must be copied).
///
/// Axes of length 1 are dropped first: they are never stepped along.
/// Then the two shapes are cut into the shortest runs of axes with equal
/// products. A run of old axes can be read as one when each axis steps
/// exactly over the whole of the next (`stride[k] == len[k+1] *
/// stride[k+1]`); the new axes of the run then get C strides built up
/// from the run's innermost stride. New axes of length 1 left over at
/// the end take the stride before them (NumPy's choice, which shows in
/// `.strides`).
fn nocopy_strides(
    old: &[usize],
    old_strides: &[isize],
    new: &[usize],
    itemsize: usize,
) -> Option<Vec<isize>> {
    let (dims, strides): (Vec<usize>, Vec<isize>) = old
        .iter()
        .zip(old_strides)
        .filter(|(d, _)| **d != 1)
        .map(|(d, s)| (*d, *s))
        .unzip();
    let mut out = vec![0isize; new.len()];
    let (mut oi, mut ni) = (0, 0);
    while ni < new.len() && oi < dims.len() {
        let (mut oj, mut nj) = (oi + 1, ni + 1);
        let (mut op, mut np) = (dims[oi], new[ni]);
        while np != op {
            if np < op {
                np = np.checked_mul(*new.get(nj)?)?;
                nj += 1;
            } else {
                op = op.checked_mul(*dims.get(oj)?)?;
                oj += 1;
            }
        }
        let joined = (oi..oj - 1).all(|k| strides[k] == dims[k + 1] as isize * strides[k + 1]);
        if !joined {
            return None;
        }
        out[nj - 1] = strides[oj - 1];
        for k in (ni + 1..nj).rev() {
            out[k - 1] = out[k] * new[k] as isize;
        }
        ni = nj;
        oi = oj;
    }
    let last = if ni >= 1 {
        out[ni - 1]
    } else {
        itemsize as isize
    };
    for s in &mut out[ni..] {
        *s = last;
    }
    Some(out)
}

/// `(2, 3)` / `(5,)` as NumPy prints shapes.
/// A shape as NumPy writes it in error messages: `(2,3)`, `(3,)`.
pub fn shape_msg(shape: &[usize]) -> String {
    shape_str(shape).replace(", ", ",")
}

/// A shape as NumPy's repr writes it: `(2, 3)`, `(3,)`.
pub fn shape_str(shape: &[usize]) -> String {
    tuple_str(shape)
}

/// Numbers as Python prints a tuple of them (`(3,)`, `(2, 4)`).
fn tuple_str<T: std::fmt::Display>(xs: &[T]) -> String {
    match xs {
        [x] => format!("({x},)"),
        _ => format!(
            "({})",
            xs.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// The byte offsets of a view's elements in C order, computed as they are
/// visited (a whole-array operation then needs no memory per element
/// beyond its result).
pub struct Offsets<'a> {
    shape: &'a [usize],
    strides: &'a [isize],
    idx: [usize; MAX_NDIM],
    off: isize,
    left: usize,
}

impl Iterator for Offsets<'_> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.left == 0 {
            return None;
        }
        let cur = self.off as usize;
        self.left -= 1;
        if self.left > 0 {
            let mut k = self.shape.len().min(MAX_NDIM);
            while k > 0 {
                k -= 1;
                self.idx[k] += 1;
                self.off += self.strides[k];
                if self.idx[k] < self.shape[k] {
                    break;
                }
                self.off -= self.strides[k] * self.shape[k] as isize;
                self.idx[k] = 0;
            }
        }
        Some(cur)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl ExactSizeIterator for Offsets<'_> {}
