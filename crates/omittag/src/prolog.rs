//! Reading a document's prolog: its catalogs, its SGML declaration, then the prolog
//! itself with its document type declaration and DTD (or the DTD implied without one),
//! up to where the instance starts.

use std::path::Path;
use std::sync::Arc;

use crate::ParseMode;

use sgml_dtd::catalog::{CatalogSet, Storage, StorageLocation, decode_text};
use sgml_dtd::parse::{DtdLoader, DtdOptions};
use sgml_parser::diagnostic::Location;
use sgml_parser::{Event, EventSink, ParserDiagnostic, read_prolog_limited, read_prolog_reporting};
use sgml_source::Severity;
use sgml_source::{LineCol, LineIndex};

use crate::bundled::{self, CatalogSources};
use crate::declaration::{Declaration, VALIDATOR_DECLARATION};
use crate::doctype::Reader;
use crate::dtd_cache::{DoctypeCache, SharedDtd};
use crate::entity_loading::{document_access, storage};
use crate::implied_doctype::implied_dtd;
use crate::message::{FacadeDiagnostic, Message};
use crate::message_conversion::{
    LazyLines, catalog_message, dtd_messages, error_limit_message, error_limit_reached, parser_message,
};
use crate::prepared::Prepared;
use crate::w3c_policy::{describe, doctype_warnings, unknown_public_id};

/// Whether `catalogs` holds a catalog of the user's (`-c`, `SGML_CATALOG_FILES`, the
/// `catalog` beside the document) besides the bundled ones: a document read with them
/// is read as onsgmls reads it with those catalogs, under the declaration OpenSP
/// implies when none of them names one.
pub(crate) fn reads_user_catalogs(catalogs: &CatalogSet) -> bool {
    catalogs
        .files()
        .iter()
        .any(|file| matches!(file.location, StorageLocation::File(_)))
}

/// The catalogs of `sources`, searching the directories of `-D` when files may be read.
fn catalog_set(
    sources: &CatalogSources<'_>,
    storage: &dyn Storage,
    mode: ParseMode,
    options: &crate::Options,
) -> CatalogSet {
    let mut set = bundled::catalog_set_for(sources, storage, mode);
    if options.read_files {
        set.set_search_directories(options.search_directories.clone());
    }
    set
}

/// What reading an SGML declaration gave: the declaration, unless a fault made it
/// unusable, and the messages, those of a fault inside a public concrete syntax's file
/// placed in that file.
struct ReadDeclaration {
    declaration: Option<sgml_decl::SgmlDeclaration>,
    messages: Vec<Message>,
}

/// A concrete syntax file read for a declaration: its name in messages and its text.
struct SyntaxFile {
    public_id: String,
    name: String,
    text: String,
}

/// Read the SGML declaration `text` (the file `file`), a public concrete syntax other
/// than ISO 8879's being read, as OpenSP reads it (13.4.1), from the file the catalogs'
/// PUBLIC (or DELEGATE) entries give for its public identifier, if the file access
/// policy lets the document read it.
fn read_declaration(
    text: &str,
    file: &str,
    lines: &LineIndex,
    catalogs: &CatalogSet,
    storage: &dyn Storage,
    access: &sgml_dtd::catalog::FileAccess,
    options: &crate::Options,
) -> ReadDeclaration {
    let syntax_files: std::cell::RefCell<Vec<SyntaxFile>> = std::cell::RefCell::default();
    let resolve = |public_id: &str| -> Option<Result<String, String>> {
        let resolved = catalogs.lookup_public(storage, public_id).result.ok()?;
        let location = match access.permit(&resolved) {
            Ok(location) => location,
            Err(refused) => return Some(Err(refused.to_string())),
        };
        let bytes = match storage.read(&location) {
            Ok(bytes) => bytes,
            Err(error) => return Some(Err(format!("{location}: {error}"))),
        };
        let syntax_text = decode_text(&bytes).into_owned();
        syntax_files.borrow_mut().push(SyntaxFile {
            public_id: public_id.to_owned(),
            name: location.to_string(),
            text: syntax_text.clone(),
        });
        Some(Ok(syntax_text))
    };
    let parsed = sgml_decl::parse_with(text, sgml_decl::ParseOptions::resolving(&resolve));
    let (diagnostics, usable) = parsed.until_unusable();
    let syntax_files = syntax_files.into_inner();
    let syntax_lines: Vec<LineIndex> = syntax_files.iter().map(|f| LineIndex::new(&f.text)).collect();
    // The warnings onsgmls gives only with -wsgmldecl.
    let wanted =
        |diagnostic: &&sgml_decl::Diagnostic| options.parser.warn_sgml_decl || !diagnostic.kind.needs_sgmldecl_switch();
    let messages = diagnostics
        .iter()
        .filter(wanted)
        .map(|diagnostic| match &diagnostic.kind {
            sgml_decl::DeclDiagnostic::InExternalSyntax {
                public_id,
                offset,
                kind,
                ..
            } => match syntax_files.iter().position(|f| &f.public_id == public_id) {
                Some(k) => Message::at(
                    &**kind,
                    &syntax_files[k].name,
                    &syntax_files[k].text,
                    &syntax_lines[k],
                    *offset,
                ),
                None => Message::at(&diagnostic.kind, file, text, lines, diagnostic.span.start),
            },
            kind => Message::at(kind, file, text, lines, diagnostic.span.start),
        })
        .collect::<Vec<_>>();
    // General delimiters other than the reference concrete syntax's (and the SGML
    // declaration for XML's) are not recognised by the lexer: said, at the DELIM
    // parameter, rather than the document read with the wrong ones.
    let mut messages = messages;
    if usable {
        let unsupported = sgml_lexer::check_declaration(&parsed.declaration, sgml_source::Span::empty(0));
        if !unsupported.is_empty() {
            // Within the declaration only (the text is the whole document).
            let declaration = text.as_bytes().get(..parsed.end).unwrap_or_default();
            let at = declaration
                .windows(5)
                .position(|w| w.eq_ignore_ascii_case(b"DELIM"))
                .unwrap_or(0);
            for diagnostic in unsupported {
                messages.push(Message::at(&diagnostic.kind, file, text, lines, at as u32));
            }
        }
    }
    ReadDeclaration {
        declaration: usable.then_some(parsed.declaration),
        messages,
    }
}

/// The catalogs, the SGML declaration, the prolog and the DTD.
///
/// With no error limit and a `stream` to hand messages to, the messages so far and then
/// the prolog's, as they are found, are handed to it instead of held (a prolog may have
/// millions); those after (the DTD's) are held as always, in the same order.
pub(crate) fn read_to_instance(
    prepared: &mut Prepared<'_, '_>,
    mut cache: Option<&mut DoctypeCache>,
    stream: Option<&mut dyn FnMut(&Message)>,
) {
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
    let mode = options.parse_mode.unwrap_or_else(|| {
        crate::parse_mode::detect_with_media_type(text, options.encoding.http_content_type.as_deref())
    });
    let catalogs: Arc<CatalogSet> = match cache.as_deref_mut() {
        Some(cache) => Arc::clone(
            cache
                .catalogs
                .entry((directory.clone(), mode))
                .or_insert_with(|| Arc::new(catalog_set(&sources, &storage, mode, options))),
        ),
        None => Arc::new(catalog_set(&sources, &storage, mode, options)),
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
    let declaration = if let Some(open) = &options.subdocument {
        // A subdocument is read under its document's declaration (ISO 8879 7.1: an SGML
        // subdocument entity has a prolog and an instance, no SGML declaration).
        Declaration::Own(Box::new(open.declaration.clone()))
    } else if own_declaration {
        let read = read_declaration(text, &name, lines.get(), &catalogs, &storage, &access, options);
        prepared.messages.extend(read.messages);
        let Some(declaration) = read.declaration else {
            // onsgmls reads nothing of a document whose declaration it cannot use.
            prepared.catalogs = Some(catalogs);
            return;
        };
        Declaration::Own(Box::new(declaration))
    } else {
        match catalogs.sgml_decl() {
            Some(StorageLocation::Memory(ref p)) if p == VALIDATOR_DECLARATION => {
                if mode == ParseMode::Sgml && (options.implied_declaration || reads_user_catalogs(&catalogs)) {
                    Declaration::Implied
                } else {
                    Declaration::Default
                }
            }
            Some(StorageLocation::Memory(ref p)) if p == bundled::XML_DECLARATION_PATH => Declaration::Xml,
            Some(location) => match storage.read(&location) {
                Ok(bytes) => {
                    let decl_text = decode_text(&bytes);
                    let decl_lines = LineIndex::new(&decl_text);
                    let file = location.to_string();
                    let read = read_declaration(&decl_text, &file, &decl_lines, &catalogs, &storage, &access, options);
                    prepared.messages.extend(read.messages);
                    let Some(declaration) = read.declaration else {
                        prepared.catalogs = Some(catalogs);
                        return;
                    };
                    Declaration::Own(Box::new(declaration))
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
            warn_undefined: options.parser.warn_undefined_elements,
            warn_mixed: options.parser.warn_mixed_content,
            warn_unused_parameter_entities: options.parser.warn_unused_parameter_entities,
            warn_unused_maps: options.parser.warn_unused_maps,
            warn_default_entity: options.parser.warn_default_entity,
            warn_notation_sysid: options.parser.warn_notation_sysid,
            warn_should: options.parser.warn_should,
            bytes_as_characters: options.encoding.bytes_as_characters,
            record_entity_lookups: options.parser.report_entity_lookups || options.esis.entity,
            // One nesting limit for the DTD's parameter entities and the instance's.
            max_entity_depth: u32::try_from(options.parser.max_entity_depth).unwrap_or(u32::MAX),
            max_expansion: options.max_parameter_entity_expansion,
            ..DtdOptions::default()
        })
        .with_file_access(access)
        .with_included_parameter_entities(&options.include_parameter_entities);
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
        additional: Vec::new(),
        additional_read: 0,
        links: Vec::new(),
        result_doctypes: Vec::new(),
        active_links: &options.parser.active_links,
        active: Default::default(),
    };
    let mut prolog_events = PrologEvents::default();
    let mut prolog_diagnostics = Vec::new();
    let prolog = match stream.filter(|_| options.parser.max_errors == 0) {
        Some(on_message) => {
            prepared.messages.iter().for_each(&mut *on_message);
            prepared.messages.clear();
            let handed_on_errors = &mut prepared.handed_on_errors;
            let mut places = RunningPlace::default();
            let mut hand_on = |diagnostic: ParserDiagnostic| {
                let offset = diagnostic.location.span.start;
                let place = places.place(text, offset, || lines.get().line_col(text, offset));
                let message = Message::placed(&diagnostic.kind, &name, place, offset);
                if message.severity == Severity::Error {
                    *handed_on_errors += 1;
                }
                on_message(&message);
            };
            read_prolog_reporting(
                text,
                loader.lexer_config(),
                &mut reader,
                &mut prolog_events,
                &mut hand_on,
                0,
            )
        }
        // Errors past the limit would be dropped below: they are not kept at all.
        None => read_prolog_limited(
            text,
            loader.lexer_config(),
            &mut reader,
            &mut prolog_events,
            &mut prolog_diagnostics,
            options.parser.max_errors,
        ),
    };
    let read = reader.read.take();
    let additional = std::mem::take(&mut reader.additional);
    let links = std::mem::take(&mut reader.links);
    let result_doctypes = std::mem::take(&mut reader.result_doctypes);
    let mut messages = Vec::new();
    for diagnostic in &prolog_diagnostics {
        messages.push(parser_message(diagnostic, text, lines.get(), &name));
    }
    // What reading a declaration of the prolog found, its places `shift` bytes from the
    // document's. The document's line index is made only for a message to place (it
    // reads the whole document).
    let prolog_dtd_messages = |diagnostics: &[sgml_dtd::parse::DtdDiagnostic], dtd: &sgml_dtd::dtd::Dtd, shift: i64| {
        if diagnostics.is_empty() {
            return Vec::new();
        }
        dtd_messages(diagnostics, dtd, text, lines.get(), &name, shift)
    };
    // The DTDs of the document types after the base (CONCUR): their messages only.
    for parsed in &additional {
        messages.extend(prolog_dtd_messages(&parsed.diagnostics, &parsed.dtd, 0));
    }
    // Where the document type declaration ends in the document.
    let mut doctype_end = None;
    let (dtd, validate, complete, doctype) = match read {
        Some(read) => {
            // Messages in the document are where this document's declaration is.
            let shift = i64::from(read.start) - i64::from(read.read_at);
            doctype_end = u32::try_from(i64::from(read.parsed.end) + shift).ok();
            messages.extend(prolog_dtd_messages(&read.parsed.diagnostics, &read.parsed.dtd, shift));
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
            (SharedDtd::parsed(read.parsed), read.validate, complete, Some(info))
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
    // The result document types of explicit links, then the link type declarations
    // (ISO 8879 12.1), as they follow the base document type declaration.
    for parsed in &result_doctypes {
        messages.extend(prolog_dtd_messages(&parsed.diagnostics, &parsed.dtd, 0));
    }
    for parsed in &links {
        messages.extend(prolog_dtd_messages(&parsed.diagnostics, &parsed.dtd, 0));
    }
    prepared.links = links.into_iter().filter_map(|parsed| parsed.link).collect();
    // The architecture to process (ISO/IEC 10744 Annex A.3), with its meta-DTD.
    if let Some(requested) = options.architecture.as_deref() {
        use crate::architecture::{Loaded, Unloaded};
        let names: Vec<String> = std::iter::once(requested.to_owned())
            .chain(options.derived_architectures.iter().cloned())
            .collect();
        let pis: Vec<&str> = prolog_events.0.iter().map(|(text, _)| text.as_str()).collect();
        let placed: Vec<(&str, Option<u32>)> = prolog_events
            .0
            .iter()
            .map(|(text, at)| (text.as_str(), (at.source == 0).then_some(at.span.start)))
            .collect();
        for (kind, at) in crate::architecture::arcbase_findings(&dtd, &placed) {
            messages.push(Message::at(&kind, &name, text, lines.get(), at.unwrap_or(0)));
        }
        let architecture = match crate::architecture::load(&names, &dtd, &pis, &loader, text) {
            Ok(Loaded {
                architecture,
                findings,
                meta,
                entity_at,
            }) => {
                for diagnostic in &meta.diagnostics {
                    // A meta-DTD that cannot be read is reported at its entity's
                    // declaration, as onsgmls reports it.
                    let unread = matches!(
                        diagnostic.diagnostic.kind,
                        sgml_dtd::parse::DtdDiagnosticKind::ExternalEntityNotFound { .. }
                            | sgml_dtd::parse::DtdDiagnosticKind::ExternalEntityUnreadable { .. }
                    ) && diagnostic.chain.is_empty();
                    match entity_at {
                        Some(at) if unread => {
                            messages.push(Message::at(&diagnostic.diagnostic.kind, &name, text, lines.get(), at));
                        }
                        _ => messages.push(crate::architecture::meta_message(
                            diagnostic,
                            &meta.dtd,
                            path.as_deref(),
                        )),
                    }
                }
                for (kind, at) in findings {
                    messages.push(Message::at(&kind, &name, text, lines.get(), at.unwrap_or(0)));
                }
                architecture
            }
            Err(Unloaded::MetaEntityUndeclared { entity, at }) => {
                let kind = FacadeDiagnostic::MetaDtdEntityUndeclared { entity };
                messages.push(Message::at(&kind, &name, text, lines.get(), at.unwrap_or(0)));
                crate::architecture::undeclared()
            }
            Err(Unloaded::Reported(findings)) => {
                for (kind, at) in findings {
                    messages.push(Message::at(&kind, &name, text, lines.get(), at.unwrap_or(0)));
                }
                crate::architecture::undeclared()
            }
            // An architecture the DTD does not declare: nothing is architectural.
            Err(Unloaded::Undeclared) => crate::architecture::undeclared(),
        };
        prepared.architecture = Some(Box::new(architecture));
    }
    prepared.messages.append(&mut messages);
    // The error limit counts the errors of the declaration, the prolog and the DTD too;
    // reached there, nothing of the instance is read.
    let limit_reached = error_limit_reached(&mut prepared.messages, options.parser.max_errors);
    if limit_reached {
        // onsgmls writes the processing instructions it met before the error that
        // reached the limit (those of the document, and of the document type declaration
        // before its external subset, where that error was found).
        let last_error = prepared.messages.iter().rev().find(|m| m.severity == Severity::Error);
        let bound = match last_error {
            Some(m) if m.file == name => m.offset,
            _ => None,
        }
        .or(doctype_end)
        .unwrap_or(prolog.instance_start);
        prolog_events
            .0
            .retain(|(_, at)| at.source == 0 && at.span.start < bound);
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

/// The line and column of the prolog's findings as they come, in the order of the text:
/// counted on from the last one's when no line ends between them (ten million non-SGML
/// characters on one line before the DOCTYPE each counted up to 4 KiB back to a checkpoint
/// of the line index), else looked up.
#[derive(Default)]
struct RunningPlace {
    last: Option<(u32, LineCol)>,
}

impl RunningPlace {
    fn place(&mut self, text: &str, offset: u32, look_up: impl FnOnce() -> LineCol) -> LineCol {
        let bytes = text.as_bytes();
        let place = match self.last {
            Some((at, place)) if at <= offset && (offset as usize) < bytes.len() => {
                let between = &bytes[at as usize..offset as usize];
                if !between.iter().any(|&b| b == b'\n' || b == b'\r') {
                    // The characters: the bytes that are not UTF-8 continuation bytes.
                    let characters = between.iter().filter(|&&b| (b as i8) >= -0x40).count();
                    LineCol {
                        line: place.line,
                        column: place.column + characters as u32,
                    }
                } else {
                    look_up()
                }
            }
            _ => look_up(),
        };
        self.last = Some((offset, place));
        place
    }
}

/// Keeps the prolog's processing instructions until the sink exists.
#[derive(Default)]
pub(crate) struct PrologEvents(Vec<(String, Location)>);

impl EventSink for PrologEvents {
    fn event(&mut self, event: Event<'_>) {
        if let Event::ProcessingInstruction { text, location } = event {
            self.0.push((text.to_owned(), location));
        }
    }
}
