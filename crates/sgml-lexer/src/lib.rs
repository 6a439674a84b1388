//! SGML tokenizer on logos: delimiters by recognition mode, references, record boundaries.
//!
//! The lexer turns one entity's decoded text into [`Token`]s — a [`TokenKind`] and a
//! byte-offset [`Span`](sgml_source::Span) — in the recognition [`Mode`] the parser
//! asks for (ISO 8879 9.6.1). It knows nothing of elements or entities:
//!
//! * **Modes** are explicit: content, tag, markup declaration, group, comment, literal,
//!   processing instruction, declaration subset, CDATA/RCDATA declared content and
//!   CDATA/RCDATA/IGNORE marked sections. The parser calls [`Lexer::set_mode`] before
//!   reading on; the lexer never changes mode by itself.
//! * **Delimiters** are those of the reference concrete syntax (plus Web SGML's HCRO
//!   `&#x`), each recognised only in its modes and in context (9.6.2): `<` is STAGO only
//!   before a name start character (or `>` with SHORTTAG), `&` is ERO only before one,
//!   and so on; otherwise the characters are data. A declaration that assigns other
//!   delimiter strings is refused by [`check_declaration`] (or [`check_delimiters`]).
//! * **Records**: RE and RS are tokens of their own, from CR and LF as
//!   [`LineEnds`] says OpenSP reads them.
//! * **Names** use the declaration's character classes ([`sgml_decl::CharClasses`]),
//!   not ASCII rules.
//! * **References** are single tokens including their REFC or ending RE, taken apart
//!   as they are recognised: [`Lexer::reference_parts`] gives the parts of the last one
//!   without reading it again (and reads any other reference token again).
//!
//! A [`LexerConfig`] comes from a parsed declaration ([`LexerConfig::from_declaration`])
//! or a built-in one ([`LexerConfig::html4`], [`LexerConfig::reference`]); build it once
//! and lend it to a [`Lexer`] per entity.
//!
//! Inside: `recognize` holds one logos automaton per mode (or family of text modes) for
//! the delimiter strings; `lexer` decides context and reads names, separators and
//! references, with `lexer/text.rs` finding data runs through a per-mode byte-class
//! table eight bytes at a time, never through the automaton; `lexer/content.rs` is the
//! content loop ([`Lexer::content_item`]: the next item of content — data with its record
//! end, a plain tag, a reference — in one pass, where the token path would read CON mode
//! without NET and no short reference map, the token path reading everything else);
//! `config` builds those tables from the character classes.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod config;
mod delimiter;
mod lexer;
mod mode;
mod recognize;
mod reference;
mod short_ref;
mod token;

pub use config::{LexerConfig, LexerOptions, LineEnds};
pub use delimiter::{LexerDiagnosticKind, check_declaration, check_delimiters, supported_string, xml_string};
pub use lexer::{ContentItem, Lexer, LexerMark, LexerState, PlainAttribute, PlainStartTag, PlainValue};
pub use mode::{ContentEnd, DeclaredContent, LiteralData, MarkedSection, Mode, Quote};
pub use reference::{ReferenceEnd, ReferenceParts};
pub use short_ref::{ShortRefSet, short_ref_contains};
pub use token::{Token, TokenKind};
