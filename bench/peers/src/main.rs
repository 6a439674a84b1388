//! The Rust parsers `bench/peers` runs beside omittag, one per process, on one file:
//!
//! ```text
//! omittag-bench-peers PEER FILE
//! ```
//!
//! | PEER | what it does with the whole file |
//! |---|---|
//! | `html5ever-dom` | html5ever's tree builder into markup5ever_rcdom's DOM |
//! | `html5ever-tokenizer` | html5ever's tokenizer alone, into a sink that counts tokens |
//! | `lol-html` | lol_html's rewriter with no handlers, output to a sink that counts bytes |
//! | `quick-xml` | quick-xml's reader over the text, end names unchecked (HTML is not XML) |
//! | `memchr` | a `memchr2` scan for `<` and `&`, counting them |
//! | `read` | the file read into memory, nothing else (the floor under every peer) |
//!
//! Each reads the file whole into memory first, as `read` alone does, and prints one
//! count to stdout so that the work cannot be optimised away.

use std::cell::Cell;
use std::process::ExitCode;

use html5ever::tendril::TendrilSink;
use html5ever::tokenizer::{BufferQueue, Token, TokenSink, TokenSinkResult, Tokenizer, TokenizerOpts};
use markup5ever_rcdom::{Handle, RcDom};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [peer, file] = args.as_slice() else {
        eprintln!("usage: omittag-bench-peers PEER FILE (PEER: html5ever-dom, html5ever-tokenizer, lol-html, quick-xml, memchr, read)");
        return ExitCode::from(2);
    };
    let bytes = match std::fs::read(file) {
        Ok(bytes) => bytes,
        Err(error) => {
            eprintln!("{file}: {error}");
            return ExitCode::FAILURE;
        }
    };
    let count = match peer.as_str() {
        "html5ever-dom" => html5ever_dom(&bytes),
        "html5ever-tokenizer" => html5ever_tokenizer(&bytes),
        "lol-html" => lol_html_rewriter(&bytes),
        "quick-xml" => quick_xml_reader(&bytes),
        "memchr" => memchr::memchr2_iter(b'<', b'&', &bytes).count(),
        "read" => bytes.len(),
        _ => {
            eprintln!("unknown peer {peer}");
            return ExitCode::from(2);
        }
    };
    println!("{count}");
    ExitCode::SUCCESS
}

/// The DOM html5ever builds (UTF-8 decoding included, as its `from_utf8` does it); the
/// number of the document's element nodes, counted over the tree.
fn html5ever_dom(bytes: &[u8]) -> usize {
    let dom: RcDom = html5ever::parse_document(RcDom::default(), Default::default())
        .from_utf8()
        .one(bytes);
    fn elements(node: &Handle) -> usize {
        let own = usize::from(matches!(node.data, markup5ever_rcdom::NodeData::Element { .. }));
        own + node.children.borrow().iter().map(elements).sum::<usize>()
    }
    elements(&dom.document)
}

/// A token sink that counts what it is given.
struct CountingSink {
    tokens: Cell<usize>,
}

impl TokenSink for CountingSink {
    type Handle = ();

    fn process_token(&self, token: Token, _line: u64) -> TokenSinkResult<()> {
        if !matches!(token, Token::EOFToken) {
            self.tokens.set(self.tokens.get() + 1);
        }
        TokenSinkResult::Continue
    }
}

/// html5ever's tokenizer alone (the text already UTF-8, as the DOM peer's decoder
/// hands it over): the number of tokens.
fn html5ever_tokenizer(bytes: &[u8]) -> usize {
    let text = String::from_utf8_lossy(bytes);
    let queue = BufferQueue::default();
    queue.push_back(text.as_ref().into());
    let tokenizer = Tokenizer::new(CountingSink { tokens: Cell::new(0) }, TokenizerOpts::default());
    let _ = tokenizer.feed(&queue);
    tokenizer.end();
    tokenizer.sink.tokens.get()
}

/// lol_html with no handlers: the text goes through its rewriter to a sink that counts
/// the bytes it writes out.
fn lol_html_rewriter(bytes: &[u8]) -> usize {
    let mut written = 0usize;
    let mut rewriter = lol_html::HtmlRewriter::new(lol_html::Settings::new(), |chunk: &[u8]| written += chunk.len());
    let result = match rewriter.write(bytes) {
        Ok(()) => rewriter.end(),
        Err(error) => Err(error),
    };
    if let Err(error) = result {
        eprintln!("lol_html: {error}");
    }
    written
}

/// quick-xml's reader over the text: the number of events up to the end, or up to the
/// first error (a generated HTML document is read to its end: no end name is checked).
fn quick_xml_reader(bytes: &[u8]) -> usize {
    let mut reader = quick_xml::Reader::from_reader(bytes);
    reader.config_mut().check_end_names = false;
    let mut events = 0usize;
    loop {
        match reader.read_event() {
            Ok(quick_xml::events::Event::Eof) => break,
            Ok(_) => events += 1,
            Err(error) => {
                eprintln!("quick-xml: {error} at {}", reader.error_position());
                break;
            }
        }
    }
    events
}
