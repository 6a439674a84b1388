//! Literals of markup declarations (ISO 8879 10.1.2 parameter literal, 7.9.3 attribute
//! value literal, 10.1.7 minimum literal, 10.1.6.1 system identifier): read from their
//! opening delimiter to the closing one in the same entity, references replaced.

use sgml_decl::CharClass;
use sgml_lexer::{LiteralData, Mode, Quote, TokenKind};
use smol_str::SmolStr;

use super::diagnostic::DtdDiagnosticKind;
use super::parser::{Param, Parser};
use crate::dtd::{DeclLocation, EntityData};

/// What a literal is, which decides the references it recognises and how its text is
/// normalized.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum LiteralKind {
    /// A parameter literal (10.1.2): character and parameter entity references are
    /// replaced; the text is kept as written otherwise.
    Parameter,
    /// An attribute value literal (7.9.3): character and general entity references
    /// replaced, record ends and separator characters become spaces, record starts
    /// are dropped.
    Attribute,
    /// A minimum literal (10.1.7, public identifiers): no references; record ends and
    /// spaces collapse to single spaces, trimmed.
    Minimum,
    /// A system identifier: no references; kept as written.
    System,
}

impl Parser<'_> {
    /// Whether `param` opens a literal.
    pub(super) fn is_literal(param: &Param) -> bool {
        matches!(param.kind, Some(TokenKind::Lit | TokenKind::Lita))
    }

    /// Read the literal `open` opened, up to its closing delimiter in the same entity.
    /// Returns its interpreted text; the location of the closing delimiter is the
    /// second value. At the end of the entity first, reports and returns what was read.
    pub(super) fn read_literal(&mut self, open: &Param, kind: LiteralKind) -> (String, DeclLocation) {
        let quote = if open.kind == Some(TokenKind::Lita) {
            Quote::Lita
        } else {
            Quote::Lit
        };
        let data = match kind {
            LiteralKind::Parameter => LiteralData::Parameter,
            LiteralKind::Attribute => LiteralData::Replaceable,
            LiteralKind::Minimum | LiteralKind::System => LiteralData::Plain,
        };
        let mode = Mode::Literal { quote, data };
        let base = self.input.depth();
        self.literal_unterminated = false;
        self.literal_invalid = false;
        self.literal_sdata.clear();
        let minimum_start = self.input.position();
        let cap = self.loader.options.max_expansion.min(usize::MAX as u64) as usize;
        let mut text = String::with_capacity(64);
        let close = loop {
            // Runs of text, record boundaries and (in nested entities) quotes are read
            // in one go; references and the closing delimiter come out.
            let nested = self.input.depth() > base;
            let next = self.input.scan(|s| {
                while let Some(token) = s.next(mode) {
                    let piece = &s.text()[token.span.range()];
                    match token.kind {
                        TokenKind::Data | TokenKind::Invalid => {}
                        TokenKind::Lit | TokenKind::Lita if nested => {}
                        TokenKind::Re if matches!(kind, LiteralKind::Attribute | LiteralKind::Minimum) => {
                            text.push(' ');
                            continue;
                        }
                        TokenKind::Rs if matches!(kind, LiteralKind::Attribute | LiteralKind::Minimum) => continue,
                        TokenKind::Re | TokenKind::Rs => {}
                        _ => return Some(token),
                    }
                    if kind == LiteralKind::Attribute && piece.contains('\t') {
                        text.push_str(&piece.replace('\t', " "));
                    } else {
                        text.push_str(piece);
                    }
                    if text.len() > cap {
                        // Hostile input: stop growing; the LITLEN check reports it.
                        text.truncate(text.floor_char_boundary_compat(cap));
                    }
                }
                None
            });
            let Some(token) = next else {
                if self.input.depth() > base {
                    self.input.pop();
                    continue;
                }
                let here = self.input.here();
                self.report(DtdDiagnosticKind::UnterminatedLiteral, here);
                self.literal_unterminated = true;
                break here;
            };
            let piece = self.input.slice(token.span);
            match token.kind {
                TokenKind::Lit | TokenKind::Lita if self.input.depth() == base => break self.input.at(token.span),
                // Reported and left out of the text, as onsgmls does.
                TokenKind::NonSgml => self.report_non_sgml(token),
                TokenKind::ParamEntityRef if kind == LiteralKind::Parameter => {
                    self.expand_reference(token);
                }
                TokenKind::CharRef | TokenKind::HexCharRef => {
                    let name = self.input.reference_name(token);
                    let digits = self.input.slice(name);
                    let radix = if token.kind == TokenKind::HexCharRef { 16 } else { 10 };
                    // The number is a document character number (9.5), which the
                    // document character set maps to a character (13.1.1.2).
                    let charset = &self.loader.declaration.document_charset;
                    let number = u32::from_str_radix(digits, radix).ok();
                    match number {
                        Some(n) if charset.is_declared(n) => match charset.to_unicode(n).and_then(char::from_u32) {
                            // Left out of the text; reported (at the end of the number)
                            // in a parameter literal only, as onsgmls does without
                            // -wnon-sgml-char-ref. (A non-SGML character the document
                            // character set describes, as the declaration OpenSP
                            // implies describes its shunned controls, may be referred
                            // to.)
                            None if charset.is_unused(n) => {
                                if kind == LiteralKind::Parameter {
                                    let at = self.input.at(sgml_source::Span::empty(name.end));
                                    self.report(DtdDiagnosticKind::NonSgmlCharacterReference(n), at);
                                }
                            }
                            // Described by a minimum literal or a base set character with
                            // no known equivalent: an error in any literal, as onsgmls
                            // cannot convert it; the declaration stands.
                            None => {
                                let at = self.input.at(sgml_source::Span::empty(name.end));
                                self.report(DtdDiagnosticKind::CharacterNumberUnmapped(n), at);
                            }
                            Some(c)
                                if self.loader.config.classes().class(c).contains(CharClass::NON_SGML)
                                    && charset.is_unused(n) =>
                            {
                                if kind == LiteralKind::Parameter {
                                    let at = self.input.at(sgml_source::Span::empty(name.end));
                                    self.report(DtdDiagnosticKind::NonSgmlCharacterReference(n), at);
                                }
                            }
                            Some(c) => text.push(c),
                        },
                        // A number the document character set does not describe: the
                        // declaration is in error and, as onsgmls drops it, not made.
                        _ => {
                            let piece = SmolStr::new(piece);
                            let at = self.input.at(name);
                            self.report(DtdDiagnosticKind::InvalidCharacterReference(piece), at);
                            self.literal_invalid = true;
                        }
                    }
                }
                TokenKind::FunctionRef => {
                    let name_span = self.input.reference_name(token);
                    let name = self.input.slice(name_span);
                    let c = match self.keyword(name).as_str() {
                        "RE" => Some('\r'),
                        "RS" => Some('\n'),
                        "SPACE" => Some(' '),
                        "TAB" => Some('\t'),
                        _ => None,
                    };
                    match c {
                        // In an attribute value literal the function characters are
                        // normalized like the characters themselves (7.9.3): RS is
                        // dropped, RE and SEPCHAR become spaces (as onsgmls does).
                        Some('\n') if kind == LiteralKind::Attribute => {}
                        Some(_) if kind == LiteralKind::Attribute => text.push(' '),
                        Some(c) => text.push(c),
                        None => {
                            let name = SmolStr::new(name);
                            let at = self.input.at(name_span);
                            self.report(DtdDiagnosticKind::UnknownFunctionName(name), at);
                        }
                    }
                }
                TokenKind::EntityRef if kind == LiteralKind::Attribute => {
                    let name_span = self.input.reference_name(token);
                    let name = SmolStr::new(self.input.slice(name_span));
                    if self.loader.options.warn_default_entity
                        && !self.dtd.general_entities.contains_key(&name)
                        && self.dtd.default_entity.is_some()
                    {
                        let at = self.input.at(sgml_source::Span::empty(name_span.start));
                        self.report(DtdDiagnosticKind::DefaultEntityUsed(name.clone()), at);
                    }
                    self.note_general_lookup(&name);
                    match self.dtd.general_entity(&name).map(|e| &e.data) {
                        Some(EntityData::Internal(replacement)) if replacement.kind == crate::dtd::TextKind::Pi => {
                            let at = self.input.at(sgml_source::Span::empty(name_span.end));
                            self.report(DtdDiagnosticKind::PiEntityInAttributeValue(name), at);
                        }
                        Some(EntityData::Internal(replacement)) => {
                            let start = text.len() as u32;
                            text.push_str(&replacement.text);
                            if replacement.kind == crate::dtd::TextKind::Sdata {
                                self.literal_sdata.push((start, text.len() as u32));
                            }
                        }
                        Some(EntityData::External {
                            kind: crate::dtd::ExternalDataKind::Text,
                            ..
                        }) => {
                            // Replaceable character data may refer to an external text
                            // entity (9.1.1): its text joins the value, its record ends
                            // normalized as the literal's own (7.9.3).
                            let at = self.input.at(token.span);
                            if let Some(external) = self.external_text_in_literal(&name, at) {
                                let mut chars = external.chars().peekable();
                                while let Some(c) = chars.next() {
                                    match c {
                                        '\r' if chars.peek() == Some(&'\n') => {}
                                        '\r' | '\n' | '\t' => text.push(' '),
                                        c => text.push(c),
                                    }
                                    if text.len() > cap {
                                        break;
                                    }
                                }
                            }
                        }
                        Some(EntityData::External { .. }) => {
                            let at = self.input.at(sgml_source::Span::empty(name_span.end));
                            self.report(DtdDiagnosticKind::DataEntityInAttributeValue(name), at);
                        }
                        None => self.undeclared_general_entity(name, token, name_span),
                    }
                }
                TokenKind::Re if matches!(kind, LiteralKind::Attribute | LiteralKind::Minimum) => text.push(' '),
                TokenKind::Rs if matches!(kind, LiteralKind::Attribute | LiteralKind::Minimum) => {}
                _ => {
                    if kind == LiteralKind::Attribute && piece.contains('\t') {
                        text.push_str(&piece.replace('\t', " "));
                    } else {
                        text.push_str(piece);
                    }
                }
            }
            if text.len() > cap {
                // Hostile input: stop growing; the LITLEN check below reports it.
                text.truncate(text.floor_char_boundary_compat(cap));
            }
        };
        if kind == LiteralKind::Minimum {
            self.check_minimum_data(minimum_start, close);
        }
        let text = if kind == LiteralKind::Minimum {
            // A character that is not minimum data is reported (above) and, as onsgmls
            // leaves it, not part of the literal: `"-//W3C/]/DTD..."` names the DTD
            // without it.
            let text: String = if text.chars().all(is_minimum_data) {
                text
            } else {
                text.chars().filter(|&c| is_minimum_data(c)).collect()
            };
            text.split([' ', '\t', '\r', '\n'])
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>()
                .join(" ")
        } else {
            text
        };
        let limit = self.loader.quantities.litlen;
        if text.len() > limit as usize {
            let count = text.chars().count() as u64;
            self.check_quantity("LITLEN", limit, count, close);
        }
        self.last_literal_close = close;
        (text, close)
    }
}

impl Parser<'_> {
    /// Note a reference to general entity `name` (ESIS `-oentity`): a lookup of an
    /// entity declared by now; the first reference to a name the `#DEFAULT` entity
    /// stands for declares it, as OpenSP does, and is no lookup.
    pub(super) fn note_general_lookup(&mut self, name: &SmolStr) {
        if !self.loader.options.record_entity_lookups {
            return;
        }
        let declared = self.dtd.general_entities.contains_key(name) || self.defaulted_names.contains(name);
        if declared {
            if self.dtd.entity_lookups.len() >= crate::dtd::MAX_RECORDED_ENTITY_LOOKUPS {
                return;
            }
            self.dtd.entity_lookups.push(crate::dtd::EntityLookup {
                parameter: false,
                name: name.clone(),
                at: self.input.document_position(),
            });
        } else if self.dtd.default_entity.is_some() {
            let before = self.dtd.general_entities.len() as u32;
            self.dtd.defaulted_general_entities.push((before, name.clone()));
            self.defaulted_names.insert(name.clone());
        }
    }

    /// A reference in an attribute value literal to a general entity that is not
    /// declared (and no `#DEFAULT`): as in the instance, OpenSP declares it at its first
    /// reference as an external entity it can make no system identifier for, which
    /// gives three messages and a note; a later reference gives the last two. The
    /// reference stands for nothing.
    fn undeclared_general_entity(&mut self, name: SmolStr, token: sgml_lexer::Token, name_span: sgml_source::Span) {
        let reference = self.input.at(sgml_source::Span::empty(token.span.start));
        let first = match self.undeclared_general_entities.iter().find(|(n, _)| *n == name) {
            Some((_, first)) => *first,
            None => {
                let at = self.input.at(sgml_source::Span::empty(name_span.start));
                self.report(DtdDiagnosticKind::EntityNoSystemIdentifier(name.clone()), at);
                self.report(DtdDiagnosticKind::EntityUndefined(name.clone()), at);
                self.undeclared_general_entities.push((name.clone(), reference));
                reference
            }
        };
        let end = self.input.at(sgml_source::Span::empty(name_span.end));
        self.report(DtdDiagnosticKind::EntityReferenceUnresolved(name), end);
        self.report(DtdDiagnosticKind::EntityFirstReferencedHere, first);
    }

    /// ISO 8879 10.1.7: a minimum literal holds minimum data only (letters, digits,
    /// space, record boundaries and `'()+,-./:=?`); each other character is reported,
    /// as onsgmls does. `start..close` is the literal's text in the innermost entity.
    fn check_minimum_data(&mut self, start: u32, close: DeclLocation) {
        let end = if close.source == self.input.source() {
            close.span.start
        } else {
            return;
        };
        let text = self.input.text();
        let Some(body) = text.get(start as usize..end as usize) else {
            return;
        };
        // Non-SGML characters were reported as such.
        let classes = self.loader.config.classes();
        let bad: Vec<(usize, char)> = body
            .char_indices()
            .filter(|&(_, c)| !is_minimum_data(c))
            .filter(|&(_, c)| !classes.class(c).contains(CharClass::NON_SGML))
            .collect();
        for (offset, c) in bad {
            let at = self.input.at(sgml_source::Span::empty(start + offset as u32));
            self.report(DtdDiagnosticKind::InvalidMinimumData(c), at);
        }
    }
}

/// ISO 8879 10.1.7: minimum data is letters, digits, space, record boundaries and
/// `'()+,-./:=?`.
fn is_minimum_data(c: char) -> bool {
    c.is_ascii_alphanumeric() || " \r\n\t'()+,-./:=?".contains(c)
}

/// `floor_char_boundary` for `String` on stable Rust.
trait FloorCharBoundary {
    fn floor_char_boundary_compat(&self, index: usize) -> usize;
}

impl FloorCharBoundary for String {
    fn floor_char_boundary_compat(&self, mut index: usize) -> usize {
        index = index.min(self.len());
        while !self.is_char_boundary(index) {
            index -= 1;
        }
        index
    }
}
