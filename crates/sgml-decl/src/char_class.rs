//! Character classes by code point, precomputed from an SGML declaration.
//!
//! The lexer asks these on every character, so the table answers in one array lookup for
//! code points below 256 and a binary search of ranges above.

use std::fmt;
use std::ops::{BitOr, BitOrAssign};

/// A set of character classes (ISO 8879 9.2 and 13.4): a small bit set.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CharClass(u16);

impl CharClass {
    /// No class: a data character that is nothing else.
    pub const NONE: CharClass = CharClass(0);
    /// Name start character (LC/UC letters, LCNMSTRT, UCNMSTRT; Web SGML NAMESTRT).
    pub const NAME_START: CharClass = CharClass(1 << 0);
    /// Name character: name start characters, digits, LCNMCHAR, UCNMCHAR (NAMECHAR).
    pub const NAME_CHAR: CharClass = CharClass(1 << 1);
    /// Digit (`0`..`9` of the syntax-reference character set).
    pub const DIGIT: CharClass = CharClass(1 << 2);
    /// Record end function character (RE).
    pub const RE: CharClass = CharClass(1 << 3);
    /// Record start function character (RS).
    pub const RS: CharClass = CharClass(1 << 4);
    /// The SPACE function character.
    pub const SPACE: CharClass = CharClass(1 << 5);
    /// An added function character of class SEPCHAR (TAB in every HTML declaration).
    pub const SEPCHAR: CharClass = CharClass(1 << 6);
    /// An added function character of class FUNCHAR (inert function character).
    pub const FUNCHAR: CharClass = CharClass(1 << 7);
    /// An added function character of class MSOCHAR, MSICHAR or MSSCHAR.
    pub const MARKUP_SUPPRESS: CharClass = CharClass(1 << 8);
    /// A shunned character number of the concrete syntax (SHUNCHAR, 13.4.2).
    pub const SHUNNED: CharClass = CharClass(1 << 9);
    /// A non-SGML character: described as UNUSED, or not described at all, in the
    /// document character set (13.1.1).
    pub const NON_SGML: CharClass = CharClass(1 << 10);
    /// A separator character: RE, RS, SPACE and SEPCHAR (ISO 8879 9.2.2 `s`).
    pub const SEPARATOR: CharClass = CharClass(Self::RE.0 | Self::RS.0 | Self::SPACE.0 | Self::SEPCHAR.0);

    /// Whether every class of `other` is in `self`.
    #[inline]
    pub const fn contains(self, other: CharClass) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether `self` and `other` share a class.
    #[inline]
    pub const fn intersects(self, other: CharClass) -> bool {
        self.0 & other.0 != 0
    }

    /// The raw bits.
    #[inline]
    pub const fn bits(self) -> u16 {
        self.0
    }
}

impl BitOr for CharClass {
    type Output = CharClass;
    fn bitor(self, rhs: CharClass) -> CharClass {
        CharClass(self.0 | rhs.0)
    }
}

impl BitOrAssign for CharClass {
    fn bitor_assign(&mut self, rhs: CharClass) {
        self.0 |= rhs.0;
    }
}

impl fmt::Debug for CharClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const NAMES: [(CharClass, &str); 11] = [
            (CharClass::NAME_START, "NAME_START"),
            (CharClass::NAME_CHAR, "NAME_CHAR"),
            (CharClass::DIGIT, "DIGIT"),
            (CharClass::RE, "RE"),
            (CharClass::RS, "RS"),
            (CharClass::SPACE, "SPACE"),
            (CharClass::SEPCHAR, "SEPCHAR"),
            (CharClass::FUNCHAR, "FUNCHAR"),
            (CharClass::MARKUP_SUPPRESS, "MARKUP_SUPPRESS"),
            (CharClass::SHUNNED, "SHUNNED"),
            (CharClass::NON_SGML, "NON_SGML"),
        ];
        let mut first = true;
        for (class, name) in NAMES {
            if self.contains(class) {
                if !first {
                    f.write_str(" | ")?;
                }
                f.write_str(name)?;
                first = false;
            }
        }
        if first {
            f.write_str("NONE")?;
        }
        Ok(())
    }
}

/// The classes of every code point, for one SGML declaration.
///
/// Code points are document character numbers: HTML 4's document character set is
/// ISO 10646, so they are Unicode scalar values; under HTML 2.0's Latin-1 set, numbers
/// above 255 are not described and so are non-SGML.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq)]
pub struct CharClasses {
    #[cfg_attr(feature = "serde", serde(with = "low_table"))]
    low: [CharClass; 256],
    /// Sorted, non-overlapping `(first, last, class)` ranges above 255; code points in no
    /// range have `above_default`.
    high: Vec<(u32, u32, CharClass)>,
    above_default: CharClass,
    /// Upper-case equivalents for NAMECASE substitution, beyond ASCII `a`..`z`
    /// (from LCNMSTRT/UCNMSTRT and LCNMCHAR/UCNMCHAR pairs), sorted by the lower-case one.
    upper: Vec<(char, char)>,
}

impl CharClasses {
    /// The classes of the reference concrete syntax (ISO 8879 Figure 8) over a document
    /// character set that describes exactly the code points in `described` (others are
    /// non-SGML). Name start characters are the ASCII letters; name characters add the
    /// digits, `.` and `-`; RE is 13, RS 10, SPACE 32, TAB 9 is a SEPCHAR; shunned are
    /// 0–31 and 127 (SHUNCHAR CONTROLS: 0–31, 127, and 128–159 where described).
    pub fn reference(described: &[(u32, u32)]) -> CharClasses {
        let mut classes = CharClasses::empty(CharClass::NON_SGML);
        for &(first, last) in described {
            classes.clear_range(first, last, CharClass::NON_SGML);
        }
        classes.add_range(b'A' as u32, b'Z' as u32, CharClass::NAME_START | CharClass::NAME_CHAR);
        classes.add_range(b'a' as u32, b'z' as u32, CharClass::NAME_START | CharClass::NAME_CHAR);
        classes.add_range(b'0' as u32, b'9' as u32, CharClass::DIGIT | CharClass::NAME_CHAR);
        classes.add(b'.' as u32, CharClass::NAME_CHAR);
        classes.add(b'-' as u32, CharClass::NAME_CHAR);
        classes.add(13, CharClass::RE);
        classes.add(10, CharClass::RS);
        classes.add(32, CharClass::SPACE);
        classes.add(9, CharClass::SEPCHAR);
        classes.add_range(0, 31, CharClass::SHUNNED);
        classes.add_range(127, 159, CharClass::SHUNNED);
        classes
    }

    /// A table in which every code point has `class` and nothing else.
    pub fn empty(class: CharClass) -> CharClasses {
        CharClasses {
            low: [class; 256],
            high: Vec::new(),
            above_default: class,
            upper: Vec::new(),
        }
    }

    /// The classes of code point `c`.
    #[inline]
    pub fn class_of(&self, c: u32) -> CharClass {
        if c < 256 {
            return self.low[c as usize];
        }
        match self.high.binary_search_by(|&(first, last, _)| {
            if last < c {
                std::cmp::Ordering::Less
            } else if first > c {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        }) {
            Ok(i) => self.high[i].2,
            Err(_) => self.above_default,
        }
    }

    /// The classes of character `c`.
    #[inline]
    pub fn class(&self, c: char) -> CharClass {
        self.class_of(c as u32)
    }

    /// Whether `c` may start a name.
    #[inline]
    pub fn is_name_start(&self, c: char) -> bool {
        self.class(c).contains(CharClass::NAME_START)
    }

    /// Whether `c` may continue a name (or make up a name token).
    #[inline]
    pub fn is_name_char(&self, c: char) -> bool {
        self.class(c).contains(CharClass::NAME_CHAR)
    }

    /// Whether `c` is a separator character (RE, RS, SPACE, SEPCHAR).
    #[inline]
    pub fn is_separator(&self, c: char) -> bool {
        self.class(c).intersects(CharClass::SEPARATOR)
    }

    /// Whether `c` is a digit.
    #[inline]
    pub fn is_digit(&self, c: char) -> bool {
        self.class(c).contains(CharClass::DIGIT)
    }

    /// Whether code point `c` is a non-SGML character in the document character set.
    #[inline]
    pub fn is_non_sgml(&self, c: u32) -> bool {
        self.class_of(c).contains(CharClass::NON_SGML)
    }

    /// Whether code point `c` is a shunned character number.
    #[inline]
    pub fn is_shunned(&self, c: u32) -> bool {
        self.class_of(c).contains(CharClass::SHUNNED)
    }

    /// Whether any code point of `first..=last` has any class of `class`: a walk over the
    /// ranges the table is kept in, not over the code points (tokenizers build their byte
    /// tables with it, one question per UTF-8 lead byte).
    pub fn any_in_range(&self, first: u32, last: u32, class: CharClass) -> bool {
        if first > last {
            return false;
        }
        if first < 256
            && self.low[first as usize..=last.min(255) as usize]
                .iter()
                .any(|c| c.intersects(class))
        {
            return true;
        }
        if last < 256 {
            return false;
        }
        let first = first.max(256);
        // Ranges overlapping first..=last, and whether they leave a gap (a code point in
        // no range has `above_default`).
        let from = self.high.partition_point(|&(_, end, _)| end < first);
        let mut next = first;
        for &(a, b, c) in self.high[from..].iter().take_while(|&&(a, _, _)| a <= last) {
            if a > next {
                break;
            }
            if c.intersects(class) {
                return true;
            }
            next = match b.checked_add(1) {
                Some(n) if b < last => n,
                _ => return false,
            };
        }
        // A gap from `next` (or ranges after one, checked the slow way).
        if self.above_default.intersects(class) {
            return true;
        }
        self.high[from..]
            .iter()
            .take_while(|&&(a, _, _)| a <= last)
            .any(|&(a, b, c)| b >= next && a <= last && c.intersects(class))
    }

    /// The byte classes for the first 256 code points, for tokenizers that look at bytes.
    #[inline]
    pub fn low_table(&self) -> &[CharClass; 256] {
        &self.low
    }

    /// `c` as NAMECASE substitution makes it: ASCII `a`..`z` to `A`..`Z`, and the
    /// LCNMSTRT/LCNMCHAR characters to their UCNMSTRT/UCNMCHAR partners.
    #[inline]
    pub fn to_upper(&self, c: char) -> char {
        if c.is_ascii_lowercase() {
            return c.to_ascii_uppercase();
        }
        if c.is_ascii() || self.upper.is_empty() {
            return c;
        }
        match self.upper.binary_search_by_key(&c, |&(lower, _)| lower) {
            Ok(i) => self.upper[i].1,
            Err(_) => c,
        }
    }

    /// Add `class` to code point `c`.
    pub fn add(&mut self, c: u32, class: CharClass) {
        self.add_range(c, c, class);
    }

    /// Add `class` to every code point in `first..=last`.
    pub fn add_range(&mut self, first: u32, last: u32, class: CharClass) {
        self.update_range(first, last, |old| old | class);
    }

    /// Add `class` to every code point of every `(first, last)` range, in one pass over
    /// the table however many ranges there are (NAMESTRT lists of Annex K have hundreds).
    pub fn add_ranges(&mut self, ranges: &[(u32, u32)], class: CharClass) {
        self.update_ranges(ranges, |old| old | class);
    }

    /// Remove `class` from every code point of every `(first, last)` range, in one pass.
    pub fn clear_ranges(&mut self, ranges: &[(u32, u32)], class: CharClass) {
        self.update_ranges(ranges, |old| CharClass(old.0 & !class.0));
    }

    fn update_ranges(&mut self, ranges: &[(u32, u32)], f: impl Fn(CharClass) -> CharClass) {
        let mut sorted: Vec<(u32, u32)> = ranges.iter().copied().filter(|r| r.0 <= r.1).collect();
        sorted.sort_unstable();
        let mut merged: Vec<(u32, u32)> = Vec::with_capacity(sorted.len());
        for (a, b) in sorted {
            match merged.last_mut() {
                Some(prev) if a <= prev.1.saturating_add(1) => prev.1 = prev.1.max(b),
                _ => merged.push((a, b)),
            }
        }
        for &(a, b) in &merged {
            for c in a..=b.min(255) {
                self.low[c as usize] = f(self.low[c as usize]);
            }
        }
        // Sweep the existing high ranges and the new ones together, cutting at every
        // boundary of either.
        let mut cuts: Vec<u64> = Vec::with_capacity(2 * (merged.len() + self.high.len()));
        for &(a, b) in merged.iter().filter(|r| r.1 >= 256) {
            cuts.push(u64::from(a.max(256)));
            cuts.push(u64::from(b) + 1);
        }
        if cuts.is_empty() {
            return;
        }
        for &(a, b, _) in &self.high {
            cuts.push(u64::from(a));
            cuts.push(u64::from(b) + 1);
        }
        cuts.sort_unstable();
        cuts.dedup();
        let mut pieces: Vec<(u32, u32, CharClass)> = Vec::with_capacity(cuts.len());
        let (mut old_i, mut new_i) = (0usize, 0usize);
        for w in cuts.windows(2) {
            let (p, q) = (w[0] as u32, (w[1] - 1) as u32);
            while old_i < self.high.len() && self.high[old_i].1 < p {
                old_i += 1;
            }
            while new_i < merged.len() && merged[new_i].1 < p {
                new_i += 1;
            }
            let stored = self.high.get(old_i).filter(|r| r.0 <= p).map(|r| r.2);
            let inside = merged.get(new_i).is_some_and(|r| r.0 <= p && p >= 256);
            let old = stored.unwrap_or(self.above_default);
            if stored.is_some() || inside {
                pieces.push((p, q, if inside { f(old) } else { old }));
            }
        }
        let mut out: Vec<(u32, u32, CharClass)> = Vec::with_capacity(pieces.len());
        for piece in pieces {
            match out.last_mut() {
                Some(prev) if prev.1.checked_add(1) == Some(piece.0) && prev.2 == piece.2 => prev.1 = piece.1,
                _ => out.push(piece),
            }
        }
        self.high = out;
    }

    /// Record many NAMECASE substitutions at once.
    pub fn add_uppers(&mut self, pairs: &[(char, char)]) {
        let mut sorted = pairs.to_vec();
        sorted.sort_unstable();
        for (lower, upper) in sorted {
            self.add_upper(lower, upper);
        }
    }

    /// The `(lower, upper)` NAMECASE substitutions beyond ASCII.
    pub fn upper_pairs(&self) -> &[(char, char)] {
        &self.upper
    }

    /// Remove `class` from every code point in `first..=last`.
    pub fn clear_range(&mut self, first: u32, last: u32, class: CharClass) {
        self.update_range(first, last, |old| CharClass(old.0 & !class.0));
    }

    /// Record that NAMECASE substitution maps `lower` to `upper`.
    pub fn add_upper(&mut self, lower: char, upper: char) {
        match self.upper.binary_search_by_key(&lower, |&(l, _)| l) {
            Ok(i) => self.upper[i].1 = upper,
            Err(i) => self.upper.insert(i, (lower, upper)),
        }
    }

    fn update_range(&mut self, first: u32, last: u32, f: impl Fn(CharClass) -> CharClass) {
        if first > last {
            return;
        }
        for c in first..=last.min(255) {
            self.low[c as usize] = f(self.low[c as usize]);
        }
        if last < 256 {
            return;
        }
        let first = first.max(256);
        // Split the high ranges at `first` and `last + 1`, filling gaps with the default,
        // then apply `f` to every piece inside.
        let mut pieces: Vec<(u32, u32, CharClass)> = Vec::with_capacity(self.high.len() + 2);
        let mut cursor = first;
        let mut done = false;
        for &(a, b, class) in &self.high {
            if b < first || a > last {
                if a > last && !done {
                    if cursor <= last {
                        pieces.push((cursor, last, f(self.above_default)));
                    }
                    done = true;
                }
                pieces.push((a, b, class));
                continue;
            }
            if a < first {
                pieces.push((a, first - 1, class));
            }
            let lo = a.max(first);
            if cursor < lo {
                pieces.push((cursor, lo - 1, f(self.above_default)));
            }
            let hi = b.min(last);
            pieces.push((lo, hi, f(class)));
            cursor = hi.saturating_add(1);
            if b > last {
                pieces.push((last + 1, b, class));
            }
            if hi == last {
                done = true;
            }
        }
        if !done && cursor <= last {
            pieces.push((cursor, last, f(self.above_default)));
        }
        // Merge neighbours with the same class.
        let mut merged: Vec<(u32, u32, CharClass)> = Vec::with_capacity(pieces.len());
        for piece in pieces {
            match merged.last_mut() {
                Some(prev) if prev.1.checked_add(1) == Some(piece.0) && prev.2 == piece.2 => prev.1 = piece.1,
                _ => merged.push(piece),
            }
        }
        self.high = merged;
    }
}

impl fmt::Debug for CharClasses {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Runs of equal classes, as `first..=last: CLASSES`.
        let mut list = f.debug_list();
        let mut start = 0u32;
        for c in 1..=256u32 {
            if c == 256 || self.low[c as usize] != self.low[start as usize] {
                list.entry(&format_args!("{start}..={}: {:?}", c - 1, self.low[start as usize]));
                start = c;
            }
        }
        for &(a, b, class) in &self.high {
            list.entry(&format_args!("{a}..={b}: {class:?}"));
        }
        list.entry(&format_args!("otherwise: {:?}", self.above_default));
        list.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `any_in_range` agrees with asking every code point, on tables with gaps,
    /// adjacent ranges and a default that has the class or not.
    #[test]
    fn any_in_range_agrees_with_each_code_point() {
        let mut tables = vec![
            CharClasses::reference(&[(9, 10), (13, 13), (32, 126), (160, 0xD7FF), (0xE000, 0x10FFFF)]),
            CharClasses::reference(&[(0, 255)]),
            CharClasses::empty(CharClass::NAME_CHAR),
        ];
        let mut sparse = CharClasses::empty(CharClass::default());
        sparse.add_range(0x300, 0x36F, CharClass::NAME_CHAR);
        sparse.add_range(0x370, 0x3FF, CharClass::NON_SGML);
        sparse.add_range(0x1000, 0x1000, CharClass::RE);
        tables.push(sparse);
        let classes = [
            CharClass::NON_SGML,
            CharClass::NAME_CHAR,
            CharClass::RE | CharClass::RS,
            CharClass::SHUNNED,
        ];
        let bounds = [
            0u32, 1, 9, 127, 128, 159, 160, 255, 256, 0x2FF, 0x300, 0x36F, 0x370, 0x3FF, 0x400, 0xFFF, 0x1000, 0x1001,
            0xD7FF, 0xD800, 0xDFFF, 0xE000, 0xFFFF, 0x10000,
        ];
        for table in &tables {
            for &class in &classes {
                for &first in &bounds {
                    for &last in bounds.iter().filter(|&&l| l >= first) {
                        let expected = (first..=last).any(|c| table.class_of(c).intersects(class));
                        assert_eq!(
                            table.any_in_range(first, last, class),
                            expected,
                            "{first:#x}..={last:#x} {class:?} in {table:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn reference_syntax_classes() {
        let classes = CharClasses::reference(&[(0, 0x10FFFF)]);
        assert!(classes.is_name_start('A'));
        assert!(classes.is_name_start('z'));
        assert!(!classes.is_name_start('1'));
        assert!(classes.is_name_char('1'));
        assert!(classes.is_name_char('-'));
        assert!(!classes.is_name_char('_'));
        assert!(classes.is_separator('\r'));
        assert!(classes.is_separator('\t'));
        assert!(!classes.is_separator('x'));
        assert!(classes.is_shunned(0));
        assert!(!classes.is_shunned(65));
        assert!(!classes.is_non_sgml(0x20AC));
        assert!(!classes.is_name_start('é'));
        assert_eq!(classes.to_upper('a'), 'A');
        assert_eq!(classes.to_upper('é'), 'é');
    }

    #[test]
    fn non_sgml_outside_described_ranges() {
        let classes = CharClasses::reference(&[(9, 10), (13, 13), (32, 126), (160, 255)]);
        assert!(classes.is_non_sgml(0));
        assert!(classes.is_non_sgml(128));
        assert!(!classes.is_non_sgml(160));
        assert!(classes.is_non_sgml(0x20AC));
    }

    #[test]
    fn high_ranges_split_and_merge() {
        let mut classes = CharClasses::empty(CharClass::NONE);
        classes.add_range(0x100, 0x1FF, CharClass::NAME_CHAR);
        classes.add_range(0x180, 0x2FF, CharClass::NAME_START);
        classes.clear_range(0x1C0, 0x1C0, CharClass::NAME_CHAR);
        assert_eq!(classes.class_of(0x100), CharClass::NAME_CHAR);
        assert_eq!(classes.class_of(0x180), CharClass::NAME_CHAR | CharClass::NAME_START);
        assert_eq!(classes.class_of(0x1C0), CharClass::NAME_START);
        assert_eq!(classes.class_of(0x1C1), CharClass::NAME_CHAR | CharClass::NAME_START);
        assert_eq!(classes.class_of(0x250), CharClass::NAME_START);
        assert_eq!(classes.class_of(0x300), CharClass::NONE);
        classes.add_range(0x300, 0x300, CharClass::NAME_START);
        assert_eq!(classes.class_of(0x2FF), CharClass::NAME_START);
        assert_eq!(classes.class_of(0x300), CharClass::NAME_START);
        assert_eq!(classes.class_of(0x301), CharClass::NONE);
        // Ranges stay sorted and disjoint.
        for pair in classes.high.windows(2) {
            assert!(pair[0].1 < pair[1].0);
        }
    }

    #[test]
    fn bulk_ranges_match_single_updates() {
        let ranges = [(300, 400), (50, 60), (399, 500), (1000, 1000), (250, 260), (2000, 3000)];
        let mut one = CharClasses::empty(CharClass::NONE);
        one.add_range(350, 2500, CharClass::DIGIT);
        let mut bulk = one.clone();
        for &(a, b) in &ranges {
            one.add_range(a, b, CharClass::NAME_CHAR);
        }
        bulk.add_ranges(&ranges, CharClass::NAME_CHAR);
        for c in 0..3100 {
            assert_eq!(one.class_of(c), bulk.class_of(c), "at {c}");
        }
        assert_eq!(one, bulk);
    }

    #[test]
    fn upper_case_pairs() {
        let mut classes = CharClasses::empty(CharClass::NONE);
        classes.add_upper('é', 'É');
        assert_eq!(classes.to_upper('é'), 'É');
        assert_eq!(classes.to_upper('q'), 'Q');
    }
}

/// The 256 classes of the code points below 256 as a sequence (serde derives arrays of at
/// most 32).
#[cfg(feature = "serde")]
mod low_table {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::CharClass;

    pub(super) fn serialize<S: Serializer>(low: &[CharClass; 256], serializer: S) -> Result<S::Ok, S::Error> {
        low.as_slice().serialize(serializer)
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<[CharClass; 256], D::Error> {
        let classes = Vec::<CharClass>::deserialize(deserializer)?;
        <[CharClass; 256]>::try_from(classes.as_slice())
            .map_err(|_| D::Error::invalid_length(classes.len(), &"the classes of 256 code points"))
    }
}
