//! The lexer configured from the bundled SGML declarations (parsed by `sgml-decl`):
//! the HTML ones keep the delimiters the lexer knows and give the same tokens as the
//! built-in HTML 4 configuration; the SGML declaration for XML gives PIC `?>`, NESTC
//! `/` and NET `>`; a declaration that changes delimiters otherwise is refused.

use sgml_lexer::{Lexer, LexerConfig, Mode, Token, TokenKind, check_declaration, check_delimiters};
use sgml_source::Span;

fn declaration(file: &str) -> sgml_decl::SgmlDeclaration {
    let path = format!("{}/../../sgml-decl/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    sgml_decl::parse(&text).declaration
}

fn texts(config: &LexerConfig, text: &str, mode: Mode) -> Vec<(TokenKind, String)> {
    let spans = tokens(config, text, mode);
    spans
        .into_iter()
        .map(|t| (t.kind, text[t.span.start as usize..t.span.end as usize].to_owned()))
        .collect()
}

fn tokens(config: &LexerConfig, text: &str, mode: Mode) -> Vec<Token> {
    let mut lexer = Lexer::new(text, config);
    lexer.set_mode(mode);
    std::iter::from_fn(|| lexer.next_token()).collect()
}

#[test]
fn html_declarations_keep_the_reference_delimiters() {
    for file in [
        "html-2.decl",
        "html-2-i18n.decl",
        "html-3.2.decl",
        "html-4.0.decl",
        "html-4.01.decl",
        "w3c-validator.dcl",
    ] {
        let decl = declaration(file);
        let found = check_declaration(&decl, Span::new(0, 1));
        assert!(found.is_empty(), "{file}: {found:?}");
        let options = LexerConfig::from_declaration(&decl).options();
        assert!(options.shorttag && options.namecase_general, "{file}: {options:?}");
    }
    assert!(
        LexerConfig::from_declaration(&declaration("html-4.01.decl"))
            .options()
            .hcro
    );
    assert!(
        !LexerConfig::from_declaration(&declaration("html-3.2.decl"))
            .options()
            .hcro
    );
}

#[test]
fn html4_declaration_tokenizes_like_the_builtin_configuration() {
    let from_decl = LexerConfig::from_declaration(&declaration("html-4.01.decl"));
    let builtin = LexerConfig::html4();
    let text = "<p a_b:c=x>caf\u{e9} &#x41; &#65;\u{1}\u{85}\u{a0}&amp\r\n<!--x--></p>\u{7f}&x_y:z;";
    for mode in [Mode::Content { net: false }, Mode::Tag, Mode::Markup] {
        assert_eq!(tokens(&from_decl, text, mode), tokens(&builtin, text, mode), "{mode:?}");
    }
}

#[test]
fn xml_declaration_delimiters_are_known() {
    let decl = declaration("xml.dcl");
    let found = check_declaration(&decl, Span::new(0, 1));
    assert!(found.is_empty(), "{found:?}");
    let options = LexerConfig::from_declaration(&decl).options();
    assert!(options.xml_pic && options.nestc && options.hcro && !options.namecase_general);
    let html = LexerConfig::from_declaration(&declaration("html-4.01.decl")).options();
    assert!(!html.xml_pic && !html.nestc);
}

#[test]
fn xml_pic_ends_processing_instructions_and_nestc_ends_tags() {
    let config = LexerConfig::from_declaration(&declaration("xml.dcl"));
    let pi = texts(&config, "xml version=\"1.0\"> ?>x", Mode::ProcessingInstruction);
    assert_eq!(pi[0], (TokenKind::Data, "xml version=\"1.0\"> ".to_owned()));
    assert_eq!(pi[1], (TokenKind::Pic, "?>".to_owned()));
    let tag = texts(&config, "br/>", Mode::Tag);
    assert_eq!(tag[1], (TokenKind::Net, "/".to_owned()));
    // Where a NET-enabled element is open, NET is `>` and `/` is data.
    let content = texts(&config, "a/b>c", Mode::Content { net: true });
    assert_eq!(content[0], (TokenKind::Data, "a/b".to_owned()));
    assert_eq!(content[1], (TokenKind::Net, ">".to_owned()));
    let closed = texts(&config, "a/b>c", Mode::Content { net: false });
    assert_eq!(closed, [(TokenKind::Data, "a/b>c".to_owned())]);
    // The HTML declarations keep PIC `>`.
    let html = LexerConfig::from_declaration(&declaration("html-4.01.decl"));
    let pi = texts(&html, "x?>", Mode::ProcessingInstruction);
    assert_eq!(pi[1], (TokenKind::Pic, ">".to_owned()));
}

#[test]
fn changed_delimiters_are_refused() {
    let found = check_delimiters([("PIC", "]>", Span::new(0, 1)), ("NET", "!", Span::new(0, 1))]);
    let roles: Vec<String> = found.iter().map(|d| d.to_string()).collect();
    assert_eq!(found.len(), 2, "{roles:?}");
    assert!(found.iter().all(|d| d.kind.code() == "unsupported-delimiter"));
    assert_eq!(
        roles[0],
        "delimiter PIC is declared as \"]>\", but only \">\" (the reference concrete syntax) or \"?>\" (the SGML declaration for XML) is supported"
    );
}
