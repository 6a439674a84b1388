"""Type stubs of omittag's native module (re-exported by the package ``omittag``)."""

from os import PathLike
from typing import Any, Literal, Optional, Union

__version__: str

Profile = Literal["w3c", "onsgmls"]
Node = Union["Element", "Text", "ProcessingInstruction", "ExternalEntity"]

class Explanation:
    """What a class of message means and what usually fixes it."""

    code: str
    """The message code it explains (``element-not-allowed``)."""
    title: str
    """A short name of the class (``element not allowed here``)."""
    rule: str
    """The rule the message enforces, and how documents usually come to break it."""
    fix: str
    """What usually fixes it."""
    def to_dict(self) -> dict[str, Any]:
        """``{"code", "title", "rule", "fix"}``."""

class Message:
    """One message about a document. ``str(message)`` is ``FILE:LINE:COL: severity: text``."""

    code: str
    """The stable code of its class (``element-undefined``)."""
    severity: Literal["error", "warning", "note"]
    line: int
    """The line, from 1; 0 for a message about the run rather than a place."""
    column: int
    """The column in characters, from 1."""
    text: str
    """What it says."""
    hint: Optional[str]
    """A suggestion that may fix it ("did you mean TABLE?"), when one is found."""
    explanation: Optional[Explanation]
    """What its class means and what usually fixes it, when explained."""
    file: str
    """The file (or entity) it is in: the document's name, or an entity's."""
    offset: Optional[int]
    """Its place as a byte offset into the decoded text of ``file``."""
    letter: Optional[str]
    """onsgmls's letter for it (``E``, ``W``, ``Q``, ``X``, ``I``), ``None`` for a note."""
    def to_dict(self) -> dict[str, Any]:
        """``{"file", "line", "column", "column_from_0", "offset", "severity", "letter",
        "code", "text", "hint", "explanation"}``."""

class Doctype:
    """What a document type declaration names. ``str()`` gives ``HTML 4.01 Strict``."""

    name: str
    public_id: Optional[str]
    system_id: Optional[str]
    description: Optional[str]
    """How people call it (``HTML 4.01 Strict``), when known."""
    implied: bool
    """Whether the document had none and this one was implied."""
    overridden: bool
    """Whether the ``doctype`` override replaced the document's."""
    unknown_public_id: bool
    """Whether the public identifier is in none of the catalogs."""
    label: str
    def to_dict(self) -> dict[str, Any]:
        """``{"name", "public_id", "system_id", "description", "implied", "overridden",
        "unknown_public_id"}``."""

class Encoding:
    """The encoding a document was read in, and where that came from."""

    name: str
    """``UTF-8``, ``Shift_JIS``, ``windows-1252``..."""
    source: Literal["override", "http", "bom", "xml-declaration", "meta", "default", "fallback"]
    label: Optional[str]
    """The label as written, when a label decided."""
    text: str
    """``Shift_JIS (from META "shift_jis")``."""
    def to_dict(self) -> dict[str, Any]:
        """``{"name", "source", "label"}``."""

class Report:
    """The messages about one document, the DOCTYPE it was validated against and the
    encoding it was read in."""

    name: str
    valid: bool
    """No error (warnings allowed)."""
    tentative: bool
    """A verdict of valid is only tentative: the DTD was not the one the document names."""
    errors: int
    warnings: int
    verdict: str
    """``valid HTML 4.01 Strict``, ``invalid HTML 3.2: 2 errors, 1 warning``."""
    doctype: Optional[Doctype]
    encoding: Optional[Encoding]
    messages: tuple[Message, ...]
    def to_dict(self) -> dict[str, Any]:
        """The JSON of ``omittag validate --format json``, each message with its
        explanation."""

class Attribute:
    """An attribute with a value, and how it got it."""

    name: str
    declared: str
    """The declared value's keyword: ``CDATA``, ``NUMBER``, ``NAME TOKEN GROUP``..."""
    status: Literal["specified", "defaulted"]
    value: Optional[str]
    def to_dict(self) -> dict[str, Any]: ...

class Element:
    """An element of a parsed document. Lines count from 1 and columns from 0."""

    name: str
    start_implied: bool
    """Whether its start tag was omitted and implied by the DTD."""
    end_implied: bool
    """Whether its end tag was omitted and implied."""
    empty: bool
    included: bool
    declared: bool
    line: Optional[int]
    column: Optional[int]
    attributes: tuple[Attribute, ...]
    children: tuple[Node, ...]
    def attribute(self, name: str) -> Optional[Attribute]:
        """The attribute ``name`` (any case), or ``None``."""
    def descendants(self, name: Optional[str] = None) -> list[Element]:
        """Every element below this one in document order, only those named ``name``
        (any case) when given."""
    def text_content(self) -> str:
        """The text of every data node below this one."""
    def to_dict(self) -> dict[str, Any]: ...

class Text:
    """Character data (``type == "data"``) or an SDATA entity's replacement text
    (``type == "sdata"``, with ``entity``)."""

    type: Literal["data", "sdata"]
    text: str
    entity: Optional[str]
    line: Optional[int]
    column: Optional[int]
    def to_dict(self) -> dict[str, Any]: ...

class ProcessingInstruction:
    text: str
    line: Optional[int]
    column: Optional[int]
    def to_dict(self) -> dict[str, Any]: ...

class ExternalEntity:
    entity: str
    data_type: Optional[str]
    notation: Optional[str]
    line: Optional[int]
    column: Optional[int]
    def to_dict(self) -> dict[str, Any]: ...

class Document:
    """A parsed document: its report and its tree."""

    report: Report
    children: tuple[Node, ...]
    """The top-level nodes."""
    root: Optional[Element]
    """The document element (``HTML``), ``None`` when not read that far."""
    def to_dict(self) -> dict[str, Any]:
        """``{"report", "tree"}``, as ``omittag tree --format json`` gives them."""

class Validator:
    """Validates, parses and prints the ESIS of documents with the same options,
    keeping the DTDs it loads; safe to share between threads.

    ``doctype``: validate against this public identifier's DTD whatever the document
    says; ``encoding``: read every document in this encoding; ``profile``: ``"w3c"`` (the
    W3C Markup Validator's, the default) or ``"onsgmls"`` (onsgmls's messages exactly).
    """

    def __init__(
        self,
        *,
        doctype: Optional[str] = None,
        encoding: Optional[str] = None,
        profile: Profile = "w3c",
    ) -> None: ...
    dtds_loaded: int
    """How many distinct DTDs it has loaded and kept."""
    profile: str
    def validate(
        self, data: bytes, *, name: Optional[str] = None, content_type: Optional[str] = None
    ) -> Report:
        """Validate one document. ``name`` names it in messages; ``content_type`` is the
        HTTP ``Content-Type`` it was served with (its charset decides the encoding, as a
        browser would)."""
    def parse(
        self, data: bytes, *, name: Optional[str] = None, content_type: Optional[str] = None
    ) -> Document:
        """Parse one document into its tree."""
    def esis(
        self, data: bytes, *, name: Optional[str] = None, content_type: Optional[str] = None
    ) -> str:
        """One document's ESIS, as onsgmls prints it."""

def validate(
    data: bytes,
    *,
    name: Optional[str] = None,
    content_type: Optional[str] = None,
    doctype: Optional[str] = None,
    encoding: Optional[str] = None,
    profile: Profile = "w3c",
) -> Report:
    """Validate one document (see :class:`Validator` for the arguments; a Validator
    keeps DTDs between documents)."""

def parse(
    data: bytes,
    *,
    name: Optional[str] = None,
    content_type: Optional[str] = None,
    doctype: Optional[str] = None,
    encoding: Optional[str] = None,
    profile: Profile = "w3c",
) -> Document:
    """Parse one document into its tree."""

def esis(
    data: bytes,
    *,
    name: Optional[str] = None,
    content_type: Optional[str] = None,
    doctype: Optional[str] = None,
    encoding: Optional[str] = None,
    profile: Profile = "w3c",
) -> str:
    """One document's ESIS, as onsgmls prints it."""

def explain(code: str) -> Optional[Explanation]:
    """The explanation of a message code, or ``None``."""


class WarcRecord:
    """One HTML document of a web archive and its report, or a record that cannot be
    read (``report`` ``None``, ``error`` set)."""

    file: str
    offset: int
    """The record's offset in the (uncompressed) archive."""
    target_uri: Optional[str]
    record_id: Optional[str]
    status: Optional[int]
    """The HTTP status (``None`` for a ``resource`` record or a malformed one)."""
    content_type: Optional[str]
    """The HTTP ``Content-Type`` it was served with."""
    report: Optional[Report]
    error: Optional[str]
    name: str
    """``TARGET-URI RECORD-ID``, the name its messages give it."""
    valid: bool
    """The record was read and its document is valid."""
    def to_dict(self) -> dict[str, Any]:
        """What ``omittag validate --warc --format json`` writes for it."""

class WarcRecords:
    """The HTML documents of one archive, validated as they are iterated."""

    skipped: int
    """How many records held no HTML, so far."""
    def __iter__(self) -> WarcRecords: ...
    def __next__(self) -> WarcRecord: ...

def validate_records(path: Union[str, "PathLike[str]"], validator: Optional[Validator] = None) -> WarcRecords:
    """The HTML documents of the archive ``path``, validated one by one."""
