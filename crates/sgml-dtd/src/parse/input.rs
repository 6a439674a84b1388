//! The input stack: the entity texts being read, innermost last, each with its own
//! position. Parameter entity references push a frame, entity ends pop one; nothing
//! recurses per entity.
//!
//! The lexer borrows the text it reads, and the stack's texts change as entities open
//! and close, so each token is read by a lexer made for it over a window of the text
//! from the current position (ISO 8879 delimiters look ahead a few characters only,
//! never behind in the modes used here). A window is widened when a token reaches too
//! close to its end, so tokens are the same as over the whole text.

use std::sync::Arc;

use sgml_decl::CharClass;
use sgml_lexer::{Lexer, LexerConfig, LineEnds, Mode, Token};
use sgml_source::Span;

use crate::dtd::DeclLocation;

/// How many bytes a first window holds.
const WINDOW: usize = 512;
/// How far before a window's end a token must end to be trusted: more than the
/// longest look-ahead of any delimiter in context.
const LOOK_AHEAD: usize = 16;

/// The text of a frame.
#[derive(Clone)]
pub(super) enum FrameText {
    /// The document, whose text the input borrows.
    Document,
    /// An entity text.
    Shared(Arc<str>),
}

/// One entity being read.
pub(super) struct Frame {
    pub(super) text: FrameText,
    /// Offset of the next token.
    pub(super) pos: u32,
    line_ends: LineEnds,
    /// Index into `Dtd::sources`.
    pub(super) source: u32,
    /// The parameter entity this frame reads (its index in the DTD's table).
    pub(super) entity: Option<u32>,
    /// Where the entity was referenced.
    pub(super) reference: Option<DeclLocation>,
}

/// The stack of entities being read.
pub(super) struct Input<'d, 'c> {
    document: &'d str,
    config: &'c LexerConfig,
    pub(super) frames: Vec<Frame>,
}

impl<'d, 'c> Input<'d, 'c> {
    pub(super) fn new(document: &'d str, config: &'c LexerConfig) -> Input<'d, 'c> {
        Input {
            document,
            config,
            frames: Vec::new(),
        }
    }

    /// Start reading `text` (from `pos`) as source `source`.
    pub(super) fn push(
        &mut self,
        text: FrameText,
        pos: u32,
        source: u32,
        entity: Option<u32>,
        reference: Option<DeclLocation>,
    ) {
        let line_ends = LineEnds::detect(self.text_of(&text));
        self.frames.push(Frame {
            text,
            pos,
            line_ends,
            source,
            entity,
            reference,
        });
    }

    /// How far the document itself is read, when it is the outermost text read (0
    /// otherwise): where what is found in the entities it refers to stands in it.
    pub(super) fn document_position(&self) -> u32 {
        match self.frames.first() {
            Some(Frame {
                text: FrameText::Document,
                pos,
                ..
            }) => *pos,
            _ => 0,
        }
    }

    /// Stop reading the innermost entity.
    pub(super) fn pop(&mut self) {
        self.frames.pop();
    }

    /// How many entities are open.
    #[inline]
    pub(super) fn depth(&self) -> usize {
        self.frames.len()
    }

    fn text_of<'a>(&'a self, text: &'a FrameText) -> &'a str {
        match text {
            FrameText::Document => self.document,
            FrameText::Shared(text) => text,
        }
    }

    /// The innermost entity's text.
    #[inline]
    pub(super) fn text(&self) -> &str {
        match self.frames.last() {
            Some(frame) => self.text_of(&frame.text),
            None => "",
        }
    }

    /// The innermost entity's source index.
    #[inline]
    pub(super) fn source(&self) -> u32 {
        self.frames.last().map_or(0, |f| f.source)
    }

    /// The location of `span` in the innermost entity.
    #[inline]
    pub(super) fn at(&self, span: Span) -> DeclLocation {
        DeclLocation {
            source: self.source(),
            span,
        }
    }

    /// The location of the innermost entity's end (or of its current position).
    pub(super) fn here(&self) -> DeclLocation {
        let pos = self.frames.last().map_or(0, |f| f.pos);
        self.at(Span::empty(pos))
    }

    /// Whether parameter entity `entity` is being read.
    pub(super) fn is_open(&self, entity: u32) -> bool {
        self.frames.iter().any(|f| f.entity == Some(entity))
    }

    /// The innermost entity's position.
    #[inline]
    pub(super) fn position(&self) -> u32 {
        self.frames.last().map_or(0, |f| f.pos)
    }

    /// Move the innermost entity's position (after reading a token with `peek`).
    #[inline]
    pub(super) fn advance_to(&mut self, pos: u32) {
        if let Some(frame) = self.frames.last_mut() {
            frame.pos = pos;
        }
    }

    /// The next token of the innermost entity in `mode`, without reading it; `None` at
    /// its end.
    pub(super) fn peek(&self, mode: Mode) -> Option<Token> {
        let frame = self.frames.last()?;
        let text = self.text_of(&frame.text);
        let pos = frame.pos as usize;
        if pos >= text.len() {
            return None;
        }
        let mut window = WINDOW;
        loop {
            let mut end = pos.saturating_add(window).min(text.len());
            while !text.is_char_boundary(end) {
                end += 1;
            }
            let mut lexer = Lexer::with_known_line_ends(&text[pos..end], self.config, frame.line_ends);
            lexer.set_mode(mode);
            let token = lexer.next_token()?;
            if end == text.len() || token.span.end as usize + LOOK_AHEAD <= end - pos {
                let shift = frame.pos;
                return Some(Token::new(
                    token.kind,
                    Span::new(token.span.start + shift, token.span.end + shift),
                ));
            }
            window = window.saturating_mul(4);
        }
    }

    /// The next token of the innermost entity in `mode`; `None` at its end (the frame
    /// stays open: the caller decides what an entity end means there).
    #[inline]
    pub(super) fn next(&mut self, mode: Mode) -> Option<Token> {
        let token = self.peek(mode)?;
        self.advance_to(token.span.end);
        Some(token)
    }

    /// The lexer's view of a reference token of the innermost entity: the span of its
    /// name (or number).
    pub(super) fn reference_name(&self, token: Token) -> Span {
        let text = self.text();
        let start = token.span.start as usize;
        let line_ends = self.frames.last().map_or(LineEnds::CrLf, |f| f.line_ends);
        let lexer = Lexer::with_known_line_ends(&text[start..token.span.end as usize], self.config, line_ends);
        let local = Token::new(token.kind, Span::new(0, token.span.len()));
        match lexer.reference_parts(local) {
            Some(parts) => Span::new(parts.name.start + token.span.start, parts.name.end + token.span.start),
            None => token.span,
        }
    }

    /// Read tokens of the innermost entity with one [`Scanner`], for the loops that
    /// read runs of tokens (separators, comments, literal text): cheaper than a lexer
    /// per token. The entity's position moves to where the scanner stopped.
    pub(super) fn scan<R>(&mut self, f: impl FnOnce(&mut Scanner<'_, 'c>) -> R) -> R {
        let document = self.document;
        let config = self.config;
        let Some(Frame {
            text, pos, line_ends, ..
        }) = self.frames.last_mut()
        else {
            return f(&mut Scanner::new("", config, LineEnds::CrLf, 0));
        };
        let text: &str = match text {
            FrameText::Document => document,
            FrameText::Shared(text) => text,
        };
        let mut scanner = Scanner::new(text, config, *line_ends, *pos as usize);
        let result = f(&mut scanner);
        *pos = scanner.position();
        result
    }

    /// The text of `span` in the innermost entity.
    #[inline]
    pub(super) fn slice(&self, span: Span) -> &str {
        self.text().get(span.range()).unwrap_or("")
    }
}

/// A lexer over a window of one entity's text that moves and widens the window as it
/// reads, so that tokens are the same as over the whole text while no token costs a
/// scan of the whole rest of the text.
pub(super) struct Scanner<'t, 'c> {
    text: &'t str,
    config: &'c LexerConfig,
    line_ends: LineEnds,
    lexer: Lexer<'t, 'c>,
    /// Offset of the window in `text`.
    base: usize,
    /// End of the window in `text`.
    end: usize,
    /// Current window size.
    window: usize,
}

impl<'t, 'c> Scanner<'t, 'c> {
    fn new(text: &'t str, config: &'c LexerConfig, line_ends: LineEnds, pos: usize) -> Scanner<'t, 'c> {
        let (lexer, end) = Self::window_lexer(text, config, line_ends, pos, WINDOW);
        Scanner {
            text,
            config,
            line_ends,
            lexer,
            base: pos,
            end,
            window: WINDOW,
        }
    }

    fn window_lexer(
        text: &'t str,
        config: &'c LexerConfig,
        line_ends: LineEnds,
        pos: usize,
        window: usize,
    ) -> (Lexer<'t, 'c>, usize) {
        let pos = pos.min(text.len());
        let mut end = pos.saturating_add(window).min(text.len());
        while !text.is_char_boundary(end) {
            end += 1;
        }
        (Lexer::with_known_line_ends(&text[pos..end], config, line_ends), end)
    }

    /// The offset of the next token in the entity's text.
    #[inline]
    pub(super) fn position(&self) -> u32 {
        (self.base + self.lexer.position() as usize) as u32
    }

    /// Continue at `pos`, at or after the current position.
    fn move_to(&mut self, pos: usize) {
        if pos <= self.end {
            self.lexer.seek((pos - self.base) as u32);
        } else {
            let (lexer, end) = Self::window_lexer(self.text, self.config, self.line_ends, pos, self.window);
            self.lexer = lexer;
            self.base = pos;
            self.end = end;
        }
    }

    /// Skip separator characters (SPACE, SEPCHAR, RE, RS by the declaration's classes;
    /// ASCII only, others are left to the lexer): the characters the lexer would return
    /// as `Separator`, `Re` and `Rs` tokens in the markup modes, without making tokens
    /// of them. Whether any were skipped.
    #[inline]
    pub(super) fn skip_separator_chars(&mut self) -> bool {
        let bytes = self.text.as_bytes();
        let table = self.config.classes().low_table();
        let start = self.position() as usize;
        let mut i = start;
        while let Some(&b) = bytes.get(i) {
            if b < 0x80 && table[b as usize].intersects(CharClass::SEPARATOR) {
                i += 1;
            } else {
                break;
            }
        }
        if i == start {
            return false;
        }
        self.move_to(i);
        true
    }

    /// Skip the text of a comment after its opening COM, and its closing COM (`--`,
    /// the only delimiter recognised in a comment); `false` when the text ends first.
    pub(super) fn skip_comment_text(&mut self) -> bool {
        // A search for `-` then a look at the next byte: a two-byte pattern is not worth
        // building a substring searcher for at every comment.
        let bytes = self.text.as_bytes();
        let mut at = self.position() as usize;
        while let Some(dash) = memchr::memchr(b'-', &bytes[at..]) {
            at += dash + 1;
            if bytes.get(at) == Some(&b'-') {
                self.move_to(at + 1);
                return true;
            }
        }
        self.move_to(self.text.len());
        false
    }

    /// Read again from `pos`, a position this scanner has passed.
    pub(super) fn seek(&mut self, pos: u32) {
        let pos = pos as usize;
        if pos >= self.base {
            self.lexer.seek((pos - self.base) as u32);
        } else {
            let (lexer, end) = Self::window_lexer(self.text, self.config, self.line_ends, pos, self.window);
            self.lexer = lexer;
            self.base = pos;
            self.end = end;
        }
    }

    /// The entity's text.
    #[inline]
    pub(super) fn text(&self) -> &'t str {
        self.text
    }

    /// The character classes of the SGML declaration.
    #[inline]
    pub(super) fn classes(&self) -> &'c sgml_decl::CharClasses {
        self.config.classes()
    }

    /// The next token in `mode`, with offsets in the entity's text; `None` at its end.
    pub(super) fn next(&mut self, mode: Mode) -> Option<Token> {
        loop {
            let pos = self.base + self.lexer.position() as usize;
            if pos >= self.text.len() {
                return None;
            }
            self.lexer.set_mode(mode);
            let trusted = match self.lexer.next_token() {
                Some(token)
                    if self.end == self.text.len() || token.span.end as usize + LOOK_AHEAD <= self.end - self.base =>
                {
                    Some(token)
                }
                _ => None,
            };
            if let Some(token) = trusted {
                let shift = self.base as u32;
                return Some(Token::new(
                    token.kind,
                    Span::new(token.span.start + shift, token.span.end + shift),
                ));
            }
            // Too close to the window's end: read it again from a new window, a wider
            // one when the token itself is long.
            if self.end - pos >= self.window / 2 {
                self.window = self.window.saturating_mul(4);
            }
            let (lexer, end) = Self::window_lexer(self.text, self.config, self.line_ends, pos, self.window);
            self.lexer = lexer;
            self.base = pos;
            self.end = end;
        }
    }
}
