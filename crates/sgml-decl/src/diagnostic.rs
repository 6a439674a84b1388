//! What reading an SGML declaration can find wrong: one kind per fault, each naming the
//! ISO 8879 clause it enforces. The message texts are omittag's own.

use std::fmt;

use sgml_source::{DiagnosticKind, Severity};

/// A finding about an SGML declaration, with its position.
pub type Diagnostic = sgml_source::Diagnostic<DeclDiagnostic>;

/// The kinds of diagnostic the SGML declaration parser reports.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum DeclDiagnostic {
    /// The text does not start with `<!SGML` (after optional separators).
    NotADeclaration,
    /// A parameter of the wrong kind (13): `expected` describes what the grammar allows.
    Unexpected {
        /// What the grammar allows here, e.g. `"CAPACITY"` or `a number`.
        expected: String,
        /// What was found, e.g. `name "CAPACTIY"`.
        found: String,
    },
    /// A keyword that is not one of those allowed at this place (13).
    UnknownKeyword {
        /// The name as written (upper-cased).
        name: String,
        /// What the grammar allows here.
        expected: String,
    },
    /// The declaration ended before its closing `>` (13).
    UnexpectedEnd {
        /// What the grammar still expected.
        expected: String,
    },
    /// A comment opened with `--` is never closed (10.3).
    UnterminatedComment,
    /// A literal is never closed by its quote (9.3, 10.1.7).
    UnterminatedLiteral,
    /// A character that may not appear between the parameters of the declaration.
    InvalidCharacter(char),
    /// A number follows directly on another parameter without a separator (10.1.1).
    SeparatorRequired,
    /// A number too large to be a character number or quantity.
    NumberTooLarge(String),
    /// A number longer than the reference concrete syntax's NAMELEN (8 digits), by which
    /// the declaration is read (13; a quantity error, as onsgmls reports it).
    NumberTooLong(String),
    /// A name longer than the reference concrete syntax's NAMELEN (8), by which the
    /// declaration is read (13; a quantity error, as onsgmls reports it).
    NameTooLong(String),
    /// Document character numbers described beyond U+10FFFF (13.1.1.2): they are
    /// dropped, since no Unicode code point stands for them.
    DocumentCharacterBeyondUnicode {
        /// The first number dropped.
        first: u32,
    },
    /// A character reference in a parameter literal that names no character.
    BadCharacterReference(String),
    /// The minimum literal naming the standard is not one ISO 8879 defines (13).
    UnknownVersion(String),
    /// An Annex K (Web SGML) form used while the declaration does not say
    /// `"ISO 8879:1986 (WWW)"` (K.3).
    WebSgmlRequired(&'static str),
    /// Character numbers described more than once in a character set description (13.1.1.2).
    DescribedTwice(String),
    /// Character numbers missing between described ranges: they must be declared UNUSED
    /// (13.1.1.2).
    NotDescribed(String),
    /// A base character set that omittag does not know (13.1.1.1): as for OpenSP, the
    /// document characters described by its characters have no known universal
    /// character (no code point).
    UnknownBaseSet(String),
    /// Characters that every document character set must contain are missing (13.1.1).
    MissingMinimumCharacters(String),
    /// A capacity name that ISO 8879 does not define (13.2).
    UnknownCapacity(String),
    /// A capacity given twice (13.2): the first value counts. Warned of as onsgmls
    /// does, with `-wsgmldecl` only ([`DeclDiagnostic::needs_sgmldecl_switch`]).
    DuplicateCapacity(String),
    /// A character description whose number of characters is 0 (13.1.1.2): it
    /// describes nothing. A `-wsgmldecl` warning.
    ZeroCharacterCount,
    /// Base set character numbers a character description names that the (known) base
    /// set has no character for (13.1.1.2). A `-wsgmldecl` warning.
    BaseCharactersMissing(String),
    /// A reserved name of the concrete syntax longer than its NAMELEN (13.4.7): it
    /// could not be written in a document. A `-wsgmldecl` warning.
    ReservedNameTooLong {
        /// The reserved name, as the syntax has it.
        name: String,
        /// NAMELEN.
        namelen: u32,
    },
    /// A capacity larger than TOTALCAP (13.2).
    CapacityExceedsTotal(String),
    /// A public capacity set other than the reference capacity set (13.2).
    UnknownCapacitySet(String),
    /// A public concrete syntax that is neither of ISO 8879's (Reference, Core) nor
    /// found through a catalog (13.4.1): the declaration cannot be used, as OpenSP
    /// cannot go on without the syntax.
    UnknownPublicSyntax(String),
    /// A public capacity set that a catalog names an entity for, which cannot be read
    /// (13.2): the declaration cannot be used, as onsgmls cannot go on.
    PublicCapacityUnreadable {
        /// The public identifier of the capacity set.
        public_id: String,
        /// Why the entity cannot be read.
        reason: String,
    },
    /// A public concrete syntax that a catalog names an entity for, which cannot be read
    /// (13.4.1): the declaration cannot be used.
    PublicSyntaxUnreadable {
        /// The public identifier of the syntax.
        public_id: String,
        /// Why the entity cannot be read.
        reason: String,
    },
    /// A fault inside the external entity a public concrete syntax (or capacity set)
    /// resolved to (read
    /// as OpenSP reads it, 13.4.1): the diagnostic's span is the public identifier;
    /// `offset`, `line` and `column` place the fault inside that entity, where a caller
    /// that has the entity's text and name can show it (as onsgmls does).
    InExternalSyntax {
        /// The public identifier of the syntax.
        public_id: String,
        /// Byte offset in the external entity's text.
        offset: u32,
        /// Line in the external entity, from 1.
        line: u32,
        /// Column in the external entity, in characters from 0.
        column: u32,
        /// The fault.
        kind: Box<DeclDiagnostic>,
    },
    /// A syntax character number that the syntax-reference character set does not
    /// describe, so that it stands for no character (13.4; as onsgmls with a fixed,
    /// Unicode, internal character set finds it).
    SyntaxCharacterNotInDocument(u32),
    /// FUNCTION lacks RE, RS or SPACE, which every concrete syntax assigns, in that order
    /// (13.4.3).
    MissingFunction(&'static str),
    /// A character assigned to a second function (13.4.3).
    FunctionAssignedTwice(String),
    /// An added function name used twice (13.4.3).
    DuplicateFunctionName(String),
    /// MSOCHAR declared without MSICHAR (13.4.3).
    MsocharWithoutMsichar,
    /// A naming character that is a letter or digit (13.4.5).
    NameCharacterIsLetterOrDigit(String),
    /// A naming character that is also a function character or separator (13.4.5).
    NameCharacterIsFunction(String),
    /// A character that is both a name start character and a name character (13.4.5).
    NameStartAndNameCharacter(String),
    /// The upper-case list of a naming pair is not as long as the lower-case one (13.4.5).
    NamingLengthMismatch(&'static str),
    /// A range whose end is below its start.
    InvalidRange(u32, u32),
    /// A general delimiter role that ISO 8879 does not define (13.4.6).
    UnknownDelimiter(String),
    /// A general delimiter assigned twice (13.4.6).
    DuplicateDelimiter(String),
    /// An empty delimiter string (13.4.6).
    EmptyDelimiter,
    /// A general delimiter made only of function characters (13.4.6.1).
    DelimiterAllFunction(String),
    /// A delimiter that starts with a name start character: it could never be told from
    /// a name (13.4.6).
    DelimiterStartsWithName(String),
    /// A short reference delimiter declared twice (13.4.6.2).
    DuplicateShortref(String),
    /// A reserved name that the reference concrete syntax does not have (13.4.7).
    UnknownReservedName(String),
    /// A reserved name substituted twice (13.4.7).
    DuplicateReservedName(String),
    /// A substitute reserved name that is not a name in the declared syntax, or that is
    /// the name of another reserved name (13.4.7).
    InvalidReservedName(String),
    /// A quantity name that ISO 8879 does not define (13.4.8).
    UnknownQuantity(String),
    /// A quantity value outside 1 to 99999999 (13.4.8). No longer reported (its code
    /// stays): onsgmls checks no range, a value of more than 8 digits being reported as
    /// [`NumberTooLong`](DeclDiagnostic::NumberTooLong).
    QuantityOutOfRange {
        /// The quantity name.
        name: String,
        /// The value as written.
        value: String,
    },
    /// Shunned characters that the document character set describes as SGML characters
    /// though the syntax gives them no role: they should be UNUSED (13.4.1).
    ShunnedNotUnused(String),
    /// A delimiter longer than NAMELEN (13.4.6).
    DelimiterTooLong {
        /// The delimiter string.
        delimiter: String,
        /// The NAMELEN in force.
        namelen: u32,
    },
    /// With SCOPE INSTANCE, a quantity below its reference value (13.4.8): the prolog is
    /// read with the reference syntax and must fit the instance's quantities.
    QuantityBelowReference(String),
    /// An Annex K predefined entity whose name is not a name (K.3.6).
    InvalidEntityName(String),
    /// NETENABL IMMEDNET with EMPTYNRM NO (K.3.2).
    ImmednetRequiresEmptynrm,
    /// A feature number that must be positive (13.5).
    FeatureNumberZero(&'static str),
    /// Reported after the first fault that makes the declaration unusable
    /// ([`DeclDiagnostic::is_fatal`]), at its place: the document is not read, as
    /// onsgmls reads nothing of a document whose declaration it cannot use.
    DeclarationUnusable,
}

sgml_source::diagnostic_codes! {
    DeclDiagnostic {
        NotADeclaration => "not-an-sgml-declaration",
        Unexpected => "unexpected-parameter",
        UnknownKeyword => "unknown-keyword",
        UnexpectedEnd => "unexpected-end",
        UnterminatedComment => "unterminated-comment",
        UnterminatedLiteral => "unterminated-literal",
        InvalidCharacter => "invalid-character",
        SeparatorRequired => "separator-required",
        NumberTooLarge => "number-too-large",
        NumberTooLong => "number-too-long",
        NameTooLong => "name-too-long",
        DocumentCharacterBeyondUnicode => "document-character-beyond-unicode",
        BadCharacterReference => "bad-character-reference",
        UnknownVersion => "unknown-version",
        WebSgmlRequired => "web-sgml-required",
        DescribedTwice => "character-described-twice",
        NotDescribed => "character-not-described",
        UnknownBaseSet => "unknown-base-set",
        MissingMinimumCharacters => "missing-minimum-characters",
        UnknownCapacity => "unknown-capacity",
        DuplicateCapacity => "duplicate-capacity",
        ZeroCharacterCount => "zero-character-count",
        BaseCharactersMissing => "base-characters-missing",
        ReservedNameTooLong => "reserved-name-too-long",
        CapacityExceedsTotal => "capacity-exceeds-totalcap",
        UnknownCapacitySet => "unknown-capacity-set",
        UnknownPublicSyntax => "unknown-public-syntax",
        PublicCapacityUnreadable => "public-capacity-unreadable",
        PublicSyntaxUnreadable => "public-syntax-unreadable",
        InExternalSyntax => "in-external-syntax",
        SyntaxCharacterNotInDocument => "syntax-character-not-in-document",
        MissingFunction => "missing-function",
        FunctionAssignedTwice => "function-assigned-twice",
        DuplicateFunctionName => "duplicate-function-name",
        MsocharWithoutMsichar => "msochar-without-msichar",
        NameCharacterIsLetterOrDigit => "name-character-letter-or-digit",
        NameCharacterIsFunction => "name-character-is-function",
        NameStartAndNameCharacter => "name-start-and-name-character",
        NamingLengthMismatch => "naming-length-mismatch",
        InvalidRange => "invalid-range",
        UnknownDelimiter => "unknown-delimiter",
        DuplicateDelimiter => "duplicate-delimiter",
        EmptyDelimiter => "empty-delimiter",
        DelimiterAllFunction => "delimiter-all-function",
        DelimiterStartsWithName => "delimiter-starts-with-name",
        DuplicateShortref => "duplicate-shortref",
        UnknownReservedName => "unknown-reserved-name",
        DuplicateReservedName => "duplicate-reserved-name",
        InvalidReservedName => "invalid-reserved-name",
        UnknownQuantity => "unknown-quantity",
        QuantityOutOfRange => "quantity-out-of-range",
        InvalidEntityName => "invalid-entity-name",
        DelimiterTooLong => "delimiter-too-long",
        ShunnedNotUnused => "shunned-not-unused",
        QuantityBelowReference => "quantity-below-reference",
        ImmednetRequiresEmptynrm => "immednet-requires-emptynrm",
        FeatureNumberZero => "feature-number-zero",
        DeclarationUnusable => "declaration-unusable",
    }
}

impl DiagnosticKind for DeclDiagnostic {
    fn code(&self) -> &'static str {
        self.code()
    }

    fn severity(&self) -> Severity {
        use DeclDiagnostic::*;
        match self {
            InExternalSyntax { kind, .. } => kind.severity(),
            // Warnings: OpenSP accepts these, so they do not make a document invalid.
            UnknownBaseSet(_)
            | DuplicateCapacity(_)
            | ZeroCharacterCount
            | BaseCharactersMissing(_)
            | ReservedNameTooLong { .. }
            | DelimiterStartsWithName(_)
            | FeatureNumberZero(_)
            | DocumentCharacterBeyondUnicode { .. } => Severity::Warning,
            _ => Severity::Error,
        }
    }

    fn letter(&self) -> Option<char> {
        match self {
            DeclDiagnostic::InExternalSyntax { kind, .. } => kind.letter(),
            // A quantity error, as onsgmls classes it.
            DeclDiagnostic::NumberTooLong(_) | DeclDiagnostic::NameTooLong(_) => Some('Q'),
            _ => Some(self.severity().letter()),
        }
    }
}

impl fmt::Display for DeclDiagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use DeclDiagnostic::*;
        match self {
            NotADeclaration => f.write_str("an SGML declaration must start with \"<!SGML\""),
            Unexpected { expected, found } => write!(f, "expected {expected} here, but found {found}"),
            UnknownKeyword { name, expected } => {
                write!(f, "\"{name}\" is not a keyword allowed here; expected {expected}")
            }
            UnexpectedEnd { expected } => write!(f, "the SGML declaration ends too early; expected {expected}"),
            UnterminatedComment => f.write_str("this comment is never closed with \"--\""),
            UnterminatedLiteral => f.write_str("this literal is never closed by its quotation mark"),
            InvalidCharacter(c) => write!(
                f,
                "character U+{:04X} cannot appear between the parameters of an SGML declaration",
                *c as u32
            ),
            SeparatorRequired => {
                f.write_str("a number must be separated from the next parameter by a space or comment")
            }
            NumberTooLarge(n) => write!(f, "the number {n} is too large"),
            NameTooLong(n) => write!(
                f,
                "the name {n} has {} characters; names in an SGML declaration have at most 8 (NAMELEN of the reference syntax)",
                n.chars().count()
            ),
            NumberTooLong(n) => write!(
                f,
                "the number {n} has {} digits; numbers in an SGML declaration have at most 8 (NAMELEN of the reference syntax)",
                n.len()
            ),
            DocumentCharacterBeyondUnicode { first } => write!(
                f,
                "document character numbers from {first} up have no Unicode code point and are left out of the document character set"
            ),
            BadCharacterReference(r) => write!(f, "\"{r}\" does not refer to a character"),
            UnknownVersion(v) => write!(
                f,
                "\"{v}\" is not an ISO 8879 version; expected \"ISO 8879:1986\", \"ISO 8879:1986 (ENR)\" or \"ISO 8879:1986 (WWW)\""
            ),
            WebSgmlRequired(what) => write!(
                f,
                "{what} is a Web SGML (Annex K) form, which needs the minimum literal \"ISO 8879:1986 (WWW)\""
            ),
            DescribedTwice(set) => write!(f, "character numbers {set} are described more than once"),
            NotDescribed(set) => write!(f, "character numbers {set} are not described; declare them UNUSED"),
            UnknownBaseSet(id) => write!(
                f,
                "base character set \"{id}\" is not known; the characters described by it have no known equivalent"
            ),
            MissingMinimumCharacters(set) => write!(
                f,
                "the character set lacks characters every SGML character set needs: {set}"
            ),
            UnknownCapacity(name) => write!(f, "\"{name}\" is not a capacity name"),
            DuplicateCapacity(name) => write!(f, "capacity {name} is given more than once; the first value counts"),
            ZeroCharacterCount => f.write_str("a number of characters of 0 describes nothing"),
            BaseCharactersMissing(set) => write!(f, "the base set has no characters numbered {set}"),
            ReservedNameTooLong { name, namelen } => {
                write!(f, "reserved name \"{name}\" is longer than NAMELEN ({namelen})")
            }
            CapacityExceedsTotal(name) => write!(f, "capacity {name} is larger than TOTALCAP"),
            UnknownCapacitySet(id) => write!(f, "public capacity set \"{id}\" is not known"),
            UnknownPublicSyntax(id) => write!(
                f,
                "public concrete syntax \"{id}\" is neither ISO 8879's Reference or Core syntax nor found through a catalog"
            ),
            PublicCapacityUnreadable { public_id, reason } => write!(
                f,
                "the file a catalog names for public capacity set \"{public_id}\" cannot be read: {reason}"
            ),
            PublicSyntaxUnreadable { public_id, reason } => write!(
                f,
                "the file a catalog names for public concrete syntax \"{public_id}\" cannot be read: {reason}"
            ),
            InExternalSyntax {
                public_id,
                line,
                column,
                kind,
                ..
            } => write!(
                f,
                "in the file of public identifier \"{public_id}\", at {line}:{column}: {kind}"
            ),
            SyntaxCharacterNotInDocument(n) => write!(
                f,
                "syntax character number {n} is not described by the syntax-reference character set, so it stands for no character"
            ),
            MissingFunction(name) => write!(
                f,
                "FUNCTION must assign {name}: every concrete syntax has RE, RS and SPACE, in that order"
            ),
            FunctionAssignedTwice(c) => write!(f, "character {c} is assigned to more than one function"),
            DuplicateFunctionName(name) => write!(f, "function name \"{name}\" is declared more than once"),
            MsocharWithoutMsichar => f.write_str("an MSOCHAR function needs an MSICHAR function too"),
            NameCharacterIsLetterOrDigit(set) => write!(
                f,
                "character numbers {set} are letters or digits, which are name characters already"
            ),
            NameCharacterIsFunction(set) => write!(
                f,
                "character numbers {set} cannot be both name characters and function characters or separators"
            ),
            NameStartAndNameCharacter(set) => write!(
                f,
                "character numbers {set} cannot be both name start characters and name characters"
            ),
            NamingLengthMismatch(which) => write!(f, "{which} must list as many characters as its lower-case partner"),
            InvalidRange(a, b) => write!(f, "range {a}-{b} ends before it starts"),
            UnknownDelimiter(name) => write!(f, "\"{name}\" is not a general delimiter role"),
            DuplicateDelimiter(name) => write!(f, "delimiter {name} is assigned more than once"),
            EmptyDelimiter => f.write_str("a delimiter cannot be empty"),
            DelimiterAllFunction(d) => write!(
                f,
                "general delimiter \"{}\" consists only of function characters",
                escape(d)
            ),
            DelimiterStartsWithName(d) => write!(f, "delimiter \"{}\" starts with a name start character", escape(d)),
            DuplicateShortref(d) => write!(
                f,
                "short reference delimiter \"{}\" is declared more than once",
                escape(d)
            ),
            UnknownReservedName(name) => {
                write!(f, "\"{name}\" is not a reserved name of the reference concrete syntax")
            }
            DuplicateReservedName(name) => write!(f, "reserved name {name} is replaced more than once"),
            InvalidReservedName(name) => write!(
                f,
                "\"{name}\" cannot replace a reserved name: it is not a name, or it is taken"
            ),
            UnknownQuantity(name) => write!(f, "\"{name}\" is not a quantity name"),
            QuantityOutOfRange { name, value } => {
                write!(f, "quantity {name} is {value}, outside the allowed 1 to 99999999")
            }
            InvalidEntityName(name) => write!(f, "\"{name}\" is not a valid entity name"),
            ShunnedNotUnused(set) => write!(
                f,
                "character numbers {set} are shunned and have no role in the syntax, so they must be declared UNUSED"
            ),
            DelimiterTooLong { delimiter, namelen } => write!(
                f,
                "delimiter \"{}\" is longer than NAMELEN ({namelen})",
                escape(delimiter)
            ),
            QuantityBelowReference(name) => write!(
                f,
                "with SCOPE INSTANCE, quantity {name} cannot be below its reference value"
            ),
            ImmednetRequiresEmptynrm => f.write_str("NETENABL IMMEDNET needs EMPTYNRM YES"),
            FeatureNumberZero(name) => write!(f, "{name} YES needs a number of at least 1"),
            DeclarationUnusable => {
                f.write_str("the SGML declaration cannot be used after this fault; the document is not read")
            }
        }
    }
}

/// A delimiter string for a message: control characters and `"` as character references.
fn escape(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if c.is_control() || c == '"' {
            out.push_str(&format!("&#{};", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

impl DeclDiagnostic {
    /// Whether this fault makes the declaration unusable, so that nothing of the
    /// document may be read with it: the declaration does not follow the grammar of
    /// clause 13 (a parameter, keyword or name that is not allowed where it stands, an
    /// end before the last parameter), or its document character set lacks the
    /// characters every SGML character set has (13.1.1). onsgmls stops at the same
    /// faults; it goes on after the others (a capacity above TOTALCAP, naming lists of
    /// unequal length, shunned characters not UNUSED), and so does omittag.
    pub fn is_fatal(&self) -> bool {
        use DeclDiagnostic::*;
        if let InExternalSyntax { kind, .. } = self {
            return kind.is_fatal();
        }
        matches!(
            self,
            NotADeclaration
                | Unexpected { .. }
                | UnknownKeyword { .. }
                | UnexpectedEnd { .. }
                | UnterminatedComment
                | UnterminatedLiteral
                | InvalidCharacter(_)
                | MissingMinimumCharacters(_)
                | UnknownCapacity(_)
                | MissingFunction(_)
                | UnknownDelimiter(_)
                | UnknownReservedName(_)
                | UnknownQuantity(_)
                | UnknownPublicSyntax(_)
                | PublicSyntaxUnreadable { .. }
                | PublicCapacityUnreadable { .. }
                | DeclarationUnusable
        )
    }

    /// Whether this is a warning onsgmls gives only with `-wsgmldecl` (part of `-wall`):
    /// a capacity given twice, a number of characters of 0, base characters missing, a
    /// reserved name longer than NAMELEN.
    pub fn needs_sgmldecl_switch(&self) -> bool {
        use DeclDiagnostic::*;
        match self {
            InExternalSyntax { kind, .. } => kind.needs_sgmldecl_switch(),
            DuplicateCapacity(_) | ZeroCharacterCount | BaseCharactersMissing(_) | ReservedNameTooLong { .. } => true,
            _ => false,
        }
    }

    /// Whether this fault, though the reading goes on after it, leaves the declaration
    /// unusable once the part of it being read (CHARSET, CAPACITY, SCOPE, SYNTAX,
    /// FEATURES, APPINFO) is read to its end, as OpenSP leaves it: a syntax character
    /// the document lacks, a name character that is a letter, digit or function
    /// character, a general delimiter of function characters alone, IMMEDNET without
    /// EMPTYNRM.
    pub fn invalidates(&self) -> bool {
        use DeclDiagnostic::*;
        match self {
            InExternalSyntax { kind, .. } => kind.invalidates(),
            SyntaxCharacterNotInDocument(_)
            | NameCharacterIsLetterOrDigit(_)
            | NameCharacterIsFunction(_)
            | DelimiterAllFunction(_)
            | ImmednetRequiresEmptynrm => true,
            _ => false,
        }
    }
}
