//! Attribute definition lists (ISO 8879 11.3).

use smol_str::SmolStr;

use super::DeclLocation;

/// The index of an attribute within its [`AttributeDefinitionList`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AttributeId(pub u32);

/// The form of each token of a tokenized value ([`DeclaredValue::token_form`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenForm {
    /// Digits only (NUMBER, NUMBERS).
    Digits,
    /// A name: a name start character, then name characters.
    Name,
    /// A number token: a digit, then name characters.
    NumberToken,
    /// A name token: name characters.
    NameToken,
}

impl TokenForm {
    /// Whether every character must be a digit.
    pub fn digits_only(self) -> bool {
        self == TokenForm::Digits
    }

    /// What the first character must be, if more than the rest: what a token is called
    /// for messages ("a name", "a number token") and whether it is a name start
    /// character (else a digit).
    pub fn first(self) -> Option<(&'static str, bool)> {
        match self {
            TokenForm::Name => Some(("a name", true)),
            TokenForm::NumberToken => Some(("a number token", false)),
            TokenForm::Digits | TokenForm::NameToken => None,
        }
    }
}

/// A declared value (ISO 8879 11.3.3).
#[derive(Clone, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum DeclaredValue {
    /// `CDATA`.
    Cdata,
    /// `ENTITY`: the name of a general entity (an external data entity).
    Entity,
    /// `ENTITIES`.
    Entities,
    /// `ID`.
    Id,
    /// `IDREF`.
    Idref,
    /// `IDREFS`.
    Idrefs,
    /// `NAME`.
    Name,
    /// `NAMES`.
    Names,
    /// `NMTOKEN`.
    Nmtoken,
    /// `NMTOKENS`.
    Nmtokens,
    /// `NUMBER`.
    Number,
    /// `NUMBERS`.
    Numbers,
    /// `NUTOKEN`.
    Nutoken,
    /// `NUTOKENS`.
    Nutokens,
    /// `NOTATION (a|b)`: one of the named notations.
    Notation(Vec<SmolStr>),
    /// A name token group `(a|b|c)`: one of the tokens (case-folded as declared).
    NameTokenGroup(Vec<SmolStr>),
    /// `DATA notation [attributes]` (ISO 8879 Annex K, under a Web SGML declaration):
    /// character data of the notation, with the notation's data attributes given by
    /// the specifications (name and value pairs, as external data entities have them).
    /// A value is read as a CDATA one.
    Data {
        /// The notation's name.
        notation: SmolStr,
        /// The data attribute specifications.
        attributes: Vec<(SmolStr, SmolStr)>,
    },
}

impl DeclaredValue {
    /// Whether values are tokenized (everything but CDATA): separators collapse to one
    /// space and, under NAMECASE GENERAL YES, names are upper-cased (ISO 8879 7.9.4).
    #[inline]
    pub fn is_tokenized(&self) -> bool {
        !matches!(self, DeclaredValue::Cdata | DeclaredValue::Data { .. })
    }

    /// What each token of a value must be (ISO 8879 7.9.4): `TokenForm::Digits` for
    /// NUMBER(S), `Name` for the name-valued ones (a name start character first),
    /// `NumberToken` for NUTOKEN(S) (a digit first), `NameToken` for the rest (name
    /// characters throughout).
    pub fn token_form(&self) -> TokenForm {
        match self {
            DeclaredValue::Number | DeclaredValue::Numbers => TokenForm::Digits,
            DeclaredValue::Name
            | DeclaredValue::Names
            | DeclaredValue::Id
            | DeclaredValue::Idref
            | DeclaredValue::Idrefs
            | DeclaredValue::Entity
            | DeclaredValue::Entities
            | DeclaredValue::Notation(_) => TokenForm::Name,
            DeclaredValue::Nutoken | DeclaredValue::Nutokens => TokenForm::NumberToken,
            _ => TokenForm::NameToken,
        }
    }

    /// Whether a value may hold several tokens (the plural keywords).
    #[inline]
    pub fn is_list(&self) -> bool {
        matches!(
            self,
            DeclaredValue::Entities
                | DeclaredValue::Idrefs
                | DeclaredValue::Names
                | DeclaredValue::Nmtokens
                | DeclaredValue::Numbers
                | DeclaredValue::Nutokens
        )
    }

    /// The tokens of a group (name token or notation), if this is one.
    pub fn group(&self) -> Option<&[SmolStr]> {
        match self {
            DeclaredValue::Notation(names) | DeclaredValue::NameTokenGroup(names) => Some(names),
            _ => None,
        }
    }
}

/// A default value (ISO 8879 11.3.4).
#[derive(Clone, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum DefaultValue {
    /// `#FIXED "value"`: the value, which a specified value must equal.
    Fixed(SmolStr),
    /// `#REQUIRED`.
    Required,
    /// `#CURRENT`: the most recently specified value for this attribute, for any element
    /// type sharing the definition.
    Current,
    /// `#CONREF`: a content reference attribute; when specified, the element is empty.
    Conref,
    /// `#IMPLIED`.
    Implied,
    /// A default value, already normalized as its declared value says.
    Value(SmolStr),
}

/// A default value in which references to SDATA entities stand (ISO 8879 9.4.4): the
/// byte ranges of `value` that came from them. Found by the attribute's name and value
/// text ([`SdataDefault::pieces_of`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SdataDefault {
    /// The attribute name, case-folded.
    pub attribute: SmolStr,
    /// The default value.
    pub value: SmolStr,
    /// The ranges of `value` that are SDATA, in order.
    pub pieces: Vec<(u32, u32)>,
}

impl SdataDefault {
    /// The SDATA ranges of the default `value` of the attribute `attribute` in
    /// `defaults`, if any.
    pub fn pieces_of<'a>(defaults: &'a [SdataDefault], attribute: &str, value: &str) -> Option<&'a [(u32, u32)]> {
        defaults
            .iter()
            .find(|d| d.attribute == attribute && d.value == value)
            .map(|d| d.pieces.as_slice())
    }
}

/// An attribute definition (ISO 8879 11.3.1).
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AttributeDefinition {
    /// The attribute name, case-folded.
    pub name: SmolStr,
    /// Its declared value.
    pub declared_value: DeclaredValue,
    /// Its default.
    pub default: DefaultValue,
}

/// The attribute definition list of one or more element types (or of a notation's data
/// attributes), in declaration order: the order ESIS shows attributes in.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AttributeDefinitionList {
    /// The definitions.
    pub attributes: Vec<AttributeDefinition>,
    /// Where the ATTLIST declaration was.
    pub location: DeclLocation,
}

impl AttributeDefinitionList {
    /// The attribute named `name` (already case-folded).
    pub fn get(&self, name: &str) -> Option<(AttributeId, &AttributeDefinition)> {
        self.attributes
            .iter()
            .enumerate()
            .find(|(_, a)| a.name == name)
            .map(|(i, a)| (AttributeId(i as u32), a))
    }

    /// The attribute whose name token group contains `token` (already case-folded): the
    /// attribute an omitted-name value belongs to under SHORTTAG (ISO 8879 7.9.1.2).
    pub fn by_group_token(&self, token: &str) -> Option<(AttributeId, &AttributeDefinition)> {
        self.attributes
            .iter()
            .enumerate()
            .find_map(|(i, a)| match &a.declared_value {
                DeclaredValue::NameTokenGroup(tokens) if tokens.iter().any(|t| t == token) => {
                    Some((AttributeId(i as u32), a))
                }
                _ => None,
            })
    }

    /// The definition of attribute `id`.
    #[inline]
    pub fn attribute(&self, id: AttributeId) -> &AttributeDefinition {
        &self.attributes[id.0 as usize]
    }
}
