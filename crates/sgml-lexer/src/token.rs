//! Tokens: a kind and a byte-offset span, nothing else.

use std::fmt;

use sgml_decl::DelimRole;
use sgml_source::Span;

/// What a token is. Delimiters carry their ISO 8879 role names (Figure 3); the other
/// kinds are data, record boundaries, separators, names, numbers and references.
///
/// The same character string can be different roles in different modes (`>` is TAGC in a
/// tag, MDC in a markup declaration and PIC after a processing instruction): the kind
/// says which role it played where it was recognised.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[repr(u8)]
pub enum TokenKind {
    // ---- text --------------------------------------------------------------------
    /// A run of data characters: character data in content, the text of a literal, a
    /// comment, a processing instruction, CDATA or RCDATA content, or an ignored marked
    /// section. A delimiter string that is not in its context (9.6.2), such as `<` before
    /// a space, is data and is part of the run. A run never contains a record boundary.
    Data,
    /// A record end (RE, ISO 8879 7.6.1): the RE function character, or in an entity
    /// whose records end with LF, the LF (see [`LineEnds`](crate::LineEnds)).
    Re,
    /// A record start (RS): the RS function character, or in an entity whose records
    /// end with LF, an empty span just after each LF that is followed by more text (the
    /// record start OpenSP inserts).
    Rs,
    /// In a tag, markup declaration, group or declaration subset: a run of SPACE and
    /// SEPCHAR characters (TAB in HTML). RE and RS are separators too, but keep their own
    /// tokens.
    Separator,
    /// One character that the document character set does not describe, or describes as
    /// UNUSED (a non-SGML character, 13.1.1). Never part of a `Data` run.
    NonSgml,
    /// A character that cannot start any token in the current mode, such as `{` in a
    /// tag or `*` in a markup declaration; or a delimiter the mode recognises but whose
    /// use is malformed. One character.
    Invalid,

    // ---- names and numbers (9.3) -------------------------------------------------
    /// A name: a name start character followed by name characters.
    Name,
    /// A number: digits only.
    Number,
    /// A name token that is neither a name nor a number (starts with a digit or another
    /// non-start name character, such as `1a` or `-x`).
    NameToken,

    // ---- references (9.4, 9.5) ---------------------------------------------------
    /// A general entity reference `&name`, with its reference end (REFC `;`, or a record
    /// end, 9.4.5) when there is one.
    EntityRef,
    /// A parameter entity reference `%name`, with its reference end when there is one.
    ParamEntityRef,
    /// A character reference by number, `&#123`, with its reference end.
    CharRef,
    /// A character reference by hexadecimal number, `&#x7B` (Web SGML HCRO, Annex K),
    /// with its reference end.
    HexCharRef,
    /// A character reference by function name, `&#RE`, `&#RS`, `&#SPACE`, `&#TAB`, with
    /// its reference end. The name is checked by the parser against the FUNCTION section.
    FunctionRef,

    // ---- delimiters (Figure 3) ---------------------------------------------------
    /// STAGO `<`: a start tag opens.
    Stago,
    /// ETAGO `</`: an end tag opens.
    Etago,
    /// TAGC `>`: a tag closes.
    Tagc,
    /// NET `/`: null end tag, in a tag (NET-enabling start tag) or in the content of an
    /// element whose start tag enabled it.
    Net,
    /// VI `=`: value indicator in an attribute specification.
    Vi,
    /// LIT `"`: a literal opens or closes.
    Lit,
    /// LITA `'`: an alternative literal opens or closes.
    Lita,
    /// MDO `<!`: a markup declaration opens.
    Mdo,
    /// MDC `>`: a markup declaration closes.
    Mdc,
    /// DSO `[`: a declaration subset (or marked section content) opens. Also MSO.
    Dso,
    /// DSC `]`: a declaration subset closes.
    Dsc,
    /// MDO DSO `<![` inside an ignored marked section: a nested marked section opens
    /// (10.4.2), to be counted so that the matching MSC MDC is found.
    MdoDso,
    /// MSC MDC `]]>`: a marked section ends.
    MscMdc,
    /// COM `--`: a comment opens or closes.
    Com,
    /// PIO `<?`: a processing instruction opens.
    Pio,
    /// PIC `>`: a processing instruction closes.
    Pic,
    /// GRPO `(`: a group opens.
    Grpo,
    /// GRPC `)`: a group closes.
    Grpc,
    /// AND `&` connector.
    And,
    /// OR `|` connector.
    Or,
    /// SEQ `,` connector.
    Seq,
    /// OPT `?` occurrence indicator.
    Opt,
    /// PLUS `+`: occurrence indicator in a group, inclusion exception in a declaration.
    Plus,
    /// REP `*` occurrence indicator.
    Rep,
    /// MINUS `-`: exclusion exception or omitted-tag minimization in a declaration.
    Minus,
    /// RNI `#`: reserved name indicator (`#PCDATA`, `#IMPLIED`).
    Rni,
    /// PERO `%` on its own: the parameter entity marker of an entity declaration
    /// (`<!ENTITY % name ...>`), where it is followed by a separator.
    Pero,

    // ---- short references (9.4.6) ------------------------------------------------
    /// A short reference delimiter in content, recognised while a short reference map
    /// is current ([`Lexer::next_token_with`](crate::Lexer::next_token_with)); which one
    /// is [`Lexer::short_ref_index`](crate::Lexer::short_ref_index). Its span covers
    /// the characters it matched (empty for a record start alone after an LF).
    ShortRef,
}

impl TokenKind {
    /// Whether this kind is a reference of any sort.
    pub const fn is_reference(self) -> bool {
        matches!(
            self,
            TokenKind::EntityRef
                | TokenKind::ParamEntityRef
                | TokenKind::CharRef
                | TokenKind::HexCharRef
                | TokenKind::FunctionRef
        )
    }

    /// The delimiter role that opens a reference token: ERO for `&name`, PERO for
    /// `%name`, CRO for `&#123` and `&#RE`, HCRO for `&#x7B`. (Its closing REFC, when
    /// there is one, is in [`ReferenceParts::end`](crate::ReferenceParts::end).)
    pub const fn reference_open(self) -> Option<DelimRole> {
        match self {
            TokenKind::EntityRef => Some(DelimRole::Ero),
            TokenKind::ParamEntityRef => Some(DelimRole::Pero),
            TokenKind::CharRef | TokenKind::FunctionRef => Some(DelimRole::Cro),
            TokenKind::HexCharRef => Some(DelimRole::Hcro),
            _ => None,
        }
    }

    /// Whether this kind is a record boundary (RE or RS).
    pub const fn is_record(self) -> bool {
        matches!(self, TokenKind::Re | TokenKind::Rs)
    }

    /// Whether this kind separates parameters or tokens in markup: a separator run, RE
    /// or RS.
    pub const fn is_separator(self) -> bool {
        matches!(self, TokenKind::Separator | TokenKind::Re | TokenKind::Rs)
    }

    /// The ISO 8879 name of the delimiter role (`"STAGO"`), or `None` for kinds that are
    /// not delimiters.
    pub const fn delimiter_name(self) -> Option<&'static str> {
        Some(match self {
            TokenKind::Stago => "STAGO",
            TokenKind::Etago => "ETAGO",
            TokenKind::Tagc => "TAGC",
            TokenKind::Net => "NET",
            TokenKind::Vi => "VI",
            TokenKind::Lit => "LIT",
            TokenKind::Lita => "LITA",
            TokenKind::Mdo => "MDO",
            TokenKind::Mdc => "MDC",
            TokenKind::Dso => "DSO",
            TokenKind::Dsc => "DSC",
            TokenKind::MdoDso => "MDO DSO",
            TokenKind::MscMdc => "MSC MDC",
            TokenKind::Com => "COM",
            TokenKind::Pio => "PIO",
            TokenKind::Pic => "PIC",
            TokenKind::Grpo => "GRPO",
            TokenKind::Grpc => "GRPC",
            TokenKind::And => "AND",
            TokenKind::Or => "OR",
            TokenKind::Seq => "SEQ",
            TokenKind::Opt => "OPT",
            TokenKind::Plus => "PLUS",
            TokenKind::Rep => "REP",
            TokenKind::Minus => "MINUS",
            TokenKind::Rni => "RNI",
            TokenKind::Pero => "PERO",
            _ => return None,
        })
    }
}

/// One token: its kind and the bytes it covers in the text being read.
///
/// Twelve bytes; the parser's hot loop copies these around.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Token {
    /// What the token is.
    pub kind: TokenKind,
    /// Where it is: byte offsets into the lexer's source text.
    pub span: Span,
}

const _: () = assert!(std::mem::size_of::<Token>() == 12);
const _: () = assert!(std::mem::size_of::<Option<Token>>() == 12);

impl Token {
    /// A token of `kind` over `span`.
    #[inline]
    pub const fn new(kind: TokenKind, span: Span) -> Token {
        Token { kind, span }
    }

    /// The text the token covers in `source` (the lexer's source text).
    #[inline]
    pub fn text(self, source: &str) -> &str {
        self.span.slice(source)
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}@{:?}", self.kind, self.span)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_of_kinds() {
        assert_eq!(TokenKind::Stago.delimiter_name(), Some("STAGO"));
        assert_eq!(TokenKind::MscMdc.delimiter_name(), Some("MSC MDC"));
        assert_eq!(TokenKind::Data.delimiter_name(), None);
        assert_eq!(TokenKind::HexCharRef.reference_open(), Some(DelimRole::Hcro));
        assert_eq!(TokenKind::FunctionRef.reference_open(), Some(DelimRole::Cro));
        assert_eq!(TokenKind::Pero.reference_open(), None);
        assert!(TokenKind::ParamEntityRef.is_reference() && !TokenKind::Pero.is_reference());
        assert!(TokenKind::Rs.is_record() && TokenKind::Rs.is_separator() && !TokenKind::Data.is_separator());
    }
}
