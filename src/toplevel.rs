//! Running goals given as text (the CLI's `-g`/`-t`, initialization
//! goals, queries read from standard input) and printing answers.

use std::io::BufRead;

use crate::builtins::write::{term_to_string, WriteOpts};
use crate::reader::{parse_term, Reader};
use crate::term::Cell;
use crate::vm::{Machine, Outcome};

/// How a goal run from text ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GoalStatus {
    Success,
    Failure,
    /// An uncaught error, as the sentence the CLI prints.
    Error(String),
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
                    self.write_err(&format!("Warning: initialization goal failed: {text}\n"));
                }
                GoalStatus::Error(msg) => self.write_err(&format!("ERROR: {msg}\n")),
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
    /// non-interactive toplevel).
    pub fn query_loop(&mut self, input: &mut dyn BufRead) -> Option<i32> {
        let mut text = String::new();
        if input.read_to_string(&mut text).is_err() {
            return None;
        }
        let mut reader = Reader::new(&text, Some("user".into()));
        while let Some(rt) = self.next_clause(&mut reader) {
            let Ok((goal, names)) = self.import_read_term(&rt) else {
                continue;
            };
            let saved = (self.p, self.cpc, self.e, self.b0, self.base_cp);
            self.base_cp = self.cps.len() as u32;
            let mark = self.roots.len();
            self.roots.extend(names.iter().map(|(_, c)| *c));
            self.depth += 1;
            let mut out = self.solve(goal);
            loop {
                match out {
                    Outcome::True => {
                        let mut parts = Vec::new();
                        for (i, (n, _)) in names.iter().enumerate() {
                            if n.starts_with('_') {
                                continue;
                            }
                            parts.push(format!("{n} = {}", self.show(self.roots[mark + i])));
                        }
                        let more = self.cps.len() as u32 > self.base_cp;
                        let body = if parts.is_empty() {
                            "true".to_string()
                        } else {
                            parts.join(",\n")
                        };
                        self.flush();
                        if more {
                            self.write_out(&format!("{body} ;\n"));
                            out = self.next_solution();
                        } else {
                            self.write_out(&format!("{body}.\n\n"));
                            break;
                        }
                    }
                    Outcome::False => {
                        self.write_out("false.\n\n");
                        break;
                    }
                    Outcome::Error(s) => {
                        let ball = self.st.import(&s);
                        let msg = crate::vm::control_error_message(self, ball);
                        self.write_err(&format!("ERROR: {msg}\n"));
                        break;
                    }
                    Outcome::Aborted => {
                        self.write_err("% Execution Aborted\n");
                        break;
                    }
                    Outcome::Halt(c) => {
                        self.flush();
                        self.depth -= 1;
                        return Some(c);
                    }
                }
            }
            self.cut_to(self.base_cp);
            self.depth -= 1;
            self.roots.truncate(mark);
            (self.p, self.cpc, self.e, self.b0, self.base_cp) = saved;
            self.maybe_reclaim_code();
            self.trim_memory();
            self.flush();
        }
        None
    }
}
