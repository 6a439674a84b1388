"""omittag.validate, the report and its messages."""

import pytest

import omittag

PAGE = b"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<title>Hello</title>
<table><tr><td colspan=2>One<p>Two</table>
<tabel>"""

VALID = b"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>t</title><p>x"""


def test_an_invalid_page_has_its_error_placed_coded_and_explained():
    report = omittag.validate(PAGE, name="hello.html", content_type="text/html; charset=utf-8")
    assert not report.valid
    assert (report.errors, report.warnings) == (1, 0)
    assert report.name == "hello.html"
    (message,) = report.messages
    assert isinstance(message, omittag.Message)
    assert (message.code, message.severity, message.line, message.column) == (
        "element-undefined",
        "error",
        4,
        7,
    )
    assert message.text == "the DTD declares no element type TABEL"
    assert message.hint == "did you mean TABLE?"
    assert message.file == "hello.html"
    assert message.letter == "E"
    assert message.explanation.code == "element-undefined"
    assert message.explanation.title == "unknown element type"
    assert "ISO 8879" in message.explanation.rule
    assert str(message) == "hello.html:4:7: error: the DTD declares no element type TABEL"
    assert report.verdict == "invalid HTML 4.01 Transitional: 1 error"


def test_the_doctype_and_the_encoding_and_where_it_came_from():
    report = omittag.validate(PAGE, content_type="text/html; charset=utf-8")
    assert report.doctype.public_id == "-//W3C//DTD HTML 4.01 Transitional//EN"
    assert report.doctype.description == "HTML 4.01 Transitional"
    assert str(report.doctype) == "HTML 4.01 Transitional"
    assert (report.encoding.name, report.encoding.source) == ("UTF-8", "http")
    assert str(report.encoding) == "UTF-8 (from HTTP)"


def test_a_valid_page():
    report = omittag.validate(VALID)
    assert report.valid and not report.tentative
    assert report.messages == ()
    assert report.verdict == "valid HTML 4.01 Strict"
    assert (report.encoding.name, report.encoding.source) == ("UTF-8", "meta")


def test_the_http_charset_comes_before_the_meta_one():
    page = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><title>caf\u00e9</title><p>x".encode("latin-1")
    served = omittag.validate(page, content_type="text/html; charset=ISO-8859-1")
    assert served.valid
    assert served.encoding.source == "http"
    unsaid = omittag.validate(page)
    assert unsaid.encoding.source == "fallback"
    assert "no-encoding-declared" in [m.code for m in unsaid.messages] or unsaid.warnings >= 1


def test_doctype_override_and_encoding_override():
    report = omittag.validate(b"<title>t</title><p>x", doctype="-//W3C//DTD HTML 4.01//EN", encoding="utf-8")
    assert report.doctype.overridden
    assert report.encoding.source == "override"


def test_to_dict_has_the_json_shape_with_explanations():
    report = omittag.validate(PAGE, content_type="text/html; charset=utf-8")
    d = report.to_dict()
    assert set(d) == {"name", "doctype", "encoding", "valid", "tentative", "errors", "warnings", "messages"}
    assert d["valid"] is False
    assert d["encoding"] == {"name": "UTF-8", "source": "http", "label": "utf-8"}
    message = d["messages"][0]
    assert (message["line"], message["column"], message["column_from_0"]) == (4, 7, 6)
    assert message["code"] == "element-undefined"
    assert message["explanation"]["title"] == "unknown element type"


def test_the_onsgmls_profile_has_no_fallback_doctype():
    w3c = omittag.validate(b"<title>t</title>")
    onsgmls = omittag.validate(b"<title>t</title>", profile="onsgmls")
    assert w3c.doctype is not None and w3c.doctype.implied
    assert [m.code for m in w3c.messages] != [m.code for m in onsgmls.messages]


def test_an_unknown_profile_is_a_value_error():
    with pytest.raises(ValueError, match="unknown profile"):
        omittag.validate(PAGE, profile="strict")


def test_binary_input_is_refused_with_one_message():
    report = omittag.validate(bytes(range(256)) * 8)
    assert [m.code for m in report.messages] == ["not-text"]


def test_data_must_be_bytes():
    with pytest.raises(TypeError):
        omittag.validate("<p>text</p>")


def test_explain():
    assert omittag.explain("element-undefined").fix
    assert omittag.explain("no-such-code") is None
