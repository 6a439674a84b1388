//! How characters come in and go out when omittag stands in for onsgmls run by hand:
//! which way a document's bytes become characters ([`InputCharacters`]), how the ESIS
//! and the messages become bytes again ([`OutputEncoding`], [`Transcoder`]), and what
//! onsgmls's environment (`SP_CHARSET_FIXED`, `SP_ENCODING`, `SP_BCTF`) and its `-b`
//! switch say about both ([`SpEnvironment`], [`plan`]).
//!
//! The rule, as OpenSP 1.5.2 behaves (see `docs/divergences.md`, "The encoding of the
//! ESIS output"): run plainly, onsgmls is byte-transparent — every byte is the character
//! of the same number, and a character below 256 goes out as its one byte, one above as
//! `\#N;`. `SP_CHARSET_FIXED=YES` (or `1`, in any case) with `SP_ENCODING=X` reads and
//! writes X; without `SP_CHARSET_FIXED`, `SP_BCTF=X` does. `-b NAME` names the encoding
//! of the ESIS alone (the messages keep the other). The W3C validator ran
//! `SP_CHARSET_FIXED=YES SP_ENCODING=X onsgmls -b utf-8` with X found as HTML 4.01 says:
//! that is omittag's way for HTML and XHTML read without a catalog of the user's
//! ([`InputCharacters::Detected`], UTF-8 out).

use std::io::{self, Write};
use std::path::Path;

use crate::options::EncodingOptions;

/// How a document's bytes become characters.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum InputCharacters {
    /// Found as the W3C validator found it: the HTTP charset, a byte order mark, a
    /// META, else UTF-8 or windows-1252 with a warning (XML's rules for a document read
    /// as XML).
    Detected,
    /// Every byte is the character of its number (onsgmls's `identity`).
    Bytes,
    /// Decoded from the encoding this label names.
    Encoding(String),
    /// XML's rules: the XML declaration's encoding, a byte order mark, else UTF-8
    /// (onsgmls's `xml` encoding).
    Xml,
}

impl InputCharacters {
    /// `options` set to read this way.
    pub fn apply(&self, options: &mut EncodingOptions) {
        match self {
            InputCharacters::Detected => {}
            InputCharacters::Bytes => options.bytes_as_characters = true,
            InputCharacters::Encoding(label) => options.override_label = Some(label.clone()),
            InputCharacters::Xml => options.xml = true,
        }
    }
}

/// How the characters of the ESIS (and of messages) are written as bytes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum OutputEncoding {
    /// UTF-8 (onsgmls's `utf-8`).
    Utf8,
    /// One byte a character below 256, `\#N;` for any other (onsgmls's `identity` BCTF
    /// and its `iso-8859-1` encoding).
    Identity,
    /// Two bytes a character, the more significant first, no byte order mark
    /// (onsgmls's `fixed-2` BCTF and its `utf-16` and `ucs-2` encodings); `\#N;` past
    /// U+FFFF.
    Fixed2,
    /// Another encoding, as the Encoding Standard writes it; `\#N;` for a character it
    /// cannot hold.
    Other(&'static encoding_rs::Encoding),
}

impl OutputEncoding {
    /// The output encoding onsgmls's `-b NAME` names, as a BCTF or as an encoding
    /// (case does not matter): `utf-8`, `identity`, `iso-8859-1`, `fixed-2`, `utf-16`,
    /// `ucs-2`, `xml` (UTF-8), or another ISO 8859 part, `koi8-r`, `euc-jp`, `euc-kr`,
    /// `gb2312`, `shift_jis`, `big5`. `None` for a name onsgmls does not know, or whose
    /// output omittag does not write (`fixed-4`, `ucs-4`, `unicode`, the `euc`, `sjis`
    /// and `big5` BCTFs).
    pub fn for_name(name: &str) -> Option<OutputEncoding> {
        let name = name.to_ascii_lowercase();
        Some(match name.as_str() {
            "utf-8" | "xml" => OutputEncoding::Utf8,
            "identity" | "iso-8859-1" | "is8859-1" => OutputEncoding::Identity,
            "fixed-2" | "utf-16" | "ucs-2" | "iso-10646-ucs-2" => OutputEncoding::Fixed2,
            other => OutputEncoding::Other(encoding_rs::Encoding::for_label(onsgmls_label(other)?.as_bytes())?),
        })
    }

    /// Writes onto `out` in this encoding what is written to it in UTF-8.
    pub fn writer<W: Write>(self, out: W) -> Transcoder<W> {
        Transcoder {
            out,
            encoding: self,
            pending: Vec::new(),
        }
    }

    /// `utf8` in this encoding.
    pub fn encode(self, utf8: &[u8]) -> Vec<u8> {
        let mut out = self.writer(Vec::new());
        // Writing to a vector does not fail.
        let _ = out.write_all(utf8);
        let _ = out.flush();
        out.out
    }
}

/// The label of omittag's decoders for an encoding onsgmls knows by `name` (lower case),
/// other than those every reader and writer knows; `None` for one it does not.
fn onsgmls_label(name: &str) -> Option<String> {
    let part = name.strip_prefix("iso-8859-").or_else(|| name.strip_prefix("is8859-"));
    if let Some(part) = part {
        // onsgmls knows the nine parts of one digit.
        return (part.len() == 1 && matches!(part.as_bytes()[0], b'1'..=b'9')).then(|| format!("iso-8859-{part}"));
    }
    Some(
        match name {
            "koi8-r" | "koi8" => "koi8-r",
            "euc-jp" => "euc-jp",
            "euc-kr" => "euc-kr",
            "euc-cn" | "cn-gb" | "gb2312" => "gb2312",
            "sjis" | "shift_jis" => "shift_jis",
            "big5" | "cn-big5" => "big5",
            _ => return None,
        }
        .to_owned(),
    )
}

/// A writer that takes UTF-8 and writes it on in an [`OutputEncoding`], each character
/// the encoding cannot hold as `\#N;` (N its number), as onsgmls writes it. A character
/// cut between two writes is kept for the next; bytes that are not UTF-8 go on as they
/// are.
#[derive(Debug)]
pub struct Transcoder<W: Write> {
    out: W,
    encoding: OutputEncoding,
    /// The start of a character cut by the end of the last write.
    pending: Vec<u8>,
}

impl<W: Write> Transcoder<W> {
    /// The writer written to.
    pub fn into_inner(self) -> W {
        self.out
    }

    /// The writer written to.
    pub fn get_mut(&mut self) -> &mut W {
        &mut self.out
    }

    fn write_str(&mut self, text: &str, buffer: &mut Vec<u8>) {
        match self.encoding {
            OutputEncoding::Utf8 => buffer.extend_from_slice(text.as_bytes()),
            OutputEncoding::Identity => {
                for c in text.chars() {
                    match u8::try_from(u32::from(c)) {
                        Ok(byte) => buffer.push(byte),
                        Err(_) => escape(c, buffer, |b, out| out.push(b)),
                    }
                }
            }
            OutputEncoding::Fixed2 => {
                let two = |b: u8, out: &mut Vec<u8>| out.extend_from_slice(&[0, b]);
                for c in text.chars() {
                    match u16::try_from(u32::from(c)) {
                        Ok(unit) => buffer.extend_from_slice(&unit.to_be_bytes()),
                        Err(_) => escape(c, buffer, two),
                    }
                }
            }
            OutputEncoding::Other(encoding) => {
                let mut encoder = encoding.new_encoder();
                let mut rest = text;
                let mut chunk = [0u8; 1024];
                loop {
                    let (result, read, written) = encoder.encode_from_utf8_without_replacement(rest, &mut chunk, true);
                    buffer.extend_from_slice(&chunk[..written]);
                    rest = &rest[read..];
                    match result {
                        encoding_rs::EncoderResult::InputEmpty => break,
                        encoding_rs::EncoderResult::OutputFull => {}
                        encoding_rs::EncoderResult::Unmappable(c) => escape(c, buffer, |b, out| out.push(b)),
                    }
                }
            }
        }
    }
}

/// `\#N;` for `c`, each ASCII byte written by `put`.
fn escape(c: char, buffer: &mut Vec<u8>, put: impl Fn(u8, &mut Vec<u8>)) {
    for b in format!("\\#{};", u32::from(c)).bytes() {
        put(b, buffer);
    }
}

impl<W: Write> Write for Transcoder<W> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if self.encoding == OutputEncoding::Utf8 {
            return self.out.write(bytes);
        }
        let mut input = std::mem::take(&mut self.pending);
        input.extend_from_slice(bytes);
        let mut buffer = Vec::with_capacity(input.len() * 2);
        let mut rest = &input[..];
        while !rest.is_empty() {
            match std::str::from_utf8(rest) {
                Ok(text) => {
                    self.write_str(text, &mut buffer);
                    rest = &[];
                }
                Err(error) => {
                    let (good, after) = rest.split_at(error.valid_up_to());
                    // Valid by `valid_up_to`.
                    self.write_str(std::str::from_utf8(good).unwrap_or_default(), &mut buffer);
                    match error.error_len() {
                        Some(bad) => {
                            buffer.extend_from_slice(&after[..bad]);
                            rest = &after[bad..];
                        }
                        None => {
                            // A character cut at the end: kept for the next write.
                            self.pending = after.to_vec();
                            rest = &[];
                        }
                    }
                }
            }
        }
        self.out.write_all(&buffer)?;
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if !self.pending.is_empty() {
            let cut = std::mem::take(&mut self.pending);
            self.out.write_all(&cut)?;
        }
        self.out.flush()
    }
}

/// What onsgmls's environment says: the values of `SP_CHARSET_FIXED`, `SP_ENCODING` and
/// `SP_BCTF`.
#[derive(Clone, Default, Debug)]
#[non_exhaustive]
pub struct SpEnvironment {
    /// `SP_CHARSET_FIXED`: `YES` or `1` (in any case) is fixed character set mode.
    pub charset_fixed: Option<String>,
    /// `SP_ENCODING`: the encoding of input and output in fixed character set mode
    /// (ignored otherwise).
    pub encoding: Option<String>,
    /// `SP_BCTF`: the BCTF of input and output when not in fixed character set mode
    /// (ignored in it).
    pub bctf: Option<String>,
}

impl SpEnvironment {
    /// The process's environment.
    pub fn from_process() -> SpEnvironment {
        SpEnvironment {
            charset_fixed: std::env::var("SP_CHARSET_FIXED").ok(),
            encoding: std::env::var("SP_ENCODING").ok(),
            bctf: std::env::var("SP_BCTF").ok(),
        }
    }

    /// From `NAME=VALUE` words (the others ignored).
    pub fn from_assignments<'a>(words: impl IntoIterator<Item = &'a str>) -> SpEnvironment {
        let mut environment = SpEnvironment::default();
        for word in words {
            let Some((name, value)) = word.split_once('=') else {
                continue;
            };
            let slot = match name {
                "SP_CHARSET_FIXED" => &mut environment.charset_fixed,
                "SP_ENCODING" => &mut environment.encoding,
                "SP_BCTF" => &mut environment.bctf,
                _ => continue,
            };
            *slot = Some(value.to_owned());
        }
        environment
    }

    /// Whether onsgmls runs in fixed character set mode.
    pub fn fixed(&self) -> bool {
        self.charset_fixed
            .as_deref()
            .is_some_and(|value| value.eq_ignore_ascii_case("yes") || value == "1")
    }

    /// The encoding (fixed mode) or BCTF (otherwise) that reads and writes, when the
    /// environment names one that onsgmls knows: its name, lower case.
    fn named(&self) -> Option<String> {
        let name = if self.fixed() { &self.encoding } else { &self.bctf };
        name.as_deref().map(str::to_ascii_lowercase)
    }

    /// How the environment says the documents are read; `None` when it says nothing
    /// (or names what onsgmls does not know, which it ignores).
    pub fn input(&self) -> Option<InputCharacters> {
        let name = self.named()?;
        if !self.fixed() {
            return match name.as_str() {
                "identity" => Some(InputCharacters::Bytes),
                "utf-8" => Some(InputCharacters::Encoding("utf-8".into())),
                "fixed-2" => Some(InputCharacters::Encoding("utf-16be".into())),
                _ => None,
            };
        }
        match name.as_str() {
            "xml" => Some(InputCharacters::Xml),
            "utf-8" => Some(InputCharacters::Encoding("utf-8".into())),
            "utf-16" => Some(InputCharacters::Encoding("utf-16".into())),
            "ucs-2" | "iso-10646-ucs-2" => Some(InputCharacters::Encoding("utf-16be".into())),
            other => onsgmls_label(other).map(InputCharacters::Encoding),
        }
    }

    /// How the environment says output is written (the messages always, the ESIS
    /// unless `-b` names another); `None` when it says nothing.
    pub fn output(&self) -> Option<OutputEncoding> {
        self.input()?;
        OutputEncoding::for_name(&self.named()?)
    }
}

/// How one document is read and its output written.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct CharacterPlan {
    /// How its bytes become characters.
    pub input: InputCharacters,
    /// How the ESIS is written.
    pub esis: OutputEncoding,
    /// How the messages are written.
    pub messages: OutputEncoding,
    /// The document is read as onsgmls run by hand reads it, not as the W3C validator
    /// did (no encoding was forced, and it is not HTML read without the user's
    /// catalogs): then it is read as SGML, with OpenSP's implied SGML declaration when
    /// neither it nor the catalogs bring one
    /// ([`Options::implied_declaration`](crate::Options::implied_declaration)).
    pub by_hand: bool,
}

impl CharacterPlan {
    /// `options` set to read the document this way. Read by hand, a document is SGML
    /// whatever it begins with, as onsgmls has no XML mode but the declaration its
    /// catalogs give (`xml.dcl`, say).
    pub fn apply(&self, options: &mut crate::Options) {
        self.input.apply(&mut options.encoding);
        options.implied_declaration = self.by_hand;
        if self.by_hand {
            options.parse_mode = Some(crate::ParseMode::Sgml);
        }
    }
}

/// How a document is read and written, from what the user said, in this order: an
/// encoding forced (`encoding`, the CLI's `--encoding`: the W3C validator's
/// `SP_CHARSET_FIXED=YES SP_ENCODING=X -b utf-8`), onsgmls's environment, and at last
/// the way the W3C validator reads a document (`as_the_validator`, see
/// [`read_as_the_validator`]) or else onsgmls's by hand: every byte a character. The
/// ESIS is written as `bctf` (onsgmls's `-b`) names, else as the environment says, else
/// in UTF-8 when the encoding was forced or detected, one byte a character when bytes
/// were read. An error names a `bctf` onsgmls does not know or omittag does not write.
pub fn plan(
    encoding: Option<&str>,
    bctf: Option<&str>,
    environment: &SpEnvironment,
    as_the_validator: bool,
) -> Result<CharacterPlan, String> {
    let (input, messages) = if let Some(label) = encoding {
        (InputCharacters::Encoding(label.to_owned()), OutputEncoding::Utf8)
    } else if let (Some(input), Some(output)) = (environment.input(), environment.output()) {
        (input, output)
    } else if as_the_validator {
        (InputCharacters::Detected, OutputEncoding::Utf8)
    } else {
        (InputCharacters::Bytes, OutputEncoding::Identity)
    };
    let esis = match bctf {
        Some(name) => OutputEncoding::for_name(name).ok_or_else(|| {
            format!(
                "-b {name:?}: not an output encoding omittag writes (utf-8, identity, iso-8859-1 to iso-8859-9, \
                 fixed-2, utf-16, ucs-2, koi8-r, euc-jp, euc-kr, gb2312, shift_jis, big5)"
            )
        })?,
        None => messages,
    };
    Ok(CharacterPlan {
        input,
        esis,
        messages,
        by_hand: encoding.is_none() && !as_the_validator,
    })
}

/// Whether a document is read the way the W3C Markup Validator read it rather than the
/// way onsgmls reads it by hand: no catalog of the user's (`user_catalogs` false) and an
/// HTML or XHTML document ([`crate::parse_mode::taken_as_html`]).
pub fn read_as_the_validator(head: &[u8], user_catalogs: bool) -> bool {
    !user_catalogs && crate::parse_mode::taken_as_html(head)
}

/// Whether `options` read catalogs of the user's for the document at `path`: catalogs
/// given (`-c`), a file `SGML_CATALOG_FILES` names, or a `catalog` file beside the
/// document — when files may be read at all.
pub fn reads_user_catalogs(options: &crate::Options, path: Option<&Path>) -> bool {
    if !options.read_files {
        return false;
    }
    let beside = path
        .map(|path| path.parent().unwrap_or(Path::new("")))
        .map(|directory| {
            if directory.as_os_str().is_empty() {
                Path::new("catalog").to_path_buf()
            } else {
                directory.join("catalog")
            }
        });
    !options.catalogs.is_empty()
        || options
            .sgml_catalog_files
            .as_deref()
            .unwrap_or_default()
            .split(':')
            .any(|file| !file.is_empty() && Path::new(file).is_file())
        || beside.is_some_and(|catalog| catalog.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn characters_go_out_as_onsgmls_writes_them() {
        let text = "a\u{e4}b\u{12c}e\u{e9}\u{96}".as_bytes();
        assert_eq!(OutputEncoding::Identity.encode(text), b"a\xe4b\\#300;e\xe9\x96");
        assert_eq!(OutputEncoding::Utf8.encode(text), text);
        assert_eq!(OutputEncoding::Fixed2.encode("a\u{12c}".as_bytes()), b"\0a\x01\x2c");
        let escaped: Vec<u8> = "\\#128512;".bytes().flat_map(|b| [0, b]).collect();
        assert_eq!(OutputEncoding::Fixed2.encode("\u{1F600}".as_bytes()), escaped);
        let latin2 = OutputEncoding::for_name("ISO-8859-2").unwrap();
        assert_eq!(latin2.encode("\u{141}\u{e9}\u{12c}".as_bytes()), b"\xa3\xe9\\#300;");
    }

    #[test]
    fn a_character_cut_between_writes_is_kept() {
        let mut out = OutputEncoding::Identity.writer(Vec::new());
        out.write_all(b"x\xc3").unwrap();
        out.write_all(b"\xa4\xc4").unwrap();
        out.write_all(b"\xac\xff").unwrap();
        out.flush().unwrap();
        assert_eq!(out.into_inner(), b"x\xe4\\#300;\xff");
    }

    #[test]
    fn the_environment_is_read_as_onsgmls_reads_it() {
        let env = |words: &[&str]| SpEnvironment::from_assignments(words.iter().copied());
        let fixed_utf8 = env(&["SP_CHARSET_FIXED=yes", "SP_ENCODING=UTF-8"]);
        assert_eq!(fixed_utf8.input(), Some(InputCharacters::Encoding("utf-8".into())));
        assert_eq!(fixed_utf8.output(), Some(OutputEncoding::Utf8));
        // SP_ENCODING alone, SP_BCTF in fixed mode, an unknown name: nothing said.
        assert_eq!(env(&["SP_ENCODING=utf-8"]).input(), None);
        assert_eq!(env(&["SP_CHARSET_FIXED=1", "SP_BCTF=utf-8"]).input(), None);
        assert_eq!(env(&["SP_CHARSET_FIXED=YES", "SP_ENCODING=bogus"]).output(), None);
        let bctf = env(&["SP_BCTF=utf-8"]);
        assert_eq!(bctf.output(), Some(OutputEncoding::Utf8));
        let xml = env(&["SP_CHARSET_FIXED=YES", "SP_ENCODING=xml"]);
        assert_eq!(
            (xml.input(), xml.output()),
            (Some(InputCharacters::Xml), Some(OutputEncoding::Utf8))
        );
    }

    #[test]
    fn the_plan_takes_the_flags_then_the_environment_then_the_document() {
        let none = SpEnvironment::default();
        let by_hand = plan(None, None, &none, false).unwrap();
        assert_eq!(
            (by_hand.input, by_hand.esis, by_hand.messages),
            (
                InputCharacters::Bytes,
                OutputEncoding::Identity,
                OutputEncoding::Identity
            )
        );
        let w3c = plan(None, None, &none, true).unwrap();
        assert_eq!((w3c.input, w3c.esis), (InputCharacters::Detected, OutputEncoding::Utf8));
        let b = plan(None, Some("utf-8"), &none, false).unwrap();
        assert_eq!((b.esis, b.messages), (OutputEncoding::Utf8, OutputEncoding::Identity));
        let forced = plan(Some("windows-1252"), None, &none, false).unwrap();
        assert_eq!(forced.esis, OutputEncoding::Utf8);
        assert!(plan(None, Some("fixed-4"), &none, false).is_err());
    }
}
