//! The effective system identifier of an external entity or notation as onsgmls writes
//! it on an ESIS `f` line: a formal system identifier (ISO/IEC 10744 Annex A.6, the
//! storage object specifications OpenSP reads) naming each storage object with its
//! storage manager, a relative file name with the file it is relative to (`SOIBASE`).
//!
//! A system identifier that is not already formal names a file (`<OSFILE>`), or a URL
//! when it starts with `http://` (`<URL>`). A formal one is read part by part: OSFILE
//! (and NEUTRAL, which is OSFILE here) gets the base it lacks, URL and OSFD stay as they
//! are, LITERAL writes each character as a character reference; one whose first storage
//! manager is unknown is a file name as a whole.
//!
//! Written characters follow onsgmls: in a file name, those outside printable ASCII and
//! `$`, `` ` ``, `\` and `^` become `^N;` (and the specification says `SMCRD='^'`), and
//! `"`, `#`, `'` and `<` become `&#N;`.

use std::fmt::Write;

/// The effective system identifier of `system_id`, declared in the file `base` (as
/// onsgmls names it).
pub fn effective_system_id(system_id: &str, base: &str) -> String {
    let mut out = String::new();
    match storage_objects(system_id) {
        Some(parts) => {
            for part in parts {
                write_part(&mut out, part, base);
            }
        }
        None if is_url(system_id) => {
            out.push_str("<URL>");
            out.push_str(system_id);
        }
        None => write_part(
            &mut out,
            StorageObject {
                manager: Manager::File,
                base: None,
                id: system_id,
            },
            base,
        ),
    }
    out
}

/// The effective system identifier of the file `target` that a catalog entry in the
/// catalog `catalog` locates, `target` relative to the catalog's directory.
pub fn catalog_file_system_id(catalog: &str, target: &str) -> String {
    let mut out = String::new();
    write_file(&mut out, Some(catalog), target);
    out
}

/// OpenSP's test for a URL among system identifiers that are not formal.
fn is_url(id: &str) -> bool {
    id.len() >= 8 && id.as_bytes()[..7].eq_ignore_ascii_case(b"http://")
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Manager {
    File,
    Url,
    FileDescriptor,
    Literal,
}

#[derive(Clone, Copy, Debug)]
struct StorageObject<'a> {
    manager: Manager,
    /// The `SOIBASE` the specification gives, if any.
    base: Option<&'a str>,
    id: &'a str,
}

/// The storage manager named `name` (in any case), if it is one onsgmls knows.
fn manager_named(name: &str) -> Option<Manager> {
    match name.to_ascii_uppercase().as_str() {
        "OSFILE" | "NEUTRAL" => Some(Manager::File),
        "URL" => Some(Manager::Url),
        "OSFD" => Some(Manager::FileDescriptor),
        "LITERAL" => Some(Manager::Literal),
        _ => None,
    }
}

/// The storage object specifications of a formal system identifier, or `None` when
/// `id` is not one (it does not start with `<` and a known storage manager).
fn storage_objects(id: &str) -> Option<Vec<StorageObject<'_>>> {
    let mut parts = Vec::new();
    let mut rest = id;
    loop {
        let tag = rest.strip_prefix('<')?;
        let close = tag.find('>')?;
        let (head, after) = (&tag[..close], &tag[close + 1..]);
        let Some(manager) = head.split_ascii_whitespace().next().and_then(manager_named) else {
            // An unknown manager: not a formal system identifier if it is the first;
            // after it, the text is the previous part's.
            return (!parts.is_empty()).then_some(parts);
        };
        let base = soibase(head);
        // The specification runs to the next `<` that starts another one.
        let end = next_specification(after);
        parts.push(StorageObject {
            manager,
            base,
            id: &after[..end],
        });
        if end == after.len() {
            return Some(parts);
        }
        rest = &after[end..];
    }
}

/// Where the next storage object specification starts in `text` (its length if none).
fn next_specification(text: &str) -> usize {
    let mut from = 0;
    while let Some(i) = text[from..].find('<') {
        let at = from + i;
        let after = &text[at + 1..];
        let name_length = after.bytes().take_while(u8::is_ascii_alphabetic).count();
        if manager_named(&after[..name_length]).is_some() {
            return at;
        }
        from = at + 1;
    }
    text.len()
}

/// The value of a `SOIBASE='...'` (or `"..."`) attribute in a specification's head.
fn soibase(head: &str) -> Option<&str> {
    let upper = head.to_ascii_uppercase();
    let at = upper.find("SOIBASE")?;
    let rest = head[at + 7..].trim_start().strip_prefix('=')?.trim_start();
    let quote = rest.chars().next().filter(|c| *c == '\'' || *c == '"')?;
    let value = &rest[1..];
    value.find(quote).map(|end| &value[..end])
}

fn write_part(out: &mut String, part: StorageObject<'_>, base: &str) {
    match part.manager {
        Manager::File => {
            // An absolute file name needs no base.
            let base = if part.id.starts_with('/') {
                None
            } else {
                Some(part.base.unwrap_or(base))
            };
            write_file(out, base, part.id);
        }
        Manager::Url => {
            out.push_str("<URL>");
            out.push_str(part.id);
        }
        Manager::FileDescriptor => {
            out.push_str("<OSFD>");
            out.push_str(part.id);
        }
        Manager::Literal => {
            out.push_str("<LITERAL>");
            for c in part.id.chars() {
                let _ = write!(out, "&#{};", c as u32);
            }
        }
    }
}

fn write_file(out: &mut String, base: Option<&str>, id: &str) {
    let mut needs_smcrd = false;
    out.push_str("<OSFILE");
    if let Some(base) = base.filter(|b| !b.is_empty()) {
        out.push_str(" SOIBASE='");
        file_name(out, base, &mut needs_smcrd);
        out.push('\'');
    }
    let mut name = String::new();
    file_name(&mut name, id, &mut needs_smcrd);
    if needs_smcrd {
        out.push_str(" SMCRD='^'");
    }
    out.push('>');
    out.push_str(&name);
}

/// A file name as onsgmls writes it in a formal system identifier.
fn file_name(out: &mut String, name: &str, needs_smcrd: &mut bool) {
    for c in name.chars() {
        let n = c as u32;
        if !(32..127).contains(&n) || matches!(c, '$' | '`' | '\\' | '^') {
            *needs_smcrd = true;
            let _ = write!(out, "^{n};");
        } else if matches!(c, '"' | '#' | '\'' | '<') {
            let _ = write!(out, "&#{n};");
        } else {
            out.push(c);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_names_get_their_base() {
        assert_eq!(
            effective_system_id("e.txt", "doc.sgml"),
            "<OSFILE SOIBASE='doc.sgml'>e.txt"
        );
        assert_eq!(effective_system_id("/abs/path", "doc.sgml"), "<OSFILE>/abs/path");
        assert_eq!(effective_system_id("", "doc.sgml"), "<OSFILE SOIBASE='doc.sgml'>");
        assert_eq!(effective_system_id("http://x/z", "doc.sgml"), "<URL>http://x/z");
        assert_eq!(
            effective_system_id("http:/", "doc.sgml"),
            "<OSFILE SOIBASE='doc.sgml'>http:/"
        );
    }

    #[test]
    fn formal_identifiers_part_by_part() {
        assert_eq!(effective_system_id("<osfile>x", "d"), "<OSFILE SOIBASE='d'>x");
        assert_eq!(
            effective_system_id("<OSFILE SOIBASE='/q/r'>x", "d"),
            "<OSFILE SOIBASE='/q/r'>x"
        );
        assert_eq!(effective_system_id("<NEUTRAL>x", "d"), "<OSFILE SOIBASE='d'>x");
        assert_eq!(effective_system_id("<OSFD>0", "d"), "<OSFD>0");
        assert_eq!(effective_system_id("<URL>http://x/y", "d"), "<URL>http://x/y");
        assert_eq!(
            effective_system_id("<OSFILE>x<OSFILE>y", "d"),
            "<OSFILE SOIBASE='d'>x<OSFILE SOIBASE='d'>y"
        );
        assert_eq!(effective_system_id("<LITERAL>a<", "d"), "<LITERAL>&#97;&#60;");
        assert_eq!(effective_system_id("<BOGUS>y", "d"), "<OSFILE SOIBASE='d'>&#60;BOGUS>y");
    }

    #[test]
    fn special_characters_in_file_names() {
        assert_eq!(effective_system_id("a\\b", "d"), "<OSFILE SOIBASE='d' SMCRD='^'>a^92;b");
        assert_eq!(
            effective_system_id("é#", "d"),
            "<OSFILE SOIBASE='d' SMCRD='^'>^233;&#35;"
        );
        assert_eq!(catalog_file_system_id("/c/cat", "x y"), "<OSFILE SOIBASE='/c/cat'>x y");
    }
}
