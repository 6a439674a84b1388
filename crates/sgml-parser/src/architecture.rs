//! Architectural form processing (ISO/IEC 10744:1997 Annex A.3), as `onsgmls -A NAME`
//! gives it: the client document's events turned into those of its architectural
//! document. An element is an architectural element when its architectural form
//! attribute (`ArcFormA`, by default the architecture's name) names an element type of
//! the meta-DTD, or, without one, when its own type is one (`ArcAuto`) or it has an ID
//! and the architecture has a bridge form (`ArcBridF`); the document element is the
//! meta-DTD's document element (`ArcDocF`). Its architectural attributes are the
//! meta-DTD's for that form, with the values of the client attributes of the same names
//! (or the names `ArcNamrA` maps them from), checked against the meta-DTD's declared
//! values, and the meta-DTD's defaults. Other elements leave only their content.
//! `ArcSuprA` suppresses processing in a subtree, `ArcIgnDA` says what becomes of data
//! the meta-DTD does not allow. An architecture derived from another (`-A a -A b`) reads
//! the architectural document of the first as its client document.

use sgml_decl::CharClasses;
use sgml_dtd::content_model::{ElementId, MatchState};
use sgml_dtd::dtd::{AttributeDefinition, DeclaredContent, DeclaredValue, DefaultValue, Dtd};
use sgml_source::Span;
use smol_str::SmolStr;

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
    /// The client attribute suppressing architectural processing (`ArcSuprA`), folded.
    pub suppressor: Option<SmolStr>,
    /// The client attribute saying whether data is ignored (`ArcIgnDA`), folded.
    pub ignore_data: Option<SmolStr>,
    /// The architectural document element's form (`ArcDocF`), folded.
    pub document_form: SmolStr,
    /// The form of elements that suppress processing in their content (`ArcSuprF`).
    pub suppress_form: Option<SmolStr>,
    /// The form of elements with an ID and no other form (`ArcBridF`), folded.
    pub bridge_form: Option<SmolStr>,
    /// The notation form of data entities with no other (`ArcDataF`), folded.
    pub data_form: Option<SmolStr>,
    /// `ArcAuto`: an element whose type the meta-DTD declares is architectural.
    pub auto: bool,
    /// The processing instructions of the meta-DTD: the architectural document's
    /// prolog, written before its first element.
    pub processing_instructions: Vec<String>,
    /// The character classes of the declaration, for checking architectural values.
    pub classes: Option<CharClasses>,
    /// The architecture derived from this one (the next `-A`): its client document is
    /// this architecture's architectural document.
    pub derived: Option<Box<Architecture>>,
}

impl Architecture {
    /// An architecture with no meta-DTD: nothing is architectural.
    pub fn empty() -> Architecture {
        Architecture {
            name: SmolStr::default(),
            meta: Dtd::default(),
            form_attribute: SmolStr::default(),
            renamer: None,
            suppressor: None,
            ignore_data: None,
            document_form: SmolStr::default(),
            suppress_form: None,
            bridge_form: None,
            data_form: None,
            auto: false,
            processing_instructions: Vec::new(),
            classes: None,
            derived: None,
        }
    }
}

/// Where an architectural finding is: in the document, or in a file of the client DTD
/// (a renamer's value, reported where the DTD gives it).
#[derive(Debug, Clone)]
pub enum ArchDiagnostic {
    /// In the document.
    Document(ParserDiagnostic),
    /// At byte `offset` of the client DTD's source `source` (0: the document).
    Dtd {
        /// What was found.
        kind: ParserDiagnosticKind,
        /// The index of the source in the client DTD's sources.
        source: u32,
        /// The byte offset in it.
        offset: u32,
    },
}

/// Flags of an open client element (OpenSP's names).
const SUPPRESS_FORM: u8 = 1;
const SUPPRESS_SUPR: u8 = 2;
const IGNORE_DATA: u8 = 4;
const COND_IGNORE_DATA: u8 = 8;
const RECOVER_DATA: u8 = 16;
const IS_ARC: u8 = 32;

/// The element id of an architectural element whose form the meta-DTD does not declare.
const UNDEFINED: ElementId = ElementId(u32::MAX);

/// An open architectural element.
#[derive(Debug)]
struct OpenArc {
    id: ElementId,
    state: MatchState,
    /// The name of an element of a form the meta-DTD does not declare.
    undefined: Option<SmolStr>,
    included: bool,
}

/// The architectural process: what each open client element is.
#[derive(Debug)]
pub(crate) struct ArchProcess<'a> {
    arch: &'a Architecture,
    /// The client DTD, for locating a renamer's value in it.
    client: Option<&'a Dtd>,
    /// The document's text, for locating an attribute value in a start tag.
    document: &'a str,
    /// Per open client element: its flags.
    flags: Vec<u8>,
    /// The open architectural elements.
    open: Vec<OpenArc>,
    /// The architectural document element has ended.
    document_done: bool,
    attributes: Attributes,
    /// What checking the architectural document against the meta-DTD found.
    /// Each with the document offset after which onsgmls reports it (the end of the
    /// event it was found at).
    pub(crate) diagnostics: Vec<(u32, ArchDiagnostic)>,
    /// The end of the event being processed, in the document.
    key: u32,
    /// The element types whose renamer findings were reported already (onsgmls keeps
    /// the attribute map of an element type whose renamer is not specified).
    renamer_reported: Vec<ElementId>,
    /// Whether the meta-DTD's processing instructions were written.
    started: bool,
    /// The IDs of the architectural document, where each is defined.
    ids: std::collections::HashMap<SmolStr, Location>,
    /// The references to IDs not defined when they were made.
    idrefs: Vec<(SmolStr, Location)>,
    /// The values last given to `#CURRENT` architectural attributes, by attribute
    /// definition list and attribute.
    current: std::collections::HashMap<(u32, u32), String>,
    /// The architecture derived from this one.
    derived: Option<Box<ArchProcess<'a>>>,
}

/// Where an architectural attribute's value comes from: the client attribute with this
/// index in the client's attributes, with the `#MAPTOKEN` replacements of its tokens
/// (each the client's token, then the architectural one).
#[derive(Clone)]
struct ValueSource {
    client: usize,
    maps: Vec<(String, String)>,
}

impl<'a> ArchProcess<'a> {
    pub(crate) fn new(arch: &'a Architecture, client: Option<&'a Dtd>, document: &'a str) -> ArchProcess<'a> {
        ArchProcess {
            arch,
            client,
            document,
            flags: Vec::new(),
            open: Vec::new(),
            document_done: false,
            attributes: Attributes::default(),
            diagnostics: Vec::new(),
            key: 0,
            renamer_reported: Vec::new(),
            started: false,
            ids: std::collections::HashMap::new(),
            idrefs: Vec::new(),
            current: std::collections::HashMap::new(),
            derived: arch
                .derived
                .as_deref()
                .map(|derived| Box::new(ArchProcess::new(derived, Some(&arch.meta), document))),
        }
    }

    /// The DTD of the architectural document written: the meta-DTD of the last
    /// architecture derived.
    pub(crate) fn output_dtd(&self) -> &'a Dtd {
        match &self.derived {
            Some(derived) => derived.output_dtd(),
            None => &self.arch.meta,
        }
    }

    /// Take what this process and the ones derived from it found (the document has
    /// ended: references to IDs no architectural element defines are reported).
    pub(crate) fn take_diagnostics(&mut self) -> Vec<(u32, ArchDiagnostic)> {
        self.finish();
        self.take_found()
    }

    /// The document has ended: references to IDs no architectural element defines are
    /// reported, after everything else.
    fn finish(&mut self) {
        self.key = u32::MAX;
        for (id, location) in std::mem::take(&mut self.idrefs) {
            if !self.ids.contains_key(&id) {
                self.report(ParserDiagnosticKind::IdrefUndefined { id }, location);
            }
        }
        if let Some(derived) = &mut self.derived {
            derived.finish();
        }
    }

    /// Take what this process and the ones derived from it found so far.
    pub(crate) fn take_found(&mut self) -> Vec<(u32, ArchDiagnostic)> {
        let mut found = std::mem::take(&mut self.diagnostics);
        if let Some(derived) = &mut self.derived {
            // What a derived architecture finds is in the document too, not in its
            // client DTD's files (the meta-DTD of this one).
            found.extend(derived.take_found().into_iter().filter_map(|(key, d)| match d {
                ArchDiagnostic::Document(d) => Some((key, ArchDiagnostic::Document(d))),
                ArchDiagnostic::Dtd { .. } => None,
            }));
            found.sort_by_key(|&(key, _)| key);
        }
        found
    }

    /// Hand `write` the architectural events of the client event `event`.
    pub(crate) fn event(&mut self, event: Event<'_>, write: &mut dyn FnMut(Event<'_>)) {
        match self.derived.take() {
            Some(mut derived) => {
                self.own_event(event, &mut |event| derived.event(event, write));
                self.derived = Some(derived);
            }
            None => self.own_event(event, write),
        }
    }

    fn report(&mut self, kind: ParserDiagnosticKind, at: Location) {
        let key = self.key;
        self.diagnostics
            .push((key, ArchDiagnostic::Document(ParserDiagnostic { kind, location: at })));
    }

    fn own_event(&mut self, event: Event<'_>, write: &mut dyn FnMut(Event<'_>)) {
        let location = match &event {
            Event::StartElement(start) => Some(start.location),
            Event::EndElement(end) => Some(end.location),
            Event::Data { location, .. }
            | Event::Sdata { location, .. }
            | Event::ExternalDataEntity { location, .. }
            | Event::Subdocument { location, .. }
            | Event::ProcessingInstruction { location, .. } => Some(*location),
            // The client's comments are nothing to the architectural document.
            Event::CommentDeclaration { .. } | Event::EntityLookup { .. } | Event::NonSgmlCharacter { .. } => return,
        };
        if let Some(location) = location.filter(|l| l.source == 0) {
            self.key = location.span.end;
        }
        // Without its document element the meta-DTD makes nothing architectural: the
        // architectural document is empty.
        if self.arch.meta.element_id(&self.arch.document_form).is_none() {
            return;
        }
        if !self.started {
            self.started = true;
            let location = match &event {
                Event::StartElement(start) => start.location,
                _ => Location {
                    source: 0,
                    span: Span::empty(0),
                },
            };
            for text in &self.arch.processing_instructions {
                write(Event::ProcessingInstruction {
                    text,
                    location: Location {
                        source: location.source,
                        span: Span::empty(location.span.start),
                    },
                });
            }
        }
        match event {
            Event::StartElement(start) => self.start_element(&start, write),
            Event::EndElement(end) => {
                let Some(flags) = self.flags.pop() else { return };
                if flags & IS_ARC == 0 {
                    return;
                }
                let Some(open) = self.open.pop() else { return };
                let at = Location {
                    source: end.location.source,
                    span: Span::empty(end.location.span.start),
                };
                let meta = &self.arch.meta;
                let name = match &open.undefined {
                    Some(name) => name.as_str(),
                    None => meta.element_name(open.id),
                };
                write(Event::EndElement(EndElement {
                    element: open.id,
                    name,
                    implied: false,
                    included: open.included,
                    location: end.location,
                }));
                if open.undefined.is_none()
                    && let Some(DeclaredContent::Model { model, .. }) =
                        meta.element(open.id).definition.as_ref().map(|d| &d.content)
                    && !open.state.can_end(model)
                {
                    let name = SmolStr::new(meta.element_name(open.id));
                    self.report(ParserDiagnosticKind::ArchElementUnfinished { name }, at);
                }
                if self.open.is_empty() {
                    self.document_done = true;
                }
            }
            Event::Data { location, .. } | Event::Sdata { location, .. } => {
                if self.process_data(location) {
                    write(event);
                }
            }
            Event::ExternalDataEntity { entity, location } => {
                // The architectural document's entity of that name, if it has one.
                if self.process_data(location)
                    && let Some(entity) = self.arch.meta.general_entities.get(entity.name.as_str())
                {
                    write(Event::ExternalDataEntity { entity, location });
                }
            }
            Event::Subdocument { location, .. } => {
                if self.process_data(location) {
                    write(event);
                }
            }
            // The client's processing instructions and comments are not the architectural
            // document's.
            Event::ProcessingInstruction { .. }
            | Event::CommentDeclaration { .. }
            | Event::EntityLookup { .. }
            | Event::NonSgmlCharacter { .. } => {}
        }
    }

    /// Whether data is architectural data where it stands (OpenSP's `processData`): in
    /// an architectural element whose content allows it; elsewhere it is ignored under
    /// `cArcIgnD` (the default) and `ArcIgnD`, and kept, once reported, under
    /// `nArcIgnD`.
    fn process_data(&mut self, location: Location) -> bool {
        let top = self.flags.last().copied().unwrap_or(COND_IGNORE_DATA);
        if top & IGNORE_DATA != 0 {
            return false;
        }
        if self.pcdata_step() {
            return true;
        }
        if top & COND_IGNORE_DATA != 0 {
            return false;
        }
        if let Some(flags) = self.flags.last_mut() {
            if *flags & RECOVER_DATA != 0 {
                return true;
            }
            *flags |= RECOVER_DATA;
        }
        let at = Location {
            source: location.source,
            span: Span::empty(location.span.start),
        };
        self.report(ParserDiagnosticKind::ArchDataNotAllowed, at);
        true
    }

    /// Step the innermost architectural element's model over data, if it allows data.
    fn pcdata_step(&mut self) -> bool {
        let Some(open) = self.open.last_mut() else {
            return false;
        };
        if open.undefined.is_some() {
            return true;
        }
        match self.arch.meta.element(open.id).definition.as_ref().map(|d| &d.content) {
            Some(DeclaredContent::Model { model, .. }) => match open.state.step_pcdata(model) {
                Some(next) => {
                    open.state = next;
                    true
                }
                None => false,
            },
            Some(DeclaredContent::Empty) => false,
            _ => true,
        }
    }

    fn start_element(&mut self, start: &StartElement<'_>, write: &mut dyn FnMut(Event<'_>)) {
        let at = Location {
            source: start.location.source,
            span: Span::empty(start.location.span.start),
        };
        let Some(document) = self.arch.meta.element_id(&self.arch.document_form) else {
            return;
        };
        let flags = self.flags.last().map_or(COND_IGNORE_DATA, |f| f & !IS_ARC);
        if flags & SUPPRESS_FORM != 0 && flags & SUPPRESS_SUPR != 0 {
            self.flags.push(flags);
            return;
        }
        let (form, new_flags) = self.form_of(start, flags, at);
        let (form, flags) = match form {
            Some(form) => {
                self.make_attributes(&form, start, at);
                (form, new_flags)
            }
            None if !self.open.is_empty() || self.document_done => {
                self.flags.push(new_flags);
                return;
            }
            None => {
                // The document element must be architectural: it is the meta-DTD's
                // document element all the same, with its defaults.
                let name = SmolStr::new(self.arch.meta.element_name(document));
                self.report(ParserDiagnosticKind::ArchDocumentElementNotArc { name }, at);
                let form = Form::Element(document);
                self.make_defaults(document, at);
                (form, flags)
            }
        };
        let meta = &self.arch.meta;
        let (id, undefined) = match form {
            Form::Element(id) if meta.element(id).definition.is_some() => (id, None),
            Form::Element(id) => (id, Some(SmolStr::new(meta.element_name(id)))),
            Form::Undefined(name) => (UNDEFINED, Some(name)),
        };
        let mut included = false;
        if let Some(name) = &undefined {
            self.report(ParserDiagnosticKind::ArchElementUndefined { name: name.clone() }, at);
        } else if self.excluded(id) {
            let name = SmolStr::new(meta.element_name(id));
            self.report(ParserDiagnosticKind::ArchElementExcluded { name }, at);
        } else if self.included(id) {
            included = true;
        } else if !self.step(id) {
            let name = SmolStr::new(self.arch.meta.element_name(id));
            self.report(ParserDiagnosticKind::ArchElementNotAllowed { name }, at);
        }
        let meta = &self.arch.meta;
        let empty = undefined.is_none()
            && meta
                .element(id)
                .definition
                .as_ref()
                .is_some_and(|d| matches!(d.content, DeclaredContent::Empty));
        self.open.push(OpenArc {
            id,
            state: MatchState::start(),
            undefined,
            included,
        });
        let name = match self.open.last().and_then(|o| o.undefined.as_ref()) {
            Some(name) => name.as_str(),
            None => meta.element_name(id),
        };
        write(Event::StartElement(StartElement {
            element: id,
            name,
            attributes: &self.attributes,
            implied: false,
            included,
            empty,
            location: start.location,
            link: &[],
        }));
        self.flags.push((flags & !RECOVER_DATA) | IS_ARC);
    }

    /// Whether an open architectural element excludes `id` (ISO 8879 11.2.5.2).
    fn excluded(&self, id: ElementId) -> bool {
        let meta = &self.arch.meta;
        self.open.iter().any(|open| {
            open.undefined.is_none()
                && meta
                    .element(open.id)
                    .definition
                    .as_ref()
                    .is_some_and(|d| d.exclusions.contains(&id))
        })
    }

    /// Whether an open architectural element includes `id` and the innermost one's
    /// model does not allow it here (ISO 8879 11.2.5.1).
    fn included(&self, id: ElementId) -> bool {
        let meta = &self.arch.meta;
        let allowed = match self.open.last() {
            None => return false,
            Some(open) if open.undefined.is_some() => return false,
            Some(open) => match meta.element(open.id).definition.as_ref().map(|d| &d.content) {
                Some(DeclaredContent::Model { model, .. }) => open.state.step(model, id).is_some(),
                Some(DeclaredContent::Any) => true,
                _ => false,
            },
        };
        !allowed
            && self.open.iter().any(|open| {
                open.undefined.is_none()
                    && meta
                        .element(open.id)
                        .definition
                        .as_ref()
                        .is_some_and(|d| d.inclusions.contains(&id))
            })
    }

    /// Step the innermost architectural element's model over `id`; at the top, `id`
    /// must be the document element, once.
    fn step(&mut self, id: ElementId) -> bool {
        let meta = &self.arch.meta;
        let Some(open) = self.open.last_mut() else {
            return !self.document_done && meta.element_id(&self.arch.document_form) == Some(id);
        };
        if open.undefined.is_some() {
            return true;
        }
        match meta.element(open.id).definition.as_ref().map(|d| &d.content) {
            Some(DeclaredContent::Model { model, .. }) => match open.state.step(model, id) {
                Some(next) => {
                    open.state = next;
                    true
                }
                None => false,
            },
            Some(DeclaredContent::Any) => true,
            _ => false,
        }
    }

    /// The architectural form of the client element `start` (OpenSP's `buildMetaMap`,
    /// `considerSupr`, `considerIgnD`, `considerForm`, `autoForm`), and the flags of
    /// its content.
    fn form_of(&mut self, start: &StartElement<'_>, flags: u8, at: Location) -> (Option<Form>, u8) {
        let arch = self.arch;
        let attributes = start.attributes;
        let mut this = flags;
        let mut new = flags;
        let valued = |name: &Option<SmolStr>| {
            let name = name.as_ref()?;
            let index = attributes.iter().position(|v| &v.name == name)?;
            attributes.text(&attributes.values[index]).map(|text| (index, text))
        };
        // ArcSuprA.
        if this & SUPPRESS_SUPR == 0
            && let Some((index, text)) = valued(&arch.suppressor)
        {
            let token = text.to_uppercase();
            this &= !SUPPRESS_FORM;
            new &= !(SUPPRESS_FORM | SUPPRESS_SUPR);
            match token.as_str() {
                "SARCFORM" => new |= SUPPRESS_FORM,
                "SARCALL" => new |= SUPPRESS_SUPR | SUPPRESS_FORM,
                "SARCNONE" => {}
                _ => {
                    let place = self.value_place(start, index, &text);
                    let kind = ParserDiagnosticKind::ArchSuppressInvalid { value: token.into() };
                    self.report_at_value(kind, &place, 0, at);
                }
            }
        }
        // ArcIgnDA.
        if this & SUPPRESS_SUPR == 0
            && let Some((index, text)) = valued(&arch.ignore_data)
        {
            let token = text.to_uppercase();
            new &= !(IGNORE_DATA | COND_IGNORE_DATA);
            match token.as_str() {
                "ARCIGND" => new |= IGNORE_DATA,
                "CARCIGND" => new |= COND_IGNORE_DATA,
                "NARCIGND" => {}
                _ => {
                    let place = self.value_place(start, index, &text);
                    let kind = ParserDiagnosticKind::ArchIgnoreDataInvalid { value: token.into() };
                    self.report_at_value(kind, &place, 0, at);
                }
            }
        }
        // ArcFormA, else the automatic forms.
        if this & SUPPRESS_FORM != 0 && (arch.suppress_form.is_none() || this & SUPPRESS_SUPR != 0) {
            return (None, new);
        }
        let meta = &arch.meta;
        let lookup = |name: &str| match meta.element_id(name) {
            Some(id) => Form::Element(id),
            None => Form::Undefined(SmolStr::new(name)),
        };
        if let Some(value) = attributes.get(&arch.form_attribute) {
            let Some(text) = attributes.text(value) else {
                return (None, new);
            };
            let name = text.to_uppercase();
            let form = lookup(&name);
            if arch.suppress_form.as_deref() == Some(name.as_str()) {
                return (Some(form), new | SUPPRESS_FORM);
            }
            if this & SUPPRESS_FORM != 0 {
                return (None, new);
            }
            return (Some(form), new);
        }
        let form = if self.flags.is_empty() {
            meta.element_id(&arch.document_form).map(Form::Element)
        } else {
            let mut form = None;
            if arch.auto {
                form = meta.element_id(start.name).map(Form::Element);
            }
            if form.is_none()
                && let Some(bridge) = &arch.bridge_form
                && attributes
                    .iter()
                    .any(|value| value.value_type == ValueType::Id && value.specified)
            {
                form = meta.element_id(bridge).map(Form::Element);
            }
            form
        };
        if form.is_some() && arch.suppress_form.as_deref() == Some(start.name) {
            return (form, SUPPRESS_FORM | IGNORE_DATA);
        }
        if this & SUPPRESS_FORM != 0 {
            return (None, new);
        }
        (form, new)
    }

    /// The attributes of an architectural element the client element does not map to
    /// (the document element that is not architectural): the meta-DTD's defaults.
    fn make_defaults(&mut self, id: ElementId, at: Location) {
        self.attributes.clear();
        let Some(list) = self.arch.meta.attributes_of(id) else {
            return;
        };
        for (index, definition) in list.attributes.iter().enumerate() {
            self.push_default(index, definition, at);
        }
    }

    /// The default of architectural attribute `definition` (the `index`th of its
    /// list): a `#REQUIRED` one is reported and left out, as onsgmls leaves it.
    fn push_default(&mut self, index: usize, definition: &AttributeDefinition, at: Location) {
        let value = match &definition.default {
            DefaultValue::Fixed(text) | DefaultValue::Value(text) => Some(text.to_string()),
            DefaultValue::Required => {
                self.report(
                    ParserDiagnosticKind::ArchRequiredAttributeMissing {
                        name: definition.name.clone(),
                    },
                    at,
                );
                return;
            }
            _ => None,
        };
        let value_type = crate::instance::value_type(&definition.declared_value);
        push_value(
            &mut self.attributes,
            index,
            definition,
            value_type,
            value.as_deref(),
            false,
        );
    }

    /// The architectural attributes of the architectural form `form` from the client
    /// element `start` (OpenSP's `buildAttributeMapRename`, `buildAttributeMapRest`,
    /// `mapAttributes`).
    fn make_attributes(&mut self, form: &Form, start: &StartElement<'_>, at: Location) {
        self.attributes.clear();
        let Form::Element(id) = *form else { return };
        let arch = self.arch;
        let client = start.attributes;
        let Some(list) = arch.meta.attributes_of(id) else {
            return;
        };
        let count = list.attributes.len();
        // `#CURRENT` values are shared by the element types of one list.
        let list_index = arch.meta.element(id).attributes.unwrap_or(u32::MAX);
        // Which client attribute gives each architectural attribute's value.
        let mut from: Vec<Option<ValueSource>> = vec![None; count];
        let mut renamed = vec![false; count];
        let mut substituted = vec![false; client.len()];
        if let Some(renamer) = &arch.renamer
            && let Some((index, value)) = client.iter().enumerate().find(|(_, v)| &v.name == renamer)
            && let Some(text) = client.text(value)
        {
            let report = value.specified || !self.renamer_reported.contains(&start.element);
            if !value.specified {
                self.renamer_reported.push(start.element);
            }
            let place = self.value_place(start, index, &text);
            let mut found = Vec::new();
            let tokens = split(&text);
            let mut i = 0;
            while i < tokens.len() {
                let (to_at, to_token) = tokens[i];
                let to_name = to_token.to_uppercase();
                let mut to = None;
                let mut arc_content = false;
                if to_name == "#ARCCONT" {
                    arc_content = true;
                } else {
                    match list.get(&to_name) {
                        None => found.push((
                            to_at,
                            ParserDiagnosticKind::ArchRenameTargetUndefined {
                                name: to_name.clone().into(),
                            },
                        )),
                        Some((to_id, _)) if renamed[to_id.0 as usize] => found.push((
                            to_at,
                            ParserDiagnosticKind::ArchRenameTargetDuplicate {
                                name: to_name.clone().into(),
                            },
                        )),
                        Some((to_id, _)) => to = Some(to_id.0 as usize),
                    }
                }
                let mut from_index = None;
                match tokens.get(i + 1) {
                    None => found.push((to_at, ParserDiagnosticKind::ArchRenameMissingName)),
                    Some(&(from_at, from_token)) => {
                        let from_name = from_token.to_uppercase();
                        if from_name == "#CONTENT" {
                            // onsgmls maps nothing from the content.
                        } else if from_name == "#DEFAULT" {
                            if let Some(to) = to {
                                renamed[to] = true;
                            }
                        } else {
                            match client.iter().position(|v| v.name == from_name) {
                                None => found.push((
                                    from_at,
                                    ParserDiagnosticKind::ArchRenameSourceUndefined {
                                        name: from_name.clone().into(),
                                    },
                                )),
                                Some(j) if substituted[j] => found.push((
                                    from_at,
                                    ParserDiagnosticKind::ArchRenameSourceDuplicate {
                                        name: from_name.clone().into(),
                                    },
                                )),
                                Some(j) => from_index = Some(j),
                            }
                        }
                    }
                }
                if let (Some(to), Some(j), false) = (to, from_index, arc_content) {
                    renamed[to] = true;
                    substituted[j] = true;
                    // `#MAPTOKEN to from` after a pair: a token of the client's value
                    // replaced (compared as written, as onsgmls compares it).
                    let mut maps = Vec::new();
                    while i + 4 < tokens.len() && tokens[i + 2].1.eq_ignore_ascii_case("#MAPTOKEN") {
                        maps.push((tokens[i + 4].1.to_string(), tokens[i + 3].1.to_string()));
                        i += 3;
                    }
                    from[to] = Some(ValueSource { client: j, maps });
                }
                i += 2;
            }
            if report {
                for (offset, kind) in found {
                    self.report_at_value(kind, &place, offset, at);
                }
            }
        }
        // The rest by name; an ID attribute from the client's ID attribute.
        for (i, definition) in list.attributes.iter().enumerate() {
            if renamed[i] {
                continue;
            }
            let j = if matches!(definition.declared_value, DeclaredValue::Id) {
                client.iter().position(|v| v.value_type == ValueType::Id)
            } else {
                client.iter().position(|v| v.name == definition.name)
            };
            if let Some(j) = j {
                from[i] = Some(ValueSource {
                    client: j,
                    maps: Vec::new(),
                });
            }
        }
        for (i, definition) in list.attributes.iter().enumerate() {
            let mut text = None;
            // The client attribute the value is written as, for placing findings.
            let mut written = None;
            if let Some(ValueSource { client: j, maps }) = &from[i] {
                let value = &client.values[*j];
                if let Some(value_text) = client.text(value) {
                    let defaulted_alike = !value.specified
                        && match &definition.default {
                            DefaultValue::Fixed(d) | DefaultValue::Value(d) => d.as_str() == value_text,
                            _ => false,
                        };
                    if !defaulted_alike {
                        let mut value_text = value_text;
                        let mut written_as_is = true;
                        if !maps.is_empty() {
                            let mut replaced = false;
                            let tokens: Vec<String> = split(&value_text)
                                .into_iter()
                                .map(|(_, token)| match maps.iter().find(|(from, _)| from == token) {
                                    Some((_, to)) => {
                                        replaced = true;
                                        to.clone()
                                    }
                                    None => token.to_string(),
                                })
                                .collect();
                            if replaced {
                                value_text = tokens.join(" ");
                                written_as_is = false;
                            }
                        }
                        if written_as_is {
                            written = Some(*j);
                        }
                        text = Some(value_text);
                    }
                }
            }
            match text {
                Some(text) => {
                    let (value, found) = self.check_value(definition, &text);
                    let ids = matches!(
                        definition.declared_value,
                        DeclaredValue::Id | DeclaredValue::Idref | DeclaredValue::Idrefs
                    );
                    if !found.is_empty() || ids {
                        let place = written.and_then(|j| self.value_place(start, j, &text));
                        for (offset, kind) in found {
                            match offset {
                                Some(offset) => self.report_at_value(kind, &place, offset, at),
                                None => self.report(kind, at),
                            }
                        }
                        if ids {
                            self.note_ids(definition, &text, &value, &place, at);
                        }
                    }
                    let mut value_type = crate::instance::value_type(&definition.declared_value);
                    // A notation the meta-DTD does not declare: reported at the value,
                    // and written as a plain token.
                    if matches!(definition.declared_value, DeclaredValue::Notation(_))
                        && !value.is_empty()
                        && !self.arch.meta.notations.contains_key(value.as_str())
                    {
                        let place = written.and_then(|j| self.value_place(start, j, &text));
                        let offset = split(&text).first().map_or(0, |&(offset, _)| offset);
                        let kind = ParserDiagnosticKind::ArchNotationUndeclared {
                            name: SmolStr::new(&value),
                        };
                        self.report_at_value(kind, &place, offset, at);
                        value_type = ValueType::Token;
                    }
                    // Each entity named must be a data or subdocument entity of the
                    // architectural document; else the value is written as a plain token.
                    if matches!(
                        definition.declared_value,
                        DeclaredValue::Entity | DeclaredValue::Entities
                    ) && !self.entities_are_data(&value, &text, written, start, at)
                    {
                        value_type = ValueType::Token;
                    }
                    if matches!(definition.default, DefaultValue::Current) {
                        self.current.insert((list_index, i as u32), value.clone());
                    }
                    push_value(&mut self.attributes, i, definition, value_type, Some(&value), true);
                }
                None => match self.current.get(&(list_index, i as u32)) {
                    // `#CURRENT`: the value last given for the attribute.
                    Some(value) if matches!(definition.default, DefaultValue::Current) => {
                        let value = value.clone();
                        let value_type = crate::instance::value_type(&definition.declared_value);
                        push_value(&mut self.attributes, i, definition, value_type, Some(&value), false);
                    }
                    _ => self.push_default(i, definition, at),
                },
            }
        }
    }

    /// Whether each entity the architectural ENTITY or ENTITIES value `value` names is
    /// a data or subdocument entity of the architectural document; each that is not is
    /// reported at its token of the client's value `text` (of client attribute
    /// `written`, when it is written as it is).
    fn entities_are_data(
        &mut self,
        value: &str,
        text: &str,
        written: Option<usize>,
        start: &StartElement<'_>,
        at: Location,
    ) -> bool {
        let mut all = true;
        let offsets = split(text);
        for (k, token) in value.split(' ').filter(|t| !t.is_empty()).enumerate() {
            let kind = match self.arch.meta.general_entities.get(token) {
                None => ParserDiagnosticKind::EntityAttributeUndeclared { name: token.into() },
                Some(entity) => match &entity.data {
                    sgml_dtd::dtd::EntityData::External {
                        kind: sgml_dtd::dtd::ExternalDataKind::Data { .. } | sgml_dtd::dtd::ExternalDataKind::Subdoc,
                        ..
                    } => continue,
                    _ => ParserDiagnosticKind::EntityAttributeNotData { name: token.into() },
                },
            };
            all = false;
            let place = written.and_then(|j| self.value_place(start, j, text));
            let offset = offsets.get(k).map_or(0, |&(offset, _)| offset);
            self.report_at_value(kind, &place, offset, at);
        }
        all
    }

    /// The IDs and ID references of the architectural document (ISO 8879 7.9.4.1 applied
    /// to it): an ID defined twice is reported; a reference to an ID not defined yet is
    /// kept, and reported when the document ends if the ID is still not defined. `text` is the client's value, `value` the architectural one.
    fn note_ids(
        &mut self,
        definition: &AttributeDefinition,
        text: &str,
        value: &str,
        place: &Option<ValuePlace>,
        at: Location,
    ) {
        let offsets = split(text);
        for (k, token) in value.split(' ').filter(|t| !t.is_empty()).enumerate() {
            let location = match (place, offsets.get(k)) {
                (Some(ValuePlace::Document(start)), Some(&(offset, _))) => Location {
                    source: at.source,
                    span: Span::empty(start + offset as u32),
                },
                _ => at,
            };
            let id = SmolStr::new(token);
            if matches!(definition.declared_value, DeclaredValue::Id) {
                if let Some(&first) = self.ids.get(&id) {
                    self.report(ParserDiagnosticKind::DuplicateId { id }, location);
                    self.report(ParserDiagnosticKind::IdFirstDefinedHere, first);
                } else {
                    self.ids.insert(id, location);
                }
            } else if !self.ids.contains_key(&id) {
                self.idrefs.push((id, location));
            }
        }
    }

    /// Report `kind` at byte `offset` of a client attribute's value placed at `place`
    /// (at `at`, the start tag, when the value cannot be placed).
    fn report_at_value(&mut self, kind: ParserDiagnosticKind, place: &Option<ValuePlace>, offset: usize, at: Location) {
        match place {
            Some(ValuePlace::Document(start)) => {
                let at = Location {
                    source: at.source,
                    span: Span::empty(start + offset as u32),
                };
                self.report(kind, at);
            }
            Some(ValuePlace::Dtd(source, positions)) => {
                let offset = positions.get(offset).copied().unwrap_or(positions[0]);
                let key = self.key;
                self.diagnostics.push((
                    key,
                    ArchDiagnostic::Dtd {
                        kind,
                        source: *source,
                        offset,
                    },
                ));
            }
            None => self.report(kind, at),
        }
    }

    /// Where the value `text` of the client attribute `index` of `start` is written: in
    /// the start tag when it is specified there, else in the client DTD's attribute
    /// definition list. `None` when it cannot be found.
    fn value_place(&self, start: &StartElement<'_>, index: usize, text: &str) -> Option<ValuePlace> {
        let value = start.attributes.values.get(index)?;
        if value.specified {
            if start.location.source != 0 {
                return None;
            }
            let span = start.location.span;
            let tag = self.document.get(span.start as usize..span.end as usize)?;
            return value_in_tag(tag, &value.name, text).map(|at| ValuePlace::Document(span.start + at as u32));
        }
        self.default_place(start.element, text)
            .map(|(source, positions)| ValuePlace::Dtd(source, positions))
    }

    /// Where the default value `text` of an attribute of client element `element` is
    /// written in the client DTD: its source and the byte offset of each character of
    /// the value. `None` when it cannot be found there.
    fn default_place(&self, element: ElementId, text: &str) -> Option<(u32, Vec<u32>)> {
        let client = self.client?;
        let list = client.attributes_of(element)?;
        let written = if list.location.source == 0 {
            self.document
        } else {
            client.sources.get(list.location.source as usize)?.text.as_deref()?
        };
        let span = list.location.span;
        let declaration = written.get(span.start as usize..span.end as usize)?;
        // Each literal of the declaration, normalized as an attribute value literal is
        // (record ends and separators a space, record starts dropped).
        let bytes = declaration.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            let quote = bytes[i];
            if quote == b'"' || quote == b'\'' {
                let begin = i + 1;
                let Some(length) = declaration[begin..].find(quote as char) else {
                    break;
                };
                let literal = &declaration[begin..begin + length];
                let mut normalized = String::new();
                let mut places = Vec::new();
                for (k, c) in literal.char_indices() {
                    match c {
                        // A record start before a record end is dropped.
                        '\r' if literal[k + 1..].starts_with('\n') => {}
                        '\n' | '\r' | '\t' => {
                            normalized.push(' ');
                            places.push(span.start + (begin + k) as u32);
                        }
                        c => {
                            for _ in 0..c.len_utf8() {
                                places.push(span.start + (begin + k) as u32);
                            }
                            normalized.push(c);
                        }
                    }
                }
                if normalized == text {
                    return Some((list.location.source, places)).filter(|(_, p)| !p.is_empty());
                }
                i = begin + length + 1;
            } else {
                i += 1;
            }
        }
        None
    }

    /// The value `text` of architectural attribute `definition` checked against its
    /// declared value as an attribute specification is (ISO 8879 7.9.4): tokenized and
    /// folded, each token of the declared form, in the group, equal to a `#FIXED`
    /// default. A client's value that is not tokenized is tokenized here (split at spaces),
    /// as one that is.
    fn check_value(
        &self,
        definition: &AttributeDefinition,
        text: &str,
    ) -> (String, Vec<(Option<usize>, ParserDiagnosticKind)>) {
        let mut found = Vec::new();
        let declared = &definition.declared_value;
        let attribute = &definition.name;
        let value = if !declared.is_tokenized() {
            text.to_string()
        } else {
            let fold = !matches!(declared, DeclaredValue::Entity | DeclaredValue::Entities);
            let classes = self.arch.classes.as_ref();
            let upper = |c: char| classes.map_or(c.to_ascii_uppercase(), |k| k.to_upper(c));
            let placed = split(text);
            let tokens: Vec<&str> = placed.iter().map(|&(_, token)| token).collect();
            let normalized = tokens
                .iter()
                .map(|token| {
                    if fold {
                        token.chars().map(upper).collect::<String>()
                    } else {
                        token.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join(" ");
            if tokens.is_empty() {
                found.push((
                    None,
                    ParserDiagnosticKind::EmptyTokenizedValue {
                        attribute: attribute.clone(),
                    },
                ));
            } else {
                if !declared.is_list() && tokens.len() > 1 {
                    found.push((
                        Some(placed[0].0 + placed[0].1.len()),
                        ParserDiagnosticKind::ValueNotSingleToken {
                            attribute: attribute.clone(),
                        },
                    ));
                }
                if let Some((offset, kind)) = check_tokens(declared, attribute, &placed, classes) {
                    found.push((Some(offset), kind));
                }
            }
            if let Some(group) = declared.group()
                && !(tokens.len() == 1 && group.iter().any(|g| g == normalized.as_str()))
            {
                found.push((
                    None,
                    ParserDiagnosticKind::ValueNotInGroup {
                        value: SmolStr::new(&normalized),
                        attribute: attribute.clone(),
                    },
                ));
            }
            normalized
        };
        if let DefaultValue::Fixed(fixed) = &definition.default
            && fixed.as_str() != value
        {
            found.push((
                None,
                ParserDiagnosticKind::FixedValueMismatch {
                    attribute: attribute.clone(),
                },
            ));
        }
        (value, found)
    }
}

/// Where a client attribute's value is written.
enum ValuePlace {
    /// At this byte offset of the document.
    Document(u32),
    /// In this source of the client DTD, each character at its byte offset.
    Dtd(u32, Vec<u32>),
}

/// Where the value `text` of attribute `name` is in the start tag `tag`: after the name
/// and `=` (and a quote), else the first place the value stands alone.
fn value_in_tag(tag: &str, name: &str, text: &str) -> Option<usize> {
    let upper = tag.to_ascii_uppercase();
    let bytes = upper.as_bytes();
    let is_name_byte = |b: u8| b.is_ascii_alphanumeric() || b == b'.' || b == b'-' || b == b'_' || b >= 0x80;
    let mut from = 0;
    while let Some(found) = upper[from..].find(name) {
        let at = from + found;
        from = at + name.len().max(1);
        if at > 0 && is_name_byte(bytes[at - 1]) {
            continue;
        }
        let mut i = at + name.len();
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if bytes.get(i) != Some(&b'=') {
            continue;
        }
        i += 1;
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if matches!(bytes.get(i), Some(b'"' | b'\'')) {
            i += 1;
        }
        return Some(i);
    }
    let first = text.split(' ').find(|t| !t.is_empty())?.to_ascii_uppercase();
    let mut from = 0;
    while let Some(found) = upper[from..].find(first.as_str()) {
        let at = from + found;
        from = at + first.len();
        let before = at.checked_sub(1).map(|i| bytes[i]);
        let after = bytes.get(at + first.len()).copied();
        if !before.is_some_and(is_name_byte) && !after.is_some_and(is_name_byte) {
            return Some(at);
        }
    }
    None
}

/// What a client element is in the architectural document.
enum Form {
    /// An element type of the meta-DTD (declared, or only named there).
    Element(ElementId),
    /// A form the meta-DTD does not name at all.
    Undefined(SmolStr),
}

/// The tokens of `text` separated by spaces, with their byte offsets.
fn split(text: &str) -> Vec<(usize, &str)> {
    let mut tokens = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        match (c == ' ', start) {
            (true, Some(s)) => {
                tokens.push((s, &text[s..i]));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        tokens.push((s, &text[s..]));
    }
    tokens
}

/// Whether each token has its declared form: the first finding, if any.
fn check_tokens(
    declared: &DeclaredValue,
    attribute: &SmolStr,
    tokens: &[(usize, &str)],
    classes: Option<&CharClasses>,
) -> Option<(usize, ParserDiagnosticKind)> {
    let digit = |c: char| classes.map_or(c.is_ascii_digit(), |k| k.is_digit(c));
    let name_char = |c: char| classes.map_or(c.is_ascii_alphanumeric() || c == '.' || c == '-', |k| k.is_name_char(c));
    let name_start = |c: char| classes.map_or(c.is_ascii_alphabetic(), |k| k.is_name_start(c));
    let form = declared.token_form();
    let (digits_only, start) = (form.digits_only(), form.first());
    for &(offset, token) in tokens {
        if let Some((i, character)) = token
            .char_indices()
            .find(|&(_, c)| if digits_only { !digit(c) } else { !name_char(c) })
        {
            return Some((
                offset + i,
                ParserDiagnosticKind::CharacterNotAllowedInValue {
                    character,
                    attribute: attribute.clone(),
                },
            ));
        }
        if let Some((expected, must_be_name)) = start {
            let first = token.chars().next()?;
            let ok = if must_be_name { name_start(first) } else { digit(first) };
            if !ok {
                return Some((
                    offset,
                    ParserDiagnosticKind::CannotStartToken {
                        character: first,
                        attribute: attribute.clone(),
                        expected,
                    },
                ));
            }
        }
    }
    None
}

/// Add the value of attribute `definition` (the `index`th of its list) to `out`.
fn push_value(
    out: &mut Attributes,
    index: usize,
    definition: &AttributeDefinition,
    value_type: ValueType,
    value: Option<&str>,
    specified: bool,
) {
    let pieces = value.map(|text| {
        let start = out.text.len() as u32;
        out.text.push_str(text);
        let piece = out.pieces.len() as u32;
        out.pieces.push(Piece {
            sdata: false,
            text: start..out.text.len() as u32,
            source: None,
            non_sgml: None,
        });
        piece..piece + 1
    });
    out.values.push(AttributeValue {
        name: definition.name.clone(),
        definition: Some(sgml_dtd::dtd::AttributeId(index as u32)),
        value_type,
        pieces,
        specified,
    });
}
