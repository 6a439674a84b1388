//! A web archive made for tests and measures: pages of several HTML versions, valid and
//! invalid, in several encodings (said by HTTP, by META, or not at all), some chunked and
//! gzipped, between records that hold no HTML and a few malformed ones. Shared (by
//! `#[path]`) by the tests of `omittag-warc` and of the `omittag` command, and the
//! `make_warc` example.

#![allow(dead_code, unreachable_pub)]

use std::io::Write;

use flate2::Compression;
use flate2::write::GzEncoder;

/// What the archive holds, to check a run against.
#[derive(Debug, Default)]
pub struct Expected {
    /// The HTML documents: (target URI, record id, valid).
    pub pages: Vec<(String, String, bool)>,
    /// Records that hold no HTML.
    pub others: usize,
    /// Malformed records.
    pub malformed: usize,
}

/// One page of the sample: its Content-Type, its bytes, whether it is valid, and
/// whether its HTTP body is chunked and gzipped.
fn page(i: usize) -> (&'static str, Vec<u8>, bool, bool) {
    match i % 7 {
        0 => (
            "text/html; charset=utf-8",
            format!("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>Page {i}</title>\n<p>Caf\u{e9} {i}</p>\n").into_bytes(),
            true,
            false,
        ),
        1 => {
            let mut bytes = format!("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\">\n<title>Page {i}</title>\n<p>caf").into_bytes();
            bytes.push(0xe9);
            bytes.extend_from_slice(b"\n<tabel><tr><td>x</tabel>\n");
            ("text/html; charset=windows-1252", bytes, false, false)
        }
        2 => (
            "text/html",
            format!("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 3.2 Final//EN\">\n<title>Page {i}</title>\n<center>old</center>\n").into_bytes(),
            true,
            false,
        ),
        3 => {
            let mut bytes = b"<!DOCTYPE HTML PUBLIC \"-//IETF//DTD HTML 2.0//EN\">\n<head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=iso-8859-1\"></head>\n<body><p>na".to_vec();
            bytes.push(0xef);
            bytes.extend_from_slice(b"ve <p align=center>no title\n");
            ("text/html", bytes, false, false)
        }
        4 => {
            let mut bytes = b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>Shift_JIS</title>\n<p>".to_vec();
            // 日本 in Shift_JIS.
            bytes.extend_from_slice(&[0x93, 0xfa, 0x96, 0x7b]);
            bytes.push(b'\n');
            ("text/html; charset=Shift_JIS", bytes, true, false)
        }
        5 => (
            "application/xhtml+xml; charset=utf-8",
            format!("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd\">\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>X {i}</title></head><body><p>x</p></body></html>\n").into_bytes(),
            true,
            false,
        ),
        _ => (
            "text/html; charset=utf-8",
            format!("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\">\n<title>Zipped {i}</title>\n<p><li>a list item outside a list\n").into_bytes(),
            false,
            true,
        ),
    }
}

/// One WARC record.
fn record(fields: &[(&str, &str)], block: &[u8]) -> Vec<u8> {
    let mut bytes = b"WARC/1.0\r\n".to_vec();
    for (name, value) in fields {
        bytes.extend_from_slice(format!("{name}: {value}\r\n").as_bytes());
    }
    bytes.extend_from_slice(format!("Content-Length: {}\r\n\r\n", block.len()).as_bytes());
    bytes.extend_from_slice(block);
    bytes.extend_from_slice(b"\r\n\r\n");
    bytes
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::fast());
    encoder.write_all(bytes).expect("writing to memory");
    encoder.finish().expect("writing to memory")
}

/// An HTTP response of `body`, chunked and gzipped when `zipped`.
fn response(content_type: &str, body: &[u8], zipped: bool) -> Vec<u8> {
    if !zipped {
        let mut bytes = format!(
            "HTTP/1.1 200 OK\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n\r\n",
            body.len()
        )
        .into_bytes();
        bytes.extend_from_slice(body);
        return bytes;
    }
    let zipped = gzip(body);
    let mut bytes = format!("HTTP/1.1 200 OK\r\nContent-Type: {content_type}\r\nContent-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n").into_bytes();
    for chunk in zipped.chunks(64) {
        bytes.extend_from_slice(format!("{:x}\r\n", chunk.len()).as_bytes());
        bytes.extend_from_slice(chunk);
        bytes.extend_from_slice(b"\r\n");
    }
    bytes.extend_from_slice(b"0\r\n\r\n");
    bytes
}

/// An archive of `pages` HTML pages, with a request record before every fourth, an
/// image after every tenth, and, when `malformed`, a record with a broken
/// Content-Length and a response that is no HTTP, one after every 25 pages (at least one
/// each). Gzipped record by record when `gzipped`.
pub fn archive(pages: usize, malformed: bool, gzipped: bool) -> (Vec<u8>, Expected) {
    let mut out = Vec::new();
    let mut expected = Expected::default();
    let mut push = |record: Vec<u8>| {
        if gzipped {
            out.extend(gzip(&record));
        } else {
            out.extend(record);
        }
    };
    push(record(
        &[
            ("WARC-Type", "warcinfo"),
            ("WARC-Record-ID", "<urn:uuid:info>"),
            ("Content-Type", "application/warc-fields"),
        ],
        b"software: omittag tests\r\n",
    ));
    expected.others += 1;
    for i in 0..pages {
        let uri = format!("http://example.org/page/{i}.html");
        let id = format!("<urn:uuid:00000000-0000-0000-0000-{i:012}>");
        if i % 4 == 0 {
            let request = format!("GET /page/{i}.html HTTP/1.1\r\nHost: example.org\r\n\r\n");
            push(record(
                &[
                    ("WARC-Type", "request"),
                    ("WARC-Target-URI", &uri),
                    ("WARC-Record-ID", &format!("<urn:uuid:request-{i}>")),
                    ("Content-Type", "application/http; msgtype=request"),
                ],
                request.as_bytes(),
            ));
            expected.others += 1;
        }
        let (content_type, body, valid, zipped) = page(i);
        push(record(
            &[
                ("WARC-Type", "response"),
                ("WARC-Target-URI", &uri),
                ("WARC-Record-ID", &id),
                ("WARC-Date", "2001-09-11T12:00:00Z"),
                ("Content-Type", "application/http; msgtype=response"),
            ],
            &response(content_type, &body, zipped),
        ));
        expected.pages.push((uri, id, valid));
        if i % 10 == 9 {
            let png = response("image/png", b"\x89PNG\r\n\x1a\n not really", false);
            push(record(
                &[
                    ("WARC-Type", "response"),
                    ("WARC-Target-URI", "http://example.org/a.png"),
                    ("WARC-Record-ID", &format!("<urn:uuid:png-{i}>")),
                    ("Content-Type", "application/http; msgtype=response"),
                ],
                &png,
            ));
            expected.others += 1;
        }
        if malformed && i % 25 == 12 {
            push(b"WARC/1.0\r\nWARC-Type: response\r\nContent-Length: lots\r\n\r\n<p>lost\r\n\r\n".to_vec());
            expected.malformed += 1;
            push(record(
                &[
                    ("WARC-Type", "response"),
                    ("WARC-Target-URI", "http://example.org/broken"),
                    ("WARC-Record-ID", &format!("<urn:uuid:broken-{i}>")),
                    ("Content-Type", "application/http; msgtype=response"),
                ],
                b"this is no HTTP response\r\n",
            ));
            expected.malformed += 1;
        }
    }
    (out, expected)
}
