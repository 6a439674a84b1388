//! `omittag decl`: the summary of every bundled declaration, the diagnostics format and
//! the exit status.

use assert_cmd::cargo::cargo_bin_cmd;

const BUNDLED: &[&str] = &[
    "html-2.decl",
    "html-2-i18n.decl",
    "html-3.2.decl",
    "html-4.0.decl",
    "html-4.01.decl",
    "15445.dcl",
    "w3c-validator.dcl",
    "xml.dcl",
];

fn bundled(name: &str) -> String {
    format!("{}/../../sgml-decl/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_bundled_declaration_reads_without_a_diagnostic() {
    // HTML 2.0 i18n's declaration has findings of its own (below).
    for name in BUNDLED.iter().filter(|n| **n != "html-2-i18n.decl") {
        let output = cargo_bin_cmd!("omittag")
            .arg("decl")
            .arg(bundled(name))
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert!(
            output.stderr.is_empty(),
            "{name}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let stdout = String::from_utf8(output.stdout).unwrap();
        assert!(
            stdout.contains("Quantities:") && stdout.contains("Features:"),
            "{name}: {stdout}"
        );
    }
}

#[test]
fn html_2_i18n_declaration_has_onsgmls_findings() {
    // Its DESCSET count 2147483486 has ten digits, more than the reference NAMELEN (a
    // quantity error), and describes numbers past U+10FFFF (a warning): as onsgmls says.
    let output = cargo_bin_cmd!("omittag")
        .arg("decl")
        .arg(bundled("html-2-i18n.decl"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "{stderr}");
    assert_eq!(stderr.lines().count(), 2, "{stderr}");
    assert!(stderr.contains("2147483486"), "{stderr}");
}

#[test]
fn html_401_summary() {
    let output = cargo_bin_cmd!("omittag")
        .arg("decl")
        .arg(bundled("html-4.01.decl"))
        .output()
        .unwrap();
    assert!(output.status.success());
    insta::assert_snapshot!(String::from_utf8(output.stdout).unwrap());
}

#[test]
fn errors_are_reported_with_positions_and_exit_status_1() {
    let dir = std::env::temp_dir().join(format!("omittag-cli-decl-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bad.decl");
    let text = include_str!("../../../sgml-decl/html-4.01.decl").replace("NAMELEN  65536", "NAMELEN  65536 FOOBAR 1");
    std::fs::write(&file, text).unwrap();
    let output = cargo_bin_cmd!("omittag").arg("decl").arg(&file).output().unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(output.status.code(), Some(1));
    // The rest of the declaration is summarized too.
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.contains("Document character set"), "{stdout}");
    let stderr = String::from_utf8(output.stderr).unwrap();
    let expected = format!(
        "omittag:{}:59:33:E: \"FOOBAR\" is not a quantity name\n",
        file.display()
    );
    assert_eq!(stderr, expected);
}

#[test]
fn a_missing_file_is_an_error_with_exit_status_2_as_for_the_other_commands() {
    let output = cargo_bin_cmd!("omittag")
        .arg("decl")
        .arg("/nonexistent/omittag.decl")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.starts_with("omittag: cannot read /nonexistent/omittag.decl: "),
        "{stderr}"
    );
}

#[test]
fn usage_without_a_file_fails() {
    let output = cargo_bin_cmd!("omittag").arg("decl").output().unwrap();
    assert!(!output.status.success());
}
