//! The character classes of a declaration, built from its finished model.

use super::*;
use crate::syntax::{FunctionClass, Naming, NamingItem};

/// The code point ranges of a naming item, through the syntax-reference character set.
pub(super) fn item_unicode_ranges(
    item: &NamingItem,
    syn: &DocumentCharset,
    switches: &[(u32, u32)],
) -> Vec<(u32, u32)> {
    let switch = |n: u32| switches.iter().find(|s| s.0 == n).map_or(n, |s| s.1);
    match item {
        NamingItem::Range(a, b) if switches.is_empty() => {
            let mut out = Vec::new();
            for &(x, y, u) in syn.ranges() {
                if y < *a || x > *b {
                    continue;
                }
                let lo = x.max(*a);
                let hi = y.min(*b);
                out.push((u + (lo - x), u + (hi - x)));
            }
            out
        }
        _ => to_ranges(
            item.numbers()
                .take(0x11_0000)
                .filter_map(|n| syn.to_unicode(switch(n)))
                .collect(),
        ),
    }
}

/// Letters, digits, the declared name start and name characters, and the upper-case
/// pairs (13.4.5).
pub(super) fn naming_classes(
    classes: &mut CharClasses,
    naming: &Naming,
    syn: &DocumentCharset,
    switches: &[(u32, u32)],
) {
    let switch = |n: u32| switches.iter().find(|s| s.0 == n).map_or(n, |s| s.1);
    classes.add_ranges(&[(65, 90), (97, 122)], CharClass::NAME_START | CharClass::NAME_CHAR);
    classes.add_ranges(&[(48, 57)], CharClass::DIGIT | CharClass::NAME_CHAR);
    let mut starts = Vec::new();
    let mut chars = Vec::new();
    let mut pairs = Vec::new();
    for (lc, uc, set) in [
        (&naming.lcnmstrt, &naming.ucnmstrt, &mut starts),
        (&naming.lcnmchar, &naming.ucnmchar, &mut chars),
    ] {
        for item in lc.iter().chain(uc.iter()) {
            set.extend(item_unicode_ranges(item, syn, switches));
        }
        // Pair position for position, within Unicode's range.
        let lcs = lc.iter().flat_map(|i| i.numbers()).take(0x11_0000);
        let ucs = uc.iter().flat_map(|i| i.numbers()).take(0x11_0000);
        for (l, u) in lcs.zip(ucs) {
            let l = syn.to_unicode(switch(l)).and_then(char::from_u32);
            let u = syn.to_unicode(switch(u)).and_then(char::from_u32);
            if let (Some(l), Some(u)) = (l, u)
                && l != u
            {
                pairs.push((l, u));
            }
        }
    }
    for item in &naming.namestrt {
        starts.extend(item_unicode_ranges(item, syn, switches));
    }
    for item in &naming.namechar {
        chars.extend(item_unicode_ranges(item, syn, switches));
    }
    classes.add_ranges(&starts, CharClass::NAME_START | CharClass::NAME_CHAR);
    classes.add_ranges(&chars, CharClass::NAME_CHAR);
    classes.add_uppers(&pairs);
}

/// Every class of every code point, from the declaration's model.
pub(super) fn build_classes(decl: &SgmlDeclaration) -> CharClasses {
    let mut classes = CharClasses::empty(CharClass::NON_SGML);
    let mut sgml: Vec<(u32, u32)> = decl.document_charset.unicode_ranges().collect();
    sgml.sort_unstable();
    classes.clear_ranges(&sgml, CharClass::NON_SGML);
    let syntax = &decl.syntax;
    let syn = DocumentCharset::from_description(&syntax.charset);
    let switches = syntax.public.as_ref().map(|p| p.switches.clone()).unwrap_or_default();
    naming_classes(&mut classes, &syntax.naming, &syn, &switches);
    let f = &syntax.functions;
    let mut seen = Vec::new();
    let standard = [
        (f.re, CharClass::RE),
        (f.rs, CharClass::RS),
        (f.space, CharClass::SPACE),
    ];
    let added = f.added.iter().map(|a| {
        let class = match a.class {
            FunctionClass::Sepchar => CharClass::SEPCHAR,
            FunctionClass::Funchar => CharClass::FUNCHAR,
            _ => CharClass::MARKUP_SUPPRESS,
        };
        (a.char, class)
    });
    for (fc, class) in standard.into_iter().chain(added) {
        if let Some(c) = fc.char
            && !seen.contains(&c)
        {
            seen.push(c);
            classes.add(c as u32, class);
        }
    }
    let mut shunned = Vec::new();
    if syntax.shunchar.controls {
        shunned.push((0, 31));
        shunned.push((127, 159));
    }
    for &n in &syntax.shunchar.numbers {
        if let Some(u) = decl.document_charset.to_unicode(n) {
            shunned.push((u, u));
        }
    }
    classes.add_ranges(&shunned, CharClass::SHUNNED);
    classes
}
