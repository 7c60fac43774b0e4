//! The stream table: user_input, user_output and user_error (streams 0,
//! 1 and 2), files opened by `open/3,4`, and the in-memory streams that
//! `with_output_to/2` writes into; the current input and output.
//!
//! A stream is named in Prolog by the term `'$stream'(N)` or by one of
//! its aliases. (SWI's handles are blobs printed `<stream>(0x...)`; ours
//! print as the plain term.) Numbers are never reused, so a stale handle to a closed
//! stream gives `existence_error(stream, S)` rather than reaching another
//! stream.
//!
//! Text input is decoded as UTF-8 a line at a time into `pending`, which
//! `get_char`, `peek_char` and `read_term` consume from; invalid bytes
//! become U+FFFD. Binary streams (`type(binary)`) read and write bytes.
//!
//! **Invariant:** the table owns every stream; nothing else holds a
//! reader or writer. The standard streams are never removed (closing
//! them only flushes), so streams 0, 1 and 2 always exist, and the
//! current input and output always name an open stream.

use std::collections::{BTreeMap, HashMap};
use std::io::{BufRead, Read, Write};
use std::sync::atomic::{AtomicU64, Ordering};

use super::Ctx;
use crate::builtins::{domain_error, existence_error, instantiation_error, permission_error, Flow};
use crate::term::{Atom, Cell, Store};

pub(crate) const USER_INPUT: u32 = 0;
pub(crate) const USER_OUTPUT: u32 = 1;
pub(crate) const USER_ERROR: u32 = 2;

/// Where a stream's data comes from or goes to.
pub(crate) enum Backend {
    Read(Box<dyn BufRead + Send>),
    Write(Box<dyn Write + Send>),
    /// An in-memory output stream (`with_output_to/2`).
    Memory(Vec<u8>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    Read,
    Write,
    Append,
}

impl Mode {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Mode::Read => "read",
            Mode::Write => "write",
            Mode::Append => "append",
        }
    }
}

/// What reading past the end of a stream does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum EofAction {
    /// Return the end-of-file value again (files).
    EofCode,
    /// `permission_error(input, past_end_of_stream, S)`.
    Error,
    /// Try the source again (terminals: user_input).
    Reset,
}

impl EofAction {
    pub(crate) fn name(self) -> &'static str {
        match self {
            EofAction::EofCode => "eof_code",
            EofAction::Error => "error",
            EofAction::Reset => "reset",
        }
    }
}

pub(crate) struct Stream {
    pub backend: Backend,
    pub mode: Mode,
    pub aliases: Vec<Atom>,
    pub file_name: Option<Atom>,
    pub eof_action: EofAction,
    pub binary: bool,
    /// Decoded input not yet consumed: `pending[pos..]`.
    pending: String,
    pos: usize,
    /// The source returned end of file; `past_eof`: so did a read.
    source_done: bool,
    past_eof: bool,
    /// Characters (bytes on binary streams) and bytes read or written,
    /// lines (from 1) and the position in the current line.
    pub chars: u64,
    pub bytes: u64,
    pub lines: u64,
    pub line_pos: u64,
    /// When this stream last read or wrote a character (`ACTIVITY`).
    last_used: u64,
    /// What `prompt/2` sets (`|: ` for user_input), printed on standard
    /// output before each line is read when `prompting` (the interactive
    /// toplevel turns it on for user_input on a terminal).
    pub prompt: String,
    pub prompting: bool,
    /// How far `clause_text` has looked for the end of the clause in
    /// `pending[pos..]`, valid while `bytes` (the input consumed) is
    /// `scan_at`: each line read is scanned once, not the whole clause
    /// again.
    end_scan: crate::reader::EndScan,
    scan_at: Option<u64>,
    /// The most text a clause or a line may hold (the `stack_limit`
    /// flag, which the reading builtins set): a source without line
    /// ends (`/dev/zero`) would otherwise fill memory. `overflow` is set
    /// when a read stopped there, for the builtin to raise
    /// `resource_error(memory)`.
    pub text_limit: usize,
    overflow: bool,
}

/// The bytes one `fill` reads at least (a line's end stops it sooner):
/// a line longer than that is read in pieces, so a source without line
/// ends is checked against the text limit as it comes.
const FILL_MAX: u64 = 1 << 16;

/// A clock ticked by every read or write, so the user streams can tell
/// which of them moved last: as in SWI-Prolog, user_input, user_output
/// and user_error share one position (they are one terminal), and the
/// toplevel starts an answer on a fresh line unless the last character
/// any of them read or wrote ended one.
static ACTIVITY: AtomicU64 = AtomicU64::new(1);

impl Stream {
    pub(crate) fn new(backend: Backend, mode: Mode) -> Stream {
        Stream {
            backend,
            mode,
            aliases: Vec::new(),
            file_name: None,
            eof_action: EofAction::EofCode,
            binary: false,
            pending: String::new(),
            pos: 0,
            source_done: false,
            past_eof: false,
            chars: 0,
            bytes: 0,
            lines: 1,
            line_pos: 0,
            last_used: 0,
            prompt: "|: ".into(),
            prompting: false,
            end_scan: Default::default(),
            scan_at: None,
            text_limit: 1 << 30,
            overflow: false,
        }
    }

    /// A new source for an input stream; what was read ahead is dropped.
    pub(crate) fn replace_source(&mut self, r: Box<dyn BufRead + Send>) {
        self.backend = Backend::Read(r);
        self.pending.clear();
        self.pos = 0;
        self.source_done = false;
        self.past_eof = false;
        self.scan_at = None;
    }

    pub(crate) fn is_input(&self) -> bool {
        self.mode == Mode::Read
    }

    fn count(&mut self, s: &str) {
        if !s.is_empty() {
            self.last_used = ACTIVITY.fetch_add(1, Ordering::Relaxed);
        }
        self.bytes += s.len() as u64;
        for c in s.chars() {
            self.chars += 1;
            if c == '\n' {
                self.lines += 1;
                self.line_pos = 0;
            } else {
                self.line_pos += 1;
            }
        }
    }

    /// Writes text. An error is the writer's: a buffered writer reports
    /// a full disk or a closed pipe when its buffer goes out, so at a
    /// later write, at `flush` or at close, as in SWI-Prolog.
    pub(crate) fn write_str(&mut self, s: &str) -> std::io::Result<()> {
        self.count(s);
        self.put(s.as_bytes())
    }

    pub(crate) fn write_bytes(&mut self, b: &[u8]) -> std::io::Result<()> {
        if !b.is_empty() {
            self.last_used = ACTIVITY.fetch_add(1, Ordering::Relaxed);
        }
        self.chars += b.len() as u64;
        self.bytes += b.len() as u64;
        self.put(b)
    }

    fn put(&mut self, b: &[u8]) -> std::io::Result<()> {
        match &mut self.backend {
            Backend::Write(w) => w.write_all(b),
            Backend::Memory(buf) => {
                buf.extend_from_slice(b);
                Ok(())
            }
            Backend::Read(_) => Ok(()),
        }
    }

    /// Sends buffered output on; what could not be written stays
    /// buffered, so closing the stream reports the error again.
    pub(crate) fn flush(&mut self) -> std::io::Result<()> {
        match &mut self.backend {
            Backend::Write(w) => w.flush(),
            _ => Ok(()),
        }
    }

    /// Reads one more line of input into `pending`, or a piece of a long
    /// one (`FILL_MAX` bytes, ending at a character's end); false at end
    /// of file.
    fn fill(&mut self) -> bool {
        if self.source_done && self.eof_action != EofAction::Reset {
            return false;
        }
        let Backend::Read(r) = &mut self.backend else {
            return false;
        };
        if self.pos > 0 {
            self.pending.drain(..self.pos);
            self.pos = 0;
        }
        if self.prompting {
            let mut out = std::io::stdout();
            let _ = out.write_all(self.prompt.as_bytes());
            let _ = out.flush();
        }
        // A piece at least as long as the text waiting, so a clause or
        // line in many pieces is scanned in linear time, and no longer
        // than the limit allows.
        let waiting = (self.pending.len() - self.pos) as u64;
        let room = (self.text_limit as u64).saturating_sub(waiting) + 1;
        let piece = FILL_MAX.max(waiting).min(room);
        let mut line = Vec::new();
        match r.by_ref().take(piece).read_until(b'\n', &mut line) {
            Ok(n) if n > 0 => {
                // A character cut at the piece's end is completed.
                for _ in 0..3 {
                    let cut =
                        matches!(std::str::from_utf8(&line), Err(e) if e.error_len().is_none());
                    let mut b = [0u8];
                    if !cut || !matches!(r.read(&mut b), Ok(1)) {
                        break;
                    }
                    line.push(b[0]);
                }
                self.pending.push_str(&String::from_utf8_lossy(&line));
                self.source_done = false;
                true
            }
            _ => {
                self.source_done = true;
                false
            }
        }
    }

    /// The text not yet consumed, reading more until it holds at least
    /// one character; empty at end of file.
    fn available(&mut self) -> &str {
        if self.pos >= self.pending.len() {
            self.fill();
        }
        &self.pending[self.pos..]
    }

    /// Called when a read found the end: the first time gives the end of
    /// file value; afterwards `eof_action` decides.
    fn hit_eof(&mut self) -> Result<(), EofError> {
        if self.past_eof && self.eof_action == EofAction::Error {
            return Err(EofError);
        }
        self.past_eof = true;
        Ok(())
    }

    pub(crate) fn peek_char(&mut self) -> Option<char> {
        self.available().chars().next()
    }

    /// The next character, `None` at end of file.
    pub(crate) fn get_char(&mut self) -> Result<Option<char>, EofError> {
        match self.peek_char() {
            Some(c) => {
                self.pos += c.len_utf8();
                self.count(c.encode_utf8(&mut [0; 4]));
                Ok(Some(c))
            }
            None => self.hit_eof().map(|_| None),
        }
    }

    /// The next line without its line end (`\n` or `\r\n`), `None` at
    /// end of file. With `keep_newline` the `\n` stays.
    /// A line longer than `text_limit` sets `overflow` and comes back
    /// cut there.
    pub(crate) fn read_line(&mut self, keep_newline: bool) -> Result<Option<String>, EofError> {
        self.overflow = false;
        if self.available().is_empty() {
            return self.hit_eof().map(|_| None);
        }
        // A long line comes in pieces.
        while !self.pending[self.pos..].contains('\n') {
            if self.pending.len() - self.pos > self.text_limit {
                self.overflow = true;
                break;
            }
            if !self.fill() {
                break;
            }
        }
        let rest = &self.pending[self.pos..];
        let (mut line, used) = match rest.find('\n') {
            Some(i) => (rest[..=i].to_string(), i + 1),
            None => (rest.to_string(), rest.len()),
        };
        self.pos += used;
        let counted = line.clone();
        self.count(&counted);
        if !keep_newline {
            if line.ends_with('\n') {
                line.pop();
            }
            if line.ends_with('\r') {
                line.pop();
            }
        }
        Ok(Some(line))
    }

    /// Text holding at least one complete clause (or all that is left),
    /// for the reader: it reads a term from it, then reports what it
    /// used through `consume`.
    pub(crate) fn clause_text(&mut self) -> &str {
        self.overflow = false;
        if self.scan_at != Some(self.bytes) {
            self.end_scan.reset();
            self.scan_at = Some(self.bytes);
        }
        loop {
            let rest = &self.pending[self.pos..];
            if rest.len() > self.text_limit {
                self.overflow = true;
                break;
            }
            if self.end_scan.ends(rest) || !self.fill() {
                break;
            }
        }
        &self.pending[self.pos..]
    }

    /// Whether the last `clause_text` or `read_line` stopped at
    /// `text_limit`; cleared by asking.
    pub(crate) fn take_overflow(&mut self) -> bool {
        std::mem::take(&mut self.overflow)
    }

    /// Marks `n` bytes of `clause_text` as read.
    pub(crate) fn consume(&mut self, n: usize) {
        let end = (self.pos + n).min(self.pending.len());
        let used = self.pending[self.pos..end].to_string();
        self.count(&used);
        self.pos = end;
    }

    /// Whether input read from the source is waiting to be consumed.
    pub(crate) fn has_pending(&self) -> bool {
        self.pos < self.pending.len()
    }

    /// After a query read from this stream: skips layout up to and
    /// including the end of the line, or a `%` comment to the end of the
    /// line, stopping early at anything else (SWI's `skip_to_nl/1`), so
    /// what the query goes on to read starts on the next line.
    pub(crate) fn skip_to_line_end(&mut self) {
        while let Some(c) = self.peek_char() {
            if c == '%' {
                let _ = self.read_line(true);
                return;
            }
            if !c.is_whitespace() {
                return;
            }
            let _ = self.get_char();
            if c == '\n' {
                return;
            }
        }
    }

    /// At end of input (after a clause was read)?
    pub(crate) fn at_eof_for_read(&mut self) -> Result<(), EofError> {
        self.hit_eof()
    }

    /// The next byte of a binary stream (`peek` leaves it), `None` at end.
    pub(crate) fn get_byte(&mut self, peek: bool) -> Result<Option<u8>, EofError> {
        let Backend::Read(r) = &mut self.backend else {
            return Ok(None);
        };
        let b = match r.fill_buf() {
            Ok(buf) if !buf.is_empty() => buf[0],
            _ => {
                return if peek {
                    Ok(None)
                } else {
                    self.hit_eof().map(|_| None)
                }
            }
        };
        if !peek {
            r.consume(1);
            self.chars += 1;
            self.bytes += 1;
        }
        Ok(Some(b))
    }

    /// `end_of_stream` property: `not`, `at` or `past`.
    pub(crate) fn end_state(&mut self) -> &'static str {
        if self.past_eof {
            return "past";
        }
        let empty = if self.binary {
            match &mut self.backend {
                Backend::Read(r) => r.fill_buf().map(|b| b.is_empty()).unwrap_or(true),
                _ => false,
            }
        } else {
            self.available().is_empty()
        };
        if empty {
            "at"
        } else {
            "not"
        }
    }
}

/// Reading past the end of a stream with `eof_action(error)`.
#[derive(Debug)]
pub(crate) struct EofError;

/// The stream table.
pub(crate) struct Streams {
    table: BTreeMap<u32, Stream>,
    aliases: HashMap<Atom, u32>,
    next: u32,
    pub cur_in: u32,
    pub cur_out: u32,
    /// `'$stream'`, the functor of stream terms.
    pub functor: Atom,
    user: Atom,
    /// The operating system's words for the last I/O error raised, with
    /// the formal term it belongs to: the machine puts them in the
    /// error's context, `context(system:write/1, 'No space left on
    /// device')`, as SWI-Prolog does (see `Ctx::io_error`).
    io_message: Option<(Cell, String)>,
}

impl Streams {
    /// Every atom the stream table holds (aliases, file names), for the
    /// atom collector.
    pub(crate) fn atoms(&self) -> impl Iterator<Item = Atom> + '_ {
        let per_stream = self
            .table
            .values()
            .flat_map(|s| s.aliases.iter().copied().chain(s.file_name));
        self.aliases
            .keys()
            .copied()
            .chain([self.functor, self.user])
            .chain(per_stream)
    }
}

/// Which way a builtin uses a stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dir {
    In,
    Out,
    /// Either (close/1, stream_property/2).
    Any,
}

impl Streams {
    pub(crate) fn new(st: &mut Store) -> Streams {
        let mut s = Streams {
            table: BTreeMap::new(),
            aliases: HashMap::new(),
            next: 3,
            cur_in: USER_INPUT,
            cur_out: USER_OUTPUT,
            functor: st.intern("$stream"),
            user: st.intern("user"),
            io_message: None,
        };
        let standard: [(u32, &str, Backend, Mode); 3] = [
            (
                USER_INPUT,
                "user_input",
                Backend::Read(Box::new(std::io::BufReader::new(std::io::stdin()))),
                Mode::Read,
            ),
            (
                USER_OUTPUT,
                "user_output",
                Backend::Write(Box::new(std::io::stdout())),
                Mode::Write,
            ),
            (
                USER_ERROR,
                "user_error",
                Backend::Write(Box::new(std::io::stderr())),
                Mode::Write,
            ),
        ];
        for (id, alias, backend, mode) in standard {
            let mut stream = Stream::new(backend, mode);
            if id == USER_INPUT {
                stream.eof_action = EofAction::Reset;
            }
            let a = st.intern(alias);
            stream.aliases.push(a);
            s.aliases.insert(a, id);
            s.table.insert(id, stream);
        }
        s
    }

    pub(crate) fn get(&mut self, id: u32) -> Option<&mut Stream> {
        self.table.get_mut(&id)
    }

    /// A stream that must exist: the standard streams and the current
    /// ones always do.
    pub(crate) fn std(&mut self, id: u32) -> &mut Stream {
        self.table
            .get_mut(&id)
            .expect("standard and current streams always exist")
    }

    pub(crate) fn ids(&self) -> Vec<u32> {
        self.table.keys().copied().collect()
    }

    pub(crate) fn alias_in_use(&self, a: Atom) -> bool {
        self.aliases.contains_key(&a)
    }

    /// Adds a stream; returns its number.
    pub(crate) fn add(&mut self, stream: Stream) -> u32 {
        let id = self.next;
        self.next = self.next.wrapping_add(1).max(3);
        for &a in &stream.aliases {
            self.aliases.insert(a, id);
        }
        self.table.insert(id, stream);
        id
    }

    /// Gives stream `id` the alias `a`, taking it from the stream that
    /// had it.
    pub(crate) fn set_alias(&mut self, id: u32, a: Atom) {
        if let Some(old) = self.aliases.insert(a, id) {
            if let Some(s) = self.table.get_mut(&old) {
                s.aliases.retain(|&x| x != a);
            }
        }
        self.std(id).aliases.push(a);
    }

    /// Removes a stream (never a standard one, which is only flushed);
    /// the current input or output falls back to the user stream. The
    /// stream goes even when its last output cannot be written (as
    /// SWI-Prolog's `close/1`); the error comes back with it.
    pub(crate) fn remove(&mut self, id: u32) -> (Option<Stream>, std::io::Result<()>) {
        if id <= USER_ERROR {
            return (None, self.std(id).flush());
        }
        let Some(mut s) = self.table.remove(&id) else {
            return (None, Ok(()));
        };
        let flushed = s.flush();
        for a in &s.aliases {
            self.aliases.remove(a);
        }
        if self.cur_in == id {
            self.cur_in = USER_INPUT;
        }
        if self.cur_out == id {
            self.cur_out = USER_OUTPUT;
        }
        (Some(s), flushed)
    }

    /// Whether the user streams are at the start of a line: the last
    /// character read or written by user_input, user_output or
    /// user_error (whichever moved last) ended one.
    pub(crate) fn user_at_line_start(&self) -> bool {
        self.user_column() == 0
    }

    /// The column of the terminal the user streams share: the position
    /// in its line of whichever of them read or wrote last.
    pub(crate) fn user_column(&self) -> u64 {
        [USER_INPUT, USER_OUTPUT, USER_ERROR]
            .iter()
            .filter_map(|id| self.table.get(id))
            .max_by_key(|s| s.last_used)
            .filter(|s| s.last_used > 0)
            .map_or(0, |s| s.line_pos)
    }

    /// Flushes every output stream, as the end of a goal or query does;
    /// errors stay for the stream's next write, flush or close to report.
    pub(crate) fn flush_all(&mut self) {
        for s in self.table.values_mut() {
            let _ = s.flush();
        }
    }

    /// The words the operating system gave for the I/O error whose formal
    /// term is `formal`, if that is the last one raised.
    pub(crate) fn take_io_message(&mut self, formal: Cell) -> Option<String> {
        match self.io_message.take() {
            Some((f, msg)) if f == formal => Some(msg),
            _ => None,
        }
    }
}

impl Ctx {
    /// The term naming stream `id`: `'$stream'(N)`.
    pub(crate) fn stream_term(&mut self, id: u32) -> Cell {
        let f = self.streams.functor;
        self.st.new_compound(f, &[Cell::Int(id as i64)])
    }

    /// The number of the open stream a term names, checked for direction:
    /// the ISO errors for unbound, malformed, unknown or closed streams
    /// and for the wrong direction.
    pub(crate) fn stream_arg(&mut self, s: Cell, dir: Dir) -> Result<u32, Flow> {
        let s = self.st.deref(s);
        let id = match s {
            Cell::Var(_) => return Err(instantiation_error()),
            Cell::Atom(a) if a == self.streams.user => match dir {
                Dir::In => USER_INPUT,
                _ => USER_OUTPUT,
            },
            Cell::Atom(a) => match self.streams.aliases.get(&a) {
                Some(&id) => id,
                None => return Err(existence_error(self, "stream", s)),
            },
            Cell::Str(_) if self.st.functor(s) == Some((self.streams.functor, 1)) => {
                let n = match self.st.deref(self.st.arg(s, 0)) {
                    Cell::Int(n) => u32::try_from(n).ok(),
                    _ => None,
                };
                match n {
                    Some(n) if self.streams.table.contains_key(&n) => n,
                    _ => return Err(existence_error(self, "stream", s)),
                }
            }
            _ => return Err(domain_error(self, "stream_or_alias", s)),
        };
        let input = self.streams.std(id).is_input();
        match dir {
            Dir::In if !input => Err(permission_error(self, "input", "stream", s)),
            Dir::Out if input => Err(permission_error(self, "output", "stream", s)),
            _ => Ok(id),
        }
    }

    /// `io_error(Op, Stream)` for an error of the operating system on
    /// stream `id`: Stream is its alias if it has one (`user_output`),
    /// as in SWI-Prolog. The machine adds the system's words for it to
    /// the context (`Streams::take_io_message`).
    pub(crate) fn io_error(&mut self, id: u32, op: &str, e: &std::io::Error) -> Flow {
        let culprit = match self.streams.get(id).and_then(|s| s.aliases.first()) {
            Some(&a) => Cell::Atom(a),
            None => self.stream_term(id),
        };
        let op = self.st.new_atom(op);
        let formal = self.st.new_compound_str("io_error", &[op, culprit]);
        self.streams.io_message = Some((formal, os_message(e)));
        Flow::Error(formal)
    }

    /// Flushes stream `id`, raising the error a buffered write met.
    pub(crate) fn flush_stream(&mut self, id: u32) -> Result<(), Flow> {
        match self.streams.get(id).map(Stream::flush) {
            Some(Err(e)) => Err(self.io_error(id, "write", &e)),
            _ => Ok(()),
        }
    }

    /// Writes text to stream `id`; an error the system reports is
    /// `io_error(write, Stream)`.
    pub(crate) fn write_to(&mut self, id: u32, text: &str) -> Result<(), Flow> {
        if id == USER_ERROR {
            // Pending output first; its own error is user_output's to
            // report, at its next write or flush.
            let _ = self.streams.std(USER_OUTPUT).flush();
        }
        if id == USER_OUTPUT || id == USER_ERROR {
            // One terminal, one column: go on from where the user stream
            // that moved last left it.
            let column = self.streams.user_column();
            self.streams.std(id).line_pos = column;
        }
        match self.streams.get(id).map(|s| s.write_str(text)) {
            Some(Err(e)) => Err(self.io_error(id, "write", &e)),
            _ => Ok(()),
        }
    }

    /// Writes text to the current output stream.
    pub(crate) fn write_out(&mut self, s: &str) -> Result<(), Flow> {
        self.write_to(self.streams.cur_out, s)
    }

    /// Writes text to the user_output stream, whatever the current
    /// output is: the toplevel's prompts and answers.
    pub(crate) fn write_user(&mut self, s: &str) -> Result<(), Flow> {
        self.write_to(USER_OUTPUT, s)
    }

    /// Writes a message (or a trace line) to the user_error stream.
    /// Every error and warning message the engine prints passes here, so
    /// this is where they are counted (`Ctx::messages`): one whose text
    /// starts `ERROR:` or `Warning:` is one message. A message (those and
    /// `% ` ones) starts on a fresh line.
    pub(crate) fn write_err(&mut self, s: &str) {
        use super::ctx::MessagePolicy;
        let policy = if s.starts_with("ERROR:") {
            Some(self.flags.on_error)
        } else if s.starts_with("Warning:") {
            Some(self.flags.on_warning)
        } else {
            None
        };
        if let Some(policy) = policy {
            // After the message that halts, as in SWI-Prolog, no other.
            if self.messages.halt_requested {
                return;
            }
            match s.starts_with("ERROR:") {
                true => self.messages.errors += 1,
                false => self.messages.warnings += 1,
            }
            self.messages.halt_requested = policy == MessagePolicy::Halt;
        }
        // A message starts on a fresh line (SWI's `~N` prefix): pending
        // output on the terminal, which all user streams share, ends its
        // line first.
        let message = ["ERROR:", "Warning:", "% "]
            .iter()
            .any(|p| s.starts_with(p));
        // A message that cannot be written has nowhere to be reported.
        if message && !self.streams.user_at_line_start() {
            let _ = self.write_to(USER_ERROR, "\n");
        }
        let _ = self.write_to(USER_ERROR, s);
    }

    /// Flushes every output stream; errors are left for each stream's
    /// next write, flush or close (`flush_stream` reports one).
    pub(crate) fn flush(&mut self) {
        self.streams.flush_all();
    }

    /// `permission_error(input, past_end_of_stream, S)`.
    pub(crate) fn past_eof_error(&mut self, id: u32) -> Flow {
        let s = self.stream_term(id);
        permission_error(self, "input", "past_end_of_stream", s)
    }
}

/// The system's words for an I/O error, as SWI-Prolog prints them: `No
/// space left on device`, without Rust's `(os error 28)`.
fn os_message(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.rfind(" (os error ") {
        Some(i) if text.ends_with(')') => text[..i].to_string(),
        _ => text,
    }
}

#[cfg(test)]
mod tests {
    use super::{Backend, Mode, Stream};

    // Issue 25: read/1 on an unterminated `/*` over 100k lines took 47 s,
    // SWI 0.02 s: each line read was scanned with all the lines before.
    #[test]
    fn clause_text_scans_each_line_once() {
        let mut text = String::from("/*\n");
        for i in 0..100_000 {
            text.push_str(&format!("line {i}\n"));
        }
        let len = text.len();
        let source = std::io::Cursor::new(text.into_bytes());
        let mut s = Stream::new(Backend::Read(Box::new(source)), Mode::Read);
        assert_eq!(s.clause_text().len(), len);
        assert!(
            s.end_scan.scanned <= 2 * len,
            "{} bytes scanned for {len}",
            s.end_scan.scanned
        );
    }

    // Issue 25: read/2 on /dev/zero aborted at 2.1 GB: a clause or a line
    // is read up to the text limit (the stack limit), no further.
    #[test]
    fn text_without_end_stops_at_the_limit() {
        let endless = || Backend::Read(Box::new(std::io::BufReader::new(std::io::repeat(b'a'))));
        let mut s = Stream::new(endless(), Mode::Read);
        s.text_limit = 1 << 20;
        assert!(s.clause_text().len() <= 2 << 20);
        assert!(s.take_overflow());
        assert!(!s.take_overflow());
        let mut s = Stream::new(endless(), Mode::Read);
        s.text_limit = 1 << 20;
        let line = s.read_line(false).unwrap().unwrap();
        assert!(line.len() > 1 << 20 && line.len() <= 2 << 20);
        assert!(s.take_overflow());
    }

    /// A long line read in pieces keeps the characters cut between them.
    #[test]
    fn a_long_line_is_read_whole() {
        let text = "é".repeat(100_000) + "\nnext\n";
        let source = std::io::Cursor::new(text.clone().into_bytes());
        let mut s = Stream::new(Backend::Read(Box::new(source)), Mode::Read);
        let line = s.read_line(true).unwrap().unwrap();
        assert_eq!(line, text[..text.len() - 5]);
        assert_eq!(s.read_line(false).unwrap().unwrap(), "next");
        assert!(!s.take_overflow());
    }
}
