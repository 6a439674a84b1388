//! The prolog (ISO 8879 7.1): separators, comment declarations and processing
//! instructions around the document type declaration, up to the start of the instance.
//!
//! The document type declaration itself is read by the caller (the DTD crate, through
//! catalogs): [`read_prolog`] finds it and hands its start to a [`DoctypeReader`].

use sgml_lexer::{Lexer, LexerConfig, Mode, TokenKind};
use sgml_source::Span;
use smol_str::SmolStr;

use crate::diagnostic::{Location, ParserDiagnostic, ParserDiagnosticKind};
use crate::event::{Event, EventSink};

/// Reads a document type declaration for [`read_prolog`].
pub trait DoctypeReader {
    /// Read the document type declaration whose MDO `<!` is at `start` in `text`; return
    /// the offset just after its MDC (or where reading stopped).
    fn read_doctype(&mut self, text: &str, start: u32) -> u32;
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

/// Read the prolog of `text`: report its processing instructions to `sink`, hand the
/// document type declaration to `doctype`, and find where the instance starts.
pub fn read_prolog(
    text: &str,
    config: &LexerConfig,
    doctype: &mut dyn DoctypeReader,
    sink: &mut dyn EventSink,
    diagnostics: &mut Vec<ParserDiagnostic>,
) -> Prolog {
    let mut prolog = Prolog::default();
    let mut lexer = Lexer::new(text, config);
    if declaration_named(text, 0, "SGML") {
        let end = sgml_declaration_end(text, 0);
        prolog.sgml_declaration = Some(Span::new(0, end));
        lexer.seek(end);
    }
    loop {
        let position = lexer.position();
        lexer.set_mode(Mode::DeclarationSubset);
        let Some(token) = lexer.next_token() else {
            prolog.instance_start = text.len() as u32;
            return prolog;
        };
        match token.kind {
            TokenKind::Separator | TokenKind::Re | TokenKind::Rs => continue,
            TokenKind::Mdo => {
                let at = token.span.start as usize;
                if declaration_named(text, at, "DOCTYPE") && prolog.doctype.is_none() {
                    let end = doctype.read_doctype(text, token.span.start);
                    prolog.doctype = Some(Span::new(token.span.start, end));
                    lexer.seek(end);
                    continue;
                }
                // A comment declaration (or `<!>`).
                lexer.set_mode(Mode::Markup);
                match lexer.next_token().map(|t| t.kind) {
                    Some(TokenKind::Mdc) => continue,
                    Some(TokenKind::Com) => {
                        if !skip_comment_declaration(&mut lexer, token.span.start, diagnostics) {
                            prolog.instance_start = lexer.position();
                            return prolog;
                        }
                    }
                    _ => {
                        // Some other declaration: the instance (or an error) starts here.
                        prolog.instance_start = position;
                        return prolog;
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
                    end = t.span.end;
                }
                if !closed {
                    diagnostics.push(ParserDiagnostic {
                        kind: ParserDiagnosticKind::EndInProcessingInstruction,
                        location: Location::document(Span::empty(text.len() as u32)),
                    });
                }
                let location = Location::document(Span::new(token.span.start, end));
                sink.event(Event::ProcessingInstruction {
                    text: &text[start as usize..end as usize],
                    location,
                });
            }
            _ => {
                prolog.instance_start = position;
                return prolog;
            }
        }
    }
}

/// Skip a comment declaration whose first COM has been read; false at the end of the
/// text.
fn skip_comment_declaration(lexer: &mut Lexer<'_, '_>, mdo: u32, diagnostics: &mut Vec<ParserDiagnostic>) -> bool {
    loop {
        lexer.set_mode(Mode::Comment);
        loop {
            match lexer.next_token() {
                None => {
                    let end = Lexer::position(lexer);
                    diagnostics.push(ParserDiagnostic {
                        kind: ParserDiagnosticKind::EndInComment,
                        location: Location::document(Span::empty(end)),
                    });
                    return false;
                }
                Some(t) if t.kind == TokenKind::Com => break,
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
                    TokenKind::Com => break,
                    _ => {
                        diagnostics.push(ParserDiagnostic {
                            kind: ParserDiagnosticKind::InvalidCommentDeclaration,
                            location: Location::document(Span::empty(t.span.start)),
                        });
                        diagnostics.push(ParserDiagnostic {
                            kind: ParserDiagnosticKind::DeclarationStartedHere,
                            location: Location::document(Span::empty(mdo)),
                        });
                        while let Some(t) = lexer.next_token() {
                            if t.kind == TokenKind::Mdc {
                                return true;
                            }
                        }
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

    #[test]
    fn sgml_declaration_end_skips_literals_and_comments() {
        let text = "<!SGML \"x>y\" -- a > b -- CHARSET>rest";
        assert_eq!(&text[sgml_declaration_end(text, 0) as usize..], "rest");
    }
}
