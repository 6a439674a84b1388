//! Events as an iterator: a document parsed on a thread of its own while the caller
//! reads its events ([`Events`]), in bounded memory whatever the document's size.
//!
//! The parser hands events to a sink as it goes ([`Validator::with_sink`] is the
//! zero-copy way to read them). An iterator turns that around: the parse runs on its own
//! thread, and the events, copied into [`OwnedEvent`]s, come through a bounded channel in
//! batches, so the parser waits when the reader falls behind. When the events are read,
//! [`Events::report`] gives the document's report.
//!
//! ```
//! use omittag::{Options, OwnedEvent, events};
//!
//! let page = br#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">
//! <title>Streams</title><p>one<p>two"#.to_vec();
//! let mut events = events(page, &Options::default());
//! let mut paragraphs = 0;
//! for event in events.by_ref() {
//!     if let OwnedEvent::StartElement { name, implied, .. } = &event {
//!         if name == "P" {
//!             paragraphs += 1;
//!             assert!(!implied);
//!         }
//!     }
//! }
//! assert_eq!(paragraphs, 2);
//! let report = events.report();
//! assert_eq!(report.errors(), 0);
//! ```

use std::sync::Arc;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::thread::JoinHandle;

pub use sgml_dtd::content_model::ElementId;
pub use sgml_parser::diagnostic::Location;
pub use sgml_parser::event::{AttributeValue, Attributes, EndElement, Event, EventSink, StartElement, ValueType};
pub use sgml_parser::{EsisSink, esis::EsisWriter};

use crate::options::Options;
use crate::report::Report;
use crate::validator::Validator;

/// How many events travel together through the channel.
const BATCH: usize = 256;
/// How many batches may wait for the reader before the parser waits.
const BATCHES_AHEAD: usize = 8;

/// An event of the document, owning its text: what [`Event`] is, for a reader on
/// another thread. Locations are as in [`Event`]: source 0 is the decoded document.
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
        }
    }
}

/// The events of one document, read as it is parsed on another thread. See the
/// [module docs](self).
#[derive(Debug)]
pub struct Events {
    receiver: Receiver<Vec<OwnedEvent>>,
    batch: std::vec::IntoIter<OwnedEvent>,
    parser: Option<JoinHandle<Report>>,
}

/// Sends events in batches; a reader that has gone away makes the rest of them dropped.
struct ChannelSink {
    sender: SyncSender<Vec<OwnedEvent>>,
    batch: Vec<OwnedEvent>,
    reader_gone: bool,
}

impl ChannelSink {
    fn send(&mut self) {
        if self.batch.is_empty() || self.reader_gone {
            return;
        }
        let batch = std::mem::replace(&mut self.batch, Vec::with_capacity(BATCH));
        self.reader_gone = self.sender.send(batch).is_err();
    }
}

impl EventSink for ChannelSink {
    fn event(&mut self, event: Event<'_>) {
        if self.reader_gone {
            return;
        }
        self.batch.push(OwnedEvent::from_event(&event));
        if self.batch.len() >= BATCH {
            self.send();
        }
    }
}

impl Events {
    /// Start parsing on a new thread with `validator`.
    fn start(validator: Arc<Validator>, bytes: Vec<u8>, name: String) -> Events {
        let (sender, receiver) = sync_channel(BATCHES_AHEAD);
        let parser = std::thread::Builder::new()
            .name("omittag-events".to_owned())
            .spawn(move || {
                let sink = ChannelSink {
                    sender,
                    batch: Vec::with_capacity(BATCH),
                    reader_gone: false,
                };
                let (report, mut sink) = validator.with_sink(crate::Document::new(&bytes).named(&name), sink);
                sink.send();
                report
            });
        match parser {
            Ok(handle) => Events {
                receiver,
                batch: Vec::new().into_iter(),
                parser: Some(handle),
            },
            // No thread: no events, and the report says nothing more.
            Err(_) => Events {
                receiver,
                batch: Vec::new().into_iter(),
                parser: None,
            },
        }
    }

    /// The document's report, once its events are read (the rest are read and dropped
    /// first).
    pub fn report(mut self) -> Report {
        for _ in self.by_ref() {}
        self.parser
            .take()
            .and_then(|parser| parser.join().ok())
            .unwrap_or_default()
    }
}

impl Iterator for Events {
    type Item = OwnedEvent;

    fn next(&mut self) -> Option<OwnedEvent> {
        loop {
            if let Some(event) = self.batch.next() {
                return Some(event);
            }
            self.batch = self.receiver.recv().ok()?.into_iter();
        }
    }
}

/// The events of one document (named [`INPUT_NAME`](crate::INPUT_NAME) in messages), as
/// an iterator: parsed on a thread of its own, in bounded memory. See [`Events`].
pub fn events(bytes: Vec<u8>, options: &Options) -> Events {
    let validator = Arc::new(Validator::without_cache(options.clone()));
    Events::start(validator, bytes, crate::INPUT_NAME.to_owned())
}

impl Validator {
    /// The events of one document, as an iterator, parsed on a thread of its own with
    /// this validator's DTDs. See [`Events`].
    pub fn events(self: &Arc<Self>, bytes: Vec<u8>, name: &str) -> Events {
        Events::start(Arc::clone(self), bytes, name.to_owned())
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
        page.into_bytes()
    }

    #[test]
    fn the_iterator_gives_the_sinks_events_and_the_same_report() {
        let bytes = page(2_000);
        let validator = Arc::new(Validator::new(Options::default()));
        let (expected_report, kept) =
            validator.with_sink(crate::Document::new(&bytes).named("t.html"), Keep::default());
        let mut events = validator.events(bytes.clone(), "t.html");
        let streamed: Vec<OwnedEvent> = events.by_ref().collect();
        assert_eq!(streamed, kept.0);
        assert!(streamed.len() > 4 * BATCH);
        assert!(matches!(&streamed[0], OwnedEvent::ProcessingInstruction { text, .. } if text == "pi"));
        assert_eq!(events.report().messages, expected_report.messages);
    }

    #[test]
    fn a_reader_may_stop_early_and_still_have_the_report() {
        let mut events = events(page(5_000), &Options::default());
        let first: Vec<OwnedEvent> = events.by_ref().take(3).collect();
        assert_eq!(first.len(), 3);
        let report = events.report();
        assert!(report.doctype.is_some());
        // Dropped without reading: the parser thread ends on its own.
        drop(super::events(page(5_000), &Options::default()));
    }

    #[test]
    fn undecodable_input_gives_no_events_and_a_report() {
        let mut events = events(b"\xFF\xFE\x00\x00<\x00\x00\x00".to_vec(), &Options::default());
        assert!(events.next().is_none());
        assert_eq!(events.report().errors(), 1);
    }
}
