//! The pipeline of one document, shared by every output (ESIS, messages only, tree,
//! events): decoding, the catalogs, the SGML declaration, the prolog and the DTD in
//! [`prepare`], then the instance in [`Prepared::parse_instance`], handing events to
//! whatever sink the caller made in between.
//!
//! The split is what lets every sink borrow the decoded text and the DTD: both are owned
//! by the [`Prepared`] document, which outlives the sink. The prolog's events (its
//! processing instructions, and those of the DTD's subsets) are kept until the sink
//! exists and then replayed, in order.

use std::borrow::Cow;
use std::cell::OnceCell;
use std::collections::HashMap;
use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use crate::ParseMode;

use omittag_encoding::Encoding;
use sgml_decl::SgmlDeclaration;
use sgml_dtd::catalog::{
    CatalogDiagnostic, CatalogEntry, CatalogSet, EntityKind, ExternalEntity, FileAccess, ResolvedBy, Storage,
    StorageLocation, StorageStack, decode_text,
};
use sgml_dtd::dtd::{Dtd, Entity, EntityData};
use sgml_dtd::parse::{DtdDiagnostic, DtdLoader, DtdOptions, ParsedDoctype};
use sgml_lexer::LexerConfig;
use sgml_parser::ParserOptions;
use sgml_parser::diagnostic::{Location, ParserDiagnosticKind};
use sgml_parser::{
    DoctypeReader, EntityLoader, EntityTexts, Event, EventSink, InstanceContext, InstanceParser, ParserDiagnostic,
    Prolog, TextSource, read_prolog_limited,
};
use sgml_source::{DiagnosticKind, LineCol, LineIndex, Severity, Span};

use crate::bundled::{self, CatalogSources};
use crate::message::{FacadeDiagnostic, Message};
use crate::message_stream::{InstanceMessages, MessageStream};
use crate::options::Options;
use crate::report::{DoctypeInfo, EncodingInfo, Report};

/// Where the W3C validator's SGML declaration is among the bundled files.
pub(crate) const VALIDATOR_DECLARATION: &str = "sgml-decl/w3c-validator.dcl";

/// The W3C validator's SGML declaration, parsed once.
pub(crate) fn default_declaration() -> &'static SgmlDeclaration {
    static DECLARATION: OnceLock<SgmlDeclaration> = OnceLock::new();
    DECLARATION.get_or_init(|| {
        let bytes = bundled::storage()
            .get(VALIDATOR_DECLARATION)
            .expect("the validator's declaration is bundled");
        sgml_decl::parse(&decode_text(bytes)).declaration
    })
}

/// The storage documents read from: the bundled files, then the file system when allowed.
fn storage(read_files: bool) -> StorageStack<'static> {
    if read_files {
        bundled::storage_and_files()
    } else {
        StorageStack::new().with(bundled::storage())
    }
}

/// The DTD a document is parsed with: one loaded for it or kept from another document
/// (shared), or one made for it alone (implied, or none).
#[derive(Clone, Debug)]
pub struct SharedDtd(DtdInner);

#[derive(Clone, Debug)]
enum DtdInner {
    Parsed(Arc<ParsedDoctype>),
    Own(Arc<Dtd>),
}

impl SharedDtd {
    fn own(dtd: Dtd) -> SharedDtd {
        SharedDtd(DtdInner::Own(Arc::new(dtd)))
    }
}

impl Deref for SharedDtd {
    type Target = Dtd;

    fn deref(&self) -> &Dtd {
        match &self.0 {
            DtdInner::Parsed(parsed) => &parsed.dtd,
            DtdInner::Own(dtd) => dtd,
        }
    }
}

impl Default for SharedDtd {
    fn default() -> SharedDtd {
        SharedDtd::own(Dtd::default())
    }
}

/// The SGML declaration a document is read with.
enum Declaration {
    /// The validator's, shared by all.
    Default,
    /// The SGML declaration for XML, shared by all documents read in XML mode.
    Xml,
    /// The one OpenSP implies, for documents read with the user's catalogs when neither
    /// the document nor those catalogs name a declaration.
    Implied,
    /// The document's own, or the one a catalog names.
    Own(Box<SgmlDeclaration>),
}

impl Declaration {
    fn get(&self) -> &SgmlDeclaration {
        match self {
            Declaration::Default => default_declaration(),
            Declaration::Xml => bundled::xml_declaration(),
            Declaration::Implied => bundled::implied_declaration(),
            Declaration::Own(declaration) => declaration,
        }
    }
}

/// DTDs kept from document to document (a [`Validator`](crate::Validator)'s), by the
/// text of the declaration that named them and the document's directory.
///
/// Only declarations of names and literals, with no internal subset and no comment, are
/// kept, since only those mean the same DTD wherever they are. The DTD's messages are
/// given again, at the same places, for every document using it.
#[derive(Debug, Default)]
pub(crate) struct DoctypeCache {
    doctypes: HashMap<(Option<PathBuf>, String), CachedDoctype>,
    /// The same DTDs by what they are: the document type name and where the catalogs
    /// put the external subset, for declarations spelt differently (another system
    /// identifier, other white space). Only DTDs with no message in the document are
    /// kept here, since the declaration they were read from is not this document's.
    by_subset: HashMap<(Option<PathBuf>, String, StorageLocation), Arc<ParsedDoctype>>,
    /// The DTDs of documents read under the SGML declaration for XML (XML mode), kept
    /// apart from those read under the validator's.
    xml: Option<Box<DoctypeCache>>,
    /// The DTDs of documents read under the declaration OpenSP implies.
    implied: Option<Box<DoctypeCache>>,
    /// The catalog set of the documents of each directory.
    catalogs: HashMap<(Option<PathBuf>, ParseMode), Arc<CatalogSet>>,
}

impl DoctypeCache {
    /// How many distinct DTDs are kept.
    pub(crate) fn distinct(&self) -> usize {
        let distinct: std::collections::HashSet<*const ParsedDoctype> =
            self.doctypes.values().map(|kept| Arc::as_ptr(&kept.parsed)).collect();
        distinct.len() + self.xml.as_ref().map_or(0, |xml| xml.distinct())
    }
}

/// A document type declaration as read for one document.
#[derive(Debug)]
struct CachedDoctype {
    parsed: Arc<ParsedDoctype>,
    /// Where its `<!` was in the text it was read from.
    start: u32,
}

/// The DOCTYPE read for a document.
struct ReadDoctype {
    parsed: Arc<ParsedDoctype>,
    /// Where the declaration the DTD was read from began in its text: messages of that
    /// text are moved by `start - read_at`.
    read_at: u32,
    /// Where this document's declaration begins.
    start: u32,
    /// Whether to validate: the declaration has an external identifier or a subset.
    validate: bool,
    /// What the document's declaration names.
    info: DoctypeInfo,
}

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

/// A document read up to its instance: its text, DTD and messages so far, ready for a
/// sink to be made and the instance parsed.
pub(crate) struct Prepared<'b, 'o> {
    /// The document's name in messages.
    pub(crate) name: String,
    pub(crate) path: Option<PathBuf>,
    options: &'o Options,
    /// The decoded text (characters past U+FFFF as U+FFFD unless the options accept
    /// them); borrowed from the input when it is UTF-8 already.
    pub(crate) text: Cow<'b, str>,
    /// The encoding, and where it was found (`None` when the input could not be decoded).
    pub(crate) encoding: Option<EncodingInfo>,
    /// The messages so far.
    pub(crate) messages: Vec<Message>,
    declaration: Declaration,
    catalogs: Option<Arc<CatalogSet>>,
    /// The DTD.
    pub(crate) dtd: SharedDtd,
    /// What the DOCTYPE names.
    pub(crate) doctype: Option<DoctypeInfo>,
    validate: bool,
    /// Whether the instance is to be parsed: the prolog was read, there is an instance,
    /// and the error limit was not reached.
    parse: bool,
    instance_start: u32,
    prolog_events: Vec<(String, Location)>,
    /// The lexer's tables for the declaration, made once with the DTD loader and kept
    /// for the instance (`None` until the declaration is read).
    lexer_config: Option<LexerConfig>,
}

impl<'b, 'o> Prepared<'b, 'o> {
    /// A document with nothing to parse: only `messages`.
    pub(crate) fn nothing(
        name: &str,
        path: Option<&Path>,
        options: &'o Options,
        messages: Vec<Message>,
    ) -> Prepared<'b, 'o> {
        Prepared {
            name: name.to_owned(),
            path: path.map(Path::to_path_buf),
            options,
            text: Cow::Borrowed(""),
            encoding: None,
            messages,
            declaration: Declaration::Default,
            catalogs: None,
            dtd: SharedDtd::default(),
            doctype: None,
            validate: false,
            parse: false,
            instance_start: 0,
            prolog_events: Vec::new(),
            lexer_config: None,
        }
    }

    /// Whether the SGML declaration folds element names to upper case (NAMECASE
    /// GENERAL YES).
    pub(crate) fn folds_names(&self) -> bool {
        self.declaration.get().namecase().general
    }

    /// The SGML declaration's APPINFO parameter, if it has one (ESIS shows it first).
    pub(crate) fn appinfo(&self) -> Option<&str> {
        self.declaration.get().appinfo.as_deref()
    }

    /// onsgmls's effective system identifier of `entity`, an external data entity, when
    /// one of the user's catalogs locates it: `<OSFILE SOIBASE='CATALOG'>TARGET`, the
    /// catalog named as it was read and the entry's target relative to it (ESIS `f`
    /// lines). `None` when no catalog entry does (its system identifier is used).
    pub(crate) fn catalog_system_id(&self, entity: &Entity) -> Option<String> {
        let catalogs = self.catalogs.as_deref()?;
        let EntityData::External { id, .. } = &entity.data else {
            return None;
        };
        let request = ExternalEntity {
            kind: EntityKind::GeneralEntity,
            name: &entity.name,
            public_id: id.public_id.as_deref(),
            system_id: id.system_id.as_deref(),
            fold_case: self.declaration.get().namecase().entity,
            declared_in: None,
        };
        let found = catalogs
            .resolve(&storage(self.options.read_files), &request)
            .result
            .ok()?;
        let number = match found.by {
            ResolvedBy::PublicEntry(n) | ResolvedBy::SystemEntry(n) | ResolvedBy::NameEntry(n) => n,
            ResolvedBy::Delegate(_) | ResolvedBy::SystemIdentifier => return None,
        };
        let (StorageLocation::File(catalog), StorageLocation::File(target)) =
            (&catalogs.files().get(number as usize)?.location, &found.location)
        else {
            return None;
        };
        let target = catalog
            .parent()
            .and_then(|directory| target.strip_prefix(directory).ok())
            .unwrap_or(target);
        Some(format!("<OSFILE SOIBASE='{}'>{}", catalog.display(), target.display()))
    }

    /// Whether no error was found so far.
    pub(crate) fn is_valid(&self) -> bool {
        !self.messages.iter().any(|m| m.severity == Severity::Error)
    }

    /// Where the instance starts in the text.
    pub(crate) fn instance_start(&self) -> u32 {
        self.instance_start
    }

    /// The same document without its text (read in windows, its parse is given the
    /// text), so no longer borrowing it.
    pub(crate) fn with_own_text(self) -> Prepared<'static, 'o> {
        Prepared {
            name: self.name,
            path: self.path,
            options: self.options,
            text: Cow::Borrowed(""),
            encoding: self.encoding,
            messages: self.messages,
            declaration: self.declaration,
            catalogs: self.catalogs,
            dtd: self.dtd,
            doctype: self.doctype,
            validate: self.validate,
            parse: self.parse,
            instance_start: self.instance_start,
            prolog_events: self.prolog_events,
            lexer_config: self.lexer_config,
        }
    }

    /// Whether the instance will be parsed (ESIS is written only then).
    pub(crate) fn will_parse(&self) -> bool {
        self.parse
    }

    /// Hand `sink` the prolog's events, in order.
    pub(crate) fn replay_prolog(&self, sink: &mut dyn EventSink) {
        for (text, location) in &self.prolog_events {
            sink.event(Event::ProcessingInstruction {
                text,
                location: *location,
            });
        }
    }

    /// Parse the instance of `text` (this document's text, which the caller may have
    /// taken out of it), handing its events to `sink`; returns the instance's messages
    /// (for [`add_messages`](Prepared::add_messages)) and the sink.
    pub(crate) fn parse_instance<S: EventSink>(&self, text: &str, sink: S) -> (Vec<Message>, S) {
        let start = self.instance_start;
        self.run_instance(
            text.len(),
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
        self.stream_instance(text.len(), sink, place, on_message, |cx, sink| {
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
            length,
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
        self.stream_instance(length, sink, place, on_message, |cx, sink| {
            InstanceParser::parse_streamed(cx, first, start, length, source, sink, windows)
        })
    }

    /// Set up what the instance parser reads from, run `parse` with it, and turn its
    /// findings into messages, the document's placed by `places` (the lines and columns
    /// of offsets of the document, `length` bytes long).
    fn run_instance<S: EventSink>(
        &self,
        length: usize,
        sink: S,
        parse: impl for<'c> FnOnce(InstanceContext<'c>, S) -> (Vec<ParserDiagnostic>, S),
        places: impl FnOnce(&[u32]) -> Vec<LineCol>,
    ) -> (Vec<Message>, S) {
        if !self.parse {
            return (Vec::new(), sink);
        }
        self.with_instance_context(length, |cx| {
            let (diagnostics, sink) = parse(cx, sink);
            (self.instance_messages(&diagnostics, cx.texts, places), sink)
        })
    }

    /// Set up what the instance parser reads from and run `parse` with it and a sink
    /// that hands each finding, made a message (the document's placed by `place`), to
    /// `on_message` as it comes: the sink `sink`, and whether there was an error.
    fn stream_instance<S: EventSink, P: FnMut(u32) -> LineCol>(
        &self,
        length: usize,
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
        self.with_instance_context(length, |cx| {
            let stream = MessageStream::new(sink, self.message_maker(cx.texts), place, on_message);
            let (_, stream) = parse(cx, stream);
            stream.into_parts()
        })
    }

    /// What turns the instance's findings into messages.
    fn message_maker<'c>(&'c self, texts: &'c EntityTexts) -> InstanceMessages<'c> {
        InstanceMessages::new(
            &self.name,
            self.validate.then_some(&*self.dtd),
            self.options.parser.max_errors,
            texts,
        )
    }

    /// The instance parser's findings as messages: those in external entities (read
    /// into `texts`) placed in them, the document's placed by `places` (the lines and
    /// columns of offsets of the document, asked once for all).
    pub(crate) fn instance_messages(
        &self,
        diagnostics: &[ParserDiagnostic],
        texts: &EntityTexts,
        places: impl FnOnce(&[u32]) -> Vec<LineCol>,
    ) -> Vec<Message> {
        let mut converter = self.message_maker(texts);
        let offsets: Vec<u32> = diagnostics
            .iter()
            .filter(|d| converter.needs_place(d))
            .map(|d| d.location.span.start)
            .collect();
        let mut places = if offsets.is_empty() {
            Vec::new()
        } else {
            places(&offsets)
        }
        .into_iter();
        diagnostics
            .iter()
            .map(|diagnostic| converter.message(diagnostic, &mut |_| places.next().expect("a place for every offset")))
            .collect()
    }

    /// Set up what the instance parser reads from (for a document of `length` bytes) and
    /// run `run` with it.
    fn with_instance_context<T>(&self, length: usize, run: impl for<'c> FnOnce(InstanceContext<'c>) -> T) -> T {
        let parts = self.instance_parts(length);
        let entity_loader = parts.loader(self);
        let texts = EntityTexts::new();
        run(self.instance_context(&parts, &entity_loader, &texts))
    }

    /// What the instance parser of this document (`length` bytes long) reads external
    /// entities with, and its options. Only for a document whose instance is parsed.
    pub(crate) fn instance_parts(&self, length: usize) -> InstanceParts {
        // The error limit counts the errors of the declaration, the prolog and the DTD.
        let earlier = self.messages.iter().filter(|m| m.severity == Severity::Error).count() as u32;
        let mut parser_options = self.options.parser.clone();
        if parser_options.max_errors != 0 {
            parser_options.max_errors = parser_options.max_errors.saturating_sub(earlier).max(1);
        }
        InstanceParts {
            storage: storage(self.options.read_files),
            document_location: self.path.as_ref().map(|p| StorageLocation::File(p.clone())),
            file_access: document_access(self.options, self.path.as_deref(), self.catalogs.as_deref()),
            max_bytes: self.options.parser.entity_expansion_limit(length),
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
        }
    }

    /// The instance's messages, after the others.
    pub(crate) fn add_messages(&mut self, mut messages: Vec<Message>) {
        self.messages.append(&mut messages);
    }

    /// The report of what was found, with no instance parsed (or after it).
    pub(crate) fn into_report(self) -> Report {
        Report {
            name: self.name,
            doctype: self.doctype,
            encoding: self.encoding,
            messages: self.messages,
        }
    }
}

/// Read one document up to its instance: decode it, read the catalogs, its SGML
/// declaration, prolog and DTD. `cache` keeps DTDs for the next documents.
pub(crate) fn prepare<'b, 'o>(
    bytes: &'b [u8],
    name: &str,
    path: Option<&Path>,
    options: &'o Options,
    cache: Option<&mut DoctypeCache>,
) -> Prepared<'b, 'o> {
    if bytes.len() > options.max_input_bytes {
        let kind = FacadeDiagnostic::InputTooLarge {
            len: bytes.len(),
            max: options.max_input_bytes,
        };
        let message = Message::at_start(&kind, name);
        return Prepared::nothing(name, path, options, vec![message]);
    }
    // A document read as XML finds its encoding as XML does (its XML declaration, UTF-8
    // by default).
    let xml_encoding;
    let encoding_options = match options
        .parse_mode
        .unwrap_or_else(|| crate::parse_mode::detect_bytes(bytes))
    {
        ParseMode::Xml => {
            xml_encoding = options.encoding.clone().xml();
            &xml_encoding
        }
        ParseMode::Sgml => &options.encoding,
    };
    let decoded = match omittag_encoding::decode(bytes, encoding_options) {
        Ok(decoded) => decoded,
        Err(refused) => {
            let message = Message::at_start(&refused.kind, name);
            return Prepared::nothing(name, path, options, vec![message]);
        }
    };
    // UTF-16 without a mark, read as an 8-bit encoding, has a NUL every other byte: it
    // is text read wrongly, as its own warning says, not a binary file.
    let utf16_like = decoded
        .detection
        .diagnostics
        .iter()
        .chain(&decoded.diagnostics)
        .any(|d| matches!(d.kind, omittag_encoding::EncodingDiagnostic::LooksLikeUtf16 { .. }));
    if options.refuse_binary
        && !utf16_like
        && let Some(offset) = binary_at(&decoded.text)
    {
        // One message, not one for each control character of a binary file.
        let kind = FacadeDiagnostic::NotText {
            offset: decoded.byte_offset(offset as u32) as usize,
        };
        let mut prepared = Prepared::nothing(name, path, options, vec![Message::at_start(&kind, name)]);
        prepared.encoding = Some(EncodingInfo {
            name: decoded.detection.encoding.name(),
            source: decoded.detection.source,
            label: decoded.detection.label.clone(),
        });
        return prepared;
    }
    let mut messages = Vec::new();
    // What decoding found, at its place in the text (the same line and column whatever
    // becomes of characters past U+FFFF).
    if !decoded.detection.diagnostics.is_empty() || !decoded.diagnostics.is_empty() {
        let lines = LineIndex::new(&decoded.text);
        for diagnostic in decoded.detection.diagnostics.iter().chain(&decoded.diagnostics) {
            // That no HTTP charset, byte order mark or META said the encoding is the
            // validator's warning about HTML; onsgmls reads any other document type
            // without a word about it.
            if matches!(
                diagnostic.kind,
                omittag_encoding::EncodingDiagnostic::NoEncodingInformation { .. }
            ) && crate::parse_mode::names_another_document_type(bytes)
            {
                continue;
            }
            let offset = encoding_offset(&decoded, diagnostic.span.start);
            messages.push(Message::at(&diagnostic.kind, name, &decoded.text, &lines, offset));
        }
    }
    let encoding = EncodingInfo {
        name: decoded.detection.encoding.name(),
        source: decoded.detection.source,
        label: decoded.detection.label.clone(),
    };
    if options.doctype_warnings && decoded.detection.source != omittag_encoding::Source::Meta {
        meta_contradiction(bytes, &decoded, options, name, &mut messages);
    }
    let text: Cow<'b, str> = match decoded.text {
        Cow::Borrowed(text) if options.parser.characters_beyond_bmp || !has_four_byte_characters(text.as_bytes()) => {
            Cow::Borrowed(text)
        }
        text if options.parser.characters_beyond_bmp => text,
        text => {
            // Each character past U+FFFF becomes U+FFFD, a byte shorter: the messages
            // placed so far keep their lines and columns, and their offsets move with the
            // text.
            for message in &mut messages {
                if let Some(offset) = message.offset.as_mut() {
                    let before = text.as_bytes().get(..*offset as usize).unwrap_or(text.as_bytes());
                    *offset -= before.iter().filter(|&&b| b >= 0xF0).count() as u32;
                }
            }
            Cow::Owned(sixteen_bit_text(&text).into_owned())
        }
    };
    let mut prepared = Prepared::nothing(name, path, options, messages);
    prepared.text = text;
    prepared.encoding = Some(encoding);
    read_to_instance(&mut prepared, cache);
    prepared
}

/// How many characters at the start of a text [`binary_at`] looks at.
const BINARY_PROBE: usize = 1024;

/// Where a text shows it is not text: the offset of a NUL among its first
/// [`BINARY_PROBE`] characters, or of the first control character when more than one in
/// eight of them are control characters other than tab, line feed, form feed and
/// carriage return (an executable, an image, a compressed file read as a document).
pub(crate) fn binary_at(text: &str) -> Option<usize> {
    let mut controls = 0;
    let mut first_control = None;
    let mut seen = 0;
    for (offset, c) in text.char_indices().take(BINARY_PROBE) {
        seen += 1;
        if c == '\0' {
            return Some(offset);
        }
        if c.is_control() && !matches!(c, '\t' | '\n' | '\x0C' | '\r') {
            controls += 1;
            first_control.get_or_insert(offset);
        }
    }
    (controls * 8 > seen).then_some(first_control).flatten()
}

/// Where an encoding diagnostic is in the decoded text.
fn encoding_offset(decoded: &omittag_encoding::Decoded<'_>, byte_offset: u32) -> u32 {
    let offset = decoded.text_offset(byte_offset);
    let mut offset = (offset as usize).min(decoded.text.len());
    while !decoded.text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset as u32
}

/// A META charset that names another encoding than the one used (which came from
/// elsewhere: HTTP, a byte order mark, an override, a default).
fn meta_contradiction(
    bytes: &[u8],
    decoded: &omittag_encoding::Decoded<'_>,
    options: &Options,
    name: &str,
    messages: &mut Vec<Message>,
) {
    let Some(meta) = omittag_encoding::meta_charset(bytes, options.encoding.prescan_limit) else {
        return;
    };
    let used = decoded.detection.encoding;
    let agrees = Encoding::for_label(&meta.label).is_some_and(|named| {
        named == used
            // A UTF-16 label in a document read as UTF-16 names its encoding, whatever
            // byte order the mark gave.
            || (named.name().starts_with("UTF-16") && used.name().starts_with("UTF-16"))
    });
    if agrees {
        return;
    }
    let kind = FacadeDiagnostic::MetaCharsetContradicts {
        meta: meta.label.clone(),
        used: used.name(),
        source: decoded.detection.source.as_str(),
    };
    let lines = LineIndex::new(&decoded.text);
    let offset = encoding_offset(decoded, meta.span.start);
    messages.push(Message::at(&kind, name, &decoded.text, &lines, offset));
}

/// Whether `catalogs` holds a catalog of the user's (`-c`, `SGML_CATALOG_FILES`, the
/// `catalog` beside the document) besides the bundled ones: a document read with them
/// is read as onsgmls reads it with those catalogs, under the declaration OpenSP
/// implies when none of them names one.
fn reads_user_catalogs(catalogs: &CatalogSet) -> bool {
    catalogs
        .files()
        .iter()
        .any(|file| matches!(file.location, StorageLocation::File(_)))
}

/// The catalogs, the SGML declaration, the prolog and the DTD.
fn read_to_instance(prepared: &mut Prepared<'_, '_>, mut cache: Option<&mut DoctypeCache>) {
    let options = prepared.options;
    let name = prepared.name.clone();
    let path = prepared.path.clone();
    let text: &str = &prepared.text;
    let lines = LazyLines::new(text);
    let storage = storage(options.read_files);
    let access = document_access(options, path.as_deref(), None);
    let sources = CatalogSources {
        command_line: if options.read_files { &options.catalogs } else { &[] },
        document: path
            .as_deref()
            .filter(|_| options.read_files)
            .map(|path| (path, &access)),
        sgml_catalog_files: options.sgml_catalog_files.as_deref().filter(|_| options.read_files),
    };
    // The catalog set depends on the options and the document's directory (its catalog
    // file): kept per directory with the DTDs.
    let directory = path.as_deref().and_then(Path::parent).map(Path::to_path_buf);
    // XHTML and other XML are read with the bundled XML catalog (and its declaration).
    let mode = options.parse_mode.unwrap_or_else(|| crate::parse_mode::detect(text));
    let catalogs: Arc<CatalogSet> = match cache.as_deref_mut() {
        Some(cache) => Arc::clone(
            cache
                .catalogs
                .entry((directory.clone(), mode))
                .or_insert_with(|| Arc::new(bundled::catalog_set_for(&sources, &storage, mode))),
        ),
        None => Arc::new(bundled::catalog_set_for(&sources, &storage, mode)),
    };
    // What reading the catalogs found: a catalog given that cannot be read, nesting too
    // deep, an entry of the document's catalog that names a file it may not read.
    for diagnostic in catalogs.diagnostics() {
        prepared.messages.push(catalog_message(diagnostic));
    }
    let access = document_access(options, path.as_deref(), Some(&catalogs));

    // The SGML declaration: the document's own, else the catalogs', else the validator's
    // (the bundled catalog's), or, for an SGML document read with the user's catalogs,
    // the one onsgmls implies.
    let own_declaration = text.starts_with("<!SGML") || text.starts_with("<!sgml");
    let declaration = if own_declaration {
        let parsed = sgml_decl::parse(text);
        let (diagnostics, usable) = parsed.until_unusable();
        for diagnostic in &diagnostics {
            let message = Message::at(&diagnostic.kind, &name, text, lines.get(), diagnostic.span.start);
            prepared.messages.push(message);
        }
        if !usable {
            // onsgmls reads nothing of a document whose declaration it cannot use.
            prepared.catalogs = Some(catalogs);
            return;
        }
        Declaration::Own(Box::new(parsed.declaration))
    } else {
        match catalogs.sgml_decl() {
            Some(StorageLocation::Memory(ref p)) if p == VALIDATOR_DECLARATION => {
                if mode == ParseMode::Sgml && reads_user_catalogs(&catalogs) {
                    Declaration::Implied
                } else {
                    Declaration::Default
                }
            }
            Some(StorageLocation::Memory(ref p)) if p == bundled::XML_DECLARATION_PATH => Declaration::Xml,
            Some(location) => match storage.read(&location) {
                Ok(bytes) => {
                    let decl_text = decode_text(&bytes);
                    let parsed = sgml_decl::parse(&decl_text);
                    let (diagnostics, usable) = parsed.until_unusable();
                    let decl_lines = LineIndex::new(&decl_text);
                    let file = location.to_string();
                    for diagnostic in &diagnostics {
                        let message =
                            Message::at(&diagnostic.kind, &file, &decl_text, &decl_lines, diagnostic.span.start);
                        prepared.messages.push(message);
                    }
                    if !usable {
                        prepared.catalogs = Some(catalogs);
                        return;
                    }
                    Declaration::Own(Box::new(parsed.declaration))
                }
                Err(_) => Declaration::Default,
            },
            None => Declaration::Default,
        }
    };
    // Another SGML declaration than the validator's changes what a DTD means: the DTDs
    // read under the declaration for XML are kept apart, and under any other nothing is
    // kept.
    cache = match declaration {
        Declaration::Default => cache,
        Declaration::Xml => cache.map(|cache| &mut **cache.xml.get_or_insert_with(Box::default)),
        Declaration::Implied => cache.map(|cache| &mut **cache.implied.get_or_insert_with(Box::default)),
        Declaration::Own(_) => None,
    };
    let loader = DtdLoader::new(declaration.get(), &catalogs, &storage)
        .with_options(DtdOptions {
            warn_duplicate_entities: options.parser.warn_duplicate_entities,
            ..DtdOptions::default()
        })
        .with_file_access(access);
    let document_location = path.as_ref().map(|p| StorageLocation::File(p.clone()));
    let mut reader = Reader {
        loader: &loader,
        catalogs: &catalogs,
        storage: &storage,
        name: &name,
        directory: directory.as_ref(),
        location: document_location.as_ref(),
        cache,
        doctype_override: options.doctype_override.as_deref(),
        read: None,
        pending: Vec::new(),
    };
    let mut prolog_events = PrologEvents::default();
    let mut prolog_diagnostics = Vec::new();
    // Errors past the limit would be dropped below: they are not kept at all.
    let prolog = read_prolog_limited(
        text,
        loader.lexer_config(),
        &mut reader,
        &mut prolog_events,
        &mut prolog_diagnostics,
        options.parser.max_errors,
    );
    let read = reader.read.take();
    let mut messages = Vec::new();
    for diagnostic in &prolog_diagnostics {
        messages.push(parser_message(diagnostic, text, lines.get(), &name));
    }
    let (dtd, validate, complete, doctype) = match read {
        Some(read) => {
            // Messages in the document are where this document's declaration is.
            let shift = i64::from(read.start) - i64::from(read.read_at);
            for diagnostic in &read.parsed.diagnostics {
                messages.push(dtd_message(
                    diagnostic,
                    &read.parsed.dtd,
                    text,
                    lines.get(),
                    &name,
                    shift,
                ));
            }
            let unknown = unknown_public_id(
                options.doctype_override.as_deref(),
                &read.info,
                &catalogs,
                &storage,
                &loader,
            );
            if let Some(to) = options.doctype_override.as_deref() {
                let kind = FacadeDiagnostic::DoctypeOverridden {
                    to: to.to_owned(),
                    from: read.info.public_id.clone().or(read.info.system_id.clone()),
                };
                messages.push(Message::at(&kind, &name, text, lines.get(), read.start));
            }
            if let Some(unknown) = &unknown
                && (options.doctype_warnings || options.doctype_override.is_some())
            {
                let mut message = Message::at(&unknown.kind, &name, text, lines.get(), read.start);
                message.hint = unknown
                    .closest
                    .as_ref()
                    .map(|known| format!("did you mean \"{known}\"?"));
                messages.push(message);
            }
            if options.doctype_override.is_none() && options.doctype_warnings {
                doctype_warnings(
                    &read.info,
                    &catalogs,
                    &storage,
                    text,
                    lines.get(),
                    &name,
                    read.start,
                    &mut messages,
                );
            }
            let complete = read.parsed.complete;
            let mut info = read.info;
            if let Some(to) = options.doctype_override.as_deref() {
                info.public_id = Some(to.to_owned());
                info.system_id = None;
                info.overridden = true;
            }
            info.unknown_public_id = unknown.is_some();
            info.description = describe(info.public_id.as_deref()).filter(|_| unknown.is_none());
            (
                SharedDtd(DtdInner::Parsed(read.parsed)),
                read.validate,
                complete,
                Some(info),
            )
        }
        None => {
            let implied = implied_dtd(
                &prolog,
                text,
                &loader,
                &catalogs,
                &storage,
                &name,
                lines.get(),
                options.doctype_override.as_deref(),
                options.fallback_doctype.as_deref(),
                &mut messages,
            );
            let info = implied.3;
            (SharedDtd::own(implied.0), implied.1, implied.2, info)
        }
    };
    prepared.messages.append(&mut messages);
    // The error limit counts the errors of the declaration, the prolog and the DTD too;
    // reached there, nothing of the instance is read.
    let limit_reached = error_limit_reached(&mut prepared.messages, options.parser.max_errors);
    if limit_reached {
        prepared.messages.push(error_limit_message(options.parser.max_errors));
    }
    prepared.parse = complete && prolog.has_instance() && !limit_reached;
    prepared.instance_start = prolog.instance_start;
    prepared.prolog_events = prolog_events.0;
    prepared.lexer_config = Some(loader.lexer_config().clone());
    prepared.validate = validate;
    prepared.dtd = dtd;
    prepared.doctype = doctype;
    prepared.declaration = declaration;
    prepared.catalogs = Some(catalogs);
}

/// The file access policy of the document at `path` ([`FileAccess::for_document`]): the
/// options' policy, with the document's own directory and the directories of the
/// catalogs the options give (those that exist) when it is [`FileAccess::DocumentTree`],
/// and, once they are read, those of the catalogs they name and of the files their
/// entries name ([`CatalogSet::caller_directories`]).
fn document_access(options: &Options, path: Option<&Path>, catalogs_read: Option<&CatalogSet>) -> FileAccess {
    let listed = options.sgml_catalog_files.as_deref().unwrap_or_default();
    let catalogs = options
        .catalogs
        .iter()
        .map(PathBuf::as_path)
        .chain(listed.split(':').filter(|p| !p.is_empty()).map(Path::new))
        // a catalog that is not there opens no directory
        .filter(|catalog| matches!(options.file_access, FileAccess::DocumentTree(_)) && catalog.is_file());
    let caller_directories = catalogs_read.map(CatalogSet::caller_directories).unwrap_or_default();
    options
        .file_access
        .with_directories(caller_directories)
        .for_document(path, catalogs)
}

/// A message of reading the catalogs: at its place in the catalog, or about the run
/// (a catalog named on the command line that cannot be read).
fn catalog_message(diagnostic: &CatalogDiagnostic) -> Message {
    let kind = &diagnostic.diagnostic.kind;
    match (&diagnostic.catalog, &diagnostic.text) {
        (Some(catalog), Some(text)) => Message::at(
            kind,
            &catalog.to_string(),
            text,
            &LineIndex::new(text),
            diagnostic.diagnostic.span.start,
        ),
        _ => Message {
            file: String::new(),
            line: 0,
            column: 0,
            severity: kind.severity(),
            letter: kind.letter(),
            text: kind.to_string(),
            kind: kind.clone().into(),
            offset: None,
            hint: None,
        },
    }
}

/// Keeps the prolog's processing instructions until the sink exists.
#[derive(Default)]
struct PrologEvents(Vec<(String, Location)>);

impl EventSink for PrologEvents {
    fn event(&mut self, event: Event<'_>) {
        if let Event::ProcessingInstruction { text, location } = event {
            self.0.push((text.to_owned(), location));
        }
    }
}

/// Reads the document's DOCTYPE declaration for [`read_prolog_limited`]: from the cache when it
/// was read for another document, else through the DTD loader; or the DTD the caller
/// put in its place.
struct Reader<'a, 'c> {
    loader: &'a DtdLoader<'a>,
    catalogs: &'a CatalogSet,
    storage: &'a dyn Storage,
    name: &'a str,
    directory: Option<&'a PathBuf>,
    location: Option<&'a StorageLocation>,
    cache: Option<&'c mut DoctypeCache>,
    doctype_override: Option<&'a str>,
    read: Option<ReadDoctype>,
    /// The processing instructions of the subsets just read, for `doctype_events`.
    pending: Vec<(String, Location)>,
}

impl Reader<'_, '_> {
    /// The DTD of the declaration at `start` of `text`: kept, or loaded (and kept when
    /// it can be). Returns it, where it was read, whether to validate, and the end of
    /// the declaration.
    fn load(&mut self, text: &str, start: u32) -> (Arc<ParsedDoctype>, u32, bool, u32) {
        let plain_end = plain_doctype_end(text, start);
        let key = plain_end.map(|end| (self.directory.cloned(), text[start as usize..end as usize].to_owned()));
        if let (Some(cache), Some(key), Some(end)) = (self.cache.as_deref(), key.as_ref(), plain_end)
            && let Some(kept) = cache.doctypes.get(key)
        {
            let validate = kept.parsed.external_id.is_some();
            return (Arc::clone(&kept.parsed), kept.start, validate, end);
        }
        // The same DTD under another spelling of the declaration.
        let subset_key = match (self.cache.as_deref(), plain_end) {
            (Some(_), Some(end)) => simple_doctype(&text[start as usize..end as usize]).and_then(|found| {
                let (gi, public_id, system_id) = found;
                let namecase = self.loader.declaration().namecase().general;
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
                    declared_in: self.location,
                };
                let location = self.catalogs.resolve(self.storage, &request).result.ok()?.location;
                Some((self.directory.cloned(), gi, location))
            }),
            _ => None,
        };
        if let (Some(cache), Some(subset_key), Some(key), Some(end)) =
            (self.cache.as_deref_mut(), subset_key.as_ref(), key.as_ref(), plain_end)
            && let Some(kept) = cache.by_subset.get(subset_key)
        {
            let parsed = Arc::clone(kept);
            let validate = parsed.external_id.is_some();
            let entry = CachedDoctype {
                parsed: Arc::clone(&parsed),
                start,
            };
            cache.doctypes.insert(key.clone(), entry);
            return (parsed, start, validate, end);
        }
        // A bundled DTD named by a plain declaration: prebuilt, not read.
        if let Some((parsed, end)) =
            bundled::prebuilt::doctype_for_declaration(self.loader, text, start, self.name, self.location)
        {
            let validate = parsed.external_id.is_some();
            if let (Some(cache), Some(key)) = (self.cache.as_deref_mut(), key)
                && plain_end == Some(end)
            {
                let kept = CachedDoctype {
                    parsed: Arc::clone(&parsed),
                    start,
                };
                cache.doctypes.insert(key, kept);
            }
            return (parsed, start, validate, end);
        }
        let parsed = self.loader.load_doctype(text, start, self.name, self.location);
        let end = parsed.end;
        // A DOCTYPE with neither external identifier nor internal subset gives no DTD:
        // OpenSP then parses without validation (IMPLYDEF ELEMENT YES).
        let has_subset = text[start as usize..end as usize].contains('[');
        let validate = parsed.external_id.is_some() || has_subset;
        let parsed = Arc::new(parsed);
        if let (Some(cache), Some(key)) = (self.cache.as_deref_mut(), key)
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
        (parsed, start, validate, end)
    }
}

impl DoctypeReader for Reader<'_, '_> {
    fn read_doctype(&mut self, text: &str, start: u32) -> u32 {
        let (parsed, read_at, validate, end, declared) = match self.doctype_override {
            None => {
                let (parsed, read_at, validate, end) = self.load(text, start);
                (parsed, read_at, validate, end, None)
            }
            Some(public_id) => {
                // The document's declaration is read only to find its end and name;
                // the DTD is the one asked for, as if declared in its place.
                let (end, gi) = match plain_doctype_end(text, start) {
                    Some(end) => (
                        end,
                        declared_name(&text[start as usize..end as usize]).map(str::to_owned),
                    ),
                    None => {
                        let own = self.loader.load_doctype(text, start, self.name, self.location);
                        (own.end, Some(own.dtd.name.to_string()).filter(|n| !n.is_empty()))
                    }
                };
                let gi = gi.unwrap_or_else(|| "HTML".to_owned());
                let replacement = format!("<!DOCTYPE {gi} PUBLIC \"{public_id}\">");
                let (parsed, _, validate, _) = self.load(&replacement, 0);
                let declared = text[start as usize..end as usize].to_owned();
                (parsed, start, validate, end, Some(declared))
            }
        };
        let declaration_text = declared.as_deref().unwrap_or(&text[start as usize..end as usize]);
        let info = doctype_info(declaration_text, &parsed);
        self.pending = parsed
            .processing_instructions
            .iter()
            .map(|pi| {
                let location = Location {
                    source: pi.location.source,
                    span: pi.location.span,
                };
                (pi.text.clone(), location)
            })
            .collect();
        self.read = Some(ReadDoctype {
            parsed,
            read_at,
            start,
            validate,
            info,
        });
        end
    }

    fn doctype_events(&mut self, sink: &mut dyn EventSink) {
        for (text, location) in self.pending.drain(..) {
            sink.event(Event::ProcessingInstruction { text: &text, location });
        }
    }
}

/// What a document type declaration names: from its text when it is of the simple
/// form, else from what the DTD loader read.
fn doctype_info(declaration: &str, parsed: &ParsedDoctype) -> DoctypeInfo {
    match simple_doctype(declaration) {
        Some((name, public_id, system_id)) => DoctypeInfo {
            name: name.to_owned(),
            public_id: Some(public_id.to_owned()),
            system_id: system_id.map(str::to_owned),
            description: None,
            implied: false,
            overridden: false,
            unknown_public_id: false,
        },
        None => DoctypeInfo {
            name: declared_name(declaration).unwrap_or(&parsed.dtd.name).to_owned(),
            public_id: parsed
                .external_id
                .as_ref()
                .and_then(|id| id.public_id.as_deref().map(str::to_owned)),
            system_id: parsed
                .external_id
                .as_ref()
                .and_then(|id| id.system_id.as_deref().map(str::to_owned)),
            description: None,
            implied: false,
            overridden: false,
            unknown_public_id: false,
        },
    }
}

/// The well-known document types, by public identifier: how people call them.
const DESCRIPTIONS: &[(&str, &str)] = &[
    ("-//W3C//DTD HTML 4.01//EN", "HTML 4.01 Strict"),
    ("-//W3C//DTD HTML 4.01 Transitional//EN", "HTML 4.01 Transitional"),
    ("-//W3C//DTD HTML 4.01 Frameset//EN", "HTML 4.01 Frameset"),
    ("-//W3C//DTD HTML 4.0//EN", "HTML 4.0 Strict"),
    ("-//W3C//DTD HTML 4.0 Transitional//EN", "HTML 4.0 Transitional"),
    ("-//W3C//DTD HTML 4.0 Frameset//EN", "HTML 4.0 Frameset"),
    ("-//W3C//DTD HTML 3.2//EN", "HTML 3.2"),
    ("-//W3C//DTD HTML 3.2 Final//EN", "HTML 3.2"),
    ("-//W3C//DTD HTML 3.2 Draft//EN", "HTML 3.2 Draft"),
    ("-//IETF//DTD HTML//EN", "HTML 2.0"),
    ("-//IETF//DTD HTML 2.0//EN", "HTML 2.0"),
    ("-//IETF//DTD HTML//EN//2.0", "HTML 2.0"),
    ("-//IETF//DTD HTML i18n//EN", "HTML 2.0 i18n (RFC 2070)"),
    (
        "ISO/IEC 15445:2000//DTD HyperText Markup Language//EN",
        "ISO/IEC 15445:2000 (ISO HTML)",
    ),
    ("ISO/IEC 15445:2000//DTD HTML//EN", "ISO/IEC 15445:2000 (ISO HTML)"),
];

/// How people call the document type of `public_id`: from the table of well-known ones,
/// else the public text description of a `DTD` identifier (`-//IETF//DTD HTML Strict
/// Level 1//EN` gives `HTML Strict Level 1`).
pub(crate) fn describe(public_id: Option<&str>) -> Option<String> {
    let public_id = public_id?;
    if let Some((_, description)) = DESCRIPTIONS.iter().find(|(id, _)| *id == public_id) {
        return Some((*description).to_owned());
    }
    let description = public_id.split("//").find_map(|part| part.strip_prefix("DTD "))?;
    Some(description.trim().to_owned())
}

/// A public identifier the catalogs do not know, and what was done instead.
struct UnknownPublicId {
    /// The warning.
    kind: FacadeDiagnostic,
    /// The known public identifier nearest to it, if one is near.
    closest: Option<String>,
}

/// Whether the public identifier the DTD was read for (the caller's override, else the
/// document's) is unknown to the catalogs, and if so, where the DTD came from: its system
/// identifier, or the catalogs' DOCTYPE entry for the document type (the W3C validator
/// names the identifier as unknown and reports the result as tentative). One known only
/// ignoring case is reported as such by [`doctype_warnings`], not here.
fn unknown_public_id(
    doctype_override: Option<&str>,
    info: &DoctypeInfo,
    catalogs: &CatalogSet,
    storage: &dyn Storage,
    loader: &DtdLoader<'_>,
) -> Option<UnknownPublicId> {
    let (public_id, system_id) = match doctype_override {
        Some(public_id) => (public_id, None),
        None => (info.public_id.as_deref()?, info.system_id.as_deref()),
    };
    if catalogs.lookup_public(storage, public_id).result.is_ok() {
        return None;
    }
    if doctype_override.is_none()
        && let Some(known) = bundled_public_id_ignoring_case(public_id)
        && known != public_id
    {
        return None;
    }
    let namecase = loader.declaration().namecase().general;
    let name = if namecase {
        info.name.to_ascii_uppercase()
    } else {
        info.name.clone()
    };
    let request = ExternalEntity {
        kind: EntityKind::Doctype,
        name: &name,
        public_id: Some(public_id),
        system_id,
        fold_case: namecase,
        declared_in: None,
    };
    let used = match catalogs.resolve(storage, &request).result {
        Ok(resolved) => match resolved.by {
            ResolvedBy::NameEntry(_) => match &resolved.location {
                StorageLocation::Memory(path) if path == "dtd/sgml.dtd" => {
                    format!("the catalogs' fallback DTD for document type {name} (HTML 4.01 Transitional)")
                }
                location => format!(
                    "the catalogs' DTD for document type {name} ({})",
                    location_name(location)
                ),
            },
            _ => format!(
                "the DTD its system identifier names ({})",
                location_name(&resolved.location)
            ),
        },
        // No DTD at all: the loader's error says so.
        Err(_) => return None,
    };
    let closest = crate::suggest::closest_public_id(public_id, catalogs.public_ids()).map(str::to_owned);
    Some(UnknownPublicId {
        kind: FacadeDiagnostic::UnknownPublicId {
            written: public_id.to_owned(),
            used,
        },
        closest,
    })
}

/// The warnings of a validator about a DOCTYPE: a public identifier known only ignoring
/// case, and public and system identifiers that name different bundled DTDs.
#[allow(clippy::too_many_arguments)]
fn doctype_warnings(
    info: &DoctypeInfo,
    catalogs: &CatalogSet,
    storage: &dyn Storage,
    text: &str,
    lines: &LineIndex,
    name: &str,
    at: u32,
    messages: &mut Vec<Message>,
) {
    let Some(public_id) = info.public_id.as_deref() else {
        return;
    };
    let resolve = |public_id: Option<&str>, system_id: Option<&str>| {
        let request = ExternalEntity {
            kind: EntityKind::Doctype,
            name: &info.name,
            public_id,
            system_id,
            fold_case: true,
            declared_in: None,
        };
        catalogs.resolve(storage, &request).result.ok().map(|r| r.location)
    };
    let by_public = resolve(Some(public_id), None);
    if let Some(known) = bundled_public_id_ignoring_case(public_id)
        && known != public_id
    {
        let kind = FacadeDiagnostic::PublicIdCase {
            written: public_id.to_owned(),
            known,
        };
        messages.push(Message::at(&kind, name, text, lines, at));
    }
    if let (Some(StorageLocation::Memory(by_public)), Some(system_id)) = (&by_public, info.system_id.as_deref())
        && let Some(StorageLocation::Memory(by_system)) = resolve(None, Some(system_id))
        && by_system != *by_public
    {
        let kind = FacadeDiagnostic::IdentifiersDisagree {
            public_id: public_id.to_owned(),
            system_id: system_id.to_owned(),
        };
        messages.push(Message::at(&kind, name, text, lines, at));
    }
}

/// The public identifier of the bundled catalog that `public_id` matches, exactly if it
/// can, else ignoring case.
fn bundled_public_id_ignoring_case(public_id: &str) -> Option<&'static str> {
    let public_ids = || {
        bundled::catalog()
            .entries
            .iter()
            .filter_map(|entry| match &entry.entry {
                CatalogEntry::Public { public_id, .. } => Some(public_id.as_str()),
                _ => None,
            })
    };
    public_ids()
        .find(|known| *known == public_id)
        .or_else(|| public_ids().find(|known| known.eq_ignore_ascii_case(public_id)))
}

/// The document type name of a declaration `<!DOCTYPE name ...`.
fn declared_name(declaration: &str) -> Option<&str> {
    let rest = declaration.get(2..)?;
    let rest = rest.get(7..)?.trim_start_matches([' ', '\t', '\r', '\n']);
    let len = rest
        .bytes()
        .position(|b| !(b.is_ascii_alphanumeric() || b == b'.' || b == b'-' || b == b'_'))
        .unwrap_or(rest.len());
    (len > 0).then(|| &rest[..len])
}

/// Whether `bytes` hold a byte of 0xF0 or more: in UTF-8, the first byte of a character
/// past U+FFFF. Eight bytes at a time: a byte's top bit survives the mask only when its
/// four top bits are set.
pub(crate) fn has_four_byte_characters(bytes: &[u8]) -> bool {
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let mut words = bytes.chunks_exact(8);
    let found = words.by_ref().any(|w| {
        let w = u64::from_le_bytes(w.try_into().expect("eight bytes"));
        w & (w << 1) & (w << 2) & (w << 3) & HIGHS != 0
    });
    found || words.remainder().iter().any(|&b| b >= 0xF0)
}

/// The text as onsgmls holds it: its characters are 16 bits, so a character past U+FFFF
/// becomes U+FFFD (with no message). Borrowed when there is none.
pub(crate) fn sixteen_bit_text(text: &str) -> Cow<'_, str> {
    if !has_four_byte_characters(text.as_bytes()) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .map(|c| if c > '\u{FFFF}' { '\u{FFFD}' } else { c })
            .collect(),
    )
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
        }
    }
}

/// Reads external text entities referred to in the instance through the catalogs, then
/// their system identifiers, from the storage the document's DTD was read from (the
/// bundled files, and the file system when allowed).
pub(crate) struct CatalogEntityLoader<'a> {
    pub(crate) catalogs: &'a CatalogSet,
    pub(crate) storage: &'a dyn Storage,
    pub(crate) dtd: &'a Dtd,
    /// Where the document was read from, for system identifiers relative to it.
    pub(crate) document: Option<&'a StorageLocation>,
    /// NAMECASE ENTITY: catalog entity names match in any case.
    pub(crate) fold_case: bool,
    /// The largest file read as an entity (the parser's expansion limit): a device or
    /// an enormous file named by a system identifier is refused before it is read.
    pub(crate) max_bytes: usize,
    /// Which files the document's own system identifiers may name.
    pub(crate) file_access: &'a FileAccess,
}

impl EntityLoader for CatalogEntityLoader<'_> {
    /// As onsgmls names the file of an external entity: its system identifier as written.
    fn source_name(&self, entity: &Entity) -> Option<String> {
        match &entity.data {
            EntityData::External { id, .. } => Some(
                id.system_id
                    .as_deref()
                    .or(id.public_id.as_deref())
                    .unwrap_or(&entity.name)
                    .to_owned(),
            ),
            EntityData::Internal(_) => None,
        }
    }

    fn load(&self, entity: &Entity) -> Result<String, String> {
        let EntityData::External { id, .. } = &entity.data else {
            return Err("it is not an external entity".to_owned());
        };
        // The entity's system identifier is relative to the entity it was declared in.
        let declared_in = match self.dtd.sources.get(entity.location.source as usize) {
            Some(source) if entity.location.source != 0 => match source.name.strip_prefix("bundled:") {
                Some(path) => Some(StorageLocation::Memory(path.to_owned())),
                None => Some(StorageLocation::File(PathBuf::from(source.name.as_str()))),
            },
            _ => self.document.cloned(),
        };
        let external = ExternalEntity {
            kind: EntityKind::GeneralEntity,
            name: &entity.name,
            public_id: id.public_id.as_deref(),
            system_id: id.system_id.as_deref(),
            fold_case: self.fold_case,
            declared_in: declared_in.as_ref(),
        };
        let resolved = self
            .catalogs
            .resolve(self.storage, &external)
            .result
            .map_err(|error| format!("it cannot be located: {error}"))?;
        let location = self
            .file_access
            .permit(&resolved)
            .map_err(|refused| refused.to_string())?;
        if let StorageLocation::File(path) = &location {
            let metadata = std::fs::metadata(path).map_err(|error| format!("{}: {error}", location_name(&location)))?;
            if !metadata.is_file() || metadata.len() > self.max_bytes as u64 {
                return Err(format!(
                    "{} is not a regular file of at most {} bytes",
                    location_name(&location),
                    self.max_bytes
                ));
            }
        }
        let bytes = self
            .storage
            .read(&location)
            .map_err(|error| format!("{}: {error}", location_name(&location)))?;
        Ok(decode_text(&bytes).into_owned())
    }
}

fn location_name(location: &StorageLocation) -> String {
    match location {
        StorageLocation::File(path) => path.display().to_string(),
        StorageLocation::Memory(path) => format!("bundled:{path}"),
    }
}

/// Whether `messages` reach the error limit `max` (0: none); if so, the messages after
/// the error that reached it (but for its notes) are dropped, as onsgmls stops there.
fn error_limit_reached(messages: &mut Vec<Message>, max: u32) -> bool {
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
    let kind = ParserDiagnosticKind::ErrorLimitReached { limit: max };
    Message {
        file: String::new(),
        line: 0,
        column: 0,
        severity: kind.severity(),
        letter: kind.letter(),
        text: kind.to_string(),
        kind: kind.clone().into(),
        offset: None,
        hint: None,
    }
}

/// The DTD of a document with no document type declaration (OpenSP's `implyDtd`): the
/// prolog may not be omitted (ISO 8879 7.1), which is an error; a declaration naming the
/// first element's type with no external identifier is implied, and the catalogs' DOCTYPE
/// entries may give its DTD (as `DOCTYPE html sgml.dtd` does for HTML: HTML 4.01
/// Transitional). Without one, the document is parsed without validation. With a DOCTYPE
/// override, the DTD asked for is read instead, and the missing declaration is a warning
/// (the override's), not an error. Returns the DTD, whether to validate,
/// whether the instance may be parsed, and what was implied.
#[allow(clippy::too_many_arguments)]
fn implied_dtd(
    prolog: &Prolog,
    text: &str,
    loader: &DtdLoader<'_>,
    catalogs: &CatalogSet,
    storage: &dyn Storage,
    name: &str,
    lines: &LineIndex,
    doctype_override: Option<&str>,
    fallback: Option<&str>,
    messages: &mut Vec<Message>,
) -> (Dtd, bool, bool, Option<DoctypeInfo>) {
    let Some(gi) = prolog.implied_doctype else {
        return (Dtd::default(), false, false, None);
    };
    let at = Location::document(Span::empty(prolog.instance_start));
    let report = |messages: &mut Vec<Message>, kind: ParserDiagnosticKind| {
        let diagnostic = ParserDiagnostic { kind, location: at };
        messages.push(parser_message(&diagnostic, text, lines, name));
    };
    // With the caller's DTD in its place, the missing declaration is what the override's
    // warning says, not an error: the W3C validator calls such a result tentatively valid.
    if doctype_override.is_none() {
        report(messages, ParserDiagnosticKind::PrologOmitted);
    }
    let declaration = loader.declaration();
    let classes = &declaration.char_classes;
    let doctype_name: String = if declaration.namecase().general {
        gi.slice(text).chars().map(|c| classes.to_upper(c)).collect()
    } else {
        gi.slice(text).to_owned()
    };
    let entity = ExternalEntity {
        kind: EntityKind::Doctype,
        name: &doctype_name,
        public_id: None,
        system_id: None,
        fold_case: declaration.namecase().general,
        declared_in: None,
    };
    let resolved = catalogs.resolve(storage, &entity).result;
    let replace = match (doctype_override, fallback, &resolved) {
        (Some(public_id), _, _) => Some((
            public_id,
            FacadeDiagnostic::DoctypeOverridden {
                to: public_id.to_owned(),
                from: None,
            },
        )),
        (None, Some(public_id), Err(_)) => Some((
            public_id,
            FacadeDiagnostic::FallbackDoctype {
                name: doctype_name.clone(),
                public_id: public_id.to_owned(),
            },
        )),
        _ => None,
    };
    if let Some((public_id, kind)) = replace {
        messages.push(Message::at(&kind, name, text, lines, prolog.instance_start));
        // HTML DTDs are for document type HTML, whatever the first element is.
        let doctype_name = "HTML".to_owned();
        let replacement = format!("<!DOCTYPE {doctype_name} PUBLIC \"{public_id}\">");
        let parsed = loader.load_doctype(&replacement, 0, name, None);
        let shift = i64::from(prolog.instance_start);
        for diagnostic in &parsed.diagnostics {
            messages.push(dtd_message(diagnostic, &parsed.dtd, text, lines, name, shift));
        }
        let info = DoctypeInfo {
            name: doctype_name,
            public_id: Some(public_id.to_owned()),
            system_id: None,
            description: describe(Some(public_id)),
            implied: true,
            overridden: doctype_override.is_some(),
            unknown_public_id: false,
        };
        return (parsed.dtd, true, parsed.complete, Some(info));
    }
    match resolved {
        Ok(resolved) => {
            report(
                messages,
                ParserDiagnosticKind::DoctypeImplied {
                    name: doctype_name.as_str().into(),
                },
            );
            let description = match &resolved.location {
                StorageLocation::Memory(path) if path == "dtd/sgml.dtd" => Some("HTML 4.01 Transitional".to_owned()),
                _ => None,
            };
            let parsed = loader.load_location(&doctype_name, resolved.location);
            for diagnostic in &parsed.diagnostics {
                messages.push(dtd_message(diagnostic, &parsed.dtd, text, lines, name, 0));
            }
            let info = DoctypeInfo {
                name: doctype_name,
                public_id: None,
                system_id: None,
                description,
                implied: true,
                overridden: false,
                unknown_public_id: false,
            };
            (parsed.dtd, true, true, Some(info))
        }
        Err(_) => {
            report(messages, ParserDiagnosticKind::NoDoctypeNoValidation);
            let dtd = Dtd {
                name: doctype_name.as_str().into(),
                ..Dtd::default()
            };
            let info = DoctypeInfo {
                name: doctype_name,
                public_id: None,
                system_id: None,
                description: None,
                implied: true,
                overridden: false,
                unknown_public_id: false,
            };
            (dtd, false, true, Some(info))
        }
    }
}

pub(crate) fn parser_message(diagnostic: &ParserDiagnostic, text: &str, lines: &LineIndex, name: &str) -> Message {
    Message::at(&diagnostic.kind, name, text, lines, diagnostic.location.span.start)
}

/// A DTD finding as a message; one in the document is moved by `shift` bytes (a kept
/// DTD's, read where another document had its declaration).
pub(crate) fn dtd_message(
    diagnostic: &DtdDiagnostic,
    dtd: &Dtd,
    text: &str,
    lines: &LineIndex,
    name: &str,
    shift: i64,
) -> Message {
    let span = diagnostic.diagnostic.span;
    let (file, line, column, offset) = match dtd.sources.get(diagnostic.source as usize) {
        Some(source) if diagnostic.source != 0 => match source.text.as_deref() {
            Some(source_text) => {
                let at = LineIndex::new(source_text).line_col(source_text, span.start);
                (source.name.to_string(), at.line, at.column, Some(span.start))
            }
            None => (source.name.to_string(), 0, 0, None),
        },
        _ => {
            let offset = (i64::from(span.start) + shift).clamp(0, text.len() as i64) as u32;
            let at = lines.line_col(text, offset);
            (name.to_owned(), at.line, at.column, Some(offset))
        }
    };
    Message {
        file,
        line,
        column,
        severity: diagnostic.diagnostic.severity(),
        letter: diagnostic.diagnostic.letter(),
        text: diagnostic.diagnostic.kind.to_string(),
        kind: diagnostic.diagnostic.kind.clone().into(),
        offset,
        hint: None,
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binary_files_are_told_from_text() {
        assert_eq!(binary_at("\u{7F}ELF\u{2}\u{1}\u{1}\0\0"), Some(7));
        assert_eq!(binary_at("<p>text\r\n\tmore\x0C"), None);
        let noisy: String = "\u{1}\u{2}ab".repeat(10);
        assert_eq!(binary_at(&noisy), Some(0));
        // A stray control character in a page is the parser's to report.
        assert_eq!(binary_at(&format!("<p>{}\u{1}", "x".repeat(100))), None);
        // So is a NUL past the start.
        assert_eq!(binary_at(&format!("{}\0", "x".repeat(2000))), None);
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

    #[test]
    fn document_types_are_described() {
        assert_eq!(
            describe(Some("-//W3C//DTD HTML 4.01//EN")).as_deref(),
            Some("HTML 4.01 Strict")
        );
        assert_eq!(
            describe(Some("-//IETF//DTD HTML Strict Level 1//EN")).as_deref(),
            Some("HTML Strict Level 1")
        );
        assert_eq!(describe(Some("+//Silmaril//Some Thing//EN")), None);
        assert_eq!(describe(None), None);
        assert_eq!(declared_name("<!DOCTYPE html SYSTEM 'a'>"), Some("html"));
        assert_eq!(declared_name("<!DOCTYPE>"), None);
    }
}
