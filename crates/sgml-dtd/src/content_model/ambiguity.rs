//! Ambiguous content models (ISO 8879 11.2.4.3) and the diagnostics about models.

use std::fmt;

use sgml_source::{DiagnosticKind, Severity};
use smol_str::SmolStr;

use super::ast::ElementId;

/// A primitive content token as the automaton sees it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ModelToken {
    /// An element token.
    Element(ElementId),
    /// `#PCDATA`.
    Pcdata,
}

impl ModelToken {
    /// The element, when the token is one.
    pub const fn element(self) -> Option<ElementId> {
        match self {
            ModelToken::Element(element) => Some(element),
            ModelToken::Pcdata => None,
        }
    }
}

/// One occurrence of a token in a model: the `occurrence`-th (from 1) token naming that
/// element (or the `occurrence`-th `#PCDATA`), counting in declaration order.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TokenOccurrence {
    /// The token.
    pub token: ModelToken,
    /// Which occurrence, from 1.
    pub occurrence: u32,
}

/// An ambiguity (ISO 8879 11.2.4.3): after `from` (or before any token), an element (or
/// data) could match two different occurrences of `token` without looking ahead.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Ambiguity {
    /// The token just matched; `None` when no token has been matched yet.
    pub from: Option<TokenOccurrence>,
    /// The token that could be matched two ways.
    pub token: ModelToken,
    /// The first of the two occurrences of `token`, from 1.
    pub first: u32,
    /// The second, from 1.
    pub second: u32,
    /// How many of the `&` groups containing `from`, innermost first, count as matched
    /// for the ambiguity to arise (0 when it arises inside them).
    pub and_matches: u32,
}

impl Ambiguity {
    /// The diagnostic for this ambiguity in the model of `element`, naming elements with
    /// `name`.
    pub fn diagnostic_kind<'a>(&self, element: &str, name: impl Fn(ElementId) -> &'a str) -> ContentModelDiagnostic {
        let token_name = |token: ModelToken| match token {
            ModelToken::Element(id) => SmolStr::new(name(id)),
            ModelToken::Pcdata => SmolStr::new_static("#PCDATA"),
        };
        ContentModelDiagnostic::Ambiguous {
            element: SmolStr::new(element),
            from: self.from.map(|from| (token_name(from.token), from.occurrence)),
            token: token_name(self.token),
            first: self.first,
            second: self.second,
            and_matches: self.and_matches,
        }
    }
}

/// What compiling a content model can find.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum ContentModelDiagnostic {
    /// ISO 8879 11.2.4.3: a content model must be unambiguous: an element or data in the
    /// content must be matchable to one token only, without looking ahead.
    Ambiguous {
        /// The element whose model it is.
        element: SmolStr,
        /// The token just matched and which occurrence of it; `None` at the start.
        from: Option<(SmolStr, u32)>,
        /// The element name (or `#PCDATA`) that could match two tokens.
        token: SmolStr,
        /// The first such occurrence, from 1.
        first: u32,
        /// The second such occurrence, from 1.
        second: u32,
        /// How many enclosing `&` groups must count as matched for the ambiguity to
        /// arise.
        and_matches: u32,
    },
    /// ISO 8879 11.2.4, note 11: in mixed content `#PCDATA` should be allowed
    /// everywhere; this model has places where it is not. A warning, shown on request.
    PcdataUnreachable {
        /// The element whose model it is.
        element: SmolStr,
    },
    /// The model cannot be compiled within omittag's limits.
    TooComplex {
        /// The element whose model it is.
        element: SmolStr,
        /// Which limit.
        error: super::CompileError,
    },
}

struct Ordinal(u32);

impl fmt::Display for Ordinal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0;
        let suffix = match (n % 10, n % 100) {
            (_, 11..=13) => "th",
            (1, _) => "st",
            (2, _) => "nd",
            (3, _) => "rd",
            _ => "th",
        };
        write!(f, "{n}{suffix}")
    }
}

impl fmt::Display for ContentModelDiagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ContentModelDiagnostic::Ambiguous {
                element,
                from,
                token,
                first,
                second,
                and_matches,
            } => {
                write!(f, "the content model of element \"{element}\" is ambiguous: ")?;
                match from {
                    None => write!(f, "at the start of the content")?,
                    Some((from, occurrence)) => {
                        write!(f, "after the {} \"{from}\" token", Ordinal(*occurrence))?;
                        match and_matches {
                            0 => {}
                            1 => write!(f, " (with its innermost AND group complete)")?,
                            n => write!(f, " (with its {n} innermost AND groups complete)")?,
                        }
                    }
                }
                write!(
                    f,
                    ", \"{token}\" could match either its {} or its {} occurrence",
                    Ordinal(*first),
                    Ordinal(*second)
                )
            }
            ContentModelDiagnostic::PcdataUnreachable { element } => write!(
                f,
                "the content model of element \"{element}\" is mixed, but does not allow character data at every point"
            ),
            ContentModelDiagnostic::TooComplex { element, error } => {
                write!(
                    f,
                    "the content model of element \"{element}\" is too complex to compile: "
                )?;
                f.write_str(match error {
                    super::CompileError::TooDeep => "its groups nest too deeply",
                    super::CompileError::AndGroupsTooLarge => "its AND groups have too many members",
                    super::CompileError::TooManyTransitions => "it has too many tokens",
                    super::CompileError::ReservedElementId => "it uses a reserved element number",
                })
            }
        }
    }
}

sgml_source::diagnostic_codes! {
    ContentModelDiagnostic {
        Ambiguous => "ambiguous-content-model",
        PcdataUnreachable => "pcdata-unreachable",
        TooComplex => "content-model-too-complex",
    }
}

impl DiagnosticKind for ContentModelDiagnostic {
    fn code(&self) -> &'static str {
        self.code()
    }

    fn severity(&self) -> Severity {
        match self {
            ContentModelDiagnostic::Ambiguous { .. } | ContentModelDiagnostic::TooComplex { .. } => Severity::Error,
            ContentModelDiagnostic::PcdataUnreachable { .. } => Severity::Warning,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinals() {
        let shown: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111]
            .iter()
            .map(|&n| Ordinal(n).to_string())
            .collect();
        assert_eq!(
            shown,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th"
            ]
        );
    }
}
