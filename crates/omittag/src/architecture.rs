//! The architecture `onsgmls -A NAME` processes (ISO/IEC 10744:1997 Annex A.3): its
//! notation's support attributes in the client DTD, and its meta-DTD, loaded once the
//! DTD is read.

use sgml_dtd::dtd::{DefaultValue, Dtd, EntityData, ExternalDataKind};

use crate::message::FacadeDiagnostic;
use sgml_dtd::parse::{DtdLoader, ParsedDtd};
use sgml_parser::architecture::Architecture;

/// What the `IS10744 ArcBase` processing instructions among `pis` (the prolog's, with
/// where each starts) name that the DTD declares no notation for: each such
/// architecture is reported where the processing instruction names it, with its
/// meta-DTD that cannot be located, as onsgmls reports them.
pub(crate) fn arcbase_findings(dtd: &Dtd, pis: &[(&str, Option<u32>)]) -> Vec<(FacadeDiagnostic, Option<u32>)> {
    let mut found = Vec::new();
    for &(text, start) in pis {
        let mut words = text
            .split_ascii_whitespace()
            .map(|word| (word.as_ptr() as usize - text.as_ptr() as usize, word));
        let keyword = words.next().is_some_and(|(_, w)| w.eq_ignore_ascii_case("IS10744"))
            && words.next().is_some_and(|(_, w)| w.eq_ignore_ascii_case("ArcBase"));
        if !keyword {
            continue;
        }
        for (offset, word) in words {
            let name = word.to_uppercase();
            if dtd.notations.contains_key(name.as_str()) {
                continue;
            }
            // After the processing instruction's open delimiter `<?`.
            let at = start.map(|start| start + 2 + offset as u32);
            found.push((FacadeDiagnostic::ArcNotationUndeclared { name: name.clone() }, at));
            found.push((FacadeDiagnostic::ArcMetaDtdUnidentified { name }, at));
        }
    }
    found
}

/// Whether the processing instructions `pis` (the DTD's) declare the architecture
/// `name` (folded): `<?IS10744 ArcBase name ...>` (ISO/IEC 10744 A.3.4.1), keywords
/// compared folded, as OpenSP compares them.
fn declared_by_arcbase<'p>(name: &str, pis: impl IntoIterator<Item = &'p str>) -> bool {
    pis.into_iter().any(|text| {
        let mut words = text.split_ascii_whitespace();
        words.next().is_some_and(|w| w.eq_ignore_ascii_case("IS10744"))
            && words.next().is_some_and(|w| w.eq_ignore_ascii_case("ArcBase"))
            && words.any(|w| w.to_uppercase() == name)
    })
}

/// The architecture `names[0]` of `dtd` (then each next name, derived from the one
/// before: its client DTD is that one's meta-DTD): declared by an `IS10744 ArcBase`
/// processing instruction among `pis` and by the notation of that name, with the
/// support attributes `ArcDTD` (the entity of its meta-DTD; `%name` for a parameter
/// entity), `ArcFormA`, `ArcNamrA`, `ArcSuprA`, `ArcIgnDA`, `ArcDocF`, `ArcSuprF`,
/// `ArcBridF`, `ArcDataF`, `ArcAuto` and the options `ArcOptSA` names (by default
/// `ArcOpt`), the parameter entities declared `INCLUDE` for the meta-DTD. `None` when
/// the DTD declares no such architecture or meta-DTD entity. The meta-DTD's own
/// findings come back with it.
pub(crate) fn load(
    names: &[String],
    dtd: &Dtd,
    pis: &[&str],
    loader: &DtdLoader<'_>,
    document: &str,
) -> Result<Loaded, Unloaded> {
    let Some(first) = names.first() else {
        return Err(Unloaded::Undeclared);
    };
    let name = first.to_uppercase();
    // Declared by an ArcBase processing instruction and a notation, else by an
    // `IS10744 arch` processing instruction with its attributes.
    let (notation, declaration) = if declared_by_arcbase(&name, pis.iter().copied()) {
        (
            Some(dtd.notations.get(name.as_str()).ok_or(Unloaded::Undeclared)?),
            None,
        )
    } else {
        (None, Some(pi_declaration(&name, pis).ok_or(Unloaded::Undeclared)?))
    };
    let attribute = |attribute: &str| -> Option<String> {
        if let Some(declared) = &declaration {
            // The processing instruction's names for the support attributes.
            let key = match attribute {
                "ARCFORMA" => "FORM-ATT",
                "ARCNAMRA" => "RENAMER-ATT",
                "ARCSUPRA" => "SUPPRESSOR-ATT",
                "ARCIGNDA" => "IGNORE-DATA-ATT",
                "ARCDOCF" => "DOC-ELEM-FORM",
                "ARCBRIDF" => "BRIDGE-FORM",
                "ARCDATAF" => "DATA-FORM",
                "ARCAUTO" => "AUTO",
                "ARCQUANT" => "QUANTITY",
                "OPTIONS" => "OPTIONS",
                _ => return None,
            };
            return declared.get(key).cloned();
        }
        let list = notation?.attributes.as_ref()?;
        let (_, definition) = list.get(attribute)?;
        match &definition.default {
            DefaultValue::Fixed(value) | DefaultValue::Value(value) => Some(value.to_string()),
            _ => None,
        }
    };
    let upper = |value: String| value.trim().to_uppercase();
    let (meta_id, entity_at) = match (notation, &declaration) {
        (Some(notation), _) => {
            let (id, at) = meta_dtd_entity(notation, dtd, &attribute, document)?;
            (id.clone(), at)
        }
        (None, Some(declared)) => {
            let id = sgml_dtd::dtd::ExternalId {
                public_id: declared.get("DTD-PUBLIC-ID").map(|v| v.as_str().into()),
                system_id: declared.get("DTD-SYSTEM-ID").map(|v| v.as_str().into()),
            };
            (id, None)
        }
        (None, None) => return Err(Unloaded::Undeclared),
    };
    let document_form = attribute("ARCDOCF").map_or_else(|| name.clone(), upper);
    // The architecture's options: the attributes ArcOptSA names (by default ArcOpt),
    // each a list of parameter entities the meta-DTD gets as INCLUDE.
    let option_attributes: Vec<String> = match attribute("ARCOPTSA") {
        _ if declaration.is_some() => vec!["OPTIONS".to_owned()],
        Some(names) => names.split_ascii_whitespace().map(str::to_uppercase).collect(),
        None => vec!["ARCOPT".to_owned()],
    };
    let mut options: Vec<String> = Vec::new();
    for option in &option_attributes {
        if let Some(value) = attribute(option) {
            let mut these: Vec<String> = value.split_ascii_whitespace().map(str::to_owned).collect();
            these.append(&mut options);
            options = these;
        }
    }
    // ArcQuant: the meta-DTD's quantities, where larger than the document's.
    let mut findings = Vec::new();
    let mut quantities = *loader.quantities();
    if let Some(value) = attribute("ARCQUANT") {
        let at = value_in_notation_list(notation, &value, document);
        let place = |offset: usize| at.map(|at| at + offset as u32);
        let words: Vec<(usize, &str)> = value
            .split(' ')
            .scan(0usize, |offset, word| {
                let start = *offset;
                *offset += word.len() + 1;
                Some((start, word))
            })
            .filter(|(_, word)| !word.is_empty())
            .collect();
        let mut i = 0;
        while i < words.len() {
            let (offset, word) = words[i];
            let name = word.to_uppercase();
            if quantities.get(&name).is_none() {
                findings.push((FacadeDiagnostic::ArcQuantityUnknown { name }, place(offset)));
            } else if i + 1 >= words.len() {
                findings.push((FacadeDiagnostic::ArcQuantityNoValue { name }, place(offset)));
            } else {
                i += 1;
                let (offset, digits) = words[i];
                let mut digits: Vec<char> = digits.chars().collect();
                if digits.len() > 8 {
                    let value = digits.iter().collect();
                    findings.push((FacadeDiagnostic::ArcQuantityTooLong { value }, place(offset + 8)));
                    digits.truncate(8);
                }
                let mut number: u32 = 0;
                for (k, digit) in digits.iter().enumerate() {
                    match digit.to_digit(10) {
                        Some(weight) => number = number * 10 + weight,
                        None => {
                            let kind = FacadeDiagnostic::ArcQuantityInvalidDigit { digit: *digit };
                            findings.push((kind, place(offset + k)));
                            number = 0;
                            break;
                        }
                    }
                }
                if quantities.get(&name).is_some_and(|current| number > current) {
                    quantities.set(&name, number);
                }
            }
            i += 1;
        }
    }
    let meta_loader = loader
        .clone()
        .with_included_parameter_entities(&options)
        .with_quantities(quantities);
    let meta = meta_loader.load_external(
        &document_form,
        meta_id.public_id.as_deref(),
        meta_id.system_id.as_deref(),
    );
    // A meta-DTD that does not declare the document element's form: onsgmls then
    // writes no architectural element at all.
    let usable = meta
        .dtd
        .element_id(&document_form)
        .is_some_and(|id| meta.dtd.element(id).definition.is_some());
    let name_of = |attribute_name: &str| attribute(attribute_name).map(upper).map(Into::into);
    let mut architecture = Architecture {
        form_attribute: attribute("ARCFORMA").map_or_else(|| name.clone(), upper).into(),
        renamer: name_of("ARCNAMRA"),
        suppressor: name_of("ARCSUPRA"),
        ignore_data: name_of("ARCIGNDA"),
        suppress_form: name_of("ARCSUPRF"),
        bridge_form: name_of("ARCBRIDF"),
        data_form: name_of("ARCDATAF"),
        document_form: document_form.into(),
        auto: attribute("ARCAUTO").is_none_or(|auto| !auto.trim().eq_ignore_ascii_case("nArcAuto")),
        processing_instructions: Vec::new(),
        classes: Some(loader.declaration().char_classes.clone()),
        derived: None,
        meta: if usable { meta.dtd.clone() } else { Dtd::default() },
        name: name.into(),
    };
    if let Some(auto) = attribute("ARCAUTO").map(upper)
        && auto != "ARCAUTO"
        && auto != "NARCAUTO"
    {
        let at = value_in_notation_list(notation, &auto, document);
        findings.push((FacadeDiagnostic::ArcAutoInvalid { value: auto }, at));
    }
    if usable {
        if let Some(form) = architecture.data_form.clone()
            && !architecture.meta.notations.contains_key(form.as_str())
        {
            let at = value_in_notation_list(notation, &attribute("ARCDATAF").unwrap_or_default(), document);
            findings.push((
                FacadeDiagnostic::ArcDataFormUndeclared {
                    notation: form.to_string(),
                },
                at,
            ));
            let declared = sgml_dtd::dtd::Notation {
                name: form.clone(),
                id: Default::default(),
                attributes: None,
                location: Default::default(),
            };
            architecture.meta.notations.insert(form, declared);
        }
        munge_meta_dtd(&mut architecture, dtd);
        architecture.processing_instructions = meta.processing_instructions.iter().map(|pi| pi.text.clone()).collect();
        if names.len() > 1 {
            // The next architecture is the architectural document's own.
            let pis: Vec<&str> = architecture
                .processing_instructions
                .iter()
                .map(String::as_str)
                .collect();
            architecture.derived = Some(Box::new(
                match load(&names[1..], &architecture.meta, &pis, loader, "") {
                    Ok(loaded) => loaded.architecture,
                    Err(_) => Architecture::empty(),
                },
            ));
        }
    }
    Ok(Loaded {
        architecture,
        findings,
        meta,
        entity_at,
    })
}

/// The external identifier of the meta-DTD of the architecture declared by `notation`:
/// the entity its `ArcDTD` attribute names, and where that entity is declared in the
/// document, if it is there.
fn meta_dtd_entity<'d>(
    notation: &sgml_dtd::dtd::Notation,
    dtd: &'d Dtd,
    attribute: &dyn Fn(&str) -> Option<String>,
    document: &str,
) -> Result<(&'d sgml_dtd::dtd::ExternalId, Option<u32>), Unloaded> {
    // Where the notation's declaration opens (its location is its name's).
    let notation_at = (notation.location.source == 0).then(|| {
        let name_at = notation.location.span.start as usize;
        document
            .get(..name_at)
            .and_then(|before| before.rfind("<!"))
            .map_or(name_at as u32, |open| open as u32)
    });
    let Some(meta_entity) = attribute("ARCDTD") else {
        return Err(Unloaded::Reported(vec![(
            FacadeDiagnostic::ArcDtdAttributeMissing,
            notation_at,
        )]));
    };
    let entity = match meta_entity.strip_prefix('%') {
        Some(parameter) => dtd.parameter_entity(parameter.trim()),
        None => dtd.general_entity(meta_entity.trim()),
    };
    let Some(entity) = entity else {
        let at = value_in_notation_list(Some(notation), &meta_entity, document);
        return Err(Unloaded::MetaEntityUndeclared {
            entity: meta_entity,
            at,
        });
    };
    let EntityData::External { id, .. } = &entity.data else {
        let at = (entity.location.source == 0).then_some(entity.location.span.start);
        let kind = FacadeDiagnostic::MetaDtdEntityInternal {
            entity: entity.name.to_string(),
        };
        return Err(Unloaded::Reported(vec![(kind, at)]));
    };
    Ok((id, (entity.location.source == 0).then_some(entity.location.span.start)))
}

/// The attributes of an `<?IS10744 arch name="NAME" ...>` processing instruction among
/// `pis` declaring the architecture `name` (folded), names folded: OpenSP's other form
/// of declaration (`name`, `public-id`, `dtd-public-id`, `dtd-system-id`, `form-att`,
/// `renamer-att`, `suppressor-att`, `ignore-data-att`, `doc-elem-form`, `bridge-form`,
/// `data-form`, `auto`, `options`, `quantity`). Values of the names and forms are
/// folded, identifiers and lists kept as written.
fn pi_declaration(name: &str, pis: &[&str]) -> Option<std::collections::HashMap<String, String>> {
    pis.iter().find_map(|text| {
        let rest = text.trim_start();
        let rest = rest
            .get(..7)
            .filter(|k| k.eq_ignore_ascii_case("IS10744"))
            .map(|_| &rest[7..])?;
        let rest = rest.trim_start();
        let rest = rest
            .get(..4)
            .filter(|k| k.eq_ignore_ascii_case("arch"))
            .map(|_| &rest[4..])?;
        if !rest.starts_with(|c: char| c.is_ascii_whitespace()) {
            return None;
        }
        let attributes = pi_attributes(rest);
        (attributes.get("NAME").map(String::as_str) == Some(name)).then_some(attributes)
    })
}

/// The attribute specifications `name="value"` (or `name=value`) of `text`, names
/// folded, values folded except those of identifiers, options and quantities.
fn pi_attributes(text: &str) -> std::collections::HashMap<String, String> {
    let mut found = std::collections::HashMap::new();
    let mut rest = text;
    loop {
        rest = rest.trim_start();
        let Some(equals) = rest.find('=') else { break };
        let key = rest[..equals].trim().to_ascii_uppercase();
        rest = rest[equals + 1..].trim_start();
        let value = match rest.chars().next() {
            Some(quote @ ('"' | '\'')) => {
                let end = rest[1..].find(quote).map_or(rest.len(), |e| e + 1);
                let value = &rest[1..end];
                rest = rest.get(end + 1..).unwrap_or("");
                value
            }
            Some(_) => {
                let end = rest.find(|c: char| c.is_ascii_whitespace()).unwrap_or(rest.len());
                let value = &rest[..end];
                rest = &rest[end..];
                value
            }
            None => break,
        };
        let keep = matches!(
            key.as_str(),
            "PUBLIC-ID" | "DTD-PUBLIC-ID" | "DTD-SYSTEM-ID" | "OPTIONS" | "QUANTITY"
        );
        let value = if keep {
            value.to_owned()
        } else {
            value.trim().to_uppercase()
        };
        found.entry(key).or_insert(value);
    }
    found
}

/// Where the literal `value` stands in the attribute definition list of `notation`,
/// when that is in the document: the offset of its first character.
fn value_in_notation_list(notation: Option<&sgml_dtd::dtd::Notation>, value: &str, document: &str) -> Option<u32> {
    let list = notation?.attributes.as_ref()?;
    if list.location.source != 0 {
        return None;
    }
    let span = list.location.span;
    // Compared folded: a tokenized value is folded already.
    let written = document
        .get(span.start as usize..span.end as usize)?
        .to_ascii_uppercase();
    let value = value.to_ascii_uppercase();
    let found = written
        .find(&format!("\"{value}\""))
        .or_else(|| written.find(&format!("'{value}'")))?;
    Some(span.start + found as u32 + 1)
}

/// The client DTD's general entities made the meta-DTD's (OpenSP's `mungeMetaDtd`),
/// in place of its own of the same names: every one but external data entities as it
/// is; an external data entity only when its notation has an architectural form (the
/// meta-DTD's notation of the same name under `ArcAuto`, else `ArcDataF`), with that
/// notation and the data attributes of its attribute definition list (the client's
/// values of the same names, else its defaults).
fn munge_meta_dtd(architecture: &mut Architecture, client: &Dtd) {
    // The client DTD's sources the entities are declared in, added to the meta-DTD's
    // (whose source 0 is its own file, not the document).
    let mut sources = std::collections::HashMap::new();
    for (name, entity) in &client.general_entities {
        let mut copy = entity.clone();
        let source = copy.location.source;
        let document = sgml_dtd::dtd::Source {
            name: Default::default(),
            kind: sgml_dtd::dtd::SourceKind::Document,
            text: None,
        };
        if let Some(file) = client
            .sources
            .get(source as usize)
            .cloned()
            .or((source == 0).then_some(document))
        {
            let meta_sources = &mut architecture.meta.sources;
            copy.location.source = *sources.entry(source).or_insert_with(|| {
                meta_sources.push(file);
                (meta_sources.len() - 1) as u32
            });
        }
        if let EntityData::External {
            kind: ExternalDataKind::Data {
                notation, attributes, ..
            },
            ..
        } = &mut copy.data
        {
            let meta = &architecture.meta;
            let form = if architecture.auto && meta.notations.contains_key(notation.as_str()) {
                Some(notation.clone())
            } else {
                architecture
                    .data_form
                    .clone()
                    .filter(|form| meta.notations.contains_key(form.as_str()))
            };
            let Some(form) = form else { continue };
            let list = meta.notations.get(form.as_str()).and_then(|n| n.attributes.as_ref());
            let mapped: Vec<_> = attributes
                .iter()
                .filter(|(attribute, _)| list.is_some_and(|list| list.get(attribute).is_some()))
                .cloned()
                .collect();
            *notation = form;
            *attributes = mapped;
        }
        architecture.meta.general_entities.insert(name.clone(), copy);
    }
}

/// An architecture loaded, with what reading its meta-DTD found and where the entity
/// of the meta-DTD is declared in the document, if it is there.
pub(crate) struct Loaded {
    pub(crate) architecture: Architecture,
    /// What loading the architecture found, and where in the document, if there.
    pub(crate) findings: Vec<(FacadeDiagnostic, Option<u32>)>,
    pub(crate) meta: ParsedDtd,
    pub(crate) entity_at: Option<u32>,
}

/// Why an architecture was not loaded.
pub(crate) enum Unloaded {
    /// Not loaded, for these reasons, each where in the document it is, if there.
    Reported(Vec<(FacadeDiagnostic, Option<u32>)>),
    /// The DTD declares no architecture of that name (or with no meta-DTD).
    Undeclared,
    /// The entity `ArcDTD` names is not declared; `at` is where the name is in the
    /// document.
    MetaEntityUndeclared { entity: String, at: Option<u32> },
}

/// The architecture of a name the DTD does not declare: nothing is architectural.
pub(crate) fn undeclared() -> Architecture {
    Architecture::empty()
}

/// The message of a finding in the meta-DTD, named by the file it is in (the meta-DTD's
/// own text is its source 0, unlike a document's DTD).
pub(crate) fn meta_message(
    diagnostic: &sgml_dtd::parse::DtdDiagnostic,
    meta: &Dtd,
    document: Option<&std::path::Path>,
) -> crate::message::Message {
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
                (beside(&source.name, document), at.line, at.column, Some(span.start))
            }
            None => (beside(&source.name, document), 0, 0, None),
        },
        None => (String::new(), 0, 0, None),
    };
    crate::message::Message::in_file(&diagnostic.diagnostic.kind, file, line, column, offset)
}

/// The file `name` named as onsgmls names it: relative to the document's directory when
/// it is in it (or below it), else as it is.
fn beside(name: &str, document: Option<&std::path::Path>) -> String {
    let path = std::path::Path::new(name);
    let directory = document
        .and_then(|document| document.canonicalize().ok())
        .and_then(|document| document.parent().map(std::path::Path::to_path_buf));
    match directory {
        Some(directory) if path.is_absolute() => path
            .strip_prefix(&directory)
            .ok()
            .and_then(|relative| relative.to_str())
            .map_or_else(|| name.to_owned(), str::to_owned),
        _ => name.to_owned(),
    }
}
