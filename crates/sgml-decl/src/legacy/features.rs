//! Parsing FEATURES, APPINFO (ISO 8879 13.5, 13.6) and Annex K's SEEALSO.

use super::*;

impl Parser<'_> {
    // ----- 13.5 feature use -----

    pub(super) fn features_section(&mut self, decl: &mut SgmlDeclaration) -> PResult<()> {
        self.keyword("FEATURES")?;
        let mut f = Features::BASIC;
        self.keyword("MINIMIZE")?;
        self.keyword("DATATAG")?;
        f.datatag = self.yes_no()?;
        self.keyword("OMITTAG")?;
        f.omittag = self.yes_no()?;
        self.keyword("RANK")?;
        f.rank = self.yes_no()?;
        self.keyword("SHORTTAG")?;
        let shorttag_span = self.tok.span;
        match self.one_of(&["NO", "YES", "STARTTAG"])? {
            0 => f.shorttag = ShortTag::yes_no(false),
            1 => f.shorttag = ShortTag::yes_no(true),
            _ => {
                self.require_www("SHORTTAG STARTTAG", shorttag_span);
                let mut s = ShortTag::yes_no(false);
                s.form = ShortTagForm::Detailed;
                self.keyword("EMPTY")?;
                s.start_empty = self.yes_no()?;
                self.keyword("UNCLOSED")?;
                s.start_unclosed = self.yes_no()?;
                self.keyword("NETENABL")?;
                s.start_netenabl =
                    [NetEnable::No, NetEnable::Immednet, NetEnable::All][self.one_of(&["NO", "IMMEDNET", "ALL"])?];
                self.keyword("ENDTAG")?;
                self.keyword("EMPTY")?;
                s.end_empty = self.yes_no()?;
                self.keyword("UNCLOSED")?;
                s.end_unclosed = self.yes_no()?;
                self.keyword("ATTRIB")?;
                self.keyword("DEFAULT")?;
                s.attrib_default = self.yes_no()?;
                self.keyword("OMITNAME")?;
                s.attrib_omitname = self.yes_no()?;
                self.keyword("VALUE")?;
                s.attrib_value = self.yes_no()?;
                f.shorttag = s;
            }
        }
        if self.is_name("EMPTYNRM") {
            let span = self.tok.span;
            self.bump();
            self.require_www("EMPTYNRM", span);
            let emptynrm_span = self.tok.span;
            let emptynrm = self.yes_no()?;
            if !emptynrm && f.shorttag.start_netenabl == NetEnable::Immednet {
                self.diag(DeclDiagnostic::ImmednetRequiresEmptynrm, emptynrm_span);
            }
            self.keyword("IMPLYDEF")?;
            let mut implydef = ImplyDef::default();
            self.keyword("ATTLIST")?;
            implydef.attlist = self.yes_no()?;
            self.keyword("DOCTYPE")?;
            implydef.doctype = self.yes_no()?;
            self.keyword("ELEMENT")?;
            implydef.element = [ImplyElement::No, ImplyElement::Yes, ImplyElement::AnyOther]
                [self.one_of(&["NO", "YES", "ANYOTHER"])?];
            self.keyword("ENTITY")?;
            implydef.entity = self.yes_no()?;
            self.keyword("NOTATION")?;
            implydef.notation = self.yes_no()?;
            f.web_minimize = Some(WebMinimize { emptynrm, implydef });
        }
        self.keyword("LINK")?;
        self.keyword("SIMPLE")?;
        f.link_simple = self.numbered_feature("SIMPLE")?;
        self.keyword("IMPLICIT")?;
        f.link_implicit = self.yes_no()?;
        self.keyword("EXPLICIT")?;
        f.link_explicit = self.numbered_feature("EXPLICIT")?;
        self.keyword("OTHER")?;
        self.keyword("CONCUR")?;
        f.concur = self.numbered_feature("CONCUR")?;
        self.keyword("SUBDOC")?;
        f.subdoc = self.numbered_feature("SUBDOC")?;
        self.keyword("FORMAL")?;
        f.formal = self.yes_no()?;
        if self.is_name("URN") {
            let span = self.tok.span;
            self.bump();
            self.require_www("URN", span);
            let mut w = WebOther {
                urn: self.yes_no()?,
                ..WebOther::default()
            };
            self.keyword("KEEPRSRE")?;
            w.keeprsre = self.yes_no()?;
            self.keyword("VALIDITY")?;
            w.validity = if self.one_of(&["NOASSERT", "TYPE"])? == 0 {
                Validity::NoAssert
            } else {
                Validity::Type
            };
            self.keyword("ENTITIES")?;
            w.entities = if self.one_of(&["NOASSERT", "REF"])? == 0 {
                EntitiesFeature::NoAssert
            } else {
                let reference = [EntityRef::None, EntityRef::Internal, EntityRef::Any]
                    [self.one_of(&["NONE", "INTERNAL", "ANY"])?];
                self.keyword("INTEGRAL")?;
                EntitiesFeature::Ref {
                    reference,
                    integral: self.yes_no()?,
                }
            };
            f.web_other = Some(w);
        }
        decl.features = f;
        Ok(())
    }

    /// `NO` or `YES number` (SIMPLE, EXPLICIT, CONCUR, SUBDOC).
    pub(super) fn numbered_feature(&mut self, name: &'static str) -> PResult<Option<u32>> {
        if !self.yes_no()? {
            return Ok(None);
        }
        let (n, span) = self.number()?;
        if n == 0 {
            self.diag(DeclDiagnostic::FeatureNumberZero(name), span);
        }
        Ok(Some(n))
    }

    // ----- 13.6 application-specific information, K.3.7 SEEALSO -----

    pub(super) fn appinfo_section(&mut self, decl: &mut SgmlDeclaration) -> PResult<()> {
        self.keyword("APPINFO")?;
        decl.appinfo = if self.is_name("NONE") {
            self.bump();
            None
        } else {
            Some(self.min_literal()?.0)
        };
        Ok(())
    }

    pub(super) fn seealso_section(&mut self, decl: &mut SgmlDeclaration) -> PResult<()> {
        if !self.is_name("SEEALSO") {
            return Ok(());
        }
        let span = self.tok.span;
        self.bump();
        self.require_www("SEEALSO", span);
        let mut list = Vec::new();
        if self.is_name("NONE") {
            self.bump();
        } else {
            list.push(self.min_literal()?.0);
            while let TokenKind::Literal { .. } = self.tok.kind {
                list.push(self.min_literal()?.0);
            }
        }
        decl.see_also = Some(list);
        Ok(())
    }
}
