//! The parameters of an SGML declaration as tokens: names, numbers, literals, `-` and the
//! closing `>`, with the separators (`ps`: spaces, record boundaries, comments) skipped.
//!
//! The declaration is read in the reference concrete syntax (ISO 8879 13): names are
//! letters followed by letters, digits, `.` and `-`, folded to upper case; `--` opens and
//! closes comments; literals are delimited by `"` or `'`.

use nom::IResult;
use nom::Parser;
use nom::bytes::complete::{tag, take_until, take_while, take_while1};
use nom::character::complete::{char as one_char, satisfy};
use nom::combinator::recognize;
use nom::sequence::pair;
use sgml_source::Span;

use crate::diagnostic::{DeclDiagnostic, Diagnostic};

/// One parameter token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TokenKind {
    /// A name, upper-cased (the reference syntax has NAMECASE GENERAL YES).
    Name(String),
    /// A number; `None` when it does not fit in 32 bits.
    Number(Option<u32>),
    /// A literal; the span of its content (between the quotes) is `content`.
    Literal { content: Span },
    /// `-` between two numbers or literals (a range).
    Minus,
    /// The closing `>` (MDC).
    Mdc,
    /// A character that cannot start a parameter.
    Invalid(char),
    /// The end of the text.
    Eof,
}

/// A token and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub kind: TokenKind,
    pub span: Span,
}

/// `s` of the reference concrete syntax: SPACE, RE, RS and SEPCHAR (TAB).
fn is_s(c: char) -> bool {
    matches!(c, ' ' | '\r' | '\n' | '\t')
}

fn is_name_start(c: char) -> bool {
    c.is_ascii_alphabetic()
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '.' || c == '-'
}

/// `name` (9.3): a name start character followed by name characters.
fn name(i: &str) -> IResult<&str, &str> {
    recognize(pair(satisfy(is_name_start), take_while(is_name_char))).parse(i)
}

/// `number` (9.3): digits.
fn number(i: &str) -> IResult<&str, &str> {
    take_while1(|c: char| c.is_ascii_digit()).parse(i)
}

/// `comment` (10.3): `--`, any characters but `--`, `--`.
fn comment(i: &str) -> IResult<&str, &str> {
    let (rest, _) = tag("--").parse(i)?;
    let (rest, body) = take_until("--").parse(rest)?;
    let (rest, _) = tag("--").parse(rest)?;
    Ok((rest, body))
}

/// A literal's content up to the closing `quote`; `None` when it is never closed.
fn literal_body(i: &str, quote: char) -> IResult<&str, Option<&str>> {
    let (rest, _) = one_char(quote).parse(i)?;
    match rest.find(quote) {
        Some(end) => Ok((&rest[end + quote.len_utf8()..], Some(&rest[..end]))),
        None => Ok(("", None)),
    }
}

/// Tokenizer over the text of one declaration.
pub(crate) struct Lexer<'t> {
    text: &'t str,
    pos: usize,
}

impl<'t> Lexer<'t> {
    /// A lexer reading `text` from byte `pos`.
    pub(crate) fn new(text: &'t str, pos: usize) -> Self {
        Lexer { text, pos }
    }

    fn span(&self, start: usize) -> Span {
        Span::from_range(start..self.pos)
    }

    /// Skip `ps*`: separators and comments. Returns whether anything was skipped.
    fn skip_ps(&mut self, diagnostics: &mut Vec<Diagnostic>) -> bool {
        let start = self.pos;
        loop {
            let rest = &self.text[self.pos..];
            let trimmed = rest.trim_start_matches(is_s);
            self.pos += rest.len() - trimmed.len();
            if !trimmed.starts_with("--") {
                break;
            }
            match comment(trimmed) {
                Ok((after, _)) => self.pos += trimmed.len() - after.len(),
                Err(_) => {
                    diagnostics.push(Diagnostic::new(
                        DeclDiagnostic::UnterminatedComment,
                        Span::from_range(self.pos..self.pos + 2),
                    ));
                    self.pos = self.text.len();
                    break;
                }
            }
        }
        self.pos > start
    }

    /// The next token, after any separators.
    pub(crate) fn next_token(&mut self, diagnostics: &mut Vec<Diagnostic>) -> Token {
        self.skip_ps(diagnostics);
        let start = self.pos;
        let rest = &self.text[start..];
        let Some(first) = rest.chars().next() else {
            return Token {
                kind: TokenKind::Eof,
                span: Span::empty(start as u32),
            };
        };
        let kind = if let Ok((after, n)) = name(rest) {
            self.pos += rest.len() - after.len();
            if n.chars().count() > 8 {
                diagnostics.push(Diagnostic::new(
                    DeclDiagnostic::NameTooLong(n.to_string()),
                    self.span(start),
                ));
            }
            TokenKind::Name(n.to_ascii_uppercase())
        } else if let Ok((after, digits)) = number(rest) {
            self.pos += rest.len() - after.len();
            let value = digits.parse::<u64>().ok().and_then(|v| u32::try_from(v).ok());
            if digits.len() > 8 {
                diagnostics.push(Diagnostic::new(
                    DeclDiagnostic::NumberTooLong(digits.to_string()),
                    self.span(start),
                ));
            }
            if value.is_none() {
                diagnostics.push(Diagnostic::new(
                    DeclDiagnostic::NumberTooLarge(digits.to_string()),
                    self.span(start),
                ));
            }
            if after.starts_with(|c: char| is_name_start(c)) {
                diagnostics.push(Diagnostic::new(DeclDiagnostic::SeparatorRequired, self.span(start)));
            }
            TokenKind::Number(value)
        } else if first == '"' || first == '\'' {
            match literal_body(rest, first) {
                Ok((after, Some(body))) => {
                    self.pos += rest.len() - after.len();
                    let content_start = start + 1;
                    TokenKind::Literal {
                        content: Span::from_range(content_start..content_start + body.len()),
                    }
                }
                _ => {
                    diagnostics.push(Diagnostic::new(
                        DeclDiagnostic::UnterminatedLiteral,
                        Span::from_range(start..start + 1),
                    ));
                    self.pos = self.text.len();
                    TokenKind::Literal {
                        content: Span::from_range(start + 1..self.text.len()),
                    }
                }
            }
        } else if first == '-' {
            self.pos += 1;
            TokenKind::Minus
        } else if first == '>' {
            self.pos += 1;
            TokenKind::Mdc
        } else {
            self.pos += first.len_utf8();
            TokenKind::Invalid(first)
        };
        Token {
            kind,
            span: self.span(start),
        }
    }
}

/// The text of a minimum literal (10.1.7): record boundaries and spaces collapse to one
/// space, and leading and trailing ones go.
pub(crate) fn minimum_literal(raw: &str) -> String {
    raw.split(is_s)
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A reference in a parameter literal that does not resolve.
pub(crate) struct BadReference {
    /// Byte range of the reference within the literal content.
    pub range: std::ops::Range<usize>,
}

/// The character numbers of a parameter literal of the SGML declaration (10.1.2):
/// characters, numeric character references `&#N;` (or ended by a record end or space),
/// and the function names `&#RE;`, `&#RS;`, `&#SPACE;`, `&#TAB;`. RE and RS in the text
/// itself are ignored, as in any parameter literal.
pub(crate) fn parameter_literal(raw: &str) -> (Vec<u32>, Vec<BadReference>) {
    let mut out = Vec::with_capacity(raw.len());
    let mut bad = Vec::new();
    let mut i = 0;
    let bytes = raw.as_bytes();
    while i < raw.len() {
        // CRO is recognized only before a digit or a name start character (9.6.1).
        let cro = raw[i..].starts_with("&#") && raw[i + 2..].starts_with(|c: char| c.is_ascii_alphanumeric());
        if cro {
            let body_start = i + 2;
            let body_len = raw[body_start..]
                .find(|c: char| !c.is_ascii_alphanumeric())
                .unwrap_or(raw.len() - body_start);
            let body = &raw[body_start..body_start + body_len];
            let mut end = body_start + body_len;
            if bytes.get(end) == Some(&b';') || bytes.get(end) == Some(&b'\r') || bytes.get(end) == Some(&b'\n') {
                end += 1;
            }
            let value = if !body.is_empty() && body.bytes().all(|b| b.is_ascii_digit()) {
                body.parse::<u32>().ok()
            } else {
                match body.to_ascii_uppercase().as_str() {
                    "RE" => Some(13),
                    "RS" => Some(10),
                    "SPACE" => Some(32),
                    "TAB" => Some(9),
                    _ => None,
                }
            };
            match value {
                Some(v) => out.push(v),
                None => bad.push(BadReference {
                    range: i..end.max(i + 2),
                }),
            }
            i = end.max(i + 2);
            continue;
        }
        let c = raw[i..].chars().next().expect("inside the string");
        if c != '\r' && c != '\n' {
            out.push(c as u32);
        }
        i += c.len_utf8();
    }
    (out, bad)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<TokenKind> {
        let mut lexer = Lexer::new(text, 0);
        let mut diags = Vec::new();
        let mut out = Vec::new();
        loop {
            let token = lexer.next_token(&mut diags);
            if token.kind == TokenKind::Eof {
                break;
            }
            out.push(token.kind);
        }
        out
    }

    #[test]
    fn names_numbers_ranges_and_comments() {
        assert_eq!(
            kinds("namestrt -- a comment -- 58 192-214 >"),
            vec![
                TokenKind::Name("NAMESTRT".into()),
                TokenKind::Number(Some(58)),
                TokenKind::Number(Some(192)),
                TokenKind::Minus,
                TokenKind::Number(Some(214)),
                TokenKind::Mdc,
            ]
        );
    }

    #[test]
    fn literals_and_references() {
        assert_eq!(
            minimum_literal("  ISO 646:1983//CHARSET\n   IRV  "),
            "ISO 646:1983//CHARSET IRV"
        );
        let (chars, bad) = parameter_literal("&#38;#x&#RE;a&#FOO;");
        assert_eq!(chars, vec![38, '#' as u32, 'x' as u32, 13, 'a' as u32]);
        assert_eq!(bad.len(), 1);
        // Not a reference: `&#` before neither a digit nor a name start.
        let (chars, bad) = parameter_literal("&#;&#");
        assert_eq!(chars, "&#;&#".chars().map(|c| c as u32).collect::<Vec<_>>());
        assert!(bad.is_empty());
    }
}
