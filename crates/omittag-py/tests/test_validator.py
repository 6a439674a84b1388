"""omittag.Validator: DTDs kept between documents, shared between threads, the
interpreter's lock released while parsing."""

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import omittag

STRICT = b'<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN"><title>%d</title><p>%s'
OLD = b'<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN"><title>%d</title><p>%s'


def pages(n):
    for i in range(n):
        template = STRICT if i % 2 else OLD
        body = b"<li>wrong" if i % 3 == 0 else b"fine"
        yield b"page%d.html" % i, template % (i, body)


def test_dtds_are_loaded_once_and_kept():
    validator = omittag.Validator()
    assert validator.dtds_loaded == 0
    for name, page in pages(10):
        validator.validate(page, name=name.decode())
    assert validator.dtds_loaded == 2
    assert validator.profile == "w3c"


def test_a_content_type_per_document_keeps_the_dtds():
    validator = omittag.Validator()
    page = STRICT % (1, "caf\u00e9".encode("latin-1"))
    utf8 = validator.validate(page, content_type="text/html; charset=utf-8")
    latin1 = validator.validate(page, content_type="text/html; charset=iso-8859-1")
    assert utf8.encoding.name == "UTF-8" and latin1.encoding.name == "ISO-8859-1"
    assert not utf8.valid and latin1.valid
    assert validator.dtds_loaded == 1


def test_threads_sharing_a_validator_get_what_one_thread_gets():
    validator = omittag.Validator()
    work = list(pages(60))
    alone = [validator.validate(page, name=name.decode()).to_dict() for name, page in work]
    shared = omittag.Validator()
    with ThreadPoolExecutor(max_workers=4) as pool:
        together = list(pool.map(lambda item: shared.validate(item[1], name=item[0].decode()).to_dict(), work))
    assert together == alone
    assert sum(1 for report in alone if not report["valid"]) == 20
    assert shared.dtds_loaded == 2


def test_the_lock_is_released_while_parsing():
    # While one thread validates a long document, the main thread keeps running: it
    # notes the time as it loops, and some of the times fall well inside the parse.
    # Holding the lock for the whole parse, the loop could run only before the parse
    # starts and after it ends.
    big = b'<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN"><title>t</title>' + b"<p>some text, <em>some more</em>\n" * 200_000
    validator = omittag.Validator()
    validator.validate(STRICT % (0, b"x"))
    done = threading.Event()
    times = {}

    def run():
        # Five parses in a row, so that the parsing outlasts the checks below however
        # fast one parse of the document becomes (one took 47 ms here in 2026-12).
        times["start"] = time.perf_counter()
        for _ in range(5):
            times["report"] = validator.validate(big)
        times["end"] = time.perf_counter()
        done.set()

    thread = threading.Thread(target=run)
    seen = []
    thread.start()
    while not done.is_set():
        seen.append(time.perf_counter())
        time.sleep(0.001)
    thread.join()
    assert times["report"].valid
    start, end = times["start"], times["end"]
    assert end - start > 0.05
    inside = [t for t in seen if start + 0.02 < t < end - 0.02]
    assert len(inside) >= 5


def test_repr():
    assert repr(omittag.Validator(profile="onsgmls")) == "Validator(profile='onsgmls', dtds_loaded=0)"
    report = omittag.validate(STRICT % (1, b"x"), name="a.html")
    assert repr(report).startswith("Report(name='a.html', valid=")
