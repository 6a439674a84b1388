//! The content loop: the next item of content read in one pass, without tokens handed
//! through the mode machinery.
//!
//! In content (CON mode, no NET-enabled element open) with no short reference map in
//! force, the parser asks [`Lexer::content_item`] for what comes next. From the byte at
//! the position it reads a run of data characters with the record end that ends it, a
//! record boundary, a plain start tag (into the parser's buffer, as
//! [`scan_plain_start_tag`](Lexer::scan_plain_start_tag) reads it), a plain end tag, or
//! an entity or character reference (taken apart once); nothing is parked to be handed
//! back, and no mode is set. Anything else — markup declarations, processing
//! instructions, marked section ends, a delimiter string that is data where it is (it
//! begins a data run of the token path), non-SGML characters, the end of the text —
//! is [`ContentItem::General`]: nothing is read, and the parser reads on token by token
//! in the mode of the content. Every item is what the token path would read there, as
//! the same tokens: the loop is a shortcut through them, never a grammar of its own.

use sgml_decl::CharClass;
use sgml_source::Span;

use super::text::plain_run_end;
use super::{CONTENT_REFS, Lexer, PlainStartTag};
use crate::config::{WordScan, byte};
use crate::token::{Token, TokenKind};

/// The content table (CON mode without NET, see `config::text_table`).
const CONTENT_TABLE: usize = 0;

/// What [`Lexer::content_item`] read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ContentItem {
    /// A run of data characters (a [`TokenKind::Data`] token's span), and the RE that
    /// ends it, if one does (a [`TokenKind::Re`] token's span; an RS may be due after
    /// it, as after any RE).
    Data {
        /// The data characters.
        data: Span,
        /// The RE right after them.
        re: Option<Span>,
    },
    /// A record boundary: an [`TokenKind::Re`] or [`TokenKind::Rs`] token.
    Record(Token),
    /// A start tag's STAGO. When `plain`, the tag was read whole into the buffer given
    /// (as by [`scan_plain_start_tag`](Lexer::scan_plain_start_tag)) and the position is
    /// past its TAGC; else the position is just after the STAGO.
    StartTag {
        /// The STAGO.
        stago: Span,
        /// Whether the tag was read whole.
        plain: bool,
    },
    /// A plain end tag (as [`scan_plain_end_tag`](Lexer::scan_plain_end_tag) reads it),
    /// the position past its TAGC.
    EndTag {
        /// The ETAGO.
        etago: Span,
        /// The generic identifier.
        name: Span,
        /// The TAGC.
        tagc: Span,
    },
    /// An end tag's ETAGO, the tag not plain: the position is just after the ETAGO.
    Etago(Span),
    /// An entity or character reference token (with its REFC or RE), taken apart
    /// ([`reference_parts`](Lexer::reference_parts) gives its parts without reading it
    /// again).
    Reference(Token),
    /// Nothing read: the token path reads what is here.
    General,
}

/// Where a [`Lexer`] was, to go back there ([`Lexer::mark`], [`Lexer::restore`]).
#[derive(Clone, Copy, Debug)]
pub struct LexerMark {
    pos: usize,
    pending_rs: bool,
}

impl Lexer<'_, '_> {
    /// Where the lexer is (its position and a due RS), for [`restore`](Lexer::restore).
    #[inline]
    pub fn mark(&self) -> LexerMark {
        LexerMark {
            pos: self.pos,
            pending_rs: self.pending_rs,
        }
    }

    /// Go back to `mark`, forgetting what was seen ahead: what was read since is read
    /// again. The window must be the same as when the mark was taken.
    #[inline]
    pub fn restore(&mut self, mark: LexerMark) {
        self.pos = mark.pos;
        self.pending_rs = mark.pending_rs;
        self.lookahead = None;
    }

    /// The next item of content, read as the token path reads CON mode without NET (the
    /// caller makes sure that is the mode of the content and that no short reference map
    /// is in force): see [`ContentItem`]. The mode is neither read nor set.
    #[inline]
    pub fn content_item(&mut self, tag: &mut PlainStartTag) -> ContentItem {
        let bytes = self.src.as_bytes();
        let start = self.pos;
        if self.pending_rs {
            if start >= bytes.len() {
                return ContentItem::General;
            }
            self.pending_rs = false;
            return ContentItem::Record(Token::new(TokenKind::Rs, Span::empty(self.here())));
        }
        // A token recognised ahead is the token path's to hand back.
        if self.lookahead.is_some() {
            return ContentItem::General;
        }
        let Some(&first) = bytes.get(start) else {
            return ContentItem::General;
        };
        match first {
            b'<' => return self.content_tag(start, tag),
            b'&' => {
                return match self.reference(start, CONTENT_REFS) {
                    Some((kind, end)) => ContentItem::Reference(self.emit(kind, start, end)),
                    None => ContentItem::General,
                };
            }
            _ => {}
        }
        let table = self.config.text_table(CONTENT_TABLE);
        if table[first as usize] == byte::RECORD {
            return ContentItem::Record(self.record(start));
        }
        let words = self.config.word_scan(CONTENT_TABLE);
        let mut i = start;
        loop {
            i = match words {
                Some(words) => content_run_end(bytes, i, table, words),
                None => plain_run_end(bytes, i, table, None),
            };
            let Some(&b) = bytes.get(i) else { break };
            match table[b as usize] {
                byte::DELIM => {
                    if self.content_delimiter_at(i) {
                        break;
                    }
                    i += 1;
                }
                byte::RECORD | byte::NON_SGML => break,
                _ => {
                    // A lead byte whose character needs a look.
                    let c = self.src[i..].chars().next().unwrap_or('\0');
                    if self
                        .config
                        .classes()
                        .class(c)
                        .intersects(CharClass::NON_SGML | CharClass::RE | CharClass::RS)
                    {
                        break;
                    }
                    i += c.len_utf8();
                }
            }
        }
        if i == start {
            // A marked section end, a non-SGML character, a record character outside
            // ASCII.
            return ContentItem::General;
        }
        let data = self.span(start, i);
        self.pos = i;
        if bytes.get(i).is_some_and(|&b| table[b as usize] == byte::RECORD) {
            let (kind, end, rs_due) = self.record_at(i);
            if kind == TokenKind::Re {
                self.pos = end;
                self.pending_rs = rs_due;
                return ContentItem::Data {
                    data,
                    re: Some(self.span(i, end)),
                };
            }
        }
        ContentItem::Data { data, re: None }
    }

    /// At `<`: a start or end tag, read whole if plain; anything else is the token
    /// path's.
    #[inline(always)]
    fn content_tag(&mut self, start: usize, tag: &mut PlainStartTag) -> ContentItem {
        let bytes = self.src.as_bytes();
        if bytes.get(start + 1) == Some(&b'/') {
            if !self.is_name_start_at(start + 2) {
                return ContentItem::General;
            }
            let etago = self.span(start, start + 2);
            self.pos = start + 2;
            return match self.scan_plain_end_tag() {
                Some((name, tagc)) => ContentItem::EndTag { etago, name, tagc },
                None => ContentItem::Etago(etago),
            };
        }
        if !self.is_name_start_at(start + 1) {
            return ContentItem::General;
        }
        let stago = self.span(start, start + 1);
        self.pos = start + 1;
        let plain = self.scan_plain_start_tag(tag);
        ContentItem::StartTag { stago, plain }
    }

    /// Whether the delimiter string at `i` (a byte the content table flags) is a
    /// delimiter in context in CON mode without NET, as the token path decides it; if
    /// not, it is data.
    #[inline]
    fn content_delimiter_at(&self, i: usize) -> bool {
        let bytes = self.src.as_bytes();
        match bytes[i] {
            b'<' => match bytes.get(i + 1) {
                Some(b'/') => self.tag_open_in_context(i + 2),
                Some(b'!') => self.mdo_in_context(i + 2),
                Some(b'?') => true,
                _ => self.tag_open_in_context(i + 1),
            },
            b'&' => self.reference_open(i, CONTENT_REFS).is_some(),
            b']' => bytes[i..].starts_with(b"]]>"),
            _ => true,
        }
    }
}

/// The end of the run of PLAIN bytes of `table` from `i`: eight bytes at a time, the
/// first byte a word flags found from its flags, and looked at in the table (a plain
/// byte the word test refuses, such as TAB or a byte of a character outside ASCII, is
/// passed and the words go on after it); the last bytes one at a time.
#[inline]
fn content_run_end(bytes: &[u8], mut i: usize, table: &[u8; 256], words: &WordScan) -> usize {
    loop {
        let Some(chunk) = bytes.get(i..i + 8) else {
            while i < bytes.len() && table[bytes[i] as usize] == byte::PLAIN {
                i += 1;
            }
            return i;
        };
        let flags = words.flags(u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8])));
        if flags == 0 {
            i += 8;
            continue;
        }
        i += (flags.trailing_zeros() / 8) as usize;
        if table[bytes[i] as usize] != byte::PLAIN {
            return i;
        }
        i += 1;
    }
}
