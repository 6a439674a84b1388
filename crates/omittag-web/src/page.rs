//! The HTML pages: the form, the result of a check, and a refusal. Plain HTML with a
//! style sheet of its own and no script: landmarks (`header`, `main`, `nav`, `footer`),
//! a label for every field, text in high contrast, one column that fits a phone.

use std::collections::HashSet;

use maud::{DOCTYPE, Markup, PreEscaped, html};
use omittag::Message;
use omittag::source::Severity;

use crate::checking::{Checked, OutlineEntry};
use crate::refusal::Refusal;

/// The style sheet: dark text on white (contrast above 7:1 for the text, above 4.5:1
/// for the colored labels), a readable measure, code that scrolls sideways on a phone.
const STYLE: &str = "
body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff;margin:0}
header,main,footer{max-width:60rem;margin:0 auto;padding:0 1rem}
header{border-bottom:1px solid #767676}
a{color:#0645ad}a:focus,input:focus,select:focus,textarea:focus,button:focus{outline:3px solid #1a1a1a;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff}
fieldset{border:1px solid #767676;margin:1rem 0;min-width:0}label{display:block;margin-top:.5rem}
textarea{width:100%;box-sizing:border-box;font:14px/1.4 monospace}
input,select{max-width:100%;box-sizing:border-box;font-size:1rem}
button{font-size:1rem;padding:.4rem 1.2rem;margin:1rem 0}
pre{overflow-x:auto;background:#f4f4f4;padding:.5rem;font-size:14px}
.verdict{font-size:1.2rem;font-weight:bold;padding:.5rem;border-left:6px solid}
.valid{border-color:#1e6b2e;color:#1e6b2e}.invalid{border-color:#a40000;color:#a40000}
.sev{font-weight:bold;text-transform:uppercase;font-size:.85rem}
.error .sev{color:#a40000}.warning .sev{color:#6b4e00}.note .sev{color:#3d3d3d}
ol.messages>li{margin:1rem 0;padding-bottom:.5rem;border-bottom:1px solid #ddd}
code.class{font-size:.85rem;color:#3d3d3d}
.implied{font-style:italic;color:#545454}
ol.source{font:13px/1.4 monospace;padding-left:5em;overflow-x:auto}
ol.source li{white-space:pre}ol.source li:target{background:#fff3b0}
ul.outline{list-style:none;padding-left:0;font:14px/1.4 monospace}
";

/// A page with the common frame: `title`, then `body` in `main`.
fn frame(title: &str, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) " – omittag" }
                style { (PreEscaped(STYLE)) }
            }
            body {
                a.skip href="#main" { "Skip to the content" }
                header {
                    p { a href="/" { "omittag" } ": the markup validator for HTML 2.0 to 4.01, XHTML 1.0 and SGML" }
                }
                main id="main" { (body) }
                footer {
                    p { "Checked as ISO 8879 SGML against the bundled DTDs; no file is read and no URL fetched. "
                        a href="/health" { "Health" } ", " a href="/metrics" { "metrics" } "." }
                }
            }
        }
    }
}

/// The form: a file to upload or text to paste, and the options; and, when the server
/// `fetches`, the address of a document on the web.
pub(crate) fn form(fetches: bool) -> Markup {
    frame(
        "Validate a document",
        html! {
            h1 { "Validate a document" }
            @if fetches {
                form method="get" action="/" {
                    fieldset {
                        legend { "A document on the web" }
                        label for="doc" { "Its address (http or https)" }
                        input id="doc" type="url" name="doc" size="50" placeholder="https://";
                    }
                    button type="submit" { "Validate the address" }
                }
            }
            form method="post" action="/" enctype="multipart/form-data" {
                (form_fields())
                button type="submit" { "Validate" }
            }
            nav aria-label="For programs" {
                h2 { "For programs" }
                p { code { "POST /?out=json" } " with the document as the body answers the Nu HTML Checker's JSON ("
                    code { "out=gnu" } ", " code { "out=text" } " and " code { "out=xml" } " its other formats"
                    @if fetches { "; " code { "GET /?doc=URL&out=json" } " checks the document at URL" }
                    "); "
                    code { "POST /api/validate" } " answers omittag's own report (as " code { "omittag validate --format json" } ")." }
            }
        },
    )
}

/// The form's fields: the document (a file or pasted text) and the options.
fn form_fields() -> Markup {
    html! {
        fieldset {
            legend { "The document" }
            label for="file" { "Upload a file" }
            input id="file" type="file" name="file" accept=".html,.htm,.sgml,.xhtml,text/html";
            label for="content" { "or paste its text" }
            textarea id="content" name="content" rows="12" {}
        }
        fieldset {
            legend { "Options" }
            label for="doctype" { "DOCTYPE (a public identifier to validate against instead of the document's)" }
            input id="doctype" type="text" name="doctype" list="doctypes" size="50";
            datalist id="doctypes" {
                @for id in DOCTYPES { option value=(id) {} }
            }
            label for="charset" { "Encoding (a charset label, overriding what the document says)" }
            input id="charset" type="text" name="charset" size="20";
            label for="profile" { "Profile" }
            select id="profile" name="profile" {
                option value="w3c" selected { "the W3C Markup Validator's" }
                option value="onsgmls" { "onsgmls's defaults" }
            }
            label { input type="checkbox" name="ss" value="1" checked; " Show the source, with links from the messages to its lines" }
            label { input type="checkbox" name="outline" value="1" checked; " Show the outline of the parsed document" }
            label { input type="checkbox" name="verbose" value="1" checked; " Verbose explanations" }
        }
    }
}

/// The offline page: the same form, checked in the browser by the library built for
/// WebAssembly (`omittag_wasm.js` and its `.wasm` beside the page), with no server. A file
/// may be dropped anywhere on the page.
pub(crate) fn offline() -> Markup {
    frame(
        "Validate a document offline",
        html! {
            h1 { "Validate a document offline" }
            p { "Checked in this browser: the document is sent nowhere." }
            p #offline-status role="status" { "Loading the validator…" }
            form #offline-form {
                (form_fields())
                button type="submit" { "Validate" }
            }
            div #result tabindex="-1" {}
            script type="module" { (PreEscaped(OFFLINE_SCRIPT)) }
        },
    )
}

/// The offline page's script: load the validator, check the file or the text, show the
/// result (the same HTML as the server's result page).
const OFFLINE_SCRIPT: &str = r#"
import init, { check } from "./omittag_wasm.js";
const form = document.getElementById("offline-form");
const result = document.getElementById("result");
const status = document.getElementById("offline-status");
const ready = init().then(
  () => { status.textContent = "Ready: the validator runs in this browser."; },
  (e) => { status.textContent = "The validator could not be loaded: " + e; throw e; });
async function run(bytes, name) {
  await ready;
  const f = new FormData(form);
  result.innerHTML = check(bytes, name, f.get("doctype") || "", f.get("charset") || "",
    f.get("profile") || "w3c", f.has("ss"), f.has("outline"), f.has("verbose"));
  result.focus();
}
form.addEventListener("submit", async (event) => {
  event.preventDefault();
  const file = document.getElementById("file").files[0];
  if (file) {
    await run(new Uint8Array(await file.arrayBuffer()), file.name);
  } else {
    await run(new TextEncoder().encode(document.getElementById("content").value), "pasted text");
  }
});
document.addEventListener("dragover", (event) => event.preventDefault());
document.addEventListener("drop", async (event) => {
  event.preventDefault();
  const file = event.dataTransfer.files[0];
  if (file) await run(new Uint8Array(await file.arrayBuffer()), file.name);
});
"#;

/// Public identifiers offered in the form.
const DOCTYPES: [&str; 8] = [
    "-//W3C//DTD HTML 4.01//EN",
    "-//W3C//DTD HTML 4.01 Transitional//EN",
    "-//W3C//DTD HTML 4.01 Frameset//EN",
    "-//W3C//DTD HTML 3.2 Final//EN",
    "-//IETF//DTD HTML 2.0//EN",
    "-//W3C//DTD XHTML 1.0 Strict//EN",
    "-//W3C//DTD XHTML 1.0 Transitional//EN",
    "-//W3C//DTD XHTML 1.1//EN",
];

/// What the result page shows besides the messages.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Shown {
    /// The source listing, and links to it.
    pub(crate) source: bool,
    /// The outline.
    pub(crate) outline: bool,
    /// Each class's explanation in full (else its title).
    pub(crate) verbose: bool,
}

/// The result of a check, as a page.
pub(crate) fn result(checked: &Checked, shown: Shown) -> Markup {
    let body = html! {
        (result_body(checked, shown))
        p { a href="/" { "Validate another document" } }
    };
    frame(&format!("Result for {}", checked.report.name), body)
}

/// The result of a check: what the page's `main` holds (and the offline page's result).
pub(crate) fn result_body(checked: &Checked, shown: Shown) -> Markup {
    let report = &checked.report;
    let name = &report.name;
    let mut explained: HashSet<&str> = HashSet::new();
    let lines = checked.text.lines().count().max(1);
    html! {
        h1 { "Result for " (name) }
        p.verdict.valid[report.is_valid()].invalid[!report.is_valid()] role="status" { (report.verdict()) }
        dl {
            dt { "DOCTYPE" }
            dd {
                @match &report.doctype {
                    Some(doctype) => {
                        (doctype.to_string())
                        @if let Some(public_id) = &doctype.public_id { " (" code { (public_id) } ")" }
                        @if let Some(circumstance) = doctype.circumstance() { "; " (circumstance) }
                    }
                    None => "none read",
                }
            }
            dt { "Encoding" }
            dd {
                @match &report.encoding {
                    Some(encoding) => { (encoding.name) ", " (encoding.origin()) }
                    None => "the document could not be decoded",
                }
            }
        }
        section aria-labelledby="messages" {
            h2 id="messages" { "Messages (" (plural(report.errors(), "error")) ", " (plural(report.warnings(), "warning")) ")" }
            @if report.messages.is_empty() { p { "None." } }
            ol.messages {
                @for message in &report.messages {
                    (one_message(message, checked, shown, &mut explained, lines))
                }
            }
        }
        @if shown.outline {
            section aria-labelledby="outline" {
                h2 id="outline" { "Outline" }
                p { "Each element of the parsed document, indented by depth; "
                    span.implied { "<TAG>" } " in italics marks a tag the DTD implied (omitted from the source)." }
                (outline(&checked.outline, shown.source))
                @if checked.outline_cut { p { "(The outline stops after " (checked.outline.len()) " elements.)" } }
            }
        }
        @if shown.source {
            section aria-labelledby="source" {
                h2 id="source" { "Source" }
                ol.source {
                    @for (number, line) in checked.text.lines().enumerate() {
                        li id={ "L" (number + 1) } { (line) }
                    }
                }
            }
        }
    }
}

/// `1 error`, `2 errors`.
fn plural(n: usize, word: &str) -> String {
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
}

/// One message: severity, place (a link to the source line), text, code, the excerpt
/// with its caret, the hint, and the explanation of its class the first time.
fn one_message(
    message: &Message,
    checked: &Checked,
    shown: Shown,
    explained: &mut HashSet<&'static str>,
    lines: usize,
) -> Markup {
    let (class, severity) = match message.severity {
        Severity::Error => ("error", "error"),
        Severity::Warning => ("warning", "warning"),
        Severity::Info => ("note", "note"),
    };
    let in_document = message.file == checked.report.name && message.line > 0;
    let linked = shown.source && in_document && (message.line as usize) <= lines;
    let explanation = omittag::explain::explanation(message.code()).filter(|_| explained.insert(message.code()));
    html! {
        li class=(class) {
            span.sev { (severity) } " "
            @if message.line > 0 {
                @if linked {
                    a href={ "#L" (message.line) } { "line " (message.line) ", column " (message.column + 1) }
                } @else {
                    @if !in_document { (message.file) ", " }
                    "line " (message.line) ", column " (message.column + 1)
                }
                ": "
            }
            (message.text) " " code.class { "[" (message.code()) "]" }
            @if in_document {
                @let excerpt = message.render(&checked.text);
                @if !excerpt.is_empty() { pre { (excerpt) } }
            }
            @if let Some(hint) = &message.hint { p { strong { "Hint: " } (hint) } }
            @if let Some(explanation) = explanation {
                @if shown.verbose {
                    details open {
                        summary { "About “" (explanation.title) "”" }
                        p { (explanation.rule) }
                        p { strong { "Fix: " } (explanation.fix) }
                    }
                } @else {
                    p { "(" (explanation.title) ")" }
                }
            }
        }
    }
}

/// The outline as a flat list indented by depth (a nested list would nest as deep as
/// the document, thousands of levels for a hostile one).
fn outline(entries: &[OutlineEntry], linked: bool) -> Markup {
    html! {
        ul.outline {
            @for entry in entries {
                li style={ "padding-left:" (entry.depth.min(40)) "ch" } {
                    @if entry.start_implied { span.implied { "<" (entry.name) ">" } } @else { "<" (entry.name) ">" }
                    @if entry.start_implied { " (start implied)" }
                    @if entry.end_implied { " (end implied)" }
                    @if let Some(line) = entry.line {
                        " "
                        @if linked { a href={ "#L" (line) } { "line " (line) } } @else { "line " (line) }
                    }
                }
            }
        }
    }
}

/// The page for a request that got no result.
pub(crate) fn refusal(refusal: &Refusal) -> Markup {
    frame(
        "No result",
        html! {
            h1 { "No result" }
            p role="alert" { (refusal.text()) }
            p { a href="/" { "Back to the form" } }
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checking::{Asked, Keep, check};

    #[test]
    fn the_result_links_each_message_to_its_source_line() {
        let validator = omittag::Validator::new(Asked::default().options(1 << 20).unwrap());
        let page = b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n<p>x<tabel>\n";
        let checked = check(&validator, page, "bad.html", Keep::Everything);
        let html = result(
            &checked,
            Shown {
                source: true,
                outline: true,
                verbose: true,
            },
        )
        .into_string();
        assert!(html.contains("<a href=\"#L3\">line 3, column 11</a>"), "{html}");
        assert!(html.contains("<li id=\"L3\">&lt;p&gt;x&lt;tabel&gt;</li>"), "{html}");
        assert!(html.contains("unknown element type"), "{html}");
        assert!(
            html.contains("<span class=\"implied\">&lt;HTML&gt;</span> (start implied)"),
            "{html}"
        );
        assert!(html.contains("role=\"status\""), "{html}");
    }
}
