//! Snapshots of the human rendering of invalid documents, with the messages omittag finds
//! in them, and checks of the rendering's pieces.

use std::sync::OnceLock;

use omittag::dtd::catalog::{CatalogSet, decode_text};
use omittag::dtd::dtd::Dtd;
use omittag::dtd::parse::DtdLoader;
use omittag::parser::ParserDiagnosticKind;
use omittag::{Message, Options, Validator};

use super::*;
use omittag::excerpt::LINE_WIDTH;

const TRANSITIONAL: &str =
    r#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">"#;
const STRICT: &str = r#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">"#;

/// The messages omittag gives for `text`, read as the UTF-8 document `name` (so that the
/// messages' offsets are offsets into `text`).
fn messages(name: &str, text: &str) -> Vec<Message> {
    let mut options = Options::onsgmls();
    options.encoding.override_label = Some("UTF-8".to_owned());
    omittag::validate(omittag::Document::new(text.as_bytes()).named(name), &options).messages
}

fn facts(doctype: Option<&str>) -> DocumentFacts {
    DocumentFacts {
        doctype: doctype.map(str::to_owned),
        encoding: Some("UTF-8".to_owned()),
        encoding_source: Some("no encoding declared".to_owned()),
        tentative: false,
    }
}

/// The bundled DTD of the public identifier `public_id`.
fn dtd(public_id: &str) -> Dtd {
    let storage = omittag::bundled::storage();
    let mut catalogs = CatalogSet::new();
    omittag::bundled::add_bundled_catalog(&mut catalogs);
    let declaration = storage.get("sgml-decl/w3c-validator.dcl").expect("bundled");
    let declaration = omittag::decl::parse(&decode_text(declaration)).declaration;
    let loader = DtdLoader::new(&declaration, &catalogs, storage);
    loader
        .load_doctype(&format!("<!DOCTYPE HTML PUBLIC \"{public_id}\">"), 0, "", None)
        .dtd
}

fn transitional_dtd() -> &'static Dtd {
    static DTD: OnceLock<Dtd> = OnceLock::new();
    DTD.get_or_init(|| dtd("-//W3C//DTD HTML 4.01 Transitional//EN"))
}

fn strict_dtd() -> &'static Dtd {
    static DTD: OnceLock<Dtd> = OnceLock::new();
    DTD.get_or_init(|| dtd("-//W3C//DTD HTML 4.01//EN"))
}

/// Give the message with `code` and `text` the hint omittag::suggest makes for `kind`, as
/// the validator's pipeline does (and when the pipeline gave it one, check that it is that).
fn add_hint(messages: &mut [Message], code: &str, text: &str, kind: ParserDiagnosticKind, dtd: &Dtd) {
    let message = messages
        .iter_mut()
        .find(|m| m.code() == code && m.text == text)
        .unwrap_or_else(|| panic!("no message {code}: {text}"));
    let hint = omittag::suggest::hint(&kind, dtd);
    assert!(hint.is_some(), "no hint for {kind:?}");
    if message.hint.is_some() {
        assert_eq!(message.hint, hint, "the pipeline's hint");
    }
    message.hint = hint;
}

#[test]
fn misspelt_element_and_attributes_with_hints() {
    let text = format!(
        "{TRANSITIONAL}\n<title>Prices</title>\n<tabel border=1>\n<tr><td clas=\"price\">10 &euro;</td></tr>\n</tabel>\n\
         <p>Contact: <a href=\"mailto:x@example.org\" titel=\"mail\">us</a>\n"
    );
    let mut found = messages("prices.html", &text);
    let dtd = transitional_dtd();
    let undefined = |attribute: &str, element: &str| ParserDiagnosticKind::UndefinedAttribute {
        attribute: attribute.into(),
        element: element.into(),
    };
    add_hint(
        &mut found,
        "element-undefined",
        "the DTD declares no element type TABEL",
        ParserDiagnosticKind::ElementUndefined { name: "TABEL".into() },
        dtd,
    );
    add_hint(
        &mut found,
        "undefined-attribute",
        "element TD has no attribute CLAS",
        undefined("CLAS", "TD"),
        dtd,
    );
    add_hint(
        &mut found,
        "undefined-attribute",
        "element A has no attribute TITEL",
        undefined("TITEL", "A"),
        dtd,
    );
    let shown = to_string("prices.html", &text, &found, &facts(Some("HTML 4.01 Transitional")));
    insta::assert_snapshot!(shown);
}

#[test]
fn missing_required_attribute_and_elements_not_allowed() {
    let text = format!(
        "{STRICT}\n<title>Gallery</title>\n<p><img src=\"a.png\"> <img src=\"b.png\" alt=\"\">\n\
         <table><tr><td>x</td></tr><p>y</table>\n<p><a href=\"#a\">a<a href=\"#b\">b</a></a>\n\
         <div><li>Not in a list</li></div>\n<p><span><div>A block in a span</div></span>\n"
    );
    let mut found = messages("gallery.html", &text);
    // The open elements as the parser reports them with the findings.
    let not_allowed = |name: &str, open: &[&str], excluded: bool| ParserDiagnosticKind::ElementNotAllowed {
        name: name.into(),
        open: open.iter().map(|&n| n.into()).collect(),
        excluded,
    };
    let dtd = strict_dtd();
    let p = not_allowed("P", &["TBODY", "TABLE", "BODY", "HTML"], false);
    add_hint(
        &mut found,
        "element-not-allowed",
        "element P is not allowed here",
        p,
        dtd,
    );
    let a = not_allowed("A", &["A", "P", "BODY", "HTML"], true);
    add_hint(
        &mut found,
        "element-not-allowed",
        "element A is not allowed here",
        a,
        dtd,
    );
    let div = ParserDiagnosticKind::MissingElementOneOf {
        name: "DIV".into(),
        candidates: vec!["OBJECT".into(), "MAP".into(), "BUTTON".into()],
        open: vec!["SPAN".into(), "P".into(), "BODY".into(), "HTML".into()],
    };
    let text_of_div = "element DIV is not allowed here; it could be inside OBJECT, MAP, BUTTON";
    add_hint(&mut found, "missing-element-one-of", text_of_div, div, dtd);
    let shown = to_string("gallery.html", &text, &found, &facts(Some("HTML 4.01 Strict")));
    insta::assert_snapshot!(shown);
}

#[test]
fn unclosed_and_overlapping_elements_show_where_they_started() {
    let text =
        format!("{STRICT}\n<title>Overlap</title>\n<p>Bold <b>and <i>italic</b></i> text.\n<div>\n<p>Never closed\n");
    let found = messages("overlap.html", &text);
    let shown = to_string("overlap.html", &text, &found, &facts(Some("HTML 4.01 Strict")));
    insta::assert_snapshot!(shown);
}

#[test]
fn bad_references_explained_once_per_class() {
    let text = format!(
        "{STRICT}\n<title>References</title>\n<p>Price &#xZZ; and &NBSP; and &hellp; here, \
         <a href=\"x?a=1&b=2\">link</a> and <a href=\"x?a=1&c=3\">another</a>\n"
    );
    let mut found = messages("references.html", &text);
    let entity = |name: &str| ParserDiagnosticKind::EntityUndefined { name: name.into() };
    add_hint(
        &mut found,
        "entity-undefined",
        "entity NBSP is not declared",
        entity("NBSP"),
        strict_dtd(),
    );
    add_hint(
        &mut found,
        "entity-undefined",
        "entity hellp is not declared",
        entity("hellp"),
        strict_dtd(),
    );
    let shown = to_string("references.html", &text, &found, &facts(Some("HTML 4.01 Strict")));
    insta::assert_snapshot!(shown);
    assert_eq!(
        shown.matches("reference to an undeclared entity:").count(),
        1,
        "one explanation for the class"
    );
    assert_eq!(shown.matches("error[entity-undefined]").count(), 4);
}

#[test]
fn no_doctype() {
    let text = "<html>\n<title>No doctype</title>\n<body>\n<div>Hello\n</body>\n";
    let found = messages("nodoctype.html", text);
    let shown = to_string("nodoctype.html", text, &found, &facts(None));
    insta::assert_snapshot!(shown);
}

#[test]
fn a_valid_document_is_one_verdict_line() {
    let text = format!("{STRICT}\n<title>Fine</title>\n<p>Fine.\n");
    let found = messages("fine.html", &text);
    assert!(found.is_empty(), "{found:?}");
    let mut facts = facts(Some("HTML 4.01 Strict"));
    facts.encoding_source = Some("from META \"utf-8\"".to_owned());
    assert_eq!(
        to_string("fine.html", &text, &found, &facts),
        "fine.html: valid HTML 4.01 Strict · read as UTF-8 (from META \"utf-8\")\n"
    );
}

#[test]
fn facts_from_a_report_name_the_doctype_and_where_the_encoding_came_from() {
    let page = format!(
        "{STRICT}\n<title>Fine</title>\n\
         <meta http-equiv=\"Content-Type\" content=\"text/html; charset=iso-8859-1\">\n<p>Fine.\n"
    );
    let validator = Validator::new(Options::default());
    let report = validator.validate(omittag::Document::new(page.as_bytes()).named("fine.html"));
    let facts = DocumentFacts::from_report(&report);
    assert_eq!(facts.doctype.as_deref(), Some("HTML 4.01 Strict"));
    assert_eq!(facts.encoding.as_deref(), Some("ISO-8859-1"));
    assert_eq!(facts.encoding_source.as_deref(), Some("from META"));
    assert_eq!(
        to_string("fine.html", &page, &report.messages, &facts),
        "fine.html: valid HTML 4.01 Strict · read as ISO-8859-1 (from META)\n"
    );
    // No DOCTYPE: checked as HTML 4.01 Transitional, and the verdict says so.
    let bare = "<title>Bare</title>\n<p>Text\n";
    let report = validator.validate(omittag::Document::new(bare.as_bytes()).named("bare.html"));
    let facts = DocumentFacts::from_report(&report);
    assert_eq!(
        facts.doctype.as_deref(),
        Some("HTML 4.01 Transitional (assumed: the document has no DOCTYPE)")
    );
    let verdict = to_string("bare.html", bare, &report.messages, &facts);
    assert!(
        verdict.ends_with(
            "not valid HTML 4.01 Transitional (assumed: the document has no DOCTYPE) · read as UTF-8 \
             (no encoding declared)\n"
        ),
        "{verdict}"
    );
}

#[test]
fn long_lines_are_cut_around_the_place_and_controls_replaced() {
    let filler = "<span>word</span> ".repeat(40);
    let text = format!("{STRICT}\n<title>Minified</title>\n<p>{filler}<tabel>\u{7}{filler}\n");
    let found = messages("minified.html", &text);
    let shown = to_string("minified.html", &text, &found, &facts(Some("HTML 4.01 Strict")));
    insta::assert_snapshot!(shown);
    for line in shown.lines() {
        assert!(line.chars().count() < 140, "{line}");
    }
}

#[test]
fn columns_and_lines_follow_the_document_with_cr_lf_and_wide_characters() {
    let text = format!("{STRICT}\r\n<title>Été</title>\r\n<p>Ça coûte 10 € <tabel>\r\n");
    let found = messages("crlf.html", &text);
    let undefined = found.iter().find(|m| m.code() == "element-undefined").expect("TABEL");
    let shown = to_string("crlf.html", &text, std::slice::from_ref(undefined), &facts(None));
    // onsgmls counts columns from 0 in characters; the rendering from 1.
    let at = format!("--> crlf.html:{}:{}", undefined.line, undefined.column + 1);
    assert!(shown.contains(&at), "{shown}");
    assert!(shown.contains("3 | <p>Ça coûte 10 € <tabel>\n"), "{shown}");
    assert!(shown.contains("|                  ------^\n"), "{shown}");
}

#[test]
fn messages_about_other_files_have_no_source_line() {
    let message = Message {
        file: "dtd/HTMLlat1.ent".to_owned(),
        line: 12,
        column: 3,
        severity: Severity::Warning,
        letter: Some('W'),
        text: "entity \"nbsp\" is declared again; the first declaration stands".to_owned(),
        kind: omittag::message::MessageKind::Dtd(omittag::dtd::parse::DtdDiagnosticKind::DuplicateEntity {
            name: "nbsp".into(),
            parameter: false,
        }),
        offset: Some(200),
        hint: None,
    };
    let shown = to_string("page.html", "<p>x\n", &[message], &facts(Some("HTML 4.01 Strict")));
    insta::assert_snapshot!(shown);
}

#[test]
fn wrap_keeps_words_whole() {
    assert_eq!(wrap("a bb ccc dddd", 6), "a bb\nccc\ndddd");
    assert_eq!(wrap("averyverylongword x", 4), "averyverylongword\nx");
    assert_eq!(wrap("", 4), "");
}

#[test]
fn colors_only_on_a_terminal() {
    assert_eq!(color_choice(false), ColorChoice::Never);
    // The test environment may set NO_COLOR; either way it is honoured.
    let expected = match std::env::var_os("NO_COLOR") {
        Some(v) if !v.is_empty() => ColorChoice::Never,
        _ => ColorChoice::Auto,
    };
    assert_eq!(color_choice(true), expected);
}

#[test]
fn colors_are_written_only_to_a_color_writer() {
    let text = format!("{STRICT}\n<title>Color</title>\n<tabel>\n");
    let found = messages("color.html", &text);
    let mut colored = codespan_reporting::term::termcolor::Ansi::new(Vec::new());
    render(
        &mut colored,
        "color.html",
        &text,
        &found,
        &facts(Some("HTML 4.01 Strict")),
        &mut Explained::default(),
    )
    .unwrap();
    let colored = String::from_utf8(colored.into_inner()).unwrap();
    assert!(colored.contains("\u{1b}["), "{colored}");
    let plain = to_string("color.html", &text, &found, &facts(Some("HTML 4.01 Strict")));
    assert!(!plain.contains('\u{1b}'));
    // The same text once the escapes are taken out.
    let mut stripped = String::new();
    let mut rest = colored.as_str();
    while let Some(i) = rest.find('\u{1b}') {
        stripped.push_str(&rest[..i]);
        rest = &rest[i..];
        rest = &rest[rest.find('m').map_or(rest.len(), |m| m + 1)..];
    }
    stripped.push_str(rest);
    assert_eq!(stripped, plain);
}

/// A small deterministic generator (a linear congruential one), so that the property test
/// below needs no dependency and always runs the same cases.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, below: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % below.max(1)
    }
}

#[test]
fn any_text_and_any_messages_render_without_panicking() {
    const PIECES: &[&str] = &[
        "a",
        "word ",
        "<",
        ">",
        "<tabel>",
        "\n",
        "\r",
        "\r\n",
        "é",
        "€",
        "\u{1F600}",
        "\t",
        "\u{7}",
        " ",
        "&",
    ];
    use omittag::message::MessageKind;
    use omittag::parser::ParserDiagnosticKind;
    // Kinds with and without an explanation.
    let kinds: [MessageKind; 3] = [
        ParserDiagnosticKind::ElementUndefined { name: "X".into() }.into(),
        ParserDiagnosticKind::StartTagWasHere.into(),
        omittag::FacadeDiagnostic::NotText { offset: 0 }.into(),
    ];
    let mut random = Lcg(8879);
    for case in 0..1500 {
        let mut text = String::new();
        for _ in 0..random.next(60) {
            let piece = PIECES[random.next(PIECES.len())];
            // Now and then a very long line.
            let times = if random.next(20) == 0 { 200 } else { 1 };
            text.push_str(&piece.repeat(times));
        }
        let messages: Vec<Message> = (0..random.next(6))
            .map(|_| Message {
                file: if random.next(5) == 0 { "other.ent" } else { "doc.html" }.to_owned(),
                line: random.next(12) as u32,
                column: random.next(400) as u32,
                severity: [Severity::Error, Severity::Warning, Severity::Info][random.next(3)],
                letter: [Some('E'), Some('W'), None][random.next(3)],
                text: format!("message {case}"),
                kind: kinds[random.next(kinds.len())].clone(),
                offset: (random.next(6) != 0).then(|| random.next(text.len() + 4) as u32),
                hint: (random.next(3) == 0).then(|| "a hint".to_owned()),
            })
            .collect();
        let shown = to_string("doc.html", &text, &messages, &facts(None));
        assert!(shown.ends_with('\n'), "case {case}");
        if !messages.is_empty() {
            assert!(shown.contains(&format!("message {case}")), "case {case}: {shown}");
        }
        for line in shown.lines().filter(|l| {
            l.trim_start()
                .split(' ')
                .next()
                .is_some_and(|w| w.parse::<u32>().is_ok())
        }) {
            // A window is at most LINE_WIDTH characters; two merged, twice that.
            assert!(line.chars().count() < 2 * LINE_WIDTH + 16, "case {case}: {line}");
        }
    }
}
