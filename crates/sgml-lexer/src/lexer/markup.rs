//! The markup modes (TAG, MD, GRP, DS): names, numbers, separators and delimiters,
//! token by token.

use sgml_decl::CharClass;

use super::{Lexer, PE_ONLY};
use crate::mode::Mode;
use crate::recognize::{
    DS_STARTS, DsDelim, GRP_STARTS, GrpDelim, MD_STARTS, MdDelim, TAG_STARTS, TagDelim, delimiter_at,
};
use crate::token::{Token, TokenKind};

impl Lexer<'_, '_> {
    /// A token in TAG, MD, GRP or DS mode.
    pub(super) fn markup_token(&mut self) -> Token {
        let i = self.pos;
        let b = self.src.as_bytes()[i];
        if b < 0x80 {
            let starts = match self.mode {
                Mode::Tag => TAG_STARTS,
                Mode::Markup => MD_STARTS,
                Mode::Group => GRP_STARTS,
                _ => DS_STARTS,
            };
            if starts & (1u128 << b) != 0
                && let Some((kind, end)) = self.markup_delimiter(i)
            {
                return self.emit(kind, i, end);
            }
        }
        let c = self.char_at(i).unwrap_or('\0');
        let class = self.config.classes().class(c);
        let next = i + c.len_utf8();
        if class.intersects(CharClass::RE | CharClass::RS) {
            self.record(i)
        } else if class.contains(CharClass::NON_SGML) {
            self.emit(TokenKind::NonSgml, i, next)
        } else if class.intersects(CharClass::SPACE | CharClass::SEPCHAR) {
            let end = self.run_end(next, CharClass::SPACE | CharClass::SEPCHAR);
            self.emit(TokenKind::Separator, i, end)
        } else if class.contains(CharClass::NAME_START) {
            let end = self.name_end(next);
            self.emit(TokenKind::Name, i, end)
        } else if class.contains(CharClass::NAME_CHAR) {
            let digits_end = self.run_end(i, CharClass::DIGIT);
            let end = self.name_end(next);
            let kind = if digits_end == end {
                TokenKind::Number
            } else {
                TokenKind::NameToken
            };
            self.emit(kind, i, end)
        } else {
            self.emit(TokenKind::Invalid, i, next)
        }
    }

    /// The delimiter of a markup mode at `i`, in context.
    fn markup_delimiter(&mut self, i: usize) -> Option<(TokenKind, usize)> {
        let rest = &self.src[i..];
        let shorttag = self.config.options().shorttag;
        let kind = match self.mode {
            Mode::Tag => match delimiter_at::<TagDelim>(rest)?.0 {
                TagDelim::Tagc => TokenKind::Tagc,
                TagDelim::Vi => TokenKind::Vi,
                TagDelim::Lit => TokenKind::Lit,
                TagDelim::Lita => TokenKind::Lita,
                // NET `/` of a NET-enabling start tag, or NESTC `/` (the SGML
                // declaration for XML), which the parser reads the same way.
                TagDelim::Net if shorttag || self.config.options().nestc => TokenKind::Net,
                // An unclosed tag (SHORTTAG, 7.4.1.2): the next tag's opener ends this one.
                TagDelim::Stago if shorttag && (self.is_name_start_at(i + 1) || rest[1..].starts_with('>')) => {
                    TokenKind::Stago
                }
                TagDelim::Etago if shorttag && (self.is_name_start_at(i + 2) || rest[2..].starts_with('>')) => {
                    return Some((TokenKind::Etago, i + 2));
                }
                _ => return None,
            },
            Mode::Markup => match delimiter_at::<MdDelim>(rest)?.0 {
                MdDelim::Mdc => TokenKind::Mdc,
                MdDelim::Com => return Some((TokenKind::Com, i + 2)),
                MdDelim::Minus => TokenKind::Minus,
                MdDelim::Plus => TokenKind::Plus,
                // The occurrence indicator of a model group, right after its GRPC.
                MdDelim::Opt if self.src.as_bytes()[..i].ends_with(b")") => TokenKind::Opt,
                MdDelim::Rep if self.src.as_bytes()[..i].ends_with(b")") => TokenKind::Rep,
                MdDelim::Opt | MdDelim::Rep => return None,
                MdDelim::Grpo => TokenKind::Grpo,
                MdDelim::Dso => TokenKind::Dso,
                MdDelim::Dsc => TokenKind::Dsc,
                MdDelim::Lit => TokenKind::Lit,
                MdDelim::Lita => TokenKind::Lita,
                MdDelim::Rni => TokenKind::Rni,
                MdDelim::Pero => {
                    if let Some(found) = self.reference(i, PE_ONLY) {
                        return Some(found);
                    }
                    // `<!ENTITY % name ...>`: PERO followed by a separator (10.5.1.1).
                    if self.class_at(i + 1).intersects(CharClass::SEPARATOR) {
                        TokenKind::Pero
                    } else {
                        return None;
                    }
                }
            },
            Mode::Group => match delimiter_at::<GrpDelim>(rest)?.0 {
                GrpDelim::Grpo => TokenKind::Grpo,
                GrpDelim::Grpc => TokenKind::Grpc,
                GrpDelim::And => TokenKind::And,
                GrpDelim::Or => TokenKind::Or,
                GrpDelim::Seq => TokenKind::Seq,
                GrpDelim::Opt => TokenKind::Opt,
                GrpDelim::Plus => TokenKind::Plus,
                GrpDelim::Rep => TokenKind::Rep,
                GrpDelim::Rni => TokenKind::Rni,
                GrpDelim::Lit => TokenKind::Lit,
                GrpDelim::Lita => TokenKind::Lita,
                GrpDelim::Pero => return self.reference(i, PE_ONLY),
            },
            _ => match delimiter_at::<DsDelim>(rest)? {
                (DsDelim::Mdo, _) => {
                    let after = &rest[2..];
                    if self.is_name_start_at(i + 2)
                        || after.starts_with("--")
                        || after.starts_with('[')
                        || after.starts_with('>')
                    {
                        return Some((TokenKind::Mdo, i + 2));
                    }
                    return None;
                }
                (DsDelim::Pio, _) => return Some((TokenKind::Pio, i + 2)),
                (DsDelim::Pero, _) => return self.reference(i, PE_ONLY),
                (DsDelim::MscMdc, len) => return Some((TokenKind::MscMdc, i + len)),
                (DsDelim::Dsc, _) => TokenKind::Dsc,
            },
        };
        Some((kind, i + 1))
    }
}
