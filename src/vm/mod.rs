//! The abstract machine: registers, environments, choicepoints, the
//! instruction loop, cut, catch/throw.
//!
//! Terms live on the store's heap; every variable is a heap cell, so
//! registers and environment slots only ever hold cells that point into
//! the heap (no unsafe variables). Environments live on `stack`, a frame
//! being `[CE, CP, N, Y0..YN-1]`; choicepoints on `cps`, with their saved
//! argument registers on `cp_args`.
//!
//! **Invariant:** every live term is reachable from `x`, `stack`,
//! `cp_args`, the trail or a catch frame, so a collector can find them.
//! **Invariant:** the machine never recurses natively on user data or
//! user recursion; nested runs happen only for directives and consult.

mod atomgc;
mod autoload;
mod clauses;
mod cleanup;
mod conditional;
mod consult;
mod control;
pub mod db;
mod eval;
mod fold;
mod gc;
mod globals;
mod guard;
pub(crate) mod host;
mod listing;
mod load;
pub(crate) mod modules;
mod poll;
mod preds;
mod read;
mod reclaim;
mod run;
mod saved;
mod ssu;
mod stats;
mod tabling;
mod template;
mod trace;
mod wakeup;

use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use crate::builtins::ctx::Ctx;
pub use crate::builtins::ctx::Unknown;
use crate::builtins::stream;
use crate::compile::{Code, CodeAddr, Instr};
use crate::term::{Cell, Snapshot};
pub use db::{Control, Database, Key, Native, NondetNative, PredKind};
pub(crate) use guard::{RunGuard, RunKind};
pub use poll::Limit;
pub use run::Outcome;

#[derive(Clone, Copy, Debug)]
pub(crate) enum CpKind {
    /// Alternative clauses of a predicate: next position to try.
    /// `key` is the call's key at argument `arg`, the one the call
    /// selects clauses by (see `Pred::choose_arg`).
    Clauses {
        pid: u32,
        arg: u32,
        pos: i64,
        gen: u64,
        key: Key,
    },
    /// A nondeterministic builtin (`pid`) to call again with `state`.
    /// `pins` is the predicate whose clause positions `state` holds
    /// (clause/2, retract/1), or `u32::MAX`.
    Retry {
        pid: u32,
        pins: u32,
        state: crate::builtins::Redo,
    },
    /// An if-then-else compiled inline (`Instr::TryElse`): its else
    /// branch, run in the saved environment with the saved registers.
    Else(CodeAddr),
    /// catch/3: catcher, recovery and the active flag are the saved args.
    Catch,
    /// Disabled by a soft cut: fails through.
    Dead,
    /// setup_call_catcher_cleanup/4: the saved args are the catcher, the
    /// cleanup goal and a flag bound while the goal has exited with
    /// choicepoints. Whatever removes it runs the cleanup (see
    /// `cleanup.rs`).
    Cleanup,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct ChoicePoint {
    pub kind: CpKind,
    pub h: u32,
    pub tr: u32,
    pub e: u32,
    pub cp: CodeAddr,
    pub etop: u32,
    pub args: u32,
    pub arity: u32,
}

/// A predicate in Rust that needs the machine, not just the `Ctx`.
pub(crate) type MachineBuiltin = fn(&mut Machine, &[Cell]) -> crate::builtins::Res;

/// A nondeterministic predicate in Rust that needs the machine.
pub(crate) type NondetMachineBuiltin = fn(
    &mut Machine,
    &[Cell],
    Option<crate::builtins::Redo>,
) -> Result<crate::builtins::Step, crate::builtins::Flow>;
/// The machine's own builtins, registered by the `vm` modules.
pub(crate) type Registry = crate::builtins::Registry<MachineBuiltin>;

/// Number of registers; a power of two (see `XMASK`).
pub(crate) const NREGS: usize = 4096;
pub(crate) const XMASK: usize = NREGS - 1;

/// Fixed code addresses.
pub(crate) const SUCCEED: CodeAddr = CodeAddr(0);
pub(crate) const CATCH_EXIT: CodeAddr = CodeAddr(1);
pub(crate) const FAIL: CodeAddr = CodeAddr(2);
/// `Execute('$cleanup'/3)`: a cleanup handler's fail or exception port.
pub(crate) const CLEANUP: CodeAddr = CodeAddr(3);
pub(crate) const CLEANUP_RESUME: CodeAddr = CodeAddr(4);
/// `Retry`: backtracking into a nondeterministic builtin calls it again.
pub(crate) const RETRY: CodeAddr = CodeAddr(5);
/// A code address as kept in a frame's CP slot (or in a cell that
/// saves `p` or `cpc`).
pub(crate) fn addr_cell(a: CodeAddr) -> Cell {
    Cell::Int(a.0 as i64)
}

/// The code address a frame's CP slot holds.
pub(crate) fn frame_cp(c: Cell) -> Option<CodeAddr> {
    match c {
        Cell::Int(a) => Some(CodeAddr(a as u32)),
        _ => None,
    }
}

/// Instructions at the fixed addresses above, kept when code is rebuilt.
pub(crate) const FIXED_CODE: usize = 6;

/// A Prolog machine: the database, the term store and the control state.
pub struct Machine {
    /// What builtins may touch: store, operators, flags, streams.
    pub(crate) cx: Ctx,
    pub(crate) code: Code,
    pub(crate) db: Database,
    /// Argument and temporary registers: a fixed-size file indexed with
    /// a mask, so register access needs no bounds check.
    pub(crate) x: Box<[Cell; NREGS]>,
    /// The integer and small arithmetic evaluators' values below their
    /// top (`eval.rs`), kept here so an evaluation starts without clearing
    /// them.
    pub(crate) int_stack: [i64; eval::SMALL_STACK],
    pub(crate) small_stack: [crate::builtins::arith::small::Small; eval::SMALL_STACK],
    pub(crate) stack: Vec<Cell>,
    pub(crate) e: u32,
    pub(crate) cps: Vec<ChoicePoint>,
    pub(crate) cp_args: Vec<Cell>,
    pub(crate) p: CodeAddr,
    pub(crate) cpc: CodeAddr,
    pub(crate) b0: u32,
    /// Choicepoint height below which the current run must not backtrack.
    pub(crate) base_cp: u32,
    /// Calls made. The next call stops to poll (for an interrupt, memory,
    /// a pending wakeup: `poll.rs`) when this reaches `Store::poll_at`.
    pub(crate) inferences: u64,
    /// The continuation of the call `poll` was given, as a code rebuild
    /// there left it.
    pub(crate) poll_cont: CodeAddr,
    /// `'$wakeup'/1` and `'$wakeup'/2` (`wakeup.rs`), once looked up.
    pub(crate) wakeup_preds: Option<[u32; 2]>,
    /// The libraries loaded on demand so far (`autoload.rs`).
    pub(crate) libraries: Vec<&'static str>,
    /// What each autoloaded library exports, read at the first call
    /// that finds no definition (`autoload.rs`).
    pub(crate) autoload_index: Option<autoload::Index>,
    /// Set from another thread or a signal handler to stop the running
    /// query; cleared when a new top-level run starts.
    pub(crate) interrupt: Arc<AtomicBool>,
    /// The running query's inference budget and deadline.
    pub(crate) limits: poll::Limits,
    /// Predicates the embedding program registered.
    pub(crate) hosts: host::Hosts,
    pub(crate) findall: Vec<control::Bag>,
    /// Per bag, the choicepoint height when its findall started: a bag
    /// whose choicepoint is gone was abandoned by an exception.
    pub(crate) findall_cps: Vec<u32>,
    /// Cells held in `findall` bags, counted in `memory_used`.
    pub(crate) findall_cells: usize,
    /// The global variables' values, counted in `memory_used`.
    pub(crate) globals: globals::Globals,
    pub(crate) files: Vec<String>,
    pub(crate) loading: Option<u32>,
    /// The module the clauses being loaded go into (`user`, `system` for
    /// the prelude, or what the file's `:- module(M, _)` named).
    pub(crate) source_module: crate::term::Atom,
    /// Whether loading a module file imports all its exports (not
    /// under use_module/2, which imports its list).
    pub(crate) import_on_load: bool,
    /// The files being included by `:- include(F)`, innermost last:
    /// relative names resolve beside the innermost.
    pub(crate) including: Vec<String>,
    /// The files being loaded or included, outermost first (as
    /// canonical paths): loading one of them again inside itself would
    /// never end.
    pub(crate) load_stack: Vec<std::path::PathBuf>,
    /// The clause order of each source whose directive is running, so
    /// a file it includes continues it.
    pub(crate) parked_order: Vec<load::Contiguity>,
    /// `:- initialization(G)` goals waiting to run: the goal, whether it
    /// is the `main` one, and where the directive stood (`file:line`).
    pub(crate) init_goals: Vec<(Snapshot, bool, Option<String>)>,
    /// Where the clause being loaded starts (`file:line`).
    pub(crate) clause_at: Option<String>,
    /// Where each predicate loaded from a file got the first clause of
    /// its current definition, for the warning when another file
    /// redefines it.
    pub(crate) defined_at: std::collections::HashMap<u32, String>,
    pub(crate) halted: Option<i32>,
    pub(crate) start_time: std::time::Instant,
    pub(crate) walk_stack: Vec<template::Walk>,
    /// Cells Rust code holds across a run that may collect garbage.
    pub(crate) roots: Vec<Cell>,
    pub(crate) gc_count: u64,
    /// Structure argument pointer and mode for the Unify* instructions.
    pub(crate) s: u32,
    pub(crate) write_mode: bool,
    pub(crate) gc_limit: usize,
    /// The predicate a nondeterministic builtin's first call walks the
    /// clauses of (`clauses.rs`), pinned by its retry choicepoint if it
    /// leaves one; `u32::MAX` for none.
    pub(crate) pin_next: u32,
    /// `'$det_failed'/3`, which `$/1`'s enter check leaves a choicepoint
    /// for (`ssu.rs`), looked up once.
    pub(crate) det_failed: u32,
    /// Trail length past which `poll` collects (see `gc.rs`).
    pub(crate) trail_limit: usize,
    pub(crate) gc_stress: Option<usize>,
    /// The collector's mark bitmap and per-64-cell marked counts
    /// (`gc.rs`), reused between collections.
    pub(crate) gc_marks: Vec<u64>,
    pub(crate) gc_fwd: Vec<u32>,
    /// Atoms to make before the next atom collection (`atomgc.rs`).
    pub(crate) atom_gc_at: usize,
    /// Whether the atom collector may free atoms made before the running
    /// outermost run: set by the drivers that hold no atom numbers in
    /// Rust (API queries, the toplevel), cleared by `run_nested` and at
    /// the end of every top-level run.
    pub(crate) agc_all: bool,
    /// Nesting of runs (directives, goals from text); code is reclaimed
    /// only at depth 0.
    pub(crate) depth: u32,
    /// Code arena size after the last rebuild.
    pub(crate) code_watermark: usize,
    /// trace/0 and the depth bookkeeping of traced goals.
    pub(crate) trace: trace::Tracer,
    /// Modification time of each file (by index in `files`) when it was
    /// last consulted, for make/0.
    pub(crate) file_mtimes: std::collections::HashMap<u32, std::time::SystemTime>,
    /// Whether the loader prints its warnings and errors (see
    /// `load_message`) or keeps them in `messages`.
    pub(crate) print_messages: bool,
    /// The `argv` and `os_argv` flags (`Machine::set_argv`).
    pub(crate) argv: Vec<String>,
    pub(crate) os_argv: Vec<String>,
    pub(crate) messages: Vec<String>,
    /// The first syntax error met since the embedding API last asked.
    pub(crate) syntax_error: Option<crate::reader::SyntaxError>,
    /// Registers any compiled clause uses: those a cut that runs
    /// cleanup handlers must keep (see `cleanup.rs`).
    pub(crate) max_reg: u32,
    /// The most arguments call/N has put in registers: with `max_reg`,
    /// a bound on the registers that can be live (see `guard.rs`).
    pub(crate) call_high: u32,
    /// Tabled predicates and their answer tables (`tabling.rs`).
    pub(crate) tabling: tabling::Tabling,
    /// Predicates defined by rules (`Head => Body`, `ssu.rs`).
    pub(crate) ssu_preds: crate::term::FxHashSet<u32>,
}

impl Default for Machine {
    fn default() -> Self {
        Self::new()
    }
}

impl Machine {
    /// A machine with the builtins and the prelude loaded.
    ///
    /// The first machine of a process reads and compiles the prelude;
    /// later ones are copies of its saved state (`saved/`), made in a
    /// tenth of the time.
    pub fn new() -> Self {
        static BOOTED: std::sync::OnceLock<Option<Vec<u8>>> = std::sync::OnceLock::new();
        if let Some(m) = BOOTED
            .get()
            .and_then(|state| Machine::restore_state(state.as_deref()?, b""))
        {
            return m;
        }
        let m = Self::from_source();
        BOOTED.get_or_init(|| m.save_state(b""));
        m
    }

    /// A machine booted by reading and compiling the prelude.
    pub(crate) fn from_source() -> Self {
        let mut m = Self::bare();
        m.load_prelude();
        m
    }

    /// A machine with nothing defined: no builtins, no code. `bare`
    /// and a saved state (`saved/`) fill it in.
    fn shell() -> Self {
        Machine {
            cx: Ctx::new(),
            code: Code::default(),
            db: Database::default(),
            x: Box::new([Cell::Atom(crate::term::atom::NIL); NREGS]),
            int_stack: [0; eval::SMALL_STACK],
            small_stack: [crate::builtins::arith::small::Small::Int(0); eval::SMALL_STACK],
            stack: vec![Cell::Int(0), Cell::Int(0), Cell::Int(0)],
            e: 0,
            cps: Vec::new(),
            cp_args: Vec::new(),
            p: FAIL,
            cpc: SUCCEED,
            b0: 0,
            base_cp: 0,
            inferences: 0,
            poll_cont: SUCCEED,
            wakeup_preds: None,
            libraries: Vec::new(),
            autoload_index: None,
            interrupt: Arc::new(AtomicBool::new(false)),
            limits: poll::Limits::default(),
            hosts: host::Hosts::default(),
            findall: Vec::new(),
            findall_cps: Vec::new(),
            findall_cells: 0,
            globals: globals::Globals::default(),
            files: Vec::new(),
            loading: None,
            source_module: crate::term::atom::USER,
            import_on_load: true,
            including: Vec::new(),
            load_stack: Vec::new(),
            parked_order: Vec::new(),
            init_goals: Vec::new(),
            clause_at: None,
            defined_at: std::collections::HashMap::new(),
            halted: None,
            start_time: std::time::Instant::now(),
            walk_stack: Vec::new(),
            roots: Vec::new(),
            gc_count: 0,
            s: 0,
            write_mode: false,
            gc_limit: gc::gc_stress_from_env().unwrap_or(gc::GC_MIN),
            trail_limit: gc::TRAIL_MIN,
            pin_next: u32::MAX,
            det_failed: 0,
            gc_stress: gc::gc_stress_from_env(),
            gc_marks: Vec::new(),
            gc_fwd: Vec::new(),
            agc_all: false,
            atom_gc_at: if gc::gc_stress_from_env().is_some() {
                1
            } else {
                50_000
            },
            depth: 0,
            code_watermark: 0,
            trace: trace::Tracer::default(),
            file_mtimes: std::collections::HashMap::new(),
            print_messages: false,
            argv: Vec::new(),
            os_argv: Vec::new(),
            messages: Vec::new(),
            syntax_error: None,
            max_reg: 0,
            call_high: 0,
            tabling: tabling::Tabling::default(),
            ssu_preds: Default::default(),
        }
    }

    /// A machine with builtins but no prelude.
    pub fn bare() -> Self {
        let mut m = Self::shell();
        m.code.instrs.push(Instr::Succeed);
        m.code.instrs.push(Instr::CatchExit);
        m.code.instrs.push(Instr::Fail);
        let cleanup = m.cx.st.intern("$cleanup");
        let pid = m.db.system_id(cleanup, 3);
        m.code
            .instrs
            .push(Instr::Execute(crate::compile::PredId(pid)));
        m.code.instrs.push(Instr::CleanupResume);
        m.code.instrs.push(Instr::Retry);
        debug_assert_eq!(m.code.instrs.len(), FIXED_CODE);
        for ((name, arity), kind) in natives() {
            let a = m.cx.st.intern(&name);
            let pid = m.db.system_id(a, arity);
            m.db.preds[pid as usize].kind = kind;
        }
        for ((name, arity), f) in crate::builtins::Registry::semidet().map {
            let a = m.cx.st.intern(&name);
            let pid = m.db.system_id(a, arity);
            debug_assert!(matches!(m.db.preds[pid as usize].kind, PredKind::Nondet(_)));
            m.db.preds[pid as usize].det_bound = Some(f);
        }
        m.det_failed = m.db.system_id(crate::term::atom::DDET_FAILED, 3);
        for n in 1..=8u32 {
            let pid = m.db.system_id(crate::term::atom::CALL, n as usize);
            m.db.preds[pid as usize].kind = PredKind::Control(Control::Call(n - 1));
        }
        let pid = m.db.system_id(crate::term::atom::CATCH, 3);
        m.db.preds[pid as usize].kind = PredKind::Control(Control::Catch);
        m.db.ensure_module(crate::term::atom::SYSTEM, db::ModuleClass::System);
        m.db.ensure_module(crate::term::atom::USER, db::ModuleClass::User);
        m.declare_system_meta();
        m
    }

    /// The ball `error(Formal, _)` for an ISO error raised where no
    /// builtin's context applies.
    pub(crate) fn error_term(&mut self, formal: Cell) -> Cell {
        let v = self.cx.st.new_var();
        self.cx
            .st
            .new_compound(crate::term::atom::ERROR, &[formal, v])
    }

    /// Sends what the Prolog program writes to `user_output` to `w`
    /// (standard output by default); see [`OutputBuffer`](crate::OutputBuffer)
    /// to capture it.
    pub fn set_output(&mut self, w: impl Write + Send + 'static) {
        self.cx.flush();
        let out = self.cx.streams.std(stream::USER_OUTPUT);
        out.backend = stream::Backend::Write(Box::new(w));
        out.line_pos = 0;
    }

    /// Sends what the Prolog program writes to `user_error`, warnings
    /// included, to `w` (standard error by default).
    pub fn set_error_output(&mut self, w: impl Write + Send + 'static) {
        self.cx.flush();
        self.cx.streams.std(stream::USER_ERROR).backend = stream::Backend::Write(Box::new(w));
    }

    /// Makes `r` what the Prolog program reads as `user_input`
    /// (standard input by default).
    pub fn set_input(&mut self, r: impl std::io::BufRead + Send + 'static) {
        self.cx
            .streams
            .std(stream::USER_INPUT)
            .replace_source(Box::new(r));
    }
}

/// The readable sentence for an error ball.
pub(crate) fn control_error_message(m: &mut Machine, ball: Cell) -> String {
    control::error_message(m, ball)
}

/// Every predicate written in Rust, by name and arity, with its kind; a
/// name in two registries takes the later one's. `bare` defines them;
/// a saved state binds its predicates to them by name.
pub(crate) fn natives() -> Vec<((String, usize), PredKind)> {
    let mut out: Vec<((String, usize), PredKind)> = crate::builtins::Registry::all()
        .map
        .into_iter()
        .map(|(k, f)| (k, PredKind::Builtin(Native::Ctx(f))))
        .collect();
    let mut r = Registry::default();
    control::register(&mut r);
    globals::register(&mut r);
    clauses::register(&mut r);
    cleanup::register(&mut r);
    consult::register(&mut r);
    listing::register(&mut r);
    preds::register(&mut r);
    autoload::register(&mut r);
    modules::register(&mut r);
    read::register(&mut r);
    host::register(&mut r);
    trace::register(&mut r);
    stats::register(&mut r);
    tabling::register(&mut r);
    ssu::register(&mut r);
    out.extend(
        r.map
            .into_iter()
            .map(|(k, f)| (k, PredKind::Builtin(Native::Machine(f)))),
    );
    out.extend(
        crate::builtins::Registry::nondet()
            .map
            .into_iter()
            .map(|(k, f)| (k, PredKind::Nondet(NondetNative::Ctx(f)))),
    );
    let mut r: crate::builtins::Registry<NondetMachineBuiltin> = Default::default();
    clauses::register_nondet(&mut r);
    out.extend(
        r.map
            .into_iter()
            .map(|(k, f)| (k, PredKind::Nondet(NondetNative::Machine(f)))),
    );
    out
}
