//! How a document is read: as SGML (HTML, under the W3C validator's HTML declaration and
//! catalog) or as XML (XHTML and other XML, under the SGML declaration for XML, ISO 8879
//! Annex K, and the bundled XML catalog), chosen as the W3C Markup Validator chose its
//! parse mode.

/// The parse mode of a document.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum ParseMode {
    /// HTML 2.0-4.01 and other SGML: the bundled catalog `dtd/catalog`, whose SGML
    /// declaration is the validator's HTML 4 one.
    #[default]
    Sgml,
    /// XHTML and other XML: the bundled catalog `dtd/xml-catalog`, whose SGML
    /// declaration is `sgml-decl/xml.dcl`.
    Xml,
}

/// How much of the text the choice looks at (the validator looked at the document's
/// start for its DOCTYPE).
const HEAD: usize = 4096;

/// The words after `//DTD ` in a public identifier that name an XML document type.
const XML_DTDS: &[&str] = &["XHTML", "XML", "MathML", "SVG", "SMIL", "VoiceXML"];

/// The words after `//DTD ` in a public identifier that name an HTML document type.
const HTML_DTDS: &[&str] = &["HTML", "W3 HTML"];

/// The mode of a document whose decoded text is `text`: XML when a document type
/// declaration in its first 4 KiB names an XHTML or other XML public identifier; SGML
/// when it names an HTML one; else XML when the text begins with an XML declaration
/// (`<?xml`), SGML when it does not.
pub fn detect(text: &str) -> ParseMode {
    let mut end = text.len().min(HEAD);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    if let Some(mode) = doctype_mode(&text[..end]) {
        return mode;
    }
    if text.trim_start_matches('\u{feff}').starts_with("<?xml") {
        ParseMode::Xml
    } else {
        ParseMode::Sgml
    }
}

/// The mode of a document from its bytes, before they are decoded: [`detect`] on its
/// first 4 KiB read as UTF-8 (the DOCTYPE and the XML declaration are ASCII, so this
/// holds for any ASCII-compatible encoding), or as UTF-16 when they begin with a UTF-16
/// byte order mark or with `<?` in UTF-16 (an XML declaration, XML 1.0 Appendix F).
pub fn detect_bytes(bytes: &[u8]) -> ParseMode {
    detect(&head_text(bytes))
}

/// The first 4 KiB of characters of `bytes`, read as UTF-16 when they begin with its
/// byte order mark or with `<?` in UTF-16, else as UTF-8 (lossily).
fn head_text(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    let order = match bytes {
        [0xFF, 0xFE, 0x00, 0x00, ..] => None,
        [0xFE, 0xFF, ..] => Some(true),
        [0xFF, 0xFE, ..] => Some(false),
        _ => omittag_encoding::utf16_xml_declaration(bytes).map(|e| e == omittag_encoding::Encoding::UTF_16BE),
    };
    let Some(big_endian) = order else {
        return String::from_utf8_lossy(&bytes[..bytes.len().min(HEAD)]);
    };
    let units = bytes[..bytes.len().min(2 * HEAD)].chunks_exact(2).map(|pair| {
        let pair = [pair[0], pair[1]];
        if big_endian {
            u16::from_be_bytes(pair)
        } else {
            u16::from_le_bytes(pair)
        }
    });
    std::borrow::Cow::Owned(
        char::decode_utf16(units)
            .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER))
            .collect(),
    )
}

/// The media types the W3C validator read as XML whatever the document says (its
/// configuration's `MIME` table); `text/html` left the choice to the document, and so does
/// any type not named here but an `application/...+xml` one, which is XML too.
const XML_MEDIA_TYPES: &[&str] = &[
    "text/xml",
    "image/svg",
    "image/svg+xml",
    "application/smil",
    "application/xml",
    "text/vnd.wap.wml",
    "application/xhtml+xml",
    "application/mathml+xml",
];

/// The parse mode an HTTP `Content-Type` value (`application/xhtml+xml; charset=utf-8`)
/// decides, as the W3C validator let the media type decide first: XML for the XML media
/// types and any `application/...+xml`; `None` for `text/html` and any other type, which
/// leave the choice to the document ([`detect`]).
pub fn from_media_type(content_type: &str) -> Option<ParseMode> {
    let media_type = content_type.split(';').next().unwrap_or("").trim().to_ascii_lowercase();
    let xml = XML_MEDIA_TYPES.contains(&media_type.as_str())
        || (media_type.starts_with("application/") && media_type.ends_with("+xml"));
    xml.then_some(ParseMode::Xml)
}

/// The mode of a document whose decoded text is `text` and that came with the HTTP
/// `Content-Type` value `content_type`, if any: the media type's ([`from_media_type`]),
/// else the document's ([`detect`]).
pub fn detect_with_media_type(text: &str, content_type: Option<&str>) -> ParseMode {
    content_type.and_then(from_media_type).unwrap_or_else(|| detect(text))
}

/// [`detect_with_media_type`] on the bytes of a document, before they are decoded (as
/// [`detect_bytes`]).
pub fn detect_bytes_with_media_type(bytes: &[u8], content_type: Option<&str>) -> ParseMode {
    content_type
        .and_then(from_media_type)
        .unwrap_or_else(|| detect_bytes(bytes))
}

/// The mode the document's own markup asks for, when it names a DTD whose mode is
/// known: XML for an XHTML or other XML public identifier, SGML for an HTML one; `None`
/// when its DOCTYPE names neither (or it has none).
pub fn doctype_mode(text: &str) -> Option<ParseMode> {
    let mut end = text.len().min(HEAD);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let public_ids: Vec<&str> = doctype_public_ids(&text[..end]).collect();
    let names = |words: &[&str]| public_ids.iter().any(|id| names_dtd(id, words));
    if names(XML_DTDS) {
        Some(ParseMode::Xml)
    } else if names(HTML_DTDS) {
        Some(ParseMode::Sgml)
    } else {
        None
    }
}

/// Whether `public_id` has `//DTD ` followed by one of `words` (any case).
fn names_dtd(public_id: &str, words: &[&str]) -> bool {
    let upper = public_id.to_ascii_uppercase();
    upper.match_indices("//DTD ").any(|(at, found)| {
        let rest = &upper[at + found.len()..];
        words.iter().any(|word| rest.starts_with(&word.to_ascii_uppercase()))
    })
}

/// The document type declarations in `head`, each as its document type name and the
/// text after it (keywords in any case).
fn doctype_declarations(head: &str) -> impl Iterator<Item = (&str, &str)> {
    let bytes = head.as_bytes();
    (0..bytes.len())
        .filter(move |&i| bytes[i..].len() >= 9 && bytes[i..i + 9].eq_ignore_ascii_case(b"<!DOCTYPE"))
        .filter_map(move |i| {
            let rest = head[i + 9..].trim_start_matches(is_space);
            if rest.len() == head[i + 9..].len() {
                return None;
            }
            let name_end = rest
                .find(|c: char| !(c.is_ascii_alphabetic() || c == ':'))
                .unwrap_or(rest.len());
            if name_end == 0 {
                return None;
            }
            Some((&rest[..name_end], &rest[name_end..]))
        })
}

/// The public identifiers of the document type declarations written
/// `<!DOCTYPE name PUBLIC "id"` in `head` (keywords in any case).
fn doctype_public_ids(head: &str) -> impl Iterator<Item = &str> {
    doctype_declarations(head).filter_map(|(_, after_name)| {
        let rest = after_name.trim_start_matches(is_space);
        if rest.len() == after_name.len() || rest.len() < 6 || !rest[..6].eq_ignore_ascii_case("PUBLIC") {
            return None;
        }
        let after_keyword = &rest[6..];
        let rest = after_keyword.trim_start_matches(is_space);
        if rest.len() == after_keyword.len() {
            return None;
        }
        rest.chars().next().filter(|&c| c == '"' || c == '\'')?;
        let literal = &rest[1..];
        let end = literal.find(['"', '\''])?;
        Some(&literal[..end])
    })
}

/// Whether the bytes (the first few kilobytes are looked at) are an HTML or XHTML
/// document, which omittag reads as the W3C validator read it unless the user gives
/// catalogs: its first document type declaration names an HTML, XHTML or other W3C DTD
/// (see [`names_another_document_type`]), or it has no document type declaration and
/// its first element is `html` (after comments, processing instructions and white
/// space, in any case). `<d>…</d>` with no DOCTYPE is no HTML.
pub fn taken_as_html(bytes: &[u8]) -> bool {
    let head = head_text(bytes);
    if doctype_declarations(&head).next().is_some() {
        return !names_another_document_type(bytes);
    }
    let mut rest = head.trim_start_matches('\u{feff}');
    loop {
        rest = rest.trim_start_matches(is_space);
        if let Some(comment) = rest.strip_prefix("<!--") {
            let Some(end) = comment.find("-->") else {
                return false;
            };
            rest = &comment[end + 3..];
        } else if rest.starts_with("<?") || rest.starts_with("<!") {
            let Some(end) = rest.find('>') else {
                return false;
            };
            rest = &rest[end + 1..];
        } else {
            break;
        }
    }
    let Some(tag) = rest.strip_prefix('<') else {
        return false;
    };
    tag.len() >= 4
        && tag[..4].eq_ignore_ascii_case("html")
        && !tag[4..].starts_with(|c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | ':'))
}

/// Whether the bytes (the first few kilobytes are looked at, in any ASCII-compatible
/// encoding) begin a document of another type than HTML or XHTML: their first document
/// type declaration names no HTML, XHTML or other W3C DTD by its public identifier (nor
/// any whose identifier says HTML), or, with no public identifier, names a type other
/// than HTML (`<!DOCTYPE html PUBLIC "-//Example//DTD Report//EN">` is no HTML).
/// Such a document (DocBook, LinuxDoc, a DSSSL style sheet, a test document with its own
/// DTD) is read as onsgmls reads it, without the validator's HTML warnings about where
/// its encoding came from. A document with no DOCTYPE is HTML to the validator.
pub fn names_another_document_type(bytes: &[u8]) -> bool {
    let head = head_text(bytes);
    let Some((name, _)) = doctype_declarations(&head).next() else {
        return false;
    };
    let html =
        |id: &str| names_dtd(id, HTML_DTDS) || names_dtd(id, XML_DTDS) || id.to_ascii_uppercase().contains("HTML");
    let mut public_ids = doctype_public_ids(&head).peekable();
    if public_ids.peek().is_none() {
        return !name.eq_ignore_ascii_case("HTML");
    }
    !public_ids.any(html)
}

/// White space between the parts of a document type declaration.
fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\r' | '\n')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utf16(text: &str, big_endian: bool, bom: bool) -> Vec<u8> {
        let mut bytes = Vec::new();
        let units = bom.then_some(0xFEFF).into_iter().chain(text.encode_utf16());
        for unit in units {
            bytes.extend(if big_endian {
                unit.to_be_bytes()
            } else {
                unit.to_le_bytes()
            });
        }
        bytes
    }

    #[test]
    fn utf16_documents_are_read_for_their_mode() {
        let declaration = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<doc/>";
        let strict = "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"x\"><html>";
        let html = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><title>t</title>";
        for big_endian in [true, false] {
            for bom in [true, false] {
                // Appendix F: `<?` in UTF-16 is seen without a mark as well.
                assert_eq!(detect_bytes(&utf16(declaration, big_endian, bom)), ParseMode::Xml);
                // A DOCTYPE is seen after a mark only.
                let expected = if bom { ParseMode::Xml } else { ParseMode::Sgml };
                assert_eq!(detect_bytes(&utf16(strict, big_endian, bom)), expected);
                assert_eq!(detect_bytes(&utf16(html, big_endian, bom)), ParseMode::Sgml);
            }
        }
        // A UTF-32 mark is not UTF-16's.
        assert_eq!(detect_bytes(b"\xFF\xFE\0\0<\0\0\0"), ParseMode::Sgml);
    }

    #[test]
    fn xhtml_public_identifiers_choose_xml() {
        let strict = "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"x\"><html>";
        assert_eq!(detect(strict), ParseMode::Xml);
        let lower = "\n<!doctype HTML public '-//w3c//dtd xhtml 1.1//en'>";
        assert_eq!(detect(lower), ParseMode::Xml);
        let svg = "<!DOCTYPE svg:svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"x\">";
        assert_eq!(detect(svg), ParseMode::Xml);
    }

    #[test]
    fn html_public_identifiers_choose_sgml_even_after_an_xml_declaration() {
        let html = "<?xml version=\"1.0\"?>\n<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">";
        assert_eq!(detect(html), ParseMode::Sgml);
        let html32 = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD W3 HTML 3.2//EN\">";
        assert_eq!(detect(html32), ParseMode::Sgml);
    }

    #[test]
    fn an_xml_declaration_alone_chooses_xml() {
        assert_eq!(detect("<?xml version=\"1.0\"?><doc/>"), ParseMode::Xml);
        assert_eq!(detect("\u{feff}<?xml version=\"1.0\"?><doc/>"), ParseMode::Xml);
        assert_eq!(
            detect("<?xml version=\"1.0\"?><!DOCTYPE doc SYSTEM \"doc.dtd\"><doc/>"),
            ParseMode::Xml
        );
        // Not at the very start, or without one: SGML.
        assert_eq!(detect(" <?xml version=\"1.0\"?><doc/>"), ParseMode::Sgml);
        assert_eq!(detect("<html><p>x"), ParseMode::Sgml);
        assert_eq!(detect("<!DOCTYPE html>"), ParseMode::Sgml);
    }

    #[test]
    fn bytes_in_any_ascii_compatible_encoding_give_the_same_mode() {
        let latin1 = b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<doc>caf\xE9</doc>";
        assert_eq!(detect_bytes(latin1), ParseMode::Xml);
        assert_eq!(detect_bytes(b"<p>caf\xE9"), ParseMode::Sgml);
    }

    #[test]
    fn html_is_told_by_its_doctype_or_its_first_element() {
        assert!(taken_as_html(
            b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><p>"
        ));
        assert!(taken_as_html(
            b"<?xml version=\"1.0\"?><!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"x\"><html>"
        ));
        assert!(taken_as_html(b"<!doctype html>"));
        assert!(taken_as_html(b"\xef\xbb\xbf<!-- c --> <?pi?>\n<HTML lang=en>"));
        assert!(taken_as_html(b"<html>"));
        assert!(!taken_as_html(b"<htmlx>"));
        assert!(!taken_as_html(b"<d>caf\xe9</d>"));
        assert!(!taken_as_html(b"<title>x</title>"));
        assert!(!taken_as_html(b"<!DOCTYPE d [<!ELEMENT d - - (#PCDATA)>]><d>"));
        assert!(!taken_as_html(b"<!-- unclosed"));
        assert!(!taken_as_html(b""));
    }

    #[test]
    fn documents_of_other_types_are_told_from_html() {
        let docbook = b"<!DOCTYPE book PUBLIC \"-//OASIS//DTD DocBook V4.5//EN\"><book>";
        assert!(names_another_document_type(docbook));
        assert!(names_another_document_type(
            b"<!doctype doc [<!element doc - - (#pcdata)>]><doc>x"
        ));
        // HTML by its name, its public identifier, or for want of a DOCTYPE.
        assert!(!names_another_document_type(
            b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">"
        ));
        assert!(!names_another_document_type(b"<!doctype html>"));
        assert!(!names_another_document_type(
            b"<!DOCTYPE x PUBLIC \"-//IETF//DTD HTML 2.0//EN\"><p>"
        ));
        assert!(!names_another_document_type(
            b"<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"x\">"
        ));
        assert!(!names_another_document_type(b"<title>x</title><p>y"));
        // A public identifier decides over the name: one that says HTML is HTML, even
        // one no catalog knows.
        assert!(names_another_document_type(
            b"<!DOCTYPE html PUBLIC \"-//Example//DTD Report//EN\" [<!ELEMENT html - - ANY>]>"
        ));
        assert!(!names_another_document_type(
            b"<!DOCTYPE html PUBLIC \"-//SoftQuad//DTD HoTMetaL PRO 4.0::19970916::extensions to HTML 4.0//EN\">"
        ));
    }

    #[test]
    fn an_xml_media_type_chooses_xml_whatever_the_document_says() {
        let html = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><title>t</title>";
        for content_type in [
            "application/xhtml+xml",
            "Application/XHTML+XML; charset=utf-8",
            "text/xml",
            "image/svg+xml",
            "application/atom+xml",
        ] {
            assert_eq!(
                detect_with_media_type(html, Some(content_type)),
                ParseMode::Xml,
                "{content_type}"
            );
        }
        // text/html and other types leave the choice to the document.
        assert_eq!(detect_with_media_type(html, Some("text/html")), ParseMode::Sgml);
        assert_eq!(detect_with_media_type(html, Some("text/plain")), ParseMode::Sgml);
        assert_eq!(detect_with_media_type(html, None), ParseMode::Sgml);
        let xhtml = "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"x\">";
        assert_eq!(detect_with_media_type(xhtml, Some("text/html")), ParseMode::Xml);
        assert_eq!(
            detect_bytes_with_media_type(html.as_bytes(), Some("application/xml")),
            ParseMode::Xml
        );
    }

    #[test]
    fn the_doctype_mode_is_none_without_a_known_public_identifier() {
        assert_eq!(doctype_mode("<?xml version=\"1.0\"?><doc/>"), None);
        assert_eq!(
            doctype_mode("<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"x\">"),
            Some(ParseMode::Xml)
        );
        assert_eq!(
            doctype_mode("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 3.2 Final//EN\">"),
            Some(ParseMode::Sgml)
        );
    }

    #[test]
    fn only_the_first_four_kilobytes_are_looked_at() {
        let late = format!(
            "{}<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\">",
            " ".repeat(HEAD)
        );
        assert_eq!(detect(&late), ParseMode::Sgml);
    }
}
