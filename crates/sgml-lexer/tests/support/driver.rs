//! A miniature mode driver standing in for a parser: it switches the lexer's mode after
//! each token the way the DTD and instance parsers will (tag after STAGO, literal after
//! LIT, comment after COM, group after GRPO, marked sections by keyword), so tests and
//! benchmarks can tokenize whole documents.

use sgml_lexer::{Lexer, LiteralData, MarkedSection, Mode, Quote, Token, TokenKind};

/// Where the driver is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Place {
    Content,
    /// Content of an element whose start tag was NET-enabling.
    NetContent,
    Tag,
    Markup,
    Group(u32),
    Comment,
    Literal(Quote, LiteralData),
    Pi,
    Subset,
    Ignore(u32),
    MsText(MarkedSection),
}

/// Tokenizes `lexer`'s whole text, switching modes as a parser would; calls `sink` on
/// every token. Returns the number of tokens.
pub(crate) fn drive(lexer: &mut Lexer<'_, '_>, mut sink: impl FnMut(Token)) -> usize {
    let text = lexer.source();
    let mut place = Place::Content;
    // Where to return to after a literal, comment, group, declaration or PI.
    let mut outer: Vec<Place> = Vec::new();
    // Marked section keywords seen since `<![`.
    let mut ms_keyword: Option<Option<MarkedSection>> = None;
    let mut count = 0;
    loop {
        lexer.set_mode(match place {
            Place::Content => Mode::Content { net: false },
            Place::NetContent => Mode::Content { net: true },
            Place::Tag => Mode::Tag,
            Place::Markup => Mode::Markup,
            Place::Group(_) => Mode::Group,
            Place::Comment => Mode::Comment,
            Place::Literal(quote, data) => Mode::Literal { quote, data },
            Place::Pi => Mode::ProcessingInstruction,
            Place::Subset => Mode::DeclarationSubset,
            Place::Ignore(_) => Mode::MarkedSection(MarkedSection::Ignore),
            Place::MsText(section) => Mode::MarkedSection(section),
        });
        let Some(token) = lexer.next_token() else { break };
        count += 1;
        sink(token);
        let back = |outer: &mut Vec<Place>| outer.pop().unwrap_or(Place::Content);
        place = match (place, token.kind) {
            (Place::Content | Place::Subset, TokenKind::Stago | TokenKind::Etago) => Place::Tag,
            (Place::Content | Place::Subset, TokenKind::Mdo) => {
                outer.push(place);
                Place::Markup
            }
            (Place::Content | Place::Subset, TokenKind::Pio) => {
                outer.push(place);
                Place::Pi
            }
            (Place::Tag, TokenKind::Tagc) => Place::Content,
            (Place::Tag, TokenKind::Net) => Place::NetContent,
            (Place::NetContent, TokenKind::Net) => Place::Content,
            (Place::NetContent, TokenKind::Stago | TokenKind::Etago) => Place::Tag,
            (Place::Tag, TokenKind::Lit) => {
                outer.push(place);
                Place::Literal(Quote::Lit, LiteralData::Replaceable)
            }
            (Place::Tag, TokenKind::Lita) => {
                outer.push(place);
                Place::Literal(Quote::Lita, LiteralData::Replaceable)
            }
            (Place::Markup, TokenKind::Mdc) => back(&mut outer),
            (Place::Markup, TokenKind::Com) => Place::Comment,
            (Place::Comment, TokenKind::Com) => Place::Markup,
            (Place::Markup, TokenKind::Lit) => {
                outer.push(place);
                Place::Literal(Quote::Lit, LiteralData::Parameter)
            }
            (Place::Markup, TokenKind::Lita) => {
                outer.push(place);
                Place::Literal(Quote::Lita, LiteralData::Parameter)
            }
            (Place::Literal(..), TokenKind::Lit | TokenKind::Lita) => back(&mut outer),
            (Place::Markup, TokenKind::Grpo) => Place::Group(1),
            (Place::Group(n), TokenKind::Grpo) => Place::Group(n + 1),
            (Place::Group(1), TokenKind::Grpc) => Place::Markup,
            (Place::Group(n), TokenKind::Grpc) => Place::Group(n - 1),
            (Place::Markup, TokenKind::Dso) => match ms_keyword.take() {
                // `<![ keywords [`: the marked section's content begins.
                Some(Some(section)) => {
                    let returned = back(&mut outer);
                    outer.push(returned);
                    if section == MarkedSection::Ignore {
                        Place::Ignore(1)
                    } else {
                        Place::MsText(section)
                    }
                }
                Some(None) => back(&mut outer),
                None if lexer_at_ms_start(text, token) => {
                    ms_keyword = Some(None);
                    Place::Markup
                }
                None => {
                    // A document type declaration's subset.
                    outer.push(Place::Markup);
                    Place::Subset
                }
            },
            (Place::Markup, TokenKind::Name) if ms_keyword.is_some() => {
                let keyword = token.text(text).to_ascii_uppercase();
                let section = match keyword.as_str() {
                    "CDATA" => Some(MarkedSection::Cdata),
                    "RCDATA" => Some(MarkedSection::Rcdata),
                    "IGNORE" => Some(MarkedSection::Ignore),
                    _ => None,
                };
                if let Some(section) = section {
                    ms_keyword = Some(Some(section));
                }
                Place::Markup
            }
            (Place::Subset, TokenKind::Dsc) => back(&mut outer),
            (Place::Pi, TokenKind::Pic) => back(&mut outer),
            (Place::Ignore(n), TokenKind::MdoDso) => Place::Ignore(n + 1),
            (Place::Ignore(1), TokenKind::MscMdc) | (Place::MsText(_), TokenKind::MscMdc) => back(&mut outer),
            (Place::Ignore(n), TokenKind::MscMdc) => Place::Ignore(n - 1),
            (place, _) => place,
        };
    }
    count
}

/// Whether `token` (a DSO) directly follows `<!`: a marked section declaration.
fn lexer_at_ms_start(text: &str, token: Token) -> bool {
    text[..token.span.start as usize].ends_with("<!")
}
