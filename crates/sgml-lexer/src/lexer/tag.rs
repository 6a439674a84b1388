//! Plain tags read in one pass over their bytes.
//!
//! Most tags of real documents are plain: a name, attributes written `name=value` or
//! `name="value"` with nothing to replace in their literals, single spaces, and TAGC. The
//! parser would read such a tag as a dozen tokens, switching modes between them (TAG,
//! LIT, TAG); [`Lexer::scan_plain_start_tag`] and [`Lexer::scan_plain_end_tag`] read it
//! in one loop instead and hand back the same spans. Anything else — a reference or a
//! record boundary in a literal, an attribute value with its name omitted, NET, an
//! unclosed tag, a character outside ASCII in a name, an error — makes them refuse
//! without moving, and the parser reads the tag token by token: the fast path never
//! decides anything the token path would decide differently.

use sgml_decl::CharClass;
use sgml_source::Span;

use super::Lexer;
use crate::config::{literal_byte, literal_refused};
use crate::mode::Quote;
use crate::token::TokenKind;

/// The most attributes a plain start tag may have; a tag with more is read token by
/// token (where the attribute limit is applied).
const MAX_PLAIN_ATTRIBUTES: usize = 64;

/// An attribute value of a plain start tag.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PlainValue {
    /// An unquoted value: a [`TokenKind::Name`], [`TokenKind::Number`] or
    /// [`TokenKind::NameToken`] token at this span.
    Unquoted(TokenKind, Span),
    /// A literal: its opening delimiter's offset, the characters between the delimiters
    /// (no reference, record boundary, separator character or non-SGML character among
    /// them), and its closing delimiter's offset.
    Literal {
        /// Which delimiter opened and closed it.
        quote: Quote,
        /// The opening delimiter's offset.
        open: u32,
        /// The text between the delimiters.
        text: Span,
        /// The closing delimiter's offset.
        close: u32,
    },
}

/// `name=value` in a plain start tag.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PlainAttribute {
    /// The attribute name (a [`TokenKind::Name`] token's span).
    pub name: Span,
    /// The value.
    pub value: PlainValue,
}

/// A plain start tag, from just after its STAGO.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct PlainStartTag {
    /// The generic identifier (a [`TokenKind::Name`] token's span).
    pub name: Span,
    /// The attribute specifications, in order.
    pub attributes: Vec<PlainAttribute>,
    /// The TAGC.
    pub tagc: Span,
}

impl Lexer<'_, '_> {
    /// Read a plain start tag at the current position (just after STAGO) into `tag`, and
    /// move past its TAGC; or return `false`, leaving the position as it was, when the
    /// tag is not plain. The mode stays as it was (the parser sets the mode of what
    /// follows the tag before it reads on, and mostly it is the content mode the tag
    /// was found in, which so need not be set up again).
    pub fn scan_plain_start_tag(&mut self, tag: &mut PlainStartTag) -> bool {
        tag.attributes.clear();
        if self.pending_rs || self.lookahead.is_some() {
            return false;
        }
        let bytes = self.src.as_bytes();
        let low = self.config.classes().low_table();
        let Some(name_end) = self.plain_name_end(self.pos) else {
            return false;
        };
        tag.name = self.span(self.pos, name_end);
        let mut i = name_end;
        loop {
            let before = i;
            i = self.plain_separators_end(i);
            match bytes.get(i) {
                Some(b'>') => {
                    tag.tagc = self.span(i, i + 1);
                    self.pos = i + 1;
                    return true;
                }
                // An attribute needs a separator before it.
                _ if i == before || tag.attributes.len() == MAX_PLAIN_ATTRIBUTES => return false,
                _ => {}
            }
            let Some(name_end) = self.plain_name_end(i) else {
                return false;
            };
            let name = self.span(i, name_end);
            i = self.plain_separators_end(name_end);
            if bytes.get(i) != Some(&b'=') {
                return false;
            }
            i = self.plain_separators_end(i + 1);
            let value = match bytes.get(i) {
                Some(&quote @ (b'"' | b'\'')) => {
                    let open = i;
                    let Some(close) = self.plain_literal_end(open + 1, quote) else {
                        return false;
                    };
                    i = close + 1;
                    PlainValue::Literal {
                        quote: if quote == b'"' { Quote::Lit } else { Quote::Lita },
                        open: self.base + open as u32,
                        text: self.span(open + 1, close),
                        close: self.base + close as u32,
                    }
                }
                _ => {
                    let first = self.ascii_class(i);
                    if !first.contains(CharClass::NAME_CHAR) {
                        return false;
                    }
                    let end = self.ascii_run(i + 1, CharClass::NAME_CHAR);
                    if !ends_name(bytes, end) {
                        return false;
                    }
                    let kind = if first.contains(CharClass::NAME_START) {
                        TokenKind::Name
                    } else if bytes[i..end]
                        .iter()
                        .all(|&b| low[b as usize].contains(CharClass::DIGIT))
                    {
                        TokenKind::Number
                    } else {
                        TokenKind::NameToken
                    };
                    let value = PlainValue::Unquoted(kind, self.span(i, end));
                    i = end;
                    value
                }
            };
            tag.attributes.push(PlainAttribute { name, value });
        }
    }

    /// Read a plain end tag at the current position (just after ETAGO): a name,
    /// separators, TAGC. Returns the name's span and the TAGC's and moves past it, or
    /// `None`, leaving the position as it was. The mode stays, as with
    /// [`scan_plain_start_tag`](Lexer::scan_plain_start_tag).
    pub fn scan_plain_end_tag(&mut self) -> Option<(Span, Span)> {
        if self.pending_rs || self.lookahead.is_some() {
            return None;
        }
        let start = self.pos;
        let end = self.plain_name_end(start)?;
        let i = self.plain_separators_end(end);
        if self.src.as_bytes().get(i) != Some(&b'>') {
            return None;
        }
        self.pos = i + 1;
        Some((self.span(start, end), self.span(i, i + 1)))
    }

    /// The class of the byte at `i` if it is ASCII; none for a character outside ASCII
    /// (which a plain tag does not have in its names) or past the end.
    #[inline]
    fn ascii_class(&self, i: usize) -> CharClass {
        match self.src.as_bytes().get(i) {
            Some(&b) if b < 0x80 => self.config.classes().low_table()[b as usize],
            _ => CharClass::NONE,
        }
    }

    /// The end of the run of ASCII characters of `class` from `i`.
    #[inline]
    fn ascii_run(&self, mut i: usize, class: CharClass) -> usize {
        while self.ascii_class(i).contains(class) {
            i += 1;
        }
        i
    }

    /// The end of the ASCII name at `i`, if one starts there and no character outside
    /// ASCII follows it.
    #[inline]
    fn plain_name_end(&self, i: usize) -> Option<usize> {
        // The table and the text read once, not at each byte.
        let bytes = self.src.as_bytes();
        let low = self.config.classes().low_table();
        let class = |i: usize| match bytes.get(i) {
            Some(&b) if b < 0x80 => low[b as usize],
            _ => CharClass::NONE,
        };
        if !class(i).contains(CharClass::NAME_START) {
            return None;
        }
        let mut end = i + 1;
        while class(end).contains(CharClass::NAME_CHAR) {
            end += 1;
        }
        ends_name(bytes, end).then_some(end)
    }

    /// The end of the separators a plain tag may have from `i`.
    #[inline]
    fn plain_separators_end(&self, mut i: usize) -> usize {
        let bytes = self.src.as_bytes();
        let low = self.config.classes().low_table();
        while let Some(&b) = bytes.get(i)
            && b < 0x80
            && is_plain_separator(low[b as usize])
        {
            i += 1;
        }
        i
    }

    /// The offset of the `quote` that closes a literal whose text starts at `i`, if the
    /// text is plain: no ERO (a reference may start there), no record boundary,
    /// separator or non-SGML character (which the parser normalizes or reports).
    fn plain_literal_end(&self, mut i: usize, quote: u8) -> Option<usize> {
        let bytes = self.src.as_bytes();
        let table = self.config.literal_table();
        loop {
            let &b = bytes.get(i)?;
            match table[b as usize] {
                literal_byte::PLAIN => i += 1,
                literal_byte::QUOTE if b == quote => return Some(i),
                literal_byte::QUOTE => i += 1,
                literal_byte::CHECK => {
                    let c = self.src.get(i..)?.chars().next()?;
                    if self.config.classes().class(c).intersects(literal_refused()) {
                        return None;
                    }
                    i += c.len_utf8();
                }
                _ => return None,
            }
        }
    }
}

/// A separator inside a tag that the parser skips without a token of its own: SPACE or
/// SEPCHAR, not a record boundary (RE, RS) or a non-SGML character.
#[inline]
fn is_plain_separator(class: CharClass) -> bool {
    class.intersects(CharClass::SPACE | CharClass::SEPCHAR)
        && !class.intersects(CharClass::RE | CharClass::RS | CharClass::NON_SGML)
}

/// Whether a run of ASCII name characters ending at `end` ends the name: the next byte
/// is not a non-ASCII character (which may be a name character too).
#[inline]
fn ends_name(bytes: &[u8], end: usize) -> bool {
    bytes.get(end).is_none_or(|&b| b < 0x80)
}
