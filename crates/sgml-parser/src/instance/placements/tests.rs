//! The table of placements against the general path: random instances of a DTD with
//! the constructs the table leaves to the general path (inclusions, exclusions, EMPTY
//! elements, a required element with a `#REQUIRED` attribute, an `&` group, start tags
//! that may not be omitted, undeclared elements, deep nesting) give the same ESIS and
//! messages with the table as without it.

use proptest::prelude::*;
use sgml_source::LineIndex;

use super::GENERAL_ONLY;
use crate::esis::EsisOptions;
use crate::{EsisSink, ParserOptions, SelfContained};

const DTD: &str = r#"<!DOCTYPE doc [
<!ELEMENT doc O O (head, body)>
<!ELEMENT head O O (title, meta*)>
<!ELEMENT title - - (#PCDATA)>
<!ELEMENT meta - O EMPTY>
<!ELEMENT body O O (p|list|table|div|form|sect|pair)+ +(ins)>
<!ELEMENT div - - (p|list|table|div|pair|ins)* -(form)>
<!ELEMENT form - - (p|div|table)+ -(form|ins|tbody)>
<!ELEMENT p - O (#PCDATA|em|a|br)*>
<!ELEMENT a - - (#PCDATA|em)* -(a)>
<!ELEMENT em - - (#PCDATA|a)*>
<!ELEMENT br - O EMPTY>
<!ELEMENT list - - (item)+>
<!ELEMENT item - O (#PCDATA|list|p)*>
<!ELEMENT table - - (caption?, thead?, tbody+)>
<!ELEMENT caption - - (#PCDATA)>
<!ELEMENT thead - O (row+)>
<!ELEMENT tbody O O (row+)>
<!ELEMENT row - O (cell)+>
<!ELEMENT cell - O (#PCDATA|p|table)*>
<!ELEMENT ins - - (#PCDATA|p)*>
<!ELEMENT sect O O (heading, p+)>
<!ATTLIST sect id ID #REQUIRED>
<!ELEMENT heading O O (#PCDATA)>
<!ELEMENT pair - - (left & right)>
<!ELEMENT left O O (#PCDATA)>
<!ELEMENT right - O (#PCDATA)>
]>
"#;

/// The pieces an instance is made of.
const PIECES: &[&str] = &[
    "<title>",
    "</title>",
    "<meta>",
    "<body>",
    "</body>",
    "<div>",
    "</div>",
    "<form>",
    "</form>",
    "<p>",
    "</p>",
    "<a>",
    "</a>",
    "<em>",
    "</em>",
    "<br>",
    "<list>",
    "</list>",
    "<item>",
    "</item>",
    "<table>",
    "</table>",
    "<caption>",
    "<thead>",
    "<tbody>",
    "</tbody>",
    "<row>",
    "</row>",
    "<cell>",
    "</cell>",
    "<ins>",
    "</ins>",
    "<sect>",
    "<heading>",
    "<pair>",
    "</pair>",
    "<left>",
    "<right>",
    "<undeclared>",
    "</undeclared>",
    "text",
    "&#38;",
    "\n",
];

/// The ESIS of `text` and its messages as `line:column:letter`.
fn parse(text: &str) -> (String, Vec<String>) {
    let mut out = Vec::new();
    let sink = EsisSink::new(&mut out, EsisOptions::default(), ("test", text));
    let document = SelfContained::read(text);
    let (found, sink) = document.parse(text, &ParserOptions::default(), sink);
    sink.finish(false).expect("writing to a Vec");
    let lines = LineIndex::new(text);
    let messages = found
        .iter()
        .map(|d| {
            let at = lines.line_col(text, d.location.span.start);
            format!("{}:{}:{:?}", at.line, at.column, d.kind)
        })
        .collect();
    (String::from_utf8(out).expect("UTF-8"), messages)
}

/// [`parse`] with the table, then without it.
fn both(instance: &str) -> ((String, Vec<String>), (String, Vec<String>)) {
    let text = format!("{DTD}{instance}");
    let with_table = parse(&text);
    GENERAL_ONLY.with(|general| general.set(true));
    let general = parse(&text);
    GENERAL_ONLY.with(|general| general.set(false));
    (with_table, general)
}

#[test]
fn implied_start_tags_near_taglvl_are_placed_as_by_the_general_path() {
    // TBODY implied at each depth around TAGLVL (24 in the reference quantity set).
    for divs in 18..=26 {
        let instance = format!("<title>t</title>{}<table><row><cell>x</table>", "<div>".repeat(divs));
        let (with_table, general) = both(&instance);
        assert_eq!(with_table, general, "{divs} DIVs");
    }
}

#[test]
fn implied_tags_are_placed_as_by_the_general_path() {
    for instance in [
        "<title>t</title><p>a<p>b<list><item>c<item>d</list><table><row><cell>e<cell>f<row><cell>g</table>",
        "<title>t</title><heading>h<p>x",
        "<title>t</title><div><form><p>x</form></div>",
        "<title>t</title><pair><right>r<left>l</pair>",
        "<p>x<ins><p>y</ins>",
        "<title>t</title><div><p>x<ins>y</ins></div>",
        "<title>t</title><form><table><row><cell>x</table></form>",
    ] {
        let (with_table, general) = both(instance);
        assert_eq!(with_table, general, "{instance}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn random_instances_are_placed_as_by_the_general_path(pieces in prop::collection::vec(0..PIECES.len(), 0..60)) {
        let instance: String = pieces.iter().map(|&i| PIECES[i]).collect();
        let (with_table, general) = both(&instance);
        prop_assert_eq!(with_table, general, "{}", instance);
    }
}
