//! The encoding declaration of an XML declaration (XML 1.0 §4.3.3,
//! `<?xml version="1.0" encoding="UTF-8"?>`), read from the bytes of a document in an
//! ASCII-compatible encoding (Appendix F: the declaration is ASCII).

use sgml_source::Span;

/// How far the XML declaration may run; a longer one is not looked at.
const MAX_DECLARATION: usize = 512;

/// The label of the `encoding` pseudo-attribute of the XML declaration that `bytes`
/// begin with (after a UTF-8 byte order mark), and its span; `None` when there is no
/// XML declaration or it names no encoding.
pub fn xml_declaration_encoding(bytes: &[u8]) -> Option<(String, Span)> {
    let start = if bytes.starts_with(&[0xEF, 0xBB, 0xBF]) { 3 } else { 0 };
    let head = &bytes[start..bytes.len().min(start + MAX_DECLARATION)];
    let rest = head.strip_prefix(b"<?xml")?;
    if !rest.first().is_some_and(|b| is_space(*b)) {
        return None;
    }
    let end = rest.windows(2).position(|w| w == b"?>")?;
    let declaration = &rest[..end];
    let at = declaration.windows(8).position(|w| w == b"encoding")?;
    let mut i = at + 8;
    let skip = |i: &mut usize| {
        while declaration.get(*i).is_some_and(|b| is_space(*b)) {
            *i += 1;
        }
    };
    skip(&mut i);
    if declaration.get(i) != Some(&b'=') {
        return None;
    }
    i += 1;
    skip(&mut i);
    let quote = *declaration.get(i).filter(|&&b| b == b'"' || b == b'\'')?;
    let value_start = i + 1;
    let length = declaration[value_start..].iter().position(|&b| b == quote)?;
    let label = std::str::from_utf8(&declaration[value_start..value_start + length]).ok()?;
    if label.is_empty() || !label.bytes().all(|b| b.is_ascii_alphanumeric() || b"._-".contains(&b)) {
        return None;
    }
    let offset = (start + 5 + value_start) as u32;
    Some((label.to_owned(), Span::new(offset, offset + length as u32)))
}

/// XML's white space (S).
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\n')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_encoding_pseudo_attribute_is_found() {
        let text = b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>";
        let (label, span) = xml_declaration_encoding(text).unwrap();
        assert_eq!(label, "ISO-8859-1");
        assert_eq!(&text[span.start as usize..span.end as usize], b"ISO-8859-1");
        let spaced = b"\xEF\xBB\xBF<?xml version='1.0'\n  encoding = 'utf-8' standalone='no'?>";
        assert_eq!(xml_declaration_encoding(spaced).unwrap().0, "utf-8");
    }

    #[test]
    fn no_declaration_or_no_encoding_gives_none() {
        assert_eq!(xml_declaration_encoding(b"<?xml version=\"1.0\"?><a/>"), None);
        assert_eq!(xml_declaration_encoding(b"<html><?xml encoding=\"x\"?>"), None);
        assert_eq!(xml_declaration_encoding(b"<?xml-stylesheet encoding=\"utf-8\"?>"), None);
        assert_eq!(
            xml_declaration_encoding(b"<?xml version=\"1.0\" encoding=\"utf-8\""),
            None
        );
        assert_eq!(xml_declaration_encoding(b"<?xml encoding=\"a b\"?>"), None);
    }
}
