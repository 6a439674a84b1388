//! What the lexer needs from the SGML declaration: character classes, the SHORTTAG and
//! HCRO features, name folding, and the byte tables derived from them.

use sgml_decl::{CharClass, CharClasses, DelimRole, SgmlDeclaration};

use crate::mode::{DeclaredContent, LiteralData, MarkedSection, Mode, Quote};

/// The declaration-dependent facts the lexer reads, filled by the parser from the SGML
/// declaration (or taken from [`LexerOptions::html4`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub struct LexerOptions {
    /// SHORTTAG YES (13.5.2 / Annex K STARTTAG/ENDTAG): empty tags `<>` and `</>`,
    /// unclosed tags `<a<b>`, and NET `/` are recognised.
    pub shorttag: bool,
    /// The Web SGML hexadecimal character reference open delimiter HCRO `&#x` is
    /// declared (`DELIM GENERAL SGMLREF HCRO "&#38;#x"`, HTML 4.0 and 4.01). Without it,
    /// `&#x41;` is a character reference to the function named `X41`.
    pub hcro: bool,
    /// NAMECASE GENERAL YES: general names (element names) are folded to upper case.
    /// Used only to compare an end tag's name with [`ContentEnd::OwnEndTag`]'s name.
    ///
    /// [`ContentEnd::OwnEndTag`]: crate::ContentEnd::OwnEndTag
    pub namecase_general: bool,
    /// PIC is `?>` (Annex K, the SGML declaration for XML): a processing instruction
    /// ends at `?>` instead of the reference `>`.
    pub xml_pic: bool,
    /// NESTC `/` with NET `>` (Annex K, the SGML declaration for XML): in a tag, `/`
    /// makes it a NET-enabling start tag, and the `>` right after it is the null end
    /// tag, so `<br/>` starts and ends an element.
    pub nestc: bool,
    /// CONCUR YES (ISO 8879 13.5.4): a tag may begin with a document type specification,
    /// `<(name)gi>` and `</(name)gi>`, so STAGO and ETAGO followed by GRPO are
    /// recognised in content.
    pub concur: bool,
}

impl LexerOptions {
    /// The features of HTML 4.0 and 4.01's declarations: SHORTTAG YES, HCRO `&#x`,
    /// NAMECASE GENERAL YES.
    pub const fn html4() -> LexerOptions {
        LexerOptions {
            shorttag: true,
            hcro: true,
            namecase_general: true,
            xml_pic: false,
            nestc: false,
            concur: false,
        }
    }

    /// The features of HTML 2.0 and 3.2's declarations: SHORTTAG YES, no HCRO,
    /// NAMECASE GENERAL YES.
    pub const fn html2() -> LexerOptions {
        LexerOptions {
            shorttag: true,
            hcro: false,
            namecase_general: true,
            xml_pic: false,
            nestc: false,
            concur: false,
        }
    }

    /// The options a parsed SGML declaration gives (see
    /// [`LexerConfig::from_declaration`]).
    pub fn of_declaration(declaration: &SgmlDeclaration) -> LexerOptions {
        LexerOptions {
            shorttag: declaration.features.shorttag.any(),
            hcro: !declaration.delimiter(DelimRole::Hcro).is_empty(),
            namecase_general: declaration.namecase().general,
            xml_pic: declaration.delimiter(DelimRole::Pic) == "?>",
            nestc: declaration.delimiter(DelimRole::Net) == ">" && declaration.delimiter(DelimRole::Nestc) == "/",
            concur: declaration.features.concur.is_some(),
        }
    }
}

impl Default for LexerOptions {
    /// The same as [`LexerOptions::html4`].
    fn default() -> Self {
        LexerOptions::html4()
    }
}

/// How an entity's line ends become record boundaries, decided per entity the way
/// OpenSP decides it (checked with `onsgmls` 1.5.2; see the crate README):
///
/// * the first line-end character of the entity is CR (a CR LF or CR-only file): every
///   CR is an RE and every LF an RS, as the characters themselves are in the
///   reference concrete syntax ([`LineEnds::CrLf`]);
/// * the first line-end character is LF (a Unix file): every LF is an RE followed by an
///   RS for the next record, and a CR is still an RE ([`LineEnds::Lf`]).
///
/// So `a LF b` gives one RE between `a` and `b` in a Unix file but no RE at all in a
/// file that started with CR LF, where the lone LF is an RS. Each entity is detected on
/// its own: an external entity in LF form inside a CR LF document still has LF records.
/// Make one lexer per entity, and let [`Lexer::new`](crate::Lexer::new) detect.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum LineEnds {
    /// CR is RE, LF is RS (files whose first line end is CR LF or CR).
    #[default]
    CrLf,
    /// LF is RE followed by an RS; CR is RE (files whose first line end is LF).
    Lf,
}

impl LineEnds {
    /// The convention of `text`, from its first CR or LF. A text without line ends is
    /// [`LineEnds::CrLf`] (it makes no difference there).
    pub fn detect(text: &str) -> LineEnds {
        match memchr::memchr2(b'\r', b'\n', text.as_bytes()).map(|i| text.as_bytes()[i]) {
            Some(b'\n') => LineEnds::Lf,
            _ => LineEnds::CrLf,
        }
    }
}

/// Byte classes of the scanning tables (one byte per entry).
pub(crate) mod byte {
    /// An ordinary data byte: continue the run.
    pub(crate) const PLAIN: u8 = 0;
    /// The first byte of a delimiter the mode recognises: look at it in context.
    pub(crate) const DELIM: u8 = 1;
    /// An RE or RS function character.
    pub(crate) const RECORD: u8 = 2;
    /// A UTF-8 lead byte whose character must be decoded and classified.
    pub(crate) const CHECK: u8 = 3;
    /// A non-SGML ASCII character.
    pub(crate) const NON_SGML: u8 = 4;
}

/// The number of text scanning tables (see [`text_table`]).
const TEXT_TABLES: usize = 17;

/// The lexer's configuration: character classes and features from the SGML
/// declaration, with the byte tables derived from them. Build it once per declaration
/// and share it between lexers (one per entity).
#[derive(Clone)]
pub struct LexerConfig {
    classes: CharClasses,
    options: LexerOptions,
    /// One table per text mode: per byte that can start a character PLAIN, RECORD,
    /// CHECK or NON_SGML, and DELIM on the mode's delimiter bytes.
    text: Box<[[u8; 256]; TEXT_TABLES]>,
    /// Per text table, when every printable ASCII byte but its delimiters is PLAIN: the
    /// delimiter bytes, for skipping eight plain bytes at a time.
    words: [Option<WordScan>; TEXT_TABLES],
    /// The text of a plain attribute value literal ([`literal_byte`]).
    literal: Box<[u8; 256]>,
}

/// Byte classes of the table of plain literals' text, read by the plain tag scan: a
/// literal is plain while its characters are neither a record boundary, a separator
/// character, a non-SGML character nor ERO.
pub(crate) mod literal_byte {
    /// A character of a plain literal (or a continuation byte of one).
    pub(crate) const PLAIN: u8 = 0;
    /// LIT or LITA: the literal's end if it is its quote, else plain.
    pub(crate) const QUOTE: u8 = 1;
    /// A character a plain literal does not have: the literal is not plain.
    pub(crate) const REFUSED: u8 = 2;
    /// A UTF-8 lead byte whose character must be decoded and classified.
    pub(crate) const CHECK: u8 = 3;
}

/// Finds runs of plain bytes eight at a time: a word is plain when all its bytes are
/// printable ASCII (0x20..=0x7E) and none is one of up to four delimiter bytes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct WordScan {
    delimiters: [u64; 4],
}

const ONES: u64 = 0x0101_0101_0101_0101;
const HIGHS: u64 = 0x8080_8080_8080_8080;

impl WordScan {
    fn new(delimiters: &[u8]) -> Option<WordScan> {
        let first = *delimiters.first()?;
        let mut words = [ONES * u64::from(first); 4];
        for (word, &d) in words.iter_mut().zip(delimiters) {
            *word = ONES * u64::from(d);
        }
        (delimiters.len() <= 4).then_some(WordScan { delimiters: words })
    }

    /// Whether the eight bytes of `word` are all plain.
    #[inline(always)]
    pub(crate) fn is_plain(&self, word: u64) -> bool {
        self.flags(word) == 0
    }

    /// The high bit of each byte of `word` (little-endian) that is not plain, exact up
    /// to the first such byte (above it, bytes may be flagged that are plain): the
    /// first byte that is not is at `flags.trailing_zeros() / 8`. Zero when all are.
    #[inline(always)]
    pub(crate) fn flags(&self, word: u64) -> u64 {
        // Each test flags its first byte exactly: a borrow (or carry) reaches only the
        // bytes above one it flags.
        let has_zero = |x: u64| x.wrapping_sub(ONES) & !x & HIGHS;
        let control = word.wrapping_sub(ONES * 0x20) & !word & HIGHS;
        let high = (((word & !HIGHS) + ONES) | word) & HIGHS;
        let [a, b, c, d] = self.delimiters;
        control | high | has_zero(word ^ a) | has_zero(word ^ b) | has_zero(word ^ c) | has_zero(word ^ d)
    }
}

impl std::fmt::Debug for LexerConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LexerConfig")
            .field("options", &self.options)
            .field("classes", &self.classes)
            .finish_non_exhaustive()
    }
}

impl LexerConfig {
    /// A configuration over `classes` with `options`.
    pub fn new(classes: CharClasses, options: LexerOptions) -> LexerConfig {
        let base = base_table(&classes);
        let mut text = Box::new([base; TEXT_TABLES]);
        let mut words = [None; TEXT_TABLES];
        for (index, table) in text.iter_mut().enumerate() {
            let delimiters = text_delimiters(index, options);
            for &b in delimiters {
                table[b as usize] = byte::DELIM;
            }
            let printable_plain = (0x20..=0x7E).all(|b| table[b] == byte::PLAIN || table[b] == byte::DELIM)
                && delimiters.iter().all(|&b| (0x20..=0x7E).contains(&b));
            if printable_plain {
                words[index] = WordScan::new(delimiters);
            }
        }
        let literal = Box::new(literal_table(&classes));
        LexerConfig {
            classes,
            options,
            text,
            words,
            literal,
        }
    }

    /// The configuration a parsed SGML declaration gives: its character classes,
    /// SHORTTAG if any short tag form is allowed, HCRO if assigned, NAMECASE GENERAL,
    /// and the PIC, NESTC and NET of the SGML declaration for XML. Check its delimiters
    /// with [`check_declaration`](crate::check_declaration): the lexer knows no others.
    pub fn from_declaration(declaration: &SgmlDeclaration) -> LexerConfig {
        LexerConfig::new(
            declaration.char_classes.clone(),
            LexerOptions::of_declaration(declaration),
        )
    }

    /// HTML 4.0 and 4.01 (`sgml-decl/html-4.01.decl`): ISO 10646 with 0–8, 11–12,
    /// 14–31, 127–159 and the surrogates UNUSED; name characters add `.-_:`; SHORTTAG,
    /// HCRO, NAMECASE GENERAL.
    pub fn html4() -> LexerConfig {
        let mut classes = CharClasses::reference(&[(9, 10), (13, 13), (32, 126), (160, 0xD7FF), (0xE000, 0x10FFFF)]);
        classes.add(u32::from(b'_'), CharClass::NAME_CHAR);
        classes.add(u32::from(b':'), CharClass::NAME_CHAR);
        LexerConfig::new(classes, LexerOptions::html4())
    }

    /// The reference concrete syntax (ISO 8879 Figure 8) over all of ISO 10646, with
    /// SHORTTAG and without HCRO: names are ASCII letters, digits, `.` and `-`.
    pub fn reference() -> LexerConfig {
        let classes = CharClasses::reference(&[(0, 0xD7FF), (0xE000, 0x10FFFF)]);
        LexerConfig::new(classes, LexerOptions::html2())
    }

    /// The character classes.
    #[inline]
    pub fn classes(&self) -> &CharClasses {
        &self.classes
    }

    /// The features.
    #[inline]
    pub fn options(&self) -> LexerOptions {
        self.options
    }

    #[inline]
    pub(crate) fn text_table(&self, index: usize) -> &[u8; 256] {
        &self.text[index]
    }

    /// The table of plain literals' text ([`literal_byte`]).
    #[inline]
    pub(crate) fn literal_table(&self) -> &[u8; 256] {
        &self.literal
    }

    #[inline]
    pub(crate) fn word_scan(&self, index: usize) -> Option<&WordScan> {
        self.words[index].as_ref()
    }
}

/// The scanning table of a text mode, or `None` for the markup modes (TAG, MD, GRP, DS)
/// which are read token by token.
pub(crate) fn text_table(mode: Mode) -> Option<usize> {
    let quote = |q: Quote| match q {
        Quote::Lit => 0,
        Quote::Lita => 1,
    };
    Some(match mode {
        Mode::Content { net } => usize::from(net),
        Mode::DeclaredContent { kind, net, .. } => match kind {
            DeclaredContent::Cdata => 2 + usize::from(net),
            DeclaredContent::Rcdata => 4 + usize::from(net),
        },
        Mode::Literal { quote: q, data } => {
            6 + quote(q)
                + match data {
                    LiteralData::Replaceable => 0,
                    LiteralData::Parameter => 2,
                    LiteralData::Plain => 4,
                }
        }
        Mode::Comment => 12,
        Mode::ProcessingInstruction => 13,
        Mode::MarkedSection(MarkedSection::Cdata) => 14,
        Mode::MarkedSection(MarkedSection::Rcdata) => 15,
        Mode::MarkedSection(MarkedSection::Ignore) => 16,
        Mode::Tag | Mode::Markup | Mode::Group | Mode::DeclarationSubset => return None,
    })
}

/// The first bytes of the delimiters of each text table.
fn text_delimiters(index: usize, options: LexerOptions) -> &'static [u8] {
    match index {
        13 if options.xml_pic => b"?",
        // NET `>` (the SGML declaration for XML) where a NET-enabled element is open.
        1 if options.nestc => b"<&]>",
        3 if options.nestc => b"<>",
        5 if options.nestc => b"<&>",
        0 => b"<&]",
        1 => b"<&]/",
        2 => b"<",
        3 => b"</",
        4 => b"<&",
        5 => b"<&/",
        6 => b"\"&",
        7 => b"'&",
        8 => b"\"&%",
        9 => b"'&%",
        10 => b"\"",
        11 => b"'",
        12 => b"-",
        13 => b">",
        14 => b"]",
        15 => b"]&",
        16 => b"]<",
        _ => b"",
    }
}

/// The mode-independent class of every byte that can start a character.
fn base_table(classes: &CharClasses) -> [u8; 256] {
    let mut table = [byte::PLAIN; 256];
    for (b, entry) in table.iter_mut().enumerate().take(0x80) {
        let class = classes.class_of(b as u32);
        *entry = if class.contains(CharClass::NON_SGML) {
            byte::NON_SGML
        } else if class.intersects(CharClass::RE | CharClass::RS) {
            byte::RECORD
        } else {
            byte::PLAIN
        };
    }
    // Continuation bytes (0x80..=0xBF) never start a character: PLAIN keeps a run going
    // over them once their lead byte has been accepted. 0xC0, 0xC1 and 0xF5.. never
    // occur in a `str`.
    for lead in 0xC2u32..=0xF4 {
        let (first, last) = match lead {
            0xC2..=0xDF => ((lead & 0x1F) << 6, ((lead & 0x1F) << 6) | 0x3F),
            0xE0..=0xEF => ((lead & 0x0F) << 12, ((lead & 0x0F) << 12) | 0xFFF),
            _ => {
                // Four-byte characters (above U+FFFF) are rare in HTML: always decode.
                table[lead as usize] = byte::CHECK;
                continue;
            }
        };
        let special = CharClass::NON_SGML | CharClass::RE | CharClass::RS;
        let clean = !classes.any_in_range(first, last, special);
        table[lead as usize] = if clean { byte::PLAIN } else { byte::CHECK };
    }
    table
}

/// The classes that keep an attribute value literal from being plain.
#[inline]
pub(crate) fn literal_refused() -> CharClass {
    CharClass::RE | CharClass::RS | CharClass::SEPCHAR | CharClass::NON_SGML
}

/// The table of plain literals' text ([`literal_byte`]).
fn literal_table(classes: &CharClasses) -> [u8; 256] {
    let mut table = [literal_byte::PLAIN; 256];
    for (b, entry) in table.iter_mut().enumerate().take(0x80) {
        *entry = if b == usize::from(b'"') || b == usize::from(b'\'') {
            literal_byte::QUOTE
        } else if b == usize::from(b'&') || classes.class_of(b as u32).intersects(literal_refused()) {
            literal_byte::REFUSED
        } else {
            literal_byte::PLAIN
        };
    }
    for lead in 0xC2u32..=0xF4 {
        let (first, last) = match lead {
            0xC2..=0xDF => ((lead & 0x1F) << 6, ((lead & 0x1F) << 6) | 0x3F),
            0xE0..=0xEF => ((lead & 0x0F) << 12, ((lead & 0x0F) << 12) | 0xFFF),
            _ => {
                table[lead as usize] = literal_byte::CHECK;
                continue;
            }
        };
        if classes.any_in_range(first, last, literal_refused()) {
            table[lead as usize] = literal_byte::CHECK;
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_end_detection() {
        assert_eq!(LineEnds::detect("a\nb\r\n"), LineEnds::Lf);
        assert_eq!(LineEnds::detect("a\r\nb\n"), LineEnds::CrLf);
        assert_eq!(LineEnds::detect("a\rb\n"), LineEnds::CrLf);
        assert_eq!(LineEnds::detect("ab"), LineEnds::CrLf);
    }

    #[test]
    fn word_scan_agrees_with_the_table() {
        let config = LexerConfig::html4();
        for index in 0..TEXT_TABLES {
            let table = config.text_table(index);
            let Some(scan) = config.word_scan(index) else { continue };
            for b in 0..=255u8 {
                let word = u64::from_le_bytes([b'a', b'b', b, b'c', b'd', b'e', b'f', b'g']);
                let plain = table[b as usize] == byte::PLAIN && (0x20..=0x7E).contains(&b);
                assert_eq!(scan.is_plain(word), plain, "table {index}, byte {b:#x}");
            }
        }
        assert!(config.word_scan(0).is_some());
    }

    /// The literal table agrees with the classes of every character below U+0800.
    #[test]
    fn literal_table_agrees_with_every_character() {
        for config in [LexerConfig::html4(), LexerConfig::reference()] {
            let table = config.literal_table();
            for c in (0u32..0x800).filter_map(char::from_u32) {
                let mut buf = [0u8; 4];
                let first = c.encode_utf8(&mut buf).as_bytes()[0];
                let refused = c == '&' || config.classes().class(c).intersects(literal_refused());
                match table[first as usize] {
                    literal_byte::PLAIN => assert!(!refused, "{c:?}"),
                    literal_byte::QUOTE => assert!(c == '"' || c == '\''),
                    literal_byte::REFUSED => assert!(refused, "{c:?}"),
                    _ => assert!(!c.is_ascii()),
                }
            }
        }
    }

    /// The lead-byte entries, found from the table's ranges, are those that asking
    /// every character each lead byte starts gives.
    #[test]
    fn lead_bytes_agree_with_every_character() {
        for config in [LexerConfig::html4(), LexerConfig::reference()] {
            let table = base_table(config.classes());
            let special = CharClass::NON_SGML | CharClass::RE | CharClass::RS;
            for lead in 0xC2u32..=0xEF {
                let (first, last) = if lead < 0xE0 {
                    ((lead & 0x1F) << 6, ((lead & 0x1F) << 6) | 0x3F)
                } else {
                    ((lead & 0x0F) << 12, ((lead & 0x0F) << 12) | 0xFFF)
                };
                let clean = (first..=last).all(|c| !config.classes().class_of(c).intersects(special));
                let expected = if clean { byte::PLAIN } else { byte::CHECK };
                assert_eq!(table[lead as usize], expected, "lead byte {lead:#x}");
            }
        }
    }

    #[test]
    fn html4_tables() {
        let config = LexerConfig::html4();
        let base = config.text_table(13); // PI: only `>` is a delimiter
        assert_eq!(base[b'a' as usize], byte::PLAIN);
        assert_eq!(base[b'\r' as usize], byte::RECORD);
        assert_eq!(base[b'\n' as usize], byte::RECORD);
        assert_eq!(base[b'\t' as usize], byte::PLAIN);
        assert_eq!(base[0], byte::NON_SGML);
        assert_eq!(base[0x7F], byte::NON_SGML);
        // U+0080..U+00BF start with 0xC2 and include the UNUSED 128..159
        assert_eq!(base[0xC2], byte::CHECK);
        assert_eq!(base[0xC3], byte::PLAIN);
        // U+D000..U+DFFF include the surrogates, which are UNUSED
        assert_eq!(base[0xED], byte::CHECK);
        assert_eq!(base[0xE4], byte::PLAIN);
        assert_eq!(config.text_table(0)[b'<' as usize], byte::DELIM);
        assert_eq!(config.text_table(0)[b'/' as usize], byte::PLAIN);
        assert_eq!(config.text_table(1)[b'/' as usize], byte::DELIM);
    }
}
