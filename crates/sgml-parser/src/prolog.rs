//! The prolog (ISO 8879 7.1): separators, comment declarations and processing
//! instructions around the document type declaration, up to the start of the instance.
//!
//! The document type declaration itself is read by the caller (the DTD crate, through
//! catalogs): [`read_prolog`] finds it and hands its start to a [`DoctypeReader`].

pub(crate) use sgml_dtd::parse::is_declaration_keyword;
use sgml_lexer::{Lexer, LexerConfig, Mode, TokenKind};
use sgml_source::{Severity, Span};
use smol_str::SmolStr;

use crate::diagnostic::{Location, ParserDiagnostic, ParserDiagnosticKind};
use crate::event::{Event, EventSink};

/// Reads a document type declaration for [`read_prolog`].
pub trait DoctypeReader {
    /// Read the document type declaration whose MDO `<!` is at `start` in `text`; return
    /// the offset just after its MDC (or where reading stopped).
    fn read_doctype(&mut self, text: &str, start: u32) -> u32;

    /// Hand `sink` the events of the declaration just read (the processing instructions
    /// of its subsets, which the ESIS shows in their place in the prolog). Called right
    /// after [`read_doctype`](DoctypeReader::read_doctype); the default has none.
    fn doctype_events(&mut self, sink: &mut dyn EventSink) {
        let _ = sink;
    }

    /// Read a document type declaration after the first, at `start`, where the SGML
    /// declaration allows more than one (CONCUR YES, or EXPLICIT YES: ISO 8879 7.1, 13.5):
    /// the offset just after its MDC; `None` where it does not (the default), and the
    /// declaration is then reported and skipped.
    fn read_additional_doctype(&mut self, text: &str, start: u32) -> Option<u32> {
        let _ = (text, start);
        None
    }

    /// Read the link type declaration (ISO 8879 12.1) whose MDO is at `start`, after the
    /// document type declaration; return the offset after its MDC. `None` (the
    /// default) when link type declarations are not read: the declaration is then
    /// reported as not allowed here and skipped.
    fn read_linktype(&mut self, text: &str, start: u32) -> Option<u32> {
        let _ = (text, start);
        None
    }

    /// A document type declaration after the base one, at `start`: with explicit links
    /// (ISO 8879 7.1, 12.1.3) the prolog may declare the result document types. Return
    /// the offset after its MDC when it is read as one; `None` (the default) reports it
    /// as a second document type declaration.
    fn read_result_doctype(&mut self, text: &str, start: u32) -> Option<u32> {
        let _ = (text, start);
        None
    }
}

impl<F: FnMut(&str, u32) -> u32> DoctypeReader for F {
    fn read_doctype(&mut self, text: &str, start: u32) -> u32 {
        self(text, start)
    }
}

/// What the prolog held.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Prolog {
    /// The span of the SGML declaration `<!SGML ...>`, if the document has one first.
    pub sgml_declaration: Option<Span>,
    /// The span of the document type declaration, if any.
    pub doctype: Option<Span>,
    /// Where the instance starts.
    pub instance_start: u32,
    /// When the document has no document type declaration: the generic identifier of the
    /// start tag the instance begins with, as written. A document type declaration naming
    /// it is then implied (OpenSP's `implyDtd`). `None` when there is a document type
    /// declaration, or when the document ended in the prolog (reported).
    pub implied_doctype: Option<Span>,
}

impl Prolog {
    /// Whether there is an instance to parse: a document type declaration was read, or
    /// one is implied by the first start tag.
    pub fn has_instance(&self) -> bool {
        self.doctype.is_some() || self.implied_doctype.is_some()
    }
}

/// Find the end of an SGML declaration starting at `start` (`<!SGML`): its MDC, outside
/// literals and comments. Returns the offset after it, or the end of the text.
pub fn sgml_declaration_end(text: &str, start: u32) -> u32 {
    let bytes = text.as_bytes();
    let mut i = start as usize + 2;
    while i < bytes.len() {
        match bytes[i] {
            b'"' | b'\'' => {
                let quote = bytes[i];
                i += 1;
                while i < bytes.len() && bytes[i] != quote {
                    i += 1;
                }
                i += 1;
            }
            b'-' if bytes.get(i + 1) == Some(&b'-') => {
                i += 2;
                while i + 1 < bytes.len() && !(bytes[i] == b'-' && bytes[i + 1] == b'-') {
                    i += 1;
                }
                i += 2;
            }
            b'>' => return (i + 1) as u32,
            _ => i += 1,
        }
    }
    text.len() as u32
}

/// Whether the text at `at` starts a markup declaration named `keyword` (`<!DOCTYPE`),
/// compared without case.
fn declaration_named(text: &str, at: usize, keyword: &str) -> bool {
    let rest = &text.as_bytes()[at..];
    rest.len() > 2 + keyword.len()
        && rest.starts_with(b"<!")
        && rest[2..2 + keyword.len()].eq_ignore_ascii_case(keyword.as_bytes())
        && !rest[2 + keyword.len()].is_ascii_alphanumeric()
}

/// How many characters that start nothing the prolog reader reports before it gives up
/// on the text as not SGML (OpenSP gives up after ten).
const MAX_PROLOG_ERRORS: u32 = 10;

/// How many characters recovery in the prolog skips before a record end stops it, as
/// OpenSP's prologRecover counts (250 tokens).
const PROLOG_RECOVERY_SKIP: u32 = 250;

/// Read the prolog of `text` (ISO 8879 7.1): report its processing instructions to
/// `sink`, hand the document type declaration to `doctype`, and find where the instance
/// starts.
///
/// As OpenSP reads it: a start tag before any document type declaration starts the
/// instance and implies a declaration for its element type ([`Prolog::implied_doctype`]);
/// other characters there are errors, after which the reader skips to the next markup
/// declaration, processing instruction or `>`; after a document type declaration, any
/// character that is not markup starts the instance. A second document type
/// declaration is reported and skipped.
pub fn read_prolog(
    text: &str,
    config: &LexerConfig,
    doctype: &mut dyn DoctypeReader,
    sink: &mut dyn EventSink,
    diagnostics: &mut Vec<ParserDiagnostic>,
) -> Prolog {
    read_prolog_limited(text, config, doctype, sink, diagnostics, 0)
}

/// [`read_prolog`], keeping at most `max_errors` of the errors it finds in `diagnostics`
/// (0: all): the prolog is still read to its end, but a prolog of millions of non-SGML
/// characters costs no more memory than its text.
pub fn read_prolog_limited(
    text: &str,
    config: &LexerConfig,
    doctype: &mut dyn DoctypeReader,
    sink: &mut dyn EventSink,
    diagnostics: &mut Vec<ParserDiagnostic>,
    max_errors: u32,
) -> Prolog {
    read_prolog_reporting(text, config, doctype, sink, &mut |d| diagnostics.push(d), max_errors)
}

/// [`read_prolog_limited`], handing each finding to `on_diagnostic` as it is found
/// instead of keeping them: a caller that writes them out as they come holds none.
pub fn read_prolog_reporting(
    text: &str,
    config: &LexerConfig,
    doctype: &mut dyn DoctypeReader,
    sink: &mut dyn EventSink,
    diagnostics: &mut dyn FnMut(ParserDiagnostic),
    max_errors: u32,
) -> Prolog {
    let mut prolog = Prolog::default();
    let mut lexer = Lexer::new(text, config);
    if declaration_named(text, 0, "SGML") {
        let end = sgml_declaration_end(text, 0);
        prolog.sgml_declaration = Some(Span::new(0, end));
        lexer.seek(end);
    }
    let kept_errors = std::cell::Cell::new(0u32);
    let report = |diagnostics: &mut dyn FnMut(ParserDiagnostic), kind: ParserDiagnosticKind, at: u32| {
        let diagnostic = ParserDiagnostic {
            kind,
            location: Location::document(Span::empty(at)),
        };
        if diagnostic.severity() == Severity::Error {
            if max_errors != 0 && kept_errors.get() >= max_errors {
                return;
            }
            kept_errors.set(kept_errors.get() + 1);
        }
        diagnostics(diagnostic);
    };
    let mut errors = 0;
    // The names of the document type declarations read after the first (CONCUR).
    let mut other_doctypes: Vec<Span> = Vec::new();
    loop {
        let position = lexer.position();
        if prolog.doctype.is_none()
            && let Some(name) = start_tag_name(text, position, config)
        {
            prolog.implied_doctype = Some(name);
            prolog.instance_start = position;
            return prolog;
        }
        lexer.set_mode(Mode::DeclarationSubset);
        let Some(token) = lexer.next_token() else {
            prolog.instance_start = text.len() as u32;
            if prolog.doctype.is_none() {
                report(diagnostics, ParserDiagnosticKind::EndInProlog, prolog.instance_start);
            }
            return prolog;
        };
        match token.kind {
            TokenKind::Separator | TokenKind::Re | TokenKind::Rs => continue,
            TokenKind::Mdo => {
                let at = token.span.start as usize;
                if declaration_named(text, at, "DOCTYPE") {
                    if prolog.doctype.is_none() {
                        let end = doctype.read_doctype(text, token.span.start);
                        doctype.doctype_events(sink);
                        prolog.doctype = Some(Span::new(token.span.start, end));
                        lexer.seek(end);
                    } else if let Some(end) = doctype.read_result_doctype(text, token.span.start) {
                        lexer.seek(end);
                    } else {
                        // ISO 8879 7.1: one base document type declaration, and others
                        // only under CONCUR (or EXPLICIT LINK).
                        let additional = doctype.read_additional_doctype(text, token.span.start);
                        if additional.is_none() {
                            report(diagnostics, ParserDiagnosticKind::AdditionalDoctype, token.span.end);
                        }
                        let name = doctype_name(text, token.span.end as usize + "DOCTYPE".len(), config);
                        if let Some(name) = name {
                            let first = prolog
                                .doctype
                                .and_then(|d| doctype_name(text, d.start as usize + "<!DOCTYPE".len(), config));
                            let earlier = first.into_iter().chain(other_doctypes.iter().copied());
                            let mut earlier = earlier;
                            if earlier.any(|f: Span| f.slice(text).eq_ignore_ascii_case(name.slice(text))) {
                                report(
                                    diagnostics,
                                    ParserDiagnosticKind::DoctypeAlreadyDeclared {
                                        name: SmolStr::new(name.slice(text).to_ascii_uppercase()),
                                    },
                                    name.start,
                                );
                            } else if additional.is_some() {
                                other_doctypes.push(name);
                            }
                        }
                        lexer.seek(additional.unwrap_or_else(|| doctype_declaration_end(text, token.span.end)));
                    }
                    continue;
                }
                if prolog.doctype.is_some()
                    && declaration_named(text, at, "LINKTYPE")
                    && let Some(end) = doctype.read_linktype(text, token.span.start)
                {
                    lexer.seek(end);
                    continue;
                }
                lexer.set_mode(Mode::Markup);
                match lexer.next_token() {
                    Some(t) if t.kind == TokenKind::Mdc => continue,
                    Some(t) if t.kind == TokenKind::Com => {
                        if !skip_comment_declaration(&mut lexer, token.span.start, diagnostics) {
                            prolog_recover(&mut lexer, text);
                        }
                    }
                    Some(t) if t.kind == TokenKind::Name => {
                        let keyword = SmolStr::new(t.span.slice(text).to_ascii_uppercase());
                        let kind = if is_declaration_keyword(&keyword) {
                            ParserDiagnosticKind::DeclarationNotAllowed { keyword }
                        } else {
                            ParserDiagnosticKind::UnknownDeclaration { keyword }
                        };
                        report(diagnostics, kind, t.span.start);
                        prolog_recover(&mut lexer, text);
                    }
                    _ => {
                        // Not a declaration: the instance starts here, or it is data.
                        lexer.seek(position);
                        if !prolog_data(&mut prolog, &mut lexer, text, position, &mut errors, diagnostics) {
                            return prolog;
                        }
                    }
                }
            }
            TokenKind::Pio => {
                let start = token.span.end;
                let mut end = start;
                lexer.set_mode(Mode::ProcessingInstruction);
                let mut closed = false;
                while let Some(t) = lexer.next_token() {
                    if t.kind == TokenKind::Pic {
                        closed = true;
                        break;
                    }
                    if t.kind == TokenKind::NonSgml {
                        // A non-SGML character is an error in a PI too (13.1.1); it
                        // stays in the PI's text, as in onsgmls.
                        let number = t.span.slice(text).chars().next().map_or(0, |c| c as u32);
                        report(
                            diagnostics,
                            ParserDiagnosticKind::NonSgmlCharacter { number },
                            t.span.start,
                        );
                    }
                    end = t.span.end;
                }
                if !closed {
                    report(
                        diagnostics,
                        ParserDiagnosticKind::EndInProcessingInstruction,
                        text.len() as u32,
                    );
                }
                let location = Location::document(Span::new(token.span.start, end));
                sink.event(Event::ProcessingInstruction {
                    text: &text[start as usize..end as usize],
                    location,
                });
            }
            TokenKind::NonSgml => {
                let number = token.span.slice(text).chars().next().map_or(0, |c| c as u32);
                report(
                    diagnostics,
                    ParserDiagnosticKind::NonSgmlCharacter { number },
                    token.span.start,
                );
            }
            _ => {
                lexer.seek(position);
                if !prolog_data(&mut prolog, &mut lexer, text, position, &mut errors, diagnostics) {
                    return prolog;
                }
            }
        }
    }
}

/// A character at `position` that starts no prolog markup. After a document type
/// declaration it starts the instance (returns false: the prolog is over). Before one it
/// is an error, and the reader skips ahead (returns true to go on), unless it has met
/// too many such characters: then the text is not SGML and nothing is parsed.
fn prolog_data(
    prolog: &mut Prolog,
    lexer: &mut Lexer<'_, '_>,
    text: &str,
    position: u32,
    errors: &mut u32,
    diagnostics: &mut dyn FnMut(ParserDiagnostic),
) -> bool {
    prolog.instance_start = position;
    if prolog.doctype.is_some() {
        return false;
    }
    *errors += 1;
    if *errors >= MAX_PROLOG_ERRORS {
        prolog.instance_start = text.len() as u32;
        return false;
    }
    let character = text[position as usize..].chars().next().unwrap_or('\0');
    diagnostics(ParserDiagnostic {
        kind: ParserDiagnosticKind::CharacterInProlog { character },
        location: Location::document(Span::empty(position)),
    });
    lexer.seek(position + character.len_utf8() as u32);
    prolog_recover(lexer, text);
    true
}

/// After an error in the prolog, skip to where reading can go on: the next markup
/// declaration (`<!` before `>`, `--` or a name start), processing instruction, a `>`
/// followed by a separator (the end of a broken declaration), or the end of the text.
fn prolog_recover(lexer: &mut Lexer<'_, '_>, text: &str) {
    let bytes = text.as_bytes();
    let classes = lexer.config().classes();
    let mut i = Lexer::position(lexer) as usize;
    // Characters looked at, as OpenSP counts its recovery's tokens: after this many, a
    // record end ends the skipping too (so that a long run of junk is reported again on
    // the next line rather than swallowed up to the next declaration).
    let mut skipped: u32 = 0;
    while i < bytes.len() {
        skipped += 1;
        match bytes[i] {
            b'<' if bytes.get(i + 1) == Some(&b'?') => break,
            b'<' if bytes.get(i + 1) == Some(&b'!') => {
                let after = &text[i + 2..];
                if after.starts_with('>')
                    || after.starts_with("--")
                    || after.chars().next().is_some_and(|c| classes.is_name_start(c))
                {
                    break;
                }
                i += 1;
            }
            b'>' => {
                i += 1;
                match text[i..].chars().next() {
                    Some(c) if classes.is_separator(c) => break,
                    // The character after an MDC goes with it, unless it starts markup.
                    Some('<') | None => {}
                    Some(c) => i += c.len_utf8(),
                }
            }
            b'\n' | b'\r' if skipped >= PROLOG_RECOVERY_SKIP => {
                i += 1;
                break;
            }
            _ => i += text[i..].chars().next().map_or(1, char::len_utf8),
        }
    }
    lexer.seek(i as u32);
}

/// The generic identifier of a start tag at `at` (STAGO and a name start character), if
/// there is one.
fn start_tag_name(text: &str, at: u32, config: &LexerConfig) -> Option<Span> {
    let rest = text.get(at as usize..)?;
    let after = rest.strip_prefix('<')?;
    let classes = config.classes();
    if !after.chars().next().is_some_and(|c| classes.is_name_start(c)) {
        return None;
    }
    let length = after.find(|c: char| !classes.is_name_char(c)).unwrap_or(after.len());
    let start = at + 1;
    Some(Span::new(start, start + length as u32))
}

/// The name after the keyword of a document type declaration: separators from `at`,
/// then a name.
fn doctype_name(text: &str, at: usize, config: &LexerConfig) -> Option<Span> {
    let classes = config.classes();
    let rest = text.get(at..)?;
    let skip = rest.find(|c: char| !classes.is_separator(c))?;
    let name = &rest[skip..];
    if !name.chars().next().is_some_and(|c| classes.is_name_start(c)) {
        return None;
    }
    let length = name.find(|c: char| !classes.is_name_char(c)).unwrap_or(name.len());
    let start = (at + skip) as u32;
    Some(Span::new(start, start + length as u32))
}

/// The end of a document type declaration that is skipped: its MDC outside literals and
/// comments, after its internal subset `[...]` if it has one.
fn doctype_declaration_end(text: &str, from: u32) -> u32 {
    let bytes = text.as_bytes();
    let mut i = from as usize;
    let mut in_subset = false;
    while i < bytes.len() {
        match bytes[i] {
            b'"' | b'\'' => {
                let quote = bytes[i];
                i += 1;
                while i < bytes.len() && bytes[i] != quote {
                    i += 1;
                }
                i += 1;
            }
            b'-' if bytes.get(i + 1) == Some(&b'-') => {
                i += 2;
                while i + 1 < bytes.len() && !(bytes[i] == b'-' && bytes[i + 1] == b'-') {
                    i += 1;
                }
                i += 2;
            }
            b'[' if !in_subset => {
                in_subset = true;
                i += 1;
            }
            b']' if in_subset && bytes.get(i + 1) == Some(&b'>') => return (i + 2) as u32,
            b'>' if !in_subset => return (i + 1) as u32,
            _ => i += 1,
        }
    }
    text.len() as u32
}

/// Skip a comment declaration whose first COM has been read (ISO 8879 10.3). False
/// when it is not well formed (reported) or the text ends in it.
fn skip_comment_declaration(
    lexer: &mut Lexer<'_, '_>,
    mdo: u32,
    diagnostics: &mut dyn FnMut(ParserDiagnostic),
) -> bool {
    let mut com = Lexer::position(lexer).saturating_sub(2);
    loop {
        lexer.set_mode(Mode::Comment);
        loop {
            match lexer.next_token() {
                None => {
                    let end = Lexer::position(lexer);
                    diagnostics(ParserDiagnostic {
                        kind: ParserDiagnosticKind::EndInComment,
                        location: Location::document(Span::empty(end)),
                    });
                    diagnostics(ParserDiagnostic {
                        kind: ParserDiagnosticKind::CommentStartedHere,
                        location: Location::document(Span::empty(com)),
                    });
                    return false;
                }
                Some(t) if t.kind == TokenKind::Com => break,
                Some(t) if t.kind == TokenKind::NonSgml => {
                    let number = t.span.slice(lexer.source()).chars().next().map_or(0, |c| c as u32);
                    diagnostics(ParserDiagnostic {
                        kind: ParserDiagnosticKind::NonSgmlCharacter { number },
                        location: Location::document(Span::empty(t.span.start)),
                    });
                }
                Some(_) => {}
            }
        }
        lexer.set_mode(Mode::Markup);
        loop {
            match lexer.next_token() {
                None => return false,
                Some(t) => match t.kind {
                    TokenKind::Separator | TokenKind::Re | TokenKind::Rs => continue,
                    TokenKind::Mdc => return true,
                    TokenKind::Com => {
                        com = t.span.start;
                        break;
                    }
                    _ => {
                        diagnostics(ParserDiagnostic {
                            kind: ParserDiagnosticKind::InvalidCommentDeclaration,
                            location: Location::document(Span::empty(t.span.start)),
                        });
                        diagnostics(ParserDiagnostic {
                            kind: ParserDiagnosticKind::DeclarationStartedHere,
                            location: Location::document(Span::empty(mdo)),
                        });
                        return false;
                    }
                },
            }
        }
    }
}

/// The keyword of a declaration that may not stand in the prolog, for messages.
pub fn declaration_keyword(text: &str, at: u32) -> SmolStr {
    let rest = &text[at as usize + 2..];
    let end = rest.find(|c: char| !c.is_ascii_alphanumeric()).unwrap_or(rest.len());
    SmolStr::new(rest[..end].to_ascii_uppercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Nothing;
    impl EventSink for Nothing {
        fn event(&mut self, _: Event<'_>) {}
    }

    #[test]
    fn finds_doctype_and_instance() {
        let text = "<!-- c --> <?pi x>\n<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<!-- after -->\n<title>x";
        let config = LexerConfig::html4();
        let mut seen = None;
        let mut reader = |t: &str, start: u32| {
            seen = Some(start);
            (t[start as usize..].find('>').unwrap() + start as usize + 1) as u32
        };
        let mut diagnostics = Vec::new();
        let prolog = read_prolog(text, &config, &mut reader, &mut Nothing, &mut diagnostics);
        assert!(diagnostics.is_empty());
        assert_eq!(seen, Some(text.find("<!DOCTYPE").unwrap() as u32));
        assert_eq!(prolog.instance_start as usize, text.find("<title>").unwrap());
    }

    fn read(text: &str) -> (Prolog, Vec<(ParserDiagnosticKind, u32)>) {
        let config = LexerConfig::html4();
        let mut reader = |t: &str, start: u32| {
            t[start as usize..]
                .find('>')
                .map_or(t.len(), |at| at + start as usize + 1) as u32
        };
        let mut diagnostics = Vec::new();
        let prolog = read_prolog(text, &config, &mut reader, &mut Nothing, &mut diagnostics);
        let found = diagnostics
            .into_iter()
            .map(|d| (d.kind, d.location.span.start))
            .collect();
        (prolog, found)
    }

    #[test]
    fn a_start_tag_before_any_doctype_implies_one() {
        let text = "<!-- c -->\n<html><p>x";
        let (prolog, found) = read(text);
        assert!(found.is_empty());
        assert_eq!(prolog.doctype, None);
        assert_eq!(prolog.implied_doctype.map(|n| n.slice(text)), Some("html"));
        assert_eq!(prolog.instance_start as usize, text.find("<html>").unwrap());
        assert!(prolog.has_instance());
    }

    #[test]
    fn data_before_the_doctype_is_an_error_and_skipped() {
        let text = "hello\n<!DOCTYPE HTML>\nworld";
        let (prolog, found) = read(text);
        assert_eq!(
            found,
            vec![(ParserDiagnosticKind::CharacterInProlog { character: 'h' }, 0)]
        );
        assert_eq!(prolog.doctype.map(|d| d.slice(text)), Some("<!DOCTYPE HTML>"));
        // After the document type declaration, data starts the instance.
        assert_eq!(&text[prolog.instance_start as usize..], "world");
    }

    #[test]
    fn the_document_may_not_end_in_the_prolog() {
        for (text, at) in [("", 0), ("<!-- only -->\n", 14)] {
            let (prolog, found) = read(text);
            assert_eq!(found, vec![(ParserDiagnosticKind::EndInProlog, at)], "{text:?}");
            assert!(!prolog.has_instance());
        }
    }

    #[test]
    fn a_second_doctype_is_reported_and_skipped() {
        let text = "<!DOCTYPE HTML>\n<!DOCTYPE html [ <!ENTITY a \"]>\"> ]>\n<title>";
        let (prolog, found) = read(text);
        let second = text.rfind("<!DOCTYPE").unwrap() as u32;
        assert_eq!(
            found,
            vec![
                (ParserDiagnosticKind::AdditionalDoctype, second + 2),
                (
                    ParserDiagnosticKind::DoctypeAlreadyDeclared { name: "HTML".into() },
                    second + 10
                ),
            ]
        );
        assert_eq!(&text[prolog.instance_start as usize..], "<title>");
    }

    #[test]
    fn a_broken_comment_in_the_prolog_is_skipped_to_its_end() {
        let text = "<!-- a -- b -->\n<html>";
        let (prolog, found) = read(text);
        assert_eq!(
            found,
            vec![
                (ParserDiagnosticKind::InvalidCommentDeclaration, 10),
                (ParserDiagnosticKind::DeclarationStartedHere, 0),
            ]
        );
        assert_eq!(prolog.implied_doctype.map(|n| n.slice(text)), Some("html"));
    }

    proptest::proptest! {
        /// Any text: no panic, the instance starts inside the text, and it starts after
        /// the document type declaration when there is one.
        #[test]
        fn any_prolog_is_read_to_an_end(
            text in proptest::string::string_regex("(<|!|-|>|\\?|\\[|\\]|\"|'|DOCTYPE|SGML|html| |\n|x|\u{96}|é)*").unwrap()
        ) {
            let (prolog, _) = read(&text);
            proptest::prop_assert!(prolog.instance_start as usize <= text.len());
            proptest::prop_assert!(text.is_char_boundary(prolog.instance_start as usize));
            if let Some(doctype) = prolog.doctype {
                proptest::prop_assert!(prolog.instance_start >= doctype.end);
            }
        }
    }

    #[test]
    fn sgml_declaration_end_skips_literals_and_comments() {
        let text = "<!SGML \"x>y\" -- a > b -- CHARSET>rest";
        assert_eq!(&text[sgml_declaration_end(text, 0) as usize..], "rest");
    }
}
