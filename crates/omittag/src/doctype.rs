//! The document type declaration: read through the DTD loader or taken from the
//! [`DoctypeCache`], with what it names ([`DoctypeInfo`]).

use std::path::PathBuf;
use std::sync::Arc;

use sgml_dtd::catalog::{CatalogSet, EntityKind, ExternalEntity, Storage, StorageLocation};
use sgml_dtd::parse::{DtdLoader, ParsedDoctype};
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
pub(crate) fn doctype_info(declaration: &str, parsed: &ParsedDoctype) -> DoctypeInfo {
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

/// The document type name of a declaration `<!DOCTYPE name ...`.
pub(crate) fn declared_name(declaration: &str) -> Option<&str> {
    let rest = declaration.get(2..)?;
    let rest = rest.get(7..)?.trim_start_matches([' ', '\t', '\r', '\n']);
    let len = rest
        .bytes()
        .position(|b| !(b.is_ascii_alphanumeric() || b == b'.' || b == b'-' || b == b'_'))
        .unwrap_or(rest.len());
    (len > 0).then(|| &rest[..len])
}

/// A document type declaration of the simplest form, `<!DOCTYPE name PUBLIC "public"
/// "system">` (the system identifier optional), its parameters separated by white space
/// and its literals of printable ASCII: one that gives no message of its own, whatever
/// its spelling. Its name and identifiers, or `None` for any other form.
pub(crate) fn simple_doctype(declaration: &str) -> Option<(&str, &str, Option<&str>)> {
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
pub(crate) fn plain_doctype_end(text: &str, start: u32) -> Option<u32> {
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
    fn declared_names_are_found() {
        assert_eq!(declared_name("<!DOCTYPE html SYSTEM 'a'>"), Some("html"));
        assert_eq!(declared_name("<!DOCTYPE>"), None);
    }
}
