//! [`OutputBuffer`]: somewhere to capture what a Prolog program writes.

use std::io::Write;
use std::sync::{Arc, Mutex, PoisonError};

/// A shared, growable buffer that a machine can write its output into
/// while the caller keeps a handle to read it:
///
/// ```
/// use zebralog::{Machine, OutputBuffer};
/// let mut m = Machine::new();
/// let out = OutputBuffer::new();
/// m.set_output(out.clone());
/// m.query_once("format(\"~w and ~a~n\", [f(x), 'Y'])").unwrap();
/// assert_eq!(out.take(), "f(x) and Y\n");
/// ```
#[derive(Clone, Default, Debug)]
pub struct OutputBuffer(Arc<Mutex<Vec<u8>>>);

impl OutputBuffer {
    /// An empty buffer.
    pub fn new() -> OutputBuffer {
        OutputBuffer::default()
    }

    /// Everything written so far, as text (invalid UTF-8 replaced).
    pub fn contents(&self) -> String {
        let bytes = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        String::from_utf8_lossy(&bytes).into_owned()
    }

    /// Everything written so far, leaving the buffer empty.
    pub fn take(&self) -> String {
        let mut bytes = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let text = String::from_utf8_lossy(&bytes).into_owned();
        bytes.clear();
        text
    }
}

impl Write for OutputBuffer {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let mut bytes = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        bytes.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
