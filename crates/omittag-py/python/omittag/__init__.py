"""Validate and parse HTML 2.0, 3.2, 4.0 and 4.01 (and XHTML, and SGML documents with
their own DTDs) as ISO 8879 SGML, with the bundled DTDs, as the W3C Markup Validator's
onsgmls did.

- :func:`validate` a document (``bytes``): its :class:`Report`, with typed
  :class:`Message` objects (code, severity, line, column, text, hint, explanation);
- :func:`parse` it: a :class:`Document` with its tree of :class:`Element` objects
  (names, attributes and how they got their values, which tags the DTD implied, text);
- :func:`esis`: onsgmls's ESIS of it, as a string;
- a :class:`Validator` does these for many documents, keeping the DTDs it loads, and may
  be shared between threads (the interpreter's lock is released while a document is
  read);
- :mod:`omittag.warc` validates the HTML records of web archives (WARC files).

Every result has ``to_dict()``, in the shape of ``omittag validate --format json``.
"""

from omittag._omittag import (
    Attribute,
    Doctype,
    Document,
    Element,
    Encoding,
    Explanation,
    ExternalEntity,
    Message,
    ProcessingInstruction,
    Report,
    Text,
    Validator,
    __version__,
    esis,
    explain,
    parse,
    validate,
)

__all__ = [
    "Attribute",
    "Doctype",
    "Document",
    "Element",
    "Encoding",
    "Explanation",
    "ExternalEntity",
    "Message",
    "ProcessingInstruction",
    "Report",
    "Text",
    "Validator",
    "__version__",
    "esis",
    "explain",
    "parse",
    "validate",
]
