//! The findings of the phases (catalogs, parser, DTD) made [`Message`]s with their file,
//! line and column, and the error limit.

use std::cell::OnceCell;

use sgml_dtd::catalog::CatalogDiagnostic;
use sgml_dtd::dtd::Dtd;
use sgml_dtd::parse::DtdDiagnostic;
use sgml_parser::ParserDiagnostic;
use sgml_parser::diagnostic::ParserDiagnosticKind;
use sgml_source::{LineIndex, Severity};

use crate::message::Message;

/// A text's line index, made the first time it is asked for.
pub(crate) struct LazyLines<'t> {
    text: &'t str,
    index: OnceCell<LineIndex>,
}

impl<'t> LazyLines<'t> {
    pub(crate) fn new(text: &'t str) -> LazyLines<'t> {
        LazyLines {
            text,
            index: OnceCell::new(),
        }
    }

    pub(crate) fn get(&self) -> &LineIndex {
        self.index.get_or_init(|| LineIndex::new(self.text))
    }
}

/// A message of reading the catalogs: at its place in the catalog, or about the run
/// (a catalog named on the command line that cannot be read).
pub(crate) fn catalog_message(diagnostic: &CatalogDiagnostic) -> Message {
    let kind = &diagnostic.diagnostic.kind;
    match (&diagnostic.catalog, &diagnostic.text) {
        (Some(catalog), Some(text)) => Message::at(
            kind,
            &catalog.to_string(),
            text,
            &LineIndex::new(text),
            diagnostic.diagnostic.span.start,
        ),
        _ => Message::about_the_run(kind),
    }
}

/// Whether `messages` reach the error limit `max` (0: none); if so, the messages after
/// the error that reached it (but for its notes) are dropped, as onsgmls stops there.
pub(crate) fn error_limit_reached(messages: &mut Vec<Message>, max: u32) -> bool {
    if max == 0 {
        return false;
    }
    let mut errors = 0;
    for (i, message) in messages.iter().enumerate() {
        if message.severity != Severity::Error {
            continue;
        }
        errors += 1;
        if errors == max {
            let notes = messages[i + 1..].iter().take_while(|m| m.letter.is_none()).count();
            messages.truncate(i + 1 + notes);
            return true;
        }
    }
    false
}

/// The message that the error limit `max` was reached: about the run, not a place.
pub(crate) fn error_limit_message(max: u32) -> Message {
    Message::about_the_run(&ParserDiagnosticKind::ErrorLimitReached { limit: max })
}

pub(crate) fn parser_message(diagnostic: &ParserDiagnostic, text: &str, lines: &LineIndex, name: &str) -> Message {
    Message::at(&diagnostic.kind, name, text, lines, diagnostic.location.span.start)
}

/// The DTD's findings as messages; those in the document are moved by `shift` bytes (a
/// kept DTD's, read where another document had its declaration). Each external source's
/// line index is made once, by its first finding, and serves the rest.
pub(crate) fn dtd_messages(
    diagnostics: &[DtdDiagnostic],
    dtd: &Dtd,
    text: &str,
    lines: &LineIndex,
    name: &str,
    shift: i64,
) -> Vec<Message> {
    let source_lines: Vec<OnceCell<LineIndex>> = dtd.sources.iter().map(|_| OnceCell::new()).collect();
    diagnostics
        .iter()
        .map(|diagnostic| {
            let span = diagnostic.diagnostic.span;
            let source = diagnostic.source as usize;
            let (file, line, column, offset) = match dtd.sources.get(source) {
                Some(found) if source != 0 => match found.text.as_deref() {
                    Some(source_text) => {
                        let index = source_lines[source].get_or_init(|| LineIndex::new(source_text));
                        let at = index.line_col(source_text, span.start);
                        (found.name.to_string(), at.line, at.column, Some(span.start))
                    }
                    None => (found.name.to_string(), 0, 0, None),
                },
                _ => {
                    let offset = (i64::from(span.start) + shift).clamp(0, text.len() as i64) as u32;
                    let at = lines.line_col(text, offset);
                    (name.to_owned(), at.line, at.column, Some(offset))
                }
            };
            Message::in_file(&diagnostic.diagnostic.kind, file, line, column, offset)
        })
        .collect()
}
