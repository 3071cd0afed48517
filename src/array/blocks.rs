//! A small cache of large freed word blocks, so that a whole-array result
//! of the size just freed reuses that memory instead of a fresh mapping.
//!
//! arr's interpreter runs on a thread of its own, where the allocator
//! serves and frees every block above its mapping threshold with
//! `mmap`/`munmap`: `c = a + b` on 4e6 float64 then paid ~7800 page faults
//! (and the kernel's zeroing of 32 MB) on every evaluation, several times
//! the arithmetic. Blocks of at least `MIN_WORDS` words are kept here when
//! their buffer is dropped, up to `MAX_BLOCKS` and `MAX_WORDS` in all, and
//! handed out again for a buffer of exactly their length. What the cache
//! holds is memory no array can reach any more, so it only bounds how much
//! stays reserved between allocations.

use parking_lot::Mutex;
use std::sync::atomic::AtomicU64;

/// 1 MiB: smaller blocks come from the allocator's free lists cheaply.
const MIN_WORDS: usize = 1 << 17;
const MAX_BLOCKS: usize = 4;
/// 256 MiB kept at most.
const MAX_WORDS: usize = 1 << 25;

static CACHE: Mutex<Vec<Box<[AtomicU64]>>> = Mutex::new(Vec::new());

/// A cached block of exactly `n` words (holding stale values), if any.
pub fn take(n: usize) -> Option<Box<[AtomicU64]>> {
    if n < MIN_WORDS {
        return None;
    }
    let mut cache = CACHE.lock();
    let at = cache.iter().rposition(|b| b.len() == n)?;
    Some(cache.remove(at))
}

/// Keeps `block` for reuse when it is large and there is room, evicting
/// the oldest blocks to make it; otherwise it is freed here.
pub fn give(block: Box<[AtomicU64]>) {
    if block.len() < MIN_WORDS || block.len() > MAX_WORDS {
        return;
    }
    let evicted = {
        let mut cache = CACHE.lock();
        let mut evicted = Vec::new();
        while cache.len() >= MAX_BLOCKS
            || cache.iter().map(|b| b.len()).sum::<usize>() + block.len() > MAX_WORDS
        {
            evicted.push(cache.remove(0));
        }
        cache.push(block);
        evicted
    };
    // Freed outside the lock: `munmap` of a large block takes a while.
    drop(evicted);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_freed_large_block_is_handed_out_again_for_its_exact_length() {
        let n = MIN_WORDS + 7;
        let block: Box<[AtomicU64]> = (0..n).map(|_| AtomicU64::new(0)).collect();
        let addr = block.as_ptr() as usize;
        give(block);
        assert!(take(n + 1).is_none_or(|b| b.as_ptr() as usize != addr));
        let again = take(n).map(|b| b.as_ptr() as usize);
        assert_eq!(again, Some(addr));
        let small: Box<[AtomicU64]> = (0..8).map(|_| AtomicU64::new(0)).collect();
        give(small);
        assert!(take(8).is_none());
    }
}
