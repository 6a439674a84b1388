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
//! [`Diagnostic`]s found. [`SgmlDeclaration::reference`] is the reference declaration.
//! `Display` on a declaration writes an equivalent declaration.
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
