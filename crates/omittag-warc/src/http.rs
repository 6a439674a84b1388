//! The HTTP response a WARC `response` record holds (RFC 9112): its status line, its
//! header fields and its body, with the transfer coding (`chunked`) and the content
//! codings (`gzip`, `deflate`) undone as a browser undoes them, within a size limit.

use std::fmt;
use std::io::Read;

use flate2::read::{MultiGzDecoder, ZlibDecoder};

/// The largest HTTP header read.
const MAX_HEADER: usize = 256 << 10;

/// An HTTP response.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Response {
    /// The status code (`200`).
    pub status: u16,
    /// The header fields in order, names as written.
    pub fields: Vec<(String, String)>,
    /// The body, decoded.
    pub body: Vec<u8>,
}

impl Response {
    /// The value of the first field named `name` (in any case).
    pub fn field(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(field, _)| field.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }
}

/// Why a record's block is not an HTTP response that can be read.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum HttpError {
    /// The block does not start with an HTTP status line.
    NoStatusLine(String),
    /// The header has no end, or is larger than 256 KiB.
    UnendedHeader,
    /// A header line is no field.
    BadField(String),
    /// The chunked transfer coding is broken.
    BadChunks,
    /// A content coding that cannot be undone (`br`, `compress`...).
    UnknownCoding(String),
    /// The gzip or deflate coding is broken.
    BadCoding(String),
    /// The body, decoded, is larger than the limit.
    TooLarge(usize),
}

impl fmt::Display for HttpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HttpError::NoStatusLine(line) => write!(f, "the HTTP response has no status line: {line:?}"),
            HttpError::UnendedHeader => write!(f, "the HTTP header has no end"),
            HttpError::BadField(line) => write!(f, "an HTTP header line is no field: {line:?}"),
            HttpError::BadChunks => write!(f, "the chunked HTTP body is broken"),
            HttpError::UnknownCoding(coding) => write!(f, "the HTTP body's content coding {coding:?} is not supported"),
            HttpError::BadCoding(error) => write!(f, "the HTTP body cannot be decompressed: {error}"),
            HttpError::TooLarge(limit) => write!(f, "the HTTP body is larger than {limit} bytes once decoded"),
        }
    }
}

impl std::error::Error for HttpError {}

/// The HTTP response in `block`, its body decoded to at most `max_body` bytes.
pub fn parse_response(block: &[u8], max_body: usize) -> Result<Response, HttpError> {
    let mut rest = block;
    let status_line = next_line(&mut rest).ok_or(HttpError::UnendedHeader)?;
    let status = status_of(status_line).ok_or_else(|| {
        HttpError::NoStatusLine(String::from_utf8_lossy(&status_line[..status_line.len().min(80)]).into_owned())
    })?;
    let mut fields: Vec<(String, String)> = Vec::new();
    loop {
        if block.len() - rest.len() > MAX_HEADER {
            return Err(HttpError::UnendedHeader);
        }
        let line = next_line(&mut rest).ok_or(HttpError::UnendedHeader)?;
        if line.is_empty() {
            break;
        }
        let text = String::from_utf8_lossy(line);
        if text.starts_with([' ', '\t']) {
            if let Some((_, value)) = fields.last_mut() {
                value.push(' ');
                value.push_str(text.trim());
                continue;
            }
            return Err(HttpError::BadField(text.into_owned()));
        }
        match text.split_once(':') {
            Some((name, value)) if !name.trim().is_empty() => {
                fields.push((name.trim().to_owned(), value.trim().to_owned()))
            }
            _ => return Err(HttpError::BadField(text.into_owned())),
        }
    }
    let mut response = Response {
        status,
        fields,
        body: Vec::new(),
    };
    let chunked = response
        .field("Transfer-Encoding")
        .is_some_and(|codings| codings.split(',').any(|c| c.trim().eq_ignore_ascii_case("chunked")));
    let body = if chunked {
        dechunk(rest, max_body)?
    } else if rest.len() > max_body {
        return Err(HttpError::TooLarge(max_body));
    } else {
        rest.to_vec()
    };
    response.body = match response.field("Content-Encoding") {
        Some(codings) => decode(body, codings, max_body)?,
        None => body,
    };
    Ok(response)
}

/// The next line of `rest` without its line end, `rest` moved past it; `None` when no
/// line end is left.
fn next_line<'a>(rest: &mut &'a [u8]) -> Option<&'a [u8]> {
    let end = memchr::memchr(b'\n', rest)?;
    let line = &rest[..end];
    *rest = &rest[end + 1..];
    Some(line.strip_suffix(b"\r").unwrap_or(line))
}

/// The status code of `HTTP/1.1 200 OK`.
fn status_of(line: &[u8]) -> Option<u16> {
    let text = std::str::from_utf8(line).ok()?;
    let mut words = text.split_ascii_whitespace();
    if !words.next()?.starts_with("HTTP/") {
        return None;
    }
    let code = words.next()?;
    (code.len() == 3).then(|| code.parse().ok()).flatten()
}

/// The chunked body `rest`, joined (RFC 9112 §7.1); trailers are ignored.
fn dechunk(mut rest: &[u8], max_body: usize) -> Result<Vec<u8>, HttpError> {
    let mut body = Vec::new();
    loop {
        let line = next_line(&mut rest).ok_or(HttpError::BadChunks)?;
        let size = std::str::from_utf8(line).map_err(|_| HttpError::BadChunks)?;
        let size = size.split(';').next().unwrap_or("").trim();
        let size = usize::from_str_radix(size, 16).map_err(|_| HttpError::BadChunks)?;
        if size == 0 {
            return Ok(body);
        }
        if size > rest.len() {
            return Err(HttpError::BadChunks);
        }
        if body.len() + size > max_body {
            return Err(HttpError::TooLarge(max_body));
        }
        body.extend_from_slice(&rest[..size]);
        rest = &rest[size..];
        // The line end after the chunk.
        rest = rest
            .strip_prefix(b"\r\n")
            .or_else(|| rest.strip_prefix(b"\n"))
            .unwrap_or(rest);
    }
}

/// `body` with the content codings `codings` (applied in order) undone.
fn decode(mut body: Vec<u8>, codings: &str, max_body: usize) -> Result<Vec<u8>, HttpError> {
    for coding in codings.split(',').map(str::trim).rev() {
        let coding = coding.to_ascii_lowercase();
        body = match coding.as_str() {
            "" | "identity" => body,
            "gzip" | "x-gzip" => bounded(MultiGzDecoder::new(&body[..]), max_body)?,
            // Servers send raw deflate as often as the zlib format RFC 9110 names.
            "deflate" => match bounded(ZlibDecoder::new(&body[..]), max_body) {
                Ok(decoded) => decoded,
                Err(HttpError::BadCoding(_)) => bounded(flate2::read::DeflateDecoder::new(&body[..]), max_body)?,
                Err(error) => return Err(error),
            },
            _ => return Err(HttpError::UnknownCoding(coding)),
        };
    }
    Ok(body)
}

/// What `decoder` gives, at most `max_body` bytes.
fn bounded(decoder: impl Read, max_body: usize) -> Result<Vec<u8>, HttpError> {
    let mut decoded = Vec::new();
    decoder
        .take(max_body as u64 + 1)
        .read_to_end(&mut decoded)
        .map_err(|error| HttpError::BadCoding(error.to_string()))?;
    if decoded.len() > max_body {
        return Err(HttpError::TooLarge(max_body));
    }
    Ok(decoded)
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use super::*;

    #[test]
    fn status_fields_and_body() {
        let response = parse_response(
            b"HTTP/1.1 404 Not Found\r\nContent-Type: text/html;\r\n charset=utf-8\r\nX: y\r\n\r\n<p>gone\r\n",
            1000,
        )
        .unwrap();
        assert_eq!(response.status, 404);
        assert_eq!(response.field("content-type"), Some("text/html; charset=utf-8"));
        assert_eq!(response.body, b"<p>gone\r\n");
    }

    #[test]
    fn chunks_are_joined_and_gzip_undone() {
        let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        gzip.write_all(b"<title>zipped</title>").unwrap();
        let zipped = gzip.finish().unwrap();
        let mut block = b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Encoding: gzip\r\n\r\n".to_vec();
        let (a, b) = zipped.split_at(10);
        for chunk in [a, b] {
            block.extend_from_slice(format!("{:x}\r\n", chunk.len()).as_bytes());
            block.extend_from_slice(chunk);
            block.extend_from_slice(b"\r\n");
        }
        block.extend_from_slice(b"0\r\n\r\n");
        assert_eq!(parse_response(&block, 1000).unwrap().body, b"<title>zipped</title>");
        // A bomb is stopped at the limit.
        assert_eq!(parse_response(&block, 5), Err(HttpError::TooLarge(5)));
    }

    #[test]
    fn what_is_not_a_response() {
        assert!(matches!(
            parse_response(b"GET / HTTP/1.1\r\n\r\n", 100),
            Err(HttpError::NoStatusLine(_))
        ));
        assert_eq!(
            parse_response(b"HTTP/1.1 200 OK\r\nA: b\r\n", 100),
            Err(HttpError::UnendedHeader)
        );
        assert!(matches!(
            parse_response(b"HTTP/1.1 200 OK\r\nno field\r\n\r\n", 100),
            Err(HttpError::BadField(_))
        ));
        assert_eq!(
            parse_response(b"HTTP/1.1 200 OK\r\nContent-Encoding: br\r\n\r\nxx", 100),
            Err(HttpError::UnknownCoding("br".into()))
        );
        assert_eq!(
            parse_response(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", 100),
            Err(HttpError::BadChunks)
        );
    }
}
