//! Output capture for `with_output_to/2` (defined in prelude/control.pl):
//! `'$capture_output'/0` opens an in-memory output stream and makes it
//! the current output; `'$end_capture_output'/1` closes it, restores the
//! previous current output and returns what was written, as a string.
//!
//! Open captures wait on the machine's `captures` stack; the prelude
//! pairs every start with exactly one end (also on failure and
//! exceptions), so captures nest. A run stopped from outside (a limit,
//! `halt`) skips the end: `Machine::end_captures` then closes them and
//! puts the output back when the run's owner finishes.

use crate::builtins::stream::{Backend, Mode, Stream};
use crate::builtins::Ctx;
use crate::builtins::{Registry, Res};
use crate::term::Cell;

pub(super) fn register(r: &mut Registry) {
    r.add("$capture_output", 0, start);
    r.add("$end_capture_output", 1, end);
}

/// A capture in progress: its memory stream and the current output it
/// replaced.
pub(crate) struct Saved {
    stream: u32,
    prev: u32,
}

fn start(m: &mut Ctx, _: &[Cell]) -> Res {
    let stream = m
        .streams
        .add(Stream::new(Backend::Memory(Vec::new()), Mode::Write));
    let prev = m.streams.cur_out;
    m.streams.cur_out = stream;
    m.captures.push(Saved { stream, prev });
    Ok(true)
}

fn end(m: &mut Ctx, a: &[Cell]) -> Res {
    let Some(Saved { stream, prev }) = m.captures.pop() else {
        return Ok(false);
    };
    let bytes = match m.streams.remove(stream).0 {
        Some(Stream {
            backend: Backend::Memory(b),
            ..
        }) => b,
        // The goal closed the capture stream itself.
        _ => Vec::new(),
    };
    if m.streams.get(prev).is_some() {
        m.streams.cur_out = prev;
    }
    let text = m.st.new_string(&String::from_utf8_lossy(&bytes));
    Ok(m.st.unify(a[0], text))
}

impl Ctx {
    /// Closes the captures a stopped run left open, putting back the
    /// output that was current before the first of them.
    pub(crate) fn end_captures(&mut self) {
        let Some(first) = self.captures.first() else {
            return;
        };
        let prev = first.prev;
        for c in std::mem::take(&mut self.captures) {
            // A memory stream: nothing to fail.
            let _ = self.streams.remove(c.stream);
        }
        if self.streams.get(prev).is_some() {
            self.streams.cur_out = prev;
        }
    }
}
