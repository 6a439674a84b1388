//! Hostile documents that once cost quadratic time or output: they must stay linear.

use omittag::Options;
use omittag::document::esis;

const HEAD: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><title>x</title>";

#[test]
fn many_undefined_attributes_in_one_tag_are_each_reported_once() {
    let attributes: Vec<String> = (0..20_000).map(|i| format!("a{i}=1")).collect();
    let document = format!("{HEAD}<p {}>x", attributes.join(" "));
    let options = Options {
        parser: sgml_parser::ParserOptions {
            max_errors: 0,
            ..Default::default()
        },
        ..Default::default()
    };
    let result = esis(document.as_bytes(), "many.html", None, &options);
    let undefined = result
        .messages
        .iter()
        .filter(|m| m.text.contains("has no attribute"))
        .count();
    assert_eq!(undefined, 20_000);
}

#[test]
fn attributes_added_to_an_element_type_are_capped() {
    let tags: String = (0..600).map(|i| format!("<p a{i}=x>")).collect();
    let document = format!("{HEAD}{tags}<p>last");
    let options = Options {
        parser: sgml_parser::ParserOptions {
            max_errors: 0,
            ..Default::default()
        },
        ..Default::default()
    };
    let result = esis(document.as_bytes(), "grow.html", None, &options);
    let esis = String::from_utf8(result.esis).unwrap();
    // The last P lists its declared attributes and at most 256 added ones, all implied.
    let last = esis.rfind("(P\n").unwrap();
    let before = &esis[..last];
    let start = before.rfind(")P\n").unwrap();
    let added = before[start..]
        .lines()
        .filter(|l| l.starts_with("AA") && l.ends_with(" IMPLIED"))
        .count();
    assert_eq!(added, 256);
}
