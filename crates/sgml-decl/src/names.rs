//! Reserved names of the concrete syntax (ISO 8879 13.4.7, Figure 7) and their
//! substitutes declared with `NAMES`.

/// The reserved names of the reference concrete syntax (Figure 7), with Annex K's ALL,
/// DATA and IMPLICIT, in alphabetical order.
pub const REFERENCE_RESERVED_NAMES: &[&str] = &[
    "ALL", "ANY", "ATTLIST", "CDATA", "CONREF", "CURRENT", "DATA", "DEFAULT", "DOCTYPE", "ELEMENT", "EMPTY", "ENDTAG",
    "ENTITIES", "ENTITY", "FIXED", "ID", "IDLINK", "IDREF", "IDREFS", "IGNORE", "IMPLICIT", "IMPLIED", "INCLUDE",
    "INITIAL", "LINK", "LINKTYPE", "MD", "MS", "NAME", "NAMES", "NDATA", "NMTOKEN", "NMTOKENS", "NOTATION", "NUMBER",
    "NUMBERS", "NUTOKEN", "NUTOKENS", "O", "PCDATA", "PI", "POSTLINK", "PUBLIC", "RCDATA", "RE", "REQUIRED", "RESTORE",
    "RS", "SDATA", "SHORTREF", "SIMPLE", "SPACE", "STARTTAG", "SUBDOC", "SYSTEM", "TEMP", "USELINK", "USEMAP",
];

/// The reserved names in force: the reference names, with the substitutes `NAMES`
/// declared.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ReservedNames {
    /// `(reference name, substitute)` pairs in declaration order.
    #[cfg_attr(feature = "serde", serde(with = "substitutions"))]
    substitutions: Vec<(&'static str, String)>,
}

impl ReservedNames {
    /// The reference reserved name spelled `name` (upper case), as a `'static` string.
    pub fn reference_name(name: &str) -> Option<&'static str> {
        REFERENCE_RESERVED_NAMES
            .binary_search(&name)
            .ok()
            .map(|i| REFERENCE_RESERVED_NAMES[i])
    }

    /// The name a document writes for reference reserved name `reference`: its
    /// substitute, or the name itself.
    pub fn get<'a>(&'a self, reference: &'a str) -> &'a str {
        self.substitutions
            .iter()
            .find(|(r, _)| *r == reference)
            .map_or(reference, |(_, s)| s.as_str())
    }

    /// The reference reserved name that the document's name `declared` (already
    /// upper-cased when NAMECASE GENERAL is YES) stands for, if any.
    pub fn lookup(&self, declared: &str) -> Option<&'static str> {
        if let Some((r, _)) = self.substitutions.iter().find(|(_, s)| s == declared) {
            return Some(r);
        }
        let r = Self::reference_name(declared)?;
        // A reference name that was replaced is no longer reserved.
        (!self.substitutions.iter().any(|(x, _)| *x == r)).then_some(r)
    }

    /// Record that `reference` is spelled `substitute`. Returns `false` (and changes
    /// nothing) when `reference` already has a substitute.
    pub fn substitute(&mut self, reference: &'static str, substitute: String) -> bool {
        if self.substitutions.iter().any(|(r, _)| *r == reference) {
            return false;
        }
        self.substitutions.push((reference, substitute));
        true
    }

    /// The substitutions declared, `(reference name, substitute)`.
    pub fn substitutions(&self) -> &[(&'static str, String)] {
        &self.substitutions
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorted_and_substitutable() {
        assert!(REFERENCE_RESERVED_NAMES.windows(2).all(|w| w[0] < w[1]));
        let mut names = ReservedNames::default();
        assert_eq!(names.lookup("PCDATA"), Some("PCDATA"));
        assert!(names.substitute("PCDATA", "TEXT".into()));
        assert!(!names.substitute("PCDATA", "OTHER".into()));
        assert_eq!(names.get("PCDATA"), "TEXT");
        assert_eq!(names.lookup("TEXT"), Some("PCDATA"));
        assert_eq!(names.lookup("PCDATA"), None);
    }
}

/// The substitutions with their reference names as strings, taken back to the `'static`
/// names of [`REFERENCE_RESERVED_NAMES`] when read.
#[cfg(feature = "serde")]
mod substitutions {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    use super::ReservedNames;

    pub(super) fn serialize<S: Serializer>(
        substitutions: &[(&'static str, String)],
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(
            substitutions
                .iter()
                .map(|(name, substitute)| (*name, substitute.as_str())),
        )
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Vec<(&'static str, String)>, D::Error> {
        Vec::<(String, String)>::deserialize(deserializer)?
            .into_iter()
            .map(|(name, substitute)| match ReservedNames::reference_name(&name) {
                Some(name) => Ok((name, substitute)),
                None => Err(D::Error::custom(format_args!("{name} is not a reserved name"))),
            })
            .collect()
    }
}
