//! Checking one document: the options a request (or the offline page) asks for, the
//! validators that keep the DTDs they load, and what is kept of the check.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use omittag::options::FileAccess;
use omittag::{Document, Options, Report, Validator};

use crate::refusal::Refusal;

/// Which rules decide what is reported, as the command line's `--profile`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) enum Profile {
    /// The W3C Markup Validator's (the default).
    #[default]
    W3c,
    /// onsgmls's defaults.
    Onsgmls,
}

impl Profile {
    /// The profile a form or query value names (`w3c`, `onsgmls`); `None` for another.
    pub(crate) fn from_name(name: &str) -> Option<Profile> {
        match name {
            "" | "w3c" => Some(Profile::W3c),
            "onsgmls" => Some(Profile::Onsgmls),
            _ => None,
        }
    }
}

/// What a request asks of the check besides the document.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Asked {
    /// The rules.
    pub(crate) profile: Profile,
    /// A public identifier to validate against instead of the document's DOCTYPE.
    pub(crate) doctype: Option<String>,
    /// An encoding label overriding detection.
    pub(crate) charset: Option<String>,
    /// The `Content-Type` the document came with (its charset comes first, as HTTP's).
    pub(crate) content_type: Option<String>,
}

impl Asked {
    /// The library options for this request: never a file read (the bundled catalog and
    /// DTDs only), no URL fetched, `max_input_bytes` bytes at most.
    pub(crate) fn options(&self, max_input_bytes: usize) -> Result<Options, Refusal> {
        let mut options = match self.profile {
            Profile::W3c => Options::w3c(),
            Profile::Onsgmls => {
                let mut options = Options::onsgmls();
                // As `omittag check`: the encoding is found as HTML 4.01 5.2 says.
                options.encoding.default_encoding = None;
                options
            }
        };
        options.read_files = false;
        options.file_access = FileAccess::CatalogsOnly;
        options.max_input_bytes = max_input_bytes;
        if let Some(label) = &self.charset {
            let probe = omittag::options::EncodingOptions::default().with_override(label.clone());
            if let Err(refused) = omittag::encoding::detect(b"", &probe) {
                return Err(Refusal::BadRequest(format!("encoding {label:?}: {}", refused.kind)));
            }
            options.encoding.override_label = Some(label.clone());
        }
        options.encoding.http_content_type = self.content_type.clone();
        options.doctype_override = self.doctype.clone();
        Ok(options)
    }
}

/// One element of a document's outline: its depth, name, line, and which of its tags
/// the DTD implied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct OutlineEntry {
    /// How many elements it is in (0 for the document element).
    pub(crate) depth: usize,
    /// Its generic identifier.
    pub(crate) name: String,
    /// The line of its start tag (or where it was implied), from 1; `None` when it is in
    /// another entity than the document.
    pub(crate) line: Option<u32>,
    /// Whether its start tag was implied.
    pub(crate) start_implied: bool,
    /// Whether its end tag was implied.
    pub(crate) end_implied: bool,
}

/// The outline shows at most this many elements.
pub(crate) const OUTLINE_MAX: usize = 5_000;

/// A checked document: its report, and for the result page its decoded text and outline.
#[derive(Debug)]
pub(crate) struct Checked {
    /// The messages, DOCTYPE and encoding.
    pub(crate) report: Report,
    /// The decoded text (empty unless asked for).
    pub(crate) text: String,
    /// The elements, in document order (empty unless asked for); at most
    /// [`OUTLINE_MAX`], `outline_cut` saying whether there were more.
    pub(crate) outline: Vec<OutlineEntry>,
    /// Whether the outline was cut at [`OUTLINE_MAX`].
    pub(crate) outline_cut: bool,
}

/// What the check keeps besides the report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Keep {
    /// The report only (our JSON API).
    Report,
    /// The report and the text (the Nu checker's JSON, whose messages have extracts).
    Text,
    /// The report, the text and the outline (the result page).
    Everything,
}

/// Validators by the options asked for, each keeping the DTDs it loaded; at most
/// [`VALIDATORS_KEPT`] (all dropped when one more is needed: requests mostly ask for a
/// few).
#[derive(Default)]
pub(crate) struct Validators {
    kept: Mutex<HashMap<Asked, Arc<Validator>>>,
}

/// How many validators [`Validators`] keeps.
const VALIDATORS_KEPT: usize = 32;

impl Validators {
    /// The validator for `asked`.
    pub(crate) fn get(&self, asked: &Asked, max_input_bytes: usize) -> Result<Arc<Validator>, Refusal> {
        let mut kept = self.kept.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(validator) = kept.get(asked) {
            return Ok(Arc::clone(validator));
        }
        let validator = Arc::new(Validator::new(asked.options(max_input_bytes)?));
        if kept.len() >= VALIDATORS_KEPT {
            kept.clear();
        }
        kept.insert(asked.clone(), Arc::clone(&validator));
        Ok(validator)
    }
}

/// Check `bytes` (named `name`) with `validator`, keeping what `keep` says.
pub(crate) fn check(validator: &Validator, bytes: &[u8], name: &str, keep: Keep) -> Checked {
    let document = Document::new(bytes).named(name);
    match keep {
        Keep::Report => Checked {
            report: validator.validate(document),
            text: String::new(),
            outline: Vec::new(),
            outline_cut: false,
        },
        Keep::Text => {
            let (report, text) = validator.validate_with_text(document);
            Checked {
                report,
                text,
                outline: Vec::new(),
                outline_cut: false,
            }
        }
        Keep::Everything => {
            let parsed = validator.parse(document);
            let (outline, outline_cut) = outline(&parsed.tree);
            Checked {
                text: parsed.tree.input().to_owned(),
                report: parsed.report,
                outline,
                outline_cut,
            }
        }
    }
}

/// The elements of `tree` with their depth, in document order, walked with a stack of
/// its own (a tree may be thousands of elements deep); at most [`OUTLINE_MAX`], and
/// whether there were more.
fn outline(tree: &omittag::tree::Tree<'_>) -> (Vec<OutlineEntry>, bool) {
    let mut entries = Vec::new();
    let mut stack = vec![(tree.root().children(), 0usize)];
    while let Some((children, depth)) = stack.last_mut() {
        let depth = *depth;
        let Some(node) = children.next() else {
            stack.pop();
            continue;
        };
        if !node.is_element() {
            continue;
        }
        if entries.len() == OUTLINE_MAX {
            return (entries, true);
        }
        let location = node.location();
        entries.push(OutlineEntry {
            depth,
            name: node.name().unwrap_or("?").to_owned(),
            line: (location.source == 0).then(|| tree.line_col(location.span.start).line),
            start_implied: node.is_start_implied(),
            end_implied: node.is_end_implied(),
        });
        stack.push((node.children(), depth + 1));
    }
    (entries, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_outline_marks_implied_tags_and_depths() {
        let validator = Validator::new(Asked::default().options(1 << 20).unwrap());
        let page = b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n<p>one<p>two";
        let checked = check(&validator, page, "a.html", Keep::Everything);
        let shown: Vec<(usize, &str, bool, bool)> = checked
            .outline
            .iter()
            .map(|e| (e.depth, e.name.as_str(), e.start_implied, e.end_implied))
            .collect();
        assert_eq!(
            shown,
            [
                (0, "HTML", true, true),
                (1, "HEAD", true, true),
                (2, "TITLE", false, false),
                (1, "BODY", true, true),
                (2, "P", false, true),
                (2, "P", false, true),
            ]
        );
        assert_eq!(checked.outline[2].line, Some(2));
        assert!(checked.text.starts_with("<!DOCTYPE"));
    }

    #[test]
    fn an_unknown_encoding_label_is_a_bad_request() {
        let asked = Asked {
            charset: Some("utf-99".into()),
            ..Asked::default()
        };
        assert!(matches!(asked.options(10), Err(Refusal::BadRequest(e)) if e.contains("utf-99")));
    }
}
