//! One document, from bytes to ESIS and messages: decoding, the catalogs, the SGML
//! declaration, the prolog and DTD, and the instance.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use omittag_encoding::{Encoding, Options as EncodingOptions};
use sgml_decl::SgmlDeclaration;
use sgml_dtd::catalog::{FileStorage, Storage, StorageLocation, StorageStack, decode_text};
use sgml_dtd::dtd::Dtd;
use sgml_dtd::parse::{DtdDiagnostic, DtdLoader, ParsedDoctype};
use sgml_parser::esis::EsisOptions;
use sgml_parser::{
    EntityTexts, EsisSink, InstanceContext, InstanceParser, ParserDiagnostic, ParserOptions, read_prolog,
};
use sgml_source::{LineIndex, Severity};

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
    /// The line, from 1.
    pub line: u32,
    /// The column in characters, from 0.
    pub column: u32,
    /// How serious.
    pub severity: Severity,
    /// Our text.
    pub text: String,
}

impl Message {
    /// The line onsgmls-style tools read: `PROGRAM:FILE:LINE:COL:S: text`, where a note
    /// has no severity letter.
    pub fn to_line(&self, program: &str) -> String {
        match self.severity {
            Severity::Info => format!("{program}:{}:{}:{}: {}", self.file, self.line, self.column, self.text),
            severity => {
                format!(
                    "{program}:{}:{}:{}:{}: {}",
                    self.file,
                    self.line,
                    self.column,
                    severity.letter(),
                    self.text
                )
            }
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

/// The W3C validator's SGML declaration, parsed once.
fn default_declaration() -> &'static SgmlDeclaration {
    static DECLARATION: OnceLock<SgmlDeclaration> = OnceLock::new();
    DECLARATION.get_or_init(|| {
        let bytes = bundled::storage()
            .get("sgml-decl/w3c-validator.dcl")
            .expect("the validator's declaration is bundled");
        sgml_decl::parse(&decode_text(bytes)).declaration
    })
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
                text: refused.kind.to_string(),
            });
            return EsisResult {
                esis: Vec::new(),
                messages,
            };
        }
    };
    let text: &str = &decoded.text;
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

    let user_declaration;
    let declaration = match catalogs.sgml_decl() {
        Some(StorageLocation::Memory(ref p)) if p == "sgml-decl/w3c-validator.dcl" => default_declaration(),
        Some(location) => match storage.read(&location) {
            Ok(bytes) => {
                user_declaration = sgml_decl::parse(&decode_text(&bytes)).declaration;
                &user_declaration
            }
            Err(_) => default_declaration(),
        },
        None => default_declaration(),
    };
    let loader = DtdLoader::new(declaration, &catalogs, &storage);
    let document_location = path.map(|p| StorageLocation::File(p.to_path_buf()));

    let mut esis_out = Vec::new();
    let mut sink = EsisSink::new(&mut esis_out, options.esis, (name, text));
    let mut doctype: Option<ParsedDoctype> = None;
    let mut prolog_diagnostics = Vec::new();
    let prolog = {
        let mut reader = |t: &str, start: u32| {
            let parsed = loader.load_doctype(t, start, name, document_location.as_ref());
            let end = parsed.end;
            doctype = Some(parsed);
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
    let empty = Dtd::default();
    let (dtd, validate) = match &doctype {
        Some(parsed) => (&parsed.dtd, parsed.dtd.document_element().is_some()),
        None => (&empty, false),
    };
    if let Some(parsed) = &doctype {
        for diagnostic in &parsed.diagnostics {
            messages.push(dtd_message(diagnostic, dtd, text, &lines, name));
        }
    }
    for diagnostic in &prolog_diagnostics {
        messages.push(parser_message(diagnostic, text, &lines, name));
    }
    let complete = doctype.as_ref().is_none_or(|d| d.complete);
    if complete {
        let texts = EntityTexts::new();
        let cx = InstanceContext {
            declaration,
            lexer_config: loader.lexer_config(),
            dtd,
            validate,
            options: &options.parser,
            loader: None,
            texts: &texts,
        };
        let parser = InstanceParser::new(cx, text, prolog.instance_start, &mut sink);
        let (diagnostics, _) = parser.parse();
        for diagnostic in &diagnostics {
            messages.push(parser_message(diagnostic, text, &lines, name));
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

fn parser_message(diagnostic: &ParserDiagnostic, text: &str, lines: &LineIndex, name: &str) -> Message {
    let at = lines.line_col(text, diagnostic.location.span.start);
    Message {
        file: name.to_owned(),
        line: at.line,
        column: at.column,
        severity: diagnostic.severity(),
        text: diagnostic.kind.to_string(),
    }
}

fn dtd_message(diagnostic: &DtdDiagnostic, dtd: &Dtd, text: &str, lines: &LineIndex, name: &str) -> Message {
    let span = diagnostic.diagnostic.span;
    let (file, line, column) = match dtd.sources.get(diagnostic.source as usize) {
        Some(source) if diagnostic.source != 0 => match source.text.as_deref() {
            Some(source_text) => {
                let at = LineIndex::new(source_text).line_col(source_text, span.start);
                (source.name.to_string(), at.line, at.column)
            }
            None => (source.name.to_string(), 0, 0),
        },
        _ => {
            let at = lines.line_col(text, span.start);
            (name.to_owned(), at.line, at.column)
        }
    };
    Message {
        file,
        line,
        column,
        severity: diagnostic.diagnostic.severity(),
        text: diagnostic.diagnostic.kind.to_string(),
    }
}
