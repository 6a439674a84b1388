//! The Python package `omittag`'s native module, `omittag._omittag`: validating, parsing
//! and printing the ESIS of documents with the `omittag` crate, the interpreter's lock
//! released while a document is read. The package's `__init__.py` re-exports it; its
//! `.pyi` stubs document the Python side.

use omittag::options::EncodingOptions;
use omittag::{Document as Input, Options};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

mod report;
mod tree;
mod warc;

use report::Report;
use tree::Document;

/// The options of a profile (`w3c`, the default, or `onsgmls`), with a DOCTYPE override
/// and an encoding override when given.
fn options(profile: &str, doctype: Option<String>, encoding: Option<String>) -> PyResult<Options> {
    let mut options = match profile {
        "w3c" => Options::w3c(),
        "onsgmls" => Options::onsgmls(),
        other => {
            return Err(PyValueError::new_err(format!(
                "unknown profile {other:?}: expected \"w3c\" or \"onsgmls\""
            )));
        }
    };
    options.doctype_override = doctype;
    options.encoding.override_label = encoding;
    Ok(options)
}

/// The validator a document is read with: `validator` itself, or, when the document came
/// with its own HTTP `Content-Type`, the same validator (sharing its DTDs) told so.
fn served(validator: &omittag::Validator, content_type: Option<String>) -> Option<omittag::Validator> {
    content_type.map(|content_type| {
        let mut encoding: EncodingOptions = validator.options().encoding.clone();
        encoding.http_content_type = Some(content_type);
        validator.with_encoding(encoding)
    })
}

/// Validates, parses and prints the ESIS of documents with the same options, keeping
/// the DTDs it loads between documents; safe to share between threads.
#[pyclass(frozen, module = "omittag")]
struct Validator {
    inner: omittag::Validator,
    profile: String,
}

#[pymethods]
impl Validator {
    #[new]
    #[pyo3(signature = (*, doctype=None, encoding=None, profile="w3c"))]
    fn new(doctype: Option<String>, encoding: Option<String>, profile: &str) -> PyResult<Validator> {
        Ok(Validator {
            inner: omittag::Validator::new(options(profile, doctype, encoding)?),
            profile: profile.to_owned(),
        })
    }

    /// Validate one document: its report.
    #[pyo3(signature = (data, *, name=None, content_type=None))]
    fn validate(
        &self,
        py: Python<'_>,
        data: &[u8],
        name: Option<String>,
        content_type: Option<String>,
    ) -> PyResult<Report> {
        let report = py.detach(|| {
            let served = served(&self.inner, content_type);
            let validator = served.as_ref().unwrap_or(&self.inner);
            validator.validate(named(data, name.as_deref()))
        });
        Report::new(py, &report)
    }

    /// Parse one document: its tree and its report.
    #[pyo3(signature = (data, *, name=None, content_type=None))]
    fn parse(
        &self,
        py: Python<'_>,
        data: &[u8],
        name: Option<String>,
        content_type: Option<String>,
    ) -> PyResult<Document> {
        let (report, tree) = py.detach(|| {
            let served = served(&self.inner, content_type);
            let validator = served.as_ref().unwrap_or(&self.inner);
            let parsed = validator.parse(named(data, name.as_deref()));
            let tree = serde_json::to_value(omittag::serialize::TreeView::new(&parsed.tree));
            (parsed.report, tree)
        });
        let tree = tree.map_err(|error| PyValueError::new_err(format!("the tree cannot be built: {error}")))?;
        Document::new(py, &report, &tree)
    }

    /// The document's ESIS, as onsgmls prints it.
    #[pyo3(signature = (data, *, name=None, content_type=None))]
    fn esis(
        &self,
        py: Python<'_>,
        data: &[u8],
        name: Option<String>,
        content_type: Option<String>,
    ) -> PyResult<String> {
        let esis = py.detach(|| {
            let served = served(&self.inner, content_type);
            let validator = served.as_ref().unwrap_or(&self.inner);
            let mut out = Vec::new();
            validator
                .esis(named(data, name.as_deref()), &mut out)
                .map(|_| String::from_utf8_lossy(&out).into_owned())
        });
        esis.map_err(|error| PyValueError::new_err(error.to_string()))
    }

    /// How many distinct DTDs this validator has loaded and kept.
    #[getter]
    fn dtds_loaded(&self) -> usize {
        self.inner.dtds_loaded()
    }

    /// The profile its options come from (`w3c` or `onsgmls`).
    #[getter]
    fn profile(&self) -> &str {
        &self.profile
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "Validator(profile={}, dtds_loaded={})",
            repr(py, Some(&self.profile)),
            self.inner.dtds_loaded()
        )
    }
}

/// `value` as Python shows it: `'text'`, or `None`.
pub(crate) fn repr(py: Python<'_>, value: Option<&str>) -> String {
    match value {
        Some(text) => pyo3::types::PyString::new(py, text)
            .repr()
            .map(|repr| repr.to_string())
            .unwrap_or_default(),
        None => "None".to_owned(),
    }
}

/// `True` or `False`.
pub(crate) fn boolean(value: bool) -> &'static str {
    if value { "True" } else { "False" }
}

/// The document `data`, named `name` in messages when a name is given.
fn named<'b, 'a>(data: &'b [u8], name: Option<&'a str>) -> Input<'b, 'a> {
    let document = Input::new(data);
    match name {
        Some(name) => document.named(name),
        None => document,
    }
}

/// Validate one document.
#[pyfunction]
#[pyo3(signature = (data, *, name=None, content_type=None, doctype=None, encoding=None, profile="w3c"))]
fn validate(
    py: Python<'_>,
    data: &[u8],
    name: Option<String>,
    content_type: Option<String>,
    doctype: Option<String>,
    encoding: Option<String>,
    profile: &str,
) -> PyResult<Report> {
    Validator::new(doctype, encoding, profile)?.validate(py, data, name, content_type)
}

/// Parse one document into its tree.
#[pyfunction]
#[pyo3(signature = (data, *, name=None, content_type=None, doctype=None, encoding=None, profile="w3c"))]
fn parse(
    py: Python<'_>,
    data: &[u8],
    name: Option<String>,
    content_type: Option<String>,
    doctype: Option<String>,
    encoding: Option<String>,
    profile: &str,
) -> PyResult<Document> {
    Validator::new(doctype, encoding, profile)?.parse(py, data, name, content_type)
}

/// One document's ESIS.
#[pyfunction]
#[pyo3(signature = (data, *, name=None, content_type=None, doctype=None, encoding=None, profile="w3c"))]
fn esis(
    py: Python<'_>,
    data: &[u8],
    name: Option<String>,
    content_type: Option<String>,
    doctype: Option<String>,
    encoding: Option<String>,
    profile: &str,
) -> PyResult<String> {
    Validator::new(doctype, encoding, profile)?.esis(py, data, name, content_type)
}

/// The explanation of a message code, or `None`.
#[pyfunction]
fn explain(code: &str) -> Option<report::Explanation> {
    omittag::explain::explanation(code).map(report::Explanation::from)
}

/// The native module.
#[pymodule]
fn _omittag(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_function(wrap_pyfunction!(validate, module)?)?;
    module.add_function(wrap_pyfunction!(parse, module)?)?;
    module.add_function(wrap_pyfunction!(esis, module)?)?;
    module.add_function(wrap_pyfunction!(explain, module)?)?;
    module.add_class::<Validator>()?;
    module.add_class::<Report>()?;
    module.add_class::<report::Message>()?;
    module.add_class::<report::Explanation>()?;
    module.add_class::<report::Doctype>()?;
    module.add_class::<report::Encoding>()?;
    module.add_class::<Document>()?;
    module.add_class::<tree::Element>()?;
    module.add_class::<tree::Attribute>()?;
    module.add_class::<tree::Text>()?;
    module.add_class::<tree::ProcessingInstruction>()?;
    module.add_class::<tree::ExternalEntity>()?;
    module.add_function(wrap_pyfunction!(warc::validate_records, module)?)?;
    module.add_class::<warc::WarcRecord>()?;
    module.add_class::<warc::WarcRecords>()?;
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
