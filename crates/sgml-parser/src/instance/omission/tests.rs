//! Omitted-tag inference and recovery on small documents with an internal-subset DTD:
//! each expected ESIS and message list is what onsgmls gives for the same document.

use sgml_source::LineIndex;

use crate::esis::EsisOptions;
use crate::{EsisSink, ParserOptions, SelfContained};

const DTD: &str = r#"<!DOCTYPE doc [
<!ELEMENT doc O O (head, body)>
<!ELEMENT head O O (title)>
<!ELEMENT title - - (#PCDATA)>
<!ELEMENT body O O (p|list|table|ref)+ +(ins)>
<!ELEMENT p - O (#PCDATA|em)*>
<!ELEMENT em - - (#PCDATA)>
<!ELEMENT list - - (item)+>
<!ELEMENT item - O (#PCDATA|list)*>
<!ELEMENT table - - (caption?, row+)>
<!ELEMENT caption - - (#PCDATA)>
<!ELEMENT row - - (cell)+>
<!ELEMENT cell - O (#PCDATA)>
<!ELEMENT ins - - (#PCDATA|p)*>
<!ELEMENT ref - O (#PCDATA)>
<!ATTLIST ref target CDATA #CONREF>
<!ENTITY amp CDATA "&#38;">
]>
"#;

/// The ESIS of `instance` after [`DTD`] (one line per event, joined by `|`, without the
/// final `C`) and its messages as `line:column:letter` (a note has no letter).
fn parse(instance: &str) -> (String, Vec<String>) {
    parse_document(&format!("{DTD}{instance}"))
}

/// [`parse`] for a whole document.
fn parse_document(text: &str) -> (String, Vec<String>) {
    let mut out = Vec::new();
    let sink = EsisSink::new(&mut out, EsisOptions::default(), ("test", text));
    let document = SelfContained::read(text);
    let (found, sink) = document.parse(text, &ParserOptions::default(), sink);
    sink.finish(false).expect("writing to a Vec");
    let lines = LineIndex::new(text);
    let messages = document
        .prolog_diagnostics
        .iter()
        .chain(&found)
        .map(|d| {
            let at = lines.line_col(text, d.location.span.start);
            let letter = d.letter().map(String::from).unwrap_or_default();
            format!("{}:{}:{letter}", at.line, at.column)
        })
        .collect();
    let esis = String::from_utf8(out).expect("UTF-8");
    (esis.lines().collect::<Vec<_>>().join("|"), messages)
}

const HEAD: &str = "(DOC|(HEAD|(TITLE|-t|)TITLE|)HEAD|(BODY|";

#[test]
fn implied_start_tags_are_reported_at_the_end_of_the_tag_that_implies_them() {
    // ROW's start tag may not be omitted: implied anyway, with the message at CELL's `>`
    // (the event itself is at its `<`), and its end tag is missing at TABLE's end tag.
    let (esis, messages) = parse("<title>t</title><table><cell>x</table>\n");
    assert_eq!(esis, format!("{HEAD}(TABLE|(ROW|(CELL|-x|)CELL|)ROW|)TABLE|)BODY|)DOC"));
    assert_eq!(messages, ["19:28:E", "19:37:E", "19:23:"]);
}

#[test]
fn data_of_a_reference_is_reported_where_its_name_ends() {
    let (esis, messages) = parse("<title>t</title><list>&amp;</list>\n");
    assert_eq!(esis, format!("{HEAD}(LIST|(ITEM|-&|)ITEM|)LIST|)BODY|)DOC"));
    assert_eq!(messages, ["19:26:E"]);
}

#[test]
fn a_misplaced_first_tag_leaves_the_document_element_begun() {
    // P cannot start the document (TITLE is required first); it is opened where it is,
    // and the end of the document does not also say there was no document element.
    let (esis, messages) = parse("<p>x</p>\n");
    assert_eq!(esis, "(P|-x|)P");
    assert_eq!(messages, ["19:2:E"]);
}

#[test]
fn after_data_not_allowed_the_rest_up_to_a_tag_is_mixed_content() {
    // One message; the record end and the space that element content would ignore are
    // data, up to the next tag.
    let (esis, messages) = parse("<title>t</title><p>a</p>oops\nmore <p>b\n");
    assert_eq!(esis, format!("{HEAD}(P|-a|)P|-oops\\nmore |(P|-b|)P|)BODY|)DOC"));
    assert_eq!(messages, ["19:24:E"]);
}

#[test]
fn a_cdata_marked_section_ends_the_mixed_reading_of_element_content() {
    // The data after the section is still not reported again, but the record end before
    // it is an element content separator again (the space after it belongs to its data).
    let (esis, messages) = parse("<title>t</title><p>a</p>x<![ CDATA [ z ]]>\ny <p>b\n");
    assert_eq!(esis, format!("{HEAD}(P|-a|)P|-x z y |(P|-b|)P|)BODY|)DOC"));
    assert_eq!(messages, ["19:24:E"]);
}

#[test]
fn a_specified_conref_attribute_makes_the_element_empty() {
    let (esis, messages) = parse("<title>t</title><ref target=x>a<ref>b</ref>\n");
    assert_eq!(
        esis,
        format!("{HEAD}ATARGET CDATA x|(REF|)REF|-a|ATARGET IMPLIED|(REF|-b|)REF|)BODY|)DOC")
    );
    assert_eq!(messages, ["19:30:E"]);
}

#[test]
fn function_characters_are_read_as_the_characters_they_name() {
    // In element content RE and SPACE are separators; in mixed content RE is a record end.
    let (esis, messages) = parse("<title>t</title><list>&#RE;&#SPACE;<item>a</list><p>b&#RE;c\n");
    assert_eq!(
        esis,
        format!("{HEAD}(LIST|(ITEM|-a|)ITEM|)LIST|(P|-b\\nc|)P|)BODY|)DOC")
    );
    assert!(messages.is_empty(), "{messages:?}");
}

#[test]
fn an_included_element_keeps_the_record_end_before_it_held() {
    let (esis, messages) = parse("<title>t</title><p>a\n<ins>b</ins>\nc\n");
    assert_eq!(esis, format!("{HEAD}(P|-a|(INS|-b|)INS|-\\nc|)P|)BODY|)DOC"));
    assert!(messages.is_empty(), "{messages:?}");
}

#[test]
fn an_element_nothing_can_place_is_opened_where_it_is() {
    // CELL fits nowhere in HEAD and no single element could hold it; it stays in HEAD,
    // and the end of the document finds DOC unfinished.
    let (esis, messages) = parse("<title>t</title><cell>x\n");
    assert_eq!(esis, "(DOC|(HEAD|(TITLE|-t|)TITLE|(CELL|-x|)CELL|)HEAD|)DOC");
    assert_eq!(messages, ["19:21:E", "19:24:E"]);
}

#[test]
fn an_end_tag_closes_what_is_open_inside_its_element() {
    let (esis, messages) = parse("<title>t</title><p>a<em>b</p>c\n");
    assert_eq!(esis, format!("{HEAD}(P|-a|(EM|-b|)EM|)P|-c|)BODY|)DOC"));
    assert_eq!(messages, ["19:28:E", "19:20:", "19:29:E"]);
}

#[test]
fn an_inference_loop_ends() {
    // Each element's only content is the other, and both tags may be omitted: data can
    // never find a place, and inference must stop.
    // X is implied at the start, then the data looks for a place for 30 implied start
    // tags, finds a loop, and is reported (and stays in X).
    let (esis, messages) = parse_document("<!DOCTYPE x [ <!ELEMENT x O O (y)> <!ELEMENT y O O (x)> ]>text\n");
    assert_eq!(esis, "(X|-text|)X");
    assert_eq!(messages, ["1:58:E", "1:63:E"]);
}

#[test]
fn an_element_named_by_two_possible_tokens_is_not_inferred() {
    // D fits in B, and B could come next by either of two tokens: OpenSP lists B twice
    // ("one of B, B"), so it infers nothing and opens D where it is.
    let (esis, messages) = parse_document(
        "<!DOCTYPE a [ <!ELEMENT a - - ((b?)*&b)*> <!ELEMENT b - - (#PCDATA|d)*> \
         <!ELEMENT d - - (#PCDATA)> ]><a><d>x</d></a>\n",
    );
    assert_eq!(esis, "(A|(D|-x|)D|)A");
    assert_eq!(messages, ["1:106:E"]);
}

#[test]
fn an_exclusion_of_a_required_element_is_reported_when_the_element_finds_a_place() {
    // E is excluded by Y but required first in X: implying E (empty), then the ends of X
    // and Y places it in R; the messages of that attempt come out, the exclusion first.
    let (esis, messages) = parse_document(
        "<!DOCTYPE r [ <!ELEMENT r - - (y|e)*> <!ELEMENT y O O (x) -(e)> \
         <!ELEMENT x O O (e, f?)> <!ELEMENT e - O ANY> <!ELEMENT f - - (#PCDATA)> ]>\
         <r><y><x><e>z</r>\n",
    );
    assert_eq!(esis, "(R|(Y|(X|(E|)E|)X|)Y|(E|-z|)E|)R");
    assert_eq!(messages, ["1:150:E", "1:150:E", "1:150:E", "1:150:E"]);
}

#[test]
fn an_attempt_stops_after_thirty_implied_start_tags() {
    // A chain of elements each requiring the next, all tags omissible: the instance start
    // implies E0, then the data needs 30 more start tags (E1..E30) with 31 elements and 31
    // with 32; OpenSP gives up past 30.
    for (length, expected) in [(31, "(E0|(E1|"), (32, "(E0|-x|)E0")] {
        let mut doc = String::from("<!DOCTYPE e0 [");
        for i in 0..length {
            if i + 1 < length {
                doc.push_str(&format!("<!ELEMENT e{i} O O (e{})>", i + 1));
            } else {
                doc.push_str(&format!("<!ELEMENT e{i} O O (#PCDATA)>"));
            }
        }
        doc.push_str("]>x\n");
        let (esis, messages) = parse_document(&doc);
        assert!(esis.starts_with(expected), "{length}: {esis}");
        // (The reference concrete syntax's TAGLVL of 24 is exceeded too: a Q, not an E.)
        let errors = messages.iter().filter(|m| m.ends_with(":E")).count();
        assert_eq!(errors == 0, length == 31, "{length}: {messages:?}");
    }
}

#[test]
fn an_implied_end_of_an_included_element_keeps_its_record_end_level() {
    // D is included in R; E ends it by inference. OpenSP does not mark that implied end
    // as an included element's, so the RE held before D is never released.
    let (esis, messages) = parse_document(
        "<!DOCTYPE r [ <!ELEMENT r - - (#PCDATA|e)* +(d)> <!ELEMENT d - O (#PCDATA)> \
         <!ELEMENT e - O EMPTY> ]><r>a\n<d><e>b\n</r>\n",
    );
    assert_eq!(esis, "(R|-a|(D|)D|(E|)E|-b|)R");
    assert!(messages.is_empty(), "{messages:?}");
}

proptest::proptest! {
    /// Any sequence of start tags, end tags, data and references of the test DTD's
    /// elements parses to the end without panicking, and the ESIS stays balanced.
    #[test]
    fn any_tag_soup_parses_with_balanced_esis(
        pieces in proptest::collection::vec(
            proptest::sample::select(vec![
                "<doc>", "<head>", "<title>", "</title>", "<body>", "<p>", "</p>", "<em>", "</em>",
                "<list>", "</list>", "<item>", "<table>", "</table>", "<caption>", "<row>", "</row>",
                "<cell>", "<ins>", "</ins>", "<ref target=x>", "<ref>", "</ref>", "<undef>", "</undef>",
                "</doc>", "x", " ", "\n", "&amp;", "&#RE;", "&#SPACE;", "<!-- c -->", "<?pi>",
            ]),
            0..40,
        )
    ) {
        let (esis, _) = parse(&pieces.concat());
        let mut depth = 0i32;
        for line in esis.split('|') {
            if line.starts_with('(') {
                depth += 1;
            } else if line.starts_with(')') {
                depth -= 1;
                proptest::prop_assert!(depth >= 0, "{esis}");
            }
        }
        proptest::prop_assert_eq!(depth, 0, "{}", esis);
    }
}
