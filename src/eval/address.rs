//! Addresses: how a pointer is stored in memory (`n.next = head`,
//! `rows[i] = row`, a function pointer in a struct field).
//!
//! arr's pointers are a tracked block and an offset, never a machine
//! address, so that every access is checked. A pointer stored into a block
//! becomes 8 bytes that name its block and offset: the block's allocation
//! number in the upper half and the offset (biased to be unsigned) in the
//! lower. The address table maps the number back to the block — weakly, so
//! a stored address keeps nothing alive: a `malloc` block stays in the leak
//! registry until freed, an array's buffer lives while its array does. An
//! address whose block is gone comes back as a pointer that reports, on
//! use, how it ended: freed at a line, or a variable out of scope.
//! Function pointers are numbered in a table of their own, marked by the
//! top bit. Address 0 is NULL, as in C (memory from `malloc` is zeroed).

use super::exc::*;
use super::memory::{Block, Origin, Ptr};
use super::value::Value;
use crate::array::buffer::Buffer;
use crate::sema::types::Ty;
use parking_lot::Mutex;
use std::collections::HashMap;
use std::sync::{Arc, Weak};

/// The top bit marks a function's number.
const FUNC_TAG: u64 = 1 << 63;
/// Offsets from -2^31 to 2^31 - 1 fit the lower half once biased.
const BIAS: i64 = 1 << 31;

/// What the table knows of a block whose address was stored.
struct Entry {
    block: Weak<Block>,
    /// The buffer under the block: `&v[i]` makes a new block each time,
    /// so an array's buffer outlives the block of one address.
    buf: Weak<Buffer>,
    nbytes: usize,
    line: usize,
    origin: Origin,
    /// How the block ended once it was dropped: the line of its `free`,
    /// or None when its storage ended without one.
    ended: Option<Option<usize>>,
}

static TABLE: Mutex<Option<HashMap<u64, Entry>>> = Mutex::new(None);

/// Every function whose address was stored, by number.
static FUNCS: Mutex<Vec<Value>> = Mutex::new(Vec::new());

/// The 8 bytes that stand for pointer `p` in memory.
pub fn encode(p: &Ptr) -> Res<u64> {
    let Some(b) = &p.block else { return Ok(0) };
    let off = p.offset as i64;
    if !(-BIAS..BIAS).contains(&off) {
        return Err(memory_error(format!(
            "cannot store a pointer {off} bytes from the start of its block: \
             arr stores offsets within 2 GiB of it"
        )));
    }
    let serial = b.serial();
    if serial >= (FUNC_TAG >> 32) - 1 {
        return Err(memory_error("too many blocks to store pointers to"));
    }
    if b.mark_addressed() {
        let mut table = TABLE.lock();
        table.get_or_insert_with(HashMap::new).insert(
            serial,
            Entry {
                block: Arc::downgrade(b),
                buf: Arc::downgrade(&b.buf),
                nbytes: b.nbytes,
                line: b.line,
                origin: b.origin,
                ended: None,
            },
        );
    }
    Ok(((serial + 1) << 32) | (off + BIAS) as u64)
}

/// The pointer stored as `bits`.
pub fn decode(bits: u64) -> Res<Value> {
    if bits == 0 {
        return Ok(super::memory::null());
    }
    let bad = || {
        memory_error(format!(
            "invalid pointer: the 8 bytes read ({bits:#x}) are not an address arr stored"
        ))
    };
    if bits & FUNC_TAG != 0 || bits >> 32 == 0 {
        return Err(bad());
    }
    let serial = (bits >> 32) - 1;
    let offset = ((bits & 0xffff_ffff) as i64 - BIAS) as isize;
    let block = {
        let table = TABLE.lock();
        let e = table
            .as_ref()
            .and_then(|t| t.get(&serial))
            .ok_or_else(bad)?;
        match e.block.upgrade() {
            Some(b) => b,
            None => match (e.origin, e.buf.upgrade()) {
                (Origin::ArrayBuffer, Some(buf)) => Arc::new(Block::over_buffer(buf, serial)),
                _ => {
                    let freed = e.ended.flatten();
                    Arc::new(
                        Block::tombstone(serial, e.nbytes, e.line, e.origin, freed)
                            .ok_or_else(|| memory_error("cannot allocate"))?,
                    )
                }
            },
        }
    };
    Ok(Value::Ptr(Arc::new(Ptr {
        block: Some(block),
        offset,
        carray: None,
    })))
}

/// Called when a block whose address was stored is dropped: remembers
/// how it ended, for the addresses still stored.
pub(super) fn forget(serial: u64, freed: Option<usize>) {
    if let Some(e) = TABLE.lock().as_mut().and_then(|t| t.get_mut(&serial)) {
        e.ended = Some(freed);
    }
}

/// The 8 bytes that stand for a function pointer (the function, or None
/// for NULL).
pub fn encode_func(f: &Value) -> u64 {
    if matches!(f, Value::None) {
        return 0;
    }
    let mut funcs = FUNCS.lock();
    let k = match funcs.iter().position(|g| g.is(f)) {
        Some(k) => k,
        None => {
            funcs.push(f.clone());
            funcs.len() - 1
        }
    };
    FUNC_TAG | k as u64
}

/// The function pointer stored as `bits`.
pub fn decode_func(bits: u64) -> Res<Value> {
    if bits == 0 {
        return Ok(Value::None);
    }
    let k = (bits & !FUNC_TAG) as usize;
    match FUNCS.lock().get(k) {
        Some(f) if bits & FUNC_TAG != 0 => Ok(f.clone()),
        _ => Err(memory_error(format!(
            "invalid function pointer: the 8 bytes read ({bits:#x}) are not a function's address"
        ))),
    }
}

/// The 8 bytes that stand for `v`, a pointer or a function pointer.
pub fn encode_value(v: &Value) -> Res<u64> {
    match v {
        Value::Ptr(p) => encode(p),
        f => Ok(encode_func(f)),
    }
}

/// The value of type `ty` (a pointer or function pointer type) stored as
/// `bits`.
pub fn decode_as(bits: u64, ty: &Ty) -> Res<Value> {
    match ty {
        Ty::FuncPtr(_) => decode_func(bits),
        _ => decode(bits),
    }
}
