//! Byte-offset spans.

use std::fmt;
use std::ops::Range;

/// A half-open range of byte offsets `start..end` into one source text.
///
/// Offsets are `u32`: a single entity larger than 4 GiB is refused before parsing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Span {
    /// Offset of the first byte.
    pub start: u32,
    /// Offset one past the last byte.
    pub end: u32,
}

impl Span {
    /// The span `start..end`.
    ///
    /// # Panics
    /// In debug builds, when `start > end`.
    #[inline]
    pub const fn new(start: u32, end: u32) -> Span {
        debug_assert!(start <= end);
        Span { start, end }
    }

    /// An empty span at `offset`: where an implied tag or a missing thing was inferred.
    #[inline]
    pub const fn empty(offset: u32) -> Span {
        Span {
            start: offset,
            end: offset,
        }
    }

    /// The span of a `usize` range.
    ///
    /// # Panics
    /// When an offset does not fit in `u32`.
    #[inline]
    pub fn from_range(range: Range<usize>) -> Span {
        let start = u32::try_from(range.start).expect("offset fits in u32");
        let end = u32::try_from(range.end).expect("offset fits in u32");
        Span::new(start, end)
    }

    /// Length in bytes.
    #[inline]
    pub const fn len(self) -> u32 {
        self.end - self.start
    }

    /// Whether the span covers no byte.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.start == self.end
    }

    /// The smallest span covering both.
    #[inline]
    pub fn cover(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }

    /// Whether `other` lies inside `self`.
    #[inline]
    pub const fn contains_span(self, other: Span) -> bool {
        self.start <= other.start && other.end <= self.end
    }

    /// As a `usize` range, for slicing the source.
    #[inline]
    pub const fn range(self) -> Range<usize> {
        self.start as usize..self.end as usize
    }

    /// The text this span covers in `source`.
    ///
    /// # Panics
    /// When the span is out of bounds or not on character boundaries.
    #[inline]
    pub fn slice(self, source: &str) -> &str {
        &source[self.range()]
    }
}

impl fmt::Debug for Span {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.start, self.end)
    }
}

impl From<Range<u32>> for Span {
    fn from(range: Range<u32>) -> Span {
        Span::new(range.start, range.end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cover_and_contain() {
        let a = Span::new(2, 5);
        let b = Span::new(4, 9);
        assert_eq!(a.cover(b), Span::new(2, 9));
        assert!(a.cover(b).contains_span(a));
        assert!(!a.contains_span(b));
        assert_eq!(Span::empty(3).len(), 0);
        assert_eq!(format!("{a:?}"), "2..5");
        assert_eq!(Span::new(1, 3).slice("abcd"), "bc");
    }
}
