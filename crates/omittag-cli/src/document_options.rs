//! The options every subcommand that reads documents shares (`check`, `esis`, `tree`,
//! `validate`), flattened into each: catalogs, file access, the encoding, the HTTP
//! header, the error limit and the profile mean the same wherever they are given.

use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

use clap::ValueEnum;
use omittag::Options;
use omittag::options::ParserOptions;

/// Which rules decide what is reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Profile {
    /// The W3C Markup Validator's: unclosed and NET-enabling start tags are warnings;
    /// warnings for character references to non-SGML characters and for minimized tags
    /// (onsgmls's `-w valid -w non-sgml-char-ref -w no-duplicate -w min-tag`).
    W3c,
    /// onsgmls's defaults.
    Onsgmls,
}

// (Not a doc comment: clap would take it for the help of the subcommands it is in.)
// How the documents are read: shared by the subcommands that read documents.
#[derive(clap::Args, Debug, Default)]
pub(crate) struct DocumentOptions {
    /// A catalog to read before the bundled one (may be repeated). `SGML_CATALOG_FILES`
    /// is read too.
    #[arg(short = 'c', long = "catalog", value_name = "CATALOG")]
    pub(crate) catalogs: Vec<PathBuf>,
    #[command(flatten)]
    pub(crate) access: crate::files::FileArgs,
    /// Declare the parameter entity NAME as `INCLUDE` before the DTD, so that marked
    /// sections `<![ %NAME; [ ... ]]>` are included whatever the DTD says (onsgmls's
    /// `-i`; may be repeated).
    #[arg(short = 'i', long = "include", value_name = "NAME")]
    pub(crate) include: Vec<String>,
    /// Look in DIR for a file a relative system identifier names when there is none
    /// beside the entity that declares it (onsgmls's `-D`; may be repeated, searched in
    /// order). Files in DIR may be read.
    #[arg(short = 'D', long = "directory", value_name = "DIR")]
    pub(crate) directories: Vec<PathBuf>,
    /// The documents' character encoding (a charset label such as `utf-8` or
    /// `Shift_JIS`), overriding detection and onsgmls's environment; the ESIS is then
    /// UTF-8 unless `-b` says otherwise (the W3C validator's `SP_CHARSET_FIXED=YES
    /// SP_ENCODING=LABEL onsgmls -b utf-8`). An unknown label is a usage error.
    #[arg(long, value_name = "LABEL")]
    pub(crate) encoding: Option<String>,
    /// The HTTP `Content-Type` header the documents came with (`text/html;
    /// charset=Shift_JIS`): its charset comes before a byte order mark and the
    /// documents' META declarations, as in the W3C validator.
    #[arg(long, value_name = "VALUE")]
    pub(crate) http_content_type: Option<String>,
    /// Read `utf-16` without a byte order mark as little-endian, as Microsoft products
    /// write it (RFC 2781 says big-endian).
    #[arg(long)]
    pub(crate) utf16_little_endian: bool,
    /// Stop reporting a document's errors after this many (0: no limit). `check` and
    /// `esis` write messages as they are found, holding none; `validate` and `tree` hold
    /// a document's messages to sort and show them, about 330 bytes each (with no limit,
    /// a million errors hold about 330 MB).
    #[arg(short = 'E', long = "max-errors", value_name = "N", default_value_t = 200)]
    pub(crate) max_errors: u32,
    /// Which rules decide what is reported [default: w3c for validate; onsgmls for check,
    /// esis and tree].
    #[arg(long, value_enum, value_name = "PROFILE")]
    pub(crate) profile: Option<Profile>,
    /// Activate the link type NAME (onsgmls `-a`; may be repeated): the link type
    /// declaration of the prolog so named gives elements their link attributes, the
    /// `a` lines of the ESIS (ISO 8879 12).
    #[arg(short = 'a', long = "activate", value_name = "NAME")]
    pub(crate) activate: Vec<String>,
    /// Show the architectural document of the architecture NAME instead of the document
    /// (onsgmls `-A`; ISO/IEC 10744 Annex A.3): the notation NAME of the DTD declares
    /// it and its meta-DTD. Given again, an architecture derived from the one before:
    /// the architectural document of the architectural document.
    #[arg(short = 'A', long = "architecture", value_name = "NAME")]
    pub(crate) architecture: Vec<String>,
    #[command(flatten)]
    pub(crate) limits: LimitArgs,
}

// (Not a doc comment: clap would take it for the help of the subcommands it is in.)
// The limits on what one document or construct may cost, past which it is reported once
// (naming the option here that raises it) and cut, skipped or refused (the document's
// quantities, NAMELEN, LITLEN and the others, are reported well before them). Each
// raises or lowers a limit of the library's `Options` or `ParserOptions`.
#[derive(clap::Args, Debug, Default)]
pub(crate) struct LimitArgs {
    /// Bytes of one document; a larger one is refused, read no further than this
    /// [default: 256 MiB].
    #[arg(long, value_name = "BYTES", help_heading = "Limits")]
    pub(crate) max_input_bytes: Option<usize>,
    /// Entity references nested in one another, in the DTD or the document; a deeper
    /// one is reported and not expanded [default: 64].
    #[arg(long, value_name = "N", help_heading = "Limits")]
    pub(crate) max_entity_depth: Option<usize>,
    /// Characters entity references in the document may produce in all, at least; a
    /// reference past the limit is reported and not expanded [default: 1 Mi]. The limit is
    /// the larger of this and --entity-expansion-ratio times the document's length.
    #[arg(long, value_name = "N", help_heading = "Limits")]
    pub(crate) max_entity_expansion: Option<usize>,
    /// Characters entity references may produce per byte of the document [default: 16];
    /// see --max-entity-expansion.
    #[arg(long, value_name = "N", help_heading = "Limits")]
    pub(crate) entity_expansion_ratio: Option<usize>,
    /// Bytes of parameter entity text a DTD may expand in all; past it the DTD is not
    /// checked further and no document is parsed with it [default: 16 MiB].
    #[arg(long, value_name = "BYTES", help_heading = "Limits")]
    pub(crate) max_parameter_entity_expansion: Option<u64>,
    /// Elements open at once before parsing stops [default: 10000].
    #[arg(long, value_name = "N", help_heading = "Limits")]
    pub(crate) max_open_elements: Option<usize>,
    /// Attributes one start tag may specify; the rest are ignored [default: 10000].
    #[arg(long, value_name = "N", help_heading = "Limits")]
    pub(crate) max_attributes: Option<usize>,
    /// Bytes of one attribute value; the rest is ignored [default: 16 MiB].
    #[arg(long, value_name = "BYTES", help_heading = "Limits")]
    pub(crate) max_attribute_value_length: Option<usize>,
    /// Bytes of a start tag's generic identifier; the rest is ignored [default: 64 KiB].
    #[arg(long, value_name = "BYTES", help_heading = "Limits")]
    pub(crate) max_name_length: Option<usize>,
    /// Bytes of a processing instruction; a longer one is skipped [default: 4 MiB].
    #[arg(long, value_name = "BYTES", help_heading = "Limits")]
    pub(crate) max_processing_instruction_length: Option<usize>,
}

impl LimitArgs {
    /// `options` with the limits given.
    fn apply(&self, options: &mut Options) {
        fn set<T>(limit: &mut T, given: Option<T>) {
            if let Some(given) = given {
                *limit = given;
            }
        }
        set(&mut options.max_input_bytes, self.max_input_bytes);
        set(
            &mut options.max_parameter_entity_expansion,
            self.max_parameter_entity_expansion,
        );
        let parser = &mut options.parser;
        set(&mut parser.max_entity_depth, self.max_entity_depth);
        set(&mut parser.max_entity_expansion, self.max_entity_expansion);
        set(&mut parser.entity_expansion_ratio, self.entity_expansion_ratio);
        set(&mut parser.max_open_elements, self.max_open_elements);
        set(&mut parser.max_attributes, self.max_attributes);
        set(&mut parser.max_attribute_value_length, self.max_attribute_value_length);
        set(&mut parser.max_name_length, self.max_name_length);
        set(
            &mut parser.max_processing_instruction_length,
            self.max_processing_instruction_length,
        );
    }
}

impl DocumentOptions {
    /// `base` with these options applied, `profile` being the subcommand's default
    /// profile; an error for a usage mistake (an unknown encoding label).
    pub(crate) fn apply(&self, mut base: Options, profile: Profile) -> Result<Options, String> {
        if let Some(label) = &self.encoding {
            let probe = omittag::options::EncodingOptions::default().with_override(label.clone());
            if let Err(refused) = omittag::encoding::detect(b"", &probe) {
                return Err(format!("--encoding {label:?}: {}", refused.kind));
            }
        }
        // The W3C validator's profile reads only what the catalogs locate; onsgmls's
        // reads the files of the document's own tree and the catalogs' too.
        let (parser, file_access) = match self.profile.unwrap_or(profile) {
            Profile::W3c => (ParserOptions::w3c(), self.access.access_catalogs_only()),
            Profile::Onsgmls => (ParserOptions::default(), self.access.access()),
        };
        base.parser = parser;
        base.parser.max_errors = self.max_errors;
        self.limits.apply(&mut base);
        base.parser.active_links = self.activate.clone();
        base.architecture = self.architecture.first().cloned();
        base.derived_architectures = self.architecture.iter().skip(1).cloned().collect();
        base.catalogs = self.catalogs.clone();
        base.include_parameter_entities = self.include.clone();
        base.search_directories = self.directories.clone();
        base.sgml_catalog_files = std::env::var("SGML_CATALOG_FILES").ok();
        base.read_files = true;
        base.file_access = file_access;
        base.encoding.override_label = self.encoding.clone();
        base.encoding.http_content_type = self.http_content_type.clone();
        base.encoding.utf16_little_endian = self.utf16_little_endian;
        Ok(base)
    }
}

/// How many bytes of a document decide how it is read (see
/// [`omittag::parse_mode::taken_as_html`]).
const HEAD: u64 = 4096;

impl DocumentOptions {
    /// How the document `input` (read from `path`) is read with `options`, and its ESIS
    /// and messages written (`bctf`: onsgmls's `-b`), `profile` being the subcommand's
    /// default profile. The W3C validator's way — its encoding found as HTML 4.01 says,
    /// UTF-8 out — for an HTML or XHTML document read without catalogs of the user's,
    /// under the `w3c` profile, or with an HTTP header given; onsgmls's by hand for any
    /// other — every byte a character, one byte a character out, `\#N;` above 255 —
    /// unless `--encoding`, `-b` or onsgmls's environment (`SP_CHARSET_FIXED`,
    /// `SP_ENCODING`, `SP_BCTF`) say otherwise ([`omittag::characters::plan`]). `input`
    /// is read from its start and left there.
    pub(crate) fn characters<R: Read + Seek>(
        &self,
        options: &Options,
        input: &mut R,
        path: Option<&Path>,
        bctf: Option<&str>,
        profile: Profile,
    ) -> Result<omittag::characters::CharacterPlan, String> {
        use omittag::characters::{SpEnvironment, plan, read_as_the_validator, reads_user_catalogs};
        let w3c = self.profile.unwrap_or(profile) == Profile::W3c;
        let environment = if w3c {
            SpEnvironment::default()
        } else {
            SpEnvironment::from_process()
        };
        let mut head = Vec::new();
        let read = input
            .by_ref()
            .take(HEAD)
            .read_to_end(&mut head)
            .and_then(|_| input.seek(SeekFrom::Start(0)));
        if let Err(error) = read {
            return Err(format!("cannot read the document: {error}"));
        }
        let as_the_validator =
            w3c || self.http_content_type.is_some() || read_as_the_validator(&head, reads_user_catalogs(options, path));
        plan(self.encoding.as_deref(), bctf, &environment, as_the_validator)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_encoding_is_refused_and_a_known_one_applied() {
        let unknown = DocumentOptions {
            encoding: Some("utf8x".into()),
            ..DocumentOptions::default()
        };
        let error = unknown.apply(Options::default(), Profile::W3c).unwrap_err();
        assert!(error.contains("utf8x"), "{error}");
        let known = DocumentOptions {
            encoding: Some("Shift_JIS".into()),
            max_errors: 7,
            profile: Some(Profile::Onsgmls),
            ..DocumentOptions::default()
        };
        let options = known.apply(Options::default(), Profile::W3c).unwrap();
        assert_eq!(options.encoding.override_label.as_deref(), Some("Shift_JIS"));
        assert_eq!(options.parser.max_errors, 7);
        assert_eq!(options.parser.warn_min_tag, ParserOptions::default().warn_min_tag);
        assert!(options.read_files);
    }

    #[test]
    fn include_and_search_directories_reach_the_options() {
        let given = DocumentOptions {
            include: vec!["draft".into(), "final".into()],
            directories: vec![PathBuf::from("lib"), PathBuf::from("more")],
            ..DocumentOptions::default()
        };
        let options = given.apply(Options::default(), Profile::Onsgmls).unwrap();
        assert_eq!(options.include_parameter_entities, ["draft", "final"]);
        assert_eq!(
            options.search_directories,
            [PathBuf::from("lib"), PathBuf::from("more")]
        );
    }
}
