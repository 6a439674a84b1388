//! The SGML declaration as a whole (ISO 8879 13): what it declares, and the tables the
//! later phases read from it.

use std::sync::OnceLock;

use crate::char_class::CharClasses;
use crate::charset::{CharsetDescription, DocumentCharset};
use crate::features::Features;
use crate::quantity::{Capacities, Quantities};
use crate::syntax::{ConcreteSyntax, NameCase};
use crate::{DelimRole, Delimiters, ReservedNames};

/// The minimum literal after `<!SGML`: which edition of ISO 8879 the declaration follows.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Version {
    /// `"ISO 8879:1986"`.
    Iso8879,
    /// `"ISO 8879:1986 (ENR)"`: the Extended Naming Rules of Annex J.
    Enr,
    /// `"ISO 8879:1986 (WWW)"`: the Web SGML adaptations of Annex K (which include ENR).
    Www,
    /// Anything else (reported; read as `"ISO 8879:1986"`).
    Other(String),
}

impl Version {
    /// The minimum literal as written.
    pub fn literal(&self) -> &str {
        match self {
            Version::Iso8879 => "ISO 8879:1986",
            Version::Enr => "ISO 8879:1986 (ENR)",
            Version::Www => "ISO 8879:1986 (WWW)",
            Version::Other(s) => s,
        }
    }

    /// Whether Annex K (Web SGML) forms are allowed.
    pub fn is_www(&self) -> bool {
        matches!(self, Version::Www)
    }
}

/// How the capacity set was declared (13.2).
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum CapacityForm {
    /// `SGMLREF` followed by changed capacities.
    SgmlRef,
    /// `PUBLIC` and a public identifier (the reference capacity set).
    Public(String),
    /// Annex K's `NONE`: capacities are not limited.
    None,
}

/// CAPACITY (13.2): the form and the values in force.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CapacitySet {
    /// How the declaration wrote it.
    pub form: CapacityForm,
    /// The capacities (reference values unless changed).
    pub values: Capacities,
}

/// SCOPE (13.3): where the concrete syntax applies.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Scope {
    /// DOCUMENT: the whole document, prolog included.
    Document,
    /// INSTANCE: only the document instance; the prolog uses the reference syntax.
    Instance,
}

/// An SGML declaration: the declared parameters, resolved, plus the character tables
/// derived from them.
///
/// Every field is public so that later phases read what they need directly:
/// `decl.syntax.quantities.namelen`, `decl.features.omittag`,
/// `decl.char_classes.is_name_start(c)`, `decl.delimiters().get(DelimRole::Stago)`.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SgmlDeclaration {
    /// The minimum literal after `<!SGML`.
    pub version: Version,
    /// CHARSET: the document character set as declared.
    pub charset: CharsetDescription,
    /// The document character set resolved to Unicode code points.
    pub document_charset: DocumentCharset,
    /// CAPACITY.
    pub capacity: CapacitySet,
    /// SCOPE.
    pub scope: Scope,
    /// SYNTAX: the concrete syntax.
    pub syntax: ConcreteSyntax,
    /// FEATURES.
    pub features: Features,
    /// APPINFO: `None` for NONE.
    pub appinfo: Option<String>,
    /// SEEALSO (Annex K): `None` when absent, `Some(vec![])` for `SEEALSO NONE`.
    pub see_also: Option<Vec<String>>,
    /// The class of every code point: SGML or not, name characters, separators, function
    /// characters, shunned characters. Keyed by Unicode code point.
    pub char_classes: CharClasses,
}

/// The reference SGML declaration, as ISO 8879 writes it for a basic SGML document:
/// ISO 646 document character set, reference capacity set and concrete syntax, OMITTAG
/// and SHORTTAG.
pub(crate) const REFERENCE_TEXT: &str = r#"<!SGML "ISO 8879:1986"
CHARSET
  BASESET "ISO 646IRV:1991//CHARSET International Reference Version (IRV)//ESC 2/8 4/2"
  DESCSET 0 9 UNUSED 9 2 9 11 2 UNUSED 13 1 13 14 18 UNUSED 32 95 32 127 1 UNUSED
CAPACITY PUBLIC "ISO 8879:1986//CAPACITY Reference//EN"
SCOPE DOCUMENT
SYNTAX PUBLIC "ISO 8879:1986//SYNTAX Reference//EN"
FEATURES
  MINIMIZE DATATAG NO OMITTAG YES RANK NO SHORTTAG YES
  LINK SIMPLE NO IMPLICIT NO EXPLICIT NO
  OTHER CONCUR NO SUBDOC NO FORMAL NO
APPINFO NONE>"#;

impl SgmlDeclaration {
    /// The reference SGML declaration (ISO 8879 clause 13 with the reference concrete
    /// syntax of Figure 8, the reference quantity set of Figure 6 and the reference
    /// capacity set of Figure 5) over the ISO 646 document character set, with the
    /// features of a basic SGML document: OMITTAG YES, SHORTTAG YES.
    pub fn reference() -> SgmlDeclaration {
        static REFERENCE: OnceLock<SgmlDeclaration> = OnceLock::new();
        REFERENCE
            .get_or_init(|| {
                let parsed = crate::parse(REFERENCE_TEXT);
                debug_assert!(parsed.diagnostics.is_empty(), "{:?}", parsed.diagnostics);
                parsed.declaration
            })
            .clone()
    }

    /// The quantities in force (`decl.quantities().namelen`).
    pub fn quantities(&self) -> &Quantities {
        &self.syntax.quantities
    }

    /// The capacities in force.
    pub fn capacities(&self) -> &Capacities {
        &self.capacity.values
    }

    /// The delimiters in force, as document characters.
    pub fn delimiters(&self) -> &Delimiters {
        &self.syntax.delimiters
    }

    /// The string of one general delimiter role (empty when unassigned).
    pub fn delimiter(&self, role: DelimRole) -> &str {
        self.syntax.delimiters.get(role)
    }

    /// The reserved names in force.
    pub fn reserved_names(&self) -> &ReservedNames {
        &self.syntax.reserved_names
    }

    /// NAMECASE: whether general and entity names fold to upper case.
    pub fn namecase(&self) -> NameCase {
        self.syntax.naming.namecase
    }

    /// The record end character (RE).
    pub fn re(&self) -> Option<char> {
        self.syntax.functions.re.char
    }

    /// The record start character (RS).
    pub fn rs(&self) -> Option<char> {
        self.syntax.functions.rs.char
    }

    /// The SPACE character.
    pub fn space(&self) -> Option<char> {
        self.syntax.functions.space.char
    }

    /// Fold a general name (element, attribute, notation name, name token) as NAMECASE
    /// GENERAL says: upper-cased when YES, unchanged when NO.
    pub fn fold_general(&self, name: &str) -> String {
        self.fold(name, self.syntax.naming.namecase.general)
    }

    /// Fold an entity name as NAMECASE ENTITY says.
    pub fn fold_entity(&self, name: &str) -> String {
        self.fold(name, self.syntax.naming.namecase.entity)
    }

    fn fold(&self, name: &str, on: bool) -> String {
        if on {
            name.chars().map(|c| self.char_classes.to_upper(c)).collect()
        } else {
            name.to_string()
        }
    }
}

impl Default for SgmlDeclaration {
    fn default() -> Self {
        SgmlDeclaration::reference()
    }
}
