//! The human form of one document's messages, as `omittag validate` prints it: for each
//! message the place, the severity, our text and its class code, the source line with the
//! place marked (by codespan-reporting), the hint, and the explanation of its class once
//! per document; then a verdict line naming the DOCTYPE and the encoding.
//!
//! Long lines (minified pages) are cut to a window around the place, so that a message
//! never prints a whole megabyte line. Tabs of the source are shown as one space (so
//! that a cut line keeps its width) and other control characters as U+FFFD. Columns are shown from 1, as editors count them.

use std::collections::{HashMap, HashSet};
use std::io::{self, IsTerminal};
use std::ops::Range;

use codespan_reporting::diagnostic::{Diagnostic, Label, Severity as Shown};
use codespan_reporting::files::{Error as FilesError, Files};
use codespan_reporting::term::termcolor::{BufferWriter, Color, ColorChoice, ColorSpec, WriteColor};
use codespan_reporting::term::{self, Chars, Config};
use omittag::excerpt::{LineWindow, line_window, shown};
use omittag::explain::{self, Explanation};
use omittag::source::Severity;
use omittag::{Message, Report};

/// What the verdict line says about a document besides the count of its messages.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct DocumentFacts {
    /// How its DOCTYPE is called (`HTML 4.01 Transitional`), or `None` when it has none.
    pub(crate) doctype: Option<String>,
    /// The name of the encoding it was read in (`UTF-8`).
    pub(crate) encoding: Option<String>,
    /// Where that encoding came from, in words (`from META "utf-8"`, `no encoding
    /// declared`).
    pub(crate) encoding_source: Option<String>,
    /// Whether a verdict of valid is only tentative: the DTD is not the one the document
    /// names ([`Report::is_tentative`]).
    pub(crate) tentative: bool,
}

impl DocumentFacts {
    /// The facts a validation [`Report`] gives: its DOCTYPE as people call it (said to be
    /// assumed when the document had none, or overridden when the caller chose it), and
    /// the encoding with where it came from, in [`EncodingInfo`](omittag::EncodingInfo)'s
    /// words.
    #[allow(dead_code)] // called by `omittag validate`
    pub(crate) fn from_report(report: &Report) -> DocumentFacts {
        let doctype = report.doctype.as_ref().map(|doctype| match doctype.circumstance() {
            Some(circumstance) => format!("{doctype} ({circumstance})"),
            None => doctype.to_string(),
        });
        let encoding = report.encoding.as_ref();
        let encoding_source = encoding.map(omittag::EncodingInfo::origin);
        DocumentFacts {
            doctype,
            encoding: encoding.map(|e| e.name.to_owned()),
            encoding_source,
            tentative: report.is_tentative(),
        }
    }
}

/// The width explanations are wrapped to.
const TEXT_WIDTH: usize = 96;

/// A writer for standard output that colors only on a terminal and when `NO_COLOR` is
/// unset or empty (<https://no-color.org>). Render each document into one of its
/// buffers (`writer.buffer()`) and print the buffers in order.
#[allow(dead_code)] // called by `omittag validate`
pub(crate) fn stdout_writer() -> BufferWriter {
    BufferWriter::stdout(color_choice(io::stdout().is_terminal()))
}

/// Colors when writing to a terminal, unless `NO_COLOR` is set to something; `Auto`
/// then also leaves them out for `TERM=dumb`.
pub(crate) fn color_choice(terminal: bool) -> ColorChoice {
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    if terminal && !no_color {
        ColorChoice::Auto
    } else {
        ColorChoice::Never
    }
}

/// The explanations given so far in a run of many documents, by message class: each is
/// printed once per run, with the document it was printed for; later documents point
/// back to it.
#[derive(Default)]
pub(crate) struct Explained {
    first: HashMap<&'static str, String>,
}

/// The messages of the document `name`, whose decoded text is `text`, and its verdict,
/// as plain text (no color).
#[allow(dead_code)] // used by tests, and by callers that want a string
pub(crate) fn to_string(name: &str, text: &str, messages: &[Message], facts: &DocumentFacts) -> String {
    let mut out = codespan_reporting::term::termcolor::NoColor::new(Vec::new());
    render(&mut out, name, text, messages, facts, &mut Explained::default()).expect("writing to memory does not fail");
    String::from_utf8(out.into_inner()).expect("the rendering is UTF-8")
}

/// Write the messages of the document `name` (whose decoded text is `text`) to `out`,
/// then its verdict line. A message with no letter (a note such as "the element started
/// here") is shown as a second place of the message before it. The explanation of a
/// class comes with its first message in the run (`explained`); the first message of that
/// class in a later document says where it was explained.
pub(crate) fn render(
    out: &mut dyn WriteColor,
    name: &str,
    text: &str,
    messages: &[Message],
    facts: &DocumentFacts,
    explained_before: &mut Explained,
) -> io::Result<()> {
    let config = Config {
        chars: Chars::ascii(),
        ..Config::default()
    };
    let mut explained: HashSet<&str> = HashSet::new();
    let mut index = 0;
    while index < messages.len() {
        let message = &messages[index];
        // The notes that follow it belong to it.
        let notes_end = messages[index + 1..]
            .iter()
            .position(|m| m.letter.is_some())
            .map_or(messages.len(), |n| index + 1 + n);
        let notes = &messages[index + 1..notes_end];
        let explanation = explain::explanation(message.code()).filter(|_| explained.insert(message.code()));
        let shown = match explanation {
            Some(explanation) => match explained_before.first.get(message.code()) {
                Some(document) => ExplanationShown::Before(explanation.title, document.clone()),
                None => {
                    explained_before.first.insert(message.code(), name.to_owned());
                    ExplanationShown::Here(explanation)
                }
            },
            None => ExplanationShown::No,
        };
        render_one(out, &config, name, text, message, notes, &shown)?;
        index = notes_end;
    }
    write_verdict(out, name, messages, facts)
}

/// One message with its notes.
fn render_one(
    out: &mut dyn WriteColor,
    config: &Config,
    name: &str,
    text: &str,
    message: &Message,
    notes: &[Message],
    explanation: &ExplanationShown,
) -> io::Result<()> {
    let mut places = Vec::new();
    let mut extra_notes = Vec::new();
    for (m, primary) in std::iter::once((message, true)).chain(notes.iter().map(|n| (n, false))) {
        match offset_in(m, name, text) {
            Some(offset) => places.push(Place {
                offset,
                line: m.line as usize,
                column: m.column as usize,
                primary,
                label: if primary { String::new() } else { m.text.clone() },
            }),
            None if primary => {
                if m.line > 0 {
                    extra_notes.push(format!("in {}, line {}, column {}", m.file, m.line, m.column + 1));
                }
            }
            None if m.line > 0 => extra_notes.push(format!(
                "{} ({}, line {}, column {})",
                m.text,
                m.file,
                m.line,
                m.column + 1
            )),
            None => extra_notes.push(m.text.clone()),
        }
    }
    let excerpt = Excerpt::new(name, text, &places);
    let mut labels = Vec::new();
    for (place, (range, tag)) in places.iter().zip(&excerpt.label_ranges) {
        if place.primary {
            labels.push(Label::primary((), range.clone()));
            if let Some(tag) = tag {
                labels.push(Label::secondary((), tag.clone()));
            }
        } else {
            labels.push(Label::secondary((), range.clone()).with_message(place.label.clone()));
        }
    }
    let mut diagnostic_notes = extra_notes;
    if let Some(hint) = &message.hint {
        diagnostic_notes.push(wrap(&format!("help: {hint}"), TEXT_WIDTH));
    }
    match explanation {
        ExplanationShown::Here(e) => {
            diagnostic_notes.push(wrap(&format!("{}: {}", e.title, e.rule), TEXT_WIDTH));
            diagnostic_notes.push(wrap(&format!("fix: {}", e.fix), TEXT_WIDTH));
        }
        ExplanationShown::Before(title, document) => {
            diagnostic_notes.push(wrap(&format!("{title}: explained above, at {document}"), TEXT_WIDTH));
        }
        ExplanationShown::No => {}
    }
    let diagnostic = Diagnostic::new(shown_severity(message))
        .with_message(message.text.clone())
        .with_code(message.code())
        .with_labels(labels)
        .with_notes(diagnostic_notes);
    term::emit(out, config, &excerpt, &diagnostic).map_err(|e| match e {
        FilesError::Io(e) => e,
        other => io::Error::other(other.to_string()),
    })
}

/// Whether a message comes with the explanation of its class.
enum ExplanationShown {
    /// Yes: the first of its class in the run.
    Here(&'static Explanation),
    /// Explained for an earlier document (its title, and that document's name).
    Before(&'static str, String),
    /// No: explained earlier in this document, or a class with no explanation.
    No,
}

/// How codespan shows a message's severity.
fn shown_severity(message: &Message) -> Shown {
    match message.severity {
        Severity::Error => Shown::Error,
        Severity::Warning => Shown::Warning,
        Severity::Info => Shown::Note,
    }
}

/// The byte offset of `message` in `text`, when it is about a place in the document
/// itself (not in the DTD or another entity) that lies on a character boundary.
///
/// At the very end of a text that ends with a line end, onsgmls places the message at the
/// end of the last line: so is it shown.
fn offset_in(message: &Message, name: &str, text: &str) -> Option<usize> {
    let mut offset = message.offset? as usize;
    if !(message.file == name && message.line > 0 && text.is_char_boundary(offset)) {
        return None;
    }
    if offset == text.len() {
        offset -= text.strip_suffix('\n').map_or(0, |_| 1);
        offset -= text[..offset].strip_suffix('\r').map_or(0, |_| 1);
    }
    Some(offset)
}

/// `N errors, M warnings: not valid DOCTYPE · read as ENCODING (SOURCE)`, or
/// `valid DOCTYPE · ...`, after the document's name.
fn write_verdict(out: &mut dyn WriteColor, name: &str, messages: &[Message], facts: &DocumentFacts) -> io::Result<()> {
    let errors = messages.iter().filter(|m| m.severity == Severity::Error).count();
    let warnings = messages.iter().filter(|m| m.severity == Severity::Warning).count();
    let plural = |n: usize, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
    let doctype = facts.doctype.as_deref();
    write!(out, "{name}: ")?;
    let mut spec = ColorSpec::new();
    spec.set_bold(true)
        .set_fg(Some(if errors == 0 { Color::Green } else { Color::Red }));
    out.set_color(&spec)?;
    if errors == 0 {
        let valid = if facts.tentative { "tentatively valid" } else { "valid" };
        match doctype {
            Some(doctype) => write!(out, "{valid} {doctype}")?,
            None => write!(out, "{valid}")?,
        }
    } else {
        write!(out, "{}", plural(errors, "error"))?;
    }
    out.reset()?;
    if warnings > 0 {
        write!(out, ", {}", plural(warnings, "warning"))?;
    }
    if errors > 0 {
        match doctype {
            Some(doctype) => write!(out, ": not valid {doctype}")?,
            None => write!(out, ": not valid")?,
        }
    }
    if doctype.is_none() {
        write!(out, " (no DOCTYPE)")?;
    }
    match (&facts.encoding, &facts.encoding_source) {
        (Some(encoding), Some(source)) => write!(out, " · read as {encoding} ({source})")?,
        (Some(encoding), None) => write!(out, " · read as {encoding}")?,
        _ => {}
    }
    writeln!(out)
}

/// `text` wrapped at spaces to lines of at most `width` characters (longer words stay
/// whole).
fn wrap(text: &str, width: usize) -> String {
    let mut wrapped = String::with_capacity(text.len() + 8);
    let mut column = 0;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let len = word.chars().count();
        if column > 0 && column + 1 + len > width {
            wrapped.push('\n');
            column = 0;
        } else if column > 0 {
            wrapped.push(' ');
            column += 1;
        }
        wrapped.push_str(word);
        column += len;
    }
    wrapped
}

/// A place a message shows: its byte offset in the document and its line, whether it is the
/// message's own (else a note's), and the note's text (empty for the message's own).
struct Place {
    offset: usize,
    /// Its line number, from 1, and its column in characters, from 0, as the message gives
    /// them.
    line: usize,
    column: usize,
    primary: bool,
    label: String,
}

/// The lines of the document that one message shows, each cut to a window around its
/// places where it is long, with their real line and column numbers: the "file"
/// codespan renders.
struct Excerpt<'a> {
    name: &'a str,
    /// The shown lines, joined by `\n`.
    text: String,
    lines: Vec<ExcerptLine>,
    /// For each place, its range in `text`, and the range of the rest of its tag when the
    /// place is a tag's `>`.
    label_ranges: Vec<(Range<usize>, Option<Range<usize>>)>,
}

/// One shown line.
struct ExcerptLine {
    /// Its byte range in [`Excerpt::text`].
    range: Range<usize>,
    /// Its line number in the document, from 1.
    number: usize,
    /// The characters of the document line left out before the window.
    skipped: usize,
    /// Whether an ellipsis stands for them (one character before the window).
    ellipsis: bool,
}

impl<'a> Excerpt<'a> {
    fn new(name: &'a str, document: &str, places: &[Place]) -> Excerpt<'a> {
        // One window per place; windows of one line that overlap are merged.
        let mut windows: Vec<LineWindow> = places
            .iter()
            .map(|p| line_window(document, p.offset, p.line, p.column))
            .collect();
        windows.sort_by_key(|w| (w.number, w.start));
        windows.dedup_by(|next, kept| {
            let merge = next.number == kept.number && next.start <= kept.end;
            if merge && next.end > kept.end {
                kept.end = next.end;
                kept.cut_after = next.cut_after;
            }
            merge
        });
        let mut text = String::new();
        let mut lines = Vec::new();
        let mut label_ranges = vec![(0..0, None); places.len()];
        for w in &windows {
            if !text.is_empty() {
                text.push('\n');
            }
            let start = text.len();
            if w.cut_before {
                text.push('…');
            }
            let mut positions: Vec<(usize, usize)> = Vec::new(); // (document offset, text offset)
            for (i, c) in document[w.start..w.end].char_indices() {
                positions.push((w.start + i, text.len()));
                text.push(shown(c));
            }
            positions.push((w.end, text.len()));
            if w.cut_after {
                text.push('…');
            }
            for (place, range) in places.iter().zip(label_ranges.iter_mut()) {
                if place.line != w.number || place.offset < w.start || place.offset > w.end {
                    continue;
                }
                let at = |offset: usize| positions.iter().find(|(d, _)| *d == offset).map(|&(_, t)| t);
                let Some(begin) = at(place.offset) else { continue };
                *range = mark(document, place.offset, w, begin, &at);
            }
            lines.push(ExcerptLine {
                range: start..text.len(),
                number: w.number,
                skipped: w.skipped,
                ellipsis: w.cut_before,
            });
        }
        Excerpt {
            name,
            text,
            lines,
            label_ranges,
        }
    }

    fn line(&self, index: usize) -> Result<&ExcerptLine, FilesError> {
        self.lines.get(index).ok_or(FilesError::LineTooLarge {
            given: index,
            max: self.lines.len().saturating_sub(1),
        })
    }
}

/// What to mark in the excerpt for a place at `offset` (at `begin` in the excerpt): the
/// character there (nothing at the end of a line), and when that character is a tag's
/// `>` and the tag lies in the window, the rest of the tag before it.
fn mark(
    document: &str,
    offset: usize,
    w: &LineWindow,
    begin: usize,
    at: &dyn Fn(usize) -> Option<usize>,
) -> (Range<usize>, Option<Range<usize>>) {
    let rest = &document[offset..w.end];
    let Some(c) = rest.chars().next() else {
        return (begin..begin, None);
    };
    let end = at(offset + c.len_utf8()).unwrap_or(begin);
    let before = &document[w.start..offset];
    let tag = (c == '>')
        .then(|| before.rfind('<').filter(|&i| !before[i..].contains('>')))
        .flatten()
        .and_then(|open| at(w.start + open))
        .map(|tag_start| tag_start..begin);
    (begin..end, tag)
}

impl<'a> Files<'a> for Excerpt<'a> {
    type FileId = ();
    type Name = &'a str;
    type Source = &'a str;

    fn name(&'a self, (): ()) -> Result<&'a str, FilesError> {
        Ok(self.name)
    }

    fn source(&'a self, (): ()) -> Result<&'a str, FilesError> {
        Ok(&self.text)
    }

    fn line_index(&'a self, (): (), byte_index: usize) -> Result<usize, FilesError> {
        Ok(self
            .lines
            .iter()
            .position(|line| byte_index <= line.range.end)
            .unwrap_or(self.lines.len().saturating_sub(1)))
    }

    fn line_range(&'a self, (): (), line_index: usize) -> Result<Range<usize>, FilesError> {
        Ok(self.line(line_index)?.range.clone())
    }

    fn line_number(&'a self, (): (), line_index: usize) -> Result<usize, FilesError> {
        Ok(self.line(line_index)?.number)
    }

    fn column_number(&'a self, (): (), line_index: usize, byte_index: usize) -> Result<usize, FilesError> {
        let line = self.line(line_index)?;
        let end = byte_index.clamp(line.range.start, line.range.end);
        let shown = self.text[line.range.start..end].chars().count();
        Ok(line.skipped + shown - usize::from(line.ellipsis && shown > 0) + 1)
    }
}

#[cfg(test)]
mod tests;
