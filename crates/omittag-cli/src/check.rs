//! `omittag check`: documents parsed and validated with no output but their messages, as
//! `onsgmls -s` does; many documents in one run share the DTDs they use.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use omittag::characters::InputCharacters;
use omittag::{DocumentName, Options, Validator};

use crate::document_options::Profile;

// (Not a doc comment: clap would take it for the subcommand's help, over the one in main.rs.)
// Check documents: their messages only (no ESIS), exit 0 when all are valid.
#[derive(clap::Args, Debug)]
pub(crate) struct Args {
    /// The documents (`-` for standard input). Only regular files are read: a
    /// directory, FIFO, device or socket is refused, and the next document checked.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    #[command(flatten)]
    documents: crate::document_options::DocumentOptions,
    /// Load each document's DTD anew rather than keeping the DTDs loaded for earlier
    /// documents (as one process per document would).
    #[arg(long)]
    no_dtd_cache: bool,
}

/// Run the subcommand.
pub(crate) fn run(args: &Args) -> ExitCode {
    let mut base = Options::onsgmls();
    // The encoding is found as HTML 4.01 5.2 says, not assumed to be ISO 8859-1 as
    // onsgmls is told when nothing says: a document without a charset is read as UTF-8
    // when it is valid UTF-8, else as windows-1252, with a warning.
    base.encoding.default_encoding = None;
    let options = match args.documents.apply(base, Profile::Onsgmls) {
        Ok(options) => options,
        Err(error) => return crate::usage_error(&error),
    };
    // One checker for each way documents are read (the W3C validator's for HTML, byte by
    // byte for other documents read by hand), each keeping its DTDs.
    let mut checkers: Vec<((InputCharacters, bool), Validator)> = Vec::new();
    let mut all_valid = true;
    let mut unreadable = false;
    // Messages are written as they are found, not held: a document with millions of
    // errors (and `-E 0`) costs no memory for each.
    let mut stderr = std::io::BufWriter::with_capacity(64 << 10, std::io::stderr().lock());
    for file in &args.files {
        // A large document is read in windows (`Options::windows`), never whole.
        let path = crate::files::document_path(file);
        let opened = crate::files::Document::open(file, options.max_input_bytes).and_then(|mut input| {
            let plan = args
                .documents
                .characters(&options, &mut input, path, None, Profile::Onsgmls)
                .map_err(std::io::Error::other)?;
            Ok((input, plan))
        });
        let (input, plan) = match opened {
            Ok(opened) => opened,
            Err(error) => {
                let _ = writeln!(stderr, "omittag: cannot read {}: {error}", file.display());
                unreadable = true;
                continue;
            }
        };
        let way = (plan.input.clone(), plan.by_hand);
        let at = match checkers.iter().position(|(read, _)| *read == way) {
            Some(at) => at,
            None => {
                let mut options = options.clone();
                plan.apply(&mut options);
                let checker = if args.no_dtd_cache {
                    Validator::without_cache(options)
                } else {
                    Validator::new(options)
                };
                checkers.push((way, checker));
                checkers.len() - 1
            }
        };
        let checker = &checkers[at].1;
        let name = crate::files::document_name(file, plan.messages);
        let mut valid = true;
        let mut messages = plan.messages.writer(&mut stderr);
        let mut on_message = |message: &omittag::Message| {
            let _ = message.write_line(&mut messages, "omittag");
            valid &= message.severity != omittag::Severity::Error;
        };
        let result =
            checker.validate_read_streamed(input.into_reader(), DocumentName::new(&name).at(path), &mut on_message);
        let _ = messages.flush();
        if let Err(error) = result {
            let _ = writeln!(stderr, "omittag: cannot read {}: {error}", file.display());
            unreadable = true;
            continue;
        }
        all_valid &= valid;
    }
    let _ = stderr.flush();
    if unreadable {
        ExitCode::from(2)
    } else if all_valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
