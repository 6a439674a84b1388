//! The omittag validator for the browser: [`check`], exported to JavaScript by
//! wasm-bindgen, gives the offline page the result the server's page shows. Built by
//! `scripts/build-offline DIR` (for `wasm32-unknown-unknown`, then `wasm-bindgen
//! --target web`), which writes the page beside it.
#![forbid(unsafe_code)]

use omittag_web::offline::{Choices, result_html};
use wasm_bindgen::prelude::wasm_bindgen;

/// Check the document `bytes`, named `name`, with the form's choices; the result in HTML.
#[allow(clippy::too_many_arguments)] // one argument a field of the form, for JavaScript
#[wasm_bindgen]
pub fn check(
    bytes: &[u8],
    name: &str,
    doctype: &str,
    charset: &str,
    profile: &str,
    source: bool,
    outline: bool,
    verbose: bool,
) -> String {
    let mut choices = Choices::default();
    choices.doctype = doctype.to_owned();
    choices.charset = charset.to_owned();
    choices.profile = profile.to_owned();
    choices.source = source;
    choices.outline = outline;
    choices.verbose = verbose;
    result_html(bytes, name, &choices)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_check_gives_the_result_page_body() {
        let html = check(
            b"<title>t</title><p><tabel>",
            "a.html",
            "",
            "",
            "w3c",
            true,
            true,
            false,
        );
        assert!(html.contains("the DTD declares no element type TABEL"), "{html}");
        assert!(html.contains("(unknown element type)"), "{html}");
        let refused = check(b"", "a.html", "", "utf-99", "", false, false, false);
        assert!(
            refused.contains("role=\"alert\"") && refused.contains("utf-99"),
            "{refused}"
        );
    }
}
