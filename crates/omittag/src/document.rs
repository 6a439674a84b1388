//! One document, from bytes to ESIS and messages: decoding, the catalogs, the SGML
//! declaration, the prolog and DTD, and the instance.

use std::borrow::Cow;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use omittag_encoding::{Encoding, Options as EncodingOptions};
use sgml_decl::SgmlDeclaration;
use sgml_dtd::catalog::{
    CatalogSet, EntityKind, ExternalEntity, FileStorage, Storage, StorageLocation, StorageStack, decode_text,
};
use sgml_dtd::dtd::{Dtd, Entity, EntityData};
use sgml_dtd::parse::{DtdDiagnostic, DtdLoader, DtdOptions, ProcessingInstruction};
use sgml_parser::diagnostic::{Location, ParserDiagnosticKind};
use sgml_parser::esis::{EsisOptions, EsisWriter};
use sgml_parser::{
    DoctypeReader, EntityLoader, EntityTexts, EsisSink, Event, EventSink, InstanceContext, InstanceParser,
    ParserDiagnostic, ParserOptions, Prolog, read_prolog,
};
use sgml_source::{DiagnosticKind, LineIndex, Severity, Span};

use crate::bundled::{self, CatalogSources};

/// What a run over one document is given.
#[derive(Clone, Debug, Default)]
pub struct DocumentOptions {
    /// Catalogs named by the user (`-c`), read before the bundled one.
    pub catalogs: Vec<PathBuf>,
    /// The value of `SGML_CATALOG_FILES`, if it is to be read.
    pub sgml_catalog_files: Option<String>,
    /// The encoding to read the document in, overriding detection (a charset label).
    pub encoding: Option<String>,
    /// The ESIS output options (`-o`).
    pub esis: EsisOptions,
    /// The instance parser's options.
    pub parser: ParserOptions,
    /// Whether files may be read (the document's catalog, external entities named by
    /// path, user catalogs). The bundled files are always available.
    pub read_files: bool,
}

/// A message about the document, positioned for display.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The file (or entity) it is in.
    pub file: String,
    /// The line, from 1; 0 for a message about the run rather than a place (the error
    /// limit), shown with no file, line or column.
    pub line: u32,
    /// The column in characters, from 0.
    pub column: u32,
    /// How serious.
    pub severity: Severity,
    /// onsgmls's letter for it: `E`, `W`, `Q` (a quantity exceeded), `X` (an error found
    /// at the end, such as an IDREF to no ID), `I`; `None` for a note that belongs to the
    /// message before it. See [`DiagnosticKind::letter`].
    pub letter: Option<char>,
    /// Our text.
    pub text: String,
    /// The stable kebab-case code of the message's kind (`element-not-allowed`), for
    /// explanations, JSON output and filters; `run` for a message about the run.
    pub code: &'static str,
    /// Where the message is, as a byte offset into the text of [`file`](Message::file)
    /// (the decoded document, or the entity it names); `None` for a message about no
    /// place or a place in a text not kept.
    pub offset: Option<u32>,
    /// A suggestion that may fix it ("did you mean `TABLE`?"), when one is found.
    pub hint: Option<String>,
}

impl Message {
    /// A message of `kind` at `offset` of `text` (the file `file`).
    pub fn at<K: DiagnosticKind>(kind: &K, file: &str, text: &str, lines: &LineIndex, offset: u32) -> Message {
        let at = lines.line_col(text, offset);
        Message {
            file: file.to_owned(),
            line: at.line,
            column: at.column,
            severity: kind.severity(),
            letter: kind.letter(),
            text: kind.to_string(),
            code: kind.code(),
            offset: Some(offset),
            hint: None,
        }
    }

    /// The line onsgmls-style tools read: `PROGRAM:FILE:LINE:COL:L: text`, where `L` is
    /// the [letter](Message::letter), absent for a note; `PROGRAM:L: text` for a message
    /// about no place.
    pub fn to_line(&self, program: &str) -> String {
        let letter = self.letter.map(|l| format!("{l}:")).unwrap_or_default();
        if self.line == 0 {
            return format!("{program}:{letter} {}", self.text);
        }
        match self.letter {
            None => format!("{program}:{}:{}:{}: {}", self.file, self.line, self.column, self.text),
            Some(_) => format!(
                "{program}:{}:{}:{}:{letter} {}",
                self.file, self.line, self.column, self.text
            ),
        }
    }
}

/// The ESIS of a document and the messages about it.
#[derive(Clone, Debug, Default)]
pub struct EsisResult {
    /// The ESIS, in onsgmls's format.
    pub esis: Vec<u8>,
    /// Every message, in the order found.
    pub messages: Vec<Message>,
}

impl EsisResult {
    /// Whether the document is valid: no error.
    pub fn is_valid(&self) -> bool {
        !self.messages.iter().any(|m| m.severity == Severity::Error)
    }
}

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
            .map_err(|error| format!("it cannot be located ({error:?})"))?;
        if let StorageLocation::File(path) = &resolved.location {
            let metadata =
                std::fs::metadata(path).map_err(|error| format!("{}: {error}", location_name(&resolved.location)))?;
            if !metadata.is_file() || metadata.len() > self.max_bytes as u64 {
                return Err(format!(
                    "{} is not a regular file of at most {} bytes",
                    location_name(&resolved.location),
                    self.max_bytes
                ));
            }
        }
        let bytes = self
            .storage
            .read(&resolved.location)
            .map_err(|error| format!("{}: {error}", location_name(&resolved.location)))?;
        Ok(decode_text(&bytes).into_owned())
    }
}

fn location_name(location: &StorageLocation) -> String {
    match location {
        StorageLocation::File(path) => path.display().to_string(),
        StorageLocation::Memory(path) => format!("bundled:{path}"),
    }
}

/// Reads the document's DOCTYPE declaration and its DTD through the DTD loader for
/// [`read_prolog`], keeping what it found.
struct DocumentDoctype<'l> {
    loader: &'l DtdLoader<'l>,
    document: &'l str,
    name: &'l str,
    location: Option<&'l StorageLocation>,
    /// The DTD, its findings, whether the declaration was read to its end, and whether
    /// to validate.
    read: Option<(Dtd, Vec<DtdDiagnostic>, bool, bool)>,
    /// Those of the subsets, until handed to the sink.
    processing_instructions: Vec<ProcessingInstruction>,
}

impl DoctypeReader for DocumentDoctype<'_> {
    fn read_doctype(&mut self, _text: &str, start: u32) -> u32 {
        let parsed = self.loader.load_doctype(self.document, start, self.name, self.location);
        let end = parsed.end;
        // A DOCTYPE with neither external identifier nor internal subset gives no DTD:
        // OpenSP then parses without validation (IMPLYDEF ELEMENT YES).
        let has_subset = self.document[start as usize..end as usize].contains('[');
        let validate = parsed.external_id.is_some() || has_subset;
        self.processing_instructions = parsed.processing_instructions;
        self.read = Some((parsed.dtd, parsed.diagnostics, parsed.complete, validate));
        end
    }

    fn doctype_events(&mut self, sink: &mut dyn EventSink) {
        for pi in self.processing_instructions.drain(..) {
            sink.event(Event::ProcessingInstruction {
                text: &pi.text,
                location: Location {
                    source: pi.location.source,
                    span: pi.location.span,
                },
            });
        }
    }
}

/// Parse one document (its bytes, and its name for messages) and write its ESIS.
pub fn esis(bytes: &[u8], name: &str, path: Option<&Path>, options: &DocumentOptions) -> EsisResult {
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
            return EsisResult {
                esis: Vec::new(),
                messages,
            };
        }
    };
    let text: Cow<'_, str> = if options.parser.characters_beyond_bmp {
        Cow::Borrowed(&decoded.text)
    } else {
        sixteen_bit_text(&decoded.text)
    };
    let text: &str = &text;
    let lines = LineIndex::new(text);

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
    let catalogs = bundled::catalog_set(&sources, &storage);

    // The SGML declaration: the document's own, else the catalogs', else the validator's.
    let user_declaration;
    let declaration = if text.starts_with("<!SGML") || text.starts_with("<!sgml") {
        let parsed = sgml_decl::parse(text);
        for diagnostic in &parsed.diagnostics {
            messages.push(Message::at(&diagnostic.kind, name, text, &lines, diagnostic.span.start));
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
    let loader = DtdLoader::new(declaration, &catalogs, &storage).with_options(DtdOptions {
        warn_duplicate_entities: options.parser.warn_duplicate_entities,
        ..DtdOptions::default()
    });
    let document_location = path.map(|p| StorageLocation::File(p.to_path_buf()));

    let mut esis_out = Vec::new();
    if let Some(appinfo) = &declaration.appinfo {
        let mut writer = EsisWriter::new(&mut esis_out, options.esis);
        // Writing to a Vec cannot fail.
        let _ = writer.appinfo(appinfo);
        let _ = writer.finish(false);
    }
    let mut sink = EsisSink::new(&mut esis_out, options.esis, (name, text));
    let mut prolog_diagnostics = Vec::new();
    let mut reader = DocumentDoctype {
        loader: &loader,
        document: text,
        name,
        location: document_location.as_ref(),
        read: None,
        processing_instructions: Vec::new(),
    };
    let prolog = read_prolog(
        text,
        loader.lexer_config(),
        &mut reader,
        &mut sink,
        &mut prolog_diagnostics,
    );
    let doctype = reader.read;
    for diagnostic in &prolog_diagnostics {
        messages.push(parser_message(diagnostic, text, &lines, name));
    }
    let (dtd, validate, complete) = match doctype {
        Some((dtd, diagnostics, complete, validate)) => {
            for diagnostic in &diagnostics {
                messages.push(dtd_message(diagnostic, &dtd, text, &lines, name, 0));
            }
            (dtd, validate, complete)
        }
        None => implied_dtd(&prolog, text, &loader, &catalogs, &storage, name, &lines, &mut messages),
    };
    sink.set_dtd(&dtd);
    // The error limit counts the errors of the declaration, the prolog and the DTD too;
    // reached there, nothing of the instance is read.
    let limit_reached = error_limit_reached(&mut messages, options.parser.max_errors);
    if limit_reached {
        messages.push(error_limit_message(options.parser.max_errors));
    }
    if complete && prolog.has_instance() && !limit_reached {
        let texts = EntityTexts::new();
        let entity_loader = CatalogEntityLoader {
            catalogs: &catalogs,
            storage: &storage,
            dtd: &dtd,
            document: document_location.as_ref(),
            fold_case: declaration.namecase().entity,
            max_bytes: options.parser.max_entity_expansion,
        };
        let earlier = messages.iter().filter(|m| m.severity == Severity::Error).count() as u32;
        let mut parser_options = options.parser.clone();
        if parser_options.max_errors != 0 {
            parser_options.max_errors -= earlier;
        }
        let cx = InstanceContext {
            declaration,
            lexer_config: loader.lexer_config(),
            dtd: &dtd,
            validate,
            options: &parser_options,
            loader: Some(&entity_loader),
            texts: &texts,
        };
        let parser = InstanceParser::new(cx, text, prolog.instance_start, &mut sink);
        let (diagnostics, _) = parser.parse();
        // External entities read are sources of their own, from 1.
        let entity_sources: Vec<(String, String, LineIndex)> = texts
            .into_sources()
            .into_iter()
            .map(|(name, text)| {
                let lines = LineIndex::new(&text);
                (name, text, lines)
            })
            .collect();
        for diagnostic in &diagnostics {
            let message = match diagnostic.kind {
                // The limit is the user's, not what was left of it for the instance.
                ParserDiagnosticKind::ErrorLimitReached { .. } => error_limit_message(options.parser.max_errors),
                _ => match entity_sources.get((diagnostic.location.source as usize).wrapping_sub(1)) {
                    Some((entity_name, entity_text, entity_lines)) => {
                        parser_message(diagnostic, entity_text, entity_lines, entity_name)
                    }
                    None => parser_message(diagnostic, text, &lines, name),
                },
            };
            messages.push(message);
        }
        let conforming = !messages.iter().any(|m| m.severity == Severity::Error);
        // Writing to a Vec cannot fail.
        let _ = sink.finish(conforming);
    }
    EsisResult {
        esis: esis_out,
        messages,
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
fn error_limit_message(max: u32) -> Message {
    let kind = ParserDiagnosticKind::ErrorLimitReached { limit: max };
    Message {
        file: String::new(),
        line: 0,
        column: 0,
        severity: kind.severity(),
        letter: kind.letter(),
        text: kind.to_string(),
        code: kind.code(),
        offset: None,
        hint: None,
    }
}

/// The DTD of a document with no document type declaration (OpenSP's `implyDtd`): the
/// prolog may not be omitted (ISO 8879 7.1), which is an error; a declaration naming the
/// first element's type with no external identifier is implied, and the catalogs' DOCTYPE
/// entries may give its DTD (as `DOCTYPE html sgml.dtd` does for HTML). Without one, the
/// document is parsed without validation. Returns the DTD, whether to validate, and
/// whether the instance may be parsed.
#[allow(clippy::too_many_arguments)]
pub(crate) fn implied_dtd(
    prolog: &Prolog,
    text: &str,
    loader: &DtdLoader<'_>,
    catalogs: &CatalogSet,
    storage: &dyn Storage,
    name: &str,
    lines: &LineIndex,
    messages: &mut Vec<Message>,
) -> (Dtd, bool, bool) {
    let Some(gi) = prolog.implied_doctype else {
        return (Dtd::default(), false, false);
    };
    let at = Location::document(Span::empty(prolog.instance_start));
    let report = |messages: &mut Vec<Message>, kind: ParserDiagnosticKind| {
        let diagnostic = ParserDiagnostic { kind, location: at };
        messages.push(parser_message(&diagnostic, text, lines, name));
    };
    report(messages, ParserDiagnosticKind::PrologOmitted);
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
    match catalogs.resolve(storage, &entity).result {
        Ok(resolved) => {
            report(
                messages,
                ParserDiagnosticKind::DoctypeImplied {
                    name: doctype_name.as_str().into(),
                },
            );
            let parsed = loader.load_location(&doctype_name, resolved.location);
            for diagnostic in &parsed.diagnostics {
                messages.push(dtd_message(diagnostic, &parsed.dtd, text, lines, name, 0));
            }
            (parsed.dtd, true, true)
        }
        Err(_) => {
            report(messages, ParserDiagnosticKind::NoDoctypeNoValidation);
            let dtd = Dtd {
                name: doctype_name.as_str().into(),
                ..Dtd::default()
            };
            (dtd, false, true)
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
        code: diagnostic.diagnostic.kind.code(),
        offset,
        hint: None,
    }
}
