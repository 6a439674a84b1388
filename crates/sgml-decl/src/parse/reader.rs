//! The reader of one declaration (or of one external concrete syntax): its tokens, and
//! the state that the productions update as they go: the diagnostics, the character
//! sets read so far, the character classes being built, and what later checks need.

use std::cell::RefCell;

use sgml_source::Span;

use super::tokens::{Expected, Tokens};
use super::{ResolvePublic, to_ranges};
use crate::char_class::{CharClass, CharClasses};
use crate::charset::{CharsetDescription, DocumentCharset};
use crate::diagnostic::{DeclDiagnostic, Diagnostic};
use crate::lex::{Lexer, Token, TokenKind};
use crate::syntax::FunctionChar;

/// The tokens of one text and the state of reading them.
pub(super) struct Reader<'t> {
    pub text: &'t str,
    pub resolve_public: Option<ResolvePublic<'t>>,
    /// Reading a concrete syntax from an external entity (a public syntax resolved by a
    /// catalog): OpenSP's looser forms are allowed (numbers for delimiters and short
    /// references, literal names), and the text ends after QUANTITY or ENTITIES.
    pub external: bool,
    /// The tokens from where reading starts up to the first `>` or the end of the text.
    pub tokens: Vec<Token>,
    /// The lexical diagnostics, in token order; those of token `k` end at
    /// `lexical_ends[k]`.
    lexical: Vec<Diagnostic>,
    lexical_ends: Vec<usize>,
    pub state: RefCell<State>,
}

impl<'t> Reader<'t> {
    /// A reader of `text` from byte `from`.
    pub(super) fn new(
        text: &'t str,
        from: usize,
        resolve_public: Option<ResolvePublic<'t>>,
        external: bool,
        state: State,
    ) -> Self {
        let mut lexer = Lexer::new(text, from);
        let mut tokens = Vec::new();
        let mut lexical = Vec::new();
        let mut lexical_ends = Vec::new();
        loop {
            let token = lexer.next_token(&mut lexical);
            lexical_ends.push(lexical.len());
            let last = matches!(token.kind, TokenKind::Mdc | TokenKind::Eof);
            tokens.push(token);
            if last {
                break;
            }
        }
        Reader {
            text,
            resolve_public,
            external,
            tokens,
            lexical,
            lexical_ends,
            state: RefCell::new(state),
        }
    }

    /// Enter the lexical diagnostics of the tokens up to index `through` not yet entered.
    pub(super) fn enter_lexical_diagnostics(&self, through: usize) {
        let mut state = self.state.borrow_mut();
        let through = through.min(self.tokens.len() - 1);
        if state.lexical_entered > through {
            return;
        }
        let from = match state.lexical_entered {
            0 => 0,
            k => self.lexical_ends[k - 1],
        };
        let to = self.lexical_ends[through];
        state.diags.extend_from_slice(&self.lexical[from..to]);
        state.lexical_entered = through + 1;
    }

    /// Report a production's failure: that the token where it stopped is not what the
    /// grammar allows there. At the end of the text, nothing is reported when the text
    /// was already said to end early.
    pub(super) fn report(&self, error: &Expected) {
        let token = &self.tokens[error.at.min(self.tokens.len() - 1)];
        let mut state = self.state.borrow_mut();
        if token.kind == TokenKind::Eof
            && state.diags.iter().any(|d| {
                matches!(
                    d.kind,
                    DeclDiagnostic::UnexpectedEnd { .. }
                        | DeclDiagnostic::UnterminatedComment
                        | DeclDiagnostic::UnterminatedLiteral
                )
            })
        {
            return;
        }
        let expected = error.what.words();
        let kind = match &token.kind {
            TokenKind::Eof => DeclDiagnostic::UnexpectedEnd { expected },
            TokenKind::Name(n) => DeclDiagnostic::UnknownKeyword {
                name: n.clone(),
                expected,
            },
            TokenKind::Invalid(c) => DeclDiagnostic::InvalidCharacter(*c),
            _ => DeclDiagnostic::Unexpected {
                expected,
                found: describe(self.text, token),
            },
        };
        state.diag(kind, token.span);
    }

    /// The first token.
    pub(super) fn start(&self) -> Tokens<'_> {
        Tokens::new(self)
    }
}

/// A token in words, for a message.
fn describe(text: &str, token: &Token) -> String {
    match &token.kind {
        TokenKind::Name(n) => format!("\"{n}\""),
        TokenKind::Number(_) => format!("the number {}", token.span.slice(text)),
        TokenKind::Literal { .. } => "a literal".into(),
        TokenKind::Minus => "\"-\"".into(),
        TokenKind::Mdc => "\">\"".into(),
        TokenKind::Invalid(c) => format!("the character U+{:04X}", *c as u32),
        TokenKind::Eof => "the end of the text".into(),
    }
}

/// What the productions have read and found so far.
#[derive(Clone)]
pub(super) struct State {
    pub diags: Vec<Diagnostic>,
    /// The tokens whose lexical diagnostics have been entered.
    lexical_entered: usize,
    /// The declaration is Annex K's (WWW), or a WWW-only form was already reported.
    pub www: bool,
    /// The declaration is Annex J's (ENR) or Annex K's.
    pub enr: bool,
    /// Document character set resolved (after CHARSET).
    pub doc: DocumentCharset,
    /// Syntax-reference character set: syntax character number to code point.
    pub syn: DocumentCharset,
    pub switches: Vec<(u32, u32)>,
    pub classes: CharClasses,
    /// NAMECASE GENERAL of the syntax being read.
    pub namecase_general: bool,
    /// SCOPE INSTANCE was declared.
    pub scope_instance: bool,
    /// Syntax character numbers already reported as missing from the document.
    pub reported_missing: Vec<u32>,
    /// Set when a character set lacks the minimum characters: what follows from that is
    /// not reported again character by character.
    pub charset_broken: bool,
    /// Base character sets read from the files a catalog names for them.
    pub resolved_base_sets: Vec<crate::charset::ResolvedBaseSet>,
}

impl State {
    /// The state before anything is read: the reference character sets.
    pub(super) fn new() -> Self {
        let reference_doc = DocumentCharset::from_description(&CharsetDescription::iso646());
        State {
            diags: Vec::new(),
            lexical_entered: 0,
            www: false,
            enr: false,
            doc: reference_doc.clone(),
            syn: reference_doc,
            switches: Vec::new(),
            classes: CharClasses::empty(CharClass::NON_SGML),
            namecase_general: true,
            scope_instance: false,
            reported_missing: Vec::new(),
            charset_broken: false,
            resolved_base_sets: Vec::new(),
        }
    }

    /// The state for reading an external concrete syntax from this one: the same
    /// document character set, switches and classes, no diagnostics yet.
    pub(super) fn for_external_syntax(&self) -> Self {
        State {
            www: self.www,
            enr: self.enr,
            doc: self.doc.clone(),
            switches: self.switches.clone(),
            classes: self.classes.clone(),
            charset_broken: self.charset_broken,
            ..State::new()
        }
    }

    pub(super) fn diag(&mut self, kind: DeclDiagnostic, span: Span) {
        self.diags.push(Diagnostic::new(kind, span));
    }

    /// A form of Annex K used in a declaration that is not Annex K's: reported once.
    pub(super) fn require_www(&mut self, what: &'static str, span: Span) {
        if !self.www {
            self.diag(DeclDiagnostic::WebSgmlRequired(what), span);
            self.www = true;
        }
    }

    // ----- translation of syntax characters -----

    fn switch(&self, n: u32) -> u32 {
        self.switches.iter().find(|s| s.0 == n).map_or(n, |s| s.1)
    }

    /// The code point of syntax character `n`, reported when the syntax-reference
    /// character set describes no character for it.
    ///
    /// As onsgmls run with a fixed (Unicode) internal character set, the way the W3C
    /// validator and the conformance references run it (`SP_CHARSET_FIXED=YES`): a
    /// character the document character set does not describe is still the syntax's
    /// character, and only a syntax character number with no universal character is a
    /// fault.
    pub(super) fn translate(&mut self, n: u32, span: Span) -> Option<u32> {
        let n = self.switch(n);
        match self.syn.to_unicode(n) {
            Some(u) => Some(u),
            None => {
                self.report_missing(n, span);
                None
            }
        }
    }

    fn report_missing(&mut self, n: u32, span: Span) {
        if !self.charset_broken && !self.reported_missing.contains(&n) {
            self.reported_missing.push(n);
            // After the number, where OpenSP finds it.
            self.diag(DeclDiagnostic::SyntaxCharacterNotInDocument(n), Span::empty(span.end));
        }
    }

    pub(super) fn translate_char(&mut self, n: u32, span: Span) -> FunctionChar {
        let char = self.translate(n, span).and_then(char::from_u32);
        FunctionChar { number: n, char }
    }

    /// The code point ranges that syntax characters `first..=last` stand for.
    pub(super) fn translate_range(&mut self, first: u32, last: u32, span: Span) -> Vec<(u32, u32)> {
        if !self.switches.is_empty() || last - first < 64 {
            let mut out = Vec::new();
            for n in first..=last {
                if let Some(u) = self.translate(n, span) {
                    out.push(u);
                }
            }
            return to_ranges(out);
        }
        let mut out = Vec::new();
        let mut missing = None;
        let mut next = first;
        for &(a, b, u) in self.syn.ranges() {
            if b < next || a > last {
                continue;
            }
            if a > next {
                missing.get_or_insert(next);
            }
            let lo = a.max(next);
            let hi = b.min(last);
            out.push((u + (lo - a), u + (hi - a)));
            next = hi.saturating_add(1);
            if hi == last {
                break;
            }
        }
        if next <= last && next > 0 && out.last().is_none_or(|_| next - 1 < last) {
            missing.get_or_insert(next);
        }
        if let Some(m) = missing {
            self.report_missing(m, span);
        }
        out
    }

    /// A delimiter's syntax characters as a document string.
    pub(super) fn delimiter_string(&mut self, chars: &[u32], span: Span, fold: bool) -> String {
        let mut out = String::new();
        for &n in chars {
            if let Some(c) = self.translate(n, span).and_then(char::from_u32) {
                out.push(if fold { self.classes.to_upper(c) } else { c });
            }
        }
        out
    }
}
