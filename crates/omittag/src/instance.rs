//! Parsing a prepared document's instance: what its parser reads from (the declaration,
//! DTD, lexer tables, entity loader) and its findings made messages, held or streamed.

use sgml_dtd::catalog::{FileAccess, StorageLocation, StorageStack};
use sgml_parser::ParserOptions;
use sgml_parser::{
    EntityLoader, EntityTexts, EventSink, InstanceContext, InstanceParser, ParserDiagnostic, TextSource,
};
use sgml_source::{LineCol, LineIndex, Severity};

use crate::entity_loading::{CatalogEntityLoader, document_access, storage};
use crate::message::Message;
use crate::message_conversion::LazyLines;
use crate::message_stream::{InstanceMessages, MessageStream};
use crate::prepared::Prepared;
use crate::validator_xml::{RootCheck, RootFinding, RootWatch};

impl Prepared<'_, '_> {
    /// Parse the instance of `text` (this document's text, which the caller may have
    /// taken out of it), handing its events to `sink`; returns the instance's messages
    /// (for [`add_messages`](Prepared::add_messages)) and the sink.
    pub(crate) fn parse_instance<S: EventSink>(&self, text: &str, sink: S) -> (Vec<Message>, S) {
        let start = self.instance_start;
        self.run_instance(
            sink,
            |cx, sink| InstanceParser::new(cx, text, start, sink).parse(),
            |offsets| {
                let lines = LineIndex::new(text);
                offsets.iter().map(|&offset| lines.line_col(text, offset)).collect()
            },
        )
    }

    /// [`parse_instance`](Prepared::parse_instance), handing each of the instance's
    /// messages to `on_message` as it is found instead of holding them; returns the
    /// sink and whether there was an error.
    pub(crate) fn parse_instance_streamed<S: EventSink>(
        &self,
        text: &str,
        sink: S,
        on_message: &mut dyn FnMut(&Message),
    ) -> (S, bool) {
        let start = self.instance_start;
        let lines = LazyLines::new(text);
        let place = |offset: u32| lines.get().line_col(text, offset);
        self.stream_instance(sink, place, on_message, |cx, sink| {
            InstanceParser::new(cx, text, start, sink).parse()
        })
    }

    /// Parse the instance of a document read in windows: `first` is its text from the
    /// start (this document's text, which holds the prolog), `source` gives the rest;
    /// `length` is its size. `places` finds the lines and columns of offsets of the
    /// document once it is read (by reading it again). Returns what
    /// [`parse_instance`](Prepared::parse_instance) returns for the whole text.
    pub(crate) fn parse_instance_in_windows<S: EventSink>(
        &self,
        first: String,
        length: usize,
        source: &mut dyn TextSource,
        sink: S,
        places: impl FnOnce(&[u32]) -> Vec<LineCol>,
    ) -> (Vec<Message>, S) {
        let start = self.instance_start;
        let windows = self.options.windows.parser;
        self.run_instance(
            sink,
            |cx, sink| InstanceParser::parse_streamed(cx, first, start, length, source, sink, windows),
            places,
        )
    }

    /// [`parse_instance_in_windows`](Prepared::parse_instance_in_windows), handing each
    /// of the instance's messages to `on_message` as it is found, placed by `place` (the
    /// line and column of an offset of the document, asked in about the order of the
    /// text); returns the sink and whether there was an error.
    pub(crate) fn parse_instance_in_windows_streamed<S: EventSink>(
        &self,
        first: String,
        length: usize,
        source: &mut dyn TextSource,
        sink: S,
        place: impl FnMut(u32) -> LineCol,
        on_message: &mut dyn FnMut(&Message),
    ) -> (S, bool) {
        let start = self.instance_start;
        let windows = self.options.windows.parser;
        self.stream_instance(sink, place, on_message, |cx, sink| {
            InstanceParser::parse_streamed(cx, first, start, length, source, sink, windows)
        })
    }

    /// Set up what the instance parser reads from, run `parse` with it, and turn its
    /// findings into messages, the document's placed by `places` (the lines and columns
    /// of offsets of the document).
    fn run_instance<S: EventSink>(
        &self,
        sink: S,
        parse: impl for<'c> FnOnce(InstanceContext<'c>, RootWatch<S>) -> (Vec<ParserDiagnostic>, RootWatch<S>),
        places: impl FnOnce(&[u32]) -> Vec<LineCol>,
    ) -> (Vec<Message>, S) {
        if !self.parse {
            return (Vec::new(), sink);
        }
        let (mut messages, sink) = self.with_instance_context(|cx| {
            let watch = RootWatch {
                sink,
                check: self.root_check(),
            };
            let (diagnostics, mut watch) = parse(cx, watch);
            let root = watch.check.take();
            (self.instance_messages(&diagnostics, root, cx.texts, places), watch.sink)
        });
        messages.append(&mut self.subdocument_messages.borrow_mut());
        (messages, sink)
    }

    /// The check of the root element's namespace the validator made on a document read
    /// as XML ([`RootCheck`]); one that checks nothing in other documents and profiles.
    pub(crate) fn root_check(&self) -> RootCheck {
        if !self.validator_xml_checks() {
            return RootCheck::default();
        }
        RootCheck::new(self.doctype.as_ref().and_then(|d| d.public_id.as_deref()))
    }

    /// Set up what the instance parser reads from and run `parse` with it and a sink
    /// that hands each finding, made a message (the document's placed by `place`), to
    /// `on_message` as it comes: the sink `sink`, and whether there was an error.
    fn stream_instance<S: EventSink, P: FnMut(u32) -> LineCol>(
        &self,
        sink: S,
        place: P,
        on_message: &mut dyn FnMut(&Message),
        parse: impl for<'c, 'm> FnOnce(
            InstanceContext<'c>,
            MessageStream<'m, 'c, S, P>,
        ) -> (Vec<ParserDiagnostic>, MessageStream<'m, 'c, S, P>),
    ) -> (S, bool) {
        if !self.parse {
            return (sink, false);
        }
        let (sink, mut error) = self.with_instance_context(|cx| {
            let stream = MessageStream::new(sink, self.message_maker(cx.texts), place, on_message)
                .checking_the_root(self.root_check());
            let (_, stream) = parse(cx, stream);
            stream.into_parts()
        });
        for message in self.subdocument_messages.borrow_mut().drain(..) {
            error |= message.severity == Severity::Error;
            on_message(&message);
        }
        (sink, error)
    }

    /// What turns the instance's findings into messages.
    fn message_maker<'c>(&'c self, texts: &'c EntityTexts) -> InstanceMessages<'c> {
        InstanceMessages::new(
            &self.name,
            self.validate.then_some(&*self.dtd),
            self.options.parser.max_errors,
            texts,
        )
        .dropping_as_validator_xml(self.validator_xml_checks())
    }

    /// The instance parser's findings as messages: those in external entities (read
    /// into `texts`) placed in them, the document's placed by `places` (the lines and
    /// columns of offsets of the document, asked once for all); and what is wrong with
    /// the root element's namespace (`root`), among them where the parser found it.
    pub(crate) fn instance_messages(
        &self,
        diagnostics: &[ParserDiagnostic],
        root: Option<RootFinding>,
        texts: &EntityTexts,
        places: impl FnOnce(&[u32]) -> Vec<LineCol>,
    ) -> Vec<Message> {
        let mut converter = self.message_maker(texts);
        let root_after = root
            .as_ref()
            .map_or(usize::MAX, |root| root.after.min(diagnostics.len()));
        let mut offsets: Vec<u32> = Vec::new();
        for (index, diagnostic) in diagnostics.iter().enumerate() {
            if index == root_after
                && let Some(root) = &root
            {
                offsets.push(root.offset);
            }
            if converter.keeps(diagnostic) && converter.needs_place(diagnostic) {
                offsets.push(diagnostic.location.span.start);
            }
        }
        if root_after == diagnostics.len()
            && let Some(root) = &root
        {
            offsets.push(root.offset);
        }
        let mut places = if offsets.is_empty() {
            Vec::new()
        } else {
            places(&offsets)
        }
        .into_iter();
        let mut messages = Vec::new();
        let root_message = |root: &RootFinding, places: &mut std::vec::IntoIter<LineCol>| {
            let place = places.next().expect("a place for the root element");
            Message::placed(&root.kind, &self.name, place, root.offset)
        };
        for (index, diagnostic) in diagnostics.iter().enumerate() {
            if index == root_after
                && let Some(root) = &root
            {
                messages.push(root_message(root, &mut places));
            }
            if converter.keeps(diagnostic) {
                messages.push(converter.message(diagnostic, &mut |_| places.next().expect("a place for every offset")));
            }
        }
        if root_after == diagnostics.len()
            && let Some(root) = &root
        {
            messages.push(root_message(root, &mut places));
        }
        messages
    }

    /// Set up what the instance parser reads from and run `run` with it.
    fn with_instance_context<T>(&self, run: impl for<'c> FnOnce(InstanceContext<'c>) -> T) -> T {
        let parts = self.instance_parts();
        let entity_loader = parts.loader(self);
        let texts = EntityTexts::new();
        run(self.instance_context(&parts, &entity_loader, &texts))
    }

    /// What the instance parser of this document reads external entities with, and its
    /// options. Only for a document whose instance is parsed.
    pub(crate) fn instance_parts(&self) -> InstanceParts {
        // The error limit counts the errors of the declaration, the prolog and the DTD.
        let earlier = self.messages.iter().filter(|m| m.severity == Severity::Error).count() as u32;
        let mut parser_options = self.options.parser.clone();
        // The validator did not ask for warnings about minimized tags in XML mode.
        parser_options.warn_min_tag &= !self.validator_xml_checks();
        // ESIS's -oentity needs the lookups: asking for it is enough.
        parser_options.report_entity_lookups |= self.options.esis.entity;
        if parser_options.max_errors != 0 {
            parser_options.max_errors = parser_options.max_errors.saturating_sub(earlier).max(1);
        }
        InstanceParts {
            storage: storage(self.options.read_files),
            document_location: self.path.as_ref().map(|p| StorageLocation::File(p.clone())),
            file_access: document_access(self.options, self.path.as_deref(), self.catalogs.as_deref()),
            max_bytes: self.options.max_input_bytes,
            parser_options,
        }
    }

    /// What the instance parser reads from, made of `parts`: this document's declaration,
    /// DTD and lexer tables, `loader` for external entities and `texts` to keep them in.
    pub(crate) fn instance_context<'c>(
        &'c self,
        parts: &'c InstanceParts,
        loader: &'c dyn EntityLoader,
        texts: &'c EntityTexts,
    ) -> InstanceContext<'c> {
        InstanceContext {
            declaration: self.declaration.get(),
            lexer_config: self
                .lexer_config
                .as_ref()
                .expect("the lexer is set up before the instance"),
            dtd: &self.dtd,
            validate: self.validate,
            options: &parts.parser_options,
            loader: Some(loader),
            texts,
            links: &self.links,
        }
    }
}

/// What the instance parser of one document reads external entities with (the storage,
/// where the document is, which files it may read, the largest entity), and its options
/// (the error limit less the errors found before the instance): owned, so that a parse
/// driven step by step by its caller ([`events::Reader`](crate::events::Reader)) can
/// keep them.
pub(crate) struct InstanceParts {
    storage: StorageStack<'static>,
    document_location: Option<StorageLocation>,
    file_access: FileAccess,
    max_bytes: usize,
    pub(crate) parser_options: ParserOptions,
}

impl InstanceParts {
    /// The entity loader of the document `prepared`, made of these parts.
    pub(crate) fn loader<'p>(&'p self, prepared: &'p Prepared<'_, '_>) -> CatalogEntityLoader<'p> {
        CatalogEntityLoader {
            catalogs: prepared
                .catalogs
                .as_deref()
                .expect("catalogs are read before the instance"),
            storage: &self.storage,
            dtd: &prepared.dtd,
            document: self.document_location.as_ref(),
            fold_case: prepared.declaration.get().namecase().entity,
            max_bytes: self.max_bytes,
            file_access: &self.file_access,
            subdocuments: crate::entity_loading::Subdocuments {
                options: prepared.options,
                declaration: prepared.declaration.get(),
                document: prepared.path.as_deref(),
                name: &prepared.name,
                messages: &prepared.subdocument_messages,
                read: &crate::subdocument::read,
                count: &prepared.subdocuments_read,
            },
        }
    }
}
