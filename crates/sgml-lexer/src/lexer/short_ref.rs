//! Content read with short references recognised (ISO 8879 9.6.5): the longest short
//! reference delimiter at each place where one may start, weighed against the general
//! delimiter recognised there.

use sgml_decl::CharClass;

use super::{Found, Lexer};
use crate::config::{LineEnds, byte};
use crate::short_ref::{Element, ShortRefSet, is_blank};
use crate::token::{Token, TokenKind};

/// What the input holds at a place, as short reference strings see it.
#[derive(Clone, Copy)]
enum Atom {
    Char(char, CharClass),
    Re,
    Rs,
}

/// A run of blanks, as [`Lexer::blanks`] remembers it: from `at` (offsets in the whole
/// text) to `end`, `count` blanks; `cut` is where a blank sequence of at most `max`
/// blanks from `at` ends.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct BlankRun {
    at: u32,
    end: u32,
    count: u32,
    cut: u32,
    max: u32,
}

/// A short reference found at a place.
#[derive(Clone, Copy)]
struct Match {
    /// Its index in the set.
    index: u16,
    /// Where it ends, and whether an RS is due there (after an LF that is an RE).
    end: usize,
    rs_due: bool,
    /// How many characters (record boundaries included) it covers.
    length: u32,
}

impl Lexer<'_, '_> {
    /// The next token in CON mode with the short references of `set` recognised.
    pub(super) fn short_ref_token(&mut self, set: &ShortRefSet, net: bool) -> Option<Token> {
        // What the last data run found after it is found again, weighed against the
        // short references there (it may have been read without them). No RS is due
        // where a data run ended.
        self.lookahead = None;
        let pending = self.pending_rs;
        if let Some(found) = self.longest_short_ref(set, self.pos, pending) {
            let general = if pending {
                None
            } else {
                self.general_delimiter_length(self.pos)
            };
            if general.is_none_or(|length| length < found.length) {
                let start = self.pos;
                self.pos = found.end;
                self.pending_rs = found.rs_due;
                self.short_ref = found.index;
                self.short_ref_began_with_rs = pending;
                return Some(Token::new(TokenKind::ShortRef, self.span(start, found.end)));
            }
        }
        if pending {
            self.pending_rs = false;
            if self.pos < self.src.len() {
                return Some(Token::new(TokenKind::Rs, sgml_source::Span::empty(self.here())));
            }
        }
        if self.pos >= self.src.len() {
            return None;
        }
        Some(self.short_ref_text_token(set, net))
    }

    /// A data run in CON mode that stops where a short reference starts, or the record,
    /// non-SGML character or general delimiter at its start (where no short reference
    /// matched).
    fn short_ref_text_token(&mut self, set: &ShortRefSet, net: bool) -> Token {
        let table = &set.tables[usize::from(net)];
        let bytes = self.src.as_bytes();
        let start = self.pos;
        let mut i = start;
        loop {
            while i < bytes.len() && table[bytes[i] as usize] == byte::PLAIN {
                i += 1;
            }
            let Some(&b) = bytes.get(i) else { break };
            match table[b as usize] {
                byte::DELIM if b < 0x80 => {
                    if i > start
                        && set.starts[b as usize]
                        && let Some(found) = self.longest_short_ref(set, i, false)
                        && self
                            .general_delimiter_length(i)
                            .is_none_or(|length| length < found.length)
                    {
                        break;
                    }
                    let pending = self.pending_rs;
                    match self.text_delimiter_out_of_line(i) {
                        Found::Token(kind, end) => {
                            if i > start {
                                self.lookahead = Some(Token::new(kind, self.span(i, end)));
                                self.lookahead_rs = self.pending_rs;
                                self.pending_rs = pending;
                                break;
                            }
                            return self.emit(kind, i, end);
                        }
                        Found::Data(len) => i += len,
                    }
                }
                byte::RECORD => {
                    if i > start {
                        // The next read looks for a short reference at the record.
                        break;
                    }
                    return self.record(i);
                }
                byte::NON_SGML => {
                    if i > start {
                        break;
                    }
                    return self.emit(TokenKind::NonSgml, i, i + 1);
                }
                _ => {
                    let c = self.src[i..].chars().next().unwrap_or('\0');
                    let class = self.config.classes().class(c);
                    if class.intersects(CharClass::NON_SGML | CharClass::RE | CharClass::RS) {
                        if i > start {
                            break;
                        }
                        if class.contains(CharClass::NON_SGML) {
                            return self.emit(TokenKind::NonSgml, i, i + c.len_utf8());
                        }
                        return self.record(i);
                    }
                    // A lead byte to look at, or one flagged because a short reference
                    // starts with a character it begins.
                    if i > start && set.starts[b as usize] && self.longest_short_ref(set, i, false).is_some() {
                        break;
                    }
                    i += c.len_utf8();
                }
            }
        }
        self.emit(TokenKind::Data, start, i)
    }

    /// How many characters the general delimiter recognised at `i` in the current mode
    /// covers, if there is one. Leaves the lexer as it was.
    fn general_delimiter_length(&mut self, i: usize) -> Option<u32> {
        let b = *self.src.as_bytes().get(i)?;
        let table = self.config.text_table(self.table?);
        if table[b as usize] != byte::DELIM {
            return None;
        }
        let pending = self.pending_rs;
        let found = self.text_delimiter_out_of_line(i);
        self.pending_rs = pending;
        match found {
            Found::Token(_, end) => Some(self.src[i..end].chars().count() as u32),
            Found::Data(_) => None,
        }
    }

    /// The blank sequence at `i`: where it ends and how many blanks it has, at most
    /// `max_blanks`. What is found about a run of blanks is remembered and moved along
    /// as later places inside it are asked about, so that trying every place of a long
    /// run costs no more than the run (a document of blanks under a map whose blank
    /// sequences never match stays linear).
    fn blanks(&mut self, i: usize, max_blanks: u32) -> (usize, u32) {
        let here = self.base + i as u32;
        let mut run = self.blank_run;
        if !(run.max == max_blanks && self.base <= run.at && run.at <= here && here < run.end) {
            run = self.blank_run_at(i, max_blanks);
        }
        // Move along to `here`, one blank at a time.
        while run.at < here {
            let (at, cut) = ((run.at - self.base) as usize, (run.cut - self.base) as usize);
            run.at += self.char_at(at).map_or(1, char::len_utf8) as u32;
            run.count -= 1;
            if run.cut < run.end {
                run.cut += self.char_at(cut).map_or(1, char::len_utf8) as u32;
            }
        }
        // Only a run that ends before the end of the text read so far is remembered (a
        // window may go on with more blanks).
        if ((run.end - self.base) as usize) < self.src.len() {
            self.blank_run = run;
        }
        let count = run.count.min(max_blanks);
        (((run.cut - self.base) as usize), count)
    }

    /// The run of blanks from `i`, measured.
    fn blank_run_at(&self, i: usize, max_blanks: u32) -> BlankRun {
        let (mut j, mut count, mut cut) = (i, 0u32, None);
        while let Some((Atom::Char(_, class), next, _)) = self.atom(j, false) {
            if !is_blank(class) {
                break;
            }
            count = count.saturating_add(1);
            j = next;
            if count == max_blanks {
                cut = Some(j);
            }
        }
        let at = self.base + i as u32;
        let end = self.base + j as u32;
        BlankRun {
            at,
            end,
            count,
            cut: cut.map_or(end, |c| self.base + c as u32),
            max: max_blanks,
        }
    }

    /// What the input holds at `i` (with an RS due there first when `pending`): the
    /// element, where it ends and whether an RS is due after it. `None` at the end of
    /// the text and at a non-SGML character.
    #[inline]
    fn atom(&self, i: usize, pending: bool) -> Option<(Atom, usize, bool)> {
        if pending {
            // A record starts only if something follows the LF.
            return (i < self.src.len()).then_some((Atom::Rs, i, false));
        }
        let c = self.char_at(i)?;
        let end = i + c.len_utf8();
        if c == '\n' && self.line_ends == LineEnds::Lf {
            return Some((Atom::Re, end, true));
        }
        let class = if (c as u32) < 0x80 {
            self.config.classes().low_table()[c as usize]
        } else {
            self.config.classes().class(c)
        };
        if class.contains(CharClass::RE) {
            Some((Atom::Re, end, false))
        } else if class.contains(CharClass::RS) {
            Some((Atom::Rs, end, false))
        } else if class.contains(CharClass::NON_SGML) {
            None
        } else {
            Some((Atom::Char(c, class), end, false))
        }
    }

    /// The short reference of `set` that matches the most at `i` (with an RS due there
    /// when `pending`); between equally long ones, the one of highest priority, then
    /// the first.
    fn longest_short_ref(&mut self, set: &ShortRefSet, i: usize, pending: bool) -> Option<Match> {
        let mut best: Option<(Match, u8)> = None;
        for (index, pattern) in set.patterns.iter().enumerate() {
            let Some((end, rs_due, length)) = self.match_pattern(&pattern.elements, set.max_blanks, i, pending) else {
                continue;
            };
            let better = match best {
                None => true,
                Some((m, priority)) => length > m.length || (length == m.length && pattern.priority > priority),
            };
            if better {
                let found = Match {
                    index: index as u16,
                    end,
                    rs_due,
                    length,
                };
                best = Some((found, pattern.priority));
            }
        }
        best.map(|(m, _)| m)
    }

    /// Where `elements` matched from `i` ends, whether an RS is due there, and how many
    /// characters it covered.
    fn match_pattern(
        &mut self,
        elements: &[Element],
        max_blanks: u32,
        mut i: usize,
        mut pending: bool,
    ) -> Option<(usize, bool, u32)> {
        if elements.is_empty() {
            return None;
        }
        let mut length = 0u32;
        for element in elements {
            if let Element::Blanks(min) = *element {
                if pending {
                    // An RS is due: no blank here.
                    return None;
                }
                let (end, count) = self.blanks(i, max_blanks);
                if count < min {
                    return None;
                }
                i = end;
                length += count;
                continue;
            }
            let (atom, end, due) = self.atom(i, pending)?;
            let matched = match (*element, atom) {
                (Element::Char(want), Atom::Char(c, _)) => want == c,
                (Element::Re, Atom::Re) | (Element::Rs, Atom::Rs) => true,
                _ => false,
            };
            if !matched {
                return None;
            }
            i = end;
            pending = due;
            length += 1;
        }
        Some((i, pending, length))
    }
}

#[cfg(test)]
mod tests {
    use crate::{LexerConfig, Mode, ShortRefSet, TokenKind};

    /// `(kind, text, short reference index)` of every token of `text` in CON mode.
    fn tokens(text: &str, delimiters: &[&str]) -> Vec<(TokenKind, String, Option<usize>)> {
        let config = LexerConfig::reference();
        let set = ShortRefSet::new(&config, delimiters, 960);
        let mut lexer = crate::Lexer::new(text, &config);
        lexer.set_mode(Mode::CONTENT);
        let mut found = Vec::new();
        while let Some(t) = lexer.next_token_with(&set) {
            let index = (t.kind == TokenKind::ShortRef).then(|| lexer.short_ref_index());
            found.push((t.kind, t.text(text).to_owned(), index));
        }
        found
    }

    #[test]
    fn longest_match_wins() {
        use TokenKind::{Data, Re, Rs, ShortRef};
        let found = tokens("a--b-c", &["-", "--"]);
        assert_eq!(
            found,
            [
                (Data, "a".into(), None),
                (ShortRef, "--".into(), Some(1)),
                (Data, "b".into(), None),
                (ShortRef, "-".into(), Some(0)),
                (Data, "c".into(), None),
            ]
        );
        // LF records: an empty line is RS RE; blanks that begin a line are RS B.
        let found = tokens("a\n\n  b\n", &["\nB", "\n\r", "B\r"]);
        assert_eq!(
            found,
            [
                (Data, "a".into(), None),
                (Re, "\n".into(), None),
                (ShortRef, "\n".into(), Some(1)),
                (ShortRef, "  ".into(), Some(0)),
                (Data, "b".into(), None),
                (Re, "\n".into(), None),
            ]
        );
        // CR LF records.
        let found = tokens("a  \r\nb", &["B\r", "B"]);
        assert_eq!(
            found,
            [
                (Data, "a".into(), None),
                (ShortRef, "  \r".into(), Some(0)),
                (Rs, "\n".into(), None),
                (Data, "b".into(), None),
            ]
        );
    }

    #[test]
    fn general_delimiters_keep_their_place() {
        use TokenKind::{Data, EntityRef, MscMdc, ShortRef, Stago};
        let found = tokens("x]]>y]<a&b;", &["]", "<"]);
        assert_eq!(
            found,
            [
                (Data, "x".into(), None),
                (MscMdc, "]]>".into(), None),
                (Data, "y".into(), None),
                (ShortRef, "]".into(), Some(0)),
                (Stago, "<".into(), None),
                (Data, "a".into(), None),
                (EntityRef, "&b;".into(), None),
            ]
        );
    }

    #[test]
    fn blank_sequences_stop_at_bseqlen() {
        use TokenKind::{Data, ShortRef};
        let config = LexerConfig::reference();
        let set = ShortRefSet::new(&config, &["B\r"], 3);
        let text = "a     \rb";
        let mut lexer = crate::Lexer::new(text, &config);
        let kinds: Vec<_> = std::iter::from_fn(|| lexer.next_token_with(&set))
            .map(|t| (t.kind, t.text(text).to_owned()))
            .collect();
        // Five blanks are more than BSEQLEN: the blank sequence is the last three.
        assert_eq!(
            kinds,
            [(Data, "a  ".into()), (ShortRef, "   \r".into()), (Data, "b".into())]
        );
    }

    #[test]
    fn blank_sequences() {
        use TokenKind::{Data, ShortRef};
        // A literal TAB beats B on one blank; BB takes two or more.
        let found = tokens("a\tb \tc", &["\t", "B", "BB"]);
        assert_eq!(
            found,
            [
                (Data, "a".into(), None),
                (ShortRef, "\t".into(), Some(0)),
                (Data, "b".into(), None),
                (ShortRef, " \t".into(), Some(2)),
                (Data, "c".into(), None),
            ]
        );
    }
}
