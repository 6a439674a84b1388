//! The input of the grammar's nom parsers: the parameters of one declaration as tokens
//! ([`crate::lex`]), with the [`Reader`] whose state the productions update; the error
//! type, which says where a production failed and what it expected there; and the
//! parsers for single parameters (a keyword, a number, a literal) that the productions
//! are built from.
//!
//! The declaration is lexed once, up to its closing `>` (or the end of the text), before
//! the grammar runs. A token's lexical diagnostics (a name or number too long, an
//! unterminated literal) are entered when the token becomes the next to be read, that is
//! when the one before it is consumed: the order in which a reader meets them.

use std::cell::RefMut;

use nom::error::{ErrorKind, ParseError};
use nom::{IResult, Needed, Parser};
use sgml_source::Span;

use super::reader::{Reader, State};
use crate::lex::{Token, TokenKind, minimum_literal, parameter_literal};

/// What a production of the declaration returns: the tokens after what it read and its
/// value, or where it failed and what it expected.
pub(super) type PResult<'a, O> = IResult<Tokens<'a>, O, Expected>;

/// The tokens not yet read, in the [`Reader`] they belong to.
#[derive(Clone, Copy)]
pub(super) struct Tokens<'a> {
    reader: &'a Reader<'a>,
    start: usize,
    end: usize,
}

impl<'a> Tokens<'a> {
    /// All the reader's tokens, the first one made the next to be read.
    pub(super) fn new(reader: &'a Reader<'a>) -> Self {
        let tokens = Tokens {
            reader,
            start: 0,
            end: reader.tokens.len(),
        };
        reader.enter_lexical_diagnostics(0);
        tokens
    }

    /// The same reader's tokens from index `at` (where a failed production stopped).
    pub(super) fn at(&self, at: usize) -> Self {
        Tokens {
            reader: self.reader,
            start: at.min(self.reader.tokens.len() - 1),
            end: self.reader.tokens.len(),
        }
    }

    /// The next token. The list always ends with `>` or the end of the text, which no
    /// production consumes, so there is one.
    pub(super) fn peek(&self) -> &'a Token {
        let tokens = &self.reader.tokens;
        &tokens[self.start.min(tokens.len() - 1)]
    }

    /// The index of the next token in the reader's list.
    pub(super) fn index(&self) -> usize {
        self.start
    }

    /// The text being read.
    pub(super) fn text(&self) -> &'a str {
        self.reader.text
    }

    /// The reader.
    pub(super) fn reader(&self) -> &'a Reader<'a> {
        self.reader
    }

    /// The reader's state, to update. Not to be held across a call to a parser.
    pub(super) fn state(&self) -> RefMut<'a, State> {
        self.reader.state.borrow_mut()
    }

    /// Whether the next token is the name `keyword`.
    pub(super) fn at_keyword(&self, keyword: &str) -> bool {
        matches!(&self.peek().kind, TokenKind::Name(n) if n == keyword)
    }

    /// The tokens after the next one, which is consumed: the one after it becomes the
    /// next, and its lexical diagnostics are entered.
    pub(super) fn advance(self) -> Self {
        let next = (self.start + 1).min(self.end);
        self.reader.enter_lexical_diagnostics(next);
        Tokens { start: next, ..self }
    }

    /// From `start` to the end of the last token read (separators before the next token
    /// left out).
    pub(super) fn span_from(&self, start: u32) -> Span {
        let before = &self.text()[..self.peek().span.start as usize];
        let end = before.trim_end_matches([' ', '\t', '\r', '\n']).len() as u32;
        Span::new(start, end.max(start))
    }

    /// A failure here, expecting `what`.
    pub(super) fn expected(&self, what: What) -> nom::Err<Expected> {
        nom::Err::Error(Expected { at: self.start, what })
    }
}

impl<'a> nom::Input for Tokens<'a> {
    type Item = &'a Token;
    type Iter = std::slice::Iter<'a, Token>;
    type IterIndices = std::iter::Enumerate<std::slice::Iter<'a, Token>>;

    fn input_len(&self) -> usize {
        self.end - self.start
    }

    fn take(&self, index: usize) -> Self {
        Tokens {
            end: self.start + index,
            ..*self
        }
    }

    fn take_from(&self, index: usize) -> Self {
        Tokens {
            start: self.start + index,
            ..*self
        }
    }

    fn take_split(&self, index: usize) -> (Self, Self) {
        (self.take_from(index), self.take(index))
    }

    fn position<P>(&self, predicate: P) -> Option<usize>
    where
        P: Fn(Self::Item) -> bool,
    {
        self.iter_elements().position(predicate)
    }

    fn iter_elements(&self) -> Self::Iter {
        self.reader.tokens[self.start..self.end].iter()
    }

    fn iter_indices(&self) -> Self::IterIndices {
        self.iter_elements().enumerate()
    }

    fn slice_index(&self, count: usize) -> Result<usize, Needed> {
        let len = self.input_len();
        if count <= len {
            Ok(count)
        } else {
            Err(Needed::new(count - len))
        }
    }
}

/// What a production expected where it failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum What {
    /// One of these keywords (the choices of `alt` gather here).
    Keywords(Vec<&'static str>),
    /// A parameter described in words.
    Described(&'static str),
}

impl What {
    /// The words of a message: `"NO" or "YES"`, `a number`.
    pub(super) fn words(&self) -> String {
        match self {
            What::Keywords(keywords) => keywords
                .iter()
                .map(|k| format!("\"{k}\""))
                .collect::<Vec<_>>()
                .join(" or "),
            What::Described(text) => (*text).to_string(),
        }
    }
}

/// The error of the grammar's parsers: the index of the token where a production failed
/// and what it expected there. It becomes a diagnostic where the grammar recovers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Expected {
    /// Index of the token that did not fit.
    pub at: usize,
    /// What would have.
    pub what: What,
}

impl Expected {
    /// The error inside a `nom::Err` (the grammar treats an error and a failure alike
    /// once it stops backtracking).
    pub(super) fn of(error: nom::Err<Expected>) -> Expected {
        match error {
            nom::Err::Error(e) | nom::Err::Failure(e) => e,
            // The tokens are complete: no parser asks for more.
            nom::Err::Incomplete(_) => Expected {
                at: usize::MAX,
                what: What::Described("more of the declaration"),
            },
        }
    }
}

impl<'a> ParseError<Tokens<'a>> for Expected {
    /// Only nom's own combinators make errors this way (none of those the grammar uses
    /// fails on its own); the place is kept.
    fn from_error_kind(input: Tokens<'a>, _kind: ErrorKind) -> Self {
        Expected {
            at: input.start,
            what: What::Described("a parameter of the SGML declaration"),
        }
    }

    fn append(_input: Tokens<'a>, _kind: ErrorKind, other: Self) -> Self {
        other
    }

    /// The choices of `alt` that failed at the same token join (`"NO" or "YES"`);
    /// otherwise the one that got further wins.
    fn or(self, other: Self) -> Self {
        match (self, other) {
            (
                Expected {
                    at,
                    what: What::Keywords(mut first),
                },
                Expected {
                    at: other_at,
                    what: What::Keywords(second),
                },
            ) if at == other_at => {
                first.extend(second);
                Expected {
                    at,
                    what: What::Keywords(first),
                }
            }
            (first, second) => {
                if first.at > second.at {
                    first
                } else {
                    second
                }
            }
        }
    }
}

/// `parser`, whose failure at its first token says it expected `what`.
pub(super) fn described<'a, O>(
    what: &'static str,
    mut parser: impl Parser<Tokens<'a>, Output = O, Error = Expected>,
) -> impl Parser<Tokens<'a>, Output = O, Error = Expected> {
    move |i: Tokens<'a>| match parser.parse(i) {
        Err(nom::Err::Error(e)) if e.at == i.start => Err(i.expected(What::Described(what))),
        other => other,
    }
}

/// The name `keyword` (names are read upper-cased); its span.
pub(super) fn keyword<'a>(keyword: &'static str) -> impl Parser<Tokens<'a>, Output = Span, Error = Expected> {
    move |i: Tokens<'a>| {
        if i.at_keyword(keyword) {
            Ok((i.advance(), i.peek().span))
        } else {
            Err(i.expected(What::Keywords(vec![keyword])))
        }
    }
}

/// One of `keywords`; the index of the one found (`"A" or "B" or "C"` when none is).
pub(super) fn one_of<'a>(
    keywords: &'static [&'static str],
) -> impl Parser<Tokens<'a>, Output = usize, Error = Expected> {
    move |i: Tokens<'a>| {
        if let TokenKind::Name(n) = &i.peek().kind
            && let Some(found) = keywords.iter().position(|k| k == n)
        {
            return Ok((i.advance(), found));
        }
        Err(i.expected(What::Keywords(keywords.to_vec())))
    }
}

/// `"NO" | "YES"`, as a truth value.
pub(super) fn yes_no(i: Tokens<'_>) -> PResult<'_, bool> {
    one_of(&["NO", "YES"]).map(|found| found == 1).parse(i)
}

/// Any name but those in `except`; the name and its span.
pub(super) fn name_except<'a>(
    except: &'static [&'static str],
) -> impl Parser<Tokens<'a>, Output = (String, Span), Error = Expected> {
    move |i: Tokens<'a>| match &i.peek().kind {
        TokenKind::Name(n) if !except.contains(&n.as_str()) => Ok((i.advance(), (n.clone(), i.peek().span))),
        _ => Err(i.expected(What::Described("a name"))),
    }
}

/// `number` (9.3): its value (`u32::MAX` when it does not fit) and span.
pub(super) fn number(i: Tokens<'_>) -> PResult<'_, (u32, Span)> {
    match i.peek().kind {
        TokenKind::Number(n) => Ok((i.advance(), (n.unwrap_or(u32::MAX), i.peek().span))),
        _ => Err(i.expected(What::Described("a number"))),
    }
}

/// `minus` between the ends of a range.
pub(super) fn minus(i: Tokens<'_>) -> PResult<'_, Span> {
    match i.peek().kind {
        TokenKind::Minus => Ok((i.advance(), i.peek().span)),
        _ => Err(i.expected(What::Described("\"-\""))),
    }
}

/// `minimum literal` (10.1.7): its text, spaces and record boundaries normalized, and
/// the span of the literal.
pub(super) fn minimum_literal_parameter(i: Tokens<'_>) -> PResult<'_, (String, Span)> {
    match i.peek().kind {
        TokenKind::Literal { content } => Ok((i.advance(), (minimum_literal(content.slice(i.text())), i.peek().span))),
        _ => Err(i.expected(What::Described("a minimum literal"))),
    }
}

/// `parameter literal` (10.1.2) of the SGML declaration: its syntax character numbers,
/// and the span of the literal. A reference that names no character is reported.
pub(super) fn parameter_literal_parameter(i: Tokens<'_>) -> PResult<'_, (Vec<u32>, Span)> {
    let TokenKind::Literal { content } = i.peek().kind else {
        return Err(i.expected(What::Described("a parameter literal")));
    };
    let span = i.peek().span;
    let rest = i.advance();
    let raw = content.slice(i.text());
    let (chars, bad) = parameter_literal(raw);
    let mut state = i.state();
    for b in bad {
        let s = content.start as usize + b.range.start;
        let e = content.start as usize + b.range.end;
        let text = i.text()[s..e].to_string();
        state.diag(
            crate::DeclDiagnostic::BadCharacterReference(text),
            Span::from_range(s..e),
        );
    }
    Ok((rest, (chars, span)))
}

/// Whether the next token is a number.
pub(super) fn at_number(i: &Tokens<'_>) -> bool {
    matches!(i.peek().kind, TokenKind::Number(_))
}

/// Whether the next token is a literal.
pub(super) fn at_literal(i: &Tokens<'_>) -> bool {
    matches!(i.peek().kind, TokenKind::Literal { .. })
}

#[cfg(test)]
mod tests {
    use nom::Parser;
    use nom::branch::alt;

    use super::*;
    use crate::parse::reader::{Reader, State};

    fn reader(text: &str) -> Reader<'_> {
        Reader::new(text, 0, None, false, State::new())
    }

    #[test]
    fn choices_that_fail_at_one_token_join() {
        let r = reader("MAYBE 12");
        let error = alt((keyword("NO"), keyword("YES"), keyword("ANY")))
            .parse(r.start())
            .map(|_| ())
            .unwrap_err();
        let error = Expected::of(error);
        assert_eq!(error.at, 0);
        assert_eq!(error.what.words(), "\"NO\" or \"YES\" or \"ANY\"");
        let error = Expected::of(one_of(&["SGMLREF", "NONE"]).parse(r.start()).map(|_| ()).unwrap_err());
        assert_eq!(error.what.words(), "\"SGMLREF\" or \"NONE\"");
    }

    #[test]
    fn the_failure_that_got_further_wins() {
        let r = reader("YES MAYBE");
        let error = alt(((keyword("YES"), number).map(|_| ()), keyword("NO").map(|_| ())))
            .parse(r.start())
            .map(|_| ())
            .unwrap_err();
        let error = Expected::of(error);
        assert_eq!((error.at, error.what.words()), (1, "a number".to_string()));
        r.report(&error);
        let diags = r.state.borrow().diags.clone();
        assert_eq!(diags.len(), 1);
        assert_eq!(diags[0].span.slice("YES MAYBE"), "MAYBE");
    }

    #[test]
    fn lexical_diagnostics_come_when_the_token_is_next() {
        let r = reader("NAMECASE GENERALLY YES");
        let i = r.start();
        assert!(r.state.borrow().diags.is_empty(), "NAMECASE is not too long");
        let (i, _) = keyword("NAMECASE").parse(i).map_err(|_| ()).unwrap();
        assert_eq!(r.state.borrow().diags.len(), 1, "GENERALLY is now next, and too long");
        assert!(keyword("GENERAL").parse(i).is_err());
        assert_eq!(r.state.borrow().diags.len(), 1, "reported once");
    }
}
