//! The DTD's general entity names in a table made for the instance parser, as
//! [`super::element_names`] holds element type names: a reference in content or in a
//! literal finds its entity by the name's length and first eight bytes, one probe or two,
//! then the rest of the name. Names are compared as they are (the table serves NAMECASE
//! ENTITY NO, the reference concrete syntax's; folded names take the general path).

use sgml_dtd::dtd::{Dtd, Entity};

use super::keyed_names::{KeyedNames, key};
use super::name_words::word;

/// A table from general entity name to its declaration.
#[derive(Debug)]
pub(super) struct EntityNames {
    table: KeyedNames,
}

impl EntityNames {
    /// The table of `dtd`'s general entities (the `#DEFAULT` entity is not in it).
    pub(super) fn new(dtd: &Dtd) -> EntityNames {
        let names = dtd.general_entities.keys().map(|name| name.as_bytes());
        EntityNames {
            table: KeyedNames::new(names, word),
        }
    }

    /// The entity `dtd` (the DTD this table was made from) declares by the name `name`:
    /// what `dtd.general_entities.get(name)` gives.
    #[inline]
    pub(super) fn get<'d>(&self, dtd: &'d Dtd, name: &str) -> Option<&'d Entity> {
        let name = name.as_bytes();
        let (length, first) = key(name, word);
        let entities = &dtd.general_entities;
        let index = self.table.find(length, first, |index| {
            entities
                .get_index(index)
                .is_some_and(|(known, _)| known.as_bytes()[8..] == name[8..])
        })?;
        entities.get_index(index).map(|(_, entity)| entity)
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
