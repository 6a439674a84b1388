//! The link process of the active link type (ISO 8879 12): which link set is current
//! in each open element, the link rule each start tag selects (an ID link rule for its
//! unique identifier first, else the current link set's first rule for its type), the
//! link sets `#USELINK`, `#POSTLINK` and USELINK declarations make current.

use sgml_dtd::dtd::{LinkAttribute, LinkKind, LinkRule, LinkSetRef, LinkType};

use crate::event::{Attributes, ValueType};

/// A link set current somewhere: one of the link type's, or the empty one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Current {
    Set(u32),
    Empty,
}

/// What the link process keeps for one open element (and, first, for the document).
#[derive(Clone, Copy, Debug)]
struct Open {
    /// The link set current in its content.
    current: Current,
    /// The link set current where it started (`#RESTORE`).
    restore: Current,
    /// What becomes current in its parent when it ends (`#POSTLINK`).
    post: Option<LinkSetRef>,
}

/// The link process of one link type.
#[derive(Debug)]
pub(super) struct LinkProcess<'d> {
    link: &'d LinkType,
    open: Vec<Open>,
}

impl<'d> LinkProcess<'d> {
    /// The process of the first of `links` named in `active` (compared without case).
    pub(super) fn activate(links: &'d [LinkType], active: &[String]) -> Option<LinkProcess<'d>> {
        let link = links
            .iter()
            .find(|link| link.processable && active.iter().any(|name| name.eq_ignore_ascii_case(&link.name)))?;
        let initial = link.initial().map_or(Current::Empty, Current::Set);
        Some(LinkProcess {
            link,
            open: vec![Open {
                current: initial,
                restore: initial,
                post: None,
            }],
        })
    }

    /// The link type's name.
    pub(super) fn name(&self) -> &'d str {
        &self.link.name
    }

    /// An element of type `name` with `attributes` starts: its link attributes, if a
    /// link rule applies.
    pub(super) fn start(&mut self, name: &str, attributes: &Attributes) -> Option<&'d [LinkAttribute]> {
        let top = *self.open.last()?;
        if self.link.kind == LinkKind::Simple {
            // A simple link's attributes are the document element's (12.1.4.1).
            let document = self.open.len() == 1;
            self.open.push(Open {
                current: top.current,
                restore: top.current,
                post: None,
            });
            return (document && !self.link.simple_attributes.is_empty()).then_some(&self.link.simple_attributes[..]);
        }
        let id = attributes
            .iter()
            .find(|value| value.value_type == ValueType::Id)
            .and_then(|value| attributes.pieces(value).next().map(|(_, text)| text));
        let rule: Option<&'d LinkRule> = id.and_then(|id| self.link.id_link(id)).or_else(|| match top.current {
            Current::Set(set) => self.link.link_set(set).rules.iter().find(|rule| rule.element == name),
            Current::Empty => None,
        });
        let Some(rule) = rule else {
            self.open.push(Open {
                current: top.current,
                restore: top.current,
                post: None,
            });
            return None;
        };
        let current = match rule.uselink {
            Some(LinkSetRef::Set(set)) => Current::Set(set),
            Some(LinkSetRef::Empty) => Current::Empty,
            Some(LinkSetRef::Restore) | None => top.current,
        };
        self.open.push(Open {
            current,
            restore: top.current,
            post: rule.postlink,
        });
        (!rule.attributes.is_empty()).then_some(&rule.attributes[..])
    }

    /// The element started last ends.
    pub(super) fn end(&mut self) {
        if self.open.len() < 2 {
            return;
        }
        let Some(ended) = self.open.pop() else { return };
        let Some(parent) = self.open.last_mut() else { return };
        match ended.post {
            Some(LinkSetRef::Set(set)) => parent.current = Current::Set(set),
            Some(LinkSetRef::Empty) => parent.current = Current::Empty,
            Some(LinkSetRef::Restore) => parent.current = parent.restore,
            None => {}
        }
    }

    /// A USELINK declaration (12.3) for this link type in the content of the element
    /// open now: `set` becomes current.
    pub(super) fn uselink(&mut self, set: LinkSetRef) {
        let Some(top) = self.open.last_mut() else { return };
        top.current = match set {
            LinkSetRef::Set(set) => Current::Set(set),
            LinkSetRef::Empty => Current::Empty,
            LinkSetRef::Restore => top.restore,
        };
    }
}
