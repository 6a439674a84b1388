//! Fuzz target: the SGML declaration parser (`sgml_decl::parse`) on any text.
#![no_main]
#![forbid(unsafe_code)]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let parsed = sgml_decl::parse(&text);
    for diagnostic in &parsed.diagnostics {
        assert!(diagnostic.span.start <= diagnostic.span.end, "{diagnostic:?}");
        assert!(diagnostic.span.end as usize <= text.len(), "{diagnostic:?}");
    }
    // What the rest of the pipeline builds from any declaration must not fail either.
    let config = sgml_lexer::LexerConfig::from_declaration(&parsed.declaration);
    let _ = sgml_lexer::check_declaration(&parsed.declaration, sgml_source::Span::new(0, 0));
    let mut lexer = sgml_lexer::Lexer::new(&text, &config);
    while lexer.next_token().is_some() {}
});
