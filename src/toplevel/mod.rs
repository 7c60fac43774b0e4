//! Running goals given as text (the CLI's `-g`/`-t`, initialization
//! goals) and the toplevel: queries read from a terminal (`repl`) or
//! from a pipe, answers printed as SWI-Prolog prints them (`answer`).
//!
//! **Invariant:** the toplevel only drives the machine through runs
//! started at depth 0; it never reaches into a running query.

#[cfg(all(unix, feature = "cli"))]
pub use repl::repl;

/// What the toplevel does after an answer when more may follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Next {
    /// Backtrack for the next answer.
    More,
    /// Stop here, cutting the remaining alternatives.
    #[cfg_attr(not(feature = "cli"), allow(dead_code))]
    Stop,
    /// Turn tracing on, then backtrack (SWI's `t`).
    #[cfg_attr(not(feature = "cli"), allow(dead_code))]
    TraceMore,
    /// Print the answer again (the write options changed) and ask again.
    #[cfg_attr(not(feature = "cli"), allow(dead_code))]
    Again,
}

mod answer;
#[cfg(all(unix, feature = "cli"))]
mod keys;
#[cfg(all(unix, feature = "cli"))]
mod repl;

use std::sync::atomic::Ordering;

use crate::builtins::stream::USER_INPUT;
use crate::builtins::write::{term_to_string, WriteOpts};
use crate::reader::{parse_term, ReadTerm, Reader};
use crate::term::Cell;
use crate::vm::{Machine, Outcome, RunKind};

/// The exit status when the toplevel cannot write its answers: that of
/// an uncaught error, as for a `-g` goal.
pub(crate) const OUTPUT_LOST: i32 = 2;

/// How a goal run from text ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GoalStatus {
    /// The goal succeeded.
    Success,
    /// The goal failed.
    Failure,
    /// An uncaught error, as the sentence the CLI prints.
    Error(String),
    /// The goal called `halt/1` with this status.
    Halt(i32),
}

impl Machine {
    fn status(&mut self, out: Outcome) -> GoalStatus {
        match out {
            Outcome::True => GoalStatus::Success,
            Outcome::False => GoalStatus::Failure,
            Outcome::Halt(c) => GoalStatus::Halt(c),
            Outcome::Aborted => GoalStatus::Error("Execution Aborted".into()),
            Outcome::Error(s) => {
                let ball = self.cx.st.import(&s);
                GoalStatus::Error(crate::vm::control_error_message(self, ball))
            }
        }
    }

    /// Runs the goal in `text` once (as `once/1`).
    pub fn run_goal(&mut self, text: &str) -> GoalStatus {
        self.interrupt.store(false, Ordering::Relaxed);
        let flags = self.cx.flags.read;
        let rt = match parse_term(text, &self.cx.ops, &flags) {
            Ok(rt) => rt,
            Err(e) => return GoalStatus::Error(e.to_string()),
        };
        let goal = match self.cx.import_read_term(&rt) {
            Ok((g, _)) => g,
            Err(_) => return GoalStatus::Error("cannot represent the goal".into()),
        };
        let out = self.run_nested(goal);
        let st = self.status(out);
        self.cx.flush();
        st
    }

    /// Runs the goals recorded by `:- initialization(G)` (not `main`)
    /// that are still waiting: loading a file runs its own at its end, so
    /// this finds only those of text loaded otherwise. Returns the exit
    /// code if one of them halted.
    pub fn run_initialization_goals(&mut self) -> Option<i32> {
        self.run_initialization(0)
    }

    /// Runs the `:- initialization(G)` goals (not `main`) registered
    /// since `init_goals` had `from` entries, as SWI-Prolog does after
    /// loading the file they appear in; failures and errors are reported
    /// where the directive stood. Returns the exit code if one halted.
    pub(crate) fn run_initialization(&mut self, from: usize) -> Option<i32> {
        let from = from.min(self.init_goals.len());
        let (goals, main): (Vec<_>, Vec<_>) = self
            .init_goals
            .drain(from..)
            .partition(|(_, main, _)| !main);
        self.init_goals.extend(main);
        for (g, _, at) in goals {
            let goal = self.cx.st.import(&g);
            let (out, kept) = self.run_nested_keep(goal, &[goal]);
            let goal = kept[0];
            // Inside a directive of another file (which loaded this
            // one), SWI-Prolog says where that directive is first.
            let (head, indent) = match self.clause_at.clone() {
                Some(outer) => (Some(outer), "   "),
                None => (None, ""),
            };
            let header = |kind: &str| match &head {
                Some(outer) => format!("{kind}: {outer}:\n{kind}:    "),
                None => format!("{kind}: "),
            };
            match (self.status(out), at) {
                (GoalStatus::Success, _) => {}
                (GoalStatus::Failure, Some(at)) => {
                    let w = header("Warning");
                    self.load_message(&format!("{w}{at}: Initialization goal failed\n"));
                }
                (GoalStatus::Failure, None) => {
                    let text = self.show(goal);
                    self.load_message(&format!("Warning: initialization goal failed: {text}\n"));
                }
                (GoalStatus::Error(msg), Some(at)) => {
                    let e = header("ERROR");
                    self.load_message(&format!(
                        "{e}{at}: Initialization goal raised exception:\nERROR: {indent}{msg}\n"
                    ))
                }
                (GoalStatus::Error(msg), None) => self.load_message(&format!("ERROR: {msg}\n")),
                (GoalStatus::Halt(c), _) => return Some(c),
            }
        }
        self.halted
    }

    /// Runs the goal of `:- initialization(G, main)`, if any: its status,
    /// and where it comes from as SWI-Prolog names it in a message
    /// (`file.pl:1: user:main`, or `user:main` for text not from a file).
    pub fn main_goal(&mut self) -> Option<(GoalStatus, String)> {
        let (g, _, at) = self.init_goals.iter().find(|(_, main, _)| *main)?.clone();
        self.init_goals.clear();
        let goal = self.cx.st.import(&g);
        let origin = match at {
            Some(at) => format!("{at}: user:{}", self.show(goal)),
            None => format!("user:{}", self.show(goal)),
        };
        let out = self.run_nested(goal);
        let st = self.status(out);
        self.cx.flush();
        Some((st, origin))
    }

    /// Writes part of an answer to user_output and sends it on.
    fn answer_out(&mut self, text: &str) -> Result<(), crate::builtins::Flow> {
        self.cx.write_user(text)?;
        self.cx.flush_stream(crate::builtins::stream::USER_OUTPUT)
    }

    fn show(&self, c: Cell) -> String {
        term_to_string(
            &self.cx.st,
            &self.cx.ops,
            c,
            &WriteOpts {
                quoted: true,
                numbervars: true,
                ..Default::default()
            },
        )
    }

    /// Reads queries from user_input (standard input unless
    /// [`set_input`](Machine::set_input) gave another source) and prints
    /// every answer: the toplevel when standard input is not a terminal.
    /// As in SWI-Prolog, the queries and the data they read share the
    /// stream: `read(X)` in a query reads the text after that query, and
    /// `[user]` loads the clauses that follow it, up to `end_of_file`.
    /// Returns the exit code if a query halted.
    pub fn query_loop(&mut self) -> Option<i32> {
        while let Some(rt) = self.read_query() {
            if rt.is_end_of_file() {
                break;
            }
            if let Some(code) = self.run_read_query(&rt, &mut |_| Next::More) {
                return Some(code);
            }
        }
        // As SWI-Prolog at the end of its input: a fresh line, then an
        // empty one.
        let mut end = String::new();
        if !self.cx.streams.user_at_line_start() {
            end.push('\n');
        }
        end.push('\n');
        if let Err(e) = self.cx.write_user(&end) {
            return Some(self.output_lost(e));
        }
        if let Err(e) = self.cx.flush_stream(crate::builtins::stream::USER_OUTPUT) {
            return Some(self.output_lost(e));
        }
        None
    }

    /// Ends the toplevel when its answers cannot be written (standard
    /// output is a closed pipe or a full disk): the error is reported on
    /// user_error and the exit status is `OUTPUT_LOST`. SWI-Prolog 9
    /// reports it and goes on reading queries, whose answers fail the
    /// same way, without end.
    fn output_lost(&mut self, e: crate::builtins::Flow) -> i32 {
        if let crate::builtins::Flow::Error(formal) = e {
            let msg = match self.cx.streams.take_io_message(formal) {
                Some(msg) => self.cx.st.new_atom(&msg),
                None => self.cx.st.new_var(),
            };
            let v = self.cx.st.new_var();
            let ctx = self
                .cx
                .st
                .new_compound(crate::term::atom::CONTEXT, &[v, msg]);
            let ball = self
                .cx
                .st
                .new_compound(crate::term::atom::ERROR, &[formal, ctx]);
            let text = crate::vm::control_error_message(self, ball);
            self.cx.write_err(&format!("ERROR: {text}\n"));
        }
        OUTPUT_LOST
    }

    /// The next query on user_input, `None` at its end. Syntax errors
    /// are reported and skipped. After the query, the rest of its line
    /// is skipped if it holds only layout or a comment (SWI's
    /// `skip_to_nl/1`).
    fn read_query(&mut self) -> Option<ReadTerm> {
        loop {
            let read = self.read_stream_term(USER_INPUT, "user")?;
            // SWI-Prolog leaves the line of an `end_of_file` alone. The
            // line of a bad query is read before the error is reported,
            // so the report starts no fresh line of its own.
            if !matches!(&read, Ok(rt) if rt.is_end_of_file()) {
                self.cx.streams.std(USER_INPUT).skip_to_line_end();
            }
            match read {
                Ok(rt) => return Some(rt),
                Err(e) => self.load_message(&format!("ERROR: {e}\n")),
            }
        }
    }

    /// Runs every query in `text`, printing answers as SWI-Prolog's
    /// toplevel does. `ask` decides, after an answer that may have more,
    /// whether to look for the next one. Returns the exit code if a
    /// query halted.
    pub(crate) fn run_queries(
        &mut self,
        text: &str,
        ask: &mut dyn FnMut(&mut Machine) -> Next,
    ) -> Option<i32> {
        let mut reader = Reader::new(text, Some("user".into()));
        while let Some(rt) = self.next_clause(&mut reader) {
            if let Some(code) = self.run_read_query(&rt, ask) {
                return Some(code);
            }
        }
        None
    }

    /// Runs one query as read, printing its answers; returns the exit
    /// code if it halted.
    fn run_read_query(
        &mut self,
        rt: &ReadTerm,
        ask: &mut dyn FnMut(&mut Machine) -> Next,
    ) -> Option<i32> {
        let heap_mark = self.cx.st.top();
        let Ok((goal, names)) = self.cx.import_read_term(rt) else {
            return None;
        };
        // A rule, a directive or a prompt typed as a query: say what to
        // do instead, as SWI-Prolog does.
        let hint = match self.cx.st.functor(goal) {
            Some((crate::term::atom::NECK, 2)) => Some(
                "ERROR: Unknown procedure: (:-)/2\n\
                 ERROR:   Rules must be loaded from a file, or added with assertz/1\n",
            ),
            Some((crate::term::atom::NECK, 1)) => Some(
                "ERROR: Unknown procedure: (:-)/1\n\
                 ERROR:   Directives must be loaded from a file\n",
            ),
            Some((f, 1)) if self.cx.st.atom_name(f) == "?-" => Some(
                "ERROR: Unknown procedure: (?-)/1\n\
                 ERROR:   ?- is the Prolog prompt\n",
            ),
            _ => None,
        };
        if let Some(hint) = hint {
            self.cx.write_err(hint);
        } else if let Some(code) = self.run_query(goal, names, ask) {
            return Some(code);
        }
        self.drop_heap_above(heap_mark);
        None
    }

    /// Runs one query and prints its answers.
    fn run_query(
        &mut self,
        goal: Cell,
        names: Vec<(String, Cell)>,
        ask: &mut dyn FnMut(&mut Machine) -> Next,
    ) -> Option<i32> {
        self.interrupt.store(false, Ordering::Relaxed);
        let vars: Vec<Cell> = names.iter().map(|(_, c)| *c).collect();
        let mut run = self.begin_run(RunKind::Query, &vars, None);
        let mut out = run.solve(goal);
        let mut halted = None;
        loop {
            // An aborted run leaves its choicepoints: the cleanup
            // handlers among them run before the abort is reported.
            if !matches!(out, Outcome::True) {
                out = run.close_run(out);
            }
            match out {
                Outcome::True => {
                    // A nested run: before the roots are read.
                    let opts = answer::answer_options(&mut run);
                    let query_vars = run.roots()[..names.len()].to_vec();
                    let residuals = run.residual_goals(&query_vars);
                    // The roots hold the variables as the collector left them.
                    let vars: Vec<(String, Cell)> = names
                        .iter()
                        .enumerate()
                        .map(|(i, (n, _))| (n.clone(), run.roots()[i]))
                        .collect();
                    let mut text = answer::answer_text(&run, &vars, &residuals, &opts);
                    if !run.cx.streams.user_at_line_start() {
                        text.insert(0, '\n');
                    }
                    let more = run.cps.len() as u32 > run.base_cp;
                    run.cx.flush();
                    if !more {
                        if let Err(e) = run.answer_out(&format!("{text}.\n\n")) {
                            halted = Some(run.output_lost(e));
                        }
                        break;
                    }
                    if let Err(e) = run.answer_out(&format!("{text} ")) {
                        halted = Some(run.output_lost(e));
                        break;
                    }
                    match ask(&mut run) {
                        Next::More => {
                            if let Err(e) = run.answer_out(";\n") {
                                halted = Some(run.output_lost(e));
                                break;
                            }
                            out = run.next_solution();
                        }
                        Next::TraceMore => {
                            if let Err(e) = run.answer_out("; [trace]\n") {
                                halted = Some(run.output_lost(e));
                                break;
                            }
                            let trace = Cell::Atom(run.cx.st.intern("trace"));
                            run.run_nested(trace);
                            out = run.next_solution();
                        }
                        Next::Again => {}
                        Next::Stop => {
                            if let Err(e) = run.answer_out(".\n\n") {
                                halted = Some(run.output_lost(e));
                                break;
                            }
                            // The cleanup handlers of the goals it stops
                            // run now; an error they raise is reported.
                            match run.close_run(Outcome::True) {
                                Outcome::True => break,
                                other => out = other,
                            }
                        }
                    }
                }
                Outcome::False => {
                    let fresh = if run.cx.streams.user_at_line_start() {
                        ""
                    } else {
                        "\n"
                    };
                    if let Err(e) = run.answer_out(&format!("{fresh}false.\n\n")) {
                        halted = Some(run.output_lost(e));
                    }
                    break;
                }
                Outcome::Error(s) => {
                    let ball = run.cx.st.import(&s);
                    let msg = crate::vm::control_error_message(&mut run, ball);
                    // As SWI-Prolog's toplevel words a ball that is not
                    // an error(Formal, Context) term.
                    let unhandled = match run.cx.st.functor(ball) {
                        Some((crate::term::atom::ERROR, 2)) => "",
                        _ => "Unhandled exception: ",
                    };
                    run.cx.write_err(&format!("ERROR: {unhandled}{msg}\n"));
                    break;
                }
                Outcome::Aborted => {
                    run.cx.write_err("% Execution Aborted\n");
                    break;
                }
                Outcome::Halt(c) => {
                    halted = Some(c);
                    break;
                }
            }
        }
        halted
    }
}
