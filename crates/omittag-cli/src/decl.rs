//! `omittag decl FILE`: read an SGML declaration and print a readable summary of it, or
//! its diagnostics.

use std::fmt::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use omittag::decl::{
    CapacityForm, CharClass, DescTarget, EntitiesFeature, Features, FunctionChar, ImplyElement, NetEnable, Quantities,
    Scope, SgmlDeclaration, ShortTagForm, Validity,
};

use crate::catalog::Catalogs;
use crate::report::{decode, format_diagnostics};

// (Not a doc comment: clap would take it for the subcommand's help, over the one in main.rs.)
// Arguments of `omittag decl`.
#[derive(clap::Args, Debug)]
pub(crate) struct Args {
    /// The file holding the SGML declaration (`<!SGML ...>`).
    file: PathBuf,
    /// A catalog for public identifiers the declaration names (a public concrete
    /// syntax or capacity set); may be repeated. `SGML_CATALOG_FILES` and a `catalog` file beside the
    /// declaration are read too.
    #[arg(short = 'c', long, value_name = "CATALOG")]
    catalog: Vec<PathBuf>,
    #[command(flatten)]
    access: crate::files::FileArgs,
}

/// Run `omittag decl`: the summary on standard output (also of a declaration with
/// errors, whose wrong parts have their defaults), diagnostics on standard error; exit
/// status 1 when there is an error, 2 when the file cannot be read.
pub(crate) fn run(args: &Args) -> ExitCode {
    let name = args.file.display().to_string();
    let bytes =
        match omittag::dtd::catalog::read_regular_file(&args.file, omittag::dtd::catalog::FileStorage::MAX_BYTES) {
            Ok(bytes) => bytes,
            Err(e) => {
                eprintln!("omittag: cannot read {name}: {e}");
                return ExitCode::from(2);
            }
        };
    let text = decode(bytes);
    let mut catalogs = Catalogs::default();
    let mut given = args.catalog.clone();
    for path in &args.catalog {
        catalogs.load(path, true, None);
    }
    if let Some(files) = std::env::var_os("SGML_CATALOG_FILES") {
        for path in std::env::split_paths(&files).filter(|p| !p.as_os_str().is_empty()) {
            catalogs.load(&path, false, None);
            given.push(path);
        }
    }
    // The catalog beside the declaration came with it: it may name files of the
    // declaration's directory tree and of the catalogs given (or what the options allow).
    let access = args
        .access
        .access()
        .for_document(Some(&args.file), given.iter().map(PathBuf::as_path));
    let beside = args.file.parent().unwrap_or(std::path::Path::new(".")).join("catalog");
    catalogs.load(&beside, false, Some(&access));
    for problem in &catalogs.problems {
        eprintln!("omittag:E: {problem}");
    }
    let resolve = |id: &str| catalogs.resolve(id);
    let options = omittag::decl::ParseOptions::resolving(&resolve);
    let parsed = omittag::decl::parse_with(&text, options);
    eprint!("{}", format_diagnostics(&name, &text, &parsed.diagnostics));
    // The rest of the declaration is summarized even when part of it is wrong (that
    // part then has its default); a closed pipe is not an error of ours.
    let _ = std::io::Write::write_all(&mut std::io::stdout().lock(), summary(&parsed.declaration).as_bytes());
    // A catalog given that cannot be read is an error too, as onsgmls reports it.
    if parsed.is_valid() && catalogs.problems.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn yes_no(on: bool) -> &'static str {
    if on { "YES" } else { "NO" }
}

fn code_point(u: u32) -> String {
    format!("U+{u:04X}")
}

/// A character for people: printable ASCII as itself, else its code point.
fn show_char(c: char) -> String {
    match c {
        ' ' => "SPACE".into(),
        '!'..='~' => c.to_string(),
        _ => code_point(c as u32),
    }
}

/// A delimiter string for people: quoted, with control characters by name.
fn show_delimiter(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '\t' => out.push_str("&#TAB;"),
            '\r' => out.push_str("&#RE;"),
            '\n' => out.push_str("&#RS;"),
            '"' => out.push_str("&#34;"),
            c if c.is_control() => out.push_str(&format!("&#{};", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn show_function(f: FunctionChar) -> String {
    match f.char {
        Some(c) => format!("{} ({})", f.number, code_point(c as u32)),
        None => format!("{} (not in the document character set)", f.number),
    }
}

/// Code point ranges `(first, last)` listed compactly, cut after `max` ranges.
fn show_ranges(ranges: &[(u32, u32)], max: usize) -> String {
    let mut parts: Vec<String> = ranges
        .iter()
        .take(max)
        .map(|&(a, b)| {
            let show = |u: u32| char::from_u32(u).map_or_else(|| code_point(u), show_char);
            if b - a < 3 {
                (a..=b).map(show).collect::<Vec<_>>().join(" ")
            } else {
                format!("{}-{}", show(a), show(b))
            }
        })
        .collect();
    if ranges.len() > max {
        parts.push(format!("... ({} ranges in all)", ranges.len()));
    }
    parts.join(" ")
}

/// The code point ranges whose class contains `class`, among the SGML characters beyond
/// ASCII letters and digits.
fn class_ranges(decl: &SgmlDeclaration, class: CharClass) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = Vec::new();
    let mut add = |c: u32| match out.last_mut() {
        Some(last) if last.1 + 1 == c => last.1 = c,
        _ => out.push((c, c)),
    };
    let mut ranges: Vec<(u32, u32)> = decl.document_charset.unicode_ranges().collect();
    ranges.sort_unstable();
    for (a, b) in ranges {
        for c in a..=b {
            if char::from_u32(c).is_some_and(|ch| ch.is_ascii_alphanumeric()) {
                continue;
            }
            if decl.char_classes.class_of(c).contains(class) {
                add(c);
            }
        }
    }
    out
}

/// The readable summary of a declaration.
pub(crate) fn summary(decl: &SgmlDeclaration) -> String {
    let mut out = String::new();
    let o = &mut out;
    let reference = SgmlDeclaration::reference();
    let _ = writeln!(o, "SGML declaration \"{}\"", decl.version.literal());

    let _ = writeln!(o, "\nDocument character set:");
    for base in &decl.charset.base_sets {
        let _ = writeln!(o, "  base set \"{}\"", base.public_id);
        for d in &base.descriptions {
            let Some(last) = d.last() else { continue };
            let range = if d.count == 1 {
                d.described.to_string()
            } else {
                format!("{}-{last}", d.described)
            };
            let what = match &d.target {
                DescTarget::Unused => "non-SGML (UNUSED)".to_string(),
                DescTarget::Literal(s) => format!("described as \"{s}\""),
                DescTarget::Base(n) => {
                    let first = decl.document_charset.to_unicode(d.described);
                    let last_u = decl.document_charset.to_unicode(last);
                    let base = if *n == d.described {
                        String::new()
                    } else if d.count == 1 {
                        format!(" (base {n})")
                    } else {
                        format!(" (base {n}-{})", u64::from(*n) + u64::from(d.count) - 1)
                    };
                    match (first, last_u) {
                        (Some(a), Some(b)) if a == b => format!("{}{base}", code_point(a)),
                        (Some(a), Some(b)) if b > a && u64::from(b - a) == u64::from(last - d.described) => {
                            format!("{}-{}{base}", code_point(a), code_point(b))
                        }
                        (Some(a), Some(b)) => {
                            format!("{}...{}, not in Unicode order{base}", code_point(a), code_point(b))
                        }
                        _ => format!("partly without Unicode code points{base}"),
                    }
                }
            };
            let _ = writeln!(o, "    {range:<16} {what}");
        }
    }
    let _ = writeln!(o, "  everything not described above is non-SGML");

    let _ = write!(o, "\nCapacity: ");
    match &decl.capacity.form {
        CapacityForm::Public(id) => {
            let _ = write!(o, "PUBLIC \"{id}\"");
        }
        CapacityForm::None => {
            let _ = write!(o, "NONE (not limited)");
        }
        CapacityForm::SgmlRef => {
            let changed: Vec<String> = decl
                .capacity
                .values
                .iter()
                .zip(reference.capacity.values.iter())
                .filter(|(a, b)| a.1 != b.1)
                .map(|((name, v), _)| format!("{name} {v}"))
                .collect();
            let _ = write!(o, "SGMLREF");
            if !changed.is_empty() {
                let _ = write!(o, ", changed: {}", changed.join(", "));
            }
        }
    }
    let scope = match decl.scope {
        Scope::Document => "DOCUMENT",
        Scope::Instance => "INSTANCE",
    };
    let _ = writeln!(o, "\nScope: {scope}");

    let s = &decl.syntax;
    let _ = writeln!(o, "\nConcrete syntax:");
    if let Some(public) = &s.public {
        let _ = writeln!(o, "  public \"{}\"", public.public_id);
        for (from, to) in &public.switches {
            let _ = writeln!(o, "  switch {from} -> {to}");
        }
    }
    let shunned = if s.shunchar.is_none() {
        "NONE".to_string()
    } else {
        let mut parts = Vec::new();
        if s.shunchar.controls {
            parts.push("CONTROLS".to_string());
        }
        if !s.shunchar.numbers.is_empty() {
            let mut numbers = s.shunchar.numbers.clone();
            numbers.sort_unstable();
            let ranges = to_ranges(&numbers);
            parts.push(
                ranges
                    .iter()
                    .map(|&(a, b)| if a == b { a.to_string() } else { format!("{a}-{b}") })
                    .collect::<Vec<_>>()
                    .join(" "),
            );
        }
        parts.join(" ")
    };
    let _ = writeln!(o, "  shunned characters: {shunned}");
    let f = &s.functions;
    let _ = writeln!(
        o,
        "  functions: RE {}, RS {}, SPACE {}",
        show_function(f.re),
        show_function(f.rs),
        show_function(f.space)
    );
    for added in &f.added {
        let _ = writeln!(
            o,
            "             {} {} {}",
            added.name,
            added.class.keyword(),
            show_function(added.char)
        );
    }
    let starts = class_ranges(decl, CharClass::NAME_START);
    let chars: Vec<(u32, u32)> = class_ranges(decl, CharClass::NAME_CHAR)
        .into_iter()
        .flat_map(|(a, b)| {
            // Name characters that are not name start characters.
            let mut pieces = Vec::new();
            let mut start = None;
            for c in a..=b {
                if decl.char_classes.class_of(c).contains(CharClass::NAME_START) {
                    if let Some(s) = start.take() {
                        pieces.push((s, c - 1));
                    }
                } else if start.is_none() {
                    start = Some(c);
                }
            }
            if let Some(s) = start {
                pieces.push((s, b));
            }
            pieces
        })
        .collect();
    let _ = writeln!(
        o,
        "  name start characters: letters{}",
        if starts.is_empty() {
            String::new()
        } else {
            format!(" and {}", show_ranges(&starts, 16))
        }
    );
    let _ = writeln!(
        o,
        "  name characters: name start characters, digits{}",
        if chars.is_empty() {
            String::new()
        } else {
            format!(" and {}", show_ranges(&chars, 16))
        }
    );
    let pairs = decl.char_classes.upper_pairs();
    if !pairs.is_empty() {
        let _ = writeln!(o, "  upper-case pairs beyond ASCII: {}", pairs.len());
    }
    let _ = writeln!(
        o,
        "  NAMECASE GENERAL {} ENTITY {}",
        yes_no(s.naming.namecase.general),
        yes_no(s.naming.namecase.entity)
    );
    let changed: Vec<String> = s
        .delimiters
        .general()
        .filter(|(role, value)| *value != reference.delimiter(*role))
        .map(|(role, value)| format!("{role} {}", show_delimiter(value)))
        .collect();
    let _ = writeln!(
        o,
        "  general delimiters: {}",
        if changed.is_empty() {
            "as in the reference syntax".to_string()
        } else {
            format!("as in the reference syntax, except {}", changed.join(", "))
        }
    );
    let shortrefs = &s.delimiters.shortref;
    let _ = writeln!(
        o,
        "  short references: {}{}",
        if s.shortref_sgmlref {
            "the reference set"
        } else {
            "none of the reference set"
        },
        if s.added_shortrefs.is_empty() {
            String::new()
        } else {
            format!(
                ", plus {}",
                shortrefs[shortrefs.len() - s.added_shortrefs.len()..]
                    .iter()
                    .map(|d| show_delimiter(d))
                    .collect::<Vec<_>>()
                    .join(" ")
            )
        }
    );
    let substitutions = s.reserved_names.substitutions();
    let _ = writeln!(
        o,
        "  reserved names: {}",
        if substitutions.is_empty() {
            "as in the reference syntax".to_string()
        } else {
            substitutions
                .iter()
                .map(|(r, n)| format!("{r} is {n}"))
                .collect::<Vec<_>>()
                .join(", ")
        }
    );
    if !s.entities.is_empty() {
        let list: Vec<String> = s
            .entities
            .iter()
            .map(|e| {
                format!(
                    "{} {}",
                    e.name,
                    e.char.map_or_else(|| e.number.to_string(), |c| code_point(c as u32))
                )
            })
            .collect();
        let _ = writeln!(o, "  predefined entities: {}", list.join(", "));
    }

    let _ = writeln!(o, "\nQuantities:");
    for ((name, value), (_, reference_value)) in s.quantities.iter().zip(Quantities::REFERENCE.iter()) {
        let shown = if value == Quantities::UNLIMITED {
            "unlimited".to_string()
        } else {
            value.to_string()
        };
        if value == reference_value {
            let _ = writeln!(o, "  {name:<9} {shown}");
        } else {
            let _ = writeln!(o, "  {name:<9} {shown:<10} (reference {reference_value})");
        }
    }

    let _ = writeln!(o, "\nFeatures:");
    features(o, &decl.features);
    let _ = writeln!(
        o,
        "\nAPPINFO {}",
        decl.appinfo
            .as_deref()
            .map_or("NONE".to_string(), |a| format!("\"{a}\""))
    );
    if let Some(list) = &decl.see_also {
        let _ = writeln!(
            o,
            "SEEALSO {}",
            if list.is_empty() {
                "NONE".to_string()
            } else {
                list.iter().map(|s| format!("\"{s}\"")).collect::<Vec<_>>().join(" ")
            }
        );
    }
    out
}

fn features(o: &mut String, f: &Features) {
    let st = &f.shorttag;
    let shorttag = match st.form {
        ShortTagForm::YesNo(on) => yes_no(on).to_string(),
        ShortTagForm::Detailed => {
            let net = match st.start_netenabl {
                NetEnable::No => "NO",
                NetEnable::Immednet => "IMMEDNET",
                NetEnable::All => "ALL",
            };
            format!(
                "STARTTAG EMPTY {} UNCLOSED {} NETENABL {net}, ENDTAG EMPTY {} UNCLOSED {}, ATTRIB DEFAULT {} OMITNAME {} VALUE {}",
                yes_no(st.start_empty),
                yes_no(st.start_unclosed),
                yes_no(st.end_empty),
                yes_no(st.end_unclosed),
                yes_no(st.attrib_default),
                yes_no(st.attrib_omitname),
                yes_no(st.attrib_value)
            )
        }
    };
    let _ = writeln!(
        o,
        "  MINIMIZE DATATAG {} OMITTAG {} RANK {} SHORTTAG {shorttag}",
        yes_no(f.datatag),
        yes_no(f.omittag),
        yes_no(f.rank)
    );
    if let Some(w) = &f.web_minimize {
        let element = match w.implydef.element {
            ImplyElement::No => "NO",
            ImplyElement::Yes => "YES",
            ImplyElement::AnyOther => "ANYOTHER",
        };
        let _ = writeln!(
            o,
            "  EMPTYNRM {} IMPLYDEF ATTLIST {} DOCTYPE {} ELEMENT {element} ENTITY {} NOTATION {}",
            yes_no(w.emptynrm),
            yes_no(w.implydef.attlist),
            yes_no(w.implydef.doctype),
            yes_no(w.implydef.entity),
            yes_no(w.implydef.notation)
        );
    }
    let numbered = |v: Option<u32>| v.map_or("NO".to_string(), |n| format!("YES {n}"));
    let _ = writeln!(
        o,
        "  LINK SIMPLE {} IMPLICIT {} EXPLICIT {}",
        numbered(f.link_simple),
        yes_no(f.link_implicit),
        numbered(f.link_explicit)
    );
    let _ = writeln!(
        o,
        "  OTHER CONCUR {} SUBDOC {} FORMAL {}",
        numbered(f.concur),
        numbered(f.subdoc),
        yes_no(f.formal)
    );
    if let Some(w) = &f.web_other {
        let validity = match w.validity {
            Validity::NoAssert => "NOASSERT",
            Validity::Type => "TYPE",
        };
        let entities = match w.entities {
            EntitiesFeature::NoAssert => "NOASSERT".to_string(),
            EntitiesFeature::Ref { reference, integral } => {
                format!("REF {reference:?} INTEGRAL {}", yes_no(integral)).to_uppercase()
            }
        };
        let _ = writeln!(
            o,
            "  URN {} KEEPRSRE {} VALIDITY {validity} ENTITIES {entities}",
            yes_no(w.urn),
            yes_no(w.keeprsre)
        );
    }
}

fn to_ranges(sorted: &[u32]) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = Vec::new();
    for &n in sorted {
        match out.last_mut() {
            Some(last) if last.1.checked_add(1) == Some(n) => last.1 = n,
            Some(last) if last.1 == n => {}
            _ => out.push((n, n)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summary_names_changed_delimiters_and_quantities() {
        let text = include_str!("../../../sgml-decl/html-4.01.decl");
        let parsed = omittag::decl::parse(text);
        let s = summary(&parsed.declaration);
        assert!(s.contains("except HCRO \"&#X\""), "{s}");
        assert!(s.contains("ATTCNT    60         (reference 40)"), "{s}");
        assert!(s.contains("55296-57343      non-SGML (UNUSED)"), "{s}");
    }

    #[test]
    fn summary_of_a_set_out_of_unicode_order() {
        let text = r#"<!SGML "ISO 8879:1986"
CHARSET BASESET "ISO 646:1983//CHARSET IRV//ESC 2/5 4/0"
  DESCSET 0 9 UNUSED 9 2 9 11 2 UNUSED 13 1 13 14 18 UNUSED 32 95 32 127 129 UNUSED
  BASESET "ISO Registration Number 87//CHARSET JIS X 0208-1990//ESC 2/6 4/0 ESC 2/4 4/2"
  DESCSET 256 94 8481 350 1 UNUSED 351 94 12321
CAPACITY PUBLIC "ISO 8879:1986//CAPACITY Reference//EN" SCOPE DOCUMENT
SYNTAX PUBLIC "ISO 8879:1986//SYNTAX Reference//EN"
FEATURES MINIMIZE DATATAG NO OMITTAG YES RANK NO SHORTTAG YES
  LINK SIMPLE NO IMPLICIT NO EXPLICIT NO OTHER CONCUR NO SUBDOC NO FORMAL YES
APPINFO NONE>"#;
        let parsed = omittag::decl::parse(text);
        assert!(parsed.diagnostics.is_empty(), "{:?}", parsed.diagnostics);
        let s = summary(&parsed.declaration);
        assert!(
            s.contains("256-349          U+3000...U+25C7, not in Unicode order (base 8481-8574)"),
            "{s}"
        );
        assert!(
            s.contains("351-444          U+4E9C...U+852D, not in Unicode order (base 12321-12414)"),
            "{s}"
        );
    }

    #[test]
    fn ranges_are_merged() {
        assert_eq!(to_ranges(&[1, 2, 3, 5, 5, 7]), vec![(1, 3), (5, 5), (7, 7)]);
    }
}
