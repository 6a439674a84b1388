//! The typed tree a document is parsed into ([`Tree`], its [`Node`]s, their typed
//! attributes), made by [`parse`](crate::parse) and
//! [`Validator::parse`](crate::Validator::parse) as [`TreeOptions`] say.
//!
//! ```
//! use omittag::{Options, parse};
//! use omittag::tree::{AttributeStatus, TypedValue};
//!
//! let html = br#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">
//! <title>Tables</title>
//! <table><tr><td colspan=2>cell</table>"#;
//! let parsed = parse(html, &Options::default());
//! assert!(parsed.is_valid());
//!
//! // HTML, HEAD, BODY and TBODY were implied by the DTD; TR and TD end implicitly.
//! let html = parsed.tree.root_element().unwrap();
//! assert!(html.is_start_implied());
//! let tbody = html.descendants().find(|n| n.has_name("TBODY")).unwrap();
//! assert!(tbody.is_start_implied() && tbody.is_end_implied());
//!
//! let td = tbody.descendants().find(|n| n.has_name("TD")).unwrap();
//! assert_eq!(td.text_content(), "cell");
//! let colspan = td.attribute("COLSPAN").unwrap();
//! assert!(matches!(colspan.typed(), TypedValue::Number(n) if n.value() == Some(2)));
//! let rowspan = td.attribute("ROWSPAN").unwrap(); // NUMBER 1 by default
//! assert_eq!((rowspan.value(), rowspan.status()), (Some("1"), AttributeStatus::Defaulted));
//! // The DTD is there to look element types and attributes up.
//! assert!(parsed.dtd.element(td.element().unwrap()).definition.is_some());
//! ```

pub use sgml_parser::tree::*;

/// How the tree is made.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct TreeOptions {
    /// Keep record ends in data as `'\r'`, as ESIS has them, rather than `'\n'`
    /// ([`TreeBuilder::keep_record_ends`]).
    /// Default: off.
    pub keep_record_ends: bool,
}

impl TreeOptions {
    /// Options that keep record ends as `'\r'`
    /// ([`keep_record_ends`](TreeOptions::keep_record_ends)).
    pub fn keeping_record_ends() -> TreeOptions {
        TreeOptions { keep_record_ends: true }
    }
}
