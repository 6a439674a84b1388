//! Checking documents with no output but the messages: the pipeline of
//! [`document::esis`](crate::document::esis) (decoding, catalogs, SGML declaration,
//! prolog and DTD, instance) generic over the event sink, and a [`Checker`] that keeps
//! the DTDs it has loaded for the next documents (batch mode).
//!
//! This is what `omittag check` and the benchmarks run: the work of a validation
//! without writing ESIS, as `onsgmls -s` does.
//!
//! ```
//! use omittag::check::Checker;
//! use omittag::document::DocumentOptions;
//!
//! let mut checker = Checker::new(DocumentOptions::default());
//! let page = br#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">
//! <title>Tables</title>
//! <table><tr><td colspan=2>cell</table>"#;
//! assert!(checker.check(page, "a.html", None).is_valid());
//! // The second document with the same DOCTYPE declaration reuses the loaded DTD.
//! let bad = br#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">
//! <title>Bad</title><p><li>item"#;
//! let result = checker.check(bad, "b.html", None);
//! assert!(!result.is_valid());
//! assert_eq!(checker.dtds_loaded(), 1);
//! ```

use std::borrow::Cow;
use std::cell::OnceCell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use omittag_encoding::{Encoding, Options as EncodingOptions};
use sgml_dtd::catalog::{
    CatalogSet, EntityKind, ExternalEntity, FileStorage, Storage, StorageLocation, StorageStack, decode_text,
};
use sgml_dtd::dtd::Dtd;
use sgml_dtd::parse::{DtdLoader, ParsedDoctype};
use sgml_parser::diagnostic::ParserDiagnosticKind;
use sgml_parser::{EntityTexts, Event, EventSink, InstanceContext, InstanceParser, read_prolog};
use sgml_source::{DiagnosticKind, LineIndex, Severity};

use crate::bundled::{self, CatalogSources};
#[cfg(test)]
use crate::document::has_four_byte_characters;
use crate::document::{
    CatalogEntityLoader, DocumentOptions, Message, VALIDATOR_DECLARATION, default_declaration, dtd_message,
    implied_dtd, parser_message, sixteen_bit_text,
};

/// An event sink that drops every event: a check that only wants the messages.
#[derive(Clone, Copy, Debug, Default)]
pub struct DiscardEvents;

impl EventSink for DiscardEvents {
    fn event(&mut self, _: Event<'_>) {}
}

/// The messages about a document.
#[derive(Clone, Debug, Default)]
pub struct CheckResult {
    /// Every message, in the order found, as [`document::esis`](crate::document::esis)
    /// gives them.
    pub messages: Vec<Message>,
}

impl CheckResult {
    /// Whether the document is valid: no error.
    pub fn is_valid(&self) -> bool {
        !self.messages.iter().any(|m| m.severity == Severity::Error)
    }
}

/// Check one document (its bytes, its name for messages, where it was read from) with no
/// DTD kept for later: what a one-shot `onsgmls -s` does.
pub fn check(bytes: &[u8], name: &str, path: Option<&Path>, options: &DocumentOptions) -> CheckResult {
    let mut cache = None;
    run(bytes, name, path, options, &mut cache, DiscardEvents).0
}

/// Checks many documents with the same options, loading each distinct DTD once.
///
/// A document type declaration is looked up by its text (from `<!DOCTYPE` to its `>`)
/// and the document's directory (where a relative system identifier and the document's
/// catalog are looked for); only declarations of names and literals, with no internal
/// subset and no comment, are kept, since only those mean the same DTD wherever they are.
/// The DTD's messages are given again, at the same places, for every document using it.
#[derive(Debug)]
pub struct Checker {
    options: DocumentOptions,
    cache: Option<DoctypeCache>,
}

impl Checker {
    /// A checker with the options every document is checked with, keeping DTDs.
    pub fn new(options: DocumentOptions) -> Checker {
        Checker {
            options,
            cache: Some(DoctypeCache::default()),
        }
    }

    /// A checker that loads the DTD anew for every document (as one process per
    /// document would), for comparison.
    pub fn without_cache(options: DocumentOptions) -> Checker {
        Checker { options, cache: None }
    }

    /// The options documents are checked with.
    pub fn options(&self) -> &DocumentOptions {
        &self.options
    }

    /// Check one document.
    pub fn check(&mut self, bytes: &[u8], name: &str, path: Option<&Path>) -> CheckResult {
        self.check_with_sink(bytes, name, path, DiscardEvents).0
    }

    /// Check one document, handing its events to `sink` (the events of the prolog and
    /// the instance, as [`document::esis`](crate::document::esis) hands them to its ESIS
    /// writer); returns the sink.
    pub fn check_with_sink<S: EventSink>(
        &mut self,
        bytes: &[u8],
        name: &str,
        path: Option<&Path>,
        sink: S,
    ) -> (CheckResult, S) {
        run(bytes, name, path, &self.options, &mut self.cache, sink)
    }

    /// How many distinct DTDs have been loaded and kept (0 without a cache).
    pub fn dtds_loaded(&self) -> usize {
        self.cache.as_ref().map_or(0, |c| {
            let distinct: std::collections::HashSet<*const ParsedDoctype> =
                c.doctypes.values().map(|kept| Arc::as_ptr(&kept.parsed)).collect();
            distinct.len()
        })
    }
}

/// Loaded document type declarations, by their text and the document's directory.
#[derive(Debug, Default)]
struct DoctypeCache {
    doctypes: HashMap<(Option<PathBuf>, String), CachedDoctype>,
    /// The same DTDs by what they are: the document type name and where the catalogs
    /// put the external subset, for declarations spelt differently (another system
    /// identifier, other white space). Only DTDs with no message in the document are
    /// kept here, since the declaration they were read from is not this document's.
    by_subset: HashMap<(Option<PathBuf>, String, StorageLocation), Arc<ParsedDoctype>>,
    /// The catalog set of the documents of each directory.
    catalogs: HashMap<Option<PathBuf>, Arc<CatalogSet>>,
}

/// A document type declaration as read for one document.
#[derive(Debug)]
struct CachedDoctype {
    parsed: Arc<ParsedDoctype>,
    /// Where its `<!` was in the document it was read for.
    start: u32,
}

/// The DOCTYPE read for this document: its own, or one kept from another document.
struct Doctype {
    parsed: Arc<ParsedDoctype>,
    /// Where it was read: where this document's, or the other document's declaration
    /// begins (messages in the document are moved by the difference).
    read_at: u32,
}

/// A document type declaration of the simplest form, `<!DOCTYPE name PUBLIC "public"
/// "system">` (the system identifier optional), its parameters separated by white space
/// and its literals of printable ASCII: one that gives no message of its own, whatever
/// its spelling. Its name and identifiers, or `None` for any other form.
fn simple_doctype(declaration: &str) -> Option<(&str, &str, Option<&str>)> {
    fn separators(s: &str) -> (&str, bool) {
        let rest = s.trim_start_matches([' ', '\t', '\r', '\n']);
        (rest, rest.len() < s.len())
    }
    fn literal(s: &str) -> Option<(&str, &str)> {
        let quote = s.chars().next().filter(|&q| q == '"' || q == '\'')?;
        let body = &s[1..];
        let end = body.find(quote)?;
        let text = &body[..end];
        text.bytes()
            .all(|b| (0x20..0x7F).contains(&b) && !matches!(b, b'&' | b'%'))
            .then_some((text, &body[end + 1..]))
    }
    let rest = declaration.strip_prefix("<!")?;
    let keyword = rest.get(..7).filter(|k| k.eq_ignore_ascii_case("DOCTYPE"))?;
    let (rest, sep) = separators(&rest[keyword.len()..]);
    let name_len = rest
        .bytes()
        .position(|b| !(b.is_ascii_alphanumeric() || b == b'.' || b == b'-'))
        .unwrap_or(rest.len());
    let name = &rest[..name_len];
    if !sep || !name.bytes().next().is_some_and(|b| b.is_ascii_alphabetic()) {
        return None;
    }
    let (rest, sep) = separators(&rest[name_len..]);
    let public = rest.get(..6).filter(|k| k.eq_ignore_ascii_case("PUBLIC"))?;
    let (rest, sep2) = separators(&rest[public.len()..]);
    if !sep || !sep2 {
        return None;
    }
    let (public_id, rest) = literal(rest)?;
    let (rest, sep) = separators(rest);
    if rest == ">" {
        return Some((name, public_id, None));
    }
    let (system_id, rest) = literal(rest).filter(|_| sep)?;
    (separators(rest).0 == ">").then_some((name, public_id, Some(system_id)))
}

/// The end (just past the MDC) of the document type declaration at `start`, when it is
/// made only of names, literals and separators: no internal subset, no comment, no
/// reference. Such a declaration means the same wherever it is.
fn plain_doctype_end(text: &str, start: u32) -> Option<u32> {
    let bytes = text.as_bytes();
    let mut at = start as usize + 2;
    let mut literal: Option<u8> = None;
    while at < bytes.len() {
        let b = bytes[at];
        match literal {
            Some(delimiter) => {
                if b == delimiter {
                    literal = None;
                } else if b == b'&' || b == b'%' {
                    return None;
                }
            }
            None => match b {
                b'"' | b'\'' => literal = Some(b),
                b'>' => return Some(at as u32 + 1),
                b'[' | b'-' | b'%' | b'&' | b'<' => return None,
                _ => {}
            },
        }
        at += 1;
    }
    None
}

/// The pipeline of one document, handing events to `sink`.
fn run<S: EventSink>(
    bytes: &[u8],
    name: &str,
    path: Option<&Path>,
    options: &DocumentOptions,
    cache: &mut Option<DoctypeCache>,
    mut sink: S,
) -> (CheckResult, S) {
    let mut messages = Vec::new();
    let encoding_options = EncodingOptions {
        override_label: options.encoding.clone(),
        default_encoding: Some(Encoding::for_label("iso-8859-1").expect("a known label")),
        ..EncodingOptions::default()
    };
    let decoded = match omittag_encoding::decode(bytes, &encoding_options) {
        Ok(decoded) => decoded,
        Err(refused) => {
            messages.push(Message {
                file: name.to_owned(),
                line: 1,
                column: 0,
                severity: Severity::Error,
                letter: Some('E'),
                text: refused.kind.to_string(),
                code: refused.kind.code(),
                offset: Some(0),
                hint: None,
            });
            return (CheckResult { messages }, sink);
        }
    };
    let text: Cow<'_, str> = if options.parser.characters_beyond_bmp {
        Cow::Borrowed(&decoded.text)
    } else {
        sixteen_bit_text(&decoded.text)
    };
    let text: &str = &text;
    // The line index is made only when a message is to be positioned.
    let lines = LazyLines {
        text,
        index: OnceCell::new(),
    };

    let files = FileStorage;
    let storage = if options.read_files {
        StorageStack::new().with(bundled::storage()).with(&files)
    } else {
        StorageStack::new().with(bundled::storage())
    };
    let sources = CatalogSources {
        command_line: &options.catalogs,
        document: if options.read_files { path } else { None },
        sgml_catalog_files: options.sgml_catalog_files.as_deref(),
    };
    // The catalog set depends on the options and the document's directory (its catalog
    // file): kept per directory with the DTDs.
    let directory = path.and_then(Path::parent).map(Path::to_path_buf);
    let catalogs: Arc<CatalogSet> = match cache.as_mut() {
        Some(cache) => Arc::clone(
            cache
                .catalogs
                .entry(directory.clone())
                .or_insert_with(|| Arc::new(bundled::catalog_set(&sources, &storage))),
        ),
        None => Arc::new(bundled::catalog_set(&sources, &storage)),
    };
    let catalogs: &CatalogSet = &catalogs;

    // The SGML declaration: the document's own, else the catalogs', else the validator's.
    let user_declaration;
    let own_declaration = text.starts_with("<!SGML") || text.starts_with("<!sgml");
    let declaration = if own_declaration {
        let parsed = sgml_decl::parse(text);
        for diagnostic in &parsed.diagnostics {
            messages.push(Message::at(
                &diagnostic.kind,
                name,
                text,
                lines.get(),
                diagnostic.span.start,
            ));
        }
        user_declaration = parsed.declaration;
        &user_declaration
    } else {
        match catalogs.sgml_decl() {
            Some(StorageLocation::Memory(ref p)) if p == VALIDATOR_DECLARATION => default_declaration(),
            Some(location) => match storage.read(&location) {
                Ok(bytes) => {
                    user_declaration = sgml_decl::parse(&decode_text(&bytes)).declaration;
                    &user_declaration
                }
                Err(_) => default_declaration(),
            },
            None => default_declaration(),
        }
    };
    let loader = DtdLoader::new(declaration, catalogs, &storage);
    let document_location = path.map(|p| StorageLocation::File(p.to_path_buf()));
    // A document's own SGML declaration changes what a DTD means: nothing is kept then.
    let mut cache = cache.as_mut().filter(|_| !own_declaration);

    let mut doctype: Option<(Doctype, bool, u32)> = None;
    let mut prolog_diagnostics = Vec::new();
    let prolog = {
        let mut reader = |t: &str, start: u32| {
            let plain_end = plain_doctype_end(t, start);
            let key = plain_end.map(|end| (directory.clone(), t[start as usize..end as usize].to_owned()));
            if let (Some(cache), Some(key)) = (cache.as_deref_mut(), key.as_ref())
                && let Some(kept) = cache.doctypes.get(key)
            {
                let validate = kept.parsed.external_id.is_some();
                let end = plain_end.unwrap_or(start);
                let kept = Doctype {
                    parsed: Arc::clone(&kept.parsed),
                    read_at: kept.start,
                };
                doctype = Some((kept, validate, start));
                return end;
            }
            // The same DTD under another spelling of the declaration.
            let subset_key = match (cache.as_deref(), plain_end) {
                (Some(_), Some(end)) => simple_doctype(&t[start as usize..end as usize]).and_then(|found| {
                    let (gi, public_id, system_id) = found;
                    let namecase = declaration.namecase().general;
                    let gi = if namecase {
                        gi.to_ascii_uppercase()
                    } else {
                        gi.to_owned()
                    };
                    let request = ExternalEntity {
                        kind: EntityKind::Doctype,
                        name: &gi,
                        public_id: Some(public_id),
                        system_id,
                        fold_case: namecase,
                        declared_in: document_location.as_ref(),
                    };
                    let location = catalogs.resolve(&storage, &request).result.ok()?.location;
                    Some((directory.clone(), gi, location))
                }),
                _ => None,
            };
            if let (Some(cache), Some(subset_key), Some(key), Some(end)) =
                (cache.as_deref_mut(), subset_key.as_ref(), key.as_ref(), plain_end)
                && let Some(kept) = cache.by_subset.get(subset_key)
            {
                let parsed = Arc::clone(kept);
                let validate = parsed.external_id.is_some();
                let entry = CachedDoctype {
                    parsed: Arc::clone(&parsed),
                    start,
                };
                cache.doctypes.insert(key.clone(), entry);
                doctype = Some((Doctype { parsed, read_at: start }, validate, start));
                return end;
            }
            let parsed = loader.load_doctype(t, start, name, document_location.as_ref());
            let end = parsed.end;
            // A DOCTYPE with neither external identifier nor internal subset gives no
            // DTD: OpenSP then parses without validation (IMPLYDEF ELEMENT YES).
            let has_subset = t[start as usize..end as usize].contains('[');
            let validate = parsed.external_id.is_some() || has_subset;
            let parsed = Arc::new(parsed);
            if let (Some(cache), Some(key)) = (cache.as_deref_mut(), key)
                && plain_end == Some(end)
                && parsed.complete
            {
                let kept = CachedDoctype {
                    parsed: Arc::clone(&parsed),
                    start,
                };
                cache.doctypes.insert(key, kept);
                let in_document = parsed.diagnostics.iter().any(|d| d.source == 0);
                if let Some(subset_key) = subset_key
                    && !in_document
                    && parsed.external_subset.as_ref() == Some(&subset_key.2)
                {
                    cache.by_subset.insert(subset_key, Arc::clone(&parsed));
                }
            }
            doctype = Some((Doctype { parsed, read_at: start }, validate, start));
            end
        };
        read_prolog(
            text,
            loader.lexer_config(),
            &mut reader,
            &mut sink,
            &mut prolog_diagnostics,
        )
    };
    for diagnostic in &prolog_diagnostics {
        messages.push(parser_message(diagnostic, text, lines.get(), name));
    }
    let implied;
    let (dtd, validate, complete): (&Dtd, bool, bool) = match &doctype {
        Some((kept, validate, start)) => {
            let parsed = &kept.parsed;
            // Messages in the document are where this document's declaration is.
            let shift = i64::from(*start) - i64::from(kept.read_at);
            for diagnostic in &parsed.diagnostics {
                messages.push(dtd_message(diagnostic, &parsed.dtd, text, lines.get(), name, shift));
            }
            (&parsed.dtd, *validate, parsed.complete)
        }
        None => {
            implied = implied_dtd(
                &prolog,
                text,
                &loader,
                catalogs,
                &storage,
                name,
                lines.get(),
                &mut messages,
            );
            (&implied.0, implied.1, implied.2)
        }
    };
    if complete && prolog.has_instance() {
        let texts = EntityTexts::new();
        let entity_loader = CatalogEntityLoader {
            catalogs,
            storage: &storage,
            dtd,
            document: document_location.as_ref(),
            fold_case: declaration.namecase().entity,
            max_bytes: options.parser.max_entity_expansion,
        };
        // The error limit counts the errors of the prolog and the DTD too.
        let earlier = messages.iter().filter(|m| m.severity == Severity::Error).count() as u32;
        let mut parser_options = options.parser.clone();
        if parser_options.max_errors != 0 {
            parser_options.max_errors = parser_options.max_errors.saturating_sub(earlier).max(1);
        }
        let cx = InstanceContext {
            declaration,
            lexer_config: loader.lexer_config(),
            dtd,
            validate,
            options: &parser_options,
            loader: Some(&entity_loader),
            texts: &texts,
        };
        let parser = InstanceParser::new(cx, text, prolog.instance_start, &mut sink);
        let (diagnostics, _) = parser.parse();
        for diagnostic in &diagnostics {
            let mut message = parser_message(diagnostic, text, lines.get(), name);
            if let ParserDiagnosticKind::ErrorLimitReached { .. } = diagnostic.kind {
                message.line = 0;
                message.column = 0;
                message.text = ParserDiagnosticKind::ErrorLimitReached {
                    limit: options.parser.max_errors,
                }
                .to_string();
            }
            messages.push(message);
        }
    }
    (CheckResult { messages }, sink)
}

// The helpers below are those of `document.rs` (private there), to be shared once
// `document::esis` runs this pipeline with its ESIS sink.

/// A text's line index, made the first time it is asked for.
struct LazyLines<'t> {
    text: &'t str,
    index: OnceCell<LineIndex>,
}

impl LazyLines<'_> {
    fn get(&self) -> &LineIndex {
        self.index.get_or_init(|| LineIndex::new(self.text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::document::esis;

    fn options() -> DocumentOptions {
        DocumentOptions::default()
    }

    #[test]
    fn four_byte_characters_are_found_anywhere() {
        for len in 0..20 {
            for at in 0..len {
                for b in [0x7Fu8, 0xC3, 0xEF, 0xF0, 0xF4, 0xFF] {
                    let mut bytes = vec![b'a'; len];
                    bytes[at] = b;
                    assert_eq!(has_four_byte_characters(&bytes), b >= 0xF0, "{b:#x} at {at} of {len}");
                }
            }
        }
        assert_eq!(sixteen_bit_text("a\u{1F600}b"), "a\u{FFFD}b");
    }

    #[test]
    fn simple_declarations_are_recognised() {
        let strict = "-//W3C//DTD HTML 4.01//EN";
        assert_eq!(
            simple_doctype("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">"),
            Some(("HTML", strict, None))
        );
        assert_eq!(
            simple_doctype("<!doctype html\npublic '-//W3C//DTD HTML 4.01//EN'\r\n\t\"s.dtd\" >"),
            Some(("html", strict, Some("s.dtd")))
        );
        for other in [
            "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"\"s.dtd\">",
            "<!DOCTYPEHTML PUBLIC \"x\">",
            "<!DOCTYPE HTML SYSTEM \"s.dtd\">",
            "<!DOCTYPE HTML PUBLIC \"a\tb\">",
            "<!DOCTYPE HTML PUBLIC \"x\" \"y\" \"z\">",
            "<!DOCTYPE 1HTML PUBLIC \"x\">",
            "<!DOCTYPE HTML PUBLIC \"&x;\">",
        ] {
            assert_eq!(simple_doctype(other), None, "{other}");
        }
    }

    #[test]
    fn plain_declarations_are_recognised() {
        let t = r#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" "x>y">rest"#;
        assert_eq!(plain_doctype_end(t, 0), Some(t.find("rest").unwrap() as u32));
        assert_eq!(plain_doctype_end("<!DOCTYPE x [ <!ENTITY a 'b'> ]>", 0), None);
        assert_eq!(plain_doctype_end("<!DOCTYPE x -- c -- SYSTEM 'a'>", 0), None);
        assert_eq!(plain_doctype_end("<!DOCTYPE x SYSTEM 'a'", 0), None);
        assert_eq!(plain_doctype_end("<!DOCTYPE x SYSTEM '&a;'>", 0), None);
    }

    /// The messages are those of `document::esis`, with and without the cache, for
    /// documents whose declarations are at different places.
    #[test]
    fn messages_are_those_of_the_esis_pipeline() {
        let documents: [&[u8]; 8] = [
            b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title><p>x",
            // The same DTD spelt otherwise: kept once.
            b"<!doctype html public '-//W3C//DTD HTML 4.01//EN'\n  \"http://www.w3.org/TR/html4/strict.dtd\">\n<title>t</title><p>x</q>",
            b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"\"strict.dtd\"><title>no separator</title>",
            b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" \"http://example.com/other.dtd\" ><title>t</title>",
            b"\n\n  <!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title><p><li>x</p></q>",
            b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\"><p>no title",
            b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [ <!ENTITY me \"x\"> ]><title>&me;</title>",
            b"<html><title>no doctype</title></html>",
        ];
        let mut kept = Checker::new(options());
        let mut fresh = Checker::without_cache(options());
        for round in 0..2 {
            for (i, bytes) in documents.iter().enumerate() {
                let name = format!("doc{i}.html");
                let expected = esis(bytes, &name, None, &options()).messages;
                assert_eq!(
                    kept.check(bytes, &name, None).messages,
                    expected,
                    "round {round}, doc {i}"
                );
                assert_eq!(fresh.check(bytes, &name, None).messages, expected, "doc {i}");
                assert_eq!(check(bytes, &name, None, &options()).messages, expected, "doc {i}");
            }
        }
        // The Strict and the Transitional DTD; the internal subset is not kept, nor the
        // declaration with a message of its own (no separator between the literals).
        assert_eq!(kept.dtds_loaded(), 3);
        assert_eq!(fresh.dtds_loaded(), 0);
    }
}
