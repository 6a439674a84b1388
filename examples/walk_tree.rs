//! Parse a document into its typed tree and walk it: elements with the tags the DTD
//! implied, attributes typed by their declared values, text, and the messages.
//!
//! ```sh
//! cargo run --example walk_tree -- examples/documents/omitted-tags.html
//! ```

use std::process::ExitCode;

use omittag::tree::{AttributeStatus, NodeType, TypedValue};
use omittag::{Options, Validator};

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
    // Options::default() reads nothing but the bundled DTDs: safe for pages from anyone.
    let validator = Validator::new(Options::default());
    let parsed = validator.parse(omittag::Document::new(&bytes).named(&path));
    println!("{path}: {}", parsed.report.verdict());
    if let Some(encoding) = &parsed.report.encoding {
        println!("read as {encoding}");
    }

    // Every element, indented by its depth, with what the parser inferred.
    let Some(root) = parsed.tree.root_element() else {
        println!("no document element");
        return ExitCode::FAILURE;
    };
    for node in root.descendants().filter(|n| n.is_element()) {
        let depth = node.ancestors().count() - 2; // not the document node, not itself
        let mut line = format!("{:indent$}{}", "", node.name().unwrap_or("?"), indent = depth * 2);
        match (node.is_start_implied(), node.is_end_implied()) {
            (true, true) => line.push_str("  (both tags implied)"),
            (true, false) => line.push_str("  (start tag implied)"),
            (false, true) => line.push_str("  (end tag implied)"),
            (false, false) => {}
        }
        // The attributes given in the tag, typed by their declared values.
        for attribute in node.attributes().filter(|a| a.status() == AttributeStatus::Specified) {
            let value = match attribute.typed() {
                TypedValue::Number(n) => format!("number {}", n.value().map_or("?".to_owned(), |v| v.to_string())),
                TypedValue::Token(token) => format!("token {token}"),
                TypedValue::Id(id) => format!("id {id}"),
                TypedValue::Cdata(text) => format!("{text:?}"),
                other => format!("{other:?}"),
            };
            line.push_str(&format!(" {}={value}", attribute.name()));
        }
        println!("{line}");
    }

    // Text, as a program would use it: the title, and how much text there is.
    if let Some(title) = root.descendants().find(|n| n.has_name("TITLE")) {
        println!("title: {:?}", title.text_content());
    }
    let characters: usize = root
        .descendants()
        .filter(|n| n.node_type() == NodeType::Data)
        .filter_map(|n| n.text())
        .map(|text| text.chars().count())
        .sum();
    println!("{} nodes, {characters} characters of data", parsed.tree.len());

    for message in parsed.messages() {
        println!(
            "{}:{}:{}: {}: {}",
            message.file, message.line, message.column, message.severity, message.text
        );
    }
    if parsed.is_valid() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
