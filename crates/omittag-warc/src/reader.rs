//! WARC records (ISO 28500:2017, WARC 1.0 and 1.1) read one by one from a stream: the
//! version line, the named fields up to an empty line, then a block of
//! `Content-Length` bytes and two line ends.
//!
//! Memory is bounded: a line of the header is at most [`MAX_LINE`] bytes and a header at
//! most [`MAX_HEADER`]; a block larger than the reader's limit is skipped (read and
//! dropped), with an error. A record that cannot be read is an error that names its
//! offset, and reading goes on at the next line that starts a record (`WARC/1.`), so
//! that one bad record costs only itself.

use std::fmt;
use std::io::{self, BufRead, Read};

/// The longest line of a record's header.
pub const MAX_LINE: usize = 64 << 10;
/// The largest header of a record.
pub const MAX_HEADER: usize = 1 << 20;

/// One WARC record: where it starts, its named fields and its block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Its offset in the (uncompressed) stream.
    pub offset: u64,
    /// Its version line (`WARC/1.0`).
    pub version: String,
    /// Its named fields in order, names as written.
    pub fields: Vec<(String, String)>,
    /// Its block: `Content-Length` bytes.
    pub block: Vec<u8>,
}

impl Record {
    /// The value of the first field named `name` (in any case).
    pub fn field(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(field, _)| field.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }

    /// `WARC-Type` (`response`, `request`, `resource`, `warcinfo`...).
    pub fn record_type(&self) -> Option<&str> {
        self.field("WARC-Type")
    }

    /// `WARC-Record-ID` (`<urn:uuid:...>`).
    pub fn record_id(&self) -> Option<&str> {
        self.field("WARC-Record-ID")
    }

    /// `WARC-Target-URI`, without the angle brackets WARC 1.0's grammar had.
    pub fn target_uri(&self) -> Option<&str> {
        self.field("WARC-Target-URI")
            .map(|uri| uri.strip_prefix('<').and_then(|u| u.strip_suffix('>')).unwrap_or(uri))
    }
}

/// Why a record could not be read.
#[derive(Debug)]
pub struct RecordError {
    /// Where the record (or what was there instead) starts.
    pub offset: u64,
    /// What is wrong.
    pub kind: RecordErrorKind,
}

/// What is wrong with a record.
#[derive(Debug)]
#[non_exhaustive]
pub enum RecordErrorKind {
    /// The line where a record should start is not a version line.
    NotARecord(String),
    /// A header line is longer than [`MAX_LINE`], or the header larger than
    /// [`MAX_HEADER`].
    HeaderTooLarge,
    /// A header line has no `:`.
    BadField(String),
    /// No `Content-Length`, or not a number.
    BadLength(Option<String>),
    /// The block is larger than the reader's limit (it was skipped).
    TooLarge {
        /// Its `Content-Length`.
        length: u64,
        /// The limit.
        limit: u64,
    },
    /// The stream ends inside the record.
    Truncated,
    /// The stream could not be read (or, gzipped, decompressed): reading stops.
    Io(io::Error),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the record at offset {} ", self.offset)?;
        match &self.kind {
            RecordErrorKind::NotARecord(line) => write!(f, "does not start with a WARC version line: {line:?}"),
            RecordErrorKind::HeaderTooLarge => write!(
                f,
                "has a header line longer than {MAX_LINE} bytes or a header larger than {MAX_HEADER}"
            ),
            RecordErrorKind::BadField(line) => write!(f, "has a header line that is no field: {line:?}"),
            RecordErrorKind::BadLength(None) => write!(f, "has no Content-Length"),
            RecordErrorKind::BadLength(Some(value)) => write!(f, "has a Content-Length that is no number: {value:?}"),
            RecordErrorKind::TooLarge { length, limit } => {
                write!(f, "is {length} bytes long, more than the limit of {limit}: skipped")
            }
            RecordErrorKind::Truncated => write!(f, "is cut short: the file ends inside it"),
            RecordErrorKind::Io(error) => write!(f, "cannot be read: {error}"),
        }
    }
}

impl std::error::Error for RecordError {}

/// Reads WARC records from a buffered stream (see [`open`](crate::open) for a file,
/// gzipped or not).
pub struct WarcReader<R> {
    input: R,
    /// Bytes consumed so far.
    offset: u64,
    /// The largest block read; larger ones are skipped.
    max_block: u64,
    /// A version line already read (while looking for the next record after an error).
    pending: Option<(u64, Vec<u8>)>,
    /// Nothing more to read.
    done: bool,
}

impl<R: BufRead> WarcReader<R> {
    /// A reader of `input`, reading blocks of at most `max_block` bytes.
    pub fn new(input: R, max_block: u64) -> WarcReader<R> {
        WarcReader {
            input,
            offset: 0,
            max_block,
            pending: None,
            done: false,
        }
    }

    /// One line, with its line end, of at most [`MAX_LINE`] bytes; `Ok(None)` at the
    /// end; an error for a longer line, which is read past.
    fn line(&mut self) -> Result<Option<Vec<u8>>, RecordErrorKind> {
        let mut line = Vec::new();
        let read = (&mut self.input)
            .take(MAX_LINE as u64)
            .read_until(b'\n', &mut line)
            .map_err(RecordErrorKind::Io)?;
        self.offset += read as u64;
        if read == 0 {
            return Ok(None);
        }
        if !line.ends_with(b"\n") && line.len() == MAX_LINE {
            // Read the rest of the line, a buffer at a time, and drop it.
            loop {
                let buffer = self.input.fill_buf().map_err(RecordErrorKind::Io)?;
                if buffer.is_empty() {
                    break;
                }
                let (used, found) = match memchr::memchr(b'\n', buffer) {
                    Some(at) => (at + 1, true),
                    None => (buffer.len(), false),
                };
                self.input.consume(used);
                self.offset += used as u64;
                if found {
                    break;
                }
            }
            return Err(RecordErrorKind::HeaderTooLarge);
        }
        Ok(Some(line))
    }

    /// Skip lines up to the next that starts a record; `None` at the end.
    fn resynchronize(&mut self) -> Option<(u64, Vec<u8>)> {
        loop {
            let start = self.offset;
            match self.line() {
                Ok(Some(line)) if line.starts_with(b"WARC/1.") => return Some((start, line)),
                Ok(Some(_)) | Err(RecordErrorKind::HeaderTooLarge) => {}
                Ok(None) | Err(_) => return None,
            }
        }
    }

    /// Read one record whose version line is `version`, at `start`.
    fn record(&mut self, start: u64, version: Vec<u8>) -> Result<Record, RecordErrorKind> {
        let mut fields: Vec<(String, String)> = Vec::new();
        let mut size = version.len();
        loop {
            let Some(line) = self.line()? else {
                return Err(RecordErrorKind::Truncated);
            };
            size += line.len();
            if size > MAX_HEADER {
                return Err(RecordErrorKind::HeaderTooLarge);
            }
            let text = String::from_utf8_lossy(trim_line_end(&line)).into_owned();
            if text.is_empty() {
                break;
            }
            if text.starts_with([' ', '\t']) {
                // A continuation of the field before (RFC 2616's folding).
                match fields.last_mut() {
                    Some((_, value)) => {
                        value.push(' ');
                        value.push_str(text.trim());
                    }
                    None => return Err(RecordErrorKind::BadField(text)),
                }
                continue;
            }
            match text.split_once(':') {
                Some((name, value)) if !name.trim().is_empty() => {
                    fields.push((name.trim().to_owned(), value.trim().to_owned()))
                }
                _ => return Err(RecordErrorKind::BadField(text)),
            }
        }
        let length = fields
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case("Content-Length"))
            .map(|(_, value)| value.clone());
        let length = match length.as_deref().map(str::parse::<u64>) {
            Some(Ok(length)) => length,
            Some(Err(_)) => return Err(RecordErrorKind::BadLength(length)),
            None => return Err(RecordErrorKind::BadLength(None)),
        };
        if length > self.max_block {
            let skipped =
                io::copy(&mut (&mut self.input).take(length), &mut io::sink()).map_err(RecordErrorKind::Io)?;
            self.offset += skipped;
            if skipped < length {
                return Err(RecordErrorKind::Truncated);
            }
            return Err(RecordErrorKind::TooLarge {
                length,
                limit: self.max_block,
            });
        }
        let mut block = Vec::new();
        let read = (&mut self.input)
            .take(length)
            .read_to_end(&mut block)
            .map_err(RecordErrorKind::Io)?;
        self.offset += read as u64;
        if (read as u64) < length {
            return Err(RecordErrorKind::Truncated);
        }
        Ok(Record {
            offset: start,
            version: String::from_utf8_lossy(trim_line_end(&version)).into_owned(),
            fields,
            block,
        })
    }
}

/// `line` without its line end (`\r\n` or `\n`).
fn trim_line_end(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

impl<R: BufRead> Iterator for WarcReader<R> {
    type Item = Result<Record, RecordError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let (start, version) = match self.pending.take() {
            Some(pending) => pending,
            None => loop {
                // The empty lines that end the record before, and any others.
                let start = self.offset;
                match self.line() {
                    Ok(Some(line)) if trim_line_end(&line).is_empty() => continue,
                    Ok(Some(line)) => break (start, line),
                    Ok(None) => {
                        self.done = true;
                        return None;
                    }
                    Err(kind) => return Some(Err(self.failed(start, kind))),
                }
            },
        };
        if !version.starts_with(b"WARC/") {
            let line = String::from_utf8_lossy(trim_line_end(&version)).into_owned();
            return Some(Err(self.failed(start, RecordErrorKind::NotARecord(line))));
        }
        Some(self.record(start, version).map_err(|kind| self.failed(start, kind)))
    }
}

impl<R: BufRead> WarcReader<R> {
    /// The error `kind` of the record at `start`; reading goes on at the next record
    /// (or stops, when the stream cannot be read or ends).
    fn failed(&mut self, start: u64, kind: RecordErrorKind) -> RecordError {
        match kind {
            RecordErrorKind::Io(_) | RecordErrorKind::Truncated => self.done = true,
            // The block was read past: the next record follows.
            RecordErrorKind::TooLarge { .. } => {}
            _ => match self.resynchronize() {
                Some(pending) => self.pending = Some(pending),
                None => self.done = true,
            },
        }
        RecordError { offset: start, kind }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(fields: &str, block: &[u8]) -> Vec<u8> {
        let mut bytes = format!("WARC/1.0\r\n{fields}Content-Length: {}\r\n\r\n", block.len()).into_bytes();
        bytes.extend_from_slice(block);
        bytes.extend_from_slice(b"\r\n\r\n");
        bytes
    }

    fn read(bytes: &[u8], max_block: u64) -> Vec<Result<Record, RecordError>> {
        WarcReader::new(bytes, max_block).collect()
    }

    #[test]
    fn records_are_read_with_their_fields_and_blocks() {
        let mut bytes = record("WARC-Type: warcinfo\r\n", b"software: test\r\n");
        let first = bytes.len() as u64;
        bytes.extend(record(
            "WARC-Type: response\r\nWARC-Target-URI: <http://a.example/>\r\nWARC-Record-ID: <urn:uuid:1>\r\n",
            b"HTTP/1.1 200 OK\r\n\r\n<p>\r\n\r\n",
        ));
        let records = read(&bytes, 1 << 20);
        assert_eq!(records.len(), 2);
        let second = records[1].as_ref().unwrap();
        assert_eq!(second.record_type(), Some("response"));
        assert_eq!(second.target_uri(), Some("http://a.example/"));
        assert_eq!(second.record_id(), Some("<urn:uuid:1>"));
        assert_eq!(second.block, b"HTTP/1.1 200 OK\r\n\r\n<p>\r\n\r\n");
        assert_eq!(second.offset, first);
    }

    #[test]
    fn a_bad_record_is_an_error_and_the_next_one_is_read() {
        let mut bytes = record("WARC-Type: resource\r\n", b"one");
        bytes.extend_from_slice(
            b"WARC/1.0\r\nWARC-Type: response\r\nContent-Length: twelve\r\n\r\nsome block\r\nmore\r\n\r\n",
        );
        bytes.extend_from_slice(b"garbage between records\r\n");
        bytes.extend(record("WARC-Type: resource\r\n", b"three"));
        let records = read(&bytes, 1 << 20);
        assert_eq!(records.len(), 3, "{records:?}");
        assert_eq!(records[0].as_ref().unwrap().block, b"one");
        let error = records[1].as_ref().unwrap_err();
        assert!(matches!(&error.kind, RecordErrorKind::BadLength(Some(v)) if v == "twelve"));
        assert!(
            error.to_string().contains("Content-Length that is no number"),
            "{error}"
        );
        assert_eq!(records[2].as_ref().unwrap().block, b"three");
    }

    #[test]
    fn what_is_no_record_is_an_error_and_reading_goes_on() {
        let mut bytes = b"not a WARC file\r\nat all\r\n".to_vec();
        bytes.extend(record("WARC-Type: resource\r\n", b"x"));
        let records = read(&bytes, 1 << 20);
        assert_eq!(records.len(), 2);
        assert!(matches!(
            records[0].as_ref().unwrap_err().kind,
            RecordErrorKind::NotARecord(_)
        ));
        assert_eq!(records[1].as_ref().unwrap().block, b"x");
    }

    #[test]
    fn a_block_over_the_limit_is_skipped() {
        let mut bytes = record("WARC-Type: resource\r\n", &[b'a'; 100]);
        bytes.extend(record("WARC-Type: resource\r\n", b"small"));
        let records = read(&bytes, 50);
        assert!(matches!(
            records[0].as_ref().unwrap_err().kind,
            RecordErrorKind::TooLarge { length: 100, limit: 50 }
        ));
        assert_eq!(records[1].as_ref().unwrap().block, b"small");
    }

    #[test]
    fn a_truncated_record_ends_the_reading() {
        let mut bytes = record("WARC-Type: resource\r\n", b"whole");
        bytes.extend_from_slice(b"WARC/1.0\r\nContent-Length: 100\r\n\r\nshort");
        let records = read(&bytes, 1 << 20);
        assert_eq!(records.len(), 2);
        assert!(matches!(
            records[1].as_ref().unwrap_err().kind,
            RecordErrorKind::Truncated
        ));
    }

    #[test]
    fn a_huge_line_costs_bounded_memory() {
        let mut bytes = b"WARC/1.0\r\nWARC-Type: ".to_vec();
        bytes.extend(std::iter::repeat_n(b'x', 3 * MAX_LINE));
        bytes.extend_from_slice(b"\r\n\r\n");
        bytes.extend(record("WARC-Type: resource\r\n", b"after"));
        let records = read(&bytes, 1 << 20);
        assert!(matches!(
            records[0].as_ref().unwrap_err().kind,
            RecordErrorKind::HeaderTooLarge
        ));
        assert_eq!(records.last().unwrap().as_ref().unwrap().block, b"after");
    }
}
