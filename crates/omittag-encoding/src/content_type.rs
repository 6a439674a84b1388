//! The `charset` parameter of an HTTP `Content-Type` header value (RFC 9110 §8.3, with
//! the parameter grammar of §5.6.6: `token "=" ( token / quoted-string )`).

/// What a `Content-Type` value says about the charset.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum HttpCharset {
    /// No `charset` parameter.
    Absent,
    /// The parameter's value, unquoted and unescaped.
    Label(String),
    /// A `charset` parameter that cannot be read: no value, or an unterminated
    /// quoted string.
    Malformed,
}

/// The `charset` parameter of a `Content-Type` header value such as
/// `text/html; charset="Shift_JIS"`. Parameter names are matched case-insensitively;
/// the value may be a token or a quoted string (with `\` escapes); whitespace around `;`
/// and, leniently, around `=` is allowed. The first `charset` parameter counts.
pub fn http_charset(value: &str) -> HttpCharset {
    let bytes = value.as_bytes();
    // The media type itself cannot contain ';' or quotes.
    let Some(mut i) = bytes.iter().position(|&b| b == b';') else {
        return HttpCharset::Absent;
    };
    while i < bytes.len() {
        // at ';' or after a parameter
        i += 1;
        i = skip_ows(bytes, i);
        let name_start = i;
        while i < bytes.len() && !matches!(bytes[i], b'=' | b';') {
            i += 1;
        }
        let name = value[name_start..i].trim_matches(is_ows);
        let is_charset = name.eq_ignore_ascii_case("charset");
        if i >= bytes.len() || bytes[i] == b';' {
            if is_charset {
                return HttpCharset::Malformed;
            }
            continue;
        }
        // at '='
        i = skip_ows(bytes, i + 1);
        let parameter_value = if bytes.get(i) == Some(&b'"') {
            let mut unquoted = String::new();
            i += 1;
            loop {
                match bytes.get(i) {
                    None => {
                        return if is_charset {
                            HttpCharset::Malformed
                        } else {
                            HttpCharset::Absent
                        };
                    }
                    Some(b'"') => {
                        i += 1;
                        break;
                    }
                    Some(b'\\') if i + 1 < bytes.len() => {
                        let c = value[i + 1..].chars().next().unwrap_or('\\');
                        unquoted.push(c);
                        i += 1 + c.len_utf8();
                    }
                    Some(_) => {
                        let c = value[i..].chars().next().unwrap_or('"');
                        unquoted.push(c);
                        i += c.len_utf8();
                    }
                }
            }
            // anything up to the next ';' after the closing quote is not part of it
            while i < bytes.len() && bytes[i] != b';' {
                i += 1;
            }
            unquoted
        } else {
            let start = i;
            while i < bytes.len() && bytes[i] != b';' {
                i += 1;
            }
            value[start..i].trim_matches(is_ows).to_owned()
        };
        if is_charset {
            return if parameter_value.trim_matches(is_ows).is_empty() {
                HttpCharset::Malformed
            } else {
                HttpCharset::Label(parameter_value)
            };
        }
    }
    HttpCharset::Absent
}

fn is_ows(c: char) -> bool {
    c == ' ' || c == '\t'
}

fn skip_ows(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() && matches!(bytes[i], b' ' | b'\t') {
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn any_value_is_read_without_panic(value in "[a-z/; =\"\\\\\t\u{e9}-]{0,40}") {
            if let HttpCharset::Label(label) = http_charset(&value) {
                prop_assert!(!label.trim().is_empty());
            }
        }
    }

    fn label(value: &str) -> HttpCharset {
        http_charset(value)
    }

    fn l(s: &str) -> HttpCharset {
        HttpCharset::Label(s.to_owned())
    }

    #[test]
    fn token_and_quoted_values() {
        assert_eq!(label("text/html; charset=UTF-8"), l("UTF-8"));
        assert_eq!(label("text/html;charset=utf-8"), l("utf-8"));
        assert_eq!(label("text/html; Charset=\"Shift_JIS\""), l("Shift_JIS"));
        assert_eq!(label("text/html; CHARSET = iso-8859-5 ; level=1"), l("iso-8859-5"));
        assert_eq!(label("text/html; level=1; charset=koi8-r"), l("koi8-r"));
        assert_eq!(label("text/html; title=\"a;charset=x\"; charset=big5"), l("big5"));
        assert_eq!(label("text/html; charset=\"we\\\"ird\""), l("we\"ird"));
        assert_eq!(label("text/html; charset=utf-8; charset=latin1"), l("utf-8"));
    }

    #[test]
    fn absent_and_malformed() {
        assert_eq!(label("text/html"), HttpCharset::Absent);
        assert_eq!(label("text/html; level=1"), HttpCharset::Absent);
        assert_eq!(label("text/html; charsets=utf-8"), HttpCharset::Absent);
        assert_eq!(label("text/html; xcharset=utf-8"), HttpCharset::Absent);
        assert_eq!(label("text/html; charset="), HttpCharset::Malformed);
        assert_eq!(label("text/html; charset"), HttpCharset::Malformed);
        assert_eq!(label("text/html; charset=\"utf-8"), HttpCharset::Malformed);
        assert_eq!(label("text/html; charset=\"\""), HttpCharset::Malformed);
        assert_eq!(label(""), HttpCharset::Absent);
        assert_eq!(label(";;;"), HttpCharset::Absent);
        assert_eq!(label("text/html; charset=\"\\"), HttpCharset::Malformed);
    }
}
