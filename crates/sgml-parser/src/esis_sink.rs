//! An [`EventSink`] that writes onsgmls's ESIS.

use std::io::{self, Write};

use sgml_dtd::catalog::EntityKind;
use sgml_dtd::dtd::{
    DeclaredValue, DefaultValue, Dtd, Entity, EntityData, ExternalDataKind, ExternalDataType, ExternalId, Notation,
    SourceKind, TextKind,
};
use sgml_source::LineIndex;

use crate::esis::{
    CdataPiece, EsisAttribute, EsisExternalEntity, EsisExternalId, EsisNotation, EsisOptions, EsisValue, EsisWriter,
    TokenType,
};
use crate::event::{AttributeValue, Attributes, Event, EventSink, ValueType};

/// Writes events as ESIS. Errors of the underlying writer are kept and returned by
/// [`finish`](EsisSink::finish).
pub struct EsisSink<'s, W: Write> {
    writer: EsisWriter<W>,
    /// The sources' lines, for `-oline`.
    sources: Vec<SourceLines<'s>>,
    error: Option<io::Error>,
    /// The document's name, for the effective system identifiers of its entities.
    document_name: &'s str,
    /// Where the document was read from, if known: the files the DTD was read from are
    /// named relative to it, as onsgmls names them.
    document_path: Option<&'s str>,
    /// The effective system identifier of an external data entity or a notation located
    /// through a catalog entry, when the caller can tell it (see
    /// [`set_catalog_system_ids`](EsisSink::set_catalog_system_ids)).
    catalog_system_id: Option<CatalogSystemId<'s>>,
    /// The DTD, once known: ENTITY and NOTATION attributes define what they name.
    dtd: Option<&'s Dtd>,
    /// The attribute lines of each attribute definition list's defaults, made the first
    /// time a tag lends them (see [`Attributes::defaults_of`]).
    rendered: Vec<Rendered>,
    /// The attribute line of each (attribute definition list, definition) whose
    /// default value a tag has had, once made: ranges of `default_lines`.
    default_line: Vec<Vec<Option<(u32, u32)>>>,
    default_lines: Vec<u8>,
    /// Per attribute definition list, the tags seen with some values specified, by
    /// which: how to write their attribute lines (see [`TagPlan`]).
    plans: Vec<Vec<TagPlan>>,
    /// The steps of every plan: `(start, end, position)`, the lines `start..end` of
    /// `plan_lines` (the defaults between two specified values, made once) then the
    /// line of the specified value at `position` (none when `u32::MAX`).
    plan_steps: Vec<(u32, u32, u32)>,
    plan_lines: Vec<u8>,
    /// The document's text (empty when it is read in windows).
    document_text: &'s str,
    /// Where what the architecture finds goes as it is found, if set.
    architecture_outbox: Option<ArchitectureOutbox>,
    /// The architecture whose architectural document is written instead of the
    /// document (`onsgmls -A`), if any.
    architecture: Option<crate::architecture::ArchProcess<'s>>,
    /// How many of the DTD's entity lookups were written (`-oentity`).
    lookups_written: usize,
}

/// What the ESIS of one attribute definition list's defaults is.
#[derive(Debug)]
enum Rendered {
    /// Not made yet.
    Unknown,
    /// These lines, the same for every tag.
    Lines(Vec<u8>),
    /// An ENTITY or NOTATION default: its definitions come before it the first time only.
    Uncached,
}

/// How to write the attribute lines of the start tags whose values not specified are
/// the defaults of one list, and which specified the values at the same positions:
/// the defaults in blocks copied in one go, the specified values line by line.
#[derive(Debug)]
struct TagPlan {
    /// How many values the tag has.
    len: u32,
    /// Bit `i` set when value `i` was specified.
    specified: u64,
    /// The range of `plan_steps`; `None` when such a tag takes the general path (a
    /// default defines an entity or a notation).
    steps: Option<(u32, u32)>,
}

/// At most this many plans per attribute definition list; tags of further
/// combinations take the general path.
const MAX_PLANS: usize = 64;

/// A queue of what checking an architectural document finds, shared between the sink
/// that finds it and whoever reports it (see [`EsisSink::set_architecture_outbox`]).
pub type ArchitectureOutbox = std::rc::Rc<std::cell::RefCell<Vec<(u32, crate::architecture::ArchDiagnostic)>>>;

impl<'s, W: Write> EsisSink<'s, W> {
    /// A sink writing to `out`. `document` is the document's name and text, for `-oline`.
    pub fn new(out: W, options: EsisOptions, document: (&'s str, &'s str)) -> EsisSink<'s, W> {
        let sources = if options.line {
            vec![SourceLines::new(document.0, document.1)]
        } else {
            Vec::new()
        };
        EsisSink {
            writer: EsisWriter::new(out, options),
            sources,
            error: None,
            document_name: document.0,
            document_text: document.1,
            architecture_outbox: None,
            document_path: None,
            catalog_system_id: None,
            dtd: None,
            rendered: Vec::new(),
            default_line: Vec::new(),
            default_lines: Vec::new(),
            plans: Vec::new(),
            plan_steps: Vec::new(),
            plan_lines: Vec::new(),
            architecture: None,
            lookups_written: 0,
        }
    }

    /// End the ESIS (with `C` when `conforming`: no error was found anywhere, in the
    /// DTD or the instance) and return the writer.
    pub fn finish(self, conforming: bool) -> io::Result<W> {
        if let Some(error) = self.error {
            return Err(error);
        }
        self.writer.finish(conforming)
    }

    /// Where the document was read from (a file path), so that an external data entity
    /// declared in another file than the document gets onsgmls's effective system
    /// identifier: its system identifier relative to that file, named from the document.
    pub fn set_document_path(&mut self, path: Option<&'s str>) {
        self.document_path = path;
    }

    /// How to tell the effective system identifier of an external data entity (or, for
    /// `-onotation-sysid`, a notation) that a catalog entry locates
    /// (`f<OSFILE SOIBASE='CATALOG'>TARGET` in onsgmls's ESIS): `None` from it means no
    /// catalog entry applies, and the system identifier, relative to where it was
    /// declared, is shown.
    pub fn set_catalog_system_ids(&mut self, lookup: CatalogSystemId<'s>) {
        self.catalog_system_id = Some(lookup);
    }

    /// The DTD of the document, once read: attributes of declared value ENTITY or
    /// NOTATION then define the entities and notations they name, as onsgmls does.
    pub fn set_dtd(&mut self, dtd: &'s Dtd) {
        if !self.dtd.is_some_and(|known| std::ptr::eq(known, dtd)) {
            self.forget_rendered();
        }
        self.dtd = Some(dtd);
    }

    /// The link attribute lines of a start tag (`a` lines, named by the link type),
    /// before its own.
    fn link_attributes(&mut self, link: crate::event::LinkAttributes<'_>) -> io::Result<()> {
        for attribute in link.attributes {
            let writer = &mut self.writer;
            writer.attribute_start('a', Some(link.link_type), &attribute.name, attribute.specified)?;
            match &attribute.value {
                None => writer.attribute_implied()?,
                Some(value) if attribute.cdata => {
                    writer.attribute_cdata()?;
                    writer.attribute_cdata_piece(CdataPiece::Data(value))?;
                }
                Some(value) => {
                    let kind = if attribute.id { TokenType::Id } else { TokenType::Token };
                    writer.attribute_tokens(kind, value)?;
                }
            }
            writer.attribute_end()?;
        }
        Ok(())
    }

    /// Write the architectural document of `architecture` (ISO/IEC 10744 Annex A.3,
    /// `onsgmls -A`) instead of the document: set before any event.
    pub fn set_architecture(&mut self, architecture: &'s crate::architecture::Architecture) {
        let process = crate::architecture::ArchProcess::new(architecture, self.dtd, self.document_text);
        // Entities and notations are the architectural document's.
        self.dtd = Some(process.output_dtd());
        self.forget_rendered();
        self.architecture = Some(process);
    }

    /// Drop what was rendered for the entities, notations and attribute lists of the
    /// DTD written from (default lines, prepared blocks): another DTD is written from now.
    fn forget_rendered(&mut self) {
        self.rendered.clear();
        self.default_line.clear();
        self.default_lines.clear();
        self.plans.clear();
        self.plan_steps.clear();
        self.plan_lines.clear();
    }

    /// Hand what checking the architectural document finds to `outbox` as it is found
    /// (each with the offset after which onsgmls reports it), so that it can be reported
    /// among the instance's messages; what is found at the end still comes from
    /// [`take_architecture_diagnostics`](Self::take_architecture_diagnostics).
    pub fn set_architecture_outbox(&mut self, outbox: ArchitectureOutbox) {
        self.architecture_outbox = Some(outbox);
    }

    /// What checking the architectural document against its meta-DTD found since the
    /// last call (none without an architecture).
    /// Each comes with the offset of the document after which onsgmls reports it (the
    /// end of the tag or data it was found at; `u32::MAX` for what is found at the end).
    pub fn take_architecture_diagnostics(&mut self) -> Vec<(u32, crate::architecture::ArchDiagnostic)> {
        self.architecture
            .as_mut()
            .map(crate::architecture::ArchProcess::take_diagnostics)
            .unwrap_or_default()
    }

    /// The attribute lines of a start tag.
    fn attributes(&mut self, attrs: &Attributes, element: sgml_dtd::content_model::ElementId) -> io::Result<()> {
        if self.writer.options().data_attribute
            && let Some(list) = self.data_attribute_list(element)
        {
            return self.attributes_with_data(attrs, list);
        }
        if let Some(list) = attrs.defaults_of() {
            let index = list as usize;
            if self.rendered.len() <= index {
                self.rendered.resize_with(index + 1, || Rendered::Unknown);
            }
            if let Rendered::Unknown = self.rendered[index] {
                self.rendered[index] = if attrs.iter().any(defines_something) {
                    Rendered::Uncached
                } else {
                    let mut lines = EsisWriter::new(Vec::new(), self.writer.options());
                    for value in attrs.iter() {
                        attribute_line(&mut lines, attrs, value)?;
                    }
                    Rendered::Lines(lines.finish(false)?)
                };
            }
            if let Rendered::Lines(lines) = &self.rendered[index] {
                return self.writer.attribute_lines(lines);
            }
        }
        if self.writer.options().entity {
            // -oentity: the entities the defaults of ENTITY attributes name are looked
            // up (and defined) at every tag, before its attribute lines; those a
            // specified value names were at its lookup.
            for value in attrs.iter() {
                if !value.specified && value.value_type == ValueType::Entity {
                    let tokens = attrs.pieces(value).next().map_or("", |(_, text)| text);
                    self.define_entities_named(tokens)?;
                }
            }
        }
        let defaults = attrs.unspecified_defaults_of();
        if let Some(list) = defaults
            && !self.writer.options().entity
            && let Some(steps) = self.plan(list as usize, attrs)?
        {
            for k in steps.0..steps.1 {
                let (start, end, position) = self.plan_steps[k as usize];
                if start < end {
                    self.writer
                        .attribute_lines(&self.plan_lines[start as usize..end as usize])?;
                }
                if let Some(value) = attrs.values.get(position as usize) {
                    if defines_something(value) {
                        let tokens = attrs.pieces(value).next().map_or("", |(_, text)| text);
                        self.define_named(value.value_type, tokens)?;
                    }
                    attribute_line(&mut self.writer, attrs, value)?;
                }
            }
            return Ok(());
        }
        // Default lines made before lie in `default_lines` in the order they were made:
        // a run of them that lies there in one piece is written in one copy.
        let mut run: Option<(u32, u32)> = None;
        for value in attrs.iter() {
            if let (Some(list), Some(id), false) = (defaults, value.definition, value.specified)
                && !defines_something(value)
            {
                let (start, end) = self.default_attribute_line(list as usize, id.0 as usize, attrs, value)?;
                run = match run {
                    Some((first, last)) if last == start => Some((first, end)),
                    Some(done) => {
                        self.write_default_lines(done)?;
                        Some((start, end))
                    }
                    None => Some((start, end)),
                };
                continue;
            }
            if let Some(done) = run.take() {
                self.write_default_lines(done)?;
            }
            if defines_something(value) && !(self.writer.options().entity && value.value_type == ValueType::Entity) {
                let tokens = attrs.pieces(value).next().map_or("", |(_, text)| text);
                self.define_named(value.value_type, tokens)?;
            }
            attribute_line(&mut self.writer, attrs, value)?;
        }
        if let Some(done) = run {
            self.write_default_lines(done)?;
        }
        Ok(())
    }

    /// The attribute definition list of `element`, when it has a `DATA` attribute
    /// (`-odata-attribute`).
    fn data_attribute_list(
        &self,
        element: sgml_dtd::content_model::ElementId,
    ) -> Option<&'s sgml_dtd::dtd::AttributeDefinitionList> {
        let dtd = self.dtd?;
        let (_, element) = dtd.elements.get_index(element.0 as usize)?;
        let list = dtd.attribute_lists.get(element.attributes? as usize)?;
        list.attributes
            .iter()
            .any(|d| matches!(d.declared_value, DeclaredValue::Data { .. }))
            .then_some(list)
    }

    /// The attribute lines of a start tag whose list has `DATA` attributes, with
    /// `-odata-attribute`: a `DATA` value is `DATA NOTATION value`, then the notation's
    /// definition (once) and its data attributes (`D` lines named by the attribute).
    fn attributes_with_data(
        &mut self,
        attrs: &Attributes,
        list: &'s sgml_dtd::dtd::AttributeDefinitionList,
    ) -> io::Result<()> {
        if self.writer.options().entity {
            for value in attrs.iter() {
                if !value.specified && value.value_type == ValueType::Entity {
                    let tokens = attrs.pieces(value).next().map_or("", |(_, text)| text);
                    self.define_entities_named(tokens)?;
                }
            }
        }
        for value in attrs.iter() {
            if defines_something(value) && !(self.writer.options().entity && value.value_type == ValueType::Entity) {
                let tokens = attrs.pieces(value).next().map_or("", |(_, text)| text);
                self.define_named(value.value_type, tokens)?;
            }
            let data = value
                .definition
                .and_then(|id| list.attributes.get(id.0 as usize))
                .and_then(|definition| match &definition.declared_value {
                    DeclaredValue::Data { notation, attributes } => Some((notation, attributes)),
                    _ => None,
                });
            let Some((notation, specified)) = data.filter(|_| value.pieces.is_some()) else {
                attribute_line(&mut self.writer, attrs, value)?;
                continue;
            };
            self.writer
                .attribute_start('A', None, value.name.as_str(), value.specified)?;
            self.writer.attribute_data(notation)?;
            for piece in attrs.cdata_pieces(value) {
                self.writer.attribute_cdata_piece(piece)?;
            }
            self.writer.attribute_end()?;
            match self.dtd.and_then(|dtd| dtd.notations.get(notation.as_str())) {
                Some(declared) => {
                    let mut file = String::new();
                    let external_id = self.notation_external_id(declared, &mut file);
                    self.writer.define_notation(&EsisNotation {
                        name: declared.name.as_str(),
                        external_id,
                    })?;
                }
                // A notation never declared is defined by its name alone, as onsgmls.
                None => self.writer.define_notation(&EsisNotation {
                    name: notation.as_str(),
                    external_id: EsisExternalId {
                        public_id: None,
                        system_id: None,
                        file: None,
                    },
                })?,
            }
            let values = notation_data_values(self.dtd, notation, specified);
            let pieces: Vec<CdataPiece<'_>> = values.iter().map(DataValue::piece).collect();
            let lines = data_attributes(&values, &pieces);
            self.writer.data_attribute_lines(&lines, value.name.as_str())?;
        }
        Ok(())
    }

    /// The steps of the plan of a tag whose values not specified are the defaults of
    /// list `list` (made the first time a tag specifies the same values), or `None` when
    /// it takes the general path.
    fn plan(&mut self, list: usize, attrs: &Attributes) -> io::Result<Option<(u32, u32)>> {
        let len = attrs.values.len();
        let Some(specified) = attrs.specified_mask() else {
            return Ok(None);
        };
        if self.plans.len() <= list {
            self.plans.resize_with(list + 1, Vec::new);
        }
        if let Some(plan) = self.plans[list]
            .iter()
            .find(|plan| plan.specified == specified && plan.len as usize == len)
        {
            return Ok(plan.steps);
        }
        if self.plans[list].len() >= MAX_PLANS {
            return Ok(None);
        }
        // Made once: the defaults between two specified values in one block.
        let first_step = self.plan_steps.len();
        let first_line = self.plan_lines.len();
        let mut block = self.plan_lines.len();
        let mut steps = None;
        let mut made = true;
        for (position, value) in attrs.values.iter().enumerate() {
            if value.specified {
                self.plan_steps
                    .push((block as u32, self.plan_lines.len() as u32, position as u32));
                block = self.plan_lines.len();
                continue;
            }
            // A value not specified is the default of the definition at its position.
            match value.definition {
                Some(id) if id.0 as usize == position && !defines_something(value) => {
                    let (start, end) = self.default_attribute_line(list, position, attrs, value)?;
                    self.plan_lines
                        .extend_from_slice(&self.default_lines[start as usize..end as usize]);
                }
                _ => {
                    made = false;
                    break;
                }
            }
        }
        if made {
            if block < self.plan_lines.len() {
                self.plan_steps
                    .push((block as u32, self.plan_lines.len() as u32, u32::MAX));
            }
            steps = Some((first_step as u32, self.plan_steps.len() as u32));
        } else {
            self.plan_steps.truncate(first_step);
            self.plan_lines.truncate(first_line);
        }
        self.plans[list].push(TagPlan {
            len: len as u32,
            specified,
            steps,
        });
        Ok(steps)
    }

    /// The default lines `start..end` of `default_lines`.
    fn write_default_lines(&mut self, (start, end): (u32, u32)) -> io::Result<()> {
        self.writer
            .attribute_lines(&self.default_lines[start as usize..end as usize])
    }

    /// Where the line of attribute `value`, the default of definition `id` of list
    /// `list`, is in `default_lines`: made the first time it is asked for.
    fn default_attribute_line(
        &mut self,
        list: usize,
        id: usize,
        attrs: &Attributes,
        value: &AttributeValue,
    ) -> io::Result<(u32, u32)> {
        if self.default_line.len() <= list {
            self.default_line.resize_with(list + 1, Vec::new);
        }
        let lines = &mut self.default_line[list];
        if lines.len() <= id {
            lines.resize(id + 1, None);
        }
        Ok(match lines[id] {
            Some(range) => range,
            None => {
                let mut line = EsisWriter::new(Vec::new(), self.writer.options());
                attribute_line(&mut line, attrs, value)?;
                let start = self.default_lines.len() as u32;
                self.default_lines.extend_from_slice(&line.finish(false)?);
                let range = (start, self.default_lines.len() as u32);
                lines[id] = Some(range);
                range
            }
        })
    }

    /// How ESIS shows `entity`, when it is an external data entity. `file` receives its
    /// effective system identifier.
    fn external_entity<'e>(
        &self,
        entity: &'e Entity,
        (file, notation_file): (&'e mut String, &'e mut String),
        attributes: &'e [EsisAttribute<'e>],
    ) -> Option<EsisExternalEntity<'e>>
    where
        's: 'e,
    {
        let EntityData::External {
            kind: ExternalDataKind::Data { kind, notation, .. },
            ..
        } = &entity.data
        else {
            return None;
        };
        let data_type = match kind {
            ExternalDataType::Cdata => crate::esis::ExternalDataType::Cdata,
            ExternalDataType::Sdata => crate::esis::ExternalDataType::Sdata,
            ExternalDataType::Ndata => crate::esis::ExternalDataType::Ndata,
        };
        let external_id = self.entity_external_id(entity, file)?;
        let notation_id = match self.dtd.and_then(|dtd| dtd.notations.get(notation.as_str())) {
            Some(declared) => self.notation_external_id(declared, notation_file),
            None => EsisExternalId {
                public_id: None,
                system_id: None,
                file: None,
            },
        };
        Some(EsisExternalEntity {
            name: entity.name.as_str(),
            external_id,
            data_type,
            notation: EsisNotation {
                name: notation.as_str(),
                external_id: notation_id,
            },
            attributes,
        })
    }

    /// The external identifier ESIS shows for the external entity `entity` (its `p`,
    /// `s` and `f` lines); `file` receives its effective system identifier.
    fn entity_external_id<'e>(&self, entity: &'e Entity, file: &'e mut String) -> Option<EsisExternalId<'e>>
    where
        's: 'e,
    {
        let EntityData::External { id, .. } = &entity.data else {
            return None;
        };
        let from_catalog = self
            .catalog_system_id
            .and_then(|lookup| lookup(EntityKind::GeneralEntity, &entity.name, id));
        Some(self.effective_external_id(id, entity.location.source, from_catalog, file))
    }

    /// The external identifier ESIS shows for `notation`: with `-onotation-sysid`, its
    /// effective system identifier too (an `f` line), found as an entity's is.
    fn notation_external_id<'e>(&self, notation: &'e Notation, file: &'e mut String) -> EsisExternalId<'e>
    where
        's: 'e,
    {
        if !self.writer.options().notation_sysid {
            return EsisExternalId {
                public_id: notation.id.public_id.as_deref(),
                system_id: notation.id.system_id.as_deref(),
                file: None,
            };
        }
        let from_catalog = self
            .catalog_system_id
            .and_then(|lookup| lookup(EntityKind::Notation, &notation.name, &notation.id));
        self.effective_external_id(&notation.id, notation.location.source, from_catalog, file)
    }

    /// `id` with onsgmls's effective system identifier, declared in the source numbered
    /// `source`: the one a catalog entry gave (`from_catalog`), else the system identifier
    /// relative to the file the declaration is in (the document, or an external parameter
    /// entity or DTD, named as it was read), as a formal system identifier.
    fn effective_external_id<'e>(
        &self,
        id: &'e ExternalId,
        source: u32,
        from_catalog: Option<String>,
        file: &'e mut String,
    ) -> EsisExternalId<'e>
    where
        's: 'e,
    {
        let declared_in = self
            .dtd
            .and_then(|dtd| dtd.sources.get(source as usize))
            .filter(|source| matches!(source.kind, SourceKind::ExternalEntity | SourceKind::ExternalSubset));
        if let Some(found) = from_catalog.as_deref() {
            file.clear();
            file.push_str(found);
        } else if let Some(system_id) = id.system_id.as_deref() {
            let base = match (declared_in, self.document_path) {
                (Some(source), Some(document)) => name_beside(self.document_name, document, &source.name),
                (Some(source), None) => source.name.to_string(),
                (None, _) => self.document_name.to_owned(),
            };
            *file = crate::effective_system_id::effective_system_id(system_id, &base);
        }
        let file: &'e str = file;
        EsisExternalId {
            public_id: id.public_id.as_deref(),
            system_id: id.system_id.as_deref(),
            file: (id.system_id.is_some() || from_catalog.is_some()).then_some(file),
        }
    }

    /// The definitions an attribute's value needs before its line: the notation a
    /// NOTATION value names, the entities an ENTITY or ENTITIES value names.
    fn define_named(&mut self, value_type: ValueType, tokens: &str) -> io::Result<()> {
        let Some(dtd) = self.dtd else { return Ok(()) };
        match value_type {
            ValueType::Notation => {
                if let Some(notation) = dtd.notations.get(tokens) {
                    let mut file = String::new();
                    let external_id = self.notation_external_id(notation, &mut file);
                    self.writer.define_notation(&EsisNotation {
                        name: notation.name.as_str(),
                        external_id,
                    })?;
                }
            }
            ValueType::Entity => {
                for name in tokens.split(' ').filter(|t| !t.is_empty()) {
                    let (mut file, mut notation_file) = (String::new(), String::new());
                    let Some(entity) = dtd.general_entity(name) else {
                        continue;
                    };
                    // The #DEFAULT entity, for a name not declared, is defined under that
                    // name, as onsgmls defines it.
                    let named;
                    let entity = if entity.name.as_str() == name {
                        entity
                    } else {
                        named = sgml_dtd::dtd::Entity {
                            name: smol_str::SmolStr::new(name),
                            ..entity.clone()
                        };
                        &named
                    };
                    if let EntityData::External {
                        kind: ExternalDataKind::Subdoc,
                        ..
                    } = &entity.data
                    {
                        if let Some(id) = self.entity_external_id(entity, &mut file) {
                            self.writer.define_subdocument_entity(&entity.name, &id)?;
                        }
                        continue;
                    }
                    let values = data_values(Some(dtd), entity);
                    let pieces: Vec<CdataPiece<'_>> = values.iter().map(DataValue::piece).collect();
                    let attributes = data_attributes(&values, &pieces);
                    if let Some(esis) = self.external_entity(entity, (&mut file, &mut notation_file), &attributes) {
                        self.writer.define_external_entity(&esis)?;
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// With `-oentity`, what ESIS gives at the end of the prolog: the definitions of the
    /// entities the DTD's references looked up, in order, then of every general entity,
    /// in the order of OpenSP's entity table. Call once, before the instance's events.
    pub fn prolog_entities(&mut self) -> io::Result<()> {
        if !self.writer.options().entity {
            return Ok(());
        }
        let Some(dtd) = self.dtd else { return Ok(()) };
        self.prolog_entity_lookups(None)?;
        for (name, entity) in dtd.general_entities_in_table_order() {
            self.define_entity(name, entity)?;
        }
        Ok(())
    }

    /// With `-oentity`, the definitions of the entities the DTD's references looked up
    /// before offset `until` of the document (all when `None`) and not written yet: a
    /// processing instruction of the prolog at `until` comes after them.
    pub fn prolog_entity_lookups(&mut self, until: Option<u32>) -> io::Result<()> {
        if !self.writer.options().entity {
            return Ok(());
        }
        let Some(dtd) = self.dtd else { return Ok(()) };
        while let Some(lookup) = dtd.entity_lookups.get(self.lookups_written) {
            if until.is_some_and(|until| lookup.at > until) {
                break;
            }
            self.lookups_written += 1;
            let entity = if lookup.parameter {
                dtd.parameter_entity(&lookup.name)
            } else {
                dtd.general_entity(&lookup.name)
            };
            if let Some(entity) = entity {
                self.define_entity(&lookup.name, entity)?;
            }
        }
        Ok(())
    }

    /// The definitions of the entities `tokens` (an ENTITY or ENTITIES value) names,
    /// every time (`-oentity`).
    fn define_entities_named(&mut self, tokens: &str) -> io::Result<()> {
        let Some(dtd) = self.dtd else { return Ok(()) };
        for name in tokens.split(' ').filter(|t| !t.is_empty()) {
            if let Some(entity) = dtd.general_entity(name) {
                self.define_entity(name, entity)?;
            }
        }
        Ok(())
    }

    /// The definition of entity `entity` under the name `name` (the name a `#DEFAULT`
    /// entity stands for), as onsgmls's `-oentity` writes it at each lookup: `I` lines
    /// for internal entities, `T`, `S` or `E` (with the notation, once, and data
    /// attributes) after the external identifier for external ones.
    fn define_entity(&mut self, name: &str, entity: &Entity) -> io::Result<()> {
        let named;
        let entity = if entity.name.as_str() == name {
            entity
        } else {
            named = Entity {
                name: smol_str::SmolStr::new(name),
                ..entity.clone()
            };
            &named
        };
        match &entity.data {
            EntityData::Internal(text) => {
                let kind = match text.kind {
                    TextKind::Cdata => "CDATA",
                    TextKind::Sdata => "SDATA",
                    TextKind::Pi => "PI",
                    TextKind::Text | TextKind::StartTag | TextKind::EndTag | TextKind::Ms | TextKind::Md => "TEXT",
                };
                self.writer.write_internal_entity(name, kind, &text.text)
            }
            EntityData::External { kind, .. } => {
                let mut file = String::new();
                match kind {
                    ExternalDataKind::Text => match self.entity_external_id(entity, &mut file) {
                        Some(id) => self.writer.write_text_entity(name, &id),
                        None => Ok(()),
                    },
                    ExternalDataKind::Subdoc => match self.entity_external_id(entity, &mut file) {
                        Some(id) => self.writer.write_subdocument_entity(name, &id),
                        None => Ok(()),
                    },
                    ExternalDataKind::Data { .. } => {
                        let mut notation_file = String::new();
                        let values = data_values(self.dtd, entity);
                        let pieces: Vec<CdataPiece<'_>> = values.iter().map(DataValue::piece).collect();
                        let attributes = data_attributes(&values, &pieces);
                        match self.external_entity(entity, (&mut file, &mut notation_file), &attributes) {
                            Some(esis) => self.writer.write_external_entity(&esis),
                            None => Ok(()),
                        }
                    }
                }
            }
        }
    }

    fn line(&mut self, location: crate::Location) -> io::Result<()> {
        if let Some((name, line)) = self.line_of(location) {
            self.writer.location(location.source, name, line)?;
        }
        Ok(())
    }

    /// The name of the source of `location` and its line, with `-oline`.
    fn line_of(&mut self, location: crate::Location) -> Option<(&'s str, u32)> {
        let source = self.sources.get_mut(location.source as usize)?;
        Some((source.name, source.line(location.span.start)))
    }

    /// The lines of `event`: data, end tags and start tags (nearly every event) each by a
    /// path of its own, the rest by [`write_other`](Self::write_other).
    #[inline]
    fn write(&mut self, event: Event<'_>) -> io::Result<()> {
        match event {
            Event::Data { text, location } => {
                if !self.sources.is_empty() {
                    self.line(location)?;
                }
                self.writer.data(text)
            }
            Event::EndElement(end) => {
                if !self.sources.is_empty() {
                    self.line(end.location)?;
                }
                self.writer.end_element(end.name, end.implied)
            }
            Event::StartElement(start) => self.start_element(start),
            other => self.write_other(other),
        }
    }

    /// The lines of a start tag: attribute by attribute, with no allocation per tag; a
    /// list's defaults as the lines made the first time.
    #[inline(never)]
    fn start_element(&mut self, start: crate::event::StartElement<'_>) -> io::Result<()> {
        self.writer.begin_start_tag()?;
        for link in start.link {
            self.link_attributes(*link)?;
        }
        self.attributes(start.attributes, start.element)?;
        let location = start.location;
        let line = self.line_of(location);
        self.writer
            .end_start_tag(start.name, start.implied, start.included, start.empty, |w| {
                if let Some((name, line)) = line {
                    w.location(location.source, name, line)?;
                }
                Ok(())
            })
    }

    /// The lines of the events other than data, start and end tags.
    #[inline(never)]
    fn write_other(&mut self, event: Event<'_>) -> io::Result<()> {
        match event {
            Event::StartElement(start) => self.start_element(start),
            Event::EndElement(end) => {
                self.line(end.location)?;
                self.writer.end_element(end.name, end.implied)
            }
            Event::Data { text, location } => {
                self.line(location)?;
                self.writer.data(text)
            }
            Event::Sdata { text, location, .. } => {
                self.line(location)?;
                self.writer.sdata(text)
            }
            Event::ProcessingInstruction { text, location } => {
                self.line(location)?;
                self.writer.pi(text)
            }
            Event::CommentDeclaration { comments, location } => {
                if !self.writer.options().comment {
                    return Ok(());
                }
                self.line(location)?;
                self.writer.comment_declaration(comments)
            }
            Event::Subdocument { entity, esis, location } => {
                self.line(location)?;
                let mut file = String::new();
                match self.entity_external_id(entity, &mut file) {
                    Some(id) => self.writer.subdocument(&entity.name, &id, esis),
                    None => Ok(()),
                }
            }
            Event::NonSgmlCharacter { number, location } => {
                if !self.writer.options().nonsgml {
                    return Ok(());
                }
                self.line(location)?;
                self.writer.non_sgml(number)
            }
            Event::EntityLookup { name, entity, .. } => {
                if self.writer.options().entity {
                    self.define_entity(name, entity)?;
                }
                Ok(())
            }
            Event::ExternalDataEntity { entity, location } => {
                self.line(location)?;
                let (mut file, mut notation_file) = (String::new(), String::new());
                let values = data_values(self.dtd, entity);
                let pieces: Vec<CdataPiece<'_>> = values.iter().map(DataValue::piece).collect();
                let attributes = data_attributes(&values, &pieces);
                match self.external_entity(entity, (&mut file, &mut notation_file), &attributes) {
                    Some(esis) => self.writer.external_data_entity(&esis),
                    None => Ok(()),
                }
            }
        }
    }
}

/// Gives the effective system identifier, as onsgmls writes it on an `f` line, of the
/// external general entity or notation (the kind, its name, its external identifier)
/// that a catalog entry locates; `None` when none does.
pub type CatalogSystemId<'s> = &'s dyn Fn(EntityKind, &str, &ExternalId) -> Option<String>;

/// How onsgmls names the file at `path` (as read) when the document it reads is named
/// `document_name` and was read from `document_path`: the path of the file relative to
/// the document's directory, written after the directory of `document_name` (onsgmls
/// joins each relative system identifier to the name of the file it is in). A path with
/// no directory in common with the document's stays as it is.
fn name_beside(document_name: &str, document_path: &str, path: &str) -> String {
    fn directory(p: &str) -> Vec<&str> {
        let mut parts: Vec<&str> = p.split('/').collect();
        parts.pop();
        parts
    }
    // Both absolute, with `.` and `..` resolved as written (a path read by a policy that
    // does not resolve symbolic links keeps the `..` it was named with).
    fn normal(p: &str) -> Vec<&str> {
        let mut parts: Vec<&str> = Vec::new();
        for part in p.split('/') {
            match part {
                "." => {}
                ".." if parts.len() > 1 => {
                    parts.pop();
                }
                _ => parts.push(part),
            }
        }
        parts
    }
    let mut from = normal(document_path);
    from.pop();
    let to = normal(path);
    if !document_path.starts_with('/') || !path.starts_with('/') {
        return path.to_owned();
    }
    let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
    if common <= 1 {
        return path.to_owned();
    }
    let mut parts: Vec<&str> = directory(document_name);
    parts.extend(std::iter::repeat_n("..", from.len() - common));
    parts.extend(&to[common..]);
    parts.join("/")
}

/// The value of one data attribute of an external data entity (ISO 8879 11.4.1.2), as
/// its `D` line shows it.
struct DataValue<'e> {
    name: &'e str,
    /// `None`: implied (no value specified and none by default).
    value: Option<(TokenType, &'e str)>,
    cdata: bool,
    /// Whether the specifications gave it (not its default).
    specified: bool,
}

impl<'e> DataValue<'e> {
    /// The CDATA piece of its value (empty for the others).
    fn piece(&self) -> CdataPiece<'e> {
        CdataPiece::Data(self.value.map_or("", |(_, text)| text))
    }
}

/// The data attributes of `entity`, an external data entity, in the order of its
/// notation's attribute definition list: the value its declaration specifies, else the
/// default value, else none. (`#CURRENT` and `#CONREF` are not allowed for data
/// attributes: an unspecified `#CONREF` one is implied, an unspecified `#CURRENT` one
/// left out, as onsgmls shows them.)
fn data_values<'e>(dtd: Option<&'e Dtd>, entity: &'e Entity) -> Vec<DataValue<'e>> {
    let EntityData::External {
        kind: ExternalDataKind::Data {
            notation, attributes, ..
        },
        ..
    } = &entity.data
    else {
        return Vec::new();
    };
    notation_data_values(dtd, notation, attributes)
}

/// The data attributes of notation `notation` given the specifications `attributes`
/// (an external data entity's, or a `DATA` declared value's).
fn notation_data_values<'e>(
    dtd: Option<&'e Dtd>,
    notation: &str,
    attributes: &'e [(smol_str::SmolStr, smol_str::SmolStr)],
) -> Vec<DataValue<'e>> {
    let Some(list) = dtd
        .and_then(|dtd| dtd.notations.get(notation))
        .and_then(|notation| notation.attributes.as_ref())
    else {
        return Vec::new();
    };
    list.attributes
        .iter()
        .filter_map(|definition| {
            let specified = attributes
                .iter()
                .find(|(name, _)| *name == definition.name)
                .map(|(_, value)| value.as_str());
            // A #CURRENT attribute with no value has no line, as for elements.
            if specified.is_none() && definition.default == DefaultValue::Current {
                return None;
            }
            let default = match &definition.default {
                DefaultValue::Value(value) | DefaultValue::Fixed(value) => Some(value.as_str()),
                _ => None,
            };
            let kind = match definition.declared_value {
                DeclaredValue::Entity | DeclaredValue::Entities => TokenType::Entity,
                DeclaredValue::Notation(_) => TokenType::Notation,
                DeclaredValue::Id => TokenType::Id,
                _ => TokenType::Token,
            };
            Some(DataValue {
                name: definition.name.as_str(),
                value: specified.or(default).map(|text| (kind, text)),
                cdata: !definition.declared_value.is_tokenized(),
                specified: specified.is_some(),
            })
        })
        .collect()
}

/// The ESIS attributes of `values`; `pieces` holds the CDATA piece of each.
fn data_attributes<'e>(values: &'e [DataValue<'e>], pieces: &'e [CdataPiece<'e>]) -> Vec<EsisAttribute<'e>> {
    values
        .iter()
        .zip(pieces)
        .map(|(value, piece)| EsisAttribute {
            name: value.name,
            value: match value.value {
                None => EsisValue::Implied,
                Some(_) if value.cdata => EsisValue::Cdata(std::slice::from_ref(piece)),
                Some((kind, text)) => EsisValue::Token(kind, text),
            },
            specified: value.specified,
        })
        .collect()
}

/// The lines of one source text, for `-oline`: the line of an offset is counted on from
/// the last offset asked about when it is further on (events come in document order),
/// else found in the line index.
struct SourceLines<'s> {
    name: &'s str,
    text: &'s str,
    index: LineIndex,
    /// The last offset asked about, and its line.
    at: usize,
    line: u32,
}

impl<'s> SourceLines<'s> {
    fn new(name: &'s str, text: &'s str) -> SourceLines<'s> {
        SourceLines {
            name,
            text,
            index: LineIndex::new(text),
            at: 0,
            line: 1,
        }
    }

    /// The line (from 1) of byte `offset`, as [`LineIndex::line_col`] has it: a line
    /// ends after LF, after CR not followed by LF, and after CR LF.
    fn line(&mut self, offset: u32) -> u32 {
        let offset = offset as usize;
        if offset >= self.text.len() || offset < self.at {
            // The end of the text has a rule of its own; going back, the index knows.
            let line = self.index.line_col(self.text, offset as u32).line;
            if offset < self.text.len() {
                (self.at, self.line) = (offset, line);
            }
            return line;
        }
        let bytes = self.text.as_bytes();
        for p in memchr::memchr2_iter(b'\n', b'\r', &bytes[self.at..offset]) {
            let p = self.at + p;
            if bytes[p] == b'\n' || bytes.get(p + 1) != Some(&b'\n') {
                self.line += 1;
            }
        }
        self.at = offset;
        self.line
    }
}

/// Whether an attribute's line needs definitions before it (an ENTITY or NOTATION
/// value).
fn defines_something(value: &AttributeValue) -> bool {
    matches!(value.value_type, ValueType::Entity | ValueType::Notation) && value.pieces.is_some()
}

/// The `A` line of one attribute.
fn attribute_line<W: Write>(writer: &mut EsisWriter<W>, attrs: &Attributes, value: &AttributeValue) -> io::Result<()> {
    // The common value: one piece of characters, written in one go.
    if let Some(range) = &value.pieces
        && range.end == range.start + 1
        && let Some(piece) = attrs.pieces.get(range.start as usize)
        && !piece.sdata
        && piece.non_sgml.is_none()
        && let Some(text) = attrs.text.get(piece.text.start as usize..piece.text.end as usize)
    {
        let tokens = match value.value_type {
            ValueType::Cdata => None,
            ValueType::Id => Some(TokenType::Id),
            ValueType::Entity => Some(TokenType::Entity),
            ValueType::Notation => Some(TokenType::Notation),
            _ => Some(TokenType::Token),
        };
        return writer.attribute_text_line(value.name.as_str(), value.specified, tokens, text);
    }
    writer.attribute_start('A', None, value.name.as_str(), value.specified)?;
    if value.pieces.is_none() {
        writer.attribute_implied()?;
    } else if value.value_type == ValueType::Cdata {
        writer.attribute_cdata()?;
        for piece in attrs.cdata_pieces(value) {
            writer.attribute_cdata_piece(piece)?;
        }
    } else {
        // A tokenized value is one piece after normalization.
        let token = attrs.pieces(value).next().map_or("", |(_, text)| text);
        let kind = match value.value_type {
            ValueType::Id => TokenType::Id,
            ValueType::Entity => TokenType::Entity,
            ValueType::Notation => TokenType::Notation,
            _ => TokenType::Token,
        };
        writer.attribute_tokens(kind, token)?;
    }
    writer.attribute_end()
}

impl<W: Write> EventSink for EsisSink<'_, W> {
    fn event(&mut self, event: Event<'_>) {
        if self.error.is_some() {
            return;
        }
        if let Some(mut architecture) = self.architecture.take() {
            architecture.event(event, &mut |event| {
                if self.error.is_none()
                    && let Err(error) = self.write(event)
                {
                    self.error = Some(error);
                }
            });
            if let Some(outbox) = &self.architecture_outbox {
                outbox.borrow_mut().extend(architecture.take_found());
            }
            self.architecture = Some(architecture);
            return;
        }
        if let Err(error) = self.write(event) {
            self.error = Some(error);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_counted_on_agree_with_the_line_index() {
        let text = "a\nb\r\nc\rd\n\n\r\r\ne\u{e9}f\r\n";
        let index = LineIndex::new(text);
        let offsets: Vec<u32> = (0..=text.len() as u32)
            .filter(|&o| text.is_char_boundary(o as usize))
            .collect();
        // Forwards, backwards, and jumping about.
        let mut order = offsets.clone();
        order.extend(offsets.iter().rev());
        order.extend(offsets.iter().step_by(3));
        order.extend([0, 9, 2, 14, 1]);
        let mut lines = SourceLines::new("t", text);
        for offset in order {
            assert_eq!(lines.line(offset), index.line_col(text, offset).line, "offset {offset}");
        }
    }
}
