//! Clause compiler: a clause term on the heap to machine instructions.
//!
//! The body is flattened into a goal sequence. Control constructs
//! (`;`, `->`, `\+`) compile in the clause (`control.rs`: `TryElse`,
//! `Jump`, tests that jump to their else branch); `*->` becomes calls to
//! auxiliary predicates whose clauses carry explicit cut-level
//! variables. The machine knows cuts only as `GetB0`/`GetB`/`CutTo`/
//! `SoftCut`. Head and body structures become
//! templates; `is/2` and arithmetic comparisons compile to expression
//! trees evaluated in place. Variables occurring in more than one chunk
//! (a chunk ends at each call of a predicate that is not an inline
//! builtin) live in the environment; all others in registers.
//!
//! A user clause (`Origin::User`) is checked first (no control construct
//! as its head, nothing uncallable in a goal position) and cannot reach
//! the cut-level goals, which only system clauses compile to control
//! instructions.
//!
//! **Invariant:** the compiler walks terms with explicit stacks only.
//!
//! **Invariant:** a head argument kept in its argument register is never
//! overwritten before the final call: checked against `Instr::writes`
//! after emitting, not assumed.

mod alias;
pub mod code;
mod control;
pub mod disasm;
mod structs;
mod target;
#[cfg(test)]
mod tests;

use crate::builtins::arith::Func;
use crate::builtins::terms::{TermOp, TypeTest};
use crate::builtins::{instantiation_error, type_error, Flow};
use crate::term::{atom, Atom, Cell, FxHashMap as HashMap, FxHashSet as HashSet, Store};
pub use code::{
    AFun, ANode, CmpOp, Code, CodeAddr, Effect, ExprId, Instr, Operand, PredId, Reg, Relocation,
    StrId, TNode, TemplateId,
};

/// Most compound nodes a structure may have to be compiled WAM-style.
const MAX_FLAT: usize = 32;

impl Code {
    /// `Reg + K` or `Reg - K` with a small integer K: the shape of
    /// counters, compiled to `IsAdd`.
    fn add_const(&self, e: ExprId) -> Option<(Reg, i16)> {
        let i = e.0 as usize;
        let [ANode::Int(k), ANode::Op2Reg(AFun::Known(f), r), ANode::End] =
            *self.anodes.get(i..i + 3)?
        else {
            return None;
        };
        let k = i16::try_from(k).ok()?;
        match f {
            Func::Add => Some((r, k)),
            Func::Sub => Some((r, k.checked_neg()?)),
            _ => None,
        }
    }
}

/// Who wrote a clause. The cut-level goals `'$get_level'/1`,
/// `'$get_b'/1`, `'$cut'/1` and `'$softcut'/1` compile to the machine's
/// control instructions only in system clauses (the prelude, and the
/// auxiliary clauses the flattener makes); in a user clause they are
/// ordinary goals, called through `call/1` (so an existence error, as
/// in SWI-Prolog), and the auxiliary clauses made from it never see them
/// bare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    User,
    System,
}

/// The machine's cut-level control forms, each with one variable
/// argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ctl {
    GetLevel,
    GetB,
    Cut,
    SoftCut,
}

/// The control form a goal's functor names, if any.
fn control_form(st: &Store, name: Atom, n: usize) -> Option<Ctl> {
    if n != 1 {
        return None;
    }
    match name {
        atom::DGET_LEVEL => Some(Ctl::GetLevel),
        atom::DCUT => Some(Ctl::Cut),
        _ => match st.atom_name(name) {
            "$get_b" => Some(Ctl::GetB),
            "$softcut" => Some(Ctl::SoftCut),
            _ => None,
        },
    }
}

/// Is this the name of an auxiliary predicate the flattener made
/// (`'$aux'` and a number, from `Resolver::fresh_aux`)? User clauses may
/// not be added to those; any other name is the program's own.
pub fn is_aux_name(name: &str) -> bool {
    name.strip_prefix("$aux")
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// A compiled clause.
pub struct Compiled {
    /// Address of the first instruction.
    pub start: CodeAddr,
    /// Registers used (the machine's register file must be this large).
    pub max_reg: u32,
    /// Clauses of auxiliary predicates to compile and add.
    pub aux: Vec<Cell>,
}

/// Splits a clause into head and body, checking the head is callable.
pub fn split_clause(st: &Store, clause: Cell) -> Result<(Cell, Cell), Cell> {
    let c = st.deref(clause);
    let (head, body) = match st.functor(c) {
        Some((atom::NECK, 2)) => (st.deref(st.arg(c, 0)), st.deref(st.arg(c, 1))),
        _ => (c, Cell::Atom(atom::TRUE)),
    };
    match head {
        Cell::Atom(_) | Cell::Str(_) | Cell::Lst(_) => Ok((head, body)),
        other => Err(other),
    }
}

struct VarInfo {
    count: u32,
    first_chunk: u32,
    last_chunk: u32,
    reg: Reg,
}

/// What the compiler asks of the predicate table.
pub trait Resolver {
    /// The predicate `name/arity` (made if new), and whether a call of it
    /// compiles inline (`Instr::Builtin`: a builtin written in Rust).
    fn resolve(&mut self, name: Atom, arity: usize) -> (PredId, bool);
    /// A new auxiliary predicate name (see `is_aux_name`).
    fn fresh_aux(&mut self, st: &mut Store) -> Atom;
    /// The module the clause is compiled in: `M:G` for another module
    /// is a call of `call(M:G)`, resolved when it runs.
    fn module(&self) -> Atom;
    /// Whether `name/arity` called from the clause's module, a library
    /// or `system`, is the system predicate of that name (`library`:
    /// the library's, which the module reaches by autoloading) and not
    /// one the module defines itself.
    fn calls_system(&self, name: Atom, arity: usize, library: bool) -> bool;
}

struct Compiler<'a> {
    st: &'a mut Store,
    code: &'a mut Code,
    preds: &'a mut dyn Resolver,
    vars: HashMap<u32, VarInfo>,
    seen: HashSet<u32>,
    /// `scan_vars`' work stack, kept between calls.
    scan: Vec<Cell>,
    aux: Vec<Cell>,
    max_reg: u32,
    /// Compound head arguments the body refers to, as (argument index,
    /// the variable that stands for them in the body): see `alias.rs`.
    aliases: Vec<(u32, Cell)>,
    /// The marks in the goal sequence, by the heap address of the term
    /// standing for each (a fresh compound no program can name).
    marks: HashMap<u32, Mark>,
    /// Inline if-then-elses so far (their numbers).
    ite_count: u32,
    /// Per inline if-then-else, the variables made before its
    /// choicepoint and those its else branch needs (see
    /// `Compiler::preinit`).
    preinit: HashMap<u32, (Vec<Cell>, Vec<Cell>)>,
}

/// An inline if-then-else being emitted (see `Compiler::mark`): where its
/// `TryElse` is (after `Else`, its `Jump`), the register of its
/// condition's level (none for a disjunction), and, when its condition
/// compiled to tests only, where those are.
struct Open {
    at: usize,
    level: Option<Reg>,
    tests: Option<std::ops::Range<usize>>,
}

/// A mark the flattener puts in a goal sequence around an if-then-else
/// compiled inline (`control.rs`, `Compiler::inline_ite`), numbered per
/// clause: where its choicepoint is pushed, where the condition ends,
/// where the else branch starts and where both branches meet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    /// `own_level`: the condition compiles inline, so this mark saves its
    /// level in a scratch register and `Then` cuts to it (or, for tests
    /// only, drops the choicepoint). A disjunction has no level; a
    /// condition that calls has goals of its own for it.
    Try {
        id: u32,
        own_level: bool,
    },
    Then(u32),
    Else(u32),
    End(u32),
}

/// A builtin test that has an instruction of its own.
#[derive(Clone, Copy, Debug)]
enum Test {
    Type(TypeTest),
    Cmp(TermOp),
}

impl Test {
    fn of(name: &str, arity: usize) -> Option<Test> {
        match arity {
            1 => TypeTest::of(name).map(Test::Type),
            2 => TermOp::of(name).map(Test::Cmp),
            _ => None,
        }
    }
}

enum GoalKind {
    Inline(PredId),
    /// An inline builtin that is a type test or a standard-order
    /// comparison: `Instr::TypeTest`/`Instr::TermCmp` when its operands
    /// allow, else as `Inline` (`Compiler::test_goal`). It writes no
    /// register either way but the builtin call's arguments.
    Test(PredId, Test),
    /// `V = T` (`=/2`) with `V` a variable and `T` a variable, or a
    /// compound, an atom or a number not holding `V`: compiled as head
    /// unification on `V`'s register (`Compiler::unify_goal`).
    Unify,
    Call(PredId),
    Special,
    Mark(Mark),
}

/// Compiles `clause` into the machine's code arena.
/// Compiles `clause` into `code`: the compiler sees the store the clause
/// lives on, the code arena and, through `preds`, the predicate table.
pub fn compile_clause(
    st: &mut Store,
    code: &mut Code,
    preds: &mut dyn Resolver,
    clause: Cell,
    origin: Origin,
) -> Result<Compiled, Flow> {
    let (head, body) = match split_clause(st, clause) {
        Ok(hb) => hb,
        Err(Cell::Var(_)) => return Err(instantiation_error()),
        Err(other) => return Err(type_error(st, "callable", other)),
    };
    if let Some(done) = compile_flat_fact(st, code, clause) {
        return Ok(done);
    }
    let mut c = Compiler {
        st,
        code,
        preds,
        vars: HashMap::default(),
        seen: Default::default(),
        scan: Vec::new(),
        aux: Vec::new(),
        max_reg: 0,
        aliases: Vec::new(),
        marks: HashMap::default(),
        ite_count: 0,
        preinit: HashMap::default(),
    };
    let body = match origin {
        Origin::User => {
            // A control construct is no predicate to add clauses to.
            let (name, n) = c.st.functor(head).unwrap_or((atom::TRUE, 0));
            if matches!(
                (name, n),
                (atom::COMMA | atom::SEMI | atom::ARROW, 2)
                    | (atom::NOT_PROVABLE, 1)
                    | (atom::CUT, 0)
            ) {
                return Err(crate::builtins::pred_permission_error(
                    c.st,
                    "modify",
                    "static_procedure",
                    name,
                    n,
                ));
            }
            c.check_body(body)?;
            c.shield_control_forms(body)
        }
        Origin::System => body,
    };
    let body = c.alias_head_args(head, body);
    let cv = c.st.new_var();
    let mut goals = Vec::new();
    if c.has_cut(body) {
        let g = c.st.new_compound(atom::DGET_LEVEL, &[cv]);
        goals.push(g);
    }
    c.flatten(body, cv, &mut goals)?;
    let marks = c.code.marks();
    // Keep what can be kept; when an instruction would overwrite a kept
    // argument register, compile again without keeping that one. Each
    // round drops at least one, so this ends.
    let mut not_kept = HashSet::default();
    loop {
        let clobbered = c.emit(head, &goals, &not_kept)?;
        if clobbered.is_empty() {
            break;
        }
        not_kept.extend(clobbered);
        c.code.truncate(marks);
    }
    Ok(Compiled {
        start: CodeAddr(marks[0]),
        max_reg: c.max_reg,
        aux: c.aux,
    })
}

/// The code of a fact whose arguments are atoms, small integers and
/// distinct variables, the shape of most asserted facts, emitted
/// directly: one `GetConst` per constant, then `Proceed`, exactly what
/// the general path would emit, without its bookkeeping. None for any
/// other clause.
fn compile_flat_fact(st: &Store, code: &mut Code, clause: Cell) -> Option<Compiled> {
    const MAX: usize = 16;
    let args: &[Cell] = match st.deref(clause) {
        Cell::Atom(a) if a != atom::CUT => &[],
        Cell::Str(a) => match st.heap[a as usize] {
            Cell::Fun(atom::NECK | atom::COMMA | atom::SEMI | atom::ARROW, 2)
            | Cell::Fun(atom::NOT_PROVABLE, 1) => return None,
            Cell::Fun(_, n) if n as usize <= MAX => {
                &st.heap[a as usize + 1..a as usize + 1 + n as usize]
            }
            _ => return None,
        },
        _ => return None,
    };
    let mut vars = [0u32; MAX];
    let mut nv = 0;
    let mut consts = [(Cell::Int(0), 0u32); MAX];
    let mut nc = 0;
    for (i, &a) in args.iter().enumerate() {
        match st.deref(a) {
            k @ (Cell::Atom(_) | Cell::Int(_)) => {
                consts[nc] = (k, i as u32);
                nc += 1;
            }
            Cell::Var(v) if !vars[..nv].contains(&v) => {
                vars[nv] = v;
                nv += 1;
            }
            _ => return None,
        }
    }
    let start = CodeAddr(code.instrs.len() as u32);
    for &(k, i) in &consts[..nc] {
        code.instrs.push(Instr::GetConst(k, i));
    }
    code.instrs.push(Instr::Proceed);
    Some(Compiled {
        start,
        max_reg: args.len() as u32,
        aux: Vec::new(),
    })
}

fn goal_is(st: &Store, g: Cell, name: Atom, arity: usize) -> bool {
    st.functor(st.deref(g)) == Some((name, arity))
}

impl Compiler<'_> {
    fn new_mark(&mut self, m: Mark) -> Cell {
        let c = self.st.new_compound_str("$ite", &[Cell::Int(0)]);
        let Cell::Str(a) = c else { unreachable!() };
        self.marks.insert(a, m);
        c
    }

    fn mark_of(&self, g: Cell) -> Option<Mark> {
        match g {
            Cell::Str(a) if !self.marks.is_empty() => self.marks.get(&a).copied(),
            _ => None,
        }
    }

    fn classify(&mut self, g: Cell) -> (GoalKind, Atom, usize) {
        let (name, n) = self.st.functor(g).unwrap();
        if let Some(m) = self.mark_of(g) {
            return (GoalKind::Mark(m), name, n);
        }
        // A control form is special only with a variable argument (so in
        // system clauses); anything else is an ordinary call.
        let control = control_form(self.st, name, n).is_some()
            && matches!(self.st.deref(self.st.arg(g, 0)), Cell::Var(_));
        let special = matches!(
            (name, n),
            (atom::TRUE, 0) | (atom::FAIL, 0) | (atom::FALSE, 0)
        ) || control
            || (name, n) == (atom::DSSU_CHECK, 0)
            || (n == 2 && cmp_op(self.st.atom_name(name)).is_some())
            || (n == 2 && self.st.atom_name(name) == "is");
        if special {
            return (GoalKind::Special, name, n);
        }
        match self.preds.resolve(name, n) {
            (_, true) if name == atom::EQUALS && n == 2 && self.unify_shape(g).is_some() => {
                (GoalKind::Unify, name, n)
            }
            (pid, true) => match Test::of(self.st.atom_name(name), n) {
                Some(t) => (GoalKind::Test(pid, t), name, n),
                None => (GoalKind::Inline(pid), name, n),
            },
            (pid, false) => (GoalKind::Call(pid), name, n),
        }
    }

    /// Counts occurrences and chunk spans of every variable.
    fn scan_vars(&mut self, t: Cell, chunk: u32) {
        let mut stack = std::mem::take(&mut self.scan);
        stack.push(t);
        while let Some(c) = stack.pop() {
            match self.st.deref(c) {
                Cell::Var(a) => {
                    let v = self.vars.entry(a).or_insert(VarInfo {
                        count: 0,
                        first_chunk: chunk,
                        last_chunk: chunk,
                        reg: Reg::X(0),
                    });
                    v.count += 1;
                    v.last_chunk = chunk;
                }
                c @ (Cell::Str(_) | Cell::Lst(_)) => {
                    let (_, n) = self.st.functor(c).unwrap();
                    for i in (0..n).rev() {
                        stack.push(self.st.arg(c, i));
                    }
                }
                _ => {}
            }
        }
        self.scan = stack;
    }

    /// Emits the clause. Head arguments passed on in place stay in their
    /// argument registers, but for the positions in `not_kept`; returns
    /// the kept registers some instruction would overwrite (the caller
    /// then compiles again without keeping those).
    fn emit(
        &mut self,
        head: Cell,
        goals: &[Cell],
        not_kept: &HashSet<u32>,
    ) -> Result<HashSet<u32>, Flow> {
        self.vars.clear();
        self.seen.clear();
        self.max_reg = 0;
        let start = self.code.instrs.len();
        // Pass 1: kinds, chunks, variable spans.
        let mut kinds = Vec::with_capacity(goals.len());
        let mut max_arity = self.st.functor(head).unwrap().1;
        self.scan_vars(head, 0);
        for (_, v) in self.aliases.clone() {
            self.scan_vars(v, 0);
        }
        let mut chunk = 0;
        self.preinit.clear();
        for (j, &g) in goals.iter().enumerate() {
            let (k, _, n) = self.classify(g);
            if let GoalKind::Mark(Mark::Try { id, .. }) = k {
                let (pre, live) = self.preinit(head, goals, j, id);
                for &v in &pre {
                    self.scan_vars(v, chunk);
                }
                self.preinit.insert(id, (pre, live));
            }
            max_arity = max_arity.max(n);
            self.scan_vars(g, chunk);
            if matches!(k, GoalKind::Call(_)) {
                chunk += 1;
            }
            kinds.push(k);
        }
        let needs_env = kinds
            .iter()
            .enumerate()
            .any(|(i, k)| matches!(k, GoalKind::Call(_)) && !self.in_tail(goals, i));
        // Registers: permanent variables get Y slots, the rest X registers
        // above the argument registers.
        let base = max_arity as u32;
        let mut in_place = self.in_place(head, goals, &kinds);
        in_place.retain(|_, i| !not_kept.contains(i));
        let targets = self.arg_targets(head, goals, &kinds, &in_place, not_kept);
        // X(base) is shared by every variable occurring once: it is
        // written (a fresh variable) and never read.
        let (mut ny, mut nx) = (0u32, 1u32);
        let mut addrs: Vec<u32> = self.vars.keys().copied().collect();
        addrs.sort_unstable();
        for a in addrs {
            let v = self.vars.get_mut(&a).unwrap();
            if let Some(&i) = in_place.get(&a) {
                v.reg = Reg::X(i);
            } else if let Some(&j) = targets.get(&a) {
                v.reg = Reg::X(j);
            } else if v.count == 1 {
                v.reg = Reg::X(base);
            } else if v.first_chunk != v.last_chunk && needs_env {
                v.reg = Reg::Y(ny);
                ny += 1;
            } else {
                v.reg = Reg::X(base + nx);
                nx += 1;
            }
        }
        self.max_reg = base + nx + 1;
        if needs_env {
            self.code.instrs.push(Instr::Allocate(ny));
        }
        // Head.
        for i in 0..max_arity.min(self.st.functor(head).unwrap().1) {
            let a = self.st.deref(self.st.arg(head, i));
            let i = i as u32;
            if let Some(&(_, v)) = self.aliases.iter().find(|&&(k, _)| k == i) {
                // The body's name for the whole argument (`alias.rs`).
                let (reg, _) = self.var_reg(v).unwrap();
                self.code.instrs.push(Instr::GetVar(reg, i));
            }
            match a {
                Cell::Var(v) => {
                    let info = &self.vars[&v];
                    if info.count == 1 {
                        continue;
                    }
                    let reg = info.reg;
                    if reg == Reg::X(i) && !self.seen.contains(&v) {
                        // Kept in its argument register.
                        self.seen.insert(v);
                    } else if self.seen.insert(v) {
                        self.code.instrs.push(Instr::GetVar(reg, i));
                    } else {
                        self.code.instrs.push(Instr::GetVal(reg, i));
                    }
                }
                Cell::Atom(_) | Cell::Int(_) | Cell::Flt(_) => {
                    self.code.instrs.push(Instr::GetConst(a, i))
                }
                _ if self.is_shallow(a) => self.shallow(a, i, true),
                _ if self.flattenable(a) => self.get_flat(a, i),
                _ => {
                    let t = self.template(a);
                    self.code.instrs.push(Instr::GetTerm(t, i));
                }
            }
        }
        // Body.
        let mut ended = false;
        // The open if-then-elses, to patch.
        let mut open: HashMap<u32, Open> = HashMap::default();
        for (j, (&g, kind)) in goals.iter().zip(kinds.iter()).enumerate() {
            let g = self.st.deref(g);
            let last = j + 1 == goals.len();
            let tail = last || (matches!(kind, GoalKind::Call(_)) && self.in_tail(goals, j));
            match *kind {
                GoalKind::Special => self.special(g)?,
                GoalKind::Unify => self.unify_goal(g),
                GoalKind::Mark(m) => self.mark(m, &mut open),
                GoalKind::Test(_, t) if self.test_goal(g, t) => {}
                GoalKind::Inline(pid) | GoalKind::Test(pid, _) => {
                    self.put_args(g);
                    self.code.instrs.push(Instr::Builtin(pid));
                }
                GoalKind::Call(pid) => {
                    self.put_args(g);
                    if tail {
                        if needs_env {
                            self.code.instrs.push(Instr::Deallocate);
                        }
                        self.code.instrs.push(Instr::Execute(pid));
                        ended = last;
                    } else {
                        self.code.instrs.push(Instr::Call(pid));
                    }
                }
            }
        }
        if !ended {
            if needs_env {
                self.code.instrs.push(Instr::Deallocate);
            }
            self.code.instrs.push(Instr::Proceed);
        }
        Ok(self.clobbered(start, &in_place, &targets))
    }

    /// Whether nothing of the clause runs after goal `j`: the goals after
    /// it are only the ends of inline constructs (`Else`, where the then
    /// branch jumps to the join, and `End`), up to the end of the body.
    /// A call there is a last call (`Execute`) even inside a branch.
    fn in_tail(&self, goals: &[Cell], j: usize) -> bool {
        if self.marks.is_empty() {
            return j + 1 == goals.len();
        }
        let st = &*self.st;
        let mut k = j + 1;
        while k < goals.len() {
            let (Some(Mark::Else(id)) | Some(Mark::End(id))) = self.mark_of(st.deref(goals[k]))
            else {
                return false;
            };
            let Some(end) = goals[k..]
                .iter()
                .position(|&g| self.mark_of(st.deref(g)) == Some(Mark::End(id)))
            else {
                return false;
            };
            k += end + 1;
        }
        true
    }

    /// The variables an inline if-then-else (its `Try` mark at goal `j`)
    /// makes before its choicepoint: those not met (or made) before it that occur
    /// in two or more of its condition, its then branch, its else branch
    /// and the goals after it. Made later, a variable would be new on
    /// one path and already there on another (code is emitted in one
    /// order for both), or an environment slot set in the condition
    /// would point at heap that backtracking into the else branch
    /// discarded. Second, the variables the else branch and the goals
    /// after it need from before the choicepoint: their registers are
    /// the ones it saves.
    fn preinit(&self, head: Cell, goals: &[Cell], j: usize, id: u32) -> (Vec<Cell>, Vec<Cell>) {
        let st = &*self.st;
        let at = |m: Mark| {
            goals[j..]
                .iter()
                .position(|&g| self.mark_of(st.deref(g)) == Some(m))
                .map_or(goals.len(), |k| j + k)
        };
        let (then, els, end) = (at(Mark::Then(id)), at(Mark::Else(id)), at(Mark::End(id)));
        let addrs = |t: Cell| {
            st.term_variables(t).into_iter().filter_map(|v| match v {
                Cell::Var(a) => Some(a),
                _ => None,
            })
        };
        let vars_of = |gs: &[Cell]| -> HashSet<u32> { gs.iter().flat_map(|&g| addrs(g)).collect() };
        let mut before = vars_of(&goals[..j]);
        before.extend(addrs(head));
        for &(_, v) in &self.aliases {
            before.extend(addrs(v));
        }
        // Made by a construct before this one (an enclosing one, or an
        // earlier one on the same path): made again here, inside the
        // enclosing construct's choicepoint, the variable's slot would
        // point at heap that backtracking to that choicepoint discards
        // (`( \+ p(X) -> a ; b ), q(X)`). A variable made by a construct
        // in another branch is not used outside that branch, or the
        // enclosing construct would make it.
        for (pre, _) in self.preinit.values() {
            before.extend(pre.iter().flat_map(|&v| addrs(v)));
        }
        let parts = [
            vars_of(&goals[j + 1..then]),
            vars_of(&goals[then..els]),
            vars_of(&goals[els..end]),
            vars_of(&goals[end..]),
        ];
        let mut out: Vec<u32> = Vec::new();
        for (i, p) in parts.iter().enumerate() {
            for &v in p {
                if !before.contains(&v)
                    && !out.contains(&v)
                    && parts[i + 1..].iter().any(|q| q.contains(&v))
                {
                    out.push(v);
                }
            }
        }
        // In a fixed order, so the clause compiles the same every time.
        out.sort_unstable();
        let mut live: Vec<u32> = parts[2]
            .union(&parts[3])
            .copied()
            .filter(|v| before.contains(v) || out.contains(v))
            .collect();
        live.sort_unstable();
        (
            out.into_iter().map(Cell::Var).collect(),
            live.into_iter().map(Cell::Var).collect(),
        )
    }

    /// Emits an inline if-then-else's mark, with `open` remembering what
    /// the later marks patch. At `Try`: its variables (`preinit`), `GetB`
    /// of a fresh register (the condition's level; also where pending
    /// wakeups run) and the choicepoint. At `Then`: when the condition
    /// compiled to tests only (`TypeTest`, `TermCmp`, `Compare`: no
    /// binding, no choicepoint), `GetB` and `TryElse` are taken out again
    /// and each test gets the else branch's address instead; otherwise
    /// the cut to the level. At `Else`: the jump over the else branch.
    fn mark(&mut self, m: Mark, open: &mut HashMap<u32, Open>) {
        let here = self.code.instrs.len();
        match m {
            Mark::Try { id, own_level } => {
                let (pre, live) = self.preinit.get(&id).cloned().unwrap_or_default();
                for v in pre {
                    let a = self.scratch();
                    let (reg, _) = self.var_reg(v).unwrap();
                    self.code.instrs.push(Instr::PutVar(reg, a));
                }
                // The registers to save: up to the highest one the else
                // branch and what follows it need.
                let n = live
                    .iter()
                    .filter_map(|&v| match self.var_reg_of(v) {
                        Reg::X(i) => Some(i + 1),
                        Reg::Y(_) => None,
                    })
                    .max()
                    .unwrap_or(0);
                let level = own_level.then(|| {
                    let l = Reg::X(self.scratch());
                    self.code.instrs.push(Instr::GetB(l));
                    l
                });
                open.insert(
                    id,
                    Open {
                        at: self.code.instrs.len(),
                        level,
                        tests: None,
                    },
                );
                self.code.instrs.push(Instr::TryElse(CodeAddr(0), n));
            }
            Mark::Then(id) => {
                let o = open.get_mut(&id).unwrap();
                let Some(level) = o.level else {
                    return;
                };
                let tests_only = self.code.instrs[o.at + 1..].iter().all(|i| {
                    matches!(
                        i,
                        Instr::TypeTest(..) | Instr::TermCmp(..) | Instr::Compare(..)
                    )
                });
                if tests_only {
                    self.code.instrs.drain(o.at - 1..=o.at);
                    o.tests = Some(o.at - 1..self.code.instrs.len());
                } else {
                    self.code.instrs.push(Instr::CutTo(level));
                }
            }
            Mark::Else(id) => {
                self.code.instrs.push(Instr::Jump(CodeAddr(0)));
                let to = CodeAddr(self.code.instrs.len() as u32);
                let o = open.get_mut(&id).unwrap();
                match o.tests.take() {
                    Some(tests) => {
                        for ins in &mut self.code.instrs[tests] {
                            match ins {
                                Instr::TypeTest(_, _, e)
                                | Instr::TermCmp(_, _, _, e)
                                | Instr::Compare(_, _, e) => *e = to,
                                _ => unreachable!("only tests are branched"),
                            }
                        }
                    }
                    None => {
                        let Instr::TryElse(_, n) = self.code.instrs[o.at] else {
                            unreachable!("an Else mark follows its Try")
                        };
                        self.code.instrs[o.at] = Instr::TryElse(to, n);
                    }
                }
                o.at = here;
            }
            Mark::End(id) => {
                let to = CodeAddr(here as u32);
                self.code.instrs[open[&id].at] = Instr::Jump(to);
            }
        }
    }

    /// Checks register keeping and targeting against what each
    /// instruction writes (`Instr::writes`): the kept registers that
    /// something before the final call overwrites, and the targeted
    /// ones (`target.rs`) written by anything but their variable's one
    /// first occurrence.
    fn clobbered(
        &self,
        start: usize,
        in_place: &HashMap<u32, u32>,
        targets: &HashMap<u32, u32>,
    ) -> HashSet<u32> {
        let mut out = HashSet::default();
        if in_place.is_empty() && targets.is_empty() {
            return out;
        }
        let code = &self.code;
        let Some((_, body)) = code.instrs[start..].split_last() else {
            return out;
        };
        // Per targeted register: how many instructions write it.
        let mut target_writes: Vec<(u32, u32)> = targets.values().map(|&j| (j, 0)).collect();
        for &ins in body {
            let mut written: Vec<usize> = Vec::new();
            ins.writes(code, |e| match e {
                Effect::Writes(Reg::X(i)) => {
                    if in_place.values().any(|&k| k == i) {
                        out.insert(i);
                    }
                    if let Some(k) = target_writes.iter().position(|&(j, _)| j == i) {
                        if !written.contains(&k) {
                            written.push(k);
                        }
                    }
                }
                Effect::Writes(_) => {}
                Effect::AllX => {
                    out.extend(in_place.values());
                    written = (0..target_writes.len()).collect();
                }
            });
            for k in written {
                target_writes[k].1 += 1;
            }
        }
        out.extend(
            target_writes
                .into_iter()
                .filter(|&(_, n)| n != 1)
                .map(|(j, _)| j),
        );
        out
    }

    /// The clause's last goal, when it is a call and the only one (the
    /// case where argument registers can be kept or targeted).
    fn only_call(&self, goals: &[Cell], kinds: &[GoalKind]) -> Option<Cell> {
        let Some((GoalKind::Call(_), init)) = kinds.split_last() else {
            return None;
        };
        // Inline if-then-elses branch: the checks in `clobbered` read the
        // code as one straight line.
        if init
            .iter()
            .any(|k| matches!(k, GoalKind::Call(_) | GoalKind::Mark(_)))
        {
            return None;
        }
        Some(self.st.deref(goals[goals.len() - 1]))
    }

    /// Variables that can stay in their argument register: a head
    /// argument `i` passed as argument `i` of the clause's only call,
    /// which is its last goal, or any head argument of a clause that
    /// calls nothing. (Inline builtins before it may overwrite
    /// some argument registers: `clobbered` finds those.)
    fn in_place(&self, head: Cell, goals: &[Cell], kinds: &[GoalKind]) -> HashMap<u32, u32> {
        let mut out = HashMap::default();
        let st = &*self.st;
        let Some((_, ha)) = st.functor(head) else {
            return out;
        };
        // A clause that calls nothing (a fact, or tests and arithmetic
        // only) never puts arguments: every head argument that is a
        // variable can stay where the call put it.
        let calls_nothing = kinds
            .iter()
            .all(|k| !matches!(k, GoalKind::Call(_) | GoalKind::Mark(_)));
        let last = match self.only_call(goals, kinds) {
            Some(last) => Some(last),
            None if calls_nothing => None,
            None => return out,
        };
        let ga = last.map_or(0, |g| st.functor(g).unwrap().1);
        let passed_on = |i: usize| {
            let a = st.deref(st.arg(head, i));
            matches!(a, Cell::Var(_)) && i < ga && last.is_some_and(|g| st.deref(st.arg(g, i)) == a)
        };
        if last.is_some() && !(0..ha.min(ga)).any(passed_on) {
            return out;
        }
        let mut earlier = HashSet::default();
        for i in 0..ha {
            let a = st.deref(st.arg(head, i));
            if let Cell::Var(v) = a {
                // An inline builtin's argument `i` overwrites register `i`
                // unless it is this variable: no use keeping it then (that
                // saves compiling the clause again; `clobbered` has the
                // last word).
                let overwritten = || {
                    goals.iter().zip(kinds).any(|(&g, k)| {
                        let g = st.deref(g);
                        matches!(k, GoalKind::Inline(..))
                            && st.functor(g).is_some_and(|(_, n)| i < n)
                            && st.deref(st.arg(g, i)) != a
                    })
                };
                let same = (last.is_none() || passed_on(i)) && !overwritten();
                if same
                    && !earlier.contains(&v)
                    && self.vars[&v].first_chunk == self.vars[&v].last_chunk
                {
                    out.insert(v, i as u32);
                }
            }
            for v in st.term_variables(a) {
                if let Cell::Var(v) = v {
                    earlier.insert(v);
                }
            }
        }
        out
    }

    /// The register of a variable of the clause, without marking it
    /// seen.
    fn var_reg_of(&self, c: Cell) -> Reg {
        let Cell::Var(a) = self.st.deref(c) else {
            unreachable!("a clause variable")
        };
        self.vars[&a].reg
    }

    fn var_reg(&mut self, c: Cell) -> Option<(Reg, bool)> {
        match self.st.deref(c) {
            Cell::Var(a) => {
                let reg = self.vars[&a].reg;
                Some((reg, self.seen.insert(a)))
            }
            _ => None,
        }
    }

    fn put_args(&mut self, g: Cell) {
        let (_, n) = self.st.functor(g).unwrap();
        for i in 0..n {
            let a = self.st.deref(self.st.arg(g, i));
            let i = i as u32;
            match a {
                Cell::Var(_) => {
                    let (reg, first) = self.var_reg(a).unwrap();
                    if !first && reg == Reg::X(i) {
                        continue;
                    }
                    self.code.instrs.push(if first {
                        Instr::PutVar(reg, i)
                    } else {
                        Instr::PutVal(reg, i)
                    });
                }
                Cell::Atom(_) | Cell::Int(_) | Cell::Flt(_) => {
                    self.code.instrs.push(Instr::PutConst(a, i))
                }
                _ if self.is_shallow(a) => self.shallow(a, i, false),
                _ if self.flattenable(a) => self.put_flat(a, i),
                _ => {
                    let t = self.template(a);
                    self.code.instrs.push(Instr::PutTerm(t, i));
                }
            }
        }
    }

    /// A type test or term comparison as its own instruction, reading
    /// the registers of its variables (no `PutVal`, no builtin call):
    /// when every variable in it was seen before (a first occurrence
    /// must be made, which the builtin call does) and every other
    /// operand is an atom or an integer that fits `Operand::Int`, with at
    /// least one variable. False, and nothing emitted, otherwise.
    fn test_goal(&mut self, g: Cell, t: Test) -> bool {
        let operand = |a: Cell| match self.st.deref(a) {
            Cell::Var(v) if self.seen.contains(&v) => Some(Operand::Reg(self.vars[&v].reg)),
            Cell::Atom(a) => Some(Operand::Atom(a)),
            Cell::Int(i) => i32::try_from(i).ok().map(Operand::Int),
            _ => None,
        };
        let ins = match t {
            Test::Type(k) => match operand(self.st.arg(g, 0)) {
                Some(Operand::Reg(r)) => Instr::TypeTest(k, r, CodeAddr(0)),
                _ => return false,
            },
            Test::Cmp(op) => match (operand(self.st.arg(g, 0)), operand(self.st.arg(g, 1))) {
                (Some(l), Some(r))
                    if matches!(l, Operand::Reg(_)) || matches!(r, Operand::Reg(_)) =>
                {
                    Instr::TermCmp(op, l, r, CodeAddr(0))
                }
                _ => return false,
            },
        };
        self.code.instrs.push(ins);
        true
    }

    fn special(&mut self, g: Cell) -> Result<(), Flow> {
        let (name, n) = self.st.functor(g).unwrap();
        if let Some(ctl) = control_form(self.st, name, n) {
            // classify() made it special only with a variable argument.
            let level = self.st.deref(self.st.arg(g, 0));
            let Cell::Var(v) = level else {
                return Ok(());
            };
            // A level saved and never used (the condition of an
            // if-then-else without a cut of its own) needs no instruction.
            let unused = self.vars.get(&v).is_none_or(|i| i.count == 1);
            if unused && matches!(ctl, Ctl::GetLevel | Ctl::GetB) {
                return Ok(());
            }
            let Some((r, _)) = self.var_reg(level) else {
                return Ok(());
            };
            self.code.instrs.push(match ctl {
                Ctl::GetLevel => Instr::GetB0(r),
                Ctl::GetB => Instr::GetB(r),
                Ctl::Cut => Instr::CutTo(r),
                Ctl::SoftCut => Instr::SoftCut(r),
            });
            return Ok(());
        }
        match (name, n) {
            (atom::TRUE, 0) => {}
            (atom::FAIL | atom::FALSE, 0) => self.code.instrs.push(Instr::Fail),
            (atom::DSSU_CHECK, 0) => self.code.instrs.push(Instr::SsuCheck),
            _ => {
                let nm = self.st.atom_name(name).to_string();
                match nm.as_str() {
                    "is" => {
                        let lhs = self.st.deref(self.st.arg(g, 0));
                        let e = self.arith(&[self.st.arg(g, 1)]);
                        match lhs {
                            Cell::Var(_) => {
                                let (reg, first) = self.var_reg(lhs).unwrap();
                                let ins = match (first, self.code.add_const(e)) {
                                    (true, Some((src, k))) => Instr::IsAdd(reg, src, k, e),
                                    (true, None) => Instr::IsFirst(reg, e),
                                    (false, _) => Instr::IsVal(reg, e),
                                };
                                self.code.instrs.push(ins);
                            }
                            _ => {
                                // A number (or other term) on the left: compare by
                                // unification with a scratch register (never an
                                // argument register, which may hold a kept
                                // head argument: issue 10).
                                let r = self.scratch();
                                let put = match lhs {
                                    Cell::Atom(_) | Cell::Int(_) | Cell::Flt(_) => {
                                        Instr::PutConst(lhs, r)
                                    }
                                    _ => Instr::PutTerm(self.template(lhs), r),
                                };
                                self.code.instrs.push(put);
                                self.code.instrs.push(Instr::IsVal(Reg::X(r), e));
                            }
                        }
                    }
                    other => {
                        let op = cmp_op(other).unwrap();
                        let e = self.arith(&[self.st.arg(g, 0), self.st.arg(g, 1)]);
                        self.code.instrs.push(Instr::Compare(op, e, CodeAddr(0)));
                    }
                }
            }
        }
        Ok(())
    }
}

fn cmp_op(name: &str) -> Option<CmpOp> {
    Some(match name {
        "=:=" => CmpOp::Eq,
        "=\\=" => CmpOp::Ne,
        "<" => CmpOp::Lt,
        ">" => CmpOp::Gt,
        "=<" => CmpOp::Le,
        ">=" => CmpOp::Ge,
        _ => return None,
    })
}
