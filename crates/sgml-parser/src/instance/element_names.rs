//! The DTD's element type names in a table made for the instance parser: every start
//! and end tag looks its name up, so the lookup is a hash of the name's length and first
//! eight bytes (ASCII letters folded to capitals inside the word, [`upper_word`]), one
//! probe or two comparing that key, and for a name longer than eight bytes the rest —
//! with no folding copy and no allocation.

use sgml_dtd::content_model::ElementId;
use sgml_dtd::dtd::Dtd;

use super::keyed_names::{KeyedNames, key};
use super::name_words::{upper, upper_word, word};

/// A table from element type name (folded) to element type.
#[derive(Debug)]
pub(super) struct ElementNames {
    table: KeyedNames,
}

impl ElementNames {
    /// The table of `dtd`'s element types.
    pub(super) fn new(dtd: &Dtd) -> ElementNames {
        let names = dtd.elements.keys().map(|name| name.as_bytes());
        ElementNames {
            table: KeyedNames::new(names, word),
        }
    }

    /// The element type of `dtd` named `name`, if it declares one.
    #[inline]
    pub(super) fn get(&self, dtd: &Dtd, name: &str) -> Option<ElementId> {
        self.find(dtd, name.as_bytes(), word, |known, name| known == name)
    }

    /// The element type of `dtd` named `name` folded to upper case, when `name` is ASCII
    /// (ASCII letters fold to their capitals under NAMECASE GENERAL YES whatever the
    /// declaration, `CharClasses::to_upper`): the same answer as [`get`](Self::get) of
    /// the folded name, without folding it into a buffer first.
    #[inline]
    pub(super) fn get_ascii_folded(&self, dtd: &Dtd, name: &[u8]) -> Option<ElementId> {
        debug_assert!(name.is_ascii());
        self.find(dtd, name, upper_word, |known, name| {
            known.len() == name.len() && known.iter().zip(name).all(|(&k, &n)| k == n.to_ascii_uppercase())
        })
    }

    /// The element whose name's key is `name`'s as `first_word` makes it, and whose
    /// name's bytes after the first eight are `name`'s as `same` compares them.
    #[inline(always)]
    fn find(
        &self,
        dtd: &Dtd,
        name: &[u8],
        first_word: fn(&[u8]) -> u64,
        same: impl Fn(&[u8], &[u8]) -> bool,
    ) -> Option<ElementId> {
        let (length, first) = key(name, first_word);
        self.find_key(dtd, name, length, first, same)
    }

    /// [`get_ascii_folded`](Self::get_ascii_folded) of the ASCII name that is the first
    /// `length` bytes of `text` (the text after it may follow): its first word is read
    /// in one load, not byte by byte, when `text` holds eight bytes.
    #[inline]
    pub(super) fn get_ascii_folded_at(&self, dtd: &Dtd, text: &[u8], length: usize) -> Option<ElementId> {
        let name = text.get(..length)?;
        debug_assert!(name.is_ascii());
        let first = match text.first_chunk::<8>() {
            Some(chunk) if length >= 8 => upper(u64::from_le_bytes(*chunk)),
            Some(chunk) => upper(u64::from_le_bytes(*chunk) & ((1u64 << (8 * length)) - 1)),
            None => upper_word(&name[..length.min(8)]),
        };
        let length = u32::try_from(length).unwrap_or(u32::MAX);
        self.find_key(dtd, name, length, first, |known, name| {
            known.len() == name.len() && known.iter().zip(name).all(|(&k, &n)| k == n.to_ascii_uppercase())
        })
    }

    /// The element whose name's key is (`length`, `first`) and whose name is `name`
    /// past its first eight bytes as `same` compares them.
    #[inline(always)]
    fn find_key(
        &self,
        dtd: &Dtd,
        name: &[u8],
        length: u32,
        first: u64,
        same: impl Fn(&[u8], &[u8]) -> bool,
    ) -> Option<ElementId> {
        let index = self.table.find(length, first, |index| {
            dtd.elements
                .get_index(index)
                .is_some_and(|(known, _)| same(&known.as_bytes()[8..], &name[8..]))
        })?;
        Some(ElementId(index as u32))
    }
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
