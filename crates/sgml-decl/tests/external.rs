//! A public concrete syntax read from an external entity through a resolver (a catalog),
//! with the looser forms OpenSP allows there.

use sgml_decl::{CharClass, DeclDiagnostic, ParseOptions, parse, parse_with};

const DECLARATION: &str = r#"<!SGML "ISO 8879:1986"
CHARSET BASESET "ISO Registration Number 176//CHARSET ISO/IEC 10646-1:1993 UCS-2 with implementation level 3//ESC 2/5 2/15 4/5"
  DESCSET 0 9 UNUSED 9 2 9 11 2 UNUSED 13 1 13 14 18 UNUSED 32 95 32 127 33 UNUSED 160 65376 160
CAPACITY PUBLIC "ISO 8879:1986//CAPACITY Reference//EN"
SCOPE DOCUMENT
SYNTAX PUBLIC "-//Example//SYNTAX Extended//EN"
FEATURES MINIMIZE DATATAG NO OMITTAG YES RANK NO SHORTTAG YES
  LINK SIMPLE NO IMPLICIT NO EXPLICIT NO OTHER CONCUR NO SUBDOC NO FORMAL YES
APPINFO NONE>"#;

const SYNTAX: &str = r#"SHUNCHAR CONTROLS
BASESET "ISO Registration Number 176//CHARSET ISO/IEC 10646-1:1993 UCS-2 with implementation level 3//ESC 2/5 2/15 4/5"
DESCSET 0 65536 0
FUNCTION RE 13 RS 10 SPACE 32 TAB SEPCHAR 9
"NO-BREAK-SPACE" SEPCHAR 160
NAMING LCNMSTRT 224-246 248-254 UCNMSTRT 192-214 216-222
NAMESTRT 913-929
LCNMCHAR 45 46 UCNMCHAR 45 46
NAMECASE GENERAL YES ENTITY NO
DELIM GENERAL SGMLREF SHORTREF SGMLREF 8192-8202 215
NAMES SGMLREF
QUANTITY SGMLREF LITLEN 2048 -- an external syntax ends here --
"#;

const SYNTAX_ID: &str = "-//Example//SYNTAX Extended//EN";

fn resolve(id: &str) -> Option<Result<String, String>> {
    (id == SYNTAX_ID).then(|| Ok(SYNTAX.to_string()))
}

#[test]
fn a_resolved_public_syntax_is_read() {
    let parsed = parse_with(DECLARATION, ParseOptions::resolving(&resolve));
    assert!(parsed.diagnostics.is_empty(), "{:?}", parsed.diagnostics);
    let d = &parsed.declaration;
    let c = &d.char_classes;
    assert!(c.class('\u{A0}').contains(CharClass::SEPCHAR));
    assert!(c.is_name_start('é') && c.is_name_start('É') && c.is_name_start('Α'));
    assert_eq!(c.to_upper('é'), 'É');
    assert_eq!(d.fold_general("café"), "CAFÉ");
    assert_eq!(d.quantities().litlen, 2048);
    assert_eq!(d.delimiters().shortref.len(), 32 + 11 + 1);
    assert!(d.delimiters().shortref.iter().any(|s| s == "\u{2000}"));
    assert_eq!(d.syntax.functions.added[1].name, "NO-BREAK-SPACE");
    assert_eq!(
        d.syntax.public.as_ref().map(|p| p.public_id.as_str()),
        Some("-//Example//SYNTAX Extended//EN")
    );
    // Written back, it names the public syntax again, and reads back the same.
    let again = parse_with(&d.to_string(), ParseOptions::resolving(&resolve));
    assert_eq!(&again.declaration, d);
}

#[test]
fn without_a_resolver_the_syntax_is_unknown() {
    let parsed = parse(DECLARATION);
    let kinds: Vec<&DeclDiagnostic> = parsed.diagnostics.iter().map(|d| &d.kind).collect();
    // The reference syntax shuns 255, which this UCS-2 character set describes: OpenSP
    // reports that too.
    assert!(
        matches!(
            kinds.as_slice(),
            [DeclDiagnostic::UnknownPublicSyntax(_), DeclDiagnostic::ShunnedNotUnused(set)] if set == "255"
        ),
        "{kinds:?}"
    );
    assert_eq!(
        parsed.declaration.delimiters().shortref.len(),
        32,
        "the reference syntax"
    );
}

#[test]
fn faults_inside_the_external_syntax_name_their_place() {
    let broken = |id: &str| {
        (id == SYNTAX_ID).then(|| {
            Ok(SYNTAX.replace(
                "\"NO-BREAK-SPACE\" SEPCHAR 160",
                "\"NO-BREAK-SPACE\" SEPCHAR 160 \"NO-BREAK-SPACE\" SEPCHAR 8239",
            ))
        })
    };
    let parsed = parse_with(DECLARATION, ParseOptions::resolving(&broken));
    assert_eq!(parsed.diagnostics.len(), 1);
    let d = &parsed.diagnostics[0];
    assert_eq!(
        d.to_string(),
        "in the file of public identifier \"-//Example//SYNTAX Extended//EN\", at 5:58: function name \"NO-BREAK-SPACE\" is \
         declared more than once"
    );
    assert_eq!(d.span.slice(DECLARATION), "\"-//Example//SYNTAX Extended//EN\"");
}

#[test]
fn a_syntax_that_cannot_be_read_makes_the_declaration_unusable() {
    let unreadable = |id: &str| (id == SYNTAX_ID).then(|| Err("files/x.syn: not found".to_string()));
    let parsed = parse_with(DECLARATION, ParseOptions::resolving(&unreadable));
    let (kept, usable) = parsed.until_unusable();
    assert!(!usable);
    assert!(
        matches!(&kept[0].kind, DeclDiagnostic::PublicSyntaxUnreadable { reason, .. } if reason.contains("not found")),
        "{kept:?}"
    );
    // Reported after the parameter that follows the public identifier, as onsgmls does.
    assert_eq!(kept[0].span.slice(DECLARATION), "FEATURES");
}

#[test]
fn a_grammar_fault_in_the_syntax_stops_the_reading_there() {
    let broken = |id: &str| (id == SYNTAX_ID).then(|| Ok(SYNTAX.replace("NAMES SGMLREF", "NAMES SGMLREF ELEMENTS")));
    let parsed = parse_with(DECLARATION, ParseOptions::resolving(&broken));
    let (kept, usable) = parsed.until_unusable();
    assert!(!usable);
    let [fault, unusable] = kept.as_slice() else {
        panic!("{kept:?}")
    };
    let place = |d: &DeclDiagnostic| match d {
        DeclDiagnostic::InExternalSyntax { line, column, kind, .. } => (*line, *column, kind.is_fatal()),
        other => panic!("{other:?}"),
    };
    assert_eq!(place(&fault.kind), (11, 14, true));
    assert_eq!(place(&unusable.kind), (11, 14, true));
}

#[test]
fn the_looser_forms_are_refused_in_the_declaration_itself() {
    // The same syntax written in the declaration: a literal function name is a
    // parameter of the wrong kind there, as onsgmls finds it.
    let inline = DECLARATION.replace(
        "SYNTAX PUBLIC \"-//Example//SYNTAX Extended//EN\"",
        &format!("SYNTAX {}", SYNTAX.replace("-- an external syntax ends here --", "")),
    );
    let parsed = parse(&inline);
    let (kept, usable) = parsed.until_unusable();
    assert!(!usable);
    assert_eq!(kept[0].span.slice(&inline), "\"NO-BREAK-SPACE\"");
}

#[test]
fn any_text_of_a_syntax_or_capacity_file_is_read_without_panic() {
    let capacity_declaration = DECLARATION.replace(
        "CAPACITY PUBLIC \"ISO 8879:1986//CAPACITY Reference//EN\"",
        "CAPACITY PUBLIC \"-//Example//CAPACITY Large//EN\"",
    );
    let texts = [
        String::new(),
        ">".to_string(),
        "-- unterminated".to_string(),
        "\"unterminated".to_string(),
        DECLARATION.to_string(),
        SYNTAX.replace("QUANTITY", ""),
        SYNTAX[..SYNTAX.len() / 2].to_string(),
        "TOTALCAP 1 GRPCAP 99999999 ATTCAP".to_string(),
        "\u{0}\u{FFFF}\u{10FFFF}".to_string(),
    ];
    for text in &texts {
        let resolve = |_: &str| Some(Ok(text.clone()));
        for declaration in [DECLARATION, capacity_declaration.as_str()] {
            let parsed = parse_with(declaration, ParseOptions::resolving(&resolve));
            let _ = parsed.until_unusable();
            for d in &parsed.diagnostics {
                assert!(d.span.end as usize <= declaration.len(), "{d:?}");
                let _ = d.to_string();
            }
        }
    }
}

#[test]
fn a_base_set_is_read_from_the_file_a_catalog_names() {
    // Document characters 128-191 are Cyrillic letters by the base set's own file.
    let declaration = DECLARATION
        .replace(
            "BASESET \"ISO Registration Number 176//CHARSET ISO/IEC 10646-1:1993 UCS-2 with implementation level 3//ESC 2/5 2/15 4/5\"",
            "BASESET \"-//Example//CHARSET Latin and Cyrillic//EN\"",
        )
        .replace("127 33 UNUSED 160 65376 160", "127 1 UNUSED 128 64 128");
    let resolve = |id: &str| match id {
        "-//Example//CHARSET Latin and Cyrillic//EN" => Some(Ok("0 128 0 128 64 1040".to_string())),
        SYNTAX_ID => Some(Ok(SYNTAX.to_string())),
        _ => None,
    };
    let parsed = parse_with(&declaration, ParseOptions::resolving(&resolve));
    let charset = &parsed.declaration.document_charset;
    assert_eq!(charset.to_unicode(65), Some(65));
    assert_eq!(charset.to_unicode(128), Some(1040));
    assert_eq!(charset.from_unicode(0x448), Some(128 + 0x448 - 1040));
    assert!(!parsed.diagnostics.iter().any(|d| d.kind.code() == "unknown-base-set"));
}
