//! What reading a DTD can find, and where: a kind, the entity text and span it arose in,
//! and the chain of parameter entity references that led there.

use std::fmt;

use sgml_source::{Diagnostic, DiagnosticKind, LineIndex, Severity, Span};
use smol_str::SmolStr;

use crate::content_model::ContentModelDiagnostic;
use crate::dtd::{DeclLocation, Dtd};

/// A finding of the DTD parser. Each variant names the ISO 8879 rule it enforces.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum DtdDiagnosticKind {
    /// A declaration's parameters do not follow its production: `expected` names what
    /// the production allows here, `found` what stands there.
    UnexpectedToken {
        /// What the production allows.
        expected: &'static str,
        /// What was found (a token's text, or a description such as "end of entity").
        found: SmolStr,
    },
    /// ISO 8879 10.1.3: the tokens of one group are joined by one connector only.
    ConnectorMismatch {
        /// The connector found.
        found: &'static str,
        /// The connector the group started with.
        expected: &'static str,
    },
    /// `<!NAME` where NAME is not a markup declaration keyword.
    UnknownDeclaration(SmolStr),
    /// A declaration that exists but is not allowed in a document type declaration
    /// subset (LINKTYPE, LINK, IDLINK, USELINK, DOCTYPE, SGML).
    DeclarationNotAllowed(SmolStr),
    /// A feature omittag does not support (RANK).
    Unsupported(&'static str),
    /// A marked section keyword that is not TEMP, INCLUDE, IGNORE, CDATA or RCDATA
    /// (ISO 8879 10.4.2).
    NotReservedName(SmolStr),
    /// A character that cannot start anything in a declaration subset (10.1.1).
    InvalidCharacterInSubset(SmolStr),
    /// ISO 8879 10.1.7: a character that is not minimum data in a public identifier.
    InvalidMinimumData(char),
    /// ISO 8879 13.1.1: a character (by number) that the document character set leaves
    /// UNUSED, found in a declaration subset: between declarations, in a declaration's
    /// parameters, a comment, a literal or a processing instruction. It is ignored (and
    /// left out of a literal's text), as onsgmls does; a processing instruction keeps it.
    NonSgmlCharacter(u32),
    /// ISO 8879 9.5, 13.1.1: a character reference in a parameter literal to a character
    /// (by number) that the document character set leaves UNUSED; the reference is left
    /// out of the literal's text.
    NonSgmlCharacterReference(u32),
    /// The entity ended inside a literal; literal delimiters must be in one entity.
    UnterminatedLiteral,
    /// The entity ended inside a comment.
    UnterminatedComment,
    /// The entity ended inside a markup declaration; MDO and MDC must be in one entity.
    UnterminatedDeclaration,
    /// The entity ended inside a marked section; a marked section must start and end
    /// in one entity (10.4.1).
    UnterminatedMarkedSection,
    /// The document ended inside the internal subset.
    UnterminatedSubset,
    /// A CDATA or RCDATA marked section in a declaration subset holds characters; a
    /// subset holds no data (ISO 8879 10.4.1).
    DataInSubset,
    /// A SUBDOC entity is declared but the SGML declaration says SUBDOC NO.
    SubdocNotEnabled,
    /// A name is both a rank stem and a generic identifier (ISO 8879 11.2.1.1: a rank
    /// stem names no element type).
    RankStemAndElement(SmolStr),
    /// `]]>` with no marked section open in this entity.
    MarkedSectionEndOutside,
    /// A general comment declaration holds something other than comments and
    /// separators (10.3).
    InvalidCommentDeclaration,
    /// A parameter entity reference to an entity not declared (before the reference).
    UndefinedParameterEntity(SmolStr),
    /// A parameter entity referenced inside its own replacement text.
    EntityRecursion(SmolStr),
    /// Entities nest deeper than [`DtdOptions::max_entity_depth`](super::DtdOptions).
    EntityNestingTooDeep(u32),
    /// More entity text was expanded than [`DtdOptions::max_expansion`](super::DtdOptions)
    /// allows; further references are not expanded.
    ExpansionLimit(u64),
    /// An external entity (or the external subset) could not be located through the
    /// catalogs or its system identifier.
    ExternalEntityNotFound {
        /// The entity's name (`%name`, or the document type name for the subset).
        entity: SmolStr,
        /// Its public identifier.
        public_id: Option<SmolStr>,
        /// Its system identifier.
        system_id: Option<SmolStr>,
    },
    /// ISO 8879 10.2: with FORMAL YES, a public identifier must be a formal public
    /// identifier.
    InvalidFormalPublicId {
        /// The public identifier.
        id: SmolStr,
        /// What is wrong with it.
        error: super::FpiError,
    },
    /// An external entity was located but could not be read.
    ExternalEntityUnreadable {
        /// Where it was looked for.
        location: String,
        /// Why reading failed.
        reason: String,
    },
    /// A character reference to a number that is no character.
    InvalidCharacterReference(SmolStr),
    /// A character reference in a literal to a number the document character set
    /// describes by a minimum literal or a base set character with no known equivalent:
    /// it gives no character (13.1.1.2; OpenSP cannot convert it).
    CharacterNumberUnmapped(u32),
    /// `&#NAME;` with a name that is not a function character (9.5).
    UnknownFunctionName(SmolStr),
    /// ISO 8879 10.5.1.1: an entity declared again; the first declaration is used. A
    /// warning, reported only when asked for (as `onsgmls -wduplicate`).
    DuplicateEntity {
        /// The entity name.
        name: SmolStr,
        /// Whether it is a parameter entity.
        parameter: bool,
    },
    /// A parameter entity declared and never referred to in the DTD (its text not a
    /// marked section status keyword). A warning, reported only when asked for (as
    /// `onsgmls -wunused-param`).
    UnusedParameterEntity(SmolStr),
    /// A short reference map that no USEMAP declaration of the DTD names. A warning,
    /// reported only when asked for (as `onsgmls -wunused-map`).
    UnusedShortRefMap(SmolStr),
    /// A reference in an attribute value literal to an undeclared general entity,
    /// resolved by the `#DEFAULT` entity. A warning, reported only when asked for (as
    /// `onsgmls -wdefault`).
    DefaultEntityUsed(SmolStr),
    /// A notation declared with no system identifier, for which no catalog entry gives
    /// one. A warning, reported only when asked for (as `onsgmls -wnotation-sysid`).
    NotationNoSystemIdentifier(SmolStr),
    /// A name group whose tokens are joined by more than one kind of connector, which
    /// ISO 8879 10.1.3 says they should not be. A warning, reported only when asked
    /// for (as `onsgmls -wshould`); otherwise accepted, as OpenSP does.
    NameGroupConnectorsMixed,
    /// An element type declared EMPTY whose end tag minimization is `-`: ISO 8879
    /// 11.2.2 says it should be `O` (an EMPTY element has no end tag). A warning,
    /// reported only when asked for (as `onsgmls -wshould`).
    EmptyEndTagNotOmissible,
    /// A short reference map maps a delimiter to an entity not declared, which the
    /// `#DEFAULT` entity stands for. A warning, reported only when asked for (as
    /// `onsgmls -wdefault`).
    ShortRefDefaultEntity {
        /// The entity name.
        entity: SmolStr,
        /// The map.
        map: SmolStr,
    },
    /// ISO 8879 11.2: an element type declared twice; the first declaration is used.
    ElementRedeclared(SmolStr),
    /// ISO 8879 11.2.2: an element declaration without the omitted tag minimization
    /// parameter while the SGML declaration says OMITTAG YES, where it is required (it
    /// may be left out only under OMITTAG NO). Read as `- -`.
    MinimizationMissing,
    /// ISO 8879 11.3: a second attribute definition list for an element type; the
    /// first is used. Not reported under Web SGML (Annex K), where later lists add the
    /// attributes not yet defined.
    AttlistRedeclared(SmolStr),
    /// A second attribute definition list for a notation's data attributes.
    NotationAttlistRedeclared(SmolStr),
    /// ISO 8879 11.4.1.2: data attribute specifications for a notation that has no
    /// data attribute definition list (yet: the specification is checked where the
    /// entity is declared, and the notation then has an empty list).
    NoDataAttributes(SmolStr),
    /// ISO 8879 11.4.1.1: a data attribute's default is `#CURRENT` or `#CONREF`, which
    /// have no meaning for an entity's data attributes.
    DataAttributeCurrentOrConref(SmolStr),
    /// ISO 8879 11.4.1.2: a data attribute specification names an attribute the
    /// notation's list does not define.
    UnknownDataAttribute(SmolStr),
    /// ISO 8879 11.4: a notation declared twice; the first declaration is used.
    NotationRedeclared(SmolStr),
    /// A short reference map declared twice (11.5).
    ShortRefMapRedeclared(SmolStr),
    /// ISO 8879 11.5: a map maps a string that is not a short reference delimiter of
    /// the concrete syntax (with function characters written `&#RE;`); the map is not
    /// defined.
    NotAShortRefDelimiter(SmolStr),
    /// ISO 8879 11.5: a map maps the same short reference delimiter twice; the map is
    /// not defined.
    ShortRefMappedTwice(SmolStr),
    /// ISO 8879 11.3.1: an attribute defined twice in one list; the first is used.
    DuplicateAttribute(SmolStr),
    /// ISO 8879 10.1.3: a name or name token occurs twice in one group.
    DuplicateInGroup(SmolStr),
    /// ISO 8879 11.3.3: a token occurs twice among the groups of one attribute
    /// definition list. Allowed under Web SGML (Annex K).
    DuplicateGroupToken(SmolStr),
    /// ISO 8879 11.3.3: a second ID attribute in one list.
    SecondIdAttribute {
        /// The ID attribute already defined.
        first: SmolStr,
    },
    /// ISO 8879 11.3.3: a second NOTATION attribute in one list.
    SecondNotationAttribute {
        /// The NOTATION attribute already defined.
        first: SmolStr,
    },
    /// ISO 8879 11.3.3: an element with declared content EMPTY has a NOTATION
    /// attribute.
    NotationAttributeOnEmpty(SmolStr),
    /// ISO 8879 11.3.4: an ID attribute's default must be `#IMPLIED` or `#REQUIRED`.
    IdWithDefault(SmolStr),
    /// ISO 8879 11.3.4: a default value that is not one of the group's tokens.
    DefaultNotInGroup {
        /// The attribute.
        attribute: SmolStr,
        /// The value.
        value: SmolStr,
    },
    /// ISO 8879 7.9.4: a character not allowed in the default value by its declared
    /// value (a letter in a NUMBER, a digit starting a NAME).
    DefaultCharacter {
        /// The attribute.
        attribute: SmolStr,
        /// The character.
        character: char,
    },
    /// ISO 8879 7.9.4: several tokens in the default of a single-token declared value.
    DefaultNotSingleToken(SmolStr),
    /// ISO 8879 11.3.4: a `#CONREF` attribute for an element declared EMPTY.
    ConrefOnEmpty(SmolStr),
    /// ISO 8879 10.5.5: an external data entity's notation is never declared.
    UndefinedEntityNotation {
        /// The notation.
        notation: SmolStr,
        /// The entity.
        entity: SmolStr,
    },
    /// ISO 8879 11.4.1.1: data attributes defined for a notation never declared.
    UndefinedAttlistNotation(SmolStr),
    /// ISO 8879 11.6: a USEMAP declaration names a map the DTD does not declare.
    UndefinedShortRefMap {
        /// The map.
        map: SmolStr,
        /// An element type using it.
        element: SmolStr,
    },
    /// ISO 8879 11.5: a short reference map names an undeclared general entity.
    UndefinedShortRefEntity {
        /// The entity.
        entity: SmolStr,
        /// The map.
        map: SmolStr,
    },
    /// A quantity of the SGML declaration's concrete syntax is exceeded (13.4.8).
    QuantityExceeded {
        /// The quantity (`NAMELEN`, `LITLEN`, `GRPCNT`, `GRPGTCNT`, `GRPLVL`, `ATTCNT`).
        quantity: &'static str,
        /// Its value in the declaration.
        limit: u32,
        /// What was counted.
        count: u64,
    },
    /// An element type named in a model group, an exception group or an ATTLIST is
    /// never declared. A warning, reported only when asked for (as `onsgmls
    /// -wundefined`).
    UndefinedElement(SmolStr),
    /// Compiling a content model found a problem (ambiguity, 11.2.4.3).
    ContentModel(ContentModelDiagnostic),
    /// ISO 8879 11.1: the DTD declares no element type named like the document type.
    DoctypeNotDeclared(SmolStr),
    /// The DOCTYPE declaration is missing or malformed; nothing after it is read.
    InvalidDoctype,
    /// The DOCTYPE declaration has neither an external identifier nor an internal
    /// subset: nothing is declared, so the document cannot be validated.
    NoDoctypeSubset,
    /// An external entity (or external subset) declared with no system identifier, for
    /// which no catalog entry gives one: a reference to it will fail.
    NoSystemIdentifier {
        /// The entity (the document type's name for an external subset).
        entity: SmolStr,
        /// Whether it is a parameter entity.
        parameter: bool,
        /// Its public identifier.
        public_id: Option<SmolStr>,
    },
    /// A general entity referred to in an attribute value literal is not declared and
    /// there is no default entity: no system identifier can be made for it (the first
    /// of the messages OpenSP gives for a first reference).
    EntityNoSystemIdentifier(SmolStr),
    /// A general entity referred to in an attribute value literal is not declared.
    EntityUndefined(SmolStr),
    /// A reference to an undeclared general entity: it has no text to read.
    EntityReferenceUnresolved(SmolStr),
    /// A note to the previous finding: where the undeclared entity was first referred to.
    EntityFirstReferencedHere,
    /// A reference to a processing instruction entity in an attribute value literal
    /// (ISO 8879 9.4.4): left out of the value.
    PiEntityInAttributeValue(SmolStr),
    /// A reference to an external data or subdocument entity in an attribute value
    /// literal, which is replaceable character data (ISO 8879 9.1.1): left out.
    DataEntityInAttributeValue(SmolStr),
    /// More diagnostics than [`DtdOptions::max_diagnostics`](super::DtdOptions); the
    /// rest are dropped.
    TooManyDiagnostics,

    // ---- link type declarations (ISO 8879 12) ------------------------------------
    /// ISO 8879 12.1.4: a declaration other than ENTITY, ATTLIST, LINK or IDLINK in a
    /// link type declaration subset.
    DeclarationNotAllowedInLinkType(SmolStr),
    /// ISO 8879 13.5.2: a link type of a kind the SGML declaration's LINK features do
    /// not enable.
    LinkFeatureNotEnabled(SmolStr),
    /// ISO 8879 12.1.1: the source document type of a link type is the base document
    /// type (no other document type is declared).
    LinkSourceNotBase(SmolStr),
    /// ISO 8879 12.1.4.1: a simple link's subset has no link set declarations.
    LinkSetInSimpleLink,
    /// ISO 8879 12.2: a link set declared twice in one link type.
    LinkSetRedeclared(SmolStr),
    /// ISO 8879 12.2.1: a link rule's source element type is not an element type of
    /// the source document type.
    LinkSourceElementUndefined(SmolStr),
    /// ISO 8879 12.2: an implicit or explicit link declares no initial link set.
    LinkInitialMissing(SmolStr),
    /// ISO 8879 12.2.1: a link set named (`#USELINK`, `#POSTLINK`) but never declared.
    LinkSetUndefined(SmolStr),
    /// ISO 8879 12.2.2: a link attribute specified that the element's link attribute
    /// definition list does not define.
    LinkAttributeUndefined(SmolStr),
    /// ISO 8879 12.1.4.1: a simple link's attributes are `#FIXED`.
    LinkSimpleAttributeNotFixed(SmolStr),
    /// ISO 8879 12.1.4.1: a simple link defines attributes of the base document
    /// element only.
    LinkSimpleNotDocumentElement(SmolStr),
    /// ISO 8879 13.5.2: more simple link types active than SIMPLE YES allows.
    LinkSimpleActiveExceeded(u32),
    /// ISO 8879 7.9.1.2 in a link rule: a value given alone that no group of the
    /// element type's link attributes holds.
    LinkValueNotInGroup(SmolStr),
    /// A link type `-a` names whose link process cannot run (its source is not the
    /// base document type): not activated.
    LinkNotActivated(SmolStr),
    /// A second implicit or explicit link type activated: one link process of those
    /// kinds runs at a time (OpenSP's limit); it is not activated.
    LinkSecondComplexActive(SmolStr),
}

impl fmt::Display for DtdDiagnosticKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use DtdDiagnosticKind::*;
        match self {
            UnexpectedToken { expected, found } => write!(f, "expected {expected}, found {found}"),
            ConnectorMismatch { found, expected } => write!(
                f,
                "connector \"{found}\" in a group whose tokens are joined by \"{expected}\": a group uses one connector"
            ),
            UnknownDeclaration(name) => write!(f, "\"{name}\" is not a markup declaration keyword"),
            DeclarationNotAllowed(name) => write!(f, "a {name} declaration cannot appear in a DTD"),
            Unsupported(what) => write!(f, "{what} is not supported"),
            NotReservedName(name) => write!(
                f,
                "\"{name}\" is not a marked section keyword (TEMP, INCLUDE, IGNORE, CDATA, RCDATA)"
            ),
            InvalidCharacterInSubset(text) => write!(f, "\"{text}\" cannot appear between declarations"),
            NonSgmlCharacter(number) => write!(
                f,
                "character number {number} is not allowed in the document character set; it is ignored"
            ),
            NonSgmlCharacterReference(number) => write!(
                f,
                "a character reference in a literal cannot refer to character number {number}, which the \
                 document character set leaves unused; the reference is ignored"
            ),
            InvalidMinimumData(c) => write!(
                f,
                "{c:?} cannot be in a public identifier: only letters, digits, space and '()+,-./:=? can"
            ),
            UnterminatedLiteral => f.write_str("the entity ends inside a literal"),
            UnterminatedComment => f.write_str("the entity ends inside a comment"),
            UnterminatedDeclaration => f.write_str("the entity ends inside a markup declaration"),
            UnterminatedMarkedSection => f.write_str("the entity ends inside a marked section"),
            UnterminatedSubset => f.write_str("the document ends inside the internal DTD subset"),
            DataInSubset => f.write_str("a DTD holds no character data: this marked section must be empty"),
            SubdocNotEnabled => f.write_str("a SUBDOC entity needs SUBDOC YES in the SGML declaration"),
            MarkedSectionEndOutside => f.write_str("\"]]>\" ends no marked section opened in this entity"),
            InvalidCommentDeclaration => f.write_str("a comment declaration may hold only comments and separators"),
            UndefinedParameterEntity(name) => write!(f, "parameter entity \"{name}\" is not declared"),
            EntityRecursion(name) => write!(f, "parameter entity \"{name}\" refers to itself"),
            EntityNestingTooDeep(depth) => write!(
                f,
                "entity references nest deeper than {depth} (the entity nesting limit, option max_entity_depth or \
                 --max-entity-depth)"
            ),
            ExpansionLimit(limit) => write!(
                f,
                "more than {limit} bytes of parameter entity text expanded (the parameter entity expansion limit, \
                 option max_parameter_entity_expansion or --max-parameter-entity-expansion): the rest of the DTD \
                 is read without its references and not checked, and no document is parsed with it"
            ),
            ExternalEntityNotFound {
                entity,
                public_id,
                system_id,
            } => {
                write!(f, "cannot locate entity \"{entity}\"")?;
                if let Some(public) = public_id {
                    write!(f, " (public identifier \"{public}\"")?;
                    if let Some(system) = system_id {
                        write!(f, ", system identifier \"{system}\"")?;
                    }
                    f.write_str(")")?;
                } else if let Some(system) = system_id {
                    write!(f, " (system identifier \"{system}\")")?;
                }
                f.write_str(" through the catalogs or a local file")
            }
            ExternalEntityUnreadable { location, reason } => write!(f, "cannot read {location}: {reason}"),
            InvalidFormalPublicId { id, error } => {
                write!(f, "\"{id}\" is not a formal public identifier: {}", error.describe())
            }
            InvalidCharacterReference(text) => write!(f, "\"{text}\" does not refer to a character"),
            CharacterNumberUnmapped(number) => write!(
                f,
                "character number {number} is described by no character known to the parser (a minimum literal, \
                 or a base set character with no known equivalent): the reference gives no character"
            ),
            UnknownFunctionName(name) => write!(f, "\"{name}\" is not a function character name"),
            DuplicateEntity { name, parameter } => write!(
                f,
                "{}entity \"{name}\" is declared again; the first declaration stands",
                if *parameter { "parameter " } else { "" }
            ),
            UnusedParameterEntity(name) => {
                write!(f, "parameter entity \"{name}\" is declared but never referred to")
            }
            UnusedShortRefMap(name) => {
                write!(f, "short reference map \"{name}\" is declared but no USEMAP names it")
            }
            DefaultEntityUsed(name) => {
                write!(f, "entity {name} is not declared: the reference is to the #DEFAULT entity")
            }
            NotationNoSystemIdentifier(name) => write!(
                f,
                "notation \"{name}\" declares no system identifier, and no catalog entry gives one"
            ),
            NameGroupConnectorsMixed => {
                f.write_str("this name group joins its names with more than one kind of connector; it should use one")
            }
            EmptyEndTagNotOmissible => f.write_str(
                "the end tag minimization of an element type declared EMPTY should be \"O\", since it has no end tag",
            ),
            ShortRefDefaultEntity { entity, map } => write!(
                f,
                "short reference map \"{map}\" maps to entity \"{entity}\", which is not declared: the #DEFAULT entity stands for it"
            ),
            ElementRedeclared(name) => write!(
                f,
                "element type \"{name}\" is declared again; the first declaration stands"
            ),
            MinimizationMissing => f.write_str(
                "this element declaration lacks its omitted tag minimization (\"- -\", \"- O\", \"O O\"), \
                 which OMITTAG YES requires",
            ),
            AttlistRedeclared(name) => write!(
                f,
                "element type \"{name}\" gets a second attribute definition list; the first stands"
            ),
            NotationAttlistRedeclared(name) => write!(
                f,
                "notation \"{name}\" gets a second data attribute definition list; the first stands"
            ),
            NoDataAttributes(name) => write!(
                f,
                "notation \"{name}\" has no data attribute definition list here, so no data attribute can be given"
            ),
            UnknownDataAttribute(name) => write!(f, "the notation defines no data attribute \"{name}\""),
            DataAttributeCurrentOrConref(name) => write!(
                f,
                "data attribute \"{name}\" cannot default to #CURRENT or #CONREF; only a value, #FIXED, #REQUIRED or #IMPLIED"
            ),
            NotationRedeclared(name) => {
                write!(f, "notation \"{name}\" is declared again; the first declaration stands")
            }
            ShortRefMapRedeclared(name) => write!(
                f,
                "short reference map \"{name}\" is declared again; the first declaration stands"
            ),
            NotAShortRefDelimiter(delimiter) => write!(
                f,
                "\"{delimiter}\" is not a short reference delimiter of the concrete syntax"
            ),
            ShortRefMappedTwice(delimiter) => {
                write!(f, "short reference delimiter \"{delimiter}\" is mapped twice in one map")
            }
            DuplicateAttribute(name) => write!(
                f,
                "attribute \"{name}\" is defined twice in this list; the first definition stands"
            ),
            DuplicateInGroup(token) => write!(f, "\"{token}\" is already in this group"),
            DuplicateGroupToken(token) => write!(
                f,
                "token \"{token}\" appears in more than one place of this attribute definition list"
            ),
            SecondIdAttribute { first } => {
                write!(
                    f,
                    "this list already has an ID attribute, \"{first}\"; only one is allowed"
                )
            }
            SecondNotationAttribute { first } => write!(
                f,
                "this list already has a NOTATION attribute, \"{first}\"; only one is allowed"
            ),
            NotationAttributeOnEmpty(name) => write!(
                f,
                "element type \"{name}\" is declared EMPTY and so cannot have a NOTATION attribute"
            ),
            IdWithDefault(name) => write!(
                f,
                "ID attribute \"{name}\" cannot have a default value; only #IMPLIED or #REQUIRED"
            ),
            DefaultNotInGroup { attribute, value } => {
                write!(f, "the default \"{value}\" of attribute \"{attribute}\" is not one of its group's tokens")
            }
            DefaultCharacter { attribute, character } => write!(
                f,
                "the default value of attribute \"{attribute}\" cannot have {character:?} there, by its declared value"
            ),
            DefaultNotSingleToken(name) => {
                write!(f, "the default value of attribute \"{name}\" must be a single token")
            }
            ConrefOnEmpty(name) => write!(
                f,
                "element type \"{name}\" is declared EMPTY and so cannot have a #CONREF attribute"
            ),
            UndefinedEntityNotation { notation, entity } => {
                write!(f, "notation \"{notation}\" of entity \"{entity}\" is never declared")
            }
            UndefinedAttlistNotation(name) => {
                write!(f, "notation \"{name}\" has data attributes but is never declared")
            }
            UndefinedShortRefMap { map, element } => write!(
                f,
                "short reference map \"{map}\" used for element type \"{element}\" is never declared"
            ),
            UndefinedShortRefEntity { entity, map } => {
                write!(f, "entity \"{entity}\" of short reference map \"{map}\" is never declared")
            }
            QuantityExceeded { quantity, limit, count } => {
                write!(
                    f,
                    "{count} exceeds the quantity {quantity} ({limit}) of the SGML declaration"
                )
            }
            UndefinedElement(name) => write!(f, "element type \"{name}\" is used in the DTD but never declared"),
            ContentModel(diagnostic) => fmt::Display::fmt(diagnostic, f),
            DoctypeNotDeclared(name) => write!(
                f,
                "the DTD declares no element type \"{name}\", the document type's name"
            ),
            InvalidDoctype => f.write_str("the document type declaration cannot be read; the DTD is not loaded"),
            NoDoctypeSubset => f.write_str(
                "the document type declaration names no DTD and has no internal subset; the document cannot be validated",
            ),
            NoSystemIdentifier {
                public_id: Some(public_id),
                ..
            } => write!(
                f,
                "no catalog entry gives a system identifier for public identifier \"{public_id}\", and the declaration gives none"
            ),
            NoSystemIdentifier {
                entity,
                parameter,
                public_id: None,
            } => write!(
                f,
                "{} entity \"{entity}\" declares no system identifier, and no catalog entry gives one",
                if *parameter { "parameter" } else { "general" }
            ),
            EntityNoSystemIdentifier(name) => write!(
                f,
                "entity {name} is not declared, and no system identifier can be made for it"
            ),
            EntityUndefined(name) => write!(f, "entity {name} is not declared"),
            EntityReferenceUnresolved(name) => write!(f, "entity {name} has neither replacement text nor a file to read"),
            EntityFirstReferencedHere => f.write_str("the undeclared entity was first referred to here"),
            PiEntityInAttributeValue(name) => write!(
                f,
                "entity {name} is a processing instruction, which an attribute value cannot hold: the reference is left out"
            ),
            DataEntityInAttributeValue(name) => write!(
                f,
                "entity {name} is an external data or subdocument entity, which an attribute value cannot refer to: the reference is left out"
            ),
            TooManyDiagnostics => f.write_str("too many problems in the DTD; the rest are not reported"),
            RankStemAndElement(name) => {
                write!(f, "\"{name}\" is both a rank stem and the name of an element type")
            }
            DeclarationNotAllowedInLinkType(name) => {
                write!(f, "a {name} declaration cannot appear in a link type declaration subset")
            }
            LinkFeatureNotEnabled(name) => write!(
                f,
                "link type \"{name}\" is of a kind the SGML declaration's LINK features do not enable"
            ),
            LinkSourceNotBase(name) => write!(
                f,
                "the source document type \"{name}\" of the link type is not a declared document type"
            ),
            LinkSetInSimpleLink => f.write_str("a simple link type declares no link sets"),
            LinkSetRedeclared(name) => write!(f, "link set \"{name}\" is declared a second time"),
            LinkSourceElementUndefined(name) => write!(
                f,
                "\"{name}\" is not an element type of the link's source document type"
            ),
            LinkInitialMissing(name) => write!(f, "link type \"{name}\" declares no initial link set (#INITIAL)"),
            LinkSetUndefined(name) => write!(f, "link set \"{name}\" is used but never declared"),
            LinkAttributeUndefined(name) => write!(f, "\"{name}\" is not a link attribute of this element type"),
            LinkSimpleAttributeNotFixed(name) => write!(
                f,
                "link attribute \"{name}\" of a simple link must be #FIXED"
            ),
            LinkSimpleActiveExceeded(allowed) => write!(
                f,
                "more simple link types are active than the SGML declaration's SIMPLE allows ({allowed})"
            ),
            LinkValueNotInGroup(value) => write!(
                f,
                "\"{value}\" is given without an attribute name, but no link attribute's group holds it"
            ),
            LinkSecondComplexActive(name) => write!(
                f,
                "link type \"{name}\" is not activated: an implicit or explicit link is active already"
            ),
            LinkNotActivated(name) => write!(
                f,
                "link type \"{name}\" is not activated: its source is not the base document type"
            ),
            LinkSimpleNotDocumentElement(name) => write!(
                f,
                "a simple link defines attributes of the document element only, not of \"{name}\""
            ),
        }
    }
}

sgml_source::diagnostic_codes! {
    DtdDiagnosticKind {
        UnexpectedToken => "declaration-syntax",
        ConnectorMismatch => "connector-mismatch",
        UnknownDeclaration => "unknown-declaration",
        DeclarationNotAllowed => "declaration-not-allowed",
        Unsupported => "unsupported-feature",
        NotReservedName => "marked-section-keyword",
        InvalidCharacterInSubset => "invalid-character-in-subset",
        InvalidMinimumData => "invalid-minimum-data",
        NonSgmlCharacter => "non-sgml-character",
        NonSgmlCharacterReference => "non-sgml-character-reference-in-literal",
        UnterminatedLiteral => "unterminated-literal",
        UnterminatedComment => "unterminated-comment",
        UnterminatedDeclaration => "unterminated-declaration",
        UnterminatedMarkedSection => "unterminated-marked-section",
        UnterminatedSubset => "unterminated-subset",
        MarkedSectionEndOutside => "marked-section-end-outside",
        DataInSubset => "data-in-subset",
        SubdocNotEnabled => "subdoc-not-enabled",
        InvalidCommentDeclaration => "invalid-comment-declaration",
        UndefinedParameterEntity => "undefined-parameter-entity",
        EntityRecursion => "entity-recursion",
        EntityNestingTooDeep => "entity-nesting-too-deep",
        ExpansionLimit => "expansion-limit",
        ExternalEntityNotFound => "external-entity-not-found",
        ExternalEntityUnreadable => "external-entity-unreadable",
        InvalidFormalPublicId => "invalid-formal-public-id",
        InvalidCharacterReference => "invalid-character-reference",
        CharacterNumberUnmapped => "character-number-unmapped-in-literal",
        UnknownFunctionName => "unknown-function-name",
        DuplicateEntity => "duplicate-entity",
        UnusedParameterEntity => "unused-parameter-entity",
        UnusedShortRefMap => "unused-short-ref-map",
        DefaultEntityUsed => "default-entity-used",
        ShortRefDefaultEntity => "short-ref-default-entity",
        NotationNoSystemIdentifier => "notation-no-system-identifier",
        NameGroupConnectorsMixed => "name-group-connectors-mixed",
        EmptyEndTagNotOmissible => "empty-end-tag-not-omissible",
        ElementRedeclared => "element-redeclared",
        MinimizationMissing => "minimization-missing",
        AttlistRedeclared => "attlist-redeclared",
        NotationAttlistRedeclared => "notation-attlist-redeclared",
        NoDataAttributes => "no-data-attributes",
        DataAttributeCurrentOrConref => "data-attribute-current-or-conref",
        UnknownDataAttribute => "unknown-data-attribute",
        NotationRedeclared => "notation-redeclared",
        ShortRefMapRedeclared => "short-ref-map-redeclared",
        NotAShortRefDelimiter => "not-a-short-ref-delimiter",
        ShortRefMappedTwice => "short-ref-mapped-twice",
        DuplicateAttribute => "duplicate-attribute-definition",
        DuplicateInGroup => "duplicate-in-group",
        DuplicateGroupToken => "duplicate-group-token",
        SecondIdAttribute => "second-id-attribute",
        SecondNotationAttribute => "second-notation-attribute",
        NotationAttributeOnEmpty => "notation-attribute-on-empty",
        IdWithDefault => "id-with-default",
        DefaultNotInGroup => "default-not-in-group",
        DefaultCharacter => "default-character",
        DefaultNotSingleToken => "default-not-single-token",
        ConrefOnEmpty => "conref-on-empty",
        UndefinedEntityNotation => "undefined-entity-notation",
        UndefinedAttlistNotation => "undefined-attlist-notation",
        UndefinedShortRefMap => "undefined-short-ref-map",
        UndefinedShortRefEntity => "undefined-short-ref-entity",
        QuantityExceeded => "quantity-exceeded",
        UndefinedElement => "undefined-element-in-dtd",
        DoctypeNotDeclared => "doctype-not-declared",
        InvalidDoctype => "invalid-doctype",
        NoDoctypeSubset => "no-doctype-subset",
        NoSystemIdentifier => "no-system-identifier",
        EntityNoSystemIdentifier => "entity-no-system-identifier",
        EntityUndefined => "entity-undefined",
        EntityReferenceUnresolved => "entity-reference-unresolved",
        EntityFirstReferencedHere => "entity-first-referenced-here",
        PiEntityInAttributeValue => "pi-entity-in-attribute-value",
        DataEntityInAttributeValue => "data-entity-in-attribute-value",
        TooManyDiagnostics => "too-many-diagnostics",
        // Issue 20, deliver 2: RANK, SUBDOC, CONCUR.
        RankStemAndElement => "rank-stem-and-element",
        DeclarationNotAllowedInLinkType => "declaration-not-allowed-in-link-type",
        LinkFeatureNotEnabled => "link-feature-not-enabled",
        LinkSourceNotBase => "link-source-not-base",
        LinkSetInSimpleLink => "link-set-in-simple-link",
        LinkSetRedeclared => "link-set-redeclared",
        LinkSourceElementUndefined => "link-source-element-undefined",
        LinkInitialMissing => "link-initial-missing",
        LinkSetUndefined => "link-set-undefined",
        LinkAttributeUndefined => "link-attribute-undefined",
        LinkSimpleAttributeNotFixed => "link-simple-attribute-not-fixed",
        LinkSimpleNotDocumentElement => "link-simple-not-document-element",
        LinkSimpleActiveExceeded => "link-simple-active-exceeded",
        LinkValueNotInGroup => "link-value-not-in-group",
        LinkNotActivated => "link-not-activated",
        LinkSecondComplexActive => "link-second-complex-active",
    }
    delegate ContentModel,
}

impl DiagnosticKind for DtdDiagnosticKind {
    fn code(&self) -> &'static str {
        self.code()
    }

    fn severity(&self) -> Severity {
        use DtdDiagnosticKind::*;
        match self {
            DuplicateAttribute(_)
            | UndefinedElement(_)
            | DuplicateEntity { .. }
            | UnusedParameterEntity(_)
            | UnusedShortRefMap(_)
            | DefaultEntityUsed(_)
            | ShortRefDefaultEntity { .. }
            | NotationNoSystemIdentifier(_)
            | NameGroupConnectorsMixed
            | EmptyEndTagNotOmissible
            | EntityNoSystemIdentifier(_)
            | NoSystemIdentifier { .. }
            | LinkNotActivated(_) => Severity::Warning,
            TooManyDiagnostics | EntityFirstReferencedHere => Severity::Info,
            ContentModel(diagnostic) => diagnostic.severity(),
            _ => Severity::Error,
        }
    }

    fn letter(&self) -> Option<char> {
        match self {
            // onsgmls marks a quantity exceeded as a quantity error: `Q`.
            DtdDiagnosticKind::QuantityExceeded { .. } => Some('Q'),
            other => match other.severity() {
                Severity::Info => None,
                severity => Some(severity.letter()),
            },
        }
    }
}

/// A DTD diagnostic: the kind and span (in the text of source `source`), and the
/// parameter entity references that led there, innermost first.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DtdDiagnostic {
    /// What, and the byte span in the source's text.
    pub diagnostic: Diagnostic<DtdDiagnosticKind>,
    /// The entity text it arose in: an index into [`Dtd::sources`].
    pub source: u32,
    /// Where each enclosing entity was referenced, innermost first: the reference of
    /// the entity `source` is, then the reference of the entity holding that one...
    pub chain: Vec<DeclLocation>,
}

impl DtdDiagnostic {
    /// Where it arose.
    pub fn location(&self) -> DeclLocation {
        DeclLocation {
            source: self.source,
            span: self.diagnostic.span,
        }
    }

    /// The kind.
    pub fn kind(&self) -> &DtdDiagnosticKind {
        &self.diagnostic.kind
    }

    /// Whether it is an error.
    pub fn is_error(&self) -> bool {
        self.diagnostic.is_error()
    }

    /// The diagnostic as messages show it: `SOURCE:LINE:COLUMN: E: text`, then one
    /// `  in entity referenced at SOURCE:LINE:COLUMN` line per enclosing reference.
    /// `document` is the document's text, for locations in it.
    pub fn display<'a>(&'a self, dtd: &'a Dtd, document: Option<&'a str>) -> impl fmt::Display + 'a {
        DisplayDiagnostic {
            diagnostic: self,
            dtd,
            document,
        }
    }
}

struct DisplayDiagnostic<'a> {
    diagnostic: &'a DtdDiagnostic,
    dtd: &'a Dtd,
    document: Option<&'a str>,
}

impl DisplayDiagnostic<'_> {
    fn place(&self, f: &mut fmt::Formatter<'_>, source: u32, span: Span) -> fmt::Result {
        let Some(info) = self.dtd.sources.get(source as usize) else {
            return f.write_str("?");
        };
        write!(f, "{}", info.name)?;
        let text = info.text.as_deref().or(self.document);
        if let Some(text) = text
            && (span.start as usize) <= text.len()
        {
            let at = LineIndex::new(text).line_col(text, span.start);
            write!(f, ":{}:{}", at.line, at.column)?;
        }
        Ok(())
    }
}

impl fmt::Display for DisplayDiagnostic<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d = self.diagnostic;
        self.place(f, d.source, d.diagnostic.span)?;
        write!(f, ": {}: {}", d.diagnostic.severity().letter(), d.diagnostic.kind)?;
        for reference in &d.chain {
            f.write_str("\n  in entity referenced at ")?;
            self.place(f, reference.source, reference.span)?;
        }
        Ok(())
    }
}
