//! A parsed document as Python objects: the [`Document`] with its report and its nodes
//! ([`Element`]s with their [`Attribute`]s, [`Text`], [`ProcessingInstruction`]s,
//! [`ExternalEntity`] references), made from the tree's serialization
//! (`omittag::serialize`, whose shape `to_dict()` gives back).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};
use serde_json::Value;

use crate::report::Report;
use crate::{boolean, repr};

/// How an attribute got its value.
#[pyclass(frozen, get_all, module = "omittag")]
pub(crate) struct Attribute {
    /// Its name, as the DTD declares it (`COLSPAN`).
    name: String,
    /// Its declared value's keyword (`CDATA`, `NUMBER`, `NAME TOKEN GROUP`...).
    declared: String,
    /// `specified` (in the start tag) or `defaulted` (from the definition).
    status: String,
    /// Its value, `None` when it has none.
    value: Option<String>,
}

#[pymethods]
impl Attribute {
    /// `{"name", "declared", "status", "value"}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("name", &self.name)?;
        dict.set_item("declared", &self.declared)?;
        dict.set_item("status", &self.status)?;
        dict.set_item("value", &self.value)?;
        Ok(dict)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "Attribute(name={}, value={}, status={})",
            repr(py, Some(&self.name)),
            repr(py, self.value.as_deref()),
            repr(py, Some(&self.status))
        )
    }
}

/// An element: its name, attributes, whether its tags were implied, its children.
#[pyclass(frozen, get_all, module = "omittag")]
pub(crate) struct Element {
    /// Its generic identifier, as the DTD has it (`TABLE`).
    name: String,
    /// Whether its start tag was implied (omitted tag minimization).
    start_implied: bool,
    /// Whether its end tag was implied.
    end_implied: bool,
    /// Whether it has no end tag (declared `EMPTY`, or `#CONREF` specified).
    empty: bool,
    /// Whether it is an inclusion (ISO 8879 11.2.5.1).
    included: bool,
    /// Whether the DTD declares its type.
    declared: bool,
    /// The line of its start tag, from 1 (`None` when in another entity).
    line: Option<u64>,
    /// The column of its start tag, in characters from 0.
    column: Option<u64>,
    /// The attributes with a value, in the order of the definition list (a tuple).
    attributes: Py<PyTuple>,
    /// Its children: elements, text, processing instructions, entity references (a
    /// tuple).
    children: Py<PyTuple>,
}

#[pymethods]
impl Element {
    /// The attribute `name` (any case), or `None`.
    fn attribute(&self, py: Python<'_>, name: &str) -> PyResult<Option<Py<Attribute>>> {
        for attribute in self.attributes.bind(py).iter() {
            let attribute = attribute.cast_into::<Attribute>().map_err(PyErr::from)?;
            if attribute.get().name.eq_ignore_ascii_case(name) {
                return Ok(Some(attribute.unbind()));
            }
        }
        Ok(None)
    }

    /// Every element below this one, in document order; only those named `name` (any
    /// case) when a name is given.
    #[pyo3(signature = (name=None))]
    fn descendants(&self, py: Python<'_>, name: Option<&str>) -> PyResult<Vec<Py<Element>>> {
        let mut found = Vec::new();
        let mut stack: Vec<Bound<'_, PyAny>> = self.children.bind(py).iter().rev().collect();
        while let Some(node) = stack.pop() {
            if let Ok(element) = node.cast::<Element>() {
                let inner = element.get();
                if name.is_none_or(|name| inner.name.eq_ignore_ascii_case(name)) {
                    found.push(element.clone().unbind());
                }
                stack.extend(inner.children.bind(py).iter().rev());
            }
        }
        Ok(found)
    }

    /// The text of every data and SDATA node below this one, in document order.
    fn text_content(&self, py: Python<'_>) -> String {
        let mut text = String::new();
        let mut stack: Vec<Bound<'_, PyAny>> = self.children.bind(py).iter().rev().collect();
        while let Some(node) = stack.pop() {
            if let Ok(element) = node.cast::<Element>() {
                stack.extend(element.get().children.bind(py).iter().rev());
            } else if let Ok(data) = node.cast::<Text>() {
                text.push_str(&data.get().text);
            }
        }
        text
    }

    /// `{"type": "element", "name", "start_implied", "end_implied", "empty",
    /// "included", "declared", "line", "column", "attributes", "children"}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("type", "element")?;
        dict.set_item("name", &self.name)?;
        dict.set_item("start_implied", self.start_implied)?;
        dict.set_item("end_implied", self.end_implied)?;
        dict.set_item("empty", self.empty)?;
        dict.set_item("included", self.included)?;
        dict.set_item("declared", self.declared)?;
        dict.set_item("line", self.line)?;
        dict.set_item("column", self.column)?;
        dict.set_item("attributes", to_dicts(self.attributes.bind(py))?)?;
        dict.set_item("children", to_dicts(self.children.bind(py))?)?;
        Ok(dict)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "Element(name={}, attributes={}, children={})",
            repr(py, Some(&self.name)),
            self.attributes.bind(py).len(),
            self.children.bind(py).len()
        )
    }
}

/// Character data, or the replacement text of a reference to an SDATA entity.
#[pyclass(frozen, get_all, module = "omittag")]
pub(crate) struct Text {
    /// `data`, or `sdata` for an SDATA entity's replacement text.
    r#type: String,
    /// The text.
    text: String,
    /// The SDATA entity's name (`None` for data).
    entity: Option<String>,
    /// Its line, from 1 (`None` when in another entity).
    line: Option<u64>,
    /// Its column, in characters from 0.
    column: Option<u64>,
}

#[pymethods]
impl Text {
    /// `{"type": "data", "line", "column", "text"}`, or with `"type": "sdata"` also
    /// `"entity"`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("type", &self.r#type)?;
        dict.set_item("line", self.line)?;
        dict.set_item("column", self.column)?;
        if self.r#type == "sdata" {
            dict.set_item("entity", &self.entity)?;
        }
        dict.set_item("text", &self.text)?;
        Ok(dict)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!("Text({})", repr(py, Some(&self.text)))
    }
}

/// A processing instruction.
#[pyclass(frozen, get_all, module = "omittag")]
pub(crate) struct ProcessingInstruction {
    /// Its text, between `<?` and `>`.
    text: String,
    /// Its line, from 1.
    line: Option<u64>,
    /// Its column, in characters from 0.
    column: Option<u64>,
}

#[pymethods]
impl ProcessingInstruction {
    /// `{"type": "pi", "line", "column", "text"}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("type", "pi")?;
        dict.set_item("line", self.line)?;
        dict.set_item("column", self.column)?;
        dict.set_item("text", &self.text)?;
        Ok(dict)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!("ProcessingInstruction({})", repr(py, Some(&self.text)))
    }
}

/// A reference to an external data entity.
#[pyclass(frozen, get_all, module = "omittag")]
pub(crate) struct ExternalEntity {
    /// The entity's name.
    entity: String,
    /// `CDATA`, `SDATA` or `NDATA`, `None` when not known.
    data_type: Option<String>,
    /// Its notation's name.
    notation: Option<String>,
    /// Its line, from 1.
    line: Option<u64>,
    /// Its column, in characters from 0.
    column: Option<u64>,
}

#[pymethods]
impl ExternalEntity {
    /// `{"type": "external-entity", "line", "column", "entity", "data_type", "notation"}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("type", "external-entity")?;
        dict.set_item("line", self.line)?;
        dict.set_item("column", self.column)?;
        dict.set_item("entity", &self.entity)?;
        dict.set_item("data_type", &self.data_type)?;
        dict.set_item("notation", &self.notation)?;
        Ok(dict)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!("ExternalEntity({})", repr(py, Some(&self.entity)))
    }
}

/// A parsed document: its report and its tree.
#[pyclass(frozen, get_all, module = "omittag")]
pub(crate) struct Document {
    /// The messages, the DOCTYPE and the encoding.
    report: Py<Report>,
    /// The document's top-level nodes (a tuple): its element, and processing
    /// instructions around it.
    children: Py<PyTuple>,
    /// The document element (`HTML`), `None` when the document could not be read that
    /// far.
    root: Option<Py<Element>>,
}

impl Document {
    pub(crate) fn new(py: Python<'_>, report: &omittag::Report, tree: &Value) -> PyResult<Document> {
        let children = nodes(py, &tree["children"])?;
        let root = children
            .bind(py)
            .iter()
            .find_map(|node| node.cast_into::<Element>().ok())
            .map(Bound::unbind);
        Ok(Document {
            report: Py::new(py, Report::new(py, report)?)?,
            children,
            root,
        })
    }
}

#[pymethods]
impl Document {
    /// `{"report", "tree"}`, as `omittag tree --format json` gives them.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let tree = PyDict::new(py);
        tree.set_item("type", "document")?;
        tree.set_item("children", to_dicts(self.children.bind(py))?)?;
        let dict = PyDict::new(py);
        dict.set_item("report", self.report.bind(py).call_method0("to_dict")?)?;
        dict.set_item("tree", tree)?;
        Ok(dict)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        let root = self.root.as_ref().map(|root| root.get().name.as_str());
        format!(
            "Document(root={}, valid={})",
            repr(py, root),
            boolean(self.report.bind(py).get().is_valid())
        )
    }
}

/// Each of `nodes`' `to_dict()`.
fn to_dicts<'py>(nodes: &Bound<'py, PyTuple>) -> PyResult<Bound<'py, PyList>> {
    let dicts = nodes
        .iter()
        .map(|node| node.call_method0("to_dict"))
        .collect::<PyResult<Vec<_>>>()?;
    PyList::new(nodes.py(), dicts)
}

fn string(value: &Value) -> Option<String> {
    value.as_str().map(str::to_owned)
}

/// The nodes of a serialized `children` list, as Python objects.
fn nodes(py: Python<'_>, children: &Value) -> PyResult<Py<PyTuple>> {
    let empty = Vec::new();
    let children = children.as_array().unwrap_or(&empty);
    let nodes = children
        .iter()
        .map(|child| node(py, child))
        .collect::<PyResult<Vec<_>>>()?;
    Ok(PyTuple::new(py, nodes)?.unbind())
}

/// One serialized node as a Python object. The serialization nests at most
/// `omittag::serialize::MAX_DEPTH` levels, so the recursion is bounded.
fn node(py: Python<'_>, value: &Value) -> PyResult<Py<PyAny>> {
    let line = value["line"].as_u64();
    let column = value["column"].as_u64();
    let node = match value["type"].as_str() {
        Some("element") => {
            let empty = Vec::new();
            let attributes = value["attributes"]
                .as_array()
                .unwrap_or(&empty)
                .iter()
                .map(|attribute| {
                    Py::new(
                        py,
                        Attribute {
                            name: string(&attribute["name"]).unwrap_or_default(),
                            declared: string(&attribute["declared"]).unwrap_or_default(),
                            status: string(&attribute["status"]).unwrap_or_default(),
                            value: string(&attribute["value"]),
                        },
                    )
                })
                .collect::<PyResult<Vec<_>>>()?;
            Py::new(
                py,
                Element {
                    name: string(&value["name"]).unwrap_or_default(),
                    start_implied: value["start_implied"].as_bool().unwrap_or(false),
                    end_implied: value["end_implied"].as_bool().unwrap_or(false),
                    empty: value["empty"].as_bool().unwrap_or(false),
                    included: value["included"].as_bool().unwrap_or(false),
                    declared: value["declared"].as_bool().unwrap_or(false),
                    line,
                    column,
                    attributes: PyTuple::new(py, attributes)?.unbind(),
                    children: nodes(py, &value["children"])?,
                },
            )?
            .into_any()
        }
        Some(kind @ ("data" | "sdata")) => Py::new(
            py,
            Text {
                r#type: kind.to_owned(),
                text: string(&value["text"]).unwrap_or_default(),
                entity: string(&value["entity"]),
                line,
                column,
            },
        )?
        .into_any(),
        Some("pi") => Py::new(
            py,
            ProcessingInstruction {
                text: string(&value["text"]).unwrap_or_default(),
                line,
                column,
            },
        )?
        .into_any(),
        Some("external-entity") => Py::new(
            py,
            ExternalEntity {
                entity: string(&value["entity"]).unwrap_or_default(),
                data_type: string(&value["data_type"]),
                notation: string(&value["notation"]),
                line,
                column,
            },
        )?
        .into_any(),
        other => return Err(PyValueError::new_err(format!("unknown node type {other:?}"))),
    };
    Ok(node)
}
