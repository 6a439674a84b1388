//! The lexer configured from the bundled SGML declarations (parsed by `sgml-decl`):
//! the HTML ones keep the delimiters the lexer knows and give the same tokens as the
//! built-in HTML 4 configuration; one that changes delimiters is refused.

use sgml_lexer::{Lexer, LexerConfig, Mode, Token, check_declaration};
use sgml_source::{DiagnosticKind, Span};

fn declaration(file: &str) -> sgml_decl::SgmlDeclaration {
    let path = format!("{}/../../sgml-decl/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    sgml_decl::parse(&text).declaration
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
fn changed_delimiters_are_refused() {
    let decl = declaration("xml.dcl");
    let found = check_declaration(&decl, Span::new(0, 1));
    let roles: Vec<String> = found.iter().map(|d| d.to_string()).collect();
    assert_eq!(found.len(), 2, "{roles:?}");
    assert!(found.iter().all(|d| d.kind.code() == "unsupported-delimiter"));
    assert_eq!(
        roles[0],
        "delimiter NET is declared as \">\", but only \"/\" (the reference concrete syntax) is supported"
    );
    assert_eq!(
        roles[1],
        "delimiter PIC is declared as \"?>\", but only \">\" (the reference concrete syntax) is supported"
    );
}
