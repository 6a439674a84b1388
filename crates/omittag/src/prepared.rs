//! A document read up to its instance ([`Prepared`]): its text, SGML declaration, DTD and
//! messages so far, ready for a sink to be made and the instance parsed.

use std::borrow::Cow;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use sgml_dtd::catalog::{CatalogSet, EntityKind, ExternalEntity, ResolvedBy, StorageLocation};
use sgml_dtd::dtd::ExternalId;
use sgml_lexer::LexerConfig;
use sgml_parser::diagnostic::Location;
use sgml_parser::{Event, EventSink};
use sgml_source::Severity;

use crate::declaration::Declaration;
use crate::dtd_cache::SharedDtd;
use crate::entity_loading::storage;
use crate::message::Message;
use crate::options::Options;
use crate::report::{DoctypeInfo, EncodingInfo, Report};

/// A document read up to its instance: its text, DTD and messages so far, ready for a
/// sink to be made and the instance parsed.
pub(crate) struct Prepared<'b, 'o> {
    /// The document's name in messages.
    pub(crate) name: String,
    pub(crate) path: Option<PathBuf>,
    pub(crate) options: &'o Options,
    /// The decoded text (characters past U+FFFF as U+FFFD unless the options accept
    /// them); borrowed from the input when it is UTF-8 already.
    pub(crate) text: Cow<'b, str>,
    /// The encoding, and where it was found (`None` when the input could not be decoded).
    pub(crate) encoding: Option<EncodingInfo>,
    /// The messages so far.
    pub(crate) messages: Vec<Message>,
    /// How many errors were handed on as they were found rather than held in
    /// `messages` (those of a prolog read with a stream and no error limit).
    pub(crate) handed_on_errors: u32,
    pub(crate) declaration: Declaration,
    pub(crate) catalogs: Option<Arc<CatalogSet>>,
    /// The DTD.
    pub(crate) dtd: SharedDtd,
    /// What the DOCTYPE names.
    pub(crate) doctype: Option<DoctypeInfo>,
    pub(crate) validate: bool,
    /// Whether the instance is to be parsed: the prolog was read, there is an instance,
    /// and the error limit was not reached.
    pub(crate) parse: bool,
    pub(crate) instance_start: u32,
    pub(crate) prolog_events: Vec<(String, Location)>,
    /// The link type declarations of the prolog (ISO 8879 12.1), in order.
    pub(crate) links: Vec<sgml_dtd::dtd::LinkType>,
    /// The architecture to write the architectural document of (`-A`), if any.
    pub(crate) architecture: Option<Box<sgml_parser::architecture::Architecture>>,
    /// The lexer's tables for the declaration, made once with the DTD loader and kept
    /// for the instance (`None` until the declaration is read).
    pub(crate) lexer_config: Option<LexerConfig>,
    /// The messages of the subdocuments read while the instance is parsed (SUBDOC
    /// entities), given with the instance's.
    pub(crate) subdocument_messages: std::cell::RefCell<Vec<Message>>,
    /// How many subdocuments this document (when it is not one itself) has had read.
    pub(crate) subdocuments_read: std::sync::Arc<std::sync::atomic::AtomicU32>,
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
            handed_on_errors: 0,
            declaration: Declaration::Default,
            catalogs: None,
            dtd: SharedDtd::default(),
            doctype: None,
            validate: false,
            parse: false,
            instance_start: 0,
            prolog_events: Vec::new(),
            links: Vec::new(),
            architecture: None,
            lexer_config: None,
            subdocument_messages: Default::default(),
            subdocuments_read: Default::default(),
        }
    }

    /// Whether the SGML declaration folds element names to upper case (NAMECASE
    /// GENERAL YES).
    pub(crate) fn folds_names(&self) -> bool {
        self.declaration.get().namecase().general
    }

    /// Whether the W3C validator's own checks of documents read as XML apply: the
    /// options ask for them and the document is read under the SGML declaration for XML.
    pub(crate) fn validator_xml_checks(&self) -> bool {
        self.options.validator_xml_checks && matches!(self.declaration, Declaration::Xml)
    }

    /// The SGML declaration's APPINFO parameter, if it has one (ESIS shows it first).
    pub(crate) fn appinfo(&self) -> Option<&str> {
        self.declaration.get().appinfo.as_deref()
    }

    /// onsgmls's effective system identifier of the external general entity or notation
    /// (of `kind`) named `name` with the external identifier `id`, when one of the user's
    /// catalogs locates it: `<OSFILE SOIBASE='CATALOG'>TARGET`, the catalog named as it
    /// was read and the entry's target relative to it (ESIS `f` lines). `None` when no
    /// catalog entry does (its system identifier is used).
    pub(crate) fn catalog_system_id(&self, kind: EntityKind, name: &str, id: &ExternalId) -> Option<String> {
        let catalogs = self.catalogs.as_deref()?;
        let request = ExternalEntity {
            kind,
            name,
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
        Some(sgml_parser::effective_system_id::catalog_file_system_id(
            &catalog.to_string_lossy(),
            &target.to_string_lossy(),
        ))
    }

    /// Whether no error was found so far.
    pub(crate) fn is_valid(&self) -> bool {
        self.handed_on_errors == 0 && !self.messages.iter().any(|m| m.severity == Severity::Error)
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
            handed_on_errors: self.handed_on_errors,
            declaration: self.declaration,
            catalogs: self.catalogs,
            dtd: self.dtd,
            doctype: self.doctype,
            validate: self.validate,
            parse: self.parse,
            instance_start: self.instance_start,
            prolog_events: self.prolog_events,
            links: self.links,
            architecture: self.architecture,
            lexer_config: self.lexer_config,
            subdocument_messages: self.subdocument_messages,
            subdocuments_read: self.subdocuments_read,
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
