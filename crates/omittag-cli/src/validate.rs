//! `omittag validate`: documents and directories validated as the W3C Markup Validator
//! validates them, in parallel, with the messages shown for people (source lines,
//! explanations, hints, a verdict per document) or for programs (`gnu`, `json`,
//! `esis-messages`), and a closing summary; with `--warc`, the HTML documents that web
//! archives hold.

use std::collections::BTreeMap;
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::ValueEnum;
use codespan_reporting::term::termcolor::Buffer;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};
use omittag::source::Severity;
use omittag::{Document, Message, Options, Report, Validator};
use omittag_warc::HtmlResponse;
use rayon::prelude::*;

use crate::document_options::{DocumentOptions, Profile};
use crate::human::{self, DocumentFacts};

// (Not a doc comment: clap would take it for the subcommand's help, over the one in main.rs.)
// Validate documents (files, or directories searched for `*.html`, `*.htm` and
// `*.sgml`): exit 0 when all are valid (tentatively valid counts as valid), 1 when any
// is not, 2 when one cannot be read or there is nothing to validate.
#[derive(clap::Args, Debug)]
pub(crate) struct Args {
    /// Files and directories (`-` for standard input). Only regular files are read: a
    /// FIFO, device or socket, named or found in a directory, is refused and the others
    /// go on.
    #[arg(required = true, value_name = "PATH")]
    paths: Vec<PathBuf>,
    /// The PATHs are web archives (WARC files, gzipped or not; directories are searched
    /// for `*.warc` and `*.warc.gz`): validate every HTML response (and HTML resource
    /// record) in them, each named `TARGET-URI RECORD-ID` and read with the charset of
    /// the HTTP `Content-Type` it was served with. A record that cannot be read is said
    /// (on stderr, and as a JSON object with `error`), and the run goes on.
    #[arg(long)]
    warc: bool,
    /// How the messages are written. In `json`, `line` counts from 1 and `column` (in
    /// characters) from 1, as in `human` and `gnu`; `column_from_0` is the same column
    /// counted from 0, as `esis-messages` (onsgmls's form) counts.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// Validate against the DTD of this public identifier, whatever DOCTYPE the documents
    /// have (or when they have none); each report says it was overridden, and a document
    /// without a DOCTYPE is then only tentatively valid. An identifier the catalogs do not
    /// know is a usage error (exit 2).
    #[arg(long, value_name = "PUBLIC-ID", allow_hyphen_values = true)]
    doctype: Option<String>,
    #[command(flatten)]
    documents: DocumentOptions,
    /// Parse documents without a DOCTYPE without validation (as onsgmls), instead of
    /// validating them as HTML 4.01 Transitional.
    #[arg(long)]
    no_fallback_doctype: bool,
    /// No warnings about DOCTYPE identifiers or a META charset that contradicts the
    /// encoding used.
    #[arg(long)]
    no_doctype_warnings: bool,
    /// Leave warnings out: only errors (and their notes) are shown, counted and summed.
    #[arg(long)]
    errors_only: bool,
    /// Which message classes the closing summary lists: the ten most frequent (`top`) or
    /// all of them (`all`).
    #[arg(long, value_enum, value_name = "CLASSES", default_value_t = SummaryClasses::Top)]
    summary: SummaryClasses,
    /// How many documents to validate at once, at least 1 (default: one per core).
    #[arg(short = 'j', long, value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
    /// Never show a progress bar (one is shown on standard error when it is a terminal
    /// and there are 8 documents or more).
    #[arg(long)]
    no_progress: bool,
}

/// Which message classes the summary lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum SummaryClasses {
    /// The ten most frequent.
    Top,
    /// Every one.
    All,
}

/// How messages are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Format {
    /// For people: each message with its source line and place, an explanation of its
    /// class, a hint, and a verdict per document.
    Human,
    /// `FILE:LINE:COL: severity: message`, as compilers write them, for editors and CI.
    Gnu,
    /// One JSON object per document and line (`omittag::serialize` documents its fields),
    /// and one with `name`, `valid` false and `error` for a file that cannot be read.
    Json,
    /// onsgmls's message lines: `omittag:FILE:LINE:COL:L: message`.
    EsisMessages,
}

/// More documents than this get a progress bar (on a terminal).
const PROGRESS_FROM: usize = 8;
/// Documents validated together before their output is written, in order.
const BATCH: usize = 64;
/// The classes listed in the summary.
const SUMMARY_CLASSES: usize = 10;

/// One thing to validate: a file, a document an archive holds, or a record of an
/// archive that cannot be read.
pub(crate) enum Item {
    /// A document file (or standard input).
    File(PathBuf),
    /// An HTML document in the archive `warc`.
    Archived { warc: PathBuf, response: Box<HtmlResponse> },
    /// What cannot be read: a file (or archive), or a record of an archive.
    Unreadable {
        /// The file, or `ARCHIVE@OFFSET` for a record.
        name: String,
        /// Why.
        error: String,
        /// For a record: its archive and offset, target URI and record id when known.
        record: Option<serde_json::Value>,
    },
}

impl Item {
    /// What it is called in messages about it.
    fn name(&self) -> String {
        match self {
            Item::File(path) => path.display().to_string(),
            Item::Archived { response, .. } => response.name(),
            Item::Unreadable { name, .. } => name.clone(),
        }
    }
}

/// What became of one document.
enum Outcome {
    /// It was read and validated: its report, and its decoded text when it is to be shown
    /// (the human form), or its output (the other forms).
    Validated {
        report: Box<Report>,
        text: String,
        output: Vec<u8>,
    },
    /// It could not be read.
    Unreadable(String),
}

/// Run the subcommand.
pub(crate) fn run(args: &Args) -> ExitCode {
    let started = Instant::now();
    let options = match options(args) {
        Ok(options) => options,
        Err(error) => return crate::usage_error(&error),
    };
    let (files, unreadable_paths) = collect(&args.paths, args.warc);
    let mut unreadable = unreadable_paths.len();
    let stdout = io::stdout();
    if args.format == Format::Json {
        let mut out = stdout.lock();
        for (path, error) in &unreadable_paths {
            let _ = out.write_all(&unreadable_json(
                &path.display().to_string(),
                &format!("cannot read {}: {error}", path.display()),
                None,
            ));
        }
    }
    if files.is_empty() && unreadable == 0 {
        eprintln!(
            "omittag: nothing to validate: no {} in {}",
            if args.warc {
                "web archives (*.warc, *.warc.gz)"
            } else {
                "documents (*.html, *.htm, *.sgml)"
            },
            args.paths
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
        return ExitCode::from(2);
    }
    if let Some(jobs) = args.jobs {
        // Fails only when the global pool exists already, which it cannot here.
        let _ = rayon::ThreadPoolBuilder::new()
            .num_threads(usize::from(jobs))
            .build_global();
    }
    let validator = Validator::new(options);
    let writer = human::stdout_writer();
    // An archive's documents are not counted before they are read: no bar for them.
    let progress = progress_bar(if args.warc { 0 } else { files.len() }, args.no_progress);
    let mut summary = Summary {
        classes_shown: match args.summary {
            SummaryClasses::Top => Some(SUMMARY_CLASSES),
            SummaryClasses::All => None,
        },
        ..Summary::default()
    };
    let mut explained = human::Explained::default();
    let mut archives = crate::warc::Archives::new(&files, validator.options().max_input_bytes);
    let mut file_batches = files.chunks(BATCH);
    let mut next_batch = || -> Vec<Item> {
        if args.warc {
            archives.next_batch(BATCH)
        } else {
            match file_batches.next() {
                Some(paths) => paths.iter().cloned().map(Item::File).collect(),
                None => Vec::new(),
            }
        }
    };
    let mut batch = next_batch();
    while !batch.is_empty() {
        // The next batch is read (from the archives: decompressed and parsed) while
        // this one is validated.
        let (outcomes, following): (Vec<Outcome>, Vec<Item>) = rayon::join(
            || {
                batch
                    .par_iter()
                    .map(|item| {
                        let outcome = validate_one(&validator, item, args);
                        progress.inc(1);
                        outcome
                    })
                    .collect()
            },
            &mut next_batch,
        );
        // The bar is cleared while the batch is written, and drawn again after.
        let written = progress.suspend(|| -> io::Result<()> {
            let mut out = stdout.lock();
            for (item, outcome) in batch.iter().zip(outcomes) {
                match outcome {
                    Outcome::Validated {
                        report,
                        text,
                        mut output,
                    } => {
                        if args.format == Format::Human {
                            let mut buffer: Buffer = writer.buffer();
                            // Writing to memory does not fail.
                            let _ = human::render(
                                &mut buffer,
                                &report.name,
                                &text,
                                &report.messages,
                                &DocumentFacts::from_report(&report),
                                &mut explained,
                            );
                            output = buffer.into_inner();
                        }
                        out.write_all(&output)?;
                        summary.add(&report);
                    }
                    Outcome::Unreadable(error) => {
                        let record = match item {
                            Item::Unreadable { record, .. } => record.clone(),
                            _ => None,
                        };
                        if args.format == Format::Json {
                            out.write_all(&unreadable_json(&item.name(), &error, record))?;
                        }
                        // What is written so far comes first.
                        out.flush()?;
                        eprintln!("omittag: {error}");
                        unreadable += 1;
                    }
                }
            }
            out.flush()
        });
        if let Err(error) = written {
            progress.finish_and_clear();
            // Standard output closed (a pipe to `head`): the reader has what it wants.
            if error.kind() == io::ErrorKind::BrokenPipe {
                return ExitCode::SUCCESS;
            }
            eprintln!("omittag: cannot write the output: {error}");
            return ExitCode::from(2);
        }
        batch = following;
    }
    progress.finish_and_clear();
    summary.unreadable = unreadable;
    summary.skipped = archives.skipped();
    summary.time = started.elapsed();
    if args.warc && summary.documents + unreadable == 0 {
        eprintln!("omittag: nothing to validate: no HTML documents in the archives");
        return ExitCode::from(2);
    }
    if summary.documents + unreadable > 1 {
        let text = summary.to_string();
        if args.format == Format::Human {
            if let Err(error) = stdout.lock().write_all(text.as_bytes())
                && error.kind() != io::ErrorKind::BrokenPipe
            {
                eprintln!("omittag: cannot write the output: {error}");
                return ExitCode::from(2);
            }
        } else {
            eprint!("{text}");
        }
    }
    if unreadable > 0 {
        ExitCode::from(2)
    } else if summary.invalid > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// The JSON record of a file (or archive record) that could not be read: its name,
/// `valid` false, and the error (and `warc`, for a record), so that a consumer sees
/// every input.
fn unreadable_json(name: &str, error: &str, warc: Option<serde_json::Value>) -> Vec<u8> {
    let mut record = serde_json::json!({
        "name": name,
        "valid": false,
        "error": error,
    });
    if let Some(warc) = warc {
        record["warc"] = warc;
    }
    let mut line = record.to_string().into_bytes();
    line.push(b'\n');
    line
}

/// The options of the run; an error for a usage mistake (an unknown encoding label, a
/// DOCTYPE override the catalogs do not know).
fn options(args: &Args) -> Result<Options, String> {
    let mut options = args.documents.apply(Options::default(), Profile::W3c)?;
    options.doctype_override = args.doctype.clone();
    options.doctype_warnings = !args.no_doctype_warnings;
    if args.no_fallback_doctype {
        options.fallback_doctype = None;
    }
    if let Some(public_id) = &args.doctype {
        crate::dtd::known_public_id(public_id, &options.catalogs).map_err(|error| format!("--doctype: {error}"))?;
    }
    Ok(options)
}

/// The files to validate, in order: those named, and those found in the directories
/// named (sorted, symbolic links to directories not followed); and the paths that could
/// not be read, with why (also said on stderr). A directory with no documents in it is
/// said on stderr.
fn collect(paths: &[PathBuf], warc: bool) -> (Vec<PathBuf>, Vec<(PathBuf, String)>) {
    let mut files = Vec::new();
    let mut unreadable = Vec::new();
    for path in paths {
        if crate::files::is_stdin(path) {
            files.push(path.clone());
            continue;
        }
        match std::fs::metadata(path) {
            Ok(metadata) if metadata.is_dir() => {
                let before = files.len();
                search(path, warc, &mut files, &mut unreadable);
                if files.len() == before && paths.len() > 1 {
                    if warc {
                        eprintln!("omittag: no web archives (*.warc, *.warc.gz) in {}", path.display());
                    } else {
                        eprintln!("omittag: no documents (*.html, *.htm, *.sgml) in {}", path.display());
                    }
                }
            }
            Ok(_) => files.push(path.clone()),
            Err(error) => {
                eprintln!("omittag: cannot read {}: {error}", path.display());
                unreadable.push((path.clone(), error.to_string()));
            }
        }
    }
    (files, unreadable)
}

/// The documents under `dir`, in path order (symbolic links to directories not
/// followed); a directory that cannot be read is said on stderr and kept as unreadable.
fn search(dir: &Path, warc: bool, files: &mut Vec<PathBuf>, unreadable: &mut Vec<(PathBuf, String)>) {
    for entry in walkdir::WalkDir::new(dir).sort_by_file_name() {
        match entry {
            Ok(entry) => {
                let wanted = if warc {
                    crate::warc::is_archive(entry.path())
                } else {
                    is_document(entry.path())
                };
                if !entry.file_type().is_dir() && wanted {
                    files.push(entry.into_path());
                }
            }
            Err(error) => {
                let (Some(path), Some(io)) = (error.path(), error.io_error()) else {
                    continue;
                };
                eprintln!("omittag: cannot read the directory {}: {io}", path.display());
                unreadable.push((path.to_path_buf(), io.to_string()));
            }
        }
    }
}

/// Whether a file found in a directory is a document: `.html`, `.htm` or `.sgml`.
fn is_document(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| ["html", "htm", "sgml"].iter().any(|d| e.eq_ignore_ascii_case(d)))
}

/// A progress bar on stderr when it is a terminal and there are more than a few
/// documents; hidden otherwise. The rate is in whole documents a second.
fn progress_bar(documents: usize, disabled: bool) -> ProgressBar {
    if disabled || documents < PROGRESS_FROM || !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(documents as u64), ProgressDrawTarget::stderr());
    let style = ProgressStyle::with_template("{bar:40} {pos}/{len} documents, {rate}, {eta} left")
        .map(|style| {
            style.with_key("rate", |state: &ProgressState, w: &mut dyn std::fmt::Write| {
                let _ = write!(w, "{:.0}/s", state.per_sec());
            })
        })
        .unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    bar
}

/// Read and validate one document, and write its output as the format asks (the human
/// form is written later, in order, so that each explanation is given once a run).
fn validate_one(validator: &Validator, item: &Item, args: &Args) -> Outcome {
    let human = args.format == Format::Human;
    let (report, text, warc) = match item {
        Item::File(path) => {
            // Only a regular file is read (a FIFO or a device found in a directory is
            // refused from its type, and the others go on).
            let bytes = match crate::files::read_document(path, validator.options().max_input_bytes) {
                Ok(bytes) => bytes,
                Err(error) => return Outcome::Unreadable(format!("cannot read {}: {error}", path.display())),
            };
            let name = path.display().to_string();
            let document = Document::new(&bytes).named(&name).at(crate::files::document_path(path));
            let (report, text) = if human {
                validator.validate_with_text(document)
            } else {
                (validator.validate(document), String::new())
            };
            (report, text, None)
        }
        Item::Archived { warc, response } => {
            let (report, text) = if human {
                response.validate_with_text(validator)
            } else {
                (response.validate(validator), String::new())
            };
            (report, text, Some(crate::warc::record_json(warc, response)))
        }
        Item::Unreadable { error, .. } => return Outcome::Unreadable(error.clone()),
    };
    let mut report = report;
    if args.errors_only {
        keep_errors(&mut report.messages);
    }
    let mut output = Vec::new();
    match args.format {
        Format::Gnu => write_gnu(&mut output, &report),
        Format::Json => write_json(&mut output, &report, warc),
        Format::EsisMessages => {
            for message in &report.messages {
                let _ = writeln!(output, "{}", message.to_line("omittag"));
            }
        }
        Format::Human => {}
    }
    Outcome::Validated {
        report: Box::new(report),
        text,
        output,
    }
}

/// Leave out the warnings, and the notes that belong to them.
fn keep_errors(messages: &mut Vec<Message>) {
    let mut keep = false;
    messages.retain(|m| {
        if m.letter.is_some() || m.severity != Severity::Info {
            keep = m.severity == Severity::Error;
        }
        keep
    });
}

/// The messages in the gnu form ([`gnu_lines`](crate::report::gnu_lines)).
fn write_gnu(out: &mut Vec<u8>, report: &Report) {
    for message in &report.messages {
        out.extend_from_slice(crate::report::gnu_lines(&report.name, message).as_bytes());
    }
}

/// One JSON object for the document, on one line: the report as the library
/// serializes it (`omittag::serialize`), and for a document an archive holds, `warc`:
/// where it is in which archive.
fn write_json(out: &mut Vec<u8>, report: &Report, warc: Option<serde_json::Value>) {
    match warc {
        None => {
            // A report always serializes.
            let _ = serde_json::to_writer(&mut *out, report);
        }
        Some(warc) => {
            let mut value = serde_json::to_value(report).unwrap_or_default();
            value["warc"] = warc;
            let _ = serde_json::to_writer(&mut *out, &value);
        }
    }
    out.push(b'\n');
}

/// Counts over all documents, for the closing summary.
#[derive(Default)]
struct Summary {
    documents: usize,
    valid: usize,
    invalid: usize,
    unreadable: usize,
    /// Records of archives that hold no HTML.
    skipped: usize,
    errors: usize,
    warnings: usize,
    /// Errors by class.
    classes: BTreeMap<&'static str, usize>,
    /// How many classes are listed; `None` for all.
    classes_shown: Option<usize>,
    time: Duration,
}

impl Summary {
    fn add(&mut self, report: &Report) {
        self.documents += 1;
        if report.is_valid() {
            self.valid += 1;
        } else {
            self.invalid += 1;
        }
        self.errors += report.errors();
        self.warnings += report.warnings();
        for message in report.messages.iter().filter(|m| m.severity == Severity::Error) {
            *self.classes.entry(message.code()).or_default() += 1;
        }
    }
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let plural = |n: usize, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
        writeln!(
            f,
            "{}: {} valid, {} invalid{} ({}, {}) in {:.2} s",
            plural(self.documents, "document"),
            self.valid,
            self.invalid,
            if self.unreadable > 0 {
                format!(", {} unreadable", self.unreadable)
            } else {
                String::new()
            },
            plural(self.errors, "error"),
            plural(self.warnings, "warning"),
            self.time.as_secs_f64()
        )?;
        if self.skipped > 0 {
            writeln!(
                f,
                "  ({} in the archives skipped: no HTML)",
                plural(self.skipped, "other record")
            )?;
        }
        let mut classes: Vec<(&&str, &usize)> = self.classes.iter().collect();
        classes.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        let shown = self.classes_shown.unwrap_or(classes.len());
        for (class, count) in classes.iter().take(shown) {
            writeln!(f, "  {count:>6}  {class}")?;
        }
        if classes.len() > shown {
            writeln!(
                f,
                "  and {} more classes (--summary all lists them)",
                classes.len() - shown
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn documents_are_found_by_extension_in_any_case() {
        for yes in ["a.html", "b.HTM", "c.sgml", "d.Html"] {
            assert!(is_document(Path::new(yes)), "{yes}");
        }
        for no in ["a.txt", "html", "b.xhtml", "c.html.bak"] {
            assert!(!is_document(Path::new(no)), "{no}");
        }
    }

    #[test]
    fn the_summary_counts_documents_and_classes() {
        use omittag::parser::ParserDiagnosticKind;
        let error = |kind: ParserDiagnosticKind| omittag::Message {
            file: "a".into(),
            line: 1,
            column: 0,
            severity: Severity::Error,
            letter: Some('E'),
            text: "x".into(),
            kind: kind.into(),
            offset: Some(0),
            hint: None,
        };
        let mut summary = Summary::default();
        summary.add(&Report::default());
        summary.add(&Report {
            messages: vec![
                error(ParserDiagnosticKind::ElementUndefined { name: "X".into() }),
                error(ParserDiagnosticKind::ElementUndefined { name: "Y".into() }),
                error(ParserDiagnosticKind::DataNotAllowed { open: Vec::new() }),
            ],
            ..Report::default()
        });
        summary.unreadable = 1;
        let text = summary.to_string();
        assert!(
            text.starts_with("2 documents: 1 valid, 1 invalid, 1 unreadable (3 errors, 0 warnings)"),
            "{text}"
        );
        assert!(
            text.contains("       2  element-undefined\n       1  data-not-allowed\n"),
            "{text}"
        );
    }
}
