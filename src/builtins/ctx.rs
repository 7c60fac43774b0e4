//! What a builtin may touch: the term store, the operator table, the
//! flags, the stream table and the open output captures. Nothing of the
//! machine's control state (registers, environments, choicepoints, code)
//! is reachable from here, so a builtin cannot disturb a run.
//!
//! The machine owns one `Ctx` (`Machine::cx`) and lends it to each
//! builtin it calls; the predicates that do need the machine (control,
//! the database, loading) live in `vm/` instead.

use crate::reader::{Node, OpTable, ReadFlags, ReadTerm, NIL_FUNCTOR};
use crate::term::{atom, Cell, Store};

use super::stream::Streams;
use super::write::capture::Saved;
use super::Flow;

/// The builtins' world.
pub struct Ctx {
    pub st: Store,
    pub ops: OpTable,
    pub flags: Flags,
    /// The stream table, current input and output (see `stream.rs`).
    pub streams: Streams,
    /// Open `with_output_to/2` captures, innermost last.
    pub(crate) captures: Vec<Saved>,
    /// Bytes the machine's own stacks (environments, choicepoints, saved
    /// arguments, findall bags) used when it last looked: with the heap
    /// and trail, what `can_grow` weighs against `stack_limit`.
    pub control_bytes: usize,
    /// The errors and warnings printed so far (`write_err`), which
    /// `halt/0` weighs under the `on_error`/`on_warning` flags.
    pub messages: MessageCount,
}

/// How many error and warning messages have been printed, as SWI-Prolog
/// counts them for `--on-error=status` and `--on-warning=status`.
#[derive(Clone, Copy, Debug, Default)]
pub struct MessageCount {
    pub errors: usize,
    pub warnings: usize,
    /// Set when a message printed under an `on_error` or `on_warning`
    /// flag of `halt`: the load or goal in progress should stop and the
    /// process exit with status 1.
    pub halt_requested: bool,
}

impl Ctx {
    pub fn new() -> Ctx {
        let mut st = Store::new();
        let streams = Streams::new(&mut st);
        Ctx {
            st,
            ops: OpTable::new(),
            flags: Flags::default(),
            streams,
            captures: Vec::new(),
            control_bytes: 0,
            messages: MessageCount::default(),
        }
    }

    /// Bytes in use by the heap, the trail and the atoms' names.
    pub fn store_bytes(&self) -> usize {
        use std::mem::size_of_val;
        size_of_val(&self.st.heap[..]) + size_of_val(&self.st.trail[..]) + self.st.atoms.bytes()
    }

    /// Whether `cells` more heap cells fit under the `stack_limit` flag:
    /// builtins that build big terms at once ask before they do.
    pub fn can_grow(&self, cells: usize) -> bool {
        let more = cells.saturating_mul(std::mem::size_of::<crate::term::Cell>());
        self.store_bytes()
            .saturating_add(self.control_bytes)
            .saturating_add(more)
            <= self.flags.stack_limit
    }

    /// The generic check before building something whose size comes
    /// from the program: `resource_error(stack)` unless `cells` more
    /// heap cells fit under the `stack_limit` flag, and
    /// `resource_error(memory)` if the heap cannot grow by that much.
    /// Code that grows other memory for the program (a text buffer, a
    /// stored copy) calls `room_for_bytes` with its estimate instead.
    pub fn room_for_cells(&mut self, cells: usize) -> Result<(), Flow> {
        if !self.can_grow(cells) {
            return Err(super::resource_error(self, "stack"));
        }
        if self.st.heap.try_reserve(cells).is_err() {
            return Err(super::resource_error(self, "memory"));
        }
        Ok(())
    }

    /// As `room_for_cells`, for `bytes` of memory outside the heap (text
    /// being built, an atom's name, a copy held by the machine): they
    /// count against the `stack_limit` flag as that many bytes of cells.
    pub fn room_for_bytes(&mut self, bytes: usize) -> Result<(), Flow> {
        let cells = bytes.div_ceil(std::mem::size_of::<Cell>());
        if !self.can_grow(cells) {
            return Err(super::resource_error(self, "stack"));
        }
        Ok(())
    }
}

impl Ctx {
    /// Converts a read term to a heap term; returns it with the named
    /// variables.
    pub(crate) fn import_read_term(
        &mut self,
        t: &ReadTerm,
    ) -> Result<(Cell, Vec<(String, Cell)>), Flow> {
        let vars: Vec<Cell> = t.vars.iter().map(|_| self.st.new_var()).collect();
        let mut cells: Vec<Cell> = vec![Cell::Atom(atom::NIL); t.nodes.len()];
        let mut stack = vec![(t.root, false)];
        while let Some((id, done)) = stack.pop() {
            let cell = match t.node(id) {
                Node::Var(i) => vars[*i as usize],
                Node::Nil => Cell::Atom(atom::NIL),
                Node::Atom(a) if a == NIL_FUNCTOR => Cell::Atom(atom::NIL),
                Node::Atom(a) => self.st.new_atom(a),
                Node::Int(i) => Cell::Int(*i),
                Node::BigInt(s) => {
                    let n: crate::term::BigInt = s.parse().unwrap_or_default();
                    self.st.new_integer(&n)
                }
                Node::Float(f) => Cell::Flt(*f),
                Node::Str(s) => self.st.new_string(s),
                Node::Compound(name, args) => {
                    if !done {
                        stack.push((id, true));
                        for &a in args.iter().rev() {
                            stack.push((a, false));
                        }
                        continue;
                    }
                    let args: Vec<Cell> = args.iter().map(|&a| cells[a as usize]).collect();
                    let f = if name == NIL_FUNCTOR {
                        atom::NIL
                    } else {
                        self.st.intern(name)
                    };
                    self.st.new_compound(f, &args)
                }
            };
            cells[id as usize] = cell;
        }
        let named = t
            .vars
            .iter()
            .zip(vars)
            .filter(|(v, _)| v.name != "_")
            .map(|(v, c)| (v.name.clone(), c))
            .collect();
        Ok((cells[t.root as usize], named))
    }
}

impl Default for Ctx {
    fn default() -> Self {
        Ctx::new()
    }
}

/// Prolog flags that change behaviour.
#[derive(Clone, Debug)]
pub struct Flags {
    pub read: ReadFlags,
    /// `unknown`: what calling an unknown procedure does.
    pub unknown: Unknown,
    pub occurs_check: bool,
    /// `debug`: only remembered (zebralog has no separate debug mode).
    pub debug: bool,
    /// `stack_limit`: bytes the heap, environments, choicepoints and
    /// trail may use together before a `resource_error(stack)`.
    pub stack_limit: usize,
    /// `on_error` and `on_warning` (swipl's `--on-error`, `--on-warning`):
    /// what printing an error or a warning message does besides printing.
    pub on_error: MessagePolicy,
    pub on_warning: MessagePolicy,
}

impl Default for Flags {
    fn default() -> Self {
        Flags {
            read: ReadFlags::default(),
            unknown: Unknown::Error,
            occurs_check: false,
            debug: false,
            // SWI-Prolog's default.
            stack_limit: 1 << 30,
            on_error: MessagePolicy::Print,
            on_warning: MessagePolicy::Print,
        }
    }
}

/// The values of the `unknown` flag: calling an unknown procedure raises
/// an existence error (the default), warns on user_error and fails, or
/// just fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unknown {
    Error,
    Warning,
    Fail,
}

impl Unknown {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Unknown::Error => "error",
            Unknown::Warning => "warning",
            Unknown::Fail => "fail",
        }
    }
}

/// The values of the `on_error` and `on_warning` flags: a message is
/// only printed, or also halts the process with status 1, or is
/// counted so that `halt/0` exits with status 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MessagePolicy {
    Print,
    Halt,
    Status,
}

impl MessagePolicy {
    pub(crate) fn name(self) -> &'static str {
        match self {
            MessagePolicy::Print => "print",
            MessagePolicy::Halt => "halt",
            MessagePolicy::Status => "status",
        }
    }

    pub(crate) fn from_name(name: &str) -> Option<MessagePolicy> {
        match name {
            "print" => Some(MessagePolicy::Print),
            "halt" => Some(MessagePolicy::Halt),
            "status" => Some(MessagePolicy::Status),
            _ => None,
        }
    }
}
