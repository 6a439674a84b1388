//! The W3C validator's policy about DOCTYPEs: what the well-known document types are
//! called, public identifiers the catalogs do not know (and the nearest known one),
//! and the warnings about identifiers known only ignoring case or naming different DTDs.

use sgml_dtd::catalog::{CatalogEntry, CatalogSet, EntityKind, ExternalEntity, ResolvedBy, Storage, StorageLocation};
use sgml_dtd::parse::DtdLoader;
use sgml_source::LineIndex;

use crate::bundled;
use crate::entity_loading::location_name;
use crate::message::{FacadeDiagnostic, Message};
use crate::report::DoctypeInfo;

/// The well-known document types, by public identifier: how people call them.
pub(crate) const DESCRIPTIONS: &[(&str, &str)] = &[
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
pub(crate) struct UnknownPublicId {
    /// The warning.
    pub(crate) kind: FacadeDiagnostic,
    /// The known public identifier nearest to it, if one is near.
    pub(crate) closest: Option<String>,
}

/// Whether the public identifier the DTD was read for (the caller's override, else the
/// document's) is unknown to the catalogs, and if so, where the DTD came from: its system
/// identifier, or the catalogs' DOCTYPE entry for the document type (the W3C validator
/// names the identifier as unknown and reports the result as tentative). One known only
/// ignoring case is reported as such by [`doctype_warnings`], not here.
pub(crate) fn unknown_public_id(
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
pub(crate) fn doctype_warnings(
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
pub(crate) fn bundled_public_id_ignoring_case(public_id: &str) -> Option<&'static str> {
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

#[cfg(test)]
mod tests {
    use super::*;

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
    }
}
