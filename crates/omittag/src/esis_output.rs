//! A prepared document's ESIS (ISO 8879 clause 4 "ESIS"; onsgmls's output): the SGML
//! declaration's APPINFO first, then the sink the instance's events are written by, set
//! up the same way whether the document is read whole or in windows.

use std::io::{self, Write};
use std::path::Path;

use sgml_dtd::dtd::Entity;
use sgml_parser::EsisSink;
use sgml_parser::architecture::ArchDiagnostic;
use sgml_parser::esis::{EsisOptions, EsisWriter};

use crate::prepared::Prepared;

impl Prepared<'_, '_> {
    /// Write the SGML declaration's APPINFO to `out`, if it has one: ESIS gives it
    /// before anything of the document, whether the instance is parsed or not.
    pub(crate) fn write_appinfo<W: Write>(&self, out: W, options: EsisOptions) -> io::Result<()> {
        if let Some(appinfo) = self.appinfo() {
            let mut writer = EsisWriter::new(out, options);
            writer.appinfo(appinfo)?;
            writer.finish(false)?;
        }
        Ok(())
    }

    /// Run `run` with the ESIS sink of this document writing to `out`: `text` is the
    /// document's text for `-oline` (empty when it is read in windows), the DTD's files
    /// are named by their canonical paths and the catalogs' system identifiers as
    /// onsgmls names them, and the prolog's events are handed to it already.
    pub(crate) fn with_esis_sink<'s, W: Write, T>(
        &'s self,
        out: W,
        options: EsisOptions,
        text: &'s str,
        run: impl FnOnce(EsisSink<'_, W>) -> io::Result<T>,
    ) -> io::Result<T> {
        let canonical = self.path.as_deref().and_then(|path| path.canonicalize().ok());
        let catalog_system_id = |entity: &Entity| self.catalog_system_id(entity);
        let mut sink = EsisSink::new(out, options, (&self.name, text));
        sink.set_dtd(&self.dtd);
        sink.set_document_path(canonical.as_deref().and_then(Path::to_str));
        sink.set_catalog_system_ids(&catalog_system_id);
        if let Some(architecture) = &self.architecture {
            sink.set_architecture(architecture);
        }
        self.replay_prolog(&mut sink);
        run(sink)
    }

    /// The instance's messages `instance` with those of checking the architectural
    /// document (from [`architecture_messages`](Self::architecture_messages)) among
    /// them where onsgmls gives them: each after the instance's messages about what
    /// comes before the end of the tag or data it was found at, before the rest (and
    /// before the references to IDs checked at the end).
    pub(crate) fn merge_architecture_messages(
        &self,
        instance: Vec<crate::message::Message>,
        architecture: Vec<(u32, crate::message::Message)>,
    ) -> Vec<crate::message::Message> {
        if architecture.is_empty() {
            return instance;
        }
        let mut merged = Vec::with_capacity(instance.len() + architecture.len());
        let mut architecture = architecture.into_iter().peekable();
        for message in instance {
            let key = if message.letter == Some('X') {
                Some(u32::MAX - 1)
            } else {
                message.offset.filter(|_| message.file == self.name)
            };
            if let Some(key) = key {
                while let Some((_, found)) = architecture.next_if(|&(after, _)| after <= key) {
                    merged.push(found);
                }
            }
            merged.push(message);
        }
        merged.extend(architecture.map(|(_, message)| message));
        merged
    }

    /// What checking the architectural document against its meta-DTD found (`-A`), as
    /// messages in the document whose text is `text`, each with the offset of the
    /// document after which onsgmls reports it.
    pub(crate) fn architecture_messages<W: Write>(
        &self,
        sink: &mut EsisSink<'_, W>,
        text: &str,
    ) -> Vec<(u32, crate::message::Message)> {
        let diagnostics = sink.take_architecture_diagnostics();
        if diagnostics.is_empty() {
            return Vec::new();
        }
        let lines = sgml_source::LineIndex::new(text);
        diagnostics
            .iter()
            .map(|(key, diagnostic)| {
                let message = match diagnostic {
                    ArchDiagnostic::Document(diagnostic) => {
                        crate::message_conversion::parser_message(diagnostic, text, &lines, &self.name)
                    }
                    ArchDiagnostic::Dtd { kind, source, offset } => match self.dtd.sources.get(*source as usize) {
                        Some(found) if *source != 0 => {
                            let file_text = found.text.as_deref().unwrap_or("");
                            let at = sgml_source::LineIndex::new(file_text).line_col(file_text, *offset);
                            crate::message::Message::in_file(
                                kind,
                                found.name.to_string(),
                                at.line,
                                at.column,
                                Some(*offset),
                            )
                        }
                        _ => crate::message::Message::at(kind, &self.name, text, &lines, *offset),
                    },
                };
                (*key, message)
            })
            .collect()
    }
}
