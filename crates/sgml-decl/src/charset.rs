//! Character set descriptions (ISO 8879 13.1.1): base sets and the described portions,
//! and the mapping of document character numbers to Unicode that follows from them.

use std::fmt;

/// What a range of described character numbers is (13.1.1.2 `character description`).
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DescTarget {
    /// The characters of the base set from this base character number on.
    Base(u32),
    /// UNUSED: non-SGML characters.
    Unused,
    /// A minimum literal describing the character (every number in the range).
    Literal(String),
}

/// One `described character number`, `number of characters`, target triple.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CharDescription {
    /// The first described character number.
    pub described: u32,
    /// How many character numbers.
    pub count: u32,
    /// What they are.
    pub target: DescTarget,
}

impl CharDescription {
    /// The last described number, or `None` when `count` is 0.
    pub fn last(&self) -> Option<u32> {
        let n = self.count.checked_sub(1)?;
        Some(self.described.saturating_add(n))
    }
}

/// A BASESET and its DESCSET entries.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct BaseSet {
    /// The base character set's public identifier, as a minimum literal.
    pub public_id: String,
    /// The DESCSET entries.
    pub descriptions: Vec<CharDescription>,
}

/// A character set description as declared: one or more base sets (13.1.1).
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct CharsetDescription {
    /// The base sets in declaration order.
    pub base_sets: Vec<BaseSet>,
}

impl CharsetDescription {
    /// The syntax-reference character set of the reference concrete syntax: ISO 646 IRV,
    /// numbers 0 to 127.
    pub fn iso646() -> CharsetDescription {
        CharsetDescription {
            base_sets: vec![BaseSet {
                public_id: "ISO 646IRV:1991//CHARSET International Reference Version (IRV)//ESC 2/8 4/2".into(),
                descriptions: vec![CharDescription {
                    described: 0,
                    count: 128,
                    target: DescTarget::Base(0),
                }],
            }],
        }
    }
}

/// A base character set omittag knows, by what its public identifier designates.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum KnownBaseSet {
    /// ISO 646 (IRV or US-ASCII): numbers 0–127 are the same Unicode code points.
    Iso646,
    /// ISO Registration Number 1, the C0 control set: 0–31.
    C0,
    /// ISO Registration Number 100, ECMA-94 Right Part of Latin Alphabet Nr. 1: a 96-set
    /// whose numbers 32–127 are U+00A0–U+00FF.
    Latin1Right,
    /// ISO Registration Number 176, ISO/IEC 10646 UCS-2: 0–65535 are the code points.
    Ucs2,
    /// ISO Registration Number 177, ISO/IEC 10646 UCS-4: numbers are the code points.
    Ucs4,
    /// ISO Registration Number 14, the Japanese version of ISO 646 (JIS X 0201 Roman):
    /// as ASCII but 92 is YEN SIGN and 126 OVERLINE.
    JisRoman,
    /// ISO Registration Number 13, JIS X 0201 Katakana: 33–95 are U+FF61–U+FF9F.
    JisKatakana,
    /// ISO Registration Number 87, JIS X 0208 (kanji): a 94×94 set whose base numbers
    /// are the two bytes of a code, `0x2121` to `0x7E7E`, mapped as EUC-JP decodes them.
    JisX0208,
    /// ISO Registration Number 159, JIS X 0212 (supplementary kanji), numbered as
    /// JIS X 0208.
    JisX0212,
}

impl KnownBaseSet {
    /// The base set that `public_id` names, from its designating sequence (the text
    /// after its last `//`, such as `ESC 2/5 2/15 4/6`) or its ISO registration number.
    pub fn identify(public_id: &str) -> Option<KnownBaseSet> {
        let normalized: String = public_id.split_whitespace().collect::<Vec<_>>().join(" ");
        let sequence = normalized.rsplit("//").next().unwrap_or("").to_ascii_uppercase();
        let by_sequence = match sequence.as_str() {
            "ESC 2/5 4/0" | "ESC 2/8 4/2" | "ESC 2/8 4/0" => Some(KnownBaseSet::Iso646),
            "ESC 2/1 4/0" => Some(KnownBaseSet::C0),
            "ESC 2/13 4/1" => Some(KnownBaseSet::Latin1Right),
            "ESC 2/5 2/15 4/5" => Some(KnownBaseSet::Ucs2),
            "ESC 2/5 2/15 4/6" => Some(KnownBaseSet::Ucs4),
            "ESC 2/8 4/10" => Some(KnownBaseSet::JisRoman),
            "ESC 2/8 4/9" => Some(KnownBaseSet::JisKatakana),
            "ESC 2/6 4/0 ESC 2/4 4/2" | "ESC 2/4 4/2" | "ESC 2/4 4/0" => Some(KnownBaseSet::JisX0208),
            "ESC 2/4 2/8 4/4" => Some(KnownBaseSet::JisX0212),
            _ => None,
        };
        if by_sequence.is_some() {
            return by_sequence;
        }
        let upper = normalized.to_ascii_uppercase();
        let number = upper
            .strip_prefix("ISO REGISTRATION NUMBER ")
            .and_then(|rest| rest.split("//").next())
            .and_then(|n| n.trim().parse::<u32>().ok());
        match number {
            Some(1) => Some(KnownBaseSet::C0),
            Some(2) | Some(6) => Some(KnownBaseSet::Iso646),
            Some(100) => Some(KnownBaseSet::Latin1Right),
            Some(176) => Some(KnownBaseSet::Ucs2),
            Some(177) => Some(KnownBaseSet::Ucs4),
            Some(14) => Some(KnownBaseSet::JisRoman),
            Some(13) => Some(KnownBaseSet::JisKatakana),
            Some(87) => Some(KnownBaseSet::JisX0208),
            Some(159) => Some(KnownBaseSet::JisX0212),
            _ => {
                if upper.starts_with("ISO 646") && upper.contains("//CHARSET") {
                    Some(KnownBaseSet::Iso646)
                } else {
                    None
                }
            }
        }
    }

    /// The first and last base character numbers the set has (every number between has a
    /// code point).
    pub const fn domain(self) -> (u32, u32) {
        match self {
            KnownBaseSet::Iso646 => (0, 127),
            KnownBaseSet::C0 => (0, 31),
            KnownBaseSet::Latin1Right => (32, 127),
            KnownBaseSet::Ucs2 => (0, 0xFFFF),
            KnownBaseSet::Ucs4 => (0, 0x10FFFF),
            KnownBaseSet::JisRoman => (32, 127),
            KnownBaseSet::JisKatakana => (33, 95),
            KnownBaseSet::JisX0208 | KnownBaseSet::JisX0212 => (0x2121, 0x7E7E),
        }
    }

    /// The Unicode code point of base character number `n`, if the set has one.
    pub fn to_unicode(self, n: u32) -> Option<u32> {
        match self {
            KnownBaseSet::Iso646 => (n < 128).then_some(n),
            KnownBaseSet::C0 => (n < 32).then_some(n),
            KnownBaseSet::Latin1Right => (32..128).contains(&n).then(|| n + 128),
            KnownBaseSet::Ucs2 => (n < 0x10000).then_some(n),
            KnownBaseSet::Ucs4 => (n <= 0x10FFFF).then_some(n),
            KnownBaseSet::JisRoman => match n {
                92 => Some(0xA5),
                126 => Some(0x203E),
                32..=127 => Some(n),
                _ => None,
            },
            KnownBaseSet::JisKatakana => (33..=95).contains(&n).then(|| n - 33 + 0xFF61),
            KnownBaseSet::JisX0208 => euc_jp(&[0x80], n),
            KnownBaseSet::JisX0212 => euc_jp(&[0x8F, 0x80], n),
        }
    }

    /// Whether the set has gaps between the first and last numbers of its domain.
    /// The base numbers in `first..=last` that have no character in this set, as
    /// ranges (at most a few thousand numbers are looked at one by one).
    pub(crate) fn missing(self, first: u32, last: u32) -> Vec<(u32, u32)> {
        let (lo, hi) = match self {
            // OpenSP's UCS-4 has every number below 2^31, code point or not.
            KnownBaseSet::Ucs4 => (0, 0x7FFF_FFFF),
            _ => self.domain(),
        };
        let mut out = Vec::new();
        if first < lo {
            out.push((first, last.min(lo - 1)));
        }
        let (a, b) = (first.max(lo), last.min(hi));
        if a <= b && (self.has_gaps() || b - a < 4096) {
            let mut run: Option<(u32, u32)> = None;
            for n in a..=b.min(a.saturating_add(0x10000)) {
                if self.to_unicode(n).is_none() && !(self == KnownBaseSet::Ucs4 && n <= hi) {
                    match &mut run {
                        Some(r) if r.1 + 1 == n => r.1 = n,
                        _ => {
                            out.extend(run.take());
                            run = Some((n, n));
                        }
                    }
                }
            }
            out.extend(run);
        }
        if last > hi {
            out.push((first.max(hi + 1), last));
        }
        out
    }

    const fn has_gaps(self) -> bool {
        matches!(self, KnownBaseSet::JisX0208 | KnownBaseSet::JisX0212)
    }

    /// The longest run from base number `n` that maps to consecutive code points, at
    /// most `count` long: `(first code point, run length)`.
    fn run(self, n: u32, count: u32) -> Option<(u32, u32)> {
        let first = self.to_unicode(n)?;
        // Sets that map their whole domain, from 0 or from 32, to consecutive code
        // points: the run goes on to the end of the domain.
        let domain_end = match self {
            KnownBaseSet::Iso646 | KnownBaseSet::Latin1Right => Some(127),
            KnownBaseSet::C0 => Some(31),
            KnownBaseSet::Ucs2 => Some(0xFFFF),
            KnownBaseSet::Ucs4 => Some(0x10FFFF),
            KnownBaseSet::JisRoman | KnownBaseSet::JisKatakana | KnownBaseSet::JisX0208 | KnownBaseSet::JisX0212 => {
                None
            }
        };
        if let Some(end) = domain_end {
            let last = (u64::from(n) + u64::from(count.max(1)) - 1).min(end) as u32;
            return Some((first, last - n + 1));
        }
        let mut len = 1u32;
        while len < count {
            match self.to_unicode(n.saturating_add(len)) {
                Some(u) if u == first + len => len += 1,
                _ => break,
            }
        }
        Some((first, len))
    }
}

/// A JIS X 0208 or 0212 code (`0x2121`..`0x7E7E`) through EUC-JP: `prefix` is `[0x80]`
/// for JIS X 0208 (the high bit set on both bytes) and `[0x8F, 0x80]` for JIS X 0212.
fn euc_jp(prefix: &[u8], n: u32) -> Option<u32> {
    let (hi, lo) = ((n >> 8) as u8, (n & 0xFF) as u8);
    if n > 0xFFFF || !(0x21..=0x7E).contains(&hi) || !(0x21..=0x7E).contains(&lo) {
        return None;
    }
    let mut bytes = prefix[..prefix.len() - 1].to_vec();
    bytes.push(hi | 0x80);
    bytes.push(lo | 0x80);
    let text = encoding_rs::EUC_JP.decode_without_bom_handling_and_without_replacement(&bytes)?;
    let mut chars = text.chars();
    let c = chars.next()?;
    chars.next().is_none().then_some(c as u32)
}

/// The document character set resolved to Unicode: which document character numbers are
/// SGML characters, and which code point each one is.
///
/// Numbers of an unknown base set are taken as code points; so are base numbers a known
/// set does not have. Numbers above U+10FFFF (HTML 2.0 i18n describes up to 2³¹) have
/// no code point and are dropped.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Default)]
pub struct DocumentCharset {
    /// Sorted, disjoint `(first document number, last document number, first code point)`.
    ranges: Vec<(u32, u32, u32)>,
    /// `(first code point, last code point, first document number)`, sorted by code point.
    by_unicode: Vec<(u32, u32, u32)>,
    /// Sorted, disjoint, merged `(first, last)` document numbers the description
    /// describes at all (a base set's characters, UNUSED, or a minimum literal), up to
    /// U+10FFFF.
    declared: Vec<(u32, u32)>,
    /// Sorted, disjoint, merged `(first, last)` document numbers described as UNUSED.
    unused: Vec<(u32, u32)>,
}

/// `ranges` sorted and merged where they overlap or touch.
fn merge_ranges(mut ranges: Vec<(u32, u32)>) -> Vec<(u32, u32)> {
    ranges.sort_unstable();
    let mut merged: Vec<(u32, u32)> = Vec::with_capacity(ranges.len());
    for (a, b) in ranges {
        match merged.last_mut() {
            Some(prev) if a <= prev.1.saturating_add(1) => prev.1 = prev.1.max(b),
            _ => merged.push((a, b)),
        }
    }
    merged
}

/// Whether `n` falls in one of the sorted, disjoint `ranges`.
fn in_ranges(ranges: &[(u32, u32)], n: u32) -> bool {
    let i = ranges.partition_point(|r| r.1 < n);
    ranges.get(i).is_some_and(|r| r.0 <= n)
}

/// A base character set read from the file a catalog names for its public identifier
/// (as OpenSP reads one): its `(first, last, first code point)` ranges.
pub(crate) type ResolvedBaseSet = (String, Vec<(u32, u32, u32)>);

impl DocumentCharset {
    /// The mapping from a described character set.
    pub fn from_description(description: &CharsetDescription) -> DocumentCharset {
        DocumentCharset::from_description_resolved(description, &[])
    }

    /// [`from_description`](DocumentCharset::from_description), the base sets of
    /// `resolved` mapped by their ranges.
    pub(crate) fn from_description_resolved(
        description: &CharsetDescription,
        resolved: &[ResolvedBaseSet],
    ) -> DocumentCharset {
        let mut ranges = Vec::new();
        let mut declared = Vec::new();
        let mut unused = Vec::new();
        for base in &description.base_sets {
            let known = KnownBaseSet::identify(&base.public_id);
            let table = resolved.iter().find(|r| r.0 == base.public_id).map(|r| r.1.as_slice());
            for d in &base.descriptions {
                if let Some(last) = d.last()
                    && d.described <= 0x10FFFF
                {
                    let range = (d.described, last.min(0x10FFFF));
                    declared.push(range);
                    if d.target == DescTarget::Unused {
                        unused.push(range);
                    }
                }
                let DescTarget::Base(base_number) = d.target else {
                    continue;
                };
                if let Some(table) = table {
                    // Each base range the description overlaps, mapped as the file says.
                    let last = u64::from(base_number) + u64::from(d.count.max(1)) - 1;
                    for &(first, end, code) in table {
                        let lo = u64::from(first.max(base_number));
                        let hi = u64::from(end).min(last);
                        if d.count == 0 || lo > hi {
                            continue;
                        }
                        let doc = u64::from(d.described) + (lo - u64::from(base_number));
                        let u = u64::from(code) + (lo - u64::from(first));
                        let len = (hi - lo + 1)
                            .min(0x11_0000u64.saturating_sub(doc))
                            .min(0x11_0000u64.saturating_sub(u));
                        if len > 0 {
                            ranges.push((doc as u32, (doc + len - 1) as u32, u as u32));
                        }
                    }
                    continue;
                }
                let mut done = 0u32;
                while done < d.count {
                    let doc = u64::from(d.described) + u64::from(done);
                    let b = u64::from(base_number) + u64::from(done);
                    if doc > 0x10FFFF || b > u64::from(u32::MAX) {
                        break;
                    }
                    let (doc, b) = (doc as u32, b as u32);
                    let left = d.count - done;
                    if known.is_some_and(KnownBaseSet::has_gaps) && known.and_then(|k| k.to_unicode(b)).is_none() {
                        // An unassigned position of a 94×94 set: no character.
                        done += 1;
                        continue;
                    }
                    let (first, len) = match known.and_then(|k| k.run(b, left)) {
                        Some(run) => run,
                        None => {
                            // No universal character for an unknown set's characters, nor
                            // for base numbers a known set lacks (up to where the known
                            // set's numbers begin), as OpenSP has none: described, but
                            // without a code point.
                            let len = match known.map(KnownBaseSet::domain) {
                                Some((lo, _)) if b < lo => left.min(lo - b),
                                _ => left,
                            };
                            done = done.saturating_add(len);
                            continue;
                        }
                    };
                    if first <= 0x10FFFF {
                        let len = len.min(0x10FFFF - first + 1).min(0x10FFFF - doc + 1);
                        ranges.push((doc, doc + (len - 1), first));
                    }
                    done = done.saturating_add(len);
                }
            }
        }
        ranges.sort_unstable();
        // Drop overlaps (a number described twice keeps its first description) and merge.
        let mut merged: Vec<(u32, u32, u32)> = Vec::with_capacity(ranges.len());
        for (a, b, u) in ranges {
            match merged.last_mut() {
                Some(prev) if a <= prev.1 => {
                    if b > prev.1 {
                        let start = prev.1 + 1;
                        let skip = start - a;
                        merged.push((start, b, u + skip));
                    }
                }
                Some(prev) if prev.1 + 1 == a && prev.2 + (prev.1 - prev.0) + 1 == u => prev.1 = b,
                _ => merged.push((a, b, u)),
            }
        }
        let mut by_unicode: Vec<(u32, u32, u32)> = merged.iter().map(|&(a, b, u)| (u, u + (b - a), a)).collect();
        by_unicode.sort_unstable();
        // A number described twice keeps its first description (as for `ranges`): an
        // UNUSED range is unused only where no base set's character came first.
        let unused = merge_ranges(unused)
            .into_iter()
            .flat_map(|(a, b)| {
                let mut pieces = Vec::new();
                let mut next = a;
                let i = merged.partition_point(|r| r.1 < a);
                for &(x, y, _) in &merged[i..] {
                    if x > b {
                        break;
                    }
                    if x > next {
                        pieces.push((next, x - 1));
                    }
                    next = y.saturating_add(1);
                }
                if next <= b {
                    pieces.push((next, b));
                }
                pieces
            })
            .collect();
        DocumentCharset {
            ranges: merged,
            by_unicode,
            declared: merge_ranges(declared),
            unused,
        }
    }

    /// Whether the description says anything of document character number `n`
    /// (ISO 8879 13.1.1.2): a base set's character, UNUSED, or a minimum literal. A
    /// numeric character reference to a number it does not describe is an error
    /// (9.5); to one described as UNUSED, a reference to a non-SGML character.
    pub fn is_declared(&self, n: u32) -> bool {
        in_ranges(&self.declared, n)
    }

    /// Whether document character number `n` is described as UNUSED: a non-SGML
    /// character (13.1.1.2).
    pub fn is_unused(&self, n: u32) -> bool {
        in_ranges(&self.unused, n)
    }

    /// The first code point in `first..=last` that no document character maps to.
    pub fn first_missing_unicode(&self, first: u32, last: u32) -> Option<u32> {
        let mut next = first;
        let i = self.by_unicode.partition_point(|r| r.1 < first);
        for &(a, b, _) in &self.by_unicode[i..] {
            if a > next {
                return Some(next);
            }
            if b >= last {
                return None;
            }
            next = next.max(b + 1);
        }
        (next <= last).then_some(next)
    }

    /// The code point of document character number `n`; `None` for a non-SGML character
    /// (UNUSED or not described) or one without a code point.
    pub fn to_unicode(&self, n: u32) -> Option<u32> {
        let i = self.ranges.partition_point(|r| r.1 < n);
        let &(a, _, u) = self.ranges.get(i).filter(|r| r.0 <= n)?;
        Some(u + (n - a))
    }

    /// The document character number of code point `u`, if the set has it.
    pub fn from_unicode(&self, u: u32) -> Option<u32> {
        let i = self.by_unicode.partition_point(|r| r.1 < u);
        let &(first, _, doc) = self.by_unicode.get(i).filter(|r| r.0 <= u)?;
        Some(doc + (u - first))
    }

    /// `(first, last)` code point ranges of the SGML characters, unsorted.
    pub fn unicode_ranges(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.ranges.iter().map(|&(a, b, u)| (u, u + (b - a)))
    }

    /// `(first document number, last document number, first code point)` ranges.
    pub fn ranges(&self) -> &[(u32, u32, u32)] {
        &self.ranges
    }
}

impl fmt::Debug for DocumentCharset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut list = f.debug_list();
        for &(a, b, u) in &self.ranges {
            list.entry(&format_args!("{a}..={b} -> U+{u:04X}"));
        }
        list.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A run is the longest stretch of base numbers mapped to consecutive code points.
    #[test]
    fn runs_are_the_longest_consecutive_stretches() {
        let sets = [
            KnownBaseSet::Iso646,
            KnownBaseSet::C0,
            KnownBaseSet::Latin1Right,
            KnownBaseSet::Ucs2,
            KnownBaseSet::Ucs4,
            KnownBaseSet::JisRoman,
            KnownBaseSet::JisKatakana,
        ];
        let cases = [
            (0, 1),
            (0, 200),
            (31, 5),
            (32, 100),
            (90, 50),
            (100, 50),
            (0xFFF0, 100),
            (0x10_FFF0, 100),
        ];
        for set in sets {
            for (n, count) in cases.into_iter().chain([(5, 1 << 21)]) {
                let slow = set.to_unicode(n).map(|first| {
                    let mut len = 1;
                    while len < count && set.to_unicode(n + len) == Some(first + len) {
                        len += 1;
                    }
                    (first, len)
                });
                assert_eq!(set.run(n, count), slow, "{set:?} {n} {count}");
            }
        }
    }

    #[test]
    fn latin1_right_part_starts_at_160() {
        let desc = CharsetDescription {
            base_sets: vec![
                BaseSet {
                    public_id: "ISO 646:1983//CHARSET International Reference Version (IRV)//ESC 2/5 4/0".into(),
                    descriptions: vec![CharDescription {
                        described: 32,
                        count: 95,
                        target: DescTarget::Base(32),
                    }],
                },
                BaseSet {
                    public_id:
                        "ISO Registration Number 100//CHARSET ECMA-94 Right Part of Latin Alphabet Nr. 1//ESC 2/13 4/1"
                            .into(),
                    descriptions: vec![
                        CharDescription {
                            described: 128,
                            count: 32,
                            target: DescTarget::Unused,
                        },
                        CharDescription {
                            described: 160,
                            count: 96,
                            target: DescTarget::Base(32),
                        },
                    ],
                },
            ],
        };
        let cs = DocumentCharset::from_description(&desc);
        assert_eq!(cs.to_unicode(65), Some(65));
        assert_eq!(cs.to_unicode(160), Some(160));
        assert_eq!(cs.to_unicode(255), Some(255));
        assert_eq!(cs.to_unicode(130), None);
        assert_eq!(cs.to_unicode(0x20AC), None);
        assert_eq!(cs.from_unicode(0xE9), Some(0xE9));
        assert_eq!(cs.first_missing_unicode(32, 126), None);
        assert_eq!(cs.first_missing_unicode(100, 200), Some(127));
        // 0-31 and 127 are not described here at all; 128-159 are UNUSED.
        assert!(!cs.is_declared(0) && !cs.is_declared(127) && !cs.is_declared(256));
        assert!(cs.is_declared(32) && cs.is_declared(130) && cs.is_declared(255));
        assert!(cs.is_unused(128) && cs.is_unused(159));
        assert!(!cs.is_unused(127) && !cs.is_unused(160) && !cs.is_unused(65));
    }

    #[test]
    fn unused_only_where_no_character_is_described() {
        let desc = CharsetDescription {
            base_sets: vec![BaseSet {
                public_id: "ISO Registration Number 177//CHARSET UCS-4//ESC 2/5 2/15 4/6".into(),
                descriptions: vec![
                    CharDescription {
                        described: 0,
                        count: 100,
                        target: DescTarget::Base(0),
                    },
                    CharDescription {
                        described: 90,
                        count: 20,
                        target: DescTarget::Unused,
                    },
                    CharDescription {
                        described: 2_000_000,
                        count: 5,
                        target: DescTarget::Unused,
                    },
                ],
            }],
        };
        let cs = DocumentCharset::from_description(&desc);
        assert!(!cs.is_unused(95) && cs.is_unused(100) && cs.is_unused(109) && !cs.is_unused(110));
        assert!(cs.is_declared(109) && !cs.is_declared(110));
        // Numbers beyond U+10FFFF are never described.
        assert!(!cs.is_declared(2_000_000));
    }

    #[test]
    fn identifies_by_sequence_or_number() {
        assert_eq!(
            KnownBaseSet::identify(
                "ISO Registration Number 177//CHARSET\n ISO/IEC 10646-1:1993 UCS-4 with\n implementation level 3//ESC 2/5 2/15 4/6"
            ),
            Some(KnownBaseSet::Ucs4)
        );
        assert_eq!(
            KnownBaseSet::identify("ISO Registration Number 176//CHARSET x"),
            Some(KnownBaseSet::Ucs2)
        );
        assert_eq!(KnownBaseSet::identify("-//Foo//CHARSET Bar//EN"), None);
        let jis =
            KnownBaseSet::identify("ISO Registration Number 87//CHARSET JIS X 0208-1990//ESC 2/6 4/0 ESC 2/4 4/2");
        assert_eq!(jis, Some(KnownBaseSet::JisX0208));
        // Row 1 cell 1 is the ideographic space; row 16 cell 1 is U+4E9C.
        assert_eq!(KnownBaseSet::JisX0208.to_unicode(0x2121), Some(0x3000));
        assert_eq!(KnownBaseSet::JisX0208.to_unicode(0x3021), Some(0x4E9C));
        assert_eq!(KnownBaseSet::JisX0208.to_unicode(0x2120), None);
        // JIS X 0212 row 16 cell 1 is U+4E02.
        assert_eq!(KnownBaseSet::JisX0212.to_unicode(0x3021), Some(0x4E02));
    }
}
