//! Documents read in windows: the ESIS and the report of a large document in bounded
//! memory, the same as of its whole text.
//!
//! [`Validator::esis_read`] and [`Validator::validate_read`] (and their `_file` forms)
//! take the document from anything readable and seekable. A document of at least
//! [`Windows::above`](crate::options::Windows::above) bytes whose bytes are its text — UTF-8 (or ASCII in an
//! ASCII-compatible encoding), no byte order mark, nothing decoding would change — is
//! read three times, never whole: once to check that (any byte sequence that is not
//! UTF-8 sends it the whole way, where decoding reports it), once in windows to parse it
//! ([`sgml_parser::InstanceParser::parse_streamed`]), and, when it has messages about
//! the instance, once more to find their lines and columns
//! ([`sgml_source::LineColumns`]): at the end, or alongside the parse when the messages
//! are handed on as they are found ([`Validator::esis_read_streamed`],
//! [`Validator::validate_read_streamed`]). Any other document is read whole.

use std::borrow::Cow;
use std::cell::RefCell;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::Path;

use sgml_parser::{EventSink, TextSource};
use sgml_source::{LineCol, LineColumns, Severity};

use crate::document::{Document, DocumentName};
use crate::message::FacadeDiagnostic;
use crate::prepared::Prepared;
use crate::report::Report;
use crate::validator::{NoEvents, Validator, hand_on};

/// How far before the end of the first window the prolog must end, in bytes, unless
/// the window is the whole document.
const PROLOG_ROOM: usize = 1024;

/// How much is read at a time.
const PIECE: usize = 64 * 1024;

/// The most messages of the prolog held while it is found whether a document is read in
/// windows (see [`Validator::open_in_windows`]): a first window of 256 KiB of junk
/// before the DOCTYPE has one for each character, some 100 MB held.
const HELD_PROLOG_MESSAGES: usize = 1000;

/// What the first reading found of the bytes.
struct Survey {
    /// They are UTF-8, with no byte order mark.
    utf8: bool,
    /// They are ASCII.
    ascii: bool,
    /// They hold a character past U+FFFF.
    four_byte: bool,
}

/// Text read piece by piece from bytes that should be UTF-8: each piece is whole
/// characters, a character cut by a read being kept for the next piece.
struct Utf8Pieces {
    buf: Vec<u8>,
    /// The bytes of the last piece given, and the end of those read after it (the start
    /// of a cut character), to move to the front before the next read.
    given: usize,
    filled: usize,
}

/// What [`Utf8Pieces::next`] read.
enum Piece<'b> {
    /// Whole characters (perhaps none, when a read gave only part of one).
    Text(&'b str),
    /// The end of the bytes.
    End,
    /// Bytes that are not UTF-8 (a cut character at the end included).
    NotUtf8,
}

impl Utf8Pieces {
    /// Pieces of at most `size` bytes.
    fn new(size: usize) -> Utf8Pieces {
        Utf8Pieces {
            buf: vec![0u8; size.max(4)],
            given: 0,
            filled: 0,
        }
    }

    /// The next piece of `input`.
    fn next<R: Read>(&mut self, input: &mut R) -> io::Result<Piece<'_>> {
        self.buf.copy_within(self.given..self.filled, 0);
        let kept = self.filled - self.given;
        let read = loop {
            match input.read(&mut self.buf[kept..]) {
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                read => break read?,
            }
        };
        if read == 0 {
            self.given = 0;
            self.filled = 0;
            return Ok(if kept == 0 { Piece::End } else { Piece::NotUtf8 });
        }
        self.filled = kept + read;
        // Whole characters only: a character cut at the end waits for the next read.
        self.given = whole_characters(&self.buf[..self.filled]);
        Ok(match std::str::from_utf8(&self.buf[..self.given]) {
            Ok(text) => Piece::Text(text),
            Err(_) => Piece::NotUtf8,
        })
    }
}

/// The length of `bytes` without a UTF-8 sequence cut at their end (checked no further:
/// what is kept is validated).
fn whole_characters(bytes: &[u8]) -> usize {
    let from = bytes.len().saturating_sub(4);
    let Some(lead) = bytes[from..].iter().rposition(|&b| b & 0xC0 != 0x80).map(|i| from + i) else {
        return bytes.len();
    };
    let width = match bytes[lead] {
        b if b < 0xC0 => 1,
        b if b < 0xE0 => 2,
        b if b < 0xF0 => 3,
        _ => 4,
    };
    if lead + width > bytes.len() { lead } else { bytes.len() }
}

/// Read `input` through once, checking that its bytes are UTF-8.
fn survey<R: Read>(input: &mut R) -> io::Result<Survey> {
    let mut survey = Survey {
        utf8: true,
        ascii: true,
        four_byte: false,
    };
    let mut pieces = Utf8Pieces::new(4 * PIECE);
    let mut first = true;
    loop {
        match pieces.next(input)? {
            Piece::End => return Ok(survey),
            Piece::NotUtf8 => {
                survey.utf8 = false;
                return Ok(survey);
            }
            Piece::Text(text) => {
                if first && !text.is_empty() {
                    first = false;
                    // A byte order mark is dropped in decoding: the text is not the bytes.
                    survey.utf8 &= !text.starts_with('\u{FEFF}');
                }
                // The largest byte says both (and is found without a branch per byte).
                let largest = text.bytes().fold(0, u8::max);
                survey.ascii &= largest < 0x80;
                survey.four_byte |= largest >= 0xF0;
            }
        }
    }
}

/// The rest of a document whose bytes the survey found UTF-8, piece by piece.
struct Pieces<'r, 'i, R> {
    input: &'r RefCell<&'i mut R>,
    pieces: Utf8Pieces,
    /// The first read error, if any.
    error: Option<io::Error>,
}

impl<R: Read> TextSource for Pieces<'_, '_, R> {
    fn read_more(&mut self, text: &mut String) -> bool {
        loop {
            match self.pieces.next(&mut **self.input.borrow_mut()) {
                Ok(Piece::Text("")) => continue,
                Ok(Piece::Text(piece)) => {
                    text.push_str(piece);
                    return true;
                }
                Ok(Piece::End) => return false,
                Ok(Piece::NotUtf8) => {
                    let changed = "the document is no longer UTF-8: it changed while it was read";
                    self.error = Some(io::Error::new(io::ErrorKind::InvalidData, changed));
                    return false;
                }
                Err(error) => {
                    self.error = Some(error);
                    return false;
                }
            }
        }
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
    /// The first window: the document's text from its start.
    window: String,
    /// The document's size in bytes.
    size: u64,
}

impl Validator {
    /// Write the ESIS of the document `input` (called `document` in messages: a name,
    /// or a [`DocumentName`] with the path it was read from) to `out`, as
    /// [`esis`](Validator::esis) of its bytes would, reading a large document in windows
    /// (see [`Options::windows`](crate::Options::windows)) instead of holding it. Returns
    /// the report, or the first error of `input` or `out`.
    pub fn esis_read<'a, R: Read + Seek, W: Write>(
        &self,
        input: R,
        document: impl Into<DocumentName<'a>>,
        out: W,
    ) -> io::Result<Report> {
        self.esis_read_with(input, document.into(), out, None)
    }

    /// [`esis_read`](Validator::esis_read), handing each message to `on_message` as it
    /// is found, in the order `esis_read` reports them, instead of holding them: the
    /// report holds none, and a document with millions of errors (and no error limit)
    /// costs no memory for each.
    pub fn esis_read_streamed<'a, R: Read + Seek, W: Write>(
        &self,
        input: R,
        document: impl Into<DocumentName<'a>>,
        out: W,
        on_message: &mut dyn FnMut(&crate::Message),
    ) -> io::Result<Report> {
        self.esis_read_with(input, document.into(), out, Some(on_message))
    }

    fn esis_read_with<R: Read + Seek, W: Write>(
        &self,
        mut input: R,
        document: DocumentName<'_>,
        mut out: W,
        mut stream: Option<&mut dyn FnMut(&crate::Message)>,
    ) -> io::Result<Report> {
        let DocumentName { name, path } = document;
        let options = self.options().esis;
        let Some(Opened {
            mut prepared,
            window,
            size,
        }) = self.open_in_windows(&mut input, name, path, !options.line, stream.as_deref_mut())?
        else {
            return match read_whole(&mut input, self.options().max_input_bytes)? {
                Whole::Bytes(bytes) => self.esis_with(Document::new(&bytes).named(name).at(path), out, stream),
                Whole::TooLarge(len) => Ok(hand_on(self.too_large(name, path, len), stream)),
            };
        };
        prepared.write_appinfo(&mut out, options)?;
        // The text is for `-oline`, which a document read in windows does not have.
        let held = prepared.with_esis_sink(&mut out, options, "", |sink| {
            let Some(on_message) = stream else {
                let (messages, sink) = parse_in_windows(&prepared, window, &mut input, size, sink)?;
                let conforming = prepared.is_valid() && !messages.iter().any(|m| m.severity == Severity::Error);
                sink.finish(conforming)?;
                return Ok(Some(messages));
            };
            prepared.messages.iter().for_each(&mut *on_message);
            let (sink, error) = stream_in_windows(&prepared, window, &mut input, size, sink, on_message)?;
            let conforming = prepared.is_valid() && !error;
            sink.finish(conforming)?;
            Ok(None)
        })?;
        match held {
            Some(messages) => prepared.add_messages(messages),
            None => prepared.messages.clear(),
        }
        Ok(prepared.into_report())
    }

    /// [`esis_read`](Validator::esis_read) of the file `path`.
    pub fn esis_file<W: Write>(&self, path: &Path, name: &str, out: W) -> io::Result<Report> {
        self.esis_read(std::fs::File::open(path)?, DocumentName::new(name).at(Some(path)), out)
    }

    /// Validate the document `input` (called `document`, as for
    /// [`esis_read`](Validator::esis_read)), as [`validate`](Validator::validate) of its
    /// bytes would, reading a large document in windows (see
    /// [`Options::windows`](crate::Options::windows)) instead of holding it.
    pub fn validate_read<'a, R: Read + Seek>(
        &self,
        input: R,
        document: impl Into<DocumentName<'a>>,
    ) -> io::Result<Report> {
        self.validate_read_with(input, document.into(), None)
    }

    /// [`validate_read`](Validator::validate_read), handing each message to
    /// `on_message` as it is found, in the order `validate_read` reports them, instead
    /// of holding them: the report holds none.
    pub fn validate_read_streamed<'a, R: Read + Seek>(
        &self,
        input: R,
        document: impl Into<DocumentName<'a>>,
        on_message: &mut dyn FnMut(&crate::Message),
    ) -> io::Result<Report> {
        self.validate_read_with(input, document.into(), Some(on_message))
    }

    fn validate_read_with<R: Read + Seek>(
        &self,
        mut input: R,
        document: DocumentName<'_>,
        mut stream: Option<&mut dyn FnMut(&crate::Message)>,
    ) -> io::Result<Report> {
        let DocumentName { name, path } = document;
        let Some(Opened {
            mut prepared,
            window,
            size,
        }) = self.open_in_windows(&mut input, name, path, true, stream.as_deref_mut())?
        else {
            return Ok(
                match (read_whole(&mut input, self.options().max_input_bytes)?, stream) {
                    (Whole::Bytes(bytes), None) => self.validate(Document::new(&bytes).named(name).at(path)),
                    (Whole::Bytes(bytes), Some(on_message)) => {
                        self.validate_streamed(Document::new(&bytes).named(name).at(path), on_message)
                    }
                    (Whole::TooLarge(len), stream) => hand_on(self.too_large(name, path, len), stream),
                },
            );
        };
        let mut sink = NoEvents;
        prepared.replay_prolog(&mut sink);
        let Some(on_message) = stream else {
            let (messages, _) = parse_in_windows(&prepared, window, &mut input, size, sink)?;
            prepared.add_messages(messages);
            return Ok(prepared.into_report());
        };
        prepared.messages.iter().for_each(&mut *on_message);
        stream_in_windows(&prepared, window, &mut input, size, sink, on_message)?;
        prepared.messages.clear();
        Ok(prepared.into_report())
    }

    /// [`validate_read`](Validator::validate_read) of the file `path`.
    pub fn validate_file(&self, path: &Path, name: &str) -> io::Result<Report> {
        self.validate_read(std::fs::File::open(path)?, DocumentName::new(name).at(Some(path)))
    }

    /// Whether [`esis_read`](Validator::esis_read) and
    /// [`validate_read`](Validator::validate_read) read `input` in windows (as opposed to
    /// whole), with these options.
    pub fn reads_in_windows<R: Read + Seek>(&self, mut input: R) -> io::Result<bool> {
        let line = self.options().esis.line;
        Ok(self.open_in_windows(&mut input, "", None, !line, None)?.is_some())
    }

    /// Read the prolog of `input` from its first window, if it is to be read in windows
    /// (`allowed`, large enough, its bytes its text, its prolog in the first window);
    /// `None` when it is to be read whole.
    ///
    /// With `stream` and no error limit, the messages so far and the prolog's are held
    /// while it is not known whether the document is read in windows, but no more than
    /// [`HELD_PROLOG_MESSAGES`] of them: past that (a first window of junk before the
    /// DOCTYPE has one for each character), the prolog is read again and they are handed
    /// to `stream` as they come, as when the document is read whole. Those handed on are
    /// not in the prepared document's messages.
    fn open_in_windows<R: Read + Seek>(
        &self,
        input: &mut R,
        name: &str,
        path: Option<&Path>,
        allowed: bool,
        stream: Option<&mut (dyn FnMut(&crate::Message) + '_)>,
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
        let streams = stream.is_some() && options.parser.max_errors == 0;
        let mut held = Vec::new();
        let mut more = false;
        let mut prepared = if streams {
            let mut hold = |message: &crate::Message| {
                if held.len() < HELD_PROLOG_MESSAGES {
                    held.push(message.clone());
                } else {
                    more = true;
                }
            };
            self.prepare_streaming(Document::new(&first).named(name).at(path), Some(&mut hold))
        } else {
            self.prepare(Document::new(&first).named(name).at(path))
        };
        if streams && !more {
            // All of them held: as if none had been handed on.
            prepared.handed_on_errors = 0;
            held.append(&mut prepared.messages);
            prepared.messages = held;
        }
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
            return Ok(None);
        }
        if let Some(on_message) = stream.filter(|_| more) {
            // Read in windows, with more messages than are held: read again, handing
            // them on (reading the same text, it finds the same prolog).
            drop(prepared);
            prepared = self.prepare_streaming(Document::new(&first).named(name).at(path), Some(on_message));
        }
        let prepared = prepared.with_own_text();
        // The window is the text (`same_text`): UTF-8 already.
        let window = String::from_utf8(first).unwrap_or_default();
        Ok(Some(Opened { prepared, window, size }))
    }
}

/// Parse the instance of the document `input` (`size` bytes) in windows, `window` being
/// its first, from which `prepared` was read; hand its events to `sink`: its messages
/// and the sink.
fn parse_in_windows<R: Read + Seek, S: EventSink>(
    prepared: &Prepared<'static, '_>,
    window: String,
    input: &mut R,
    size: u64,
    sink: S,
) -> io::Result<(Vec<crate::Message>, S)> {
    input.seek(SeekFrom::Start(window.len() as u64))?;
    let input = RefCell::new(input);
    let mut pieces = Pieces {
        input: &input,
        pieces: Utf8Pieces::new(PIECE),
        error: None,
    };
    let mut place_error = None;
    let (messages, sink) = prepared.parse_instance_in_windows(window, size as usize, &mut pieces, sink, |offsets| {
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

/// [`parse_in_windows`], handing each message to `on_message` as it is found, placed as
/// it comes ([`RunningPlaces`]): the sink, and whether there was an error.
fn stream_in_windows<R: Read + Seek, S: EventSink>(
    prepared: &Prepared<'static, '_>,
    window: String,
    input: &mut R,
    size: u64,
    sink: S,
    on_message: &mut dyn FnMut(&crate::Message),
) -> io::Result<(S, bool)> {
    input.seek(SeekFrom::Start(window.len() as u64))?;
    let input = RefCell::new(input);
    let mut pieces = Pieces {
        input: &input,
        pieces: Utf8Pieces::new(PIECE),
        error: None,
    };
    let mut places = RunningPlaces::new(&input);
    let place = |offset| places.place(offset);
    let (sink, error) =
        prepared.parse_instance_in_windows_streamed(window, size as usize, &mut pieces, sink, place, on_message);
    match pieces.error.or(places.error) {
        Some(error) => Err(error),
        None => Ok((sink, error)),
    }
}

/// How far apart [`RunningPlaces`] keeps copies of its count, in bytes.
const CHECKPOINT: u32 = 128 * 1024;

/// The lines and columns of offsets of a document read in windows, found as its messages
/// come: the document is read a second time, alongside the parse, only as far as the
/// furthest offset asked. Messages come in about the order of the text; for one before
/// the furthest (the start tag a note points back to, an undefined IDREF at the end),
/// the count resumes from the last copy before it, [`CHECKPOINT`] bytes apart at most.
/// Memory: two pieces and a copy of the count for every [`CHECKPOINT`] bytes.
struct RunningPlaces<'r, 'i, R> {
    input: &'r RefCell<&'i mut R>,
    /// Counted up to the furthest offset asked.
    front: Count,
    /// Counted from a copy, for offsets before the front.
    back: Option<Count>,
    /// The front's count at every multiple of [`CHECKPOINT`] it passed, from 0.
    checkpoints: Vec<LineColumns>,
    /// The last offset placed, and its place (a message and its notes often share one).
    last: Option<(u32, LineCol)>,
    /// The first read error, if any.
    error: Option<io::Error>,
    /// How far apart the copies are ([`CHECKPOINT`]; less in tests).
    spacing: u32,
}

/// Lines and columns counted up to some offset, with the bytes read after it.
struct Count {
    columns: LineColumns,
    /// Bytes of the document from `columns.position()` on, read but not counted yet
    /// (from `ahead_from`).
    ahead: Vec<u8>,
    ahead_from: usize,
}

impl Count {
    fn new(columns: LineColumns) -> Count {
        Count {
            columns,
            ahead: Vec::new(),
            ahead_from: 0,
        }
    }

    /// The place of `offset` (at or past what is counted), counting on to it; copies of
    /// the count are pushed on `checkpoints`, if given, at each multiple of `spacing`
    /// passed.
    fn place<R: Read + Seek>(
        &mut self,
        offset: u32,
        input: &RefCell<&mut R>,
        mut checkpoints: Option<&mut Vec<LineColumns>>,
        spacing: u32,
    ) -> io::Result<LineCol> {
        self.columns.ask(&[offset]);
        loop {
            if let Some(answers) = self.columns.answers() {
                return Ok(answers[0]);
            }
            if self.ahead_from == self.ahead.len() {
                self.ahead.resize(PIECE, 0);
                let read = read_at(&mut **input.borrow_mut(), self.columns.position(), &mut self.ahead)?;
                self.ahead.truncate(read);
                self.ahead_from = 0;
                if read == 0 {
                    // The end of the text.
                    return Ok(self.columns.clone().finish()[0]);
                }
            }
            let position = self.columns.position();
            let mut end = (offset.saturating_add(1) - position) as usize;
            if checkpoints.is_some() {
                end = end.min((spacing - position % spacing) as usize);
            }
            let end = (self.ahead_from + end).min(self.ahead.len());
            self.columns.feed(&self.ahead[self.ahead_from..end]);
            self.ahead_from = end;
            let position = self.columns.position();
            if let Some(checkpoints) = checkpoints.as_deref_mut()
                && position.is_multiple_of(spacing)
                && checkpoints.len() == (position / spacing) as usize
            {
                let mut copy = self.columns.clone();
                copy.ask(&[]);
                checkpoints.push(copy);
            }
        }
    }
}

/// Read `buf` from `input` at `offset`, as much as there is, putting the reading
/// position back where it was (where the parse reads on).
fn read_at<R: Read + Seek>(input: &mut R, offset: u32, buf: &mut [u8]) -> io::Result<usize> {
    let reading = input.stream_position()?;
    input.seek(SeekFrom::Start(u64::from(offset)))?;
    let mut read = 0;
    while read < buf.len() {
        match input.read(&mut buf[read..]) {
            Ok(0) => break,
            Ok(n) => read += n,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        }
    }
    input.seek(SeekFrom::Start(reading))?;
    Ok(read)
}

impl<'r, 'i, R: Read + Seek> RunningPlaces<'r, 'i, R> {
    fn new(input: &'r RefCell<&'i mut R>) -> Self {
        RunningPlaces::with_spacing(input, CHECKPOINT)
    }

    /// Copies of the count every `spacing` bytes.
    fn with_spacing(input: &'r RefCell<&'i mut R>, spacing: u32) -> Self {
        let start = LineColumns::new(&[]);
        RunningPlaces {
            input,
            front: Count::new(start.clone()),
            back: None,
            checkpoints: vec![start],
            last: None,
            error: None,
            spacing: spacing.max(1),
        }
    }

    /// The line and column of `offset` (line 0 after a read error, which is kept).
    fn place(&mut self, offset: u32) -> LineCol {
        if let Some((last, place)) = self.last
            && last == offset
        {
            return place;
        }
        let placed = if offset >= self.front.columns.position() {
            self.front
                .place(offset, self.input, Some(&mut self.checkpoints), self.spacing)
        } else {
            let back = match &mut self.back {
                Some(back) if back.columns.position() <= offset => back,
                back => {
                    let copy = (offset / self.spacing) as usize;
                    back.insert(Count::new(
                        self.checkpoints[copy.min(self.checkpoints.len() - 1)].clone(),
                    ))
                }
            };
            back.place(offset, self.input, None, self.spacing)
        };
        let place = placed.unwrap_or_else(|error| {
            self.error.get_or_insert(error);
            LineCol { line: 0, column: 0 }
        });
        self.last = Some((offset, place));
        place
    }
}

/// A document read whole, or refused for its size.
enum Whole {
    /// Its bytes.
    Bytes(Vec<u8>),
    /// It has at least this many bytes, more than the limit.
    TooLarge(u64),
}

/// The whole of `input`, from its start, if it has at most `max` bytes. One whose size
/// (its end) says it has more is not read at all, and no more than `max + 1` bytes are
/// ever read from one that says less (a device, a file that grows).
fn read_whole<R: Read + Seek>(input: &mut R, max: usize) -> io::Result<Whole> {
    let max = max as u64;
    let size = input.seek(SeekFrom::End(0))?;
    if size > max {
        return Ok(Whole::TooLarge(size));
    }
    input.seek(SeekFrom::Start(0))?;
    let mut bytes = Vec::with_capacity(size as usize);
    input.take(max.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Ok(Whole::TooLarge(bytes.len() as u64));
    }
    Ok(Whole::Bytes(bytes))
}

impl Validator {
    /// The report of a document refused for its size, `len` bytes at least.
    fn too_large(&self, name: &str, path: Option<&Path>, len: u64) -> Report {
        let kind = FacadeDiagnostic::InputTooLarge {
            len: usize::try_from(len).unwrap_or(usize::MAX),
            max: self.options().max_input_bytes,
        };
        let message = crate::Message::at_start(&kind, name);
        Prepared::nothing(name, path, self.options(), vec![message]).into_report()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Offsets asked in any order (on, back, the same again, past the end) are placed
    /// as the whole text's line index places them, whatever the spacing of the copies.
    #[test]
    fn running_places_are_the_line_index_places() {
        let text = "ab\r\ncd\ref\n\ngh\u{e9}\u{65e5}i\r\r\n\njk\n".repeat(5);
        let index = sgml_source::LineIndex::new(&text);
        let len = text.len() as u32;
        // A walk that mostly goes on, sometimes back, and past the end.
        let mut offsets = Vec::new();
        let mut at = 0u32;
        for step in 0..400u32 {
            at = match step % 7 {
                3 => at / 3,
                5 => at,
                6 => at.saturating_sub(step % 11),
                _ => at + step % 13,
            } % (len + 3);
            offsets.push(at);
        }
        for spacing in [1, 2, 5, 64, CHECKPOINT] {
            let mut bytes = std::io::Cursor::new(text.as_bytes());
            bytes.set_position(17);
            let input = RefCell::new(&mut bytes);
            let mut places = RunningPlaces::with_spacing(&input, spacing);
            for &offset in &offsets {
                assert_eq!(
                    places.place(offset),
                    index.line_col(&text, offset),
                    "offset {offset}, spacing {spacing}"
                );
            }
            assert!(places.error.is_none());
            // The parse's reading position is where it was.
            assert_eq!(input.borrow().position(), 17);
            assert!(places.checkpoints.len() as u32 <= len / spacing + 1);
        }
    }

    #[test]
    fn pieces_are_whole_characters_however_the_reads_cut_them() {
        let text = "a\u{e9}\u{65e5}\u{1F600}b".repeat(3);
        for size in 4..12 {
            let mut pieces = Utf8Pieces::new(size);
            let mut input = text.as_bytes();
            let mut read = String::new();
            loop {
                match pieces.next(&mut input).unwrap() {
                    Piece::Text(piece) => read.push_str(piece),
                    Piece::End => break,
                    Piece::NotUtf8 => panic!("valid UTF-8 in pieces of {size}"),
                }
            }
            assert_eq!(read, text, "pieces of {size}");
        }
        for bad in [&b"ab\xE9cd"[..], b"ab\xE6\x97", b"\xFF"] {
            let mut pieces = Utf8Pieces::new(4);
            let mut input = bad;
            let found = loop {
                match pieces.next(&mut input).unwrap() {
                    Piece::Text(_) => continue,
                    Piece::End => break false,
                    Piece::NotUtf8 => break true,
                }
            };
            assert!(found, "{bad:?} is not UTF-8");
        }
    }
}
