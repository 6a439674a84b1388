//! Names compared eight bytes at a time, ASCII letters folded to capitals inside the word
//! (NAMECASE GENERAL YES): element type names ([`super::element_names`]) and attribute
//! names ([`AttributeKeys`]) of a tag are found without being folded into a buffer first.

use sgml_dtd::dtd::{AttributeDefinitionList, AttributeId};

use super::keyed_names::{KeyedNames, key};

/// Up to eight bytes as a little-endian word, zero-padded.
#[inline]
pub(super) fn word(chunk: &[u8]) -> u64 {
    // Byte by byte rather than through a copy, which would call memcpy for so few bytes.
    chunk.iter().rev().fold(0, |w, &b| (w << 8) | u64::from(b))
}

/// [`word`] of up to eight ASCII bytes with the letters `a`-`z` made capitals, all eight
/// at once: a byte's high bit is set by adding to it when it is at least `a`, and again
/// when it is above `z` (no byte carries into the next, since each is below 0x80).
#[inline]
pub(super) fn upper_word(chunk: &[u8]) -> u64 {
    upper(word(chunk))
}

/// A word of eight ASCII bytes (or fewer, zero-padded) with the letters `a`-`z` made
/// capitals (see [`upper_word`]).
#[inline]
pub(super) fn upper(w: u64) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let at_least_a = w + ONES * u64::from(0x80 - b'a');
    let above_z = w + ONES * u64::from(0x7f - b'z');
    let lower = at_least_a & !above_z & HIGHS;
    w - (lower >> 2)
}

/// The names of one attribute definition list by their keys (length and first word):
/// a lookup is one probe or two, where a list holds 20 to 30 names (HTML's common
/// attributes and events).
#[derive(Debug)]
pub(super) struct AttributeKeys {
    table: KeyedNames,
}

impl AttributeKeys {
    /// The keys of `list`'s attribute names (folded already, as the DTD keeps them).
    pub(super) fn new(list: &AttributeDefinitionList) -> AttributeKeys {
        let names = list.attributes.iter().map(|a| a.name.as_bytes());
        AttributeKeys {
            table: KeyedNames::new(names, word),
        }
    }

    /// The first attribute of `list` (the list these keys were made from) named `name`
    /// folded to capitals, `name` being ASCII: what `list.get` of the folded name gives.
    #[inline]
    pub(super) fn find_folded(&self, list: &AttributeDefinitionList, name: &[u8]) -> Option<AttributeId> {
        debug_assert!(name.is_ascii());
        let (length, first) = key(name, upper_word);
        let index = self.table.find(length, first, |i| {
            list.attributes[i].name.as_bytes()[8..]
                .chunks(8)
                .zip(name[8..].chunks(8))
                .all(|(k, n)| word(k) == upper_word(n))
        })?;
        Some(AttributeId(index as u32))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sgml_dtd::dtd::{AttributeDefinition, DeclaredValue, DefaultValue};

    #[test]
    fn upper_word_folds_letters_only() {
        let all: Vec<u8> = (0u8..0x80).collect();
        for chunk in all.chunks(8) {
            let folded: Vec<u8> = chunk.iter().map(u8::to_ascii_uppercase).collect();
            assert_eq!(upper_word(chunk), word(&folded), "{chunk:?}");
        }
    }

    #[test]
    fn attribute_keys_find_what_get_finds() {
        let names = ["ID", "CLASS", "ONMOUSEOVER", "ONMOUSEOUT", "X", "ACCEPT-CHARSET", "ID"];
        let list = AttributeDefinitionList {
            attributes: names
                .iter()
                .map(|n| AttributeDefinition {
                    name: (*n).into(),
                    declared_value: DeclaredValue::Cdata,
                    default: DefaultValue::Implied,
                })
                .collect(),
            ..Default::default()
        };
        let keys = AttributeKeys::new(&list);
        for probe in [
            "id",
            "Class",
            "onmouseover",
            "ONMOUSEOUT",
            "x",
            "accept-charset",
            "onmouseove",
            "onmouseovers",
            "",
            "clas",
            "i",
        ] {
            let expected = list.get(&probe.to_ascii_uppercase()).map(|(id, _)| id);
            assert_eq!(keys.find_folded(&list, probe.as_bytes()), expected, "{probe}");
        }
    }
}
