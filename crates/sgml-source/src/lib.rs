//! Source text for omittag: byte-offset [`Span`]s, the [`LineIndex`] that turns an offset
//! into a line and column only when a message is shown, and the [`Diagnostic`] type that
//! every phase (declaration, lexer, DTD, instance) reports its findings with.
//!
//! Positions are bytes until shown: the lexer and parsers never count lines.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod codes;
mod diagnostic;
mod line_columns;
mod line_index;
mod span;

pub use diagnostic::{Diagnostic, DiagnosticKind, Severity};
pub use line_columns::LineColumns;
pub use line_index::{LineCol, LineIndex};
pub use span::Span;
