//! Subdocument entities (SUBDOC) where onsgmls gives no reference to compare with, and
//! onsgmls's `-i` and `-D` switches through the library's options: a subdocument that
//! refers to itself is read once, not again (onsgmls reads it again at every level until
//! it crashes); a long chain of subdocuments stops at omittag's own limit of 16 open, in
//! bounded stack; the SUBDOC quantity is an error but the subdocument is read; and many
//! concurrent document types (CONCUR), or subdocuments that each refer twice to the next,
//! cost bounded time.

use std::fs;
use std::path::{Path, PathBuf};

use omittag::options::FileAccess;
use omittag::{Document, Options, Validator};

/// The SGML declaration of these documents, with `SUBDOC YES n`.
fn declaration(subdoc: u32) -> String {
    format!(
        r#"<!SGML "ISO 8879:1986"
  CHARSET BASESET "ISO 646-1983//CHARSET International Reference Version (IRV)//ESC 2/5 4/0"
  DESCSET 0 9 UNUSED 9 2 9 11 2 UNUSED 13 1 13 14 18 UNUSED 32 95 32 127 1 UNUSED
  CAPACITY SGMLREF TOTALCAP 35000
  SCOPE DOCUMENT
  SYNTAX SHUNCHAR CONTROLS 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 127
  BASESET "ISO 646-1983//CHARSET International Reference Version (IRV)//ESC 2/5 4/0"
  DESCSET 0 128 0
  FUNCTION RE 13 RS 10 SPACE 32 TAB SEPCHAR 9
  NAMING LCNMSTRT "" UCNMSTRT "" LCNMCHAR "-." UCNMCHAR "-." NAMECASE GENERAL YES ENTITY NO
  DELIM GENERAL SGMLREF SHORTREF SGMLREF
  NAMES SGMLREF
  QUANTITY SGMLREF
  FEATURES MINIMIZE DATATAG NO OMITTAG YES RANK NO SHORTTAG YES
  LINK SIMPLE NO IMPLICIT NO EXPLICIT NO
  OTHER CONCUR NO SUBDOC YES {subdoc} FORMAL NO
  APPINFO NONE>
"#
    )
}

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let root = std::env::temp_dir().join(format!("omittag-subdocuments-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&root);
    fs::create_dir_all(&root).expect("a scratch directory");
    root
}

fn options() -> Options {
    let mut options = Options::onsgmls();
    options.read_files = true;
    options.file_access = FileAccess::All;
    options.parse_mode = Some(omittag::ParseMode::Sgml);
    options
}

/// The ESIS and message codes of the document at `path`.
fn esis_of(path: &std::path::Path, options: Options) -> (String, Vec<&'static str>) {
    let bytes = fs::read(path).expect("the document");
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let mut out = Vec::new();
    let report = Validator::new(options)
        .esis(Document::new(&bytes).named(&name).at(Some(path)), &mut out)
        .expect("ESIS written");
    let codes = report.messages.iter().map(|m| m.code()).collect();
    (String::from_utf8(out).expect("UTF-8"), codes)
}

#[test]
fn a_subdocument_that_refers_to_itself_is_read_once() {
    let root = scratch("recursive");
    let document = root.join("doc.sgml");
    fs::write(
        &document,
        format!(
            "{}<!DOCTYPE doc [\n<!ELEMENT doc - - (#PCDATA)>\n<!ENTITY s SYSTEM \"part.sgm\" SUBDOC>\n]>\n<doc>&s;</doc>\n",
            declaration(5)
        ),
    )
    .unwrap();
    fs::write(
        root.join("part.sgm"),
        "<!DOCTYPE r [\n<!ELEMENT r - - (#PCDATA)>\n<!ENTITY again SYSTEM \"part.sgm\" SUBDOC>\n]>\n<r>x&again;y</r>\n",
    )
    .unwrap();
    let (esis, codes) = esis_of(&document, options());
    assert_eq!(esis.matches("{s\n").count(), 1, "{esis}");
    assert!(!esis.contains("{again"), "{esis}");
    assert!(esis.contains("-xy\n"), "{esis}");
    assert_eq!(codes, ["subdocument-recursive"]);
    // The document referring to itself as a subdocument: refused at once.
    let own = root.join("own.sgml");
    fs::write(
        &own,
        format!(
            "{}<!DOCTYPE doc [\n<!ELEMENT doc - - (#PCDATA)>\n<!ENTITY me SYSTEM \"own.sgml\" SUBDOC>\n]>\n<doc>a&me;b</doc>\n",
            declaration(5)
        ),
    )
    .unwrap();
    let (esis, codes) = esis_of(&own, options());
    assert_eq!(esis, "(DOC\n-ab\n)DOC\n");
    assert_eq!(codes, ["subdocument-recursive"]);
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn a_chain_of_subdocuments_stops_at_sixteen_open() {
    let root = scratch("chain");
    let document = chain_of_subdocuments(&root, 30, |level| format!("{level}&s;"));
    let (esis, codes) = esis_of(&document, options());
    assert_eq!(esis.matches("{s\n").count(), 16, "{esis}");
    assert_eq!(esis.matches("}s\n").count(), 16, "{esis}");
    assert_eq!(codes, ["subdocument-limit"]);
    // The SUBDOC quantity (2) is exceeded at the third: reported, and read all the same
    // up to omittag's own limit, as onsgmls reads on.
    let small = root.join("small.sgml");
    fs::write(
        &small,
        fs::read_to_string(&document)
            .unwrap()
            .replace("SUBDOC YES 99", "SUBDOC YES 2"),
    )
    .unwrap();
    let (esis, codes) = esis_of(&small, options());
    assert_eq!(esis.matches("{s\n").count(), 16);
    assert_eq!(
        codes.iter().filter(|c| **c == "subdocument-limit").count(),
        15,
        "{codes:?}"
    );
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn files_are_not_read_unless_allowed() {
    let root = scratch("refused");
    let document = root.join("doc.sgml");
    fs::write(
        &document,
        format!(
            "{}<!DOCTYPE doc [\n<!ELEMENT doc - - (#PCDATA)>\n<!ENTITY s SYSTEM \"/etc/passwd\" SUBDOC>\n]>\n<doc>&s;</doc>\n",
            declaration(5)
        ),
    )
    .unwrap();
    let mut confined = options();
    confined.file_access = FileAccess::DocumentTree(Vec::new());
    let (esis, codes) = esis_of(&document, confined);
    assert_eq!(esis, "(DOC\n)DOC\n");
    assert_eq!(codes, ["entity-unreadable"]);
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn include_and_search_directory_options() {
    let root = scratch("switches");
    fs::create_dir_all(root.join("lib")).unwrap();
    fs::write(root.join("lib/text.ent"), "from the search directory").unwrap();
    let document = root.join("doc.sgml");
    fs::write(
        &document,
        "<!DOCTYPE doc [\n<!ENTITY % draft \"IGNORE\">\n<!ELEMENT doc - - (#PCDATA|x)*>\n\
         <![ %draft; [ <!ELEMENT x - - (#PCDATA)> ]]>\n<!ENTITY t SYSTEM \"text.ent\">\n]>\n<doc><x>&t;</x></doc>\n",
    )
    .unwrap();
    let (_, codes) = esis_of(&document, options());
    assert!(codes.contains(&"element-undefined"), "{codes:?}");
    assert!(codes.contains(&"entity-unreadable"), "{codes:?}");
    let mut switched = options();
    switched.include_parameter_entities = vec!["draft".into()];
    switched.search_directories = vec![root.join("lib")];
    let (esis, codes) = esis_of(&document, switched);
    assert_eq!(esis, "(DOC\n(X\n-from the search directory\n)X\n)DOC\nC\n");
    assert!(codes.is_empty(), "{codes:?}");
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn many_concurrent_document_types_cost_bounded_time() {
    let mut text = declaration(5).replace("CONCUR NO", "CONCUR YES 2");
    for i in 0..2000 {
        text.push_str(&format!(
            "<!DOCTYPE d{i} PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [<!ELEMENT x - - (#PCDATA)>]>\n"
        ));
    }
    text.push_str("<d0>x</d0>\n");
    let started = std::time::Instant::now();
    let mut out = Vec::new();
    let mut options = options();
    options.parser.max_errors = 0;
    let report = Validator::new(options)
        .esis(Document::new(text.as_bytes()).named("many.sgml"), &mut out)
        .expect("ESIS written");
    assert!(started.elapsed() < std::time::Duration::from_secs(60));
    // Only the base document type's instance is parsed; the others' DTDs were read.
    assert!(!report.messages.iter().any(|m| m.code() == "additional-doctype"));
}

#[test]
fn subdocuments_that_each_refer_twice_to_the_next_are_read_a_bounded_number_of_times() {
    let root = scratch("doubling");
    let document = chain_of_subdocuments(&root, 16, |_| "&s;&s;".to_owned());
    let started = std::time::Instant::now();
    let (esis, codes) = esis_of(&document, options());
    assert!(started.elapsed() < std::time::Duration::from_secs(60));
    assert_eq!(esis.matches("{s\n").count(), 1000);
    assert!(codes.contains(&"entity-unreadable"), "{codes:?}");
    let _ = fs::remove_dir_all(&root);
}

/// A document `doc.sgml` in `root` whose subdocument `p1.sgm` has `p2.sgm` as its own, and so
/// on to `p{levels}.sgm`: each `pN` element holds `content(N)`, where `&s;` refers to the next.
fn chain_of_subdocuments(root: &Path, levels: usize, content: impl Fn(usize) -> String) -> PathBuf {
    let document = root.join("doc.sgml");
    fs::write(
        &document,
        format!(
            "{}<!DOCTYPE doc [\n<!ELEMENT doc - - (#PCDATA)>\n<!ENTITY s SYSTEM \"p1.sgm\" SUBDOC>\n]>\n<doc>&s;</doc>\n",
            declaration(99)
        ),
    )
    .unwrap();
    for level in 1..=levels {
        fs::write(
            root.join(format!("p{level}.sgm")),
            format!(
                "<!DOCTYPE p [\n<!ELEMENT p - - (#PCDATA)>\n<!ENTITY s SYSTEM \"p{}.sgm\" SUBDOC>\n]>\n<p>{}</p>\n",
                level + 1,
                content(level)
            ),
        )
        .unwrap();
    }
    document
}
