//! The feature use parameter (ISO 8879 13.5) with the Web SGML forms of Annex K
//! (K.3.2, K.3.4): which markup minimization, link and other features are used.

/// Whether a start tag may end with NESTC and be closed by NET (K.3.2 NETENABL).
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum NetEnable {
    /// No net-enabling start tags.
    #[default]
    No,
    /// Only immediately followed by NET: `<x/>` (XML's empty-element tag).
    Immednet,
    /// Any net-enabling start tag `<x/.../` (classic SHORTTAG).
    All,
}

/// How the SHORTTAG feature was written: the ISO 8879 `YES`/`NO` or Annex K's detailed
/// STARTTAG/ENDTAG/ATTRIB form.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ShortTagForm {
    /// `SHORTTAG YES` or `SHORTTAG NO`.
    YesNo(bool),
    /// `SHORTTAG STARTTAG ... ENDTAG ... ATTRIB ...` (K.3.2).
    Detailed,
}

/// The SHORTTAG sub-switches (13.5.1; K.3.2). `SHORTTAG YES` turns every one on with
/// NETENABL ALL; `SHORTTAG NO` turns every one off.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ShortTag {
    /// How the declaration wrote it.
    pub form: ShortTagForm,
    /// STARTTAG EMPTY: empty start tags `<>`.
    pub start_empty: bool,
    /// STARTTAG UNCLOSED: unclosed start tags `<a<b>`.
    pub start_unclosed: bool,
    /// STARTTAG NETENABL: net-enabling start tags.
    pub start_netenabl: NetEnable,
    /// ENDTAG EMPTY: empty end tags `</>`.
    pub end_empty: bool,
    /// ENDTAG UNCLOSED: unclosed end tags `</a<b>`.
    pub end_unclosed: bool,
    /// ATTRIB DEFAULT: attributes may be omitted and defaulted.
    pub attrib_default: bool,
    /// ATTRIB OMITNAME: attribute names may be omitted (`<p left>`).
    pub attrib_omitname: bool,
    /// ATTRIB VALUE: attribute values may be unquoted (`<p align=left>`).
    pub attrib_value: bool,
}

impl ShortTag {
    /// `SHORTTAG YES` (`true`) or `SHORTTAG NO` (`false`).
    pub const fn yes_no(on: bool) -> ShortTag {
        ShortTag {
            form: ShortTagForm::YesNo(on),
            start_empty: on,
            start_unclosed: on,
            start_netenabl: if on { NetEnable::All } else { NetEnable::No },
            end_empty: on,
            end_unclosed: on,
            attrib_default: on,
            attrib_omitname: on,
            attrib_value: on,
        }
    }

    /// Whether any short tag form is allowed.
    pub fn any(&self) -> bool {
        self.start_empty
            || self.start_unclosed
            || self.start_netenabl != NetEnable::No
            || self.end_empty
            || self.end_unclosed
            || self.attrib_default
            || self.attrib_omitname
            || self.attrib_value
    }
}

/// IMPLYDEF ELEMENT (K.3.2): whether undeclared elements are implied.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum ImplyElement {
    /// Every element type must be declared.
    #[default]
    No,
    /// Undeclared element types are implied with content ANY.
    Yes,
    /// Implied with content ANY, allowing any other element (ANYOTHER).
    AnyOther,
}

/// IMPLYDEF (K.3.2): which definitions are implied when missing.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ImplyDef {
    /// IMPLYDEF ATTLIST.
    pub attlist: bool,
    /// IMPLYDEF DOCTYPE.
    pub doctype: bool,
    /// IMPLYDEF ELEMENT.
    pub element: ImplyElement,
    /// IMPLYDEF ENTITY.
    pub entity: bool,
    /// IMPLYDEF NOTATION.
    pub notation: bool,
}

/// Annex K's additions to MINIMIZE: EMPTYNRM and IMPLYDEF (K.3.2).
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct WebMinimize {
    /// EMPTYNRM: an element with empty content may have an end tag, as a normal one.
    pub emptynrm: bool,
    /// IMPLYDEF.
    pub implydef: ImplyDef,
}

/// VALIDITY (K.3.4).
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Validity {
    /// NOASSERT: no claim about validity.
    #[default]
    NoAssert,
    /// TYPE: documents are type-valid.
    Type,
}

/// ENTITIES REF (K.3.4): which entity references may occur.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum EntityRef {
    /// NONE: no entity references but to predefined ones.
    None,
    /// INTERNAL: references to internal entities only.
    Internal,
    /// ANY: any entity references.
    #[default]
    Any,
}

/// ENTITIES (K.3.4).
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum EntitiesFeature {
    /// ENTITIES NOASSERT.
    #[default]
    NoAssert,
    /// ENTITIES REF ... INTEGRAL ...
    Ref {
        /// Which references may occur.
        reference: EntityRef,
        /// INTEGRAL: entities are integrally stored.
        integral: bool,
    },
}

/// Annex K's additions to OTHER: URN, KEEPRSRE, VALIDITY, ENTITIES (K.3.4).
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct WebOther {
    /// URN: uniform resource names may be system identifiers.
    pub urn: bool,
    /// KEEPRSRE: record starts and ends are kept as data, not ignored (K.3.4).
    pub keeprsre: bool,
    /// VALIDITY.
    pub validity: Validity,
    /// ENTITIES.
    pub entities: EntitiesFeature,
}

/// The features used (13.5). `Default` is what ISO 8879's reference SGML declaration
/// (Annex D's basic SGML document) uses: OMITTAG YES, SHORTTAG YES, the rest NO.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Features {
    /// MINIMIZE DATATAG.
    pub datatag: bool,
    /// MINIMIZE OMITTAG: start and end tags may be omitted where the DTD allows.
    pub omittag: bool,
    /// MINIMIZE RANK.
    pub rank: bool,
    /// MINIMIZE SHORTTAG and its sub-switches.
    pub shorttag: ShortTag,
    /// EMPTYNRM and IMPLYDEF when declared (Annex K).
    pub web_minimize: Option<WebMinimize>,
    /// LINK SIMPLE: `Some(n)` for `YES n`, the number of simple link processes.
    pub link_simple: Option<u32>,
    /// LINK IMPLICIT.
    pub link_implicit: bool,
    /// LINK EXPLICIT: `Some(n)` for `YES n`, the longest chain of link processes.
    pub link_explicit: Option<u32>,
    /// OTHER CONCUR: `Some(n)` for `YES n`, the number of concurrent document types.
    pub concur: Option<u32>,
    /// OTHER SUBDOC: `Some(n)` for `YES n`, the number of open subdocuments.
    pub subdoc: Option<u32>,
    /// OTHER FORMAL: public identifiers are formal public identifiers.
    pub formal: bool,
    /// URN, KEEPRSRE, VALIDITY and ENTITIES when declared (Annex K).
    pub web_other: Option<WebOther>,
}

impl Features {
    /// The features of the basic SGML document (ISO 8879 15.1.1): OMITTAG and SHORTTAG.
    pub const BASIC: Features = Features {
        datatag: false,
        omittag: true,
        rank: false,
        shorttag: ShortTag::yes_no(true),
        web_minimize: None,
        link_simple: None,
        link_implicit: false,
        link_explicit: None,
        concur: None,
        subdoc: None,
        formal: false,
        web_other: None,
    };

    /// Whether EMPTYNRM is on (Annex K; off when not declared).
    pub fn emptynrm(&self) -> bool {
        self.web_minimize.is_some_and(|w| w.emptynrm)
    }

    /// Whether record starts and ends are kept (Annex K KEEPRSRE; off when not declared).
    pub fn keeprsre(&self) -> bool {
        self.web_other.is_some_and(|w| w.keeprsre)
    }

    /// The IMPLYDEF switches (all off when not declared).
    pub fn implydef(&self) -> ImplyDef {
        self.web_minimize.map(|w| w.implydef).unwrap_or_default()
    }
}

impl Default for Features {
    fn default() -> Self {
        Features::BASIC
    }
}
