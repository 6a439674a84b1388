//! Short reference delimiters (ISO 8879 9.4.6, 9.6.5): the set the lexer recognises in
//! content while a short reference map is current.
//!
//! A short reference string is a sequence of characters in which the RE and RS
//! function characters stand for a record end and a record start, and `B` for a blank
//! sequence: one or more SPACE or SEPCHAR characters, at most BSEQLEN of them (9.6.5.1).
//! `BB` is a blank sequence of two or more. The parser compiles the set it needs once per
//! document type (see [`ShortRefSet::new`]) and reads content with
//! [`Lexer::next_token_with`](crate::Lexer::next_token_with) while a map is in effect;
//! [`Lexer::next_token`](crate::Lexer::next_token) reads as if the syntax had no short
//! references, at no cost.
//!
//! At a position, every delimiter of the set that matches is a candidate; the one that
//! matches the most characters wins (9.6.5.1: "the longest"); between equally long
//! matches a string without blank sequences wins over one with, and one with more `B`s
//! over one with fewer, as OpenSP orders them. A general delimiter recognised at the same
//! place wins when it is at least as long.

use sgml_decl::CharClass;

use crate::config::{LexerConfig, byte, text_table};
use crate::mode::Mode;

/// Whether a character of class `class` is a blank, which a blank sequence `B` matches:
/// SPACE or a SEPCHAR.
#[inline]
pub(crate) fn is_blank(class: CharClass) -> bool {
    class.intersects(CharClass::SPACE) || class.intersects(CharClass::SEPCHAR)
}

/// One element of a short reference string.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Element {
    /// This character.
    Char(char),
    /// A record end.
    Re,
    /// A record start.
    Rs,
    /// A blank sequence of at least this many blanks (`B` is 1, `BB` is 2).
    Blanks(u32),
}

/// One short reference delimiter, compiled.
#[derive(Clone, Debug)]
pub(crate) struct Pattern {
    pub(crate) elements: Vec<Element>,
    /// Among matches of equal length, the higher wins: 255 for a string without a blank
    /// sequence, else 2 plus its number of `B`s (OpenSP's priorities).
    pub(crate) priority: u8,
}

/// The short reference delimiters recognised in content, compiled for one concrete
/// syntax and one document type, with the byte tables that find where one may start.
///
/// Index `i` of [`ShortRefSet::new`]'s list is what
/// [`Lexer::short_ref_index`](crate::Lexer::short_ref_index) gives for a
/// [`TokenKind::ShortRef`](crate::TokenKind::ShortRef) token that matched it.
#[derive(Clone, Debug)]
pub struct ShortRefSet {
    pub(crate) patterns: Vec<Pattern>,
    /// The most blanks one blank sequence matches (BSEQLEN; at least 1).
    pub(crate) max_blanks: u32,
    /// Per byte: whether a short reference may start with it.
    pub(crate) starts: [bool; 256],
    /// The scanning tables of CON mode without and with NET, where the bytes that may
    /// start a short reference are delimiters too.
    pub(crate) tables: Box<[[u8; 256]; 2]>,
}

impl ShortRefSet {
    /// The set of `delimiters` (short reference strings, `B` a blank sequence, the RE
    /// and RS characters of `config`'s classes standing for record boundaries), with at
    /// most `bseqlen` blanks in a blank sequence (the BSEQLEN quantity). Empty strings
    /// are kept (so that indexes stay) but never match.
    pub fn new<S: AsRef<str>>(config: &LexerConfig, delimiters: &[S], bseqlen: u32) -> ShortRefSet {
        let classes = config.classes();
        let mut patterns = Vec::with_capacity(delimiters.len());
        for delimiter in delimiters {
            let mut elements: Vec<Element> = Vec::new();
            let mut blanks = 0u32;
            for c in delimiter.as_ref().chars() {
                let class = classes.class(c);
                let element = if c == 'B' {
                    blanks += 1;
                    if let Some(Element::Blanks(n)) = elements.last_mut() {
                        *n += 1;
                        continue;
                    }
                    Element::Blanks(1)
                } else if class.contains(CharClass::RE) {
                    Element::Re
                } else if class.contains(CharClass::RS) {
                    Element::Rs
                } else {
                    Element::Char(c)
                };
                elements.push(element);
            }
            let priority = if blanks == 0 {
                u8::MAX
            } else {
                u8::try_from(blanks + 2).unwrap_or(u8::MAX - 1)
            };
            patterns.push(Pattern { elements, priority });
        }
        let mut starts = [false; 256];
        for pattern in &patterns {
            match pattern.elements.first() {
                Some(Element::Char(c)) => {
                    let mut buf = [0u8; 4];
                    starts[c.encode_utf8(&mut buf).as_bytes()[0] as usize] = true;
                }
                Some(Element::Blanks(_)) => {
                    for b in 0..0x80u8 {
                        if is_blank(classes.class_of(u32::from(b))) {
                            starts[b as usize] = true;
                        }
                    }
                }
                // Record boundaries end every data run already.
                Some(Element::Re | Element::Rs) | None => {}
            }
        }
        let mut tables = Box::new([[0u8; 256]; 2]);
        for (net, table) in tables.iter_mut().enumerate() {
            let index = text_table(Mode::Content { net: net == 1 }).unwrap_or(0);
            *table = *config.text_table(index);
            for (b, entry) in table.iter_mut().enumerate() {
                if starts[b] && *entry != byte::RECORD && *entry != byte::NON_SGML {
                    *entry = byte::DELIM;
                }
            }
        }
        ShortRefSet {
            patterns,
            max_blanks: bseqlen.max(1),
            starts,
            tables,
        }
    }

    /// How many delimiters the set holds (the indexes go from 0 to this).
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set holds no delimiter.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
}

/// Whether a short reference string (`B` a blank sequence) contains another delimiter
/// string, so that recognising the first may take the place of the second
/// (`"&#RS;B"` contains `"B"` and `"&#TAB;"`; `"--"` contains `"-"`). `is_blank` says
/// which characters are blanks; `other_is_short_ref` whether `B` in `other` is a blank
/// sequence too (it is a letter in a general delimiter).
///
/// OpenSP recognises, besides the short references some map uses, every one that
/// contains one of those, so that a longer unmapped one is data rather than the
/// shorter mapped one inside it (ISO 8879 recognises all of the syntax's).
pub fn short_ref_contains(
    short_ref: &str,
    other: &str,
    other_is_short_ref: bool,
    is_blank: impl Fn(char) -> bool,
) -> bool {
    let sr: Vec<char> = short_ref.chars().collect();
    let d: Vec<char> = other.chars().collect();
    for start in 0..sr.len() {
        let (mut j, mut k) = (0, start);
        loop {
            if j == d.len() {
                return true;
            }
            if k >= sr.len() {
                break;
            }
            if sr[k] == 'B' {
                if other_is_short_ref && d[j] == 'B' {
                    j += 1;
                    k += 1;
                } else if is_blank(d[j]) {
                    j += 1;
                    k += 1;
                    if k == sr.len() || sr[k] != 'B' {
                        // The last B of the sequence takes every following blank.
                        while j < d.len() && is_blank(d[j]) {
                            j += 1;
                        }
                    }
                } else {
                    break;
                }
            } else if other_is_short_ref && d[j] == 'B' {
                if is_blank(sr[k]) {
                    j += 1;
                    k += 1;
                    if j < d.len() && d[j] != 'B' {
                        while k < sr.len() && is_blank(sr[k]) {
                            k += 1;
                        }
                    }
                } else {
                    break;
                }
            } else if d[j] == sr[k] {
                j += 1;
                k += 1;
            } else {
                break;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blank(c: char) -> bool {
        c == ' ' || c == '\t'
    }

    #[test]
    fn containment() {
        assert!(short_ref_contains("\nB", "B", true, blank));
        assert!(short_ref_contains("BB", "B", true, blank));
        assert!(short_ref_contains("B", "\t", true, blank));
        assert!(!short_ref_contains("\nB\r", "\n\r", false, blank));
        assert!(short_ref_contains("\nB\r", "\r", true, blank));
        assert!(short_ref_contains("--", "-", true, blank));
        assert!(!short_ref_contains("-", "--", true, blank));
        assert!(!short_ref_contains("\"", "B", true, blank));
    }

    #[test]
    fn compiled_patterns() {
        let config = LexerConfig::reference();
        let set = ShortRefSet::new(&config, &["\nB\r", "BB", "-", ""], 960);
        assert_eq!(set.patterns[0].elements, [Element::Rs, Element::Blanks(1), Element::Re]);
        assert_eq!(set.patterns[1].elements, [Element::Blanks(2)]);
        assert_eq!(set.patterns[1].priority, 4);
        assert_eq!(set.patterns[2].priority, 255);
        assert!(set.patterns[3].elements.is_empty());
        assert!(set.starts[b' ' as usize] && set.starts[b'\t' as usize] && set.starts[b'-' as usize]);
        assert!(!set.starts[b'a' as usize]);
        assert_eq!(set.tables[0][b'-' as usize], byte::DELIM);
        assert_eq!(set.tables[0][b'<' as usize], byte::DELIM);
        assert_eq!(set.tables[0][b'\n' as usize], byte::RECORD);
    }
}
