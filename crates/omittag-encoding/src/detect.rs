//! Detection: which encoding a document's bytes are in, and where that was found, in
//! HTML 4.01 §5.2.2's order — the caller's override, the HTTP charset, a byte order mark,
//! a META declaration, the caller's default, and at last a reported fallback.

use sgml_source::{Diagnostic, Span};

use crate::bom::{self, Bom};
use crate::content_type::{HttpCharset, http_charset};
use crate::label::{self, Match, Refusal, Resolved, Utf16Label};
use crate::prescan::{self, DEFAULT_PRESCAN_LIMIT};
use crate::{Encoding, EncodingDiagnostic, Source};

/// The largest document omittag decodes: decoded text may be three times as long as its
/// bytes, and offsets are 32-bit.
pub const MAX_INPUT_LEN: usize = (u32::MAX / 3) as usize;

/// How to find and decode the encoding. Plain data with public fields; `Default` gives
/// the values documented on each field.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Options {
    /// A label the caller forces (the CLI's `--encoding`): above every other source. An
    /// unknown or refused label is an error. Default: none.
    pub override_label: Option<String>,
    /// The value of the HTTP `Content-Type` header the document came with (the CLI's
    /// `--http-content-type`), e.g. `text/html; charset="Shift_JIS"`; its `charset`
    /// parameter comes first after an override. Default: none.
    pub http_content_type: Option<String>,
    /// The encoding to use when neither HTTP, a byte order mark nor a META tells.
    /// Default: none (then the fallback, with a warning).
    pub default_encoding: Option<Encoding>,
    /// What to use when nothing at all tells. Default: UTF-8 when the bytes are valid
    /// UTF-8, else windows-1252. HTTP/1.0's old ISO-8859-1 default is not assumed.
    pub fallback: Fallback,
    /// Read a `utf-16` label without a byte order mark as little-endian, as Microsoft
    /// products write it, instead of big-endian as RFC 2781 §4.3 says. Default: false.
    pub utf16_little_endian: bool,
    /// How many leading bytes the META prescan reads. Default:
    /// [`DEFAULT_PRESCAN_LIMIT`] (4096), the W3C validator's reference setup. Bounds the
    /// work on a document without a META.
    pub prescan_limit: usize,
    /// How many undecodable byte sequences are reported one by one; the rest are counted
    /// in one more diagnostic. Default: 100. Bounds memory on binary input.
    pub max_reported_errors: usize,
    /// The document is read as XML (XHTML and other XML, as the W3C validator read
    /// them): after HTTP, the `encoding` of its XML declaration comes first, then the
    /// byte order mark and META, and UTF-8 when none tells (XML 1.0 §4.3.3 and
    /// Appendix F), without a warning. Default: false.
    pub xml: bool,
    /// Every byte is the character of the same number (ISO 8859-1 read as ISO 8859-1 and
    /// ISO 6429 define it), whatever the bytes say: no byte order mark, HTTP charset, XML
    /// declaration or META is looked at, and nothing is reported. This is how onsgmls
    /// reads a file when it is run by hand, without `SP_CHARSET_FIXED` or `SP_BCTF`
    /// saying otherwise (its `identity` bit combination transformation format). Only an
    /// override comes before it. Default: false.
    pub bytes_as_characters: bool,
}

impl std::fmt::Display for Detection {
    /// `Shift_JIS (http: "shift_jis")`, `UTF-16LE (bom)`, `UTF-8 (fallback)`: for `--verbose`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({}", self.encoding, self.source)?;
        if let Some(label) = &self.label {
            write!(f, ": {label:?}")?;
        }
        f.write_str(")")
    }
}

impl Default for Options {
    fn default() -> Options {
        Options {
            override_label: None,
            http_content_type: None,
            default_encoding: None,
            fallback: Fallback::Utf8ElseWindows1252,
            utf16_little_endian: false,
            prescan_limit: DEFAULT_PRESCAN_LIMIT,
            max_reported_errors: 100,
            xml: false,
            bytes_as_characters: false,
        }
    }
}

impl Options {
    /// These options, for a document read as XML ([`xml`](Options::xml)).
    pub fn xml(self) -> Options {
        Options { xml: true, ..self }
    }

    /// These options, with `label` forcing the encoding
    /// ([`override_label`](Options::override_label)).
    pub fn with_override(self, label: impl Into<String>) -> Options {
        Options {
            override_label: Some(label.into()),
            ..self
        }
    }
}

/// The encoding used when nothing tells which one a document is in. Whichever is chosen
/// is reported (`no-encoding-information`, a warning naming it), with
/// [`Source::Fallback`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Fallback {
    /// UTF-8 if all the bytes are valid UTF-8, else windows-1252 (whose every byte is a
    /// character, so nothing is lost). The same as `FirstThatDecodes(vec![UTF_8,
    /// WINDOWS_1252])`, without a second pass.
    Utf8ElseWindows1252,
    /// Always this encoding.
    Encoding(Encoding),
    /// A list tried in order: the first encoding in which every byte decodes without an
    /// error, else the last one (an empty list is [`Fallback::Utf8ElseWindows1252`]).
    /// `vec![UTF_8, SHIFT_JIS, WINDOWS_1252]` reads unlabelled Japanese pages that are not
    /// UTF-8 as Shift_JIS. Each candidate but the first is a full trial decoding.
    FirstThatDecodes(Vec<Encoding>),
}

/// The encoding found for a document, and how.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Detection {
    /// The encoding to decode with.
    pub encoding: Encoding,
    /// Where it was found.
    pub source: Source,
    /// The label as given, when a label decided (`None` for a byte order mark or the
    /// default or fallback).
    pub label: Option<String>,
    /// Where the deciding label or byte order mark stands in the bytes (the META's
    /// charset value, or the mark); `None` for what came from outside the bytes.
    pub span: Option<Span>,
    /// The length of the byte order mark that starts the bytes and is not text: 0, 2 or 3.
    pub bom_len: usize,
    /// What detection found worth saying, in order.
    pub diagnostics: Vec<Diagnostic<EncodingDiagnostic>>,
}

/// A refusal: the document cannot be decoded at all (a UTF-32 byte order mark, an
/// override that names no usable encoding, a document over [`MAX_INPUT_LEN`]).
pub type Refused = Diagnostic<EncodingDiagnostic>;

/// Finds the encoding of `bytes`.
///
/// The order is HTML 4.01 §5.2.2's, with the caller's override first: override, HTTP
/// `charset`, byte order mark, META (by a prescan of the first
/// [`Options::prescan_limit`] bytes), the caller's default, the fallback. An HTTP label
/// that contradicts a byte order mark decides, as in the W3C validator, with a warning
/// naming both (the mark is then read as characters); within UTF-16 a reversed mark
/// outranks even an override (the bytes are swapped). A UTF-16 label from
/// HTTP or META on bytes with no NUL among them is read as UTF-8, with a warning (a
/// forced one is obeyed).
pub fn detect(bytes: &[u8], options: &Options) -> Result<Detection, Refused> {
    if bytes.len() > MAX_INPUT_LEN {
        return Err(Diagnostic::new(
            EncodingDiagnostic::InputTooLarge { len: bytes.len() },
            Span::empty(0),
        ));
    }
    let bom = bom::sniff(bytes);
    if let Some(label) = &options.override_label {
        return from_override(bytes, label, bom, options);
    }
    if options.bytes_as_characters {
        return Ok(Detection {
            encoding: Encoding::ISO_8859_1,
            source: Source::Default,
            label: None,
            span: None,
            bom_len: 0,
            diagnostics: Vec::new(),
        });
    }
    let mut diagnostics = Vec::new();
    if let Some(value) = &options.http_content_type
        && let Some(detection) = from_http(bytes, value, bom, options, &mut diagnostics)?
    {
        return Ok(detection);
    }
    if options.xml
        && let Some(detection) = from_xml_declaration(bytes, bom, options, &mut diagnostics)
    {
        return Ok(detection);
    }
    if options.xml
        && bom.is_none()
        && let Some(encoding) = utf16_xml_declaration(bytes)
    {
        // An XML declaration in UTF-16 without a byte order mark (XML 1.0 Appendix F:
        // `00 3C 00 3F` is big-endian, `3C 00 3F 00` little-endian).
        return Ok(Detection {
            encoding,
            source: Source::XmlDeclaration,
            label: None,
            span: Some(Span::new(0, 4)),
            bom_len: 0,
            diagnostics,
        });
    }
    match bom {
        Some(Bom::Utf32) => return Err(refused(None, Refusal::Utf32, Source::Bom, Some(Span::new(0, 4)))),
        Some(Bom::Unicode(encoding, len)) => {
            return Ok(Detection {
                encoding,
                source: Source::Bom,
                label: None,
                span: Some(Span::from_range(0..len)),
                bom_len: len,
                diagnostics,
            });
        }
        None => {}
    }
    if let Some(detection) = from_meta(bytes, options, &mut diagnostics) {
        return Ok(detection);
    }
    if options.xml && options.default_encoding.is_none() {
        // XML's default: UTF-8, as the specification says, not a guess.
        return Ok(Detection {
            encoding: Encoding::UTF_8,
            source: Source::Default,
            label: None,
            span: None,
            bom_len: 0,
            diagnostics,
        });
    }
    Ok(from_default_or_fallback(bytes, options, diagnostics))
}

/// The UTF-16 byte order of bytes that begin with `<?` in UTF-16 (XML 1.0 Appendix F:
/// an XML declaration without a byte order mark).
pub fn utf16_xml_declaration(bytes: &[u8]) -> Option<Encoding> {
    match bytes {
        [0x00, 0x3C, 0x00, 0x3F, ..] => Some(Encoding::UTF_16BE),
        [0x3C, 0x00, 0x3F, 0x00, ..] => Some(Encoding::UTF_16LE),
        _ => None,
    }
}

/// The encoding of the XML declaration, if it names a usable one; otherwise what is
/// wrong with it goes to `diagnostics` and detection goes on.
fn from_xml_declaration(
    bytes: &[u8],
    bom: Option<Bom>,
    options: &Options,
    diagnostics: &mut Vec<Diagnostic<EncodingDiagnostic>>,
) -> Option<Detection> {
    let (label, span) = crate::xml_declaration_encoding(bytes)?;
    match label::resolve(&label) {
        Resolved::Unknown => {
            diagnostics.push(Diagnostic::new(
                EncodingDiagnostic::UnknownLabel {
                    label,
                    source: Source::XmlDeclaration,
                },
                span,
            ));
            None
        }
        Resolved::Refused(refusal) => {
            diagnostics.push(refused(Some(&label), refusal, Source::XmlDeclaration, Some(span)));
            None
        }
        resolved => {
            let diagnostics = std::mem::take(diagnostics);
            Some(with_label(
                bytes,
                resolved,
                &label,
                Source::XmlDeclaration,
                Some(span),
                bom,
                options,
                diagnostics,
            ))
        }
    }
}

/// The encoding the caller forces: an unknown or refused one is a refusal.
fn from_override(bytes: &[u8], label: &str, bom: Option<Bom>, options: &Options) -> Result<Detection, Refused> {
    match label::resolve(label) {
        Resolved::Unknown => Err(Diagnostic::new(
            EncodingDiagnostic::UnknownLabel {
                label: label.to_owned(),
                source: Source::Override,
            },
            Span::empty(0),
        )),
        Resolved::Refused(refusal) => Err(refused(Some(label), refusal, Source::Override, None)),
        resolved => Ok(with_label(
            bytes,
            resolved,
            label,
            Source::Override,
            None,
            bom,
            options,
            Vec::new(),
        )),
    }
}

/// The HTTP charset, if it names a usable encoding; otherwise what is wrong with it goes
/// to `diagnostics` and detection goes on.
fn from_http(
    bytes: &[u8],
    value: &str,
    bom: Option<Bom>,
    options: &Options,
    diagnostics: &mut Vec<Diagnostic<EncodingDiagnostic>>,
) -> Result<Option<Detection>, Refused> {
    let label = match http_charset(value) {
        // text/xml without a charset is US-ASCII (RFC 3023), as the W3C validator read it.
        HttpCharset::Absent if is_xml_text(value) => {
            diagnostics.push(Diagnostic::new(
                EncodingDiagnostic::XmlTextWithoutCharset {
                    media_type: media_type(value),
                },
                Span::empty(0),
            ));
            "us-ascii".to_owned()
        }
        HttpCharset::Absent => return Ok(None),
        HttpCharset::Malformed => {
            diagnostics.push(Diagnostic::new(
                EncodingDiagnostic::MalformedContentType {
                    value: value.to_owned(),
                },
                Span::empty(0),
            ));
            return Ok(None);
        }
        HttpCharset::Label(label) => label,
    };
    match label::resolve(&label) {
        Resolved::Unknown => {
            diagnostics.push(Diagnostic::new(
                EncodingDiagnostic::UnknownLabel {
                    label,
                    source: Source::Http,
                },
                Span::empty(0),
            ));
            Ok(None)
        }
        Resolved::Refused(refusal) => {
            diagnostics.push(refused(Some(&label), refusal, Source::Http, None));
            Ok(None)
        }
        // A UTF-32 mark outranks the label, and is refused.
        _ if bom == Some(Bom::Utf32) => Err(refused(None, Refusal::Utf32, Source::Bom, Some(Span::new(0, 4)))),
        resolved => {
            let diagnostics = std::mem::take(diagnostics);
            Ok(Some(with_label(
                bytes,
                resolved,
                &label,
                Source::Http,
                None,
                bom,
                options,
                diagnostics,
            )))
        }
    }
}

/// The media type of an HTTP `Content-Type` value, in lower case, without parameters.
fn media_type(value: &str) -> String {
    value.split(';').next().unwrap_or("").trim().to_ascii_lowercase()
}

/// Whether an HTTP `Content-Type` value's media type is `text/xml`, or `text/*+xml`
/// (RFC 3023's text types, whose default charset is US-ASCII).
fn is_xml_text(value: &str) -> bool {
    let media_type = media_type(value);
    media_type == "text/xml"
        || media_type == "text/xml-external-parsed-entity"
        || (media_type.starts_with("text/") && media_type.ends_with("+xml"))
}

/// The first META charset with a usable label; unknown and refused ones are reported.
fn from_meta(
    bytes: &[u8],
    options: &Options,
    diagnostics: &mut Vec<Diagnostic<EncodingDiagnostic>>,
) -> Option<Detection> {
    let mut found = None;
    prescan::prescan(bytes, options.prescan_limit, |meta| match label::resolve(&meta.label) {
        Resolved::Unknown => {
            diagnostics.push(Diagnostic::new(
                EncodingDiagnostic::UnknownLabel {
                    label: meta.label,
                    source: Source::Meta,
                },
                meta.span,
            ));
            true
        }
        Resolved::Refused(refusal) => {
            diagnostics.push(refused(Some(&meta.label), refusal, Source::Meta, Some(meta.span)));
            true
        }
        resolved => {
            found = Some((resolved, meta));
            false
        }
    });
    let (resolved, meta) = found?;
    let diagnostics = std::mem::take(diagnostics);
    Some(with_label(
        bytes,
        resolved,
        &meta.label,
        Source::Meta,
        Some(meta.span),
        None,
        options,
        diagnostics,
    ))
}

/// Whether every byte of `bytes` decodes in `encoding` without an error (a trial
/// decoding, for the fallback list).
fn decodes_without_error(bytes: &[u8], encoding: Encoding) -> bool {
    if encoding == Encoding::UTF_8 {
        return crate::utf8::valid(bytes).is_some();
    }
    let trial = Detection {
        encoding,
        source: Source::Fallback,
        label: None,
        span: None,
        bom_len: 0,
        diagnostics: Vec::new(),
    };
    let options = Options {
        max_reported_errors: 1,
        ..Options::default()
    };
    crate::decode::decode_with(bytes, trial, &options).is_ok_and(|decoded| !decoded.has_errors())
}

/// The caller's default, or the fallback with a warning that nothing said anything.
fn from_default_or_fallback(
    bytes: &[u8],
    options: &Options,
    mut diagnostics: Vec<Diagnostic<EncodingDiagnostic>>,
) -> Detection {
    let (encoding, source) = match (options.default_encoding, &options.fallback) {
        (Some(encoding), _) => (encoding, Source::Default),
        (None, Fallback::Encoding(encoding)) => (*encoding, Source::Fallback),
        (None, Fallback::FirstThatDecodes(list)) if !list.is_empty() => {
            let first = list.iter().copied().find(|&e| decodes_without_error(bytes, e));
            (first.unwrap_or(list[list.len() - 1]), Source::Fallback)
        }
        (None, _) if crate::utf8::valid(bytes).is_some() => (Encoding::UTF_8, Source::Fallback),
        (None, _) => (Encoding::WINDOWS_1252, Source::Fallback),
    };
    if source == Source::Fallback {
        diagnostics.push(Diagnostic::new(
            EncodingDiagnostic::NoEncodingInformation { chosen: encoding },
            Span::empty(0),
        ));
        if let Some(guess) = utf16_look(bytes) {
            diagnostics.push(Diagnostic::new(
                EncodingDiagnostic::LooksLikeUtf16 { guess },
                Span::from_range(0..4),
            ));
        }
    }
    Detection {
        encoding,
        source,
        label: None,
        span: None,
        bom_len: 0,
        diagnostics,
    }
}

fn refused(label: Option<&str>, refusal: Refusal, source: Source, span: Option<Span>) -> Refused {
    Diagnostic::new(
        EncodingDiagnostic::Refused {
            label: label.map(str::to_owned),
            refusal,
            source,
        },
        span.unwrap_or(Span::empty(0)),
    )
}

/// The detection a usable label gives, with the byte order mark weighed against it.
#[allow(clippy::too_many_arguments)]
fn with_label(
    bytes: &[u8],
    resolved: Resolved,
    label: &str,
    source: Source,
    span: Option<Span>,
    bom: Option<Bom>,
    options: &Options,
    mut diagnostics: Vec<Diagnostic<EncodingDiagnostic>>,
) -> Detection {
    let at = span.unwrap_or(Span::empty(0));
    let loose = |encoding: Encoding, diagnostics: &mut Vec<_>| {
        diagnostics.push(Diagnostic::new(
            EncodingDiagnostic::LooseLabel {
                label: label.to_owned(),
                encoding,
                source,
            },
            at,
        ))
    };
    let mut detection = Detection {
        encoding: Encoding::UTF_8,
        source,
        label: Some(label.to_owned()),
        span,
        bom_len: 0,
        diagnostics: Vec::new(),
    };
    let bom = match bom {
        Some(Bom::Unicode(encoding, len)) => Some((encoding, len)),
        _ => None,
    };
    match resolved {
        Resolved::Utf16(utf16, how) => {
            if how == Match::Loose {
                loose(utf16.without_bom(options.utf16_little_endian), &mut diagnostics);
            }
            match bom {
                Some((mark, len)) if mark.is_utf16() => {
                    if let Some(stated) = utf16.stated_order().filter(|&stated| stated != mark) {
                        diagnostics.push(Diagnostic::new(
                            EncodingDiagnostic::ReversedByteOrderMark {
                                label: label.to_owned(),
                                stated,
                                bom: mark,
                            },
                            Span::from_range(0..len),
                        ));
                    }
                    detection.encoding = mark;
                    detection.bom_len = len;
                }
                Some((mark, len)) => {
                    // A UTF-8 mark under a UTF-16 label: the bytes are 8-bit.
                    diagnostics.push(Diagnostic::new(
                        EncodingDiagnostic::BomOverridesLabel {
                            label: label.to_owned(),
                            source,
                            bom: mark,
                        },
                        Span::from_range(0..len),
                    ));
                    detection.encoding = mark;
                    detection.source = Source::Bom;
                    detection.label = None;
                    detection.span = Some(Span::from_range(0..len));
                    detection.bom_len = len;
                }
                None if source != Source::Override && plainly_ascii_compatible(bytes) => {
                    diagnostics.push(Diagnostic::new(
                        EncodingDiagnostic::Utf16LabelOnAsciiBytes {
                            label: label.to_owned(),
                            source,
                        },
                        at,
                    ));
                    detection.encoding = Encoding::UTF_8;
                }
                None => {
                    let encoding = utf16.without_bom(options.utf16_little_endian);
                    if utf16 == Utf16Label::MsUnicode {
                        diagnostics.push(Diagnostic::new(
                            EncodingDiagnostic::MissingByteOrderMark {
                                label: label.to_owned(),
                                assumed: encoding,
                            },
                            at,
                        ));
                    }
                    detection.encoding = encoding;
                }
            }
        }
        Resolved::Encoding(encoding, how) => {
            if how == Match::Loose {
                loose(encoding, &mut diagnostics);
            }
            detection.encoding = encoding;
            match bom {
                Some((mark, len)) if mark == encoding => detection.bom_len = len,
                Some((mark, len)) if source == Source::Override => diagnostics.push(Diagnostic::new(
                    EncodingDiagnostic::OverrideContradictsBom {
                        label: label.to_owned(),
                        bom: mark,
                    },
                    Span::from_range(0..len),
                )),
                // HTTP's charset is authoritative in the W3C validator: the mark is text.
                Some((mark, len)) if source == Source::Http => diagnostics.push(Diagnostic::new(
                    EncodingDiagnostic::HttpContradictsBom {
                        label: label.to_owned(),
                        bom: mark,
                    },
                    Span::from_range(0..len),
                )),
                Some((mark, len)) => {
                    diagnostics.push(Diagnostic::new(
                        EncodingDiagnostic::BomOverridesLabel {
                            label: label.to_owned(),
                            source,
                            bom: mark,
                        },
                        Span::from_range(0..len),
                    ));
                    detection.encoding = mark;
                    detection.source = Source::Bom;
                    detection.label = None;
                    detection.span = Some(Span::from_range(0..len));
                    detection.bom_len = len;
                }
                None => {}
            }
        }
        Resolved::Refused(_) | Resolved::Unknown => unreachable!("callers handle refusals and unknown labels"),
    }
    detection.diagnostics = diagnostics;
    detection
}

/// The UTF-16 byte order that the first four bytes suggest: two ASCII characters, each
/// with a NUL beside it (`<\0!\0`, `\0<\0!`).
fn utf16_look(bytes: &[u8]) -> Option<Encoding> {
    let ascii = |b: u8| b != 0 && b.is_ascii();
    match *bytes.get(..4)? {
        [a, 0, b, 0] if ascii(a) && ascii(b) => Some(Encoding::UTF_16LE),
        [0, a, 0, b] if ascii(a) && ascii(b) => Some(Encoding::UTF_16BE),
        _ => None,
    }
}

/// Whether `bytes` are plainly 8-bit, ASCII-compatible text: not UTF-16, which puts a NUL
/// beside every ASCII character. Looks at the first 1024 bytes.
fn plainly_ascii_compatible(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(1024)];
    head.len() >= 2 && memchr::memchr(0, head).is_none()
}
