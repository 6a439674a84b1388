//! The parts of a reference token (ISO 8879 9.4.4, 9.4.5, 9.5).

use sgml_source::Span;

/// How a reference ended (9.4.5 reference end).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ReferenceEnd {
    /// With REFC `;`, part of the token.
    Refc,
    /// With a record end, part of the token: the RE is consumed by the reference and is
    /// not data. (In an LF entity, the RS after that LF follows as its own token.)
    Re,
    /// Without either: the next character is not a name character, and is not part of
    /// the reference.
    Omitted,
}

/// A reference token taken apart: see [`Lexer::reference_parts`](crate::Lexer::reference_parts).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ReferenceParts {
    /// The opening delimiter: ERO `&`, PERO `%`, CRO `&#` or HCRO `&#x`.
    pub open: Span,
    /// The entity name, the function name, or the decimal or hexadecimal digits.
    pub name: Span,
    /// How it ended.
    pub end: ReferenceEnd,
}
