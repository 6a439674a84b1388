//! `omittag esis`: a document's ESIS on stdout, as onsgmls prints it, and its messages
//! on stderr.

use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use omittag::options::{EsisOptions, ParserOptions};
use omittag::{DocumentName, Options, Validator};

use crate::document_options::Profile;

// (Not a doc comment: clap would take it for the subcommand's help, over the one in main.rs.)
// Print the ESIS of a document (as `onsgmls` prints it) and its messages.
#[derive(clap::Args, Debug)]
pub(crate) struct Args {
    /// The document (`-` for standard input; only a regular file is read, never a
    /// FIFO, a device or a directory).
    file: PathBuf,
    #[command(flatten)]
    documents: crate::document_options::DocumentOptions,
    /// Print the encoding used and where it came from (and the DOCTYPE) on stderr.
    #[arg(short, long)]
    verbose: bool,
    /// An ESIS output option, as onsgmls's: line, omitted (tagomit and attromit together), tagomit, attromit, empty, id, included, comment, notation-sysid, version, entity, nonsgml, data-attribute (may be repeated).
    #[arg(short = 'o', value_name = "OPTION")]
    output: Vec<String>,
    /// A warning switch of onsgmls's: valid, non-sgml-char-ref, min-tag (unclosed, empty
    /// and net together), unclosed, empty, net, duplicate, undefined, mixed,
    /// unused-param, unused-map, default, notation-sysid, should, sgmldecl,
    /// all (mixed, should, default, undefined, unused-map, unused-param, sgmldecl, empty and
    /// unclosed),
    /// and their `no-` forms
    /// (may be repeated). The W3C validator gives `-w valid
    /// -w non-sgml-char-ref -w no-duplicate -w min-tag`.
    #[arg(short = 'w', value_name = "NAME")]
    warnings: Vec<String>,
    /// Accept characters past U+FFFF as ISO 8879 does (onsgmls, with 16-bit characters,
    /// refuses references to them and reads them as U+FFFD; see docs/divergences.md).
    #[arg(long)]
    beyond_bmp: bool,
    /// The encoding of the ESIS, as onsgmls's `-b` (`--bctf`): `utf-8`, `identity` or
    /// `iso-8859-1` (a byte a character), `fixed-2`, `utf-16` or `ucs-2` (two bytes,
    /// the more significant first), another ISO 8859 part, `koi8-r`, `euc-jp`, `euc-kr`,
    /// `gb2312`, `shift_jis`, `big5`; a character the encoding cannot hold is written
    /// `\#N;`. Without it the ESIS is written as onsgmls run by hand writes it: one byte
    /// a character (`\#N;` above 255) for a document read byte by byte, UTF-8 for one
    /// whose encoding was given (`--encoding`) or found as the W3C validator finds it, and
    /// in the encoding that `SP_CHARSET_FIXED=YES` with `SP_ENCODING`, or `SP_BCTF`,
    /// name. A document is read as the W3C validator reads it when it is HTML or XHTML
    /// (its DOCTYPE names such a DTD, or it has none and begins with `<html>`) and no
    /// catalog of the user's is read (`-c`, `SGML_CATALOG_FILES`, a `catalog` beside it),
    /// or with `--profile w3c`; any other as onsgmls reads it by hand: every byte the
    /// character of its number, with no warning about the encoding, as SGML (XML when its
    /// catalogs give `xml.dcl`).
    #[arg(short = 'b', long = "bctf", value_name = "NAME")]
    bctf: Option<String>,
}

/// Apply onsgmls's `-w NAME` switches to `options`; the name of an unknown one.
fn warning_switches<'a>(names: &'a [String], options: &mut ParserOptions) -> Result<(), &'a str> {
    for name in names {
        match name.as_str() {
            // Validation is always on, as by default in onsgmls.
            "valid" => {}
            "duplicate" => options.warn_duplicate_entities = true,
            "no-duplicate" => options.warn_duplicate_entities = false,
            "non-sgml-char-ref" => options.warn_non_sgml_char_ref = true,
            "no-non-sgml-char-ref" => options.warn_non_sgml_char_ref = false,
            "undefined" => options.warn_undefined_elements = true,
            "no-undefined" => options.warn_undefined_elements = false,
            "mixed" => options.warn_mixed_content = true,
            "no-mixed" => options.warn_mixed_content = false,
            "unused-param" => options.warn_unused_parameter_entities = true,
            "no-unused-param" => options.warn_unused_parameter_entities = false,
            "unused-map" => options.warn_unused_maps = true,
            "no-unused-map" => options.warn_unused_maps = false,
            "default" => options.warn_default_entity = true,
            "no-default" => options.warn_default_entity = false,
            "notation-sysid" => options.warn_notation_sysid = true,
            "no-notation-sysid" => options.warn_notation_sysid = false,
            "should" => options.warn_should = true,
            "no-should" => options.warn_should = false,
            "sgmldecl" => options.warn_sgml_decl = true,
            "no-sgmldecl" => options.warn_sgml_decl = false,
            "min-tag" => options.warn_min_tag = true,
            "unclosed" => options.warn_unclosed_tags = true,
            "no-unclosed" => options.warn_unclosed_tags = false,
            "empty" => options.warn_empty_tags = true,
            "no-empty" => options.warn_empty_tags = false,
            "net" => options.warn_net_enabling = true,
            "no-net" => options.warn_net_enabling = false,
            "no-min-tag" => options.warn_min_tag = false,
            "all" => options.warn_all(true),
            "no-all" => options.warn_all(false),
            other => return Err(other),
        }
    }
    Ok(())
}

/// Run the subcommand.
pub(crate) fn run(args: &Args) -> ExitCode {
    let mut esis_options = EsisOptions::default();
    for option in &args.output {
        match option.as_str() {
            "line" => esis_options.line = true,
            "omitted" => esis_options.omitted = true,
            "tagomit" => esis_options.tag_omitted = true,
            "attromit" => esis_options.attribute_omitted = true,
            "empty" => esis_options.empty = true,
            "id" => esis_options.id = true,
            "included" => esis_options.included = true,
            "comment" => esis_options.comment = true,
            "entity" => esis_options.entity = true,
            "nonsgml" => esis_options.nonsgml = true,
            "data-attribute" => esis_options.data_attribute = true,
            "notation-sysid" => esis_options.notation_sysid = true,
            "version" => esis_options.version = true,
            other => {
                eprintln!(
                    "omittag: unknown output option {other:?} (line, omitted, tagomit, attromit, empty, id, included, comment, notation-sysid, version, entity, nonsgml, data-attribute)"
                );
                return ExitCode::from(2);
            }
        }
    }
    // The messages are onsgmls's: no fallback DTD, no validator warnings.
    let mut base = Options::onsgmls();
    base.esis = esis_options;
    // The encoding is found as HTML 4.01 5.2 says, not assumed to be ISO 8859-1 as
    // onsgmls is told when nothing says: a document without a charset is read as UTF-8
    // when it is valid UTF-8, else as windows-1252, with a warning.
    base.encoding.default_encoding = None;
    let mut options = match args.documents.apply(base, Profile::Onsgmls) {
        Ok(options) => options,
        Err(error) => return crate::usage_error(&error),
    };
    // A large document is read in windows (`Options::windows`), never whole.
    let mut file = match crate::files::Document::open(&args.file, options.max_input_bytes) {
        Ok(file) => file,
        Err(error) => {
            eprintln!("omittag: cannot read {}: {error}", args.file.display());
            return ExitCode::from(2);
        }
    };
    let path = crate::files::document_path(&args.file);
    // Read and written as onsgmls run by hand would, unless it is HTML read the W3C
    // validator's way.
    let characters = match args
        .documents
        .characters(&options, &mut file, path, args.bctf.as_deref(), Profile::Onsgmls)
    {
        Ok(plan) => plan,
        Err(error) => return crate::usage_error(&error),
    };
    characters.apply(&mut options);
    options.parser.characters_beyond_bmp = args.beyond_bmp;
    options.parser.report_comments = esis_options.comment;
    options.parser.report_entity_lookups = esis_options.entity;
    if let Err(unknown) = warning_switches(&args.warnings, &mut options.parser) {
        eprintln!(
            "omittag: unknown warning switch {unknown:?} (valid, non-sgml-char-ref, min-tag, unclosed, empty, net, duplicate, undefined, mixed, unused-param, unused-map, default, notation-sysid, should, all, and no- forms)"
        );
        return ExitCode::from(2);
    }
    let name = crate::files::document_name(&args.file, characters.messages);
    let validator = Validator::without_cache(options);
    let mut stdout = BufWriter::with_capacity(64 << 10, characters.esis.writer(std::io::stdout().lock()));
    let mut stderr = BufWriter::with_capacity(64 << 10, characters.messages.writer(std::io::stderr().lock()));
    // Messages are written as they are found, not held (a document with millions of
    // errors and `-E 0` costs no memory for each); with `--verbose`, after the encoding
    // and the DOCTYPE, which are known only at the end, so held.
    let mut valid = true;
    let mut on_message = |message: &omittag::Message| {
        let _ = message.write_line(&mut stderr, "omittag");
        valid &= message.severity != omittag::Severity::Error;
    };
    let written = if args.verbose {
        validator.esis_read(file.into_reader(), DocumentName::new(&name).at(path), &mut stdout)
    } else {
        validator.esis_read_streamed(
            file.into_reader(),
            DocumentName::new(&name).at(path),
            &mut stdout,
            &mut on_message,
        )
    };
    let written = written.and_then(|report| stdout.flush().map(|()| report));
    let report = match written {
        Ok(report) => report,
        // Standard output closed (`omittag esis F | head`): the reader has what it wants.
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => return ExitCode::SUCCESS,
        Err(error) => {
            let _ = stderr.flush();
            eprintln!(
                "omittag: cannot read {} or write its ESIS: {error}",
                args.file.display()
            );
            return ExitCode::from(2);
        }
    };
    if args.verbose {
        if let Some(encoding) = &report.encoding {
            let _ = writeln!(stderr, "omittag: {name}: encoding {encoding}");
        }
        if let Some(doctype) = &report.doctype {
            let _ = writeln!(stderr, "omittag: {name}: document type {doctype}");
        }
    }
    for message in &report.messages {
        let _ = message.write_line(&mut stderr, "omittag");
    }
    let _ = stderr.flush();
    if report.is_valid() && valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_validators_switches_set_the_options() {
        let names: Vec<String> = ["valid", "non-sgml-char-ref", "no-duplicate", "min-tag"]
            .map(String::from)
            .to_vec();
        let mut options = ParserOptions::default();
        assert_eq!(warning_switches(&names, &mut options), Ok(()));
        assert!(options.warn_non_sgml_char_ref && options.warn_min_tag);
        assert!(!options.warn_duplicate_entities);
        let more = vec!["no-min-tag".to_owned(), "duplicate".to_owned()];
        assert_eq!(warning_switches(&more, &mut options), Ok(()));
        assert!(!options.warn_min_tag && options.warn_duplicate_entities);
        let unknown = vec!["bogus".to_owned()];
        assert_eq!(warning_switches(&unknown, &mut options), Err("bogus"));
    }

    #[test]
    fn all_sets_onsgmls_group() {
        let names = |list: &[&str]| list.iter().map(|name| name.to_string()).collect::<Vec<_>>();
        let mut options = ParserOptions::default();
        assert_eq!(warning_switches(&names(&["all", "no-default"]), &mut options), Ok(()));
        assert!(options.warn_mixed_content && options.warn_should && options.warn_undefined_elements);
        assert!(options.warn_unused_maps && options.warn_unused_parameter_entities);
        assert!(options.warns_empty_tags() && options.warns_unclosed_tags());
        assert!(!options.warn_default_entity && !options.warns_net_enabling());
        assert!(!options.warn_duplicate_entities && !options.warn_notation_sysid);
        // -wno-all after -wmin-tag leaves its NET part, as onsgmls
        let mut options = ParserOptions::default();
        assert_eq!(warning_switches(&names(&["min-tag", "no-all"]), &mut options), Ok(()));
        assert!(options.warns_net_enabling() && !options.warns_empty_tags() && !options.warns_unclosed_tags());
        assert!(!options.warn_mixed_content);
    }
}
