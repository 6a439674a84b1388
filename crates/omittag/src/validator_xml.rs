//! The W3C Markup Validator's own checks of documents it read as XML, made around
//! onsgmls rather than by it, and so only in the validator's profile
//! ([`Options::w3c`](crate::Options::w3c); [`Options::onsgmls`](crate::Options::onsgmls)
//! gives onsgmls's messages alone):
//!
//! - the namespace of the root element: a document type that has one (XHTML, SVG,
//!   MathML, SMIL) and is named by its public identifier wants the root element's
//!   `xmlns` written with that namespace; a different one is an error, and so is none
//!   for the types that require it (XHTML 1.0, XHTML 1.1, XHTML+RDFa 1.0, SVG 1.1...).
//!   A value the DTD supplies as a default does not count: it has to be written;
//! - the findings of onsgmls it dropped for XML: "there is no attribute" for an
//!   `xmlns:prefix` attribute (namespace declarations are not attributes a DTD has to
//!   declare, in the validator's reading);
//! - the encoding named by the XML declaration against the HTTP charset (which wins);
//! - an HTTP media type that makes the document XML while its DOCTYPE names an HTML DTD.

use sgml_parser::ParserDiagnosticKind;

use crate::ParseMode;
use crate::message::FacadeDiagnostic;

/// An XML document type the validator knew a namespace for.
struct XmlType {
    /// Its public identifier, as its DOCTYPE writes it.
    public_id: &'static str,
    /// The name of its root element.
    root: &'static str,
    /// The namespace of its root element.
    namespace: &'static str,
    /// Whether the root element must write its `xmlns` (else only a wrong one is an
    /// error).
    required: bool,
}

const XHTML: &str = "http://www.w3.org/1999/xhtml";
const MATHML: &str = "http://www.w3.org/1998/Math/MathML";
const SVG: &str = "http://www.w3.org/2000/svg";
const SMIL3: &str = "http://www.w3.org/ns/SMIL";

/// The XML document types of the validator's type table that name a namespace.
const XML_TYPES: &[XmlType] = &[
    xhtml("-//W3C//DTD XHTML 1.0 Strict//EN", true),
    xhtml("-//W3C//DTD XHTML 1.0 Transitional//EN", true),
    xhtml("-//W3C//DTD XHTML 1.0 Frameset//EN", true),
    xhtml("-//W3C//DTD XHTML Basic 1.0//EN", false),
    xhtml("-//W3C//DTD XHTML Basic 1.1//EN", false),
    xhtml("-//WAPFORUM//DTD XHTML Mobile 1.0//EN", false),
    xhtml("-//WAPFORUM//DTD XHTML Mobile 1.1//EN", false),
    xhtml("-//WAPFORUM//DTD XHTML Mobile 1.2//EN", false),
    xhtml("-//W3C//DTD XHTML-Print 1.0//EN", false),
    xhtml("-//W3C//DTD XHTML 1.1//EN", true),
    xhtml("-//W3C//DTD XHTML 1.1 plus MathML 2.0//EN", false),
    xhtml("-//W3C//DTD XHTML 1.1 plus MathML 2.0 plus SVG 1.1//EN", false),
    xhtml("-//W3C//DTD XHTML+RDFa 1.0//EN", true),
    xhtml("-//W3C//DTD XHTML+ARIA 1.0//EN", true),
    typed("-//W3C//DTD MathML 2.0//EN", "math", MATHML, false),
    typed("-//W3C//DTD MathML 3.0//EN", "math", MATHML, false),
    typed("-//W3C//DTD SVG 1.0//EN", "svg", SVG, false),
    typed("-//W3C//DTD SVG 1.1//EN", "svg", SVG, true),
    typed("-//W3C//DTD SVG 1.1 Tiny//EN", "svg", SVG, false),
    typed("-//W3C//DTD SVG 1.1 Basic//EN", "svg", SVG, false),
    typed(
        "-//W3C//DTD SMIL 1.0//EN",
        "smil",
        "http://www.w3.org/TR/REC-smil",
        false,
    ),
    typed(
        "-//W3C//DTD SMIL 2.0//EN",
        "smil",
        "http://www.w3.org/2001/SMIL20/Language",
        true,
    ),
    typed(
        "-//W3C//DTD SMIL 2.1//EN",
        "smil",
        "http://www.w3.org/2005/SMIL21/Language",
        true,
    ),
    typed(
        "-//W3C//DTD SMIL 2.1 Mobile//EN",
        "smil",
        "http://www.w3.org/2005/SMIL21/Mobile",
        true,
    ),
    typed(
        "-//W3C//DTD SMIL 2.1 Extended Mobile//EN",
        "smil",
        "http://www.w3.org/2005/SMIL21/ExtendedMobile",
        true,
    ),
    typed("-//W3C//DTD SMIL 3.0 Language//EN", "smil", SMIL3, true),
    typed("-//W3C//DTD SMIL 3.0 UnifiedMobile//EN", "smil", SMIL3, true),
    typed("-//W3C//DTD SMIL 3.0 Daisy//EN", "smil", SMIL3, true),
    typed("-//W3C//DTD SMIL 3.0 Tiny//EN", "smil", SMIL3, true),
    typed("-//W3C//DTD SMIL 3.0 smilText//EN", "smil", SMIL3, true),
];

const fn xhtml(public_id: &'static str, required: bool) -> XmlType {
    typed(public_id, "html", XHTML, required)
}

const fn typed(public_id: &'static str, root: &'static str, namespace: &'static str, required: bool) -> XmlType {
    XmlType {
        public_id,
        root,
        namespace,
        required,
    }
}

/// Whether the validator dropped this finding of the parser for a document read as XML:
/// an undeclared attribute `xmlns:prefix` (a namespace declaration).
pub(crate) fn drops(kind: &ParserDiagnosticKind) -> bool {
    matches!(kind, ParserDiagnosticKind::UndefinedAttribute { attribute, .. } if attribute.starts_with("xmlns:"))
}

/// What is wrong with the namespace of the root element of a document read as XML whose
/// DOCTYPE names `public_id`, and the offset of its start tag, if anything: `text` is the
/// document, and its instance begins at `instance_start`. Nothing is said of a root
/// element of another name than the type's (the DTD reports that), nor of a value the
/// check cannot read plainly (one with a reference to an entity of the DTD).
pub(crate) fn root_namespace(text: &str, instance_start: u32, public_id: &str) -> Option<(FacadeDiagnostic, u32)> {
    let xml_type = XML_TYPES.iter().find(|t| t.public_id == public_id)?;
    let (start, tag) = root_start_tag(text, instance_start as usize)?;
    if tag.name != xml_type.root {
        return None;
    }
    let kind = match tag.xmlns {
        None if xml_type.required => FacadeDiagnostic::RootNamespaceMissing {
            element: xml_type.root,
            namespace: xml_type.namespace,
        },
        None => return None,
        Some(Written::Unreadable) => return None,
        Some(Written::Value(value)) if value == xml_type.namespace => return None,
        Some(Written::Value(value)) => FacadeDiagnostic::RootNamespaceWrong {
            element: xml_type.root,
            written: value,
            namespace: xml_type.namespace,
        },
    };
    Some((kind, start as u32))
}

/// The HTTP charset and the encoding of the XML declaration, when the HTTP charset
/// decided the encoding and the declaration names another (the HTTP one is used, as
/// the validator did), with the offset of the declaration's encoding name in `bytes`.
pub(crate) fn xml_declaration_contradicts_http(
    bytes: &[u8],
    detection: &omittag_encoding::Detection,
) -> Option<(FacadeDiagnostic, u32)> {
    if detection.source != omittag_encoding::Source::Http {
        return None;
    }
    let (declared, span) = omittag_encoding::xml_declaration_encoding(bytes)?;
    let named = omittag_encoding::Encoding::for_label(&declared);
    let same = named.is_some_and(|named| {
        named == detection.encoding
            || (named.name().starts_with("UTF-16") && detection.encoding.name().starts_with("UTF-16"))
    });
    if same {
        return None;
    }
    let kind = FacadeDiagnostic::XmlDeclarationContradictsHttp {
        declared,
        http: detection
            .label
            .clone()
            .unwrap_or_else(|| detection.encoding.name().to_owned()),
    };
    Some((kind, span.start))
}

/// The media type of `content_type`, when it made the document (whose text is `text`)
/// XML while its DOCTYPE names an HTML DTD: the validator went by the media type and
/// said the two disagree.
pub(crate) fn media_type_contradicts_doctype(content_type: &str, text: &str) -> Option<FacadeDiagnostic> {
    let by_media_type = crate::parse_mode::from_media_type(content_type)?;
    let by_doctype = crate::parse_mode::doctype_mode(text)?;
    (by_media_type != by_doctype).then(|| FacadeDiagnostic::MediaTypeContradictsDoctype {
        media_type: content_type.split(';').next().unwrap_or("").trim().to_owned(),
        mode: match by_media_type {
            ParseMode::Xml => "XML",
            ParseMode::Sgml => "SGML",
        },
    })
}

/// The `xmlns` attribute of a start tag as written.
enum Written {
    /// Its value, references to characters and to the predefined entities replaced.
    Value(String),
    /// A value with a reference to another entity.
    Unreadable,
}

/// The parts of a start tag the check needs.
struct StartTag<'t> {
    name: &'t str,
    xmlns: Option<Written>,
}

/// The first start tag at or after `from` in `text`, past white space, comments and
/// processing instructions (what may stand between the prolog and the root element), and
/// its offset. `None` when something else comes first.
fn root_start_tag(text: &str, from: usize) -> Option<(usize, StartTag<'_>)> {
    let mut at = from;
    loop {
        let rest = text.get(at..)?;
        let trimmed = rest.trim_start_matches([' ', '\t', '\r', '\n']);
        at += rest.len() - trimmed.len();
        if let Some(comment) = trimmed.strip_prefix("<!--") {
            at += 4 + comment.find("-->")? + 3;
        } else if let Some(pi) = trimmed.strip_prefix("<?") {
            at += 2 + pi.find('>')? + 1;
        } else if trimmed.starts_with('<') {
            return start_tag(&text[at..]).map(|tag| (at, tag));
        } else {
            return None;
        }
    }
}

/// The start tag `tag` begins (`<name attribute="value" ...>`), read as XML writes it.
fn start_tag(tag: &str) -> Option<StartTag<'_>> {
    let is_delimiter = |c: char| c.is_whitespace() || matches!(c, '/' | '>' | '=' | '<');
    let after_stago = tag.strip_prefix('<')?;
    let name_end = after_stago.find(is_delimiter).unwrap_or(after_stago.len());
    if name_end == 0 {
        return None;
    }
    let name = &after_stago[..name_end];
    let mut rest = &after_stago[name_end..];
    let mut xmlns = None;
    loop {
        rest = rest.trim_start();
        if rest.is_empty() || rest.starts_with(['>', '/', '<']) {
            break;
        }
        let end = rest.find(is_delimiter).unwrap_or(rest.len());
        if end == 0 {
            break;
        }
        let attribute = &rest[..end];
        rest = rest[end..].trim_start();
        let Some(after_vi) = rest.strip_prefix('=') else {
            continue;
        };
        rest = after_vi.trim_start();
        let Some(quote) = rest.chars().next().filter(|&c| c == '"' || c == '\'') else {
            break;
        };
        let value_end = rest[1..].find(quote)?;
        let value = &rest[1..1 + value_end];
        rest = &rest[1 + value_end + 1..];
        if attribute == "xmlns" {
            xmlns = Some(replace_references(value));
        }
    }
    Some(StartTag { name, xmlns })
}

/// A literal's value with its character references and references to the predefined
/// entities replaced; a reference to another entity makes it unreadable here.
fn replace_references(literal: &str) -> Written {
    let mut value = String::with_capacity(literal.len());
    let mut rest = literal;
    while let Some(at) = rest.find('&') {
        value.push_str(&rest[..at]);
        let reference = &rest[at + 1..];
        let Some(end) = reference.find(';') else {
            return Written::Unreadable;
        };
        let body = &reference[..end];
        let character = if let Some(hex) = body.strip_prefix("#x") {
            u32::from_str_radix(hex, 16).ok().and_then(char::from_u32)
        } else if let Some(decimal) = body.strip_prefix('#') {
            decimal.parse().ok().and_then(char::from_u32)
        } else {
            match body {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                _ => None,
            }
        };
        let Some(character) = character else {
            return Written::Unreadable;
        };
        value.push(character);
        rest = &reference[end + 1..];
    }
    value.push_str(rest);
    Written::Value(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    const STRICT: &str = "-//W3C//DTD XHTML 1.0 Strict//EN";

    fn check(instance: &str, public_id: &str) -> Option<(FacadeDiagnostic, u32)> {
        root_namespace(instance, 0, public_id)
    }

    #[test]
    fn a_missing_namespace_is_an_error_where_the_type_requires_one() {
        let (kind, at) = check("\n<!-- c -->\n<html xml:lang=\"en\"><head>", STRICT).unwrap();
        assert_eq!(at, 12);
        assert!(matches!(
            kind,
            FacadeDiagnostic::RootNamespaceMissing {
                element: "html",
                namespace: XHTML
            }
        ));
        // XHTML Basic 1.1 does not require it.
        assert!(check("<html><head>", "-//W3C//DTD XHTML Basic 1.1//EN").is_none());
        // SVG 1.1 does.
        assert!(check("<svg width=\"1\">", "-//W3C//DTD SVG 1.1//EN").is_some());
    }

    #[test]
    fn the_right_namespace_is_no_error_however_written() {
        assert!(check("<html xmlns=\"http://www.w3.org/1999/xhtml\">", STRICT).is_none());
        assert!(
            check(
                "<html\n  xml:lang='en'\n  xmlns = 'http://www.w3.org/1999/xhtml' >",
                STRICT
            )
            .is_none()
        );
        assert!(check("<?pi x?><html xmlns=\"http://www.w3.org/1999/&#x78;html\"/>", STRICT).is_none());
        // A value with an entity of the DTD is left alone.
        assert!(check("<html xmlns=\"&ns;\">", STRICT).is_none());
    }

    #[test]
    fn a_wrong_namespace_is_an_error_whatever_the_type_requires() {
        let (kind, _) = check(
            "<html xmlns=\"http://www.w3.org/TR/xhtml1\">",
            "-//W3C//DTD XHTML Basic 1.0//EN",
        )
        .unwrap();
        assert!(matches!(
            kind,
            FacadeDiagnostic::RootNamespaceWrong { ref written, .. } if written == "http://www.w3.org/TR/xhtml1"
        ));
        // A prefixed declaration is not the default namespace.
        assert!(
            check(
                "<html xmlns:x=\"http://example.org/\">",
                "-//W3C//DTD XHTML Basic 1.0//EN"
            )
            .is_none()
        );
    }

    #[test]
    fn other_roots_types_and_text_are_left_alone() {
        assert!(check("<body>", STRICT).is_none());
        assert!(check("<html>", "-//W3C//DTD HTML 4.01//EN").is_none());
        assert!(check("text <html>", STRICT).is_none());
        assert!(check("<!-- unterminated", STRICT).is_none());
        assert!(check("", STRICT).is_none());
        assert!(check("<html xmlns=\"unterminated", STRICT).is_none());
    }

    #[test]
    fn only_undeclared_namespace_declarations_are_dropped() {
        let xmlns = ParserDiagnosticKind::UndefinedAttribute {
            attribute: "xmlns:dc".into(),
            element: "html".into(),
        };
        assert!(drops(&xmlns));
        let other = ParserDiagnosticKind::UndefinedAttribute {
            attribute: "vocab".into(),
            element: "p".into(),
        };
        assert!(!drops(&other));
    }

    #[test]
    fn an_xml_media_type_and_an_html_doctype_disagree() {
        let html = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><title>t</title>";
        let kind = media_type_contradicts_doctype("application/xhtml+xml; charset=utf-8", html).unwrap();
        assert!(matches!(
            kind,
            FacadeDiagnostic::MediaTypeContradictsDoctype { ref media_type, mode: "XML" } if media_type == "application/xhtml+xml"
        ));
        assert!(media_type_contradicts_doctype("text/html", html).is_none());
        let xhtml = "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"x\">";
        assert!(media_type_contradicts_doctype("application/xhtml+xml", xhtml).is_none());
    }

    #[test]
    fn the_xml_declaration_and_http_disagree_when_they_name_other_encodings() {
        let bytes = b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<doc/>";
        let mut options = omittag_encoding::Options::default().xml();
        options.http_content_type = Some("application/xml; charset=utf-8".into());
        let detection = omittag_encoding::detect(bytes, &options).unwrap();
        let (kind, at) = xml_declaration_contradicts_http(bytes, &detection).unwrap();
        assert_eq!(at, 30);
        assert!(matches!(
            kind,
            FacadeDiagnostic::XmlDeclarationContradictsHttp { ref declared, ref http } if declared == "ISO-8859-1" && http == "utf-8"
        ));
        options.http_content_type = Some("application/xml; charset=latin1".into());
        let detection = omittag_encoding::detect(bytes, &options).unwrap();
        assert!(xml_declaration_contradicts_http(bytes, &detection).is_none());
        options.http_content_type = None;
        let detection = omittag_encoding::detect(bytes, &options).unwrap();
        assert!(xml_declaration_contradicts_http(bytes, &detection).is_none());
    }
}
