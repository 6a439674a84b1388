//! The SGML declaration (ISO 8879 clause 13 and the Web SGML forms of Annex K): parser,
//! model and the character classes, delimiters, quantities and features that the later
//! phases read from it.
//!
//! ```
//! let text = include_str!("../../../sgml-decl/html-4.01.decl");
//! let parsed = sgml_decl::parse(text);
//! assert!(parsed.diagnostics.is_empty());
//! let decl = &parsed.declaration;
//! assert_eq!(decl.quantities().namelen, 65536);
//! assert!(decl.features.omittag);
//! assert_eq!(decl.delimiter(sgml_decl::DelimRole::Hcro), "&#X");
//! assert!(decl.char_classes.is_non_sgml(0xD800));
//! assert!(decl.char_classes.is_name_char('_'));
//! ```
//!
//! [`parse`] reads a declaration and returns a [`Parsed`]: the [`SgmlDeclaration`]
//! (always complete: what could not be read keeps the reference values) with the
//! [`Diagnostic`]s found, and where the declaration ended. [`parse_with`] also resolves
//! a public concrete syntax through a catalog. [`SgmlDeclaration::reference`] is the
//! reference declaration. `Display` on a declaration writes an equivalent declaration
//! that reads back to the same model.
//!
//! # What later phases read
//!
//! - [`SgmlDeclaration::char_classes`]: a [`CharClasses`] table **keyed by Unicode code
//!   point** (the decoded input), answering name start, name character, digit,
//!   separator, function character, shunned and non-SGML in one lookup. Function and
//!   shunned bits may both be set (RE, RS and TAB are in every HTML SHUNCHAR list): a
//!   function character is significant, so the shunned bit only matters for others.
//!   [`SgmlDeclaration::document_charset`] maps document character numbers (those of
//!   numeric character references) to code points; for every HTML declaration the two
//!   are the same.
//! - [`SgmlDeclaration::delimiter`] / [`Delimiters`]: delimiter strings by
//!   [`DelimRole`], and the short references (`B` is a blank sequence). With NAMECASE
//!   GENERAL YES the general delimiters are stored upper-cased (`HCRO` of HTML 4 is
//!   `&#X`), as OpenSP does; compare input folded with [`CharClasses::to_upper`].
//! - [`SgmlDeclaration::quantities`] (`.namelen`, `.litlen`, `.attcnt`, `.taglvl`, ...;
//!   [`Quantities::UNLIMITED`] for Annex K's `QUANTITY NONE`), capacities,
//!   [`ReservedNames`], [`SgmlDeclaration::namecase`] and the fold helpers.
//! - [`SgmlDeclaration::features`]: OMITTAG, the SHORTTAG sub-switches
//!   ([`ShortTag`]), Annex K's EMPTYNRM, IMPLYDEF, KEEPRSRE and the rest.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod char_class;
mod charset;
mod declaration;
mod delim;
mod diagnostic;
mod display;
mod features;
mod lex;
mod names;
mod parse;
mod quantity;
mod syntax;

pub use char_class::{CharClass, CharClasses};
pub use charset::{BaseSet, CharDescription, CharsetDescription, DescTarget, DocumentCharset, KnownBaseSet};
pub use declaration::{CapacityForm, CapacitySet, Scope, SgmlDeclaration, Version};
pub use delim::{DelimRole, Delimiters, REFERENCE_SHORTREFS};
pub use diagnostic::{DeclDiagnostic, Diagnostic};
pub use features::{
    EntitiesFeature, EntityRef, Features, ImplyDef, ImplyElement, NetEnable, ShortTag, ShortTagForm, Validity,
    WebMinimize, WebOther,
};
pub use names::{REFERENCE_RESERVED_NAMES, ReservedNames};
pub use parse::{ParseOptions, Parsed, ResolvePublic, parse, parse_with};
pub use quantity::{Capacities, Quantities};
pub use syntax::{
    AddedFunction, ConcreteSyntax, FunctionChar, FunctionClass, Functions, NameCase, Naming, NamingItem,
    PredefinedEntity, PublicSyntax, Shunchar,
};
