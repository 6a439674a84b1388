//! Unit tests of content-model compilation and matching, on models written as in a DTD.

use super::*;

/// Element names of one test, interned in order of first appearance.
#[derive(Default)]
struct Names(Vec<String>);

impl Names {
    fn intern(&mut self, name: &str) -> ElementId {
        match self.0.iter().position(|n| n == name) {
            Some(i) => ElementId(i as u32),
            None => {
                self.0.push(name.to_owned());
                ElementId(self.0.len() as u32 - 1)
            }
        }
    }

    fn id(&self, name: &str) -> ElementId {
        ElementId(
            self.0
                .iter()
                .position(|n| n == name)
                .unwrap_or_else(|| panic!("no {name}")) as u32,
        )
    }

    fn name(&self, id: ElementId) -> &str {
        &self.0[id.index()]
    }
}

/// Parse a model group written as in a DTD (`(A, (B|C)*)`), names made of letters.
fn parse(src: &str, names: &mut Names) -> ModelGroup {
    let tokens: Vec<char> = src.chars().filter(|c| !c.is_whitespace()).collect();
    let mut pos = 0;
    let group = parse_group(&tokens, &mut pos, names);
    assert_eq!(pos, tokens.len(), "trailing text in {src}");
    group
}

fn parse_group(s: &[char], pos: &mut usize, names: &mut Names) -> ModelGroup {
    assert_eq!(s[*pos], '(');
    *pos += 1;
    let mut tokens = Vec::new();
    let mut connector = None;
    loop {
        let token = if s[*pos] == '(' {
            ContentToken::Group(parse_group(s, pos, names))
        } else if s[*pos] == '#' {
            *pos += "#PCDATA".len();
            ContentToken::Pcdata
        } else {
            let start = *pos;
            while s[*pos].is_ascii_alphanumeric() {
                *pos += 1;
            }
            let name: String = s[start..*pos].iter().collect();
            let element = names.intern(&name);
            ContentToken::element(element, occurrence(s, pos))
        };
        tokens.push(token);
        let c = s[*pos];
        *pos += 1;
        let this = match c {
            ')' => break,
            ',' => Connector::Seq,
            '|' => Connector::Or,
            '&' => Connector::And,
            other => panic!("unexpected {other}"),
        };
        assert!(connector.is_none_or(|c| c == this), "mixed connectors");
        connector = Some(this);
    }
    let occurrence = occurrence(s, pos);
    ModelGroup::new(connector.unwrap_or(Connector::Seq), tokens, occurrence)
}

fn occurrence(s: &[char], pos: &mut usize) -> Occurrence {
    let o = match s.get(*pos) {
        Some('?') => Occurrence::Opt,
        Some('+') => Occurrence::Plus,
        Some('*') => Occurrence::Rep,
        _ => return Occurrence::Once,
    };
    *pos += 1;
    o
}

struct Model {
    compiled: Compiled,
    names: Names,
}

fn model(src: &str) -> Model {
    let mut names = Names::default();
    let group = parse(src, &mut names);
    let compiled = ContentModel::compile(&group).expect("compiles");
    Model { compiled, names }
}

impl Model {
    fn automaton(&self) -> &ContentModel {
        &self.compiled.model
    }

    /// The state after `items` (names; `#` is data), or `None` where one is refused.
    fn run(&self, items: &str) -> Option<MatchState> {
        let mut state = MatchState::start();
        for item in items.split_whitespace() {
            state = if item == "#" {
                state.step_pcdata(self.automaton())?
            } else {
                state.step(self.automaton(), self.names.id(item))?
            };
        }
        Some(state)
    }

    fn accepts(&self, items: &str) -> bool {
        self.run(items).is_some_and(|s| s.can_end(self.automaton()))
    }

    fn implied(&self, items: &str) -> Option<&str> {
        let state = self.run(items).expect("valid prefix");
        state.implied_start_tag(self.automaton()).map(|id| self.names.name(id))
    }

    fn expected(&self, items: &str) -> Vec<String> {
        let state = self.run(items).expect("valid prefix");
        state
            .expected(self.automaton())
            .map(|t| match t {
                ModelToken::Element(id) => self.names.name(id).to_owned(),
                ModelToken::Pcdata => "#PCDATA".to_owned(),
            })
            .collect()
    }

    fn ambiguity_messages(&self, element: &str) -> Vec<String> {
        self.compiled
            .ambiguities
            .iter()
            .map(|a| a.diagnostic_kind(element, |id| self.names.name(id)).to_string())
            .collect()
    }
}

#[test]
fn sequence() {
    let m = model("(A, B, C)");
    assert!(m.compiled.ambiguities.is_empty());
    assert!(m.accepts("A B C"));
    assert!(!m.accepts("A B"));
    assert!(!m.accepts(""));
    assert!(m.run("A C").is_none());
    assert!(m.run("#").is_none());
    assert_eq!(m.implied(""), Some("A"));
    assert_eq!(m.implied("A"), Some("B"));
    assert_eq!(m.implied("A B C"), None);
    assert_eq!(m.expected("A"), ["B"]);
}

#[test]
fn choice() {
    let m = model("(A | B | C)");
    assert!(m.accepts("A") && m.accepts("B") && m.accepts("C"));
    assert!(!m.accepts("A B") && !m.accepts(""));
    // a choice is never contextually required
    assert_eq!(m.implied(""), None);
    assert_eq!(m.expected(""), ["A", "B", "C"]);
}

#[test]
fn occurrence_indicators() {
    let m = model("(A?, B*, C+)");
    assert!(m.accepts("C"));
    assert!(m.accepts("A B B C C"));
    assert!(m.accepts("B C"));
    assert!(!m.accepts("A A C"));
    assert!(!m.accepts("A B"));
    assert!(m.run("C B").is_none());
    // C is the first required token, even with A? and B* before it
    assert_eq!(m.implied(""), Some("C"));
    assert_eq!(m.implied("A"), Some("C"));
    assert_eq!(m.implied("A B"), Some("C"));
    // after C, more C may follow but none is required
    assert_eq!(m.implied("C"), None);
    assert!(m.run("C").unwrap().can_end(m.automaton()));
}

#[test]
fn nested_groups() {
    let m = model("(A, (B | (C, D))+, E?)");
    assert!(m.compiled.ambiguities.is_empty());
    assert!(m.accepts("A B"));
    assert!(m.accepts("A C D B C D E"));
    assert!(!m.accepts("A C"));
    assert!(!m.accepts("A E"));
    assert_eq!(m.implied("A C"), Some("D"));
    assert_eq!(m.implied("A"), None, "B or C: a choice");
}

#[test]
fn mixed_content() {
    let m = model("(#PCDATA | A | B)*");
    assert!(m.automaton().contains_pcdata());
    assert!(!m.compiled.pcdata_unreachable);
    assert!(m.accepts(""));
    assert!(m.accepts("# A # # B A #"));
    for prefix in ["", "#", "A", "A B #"] {
        let state = m.run(prefix).unwrap();
        assert!(state.pcdata_allowed(m.automaton()));
        assert!(state.can_end(m.automaton()));
        assert_eq!(state.implied_start_tag(m.automaton()), None);
    }
    assert_eq!(m.expected("A"), ["#PCDATA", "A", "B"]);
}

#[test]
fn pcdata_unreachable_in_sequence() {
    let m = model("(#PCDATA, A)");
    assert!(m.compiled.pcdata_unreachable);
    assert!(m.accepts("# A") && m.accepts("A") && m.accepts("# # A"));
    assert!(!m.run("A").unwrap().pcdata_allowed(m.automaton()));
    let m = model("(#PCDATA)");
    assert!(!m.compiled.pcdata_unreachable);
    assert!(m.accepts("") && m.accepts("# #"));
}

#[test]
fn html_table() {
    let m = model("(CAPTION?, (COL*|COLGROUP*), THEAD?, TFOOT?, TBODY+)");
    assert!(m.compiled.ambiguities.is_empty());
    assert!(m.accepts("TBODY"));
    assert!(m.accepts("CAPTION COL COL THEAD TBODY TBODY"));
    assert!(m.accepts("COLGROUP TFOOT TBODY"));
    assert!(!m.accepts("COL COLGROUP TBODY"));
    assert!(!m.accepts("THEAD"));
    // TBODY's start tag is omissible in HTML 4: it is implied where rows begin
    assert_eq!(m.implied(""), Some("TBODY"));
    assert_eq!(m.implied("CAPTION COL"), Some("TBODY"));
    assert_eq!(m.implied("THEAD TFOOT"), Some("TBODY"));
    assert_eq!(m.implied("TBODY"), None);
    assert_eq!(m.expected("CAPTION"), ["COL", "COLGROUP", "THEAD", "TFOOT", "TBODY"]);
    let shown = m.automaton().group().display(|id| m.names.name(id)).to_string();
    assert_eq!(shown, "(CAPTION?,(COL*|COLGROUP*),THEAD?,TFOOT?,TBODY+)");
}

#[test]
fn html_document() {
    // <!ELEMENT HTML O O (HEAD, BODY)> and <!ELEMENT HEAD O O (%head.content;) +(%head.misc;)>
    let m = model("(HEAD, BODY)");
    assert_eq!(m.implied(""), Some("HEAD"));
    assert_eq!(m.implied("HEAD"), Some("BODY"));
    let head = model("(TITLE & BASE?)");
    assert!(head.compiled.ambiguities.is_empty());
    assert!(head.accepts("TITLE") && head.accepts("BASE TITLE") && head.accepts("TITLE BASE"));
    assert!(!head.accepts("BASE") && !head.accepts("TITLE TITLE") && !head.accepts("BASE BASE TITLE"));
    assert_eq!(head.implied(""), None, "an AND group is a choice of order");
}

#[test]
fn and_group_html2_head() {
    let m = model("(TITLE & ISINDEX? & BASE?)");
    assert!(m.compiled.ambiguities.is_empty());
    for ok in [
        "TITLE",
        "ISINDEX TITLE",
        "BASE ISINDEX TITLE",
        "TITLE BASE ISINDEX",
        "ISINDEX TITLE BASE",
    ] {
        assert!(m.accepts(ok), "{ok}");
    }
    for bad in ["", "ISINDEX", "TITLE TITLE", "BASE TITLE BASE", "ISINDEX BASE"] {
        assert!(!m.accepts(bad), "{bad}");
    }
    // TITLE still missing: the content cannot end, only the others may come
    let state = m.run("ISINDEX BASE").unwrap();
    assert!(!state.can_end(m.automaton()));
    assert_eq!(m.expected("ISINDEX BASE"), ["TITLE"]);
    assert_eq!(m.expected("TITLE"), ["ISINDEX", "BASE"]);
    assert_eq!(m.expected("TITLE ISINDEX"), ["BASE"]);
    assert_eq!(m.expected("TITLE ISINDEX BASE"), Vec::<String>::new());
}

#[test]
fn and_group_with_sequences_and_repetition() {
    let m = model("((A, B) & C*)");
    assert!(m.compiled.ambiguities.is_empty());
    assert!(m.accepts("A B"));
    assert!(m.accepts("C C A B"));
    assert!(m.accepts("A B C C C"));
    assert!(!m.accepts("A C B"), "a member is matched whole");
    assert!(!m.accepts("C A B C"), "C* is one member, matched once");
    assert_eq!(m.implied("A"), Some("B"));
    let m = model("(A & B)+");
    assert!(m.accepts("A B B A A B"));
    assert!(!m.accepts("A B A"));
    assert!(!m.accepts("A A"));
}

#[test]
fn nested_and_groups() {
    let m = model("((A & B) & C)");
    assert!(m.compiled.ambiguities.is_empty());
    for ok in ["A B C", "B A C", "C A B", "C B A"] {
        assert!(m.accepts(ok), "{ok}");
    }
    for bad in ["A C B", "A B", "C", "A B C A"] {
        assert!(!m.accepts(bad), "{bad}");
    }
}

#[test]
fn ambiguous_models() {
    let m = model("(A?, A)");
    assert_eq!(
        m.ambiguity_messages("X"),
        [
            "the content model of element \"X\" is ambiguous: at the start of the content, \"A\" could match either its 1st or its 2nd occurrence"
        ]
    );
    assert_eq!(m.compiled.ambiguities[0].from, None);
    let m = model("((A, B) | (A, C))");
    assert_eq!(m.compiled.ambiguities.len(), 1);
    assert_eq!(m.compiled.ambiguities[0].token, ModelToken::Element(m.names.id("A")));
    let m = model("(B, (A*, A))");
    assert_eq!(
        m.ambiguity_messages("X"),
        [
            "the content model of element \"X\" is ambiguous: after the 1st \"B\" token, \"A\" could match either its 1st or its 2nd occurrence",
            "the content model of element \"X\" is ambiguous: after the 1st \"A\" token, \"A\" could match either its 1st or its 2nd occurrence",
        ]
    );
    // AND groups: after A, "A" could start the group again or be the other member
    let m = model("(A & A?)");
    assert!(!m.compiled.ambiguities.is_empty());
    // unambiguous models stay so
    for src in ["(A?, B)", "(A*, B, A)", "(A & B?)+", "(#PCDATA | A)*"] {
        assert!(model(src).compiled.ambiguities.is_empty(), "{src}");
    }
}

#[test]
fn exclusions_of_required_tokens() {
    let m = model("(A, B?, (C | D))");
    let state = MatchState::start();
    assert!(state.invalid_exclusion(m.automaton(), m.names.id("A")));
    let after_a = m.run("A").unwrap();
    assert!(!after_a.invalid_exclusion(m.automaton(), m.names.id("B")), "optional");
    assert!(
        !after_a.invalid_exclusion(m.automaton(), m.names.id("C")),
        "in an OR group"
    );
}

#[test]
fn step_implied_follows_the_required_token() {
    let m = model("(A?, B, C)");
    let state = MatchState::start();
    let next = state.step_implied(m.automaton()).unwrap();
    assert_eq!(next, state.step(m.automaton(), m.names.id("B")).unwrap());
    assert_eq!(
        next.current_token(m.automaton()),
        Some((ModelToken::Element(m.names.id("B")), 1))
    );
    assert!(m.run("A B C").unwrap().step_implied(m.automaton()).is_none());
}

#[test]
fn limits() {
    let mut group = ModelGroup::new(Connector::Seq, vec![ContentToken::Pcdata], Occurrence::Once);
    for _ in 0..MAX_GROUP_DEPTH + 1 {
        group = ModelGroup::new(Connector::Seq, vec![ContentToken::Group(group)], Occurrence::Once);
    }
    assert_eq!(ContentModel::compile(&group).unwrap_err(), CompileError::TooDeep);
    let members = (0..65)
        .map(|i| ContentToken::element(ElementId(i), Occurrence::Once))
        .collect();
    let wide = ModelGroup::new(Connector::And, members, Occurrence::Once);
    assert_eq!(
        ContentModel::compile(&wide).unwrap_err(),
        CompileError::AndGroupsTooLarge
    );
    let members = (0..2000)
        .map(|i| ContentToken::element(ElementId(i), Occurrence::Once))
        .collect();
    let big = ModelGroup::new(Connector::Or, members, Occurrence::Rep);
    assert_eq!(
        ContentModel::compile(&big).unwrap_err(),
        CompileError::TooManyTransitions
    );
    let reserved = ModelGroup::new(
        Connector::Seq,
        vec![ContentToken::element(ElementId(u32::MAX), Occurrence::Once)],
        Occurrence::Once,
    );
    assert_eq!(
        ContentModel::compile(&reserved).unwrap_err(),
        CompileError::ReservedElementId
    );
}

#[test]
fn hot_types_keep_their_size() {
    // the open-element stack holds one MatchState per element; a step scans Transitions
    assert_eq!(std::mem::size_of::<MatchState>(), 16);
    assert_eq!(std::mem::size_of::<super::compile::Transition>(), 12);
    assert_eq!(std::mem::size_of::<super::compile::Position>(), 36);
}

/// The ambiguities onsgmls reports for these models (OpenSP 1.5.2, checked by hand with
/// `onsgmls -wmixed` on a DTD declaring each): which token, after which token, and how
/// many AND groups must count as matched.
#[test]
fn ambiguities_as_onsgmls_reports_them() {
    type Expected<'a> = (Option<(&'a str, u32)>, &'a str, u32, u32, u32);
    let cases: [(&str, &[Expected]); 6] = [
        ("(A?, A)", &[(None, "A", 1, 2, 0)]),
        ("((A,B)|(A,C))", &[(None, "A", 1, 2, 0)]),
        (
            "(B, (A*, A))",
            &[(Some(("B", 1)), "A", 1, 2, 0), (Some(("A", 1)), "A", 1, 2, 0)],
        ),
        ("(A & A?)", &[(None, "A", 1, 2, 0)]),
        (
            "((A & C?)+, A)",
            &[(Some(("A", 1)), "A", 1, 2, 1), (Some(("C", 1)), "A", 1, 2, 1)],
        ),
        ("((A & C) & (A?, B))", &[(None, "A", 1, 2, 0)]),
    ];
    for (src, expected) in cases {
        let m = model(src);
        let found: Vec<Expected> = m
            .compiled
            .ambiguities
            .iter()
            .map(|a| {
                let name = |t: ModelToken| t.element().map_or("#PCDATA", |e| m.names.name(e));
                (
                    a.from.map(|f| (name(f.token), f.occurrence)),
                    name(a.token),
                    a.first,
                    a.second,
                    a.and_matches,
                )
            })
            .collect();
        assert_eq!(found, expected, "{src}");
    }
    let m = model("(#PCDATA, A)");
    assert!(m.compiled.ambiguities.is_empty() && m.compiled.pcdata_unreachable);
    let message = m.ambiguity_messages("Y5");
    assert!(message.is_empty());
    let m = model("((A & C?)+, A)");
    assert_eq!(
        m.ambiguity_messages("Y5")[0],
        "the content model of element \"Y5\" is ambiguous: after the 1st \"A\" token (with its innermost AND group \
         complete), \"A\" could match either its 1st or its 2nd occurrence"
    );
}

/// onsgmls implies the start tag of the first required token even after optional ones:
/// with `<!ELEMENT X - - (A?, B)>` and `<!ELEMENT B O O (C)>`, `<X><C>` parses as
/// `<X><B><C>`.
#[test]
fn required_token_after_optional_ones() {
    let m = model("(A?, B)");
    assert_eq!(m.implied(""), Some("B"));
    assert_eq!(m.implied("A"), Some("B"));
}

/// Positions with the same follow list share it: in `(#PCDATA|A|B|C)*` the start, the
/// data token and the element tokens have three distinct lists of four transitions.
#[test]
fn identical_follow_lists_are_shared() {
    let m = model("(#PCDATA|A|B|C)*");
    assert_eq!(m.automaton().position_count(), 5);
    assert_eq!(m.automaton().transition_count(), 12);
    assert!(m.accepts("A # B C # A"));
    // a shared list's ambiguity is reported once per position, as onsgmls does for
    // <!ELEMENT X - - ((A|B|A)*)>
    let m = model("(A|B|A)*");
    let from: Vec<Option<(ModelToken, u32)>> = m
        .compiled
        .ambiguities
        .iter()
        .map(|a| a.from.map(|f| (f.token, f.occurrence)))
        .collect();
    let (a, b) = (
        ModelToken::Element(m.names.id("A")),
        ModelToken::Element(m.names.id("B")),
    );
    assert_eq!(from, [None, Some((a, 1)), Some((b, 1)), Some((a, 2))]);
}

/// Contextually required elements as onsgmls infers them (a `B O O (C)` element whose
/// start tag onsgmls implies without a message where it is required, and reports as
/// missing where it is not).
#[test]
fn implied_start_tags_as_onsgmls_infers_them() {
    // (A & B): after A, B is not required (an AND group's transitions never are)
    assert_eq!(model("(A & B)").implied("A"), None);
    // sequences inside the model and inside an AND member
    let m = model("(A, (B+, D))");
    assert_eq!(m.implied("A"), Some("B"));
    assert_eq!(m.implied("A B"), Some("D"));
    assert_eq!(model("((A, B) & D)").implied("A"), Some("B"));
    assert_eq!(model("(A, (D & B))").implied("A"), None);
    // the first required token of the model, after an optional and a repeated group
    assert_eq!(model("(A?, (B, D)*, B)").implied(""), Some("B"));
}

/// `#PCDATA` reachability and ambiguity as `onsgmls -wmixed` reports them.
#[test]
fn mixed_content_checks_as_onsgmls_reports_them() {
    let unreachable = |src| {
        let m = model(src);
        (m.compiled.pcdata_unreachable, m.compiled.ambiguities.len())
    };
    assert_eq!(unreachable("(#PCDATA)"), (false, 0));
    assert_eq!(unreachable("(A, #PCDATA)"), (true, 0));
    assert_eq!(unreachable("(#PCDATA & A)"), (false, 0));
    assert_eq!(unreachable("(#PCDATA | A)*"), (false, 0));
    assert_eq!(unreachable("((#PCDATA | A)* & B?)"), (false, 0));
    assert_eq!(unreachable("((#PCDATA | A)* & B)"), (false, 0));
    assert_eq!(unreachable("((#PCDATA, A) & (#PCDATA, B))*"), (false, 3));
    assert_eq!(unreachable("(#PCDATA | A | B)+"), (false, 0));
    let m = model("((#PCDATA, A) & (#PCDATA, B))*");
    let found: Vec<(Option<u32>, u32)> = m
        .compiled
        .ambiguities
        .iter()
        .map(|a| (a.from.map(|f| f.occurrence), a.and_matches))
        .collect();
    assert_eq!(found, [(None, 0), (Some(1), 1), (Some(1), 1)]);
    assert!(m.compiled.ambiguities.iter().all(|a| a.token == ModelToken::Pcdata));
}

#[test]
fn compiled_models_are_shareable() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<ContentModel>();
    send_sync::<MatchState>();
}

/// Every state reachable in `m`, stepping on each element and on data.
fn reachable_states(m: &Model) -> Vec<MatchState> {
    let model = m.automaton();
    let mut seen = vec![MatchState::start()];
    let mut next = 0;
    while next < seen.len() && seen.len() < 10_000 {
        let state = seen[next];
        next += 1;
        let steps = (0..m.names.0.len() as u32)
            .filter_map(|e| state.step(model, ElementId(e)))
            .chain(state.step_pcdata(model));
        for after in steps.collect::<Vec<_>>() {
            if !seen.contains(&after) {
                seen.push(after);
            }
        }
    }
    seen
}

#[test]
fn table_steps_agree_with_searched_steps() {
    // and steps on data agree with the transition taken
    for src in [
        "(#PCDATA | A | B | C | D | E | F | G | H | I | J)*",
        "(A | B | C | D | E | F | G | H | I | J)+",
        "(HEAD, (A | B | C | D | E | F | G | H | I | J)*, (K | A)?)",
        "((A | B | C | D) , (A | E | F | G | H | I | J | K)*)",
        "(A?, (B | C | D | E | F | G | H | I | J)*, A, (B | C)*)",
        "((A | B | C | D | E | F | G | H)* & X & Y?)",
        "(T?, (A | B | C | D | E | F | G | H | #PCDATA)*, (A | Z)*)",
        "(A, B, C, D, E, F, G, H, I, J)",
    ] {
        let m = model(src);
        let model = m.automaton();
        let states = reachable_states(&m);
        assert!(states.len() > 1, "{src}");
        for state in states {
            assert_eq!(
                state.step_pcdata(model),
                state.step_pcdata_taken(model),
                "{src}: {state:?} on data"
            );
            // one element id past the model's too: refused by both
            for element in 0..=m.names.0.len() as u32 {
                let element = ElementId(element);
                assert_eq!(
                    state.step(model, element),
                    state.step_searched(model, element),
                    "{src}: {state:?} on {element:?}"
                );
            }
        }
    }
}

#[test]
fn data_anywhere_is_the_step_on_data_from_every_state() {
    for (src, anywhere) in [
        ("(#PCDATA | A | B | C | D | E | F | G | H | I | J)*", true),
        ("(#PCDATA | A)*", true),
        ("(#PCDATA)", true),
        ("(A, #PCDATA)", false),
        ("(#PCDATA | A)+", true),
        ("(T?, (A | B | #PCDATA)*)", true),
        ("(T, (A | B | #PCDATA)*)", false),
        ("((#PCDATA | A)* & X)", false),
        ("(A | B)*", false),
    ] {
        let m = model(src);
        let model = m.automaton();
        let found = MatchState::data_anywhere(model);
        assert_eq!(found.is_some(), anywhere, "{src}");
        if let Some(to) = found {
            for state in reachable_states(&m) {
                assert_eq!(state.step_pcdata(model), Some(to), "{src}: {state:?}");
            }
        }
    }
}
