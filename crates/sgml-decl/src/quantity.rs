//! Quantities of the concrete syntax (ISO 8879 13.4.8, Figure 6) and capacities of the
//! capacity set (13.2, Figure 5), each with its reference value as default.

macro_rules! named_values {
    (
        $(#[$meta:meta])*
        $name:ident, $reference:expr, [$( $(#[$fmeta:meta])* $field:ident = $key:literal ),* $(,)?]
    ) => {
        $(#[$meta])*
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub struct $name {
            $( $(#[$fmeta])* pub $field: u32, )*
        }

        impl $name {
            /// Every name, in the order of ISO 8879's figure.
            pub const NAMES: &'static [&'static str] = &[$($key),*];

            /// The values of the reference concrete syntax or capacity set.
            pub const REFERENCE: $name = $reference;

            /// The value named `name` (upper case), if there is such a name.
            pub fn get(&self, name: &str) -> Option<u32> {
                match name {
                    $($key => Some(self.$field),)*
                    _ => None,
                }
            }

            /// Set the value named `name`; `false` if there is no such name.
            pub fn set(&mut self, name: &str, value: u32) -> bool {
                match name {
                    $($key => { self.$field = value; true })*
                    _ => false,
                }
            }

            /// `(name, value)` for every entry, in the order of ISO 8879's figure.
            pub fn iter(&self) -> impl Iterator<Item = (&'static str, u32)> + '_ {
                Self::NAMES.iter().map(move |n| (*n, self.get(n).expect("a known name")))
            }
        }

        impl Default for $name {
            fn default() -> Self {
                Self::REFERENCE
            }
        }
    };
}

named_values!(
    /// The quantities of a concrete syntax (13.4.8). `Default` gives the reference
    /// quantity set (Figure 6); [`Quantities::UNLIMITED`] stands for Annex K's
    /// `QUANTITY NONE`.
    Quantities,
    Quantities {
        attcnt: 40,
        attsplen: 960,
        bseqlen: 960,
        dtaglen: 16,
        dtemplen: 16,
        entlvl: 16,
        grpcnt: 32,
        grpgtcnt: 96,
        grplvl: 16,
        litlen: 240,
        namelen: 8,
        normsep: 2,
        pilen: 240,
        taglen: 960,
        taglvl: 24,
    },
    [
        /// ATTCNT: attribute names and name tokens in an attribute definition list.
        attcnt = "ATTCNT",
        /// ATTSPLEN: normalized length of a start tag's attribute specifications.
        attsplen = "ATTSPLEN",
        /// BSEQLEN: length of a blank sequence in a short reference string.
        bseqlen = "BSEQLEN",
        /// DTAGLEN: length of a data tag.
        dtaglen = "DTAGLEN",
        /// DTEMPLEN: length of a data tag template or pattern template.
        dtemplen = "DTEMPLEN",
        /// ENTLVL: nesting level of entities (other than the primitive one).
        entlvl = "ENTLVL",
        /// GRPCNT: tokens in a group.
        grpcnt = "GRPCNT",
        /// GRPGTCNT: grand total of content tokens in a model group.
        grpgtcnt = "GRPGTCNT",
        /// GRPLVL: nesting level of model groups.
        grplvl = "GRPLVL",
        /// LITLEN: length of a parameter literal or attribute value literal.
        litlen = "LITLEN",
        /// NAMELEN: length of a name, name token, number, etc.
        namelen = "NAMELEN",
        /// NORMSEP: length charged for a normalized separator in a literal.
        normsep = "NORMSEP",
        /// PILEN: length of a processing instruction.
        pilen = "PILEN",
        /// TAGLEN: length of a start tag.
        taglen = "TAGLEN",
        /// TAGLVL: nesting level of open elements.
        taglvl = "TAGLVL",
    ]
);

impl Quantities {
    /// The value Annex K's `QUANTITY NONE` gives every quantity but NORMSEP: no limit.
    pub const UNLIMITED: u32 = u32::MAX;

    /// The quantities of `QUANTITY NONE` (K.3.5): every one unlimited but NORMSEP, which
    /// keeps its reference value.
    pub const NONE: Quantities = Quantities {
        attcnt: Self::UNLIMITED,
        attsplen: Self::UNLIMITED,
        bseqlen: Self::UNLIMITED,
        dtaglen: Self::UNLIMITED,
        dtemplen: Self::UNLIMITED,
        entlvl: Self::UNLIMITED,
        grpcnt: Self::UNLIMITED,
        grpgtcnt: Self::UNLIMITED,
        grplvl: Self::UNLIMITED,
        litlen: Self::UNLIMITED,
        namelen: Self::UNLIMITED,
        normsep: 2,
        pilen: Self::UNLIMITED,
        taglen: Self::UNLIMITED,
        taglvl: Self::UNLIMITED,
    };
}

named_values!(
    /// The capacities of a capacity set (13.2). `Default` gives the reference capacity
    /// set (Figure 5), every capacity 35000.
    Capacities,
    Capacities {
        totalcap: 35000,
        entcap: 35000,
        entchcap: 35000,
        elemcap: 35000,
        grpcap: 35000,
        exgrpcap: 35000,
        exnmcap: 35000,
        attcap: 35000,
        attchcap: 35000,
        avgrpcap: 35000,
        notcap: 35000,
        notchcap: 35000,
        idcap: 35000,
        idrefcap: 35000,
        mapcap: 35000,
        lksetcap: 35000,
        lknmcap: 35000,
    },
    [
        /// TOTALCAP: grand total of the other capacity points.
        totalcap = "TOTALCAP",
        /// ENTCAP: entities defined.
        entcap = "ENTCAP",
        /// ENTCHCAP: characters of entity text.
        entchcap = "ENTCHCAP",
        /// ELEMCAP: element types defined.
        elemcap = "ELEMCAP",
        /// GRPCAP: tokens at all levels of all model groups.
        grpcap = "GRPCAP",
        /// EXGRPCAP: exception groups.
        exgrpcap = "EXGRPCAP",
        /// EXNMCAP: names in exception groups.
        exnmcap = "EXNMCAP",
        /// ATTCAP: attributes defined.
        attcap = "ATTCAP",
        /// ATTCHCAP: characters of default attribute values.
        attchcap = "ATTCHCAP",
        /// AVGRPCAP: tokens in attribute value groups.
        avgrpcap = "AVGRPCAP",
        /// NOTCAP: data content notations.
        notcap = "NOTCAP",
        /// NOTCHCAP: characters of notation identifiers.
        notchcap = "NOTCHCAP",
        /// IDCAP: ID attribute values.
        idcap = "IDCAP",
        /// IDREFCAP: IDREF attribute values.
        idrefcap = "IDREFCAP",
        /// MAPCAP: short reference maps and their entries.
        mapcap = "MAPCAP",
        /// LKSETCAP: link sets.
        lksetcap = "LKSETCAP",
        /// LKNMCAP: names in link sets.
        lknmcap = "LKNMCAP",
    ]
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reference_values_and_names() {
        let q = Quantities::default();
        assert_eq!(q.namelen, 8);
        assert_eq!(q.get("LITLEN"), Some(240));
        assert_eq!(q.get("NOPE"), None);
        let mut q2 = q;
        assert!(q2.set("ATTCNT", 200));
        assert_eq!(q2.attcnt, 200);
        assert_eq!(Quantities::NAMES.len(), 15);
        assert_eq!(Capacities::default().iter().count(), 17);
    }
}
