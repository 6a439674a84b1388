//! Hostile files (issue 15, items 3, 5, 6 and 9): inputs larger than the limit are refused
//! without being read past it; a catalog planted beside a document cannot make it read
//! files outside its tree; catalogs that cannot be read or nest too deep are reported; a
//! parameter entity bomb in the DTD is one message, not a cascade blamed on the bundled
//! DTD; entity files count as input the first time they are read, as expansion after.

use std::io::{self, Read, Seek, SeekFrom};
use std::path::PathBuf;
use std::time::Duration;

use omittag::{Options, Validator};
use sgml_dtd::catalog::FileAccess;

#[path = "support/cpu_time.rs"]
mod cpu_time;
use cpu_time::cpu_bounded;

/// The CPU time any one of these may take, in the debug build on a slow machine (ten
/// times that on the clock is taken for a hang).
const BOUND: Duration = Duration::from_secs(10);

fn codes(messages: &[omittag::Message]) -> Vec<&'static str> {
    messages.iter().map(|m| m.code()).collect()
}

/// An input of `claimed` bytes by its end that gives any number of `<` bytes: counts
/// what is read from it.
struct Endless {
    claimed: u64,
    position: u64,
    read: u64,
}

impl Read for Endless {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        buf.fill(b'<');
        self.read += buf.len() as u64;
        self.position += buf.len() as u64;
        Ok(buf.len())
    }
}

impl Seek for Endless {
    fn seek(&mut self, to: SeekFrom) -> io::Result<u64> {
        self.position = match to {
            SeekFrom::Start(at) => at,
            SeekFrom::End(_) => self.claimed,
            SeekFrom::Current(by) => self.position.saturating_add_signed(by),
        };
        Ok(self.position)
    }
}

#[test]
fn an_input_over_the_limit_is_not_read_past_it() {
    let mut options = Options::default();
    options.max_input_bytes = 10_000;
    let validator = Validator::new(options);
    // Its size says it is too large: nothing is read.
    for claimed in [10_001, 1 << 40] {
        let mut input = Endless {
            claimed,
            position: 0,
            read: 0,
        };
        let report = validator.validate_read(&mut input, "big").unwrap();
        assert_eq!(codes(&report.messages), ["input-too-large"]);
        assert!(
            report.messages[0].text.contains("limit of 10000 bytes"),
            "{}",
            report.messages[0].text
        );
        assert_eq!(input.read, 0, "{claimed}");
        let mut esis = Vec::new();
        let report = validator.esis_read(&mut input, "big", &mut esis).unwrap();
        assert_eq!(codes(&report.messages), ["input-too-large"]);
        assert_eq!(input.read, 0);
    }
    // Its size says nothing (a device, a file that grows): no more than the limit and
    // one read are taken.
    let mut input = Endless {
        claimed: 0,
        position: 0,
        read: 0,
    };
    let report = cpu_bounded("an endless input", BOUND, || {
        validator.validate_read(&mut input, "endless")
    })
    .unwrap();
    assert_eq!(codes(&report.messages), ["input-too-large"]);
    assert!(input.read <= 10_001 + (64 << 10), "read {} bytes", input.read);
}

/// A scratch tree: `doc/` with the document's directory, `secret.ent` beside it (a
/// marker text), `doc/inside.ent`.
fn tree(name: &str) -> PathBuf {
    let root = std::env::temp_dir().join(format!("omittag-hostile-files-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("doc")).unwrap();
    std::fs::write(root.join("secret.ent"), "SECRET-MARKER").unwrap();
    std::fs::write(root.join("doc/inside.ent"), "INSIDE-TEXT").unwrap();
    root
}

const PLANTED: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [\n\
    <!ENTITY secret PUBLIC \"-//Planted//TEXT Secret//EN\">\n\
    <!ENTITY passwd PUBLIC \"-//Planted//TEXT Passwd//EN\">\n\
    <!ENTITY inside PUBLIC \"-//Planted//TEXT Inside//EN\">\n\
    ]><title>x</title><p>&secret; &passwd; &inside;</p>\n";

#[test]
fn a_catalog_planted_beside_a_document_maps_nothing_outside_its_tree() {
    let root = tree("planted");
    std::fs::write(
        root.join("doc/catalog"),
        "PUBLIC \"-//Planted//TEXT Secret//EN\" \"../secret.ent\"\n\
         PUBLIC \"-//Planted//TEXT Passwd//EN\" \"/etc/passwd\"\n\
         PUBLIC \"-//Planted//TEXT Inside//EN\" \"inside.ent\"\n",
    )
    .unwrap();
    let path = root.join("doc/page.html");
    let passwd = std::fs::read_to_string("/etc/passwd").unwrap_or_default();
    let first_line = passwd.lines().next().unwrap_or("root:x:0:0").to_owned();
    let run = |access: FileAccess| {
        let mut options = Options::default();
        options.read_files = true;
        options.file_access = access;
        let mut esis = Vec::new();
        let report = Validator::new(options)
            .esis(
                omittag::Document::new(PLANTED.as_bytes())
                    .named("page.html")
                    .at(Some(&path)),
                &mut esis,
            )
            .unwrap();
        let messages: String = report.messages.iter().map(|m| m.to_line("omittag") + "\n").collect();
        (String::from_utf8(esis).unwrap(), messages, report)
    };
    // The command line's default: the document's tree.
    let (esis, messages, report) = run(FileAccess::DocumentTree(vec![]));
    for output in [&esis, &messages] {
        assert!(!output.contains("SECRET-MARKER"), "{output}");
        assert!(first_line.is_empty() || !output.contains(&first_line), "{output}");
    }
    assert!(esis.contains("INSIDE-TEXT"), "{esis}");
    let refused: Vec<_> = report
        .messages
        .iter()
        .filter(|m| m.code() == "catalog-entry-refused")
        .collect();
    assert_eq!(refused.len(), 2, "{messages}");
    assert!(
        refused[1].text.contains("/etc/passwd") && refused[1].line == 2,
        "{messages}"
    );
    assert!(refused[0].file.ends_with("catalog"), "{messages}");
    // Catalogs only (the library's default policy): the document's catalog is not read.
    let (esis, messages, _) = run(FileAccess::CatalogsOnly);
    assert!(
        !esis.contains("SECRET-MARKER") && !esis.contains("INSIDE-TEXT"),
        "{esis}"
    );
    assert!(!messages.contains("SECRET-MARKER"));
    // Allowing the directory above reads the secret, as asked (and never /etc/passwd).
    let (esis, _, _) = run(FileAccess::DocumentTree(vec![root.clone()]));
    assert!(esis.contains("SECRET-MARKER") && !(first_line.len() > 3 && esis.contains(&first_line)));
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn files_the_document_names_are_read_inside_its_tree_only() {
    let root = tree("names");
    let secret = root.join("secret.ent").display().to_string();
    let subset = format!(
        "<!ENTITY inside SYSTEM \"inside.ent\">\n\
         <!ENTITY up SYSTEM \"../secret.ent\">\n\
         <!ENTITY abs SYSTEM \"{secret}\">\n"
    );
    let (esis, report) = esis_in(&root, &subset, "&inside; &up; &abs;");
    assert!(
        esis.contains("INSIDE-TEXT") && !esis.contains("SECRET-MARKER"),
        "{esis}"
    );
    let refusals = report
        .messages
        .iter()
        .filter(|m| m.text.contains("outside the directories"))
        .count();
    assert_eq!(refusals, 2, "{:?}", report.messages);
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn a_catalog_given_that_cannot_be_read_is_an_error_even_unused() {
    let root = tree("missing");
    let mut options = Options::default();
    options.read_files = true;
    options.catalogs = vec![root.join("missing.cat"), root.join("doc")];
    let document = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><title>x</title><p>x</p>";
    let report = Validator::new(options).validate(omittag::Document::new(document.as_bytes()).named("page.html"));
    let missing: Vec<_> = report
        .messages
        .iter()
        .filter(|m| m.code() == "catalog-not-found")
        .collect();
    assert_eq!(missing.len(), 2, "{:?}", report.messages);
    assert!(missing[0].text.contains("missing.cat") && missing[0].line == 0);
    assert!(missing[1].text.contains("directory"), "{}", missing[1].text);
    assert!(!report.is_valid());
    // A catalog that is not there opens no directory: the one it would be in stays
    // closed to the document.
    let mut options = Options::default();
    options.read_files = true;
    options.catalogs = vec![root.join("missing.cat")];
    options.file_access = FileAccess::DocumentTree(vec![]);
    let naming = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [<!ENTITY up SYSTEM \"../secret.ent\">]>\
                  <title>x</title><p>&up;</p>";
    let mut esis = Vec::new();
    Validator::new(options)
        .esis(
            omittag::Document::new(naming.as_bytes())
                .named("page.html")
                .at(Some(&root.join("doc/page.html"))),
            &mut esis,
        )
        .unwrap();
    assert!(!String::from_utf8(esis).unwrap().contains("SECRET-MARKER"));
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn catalogs_nested_too_deep_are_reported() {
    let root = tree("deep");
    for i in 0..80 {
        std::fs::write(root.join(format!("c{i}")), format!("CATALOG \"c{}\"\n", i + 1)).unwrap();
    }
    std::fs::write(root.join("c80"), "").unwrap();
    let mut options = Options::default();
    options.read_files = true;
    options.catalogs = vec![root.join("c0")];
    let document = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><title>x</title><p>x</p>";
    let report = Validator::new(options).validate(omittag::Document::new(document.as_bytes()).named("page.html"));
    assert_eq!(
        codes(&report.messages)
            .iter()
            .filter(|c| **c == "catalog-too-deep")
            .count(),
        1,
        "{:?}",
        report.messages
    );
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn a_parameter_entity_bomb_is_one_message_not_a_cascade() {
    let mut subset = String::from("<!ENTITY % e0 \"<!-- xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx -->\">\n");
    for i in 1..40 {
        subset.push_str(&format!("<!ENTITY % e{i} \"%e{p};%e{p};\">\n", p = i - 1));
    }
    subset.push_str("%e39;\n");
    let document = format!("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [\n{subset}]><title>x</title><p>x");
    let mut options = Options::default();
    options.parser = Default::default();
    options.parser.max_errors = 0;
    let report = cpu_bounded("a parameter entity bomb", BOUND, || {
        Validator::new(options).validate(omittag::Document::new(document.as_bytes()).named("bomb.html"))
    });
    let errors: Vec<_> = report
        .messages
        .iter()
        .filter(|m| m.severity == sgml_source::Severity::Error)
        .collect();
    // The literals that really are too long are reported; then the limit, once, and
    // nothing after it.
    let (last, before) = errors.split_last().unwrap();
    assert_eq!(last.code(), "expansion-limit");
    assert!(last.text.contains("no document is parsed"), "{}", last.text);
    assert!(
        before.iter().all(|m| m.code() == "quantity-exceeded"),
        "{:?}",
        report.messages
    );
    assert!(
        report.messages.iter().all(|m| m.file == "bomb.html"),
        "{:?}",
        report.messages
    );
    assert!(!report.is_valid());
}

/// An HTML document with the internal subset `subset` and `body` in a `p`, read as
/// `root/doc/book.html` with files allowed inside its directory: its ESIS and report.
fn esis_in(root: &std::path::Path, subset: &str, body: &str) -> (String, omittag::Report) {
    let document =
        format!("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [\n{subset}]><title>x</title><p>{body}</p>\n");
    let mut options = Options::default();
    options.read_files = true;
    options.file_access = FileAccess::DocumentTree(vec![]);
    let mut esis = Vec::new();
    let report = Validator::new(options)
        .esis(
            omittag::Document::new(document.as_bytes())
                .named("book.html")
                .at(Some(&root.join("doc/book.html"))),
            &mut esis,
        )
        .unwrap();
    (String::from_utf8(esis).unwrap(), report)
}

#[test]
fn a_book_of_chapter_files_larger_than_the_expansion_floor_is_read_whole() {
    // Twenty chapter files of 100 KB each: 2 MB of text that a 1 KB document brings in,
    // more than the expansion floor of 1 MiB, but input the user gave, not expansion.
    let root = tree("book");
    let mut subset = String::new();
    let mut body = String::new();
    for i in 0..20 {
        let text = format!("chapter{i} ") + &"word ".repeat(20_000);
        std::fs::write(root.join(format!("doc/ch{i}.sgm")), text).unwrap();
        subset.push_str(&format!("<!ENTITY ch{i} SYSTEM \"ch{i}.sgm\">\n"));
        body.push_str(&format!("&ch{i};"));
    }
    let (esis, report) = esis_in(&root, &subset, &body);
    assert!(
        report
            .messages
            .iter()
            .all(|m| m.severity != sgml_source::Severity::Error),
        "{:?}",
        report.messages
    );
    assert!(esis.contains("chapter0 ") && esis.contains("chapter19 "));
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn one_file_read_again_and_again_under_many_names_is_expansion() {
    // One file of 100 KB named by 300 entities, each by a system identifier of its own
    // for the same file: read once it is input; read again it is expansion, stopped at
    // the limit (the floor of 1 MiB plus 16 times the file once), not 30 MB later.
    let root = tree("again");
    std::fs::write(root.join("doc/big.sgm"), "big ".repeat(25_000)).unwrap();
    let mut subset = String::new();
    let mut body = String::new();
    for i in 0..300 {
        let id = format!("{}big.sgm", "./".repeat(i % 7 + 1));
        subset.push_str(&format!("<!ENTITY e{i} SYSTEM \"{id}\">\n"));
        body.push_str(&format!("&e{i};"));
    }
    let (esis, report) = cpu_bounded("a file read again under many names", BOUND, || {
        esis_in(&root, &subset, &body)
    });
    let stopped = report
        .messages
        .iter()
        .filter(|m| m.text.contains("entity expansion limit"))
        .count();
    assert!(stopped > 0, "{:?}", report.messages);
    assert!(esis.len() < 4 << 20, "{} bytes of ESIS", esis.len());
    let _ = std::fs::remove_dir_all(&root);
}
