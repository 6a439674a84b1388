//! The DTD's element type names in a table made for the instance parser: every start
//! and end tag looks its name up, so the lookup is a short hash of the name's bytes and
//! one probe or two, with no allocation.

use sgml_dtd::content_model::ElementId;
use sgml_dtd::dtd::Dtd;

/// An open-addressing table from element type name (folded) to element type.
#[derive(Debug)]
pub(super) struct ElementNames {
    /// Element index + 1, or 0 for an empty slot.
    slots: Vec<u32>,
    mask: usize,
}

impl ElementNames {
    /// The table of `dtd`'s element types.
    pub(super) fn new(dtd: &Dtd) -> ElementNames {
        let size = (dtd.elements.len() * 2).next_power_of_two().max(16);
        let mut slots = vec![0u32; size];
        let mask = size - 1;
        for (index, (name, _)) in dtd.elements.iter().enumerate() {
            let mut slot = hash(name.as_bytes()) as usize & mask;
            while slots[slot] != 0 {
                slot = (slot + 1) & mask;
            }
            slots[slot] = index as u32 + 1;
        }
        ElementNames { slots, mask }
    }

    /// The element type of `dtd` named `name`, if it declares one.
    #[inline]
    pub(super) fn get(&self, dtd: &Dtd, name: &str) -> Option<ElementId> {
        let mut slot = hash(name.as_bytes()) as usize & self.mask;
        loop {
            let entry = self.slots[slot];
            if entry == 0 {
                return None;
            }
            let index = entry as usize - 1;
            if dtd.elements.get_index(index).is_some_and(|(known, _)| known == name) {
                return Some(ElementId(index as u32));
            }
            slot = (slot + 1) & self.mask;
        }
    }
}

impl ElementNames {
    /// The element type of `dtd` named `name` folded to upper case, when `name` is ASCII
    /// (ASCII letters fold to their capitals under NAMECASE GENERAL YES whatever the
    /// declaration, `CharClasses::to_upper`): the same answer as [`get`](Self::get) of
    /// the folded name, without folding it into a buffer first.
    #[inline]
    pub(super) fn get_ascii_folded(&self, dtd: &Dtd, name: &[u8]) -> Option<ElementId> {
        debug_assert!(name.is_ascii());
        let mut slot = hash_folded(name) as usize & self.mask;
        loop {
            let entry = self.slots[slot];
            if entry == 0 {
                return None;
            }
            let index = entry as usize - 1;
            if dtd.elements.get_index(index).is_some_and(|(known, _)| {
                let known = known.as_bytes();
                known.len() == name.len() && known.iter().zip(name).all(|(&k, &n)| k == n.to_ascii_uppercase())
            }) {
                return Some(ElementId(index as u32));
            }
            slot = (slot + 1) & self.mask;
        }
    }
}

/// [`hash`] of `bytes` with ASCII letters in upper case.
#[inline]
fn hash_folded(bytes: &[u8]) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let mut h = (bytes.len() as u64).wrapping_mul(K);
    for chunk in bytes.chunks(8) {
        let mut word = [0u8; 8];
        for (w, &b) in word.iter_mut().zip(chunk) {
            *w = b.to_ascii_uppercase();
        }
        h = (h.rotate_left(5) ^ u64::from_le_bytes(word)).wrapping_mul(K);
    }
    h ^ (h >> 29)
}

/// A multiplicative hash of eight bytes at a time, with the length folded in.
#[inline]
fn hash(bytes: &[u8]) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let mut h = (bytes.len() as u64).wrapping_mul(K);
    for chunk in bytes.chunks(8) {
        let mut word = [0u8; 8];
        word[..chunk.len()].copy_from_slice(chunk);
        h = (h.rotate_left(5) ^ u64::from_le_bytes(word)).wrapping_mul(K);
    }
    h ^ (h >> 29)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_declared_name_is_found_and_no_other() {
        let mut dtd = Dtd::default();
        let names: Vec<String> = (0..200)
            .map(|i| format!("E{i}"))
            .chain(["P".into(), "TBODY".into()])
            .collect();
        for name in &names {
            let element = sgml_dtd::dtd::ElementType {
                name: name.as_str().into(),
                definition: None,
                attributes: None,
                usemap: None,
            };
            dtd.elements.insert(name.as_str().into(), element);
        }
        let table = ElementNames::new(&dtd);
        for (i, name) in names.iter().enumerate() {
            assert_eq!(table.get(&dtd, name), Some(ElementId(i as u32)), "{name}");
        }
        for absent in ["", "p", "E200", "TBOD", "TBODYX", "A-VERY-LONG-ELEMENT-NAME"] {
            assert_eq!(table.get(&dtd, absent), None, "{absent}");
        }
        for (i, name) in names.iter().enumerate() {
            let lower = name.to_ascii_lowercase();
            assert_eq!(
                table.get_ascii_folded(&dtd, lower.as_bytes()),
                Some(ElementId(i as u32)),
                "{lower}"
            );
            assert_eq!(
                table.get_ascii_folded(&dtd, name.as_bytes()),
                Some(ElementId(i as u32)),
                "{name}"
            );
        }
        for absent in [
            "",
            "e200",
            "tbod",
            "tBodyx",
            "a-very-long-element-name",
            "P\u{0}",
            "@",
            "[",
        ] {
            assert_eq!(table.get_ascii_folded(&dtd, absent.as_bytes()), None, "{absent}");
        }
        assert_eq!(ElementNames::new(&Dtd::default()).get(&Dtd::default(), "P"), None);
    }
}
