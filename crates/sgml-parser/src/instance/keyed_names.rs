//! The one table behind the instance parser's name lookups (element types for tags,
//! general entities for references, a list's attributes for attribute names): names
//! keyed by their length and first eight bytes as a word ([`super::name_words`]), in an
//! open-addressing table. A lookup hashes the key, probes once or twice comparing keys,
//! and leaves the rest of a name longer than eight bytes to its caller, who knows where
//! the names are and how they compare (folded or not).

/// One slot: a name's key (its length and first word) and its index + 1 among the names
/// the table was made from, or 0 for an empty slot.
#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    first: u64,
    length: u32,
    entry: u32,
}

/// An open-addressing table from a name's key to its index.
#[derive(Debug)]
pub(super) struct KeyedNames {
    slots: Box<[Slot]>,
    mask: usize,
}

impl KeyedNames {
    /// The table of `names`, keyed with `first_word`: each is placed in the order
    /// given, so that of two names with one key the first is met first along its probes.
    pub(super) fn new<'a>(names: impl ExactSizeIterator<Item = &'a [u8]>, first_word: fn(&[u8]) -> u64) -> KeyedNames {
        let size = (names.len() * 2).next_power_of_two().max(8);
        let mask = size - 1;
        let mut slots = vec![Slot::default(); size].into_boxed_slice();
        for (index, name) in names.enumerate() {
            let (length, first) = key(name, first_word);
            let mut slot = hash(length, first) as usize & mask;
            while slots[slot].entry != 0 {
                slot = (slot + 1) & mask;
            }
            slots[slot] = Slot {
                first,
                length,
                entry: index as u32 + 1,
            };
        }
        KeyedNames { slots, mask }
    }

    /// The index of the first name whose key is (`length`, `first`) and for which
    /// `rest_same` (given the index) says the bytes past the first eight are the ones
    /// sought: it is asked only of names longer than eight bytes.
    #[inline(always)]
    pub(super) fn find(&self, length: u32, first: u64, rest_same: impl Fn(usize) -> bool) -> Option<usize> {
        let mut slot = hash(length, first) as usize & self.mask;
        loop {
            let found = self.slots[slot];
            if found.entry == 0 {
                return None;
            }
            let index = found.entry as usize - 1;
            if found.length == length && found.first == first && (length <= 8 || rest_same(index)) {
                return Some(index);
            }
            slot = (slot + 1) & self.mask;
        }
    }
}

/// A name's key: its length and its first (up to) eight bytes as `first_word` makes a
/// word of them. (A name of `u32::MAX` bytes or more has the length `u32::MAX`: the rest
/// of the name is compared anyway.)
#[inline(always)]
pub(super) fn key(name: &[u8], first_word: fn(&[u8]) -> u64) -> (u32, u64) {
    let length = u32::try_from(name.len()).unwrap_or(u32::MAX);
    (length, first_word(&name[..name.len().min(8)]))
}

/// A multiplicative hash of a key: its low bits come from the product's high ones,
/// which every bit of the key moves.
#[inline(always)]
fn hash(length: u32, first: u64) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let h = (first ^ u64::from(length)).wrapping_mul(K);
    (h >> 40) ^ h
}
