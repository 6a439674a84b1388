//! The document pipeline on small documents: the messages onsgmls gives (letters and
//! positions) for undefined entities, character references, the error limit, and
//! documents without a document type declaration; checked against onsgmls's output for
//! the same documents (in `tests/conformance/` where a case exists).

#[path = "support/in_memory.rs"]
mod in_memory;
use in_memory::{EsisResult, esis};
use omittag::{Message, Options};
use sgml_parser::ParserOptions;
use sgml_source::Severity;

const STRICT: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n";

fn run(text: &str, parser: ParserOptions) -> EsisResult {
    let mut options = Options::onsgmls();
    options.parser = parser;
    options.encoding = Default::default();
    options.encoding.override_label = Some("utf-8".into());
    esis(text.as_bytes(), "t.html", None, &options)
}

/// `(line, column, letter)` of every message; `'-'` for a note.
fn places(result: &EsisResult) -> Vec<(u32, u32, char)> {
    result
        .messages
        .iter()
        .map(|m| (m.line, m.column, m.letter.unwrap_or('-')))
        .collect()
}

fn esis_text(result: &EsisResult) -> String {
    String::from_utf8(result.esis.clone()).unwrap()
}

#[test]
fn an_undefined_entity_gives_four_messages_then_one_and_a_note() {
    let result = run(&format!("{STRICT}<p>&zzz; &zzz;"), ParserOptions::default());
    assert_eq!(
        places(&result),
        vec![
            (3, 4, 'W'),
            (3, 4, 'E'),
            (3, 7, 'E'),
            (3, 3, '-'),
            (3, 13, 'E'),
            (3, 3, '-')
        ]
    );
    // The references stand for nothing.
    assert!(esis_text(&result).contains("\n- \n"));
}

#[test]
fn an_undefined_entity_in_a_literal_vanishes_from_the_value() {
    let result = run(&format!("{STRICT}<p title=\"?a=1&b=2\">x"), ParserOptions::default());
    assert_eq!(
        places(&result),
        vec![(3, 15, 'W'), (3, 15, 'E'), (3, 16, 'E'), (3, 14, '-')]
    );
    assert!(esis_text(&result).contains("ATITLE CDATA ?a=1=2\n"));
}

#[test]
fn what_is_found_inside_an_internal_entity_is_reported_after_the_reference() {
    let text = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [ <!ENTITY e \"a &zz; b\"> ]>\n\
                <title>t</title>\n<p>&e;<p title=\"&e;\">";
    let result = run(text, ParserOptions::default());
    assert_eq!(
        places(&result),
        vec![
            (3, 6, 'W'),
            (3, 6, 'E'),
            (3, 6, 'E'),
            (3, 6, '-'),
            (3, 19, 'E'),
            (3, 6, '-')
        ]
    );
}

#[test]
fn a_marked_section_declaration_ends_at_what_is_not_a_keyword() {
    let result = run(&format!("{STRICT}<p>a<![ ]]>b"), ParserOptions::default());
    assert_eq!(places(&result), vec![(3, 8, 'E')]);
    assert!(esis_text(&result).contains("-a]>b\n"));
}

#[test]
fn non_sgml_character_references_are_dropped_and_warned_of_on_request() {
    let text = format!("{STRICT}<p>a&#150;b&#128 c");
    let quiet = run(&text, ParserOptions::default());
    assert!(quiet.messages.is_empty());
    assert!(esis_text(&quiet).contains("-ab c\n"));
    let warned = run(&text, {
        let mut options = ParserOptions::default();
        options.warn_non_sgml_char_ref = true;
        options
    });
    // Just after the number, where the REFC is or would be.
    assert_eq!(places(&warned), vec![(3, 9, 'W'), (3, 16, 'W')]);
}

#[test]
fn raw_non_sgml_characters_are_errors_and_stay_in_the_data() {
    let result = run(&format!("{STRICT}<p>a\u{1}b\u{96}c"), ParserOptions::default());
    assert_eq!(places(&result), vec![(3, 4, 'E'), (3, 6, 'E')]);
    assert!(esis_text(&result).contains("-a\\001b\u{96}c\n"));
}

#[test]
fn characters_past_u_ffff_are_refused_as_onsgmls_does_unless_asked() {
    let text = format!("{STRICT}<p>&#x1F600;\u{1F600}");
    let sixteen = run(&text, ParserOptions::default());
    assert_eq!(places(&sixteen), vec![(3, 11, 'E')]);
    assert!(esis_text(&sixteen).contains("-\u{FFFD}\n"));
    let wide = run(&text, {
        let mut options = ParserOptions::default();
        options.characters_beyond_bmp = true;
        options
    });
    assert!(wide.messages.is_empty());
    assert!(esis_text(&wide).contains("-\u{1F600}\u{1F600}\n"));
}

#[test]
fn the_error_limit_stops_the_parse_after_the_notes_of_the_last_error() {
    let text = format!("{STRICT}<p>&e;&e;&e;&e;x</p>");
    let result = run(&text, {
        let mut options = ParserOptions::default();
        options.max_errors = 3;
        options
    });
    // W, E, E and a note for the first reference; the third error is the second
    // reference's, whose note still follows; then the I message, about no place.
    assert_eq!(
        places(&result),
        vec![
            (3, 4, 'W'),
            (3, 4, 'E'),
            (3, 5, 'E'),
            (3, 3, '-'),
            (3, 8, 'E'),
            (3, 3, '-'),
            (0, 0, 'I')
        ]
    );
    let limit = result.messages.last().unwrap();
    assert_eq!(limit.severity, Severity::Info);
    assert!(limit.to_line("omittag").starts_with("omittag:I: "));
    // The ESIS is cut where the parse stopped: no data after it, no end tags, no C.
    let esis = esis_text(&result);
    assert!(esis.ends_with("(P\n"), "{esis}");
}

#[test]
fn a_non_sgml_character_reaching_the_limit_ends_its_data_run_first() {
    let result = run(&format!("{STRICT}<p>a\u{1}b\u{1}cd<b>e\u{1}f</b>\n"), {
        let mut options = ParserOptions::default();
        options.max_errors = 2;
        options
    });
    // As onsgmls: the character and the data after it, up to the next tag.
    assert!(
        esis_text(&result).ends_with("(P\n-a\\001b\\001cd\n"),
        "{}",
        esis_text(&result)
    );
}

#[test]
fn the_error_limit_lets_the_tag_being_read_finish() {
    let result = run(&format!("{STRICT}<p title=\"&zz; &zz;\">x"), {
        let mut options = ParserOptions::default();
        options.max_errors = 2;
        options
    });
    assert_eq!(
        places(&result),
        vec![(3, 11, 'W'), (3, 11, 'E'), (3, 13, 'E'), (3, 10, '-'), (0, 0, 'I')]
    );
    let esis = esis_text(&result);
    assert!(esis.contains("ATITLE CDATA  \n"), "{esis}");
    assert!(esis.ends_with("(P\n"), "{esis}");
}

#[test]
fn the_error_limit_reached_at_the_end_still_closes_the_elements() {
    let text = "<!-- a -- b -->\n<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n";
    let result = run(text, {
        let mut options = ParserOptions::default();
        options.max_errors = 2;
        options
    });
    assert_eq!(
        places(&result),
        vec![(1, 10, 'E'), (1, 0, '-'), (3, 17, 'E'), (0, 0, 'I')]
    );
    assert!(esis_text(&result).ends_with(")TITLE\n)HEAD\n)HTML\n"));
}

#[test]
fn the_error_limit_reached_in_the_prolog_leaves_no_instance() {
    let result = run("<title>t</title><p>x", {
        let mut options = ParserOptions::default();
        options.max_errors = 2;
        options
    });
    assert_eq!(places(&result), vec![(1, 0, 'E'), (1, 0, 'E'), (0, 0, 'I')]);
    assert!(result.esis.is_empty());
}

#[test]
fn quantity_and_idref_errors_have_their_own_letters() {
    let deep = "<b>".repeat(101);
    let result = run(
        &format!("{STRICT}<p><a href=\"#x\">{deep}</a><label for=nowhere>l</label>"),
        ParserOptions::default(),
    );
    let letters: Vec<char> = result.messages.iter().filter_map(|m| m.letter).collect();
    assert!(letters.contains(&'Q'), "{letters:?}");
    assert_eq!(letters.last(), Some(&'X'));
    assert!(
        result
            .messages
            .iter()
            .all(|m| m.letter != Some('X') || m.severity == Severity::Error)
    );
}

#[test]
fn without_a_doctype_an_html_document_gets_the_catalogs_fallback_dtd() {
    let result = run("<html><title>t</title><p>x</html>", ParserOptions::default());
    assert_eq!(places(&result), vec![(1, 0, 'E'), (1, 0, 'E')]);
    assert!(esis_text(&result).contains("AVERSION CDATA -//W3C//DTD SGML Fallback//EN\n"));
}

#[test]
fn without_a_doctype_or_a_catalog_entry_nothing_is_validated() {
    let result = run("<title>t</title><p>x", ParserOptions::default());
    // No prolog, no DTD; then P after the document element TITLE.
    assert_eq!(places(&result), vec![(1, 0, 'E'), (1, 0, 'E'), (1, 18, 'E')]);
    assert_eq!(esis_text(&result), "(TITLE\n-t\n)TITLE\n(P\n-x\n)P\n");
}

#[test]
fn an_empty_document_ends_in_the_prolog() {
    let result = run("", ParserOptions::default());
    assert_eq!(places(&result), vec![(1, 0, 'E')]);
    assert!(result.esis.is_empty());
}

#[test]
fn message_lines_carry_the_letter_and_notes_none() {
    let message = Message {
        file: "f.html".into(),
        line: 3,
        column: 4,
        severity: Severity::Error,
        letter: Some('Q'),
        text: "too deep".into(),
        kind: omittag::FacadeDiagnostic::InputTooLarge { len: 10, max: 5 }.into(),
        offset: Some(40),
        hint: None,
    };
    assert_eq!(message.to_line("omittag"), "omittag:f.html:3:4:Q: too deep");
    let note = Message {
        letter: None,
        severity: Severity::Info,
        ..message
    };
    assert_eq!(note.to_line("omittag"), "omittag:f.html:3:4: too deep");
}

/// Pieces of broken markup around the prolog, references, declarations and the error
/// limit, put together two by two after three kinds of start: no input may panic or
/// loop, and the ESIS is always UTF-8.
#[test]
fn broken_pieces_never_panic() {
    const PIECES: &[&str] = &[
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [",
        "<!ENTITY e \"&e;&#150;<b>\">",
        "]>",
        "<!DOCTYPE html>",
        "<!DOCTYPE",
        "<!-- a -- b",
        "-->",
        "<![ IGNORE [",
        "<![ CDATA [",
        "]]>",
        "<!>",
        "<?pi",
        "&e;",
        "&zz",
        "&#x1F600;",
        "&#99999999999;",
        "&#",
        "\u{1}\u{96}\u{1F600}",
        "<p title=\"&zz;&#150;",
        "<title>t</title>",
        "</html>",
        "<html>",
    ];
    let starts = [
        "",
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n",
        "<!SGML \"ISO 8879:1986\" >",
    ];
    for (s, start) in starts.iter().enumerate() {
        for (i, a) in PIECES.iter().enumerate() {
            for (j, b) in PIECES.iter().enumerate() {
                // A third of the pairs for each start, so every pair is met once.
                if (i + j) % starts.len() != s {
                    continue;
                }
                let text = format!("{start}{a}\n{b}x");
                for max_errors in [0, 1] {
                    let result = run(&text, {
                        let mut options = ParserOptions::default();
                        options.max_errors = max_errors;
                        options
                    });
                    assert!(String::from_utf8(result.esis).is_ok(), "{text:?}");
                }
            }
        }
    }
}

#[test]
fn an_external_entity_that_is_no_regular_file_is_not_read() {
    let text = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [ <!ENTITY z SYSTEM \"/dev/zero\"> ]>\n\
                <title>t</title>\n<p>&z;x";
    let mut options = Options::onsgmls();
    options.read_files = true;
    options.file_access = sgml_dtd::catalog::FileAccess::All;
    options.encoding = Default::default();
    options.encoding.override_label = Some("utf-8".into());
    let result = esis(text.as_bytes(), "t.html", None, &options);
    assert_eq!(places(&result), vec![(3, 3, 'E')]);
    assert!(esis_text(&result).contains("-x\n"));
}

#[test]
fn processing_instructions_of_the_internal_subset_come_in_their_place() {
    let text = "<?before>\n<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [ <?inside> ]>\n<?after>\n\
                <title>t</title><p>x";
    let result = run(text, ParserOptions::default());
    assert!(result.messages.is_empty());
    assert!(esis_text(&result).starts_with("?before\n?inside\n?after\n"));
}

#[test]
fn duplicate_entity_declarations_are_warned_of_on_request() {
    let text = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [\n<!ENTITY x \"1\">\n<!ENTITY x \"2\">\n]>\n\
                <title>t</title>\n<p>&x;";
    assert!(run(text, ParserOptions::default()).messages.is_empty());
    let warned = run(text, {
        let mut options = ParserOptions::default();
        options.warn_duplicate_entities = true;
        options
    });
    assert_eq!(places(&warned), vec![(3, 14, 'W')]);
}

#[test]
fn what_is_found_inside_an_external_entity_is_located_in_its_file() {
    let dir = std::env::temp_dir().join(format!("omittag-document-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("e.ent"), "external <zz>text</zz>\n&qq;\n").unwrap();
    let document = dir.join("x.html");
    let text = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 3.2 Final//EN\" [\n<!ENTITY ext SYSTEM \"e.ent\">\n]>\n\
                <TITLE>t</TITLE><P>a &ext; b\n";
    let mut options = Options::onsgmls();
    options.read_files = true;
    options.file_access = sgml_dtd::catalog::FileAccess::All;
    options.encoding = Default::default();
    options.encoding.override_label = Some("utf-8".into());
    let result = esis(text.as_bytes(), "x.html", Some(&document), &options);
    std::fs::remove_dir_all(&dir).unwrap();
    // As onsgmls: in e.ent, at the line and column there.
    let located: Vec<(&str, u32, u32, char)> = result
        .messages
        .iter()
        .map(|m| (m.file.as_str(), m.line, m.column, m.letter.unwrap_or('-')))
        .collect();
    assert_eq!(
        located,
        vec![
            ("e.ent", 1, 12, 'E'),
            ("e.ent", 2, 1, 'W'),
            ("e.ent", 2, 1, 'E'),
            ("e.ent", 2, 3, 'E'),
            ("e.ent", 2, 0, '-'),
        ]
    );
    assert!(esis_text(&result).contains("-a external \n(ZZ\n-text\n)ZZ\n"));
}

/// A declaration that changes general delimiters (DELIM GENERAL, 13.4.5) the lexer does
/// not know is said at its DELIM parameter, one message a delimiter, rather than the
/// document read with the reference delimiters without a word.
#[test]
fn general_delimiters_the_lexer_does_not_know_are_reported() {
    let declaration = "<!SGML \"ISO 8879:1986\"\n\
        CHARSET BASESET \"ISO 646IRV:1991//CHARSET International Reference Version (IRV)//ESC 2/8 4/2\"\n\
        DESCSET 0 9 UNUSED 9 2 9 11 2 UNUSED 13 1 13 14 18 UNUSED 32 95 32 127 1 UNUSED\n\
        CAPACITY SGMLREF TOTALCAP 35000 SCOPE DOCUMENT\n\
        SYNTAX SHUNCHAR CONTROLS 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 127\n\
        BASESET \"ISO 646IRV:1991//CHARSET International Reference Version (IRV)//ESC 2/8 4/2\" DESCSET 0 128 0\n\
        FUNCTION RE 13 RS 10 SPACE 32 TAB SEPCHAR 9\n\
        NAMING LCNMSTRT \"\" UCNMSTRT \"\" LCNMCHAR \"-.\" UCNMCHAR \"-.\" NAMECASE GENERAL YES ENTITY NO\n\
        DELIM GENERAL SGMLREF STAGO \"[\" SHORTREF SGMLREF\n\
        NAMES SGMLREF QUANTITY SGMLREF\n\
        FEATURES MINIMIZE DATATAG NO OMITTAG YES RANK NO SHORTTAG YES\n\
        LINK SIMPLE NO IMPLICIT NO EXPLICIT NO OTHER CONCUR NO SUBDOC NO FORMAL NO\n\
        APPINFO NONE>\n";
    let text = format!("{declaration}<!DOCTYPE doc [<!ELEMENT doc - - (#PCDATA)>]>\n<doc>text</doc>\n");
    let mut options = Options::onsgmls();
    options.encoding = Default::default();
    options.encoding.override_label = Some("utf-8".into());
    let result = esis(text.as_bytes(), "delim.sgml", None, &options);
    let unsupported: Vec<(u32, u32)> = result
        .messages
        .iter()
        .filter(|m| m.code() == "unsupported-delimiter")
        .map(|m| (m.line, m.column))
        .collect();
    assert_eq!(unsupported, [(9, 0)], "{:?}", result.messages);
    assert!(result.messages.iter().any(|m| m.text.contains("STAGO")));
}
