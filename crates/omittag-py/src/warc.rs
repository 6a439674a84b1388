//! `omittag.warc`: the HTML documents of a web archive, read and validated one by one
//! as Python iterates ([`WarcRecords`]), each a [`WarcRecord`] with its report, or with
//! what is wrong with the record.

use std::path::PathBuf;
use std::sync::Mutex;

use omittag_warc::{Entries, Entry, Stream};
use pyo3::exceptions::PyOSError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::report::Report;
use crate::{Validator, repr};

/// One HTML document of a web archive and its report, or a record that cannot be read
/// and why.
#[pyclass(frozen, get_all, module = "omittag.warc")]
pub(crate) struct WarcRecord {
    /// The archive's path.
    file: String,
    /// The record's offset in the (uncompressed) archive.
    offset: u64,
    /// `WARC-Target-URI`.
    target_uri: Option<String>,
    /// `WARC-Record-ID`.
    record_id: Option<String>,
    /// The HTTP status (`None` for a `resource` record or a malformed one).
    status: Option<u16>,
    /// The HTTP `Content-Type` it was served with.
    content_type: Option<String>,
    /// The document's report; `None` for a record that cannot be read.
    report: Option<Py<Report>>,
    /// What is wrong with the record; `None` when it was read.
    error: Option<String>,
}

#[pymethods]
impl WarcRecord {
    /// `TARGET-URI RECORD-ID`, the name messages give the document.
    #[getter]
    fn name(&self) -> String {
        format!(
            "{} {}",
            self.target_uri.as_deref().unwrap_or("(no target URI)"),
            self.record_id.as_deref().unwrap_or("(no record id)")
        )
    }

    /// Whether the record was read and its document is valid.
    #[getter]
    fn valid(&self, py: Python<'_>) -> bool {
        self.report
            .as_ref()
            .is_some_and(|report| report.bind(py).get().is_valid())
    }

    /// The object `omittag validate --warc --format json` writes for it: the report's
    /// dict with `warc` (`{"file", "offset", "target_uri", "record_id", "status",
    /// "content_type"}`), or `{"name", "valid": False, "error", "warc"}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let warc = PyDict::new(py);
        warc.set_item("file", &self.file)?;
        warc.set_item("offset", self.offset)?;
        warc.set_item("target_uri", &self.target_uri)?;
        warc.set_item("record_id", &self.record_id)?;
        let dict = match &self.report {
            Some(report) => {
                warc.set_item("status", self.status)?;
                warc.set_item("content_type", &self.content_type)?;
                report.bind(py).call_method0("to_dict")?.cast_into::<PyDict>()?
            }
            None => {
                let dict = PyDict::new(py);
                dict.set_item("name", format!("{}@{}", self.file, self.offset))?;
                dict.set_item("valid", false)?;
                dict.set_item("error", &self.error)?;
                dict
            }
        };
        dict.set_item("warc", warc)?;
        Ok(dict)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        match &self.error {
            Some(error) => format!("WarcRecord(offset={}, error={})", self.offset, repr(py, Some(error))),
            None => format!(
                "WarcRecord(name={}, valid={})",
                repr(py, Some(&self.name())),
                crate::boolean(self.valid(py))
            ),
        }
    }
}

/// The HTML documents of one archive, validated as they are iterated.
#[pyclass(frozen, module = "omittag.warc")]
pub(crate) struct WarcRecords {
    file: String,
    entries: Mutex<Entries<Stream>>,
    validator: Py<Validator>,
    skipped: Mutex<usize>,
}

/// What one step of the iteration found.
enum Found {
    Html(Box<omittag_warc::HtmlResponse>, omittag::Report),
    Malformed {
        offset: u64,
        target_uri: Option<String>,
        record_id: Option<String>,
        error: String,
    },
}

#[pymethods]
impl WarcRecords {
    /// How many records held no HTML, so far.
    #[getter]
    fn skipped(&self) -> usize {
        *self.skipped.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&self, py: Python<'_>) -> PyResult<Option<WarcRecord>> {
        let validator = &self.validator.get().inner;
        let found = py.detach(|| {
            let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
            loop {
                match entries.next()? {
                    Entry::Html(response) => {
                        let report = response.validate(validator);
                        return Some(Found::Html(Box::new(response), report));
                    }
                    Entry::Other { .. } => *self.skipped.lock().unwrap_or_else(|e| e.into_inner()) += 1,
                    Entry::Malformed {
                        offset,
                        target_uri,
                        record_id,
                        error,
                    } => {
                        return Some(Found::Malformed {
                            offset,
                            target_uri,
                            record_id,
                            error,
                        });
                    }
                }
            }
        });
        let record = match found {
            None => return Ok(None),
            Some(Found::Html(response, report)) => WarcRecord {
                file: self.file.clone(),
                offset: response.offset,
                target_uri: response.target_uri,
                record_id: response.record_id,
                status: response.status,
                content_type: response.content_type,
                report: Some(Py::new(py, Report::new(py, &report)?)?),
                error: None,
            },
            Some(Found::Malformed {
                offset,
                target_uri,
                record_id,
                error,
            }) => WarcRecord {
                file: self.file.clone(),
                offset,
                target_uri,
                record_id,
                status: None,
                content_type: None,
                report: None,
                error: Some(error),
            },
        };
        Ok(Some(record))
    }
}

/// The HTML documents of the archive `path` (gzipped or not), validated one by one as
/// they are iterated, with `validator` (a new one with the default options when `None`).
#[pyfunction]
#[pyo3(signature = (path, validator=None))]
pub(crate) fn validate_records(
    py: Python<'_>,
    path: PathBuf,
    validator: Option<Py<Validator>>,
) -> PyResult<WarcRecords> {
    let validator = match validator {
        Some(validator) => validator,
        None => Py::new(py, Validator::new(None, None, "w3c")?)?,
    };
    let max_bytes = validator.get().inner.options().max_input_bytes;
    let records = py
        .detach(|| omittag_warc::open(&path, max_bytes as u64 + (1 << 20)))
        .map_err(|error| PyOSError::new_err(format!("cannot read {}: {error}", path.display())))?;
    Ok(WarcRecords {
        file: path.display().to_string(),
        entries: Mutex::new(Entries::new(records, max_bytes)),
        validator,
        skipped: Mutex::new(0),
    })
}
