//! Long runs of delimiter fragments, in every mode: the lexer must stay linear (a
//! quadratic rescan would take minutes here) and keep covering the text.

use sgml_lexer::{ContentEnd, DeclaredContent, Lexer, LexerConfig, LiteralData, MarkedSection, Mode, Quote};

const PATTERNS: &[&str] = &[
    "<",
    "</",
    "<!",
    "<![",
    "<?",
    "&",
    "&#",
    "&#x",
    "&#x1",
    "&a",
    "%",
    "%a",
    "]]",
    "]",
    "--",
    "-",
    "a",
    "1",
    "\u{e9}",
    "\u{85}",
    "\u{1F600}",
    "\r\n",
    "\n",
    "\r",
    " ",
    "\"",
    "'",
    "/",
    "</a",
    "&#1",
];

fn modes() -> Vec<Mode> {
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
        Mode::Literal {
            quote: Quote::Lit,
            data: LiteralData::Parameter,
        },
        Mode::Literal {
            quote: Quote::Lita,
            data: LiteralData::Replaceable,
        },
    ];
    for end in [ContentEnd::AnyEndTag, ContentEnd::OwnEndTag] {
        modes.push(Mode::DeclaredContent {
            kind: DeclaredContent::Rcdata,
            end,
            net: false,
        });
    }
    modes
}

#[test]
fn long_runs_of_fragments_stay_linear() {
    let config = LexerConfig::html4();
    for pattern in PATTERNS {
        let text = pattern.repeat(48 * 1024 / pattern.len());
        for mode in modes() {
            let mut lexer = Lexer::new(&text, &config);
            lexer.set_end_tag_name("a");
            lexer.set_mode(mode);
            let mut end = 0;
            let mut count = 0usize;
            while let Some(token) = lexer.next_token() {
                assert_eq!(token.span.start, end);
                end = token.span.end;
                count += 1;
            }
            assert_eq!(end as usize, text.len(), "{pattern:?} in {mode:?}");
            assert!(count <= 2 * text.len() + 1);
        }
    }
}
