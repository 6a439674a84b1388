//! Web archives as input: the HTML responses of WARC files (ISO 28500, gzipped or not)
//! read one by one and validated with [`omittag`], each with the charset of the HTTP
//! `Content-Type` it was served with, as a browser reads it.
//!
//! - [`open`] a WARC file (gzipped or not, told by its first bytes), then iterate its
//!   [`Entries`]: an [`HtmlResponse`] for each HTML response (or `resource` record), a
//!   note of each other record skipped, and each [`Malformed`](Entry::Malformed) record
//!   with what is wrong, reading going on after it;
//! - [`HtmlResponse::validate`] one with a [`Validator`], which keeps the DTDs between
//!   records.
//!
//! ```
//! use omittag::{Options, Validator};
//! use omittag_warc::{Entries, Entry, WarcReader};
//!
//! let page = "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n\r\n\
//!     <!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><title>t</title><tabel>";
//! let warc = format!(
//!     "WARC/1.0\r\nWARC-Type: response\r\nWARC-Record-ID: <urn:uuid:1>\r\n\
//!      WARC-Target-URI: http://a.example/\r\nContent-Type: application/http; msgtype=response\r\n\
//!      Content-Length: {}\r\n\r\n{page}\r\n\r\n",
//!     page.len()
//! );
//! let validator = Validator::new(Options::default());
//! let entries = Entries::new(WarcReader::new(warc.as_bytes(), 1 << 20), 1 << 20);
//! for entry in entries {
//!     let Entry::Html(response) = entry else { panic!() };
//!     let report = response.validate(&validator);
//!     assert_eq!(report.name, "http://a.example/ <urn:uuid:1>");
//!     assert_eq!(report.encoding.unwrap().to_string(), "UTF-8 (from HTTP)");
//!     assert_eq!(report.messages[0].code(), "element-undefined");
//! }
//! ```

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use flate2::bufread::MultiGzDecoder;
use omittag::{Document, Report, Validator};

pub mod http;
pub mod reader;

pub use reader::{Record, RecordError, WarcReader};

/// A WARC stream: a file's bytes, decompressed when gzipped.
pub type Stream = Box<dyn BufRead + Send>;

/// The records of the WARC file `path`, gzipped (one gzip member per record, or one for
/// the whole) or not, as its first bytes say; blocks of at most `max_block` bytes.
pub fn open(path: &Path, max_block: u64) -> io::Result<WarcReader<Stream>> {
    let file = File::open(path)?;
    if !file.metadata()?.is_file() {
        return Err(io::Error::other("not a regular file"));
    }
    Ok(WarcReader::new(
        stream(BufReader::with_capacity(1 << 16, file))?,
        max_block,
    ))
}

/// `input`, decompressed when it starts as gzip does.
pub fn stream<R: BufRead + Send + 'static>(mut input: R) -> io::Result<Stream> {
    let gzipped = input.fill_buf()?.starts_with(&[0x1f, 0x8b]);
    Ok(if gzipped {
        Box::new(BufReader::with_capacity(1 << 16, MultiGzDecoder::new(input)))
    } else {
        Box::new(input)
    })
}

/// An HTML document an archive holds: the body of an HTML response (or of a `resource`
/// record), with the record's names for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HtmlResponse {
    /// The record's offset in the (uncompressed) stream.
    pub offset: u64,
    /// `WARC-Target-URI`, when the record has one.
    pub target_uri: Option<String>,
    /// `WARC-Record-ID`, when the record has one.
    pub record_id: Option<String>,
    /// The HTTP status (`None` for a `resource` record).
    pub status: Option<u16>,
    /// The `Content-Type` it was served with.
    pub content_type: Option<String>,
    /// The document's bytes.
    pub body: Vec<u8>,
}

impl HtmlResponse {
    /// The name its messages give it: `TARGET-URI RECORD-ID`.
    pub fn name(&self) -> String {
        format!(
            "{} {}",
            self.target_uri.as_deref().unwrap_or("(no target URI)"),
            self.record_id.as_deref().unwrap_or("(no record id)")
        )
    }

    /// `validator`, reading with the HTTP `Content-Type` this document was served with
    /// (its DTDs shared).
    pub fn served(&self, validator: &Validator) -> Validator {
        let mut encoding = validator.options().encoding.clone();
        if self.content_type.is_some() {
            encoding.http_content_type = self.content_type.clone();
        }
        validator.with_encoding(encoding)
    }

    /// Validate it: the HTTP charset first, as a browser reads it.
    pub fn validate(&self, validator: &Validator) -> Report {
        let name = self.name();
        self.served(validator).validate(Document::new(&self.body).named(&name))
    }

    /// Validate it, keeping its decoded text (for messages shown with their source
    /// line).
    pub fn validate_with_text(&self, validator: &Validator) -> (Report, String) {
        let name = self.name();
        self.served(validator)
            .validate_with_text(Document::new(&self.body).named(&name))
    }
}

/// What a record of an archive is, to a validator.
#[derive(Debug)]
pub enum Entry {
    /// An HTML document.
    Html(HtmlResponse),
    /// A record that holds no HTML document (a request, metadata, an image...).
    Other {
        /// Its offset.
        offset: u64,
        /// Its `WARC-Type`.
        record_type: Option<String>,
    },
    /// A record that cannot be read, or whose HTTP response cannot.
    Malformed {
        /// Its offset.
        offset: u64,
        /// Its `WARC-Target-URI` and `WARC-Record-ID`, when its header could be read.
        target_uri: Option<String>,
        /// Its `WARC-Record-ID`.
        record_id: Option<String>,
        /// What is wrong.
        error: String,
    },
}

/// The entries of an archive, record by record.
pub struct Entries<R> {
    records: WarcReader<R>,
    max_body: usize,
}

impl<R: BufRead> Entries<R> {
    /// The entries of `records`, HTTP bodies decoded to at most `max_body` bytes.
    pub fn new(records: WarcReader<R>, max_body: usize) -> Entries<R> {
        Entries { records, max_body }
    }
}

impl<R: BufRead> Iterator for Entries<R> {
    type Item = Entry;

    fn next(&mut self) -> Option<Entry> {
        let record = match self.records.next()? {
            Ok(record) => record,
            Err(error) => {
                return Some(Entry::Malformed {
                    offset: error.offset,
                    target_uri: None,
                    record_id: None,
                    error: error.to_string(),
                });
            }
        };
        Some(entry(record, self.max_body))
    }
}

/// Whether a `Content-Type` names an HTML document (`text/html`, or XHTML's
/// `application/xhtml+xml`).
pub fn is_html(content_type: &str) -> bool {
    let media_type = content_type.split(';').next().unwrap_or("").trim();
    media_type.eq_ignore_ascii_case("text/html") || media_type.eq_ignore_ascii_case("application/xhtml+xml")
}

/// What `record` is.
fn entry(record: Record, max_body: usize) -> Entry {
    let record_type = record.record_type().map(str::to_ascii_lowercase);
    let warc_content_type = record.field("Content-Type").unwrap_or("");
    let target_uri = record.target_uri().map(str::to_owned);
    let record_id = record.record_id().map(str::to_owned);
    let other = |record: &Record| Entry::Other {
        offset: record.offset,
        record_type: record.record_type().map(str::to_owned),
    };
    match record_type.as_deref() {
        Some("response") if warc_content_type.to_ascii_lowercase().starts_with("application/http") => {
            match http::parse_response(&record.block, max_body) {
                Ok(response) => {
                    let content_type = response.field("Content-Type").map(str::to_owned);
                    if !content_type.as_deref().is_some_and(is_html) {
                        return other(&record);
                    }
                    Entry::Html(HtmlResponse {
                        offset: record.offset,
                        target_uri,
                        record_id,
                        status: Some(response.status),
                        content_type,
                        body: response.body,
                    })
                }
                Err(error) => Entry::Malformed {
                    offset: record.offset,
                    target_uri,
                    record_id,
                    error: format!("the record at offset {}: {error}", record.offset),
                },
            }
        }
        Some("resource") if is_html(warc_content_type) => Entry::Html(HtmlResponse {
            offset: record.offset,
            content_type: Some(warc_content_type.to_owned()),
            target_uri,
            record_id,
            status: None,
            body: record.block,
        }),
        _ => other(&record),
    }
}

/// Read the whole of `input` as one WARC stream (for tests and small archives held in
/// memory).
pub fn entries_of(input: impl Read + Send + 'static, max_block: u64) -> io::Result<Entries<Stream>> {
    let stream = stream(BufReader::new(input))?;
    Ok(Entries::new(WarcReader::new(stream, max_block), max_block as usize))
}
