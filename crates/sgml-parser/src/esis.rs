//! The ESIS writer: the element structure information set in the line format that
//! OpenSP's `onsgmls` prints (the `sgmls` output format), byte for byte.
//!
//! Each line starts with a one-character command: `(` and `)` for start and end tags, `A`
//! for an attribute of the next start tag, `-` for data, `?` for a processing
//! instruction, `&` for a reference to an external data entity, `E`/`I`/`N`/`p`/`s`/`f`
//! for entity and notation definitions, `D` for data attributes, `L` for line numbers
//! (`-oline`), `o`, `e` and `i` for omitted tags, empty elements and included elements
//! (`-oomitted`, `-oempty`, `-oincluded`), and a final `C` when the document conforms.
//!
//! Inside data, attribute values and PIs, `\` is written `\\`, a record end `\n`, an SDATA
//! entity's text is bracketed by `\|`, and other characters below 32 are written as a
//! backslash and three octal digits. Everything else is written as UTF-8.

use std::collections::HashSet;
use std::io::{self, Write};

/// The `-o` output options of `onsgmls` that change the ESIS.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct EsisOptions {
    /// `-oline`: an `L` line whenever the line number (or the file) changes.
    pub line: bool,
    /// `-oomitted`: an `o` line before each start or end tag that was implied, and before
    /// each attribute that was not specified (both of the two below).
    pub omitted: bool,
    /// `-otagomit`: an `o` line before each start or end tag that was implied.
    pub tag_omitted: bool,
    /// `-oattromit`: an `o` line before each attribute that was not specified.
    pub attribute_omitted: bool,
    /// `-oempty`: an `e` line before the start of an element whose end tag must be omitted
    /// (declared content EMPTY, or a `#CONREF` attribute specified).
    pub empty: bool,
    /// `-oid`: attributes with declared value ID are shown as `ID`, not `TOKEN`.
    pub id: bool,
    /// `-oincluded`: an `i` line before the start of an element that is there only as an
    /// inclusion (ISO 8879 11.2.5.1).
    pub included: bool,
    /// `-ocomment`: a `_` line for each comment of the comment declarations in the
    /// instance (the parser reports them when
    /// [`ParserOptions::report_comments`](crate::ParserOptions::report_comments) is on).
    pub comment: bool,
    /// `-onotation-sysid`: an `f` line with the effective system identifier of each
    /// notation defined, as of external entities.
    pub notation_sysid: bool,
    /// `-oversion`: `V` lines first, naming the parser, its version, the ESIS commands it
    /// may write and the output options in force.
    pub version: bool,
    /// `-oentity`: the definition of each entity the parser looks up, at the lookup (the
    /// parser reports lookups when
    /// [`ParserOptions::report_entity_lookups`](crate::ParserOptions::report_entity_lookups)
    /// is on; `omittag`'s ESIS entry points turn it on with this option), and of every
    /// general entity at the end of the prolog; an external data entity's reference or an
    /// ENTITY attribute then does not define it again.
    pub entity: bool,
    /// `-ononsgml`: a reference to a character the document character set leaves
    /// unused (a non-SGML character) is written `\%N;` in data, N its number.
    pub nonsgml: bool,
    /// `-odata-attribute`: accepted as onsgmls's; it concerns the `DATA` declared value
    /// of Annex K (WebSGML), which this parser does not read, so it changes nothing.
    pub data_attribute: bool,
}

impl EsisOptions {
    /// Whether implied tags get an `o` line (`-oomitted` or `-otagomit`).
    fn tags_omitted(&self) -> bool {
        self.omitted || self.tag_omitted
    }

    /// Whether unspecified attributes get an `o` line (`-oomitted` or `-oattromit`).
    fn attributes_omitted(&self) -> bool {
        self.omitted || self.attribute_omitted
    }
}

/// A piece of a CDATA attribute value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CdataPiece<'a> {
    /// Characters (a record end is `'\r'`).
    Data(&'a str),
    /// The replacement text of an SDATA entity.
    Sdata(&'a str),
    /// A reference to a non-SGML character: its number (written only with `-ononsgml`).
    NonSgml(u32),
}

/// How a tokenized attribute value is labelled in ESIS.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenType {
    /// Any tokenized declared value other than the ones below.
    Token,
    /// Declared value ID (shown as `ID` only with `-oid`, else `TOKEN`).
    Id,
    /// Declared value ENTITY or ENTITIES: the entities are defined before the attribute.
    Entity,
    /// Declared value NOTATION: the notation is defined before the attribute.
    Notation,
}

/// An attribute value as ESIS shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EsisValue<'a> {
    /// No value: `#IMPLIED` and not specified.
    Implied,
    /// A CDATA value, in pieces.
    Cdata(&'a [CdataPiece<'a>]),
    /// A tokenized value (tokens separated by single spaces).
    Token(TokenType, &'a str),
}

/// One attribute of a start tag, in the order of the attribute definition list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EsisAttribute<'a> {
    /// The attribute name (upper-cased when NAMECASE GENERAL YES).
    pub name: &'a str,
    /// Its value.
    pub value: EsisValue<'a>,
    /// Whether it was specified in the tag (for `-oomitted`).
    pub specified: bool,
}

/// An external identifier, as entity and notation definitions show it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EsisExternalId<'a> {
    /// The public identifier, if any (`p` line).
    pub public_id: Option<&'a str>,
    /// The system identifier, if any (`s` line).
    pub system_id: Option<&'a str>,
    /// The effective system identifier the entity manager resolved to, if any (`f` line).
    pub file: Option<&'a str>,
}

/// The data type of an external data entity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExternalDataType {
    /// `CDATA`.
    Cdata,
    /// `SDATA`.
    Sdata,
    /// `NDATA`.
    Ndata,
}

impl ExternalDataType {
    fn keyword(self) -> &'static str {
        match self {
            ExternalDataType::Cdata => "CDATA",
            ExternalDataType::Sdata => "SDATA",
            ExternalDataType::Ndata => "NDATA",
        }
    }
}

/// A notation, for its definition line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EsisNotation<'a> {
    /// Its name.
    pub name: &'a str,
    /// Its external identifier.
    pub external_id: EsisExternalId<'a>,
}

/// An external data entity, for its definition lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EsisExternalEntity<'a> {
    /// Its name.
    pub name: &'a str,
    /// Its external identifier.
    pub external_id: EsisExternalId<'a>,
    /// CDATA, SDATA or NDATA.
    pub data_type: ExternalDataType,
    /// Its notation.
    pub notation: EsisNotation<'a>,
    /// Its data attributes.
    pub attributes: &'a [EsisAttribute<'a>],
}

/// What a start tag contributes to the ESIS.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EsisStart<'a> {
    /// The element type name.
    pub name: &'a str,
    /// Every attribute of the element type's attribute list, in declaration order, and
    /// any the document added.
    pub attributes: &'a [EsisAttribute<'a>],
    /// The entities named by ENTITY/ENTITIES attributes, in attribute order, to be
    /// defined before the attributes (each once per document).
    pub entities: &'a [EsisExternalEntity<'a>],
    /// The notations named by NOTATION attributes, likewise.
    pub notations: &'a [EsisNotation<'a>],
    /// The start tag was implied (omitted tag minimization).
    pub implied: bool,
    /// The element is there only as an inclusion.
    pub included: bool,
    /// The element's end tag must be omitted.
    pub empty: bool,
}

/// Writes ESIS lines to `W`, keeping the state the format needs: whether a data line is
/// open, the last line number shown, and which entities and notations were defined.
///
/// The lines are assembled in a buffer of the writer's own and handed to `W` in blocks
/// of about 64 KiB (and the rest by [`finish`](Self::finish),
/// [`into_inner`](Self::into_inner), or when the writer is dropped, errors then lost):
/// most lines are a few short pieces, each a store or one copy.
#[derive(Debug)]
pub struct EsisWriter<W: Write> {
    /// Where the lines go (`None` only once [`finish`](Self::finish) or
    /// [`into_inner`](Self::into_inner) took it).
    out: Option<W>,
    /// The lines not handed to `out` yet.
    buf: Vec<u8>,
    options: EsisOptions,
    in_data: bool,
    /// (storage object id, line) of the last `L` line.
    last_location: Option<(u32, u32)>,
    defined_entities: HashSet<String>,
    defined_notations: HashSet<String>,
}

impl<W: Write> EsisWriter<W> {
    /// A writer with the given options.
    pub fn new(out: W, options: EsisOptions) -> Self {
        EsisWriter {
            out: Some(out),
            buf: Vec::new(),
            options,
            in_data: false,
            last_location: None,
            defined_entities: HashSet::new(),
            defined_notations: HashSet::new(),
        }
    }

    /// The options in force.
    pub fn options(&self) -> EsisOptions {
        self.options
    }

    /// Hand the lines written so far to the writer and return it, as they are (an open
    /// data line stays open; no `C`): for lines written before a writer of their own, as
    /// the `V` lines of [`version`](Self::version).
    pub fn into_inner(mut self) -> io::Result<W> {
        self.write_buffer()?;
        // Taken only here, by a method that consumes the writer.
        self.out
            .take()
            .ok_or_else(|| io::Error::other("the ESIS writer's output was taken"))
    }

    /// Hand the buffer to `out` when it holds `SPILL_AT` bytes or more.
    #[inline]
    fn spill(&mut self) -> io::Result<()> {
        if self.buf.len() >= SPILL_AT {
            self.write_buffer()?;
        }
        Ok(())
    }

    /// Hand the whole buffer to `out`.
    #[cold]
    fn write_buffer(&mut self) -> io::Result<()> {
        if let Some(out) = &mut self.out
            && !self.buf.is_empty()
        {
            out.write_all(&self.buf)?;
            self.buf.clear();
        }
        Ok(())
    }

    /// The `V` lines of `-oversion`, which come before anything else: `Vp` the parser,
    /// `Vv` its version, `Vc` the first characters of the lines it may write, `Vo` the
    /// output options in force (in onsgmls's order, `esis` first).
    pub fn version(&mut self) -> io::Result<()> {
        let o = self.options;
        write!(
            self.buf,
            "Vp omittag\nVv {}\nVc -?C#()&ADaNEISTps{{}}fLie_oV\nVo esis",
            env!("CARGO_PKG_VERSION")
        )?;
        for (on, name) in [
            (o.line, "line"),
            (o.entity, "entity"),
            (o.id, "id"),
            (o.included, "included"),
            (o.notation_sysid, "notation-sysid"),
            (o.nonsgml, "nonsgml"),
            (o.empty, "empty"),
            (o.data_attribute, "data-attribute"),
            (o.comment, "comment"),
            (o.omitted, "omitted"),
            (o.tag_omitted, "tagomit"),
            (o.attribute_omitted, "attromit"),
            (o.version, "version"),
        ] {
            if on {
                write!(self.buf, " {name}")?;
            }
        }
        self.buf.write_all(b"\n")
    }

    /// Note the position of the next event: with `-oline`, writes an `L` line when the line
    /// or the storage object changed. `storage` identifies the file; `name` is shown when
    /// it differs from the last one.
    pub fn location(&mut self, storage: u32, name: &str, line: u32) -> io::Result<()> {
        if !self.options.line {
            return Ok(());
        }
        match self.last_location {
            Some((s, l)) if s == storage && l == line => Ok(()),
            Some((s, _)) if s == storage => {
                self.flush_data()?;
                writeln!(self.buf, "L{line}")?;
                self.last_location = Some((storage, line));
                Ok(())
            }
            _ => {
                self.flush_data()?;
                write!(self.buf, "L{line} ")?;
                self.escaped(name)?;
                self.buf.write_all(b"\n")?;
                self.last_location = Some((storage, line));
                Ok(())
            }
        }
    }

    /// A start tag: entity and notation definitions, attributes, flags, then `(NAME`.
    /// With `-oline`, call [`location`](Self::location) between the attributes and the
    /// tag line through [`start_element_with`](Self::start_element_with) instead.
    pub fn start_element(&mut self, start: &EsisStart<'_>) -> io::Result<()> {
        self.start_element_with(start, |_| Ok(()))
    }

    /// As [`start_element`](Self::start_element), calling `before_tag` after the attributes
    /// and flags and just before the `(NAME` line: onsgmls shows the start tag's `L` line
    /// there.
    pub fn start_element_with(
        &mut self,
        start: &EsisStart<'_>,
        before_tag: impl FnOnce(&mut Self) -> io::Result<()>,
    ) -> io::Result<()> {
        self.flush_data()?;
        for notation in start.notations {
            self.define_notation(notation)?;
        }
        for entity in start.entities {
            self.define_external_entity(entity)?;
        }
        self.attributes(start.attributes, 'A', None)?;
        self.end_start_tag(start.name, start.implied, start.included, start.empty, before_tag)
    }

    /// An end tag: `)NAME`, after an `o` line when it was implied and `-oomitted` is on.
    #[inline]
    pub fn end_element(&mut self, name: &str, implied: bool) -> io::Result<()> {
        self.flush_data()?;
        if self.options.tags_omitted() && implied {
            self.buf.extend_from_slice(b"o\n");
        }
        self.buf.push(b')');
        self.buf.extend_from_slice(name.as_bytes());
        self.buf.push(b'\n');
        Ok(())
    }

    /// Data characters (a record end is `'\r'`); joins the open data line.
    #[inline]
    pub fn data(&mut self, text: &str) -> io::Result<()> {
        if text.is_empty() {
            return Ok(());
        }
        self.spill()?;
        self.start_data()?;
        self.data_text(text)
    }

    /// The replacement text of an SDATA entity reference, inside the data line.
    pub fn sdata(&mut self, text: &str) -> io::Result<()> {
        self.start_data()?;
        self.buf.write_all(b"\\|")?;
        self.data_text(text)?;
        self.buf.write_all(b"\\|")
    }

    /// A non-SGML character (a reference to a character the document character set
    /// leaves unused), inside the data line: `\%N;` (`-ononsgml`).
    pub fn non_sgml(&mut self, number: u32) -> io::Result<()> {
        self.start_data()?;
        write!(self.buf, "\\%{number};")
    }

    /// A processing instruction: `?` and its system data.
    pub fn pi(&mut self, text: &str) -> io::Result<()> {
        self.flush_data()?;
        self.buf.write_all(b"?")?;
        self.escaped(text)?;
        self.buf.write_all(b"\n")
    }

    /// A comment declaration: a `_` line for each of its comments (none for `<!>`, which
    /// still ends the data line). A record end (a line end in the source) is RE then RS,
    /// written `\n\012`, as onsgmls writes them.
    pub fn comment_declaration(&mut self, comments: &[&str]) -> io::Result<()> {
        self.flush_data()?;
        for text in comments {
            self.buf.write_all(b"_")?;
            let mut lines = text.split('\n');
            if let Some(first) = lines.next() {
                self.escaped(first)?;
            }
            for line in lines {
                self.buf.write_all(b"\\n\\012")?;
                self.escaped(line)?;
            }
            self.buf.write_all(b"\n")?;
        }
        Ok(())
    }

    /// A reference to an external data entity: its definition the first time, then
    /// `&NAME`.
    pub fn external_data_entity(&mut self, entity: &EsisExternalEntity<'_>) -> io::Result<()> {
        self.flush_data()?;
        if !self.options.entity {
            self.define_external_entity(entity)?;
        }
        self.buf.write_all(b"&")?;
        self.buf.write_all(entity.name.as_bytes())?;
        self.buf.write_all(b"\n")
    }

    /// Define a subdocument entity (its `p`/`s`/`f` lines and `S`), once per document,
    /// as ESIS does before the first attribute or reference that names it.
    pub fn define_subdocument_entity(&mut self, name: &str, external_id: &EsisExternalId<'_>) -> io::Result<()> {
        if !self.defined_entities.insert(name.to_owned()) {
            return Ok(());
        }
        self.write_subdocument_entity(name, external_id)
    }

    /// The definition of a subdocument entity, every time (`-oentity`).
    pub fn write_subdocument_entity(&mut self, name: &str, external_id: &EsisExternalId<'_>) -> io::Result<()> {
        self.flush_data()?;
        self.external_id(external_id)?;
        writeln!(self.buf, "S{name}")
    }

    /// The definition of an external text entity (`p`/`s`/`f` lines and `T`), every
    /// time (`-oentity`).
    pub fn write_text_entity(&mut self, name: &str, external_id: &EsisExternalId<'_>) -> io::Result<()> {
        self.flush_data()?;
        self.external_id(external_id)?;
        writeln!(self.buf, "T{name}")
    }

    /// The definition of an internal entity, every time (`-oentity`): `I`, its name, its
    /// type (`TEXT`, `CDATA`, `SDATA` or `PI`) and its replacement text.
    pub fn write_internal_entity(&mut self, name: &str, kind: &str, text: &str) -> io::Result<()> {
        self.flush_data()?;
        write!(self.buf, "I{name} {kind} ")?;
        // A line end in the text is a record end and a record start (RE RS, `\n\012`),
        // as OpenSP keeps them; one read as CR LF is both already.
        let mut rest = text;
        while let Some(i) = rest.find('\n') {
            self.escaped(&rest[..i])?;
            if !rest[..i].ends_with('\r') {
                self.buf.write_all(b"\\n")?;
            }
            self.buf.write_all(b"\\012")?;
            rest = &rest[i + 1..];
        }
        self.escaped(rest)?;
        self.buf.write_all(b"\n")
    }

    /// A reference to a subdocument entity: its definition (once), then `{NAME`, the
    /// subdocument's own ESIS `esis`, and `}NAME`.
    pub fn subdocument(&mut self, name: &str, external_id: &EsisExternalId<'_>, esis: &[u8]) -> io::Result<()> {
        self.flush_data()?;
        if !self.options.entity {
            self.define_subdocument_entity(name, external_id)?;
        }
        writeln!(self.buf, "{{{name}")?;
        self.buf.write_all(esis)?;
        // The subdocument's `L` lines named its own file: the next names the document's.
        self.last_location = None;
        writeln!(self.buf, "}}{name}")
    }

    /// The document's APPINFO parameter, when it is not NONE: `#` and the literal.
    pub fn appinfo(&mut self, text: &str) -> io::Result<()> {
        self.flush_data()?;
        self.buf.write_all(b"#")?;
        self.escaped(text)?;
        self.buf.write_all(b"\n")
    }

    /// End the output: closes an open data line, and writes `C` when the document
    /// conforms (no error was reported).
    pub fn finish(mut self, conforming: bool) -> io::Result<W> {
        self.flush_data()?;
        if conforming {
            self.buf.extend_from_slice(b"C\n");
        }
        self.into_inner()
    }

    /// Define a notation (its `p`/`s` lines and `N`), once per document, as ESIS does
    /// before the first attribute or entity that names it.
    pub fn define_notation(&mut self, notation: &EsisNotation<'_>) -> io::Result<()> {
        if !self.defined_notations.insert(notation.name.to_owned()) {
            return Ok(());
        }
        // The caller gives a notation's effective system identifier only with
        // -onotation-sysid.
        self.external_id(&notation.external_id)?;
        self.buf.write_all(b"N")?;
        self.buf.write_all(notation.name.as_bytes())?;
        self.buf.write_all(b"\n")
    }

    /// Define an external data entity (its notation, `p`/`s`/`f` lines, `E` and data
    /// attributes), once per document, as ESIS does before the first attribute or
    /// reference that names it.
    pub fn define_external_entity(&mut self, entity: &EsisExternalEntity<'_>) -> io::Result<()> {
        if !self.defined_entities.insert(entity.name.to_owned()) {
            return Ok(());
        }
        self.write_external_entity(entity)
    }

    /// The definition of an external data entity, every time (`-oentity`); its notation
    /// once.
    pub fn write_external_entity(&mut self, entity: &EsisExternalEntity<'_>) -> io::Result<()> {
        self.flush_data()?;
        self.define_notation(&entity.notation)?;
        self.external_id(&entity.external_id)?;
        writeln!(
            self.buf,
            "E{} {} {}",
            entity.name,
            entity.data_type.keyword(),
            entity.notation.name
        )?;
        self.attributes(entity.attributes, 'D', Some(entity.name))
    }

    fn external_id(&mut self, id: &EsisExternalId<'_>) -> io::Result<()> {
        for (code, text) in [(b"p", id.public_id), (b"s", id.system_id), (b"f", id.file)] {
            if let Some(text) = text {
                self.buf.write_all(code)?;
                self.escaped(text)?;
                self.buf.write_all(b"\n")?;
            }
        }
        Ok(())
    }

    fn attributes(&mut self, attributes: &[EsisAttribute<'_>], code: char, owner: Option<&str>) -> io::Result<()> {
        for attribute in attributes {
            self.attribute_start(code, owner, attribute.name, attribute.specified)?;
            match attribute.value {
                EsisValue::Implied => self.attribute_implied()?,
                EsisValue::Token(kind, tokens) => self.attribute_tokens(kind, tokens)?,
                EsisValue::Cdata(pieces) => {
                    self.attribute_cdata()?;
                    for piece in pieces {
                        self.attribute_cdata_piece(*piece)?;
                    }
                }
            }
            self.buf.write_all(b"\n")?;
        }
        Ok(())
    }

    /// Start an attribute line of the next start tag (`A` lines), for writers that pass
    /// attributes one at a time: then one of [`attribute_implied`](Self::attribute_implied),
    /// [`attribute_tokens`](Self::attribute_tokens) or [`attribute_cdata`](Self::attribute_cdata)
    /// with its pieces, then [`attribute_end`](Self::attribute_end). Close data first with
    /// [`begin_start_tag`](Self::begin_start_tag).
    pub fn attribute_start(&mut self, code: char, owner: Option<&str>, name: &str, specified: bool) -> io::Result<()> {
        if self.options.attributes_omitted() && !specified {
            self.buf.extend_from_slice(b"o\n");
        }
        let mut code_buf = [0u8; 4];
        self.buf.extend_from_slice(code.encode_utf8(&mut code_buf).as_bytes());
        if let Some(owner) = owner {
            self.buf.extend_from_slice(owner.as_bytes());
            self.buf.push(b' ');
        }
        self.buf.extend_from_slice(name.as_bytes());
        self.buf.push(b' ');
        Ok(())
    }

    /// A whole `A` line whose value is one piece of characters: CDATA text (`tokens`
    /// `None`) or tokens of that kind, as [`attribute_start`](Self::attribute_start),
    /// [`attribute_cdata`](Self::attribute_cdata) or [`attribute_tokens`](Self::attribute_tokens),
    /// one piece and [`attribute_end`](Self::attribute_end) write it, in one reservation.
    pub fn attribute_text_line(
        &mut self,
        name: &str,
        specified: bool,
        tokens: Option<TokenType>,
        text: &str,
    ) -> io::Result<()> {
        if self.options.attributes_omitted() && !specified {
            self.buf.extend_from_slice(b"o\n");
        }
        let label: &[u8] = match tokens {
            None => b"CDATA ",
            Some(kind) => self.token_label(kind),
        };
        self.buf.reserve(name.len() + label.len() + text.len() + 3);
        self.buf.push(b'A');
        self.buf.extend_from_slice(name.as_bytes());
        self.buf.push(b' ');
        self.buf.extend_from_slice(label);
        self.escaped(text)?;
        self.buf.push(b'\n');
        Ok(())
    }

    /// The label of a tokenized value on its attribute line.
    fn token_label(&self, kind: TokenType) -> &'static [u8] {
        match kind {
            TokenType::Id if self.options.id => b"ID ",
            TokenType::Token | TokenType::Id => b"TOKEN ",
            TokenType::Entity => b"ENTITY ",
            TokenType::Notation => b"NOTATION ",
        }
    }

    /// Attribute lines made before (by a writer with the same options, from
    /// [`attribute_start`](Self::attribute_start) to [`attribute_end`](Self::attribute_end)),
    /// written as they are: a list's default attributes are the same on every tag.
    pub fn attribute_lines(&mut self, lines: &[u8]) -> io::Result<()> {
        self.buf.write_all(lines)
    }

    /// The value of an attribute line: none.
    pub fn attribute_implied(&mut self) -> io::Result<()> {
        self.buf.write_all(b"IMPLIED")
    }

    /// The value of an attribute line: tokens.
    pub fn attribute_tokens(&mut self, kind: TokenType, tokens: &str) -> io::Result<()> {
        let label = self.token_label(kind);
        self.buf.write_all(label)?;
        self.escaped(tokens)
    }

    /// The value of an attribute line of declared value `DATA` (`-odata-attribute`):
    /// `DATA`, the notation, and the pieces that follow.
    pub fn attribute_data(&mut self, notation: &str) -> io::Result<()> {
        write!(self.buf, "DATA {notation} ")
    }

    /// The data attribute lines (`D` lines) of a `DATA` attribute named `owner`.
    pub fn data_attribute_lines(&mut self, attributes: &[EsisAttribute<'_>], owner: &str) -> io::Result<()> {
        self.attributes(attributes, 'D', Some(owner))
    }

    /// The value of an attribute line: CDATA, whose pieces follow.
    pub fn attribute_cdata(&mut self) -> io::Result<()> {
        self.buf.write_all(b"CDATA ")
    }

    /// One piece of a CDATA value.
    pub fn attribute_cdata_piece(&mut self, piece: CdataPiece<'_>) -> io::Result<()> {
        match piece {
            CdataPiece::Data(text) => self.escaped(text),
            CdataPiece::Sdata(text) => {
                self.buf.write_all(b"\\|")?;
                self.escaped(text)?;
                self.buf.write_all(b"\\|")
            }
            CdataPiece::NonSgml(number) if self.options.nonsgml => write!(self.buf, "\\%{number};"),
            CdataPiece::NonSgml(_) => Ok(()),
        }
    }

    /// End an attribute line.
    pub fn attribute_end(&mut self) -> io::Result<()> {
        self.buf.write_all(b"\n")
    }

    /// Close an open data line before the lines of a start tag.
    pub fn begin_start_tag(&mut self) -> io::Result<()> {
        self.flush_data()
    }

    /// The lines of a start tag after its attributes: the flags and `(NAME`, with
    /// `before_tag` called just before the tag line (for `-oline`).
    pub fn end_start_tag(
        &mut self,
        name: &str,
        implied: bool,
        included: bool,
        empty: bool,
        before_tag: impl FnOnce(&mut Self) -> io::Result<()>,
    ) -> io::Result<()> {
        if self.options.tags_omitted() && implied {
            self.buf.write_all(b"o\n")?;
        }
        if self.options.included && included {
            self.buf.write_all(b"i\n")?;
        }
        if self.options.empty && empty {
            self.buf.write_all(b"e\n")?;
        }
        before_tag(self)?;
        self.buf.push(b'(');
        self.buf.extend_from_slice(name.as_bytes());
        self.buf.push(b'\n');
        Ok(())
    }

    fn start_data(&mut self) -> io::Result<()> {
        if !self.in_data {
            self.buf.push(b'-');
            self.in_data = true;
        }
        Ok(())
    }

    /// Close an open data line: called before every line other than data, so the
    /// buffer is handed on here when full.
    fn flush_data(&mut self) -> io::Result<()> {
        if self.in_data {
            self.buf.push(b'\n');
            self.in_data = false;
        }
        self.spill()
    }

    /// Data text: like [`escaped`](Self::escaped), but each record end also advances the
    /// line that `-oline` believes it is on, as onsgmls does, so that data continuing on
    /// the next line does not start a new `L` line.
    #[inline(never)]
    fn data_text(&mut self, text: &str) -> io::Result<()> {
        if self.options.line
            && let Some((storage, line)) = self.last_location
        {
            let records = memchr::memchr_iter(b'\r', text.as_bytes()).count() as u32;
            self.last_location = Some((storage, line + records));
        }
        self.escaped(text)
    }

    /// Writes `text` with the ESIS escapes. A text longer than the buffer's size is
    /// handed on in pieces as it is escaped.
    #[inline]
    fn escaped(&mut self, text: &str) -> io::Result<()> {
        let bytes = text.as_bytes();
        if bytes.len() <= SPILL_AT {
            escape_into(&mut self.buf, bytes);
            return Ok(());
        }
        self.escaped_in_pieces(bytes)
    }

    /// [`escaped`](Self::escaped) of a text longer than the buffer's size.
    #[cold]
    #[inline(never)]
    fn escaped_in_pieces(&mut self, bytes: &[u8]) -> io::Result<()> {
        for piece in bytes.chunks(SPILL_AT) {
            escape_into(&mut self.buf, piece);
            self.spill()?;
        }
        Ok(())
    }
}

impl<W: Write> Drop for EsisWriter<W> {
    /// Hands on what is left in the buffer (errors are lost: call
    /// [`finish`](EsisWriter::finish) or [`into_inner`](EsisWriter::into_inner) to see
    /// them).
    fn drop(&mut self) {
        let _ = self.write_buffer();
    }
}

/// The buffer of an [`EsisWriter`] is handed to its writer once it holds this many bytes.
const SPILL_AT: usize = 64 << 10;

/// What ESIS writes for each byte it escapes (`(0, _)` for the bytes written as they
/// are): `\\` for a backslash, `\n` for a record end (a carriage return), a backslash
/// and three octal digits for the other bytes below 32.
static ESCAPES: [(u8, [u8; 4]); 256] = {
    let mut table = [(0u8, [0u8; 4]); 256];
    let mut b = 0;
    while b < 32 {
        table[b] = (4, [b'\\', b'0', b'0' + (b as u8 / 8) % 8, b'0' + b as u8 % 8]);
        b += 1;
    }
    table[b'\r' as usize] = (2, [b'\\', b'n', 0, 0]);
    table[b'\\' as usize] = (2, [b'\\', b'\\', 0, 0]);
    table
};

/// Appends `bytes` to `buf` with the ESIS escapes, each from [`ESCAPES`]: the runs
/// between two escapes found eight bytes at a time and copied in one go (a text with
/// none, in one copy). The last bytes (fewer than eight) of a text of eight or more
/// are read as its last word, overlapping bytes found clean already.
#[inline(always)]
fn escape_into(buf: &mut Vec<u8>, bytes: &[u8]) {
    // `bytes[start..i]`: found with nothing to escape, not written yet.
    let mut start = 0;
    let mut i = 0;
    while let Some(word) = bytes.get(i..).and_then(<[u8]>::first_chunk::<8>) {
        let flags = escape_flags(u64::from_le_bytes(*word));
        if flags == 0 {
            i += 8;
            continue;
        }
        let at = i + (flags.trailing_zeros() / 8) as usize;
        buf.extend_from_slice(&bytes[start..at]);
        push_escape(buf, bytes[at]);
        start = at + 1;
        i = start;
    }
    if i < bytes.len()
        && let Some(last) = bytes.last_chunk::<8>()
        && bytes.len() - 8 >= start
    {
        // The bytes of `last` before `i` have nothing to escape, so its lowest flag
        // is the first escape from `i` on, if any.
        let flags = escape_flags(u64::from_le_bytes(*last));
        if flags == 0 {
            i = bytes.len();
        } else {
            let at = bytes.len() - 8 + (flags.trailing_zeros() / 8) as usize;
            buf.extend_from_slice(&bytes[start..at]);
            push_escape(buf, bytes[at]);
            start = at + 1;
            i = start;
        }
    }
    while let Some(&b) = bytes.get(i) {
        if ESCAPES[b as usize].0 != 0 {
            buf.extend_from_slice(&bytes[start..i]);
            push_escape(buf, b);
            start = i + 1;
        }
        i += 1;
    }
    buf.extend_from_slice(&bytes[start..]);
}

/// Appends byte `b` with its ESIS escape, if it has one.
#[inline(always)]
fn push_escape(buf: &mut Vec<u8>, b: u8) {
    let (len, escape) = &ESCAPES[b as usize];
    if *len == 0 {
        buf.push(b);
    } else {
        buf.extend_from_slice(&escape[..*len as usize]);
    }
}

/// The top bit of each byte of `word` (little-endian) whose byte ESIS escapes (a
/// backslash or a control character below 32), and maybe of bytes after such a byte:
/// the lowest bit set is exact. A byte is below 32 when subtracting 32 from it borrows
/// into its top bit while that bit was clear, a backslash when XOR with backslashes
/// leaves a zero byte; a borrow carries into the next byte only from a byte flagged.
#[inline(always)]
fn escape_flags(word: u64) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let below_space = word.wrapping_sub(ONES * 0x20) & !word & HIGH;
    let backslash = word ^ (ONES * u64::from(b'\\'));
    let has_backslash = backslash.wrapping_sub(ONES) & !backslash & HIGH;
    below_space | has_backslash
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(options: EsisOptions, f: impl FnOnce(&mut EsisWriter<Vec<u8>>) -> io::Result<()>) -> String {
        let mut writer = EsisWriter::new(Vec::new(), options);
        f(&mut writer).unwrap();
        String::from_utf8(writer.finish(true).unwrap()).unwrap()
    }

    #[test]
    fn data_escapes_and_joins() {
        let out = written(EsisOptions::default(), |w| {
            w.start_element(&EsisStart {
                name: "P",
                attributes: &[
                    EsisAttribute {
                        name: "ID",
                        value: EsisValue::Implied,
                        specified: false,
                    },
                    EsisAttribute {
                        name: "TITLE",
                        value: EsisValue::Cdata(&[CdataPiece::Data("a\\b "), CdataPiece::Sdata("[x]")]),
                        specified: true,
                    },
                    EsisAttribute {
                        name: "ALIGN",
                        value: EsisValue::Token(TokenType::Token, "CENTER"),
                        specified: true,
                    },
                ],
                entities: &[],
                notations: &[],
                implied: false,
                included: false,
                empty: false,
            })?;
            w.data("x\ty\r")?;
            w.sdata("[eacute]")?;
            w.data("\u{e9}\u{1}")?;
            w.pi("pi \\ x")?;
            w.end_element("P", true)
        });
        assert_eq!(
            out,
            "AID IMPLIED\nATITLE CDATA a\\\\b \\|[x]\\|\nAALIGN TOKEN CENTER\n(P\n-x\\011y\\n\\|[eacute]\\|\u{e9}\\001\n?pi \\\\ x\n)P\nC\n"
        );
    }

    #[test]
    fn omitted_empty_included_and_id() {
        let options = EsisOptions {
            omitted: true,
            empty: true,
            included: true,
            id: true,
            ..EsisOptions::default()
        };
        let out = written(options, |w| {
            w.start_element(&EsisStart {
                name: "IMG",
                attributes: &[
                    EsisAttribute {
                        name: "ID",
                        value: EsisValue::Token(TokenType::Id, "X"),
                        specified: true,
                    },
                    EsisAttribute {
                        name: "ALT",
                        value: EsisValue::Implied,
                        specified: false,
                    },
                ],
                entities: &[],
                notations: &[],
                implied: true,
                included: true,
                empty: true,
            })?;
            w.end_element("IMG", true)
        });
        assert_eq!(out, "AID ID X\no\nAALT IMPLIED\no\ni\ne\n(IMG\no\n)IMG\nC\n");
    }

    #[test]
    fn entities_and_notations_defined_once() {
        let notation = EsisNotation {
            name: "GIF",
            external_id: EsisExternalId {
                public_id: Some("-//X//NOTATION GIF//EN"),
                system_id: None,
                file: None,
            },
        };
        let entity = EsisExternalEntity {
            name: "ext",
            external_id: EsisExternalId {
                public_id: None,
                system_id: Some("ext.gif"),
                file: Some("/d/ext.gif"),
            },
            data_type: ExternalDataType::Ndata,
            notation,
            attributes: &[],
        };
        let out = written(EsisOptions::default(), |w| {
            let start = EsisStart {
                name: "P",
                attributes: &[EsisAttribute {
                    name: "E",
                    value: EsisValue::Token(TokenType::Entity, "ext"),
                    specified: true,
                }],
                entities: &[entity],
                notations: &[notation],
                implied: false,
                included: false,
                empty: false,
            };
            w.start_element(&start)?;
            w.external_data_entity(&entity)?;
            w.end_element("P", false)
        });
        assert_eq!(
            out,
            "p-//X//NOTATION GIF//EN\nNGIF\nsext.gif\nf/d/ext.gif\nEext NDATA GIF\nAE ENTITY ext\n(P\n&ext\n)P\nC\n"
        );
    }

    #[test]
    fn tagomit_and_attromit_are_the_halves_of_omitted() {
        let element = |w: &mut EsisWriter<Vec<u8>>| {
            w.start_element(&EsisStart {
                name: "P",
                attributes: &[
                    EsisAttribute {
                        name: "ALIGN",
                        value: EsisValue::Implied,
                        specified: false,
                    },
                    EsisAttribute {
                        name: "ID",
                        value: EsisValue::Token(TokenType::Token, "X"),
                        specified: true,
                    },
                ],
                entities: &[],
                notations: &[],
                implied: true,
                included: false,
                empty: false,
            })?;
            w.end_element("P", true)
        };
        let tags = EsisOptions {
            tag_omitted: true,
            ..EsisOptions::default()
        };
        assert_eq!(written(tags, element), "AALIGN IMPLIED\nAID TOKEN X\no\n(P\no\n)P\nC\n");
        let attributes = EsisOptions {
            attribute_omitted: true,
            ..EsisOptions::default()
        };
        assert_eq!(
            written(attributes, element),
            "o\nAALIGN IMPLIED\nAID TOKEN X\n(P\n)P\nC\n"
        );
    }

    #[test]
    fn line_numbers_follow_record_ends() {
        let options = EsisOptions {
            line: true,
            ..EsisOptions::default()
        };
        let out = written(options, |w| {
            w.location(1, "a.html", 3)?;
            w.data("x\r")?;
            w.location(1, "a.html", 4)?; // already counted by the record end
            w.data("y")?;
            w.location(1, "a.html", 6)?;
            w.data("z")?;
            w.location(2, "b.ent", 1)?;
            w.data("w")
        });
        assert_eq!(out, "L3 a.html\n-x\\ny\nL6\n-z\nL1 b.ent\n-w\nC\n");
    }

    /// `bytes` escaped one byte at a time.
    fn escaped_slowly(bytes: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        for &b in bytes {
            match b {
                b'\\' => out.extend_from_slice(b"\\\\"),
                b'\r' => out.extend_from_slice(b"\\n"),
                0..=31 => out.extend_from_slice(&[b'\\', b'0', b'0' + b / 8, b'0' + b % 8]),
                _ => out.push(b),
            }
        }
        out
    }

    fn escaped_fast(bytes: &[u8]) -> Vec<u8> {
        let mut out = b"prefix".to_vec();
        escape_into(&mut out, bytes);
        out.drain(..6);
        out
    }

    #[test]
    fn escapes_are_found_at_any_offset() {
        for len in 0..20 {
            for at in 0..len {
                for special in [b'\\', b'\r', 0u8, 0x1f] {
                    let mut bytes = vec![b'a'; len];
                    bytes[at] = special;
                    assert_eq!(escaped_fast(&bytes), escaped_slowly(&bytes), "{len} {at} {special}");
                }
            }
            let plain: Vec<u8> = "x\u{e9}\u{20ac} ]~".bytes().cycle().take(len).collect();
            assert_eq!(escaped_fast(&plain), plain);
        }
        // Any two bytes anywhere in a word or the tail, and a third further on: a flag
        // borrowed from a byte that escapes never hides or invents one.
        for len in [3, 8, 11, 13, 16, 17] {
            for at in 0..len - 1 {
                for first in 0..=255u8 {
                    for second in [0u8, b' ', b'!', b'\\', b']', 0x1f, 0x5c, 0x80, 0xa0, 0xff] {
                        for third in [None, Some(b'\r'), Some(b' ')] {
                            let mut bytes = vec![b'a'; len];
                            bytes[at] = first;
                            bytes[at + 1] = second;
                            if let Some(third) = third {
                                bytes[len - 1 - (at % 3).min(len - 2 - at)] = third;
                            }
                            assert_eq!(escaped_fast(&bytes), escaped_slowly(&bytes), "{bytes:?}");
                        }
                    }
                }
            }
        }
        let out = written(EsisOptions::default(), |w| w.data("\u{e9}\\\u{1f}\r\u{7f}"));
        assert_eq!(out, "-\u{e9}\\\\\\037\\n\u{7f}\nC\n");
    }

    #[test]
    fn no_conforming_line_after_errors() {
        let writer = EsisWriter::new(Vec::new(), EsisOptions::default());
        assert_eq!(writer.finish(false).unwrap(), b"");
    }
}
