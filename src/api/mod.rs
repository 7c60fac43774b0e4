//! The embedding API: loading text, asking queries, reading answers.
//!
//! A [`Query`] borrows the machine mutably for as long as it lives, so
//! one query runs at a time; dropping it cuts whatever alternatives it
//! left and the machine is ready for the next.
//!
//! **Invariant:** nothing about cells, the heap or atoms crosses this
//! module's public surface; answers leave as owned [`Term`]s.

mod term;

use std::collections::HashMap;
use std::sync::atomic::Ordering;

pub use term::{Term, TypeMismatch};

use crate::error::Error;
use crate::reader::{parse_term, SyntaxError};
use crate::term::{atom, Cell};
use crate::vm::{Machine, Outcome};

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

/// One answer to a query: the values of the query's named variables.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    bindings: Vec<(String, Term)>,
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
}

enum State {
    Fresh,
    Running,
    Done,
}

/// The answers to a query, one at a time: an iterator of
/// `Result<Solution, Error>`. Each call to `next` backtracks into the
/// query for its next answer. Dropping the query cuts it.
pub struct Query<'m> {
    m: &'m mut Machine,
    names: Vec<String>,
    /// Where the query's variables, then its goal, sit on the root stack.
    mark: usize,
    saved: (u32, u32, u32, u32, u32),
    state: State,
}

impl Machine {
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
        let flags = self.flags.read;
        let rt = parse_term(&text, &self.ops, &flags)?;
        let (goal, vars) = self.import_read_term(&rt).map_err(|f| self.flow_error(f))?;
        let mut shared = HashMap::new();
        for (name, value) in bindings {
            let Some((_, var)) = vars.iter().find(|(n, _)| n == name) else {
                continue;
            };
            let value = term::to_heap(&mut self.st, value, &mut shared);
            self.st.unify(*var, value);
        }
        let saved = (self.p, self.cpc, self.e, self.b0, self.base_cp);
        self.base_cp = self.cps.len() as u32;
        let mark = self.roots.len();
        self.roots.extend(vars.iter().map(|(_, c)| *c));
        self.roots.push(goal);
        self.depth += 1;
        Ok(Query {
            names: vars.into_iter().map(|(n, _)| n).collect(),
            m: self,
            mark,
            saved,
            state: State::Fresh,
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

    /// An error raised outside a run, as an [`Error`].
    fn flow_error(&mut self, f: crate::builtins::Flow) -> Error {
        use crate::builtins::Flow;
        let ball = match f {
            Flow::Error(formal) => {
                let v = self.st.new_var();
                self.st.new_compound(atom::ERROR, &[formal, v])
            }
            Flow::Throw(b) => b,
            Flow::Halt(c) => return Error::Halt(c),
            Flow::Abort => return Error::Limit(crate::error::Limit::Cancelled),
        };
        self.exception(ball)
    }

    fn exception(&mut self, ball: Cell) -> Error {
        let message = crate::vm::control_error_message(self, ball);
        let term = term::from_heap(&self.st, ball, &mut HashMap::new());
        Error::Exception { term, message }
    }
}

impl Query<'_> {
    fn solution(&self) -> Solution {
        let m = &*self.m;
        let mut vars = HashMap::new();
        let bindings = self
            .names
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let value = term::from_heap(&m.st, m.roots[self.mark + i], &mut vars);
                (n.clone(), value)
            })
            .collect();
        Solution { bindings }
    }
}

impl Iterator for Query<'_> {
    type Item = Result<Solution, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        let out = match self.state {
            State::Done => return None,
            State::Fresh => {
                self.state = State::Running;
                self.m.interrupt.store(false, Ordering::Relaxed);
                let goal = self.m.roots[self.mark + self.names.len()];
                self.m.solve(goal)
            }
            State::Running => {
                if self.m.cps.len() as u32 <= self.m.base_cp {
                    self.state = State::Done;
                    return None;
                }
                self.m.next_solution()
            }
        };
        let item = match out {
            Outcome::True => return Some(Ok(self.solution())),
            Outcome::False => None,
            Outcome::Error(s) => {
                let ball = self.m.st.import(&s);
                Some(Err(self.m.exception(ball)))
            }
            Outcome::Aborted => Some(Err(Error::Limit(crate::error::Limit::Cancelled))),
            Outcome::Halt(c) => Some(Err(Error::Halt(c))),
        };
        self.state = State::Done;
        item
    }
}

impl Drop for Query<'_> {
    fn drop(&mut self) {
        let m = &mut *self.m;
        m.cut_to(m.base_cp);
        m.depth -= 1;
        m.roots.truncate(self.mark);
        (m.p, m.cpc, m.e, m.b0, m.base_cp) = self.saved;
        m.interrupt.store(false, Ordering::Relaxed);
        if m.depth == 0 && m.cps.is_empty() {
            m.maybe_reclaim_code();
            m.trim_memory();
        }
        m.flush();
    }
}

#[cfg(test)]
mod tests;
