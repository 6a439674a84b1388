//! Delimiter roles and their strings (ISO 8879 9.6, 13.4.6; Figures 3 and 4; Annex K
//! adds HCRO and NESTC).

use std::fmt;

macro_rules! roles {
    ($( $(#[$m:meta])* $variant:ident = $name:literal => $reference:literal ),* $(,)?) => {
        /// A general delimiter role (Figure 3, plus Annex K's HCRO and NESTC).
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        pub enum DelimRole {
            $( $(#[$m])* $variant, )*
        }

        impl DelimRole {
            /// Every role, in alphabetical order as in Figure 3.
            pub const ALL: &'static [DelimRole] = &[$(DelimRole::$variant),*];

            /// The role's name as the SGML declaration writes it (`STAGO`).
            pub const fn name(self) -> &'static str {
                match self { $(DelimRole::$variant => $name,)* }
            }

            /// The string of the reference concrete syntax; empty for HCRO, which the
            /// reference syntax does not assign.
            pub const fn reference(self) -> &'static str {
                match self { $(DelimRole::$variant => $reference,)* }
            }

            /// The role named `name` (upper case).
            pub fn from_name(name: &str) -> Option<DelimRole> {
                match name { $($name => Some(DelimRole::$variant),)* _ => None }
            }
        }
    };
}

roles! {
    /// AND: and connector, `&`.
    And = "AND" => "&",
    /// COM: comment start or end, `--`.
    Com = "COM" => "--",
    /// CRO: character reference open, `&#`.
    Cro = "CRO" => "&#",
    /// DSC: declaration subset close, `]`.
    Dsc = "DSC" => "]",
    /// DSO: declaration subset open, `[`.
    Dso = "DSO" => "[",
    /// DTGC: data tag group close, `]`.
    Dtgc = "DTGC" => "]",
    /// DTGO: data tag group open, `[`.
    Dtgo = "DTGO" => "[",
    /// ERO: entity reference open, `&`.
    Ero = "ERO" => "&",
    /// ETAGO: end tag open, `</`.
    Etago = "ETAGO" => "</",
    /// GRPC: group close, `)`.
    Grpc = "GRPC" => ")",
    /// GRPO: group open, `(`.
    Grpo = "GRPO" => "(",
    /// HCRO: hexadecimal character reference open (Annex K); none in the reference syntax.
    Hcro = "HCRO" => "",
    /// LIT: literal start or end, `"`.
    Lit = "LIT" => "\"",
    /// LITA: alternative literal start or end, `'`.
    Lita = "LITA" => "'",
    /// MDC: markup declaration close, `>`.
    Mdc = "MDC" => ">",
    /// MDO: markup declaration open, `<!`.
    Mdo = "MDO" => "<!",
    /// MINUS: exclusion, `-`.
    Minus = "MINUS" => "-",
    /// MSC: marked section close, `]]`.
    Msc = "MSC" => "]]",
    /// NET: null end tag, `/`.
    Net = "NET" => "/",
    /// NESTC: null end start tag close (Annex K), `/` unless NET is changed.
    Nestc = "NESTC" => "/",
    /// OPT: optional occurrence indicator, `?`.
    Opt = "OPT" => "?",
    /// OR: or connector, `|`.
    Or = "OR" => "|",
    /// PERO: parameter entity reference open, `%`.
    Pero = "PERO" => "%",
    /// PIC: processing instruction close, `>`.
    Pic = "PIC" => ">",
    /// PIO: processing instruction open, `<?`.
    Pio = "PIO" => "<?",
    /// PLUS: required and repeatable, inclusion, `+`.
    Plus = "PLUS" => "+",
    /// REFC: reference close, `;`.
    Refc = "REFC" => ";",
    /// REP: optional and repeatable, `*`.
    Rep = "REP" => "*",
    /// RNI: reserved name indicator, `#`.
    Rni = "RNI" => "#",
    /// SEQ: sequence connector, `,`.
    Seq = "SEQ" => ",",
    /// STAGO: start tag open, `<`.
    Stago = "STAGO" => "<",
    /// TAGC: tag close, `>`.
    Tagc = "TAGC" => ">",
    /// VI: value indicator, `=`.
    Vi = "VI" => "=",
}

impl fmt::Display for DelimRole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The short reference delimiters of the reference concrete syntax (Figure 4). In a
/// short reference string, `B` stands for a blank sequence (one or more SPACE or
/// SEPCHAR characters), as ISO 8879 9.6.5.1 writes it.
pub const REFERENCE_SHORTREFS: &[&str] = &[
    "\t", "\r", "\n", "\nB", "\n\r", "\nB\r", "B\r", " ", "BB", "\"", "#", "%", "'", "(", ")", "*", "+", ",", "-",
    "--", ":", ";", "=", "@", "[", "]", "^", "_", "{", "|", "}", "~",
];

/// The delimiters of a concrete syntax, as document characters (Unicode).
///
/// When NAMECASE GENERAL is YES, general delimiters are stored upper-cased, as ISO 8879
/// 13.4.6 and OpenSP do (`HCRO "&#x"` becomes `&#X`); a recognizer compares them with
/// the input folded the same way ([`crate::CharClasses::to_upper`]).
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Delimiters {
    general: Vec<String>,
    /// Short reference delimiter strings, in declaration order; `B` means a blank sequence.
    pub shortref: Vec<String>,
}

impl Delimiters {
    /// The general delimiters and short references of the reference concrete syntax.
    pub fn reference() -> Delimiters {
        Delimiters {
            general: DelimRole::ALL.iter().map(|r| r.reference().to_string()).collect(),
            shortref: REFERENCE_SHORTREFS.iter().map(|s| s.to_string()).collect(),
        }
    }

    /// The string of a general delimiter role; empty when the role is not assigned (HCRO
    /// in the reference syntax).
    pub fn get(&self, role: DelimRole) -> &str {
        &self.general[role as usize]
    }

    /// Assign a general delimiter.
    pub fn set(&mut self, role: DelimRole, value: String) {
        self.general[role as usize] = value;
    }

    /// Every `(role, string)` pair, assigned or not.
    pub fn general(&self) -> impl Iterator<Item = (DelimRole, &str)> + '_ {
        DelimRole::ALL.iter().map(move |&r| (r, self.get(r)))
    }
}

impl Default for Delimiters {
    fn default() -> Self {
        Delimiters::reference()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_index_their_strings() {
        let d = Delimiters::reference();
        assert_eq!(d.get(DelimRole::Stago), "<");
        assert_eq!(d.get(DelimRole::Etago), "</");
        assert_eq!(d.get(DelimRole::Hcro), "");
        assert_eq!(DelimRole::ALL.len(), 33);
        for (i, r) in DelimRole::ALL.iter().enumerate() {
            assert_eq!(*r as usize, i);
            assert_eq!(DelimRole::from_name(r.name()), Some(*r));
        }
        assert_eq!(REFERENCE_SHORTREFS.len(), 32);
    }
}
