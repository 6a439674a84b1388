//! The line of the source a message is about, cut to a window around its place when the
//! line is long (a minified page's one line), so that showing a message never copies a
//! megabyte: [`line_window`], and [`Message::render`](crate::Message::render), which
//! shows it with a caret. The command's human output marks the same windows.

/// Source lines longer than this many characters are cut to a window around the place.
pub const LINE_WIDTH: usize = 100;
/// Characters kept before the place in a cut line.
pub const BEFORE: usize = 40;
/// How far (in bytes) the ends of a place's line are looked for.
pub const LOOK: usize = 4096;

/// A window of one source line: its line number, its byte range, whether the line goes
/// on before and after it, and how many characters of the line come before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineWindow {
    /// The line number, from 1, as the message gives it.
    pub number: usize,
    /// Where the window starts, a byte offset into the text.
    pub start: usize,
    /// Where it ends (before the line's end).
    pub end: usize,
    /// Whether the line goes on before the window.
    pub cut_before: bool,
    /// Whether the line goes on after it.
    pub cut_after: bool,
    /// How many characters of the line come before the window.
    pub skipped: usize,
}

/// The window of the line around the place at byte `offset` of `text` (on line `line`,
/// at character `column` from 0): the whole line when it is short, else [`BEFORE`]
/// characters before the place and the rest of [`LINE_WIDTH`] after it. The line's ends
/// are looked for at most [`LOOK`] bytes away, so that a document of one long line costs
/// no more per message than a short one. `offset` must be a character boundary of
/// `text`, at most its length.
pub fn line_window(text: &str, offset: usize, line: usize, column: usize) -> LineWindow {
    let is_end = |c: char| c == '\n' || c == '\r';
    let back = floor_boundary(text, offset.saturating_sub(LOOK));
    let line_start = text[back..offset].rfind(is_end).map(|i| back + i + 1);
    let line_start = line_start.or((back == 0).then_some(0));
    let ahead = ceil_boundary(text, (offset + LOOK).min(text.len()));
    let line_end = text[offset..ahead].find(is_end).map(|i| offset + i);
    let line_end = line_end.or((ahead == text.len()).then_some(ahead));
    if let (Some(start), Some(end)) = (line_start, line_end)
        && text[start..end].chars().nth(LINE_WIDTH).is_none()
    {
        return LineWindow {
            number: line,
            start,
            end,
            cut_before: false,
            cut_after: false,
            skipped: 0,
        };
    }
    let earliest = line_start.unwrap_or(back);
    let before = &text[earliest..offset];
    let start = before
        .char_indices()
        .rev()
        .nth(BEFORE - 1)
        .map_or(earliest, |(i, _)| earliest + i);
    let taken = text[start..offset].chars().count();
    let latest = line_end.unwrap_or(ahead);
    let end = text[offset..latest]
        .char_indices()
        .nth(LINE_WIDTH - taken)
        .map_or(latest, |(i, _)| offset + i);
    LineWindow {
        number: line,
        start,
        end,
        cut_before: line_start != Some(start),
        cut_after: line_end != Some(end),
        skipped: column.saturating_sub(taken),
    }
}

/// How a source character is shown in an excerpt: a tab as one space (so that a cut
/// line keeps its width), another control character as U+FFFD.
pub fn shown(c: char) -> char {
    match c {
        '\t' => ' ',
        c if c.is_control() => '\u{FFFD}',
        c => c,
    }
}

/// The excerpt of `text` around `offset` (on `line`, at `column`): the window of its line
/// with `…` where the line is cut, then a caret under the place.
pub(crate) fn with_caret(text: &str, offset: usize, line: usize, column: usize) -> String {
    let offset = floor_boundary(text, offset.min(text.len()));
    let window = line_window(text, offset, line, column);
    let mut shown_line = String::new();
    if window.cut_before {
        shown_line.push('…');
    }
    let mut caret = shown_line.chars().count();
    for (i, c) in text[window.start..window.end].char_indices() {
        if window.start + i < offset {
            caret += 1;
        }
        shown_line.push(shown(c));
    }
    if window.cut_after {
        shown_line.push('…');
    }
    format!("{shown_line}\n{:caret$}^", "")
}

/// The largest character boundary of `text` at or before `at`.
fn floor_boundary(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The smallest character boundary of `text` at or after `at`.
fn ceil_boundary(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_lines_are_shown_whole_with_the_caret_under_the_place() {
        let text = "<p>one\n\t<tabel>x\n";
        let offset = text.find("<tabel>").unwrap();
        assert_eq!(with_caret(text, offset, 2, 1), " <tabel>x\n ^");
        // At the end of the text, the caret stands after the last character.
        assert_eq!(with_caret("<p>", 3, 1, 3), "<p>\n   ^");
    }

    #[test]
    fn long_lines_are_cut_around_the_place() {
        let text = format!("{}<b>{}", "a".repeat(5000), "z".repeat(5000));
        let offset = 5000;
        let window = line_window(&text, offset, 1, 5000);
        assert!(window.cut_before && window.cut_after);
        assert_eq!(window.skipped, 5000 - BEFORE);
        let shown = with_caret(&text, offset, 1, 5000);
        let (line, caret) = shown.split_once('\n').unwrap();
        assert!(line.starts_with('…') && line.ends_with('…'));
        assert_eq!(line.chars().count(), LINE_WIDTH + 2);
        assert_eq!(caret.len(), BEFORE + 2);
        assert_eq!(line.chars().nth(BEFORE + 1), Some('<'));
    }
}
