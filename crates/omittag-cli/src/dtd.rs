//! `omittag dtd PUBLIC-ID-or-FILE`: load a DTD through the catalogs (the bundled one
//! last) or from a file, and print it as parsed: each element type with its
//! minimization, content model, exceptions and attributes, then the entities, notations
//! and short reference maps. Diagnostics go to standard error.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use omittag::bundled::{self, CatalogSources};
use omittag::dtd::catalog::{CatalogSet, Storage, StorageLocation, decode_text};
use omittag::dtd::parse::{DtdLoader, DtdOptions};

// (Not a doc comment: clap would take it for the subcommand's help, over the one in main.rs.)
// Arguments of `omittag dtd`.
#[derive(clap::Args, Debug)]
pub(crate) struct Args {
    /// A public identifier (`-//W3C//DTD HTML 4.01//EN`) looked up in the catalogs, or
    /// the path of a DTD file.
    #[arg(allow_hyphen_values = true)]
    dtd: String,
    /// A catalog to read before the bundled one; may be repeated. `SGML_CATALOG_FILES`
    /// is read too.
    #[arg(short = 'c', long = "catalog", value_name = "CATALOG")]
    catalogs: Vec<PathBuf>,
    /// The document type name, whose element type the DTD should declare.
    #[arg(long, default_value = "HTML")]
    name: String,
    /// Also warn about element types used in the DTD but never declared (as
    /// `onsgmls -wundefined`).
    #[arg(long)]
    warn_undefined: bool,
    /// Entity references nested in one another; a deeper one is reported and skipped
    /// [default: 64].
    #[arg(long, value_name = "N", help_heading = "Limits")]
    max_entity_depth: Option<u32>,
    /// Bytes of parameter entity text the DTD may expand in all; past it the rest of the
    /// DTD is read without its references [default: 16 MiB].
    #[arg(long, value_name = "BYTES", help_heading = "Limits")]
    max_parameter_entity_expansion: Option<u64>,
}

/// The catalogs read for a lookup by public identifier: `catalogs`, then
/// `SGML_CATALOG_FILES`, then the bundled one.
fn catalog_set(catalogs: &[PathBuf], storage: &dyn Storage) -> CatalogSet {
    let env = std::env::var("SGML_CATALOG_FILES").ok();
    let sources = CatalogSources {
        command_line: catalogs,
        document: None,
        sgml_catalog_files: env.as_deref(),
    };
    bundled::catalog_set(&sources, storage)
}

/// Whether the catalogs (`catalogs`, `SGML_CATALOG_FILES`, the bundled one) map
/// `public_id` to a DTD; if not, a message that says so and names the nearest known one.
pub(crate) fn known_public_id(public_id: &str, catalogs: &[PathBuf]) -> Result<(), String> {
    let storage = bundled::storage_and_files();
    let set = catalog_set(catalogs, &storage);
    unknown_in(&set, &storage, public_id).map_or(Ok(()), Err)
}

/// Why `public_id` cannot be looked up in `set`, if it cannot.
fn unknown_in(set: &CatalogSet, storage: &dyn Storage, public_id: &str) -> Option<String> {
    if set.lookup_public(storage, public_id).result.is_ok() {
        return None;
    }
    let mut error = format!("the public identifier \"{public_id}\" is not in the catalogs");
    match omittag::suggest::closest_public_id(public_id, set.public_ids()) {
        Some(known) => error.push_str(&format!(": did you mean \"{known}\"?")),
        None => error.push_str(" (give a catalog that maps it with -c)"),
    }
    Some(error)
}

/// Run `omittag dtd`: the dump on standard output, diagnostics on standard error; exit
/// status 1 when the DTD has an error, 2 when it cannot be found or read.
pub(crate) fn run(args: &Args) -> ExitCode {
    let storage = bundled::storage_and_files();
    let catalogs = catalog_set(&args.catalogs, &storage);
    for diagnostic in catalogs.diagnostics() {
        eprintln!("omittag:{diagnostic}");
    }
    // The catalog's SGML declaration (the W3C validator's, from the bundled catalog).
    let declaration = catalogs
        .sgml_decl()
        .and_then(|location| {
            storage
                .read(&location)
                .ok()
                .map(|bytes| decode_text(&bytes).into_owned())
        })
        .map(|text| omittag::decl::parse(&text).declaration)
        .unwrap_or_default();
    let defaults = DtdOptions::default();
    let options = DtdOptions {
        warn_undefined: args.warn_undefined,
        max_entity_depth: args.max_entity_depth.unwrap_or(defaults.max_entity_depth),
        max_expansion: args.max_parameter_entity_expansion.unwrap_or(defaults.max_expansion),
        ..defaults
    };
    let loader = DtdLoader::new(&declaration, &catalogs, &storage).with_options(options);
    let path = PathBuf::from(&args.dtd);
    // A formal public identifier has `//`; anything else with a path separator or a
    // `.dtd` ending is meant as a file.
    let looks_like_path =
        !args.dtd.contains("//") && (args.dtd.contains(std::path::MAIN_SEPARATOR) || args.dtd.ends_with(".dtd"));
    let parsed = if path.is_file() || looks_like_path {
        if let Err(error) = std::fs::metadata(&path) {
            eprintln!("omittag: cannot read {}: {error}", path.display());
            return ExitCode::from(2);
        }
        loader.load_location(&args.name, StorageLocation::File(path))
    } else {
        // An identifier no catalog maps would be read as the catalogs' DOCTYPE entry
        // gives (the fallback DTD), which is not what was asked for.
        if let Some(error) = unknown_in(&catalogs, &storage, &args.dtd) {
            eprintln!("omittag: {error}");
            return ExitCode::from(2);
        }
        loader.load_external(&args.name, Some(&args.dtd), None)
    };
    for diagnostic in &parsed.diagnostics {
        let shown = diagnostic.display(&parsed.dtd, None).to_string();
        eprintln!(
            "omittag:{}",
            onsgmls_form(&shown, diagnostic.diagnostic.severity().letter())
        );
    }
    // A closed pipe (`omittag dtd ... | head`) is not an error of ours.
    let _ = write!(std::io::stdout().lock(), "{}", parsed.dtd.dump());
    if parsed.is_valid() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// A DTD diagnostic as displayed (`FILE:LINE:COL: E: text`) in the form of onsgmls's
/// lines and the other commands' (`FILE:LINE:COL:E: text`).
fn onsgmls_form(shown: &str, letter: char) -> String {
    shown.replacen(&format!(": {letter}: "), &format!(":{letter}: "), 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_letter_follows_the_column_as_in_onsgmls() {
        assert_eq!(
            onsgmls_form("a.dtd:3:21: E: expected X", 'E'),
            "a.dtd:3:21:E: expected X"
        );
    }
}
