//! Token streams of small inputs, one case a file under `tests/cases/`.
//!
//! A case file starts with a header line `%% KEY=VALUE ...` (the header's LF is not
//! input); everything after it, byte for byte, is the input. Keys:
//! `mode` — the recognition mode (see [`mode_named`]) or `drive` to switch modes the
//! way a parser would; `config` — `html4` (default), `html2`, `reference`,
//! `latin-names` (HTML 4 plus U+00C0–U+00FF as name start characters) or `noshorttag`;
//! `end` — the element name for `*-own` declared content modes;
//! `line-ends` — `lf` or `crlf` to override detection.

#[path = "support/driver.rs"]
mod driver;

use std::fmt::Write as _;

use sgml_decl::{CharClass, CharClasses};
use sgml_lexer::{
    ContentEnd, DeclaredContent, Lexer, LexerConfig, LexerOptions, LineEnds, LiteralData, MarkedSection, Mode, Quote,
    Token, TokenKind,
};

fn mode_named(name: &str) -> Option<Mode> {
    let lit = |quote, data| Some(Mode::Literal { quote, data });
    let declared = |kind, end| Some(Mode::DeclaredContent { kind, end, net: false });
    match name {
        "content" => Some(Mode::Content { net: false }),
        "content-net" => Some(Mode::Content { net: true }),
        "tag" => Some(Mode::Tag),
        "markup" => Some(Mode::Markup),
        "group" => Some(Mode::Group),
        "comment" => Some(Mode::Comment),
        "pi" => Some(Mode::ProcessingInstruction),
        "ds" => Some(Mode::DeclarationSubset),
        "lit-replaceable" => lit(Quote::Lit, LiteralData::Replaceable),
        "lita-replaceable" => lit(Quote::Lita, LiteralData::Replaceable),
        "lit-parameter" => lit(Quote::Lit, LiteralData::Parameter),
        "lita-plain" => lit(Quote::Lita, LiteralData::Plain),
        "cdata" => declared(DeclaredContent::Cdata, ContentEnd::AnyEndTag),
        "cdata-own" => declared(DeclaredContent::Cdata, ContentEnd::OwnEndTag),
        "rcdata" => declared(DeclaredContent::Rcdata, ContentEnd::AnyEndTag),
        "rcdata-own" => declared(DeclaredContent::Rcdata, ContentEnd::OwnEndTag),
        "cdata-net" => Some(Mode::DeclaredContent {
            kind: DeclaredContent::Cdata,
            end: ContentEnd::AnyEndTag,
            net: true,
        }),
        "ms-cdata" => Some(Mode::MarkedSection(MarkedSection::Cdata)),
        "ms-rcdata" => Some(Mode::MarkedSection(MarkedSection::Rcdata)),
        "ms-ignore" => Some(Mode::MarkedSection(MarkedSection::Ignore)),
        _ => None,
    }
}

fn config_named(name: &str) -> LexerConfig {
    match name {
        "html4" => LexerConfig::html4(),
        "reference" => LexerConfig::reference(),
        "html2" => {
            let mut classes = CharClasses::reference(&[(9, 10), (13, 13), (32, 126), (160, 255)]);
            classes.add(u32::from(b'_'), CharClass::NAME_CHAR);
            classes.add(u32::from(b':'), CharClass::NAME_CHAR);
            LexerConfig::new(classes, LexerOptions::html2())
        }
        "latin-names" => {
            let mut classes = LexerConfig::html4().classes().clone();
            classes.add_range(0xC0, 0xFF, CharClass::NAME_START | CharClass::NAME_CHAR);
            classes.clear_range(0xD7, 0xD7, CharClass::NAME_START | CharClass::NAME_CHAR);
            classes.clear_range(0xF7, 0xF7, CharClass::NAME_START | CharClass::NAME_CHAR);
            LexerConfig::new(classes, LexerOptions::html4())
        }
        "noshorttag" => {
            let classes = LexerConfig::html4().classes().clone();
            let mut options = LexerOptions::html4();
            options.shorttag = false;
            LexerConfig::new(classes, options)
        }
        other => panic!("unknown config {other:?}"),
    }
}

/// One token as a snapshot line: kind, span, text, and a reference's parts.
fn describe(lexer: &Lexer<'_, '_>, token: Token) -> String {
    let text = lexer.source();
    let mut line = format!(
        "{:<14} {:>9}  {:?}",
        format!("{:?}", token.kind),
        format!("{:?}", token.span),
        token.text(text)
    );
    if let Some(parts) = lexer.reference_parts(token) {
        write!(line, "  name={:?} end={:?}", parts.name.slice(text), parts.end).unwrap();
        if let Some(n) = lexer.char_ref_number(token) {
            write!(line, " number={n}").unwrap();
        }
    }
    line
}

/// Checks that tokens follow each other without gaps and cover the text exactly.
fn check_cover(text: &str, tokens: &[Token]) {
    let mut at = 0;
    for token in tokens {
        assert_eq!(token.span.start, at, "gap or overlap before {token:?}");
        assert!(token.span.end >= token.span.start);
        if token.span.is_empty() {
            assert_eq!(token.kind, TokenKind::Rs, "only an RS may be empty: {token:?}");
        }
        at = token.span.end;
    }
    assert_eq!(at as usize, text.len(), "tokens stop before the end");
}

#[test]
fn token_streams() {
    insta::glob!("cases/*.txt", |path| {
        let file = std::fs::read_to_string(path).unwrap();
        let (header, input) = file.split_once('\n').expect("a header line");
        let header = header.strip_prefix("%%").expect("a header starting with %%");
        let mut mode_name = "content";
        let mut config_name = "html4";
        let mut end_name = None;
        let mut line_ends = None;
        for pair in header.split_whitespace() {
            let (key, value) = pair.split_once('=').expect("KEY=VALUE");
            match key {
                "mode" => mode_name = value,
                "config" => config_name = value,
                "end" => end_name = Some(value),
                "line-ends" => {
                    line_ends = Some(match value {
                        "lf" => LineEnds::Lf,
                        "crlf" => LineEnds::CrLf,
                        other => panic!("unknown line-ends {other:?}"),
                    })
                }
                other => panic!("unknown key {other:?}"),
            }
        }
        let config = config_named(config_name);
        let mut lexer = Lexer::new(input, &config);
        if let Some(line_ends) = line_ends {
            lexer = lexer.with_line_ends(line_ends);
        }
        if let Some(name) = end_name {
            lexer.set_end_tag_name(name);
        }
        let mut tokens = Vec::new();
        let mut lines = vec![
            format!("input: {input:?}"),
            format!(
                "mode: {mode_name}  config: {config_name}  line ends: {:?}",
                lexer.line_ends()
            ),
        ];
        lines.push("---".to_owned());
        if mode_name == "drive" {
            let mut shown = Vec::new();
            let reader = lexer.clone();
            driver::drive(&mut lexer, |token| shown.push(token));
            for token in shown {
                lines.push(describe(&reader, token));
                tokens.push(token);
            }
        } else {
            lexer.set_mode(mode_named(mode_name).unwrap_or_else(|| panic!("unknown mode {mode_name:?}")));
            while let Some(token) = lexer.next_token() {
                lines.push(describe(&lexer, token));
                tokens.push(token);
            }
        }
        check_cover(input, &tokens);
        insta::assert_snapshot!(lines.join("\n"));
    });
}
