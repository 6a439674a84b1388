//! The stable codes of every message kind are an interface (JSON output, filters,
//! explanations): this test holds them to the list in `data/message_codes.txt`, one code a
//! line in the order the kinds declare them, by kind. A new kind adds a line there; a
//! changed or removed code fails here.

use omittag::message::every_code;

#[test]
fn codes_are_the_listed_ones() {
    let expected = include_str!("data/message_codes.txt");
    let mut actual = String::new();
    for (kind, codes) in every_code() {
        actual.push_str(&format!("# {kind}\n"));
        for code in codes {
            actual.push_str(code);
            actual.push('\n');
        }
    }
    assert_eq!(actual, expected, "the message codes changed");
}
