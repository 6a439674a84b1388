//! `out=gnu` and `out=text`: the checker's plain-text formats.
//!
//! GNU: one line a message, as GNU tools write theirs: the document's URL in double
//! quotes (a `"` in it written `%22`; nothing for a posted document, which has none),
//! `:`, the place `LINE.FIRST-LINE.LAST:` when it has one, a space, the type (with its
//! sub-type after a space: `info warning`), `: ` and the message. No message, no line.
//!
//! Text: a paragraph a message: its type as a person reads it (`Error`, `Warning`,
//! `Info`, `IO Error`, `Internal Error`), `: ` and the message; then where it is (`At
//! line L, column C` for one character, `From line L, column C; to line L, column C`
//! for more, ` in resource URL` when in another entity than the document); then an
//! empty line.

use std::fmt::Write;

use super::{Kind, NuMessage};

/// The GNU answer for the document at `url` (if it has one).
pub(crate) fn gnu(messages: &[NuMessage], url: Option<&str>) -> String {
    let mut out = String::new();
    for message in messages {
        if let Some(url) = message.url.as_deref().or(url) {
            let _ = write!(out, "\"{}\"", url.replace('"', "%22"));
        }
        out.push(':');
        if let Some(place) = message.place {
            let _ = write!(
                out,
                "{line}.{}-{line}.{}:",
                place.first_column,
                place.last_column,
                line = place.line
            );
        }
        out.push(' ');
        out.push_str(message.kind.name());
        if let Some(sub_type) = message.sub_type {
            out.push(' ');
            out.push_str(sub_type);
        }
        out.push_str(": ");
        out.push_str(&one_line(&message.text));
        out.push('\n');
    }
    out
}

/// The text answer.
pub(crate) fn text(messages: &[NuMessage]) -> String {
    let mut out = String::new();
    for message in messages {
        out.push_str(presentation_name(message));
        out.push_str(": ");
        out.push_str(&one_line(&message.text));
        out.push('\n');
        if let Some(place) = message.place {
            if place.first_column == place.last_column {
                let _ = write!(out, "At line {}, column {}", place.line, place.last_column);
            } else {
                let _ = write!(
                    out,
                    "From line {line}, column {}; to line {line}, column {}",
                    place.first_column,
                    place.last_column,
                    line = place.line
                );
            }
            if let Some(url) = &message.url {
                let _ = write!(out, " in resource {url}");
            }
            out.push('\n');
        }
        out.push('\n');
    }
    out
}

/// The type of `message` as the text format writes it.
fn presentation_name(message: &NuMessage) -> &'static str {
    match (message.kind, message.sub_type) {
        (Kind::Error, _) => "Error",
        (Kind::Info, Some("warning")) => "Warning",
        (Kind::Info, _) => "Info",
        (Kind::NonDocument, Some("io")) => "IO Error",
        (Kind::NonDocument, _) => "Internal Error",
    }
}

/// `text` on one line: line ends as spaces.
fn one_line(text: &str) -> String {
    text.replace(['\r', '\n'], " ")
}

#[cfg(test)]
mod tests {
    use super::super::tests::checked_with;
    use super::super::{Format, refusal};
    use crate::refusal::Refusal;

    const BAD: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n<p>x<tabel>y\n";

    #[test]
    fn gnu_is_a_line_a_message() {
        let answer = checked_with(BAD, Format::Gnu);
        assert_eq!(
            answer,
            ":1.1-1.1: info warning: no character encoding is given (no HTTP charset, byte order mark \
             or META charset); read as UTF-8\n\
             :3.5-3.11: error: the DTD declares no element type TABEL\n",
            "{answer}"
        );
    }

    #[test]
    fn gnu_names_a_fetched_document_and_quotes_its_url() {
        let answer = refusal(&Refusal::Busy, Some("http://example.com/a\"b.html"), Format::Gnu);
        assert_eq!(
            answer,
            "\"http://example.com/a%22b.html\": non-document-error internal: \
             the server is busy: try again in a moment\n"
        );
    }

    #[test]
    fn text_is_a_paragraph_a_message() {
        let answer = checked_with(BAD, Format::Text);
        assert_eq!(
            answer,
            "Warning: no character encoding is given (no HTTP charset, byte order mark or META \
             charset); read as UTF-8\n\
             At line 1, column 1\n\n\
             Error: the DTD declares no element type TABEL\n\
             From line 3, column 5; to line 3, column 11\n\n"
        );
        let refused = refusal(&Refusal::TooLarge(10), None, Format::Text);
        assert_eq!(
            refused,
            "IO Error: the document is larger than this server's limit of 10 bytes\n\n"
        );
    }
}
