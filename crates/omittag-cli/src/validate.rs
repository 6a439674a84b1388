//! `omittag validate`: documents and directories validated as the W3C Markup Validator
//! validates them, in parallel, with the messages shown for people (source lines,
//! explanations, hints, a verdict per document) or for programs (`gnu`, `json`,
//! `esis-messages`), and a closing summary.

use std::collections::BTreeMap;
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::ValueEnum;
use codespan_reporting::term::termcolor::{Buffer, BufferWriter};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use omittag::{Options, Report, Validator};
use rayon::prelude::*;
use sgml_parser::ParserOptions;
use sgml_source::Severity;

use crate::human::{self, DocumentFacts};

/// Validate documents (files, or directories searched for `*.html`, `*.htm` and
/// `*.sgml`): exit 0 when all are valid, 1 when any is not, 2 when one cannot be read.
#[derive(clap::Args, Debug)]
pub(crate) struct Args {
    /// Files and directories (`-` for standard input). Only regular files are read: a
    /// FIFO, device or socket, named or found in a directory, is refused and the others
    /// go on.
    #[arg(required = true, value_name = "PATH")]
    paths: Vec<PathBuf>,
    /// How the messages are written.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// Validate against the DTD of this public identifier, whatever DOCTYPE the documents
    /// have (or when they have none); each report says it was overridden.
    #[arg(long, value_name = "PUBLIC-ID", allow_hyphen_values = true)]
    doctype: Option<String>,
    /// A catalog to read before the bundled one (may be repeated).
    #[arg(short = 'c', long = "catalog")]
    catalogs: Vec<PathBuf>,
    #[command(flatten)]
    access: crate::files::FileArgs,
    /// The documents' character encoding (a charset label), overriding detection.
    #[arg(long)]
    encoding: Option<String>,
    /// The HTTP `Content-Type` header the documents came with: its charset comes before
    /// what the documents declare.
    #[arg(long, value_name = "VALUE")]
    http_content_type: Option<String>,
    /// Stop reporting a document's errors after this many (0: no limit).
    #[arg(short = 'E', long = "max-errors", default_value_t = 200)]
    max_errors: u32,
    /// `w3c`: as the W3C Markup Validator (unclosed and NET-enabling start tags are
    /// warnings; warnings for character references to non-SGML characters and for minimized
    /// tags); `onsgmls`: onsgmls's defaults.
    #[arg(long, value_enum, default_value_t = Profile::W3c)]
    profile: Profile,
    /// Parse documents without a DOCTYPE without validation (as onsgmls), instead of
    /// validating them as HTML 4.01 Transitional.
    #[arg(long)]
    no_fallback_doctype: bool,
    /// No warnings about DOCTYPE identifiers or a META charset that contradicts the
    /// encoding used.
    #[arg(long)]
    no_doctype_warnings: bool,
    /// How many documents to validate at once (default: one per core).
    #[arg(short = 'j', long)]
    jobs: Option<usize>,
    /// Never show a progress bar.
    #[arg(long)]
    no_progress: bool,
}

/// How messages are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Format {
    /// For people: each message with its source line and place, an explanation of its
    /// class, a hint, and a verdict per document.
    Human,
    /// `FILE:LINE:COL: severity: message`, as compilers write them, for editors and CI.
    Gnu,
    /// One JSON object per document and line.
    Json,
    /// onsgmls's message lines: `omittag:FILE:LINE:COL:L: message`.
    EsisMessages,
}

/// Which rules decide validity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Profile {
    /// The W3C Markup Validator's.
    W3c,
    /// onsgmls's defaults.
    Onsgmls,
}

/// More documents than this get a progress bar (on a terminal).
const PROGRESS_FROM: usize = 8;
/// Documents validated together before their output is written, in order.
const BATCH: usize = 64;
/// The classes listed in the summary.
const SUMMARY_CLASSES: usize = 10;

/// What became of one document.
enum Outcome {
    /// It was read and validated: its report and its output.
    Validated { report: Report, output: Vec<u8> },
    /// It could not be read.
    Unreadable(String),
}

/// Run the subcommand.
pub(crate) fn run(args: &Args) -> ExitCode {
    let started = Instant::now();
    let (files, mut unreadable) = collect(&args.paths);
    if let Some(jobs) = args.jobs {
        // Fails only when the global pool exists already, which it cannot here.
        let _ = rayon::ThreadPoolBuilder::new().num_threads(jobs.max(1)).build_global();
    }
    let validator = Validator::new(options(args));
    let writer = human::stdout_writer();
    let progress = progress_bar(files.len(), args.no_progress);
    let mut summary = Summary::default();
    let stdout = io::stdout();
    for batch in files.chunks(BATCH) {
        let outcomes: Vec<Outcome> = batch
            .par_iter()
            .map(|path| {
                let outcome = validate_one(&validator, path, args.format, &writer);
                progress.inc(1);
                outcome
            })
            .collect();
        let mut out = stdout.lock();
        for (path, outcome) in batch.iter().zip(outcomes) {
            match outcome {
                Outcome::Validated { report, output } => {
                    if out.write_all(&output).is_err() {
                        // Standard output closed (a pipe to `head`): stop quietly.
                        return ExitCode::from(2);
                    }
                    summary.add(&report);
                }
                Outcome::Unreadable(error) => {
                    progress.suspend(|| eprintln!("omittag: cannot read {}: {error}", path.display()));
                    unreadable += 1;
                }
            }
        }
        let _ = out.flush();
    }
    progress.finish_and_clear();
    summary.unreadable = unreadable;
    summary.time = started.elapsed();
    if files.len() + unreadable > 1 {
        let text = summary.to_string();
        if args.format == Format::Human {
            print!("{text}");
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

/// The options of the run.
fn options(args: &Args) -> Options {
    let parser = match args.profile {
        Profile::W3c => ParserOptions::w3c(),
        Profile::Onsgmls => ParserOptions::default(),
    };
    let mut options = Options {
        catalogs: args.catalogs.clone(),
        sgml_catalog_files: std::env::var("SGML_CATALOG_FILES").ok(),
        doctype_override: args.doctype.clone(),
        read_files: true,
        file_access: match args.profile {
            Profile::W3c => args.access.access_catalogs_only(),
            Profile::Onsgmls => args.access.access(),
        },
        doctype_warnings: !args.no_doctype_warnings,
        parser: ParserOptions {
            max_errors: args.max_errors,
            ..parser
        },
        ..Options::default()
    };
    if args.no_fallback_doctype {
        options.fallback_doctype = None;
    }
    options.encoding.override_label = args.encoding.clone();
    options.encoding.http_content_type = args.http_content_type.clone();
    options
}

/// The files to validate, in order: those named, and those found in the directories
/// named (sorted, symbolic links to directories not followed); and how many paths could
/// not be read (reported on stderr).
fn collect(paths: &[PathBuf]) -> (Vec<PathBuf>, usize) {
    let mut files = Vec::new();
    let mut unreadable = 0;
    for path in paths {
        if crate::files::is_stdin(path) {
            files.push(path.clone());
            continue;
        }
        match std::fs::metadata(path) {
            Ok(metadata) if metadata.is_dir() => search(path, &mut files, &mut unreadable),
            Ok(_) => files.push(path.clone()),
            Err(error) => {
                eprintln!("omittag: cannot read {}: {error}", path.display());
                unreadable += 1;
            }
        }
    }
    (files, unreadable)
}

/// The documents under `dir`.
fn search(dir: &Path, files: &mut Vec<PathBuf>, unreadable: &mut usize) {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) => {
            eprintln!("omittag: cannot read the directory {}: {error}", dir.display());
            *unreadable += 1;
            return;
        }
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        let Ok(metadata) = std::fs::symlink_metadata(&path) else {
            continue;
        };
        if metadata.is_dir() {
            search(&path, files, unreadable);
        } else if is_document(&path) {
            files.push(path);
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
/// documents; hidden otherwise.
fn progress_bar(documents: usize, disabled: bool) -> ProgressBar {
    if disabled || documents < PROGRESS_FROM || !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(documents as u64), ProgressDrawTarget::stderr());
    let style = ProgressStyle::with_template("{bar:40} {pos}/{len} documents, {per_sec}, {eta} left")
        .unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    bar
}

/// Read and validate one document, and write its output as `format` says.
fn validate_one(validator: &Validator, path: &Path, format: Format, writer: &BufferWriter) -> Outcome {
    // Only a regular file is read (a FIFO or a device found in a directory is refused
    // from its type, and the others go on).
    let bytes = match crate::files::read_document(path, validator.options().max_input_bytes) {
        Ok(bytes) => bytes,
        Err(error) => return Outcome::Unreadable(error.to_string()),
    };
    let name = path.display().to_string();
    if format == Format::Human {
        let (report, text) = validator.validate_with_text(&bytes, &name, crate::files::document_path(path));
        let mut buffer: Buffer = writer.buffer();
        // Writing to memory does not fail.
        let _ = human::render(
            &mut buffer,
            &name,
            &text,
            &report.messages,
            &DocumentFacts::from_report(&report),
        );
        return Outcome::Validated {
            report,
            output: buffer.into_inner(),
        };
    }
    let report = validator.validate(&bytes, &name, crate::files::document_path(path));
    let mut output = Vec::new();
    match format {
        Format::Gnu => write_gnu(&mut output, &report),
        Format::Json => write_json(&mut output, &report),
        Format::EsisMessages => {
            for message in &report.messages {
                let _ = writeln!(output, "{}", message.to_line("omittag"));
            }
        }
        Format::Human => unreachable!("rendered above"),
    }
    Outcome::Validated { report, output }
}

/// The messages in the gnu form ([`gnu_lines`](crate::report::gnu_lines)).
fn write_gnu(out: &mut Vec<u8>, report: &Report) {
    for message in &report.messages {
        out.extend_from_slice(crate::report::gnu_lines(&report.name, message).as_bytes());
    }
}

/// One JSON object for the document, on one line: the report as the library
/// serializes it (`omittag::serialize`).
fn write_json(out: &mut Vec<u8>, report: &Report) {
    // A report always serializes.
    let _ = serde_json::to_writer(&mut *out, report);
    out.push(b'\n');
}

/// Counts over all documents, for the closing summary.
#[derive(Default)]
struct Summary {
    documents: usize,
    valid: usize,
    invalid: usize,
    unreadable: usize,
    errors: usize,
    warnings: usize,
    /// Errors by class.
    classes: BTreeMap<&'static str, usize>,
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
            *self.classes.entry(message.code).or_default() += 1;
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
        let mut classes: Vec<(&&str, &usize)> = self.classes.iter().collect();
        classes.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        for (class, count) in classes.iter().take(SUMMARY_CLASSES) {
            writeln!(f, "  {count:>6}  {class}")?;
        }
        if classes.len() > SUMMARY_CLASSES {
            writeln!(f, "  and {} more classes", classes.len() - SUMMARY_CLASSES)?;
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
        let error = |code: &'static str| omittag::Message {
            file: "a".into(),
            line: 1,
            column: 0,
            severity: Severity::Error,
            letter: Some('E'),
            text: "x".into(),
            code,
            offset: Some(0),
            hint: None,
        };
        let mut summary = Summary::default();
        summary.add(&Report::default());
        summary.add(&Report {
            messages: vec![
                error("element-undefined"),
                error("element-undefined"),
                error("attribute-undefined"),
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
            text.contains("       2  element-undefined\n       1  attribute-undefined\n"),
            "{text}"
        );
    }
}
