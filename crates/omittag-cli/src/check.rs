//! `omittag check`: documents parsed and validated with no output but their messages, as
//! `onsgmls -s` does; many documents in one run share the DTDs they use.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use omittag::{Options, Validator};
use sgml_parser::ParserOptions;

/// Check documents: their messages only (no ESIS), exit 0 when all are valid.
#[derive(clap::Args, Debug)]
pub(crate) struct Args {
    /// The documents (`-` for standard input). Only regular files are read: a
    /// directory, FIFO, device or socket is refused, and the next document checked.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// A catalog to read before the bundled one (may be repeated).
    #[arg(short = 'c', long = "catalog")]
    catalogs: Vec<PathBuf>,
    #[command(flatten)]
    access: crate::files::FileArgs,
    /// The documents' character encoding (a charset label), overriding detection.
    #[arg(long)]
    encoding: Option<String>,
    /// Stop after this many errors in a document (0: no limit).
    #[arg(short = 'E', default_value_t = 200)]
    max_errors: u32,
    /// Load each document's DTD anew rather than keeping the DTDs loaded for earlier
    /// documents (as one process per document would).
    #[arg(long)]
    no_dtd_cache: bool,
}

/// Run the subcommand.
pub(crate) fn run(args: &Args) -> ExitCode {
    let mut options = Options {
        catalogs: args.catalogs.clone(),
        sgml_catalog_files: std::env::var("SGML_CATALOG_FILES").ok(),
        parser: ParserOptions {
            max_errors: args.max_errors,
            ..ParserOptions::default()
        },
        read_files: true,
        file_access: args.access.access(),
        ..Options::onsgmls()
    };
    // The encoding is found as HTML 4.01 5.2 says, not assumed to be ISO 8859-1 as
    // onsgmls is told when nothing says: a document without a charset is read as UTF-8
    // when it is valid UTF-8, else as windows-1252, with a warning.
    options.encoding.default_encoding = None;
    options.encoding.override_label = args.encoding.clone();
    let checker = if args.no_dtd_cache {
        Validator::without_cache(options)
    } else {
        Validator::new(options)
    };
    let mut all_valid = true;
    let mut unreadable = false;
    let mut stderr = std::io::stderr().lock();
    for file in &args.files {
        let name = file.display().to_string();
        // A large document is read in windows (`Options::windows`), never whole.
        let max = checker.options().max_input_bytes;
        let opened = crate::files::Document::open(file, max);
        let result =
            match opened.and_then(|input| checker.validate_read(input, &name, crate::files::document_path(file))) {
                Ok(result) => result,
                Err(error) => {
                    let _ = writeln!(stderr, "omittag: cannot read {}: {error}", file.display());
                    unreadable = true;
                    continue;
                }
            };
        for message in &result.messages {
            let _ = writeln!(stderr, "{}", message.to_line("omittag"));
        }
        all_valid &= result.is_valid();
    }
    if unreadable {
        ExitCode::from(2)
    } else if all_valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
