//! Short reference maps (ISO 8879 9.4.6, 11.5, 11.6) in a document read in windows: the
//! ESIS is the one of the document read whole, wherever the windows end (inside blank
//! sequences, between a record end and the record start after it, inside `--`).

use omittag::Options;
#[path = "support/in_memory.rs"]
mod in_memory;
use in_memory::esis;

/// A DTD with maps that turn empty lines into paragraph breaks, drop the blanks that
/// begin a line, and map quotation marks, `--` and blank sequences to SDATA.
const PROLOG: &str = r#"<!DOCTYPE doc [
<!ELEMENT doc - - (p+)>
<!ELEMENT p - O (#PCDATA|q)*>
<!ELEMENT q - - (#PCDATA)>
<!ENTITY null "">
<!ENTITY psplit "</p><p>">
<!ENTITY qs STARTTAG "q">
<!ENTITY qe ENDTAG "q">
<!ENTITY dash SDATA "[mdash]">
<!ENTITY gap SDATA "[gap]">
<!ENTITY eol SDATA "[eol]">
<!SHORTREF pmap "&#RS;B" null "&#RS;&#RE;" psplit "&#RS;B&#RE;" psplit '"' qs "--" dash "BB" gap "B&#RE;" eol>
<!SHORTREF qmap '"' qe "--" dash>
<!USEMAP pmap p>
<!USEMAP qmap q>
]>
<doc><p>"#;

fn document() -> String {
    let mut text = String::from(PROLOG);
    let mut seed = 7u64;
    let pieces = [
        "word ",
        "\n",
        "\n\n",
        "   ",
        "\t",
        "\"quoted\" ",
        "a--b ",
        "-",
        " \n",
        "  x",
        "\n   \n",
        "text",
        "--\n",
    ];
    while text.len() < 200_000 {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        text.push_str(pieces[(seed >> 33) as usize % pieces.len()]);
    }
    text.push_str("\n</doc>\n");
    text
}

#[test]
fn short_references_read_in_windows_give_the_same_esis() {
    let text = document();
    let whole = esis(text.as_bytes(), "doc.sgml", None, &Options::default());
    let esis_whole = String::from_utf8(whole.esis).unwrap();
    assert!(
        esis_whole.contains("\\|[mdash]\\|") && esis_whole.contains("(Q"),
        "the maps apply"
    );
    assert!(esis_whole.lines().filter(|l| *l == "(P").count() > 100);
    for growth in [1, 97, 4096] {
        let mut options = Options::default();
        options.windows.above = 0;
        options.windows.first = 2048;
        options.windows.parser.growth = growth;
        let validator = omittag::Validator::without_cache(options);
        assert!(
            validator
                .reads_in_windows(std::io::Cursor::new(text.as_bytes()))
                .unwrap()
        );
        let mut out = Vec::new();
        let report = validator
            .esis_read(std::io::Cursor::new(text.as_bytes()), "doc.sgml", &mut out)
            .unwrap();
        let esis_windowed = String::from_utf8(out).unwrap();
        assert!(esis_windowed == esis_whole, "growth {growth}: the ESIS differs");
        assert_eq!(report.messages.len(), whole.messages.len(), "growth {growth}");
    }
}
