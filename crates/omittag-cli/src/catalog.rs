//! Just enough of SGML Open catalogs (TR 9401) for `omittag decl` to find a public
//! concrete syntax an SGML declaration names: PUBLIC entries, and CATALOG entries that
//! name further catalogs. Catalogs come from `--catalog`, `SGML_CATALOG_FILES`, and the
//! file `catalog` beside the declaration, in that order.

use std::path::{Path, PathBuf};

use omittag::dtd::catalog::{FileAccess, FileStorage, Resolved, ResolvedBy, StorageLocation, read_regular_file};

/// How deep CATALOG entries may nest; a catalog deeper is not read, and said so.
const MAX_DEPTH: usize = 8;

/// PUBLIC entries of a set of catalogs, in lookup order, and what was wrong reading them.
#[derive(Default, Debug)]
pub(crate) struct Catalogs {
    entries: Vec<(String, PathBuf)>,
    loaded: Vec<PathBuf>,
    /// Catalogs that could not be read, nesting too deep, entries refused: one line each.
    pub(crate) problems: Vec<String>,
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
    /// Load the catalog file `path` (and the catalogs it names). One given by the user
    /// that cannot be read (`must_exist`) is a problem; a missing `catalog` beside the
    /// declaration is skipped. `confined` holds a catalog that came with the
    /// declaration, rather than from the user, to a file access policy: each file it
    /// names must be one the policy allows, else the entry is dropped as a problem.
    pub(crate) fn load(&mut self, path: &Path, must_exist: bool, confined: Option<&FileAccess>) {
        self.load_at(path, 0, must_exist, confined);
    }

    fn load_at(&mut self, path: &Path, depth: usize, must_exist: bool, confined: Option<&FileAccess>) {
        if self.loaded.iter().any(|p| p == path) {
            return;
        }
        self.loaded.push(path.to_path_buf());
        let bytes = match read_regular_file(path, FileStorage::MAX_BYTES) {
            Ok(bytes) => bytes,
            Err(error) => {
                if must_exist {
                    self.problems
                        .push(format!("cannot read catalog \"{}\": {error}", path.display()));
                }
                return;
            }
        };
        let text = crate::report::decode(bytes);
        let base = path.parent().unwrap_or(Path::new("."));
        let tokens = tokens(&text);
        let mut i = 0;
        while i < tokens.len() {
            match tokens[i].to_ascii_uppercase().as_str() {
                "PUBLIC" if i + 2 < tokens.len() => {
                    if let Some(target) = self.permitted(base.join(&tokens[i + 2]), confined) {
                        self.entries.push((normalize(&tokens[i + 1]), target));
                    }
                    i += 3;
                }
                "CATALOG" if i + 1 < tokens.len() => {
                    if let Some(nested) = self.permitted(base.join(&tokens[i + 1]), confined) {
                        if depth >= MAX_DEPTH {
                            self.problems.push(format!(
                                "catalog \"{}\" is not read: CATALOG entries nest more than {MAX_DEPTH} deep",
                                nested.display()
                            ));
                        } else {
                            self.load_at(&nested, depth + 1, true, confined);
                        }
                    }
                    i += 2;
                }
                _ => i += 1,
            }
        }
    }

    /// `target` as it is read, if the policy `confined` (when there is one) allows it.
    fn permitted(&mut self, target: PathBuf, confined: Option<&FileAccess>) -> Option<PathBuf> {
        let Some(access) = confined else {
            return Some(target);
        };
        let resolved = Resolved {
            location: StorageLocation::File(target),
            by: ResolvedBy::SystemIdentifier,
        };
        match access.permit(&resolved) {
            Ok(StorageLocation::File(path)) => Some(path),
            Ok(StorageLocation::Memory(_)) => None,
            Err(refused) => {
                self.problems.push(format!(
                    "an entry of the catalog beside the declaration is ignored: {refused}"
                ));
                None
            }
        }
    }

    /// The text of the entity `public_id` names, if a catalog maps it to a file; why
    /// that file cannot be read if it cannot.
    pub(crate) fn resolve(&self, public_id: &str) -> Option<Result<String, String>> {
        let id = normalize(public_id);
        let (_, path) = self.entries.iter().find(|(p, _)| *p == id)?;
        Some(
            read_regular_file(path, FileStorage::MAX_BYTES)
                .map(crate::report::decode)
                .map_err(|error| format!("{}: {error}", path.display())),
        )
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
