//! One document parsed on its own ([`SelfContained`]): under the reference SGML
//! declaration, its DTD in its internal subset (no catalog, no file, no external entity).
//! What tests, benchmarks and examples of this crate and those above it need, instead of
//! each setting up a DTD loader, a prolog reader and an instance parser.

use sgml_decl::SgmlDeclaration;
use sgml_dtd::catalog::{CatalogSet, MemoryStorage};
use sgml_dtd::dtd::Dtd;
use sgml_dtd::parse::{DtdDiagnostic, DtdLoader};
use sgml_lexer::LexerConfig;

use crate::diagnostic::Location;
use crate::event::{Event, EventSink};
use crate::{EntityTexts, InstanceContext, InstanceParser, ParserDiagnostic, ParserOptions, read_prolog};

/// A document whose DTD is in its internal subset, its prolog read under the reference
/// SGML declaration ([`SgmlDeclaration::default`]); [`parse`](SelfContained::parse) then
/// hands its events to a sink, which may borrow [`dtd`](SelfContained::dtd) (a tree
/// builder or an ESIS sink, given it with `set_dtd`).
///
/// ```
/// use sgml_parser::{ParserOptions, SelfContained, TreeBuilder};
///
/// let text = "<!DOCTYPE d [<!ELEMENT d - O (#PCDATA)>]><d>text";
/// let document = SelfContained::read(text);
/// assert!(document.dtd_diagnostics.is_empty() && document.prolog_diagnostics.is_empty());
/// let mut builder = TreeBuilder::new(text);
/// builder.set_dtd(&document.dtd);
/// let (diagnostics, builder) = document.parse(text, &ParserOptions::default(), builder);
/// assert!(diagnostics.is_empty());
/// assert!(builder.finish().root_element().unwrap().is_end_implied());
/// ```
#[derive(Clone)]
pub struct SelfContained {
    /// The SGML declaration in force: the reference one.
    pub declaration: SgmlDeclaration,
    /// The DTD of the document's DOCTYPE declaration (empty when it has none).
    pub dtd: Dtd,
    /// The DTD's findings.
    pub dtd_diagnostics: Vec<DtdDiagnostic>,
    /// The prolog reader's findings.
    pub prolog_diagnostics: Vec<ParserDiagnostic>,
    /// Where the instance starts.
    pub instance_start: u32,
    lexer_config: LexerConfig,
    /// The prolog's processing instructions, given to the sink first.
    prolog_events: Vec<(String, Location)>,
}

impl SelfContained {
    /// Read the prolog of `text`, a whole document: its DOCTYPE declaration and DTD.
    pub fn read(text: &str) -> SelfContained {
        let declaration = SgmlDeclaration::default();
        let (catalogs, storage) = (CatalogSet::new(), MemoryStorage::new());
        let loader = DtdLoader::new(&declaration, &catalogs, &storage);
        let mut doctype = None;
        let mut reader = |t: &str, start: u32| {
            let parsed = loader.load_doctype(t, start, "test", None);
            let end = parsed.end;
            doctype = Some(parsed);
            end
        };
        let mut prolog_diagnostics = Vec::new();
        let mut prolog_events = ProcessingInstructions::default();
        let prolog = read_prolog(
            text,
            loader.lexer_config(),
            &mut reader,
            &mut prolog_events,
            &mut prolog_diagnostics,
        );
        let lexer_config = loader.lexer_config().clone();
        let (dtd, dtd_diagnostics) = doctype.map(|d| (d.dtd, d.diagnostics)).unwrap_or_default();
        SelfContained {
            declaration,
            dtd,
            dtd_diagnostics,
            prolog_diagnostics,
            instance_start: prolog.instance_start,
            lexer_config,
            prolog_events: prolog_events.0,
        }
    }

    /// Parse the document (`text`, as given to [`read`](SelfContained::read)) with
    /// `options`, handing `sink` the prolog's events and then the instance's; the
    /// instance is validated when the DTD declares its document element. Returns the
    /// instance parser's findings and the sink.
    pub fn parse<S: EventSink>(&self, text: &str, options: &ParserOptions, mut sink: S) -> (Vec<ParserDiagnostic>, S) {
        for (pi, location) in &self.prolog_events {
            sink.event(Event::ProcessingInstruction {
                text: pi,
                location: *location,
            });
        }
        let texts = EntityTexts::new();
        let cx = InstanceContext {
            declaration: &self.declaration,
            lexer_config: &self.lexer_config,
            dtd: &self.dtd,
            validate: self.dtd.document_element().is_some(),
            options,
            loader: None,
            texts: &texts,
            links: &[],
        };
        InstanceParser::new(cx, text, self.instance_start, sink).parse()
    }
}

impl std::fmt::Debug for SelfContained {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SelfContained")
            .field("dtd", &self.dtd.name)
            .field("instance_start", &self.instance_start)
            .finish_non_exhaustive()
    }
}

/// Keeps the prolog's processing instructions.
#[derive(Default)]
struct ProcessingInstructions(Vec<(String, Location)>);

impl EventSink for ProcessingInstructions {
    fn event(&mut self, event: Event<'_>) {
        if let Event::ProcessingInstruction { text, location } = event {
            self.0.push((text.to_owned(), location));
        }
    }
}
