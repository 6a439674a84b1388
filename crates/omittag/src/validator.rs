//! [`Validator`]: parses and validates any number of documents with the same
//! [`Options`], loading each DTD once and sharing it between documents and threads.

use std::borrow::Cow;
use std::io::{self, Write};
use std::sync::{Arc, Mutex, MutexGuard};

use sgml_parser::tree::TreeBuilder;
use sgml_parser::{Event, EventSink};
use sgml_source::Severity;

use crate::document::Document;
use crate::dtd_cache::DoctypeCache;
use crate::message::Message;
use crate::options::Options;
use crate::prepare::prepare;
use crate::prepared::Prepared;
use crate::report::{Parsed, Report};
use crate::tree::TreeOptions;

/// Parses and validates documents with the same options, keeping the DTDs it loads.
///
/// A DTD is kept by the text of the document type declaration that named it and the
/// document's directory (where a relative system identifier and the document's catalog
/// are looked for); only declarations of names and literals, with no internal subset
/// and no comment, are kept, since only those mean the same DTD wherever they are. The
/// DTD's messages are given again, at the same places, for every document using it.
/// A `Validator` is `Sync`: documents may be validated from many threads at once.
///
/// ```
/// use omittag::{Document, Options, Validator};
///
/// let validator = Validator::new(Options::onsgmls());
/// let page = br#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">
/// <title>Tables</title>
/// <table><tr><td colspan=2>cell</table>"#;
/// assert!(validator.validate(page).is_valid());
///
/// // The second document with the same DOCTYPE declaration reuses the loaded DTD.
/// let bad = br#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">
/// <title>Bad</title><p><li>item"#;
/// let report = validator.validate(Document::new(bad).named("b.html"));
/// assert!(!report.is_valid());
/// assert_eq!(report.messages[0].line, 2);
/// assert_eq!(validator.dtds_loaded(), 1);
/// ```
#[derive(Debug)]
pub struct Validator {
    options: Options,
    cache: Option<Arc<Mutex<DoctypeCache>>>,
}

/// Ignores events.
pub(crate) struct NoEvents;

impl EventSink for NoEvents {
    #[inline]
    fn event(&mut self, _: Event<'_>) {}

    /// Validation needs only what the tags specify: defaults are not made.
    fn wants_attributes(&self) -> bool {
        false
    }

    /// Nor the events.
    #[inline]
    fn wants_events(&self) -> bool {
        false
    }
}

impl Validator {
    /// A validator with the options every document is read with, keeping DTDs.
    pub fn new(options: Options) -> Validator {
        Validator {
            options,
            cache: Some(Arc::new(Mutex::new(DoctypeCache::default()))),
        }
    }

    /// A validator that loads the DTD anew for every document (as one process per
    /// document would), for comparison.
    pub fn without_cache(options: Options) -> Validator {
        Validator { options, cache: None }
    }

    /// This validator with other encoding options, keeping the DTDs it has loaded and
    /// sharing those either loads from now on: for documents that each came with their
    /// own HTTP `Content-Type` (the records of a web archive), or their own encoding
    /// override. The encoding options only say how a document's bytes are decoded,
    /// never which DTD it is read with, so the DTDs are the same.
    ///
    /// ```
    /// use omittag::{Options, Validator};
    ///
    /// let validator = Validator::new(Options::default());
    /// let page = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><title>\u{e9}</title><p>x";
    /// assert!(validator.validate(page).is_valid());
    /// let mut encoding = validator.options().encoding.clone();
    /// encoding.http_content_type = Some("text/html; charset=iso-8859-1".into());
    /// let served = validator.with_encoding(encoding);
    /// let report = served.validate(page);
    /// assert_eq!(report.encoding.unwrap().to_string(), "ISO-8859-1 (from HTTP)");
    /// assert_eq!((validator.dtds_loaded(), served.dtds_loaded()), (1, 1));
    /// ```
    pub fn with_encoding(&self, encoding: crate::options::EncodingOptions) -> Validator {
        let mut options = self.options.clone();
        options.encoding = encoding;
        Validator {
            options,
            cache: self.cache.clone(),
        }
    }

    /// The options documents are read with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// How many distinct DTDs have been loaded and kept (0 without a cache).
    pub fn dtds_loaded(&self) -> usize {
        self.cache.as_ref().map_or(0, |cache| lock(cache).distinct())
    }

    /// Read a document up to its instance.
    pub(crate) fn prepare<'b>(&self, document: Document<'b, '_>) -> Prepared<'b, '_> {
        self.prepare_streaming(document, None)
    }

    /// [`prepare`](Validator::prepare), handing `stream` (if given) the messages so far
    /// and the prolog's as they are found when nothing limits the errors, so that they
    /// are not held: the caller hands on the rest.
    pub(crate) fn prepare_streaming<'b>(
        &self,
        document: Document<'b, '_>,
        stream: Option<&mut dyn FnMut(&Message)>,
    ) -> Prepared<'b, '_> {
        let Document { bytes, name, path } = document;
        match &self.cache {
            Some(cache) => prepare(bytes, name, path, &self.options, Some(&mut lock(cache)), stream),
            None => prepare(bytes, name, path, &self.options, None, stream),
        }
    }

    /// Validate one document (its bytes, or a [`Document`] with its name for messages
    /// and the path it was read from, for its catalog and relative system identifiers):
    /// its messages, DOCTYPE and encoding. Never panics, whatever the bytes.
    pub fn validate<'b, 'a>(&self, document: impl Into<Document<'b, 'a>>) -> Report {
        let mut prepared = self.prepare(document.into());
        let messages = self.instance_messages(&prepared);
        prepared.add_messages(messages);
        prepared.into_report()
    }

    /// The messages of a prepared document's instance; with an architecture (`-A`),
    /// those of checking its architectural document against the meta-DTD after them,
    /// as `onsgmls -s -A` checks it (its ESIS is made and dropped).
    fn instance_messages(&self, prepared: &Prepared<'_, '_>) -> Vec<Message> {
        let text = &prepared.text;
        if prepared.architecture.is_some() && prepared.will_parse() {
            let checked = prepared.with_esis_sink(io::sink(), self.options.esis, text, |sink| {
                let (messages, mut sink) = prepared.parse_instance(text, sink);
                let architecture = prepared.architecture_messages(&mut sink, text);
                Ok(prepared.merge_architecture_messages(messages, architecture))
            });
            // Writing to `io::sink` does not fail.
            return checked.unwrap_or_default();
        }
        prepared.parse_instance(text, NoEvents).0
    }

    /// Validate one document and keep its decoded text, in which the messages about the
    /// document are placed ([`Message::offset`](crate::Message::offset)): what a report
    /// that shows source lines needs.
    pub fn validate_with_text<'b, 'a>(&self, document: impl Into<Document<'b, 'a>>) -> (Report, String) {
        let mut prepared = self.prepare(document.into());
        let messages = self.instance_messages(&prepared);
        prepared.add_messages(messages);
        let text = std::mem::take(&mut prepared.text).into_owned();
        (prepared.into_report(), text)
    }

    /// Validate one document, handing its events (those of the prolog, then of the
    /// instance) to `sink`; returns the report and the sink.
    pub fn with_sink<'b, 'a, S: EventSink>(&self, document: impl Into<Document<'b, 'a>>, sink: S) -> (Report, S) {
        let mut prepared = self.prepare(document.into());
        let mut sink = sink;
        prepared.replay_prolog(&mut sink);
        let (messages, sink) = prepared.parse_instance(&prepared.text, sink);
        prepared.add_messages(messages);
        (prepared.into_report(), sink)
    }

    /// Parse one document into a typed tree, with its report.
    ///
    /// ```
    /// use omittag::{Options, Validator};
    ///
    /// let validator = Validator::new(Options::default());
    /// let parsed = validator.parse(b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 3.2//EN\"><title>t</title>");
    /// let html = parsed.tree.root_element().unwrap();
    /// assert!(html.is_start_implied() && html.has_name("HTML"));
    /// ```
    pub fn parse<'b, 'a>(&self, document: impl Into<Document<'b, 'a>>) -> Parsed<'b> {
        self.parse_with(document, TreeOptions::default(), NoEvents).0
    }

    /// Parse one document into a tree made as `tree_options` say, handing every event to
    /// `sink` as well (an [`EsisSink`](crate::events::EsisSink), say, to have ESIS and a tree from one parse).
    /// Events of source 0 are located in the decoded text, [`Tree::input`](sgml_parser::tree::Tree::input).
    pub fn parse_with<'b, 'a, S: EventSink>(
        &self,
        document: impl Into<Document<'b, 'a>>,
        tree_options: TreeOptions,
        sink: S,
    ) -> (Parsed<'b>, S) {
        let mut prepared = self.prepare(document.into());
        match std::mem::take(&mut prepared.text) {
            Cow::Borrowed(text) => tree_of(text, prepared, tree_options, sink),
            Cow::Owned(text) => {
                let (parsed, sink) = tree_of(&text, prepared, tree_options, sink);
                let parsed = Parsed {
                    tree: parsed.tree.into_owned(),
                    dtd: parsed.dtd,
                    report: parsed.report,
                };
                (parsed, sink)
            }
        }
    }

    /// Write one document's ESIS to `out`, as onsgmls prints it with the options'
    /// [`esis`](Options::esis) output options, as it is parsed (nothing is held but what
    /// `out` buffers). Returns the report, or the first error of `out`.
    ///
    /// ```
    /// use omittag::{Options, Validator};
    ///
    /// let validator = Validator::new(Options::default());
    /// let mut esis = Vec::new();
    /// let report = validator
    ///     .esis(b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><title>Hi</title><p>", &mut esis)
    ///     .unwrap();
    /// assert!(report.is_valid());
    /// assert!(String::from_utf8(esis).unwrap().contains("(TITLE\n-Hi\n)TITLE\n"));
    /// ```
    pub fn esis<'b, 'a, W: Write>(&self, document: impl Into<Document<'b, 'a>>, out: W) -> io::Result<Report> {
        self.esis_with(document.into(), out, None)
    }

    /// [`esis`](Validator::esis), handing each message to `stream`, if given, as it is
    /// found (the report then holds none) instead of holding them.
    pub(crate) fn esis_with<W: Write>(
        &self,
        document: Document<'_, '_>,
        mut out: W,
        mut stream: Option<&mut dyn FnMut(&Message)>,
    ) -> io::Result<Report> {
        let reborrowed: Option<&mut dyn FnMut(&Message)> = match &mut stream {
            Some(on_message) => Some(&mut **on_message),
            None => None,
        };
        let mut prepared = self.prepare_streaming(document, reborrowed);
        prepared.write_appinfo(&mut out, self.options.esis)?;
        if !prepared.will_parse() {
            // The processing instructions met before the parse stopped are written, as
            // onsgmls writes them as it meets them.
            prepared.with_esis_sink(&mut out, self.options.esis, "", |sink| sink.finish(false).map(drop))?;
            return Ok(hand_on(prepared.into_report(), stream));
        }
        let text = &prepared.text;
        // The instance's messages when held; none when handed on as they came.
        let held = prepared.with_esis_sink(&mut out, self.options.esis, text, |sink| {
            let Some(on_message) = stream else {
                let (messages, mut sink) = prepared.parse_instance(text, sink);
                let architecture = prepared.architecture_messages(&mut sink, text);
                let messages = prepared.merge_architecture_messages(messages, architecture);
                let conforming = prepared.is_valid() && !messages.iter().any(|m| m.severity == Severity::Error);
                sink.finish(conforming)?;
                return Ok(Some(messages));
            };
            prepared.messages.iter().for_each(&mut *on_message);
            let (sink, error) = prepared.parse_instance_streamed_with_architecture(text, sink, on_message);
            let conforming = prepared.is_valid() && !error;
            sink.finish(conforming)?;
            Ok(None)
        })?;
        match held {
            Some(messages) => prepared.add_messages(messages),
            None => prepared.messages.clear(),
        }
        Ok(prepared.into_report())
    }

    /// [`validate`](Validator::validate), handing each message to `on_message` as it is
    /// found (the report holds none) instead of holding them.
    pub(crate) fn validate_streamed(&self, document: Document<'_, '_>, on_message: &mut dyn FnMut(&Message)) -> Report {
        let mut prepared = self.prepare_streaming(document, Some(&mut *on_message));
        prepared.messages.iter().for_each(&mut *on_message);
        if prepared.architecture.is_some() && prepared.will_parse() {
            // `-A`: the architectural document is checked against its meta-DTD too, as
            // `onsgmls -s -A` checks it; its ESIS is made and dropped.
            let text = &prepared.text;
            let checked = prepared.with_esis_sink(io::sink(), self.options.esis, text, |sink| {
                prepared.parse_instance_streamed_with_architecture(text, sink, &mut *on_message);
                Ok(())
            });
            // Writing to `io::sink` does not fail.
            let _ = checked;
        } else {
            prepared.parse_instance_streamed(&prepared.text, NoEvents, on_message);
        }
        prepared.messages.clear();
        prepared.into_report()
    }
}

/// `report`, its messages handed to `stream` (and taken out of it) if given.
pub(crate) fn hand_on(mut report: Report, stream: Option<&mut dyn FnMut(&Message)>) -> Report {
    if let Some(on_message) = stream {
        report.messages.iter().for_each(on_message);
        report.messages.clear();
    }
    report
}

/// The tree of a prepared document whose text is `text`.
fn tree_of<'t, S: EventSink>(
    text: &'t str,
    mut prepared: Prepared<'_, '_>,
    tree_options: TreeOptions,
    sink: S,
) -> (Parsed<'t>, S) {
    let dtd = prepared.dtd.clone();
    let mut builder = TreeBuilder::new(text);
    builder.keep_record_ends(tree_options.keep_record_ends);
    builder.names_folded(prepared.folds_names());
    builder.set_dtd(&dtd);
    let mut sinks = (builder, sink);
    prepared.replay_prolog(&mut sinks);
    let (messages, (builder, sink)) = prepared.parse_instance(text, sinks);
    let tree = builder.finish();
    prepared.add_messages(messages);
    let parsed = Parsed {
        tree,
        dtd,
        report: prepared.into_report(),
    };
    (parsed, sink)
}

/// The cache, even if a thread panicked while holding it (what it holds stays whole:
/// entries are inserted complete).
fn lock(cache: &Mutex<DoctypeCache>) -> MutexGuard<'_, DoctypeCache> {
    cache.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// The ESIS of `bytes` and its report, the DTD loaded anew.
    struct InMemory {
        esis: Vec<u8>,
        messages: Vec<crate::Message>,
    }

    fn esis(bytes: &[u8], name: &str, _: Option<&Path>, options: &Options) -> InMemory {
        let mut esis = Vec::new();
        let report = crate::esis(Document::new(bytes).named(name), options, &mut esis).unwrap();
        InMemory {
            esis,
            messages: report.messages,
        }
    }

    fn options() -> Options {
        Options::default()
    }

    fn codes(report: &Report) -> Vec<&'static str> {
        report.messages.iter().map(|m| m.code()).collect()
    }

    /// The messages are those of the ESIS pipeline, with and without the cache, for
    /// documents whose declarations are at different places.
    #[test]
    fn messages_are_the_same_with_and_without_kept_dtds() {
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
        let kept = Validator::new(options());
        let fresh = Validator::without_cache(options());
        for round in 0..2 {
            for (i, bytes) in documents.iter().enumerate() {
                let name = format!("doc{i}.html");
                let expected = esis(bytes, &name, None, &options()).messages;
                assert_eq!(
                    kept.validate(crate::Document::new(bytes).named(&name)).messages,
                    expected,
                    "round {round}, doc {i}"
                );
                assert_eq!(
                    fresh.validate(crate::Document::new(bytes).named(&name)).messages,
                    expected,
                    "doc {i}"
                );
                assert_eq!(
                    kept.parse(crate::Document::new(bytes).named(&name)).report.messages,
                    expected,
                    "doc {i}"
                );
            }
        }
        // The Strict and the Transitional DTD, prebuilt and shared by every spelling of
        // their declarations; the internal subset is not kept, nor the declaration with a
        // message of its own (no separator between the literals).
        assert_eq!(kept.dtds_loaded(), 2);
        assert_eq!(fresh.dtds_loaded(), 0);
    }

    /// XHTML pages read in XML mode keep their DTDs too, apart from the HTML ones: the
    /// same messages with and without the cache, the XHTML DTD loaded once, and an HTML
    /// page with the same document type name not given it.
    #[test]
    fn dtds_read_in_xml_mode_are_kept_apart() {
        let documents: [&[u8]; 4] = [
            b"<?xml version=\"1.0\"?>\n<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"x\">\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>t</title></head><body><p>a<br/>b</p></body></html>\n",
            b"<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"x\">\n<html><head><title>t</title></head><body><p>a<br>b</p></body></html>\n",
            b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title><p>a<br/>b",
            b"<?xml version=\"1.0\"?>\n<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"x\">\n<html><head><title>t</title></head><body><p>a</p></body></html>\n",
        ];
        let kept = Validator::new(options());
        for round in 0..2 {
            for (i, bytes) in documents.iter().enumerate() {
                let name = format!("doc{i}.html");
                let expected = esis(bytes, &name, None, &options()).messages;
                assert_eq!(
                    kept.validate(crate::Document::new(bytes).named(&name)).messages,
                    expected,
                    "round {round}, doc {i}"
                );
            }
        }
        assert!(
            kept.validate(crate::Document::new(documents[0]).named("a.html"))
                .is_valid()
        );
        assert!(
            !kept
                .validate(crate::Document::new(documents[1]).named("b.html"))
                .is_valid()
        );
        assert_eq!(kept.dtds_loaded(), 2);
    }

    #[test]
    fn a_validator_is_shared_between_threads() {
        fn sync<T: Send + Sync>(_: &T) {}
        let validator = Validator::new(options());
        sync(&validator);
        let page = b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><title>t</title><p>x</q>";
        let reports: Vec<Report> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..4)
                .map(|_| scope.spawn(|| validator.validate(crate::Document::new(page).named("t.html"))))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        for report in &reports {
            assert_eq!(report.messages, reports[0].messages);
            assert_eq!(report.errors(), 1);
        }
        assert_eq!(validator.dtds_loaded(), 1);
    }

    #[test]
    fn the_report_names_the_doctype_and_the_encoding() {
        let report = validator_report(b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Frameset//EN\">\n<title>t</title><frameset><frame></frameset>", options());
        assert_eq!(report.verdict(), "valid HTML 4.01 Frameset, 1 warning");
        assert_eq!(codes(&report), ["no-encoding-information"]);
        let doctype = report.doctype.as_ref().unwrap();
        assert_eq!(doctype.public_id.as_deref(), Some("-//W3C//DTD HTML 4.01 Frameset//EN"));
        assert!(!doctype.implied && !doctype.overridden);
        let encoding = report.encoding.as_ref().unwrap();
        assert_eq!(encoding.to_string(), "UTF-8 (no encoding declared)");

        let page = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 3.2 Final//EN\">\n\
                    <meta http-equiv=\"Content-Type\" content=\"text/html; charset=ISO-8859-1\">\n<title>t</title><p>x";
        let report = validator_report(page.as_bytes(), options());
        assert_eq!(report.verdict(), "valid HTML 3.2");
        assert_eq!(report.encoding.unwrap().to_string(), "ISO-8859-1 (from META)");
    }

    fn validator_report(bytes: &[u8], options: Options) -> Report {
        Validator::new(options).validate(crate::Document::new(bytes).named("t.html"))
    }

    #[test]
    fn a_document_without_doctype_is_an_error_and_is_checked_as_transitional() {
        // The catalog's DOCTYPE entry for HTML names HTML 4.01 Transitional, as onsgmls
        // reads it.
        let report = validator_report(b"<html><title>t</title><p><font color=red>x</font>", options());
        assert_eq!(
            codes(&report),
            ["no-encoding-information", "prolog-omitted", "doctype-implied"]
        );
        assert_eq!(report.verdict(), "invalid HTML 4.01 Transitional: 2 errors, 1 warning");
        assert!(report.doctype.unwrap().implied);
        // For another first element, the fallback DTD says the same.
        let report = validator_report(b"<title>t</title><p><font color=red>x</font>", options());
        assert_eq!(
            codes(&report),
            ["no-encoding-information", "prolog-omitted", "fallback-doctype"]
        );
        assert_eq!(report.verdict(), "invalid HTML 4.01 Transitional: 1 error, 2 warnings");
        // As onsgmls: no DTD, no validation.
        let report = validator_report(b"<title>t</title><p><font color=red>x</font>", Options::onsgmls());
        assert_eq!(
            codes(&report),
            ["prolog-omitted", "no-doctype-no-validation", "element-not-allowed"]
        );
    }

    #[test]
    fn the_doctype_override_replaces_the_documents_dtd_and_says_so() {
        let strict = "-//W3C//DTD HTML 4.01//EN";
        let mut overriding = options();
        overriding.doctype_override = Some(strict.to_owned());
        // Transitional's FONT is not in Strict.
        let page =
            b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\">\n<title>t</title>\n<p><font>x</font>";
        assert!(validator_report(page, options()).is_valid());
        let report = validator_report(page, overriding.clone());
        assert_eq!(
            codes(&report),
            ["no-encoding-information", "doctype-overridden", "element-undefined"]
        );
        assert_eq!((report.messages[1].line, report.messages[1].column), (1, 0));
        assert_eq!((report.messages[2].line, report.messages[2].column), (3, 8));
        let doctype = report.doctype.as_ref().unwrap();
        assert!(doctype.overridden);
        assert_eq!(doctype.to_string(), "HTML 4.01 Strict");
        assert!(!report.is_tentative());
        // No DOCTYPE at all: the override is used, and says so; the missing declaration
        // is not an error then, and the result is tentative, as the W3C validator says.
        let report = validator_report(b"<title>t</title>\n<p><font>x</font>", overriding.clone());
        assert_eq!(
            codes(&report),
            ["no-encoding-information", "doctype-overridden", "element-undefined"]
        );
        let report = validator_report(b"<title>t</title>\n<p>x", overriding);
        assert!(report.is_valid() && report.is_tentative());
        assert_eq!(report.verdict(), "tentatively valid HTML 4.01 Strict, 2 warnings");
    }

    #[test]
    fn an_unknown_public_identifier_is_warned_and_makes_the_result_tentative() {
        let page =
            b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Trasitional//EN\">\n<title>t</title>\n<p><font>x</font>";
        let report = validator_report(page, options());
        assert_eq!(codes(&report), ["no-encoding-information", "unknown-public-id"]);
        assert_eq!(
            report.messages[1].hint.as_deref(),
            Some("did you mean \"-//W3C//DTD HTML 4.01 Transitional//EN\"?")
        );
        assert!(report.is_valid() && report.is_tentative());
        let doctype = report.doctype.as_ref().unwrap();
        assert!(doctype.unknown_public_id && doctype.description.is_none());
        assert!(
            report
                .verdict()
                .starts_with("tentatively valid \"-//W3C//DTD HTML 4.01 Trasitional//EN\"")
        );
        // Known ones are not.
        let known = b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\">\n<title>t</title>\n<p>x";
        let report = validator_report(known, options());
        assert!(!report.is_tentative() && !report.doctype.unwrap().unknown_public_id);
    }

    #[test]
    fn doctype_and_charset_warnings() {
        let disagree = b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" \"http://www.w3.org/TR/html4/loose.dtd\">\n<title>t</title><p>x";
        let report = validator_report(disagree, options());
        assert_eq!(
            codes(&report),
            ["no-encoding-information", "doctype-identifiers-disagree"]
        );
        assert!(report.is_valid());

        let case = b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 transitional//EN\">\n<title>t</title><p>x";
        let report = validator_report(case, options());
        assert!(codes(&report).contains(&"public-id-case"), "{:?}", codes(&report));
        assert!(
            report
                .messages
                .iter()
                .any(|m| m.text.contains("-//W3C//DTD HTML 4.01 Transitional//EN"))
        );

        let mut http = options();
        http.encoding.http_content_type = Some("text/html; charset=utf-8".into());
        let meta = b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<meta http-equiv=Content-Type content=\"text/html; charset=iso-8859-2\">\n<title>t</title><p>x";
        let report = validator_report(meta, http);
        assert_eq!(codes(&report), ["meta-charset-contradicts"]);
        assert_eq!((report.messages[0].line, report.messages[0].column), (2, 58));

        let mut quiet = options();
        quiet.doctype_warnings = false;
        assert_eq!(codes(&validator_report(disagree, quiet)), ["no-encoding-information"]);
    }

    #[test]
    fn esis_is_streamed_and_equals_the_in_memory_esis() {
        let page = b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<?pi>\n<title>t</title><p>x</q>";
        let validator = Validator::new(options());
        let mut streamed = Vec::new();
        let report = validator
            .esis(crate::Document::new(page).named("t.html"), &mut streamed)
            .unwrap();
        assert_eq!(streamed, esis(page, "t.html", None, &options()).esis);
        let streamed = String::from_utf8(streamed).unwrap();
        assert!(
            streamed.starts_with("?pi\n") && streamed.contains("\n(HTML\n"),
            "{streamed}"
        );
        assert!(!report.is_valid());
        // A writer's error is the result.
        struct Broken;
        impl Write for Broken {
            fn write(&mut self, _: &[u8]) -> io::Result<usize> {
                Err(io::Error::other("disk full"))
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        assert!(
            validator
                .esis(crate::Document::new(page).named("t.html"), Broken)
                .is_err()
        );
    }

    #[test]
    fn the_text_kept_is_the_one_messages_are_placed_in() {
        let page = b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>caf\xE9</title><p><tabel>";
        let validator = Validator::new(options());
        let (report, text) = validator.validate_with_text(crate::Document::new(page).named("t.html"));
        assert_eq!(
            report.messages,
            validator.validate(crate::Document::new(page).named("t.html")).messages
        );
        let undefined = report
            .messages
            .iter()
            .find(|m| m.code() == "element-undefined")
            .unwrap();
        let offset = undefined.offset.unwrap() as usize;
        assert!(text[..offset].ends_with("<p><tabel"), "{text:?} at {offset}");
        assert!(text.contains("caf\u{e9}"));
    }

    #[test]
    fn too_large_an_input_is_refused() {
        let mut small = options();
        small.max_input_bytes = 10;
        let report = validator_report(b"<title>more than ten bytes</title>", small);
        assert_eq!(codes(&report), ["input-too-large"]);
        assert!(report.doctype.is_none() && report.encoding.is_none());
    }
}
