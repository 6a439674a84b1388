//! Lines and columns of offsets in a text read piece by piece: what [`LineIndex`](crate::LineIndex) gives
//! for the whole text, without holding it.
//!
//! A document parsed in windows is not kept, so the places of its messages are found in
//! a second reading: the offsets are given first, then the text piece by piece, and each
//! offset gets the line and column [`LineIndex::line_col`](crate::LineIndex::line_col) would give it.

use crate::LineCol;
use crate::line_index::characters;

/// The lines and columns of given offsets, found while the text goes by.
///
/// A copy taken when some text is fed may be resumed with offsets further on
/// ([`ask`](LineColumns::ask)): the lines and columns of a document read in windows are
/// found as its messages come, from the last copy before each (see
/// `omittag::windows`).
#[derive(Clone, Debug)]
pub struct LineColumns {
    /// The offsets asked for, with their places in the answer, by offset.
    queries: Vec<(u32, usize)>,
    /// The next query to answer.
    next: usize,
    answers: Vec<LineCol>,
    /// The offset of the next byte fed.
    position: u32,
    /// The current line (from 1) and the characters of it before `scanned`.
    line: u32,
    column: u32,
    /// The last byte fed was a CR: whether an LF follows decides where the line ends.
    pending_cr: bool,
    /// Where the last line end began: its line and column (for the end of the text).
    last_break: Option<LineCol>,
    /// The last byte fed was a line end.
    ended_with_break: bool,
}

impl LineColumns {
    /// Ready to find the lines and columns of `offsets`.
    pub fn new(offsets: &[u32]) -> LineColumns {
        let mut queries: Vec<(u32, usize)> = offsets.iter().copied().zip(0..).collect();
        queries.sort_unstable();
        LineColumns {
            queries,
            next: 0,
            answers: vec![LineCol { line: 1, column: 0 }; offsets.len()],
            position: 0,
            line: 1,
            column: 0,
            pending_cr: false,
            last_break: None,
            ended_with_break: false,
        }
    }

    /// Drop the offsets asked so far, with their answers, and ask for `offsets`, which
    /// must be at or past [`position`](LineColumns::position) (the text before them is
    /// counted already; one before would be placed at the next byte fed).
    pub fn ask(&mut self, offsets: &[u32]) {
        self.queries.clear();
        self.queries.extend(offsets.iter().copied().zip(0..));
        self.queries.sort_unstable();
        self.next = 0;
        self.answers.clear();
        self.answers.resize(offsets.len(), LineCol { line: 1, column: 0 });
    }

    /// The offset of the next byte to feed: how much text was fed.
    pub fn position(&self) -> u32 {
        self.position
    }

    /// The lines and columns of the offsets asked, once each is placed: a byte past it
    /// was fed (else [`finish`](LineColumns::finish) places the rest at the end of the text).
    pub fn answers(&self) -> Option<&[LineCol]> {
        (self.next == self.queries.len()).then_some(&self.answers[..])
    }

    /// Answer the queries below `end` (absolute) on the current line, whose characters
    /// from `from` (an index of `bytes`, at absolute `base`) are not counted yet.
    fn answer_until(&mut self, bytes: &[u8], base: u32, from: usize, end: u32) {
        // The queries come in order: the characters are counted on from the last one,
        // not from the line's start for each (a million messages on one line took a
        // million times its length).
        let mut counted_to = from;
        let mut counted = 0u32;
        while let Some(&(offset, index)) = self.queries.get(self.next) {
            if offset >= end {
                break;
            }
            let at = (offset.saturating_sub(base) as usize).max(counted_to);
            counted += characters(&bytes[counted_to..at]) as u32;
            counted_to = at;
            let column = self.column + counted;
            self.answers[index] = LineCol {
                line: self.line,
                column,
            };
            self.next += 1;
        }
    }

    /// The next piece of the text.
    pub fn feed(&mut self, bytes: &[u8]) {
        if bytes.is_empty() {
            return;
        }
        let base = self.position;
        let end = base + bytes.len() as u32;
        let mut from = 0usize;
        if self.pending_cr {
            self.pending_cr = false;
            if bytes[0] == b'\n' {
                // The LF of CR LF is on the CR's line.
                self.answer_until(bytes, base, 0, base + 1);
                self.column += 1;
                from = 1;
            }
            self.line += 1;
            self.column = 0;
        }
        let mut breaks = memchr::memchr2_iter(b'\n', b'\r', bytes);
        loop {
            let Some(p) = breaks.by_ref().find(|&p| p >= from) else {
                if from < bytes.len() {
                    self.answer_until(bytes, base, from, end);
                    self.column += characters(&bytes[from..]) as u32;
                    self.ended_with_break = false;
                }
                break;
            };
            // The line runs to p, its line end included.
            self.answer_until(bytes, base, from, base + p as u32 + 1);
            let at_break = self.column + characters(&bytes[from..p]) as u32;
            self.last_break = Some(LineCol {
                line: self.line,
                column: at_break,
            });
            self.ended_with_break = true;
            if bytes[p] == b'\r' {
                match bytes.get(p + 1) {
                    None => {
                        self.column = at_break + 1;
                        self.pending_cr = true;
                        break;
                    }
                    Some(b'\n') => {
                        self.column = at_break + 1;
                        self.answer_until(bytes, base, p + 1, base + p as u32 + 2);
                        from = p + 2;
                    }
                    Some(_) => from = p + 1,
                }
            } else {
                from = p + 1;
            }
            self.line += 1;
            self.column = 0;
        }
        self.position = end;
    }

    /// The lines and columns, in the order the offsets were given. Offsets at or past
    /// the end of the text are placed at its end, as [`LineIndex::line_col`](crate::LineIndex::line_col)
    /// places them.
    pub fn finish(mut self) -> Vec<LineCol> {
        let at_end = match (self.ended_with_break, self.last_break) {
            (true, Some(at)) if self.position > 0 => LineCol {
                line: at.line,
                column: at.column + 1,
            },
            _ => LineCol {
                line: self.line,
                column: self.column,
            },
        };
        for &(_, index) in &self.queries[self.next..] {
            self.answers[index] = at_end;
        }
        self.answers
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::LineIndex;
    use proptest::prelude::*;

    /// The lines and columns of `offsets` in `text` read in pieces of `piece` bytes (cut
    /// anywhere, even inside a character).
    fn line_columns_in_pieces(text: &str, offsets: &[u32], piece: usize) -> Vec<LineCol> {
        let mut columns = LineColumns::new(offsets);
        for chunk in text.as_bytes().chunks(piece.max(1)) {
            columns.feed(chunk);
        }
        columns.finish()
    }

    fn check(text: &str, piece: usize) {
        let index = LineIndex::new(text);
        let offsets: Vec<u32> = (0..=text.len() as u32 + 2).collect();
        let expected: Vec<LineCol> = offsets.iter().map(|&o| index.line_col(text, o)).collect();
        assert_eq!(
            line_columns_in_pieces(text, &offsets, piece),
            expected,
            "{text:?} in pieces of {piece}"
        );
    }

    proptest! {
        /// A copy taken anywhere, asked for offsets further on and fed the rest of the
        /// text in any pieces, places them as the whole text's line index does.
        #[test]
        fn a_copy_resumed_anywhere_places_offsets_further_on(
            text in "[a\r\n\u{e9}\u{65e5}x]{0,40}",
            cut in 0usize..48,
            piece in 1usize..8,
        ) {
            let cut = cut.min(text.len());
            let mut columns = LineColumns::new(&[]);
            for chunk in text.as_bytes()[..cut].chunks(piece) {
                columns.feed(chunk);
            }
            prop_assert_eq!(columns.position() as usize, cut);
            let mut resumed = columns.clone();
            let offsets: Vec<u32> = (cut as u32..=text.len() as u32 + 1).rev().collect();
            resumed.ask(&offsets);
            for chunk in text.as_bytes()[cut..].chunks(piece) {
                resumed.feed(chunk);
            }
            let index = LineIndex::new(&text);
            let expected: Vec<LineCol> = offsets.iter().map(|&o| index.line_col(&text, o)).collect();
            prop_assert_eq!(resumed.finish(), expected);
        }
    }

    #[test]
    fn many_offsets_on_one_long_line_are_placed_in_one_pass() {
        // 100,000 offsets on a line of 1 MB: counted from the line's start for each,
        // 5 * 10^10 steps (hours); counted on from the one before, a pass over the line.
        let text = "x".repeat(1 << 20);
        let offsets: Vec<u32> = (0..100_000u32).map(|i| i * 10).collect();
        let start = std::time::Instant::now();
        let places = line_columns_in_pieces(&text, &offsets, 64 * 1024);
        assert!(
            start.elapsed() < std::time::Duration::from_secs(10),
            "{:?}",
            start.elapsed()
        );
        for (offset, place) in offsets.iter().zip(&places) {
            assert_eq!(
                *place,
                LineCol {
                    line: 1,
                    column: *offset
                }
            );
        }
    }

    #[test]
    fn the_same_places_as_the_line_index() {
        for text in [
            "",
            "a",
            "ab\r\ncd\ref\ngh\n\u{e9}\u{e9}<x>",
            "\r",
            "\n",
            "\r\n",
            "a\r\n",
            "a\n\n",
            "\r\r\n\n\r",
            "x\u{e9}\r\n\u{65e5}\ry",
        ] {
            for piece in 1..6 {
                check(text, piece);
            }
        }
    }

    proptest! {
        #[test]
        fn any_text_in_any_pieces(text in "[a\\r\\n\u{e9}\u{65e5} ]{0,40}", piece in 1usize..9) {
            check(&text, piece);
        }
    }
}
