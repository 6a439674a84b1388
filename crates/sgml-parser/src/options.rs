//! The one options struct of the instance parser.

/// How the instance parser behaves. Every field has a documented default; limits exist so
/// that hostile input cannot exhaust time or memory.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ParserOptions {
    /// Stop after this many errors, as onsgmls's `-E` does (its default is 200); 0 means
    /// no limit. The events stop where parsing stopped.
    pub max_errors: u32,
    /// Report character references to non-SGML characters (onsgmls `-wnon-sgml-char-ref`).
    /// Off by default, as in onsgmls: such references are silently dropped.
    pub warn_non_sgml_char_ref: bool,
    /// Report minimized tags as onsgmls's `-wmin-tag` does: unclosed and NET-enabling
    /// start tags and unclosed end tags as errors, empty start and end tags as warnings.
    /// Off by default. The three below are its parts.
    pub warn_min_tag: bool,
    /// Report unclosed start and end tags (onsgmls `-wunclosed`, part of `-wmin-tag`).
    pub warn_unclosed_tags: bool,
    /// Report empty start and end tags, `<>` and `</>` (onsgmls `-wempty`, part of
    /// `-wmin-tag`).
    pub warn_empty_tags: bool,
    /// Report NET-enabling start tags (onsgmls `-wnet`, part of `-wmin-tag`).
    pub warn_net_enabling: bool,
    /// Accept characters past U+FFFF in character references. ISO 8879 allows every
    /// character the document character set declares (13.1.1; the HTML 4 declarations
    /// declare all of ISO 10646), but onsgmls keeps characters in 16 bits and reports a
    /// reference to a larger one as an error. Off by default, to give onsgmls's verdicts
    /// (see `docs/divergences.md`).
    pub characters_beyond_bmp: bool,
    /// Warn of an entity declared twice (onsgmls `-wduplicate`); off by default, as in
    /// onsgmls. A DTD matter: the `omittag` facade passes it to the DTD reader.
    pub warn_duplicate_entities: bool,
    /// Warn of an element type a DTD names (in a model group, an exception group or an
    /// ATTLIST) but never declares (onsgmls `-wundefined`); off by default, as in
    /// onsgmls. A DTD matter, like `warn_duplicate_entities`.
    pub warn_undefined_elements: bool,
    /// Warn of a mixed content model that does not allow `#PCDATA` at every point
    /// (onsgmls `-wmixed`); off by default, as in onsgmls. A DTD matter, like
    /// `warn_duplicate_entities`.
    pub warn_mixed_content: bool,
    /// Warn of a parameter entity the DTD declares and never refers to (onsgmls
    /// `-wunused-param`); off by default, as in onsgmls. A DTD matter.
    pub warn_unused_parameter_entities: bool,
    /// Warn of a short reference map no USEMAP declaration of the DTD names (onsgmls
    /// `-wunused-map`); off by default, as in onsgmls. A DTD matter.
    pub warn_unused_maps: bool,
    /// Warn of a reference to an undeclared general entity that the `#DEFAULT` entity
    /// resolves (onsgmls `-wdefault`), in the instance and in the DTD's attribute value
    /// literals; off by default, as in onsgmls.
    pub warn_default_entity: bool,
    /// Warn of a notation declared with no system identifier for which no catalog entry
    /// gives one (onsgmls `-wnotation-sysid`); off by default, as in onsgmls. A DTD
    /// matter.
    pub warn_notation_sysid: bool,
    /// Warn of what ISO 8879 recommends against (onsgmls `-wshould`): in the DTD, a name
    /// group with more than one kind of connector and an EMPTY element type whose end
    /// tag minimization is `-`; off by default, as in onsgmls.
    pub warn_should: bool,
    /// Warn of what onsgmls warns of in the SGML declaration with `-wsgmldecl` (part of
    /// `-wall`): a capacity given twice, a number of characters of 0, base set
    /// characters that do not exist, reserved names longer than NAMELEN; off by
    /// default, as in onsgmls.
    pub warn_sgml_decl: bool,
    /// Report unclosed and NET-enabling start tags (errors under `warn_min_tag`) as
    /// warnings, as the W3C Markup Validator downgrades them. Off by default; on in
    /// [`ParserOptions::w3c`].
    pub minimized_start_tags_as_warnings: bool,
    /// How deeply entity references may nest (default 64; the HTML DTDs' entities never
    /// nest). A deeper reference is reported and not expanded, so that nesting costs
    /// neither stack nor memory; a reference to an entity already open is reported as
    /// recursive whatever the depth.
    pub max_entity_depth: usize,
    /// How many characters entity expansion may produce in all, at least (default
    /// 1 Mi). The limit grows with the document: it is the larger of this and
    /// [`entity_expansion_ratio`](ParserOptions::entity_expansion_ratio) times the
    /// document's length ([`ParserOptions::entity_expansion_limit`]). A reference past it
    /// is reported and not expanded: exponential expansion (the SGML "billion laughs",
    /// entities of ten references to the entity before) stops there. It also bounds
    /// the size of an external entity file read.
    pub max_entity_expansion: usize,
    /// How many characters entity expansion may produce per byte of the document
    /// (default 16); see [`max_entity_expansion`](ParserOptions::max_entity_expansion).
    /// Character entity references (`&eacute;`, `&nbsp;`) produce fewer characters than
    /// they take, so ordinary documents stay far below.
    pub entity_expansion_ratio: usize,
    /// How many elements may be open at once (default 10 000), beyond TAGLVL, which is
    /// only reported: at the start tag that would open one more, the limit is reported
    /// and parsing stops, so that a document nested a million deep costs neither stack
    /// nor memory. HTML documents nest a few dozen deep.
    pub max_open_elements: usize,
    /// How many attributes one start tag may specify (default 10 000; HTML's ATTCNT is 200,
    /// reported as a quantity error well before). Those past the limit are reported once
    /// and ignored.
    pub max_attributes: usize,
    /// How long one attribute value may grow, in bytes of UTF-8 after entity references
    /// are replaced (default 16 MiB; HTML's LITLEN is 65 536 characters, reported as a
    /// quantity error well before). What lies past the limit is reported once and left
    /// out of the value, so that entity references cannot build an enormous value. The
    /// literal itself is one token: a document read in windows holds it whole while it is
    /// read (LITLEN reports it), memory in proportion to its length, so no more than the
    /// input (the `omittag` facade's `max_input_bytes`).
    pub max_attribute_value_length: usize,
    /// How long one processing instruction in the instance may be, in bytes (default
    /// 4 MiB; HTML's PILEN is 65 536 characters, reported as a quantity error well
    /// before). A longer one is reported once and skipped: no event, and a document read
    /// in windows does not hold it.
    pub max_processing_instruction_length: usize,
    /// How long the generic identifier of a start or end tag may be, in bytes (default
    /// 64 KiB; HTML's NAMELEN is 72 characters and its TAGLEN 65 536). A longer one is
    /// reported once and cut there, the rest of its characters passed over: a document
    /// read in windows does not hold it. Other names (attribute names and the names of
    /// entity references) are not cut: NAMELEN reports them, and a document read in
    /// windows holds each whole while it is read, memory in proportion to its length,
    /// so no more than the input (the `omittag` facade's `max_input_bytes`).
    pub max_name_length: usize,
    /// The link types to activate (onsgmls `-a NAME`, ISO 8879 12.1): the first link
    /// type declaration of the prolog with one of these names gives the elements their
    /// link attributes. Empty by default: no link is active.
    pub active_links: Vec<String>,
    /// Report the comment declarations of the instance (from the document element's start
    /// tag on, the epilog included) as
    /// [`Event::CommentDeclaration`](crate::Event::CommentDeclaration), as onsgmls's
    /// `-ocomment` shows them. Off by default: a comment is then skipped without being kept.
    pub report_comments: bool,
    /// Report each general entity the instance looks up (references in content and in
    /// attribute value literals, ENTITY and ENTITIES attribute values) as
    /// [`Event::EntityLookup`](crate::Event::EntityLookup), as onsgmls's `-oentity` shows
    /// them. Off by default.
    pub report_entity_lookups: bool,
}

impl Default for ParserOptions {
    fn default() -> ParserOptions {
        ParserOptions {
            max_errors: 200,
            warn_non_sgml_char_ref: false,
            warn_min_tag: false,
            warn_unclosed_tags: false,
            warn_empty_tags: false,
            warn_net_enabling: false,
            minimized_start_tags_as_warnings: false,
            characters_beyond_bmp: false,
            warn_duplicate_entities: false,
            warn_undefined_elements: false,
            warn_mixed_content: false,
            warn_unused_parameter_entities: false,
            warn_unused_maps: false,
            warn_default_entity: false,
            warn_notation_sysid: false,
            warn_should: false,
            warn_sgml_decl: false,
            max_entity_depth: 64,
            max_entity_expansion: 1 << 20,
            entity_expansion_ratio: 16,
            max_open_elements: 10_000,
            max_attributes: 10_000,
            max_attribute_value_length: 16 << 20,
            max_processing_instruction_length: 4 << 20,
            max_name_length: 64 << 10,
            active_links: Vec::new(),
            report_comments: false,
            report_entity_lookups: false,
        }
    }
}

impl ParserOptions {
    /// Turn on (or off) the warnings of onsgmls's `-wall` (off: `-wno-all`): mixed,
    /// should, default, undefined, unused-map, unused-param, empty and unclosed (not
    /// net, nor duplicate or notation-sysid; onsgmls's sgmldecl warnings, also in
    /// `-wall`, are not made). Off, they stay off whatever set them before: after
    /// `-wmin-tag`, only its NET-enabling part is left.
    pub fn warn_all(&mut self, on: bool) {
        self.warn_mixed_content = on;
        self.warn_should = on;
        self.warn_default_entity = on;
        self.warn_undefined_elements = on;
        self.warn_unused_maps = on;
        self.warn_unused_parameter_entities = on;
        self.warn_sgml_decl = on;
        if !on && self.warn_min_tag {
            self.warn_min_tag = false;
            self.warn_net_enabling = true;
        }
        self.warn_empty_tags = on;
        self.warn_unclosed_tags = on;
    }

    /// Whether unclosed tags are reported (`-wmin-tag` or `-wunclosed`).
    pub fn warns_unclosed_tags(&self) -> bool {
        self.warn_min_tag || self.warn_unclosed_tags
    }

    /// Whether empty tags are reported (`-wmin-tag` or `-wempty`).
    pub fn warns_empty_tags(&self) -> bool {
        self.warn_min_tag || self.warn_empty_tags
    }

    /// Whether NET-enabling start tags are reported (`-wmin-tag` or `-wnet`).
    pub fn warns_net_enabling(&self) -> bool {
        self.warn_min_tag || self.warn_net_enabling
    }

    /// How many characters entity expansion may produce in a document of `input_len`
    /// bytes: the larger of [`max_entity_expansion`](ParserOptions::max_entity_expansion)
    /// and [`entity_expansion_ratio`](ParserOptions::entity_expansion_ratio) times
    /// `input_len`.
    pub fn entity_expansion_limit(&self, input_len: usize) -> usize {
        self.max_entity_expansion
            .max(self.entity_expansion_ratio.saturating_mul(input_len))
    }

    /// The W3C Markup Validator's profile: onsgmls's switches `-wvalid
    /// -wnon-sgml-char-ref -wno-duplicate -wmin-tag`, with the unclosed and NET-enabling
    /// start tags that `-wmin-tag` reports as errors reported as warnings, as the
    /// validator reports them.
    pub fn w3c() -> ParserOptions {
        ParserOptions {
            warn_non_sgml_char_ref: true,
            warn_min_tag: true,
            minimized_start_tags_as_warnings: true,
            ..ParserOptions::default()
        }
    }
}
