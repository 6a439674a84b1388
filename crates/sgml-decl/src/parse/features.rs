//! FEATURES, APPINFO (ISO 8879 13.5, 13.6) and Annex K's SEEALSO.

use nom::Parser;
use nom::branch::alt;
use nom::combinator::value;
use nom::multi::many0;

use super::tokens::{PResult, Tokens, at_literal, keyword, minimum_literal_parameter, number, one_of, yes_no};
use super::*;
use crate::features::{
    EntitiesFeature, EntityRef, ImplyDef, ImplyElement, NetEnable, ShortTag, ShortTagForm, Validity, WebMinimize,
    WebOther,
};

/// [195] feature use = "FEATURES", ps+, markup minimization features, ps+, link type
/// features, ps+, other features
pub(super) fn feature_use(i: Tokens<'_>) -> PResult<'_, Features> {
    let (i, _) = keyword("FEATURES").parse(i)?;
    let mut f = Features::BASIC;
    let i = markup_minimization_features(&mut f, i)?;
    let i = link_type_features(&mut f, i)?;
    let i = other_features(&mut f, i)?;
    Ok((i, f))
}

/// [196] markup minimization features = "MINIMIZE", ps+, "DATATAG", ps+, ("NO" | "YES"),
/// ps+, "OMITTAG", ps+, ("NO" | "YES"), ps+, "RANK", ps+, ("NO" | "YES"), ps+,
/// "SHORTTAG", ps+, ("NO" | "YES") — with Annex K's detailed SHORTTAG and its EMPTYNRM and
/// IMPLYDEF (K.3.2).
fn markup_minimization_features<'a>(f: &mut Features, i: Tokens<'a>) -> Result<Tokens<'a>, nom::Err<Expected>> {
    let (i, _) = keyword("MINIMIZE").parse(i)?;
    let (i, _) = keyword("DATATAG").parse(i)?;
    let (i, datatag) = yes_no(i)?;
    f.datatag = datatag;
    let (i, _) = keyword("OMITTAG").parse(i)?;
    let (i, omittag) = yes_no(i)?;
    f.omittag = omittag;
    let (i, _) = keyword("RANK").parse(i)?;
    let (i, rank) = yes_no(i)?;
    f.rank = rank;
    let (i, _) = keyword("SHORTTAG").parse(i)?;
    let (i, form) = one_of(&["NO", "YES", "STARTTAG"]).parse(i)?;
    let i = match form {
        0 | 1 => {
            f.shorttag = ShortTag::yes_no(form == 1);
            i
        }
        _ => {
            // Annex K's form, which onsgmls reads in any declaration without a word.
            let (i, shorttag) = detailed_shorttag(i)?;
            f.shorttag = shorttag;
            i
        }
    };
    if !i.at_keyword("EMPTYNRM") {
        return Ok(i);
    }
    let (i, (emptynrm, implydef)) = web_minimize(f.shorttag.start_netenabl, i)?;
    f.web_minimize = Some(WebMinimize { emptynrm, implydef });
    Ok(i)
}

/// Annex K's detailed SHORTTAG (K.3.2), after "STARTTAG": "EMPTY", ("NO" | "YES"),
/// "UNCLOSED", ("NO" | "YES"), "NETENABL", ("NO" | "IMMEDNET" | "ALL"), "ENDTAG",
/// "EMPTY", ("NO" | "YES"), "UNCLOSED", ("NO" | "YES"), "ATTRIB", "DEFAULT", ("NO" |
/// "YES"), "OMITNAME", ("NO" | "YES"), "VALUE", ("NO" | "YES").
fn detailed_shorttag(i: Tokens<'_>) -> PResult<'_, ShortTag> {
    let mut s = ShortTag::yes_no(false);
    s.form = ShortTagForm::Detailed;
    let (i, _) = keyword("EMPTY").parse(i)?;
    let (i, start_empty) = yes_no(i)?;
    let (i, _) = keyword("UNCLOSED").parse(i)?;
    let (i, start_unclosed) = yes_no(i)?;
    let (i, _) = keyword("NETENABL").parse(i)?;
    let (i, start_netenabl) = alt((
        value(NetEnable::No, keyword("NO")),
        value(NetEnable::Immednet, keyword("IMMEDNET")),
        value(NetEnable::All, keyword("ALL")),
    ))
    .parse(i)?;
    let (i, _) = keyword("ENDTAG").parse(i)?;
    let (i, _) = keyword("EMPTY").parse(i)?;
    let (i, end_empty) = yes_no(i)?;
    let (i, _) = keyword("UNCLOSED").parse(i)?;
    let (i, end_unclosed) = yes_no(i)?;
    let (i, _) = keyword("ATTRIB").parse(i)?;
    let (i, _) = keyword("DEFAULT").parse(i)?;
    let (i, attrib_default) = yes_no(i)?;
    let (i, _) = keyword("OMITNAME").parse(i)?;
    let (i, attrib_omitname) = yes_no(i)?;
    let (i, _) = keyword("VALUE").parse(i)?;
    let (i, attrib_value) = yes_no(i)?;
    s.start_empty = start_empty;
    s.start_unclosed = start_unclosed;
    s.start_netenabl = start_netenabl;
    s.end_empty = end_empty;
    s.end_unclosed = end_unclosed;
    s.attrib_default = attrib_default;
    s.attrib_omitname = attrib_omitname;
    s.attrib_value = attrib_value;
    Ok((i, s))
}

/// Annex K's "EMPTYNRM", ("NO" | "YES"), "IMPLYDEF", "ATTLIST", ("NO" | "YES"),
/// "DOCTYPE", ("NO" | "YES"), "ELEMENT", ("NO" | "YES" | "ANYOTHER"), "ENTITY", ("NO" |
/// "YES"), "NOTATION", ("NO" | "YES") (K.3.2). IMMEDNET needs EMPTYNRM YES.
fn web_minimize(netenabl: NetEnable, i: Tokens<'_>) -> PResult<'_, (bool, ImplyDef)> {
    let span = i.peek().span;
    let (i, _) = keyword("EMPTYNRM").parse(i)?;
    i.state().require_www("EMPTYNRM", span);
    let emptynrm_span = i.peek().span;
    let (i, emptynrm) = yes_no(i)?;
    if !emptynrm && netenabl == NetEnable::Immednet {
        i.state().diag(DeclDiagnostic::ImmednetRequiresEmptynrm, emptynrm_span);
    }
    let mut implydef = ImplyDef::default();
    let (i, _) = keyword("IMPLYDEF").parse(i)?;
    let (i, _) = keyword("ATTLIST").parse(i)?;
    let (i, attlist) = yes_no(i)?;
    let (i, _) = keyword("DOCTYPE").parse(i)?;
    let (i, doctype) = yes_no(i)?;
    let (i, _) = keyword("ELEMENT").parse(i)?;
    let (i, element) = alt((
        value(ImplyElement::No, keyword("NO")),
        value(ImplyElement::Yes, keyword("YES")),
        value(ImplyElement::AnyOther, keyword("ANYOTHER")),
    ))
    .parse(i)?;
    let (i, _) = keyword("ENTITY").parse(i)?;
    let (i, entity) = yes_no(i)?;
    let (i, _) = keyword("NOTATION").parse(i)?;
    let (i, notation) = yes_no(i)?;
    implydef.attlist = attlist;
    implydef.doctype = doctype;
    implydef.element = element;
    implydef.entity = entity;
    implydef.notation = notation;
    Ok((i, (emptynrm, implydef)))
}

/// [197] link type features = "LINK", ps+, "SIMPLE", ps+, ("NO" | ("YES", ps+, number)),
/// ps+, "IMPLICIT", ps+, ("NO" | "YES"), ps+, "EXPLICIT", ps+, ("NO" | ("YES", ps+,
/// number))
fn link_type_features<'a>(f: &mut Features, i: Tokens<'a>) -> Result<Tokens<'a>, nom::Err<Expected>> {
    let (i, _) = keyword("LINK").parse(i)?;
    let (i, _) = keyword("SIMPLE").parse(i)?;
    let (i, simple) = numbered_feature("SIMPLE", i)?;
    f.link_simple = simple;
    let (i, _) = keyword("IMPLICIT").parse(i)?;
    let (i, implicit) = yes_no(i)?;
    f.link_implicit = implicit;
    let (i, _) = keyword("EXPLICIT").parse(i)?;
    let (i, explicit) = numbered_feature("EXPLICIT", i)?;
    f.link_explicit = explicit;
    Ok(i)
}

/// [198] other features = "OTHER", ps+, "CONCUR", ps+, ("NO" | ("YES", ps+, number)), ps+,
/// "SUBDOC", ps+, ("NO" | ("YES", ps+, number)), ps+, "FORMAL", ps+, ("NO" | "YES") — with
/// Annex K's URN, KEEPRSRE, VALIDITY and ENTITIES after FORMAL (K.3.4).
fn other_features<'a>(f: &mut Features, i: Tokens<'a>) -> Result<Tokens<'a>, nom::Err<Expected>> {
    let (i, _) = keyword("OTHER").parse(i)?;
    let (i, _) = keyword("CONCUR").parse(i)?;
    let (i, concur) = numbered_feature("CONCUR", i)?;
    f.concur = concur;
    let (i, _) = keyword("SUBDOC").parse(i)?;
    let (i, subdoc) = numbered_feature("SUBDOC", i)?;
    f.subdoc = subdoc;
    let (i, _) = keyword("FORMAL").parse(i)?;
    let (i, formal) = yes_no(i)?;
    f.formal = formal;
    if !i.at_keyword("URN") {
        return Ok(i);
    }
    let (i, web_other) = web_other_features(i)?;
    f.web_other = Some(web_other);
    Ok(i)
}

/// Annex K's "URN", ("NO" | "YES"), "KEEPRSRE", ("NO" | "YES"), "VALIDITY", ("NOASSERT" |
/// "TYPE"), "ENTITIES", ("NOASSERT" | ("REF", ("NONE" | "INTERNAL" | "ANY"), "INTEGRAL",
/// ("NO" | "YES"))) (K.3.4).
fn web_other_features(i: Tokens<'_>) -> PResult<'_, WebOther> {
    let span = i.peek().span;
    let (i, _) = keyword("URN").parse(i)?;
    i.state().require_www("URN", span);
    let (i, urn) = yes_no(i)?;
    let (i, _) = keyword("KEEPRSRE").parse(i)?;
    let (i, keeprsre) = yes_no(i)?;
    let (i, _) = keyword("VALIDITY").parse(i)?;
    let (i, validity) = alt((
        value(Validity::NoAssert, keyword("NOASSERT")),
        value(Validity::Type, keyword("TYPE")),
    ))
    .parse(i)?;
    let (i, _) = keyword("ENTITIES").parse(i)?;
    let (i, entities) = alt((value(EntitiesFeature::NoAssert, keyword("NOASSERT")), entity_references)).parse(i)?;
    Ok((
        i,
        WebOther {
            urn,
            keeprsre,
            validity,
            entities,
        },
    ))
}

/// `"REF", ("NONE" | "INTERNAL" | "ANY"), "INTEGRAL", ("NO" | "YES")` of Annex K's
/// ENTITIES feature (K.3.4).
fn entity_references(i: Tokens<'_>) -> PResult<'_, EntitiesFeature> {
    let (i, _) = keyword("REF").parse(i)?;
    let (i, reference) = nom::combinator::cut(alt((
        value(EntityRef::None, keyword("NONE")),
        value(EntityRef::Internal, keyword("INTERNAL")),
        value(EntityRef::Any, keyword("ANY")),
    )))
    .parse(i)?;
    let (i, _) = keyword("INTEGRAL").parse(i)?;
    let (i, integral) = yes_no(i)?;
    Ok((i, EntitiesFeature::Ref { reference, integral }))
}

/// `("NO" | ("YES", ps+, number))` of SIMPLE, EXPLICIT, CONCUR and SUBDOC ([197], [198]);
/// a number 0 is reported.
fn numbered_feature<'a>(name: &'static str, i: Tokens<'a>) -> PResult<'a, Option<u32>> {
    let (i, yes) = yes_no(i)?;
    if !yes {
        return Ok((i, None));
    }
    let (i, (n, span)) = number(i)?;
    if n == 0 {
        i.state().diag(DeclDiagnostic::FeatureNumberZero(name), span);
    }
    Ok((i, Some(n)))
}

/// [199] application-specific information = "APPINFO", ps+, ("NONE" | minimum literal)
pub(super) fn application_specific_information(i: Tokens<'_>) -> PResult<'_, Option<String>> {
    let (i, _) = keyword("APPINFO").parse(i)?;
    if i.at_keyword("NONE") {
        return Ok((i.advance(), None));
    }
    minimum_literal_parameter.map(|(text, _)| Some(text)).parse(i)
}

/// Annex K's see also requirements: "SEEALSO", ps+, ("NONE" | (minimum literal,
/// (ps+, minimum literal)*)); `None` when absent.
pub(super) fn see_also_requirements<'a>(i: Tokens<'a>) -> PResult<'a, Option<Vec<String>>> {
    if !i.at_keyword("SEEALSO") {
        return Ok((i, None));
    }
    let span = i.peek().span;
    let i = i.advance();
    i.state().require_www("SEEALSO", span);
    if i.at_keyword("NONE") {
        return Ok((i.advance(), Some(Vec::new())));
    }
    let (i, (first, _)) = minimum_literal_parameter(i)?;
    let mut list = vec![first];
    let (i, more) = many0(|i: Tokens<'a>| {
        if at_literal(&i) {
            minimum_literal_parameter.map(|(text, _)| text).parse(i)
        } else {
            Err(i.expected(super::tokens::What::Described("a minimum literal")))
        }
    })
    .parse(i)?;
    list.extend(more);
    Ok((i, Some(list)))
}
