//! Pull a document's events one by one, as a pull parser's reader gives them: the parser
//! advances on each `next`, on your thread; stop when you have what you want. Here: the
//! outline of a page (its headings, with the tags the DTD implied around them), then its
//! messages with their source line.
//!
//! ```sh
//! cargo run --example pull_events -- examples/dumps/html401-strict.html
//! ```

use std::process::ExitCode;

use omittag::{Document, Options, OwnedEvent, Reader};

fn main() -> ExitCode {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "examples/documents/omitted-tags.html".to_owned());
    let bytes = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(error) => {
            eprintln!("cannot read {path}: {error}");
            return ExitCode::from(2);
        }
    };
    let options = Options::default();
    let reader = Reader::new(Document::new(&bytes).named(&path), &options);
    let mut implied = Vec::new();
    let mut heading: Option<String> = None;
    for event in reader.events() {
        match event {
            OwnedEvent::StartElement {
                name, implied: true, ..
            } => implied.push(name),
            OwnedEvent::StartElement { name, .. } if is_heading(&name) => heading = Some(String::new()),
            OwnedEvent::Data { text, .. } => {
                if let Some(heading) = &mut heading {
                    heading.push_str(&text.replace('\r', " "));
                }
            }
            OwnedEvent::EndElement { name, .. } if is_heading(&name) => {
                if let Some(text) = heading.take() {
                    let level = name[1..].parse::<usize>().unwrap_or(1);
                    println!("{:indent$}{}", "", text.trim(), indent = 2 * (level - 1));
                }
            }
            _ => {}
        }
    }
    println!("implied by the DTD: {}", implied.join(" "));
    let report = reader.finish();
    // The messages' places are in the decoded text: the bytes, for a UTF-8 page.
    let text = String::from_utf8_lossy(&bytes);
    for message in &report.messages {
        println!("{message} [{}]", message.code());
        println!("{}", message.render(&text));
    }
    println!("{}", report.verdict());
    if report.is_valid() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Whether an element type is a heading, `H1` to `H6`.
fn is_heading(name: &str) -> bool {
    name.len() == 2 && name.starts_with('H') && name.as_bytes()[1].is_ascii_digit()
}
