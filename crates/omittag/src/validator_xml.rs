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

use sgml_parser::{Event, EventSink, ParserDiagnostic, ParserDiagnosticKind};

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

/// The root element's namespace checked on the instance parser's first start tag, with
/// its attributes as the parser read them (references to entities resolved; the same
/// whether the document is parsed whole, streamed or in windows). A value the DTD
/// supplies as a default does not count: `xmlns` must be specified.
pub(crate) struct RootCheck {
    /// The document type whose root element is checked; `None` when nothing is.
    xml_type: Option<&'static XmlType>,
    /// Whether the first start tag was seen, or nothing is checked: the events then pay
    /// one test of this flag each.
    done: bool,
    /// What is wrong, once found.
    found: Option<RootFinding>,
    /// How many of the parser's findings came before the first start tag.
    findings_before: usize,
}

/// What is wrong with the root element's namespace.
pub(crate) struct RootFinding {
    /// The message's kind.
    pub(crate) kind: FacadeDiagnostic,
    /// The offset of the root element's start tag in the document.
    pub(crate) offset: u32,
    /// How many of the parser's findings came before it: the message comes after them.
    pub(crate) after: usize,
}

impl RootCheck {
    /// The check of a document read as XML whose DOCTYPE names `public_id`: nothing is
    /// checked for a type without a namespace in the validator's table.
    pub(crate) fn new(public_id: Option<&str>) -> RootCheck {
        let xml_type = public_id.and_then(|id| XML_TYPES.iter().find(|t| t.public_id == id));
        RootCheck {
            xml_type,
            done: xml_type.is_none(),
            found: None,
            findings_before: 0,
        }
    }

    /// Whether the check still waits for the first start tag.
    #[inline]
    pub(crate) fn waiting(&self) -> bool {
        !self.done
    }

    /// A parser's finding was reported.
    #[inline]
    pub(crate) fn finding(&mut self) {
        if !self.done {
            self.findings_before += 1;
        }
    }

    /// See an event: whether it is the first start tag and something is wrong with it
    /// ([`RootCheck::take`] then gives what). Once the first start tag was seen, or when
    /// nothing is checked, this is one test.
    #[inline]
    pub(crate) fn event(&mut self, event: &Event<'_>) -> bool {
        if self.done {
            return false;
        }
        self.first_events(event)
    }

    /// [`RootCheck::event`] until the first start tag.
    #[cold]
    #[inline(never)]
    fn first_events(&mut self, event: &Event<'_>) -> bool {
        let Event::StartElement(start) = event else {
            return false;
        };
        self.done = true;
        let Some(xml_type) = self.xml_type else {
            return false;
        };
        // Nothing is said of a root element of another name than the type's (the DTD
        // reports that), nor of one in an entity or implied.
        if start.name != xml_type.root || start.implied || start.location.source != 0 {
            return false;
        }
        let written = start
            .attributes
            .get("xmlns")
            .filter(|value| value.specified)
            .and_then(|value| start.attributes.text(value));
        let kind = match written {
            None if xml_type.required => FacadeDiagnostic::RootNamespaceMissing {
                element: xml_type.root,
                namespace: xml_type.namespace,
            },
            None => return false,
            Some(value) if value == xml_type.namespace => return false,
            Some(value) => FacadeDiagnostic::RootNamespaceWrong {
                element: xml_type.root,
                written: value,
                namespace: xml_type.namespace,
            },
        };
        self.found = Some(RootFinding {
            kind,
            offset: start.location.span.start,
            after: self.findings_before,
        });
        true
    }

    /// What is wrong, if something was found.
    pub(crate) fn take(&mut self) -> Option<RootFinding> {
        self.found.take()
    }
}

/// A check of nothing: no first start tag is waited for.
impl Default for RootCheck {
    fn default() -> RootCheck {
        RootCheck::new(None)
    }
}

/// A sink that checks the root element's namespace ([`RootCheck`]) on the events it
/// hands on to `sink`.
pub(crate) struct RootWatch<S> {
    /// Where the events go.
    pub(crate) sink: S,
    /// The check.
    pub(crate) check: RootCheck,
}

impl<S: EventSink> EventSink for RootWatch<S> {
    #[inline]
    fn event(&mut self, event: Event<'_>) {
        self.check.event(&event);
        self.sink.event(event);
    }
    fn diagnostic(&mut self, diagnostic: &ParserDiagnostic) {
        self.check.finding();
        self.sink.diagnostic(diagnostic);
    }
    fn takes_diagnostics(&self) -> bool {
        self.sink.takes_diagnostics()
    }
    fn wants_attributes(&self) -> bool {
        self.sink.wants_attributes()
    }
    #[inline]
    fn wants_events(&self) -> bool {
        self.check.waiting() || self.sink.wants_events()
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    const STRICT: &str = "-//W3C//DTD XHTML 1.0 Strict//EN";

    /// The root namespace messages of `instance` after an XML declaration and a DOCTYPE
    /// naming `name` and `public_id`, validated in the validator's profile: (code, offset
    /// in the instance, text).
    fn check(name: &str, instance: &str, public_id: &str) -> Vec<(&'static str, u32, String)> {
        check_with(name, "", instance, public_id)
    }

    /// [`check`] with an internal subset.
    fn check_with(name: &str, subset: &str, instance: &str, public_id: &str) -> Vec<(&'static str, u32, String)> {
        let prolog = format!("<?xml version=\"1.0\"?>\n<!DOCTYPE {name} PUBLIC \"{public_id}\" \"x\"{subset}>\n");
        let document = format!("{prolog}{instance}");
        let options = crate::Options::w3c();
        let mut found = Vec::new();
        let whole = crate::validate(crate::Document::new(document.as_bytes()), &options);
        let mut streamed = Vec::new();
        crate::Validator::new(options.clone())
            .validate_streamed(crate::Document::new(document.as_bytes()), &mut |message| {
                streamed.push(message.clone())
            });
        for messages in [&whole.messages, &streamed] {
            let of_root: Vec<_> = messages
                .iter()
                .filter(|m| m.code().starts_with("root-namespace"))
                .map(|m| (m.code(), m.offset.unwrap_or(0) - prolog.len() as u32, m.text.clone()))
                .collect();
            found.push(of_root);
        }
        assert_eq!(found[0], found[1], "whole and streamed");
        found.swap_remove(0)
    }

    #[test]
    fn a_missing_namespace_is_an_error_where_the_type_requires_one() {
        let found = check("html", "\n<!-- c -->\n<html xml:lang=\"en\"><head>", STRICT);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!((found[0].0, found[0].1), ("root-namespace-missing", 12));
        // XHTML Basic 1.1 does not require it.
        assert!(check("html", "<html><head>", "-//W3C//DTD XHTML Basic 1.1//EN").is_empty());
        // SVG 1.1 does.
        assert_eq!(check("svg", "<svg width=\"1\"/>", "-//W3C//DTD SVG 1.1//EN").len(), 1);
    }

    #[test]
    fn the_right_namespace_is_no_error_however_written() {
        assert!(check("html", "<html xmlns=\"http://www.w3.org/1999/xhtml\">", STRICT).is_empty());
        assert!(
            check(
                "html",
                "<html\n  xml:lang='en'\n  xmlns = 'http://www.w3.org/1999/xhtml' >",
                STRICT
            )
            .is_empty()
        );
        assert!(
            check(
                "html",
                "<?pi x?><html xmlns=\"http://www.w3.org/1999/&#x78;html\"/>",
                STRICT
            )
            .is_empty()
        );
        // A value with an entity of the DTD is read as the parser reads it.
        let subset = " [<!ENTITY ns \"http://www.w3.org/1999/xhtml\">]";
        assert!(check_with("html", subset, "<html xmlns=\"&ns;\">", STRICT).is_empty());
        let wrong = " [<!ENTITY ns \"http://www.w3.org/TR/xhtml1\">]";
        let found = check_with("html", wrong, "<html xmlns=\"&ns;\">", STRICT);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].0, "root-namespace-wrong");
        assert!(found[0].2.contains("http://www.w3.org/TR/xhtml1"), "{found:?}");
    }

    #[test]
    fn a_wrong_namespace_is_an_error_whatever_the_type_requires() {
        let found = check(
            "html",
            "<html xmlns=\"http://www.w3.org/TR/xhtml1\">",
            "-//W3C//DTD XHTML Basic 1.0//EN",
        );
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].0, "root-namespace-wrong");
        // A prefixed declaration is not the default namespace.
        assert!(
            check(
                "html",
                "<html xmlns:x=\"http://example.org/\">",
                "-//W3C//DTD XHTML Basic 1.0//EN"
            )
            .is_empty()
        );
    }

    #[test]
    fn other_roots_types_and_text_are_left_alone() {
        assert!(check("html", "<body>", STRICT).is_empty());
        assert!(check("html", "<html>", "-//W3C//DTD HTML 4.01//EN").is_empty());
        // The root element is the parser's first start tag, whatever comes before it.
        assert_eq!(check("html", "text <html>", STRICT).len(), 1);
        assert!(check("html", "<!-- unterminated", STRICT).is_empty());
        assert!(check("html", "", STRICT).is_empty());
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
