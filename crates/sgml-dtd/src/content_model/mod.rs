//! Content models (ISO 8879 11.2.4): the model group as declared ([`ModelGroup`]), its
//! compilation to a deterministic automaton ([`ContentModel`]) and the state an open
//! element keeps while its content is parsed ([`MatchState`]).
//!
//! ```
//! use sgml_dtd::content_model::{Connector, ContentModel, ContentToken, ElementId, MatchState, ModelGroup, Occurrence};
//!
//! // <!ELEMENT HTML O O (HEAD, BODY)>
//! let (head, body) = (ElementId(1), ElementId(2));
//! let group = ModelGroup::new(
//!     Connector::Seq,
//!     vec![ContentToken::element(head, Occurrence::Once), ContentToken::element(body, Occurrence::Once)],
//!     Occurrence::Once,
//! );
//! let compiled = ContentModel::compile(&group).unwrap();
//! assert!(compiled.ambiguities.is_empty());
//! let model = &compiled.model;
//! let state = MatchState::start();
//! assert_eq!(state.implied_start_tag(model), Some(head)); // HEAD is contextually required
//! assert!(state.step(model, body).is_none());
//! let state = state.step(model, head).unwrap();
//! assert!(!state.can_end(model));
//! let state = state.step(model, body).unwrap();
//! assert!(state.can_end(model));
//! ```

mod ambiguity;
mod analysis;
mod ast;
mod compile;
mod layout;
mod matching;
#[cfg(feature = "serde")]
mod packed;
mod step_table;

pub use ambiguity::{Ambiguity, ContentModelDiagnostic, ModelToken, TokenOccurrence};
pub use ast::{Connector, ContentToken, ElementId, ModelGroup, Occurrence};
pub use compile::{CompileError, Compiled, ContentModel, MAX_AND_STATE_BITS, MAX_GROUP_DEPTH, MAX_TRANSITIONS};
pub use matching::MatchState;

#[cfg(test)]
mod tests;
