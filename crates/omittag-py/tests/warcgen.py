"""Web archives made for tests and measures: HTML pages of several versions, valid and
invalid, in several encodings (said by HTTP, by META, or not at all), some chunked and
gzipped, between records that hold no HTML and, when asked, malformed ones.

``python warcgen.py OUT.warc.gz PAGES [FILLER]`` writes one (the Spark job's test and the
figures of BENCHMARKS.md use it); FILLER paragraphs (about 75 bytes each, valid in every
version) lengthen each page."""

import gzip
import sys
from dataclasses import dataclass, field

STRICT = '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">\n'
LOOSE = '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n'


FILLER = '<p>Some text with <em>emphasis</em> and a <a href="/page/x.html">link</a>.</p>\n'


def page(i, filler=0):
    """(Content-Type, body, valid, zipped, HTML version) of the i-th page, with
    ``filler`` more paragraphs at the end of its body."""
    content_type, body, valid, zipped, version = kinds(i)
    more = (FILLER * filler).encode()
    if version.startswith("XHTML"):
        body = body.replace(b"</body>", more + b"</body>")
    else:
        body += more
    return content_type, body, valid, zipped, version


def kinds(i):
    kind = i % 7
    if kind == 0:
        return ("text/html; charset=utf-8", f"{STRICT}<title>Page {i}</title>\n<p>Caf\u00e9 {i}</p>\n".encode(), True, False, "HTML 4.01 Strict")
    if kind == 1:
        body = f"{LOOSE}<title>Page {i}</title>\n<p>caf\u00e9\n<tabel><tr><td>x</tabel>\n".encode("windows-1252")
        return ("text/html; charset=windows-1252", body, False, False, "HTML 4.01 Transitional")
    if kind == 2:
        body = f'<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<title>Page {i}</title>\n<center>old</center>\n'.encode()
        return ("text/html", body, True, False, "HTML 3.2")
    if kind == 3:
        body = (
            '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n'
            '<head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head>\n'
            "<body><p>na\u00efve <p align=center>no title\n"
        ).encode("iso-8859-1")
        return ("text/html", body, False, False, "HTML 2.0")
    if kind == 4:
        body = f"{STRICT}<title>Shift_JIS</title>\n<p>\u65e5\u672c {i}\n".encode("shift_jis")
        return ("text/html; charset=Shift_JIS", body, True, False, "HTML 4.01 Strict")
    if kind == 5:
        body = (
            '<?xml version="1.0" encoding="utf-8"?>\n'
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n'
            f'<html xmlns="http://www.w3.org/1999/xhtml"><head><title>X {i}</title></head><body><p>x</p></body></html>\n'
        ).encode()
        return ("application/xhtml+xml; charset=utf-8", body, True, False, "XHTML 1.0 Strict")
    body = f"{LOOSE}<title>Zipped {i}</title>\n<p><li>a list item outside a list\n".encode()
    return ("text/html; charset=utf-8", body, False, True, "HTML 4.01 Transitional")


def record(fields, block):
    head = "WARC/1.0\r\n" + "".join(f"{name}: {value}\r\n" for name, value in fields)
    head += f"Content-Length: {len(block)}\r\n\r\n"
    return head.encode() + block + b"\r\n\r\n"


def response(content_type, body, zipped):
    if not zipped:
        head = f"HTTP/1.1 200 OK\r\nContent-Type: {content_type}\r\nContent-Length: {len(body)}\r\n\r\n"
        return head.encode() + body
    packed = gzip.compress(body)
    out = f"HTTP/1.1 200 OK\r\nContent-Type: {content_type}\r\nContent-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n".encode()
    for start in range(0, len(packed), 64):
        chunk = packed[start : start + 64]
        out += f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n"
    return out + b"0\r\n\r\n"


@dataclass
class Page:
    uri: str
    record_id: str
    content_type: str
    body: bytes
    valid: bool
    version: str


@dataclass
class Archive:
    data: bytes
    pages: list = field(default_factory=list)
    others: int = 0
    malformed: int = 0


def archive(pages, malformed=True, gzipped=True, filler=0):
    """An archive of ``pages`` HTML pages, a request before every fourth, an image after
    every tenth, and when ``malformed`` a record with a broken Content-Length and a
    response that is no HTTP after the 13th page of every 25."""
    parts = []
    made = Archive(b"")

    def push(raw):
        parts.append(gzip.compress(raw, compresslevel=1) if gzipped else raw)

    push(record([("WARC-Type", "warcinfo"), ("WARC-Record-ID", "<urn:uuid:info>")], b"software: omittag tests\r\n"))
    made.others += 1
    for i in range(pages):
        uri = f"http://example.org/page/{i}.html"
        rid = f"<urn:uuid:00000000-0000-0000-0000-{i:012d}>"
        if i % 4 == 0:
            request = f"GET /page/{i}.html HTTP/1.1\r\nHost: example.org\r\n\r\n".encode()
            push(record([("WARC-Type", "request"), ("WARC-Target-URI", uri), ("WARC-Record-ID", f"<urn:uuid:request-{i}>"), ("Content-Type", "application/http; msgtype=request")], request))
            made.others += 1
        content_type, body, valid, zipped, version = page(i, filler)
        fields = [("WARC-Type", "response"), ("WARC-Target-URI", uri), ("WARC-Record-ID", rid), ("WARC-Date", "2001-09-11T12:00:00Z"), ("Content-Type", "application/http; msgtype=response")]
        push(record(fields, response(content_type, body, zipped)))
        made.pages.append(Page(uri, rid, content_type, body, valid, version))
        if i % 10 == 9:
            png = response("image/png", b"\x89PNG\r\n\x1a\n not really", False)
            push(record([("WARC-Type", "response"), ("WARC-Target-URI", "http://example.org/a.png"), ("WARC-Record-ID", f"<urn:uuid:png-{i}>"), ("Content-Type", "application/http; msgtype=response")], png))
            made.others += 1
        if malformed and i % 25 == 12:
            push(b"WARC/1.0\r\nWARC-Type: response\r\nContent-Length: lots\r\n\r\n<p>lost\r\n\r\n")
            push(record([("WARC-Type", "response"), ("WARC-Target-URI", "http://example.org/broken"), ("WARC-Record-ID", f"<urn:uuid:broken-{i}>"), ("Content-Type", "application/http; msgtype=response")], b"this is no HTTP response\r\n"))
            made.malformed += 2
    made.data = b"".join(parts)
    return made


if __name__ == "__main__":
    out, count = sys.argv[1], int(sys.argv[2])
    filler = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    with open(out, "wb") as file:
        file.write(archive(count, gzipped=out.endswith(".gz"), filler=filler).data)
