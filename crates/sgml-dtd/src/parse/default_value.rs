//! Checks of an attribute's default value against its declared value (ISO 8879 11.3.4,
//! 7.9.4), made where OpenSP makes them: a value of a group must be one of its tokens,
//! a NUMBER only digits, a NAME start with a name start character, an ID has no
//! default value.

use smol_str::SmolStr;

use super::diagnostic::DtdDiagnosticKind;
use super::parser::Parser;
use crate::dtd::{DeclLocation, DeclaredValue};

/// What a token of a tokenized value must look like.
#[derive(Clone, Copy)]
enum Shape {
    /// A name: a name start character, then name characters.
    Name,
    /// A name token: name characters.
    NameToken,
    /// A number: digits.
    Number,
    /// A number token: a digit, then name characters.
    NumberToken,
}

impl Parser<'_> {
    /// Check the default `value` (normalized) of an attribute declared `declared`;
    /// `at` is where the value starts (inside its literal, if quoted), `close` where it
    /// ends.
    pub(super) fn check_default_value(
        &mut self,
        attribute: &SmolStr,
        declared: &DeclaredValue,
        value: &str,
        at: DeclLocation,
        close: DeclLocation,
    ) {
        let (shape, list) = match declared {
            DeclaredValue::Cdata | DeclaredValue::Data { .. } => return,
            DeclaredValue::Id => {
                self.report(DtdDiagnosticKind::IdWithDefault(attribute.clone()), close);
                return;
            }
            DeclaredValue::NameTokenGroup(tokens) | DeclaredValue::Notation(tokens) => {
                if !tokens.iter().any(|t| t == value) {
                    let kind = DtdDiagnosticKind::DefaultNotInGroup {
                        attribute: attribute.clone(),
                        value: SmolStr::new(value),
                    };
                    self.report(kind, at);
                }
                return;
            }
            DeclaredValue::Entity | DeclaredValue::Idref | DeclaredValue::Name => (Shape::Name, false),
            DeclaredValue::Entities | DeclaredValue::Idrefs | DeclaredValue::Names => (Shape::Name, true),
            DeclaredValue::Nmtoken => (Shape::NameToken, false),
            DeclaredValue::Nmtokens => (Shape::NameToken, true),
            DeclaredValue::Number => (Shape::Number, false),
            DeclaredValue::Numbers => (Shape::Number, true),
            DeclaredValue::Nutoken => (Shape::NumberToken, false),
            DeclaredValue::Nutokens => (Shape::NumberToken, true),
        };
        let classes = self.loader.lexer_config().classes();
        let mut offset = 0usize;
        let mut problem = None;
        for (index, token) in value.split(' ').enumerate() {
            if index > 0 && !list {
                // At the separator after the first token, as OpenSP reports it.
                let kind = DtdDiagnosticKind::DefaultNotSingleToken(attribute.clone());
                problem = Some((offset.saturating_sub(1), kind));
                break;
            }
            let bad = token.char_indices().find(|&(i, c)| {
                let first = i == 0;
                match shape {
                    Shape::Name => {
                        !(if first {
                            classes.is_name_start(c)
                        } else {
                            classes.is_name_char(c)
                        })
                    }
                    Shape::NameToken => !classes.is_name_char(c),
                    Shape::Number => !classes.is_digit(c),
                    Shape::NumberToken => {
                        !(if first {
                            classes.is_digit(c)
                        } else {
                            classes.is_name_char(c)
                        })
                    }
                }
            });
            if let Some((i, c)) = bad.or_else(|| token.is_empty().then_some((0, ' '))) {
                let kind = DtdDiagnosticKind::DefaultCharacter {
                    attribute: attribute.clone(),
                    character: c,
                };
                problem = Some((offset + i, kind));
                break;
            }
            offset += token.len() + 1;
        }
        if let Some((offset, kind)) = problem {
            let start = at.span.start + offset as u32;
            let at = DeclLocation {
                source: at.source,
                span: sgml_source::Span::empty(start.min(close.span.start.max(at.span.start))),
            };
            self.report(kind, at);
        }
    }
}
