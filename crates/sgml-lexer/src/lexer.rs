//! The lexer: reads one entity's text in the mode the parser asks for.

mod content;
mod markup;
mod short_ref;
mod tag;
mod text;

pub use content::{ContentItem, LexerMark};
pub use tag::{PlainAttribute, PlainStartTag, PlainValue};

use sgml_decl::CharClass;
use sgml_source::Span;
use smol_str::SmolStr;

use crate::config::{LexerConfig, LineEnds, text_table};
use crate::mode::Mode;
use crate::reference::{ReferenceEnd, ReferenceParts};
use crate::short_ref::ShortRefSet;
use crate::token::{Token, TokenKind};

/// Which references a mode recognises.
#[derive(Clone, Copy)]
pub(crate) struct Refs {
    /// ERO: `&name`.
    general: bool,
    /// CRO and HCRO: `&#123`, `&#x7B`, `&#NAME`.
    chars: bool,
    /// PERO: `%name`.
    parameter: bool,
}

pub(crate) const CONTENT_REFS: Refs = Refs {
    general: true,
    chars: true,
    parameter: false,
};
pub(crate) const PARAMETER_REFS: Refs = Refs {
    general: false,
    chars: true,
    parameter: true,
};
pub(crate) const PE_ONLY: Refs = Refs {
    general: false,
    chars: false,
    parameter: true,
};

/// What a delimiter candidate in a text mode turned out to be.
pub(crate) enum Found {
    /// A token of this kind ending at this offset.
    Token(TokenKind, usize),
    /// Not a delimiter in its context: this many bytes are data.
    Data(usize),
}

/// A tokenizer over one entity's text.
///
/// The parser drives it: it sets the [`Mode`] with [`set_mode`](Lexer::set_mode) before
/// asking for the next token, and may [`seek`](Lexer::seek) back to re-read text in
/// another mode. Tokens follow each other without gaps and cover the text exactly once
/// (an RS after an LF in a [`LineEnds::Lf`] entity is an empty token between them), so
/// every byte is accounted for. Any input gives tokens: unrecognised characters are
/// `Invalid` or `NonSgml` tokens, never a panic, and each call advances (or yields the
/// empty RS, at most once per LF).
///
/// ```
/// use sgml_lexer::{Lexer, LexerConfig, Mode, TokenKind};
///
/// let config = LexerConfig::html4();
/// let text = "<p class=x>A&amp;B</p>";
/// let mut lexer = Lexer::new(text, &config);
/// let stago = lexer.next_token().unwrap();
/// assert_eq!(stago.kind, TokenKind::Stago);
/// lexer.set_mode(Mode::Tag);
/// let kinds: Vec<_> = std::iter::from_fn(|| lexer.next_token()).take(5).map(|t| t.kind).collect();
/// assert_eq!(kinds, [TokenKind::Name, TokenKind::Separator, TokenKind::Name, TokenKind::Vi, TokenKind::Name]);
/// assert_eq!(lexer.next_token().unwrap().kind, TokenKind::Tagc);
/// lexer.set_mode(Mode::Content { net: false });
/// let data = lexer.next_token().unwrap();
/// assert_eq!((data.kind, data.text(text)), (TokenKind::Data, "A"));
/// let amp = lexer.next_token().unwrap();
/// assert_eq!((amp.kind, amp.text(text)), (TokenKind::EntityRef, "&amp;"));
/// assert_eq!(lexer.reference_parts(amp).unwrap().name.slice(text), "amp");
/// ```
#[derive(Clone, Debug)]
pub struct Lexer<'s, 'c> {
    src: &'s str,
    config: &'c LexerConfig,
    /// The offset of `src` in the whole text: token spans and positions are offsets in
    /// the whole text (`src` is a window of it, see [`Lexer::rebase`]).
    base: u32,
    /// The position in `src`.
    pos: usize,
    mode: Mode,
    line_ends: LineEnds,
    /// An RS is due at `pos` (after an LF that was an RE in a [`LineEnds::Lf`] entity).
    pending_rs: bool,
    /// The scanning table of `mode` if it is a text mode ([`text_table`]).
    table: Option<usize>,
    /// The element name [`ContentEnd::OwnEndTag`](crate::ContentEnd::OwnEndTag) looks for, folded if NAMECASE GENERAL.
    end_tag_name: SmolStr,
    /// A delimiter or record boundary already recognised at the end of the data run
    /// just returned, so that it is not recognised twice. Valid while the position and
    /// mode stay.
    lookahead: Option<Token>,
    /// Whether an RS is due after `lookahead`.
    lookahead_rs: bool,
    /// The index in the set of the last [`TokenKind::ShortRef`] token.
    short_ref: u16,
    /// Whether it began with the RS due after an LF (which its span does not cover).
    short_ref_began_with_rs: bool,
    /// A run of blanks found by short reference matching: from where it was looked at
    /// to its end (offsets in the whole text), so that places inside it are not scanned
    /// again.
    blank_run: short_ref::BlankRun,
    /// The last reference recognised, taken apart as it was read, so that
    /// [`reference_parts`](Lexer::reference_parts) of its token does not read it again.
    last_reference: Option<(Token, ReferenceParts)>,
}

impl<'s, 'c> Lexer<'s, 'c> {
    /// A lexer over `src` at offset 0 in [`Mode::Content`], with the entity's line-end
    /// convention detected by [`LineEnds::detect`].
    ///
    /// # Panics
    /// When `src` is 4 GiB or longer (offsets are `u32`); callers refuse such entities.
    pub fn new(src: &'s str, config: &'c LexerConfig) -> Lexer<'s, 'c> {
        Lexer::with_known_line_ends(src, config, LineEnds::detect(src))
    }

    /// A lexer over `src` with the line-end convention `line_ends`, not detected from
    /// `src`: for a piece of an entity whose convention is known (a window of a larger
    /// text), where detecting would scan the piece for nothing.
    ///
    /// # Panics
    /// When `src` is 4 GiB or longer, as [`Lexer::new`].
    pub fn with_known_line_ends(src: &'s str, config: &'c LexerConfig, line_ends: LineEnds) -> Lexer<'s, 'c> {
        assert!(u32::try_from(src.len()).is_ok(), "entity text longer than 4 GiB");
        Lexer {
            src,
            config,
            base: 0,
            pos: 0,
            mode: Mode::Content { net: false },
            table: text_table(Mode::Content { net: false }),
            line_ends,
            pending_rs: false,
            end_tag_name: SmolStr::default(),
            lookahead: None,
            lookahead_rs: false,
            short_ref: 0,
            short_ref_began_with_rs: false,
            blank_run: short_ref::BlankRun::default(),
            last_reference: None,
        }
    }

    /// The same lexer with the line-end convention `line_ends` instead of the detected
    /// one.
    pub fn with_line_ends(mut self, line_ends: LineEnds) -> Lexer<'s, 'c> {
        self.line_ends = line_ends;
        self
    }

    /// The text being read (from offset [`base`](Lexer::base) of the whole text).
    #[inline]
    pub fn source(&self) -> &'s str {
        self.src
    }

    /// The offset in the whole text of [`source`](Lexer::source)'s first byte: 0 unless
    /// the lexer reads a window of a larger text.
    #[inline]
    pub fn base(&self) -> u32 {
        self.base
    }

    /// The offset in the whole text just past the [`source`](Lexer::source).
    #[inline]
    pub fn end_offset(&self) -> u32 {
        self.base + self.src.len() as u32
    }

    /// The text of `span` (offsets in the whole text, inside the source).
    #[inline]
    pub fn slice(&self, span: Span) -> &'s str {
        &self.src[(span.start - self.base) as usize..(span.end - self.base) as usize]
    }

    /// The text from `offset` (in the whole text, inside the source) to the end of the
    /// source.
    #[inline]
    pub fn text_from(&self, offset: u32) -> &'s str {
        &self.src[(offset - self.base) as usize..]
    }

    /// Read on in `src`, a window of the whole text starting at offset `base`, which
    /// holds the current position (and whatever the lexer remembered after it); the mode
    /// and everything else stay. A document read in pieces moves on this way.
    ///
    /// # Panics
    /// When the window does not hold the position, or is 4 GiB or longer.
    pub fn rebase(&mut self, src: &'s str, base: u32) {
        let position = self.here();
        assert!(u32::try_from(src.len()).is_ok(), "entity text longer than 4 GiB");
        self.src = src;
        self.base = base;
        self.rebase_to(position);
    }

    /// Read on from the start of `src`, a window of the whole text starting at offset
    /// `base`, at or past the current position: the text between is passed over (a
    /// document read in pieces skips a name too long to hold this way). The mode stays.
    ///
    /// # Panics
    /// When `base` is before the current position, or the window is 4 GiB or longer.
    pub fn rebase_past(&mut self, src: &'s str, base: u32) {
        assert!(base >= self.here(), "the new window must not start before the position");
        assert!(u32::try_from(src.len()).is_ok(), "entity text longer than 4 GiB");
        self.src = src;
        self.base = base;
        self.pos = 0;
        self.pending_rs = false;
        self.lookahead = None;
    }

    /// What the lexer knows besides its text, to [`resume`](Lexer::resume) reading in
    /// another window of the same text later.
    pub fn state(&self) -> LexerState {
        LexerState {
            position: self.here(),
            mode: self.mode,
            line_ends: self.line_ends,
            pending_rs: self.pending_rs,
            end_tag_name: self.end_tag_name.clone(),
            lookahead: self.lookahead,
            lookahead_rs: self.lookahead_rs,
        }
    }

    /// A lexer in the state `state`, reading on in `src`, the window of the whole text
    /// from offset `base` (which must hold the state's position).
    ///
    /// # Panics
    /// As [`rebase`](Lexer::rebase).
    pub fn resume(state: LexerState, src: &'s str, base: u32, config: &'c LexerConfig) -> Lexer<'s, 'c> {
        let mut lexer = Lexer::with_known_line_ends(src, config, state.line_ends);
        lexer.base = base;
        lexer.pos = 0;
        lexer.rebase_to(state.position);
        lexer.set_mode(state.mode);
        lexer.pending_rs = state.pending_rs;
        lexer.end_tag_name = state.end_tag_name;
        lexer.lookahead = state.lookahead;
        lexer.lookahead_rs = state.lookahead_rs;
        lexer
    }

    fn rebase_to(&mut self, position: u32) {
        assert!(
            self.base <= position && position as usize <= self.base as usize + self.src.len(),
            "the new window must hold the position"
        );
        self.pos = (position - self.base) as usize;
    }

    /// The configuration.
    #[inline]
    pub fn config(&self) -> &'c LexerConfig {
        self.config
    }

    /// The line-end convention in use.
    #[inline]
    pub fn line_ends(&self) -> LineEnds {
        self.line_ends
    }

    /// The current mode.
    #[inline]
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Read what follows in `mode`.
    #[inline(always)]
    pub fn set_mode(&mut self, mode: Mode) {
        // The parser sets a mode before every token, mostly the one in use, CON or TAG:
        // those two compare without the general comparison.
        let same = match (mode, self.mode) {
            (Mode::Content { net: a }, Mode::Content { net: b }) => a == b,
            (Mode::Tag, Mode::Tag) => true,
            (Mode::Content { .. } | Mode::Tag, _) | (_, Mode::Content { .. } | Mode::Tag) => false,
            _ => mode == self.mode,
        };
        if !same {
            self.mode = mode;
            self.table = text_table(mode);
            self.lookahead = None;
        }
    }

    /// The element whose end tag ends declared content under
    /// [`ContentEnd::OwnEndTag`](crate::ContentEnd::OwnEndTag). Folded with NAMECASE GENERAL when the options say so.
    pub fn set_end_tag_name(&mut self, name: &str) {
        self.lookahead = None;
        self.end_tag_name = if self.config.options().namecase_general {
            let classes = self.config.classes();
            name.chars().map(|c| classes.to_upper(c)).collect()
        } else {
            SmolStr::new(name)
        };
    }

    /// The index, in the set given to [`next_token_with`](Lexer::next_token_with), of the
    /// short reference delimiter of the last [`TokenKind::ShortRef`] token.
    #[inline]
    pub fn short_ref_index(&self) -> usize {
        usize::from(self.short_ref)
    }

    /// The offset of the next token.
    #[inline]
    pub fn position(&self) -> u32 {
        self.here()
    }

    /// [`position`](Lexer::position), by a name `Iterator` does not have.
    #[inline]
    fn here(&self) -> u32 {
        self.base + self.pos as u32
    }

    /// Whether every byte has been read.
    #[inline]
    pub fn is_at_end(&self) -> bool {
        self.pos >= self.src.len()
    }

    /// Continue reading at `offset` (clamped to the text and moved back to a character
    /// boundary), for example to re-read text in another mode. Drops a due RS.
    pub fn seek(&mut self, offset: u32) {
        debug_assert!(offset >= self.base, "seek before the window");
        let mut offset = (offset.saturating_sub(self.base) as usize).min(self.src.len());
        while !self.src.is_char_boundary(offset) {
            offset -= 1;
        }
        self.pos = offset;
        self.pending_rs = false;
        self.lookahead = None;
    }

    /// The text begins a record: an RS is due before its first character (if it has
    /// one), as the storage manager gives one at the start of an external entity's
    /// first record (ISO 8879 6.1; OpenSP's record boundaries).
    pub fn begin_record(&mut self) {
        if self.pos == 0 {
            self.pending_rs = true;
        }
    }

    /// Put back `token`, the token just read: the next read gives it again (in the same
    /// mode), as if it had not been read.
    pub fn unread(&mut self, token: Token) {
        debug_assert!(token.span.start >= self.base, "unread before the window");
        self.pos = (token.span.start - self.base) as usize;
        self.lookahead = None;
        // An empty RS is the one due after an LF: due again; so is the one a short
        // reference began with.
        self.pending_rs = match token.kind {
            TokenKind::Rs => token.span.is_empty(),
            TokenKind::ShortRef => self.short_ref_began_with_rs,
            _ => false,
        };
    }

    /// [`set_mode`](Lexer::set_mode) then [`next_token`](Lexer::next_token).
    #[inline]
    pub fn next_in(&mut self, mode: Mode) -> Option<Token> {
        self.set_mode(mode);
        self.next_token()
    }

    /// The RS due right after the token just read (an RE that is an LF of a
    /// [`LineEnds::Lf`] entity, or a reference such an LF ended), taken at once: the
    /// token the next [`next_token`](Lexer::next_token) gives in every mode, as a due RS
    /// comes before anything else. `None` when no RS is due, or none can be (the text
    /// has ended: the next read says so).
    #[inline]
    pub fn take_due_rs(&mut self) -> Option<Token> {
        if self.pending_rs && self.pos < self.src.len() {
            self.pending_rs = false;
            return Some(Token::new(TokenKind::Rs, Span::empty(self.here())));
        }
        None
    }

    /// The next token without consuming it.
    pub fn peek(&self) -> Option<Token> {
        self.clone().next_token()
    }

    /// The next token in the current mode, or `None` at the end of the text.
    pub fn next_token(&mut self) -> Option<Token> {
        if self.pending_rs {
            self.pending_rs = false;
            // A record starts only if something follows the LF.
            if self.pos < self.src.len() {
                return Some(Token::new(TokenKind::Rs, Span::empty(self.here())));
            }
        }
        if self.pos >= self.src.len() {
            return None;
        }
        if let Some(ahead) = self.lookahead.take()
            && ahead.span.start == self.here()
        {
            self.pending_rs = self.lookahead_rs;
            self.pos = (ahead.span.end - self.base) as usize;
            return Some(ahead);
        }
        Some(match self.table {
            Some(table) => self.text_token(table),
            None => self.markup_token(),
        })
    }

    /// [`next_token`](Lexer::next_token) with the short reference delimiters of `set`
    /// recognised in CON mode (ISO 8879 9.4.6): the parser reads this way while a short
    /// reference map with entries is current. A short reference found is a
    /// [`TokenKind::ShortRef`] token, and [`short_ref_index`](Lexer::short_ref_index)
    /// says which of the set it is. In other modes, the same as `next_token`.
    #[inline(never)]
    pub fn next_token_with(&mut self, set: &ShortRefSet) -> Option<Token> {
        match self.mode {
            Mode::Content { net } => self.short_ref_token(set, net),
            _ => self.next_token(),
        }
    }

    /// The parts of a reference token: its opening delimiter, its name or number, and
    /// how it ended. `None` for other tokens.
    pub fn reference_parts(&self, token: Token) -> Option<ReferenceParts> {
        let open_len = match token.kind {
            TokenKind::EntityRef | TokenKind::ParamEntityRef => 1,
            TokenKind::CharRef | TokenKind::FunctionRef => 2,
            TokenKind::HexCharRef => 3,
            _ => return None,
        };
        if token.span.start < self.base || token.span.end > self.end_offset() {
            return None;
        }
        if let Some((read, parts)) = self.last_reference
            && read == token
        {
            return Some(parts);
        }
        let text = self.slice(token.span);
        let last = text.chars().next_back()?;
        let (end, end_len) = if last == ';' {
            (ReferenceEnd::Refc, 1)
        } else if self.is_record_end(last) {
            (ReferenceEnd::Re, last.len_utf8() as u32)
        } else {
            (ReferenceEnd::Omitted, 0)
        };
        let open = Span::new(token.span.start, token.span.start + open_len);
        let name = Span::new(open.end, token.span.end - end_len);
        Some(ReferenceParts { open, name, end })
    }

    /// The character number of a `CharRef` or `HexCharRef` token, or `None` for other
    /// tokens and for numbers that do not fit in a `u32`.
    pub fn char_ref_number(&self, token: Token) -> Option<u32> {
        let radix = match token.kind {
            TokenKind::CharRef => 10,
            TokenKind::HexCharRef => 16,
            _ => return None,
        };
        let digits = self.slice(self.reference_parts(token)?.name);
        digits
            .chars()
            .try_fold(0u32, |n, c| n.checked_mul(radix)?.checked_add(c.to_digit(radix)?))
    }

    // ---- helpers ---------------------------------------------------------------

    #[inline]
    fn emit(&mut self, kind: TokenKind, start: usize, end: usize) -> Token {
        debug_assert!(start == self.pos && end > start);
        self.pos = end;
        Token::new(kind, self.span(start, end))
    }

    /// The span of `start..end` of the source, as offsets in the whole text.
    #[inline]
    fn span(&self, start: usize, end: usize) -> Span {
        Span::new(self.base + start as u32, self.base + end as u32)
    }

    #[inline]
    fn char_at(&self, i: usize) -> Option<char> {
        let b = *self.src.as_bytes().get(i)?;
        if b < 0x80 {
            Some(b as char)
        } else {
            self.src[i..].chars().next()
        }
    }

    #[inline]
    fn class_at(&self, i: usize) -> CharClass {
        match self.src.as_bytes().get(i) {
            Some(&b) if b < 0x80 => self.config.classes().low_table()[b as usize],
            Some(_) => self
                .char_at(i)
                .map_or(CharClass::NONE, |c| self.config.classes().class(c)),
            None => CharClass::NONE,
        }
    }

    #[inline]
    fn is_name_start_at(&self, i: usize) -> bool {
        self.class_at(i).contains(CharClass::NAME_START)
    }

    /// Whether `c` ends a record in this entity: an RE character, or LF in an
    /// [`LineEnds::Lf`] entity.
    #[inline]
    fn is_record_end(&self, c: char) -> bool {
        (c == '\n' && self.line_ends == LineEnds::Lf) || self.config.classes().class(c).contains(CharClass::RE)
    }

    /// The end of the run of characters with a class in `class` starting at `i`.
    fn run_end(&self, mut i: usize, class: CharClass) -> usize {
        let bytes = self.src.as_bytes();
        let low = self.config.classes().low_table();
        while let Some(&b) = bytes.get(i) {
            if b < 0x80 {
                if !low[b as usize].intersects(class) {
                    break;
                }
                i += 1;
            } else {
                let c = self.src[i..].chars().next().unwrap_or('\0');
                if !self.config.classes().class(c).intersects(class) {
                    break;
                }
                i += c.len_utf8();
            }
        }
        i
    }

    /// The end of the name characters starting at `i`.
    #[inline]
    fn name_end(&self, i: usize) -> usize {
        self.run_end(i, CharClass::NAME_CHAR)
    }

    /// A record boundary at `i`: RE, or RS, or in an [`LineEnds::Lf`] entity an LF
    /// that is an RE with an RS due after it.
    fn record(&mut self, i: usize) -> Token {
        let (kind, end, rs_due) = self.record_at(i);
        let token = self.emit(kind, i, end);
        self.pending_rs = rs_due;
        token
    }

    /// The record boundary at `i`: its kind, its end, and whether an RS is due after it.
    #[inline]
    fn record_at(&self, i: usize) -> (TokenKind, usize, bool) {
        let c = self.char_at(i).unwrap_or('\0');
        let end = i + c.len_utf8();
        if c == '\n' && self.line_ends == LineEnds::Lf {
            return (TokenKind::Re, end, true);
        }
        if self.config.classes().class(c).contains(CharClass::RE) {
            (TokenKind::Re, end, false)
        } else {
            (TokenKind::Rs, end, false)
        }
    }

    /// The kind of the reference that starts at `i`, if one does (of the kinds `refs`
    /// allows), and where its name or number begins (after ERO, CRO, HCRO or PERO): a
    /// reference opens where its delimiter is followed by a name start character, a
    /// digit, or for HCRO a hexadecimal digit. Nothing is read.
    #[inline]
    pub(super) fn reference_open(&self, i: usize, refs: Refs) -> Option<(TokenKind, usize)> {
        let bytes = self.src.as_bytes();
        match bytes[i] {
            b'%' if refs.parameter && self.is_name_start_at(i + 1) => Some((TokenKind::ParamEntityRef, i + 1)),
            b'&' if bytes.get(i + 1) == Some(&b'#') => {
                if !refs.chars {
                    return None;
                }
                // Delimiters fold case as general names do: `&#X` is HCRO only under
                // NAMECASE GENERAL YES (not in the SGML declaration for XML).
                let options = self.config.options();
                let x = match bytes.get(i + 2) {
                    Some(b'x') => true,
                    Some(b'X') => options.namecase_general,
                    _ => false,
                };
                if options.hcro && x && bytes.get(i + 3).is_some_and(u8::is_ascii_hexdigit) {
                    Some((TokenKind::HexCharRef, i + 3))
                } else if self.class_at(i + 2).contains(CharClass::DIGIT) {
                    Some((TokenKind::CharRef, i + 2))
                } else if self.is_name_start_at(i + 2) {
                    Some((TokenKind::FunctionRef, i + 2))
                } else {
                    None
                }
            }
            b'&' if refs.general && self.is_name_start_at(i + 1) => Some((TokenKind::EntityRef, i + 1)),
            _ => None,
        }
    }

    /// A reference starting at `i` (at `&` or `%`), if one is there in context
    /// (9.4.4, 9.4.5, 9.5): its kind and end, including a REFC or an RE that ends it.
    /// When an LF that is an RE ends it, an RS is due after the token.
    fn reference(&mut self, i: usize, refs: Refs) -> Option<(TokenKind, usize)> {
        let (kind, open_end) = self.reference_open(i, refs)?;
        let name_end = match kind {
            TokenKind::HexCharRef => {
                let bytes = self.src.as_bytes();
                let mut j = open_end;
                while bytes.get(j).is_some_and(u8::is_ascii_hexdigit) {
                    j += 1;
                }
                j
            }
            TokenKind::CharRef => self.run_end(open_end, CharClass::DIGIT),
            _ => self.name_end(open_end),
        };
        let (end, how) = match self.char_at(name_end) {
            Some(';') => (name_end + 1, ReferenceEnd::Refc),
            Some(c) if self.is_record_end(c) => {
                if c == '\n' && self.line_ends == LineEnds::Lf {
                    self.pending_rs = true;
                }
                (name_end + c.len_utf8(), ReferenceEnd::Re)
            }
            _ => (name_end, ReferenceEnd::Omitted),
        };
        let parts = ReferenceParts {
            open: self.span(i, open_end),
            name: self.span(open_end, name_end),
            end: how,
        };
        self.last_reference = Some((Token::new(kind, self.span(i, end)), parts));
        Some((kind, end))
    }
}

/// What a [`Lexer`] knows besides its text: its position, mode, line-end convention
/// and what it has seen ahead. See [`Lexer::state`] and [`Lexer::resume`].
#[derive(Clone, Debug)]
pub struct LexerState {
    position: u32,
    mode: Mode,
    line_ends: LineEnds,
    pending_rs: bool,
    end_tag_name: SmolStr,
    lookahead: Option<Token>,
    lookahead_rs: bool,
}

impl Iterator for Lexer<'_, '_> {
    type Item = Token;

    #[inline]
    fn next(&mut self) -> Option<Token> {
        self.next_token()
    }
}
