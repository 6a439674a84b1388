//! The concrete syntax (ISO 8879 13.4): shunned characters, syntax-reference character
//! set, function characters, naming rules, delimiters, reserved names, quantities, and
//! Annex K's predefined entities.

use crate::charset::CharsetDescription;
use crate::delim::Delimiters;
use crate::names::ReservedNames;
use crate::quantity::Quantities;

/// SHUNCHAR (13.4.1): character numbers to avoid.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Shunchar {
    /// CONTROLS: every control character (0–31, 127–159) is shunned.
    pub controls: bool,
    /// The shunned character numbers listed, in the document character set.
    pub numbers: Vec<u32>,
}

impl Shunchar {
    /// `SHUNCHAR CONTROLS 0 1 ... 31 127 255` of the reference concrete syntax.
    pub fn reference() -> Shunchar {
        Shunchar {
            controls: true,
            numbers: (0..32).chain([127, 255]).collect(),
        }
    }

    /// Whether this is `SHUNCHAR NONE`.
    pub fn is_none(&self) -> bool {
        !self.controls && self.numbers.is_empty()
    }
}

/// The class of an added function character (13.4.3).
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FunctionClass {
    /// FUNCHAR: an inert function character.
    Funchar,
    /// MSICHAR: markup-scan-in.
    Msichar,
    /// MSOCHAR: markup-scan-out.
    Msochar,
    /// MSSCHAR: markup-scan-suppress.
    Msschar,
    /// SEPCHAR: a separator (TAB in every HTML declaration).
    Sepchar,
}

impl FunctionClass {
    /// The keyword the declaration writes.
    pub const fn keyword(self) -> &'static str {
        match self {
            FunctionClass::Funchar => "FUNCHAR",
            FunctionClass::Msichar => "MSICHAR",
            FunctionClass::Msochar => "MSOCHAR",
            FunctionClass::Msschar => "MSSCHAR",
            FunctionClass::Sepchar => "SEPCHAR",
        }
    }

    /// The class named by `keyword` (upper case).
    pub fn from_keyword(keyword: &str) -> Option<FunctionClass> {
        Some(match keyword {
            "FUNCHAR" => FunctionClass::Funchar,
            "MSICHAR" => FunctionClass::Msichar,
            "MSOCHAR" => FunctionClass::Msochar,
            "MSSCHAR" => FunctionClass::Msschar,
            "SEPCHAR" => FunctionClass::Sepchar,
            _ => return None,
        })
    }
}

/// A function character: its number in the syntax-reference character set and the
/// document character (Unicode code point) that number stands for.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct FunctionChar {
    /// The syntax character number as declared.
    pub number: u32,
    /// The code point in the document; `None` when the document character set lacks it.
    pub char: Option<char>,
}

/// An added function (13.4.3): `TAB SEPCHAR 9`.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AddedFunction {
    /// The function name (upper case).
    pub name: String,
    /// Its class.
    pub class: FunctionClass,
    /// Its character.
    pub char: FunctionChar,
}

/// FUNCTION (13.4.3).
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Functions {
    /// RE, the record end.
    pub re: FunctionChar,
    /// RS, the record start.
    pub rs: FunctionChar,
    /// SPACE.
    pub space: FunctionChar,
    /// The added functions in declaration order.
    pub added: Vec<AddedFunction>,
}

impl Functions {
    /// `RE 13 RS 10 SPACE 32 TAB SEPCHAR 9` of the reference concrete syntax.
    pub fn reference() -> Functions {
        let f = |n: u32| FunctionChar {
            number: n,
            char: char::from_u32(n),
        };
        Functions {
            re: f(13),
            rs: f(10),
            space: f(32),
            added: vec![AddedFunction {
                name: "TAB".into(),
                class: FunctionClass::Sepchar,
                char: f(9),
            }],
        }
    }
}

/// One item of a naming rule list: the characters of a parameter literal, a single
/// character number, or a range `first-last` (Annex K).
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum NamingItem {
    /// A parameter literal's syntax character numbers.
    Literal(Vec<u32>),
    /// A character number (Annex K / ENR).
    Number(u32),
    /// A range of character numbers, both ends included (Annex K).
    Range(u32, u32),
}

impl NamingItem {
    /// The syntax character numbers the item lists, ranges expanded.
    pub fn numbers(&self) -> Box<dyn Iterator<Item = u32> + '_> {
        match self {
            NamingItem::Literal(chars) => Box::new(chars.iter().copied()),
            NamingItem::Number(n) => Box::new(std::iter::once(*n)),
            NamingItem::Range(a, b) => Box::new(*a..=*b),
        }
    }

    /// How many characters it lists.
    pub fn len(&self) -> u64 {
        match self {
            NamingItem::Literal(chars) => chars.len() as u64,
            NamingItem::Number(_) => 1,
            NamingItem::Range(a, b) => u64::from(b.saturating_sub(*a)) + 1,
        }
    }

    /// Whether it lists no character.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// NAMECASE (13.4.5): whether names are folded to upper case.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct NameCase {
    /// GENERAL: element, attribute, notation names, tokens, delimiters... are folded.
    pub general: bool,
    /// ENTITY: entity names are folded.
    pub entity: bool,
}

/// NAMING (13.4.5, K.3.5): the additional name characters.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Naming {
    /// LCNMSTRT: lower-case name start characters.
    pub lcnmstrt: Vec<NamingItem>,
    /// UCNMSTRT: their upper-case forms, position for position.
    pub ucnmstrt: Vec<NamingItem>,
    /// NAMESTRT (Annex K): name start characters without case.
    pub namestrt: Vec<NamingItem>,
    /// LCNMCHAR: lower-case name characters.
    pub lcnmchar: Vec<NamingItem>,
    /// UCNMCHAR: their upper-case forms.
    pub ucnmchar: Vec<NamingItem>,
    /// NAMECHAR (Annex K): name characters without case.
    pub namechar: Vec<NamingItem>,
    /// NAMECASE.
    pub namecase: NameCase,
}

impl Naming {
    /// The naming rules of the reference concrete syntax: `LCNMCHAR "-."`.
    pub fn reference() -> Naming {
        let lit = |s: &str| vec![NamingItem::Literal(s.chars().map(|c| c as u32).collect())];
        Naming {
            lcnmstrt: lit(""),
            ucnmstrt: lit(""),
            namestrt: Vec::new(),
            lcnmchar: lit("-."),
            ucnmchar: lit("-."),
            namechar: Vec::new(),
            namecase: NameCase {
                general: true,
                entity: false,
            },
        }
    }
}

/// A public concrete syntax (13.4.1): its identifier and its SWITCHES.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct PublicSyntax {
    /// The public identifier, as a minimum literal.
    pub public_id: String,
    /// `(from, to)` pairs of syntax character numbers that are switched.
    pub switches: Vec<(u32, u32)>,
}

/// A predefined entity of Annex K's ENTITIES parameter (K.3.6): `"amp" 38`.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct PredefinedEntity {
    /// The entity name.
    pub name: String,
    /// The syntax character number it stands for.
    pub number: u32,
    /// That character in the document.
    pub char: Option<char>,
}

/// The concrete syntax in force (13.4), whether given explicitly or by public identifier.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ConcreteSyntax {
    /// `Some` when the declaration names a public concrete syntax; the other fields then
    /// hold that syntax.
    pub public: Option<PublicSyntax>,
    /// SHUNCHAR.
    pub shunchar: Shunchar,
    /// The syntax-reference character set (BASESET/DESCSET after SHUNCHAR).
    pub charset: CharsetDescription,
    /// FUNCTION.
    pub functions: Functions,
    /// NAMING.
    pub naming: Naming,
    /// DELIM: the general delimiters and short references in force, as document
    /// characters.
    pub delimiters: Delimiters,
    /// DELIM SHORTREF: `true` for SGMLREF (the reference short references are included),
    /// `false` for NONE.
    pub shortref_sgmlref: bool,
    /// The general delimiters the declaration changed, in order, as syntax character
    /// numbers (for writing the declaration back).
    pub changed_delimiters: Vec<(crate::DelimRole, Vec<u32>)>,
    /// The short references the declaration added, as syntax character numbers.
    pub added_shortrefs: Vec<Vec<u32>>,
    /// NAMES: the reserved names in force.
    pub reserved_names: ReservedNames,
    /// QUANTITY.
    pub quantities: Quantities,
    /// ENTITIES (Annex K): predefined entities.
    pub entities: Vec<PredefinedEntity>,
}

impl ConcreteSyntax {
    /// The reference concrete syntax (ISO 8879 Figure 8), given explicitly.
    pub fn reference() -> ConcreteSyntax {
        ConcreteSyntax {
            public: None,
            shunchar: Shunchar::reference(),
            charset: CharsetDescription::iso646(),
            functions: Functions::reference(),
            naming: Naming::reference(),
            delimiters: Delimiters::reference(),
            shortref_sgmlref: true,
            changed_delimiters: Vec::new(),
            added_shortrefs: Vec::new(),
            reserved_names: ReservedNames::default(),
            quantities: Quantities::REFERENCE,
            entities: Vec::new(),
        }
    }
}
