//! The SGML element grammar: omitted tags, SHORTTAG, entities, validation, a typed tree
//! and the ESIS that OpenSP's `onsgmls` prints.
//!
//! The [`instance`] parser reads a document instance and hands [`Event`]s to an
//! [`EventSink`]; [`EsisSink`] writes them as onsgmls's ESIS, and [`TreeBuilder`] makes a
//! typed [`tree`] of them.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod architecture;
pub mod diagnostic;
pub mod effective_system_id;
pub mod esis;
mod esis_sink;
pub mod event;
pub mod instance;
mod options;
pub mod prolog;
mod self_contained;
pub mod tree;

pub use diagnostic::{Limit, Location, ParserDiagnostic, ParserDiagnosticKind};
pub use esis_sink::{ArchitectureOutbox, CatalogSystemId, EsisSink};
pub use event::{AttributeValue, Attributes, EndElement, Event, EventSink, LinkAttributes, StartElement, ValueType};
pub use instance::{
    EntityLoader, EntityTexts, InstanceContext, InstanceParser, SubdocumentRefused, TextSource, WindowOptions,
};
pub use options::ParserOptions;
pub use prolog::{DoctypeReader, Prolog, read_prolog, read_prolog_limited, read_prolog_reporting};
pub use self_contained::SelfContained;
pub use tree::{Node, NodeId, Tree, TreeBuilder};
