"""omittag.parse: the tree; omittag.esis."""

import omittag

TABLE = b"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">
<title>Tables</title>
<table><tr><td colspan=2>cell &amp; more</table>"""


def test_the_tree_has_the_implied_tags_and_attribute_statuses():
    document = omittag.parse(TABLE, name="t.html")
    assert isinstance(document, omittag.Document)
    assert document.report.valid
    html = document.root
    assert isinstance(html, omittag.Element)
    assert html.name == "HTML" and html.start_implied and html.end_implied
    names = [e.name for e in html.descendants()]
    assert names == ["HEAD", "TITLE", "BODY", "TABLE", "TBODY", "TR", "TD"]
    (tbody,) = html.descendants("tbody")
    assert tbody.start_implied and tbody.end_implied
    (td,) = html.descendants("TD")
    assert td.end_implied and not td.start_implied
    assert (td.line, td.column) == (3, 11)
    colspan = td.attribute("colspan")
    assert (colspan.name, colspan.value, colspan.status, colspan.declared) == ("COLSPAN", "2", "specified", "NUMBER")
    rowspan = td.attribute("ROWSPAN")
    assert (rowspan.value, rowspan.status) == ("1", "defaulted")
    assert td.attribute("nosuch") is None
    assert td.text_content() == "cell & more"
    (title,) = html.descendants("TITLE")
    (text,) = title.children
    assert isinstance(text, omittag.Text)
    assert (text.type, text.text) == ("data", "Tables")


def test_to_dict_is_the_tree_json():
    d = omittag.parse(TABLE).to_dict()
    assert d["report"]["valid"] is True
    html = d["tree"]["children"][0]
    assert (html["type"], html["name"], html["start_implied"]) == ("element", "HTML", True)
    title = html["children"][0]["children"][0]
    assert title["children"] == [{"type": "data", "line": 2, "column": 7, "text": "Tables"}]


def test_a_document_that_cannot_be_read_has_no_root():
    document = omittag.parse(b"\x00" * 64)
    assert document.root is None
    assert not document.report.valid


def test_esis():
    page = b'<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN"><title>x</title><p>y'
    esis = omittag.esis(page, profile="onsgmls")
    assert esis.startswith("(HTML\n") or "(HTML\n" in esis
    assert "-x\n" in esis and "-y\n" in esis
    assert esis.endswith(")HTML\nC\n")
    invalid = omittag.esis(b'<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN"><tabel>', profile="onsgmls")
    assert not invalid.endswith("C\n")
