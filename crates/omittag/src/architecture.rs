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
pub(crate) fn load(name: &str, dtd: &Dtd, loader: &DtdLoader<'_>) -> Option<(Architecture, ParsedDtd)> {
    let name = name.to_uppercase();
    let notation = dtd.notations.get(name.as_str())?;
    let attribute = |attribute: &str| -> Option<String> {
        let list = notation.attributes.as_ref()?;
        let (_, definition) = list.get(attribute)?;
        match &definition.default {
            DefaultValue::Fixed(value) | DefaultValue::Value(value) => Some(value.to_string()),
            _ => None,
        }
    };
    let upper = |value: String| value.trim().to_uppercase();
    let meta_entity = attribute("ARCDTD")?;
    let entity = match meta_entity.strip_prefix('%') {
        Some(parameter) => dtd.parameter_entity(parameter.trim()),
        None => dtd.general_entity(meta_entity.trim()),
    }?;
    let EntityData::External { id, .. } = &entity.data else {
        return None;
    };
    let document_form = attribute("ARCDOCF").map_or_else(|| name.clone(), upper);
    let meta = loader.load_external(&document_form, id.public_id.as_deref(), id.system_id.as_deref());
    let architecture = Architecture {
        form_attribute: attribute("ARCFORMA").map_or_else(|| name.clone(), upper).into(),
        renamer: attribute("ARCNAMRA").map(upper).map(Into::into),
        document_form: document_form.into(),
        auto: attribute("ARCAUTO").is_none_or(|auto| !auto.trim().eq_ignore_ascii_case("nArcAuto")),
        meta: meta.dtd.clone(),
        name: name.into(),
    };
    Some((architecture, meta))
}
