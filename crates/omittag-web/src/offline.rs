//! The check with no server: for the offline page, where the library runs in the browser
//! (built for WebAssembly by the `omittag-wasm` crate), with the same options, messages,
//! explanations and result as the server's page.

use omittag::Validator;

use crate::checking::{Asked, Keep, Profile, check};
use crate::page::{self, Shown};

/// What the offline form asks.
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub struct Choices {
    /// A public identifier to validate against instead of the document's DOCTYPE (empty:
    /// none).
    pub doctype: String,
    /// An encoding label overriding detection (empty: none).
    pub charset: String,
    /// `w3c` (or empty) or `onsgmls`.
    pub profile: String,
    /// Show the source listing, which the messages link to.
    pub source: bool,
    /// Show the outline.
    pub outline: bool,
    /// Show each class's explanation in full.
    pub verbose: bool,
}

/// The largest document checked, as on the server by default: 16 MiB.
pub const MAX_BYTES: usize = 16 << 20;

/// The result of checking `bytes` (named `name`) as `choices` say, in HTML (what the
/// server's result page holds); for an option that cannot be used (an unknown encoding
/// label or profile), a paragraph saying so.
///
/// ```
/// let mut choices = omittag_web::offline::Choices::default();
/// choices.source = true;
/// let html = omittag_web::offline::result_html(b"<title>t</title><tabel>", "a.html", &choices);
/// assert!(html.contains("<a href=\"#L1\">line 1, column 23</a>"));
/// ```
pub fn result_html(bytes: &[u8], name: &str, choices: &Choices) -> String {
    let Some(profile) = Profile::from_name(&choices.profile) else {
        return paragraph(&format!("unknown profile {:?}: w3c or onsgmls", choices.profile));
    };
    let asked = Asked {
        profile,
        doctype: Some(choices.doctype.trim().to_owned()).filter(|d| !d.is_empty()),
        charset: Some(choices.charset.trim().to_owned()).filter(|c| !c.is_empty()),
        content_type: None,
    };
    let options = match asked.options(MAX_BYTES) {
        Ok(options) => options,
        Err(refusal) => return paragraph(&refusal.text()),
    };
    let checked = check(&Validator::without_cache(options), bytes, name, Keep::Everything);
    let shown = Shown {
        source: choices.source,
        outline: choices.outline,
        verbose: choices.verbose,
    };
    page::result_body(&checked, shown).into_string()
}

/// The offline page (`index.html`), which loads `omittag_wasm.js` from beside itself.
pub fn page_html() -> String {
    page::offline().into_string()
}

/// `text` in a paragraph that says it is an alert.
fn paragraph(text: &str) -> String {
    maud::html! { p role="alert" { (text) } }.into_string()
}
