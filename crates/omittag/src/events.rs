//! A document's events, pulled by the caller: a [`Reader`] reads a document up to its
//! instance (decoding it, loading its DTD), and its [`events`](Reader::events) iterator
//! advances the instance parser on each call to `next`, one token at a time, on the
//! caller's thread, as quick-xml's reader does. When the events are read,
//! [`Reader::finish`] gives the document's report.
//!
//! The parser hands each token's events to a sink; the iterator keeps those few (a tag
//! may imply others) in a small buffer, as [`OwnedEvent`]s, until they are taken. The
//! push form stays for who wants it: [`Validator::with_sink`] hands the events, borrowed,
//! to an [`EventSink`] of the caller's.
//!
//! ```
//! use omittag::events::{OwnedEvent, Reader};
//! use omittag::Options;
//!
//! let page = br#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">
//! <title>Streams</title><p>one<p>two"#;
//! let options = Options::default();
//! let reader = Reader::new(page, &options); // borrows the bytes and the options
//! let mut paragraphs = 0;
//! for event in reader.events() {
//!     if let OwnedEvent::StartElement { name, implied, .. } = &event {
//!         if name == "P" {
//!             paragraphs += 1;
//!             assert!(!implied);
//!         }
//!     }
//! }
//! assert_eq!(paragraphs, 2);
//! let report = reader.finish();
//! assert_eq!(report.errors(), 0);
//! ```

use std::cell::RefCell;
use std::collections::VecDeque;

pub use sgml_dtd::content_model::ElementId;
use sgml_dtd::dtd::Entity;
pub use sgml_parser::diagnostic::Location;
pub use sgml_parser::event::{AttributeValue, Attributes, EndElement, Event, EventSink, StartElement, ValueType};
use sgml_parser::{EntityLoader, EntityTexts, InstanceParser, ParserDiagnostic};
pub use sgml_parser::{EsisSink, esis::EsisWriter};
use sgml_source::LineIndex;

use crate::document::Document;
use crate::instance::InstanceParts;
use crate::options::Options;
use crate::prepare::prepare;
use crate::prepared::Prepared;
use crate::report::Report;
use crate::validator::{NoEvents, Validator};
use crate::validator_xml::{RootFinding, RootWatch};

/// An event of the document, owning its text: what [`Event`] is, kept from one step of
/// the parse to the caller's next call. Locations are as in [`Event`]: source 0 is the
/// decoded document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OwnedEvent {
    /// An element starts (its start tag, or implied by the DTD).
    StartElement {
        /// Its element type, in the document's DTD.
        element: ElementId,
        /// Its generic identifier, as the DTD names it.
        name: String,
        /// Its attributes: specified, then defaulted.
        attributes: Attributes,
        /// Whether its start tag was omitted and implied.
        implied: bool,
        /// Whether it is an inclusion (ISO 8879 11.2.5.1).
        included: bool,
        /// Whether it has no content and no end tag (declared EMPTY, or #CONREF).
        empty: bool,
        /// Where its start tag is.
        location: Location,
    },
    /// An element ends.
    EndElement {
        /// Its element type.
        element: ElementId,
        /// Its generic identifier.
        name: String,
        /// Whether its end tag was omitted and implied.
        implied: bool,
        /// Whether it is an inclusion.
        included: bool,
        /// Where its end tag is (or where it was implied).
        location: Location,
    },
    /// Character data.
    Data {
        /// The characters (record ends as `\r`, as ESIS has them).
        text: String,
        /// Where they are.
        location: Location,
    },
    /// The replacement text of an SDATA entity.
    Sdata {
        /// The replacement text.
        text: String,
        /// The entity's name.
        entity: String,
        /// Where the reference is.
        location: Location,
    },
    /// A processing instruction.
    ProcessingInstruction {
        /// Its system data.
        text: String,
        /// Where it is.
        location: Location,
    },
    /// A reference to an external data entity.
    ExternalDataEntity {
        /// The entity's name.
        entity: String,
        /// Where the reference is.
        location: Location,
    },
    /// A comment declaration in the instance (only when
    /// [`ParserOptions::report_comments`](crate::options::ParserOptions::report_comments) is on).
    CommentDeclaration {
        /// Its comments.
        comments: Vec<String>,
        /// Where it starts.
        location: Location,
    },
    /// A general entity looked up (only when
    /// [`ParserOptions::report_entity_lookups`](crate::options::ParserOptions::report_entity_lookups) is on).
    EntityLookup {
        /// The name looked up.
        name: String,
        /// The entity's own name (`#DEFAULT`'s when it stood for the name).
        entity: String,
        /// Where the reference is.
        location: Location,
    },
    /// A reference in content to a non-SGML character (one the document character set
    /// leaves unused): its number.
    NonSgmlCharacter {
        /// The character's number.
        number: u32,
        /// Where the reference is.
        location: Location,
    },
    /// A reference to a subdocument entity (SUBDOC), read as a document of its own.
    Subdocument {
        /// The entity's name.
        entity: String,
        /// The subdocument's ESIS (without the final `C` line).
        esis: Vec<u8>,
        /// Where the reference is.
        location: Location,
    },
}

impl OwnedEvent {
    /// The owned copy of `event`.
    pub fn from_event(event: &Event<'_>) -> OwnedEvent {
        match *event {
            Event::StartElement(start) => OwnedEvent::StartElement {
                element: start.element,
                name: start.name.to_owned(),
                attributes: start.attributes.clone(),
                implied: start.implied,
                included: start.included,
                empty: start.empty,
                location: start.location,
            },
            Event::EndElement(end) => OwnedEvent::EndElement {
                element: end.element,
                name: end.name.to_owned(),
                implied: end.implied,
                included: end.included,
                location: end.location,
            },
            Event::Data { text, location } => OwnedEvent::Data {
                text: text.to_owned(),
                location,
            },
            Event::Sdata { text, entity, location } => OwnedEvent::Sdata {
                text: text.to_owned(),
                entity: entity.to_owned(),
                location,
            },
            Event::ProcessingInstruction { text, location } => OwnedEvent::ProcessingInstruction {
                text: text.to_owned(),
                location,
            },
            Event::ExternalDataEntity { entity, location } => OwnedEvent::ExternalDataEntity {
                entity: entity.name.to_string(),
                location,
            },
            Event::CommentDeclaration { comments, location } => OwnedEvent::CommentDeclaration {
                comments: comments.iter().map(|c| c.to_string()).collect(),
                location,
            },
            Event::NonSgmlCharacter { number, location } => OwnedEvent::NonSgmlCharacter { number, location },
            Event::EntityLookup { name, entity, location } => OwnedEvent::EntityLookup {
                name: name.to_owned(),
                entity: entity.name.to_string(),
                location,
            },
            Event::Subdocument { entity, esis, location } => OwnedEvent::Subdocument {
                entity: entity.name.to_string(),
                esis: esis.to_vec(),
                location,
            },
        }
    }
}

/// A document read up to its instance, whose events its caller pulls
/// ([`events`](Reader::events)), then whose report it takes ([`finish`](Reader::finish)).
/// See the [module docs](self).
pub struct Reader<'b, 'o> {
    read: Read<'b, 'o>,
}

/// What a [`Reader`] holds, and what the instance parser borrows from it while its events
/// are read: the prepared document, the parts of its entity loader, the texts of the
/// external entities read, and the instance parser's findings once it is done.
struct Read<'b, 'o> {
    prepared: Prepared<'b, 'o>,
    /// `None` when the instance is not parsed.
    parts: Option<InstanceParts>,
    texts: EntityTexts,
    findings: RefCell<Option<Vec<ParserDiagnostic>>>,
    /// What the validator's check of the root element's namespace found, once the
    /// parser is done.
    root: RefCell<Option<RootFinding>>,
}

impl EntityLoader for Read<'_, '_> {
    fn load(&self, entity: &Entity) -> Result<String, String> {
        match &self.parts {
            Some(parts) => parts.loader(&self.prepared).load(entity),
            None => Err("no entity loader was given".to_owned()),
        }
    }

    fn source_name(&self, entity: &Entity) -> Option<String> {
        self.parts.as_ref()?.loader(&self.prepared).source_name(entity)
    }

    fn can_locate(&self, entity: &Entity) -> bool {
        self.parts
            .as_ref()
            .is_none_or(|parts| parts.loader(&self.prepared).can_locate(entity))
    }
}

impl<'b, 'o> Reader<'b, 'o> {
    /// Read `document` up to its instance with `options` (its DTD loaded anew; a
    /// [`Validator::reader`] keeps DTDs from document to document). Never panics,
    /// whatever the bytes.
    pub fn new<'a>(document: impl Into<Document<'b, 'a>>, options: &'o Options) -> Reader<'b, 'o> {
        let Document { bytes, name, path } = document.into();
        Reader::of(prepare(bytes, name, path, options, None, None))
    }

    fn of(prepared: Prepared<'b, 'o>) -> Reader<'b, 'o> {
        let parts = prepared.will_parse().then(|| prepared.instance_parts());
        Reader {
            read: Read {
                prepared,
                parts,
                texts: EntityTexts::new(),
                findings: RefCell::new(None),
                root: RefCell::new(None),
            },
        }
    }

    /// The document's events, those of its prolog (processing instructions) and then of
    /// its instance, each parsed when `next` asks for it. Reading them all, or dropping
    /// the iterator (which parses the rest, without keeping its events), ends the parse:
    /// then [`finish`](Reader::finish).
    pub fn events(&self) -> Events<'_> {
        let read = &self.read;
        let mut buffer = Buffer::default();
        read.prepared.replay_prolog(&mut buffer);
        let parser = read.parts.as_ref().map(|parts| {
            let cx = read.prepared.instance_context(parts, read, &read.texts);
            let text: &str = &read.prepared.text;
            let watch = RootWatch {
                sink: Buffer::default(),
                check: read.prepared.root_check(),
            };
            let mut parser = InstanceParser::new(cx, text, read.prepared.instance_start(), watch);
            parser.start();
            parser
        });
        if parser.is_none() {
            *read.findings.borrow_mut() = Some(Vec::new());
        }
        Events { read, buffer, parser }
    }

    /// The document's report: its messages (those of the instance found while its
    /// events were read; the instance is parsed now if they were not), its DOCTYPE and
    /// encoding.
    pub fn finish(self) -> Report {
        let Read {
            mut prepared,
            parts,
            texts,
            findings,
            root,
        } = self.read;
        let findings = findings.into_inner();
        let messages = match (parts, findings) {
            (Some(_), Some(findings)) => {
                let text: &str = &prepared.text;
                let mut messages = prepared.instance_messages(&findings, root.into_inner(), &texts, |offsets| {
                    let lines = LineIndex::new(text);
                    offsets.iter().map(|&offset| lines.line_col(text, offset)).collect()
                });
                // Those of the subdocuments read, after the document's.
                messages.append(&mut prepared.subdocument_messages.borrow_mut());
                messages
            }
            (Some(_), None) => prepared.parse_instance(&prepared.text, NoEvents).0,
            (None, _) => Vec::new(),
        };
        prepared.add_messages(messages);
        prepared.into_report()
    }
}

impl std::fmt::Debug for Reader<'_, '_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Reader")
            .field("name", &self.read.prepared.name)
            .finish_non_exhaustive()
    }
}

/// The events of the instance parser's last step, until the caller takes them.
#[derive(Default)]
struct Buffer(VecDeque<OwnedEvent>);

impl EventSink for Buffer {
    fn event(&mut self, event: Event<'_>) {
        self.0.push_back(OwnedEvent::from_event(&event));
    }
}

/// The events of a document, parsed as they are asked for: see [`Reader::events`].
pub struct Events<'r> {
    read: &'r Read<'r, 'r>,
    /// Events of the prolog, then those left when the parser finished.
    buffer: Buffer,
    /// The instance parser, until it has finished.
    parser: Option<InstanceParser<'r, 'r, RootWatch<Buffer>>>,
}

impl Events<'_> {
    /// End the parse: the parser closes what is open, and its findings are kept for the
    /// report; the events it gives go to the buffer.
    fn end(&mut self) {
        if let Some(parser) = self.parser.take() {
            let (findings, mut watch) = parser.finish();
            *self.read.findings.borrow_mut() = Some(findings);
            *self.read.root.borrow_mut() = watch.check.take();
            self.buffer.0.extend(watch.sink.0);
        }
    }
}

impl Iterator for Events<'_> {
    type Item = OwnedEvent;

    fn next(&mut self) -> Option<OwnedEvent> {
        loop {
            if let Some(event) = self.buffer.0.pop_front() {
                return Some(event);
            }
            let parser = self.parser.as_mut()?;
            if let Some(event) = parser.sink_mut().sink.0.pop_front() {
                return Some(event);
            }
            if !parser.step() {
                self.end();
            }
        }
    }
}

impl Drop for Events<'_> {
    /// The rest of the document is parsed, so that the report is the whole document's.
    fn drop(&mut self) {
        if let Some(parser) = &mut self.parser {
            while parser.step() {
                parser.sink_mut().sink.0.clear();
            }
        }
        self.end();
    }
}

impl std::fmt::Debug for Events<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Events")
            .field("buffered", &self.buffer.0.len())
            .field("parsing", &self.parser.is_some())
            .finish()
    }
}

impl Validator {
    /// A [`Reader`] of `document`, with this validator's options and the DTDs it keeps.
    ///
    /// ```
    /// use omittag::{Options, Validator};
    ///
    /// let validator = Validator::new(Options::default());
    /// let reader = validator.reader(b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><title>t</title><p>x");
    /// let starts: Vec<String> = reader
    ///     .events()
    ///     .filter_map(|event| match event {
    ///         omittag::OwnedEvent::StartElement { name, .. } => Some(name),
    ///         _ => None,
    ///     })
    ///     .collect();
    /// assert_eq!(starts, ["HTML", "HEAD", "TITLE", "BODY", "P"]);
    /// assert!(reader.finish().is_valid());
    /// ```
    pub fn reader<'b, 'a>(&self, document: impl Into<Document<'b, 'a>>) -> Reader<'b, '_> {
        Reader::of(self.prepare(document.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A sink keeping owned copies: what the iterator must give.
    #[derive(Default)]
    struct Keep(Vec<OwnedEvent>);

    impl EventSink for Keep {
        fn event(&mut self, event: Event<'_>) {
            self.0.push(OwnedEvent::from_event(&event));
        }
    }

    fn page(paragraphs: usize) -> Vec<u8> {
        let mut page = String::from("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<?pi>\n<title>t</title>\n");
        for i in 0..paragraphs {
            page.push_str(&format!("<p class=c{i}>para &amp; {i}<br>\n"));
        }
        page.push_str("<p>an <tabel>error");
        page.into_bytes()
    }

    #[test]
    fn the_iterator_gives_the_sinks_events_and_the_same_report() {
        let bytes = page(2_000);
        let validator = Validator::new(Options::default());
        let document = Document::new(&bytes).named("t.html");
        let (expected_report, kept) = validator.with_sink(document, Keep::default());
        assert!(!expected_report.messages.is_empty());
        let reader = validator.reader(document);
        let pulled: Vec<OwnedEvent> = reader.events().collect();
        assert_eq!(pulled, kept.0);
        assert!(matches!(&pulled[0], OwnedEvent::ProcessingInstruction { text, .. } if text == "pi"));
        assert!(matches!(pulled.last(), Some(OwnedEvent::EndElement { name, implied: true, .. }) if name == "HTML"));
        assert_eq!(reader.finish().messages, expected_report.messages);
    }

    #[test]
    fn the_parser_advances_only_as_events_are_asked_for() {
        let bytes = page(5_000);
        let options = Options::default();
        let reader = Reader::new(&bytes, &options);
        let mut events = reader.events();
        let first: Vec<OwnedEvent> = events.by_ref().take(3).collect();
        assert_eq!(first.len(), 3);
        // The parse is under way, not done.
        assert!(events.parser.is_some());
        assert!(reader.read.findings.borrow().is_none());
        // Dropped early: the rest is parsed, and the report is the whole document's.
        drop(events);
        let report = reader.finish();
        assert_eq!(report.messages, crate::validate(&bytes, &options).messages);
        assert_eq!(report.errors(), 1);
    }

    #[test]
    fn a_report_without_events_read_is_the_whole_documents() {
        let bytes = page(3);
        let report = Reader::new(&bytes, &Options::default()).finish();
        assert_eq!(report.messages, crate::validate(&bytes, &Options::default()).messages);
    }

    #[test]
    fn undecodable_input_gives_no_events_and_a_report() {
        let bytes = b"\xFF\xFE\x00\x00<\x00\x00\x00";
        let options = Options::default();
        let reader = Reader::new(bytes, &options);
        assert!(reader.events().next().is_none());
        assert_eq!(reader.finish().errors(), 1);
    }
}
