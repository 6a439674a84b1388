//! Property tests of the content-model automata, on random model groups and random
//! element sequences, against a naive backtracking matcher of ISO 8879's model-group
//! semantics:
//! - without `&` groups, an unambiguous model's automaton accepts exactly the model's
//!   language;
//! - with `&` groups, every sequence the automaton accepts is in the language. The
//!   converse does not hold, by design: like OpenSP, the automaton commits to the first
//!   matching transition, and a token that can be reached both inside the current `&`
//!   member and by starting the group again (`((B & C+)+)` after `B C`, then `C B`) is not
//!   an ambiguity under 11.2.4.3 (it is the same token), so onsgmls rejects
//!   `<B><C><C><B>` there and so do we;
//! - `expected`, `pcdata_allowed` and `implied_start_tag` agree with `step`.

use std::collections::BTreeSet;

use proptest::prelude::*;
use sgml_dtd::content_model::{
    Connector, ContentModel, ContentToken, ElementId, MatchState, ModelGroup, ModelToken, Occurrence,
};

/// One item of content: an element, or a run of data (`None`).
type Item = Option<u32>;

const ELEMENTS: u32 = 4;

fn occurrence() -> impl Strategy<Value = Occurrence> {
    prop_oneof![
        3 => Just(Occurrence::Once),
        1 => Just(Occurrence::Opt),
        1 => Just(Occurrence::Plus),
        1 => Just(Occurrence::Rep),
    ]
}

fn connector() -> impl Strategy<Value = Connector> {
    prop_oneof![Just(Connector::Seq), Just(Connector::Or), Just(Connector::And)]
}

fn token() -> impl Strategy<Value = ContentToken> {
    let leaf = prop_oneof![
        8 => (0..ELEMENTS, occurrence()).prop_map(|(e, o)| ContentToken::element(ElementId(e), o)),
        1 => Just(ContentToken::Pcdata),
    ];
    leaf.prop_recursive(3, 12, 4, |inner| {
        (connector(), prop::collection::vec(inner, 1..4), occurrence())
            .prop_map(|(c, tokens, o)| ContentToken::Group(ModelGroup::new(c, tokens, o)))
    })
}

fn model_group() -> impl Strategy<Value = ModelGroup> {
    (connector(), prop::collection::vec(token(), 1..4), occurrence()).prop_map(|(c, t, o)| ModelGroup::new(c, t, o))
}

fn items() -> impl Strategy<Value = Vec<Item>> {
    prop::collection::vec(prop_oneof![4 => (0..ELEMENTS).prop_map(Some), 1 => Just(None)], 0..8)
}

/// Where a match of `token` starting at `pos` may end.
fn ends_token(token: &ContentToken, input: &[Item], pos: usize) -> BTreeSet<usize> {
    match token {
        ContentToken::Pcdata => {
            // zero or more characters: any run of data items
            let mut ends = BTreeSet::from([pos]);
            let mut end = pos;
            while input.get(end) == Some(&None) {
                end += 1;
                ends.insert(end);
            }
            ends
        }
        ContentToken::Element { element, occurrence } => with_occurrence(*occurrence, pos, |p| {
            if input.get(p) == Some(&Some(element.0)) {
                BTreeSet::from([p + 1])
            } else {
                BTreeSet::new()
            }
        }),
        ContentToken::Group(group) => ends_group(group, input, pos),
    }
}

fn ends_group(group: &ModelGroup, input: &[Item], pos: usize) -> BTreeSet<usize> {
    with_occurrence(group.occurrence, pos, |p| match group.connector {
        Connector::Seq => group.tokens.iter().fold(BTreeSet::from([p]), |starts, token| {
            starts.iter().flat_map(|&s| ends_token(token, input, s)).collect()
        }),
        Connector::Or => group
            .tokens
            .iter()
            .flat_map(|token| ends_token(token, input, p))
            .collect(),
        Connector::And => ends_and(&group.tokens, input, p, 0),
    })
}

/// All tokens not in `used`, each exactly once, in any order.
fn ends_and(tokens: &[ContentToken], input: &[Item], pos: usize, used: u32) -> BTreeSet<usize> {
    if used.count_ones() as usize == tokens.len() {
        return BTreeSet::from([pos]);
    }
    let mut ends = BTreeSet::new();
    for (i, token) in tokens.iter().enumerate() {
        if used & (1 << i) == 0 {
            for end in ends_token(token, input, pos) {
                ends.extend(ends_and(tokens, input, end, used | 1 << i));
            }
        }
    }
    ends
}

fn with_occurrence(occurrence: Occurrence, pos: usize, once: impl Fn(usize) -> BTreeSet<usize>) -> BTreeSet<usize> {
    let mut ends = once(pos);
    if occurrence.repeats() {
        let mut todo: Vec<usize> = ends.iter().copied().collect();
        while let Some(p) = todo.pop() {
            for end in once(p) {
                if ends.insert(end) {
                    todo.push(end);
                }
            }
        }
    }
    if occurrence.is_optional() {
        ends.insert(pos);
    }
    ends
}

fn contains_and(group: &ModelGroup) -> bool {
    group.connector == Connector::And
        || group
            .tokens
            .iter()
            .any(|t| matches!(t, ContentToken::Group(g) if contains_and(g)))
}

fn naive_accepts(group: &ModelGroup, input: &[Item]) -> bool {
    ends_group(group, input, 0).contains(&input.len())
}

fn step(state: MatchState, model: &ContentModel, item: Item) -> Option<MatchState> {
    match item {
        Some(e) => state.step(model, ElementId(e)),
        None => state.step_pcdata(model),
    }
}

fn automaton_accepts(model: &ContentModel, input: &[Item]) -> bool {
    let mut state = MatchState::start();
    for &item in input {
        match step(state, model, item) {
            Some(next) => state = next,
            None => return false,
        }
    }
    state.can_end(model)
}

/// `expected`, `pcdata_allowed` and `implied_start_tag` agree with `step` at `state`.
fn check_answers(state: MatchState, model: &ContentModel) -> Result<(), TestCaseError> {
    let expected: BTreeSet<Item> = state
        .expected(model)
        .map(|t| match t {
            ModelToken::Element(e) => Some(e.0),
            ModelToken::Pcdata => None,
        })
        .collect();
    for e in 0..ELEMENTS {
        prop_assert_eq!(expected.contains(&Some(e)), state.step(model, ElementId(e)).is_some());
    }
    prop_assert_eq!(expected.contains(&None), state.pcdata_allowed(model));
    if let Some(required) = state.implied_start_tag(model) {
        prop_assert!(expected.contains(&Some(required.0)));
        prop_assert!(state.step_implied(model).is_some());
    } else {
        prop_assert!(state.step_implied(model).is_none());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn automaton_matches_naive_matcher(group in model_group(), inputs in prop::collection::vec(items(), 12)) {
        let compiled = ContentModel::compile(&group).expect("small models compile");
        let model = &compiled.model;
        for input in &inputs {
            // every prefix: the automaton never panics and its answers agree with step
            let mut state = MatchState::start();
            check_answers(state, model)?;
            for &item in input {
                match step(state, model, item) {
                    Some(next) => state = next,
                    None => break,
                }
                check_answers(state, model)?;
            }
            let accepted = automaton_accepts(model, input);
            if accepted {
                prop_assert!(naive_accepts(&group, input), "model {:?} input {:?}", group, input);
            } else if compiled.ambiguities.is_empty() && !contains_and(&group) {
                prop_assert!(!naive_accepts(&group, input), "model {:?} input {:?}", group, input);
            }
        }
    }

    #[test]
    fn walks_along_expected_tokens_stay_in_the_language(group in model_group(), seeds in prop::collection::vec(any::<u64>(), 4)) {
        // walk the automaton along random allowed tokens: where it may end, the sequence
        // is in the model's language, so acceptance is tested on sequences that are
        // accepted, not only on random ones (which mostly are not)
        let compiled = ContentModel::compile(&group).expect("small models compile");
        let model = &compiled.model;
        for seed in seeds {
            let mut state = MatchState::start();
            let mut input = Vec::new();
            let mut rng = seed;
            for _ in 0..8 {
                let next: Vec<ModelToken> = state.expected(model).collect();
                if next.is_empty() || (state.can_end(model) && rng % 4 == 0) {
                    break;
                }
                rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let token = next[(rng >> 33) as usize % next.len()];
                let item = token.element().map(|e| e.0);
                state = step(state, model, item).expect("an expected token is accepted");
                input.push(item);
            }
            if state.can_end(model) {
                prop_assert!(naive_accepts(&group, &input), "model {:?} input {:?}", group, input);
            } else if compiled.ambiguities.is_empty() && !contains_and(&group) {
                prop_assert!(!naive_accepts(&group, &input), "model {:?} input {:?}", group, input);
            }
        }
    }
}
