//! The one options struct of the instance parser.

/// How the instance parser behaves. Every field has a documented default; limits exist so
/// that hostile input cannot exhaust time or memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParserOptions {
    /// Stop after this many errors, as onsgmls's `-E` does (its default is 200); 0 means
    /// no limit. The events stop where parsing stopped.
    pub max_errors: u32,
    /// Report character references to non-SGML characters (onsgmls `-wnon-sgml-char-ref`).
    /// Off by default, as in onsgmls: such references are silently dropped.
    pub warn_non_sgml_char_ref: bool,
    /// Report minimized tags as onsgmls's `-wmin-tag` does: unclosed and NET-enabling
    /// start tags and unclosed end tags as errors, empty start and end tags as warnings.
    /// Off by default.
    pub warn_min_tag: bool,
    /// Accept characters past U+FFFF in character references. ISO 8879 allows every
    /// character the document character set declares (13.1.1; the HTML 4 declarations
    /// declare all of ISO 10646), but onsgmls keeps characters in 16 bits and reports a
    /// reference to a larger one as an error. Off by default, to give onsgmls's verdicts
    /// (see `docs/divergences.md`).
    pub characters_beyond_bmp: bool,
    /// Warn of an entity declared twice (onsgmls `-wduplicate`); off by default, as in
    /// onsgmls. A DTD matter: the `omittag` facade passes it to the DTD reader.
    pub warn_duplicate_entities: bool,
    /// Report unclosed and NET-enabling start tags (errors under `warn_min_tag`) as
    /// warnings, as the W3C Markup Validator downgrades them. Off by default; on in
    /// [`ParserOptions::w3c`].
    pub minimized_start_tags_as_warnings: bool,
    /// How deeply entity references may nest (default 64). Deeper references are
    /// reported and ignored.
    pub max_entity_depth: usize,
    /// How many characters entity expansion may produce in all (default 64 Mi): a guard
    /// against exponential entity expansion.
    pub max_entity_expansion: usize,
    /// How many elements may be open at once (default 10 000), beyond TAGLVL, which is
    /// only reported: deeper start tags are reported and their elements not opened, so
    /// that nesting cannot exhaust memory.
    pub max_open_elements: usize,
}

impl Default for ParserOptions {
    fn default() -> ParserOptions {
        ParserOptions {
            max_errors: 200,
            warn_non_sgml_char_ref: false,
            warn_min_tag: false,
            minimized_start_tags_as_warnings: false,
            characters_beyond_bmp: false,
            warn_duplicate_entities: false,
            max_entity_depth: 64,
            max_entity_expansion: 64 << 20,
            max_open_elements: 10_000,
        }
    }
}

impl ParserOptions {
    /// The W3C Markup Validator's profile: onsgmls's switches `-wvalid
    /// -wnon-sgml-char-ref -wno-duplicate -wmin-tag`, with the unclosed and NET-enabling
    /// start tags that `-wmin-tag` reports as errors reported as warnings, as the
    /// validator reports them.
    pub fn w3c() -> ParserOptions {
        ParserOptions {
            warn_non_sgml_char_ref: true,
            warn_min_tag: true,
            warn_duplicate_entities: false,
            minimized_start_tags_as_warnings: true,
            ..ParserOptions::default()
        }
    }
}
