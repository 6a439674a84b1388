//! Stream a document's events through an `EventSink` of your own, without building a
//! tree: start and end tags (real or implied by the DTD), data, SDATA entities,
//! processing instructions. Memory stays flat whatever the document's size.
//!
//! ```sh
//! cargo run --example stream_events -- examples/documents/omitted-tags.html
//! ```

use std::process::ExitCode;

use omittag::events::{Event, EventSink};
use omittag::{Options, Validator};

/// Prints each event on a line, indented by the open elements, and counts them.
#[derive(Default)]
struct Printer {
    depth: usize,
    elements: usize,
    implied_tags: usize,
    data_bytes: usize,
}

impl EventSink for Printer {
    fn event(&mut self, event: Event<'_>) {
        let indent = "  ".repeat(self.depth);
        match event {
            Event::StartElement(start) => {
                self.elements += 1;
                let mut attributes = String::new();
                for value in start.attributes.iter().filter(|v| v.specified) {
                    let text = start.attributes.text(value).unwrap_or_default();
                    attributes.push_str(&format!(" {}={text:?}", value.name));
                }
                let how = if start.implied {
                    self.implied_tags += 1;
                    " (implied)"
                } else {
                    ""
                };
                println!(
                    "{indent}start {}{attributes}{how} at byte {}",
                    start.name, start.location.span.start
                );
                self.depth += 1;
            }
            Event::EndElement(end) => {
                self.depth = self.depth.saturating_sub(1);
                let indent = "  ".repeat(self.depth);
                let how = if end.implied {
                    self.implied_tags += 1;
                    " (implied)"
                } else {
                    ""
                };
                println!("{indent}end {}{how}", end.name);
            }
            Event::Data { text, .. } => {
                self.data_bytes += text.len();
                // A record end is '\r' in events: shown as a line end.
                println!("{indent}data {:?}", text.replace('\r', "\n"));
            }
            Event::Sdata { text, entity, .. } => println!("{indent}sdata &{entity}; {text:?}"),
            Event::ProcessingInstruction { text, .. } => println!("{indent}pi {text:?}"),
            Event::ExternalDataEntity { entity, .. } => println!("{indent}external entity {}", entity.name),
            Event::Subdocument { entity, .. } => println!("{indent}subdocument {}", entity.name),
            Event::CommentDeclaration { comments, .. } => println!("{indent}comments {comments:?}"),
            Event::EntityLookup { name, .. } => println!("{indent}entity looked up {name}"),
            Event::NonSgmlCharacter { number, .. } => println!("{indent}non-SGML character {number}"),
        }
    }
}

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
    let validator = Validator::new(Options::default());
    let (report, printer) = validator.with_sink(omittag::Document::new(&bytes).named(&path), Printer::default());
    println!(
        "{} elements, {} implied tags, {} bytes of data",
        printer.elements, printer.implied_tags, printer.data_bytes
    );
    for message in &report.messages {
        println!("{message}");
    }
    println!("{}", report.verdict());
    if report.is_valid() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
