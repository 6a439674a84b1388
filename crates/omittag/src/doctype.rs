//! The document type declaration: read through the DTD loader or taken from the
//! [`DoctypeCache`], with what it names ([`DoctypeInfo`]).

use std::path::PathBuf;
use std::sync::Arc;

use sgml_dtd::catalog::{CatalogSet, EntityKind, ExternalEntity, Storage, StorageLocation};
use sgml_dtd::parse::{DoctypeDeclaration, DtdLoader, ParsedDoctype, ParsedLinkType};
use sgml_parser::diagnostic::Location;
use sgml_parser::{DoctypeReader, Event, EventSink};

use crate::bundled;
use crate::dtd_cache::{CachedDoctype, DoctypeCache};
use crate::report::DoctypeInfo;

/// The DOCTYPE read for a document.
pub(crate) struct ReadDoctype {
    pub(crate) parsed: Arc<ParsedDoctype>,
    /// Where the declaration the DTD was read from began in its text: messages of that
    /// text are moved by `start - read_at`.
    pub(crate) read_at: u32,
    /// Where this document's declaration begins.
    pub(crate) start: u32,
    /// Whether to validate: the declaration has an external identifier or a subset.
    pub(crate) validate: bool,
    /// What the document's declaration names.
    pub(crate) info: DoctypeInfo,
}

/// Reads the document's DOCTYPE declaration for [`read_prolog_limited`]: from the cache when it
/// was read for another document, else through the DTD loader; or the DTD the caller
/// put in its place.
pub(crate) struct Reader<'a, 'c> {
    pub(crate) loader: &'a DtdLoader<'a>,
    pub(crate) catalogs: &'a CatalogSet,
    pub(crate) storage: &'a dyn Storage,
    pub(crate) name: &'a str,
    pub(crate) directory: Option<&'a PathBuf>,
    pub(crate) location: Option<&'a StorageLocation>,
    pub(crate) cache: Option<&'c mut DoctypeCache>,
    pub(crate) doctype_override: Option<&'a str>,
    pub(crate) read: Option<ReadDoctype>,
    /// The processing instructions of the subsets just read, for `doctype_events`.
    pub(crate) pending: Vec<(String, Location)>,
    /// The document type declarations after the first, read under CONCUR (or EXPLICIT
    /// LINK): only what reading them found is used.
    pub(crate) additional: Vec<ParsedDoctype>,
    /// How many document type declarations after the first were met.
    pub(crate) additional_read: usize,
    /// The link type declarations read (ISO 8879 12.1).
    pub(crate) links: Vec<ParsedLinkType>,
    /// The result document type declarations of explicit links.
    pub(crate) result_doctypes: Vec<ParsedDoctype>,
    /// The link types to activate (`-a`), and how many simple ones are active so far.
    pub(crate) active_links: &'a [String],
    pub(crate) active: sgml_dtd::parse::ActiveLinks,
}

/// How many document type declarations after the first (CONCUR) have their DTDs read.
const MAX_ADDITIONAL_DOCTYPES: usize = 64;

impl Reader<'_, '_> {
    /// The DTD of `declaration`, the declaration at `start` of `text` as read by the
    /// loader: kept, or loaded (and kept when it can be). Returns it, where it was read,
    /// and whether to validate.
    ///
    /// A declaration read to its end with no internal subset means the same wherever
    /// it is (in a document of the same directory): its DTD is kept by its text.
    fn load(&mut self, text: &str, start: u32, declaration: &DoctypeDeclaration) -> (Arc<ParsedDoctype>, u32, bool) {
        // With parameter entities declared `INCLUDE` (`-i`) the DTD is not the one the
        // text alone gives: neither kept nor prebuilt.
        let included = !self.loader.included_parameter_entities().is_empty();
        let plain = declaration.complete && !declaration.internal_subset && !included;
        let key = plain.then(|| {
            let written = &text[start as usize..declaration.end as usize];
            (self.directory.cloned(), written.to_owned())
        });
        if let (Some(cache), Some(key)) = (self.cache.as_deref(), key.as_ref())
            && let Some(kept) = cache.doctypes.get(key)
        {
            let validate = kept.parsed.external_id.is_some();
            return (Arc::clone(&kept.parsed), kept.start, validate);
        }
        // The same DTD under another spelling of the declaration: one with a public
        // identifier that gives no message of its own.
        let subset_key = match (self.cache.as_deref(), &declaration.external_id) {
            (Some(_), Some(id)) if plain && declaration.diagnostics.is_empty() && id.public_id.is_some() => {
                let request = ExternalEntity {
                    kind: EntityKind::Doctype,
                    name: &declaration.name,
                    public_id: id.public_id.as_deref(),
                    system_id: id.system_id.as_deref(),
                    fold_case: self.loader.declaration().namecase().general,
                    declared_in: self.location,
                };
                let location = self
                    .catalogs
                    .resolve(self.storage, &request)
                    .result
                    .ok()
                    .map(|r| r.location);
                location.map(|location| (self.directory.cloned(), declaration.name.to_string(), location))
            }
            _ => None,
        };
        if let (Some(cache), Some(subset_key), Some(key)) =
            (self.cache.as_deref_mut(), subset_key.as_ref(), key.as_ref())
            && let Some(kept) = cache.by_subset.get(subset_key)
        {
            let parsed = Arc::clone(kept);
            let validate = parsed.external_id.is_some();
            let entry = CachedDoctype {
                parsed: Arc::clone(&parsed),
                start,
            };
            cache.doctypes.insert(key.clone(), entry);
            return (parsed, start, validate);
        }
        // A bundled DTD named by a plain declaration: prebuilt, not read.
        if !included
            && let Some(parsed) =
                bundled::prebuilt::doctype_for_read_declaration(self.loader, declaration, self.location)
        {
            let validate = parsed.external_id.is_some();
            if let (Some(cache), Some(key)) = (self.cache.as_deref_mut(), key) {
                let kept = CachedDoctype {
                    parsed: Arc::clone(&parsed),
                    start,
                };
                cache.doctypes.insert(key, kept);
            }
            return (parsed, start, validate);
        }
        let parsed = self.loader.load_doctype(text, start, self.name, self.location);
        // A DOCTYPE with neither external identifier nor internal subset gives no DTD:
        // OpenSP then parses without validation (IMPLYDEF ELEMENT YES).
        let validate = parsed.external_id.is_some() || declaration.internal_subset;
        let parsed = Arc::new(parsed);
        if let (Some(cache), Some(key)) = (self.cache.as_deref_mut(), key)
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
        (parsed, start, validate)
    }
}

impl DoctypeReader for Reader<'_, '_> {
    fn read_doctype(&mut self, text: &str, start: u32) -> u32 {
        let declaration = self
            .loader
            .read_doctype_declaration(text, start, self.name, self.location);
        let (parsed, read_at, validate) = match self.doctype_override {
            None => self.load(text, start, &declaration),
            Some(public_id) => {
                // The document's declaration is read only for its end and name; the DTD
                // is the one asked for, as if declared in its place.
                let gi = Some(declaration.name.as_str())
                    .filter(|n| !n.is_empty())
                    .unwrap_or("HTML");
                let replacement = format!("<!DOCTYPE {gi} PUBLIC \"{public_id}\">");
                let replaced = self
                    .loader
                    .read_doctype_declaration(&replacement, 0, self.name, self.location);
                let (parsed, _, validate) = self.load(&replacement, 0, &replaced);
                (parsed, start, validate)
            }
        };
        let info = doctype_info(&declaration, &parsed);
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
        declaration.end
    }

    /// Under CONCUR YES (or EXPLICIT YES) the declaration is read with its DTD, whose
    /// messages are reported; the instance is parsed against the base DTD alone, as
    /// onsgmls does (it ignores tags naming another document type).
    fn read_additional_doctype(&mut self, text: &str, start: u32) -> Option<u32> {
        let features = &self.loader.declaration().features;
        if features.concur.is_none() && features.link_explicit.is_none() {
            return None;
        }
        // Each DTD read costs what reading it costs: past MAX_ADDITIONAL_DOCTYPES the
        // declarations are read for their end only (onsgmls sets no limit).
        self.additional_read += 1;
        if self.additional_read > MAX_ADDITIONAL_DOCTYPES {
            return Some(
                self.loader
                    .read_doctype_declaration(text, start, self.name, self.location)
                    .end,
            );
        }
        let parsed = self.loader.load_doctype(text, start, self.name, self.location);
        let end = parsed.end;
        // Only what it found is used.
        if !parsed.diagnostics.is_empty() {
            self.additional.push(parsed);
        }
        Some(end)
    }

    fn doctype_events(&mut self, sink: &mut dyn EventSink) {
        for (text, location) in self.pending.drain(..) {
            sink.event(Event::ProcessingInstruction { text: &text, location });
        }
    }

    fn read_linktype(&mut self, text: &str, start: u32) -> Option<u32> {
        let read = self.read.as_ref()?;
        let parsed = self.loader.load_linktype(
            text,
            start,
            self.name,
            self.location,
            &read.parsed.dtd,
            self.active_links,
            self.active,
        );
        self.active = parsed.active;
        let end = parsed.end;
        self.links.push(parsed);
        Some(end)
    }

    fn read_result_doctype(&mut self, text: &str, start: u32) -> Option<u32> {
        // ISO 8879 7.1: further document type declarations are the result document
        // types of explicit links, where EXPLICIT is enabled.
        self.loader.declaration().features.link_explicit?;
        let parsed = self.loader.load_doctype(text, start, self.name, self.location);
        let end = parsed.end;
        self.result_doctypes.push(parsed);
        Some(end)
    }
}

/// What a document type declaration names, as the document spells it (else, when it is
/// malformed before its name, the name of the DTD read for it).
pub(crate) fn doctype_info(declaration: &DoctypeDeclaration, parsed: &ParsedDoctype) -> DoctypeInfo {
    let name = if declaration.written_name.is_empty() {
        &parsed.dtd.name
    } else {
        &declaration.written_name
    };
    let id = declaration.external_id.as_ref();
    DoctypeInfo {
        name: name.to_string(),
        public_id: id.and_then(|id| id.public_id.as_deref().map(str::to_owned)),
        system_id: id.and_then(|id| id.system_id.as_deref().map(str::to_owned)),
        description: None,
        implied: false,
        overridden: false,
        unknown_public_id: false,
    }
}

#[cfg(test)]
mod tests {
    use crate::{Document, Options, Validator};

    /// The DOCTYPE of each document as its report gives it, read by one validator (so
    /// the later ones may take their DTD from the cache).
    fn doctypes(documents: &[&str]) -> Vec<(String, Option<String>, Option<String>, usize)> {
        let mut options = Options::default();
        options.encoding.http_content_type = Some("text/html; charset=utf-8".into());
        let validator = Validator::new(options);
        documents
            .iter()
            .map(|text| {
                let report = validator.validate(Document::new(text.as_bytes()).named("t.html"));
                let doctype = report.doctype.expect("a DOCTYPE");
                (
                    doctype.name,
                    doctype.public_id,
                    doctype.system_id,
                    report.messages.len(),
                )
            })
            .collect()
    }

    #[test]
    fn a_declaration_is_named_as_written_whatever_its_spelling() {
        let strict = "-//W3C//DTD HTML 4.01//EN";
        let body = "<title>t</title><p>x";
        let found = doctypes(&[
            &format!("<!DOCTYPE HTML PUBLIC \"{strict}\">{body}"),
            &format!("<!doctype html\npublic '{strict}'\r\n\t\"s.dtd\" >{body}"),
            &format!("<!DOCTYPE Html PUBLIC \"{strict}\" -- a comment -- >{body}"),
            &format!("<!DOCTYPE HTML PUBLIC \"{strict}\">{body}"),
        ]);
        let expected = |name: &str, system: Option<&str>, messages| {
            (
                name.to_owned(),
                Some(strict.to_owned()),
                system.map(str::to_owned),
                messages,
            )
        };
        assert_eq!(
            found,
            [
                expected("HTML", None, 0),
                expected("html", Some("s.dtd"), 0),
                expected("Html", None, 0),
                expected("HTML", None, 0),
            ]
        );
    }

    #[test]
    fn a_malformed_declaration_is_read_as_the_loader_reads_it() {
        let found = doctypes(&[
            "<!DOCTYPE HTML SYSTEM>",
            "<!DOCTYPE HTML SYSTEM \"x\" [ <!ELEMENT HTML - - (#PCDATA)> ]>x",
        ]);
        assert_eq!(found[0].0, "HTML");
        assert!(found[0].3 > 0, "{found:?}");
        assert_eq!((found[1].0.as_str(), found[1].2.as_deref()), ("HTML", Some("x")));
    }
}
