//! The hash function of the DTD's name tables ([`NameMap`]): names are short (`P`, `TD`,
//! `nbsp`) and looked up once per tag and per entity reference, where the standard
//! library's SipHash costs more than the rest of the lookup.
//!
//! Each 8-byte word of a name is folded into the state by a 64×64→128-bit multiply
//! whose halves are xored (the folded multiply of aHash's and wyhash's portable paths),
//! with two keys drawn from the standard library's random source once per process. The
//! keys keep the function unpredictable, so a hostile internal subset cannot choose
//! thousands of names that fall into one bucket and make declaring them quadratic.

use std::hash::{BuildHasher, Hasher, RandomState};
use std::sync::OnceLock;

use indexmap::IndexMap;
use smol_str::SmolStr;

/// A table of names in declaration order (the index is the id), hashed by [`NameHash`].
pub type NameMap<V> = IndexMap<SmolStr, V, NameHash>;

/// Builds [`NameHasher`]s with this process's keys.
#[derive(Clone, Copy, Debug)]
pub struct NameHash {
    keys: [u64; 2],
}

impl Default for NameHash {
    fn default() -> NameHash {
        static KEYS: OnceLock<[u64; 2]> = OnceLock::new();
        let keys = *KEYS.get_or_init(|| {
            let random = RandomState::new();
            // Odd multipliers keep every bit of the state in play.
            [random.hash_one(0x5eed_u64), random.hash_one(0xfeed_u64) | 1]
        });
        NameHash { keys }
    }
}

impl BuildHasher for NameHash {
    type Hasher = NameHasher;

    #[inline]
    fn build_hasher(&self) -> NameHasher {
        NameHasher {
            state: self.keys[0],
            key: self.keys[1],
        }
    }
}

/// The hasher of one name: see the module docs.
#[derive(Clone, Copy, Debug)]
pub struct NameHasher {
    state: u64,
    key: u64,
}

/// The high and low halves of `a × b`, xored.
#[inline(always)]
fn folded_multiply(a: u64, b: u64) -> u64 {
    let full = u128::from(a) * u128::from(b);
    (full as u64) ^ ((full >> 64) as u64)
}

impl NameHasher {
    #[inline(always)]
    fn mix(&mut self, word: u64) {
        self.state = folded_multiply(self.state ^ word, self.key).rotate_left(23);
    }
}

impl Hasher for NameHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        // The length first, so that zero padding cannot make two texts one.
        self.mix(bytes.len() as u64);
        let mut words = bytes.chunks_exact(8);
        for word in words.by_ref() {
            self.mix(u64::from_le_bytes(word.try_into().expect("eight bytes")));
        }
        let rest = words.remainder();
        if !rest.is_empty() {
            let mut last = [0u8; 8];
            last[..rest.len()].copy_from_slice(rest);
            self.mix(u64::from_le_bytes(last));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.mix(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.mix(i);
    }

    #[inline]
    fn finish(&self) -> u64 {
        folded_multiply(self.state, self.key ^ 0x9E37_79B9_7F4A_7C15)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn equal_names_hash_alike_and_different_ones_apart() {
        let hash = NameHash::default();
        assert_eq!(
            hash.hash_one("TBODY"),
            NameHash::default().hash_one(SmolStr::new("TBODY"))
        );
        let names: Vec<String> = (0..20_000)
            .map(|i| format!("n{i}"))
            .chain(["", "\0", "\0\0", "a", "a\0", "abcdefgh", "abcdefgh\0"].map(String::from))
            .collect();
        let hashes: HashSet<u64> = names.iter().map(|n| hash.hash_one(n.as_str())).collect();
        assert_eq!(hashes.len(), names.len());
    }

    #[test]
    fn a_table_finds_what_it_holds() {
        let mut map: NameMap<usize> = NameMap::default();
        for i in 0..1000 {
            map.insert(SmolStr::new(format!("E{i}")), i);
        }
        assert!((0..1000).all(|i| map.get_index_of(format!("E{i}").as_str()) == Some(i)));
        assert_eq!(map.get_index_of("E1000"), None);
    }
}
