//! A plain-text dump of a [`Dtd`] as parsed: what `omittag dtd` prints and what the
//! DTD snapshot tests hold.
//!
//! One line a declaration, names case-folded as the DTD holds them, parameter entities
//! expanded, literals quoted with `"` and any `"`, control or non-ASCII character
//! written as a character reference, so the dump is plain ASCII:
//!
//! ```text
//! doctype HTML
//! elements 2
//!   HTML O O (HEAD,BODY)
//!     VERSION CDATA #FIXED "-//W3C//DTD HTML 4.01//EN"
//! general entities 1
//!   nbsp CDATA "&#160;"
//! ```

use std::fmt::{self, Write as _};

use super::{
    AttributeDefinitionList, DeclaredContent, DeclaredValue, DefaultValue, Dtd, ElementType, Entity, EntityData,
    ExternalDataKind, ExternalDataType, ExternalId, MapName, TextKind,
};
use crate::content_model::ElementId;

/// The dump of a DTD; see [`Dtd::dump`].
pub struct DtdDump<'a> {
    dtd: &'a Dtd,
}

impl<'a> DtdDump<'a> {
    pub(super) fn new(dtd: &'a Dtd) -> DtdDump<'a> {
        DtdDump { dtd }
    }
}

/// A literal written with `"`, escaping as the module documentation says.
struct Quoted<'a>(&'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_char('"')?;
        for c in self.0.chars() {
            if c == '"' || c == '&' || !(' '..='~').contains(&c) {
                write!(f, "&#{};", u32::from(c))?;
            } else {
                f.write_char(c)?;
            }
        }
        f.write_char('"')
    }
}

fn write_names(f: &mut fmt::Formatter<'_>, names: &[smol_str::SmolStr]) -> fmt::Result {
    f.write_char('(')?;
    for (i, name) in names.iter().enumerate() {
        if i > 0 {
            f.write_char('|')?;
        }
        f.write_str(name)?;
    }
    f.write_char(')')
}

impl DtdDump<'_> {
    fn element_names(&self, f: &mut fmt::Formatter<'_>, ids: &[ElementId]) -> fmt::Result {
        f.write_char('(')?;
        for (i, &id) in ids.iter().enumerate() {
            if i > 0 {
                f.write_char('|')?;
            }
            f.write_str(self.dtd.element_name(id))?;
        }
        f.write_char(')')
    }

    fn element(&self, f: &mut fmt::Formatter<'_>, element: &ElementType) -> fmt::Result {
        write!(f, "  {}", element.name)?;
        match &element.definition {
            None => f.write_str(" (not declared)")?,
            Some(definition) => {
                if let Some(omit) = definition.omit {
                    let mark = |omitted: bool| if omitted { 'O' } else { '-' };
                    write!(f, " {} {}", mark(omit.start), mark(omit.end))?;
                }
                match &definition.content {
                    DeclaredContent::Cdata => f.write_str(" CDATA")?,
                    DeclaredContent::Rcdata => f.write_str(" RCDATA")?,
                    DeclaredContent::Empty => f.write_str(" EMPTY")?,
                    DeclaredContent::Any => f.write_str(" ANY")?,
                    DeclaredContent::Model { group, .. } => {
                        write!(f, " {}", group.display(|id| self.dtd.element_name(id)))?
                    }
                }
                if !definition.exclusions.is_empty() {
                    f.write_str(" -")?;
                    self.element_names(f, &definition.exclusions)?;
                }
                if !definition.inclusions.is_empty() {
                    f.write_str(" +")?;
                    self.element_names(f, &definition.inclusions)?;
                }
            }
        }
        f.write_char('\n')?;
        if let Some(map) = &element.usemap {
            match map {
                MapName::Map(name) => writeln!(f, "    usemap {name}")?,
                MapName::Empty => writeln!(f, "    usemap #EMPTY")?,
            }
        }
        if let Some(list) = element.attributes {
            attributes(f, &self.dtd.attribute_lists[list as usize], "    ")?;
        }
        Ok(())
    }
}

fn attributes(f: &mut fmt::Formatter<'_>, list: &AttributeDefinitionList, indent: &str) -> fmt::Result {
    for attribute in &list.attributes {
        write!(f, "{indent}{} ", attribute.name)?;
        match &attribute.declared_value {
            DeclaredValue::Notation(names) => {
                f.write_str("NOTATION ")?;
                write_names(f, names)?;
            }
            DeclaredValue::NameTokenGroup(names) => write_names(f, names)?,
            DeclaredValue::Data { notation, .. } => write!(f, "DATA {notation}")?,
            other => f.write_str(match other {
                DeclaredValue::Cdata => "CDATA",
                DeclaredValue::Entity => "ENTITY",
                DeclaredValue::Entities => "ENTITIES",
                DeclaredValue::Id => "ID",
                DeclaredValue::Idref => "IDREF",
                DeclaredValue::Idrefs => "IDREFS",
                DeclaredValue::Name => "NAME",
                DeclaredValue::Names => "NAMES",
                DeclaredValue::Nmtoken => "NMTOKEN",
                DeclaredValue::Nmtokens => "NMTOKENS",
                DeclaredValue::Number => "NUMBER",
                DeclaredValue::Numbers => "NUMBERS",
                DeclaredValue::Nutoken => "NUTOKEN",
                _ => "NUTOKENS",
            })?,
        }
        match &attribute.default {
            DefaultValue::Fixed(value) => writeln!(f, " #FIXED {}", Quoted(value))?,
            DefaultValue::Required => writeln!(f, " #REQUIRED")?,
            DefaultValue::Current => writeln!(f, " #CURRENT")?,
            DefaultValue::Conref => writeln!(f, " #CONREF")?,
            DefaultValue::Implied => writeln!(f, " #IMPLIED")?,
            DefaultValue::Value(value) => writeln!(f, " {}", Quoted(value))?,
        }
    }
    Ok(())
}

fn external_id(f: &mut fmt::Formatter<'_>, id: &ExternalId) -> fmt::Result {
    match &id.public_id {
        Some(public) => write!(f, " PUBLIC {}", Quoted(public))?,
        None => f.write_str(" SYSTEM")?,
    }
    if let Some(system) = &id.system_id {
        write!(f, " {}", Quoted(system))?;
    }
    Ok(())
}

fn entity(f: &mut fmt::Formatter<'_>, prefix: &str, entity: &Entity) -> fmt::Result {
    write!(f, "  {prefix}{}", entity.name)?;
    match &entity.data {
        EntityData::Internal(text) => {
            let keyword = match text.kind {
                TextKind::Text => "",
                TextKind::Cdata => " CDATA",
                TextKind::Sdata => " SDATA",
                TextKind::Pi => " PI",
                TextKind::StartTag => " STARTTAG",
                TextKind::EndTag => " ENDTAG",
                TextKind::Ms => " MS",
                TextKind::Md => " MD",
            };
            writeln!(f, "{keyword} {}", Quoted(&text.text))
        }
        EntityData::External { id, kind } => {
            external_id(f, id)?;
            match kind {
                ExternalDataKind::Text => {}
                ExternalDataKind::Subdoc => f.write_str(" SUBDOC")?,
                ExternalDataKind::Data {
                    kind,
                    notation,
                    attributes,
                } => {
                    let keyword = match kind {
                        ExternalDataType::Cdata => "CDATA",
                        ExternalDataType::Sdata => "SDATA",
                        ExternalDataType::Ndata => "NDATA",
                    };
                    write!(f, " {keyword} {notation}")?;
                    if !attributes.is_empty() {
                        f.write_str(" [")?;
                        for (i, (name, value)) in attributes.iter().enumerate() {
                            if i > 0 {
                                f.write_char(' ')?;
                            }
                            write!(f, "{name}={}", Quoted(value))?;
                        }
                        f.write_char(']')?;
                    }
                }
            }
            f.write_char('\n')
        }
    }
}

impl fmt::Display for DtdDump<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dtd = self.dtd;
        writeln!(f, "doctype {}", dtd.name)?;
        writeln!(f, "elements {}", dtd.elements.len())?;
        for element in dtd.elements.values() {
            self.element(f, element)?;
        }
        writeln!(f, "general entities {}", dtd.general_entities.len())?;
        if let Some(default) = &dtd.default_entity {
            entity(f, "", default)?;
        }
        for e in dtd.general_entities.values() {
            entity(f, "", e)?;
        }
        writeln!(f, "parameter entities {}", dtd.parameter_entities.len())?;
        for e in dtd.parameter_entities.values() {
            entity(f, "%", e)?;
        }
        writeln!(f, "notations {}", dtd.notations.len())?;
        for notation in dtd.notations.values() {
            write!(f, "  {}", notation.name)?;
            external_id(f, &notation.id)?;
            f.write_char('\n')?;
            if let Some(list) = &notation.attributes {
                attributes(f, list, "    ")?;
            }
        }
        if !dtd.short_ref_maps.is_empty() {
            writeln!(f, "short reference maps {}", dtd.short_ref_maps.len())?;
            for map in dtd.short_ref_maps.values() {
                write!(f, "  {}", map.name)?;
                for (delimiter, entity) in &map.mappings {
                    write!(f, " {} {entity}", Quoted(delimiter))?;
                }
                f.write_char('\n')?;
            }
        }
        Ok(())
    }
}
