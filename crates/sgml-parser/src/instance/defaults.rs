//! The values of unspecified attributes (ISO 8879 7.9.1.1), made once per attribute
//! definition list and document instead of once per start tag.
//!
//! A start tag that specifies nothing (and an implied start tag) has exactly its list's
//! defaults, so its event can lend them; a tag that specifies some attributes copies the
//! others from here. The defaults are made the first time a list is used.

use sgml_dtd::dtd::{AttributeDefinitionList, AttributeId, DefaultValue, SdataDefault};

use crate::event::{AttributeValue, Attributes};

use super::attributes::value_type;

/// How an attribute's default is given, as a copyable tag.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum DefaultKind {
    /// A default value, or `#FIXED` with its value.
    Value,
    /// `#REQUIRED`: no value when unspecified (ESIS omits the attribute).
    Required,
    /// `#CURRENT`: the last specified value.
    Current,
    /// `#IMPLIED` or `#CONREF`: no value.
    Implied,
}

/// The defaults of one attribute definition list.
#[derive(Debug)]
pub(super) struct ListDefaults {
    /// Every attribute of the list but the `#REQUIRED` ones, in order, with its default
    /// value (a `#CURRENT` one without a value): the attributes of an implied start tag
    /// when the list has no `#CURRENT` attribute, and of a start tag that specifies
    /// nothing when it has no `#REQUIRED` one either.
    pub(super) attributes: Attributes,
    /// For each definition: how its default is given.
    pub(super) kinds: Vec<DefaultKind>,
    /// For each definition: its index in `attributes.values` (`u32::MAX` for `#REQUIRED`).
    pub(super) slots: Vec<u32>,
    /// The definitions with a default value (`DefaultKind::Value`), whose text a tag
    /// copies.
    pub(super) valued: Vec<usize>,
    /// The list has a `#REQUIRED` attribute.
    pub(super) has_required: bool,
    /// The list has a `#CURRENT` attribute.
    pub(super) has_current: bool,
}

impl ListDefaults {
    /// The defaults of `list`, the DTD's attribute definition list number `index`.
    pub(super) fn new(list: &AttributeDefinitionList, index: u32, sdata: &[SdataDefault]) -> ListDefaults {
        let mut attributes = Attributes {
            defaults_of: Some(index),
            ..Attributes::default()
        };
        let mut kinds = Vec::with_capacity(list.attributes.len());
        let mut slots = Vec::with_capacity(list.attributes.len());
        for (i, definition) in list.attributes.iter().enumerate() {
            let kind = match &definition.default {
                DefaultValue::Value(_) | DefaultValue::Fixed(_) => DefaultKind::Value,
                DefaultValue::Required => DefaultKind::Required,
                DefaultValue::Current => DefaultKind::Current,
                DefaultValue::Conref | DefaultValue::Implied => DefaultKind::Implied,
            };
            kinds.push(kind);
            if kind == DefaultKind::Required {
                slots.push(u32::MAX);
                continue;
            }
            slots.push(attributes.values.len() as u32);
            let value = default_value(&mut attributes, AttributeId(i as u32), definition, sdata);
            attributes.values.push(value);
        }
        ListDefaults {
            attributes,
            valued: (0..kinds.len()).filter(|&i| kinds[i] == DefaultKind::Value).collect(),
            has_required: kinds.contains(&DefaultKind::Required),
            has_current: kinds.contains(&DefaultKind::Current),
            kinds,
            slots,
        }
    }
}

/// The values of one attribute definition list's defaults as the last tag that
/// specified some of them left them (`InstanceParser::lend_defaults_with_overrides`).
#[derive(Debug, Default)]
pub(super) struct Overridden {
    /// The list's defaults, the last tag's specified values in their places.
    pub(super) values: Vec<AttributeValue>,
    /// The places of `values` that hold a specified value.
    pub(super) slots: Vec<u32>,
}

/// The value an unspecified attribute gets (ISO 8879 7.9.1.1), its text appended to
/// `attributes`.
/// `sdata` says which default values have SDATA pieces (the DTD's
/// [`sdata_defaults`](sgml_dtd::dtd::Dtd::sdata_defaults)).
pub(super) fn default_value(
    attributes: &mut Attributes,
    id: AttributeId,
    definition: &sgml_dtd::dtd::AttributeDefinition,
    sdata: &[SdataDefault],
) -> AttributeValue {
    let pieces = match &definition.default {
        DefaultValue::Value(text) | DefaultValue::Fixed(text) => {
            let begin = attributes.begin_value();
            match SdataDefault::pieces_of(sdata, &definition.name, text) {
                None => attributes.push_text(text, false),
                Some(ranges) => {
                    let mut at = 0;
                    for &(start, end) in ranges {
                        let (start, end) = (start as usize, end as usize);
                        let Some(piece) = text.get(start..end) else { continue };
                        if start > at {
                            attributes.push_text(&text[at..start], false);
                        }
                        attributes.push_text(piece, true);
                        at = end;
                    }
                    if at < text.len() {
                        attributes.push_text(&text[at..], false);
                    }
                }
            }
            Some(begin..attributes.pieces.len() as u32)
        }
        DefaultValue::Required | DefaultValue::Current | DefaultValue::Conref | DefaultValue::Implied => None,
    };
    AttributeValue {
        name: definition.name.clone(),
        definition: Some(id),
        value_type: value_type(&definition.declared_value),
        pieces,
        specified: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sgml_dtd::dtd::{AttributeDefinition, DeclaredValue};
    use smol_str::SmolStr;

    fn definition(name: &str, default: DefaultValue) -> AttributeDefinition {
        AttributeDefinition {
            name: SmolStr::new(name),
            declared_value: DeclaredValue::Cdata,
            default,
        }
    }

    #[test]
    fn required_attributes_have_no_slot_and_values_keep_their_text() {
        let list = AttributeDefinitionList {
            attributes: vec![
                definition("ID", DefaultValue::Implied),
                definition("SRC", DefaultValue::Required),
                definition("ALIGN", DefaultValue::Value(SmolStr::new("LEFT"))),
                definition("V", DefaultValue::Fixed(SmolStr::new("4"))),
                definition("C", DefaultValue::Current),
            ],
            ..AttributeDefinitionList::default()
        };
        let defaults = ListDefaults::new(&list, 7, &[]);
        assert_eq!(defaults.attributes.defaults_of(), Some(7));
        assert_eq!(defaults.slots, vec![0, u32::MAX, 1, 2, 3]);
        assert_eq!(defaults.valued, vec![2, 3]);
        assert!(defaults.has_required && defaults.has_current);
        let names: Vec<&str> = defaults.attributes.iter().map(|v| v.name.as_str()).collect();
        assert_eq!(names, ["ID", "ALIGN", "V", "C"]);
        let texts: Vec<Option<String>> = defaults
            .attributes
            .iter()
            .map(|v| defaults.attributes.text(v))
            .collect();
        assert_eq!(texts, [None, Some("LEFT".to_owned()), Some("4".to_owned()), None]);
        assert!(defaults.attributes.iter().all(|v| !v.specified));
    }
}
