//! Groups of markup declarations, read in GRP mode with token separators (`ts`:
//! separators, entity ends and parameter entity references, ISO 8879 10.1.3): model
//! groups (11.2.4), read with an explicit stack of open groups, and name and name token
//! groups (10.1.3), with GRPCNT, GRPGTCNT and GRPLVL checked.

use std::collections::{HashSet, VecDeque};

use sgml_lexer::{Mode, Token, TokenKind};
use smol_str::SmolStr;

use super::diagnostic::DtdDiagnosticKind;
use super::input::Scanner;
use super::parser::{Param, Parser, Skipped, skip_separators};
use crate::content_model::{Connector, ContentToken, MAX_GROUP_DEPTH, ModelGroup, Occurrence};
use crate::dtd::DeclLocation;

/// A group being read.
struct OpenGroup {
    tokens: Vec<ContentToken>,
    connector: Option<Connector>,
}

/// What a name group may hold.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum GroupTokens {
    /// Names only (element types, notations).
    Names,
    /// Name tokens (a declared value's group).
    NameTokens,
}

/// The occurrence indicator right after a name or GRPC token, read if there is one.
fn occurrence_after(s: &mut Scanner<'_, '_>, kind: TokenKind) -> Occurrence {
    if !matches!(kind, TokenKind::Name | TokenKind::Grpc) {
        return Occurrence::Once;
    }
    let after = s.position();
    match s.next(Mode::Group).map(|t| t.kind) {
        Some(TokenKind::Opt) => Occurrence::Opt,
        Some(TokenKind::Plus) => Occurrence::Plus,
        Some(TokenKind::Rep) => Occurrence::Rep,
        _ => {
            s.seek(after);
            Occurrence::Once
        }
    }
}

/// The most model group tokens read ahead in one scan.
const GROUP_READ_AHEAD: usize = 32;

/// Read ahead the tokens of a model group nested `depth` deep whose token of kind
/// `first` was just read: names, connectors, `#` and group delimiters, up to the GRPC
/// that closes the outermost group. Any other token (a reference, something invalid)
/// is read too and ends the run; the entity's end is left to be read again.
fn read_group_ahead(
    s: &mut Scanner<'_, '_>,
    buffered: &mut VecDeque<(Token, bool, Occurrence)>,
    mut depth: usize,
    first: TokenKind,
) {
    let mut kind = first;
    while buffered.len() < GROUP_READ_AHEAD {
        match kind {
            TokenKind::Grpo => depth += 1,
            TokenKind::Grpc => depth = depth.saturating_sub(1),
            TokenKind::Name | TokenKind::Rni | TokenKind::And | TokenKind::Or | TokenKind::Seq => {}
            _ => return,
        }
        if depth == 0 {
            return;
        }
        let before = s.position();
        let mut sep = false;
        match skip_separators(s, Mode::Group, false, &mut sep) {
            Skipped::Token(token) => {
                let occurrence = occurrence_after(s, token.kind);
                buffered.push_back((token, sep, occurrence));
                kind = token.kind;
            }
            Skipped::End | Skipped::UnterminatedComment(_) | Skipped::NonSgmlInComment(_) => {
                s.seek(before);
                return;
            }
        }
    }
}

fn connector_of(kind: TokenKind) -> Option<Connector> {
    match kind {
        TokenKind::And => Some(Connector::And),
        TokenKind::Or => Some(Connector::Or),
        TokenKind::Seq => Some(Connector::Seq),
        _ => None,
    }
}

impl Parser<'_> {
    /// The next token of a group, after token separators; `None` kind at the end of
    /// the entity the declaration began in. In a model group (`occurrences`), the
    /// occurrence indicator right after a name or a GRPC is read with it, into
    /// `self.occurrence`.
    pub(super) fn next_group_token(&mut self, occurrences: bool) -> Param {
        self.next_group_token_at(occurrences, 0)
    }

    /// [`next_group_token`](Self::next_group_token) inside a model group nested `depth`
    /// deep: tokens up to the GRPC that closes the outermost group are read ahead in
    /// the same scan.
    fn next_group_token_at(&mut self, occurrences: bool, depth: usize) -> Param {
        let mut sep = false;
        self.occurrence = Occurrence::Once;
        loop {
            let mut occurrence = Occurrence::Once;
            let skipped = match self.group_buffered.pop_front() {
                Some((token, buffered_sep, buffered_occurrence)) => {
                    sep |= buffered_sep;
                    occurrence = buffered_occurrence;
                    Skipped::Token(token)
                }
                None => {
                    let buffered = &mut self.group_buffered;
                    self.input.scan(|s| {
                        let skipped = skip_separators(s, Mode::Group, false, &mut sep);
                        if let Skipped::Token(token) = skipped
                            && occurrences
                        {
                            occurrence = occurrence_after(s, token.kind);
                            if depth > 0 {
                                read_group_ahead(s, buffered, depth, token.kind);
                            }
                        }
                        skipped
                    })
                }
            };
            match skipped {
                Skipped::Token(token) if token.kind == TokenKind::ParamEntityRef => {
                    self.expand_reference(token);
                    sep = true;
                }
                // Reported and ignored (OpenSP: parseGroupToken, parseGroupConnector).
                // Right after RNI it is the token in error.
                Skipped::Token(token) if token.kind == TokenKind::NonSgml && self.last_kind != Some(TokenKind::Rni) => {
                    self.report_non_sgml(token);
                }
                Skipped::Token(token) => {
                    self.occurrence = occurrence;
                    return self.param(token, sep);
                }
                Skipped::End | Skipped::UnterminatedComment(_) | Skipped::NonSgmlInComment(_) => {
                    if self.input.depth() > self.decl_base {
                        self.input.pop();
                        sep = true;
                        continue;
                    }
                    return Param {
                        kind: None,
                        at: self.input.here(),
                        text: SmolStr::default(),
                        sep,
                    };
                }
            }
        }
    }

    /// A model group (ISO 8879 11.2.4, production \[127\]), after its GRPO.
    /// Returns the group and the location of its last GRPC; `None` after a syntax error
    /// (reported; the rest of the declaration is to be skipped).
    pub(super) fn model_group(&mut self) -> Option<(ModelGroup, DeclLocation)> {
        let grpcnt = self.loader.quantities.grpcnt;
        let grplvl = self.loader.quantities.grplvl;
        let mut stack = vec![OpenGroup {
            tokens: Vec::new(),
            connector: None,
        }];
        let mut depth_reported = false;
        // Whether a content token is expected next (else a connector or GRPC).
        let mut want_token = true;
        loop {
            let param = self.next_group_token_at(true, stack.len());
            let Some(kind) = param.kind else {
                self.report(DtdDiagnosticKind::UnterminatedDeclaration, param.at);
                return None;
            };
            if want_token {
                match kind {
                    TokenKind::Name => {
                        let name = self.general_name(&param);
                        let element = self.intern_element(name);
                        let occurrence = self.occurrence;
                        let top = stack.last_mut()?;
                        top.tokens.push(ContentToken::Element { element, occurrence });
                        want_token = false;
                    }
                    TokenKind::Rni => {
                        let keyword = self.next_group_token(false);
                        if !self.is_keyword(&keyword, "PCDATA") || keyword.sep {
                            self.expected("\"PCDATA\" after \"#\"", &keyword);
                            return None;
                        }
                        stack.last_mut()?.tokens.push(ContentToken::Pcdata);
                        want_token = false;
                    }
                    TokenKind::Grpo => {
                        if stack.len() >= MAX_GROUP_DEPTH {
                            let kind = DtdDiagnosticKind::QuantityExceeded {
                                quantity: "GRPLVL",
                                limit: grplvl,
                                count: stack.len() as u64 + 1,
                            };
                            self.report(kind, param.at);
                            return None;
                        }
                        if stack.len() as u64 + 1 > u64::from(grplvl) && !depth_reported {
                            depth_reported = true;
                            self.check_quantity("GRPLVL", grplvl, stack.len() as u64 + 1, param.at);
                        }
                        stack.push(OpenGroup {
                            tokens: Vec::with_capacity(8),
                            connector: None,
                        });
                    }
                    // A data tag group (11.2.4.4, production [133]), DTGO `[` in the
                    // reference concrete syntax.
                    TokenKind::Invalid if param.text == "[" => {
                        let group = self.data_tag_group(&param)?;
                        stack.last_mut()?.tokens.push(ContentToken::Group(group));
                        want_token = false;
                    }
                    _ => {
                        self.expected("a content token (a name, \"#PCDATA\" or a group)", &param);
                        return None;
                    }
                }
                continue;
            }
            if let Some(connector) = connector_of(kind) {
                let top = stack.last_mut()?;
                match top.connector {
                    None => top.connector = Some(connector),
                    Some(expected) if expected != connector => {
                        let kind = DtdDiagnosticKind::ConnectorMismatch {
                            found: connector.as_str(),
                            expected: expected.as_str(),
                        };
                        self.report(kind, param.at);
                        return None;
                    }
                    Some(_) => {}
                }
                want_token = true;
                continue;
            }
            if kind != TokenKind::Grpc {
                self.expected("a connector (\",\", \"|\" or \"&\") or \")\"", &param);
                return None;
            }
            let group = stack.pop()?;
            self.check_quantity("GRPCNT", grpcnt, group.tokens.len() as u64, param.at);
            let occurrence = self.occurrence;
            let group = ModelGroup::new(group.connector.unwrap_or(Connector::Seq), group.tokens, occurrence);
            match stack.last_mut() {
                Some(parent) => parent.tokens.push(ContentToken::Group(group)),
                None => {
                    let grpgtcnt = self.loader.quantities.grpgtcnt;
                    // Reported just after the group, as OpenSP does.
                    let after = DeclLocation {
                        source: param.at.source,
                        span: sgml_source::Span::empty(param.at.span.end),
                    };
                    self.check_quantity("GRPGTCNT", grpgtcnt, group.grpgtcnt(), after);
                    return Some((group, param.at));
                }
            }
        }
    }

    /// A data tag group (ISO 8879 11.2.4.4, productions \[133\]–\[137\]), after its DTGO
    /// `dtgo`: `[GI, template-or-template-group (, padding template)?]`. Data tags are
    /// not recognized: as in OpenSP the group stands for its element followed by
    /// character data, `(GI, #PCDATA)`, and under DATATAG YES the group is reported as
    /// unsupported (at its DTGO, where OpenSP reports it). `None` after a syntax error
    /// (reported).
    fn data_tag_group(&mut self, dtgo: &Param) -> Option<ModelGroup> {
        if self.loader.declaration.features.datatag {
            self.report(DtdDiagnosticKind::Unsupported("DATATAG"), dtgo.at);
        }
        let name = self.next_group_token(false);
        if name.kind != Some(TokenKind::Name) {
            self.expected("a generic identifier after \"[\"", &name);
            return None;
        }
        let gi = self.general_name(&name);
        let element = self.intern_element(gi);
        let seq = self.next_group_token(false);
        if seq.kind != Some(TokenKind::Seq) {
            self.expected("\",\" after the data tag group's generic identifier", &seq);
            return None;
        }
        // The data tag template group: a literal, or literals in a group joined by `|`.
        let first = self.next_group_token(false);
        match first.kind {
            Some(TokenKind::Lit | TokenKind::Lita) => {
                self.read_literal(&first, super::literal::LiteralKind::Parameter);
            }
            Some(TokenKind::Grpo) => loop {
                let literal = self.next_group_token(false);
                if !Self::is_literal(&literal) {
                    self.expected("a data tag template (a parameter literal)", &literal);
                    return None;
                }
                self.read_literal(&literal, super::literal::LiteralKind::Parameter);
                let next = self.next_group_token(false);
                match next.kind {
                    Some(TokenKind::Or) => {}
                    Some(TokenKind::Grpc) => break,
                    _ => {
                        self.expected("\"|\" or \")\"", &next);
                        return None;
                    }
                }
            },
            _ => {
                self.expected("a data tag template or template group", &first);
                return None;
            }
        }
        let mut next = self.next_group_token(false);
        if next.kind == Some(TokenKind::Seq) {
            let padding = self.next_group_token(false);
            if !Self::is_literal(&padding) {
                self.expected("a data tag padding template (a parameter literal)", &padding);
                return None;
            }
            self.read_literal(&padding, super::literal::LiteralKind::Parameter);
            next = self.next_group_token(false);
        }
        if !(next.kind == Some(TokenKind::Invalid) && next.text == "]") {
            self.expected("\"]\" closing the data tag group", &next);
            return None;
        }
        // OpenSP takes an occurrence indicator right after the DTGC.
        let occurrence = if self.group_buffered.is_empty() {
            // As after a group's GRPC.
            self.input.scan(|s| occurrence_after(s, TokenKind::Grpc))
        } else {
            Occurrence::Once
        };
        let tokens = vec![
            ContentToken::Element {
                element,
                occurrence: Occurrence::Once,
            },
            ContentToken::Pcdata,
        ];
        Some(ModelGroup::new(Connector::Seq, tokens, occurrence))
    }

    /// A name group or name token group (ISO 8879 10.1.3), after its GRPO. Returns each
    /// name (folded as NAMECASE GENERAL says) with its location, and the location of
    /// the GRPC; `None` after a syntax error (reported).
    pub(super) fn name_group(
        &mut self,
        tokens: GroupTokens,
        fold: bool,
    ) -> Option<(Vec<(SmolStr, DeclLocation)>, DeclLocation)> {
        let mut names = Vec::new();
        // The names so far, to find a repeated one in constant time: a group may hold
        // thousands of names.
        let mut seen: HashSet<SmolStr> = HashSet::new();
        let mut connector: Option<Connector> = None;
        loop {
            let param = self.next_group_token(false);
            let ok = match param.kind {
                Some(TokenKind::Name) => true,
                Some(TokenKind::Number | TokenKind::NameToken) => tokens == GroupTokens::NameTokens,
                _ => false,
            };
            if !ok {
                let expected = match tokens {
                    GroupTokens::Names => "a name",
                    GroupTokens::NameTokens => "a name token",
                };
                if param.kind.is_none() {
                    self.report(DtdDiagnosticKind::UnterminatedDeclaration, param.at);
                } else {
                    self.expected(expected, &param);
                }
                return None;
            }
            let name = if fold {
                self.general_name(&param)
            } else {
                self.entity_name(&param)
            };
            // ISO 8879 10.1.3: a token occurs once in a group.
            if !seen.insert(name.clone()) {
                self.report(DtdDiagnosticKind::DuplicateInGroup(name.clone()), param.at);
            }
            names.push((name, param.at));
            let next = self.next_group_token(false);
            match next.kind {
                Some(TokenKind::Grpc) => {
                    let grpcnt = self.loader.quantities.grpcnt;
                    self.check_quantity("GRPCNT", grpcnt, names.len() as u64, next.at);
                    return Some((names, next.at));
                }
                Some(kind) if connector_of(kind).is_some() => {
                    let found = connector_of(kind)?;
                    match connector {
                        None => connector = Some(found),
                        // A name group only *should* use one connector (ISO 8879
                        // 10.1.3): as OpenSP, warned of on request, and read on.
                        Some(expected) if expected != found => {
                            if self.loader.options.warn_should {
                                self.report(DtdDiagnosticKind::NameGroupConnectorsMixed, next.at);
                            }
                        }
                        Some(_) => {}
                    }
                }
                None => {
                    self.report(DtdDiagnosticKind::UnterminatedDeclaration, next.at);
                    return None;
                }
                Some(_) => {
                    self.expected("a connector or \")\"", &next);
                    return None;
                }
            }
        }
    }
}
