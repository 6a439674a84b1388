//! `out=xml`: the checker's own XML vocabulary, in the namespace
//! `http://n.validator.nu/messages/` (`h:` for XHTML's, which its message texts may use
//! and ours do not). The root `messages` (with `url`, the document's URL, when it was
//! fetched) holds one element a message, named for its type (`error`, `info`,
//! `non-document-error`), with its sub-type as `type`, `url` when it is in another entity
//! than the document, `last-line`, `last-column` and `first-column` (only when not the
//! last column); inside it, `message` (the text) and `extract` (the line's window, the
//! part the message is about in `m`). Ours ride in attributes of our own namespace,
//! `http://omittag.org/nu-messages/` (`o:code`, `o:hint`), which the checker's clients
//! ignore.

use std::fmt::Write;

use maud::Escaper;

use super::NuMessage;

/// The checker's namespace.
const NAMESPACE: &str = "http://n.validator.nu/messages/";
/// XHTML's namespace, declared as the checker declares it.
const XHTML: &str = "http://www.w3.org/1999/xhtml";
/// Ours.
const OURS: &str = "http://omittag.org/nu-messages/";

/// The XML answer for the document at `url` (if it has one).
pub(crate) fn answer(messages: &[NuMessage], url: Option<&str>) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = write!(
        out,
        "<messages xmlns=\"{NAMESPACE}\" xmlns:h=\"{XHTML}\" xmlns:o=\"{OURS}\""
    );
    if let Some(url) = url {
        attribute(&mut out, "url", url);
    }
    out.push('>');
    for message in messages {
        let name = message.kind.name();
        let _ = write!(out, "\n<{name}");
        if let Some(sub_type) = message.sub_type {
            attribute(&mut out, "type", sub_type);
        }
        if let Some(url) = &message.url {
            attribute(&mut out, "url", url);
        }
        if let Some(place) = message.place {
            attribute(&mut out, "last-line", &place.line.to_string());
            attribute(&mut out, "last-column", &place.last_column.to_string());
            if place.first_column != place.last_column {
                attribute(&mut out, "first-column", &place.first_column.to_string());
            }
        }
        attribute(&mut out, "o:code", message.code);
        if let Some(hint) = &message.hint {
            attribute(&mut out, "o:hint", hint);
        }
        out.push_str("><message>");
        text(&mut out, &message.text);
        out.push_str("</message>");
        if let Some(extract) = &message.extract {
            out.push_str("<extract>");
            text(&mut out, &extract.before);
            out.push_str("<m>");
            text(&mut out, &extract.marked);
            out.push_str("</m>");
            text(&mut out, &extract.after);
            out.push_str("</extract>");
        }
        let _ = write!(out, "</{name}>");
    }
    out.push_str("\n</messages>\n");
    out
}

/// ` name="value"`, escaped.
fn attribute(out: &mut String, name: &str, value: &str) {
    let _ = write!(out, " {name}=\"");
    text(out, value);
    out.push('"');
}

/// `value` escaped (`&`, `<`, `>`, `"`), with what XML 1.0 does not allow in a document
/// (control characters but tab, line feed and carriage return; U+FFFE and U+FFFF) as
/// U+FFFD.
fn text(out: &mut String, value: &str) {
    let allowed = |c: char| matches!(c, '\t' | '\n' | '\r') || !(c.is_control() || c == '\u{FFFE}' || c == '\u{FFFF}');
    let scrubbed: String = value.chars().map(|c| if allowed(c) { c } else { '\u{FFFD}' }).collect();
    let _ = Escaper::new(out).write_str(&scrubbed);
}

#[cfg(test)]
mod tests {
    use super::super::tests::checked_with;
    use super::super::{Format, refusal};
    use crate::refusal::Refusal;

    #[test]
    fn a_message_is_an_element_of_its_type_with_its_place_and_extract() {
        let page = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n<p>x&amp;<tabel>y\n";
        let answer = checked_with(page, Format::Xml);
        assert!(answer.starts_with(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<messages xmlns=\"http://n.validator.nu/messages/\" \
             xmlns:h=\"http://www.w3.org/1999/xhtml\" xmlns:o=\"http://omittag.org/nu-messages/\">\n"
        ));
        assert!(
            answer.contains(
                "<error last-line=\"3\" last-column=\"16\" first-column=\"10\" o:code=\"element-undefined\" \
                 o:hint=\"did you mean TABLE?\"><message>the DTD declares no element type TABEL</message>\
                 <extract>&lt;p&gt;x&amp;amp;<m>&lt;tabel&gt;</m>y</extract></error>"
            ),
            "{answer}"
        );
        assert!(answer.contains("\n<info type=\"warning\""), "{answer}");
        assert!(answer.ends_with("\n</messages>\n"));
    }

    #[test]
    fn a_refusal_is_a_non_document_error_and_the_url_is_escaped() {
        let answer = refusal(&Refusal::TooLarge(10), Some("http://h/?a=1&b=\"2\""), Format::Xml);
        assert!(
            answer.contains("<messages xmlns=\"http://n.validator.nu/messages/\""),
            "{answer}"
        );
        assert!(
            answer.contains(" url=\"http://h/?a=1&amp;b=&quot;2&quot;\">"),
            "{answer}"
        );
        assert!(
            answer.contains(
                "\n<non-document-error type=\"io\" o:code=\"too-large\"><message>the document is larger \
                 than this server's limit of 10 bytes</message></non-document-error>"
            ),
            "{answer}"
        );
    }

    #[test]
    fn characters_xml_does_not_allow_are_replaced() {
        let mut out = String::new();
        super::text(&mut out, "a\u{1}b\tc\u{FFFF}");
        assert_eq!(out, "a\u{FFFD}b\tc\u{FFFD}");
    }
}
