//! Diagnostics are data: a kind, a span and a severity. Text is rendered at the edge.

use std::fmt;

use crate::Span;

/// How serious a diagnostic is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Severity {
    /// The document (or declaration, or DTD) does not conform: `E` in messages.
    Error,
    /// Conforming, but probably not what was meant: `W` in messages.
    Warning,
    /// A note attached to another message, such as the place of a first definition:
    /// `I` in messages.
    Info,
}

impl Severity {
    /// The one-letter code messages use: `E`, `W` or `I`.
    pub const fn letter(self) -> char {
        match self {
            Severity::Error => 'E',
            Severity::Warning => 'W',
            Severity::Info => 'I',
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "note",
        })
    }
}

/// What a phase found. Each phase has its own enum of kinds; its `Display` writes the
/// message text, naming what it is about.
pub trait DiagnosticKind: fmt::Display + fmt::Debug {
    /// A stable identifier for the kind, in kebab-case (`quantity-out-of-range`), for JSON
    /// output, explanations and tests. Never changes once released.
    fn code(&self) -> &'static str;
    /// The severity this kind has.
    fn severity(&self) -> Severity;
    /// The letter that message lines in onsgmls's format (`FILE:LINE:COL:LETTER: text`)
    /// give this kind, or `None` for a note that continues the previous message and is
    /// printed with no letter.
    ///
    /// The default is the severity's letter, and `None` for [`Severity::Info`]. Kinds
    /// override it where onsgmls uses a more specific letter for an error: `Q` for a
    /// quantity exceeded (TAGLVL, NAMELEN, LITLEN, ATTCNT, ...), `X` for an error only
    /// found at the end of the document (an IDREF to no ID); and `I` for an information
    /// message that stands alone.
    fn letter(&self) -> Option<char> {
        match self.severity() {
            Severity::Info => None,
            severity => Some(severity.letter()),
        }
    }
}

/// One finding at one place.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnostic<K> {
    /// What was found, with its arguments.
    pub kind: K,
    /// Where: byte offsets into the text that was being read.
    pub span: Span,
}

impl<K: DiagnosticKind> Diagnostic<K> {
    /// A diagnostic of `kind` at `span`.
    pub fn new(kind: K, span: Span) -> Self {
        Diagnostic { kind, span }
    }

    /// The kind's severity.
    pub fn severity(&self) -> Severity {
        self.kind.severity()
    }

    /// The kind's letter in onsgmls-style message lines (see [`DiagnosticKind::letter`]).
    pub fn letter(&self) -> Option<char> {
        self.kind.letter()
    }

    /// Whether this diagnostic is an error.
    pub fn is_error(&self) -> bool {
        self.severity() == Severity::Error
    }
}

impl<K: DiagnosticKind> fmt::Display for Diagnostic<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.kind, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A kind with the default letter.
    #[derive(Debug)]
    struct Plain(Severity);

    impl fmt::Display for Plain {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("plain")
        }
    }

    impl DiagnosticKind for Plain {
        fn code(&self) -> &'static str {
            "plain"
        }
        fn severity(&self) -> Severity {
            self.0
        }
    }

    /// An error with its own letter.
    #[derive(Debug)]
    struct Quantity;

    impl fmt::Display for Quantity {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("quantity")
        }
    }

    impl DiagnosticKind for Quantity {
        fn code(&self) -> &'static str {
            "quantity"
        }
        fn severity(&self) -> Severity {
            Severity::Error
        }
        fn letter(&self) -> Option<char> {
            Some('Q')
        }
    }

    #[test]
    fn letters_default_from_severity_and_notes_have_none() {
        let at = Span::empty(0);
        assert_eq!(Diagnostic::new(Plain(Severity::Error), at).letter(), Some('E'));
        assert_eq!(Diagnostic::new(Plain(Severity::Warning), at).letter(), Some('W'));
        assert_eq!(Diagnostic::new(Plain(Severity::Info), at).letter(), None);
        let quantity = Diagnostic::new(Quantity, at);
        assert_eq!(quantity.letter(), Some('Q'));
        assert!(quantity.is_error());
    }
}
