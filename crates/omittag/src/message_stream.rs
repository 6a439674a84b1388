//! The instance's findings made messages: all at the end ([`InstanceMessages`]), or each
//! handed on as it is found ([`MessageStream`]), so that a document with millions of
//! errors and no error limit costs no memory for each.
//!
//! Both give the same messages in the same order: the stream is a sink that takes the
//! parser's findings ([`EventSink::takes_diagnostics`]), and makes each one a message
//! with the same [`InstanceMessages::message`] the batch uses.

use std::rc::Rc;

use sgml_dtd::dtd::Dtd;
use sgml_parser::diagnostic::ParserDiagnosticKind;
use sgml_parser::{EntityTexts, Event, EventSink, ParserDiagnostic};
use sgml_source::{LineCol, LineIndex, Severity};

use crate::message::Message;
use crate::message_conversion::{error_limit_message, parser_message};
use crate::validator_xml::RootCheck;

/// An external entity's text with its line index, for placing messages in it.
struct EntitySource {
    name: String,
    text: Rc<str>,
    lines: LineIndex,
}

/// What turns the instance parser's findings into messages.
pub(crate) struct InstanceMessages<'c> {
    /// The document's name in messages.
    name: &'c str,
    /// The DTD, when the document is validated: messages then have hints.
    dtd: Option<&'c Dtd>,
    /// The user's error limit, which the message that it was reached names.
    max_errors: u32,
    /// The external entities read, which findings of source 1 on are about.
    texts: &'c EntityTexts,
    /// Their line indexes, made when a message first needs one.
    entities: Vec<Option<EntitySource>>,
    /// Whether the findings the W3C validator dropped for documents read as XML are
    /// dropped ([`crate::validator_xml::drops`]).
    drop_as_validator_xml: bool,
}

impl<'c> InstanceMessages<'c> {
    /// For the document `name`, validated against `dtd` if given, with the error limit
    /// `max_errors`, reading external entities into `texts`.
    pub(crate) fn new(name: &'c str, dtd: Option<&'c Dtd>, max_errors: u32, texts: &'c EntityTexts) -> Self {
        InstanceMessages {
            name,
            dtd,
            max_errors,
            texts,
            entities: Vec::new(),
            drop_as_validator_xml: false,
        }
    }

    /// These, dropping the findings the W3C validator dropped for a document read as
    /// XML when `drop` is set.
    pub(crate) fn dropping_as_validator_xml(self, drop: bool) -> Self {
        InstanceMessages {
            drop_as_validator_xml: drop,
            ..self
        }
    }

    /// Whether `diagnostic` is reported at all.
    pub(crate) fn keeps(&self, diagnostic: &ParserDiagnostic) -> bool {
        !(self.drop_as_validator_xml && crate::validator_xml::drops(&diagnostic.kind))
    }

    /// The external entity source `number` (from 1), if the finding is about one.
    fn entity(&mut self, number: u32) -> Option<&EntitySource> {
        let index = (number as usize).checked_sub(1)?;
        if self.entities.get(index).is_none_or(Option::is_none) {
            let (name, text) = self.texts.source(number)?;
            if self.entities.len() <= index {
                self.entities.resize_with(index + 1, || None);
            }
            let lines = LineIndex::new(&text);
            self.entities[index] = Some(EntitySource { name, text, lines });
        }
        self.entities[index].as_ref()
    }

    /// Whether `diagnostic` is placed in the document, so that its message needs the
    /// line and column of its offset.
    pub(crate) fn needs_place(&mut self, diagnostic: &ParserDiagnostic) -> bool {
        !matches!(diagnostic.kind, ParserDiagnosticKind::ErrorLimitReached { .. })
            && self.entity(diagnostic.location.source).is_none()
    }

    /// The message of `diagnostic`; `place` gives the line and column of an offset of
    /// the document, asked only when the finding is placed there.
    pub(crate) fn message(&mut self, diagnostic: &ParserDiagnostic, place: &mut dyn FnMut(u32) -> LineCol) -> Message {
        let name = self.name;
        let mut message = match diagnostic.kind {
            // The limit is the user's, not what was left of it for the instance.
            ParserDiagnosticKind::ErrorLimitReached { .. } => error_limit_message(self.max_errors),
            _ => match self.entity(diagnostic.location.source) {
                Some(entity) => parser_message(diagnostic, &entity.text, &entity.lines, &entity.name),
                None => {
                    let offset = diagnostic.location.span.start;
                    Message::placed(&diagnostic.kind, name, place(offset), offset)
                }
            },
        };
        if let Some(dtd) = self.dtd {
            message.hint = crate::suggest::hint(&diagnostic.kind, dtd);
        }
        message
    }
}

/// A sink that hands the parser's events to another and takes its findings, handing
/// each, made a message, to a callback as it comes.
pub(crate) struct MessageStream<'m, 'c, S, P> {
    sink: S,
    messages: InstanceMessages<'c>,
    /// The line and column of an offset of the document.
    place: P,
    on_message: &'m mut dyn FnMut(&Message),
    /// Whether an error was handed on.
    error: bool,
    /// The validator's check of the root element's namespace, whose finding is handed on
    /// when the root element's start tag comes.
    root: RootCheck,
}

impl<'m, 'c, S: EventSink, P: FnMut(u32) -> LineCol> MessageStream<'m, 'c, S, P> {
    /// Events to `sink`, messages made by `messages` (placed by `place`) to `on_message`.
    pub(crate) fn new(
        sink: S,
        messages: InstanceMessages<'c>,
        place: P,
        on_message: &'m mut dyn FnMut(&Message),
    ) -> Self {
        MessageStream {
            sink,
            messages,
            place,
            on_message,
            error: false,
            root: RootCheck::default(),
        }
    }

    /// These, checking the root element's namespace with `root` as well.
    pub(crate) fn checking_the_root(self, root: RootCheck) -> Self {
        MessageStream { root, ..self }
    }

    /// The sink, and whether an error was handed on.
    pub(crate) fn into_parts(self) -> (S, bool) {
        (self.sink, self.error)
    }
}

impl<S: EventSink, P: FnMut(u32) -> LineCol> MessageStream<'_, '_, S, P> {
    /// The root element's namespace is wrong: hand its message on.
    #[cold]
    #[inline(never)]
    fn root_finding(&mut self) {
        if let Some(root) = self.root.take() {
            let message = Message::placed(&root.kind, self.messages.name, (self.place)(root.offset), root.offset);
            self.error |= message.severity == Severity::Error;
            (self.on_message)(&message);
        }
    }
}

impl<S: EventSink, P: FnMut(u32) -> LineCol> EventSink for MessageStream<'_, '_, S, P> {
    /// The event to the sink; the root check is one test of a flag once it is done (or
    /// when there is nothing to check).
    #[inline]
    fn event(&mut self, event: Event<'_>) {
        if self.root.event(&event) {
            self.root_finding();
        }
        self.sink.event(event);
    }

    fn diagnostic(&mut self, diagnostic: &ParserDiagnostic) {
        self.sink.diagnostic(diagnostic);
        if !self.messages.keeps(diagnostic) {
            return;
        }
        let message = self.messages.message(diagnostic, &mut self.place);
        self.error |= message.severity == Severity::Error;
        (self.on_message)(&message);
    }

    fn takes_diagnostics(&self) -> bool {
        true
    }

    fn wants_attributes(&self) -> bool {
        self.sink.wants_attributes()
    }

    #[inline]
    fn wants_events(&self) -> bool {
        self.root.waiting() || self.sink.wants_events()
    }
}
