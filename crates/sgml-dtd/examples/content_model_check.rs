//! Runs content models on item sequences, for the differential check against onsgmls in
//! `tests/differential/` (see its README).
//!
//! Reads lines `MODEL<TAB>ITEMS[<TAB>QUESTION]` and answers each on one line:
//! - no question: `1` when the model's automaton accepts the items and may end there,
//!   else `0`;
//! - `implied`: the element whose start tag may be implied after the items, or `-`;
//! - `ambiguities`: the model's ambiguities, `;`-separated, each as
//!   `FROM/OCCURRENCE/AND-MATCHES/TOKEN/FIRST/SECOND` (`FROM` is `-` at the start);
//! - `mixed`: `1` when the model is mixed but does not allow `#PCDATA` everywhere, else
//!   `0`.
//!
//! A model is written as in a DTD (`(A,(B|C)*)`); items are element names and `#` for a
//! run of data.

use std::io::{BufRead, Write};

use sgml_dtd::content_model::{
    Connector, ContentModel, ContentToken, ElementId, MatchState, ModelGroup, ModelToken, Occurrence,
};

/// Element names, interned in order of first appearance.
struct Names(Vec<String>);

impl Names {
    fn id(&mut self, name: &str) -> ElementId {
        let index = self.0.iter().position(|n| n == name).unwrap_or_else(|| {
            self.0.push(name.to_owned());
            self.0.len() - 1
        });
        ElementId(index as u32)
    }
}

fn parse_group(s: &[char], pos: &mut usize, names: &mut Names) -> Option<ModelGroup> {
    if s.get(*pos) != Some(&'(') {
        return None;
    }
    *pos += 1;
    let mut tokens = Vec::new();
    let mut connector = Connector::Seq;
    loop {
        let token = match s.get(*pos)? {
            '(' => ContentToken::Group(parse_group(s, pos, names)?),
            '#' => {
                *pos += "#PCDATA".len();
                ContentToken::Pcdata
            }
            _ => {
                let start = *pos;
                while s.get(*pos).is_some_and(|c| c.is_ascii_alphanumeric()) {
                    *pos += 1;
                }
                let name: String = s[start..*pos].iter().collect();
                ContentToken::element(names.id(&name), occurrence(s, pos))
            }
        };
        tokens.push(token);
        let c = *s.get(*pos)?;
        *pos += 1;
        connector = match c {
            ')' => break,
            ',' => Connector::Seq,
            '|' => Connector::Or,
            '&' => Connector::And,
            _ => return None,
        };
    }
    Some(ModelGroup::new(connector, tokens, occurrence(s, pos)))
}

fn occurrence(s: &[char], pos: &mut usize) -> Occurrence {
    let occurrence = match s.get(*pos) {
        Some('?') => Occurrence::Opt,
        Some('+') => Occurrence::Plus,
        Some('*') => Occurrence::Rep,
        _ => return Occurrence::Once,
    };
    *pos += 1;
    occurrence
}

fn answer(line: &str) -> String {
    let mut fields = line.split('\t');
    let (Some(model), Some(items)) = (fields.next(), fields.next()) else {
        return "error: expected MODEL<TAB>ITEMS".into();
    };
    let question = fields.next().unwrap_or_default();
    let chars: Vec<char> = model.chars().filter(|c| !c.is_whitespace()).collect();
    let mut names = Names(Vec::new());
    let Some(group) = parse_group(&chars, &mut 0, &mut names) else {
        return format!("error: cannot read model {model}");
    };
    let compiled = match ContentModel::compile(&group) {
        Ok(compiled) => compiled,
        Err(error) => return format!("error: {error:?}"),
    };
    let model = &compiled.model;
    if question == "mixed" {
        return u8::from(compiled.pcdata_unreachable).to_string();
    }
    if question == "ambiguities" {
        let name = |token: ModelToken| match token {
            ModelToken::Element(id) => names.0[id.index()].clone(),
            ModelToken::Pcdata => "#PCDATA".into(),
        };
        let records: Vec<String> = compiled
            .ambiguities
            .iter()
            .map(|a| {
                let (from, occurrence) = a.from.map_or(("-".into(), 0), |f| (name(f.token), f.occurrence));
                format!(
                    "{from}/{occurrence}/{}/{}/{}/{}",
                    a.and_matches,
                    name(a.token),
                    a.first,
                    a.second
                )
            })
            .collect();
        return records.join(";");
    }
    let mut state = Some(MatchState::start());
    for item in items.split_whitespace() {
        state = match item {
            "#" => state.and_then(|s| s.step_pcdata(model)),
            name => {
                let id = names.id(name);
                state.and_then(|s| s.step(model, id))
            }
        };
    }
    if question == "implied" {
        match state.and_then(|s| s.implied_start_tag(model)) {
            Some(element) => names.0[element.index()].clone(),
            None => "-".into(),
        }
    } else {
        u8::from(state.is_some_and(|s| s.can_end(model))).to_string()
    }
}

fn main() {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        if writeln!(out, "{}", answer(&line)).is_err() {
            break;
        }
    }
}
