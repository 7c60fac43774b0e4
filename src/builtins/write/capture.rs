//! Output capture for `with_output_to/2` (defined in prelude/control.pl):
//! `'$capture_output'/0` points the machine's current output at a fresh
//! buffer and `'$end_capture_output'/1` restores the previous output and
//! returns what was written, as a string.
//!
//! The replaced outputs wait on the machine's `captures` stack; the
//! prelude pairs every start with exactly one end (also on failure and
//! exceptions), so captures nest. A run stopped from outside (a limit,
//! `halt`) skips the end: `Machine::end_captures` then puts the real
//! output back when the run's owner finishes.

use std::io::Write;
use std::sync::{Arc, Mutex};

use crate::builtins::{Registry, Res};
use crate::term::Cell;
use crate::vm::Machine;

pub(super) fn register(r: &mut Registry) {
    r.add("$capture_output", 0, start);
    r.add("$end_capture_output", 1, end);
}

type Buffer = Arc<Mutex<Vec<u8>>>;

/// A capture in progress: its buffer, the stream it replaced and
/// whether that stream was at the start of a line.
pub(crate) struct Saved {
    buf: Buffer,
    prev: Box<dyn Write + Send>,
    at_line_start: bool,
}

/// A writer appending to a shared buffer.
struct Sink(Buffer);

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .map_err(|_| std::io::Error::other("capture buffer poisoned"))?
            .extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn start(m: &mut Machine, _: &[Cell]) -> Res {
    let buf: Buffer = Arc::default();
    let prev = std::mem::replace(&mut m.out, Box::new(Sink(buf.clone())));
    let at_line_start = m.out_at_line_start;
    m.captures.push(Saved {
        buf,
        prev,
        at_line_start,
    });
    Ok(true)
}

fn end(m: &mut Machine, a: &[Cell]) -> Res {
    let Some(Saved {
        buf,
        prev,
        at_line_start,
    }) = m.captures.pop()
    else {
        return Ok(false);
    };
    m.out = prev;
    m.out_at_line_start = at_line_start;
    let bytes = buf.lock().map(|b| b.clone()).unwrap_or_default();
    let text = m.st.new_string(&String::from_utf8_lossy(&bytes));
    Ok(m.st.unify(a[0], text))
}

impl Machine {
    /// Abandons the captures a stopped run left open, putting back the
    /// output that was current before the first of them.
    pub(crate) fn end_captures(&mut self) {
        if self.captures.is_empty() {
            return;
        }
        let first = self.captures.drain(..).next().expect("not empty");
        self.out = first.prev;
        self.out_at_line_start = first.at_line_start;
    }
}
