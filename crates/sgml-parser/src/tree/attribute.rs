//! Attributes of element nodes, typed by their declared value (ISO 8879 11.3.3).

use std::fmt;

use sgml_dtd::dtd::{AttributeId, DeclaredValue};

use super::{AttributeData, ListEntry, PieceData, TextRef, Tree};
use crate::event::ValueType;

/// Which declared value an attribute has (ISO 8879 11.3.3), without the groups' tokens
/// (those are in the DTD).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum DeclaredKind {
    /// `CDATA`.
    Cdata,
    /// `ENTITY`.
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
    /// `NOTATION (...)`.
    Notation,
    /// A name token group `(a|b)`.
    NameTokenGroup,
    /// The attribute is not defined for the element (an error; its value is kept as
    /// CDATA, as onsgmls keeps it).
    Undeclared,
}

impl DeclaredKind {
    /// The kind of `declared`.
    pub fn of(declared: &DeclaredValue) -> DeclaredKind {
        match declared {
            DeclaredValue::Cdata | DeclaredValue::Data { .. } => DeclaredKind::Cdata,
            DeclaredValue::Entity => DeclaredKind::Entity,
            DeclaredValue::Entities => DeclaredKind::Entities,
            DeclaredValue::Id => DeclaredKind::Id,
            DeclaredValue::Idref => DeclaredKind::Idref,
            DeclaredValue::Idrefs => DeclaredKind::Idrefs,
            DeclaredValue::Name => DeclaredKind::Name,
            DeclaredValue::Names => DeclaredKind::Names,
            DeclaredValue::Nmtoken => DeclaredKind::Nmtoken,
            DeclaredValue::Nmtokens => DeclaredKind::Nmtokens,
            DeclaredValue::Number => DeclaredKind::Number,
            DeclaredValue::Numbers => DeclaredKind::Numbers,
            DeclaredValue::Nutoken => DeclaredKind::Nutoken,
            DeclaredValue::Nutokens => DeclaredKind::Nutokens,
            DeclaredValue::Notation(_) => DeclaredKind::Notation,
            DeclaredValue::NameTokenGroup(_) => DeclaredKind::NameTokenGroup,
        }
    }

    /// The closest kind for an event's [`ValueType`], when the DTD's definition is not
    /// at hand (a tree built without a DTD): the plural kinds, since a value may hold
    /// several tokens.
    pub fn from_value_type(value_type: ValueType) -> DeclaredKind {
        match value_type {
            ValueType::Cdata => DeclaredKind::Cdata,
            ValueType::Token => DeclaredKind::Nmtokens,
            ValueType::Id => DeclaredKind::Id,
            ValueType::Idref => DeclaredKind::Idrefs,
            ValueType::Entity => DeclaredKind::Entities,
            ValueType::Notation => DeclaredKind::Notation,
        }
    }

    /// The keyword, as a DTD writes it (`NAME TOKEN GROUP` and `UNDECLARED` for the two
    /// that have none).
    pub fn keyword(self) -> &'static str {
        match self {
            DeclaredKind::Cdata => "CDATA",
            DeclaredKind::Entity => "ENTITY",
            DeclaredKind::Entities => "ENTITIES",
            DeclaredKind::Id => "ID",
            DeclaredKind::Idref => "IDREF",
            DeclaredKind::Idrefs => "IDREFS",
            DeclaredKind::Name => "NAME",
            DeclaredKind::Names => "NAMES",
            DeclaredKind::Nmtoken => "NMTOKEN",
            DeclaredKind::Nmtokens => "NMTOKENS",
            DeclaredKind::Number => "NUMBER",
            DeclaredKind::Numbers => "NUMBERS",
            DeclaredKind::Nutoken => "NUTOKEN",
            DeclaredKind::Nutokens => "NUTOKENS",
            DeclaredKind::Notation => "NOTATION",
            DeclaredKind::NameTokenGroup => "NAME TOKEN GROUP",
            DeclaredKind::Undeclared => "UNDECLARED",
        }
    }
}

impl fmt::Display for DeclaredKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

/// Where an attribute's value came from.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum AttributeStatus {
    /// Specified in the start tag.
    Specified,
    /// Supplied by the definition: a default value, `#FIXED`, or `#CURRENT`'s last
    /// specified value (ISO 8879 7.9.1.1).
    Defaulted,
    /// No value: `#IMPLIED` and not specified (or `#REQUIRED` and missing, an error).
    Implied,
}

/// An attribute's value, typed by its declared value.
///
/// Tokenized values are as the parser normalized them (ISO 8879 7.9.4: separators
/// collapsed to one space, names upper-cased under NAMECASE GENERAL YES).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TypedValue<'a> {
    /// No value ([`AttributeStatus::Implied`]).
    Implied,
    /// `CDATA` (or an undeclared attribute): the text, SDATA inline. Its pieces are
    /// [`Attribute::pieces`].
    Cdata(&'a str),
    /// `NAME`, `NMTOKEN`, `NUTOKEN` or one token of a name token group.
    Token(&'a str),
    /// `NAMES`, `NMTOKENS` or `NUTOKENS`.
    Tokens(Tokens<'a>),
    /// `NUMBER`.
    Number(Number<'a>),
    /// `NUMBERS`: see [`Tokens::numbers`].
    Numbers(Tokens<'a>),
    /// `ID`.
    Id(&'a str),
    /// `IDREF`.
    Idref(&'a str),
    /// `IDREFS`.
    Idrefs(Tokens<'a>),
    /// `ENTITY`: the name of a general entity.
    Entity(&'a str),
    /// `ENTITIES`.
    Entities(Tokens<'a>),
    /// `NOTATION`: the name of a notation.
    Notation(&'a str),
}

/// A `NUMBER` token.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Number<'a>(&'a str);

impl<'a> Number<'a> {
    /// The token as written (normalized).
    pub fn as_str(self) -> &'a str {
        self.0
    }

    /// Its value, when it is digits that fit in a `u32` (an invalid document may give
    /// a NUMBER attribute any token).
    pub fn value(self) -> Option<u32> {
        if self.0.is_empty() || !self.0.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        self.0.parse().ok()
    }
}

/// The tokens of a tokenized value, separated by single spaces.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Tokens<'a>(&'a str);

impl<'a> Tokens<'a> {
    /// The normalized value.
    pub fn as_str(self) -> &'a str {
        self.0
    }

    /// The tokens.
    pub fn iter(self) -> impl DoubleEndedIterator<Item = &'a str> + 'a {
        self.0.split(' ').filter(|t| !t.is_empty())
    }

    /// The tokens as numbers (for `NUMBERS`).
    pub fn numbers(self) -> impl DoubleEndedIterator<Item = Number<'a>> + 'a {
        self.iter().map(Number)
    }
}

/// One piece of a CDATA value: character data, or the text of an SDATA entity.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Piece<'a> {
    /// Character data.
    Data(&'a str),
    /// An SDATA entity's replacement text.
    Sdata(&'a str),
}

/// One attribute of an element node: a `Copy` handle.
#[derive(Clone, Copy)]
pub struct Attribute<'a, 'input> {
    tree: &'a Tree<'input>,
    data: AttributeData,
}

impl<'a, 'input> Attribute<'a, 'input> {
    /// The attribute's name, case-folded.
    pub fn name(&self) -> &'a str {
        self.tree.name(self.data.name)
    }

    /// Its definition in the element type's attribute definition list; `None` for an
    /// undeclared attribute.
    pub fn definition(&self) -> Option<AttributeId> {
        (self.data.definition != u32::MAX).then_some(AttributeId(self.data.definition))
    }

    /// Its declared value.
    pub fn declared(&self) -> DeclaredKind {
        self.data.declared
    }

    /// Whether it was specified, defaulted or implied.
    pub fn status(&self) -> AttributeStatus {
        self.data.status
    }

    /// Whether it was specified in the start tag.
    pub fn is_specified(&self) -> bool {
        self.data.status == AttributeStatus::Specified
    }

    /// The value's text (SDATA pieces inline); `None` when implied.
    pub fn value(&self) -> Option<&'a str> {
        (self.data.status != AttributeStatus::Implied).then(|| self.tree.text(self.data.value))
    }

    /// The pieces of the value: one data piece, unless SDATA entities were referred to
    /// in a CDATA value. None when implied.
    pub fn pieces(&self) -> Pieces<'a> {
        let (data, tree) = (&self.data, self.tree);
        let mut pieces = Pieces {
            one: None,
            input: &tree.input,
            buffer: &tree.buffer,
            pieces: [].iter(),
        };
        if data.status == AttributeStatus::Implied {
            return pieces;
        }
        if data.pieces == u32::MAX {
            pieces.one = Some(tree.text(data.value));
        } else {
            let start = data.pieces as usize;
            let end = start.saturating_add(data.piece_count as usize);
            pieces.pieces = tree.pieces.get(start..end).unwrap_or(&[]).iter();
        }
        pieces
    }

    /// The tokens of the value (the whole text for CDATA, split at spaces).
    pub fn tokens(&self) -> Tokens<'a> {
        Tokens(self.value().unwrap_or(""))
    }

    /// The value, typed by the declared value.
    pub fn typed(&self) -> TypedValue<'a> {
        let Some(value) = self.value() else {
            return TypedValue::Implied;
        };
        match self.data.declared {
            DeclaredKind::Cdata | DeclaredKind::Undeclared => TypedValue::Cdata(value),
            DeclaredKind::Name | DeclaredKind::Nmtoken | DeclaredKind::Nutoken | DeclaredKind::NameTokenGroup => {
                TypedValue::Token(value)
            }
            DeclaredKind::Names | DeclaredKind::Nmtokens | DeclaredKind::Nutokens => TypedValue::Tokens(Tokens(value)),
            DeclaredKind::Number => TypedValue::Number(Number(value)),
            DeclaredKind::Numbers => TypedValue::Numbers(Tokens(value)),
            DeclaredKind::Id => TypedValue::Id(value),
            DeclaredKind::Idref => TypedValue::Idref(value),
            DeclaredKind::Idrefs => TypedValue::Idrefs(Tokens(value)),
            DeclaredKind::Entity => TypedValue::Entity(value),
            DeclaredKind::Entities => TypedValue::Entities(Tokens(value)),
            DeclaredKind::Notation => TypedValue::Notation(value),
        }
    }
}

impl fmt::Debug for Attribute<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Attribute")
            .field("name", &self.name())
            .field("declared", &self.declared())
            .field("status", &self.status())
            .field("value", &self.value())
            .finish()
    }
}

/// The pieces of a CDATA value ([`Attribute::pieces`]).
#[derive(Clone)]
pub struct Pieces<'a> {
    /// The one data piece of a value without SDATA.
    one: Option<&'a str>,
    input: &'a str,
    buffer: &'a str,
    pieces: std::slice::Iter<'a, PieceData>,
}

impl<'a> Iterator for Pieces<'a> {
    type Item = Piece<'a>;
    fn next(&mut self) -> Option<Piece<'a>> {
        if let Some(one) = self.one.take() {
            return Some(Piece::Data(one));
        }
        let piece = self.pieces.next()?;
        let source = if piece.text.owned { self.buffer } else { self.input };
        let start = piece.text.start as usize;
        let text = source.get(start..start + piece.text.len as usize).unwrap_or("");
        Some(if piece.sdata {
            Piece::Sdata(text)
        } else {
            Piece::Data(text)
        })
    }
}

/// The attributes of an element node, in the order of the attribute definition list,
/// then the undeclared ones in document order.
#[derive(Clone)]
pub struct NodeAttributes<'a, 'input> {
    tree: &'a Tree<'input>,
    /// The stored attributes: all of them, or (with a definition list) the specified and
    /// defaulted ones in definition order, then the undeclared ones.
    stored: &'a [AttributeData],
    /// The element type's definition list when only some attributes are stored: the
    /// others are implied.
    list: &'a [ListEntry],
    /// The next definition of `list`.
    next_definition: usize,
    /// Stored attributes that belong to `list`, not yet given.
    stored_definitions: usize,
}

impl<'a, 'input> NodeAttributes<'a, 'input> {
    pub(super) fn new(
        tree: &'a Tree<'input>,
        stored: &'a [AttributeData],
        list: &'a [ListEntry],
    ) -> NodeAttributes<'a, 'input> {
        let stored_definitions = if list.is_empty() {
            0
        } else {
            stored.iter().take_while(|a| a.definition != u32::MAX).count()
        };
        NodeAttributes {
            tree,
            stored,
            list,
            next_definition: 0,
            stored_definitions,
        }
    }

    fn take_stored(&mut self) -> Option<AttributeData> {
        let (first, rest) = self.stored.split_first()?;
        self.stored = rest;
        Some(*first)
    }
}

impl<'a, 'input> Iterator for NodeAttributes<'a, 'input> {
    type Item = Attribute<'a, 'input>;
    fn next(&mut self) -> Option<Attribute<'a, 'input>> {
        let data = match self.list.get(self.next_definition) {
            Some(entry) => {
                let definition = self.next_definition as u32;
                self.next_definition += 1;
                match self.stored.first() {
                    Some(stored) if stored.definition == definition => {
                        self.stored_definitions -= 1;
                        self.take_stored()?
                    }
                    _ => AttributeData {
                        name: entry.name,
                        value: TextRef::default(),
                        pieces: u32::MAX,
                        piece_count: 0,
                        definition,
                        declared: entry.declared,
                        status: AttributeStatus::Implied,
                    },
                }
            }
            None => self.take_stored()?,
        };
        Some(Attribute { tree: self.tree, data })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.list.len() - self.next_definition + self.stored.len() - self.stored_definitions;
        (left, Some(left))
    }
}

impl ExactSizeIterator for NodeAttributes<'_, '_> {}
