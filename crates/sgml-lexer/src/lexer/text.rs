//! The text modes: data runs found with a byte table, and the delimiters that end them.

use sgml_decl::CharClass;

use super::{CONTENT_REFS, Found, Lexer, PARAMETER_REFS, Refs};
use crate::config::{WordScan, byte};
use crate::mode::{ContentEnd, DeclaredContent, LiteralData, MarkedSection, Mode, Quote};
use crate::recognize::{ComDelim, ConDelim, DeclaredDelim, LitDelim, MsDelim, PiDelim, delimiter_at};
use crate::token::{Token, TokenKind};

impl Lexer<'_, '_> {
    /// A token in a text mode: a data run found with the mode's byte table, or the
    /// record, non-SGML character or delimiter that ends it.
    #[inline(always)]
    pub(super) fn text_token(&mut self, table: usize) -> Token {
        let words = self.config.word_scan(table);
        let table = self.config.text_table(table);
        let bytes = self.src.as_bytes();
        let start = self.pos;
        let mut i = start;
        loop {
            i = plain_run_end(bytes, i, table, words);
            let Some(&b) = bytes.get(i) else { break };
            match table[b as usize] {
                byte::DELIM => match self.text_delimiter(i) {
                    Found::Token(kind, end) => {
                        if i > start {
                            // The data before it first; the delimiter comes next.
                            self.lookahead = Some(Token::new(kind, self.span(i, end)));
                            self.lookahead_rs = self.pending_rs;
                            self.pending_rs = false;
                            break;
                        }
                        return self.emit(kind, i, end);
                    }
                    Found::Data(len) => i += len,
                },
                byte::RECORD => {
                    if i > start {
                        // The data first; the record boundary comes next.
                        let (kind, end, rs_due) = self.record_at(i);
                        self.lookahead = Some(Token::new(kind, self.span(i, end)));
                        self.lookahead_rs = rs_due;
                        break;
                    }
                    return self.record(i);
                }
                byte::NON_SGML => {
                    if i > start {
                        break;
                    }
                    return self.emit(TokenKind::NonSgml, i, i + 1);
                }
                _ => {
                    // A lead byte whose character needs a look.
                    let c = self.src[i..].chars().next().unwrap_or('\0');
                    let class = self.config.classes().class(c);
                    if class.intersects(CharClass::NON_SGML | CharClass::RE | CharClass::RS) {
                        if i > start {
                            break;
                        }
                        if class.contains(CharClass::NON_SGML) {
                            return self.emit(TokenKind::NonSgml, i, i + c.len_utf8());
                        }
                        return self.record(i);
                    }
                    i += c.len_utf8();
                }
            }
        }
        self.emit(TokenKind::Data, start, i)
    }

    /// The delimiter of a text mode at `i`, whose first byte the mode's table flagged.
    #[inline(always)]
    fn text_delimiter(&mut self, i: usize) -> Found {
        self.text_delimiter_in::<false>(i)
    }

    /// [`text_delimiter`](Lexer::text_delimiter), in one copy for the usual scan and one
    /// for the short reference scan (`SHORT_REFS`), so that each is inlined where it is
    /// used.
    #[inline(always)]
    fn text_delimiter_in<const SHORT_REFS: bool>(&mut self, i: usize) -> Found {
        let rest = &self.src[i..];
        let shorttag = self.config.options().shorttag;
        // NET is `>` (the SGML declaration for XML) where it is enabled; the tables of
        // that declaration do not flag `/` there.
        if self.config.options().nestc
            && rest.starts_with('>')
            && matches!(
                self.mode,
                Mode::Content { net: true } | Mode::DeclaredContent { net: true, .. }
            )
        {
            return Found::Token(TokenKind::Net, i + 1);
        }
        match self.mode {
            Mode::Content { .. } => match if SHORT_REFS {
                ConDelim::at(rest)
            } else {
                delimiter_at::<ConDelim>(rest)
            } {
                Some((ConDelim::Stago, _)) => {
                    if self.tag_open_in_context(i + 1) {
                        Found::Token(TokenKind::Stago, i + 1)
                    } else {
                        Found::Data(1)
                    }
                }
                Some((ConDelim::Etago, _)) => {
                    if self.tag_open_in_context(i + 2) {
                        Found::Token(TokenKind::Etago, i + 2)
                    } else {
                        Found::Data(1)
                    }
                }
                Some((ConDelim::Mdo, _)) => {
                    if self.mdo_in_context(i + 2) {
                        Found::Token(TokenKind::Mdo, i + 2)
                    } else {
                        Found::Data(1)
                    }
                }
                Some((ConDelim::Pio, _)) => Found::Token(TokenKind::Pio, i + 2),
                Some((ConDelim::Ero | ConDelim::Cro | ConDelim::Hcro, _)) => self.found_reference(i, CONTENT_REFS),
                Some((ConDelim::MscMdc, len)) => Found::Token(TokenKind::MscMdc, i + len),
                Some((ConDelim::Net, _)) => Found::Token(TokenKind::Net, i + 1),
                None => Found::Data(1),
            },
            // The short reference scan reads CON mode only.
            _ if SHORT_REFS => Found::Data(1),
            Mode::DeclaredContent { kind, end, .. } => match delimiter_at::<DeclaredDelim>(rest) {
                Some((DeclaredDelim::Etago, _)) => {
                    let ends = if shorttag && rest[2..].starts_with('>') {
                        true
                    } else if !self.is_name_start_at(i + 2) {
                        false
                    } else {
                        match end {
                            ContentEnd::AnyEndTag => true,
                            ContentEnd::OwnEndTag => self.is_own_end_tag(i + 2),
                        }
                    };
                    if ends {
                        Found::Token(TokenKind::Etago, i + 2)
                    } else {
                        Found::Data(1)
                    }
                }
                Some((DeclaredDelim::Ero | DeclaredDelim::Cro | DeclaredDelim::Hcro, _))
                    if kind == DeclaredContent::Rcdata =>
                {
                    self.found_reference(i, CONTENT_REFS)
                }
                Some((DeclaredDelim::Net, _)) => Found::Token(TokenKind::Net, i + 1),
                _ => Found::Data(1),
            },
            Mode::Literal { quote, data } => match delimiter_at::<LitDelim>(rest) {
                Some((LitDelim::Lit, _)) if quote == Quote::Lit => Found::Token(TokenKind::Lit, i + 1),
                Some((LitDelim::Lita, _)) if quote == Quote::Lita => Found::Token(TokenKind::Lita, i + 1),
                Some((LitDelim::Ero | LitDelim::Cro | LitDelim::Hcro | LitDelim::Pero, _)) => match data {
                    LiteralData::Replaceable => self.found_reference(i, CONTENT_REFS),
                    LiteralData::Parameter => self.found_reference(i, PARAMETER_REFS),
                    LiteralData::Plain => Found::Data(1),
                },
                _ => Found::Data(1),
            },
            Mode::Comment => match delimiter_at::<ComDelim>(rest) {
                Some((ComDelim::Com, len)) => Found::Token(TokenKind::Com, i + len),
                None => Found::Data(1),
            },
            // PIC `?>` of the SGML declaration for XML.
            Mode::ProcessingInstruction if self.config.options().xml_pic => {
                if rest.starts_with("?>") {
                    Found::Token(TokenKind::Pic, i + 2)
                } else {
                    Found::Data(1)
                }
            }
            Mode::ProcessingInstruction => match delimiter_at::<PiDelim>(rest) {
                Some((PiDelim::Pic, len)) => Found::Token(TokenKind::Pic, i + len),
                None => Found::Data(1),
            },
            Mode::MarkedSection(section) => match delimiter_at::<MsDelim>(rest) {
                Some((MsDelim::MscMdc, len)) => Found::Token(TokenKind::MscMdc, i + len),
                Some((MsDelim::MdoDso, len)) if section == MarkedSection::Ignore => {
                    Found::Token(TokenKind::MdoDso, i + len)
                }
                Some((MsDelim::Ero | MsDelim::Cro | MsDelim::Hcro, _)) if section == MarkedSection::Rcdata => {
                    self.found_reference(i, CONTENT_REFS)
                }
                _ => Found::Data(1),
            },
            Mode::Tag | Mode::Markup | Mode::Group | Mode::DeclarationSubset => Found::Data(1),
        }
    }

    /// [`text_delimiter`](Lexer::text_delimiter) for the short reference scan, out of
    /// line so that the usual scan keeps its own copy inlined.
    #[inline(never)]
    pub(super) fn text_delimiter_out_of_line(&mut self, i: usize) -> Found {
        self.text_delimiter_in::<true>(i)
    }

    /// Whether STAGO or ETAGO, ending just before `after`, is a delimiter in context in
    /// content (ISO 8879 9.6.1): followed by a name start character, or, where the
    /// features allow the empty and the CONCUR forms, by TAGC or GRPO.
    #[inline(always)]
    pub(super) fn tag_open_in_context(&self, after: usize) -> bool {
        let options = self.config.options();
        let next = self.src.as_bytes().get(after);
        self.is_name_start_at(after)
            || (options.shorttag && next == Some(&b'>'))
            || (options.concur && next == Some(&b'('))
    }

    /// Whether MDO, ending just before `after`, is a delimiter in context (ISO 8879
    /// 9.6.1): followed by a name start character, COM, DSO or MDC.
    #[inline(always)]
    pub(super) fn mdo_in_context(&self, after: usize) -> bool {
        let rest = &self.src.as_bytes()[after..];
        self.is_name_start_at(after) || rest.starts_with(b"--") || rest.starts_with(b"[") || rest.starts_with(b">")
    }

    fn found_reference(&mut self, i: usize, refs: Refs) -> Found {
        match self.reference(i, refs) {
            Some((kind, end)) => Found::Token(kind, end),
            None => Found::Data(1),
        }
    }

    /// Whether the name at `i` is the [`end tag name`](Lexer::set_end_tag_name).
    fn is_own_end_tag(&self, i: usize) -> bool {
        let name = &self.src[i..self.name_end(i)];
        if self.config.options().namecase_general {
            let classes = self.config.classes();
            name.chars().map(|c| classes.to_upper(c)).eq(self.end_tag_name.chars())
        } else {
            name == self.end_tag_name
        }
    }
}

/// The end of the run of PLAIN bytes of `table` starting at `i`: eight bytes at a time
/// while `words` finds them plain, else byte by byte.
#[inline]
pub(super) fn plain_run_end(bytes: &[u8], mut i: usize, table: &[u8; 256], words: Option<&WordScan>) -> usize {
    let Some(words) = words else {
        while i < bytes.len() && table[bytes[i] as usize] == byte::PLAIN {
            i += 1;
        }
        return i;
    };
    loop {
        while let Some(chunk) = bytes.get(i..i + 8) {
            let word = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8]));
            if !words.is_plain(word) {
                break;
            }
            i += 8;
        }
        // Up to eight bytes one at a time: a stop, or plain bytes the word test refused
        // (TAB, non-ASCII), after which words are tried again.
        let stop = (i + 8).min(bytes.len());
        while i < stop && table[bytes[i] as usize] == byte::PLAIN {
            i += 1;
        }
        if i < stop || i == bytes.len() {
            return i;
        }
    }
}
