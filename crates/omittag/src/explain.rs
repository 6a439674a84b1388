//! What each class of message means: a short title, the rule behind it (with the clause
//! of ISO 8879 or the section of the HTML 4.01 specification where that helps) and the
//! usual fix, looked up by the message's stable [code](crate::Message::code).
//!
//! Every code that a diagnostic kind of the workspace can give has an explanation here
//! (a test checks it against [`every_code`](crate::message::every_code)), as have the facade's own checks.
//!
//! ```
//! let explanation = omittag::explain::explanation("element-undefined").unwrap();
//! assert_eq!(explanation.title, "unknown element type");
//! assert!(omittag::explain::explanation("no-such-code").is_none());
//! ```

/// What a class of message means and what usually fixes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The message code it explains (`element-not-allowed`).
    pub code: &'static str,
    /// A short name of the class, in lower case (`element not allowed here`).
    pub title: &'static str,
    /// The rule the message enforces, and how documents usually come to break it.
    pub rule: &'static str,
    /// What usually fixes it.
    pub fix: &'static str,
}

/// The explanation of messages with code `code`, or `None` for a code that has none (a
/// message about the run rather than the document, or a code this version does not know).
pub fn explanation(code: &str) -> Option<&'static Explanation> {
    EXPLANATIONS.iter().find(|e| e.code == code)
}

/// Every explanation, in the order of the kinds: the instance parser's first (the ones
/// people meet), then the facade's, the encoding's, the DTD's and catalog's, the SGML
/// declaration's and the lexer's.
pub fn all() -> &'static [Explanation] {
    EXPLANATIONS
}

const fn e(code: &'static str, title: &'static str, rule: &'static str, fix: &'static str) -> Explanation {
    Explanation { code, title, rule, fix }
}

static EXPLANATIONS: &[Explanation] = &[
    // ---- The instance parser (sgml-parser): the messages about documents.
    e(
        "element-undefined",
        "unknown element type",
        "Every element in a document must be declared by the DTD its DOCTYPE names (ISO 8879 11.2). \
         A misspelt tag, an element from another HTML version (CENTER or FONT under a Strict DOCTYPE, \
         SECTION or NAV from HTML5) or a browser's own element (EMBED, NOBR, MARQUEE) is not declared. \
         When the DTD could not be loaded at all, every element is reported this way.",
        "Correct the spelling, replace the element by one the DTD declares (often a DIV or SPAN with a \
         style sheet), or declare the DOCTYPE of the HTML version the page is written in.",
    ),
    e(
        "element-not-allowed",
        "element not allowed here",
        "Each element's content model says which elements it may contain and in what order \
         (ISO 8879 11.2.4). When a start tag fits nowhere, even after the parser has inferred every \
         start and end tag the DTD lets authors omit (7.3.1), it is an error. Typical cases: a block \
         element (DIV, P, TABLE, UL, H1) inside an inline one (A, SPAN, FONT, B) or inside P; body \
         content inside HEAD; a list item, table cell or option outside its list, row or menu.",
        "Move the element to a place where its parent allows it, or close the element around it first. \
         An earlier error, such as an unclosed element, can also leave the parser somewhere other \
         than the author meant: fix the first error and check again.",
    ),
    e(
        "missing-element-inferred",
        "element needs a container",
        "This element may only appear inside another element whose start tag is missing and may not \
         be omitted (ISO 8879 7.3.1), such as a DT or DD outside DL. \
         The parser inferred the container to go on, which the document must not rely on.",
        "Write the start and end tags of the container around the element.",
    ),
    e(
        "missing-element-one-of",
        "element needs one of several containers",
        "This element may only appear inside certain elements, none of which is open here, and more \
         than one could be inferred (ISO 8879 7.3.1), so the parser names them instead. For a block \
         element (DIV, P, TABLE, H1...) inside an inline one (SPAN, A, B...), the list holds the few \
         inline elements that may contain blocks (OBJECT, MAP, BUTTON): the block is simply in the \
         wrong place.",
        "Wrap the element in one of the listed elements (an LI in a UL or OL); for a block inside an \
         inline element, move it out of that element.",
    ),
    e(
        "data-not-allowed",
        "text not allowed here",
        "Some content models allow elements only, not character data (ISO 8879 11.2.4): TABLE, TR, UL, \
         OL, DL, SELECT and HEAD, and under a Strict DOCTYPE also BODY, BLOCKQUOTE and FORM, which take \
         block elements only. Text there, even a stray character or a misplaced entity reference, is an \
         error.",
        "Put the text inside an element allowed there: a P (or DIV) in BODY, BLOCKQUOTE or FORM, an LI in \
         a list, a TD in a table row. Remove stray characters left between tags.",
    ),
    e(
        "end-tag-not-open",
        "end tag for an element that is not open",
        "An end tag must close an element that is open (ISO 8879 7.5). This one closes nothing: it is \
         extra, or its element was already ended — often implicitly, as when a block element starts \
         inside P and so ends the P (whose end tag may be omitted) before the author's `</P>` — or it \
         closes an EMPTY element such as BR or IMG, which never has an end tag.",
        "Remove the end tag, or fix the nesting so that the element is open where it ends. For P, check \
         that nothing inside it is a block element.",
    ),
    e(
        "element-not-finished",
        "element ended before its required content",
        "The element was closed (by the end tag of an element around it) before it held what its content \
         model requires (ISO 8879 7.5, 11.2.4): a TR needs a TD or TH, a TABLE a row, a UL or OL an LI, \
         a DL a DT or DD, a SELECT an OPTION, HEAD a TITLE.",
        "Add the required elements, or remove the empty element.",
    ),
    e(
        "end-tag-not-finished",
        "end tag before the required content",
        "The element's end tag came before the element held what its content model requires \
         (ISO 8879 11.2.4): an empty UL, OL, DL, TABLE, TR or SELECT, or a HEAD with no TITLE.",
        "Add the required child elements (an LI, a TR with a TD, an OPTION, a TITLE), or remove the \
         empty element.",
    ),
    e(
        "not-finished-at-end",
        "document ended inside an incomplete element",
        "The document ended while an element still lacked content its model requires \
         (ISO 8879 11.2.4), often because the file is truncated or a required element such as TITLE \
         or BODY's content is missing.",
        "Complete the element, or check that the whole file was saved.",
    ),
    e(
        "no-document-element",
        "no document element",
        "A document must hold an element (ISO 8879 7.1, 7.2): the file is empty, or holds only a DOCTYPE, \
         comments or text that no element could be inferred for.",
        "Check that the right file was given; write at least the required elements (for HTML 4.01, a \
         TITLE).",
    ),
    e(
        "end-tag-omission-forbidden",
        "missing end tag",
        "Only elements whose declaration has `O` as its second minimization may have their end tag \
         omitted (ISO 8879 7.3.1.2): P, LI, TD, TR, OPTION and a few others. Elements such as A, B, DIV, \
         SPAN, TABLE, UL and TEXTAREA need theirs. The element was ended here without it, often because \
         tags overlap (`<B><I>...</B></I>`).",
        "Add the end tag where the element should end (the note shows where it started), and nest tags \
         so that the last opened is the first closed.",
    ),
    e(
        "end-tag-omitted-omittag-no",
        "missing end tag (OMITTAG NO)",
        "The SGML declaration says OMITTAG NO, as the declaration for XML does: every element needs its \
         end tag (or, under XML, the empty-element form `<x/>`), whatever its declaration says and even \
         when the DTD does not declare it (ISO 8879 7.3.1.2, 13.5.1).",
        "Add the end tag where the element should end (the note shows where it started).",
    ),
    e(
        "start-tag-was-here",
        "where the element started",
        "A note to the message before it: the start of the element it is about.",
        "Fix the message it belongs to.",
    ),
    e(
        "start-tag-omission-forbidden",
        "missing start tag",
        "The parser had to infer this element's start tag to place what follows, but the element's \
         declaration requires its start tag (ISO 8879 7.3.1): only elements declared with `O` first, \
         such as HTML, HEAD, BODY and TBODY, may start without one.",
        "Write the start tag, or move the content to where it is allowed.",
    ),
    e(
        "start-tag-omitted-declared-content",
        "start tag omitted for declared content",
        "An element with declared content (CDATA, RCDATA or EMPTY) never has an omissible start tag \
         (ISO 8879 7.3.1.1): the parser cannot infer it.",
        "Write the element's start tag.",
    ),
    e(
        "implied-element-empty",
        "inferred element is empty",
        "A start tag may be omitted only when the element has content that starts it (ISO 8879 7.3.1.1); \
         this inferred element ended with none, so the inference does not hold.",
        "Write the element's tags explicitly, or remove what made the parser infer it.",
    ),
    e(
        "exclusion-of-required-element",
        "exclusion of a required element",
        "An exclusion exception `-(...)` may only remove elements that are optional where they are \
         excluded (ISO 8879 11.2.5.2); here the content model requires the excluded element.",
        "The fault is in the DTD: make the element optional in that model, or drop it from the exclusion.",
    ),
    e(
        "required-element-excluded",
        "required element excluded",
        "The content model requires an element here that an exclusion exception of an enclosing \
         element forbids (ISO 8879 11.2.5.2), so the content can never be complete.",
        "Restructure the document so the element is not needed inside the excluding element, or correct \
         the DTD.",
    ),
    e(
        "entlvl-exceeded",
        "entities nested too deep",
        "Entity references nest deeper than the quantity ENTLVL of the SGML declaration allows: an \
         entity whose text refers to an entity whose text refers to another, and so on (ISO 8879 \
         13.4.8). The entities are still read.",
        "Nest fewer entities, or raise ENTLVL in the SGML declaration.",
    ),
    e(
        "taglvl-exceeded",
        "elements nested too deeply",
        "The SGML declaration's TAGLVL quantity limits how many elements may be open at once \
         (ISO 8879 13.4.8); HTML 4.01's allows 100. Unclosed elements that pile up (a FONT or TABLE \
         never ended) usually cause it.",
        "Close elements where they end; check for start tags that should be end tags.",
    ),
    e(
        "required-attribute-missing",
        "required attribute missing",
        "An attribute declared `#REQUIRED` must be specified on every start tag of its element \
         (ISO 8879 7.9.1.1, 11.3.4). In HTML 4.01: ALT and SRC on IMG, ALT on AREA, TYPE on SCRIPT and \
         STYLE, ACTION on FORM, ROWS and COLS on TEXTAREA, NAME on MAP, CONTENT on META.",
        "Add the attribute. For ALT, give the text that replaces the image; `ALT=\"\"` for an image that \
         is only decoration. For SCRIPT, `TYPE=\"text/javascript\"`.",
    ),
    e(
        "undefined-attribute",
        "attribute not defined for this element",
        "Each element type may carry only the attributes its attribute definition list declares \
         (ISO 8879 11.3; HTML 4.01's index of attributes). A misspelling, an attribute of another \
         element, a presentational attribute (BGCOLOR, ALIGN, BORDER...) under a Strict DOCTYPE, a \
         browser's own (HEIGHT on TABLE) or a later one (XMLNS, DATA-*, ARIA-*) is not declared.",
        "Correct the spelling, move presentation to a style sheet, or use the Transitional DOCTYPE if \
         the page relies on presentational attributes.",
    ),
    e(
        "duplicate-attribute",
        "attribute given twice",
        "An attribute may be specified only once in a start tag (ISO 8879 7.9).",
        "Keep one of the specifications; merge values where needed (several classes go in one CLASS \
         value, separated by spaces).",
    ),
    e(
        "no-attribute-for-token",
        "value with no attribute",
        "SHORTTAG lets a value be written without its name when it is a token of one of the element's \
         name token groups (ISO 8879 7.9.1.2): `<TD NOWRAP>` means `NOWRAP=\"NOWRAP\"`. This token is in \
         none of them — typically an attribute name written without a value (`<IMG BORDER>`), a \
         misspelt keyword, or a stray word in the tag.",
        "Write the attribute name with its value (`NAME=\"value\"`), or remove the word.",
    ),
    e(
        "value-not-in-group",
        "value not among those allowed",
        "This attribute's declared value is a group of name tokens (ISO 8879 11.3.3), and the value \
         must be one of them: ALIGN takes LEFT, CENTER, RIGHT or JUSTIFY, not `centre` or `middle` \
         everywhere; METHOD takes GET or POST. Case does not matter.",
        "Use one of the values the DTD lists for the attribute.",
    ),
    e(
        "value-wrong-type",
        "value of the wrong type",
        "The attribute's declared value (ISO 8879 11.3.3) requires a certain kind of token: NUMBER \
         digits only (`COLSPAN=\"2\"`, not `2px`), NAME and ID a name starting with a letter.",
        "Write the value in the form its attribute requires, or use a style sheet for lengths with units.",
    ),
    e(
        "value-not-single-token",
        "value must be a single token",
        "Attributes declared ID, NAME, NUMBER, NMTOKEN or a token group take one token; spaces divide \
         tokens (ISO 8879 7.9.4).",
        "Remove the spaces (an ID cannot contain any), or use an attribute that takes a list (CLASS).",
    ),
    e(
        "fixed-value-mismatch",
        "#FIXED attribute given another value",
        "An attribute declared #FIXED may be specified only with its declared value (ISO 8879 11.3.4).",
        "Remove the attribute, or give it the value the DTD fixes.",
    ),
    e(
        "unquoted-value-not-name-token",
        "attribute value must be quoted",
        "An attribute value may be left unquoted only if it consists of name characters: letters, \
         digits, periods and hyphens (ISO 8879 7.9.3). URLs, percentages and values with `/`, `#`, `:` \
         or spaces must be quoted; HTML 4.01 (3.2.2) recommends quoting every value.",
        "Put the value in double (or single) quotes.",
    ),
    e(
        "invalid-in-tag",
        "stray characters in a tag",
        "Between `<NAME` and `>` a tag may hold only attribute specifications and white space \
         (ISO 8879 7.4, 7.9). A stray quote, comma, slash or other character, often from a value quoted \
         twice or a missing `=`, cannot appear there.",
        "Remove the stray characters, or complete the attribute specification they belong to.",
    ),
    e(
        "malformed-attribute-specification",
        "attribute specification incomplete",
        "An attribute specification is a name, `=` and a value, or a value alone (ISO 8879 7.9); here \
         the name or the value is missing.",
        "Write both the name and the value: `NAME=\"value\"`.",
    ),
    e(
        "unclosed-tag-not-allowed",
        "tag without its `>`",
        "A tag ends with `>`. SGML's SHORTTAG allows a tag to end where the next one begins (an \
         unclosed tag, `<B<I>`, ISO 8879 7.4 and 7.5), but HTML's declarations do not count on it and \
         browsers do not read it so (HTML 4.01 B.3.7).",
        "Add the missing `>`.",
    ),
    e(
        "end-in-tag",
        "file ended inside a tag",
        "The text ended before the `>` that closes a tag (ISO 8879 7.4): the file is truncated, or a \
         `<` begins a tag that was meant as a literal less-than sign.",
        "Close the tag, or write `&lt;` for a literal `<`.",
    ),
    e(
        "end-in-literal",
        "file ended inside a quoted value",
        "A quoted attribute value or literal was never closed (ISO 8879 7.9.3): a quote mark is missing, \
         so everything after it was read as part of the value.",
        "Add the missing closing quote; for a quote character inside a value, write `&quot;`.",
    ),
    e(
        "quantity-exceeded",
        "a length limit of the SGML declaration exceeded",
        "The concrete syntax's quantities limit lengths (ISO 8879 13.4.8): LITLEN for an attribute \
         value or literal, ATTSPLEN for a tag's attributes, TAGLEN for a tag, NAMELEN for a name, and \
         others in a DTD. A very long value is usually a missing closing quote that made the value \
         swallow the following markup.",
        "Look for an unbalanced quote before this point; otherwise shorten the value or the name.",
    ),
    e(
        "current-attribute-first-unspecified",
        "#CURRENT attribute unspecified on first use",
        "A #CURRENT attribute takes its value from the last start tag that specified it \
         (ISO 8879 11.3.4), so the first start tag of the element type must specify it.",
        "Specify the attribute on the element's first occurrence.",
    ),
    e(
        "character-not-allowed-in-value",
        "character not allowed in this value",
        "Attributes with a tokenized declared value (ID, NAME, NMTOKEN, NUMBER, a token group...) take \
         only name characters — letters, digits, periods and hyphens — or only digits for a NUMBER \
         (ISO 8879 7.9.4).",
        "Remove the character, or use an attribute declared CDATA for free text.",
    ),
    e(
        "cannot-start-token",
        "value starts with the wrong character",
        "A name (the value of an ID, IDREF, NAME or ENTITY attribute) must start with a letter \
         (ISO 8879 9.3); a number token must start with a digit. `ID=\"1st\"` or `ID=\"_top\"` is not a \
         name (HTML 4.01 6.2).",
        "Make the value start with a letter (`ID=\"s1\"`).",
    ),
    e(
        "empty-tokenized-value",
        "empty value for a tokenized attribute",
        "An attribute declared ID, NAME, NUMBER, a token group or the like needs at least one token \
         (ISO 8879 7.9.4); `\"\"` holds none.",
        "Give a value, or leave the attribute out.",
    ),
    e(
        "attribute-spec-character",
        "character not allowed among attributes",
        "Only attribute names, `=`, values and white space may appear in a tag's attribute \
         specification list (ISO 8879 7.9). This character starts none of them.",
        "Remove the character, or quote the value it belongs to.",
    ),
    e(
        "attribute-value-expected",
        "attribute value missing",
        "An attribute name followed by `=` must be followed by a value (ISO 8879 7.9).",
        "Write the value after `=`, or remove the `=` and the name.",
    ),
    e(
        "literal-without-vi",
        "`=` missing before a quoted value",
        "A quoted value belongs to the attribute named before it, with `=` between them \
         (ISO 8879 7.9); here the `=` is missing.",
        "Write `NAME=\"value\"`.",
    ),
    e(
        "name-token-expected",
        "attribute name expected",
        "An attribute specification starts with the attribute's name or an unquoted token \
         (ISO 8879 7.9); this one starts with `=` or a quote.",
        "Write the attribute name before the `=` or remove the stray value.",
    ),
    e(
        "net-enabling-start-tag-not-allowed",
        "`/` ending a start tag (XML style)",
        "In SGML, `<BR/` is a complete start tag under SHORTTAG (a NET-enabling start tag, \
         ISO 8879 7.4.1): in HTML 4, `<BR />` is a BR followed by a `>` in the text, not XHTML's \
         empty-element tag.",
        "Write `<BR>` and `<IMG ...>` without the slash in HTML 4 documents, or use an XHTML DOCTYPE \
         if the page is XHTML.",
    ),
    e(
        "net-not-immediately-after-nestc",
        "`/` not followed by `>` in an empty-element tag",
        "Under the SGML declaration for XML (ISO 8879 Annex K, NETENABL IMMEDNET), a `/` before \
         the end of a start tag makes it an empty-element tag only when the `>` follows it at \
         once: `<br/>`. Here something comes between them, so the `>` is read as text and the \
         element is left without its end.",
        "Write `<br/>` or `<br />` with nothing between `/` and `>`.",
    ),
    e(
        "unquoted-value-not-allowed",
        "attribute value without quotes",
        "Under the SGML declaration for XML (ISO 8879 Annex K, SHORTTAG ATTRIB VALUE NO), every \
         attribute value is a literal between quotes; HTML's `width=50` is not allowed in XHTML.",
        "Quote the value: `width=\"50\"`.",
    ),
    e(
        "attribute-name-omission-not-allowed",
        "attribute written without its name",
        "HTML lets `<input checked>` stand for `checked=\"checked\"` (SHORTTAG, ISO 8879 7.9.1.2). \
         Under the SGML declaration for XML (Annex K, SHORTTAG ATTRIB OMITNAME NO) every \
         attribute is written with its name, `=` and a quoted value.",
        "Write the attribute in full: `checked=\"checked\"`, `selected=\"selected\"`.",
    ),
    e(
        "empty-start-tag",
        "empty start tag `<>`",
        "SHORTTAG lets `<>` repeat the last element's start tag (ISO 8879 7.4.1.1); HTML 4.01 (B.3.7) \
         advises against it, and browsers do not support it.",
        "Write the full start tag, or `&lt;>` if the characters were meant as text.",
    ),
    e(
        "empty-end-tag",
        "empty end tag `</>`",
        "SHORTTAG lets `</>` end the current element (ISO 8879 7.5.1.1); HTML 4.01 (B.3.7) advises \
         against it, and browsers do not support it.",
        "Write the full end tag.",
    ),
    e(
        "end-in-attribute-specification",
        "file ended inside a tag's attributes",
        "The text ended in a tag's attribute specifications, before its `>` (ISO 8879 7.9): the file is \
         truncated or a quote is unbalanced.",
        "Close the tag; check for an unbalanced quote.",
    ),
    e(
        "entity-undefined",
        "reference to an undeclared entity",
        "`&name;` is a reference to an entity the DTD declares (ISO 8879 9.4.4); this name is not \
         declared. Most often a bare `&` in text or in a URL (`?a=1&b=2` refers to an entity `b`), \
         or a misspelt or non-HTML 4 entity name (`&apos;` is XML's). Entity names are case-sensitive \
         (`&Eacute;` and `&eacute;` differ).",
        "Write every literal `&` as `&amp;`, in attribute values (URLs) too (HTML 4.01 B.2.2); spell \
         entity names as the DTD does, or use a numeric character reference (`&#8217;`).",
    ),
    e(
        "entity-recursive",
        "entity refers to itself",
        "An entity's replacement text must not refer, directly or through others, to the entity \
         itself (ISO 8879 9.4).",
        "Correct the entity declarations so that the references end.",
    ),
    e(
        "entity-unreadable",
        "entity cannot be read",
        "The text of an external entity the document refers to could not be read: the file is missing, \
         unreadable, or not allowed to be read; or a limit was reached: entity references nest deeper than \
         the entity nesting limit, or would produce more text than the entity expansion limit.",
        "Check the entity's system identifier, or give a catalog that maps it to a readable file. For \
         trusted input, raise the limit the message names: `--max-entity-depth` (option \
         `max_entity_depth`), `--max-entity-expansion` and `--entity-expansion-ratio` (options \
         `max_entity_expansion`, `entity_expansion_ratio`).",
    ),
    e(
        "literal-missing-closing-delimiter",
        "literal missing its closing quote",
        "An attribute value literal in a tag ends with `=`, and what follows it cannot be read as an \
         attribute: most likely its closing quote was left out, so that the literal ran on to the next \
         attribute's opening quote. The tag's attributes end there, and what follows the tag is read as \
         content.",
        "Add the missing quote at the end of the value the message points to.",
    ),
    e(
        "entity-not-located",
        "entity cannot be located",
        "The document refers to an external entity whose declaration gives no system identifier (only a \
         public identifier, or neither), and no catalog entry maps its public identifier or its name to a \
         file: there is nothing to read.",
        "Give the entity a system identifier in its declaration, or a catalog entry (PUBLIC or ENTITY) that \
         maps it to a file, and pass the catalog with -c.",
    ),
    e(
        "no-system-identifier",
        "no system identifier for an external entity",
        "An external entity (or the document type's external subset) is declared with no system identifier, \
         and no catalog entry gives one for its public identifier or its name. The declaration is kept; a \
         reference to the entity will fail.",
        "Add a system identifier to the declaration, or a catalog entry for its public identifier, and pass \
         the catalog with -c.",
    ),
    e(
        "pi-entity-in-attribute-value",
        "processing instruction entity in an attribute value",
        "An attribute value literal refers to an entity declared as a processing instruction (`PI`). A \
         processing instruction can stand only where markup can, not inside a value (ISO 8879 9.4.4), so \
         the reference adds nothing to the value.",
        "Refer to the entity in content instead, or declare a CDATA or text entity for the value.",
    ),
    e(
        "data-entity-in-attribute-value",
        "data entity in an attribute value",
        "An attribute value literal is replaceable character data: it may refer to text entities, not to \
         an external data entity (`NDATA`, `CDATA` or `SDATA` with a notation) or a subdocument entity \
         (ISO 8879 9.1.1, 9.4.4). The reference adds nothing to the value.",
        "To name such an entity in an attribute, declare the attribute ENTITY and give the entity's name.",
    ),
    e(
        "non-sgml-character",
        "character not allowed in the document",
        "The SGML declaration's document character set leaves some character numbers unused \
         (ISO 8879 13.1.1): for HTML 4.01, the control characters 0–8, 11, 12, 14–31 and 127–159. \
         Characters 128–159 usually mean that Windows-1252 text (curly quotes, dashes, the euro sign) \
         is being read as ISO-8859-1 or that the bytes were decoded with the wrong encoding. In a DTD \
         (an internal subset or a DTD file) such a character is reported wherever it stands, in a \
         comment or an entity's text too, and left out of the entity's text.",
        "Declare the encoding the file is really in (HTTP charset or META, HTML 4.01 5.2), or replace \
         the characters by what was meant (`&#8220;`, `&#8212;`, `&#8364;`); remove control characters.",
    ),
    e(
        "non-sgml-character-reference",
        "reference to an unused character number",
        "A numeric character reference refers to a number the document character set leaves unused \
         (ISO 8879 9.5, 13.1.1): `&#150;` or `&#147;` are Windows-1252 byte values, not the Unicode \
         characters HTML's character references mean (HTML 4.01 5.3.1).",
        "Refer to the Unicode character: `&#8211;` for an en dash, `&#8220;` and `&#8221;` for quotes.",
    ),
    e(
        "not-a-character-number",
        "character reference to no character",
        "A numeric character reference must give a character number of the document character set \
         (ISO 8879 9.5); this number is too large or is not a character.",
        "Correct the number (hexadecimal references start with `&#x`), or write `&amp;` for a literal `&`.",
    ),
    e(
        "not-a-function-name",
        "character reference by an unknown name",
        "`&#NAME;` refers to a function character by name: only RE, RS, SPACE and the names the SGML \
         declaration adds (ISO 8879 9.5). Entity references are written without `#`.",
        "Write `&name;` for an entity, `&#number;` for a character, or `&amp;#` for the literal text.",
    ),
    e(
        "invalid-comment-declaration",
        "malformed comment",
        "An SGML comment declaration is `<!`, then comments each opened and closed by `--`, separated \
         only by white space, then `>` (ISO 8879 10.3; HTML 4.01 3.2.4). A `--` inside the text closes \
         the comment, so `<!-- a -- b -->` or a row of dashes leaves text outside any comment.",
        "Do not write `--` inside comments; end every comment with `-->`.",
    ),
    e(
        "end-in-comment",
        "file ended inside a comment",
        "A comment was never closed (ISO 8879 10.3). An even number of `--` inside it, or a comment \
         closed with `->` or `--!>`, leaves it open, hiding the rest of the document.",
        "Close the comment with `-->` and remove `--` from inside it.",
    ),
    e(
        "declaration-started-here",
        "where the declaration started",
        "A note to the message before it: the start of the unfinished declaration.",
        "Fix the message it belongs to.",
    ),
    e(
        "declaration-not-allowed",
        "declaration not allowed here",
        "Each markup declaration has its place (ISO 8879 7.1, 11.1): ENTITY, ELEMENT, ATTLIST and \
         NOTATION declarations belong in a DTD or the DOCTYPE's internal subset, not in the document's \
         content, and a DTD cannot hold a DOCTYPE or SGML declaration.",
        "Move the declaration into the DOCTYPE's internal subset or the DTD, or remove it.",
    ),
    e(
        "marked-section-end-without-start",
        "`]]>` with no marked section open",
        "`]]>` ends a marked section (ISO 8879 10.4); here none is open. It often comes from a \
         conditional comment or CDATA wrapper written for another language.",
        "Remove it, or write `]]&gt;` if it is text.",
    ),
    e(
        "unclosed-marked-section",
        "marked section not closed",
        "A marked section `<![ KEYWORD [` must end with `]]>` in the same entity (ISO 8879 10.4).",
        "Add the `]]>` where the section should end.",
    ),
    e(
        "invalid-marked-section-keyword",
        "unknown marked section keyword",
        "A marked section's status keywords are IGNORE, INCLUDE, TEMP, CDATA and RCDATA \
         (ISO 8879 10.4.2). Microsoft's conditional comments (`<![if IE]>`) are not SGML.",
        "Use a keyword ISO 8879 defines, or write conditional comments in their comment form \
         (`<!--[if IE]> ... <![endif]-->`).",
    ),
    e(
        "duplicate-id",
        "ID used twice",
        "The value of an ID attribute must be unique in the document (HTML 4.01 7.5.2): links, labels \
         and IDREF attributes must know which element they mean.",
        "Give each element its own ID; use CLASS for a name shared by several elements.",
    ),
    e(
        "id-first-defined-here",
        "where the ID was first used",
        "A note to the message before it: the element that has the ID already.",
        "Fix the message it belongs to.",
    ),
    e(
        "idref-undefined",
        "reference to an ID that no element has",
        "An IDREF or IDREFS attribute (LABEL's FOR, a cell's HEADERS...) must name the ID of an element \
         of the same document.",
        "Correct the reference, or give the element it means that ID.",
    ),
    e(
        "after-document-element",
        "content after the end of the document",
        "Only comments, processing instructions and white space may follow the document element. \
         `</HTML>` ends the document, and whatever follows it — often markup added by a server or a \
         template — is outside.",
        "Move the content inside BODY, or remove it.",
    ),
    e(
        "reference-after-document-element",
        "reference after the end of the document",
        "After the document element ends, only comments, processing instructions and white space may \
         follow; an entity or character reference adds text there.",
        "Move the reference inside the document element, or remove it.",
    ),
    e(
        "end-in-processing-instruction",
        "file ended inside a processing instruction",
        "A processing instruction `<?...>` ends at the first `>` (ISO 8879 8); the text ended before \
         one.",
        "Close the processing instruction with `>`.",
    ),
    e(
        "entity-no-system-identifier",
        "undeclared entity referenced",
        "A reference to an undeclared general entity makes the parser declare it implicitly, with no \
         text it can find (ISO 8879 9.4.4, 10.1.6): usually a bare `&` in a URL or text, or a misspelt \
         entity name.",
        "Write a literal `&` as `&amp;`; correct the entity name.",
    ),
    e(
        "entity-reference-unresolved",
        "entity with no text",
        "The referenced entity was never declared, so there is no replacement text or file to read for \
         it (ISO 8879 9.4.4).",
        "Write a literal `&` as `&amp;`; correct the entity name, or declare the entity.",
    ),
    e(
        "entity-first-referenced-here",
        "where the entity was first referred to",
        "A note to the message before it: the first reference to the undeclared entity.",
        "Fix the message it belongs to.",
    ),
    e(
        "character-number-unmapped",
        "reference to a character with no known equivalent",
        "The SGML declaration's document character set describes this number by a minimum literal (a \
         description in words), or by a character of a base set the parser does not know, or that the base \
         set leaves empty: there is no character the reference could stand for (ISO 8879 13.1.1.2). onsgmls \
         reports such references too.",
        "Describe the number by a known base set (ISO 646, ISO 8859-1, ISO/IEC 10646) in the declaration, or \
         write the character itself.",
    ),
    e(
        "character-not-representable",
        "character beyond U+FFFF",
        "The W3C validator's parser, onsgmls, whose behaviour omittag reproduces, holds characters in \
         16 bits and cannot represent characters past U+FFFF (emoji, rare CJK ideographs, historic \
         scripts) referred to by number.",
        "If the page must validate with the W3C validator, avoid such references; browsers display them.",
    ),
    e(
        "limit-reached",
        "safety limit reached",
        "To keep hostile input from exhausting time or memory, omittag limits how deeply elements nest, \
         how many attributes a tag has and how long a value is; no ordinary document comes near these \
         limits. What lies beyond the limit is not parsed.",
        "If the document is genuine and trusted, raise the limit the message names: `--max-open-elements`, \
         `--max-attributes`, `--max-attribute-value-length`, `--max-name-length` or \
         `--max-processing-instruction-length` (the `ParserOptions` fields of the same names).",
    ),
    e(
        "error-limit-reached",
        "error limit reached",
        "Parsing stopped after the maximum number of errors asked for (as onsgmls's `-E`); later \
         problems are not reported.",
        "Fix the first errors and check again, or raise the limit: `-E N` (`--max-errors`, option \
         `max_errors`), 0 for none.",
    ),
    e(
        "comment-started-here",
        "where the comment started",
        "A note to the message before it: the start of the comment that was not closed.",
        "Fix the message it belongs to.",
    ),
    e(
        "marked-section-started-here",
        "where the marked section started",
        "A note to the message before it: the start of the marked section that was not closed.",
        "Fix the message it belongs to.",
    ),
    e(
        "prolog-omitted",
        "no DOCTYPE",
        "An HTML 4 document must begin with a document type declaration naming its DTD (HTML 4.01 7.2; \
         ISO 8879 7.1): without one, a validator cannot know which version of HTML the page claims to \
         follow.",
        "Add the DOCTYPE of the version the page is written in as the first line, e.g. \
         `<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\" \
         \"http://www.w3.org/TR/html4/loose.dtd\">`.",
    ),
    e(
        "doctype-implied",
        "DOCTYPE implied",
        "With no document type declaration, one naming the first element's type was implied and the \
         catalogs gave it a DTD (ISO 8879 7.1 with IMPLYDEF DOCTYPE).",
        "Write the DOCTYPE explicitly.",
    ),
    e(
        "no-doctype-no-validation",
        "no DOCTYPE and no DTD: not validated",
        "Without a document type declaration, and with no DTD in the catalogs for the first element's \
         type, the document can be parsed but not validated.",
        "Add the DOCTYPE of the HTML version the page is written in.",
    ),
    e(
        "end-in-prolog",
        "document ended before any element",
        "The text ended in the prolog, after the DOCTYPE or comments, before the first element \
         (ISO 8879 7.1).",
        "Check that the file is complete.",
    ),
    e(
        "character-in-prolog",
        "text before the first element",
        "Before the document's first element only the DOCTYPE, comments, processing instructions and \
         white space may appear (ISO 8879 7.1). Stray text, or a character an editor or server added \
         before the DOCTYPE, is an error.",
        "Remove what comes before the DOCTYPE or the first tag.",
    ),
    e(
        "additional-doctype",
        "second DOCTYPE",
        "A document has one document type declaration (ISO 8879 7.1). A second one, often from joined \
         templates, cannot appear.",
        "Keep one DOCTYPE, at the start of the document.",
    ),
    e(
        "doctype-already-declared",
        "document type declared twice",
        "A document type name may be declared only once (ISO 8879 11.1).",
        "Remove the second declaration.",
    ),
    e(
        "unknown-declaration",
        "unknown markup declaration",
        "`<!` followed by a name starts a markup declaration (ISO 8879 10, 11): DOCTYPE, ELEMENT, \
         ATTLIST, ENTITY, NOTATION, SHORTREF, USEMAP and a few others. This word is none of them: a \
         misspelling, or text such as `<!important>` that should be escaped.",
        "Correct the keyword; for a comment, write `<!-- ... -->`; for text, write `&lt;!`.",
    ),
    e(
        "marked-section-status-expected",
        "malformed marked section",
        "`<![` opens a marked section, which must continue with status keywords (INCLUDE, IGNORE, \
         CDATA...) and `[` (ISO 8879 10.4). Microsoft's downlevel-revealed conditional comments \
         (`<![if !IE]>`) are not marked sections.",
        "Write conditional comments in comment form (`<!--[if !IE]><!-->...<!--<![endif]-->`), or \
         remove them.",
    ),
    e(
        "short-ref-map-undefined",
        "undeclared short reference map in content",
        "A USEMAP declaration in the content makes a short reference map current for the element \
         it is in (ISO 8879 11.6); the map it names must be declared in the DTD.",
        "Name a map the DTD declares with SHORTREF, or `#EMPTY`.",
    ),
    e(
        "usemap-invalid",
        "malformed USEMAP declaration in content",
        "In the content, a USEMAP declaration is `<!USEMAP name>` or `<!USEMAP #EMPTY>`: it applies \
         to the element it is in and names no element type (ISO 8879 11.6).",
        "Give only the map name (or `#EMPTY`); associate maps with element types in the DTD.",
    ),
    // ---- Issue 20, deliver 2: RANK, SUBDOC, CONCUR (sgml-parser).
    e(
        "no-current-rank",
        "rank stem with no current rank",
        "Under RANK YES a tag may name a ranked element by its rank stem alone (`<h>` for H1); the \
         rank is the current rank, the suffix of the last element of that stem started (ISO 8879 \
         11.2.1.1). Before any has started there is none, and the name is read as an undeclared \
         element type.",
        "Give the full name (`<h1>`) at least the first time.",
    ),
    e(
        "subdocument-limit",
        "too many subdocuments open",
        "A SUBDOC entity reference reads the entity as a document of its own, with its own DTD, \
         inside the current one. `SUBDOC YES n` in the SGML declaration allows at most n open at once \
         (ISO 8879 13.5.4): past that the reference is an error, and the subdocument is read all the \
         same, as onsgmls does. omittag never opens more than 16, and does not read one past that.",
        "Nest subdocuments less deeply, or raise the SUBDOC quantity.",
    ),
    e(
        "subdocument-recursive",
        "subdocument that contains itself",
        "A SUBDOC entity whose file is already open, as the document or as an enclosing \
         subdocument, would be read inside itself without end; it is not read again. onsgmls \
         reads it again at every level, past the SUBDOC quantity too.",
        "Refer to another document, or remove the reference.",
    ),
    // ---- LINK (ISO 8879 12): link type declarations and USELINK.
    e(
        "uselink-link-type-undefined",
        "USELINK names an undeclared link type",
        "A USELINK declaration makes a link set current for one link type (ISO 8879 12.3); the \
         prolog must declare that link type with a LINKTYPE declaration.",
        "Name a link type the prolog declares.",
    ),
    e(
        "uselink-link-set-undefined",
        "USELINK names an undeclared link set",
        "The link set a USELINK declaration names must be declared by a LINK declaration of its link \
         type (ISO 8879 12.3).",
        "Name a link set of that link type, `#EMPTY` or `#RESTORE`.",
    ),
    e(
        "uselink-invalid",
        "malformed USELINK declaration",
        "A link set use declaration is `<!USELINK name linktype>`, with `#INITIAL`, `#EMPTY` or \
         `#RESTORE` in place of the link set name (ISO 8879 12.3).",
        "Write the link set (or `#EMPTY`, `#RESTORE`), then the link type name.",
    ),
    e(
        "arch-element-not-allowed",
        "architectural element not allowed here",
        "With an architecture processed (`-A`), the architectural document must conform to the \
         meta-DTD (ISO/IEC 10744 Annex A.3): the element's architectural form is not allowed by \
         the content model of the architectural element it is in.",
        "Change the client element's form, or where it stands.",
    ),
    e(
        "arch-required-attribute-missing",
        "required architectural attribute missing",
        "The meta-DTD declares the architectural attribute `#REQUIRED`: the client element must \
         give it a value, under its own name or the one `ArcNamrA` maps it from.",
        "Give the client element the attribute.",
    ),
    e(
        "arch-element-unfinished",
        "architectural element unfinished",
        "The client element ends while the content model the meta-DTD gives its architectural \
         form still requires architectural elements (ISO/IEC 10744 Annex A.3).",
        "Give the client element the content its architectural form requires.",
    ),
    e(
        "arch-element-undefined",
        "architectural form not declared",
        "The client element's architectural form attribute names an element type the meta-DTD \
         does not declare (ISO/IEC 10744 Annex A.3); the architectural element is written with no \
         attributes.",
        "Name a form the meta-DTD declares, or remove the attribute.",
    ),
    e(
        "arch-data-not-allowed",
        "architectural data not allowed",
        "With `ArcIgnDA` giving `nArcIgnD`, data is not ignored where the meta-DTD allows none \
         (ISO/IEC 10744 A.3.5.4): it is kept in the architectural document and reported, once \
         an element.",
        "Put the data in an architectural element whose content allows it, or ignore it (`cArcIgnD`).",
    ),
    e(
        "arch-document-element-not-arc",
        "document element not architectural",
        "The client document element must be an instance of the architecture's document \
         element form (`ArcDocF`, ISO/IEC 10744 A.3.4.2); its form attribute names none.",
        "Give the document element the document element form, or no form attribute.",
    ),
    e(
        "arch-element-excluded",
        "architectural element excluded",
        "An exclusion exception of an open architectural element in the meta-DTD excludes this \
         architectural element (ISO 8879 11.2.5.2 applied to the architectural document).",
        "Move the element out of the element that excludes it.",
    ),
    e(
        "arch-suppress-invalid",
        "invalid architectural suppressor value",
        "The architecture's suppressor attribute (`ArcSuprA`) takes `sArcAll`, `sArcForm` or \
         `sArcNone` (ISO/IEC 10744 A.3.5.3).",
        "Give one of the three values.",
    ),
    e(
        "arch-ignore-data-invalid",
        "invalid architectural data-ignoring value",
        "The architecture's data-ignoring attribute (`ArcIgnDA`) takes `ArcIgnD`, `cArcIgnD` or \
         `nArcIgnD` (ISO/IEC 10744 A.3.5.4).",
        "Give one of the three values.",
    ),
    e(
        "arch-rename-target-undefined",
        "renamed architectural attribute not declared",
        "The attribute renamer (`ArcNamrA`) pairs an architectural attribute with a client \
         attribute (ISO/IEC 10744 A.3.5.2); the first of a pair is not an attribute of the \
         element's architectural form.",
        "Name an attribute the meta-DTD declares for the form.",
    ),
    e(
        "arch-rename-target-duplicate",
        "architectural attribute renamed twice",
        "The attribute renamer (`ArcNamrA`) names the same architectural attribute in two pairs.",
        "Keep one pair.",
    ),
    e(
        "arch-rename-missing-name",
        "renamer pair incomplete",
        "The attribute renamer (`ArcNamrA`) holds pairs of names; its last architectural \
         attribute has no client attribute after it.",
        "Add the client attribute's name.",
    ),
    e(
        "arch-rename-source-undefined",
        "renamer names an undeclared client attribute",
        "The second name of an attribute renamer (`ArcNamrA`) pair must be an attribute of the \
         client element (or `#DEFAULT`).",
        "Name an attribute the element has.",
    ),
    e(
        "arch-rename-source-duplicate",
        "client attribute renamed twice",
        "The attribute renamer (`ArcNamrA`) uses the same client attribute in two pairs.",
        "Keep one pair.",
    ),
    e(
        "arch-notation-undeclared",
        "architectural notation not declared",
        "An architectural attribute of declared value NOTATION must name a notation the \
         meta-DTD declares (ISO 8879 7.9.4.4 applied to the architectural document); the value \
         is kept as a plain token.",
        "Name a notation of the meta-DTD.",
    ),
    e(
        "declaration-not-allowed-in-link-type",
        "declaration not allowed in a link type declaration",
        "A link type declaration subset holds entity, link attribute list (ATTLIST), link set \
         (LINK) and ID link set (IDLINK) declarations only (ISO 8879 12.1.4).",
        "Move element and other declarations into the DTD.",
    ),
    e(
        "link-feature-not-enabled",
        "link type not enabled by the SGML declaration",
        "A simple, implicit or explicit link type may be declared only when the SGML declaration's \
         LINK feature of that kind is YES (ISO 8879 13.5.2).",
        "Enable the feature in the SGML declaration, or remove the link type declaration.",
    ),
    e(
        "link-source-not-base",
        "link source is not a declared document type",
        "An implicit or explicit link type names its source document type, which must be the base \
         document type the DOCTYPE declares (ISO 8879 12.1.2, 12.1.3).",
        "Name the document type of the DOCTYPE declaration.",
    ),
    e(
        "link-set-in-simple-link",
        "link set declaration in a simple link",
        "A simple link type only fixes attributes of the document element (ISO 8879 12.1.4.1); it \
         has no link sets or link rules.",
        "Declare an implicit link type to use link rules.",
    ),
    e(
        "link-set-redeclared",
        "link set declared twice",
        "Each link set of a link type is declared once (ISO 8879 12.2).",
        "Remove or rename the second declaration.",
    ),
    e(
        "link-source-element-undefined",
        "link rule for an undeclared element type",
        "The source element types of link rules must be element types of the link's source \
         document type (ISO 8879 12.2.1).",
        "Name an element type the DTD declares.",
    ),
    e(
        "link-initial-missing",
        "no initial link set",
        "An implicit or explicit link type declares its initial link set, `<!LINK #INITIAL ...>`, \
         the one current at the start of the document element (ISO 8879 12.2).",
        "Declare a `#INITIAL` link set.",
    ),
    e(
        "link-set-undefined",
        "link set used but not declared",
        "A link set named after `#USELINK` or `#POSTLINK` must be declared in the same link type \
         (ISO 8879 12.2.1).",
        "Declare the link set, or name one that is declared, `#EMPTY` or `#RESTORE`.",
    ),
    e(
        "link-attribute-undefined",
        "undefined link attribute",
        "A link rule's attribute specification gives values to the link attributes that the link \
         type's ATTLIST declares for the element type (ISO 8879 12.2.2).",
        "Declare the attribute in the link type's ATTLIST, or remove it from the rule.",
    ),
    e(
        "link-simple-attribute-not-fixed",
        "simple link attribute not fixed",
        "The attributes of a simple link are fixed: every one is `#FIXED` (ISO 8879 12.1.4.1).",
        "Give the attribute a `#FIXED` value.",
    ),
    e(
        "link-simple-not-document-element",
        "simple link attribute for another element",
        "A simple link declares attributes of the base document element only (ISO 8879 12.1.4.1).",
        "Declare the attributes for the document element, or use an implicit link.",
    ),
    e(
        "link-simple-active-exceeded",
        "too many simple links active",
        "The SGML declaration's `SIMPLE YES n` says how many simple link processes may be active at \
         once (ISO 8879 13.5.2); `SIMPLE NO` allows none.",
        "Activate fewer simple link types, or raise the number in the SGML declaration.",
    ),
    e(
        "link-value-not-in-group",
        "link attribute value without a name",
        "A value given without its attribute name must be a token of the name token group of one \
         of the element type's link attributes (ISO 8879 7.9.1.2, 12.2.2).",
        "Give the attribute name with the value (`name=value`).",
    ),
    e(
        "link-not-activated",
        "link type not activated",
        "Only a link whose source document type is the base document type can be processed, as in \
         OpenSP; the link type named to be activated is read but its link process does not run.",
        "Make the base document type the link's source.",
    ),
    e(
        "link-second-complex-active",
        "second implicit or explicit link activated",
        "Any number of simple links may be active (as SIMPLE YES n allows), but only one implicit \
         or explicit link process at a time, as in OpenSP; the link types are activated in the \
         order of their declarations.",
        "Activate one implicit or explicit link type.",
    ),
    // ---- The facade's own checks of the DOCTYPE and the encoding.
    e(
        "doctype-overridden",
        "DOCTYPE overridden",
        "The document was validated against the DTD the caller asked for rather than the one it \
         declares (as the W3C validator's DOCTYPE override); the verdict is about that DTD.",
        "To validate the document as it stands, run without the override.",
    ),
    e(
        "fallback-doctype",
        "validated against a fallback DTD",
        "The document has no DOCTYPE (or one naming no DTD omittag knows), so, as the W3C validator \
         does, it was checked against a fallback DTD; the verdict says what the page would be under \
         that DTD, not what the page claims to be.",
        "Declare the DOCTYPE of the HTML version the page is written in.",
    ),
    e(
        "doctype-identifiers-disagree",
        "DOCTYPE identifiers disagree",
        "The public identifier and the system identifier of the DOCTYPE name different DTDs: a Strict \
         public identifier with the Transitional `loose.dtd`, say. Validators use the public \
         identifier; browsers may read either.",
        "Copy the DOCTYPE exactly as the HTML specification gives it (HTML 4.01 7.2).",
    ),
    e(
        "public-id-case",
        "public identifier in the wrong case",
        "Public identifiers are compared exactly, case included (ISO 8879 10.1.7): \
         `-//W3C//DTD HTML 4.01 transitional//EN` is not the Transitional DTD's identifier.",
        "Write the public identifier exactly as the HTML specification gives it.",
    ),
    e(
        "unknown-public-id",
        "unknown public identifier",
        "The DOCTYPE's public identifier is not in the catalogs: it is misspelt, or names a DTD that is \
         not bundled. The DTD used instead is the one its system identifier or the catalogs' entry for \
         the document type gives (for HTML, HTML 4.01 Transitional), which may not be the one the page \
         was written for; so a result of valid is only tentative, as the W3C validator says.",
        "Copy the DOCTYPE exactly as the HTML specification gives it, or give a catalog (`-c`) that \
         maps the identifier to its DTD.",
    ),
    e(
        "meta-charset-contradicts",
        "META charset contradicts the encoding used",
        "The document's META declaration names another encoding than the one it was read in, which a \
         higher-priority source (HTTP, a byte order mark, the caller) decided (HTML 4.01 5.2.2). \
         Readers that see only the file will decode it differently.",
        "Make the META charset name the encoding the file is really in.",
    ),
    e(
        "root-namespace-missing",
        "root element without its namespace",
        "XHTML 1.0, XHTML 1.1, XHTML+RDFa 1.0 and SVG 1.1 documents must declare their namespace on the \
         root element (XHTML 1.0 3.1.1). The DTD's default for `xmlns` does not count: an XML processor \
         that does not read the DTD sees no namespace and does not take the document for XHTML. The W3C \
         validator checked this beside the DTD; onsgmls does not.",
        "Write the namespace on the root element: `<html xmlns=\"http://www.w3.org/1999/xhtml\">`.",
    ),
    e(
        "root-namespace-wrong",
        "root element in the wrong namespace",
        "The root element's `xmlns` names another namespace than its document type's, so XML processors \
         do not take its elements for the type's (XHTML's are in `http://www.w3.org/1999/xhtml`).",
        "Write the document type's namespace exactly as its specification gives it.",
    ),
    e(
        "xml-declaration-contradicts-http",
        "XML declaration contradicts the HTTP charset",
        "The encoding named in the XML declaration differs from the HTTP Content-Type's charset. The HTTP \
         charset decides (XML 1.0 Appendix F), so a reader of the saved file, which has only the \
         declaration, decodes it differently.",
        "Make the server's charset and the XML declaration name the encoding the file is in.",
    ),
    e(
        "media-type-contradicts-doctype",
        "media type and DOCTYPE disagree",
        "The HTTP media type (such as `application/xhtml+xml`) makes the document XML while its DOCTYPE \
         names an HTML DTD, which is read as SGML. The media type decided, as in the W3C validator.",
        "Serve HTML as `text/html`, or give the document an XHTML DOCTYPE.",
    ),
    e(
        "not-text",
        "not a text file",
        "The file starts with a NUL byte or mostly control characters: it is an executable, an image or \
         a compressed file rather than a document, and reading it as SGML would give an error for \
         nearly every character.",
        "Check that the right file was given (directories are searched for *.html, *.htm and *.sgml \
         only).",
    ),
    e(
        "input-too-large",
        "document too large",
        "The input is larger than the configured limit, so it was not parsed.",
        "Raise the limit if the document is trusted: `--max-input-bytes` (option `max_input_bytes`).",
    ),
    e(
        "meta-dtd-entity-undeclared",
        "meta-DTD entity not declared",
        "The architecture given with `-A` names its meta-DTD with the `ArcDTD` attribute of its \
         notation: an entity (`%name` for a parameter entity) the DTD must declare (ISO/IEC 10744 \
         Annex A.3).",
        "Declare the entity with the meta-DTD's external identifier.",
    ),
    e(
        "arc-data-form-undeclared",
        "architectural data form not declared",
        "The architecture's `ArcDataF` attribute names the notation that external data entities \
         with no architectural notation of their own take (ISO/IEC 10744 A.3.4.2); the meta-DTD \
         must declare it. It is taken as declared, with no attributes.",
        "Declare the notation in the meta-DTD, or name one it declares.",
    ),
    e(
        "arc-auto-invalid",
        "invalid ArcAuto value",
        "The architecture's `ArcAuto` support attribute takes `ArcAuto` (elements whose type the \
         meta-DTD declares are architectural without a form attribute) or `nArcAuto` (ISO/IEC \
         10744 A.3.4.2); with another value `ArcAuto` applies.",
        "Give `ArcAuto` or `nArcAuto`.",
    ),
    e(
        "arc-notation-undeclared",
        "architecture without notation",
        "An `IS10744 ArcBase` processing instruction names an architecture; the DTD must declare \
         a notation of that name, whose attributes are the architecture's support attributes \
         (ISO/IEC 10744 A.3.4.1).",
        "Declare the architecture's notation, or take the name out of the processing instruction.",
    ),
    e(
        "arc-meta-dtd-unidentified",
        "meta-DTD cannot be located",
        "An architecture with no notation has no `ArcDTD` entity either: its meta-DTD cannot be \
         found.",
        "Declare the architecture's notation with an `ArcDTD` attribute.",
    ),
    e(
        "arc-dtd-attribute-missing",
        "no ArcDTD attribute",
        "The architecture's notation has no `ArcDTD` support attribute, so it has no meta-DTD and \
         nothing is architectural (ISO/IEC 10744 A.3.4.2).",
        "Add `ArcDTD` to the notation's attributes, naming the meta-DTD's entity.",
    ),
    e(
        "meta-dtd-entity-internal",
        "meta-DTD entity not external",
        "The entity `ArcDTD` names must be an external entity whose text is the meta-DTD \
         (ISO/IEC 10744 A.3.4.2).",
        "Declare the entity with the meta-DTD's external identifier.",
    ),
    e(
        "arc-quantity-unknown",
        "ArcQuant names no quantity",
        "The architecture's `ArcQuant` support attribute holds pairs of a quantity name of the \
         reference concrete syntax and a number (ISO/IEC 10744 A.3.4.2): the quantities the \
         meta-DTD is read with, where larger than the document's.",
        "Give quantity names such as NAMELEN, LITLEN, GRPCNT.",
    ),
    e(
        "arc-quantity-no-value",
        "ArcQuant quantity without value",
        "The last quantity name of the architecture's `ArcQuant` attribute has no number after it.",
        "Add the number.",
    ),
    e(
        "arc-quantity-too-long",
        "ArcQuant value too long",
        "A quantity of the architecture's `ArcQuant` attribute has more than eight digits; the \
         first eight are taken.",
        "Give at most eight digits.",
    ),
    e(
        "arc-quantity-invalid-digit",
        "ArcQuant value not a number",
        "A quantity of the architecture's `ArcQuant` attribute has a character that is not a \
         digit; the quantity is left as it was.",
        "Give the quantity as a number.",
    ),
    // ---- Encodings (omittag-encoding).
    e(
        "unknown-charset-label",
        "unknown character encoding name",
        "The charset named (in HTTP, a META declaration or by the caller) is not a known encoding name \
         or alias (the IANA character set registry); it cannot be used to read the document.",
        "Use a registered name: `UTF-8`, `ISO-8859-1`, `windows-1252`, `Shift_JIS`...",
    ),
    e(
        "loose-charset-label",
        "unregistered character encoding name",
        "The charset named is not a registered name, though it is commonly understood as the encoding \
         it was read in.",
        "Use the encoding's registered name.",
    ),
    e(
        "encoding-refused",
        "encoding not read",
        "Some encodings are refused: UTF-1 was withdrawn and its bytes can be mistaken for markup, \
         UTF-32 is not used for HTML, and some encodings can hide markup inside shifted text.",
        "Save the document as UTF-8 and declare it so.",
    ),
    e(
        "malformed-content-type",
        "unreadable HTTP Content-Type",
        "The Content-Type value's charset parameter could not be read (RFC 2045 syntax), so it was \
         ignored.",
        "Send `Content-Type: text/html; charset=NAME`.",
    ),
    e(
        "bom-overrides-label",
        "byte order mark overrides the declared encoding",
        "The document begins with a byte order mark, which decides its encoding; the label that says \
         otherwise is wrong.",
        "Make the declared charset agree with the file's byte order mark, or save without the mark.",
    ),
    e(
        "reversed-byte-order-mark",
        "byte order mark in the other order",
        "The label states one UTF-16 byte order, but the byte order mark is the other's: the bytes are \
         swapped relative to the label.",
        "Declare plain `UTF-16`, or the byte order the file really has.",
    ),
    e(
        "override-contradicts-bom",
        "forced encoding contradicts the byte order mark",
        "The caller forced an encoding, but the document starts with another encoding's byte order \
         mark, which is then read as characters.",
        "Drop the forced encoding, or check that the right file was given.",
    ),
    e(
        "http-contradicts-bom",
        "HTTP charset contradicts the byte order mark",
        "The HTTP header names one encoding and the document starts with another encoding's byte order \
         mark. The HTTP charset decides, as in the W3C validator (HTML 4.01 5.2.2 puts HTTP first), \
         so the mark is read as characters; browsers that follow HTML5 read the mark instead.",
        "Make the server's charset agree with the file, or save the file without the mark.",
    ),
    e(
        "xml-text-without-charset",
        "text/xml without a charset",
        "The server sent the document as `text/xml` (or `text/*+xml`) without a `charset` parameter. \
         RFC 3023 makes such a document US-ASCII whatever its XML declaration or byte order mark says, \
         and the W3C validator read it so, with this warning: any byte from 0x80 up is then out of place.",
        "Send a charset parameter (`text/xml; charset=utf-8`), or serve the document as \
         `application/xml` or `application/xhtml+xml`, whose encoding the document itself declares.",
    ),
    e(
        "missing-byte-order-mark",
        "byte order mark expected",
        "The label (such as `unicode` or `UTF-16`) expects the text to start with a byte order mark \
         telling its byte order (RFC 2781); there is none, so one order was assumed.",
        "Save the file with a byte order mark, or declare `UTF-16LE` or `UTF-16BE`.",
    ),
    e(
        "utf16-label-on-ascii-bytes",
        "UTF-16 label on 8-bit text",
        "A META declaration inside the document can only be read if the document is ASCII-compatible, \
         so a META naming UTF-16 contradicts itself; the document was read as UTF-8.",
        "Name the encoding the file really has in the META (usually UTF-8).",
    ),
    e(
        "no-encoding-information",
        "no character encoding declared",
        "Nothing says how the bytes are encoded: no HTTP charset, byte order mark or META declaration \
         (HTML 4.01 5.2.2). A fallback was used, which other readers may not share.",
        "Declare the encoding: `<META http-equiv=\"Content-Type\" content=\"text/html; charset=UTF-8\">` \
         in HEAD, or a charset in the HTTP header.",
    ),
    e(
        "looks-like-utf16",
        "looks like UTF-16 without a byte order mark",
        "The bytes look like UTF-16 text (NUL bytes beside ASCII ones), but nothing says so; without a \
         declaration it cannot be read as UTF-16.",
        "Give the encoding (HTTP charset or the command's encoding option), or save the file with a \
         byte order mark or as UTF-8.",
    ),
    e(
        "invalid-bytes",
        "bytes that are not characters in the encoding",
        "These bytes do not form a character in the encoding the document was read in: the file is in \
         another encoding than declared, or is damaged. They were read as U+FFFD.",
        "Declare the encoding the file is really in, or re-save it in the declared encoding.",
    ),
    e(
        "more-invalid-bytes",
        "more bytes that are not characters",
        "Further byte sequences could not be decoded in the encoding used; each was read as U+FFFD and \
         is not reported separately.",
        "Declare the encoding the file is really in, or re-save it in the declared encoding.",
    ),
    e(
        "non-ascii-bytes",
        "bytes above 0x7F in US-ASCII",
        "US-ASCII has only characters 0 to 127; the document declares it but has bytes above 0x7F, \
         which were read as ISO-8859-1.",
        "Declare the encoding the file is really in.",
    ),
    // ---- DTDs and DOCTYPE declarations (sgml-dtd).
    e(
        "declaration-syntax",
        "malformed markup declaration",
        "The declaration (a DOCTYPE, or a declaration in a DTD or internal subset) does not follow its \
         syntax (ISO 8879 10, 11): a keyword, name, literal or delimiter is missing or misplaced. In a \
         DOCTYPE, a missing quote or a stray word is the usual cause.",
        "Compare the declaration with its syntax; copy a DOCTYPE exactly as the HTML specification \
         gives it (HTML 4.01 7.2).",
    ),
    e(
        "connector-mismatch",
        "mixed connectors in a group",
        "A model group joins its tokens with one connector throughout: `,` (in sequence), `|` (one of) \
         or `&` (all, in any order) (ISO 8879 11.2.4).",
        "Use one connector per group, nesting groups in parentheses to combine them.",
    ),
    e(
        "unsupported-feature",
        "unsupported SGML feature",
        "The DTD or declaration uses an SGML feature omittag does not implement.",
        "Rewrite the construct without the feature.",
    ),
    e(
        "marked-section-keyword",
        "unknown marked section keyword",
        "A marked section's status keywords are TEMP, INCLUDE, IGNORE, CDATA and RCDATA (ISO 8879 10.4.2), \
         possibly given through a parameter entity.",
        "Use one of those keywords, or check the parameter entity that supplies it.",
    ),
    e(
        "invalid-character-in-subset",
        "stray characters between declarations",
        "A DTD or internal subset holds only markup declarations, parameter entity references, marked \
         sections, comments and white space (ISO 8879 11.1).",
        "Remove the stray text.",
    ),
    e(
        "invalid-minimum-data",
        "character not allowed in a public identifier",
        "A public identifier is minimum data: letters, digits, space and `'()+,-./:=?` only \
         (ISO 8879 10.1.7).",
        "Correct the public identifier; copy a DOCTYPE exactly as the specification gives it.",
    ),
    e(
        "unterminated-literal",
        "literal not closed",
        "A quoted literal must be closed by the same quote before its entity or declaration ends \
         (ISO 8879 10.1.2).",
        "Add the missing closing quote.",
    ),
    e(
        "unterminated-comment",
        "comment not closed",
        "A comment opened with `--` must be closed by `--` (ISO 8879 10.3).",
        "Close the comment.",
    ),
    e(
        "unterminated-declaration",
        "declaration not closed",
        "A markup declaration must end with `>` in the entity it started in (ISO 8879 10).",
        "Add the `>`.",
    ),
    e(
        "unterminated-marked-section",
        "marked section not closed",
        "A marked section must end with `]]>` in the entity it started in (ISO 8879 10.4).",
        "Add the `]]>`.",
    ),
    e(
        "unterminated-subset",
        "internal subset not closed",
        "The DOCTYPE's internal subset `[ ... ]` must be closed by `]` and the declaration by `>` \
         (ISO 8879 11.1).",
        "Close the subset with `]>`.",
    ),
    e(
        "marked-section-end-outside",
        "`]]>` with no marked section open",
        "`]]>` ends a marked section opened in the same entity (ISO 8879 10.4); none is open here.",
        "Remove it, or add the marked section start it belongs to.",
    ),
    e(
        "data-in-subset",
        "character data in a DTD",
        "A DTD holds declarations, not text: a CDATA or RCDATA marked section there must be empty \
         (ISO 8879 10.4).",
        "Remove the text.",
    ),
    e(
        "subdoc-not-enabled",
        "SUBDOC entity without SUBDOC",
        "Entities of type SUBDOC need `SUBDOC YES` in the SGML declaration (ISO 8879 13.5.3).",
        "Declare the entity another way, or use a declaration that enables SUBDOC.",
    ),
    e(
        "undefined-parameter-entity",
        "undeclared parameter entity",
        "A parameter entity must be declared before it is referred to (ISO 8879 9.4.4, 10.5.1).",
        "Declare the entity earlier, or correct its name.",
    ),
    e(
        "entity-recursion",
        "parameter entity refers to itself",
        "A parameter entity's text must not refer, directly or through others, to the entity itself \
         (ISO 8879 9.4).",
        "Correct the entity declarations.",
    ),
    e(
        "entity-nesting-too-deep",
        "entity references nested too deeply",
        "Entity references nest deeper than omittag allows; this limit guards against hostile input.",
        "Flatten the entity structure, or raise the limit for trusted input: `--max-entity-depth` (option \
         `max_entity_depth`).",
    ),
    e(
        "expansion-limit",
        "entity expansion limit reached",
        "Entity references expanded to more text than omittag allows, as an entity bomb would; further \
         references are ignored.",
        "Check the DTD's entities; raise the limit only for trusted input: \
         `--max-parameter-entity-expansion` (option `max_parameter_entity_expansion`).",
    ),
    e(
        "external-entity-not-found",
        "DTD or entity not found",
        "The external entity (usually the DTD a DOCTYPE names) could not be found through the catalogs \
         or as a local file. The public identifier must match a known one exactly; the bundled catalog \
         knows HTML 2.0, 3.2, 4.0 and 4.01's. Without the DTD, the document cannot be validated and every \
         element is reported as unknown.",
        "Copy the DOCTYPE exactly as the HTML specification gives it, or give a catalog (`-c`) that maps \
         the identifier to a file.",
    ),
    e(
        "external-entity-unreadable",
        "external entity cannot be read",
        "The file of an external entity was found but could not be read, or reading it is not allowed.",
        "Check the file and the permissions given to read files.",
    ),
    e(
        "invalid-formal-public-id",
        "malformed formal public identifier",
        "With FORMAL YES, a public identifier must have the form `OWNER//CLASS DESCRIPTION//LANGUAGE` \
         (ISO 8879 10.2), as in `-//W3C//DTD HTML 4.01//EN`.",
        "Copy the public identifier exactly as its owner publishes it.",
    ),
    e(
        "invalid-character-reference",
        "character reference to no character",
        "A character reference in a literal or declaration must name a character of the document \
         character set (ISO 8879 9.5).",
        "Correct the reference.",
    ),
    e(
        "non-sgml-character-reference-in-literal",
        "reference to an unused character in a literal",
        "A character reference in a parameter literal (an entity's text) must refer to a character \
         the document character set describes (ISO 8879 9.5, 13.1.1); for HTML 4.01 the control \
         characters 0–8, 11, 12, 14–31 and 127–159 are unused. The reference is left out of the \
         entity's text.",
        "Remove the reference, or refer to the character that was meant (`&#8220;` rather than \
         `&#147;` for a left double quotation mark).",
    ),
    e(
        "character-number-unmapped-in-literal",
        "literal reference to a character with no known equivalent",
        "The SGML declaration's document character set describes this number by a minimum literal (a \
         description in words), or by a character of a base set the parser does not know, or that the base \
         set leaves empty: there is no character the reference could stand for (ISO 8879 13.1.1.2). The \
         reference is left out of the literal's text, and the declaration stands, as onsgmls has it.",
        "Describe the number by a known base set in the declaration, or write the character itself.",
    ),
    e(
        "unknown-function-name",
        "unknown function character name",
        "`&#NAME;` names a function character: RE, RS, SPACE or one the SGML declaration adds \
         (ISO 8879 9.5).",
        "Use a known function name or a numeric reference.",
    ),
    e(
        "duplicate-entity",
        "entity declared twice",
        "When an entity is declared twice, the first declaration stands and the second is ignored \
         (ISO 8879 10.5): a DOCTYPE's internal subset can so redefine a DTD's entities.",
        "Remove the declaration that is not meant, or rename one.",
    ),
    e(
        "default-entity-used",
        "reference resolved by the #DEFAULT entity",
        "A general entity reference names no declared entity, and the DTD declares a default \
         entity (ENTITY #DEFAULT), whose text or file the reference gets instead (ISO 8879 \
         10.5.1.1). Reported on request, as onsgmls's -wdefault.",
        "Declare the entity, or correct the name if it is misspelt.",
    ),
    e(
        "short-ref-default-entity",
        "short reference mapped to an undeclared entity",
        "A SHORTREF declaration maps a delimiter to an entity the DTD does not declare; the \
         default entity (ENTITY #DEFAULT) stands for it. Reported on request, as onsgmls's \
         -wdefault.",
        "Declare the entity the map names, or correct the name.",
    ),
    e(
        "default-entity-in-attribute",
        "ENTITY attribute value resolved by the #DEFAULT entity",
        "A token of an ENTITY or ENTITIES attribute value names no declared entity, and the DTD \
         declares a default entity (ENTITY #DEFAULT), which the token is taken to name instead. \
         Reported on request, as onsgmls's -wdefault.",
        "Declare the entity the value names, or correct the name if it is misspelt.",
    ),
    e(
        "entity-attribute-undeclared",
        "ENTITY attribute value naming no entity",
        "Each token of an ENTITY or ENTITIES attribute value must be the name of a general entity \
         the DTD declares (ISO 8879 7.9.4.3).",
        "Declare the entity (an external data entity, with its notation), or correct the name.",
    ),
    e(
        "entity-attribute-not-data",
        "ENTITY attribute value naming a text entity",
        "Each token of an ENTITY or ENTITIES attribute value must name an external data entity \
         (CDATA, SDATA or NDATA, with a notation) or a subdocument entity (ISO 8879 7.9.4.3); this \
         one names an internal or SGML text entity.",
        "Name a data entity, or declare the entity as one.",
    ),
    e(
        "notation-no-system-identifier",
        "no system identifier for a notation",
        "A notation declaration gives no system identifier (only a public one, or SYSTEM alone), \
         and no catalog entry gives one, so an application cannot find what interprets the \
         notation. Reported on request, as onsgmls's -wnotation-sysid.",
        "Give the notation a system identifier, or map its public identifier or name in a catalog.",
    ),
    e(
        "name-group-connectors-mixed",
        "name group with more than one kind of connector",
        "The names of a name group (the element types of an ELEMENT or ATTLIST declaration, an \
         exception group) may be joined by any connector, but ISO 8879 10.1.3 recommends one \
         kind per group. Reported on request, as onsgmls's -wshould.",
        "Join the names with one connector, such as \"|\".",
    ),
    e(
        "empty-end-tag-not-omissible",
        "EMPTY element type with end tag minimization \"-\"",
        "An element type declared EMPTY has no end tag, so ISO 8879 11.2.2 recommends \"O\" as \
         its end tag minimization. Reported on request, as onsgmls's -wshould.",
        "Write \"O\" as the second minimization parameter.",
    ),
    e(
        "unused-parameter-entity",
        "parameter entity never referred to",
        "A parameter entity is declared in the DTD, but no reference in the DTD uses it \
         (reported on request, as onsgmls's -wunused-param). Entities whose text is INCLUDE or \
         IGNORE, the switches of marked sections, are not reported.",
        "Remove the declaration, or refer to the entity where it was meant to be used.",
    ),
    e(
        "unused-short-ref-map",
        "short reference map never used",
        "A SHORTREF declaration defines a map that no USEMAP declaration of the DTD associates \
         with an element type (reported on request, as onsgmls's -wunused-map).",
        "Associate the map with element types in a USEMAP declaration, or remove it.",
    ),
    e(
        "element-redeclared",
        "element type declared twice",
        "An element type may be declared only once (ISO 8879 11.2).",
        "Remove or merge the second declaration.",
    ),
    e(
        "minimization-missing",
        "omitted tag minimization missing",
        "Under OMITTAG YES every element declaration says whether the start and end tags may be \
         omitted, with two marks after the element type: \"-\" (required) or \"O\" (omissible) \
         (ISO 8879 11.2.2). The marks may be left out only when the SGML declaration says OMITTAG NO. \
         The declaration is read as \"- -\".",
        "Add the marks, e.g. `<!ELEMENT p - O (#PCDATA)>`.",
    ),
    e(
        "attlist-redeclared",
        "second attribute list for an element",
        "An element type has one attribute definition list (ISO 8879 11.3); a second is ignored.",
        "Merge the attribute definitions into one ATTLIST declaration.",
    ),
    e(
        "notation-attlist-redeclared",
        "second data attribute list for a notation",
        "A notation has one data attribute definition list (ISO 8879 11.3).",
        "Merge the definitions into one ATTLIST declaration.",
    ),
    e(
        "no-data-attributes",
        "data attributes for a notation without a list",
        "An external data entity's declaration gives data attributes (ISO 8879 11.4.1.2), but its \
         notation has no data attribute definition list at that point. The list must come before \
         the entity declarations that use it; a list declared after them is a second list.",
        "Move the notation's ATTLIST #NOTATION declaration before the entity declaration.",
    ),
    e(
        "unknown-data-attribute",
        "undefined data attribute",
        "A data attribute specification names an attribute that the notation's data attribute \
         definition list does not define (ISO 8879 11.4.1.2).",
        "Define the attribute in the notation's ATTLIST #NOTATION declaration, or correct its name.",
    ),
    e(
        "data-attribute-current-or-conref",
        "#CURRENT or #CONREF for a data attribute",
        "A notation's data attributes are given in entity declarations, where neither a current value \
         (#CURRENT) nor a content reference (#CONREF) means anything (ISO 8879 11.4.1.1).",
        "Give a default value, #FIXED, #REQUIRED or #IMPLIED.",
    ),
    e(
        "notation-redeclared",
        "notation declared twice",
        "A notation may be declared only once (ISO 8879 11.4).",
        "Remove the second declaration.",
    ),
    e(
        "short-ref-map-redeclared",
        "short reference map declared twice",
        "A short reference map may be declared only once (ISO 8879 11.5).",
        "Remove or rename the second map.",
    ),
    e(
        "not-a-short-ref-delimiter",
        "not a short reference delimiter",
        "A SHORTREF declaration maps short reference delimiters of the concrete syntax to entities \
         (ISO 8879 11.5): the reference syntax has 32 of them (`&#TAB;`, `&#RS;B`, `BB`, `\"`, `-`, \
         `--`...). The map with this string is not defined.",
        "Map only the syntax's short reference delimiters (the SGML declaration's SHORTREF lists \
         any it adds).",
    ),
    e(
        "short-ref-mapped-twice",
        "short reference mapped twice",
        "A map maps each short reference delimiter to one entity (ISO 8879 11.5); the map with this \
         delimiter twice is not defined.",
        "Keep one mapping of the delimiter.",
    ),
    e(
        "duplicate-attribute-definition",
        "attribute defined twice in a list",
        "An attribute definition list defines each attribute name once; the first definition stands \
         (ISO 8879 11.3).",
        "Remove the second definition.",
    ),
    e(
        "duplicate-in-group",
        "name repeated in a group",
        "A name may appear only once in a name group or an element type group (ISO 8879 10.1.3).",
        "Remove the repetition.",
    ),
    e(
        "duplicate-group-token",
        "token in two groups of one list",
        "A name token may appear in only one token group of an attribute definition list, so that a \
         value written without its name names one attribute (ISO 8879 11.3.3).",
        "Rename the token in one of the groups.",
    ),
    e(
        "second-id-attribute",
        "second ID attribute",
        "An element type may have only one attribute declared ID (ISO 8879 11.3.3).",
        "Declare the other attribute with another declared value, such as NAME or CDATA.",
    ),
    e(
        "second-notation-attribute",
        "second NOTATION attribute",
        "An element type may have only one attribute declared NOTATION (ISO 8879 11.3.3).",
        "Keep one NOTATION attribute.",
    ),
    e(
        "notation-attribute-on-empty",
        "NOTATION attribute on an EMPTY element",
        "A NOTATION attribute describes the element's content, so an EMPTY element cannot have one \
         (ISO 8879 11.3.3).",
        "Remove the attribute, or give the element content.",
    ),
    e(
        "id-with-default",
        "ID attribute with a default value",
        "An ID attribute's default must be #IMPLIED or #REQUIRED (ISO 8879 11.3.4): a default value \
         would give many elements the same ID.",
        "Declare it #IMPLIED or #REQUIRED.",
    ),
    e(
        "default-not-in-group",
        "default value not in its group",
        "The default value of an attribute declared as a token group must be one of the group's tokens \
         (ISO 8879 11.3.4).",
        "Use one of the tokens as the default.",
    ),
    e(
        "default-character",
        "default value with a character its type forbids",
        "The default value must have the form of the attribute's declared value (ISO 8879 11.3.4): \
         name characters only for a tokenized value, digits for NUMBER.",
        "Correct the default value.",
    ),
    e(
        "default-not-single-token",
        "default value must be one token",
        "The default of an attribute whose declared value is a single token holds several \
         (ISO 8879 11.3.4).",
        "Give a single token.",
    ),
    e(
        "conref-on-empty",
        "#CONREF attribute on an EMPTY element",
        "A #CONREF attribute makes an element's content empty when specified, so it is pointless and \
         not allowed on an element declared EMPTY (ISO 8879 11.3.4).",
        "Remove #CONREF from the attribute's default.",
    ),
    e(
        "undefined-entity-notation",
        "entity names an undeclared notation",
        "An external data entity's notation must be declared (ISO 8879 11.4).",
        "Declare the notation, or correct its name.",
    ),
    e(
        "undefined-attlist-notation",
        "data attributes for an undeclared notation",
        "A notation given data attributes must itself be declared (ISO 8879 11.4).",
        "Declare the notation.",
    ),
    e(
        "undefined-short-ref-map",
        "undeclared short reference map",
        "A USEMAP declaration names a map that is never declared (ISO 8879 11.6).",
        "Declare the map, or correct its name.",
    ),
    e(
        "undefined-short-ref-entity",
        "short reference to an undeclared entity",
        "A short reference map maps a delimiter to an entity that is never declared (ISO 8879 11.5).",
        "Declare the entity.",
    ),
    e(
        "undefined-element-in-dtd",
        "element type used but not declared",
        "The DTD names an element type (in a content model, an exception or an ATTLIST) that it never \
         declares (ISO 8879 11.2): documents cannot use it.",
        "Declare the element type, or remove the reference.",
    ),
    e(
        "ambiguous-content-model",
        "ambiguous content model",
        "A content model must be unambiguous: each element in content must match one token of the \
         model without looking ahead (ISO 8879 11.2.4.3).",
        "Rewrite the model so each point of the content matches one token (factor out the common \
         element).",
    ),
    e(
        "pcdata-unreachable",
        "mixed content that does not allow text everywhere",
        "In mixed content, #PCDATA should be allowed at every point, as in `(#PCDATA | A | B)*` \
         (ISO 8879 11.2.4, note); otherwise record ends are handled unexpectedly.",
        "Write mixed content as a repeated OR group that starts with #PCDATA.",
    ),
    e(
        "content-model-too-complex",
        "content model too complex",
        "The content model exceeds omittag's limits for compiling models (nesting depth, size of `&` \
         groups, number of tokens).",
        "Simplify the model.",
    ),
    e(
        "doctype-not-declared",
        "document type not declared by its DTD",
        "The DOCTYPE's name must be an element type its DTD declares (ISO 8879 11.1): \
         `<!DOCTYPE HTML ...>` for HTML.",
        "Write the document type name the DTD declares (HTML).",
    ),
    e(
        "invalid-doctype",
        "unreadable DOCTYPE",
        "The document type declaration could not be read, so no DTD was loaded and the document was not \
         validated against one.",
        "Copy the DOCTYPE exactly as the HTML specification gives it (HTML 4.01 7.2).",
    ),
    e(
        "no-doctype-subset",
        "DOCTYPE names no DTD",
        "The DOCTYPE has no public or system identifier and no internal subset, and no DTD is known for \
         it: `<!DOCTYPE html>` (HTML5's) names no SGML DTD.",
        "Use an HTML 4.01 (or other SGML) DOCTYPE with its public identifier to validate as SGML.",
    ),
    e(
        "too-many-diagnostics",
        "too many problems in the DTD",
        "The DTD has so many problems that the rest are not reported.",
        "Fix the first problems, or check that the DTD is really a DTD.",
    ),
    // ---- Issue 20, deliver 2: RANK, SUBDOC, CONCUR (sgml-dtd).
    e(
        "rank-stem-and-element",
        "rank stem that is also an element type",
        "Under RANK YES, `<!ELEMENT h 1 ...>` declares element type H1 with the rank stem H; a start \
         tag `<h>` then means H with the current rank. A name cannot be both a rank stem and an \
         element type's generic identifier (ISO 8879 11.2.1.1).",
        "Rename the element type or the rank stem.",
    ),
    // ---- Catalogs (sgml-dtd).
    e(
        "catalog-name-expected",
        "catalog keyword expected",
        "A catalog (OASIS TR 9401) is a list of entries, each a keyword such as PUBLIC or SYSTEM \
         followed by its arguments.",
        "Correct the entry.",
    ),
    e(
        "catalog-literal-expected",
        "quoted catalog argument expected",
        "This catalog entry needs a quoted literal (a public identifier) here (OASIS TR 9401).",
        "Quote the argument.",
    ),
    e(
        "catalog-argument-expected",
        "catalog argument missing",
        "The catalog entry lacks one of its arguments (OASIS TR 9401).",
        "Complete the entry.",
    ),
    e(
        "catalog-nul-character",
        "NUL character in a catalog",
        "A catalog is text; a NUL character suggests a binary or damaged file.",
        "Check the catalog file.",
    ),
    e(
        "catalog-not-minimum-data",
        "character not allowed in a public identifier",
        "Public identifiers are minimum data: letters, digits, space and `'()+,-./:=?` \
         (ISO 8879 10.1.7).",
        "Correct the public identifier.",
    ),
    e(
        "catalog-eof-in-comment",
        "catalog ended in a comment",
        "A catalog comment opened with `--` must be closed by `--`.",
        "Close the comment.",
    ),
    e(
        "catalog-eof-in-literal",
        "catalog ended in a literal",
        "A quoted literal in a catalog was never closed.",
        "Add the closing quote.",
    ),
    e(
        "catalog-override-yes-or-no",
        "OVERRIDE needs YES or NO",
        "The OVERRIDE entry takes YES or NO (OASIS TR 9401).",
        "Write `OVERRIDE YES` or `OVERRIDE NO`.",
    ),
    e(
        "catalog-loop",
        "catalogs include each other",
        "CATALOG entries make catalogs include each other in a loop; the loop is cut.",
        "Remove one of the CATALOG entries.",
    ),
    e(
        "catalog-system-should-be-quoted",
        "SYSTEM entry argument unquoted",
        "A SYSTEM entry's second argument is best quoted so that it cannot be misread as a keyword.",
        "Quote the argument.",
    ),
    e(
        "catalog-not-found",
        "catalog cannot be read",
        "A catalog named on the command line, in SGML_CATALOG_FILES or by a CATALOG entry could not \
         be read.",
        "Check the path.",
    ),
    e(
        "catalog-too-deep",
        "catalogs nest too deep",
        "CATALOG entries name catalogs that name catalogs, deeper than the limit: the catalog past \
         the limit is not read, nor are the entries it would have added.",
        "Name the deep catalog directly (with -c or SGML_CATALOG_FILES), or flatten the chain.",
    ),
    e(
        "catalog-entry-refused",
        "document's catalog names a file it may not read",
        "A catalog that came with the document (the file `catalog` beside it) maps an identifier to a \
         file outside the directories the document may read from: its own directory tree and those \
         of the catalogs you gave. The entry is ignored, so that a catalog planted beside a document \
         cannot make it read any file on the system.",
        "If you trust the document, allow the file's directory (--allow-files DIR) or all files \
         (--allow-all-files); else move the file beside the document.",
    ),
    e(
        "catalog-base-not-found",
        "BASE file cannot be read",
        "The file a BASE entry names could not be read, so later entries stay relative to the catalog \
         itself.",
        "Check the path.",
    ),
    e(
        "catalog-base-is-directory",
        "BASE names a directory",
        "BASE names a file whose location relative paths are resolved against, not a directory.",
        "Name a file in the directory (which need not exist as such in all systems), or drop BASE.",
    ),
    e(
        "catalog-no-public-entry-in-delegate",
        "delegated catalog does not know the identifier",
        "A DELEGATE entry sent the public identifier to a catalog that has no PUBLIC entry for it.",
        "Add the entry to the delegated catalog, or correct the DELEGATE prefix.",
    ),
    // ---- SGML declarations (sgml-decl).
    e(
        "not-an-sgml-declaration",
        "not an SGML declaration",
        "An SGML declaration starts with `<!SGML` (ISO 8879 13).",
        "Check that the right file was given.",
    ),
    e(
        "unexpected-parameter",
        "unexpected parameter in the SGML declaration",
        "The SGML declaration's parameters come in a fixed order and form (ISO 8879 13); another was \
         expected here.",
        "Compare with the grammar of ISO 8879 clause 13 or a known declaration.",
    ),
    e(
        "unknown-keyword",
        "unknown keyword in the SGML declaration",
        "Only the keywords the grammar of ISO 8879 clause 13 allows at this place may appear.",
        "Correct the keyword.",
    ),
    e(
        "unexpected-end",
        "SGML declaration ended early",
        "The SGML declaration ended before all its required parts (ISO 8879 13).",
        "Complete the declaration.",
    ),
    e(
        "invalid-character",
        "character not allowed in the SGML declaration",
        "Only separators may appear between the parameters of the SGML declaration (ISO 8879 13).",
        "Remove the character.",
    ),
    e(
        "separator-required",
        "separator required",
        "Parameters must be separated by white space (ISO 8879 10.1.1).",
        "Insert a space.",
    ),
    e(
        "number-too-large",
        "number too large",
        "The number is larger than any character number or quantity can be.",
        "Correct the number.",
    ),
    e(
        "number-too-long",
        "number longer than NAMELEN",
        "An SGML declaration is read with the reference concrete syntax, whose NAMELEN \
         allows numbers of at most 8 digits (ISO 8879 13); a longer one is a quantity error.",
        "Write the number with at most 8 digits, or describe the characters in smaller ranges.",
    ),
    e(
        "name-too-long",
        "name too long in the SGML declaration",
        "An SGML declaration is read with the reference concrete syntax, whose NAMELEN is 8: a longer \
         name is a quantity error (ISO 8879 13). No keyword of the declaration is longer.",
        "Check the spelling of the keyword or name.",
    ),
    e(
        "document-character-beyond-unicode",
        "document characters past U+10FFFF",
        "The document character set describes numbers past 1114111 (ISO 8879 13.1.1.2); no \
         Unicode character stands for them, so they are left out of the set.",
        "Describe only numbers up to 1114111.",
    ),
    e(
        "bad-character-reference",
        "bad character reference in a literal",
        "A character reference in a parameter literal must name a character (ISO 8879 9.5).",
        "Correct the reference.",
    ),
    e(
        "unknown-version",
        "unknown ISO 8879 version",
        "The literal after `<!SGML` names the standard: `\"ISO 8879:1986\"`, or \
         `\"ISO 8879:1986 (WWW)\"` for Annex K (ISO 8879 13, K.3).",
        "Use one of those literals.",
    ),
    e(
        "web-sgml-required",
        "Annex K form without the WWW version",
        "This form belongs to the Web SGML adaptations (ISO 8879 Annex K), which need the declaration \
         to say `\"ISO 8879:1986 (WWW)\"` (K.3).",
        "Change the version literal, or avoid the form.",
    ),
    e(
        "character-described-twice",
        "character described twice",
        "Each character number of the document character set is described once (ISO 8879 13.1.1.2).",
        "Remove the overlap between the ranges.",
    ),
    e(
        "character-not-described",
        "character number not described",
        "Every character number up to the highest described must be described, if only as UNUSED \
         (ISO 8879 13.1.1.2).",
        "Describe the missing numbers, as UNUSED if they are not characters.",
    ),
    e(
        "unknown-base-set",
        "unknown base character set",
        "The base character set's public identifier is not one omittag knows (ISO 8879 13.1.1.1): as for \
         onsgmls, the document characters described by it have no known equivalent, so a reference to one \
         gives no character, and the characters it would stand for are not SGML characters.",
        "Use a known base set, such as ISO Registration Number 177 (ISO 10646).",
    ),
    e(
        "missing-minimum-characters",
        "minimum characters missing",
        "Every document character set must contain the characters of minimum data: letters, digits, \
         space and some punctuation (ISO 8879 13.1.1).",
        "Describe those characters in the character set.",
    ),
    e(
        "unknown-capacity",
        "unknown capacity name",
        "The capacity names are those of ISO 8879 13.2 (TOTALCAP, ENTCAP...).",
        "Correct the name.",
    ),
    e(
        "duplicate-capacity",
        "capacity given twice",
        "Each capacity is given once (ISO 8879 13.2); the first value counts. Reported with -w sgmldecl, as \
         onsgmls reports it.",
        "Remove the repetition.",
    ),
    e(
        "zero-character-count",
        "character description of no characters",
        "A character description whose number of characters is 0 describes nothing (ISO 8879 13.1.1.2). \
         Reported with -w sgmldecl, as onsgmls reports it.",
        "Remove the description, or give the number of characters it was meant to describe.",
    ),
    e(
        "base-characters-missing",
        "base set lacks the characters described",
        "A character description maps document characters to base set character numbers that the base \
         set has no characters for (ISO 8879 13.1.1.2), so those document characters stand for nothing. \
         Reported with -w sgmldecl, as onsgmls reports it.",
        "Map the document characters to numbers the base set has, or describe them as UNUSED.",
    ),
    e(
        "reserved-name-too-long",
        "reserved name longer than NAMELEN",
        "A reserved name of the concrete syntax is longer than the syntax's NAMELEN quantity, so it cannot \
         be written in a document of that syntax (ISO 8879 13.4.7, 13.4.8). Reported with -w sgmldecl, as \
         onsgmls reports it.",
        "Raise NAMELEN, or give the reserved name a shorter substitute under NAMES.",
    ),
    e(
        "capacity-exceeds-totalcap",
        "capacity above TOTALCAP",
        "No single capacity may exceed TOTALCAP (ISO 8879 13.2).",
        "Lower the capacity or raise TOTALCAP.",
    ),
    e(
        "unknown-capacity-set",
        "unknown public capacity set",
        "A public capacity set other than ISO 8879's reference capacity set is read from the file a catalog's \
         PUBLIC entry names for it; this one has no entry, and the reference capacities are used (ISO 8879 13.2).",
        "Give a catalog (-c) that maps the identifier to a file of capacities, use the reference capacity set, \
         or list the capacities.",
    ),
    e(
        "unknown-public-syntax",
        "unknown public concrete syntax",
        "The public concrete syntax is neither ISO 8879's Reference or Core syntax nor named by a PUBLIC entry of \
         the catalogs, which would give the file its explicit syntax is read from (ISO 8879 13.4.1). Without the \
         syntax the declaration cannot be used, as onsgmls cannot use it.",
        "Give a catalog (-c) whose PUBLIC entry maps the identifier to the syntax's file, or declare the syntax in \
         full.",
    ),
    e(
        "public-capacity-unreadable",
        "public capacity set file cannot be read",
        "A catalog's PUBLIC entry names a file for the public capacity set, but the file is missing, is not a \
         regular file, or lies outside the directories the document may read (ISO 8879 13.2). Without it the \
         declaration cannot be used, as onsgmls cannot use it.",
        "Correct the catalog entry or the file, or allow its directory (--allow-files).",
    ),
    e(
        "public-syntax-unreadable",
        "public concrete syntax file cannot be read",
        "A catalog's PUBLIC entry names a file for the public concrete syntax, but the file is missing, is not a \
         regular file, or lies outside the directories the document may read (ISO 8879 13.4.1). Without the \
         syntax the declaration cannot be used.",
        "Correct the catalog entry or the file, or allow its directory (--allow-files).",
    ),
    e(
        "in-external-syntax",
        "problem in a public concrete syntax",
        "The file a public concrete syntax or capacity set resolved to through the catalogs has a fault, shown \
         with its own position in that file.",
        "Correct that entity, or declare the syntax in full.",
    ),
    e(
        "syntax-character-not-in-document",
        "syntax character outside the syntax-reference set",
        "Each character number the concrete syntax uses must be described by its syntax-reference character set \
         (the BASESET and DESCSET after SHUNCHAR), so that it stands for a character (ISO 8879 13.4).",
        "Describe the character number in the syntax-reference character set, or use one it describes.",
    ),
    e(
        "missing-function",
        "function character missing",
        "FUNCTION must assign RE, RS and SPACE, in that order (ISO 8879 13.4.3).",
        "Add the missing function character.",
    ),
    e(
        "function-assigned-twice",
        "character assigned to two functions",
        "A character may have only one function (ISO 8879 13.4.3).",
        "Assign the character once.",
    ),
    e(
        "duplicate-function-name",
        "function name used twice",
        "Added function names must be distinct (ISO 8879 13.4.3).",
        "Rename one of the functions.",
    ),
    e(
        "msochar-without-msichar",
        "MSOCHAR without MSICHAR",
        "Markup-scan-out characters need markup-scan-in characters to end their effect \
         (ISO 8879 13.4.3).",
        "Declare an MSICHAR as well.",
    ),
    e(
        "name-character-letter-or-digit",
        "letter or digit declared as a naming character",
        "Letters and digits are name characters already; LCNMSTRT, UCNMSTRT, LCNMCHAR and UCNMCHAR add \
         others (ISO 8879 13.4.5).",
        "Remove the letter or digit from the list.",
    ),
    e(
        "name-character-is-function",
        "naming character that is a function character",
        "A naming character cannot also be a function character or separator (ISO 8879 13.4.5).",
        "Remove it from one of the lists.",
    ),
    e(
        "name-start-and-name-character",
        "character both name start and name character",
        "A character is either a name start character or an added name character, not both \
         (ISO 8879 13.4.5).",
        "Remove it from one of the lists.",
    ),
    e(
        "naming-length-mismatch",
        "naming lists of different lengths",
        "The upper-case list of a naming pair maps the lower-case one character for character, so both \
         have the same length (ISO 8879 13.4.5).",
        "Make the lists the same length.",
    ),
    e(
        "invalid-range",
        "range ends below its start",
        "A character range's end must not be below its start.",
        "Correct the range.",
    ),
    e(
        "unknown-delimiter",
        "unknown delimiter role",
        "The general delimiter roles are those of ISO 8879 Figure 3 (STAGO, TAGC, ...) (13.4.6).",
        "Correct the role name.",
    ),
    e(
        "duplicate-delimiter",
        "delimiter assigned twice",
        "Each general delimiter role is assigned once (ISO 8879 13.4.6).",
        "Remove the repetition.",
    ),
    e(
        "empty-delimiter",
        "empty delimiter",
        "A delimiter string cannot be empty (ISO 8879 13.4.6).",
        "Give the delimiter a string.",
    ),
    e(
        "delimiter-all-function",
        "delimiter made of function characters only",
        "A general delimiter cannot consist only of function characters (ISO 8879 13.4.6.1).",
        "Use other characters.",
    ),
    e(
        "delimiter-starts-with-name",
        "delimiter starting with a name character",
        "A delimiter that starts with a name start character could not be told from a name \
         (ISO 8879 13.4.6).",
        "Choose a delimiter that starts with another character.",
    ),
    e(
        "duplicate-shortref",
        "short reference declared twice",
        "Each short reference delimiter is declared once (ISO 8879 13.4.6.2).",
        "Remove the repetition.",
    ),
    e(
        "unknown-reserved-name",
        "unknown reserved name",
        "Only reserved names of the reference concrete syntax can be substituted (ISO 8879 13.4.7).",
        "Correct the name.",
    ),
    e(
        "duplicate-reserved-name",
        "reserved name substituted twice",
        "Each reserved name is substituted once (ISO 8879 13.4.7).",
        "Remove the repetition.",
    ),
    e(
        "invalid-reserved-name",
        "invalid substitute reserved name",
        "A substitute must be a name in the declared syntax and not another reserved name \
         (ISO 8879 13.4.7).",
        "Choose another substitute.",
    ),
    e(
        "unknown-quantity",
        "unknown quantity name",
        "The quantity names are those of ISO 8879 Figure 6 (ATTCNT, LITLEN, NAMELEN, TAGLVL...) \
         (13.4.8).",
        "Correct the name.",
    ),
    e(
        "quantity-out-of-range",
        "quantity out of range",
        "A quantity is a number from 1 to 99999999 (ISO 8879 13.4.8).",
        "Give a value in that range.",
    ),
    e(
        "invalid-entity-name",
        "predefined entity name is not a name",
        "Annex K's predefined entities need names valid in the declared syntax (ISO 8879 K.3.6).",
        "Correct the entity name.",
    ),
    e(
        "delimiter-too-long",
        "delimiter longer than NAMELEN",
        "A delimiter may not be longer than NAMELEN (ISO 8879 13.4.6).",
        "Shorten the delimiter or raise NAMELEN.",
    ),
    e(
        "shunned-not-unused",
        "shunned characters not declared UNUSED",
        "The syntax shuns these characters, yet the document character set describes them as SGML \
         characters with no role; they should be UNUSED (ISO 8879 13.4.1).",
        "Describe them as UNUSED in the document character set.",
    ),
    e(
        "quantity-below-reference",
        "quantity below the reference value",
        "With SCOPE INSTANCE the prolog is read with the reference syntax, so the instance's quantities \
         may not be smaller than the reference ones (ISO 8879 13.4.8).",
        "Raise the quantity, or use SCOPE DOCUMENT.",
    ),
    e(
        "immednet-requires-emptynrm",
        "IMMEDNET without EMPTYNRM",
        "NETENABL IMMEDNET requires EMPTYNRM YES (ISO 8879 K.3.2).",
        "Set EMPTYNRM YES, or choose another NETENABL.",
    ),
    e(
        "feature-number-zero",
        "feature number zero",
        "This feature's number must be positive (ISO 8879 13.5).",
        "Give a positive number, or NO.",
    ),
    e(
        "declaration-unusable",
        "SGML declaration unusable",
        "The fault reported before this one breaks the grammar of the SGML declaration (ISO 8879 13) \
         or leaves its character set without the characters every SGML character set has (13.1.1); \
         nothing of the document can be read with such a declaration, and omittag reads nothing, as \
         onsgmls does.",
        "Correct the declaration at the fault reported before.",
    ),
    // ---- The lexer (sgml-lexer).
    e(
        "unsupported-delimiter",
        "delimiter the lexer cannot read",
        "The declaration assigns a general delimiter a string other than the reference concrete \
         syntax's; omittag's lexer reads only those (plus HCRO `&#x`), so it refuses the declaration \
         rather than misread the document.",
        "Use a declaration with the reference delimiters.",
    ),
    e(
        "unknown-delimiter-role",
        "unknown delimiter role",
        "The declaration names a general delimiter role that ISO 8879 Figure 3 does not define.",
        "Correct the role name.",
    ),
];

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    fn every_kind_code() -> BTreeSet<&'static str> {
        crate::message::every_code()
            .into_iter()
            .flat_map(|(_, codes)| codes.iter().copied())
            .collect()
    }

    #[test]
    fn every_code_of_every_kind_is_explained() {
        let missing: Vec<_> = every_kind_code()
            .into_iter()
            .filter(|code| explanation(code).is_none())
            .collect();
        assert!(missing.is_empty(), "codes with no explanation: {missing:?}");
    }

    /// Explanations may come before the code they explain lands (another branch adding a
    /// kind), so an unknown code is not an error here; each code is explained once and is
    /// kebab-case.
    #[test]
    fn every_explanation_has_a_unique_kebab_case_code() {
        let mut seen = BTreeSet::new();
        for explanation in all() {
            let code = explanation.code;
            assert!(seen.insert(code), "{code} is explained twice");
            assert!(
                !code.is_empty()
                    && !code.starts_with('-')
                    && !code.ends_with('-')
                    && !code.contains("--")
                    && code
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                "{code} is not kebab-case"
            );
        }
        // All but the explanations of codes still to land are of known codes.
        let known = every_kind_code();
        let unknown: Vec<_> = all().iter().map(|e| e.code).filter(|c| !known.contains(c)).collect();
        assert!(unknown.len() <= 4, "explanations of no code: {unknown:?}");
    }

    #[test]
    fn explanations_are_sentences_and_titles_are_short() {
        for e in all() {
            assert!(!e.title.is_empty() && e.title.len() <= 60, "title of {}", e.code);
            assert!(!e.title.ends_with('.'), "title of {} ends with a period", e.code);
            for text in [e.rule, e.fix] {
                assert!(text.ends_with('.'), "{}: {text:?} is not a sentence", e.code);
                assert!(
                    text.chars().next().is_some_and(|c| !c.is_lowercase()),
                    "{}: {text:?}",
                    e.code
                );
                assert!(!text.contains("  "), "{}: double space in {text:?}", e.code);
            }
        }
    }
}
