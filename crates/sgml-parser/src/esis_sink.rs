//! An [`EventSink`] that writes onsgmls's ESIS.

use std::io::{self, Write};

use sgml_dtd::dtd::{EntityData, ExternalDataKind, ExternalDataType};
use sgml_source::LineIndex;

use crate::esis::{
    CdataPiece, EsisAttribute, EsisExternalEntity, EsisExternalId, EsisNotation, EsisOptions, EsisStart, EsisValue,
    EsisWriter, TokenType,
};
use crate::event::{Event, EventSink, ValueType};

/// Writes events as ESIS. Errors of the underlying writer are kept and returned by
/// [`finish`](EsisSink::finish).
pub struct EsisSink<'s, W: Write> {
    writer: EsisWriter<W>,
    /// Names and line indexes of the sources, for `-oline`.
    sources: Vec<(&'s str, &'s str, LineIndex)>,
    error: Option<io::Error>,
}

impl<'s, W: Write> EsisSink<'s, W> {
    /// A sink writing to `out`. `document` is the document's name and text, for `-oline`.
    pub fn new(out: W, options: EsisOptions, document: (&'s str, &'s str)) -> EsisSink<'s, W> {
        let sources = if options.line {
            vec![(document.0, document.1, LineIndex::new(document.1))]
        } else {
            Vec::new()
        };
        EsisSink {
            writer: EsisWriter::new(out, options),
            sources,
            error: None,
        }
    }

    /// End the ESIS (with `C` when `conforming`: no error was found anywhere, in the
    /// DTD or the instance) and return the writer.
    pub fn finish(self, conforming: bool) -> io::Result<W> {
        if let Some(error) = self.error {
            return Err(error);
        }
        self.writer.finish(conforming)
    }

    fn line(&mut self, location: crate::Location) -> io::Result<()> {
        if let Some((name, text, index)) = self.sources.get(location.source as usize) {
            let line = index.line_col(text, location.span.start).line;
            self.writer.location(location.source, name, line)?;
        }
        Ok(())
    }

    fn write(&mut self, event: Event<'_>) -> io::Result<()> {
        match event {
            Event::StartElement(start) => {
                let attrs = start.attributes;
                let mut pieces: Vec<CdataPiece<'_>> = Vec::new();
                let mut ranges = Vec::with_capacity(attrs.len());
                for value in attrs.iter() {
                    let from = pieces.len();
                    for (sdata, text) in attrs.pieces(value) {
                        pieces.push(if sdata {
                            CdataPiece::Sdata(text)
                        } else {
                            CdataPiece::Data(text)
                        });
                    }
                    ranges.push(from..pieces.len());
                }
                let attributes: Vec<EsisAttribute<'_>> = attrs
                    .iter()
                    .zip(ranges)
                    .map(|(value, range)| {
                        // A tokenized value is one piece after normalization.
                        let token = match pieces[range.clone()].first() {
                            Some(CdataPiece::Data(text)) | Some(CdataPiece::Sdata(text)) => text,
                            None => "",
                        };
                        let esis_value = if value.pieces.is_none() {
                            EsisValue::Implied
                        } else {
                            match value.value_type {
                                ValueType::Cdata => EsisValue::Cdata(&pieces[range]),
                                ValueType::Id => EsisValue::Token(TokenType::Id, token),
                                ValueType::Entity => EsisValue::Token(TokenType::Entity, token),
                                ValueType::Notation => EsisValue::Token(TokenType::Notation, token),
                                ValueType::Token | ValueType::Idref => EsisValue::Token(TokenType::Token, token),
                            }
                        };
                        EsisAttribute {
                            name: value.name.as_str(),
                            value: esis_value,
                            specified: value.specified,
                        }
                    })
                    .collect();
                let esis = EsisStart {
                    name: start.name,
                    attributes: &attributes,
                    entities: &[],
                    notations: &[],
                    implied: start.implied,
                    included: start.included,
                    empty: start.empty,
                };
                let location = start.location;
                let sources = &self.sources;
                self.writer.start_element_with(&esis, |w| {
                    if let Some((name, text, index)) = sources.get(location.source as usize) {
                        let line = index.line_col(text, location.span.start).line;
                        w.location(location.source, name, line)?;
                    }
                    Ok(())
                })
            }
            Event::EndElement(end) => {
                self.line(end.location)?;
                self.writer.end_element(end.name, end.implied)
            }
            Event::Data { text, location } => {
                self.line(location)?;
                self.writer.data(text)
            }
            Event::Sdata { text, location, .. } => {
                self.line(location)?;
                self.writer.sdata(text)
            }
            Event::ProcessingInstruction { text, location } => {
                self.line(location)?;
                self.writer.pi(text)
            }
            Event::ExternalDataEntity { entity, location } => {
                self.line(location)?;
                let EntityData::External {
                    id,
                    kind: ExternalDataKind::Data { kind, notation, .. },
                } = &entity.data
                else {
                    return Ok(());
                };
                let data_type = match kind {
                    ExternalDataType::Cdata => crate::esis::ExternalDataType::Cdata,
                    ExternalDataType::Sdata => crate::esis::ExternalDataType::Sdata,
                    ExternalDataType::Ndata => crate::esis::ExternalDataType::Ndata,
                };
                let esis = EsisExternalEntity {
                    name: entity.name.as_str(),
                    external_id: EsisExternalId {
                        public_id: id.public_id.as_deref(),
                        system_id: id.system_id.as_deref(),
                        file: None,
                    },
                    data_type,
                    notation: EsisNotation {
                        name: notation.as_str(),
                        external_id: EsisExternalId::default(),
                    },
                    attributes: &[],
                };
                self.writer.external_data_entity(&esis)
            }
        }
    }
}

impl<W: Write> EventSink for EsisSink<'_, W> {
    fn event(&mut self, event: Event<'_>) {
        if self.error.is_some() {
            return;
        }
        if let Err(error) = self.write(event) {
            self.error = Some(error);
        }
    }
}
