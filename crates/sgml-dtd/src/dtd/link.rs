//! Link process definitions (ISO 8879 12): the link type declaration of a prolog, its
//! link attributes, link sets with their link rules, and ID link rules, as the instance
//! needs them to give each element its link attributes.

use smol_str::SmolStr;

use super::DeclLocation;

/// The kind of a link type (ISO 8879 12.1).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LinkKind {
    /// `#SIMPLE #IMPLIED` (12.1.1): fixed link attributes of the base document element.
    Simple,
    /// `source #IMPLIED` (12.1.2): link rules give source elements link attributes.
    Implicit,
    /// `source result` (12.1.3): link rules also name a result element type.
    Explicit,
}

/// A link set named by `#USELINK`, `#POSTLINK` or a USELINK declaration (12.2.1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LinkSetRef {
    /// A link set of the link type, by index in [`LinkType::link_sets`].
    Set(u32),
    /// `#EMPTY`: a link set with no rules.
    Empty,
    /// `#RESTORE`: the link set current where the element started.
    Restore,
}

/// One link attribute of an element, ready for the ESIS: its name and value, in the
/// order of the link attribute definition list.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LinkAttribute {
    /// The attribute name, case-folded.
    pub name: SmolStr,
    /// The value (normalized: tokens joined by single spaces, folded under NAMECASE
    /// GENERAL YES), or `None` when implied.
    pub value: Option<SmolStr>,
    /// Whether the declared value is CDATA (else tokens).
    pub cdata: bool,
    /// Whether the declared value is ID.
    pub id: bool,
    /// Whether the link rule specified it.
    pub specified: bool,
}

/// A link rule (12.2.1, 12.2.3): for one source element type, the link set that
/// becomes current inside it and after it, and its link attributes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LinkRule {
    /// The source element type, case-folded.
    pub element: SmolStr,
    /// `#USELINK`: the link set current in the element's content.
    pub uselink: Option<LinkSetRef>,
    /// `#POSTLINK`: the link set current after the element ends.
    pub postlink: Option<LinkSetRef>,
    /// The link attributes, every one the element's link attribute definition list
    /// defines, with the values the rule gives or the defaults.
    pub attributes: Vec<LinkAttribute>,
}

/// A link set (12.2.1): its name (`#INITIAL` for the initial one) and its rules.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LinkSet {
    /// The link set name, case-folded; `#INITIAL` for the initial link set.
    pub name: SmolStr,
    /// Its link rules, in the order written: the first for an element type applies.
    pub rules: Vec<LinkRule>,
    /// Whether a LINK declaration declared it (not only named it).
    pub declared: bool,
    /// Where it was first named or declared.
    pub location: DeclLocation,
}

/// A link type declaration (12.1) as read: its name, kind, document types and link
/// process definition.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LinkType {
    /// The link type name, case-folded.
    pub name: SmolStr,
    /// Its kind.
    pub kind: LinkKind,
    /// The source document type name (empty for a simple link).
    pub source: SmolStr,
    /// The result document type name (explicit links only).
    pub result: Option<SmolStr>,
    /// The link sets, `#INITIAL` among them when declared.
    pub link_sets: Vec<LinkSet>,
    /// The ID link rules (12.2.4): an element with this unique identifier value.
    pub id_links: Vec<(SmolStr, LinkRule)>,
    /// The link attributes of a simple link: those of the base document element.
    pub simple_attributes: Vec<LinkAttribute>,
    /// Where the declaration is (its MDO to its keyword).
    pub location: DeclLocation,
    /// Whether its link process can run: its source is the base document type.
    pub processable: bool,
}

impl LinkType {
    /// The initial link set, if one was declared.
    pub fn initial(&self) -> Option<u32> {
        self.link_sets
            .iter()
            .position(|set| set.name == "#INITIAL" && set.declared)
            .map(|i| i as u32)
    }

    /// The link set at `index`.
    pub fn link_set(&self, index: u32) -> &LinkSet {
        &self.link_sets[index as usize]
    }

    /// The ID link rule for the unique identifier `id` (case-folded as IDs are).
    pub fn id_link(&self, id: &str) -> Option<&LinkRule> {
        self.id_links.iter().find(|(name, _)| name == id).map(|(_, rule)| rule)
    }
}
