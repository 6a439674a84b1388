//! The link process of the active link type (ISO 8879 12): which link set is current
//! in each open element, the link rule each start tag selects (an ID link rule for its
//! unique identifier first, else the current link set's first rule for its type), the
//! link sets `#USELINK`, `#POSTLINK` and USELINK declarations make current.

use sgml_dtd::dtd::{LinkAttribute, LinkKind, LinkRule, LinkSetRef, LinkType};

use crate::event::{Attributes, LinkAttributes, ValueType};

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

/// The active link processes: any number of simple links, and one implicit or explicit
/// link (the first activated, in the order of the declarations).
#[derive(Debug)]
pub(super) struct Links<'d> {
    simple: Vec<&'d LinkType>,
    complex: Option<LinkProcess<'d>>,
    /// How many elements are open.
    depth: usize,
}

impl<'d> Links<'d> {
    /// The processes of `links` that `active` names (compared without case); `None`
    /// when it names none.
    pub(super) fn activate(links: &'d [LinkType], active: &[String]) -> Option<Links<'d>> {
        let named =
            |link: &&LinkType| link.processable && active.iter().any(|name| name.eq_ignore_ascii_case(&link.name));
        let simple: Vec<&LinkType> = links
            .iter()
            .filter(named)
            .filter(|link| link.kind == LinkKind::Simple)
            .collect();
        let complex = links
            .iter()
            .filter(named)
            .find(|link| link.kind != LinkKind::Simple)
            .map(LinkProcess::new);
        (!simple.is_empty() || complex.is_some()).then_some(Links {
            simple,
            complex,
            depth: 0,
        })
    }

    /// An element of type `name` with `attributes` starts: the link attributes of each
    /// active link for it, into `out`. A simple link's are the document element's
    /// (12.1.4.1).
    pub(super) fn start(&mut self, name: &str, attributes: &Attributes, out: &mut Vec<LinkAttributes<'d>>) {
        if self.depth == 0 {
            for link in &self.simple {
                if !link.simple_attributes.is_empty() {
                    out.push(LinkAttributes {
                        link_type: &link.name,
                        attributes: &link.simple_attributes,
                    });
                }
            }
        }
        self.depth += 1;
        if let Some(process) = self.complex.as_mut() {
            let link_type = process.name();
            if let Some(attributes) = process.start(name, attributes) {
                out.push(LinkAttributes { link_type, attributes });
            }
        }
    }

    /// The element started last ends.
    pub(super) fn end(&mut self) {
        self.depth = self.depth.saturating_sub(1);
        if let Some(process) = self.complex.as_mut() {
            process.end();
        }
    }

    /// A USELINK declaration for the link type `link`: applied when it is the active
    /// implicit or explicit link.
    pub(super) fn uselink(&mut self, link: &str, set: LinkSetRef) {
        if let Some(process) = self.complex.as_mut()
            && process.name() == link
        {
            process.uselink(set);
        }
    }
}

/// The link process of one implicit or explicit link type.
#[derive(Debug)]
pub(super) struct LinkProcess<'d> {
    link: &'d LinkType,
    open: Vec<Open>,
}

impl<'d> LinkProcess<'d> {
    /// The process of `link`, its initial link set current.
    fn new(link: &'d LinkType) -> LinkProcess<'d> {
        let initial = link.initial().map_or(Current::Empty, Current::Set);
        LinkProcess {
            link,
            open: vec![Open {
                current: initial,
                restore: initial,
                post: None,
            }],
        }
    }

    /// The link type's name.
    fn name(&self) -> &'d str {
        &self.link.name
    }

    /// An element of type `name` with `attributes` starts: its link attributes, if a
    /// link rule applies.
    fn start(&mut self, name: &str, attributes: &Attributes) -> Option<&'d [LinkAttribute]> {
        let top = *self.open.last()?;
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
    fn end(&mut self) {
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
    fn uselink(&mut self, set: LinkSetRef) {
        let Some(top) = self.open.last_mut() else { return };
        top.current = match set {
            LinkSetRef::Set(set) => Current::Set(set),
            LinkSetRef::Empty => Current::Empty,
            LinkSetRef::Restore => top.restore,
        };
    }
}
