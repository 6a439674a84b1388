//! Architectural form processing (ISO/IEC 10744:1997 Annex A.3), as `onsgmls -A NAME`
//! gives it: the client document's events turned into those of its architectural
//! document. An element is an architectural element when its architectural form
//! attribute (`ArcFormA`, by default the architecture's name) names an element type of
//! the meta-DTD, or, under `ArcAuto`, when its own type is one; the document element is
//! the meta-DTD's document element (`ArcDocF`). Its architectural attributes are the
//! meta-DTD's for that form, with the values of the client attributes of the same
//! names (or the names `ArcNamrA` maps them from) and the meta-DTD's defaults. Other
//! elements leave only their content.

use std::ops::Range;

use sgml_dtd::content_model::ElementId;
use sgml_dtd::dtd::{DeclaredContent, DefaultValue, Dtd};
use smol_str::SmolStr;

use sgml_dtd::content_model::MatchState;
use sgml_source::Span;

use crate::diagnostic::{Location, ParserDiagnostic, ParserDiagnosticKind};
use crate::event::{AttributeValue, Attributes, EndElement, Event, Piece, StartElement, ValueType};

/// An architecture to process: its name, meta-DTD and support attributes.
#[derive(Debug)]
pub struct Architecture {
    /// The architecture's name, folded; empty for an architecture the DTD does not
    /// declare, whose architectural document has no element.
    pub name: SmolStr,
    /// The meta-DTD.
    pub meta: Dtd,
    /// The client attribute naming an element's architectural form (`ArcFormA`), folded.
    pub form_attribute: SmolStr,
    /// The client attribute renaming architectural attributes (`ArcNamrA`), folded.
    pub renamer: Option<SmolStr>,
    /// The architectural document element's form (`ArcDocF`), folded.
    pub document_form: SmolStr,
    /// `ArcAuto`: an element whose type the meta-DTD declares is architectural.
    pub auto: bool,
}

/// The architectural process: what each open client element is.
#[derive(Debug)]
pub(crate) struct ArchProcess<'a> {
    arch: &'a Architecture,
    /// Per open client element: its architectural element, if it is one, and where
    /// that element's content model is.
    open: Vec<Option<(ElementId, MatchState)>>,
    attributes: Attributes,
    /// What checking the architectural document against the meta-DTD found.
    pub(crate) diagnostics: Vec<ParserDiagnostic>,
    /// The names of the open architectural elements of forms the meta-DTD does not
    /// declare (their id is [`UNDEFINED`]), innermost last.
    undefined: Vec<SmolStr>,
}

/// The element id of an architectural element whose form the meta-DTD does not declare.
const UNDEFINED: ElementId = ElementId(u32::MAX);

/// What a client element is in the architectural document.
enum Form {
    /// Not architectural.
    None,
    /// An architectural element of a form the meta-DTD declares.
    Declared(ElementId),
    /// An architectural element of a form the meta-DTD does not declare (reported).
    Undefined(SmolStr),
}

impl<'a> ArchProcess<'a> {
    pub(crate) fn new(arch: &'a Architecture) -> ArchProcess<'a> {
        ArchProcess {
            arch,
            open: Vec::new(),
            attributes: Attributes::default(),
            diagnostics: Vec::new(),
            undefined: Vec::new(),
        }
    }

    /// Hand `write` the architectural events of the client event `event`.
    pub(crate) fn event(&mut self, event: Event<'_>, write: &mut dyn FnMut(Event<'_>)) {
        match event {
            Event::StartElement(start) => {
                let at = Location {
                    source: start.location.source,
                    span: Span::empty(start.location.span.start),
                };
                let id = match self.form_of(&start) {
                    Form::None => {
                        self.open.push(None);
                        return;
                    }
                    Form::Declared(id) => id,
                    Form::Undefined(name) => {
                        // Reported, and written with no attributes and no model checked.
                        self.diagnostics.push(ParserDiagnostic {
                            kind: ParserDiagnosticKind::ArchElementUndefined { name: name.clone() },
                            location: at,
                        });
                        self.open.push(Some((UNDEFINED, MatchState::start())));
                        self.undefined.push(name);
                        self.attributes.clear();
                        write(Event::StartElement(StartElement {
                            element: UNDEFINED,
                            name: self.undefined.last().map_or("", |n| n.as_str()),
                            attributes: &self.attributes,
                            implied: false,
                            included: false,
                            empty: false,
                            location: start.location,
                            link: &[],
                        }));
                        return;
                    }
                };
                self.open.push(Some((id, MatchState::start())));
                self.check_allowed(id, at);
                self.make_attributes(id, start.attributes, at);
                let meta = &self.arch.meta;
                let empty = meta
                    .element(id)
                    .definition
                    .as_ref()
                    .is_some_and(|d| matches!(d.content, DeclaredContent::Empty));
                write(Event::StartElement(StartElement {
                    element: id,
                    name: meta.element_name(id),
                    attributes: &self.attributes,
                    implied: false,
                    included: false,
                    empty,
                    location: start.location,
                    link: &[],
                }));
            }
            Event::EndElement(end) => {
                let Some(Some((id, state))) = self.open.pop() else {
                    return;
                };
                if id == UNDEFINED {
                    let name = self.undefined.pop().unwrap_or_default();
                    write(Event::EndElement(EndElement {
                        element: UNDEFINED,
                        name: &name,
                        implied: false,
                        included: false,
                        location: end.location,
                    }));
                    return;
                }
                let meta = &self.arch.meta;
                if let Some(DeclaredContent::Model { model, .. }) =
                    meta.element(id).definition.as_ref().map(|d| &d.content)
                    && !state.can_end(model)
                {
                    self.diagnostics.push(ParserDiagnostic {
                        kind: ParserDiagnosticKind::ArchElementUnfinished {
                            name: SmolStr::new(meta.element_name(id)),
                        },
                        location: Location {
                            source: end.location.source,
                            span: Span::empty(end.location.span.start),
                        },
                    });
                }
                write(Event::EndElement(EndElement {
                    element: id,
                    name: meta.element_name(id),
                    implied: false,
                    included: false,
                    location: end.location,
                }));
            }
            // Data outside every architectural element has no place in the
            // architectural document.
            Event::Data { .. } | Event::Sdata { .. } | Event::ExternalDataEntity { .. } | Event::Subdocument { .. }
                if !self.data_allowed() => {}
            Event::Data { .. } | Event::Sdata { .. } | Event::ExternalDataEntity { .. } | Event::Subdocument { .. } => {
                write(event)
            }
            // The client's processing instructions and comments are not the architectural
            // document's.
            Event::ProcessingInstruction { .. } | Event::CommentDeclaration { .. } => {}
        }
    }

    /// Whether data is architectural data where it stands: inside an architectural
    /// element whose content allows it. Elsewhere it is ignored, as `ArcIgnDA`'s
    /// default (`cArcIgnD`, ignored where the meta-DTD does not allow it) has it.
    fn data_allowed(&self) -> bool {
        let Some((id, state)) = self.open.iter().rev().find_map(|open| open.as_ref()) else {
            return false;
        };
        if *id == UNDEFINED {
            return true;
        }
        match self.arch.meta.element(*id).definition.as_ref().map(|d| &d.content) {
            Some(DeclaredContent::Model { model, .. }) => state.pcdata_allowed(model),
            Some(DeclaredContent::Empty) => false,
            _ => true,
        }
    }

    /// The architectural form of the client element `start`: the document element's
    /// is `ArcDocF`; another's its form attribute's value, else (under `ArcAuto`) its
    /// own type when the meta-DTD declares it.
    fn form_of(&self, start: &StartElement<'_>) -> Form {
        let meta = &self.arch.meta;
        let declared = |name: &str| {
            meta.element_id(name)
                .filter(|&id| meta.element(id).definition.is_some())
        };
        if self.open.is_empty() {
            return declared(&self.arch.document_form).map_or(Form::None, Form::Declared);
        }
        // Without its document element the meta-DTD makes nothing architectural.
        if declared(&self.arch.document_form).is_none() {
            return Form::None;
        }
        let attributes = start.attributes;
        match attributes.get(&self.arch.form_attribute) {
            Some(value) if value.pieces.is_some() => {
                let form = attributes.text(value).unwrap_or_default().trim().to_uppercase();
                match declared(&form) {
                    Some(id) => Form::Declared(id),
                    None if form.is_empty() => Form::None,
                    None => Form::Undefined(SmolStr::new(form)),
                }
            }
            _ if self.arch.auto => declared(start.name).map_or(Form::None, Form::Declared),
            _ => Form::None,
        }
    }

    /// Check that the architectural element `id` may stand in the architectural element
    /// around it (the one before it in `open`), and step that one's content model.
    fn check_allowed(&mut self, id: ElementId, at: Location) {
        let meta = &self.arch.meta;
        let depth = self.open.len().saturating_sub(1);
        let Some((parent, state)) = self.open[..depth].iter_mut().rev().find_map(|open| open.as_mut()) else {
            return;
        };
        if *parent == UNDEFINED {
            return;
        }
        let Some(DeclaredContent::Model { model, .. }) = meta.element(*parent).definition.as_ref().map(|d| &d.content)
        else {
            return;
        };
        match state.step(model, id) {
            Some(next) => *state = next,
            None => self.diagnostics.push(ParserDiagnostic {
                kind: ParserDiagnosticKind::ArchElementNotAllowed {
                    name: SmolStr::new(meta.element_name(id)),
                },
                location: at,
            }),
        }
    }

    /// The architectural attributes of meta element `id` from the client's `client`;
    /// a `#REQUIRED` one with no value is reported at `at`.
    fn make_attributes(&mut self, id: ElementId, client: &Attributes, at: Location) {
        let meta = &self.arch.meta;
        let out = &mut self.attributes;
        out.clear();
        let Some(list) = meta.attributes_of(id) else { return };
        // `ArcNamrA`: pairs of an architectural attribute name and the client's.
        let renames: Vec<(String, String)> = self
            .arch
            .renamer
            .as_ref()
            .and_then(|name| client.get(name))
            .and_then(|value| client.text(value))
            .map(|text| {
                let words: Vec<String> = text.split_whitespace().map(str::to_uppercase).collect();
                words
                    .chunks(2)
                    .filter(|pair| pair.len() == 2)
                    .map(|pair| (pair[0].clone(), pair[1].clone()))
                    .collect()
            })
            .unwrap_or_default();
        for (index, definition) in list.attributes.iter().enumerate() {
            let client_name = renames
                .iter()
                .find(|(arch, _)| *arch == definition.name)
                .map_or(definition.name.as_str(), |(_, client)| client.as_str());
            let from_client = client
                .get(client_name)
                .filter(|value| value.pieces.is_some())
                .and_then(|value| client.text(value).map(|text| (text, value.specified)));
            let (value, specified) = match from_client {
                Some((text, specified)) => (Some(text), specified),
                None => match &definition.default {
                    DefaultValue::Fixed(text) | DefaultValue::Value(text) => (Some(text.to_string()), false),
                    DefaultValue::Required => {
                        self.diagnostics.push(ParserDiagnostic {
                            kind: ParserDiagnosticKind::ArchRequiredAttributeMissing {
                                name: definition.name.clone(),
                            },
                            location: at,
                        });
                        // onsgmls leaves it out of the architectural document.
                        continue;
                    }
                    _ => (None, false),
                },
            };
            let value_type = crate::instance::value_type(&definition.declared_value);
            let pieces = value.map(|text| {
                let text = if value_type == ValueType::Cdata {
                    text
                } else {
                    text.split_whitespace()
                        .map(str::to_uppercase)
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                let start = out.text.len() as u32;
                out.text.push_str(&text);
                let piece = out.pieces.len() as u32;
                out.pieces.push(Piece {
                    sdata: false,
                    text: start..out.text.len() as u32,
                    source: None,
                });
                piece..piece + 1
            });
            out.values.push(AttributeValue {
                name: definition.name.clone(),
                definition: Some(sgml_dtd::dtd::AttributeId(index as u32)),
                value_type,
                pieces: pieces.map(|r: Range<u32>| r),
                specified,
            });
        }
    }
}
