//! A document read in windows: the instance of a document of any size parsed in bounded
//! memory, with the same events and findings as when its whole text is at hand.
//!
//! The document's text comes from a [`TextSource`] piece by piece. The lexer of the
//! document reads a window of it: the text from the start of the construct being read
//! (the content token at the top level, with everything it leads to: a tag, a
//! declaration, a marked section) to the end of what has been read. A token is taken
//! only when [`WindowOptions::lookahead`] more bytes have been read after it (the lexer looks a few
//! characters past a token to recognise it); otherwise more text is read, the window
//! grows (from the same construct start, in the generation's arena, so that text lent
//! earlier in the construct stays valid) and the token is read again.
//!
//! Windows of one generation are kept in an arena until the parser is back at the top
//! level with more than a generation's worth of windows allocated: then the parser
//! lets go of its text ([`InstanceParser::rebind`]), the rest of the window is carried
//! into the next generation's arena, and the old one is freed. Peak memory is a few
//! generations' worth of text, whatever the document's size.

use sgml_lexer::{Lexer, LexerState, Mode, Token, TokenKind};
use typed_arena::Arena;

use super::{Frame, InstanceContext, InstanceParser};
use crate::diagnostic::ParserDiagnostic;
use crate::event::EventSink;

/// Where the rest of a document's text comes from, piece by piece.
pub trait TextSource {
    /// Append the next piece of the document's text to `buf`, whole characters; `false`
    /// when there is no more text (then `buf` is left as it was).
    fn read_more(&mut self, buf: &mut String) -> bool;
}

/// How a document is read in windows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct WindowOptions {
    /// How many bytes must have been read past a token for it to be taken as read. The
    /// lexer looks a few characters past a token to recognise it (`<` before a name
    /// start is STAGO, `&#x` before a hexadecimal digit a reference): 256 is far more.
    pub lookahead: u32,
    /// How many bytes at least a window grows by when it must.
    pub growth: usize,
    /// After how many bytes of windows the parser moves on to a new generation (and
    /// lets the old windows go) at the next token at the top level.
    pub generation_bytes: usize,
    /// A run of data characters longer than this (data, CDATA or RCDATA content, the
    /// text of a comment, an ignored marked section or a processing instruction) is read
    /// in pieces of at least this many bytes rather than held whole: text with no markup,
    /// a long comment or ignored section then costs a few windows, not its length (see
    /// `docs/windows.md`).
    pub split_above: usize,
}

impl Default for WindowOptions {
    fn default() -> WindowOptions {
        WindowOptions {
            lookahead: 256,
            growth: 64 * 1024,
            generation_bytes: 256 * 1024,
            split_above: 64 * 1024,
        }
    }
}

/// The document's windows, while it is read in them.
pub(super) struct Stream<'d, 't> {
    /// The current generation's windows.
    arena: &'t Arena<String>,
    /// Where more text comes from; `None` once it has given all it had.
    source: Option<&'d mut dyn TextSource>,
    /// Where the construct being read starts: a window must start there or before.
    keep_from: u32,
    /// The bytes of windows allocated in this generation, besides the text carried over
    /// from the last.
    allocated: usize,
    /// How windows are read.
    options: WindowOptions,
    /// Where this generation started reading.
    started: u32,
    /// The last token read was a piece of a longer run of data characters (or name).
    cut: bool,
    /// A name longer than the name limit is taken as a piece (a generic identifier is
    /// being read).
    cut_names: bool,
}

impl Stream<'_, '_> {
    /// Whether what the content loop read up to `end` is read far enough to be sure of
    /// it, the window ending at `window_end` (as [`next_in_window`] asks of a token;
    /// like it, this forgets that the last token was a piece).
    ///
    /// [`next_in_window`]: InstanceParser::next_in_window
    #[inline]
    pub(super) fn holds(&mut self, end: u32, window_end: u32) -> bool {
        self.cut = false;
        self.source.is_none() || end + self.options.lookahead <= window_end
    }
}

impl<'d: 't, 't, S: EventSink> InstanceParser<'d, 't, S> {
    /// Parse the instance of a document read in windows: `first` is its text from
    /// offset 0, holding at least the prolog (the instance starts at `start`), and
    /// `source` gives the rest; `length` is the document's size as far as it is known
    /// (it scales the entity expansion limit); `options` say how the windows are read.
    /// Returns what [`parse`](InstanceParser::parse) returns for the whole text.
    pub fn parse_streamed(
        cx: InstanceContext<'d>,
        first: String,
        start: u32,
        length: usize,
        source: &'d mut dyn TextSource,
        sink: S,
        options: WindowOptions,
    ) -> (Vec<ParserDiagnostic>, S) {
        let mut carry = first;
        let mut base = 0u32;
        let mut source = Some(source);
        let mut sink = Some(sink);
        let mut parked: Option<(InstanceParser<'d, 'static, S>, LexerState)> = None;
        loop {
            let arena = Arena::new();
            let window: &str = arena.alloc(std::mem::take(&mut carry));
            let stream = Stream {
                arena: &arena,
                source: source.take(),
                keep_from: base,
                // The text carried over is not counted: counted, a carry of a
                // generation's worth or more (what was read ahead after a long construct,
                // as much as the construct) ended the generation after one token, each
                // carrying nearly all of it again: time quadratic in the construct's
                // length (a 5 MB processing instruction took 38 s in a debug build). The
                // generation ends once it has read a generation's worth of windows more,
                // having read through the carry, and the carry goes with it.
                allocated: 0,
                options,
                started: base,
                cut: false,
                cut_names: false,
            };
            let mut parser = match parked.take() {
                None => {
                    let sink = sink.take().expect("the sink is lent once");
                    let mut parser = InstanceParser::with_window(cx, window, start, length, sink);
                    parser.stream = Some(stream);
                    parser.instance_start();
                    parser
                }
                Some((parser, state)) => {
                    let lexer = Lexer::resume(state, window, base, cx.lexer_config);
                    parser.rebind(vec![Frame::document(lexer)], Some(stream))
                }
            };
            if parser.read_content() {
                return parser.finish();
            }
            // Back at the top level with a generation's worth read: carry what is not
            // read yet into a new generation, and let the old one go.
            let lexer = &parser.frames[0].lexer;
            base = lexer.position();
            carry = lexer.text_from(base).to_owned();
            let state = lexer.state();
            source = parser.stream.take().and_then(|s| s.source);
            parked = Some((parser.rebind(Vec::new(), None), state));
        }
    }

    /// At the top level, before the next content token: the construct it starts begins
    /// here. False when it is time for a new generation instead.
    pub(super) fn mark_construct_start(&mut self) -> bool {
        let position = self.frames[0].lexer.position();
        let Some(stream) = self.stream.as_mut() else {
            return true;
        };
        // A generation reads at least one token, so that the parse moves on.
        if stream.source.is_some() && stream.allocated >= stream.options.generation_bytes && position > stream.started {
            return false;
        }
        stream.keep_from = position;
        true
    }

    /// The next token of the document (its frame is the current one) in `mode`, once
    /// enough text is read after it.
    pub(super) fn next_in_window(&mut self, mode: Mode) -> Option<Token> {
        if let Some(stream) = self.stream.as_mut() {
            stream.cut = false;
            // The usual case first: no short reference maps, and the token read far
            // enough (or the text all read). Otherwise it is put back and read again
            // below, as it is when the window grows.
            if self.short_ref_maps.is_none() {
                let lexer = &mut self.frames[0].lexer;
                lexer.set_mode(mode);
                let token = lexer.next_token();
                match token {
                    _ if stream.source.is_none() => return token,
                    Some(token) if token.span.end + stream.options.lookahead <= lexer.end_offset() => {
                        return Some(token);
                    }
                    Some(token) => lexer.unread(token),
                    None => {}
                }
            }
        }
        loop {
            let Some(stream) = self.stream.as_ref() else {
                unreachable!("only a document read in windows reads them")
            };
            let reading = stream.source.is_some();
            let lookahead = stream.options.lookahead;
            let short_refs = self
                .short_ref_maps
                .as_deref()
                .and_then(|maps| maps.set_for(&self.open, mode));
            let lexer = &mut self.frames[0].lexer;
            lexer.set_mode(mode);
            let token = match short_refs {
                Some(set) => lexer.next_token_with(set),
                None => lexer.next_token(),
            };
            if !reading {
                return token;
            }
            let end = lexer.end_offset();
            match token {
                Some(token) if token.span.end + lookahead <= end => return Some(token),
                // A long run of data characters: the part of it read far enough is
                // taken as a piece, and the rest read on from there.
                Some(token)
                    if (token.kind == TokenKind::Data && splits(mode))
                        || (stream.cut_names && token.kind == TokenKind::Name) =>
                {
                    let cut = end.saturating_sub(lookahead);
                    // A name is cut only past its limit, where the parser cuts it too.
                    let split_above = if token.kind == TokenKind::Name {
                        self.cx.options.max_name_length.saturating_add(1)
                    } else {
                        stream.options.split_above.max(1)
                    };
                    let split_above = u32::try_from(split_above).unwrap_or(u32::MAX);
                    if cut >= token.span.start.saturating_add(split_above) {
                        lexer.seek(cut);
                        let piece = Token {
                            kind: token.kind,
                            span: sgml_source::Span::new(token.span.start, Lexer::position(lexer)),
                        };
                        if !piece.span.is_empty() {
                            if let Some(stream) = self.stream.as_mut() {
                                stream.cut = true;
                            }
                            return Some(piece);
                        }
                    }
                    self.frames[0].lexer.unread(token);
                }
                // Not enough is read after it to be sure of it: read on, and read it
                // again.
                Some(token) => lexer.unread(token),
                None => {}
            }
            self.read_window_on();
        }
    }

    /// Whether the last token read was a piece of a longer run of data characters (see
    /// [`WindowOptions::split_above`]); asking forgets it.
    pub(super) fn took_piece(&mut self) -> bool {
        self.frames.len() == 1 && self.stream.as_mut().is_some_and(|s| std::mem::take(&mut s.cut))
    }

    /// Whether a name past the name limit is taken as a piece (while a generic
    /// identifier is read).
    pub(super) fn cut_long_names(&mut self, cut: bool) {
        if let Some(stream) = self.stream.as_mut() {
            stream.cut_names = cut;
        }
    }

    /// Pass over the name characters from the position on (the rest of a name cut for
    /// its length), reading them from the source without holding them; the reading goes
    /// on in a new window after them. Their number, and where they end.
    pub(super) fn skip_name_characters(&mut self) -> (usize, u32) {
        let classes = &self.cx.declaration.char_classes;
        let lexer = &self.frames[0].lexer;
        let mut position = lexer.position();
        let mut text = lexer.text_from(position).to_owned();
        let mut skipped = 0usize;
        let Some(stream) = self.stream.as_mut() else {
            return (0, position);
        };
        loop {
            match text.char_indices().find(|&(_, c)| !classes.is_name_char(c)) {
                Some((at, _)) => {
                    skipped += text[..at].chars().count();
                    position += at as u32;
                    text.drain(..at);
                    break;
                }
                None => {
                    skipped += text.chars().count();
                    position += text.len() as u32;
                    text.clear();
                    let more = stream.source.as_mut().is_some_and(|source| source.read_more(&mut text));
                    if !more {
                        stream.source = None;
                        break;
                    }
                }
            }
        }
        let window: &'t str = stream.arena.alloc(text);
        stream.allocated += window.len();
        stream.keep_from = position;
        self.frames[0].lexer.rebase_past(window, position);
        (skipped, position)
    }

    /// Read more of the document into its window, when it is read in windows and has
    /// more; returns whether it did.
    pub(super) fn read_window_on(&mut self) -> bool {
        if self.frames.len() != 1 {
            return false;
        }
        let Some(stream) = self.stream.as_mut() else {
            return false;
        };
        let Some(source) = stream.source.as_mut() else {
            return false;
        };
        let lexer = &self.frames[0].lexer;
        let keep_from = stream.keep_from.min(lexer.position());
        // A window grows by what it holds at least: a construct of L bytes is read in
        // log L windows of at most 2L bytes each, and each of its tokens is read again
        // at most log L times (growing by a fixed step made both quadratic in L).
        let held = lexer.end_offset().saturating_sub(keep_from) as usize;
        let growth = stream.options.growth.max(held).max(1);
        let mut text = String::with_capacity(held + growth + 4 * 1024);
        text.push_str(lexer.text_from(keep_from));
        let wanted = text.len() + growth;
        let mut more = true;
        while text.len() < wanted {
            if !source.read_more(&mut text) {
                more = false;
                break;
            }
        }
        if !more {
            stream.source = None;
        }
        let window: &'t str = stream.arena.alloc(text);
        stream.allocated += window.len();
        self.frames[0].lexer.rebase(window, keep_from);
        true
    }
}

/// Whether a run of data characters read in `mode` may be handed on in pieces: not in
/// a literal, whose value is made whole.
fn splits(mode: Mode) -> bool {
    matches!(
        mode,
        Mode::Content { .. }
            | Mode::DeclaredContent { .. }
            | Mode::Comment
            | Mode::MarkedSection(_)
            | Mode::ProcessingInstruction
    )
}

impl<'d, 't, S: EventSink> InstanceParser<'d, 't, S> {
    /// The same parser reading `frames` (and the windows of `stream`): it lets go of the
    /// text it read, so that a new generation of windows can take its place.
    fn rebind<'u>(self, frames: Vec<Frame<'u>>, stream: Option<Stream<'d, 'u>>) -> InstanceParser<'d, 'u, S> {
        InstanceParser {
            frames,
            stream,
            cx: self.cx,
            links: self.links,
            link_attributes: self.link_attributes,
            sink: self.sink,
            open: self.open,
            records: self.records,
            document_model: self.document_model,
            undefined: self.undefined,
            current_rank: self.current_rank,
            diagnostics: self.diagnostics,
            errors: self.errors,
            keep: self.keep,
            kept: self.kept,
            pcdata_recovering: self.pcdata_recovering,
            recovering_as_mixed: self.recovering_as_mixed,
            attempt: self.attempt,
            stopped: self.stopped,
            limit_notes: self.limit_notes,
            attributes: self.attributes,
            implied_attributes: self.implied_attributes,
            name_buf: self.name_buf,
            ids: self.ids,
            idrefs: self.idrefs,
            expanded: self.expanded,
            expansion_limit: self.expansion_limit,
            external_texts_read: self.external_texts_read,
            attribute_limit_reported: self.attribute_limit_reported,
            value_text_start: self.value_text_start,
            value_limit_reported: self.value_limit_reported,
            nesting_stopped: self.nesting_stopped,
            last_started: self.last_started,
            empty_end_due: self.empty_end_due,
            open_marked_sections: self.open_marked_sections,
            undefined_entities: self.undefined_entities,
            defaulted_entities: self.defaulted_entities,
            dtd_defaulted: None,
            defaulted_copies: std::collections::HashMap::new(),
            tag_element: self.tag_element,
            added_attributes: self.added_attributes,
            tag_names: self.tag_names,
            current_values: self.current_values,
            spare_values: self.spare_values,
            token_scratch: self.token_scratch,
            defaults: self.defaults,
            attribute_keys: self.attribute_keys,
            overridden: self.overridden,
            defaults_lent: self.defaults_lent,
            defaults_prefix: self.defaults_prefix,
            tag_defaults: self.tag_defaults,
            specified_slots: self.specified_slots,
            element_names: self.element_names,
            entity_names: self.entity_names,
            last_unquoted: self.last_unquoted,
            last_literal_ending_with_vi: self.last_literal_ending_with_vi,
            invalid_spec_last: self.invalid_spec_last,
            short_ref_maps: self.short_ref_maps,
            plain_tag: self.plain_tag,
            suspended: self.suspended,
            tag_name_skipped: self.tag_name_skipped,
            attributes_wanted: self.attributes_wanted,
            comment_text: self.comment_text,
            comment_ends: self.comment_ends,
            placements: self.placements,
            element_facts: self.element_facts,
            data_anywhere: self.data_anywhere,
        }
    }
}
