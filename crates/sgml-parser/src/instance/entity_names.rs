//! The DTD's general entity names in a table made for the instance parser, as
//! [`super::element_names`] holds element type names: a reference in content or in a
//! literal finds its entity by the name's length and first eight bytes, one probe or two,
//! then the rest of the name. Names are compared as they are (the table serves NAMECASE
//! ENTITY NO, the reference concrete syntax's; folded names take the general path).

use sgml_dtd::dtd::{Dtd, Entity};

use super::element_names::{hash, key};
use super::name_words::word;

/// One slot: a name's key and its entity's index + 1 in `Dtd::general_entities`, or 0
/// for an empty slot.
#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    first: u64,
    length: u32,
    entry: u32,
}

/// An open-addressing table from general entity name to its declaration.
#[derive(Debug)]
pub(super) struct EntityNames {
    slots: Vec<Slot>,
    mask: usize,
}

impl EntityNames {
    /// The table of `dtd`'s general entities (the `#DEFAULT` entity is not in it).
    pub(super) fn new(dtd: &Dtd) -> EntityNames {
        let size = (dtd.general_entities.len() * 2).next_power_of_two().max(16);
        let mut slots = vec![Slot::default(); size];
        let mask = size - 1;
        for (index, name) in dtd.general_entities.keys().enumerate() {
            let (length, first) = key(name.as_bytes(), word);
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
        EntityNames { slots, mask }
    }

    /// The entity `dtd` (the DTD this table was made from) declares by the name `name`:
    /// what `dtd.general_entities.get(name)` gives.
    #[inline]
    pub(super) fn get<'d>(&self, dtd: &'d Dtd, name: &str) -> Option<&'d Entity> {
        let name = name.as_bytes();
        let (length, first) = key(name, word);
        let mut slot = hash(length, first) as usize & self.mask;
        loop {
            let found = self.slots[slot];
            if found.entry == 0 {
                return None;
            }
            if found.length == length && found.first == first {
                let (known, entity) = dtd.general_entities.get_index(found.entry as usize - 1)?;
                if name.len() <= 8 || known.as_bytes()[8..] == name[8..] {
                    return Some(entity);
                }
            }
            slot = (slot + 1) & self.mask;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sgml_dtd::dtd::{DeclLocation, EntityData, EntityText, TextKind};

    #[test]
    fn every_declared_name_is_found_as_the_map_finds_it() {
        let mut dtd = Dtd::default();
        let names: Vec<String> = (0..300)
            .map(|i| format!("e{i}"))
            .chain([
                "nbsp".into(),
                "NBSP".into(),
                "a-very-long-entity-name".into(),
                "a-very-long-entity-other".into(),
            ])
            .collect();
        for name in &names {
            let entity = Entity {
                name: name.as_str().into(),
                data: EntityData::Internal(EntityText {
                    kind: TextKind::Cdata,
                    text: name.as_str().into(),
                }),
                location: DeclLocation::default(),
            };
            dtd.general_entities.insert(name.as_str().into(), entity);
        }
        let table = EntityNames::new(&dtd);
        for name in &names {
            let found = table.get(&dtd, name).map(|e| e.name.as_str());
            assert_eq!(found, Some(name.as_str()), "{name}");
        }
        for absent in [
            "",
            "Nbsp",
            "e300",
            "e",
            "a-very-long-entity-nam",
            "a-very-long-entity-namex",
            "a-very-long",
        ] {
            assert!(table.get(&dtd, absent).is_none(), "{absent}");
        }
        assert!(EntityNames::new(&Dtd::default()).get(&Dtd::default(), "amp").is_none());
    }
}
