//! Fuzz target: the tokenizer (`sgml_lexer::Lexer`) in every recognition mode, the mode
//! switched before each token as the input's first bytes say; the tokens must cover the
//! text exactly once, in order, and every call must make progress. After each `<` and
//! `</`, a plain tag read in one pass (`scan_plain_start_tag`, `scan_plain_end_tag`) must
//! give the spans the token path gives, or refuse without moving.
#![no_main]
#![forbid(unsafe_code)]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use sgml_lexer::{
    ContentEnd, DeclaredContent, Lexer, LexerConfig, LineEnds, LiteralData, MarkedSection, Mode, PlainStartTag,
    PlainValue, Quote, Token, TokenKind,
};
use sgml_source::Span;

fn all_modes() -> Vec<Mode> {
    let mut modes = vec![
        Mode::Content { net: false },
        Mode::Content { net: true },
        Mode::Tag,
        Mode::Markup,
        Mode::Group,
        Mode::Comment,
        Mode::ProcessingInstruction,
        Mode::DeclarationSubset,
        Mode::MarkedSection(MarkedSection::Cdata),
        Mode::MarkedSection(MarkedSection::Rcdata),
        Mode::MarkedSection(MarkedSection::Ignore),
    ];
    for quote in [Quote::Lit, Quote::Lita] {
        for data in [LiteralData::Replaceable, LiteralData::Parameter, LiteralData::Plain] {
            modes.push(Mode::Literal { quote, data });
        }
    }
    for kind in [DeclaredContent::Cdata, DeclaredContent::Rcdata] {
        for end in [ContentEnd::AnyEndTag, ContentEnd::OwnEndTag] {
            for net in [false, true] {
                modes.push(Mode::DeclaredContent { kind, end, net });
            }
        }
    }
    modes
}

/// The configurations, built once: HTML 4 and the reference concrete syntax.
fn configs() -> &'static [LexerConfig; 2] {
    static CONFIGS: OnceLock<[LexerConfig; 2]> = OnceLock::new();
    CONFIGS.get_or_init(|| [LexerConfig::html4(), LexerConfig::reference()])
}

// Input: a flags byte (configuration, line ends, seeks), a count byte, that many mode
// picks, then the text.
fuzz_target!(|data: &[u8]| {
    let Some((&flags, rest)) = data.split_first() else {
        return;
    };
    let Some((&count, rest)) = rest.split_first() else {
        return;
    };
    let count = usize::from(count % 32).min(rest.len());
    let (picks, text) = rest.split_at(count);
    let text = String::from_utf8_lossy(text);
    let modes = all_modes();
    let config = &configs()[usize::from(flags & 1)];
    let mut lexer = Lexer::new(&text, config);
    if flags & 2 != 0 {
        lexer = lexer.with_line_ends(if flags & 4 != 0 { LineEnds::Lf } else { LineEnds::CrLf });
    }
    lexer.set_end_tag_name(if flags & 8 != 0 { "script" } else { "SCRIPT" });

    let mut at = 0u32;
    let mut tokens = 0usize;
    let mut last_end_was_lf = false;
    // Each LF may add one empty RS; every other token is at least one byte.
    let limit = 2 * text.len() + 1;
    loop {
        let mode = if picks.is_empty() {
            modes[usize::from(flags >> 4) % modes.len()]
        } else {
            modes[usize::from(picks[tokens % picks.len()]) % modes.len()]
        };
        lexer.set_mode(mode);
        let peeked = lexer.peek();
        let Some(token) = lexer.next_token() else {
            assert_eq!(peeked, None);
            break;
        };
        assert_eq!(peeked, Some(token), "peek and next disagree");
        tokens += 1;
        assert!(tokens <= limit, "no progress at {at}");
        assert_eq!(token.span.start, at, "gap or overlap before {token:?} in {mode:?}");
        assert!(token.span.end as usize <= text.len());
        assert!(text.is_char_boundary(token.span.end as usize));
        if token.span.is_empty() {
            assert_eq!(token.kind, TokenKind::Rs, "empty token {token:?}");
            assert!(last_end_was_lf, "empty RS not after a line feed: {token:?}");
        }
        if let Some(parts) = lexer.reference_parts(token) {
            assert_eq!(parts.open.start, token.span.start);
            assert_eq!(parts.open.end, parts.name.start);
            assert!(parts.name.end <= token.span.end && !parts.name.is_empty());
        }
        let _ = lexer.char_ref_number(token);
        at = token.span.end;
        last_end_was_lf = text[..at as usize].ends_with('\n');
    }
    assert_eq!(at as usize, text.len(), "tokens stop before the end");
    assert!(lexer.is_at_end());

    check_plain_tags(&text, config);

    // Seeking anywhere lands on a character boundary and reads from there.
    for &pick in picks.iter().take(4) {
        let offset = u32::from(pick) * (text.len() as u32 + 2) / 256;
        lexer.seek(offset);
        assert!(text.is_char_boundary(lexer.position() as usize));
        let from = lexer.position();
        if let Some(token) = lexer.next_token() {
            assert_eq!(token.span.start, from);
        }
    }
});

/// The next token in `mode` that is not a separator.
fn significant(lexer: &mut Lexer<'_, '_>, mode: Mode) -> Option<Token> {
    loop {
        lexer.set_mode(mode);
        let token = lexer.next_token()?;
        if !token.kind.is_separator() {
            return Some(token);
        }
    }
}

/// After every `<` (up to 16 of them), a plain start tag and a plain end tag read in one
/// pass agree with the tokens read one at a time.
fn check_plain_tags(text: &str, config: &LexerConfig) {
    for (at, _) in text.match_indices('<').take(16) {
        let fresh = |offset: usize| {
            let mut lexer = Lexer::new(text, config);
            lexer.seek(offset as u32);
            lexer
        };
        let start = at as u32 + 1;
        let mut lexer = fresh(at + 1);
        let mut tag = PlainStartTag::default();
        if lexer.scan_plain_start_tag(&mut tag) {
            let end = lexer.position();
            let mut lexer = fresh(at + 1);
            let name = significant(&mut lexer, Mode::Tag).expect("name");
            assert_eq!((name.kind, name.span), (TokenKind::Name, tag.name));
            for attribute in &tag.attributes {
                let name = significant(&mut lexer, Mode::Tag).expect("attribute name");
                assert_eq!((name.kind, name.span), (TokenKind::Name, attribute.name));
                assert_eq!(significant(&mut lexer, Mode::Tag).map(|t| t.kind), Some(TokenKind::Vi));
                let value = significant(&mut lexer, Mode::Tag).expect("value");
                match attribute.value {
                    PlainValue::Unquoted(kind, span) => assert_eq!((value.kind, value.span), (kind, span)),
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
                        assert_eq!((value.kind, value.span), (kind, Span::new(open, open + 1)));
                        lexer.set_mode(Mode::Literal {
                            quote,
                            data: LiteralData::Replaceable,
                        });
                        let mut token = lexer.next_token().expect("literal");
                        if !content.is_empty() {
                            assert_eq!((token.kind, token.span), (TokenKind::Data, content));
                            token = lexer.next_token().expect("literal end");
                        }
                        assert_eq!((token.kind, token.span), (kind, Span::new(close, close + 1)));
                    }
                }
            }
            let tagc = significant(&mut lexer, Mode::Tag).expect("TAGC");
            assert_eq!((tagc.kind, tagc.span), (TokenKind::Tagc, tag.tagc));
            assert_eq!(lexer.position(), end);
        } else {
            assert_eq!(lexer.position(), start, "a refused plain start tag moved the lexer");
        }
        if text[at + 1..].starts_with('/') {
            let mut lexer = fresh(at + 2);
            match lexer.scan_plain_end_tag() {
                Some((name, tagc)) => {
                    let end = lexer.position();
                    let mut lexer = fresh(at + 2);
                    let token = significant(&mut lexer, Mode::Tag).expect("name");
                    assert_eq!((token.kind, token.span), (TokenKind::Name, name));
                    let token = significant(&mut lexer, Mode::Tag).expect("TAGC");
                    assert_eq!((token.kind, token.span), (TokenKind::Tagc, tagc));
                    assert_eq!(lexer.position(), end);
                }
                None => assert_eq!(lexer.position(), start + 1, "a refused plain end tag moved the lexer"),
            }
        }
    }
}
