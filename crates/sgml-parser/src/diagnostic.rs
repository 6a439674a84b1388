//! What the instance parser reports: kinds of findings as data, with their locations.

use std::fmt;

use sgml_source::{DiagnosticKind, Severity, Span};
use smol_str::SmolStr;

/// Where something is: which entity (source) and which bytes of its text.
///
/// Source 0 is the document entity. Findings inside internal entities are located at the
/// reference in the entity that referred to them, as OpenSP reports them.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub struct Location {
    /// Index of the source text (0: the document).
    pub source: u32,
    /// Byte offsets in that text.
    pub span: Span,
}

impl Location {
    /// A location in the document entity.
    pub const fn document(span: Span) -> Location {
        Location { source: 0, span }
    }
}

/// A finding of the instance parser. The text of each is ours, and names what it is about.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum ParserDiagnosticKind {
    /// A start or end tag names an element type the DTD does not declare.
    ElementUndefined {
        /// The name as written (case-folded).
        name: SmolStr,
    },
    /// A start tag for an element that the content model (and omitted-tag inference)
    /// cannot place here (ISO 8879 7.3, 11.2.4).
    ElementNotAllowed {
        /// The element.
        name: SmolStr,
        /// The open elements it was tried in, innermost first: at most
        /// [`ParserDiagnosticKind::OPEN_ELEMENTS_KEPT`] of them (for hints such as "allowed
        /// one level up").
        open: Vec<SmolStr>,
        /// Whether an open element's exclusion exception removed it (ISO 8879 11.2.5.2).
        excluded: bool,
    },
    /// An element not allowed here, for which exactly one element that would contain it
    /// was inferred.
    MissingElementInferred {
        /// The element of the tag.
        name: SmolStr,
        /// The element inferred around it.
        inferred: SmolStr,
    },
    /// An element not allowed here that several missing elements could contain.
    MissingElementOneOf {
        /// The element of the tag.
        name: SmolStr,
        /// The candidates, in DTD order.
        candidates: Vec<SmolStr>,
        /// The open elements it was tried in, innermost first, as for
        /// [`ParserDiagnosticKind::ElementNotAllowed`].
        open: Vec<SmolStr>,
    },
    /// Data where the content model allows no `#PCDATA` and no implied tag makes room.
    DataNotAllowed {
        /// The open elements, innermost first, as for
        /// [`ParserDiagnosticKind::ElementNotAllowed`].
        open: Vec<SmolStr>,
    },
    /// An end tag for an element that is not open.
    EndTagNotOpen {
        /// The element.
        name: SmolStr,
    },
    /// An element closed by an end tag of an element around it, while its own content
    /// was incomplete.
    ElementNotFinished {
        /// The element.
        name: SmolStr,
    },
    /// An end tag for an element whose content is incomplete.
    EndTagNotFinished {
        /// The element.
        name: SmolStr,
    },
    /// The document ended while an element's content was incomplete.
    NotFinishedAtEnd {
        /// The element.
        name: SmolStr,
    },
    /// The document ended (or the document element's content ended) with no document
    /// element.
    NoDocumentElement,
    /// An end tag was omitted though the element's declaration says `-` for it
    /// (ISO 8879 7.5.1.2).
    EndTagOmissionForbidden {
        /// The element.
        name: SmolStr,
    },
    /// An end tag was omitted under OMITTAG NO, where no end tag may be (ISO 8879
    /// 7.3.1.2, 13.5.1): also an undeclared element's, whose end tag may be omitted
    /// under OMITTAG YES.
    EndTagOmittedOmittagNo {
        /// The element.
        name: SmolStr,
    },
    /// A note attached to the previous finding: where the element started.
    StartTagWasHere,
    /// A start tag was implied though the element's declaration says `-` for it
    /// (ISO 8879 7.4.1).
    StartTagOmissionForbidden {
        /// The element.
        name: SmolStr,
    },
    /// A start tag was implied for an element with declared content.
    StartTagOmittedDeclaredContent {
        /// The element.
        name: SmolStr,
    },
    /// An element whose start tag was implied turned out empty and was ended at once.
    ImpliedElementEmpty {
        /// The element.
        name: SmolStr,
    },
    /// An excluded element's start tag met a model that requires that element here: the
    /// exclusion is in error (ISO 8879 11.2.5.2: only an inherently optional token or a
    /// member of an OR group may be excluded).
    ExclusionOfRequiredElement {
        /// The element.
        name: SmolStr,
        /// The open element whose model requires it.
        parent: SmolStr,
    },
    /// A contextually required element is excluded here.
    RequiredElementExcluded {
        /// The element.
        name: SmolStr,
        /// The open element whose model requires it.
        parent: SmolStr,
    },
    /// More elements open than TAGLVL allows.
    TaglvlExceeded {
        /// The quantity.
        limit: u32,
    },
    /// A required attribute was not specified (ISO 8879 7.9.1.1).
    RequiredAttributeMissing {
        /// The attribute.
        attribute: SmolStr,
    },
    /// An attribute the element's attribute definition list does not define.
    UndefinedAttribute {
        /// The attribute.
        attribute: SmolStr,
        /// The element.
        element: SmolStr,
    },
    /// An attribute specified twice in one tag.
    DuplicateAttribute {
        /// The attribute.
        attribute: SmolStr,
    },
    /// A value with no name that is in no name token group of the element (SHORTTAG
    /// omitted attribute name, ISO 8879 7.9.1.2).
    NoAttributeForToken {
        /// The token.
        token: SmolStr,
        /// The element.
        element: SmolStr,
    },
    /// A value that is not one of the declared group.
    ValueNotInGroup {
        /// The value.
        value: SmolStr,
        /// The attribute.
        attribute: SmolStr,
    },
    /// A value of the wrong lexical type for its declared value (NUMBER, NAME, ...).
    ValueWrongType {
        /// The value.
        value: SmolStr,
        /// The attribute.
        attribute: SmolStr,
        /// What it should be: "a number", "a name", ...
        expected: &'static str,
    },
    /// A value that must be a single token holds several.
    ValueNotSingleToken {
        /// The attribute.
        attribute: SmolStr,
    },
    /// A `#FIXED` attribute specified with another value.
    FixedValueMismatch {
        /// The attribute.
        attribute: SmolStr,
    },
    /// An unquoted attribute value with characters that are not name characters.
    UnquotedValueNotNameToken,
    /// Something in a tag that cannot be there.
    InvalidInTag {
        /// What was found, as written.
        found: SmolStr,
    },
    /// A literal with no VI before it, or a VI with no value after it.
    MalformedAttributeSpecification,
    /// A tag ended by the start of another (SHORTTAG unclosed tag) where the declaration
    /// does not allow it.
    UnclosedTagNotAllowed {
        /// Whether it is an end tag.
        end_tag: bool,
        /// Reported as a warning (the W3C validator's profile downgrades the start-tag
        /// case).
        as_warning: bool,
    },
    /// The text ended inside a tag.
    EndInTag,
    /// The text ended inside a literal.
    EndInLiteral,
    /// ISO 8879 13.4.8: entities nested deeper than ENTLVL: a quantity error, `Q` in
    /// messages.
    EntityLevelExceeded {
        /// ENTLVL.
        limit: u32,
    },
    /// A length beyond a quantity of the concrete syntax (LITLEN, ATTSPLEN, TAGLEN): a
    /// quantity error, `Q` in messages.
    QuantityExceeded {
        /// What is measured, in words.
        what: &'static str,
        /// The quantity's name.
        quantity: &'static str,
        /// The limit.
        limit: u32,
        /// The length found.
        length: u32,
    },
    /// The first start tag of an element type with a `#CURRENT` attribute leaves it
    /// unspecified (ISO 8879 11.3.4: there is no value to carry on yet).
    CurrentAttributeFirstUnspecified {
        /// The attribute.
        attribute: SmolStr,
    },
    /// A character that may not appear in a value of this declared value (a tokenized
    /// value holds only name characters; a number only digits).
    CharacterNotAllowedInValue {
        /// The character.
        character: char,
        /// The attribute.
        attribute: SmolStr,
    },
    /// A token of a value that starts with a character its declared value does not allow
    /// first (a name must start with a name start character; a number token with a digit).
    CannotStartToken {
        /// The character.
        character: char,
        /// The attribute.
        attribute: SmolStr,
        /// What the token should be: "a name", "a number token".
        expected: &'static str,
    },
    /// An empty value where the declared value needs a token.
    EmptyTokenizedValue {
        /// The attribute.
        attribute: SmolStr,
    },
    /// A character that cannot start anything in an attribute specification list.
    AttributeSpecCharacter {
        /// The character.
        character: char,
    },
    /// VI with no value after it.
    AttributeValueExpected,
    /// A literal after an attribute name with no VI between them.
    LiteralWithoutVi,
    /// A literal or VI where an attribute name (or a value with its name omitted) must
    /// come.
    NameTokenExpected,
    /// A NET-enabling start tag (`<B/text/`) where the declaration or the options forbid
    /// it.
    NetEnablingStartTagNotAllowed {
        /// Reported as a warning (the W3C validator's profile).
        as_warning: bool,
    },
    /// A NESTC `/` (the SGML declaration for XML) not followed at once by the NET `>`
    /// that ends the element (NETENABL IMMEDNET, Annex K): `<br/ >`.
    NetNotImmediatelyAfterNestc,
    /// An unquoted attribute value where the declaration has SHORTTAG ATTRIB VALUE NO
    /// (the SGML declaration for XML): values must be literals.
    UnquotedValueNotAllowed,
    /// A value with its attribute name and VI omitted (`<input checked>`) where the
    /// declaration has SHORTTAG ATTRIB OMITNAME NO (the SGML declaration for XML).
    AttributeNameOmissionNotAllowed,
    /// An empty start tag `<>` (reported when asked, as onsgmls's `-wmin-tag`).
    EmptyStartTag,
    /// An empty end tag `</>` (reported when asked).
    EmptyEndTag,
    /// The text ended inside an attribute specification list.
    EndInAttributeSpecification,
    /// A general entity reference to an entity that is not declared (and no `#DEFAULT`).
    EntityUndefined {
        /// The name.
        name: SmolStr,
    },
    /// A reference to an entity that is already being expanded.
    EntityRecursive {
        /// The name.
        name: SmolStr,
    },
    /// An external entity could not be read.
    EntityUnreadable {
        /// The name.
        name: SmolStr,
        /// Why.
        reason: String,
    },
    /// A literal in a tag seems to lack its closing delimiter: its text ends with VI,
    /// and what follows it cannot be read as an attribute specification (OpenSP's
    /// guess). The tag's attribute specification list ends there.
    LiteralMissingClosingDelimiter,
    /// A reference to an external entity that declares no system identifier and that
    /// no catalog entry locates: it cannot be read.
    EntityNotLocated {
        /// The name.
        name: SmolStr,
    },
    /// A reference to a processing instruction entity in an attribute value literal,
    /// where no processing instruction can be (ISO 8879 9.4.4): the reference stands
    /// for nothing.
    PiEntityInAttributeValue {
        /// The name.
        name: SmolStr,
    },
    /// A reference to an external data or subdocument entity in an attribute value
    /// literal, which is replaceable character data (ISO 8879 9.1.1, 9.4.4): the
    /// reference stands for nothing.
    DataEntityInAttributeValue {
        /// The name.
        name: SmolStr,
    },
    /// A character the document character set does not describe (ISO 8879 13.1.1).
    NonSgmlCharacter {
        /// Its number.
        number: u32,
    },
    /// A character reference to a non-SGML character (reported only on request, as
    /// onsgmls's `-wnon-sgml-char-ref`).
    NonSgmlCharacterReference {
        /// Its number.
        number: u32,
    },
    /// A character reference to a non-SGML character in the attribute value literal of
    /// a tokenized value, which cannot hold one (an error in onsgmls): the reference is
    /// ignored.
    NonSgmlCharacterReferenceInLiteral {
        /// Its number.
        number: u32,
    },
    /// A character reference whose number is not a character.
    NotACharacterNumber {
        /// The digits.
        digits: SmolStr,
    },
    /// A character reference by a name that is not a function name.
    NotAFunctionName {
        /// The name.
        name: SmolStr,
    },
    /// A comment declaration that is not well formed.
    InvalidCommentDeclaration,
    /// The text ended inside a comment declaration.
    EndInComment,
    /// A note: where the unfinished declaration started.
    DeclarationStartedHere,
    /// A markup declaration that may not occur in the instance.
    DeclarationNotAllowed {
        /// The keyword.
        keyword: SmolStr,
    },
    /// A marked section end `]]>` with no marked section open.
    MarkedSectionEndWithoutStart,
    /// The document ended inside a marked section.
    UnclosedMarkedSection,
    /// A marked section keyword that is not one of IGNORE, INCLUDE, TEMP, CDATA, RCDATA.
    InvalidMarkedSectionKeyword {
        /// The keyword.
        keyword: SmolStr,
    },
    /// An ID value used twice.
    DuplicateId {
        /// The ID.
        id: SmolStr,
    },
    /// A note: where an ID was first defined.
    IdFirstDefinedHere,
    /// An IDREF to an ID no element has.
    IdrefUndefined {
        /// The ID referred to.
        id: SmolStr,
    },
    /// Data, an element or markup after the end of the document element.
    AfterDocumentElement,
    /// An entity or character reference after the end of the document element.
    ReferenceAfterDocumentElement {
        /// A character reference (else an entity reference).
        character: bool,
    },
    /// The text ended inside a processing instruction.
    EndInProcessingInstruction,
    /// The first reference to an undeclared general entity: no system identifier can be
    /// made for it, as onsgmls would for an entity declared with no external identifier
    /// (it then declares the entity implicitly; ISO 8879 9.4.4).
    EntityNoSystemIdentifier {
        /// The name.
        name: SmolStr,
    },
    /// A reference to an undeclared general entity resolved by the `#DEFAULT` entity. A
    /// warning, reported only when asked for (onsgmls `-wdefault`).
    DefaultEntityUsed {
        /// The name referred to.
        name: SmolStr,
    },
    /// A token of an ENTITY or ENTITIES attribute value that names no declared entity,
    /// resolved by the `#DEFAULT` entity. A warning, reported only when asked for
    /// (onsgmls `-wdefault`).
    DefaultEntityInAttribute {
        /// The name.
        name: SmolStr,
    },
    /// A token of an ENTITY or ENTITIES attribute value that names no declared entity
    /// (and there is no `#DEFAULT` entity); ISO 8879 7.9.4.3.
    EntityAttributeUndeclared {
        /// The name.
        name: SmolStr,
    },
    /// A token of an ENTITY or ENTITIES attribute value that names an entity other
    /// than an external data or subdocument entity; ISO 8879 7.9.4.3.
    EntityAttributeNotData {
        /// The name.
        name: SmolStr,
    },
    /// A reference to an undeclared general entity, which has no text to read.
    EntityReferenceUnresolved {
        /// The name.
        name: SmolStr,
    },
    /// A note: where the first reference to an undeclared entity was.
    EntityFirstReferencedHere,
    /// A character reference to a character the document character set has but that
    /// onsgmls cannot hold: its characters are 16 bits, so nothing past U+FFFF.
    CharacterNotRepresentable {
        /// Its number.
        number: u32,
    },
    /// A character reference to a number the document character set describes by a
    /// minimum literal, or by a base set character that has no known universal
    /// character (an unknown base set, a position its set leaves empty): the reference
    /// gives no character (ISO 8879 13.1.1.2; OpenSP cannot convert it).
    CharacterNumberUnmapped {
        /// Its number.
        number: u32,
    },
    /// A limit of [`ParserOptions`](crate::ParserOptions) that keeps hostile input from
    /// exhausting time or memory was reached (never by an ordinary document).
    LimitReached {
        /// Which limit, and its value.
        limit: Limit,
    },
    /// Parsing stopped: the error limit was reached (onsgmls's `-E`).
    ErrorLimitReached {
        /// The limit.
        limit: u32,
    },
    /// A note: where the unterminated comment started.
    CommentStartedHere,
    /// A note: where the unclosed marked section started.
    MarkedSectionStartedHere,
    /// The document starts with no document type declaration (ISO 8879 7.1: the prolog
    /// may be omitted only under features the declaration does not give).
    PrologOmitted,
    /// No document type declaration: one naming the first element's type and no
    /// external identifier is implied, and the catalogs give its DTD.
    DoctypeImplied {
        /// The document type name (the first element's).
        name: SmolStr,
    },
    /// No document type declaration, and the catalogs give no DTD for the first
    /// element's type: the document is parsed without validation.
    NoDoctypeNoValidation,
    /// The document ended in the prolog, before any element.
    EndInProlog,
    /// A character in the prolog that can start neither a declaration nor the instance.
    CharacterInProlog {
        /// The character.
        character: char,
    },
    /// A second document type declaration (ISO 8879 7.1: one base DTD, and others only
    /// under CONCUR or EXPLICIT LINK).
    AdditionalDoctype,
    /// A document type declaration for a name already declared.
    DoctypeAlreadyDeclared {
        /// The name.
        name: SmolStr,
    },
    /// `<!` followed by a word that names no markup declaration.
    UnknownDeclaration {
        /// The word, upper case.
        keyword: SmolStr,
    },
    /// Something other than a status keyword or DSO `[` in a marked section
    /// declaration (ISO 8879 10.4).
    MarkedSectionStatusExpected {
        /// What was found, as written.
        found: SmolStr,
    },
    /// A USEMAP declaration in content names a map the DTD does not declare (ISO 8879
    /// 11.6).
    ShortRefMapUndefined {
        /// The map name, folded.
        name: SmolStr,
    },
    /// A USEMAP declaration in content that is not a map name or `#EMPTY` alone: in the
    /// instance it associates no element type (ISO 8879 11.6).
    UsemapInvalid,
    /// A tag names a rank stem, and no element of that stem has started yet: there is
    /// no current rank to complete it with (ISO 8879 11.2.1.1).
    NoCurrentRank {
        /// The rank stem.
        stem: SmolStr,
    },
    /// A subdocument entity is referred to while as many subdocuments as the SGML
    /// declaration's SUBDOC quantity allows are open (ISO 8879 13.5.4): reported, and
    /// read all the same, as onsgmls does; or while as many as omittag's own limit
    /// (16) are: then it is not read.
    SubdocumentLimit {
        /// The entity.
        name: SmolStr,
        /// The number of open subdocuments allowed.
        limit: u32,
    },
    /// A subdocument entity is referred to inside itself (its file is open already as
    /// the document or an enclosing subdocument): it is not read again.
    SubdocumentRecursive {
        /// The entity.
        name: SmolStr,
    },

    // ---- link (ISO 8879 12) ------------------------------------------------------
    /// A USELINK declaration (12.3) names a link type the prolog does not declare.
    UseLinkTypeUndefined {
        /// The link type name, folded.
        name: SmolStr,
    },
    /// A USELINK declaration names a link set its link type does not declare.
    UseLinkSetUndefined {
        /// The link type name, folded.
        link_type: SmolStr,
        /// The link set name, folded.
        name: SmolStr,
    },
    /// A USELINK declaration that is not a link set name, `#INITIAL`, `#EMPTY` or
    /// `#RESTORE` followed by a link type name (12.3).
    UseLinkInvalid,

    // ---- architectural forms (ISO/IEC 10744 Annex A.3) -----------------------------
    /// The meta-DTD's content model does not allow this architectural element where
    /// its client element stands.
    ArchElementNotAllowed {
        /// The architectural element type.
        name: SmolStr,
    },
    /// An architectural attribute the meta-DTD declares `#REQUIRED` has no value.
    ArchRequiredAttributeMissing {
        /// The architectural attribute.
        name: SmolStr,
    },
    /// A client element's form attribute names a form the meta-DTD does not declare.
    ArchElementUndefined {
        /// The form named.
        name: SmolStr,
    },
    /// An architectural element ends before its meta-DTD content model is satisfied.
    ArchElementUnfinished {
        /// The architectural element type.
        name: SmolStr,
    },
    /// Data where the meta-DTD allows none, kept under `ArcIgnDA` `nArcIgnD`.
    ArchDataNotAllowed,
    /// The client document element has no architectural form.
    ArchDocumentElementNotArc {
        /// The meta-DTD's document element type.
        name: SmolStr,
    },
    /// An architectural element an open architectural element excludes (ISO 8879
    /// 11.2.5.2, in the meta-DTD).
    ArchElementExcluded {
        /// The architectural element type.
        name: SmolStr,
    },
    /// An `ArcSuprA` value other than `sArcAll`, `sArcForm` and `sArcNone`.
    ArchSuppressInvalid {
        /// The value, folded.
        value: SmolStr,
    },
    /// An `ArcIgnDA` value other than `ArcIgnD`, `cArcIgnD` and `nArcIgnD`.
    ArchIgnoreDataInvalid {
        /// The value, folded.
        value: SmolStr,
    },
    /// An `ArcNamrA` pair naming an architectural attribute the form does not have.
    ArchRenameTargetUndefined {
        /// The name, folded.
        name: SmolStr,
    },
    /// An `ArcNamrA` pair naming an architectural attribute renamed already.
    ArchRenameTargetDuplicate {
        /// The name, folded.
        name: SmolStr,
    },
    /// An `ArcNamrA` value ending with an architectural attribute and no client one.
    ArchRenameMissingName,
    /// An `ArcNamrA` pair naming a client attribute the element does not have.
    ArchRenameSourceUndefined {
        /// The name, folded.
        name: SmolStr,
    },
    /// An `ArcNamrA` pair naming a client attribute used already.
    ArchRenameSourceDuplicate {
        /// The name, folded.
        name: SmolStr,
    },
    /// An architectural NOTATION attribute's value names no notation of the meta-DTD
    /// (ISO 8879 7.9.4.4 applied to the architectural document).
    ArchNotationUndeclared {
        /// The name, folded.
        name: SmolStr,
    },
}

impl fmt::Display for ParserDiagnosticKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ParserDiagnosticKind::*;
        match self {
            ElementUndefined { name } => write!(f, "the DTD declares no element type {name}"),
            ElementNotAllowed { name, .. } => write!(f, "element {name} is not allowed here"),
            MissingElementInferred { name, inferred } => {
                write!(
                    f,
                    "element {name} is not allowed here; inferring a {inferred} element to hold it"
                )
            }
            MissingElementOneOf { name, candidates, .. } => write!(
                f,
                "element {name} is not allowed here; it could be inside {}",
                candidates.iter().map(|c| c.as_str()).collect::<Vec<_>>().join(", ")
            ),
            DataNotAllowed { .. } => f.write_str("character data is not allowed here"),
            EndTagNotOpen { name } => write!(f, "end tag for {name}, but no {name} element is open"),
            ElementNotFinished { name } => write!(f, "element {name} ended before its required content"),
            EndTagNotFinished { name } => write!(f, "end tag for {name} before its required content"),
            NotFinishedAtEnd { name } => write!(f, "the document ended before element {name} was complete"),
            NoDocumentElement => f.write_str("the document has no document element"),
            EndTagOmissionForbidden { name } => {
                write!(f, "the end tag of {name} is missing, and its declaration requires it")
            }
            EndTagOmittedOmittagNo { name } => write!(
                f,
                "the end tag of {name} is missing, and the SGML declaration (OMITTAG NO) lets no end tag be omitted"
            ),
            StartTagWasHere => f.write_str("the element started here"),
            StartTagOmissionForbidden { name } => {
                write!(f, "a start tag for {name} is missing, and its declaration requires it")
            }
            StartTagOmittedDeclaredContent { name } => {
                write!(
                    f,
                    "the start tag of {name} cannot be omitted: the element has declared content"
                )
            }
            ImpliedElementEmpty { name } => write!(f, "element {name} was implied but has no content"),
            ExclusionOfRequiredElement { name, parent } => write!(
                f,
                "element {name} cannot be excluded here: the content of {parent} requires it"
            ),
            RequiredElementExcluded { name, parent } => {
                write!(
                    f,
                    "element {name} is required in {parent} here, but an exclusion forbids it"
                )
            }
            TaglvlExceeded { limit } => write!(f, "more than {limit} elements are open (TAGLVL)"),
            EntityLevelExceeded { limit } => write!(f, "more than {limit} entities are open at once (ENTLVL)"),
            RequiredAttributeMissing { attribute } => write!(f, "required attribute {attribute} is missing"),
            UndefinedAttribute { attribute, element } => {
                write!(f, "element {element} has no attribute {attribute}")
            }
            DuplicateAttribute { attribute } => write!(f, "attribute {attribute} is specified more than once"),
            NoAttributeForToken { token, element } => {
                write!(f, "value {token} belongs to no attribute of {element}")
            }
            ValueNotInGroup { value, attribute } => {
                write!(f, "value {value:?} is not one of the values allowed for {attribute}")
            }
            ValueWrongType {
                value,
                attribute,
                expected,
            } => {
                write!(f, "value {value:?} of {attribute} must be {expected}")
            }
            ValueNotSingleToken { attribute } => write!(f, "the value of {attribute} must be a single token"),
            FixedValueMismatch { attribute } => {
                write!(f, "attribute {attribute} is #FIXED and must keep its declared value")
            }
            UnquotedValueNotNameToken => {
                f.write_str("an attribute value with characters other than name characters must be quoted")
            }
            InvalidInTag { found } => write!(f, "{found:?} cannot appear in a tag here"),
            MalformedAttributeSpecification => f.write_str("an attribute value is missing its name or its value"),
            UnclosedTagNotAllowed { end_tag: false, .. } => {
                f.write_str("a start tag runs into the next tag without its `>` (an unclosed start tag)")
            }
            UnclosedTagNotAllowed { end_tag: true, .. } => {
                f.write_str("an end tag runs into the next tag without its `>` (an unclosed end tag)")
            }
            EndInTag => f.write_str("the text ended inside a tag"),
            EndInLiteral => f.write_str("the text ended inside a quoted literal"),
            QuantityExceeded {
                what,
                quantity,
                limit,
                length,
            } => {
                write!(f, "{what} is {length} characters long; {quantity} allows {limit}")
            }
            CurrentAttributeFirstUnspecified { attribute } => {
                write!(
                    f,
                    "#CURRENT attribute {attribute} must be specified on its first occurrence"
                )
            }
            CharacterNotAllowedInValue { character, attribute } => {
                write!(
                    f,
                    "character {character:?} cannot appear in a value of attribute {attribute}"
                )
            }
            CannotStartToken {
                character,
                attribute,
                expected,
            } => {
                write!(
                    f,
                    "a value of attribute {attribute} must be {expected}, which cannot start with {character:?}"
                )
            }
            EmptyTokenizedValue { attribute } => write!(f, "attribute {attribute} needs a value, not an empty one"),
            AttributeSpecCharacter { character } => {
                write!(
                    f,
                    "character {character:?} cannot appear in an attribute specification list"
                )
            }
            AttributeValueExpected => f.write_str("an attribute name and `=` with no value after them"),
            LiteralWithoutVi => f.write_str("a quoted value must follow an attribute name and `=`"),
            NameTokenExpected => f.write_str("an attribute specification must start with a name or a value"),
            NetEnablingStartTagNotAllowed { .. } => {
                f.write_str("a `/` closing a start tag (a NET-enabling start tag) is not allowed here")
            }
            NetNotImmediatelyAfterNestc => {
                f.write_str("a `/` ending a start tag must be followed at once by `>` (an empty-element tag `<name/>`)")
            }
            UnquotedValueNotAllowed => f.write_str(
                "an attribute value must be quoted here (the SGML declaration has SHORTTAG ATTRIB VALUE NO)",
            ),
            AttributeNameOmissionNotAllowed => f.write_str(
                "an attribute value needs its name and `=` here (the SGML declaration has SHORTTAG ATTRIB OMITNAME NO)",
            ),
            EmptyStartTag => f.write_str("empty start tag `<>`"),
            EmptyEndTag => f.write_str("empty end tag `</>`"),
            EndInAttributeSpecification => f.write_str("the text ended inside a tag's attribute specifications"),
            EntityUndefined { name } => write!(f, "entity {name} is not declared"),
            EntityRecursive { name } => write!(f, "entity {name} refers to itself"),
            EntityUnreadable { name, reason } => write!(f, "entity {name} cannot be read: {reason}"),
            LiteralMissingClosingDelimiter => f.write_str(
                "this literal seems to lack its closing quote: it runs on to the next attribute's name and \"=\"",
            ),
            EntityNotLocated { name } => write!(
                f,
                "entity {name} declares no system identifier and no catalog entry locates it, so it cannot be read"
            ),
            PiEntityInAttributeValue { name } => write!(
                f,
                "entity {name} is a processing instruction, which an attribute value cannot hold: the reference is left out"
            ),
            DataEntityInAttributeValue { name } => write!(
                f,
                "entity {name} is an external data or subdocument entity, which an attribute value cannot refer to: the reference is left out"
            ),
            NonSgmlCharacter { number } => {
                write!(
                    f,
                    "character number {number} is not allowed in the document character set"
                )
            }
            NonSgmlCharacterReference { number } => {
                write!(
                    f,
                    "character reference to number {number}, which the document character set leaves unused"
                )
            }
            NonSgmlCharacterReferenceInLiteral { number } => write!(
                f,
                "a character reference in this attribute value cannot refer to character number {number}, \
                 which the document character set leaves unused; the reference is ignored"
            ),
            NotACharacterNumber { digits } => write!(f, "{digits} is not a character number"),
            NotAFunctionName { name } => write!(f, "{name} is not the name of a function character"),
            InvalidCommentDeclaration => f.write_str("this comment declaration is not well formed"),
            EndInComment => f.write_str("the text ended inside a comment"),
            DeclarationStartedHere => f.write_str("the declaration started here"),
            DeclarationNotAllowed { keyword } => write!(f, "a {keyword} declaration cannot appear in the document"),
            MarkedSectionEndWithoutStart => f.write_str("marked section end `]]>` with no marked section open"),
            UnclosedMarkedSection => f.write_str("the text ended inside a marked section"),
            InvalidMarkedSectionKeyword { keyword } => write!(f, "{keyword} is not a marked section keyword"),
            DuplicateId { id } => write!(f, "ID {id} is already used by another element"),
            IdFirstDefinedHere => f.write_str("the ID was first used here"),
            IdrefUndefined { id } => write!(f, "no element has the ID {id}"),
            AfterDocumentElement => f.write_str("nothing but comments may follow the document element"),
            ReferenceAfterDocumentElement { character } => write!(
                f,
                "{} reference may not follow the document element",
                if *character { "a character" } else { "an entity" }
            ),
            EndInProcessingInstruction => f.write_str("the text ended inside a processing instruction"),
            EntityNoSystemIdentifier { name } => {
                write!(
                    f,
                    "entity {name} is not declared, and no system identifier can be made for it"
                )
            }
            DefaultEntityUsed { name } => {
                write!(
                    f,
                    "entity {name} is not declared: the reference is to the #DEFAULT entity"
                )
            }
            DefaultEntityInAttribute { name } => write!(
                f,
                "the ENTITY attribute value {name} names no declared entity: it is taken as the #DEFAULT entity"
            ),
            EntityAttributeUndeclared { name } => {
                write!(f, "the ENTITY attribute value {name} names no declared general entity")
            }
            EntityAttributeNotData { name } => write!(
                f,
                "the ENTITY attribute value {name} names an entity that is neither an external data entity nor a subdocument entity"
            ),
            EntityReferenceUnresolved { name } => {
                write!(f, "entity {name} has neither replacement text nor a file to read")
            }
            EntityFirstReferencedHere => f.write_str("the undeclared entity was first referred to here"),
            CharacterNotRepresentable { number } => write!(
                f,
                "character number {number} is beyond U+FFFF, which onsgmls's 16-bit characters cannot hold"
            ),
            CharacterNumberUnmapped { number } => write!(
                f,
                "character number {number} is described by no character known to the parser (a minimum literal, \
                 or a base set character with no known equivalent): the reference gives no character"
            ),
            LimitReached { limit } => match limit {
                Limit::OpenElements(n) => write!(
                    f,
                    "more than {n} elements are open at once (the nesting limit, option max_open_elements or --max-open-elements); parsing stops here"
                ),
                Limit::Attributes(n) => write!(
                    f,
                    "this start tag specifies more than {n} attributes (the attribute limit, option max_attributes or --max-attributes); the rest are ignored"
                ),
                Limit::AttributeValueLength(n) => write!(
                    f,
                    "this attribute value is longer than {n} bytes (the attribute value limit, option max_attribute_value_length or \
                     --max-attribute-value-length); the rest is ignored"
                ),
                Limit::NameLength(n) => write!(
                    f,
                    "this generic identifier is longer than {n} bytes (the name limit, option max_name_length or --max-name-length); \
                     the rest of it is ignored"
                ),
                Limit::ProcessingInstructionLength(n) => write!(
                    f,
                    "this processing instruction is longer than {n} bytes (the processing instruction limit, \
                     option max_processing_instruction_length or --max-processing-instruction-length); it is skipped"
                ),
            },
            ErrorLimitReached { limit } => write!(
                f,
                "stopped after {limit} errors (the error limit, option max_errors or -E, 0 for none)"
            ),
            CommentStartedHere => f.write_str("the comment started here"),
            MarkedSectionStartedHere => f.write_str("the marked section started here"),
            PrologOmitted => f.write_str("the document has no document type declaration"),
            DoctypeImplied { name } => write!(
                f,
                "no document type declaration: reading the catalog's DTD for document type {name}"
            ),
            NoDoctypeNoValidation => {
                f.write_str("no document type declaration and no DTD for the first element: not validating")
            }
            EndInProlog => f.write_str("the document ended before its first element"),
            CharacterInProlog { character } => {
                write!(f, "character {character:?} cannot appear before the first element")
            }
            AdditionalDoctype => f.write_str("a document may have only one document type declaration"),
            DoctypeAlreadyDeclared { name } => write!(f, "document type {name} is declared already"),
            UnknownDeclaration { keyword } => write!(f, "there is no {keyword} declaration in SGML"),
            MarkedSectionStatusExpected { found } => write!(
                f,
                "a marked section declaration needs status keywords and `[`, not {found:?}"
            ),
            ShortRefMapUndefined { name } => write!(f, "the DTD declares no short reference map {name}"),
            UsemapInvalid => f.write_str("a USEMAP declaration in content names a map or #EMPTY, and no element type"),
            SubdocumentLimit { name, limit } => write!(
                f,
                "subdocument {name} makes more subdocuments open at once than the limit ({limit})"
            ),
            SubdocumentRecursive { name } => {
                write!(
                    f,
                    "subdocument {name} is not read: it is open already (it refers to itself)"
                )
            }
            NoCurrentRank { stem } => write!(
                f,
                "rank stem {stem} has no current rank: no ranked element of that stem has started"
            ),
            UseLinkTypeUndefined { name } => write!(f, "the prolog declares no link type {name}"),
            UseLinkSetUndefined { link_type, name } => {
                write!(f, "link type {link_type} declares no link set {name}")
            }
            ArchElementNotAllowed { name } => {
                write!(f, "the meta-DTD does not allow architectural element {name} here")
            }
            ArchRequiredAttributeMissing { name } => {
                write!(f, "architectural attribute {name} is required and has no value")
            }
            ArchElementUndefined { name } => {
                write!(
                    f,
                    "the meta-DTD declares no element type {name}, the element's architectural form"
                )
            }
            ArchElementUnfinished { name } => {
                write!(
                    f,
                    "architectural element {name} ends before the meta-DTD's content model is complete"
                )
            }
            UseLinkInvalid => {
                f.write_str("a USELINK declaration names a link set, #INITIAL, #EMPTY or #RESTORE, then a link type")
            }
            ArchDataNotAllowed => f.write_str("the meta-DTD allows no data in the architectural element here"),
            ArchDocumentElementNotArc { name } => write!(
                f,
                "the document element has no architectural form; the meta-DTD's document element is {name}"
            ),
            ArchElementExcluded { name } => {
                write!(f, "architectural element {name} is excluded here by the meta-DTD")
            }
            ArchSuppressInvalid { value } => write!(
                f,
                "architectural suppressor value {value} is none of sArcAll, sArcForm and sArcNone"
            ),
            ArchIgnoreDataInvalid { value } => write!(
                f,
                "architectural data-ignoring value {value} is none of ArcIgnD, cArcIgnD and nArcIgnD"
            ),
            ArchRenameTargetUndefined { name } => write!(
                f,
                "the renamer names architectural attribute {name}, which the architectural form does not have"
            ),
            ArchRenameTargetDuplicate { name } => {
                write!(f, "the renamer gives architectural attribute {name} a second time")
            }
            ArchRenameMissingName => f.write_str("the renamer's last architectural attribute has no client attribute"),
            ArchRenameSourceUndefined { name } => write!(
                f,
                "the renamer names client attribute {name}, which the element does not have"
            ),
            ArchRenameSourceDuplicate { name } => {
                write!(f, "the renamer uses client attribute {name} a second time")
            }
            ArchNotationUndeclared { name } => {
                write!(f, "the meta-DTD declares no notation {name}")
            }
        }
    }
}

/// A limit of [`ParserOptions`](crate::ParserOptions) against hostile input, with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// [`max_open_elements`](crate::ParserOptions::max_open_elements).
    OpenElements(usize),
    /// [`max_attributes`](crate::ParserOptions::max_attributes).
    Attributes(usize),
    /// [`max_attribute_value_length`](crate::ParserOptions::max_attribute_value_length).
    AttributeValueLength(usize),
    /// [`max_processing_instruction_length`](crate::ParserOptions::max_processing_instruction_length).
    ProcessingInstructionLength(usize),
    /// [`max_name_length`](crate::ParserOptions::max_name_length).
    NameLength(usize),
}

impl ParserDiagnosticKind {
    /// How many open elements [`ParserDiagnosticKind::ElementNotAllowed`] keeps: enough for
    /// hints, and bounded so that a deeply nested document's messages stay small.
    pub const OPEN_ELEMENTS_KEPT: usize = 8;
}

sgml_source::diagnostic_codes! {
    ParserDiagnosticKind {
        ElementUndefined => "element-undefined",
        ElementNotAllowed => "element-not-allowed",
        MissingElementInferred => "missing-element-inferred",
        MissingElementOneOf => "missing-element-one-of",
        DataNotAllowed => "data-not-allowed",
        EndTagNotOpen => "end-tag-not-open",
        ElementNotFinished => "element-not-finished",
        EndTagNotFinished => "end-tag-not-finished",
        NotFinishedAtEnd => "not-finished-at-end",
        NoDocumentElement => "no-document-element",
        EndTagOmissionForbidden => "end-tag-omission-forbidden",
        EndTagOmittedOmittagNo => "end-tag-omitted-omittag-no",
        StartTagWasHere => "start-tag-was-here",
        StartTagOmissionForbidden => "start-tag-omission-forbidden",
        StartTagOmittedDeclaredContent => "start-tag-omitted-declared-content",
        ImpliedElementEmpty => "implied-element-empty",
        ExclusionOfRequiredElement => "exclusion-of-required-element",
        RequiredElementExcluded => "required-element-excluded",
        TaglvlExceeded => "taglvl-exceeded",
        RequiredAttributeMissing => "required-attribute-missing",
        UndefinedAttribute => "undefined-attribute",
        DuplicateAttribute => "duplicate-attribute",
        NoAttributeForToken => "no-attribute-for-token",
        ValueNotInGroup => "value-not-in-group",
        ValueWrongType => "value-wrong-type",
        ValueNotSingleToken => "value-not-single-token",
        FixedValueMismatch => "fixed-value-mismatch",
        UnquotedValueNotNameToken => "unquoted-value-not-name-token",
        InvalidInTag => "invalid-in-tag",
        MalformedAttributeSpecification => "malformed-attribute-specification",
        UnclosedTagNotAllowed => "unclosed-tag-not-allowed",
        EndInTag => "end-in-tag",
        EndInLiteral => "end-in-literal",
        EntityLevelExceeded => "entlvl-exceeded",
        QuantityExceeded => "quantity-exceeded",
        CurrentAttributeFirstUnspecified => "current-attribute-first-unspecified",
        CharacterNotAllowedInValue => "character-not-allowed-in-value",
        CannotStartToken => "cannot-start-token",
        EmptyTokenizedValue => "empty-tokenized-value",
        AttributeSpecCharacter => "attribute-spec-character",
        AttributeValueExpected => "attribute-value-expected",
        LiteralWithoutVi => "literal-without-vi",
        NameTokenExpected => "name-token-expected",
        NetEnablingStartTagNotAllowed => "net-enabling-start-tag-not-allowed",
        NetNotImmediatelyAfterNestc => "net-not-immediately-after-nestc",
        UnquotedValueNotAllowed => "unquoted-value-not-allowed",
        AttributeNameOmissionNotAllowed => "attribute-name-omission-not-allowed",
        EmptyStartTag => "empty-start-tag",
        EmptyEndTag => "empty-end-tag",
        EndInAttributeSpecification => "end-in-attribute-specification",
        EntityUndefined => "entity-undefined",
        EntityRecursive => "entity-recursive",
        EntityUnreadable => "entity-unreadable",
        LiteralMissingClosingDelimiter => "literal-missing-closing-delimiter",
        EntityNotLocated => "entity-not-located",
        PiEntityInAttributeValue => "pi-entity-in-attribute-value",
        DataEntityInAttributeValue => "data-entity-in-attribute-value",
        NonSgmlCharacter => "non-sgml-character",
        NonSgmlCharacterReference => "non-sgml-character-reference",
        NonSgmlCharacterReferenceInLiteral => "non-sgml-character-reference-in-literal",
        NotACharacterNumber => "not-a-character-number",
        NotAFunctionName => "not-a-function-name",
        InvalidCommentDeclaration => "invalid-comment-declaration",
        EndInComment => "end-in-comment",
        DeclarationStartedHere => "declaration-started-here",
        DeclarationNotAllowed => "declaration-not-allowed",
        MarkedSectionEndWithoutStart => "marked-section-end-without-start",
        UnclosedMarkedSection => "unclosed-marked-section",
        InvalidMarkedSectionKeyword => "invalid-marked-section-keyword",
        DuplicateId => "duplicate-id",
        IdFirstDefinedHere => "id-first-defined-here",
        IdrefUndefined => "idref-undefined",
        AfterDocumentElement => "after-document-element",
        ReferenceAfterDocumentElement => "reference-after-document-element",
        EndInProcessingInstruction => "end-in-processing-instruction",
        EntityNoSystemIdentifier => "entity-no-system-identifier",
        DefaultEntityUsed => "default-entity-used",
        DefaultEntityInAttribute => "default-entity-in-attribute",
        EntityAttributeUndeclared => "entity-attribute-undeclared",
        EntityAttributeNotData => "entity-attribute-not-data",
        EntityReferenceUnresolved => "entity-reference-unresolved",
        EntityFirstReferencedHere => "entity-first-referenced-here",
        CharacterNotRepresentable => "character-not-representable",
        CharacterNumberUnmapped => "character-number-unmapped",
        LimitReached => "limit-reached",
        ErrorLimitReached => "error-limit-reached",
        CommentStartedHere => "comment-started-here",
        MarkedSectionStartedHere => "marked-section-started-here",
        PrologOmitted => "prolog-omitted",
        DoctypeImplied => "doctype-implied",
        NoDoctypeNoValidation => "no-doctype-no-validation",
        EndInProlog => "end-in-prolog",
        CharacterInProlog => "character-in-prolog",
        AdditionalDoctype => "additional-doctype",
        DoctypeAlreadyDeclared => "doctype-already-declared",
        UnknownDeclaration => "unknown-declaration",
        MarkedSectionStatusExpected => "marked-section-status-expected",
        ShortRefMapUndefined => "short-ref-map-undefined",
        UsemapInvalid => "usemap-invalid",
        // Issue 20, deliver 2: RANK, SUBDOC, CONCUR.
        NoCurrentRank => "no-current-rank",
        SubdocumentLimit => "subdocument-limit",
        SubdocumentRecursive => "subdocument-recursive",
        UseLinkTypeUndefined => "uselink-link-type-undefined",
        UseLinkSetUndefined => "uselink-link-set-undefined",
        UseLinkInvalid => "uselink-invalid",
        ArchElementNotAllowed => "arch-element-not-allowed",
        ArchRequiredAttributeMissing => "arch-required-attribute-missing",
        ArchElementUnfinished => "arch-element-unfinished",
        ArchElementUndefined => "arch-element-undefined",
        ArchDataNotAllowed => "arch-data-not-allowed",
        ArchDocumentElementNotArc => "arch-document-element-not-arc",
        ArchElementExcluded => "arch-element-excluded",
        ArchSuppressInvalid => "arch-suppress-invalid",
        ArchIgnoreDataInvalid => "arch-ignore-data-invalid",
        ArchRenameTargetUndefined => "arch-rename-target-undefined",
        ArchRenameTargetDuplicate => "arch-rename-target-duplicate",
        ArchRenameMissingName => "arch-rename-missing-name",
        ArchRenameSourceUndefined => "arch-rename-source-undefined",
        ArchRenameSourceDuplicate => "arch-rename-source-duplicate",
        ArchNotationUndeclared => "arch-notation-undeclared",
    }
}

impl DiagnosticKind for ParserDiagnosticKind {
    fn code(&self) -> &'static str {
        self.code()
    }

    fn severity(&self) -> Severity {
        use ParserDiagnosticKind::*;
        match self {
            StartTagWasHere
            | IdFirstDefinedHere
            | DeclarationStartedHere
            | EntityFirstReferencedHere
            | CommentStartedHere
            | MarkedSectionStartedHere
            | ErrorLimitReached { .. } => Severity::Info,
            EntityNoSystemIdentifier { .. } | DefaultEntityUsed { .. } | DefaultEntityInAttribute { .. } => {
                Severity::Warning
            }
            NonSgmlCharacterReference { .. } | EmptyStartTag | EmptyEndTag => Severity::Warning,
            UnclosedTagNotAllowed { as_warning: true, .. } | NetEnablingStartTagNotAllowed { as_warning: true } => {
                Severity::Warning
            }
            _ => Severity::Error,
        }
    }

    /// onsgmls's letters: `Q` for a quantity exceeded, `X` for an IDREF checked at the
    /// end, `I` for the error limit; otherwise the severity's.
    fn letter(&self) -> Option<char> {
        use ParserDiagnosticKind::*;
        match self {
            TaglvlExceeded { .. } | EntityLevelExceeded { .. } | QuantityExceeded { .. } => Some('Q'),
            IdrefUndefined { .. } => Some('X'),
            ErrorLimitReached { .. } => Some('I'),
            _ => match self.severity() {
                Severity::Info => None,
                severity => Some(severity.letter()),
            },
        }
    }
}

/// One finding with its location.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParserDiagnostic {
    /// What.
    pub kind: ParserDiagnosticKind,
    /// Where.
    pub location: Location,
}

impl ParserDiagnostic {
    /// The severity of its kind.
    pub fn severity(&self) -> Severity {
        self.kind.severity()
    }

    /// The letter of its kind in onsgmls-style message lines (`None` for a note).
    pub fn letter(&self) -> Option<char> {
        self.kind.letter()
    }
}
