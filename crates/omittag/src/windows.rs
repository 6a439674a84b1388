//! Documents read in windows: the ESIS and the report of a large document in bounded
//! memory, the same as of its whole text.
//!
//! [`Validator::esis_read`] and [`Validator::validate_read`] (and their `_file` forms)
//! take the document from anything readable and seekable. A document of at least
//! [`Windows::above`] bytes whose bytes are its text — UTF-8 (or ASCII in an
//! ASCII-compatible encoding), no byte order mark, nothing decoding would change — is
//! read three times, never whole: once to check that (any byte sequence that is not
//! UTF-8 sends it the whole way, where decoding reports it), once in windows to parse it
//! ([`sgml_parser::InstanceParser::parse_streamed`]), and, when it has messages about
//! the instance, once more to find their lines and columns
//! ([`sgml_source::LineColumns`]). Any other document is read whole.

use std::borrow::Cow;
use std::cell::RefCell;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::Path;

use sgml_parser::esis::EsisWriter;
use sgml_parser::{EsisSink, EventSink, TextSource, WindowOptions};
use sgml_source::{LineCol, LineColumns, Severity};

use crate::pipeline::Prepared;
use crate::report::Report;
use crate::validator::{NoEvents, Validator};

/// How far before the end of the first window the prolog must end, in bytes, unless
/// the window is the whole document.
const PROLOG_ROOM: usize = 1024;

/// How much is read at a time.
const PIECE: usize = 64 * 1024;

/// When and how a document is read in windows rather than whole
/// ([`Options::windows`](crate::Options::windows)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Windows {
    /// Documents of at least this many bytes are read in windows when they can be;
    /// smaller ones whole. Default: 4 MiB; `u64::MAX` reads every document whole.
    pub above: u64,
    /// The first window, which must hold the prolog and a kilobyte more (else the
    /// document is read whole). Default: 256 KiB.
    pub first: usize,
    /// How the instance is read in windows.
    pub parser: WindowOptions,
}

impl Default for Windows {
    fn default() -> Windows {
        Windows {
            above: 4 << 20,
            first: 256 << 10,
            parser: WindowOptions::default(),
        }
    }
}

/// What the first reading found of the bytes.
struct Survey {
    /// They are UTF-8, with no byte order mark.
    utf8: bool,
    /// They are ASCII.
    ascii: bool,
    /// They hold a character past U+FFFF.
    four_byte: bool,
}

/// Read `input` through once, checking that its bytes are UTF-8.
fn survey<R: Read>(input: &mut R) -> io::Result<Survey> {
    let mut survey = Survey {
        utf8: true,
        ascii: true,
        four_byte: false,
    };
    let mut buf = vec![0u8; 4 * PIECE];
    let mut kept = 0usize;
    let mut first = true;
    loop {
        let read = input.read(&mut buf[kept..])?;
        let filled = kept + read;
        if first && filled >= 3 && buf.starts_with(b"\xEF\xBB\xBF") {
            survey.utf8 = false;
        }
        if filled >= 3 || read == 0 {
            first = false;
        }
        let bytes = &buf[..filled];
        // The largest byte says both (and is found without a branch per byte).
        let largest = bytes.iter().copied().fold(0, u8::max);
        survey.ascii &= largest < 0x80;
        survey.four_byte |= largest >= 0xF0;
        let valid = match std::str::from_utf8(bytes) {
            Ok(_) => filled,
            Err(error) if error.error_len().is_none() && read != 0 => error.valid_up_to(),
            Err(_) => {
                survey.utf8 = false;
                return Ok(survey);
            }
        };
        if read == 0 {
            return Ok(survey);
        }
        buf.copy_within(valid..filled, 0);
        kept = filled - valid;
    }
}

/// The rest of a document whose bytes are UTF-8, piece by piece.
struct Pieces<'r, 'i, R> {
    input: &'r RefCell<&'i mut R>,
    /// The bytes of a character cut at the end of the last piece.
    carry: Vec<u8>,
    /// The first read error, if any.
    error: Option<io::Error>,
}

impl<R: Read> TextSource for Pieces<'_, '_, R> {
    fn read_more(&mut self, text: &mut String) -> bool {
        let mut buf = std::mem::take(&mut self.carry);
        let kept = buf.len();
        buf.resize(kept + PIECE, 0);
        let read = loop {
            match self.input.borrow_mut().read(&mut buf[kept..]) {
                Ok(read) => break read,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => {
                    self.error = Some(error);
                    break 0;
                }
            }
        };
        buf.truncate(kept + read);
        if read == 0 {
            return false;
        }
        let valid = match std::str::from_utf8(&buf) {
            Ok(piece) => piece.len(),
            Err(error) => error.valid_up_to(),
        };
        // The survey found the bytes UTF-8: what is not valid yet is a character cut
        // at the end of the piece.
        text.push_str(std::str::from_utf8(&buf[..valid]).unwrap_or_default());
        self.carry = buf[valid..].to_vec();
        true
    }
}

/// The lines and columns of `offsets` in the text of `input`, read from its start.
fn places<R: Read + Seek>(input: &mut R, offsets: &[u32]) -> io::Result<Vec<LineCol>> {
    input.seek(SeekFrom::Start(0))?;
    let mut columns = LineColumns::new(offsets);
    let mut buf = vec![0u8; 4 * PIECE];
    loop {
        let read = input.read(&mut buf)?;
        if read == 0 {
            return Ok(columns.finish());
        }
        columns.feed(&buf[..read]);
    }
}

/// A document whose prolog is read from its first window, ready to be parsed on.
struct Opened<'v> {
    prepared: Prepared<'static, 'v>,
    /// The document's size in bytes.
    size: u64,
}

impl Validator {
    /// Write the ESIS of the document `input` (named `name` in messages, read from
    /// `path` if it was) to `out`, as [`esis`](Validator::esis) of its bytes would, reading
    /// a large document in windows (see [`Options::windows`](crate::Options::windows))
    /// instead of holding it. Returns the report, or the first error of `input` or `out`.
    pub fn esis_read<R: Read + Seek, W: Write>(
        &self,
        mut input: R,
        name: &str,
        path: Option<&Path>,
        mut out: W,
    ) -> io::Result<Report> {
        let options = self.options().esis;
        let Some(mut opened) = self.open_in_windows(&mut input, name, path, !options.line)? else {
            let bytes = read_whole(&mut input)?;
            return self.esis(&bytes, name, path, out);
        };
        let prepared = &opened.prepared;
        if let Some(appinfo) = prepared.appinfo() {
            let mut writer = EsisWriter::new(&mut out, options);
            writer.appinfo(appinfo)?;
            writer.finish(false)?;
        }
        // The text is for `-oline`, which a document read in windows does not have.
        let mut sink = EsisSink::new(&mut out, options, (&prepared.name, ""));
        sink.set_dtd(&prepared.dtd);
        prepared.replay_prolog(&mut sink);
        let (messages, sink) = parse_in_windows(prepared, &mut input, opened.size, sink)?;
        let conforming = prepared.is_valid() && !messages.iter().any(|m| m.severity == Severity::Error);
        sink.finish(conforming)?;
        opened.prepared.add_messages(messages);
        Ok(opened.prepared.into_report())
    }

    /// [`esis_read`](Validator::esis_read) of the file `path`.
    pub fn esis_file<W: Write>(&self, path: &Path, name: &str, out: W) -> io::Result<Report> {
        self.esis_read(std::fs::File::open(path)?, name, Some(path), out)
    }

    /// Validate the document `input`, as [`validate`](Validator::validate) of its bytes
    /// would, reading a large document in windows (see
    /// [`Options::windows`](crate::Options::windows)) instead of holding it.
    pub fn validate_read<R: Read + Seek>(&self, mut input: R, name: &str, path: Option<&Path>) -> io::Result<Report> {
        let Some(mut opened) = self.open_in_windows(&mut input, name, path, true)? else {
            let bytes = read_whole(&mut input)?;
            return Ok(self.validate(&bytes, name, path));
        };
        let prepared = &opened.prepared;
        let mut sink = NoEvents;
        prepared.replay_prolog(&mut sink);
        let (messages, _) = parse_in_windows(prepared, &mut input, opened.size, sink)?;
        opened.prepared.add_messages(messages);
        Ok(opened.prepared.into_report())
    }

    /// [`validate_read`](Validator::validate_read) of the file `path`.
    pub fn validate_file(&self, path: &Path, name: &str) -> io::Result<Report> {
        self.validate_read(std::fs::File::open(path)?, name, Some(path))
    }

    /// Whether [`esis_read`](Validator::esis_read) and
    /// [`validate_read`](Validator::validate_read) read `input` in windows (as opposed to
    /// whole), with these options.
    pub fn reads_in_windows<R: Read + Seek>(&self, mut input: R) -> io::Result<bool> {
        let line = self.options().esis.line;
        Ok(self.open_in_windows(&mut input, "", None, !line)?.is_some())
    }

    /// Read the prolog of `input` from its first window, if it is to be read in windows
    /// (`allowed`, large enough, its bytes its text, its prolog in the first window);
    /// `None` when it is to be read whole.
    fn open_in_windows<R: Read + Seek>(
        &self,
        input: &mut R,
        name: &str,
        path: Option<&Path>,
        allowed: bool,
    ) -> io::Result<Option<Opened<'_>>> {
        let options = self.options();
        let size = input.seek(SeekFrom::End(0))?;
        input.seek(SeekFrom::Start(0))?;
        let windows = options.windows;
        if !allowed || size < windows.above || size > options.max_input_bytes as u64 || size >= u64::from(u32::MAX) {
            return Ok(None);
        }
        let found = survey(input)?;
        input.seek(SeekFrom::Start(0))?;
        if !found.utf8 || (found.four_byte && !options.parser.characters_beyond_bmp) {
            return Ok(None);
        }
        // The first window, without a character cut at its end.
        let mut first = vec![0u8; windows.first.max(16).min(size as usize)];
        input.read_exact(&mut first)?;
        let cut = match std::str::from_utf8(&first) {
            Ok(text) => text.len(),
            Err(error) => error.valid_up_to(),
        };
        first.truncate(cut);
        input.seek(SeekFrom::Start(cut as u64))?;
        let prepared = self.prepare(&first, name, path);
        let same_text = matches!(&prepared.text, Cow::Borrowed(text) if text.len() == first.len());
        let bytes_are_text = prepared.encoding.as_ref().is_some_and(|e| {
            e.name == "UTF-8"
                || (found.ascii
                    && encoding_rs::Encoding::for_label(e.name.as_bytes()).is_some_and(|e| e.is_ascii_compatible()))
        });
        // The prolog reader looks on past where the prolog ends (up to 250 characters
        // when it skips what is not markup): it must have ended that far before a cut.
        let room = if first.len() as u64 == size { 0 } else { PROLOG_ROOM };
        let has_line_end = first.iter().any(|&b| b == b'\n' || b == b'\r');
        if !same_text
            || !bytes_are_text
            || !prepared.will_parse()
            || prepared.instance_start() as usize + room > first.len()
            || !has_line_end
        {
            input.seek(SeekFrom::Start(0))?;
            return Ok(None);
        }
        let text = prepared.text.to_string();
        let mut prepared = prepared.with_own_text();
        prepared.text = Cow::Owned(text);
        Ok(Some(Opened { prepared, size }))
    }
}

/// Parse the instance of the document `input` in windows, its first window being
/// `prepared`'s text, handing its events to `sink`: its messages and the sink.
fn parse_in_windows<R: Read + Seek, S: EventSink>(
    prepared: &Prepared<'static, '_>,
    input: &mut R,
    size: u64,
    sink: S,
) -> io::Result<(Vec<crate::Message>, S)> {
    let first_text = prepared.text.to_string();
    input.seek(SeekFrom::Start(first_text.len() as u64))?;
    let input = RefCell::new(input);
    let mut pieces = Pieces {
        input: &input,
        carry: Vec::new(),
        error: None,
    };
    let mut place_error = None;
    let (messages, sink) =
        prepared.parse_instance_in_windows(first_text, size as usize, &mut pieces, sink, |offsets| {
            let mut input = input.borrow_mut();
            match places(&mut **input, offsets) {
                Ok(places) => places,
                Err(error) => {
                    place_error = Some(error);
                    vec![LineCol { line: 0, column: 0 }; offsets.len()]
                }
            }
        });
    match pieces.error.or(place_error) {
        Some(error) => Err(error),
        None => Ok((messages, sink)),
    }
}

/// The whole of `input`, from its start.
fn read_whole<R: Read + Seek>(input: &mut R) -> io::Result<Vec<u8>> {
    input.seek(SeekFrom::Start(0))?;
    let mut bytes = Vec::new();
    input.read_to_end(&mut bytes)?;
    Ok(bytes)
}
