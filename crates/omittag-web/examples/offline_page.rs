//! Print the offline page (`index.html`), which `scripts/build-offline` writes beside the
//! validator built for WebAssembly.

fn main() {
    print!("{}", omittag_web::offline::page_html());
}
