//! Writing a declaration back as SGML declaration text that reads back to the same model
//! (`parse(&decl.to_string()).declaration == decl`).

use std::fmt::{self, Display, Formatter, Write};

use crate::charset::{CharsetDescription, DescTarget, DocumentCharset};
use crate::declaration::{CapacityForm, Scope, SgmlDeclaration};
use crate::features::{EntitiesFeature, EntityRef, ImplyElement, NetEnable, ShortTagForm, Validity};
use crate::quantity::{Capacities, Quantities};
use crate::syntax::{ConcreteSyntax, NamingItem};

/// A minimum literal, quoted with `"` unless it contains one.
fn minimum_literal(f: &mut Formatter<'_>, text: &str) -> fmt::Result {
    let quote = if text.contains('"') { '\'' } else { '"' };
    write!(f, "{quote}{text}{quote}")
}

/// A parameter literal of syntax character numbers: printable ASCII as itself, anything
/// else (and the quote, `&` and `%`) as a numeric character reference.
fn parameter_literal(f: &mut Formatter<'_>, chars: &[u32]) -> fmt::Result {
    f.write_char('"')?;
    for &n in chars {
        match char::from_u32(n) {
            Some(c) if (' '..='~').contains(&c) && !matches!(c, '"' | '&' | '%') => f.write_char(c)?,
            _ => write!(f, "&#{n};")?,
        }
    }
    f.write_char('"')
}

/// Whether `name` can be written as a name token of the reference concrete syntax.
fn is_reference_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
}

/// A name as a name token when it is one (names read as tokens are upper-cased), else
/// as a parameter literal of the syntax character numbers its characters have.
fn name_or_literal(f: &mut Formatter<'_>, name: &str, syn: &DocumentCharset) -> fmt::Result {
    if is_reference_name(name) && name == name.to_ascii_uppercase() {
        f.write_str(name)
    } else {
        let chars: Vec<u32> = name
            .chars()
            .map(|c| syn.from_unicode(c as u32).unwrap_or(c as u32))
            .collect();
        parameter_literal(f, &chars)
    }
}

fn yes_no(on: bool) -> &'static str {
    if on { "YES" } else { "NO" }
}

fn numbered(f: &mut Formatter<'_>, keyword: &str, value: Option<u32>) -> fmt::Result {
    match value {
        Some(n) => write!(f, " {keyword} YES {n}"),
        None => write!(f, " {keyword} NO"),
    }
}

fn charset(f: &mut Formatter<'_>, description: &CharsetDescription, indent: &str) -> fmt::Result {
    for base in &description.base_sets {
        write!(f, "{indent}BASESET ")?;
        minimum_literal(f, &base.public_id)?;
        write!(f, "\n{indent}DESCSET")?;
        for d in &base.descriptions {
            write!(f, "\n{indent}  {} {} ", d.described, d.count)?;
            match &d.target {
                DescTarget::Base(n) => write!(f, "{n}")?,
                DescTarget::Unused => f.write_str("UNUSED")?,
                DescTarget::Literal(s) => minimum_literal(f, s)?,
            }
        }
        f.write_char('\n')?;
    }
    Ok(())
}

fn naming_items(f: &mut Formatter<'_>, keyword: &str, items: &[NamingItem]) -> fmt::Result {
    write!(f, "    {keyword}")?;
    for item in items {
        f.write_char(' ')?;
        match item {
            NamingItem::Literal(chars) => parameter_literal(f, chars)?,
            NamingItem::Number(n) => write!(f, "{n}")?,
            NamingItem::Range(a, b) => write!(f, "{a}-{b}")?,
        }
    }
    f.write_char('\n')
}

fn syntax(f: &mut Formatter<'_>, s: &ConcreteSyntax) -> fmt::Result {
    if let Some(public) = &s.public {
        f.write_str("SYNTAX PUBLIC ")?;
        minimum_literal(f, &public.public_id)?;
        if !public.switches.is_empty() {
            f.write_str(" SWITCHES")?;
            for (from, to) in &public.switches {
                write!(f, " {from} {to}")?;
            }
        }
        return f.write_char('\n');
    }
    f.write_str("SYNTAX\n  SHUNCHAR")?;
    if s.shunchar.is_none() {
        f.write_str(" NONE")?;
    } else if s.shunchar.controls {
        f.write_str(" CONTROLS")?;
    }
    for n in &s.shunchar.numbers {
        write!(f, " {n}")?;
    }
    f.write_char('\n')?;
    charset(f, &s.charset, "  ")?;
    let syn = DocumentCharset::from_description(&s.charset);
    let fun = &s.functions;
    write!(
        f,
        "  FUNCTION RE {} RS {} SPACE {}",
        fun.re.number, fun.rs.number, fun.space.number
    )?;
    for added in &fun.added {
        f.write_char(' ')?;
        name_or_literal(f, &added.name, &syn)?;
        write!(f, " {} {}", added.class.keyword(), added.char.number)?;
    }
    f.write_str("\n  NAMING\n")?;
    let n = &s.naming;
    naming_items(f, "LCNMSTRT", &n.lcnmstrt)?;
    naming_items(f, "UCNMSTRT", &n.ucnmstrt)?;
    if !n.namestrt.is_empty() {
        naming_items(f, "NAMESTRT", &n.namestrt)?;
    }
    naming_items(f, "LCNMCHAR", &n.lcnmchar)?;
    naming_items(f, "UCNMCHAR", &n.ucnmchar)?;
    if !n.namechar.is_empty() {
        naming_items(f, "NAMECHAR", &n.namechar)?;
    }
    writeln!(
        f,
        "    NAMECASE GENERAL {} ENTITY {}",
        yes_no(n.namecase.general),
        yes_no(n.namecase.entity)
    )?;
    f.write_str("  DELIM GENERAL SGMLREF")?;
    for (role, chars) in &s.changed_delimiters {
        write!(f, " {role} ")?;
        parameter_literal(f, chars)?;
    }
    write!(
        f,
        "\n    SHORTREF {}",
        if s.shortref_sgmlref { "SGMLREF" } else { "NONE" }
    )?;
    for chars in &s.added_shortrefs {
        f.write_char(' ')?;
        parameter_literal(f, chars)?;
    }
    f.write_str("\n  NAMES SGMLREF")?;
    for (reference, substitute) in s.reserved_names.substitutions() {
        write!(f, " {reference} ")?;
        name_or_literal(f, substitute, &syn)?;
    }
    f.write_str("\n  QUANTITY")?;
    if s.quantities == Quantities::NONE {
        f.write_str(" NONE")?;
    } else {
        f.write_str(" SGMLREF")?;
        for ((name, value), (_, reference)) in s.quantities.iter().zip(Quantities::REFERENCE.iter()) {
            if value != reference {
                write!(f, " {name} {value}")?;
            }
        }
    }
    f.write_char('\n')?;
    if !s.entities.is_empty() {
        f.write_str("  ENTITIES")?;
        for e in &s.entities {
            f.write_char(' ')?;
            let chars: Vec<u32> = e.name.chars().map(|c| c as u32).collect();
            parameter_literal(f, &chars)?;
            write!(f, " {}", e.number)?;
        }
        f.write_char('\n')?;
    }
    Ok(())
}

impl Display for SgmlDeclaration {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str("<!SGML ")?;
        minimum_literal(f, self.version.literal())?;
        f.write_str("\nCHARSET\n")?;
        charset(f, &self.charset, "  ")?;
        f.write_str("CAPACITY")?;
        match &self.capacity.form {
            CapacityForm::Public(id) => {
                f.write_str(" PUBLIC ")?;
                minimum_literal(f, id)?;
            }
            CapacityForm::None => f.write_str(" NONE")?,
            CapacityForm::SgmlRef => {
                f.write_str(" SGMLREF")?;
                let mut any = false;
                for ((name, value), (_, reference)) in self.capacity.values.iter().zip(Capacities::REFERENCE.iter()) {
                    if value != reference {
                        write!(f, " {name} {value}")?;
                        any = true;
                    }
                }
                if !any {
                    write!(f, " TOTALCAP {}", self.capacity.values.totalcap)?;
                }
            }
        }
        let scope = match self.scope {
            Scope::Document => "DOCUMENT",
            Scope::Instance => "INSTANCE",
        };
        writeln!(f, "\nSCOPE {scope}")?;
        syntax(f, &self.syntax)?;
        let ft = &self.features;
        write!(
            f,
            "FEATURES\n  MINIMIZE DATATAG {} OMITTAG {} RANK {} SHORTTAG",
            yes_no(ft.datatag),
            yes_no(ft.omittag),
            yes_no(ft.rank)
        )?;
        let st = &ft.shorttag;
        match st.form {
            ShortTagForm::YesNo(on) => write!(f, " {}", yes_no(on))?,
            ShortTagForm::Detailed => {
                let net = match st.start_netenabl {
                    NetEnable::No => "NO",
                    NetEnable::Immednet => "IMMEDNET",
                    NetEnable::All => "ALL",
                };
                write!(
                    f,
                    "\n    STARTTAG EMPTY {} UNCLOSED {} NETENABL {net}\n    ENDTAG EMPTY {} UNCLOSED {}\n    ATTRIB DEFAULT {} OMITNAME {} VALUE {}",
                    yes_no(st.start_empty),
                    yes_no(st.start_unclosed),
                    yes_no(st.end_empty),
                    yes_no(st.end_unclosed),
                    yes_no(st.attrib_default),
                    yes_no(st.attrib_omitname),
                    yes_no(st.attrib_value)
                )?;
            }
        }
        if let Some(w) = &ft.web_minimize {
            let element = match w.implydef.element {
                ImplyElement::No => "NO",
                ImplyElement::Yes => "YES",
                ImplyElement::AnyOther => "ANYOTHER",
            };
            write!(
                f,
                "\n    EMPTYNRM {} IMPLYDEF ATTLIST {} DOCTYPE {} ELEMENT {element} ENTITY {} NOTATION {}",
                yes_no(w.emptynrm),
                yes_no(w.implydef.attlist),
                yes_no(w.implydef.doctype),
                yes_no(w.implydef.entity),
                yes_no(w.implydef.notation)
            )?;
        }
        f.write_str("\n  LINK")?;
        numbered(f, "SIMPLE", ft.link_simple)?;
        write!(f, " IMPLICIT {}", yes_no(ft.link_implicit))?;
        numbered(f, "EXPLICIT", ft.link_explicit)?;
        f.write_str("\n  OTHER")?;
        numbered(f, "CONCUR", ft.concur)?;
        numbered(f, "SUBDOC", ft.subdoc)?;
        write!(f, " FORMAL {}", yes_no(ft.formal))?;
        if let Some(w) = &ft.web_other {
            let validity = match w.validity {
                Validity::NoAssert => "NOASSERT",
                Validity::Type => "TYPE",
            };
            write!(
                f,
                "\n    URN {} KEEPRSRE {} VALIDITY {validity} ENTITIES",
                yes_no(w.urn),
                yes_no(w.keeprsre)
            )?;
            match w.entities {
                EntitiesFeature::NoAssert => f.write_str(" NOASSERT")?,
                EntitiesFeature::Ref { reference, integral } => {
                    let r = match reference {
                        EntityRef::None => "NONE",
                        EntityRef::Internal => "INTERNAL",
                        EntityRef::Any => "ANY",
                    };
                    write!(f, " REF {r} INTEGRAL {}", yes_no(integral))?;
                }
            }
        }
        f.write_str("\nAPPINFO ")?;
        match &self.appinfo {
            Some(text) => minimum_literal(f, text)?,
            None => f.write_str("NONE")?,
        }
        if let Some(list) = &self.see_also {
            f.write_str("\nSEEALSO")?;
            if list.is_empty() {
                f.write_str(" NONE")?;
            }
            for item in list {
                f.write_char(' ')?;
                minimum_literal(f, item)?;
            }
        }
        f.write_str(">\n")
    }
}
