//! Short reference maps (ISO 8879 11.5) and their use (11.6), kept as declared.

use smol_str::SmolStr;

use super::DeclLocation;

/// A short reference map: which short reference delimiter (`"&#RS;B"`, `"--"`) maps to
/// which general entity.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ShortRefMap {
    /// The map name.
    pub name: SmolStr,
    /// The short reference delimiters (as the parameter literals gave them, character
    /// references replaced) and the entity each is mapped to, in declaration order.
    pub mappings: Vec<(SmolStr, SmolStr)>,
    /// Where it was declared.
    pub location: DeclLocation,
}

/// The map a USEMAP declaration names.
#[derive(Clone, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum MapName {
    /// A map by name.
    Map(SmolStr),
    /// `#EMPTY`: the empty map.
    Empty,
}
