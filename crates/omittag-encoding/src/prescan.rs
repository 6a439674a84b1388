//! The META prescan: finds `<META http-equiv="Content-Type" content="...; charset=...">`
//! (HTML 4.01 §5.2.2) or `<meta charset=...>` in the first bytes of a document, before its
//! encoding is known.
//!
//! The prescan reads bytes as ASCII, which is only sound while bytes 0x00–0x7F stand for
//! ASCII characters: it stops at the first NUL byte (UTF-16 and UTF-32 text, where every
//! ASCII character has a NUL beside it) and at the first ESC (ISO-2022-JP switching to a
//! two-byte set, where `<` may be half of a kanji). It reads at most a bounded prefix
//! ([`DEFAULT_PRESCAN_LIMIT`] bytes by default, as the reference setup of the W3C
//! validator does), so a document without a META costs a fixed amount of work.
//!
//! It tolerates what real documents do: attributes in any order and any case; values in
//! double quotes, single quotes or none; white space around `=`; comment declarations
//! `<!-- ... -- -- ... -->` (skipped, so a commented-out META does not count);
//! other tags, declarations and processing instructions before the META (their quoted
//! attribute values may contain `>`); and text before it.

use sgml_source::Span;

/// How many bytes the prescan reads unless told otherwise: 4096, the prefix the W3C
/// validator's reference setup (`oracle`) searches for a META charset.
pub const DEFAULT_PRESCAN_LIMIT: usize = 4096;

/// A charset label found in a META element.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MetaCharset {
    /// The label, as written (without quotes).
    pub label: String,
    /// Where the label stands in the bytes.
    pub span: Span,
}

/// The first META charset declaration within the first `limit` bytes, if any.
pub fn meta_charset(bytes: &[u8], limit: usize) -> Option<MetaCharset> {
    let mut found = None;
    prescan(bytes, limit, |meta| {
        found = Some(meta);
        false
    });
    found
}

/// Calls `visit` with every META charset declaration within the first `limit` bytes, in
/// document order, until `visit` returns false.
pub(crate) fn prescan(bytes: &[u8], limit: usize, mut visit: impl FnMut(MetaCharset) -> bool) {
    let mut end = bytes.len().min(limit);
    if let Some(stop) = memchr::memchr2(0x00, 0x1B, &bytes[..end]) {
        end = stop;
    }
    let b = &bytes[..end];
    let mut i = 0;
    while let Some(lt) = memchr::memchr(b'<', &b[i..]) {
        i += lt;
        let rest = &b[i..];
        if rest.starts_with(b"<!--") {
            match skip_comment_declaration(b, i + 2) {
                Some(next) => i = next,
                None => return,
            }
        } else if rest.starts_with(b"<!") || rest.starts_with(b"<?") || rest.starts_with(b"</") {
            match skip_to_tag_close(b, i + 2) {
                Some(next) => i = next,
                None => return,
            }
        } else if rest.len() > 1 && rest[1].is_ascii_alphabetic() {
            let name_end = i + 1 + b[i + 1..].iter().take_while(|c| is_name_byte(**c)).count();
            let is_meta = b[i + 1..name_end].eq_ignore_ascii_case(b"meta");
            let mut attributes = Attributes::default();
            let Some(next) = read_attributes(b, name_end, is_meta.then_some(&mut attributes)) else {
                return;
            };
            i = next;
            if is_meta
                && let Some(meta) = attributes.charset(b)
                && !visit(meta)
            {
                return;
            }
        } else {
            i += 1;
        }
    }
}

/// The attributes of a META that matter: each the first of its name, as a value span.
#[derive(Default)]
struct Attributes {
    charset: Option<(usize, usize)>,
    http_equiv: Option<(usize, usize)>,
    content: Option<(usize, usize)>,
}

impl Attributes {
    fn set(&mut self, name: &[u8], value: (usize, usize)) {
        let slot = if name.eq_ignore_ascii_case(b"charset") {
            &mut self.charset
        } else if name.eq_ignore_ascii_case(b"http-equiv") {
            &mut self.http_equiv
        } else if name.eq_ignore_ascii_case(b"content") {
            &mut self.content
        } else {
            return;
        };
        slot.get_or_insert(value);
    }

    /// `charset=...` if present, else the charset in `content` when `http-equiv` is
    /// `Content-Type`.
    fn charset(&self, b: &[u8]) -> Option<MetaCharset> {
        if let Some((start, end)) = self.charset {
            let (start, end) = trim(b, start, end);
            return Some(meta(b, start, end));
        }
        let (eq_start, eq_end) = self.http_equiv?;
        let (eq_start, eq_end) = trim(b, eq_start, eq_end);
        if !b[eq_start..eq_end].eq_ignore_ascii_case(b"content-type") {
            return None;
        }
        let (start, end) = self.content?;
        let (start, end) = charset_in_content(b, start, end)?;
        Some(meta(b, start, end))
    }
}

fn meta(b: &[u8], start: usize, end: usize) -> MetaCharset {
    MetaCharset {
        label: String::from_utf8_lossy(&b[start..end]).into_owned(),
        span: Span::from_range(start..end),
    }
}

fn trim(b: &[u8], mut start: usize, mut end: usize) -> (usize, usize) {
    while start < end && is_space(b[start]) {
        start += 1;
    }
    while end > start && is_space(b[end - 1]) {
        end -= 1;
    }
    (start, end)
}

/// The charset in a `content` value such as `text/html; charset=utf-8` (the WHATWG
/// algorithm for extracting an encoding from a META element): the word `charset` in any
/// case, optional white space, `=`, optional white space, then a quoted value or one that
/// runs to white space or `;`.
fn charset_in_content(b: &[u8], start: usize, end: usize) -> Option<(usize, usize)> {
    let mut i = start;
    loop {
        let at = b[i..end].windows(7).position(|w| w.eq_ignore_ascii_case(b"charset"))?;
        i += at + 7;
        while i < end && is_space(b[i]) {
            i += 1;
        }
        if i >= end || b[i] != b'=' {
            continue;
        }
        i += 1;
        while i < end && is_space(b[i]) {
            i += 1;
        }
        if i >= end {
            return None;
        }
        if b[i] == b'"' || b[i] == b'\'' {
            let quote = b[i];
            let close = b[i + 1..end].iter().position(|&c| c == quote)?;
            return Some((i + 1, i + 1 + close)).filter(|(s, e)| s < e);
        }
        let value_end = i + b[i..end].iter().take_while(|&&c| !is_space(c) && c != b';').count();
        return Some((i, value_end)).filter(|(s, e)| s < e);
    }
}

/// Skips the attributes of a start tag whose name ends at `i`, up to and past its `>`,
/// recording META attributes when asked. `None` when the tag runs past the window.
fn read_attributes(b: &[u8], mut i: usize, mut record: Option<&mut Attributes>) -> Option<usize> {
    loop {
        while i < b.len() && (is_space(b[i]) || b[i] == b'/') {
            i += 1;
        }
        match b.get(i)? {
            b'>' => return Some(i + 1),
            b'<' => return Some(i), // an unclosed tag: let the next one be read
            _ => {}
        }
        let name_start = i;
        while i < b.len() && !is_space(b[i]) && !matches!(b[i], b'=' | b'>' | b'/' | b'<') {
            i += 1;
        }
        let name_end = i;
        while i < b.len() && is_space(b[i]) {
            i += 1;
        }
        if b.get(i) != Some(&b'=') {
            continue; // a name without a value (or a minimized SGML attribute value)
        }
        i += 1;
        while i < b.len() && is_space(b[i]) {
            i += 1;
        }
        let value = match *b.get(i)? {
            quote @ (b'"' | b'\'') => {
                let close = memchr::memchr(quote, &b[i + 1..])?;
                let value = (i + 1, i + 1 + close);
                i = value.1 + 1;
                value
            }
            _ => {
                let start = i;
                while i < b.len() && !is_space(b[i]) && b[i] != b'>' {
                    i += 1;
                }
                (start, i)
            }
        };
        if let Some(attributes) = record.as_deref_mut() {
            attributes.set(&b[name_start..name_end], value);
        }
    }
}

/// Skips a comment declaration (ISO 8879 §10.3: `<!` then comments `-- ... --` separated
/// by white space, then `>`), given the offset of its first `--`. `None` when it runs past
/// the window.
fn skip_comment_declaration(b: &[u8], mut i: usize) -> Option<usize> {
    loop {
        // at "--": find the comment's closing "--"
        let close = memchr::memmem::find(&b[i + 2..], b"--")?;
        i += 2 + close + 2;
        while i < b.len() && is_space(b[i]) {
            i += 1;
        }
        match b.get(i)? {
            b'>' => return Some(i + 1),
            b'-' if b.get(i + 1) == Some(&b'-') => continue,
            // Not a well-formed comment declaration: end it at the next '>'.
            _ => return memchr::memchr(b'>', &b[i..]).map(|at| i + at + 1),
        }
    }
}

/// Skips a declaration, processing instruction or end tag up to and past its `>`,
/// passing over quoted literals.
fn skip_to_tag_close(b: &[u8], mut i: usize) -> Option<usize> {
    while i < b.len() {
        match b[i] {
            b'>' => return Some(i + 1),
            quote @ (b'"' | b'\'') => i += 1 + memchr::memchr(quote, &b[i + 1..])? + 1,
            _ => i += 1,
        }
    }
    None
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0C')
}

fn is_name_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'.' | b'_' | b':')
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn label(html: &str) -> Option<String> {
        meta_charset(html.as_bytes(), DEFAULT_PRESCAN_LIMIT).map(|m| m.label)
    }

    #[test]
    fn http_equiv_in_any_order_case_and_quoting() {
        let cases = [
            r#"<meta http-equiv="Content-Type" content="text/html; charset=utf-8">"#,
            r#"<META CONTENT="text/html; charset=utf-8" HTTP-EQUIV="content-type">"#,
            r#"<meta http-equiv='Content-Type' content='text/html;charset=utf-8'>"#,
            r#"<meta http-equiv=Content-Type content="text/html; CHARSET = utf-8">"#,
            "<meta\n  http-equiv = \"Content-Type\"\n  content = \"text/html; charset=utf-8\"\n>",
            r#"<meta http-equiv="Content-Type" content="text/html; charset='utf-8'">"#,
            r#"<meta http-equiv=" Content-Type " content="text/html; charset=utf-8; x=y">"#,
            r#"<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />"#,
            r#"<meta charset="utf-8">"#,
            "<meta charset=utf-8>",
            "<META CHARSET='utf-8'>",
        ];
        for html in cases {
            assert_eq!(label(html).as_deref(), Some("utf-8"), "{html}");
        }
    }

    #[test]
    fn what_is_not_a_meta_charset() {
        for html in [
            r#"<meta name="description" content="text/html; charset=utf-8">"#,
            r#"<meta http-equiv="refresh" content="5; charset=utf-8">"#,
            r#"<meta http-equiv="Content-Type" content="text/html">"#,
            r#"<meta http-equiv="Content-Type" content="text/html; charset=">"#,
            r#"<meta http-equiv="Content-Type" content="text/html; charset='utf-8">"#,
            r#"<metadata charset="utf-8">"#,
            r#"<!-- <meta charset="utf-8"> -->"#,
            r#"<!-- a -- -- <meta charset="utf-8"> -->"#,
            r#"<p title="<meta charset=utf-8>">"#,
            r#"<meta charset="utf-8"#,
            "",
        ] {
            assert_eq!(label(html), None, "{html}");
        }
    }

    #[test]
    fn skips_what_comes_before() {
        let html = concat!(
            "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" \"x>y\">\n",
            "<?xml-stylesheet href=\"a>b\"?>\n",
            "<!-- <meta charset=\"koi8-r\"> -- --  -->",
            "<!-- one -- -- two -- >",
            "<html lang=\"en\"><head><title>a > b</title>",
            "<link rel=\"x\" title='<meta charset=big5>'>",
            "<meta name=author content=\"charset=x\">",
            "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=Shift_JIS\">",
            "<meta charset=\"utf-8\">",
        );
        let found = meta_charset(html.as_bytes(), DEFAULT_PRESCAN_LIMIT).unwrap();
        assert_eq!(found.label, "Shift_JIS");
        assert_eq!(&html[found.span.range()], "Shift_JIS");
        let mut all = Vec::new();
        prescan(html.as_bytes(), DEFAULT_PRESCAN_LIMIT, |m| {
            all.push(m.label);
            true
        });
        assert_eq!(all, ["Shift_JIS", "utf-8"]);
    }

    #[test]
    fn stays_within_the_limit_and_ascii() {
        let meta = r#"<meta charset="utf-8">"#;
        let late = format!("{}{meta}", " ".repeat(5000));
        assert_eq!(label(&late), None);
        assert_eq!(
            meta_charset(late.as_bytes(), 8192).map(|m| m.label).as_deref(),
            Some("utf-8")
        );
        let mut utf16 = Vec::new();
        for b in meta.bytes() {
            utf16.extend([b, 0]);
        }
        assert_eq!(meta_charset(&utf16, DEFAULT_PRESCAN_LIMIT), None);
        let after_nul = format!("<p>\0{meta}");
        assert_eq!(label(&after_nul), None);
        let after_esc = format!("<p>\x1b$B{meta}");
        assert_eq!(label(&after_esc), None);
        // Non-ASCII bytes (8-bit text) before the META are fine.
        let mut latin = b"<title>caf\xe9</title>".to_vec();
        latin.extend_from_slice(meta.as_bytes());
        assert_eq!(meta_charset(&latin, DEFAULT_PRESCAN_LIMIT).unwrap().label, "utf-8");
    }

    proptest! {
        #[test]
        fn never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
            let _ = meta_charset(&bytes, 200);
        }

        #[test]
        fn never_panics_on_markup(s in "(<|>|!|--|meta|charset|=|\"|'| |;|a|http-equiv|content|-type|\\?|/){0,60}") {
            if let Some(m) = meta_charset(s.as_bytes(), 4096) {
                prop_assert_eq!(&s.as_bytes()[m.span.range()], m.label.as_bytes());
            }
        }
    }
}
