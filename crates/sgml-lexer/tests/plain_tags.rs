//! The one-pass reading of plain tags (`Lexer::scan_plain_start_tag`,
//! `Lexer::scan_plain_end_tag`) against the token path: whenever it accepts a tag, the
//! tokens read one at a time in TAG and LIT modes give the same spans and end at the same
//! place; whenever it refuses, it has not moved.

use proptest::prelude::*;
use sgml_lexer::{Lexer, LexerConfig, LiteralData, Mode, PlainStartTag, PlainValue, Quote, Token, TokenKind};
use sgml_source::Span;

/// The next token in `mode` that is not a separator.
fn next_significant(lexer: &mut Lexer<'_, '_>, mode: Mode) -> Option<Token> {
    loop {
        lexer.set_mode(mode);
        let token = lexer.next_token()?;
        if !token.kind.is_separator() {
            return Some(token);
        }
    }
}

/// Reads the tag after `<` token by token and checks it against `plain`.
fn replay(text: &str, config: &LexerConfig, plain: &PlainStartTag, end: u32) -> Result<(), TestCaseError> {
    let mut lexer = Lexer::new(text, config);
    lexer.seek(1);
    let name = next_significant(&mut lexer, Mode::Tag).expect("a name");
    prop_assert_eq!((name.kind, name.span), (TokenKind::Name, plain.name));
    for attribute in &plain.attributes {
        let name = next_significant(&mut lexer, Mode::Tag).expect("an attribute name");
        prop_assert_eq!((name.kind, name.span), (TokenKind::Name, attribute.name));
        let vi = next_significant(&mut lexer, Mode::Tag).expect("VI");
        prop_assert_eq!(vi.kind, TokenKind::Vi);
        let value = next_significant(&mut lexer, Mode::Tag).expect("a value");
        match attribute.value {
            PlainValue::Unquoted(kind, span) => prop_assert_eq!((value.kind, value.span), (kind, span)),
            PlainValue::Literal {
                quote,
                open,
                text: content,
                close,
            } => {
                let kind = if quote == Quote::Lit {
                    TokenKind::Lit
                } else {
                    TokenKind::Lita
                };
                prop_assert_eq!((value.kind, value.span), (kind, Span::new(open, open + 1)));
                let mode = Mode::Literal {
                    quote,
                    data: LiteralData::Replaceable,
                };
                lexer.set_mode(mode);
                let mut token = lexer.next_token().expect("literal text or its end");
                if !content.is_empty() {
                    prop_assert_eq!((token.kind, token.span), (TokenKind::Data, content));
                    token = lexer.next_token().expect("the literal's end");
                }
                prop_assert_eq!((token.kind, token.span), (kind, Span::new(close, close + 1)));
            }
        }
    }
    let tagc = next_significant(&mut lexer, Mode::Tag).expect("TAGC");
    prop_assert_eq!((tagc.kind, tagc.span), (TokenKind::Tagc, plain.tagc));
    prop_assert_eq!(lexer.position(), end);
    Ok(())
}

/// Tags, mostly plain, with the characters that make one not plain mixed in.
fn tag_text() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => "[a-zA-Z][a-zA-Z0-9.-]{0,4}([ \t]{1,2}[a-zA-Z][a-zA-Z0-9]{0,3}[ ]?=[ ]?(\"[a-z é&'\t\n]{0,6}\"|'[a-z \"é]{0,6}'|[a-zA-Z0-9.-]{1,4}|[0-9]{1,3})){0,4}[ ]?>[a-z]?",
        1 => "[a-zA-Z0-9 =\"'<>/&#;\t\r\n.é日-]{0,30}",
        1 => any::<String>(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn a_plain_start_tag_reads_as_its_tokens(tag in tag_text()) {
        let text = format!("<{tag}");
        let config = LexerConfig::html4();
        let mut lexer = Lexer::new(&text, &config);
        lexer.seek(1);
        let mut plain = PlainStartTag::default();
        if lexer.scan_plain_start_tag(&mut plain) {
            replay(&text, &config, &plain, lexer.position())?;
        } else {
            prop_assert_eq!(lexer.position(), 1);
        }
    }

    #[test]
    fn a_plain_end_tag_reads_as_its_tokens(tag in tag_text()) {
        let text = format!("</{tag}");
        let config = LexerConfig::html4();
        let mut lexer = Lexer::new(&text, &config);
        lexer.seek(2);
        match lexer.scan_plain_end_tag() {
            Some((name, tagc)) => {
                let end = lexer.position();
                let mut lexer = Lexer::new(&text, &config);
                lexer.seek(2);
                let token = next_significant(&mut lexer, Mode::Tag).expect("a name");
                prop_assert_eq!((token.kind, token.span), (TokenKind::Name, name));
                let token = next_significant(&mut lexer, Mode::Tag).expect("TAGC");
                prop_assert_eq!((token.kind, token.span), (TokenKind::Tagc, tagc));
                prop_assert_eq!(lexer.position(), end);
            }
            None => prop_assert_eq!(lexer.position(), 2),
        }
    }
}

fn scan(tag: &str) -> Option<PlainStartTag> {
    let text = format!("<{tag}");
    let config = LexerConfig::html4();
    let mut lexer = Lexer::new(&text, &config);
    lexer.seek(1);
    let mut plain = PlainStartTag::default();
    lexer.scan_plain_start_tag(&mut plain).then_some(plain)
}

#[test]
fn plain_start_tags_are_read_in_one_pass() {
    let tag = scan("td align=left valign = 'top' title=\"café, \u{65e5}\" width=20 x=1a>").expect("plain");
    let kinds: Vec<_> = tag
        .attributes
        .iter()
        .map(|a| match a.value {
            PlainValue::Unquoted(kind, _) => Some(kind),
            PlainValue::Literal { .. } => None,
        })
        .collect();
    assert_eq!(
        kinds,
        [
            Some(TokenKind::Name),
            None,
            None,
            Some(TokenKind::Number),
            Some(TokenKind::NameToken)
        ]
    );
    assert!(scan("P>").is_some_and(|t| t.attributes.is_empty()));
    assert!(scan("a href=\"\">").is_some());
}

#[test]
fn tags_that_need_the_token_path_are_refused() {
    for tag in [
        "a href=\"?a=1&amp;b=2\">", // a reference in a literal
        "p\nclass=x>",              // a record boundary in the tag
        "a title=\"two\nlines\">",  // and in a literal
        "a title=\"tab\there\">",   // a separator character to normalize
        "input checked>",           // a value with its name omitted
        "p/",                       // NET
        "b<i>",                     // an unclosed tag
        "td width=50%>",            // an unquoted value that is not a name token
        "a href=\"x\"title=\"y\">", // no separator between attributes
        "caf\u{e9}>",               // a name character outside ASCII
        "a href=\"x",               // the text ends first
        "",
    ] {
        assert!(scan(tag).is_none(), "{tag:?} is not plain");
    }
}
