//! `omittag validate --warc`: the documents web archives hold, read archive by archive
//! and record by record, in batches, so that memory holds one batch whatever the size of
//! the archives.

use std::path::{Path, PathBuf};

use omittag_warc::{Entries, Entry, Stream};

use crate::validate::Item;

/// The archives of a run, read in turn.
pub(crate) struct Archives<'a> {
    paths: std::slice::Iter<'a, PathBuf>,
    /// The archive being read, and its entries.
    current: Option<(PathBuf, Entries<Stream>)>,
    /// The largest document (and record block) read.
    max_bytes: usize,
    /// Records that hold no HTML.
    skipped: usize,
}

impl<'a> Archives<'a> {
    /// The archives `paths`, holding documents of at most `max_bytes`.
    pub(crate) fn new(paths: &'a [PathBuf], max_bytes: usize) -> Archives<'a> {
        Archives {
            paths: paths.iter(),
            current: None,
            max_bytes,
            skipped: 0,
        }
    }

    /// How many records held no HTML, so far.
    pub(crate) fn skipped(&self) -> usize {
        self.skipped
    }

    /// The next documents (and unreadable records and archives), at most `size`; empty
    /// at the end.
    pub(crate) fn next_batch(&mut self, size: usize) -> Vec<Item> {
        let mut batch = Vec::new();
        while batch.len() < size {
            let Some((path, entries)) = &mut self.current else {
                let Some(path) = self.paths.next() else {
                    break;
                };
                // A block holds an HTTP header besides the document.
                match omittag_warc::open(path, self.max_bytes as u64 + (1 << 20)) {
                    Ok(records) => self.current = Some((path.clone(), Entries::new(records, self.max_bytes))),
                    Err(error) => batch.push(Item::Unreadable {
                        name: path.display().to_string(),
                        error: format!("cannot read {}: {error}", path.display()),
                        record: None,
                    }),
                }
                continue;
            };
            match entries.next() {
                Some(Entry::Html(response)) => batch.push(Item::Archived {
                    warc: path.clone(),
                    response: Box::new(response),
                }),
                Some(Entry::Other { .. }) => self.skipped += 1,
                Some(Entry::Malformed {
                    offset,
                    target_uri,
                    record_id,
                    error,
                }) => batch.push(Item::Unreadable {
                    name: format!("{}@{offset}", path.display()),
                    error: format!("{}: {error}", path.display()),
                    record: Some(serde_json::json!({
                        "file": path.display().to_string(),
                        "offset": offset,
                        "target_uri": target_uri,
                        "record_id": record_id,
                    })),
                }),
                None => self.current = None,
            }
        }
        batch
    }
}

/// Where a document is in which archive, for the JSON output: `{"file", "offset",
/// "target_uri", "record_id", "status", "content_type"}`.
pub(crate) fn record_json(warc: &Path, response: &omittag_warc::HtmlResponse) -> serde_json::Value {
    serde_json::json!({
        "file": warc.display().to_string(),
        "offset": response.offset,
        "target_uri": response.target_uri,
        "record_id": response.record_id,
        "status": response.status,
        "content_type": response.content_type,
    })
}

/// Whether a file found in a directory is a web archive: `.warc` or `.warc.gz`.
pub(crate) fn is_archive(path: &Path) -> bool {
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    name.ends_with(".warc") || name.ends_with(".warc.gz")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn archives_are_found_by_their_names() {
        for yes in ["a.warc", "b.WARC.GZ", "c.warc.gz"] {
            assert!(is_archive(Path::new(yes)), "{yes}");
        }
        for no in ["a.gz", "b.html", "warc", "c.warc.bz2"] {
            assert!(!is_archive(Path::new(no)), "{no}");
        }
    }
}
