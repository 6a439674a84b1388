//! The architecture `onsgmls -A NAME` processes (ISO/IEC 10744:1997 Annex A.3): its
//! notation's support attributes in the client DTD, and its meta-DTD, loaded once the
//! DTD is read.

use sgml_dtd::dtd::{DefaultValue, Dtd, EntityData};
use sgml_dtd::parse::{DtdLoader, ParsedDtd};
use sgml_parser::architecture::Architecture;

/// The architecture `name` of `dtd`: the notation of that name declares it, with the
/// support attributes `ArcDTD` (the entity of its meta-DTD; `%name` for a parameter
/// entity), `ArcFormA`, `ArcNamrA`, `ArcDocF` and `ArcAuto`. `None` when the DTD
/// declares no such notation or meta-DTD entity. The meta-DTD's own findings come back
/// with it.
pub(crate) fn load(name: &str, dtd: &Dtd, loader: &DtdLoader<'_>, document: &str) -> Result<Loaded, Unloaded> {
    let name = name.to_uppercase();
    let notation = dtd.notations.get(name.as_str()).ok_or(Unloaded::Undeclared)?;
    let attribute = |attribute: &str| -> Option<String> {
        let list = notation.attributes.as_ref()?;
        let (_, definition) = list.get(attribute)?;
        match &definition.default {
            DefaultValue::Fixed(value) | DefaultValue::Value(value) => Some(value.to_string()),
            _ => None,
        }
    };
    let upper = |value: String| value.trim().to_uppercase();
    let meta_entity = attribute("ARCDTD").ok_or(Unloaded::Undeclared)?;
    let entity = match meta_entity.strip_prefix('%') {
        Some(parameter) => dtd.parameter_entity(parameter.trim()),
        None => dtd.general_entity(meta_entity.trim()),
    };
    let Some(entity) = entity else {
        // Reported where the value stands in the notation's attribute definition list.
        let at = notation.attributes.as_ref().and_then(|list| {
            if list.location.source != 0 {
                return None;
            }
            let span = list.location.span;
            let written = document.get(span.start as usize..span.end as usize)?;
            let found = written
                .find(&format!("\"{meta_entity}\""))
                .or_else(|| written.find(&format!("'{meta_entity}'")))?;
            Some(span.start + found as u32 + 1)
        });
        return Err(Unloaded::MetaEntityUndeclared {
            entity: meta_entity,
            at,
        });
    };
    let EntityData::External { id, .. } = &entity.data else {
        return Err(Unloaded::Undeclared);
    };
    let document_form = attribute("ARCDOCF").map_or_else(|| name.clone(), upper);
    let meta = loader.load_external(&document_form, id.public_id.as_deref(), id.system_id.as_deref());
    // A meta-DTD that does not declare the document element's form: onsgmls then
    // writes no architectural element at all.
    let usable = meta
        .dtd
        .element_id(&document_form)
        .is_some_and(|id| meta.dtd.element(id).definition.is_some());
    let architecture = Architecture {
        form_attribute: attribute("ARCFORMA").map_or_else(|| name.clone(), upper).into(),
        renamer: attribute("ARCNAMRA").map(upper).map(Into::into),
        document_form: document_form.into(),
        auto: attribute("ARCAUTO").is_none_or(|auto| !auto.trim().eq_ignore_ascii_case("nArcAuto")),
        meta: if usable { meta.dtd.clone() } else { Dtd::default() },
        name: name.into(),
    };
    Ok(Loaded {
        architecture,
        meta,
        entity_at: (entity.location.source == 0).then_some(entity.location.span.start),
    })
}

/// An architecture loaded, with what reading its meta-DTD found and where the entity
/// of the meta-DTD is declared in the document, if it is there.
pub(crate) struct Loaded {
    pub(crate) architecture: Architecture,
    pub(crate) meta: ParsedDtd,
    pub(crate) entity_at: Option<u32>,
}

/// Why an architecture was not loaded.
pub(crate) enum Unloaded {
    /// The DTD declares no architecture of that name (or with no meta-DTD).
    Undeclared,
    /// The entity `ArcDTD` names is not declared; `at` is where the name is in the
    /// document.
    MetaEntityUndeclared { entity: String, at: Option<u32> },
}

/// The architecture of a name the DTD does not declare: nothing is architectural.
pub(crate) fn undeclared() -> Architecture {
    Architecture {
        name: Default::default(),
        meta: Dtd::default(),
        form_attribute: Default::default(),
        renamer: None,
        document_form: Default::default(),
        auto: false,
    }
}

/// The message of a finding in the meta-DTD, named by the file it is in (the meta-DTD's
/// own text is its source 0, unlike a document's DTD).
pub(crate) fn meta_message(diagnostic: &sgml_dtd::parse::DtdDiagnostic, meta: &Dtd) -> crate::message::Message {
    let mut span = diagnostic.diagnostic.span;
    let mut source = diagnostic.source as usize;
    // What concerns the document type name is where the meta-DTD's text ends.
    if matches!(
        diagnostic.diagnostic.kind,
        sgml_dtd::parse::DtdDiagnosticKind::DoctypeNotDeclared(_)
    ) && let Some((index, text)) = meta
        .sources
        .iter()
        .enumerate()
        .find_map(|(i, s)| s.text.as_deref().filter(|t| !t.is_empty()).map(|t| (i, t)))
    {
        source = index;
        span = sgml_source::Span::empty(text.len() as u32);
    }
    let (file, line, column, offset) = match meta.sources.get(source) {
        Some(source) => match source.text.as_deref() {
            Some(text) => {
                let at = sgml_source::LineIndex::new(text).line_col(text, span.start);
                (source.name.to_string(), at.line, at.column, Some(span.start))
            }
            None => (source.name.to_string(), 0, 0, None),
        },
        None => (String::new(), 0, 0, None),
    };
    crate::message::Message::in_file(&diagnostic.diagnostic.kind, file, line, column, offset)
}
