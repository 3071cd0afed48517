//! The iteration order of libstdc++'s `unordered_map` and `unordered_set`
//! (what compiled Cython links against), so a Cython program that prints
//! one or loops over it gives the output the real one gives. The order
//! comes from replaying the inserts on a model of libstdc++'s
//! `_Hashtable`: one singly linked list of nodes, each bucket pointing at
//! the node before its first, and the prime rehash policy.

/// The bucket counts libstdc++'s rehash policy grows through (each is the
/// first prime in its table at or above twice the last), as measured with
/// the compiled oracle.
const GROWTH: [u64; 19] = [
    13, 29, 59, 127, 257, 541, 1109, 2357, 5087, 10273, 20753, 42043, 85229, 172933, 351061,
    712697, 1447153, 2938679, 5967347,
];

/// libstdc++'s `_Hash_bytes` (a MurmurHash2 variant for 64-bit `size_t`)
/// with `std::hash`'s seed.
pub fn hash_bytes(bytes: &[u8]) -> u64 {
    const MUL: u64 = (0xc6a4_a793_u64 << 32) + 0x5bd1_e995;
    const SEED: u64 = 0xc70f_6907;
    let shift_mix = |v: u64| v ^ (v >> 47);
    let len = bytes.len();
    let aligned = len & !7;
    let mut hash = SEED ^ (len as u64).wrapping_mul(MUL);
    for chunk in bytes[..aligned].chunks_exact(8) {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let data = shift_mix(u64::from_le_bytes(word).wrapping_mul(MUL)).wrapping_mul(MUL);
        hash ^= data;
        hash = hash.wrapping_mul(MUL);
    }
    if len & 7 != 0 {
        let data = bytes[aligned..]
            .iter()
            .rev()
            .fold(0u64, |acc, &b| (acc << 8) + u64::from(b));
        hash ^= data;
        hash = hash.wrapping_mul(MUL);
    }
    hash = shift_mix(hash).wrapping_mul(MUL);
    shift_mix(hash)
}

/// The bucket count after the one given, when the table must grow.
fn next_bucket_count(current: u64) -> u64 {
    if let Some(&n) = GROWTH.iter().find(|&&n| n > current) {
        return n;
    }
    // Past the measured table: the first prime at or above twice.
    let mut n = current * 2 + 1;
    while !is_prime(n) {
        n += 2;
    }
    n
}

fn is_prime(n: u64) -> bool {
    n >= 2
        && (2..)
            .take_while(|d| d * d <= n)
            .all(|d| !n.is_multiple_of(d))
}

const NIL: usize = usize::MAX;
/// A bucket whose first node follows the list's head.
const HEAD: usize = usize::MAX - 1;

/// The table: `next` links nodes (by index), `buckets` holds for each
/// bucket the node before its first (`HEAD`, or `NIL` when empty).
struct Table<'h> {
    hashes: &'h [u64],
    next: Vec<usize>,
    head: usize,
    buckets: Vec<usize>,
}

impl Table<'_> {
    fn bucket(&self, node: usize) -> usize {
        (self.hashes[node] % self.buckets.len() as u64) as usize
    }

    fn next_of(&self, before: usize) -> usize {
        if before == HEAD {
            self.head
        } else {
            self.next[before]
        }
    }

    fn link_after(&mut self, before: usize, node: usize) {
        self.next[node] = self.next_of(before);
        if before == HEAD {
            self.head = node;
        } else {
            self.next[before] = node;
        }
    }

    /// `_M_insert_bucket_begin`: first in its bucket's run, or first in
    /// the whole list when the bucket is empty.
    fn insert(&mut self, node: usize) {
        let b = self.bucket(node);
        if self.buckets[b] != NIL {
            self.link_after(self.buckets[b], node);
            return;
        }
        self.next[node] = self.head;
        self.head = node;
        if self.next[node] != NIL {
            let nb = self.bucket(self.next[node]);
            self.buckets[nb] = node;
        }
        self.buckets[b] = HEAD;
    }

    /// `_M_rehash_aux` for unique keys: the list is walked in order and
    /// each node relinked into the new buckets.
    fn rehash(&mut self, count: u64) {
        let mut buckets = vec![NIL; count as usize];
        let mut p = self.head;
        self.head = NIL;
        let mut begin_bucket = 0;
        while p != NIL {
            let next = self.next[p];
            let b = (self.hashes[p] % count) as usize;
            if buckets[b] == NIL {
                self.next[p] = self.head;
                self.head = p;
                buckets[b] = HEAD;
                if self.next[p] != NIL {
                    buckets[begin_bucket] = p;
                }
                begin_bucket = b;
            } else {
                let before = buckets[b];
                self.link_after(before, p);
            }
            p = next;
        }
        self.buckets = buckets;
    }
}

/// The bucket count of a table that grew to `n` elements by inserts: it
/// grows when an insert would pass the count (max load factor 1).
pub fn bucket_count(n: usize) -> u64 {
    let mut count = 1;
    while n as u64 > count || (n > 0 && count == 1) {
        count = next_bucket_count(count * 2 - 1).max(GROWTH[0]);
    }
    count
}

/// The order libstdc++ iterates keys with these hashes in, after
/// inserting them in the order given into an empty table.
pub fn bucket_order(hashes: &[u64]) -> Vec<usize> {
    let mut t = Table {
        hashes,
        next: vec![NIL; hashes.len()],
        head: NIL,
        buckets: vec![NIL; 1],
    };
    // `_M_next_resize`: the size past which the table grows (max load
    // factor 1); 0 before the first insert.
    let mut next_resize = 0u64;
    for node in 0..hashes.len() {
        let count = t.buckets.len() as u64;
        if node as u64 + 1 > next_resize {
            let grown = next_bucket_count(count.max(1) * 2 - 1).max(GROWTH[0]);
            t.rehash(grown);
            next_resize = grown;
        }
        t.insert(node);
    }
    let mut order = Vec::with_capacity(hashes.len());
    let mut p = t.head;
    while p != NIL {
        order.push(p);
        p = t.next[p];
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ints_iterate_as_libstdcxx_links_them() {
        // Measured: 20 inserts of i*7-30 (13 then 29 buckets).
        let keys: Vec<i64> = (0..20).map(|i| i * 7 - 30).collect();
        let hashes: Vec<u64> = keys.iter().map(|&k| k as u64).collect();
        let got: Vec<i64> = bucket_order(&hashes).iter().map(|&i| keys[i]).collect();
        assert_eq!(
            got,
            [
                103, 96, 89, 82, 75, 68, 61, -30, 12, -23, 19, -16, 26, -9, 33, -2, 40, 5, 47, 54
            ]
        );
    }

    #[test]
    fn growth_follows_the_prime_table() {
        assert_eq!(next_bucket_count(1), 13);
        assert_eq!(next_bucket_count(13), 29);
        let past = next_bucket_count(5967347);
        assert!(past > 2 * 5967347 && is_prime(past));
    }
}
