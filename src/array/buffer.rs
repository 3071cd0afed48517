//! The memory an array's views share.
//!
//! Thread-safety design (see docs/architecture.md): elements are accessed
//! only as relaxed atomics of their own width. A relaxed load or store is a
//! plain `mov` on x86-64, so interpreted loops pay nothing for it, and when
//! a user's `prange` loop races on an element, the program sees unspecified
//! values — never undefined behaviour in arr.

use super::dtype::{DType, Scalar};
use std::sync::atomic::{
    AtomicU8, AtomicU16, AtomicU32, AtomicU64, AtomicUsize, Ordering::Relaxed,
};

/// A shared, fixed-size block of bytes.
///
/// Invariants:
/// 1. The bytes are either `Storage::Owned`, one heap allocation of
///    `AtomicU64`s (start 8-byte aligned, `nbytes <= 8 * words.len()`), or
///    `Storage::Mapped`, a read-only memory map of a whole file (start
///    page-aligned, `nbytes == map.len()`); `start` is the first byte of
///    that memory.
/// 2. Its bytes are only ever accessed through atomics (`load`/`store`
///    below), each of the element's width, at a byte offset that is a
///    multiple of that width and with `offset + width <= nbytes`; both are
///    checked on every access (for a strided run, once for the whole run). A mapped buffer is never written: its stores
///    are refused.
pub struct Buffer {
    storage: Storage,
    /// The first byte of `storage`'s memory (cached: matching on the
    /// storage at every element access cost a fifth of a bulk copy).
    start: std::ptr::NonNull<u8>,
    nbytes: usize,
    /// What a store must do besides storing: `PLAIN` nothing, `TRACKING`
    /// note the range, `MAPPED` refuse. One flag test on the fast path.
    mode: AtomicU8,
    /// `track(a)`: the smallest byte range `[lo, hi)` written since
    /// tracking began (`lo > hi` while nothing has been).
    lo: AtomicUsize,
    hi: AtomicUsize,
}

const PLAIN: u8 = 0;
const TRACKING: u8 = 1;
const MAPPED: u8 = 2;

enum Storage {
    Owned(Box<[AtomicU64]>),
    Mapped(memmap2::Mmap),
}

// SAFETY: `start` points into memory `storage` owns (a heap allocation or
// a mapping), which does not move when the `Buffer` does and lives as long
// as it; every access through it is atomic (invariant 2), so sharing and
// sending a `Buffer` across threads is as safe as for its `AtomicU64`s.
unsafe impl Send for Buffer {}
// SAFETY: as for `Send`.
unsafe impl Sync for Buffer {}

impl Drop for Buffer {
    fn drop(&mut self) {
        if let Storage::Owned(words) = &mut self.storage {
            super::blocks::give(std::mem::take(words));
        }
    }
}

impl Storage {
    fn start(&self) -> std::ptr::NonNull<u8> {
        let p = match self {
            Storage::Owned(words) => words.as_ptr().cast::<u8>(),
            Storage::Mapped(map) => map.as_ptr(),
        };
        std::ptr::NonNull::new(p.cast_mut()).unwrap_or(std::ptr::NonNull::dangling())
    }
}

/// Largest buffer arr allocates (the machine has 24 GiB).
pub const MAX_BYTES: usize = 1 << 36;

impl std::fmt::Debug for Buffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Buffer({} bytes)", self.nbytes)
    }
}

impl Buffer {
    /// A zero-filled buffer, or `None` when the size is absurd or memory
    /// cannot be had (the caller raises `MemoryError`).
    pub fn zeroed(nbytes: usize) -> Option<Buffer> {
        if nbytes > MAX_BYTES {
            return None;
        }
        let n = nbytes.div_ceil(8).max(1);
        if let Some(mut words) = super::blocks::take(n) {
            // A reused block holds stale values; clearing it costs less than
            // the page faults of fresh memory (see `blocks`).
            for w in words.iter_mut() {
                *w.get_mut() = 0;
            }
            return Some(Buffer::owned(words, nbytes));
        }
        // Zeroed by the allocator (fresh pages from the OS are zero
        // already, so a large buffer is not written twice), and fallible,
        // so an absurd size is a MemoryError rather than an abort.
        let layout = std::alloc::Layout::array::<AtomicU64>(n).ok()?;
        // SAFETY: `layout` has a non-zero size (n >= 1). All-zero bytes are
        // a valid `AtomicU64` (value 0). The pointer comes from the global
        // allocator with exactly the layout `Vec<AtomicU64>` uses for a
        // capacity of `n`, so the Vec (and the boxed slice made from it)
        // owns and frees it correctly; length = capacity = n, all
        // initialised.
        let words = unsafe {
            let p = std::alloc::alloc_zeroed(layout).cast::<AtomicU64>();
            if p.is_null() {
                return None;
            }
            Vec::from_raw_parts(p, n, n).into_boxed_slice()
        };
        Some(Buffer::owned(words, nbytes))
    }

    fn owned(words: Box<[AtomicU64]>, nbytes: usize) -> Buffer {
        let storage = Storage::Owned(words);
        Buffer {
            start: storage.start(),
            storage,
            nbytes,
            mode: AtomicU8::new(PLAIN),
            lo: AtomicUsize::new(usize::MAX),
            hi: AtomicUsize::new(0),
        }
    }

    /// A buffer of `n` 8-byte words written band by band: each band of
    /// `band` words (the last may be shorter) is handed to
    /// `fill(first_word, band)`, which writes every word of it; the bands
    /// run on the current rayon pool when `par`. A whole-array result is
    /// built this way rather than in a zeroed buffer so that its memory is
    /// written once: a reused block (see `blocks`) is not cleared first,
    /// and fresh memory is zeroed a band at a time, just before it is
    /// filled, while it is in cache. The words are plain `u64`s while the
    /// buffer is being built, so the filling loops need no atomics.
    pub fn from_word_bands(
        n: usize,
        band: usize,
        par: bool,
        fill: impl Fn(usize, &mut [u64]) + Sync,
    ) -> Option<Buffer> {
        Buffer::from_bands(n, n.checked_mul(8)?, band, par, fill)
    }

    /// A buffer of `nbytes` bytes built as `from_word_bands` builds one of
    /// words: `fill` writes whole words in native byte order, eight 1-byte
    /// elements each (bytes past `nbytes` in the last word are never read).
    /// A bool result packed this way needs no atomic store per element.
    pub fn from_byte_bands(
        nbytes: usize,
        band: usize,
        par: bool,
        fill: impl Fn(usize, &mut [u64]) + Sync,
    ) -> Option<Buffer> {
        Buffer::from_bands(nbytes.div_ceil(8), nbytes, band, par, fill)
    }

    /// `n` words, of which the first `nbytes` bytes are the buffer's.
    fn from_bands(
        n: usize,
        nbytes: usize,
        band: usize,
        par: bool,
        fill: impl Fn(usize, &mut [u64]) + Sync,
    ) -> Option<Buffer> {
        use rayon::prelude::*;
        use std::mem::MaybeUninit;
        if n == 0 || n > MAX_BYTES / 8 {
            return if n == 0 { Buffer::zeroed(0) } else { None };
        }
        let band = band.max(1);
        // `fresh`: the words are uninitialised memory, zeroed band by band
        // before `fill` sees them; a reused block's stale words are valid
        // `u64`s already and are all overwritten by `fill`.
        let fill_all = |words: &mut [MaybeUninit<u64>], fresh: bool| {
            let fill_band = |(c, part): (usize, &mut [MaybeUninit<u64>])| {
                if fresh {
                    part.fill(MaybeUninit::new(0));
                }
                // SAFETY: every element of `part` is initialised (just above
                // when fresh, else a reused block's word), and
                // `MaybeUninit<u64>` has the layout of `u64`.
                let part = unsafe { &mut *(std::ptr::from_mut(part) as *mut [u64]) };
                fill(c * band, part);
            };
            if par {
                words.par_chunks_mut(band).enumerate().for_each(fill_band);
            } else {
                words.chunks_mut(band).enumerate().for_each(fill_band);
            }
        };
        if let Some(mut words) = super::blocks::take(n) {
            // SAFETY: the block is owned here, so nothing else accesses it;
            // `AtomicU64` has the layout of `u64`, hence of
            // `MaybeUninit<u64>`, and only initialised values are written
            // through the new slice, so the words stay valid `AtomicU64`s.
            let plain =
                unsafe { &mut *(std::ptr::from_mut(&mut *words) as *mut [MaybeUninit<u64>]) };
            fill_all(plain, false);
            return Some(Buffer::owned(words, nbytes));
        }
        let mut words: Vec<u64> = Vec::new();
        words.try_reserve_exact(n).ok()?;
        fill_all(&mut words.spare_capacity_mut()[..n], true);
        // SAFETY: the bands partition `spare[..n]` and each was initialised
        // (zeroed, then written by `fill`) by `fill_all`.
        unsafe { words.set_len(n) };
        let words = words.into_boxed_slice();
        // SAFETY: `AtomicU64` has the size, alignment and bit validity of
        // `u64`, so the slice's memory is a valid `[AtomicU64]` of the same
        // length, allocated by the global allocator with the same layout
        // (invariant 1); the box is freed as a `[AtomicU64]` of that layout.
        let words = unsafe { Box::from_raw(Box::into_raw(words) as *mut [AtomicU64]) };
        Some(Buffer::owned(words, nbytes))
    }

    pub fn nbytes(&self) -> usize {
        self.nbytes
    }

    /// A buffer holding a copy of `bytes`.
    pub fn from_bytes(bytes: &[u8]) -> Option<Buffer> {
        let buf = Buffer::zeroed(bytes.len())?;
        if let Storage::Owned(words) = &buf.storage {
            // SAFETY: the buffer was just made and is not shared, so no
            // other access to its words can overlap this write; it owns at
            // least `bytes.len()` bytes (invariant 1), and `bytes` is a
            // separate allocation.
            unsafe {
                std::ptr::copy_nonoverlapping(
                    bytes.as_ptr(),
                    words.as_ptr().cast::<u8>().cast_mut(),
                    bytes.len(),
                );
            }
        }
        Some(buf)
    }

    /// The whole of `file`, mapped read-only instead of read.
    pub fn map_file(file: &std::fs::File) -> std::io::Result<Buffer> {
        // SAFETY: memmap2's caveat is that another process changing the
        // file while it is mapped changes what is read. arr maps read-only
        // and reads only through atomic loads of whole elements, so such a
        // change shows as changed values, never as undefined behaviour in
        // arr's own code; files changed under a running program are outside
        // what arr can promise, as for NumPy's memmap.
        let map = unsafe { memmap2::Mmap::map(file)? };
        let nbytes = map.len();
        let storage = Storage::Mapped(map);
        Ok(Buffer {
            start: storage.start(),
            storage,
            nbytes,
            mode: AtomicU8::new(MAPPED),
            lo: AtomicUsize::new(usize::MAX),
            hi: AtomicUsize::new(0),
        })
    }

    /// The bytes of a mapped file. Sound as a plain slice: a mapped
    /// buffer is never written by arr (invariant 2).
    pub fn mapped_bytes(&self) -> Option<&[u8]> {
        match &self.storage {
            Storage::Mapped(map) => Some(&map[..]),
            Storage::Owned(_) => None,
        }
    }

    /// `width` is an element size: 1, 2, 4 or 8, so alignment is a mask
    /// test (a division here cost a third of a typed loop's time).
    #[inline(always)]
    fn check(&self, off: usize, width: usize) -> bool {
        width.is_power_of_two()
            && off & (width - 1) == 0
            && off.checked_add(width).is_some_and(|end| end <= self.nbytes)
    }

    /// The address of the first byte, for native kernels, which check
    /// every access against `nbytes` themselves (see `native`).
    pub(super) fn start_addr(&self) -> usize {
        self.base() as usize
    }

    /// Whether a store needs nothing but the store: not mapped, not
    /// tracked (native kernels write only such buffers).
    pub(super) fn plain(&self) -> bool {
        self.mode.load(Relaxed) == PLAIN
    }

    #[inline(always)]
    fn base(&self) -> *const u8 {
        self.start.as_ptr().cast_const()
    }

    /// Reads the raw bits of an element of `width` bytes at byte `off`.
    #[inline(always)]
    pub fn load_bits(&self, off: usize, width: usize) -> Option<u64> {
        if !self.check(off, width) {
            return None;
        }
        // SAFETY: invariant 1 makes `base()` valid for `nbytes` bytes and
        // 8-aligned; `check` (invariant 2) keeps `off..off + width` inside
        // it and `off` a multiple of `width`, so the pointer is aligned for
        // the atomic of that width, whose layout equals its integer's. The
        // bytes are only accessed atomically, so there is no data race.
        let v = unsafe {
            let p = self.base().add(off);
            match width {
                1 => (*p.cast::<AtomicU8>()).load(Relaxed) as u64,
                2 => (*p.cast::<AtomicU16>()).load(Relaxed) as u64,
                4 => (*p.cast::<AtomicU32>()).load(Relaxed) as u64,
                _ => (*p.cast::<AtomicU64>()).load(Relaxed),
            }
        };
        Some(v)
    }

    /// The `n` elements of `W` bytes at byte offsets `off + k * step`, as
    /// a run checked once here (its first and last element bound it, and a
    /// step that is a multiple of `W` keeps every element aligned); None
    /// when any of them would break invariant 2.
    #[inline(always)]
    pub fn run<const W: usize>(&self, off: isize, step: isize, n: usize) -> Option<Run<'_, W>> {
        self.run_span::<W>(off, step, n)?;
        Some(Run {
            at: self.base().wrapping_offset(off),
            step,
            n,
            buf: std::marker::PhantomData,
        })
    }

    /// The byte range `[lo, hi)` a run of `n` elements of `W` bytes at
    /// `off + k * step` covers, when all of them keep invariant 2 (`(0, 0)`
    /// for an empty run).
    #[inline(always)]
    fn run_span<const W: usize>(
        &self,
        off: isize,
        step: isize,
        n: usize,
    ) -> Option<(usize, usize)> {
        if n == 0 {
            return Some((0, 0));
        }
        let last = off as i128 + (n as i128 - 1) * step as i128;
        let (lo, hi) = ((off as i128).min(last), (off as i128).max(last));
        let aligned = W.is_power_of_two() && W <= 8 && off & (W as isize - 1) == 0;
        if !aligned
            || step & (W as isize - 1) != 0
            || lo < 0
            || hi + W as i128 > self.nbytes as i128
        {
            return None;
        }
        Some((lo as usize, hi as usize + W))
    }

    /// Calls `each(k, bits)` for the `n` elements of `W` bytes at byte
    /// offsets `off + k * step`, `k < n`; false, with no call, when any of
    /// them would break invariant 2. The run is checked once (its first
    /// and last element bound it, and a step that is a multiple of `W`
    /// keeps every element aligned), not per element: short interpreted
    /// loops spent more on per-element checks than on their arithmetic.
    #[inline(always)]
    pub fn load_run<const W: usize>(
        &self,
        off: isize,
        step: isize,
        n: usize,
        mut each: impl FnMut(usize, u64),
    ) -> bool {
        let Some(run) = self.run::<W>(off, step, n) else {
            return false;
        };
        for k in 0..n {
            each(k, run.get(k));
        }
        true
    }

    /// Writes the low `width` bytes of `bits` at byte `off`.
    #[inline(always)]
    pub fn store_bits(&self, off: usize, width: usize, bits: u64) -> bool {
        match self.writer() {
            Some(w) => w.store_bits(off, width, bits),
            None => false,
        }
    }

    /// A handle for many stores: the mode is read once (a bulk copy then
    /// pays no per-element flag test). None for a mapped buffer.
    #[inline(always)]
    pub fn writer(&self) -> Option<Writer<'_>> {
        match self.mode.load(Relaxed) {
            MAPPED => None,
            mode => Some(Writer {
                buf: self,
                track: mode == TRACKING,
            }),
        }
    }

    #[cold]
    #[inline(never)]
    fn note_write(&self, off: usize, width: usize) {
        self.lo.fetch_min(off, Relaxed);
        self.hi.fetch_max(off + width, Relaxed);
    }

    /// Starts (or restarts) recording the byte range written.
    pub fn track(&self) {
        self.clear_pending();
        // A mapped buffer is never written: nothing to track.
        let _ = self
            .mode
            .compare_exchange(PLAIN, TRACKING, Relaxed, Relaxed);
    }

    /// Forgets what was written so far; tracking goes on.
    pub fn clear_pending(&self) {
        self.lo.store(usize::MAX, Relaxed);
        self.hi.store(0, Relaxed);
    }

    /// The byte range written since `track`/`clear_pending`, as `(offset,
    /// nbytes)`; None when nothing was written or tracking is off.
    pub fn pending(&self) -> Option<(usize, usize)> {
        let (lo, hi) = (self.lo.load(Relaxed), self.hi.load(Relaxed));
        (self.mode.load(Relaxed) == TRACKING && lo < hi).then(|| (lo, hi - lo))
    }

    /// Reads one element, widened.
    #[inline(always)]
    pub fn load(&self, dtype: DType, off: usize) -> Option<Scalar> {
        if let Some(part) = dtype.complex_part() {
            return self.load_complex(part, off);
        }
        let bits = self.load_bits(off, dtype.itemsize())?;
        Some(from_bits(dtype, bits))
    }

    /// A complex element: its two parts, each read on its own.
    #[cold]
    fn load_complex(&self, part: DType, off: usize) -> Option<Scalar> {
        let w = part.itemsize();
        let re = from_bits(part, self.load_bits(off, w)?).as_f64();
        let im = from_bits(part, self.load_bits(off.checked_add(w)?, w)?).as_f64();
        Some(Scalar::Complex(re, im))
    }

    /// Writes one element, converted to the dtype as C would.
    #[inline(always)]
    pub fn store(&self, dtype: DType, off: usize, v: Scalar) -> bool {
        if let Some(part) = dtype.complex_part() {
            return self.store_complex(part, off, v);
        }
        self.store_bits(off, dtype.itemsize(), to_bits(dtype, v))
    }

    /// A complex element: both parts or, when the second would fall
    /// outside the buffer, neither.
    #[cold]
    fn store_complex(&self, part: DType, off: usize, v: Scalar) -> bool {
        let w = part.itemsize();
        let (re, im) = v.as_complex();
        let Some(off_im) = off.checked_add(w) else {
            return false;
        };
        self.check(off, w)
            && self.check(off_im, w)
            && self.store_bits(off, w, to_bits(part, Scalar::Float(re)))
            && self.store_bits(off_im, w, to_bits(part, Scalar::Float(im)))
    }

    /// One element at any byte offset (a field of a packed struct), read
    /// a byte at a time, little-endian as the machine stores it; None
    /// past the end.
    pub fn load_unaligned(&self, dtype: DType, off: usize) -> Option<Scalar> {
        if let Some(part) = dtype.complex_part() {
            let re = self.load_unaligned(part, off)?.as_f64();
            let im = self.load_unaligned(part, off.checked_add(part.itemsize())?)?;
            return Some(Scalar::Complex(re, im.as_f64()));
        }
        let mut bits = 0u64;
        for k in (0..dtype.itemsize()).rev() {
            bits = (bits << 8) | self.load_bits(off.checked_add(k)?, 1)?;
        }
        Some(from_bits(dtype, bits))
    }

    /// Writes one element at any byte offset, a byte at a time; false
    /// past the end.
    pub fn store_unaligned(&self, dtype: DType, off: usize, v: Scalar) -> bool {
        if let Some(part) = dtype.complex_part() {
            let (re, im) = v.as_complex();
            let Some(off_im) = off.checked_add(part.itemsize()) else {
                return false;
            };
            if off_im
                .checked_add(part.itemsize())
                .is_none_or(|end| end > self.nbytes())
            {
                return false;
            }
            return self.store_unaligned(part, off, Scalar::Float(re))
                && self.store_unaligned(part, off_im, Scalar::Float(im));
        }
        let bits = to_bits(dtype, v);
        let n = dtype.itemsize();
        if off.checked_add(n).is_none_or(|end| end > self.nbytes()) {
            return false;
        }
        (0..n).all(|k| self.store_bits(off + k, 1, (bits >> (8 * k)) & 0xff))
    }
}

/// A strided run of elements of `W` bytes that `Buffer::run` checked:
/// invariant 3 — `at` is the buffer's first byte plus the run's offset,
/// and every `at + k * step` with `k < n` is an aligned address whose `W`
/// bytes lie inside the buffer, which the borrow keeps alive. (The address
/// rather than the buffer is held so that a loop over the run keeps it in
/// a register: the buffer's atomics forbid the compiler to assume its
/// fields unchanged across the loop's stores.)
#[derive(Clone, Copy)]
pub struct Run<'a, const W: usize> {
    at: *const u8,
    step: isize,
    n: usize,
    buf: std::marker::PhantomData<&'a Buffer>,
}

// SAFETY: a `Run` only reads, atomically (invariant 2), memory that the
// borrowed `Buffer` owns and keeps alive, as a `&Buffer` may on any thread.
unsafe impl<const W: usize> Send for Run<'_, W> {}
// SAFETY: as for `Send`.
unsafe impl<const W: usize> Sync for Run<'_, W> {}

impl<const W: usize> Run<'_, W> {
    /// The bits of element `k`; 0 for `k >= n` (callers loop below `n`,
    /// and the test is what keeps an out-of-range `k` from reading outside
    /// the run).
    #[inline(always)]
    pub fn get(&self, k: usize) -> u64 {
        if k >= self.n {
            return 0;
        }
        // SAFETY: `k < n`, so `p` is one of the run's addresses, which
        // invariant 3 keeps aligned for the atomic of width `W` (whose
        // layout equals its integer's) and inside the buffer's bytes, valid
        // by invariant 1; access is atomic (invariant 2).
        unsafe {
            let p = self.at.offset((k as isize).wrapping_mul(self.step));
            match W {
                1 => (*p.cast::<AtomicU8>()).load(Relaxed) as u64,
                2 => (*p.cast::<AtomicU16>()).load(Relaxed) as u64,
                4 => (*p.cast::<AtomicU32>()).load(Relaxed) as u64,
                _ => (*p.cast::<AtomicU64>()).load(Relaxed),
            }
        }
    }
}

/// Stores into a buffer that is not mapped (so may be written), noting
/// the range when the buffer is tracked.
pub struct Writer<'a> {
    buf: &'a Buffer,
    track: bool,
}

impl Writer<'_> {
    /// Writes the low `width` bytes of `bits` at byte `off`.
    #[inline(always)]
    pub fn store_bits(&self, off: usize, width: usize, bits: u64) -> bool {
        if !self.buf.check(off, width) {
            return false;
        }
        // SAFETY: as in `load_bits`: in bounds, aligned, atomic-only
        // access; a `Writer` exists only for an owned buffer (`writer`
        // refuses a mapped one), so the memory is writable.
        unsafe {
            let p = self.buf.base().add(off).cast_mut();
            match width {
                1 => (*p.cast::<AtomicU8>()).store(bits as u8, Relaxed),
                2 => (*p.cast::<AtomicU16>()).store(bits as u16, Relaxed),
                4 => (*p.cast::<AtomicU32>()).store(bits as u32, Relaxed),
                _ => (*p.cast::<AtomicU64>()).store(bits, Relaxed),
            }
        }
        if self.track {
            self.buf.note_write(off, width);
        }
        true
    }

    /// The run of `n` elements of `W` bytes at `off + k * step`, checked
    /// once, for storing; its whole range is noted when the buffer is
    /// tracked.
    #[inline(always)]
    pub fn run<const W: usize>(&self, off: isize, step: isize, n: usize) -> Option<RunMut<'_, W>> {
        let (lo, hi) = self.buf.run_span::<W>(off, step, n)?;
        if self.track && hi > lo {
            self.buf.note_write(lo, hi - lo);
        }
        Some(RunMut(Run {
            at: self.buf.base().wrapping_offset(off),
            step,
            n,
            buf: std::marker::PhantomData,
        }))
    }
}

/// A strided run of elements of `W` bytes that `Writer::run` checked, in
/// an owned (writable) buffer: a `Run` (invariant 3) that may also store.
#[derive(Clone, Copy)]
pub struct RunMut<'a, const W: usize>(Run<'a, W>);

impl<const W: usize> RunMut<'_, W> {
    /// Writes the low `W` bytes of `bits` as element `k`; nothing for
    /// `k >= n`.
    #[inline(always)]
    pub fn set(&self, k: usize, bits: u64) {
        let Run { at, step, n, .. } = self.0;
        if k >= n {
            return;
        }
        // SAFETY: as in `Run::get` (`k < n`, invariant 3); the buffer is
        // owned, hence writable (a `Writer` is never made for a mapped
        // one), and the store is atomic (invariant 2).
        unsafe {
            let p = at.offset((k as isize).wrapping_mul(step));
            match W {
                1 => (*p.cast::<AtomicU8>()).store(bits as u8, Relaxed),
                2 => (*p.cast::<AtomicU16>()).store(bits as u16, Relaxed),
                4 => (*p.cast::<AtomicU32>()).store(bits as u32, Relaxed),
                _ => (*p.cast::<AtomicU64>()).store(bits, Relaxed),
            }
        }
    }
}

/// Decodes an element's bits.
#[inline(always)]
pub fn from_bits(dtype: DType, bits: u64) -> Scalar {
    match dtype {
        DType::Bool => Scalar::Bool(bits != 0),
        DType::I8 => Scalar::Int(bits as u8 as i8 as i64),
        DType::I16 => Scalar::Int(bits as u16 as i16 as i64),
        DType::I32 => Scalar::Int(bits as u32 as i32 as i64),
        DType::I64 | DType::U64 => Scalar::Int(bits as i64),
        DType::U8 => Scalar::Int(bits as u8 as i64),
        DType::U16 => Scalar::Int(bits as u16 as i64),
        DType::U32 => Scalar::Int(bits as u32 as i64),
        DType::F32 => Scalar::Float(f32::from_bits(bits as u32) as f64),
        DType::F64 => Scalar::Float(f64::from_bits(bits)),
        // Only the real part fits in the bits (callers go through
        // `Buffer::load` for complex elements).
        DType::C64 | DType::C128 => Scalar::Complex(from_bits(DType::F64, bits).as_f64(), 0.0),
    }
}

/// Encodes a value as an element's bits (C conversion).
#[inline(always)]
pub fn to_bits(dtype: DType, v: Scalar) -> u64 {
    match dtype {
        DType::Bool => v.truthy() as u64,
        DType::F32 => (v.as_f64() as f32).to_bits() as u64,
        DType::F64 => v.as_f64().to_bits(),
        DType::U64 => match v {
            Scalar::Float(x) => x as u64,
            other => other.as_i64() as u64,
        },
        _ => v.as_i64() as u64,
    }
}
