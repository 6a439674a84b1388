//! The DTD of a document with no document type declaration: implied from its first
//! element and the catalogs, the caller's override or fallback DOCTYPE, or none.

use sgml_dtd::catalog::{CatalogSet, EntityKind, ExternalEntity, Storage, StorageLocation};
use sgml_dtd::dtd::Dtd;
use sgml_dtd::parse::DtdLoader;
use sgml_parser::diagnostic::{Location, ParserDiagnosticKind};
use sgml_parser::{ParserDiagnostic, Prolog};
use sgml_source::{LineIndex, Span};

use crate::message::{FacadeDiagnostic, Message};
use crate::message_conversion::{dtd_messages, parser_message};
use crate::report::DoctypeInfo;
use crate::w3c_policy::describe;

/// The DTD of a document with no document type declaration (OpenSP's `implyDtd`): the
/// prolog may not be omitted (ISO 8879 7.1), which is an error; a declaration naming the
/// first element's type with no external identifier is implied, and the catalogs' DOCTYPE
/// entries may give its DTD (as `DOCTYPE html sgml.dtd` does for HTML: HTML 4.01
/// Transitional). Without one, the document is parsed without validation. With a DOCTYPE
/// override, the DTD asked for is read instead, and the missing declaration is a warning
/// (the override's), not an error. Returns the DTD, whether to validate,
/// whether the instance may be parsed, and what was implied.
#[allow(clippy::too_many_arguments)]
pub(crate) fn implied_dtd(
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
        messages.extend(dtd_messages(&parsed.diagnostics, &parsed.dtd, text, lines, name, shift));
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
            messages.extend(dtd_messages(&parsed.diagnostics, &parsed.dtd, text, lines, name, 0));
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
