//! The embedding API: loading text, asking queries, reading answers.
//!
//! A [`Query`] borrows the machine mutably for as long as it lives, so
//! one query runs at a time; dropping it cuts whatever alternatives it
//! left and the machine is ready for the next.
//!
//! **Invariant:** nothing about cells, the heap or atoms crosses this
//! module's public surface; answers leave as owned [`Term`]s.

mod bigint;
mod convert;
pub mod error;
mod host;
mod output;
mod term;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

pub use bigint::{BigInteger, ParseBigIntegerError};
pub use convert::TypeMismatch;
pub use output::OutputBuffer;
pub use term::Term;
pub(crate) use term::{from_heap, to_heap, Unrepresentable};

use crate::reader::{parse_term, SyntaxError};
use crate::term::Cell;
use crate::vm::{Machine, Outcome, RunGuard, RunKind};
use error::{Error, Limit};

impl From<SyntaxError> for Error {
    fn from(e: SyntaxError) -> Error {
        Error::Syntax {
            file: e.file,
            line: e.line,
            column: e.col,
            message: e.message,
        }
    }
}

/// The widest host predicate: as many arguments as the machine has
/// argument registers to pass them in.
const MAX_HOST_ARITY: usize = 1024;

/// What a deterministic host predicate (see
/// [`Machine::register_predicate`]) answers.
#[derive(Clone, Debug, PartialEq)]
pub enum HostResult {
    /// Succeed, unifying the first arguments with these terms, in order
    /// (an empty vector unifies nothing; fewer terms than arguments
    /// leave the rest alone). Failing to unify is failure.
    Succeed(Vec<Term>),
    /// Fail.
    Fail,
    /// Throw this ball, usually an ISO error term built with
    /// [`Term::error`].
    Throw(Term),
}

/// One answer to a query: the values of the query's named variables,
/// and the goals still waiting on their attributed variables.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    bindings: Vec<(String, Term)>,
    residual: Vec<Term>,
}

impl Solution {
    /// The value of variable `name` (as written in the query); an unbound
    /// variable is a [`Term::Var`].
    pub fn get(&self, name: &str) -> Option<&Term> {
        self.bindings
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, t)| t)
    }

    /// The variables and their values, in the order the query names them.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &Term)> {
        self.bindings.iter().map(|(n, t)| (n.as_str(), t))
    }

    /// The residual goals: what is still waiting on the answer's
    /// unbound variables (`dif/2`, `freeze/2`, `when/2`, attributes), as
    /// SWI-Prolog's toplevel prints them after the bindings. Their
    /// variables are the bindings' own ([`Term::Var`] numbers agree).
    ///
    /// ```
    /// use zebralog::{Machine, Term};
    /// let mut m = Machine::new();
    /// let s = m.query("dif(X, a)").unwrap().next().unwrap().unwrap();
    /// assert_eq!(s.residual_goals().len(), 1);
    /// assert_eq!(s.residual_goals()[0].to_string(), "dif(_A, a)");
    /// assert_eq!(s.get("X"), Some(&Term::Var(0)));
    /// ```
    pub fn residual_goals(&self) -> &[Term] {
        &self.residual
    }
}

/// Stops the query a machine is running, from any thread:
///
/// ```
/// use zebralog::{Error, Limit, Machine};
/// let mut m = Machine::new();
/// let cancel = m.cancel_handle();
/// let stopper = std::thread::spawn(move || {
///     std::thread::sleep(std::time::Duration::from_millis(50));
///     cancel.cancel();
/// });
/// let result = m.query_once("repeat, fail");
/// assert!(matches!(result, Err(Error::Limit(Limit::Cancelled))));
/// stopper.join().unwrap();
/// ```
///
/// Cancelling stops the query running at that moment; a query started
/// later runs normally.
#[derive(Clone, Debug)]
pub struct CancelHandle(Arc<AtomicBool>);

impl CancelHandle {
    /// Asks the running query to stop; it ends with
    /// [`Error::Limit`]`(`[`Limit::Cancelled`]`)` within microseconds.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

enum State {
    Fresh,
    Running,
    Done,
}

/// The answers to a query, one at a time: an iterator of
/// `Result<Solution, Error>`. Each call to `next` backtracks into the
/// query for its next answer. Dropping the query cuts it.
///
/// The cleanup goals of `setup_call_cleanup/3` run however the query
/// ends: when it is dropped before its last answer, and also when a
/// limit or a cancel stops it (they then run without the limits; a new
/// cancel stops them too). Only `halt/0,1` skips them, as in SWI-Prolog.
pub struct Query<'m> {
    /// The run: its roots are the query's variables, then its goal.
    m: RunGuard<'m>,
    names: Vec<String>,
    state: State,
    inference_limit: Option<u64>,
    deadline: Option<Instant>,
}

impl Machine {
    /// Loads clauses and directives from `text`, as from a file. Clauses
    /// add to those of earlier `consult_str` calls. A syntax error does
    /// not stop the rest loading; the first one is returned.
    ///
    /// ```
    /// let mut m = zebralog::Machine::new();
    /// m.consult_str("parent(tom, bob). parent(bob, ann).").unwrap();
    /// assert!(m.query_once("parent(tom, bob)").unwrap().is_some());
    /// ```
    pub fn consult_str(&mut self, text: &str) -> Result<(), Error> {
        self.start_load();
        let owner = match self.files.iter().position(|f| f == "user") {
            Some(i) => i as u32,
            None => {
                self.files.push("user".into());
                self.files.len() as u32 - 1
            }
        };
        self.consult_text(text, None, Some(owner));
        self.loaded()
    }

    /// Loads a file, as `consult/1` does: a relative name is taken from
    /// the working directory, `.pl` is added when the name has no
    /// extension, and loading a file again replaces what it defined.
    /// A syntax error does not stop the rest loading; the first one is
    /// returned.
    pub fn consult_file(&mut self, path: impl AsRef<std::path::Path>) -> Result<(), Error> {
        self.start_load();
        let path = path.as_ref().to_string_lossy();
        self.load_file(&path).map_err(|e| Error::Load {
            path: path.to_string(),
            message: e.to_string(),
        })?;
        self.loaded()
    }

    /// After loading: runs the `:- initialization(G)` goals, then
    /// reports a halt or the first syntax error.
    fn start_load(&mut self) {
        self.syntax_error = None;
        self.interrupt.store(false, Ordering::Relaxed);
    }

    fn loaded(&mut self) -> Result<(), Error> {
        // A cancel stops the load (the rest of the text is not read).
        if self.interrupt.swap(false, Ordering::Relaxed) {
            return Err(Error::Limit(Limit::Cancelled));
        }
        let halted = match self.halted {
            None => self.run_initialization_goals(),
            some => some,
        };
        self.halted = None;
        if let Some(code) = halted {
            return Err(Error::Halt(code));
        }
        match self.syntax_error.take() {
            Some(e) => Err(e.into()),
            None => Ok(()),
        }
    }

    /// Whether the loader's warnings and errors (syntax errors, singleton
    /// variables, failed directives) are printed on `user_error`, as the
    /// command line does, or kept for [`take_messages`](Machine::take_messages).
    /// A new machine keeps them: a library never prints on its own.
    pub fn set_print_messages(&mut self, print: bool) {
        self.print_messages = print;
    }

    /// Whether an error (warning) message was printed while the
    /// `on_error` (`on_warning`) flag was `halt`, as `swipl
    /// --on-error=halt` sets it: loading stopped there, and the command
    /// line exits with status 1.
    pub fn halt_requested(&self) -> bool {
        self.cx.messages.halt_requested
    }

    /// Sets the `argv` and `os_argv` flags the program reads with
    /// `current_prolog_flag/2`: its own arguments, and the whole command
    /// line. Both are empty in a new machine.
    pub fn set_argv(&mut self, argv: Vec<String>, os_argv: Vec<String>) {
        self.argv = argv;
        self.os_argv = os_argv;
    }

    /// The loader's warnings and errors kept since the last call, oldest
    /// first, each as the command line would print it.
    pub fn take_messages(&mut self) -> Vec<String> {
        std::mem::take(&mut self.messages)
    }

    /// Starts the query in `text` (one goal; the final `.` is optional).
    /// Nothing runs until the first answer is asked for.
    pub fn query(&mut self, text: &str) -> Result<Query<'_>, Error> {
        self.query_with(text, &[])
    }

    /// As [`query`](Machine::query), with some of the query's variables
    /// bound to terms first, so query text never has to be built from
    /// data:
    ///
    /// ```
    /// use zebralog::{Machine, Term};
    /// let mut m = Machine::new();
    /// let name = Term::atom("it's mine");
    /// let answer = m.query_once_with("atom_length(A, N)", &[("A", name)]).unwrap().unwrap();
    /// assert_eq!(answer.get("N"), Some(&Term::from(9)));
    /// ```
    pub fn query_with(
        &mut self,
        text: &str,
        bindings: &[(&str, Term)],
    ) -> Result<Query<'_>, Error> {
        let text = text.trim_end();
        let text = if text.ends_with('.') {
            text.to_string()
        } else {
            format!("{text} .")
        };
        let flags = self.cx.flags.read;
        let rt = parse_term(&text, &self.cx.ops, &flags)?;
        let heap_mark = self.cx.st.top();
        let (goal, vars) = self
            .cx
            .import_read_term(&rt)
            .map_err(|f| self.flow_error(f))?;
        let mut shared = HashMap::new();
        let mut consistent = true;
        for (name, value) in bindings {
            let Some((_, var)) = vars.iter().find(|(n, _)| n == name) else {
                // A misspelt name would silently turn a filter into
                // "enumerate everything".
                let culprit = self.cx.st.new_atom(name);
                let f = crate::builtins::existence_error(&mut self.cx, "variable", culprit);
                return Err(self.flow_error(f));
            };
            let value = term::to_heap(&mut self.cx.st, value, &mut shared);
            consistent &= self.cx.st.unify(*var, value);
        }
        let roots: Vec<Cell> = vars.iter().map(|(_, c)| *c).chain([goal]).collect();
        Ok(Query {
            names: vars.into_iter().map(|(n, _)| n).collect(),
            m: self.begin_run(RunKind::Query, &roots, Some(heap_mark)),
            // Bindings that contradict each other leave nothing to run.
            state: if consistent {
                State::Fresh
            } else {
                State::Done
            },
            inference_limit: None,
            deadline: None,
        })
    }

    /// The first answer to `text`, or `None` if it has none.
    pub fn query_once(&mut self, text: &str) -> Result<Option<Solution>, Error> {
        self.query_once_with(text, &[])
    }

    /// The first answer to `text` with `bindings` applied, or `None`.
    pub fn query_once_with(
        &mut self,
        text: &str,
        bindings: &[(&str, Term)],
    ) -> Result<Option<Solution>, Error> {
        self.query_with(text, bindings)?.next().transpose()
    }

    /// Defines `name/arity` as a deterministic predicate written in
    /// Rust: each call gets the arguments as owned terms (unbound ones as
    /// [`Term::Var`]) and answers with a [`HostResult`].
    ///
    /// ```
    /// use zebralog::{HostResult, Machine, Term};
    /// let mut m = Machine::new();
    /// m.register_predicate("double", 2, |args| match args[0].as_i64() {
    ///     Some(n) => HostResult::Succeed(vec![args[0].clone(), Term::from(2 * n)]),
    ///     None => HostResult::Throw(Term::error(Term::compound(
    ///         "type_error",
    ///         [Term::atom("integer"), args[0].clone()],
    ///     ))),
    /// })
    /// .unwrap();
    /// let s = m.query_once("double(21, X)").unwrap().unwrap();
    /// assert_eq!(s.get("X"), Some(&Term::from(42)));
    /// ```
    ///
    /// A name that is a builtin or a control construct cannot be
    /// redefined; a user predicate of that name is replaced.
    pub fn register_predicate<F>(&mut self, name: &str, arity: usize, f: F) -> Result<(), Error>
    where
        F: FnMut(&[Term]) -> HostResult + Send + 'static,
    {
        let pid = self.host_pred(name, arity)?;
        self.hosts.det.push(host::det(f));
        let i = self.hosts.det.len() as u32 - 1;
        self.db.preds[pid as usize].kind = crate::vm::PredKind::Host(i);
        Ok(())
    }

    /// Defines `name/arity` as a nondeterministic predicate written in
    /// Rust: each call gets the arguments and returns the solutions, as
    /// anything that iterates over `Result<Vec<Term>, Term>`. Each `Ok`
    /// item is one solution, unified with the arguments as
    /// [`HostResult::Succeed`] does; an `Err` throws its term. The
    /// iterator is advanced lazily, once per backtrack.
    ///
    /// ```
    /// use zebralog::{Machine, Term};
    /// let mut m = Machine::new();
    /// m.register_nondet_predicate("digit", 1, |_args| {
    ///     (0..10).map(|d| Ok(vec![Term::from(d)]))
    /// })
    /// .unwrap();
    /// let evens = m.query("digit(D), D mod 2 =:= 0").unwrap().count();
    /// assert_eq!(evens, 5);
    /// ```
    pub fn register_nondet_predicate<F, I>(
        &mut self,
        name: &str,
        arity: usize,
        f: F,
    ) -> Result<(), Error>
    where
        F: FnMut(&[Term]) -> I + Send + 'static,
        I: IntoIterator<Item = Result<Vec<Term>, Term>>,
        I::IntoIter: Send + 'static,
    {
        let pid = self.host_pred(name, arity)?;
        self.hosts.nondet.push((host::nondet(f), arity));
        let id = self.hosts.nondet.len() - 1;
        self.db.preds[pid as usize].kind = crate::vm::PredKind::User;
        let gen = self.db.generation + 1;
        self.db.wipe(pid, gen);
        self.db.generation = gen;
        let args: Vec<String> = (1..=arity).map(|i| format!("A{i}")).collect();
        let head = if arity == 0 {
            crate::builtins::write::quote_atom(name)
        } else {
            format!(
                "{}({})",
                crate::builtins::write::quote_atom(name),
                args.join(", ")
            )
        };
        let list = format!("[{}]", args.join(", "));
        let clause =
            format!("{head} :- '$host_start'({id}, {list}, H), '$host_solutions'(H, {list}).\n");
        self.consult_text(
            &clause,
            Some(format!("host predicate {name}/{arity}")),
            Some(0),
        );
        Ok(())
    }

    /// The predicate a host definition goes into, if it may: not a
    /// builtin, not a control construct the compiler handles itself,
    /// not an internal (`$`) name, and not wider than a compound can be.
    fn host_pred(&mut self, name: &str, arity: usize) -> Result<u32, Error> {
        const CONTROL: [(&str, usize); 7] = [
            (",", 2),
            (";", 2),
            ("|", 2),
            ("->", 2),
            ("*->", 2),
            ("\\+", 1),
            ("!", 0),
        ];
        let a = self.cx.st.intern(name);
        if arity > MAX_HOST_ARITY {
            let f = crate::builtins::representation_error(&mut self.cx, "max_arity");
            return Err(self.flow_error(f));
        }
        let pid = match self.db.system(a, arity) {
            Some(p) if !matches!(self.db.preds[p as usize].kind, crate::vm::PredKind::User) => p,
            _ => self.db.pred_id(crate::term::atom::USER, a, arity),
        };
        let reserved = CONTROL.contains(&(name, arity)) || name.starts_with('$');
        match self.db.preds[pid as usize].kind {
            crate::vm::PredKind::Builtin(_)
            | crate::vm::PredKind::Nondet(_)
            | crate::vm::PredKind::Control(_) => {}
            _ if reserved => {}
            _ => return Ok(pid),
        }
        let f = crate::builtins::pred_permission_error(
            &mut self.cx,
            "modify",
            "static_procedure",
            a,
            arity,
        );
        Err(self.flow_error(f))
    }

    /// A handle that stops this machine's running query from another
    /// thread (see [`CancelHandle`]).
    pub fn cancel_handle(&self) -> CancelHandle {
        CancelHandle(self.interrupt.clone())
    }

    /// An error raised outside a run, as an [`Error`].
    fn flow_error(&mut self, f: crate::builtins::Flow) -> Error {
        use crate::builtins::Flow;
        let ball = match f {
            Flow::Error(formal) => self.error_term(formal),
            Flow::Throw(b) => b,
            Flow::Halt(c) => return Error::Halt(c),
            Flow::Abort => return Error::Limit(Limit::Cancelled),
        };
        self.exception(ball)
    }

    fn exception(&mut self, ball: Cell) -> Error {
        let message = crate::vm::control_error_message(self, ball);
        match term::from_heap(&self.cx.st, ball, &mut HashMap::new()) {
            Ok(term) => Error::Exception { term, message },
            Err(e) => unrepresentable(e),
        }
    }
}

/// The error for an answer a [`Term`] cannot hold: a cyclic term is
/// `representation_error(cyclic_term)`, one too big to unfold
/// `resource_error(memory)`.
fn unrepresentable(e: term::Unrepresentable) -> Error {
    let (formal, message) = match e {
        term::Unrepresentable::Cyclic => (
            Term::compound("representation_error", [Term::atom("cyclic_term")]),
            "Cannot represent due to `cyclic_term'",
        ),
        term::Unrepresentable::TooBig => (
            Term::compound("resource_error", [Term::atom("memory")]),
            "Not enough resources: memory",
        ),
    };
    Error::Exception {
        term: Term::error(formal),
        message: message.into(),
    }
}

impl Query<'_> {
    /// Stops the query with [`Limit::Inferences`] once it has made `n`
    /// more predicate calls (counted from its first answer request).
    pub fn inference_limit(mut self, n: u64) -> Self {
        self.inference_limit = Some(n);
        self
    }

    /// Stops the query with [`Limit::Deadline`] when `deadline` passes.
    pub fn deadline(mut self, deadline: Instant) -> Self {
        self.deadline = Some(deadline);
        self
    }

    /// Stops the query with [`Limit::Deadline`] once it has run for
    /// `limit` (counted from now).
    pub fn time_limit(self, limit: Duration) -> Self {
        match Instant::now().checked_add(limit) {
            Some(deadline) => self.deadline(deadline),
            // Too far away to ever pass.
            None => self,
        }
    }

    fn start(&mut self) -> Outcome {
        let m = &mut *self.m;
        m.interrupt.store(false, Ordering::Relaxed);
        if let Some(n) = self.inference_limit {
            m.limits.inferences = n;
            m.limits.inferences_at = m.inferences.saturating_add(n);
        }
        m.limits.deadline = self.deadline;
        m.limits.hit = None;
        crate::term::stop::arm(self.deadline, m.interrupt.clone());
        // Check the limits from the first call on.
        m.cx.st.poll_at = 0;
        let goal = self.m.roots()[self.names.len()];
        self.m.solve(goal)
    }

    /// The current bindings as owned terms; a cyclic value (`X = f(X)`)
    /// cannot be one and is an error.
    fn solution(&mut self) -> Result<Solution, Error> {
        let query_vars = self.m.roots()[..self.names.len()].to_vec();
        let goals = self.m.residual_goals(&query_vars);
        let m = &*self.m;
        let mut vars = HashMap::new();
        let mut bindings = Vec::with_capacity(self.names.len());
        for (i, n) in self.names.iter().enumerate() {
            let value =
                term::from_heap(&m.cx.st, self.m.roots()[i], &mut vars).map_err(unrepresentable)?;
            bindings.push((n.clone(), value));
        }
        let residual = goals
            .iter()
            .map(|&g| term::from_heap(&m.cx.st, g, &mut vars))
            .collect::<Result<_, _>>()
            .map_err(unrepresentable)?;
        Ok(Solution { bindings, residual })
    }
}

impl Iterator for Query<'_> {
    type Item = Result<Solution, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        let out = match self.state {
            State::Done => return None,
            State::Fresh => {
                self.state = State::Running;
                self.start()
            }
            State::Running => {
                if self.m.cps.len() as u32 <= self.m.base_cp {
                    self.state = State::Done;
                    return None;
                }
                self.m.next_solution()
            }
        };
        if let Outcome::True = out {
            return Some(self.solution());
        }
        // A run stopped by an abort or a limit leaves its choicepoints:
        // the cleanup handlers among them run now (not after halt).
        let item = match self.m.close_run(out) {
            Outcome::True | Outcome::False => None,
            Outcome::Error(s) => {
                let ball = self.m.cx.st.import(&s);
                Some(Err(self.m.exception(ball)))
            }
            Outcome::Aborted => {
                // Arithmetic given up at the deadline (`term::stop`)
                // stops the run without passing through `poll`.
                let late = self.deadline.is_some_and(|d| Instant::now() >= d);
                let why = self.m.limits.hit.take().unwrap_or(if late {
                    Limit::Deadline
                } else {
                    Limit::Cancelled
                });
                Some(Err(Error::Limit(why)))
            }
            Outcome::Halt(c) => Some(Err(Error::Halt(c))),
        };
        self.state = State::Done;
        item
    }
}

impl Drop for Query<'_> {
    fn drop(&mut self) {
        // A query stopped early: the cleanup handlers of its goals run
        // now (as when SWI-Prolog closes a query); what they raise is
        // lost. Dropping the run guard then puts the machine back.
        self.m.close_run(Outcome::True);
    }
}

#[cfg(test)]
mod tests;
