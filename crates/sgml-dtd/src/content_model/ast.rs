//! The model group as declared (ISO 8879 11.2.4): connectors, occurrence indicators,
//! `#PCDATA` and element tokens, before compilation to an automaton.

use std::fmt;

/// An element type, interned: the index of its name in the DTD's element table.
///
/// The DTD parser interns every element name it meets (declared or only referred to in a
/// model group) and hands content models these ids; the instance parser compares them,
/// never strings.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ElementId(pub u32);

impl ElementId {
    /// The id with index `index`.
    #[inline]
    pub const fn new(index: u32) -> ElementId {
        ElementId(index)
    }

    /// The index, for indexing the DTD's element table.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// An occurrence indicator (ISO 8879 11.2.4.2): how often a content token may occur.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Occurrence {
    /// No indicator: exactly once.
    #[default]
    Once,
    /// `?` (OPT): zero or one time.
    Opt,
    /// `+` (PLUS): one or more times.
    Plus,
    /// `*` (REP): zero or more times.
    Rep,
}

impl Occurrence {
    /// Whether the token may be left out (`?` or `*`).
    #[inline]
    pub const fn is_optional(self) -> bool {
        matches!(self, Occurrence::Opt | Occurrence::Rep)
    }

    /// Whether the token may repeat (`+` or `*`).
    #[inline]
    pub const fn repeats(self) -> bool {
        matches!(self, Occurrence::Plus | Occurrence::Rep)
    }

    /// The indicator as written after the token: `""`, `"?"`, `"+"` or `"*"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Occurrence::Once => "",
            Occurrence::Opt => "?",
            Occurrence::Plus => "+",
            Occurrence::Rep => "*",
        }
    }
}

/// A connector (ISO 8879 11.2.4.1): how the tokens of one model group combine.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Connector {
    /// `,` (SEQ): all, in the order given.
    Seq,
    /// `|` (OR): exactly one.
    Or,
    /// `&` (AND): all, in any order.
    And,
}

impl Connector {
    /// The connector's delimiter in the reference concrete syntax.
    pub const fn as_str(self) -> &'static str {
        match self {
            Connector::Seq => ",",
            Connector::Or => "|",
            Connector::And => "&",
        }
    }
}

/// A content token (ISO 8879 11.2.4, production \[128\]): a primitive content token or a
/// nested model group.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ContentToken {
    /// `#PCDATA` (11.2.4, production \[129\]). It carries no occurrence indicator: it
    /// stands for zero or more characters, so it behaves as if it were repeatable and
    /// optional (11.2.4.4).
    Pcdata,
    /// A generic identifier with its occurrence indicator.
    Element {
        /// The element type.
        element: ElementId,
        /// Its occurrence indicator.
        occurrence: Occurrence,
    },
    /// A nested model group.
    Group(ModelGroup),
}

impl ContentToken {
    /// An element token.
    pub const fn element(element: ElementId, occurrence: Occurrence) -> ContentToken {
        ContentToken::Element { element, occurrence }
    }

    /// The count this token contributes to GRPGTCNT (ISO 8879 13.5.2: each content
    /// token counts one, a model group counts one plus its tokens).
    pub fn grpgtcnt(&self) -> u64 {
        match self {
            ContentToken::Pcdata | ContentToken::Element { .. } => 1,
            ContentToken::Group(group) => group.grpgtcnt(),
        }
    }
}

/// A model group (ISO 8879 11.2.4, production \[127\]): tokens joined by one connector,
/// with the group's own occurrence indicator.
///
/// A group of one token has no connector in the source; give it [`Connector::Seq`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ModelGroup {
    /// The connector joining the tokens.
    pub connector: Connector,
    /// The tokens, at least one, in declaration order.
    pub tokens: Vec<ContentToken>,
    /// The occurrence indicator after the group's closing parenthesis.
    pub occurrence: Occurrence,
}

impl ModelGroup {
    /// A group of `tokens` joined by `connector`.
    pub fn new(connector: Connector, tokens: Vec<ContentToken>, occurrence: Occurrence) -> ModelGroup {
        ModelGroup {
            connector,
            tokens,
            occurrence,
        }
    }

    /// The group's GRPGTCNT count (ISO 8879 13.5.2): one for the group plus the count of
    /// each of its tokens, nested groups included.
    pub fn grpgtcnt(&self) -> u64 {
        1 + self.tokens.iter().map(ContentToken::grpgtcnt).sum::<u64>()
    }

    /// Whether `#PCDATA` occurs anywhere in the group: whether the content is mixed
    /// (ISO 8879 11.2.4).
    pub fn contains_pcdata(&self) -> bool {
        self.tokens.iter().any(|token| match token {
            ContentToken::Pcdata => true,
            ContentToken::Element { .. } => false,
            ContentToken::Group(group) => group.contains_pcdata(),
        })
    }

    /// The deepest nesting of groups, this one counting 1.
    pub fn depth(&self) -> usize {
        1 + self
            .tokens
            .iter()
            .map(|token| match token {
                ContentToken::Group(group) => group.depth(),
                _ => 0,
            })
            .max()
            .unwrap_or(0)
    }

    /// Display the group as declared (`(HEAD,BODY)`), naming elements with `name`.
    pub fn display<'a, F>(&'a self, name: F) -> impl fmt::Display + 'a
    where
        F: Fn(ElementId) -> &'a str + 'a,
    {
        DisplayGroup { group: self, name }
    }
}

struct DisplayGroup<'a, F> {
    group: &'a ModelGroup,
    name: F,
}

impl<'a, F: Fn(ElementId) -> &'a str> DisplayGroup<'a, F> {
    fn write_group(&self, f: &mut fmt::Formatter<'_>, group: &ModelGroup) -> fmt::Result {
        f.write_str("(")?;
        for (i, token) in group.tokens.iter().enumerate() {
            if i > 0 {
                f.write_str(group.connector.as_str())?;
            }
            match token {
                ContentToken::Pcdata => f.write_str("#PCDATA")?,
                ContentToken::Element { element, occurrence } => {
                    write!(f, "{}{}", (self.name)(*element), occurrence.as_str())?
                }
                ContentToken::Group(inner) => self.write_group(f, inner)?,
            }
        }
        write!(f, "){}", group.occurrence.as_str())
    }
}

impl<'a, F: Fn(ElementId) -> &'a str> fmt::Display for DisplayGroup<'a, F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_group(f, self.group)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn displays_and_counts() {
        let names = ["CAPTION", "COL", "COLGROUP", "TBODY"];
        let e = |i: u32, o| ContentToken::element(ElementId(i), o);
        let group = ModelGroup::new(
            Connector::Seq,
            vec![
                e(0, Occurrence::Opt),
                ContentToken::Group(ModelGroup::new(
                    Connector::Or,
                    vec![e(1, Occurrence::Rep), e(2, Occurrence::Rep)],
                    Occurrence::Once,
                )),
                e(3, Occurrence::Plus),
            ],
            Occurrence::Once,
        );
        let shown = group.display(|id| names[id.index()]).to_string();
        assert_eq!(shown, "(CAPTION?,(COL*|COLGROUP*),TBODY+)");
        assert_eq!(group.grpgtcnt(), 6);
        assert_eq!(group.depth(), 2);
        assert!(!group.contains_pcdata());
        let mixed = ModelGroup::new(
            Connector::Or,
            vec![ContentToken::Pcdata, e(0, Occurrence::Once)],
            Occurrence::Rep,
        );
        assert!(mixed.contains_pcdata());
        assert_eq!(mixed.display(|id| names[id.index()]).to_string(), "(#PCDATA|CAPTION)*");
    }
}
