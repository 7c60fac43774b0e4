//! The tracer: `trace/0`, `notrace/0`, `tracing/0` and the primitives
//! behind the prelude's `'$trace_goal'/3` (prelude/debug.pl), which
//! prints a traced call's ports to user_error as SWI-Prolog's debugger
//! does with `leash(-all)`, never prompting:
//!
//! ```text
//!    Call: (1) app([1, 2], [3], _123)
//!    Exit: (1) app([1, 2], [3], [1, 2, 3])
//! ```
//!
//! While tracing, `poll_at` stays 0, so every call passes through
//! `Machine::poll`, which hands it to [`Machine::trace_call`]. A call
//! worth showing is diverted: its goal is built from the argument
//! registers and `'$trace_goal'(Goal, Depth, Kinds)` runs instead. The
//! wrapper prints Call, lets the goal's own call through once (the
//! `skip` mark) and prints Exit, Redo, Fail or Exception around it.
//!
//! What is shown: user predicates; library (prelude) predicates, as one
//! unit, when called from outside the library or called back by it
//! (the goals given to maplist, findall, forall...: whatever reaches a
//! predicate through call/N or catch/3). Never `$`-named internals, the
//! `$auxN` predicates of compiled control constructs, or builtins. A
//! call of an unknown procedure shows only its Exception port and raises
//! its error as it would untraced.
//!
//! Depths count from 1 for the goals of a query (SWI's start near 10,
//! under its own toplevel's frames). The depth and the kind of the
//! innermost traced goal are machine state set at every port, not
//! Prolog data, because backtracking must not restore them: each port
//! sets them to what they are after it.
//!
//! Also here, as the other debugging aid that reads machine state:
//! `statistics/0`.
//!
//! **Invariant:** when not tracing, nothing here runs: the cost to an
//! ordinary call is the poll compare it already paid.

use super::load::PRELUDE_FILE;
use super::Registry;
use super::{Machine, PredKind};
use crate::builtins::write::{print_opts, term_to_string, WriteOpts};
use crate::builtins::{domain_error, get_atom, get_int, Flow, Res};
use crate::compile::CodeAddr;
use crate::term::{atom, Cell, TrailEntry};

/// SWI's debugger prints goals with `max_depth(10)`.
const MAX_DEPTH: usize = 10;

/// The tracer's state.
#[derive(Default)]
pub(crate) struct Tracer {
    /// `trace/0` is in force.
    on: bool,
    /// Depth of the innermost traced goal whose clauses are running;
    /// 0 at the query itself.
    depth: u32,
    /// That goal is a library predicate, so the library predicates it
    /// calls are its internals and are not shown.
    in_lib: bool,
    /// A predicate whose next call goes ahead undiverted: the wrapper's
    /// own call of the goal it traces.
    skip: Option<u32>,
    /// The call being made comes from call/N or catch/3: a goal the
    /// library was given to call back, shown even if it is a library
    /// predicate called from the library.
    callback: bool,
    /// `'$trace_goal'/3`, when the prelude defines it.
    wrapper: Option<u32>,
    /// A Redo port not yet printed: depth and goal text (see
    /// `trace_port`).
    redo: Option<(u32, String)>,
}

/// `Kinds` bits passed to the wrapper.
const KIND_LIB: i64 = 1;
const KIND_PARENT_LIB: i64 = 2;

pub(crate) fn register(r: &mut Registry) {
    r.add("trace", 0, trace);
    r.add("notrace", 0, notrace);
    r.add("nodebug", 0, notrace);
    r.add("debug", 0, |_, _| Ok(true));
    r.add("tracing", 0, |m, _| Ok(m.trace.on));
    r.add("$trace_enter", 4, trace_enter);
    r.add("$trace_port", 4, trace_port);
    r.add("$trace_skip", 1, trace_skip);
    r.add("statistics", 0, statistics);
}

impl Machine {
    /// Whether `trace/0` is in force (the REPL shows `[trace] ?-`).
    pub(crate) fn tracing(&self) -> bool {
        self.trace.on
    }

    /// Stops showing calls for a while (a library loading): gives what
    /// `resume_tracing` puts back.
    pub(crate) fn pause_tracing(&mut self) -> bool {
        std::mem::replace(&mut self.trace.on, false)
    }

    pub(crate) fn resume_tracing(&mut self, on: bool) {
        self.trace.on = on;
        if on {
            self.cx.st.poll_at = 0;
        }
    }

    /// Called from `poll` for every call while tracing. `Some(ok)`: the
    /// call was diverted to the wrapper, with `ok` the result of
    /// invoking it; `None`: the call goes ahead as usual.
    pub(super) fn trace_call(&mut self, pid: u32, cont: CodeAddr) -> Result<Option<bool>, Flow> {
        // An import passes the call on: the call of what it imports is
        // the one shown.
        if let PredKind::Import(_) = self.db.preds[pid as usize].kind {
            return Ok(None);
        }
        let callback = std::mem::take(&mut self.trace.callback);
        if self.trace.skip == Some(pid) {
            self.trace.skip = None;
            return Ok(None);
        }
        let Some(wrapper) = self.trace.wrapper else {
            return Ok(None);
        };
        let pred = &self.db.preds[pid as usize];
        match pred.kind {
            PredKind::Control(_) => {
                self.trace.callback = true;
                return Ok(None);
            }
            PredKind::Builtin(_) | PredKind::Nondet(_) | PredKind::Host(_) => return Ok(None),
            PredKind::User | PredKind::Import(_) => {}
        }
        // A library predicate is loaded before the tracer decides, so it
        // is shown as one.
        self.resolve_undefined(pid);
        let pid = self.db.target(pid);
        let pred = &self.db.preds[pid as usize];
        let lib = pred.owner == Some(PRELUDE_FILE);
        if lib && self.trace.in_lib && !callback {
            return Ok(None);
        }
        if self.cx.st.atom_name(pred.name).starts_with('$') {
            return Ok(None);
        }
        // An unknown procedure raises its error from the call itself, as
        // it would untraced; SWI-Prolog shows just its Exception port.
        if !pred.is_defined() {
            if self.cx.flags.unknown == super::Unknown::Error {
                let goal = self.goal_from_registers(pid);
                let text = self.trace_text(goal);
                self.trace_print("Exception", self.trace.depth + 1, &text);
            }
            return Ok(None);
        }
        let goal = self.goal_from_registers(pid);
        let mut kinds = 0;
        if lib {
            kinds |= KIND_LIB;
        }
        if self.trace.in_lib {
            kinds |= KIND_PARENT_LIB;
        }
        self.x[0] = goal;
        self.x[1] = Cell::Int(self.trace.depth as i64 + 1);
        self.x[2] = Cell::Int(kinds);
        self.invoke(wrapper, cont).map(Some)
    }

    /// The goal of a call to `pid` about to be made: its name and the
    /// argument registers.
    pub(super) fn goal_from_registers(&mut self, pid: u32) -> Cell {
        let pred = &self.db.preds[pid as usize];
        let (name, arity) = (pred.name, pred.arity as usize);
        let args = self.x[..arity].to_vec();
        self.cx.st.new_compound(name, &args)
    }

    /// `goal_from_registers` as a goal call/1 runs: qualified with the
    /// predicate's module unless that is `user` or `system`, which an
    /// unqualified goal reaches.
    pub(super) fn callable_from_registers(&mut self, pid: u32) -> Cell {
        let goal = self.goal_from_registers(pid);
        match self.db.preds[pid as usize].module {
            crate::term::atom::USER | crate::term::atom::SYSTEM => goal,
            m => self
                .cx
                .st
                .new_compound(crate::term::atom::COLON, &[Cell::Atom(m), goal]),
        }
    }

    /// Starts the bookkeeping afresh: when tracing starts, and at an
    /// abort, which unwinds every traced goal without passing its ports.
    pub(super) fn forget_traced_goals(&mut self) {
        self.trace.depth = 0;
        self.trace.in_lib = false;
        self.trace.skip = None;
        self.trace.callback = false;
        self.trace.redo = None;
    }

    /// A goal as the debugger prints it.
    fn trace_text(&self, goal: Cell) -> String {
        let opts = WriteOpts {
            space_args: true,
            max_depth: MAX_DEPTH,
            ..print_opts()
        };
        term_to_string(&self.cx.st, &self.cx.ops, goal, &opts)
    }

    /// Prints a port, after the Redo port waiting to be printed.
    fn trace_print(&mut self, port: &str, depth: u32, text: &str) {
        if !self.trace.on {
            return;
        }
        let mut lines = String::new();
        if let Some((d, redo)) = self.trace.redo.take() {
            lines = format!("   Redo: ({d}) {redo}\n");
        }
        lines.push_str(&format!("   {port}: ({depth}) {text}\n"));
        self.cx.write_err(&lines);
    }
}

/// trace/0: show the ports of the calls that follow.
fn trace(m: &mut Machine, _: &[Cell]) -> Res {
    if !m.trace.on {
        m.forget_traced_goals();
        let name = m.cx.st.intern("$trace_goal");
        let w = m.db.pred_id(atom::USER, name, 3);
        // The wrapper's library (debug.pl) loads when first needed.
        m.resolve_undefined(w);
        let w = m.db.target(w);
        m.trace.wrapper = Some(w).filter(|&w| m.db.preds[w as usize].is_defined());
        m.trace.on = true;
    }
    m.cx.st.poll_at = 0;
    Ok(true)
}

/// notrace/0, nodebug/0: stop tracing. Wrappers still running keep
/// their depth bookkeeping but print nothing.
fn notrace(m: &mut Machine, _: &[Cell]) -> Res {
    m.trace.on = false;
    m.trace.skip = None;
    m.trace.redo = None;
    Ok(true)
}

/// The depth and library flag of a wrapper's arguments.
fn depth_kinds(m: &mut Machine, d: Cell, k: Cell) -> Result<(u32, i64), Flow> {
    let d = get_int(&mut m.cx, d)?;
    let k = get_int(&mut m.cx, k)?;
    Ok((d.max(1) as u32, k))
}

/// `'$trace_enter'(+Goal, +Depth, +Kinds, -Text)`: the Call port. Text
/// is the goal as printed now, kept for the Redo, Fail and Exception
/// ports, which show the goal as it was called.
fn trace_enter(m: &mut Machine, a: &[Cell]) -> Res {
    let (depth, kinds) = depth_kinds(m, a[1], a[2])?;
    m.trace.callback = false;
    m.trace.depth = depth;
    m.trace.in_lib = kinds & KIND_LIB != 0;
    let text = m.trace_text(a[0]);
    m.trace_print("Call", depth, &text);
    let s = m.cx.st.new_string(&text);
    Ok(m.cx.st.unify(a[3], s))
}

/// `'$trace_port'(+Port, +GoalOrText, +Depth, +Kinds)`: the other
/// ports. Exit shows the goal with its bindings; the others the text
/// saved at the Call port.
///
/// Backtracking into a goal that exited passes the Redo ports of it and
/// of every traced goal inside it that left choicepoints, outermost
/// first. SWI-Prolog shows only the goal whose choicepoint is resumed:
/// the innermost. So a Redo port is held back until the next port
/// prints, and a deeper Redo replaces it.
fn trace_port(m: &mut Machine, a: &[Cell]) -> Res {
    let port = get_atom(&mut m.cx, a[0])?;
    let (depth, kinds) = depth_kinds(m, a[2], a[3])?;
    // `inside`: the goal's own clauses run next (Redo); otherwise its
    // caller's do.
    let (label, inside) = match m.cx.st.atom_name(port) {
        "exit" => ("Exit", false),
        "redo" => ("Redo", true),
        "fail" => ("Fail", false),
        "exception" => ("Exception", false),
        _ => return Err(domain_error(&mut m.cx, "trace_port", Cell::Atom(port))),
    };
    // A call/N that raised before making its call leaves no callback.
    m.trace.callback = false;
    if inside {
        m.trace.depth = depth;
        m.trace.in_lib = kinds & KIND_LIB != 0;
    } else {
        m.trace.depth = depth - 1;
        m.trace.in_lib = kinds & KIND_PARENT_LIB != 0;
    }
    let g = m.cx.st.deref(a[1]);
    let text = match m.cx.st.text(g) {
        Some(t) => t,
        None => m.trace_text(g),
    };
    if inside {
        m.trace.redo = Some((depth, text));
    } else {
        m.trace_print(label, depth, &text);
    }
    Ok(true)
}

/// `'$trace_skip'(+Goal)`: the next call of Goal's predicate is not
/// diverted (it is the wrapper calling the goal it traces).
fn trace_skip(m: &mut Machine, a: &[Cell]) -> Res {
    let g = m.cx.st.deref(a[0]);
    if let Some((name, arity)) = m.cx.st.functor(g) {
        if m.trace.on {
            m.trace.skip =
                m.db.visible(atom::USER, name, arity)
                    .map(|p| m.db.target(p));
        }
    }
    Ok(true)
}

// ---- statistics/0 ----------------------------------------------------------

/// statistics/0: SWI-Prolog's summary on user_error. The start time is
/// in UTC; there are no functor or module counts (no functor table)
/// and no garbage collection line.
fn statistics(m: &mut Machine, _: &[Cell]) -> Res {
    use std::mem::size_of;
    let started = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
        .saturating_sub(m.start_time.elapsed().as_secs());
    let cpu = crate::builtins::arith::sys::cputime();
    let local = (
        size_of::<Cell>() * (m.stack.capacity() + m.cp_args.capacity())
            + size_of::<super::ChoicePoint>() * m.cps.capacity(),
        size_of::<Cell>() * (m.stack.len() + m.cp_args.len())
            + size_of::<super::ChoicePoint>() * m.cps.len(),
    );
    let global = (
        size_of::<Cell>() * m.cx.st.heap.capacity(),
        size_of::<Cell>() * m.cx.st.heap.len(),
    );
    let trail = (
        size_of::<TrailEntry>() * m.cx.st.trail.capacity(),
        size_of::<TrailEntry>() * m.cx.st.trail.len(),
    );
    let mut s = format!(
        "% Started at {}\n% {cpu:.3} seconds cpu time for {} inferences\n\
         % {} atoms, {} predicates, {} VM-codes\n% \n\
         %                     Limit   Allocated      In use\n",
        utc_date(started),
        grouped(m.inferences),
        grouped(m.cx.st.atoms.len() as u64),
        grouped(m.db.preds.len() as u64),
        grouped(m.code.instrs.len() as u64),
    );
    for (name, (alloc, used)) in [("Local ", local), ("Global", global), ("Trail ", trail)] {
        s.push_str(&format!(
            "% {name} stack:{:>12} {:>12} {:>12}\n",
            "-",
            human_bytes(alloc),
            human_bytes(used)
        ));
    }
    s.push_str(&format!(
        "%        Total:{:>12} {:>12} {:>12}\n",
        human_bytes(m.cx.flags.stack_limit),
        human_bytes(local.0 + global.0 + trail.0),
        human_bytes(local.1 + global.1 + trail.1)
    ));
    m.cx.write_err(&s);
    Ok(true)
}

/// An integer with `,` between groups of three digits, as format's `~D`.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A byte count as SWI's statistics/0 shows it: bytes, Kb, Mb or Gb.
fn human_bytes(b: usize) -> String {
    let b = b as u64;
    if b < 20_000 {
        format!("{}  b", grouped(b))
    } else if b < 20_000_000 {
        format!("{} Kb", grouped((b + 512) / 1024))
    } else if b < 20_000_000_000 {
        format!("{} Mb", grouped((b + 512 * 1024) / (1024 * 1024)))
    } else {
        format!(
            "{} Gb",
            grouped((b + 512 * 1024 * 1024) / (1024 * 1024 * 1024))
        )
    }
}

/// `Sun Nov 22 15:09:05 2026` (format_time's `%+`) for seconds since the
/// epoch, in UTC.
fn utc_date(secs: u64) -> String {
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let days = (secs / 86_400) as i64;
    let t = secs % 86_400;
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{} {} {:2} {:02}:{:02}:{:02} {year}",
        DAYS[days.rem_euclid(7) as usize],
        MONTHS[month as usize - 1],
        day,
        t / 3600,
        t / 60 % 60,
        t % 60
    )
}
