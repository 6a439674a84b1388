//! The check that a declaration keeps the delimiters the lexer knows: those of the
//! reference concrete syntax (ISO 8879 Figure 3) and HCRO `&#x` (Annex K).

use std::fmt;

use sgml_decl::{DelimRole, SgmlDeclaration};
use sgml_source::{Diagnostic, DiagnosticKind, Severity, Span};

/// The string the lexer recognises for `role` in the reference concrete syntax
/// (Figure 3), with HCRO `&#x` (Annex K, as HTML 4 declares it); NESTC has none there.
/// [`xml_string`] gives the other string a role may have.
pub fn supported_string(role: DelimRole) -> Option<&'static str> {
    match role {
        DelimRole::Hcro => Some("&#x"),
        DelimRole::Nestc => None,
        _ => Some(role.reference()),
    }
}

/// The string the SGML declaration for XML (Annex K) gives `role`, where the lexer
/// knows one besides [`supported_string`]'s: PIC `?>`, NESTC `/` and NET `>`.
pub fn xml_string(role: DelimRole) -> Option<&'static str> {
    match role {
        DelimRole::Pic => Some("?>"),
        DelimRole::Nestc => Some("/"),
        DelimRole::Net => Some(">"),
        _ => None,
    }
}

/// Whether the lexer recognises `string` for `role` (case-insensitively, as
/// declarations fold them).
fn is_supported(role: DelimRole, string: &str) -> bool {
    supported_string(role)
        .into_iter()
        .chain(xml_string(role))
        .any(|s| s.eq_ignore_ascii_case(string))
}

/// What the lexer reports about a declaration's delimiters.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum LexerDiagnosticKind {
    /// The declaration assigns a general delimiter a string other than the reference
    /// concrete syntax's (13.4.5 DELIM GENERAL). The lexer only knows the reference
    /// delimiters (plus HCRO `&#x`), so it refuses rather than misread the document.
    UnsupportedDelimiter {
        /// The role the declaration changes.
        role: DelimRole,
        /// The string it assigns.
        string: String,
    },
    /// The declaration names a delimiter role that does not exist.
    UnknownDelimiterRole {
        /// The name as written.
        name: String,
    },
}

sgml_source::diagnostic_codes! {
    LexerDiagnosticKind {
        UnsupportedDelimiter => "unsupported-delimiter",
        UnknownDelimiterRole => "unknown-delimiter-role",
    }
}

impl DiagnosticKind for LexerDiagnosticKind {
    fn code(&self) -> &'static str {
        self.code()
    }

    fn severity(&self) -> Severity {
        Severity::Error
    }
}

impl fmt::Display for LexerDiagnosticKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LexerDiagnosticKind::UnsupportedDelimiter { role, string } => {
                match (supported_string(*role), xml_string(*role)) {
                    (Some(supported), Some(xml)) => write!(
                        f,
                        "delimiter {role} is declared as {string:?}, but only {supported:?} (the reference concrete syntax) or {xml:?} (the SGML declaration for XML) is supported"
                    ),
                    (Some(supported), None) => write!(
                        f,
                        "delimiter {role} is declared as {string:?}, but only {supported:?} (the reference concrete syntax) is supported"
                    ),
                    (None, Some(xml)) => write!(
                        f,
                        "delimiter {role} is declared as {string:?}, but only {xml:?} (the SGML declaration for XML) is supported"
                    ),
                    (None, None) => write!(
                        f,
                        "delimiter {role} is declared as {string:?}, but {role} is not supported"
                    ),
                }
            }
            LexerDiagnosticKind::UnknownDelimiterRole { name } => {
                write!(f, "{name:?} is not the name of a general delimiter role")
            }
        }
    }
}

/// Checks the general delimiters a declaration assigns (`DELIM GENERAL SGMLREF` followed
/// by role/string pairs), each given as its role name as written, its string after
/// character references are replaced, and the span to report. Every assignment the
/// lexer cannot honour gives an error: a string other than [`supported_string`] (role
/// names and strings compare case-insensitively, as declarations fold them), a NESTC,
/// or an unknown role. An empty list (plain SGMLREF) gives no diagnostic.
pub fn check_delimiters<'a>(
    assignments: impl IntoIterator<Item = (&'a str, &'a str, Span)>,
) -> Vec<Diagnostic<LexerDiagnosticKind>> {
    let mut diagnostics = Vec::new();
    for (name, string, span) in assignments {
        let kind = match DelimRole::from_name(&name.to_ascii_uppercase()) {
            None => LexerDiagnosticKind::UnknownDelimiterRole { name: name.to_owned() },
            Some(role) if is_supported(role, string) => continue,
            Some(role) => LexerDiagnosticKind::UnsupportedDelimiter {
                role,
                string: string.to_owned(),
            },
        };
        diagnostics.push(Diagnostic::new(kind, span));
    }
    diagnostics
}

/// Checks the delimiters of a parsed declaration, reporting at `span` (the
/// declaration's, as the model keeps no place per delimiter) every general delimiter
/// whose string the lexer cannot honour: one that differs from the reference concrete
/// syntax, an HCRO other than `&#x`, a NESTC other than the model's default `/` (the
/// model cannot tell an explicit `NESTC "/"` from the default, and the lexer reads `/`
/// as NET either way).
pub fn check_declaration(declaration: &SgmlDeclaration, span: Span) -> Vec<Diagnostic<LexerDiagnosticKind>> {
    let mut diagnostics = Vec::new();
    for (role, string) in declaration.delimiters().general() {
        let fine = match role {
            DelimRole::Hcro => string.is_empty() || string.eq_ignore_ascii_case("&#x"),
            DelimRole::Pic => string == role.reference() || string == "?>",
            // NET `>` only with NESTC `/`, as the SGML declaration for XML has them.
            DelimRole::Net => {
                string == role.reference() || (string == ">" && declaration.delimiter(DelimRole::Nestc) == "/")
            }
            _ => string.eq_ignore_ascii_case(role.reference()),
        };
        if !fine {
            let kind = LexerDiagnosticKind::UnsupportedDelimiter {
                role,
                string: string.to_owned(),
            };
            diagnostics.push(Diagnostic::new(kind, span));
        }
    }
    diagnostics
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reference_strings_pass_others_fail() {
        let span = Span::new(0, 4);
        assert!(check_delimiters([("HCRO", "&#x", span), ("stago", "<", span)]).is_empty());
        let found = check_delimiters([("STAGO", "[", span), ("NESTC", "|", span), ("HCRO", "&#X", span)]);
        assert_eq!(found.len(), 2);
        assert_eq!(found[0].kind.code(), "unsupported-delimiter");
        assert_eq!(
            found[0].to_string(),
            "delimiter STAGO is declared as \"[\", but only \"<\" (the reference concrete syntax) is supported"
        );
        assert_eq!(
            found[1].to_string(),
            "delimiter NESTC is declared as \"|\", but only \"/\" (the SGML declaration for XML) is supported"
        );
        // The delimiters of the SGML declaration for XML.
        assert!(check_delimiters([("PIC", "?>", span), ("NESTC", "/", span), ("NET", ">", span)]).is_empty());
        assert_eq!(found[1].kind.code(), "unsupported-delimiter");
        let unknown = check_delimiters([("STAGOX", "<", span)]);
        assert_eq!(unknown[0].kind.code(), "unknown-delimiter-role");
        assert!(found.iter().all(|d| d.is_error()));
    }
}
