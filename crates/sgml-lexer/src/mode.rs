//! Recognition modes (ISO 8879 9.6.1): which delimiters the lexer looks for.
//!
//! The parser knows where it is (in content, inside a tag, in a literal) and hands the
//! lexer the mode with [`Lexer::set_mode`](crate::Lexer::set_mode); the lexer never
//! switches mode by itself. Each mode recognises only the delimiters ISO 8879 Figure 3
//! lists for it, each only in its context (9.6.2).

/// A recognition mode: what the lexer recognises at the current position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Mode {
    /// CON: mixed or element content. Recognises STAGO `<` (before a name start
    /// character, or before `>` with SHORTTAG), ETAGO `</` (likewise), MDO `<!` (before a
    /// name start character, `--`, `[` or `>`), PIO `<?`, references (`&name`, `&#123`,
    /// `&#x7B` with HCRO, `&#RE`), MSC MDC `]]>`, records, and NET `/` when `net` is set.
    /// Everything else is data.
    Content {
        /// Whether an open element was started by a NET-enabling start tag, so that `/`
        /// is NET (7.5.1, SHORTTAG).
        net: bool,
    },
    /// TAG: inside a start or end tag after its generic identifier opener. Names, name
    /// tokens, numbers, VI `=`, LIT `"`, LITA `'`, TAGC `>`, NET `/` (with SHORTTAG), and
    /// STAGO `<` / ETAGO `</` of a following tag when SHORTTAG allows unclosed tags;
    /// separators and records.
    Tag,
    /// MD: inside a markup declaration, between parameters. Names, name tokens, numbers,
    /// MDC `>`, COM `--`, MINUS `-`, PLUS `+`, GRPO `(`, DSO `[`, DSC `]`, LIT, LITA,
    /// RNI `#`, parameter entity references `%name` and PERO `%` before a separator;
    /// and OPT `?` and REP `*` right after a `)`, the occurrence indicator of the model
    /// group just closed (so the parser returns to this mode after the outermost GRPC).
    Markup,
    /// GRP: inside a group of a markup declaration. Names, name tokens, numbers, GRPO,
    /// GRPC `)`, AND `&`, OR `|`, SEQ `,`, OPT `?`, PLUS `+`, REP `*`, RNI `#`, LIT,
    /// LITA, parameter entity references.
    Group,
    /// COM: inside a comment, after its opening COM. Data and records up to COM `--`.
    Comment,
    /// LIT or LITA: inside a literal, after its opening delimiter. Data and records up to
    /// the closing delimiter; which references count depends on `data`.
    Literal {
        /// Which delimiter closes the literal.
        quote: Quote,
        /// What the literal holds, which decides the references it recognises.
        data: LiteralData,
    },
    /// PI: inside a processing instruction, after PIO. Data and records up to PIC `>`.
    ProcessingInstruction,
    /// DS: a declaration subset (the DTD, or between declarations of the prolog). MDO
    /// `<!` in context, PIO `<?`, parameter entity references, MSC MDC `]]>`, DSC `]`,
    /// separators and records; anything else is `Invalid` text.
    DeclarationSubset,
    /// The content of an element whose declared content is CDATA or RCDATA (9.6.2,
    /// 7.6). Data and records up to ETAGO `</` in context; in RCDATA, references too.
    DeclaredContent {
        /// CDATA or RCDATA.
        kind: DeclaredContent,
        /// Which ETAGO ends the content.
        end: ContentEnd,
        /// Whether the element's start tag was NET-enabling, so that `/` is NET.
        net: bool,
    },
    /// The content of a CDATA, RCDATA or IGNORE marked section (10.4). INCLUDE and
    /// TEMP marked sections hold ordinary content: use [`Mode::Content`] (or
    /// [`Mode::DeclarationSubset`] in a DTD) for them.
    MarkedSection(MarkedSection),
}

impl Mode {
    /// Content of an element whose start tag did not enable NET: the usual content mode.
    pub const CONTENT: Mode = Mode::Content { net: false };
}

/// Which delimiter opened, and so closes, a literal.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Quote {
    /// LIT `"`.
    Lit,
    /// LITA `'`.
    Lita,
}

impl Quote {
    /// The delimiter character.
    pub const fn char(self) -> char {
        match self {
            Quote::Lit => '"',
            Quote::Lita => '\'',
        }
    }
}

/// What a literal holds (ISO 8879 9.1, 10.1.6, 10.1.7), which decides the references
/// recognised inside it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum LiteralData {
    /// An attribute value literal: replaceable character data (9.1.1). Character
    /// references and general entity references.
    Replaceable,
    /// A parameter literal (entity text, etc.): replaceable parameter data (9.1.2).
    /// Character references and parameter entity references; `&name` is data.
    Parameter,
    /// A minimum literal (public identifier) or system identifier: no references.
    Plain,
}

/// The two kinds of declared character content.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DeclaredContent {
    /// CDATA: character data only; no references.
    Cdata,
    /// RCDATA: character data and references.
    Rcdata,
}

/// What ends declared CDATA or RCDATA content.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ContentEnd {
    /// ISO 8879: any ETAGO followed by a name start character (or by TAGC with
    /// SHORTTAG, `</>`). This is what OpenSP does: `</b>` inside a CDATA element ends
    /// its content and is then an end tag for an element that is not open.
    AnyEndTag,
    /// Only the element's own end tag: ETAGO, the name given with
    /// [`Lexer::set_end_tag_name`](crate::Lexer::set_end_tag_name) (compared after
    /// NAMECASE GENERAL folding), then a character that is not a name character; or
    /// `</>` with SHORTTAG. Any other `</` is data.
    OwnEndTag,
}

/// The kinds of marked section whose content is not ordinary content.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MarkedSection {
    /// CDATA: data up to MSC MDC `]]>`.
    Cdata,
    /// RCDATA: data and references up to MSC MDC `]]>`.
    Rcdata,
    /// IGNORE: text skipped up to the matching MSC MDC. The lexer returns MDO DSO `<![`
    /// and MSC MDC `]]>` tokens and `Data` between them; the parser counts the nesting
    /// (10.4.2: nested marked sections inside an ignored one are ignored too).
    Ignore,
}
