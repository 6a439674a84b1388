//! A prepared document's ESIS (ISO 8879 clause 4 "ESIS"; onsgmls's output): the SGML
//! declaration's APPINFO first, then the sink the instance's events are written by, set
//! up the same way whether the document is read whole or in windows.

use std::io::{self, Write};
use std::path::Path;

use sgml_dtd::catalog::EntityKind;
use sgml_dtd::dtd::ExternalId;
use sgml_parser::EsisSink;
use sgml_parser::architecture::ArchDiagnostic;
use sgml_parser::esis::{EsisOptions, EsisWriter};

use crate::prepared::Prepared;

impl Prepared<'_, '_> {
    /// Write what ESIS gives before anything of the document, whether the instance is
    /// parsed or not: the `V` lines of `-oversion`, then the SGML declaration's APPINFO,
    /// if it has one.
    pub(crate) fn write_appinfo<W: Write>(&self, mut out: W, options: EsisOptions) -> io::Result<()> {
        if options.version {
            let mut writer = EsisWriter::new(&mut out, options);
            writer.version()?;
            writer.into_inner()?;
        }
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
        let catalog_system_id = |kind: EntityKind, name: &str, id: &ExternalId| self.catalog_system_id(kind, name, id);
        let mut sink = EsisSink::new(out, options, (&self.name, text));
        sink.set_dtd(&self.dtd);
        sink.set_document_path(canonical.as_deref().and_then(Path::to_str));
        sink.set_catalog_system_ids(&catalog_system_id);
        if let Some(architecture) = &self.architecture {
            sink.set_architecture(architecture);
        }
        if options.entity {
            // The DTD's entity lookups among the prolog's processing instructions, as
            // the document has them.
            for (text, location) in &self.prolog_events {
                if location.source == 0 {
                    sink.prolog_entity_lookups(Some(location.span.start))?;
                }
                sgml_parser::EventSink::event(
                    &mut sink,
                    sgml_parser::Event::ProcessingInstruction {
                        text,
                        location: *location,
                    },
                );
            }
        } else {
            self.replay_prolog(&mut sink);
        }
        sink.prolog_entities()?;
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
            if let Some(key) = self.message_key(&message) {
                while let Some((_, found)) = architecture.next_if(|&(after, _)| after <= key) {
                    merged.push(found);
                }
            }
            merged.push(message);
        }
        merged.extend(architecture.map(|(_, message)| message));
        merged
    }

    /// Where an instance message stands among those of checking the architectural
    /// document: its offset in the document (none for one in another file), the
    /// references to IDs checked at the end after all but the architecture's own.
    pub(crate) fn message_key(&self, message: &crate::message::Message) -> Option<u32> {
        if message.letter == Some('X') {
            Some(u32::MAX - 1)
        } else {
            message.offset.filter(|_| message.file == self.name)
        }
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
            .map(|(key, diagnostic)| (*key, self.architecture_message(diagnostic, text, &lines)))
            .collect()
    }

    /// A finding of checking the architectural document as a message: in the document
    /// whose text is `text` (and line index `lines`), or in a file of the DTD.
    pub(crate) fn architecture_message(
        &self,
        diagnostic: &ArchDiagnostic,
        text: &str,
        lines: &sgml_source::LineIndex,
    ) -> crate::message::Message {
        match diagnostic {
            ArchDiagnostic::Document(diagnostic) => {
                crate::message_conversion::parser_message(diagnostic, text, lines, &self.name)
            }
            ArchDiagnostic::Dtd { kind, source, offset } => match self.dtd.sources.get(*source as usize) {
                Some(found) if *source != 0 => {
                    let file_text = found.text.as_deref().unwrap_or("");
                    let at = sgml_source::LineIndex::new(file_text).line_col(file_text, *offset);
                    crate::message::Message::in_file(kind, found.name.to_string(), at.line, at.column, Some(*offset))
                }
                _ => crate::message::Message::at(kind, &self.name, text, lines, *offset),
            },
        }
    }

    /// Parse the instance into `sink` handing each message to `on_message` as it comes,
    /// with those of checking the architectural document (`-A`) among them where
    /// onsgmls gives them; returns the sink and whether there was an error.
    pub(crate) fn parse_instance_streamed_with_architecture<'s, W: Write>(
        &self,
        text: &str,
        sink: EsisSink<'s, W>,
        on_message: &mut dyn FnMut(&crate::message::Message),
    ) -> (EsisSink<'s, W>, bool) {
        // What the architecture finds is handed on among the instance's messages,
        // where onsgmls gives it.
        let outbox: sgml_parser::ArchitectureOutbox = Default::default();
        let mut sink = sink;
        if self.architecture.is_some() {
            sink.set_architecture_outbox(outbox.clone());
        }
        let lines = std::cell::OnceCell::new();
        let mut architecture_error = false;
        let hand_on_found = |until: u32, on_message: &mut dyn FnMut(&crate::message::Message), error: &mut bool| {
            let ready: Vec<_> = {
                let mut found = outbox.borrow_mut();
                let n = found.iter().take_while(|(after, _)| *after <= until).count();
                found.drain(..n).collect()
            };
            for (_, diagnostic) in ready {
                let lines = lines.get_or_init(|| sgml_source::LineIndex::new(text));
                let message = self.architecture_message(&diagnostic, text, lines);
                *error |= message.severity == sgml_source::Severity::Error;
                on_message(&message);
            }
        };
        let mut forward = |message: &crate::message::Message| {
            if let Some(key) = self.message_key(message) {
                hand_on_found(key, &mut *on_message, &mut architecture_error);
            }
            on_message(message);
        };
        let (mut sink, mut error) = self.parse_instance_streamed(text, sink, &mut forward);
        hand_on_found(u32::MAX, &mut *on_message, &mut architecture_error);
        error |= architecture_error;
        for (_, message) in self.architecture_messages(&mut sink, text) {
            error |= message.severity == sgml_source::Severity::Error;
            on_message(&message);
        }
        (sink, error)
    }
}
