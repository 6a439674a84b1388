//! The Nu HTML Checker's output formats, for its clients (`?out=` of `/` and `/nu/`):
//! `json` ([`json`]), `gnu` and `text` ([`lines`]) and `xml` ([`xml`]), each made from
//! the same [`NuMessage`]s.
//!
//! A message has the checker's type (`error`, `info`, or `non-document-error` for what is
//! not about the document) and sub-type (`warning` for an `info` that warns, `fatal`
//! never: our errors never stop the check; `io` or `internal` for a non-document error),
//! its text, its place (last line, first and last column, from 1; the first line only
//! when it is not the last, which for us it always is), the extract of its line with the
//! part it is about marked, and the URL of the entity it is in when that is not the
//! document (a DTD).
//!
//! Ours ride along under names of our own, which the checker's clients ignore: the
//! message's code, hint and explanation.

pub(crate) mod json;
pub(crate) mod lines;
pub(crate) mod xml;

use omittag::excerpt::{line_window, shown};
use omittag::source::Severity;
use omittag::{Message, Report};

use crate::refusal::Refusal;

/// One of the checker's output formats (`?out=`); the checker's `html` (and `xhtml`) is
/// our result page, not one of these.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Format {
    /// `out=json`: `{"messages": [...]}`.
    Json,
    /// `out=gnu`: one line a message, as GNU tools write their errors.
    Gnu,
    /// `out=text`: a paragraph a message, for people.
    Text,
    /// `out=xml`: the checker's own XML vocabulary.
    Xml,
}

impl Format {
    /// The format `out` names, `None` for `html` (and `xhtml`); `Err` for a name the
    /// checker does not know.
    pub(crate) fn from_out(out: Option<&str>) -> Result<Option<Format>, Refusal> {
        match out {
            None | Some("html" | "xhtml") => Ok(None),
            Some("json") => Ok(Some(Format::Json)),
            Some("gnu") => Ok(Some(Format::Gnu)),
            Some("text") => Ok(Some(Format::Text)),
            Some("xml") => Ok(Some(Format::Xml)),
            Some(other) => Err(Refusal::BadRequest(format!(
                "out={other}: the output format is one of html, xhtml, json, gnu, text or xml"
            ))),
        }
    }

    /// The `Content-Type` of an answer in this format.
    pub(crate) fn content_type(self) -> &'static str {
        match self {
            Format::Json => "application/json; charset=utf-8",
            Format::Gnu | Format::Text => "text/plain; charset=utf-8",
            Format::Xml => "application/xml; charset=utf-8",
        }
    }
}

/// What a checked document's answer is made of.
pub(crate) struct Checked<'a> {
    /// The report.
    pub(crate) report: &'a Report,
    /// The decoded text, for the extracts.
    pub(crate) text: &'a str,
    /// The URL the document was fetched from, if it was.
    pub(crate) url: Option<&'a str>,
    /// The `Content-Type` it came with.
    pub(crate) content_type: Option<&'a str>,
    /// Whether the answer gives the source back (`showsource=yes`; JSON only).
    pub(crate) show_source: bool,
}

/// The answer for a checked document, in `format`.
pub(crate) fn document(checked: &Checked<'_>, format: Format) -> String {
    let messages: Vec<NuMessage> = checked
        .report
        .messages
        .iter()
        .map(|m| NuMessage::of(m, &checked.report.name, checked.text))
        .collect();
    render(&messages, checked, format)
}

/// The answer when there is no result, in `format`: one `non-document-error`.
pub(crate) fn refusal(refusal: &Refusal, url: Option<&str>, format: Format) -> String {
    let message = NuMessage {
        kind: Kind::NonDocument,
        sub_type: Some(refusal.nu_sub_type()),
        text: refusal.text(),
        url: None,
        place: None,
        extract: None,
        code: refusal.class(),
        hint: None,
    };
    let empty = Report::default();
    let checked = Checked {
        report: &empty,
        text: "",
        url,
        content_type: None,
        show_source: false,
    };
    render(&[message], &checked, format)
}

fn render(messages: &[NuMessage], checked: &Checked<'_>, format: Format) -> String {
    match format {
        Format::Json => json::answer(messages, checked),
        Format::Gnu => lines::gnu(messages, checked.url),
        Format::Text => lines::text(messages),
        Format::Xml => xml::answer(messages, checked.url),
    }
}

/// The checker's message types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `error`.
    Error,
    /// `info` (with sub-type `warning` for a warning).
    Info,
    /// `non-document-error`.
    NonDocument,
}

impl Kind {
    /// Its name in the checker's formats.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Kind::Error => "error",
            Kind::Info => "info",
            Kind::NonDocument => "non-document-error",
        }
    }
}

/// One message as the checker's formats have it.
pub(crate) struct NuMessage {
    pub(crate) kind: Kind,
    pub(crate) sub_type: Option<&'static str>,
    pub(crate) text: String,
    /// The entity it is in, when not the document.
    pub(crate) url: Option<String>,
    pub(crate) place: Option<Place>,
    pub(crate) extract: Option<Extract>,
    /// Ours: the message's code.
    pub(crate) code: &'static str,
    /// Ours: the hint (did you mean …).
    pub(crate) hint: Option<String>,
}

/// Where a message is: one line, from the first column to the last (from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Place {
    pub(crate) line: u32,
    pub(crate) first_column: u32,
    pub(crate) last_column: u32,
}

/// A message's extract: the window of its line, in three parts, the middle one being
/// what the message is about. Control characters are shown as U+FFFD and tabs as spaces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Extract {
    pub(crate) before: String,
    pub(crate) marked: String,
    pub(crate) after: String,
}

impl Extract {
    /// Where the mark starts and how long it is, in UTF-16 code units as the checker,
    /// written in Java, counts.
    pub(crate) fn hilite(&self) -> (usize, usize) {
        let utf16 = |s: &str| s.encode_utf16().count();
        (utf16(&self.before), utf16(&self.marked))
    }

    /// The whole extract.
    pub(crate) fn whole(&self) -> String {
        [self.before.as_str(), &self.marked, &self.after].concat()
    }
}

impl NuMessage {
    /// `message` (from the report on `document`, whose text is `text`).
    fn of(message: &Message, document: &str, text: &str) -> NuMessage {
        let (kind, sub_type) = match message.severity {
            Severity::Error => (Kind::Error, None),
            Severity::Warning => (Kind::Info, Some("warning")),
            Severity::Info => (Kind::Info, None),
        };
        let mut place = None;
        let mut extract = None;
        if message.line > 0 {
            let last_column = message.column + 1;
            let mut first_column = last_column;
            if let Some((found, marked_before)) = extract_of(message, document, text) {
                first_column = last_column - marked_before;
                extract = Some(found);
            }
            place = Some(Place {
                line: message.line,
                first_column,
                last_column,
            });
        }
        NuMessage {
            kind,
            sub_type,
            text: message.text.clone(),
            url: (message.line > 0 && message.file != document).then(|| message.file.clone()),
            place,
            extract,
            code: message.code(),
            hint: message.hint.clone(),
        }
    }
}

/// The extract of a message about a place in the document itself: the window of its line
/// (cut around the place when the line is long), marking the character at the place, or
/// the whole tag when that character is a tag's `>`; and how many characters before the
/// message's own the mark starts, for the first column.
fn extract_of(message: &Message, document: &str, text: &str) -> Option<(Extract, u32)> {
    let offset = message.offset? as usize;
    if message.file != document || offset > text.len() || !text.is_char_boundary(offset) {
        return None;
    }
    let window = line_window(text, offset, message.line as usize, message.column as usize);
    let before = &text[window.start..offset];
    let rest = &text[offset..window.end];
    let here = rest.chars().next();
    let mark_from = match here {
        Some('>') => before
            .rfind('<')
            .filter(|&i| !before[i..].contains('>'))
            .unwrap_or(before.len()),
        _ => before.len(),
    };
    let here_len = here.map_or(0, char::len_utf8);
    let visible = |s: &str| s.chars().map(shown).collect::<String>();
    let extract = Extract {
        before: visible(&before[..mark_from]),
        marked: visible(&[&before[mark_from..], &rest[..here_len]].concat()),
        after: visible(&rest[here_len..]),
    };
    Some((extract, before[mark_from..].chars().count() as u32))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `page` checked as the server checks it, answered in `format`.
    pub(super) fn checked_with(page: &str, format: Format) -> String {
        let (report, text) = validated(page);
        let checked = Checked {
            report: &report,
            text: &text,
            url: None,
            content_type: None,
            show_source: false,
        };
        document(&checked, format)
    }

    /// The report on `page` and its text as the library decoded it.
    fn validated(page: &str) -> (Report, String) {
        omittag::Validator::new(Default::default())
            .validate_with_text(omittag::Document::new(page.as_bytes()).named("a.html"))
    }

    #[test]
    fn the_formats_are_named_as_the_checker_names_them() {
        assert_eq!(Format::from_out(Some("gnu")).unwrap(), Some(Format::Gnu));
        assert_eq!(Format::from_out(Some("xhtml")).unwrap(), None);
        assert_eq!(Format::from_out(None).unwrap(), None);
        assert!(matches!(Format::from_out(Some("yaml")), Err(Refusal::BadRequest(e)) if e.contains("out=yaml")));
    }

    #[test]
    fn an_extract_is_cut_in_three_around_its_mark() {
        let page =
            "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n<p>\u{e9}\u{20ac}<tabel>\ty\n";
        let (report, text) = validated(page);
        let error = report
            .messages
            .iter()
            .find(|m| m.code() == "element-undefined")
            .expect("TABEL is undefined");
        let message = NuMessage::of(error, "a.html", &text);
        let extract = message.extract.expect("an extract");
        assert_eq!(
            (extract.before.as_str(), extract.marked.as_str(), extract.after.as_str()),
            ("<p>\u{e9}\u{20ac}", "<tabel>", " y")
        );
        // In UTF-16 code units, as characters of the BMP (the only ones the HTML DTDs'
        // document character set has).
        assert_eq!(extract.hilite(), (5, 7));
        assert_eq!(
            message.place,
            Some(Place {
                line: 3,
                first_column: 6,
                last_column: 12
            })
        );
    }
}
