//! Which record ends are data (ISO 8879 7.6.1), decided as OpenSP decides it: a small
//! state machine per output level, where a level is pushed only for an element opened as
//! an inclusion. See `docs/instance-parsing.md`. Under KEEPRSRE YES (Annex K, the SGML
//! declaration for XML) every record end and record start of mixed content is data.

use super::InstanceParser;
use crate::diagnostic::Location;
use crate::event::{Event, EventSink};

impl<'d: 't, 't, S: EventSink> InstanceParser<'d, 't, S> {
    /// A record end in content, read from the input or from a reference to the RE
    /// function character (OpenSP pushes that character back into the input): nothing
    /// in element content; else the element must accept data, and the RE is held back or
    /// becomes data as the state machine says.
    pub(super) fn content_record_end(&mut self, at: Location) {
        if self.in_element_content() {
            return;
        }
        self.accept_pcdata(at);
        // KEEPRSRE YES (Annex K): every record end of mixed content is data.
        if self.cx.declaration.features.keeprsre() {
            self.sink.event(Event::Data {
                text: "\r",
                location: at,
            });
            return;
        }
        if let Some(re) = self.records.record_end(at) {
            self.sink.event(Event::Data {
                text: "\r",
                location: re,
            });
        }
    }

    /// A record start in content (from the input or a reference to RS): never data
    /// (but under KEEPRSRE YES, Annex K, where it is the RS character), but in mixed
    /// content the element must accept data first.
    pub(super) fn content_record_start(&mut self, at: Location) {
        if self.in_element_content() {
            return;
        }
        self.accept_pcdata(at);
        if self.cx.declaration.features.keeprsre() {
            self.sink.event(Event::Data {
                text: "\n",
                location: at,
            });
            return;
        }
        self.records.record_start();
    }
}

/// Where the content has got to since the last start tag, record boundary or data.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    /// Nothing since a start tag: the next RE is the first of the element, and ignored.
    AfterStartTag,
    /// After a record start or an ignored RE, with no RE held back.
    AfterRsOrRe,
    /// After data or an end tag, with no RE held back.
    AfterData,
    /// An RE is held back; it becomes data if data or a start tag follows.
    PendingAfterRsOrRe,
    /// An RE is held back and only markup followed the last record boundary.
    PendingAfterMarkup,
}

#[derive(Clone, Copy, Debug)]
struct Level {
    state: State,
    /// Where the held RE was.
    pending: Location,
}

impl Level {
    const fn new() -> Level {
        Level {
            state: State::AfterStartTag,
            pending: Location {
                source: 0,
                span: sgml_source::Span::empty(0),
            },
        }
    }

    fn has_pending(&self) -> bool {
        matches!(self.state, State::PendingAfterRsOrRe | State::PendingAfterMarkup)
    }
}

/// The record-end state. Each method returns the location of a held RE that has now
/// become data, which the caller emits as data (`'\r'`) before anything else.
#[derive(Clone, Debug)]
pub(crate) struct RecordEnds {
    levels: Vec<Level>,
}

impl RecordEnds {
    pub(crate) fn new() -> RecordEnds {
        RecordEnds {
            levels: vec![Level::new()],
        }
    }

    fn top(&mut self) -> &mut Level {
        self.levels.last_mut().expect("the base level is never popped")
    }

    /// An RE in mixed content (the element has already accepted `#PCDATA`).
    #[must_use]
    pub(crate) fn record_end(&mut self, at: Location) -> Option<Location> {
        let top = self.top();
        match top.state {
            State::AfterStartTag => {
                top.state = State::AfterRsOrRe;
                None
            }
            State::AfterRsOrRe | State::AfterData => {
                top.state = State::PendingAfterRsOrRe;
                top.pending = at;
                None
            }
            State::PendingAfterRsOrRe => {
                let released = top.pending;
                top.pending = at;
                Some(released)
            }
            State::PendingAfterMarkup => {
                // Only markup since the last record boundary: this RE is ignored and the
                // earlier one stays held.
                top.state = State::PendingAfterRsOrRe;
                None
            }
        }
    }

    /// An RS in mixed content.
    pub(crate) fn record_start(&mut self) {
        let top = self.top();
        top.state = if top.has_pending() {
            State::PendingAfterRsOrRe
        } else {
            State::AfterRsOrRe
        };
    }

    /// Markup that is neither a tag nor data: a comment, a PI, a marked section boundary.
    pub(crate) fn markup(&mut self) {
        let top = self.top();
        top.state = match top.state {
            State::AfterRsOrRe => State::AfterStartTag,
            State::PendingAfterRsOrRe => State::PendingAfterMarkup,
            other => other,
        };
    }

    /// Data.
    #[must_use]
    pub(crate) fn data(&mut self) -> Option<Location> {
        let top = self.top();
        let released = top.has_pending().then_some(top.pending);
        top.state = State::AfterData;
        released
    }

    /// A start tag, real or implied.
    #[must_use]
    pub(crate) fn start_element(&mut self, included: bool) -> Option<Location> {
        if included {
            self.levels.push(Level::new());
            return None;
        }
        let top = self.top();
        let released = top.has_pending().then_some(top.pending);
        top.state = State::AfterStartTag;
        released
    }

    /// An end tag, real or implied: a held RE was the last of the element and is dropped.
    pub(crate) fn end_element(&mut self, included: bool) {
        if included && self.levels.len() > 1 {
            self.levels.pop();
            self.markup();
        } else {
            self.top().state = State::AfterData;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sgml_source::Span;

    fn at(n: u32) -> Location {
        Location::document(Span::empty(n))
    }

    #[test]
    fn first_and_last_record_ends_are_ignored() {
        // <P>\nx\n</P>
        let mut re = RecordEnds::new();
        assert_eq!(re.start_element(false), None);
        assert_eq!(re.record_end(at(1)), None); // first RE: ignored
        re.record_start();
        assert_eq!(re.data(), None);
        assert_eq!(re.record_end(at(3)), None); // held
        re.end_element(false); // dropped
        assert_eq!(re.data(), None);
    }

    #[test]
    fn record_end_between_data_is_kept() {
        let mut re = RecordEnds::new();
        let _ = re.start_element(false);
        assert_eq!(re.data(), None);
        assert_eq!(re.record_end(at(5)), None);
        re.record_start();
        assert_eq!(re.data(), Some(at(5)));
    }

    #[test]
    fn markup_only_line_adds_no_record_end() {
        // a\n<!-- c -->\nb  gives a\nb
        let mut re = RecordEnds::new();
        let _ = re.start_element(false);
        let _ = re.data();
        assert_eq!(re.record_end(at(1)), None);
        re.record_start();
        re.markup();
        assert_eq!(re.record_end(at(12)), None);
        re.record_start();
        assert_eq!(re.data(), Some(at(1)));
    }

    #[test]
    fn included_elements_have_their_own_level() {
        let mut re = RecordEnds::new();
        let _ = re.start_element(false);
        let _ = re.data();
        assert_eq!(re.record_end(at(1)), None);
        // An included element does not release the held RE ...
        assert_eq!(re.start_element(true), None);
        assert_eq!(re.data(), None);
        re.end_element(true);
        // ... and the held RE of the outer level is still there.
        assert_eq!(re.data(), Some(at(1)));
    }
}
