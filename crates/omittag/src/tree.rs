//! One document, from bytes to a typed tree ([`sgml_parser::tree`]) and messages: the
//! pipeline of [`document::esis`](crate::document::esis) (decoding, catalogs, SGML
//! declaration, prolog and DTD, instance) with a [`TreeBuilder`] as the event sink, and
//! optionally another sink beside it ([`parse_with_sink`]).
//!
//! The pipeline here is a reduced copy of `esis`'s until the two share one function
//! generic over the sink: it lacks what `esis` has gained since (a document's own SGML
//! declaration, the DOCTYPE implied for a document without one, external text entities
//! read through the catalogs, the 16-bit character rule, the error limit counting the
//! prolog's errors), so for documents that need those its messages and tree may differ.
//! Documents with a DOCTYPE naming a bundled HTML DTD get the same events.
//!
//! ```
//! use omittag::document::DocumentOptions;
//! use omittag::tree::parse;
//! use sgml_parser::tree::{AttributeStatus, TypedValue};
//!
//! let html = br#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">
//! <title>Tables</title>
//! <table><tr><td colspan=2>cell</table>"#;
//! let parsed = parse(html, "example.html", None, &DocumentOptions::default());
//! assert!(parsed.is_valid());
//!
//! // HTML, HEAD, BODY and TBODY were implied by the DTD; TR and TD end implicitly.
//! let html = parsed.tree.root_element().unwrap();
//! assert!(html.is_start_implied());
//! let tbody = html.descendants().find(|n| n.has_name("TBODY")).unwrap();
//! assert!(tbody.is_start_implied() && tbody.is_end_implied());
//!
//! let td = tbody.descendants().find(|n| n.has_name("TD")).unwrap();
//! assert_eq!(td.text_content(), "cell");
//! let colspan = td.attribute("COLSPAN").unwrap();
//! assert!(matches!(colspan.typed(), TypedValue::Number(n) if n.value() == Some(2)));
//! let rowspan = td.attribute("ROWSPAN").unwrap(); // NUMBER 1 by default
//! assert_eq!((rowspan.value(), rowspan.status()), (Some("1"), AttributeStatus::Defaulted));
//! // The DTD is there to look element types and attributes up.
//! assert!(parsed.dtd.element(td.element().unwrap()).definition.is_some());
//! ```

use std::borrow::Cow;
use std::path::Path;

use omittag_encoding::{Encoding, Options as EncodingOptions};
use sgml_dtd::catalog::{FileStorage, Storage, StorageLocation, StorageStack, decode_text};
use sgml_dtd::dtd::Dtd;
use sgml_dtd::parse::{DtdLoader, ParsedDoctype};
use sgml_parser::tree::{Tree, TreeBuilder};
use sgml_parser::{EntityTexts, Event, EventSink, InstanceContext, InstanceParser, ParserDiagnostic, read_prolog};
use sgml_source::{DiagnosticKind, LineIndex, Severity};

use crate::bundled::{self, CatalogSources};
use crate::document::{DocumentOptions, Message, VALIDATOR_DECLARATION, default_declaration, dtd_message};

/// A document's tree, its DTD and the messages about it.
#[derive(Debug)]
pub struct ParsedTree<'b> {
    /// The tree (empty when the document could not be decoded or its DOCTYPE could not
    /// be read). It borrows the text from the bytes when they are UTF-8 already.
    pub tree: Tree<'b>,
    /// The DTD the document was parsed with (empty when it has none): element ids and
    /// attribute definitions in the tree are its.
    pub dtd: Dtd,
    /// Every message, in the order found, as [`document::esis`](crate::document::esis)
    /// gives them.
    pub messages: Vec<Message>,
}

impl ParsedTree<'_> {
    /// Whether the document is valid: no error.
    pub fn is_valid(&self) -> bool {
        !self.messages.iter().any(|m| m.severity == Severity::Error)
    }
}

/// How the tree is made.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TreeOptions {
    /// Keep record ends in data as `'\r'`, as ESIS has them, rather than `'\n'`
    /// ([`TreeBuilder::keep_record_ends`]). Default: off.
    pub keep_record_ends: bool,
}

/// Parse one document (its bytes, its name for messages, and where it was read from)
/// into a tree, with the default [`TreeOptions`].
pub fn parse<'b>(bytes: &'b [u8], name: &str, path: Option<&Path>, options: &DocumentOptions) -> ParsedTree<'b> {
    parse_with(bytes, name, path, options, TreeOptions::default())
}

/// Parse one document into a tree made as `tree_options` say.
pub fn parse_with<'b>(
    bytes: &'b [u8],
    name: &str,
    path: Option<&Path>,
    options: &DocumentOptions,
    tree_options: TreeOptions,
) -> ParsedTree<'b> {
    parse_with_sink(bytes, name, path, options, tree_options, NoEvents).0
}

/// Ignores events.
struct NoEvents;

impl EventSink for NoEvents {
    fn event(&mut self, _: Event<'_>) {}
}

/// Parse one document into a tree, handing every event to `sink` as well (for example
/// an [`EsisSink`](sgml_parser::EsisSink), to get ESIS and a tree from one parse).
/// Events of source 0 are located in the decoded text, [`Tree::input`].
pub fn parse_with_sink<'b, S: EventSink>(
    bytes: &'b [u8],
    name: &str,
    path: Option<&Path>,
    options: &DocumentOptions,
    tree_options: TreeOptions,
    sink: S,
) -> (ParsedTree<'b>, S) {
    let encoding_options = EncodingOptions {
        override_label: options.encoding.clone(),
        default_encoding: Some(Encoding::for_label("iso-8859-1").expect("a known label")),
        ..EncodingOptions::default()
    };
    match omittag_encoding::decode(bytes, &encoding_options) {
        Ok(decoded) => match decoded.text {
            Cow::Borrowed(text) => parse_text(text, name, path, options, tree_options, sink),
            Cow::Owned(text) => {
                let (parsed, sink) = parse_text(&text, name, path, options, tree_options, sink);
                let parsed = ParsedTree {
                    tree: parsed.tree.into_owned(),
                    dtd: parsed.dtd,
                    messages: parsed.messages,
                };
                (parsed, sink)
            }
        },
        Err(refused) => {
            let parsed = ParsedTree {
                tree: TreeBuilder::new("").finish(),
                dtd: Dtd::default(),
                messages: vec![Message {
                    file: name.to_owned(),
                    line: 1,
                    column: 0,
                    severity: Severity::Error,
                    letter: Some('E'),
                    text: refused.kind.to_string(),
                    code: refused.kind.code(),
                    offset: Some(0),
                    hint: None,
                }],
            };
            (parsed, sink)
        }
    }
}

/// Parse decoded text into a tree.
fn parse_text<'t, S: EventSink>(
    text: &'t str,
    name: &str,
    path: Option<&Path>,
    options: &DocumentOptions,
    tree_options: TreeOptions,
    sink: S,
) -> (ParsedTree<'t>, S) {
    let mut messages = Vec::new();
    let lines = LineIndex::new(text);
    let files = FileStorage;
    let mut storage = StorageStack::new().with(bundled::storage());
    if options.read_files {
        storage = storage.with(&files);
    }
    let sources = CatalogSources {
        command_line: &options.catalogs,
        document: path.filter(|_| options.read_files),
        sgml_catalog_files: options.sgml_catalog_files.as_deref(),
    };
    let catalogs = bundled::catalog_set(&sources, &storage);
    let user_declaration;
    let declaration = match catalogs.sgml_decl() {
        Some(StorageLocation::Memory(ref p)) if p == VALIDATOR_DECLARATION => default_declaration(),
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

    let mut sinks = (TreeBuilder::new(text), sink);
    sinks.0.keep_record_ends(tree_options.keep_record_ends);
    let mut doctype: Option<ParsedDoctype> = None;
    let mut prolog_diagnostics = Vec::new();
    let mut reader = |t: &str, start: u32| {
        let parsed = loader.load_doctype(t, start, name, document_location.as_ref());
        let end = parsed.end;
        doctype = Some(parsed);
        end
    };
    let prolog = read_prolog(
        text,
        loader.lexer_config(),
        &mut reader,
        &mut sinks,
        &mut prolog_diagnostics,
    );
    let (dtd, dtd_diagnostics, complete) = match doctype {
        Some(parsed) => (parsed.dtd, parsed.diagnostics, parsed.complete),
        None => (Dtd::default(), Vec::new(), true),
    };
    for diagnostic in &dtd_diagnostics {
        messages.push(dtd_message(diagnostic, &dtd, text, &lines, name, 0));
    }
    let message = |d: &ParserDiagnostic| {
        let at = lines.line_col(text, d.location.span.start);
        Message {
            file: name.to_owned(),
            line: at.line,
            column: at.column,
            severity: d.severity(),
            letter: d.letter(),
            text: d.kind.to_string(),
            code: d.kind.code(),
            offset: Some(d.location.span.start),
            hint: None,
        }
    };
    messages.extend(prolog_diagnostics.iter().map(message));
    let (tree, sink) = if complete {
        sinks.0.set_dtd(&dtd);
        let texts = EntityTexts::new();
        let cx = InstanceContext {
            declaration,
            lexer_config: loader.lexer_config(),
            dtd: &dtd,
            validate: dtd.document_element().is_some(),
            options: &options.parser,
            loader: None,
            texts: &texts,
        };
        let (diagnostics, (builder, sink)) = InstanceParser::new(cx, text, prolog.instance_start, sinks).parse();
        messages.extend(diagnostics.iter().map(message));
        (builder.finish(), sink)
    } else {
        (sinks.0.finish(), sinks.1)
    };
    (ParsedTree { tree, dtd, messages }, sink)
}

// The three helpers below are those of `document.rs` (private there): to be shared once
// the pipeline takes a sink (see the crate docs of `document`).
