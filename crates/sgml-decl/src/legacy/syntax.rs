//! Parsing the concrete syntax (ISO 8879 13.4): public or explicit, SHUNCHAR, the
//! syntax-reference character set and FUNCTION; the checks that need the whole syntax.

use super::*;

/// The keyword that starts each part of an explicit concrete syntax (13.4), where the
/// parser picks up again after an error in an earlier part.
const SYNTAX_STEPS: [&str; 8] = [
    "SHUNCHAR", "BASESET", "FUNCTION", "LCNMSTRT", "DELIM", "NAMES", "QUANTITY", "ENTITIES",
];

impl Parser<'_> {
    // ----- 13.4 concrete syntax -----

    pub(super) fn syntax_section(&mut self, decl: &mut SgmlDeclaration) -> PResult<()> {
        self.keyword("SYNTAX")?;
        if self.is_name("PUBLIC") {
            self.bump();
            let (id, span) = self.min_literal()?;
            let mut switches = Vec::new();
            if self.is_name("SWITCHES") {
                self.bump();
                loop {
                    let (from, _) = self.number()?;
                    let (to, _) = self.number()?;
                    switches.push((from, to));
                    if !matches!(self.tok.kind, TokenKind::Number(_)) {
                        break;
                    }
                }
            }
            self.switches = switches.clone();
            let resolved = match standard_syntax(&id) {
                Some(_) => None,
                None => self.resolve_public.and_then(|resolve| resolve(&id)),
            };
            if let Some(external) = resolved {
                decl.syntax = self.external_syntax(&external, &id, span);
            } else {
                let core = match standard_syntax(&id) {
                    Some(core) => core,
                    None => {
                        self.diag(DeclDiagnostic::UnknownPublicSyntax(id.clone()), span);
                        false
                    }
                };
                decl.syntax = self.standard_syntax(core, span);
                let syntax = decl.syntax.clone();
                self.check_shunned(&syntax, span);
            }
            decl.syntax.public = Some(PublicSyntax {
                public_id: id,
                switches,
            });
            return Ok(());
        }
        decl.syntax = self.explicit_syntax()?;
        Ok(())
    }

    /// A concrete syntax read from the external entity `text` that public identifier `id`
    /// resolved to; its diagnostics are reported at `span`, the public identifier.
    pub(super) fn external_syntax(&mut self, text: &str, id: &str, span: Span) -> ConcreteSyntax {
        let mut sub = Parser::new(text);
        sub.external = true;
        sub.www = self.www;
        sub.enr = self.enr;
        sub.doc = self.doc.clone();
        sub.switches = self.switches.clone();
        sub.classes = self.classes.clone();
        sub.charset_broken = self.charset_broken;
        sub.bump();
        let syntax = match sub.explicit_syntax() {
            Ok(syntax) => {
                if sub.tok.kind != TokenKind::Eof {
                    let _ = sub.fail("the end of the concrete syntax");
                }
                syntax
            }
            Err(Failed) => ConcreteSyntax::reference(),
        };
        let index = sgml_source::LineIndex::new(text);
        for d in sub.diags {
            let at = index.line_col(text, d.span.start);
            self.diag(
                DeclDiagnostic::InExternalSyntax {
                    public_id: id.to_string(),
                    line: at.line,
                    column: at.column,
                    message: d.kind.to_string(),
                },
                span,
            );
        }
        self.classes = sub.classes;
        self.syn = sub.syn;
        syntax
    }

    /// An explicit concrete syntax: SHUNCHAR through QUANTITY (and Annex K's ENTITIES).
    pub(super) fn explicit_syntax(&mut self) -> PResult<ConcreteSyntax> {
        let mut syntax = ConcreteSyntax::reference();
        let mut step = 0;
        while step < SYNTAX_STEPS.len() {
            let result = match step {
                0 => self.shunchar().map(|s| syntax.shunchar = s),
                1 => self.charset_description(false).map(|(charset, spans)| {
                    self.check_coverage(&charset, &spans);
                    self.syn = DocumentCharset::from_description(&charset);
                    let charset_span = spans.first().copied().unwrap_or(self.tok.span);
                    self.check_minimum(&self.syn.clone(), charset_span);
                    syntax.charset = charset;
                }),
                2 => self.functions().map(|f| syntax.functions = f),
                3 => {
                    let functions = syntax.functions.clone();
                    self.naming(&functions).map(|n| syntax.naming = n)
                }
                4 => self.delimiters(&mut syntax),
                5 => self.names().map(|n| syntax.reserved_names = n),
                6 => self.quantities().map(|q| syntax.quantities = q),
                _ => self.entities().map(|e| syntax.entities = e),
            };
            match result {
                Ok(()) => step += 1,
                Err(Failed) => match self.resync_syntax(step) {
                    Some(next) => step = next,
                    // At FEATURES or later: the top level goes on from there.
                    None => break,
                },
            }
        }
        self.check_delimiter_lengths(&syntax);
        // Reported where the syntax ends, as OpenSP reports it.
        self.check_shunned(&syntax, Span::empty(self.tok.span.start));
        Ok(syntax)
    }

    /// After a syntax error in part `after` of an explicit syntax, skip to the keyword
    /// that starts a later part; `None` at a top-level keyword or the end.
    fn resync_syntax(&mut self, after: usize) -> Option<usize> {
        loop {
            match &self.tok.kind {
                TokenKind::Eof | TokenKind::Mdc => return None,
                TokenKind::Name(n) => {
                    if let Some(i) = SYNTAX_STEPS.iter().position(|s| s == n)
                        && i > after
                    {
                        return Some(i);
                    }
                    if ["FEATURES", "APPINFO", "SEEALSO"].contains(&n.as_str()) {
                        return None;
                    }
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// The reference (or core, without short references) concrete syntax, with the
    /// switches of a public syntax applied.
    pub(super) fn standard_syntax(&mut self, core: bool, span: Span) -> ConcreteSyntax {
        self.syn = DocumentCharset::from_description(&CharsetDescription::iso646());
        let mut syntax = ConcreteSyntax::reference();
        let f = &mut syntax.functions;
        f.re = self.translate_char(13, span);
        f.rs = self.translate_char(10, span);
        f.space = self.translate_char(32, span);
        f.added[0].char = self.translate_char(9, span);
        let functions = syntax.functions.clone();
        self.add_function_classes(&functions, &[span, span, span, span]);
        self.add_naming_classes(&syntax.naming, span);
        let mut delimiters = Delimiters::reference();
        for role in DelimRole::ALL {
            let s: Vec<u32> = role.reference().chars().map(|c| c as u32).collect();
            let value = self.delimiter_string(&s, span, syntax.naming.namecase.general);
            delimiters.set(*role, value);
        }
        delimiters.shortref.clear();
        if !core {
            for s in crate::delim::REFERENCE_SHORTREFS {
                let chars: Vec<u32> = s.chars().map(|c| c as u32).collect();
                delimiters.shortref.push(self.delimiter_string(&chars, span, false));
            }
        }
        syntax.delimiters = delimiters;
        syntax.shortref_sgmlref = !core;
        syntax
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

    /// No delimiter may be longer than NAMELEN (13.4.6): reported at the delimiter when
    /// the declaration changed it, else at NAMELEN.
    pub(super) fn check_delimiter_lengths(&mut self, syntax: &ConcreteSyntax) {
        let namelen = syntax.quantities.namelen as usize;
        let fallback = self.namelen_span.unwrap_or(self.tok.span);
        let mut long: Vec<(String, Span)> = Vec::new();
        for (role, value) in syntax.delimiters.general() {
            if value.chars().count() > namelen {
                let span = self
                    .delimiter_spans
                    .iter()
                    .find(|d| d.0 == role)
                    .map_or(fallback, |d| d.1);
                long.push((value.to_string(), span));
            }
        }
        for value in &syntax.delimiters.shortref {
            if value.chars().count() > namelen {
                long.push((value.clone(), fallback));
            }
        }
        long.dedup_by(|a, b| a.0 == b.0);
        for (delimiter, span) in long {
            self.diag(
                DeclDiagnostic::DelimiterTooLong {
                    delimiter,
                    namelen: syntax.quantities.namelen,
                },
                span,
            );
        }
    }

    /// A shunned character that the document character set describes as an SGML
    /// character must be significant in the syntax (a function, name or delimiter
    /// character); otherwise it should have been UNUSED (13.4.1).
    pub(super) fn check_shunned(&mut self, syntax: &ConcreteSyntax, span: Span) {
        let mut shunned: Vec<u32> = Vec::new();
        for &n in &syntax.shunchar.numbers {
            if self.doc.to_unicode(n).is_some() {
                shunned.push(n);
            }
        }
        if syntax.shunchar.controls {
            for u in (0..32).chain(127..160) {
                if let Some(n) = self.doc.from_unicode(u) {
                    shunned.push(n);
                }
            }
        }
        let significant_class = CharClass::NAME_CHAR
            | CharClass::DIGIT
            | CharClass::SEPARATOR
            | CharClass::FUNCHAR
            | CharClass::MARKUP_SUPPRESS;
        let in_delimiter = |c: char| {
            syntax.delimiters.general().any(|(_, d)| d.contains(c))
                || syntax.delimiters.shortref.iter().any(|d| d.contains(c))
        };
        let bad: Vec<u32> = shunned
            .into_iter()
            .filter(|&n| {
                let u = self.doc.to_unicode(n).unwrap_or(n);
                let c = char::from_u32(u);
                !self.classes.class_of(u).intersects(significant_class) && !c.is_some_and(in_delimiter)
            })
            .collect();
        if !bad.is_empty() {
            self.diag(DeclDiagnostic::ShunnedNotUnused(format_set(&to_ranges(bad))), span);
        }
    }

    /// SHUNCHAR (13.4.1).
    pub(super) fn shunchar(&mut self) -> PResult<Shunchar> {
        self.keyword("SHUNCHAR")?;
        let mut shunchar = Shunchar::default();
        match &self.tok.kind {
            TokenKind::Name(n) if n == "NONE" => {
                self.bump();
                return Ok(shunchar);
            }
            TokenKind::Name(n) if n == "CONTROLS" => {
                self.bump();
                shunchar.controls = true;
            }
            TokenKind::Number(_) => {}
            _ => return Err(self.fail("\"NONE\", \"CONTROLS\" or a character number")),
        }
        while let TokenKind::Number(n) = self.tok.kind {
            shunchar.numbers.push(n.unwrap_or(u32::MAX));
            self.bump();
        }
        Ok(shunchar)
    }

    /// FUNCTION (13.4.3): RE, RS, SPACE, then added functions up to NAMING LCNMSTRT.
    pub(super) fn functions(&mut self) -> PResult<Functions> {
        self.keyword("FUNCTION")?;
        let mut spans = Vec::new();
        let mut standard = Vec::new();
        for (name, reference) in [("RE", 13), ("RS", 10), ("SPACE", 32)] {
            let at_function =
                matches!(&self.tok.kind, TokenKind::Name(n) if ["RE", "RS", "SPACE"].contains(&n.as_str()));
            if !self.is_name(name) && at_function {
                // A later standard function: this one is missing; go on without it.
                self.diag(DeclDiagnostic::MissingFunction(name), self.tok.span);
                standard.push(FunctionChar {
                    number: reference,
                    char: None,
                });
                spans.push(self.tok.span);
                continue;
            }
            self.keyword(name)?;
            let (n, span) = self.number()?;
            standard.push(self.translate_char(n, span));
            spans.push(span);
        }
        let mut functions = Functions {
            re: standard[0],
            rs: standard[1],
            space: standard[2],
            added: Vec::new(),
        };
        loop {
            let (name, name_span) = match &self.tok.kind {
                TokenKind::Name(n) => {
                    let n = n.clone();
                    let span = self.tok.span;
                    self.bump();
                    (n, span)
                }
                TokenKind::Literal { .. } => {
                    let (chars, span) = self.param_literal()?;
                    (
                        chars.iter().filter_map(|&c| char::from_u32(c)).collect::<String>(),
                        span,
                    )
                }
                _ => return Err(self.fail("a function name or \"NAMING\"")),
            };
            if self.is_name("LCNMSTRT") && name == "NAMING" {
                break;
            }
            let class_index = self.one_of(&["FUNCHAR", "MSICHAR", "MSOCHAR", "MSSCHAR", "SEPCHAR"])?;
            let class = [
                FunctionClass::Funchar,
                FunctionClass::Msichar,
                FunctionClass::Msochar,
                FunctionClass::Msschar,
                FunctionClass::Sepchar,
            ][class_index];
            let (n, span) = self.number()?;
            let char = self.translate_char(n, span);
            let taken =
                functions.added.iter().any(|f| f.name == name) || ["RE", "RS", "SPACE"].contains(&name.as_str());
            if taken {
                self.diag(DeclDiagnostic::DuplicateFunctionName(name.clone()), name_span);
            }
            functions.added.push(AddedFunction { name, class, char });
            spans.push(span);
        }
        let has = |c: FunctionClass| functions.added.iter().any(|f| f.class == c);
        if has(FunctionClass::Msochar) && !has(FunctionClass::Msichar) {
            let span = spans[3..]
                .iter()
                .zip(&functions.added)
                .find(|(_, f)| f.class == FunctionClass::Msochar)
                .map_or(self.tok.span, |(s, _)| *s);
            self.diag(DeclDiagnostic::MsocharWithoutMsichar, span);
        }
        self.add_function_classes(&functions, &spans);
        Ok(functions)
    }

    /// Enter the function characters into the classes; report a character with two functions.
    pub(super) fn add_function_classes(&mut self, functions: &Functions, spans: &[Span]) {
        let mut entries: Vec<(Option<char>, CharClass)> = vec![
            (functions.re.char, CharClass::RE),
            (functions.rs.char, CharClass::RS),
            (functions.space.char, CharClass::SPACE),
        ];
        for f in &functions.added {
            let class = match f.class {
                FunctionClass::Sepchar => CharClass::SEPCHAR,
                FunctionClass::Funchar => CharClass::FUNCHAR,
                _ => CharClass::MARKUP_SUPPRESS,
            };
            entries.push((f.char.char, class));
        }
        let mut seen: Vec<char> = Vec::new();
        for (i, (c, class)) in entries.into_iter().enumerate() {
            let Some(c) = c else { continue };
            if seen.contains(&c) {
                let span = spans.get(i).copied().unwrap_or_default();
                self.diag(DeclDiagnostic::FunctionAssignedTwice((c as u32).to_string()), span);
                continue;
            }
            seen.push(c);
            self.classes.add(c as u32, class);
        }
    }
}

/// Whether `id` is the reference (`Some(false)`) or core (`Some(true)`) concrete syntax.
pub(super) fn standard_syntax(id: &str) -> Option<bool> {
    let mut parts = id.split("//");
    let owner = parts.next()?;
    if owner != "ISO 8879:1986" && owner != "ISO 8879-1986" {
        return None;
    }
    match parts.next()? {
        "SYNTAX Reference" => Some(false),
        "SYNTAX Core" => Some(true),
        _ => None,
    }
}
