"""Web archives: the HTML documents that WARC files hold, validated one by one.

>>> import omittag.warc
>>> for record in omittag.warc.validate_records("crawl.warc.gz"):  # doctest: +SKIP
...     if record.error:
...         print("malformed:", record.error)
...     else:
...         print(record.name, record.report.verdict)

Each HTML response (and HTML ``resource`` record) is read with the charset of the HTTP
``Content-Type`` it was served with, as a browser reads it (chunked, gzip and deflate
bodies decoded), and named ``TARGET-URI RECORD-ID`` in its messages. A record that
cannot be read is a :class:`WarcRecord` with ``error`` set, and the iteration goes on.
The archive is read by the same reader as ``omittag validate --warc``; the interpreter's
lock is released while a record is read and validated.
"""

from os import PathLike
from typing import Optional, Union

from omittag._omittag import Validator, WarcRecord, WarcRecords
from omittag._omittag import validate_records as _validate_records

__all__ = ["WarcRecord", "WarcRecords", "validate_records"]


def validate_records(path: Union[str, PathLike], validator: Optional[Validator] = None) -> WarcRecords:
    """The HTML documents of the archive ``path`` (``.warc`` or ``.warc.gz``), each a
    :class:`WarcRecord` validated as it is reached, with ``validator`` (which keeps its
    DTDs between records; a new one with the default options when ``None``). Raises
    ``OSError`` when the archive cannot be opened. ``.skipped`` on the result counts the
    records that held no HTML."""
    return _validate_records(path, validator)
