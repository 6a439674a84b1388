//! The SGML declaration a document is read with (ISO 8879 clause 13): the validator's,
//! the one for XML, the one OpenSP implies, or the document's own.

use sgml_decl::SgmlDeclaration;

use crate::bundled;

/// Where the W3C validator's SGML declaration is among the bundled files.
pub(crate) const VALIDATOR_DECLARATION: &str = "sgml-decl/w3c-validator.dcl";

/// The W3C validator's SGML declaration (the bundled one, decoded once).
pub(crate) fn default_declaration() -> &'static SgmlDeclaration {
    bundled::validator_declaration()
}

/// The SGML declaration a document is read with.
pub(crate) enum Declaration {
    /// The validator's, shared by all.
    Default,
    /// The SGML declaration for XML, shared by all documents read in XML mode.
    Xml,
    /// The one OpenSP implies, for documents read with the user's catalogs when neither
    /// the document nor those catalogs name a declaration.
    Implied,
    /// The document's own, or the one a catalog names.
    Own(Box<SgmlDeclaration>),
}

impl Declaration {
    pub(crate) fn get(&self) -> &SgmlDeclaration {
        match self {
            Declaration::Default => default_declaration(),
            Declaration::Xml => bundled::xml_declaration(),
            Declaration::Implied => bundled::implied_declaration(),
            Declaration::Own(declaration) => declaration,
        }
    }
}
