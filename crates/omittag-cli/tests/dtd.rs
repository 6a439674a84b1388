//! `omittag dtd`: answers for every public identifier of the bundled catalog, and
//! reports what is wrong with a DTD file.

use assert_cmd::Command;

fn omittag() -> Command {
    let mut command = Command::cargo_bin("omittag").unwrap();
    command.env_remove("SGML_CATALOG_FILES");
    command
}

#[test]
fn every_public_identifier_of_the_bundled_catalog() {
    let catalog = include_str!("../../../dtd/catalog");
    let ids: Vec<&str> = catalog
        .split("PUBLIC \"")
        .skip(1)
        .map(|rest| &rest[..rest.find('"').unwrap()])
        .collect();
    assert_eq!(ids.len(), 35);
    for id in ids {
        let output = omittag().args(["dtd", id]).output().unwrap();
        let stdout = String::from_utf8(output.stdout).unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert!(output.status.success() && stderr.is_empty(), "{id}: {stderr}");
        assert!(stdout.starts_with("doctype HTML\nelements "), "{id}: {stdout}");
    }
}

#[test]
fn a_faulty_dtd_file_gets_its_diagnostics() {
    let dir = std::env::temp_dir().join(format!("omittag-cli-dtd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bad.dtd");
    std::fs::write(
        &file,
        "<!ELEMENT X - - (Y|Z,W)>\n%undeclared;\n<!ELEMENT Y - O EMPTY>\n",
    )
    .unwrap();
    let output = omittag()
        .args(["dtd", "--name", "y", file.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8(output.stderr).unwrap();
    let name = file.display();
    assert_eq!(
        stderr,
        format!(
            "omittag:{name}:1:20:E: connector \",\" in a group whose tokens are joined by \"|\": a group uses one connector\n\
             omittag:{name}:2:1:E: parameter entity \"undeclared\" is not declared\n"
        )
    );
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.contains("\n  Y - O EMPTY\n"), "{stdout}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_missing_file_is_reported_not_looked_up() {
    let output = omittag().args(["dtd", "no/such/file.dtd"]).output().unwrap();
    // Exit status 2 and no summary of an empty DTD, as for a file the other commands
    // cannot read.
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.starts_with("omittag: cannot read no/such/file.dtd: "),
        "{stderr}"
    );
}
