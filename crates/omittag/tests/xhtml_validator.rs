//! The W3C validator's own checks of documents read as XML, in its profile
//! (`Options::w3c`) and not in onsgmls's (`Options::onsgmls`): the namespace of the root
//! element, the `xmlns:prefix` attributes it did not report, no warnings about minimized
//! tags, an HTTP media type choosing XML, and the encoding of the XML declaration against
//! HTTP and META. The documents are conformance cases of `tests/conformance/xhtml`
//! (whose references are onsgmls's) and small ones written here.

use std::fs;
use std::path::{Path, PathBuf};

use omittag::{Document, Options, Report, Severity};

fn case(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/conformance/xhtml")
        .join(name)
}

fn report(bytes: &[u8], options: &Options) -> Report {
    omittag::validate(Document::new(bytes).named("t.html"), options)
}

fn case_report(name: &str, options: &Options) -> Report {
    report(&fs::read(case(name)).unwrap(), options)
}

/// Each message as (code, line, column, severity).
fn messages(report: &Report) -> Vec<(&'static str, u32, u32, Severity)> {
    report
        .messages
        .iter()
        .map(|m| (m.code(), m.line, m.column, m.severity))
        .collect()
}

fn codes(report: &Report) -> Vec<&'static str> {
    report.messages.iter().map(|m| m.code()).collect()
}

const STRICT_DOCTYPE: &str = "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \
                              \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd\">\n";

#[test]
fn a_root_element_without_its_required_namespace_is_an_error_for_the_validator_only() {
    for name in ["root-without-xmlns.html", "xhtml11-root-without-xmlns.html"] {
        let w3c = case_report(name, &Options::w3c());
        assert_eq!(
            messages(&w3c),
            [("root-namespace-missing", 5, 0, Severity::Error)],
            "{name}"
        );
        assert!(w3c.messages[0].text.contains("xmlns=\"http://www.w3.org/1999/xhtml\""));
        let onsgmls = case_report(name, &Options::onsgmls());
        assert!(
            onsgmls.is_valid() && onsgmls.messages.is_empty(),
            "{name}: {:?}",
            codes(&onsgmls)
        );
    }
    // XHTML Basic 1.1 does not require it.
    let basic = b"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
        <!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML Basic 1.1//EN\" \"x\">\n\
        <html><head><title>t</title></head><body><p>x</p></body></html>\n";
    let basic = report(basic, &Options::w3c());
    assert!(basic.messages.is_empty(), "{:?}", codes(&basic));
}

#[test]
fn a_root_element_in_another_namespace_is_an_error_beside_the_dtds() {
    let w3c = case_report("invalid-root-wrong-xmlns.html", &Options::w3c());
    // onsgmls's: the fixed attribute's value differs; the validator's: the namespace,
    // checked on the parser's start tag, and so after the parser's findings in it.
    assert_eq!(
        messages(&w3c),
        [
            ("fixed-value-mismatch", 5, 40, Severity::Error),
            ("root-namespace-wrong", 5, 0, Severity::Error)
        ],
        "{:?}",
        w3c.messages
    );
    let onsgmls = case_report("invalid-root-wrong-xmlns.html", &Options::onsgmls());
    assert_eq!(codes(&onsgmls), ["fixed-value-mismatch"]);
}

#[test]
fn undeclared_namespace_declarations_are_not_reported_by_the_validator() {
    for name in [
        "invalid-xmlns-prefix-undeclared.html",
        "invalid-rdfa10-xmlns-prefix.html",
    ] {
        let w3c = case_report(name, &Options::w3c());
        assert!(w3c.is_valid() && w3c.messages.is_empty(), "{name}: {:?}", codes(&w3c));
        let onsgmls = case_report(name, &Options::onsgmls());
        assert_eq!(codes(&onsgmls), ["undefined-attribute"], "{name}");
    }
    // Other undeclared attributes still are.
    let w3c = case_report("invalid-rdfa10-property-on-unknown.html", &Options::w3c());
    assert!(codes(&w3c).contains(&"undefined-attribute"));
}

#[test]
fn empty_element_tags_are_not_warned_about_in_xml_mode() {
    for name in ["empty-element-br.html", "empty-element-img.html", "svg11-minimal.html"] {
        let w3c = case_report(name, &Options::w3c());
        assert!(w3c.messages.is_empty(), "{name}: {:?}", w3c.messages);
    }
    // In an HTML page the validator's -wmin-tag still warns about <br/>.
    let html = b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n\
        <meta http-equiv=Content-Type content=\"text/html; charset=utf-8\">\n<title>t</title><p>a<br/>b";
    assert!(codes(&report(html, &Options::w3c())).contains(&"net-enabling-start-tag-not-allowed"));
}

#[test]
fn an_xml_media_type_reads_an_html_page_as_xml_and_says_so() {
    let html = b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title><p>x\n";
    let mut options = Options::w3c();
    options.encoding.http_content_type = Some("application/xhtml+xml; charset=utf-8".into());
    let xml = report(html, &options);
    assert_eq!(codes(&xml)[0], "media-type-contradicts-doctype");
    // As XML, the omitted tags of HTML 4.01 are errors (OMITTAG NO).
    assert!(!xml.is_valid());
    options.encoding.http_content_type = Some("text/html; charset=utf-8".into());
    let sgml = report(html, &options);
    assert!(sgml.is_valid(), "{:?}", codes(&sgml));
    // An XHTML page served as application/xhtml+xml: nothing to say.
    let xhtml = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n{STRICT_DOCTYPE}<html xmlns=\"http://www.w3.org/1999/xhtml\">\
         <head><title>t</title></head><body><p>x</p></body></html>\n"
    );
    options.encoding.http_content_type = Some("application/xhtml+xml; charset=utf-8".into());
    let served = report(xhtml.as_bytes(), &options);
    assert!(served.messages.is_empty(), "{:?}", served.messages);
}

#[test]
fn the_xml_declarations_encoding_is_checked_against_http_and_meta() {
    let page = |meta: &str| {
        let mut bytes = b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n".to_vec();
        bytes.extend_from_slice(STRICT_DOCTYPE.as_bytes());
        bytes.extend_from_slice(
            format!(
                "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head>{meta}<title>t</title></head>\
                 <body><p>caf\u{e9}</p></body></html>\n"
            )
            .as_bytes(),
        );
        bytes
    };
    // HTTP says UTF-8, the declaration ISO-8859-1: HTTP wins, with a warning at the
    // declaration's encoding name (and the byte E9 is no UTF-8).
    let mut options = Options::w3c();
    options.encoding.http_content_type = Some("application/xhtml+xml; charset=utf-8".into());
    let mut latin1 = page("");
    let e9 = latin1.iter().position(|&b| b == 0xC3).unwrap();
    latin1.splice(e9..e9 + 2, [0xE9]);
    let http = report(&latin1, &options);
    assert!(
        messages(&http).contains(&("xml-declaration-contradicts-http", 1, 30, Severity::Warning)),
        "{:?}",
        http.messages
    );
    assert!(codes(&http).contains(&"invalid-bytes"));
    assert_eq!(http.encoding.as_ref().unwrap().name, "UTF-8");
    // With a META as well, only that one is said (the validator gave one of them).
    let both = report(
        &page("<meta http-equiv=\"Content-Type\" content=\"text/html; charset=iso-8859-2\" />"),
        &options,
    );
    assert_eq!(
        codes(&both).iter().filter(|c| c.contains("contradicts")).count(),
        1,
        "{:?}",
        codes(&both)
    );
    // No HTTP: the declaration decides, and a META that says otherwise is warned about.
    let meta = case_report("encoding-declaration-over-meta.html", &Options::w3c());
    assert_eq!(codes(&meta), ["meta-charset-contradicts"]);
    assert_eq!(meta.encoding.as_ref().unwrap().name, "ISO-8859-1");
    assert!(
        case_report("encoding-declaration-over-meta.html", &Options::onsgmls())
            .messages
            .is_empty()
    );
}

#[test]
fn text_xml_without_a_charset_is_read_as_us_ascii_with_a_warning() {
    let page = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{STRICT_DOCTYPE}<html xmlns=\"http://www.w3.org/1999/xhtml\">\
         <head><title>t</title></head><body><p>x</p></body></html>\n"
    );
    let mut options = Options::w3c();
    options.encoding.http_content_type = Some("text/xml".into());
    let ascii = report(page.as_bytes(), &options);
    assert_eq!(ascii.encoding.as_ref().unwrap().name, "US-ASCII");
    let found = codes(&ascii);
    assert_eq!(found[0], "xml-text-without-charset", "{found:?}");
    // The declaration's UTF-8 is not what the media type said.
    assert!(found.contains(&"xml-declaration-contradicts-http"), "{found:?}");
    assert!(ascii.is_valid(), "{found:?}");
    // A character past ASCII is then out of place.
    let accented = page.replace("<p>x</p>", "<p>caf\u{e9}</p>");
    assert!(codes(&report(accented.as_bytes(), &options)).contains(&"non-ascii-bytes"));
    // With a charset, or as application/xml, the usual order.
    for media_type in ["text/xml; charset=utf-8", "application/xml"] {
        options.encoding.http_content_type = Some(media_type.into());
        let plain = report(page.as_bytes(), &options);
        assert!(plain.messages.is_empty(), "{media_type}: {:?}", codes(&plain));
        assert_eq!(plain.encoding.as_ref().unwrap().name, "UTF-8");
    }
}

#[test]
fn utf16_xhtml_pages_are_read_as_xml_with_or_without_a_byte_order_mark() {
    let page = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n{STRICT_DOCTYPE}<html xmlns=\"http://www.w3.org/1999/xhtml\">\
         <head><title>t</title></head><body><p>caf\u{e9}<br/></p></body></html>\n"
    );
    for big_endian in [true, false] {
        for bom in [true, false] {
            let units = bom.then_some(0xFEFF_u16).into_iter().chain(page.encode_utf16());
            let bytes: Vec<u8> = units
                .flat_map(|u| if big_endian { u.to_be_bytes() } else { u.to_le_bytes() })
                .collect();
            let read = report(&bytes, &Options::w3c());
            assert!(
                read.is_valid() && read.messages.is_empty(),
                "{big_endian} {bom}: {:?}",
                codes(&read)
            );
            let expected = if big_endian { "UTF-16BE" } else { "UTF-16LE" };
            assert_eq!(read.encoding.as_ref().unwrap().name, expected);
        }
    }
}
