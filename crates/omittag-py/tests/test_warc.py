"""omittag.warc.validate_records over an archive made here (warcgen)."""

import threading

import pytest

import omittag
import omittag.warc
from warcgen import archive


@pytest.fixture(params=[True, False], ids=["gzipped", "plain"])
def made(request, tmp_path):
    gzipped = request.param
    made = archive(60, malformed=True, gzipped=gzipped)
    path = tmp_path / ("crawl.warc.gz" if gzipped else "crawl.warc")
    path.write_bytes(made.data)
    return path, made


def test_every_page_is_found_named_and_validated_as_alone(made):
    path, expected = made
    validator = omittag.Validator()
    records = omittag.warc.validate_records(path, validator)
    found = list(records)
    documents = [r for r in found if r.error is None]
    broken = [r for r in found if r.error is not None]
    assert [(r.target_uri, r.record_id) for r in documents] == [(p.uri, p.record_id) for p in expected.pages]
    assert [r.valid for r in documents] == [p.valid for p in expected.pages]
    assert len(broken) == expected.malformed
    assert records.skipped == expected.others
    assert validator.dtds_loaded == 5
    for record, page in zip(documents, expected.pages):
        assert record.name == f"{page.uri} {page.record_id}"
        assert record.content_type == page.content_type and record.status == 200
        alone = omittag.validate(page.body, name=record.name, content_type=page.content_type)
        assert record.report.to_dict() == alone.to_dict()
        d = record.to_dict()
        assert d["warc"]["target_uri"] == page.uri and d["warc"]["file"] == str(path)
        assert d["valid"] == page.valid
        assert record.report.doctype is not None
        if "charset=" in page.content_type:
            assert record.report.encoding.source == "http"
    for record in broken:
        assert record.report is None and not record.valid
        assert "Content-Length" in record.error or "no status line" in record.error
        assert record.to_dict()["valid"] is False


def test_the_encodings_come_from_http_or_meta(made):
    path, _ = made
    encodings = {(r.report.encoding.name, r.report.encoding.source) for r in omittag.warc.validate_records(str(path)) if r.report}
    assert ("Shift_JIS", "http") in encodings
    assert ("windows-1252", "http") in encodings
    assert ("ISO-8859-1", "meta") in encodings


def test_threads_may_each_read_an_archive_with_one_validator(made):
    path, expected = made
    validator = omittag.Validator()
    results = [None, None]

    def run(slot):
        results[slot] = [r.to_dict() for r in omittag.warc.validate_records(path, validator)]

    threads = [threading.Thread(target=run, args=(slot,)) for slot in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results[0] == results[1]
    assert len(results[0]) == len(expected.pages) + expected.malformed


def test_a_missing_archive_is_an_os_error(tmp_path):
    with pytest.raises(OSError, match="cannot read"):
        omittag.warc.validate_records(tmp_path / "none.warc")
