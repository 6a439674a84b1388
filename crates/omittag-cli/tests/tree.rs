//! `omittag tree`: the dump of the typed tree, its marks and positions, the messages on
//! stderr in the gnu form, and the exit status.

use std::path::PathBuf;

use assert_cmd::Command;

/// Write `text` to a file of its own under the test's temporary directory.
fn document(name: &str, text: &[u8]) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tree-cli");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn omittag() -> Command {
    Command::cargo_bin("omittag").unwrap()
}

fn utf8(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

const TABLE: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n\
<meta http-equiv=Content-Type content=\"text/html; charset=utf-8\">\n\
<title>T</title>\n\
<table><tr><td colspan=2>caf\u{e9} &amp; <br>tea</table>\n";

#[test]
fn a_valid_document_gives_its_tree_with_implied_tags_marked() {
    let path = document("table.html", TABLE.as_bytes());
    let output = omittag().arg("tree").arg(&path).output().unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", utf8(&output.stderr));
    assert_eq!(utf8(&output.stderr), "");
    let expected = "\
#document
  <HTML> implied end-implied
    <HEAD> implied end-implied
      <META> empty included
        @HTTP-EQUIV NAME = \"CONTENT-TYPE\"
        @CONTENT CDATA = \"text/html; charset=utf-8\"
      <TITLE>
        \"T\"
    <BODY> implied end-implied
      <TABLE>
        <TBODY> implied end-implied
          <TR> end-implied
            <TD> end-implied
              @ROWSPAN NUMBER = \"1\" (defaulted)
              @COLSPAN NUMBER = \"2\"
              \"caf\u{e9} & \"
              <BR> empty
              \"tea\"
";
    assert_eq!(utf8(&output.stdout), expected);
}

#[test]
fn positions_are_lines_and_columns_of_the_tags() {
    let path = document("positions.html", TABLE.as_bytes());
    let output = omittag().args(["tree", "--positions"]).arg(&path).output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    let stdout = utf8(&output.stdout);
    // Implied tags have no place; present ones have theirs, in characters from 0.
    for line in [
        "  <HTML> implied end-implied\n",
        "      <TITLE> 3:0 end 3:8\n",
        "      <META> 2:0 empty included\n",
        "      <TABLE> 4:0 end 4:43\n",
        "            <TD> 4:11 end-implied\n",
        "              <BR> 4:36 empty\n",
    ] {
        assert!(stdout.contains(line), "{line:?} in\n{stdout}");
    }
}

#[test]
fn json_gives_the_tree_as_nested_objects() {
    let path = document("json.html", TABLE.as_bytes());
    let output = omittag().args(["tree", "--json"]).arg(&path).output().unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", utf8(&output.stderr));
    let tree: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(tree["type"], "document");
    // HTML > BODY > TABLE > TBODY > TR > TD
    let html = &tree["children"][0];
    assert_eq!(
        (html["name"].as_str(), html["start_implied"].as_bool()),
        (Some("HTML"), Some(true))
    );
    let table = &html["children"][1]["children"][0];
    assert_eq!((table["line"].as_u64(), table["column"].as_u64()), (Some(4), Some(0)));
    assert_eq!(table["end"], serde_json::json!({"line": 4, "column": 43}));
    let tbody = &table["children"][0];
    assert_eq!(tbody["name"], "TBODY");
    assert_eq!(
        (tbody["start_implied"].as_bool(), tbody["end_implied"].as_bool()),
        (Some(true), Some(true))
    );
    let td = &tbody["children"][0]["children"][0];
    assert_eq!(td["name"], "TD");
    assert_eq!(
        (td["start_implied"].as_bool(), td["end_implied"].as_bool()),
        (Some(false), Some(true))
    );
    assert_eq!(
        td["attributes"],
        serde_json::json!([
            {"name": "ROWSPAN", "declared": "NUMBER", "status": "defaulted", "value": "1"},
            {"name": "COLSPAN", "declared": "NUMBER", "status": "specified", "value": "2"},
        ])
    );
    assert_eq!(td["children"][0]["text"], "caf\u{e9} & ");
    assert_eq!(td["children"][1]["empty"], true);

    // Too deep a tree for JSON: nothing on stdout, the reason on stderr, exit 2.
    let deep = format!(
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 3.2 Final//EN\"><title>t</title>{}x",
        "<blockquote>".repeat(600)
    );
    let path = document("deep.html", deep.as_bytes());
    let output = omittag().args(["tree", "--json"]).arg(&path).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(output.stdout, b"");
    assert!(utf8(&output.stderr).contains("levels"), "{}", utf8(&output.stderr));
}

#[test]
fn an_invalid_document_gives_its_tree_messages_in_gnu_form_and_exit_1() {
    let page = b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>T</title>\n<p>one<tabel>two</p>\n";
    let path = document("invalid.html", page);
    let output = omittag().arg("tree").arg(&path).output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stdout = utf8(&output.stdout);
    assert!(
        stdout.contains("      <P>\n        \"one\"\n        <TABEL> end-implied undeclared\n          \"two\"\n"),
        "{stdout}"
    );
    let stderr = utf8(&output.stderr);
    let name = path.display().to_string();
    assert!(
        stderr
            .lines()
            .any(|l| l.starts_with(&format!("{name}:3:13: error: ")) && l.contains("TABEL")),
        "{stderr}"
    );
    for line in stderr.lines() {
        let rest = line
            .strip_prefix(&format!("{name}:"))
            .unwrap_or_else(|| panic!("{line}"));
        assert!(
            rest.contains(": error: ") || rest.contains(": warning: ") || rest.contains(": note: "),
            "{line}"
        );
    }
}

#[test]
fn the_encoding_option_decides_how_the_bytes_are_read() {
    // é in ISO 8859-1: without the option, it is not UTF-8 and the fallback reads it as
    // windows-1252 with a warning; with it, as asked and without one.
    let page = b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>caf\xe9</title>\n<p>x\n";
    let path = document("latin1.html", page);
    let output = omittag()
        .args(["tree", "--encoding", "iso-8859-1"])
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert!(utf8(&output.stdout).contains("\"caf\u{e9}\""));
    assert_eq!(utf8(&output.stderr), "");
    let output = omittag().arg("tree").arg(&path).output().unwrap();
    assert!(utf8(&output.stderr).contains(": warning: "), "{}", utf8(&output.stderr));
}

#[test]
fn a_catalog_given_with_c_is_read() {
    let dtd = document(
        "mine.dtd",
        b"<!ELEMENT doc - - (item+)>\n<!ELEMENT item - O (#PCDATA)>\n<!ATTLIST item n NUMBER 1>\n",
    );
    let catalog = document("mine.catalog", b"PUBLIC \"-//omittag//DTD test//EN\" \"mine.dtd\"\n");
    let path = document(
        "mine.sgml",
        b"<!DOCTYPE doc PUBLIC \"-//omittag//DTD test//EN\">\n<doc><item>a<item n=2>b</doc>\n",
    );
    assert!(dtd.exists());
    let output = omittag()
        .arg("tree")
        .arg("-c")
        .arg(&catalog)
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", utf8(&output.stderr));
    assert_eq!(
        utf8(&output.stdout),
        "#document\n  <DOC>\n    <ITEM> end-implied\n      @N NUMBER = \"1\" (defaulted)\n      \"a\"\n    <ITEM> end-implied\n      @N NUMBER = \"2\"\n      \"b\"\n"
    );
}

#[test]
fn usage_and_unreadable_files_exit_2() {
    let missing = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tree-cli/no-such-file.html");
    let output = omittag().arg("tree").arg(&missing).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(utf8(&output.stderr).contains("cannot read"), "{}", utf8(&output.stderr));
    assert_eq!(output.stdout, b"");
    let output = omittag().args(["tree", "--no-such-option", "x.html"]).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    let output = omittag().arg("tree").output().unwrap();
    assert_eq!(output.status.code(), Some(2));
}
