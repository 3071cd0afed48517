//! Manual memory: blocks from `malloc`/`calloc`/`PyMem_Malloc`, pointers
//! into them, and the checks that keep a C-style program memory-safe in
//! arr — an access past the end, a use after `free` and a double `free` are
//! errors naming the block and the lines that allocated and freed it, and
//! blocks never freed are reported when the program ends.

use super::exc::*;
use super::value::Value;
use crate::array::buffer::Buffer;
use crate::array::{DType, Scalar};
use parking_lot::Mutex;
use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

/// One allocated block.
#[derive(Debug)]
pub struct Block {
    pub buf: Arc<Buffer>,
    pub nbytes: usize,
    /// Line of the call that allocated it.
    pub line: usize,
    /// One more than the line of the `free`, once freed (0: live). An
    /// atomic, not a lock: every access through a pointer reads it.
    freed: AtomicUsize,
    /// Where the memory came from; only `malloc`'s may be freed.
    pub origin: Origin,
    /// Allocation number: the key of a `malloc` block in `BLOCKS`, and of
    /// the block in the address table once a pointer into it is stored.
    serial: u64,
    /// Has a pointer into the block been stored in memory? Then the
    /// address table learns how the block ended when it is dropped.
    addressed: AtomicBool,
}

/// `Block::freed` of a block whose storage ended without a `free` (a C
/// variable out of scope), as a stored address finds it.
const GONE: usize = usize::MAX;

impl Block {
    fn new(buf: Arc<Buffer>, nbytes: usize, line: usize, origin: Origin) -> Block {
        static SERIAL: AtomicU64 = AtomicU64::new(0);
        Block {
            buf,
            nbytes,
            line,
            freed: AtomicUsize::new(0),
            origin,
            serial: SERIAL.fetch_add(1, Ordering::Relaxed),
            addressed: AtomicBool::new(false),
        }
    }

    /// What a stored address of a block that no longer exists leads to:
    /// a block of no bytes that every access reports, with the line of
    /// its `free` (None: its storage ended).
    pub(super) fn tombstone(
        serial: u64,
        nbytes: usize,
        line: usize,
        origin: Origin,
        freed: Option<usize>,
    ) -> Option<Block> {
        Some(Block {
            buf: Arc::new(Buffer::zeroed(0)?),
            nbytes,
            line,
            freed: AtomicUsize::new(freed.map_or(GONE, |l| l + 1)),
            origin,
            serial,
            addressed: AtomicBool::new(false),
        })
    }

    /// A block over an array's buffer, as `&v[i]` makes it, for a stored
    /// address into that buffer.
    pub(super) fn over_buffer(buf: Arc<Buffer>, serial: u64) -> Block {
        Block {
            nbytes: buf.nbytes(),
            buf,
            line: 0,
            freed: AtomicUsize::new(0),
            origin: Origin::ArrayBuffer,
            serial,
            addressed: AtomicBool::new(false),
        }
    }

    pub(super) fn serial(&self) -> u64 {
        self.serial
    }

    /// Marks the block as having its address stored; true the first time.
    pub(super) fn mark_addressed(&self) -> bool {
        !self.addressed.swap(true, Ordering::AcqRel)
    }

    /// The line of the `free` that released the block.
    pub fn freed_at(&self) -> Option<usize> {
        match self.freed.load(Ordering::Acquire) {
            GONE => None,
            f => f.checked_sub(1),
        }
    }

    /// Did the block's storage end without a `free`?
    fn is_gone(&self) -> bool {
        self.freed.load(Ordering::Acquire) == GONE
    }

    /// Do two blocks hold the same bytes? (`&v[i]` makes a block over the
    /// array's buffer each time; a stored address may come back as a new
    /// block of the same allocation.)
    pub fn same(&self, other: &Block) -> bool {
        self.serial == other.serial || Arc::ptr_eq(&self.buf, &other.buf)
    }

    /// Marks the block freed at `line`; the line of an earlier `free`
    /// when there was one. The block leaves the leak registry, so its
    /// memory goes when the last pointer into it does.
    fn mark_freed(&self, line: usize) -> Result<(), usize> {
        match self
            .freed
            .compare_exchange(0, line + 1, Ordering::AcqRel, Ordering::Acquire)
        {
            Ok(_) => {
                BLOCKS.lock().remove(&self.serial);
                Ok(())
            }
            Err(at) => Err(at - 1),
        }
    }
}

impl Drop for Block {
    fn drop(&mut self) {
        if *self.addressed.get_mut() {
            super::address::forget(self.serial, self.freed_at());
        }
    }
}

/// Where a block's memory came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// `malloc`/`calloc`/`realloc`/`PyMem_Malloc`: freed by the program.
    Malloc,
    /// A C array variable's storage (or a variable `&x` points at).
    Variable,
    /// The buffer of an array or memoryview (`&v[i]`).
    ArrayBuffer,
}

/// A pointer: a block (none for NULL) and a byte offset into it.
#[derive(Debug, Clone)]
pub struct Ptr {
    pub block: Option<Arc<Block>>,
    pub offset: isize,
    /// For a C array: its element type and length (it prints as a list).
    pub carray: Option<(DType, usize)>,
}

/// Do two pointers point into one block (or are both NULL)?
pub fn same_block(p: &Ptr, q: &Ptr) -> bool {
    match (&p.block, &q.block) {
        (Some(x), Some(y)) => x.same(y),
        (None, None) => true,
        _ => false,
    }
}

/// `p - q` of two pointers to elements of `size` bytes: how many elements
/// apart they are. C defines it only within one block (NULL minus NULL
/// is 0); arr says so of any other pair.
pub fn ptr_diff(p: &Value, q: &Value, size: i64) -> Res<i64> {
    let (Value::Ptr(p), Value::Ptr(q)) = (p, q) else {
        return Err(type_error(
            "pointer difference of values that are not pointers",
        ));
    };
    if !same_block(p, q) {
        return Err(value_error(
            "subtracting pointers into different blocks (undefined behaviour in C)",
        ));
    }
    let bytes = p.offset.wrapping_sub(q.offset) as i64;
    Ok(bytes / size.max(1))
}

/// `p < q` and the other orderings of two pointers: C defines them only
/// within one block, as `ptr_diff`.
pub fn ptr_order(p: &Value, q: &Value) -> Res<std::cmp::Ordering> {
    let (Value::Ptr(x), Value::Ptr(y)) = (p, q) else {
        return Err(type_error(
            "pointer comparison of values that are not pointers",
        ));
    };
    if !same_block(x, y) {
        return Err(value_error(
            "ordering pointers into different blocks (undefined behaviour in C)",
        ));
    }
    Ok(x.offset.cmp(&y.offset))
}

/// Every `malloc` block not yet freed, by allocation number, for the
/// leak report. A freed block leaves it: holding freed blocks here kept
/// their memory for the whole run.
static BLOCKS: Mutex<BTreeMap<u64, Arc<Block>>> = Mutex::new(BTreeMap::new());

fn describe(b: &Block) -> String {
    match b.origin {
        Origin::Malloc => format!("a block of {} bytes allocated at line {}", b.nbytes, b.line),
        Origin::Variable => format!("a C variable's storage of {} bytes", b.nbytes),
        Origin::ArrayBuffer => format!("an array's buffer of {} bytes", b.nbytes),
    }
}

pub fn null() -> Value {
    Value::Ptr(Arc::new(Ptr {
        block: None,
        offset: 0,
        carray: None,
    }))
}

/// `malloc(n)` (zeroed: arr never hands out stale memory).
pub fn allocate(nbytes: i64, line: usize) -> Res<Value> {
    if nbytes < 0 {
        return Err(memory_error(format!(
            "cannot allocate a negative number of bytes ({nbytes})"
        )));
    }
    let buf = Buffer::zeroed(nbytes as usize)
        .ok_or_else(|| memory_error(format!("cannot allocate {nbytes} bytes")))?;
    let block = Arc::new(Block::new(
        Arc::new(buf),
        nbytes as usize,
        line,
        Origin::Malloc,
    ));
    BLOCKS.lock().insert(block.serial, block.clone());
    Ok(Value::Ptr(Arc::new(Ptr {
        block: Some(block),
        offset: 0,
        carray: None,
    })))
}

pub fn ptr_of(v: &Value) -> Res<&Ptr> {
    match v {
        Value::Ptr(p) => Ok(p),
        other => Err(type_error(format!(
            "expected a pointer, got '{}'",
            other.type_name()
        ))),
    }
}

/// The live block behind a pointer, or the error that explains why not.
pub fn live(p: &Ptr) -> Res<&Arc<Block>> {
    let Some(b) = &p.block else {
        return Err(memory_error("NULL pointer dereference"));
    };
    if b.is_gone() {
        return Err(memory_error(format!(
            "dangling pointer: {} no longer exists (its variable went out of scope)",
            describe(b)
        )));
    }
    if let Some(at) = b.freed_at() {
        return Err(memory_error(format!(
            "use after free: {} was freed at line {at}",
            describe(b)
        )));
    }
    Ok(b)
}

/// The byte offset of element `i` of type `dtype`, checked against the block.
#[inline]
pub fn element(p: &Ptr, dtype: DType, i: i64) -> Res<(&Arc<Block>, usize)> {
    let w = dtype.itemsize() as i64;
    place(p, w, i.saturating_mul(w), || {
        format!("element {i} of {w} bytes")
    })
}

/// The bits of element `i` of `width` bytes, checked against the block.
#[inline]
pub fn element_bits(p: &Ptr, width: usize, i: i64) -> Res<u64> {
    let w = width as i64;
    let (b, off) = place(p, w, i.saturating_mul(w), || {
        format!("element {i} of {w} bytes")
    })?;
    bits_at(b, off, width)
}

/// The `width` bytes at a checked place, aligned or not (a field of a
/// packed struct).
#[inline]
fn bits_at(b: &Block, off: usize, width: usize) -> Res<u64> {
    b.buf
        .load_bits(off, width)
        .or_else(|| {
            let d = DType::unsigned_of_width(width)?;
            b.buf
                .load_unaligned(d, off)
                .map(|s| crate::array::buffer::to_bits(d, s))
        })
        .ok_or_else(|| index_error("pointer access outside its block"))
}

/// The block offset of a `dtype` value `bytes` past the pointer, checked
/// against the block.
#[inline]
fn at_bytes(p: &Ptr, dtype: DType, bytes: i64) -> Res<(&Arc<Block>, usize)> {
    let w = dtype.itemsize() as i64;
    place(p, w, bytes, || format!("{w} bytes read or written"))
}

/// The block offset `bytes` past the pointer, where `width` bytes must
/// lie inside the live block; `what` says what was accessed.
#[inline]
fn place(
    p: &Ptr,
    width: i64,
    bytes: i64,
    what: impl FnOnce() -> String,
) -> Res<(&Arc<Block>, usize)> {
    let b = live(p)?;
    let off = (p.offset as i64).saturating_add(bytes);
    if off < 0 || off.saturating_add(width) > b.nbytes as i64 {
        return Err(index_error(format!(
            "pointer access at byte {off} is outside {} ({})",
            describe(b),
            what()
        )));
    }
    Ok((b, off as usize))
}

/// Reads a checked place of a block.
/// A misaligned place (a field of a packed struct) is read a byte at a
/// time.
fn read((b, off): (&Arc<Block>, usize), dtype: DType) -> Res<Scalar> {
    b.buf
        .load(dtype, off)
        .or_else(|| b.buf.load_unaligned(dtype, off))
        .ok_or_else(|| index_error("pointer access outside its block"))
}

/// Writes a checked place of a block.
fn write((b, off): (&Arc<Block>, usize), dtype: DType, v: Scalar) -> Res<()> {
    let v = dtype.wrap(v);
    if b.buf.store(dtype, off, v) || b.buf.store_unaligned(dtype, off, v) {
        Ok(())
    } else {
        Err(index_error(
            "cannot write through the pointer (a read-only buffer)",
        ))
    }
}

pub fn load(p: &Ptr, dtype: DType, i: i64) -> Res<Scalar> {
    read(element(p, dtype, i)?, dtype)
}

/// The `dtype` value `bytes` past the pointer.
pub fn load_bytes(p: &Ptr, dtype: DType, bytes: i64) -> Res<Scalar> {
    read(at_bytes(p, dtype, bytes)?, dtype)
}

pub fn store(p: &Ptr, dtype: DType, i: i64, v: Scalar) -> Res<()> {
    write(element(p, dtype, i)?, dtype, v)
}

/// Stores a `dtype` value `bytes` past the pointer.
pub fn store_bytes(p: &Ptr, dtype: DType, bytes: i64, v: Scalar) -> Res<()> {
    write(at_bytes(p, dtype, bytes)?, dtype, v)
}

/// The stored address `bytes` past the pointer (8 bytes), checked.
pub fn address_at(p: &Ptr, bytes: i64) -> Res<u64> {
    let (b, off) = place(p, 8, bytes, || "an 8-byte pointer read".into())?;
    bits_at(b, off, 8)
}

/// Stores an address (`address::encode`) `bytes` past the pointer.
pub fn store_address_at(p: &Ptr, bytes: i64, bits: u64) -> Res<()> {
    let (b, off) = place(p, 8, bytes, || "an 8-byte pointer written".into())?;
    write((b, off), DType::U64, Scalar::Int(bits as i64))
}

/// `p[i] = s` for a struct pointer: each field stored where the layout
/// puts it (a pointer field as its address, a nested struct field by
/// field).
pub fn store_struct(p: &Ptr, i: i64, layout: &crate::sema::types::CLayout, s: &Value) -> Res<()> {
    let base = i
        .checked_mul(layout.size as i64)
        .ok_or_else(|| index_error("pointer offset overflows"))?;
    store_struct_at(p, base, layout, s)
}

fn store_struct_at(p: &Ptr, base: i64, layout: &crate::sema::types::CLayout, s: &Value) -> Res<()> {
    use crate::sema::types::Ty;
    let Value::Struct(st) = s else {
        return Err(type_error(format!(
            "expected a struct, got '{}'",
            s.type_name()
        )));
    };
    for (((off, dtype), v), (_, ty)) in layout.fields.iter().zip(st.1.iter()).zip(st.0.fields()) {
        let at = base.saturating_add(*off as i64);
        match ty {
            Ty::Struct(inner) => {
                let inner = crate::sema::types::struct_layout(inner)
                    .ok_or_else(|| type_error("a struct arr cannot lay out"))?;
                store_struct_at(p, at, &inner, v)?;
            }
            t if t.is_address() => store_address_at(p, at, super::address::encode_value(v)?)?,
            // A char array travels as the bytes up to its NUL.
            Ty::CArray(d, n) if d.is_char() && matches!(v, Value::Bytes(_)) => {
                let Value::Bytes(b) = v else { continue };
                if b.len() > *n {
                    return Err(index_error(format!(
                        "too many values found during array assignment, expected {n}"
                    )));
                }
                let dst = shifted(p, at);
                for (k, byte) in b.iter().chain(std::iter::once(&0)).take(*n).enumerate() {
                    store(&dst, DType::U8, k as i64, Scalar::Int(i64::from(*byte)))?;
                }
            }
            Ty::CArray(d, n) => carray_assign(&shifted(p, at), *d, &[*n], v)?,
            Ty::CArrayNd(d, dims) => carray_assign(&shifted(p, at), *d, dims, v)?,
            _ => store_bytes(p, *dtype, at, crate::eval::arrays::value_scalar(v)?)?,
        }
    }
    Ok(())
}

/// The pointer `bytes` past `p`.
fn shifted(p: &Ptr, bytes: i64) -> Ptr {
    Ptr {
        block: p.block.clone(),
        offset: p.offset + bytes as isize,
        carray: None,
    }
}

/// `p + k` for elements of `size` bytes.
pub fn offset_by(p: &Ptr, k: i64, size: usize) -> Value {
    Value::Ptr(Arc::new(Ptr {
        block: p.block.clone(),
        // Past what an offset holds it stays at the limit, outside any
        // block, where an access is refused (wrapping could land inside).
        offset: (p.offset as i64)
            .saturating_add(k.saturating_mul(size as i64))
            .try_into()
            .unwrap_or(isize::MAX),
        carray: None,
    }))
}

/// A pointer `off` bytes into an array's buffer (`&v[i]`): it reads and
/// writes the array's elements, and may not be freed.
pub fn into_buffer(buf: &Arc<Buffer>, off: usize) -> Value {
    let block = Arc::new(Block::new(
        buf.clone(),
        buf.nbytes(),
        0,
        Origin::ArrayBuffer,
    ));
    Value::Ptr(Arc::new(Ptr {
        block: Some(block),
        offset: off as isize,
        carray: None,
    }))
}

/// `free(p)`.
pub fn free(v: &Value, line: usize) -> Res<()> {
    let p = ptr_of(v)?;
    let Some(b) = &p.block else { return Ok(()) };
    if b.origin != Origin::Malloc {
        return Err(memory_error(format!(
            "free of memory malloc did not allocate: {}",
            describe(b)
        )));
    }
    if let Some(at) = b.freed_at() {
        return Err(memory_error(format!(
            "double free: {} was already freed at line {at}",
            describe(b)
        )));
    }
    if p.offset != 0 {
        return Err(memory_error(format!(
            "free of a pointer {} bytes into {}",
            p.offset,
            describe(b)
        )));
    }
    b.mark_freed(line).map_err(|at| {
        memory_error(format!(
            "double free: {} was already freed at line {at}",
            describe(b)
        ))
    })
}

/// `realloc(p, n)`: a new block holding the old contents.
pub fn reallocate(v: &Value, nbytes: i64, line: usize) -> Res<Value> {
    let p = ptr_of(v)?;
    if let Some(b) = &p.block
        && b.origin != Origin::Malloc
    {
        return Err(memory_error(format!(
            "realloc of memory malloc did not allocate: {}",
            describe(b)
        )));
    }
    let new = allocate(nbytes, line)?;
    if let (Some(b), Value::Ptr(np)) = (&p.block, &new) {
        live(p)?;
        let nb = np.block.as_ref().map(|b| b.buf.clone());
        if let Some(dst) = nb {
            for k in 0..b.nbytes.min(nbytes.max(0) as usize) {
                let byte = b.buf.load_bits(k, 1).unwrap_or(0);
                dst.store_bits(k, 1, byte);
            }
        }
        b.mark_freed(line).map_err(|at| {
            memory_error(format!(
                "use after free: {} was freed at line {at}",
                describe(b)
            ))
        })?;
    }
    Ok(new)
}

/// Byte `k` of the block `p` points into, checked.
fn byte_at(p: &Ptr, k: i64) -> Res<u64> {
    let (b, off) = element(p, DType::U8, k)?;
    b.buf
        .load_bits(off, 1)
        .ok_or_else(|| index_error("bad access"))
}

/// `memcpy(dst, src, n)` / `memset(p, byte, n)`.
pub fn copy_bytes(dst: &Value, src: &Value, n: i64) -> Res<()> {
    let (d, s) = (ptr_of(dst)?, ptr_of(src)?);
    let bytes: Vec<u64> = (0..n).map(|k| byte_at(s, k)).collect::<Res<_>>()?;
    for (k, byte) in bytes.into_iter().enumerate() {
        let (b, off) = element(d, DType::U8, k as i64)?;
        b.buf.store_bits(off, 1, byte);
    }
    Ok(())
}

/// `qsort(base, n, size, cmp)`: the `n` elements of `size` bytes at
/// `base` sorted by the C comparison function `cmp`, which receives
/// pointers to two elements. The elements are compared in a scratch copy
/// (glibc's merge sort, see `merge_sort`), then written back.
pub fn qsort(
    base: &Value,
    n: i64,
    size: i64,
    cmp: &Value,
    f: &mut crate::eval::frame::Frame,
) -> Res<()> {
    if n <= 1 || size <= 0 {
        return Ok(());
    }
    let p = ptr_of(base)?;
    let total = n
        .checked_mul(size)
        .ok_or_else(|| index_error("qsort: n * size overflows"))?;
    let bytes: Vec<u64> = (0..total).map(|k| byte_at(p, k)).collect::<Res<_>>()?;
    let scratch = raw_block(total as usize)?;
    let sp = ptr_of(&scratch)?;
    for (k, byte) in bytes.iter().enumerate() {
        let (b, off) = element(sp, DType::U8, k as i64)?;
        b.buf.store_bits(off, 1, *byte);
    }
    let mut compare = |a: i64, b: i64| -> Res<bool> {
        let args = vec![
            offset_by(sp, a, size as usize),
            offset_by(sp, b, size as usize),
        ];
        match crate::eval::call::call_value(cmp, args, Default::default(), f)? {
            Value::Int(c) => Ok(c <= 0),
            Value::Bool(c) => Ok(!c),
            other => Err(crate::eval::exc::type_error(format!(
                "qsort: the comparison returned '{}', not an int",
                other.type_name()
            ))),
        }
    };
    let mut order: Vec<i64> = (0..n).collect();
    let mut tmp = Vec::with_capacity(order.len());
    merge_sort(&mut order, &mut tmp, &mut compare)?;
    let size = size as usize;
    for (slot, &from) in order.iter().enumerate() {
        for k in 0..size {
            let byte = bytes[from as usize * size + k];
            let (b, off) = element(p, DType::U8, (slot * size + k) as i64)?;
            b.buf.store_bits(off, 1, byte);
        }
    }
    Ok(())
}

/// glibc's `msort`: top-down merge sort taking from the left run while
/// `cmp(left, right) <= 0` (`keep_left`). The same algorithm gives the
/// same order as compiled code even for a comparison that is not a
/// consistent order (one returning only 0 or 1, say).
fn merge_sort(
    xs: &mut [i64],
    tmp: &mut Vec<i64>,
    keep_left: &mut dyn FnMut(i64, i64) -> Res<bool>,
) -> Res<()> {
    if xs.len() <= 1 {
        return Ok(());
    }
    let n1 = xs.len() / 2;
    merge_sort(&mut xs[..n1], tmp, keep_left)?;
    merge_sort(&mut xs[n1..], tmp, keep_left)?;
    tmp.clear();
    let (mut i, mut j) = (0, n1);
    while i < n1 && j < xs.len() {
        if keep_left(xs[i], xs[j])? {
            tmp.push(xs[i]);
            i += 1;
        } else {
            tmp.push(xs[j]);
            j += 1;
        }
    }
    tmp.extend_from_slice(&xs[i..n1]);
    tmp.extend_from_slice(&xs[j..]);
    xs.copy_from_slice(tmp);
    Ok(())
}

pub fn set_bytes(dst: &Value, byte: i64, n: i64) -> Res<()> {
    let d = ptr_of(dst)?;
    for k in 0..n {
        let (b, off) = element(d, DType::U8, k)?;
        b.buf.store_bits(off, 1, byte as u8 as u64);
    }
    Ok(())
}

/// The bytes of a C string argument: a `char*` read up to its NUL, or a
/// bytes object.
pub fn c_string(v: &Value) -> Res<Vec<u8>> {
    match char_bytes(v)? {
        Value::Bytes(b) => Ok(b.to_vec()),
        other => Err(crate::eval::exc::type_error(format!(
            "expected bytes, {} found",
            other.type_name()
        ))),
    }
}

/// `strcpy(dst, src)` (`at_end`: `strcat`), or with `n` `strncpy`, which
/// pads with NULs to `n` bytes and adds none past them.
pub fn str_copy(dst: &Value, src: &Value, n: Option<i64>, at_end: bool) -> Res<()> {
    let d = ptr_of(dst)?;
    let mut bytes = c_string(src)?;
    let start = if at_end { c_string(dst)?.len() } else { 0 };
    match n {
        Some(n) => bytes.resize(n.max(0) as usize, 0),
        None => bytes.push(0),
    }
    for (k, byte) in bytes.into_iter().enumerate() {
        let (b, off) = element(d, DType::U8, (start + k) as i64)?;
        b.buf.store_bits(off, 1, u64::from(byte));
    }
    Ok(())
}

/// `strcmp(a, b)` (with `n`, `strncmp`): the difference of the first
/// bytes that differ, as unsigned chars — what glibc returns.
pub fn str_compare(a: &Value, b: &Value, n: Option<i64>) -> Res<i64> {
    let (a, b) = (c_string(a)?, c_string(b)?);
    let limit = n.map_or(usize::MAX, |n| n.max(0) as usize);
    for k in 0..limit {
        let (x, y) = (
            a.get(k).copied().unwrap_or(0),
            b.get(k).copied().unwrap_or(0),
        );
        if x != y || x == 0 {
            return Ok(i64::from(x) - i64::from(y));
        }
    }
    Ok(0)
}

/// The elements at `p` of a C array of extents `dims` (outermost first),
/// as nested lists.
pub fn carray_nested(p: &Value, d: DType, dims: &[usize]) -> Res<Value> {
    fn rows(p: &Ptr, d: DType, dims: &[usize], start: &mut i64) -> Res<Value> {
        let Some((&n, rest)) = dims.split_first() else {
            return Ok(Value::None);
        };
        let mut out = Vec::with_capacity(n);
        for _ in 0..n {
            if rest.is_empty() {
                out.push(crate::eval::arrays::scalar_value(load(p, d, *start)?));
                *start += 1;
            } else {
                out.push(rows(p, d, rest, start)?);
            }
        }
        Ok(Value::list(out))
    }
    rows(ptr_of(p)?, d, dims, &mut 0)
}

/// Lines for blocks never freed (and forgets them).
pub fn leak_report() -> Vec<String> {
    let mut blocks = BLOCKS.lock();
    let leaked: Vec<(usize, usize)> = blocks.values().map(|b| (b.nbytes, b.line)).collect();
    blocks.clear();
    leaked
        .into_iter()
        .map(|(n, line)| {
            format!("arr: 1 block of {n} bytes allocated at line {line} was never freed")
        })
        .collect()
}

/// A C-contiguous view over a block: `<double[:n, :m]> p`.
pub fn view_over(p: &Ptr, dtype: DType, shape: &[usize]) -> Res<crate::array::Array> {
    let b = live(p)?;
    let n: usize = shape.iter().product();
    let need = p.offset as i64 + (n * dtype.itemsize()) as i64;
    if p.offset < 0 || need > b.nbytes as i64 {
        return Err(index_error(format!(
            "a view of {} elements does not fit {} (from byte {})",
            n,
            describe(b),
            p.offset
        )));
    }
    Ok(crate::array::Array {
        buf: b.buf.clone(),
        dtype,
        offset: p.offset as usize,
        shape: shape.to_vec(),
        strides: crate::array::view::c_strides(shape, dtype.itemsize()),
        base: None,
        readonly: crate::array::view::ReadOnly::new(false),
    })
}

/// The storage of `cdef T a[n]`: zeroed, owned by the variable (not
/// tracked for leaks, like a C stack array).
pub fn carray(dtype: DType, n: usize) -> Res<Value> {
    let nbytes = n
        .checked_mul(dtype.itemsize())
        .ok_or_else(|| memory_error(format!("cannot allocate {n} elements")))?;
    let buf = Buffer::zeroed(nbytes)
        .ok_or_else(|| memory_error(format!("cannot allocate {nbytes} bytes")))?;
    let block = Arc::new(Block::new(Arc::new(buf), nbytes, 0, Origin::Variable));
    Ok(Value::Ptr(Arc::new(Ptr {
        block: Some(block),
        offset: 0,
        carray: Some((dtype, n)),
    })))
}

/// The storage of an array of structs: `nbytes` zeroed bytes owned by the
/// variable (untracked, like a C stack array).
pub fn raw_block(nbytes: usize) -> Res<Value> {
    match carray(DType::U8, nbytes)? {
        Value::Ptr(p) => Ok(Value::Ptr(Arc::new(Ptr {
            block: p.block.clone(),
            offset: 0,
            carray: None,
        }))),
        other => Ok(other),
    }
}

/// `cdef char* s = b"…"`: a `char*` to a NUL-terminated copy of the
/// bytes (Cython points into the bytes object; its bytes never change).
pub fn char_ptr(v: &Value) -> Res<Value> {
    match v {
        Value::Bytes(b) => {
            // One copy of the bytes and their NUL: a store per byte made
            // `cdef char* p = b` of a megabyte cost more than scanning it.
            let mut held = Vec::with_capacity(b.len() + 1);
            held.extend_from_slice(b);
            held.push(0);
            let buf = Buffer::from_bytes(&held)
                .ok_or_else(|| memory_error(format!("cannot allocate {} bytes", held.len())))?;
            let block = Arc::new(Block::new(Arc::new(buf), held.len(), 0, Origin::Variable));
            Ok(Value::Ptr(Arc::new(Ptr {
                block: Some(block),
                offset: 0,
                carray: None,
            })))
        }
        Value::Ptr(_) | Value::None => Ok(v.clone()),
        // A bytearray's own bytes (and the NUL it keeps after them).
        other if let Some(a) = crate::builtins::bytearray::storage(other) => {
            Ok(into_buffer(&a.buf, a.offset))
        }
        other => Err(crate::eval::exc::type_error(format!(
            "expected bytes, {} found",
            other.type_name()
        ))),
    }
}

/// The NUL-terminated copies of bytes objects that C functions were
/// handed as `char *` and may return pointers into (`strchr(b, c)`,
/// `strtol(b, &end, 10)`), by the address of the bytes: each copy lives
/// as long as its bytes object, as the pointer into it would in Cython.
static BYTES_BLOCKS: Mutex<BTreeMap<usize, KeptCopy>> = Mutex::new(BTreeMap::new());

/// A bytes object (held weakly) and the `char *` to its copy.
type KeptCopy = (std::sync::Weak<[u8]>, Value);

/// A `char *` argument that a returned pointer may point into: a bytes
/// object's lasting copy (see `BYTES_BLOCKS`), or the pointer itself.
pub fn lasting_char_ptr(v: &Value) -> Res<Value> {
    let Value::Bytes(b) = v else {
        return char_ptr(v);
    };
    let key = Arc::as_ptr(b) as *const u8 as usize;
    let mut kept = BYTES_BLOCKS.lock();
    if let Some((w, p)) = kept.get(&key)
        && w.upgrade().is_some_and(|x| Arc::ptr_eq(&x, b))
    {
        return Ok(p.clone());
    }
    // Copies of dropped bytes go when the map has doubled: amortised.
    if kept.len() >= 64 && kept.len().is_power_of_two() {
        kept.retain(|_, (w, _)| w.strong_count() > 0);
    }
    let p = char_ptr(v)?;
    kept.insert(key, (Arc::downgrade(b), p.clone()));
    Ok(p)
}

/// A `char*` made a Python object: the bytes up to its NUL, as Cython
/// converts it.
pub fn char_bytes(v: &Value) -> Res<Value> {
    let Value::Ptr(p) = v else {
        return Ok(v.clone());
    };
    if p.block.is_none() {
        return Ok(v.clone());
    }
    let mut out = Vec::new();
    loop {
        let byte = byte_at(p, out.len() as i64)? as u8;
        if byte == 0 {
            break;
        }
        out.push(byte);
    }
    Ok(Value::Bytes(Arc::from(out)))
}

/// The elements of a C array, as Python values.
/// `dst = src` for a C array `dst`: Cython converts every item of `src`
/// (another C array, or any iterable) before storing, so a wrong length
/// or a bad item leaves `dst` as it was.
pub fn carray_assign(dst: &Ptr, d: DType, dims: &[usize], src: &Value) -> Res<()> {
    /// The items of `src` for extents `dims`, flattened in row order.
    fn flatten(src: &Value, dims: &[usize], out: &mut Vec<Value>) -> Res<()> {
        let Some((&n, rest)) = dims.split_first() else {
            out.push(src.clone());
            return Ok(());
        };
        let items = match src {
            Value::Ptr(p) if p.carray.is_some() => carray_items(p).unwrap_or_default(),
            other => crate::eval::ops::iterate_to_vec(other)?,
        };
        if items.len() < n {
            return Err(index_error(format!(
                "not enough values found during array assignment, expected {n}, got {}",
                items.len()
            )));
        }
        if items.len() > n {
            return Err(index_error(format!(
                "too many values found during array assignment, expected {n}"
            )));
        }
        items.iter().try_for_each(|x| flatten(x, rest, out))
    }
    let mut items = Vec::new();
    flatten(src, dims, &mut items)?;
    let ty = crate::sema::types::elem_ty(d);
    // A complex element is two parts, not one C word: converted as a
    // complex assignment converts (every item first, then the stores).
    if d.is_complex() {
        let zs = items
            .iter()
            .map(|x| {
                let z = crate::eval::complex::from_object(x)?;
                Ok(crate::eval::complex::typed(z, &ty))
            })
            .collect::<Res<Vec<Value>>>()?;
        for (i, z) in zs.iter().enumerate() {
            store(dst, d, i as i64, crate::eval::arrays::value_scalar(z)?)?;
        }
        return Ok(());
    }
    let bits = items
        .iter()
        .map(|x| crate::eval::call::to_c_bits(x, &ty))
        .collect::<Res<Vec<u64>>>()?;
    for (i, b) in bits.into_iter().enumerate() {
        let v = crate::eval::call::c_bits_to_value(b, &ty)?;
        store(dst, d, i as i64, crate::eval::arrays::value_scalar(&v)?)?;
    }
    Ok(())
}

pub fn carray_items(p: &Ptr) -> Option<Vec<Value>> {
    let (d, n) = p.carray?;
    Some(
        (0..n as i64)
            .map(|i| {
                load(p, d, i)
                    .map(crate::eval::arrays::scalar_value)
                    .unwrap_or(Value::None)
            })
            .collect(),
    )
}
