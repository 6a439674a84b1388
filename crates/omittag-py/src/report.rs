//! A document's report as Python objects: [`Report`], its [`Message`]s with their
//! [`Explanation`]s, the [`Doctype`] and the [`Encoding`]; each with `to_dict()` giving
//! the shape of `omittag validate --format json` (plus each message's explanation).

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::{boolean, repr};

/// What a class of message means and what usually fixes it.
#[pyclass(frozen, get_all, module = "omittag")]
pub(crate) struct Explanation {
    /// The message code it explains (`element-not-allowed`).
    code: &'static str,
    /// A short name of the class (`element not allowed here`).
    title: &'static str,
    /// The rule the message enforces.
    rule: &'static str,
    /// What usually fixes it.
    fix: &'static str,
}

impl From<&'static omittag::explain::Explanation> for Explanation {
    fn from(explanation: &'static omittag::explain::Explanation) -> Explanation {
        Explanation {
            code: explanation.code,
            title: explanation.title,
            rule: explanation.rule,
            fix: explanation.fix,
        }
    }
}

#[pymethods]
impl Explanation {
    /// `{"code", "title", "rule", "fix"}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("code", self.code)?;
        dict.set_item("title", self.title)?;
        dict.set_item("rule", self.rule)?;
        dict.set_item("fix", self.fix)?;
        Ok(dict)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "Explanation(code={}, title={})",
            repr(py, Some(self.code)),
            repr(py, Some(self.title))
        )
    }
}

/// One message about a document.
#[pyclass(frozen, get_all, module = "omittag")]
pub(crate) struct Message {
    /// The stable code of its class (`element-undefined`).
    code: &'static str,
    /// `error`, `warning` or `note`.
    severity: String,
    /// The line, from 1; 0 for a message about the run rather than a place.
    line: u32,
    /// The column in characters, from 1.
    column: u32,
    /// What it says.
    text: String,
    /// A suggestion that may fix it, when one is found.
    hint: Option<String>,
    /// The file (or entity) it is in.
    file: String,
    /// Its place as a byte offset into the decoded text of `file`, when it has one.
    offset: Option<u32>,
    /// onsgmls's letter for it (`E`, `W`, `Q`, `X`, `I`), `None` for a note.
    letter: Option<char>,
    /// What its class means and what usually fixes it, when explained.
    explanation: Option<Py<Explanation>>,
}

impl Message {
    fn new(py: Python<'_>, message: &omittag::Message) -> PyResult<Message> {
        let explanation = match omittag::explain::explanation(message.code()) {
            Some(explanation) => Some(Py::new(py, Explanation::from(explanation))?),
            None => None,
        };
        Ok(Message {
            code: message.code(),
            severity: message.severity.to_string(),
            line: message.line,
            column: message.column + 1,
            text: message.text.clone(),
            hint: message.hint.clone(),
            file: message.file.clone(),
            offset: message.offset,
            letter: message.letter,
            explanation,
        })
    }
}

#[pymethods]
impl Message {
    /// `{"file", "line", "column", "column_from_0", "offset", "severity", "letter",
    /// "code", "text", "hint", "explanation"}`, the explanation a dict or `None`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("file", &self.file)?;
        dict.set_item("line", self.line)?;
        dict.set_item("column", self.column)?;
        dict.set_item("column_from_0", self.column.saturating_sub(1))?;
        dict.set_item("offset", self.offset)?;
        dict.set_item("severity", &self.severity)?;
        dict.set_item("letter", self.letter.map(String::from))?;
        dict.set_item("code", self.code)?;
        dict.set_item("text", &self.text)?;
        dict.set_item("hint", &self.hint)?;
        let explanation = match &self.explanation {
            Some(explanation) => Some(explanation.get().to_dict(py)?),
            None => None,
        };
        dict.set_item("explanation", explanation)?;
        Ok(dict)
    }

    fn __str__(&self) -> String {
        if self.line > 0 {
            format!(
                "{}:{}:{}: {}: {}",
                self.file, self.line, self.column, self.severity, self.text
            )
        } else {
            format!("{}: {}", self.severity, self.text)
        }
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "Message(code={}, severity={}, line={}, column={}, text={})",
            repr(py, Some(self.code)),
            repr(py, Some(&self.severity)),
            self.line,
            self.column,
            repr(py, Some(&self.text))
        )
    }
}

/// What a document type declaration names.
#[pyclass(frozen, get_all, module = "omittag")]
pub(crate) struct Doctype {
    /// The document type name (`HTML`).
    name: String,
    /// The public identifier.
    public_id: Option<String>,
    /// The system identifier.
    system_id: Option<String>,
    /// How people call it (`HTML 4.01 Strict`), when known.
    description: Option<String>,
    /// Whether the document had none and this one was implied.
    implied: bool,
    /// Whether the caller's DOCTYPE override replaced the document's.
    overridden: bool,
    /// Whether the public identifier is in none of the catalogs.
    unknown_public_id: bool,
    /// `HTML 4.01 Strict`, else the public identifier, else `document type NAME`.
    label: String,
}

#[pymethods]
impl Doctype {
    /// `{"name", "public_id", "system_id", "description", "implied", "overridden",
    /// "unknown_public_id"}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("name", &self.name)?;
        dict.set_item("public_id", &self.public_id)?;
        dict.set_item("system_id", &self.system_id)?;
        dict.set_item("description", &self.description)?;
        dict.set_item("implied", self.implied)?;
        dict.set_item("overridden", self.overridden)?;
        dict.set_item("unknown_public_id", self.unknown_public_id)?;
        Ok(dict)
    }

    fn __str__(&self) -> &str {
        &self.label
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "Doctype(name={}, public_id={})",
            repr(py, Some(&self.name)),
            repr(py, self.public_id.as_deref())
        )
    }
}

/// The encoding a document was read in, and where that came from.
#[pyclass(frozen, get_all, module = "omittag")]
pub(crate) struct Encoding {
    /// Its name (`UTF-8`, `Shift_JIS`, `windows-1252`).
    name: &'static str,
    /// Where it was found: `override`, `http`, `bom`, `xml-declaration`, `meta`,
    /// `default` or `fallback`.
    source: &'static str,
    /// The label as written, when a label decided.
    label: Option<String>,
    /// `Shift_JIS (from META "shift_jis")`.
    text: String,
}

#[pymethods]
impl Encoding {
    /// `{"name", "source", "label"}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("name", self.name)?;
        dict.set_item("source", self.source)?;
        dict.set_item("label", &self.label)?;
        Ok(dict)
    }

    fn __str__(&self) -> &str {
        &self.text
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "Encoding(name={}, source={})",
            repr(py, Some(self.name)),
            repr(py, Some(self.source))
        )
    }
}

/// The messages about one document, the DOCTYPE it was validated against and the
/// encoding it was read in.
#[pyclass(frozen, get_all, module = "omittag")]
pub(crate) struct Report {
    /// The document's name, as messages give it.
    name: String,
    /// Whether it is valid: no error (warnings allowed).
    valid: bool,
    /// Whether a verdict of valid is only tentative (the DTD was not the one named).
    tentative: bool,
    /// How many errors.
    errors: usize,
    /// How many warnings.
    warnings: usize,
    /// One line saying what the document is (`valid HTML 4.01 Strict`).
    verdict: String,
    /// What the document type declaration names, `None` when not read that far.
    doctype: Option<Py<Doctype>>,
    /// The encoding it was read in, `None` when it could not be decoded.
    encoding: Option<Py<Encoding>>,
    /// Every message, in the order found (a tuple).
    messages: Py<PyTuple>,
}

impl Report {
    /// Whether the document is valid.
    pub(crate) fn is_valid(&self) -> bool {
        self.valid
    }

    pub(crate) fn new(py: Python<'_>, report: &omittag::Report) -> PyResult<Report> {
        let messages = report
            .messages
            .iter()
            .map(|message| Message::new(py, message).and_then(|message| Py::new(py, message)))
            .collect::<PyResult<Vec<_>>>()?;
        let doctype = match &report.doctype {
            Some(doctype) => Some(Py::new(
                py,
                Doctype {
                    name: doctype.name.clone(),
                    public_id: doctype.public_id.clone(),
                    system_id: doctype.system_id.clone(),
                    description: doctype.description.clone(),
                    implied: doctype.implied,
                    overridden: doctype.overridden,
                    unknown_public_id: doctype.unknown_public_id,
                    label: doctype.to_string(),
                },
            )?),
            None => None,
        };
        let encoding = match &report.encoding {
            Some(encoding) => Some(Py::new(
                py,
                Encoding {
                    name: encoding.name,
                    source: encoding.source.as_str(),
                    label: encoding.label.clone(),
                    text: encoding.to_string(),
                },
            )?),
            None => None,
        };
        Ok(Report {
            name: report.name.clone(),
            valid: report.is_valid(),
            tentative: report.is_tentative(),
            errors: report.errors(),
            warnings: report.warnings(),
            verdict: report.verdict(),
            doctype,
            encoding,
            messages: PyTuple::new(py, messages)?.unbind(),
        })
    }
}

#[pymethods]
impl Report {
    /// `{"name", "doctype", "encoding", "valid", "tentative", "errors", "warnings",
    /// "messages"}`: the JSON of `omittag validate --format json`, each message with its
    /// explanation.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("name", &self.name)?;
        let doctype = match &self.doctype {
            Some(doctype) => Some(doctype.get().to_dict(py)?),
            None => None,
        };
        dict.set_item("doctype", doctype)?;
        let encoding = match &self.encoding {
            Some(encoding) => Some(encoding.get().to_dict(py)?),
            None => None,
        };
        dict.set_item("encoding", encoding)?;
        dict.set_item("valid", self.valid)?;
        dict.set_item("tentative", self.tentative)?;
        dict.set_item("errors", self.errors)?;
        dict.set_item("warnings", self.warnings)?;
        let messages = self
            .messages
            .bind(py)
            .iter()
            .map(|message| message.cast::<Message>().map_err(PyErr::from)?.get().to_dict(py))
            .collect::<PyResult<Vec<_>>>()?;
        dict.set_item("messages", messages)?;
        Ok(dict)
    }

    fn __str__(&self) -> String {
        format!("{}: {}", self.name, self.verdict)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "Report(name={}, valid={}, errors={}, warnings={})",
            repr(py, Some(&self.name)),
            boolean(self.valid),
            self.errors,
            self.warnings
        )
    }
}
