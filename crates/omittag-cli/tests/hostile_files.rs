//! The command line against hostile files (issue 15 items 3, 5, 6, 9; issue 20's file
//! access): devices, FIFOs and directories refused from their type without hanging,
//! batch mode going on past them; catalogs bounded and reported; a catalog planted
//! beside a document kept inside the document's tree; a document's own files read in
//! its tree, as onsgmls reads them, and nothing outside it.

#![cfg(unix)]

use std::path::{Path, PathBuf};
use std::time::Duration;

use assert_cmd::Command;

/// A backstop against a hang only (a FIFO read would block for ever), not a measure of
/// speed: each of these takes well under a second of CPU time, and this is long enough for
/// a debug build on a machine loaded with other builds.
const TIMEOUT: Duration = Duration::from_secs(60);

fn omittag() -> Command {
    let mut command = Command::cargo_bin("omittag").unwrap();
    command.env_remove("SGML_CATALOG_FILES").timeout(TIMEOUT);
    command
}

/// A fresh scratch directory of this test, with `secret.ent` (a marker text) in it and
/// an empty `doc/`.
fn scratch(test: &str) -> PathBuf {
    let root = std::env::temp_dir().join(format!("omittag-cli-hostile-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("doc")).unwrap();
    std::fs::write(root.join("secret.ent"), "SECRET-MARKER").unwrap();
    root
}

fn mkfifo(path: &Path) {
    let made = std::process::Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success(), "mkfifo {}", path.display());
}

const VALID: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n\
                     <meta http-equiv=Content-Type content=\"text/html; charset=utf-8\"><title>t</title>\n<p>text\n";

/// Invalid: an unknown element.
const INVALID_P: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n\
                         <meta http-equiv=Content-Type content=\"text/html; charset=utf-8\"><title>t</title>\n<tabel>\n";

fn stderr_of(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_device_named_as_a_document_is_refused_at_once() {
    let output = omittag().args(["check", "/dev/zero"]).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains("/dev/zero") && stderr.contains("character device"),
        "{stderr}"
    );
    let output = omittag().args(["esis", "/dev/zero"]).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr_of(&output).contains("character device"));
}

#[test]
fn a_fifo_is_refused_and_the_other_documents_are_reported() {
    let root = scratch("fifo");
    std::fs::write(root.join("doc/a.html"), VALID).unwrap();
    std::fs::write(root.join("doc/c.html"), VALID).unwrap();
    mkfifo(&root.join("doc/x.html"));
    mkfifo(&root.join("fifo"));
    let output = omittag()
        .args(["validate", "--format", "gnu", "--no-progress"])
        .arg(root.join("doc"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains("x.html") && stderr.contains("named pipe (FIFO)"),
        "{stderr}"
    );
    assert!(
        stderr.contains("2 documents: 2 valid") && stderr.contains("1 unreadable"),
        "{stderr}"
    );
    // check goes on with the next file as well
    let output = omittag()
        .arg("check")
        .arg(root.join("doc/x.html"))
        .arg(root.join("doc/a.html"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr_of(&output).contains("named pipe (FIFO)"));
    // a FIFO as a catalog, or as a declaration
    let output = omittag()
        .args(["check", "-c"])
        .arg(root.join("fifo"))
        .arg(root.join("doc/a.html"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains("cannot read catalog") && stderr.contains("FIFO"),
        "{stderr}"
    );
    // A declaration that cannot be read is a failure to run (2), not an invalid one (1).
    let output = omittag().arg("decl").arg(root.join("fifo")).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr_of(&output).contains("FIFO"));
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn a_device_as_a_catalog_or_named_by_one_is_reported() {
    let root = scratch("zero-catalog");
    std::fs::write(root.join("doc/a.html"), VALID).unwrap();
    std::fs::write(root.join("catalog.cat"), "CATALOG \"/dev/zero\"\n").unwrap();
    for catalog in [Path::new("/dev/zero"), &root.join("catalog.cat")] {
        let output = omittag()
            .args(["check", "-c"])
            .arg(catalog)
            .arg(root.join("doc/a.html"))
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1), "{}", catalog.display());
        let stderr = stderr_of(&output);
        assert!(
            stderr.contains("\"/dev/zero\"") && stderr.contains("character device"),
            "{stderr}"
        );
    }
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn a_catalog_given_that_does_not_exist_is_an_error() {
    let root = scratch("missing");
    std::fs::write(root.join("doc/a.html"), VALID).unwrap();
    let output = omittag()
        .args(["check", "-c"])
        .arg(root.join("missing.cat"))
        .arg(root.join("doc/a.html"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains("omittag:E: cannot read catalog") && stderr.contains("missing.cat"),
        "{stderr}"
    );
    let output = omittag()
        .args(["decl", "--catalog"])
        .arg(root.join("missing.cat"))
        .arg(root.join("doc/a.html"))
        .output()
        .unwrap();
    assert!(stderr_of(&output).contains("missing.cat"));
    let _ = std::fs::remove_dir_all(&root);
}

/// A document naming an entity through the catalog beside it, one by a path in its tree
/// and one by a path out of it.
const NAMING: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [\n\
    <!ENTITY planted PUBLIC \"-//Planted//TEXT Secret//EN\">\n\
    <!ENTITY passwd PUBLIC \"-//Planted//TEXT Passwd//EN\">\n\
    <!ENTITY local SYSTEM \"local.ent\">\n\
    <!ENTITY up SYSTEM \"../secret.ent\">\n\
    ]>\n<meta http-equiv=Content-Type content=\"text/html; charset=utf-8\"><title>t</title>\n\
    <p>&planted; &passwd; &local; &up;</p>\n";

fn planted(test: &str) -> PathBuf {
    let root = scratch(test);
    std::fs::write(root.join("doc/page.html"), NAMING).unwrap();
    std::fs::write(root.join("doc/local.ent"), "LOCAL-TEXT").unwrap();
    std::fs::write(
        root.join("doc/catalog"),
        "PUBLIC \"-//Planted//TEXT Secret//EN\" \"../secret.ent\"\n\
         PUBLIC \"-//Planted//TEXT Passwd//EN\" \"/etc/passwd\"\n",
    )
    .unwrap();
    root
}

#[test]
fn a_planted_catalog_reads_nothing_outside_the_documents_tree() {
    let root = planted("planted");
    let passwd = std::fs::read_to_string("/etc/passwd").unwrap_or_default();
    let first_line = passwd.lines().next().unwrap_or_default().to_owned();
    for command in ["esis", "check", "tree"] {
        let output = omittag().arg(command).arg(root.join("doc/page.html")).output().unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        let stderr = stderr_of(&output);
        for out in [&stdout, &stderr] {
            assert!(!out.contains("SECRET-MARKER"), "{command}: {out}");
            assert!(first_line.len() < 4 || !out.contains(&first_line), "{command}: {out}");
        }
        assert_eq!(output.status.code(), Some(1), "{command}: {stderr}");
        // (tree writes its messages as compilers do, the others as onsgmls)
        assert!(
            stderr.contains("catalog:2:") && stderr.contains("this entry of the document's own catalog is ignored"),
            "{command}: {stderr}"
        );
        if command == "esis" {
            assert!(stdout.contains("LOCAL-TEXT"), "{stdout}");
        }
    }
    // validate (the W3C profile) reads no file the document names, nor its catalog
    let output = omittag()
        .args(["validate", "--format", "gnu"])
        .arg(root.join("doc/page.html"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        !stdout.contains("SECRET-MARKER") && !stdout.contains("catalog:"),
        "{stdout}"
    );
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn allowing_files_reads_them_as_asked() {
    let root = planted("allowed");
    let output = omittag()
        .args(["esis", "--allow-files"])
        .arg(&root)
        .arg(root.join("doc/page.html"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("SECRET-MARKER") && stdout.contains("LOCAL-TEXT"),
        "{stdout}"
    );
    // /etc/passwd is still refused
    assert!(stderr_of(&output).contains("/etc/passwd"));
    // as onsgmls reads them, for a trusted document
    let output = omittag()
        .args(["esis", "--allow-all-files"])
        .arg(root.join("doc/page.html"))
        .output()
        .unwrap();
    let stderr = stderr_of(&output);
    assert!(!stderr.contains("ignored"), "{stderr}");
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn a_catalog_given_opens_its_directory() {
    let root = scratch("catalog-dir");
    std::fs::create_dir_all(root.join("dtds")).unwrap();
    std::fs::write(root.join("dtds/catalog"), "PUBLIC \"-//T//DTD T//EN\" \"t.dtd\"\n").unwrap();
    std::fs::write(
        root.join("dtds/t.dtd"),
        "<!ELEMENT t - - (#PCDATA)><!ENTITY % m SYSTEM \"more.ent\">%m;",
    )
    .unwrap();
    std::fs::write(root.join("dtds/more.ent"), "<!ENTITY more \"MORE-TEXT\">").unwrap();
    std::fs::write(
        root.join("doc/t.sgml"),
        "<!DOCTYPE t PUBLIC \"-//T//DTD T//EN\">\n<t>&more;</t>\n",
    )
    .unwrap();
    let output = omittag()
        .args(["esis", "-c"])
        .arg(root.join("dtds/catalog"))
        .arg(root.join("doc/t.sgml"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains("MORE-TEXT"), "{stdout}{}", stderr_of(&output));
    let _ = std::fs::remove_dir_all(&root);
}

/// Debian's layout: the catalog given (`/etc/sgml/catalog`) names another catalog in
/// another directory (`/usr/share/...`), whose entry locates a DTD in a third directory
/// that names entity sets relative to itself (linuxdoc's `isoent`). Each of those trees
/// opens, as onsgmls reads them; a file in none of them stays refused.
#[test]
fn the_trees_of_the_catalogs_given_and_of_what_they_locate_are_read() {
    let root = scratch("catalog-chain");
    for dir in ["etc", "share/cat", "share/dtd/sets"] {
        std::fs::create_dir_all(root.join(dir)).unwrap();
    }
    std::fs::write(root.join("etc/catalog"), "CATALOG \"../share/cat/more.cat\"\n").unwrap();
    std::fs::write(
        root.join("share/cat/more.cat"),
        "PUBLIC \"-//T//DTD T//EN\" \"../dtd/t.dtd\"\n",
    )
    .unwrap();
    std::fs::write(
        root.join("share/dtd/t.dtd"),
        "<!ELEMENT t - - (#PCDATA)><!ENTITY % sets SYSTEM \"sets/chars.ent\">%sets;\n\
         <!ENTITY secret SYSTEM \"../../secret.ent\">",
    )
    .unwrap();
    std::fs::write(root.join("share/dtd/sets/chars.ent"), "<!ENTITY chars \"SET-TEXT\">").unwrap();
    std::fs::write(
        root.join("doc/t.sgml"),
        "<!DOCTYPE t PUBLIC \"-//T//DTD T//EN\">\n<t>&chars;&secret;</t>\n",
    )
    .unwrap();
    let output = omittag()
        .args(["esis", "-c"])
        .arg(root.join("etc/catalog"))
        .arg(root.join("doc/t.sgml"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = stderr_of(&output);
    assert!(stdout.contains("SET-TEXT"), "{stdout}{stderr}");
    // `../../secret.ent` from the DTD is the scratch root: in no tree
    assert!(
        !stdout.contains("SECRET-MARKER") && !stderr.contains("SECRET-MARKER"),
        "{stdout}{stderr}"
    );
    assert!(
        stderr.contains("secret.ent") && stderr.contains("outside the directories"),
        "{stderr}"
    );
    // the same chain through SGML_CATALOG_FILES
    let output = omittag()
        .env("SGML_CATALOG_FILES", root.join("etc/catalog"))
        .arg("esis")
        .arg(root.join("doc/t.sgml"))
        .output()
        .unwrap();
    assert!(
        String::from_utf8_lossy(&output.stdout).contains("SET-TEXT"),
        "{}",
        stderr_of(&output)
    );
    // the W3C profile reads only what the catalogs locate
    let output = omittag()
        .args(["esis", "--profile", "w3c", "-c"])
        .arg(root.join("etc/catalog"))
        .arg(root.join("doc/t.sgml"))
        .output()
        .unwrap();
    assert!(!String::from_utf8_lossy(&output.stdout).contains("SET-TEXT"));
    assert!(
        stderr_of(&output).contains("only files the catalogs name"),
        "{}",
        stderr_of(&output)
    );
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn standard_input_is_read_when_given_as_a_dash() {
    let output = omittag().args(["check", "-"]).write_stdin(VALID).output().unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", stderr_of(&output));
    let output = omittag().args(["esis", "-"]).write_stdin(VALID).output().unwrap();
    assert!(String::from_utf8_lossy(&output.stdout).contains("-text"));
    let output = omittag()
        .args(["validate", "--format", "gnu", "-"])
        .write_stdin(INVALID_P)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stdout).starts_with("-:"), "{output:?}");
}

#[test]
fn a_catalog_beside_a_declaration_maps_nothing_outside_its_tree() {
    let root = scratch("decl");
    let declaration = include_str!("../../../sgml-decl/html-4.01.decl");
    std::fs::write(root.join("doc/html.decl"), declaration).unwrap();
    std::fs::write(
        root.join("doc/catalog"),
        "PUBLIC \"-//Planted//SYNTAX Secret//EN\" \"../secret.ent\"\nPUBLIC \"-//Planted//SYNTAX Local//EN\" \"local.syn\"\n",
    )
    .unwrap();
    let output = omittag().arg("decl").arg(root.join("doc/html.decl")).output().unwrap();
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains("catalog beside the declaration is ignored") && stderr.contains("secret.ent"),
        "{stderr}"
    );
    assert_eq!(stderr.matches("is ignored").count(), 1, "{stderr}");
    assert!(!String::from_utf8_lossy(&output.stdout).contains("SECRET-MARKER"));
    let _ = std::fs::remove_dir_all(&root);
}

/// Each limit against hostile input is reported naming the option that raises it, and
/// the option raises it: the input size, entity nesting (in the document and the DTD),
/// entity expansion (its floor and its ratio to the document's length) and parameter
/// entity expansion.
#[test]
fn a_limit_message_names_the_option_that_raises_it() {
    let root = scratch("raised");
    let head = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [\n";
    let tail = "<title>t</title>\n<p>";
    let write = |name: &str, text: String| {
        let path = root.join(name);
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    };
    // 5 deep, 54,440 characters expanded (each reference's replacement text counts): past
    // a depth of 4, and an expansion floor of 5,000 with no ratio.
    let entities: String = (1..=4)
        .map(|i| format!("<!ENTITY e{i} \"{}\">\n", format!("&e{};", i - 1).repeat(10)))
        .collect();
    let entities = write(
        "entities.html",
        format!("{head}<!ENTITY e0 \"x\">\n{entities}]>\n{tail}&e4;\n"),
    );
    // 2^12 * 64 bytes of parameter entity text: past 100,000.
    let parameters: String = (1..=12)
        .map(|i| format!("<!ENTITY % p{i} \"%p{p};%p{p};\">\n", p = i - 1))
        .collect();
    let parameters = write(
        "parameters.html",
        format!(
            "{head}<!ENTITY % p0 \"<!-- {} -->\">\n{parameters}%p12;\n]>\n{tail}x\n",
            "x".repeat(55)
        ),
    );
    let cases: [(&str, &str, &str, &[&str]); 5] = [
        ("--max-input-bytes", "100", &entities, &["--max-input-bytes", "200000"]),
        ("--max-entity-depth", "4", &entities, &["--max-entity-depth", "64"]),
        (
            "--max-entity-expansion",
            "5000",
            &entities,
            &["--max-entity-expansion", "100000", "--entity-expansion-ratio", "0"],
        ),
        (
            "--entity-expansion-ratio",
            "0",
            &entities,
            &["--max-entity-expansion", "5000", "--entity-expansion-ratio", "1000"],
        ),
        (
            "--max-parameter-entity-expansion",
            "100000",
            &parameters,
            &["--max-parameter-entity-expansion", "1000000"],
        ),
    ];
    for (flag, low, document, raised) in cases {
        let mut lowered = vec!["check", flag, low, document];
        if flag == "--entity-expansion-ratio" {
            lowered.extend(["--max-entity-expansion", "5000"]);
        }
        let output = omittag().args(&lowered).output().unwrap();
        let stderr = stderr_of(&output);
        assert_eq!(output.status.code(), Some(1), "{flag} {low}: {stderr}");
        assert!(stderr.contains(flag), "{flag} {low} is named: {stderr}");
        let output = omittag().arg("check").args(raised).arg(document).output().unwrap();
        let stderr = stderr_of(&output);
        assert!(!stderr.contains(flag), "{raised:?} raises it: {stderr}");
        assert!(!stderr.contains("limit"), "{raised:?}: {stderr}");
    }
    let _ = std::fs::remove_dir_all(&root);
}

/// `omittag dtd` takes the DTD's limits its messages name.
#[test]
fn the_dtd_command_takes_the_limits_its_messages_name() {
    let root = scratch("dtd-raised");
    let mut dtd = String::from("<!ENTITY % p0 \"<!-- xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx -->\">\n");
    for i in 1..=6 {
        dtd.push_str(&format!("<!ENTITY % p{i} \"%p{p};%p{p};\">\n", p = i - 1));
    }
    dtd.push_str("%p6;\n<!ELEMENT HTML - - (#PCDATA)>\n");
    let path = root.join("bomb.dtd");
    std::fs::write(&path, dtd).unwrap();
    let flag = "--max-parameter-entity-expansion";
    let output = omittag().args(["dtd", flag, "1000"]).arg(&path).output().unwrap();
    let stderr = stderr_of(&output);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains(flag), "{stderr}");
    let output = omittag().arg("dtd").arg(&path).output().unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let _ = std::fs::remove_dir_all(&root);
}
