//! Events: what the instance parser hands on, in document order. The ESIS writer and the
//! tree builder both read this one stream.

use std::ops::Range;

use sgml_dtd::content_model::ElementId;
use sgml_dtd::dtd::{AttributeId, Entity};
use smol_str::SmolStr;

use crate::diagnostic::{Location, ParserDiagnostic};

/// How an attribute's value is typed, as far as ESIS and the tree need it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum ValueType {
    /// Declared value CDATA (or an attribute the DTD does not declare).
    Cdata,
    /// A tokenized declared value other than those below (NAME, NMTOKENS, NUMBER, a
    /// name token group, ...).
    Token,
    /// ID.
    Id,
    /// IDREF or IDREFS.
    Idref,
    /// ENTITY or ENTITIES.
    Entity,
    /// NOTATION.
    Notation,
}

/// One piece of an attribute value's text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Piece {
    /// Whether the piece is the text of an SDATA entity.
    pub(crate) sdata: bool,
    /// Byte range in [`Attributes::text`].
    pub(crate) text: Range<u32>,
    /// Where the piece's first byte is in the entity the tag was read from, when the
    /// text was copied from it byte for byte (for messages about single characters).
    pub(crate) source: Option<u32>,
    /// A reference to a non-SGML character (its number), which adds no text: only
    /// [`Attributes::cdata_pieces`] gives it.
    pub(crate) non_sgml: Option<u32>,
}

/// One attribute of a start tag: specified, defaulted or implied.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AttributeValue {
    /// The attribute name, case-folded.
    pub name: SmolStr,
    /// Its definition in the element's attribute definition list; `None` for an attribute
    /// the list does not define (an error, kept as CDATA the way onsgmls keeps it).
    pub definition: Option<AttributeId>,
    /// How the value is typed.
    pub value_type: ValueType,
    /// `None` when the attribute has no value (`#IMPLIED` and not specified, or a
    /// `#REQUIRED` one that is missing).
    pub(crate) pieces: Option<Range<u32>>,
    /// Whether it was specified in the tag (otherwise it is a default or implied).
    pub specified: bool,
}

/// The attributes of one start tag, in the order of the attribute definition list, then
/// the undefined ones in document order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Attributes {
    pub(crate) values: Vec<AttributeValue>,
    pub(crate) pieces: Vec<Piece>,
    pub(crate) text: String,
    /// The first piece of the value being built: pieces merge only within one value.
    pub(crate) value_start: u32,
    /// These are the unchanged defaults of the DTD's attribute definition list with
    /// this index, lent to every tag that specifies nothing.
    pub(crate) defaults_of: Option<u32>,
    /// The values not specified are the defaults of the DTD's attribute definition
    /// list with this index (which has no `#CURRENT` attribute).
    pub(crate) unspecified_defaults_of: Option<u32>,
    /// Bit `i` set when value `i` was specified, when the parser knows it without
    /// looking (a tag of at most 64 values that lent its list's defaults).
    pub(crate) specified_mask: Option<u64>,
}

impl Attributes {
    /// Forget every value, keeping the buffers.
    pub(crate) fn clear(&mut self) {
        self.values.clear();
        self.pieces.clear();
        self.text.clear();
        self.value_start = 0;
        self.defaults_of = None;
        self.unspecified_defaults_of = None;
        self.specified_mask = None;
    }

    /// `Some(index)` when these are the defaults of the DTD's attribute definition list
    /// `index` (`Dtd::attribute_lists`), the same for every start tag that lends them
    /// during one parse: a writer may keep what it made of them for the next time.
    pub fn defaults_of(&self) -> Option<u32> {
        self.defaults_of
    }

    /// `Some(index)` when every value here that was not specified (and that the list
    /// defines) is the default of the DTD's attribute definition list `index`, as in
    /// [`defaults_of`](Self::defaults_of): its line is the same on every tag.
    pub fn unspecified_defaults_of(&self) -> Option<u32> {
        self.defaults_of.or(self.unspecified_defaults_of)
    }

    /// Bit `i` set when value `i` was specified, for at most 64 values.
    pub(crate) fn specified_mask(&self) -> Option<u64> {
        if let Some(mask) = self.specified_mask {
            return Some(mask);
        }
        if self.values.len() > 64 {
            return None;
        }
        let mut mask = 0u64;
        for (i, value) in self.values.iter().enumerate() {
            mask |= u64::from(value.specified) << i;
        }
        Some(mask)
    }

    /// The attributes, in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = &AttributeValue> {
        self.values.iter()
    }

    /// How many there are.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The attribute named `name` (case-folded).
    pub fn get(&self, name: &str) -> Option<&AttributeValue> {
        self.values.iter().find(|v| v.name == name)
    }

    /// The pieces of a value's text: `(is_sdata, text)`. Empty for an implied value.
    pub fn pieces<'s>(&'s self, value: &AttributeValue) -> impl Iterator<Item = (bool, &'s str)> + 's {
        let range = value.pieces.clone().unwrap_or(0..0);
        self.pieces[range.start as usize..range.end as usize]
            .iter()
            .filter(|p| p.non_sgml.is_none())
            .map(move |p| (p.sdata, &self.text[p.text.start as usize..p.text.end as usize]))
    }

    /// A CDATA value's pieces as ESIS shows them: characters, SDATA entities' texts and
    /// the references to non-SGML characters (which [`pieces`](Self::pieces) leaves
    /// out, as they add no text).
    pub fn cdata_pieces<'s>(
        &'s self,
        value: &AttributeValue,
    ) -> impl Iterator<Item = crate::esis::CdataPiece<'s>> + 's {
        let range = value.pieces.clone().unwrap_or(0..0);
        self.pieces[range.start as usize..range.end as usize]
            .iter()
            .map(move |p| {
                let text = &self.text[p.text.start as usize..p.text.end as usize];
                match (p.non_sgml, p.sdata) {
                    (Some(number), _) => crate::esis::CdataPiece::NonSgml(number),
                    (None, true) => crate::esis::CdataPiece::Sdata(text),
                    (None, false) => crate::esis::CdataPiece::Data(text),
                }
            })
    }

    /// A value's text with SDATA pieces inline; `None` when the value is implied.
    pub fn text(&self, value: &AttributeValue) -> Option<String> {
        value.pieces.as_ref()?;
        Some(self.pieces(value).map(|(_, text)| text).collect())
    }

    /// Start a value: returns the index of its first piece.
    pub(crate) fn begin_value(&mut self) -> u32 {
        self.value_start = self.pieces.len() as u32;
        self.value_start
    }

    /// Append data text to the value being built.
    pub(crate) fn push_text(&mut self, text: &str, sdata: bool) {
        self.push_text_at(text, sdata, None);
    }

    /// Append text copied byte for byte from offset `source` of the entity being read
    /// (or from nowhere in particular, with `None`).
    pub(crate) fn push_text_at(&mut self, text: &str, sdata: bool, source: Option<u32>) {
        let start = self.text.len() as u32;
        self.text.push_str(text);
        let end = self.text.len() as u32;
        let in_value = self.pieces.len() as u32 > self.value_start;
        match self.pieces.last_mut() {
            Some(last)
                if in_value
                    && !sdata
                    && !last.sdata
                    && last.non_sgml.is_none()
                    && last.text.end == start
                    && match (last.source, source) {
                        (Some(a), Some(b)) => a + (last.text.end - last.text.start) == b,
                        (None, None) => true,
                        _ => false,
                    } =>
            {
                last.text.end = end
            }
            _ => self.pieces.push(Piece {
                sdata,
                text: start..end,
                source,
                non_sgml: None,
            }),
        }
    }

    /// Append a reference to non-SGML character `number` to the value being built: no
    /// text, but a piece of its own for `-ononsgml`.
    pub(crate) fn push_non_sgml(&mut self, number: u32) {
        let at = self.text.len() as u32;
        self.pieces.push(Piece {
            sdata: false,
            text: at..at,
            source: None,
            non_sgml: Some(number),
        });
    }

    /// Where byte `index` of the text of the pieces `range` came from in the entity, if
    /// it was copied from it.
    pub(crate) fn source_of(&self, range: Range<u32>, index: u32) -> Option<u32> {
        let mut at = 0;
        for piece in &self.pieces[range.start as usize..range.end as usize] {
            let len = piece.text.end - piece.text.start;
            if index < at + len {
                return piece.source.map(|s| s + (index - at));
            }
            at += len;
        }
        None
    }

    /// Append one character to the value being built.
    pub(crate) fn push_char(&mut self, c: char) {
        let mut buf = [0u8; 4];
        self.push_text(c.encode_utf8(&mut buf), false);
    }
}

/// A start tag, real or implied.
#[derive(Clone, Copy, Debug)]
pub struct StartElement<'e> {
    /// The element type (ids past the DTD's table are undefined elements).
    pub element: ElementId,
    /// Its name.
    pub name: &'e str,
    /// Its attributes.
    pub attributes: &'e Attributes,
    /// The tag was implied by omitted-tag minimization (its location is then empty, at
    /// the place of inference).
    pub implied: bool,
    /// The element is here only as an inclusion (ISO 8879 11.2.5.1).
    pub included: bool,
    /// The element's end tag must be omitted (declared content EMPTY or `#CONREF`
    /// specified): an [`Event::EndElement`] follows at once.
    pub empty: bool,
    /// Where the tag is.
    pub location: Location,
    /// The link attributes the active link types give the element (ISO 8879 12), each
    /// with its link type's name; empty when no link is active or no link rule applies.
    pub link: &'e [LinkAttributes<'e>],
}

/// The link attributes of an element under the active link type.
#[derive(Clone, Copy, Debug)]
pub struct LinkAttributes<'e> {
    /// The link type name.
    pub link_type: &'e str,
    /// The attributes, in the order of the link attribute definition list.
    pub attributes: &'e [sgml_dtd::dtd::LinkAttribute],
}

/// An end tag, real or implied.
#[derive(Clone, Copy, Debug)]
pub struct EndElement<'e> {
    /// The element type.
    pub element: ElementId,
    /// Its name.
    pub name: &'e str,
    /// The tag was implied.
    pub implied: bool,
    /// The element was an inclusion.
    pub included: bool,
    /// Where the tag is (empty when implied).
    pub location: Location,
}

/// What the instance parser found, in document order.
#[derive(Clone, Copy, Debug)]
pub enum Event<'e> {
    /// An element starts.
    StartElement(StartElement<'e>),
    /// An element ends.
    EndElement(EndElement<'e>),
    /// Character data. A record end is `'\r'`.
    Data {
        /// The characters.
        text: &'e str,
        /// Where they are (for data from an internal entity: the reference).
        location: Location,
    },
    /// The replacement text of an SDATA entity.
    Sdata {
        /// The text.
        text: &'e str,
        /// The entity's name.
        entity: &'e str,
        /// The reference.
        location: Location,
    },
    /// A processing instruction: its system data.
    ProcessingInstruction {
        /// The text between PIO and PIC.
        text: &'e str,
        /// Where it is.
        location: Location,
    },
    /// A comment declaration in the instance (ISO 8879 10.3), reported only when
    /// [`ParserOptions::report_comments`](crate::ParserOptions::report_comments) asks, and
    /// only when it ends well: its comments, each the characters between its two COM
    /// delimiters as they are in the source (none for the empty declaration `<!>`).
    CommentDeclaration {
        /// The comments, in order.
        comments: &'e [&'e str],
        /// Where the declaration starts.
        location: Location,
    },
    /// A general entity the parser looked up, found declared (or, the first time a name
    /// is used in the instance, found as the `#DEFAULT` entity), reported only when
    /// [`ParserOptions::report_entity_lookups`](crate::ParserOptions::report_entity_lookups)
    /// asks: onsgmls's `-oentity` writes the entity's definition at each lookup.
    /// References in content and in attribute value literals and the names of ENTITY and
    /// ENTITIES attribute values are looked up.
    EntityLookup {
        /// The name looked up (the entity's own, or the name the `#DEFAULT` entity
        /// stands for).
        name: &'e str,
        /// The entity.
        entity: &'e Entity,
        /// The reference.
        location: Location,
    },
    /// A reference in content to a character the document character set leaves unused
    /// (a non-SGML character, ISO 8879 13.1.1): no data, but onsgmls's `-ononsgml` shows
    /// it as `\%N;`.
    NonSgmlCharacter {
        /// The character's number in the document character set.
        number: u32,
        /// The reference.
        location: Location,
    },
    /// A reference to an external data entity.
    ExternalDataEntity {
        /// The entity.
        entity: &'e Entity,
        /// The reference.
        location: Location,
    },
    /// A reference to a subdocument entity (SUBDOC, ISO 8879 10.5.5), read as a
    /// document of its own by the [`EntityLoader`](crate::EntityLoader): its ESIS, which
    /// onsgmls writes between `{NAME` and `}NAME`.
    Subdocument {
        /// The entity.
        entity: &'e Entity,
        /// The subdocument's ESIS, without the final `C` line.
        esis: &'e [u8],
        /// The reference.
        location: Location,
    },
}

/// Receives the parser's events and findings.
pub trait EventSink {
    /// One event.
    fn event(&mut self, event: Event<'_>);
    /// One finding, when it is reported. The parser keeps them all as well, unless
    /// [`takes_diagnostics`](EventSink::takes_diagnostics) says the sink takes them.
    fn diagnostic(&mut self, _diagnostic: &ParserDiagnostic) {}
    /// Whether this sink takes each finding as it comes, so that the parser need not keep
    /// them: the findings a parse returns are then only those the sink did not take (none),
    /// and a document with millions of errors costs no memory for each. Default: `false`.
    fn takes_diagnostics(&self) -> bool {
        false
    }
    /// Whether this sink reads the attributes of start tags. A sink that does not (one
    /// that only validates) is handed the attributes the tag specified and nothing more:
    /// the parser then checks the defaults (`#REQUIRED`, `#CURRENT`) without making them
    /// (ISO 8879 7.9.1.1). Default: `true`.
    fn wants_attributes(&self) -> bool {
        true
    }
    /// Whether this sink reads the next event at all: the parser builds no event for a
    /// sink that would not read it (one that only validates, once it has seen what it
    /// needed). Asked before each event, so the answer may change as events come.
    /// Default: `true`.
    #[inline]
    fn wants_events(&self) -> bool {
        true
    }
}

impl<S: EventSink + ?Sized> EventSink for &mut S {
    #[inline]
    fn event(&mut self, event: Event<'_>) {
        (**self).event(event)
    }
    fn diagnostic(&mut self, diagnostic: &ParserDiagnostic) {
        (**self).diagnostic(diagnostic)
    }
    fn takes_diagnostics(&self) -> bool {
        (**self).takes_diagnostics()
    }
    fn wants_attributes(&self) -> bool {
        (**self).wants_attributes()
    }
    #[inline]
    fn wants_events(&self) -> bool {
        (**self).wants_events()
    }
}
