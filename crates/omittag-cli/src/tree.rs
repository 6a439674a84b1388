//! `omittag tree`: the typed tree of a document as an indented dump on stdout (implied
//! tags marked, attributes with their declared values, specified or defaulted), and its
//! messages on stderr as `FILE:LINE:COL: severity: text`.

use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use omittag::serialize::TreeView;
use omittag::{Document, Options, Validator};

use crate::document_options::Profile;

// (Not a doc comment: clap would take it for the subcommand's help, over the one in main.rs.)
// Print the typed tree of a document: one node a line, indented by depth.
//
// Elements are `<NAME>`, followed by `implied` when the start tag was omitted and
// inferred from the DTD, `end-implied` when the end tag was, `empty` for an element
// that has no end tag; their attributes follow as `@NAME DECLARED-VALUE = "value"`,
// marked `(defaulted)` when the DTD supplied the value (attributes with no value are
// left out). Data is quoted and escaped, `&name; sdata "text"` is an SDATA entity,
// `<?text>` a processing instruction. With `--json`, the tree as nested JSON objects
// (the shape `omittag::serialize` documents).
#[derive(clap::Args, Debug)]
pub(crate) struct Args {
    /// The document.
    file: PathBuf,
    /// Show where each start and end tag is (line from 1, column in characters from 0).
    #[arg(long)]
    positions: bool,
    /// Print the tree as JSON (elements with their implied flags, attributes, positions
    /// and children) instead of the indented dump.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    documents: crate::document_options::DocumentOptions,
}

/// Run the subcommand: exit 0 when the document is valid, 1 when it is not, 2 when it
/// cannot be read or the output cannot be written.
pub(crate) fn run(args: &Args) -> ExitCode {
    let options = match args.documents.apply(Options::default(), Profile::Onsgmls) {
        Ok(options) => options,
        Err(error) => return crate::usage_error(&error),
    };
    let bytes = match crate::files::read_document(&args.file, options.max_input_bytes) {
        Ok(bytes) => bytes,
        Err(error) => {
            eprintln!("omittag: cannot read {}: {error}", args.file.display());
            return ExitCode::from(2);
        }
    };
    let name = args.file.display().to_string();
    let parsed = Validator::without_cache(options).parse(
        Document::new(&bytes)
            .named(&name)
            .at(crate::files::document_path(&args.file)),
    );
    let mut stdout = BufWriter::with_capacity(64 << 10, std::io::stdout().lock());
    let written = if args.json {
        // Made whole before it is written, so that too deep a tree prints nothing.
        match serde_json::to_string_pretty(&TreeView::new(&parsed.tree)) {
            Ok(json) => writeln!(stdout, "{json}"),
            Err(error) => {
                eprintln!("omittag: {}: {error}", args.file.display());
                return ExitCode::from(2);
            }
        }
    } else {
        write!(stdout, "{}", parsed.tree.dump().positions(args.positions))
    };
    match written.and_then(|()| stdout.flush()) {
        Ok(()) => {}
        // Standard output closed (`omittag tree F | head`): the reader has what it wants.
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => return ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("omittag: cannot write the tree: {error}");
            return ExitCode::from(2);
        }
    }
    let mut stderr = std::io::stderr().lock();
    for message in parsed.messages() {
        let _ = write!(stderr, "{}", crate::report::gnu_lines(&name, message));
    }
    if parsed.is_valid() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
