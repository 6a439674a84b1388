//! Lines and columns, computed on demand from byte offsets.

use crate::Span;

/// A line and column, as messages show them.
///
/// `line` counts from 1. `column` counts *characters* (not bytes) from 0, the way
/// OpenSP's `onsgmls` reports positions, so that our messages and the reference's can be
/// compared place for place, including on non-ASCII lines.
#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LineCol {
    /// Line number, from 1.
    pub line: u32,
    /// Column in characters, from 0.
    pub column: u32,
}

/// The offsets at which the lines of one text start.
///
/// A line ends after LF, after CR not followed by LF, or after CR LF: the three record
/// end conventions an HTML file may use.
#[derive(Clone, Debug, Default)]
pub struct LineIndex {
    /// `line_starts[i]` is the offset of the first byte of line `i + 1`.
    line_starts: Vec<u32>,
    len: u32,
    /// Within lines longer than [`CHECKPOINT`] bytes, every `CHECKPOINT` bytes: the
    /// offset and its character column, so that a column is counted from at most that
    /// far back (hostile input puts a hundred thousand messages on one long line).
    checkpoints: Vec<(u32, u32)>,
}

/// How far apart the column checkpoints of a long line are, in bytes.
const CHECKPOINT: usize = 4096;

/// The characters of `bytes`: the bytes that are not UTF-8 continuation bytes.
pub(crate) fn characters(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| (b as i8) >= -0x40).count()
}

impl LineIndex {
    /// Index the lines of `text`.
    pub fn new(text: &str) -> LineIndex {
        let bytes = text.as_bytes();
        let mut line_starts = vec![0u32];
        for pos in memchr::memchr2_iter(b'\n', b'\r', bytes) {
            let next = pos + 1;
            if bytes[pos] == b'\r' && bytes.get(next) == Some(&b'\n') {
                continue; // the LF of CR LF ends this line
            }
            line_starts.push(next as u32);
        }
        let mut checkpoints = Vec::new();
        let ends = line_starts.iter().skip(1).map(|&e| e as usize).chain([bytes.len()]);
        for (&start, end) in line_starts.iter().zip(ends) {
            let (mut at, mut column) = (start as usize, 0);
            while end - at > CHECKPOINT {
                column += characters(&bytes[at..at + CHECKPOINT]);
                at += CHECKPOINT;
                checkpoints.push((at as u32, column as u32));
            }
        }
        LineIndex {
            line_starts,
            len: text.len() as u32,
            checkpoints,
        }
    }

    /// The number of lines (a text with no line end has one).
    pub fn line_count(&self) -> usize {
        self.line_starts.len()
    }

    /// The byte offset at which `line` (from 1) starts, if there is such a line.
    pub fn line_start(&self, line: u32) -> Option<u32> {
        self.line_starts.get(line.checked_sub(1)? as usize).copied()
    }

    /// The span of `line` (from 1), including its line end.
    pub fn line_span(&self, line: u32) -> Option<Span> {
        let start = self.line_start(line)?;
        let end = self.line_starts.get(line as usize).copied().unwrap_or(self.len);
        Some(Span::new(start, end))
    }

    /// The line and character column of byte `offset` in `text`, the text this index was
    /// made from. An offset inside a multi-byte character counts as that character; an
    /// offset past the end is clamped to the end.
    ///
    /// The end of a text that ends with a line end is *not* the start of a new line: no
    /// record follows the last record end (ISO 8879 7.6.1), so, as onsgmls reports the end
    /// of an entity, it is on the last line, one column past its line end (CR LF counting
    /// as one character there).
    pub fn line_col(&self, text: &str, offset: u32) -> LineCol {
        let offset = offset.min(self.len);
        if offset == self.len && offset > 0 && self.line_starts.last() == Some(&offset) {
            let bytes = text.as_bytes();
            let last = if bytes.ends_with(b"\r\n") {
                offset - 2
            } else {
                offset - 1
            };
            let at = self.line_col(text, last);
            return LineCol {
                line: at.line,
                column: at.column + 1,
            };
        }
        let line = self.line_starts.partition_point(|&start| start <= offset) - 1;
        let start = self.line_starts[line];
        // Count from the last checkpoint of the line before `offset`, if any.
        let (from, before) = match self.checkpoints.partition_point(|&(at, _)| at <= offset) {
            0 => (start, 0),
            i => match self.checkpoints[i - 1] {
                (at, column) if at >= start => (at, column),
                _ => (start, 0),
            },
        };
        let column = before as usize + characters(&text.as_bytes()[from as usize..offset as usize]);
        LineCol {
            line: line as u32 + 1,
            column: column as u32,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn lines_and_character_columns() {
        let text = "ab\r\ncd\ref\ngh\n\u{e9}\u{e9}<x>";
        let index = LineIndex::new(text);
        assert_eq!(index.line_count(), 5);
        assert_eq!(index.line_col(text, 0), LineCol { line: 1, column: 0 });
        assert_eq!(index.line_col(text, 2), LineCol { line: 1, column: 2 });
        assert_eq!(index.line_col(text, 4), LineCol { line: 2, column: 0 });
        assert_eq!(index.line_col(text, 7), LineCol { line: 3, column: 0 });
        assert_eq!(index.line_col(text, 10), LineCol { line: 4, column: 0 });
        // "éé" is four bytes and two characters
        let x = text.find("<x>").unwrap() as u32;
        assert_eq!(index.line_col(text, x), LineCol { line: 5, column: 2 });
        assert_eq!(index.line_col(text, 1000), LineCol { line: 5, column: 5 });
        // The end of a text after its last line end stays on the last line.
        for (text, end) in [
            ("a\nbc\n", (2, 3)),
            ("a\r\nbc\r\n", (2, 3)),
            ("a\rbc\r", (2, 3)),
            ("a\n\n", (2, 1)),
        ] {
            let index = LineIndex::new(text);
            let at = index.line_col(text, text.len() as u32);
            assert_eq!((at.line, at.column), end, "{text:?}");
        }
        assert_eq!(index.line_span(1), Some(Span::new(0, 4)));
        assert_eq!(index.line_span(5).map(|s| s.slice(text)), Some("\u{e9}\u{e9}<x>"));
        assert_eq!(index.line_span(6), None);
    }

    proptest! {
        #[test]
        fn long_lines_count_columns_from_their_checkpoints(
            pieces in proptest::collection::vec(("[a\u{e9}\u{1F600}]{0,3000}", "\n|\r\n|"), 1..6),
            probes in proptest::collection::vec(any::<u32>(), 50),
        ) {
            let text: String = pieces.into_iter().map(|(line, end)| line + &end).collect();
            let index = LineIndex::new(&text);
            for probe in probes {
                let offset = probe as usize % (text.len() + 1);
                if !text.is_char_boundary(offset) || offset == text.len() {
                    continue;
                }
                let lc = index.line_col(&text, offset as u32);
                let span = index.line_span(lc.line).unwrap();
                prop_assert_eq!(lc.column as usize, text[span.start as usize..offset].chars().count());
            }
        }

        fn offsets_map_back_to_their_line(text in "[a-c\r\n\u{e9}]{0,40}") {
            let index = LineIndex::new(&text);
            for (offset, _) in text.char_indices() {
                let lc = index.line_col(&text, offset as u32);
                let span = index.line_span(lc.line).unwrap();
                prop_assert!(span.start as usize <= offset && offset <= span.end as usize);
                prop_assert_eq!(lc.column as usize, text[span.range()][..offset - span.start as usize].chars().count());
            }
        }
    }
}
