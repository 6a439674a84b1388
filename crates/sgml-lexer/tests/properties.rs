//! Properties that hold on any input: in every mode, and with the mode switched at
//! random between tokens, the tokens cover the text exactly once, in order, without
//! gaps; nothing panics; every call makes progress.

use proptest::prelude::*;
use sgml_lexer::{
    ContentEnd, DeclaredContent, Lexer, LexerConfig, LineEnds, LiteralData, MarkedSection, Mode, Quote, ShortRefSet,
    Token, TokenKind,
};

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

/// Text made mostly of characters that matter to SGML, with some of everything else.
fn sgml_text() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => "[<>&#;%/!?\\[\\]\"'=()|,*+\\-.a-zA-Z0-9xX _:\t\r\n\u{0}-\u{1f}\u{7f}-\u{a0}éü×日😀\u{e000}]{0,80}",
        1 => any::<String>(),
    ]
}

/// Reads all of `lexer`'s text, choosing the mode before each token with `choose`;
/// checks the tokens and returns them.
fn read_all(lexer: &mut Lexer<'_, '_>, mut choose: impl FnMut(usize) -> Mode) -> Result<Vec<Token>, TestCaseError> {
    let text = lexer.source();
    let mut tokens: Vec<Token> = Vec::new();
    let mut at = 0u32;
    // Each LF may add one empty RS; every other token is at least one byte.
    let limit = 2 * text.len() + 1;
    loop {
        lexer.set_mode(choose(tokens.len()));
        let Some(token) = lexer.next_token() else { break };
        prop_assert!(tokens.len() < limit, "no progress at {}", at);
        prop_assert_eq!(token.span.start, at, "gap or overlap before {:?}", token);
        prop_assert!(token.span.end as usize <= text.len());
        prop_assert!(text.is_char_boundary(token.span.end as usize));
        if token.span.is_empty() {
            prop_assert_eq!(token.kind, TokenKind::Rs);
            prop_assert!(
                tokens
                    .last()
                    .is_some_and(|t| t.span.end == at && text[..at as usize].ends_with('\n'))
            );
        }
        if let Some(parts) = lexer.reference_parts(token) {
            prop_assert_eq!(parts.open.start, token.span.start);
            prop_assert_eq!(parts.open.end, parts.name.start);
            prop_assert!(parts.name.end <= token.span.end && !parts.name.is_empty());
        }
        at = token.span.end;
        tokens.push(token);
    }
    prop_assert_eq!(at as usize, text.len(), "tokens stop before the end");
    prop_assert!(lexer.is_at_end());
    Ok(tokens)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn every_mode_covers_the_input(text in sgml_text(), lf in any::<bool>()) {
        let config = LexerConfig::html4();
        for mode in all_modes() {
            let mut lexer = Lexer::new(&text, &config).with_line_ends(if lf { LineEnds::Lf } else { LineEnds::CrLf });
            lexer.set_end_tag_name("script");
            read_all(&mut lexer, |_| mode)?;
        }
    }

    #[test]
    fn switching_modes_covers_the_input(text in sgml_text(), picks in proptest::collection::vec(any::<prop::sample::Index>(), 1..40)) {
        let modes = all_modes();
        for config in [LexerConfig::html4(), LexerConfig::reference()] {
            let mut lexer = Lexer::new(&text, &config);
            read_all(&mut lexer, |n| modes[picks[n % picks.len()].index(modes.len())])?;
        }
    }

    #[test]
    fn seeking_anywhere_is_safe(text in sgml_text(), offsets in proptest::collection::vec(any::<u32>(), 1..8)) {
        let config = LexerConfig::html4();
        let mut lexer = Lexer::new(&text, &config);
        for offset in offsets {
            lexer.seek(offset % (text.len() as u32 + 2));
            prop_assert!(text.is_char_boundary(lexer.position() as usize));
            let from = lexer.position();
            let peeked = lexer.peek();
            let token = lexer.next_token();
            prop_assert_eq!(peeked, token);
            if let Some(token) = token {
                prop_assert_eq!(token.span.start, from);
            }
        }
    }

    #[test]
    fn remembered_lookahead_changes_nothing(text in sgml_text()) {
        // A delimiter or record found at the end of a data run is kept for the next call;
        // switching modes away and back drops it. Both ways must give the same tokens.
        let config = LexerConfig::html4();
        for mode in all_modes() {
            let mut kept = Lexer::new(&text, &config);
            let kept_tokens = read_all(&mut kept, |_| mode)?;
            let mut dropped = Lexer::new(&text, &config);
            let mut dropped_tokens = Vec::new();
            loop {
                dropped.set_mode(if mode == Mode::Tag { Mode::Markup } else { Mode::Tag });
                dropped.set_mode(mode);
                let Some(token) = dropped.next_token() else { break };
                dropped_tokens.push(token);
            }
            prop_assert_eq!(kept_tokens, dropped_tokens, "mode {:?}", mode);
        }
    }

    #[test]
    fn short_references_cover_the_input(
        text in sgml_text(),
        lf in any::<bool>(),
        switches in proptest::collection::vec(any::<bool>(), 1..16),
    ) {
        // Every short reference of the reference concrete syntax, and a BSEQLEN small
        // enough to cut blank sequences; read with them, and with them on and off
        // between tokens.
        let config = LexerConfig::reference();
        let set = ShortRefSet::new(&config, sgml_decl::REFERENCE_SHORTREFS, 3);
        let line_ends = if lf { LineEnds::Lf } else { LineEnds::CrLf };
        for pick in [None, Some(&switches)] {
            let mut lexer = Lexer::new(&text, &config).with_line_ends(line_ends);
            let (mut at, mut count, mut n) = (0u32, 0usize, 0usize);
            let mut rebuilt = String::new();
            loop {
                lexer.set_mode(Mode::Content { net: n % 3 == 0 });
                let with = pick.is_none_or(|s| s[n % s.len()]);
                n += 1;
                let token = if with { lexer.next_token_with(&set) } else { lexer.next_token() };
                let Some(token) = token else { break };
                if with {
                    // Put back (as a document read in windows does) and read again.
                    let index = lexer.short_ref_index();
                    lexer.unread(token);
                    prop_assert_eq!(lexer.next_token_with(&set), Some(token));
                    if token.kind == TokenKind::ShortRef {
                        prop_assert_eq!(lexer.short_ref_index(), index);
                    }
                }
                prop_assert_eq!(token.span.start, at, "gap or overlap before {:?}", token);
                prop_assert!(text.is_char_boundary(token.span.end as usize));
                if token.span.is_empty() {
                    prop_assert!(matches!(token.kind, TokenKind::Rs | TokenKind::ShortRef));
                }
                if token.kind == TokenKind::ShortRef {
                    prop_assert!(with && lexer.short_ref_index() < set.len());
                }
                count += 1;
                prop_assert!(count <= 2 * text.len() + 1, "no progress at {}", at);
                at = token.span.end;
                rebuilt.push_str(token.text(&text));
            }
            prop_assert_eq!(at as usize, text.len());
            prop_assert_eq!(&rebuilt, &text);
        }
    }

    #[test]
    fn content_data_and_delimiters_rebuild_the_text(text in sgml_text()) {
        // The concatenated token texts are the input: nothing is dropped or invented.
        let config = LexerConfig::html4();
        let mut lexer = Lexer::new(&text, &config);
        let tokens = read_all(&mut lexer, |_| Mode::Content { net: false })?;
        let rebuilt: String = tokens.iter().map(|t| t.text(&text)).collect();
        prop_assert_eq!(rebuilt, text.clone());
    }
}

/// Setting a mode after any other one reads the text as a lexer started in that mode
/// does (`set_mode` compares the common modes on a fast path; every pair must still
/// switch).
#[test]
fn a_mode_set_after_any_other_reads_as_a_fresh_one() {
    let text = "<a b='c'>x/y &amp; z</a>\n<!-- c -->]]>";
    let config = LexerConfig::html4();
    let tokens = |lexer: &mut Lexer<'_, '_>, mode: Mode| {
        let mut out = Vec::new();
        while let Some(token) = lexer.next_token() {
            out.push(token);
            lexer.set_mode(mode);
        }
        out
    };
    for first in all_modes() {
        for second in all_modes() {
            let mut fresh = Lexer::new(text, &config);
            fresh.set_mode(second);
            let expected = tokens(&mut fresh, second);
            let mut switched = Lexer::new(text, &config);
            switched.set_mode(first);
            switched.set_mode(second);
            assert_eq!(switched.mode(), second);
            assert_eq!(tokens(&mut switched, second), expected, "{first:?} then {second:?}");
        }
    }
}
