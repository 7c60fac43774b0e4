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
}

mod answer;
#[cfg(all(unix, feature = "cli"))]
mod keys;
#[cfg(all(unix, feature = "cli"))]
mod repl;

use std::io::BufRead;
use std::sync::atomic::Ordering;

use crate::builtins::write::{term_to_string, WriteOpts};
use crate::reader::{parse_term, Reader};
use crate::term::Cell;
use crate::vm::{Machine, Outcome};

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
                let ball = self.st.import(&s);
                GoalStatus::Error(crate::vm::control_error_message(self, ball))
            }
        }
    }

    /// Runs the goal in `text` once (as `once/1`).
    pub fn run_goal(&mut self, text: &str) -> GoalStatus {
        self.interrupt.store(false, Ordering::Relaxed);
        let flags = self.flags.read;
        let rt = match parse_term(text, &self.ops, &flags) {
            Ok(rt) => rt,
            Err(e) => return GoalStatus::Error(e.to_string()),
        };
        let goal = match self.import_read_term(&rt) {
            Ok((g, _)) => g,
            Err(_) => return GoalStatus::Error("cannot represent the goal".into()),
        };
        let out = self.run_nested(goal);
        let st = self.status(out);
        self.flush();
        st
    }

    /// Runs the goals recorded by `:- initialization(G)` (not `main`).
    /// Returns the exit code if one of them halted.
    pub fn run_initialization_goals(&mut self) -> Option<i32> {
        let goals: Vec<_> = self
            .init_goals
            .iter()
            .filter(|(_, main)| !main)
            .map(|(g, _)| g.clone())
            .collect();
        self.init_goals.retain(|(_, main)| *main);
        for g in goals {
            let goal = self.st.import(&g);
            let (out, kept) = self.run_nested_keep(goal, &[goal]);
            let goal = kept[0];
            match self.status(out) {
                GoalStatus::Success => {}
                GoalStatus::Failure => {
                    let text = self.show(goal);
                    self.load_message(&format!("Warning: initialization goal failed: {text}\n"));
                }
                GoalStatus::Error(msg) => self.load_message(&format!("ERROR: {msg}\n")),
                GoalStatus::Halt(c) => return Some(c),
            }
        }
        self.halted
    }

    /// The goal of `:- initialization(G, main)`, if any.
    pub fn main_goal(&mut self) -> Option<GoalStatus> {
        let (g, _) = self.init_goals.iter().find(|(_, main)| *main)?.clone();
        self.init_goals.clear();
        let goal = self.st.import(&g);
        let out = self.run_nested(goal);
        let st = self.status(out);
        self.flush();
        Some(st)
    }

    fn show(&self, c: Cell) -> String {
        term_to_string(
            &self.st,
            &self.ops,
            c,
            &WriteOpts {
                quoted: true,
                numbervars: true,
                ..Default::default()
            },
        )
    }

    /// Reads queries from `input` and prints every answer (the
    /// toplevel when standard input is not a terminal).
    pub fn query_loop(&mut self, input: &mut dyn BufRead) -> Option<i32> {
        let mut text = String::new();
        if input.read_to_string(&mut text).is_err() {
            return None;
        }
        let halted = self.run_queries(&text, &mut |_| Next::More);
        if halted.is_none() {
            // As SWI-Prolog at the end of its input.
            self.write_user("\n");
            self.flush();
        }
        halted
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
            let heap_mark = self.st.top();
            let Ok((goal, names)) = self.import_read_term(&rt) else {
                continue;
            };
            if self.st.functor(goal) == Some((crate::term::atom::NECK, 2)) {
                // A rule typed at the prompt: say what to do instead, as
                // SWI-Prolog does.
                self.write_err(
                    "ERROR: Unknown procedure: (:-)/2\n\
                     ERROR:   Rules must be loaded from a file, or added with assertz/1\n",
                );
                continue;
            }
            if let Some(code) = self.run_query(goal, names, ask) {
                return Some(code);
            }
            self.drop_heap_above(heap_mark);
        }
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
        let saved = (self.p, self.cpc, self.e, self.b0, self.base_cp);
        self.base_cp = self.cps.len() as u32;
        let mark = self.roots.len();
        self.roots.extend(names.iter().map(|(_, c)| *c));
        self.depth += 1;
        // Nothing here holds atom numbers across the run: atoms made
        // before this query may be collected during it (vm/atomgc.rs).
        self.agc_all = true;
        let mut out = self.solve(goal);
        let mut halted = None;
        loop {
            match out {
                Outcome::True => {
                    // The roots hold the variables as the collector left them.
                    let vars: Vec<(String, Cell)> = names
                        .iter()
                        .enumerate()
                        .map(|(i, (n, _))| (n.clone(), self.roots[mark + i]))
                        .collect();
                    let mut text = answer::answer_text(self, &vars);
                    if !self.out_at_line_start {
                        text.insert(0, '\n');
                    }
                    let more = self.cps.len() as u32 > self.base_cp;
                    self.flush();
                    if !more {
                        self.write_user(&format!("{text}.\n\n"));
                        break;
                    }
                    self.write_user(&format!("{text} "));
                    self.flush();
                    match ask(self) {
                        Next::More => {
                            self.write_user(";\n");
                            self.flush();
                            out = self.next_solution();
                        }
                        Next::Stop => {
                            self.write_user(".\n\n");
                            break;
                        }
                    }
                }
                Outcome::False => {
                    if !self.out_at_line_start {
                        self.write_user("\n");
                    }
                    self.write_user("false.\n\n");
                    break;
                }
                Outcome::Error(s) => {
                    let ball = self.st.import(&s);
                    let msg = crate::vm::control_error_message(self, ball);
                    // As SWI-Prolog's toplevel words a ball that is not
                    // an error(Formal, Context) term.
                    let unhandled = match self.st.functor(ball) {
                        Some((crate::term::atom::ERROR, 2)) => "",
                        _ => "Unhandled exception: ",
                    };
                    self.write_err(&format!("ERROR: {unhandled}{msg}\n"));
                    break;
                }
                Outcome::Aborted => {
                    self.write_err("% Execution Aborted\n");
                    break;
                }
                Outcome::Halt(c) => {
                    halted = Some(c);
                    break;
                }
            }
        }
        self.cut_to(self.base_cp);
        self.depth -= 1;
        self.roots.truncate(mark);
        (self.p, self.cpc, self.e, self.b0, self.base_cp) = saved;
        self.interrupt.store(false, Ordering::Relaxed);
        if halted.is_none() && self.depth == 0 {
            self.end_top_run();
        }
        self.flush();
        halted
    }
}
