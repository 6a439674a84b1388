//! "Did you mean": hints computed from the DTD for the instance parser's findings — a
//! declared name close to an undefined element, attribute, entity or token (by
//! Damerau-Levenshtein distance, ignoring case where SGML folds case), and for an element
//! not allowed where it stands, where the DTD does allow it.
//!
//! ```
//! # use sgml_dtd::catalog::{decode_text, CatalogSet};
//! # let storage = omittag::bundled::storage();
//! # let mut catalogs = CatalogSet::new();
//! # omittag::bundled::add_bundled_catalog(&mut catalogs);
//! # let declaration = storage.get("sgml-decl/w3c-validator.dcl").unwrap();
//! # let declaration = sgml_decl::parse(&decode_text(declaration)).declaration;
//! # let loader = sgml_dtd::parse::DtdLoader::new(&declaration, &catalogs, storage);
//! # let doctype = r#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">"#;
//! # let dtd = loader.load_doctype(doctype, 0, "", None).dtd;
//! use sgml_parser::ParserDiagnosticKind;
//!
//! // `dtd` is the HTML 4.01 Strict DTD.
//! let kind = ParserDiagnosticKind::ElementUndefined { name: "TABEL".into() };
//! assert_eq!(omittag::suggest::hint(&kind, &dtd).as_deref(), Some("did you mean TABLE?"));
//! ```

use std::collections::HashMap;
use std::sync::OnceLock;

use sgml_dtd::content_model::{ContentToken, ElementId, ModelGroup};
use sgml_dtd::dtd::{DeclaredContent, Dtd, ElementType};
use sgml_parser::ParserDiagnosticKind;

/// At most this many names are listed in one hint.
const LISTED: usize = 8;

/// A hint that may help fix the finding `kind`, computed from `dtd` (the DTD the
/// document was validated against), or `None` when there is nothing useful to add.
///
/// - an undefined element type, attribute or general entity: the declared names closest
///   to it (`did you mean TABLE?`); for an attribute the element type does not have,
///   the element types that do;
/// - a value not in its attribute's group, or a value written without its name: the
///   closest token, or the attribute the word names;
/// - an element not allowed here: the exclusion that forbids it, or that the element
///   around it allows it elsewhere in its content, or which open element (one level up
///   or more) allows it, or else which element types may contain it; for an element
///   that could be in one of several missing containers, the open element that allows it;
/// - text where the open element takes only elements: the elements of its model that
///   take text;
/// - an end tag for an element that is not open: that the element type is EMPTY and has
///   no end tag, or that its end tag may be omitted and it ended by itself;
/// - an undeclared entity that HTML 4 declares (under an older DTD): its character
///   reference.
pub fn hint(kind: &ParserDiagnosticKind, dtd: &Dtd) -> Option<String> {
    use ParserDiagnosticKind::*;
    match kind {
        ElementUndefined { name } => {
            let declared = dtd
                .elements
                .values()
                .filter(|e| e.definition.is_some())
                .map(|e| e.name.as_str());
            did_you_mean(&closest(name, declared, false))
        }
        UndefinedAttribute { attribute, element } => undefined_attribute(dtd, attribute, element),
        NoAttributeForToken { token, element } => token_without_attribute(dtd, token, element),
        ValueNotInGroup { value, attribute } => value_not_in_group(dtd, value, attribute),
        EntityUndefined { name } => undefined_entity(dtd, name),
        ElementNotAllowed { name, open, excluded } => element_not_allowed(dtd, name, open, *excluded),
        MissingElementOneOf { name, open, .. } => allowed_further_out(dtd, name, open),
        DataNotAllowed { open } => data_not_allowed(dtd, open),
        EndTagNotOpen { name } => {
            let definition = defined_element(dtd, name)?.definition.as_ref()?;
            if matches!(definition.content, DeclaredContent::Empty) {
                Some(format!(
                    "{name} is declared EMPTY: it never has an end tag, so remove `</{name}>`"
                ))
            } else if definition.can_omit_end() {
                Some(format!(
                    "the end tag of {name} may be omitted, and a {name} ends by itself where something it cannot \
                     contain starts: this {name} had ended already, so remove the end tag or move what ended it"
                ))
            } else {
                None
            }
        }
        _ => None,
    }
}

/// The edit distance between `a` and `b` with transpositions of adjacent characters
/// counting one (Damerau-Levenshtein, optimal string alignment), ignoring ASCII case
/// when `ignore_case`.
pub fn distance(a: &str, b: &str, ignore_case: bool) -> usize {
    edit_distance(a, b, ignore_case, 1)
}

/// The public identifier among `known` nearest to `written` (a misspelt DOCTYPE's
/// `-//W3C//DTD HTML 4.01 Trasitional//EN`), case ignored: the one at the least edit
/// distance, if that is at most a quarter of its length; `None` when none is that near.
pub fn closest_public_id<'a>(written: &str, known: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let limit = written.chars().count() / 4;
    known
        .map(|candidate| (distance(written, candidate, true), candidate))
        .filter(|&(d, _)| d <= limit)
        .min_by_key(|&(d, candidate)| (d, candidate.len()))
        .map(|(_, candidate)| candidate)
}

/// [`distance`] with a substitution costing `substitution` (2: only insertions,
/// deletions and transpositions count one).
fn edit_distance(a: &str, b: &str, ignore_case: bool, substitution: usize) -> usize {
    let fold = |c: char| if ignore_case { c.to_ascii_uppercase() } else { c };
    let a: Vec<char> = a.chars().map(fold).collect();
    let b: Vec<char> = b.chars().map(fold).collect();
    // Three rows of the dynamic-programming table: two back, one back, this one.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        current[0] = i;
        for j in 1..=b.len() {
            let cost = if a[i - 1] == b[j - 1] { 0 } else { substitution };
            let mut best = (previous[j] + 1).min(current[j - 1] + 1).min(previous[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(before[j - 2] + 1);
            }
            current[j] = best;
        }
        std::mem::swap(&mut before, &mut previous);
        std::mem::swap(&mut previous, &mut current);
    }
    previous[b.len()]
}

/// The largest distance at which a name of `len` characters is taken as a misspelling:
/// one edit for short names, two from five characters on.
fn max_distance(len: usize) -> usize {
    if len >= 5 { 2 } else { 1 }
}

/// The candidates nearest to `name` within [`max_distance`], in alphabetical order, each
/// once; empty when none is near. A candidate equal to `name` (after case folding, when
/// `ignore_case`) is not a suggestion. Among candidates at the same distance, those with
/// the same letters as `name` (`TABEL`, `TABLE`) come before others (`LABEL`), and then
/// those with the same first letter. Names of three characters or fewer only get
/// candidates with the same letters (`IGM`, `IMG`): one edit from `DIV` is too many
/// unrelated names (`DIR`, `DFN`).
fn closest<'a>(name: &str, candidates: impl Iterator<Item = &'a str>, ignore_case: bool) -> Vec<&'a str> {
    nearest(name, candidates, ignore_case, true)
}

/// As [`closest`], but when `substitutions` is false a candidate must be one inserted,
/// deleted or swapped character away: entity names that differ by one letter usually
/// stand for different characters (`rsquo`, `raquo`; `eacute`, `aacute`).
fn nearest<'a>(
    name: &str,
    candidates: impl Iterator<Item = &'a str>,
    ignore_case: bool,
    substitutions: bool,
) -> Vec<&'a str> {
    let length = name.chars().count();
    let (limit, substitution) = if substitutions {
        (max_distance(length), 1)
    } else {
        (1, 2)
    };
    let letters = |s: &str| {
        let mut letters: Vec<char> = s.chars().map(|c| c.to_ascii_uppercase()).collect();
        letters.sort_unstable();
        letters
    };
    let own_letters = letters(name);
    let first = |s: &str| s.chars().next().map(|c| c.to_ascii_uppercase());
    let mut best = None;
    let mut found: Vec<&'a str> = Vec::new();
    for candidate in candidates {
        // Each edit changes the length by one at most: a name much longer or shorter
        // is not near, and is not compared (a name of megabytes would take as many
        // steps per candidate).
        if candidate.chars().count().abs_diff(length) > limit {
            continue;
        }
        let d = edit_distance(name, candidate, ignore_case, substitution);
        if d == 0 || d > limit {
            continue;
        }
        let anagram = letters(candidate) == own_letters;
        if length <= 3 && !anagram {
            continue;
        }
        let rank = (d, !anagram, first(candidate) != first(name));
        match best {
            Some(b) if rank > b => continue,
            Some(b) if rank == b => {}
            _ => {
                best = Some(rank);
                found.clear();
            }
        }
        if !found.contains(&candidate) {
            found.push(candidate);
        }
    }
    found.sort_unstable();
    found
}

/// `did you mean A?`, `did you mean A or B?`, `did you mean A, B or C?`.
fn did_you_mean(names: &[&str]) -> Option<String> {
    Some(format!("did you mean {}?", alternatives(names, "or")?))
}

/// `A`, `A or B`, `A, B or C` (with `word` for "or"); at most [`LISTED`] names, then
/// "N more"; `None` for no names.
fn alternatives(names: &[&str], word: &str) -> Option<String> {
    let (last, rest) = match names.len() {
        0 => return None,
        n if n > LISTED => {
            let shown = names[..LISTED].join(", ");
            return Some(format!("{shown} {word} {} more", n - LISTED));
        }
        _ => names.split_last()?,
    };
    Some(if rest.is_empty() {
        (*last).to_owned()
    } else {
        format!("{} {word} {last}", rest.join(", "))
    })
}

/// The declared element type named `name` (names are stored case-folded).
fn defined_element<'d>(dtd: &'d Dtd, name: &str) -> Option<&'d ElementType> {
    let id = dtd.element_id(name)?;
    let element = dtd.element(id);
    element.definition.is_some().then_some(element)
}

fn undefined_attribute(dtd: &Dtd, attribute: &str, element: &str) -> Option<String> {
    // An undefined element type has no attributes: its own message says what is wrong.
    defined_element(dtd, element)?;
    if let Some(list) = dtd.element_id(element).and_then(|id| dtd.attributes_of(id)) {
        let names = list.attributes.iter().map(|a| a.name.as_str());
        if let Some(hint) = did_you_mean(&closest(attribute, names, true)) {
            return Some(hint);
        }
    }
    // The element types that do have an attribute of that name.
    let owners: Vec<&str> = dtd
        .elements
        .values()
        .filter(|e| e.definition.is_some())
        .filter(|e| {
            e.attributes
                .and_then(|i| dtd.attribute_lists.get(i as usize))
                .is_some_and(|list| list.get(attribute).is_some())
        })
        .map(|e| e.name.as_str())
        .collect();
    // The element type itself among them means the DTD is not the one the finding was
    // made with: nothing to say.
    if owners.is_empty() || owners.iter().any(|o| o.eq_ignore_ascii_case(element)) {
        return None;
    }
    if owners.len() > LISTED {
        return Some(format!(
            "{} element types have an attribute {attribute}, but not {element}",
            owners.len()
        ));
    }
    let owners = alternatives(&owners, "and")?;
    Some(format!("{attribute} is an attribute of {owners}, not of {element}"))
}

fn token_without_attribute(dtd: &Dtd, token: &str, element: &str) -> Option<String> {
    let list = dtd.element_id(element).and_then(|id| dtd.attributes_of(id))?;
    if let Some((_, definition)) = list.get(token) {
        return Some(format!(
            "{} is an attribute of {element}: give it a value, as in {}=\"...\"",
            definition.name, definition.name
        ));
    }
    let names = list.attributes.iter().map(|a| a.name.as_str());
    let near = closest(token, names, true);
    if !near.is_empty() {
        let names = alternatives(&near, "or")?;
        return Some(format!("did you mean the attribute {names}, with a value?"));
    }
    let tokens = list
        .attributes
        .iter()
        .filter_map(|a| a.declared_value.group())
        .flatten();
    did_you_mean(&closest(token, tokens.map(|t| t.as_str()), true))
}

fn value_not_in_group(dtd: &Dtd, value: &str, attribute: &str) -> Option<String> {
    // Every group declared for an attribute of that name: the finding does not say which
    // element type the tag was for.
    let groups: Vec<_> = dtd
        .attribute_lists
        .iter()
        .filter_map(|list| list.get(attribute))
        .filter_map(|(_, definition)| definition.declared_value.group())
        .collect();
    let tokens = groups.iter().flat_map(|group| group.iter().map(|t| t.as_str()));
    if let Some(hint) = did_you_mean(&closest(value, tokens, true)) {
        return Some(hint);
    }
    let first = groups.first()?;
    if groups.iter().all(|group| group == first) {
        let names: Vec<&str> = first.iter().map(|t| t.as_str()).collect();
        return Some(format!("{attribute} takes {}", alternatives(&names, "or")?));
    }
    None
}

fn undefined_entity(dtd: &Dtd, name: &str) -> Option<String> {
    // Entity names are case-sensitive (NAMECASE ENTITY NO): a name that differs only in
    // case is the likeliest meaning.
    if let Some(entity) = dtd
        .general_entities
        .values()
        .find(|e| e.name.eq_ignore_ascii_case(name))
    {
        return Some(format!(
            "entity names are case-sensitive: did you mean &{};?",
            entity.name
        ));
    }
    // An HTML 4 entity used under an older DTD.
    if let Some(number) = html4_entities().get(name) {
        return Some(format!(
            "{name} is an HTML 4 entity that this DTD does not declare: write &#{number}; instead"
        ));
    }
    // Short names are too often a bare `&` before a URL parameter (`&id=`) to guess at.
    if name.chars().count() < 4 {
        return None;
    }
    let near = nearest(
        name,
        dtd.general_entities.values().map(|e| e.name.as_str()),
        false,
        false,
    );
    let references: Vec<String> = near.iter().map(|n| format!("&{n};")).collect();
    let references: Vec<&str> = references.iter().map(String::as_str).collect();
    Some(format!(
        "did you mean {}? (a literal `&` is written `&amp;`)",
        alternatives(&references, "or")?
    ))
}

/// The character entities of HTML 4 (`HTMLlat1`, `HTMLsymbol`, `HTMLspecial`, bundled):
/// name to character number, read from their declarations `<!ENTITY name CDATA "&#N;"`.
fn html4_entities() -> &'static HashMap<String, u32> {
    static ENTITIES: OnceLock<HashMap<String, u32>> = OnceLock::new();
    ENTITIES.get_or_init(|| {
        let mut entities = HashMap::new();
        for set in ["HTMLlat1.ent", "HTMLsymbol.ent", "HTMLspecial.ent"] {
            let path = format!("dtd/REC-html401-19991224/{set}");
            let Some(bytes) = crate::bundled::storage().get(&path) else {
                continue;
            };
            let text = String::from_utf8_lossy(bytes);
            for declaration in text.split("<!ENTITY").skip(1) {
                let mut words = declaration.split_whitespace();
                let (Some(name), Some("CDATA"), Some(value)) = (words.next(), words.next(), words.next()) else {
                    continue;
                };
                let number = value
                    .trim_matches('"')
                    .strip_prefix("&#")
                    .and_then(|v| v.strip_suffix(';'));
                if let Some(number) = number.and_then(|n| n.parse().ok()) {
                    entities.insert(name.to_owned(), number);
                }
            }
        }
        entities
    })
}

/// The element types `group` names that may repeat (their token, or a group around it,
/// has `+` or `*`), in order, each once.
fn repeatable_elements(group: &ModelGroup) -> Vec<ElementId> {
    let mut found = Vec::new();
    // Groups still to read, with whether a group around them repeats; in reverse order so
    // that popping reads them in declaration order.
    let mut pending: Vec<(&ModelGroup, bool)> = vec![(group, group.occurrence.repeats())];
    while let Some((group, repeats)) = pending.pop() {
        for token in group.tokens.iter().rev() {
            if let ContentToken::Group(inner) = token {
                pending.push((inner, repeats || inner.occurrence.repeats()));
            }
        }
        for token in &group.tokens {
            if let ContentToken::Element { element, occurrence } = token
                && (repeats || occurrence.repeats())
                && !found.contains(element)
            {
                found.push(*element);
            }
        }
    }
    found
}

fn data_not_allowed<S: AsRef<str>>(dtd: &Dtd, open: &[S]) -> Option<String> {
    let parent = open.first()?.as_ref();
    let DeclaredContent::Model { group, .. } = &defined_element(dtd, parent)?.definition.as_ref()?.content else {
        return None;
    };
    // The element types the model names, that may repeat, whose own content takes text
    // (not a TITLE in HEAD or a CAPTION in TABLE, which occur once).
    let holders: Vec<&str> = repeatable_elements(group)
        .into_iter()
        .map(|id| dtd.element(id))
        .filter(|e| {
            e.definition.as_ref().is_some_and(|d| match &d.content {
                DeclaredContent::Model { group, .. } => group.contains_pcdata(),
                DeclaredContent::Any => true,
                _ => false,
            })
        })
        .map(|e| e.name.as_str())
        .collect();
    Some(format!(
        "{parent} holds only elements here, not text: put the text inside {}",
        alternatives(&holders, "or")?
    ))
}

/// Whether `group` names `element` in any of its tokens, at any depth.
fn group_names(group: &ModelGroup, element: ElementId) -> bool {
    let mut pending: Vec<&ModelGroup> = vec![group];
    while let Some(group) = pending.pop() {
        for token in &group.tokens {
            match token {
                ContentToken::Element { element: e, .. } if *e == element => return true,
                ContentToken::Group(inner) => pending.push(inner),
                _ => {}
            }
        }
    }
    false
}

/// Whether elements of type `container` may hold `element` somewhere in their content:
/// their model group names it, their content is ANY, or an inclusion exception adds it.
fn may_contain(container: &ElementType, element: ElementId) -> bool {
    let Some(definition) = &container.definition else {
        return false;
    };
    if definition.exclusions.contains(&element) {
        return false;
    }
    definition.inclusions.contains(&element)
        || match &definition.content {
            DeclaredContent::Model { group, .. } => group_names(group, element),
            DeclaredContent::Any => true,
            _ => false,
        }
}

/// The nearest open element beyond the innermost one that may contain `name`, as a hint
/// that the elements inside it must end first.
fn allowed_further_out<S: AsRef<str>>(dtd: &Dtd, name: &str, open: &[S]) -> Option<String> {
    let id = dtd.element_id(name)?;
    defined_element(dtd, name)?;
    let open: Vec<&str> = open.iter().map(AsRef::as_ref).collect();
    let parent = open.first()?;
    // An open element further out that allows it: the elements inside that one must end
    // first.
    let (level, ancestor) = open
        .iter()
        .enumerate()
        .skip(1)
        .find(|(_, ancestor)| defined_element(dtd, ancestor).is_some_and(|e| may_contain(e, id)))?;
    Some(if level == 1 {
        format!("{name} is allowed in {ancestor}, one level up: end {parent} before {name}")
    } else {
        format!(
            "{name} is allowed in {ancestor}, {level} levels up: end {} before {name}",
            alternatives(&open[..level], "and")?
        )
    })
}

fn element_not_allowed<S: AsRef<str>>(dtd: &Dtd, name: &str, open: &[S], excluded: bool) -> Option<String> {
    let open: Vec<&str> = open.iter().map(AsRef::as_ref).collect();
    let id = dtd.element_id(name)?;
    defined_element(dtd, name)?;
    if excluded {
        let excluder = open.iter().find(|ancestor| {
            defined_element(dtd, ancestor)
                .and_then(|e| e.definition.as_ref())
                .is_some_and(|d| d.exclusions.contains(&id))
        });
        return Some(match excluder {
            Some(&ancestor) if ancestor == name => {
                format!(
                    "{name} cannot be nested anywhere inside another {name}: end the first {name} before starting another"
                )
            }
            Some(ancestor) => {
                format!("{name} cannot be anywhere inside {ancestor}: the declaration of {ancestor} excludes it")
            }
            None => format!("an element around this place excludes {name} from its content"),
        });
    }
    let parent = open.first()?;
    // Another element of the same type open nearer than any that may contain this one: a
    // repeated start tag (a second BODY).
    let own_type = defined_element(dtd, name)?;
    let same = open.iter().position(|&o| o == name);
    let allowing = open
        .iter()
        .position(|ancestor| defined_element(dtd, ancestor).is_some_and(|e| may_contain(e, id)));
    if let Some(same) = same
        && allowing.is_none_or(|allowing| same < allowing)
        && !may_contain(own_type, id)
    {
        return Some(format!(
            "a {name} is open already, and {name} cannot contain another: remove this start tag, or end the first {name}"
        ));
    }
    let parent_type = defined_element(dtd, parent)?;
    if may_contain(parent_type, id) {
        let definition = parent_type.definition.as_ref()?;
        let model = match &definition.content {
            DeclaredContent::Model { group, .. } => group.display(|e| dtd.element_name(e)).to_string(),
            _ => return None,
        };
        return Some(format!(
            "{parent} may contain {name}, but not at this point: its content is {model}"
        ));
    }
    if let Some(hint) = allowed_further_out(dtd, name, &open) {
        return Some(hint);
    }
    let containers: Vec<&str> = dtd
        .elements
        .values()
        .filter(|e| may_contain(e, id))
        .map(|e| e.name.as_str())
        .collect();
    Some(format!(
        "{parent} cannot contain {name}; {name} may be inside {}",
        alternatives(&containers, "or")?
    ))
}

#[cfg(test)]
mod tests {
    use std::sync::OnceLock;

    use sgml_dtd::catalog::{CatalogSet, decode_text};
    use sgml_dtd::parse::DtdLoader;

    use super::*;

    #[test]
    fn a_misspelt_public_identifier_finds_the_known_one() {
        let known = [
            "-//W3C//DTD HTML 4.01//EN",
            "-//W3C//DTD HTML 4.01 Transitional//EN",
            "-//W3C//DTD HTML 4.01 Frameset//EN",
        ];
        let closest = |written| closest_public_id(written, known.iter().copied());
        assert_eq!(
            closest("-//W3C//DTD HTML 4.01 Trasitional//EN"),
            Some("-//W3C//DTD HTML 4.01 Transitional//EN")
        );
        assert_eq!(closest("-//W3C//DTD HTML 4.01//en"), Some("-//W3C//DTD HTML 4.01//EN"));
        assert_eq!(closest("-//FOO//DTD Bogus//EN"), None);
    }

    /// The bundled DTD a DOCTYPE with `public_id` names.
    fn load(public_id: &str) -> Dtd {
        let storage = crate::bundled::storage();
        let mut catalogs = CatalogSet::new();
        crate::bundled::add_bundled_catalog(&mut catalogs);
        let declaration = storage.get("sgml-decl/w3c-validator.dcl").expect("bundled");
        let declaration = sgml_decl::parse(&decode_text(declaration)).declaration;
        let loader = DtdLoader::new(&declaration, &catalogs, storage);
        let doctype = format!("<!DOCTYPE HTML PUBLIC \"{public_id}\">");
        let parsed = loader.load_doctype(&doctype, 0, "", None);
        assert!(parsed.diagnostics.is_empty(), "{:?}", parsed.diagnostics);
        parsed.dtd
    }

    fn strict() -> &'static Dtd {
        static DTD: OnceLock<Dtd> = OnceLock::new();
        DTD.get_or_init(|| load("-//W3C//DTD HTML 4.01//EN"))
    }

    fn html2() -> &'static Dtd {
        static DTD: OnceLock<Dtd> = OnceLock::new();
        DTD.get_or_init(|| load("-//IETF//DTD HTML 2.0//EN"))
    }

    fn transitional() -> &'static Dtd {
        static DTD: OnceLock<Dtd> = OnceLock::new();
        DTD.get_or_init(|| load("-//W3C//DTD HTML 4.01 Transitional//EN"))
    }

    fn not_allowed(name: &str, open: &[&str], excluded: bool) -> ParserDiagnosticKind {
        ParserDiagnosticKind::ElementNotAllowed {
            name: name.into(),
            open: open.iter().map(|&n| n.into()).collect(),
            excluded,
        }
    }

    fn hint_in(dtd: &Dtd, kind: ParserDiagnosticKind) -> Option<String> {
        hint(&kind, dtd)
    }

    #[test]
    fn undefined_elements_get_the_nearest_declared_names() {
        let undefined = |name: &str| ParserDiagnosticKind::ElementUndefined { name: name.into() };
        assert_eq!(
            hint_in(strict(), undefined("TABEL")).as_deref(),
            Some("did you mean TABLE?")
        );
        assert_eq!(
            hint_in(strict(), undefined("IMAGE")).as_deref(),
            Some("did you mean IMG?")
        );
        assert_eq!(hint_in(strict(), undefined("TX")), None, "too short for one edit");
        assert_eq!(
            hint_in(strict(), undefined("HEAF")).as_deref(),
            Some("did you mean HEAD?")
        );
        assert_eq!(
            hint_in(transitional(), undefined("CENTRE")).as_deref(),
            Some("did you mean CENTER?")
        );
        // Strict has no CENTER, and nothing else is near.
        assert_eq!(hint_in(strict(), undefined("CENTRE")), None);
        assert_eq!(hint_in(strict(), undefined("BLINKING")), None);
        // Short names: only swapped letters.
        assert_eq!(
            hint_in(strict(), undefined("IGM")).as_deref(),
            Some("did you mean IMG?")
        );
        assert_eq!(hint_in(html2(), undefined("DIV")), None, "not DIR");
        assert_eq!(hint_in(strict(), undefined("H7")), None);
    }

    #[test]
    fn undefined_attributes_get_the_element_types_own_names_or_their_owners() {
        let undefined = |attribute: &str, element: &str| ParserDiagnosticKind::UndefinedAttribute {
            attribute: attribute.into(),
            element: element.into(),
        };
        assert_eq!(
            hint_in(strict(), undefined("CLAS", "DIV")).as_deref(),
            Some("did you mean CLASS?")
        );
        assert_eq!(
            hint_in(strict(), undefined("HERF", "A")).as_deref(),
            Some("did you mean HREF?")
        );
        assert_eq!(
            hint_in(strict(), undefined("HREF", "DIV")).as_deref(),
            Some("HREF is an attribute of A, AREA, LINK and BASE, not of DIV")
        );
        assert_eq!(hint_in(strict(), undefined("XMLNS", "HTML")), None);
        assert_eq!(
            hint_in(strict(), undefined("ID", "HTML")).as_deref(),
            Some("70 element types have an attribute ID, but not HTML")
        );
        // A DTD that does declare it for the element type is not the one of the finding.
        assert_eq!(hint_in(strict(), undefined("SRC", "IMG")), None);
        // An undefined element type has no attributes to compare with.
        assert_eq!(hint_in(strict(), undefined("ROWS", "FRAMESET")), None);
    }

    #[test]
    fn a_name_without_a_value_is_recognised() {
        let token = |token: &str, element: &str| ParserDiagnosticKind::NoAttributeForToken {
            token: token.into(),
            element: element.into(),
        };
        assert_eq!(
            hint_in(transitional(), token("BORDER", "IMG")).as_deref(),
            Some("BORDER is an attribute of IMG: give it a value, as in BORDER=\"...\"")
        );
        assert_eq!(
            hint_in(transitional(), token("NOWARP", "TD")).as_deref(),
            Some("did you mean the attribute NOWRAP, with a value?")
        );
    }

    #[test]
    fn values_outside_their_group_get_the_nearest_token_or_the_group() {
        let value = |value: &str, attribute: &str| ParserDiagnosticKind::ValueNotInGroup {
            value: value.into(),
            attribute: attribute.into(),
        };
        assert_eq!(
            hint_in(transitional(), value("centre", "ALIGN")).as_deref(),
            Some("did you mean CENTER?")
        );
        assert_eq!(
            hint_in(strict(), value("POTS", "METHOD")).as_deref(),
            Some("did you mean POST?")
        );
        assert_eq!(
            hint_in(strict(), value("PUT", "METHOD")).as_deref(),
            Some("METHOD takes GET or POST")
        );
        assert_eq!(
            hint_in(strict(), value("DELETE", "METHOD")).as_deref(),
            Some("METHOD takes GET or POST")
        );
    }

    #[test]
    fn undefined_entities_get_case_and_spelling_hints() {
        let entity = |name: &str| ParserDiagnosticKind::EntityUndefined { name: name.into() };
        assert_eq!(
            hint_in(strict(), entity("NBSP")).as_deref(),
            Some("entity names are case-sensitive: did you mean &nbsp;?")
        );
        assert_eq!(
            hint_in(strict(), entity("hellp")).as_deref(),
            Some("did you mean &hellip;? (a literal `&` is written `&amp;`)")
        );
        // A different letter is a different character.
        assert_eq!(
            hint_in(strict(), entity("raqou")).as_deref(),
            Some("did you mean &raquo;? (a literal `&` is written `&amp;`)")
        );
        assert_eq!(hint_in(strict(), entity("eacite")), None);
        // HTML 4's entities under HTML 2.0.
        assert_eq!(
            hint_in(html2(), entity("rsquo")).as_deref(),
            Some("rsquo is an HTML 4 entity that this DTD does not declare: write &#8217; instead")
        );
        // A URL parameter after a bare `&` is not guessed at.
        assert_eq!(hint_in(strict(), entity("sid")), None);
        assert_eq!(hint_in(strict(), entity("sessionid")), None);
    }

    #[test]
    fn elements_not_allowed_are_placed_by_the_dtd() {
        assert_eq!(
            hint_in(strict(), not_allowed("DIV", &["SPAN", "BODY", "HTML"], false)).as_deref(),
            Some("DIV is allowed in BODY, one level up: end SPAN before DIV")
        );
        assert_eq!(
            hint_in(
                strict(),
                not_allowed("TABLE", &["B", "A", "DIV", "BODY", "HTML"], false)
            )
            .as_deref(),
            Some("TABLE is allowed in DIV, 2 levels up: end B and A before TABLE")
        );
        assert_eq!(
            hint_in(strict(), not_allowed("CAPTION", &["TABLE", "BODY", "HTML"], false)).as_deref(),
            Some(
                "TABLE may contain CAPTION, but not at this point: its content is \
                 (CAPTION?,(COL*|COLGROUP*),THEAD?,TFOOT?,TBODY+)"
            )
        );
        assert_eq!(
            hint_in(strict(), not_allowed("A", &["A", "P", "BODY", "HTML"], true)).as_deref(),
            Some("A cannot be nested anywhere inside another A: end the first A before starting another")
        );
        assert_eq!(
            hint_in(strict(), not_allowed("INPUT", &["B", "BUTTON", "BODY"], true)).as_deref(),
            Some("INPUT cannot be anywhere inside BUTTON: the declaration of BUTTON excludes it")
        );
        assert_eq!(
            hint_in(strict(), not_allowed("TD", &["P", "BODY", "HTML"], false)).as_deref(),
            Some("P cannot contain TD; TD may be inside TR")
        );
        assert_eq!(
            hint_in(strict(), not_allowed("BODY", &["BODY", "HTML"], false)).as_deref(),
            Some(
                "a BODY is open already, and BODY cannot contain another: remove this start tag, or end the first BODY"
            )
        );
        // A DD of an outer list is open, but the inner DL is nearer.
        assert_eq!(
            hint_in(
                strict(),
                not_allowed("DD", &["CODE", "DT", "DL", "DD", "DL", "BODY"], false)
            )
            .as_deref(),
            Some("DD is allowed in DL, 2 levels up: end CODE and DT before DD")
        );
        assert_eq!(hint_in(strict(), not_allowed("TABEL", &["P"], false)), None);
        assert_eq!(hint_in(strict(), not_allowed("TD", &[], false)), None);
    }

    #[test]
    fn elements_with_several_candidate_containers_are_placed_further_out() {
        let one_of = |name: &str, open: &[&str]| ParserDiagnosticKind::MissingElementOneOf {
            name: name.into(),
            candidates: vec!["OBJECT".into(), "MAP".into(), "BUTTON".into()],
            open: open.iter().map(|&n| n.into()).collect(),
        };
        assert_eq!(
            hint_in(strict(), one_of("DIV", &["SPAN", "P", "BODY", "HTML"])).as_deref(),
            Some("DIV is allowed in BODY, 2 levels up: end SPAN and P before DIV")
        );
        assert_eq!(
            hint_in(strict(), one_of("DIV", &["SPAN", "DIV", "BODY", "HTML"])).as_deref(),
            Some("DIV is allowed in DIV, one level up: end SPAN before DIV")
        );
        assert_eq!(hint_in(strict(), one_of("LI", &["DIV", "BODY", "HTML"])), None);
    }

    #[test]
    fn text_is_sent_into_the_elements_that_take_it() {
        let data = |open: &[&str]| ParserDiagnosticKind::DataNotAllowed {
            open: open.iter().map(|&n| n.into()).collect(),
        };
        assert_eq!(
            hint_in(strict(), data(&["TR", "TBODY", "TABLE"])).as_deref(),
            Some("TR holds only elements here, not text: put the text inside TH or TD")
        );
        assert_eq!(
            hint_in(strict(), data(&["UL", "BODY"])).as_deref(),
            Some("UL holds only elements here, not text: put the text inside LI")
        );
        assert_eq!(
            hint_in(strict(), data(&["BODY", "HTML"])).as_deref(),
            Some(
                "BODY holds only elements here, not text: put the text inside P, H1, H2, H3, H4, H5, H6, PRE or 3 more"
            )
        );
        assert_eq!(hint_in(strict(), data(&["HEAD", "HTML"])), None, "not into TITLE");
        assert_eq!(hint_in(strict(), data(&["TABLE", "BODY"])), None, "not into CAPTION");
        assert_eq!(hint_in(strict(), data(&[])), None);
        assert_eq!(hint_in(strict(), data(&["BR"])), None);
    }

    #[test]
    fn end_tags_of_empty_elements_are_named() {
        let end = |name: &str| ParserDiagnosticKind::EndTagNotOpen { name: name.into() };
        assert_eq!(
            hint_in(strict(), end("BR")).as_deref(),
            Some("BR is declared EMPTY: it never has an end tag, so remove `</BR>`")
        );
        assert_eq!(
            hint_in(strict(), end("P")).as_deref(),
            Some(
                "the end tag of P may be omitted, and a P ends by itself where something it cannot contain \
                 starts: this P had ended already, so remove the end tag or move what ended it"
            )
        );
        assert_eq!(hint_in(strict(), end("DIV")), None);
    }

    #[test]
    fn distance_counts_edits_and_transpositions() {
        assert_eq!(distance("TABLE", "TABLE", false), 0);
        assert_eq!(distance("TABEL", "TABLE", false), 1);
        assert_eq!(distance("CLAS", "CLASS", false), 1);
        assert_eq!(distance("clas", "CLASS", true), 1);
        assert_eq!(distance("clas", "CLASS", false), 5);
        assert_eq!(distance("IMAGE", "IMG", false), 2);
        assert_eq!(distance("", "ABC", false), 3);
        assert_eq!(distance("ABC", "", false), 3);
        assert_eq!(distance("CA", "ABC", false), 3);
        assert_eq!(distance("Ä", "ä", true), 1, "only ASCII case is folded");
    }

    #[test]
    fn closest_keeps_the_nearest_only() {
        let names = ["TH", "TD", "TABLE", "CABLE", "TABLES"];
        assert_eq!(closest("XABLE", names.iter().copied(), false), ["CABLE", "TABLE"]);
        assert_eq!(closest("TABEL", names.iter().copied(), false), ["TABLE"]);
        assert_eq!(closest("HT", names.iter().copied(), false), ["TH"]);
        assert!(closest("TX", names.iter().copied(), false).is_empty());
        assert!(closest("BLOCKQUOTE", names.iter().copied(), false).is_empty());
        assert!(
            closest("CABLE", ["CABLE"].into_iter(), false).is_empty(),
            "the name itself"
        );
    }

    #[test]
    fn entity_names_are_not_matched_by_substitution() {
        let names = ["raquo", "rsquo", "hellip", "nbsp"];
        assert_eq!(nearest("rsqou", names.iter().copied(), false, false), ["rsquo"]);
        assert_eq!(nearest("hellp", names.iter().copied(), false, false), ["hellip"]);
        assert!(nearest("rdquo", names.iter().copied(), false, false).is_empty());
        assert_eq!(edit_distance("rdquo", "rsquo", false, 2), 2);
    }

    #[test]
    fn alternatives_are_listed_in_words() {
        assert_eq!(alternatives(&[], "or"), None);
        assert_eq!(alternatives(&["A"], "or").as_deref(), Some("A"));
        assert_eq!(alternatives(&["A", "B"], "or").as_deref(), Some("A or B"));
        assert_eq!(alternatives(&["A", "B", "C"], "and").as_deref(), Some("A, B and C"));
        let many = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"];
        assert_eq!(
            alternatives(&many, "or").as_deref(),
            Some("A, B, C, D, E, F, G, H or 2 more")
        );
    }
}
