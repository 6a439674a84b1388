//! Just enough of SGML Open catalogs (TR 9401) for `omittag decl` to find a public
//! concrete syntax an SGML declaration names: PUBLIC entries, and CATALOG entries that
//! name further catalogs. Catalogs come from `--catalog`, `SGML_CATALOG_FILES`, and the
//! file `catalog` beside the declaration, in that order.

use std::path::{Path, PathBuf};

/// How deep CATALOG entries may nest before the rest are ignored.
const MAX_DEPTH: usize = 8;

/// PUBLIC entries of a set of catalogs, in lookup order.
#[derive(Default, Debug)]
pub(crate) struct Catalogs {
    entries: Vec<(String, PathBuf)>,
    loaded: Vec<PathBuf>,
}

/// A public identifier with its white space normalized, as catalogs compare them.
fn normalize(id: &str) -> String {
    id.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The tokens of a catalog: quoted strings and words, without comments (`-- ... --`).
fn tokens(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            break;
        }
        if let Some(after) = rest.strip_prefix("--") {
            rest = after.find("--").map_or("", |end| &after[end + 2..]);
            continue;
        }
        let quote = rest.chars().next().filter(|c| *c == '"' || *c == '\'');
        if let Some(q) = quote {
            let body = &rest[1..];
            let end = body.find(q).unwrap_or(body.len());
            out.push(body[..end].to_string());
            rest = body.get(end + 1..).unwrap_or("");
        } else {
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            out.push(rest[..end].to_string());
            rest = &rest[end..];
        }
    }
    out
}

impl Catalogs {
    /// Load the catalog file `path` (and the catalogs it names); a missing file is skipped.
    pub(crate) fn load(&mut self, path: &Path) {
        self.load_at(path, 0);
    }

    fn load_at(&mut self, path: &Path, depth: usize) {
        if depth > MAX_DEPTH || self.loaded.iter().any(|p| p == path) {
            return;
        }
        self.loaded.push(path.to_path_buf());
        let Ok(bytes) = std::fs::read(path) else { return };
        let text = crate::report::decode(bytes);
        let base = path.parent().unwrap_or(Path::new("."));
        let tokens = tokens(&text);
        let mut i = 0;
        while i < tokens.len() {
            match tokens[i].to_ascii_uppercase().as_str() {
                "PUBLIC" if i + 2 < tokens.len() => {
                    self.entries
                        .push((normalize(&tokens[i + 1]), base.join(&tokens[i + 2])));
                    i += 3;
                }
                "CATALOG" if i + 1 < tokens.len() => {
                    let nested = base.join(&tokens[i + 1]);
                    self.load_at(&nested, depth + 1);
                    i += 2;
                }
                _ => i += 1,
            }
        }
    }

    /// The text of the entity `public_id` names, if a catalog maps it to a readable file.
    pub(crate) fn resolve(&self, public_id: &str) -> Option<String> {
        let id = normalize(public_id);
        let (_, path) = self.entries.iter().find(|(p, _)| *p == id)?;
        std::fs::read(path).ok().map(crate::report::decode)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_entries_and_comments() {
        assert_eq!(
            tokens("-- a comment -- PUBLIC \"-//A//B  x//EN\" file.syn\nSGMLDECL 'x.decl'"),
            vec!["PUBLIC", "-//A//B  x//EN", "file.syn", "SGMLDECL", "x.decl"]
        );
        assert_eq!(normalize(" a \n b "), "a b");
    }
}
