//! Properties over generated input: any bytes give a tree and a report without a panic,
//! every message about the document lies inside its text at the line and column its
//! offset names, and ESIS escapes round-trip (text -> ESIS data line -> text).

use omittag::{Options, Validator};
use proptest::prelude::*;
use sgml_parser::esis::{EsisOptions, EsisWriter};

const HEAD: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">";

/// Pieces of HTML and SGML markup, so that generated documents reach deep into the
/// parser: tags, references, declarations, marked sections, comments, odd delimiters.
fn markup() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "<p>",
        "</p>",
        "<table>",
        "<tr>",
        "<td>",
        "</table>",
        "<ul>",
        "<li>",
        "<br>",
        "<b>",
        "</b>",
        "<div>",
        "</div>",
        "<a href=x>",
        "</a>",
        "<p/x/",
        "<>",
        "</>",
        "&amp;",
        "&nbsp;",
        "&#233;",
        "&#x263A;",
        "&#0;",
        "&undefined;",
        "&",
        "<!-- c -->",
        "<!--",
        "-->",
        "<![CDATA[",
        "<![ INCLUDE [",
        "]]>",
        "<!ENTITY",
        "<?pi>",
        "<!DOCTYPE",
        "\"",
        "'",
        "=",
        ">",
        "<",
        "/",
        "\r\n",
        "\n",
        "\r",
        "\t",
        " ",
        "x",
        "caf\u{e9}",
        "\u{1F600}",
        "\u{80}",
        "\u{0}",
        "[",
        "%x;",
        "<title>t</title>",
        "<select><option>",
    ]);
    prop::collection::vec(pieces, 0..80).prop_map(|p| p.concat())
}

/// A document: raw bytes, markup after an HTML 4.01 DOCTYPE, or markup alone.
fn document() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..2000),
        markup().prop_map(|m| format!("{HEAD}{m}").into_bytes()),
        markup().prop_map(String::into_bytes),
    ]
}

/// Read an ESIS data line's text back: `\\` is a backslash, `\n` a record end (`'\r'`),
/// `\nnn` the byte with that octal number.
fn unescape(line: &str) -> Vec<u8> {
    let bytes = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'\\' {
            out.push(bytes[i]);
            i += 1;
            continue;
        }
        match bytes.get(i + 1) {
            Some(b'\\') => {
                out.push(b'\\');
                i += 2;
            }
            Some(b'n') => {
                out.push(b'\r');
                i += 2;
            }
            Some(d) if d.is_ascii_digit() => {
                let digits = &line[i + 1..i + 4];
                out.push(u8::from_str_radix(digits, 8).expect("three octal digits"));
                i += 4;
            }
            other => panic!("unknown escape {other:?} in {line:?}"),
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn any_bytes_give_a_tree_and_messages_inside_the_text(bytes in document()) {
        let validator = Validator::without_cache(Options::default());
        let parsed = validator.parse(omittag::Document::new(&bytes).named("doc.html"));
        let text = parsed.tree.input();
        for message in &parsed.report.messages {
            prop_assert!(!message.text.is_empty());
            if message.file != "doc.html" {
                continue;
            }
            let Some(offset) = message.offset else { continue };
            prop_assert!(offset as usize <= text.len(), "{message:?} past {}", text.len());
            let at = parsed.tree.line_col(offset);
            prop_assert_eq!((at.line, at.column), (message.line, message.column), "{:?}", message);
        }
        // Every node's span lies inside the text too.
        for node in parsed.tree.descendants() {
            let span = node.span();
            prop_assert!(span.start <= span.end && span.end as usize <= text.len(), "{node:?}");
        }
        // The ESIS of the same bytes.
        let mut out = Vec::new();
        let report = validator.esis(omittag::Document::new(&bytes).named("doc.html"), &mut out).expect("writing to a Vec");
        prop_assert_eq!(report.messages.len(), parsed.report.messages.len());
    }

    #[test]
    fn esis_data_escapes_round_trip(text in "\\PC*|[\\x00-\\x1f\\\\a-z\\u{e9}]*") {
        let mut writer = EsisWriter::new(Vec::new(), EsisOptions::default());
        writer.data(&text).expect("writing to a Vec");
        let out = String::from_utf8(writer.finish(false).expect("writing to a Vec")).expect("UTF-8");
        if text.is_empty() {
            prop_assert_eq!(out, "");
        } else {
            let line = out.strip_prefix('-').and_then(|l| l.strip_suffix('\n')).expect("one data line");
            prop_assert!(!line.contains('\n'));
            prop_assert!(!line.bytes().any(|b| b < 0x20));
            prop_assert_eq!(unescape(line), text.as_bytes());
        }
    }

    #[test]
    fn data_in_a_document_round_trips_through_esis(text in "[ -\\[\\^-~\\t\\u{e9}\\u{20ac}\\\\]{1,200}") {
        // A CDATA marked section keeps the text as it is, markup characters included.
        let document = format!("<!DOCTYPE html><p><![CDATA[{text}]]></p>");
        let validator = Validator::without_cache(Options::default());
        let mut out = Vec::new();
        validator.esis(omittag::Document::new(document.as_bytes()).named("doc.html"), &mut out).expect("writing to a Vec");
        let esis = String::from_utf8(out).expect("UTF-8");
        let data: Vec<u8> = esis
            .lines()
            .filter_map(|l| l.strip_prefix('-'))
            .flat_map(unescape)
            .collect();
        prop_assert_eq!(String::from_utf8(data).expect("UTF-8"), text, "{}", esis);
    }
}
