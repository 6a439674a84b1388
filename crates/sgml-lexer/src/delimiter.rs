//! The general delimiter roles of ISO 8879 (Figure 3) and Web SGML (Annex K), their
//! strings in the reference concrete syntax, and the check that a declaration keeps them.

use std::fmt;

use sgml_source::{Diagnostic, DiagnosticKind, Severity, Span};

/// A general delimiter role (ISO 8879 9.6.6, Figure 3), plus HCRO and NESTC from
/// Annex K.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[allow(missing_docs)] // each variant is the role of the same name
pub enum DelimiterRole {
    And,
    Com,
    Cro,
    Dsc,
    Dso,
    Dtgc,
    Dtgo,
    Ero,
    Etago,
    Grpc,
    Grpo,
    Hcro,
    Lit,
    Lita,
    Mdc,
    Mdo,
    Minus,
    Msc,
    Nestc,
    Net,
    Opt,
    Or,
    Pero,
    Pic,
    Pio,
    Plus,
    Refc,
    Rep,
    Rni,
    Seq,
    Stago,
    Tagc,
    Vi,
}

impl DelimiterRole {
    /// Every role.
    pub const ALL: [DelimiterRole; 33] = [
        DelimiterRole::And,
        DelimiterRole::Com,
        DelimiterRole::Cro,
        DelimiterRole::Dsc,
        DelimiterRole::Dso,
        DelimiterRole::Dtgc,
        DelimiterRole::Dtgo,
        DelimiterRole::Ero,
        DelimiterRole::Etago,
        DelimiterRole::Grpc,
        DelimiterRole::Grpo,
        DelimiterRole::Hcro,
        DelimiterRole::Lit,
        DelimiterRole::Lita,
        DelimiterRole::Mdc,
        DelimiterRole::Mdo,
        DelimiterRole::Minus,
        DelimiterRole::Msc,
        DelimiterRole::Nestc,
        DelimiterRole::Net,
        DelimiterRole::Opt,
        DelimiterRole::Or,
        DelimiterRole::Pero,
        DelimiterRole::Pic,
        DelimiterRole::Pio,
        DelimiterRole::Plus,
        DelimiterRole::Refc,
        DelimiterRole::Rep,
        DelimiterRole::Rni,
        DelimiterRole::Seq,
        DelimiterRole::Stago,
        DelimiterRole::Tagc,
        DelimiterRole::Vi,
    ];

    /// The role's name as the declaration spells it (`"STAGO"`).
    pub const fn name(self) -> &'static str {
        match self {
            DelimiterRole::And => "AND",
            DelimiterRole::Com => "COM",
            DelimiterRole::Cro => "CRO",
            DelimiterRole::Dsc => "DSC",
            DelimiterRole::Dso => "DSO",
            DelimiterRole::Dtgc => "DTGC",
            DelimiterRole::Dtgo => "DTGO",
            DelimiterRole::Ero => "ERO",
            DelimiterRole::Etago => "ETAGO",
            DelimiterRole::Grpc => "GRPC",
            DelimiterRole::Grpo => "GRPO",
            DelimiterRole::Hcro => "HCRO",
            DelimiterRole::Lit => "LIT",
            DelimiterRole::Lita => "LITA",
            DelimiterRole::Mdc => "MDC",
            DelimiterRole::Mdo => "MDO",
            DelimiterRole::Minus => "MINUS",
            DelimiterRole::Msc => "MSC",
            DelimiterRole::Nestc => "NESTC",
            DelimiterRole::Net => "NET",
            DelimiterRole::Opt => "OPT",
            DelimiterRole::Or => "OR",
            DelimiterRole::Pero => "PERO",
            DelimiterRole::Pic => "PIC",
            DelimiterRole::Pio => "PIO",
            DelimiterRole::Plus => "PLUS",
            DelimiterRole::Refc => "REFC",
            DelimiterRole::Rep => "REP",
            DelimiterRole::Rni => "RNI",
            DelimiterRole::Seq => "SEQ",
            DelimiterRole::Stago => "STAGO",
            DelimiterRole::Tagc => "TAGC",
            DelimiterRole::Vi => "VI",
        }
    }

    /// The role named `name` (case-insensitive), if there is one.
    pub fn from_name(name: &str) -> Option<DelimiterRole> {
        DelimiterRole::ALL
            .into_iter()
            .find(|role| role.name().eq_ignore_ascii_case(name))
    }

    /// The role's string in the reference concrete syntax (Figure 3), or for HCRO the
    /// only string this lexer supports, `&#x`. Empty for NESTC (Web SGML's null end tag
    /// start for XML-style empty elements), which this lexer does not support at all.
    pub const fn reference_string(self) -> &'static str {
        match self {
            DelimiterRole::And => "&",
            DelimiterRole::Com => "--",
            DelimiterRole::Cro => "&#",
            DelimiterRole::Dsc => "]",
            DelimiterRole::Dso => "[",
            DelimiterRole::Dtgc => "]",
            DelimiterRole::Dtgo => "[",
            DelimiterRole::Ero => "&",
            DelimiterRole::Etago => "</",
            DelimiterRole::Grpc => ")",
            DelimiterRole::Grpo => "(",
            DelimiterRole::Hcro => "&#x",
            DelimiterRole::Lit => "\"",
            DelimiterRole::Lita => "'",
            DelimiterRole::Mdc => ">",
            DelimiterRole::Mdo => "<!",
            DelimiterRole::Minus => "-",
            DelimiterRole::Msc => "]]",
            DelimiterRole::Nestc => "",
            DelimiterRole::Net => "/",
            DelimiterRole::Opt => "?",
            DelimiterRole::Or => "|",
            DelimiterRole::Pero => "%",
            DelimiterRole::Pic => ">",
            DelimiterRole::Pio => "<?",
            DelimiterRole::Plus => "+",
            DelimiterRole::Refc => ";",
            DelimiterRole::Rep => "*",
            DelimiterRole::Rni => "#",
            DelimiterRole::Seq => ",",
            DelimiterRole::Stago => "<",
            DelimiterRole::Tagc => ">",
            DelimiterRole::Vi => "=",
        }
    }
}

impl fmt::Display for DelimiterRole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the lexer reports about a declaration's delimiters.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LexerDiagnosticKind {
    /// The declaration assigns a general delimiter a string other than the reference
    /// concrete syntax's (13.4.5 DELIM GENERAL). The lexer only knows the reference
    /// delimiters (plus HCRO `&#x`), so it refuses rather than misread the document.
    UnsupportedDelimiter {
        /// The role the declaration changes.
        role: DelimiterRole,
        /// The string it assigns.
        string: String,
    },
    /// The declaration names a delimiter role that does not exist.
    UnknownDelimiterRole {
        /// The name as written.
        name: String,
    },
}

impl DiagnosticKind for LexerDiagnosticKind {
    fn code(&self) -> &'static str {
        match self {
            LexerDiagnosticKind::UnsupportedDelimiter { .. } => "unsupported-delimiter",
            LexerDiagnosticKind::UnknownDelimiterRole { .. } => "unknown-delimiter-role",
        }
    }

    fn severity(&self) -> Severity {
        Severity::Error
    }
}

impl fmt::Display for LexerDiagnosticKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LexerDiagnosticKind::UnsupportedDelimiter { role, string } => write!(
                f,
                "delimiter {role} is declared as {string:?}, but only the reference concrete syntax's {:?} is supported",
                role.reference_string()
            ),
            LexerDiagnosticKind::UnknownDelimiterRole { name } => {
                write!(f, "{name:?} is not the name of a general delimiter role")
            }
        }
    }
}

/// Checks the general delimiters a declaration assigns (`DELIM GENERAL SGMLREF` followed
/// by role/string pairs), each given as its role name as written, its string after
/// character references are replaced, and the span to report. Every assignment the
/// lexer cannot honour gives an error: a string other than the reference string (role
/// names and strings compare case-insensitively, as declarations fold them), or an
/// unknown role. An empty list (plain SGMLREF) gives no diagnostic.
pub fn check_delimiters<'a>(
    assignments: impl IntoIterator<Item = (&'a str, &'a str, Span)>,
) -> Vec<Diagnostic<LexerDiagnosticKind>> {
    let mut diagnostics = Vec::new();
    for (name, string, span) in assignments {
        let kind = match DelimiterRole::from_name(name) {
            None => LexerDiagnosticKind::UnknownDelimiterRole { name: name.to_owned() },
            Some(role)
                if !role.reference_string().is_empty() && role.reference_string().eq_ignore_ascii_case(string) =>
            {
                continue;
            }
            Some(role) => LexerDiagnosticKind::UnsupportedDelimiter {
                role,
                string: string.to_owned(),
            },
        };
        diagnostics.push(Diagnostic::new(kind, span));
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
        let found = check_delimiters([("STAGO", "[", span), ("NESTC", "/", span), ("HCRO", "&#X", span)]);
        assert_eq!(found.len(), 2);
        assert_eq!(found[0].kind.code(), "unsupported-delimiter");
        assert_eq!(
            found[0].to_string(),
            "delimiter STAGO is declared as \"[\", but only the reference concrete syntax's \"<\" is supported"
        );
        assert_eq!(found[1].kind.code(), "unsupported-delimiter");
        let unknown = check_delimiters([("STAGOX", "<", span)]);
        assert_eq!(unknown[0].kind.code(), "unknown-delimiter-role");
        assert!(found.iter().all(|d| d.is_error()));
    }

    #[test]
    fn names_round_trip() {
        for role in DelimiterRole::ALL {
            assert_eq!(DelimiterRole::from_name(&role.name().to_lowercase()), Some(role));
        }
    }
}
