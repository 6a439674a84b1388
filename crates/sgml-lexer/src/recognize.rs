//! The delimiter strings of each recognition mode, as logos automata.
//!
//! Each enum lists exactly the delimiters ISO 8879 Figure 3 recognises in one mode (or
//! a family of text modes), so a longest match never picks a delimiter of another mode.
//! Logos only matches the strings; whether a match is *in context* (9.6.2: `<` only
//! before a name start character, and so on) depends on the declaration's character
//! classes and is decided by the [`Lexer`](crate::Lexer) after the match.

use logos::Logos;

/// CON: content (ISO 8879 Figure 3, mode CON), with NET when enabled.
#[derive(Logos, Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum ConDelim {
    #[token("<")]
    Stago,
    #[token("</")]
    Etago,
    #[token("<!")]
    Mdo,
    #[token("<?")]
    Pio,
    #[token("&")]
    Ero,
    #[token("&#")]
    Cro,
    #[token("&#x")]
    #[token("&#X")]
    Hcro,
    #[token("]]>")]
    MscMdc,
    #[token("/")]
    Net,
}

impl ConDelim {
    /// The delimiter `rest` starts with and its length, as [`delimiter_at`] finds it,
    /// by hand: for the short reference scan, so that the usual scan keeps the only
    /// call of the automaton (and has it inlined).
    #[inline(never)]
    pub(crate) fn at(rest: &str) -> Option<(ConDelim, usize)> {
        let b = rest.as_bytes();
        Some(match (b.first()?, b.get(1), b.get(2)) {
            (b'<', Some(b'/'), _) => (ConDelim::Etago, 2),
            (b'<', Some(b'!'), _) => (ConDelim::Mdo, 2),
            (b'<', Some(b'?'), _) => (ConDelim::Pio, 2),
            (b'<', _, _) => (ConDelim::Stago, 1),
            (b'&', Some(b'#'), Some(b'x' | b'X')) => (ConDelim::Hcro, 3),
            (b'&', Some(b'#'), _) => (ConDelim::Cro, 2),
            (b'&', _, _) => (ConDelim::Ero, 1),
            (b']', Some(b']'), Some(b'>')) => (ConDelim::MscMdc, 3),
            (b'/', _, _) => (ConDelim::Net, 1),
            _ => return None,
        })
    }
}

/// Declared CDATA and RCDATA content (ETAGO, and in RCDATA ERO and CRO; NET when
/// enabled).
#[derive(Logos, Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum DeclaredDelim {
    #[token("</")]
    Etago,
    #[token("&")]
    Ero,
    #[token("&#")]
    Cro,
    #[token("&#x")]
    #[token("&#X")]
    Hcro,
    #[token("/")]
    Net,
}

/// LIT and LITA: literals (the closing delimiter, ERO, CRO, PERO).
#[derive(Logos, Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum LitDelim {
    #[token("\"")]
    Lit,
    #[token("'")]
    Lita,
    #[token("&")]
    Ero,
    #[token("&#")]
    Cro,
    #[token("&#x")]
    #[token("&#X")]
    Hcro,
    #[token("%")]
    Pero,
}

/// COM: comment text, ended by COM.
#[derive(Logos, Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum ComDelim {
    #[token("--")]
    Com,
}

/// PI: processing instruction text, ended by PIC.
#[derive(Logos, Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum PiDelim {
    #[token(">")]
    Pic,
}

/// Marked section content: CDATA, RCDATA (with references) and IGNORE (with nested
/// marked section starts).
#[derive(Logos, Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum MsDelim {
    #[token("]]>")]
    MscMdc,
    #[token("<![")]
    MdoDso,
    #[token("&")]
    Ero,
    #[token("&#")]
    Cro,
    #[token("&#x")]
    #[token("&#X")]
    Hcro,
}

/// TAG: inside a start or end tag.
#[derive(Logos, Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum TagDelim {
    #[token(">")]
    Tagc,
    #[token("=")]
    Vi,
    #[token("\"")]
    Lit,
    #[token("'")]
    Lita,
    #[token("/")]
    Net,
    #[token("<")]
    Stago,
    #[token("</")]
    Etago,
}

/// MD: between the parameters of a markup declaration.
#[derive(Logos, Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum MdDelim {
    #[token(">")]
    Mdc,
    #[token("--")]
    Com,
    #[token("-")]
    Minus,
    #[token("+")]
    Plus,
    #[token("(")]
    Grpo,
    #[token("[")]
    Dso,
    #[token("]")]
    Dsc,
    #[token("\"")]
    Lit,
    #[token("'")]
    Lita,
    #[token("#")]
    Rni,
    #[token("%")]
    Pero,
    #[token("?")]
    Opt,
    #[token("*")]
    Rep,
}

/// GRP: inside a group.
#[derive(Logos, Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum GrpDelim {
    #[token("(")]
    Grpo,
    #[token(")")]
    Grpc,
    #[token("&")]
    And,
    #[token("|")]
    Or,
    #[token(",")]
    Seq,
    #[token("?")]
    Opt,
    #[token("+")]
    Plus,
    #[token("*")]
    Rep,
    #[token("#")]
    Rni,
    #[token("%")]
    Pero,
    #[token("\"")]
    Lit,
    #[token("'")]
    Lita,
}

/// DS: a declaration subset, between declarations.
#[derive(Logos, Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum DsDelim {
    #[token("<!")]
    Mdo,
    #[token("<?")]
    Pio,
    #[token("%")]
    Pero,
    #[token("]]>")]
    MscMdc,
    #[token("]")]
    Dsc,
}

/// The delimiter of type `T` that `rest` starts with, and its length in bytes.
#[inline]
pub(crate) fn delimiter_at<'s, T>(rest: &'s str) -> Option<(T, usize)>
where
    T: Logos<'s, Source = str, Extras = ()>,
{
    let mut lexer = T::lexer(rest);
    match lexer.next() {
        Some(Ok(delim)) => Some((delim, lexer.span().end)),
        _ => None,
    }
}

/// Bit masks over ASCII of the bytes that can start a delimiter in the markup modes.
pub(crate) const fn ascii_mask(bytes: &[u8]) -> u128 {
    let mut mask = 0u128;
    let mut i = 0;
    while i < bytes.len() {
        mask |= 1u128 << bytes[i];
        i += 1;
    }
    mask
}

/// First bytes of [`TagDelim`].
pub(crate) const TAG_STARTS: u128 = ascii_mask(b">=\"'/<");
/// First bytes of [`MdDelim`].
pub(crate) const MD_STARTS: u128 = ascii_mask(b">-+([]\"'#%?*");
/// First bytes of [`GrpDelim`].
pub(crate) const GRP_STARTS: u128 = ascii_mask(b"()&|,?+*#%\"'");
/// First bytes of [`DsDelim`].
pub(crate) const DS_STARTS: u128 = ascii_mask(b"<%]");

#[cfg(test)]
mod tests {
    use super::*;

    /// The hand-written CON recogniser agrees with the automaton.
    #[test]
    fn con_delimiters_by_hand_agree() {
        let pieces = ["<", "/", "!", "?", "&", "#", "x", "X", "]", ">", "a", " ", "é"];
        let mut texts = vec![String::new()];
        for _ in 0..4 {
            let longer: Vec<String> = texts
                .iter()
                .flat_map(|t| pieces.iter().map(move |p| format!("{t}{p}")))
                .collect();
            texts.extend(longer);
            texts.sort();
            texts.dedup();
        }
        for text in &texts {
            assert_eq!(ConDelim::at(text), delimiter_at::<ConDelim>(text), "{text:?}");
        }
    }

    #[test]
    fn longest_match_within_a_mode() {
        assert_eq!(delimiter_at::<ConDelim>("&#x41;"), Some((ConDelim::Hcro, 3)));
        assert_eq!(delimiter_at::<ConDelim>("&#65;"), Some((ConDelim::Cro, 2)));
        assert_eq!(delimiter_at::<ConDelim>("]]x"), None);
        assert_eq!(delimiter_at::<DsDelim>("]]x"), Some((DsDelim::Dsc, 1)));
        assert_eq!(delimiter_at::<MdDelim>("--"), Some((MdDelim::Com, 2)));
        assert_eq!(delimiter_at::<MdDelim>("-x"), Some((MdDelim::Minus, 1)));
        assert_eq!(delimiter_at::<TagDelim>("</a"), Some((TagDelim::Etago, 2)));
    }
}
