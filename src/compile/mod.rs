//! Clause compiler: a clause term on the heap to machine instructions.
//!
//! The body is flattened into a goal sequence. Control constructs
//! (`;`, `->`, `*->`, `\+`) become calls to auxiliary predicates whose
//! clauses carry explicit cut-level variables, so the machine only knows
//! `GetB0`/`GetB`/`CutTo`/`SoftCut`. Head and body structures become
//! templates; `is/2` and arithmetic comparisons compile to expression
//! trees evaluated in place. Variables occurring in more than one chunk
//! (a chunk ends at each call of a predicate that is not an inline
//! builtin) live in the environment; all others in registers.
//!
//! **Invariant:** the compiler walks terms with explicit stacks only.

pub mod code;

use std::collections::HashMap;

use crate::builtins::{instantiation_error, type_error, Builtin, Flow};
use crate::term::{atom, Atom, Cell, Store};
use crate::vm::Machine;
pub use code::{ANode, CmpOp, Instr, Reg, TNode};

/// Most compound nodes a structure may have to be compiled WAM-style.
const MAX_FLAT: usize = 32;

/// The code arena: every clause's instructions, templates, arithmetic
/// trees and string literals.
#[derive(Default)]
pub struct Code {
    pub instrs: Vec<Instr>,
    pub tmpl: Vec<TNode>,
    pub anodes: Vec<ANode>,
    pub strings: Vec<Box<str>>,
}

impl Code {
    /// Current lengths of the instruction, template, arithmetic-node and
    /// string arenas.
    pub fn marks(&self) -> [u32; 4] {
        [
            self.instrs.len() as u32,
            self.tmpl.len() as u32,
            self.anodes.len() as u32,
            self.strings.len() as u32,
        ]
    }
}

/// A compiled clause.
pub struct Compiled {
    /// Address of the first instruction.
    pub start: u32,
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

struct Compiler<'a> {
    m: &'a mut Machine,
    vars: HashMap<u32, VarInfo>,
    seen: std::collections::HashSet<u32>,
    aux: Vec<Cell>,
    max_reg: u32,
}

enum GoalKind {
    Inline(Builtin, u32),
    Call(u32),
    Special,
}

/// Compiles `clause` into the machine's code arena.
pub fn compile_clause(m: &mut Machine, clause: Cell) -> Result<Compiled, Flow> {
    let (head, body) = match split_clause(&m.st, clause) {
        Ok(hb) => hb,
        Err(Cell::Var(_)) => return Err(instantiation_error()),
        Err(other) => return Err(type_error(m, "callable", other)),
    };
    let mut c = Compiler {
        m,
        vars: HashMap::new(),
        seen: Default::default(),
        aux: Vec::new(),
        max_reg: 0,
    };
    let cv = c.m.st.new_var();
    let mut goals = Vec::new();
    if c.has_cut(body) {
        let g = c.m.st.new_compound(atom::DGET_LEVEL, &[cv]);
        goals.push(g);
    }
    c.flatten(body, cv, &mut goals)?;
    c.emit(head, &goals)
}

fn goal_is(st: &Store, g: Cell, name: Atom, arity: usize) -> bool {
    st.functor(st.deref(g)) == Some((name, arity))
}

impl Compiler<'_> {
    /// Does `body` contain a cut that cuts the clause (not inside an
    /// opaque construct)?
    fn has_cut(&self, body: Cell) -> bool {
        let st = &self.m.st;
        let mut stack = vec![body];
        while let Some(g) = stack.pop() {
            let g = st.deref(g);
            match st.functor(g) {
                Some((atom::CUT, 0)) => return true,
                Some((atom::COMMA | atom::SEMI | atom::BAR, 2)) => {
                    stack.push(st.arg(g, 0));
                    stack.push(st.arg(g, 1));
                }
                // The condition of -> and *-> is opaque; the branch is not.
                Some((atom::ARROW | atom::SOFT_ARROW, 2)) => stack.push(st.arg(g, 1)),
                _ => {}
            }
        }
        false
    }

    /// Replaces transparent cuts in a body by `'$cut'(Level)`.
    fn subst_cut(&mut self, body: Cell, level: Cell) -> Cell {
        // Iterative rebuild over the control skeleton: post-order.
        enum W {
            Visit(Cell),
            Build(Atom, usize),
        }
        let mut work = vec![W::Visit(body)];
        let mut out: Vec<Cell> = Vec::new();
        while let Some(w) = work.pop() {
            match w {
                W::Visit(g) => {
                    let g = self.m.st.deref(g);
                    match self.m.st.functor(g) {
                        Some((atom::CUT, 0)) => {
                            let c = self.m.st.new_compound(atom::DCUT, &[level]);
                            out.push(c)
                        }
                        Some((f @ (atom::COMMA | atom::SEMI | atom::BAR), 2)) => {
                            let f = if f == atom::BAR { atom::SEMI } else { f };
                            work.push(W::Build(f, 2));
                            work.push(W::Visit(self.m.st.arg(g, 1)));
                            work.push(W::Visit(self.m.st.arg(g, 0)));
                        }
                        Some((f @ (atom::ARROW | atom::SOFT_ARROW), 2)) => {
                            // The condition keeps its own (local) cuts.
                            work.push(W::Build(f, 2));
                            work.push(W::Visit(self.m.st.arg(g, 1)));
                            out.push(self.m.st.arg(g, 0));
                        }
                        _ => out.push(g),
                    }
                }
                W::Build(f, n) => {
                    let args = out.split_off(out.len() - n);
                    let t = self.m.st.new_compound(f, &args);
                    out.push(t);
                }
            }
        }
        out.pop().unwrap()
    }

    fn aux_head(&mut self, construct: Cell, extra: &[Cell]) -> Cell {
        let mut vars = self.m.st.term_variables(construct);
        for &e in extra {
            let e = self.m.st.deref(e);
            if !vars.contains(&e) {
                vars.push(e);
            }
        }
        let name = self.m.fresh_aux();
        self.m.st.new_compound(name, &vars)
    }

    fn clause(&mut self, head: Cell, body: &[Cell]) -> Cell {
        let mut b = Cell::Atom(atom::TRUE);
        for (i, &g) in body.iter().rev().enumerate() {
            b = if i == 0 {
                g
            } else {
                self.m.st.new_compound(atom::COMMA, &[g, b])
            };
        }
        self.m.st.new_compound(atom::NECK, &[head, b])
    }

    /// Flattens a body into goals, replacing control constructs by calls
    /// to auxiliary predicates.
    fn flatten(&mut self, body: Cell, cv: Cell, goals: &mut Vec<Cell>) -> Result<(), Flow> {
        let mut stack = vec![body];
        while let Some(g) = stack.pop() {
            let g = self.m.st.deref(g);
            let f = match g {
                Cell::Var(_) => {
                    goals.push(self.m.st.new_compound(atom::CALL, &[g]));
                    continue;
                }
                Cell::Atom(a) => (a, 0),
                Cell::Str(_) | Cell::Lst(_) => self.m.st.functor(g).unwrap(),
                _ => return Err(type_error(self.m, "callable", body)),
            };
            match f {
                (atom::COMMA, 2) => {
                    stack.push(self.m.st.arg(g, 1));
                    stack.push(self.m.st.arg(g, 0));
                }
                (atom::CUT, 0) => goals.push(self.m.st.new_compound(atom::DCUT, &[cv])),
                (atom::COLON, 2) => stack.push(self.m.st.arg(g, 1)),
                (atom::SEMI | atom::BAR, 2) => {
                    let (l, r) = (self.m.st.deref(self.m.st.arg(g, 0)), self.m.st.arg(g, 1));
                    let extra: Vec<Cell> = if self.has_cut(g) { vec![cv] } else { vec![] };
                    let head = self.aux_head(g, &extra);
                    let r = self.subst_cut(r, cv);
                    if goal_is(&self.m.st, l, atom::ARROW, 2) {
                        let (c, t) = (self.m.st.arg(l, 0), self.m.st.arg(l, 1));
                        let c1 = self.ite_clause(head, c, t, cv, false);
                        self.aux.push(c1);
                    } else if goal_is(&self.m.st, l, atom::SOFT_ARROW, 2) {
                        let (c, t) = (self.m.st.arg(l, 0), self.m.st.arg(l, 1));
                        let c1 = self.ite_clause(head, c, t, cv, true);
                        self.aux.push(c1);
                    } else {
                        let l = self.subst_cut(l, cv);
                        let c1 = self.clause(head, &[l]);
                        self.aux.push(c1);
                    }
                    let c2 = self.clause(head, &[r]);
                    self.aux.push(c2);
                    goals.push(head);
                }
                (atom::ARROW, 2) => {
                    let extra: Vec<Cell> = if self.has_cut(g) { vec![cv] } else { vec![] };
                    let head = self.aux_head(g, &extra);
                    let (c, t) = (self.m.st.arg(g, 0), self.m.st.arg(g, 1));
                    let c1 = self.ite_clause(head, c, t, cv, false);
                    self.aux.push(c1);
                    goals.push(head);
                }
                (atom::SOFT_ARROW, 2) => {
                    // (C *-> T) without else is (C, T).
                    stack.push(self.m.st.arg(g, 1));
                    let c = self.m.st.arg(g, 0);
                    let head = self.aux_head(c, &[]);
                    let b = self.m.st.new_var();
                    let gb = self.m.st.new_compound(atom::DGET_LEVEL, &[b]);
                    let c = self.subst_cut(c, b);
                    let c1 = self.clause(head, &[gb, c]);
                    self.aux.push(c1);
                    goals.push(head);
                }
                (atom::NOT_PROVABLE, 1) => {
                    let head = self.aux_head(g, &[]);
                    let (l0, l) = (self.m.st.new_var(), self.m.st.new_var());
                    let g0 = self.m.st.new_compound(atom::DGET_LEVEL, &[l0]);
                    let gl = self.m.st.new_compound_str("$get_b", &[l]);
                    let inner = self.m.st.arg(g, 0);
                    let inner = self.subst_cut(inner, l);
                    let cut = self.m.st.new_compound(atom::DCUT, &[l0]);
                    let c1 = self.clause(head, &[g0, gl, inner, cut, Cell::Atom(atom::FAIL)]);
                    let c2 = self.clause(head, &[]);
                    self.aux.push(c1);
                    self.aux.push(c2);
                    goals.push(head);
                }
                _ => goals.push(g),
            }
        }
        Ok(())
    }

    /// `head :- GetB0(L0), GetB(L), C[!->L], cut(L0), T[!->cv].`
    fn ite_clause(&mut self, head: Cell, c: Cell, t: Cell, cv: Cell, soft: bool) -> Cell {
        let (l0, l) = (self.m.st.new_var(), self.m.st.new_var());
        let g0 = self.m.st.new_compound(atom::DGET_LEVEL, &[l0]);
        let gl = self.m.st.new_compound_str("$get_b", &[l]);
        let c = self.subst_cut(c, l);
        let t = self.subst_cut(t, cv);
        let cut = if soft {
            self.m.st.new_compound_str("$softcut", &[l])
        } else {
            self.m.st.new_compound(atom::DCUT, &[l0])
        };
        self.clause(head, &[g0, gl, c, cut, t])
    }

    fn classify(&mut self, g: Cell) -> (GoalKind, Atom, usize) {
        let (name, n) = self.m.st.functor(g).unwrap();
        let special = matches!(
            (name, n),
            (atom::TRUE, 0)
                | (atom::FAIL, 0)
                | (atom::FALSE, 0)
                | (atom::DGET_LEVEL, 1)
                | (atom::DCUT, 1)
        ) || (n == 1 && matches!(self.m.st.atom_name(name), "$get_b" | "$softcut"))
            || (n == 2 && cmp_op(self.m.st.atom_name(name)).is_some())
            || (name == self.m.st.intern("is") && n == 2);
        if special {
            return (GoalKind::Special, name, n);
        }
        let pid = self.m.db.pred_id(name, n);
        match self.m.inline_builtin(pid) {
            Some(f) => (GoalKind::Inline(f, pid), name, n),
            None => (GoalKind::Call(pid), name, n),
        }
    }

    /// Counts occurrences and chunk spans of every variable.
    fn scan_vars(&mut self, t: Cell, chunk: u32) {
        let mut stack = vec![t];
        while let Some(c) = stack.pop() {
            match self.m.st.deref(c) {
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
                    let (_, n) = self.m.st.functor(c).unwrap();
                    for i in (0..n).rev() {
                        stack.push(self.m.st.arg(c, i));
                    }
                }
                _ => {}
            }
        }
    }

    fn emit(mut self, head: Cell, goals: &[Cell]) -> Result<Compiled, Flow> {
        let start = self.m.code.instrs.len() as u32;
        // Pass 1: kinds, chunks, variable spans.
        let mut kinds = Vec::with_capacity(goals.len());
        let mut max_arity = self.m.st.functor(head).unwrap().1;
        self.scan_vars(head, 0);
        let mut chunk = 0;
        for &g in goals {
            let (k, _, n) = self.classify(g);
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
            .any(|(i, k)| matches!(k, GoalKind::Call(_)) && i + 1 < kinds.len());
        // Registers: permanent variables get Y slots, the rest X registers
        // above the argument registers.
        let base = max_arity as u32;
        let in_place = self.in_place(head, goals, &kinds);
        let (mut ny, mut nx) = (0u32, 0u32);
        let mut addrs: Vec<u32> = self.vars.keys().copied().collect();
        addrs.sort_unstable();
        for a in addrs {
            let v = self.vars.get_mut(&a).unwrap();
            if let Some(&i) = in_place.get(&a) {
                v.reg = Reg::X(i);
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
            self.m.code.instrs.push(Instr::Allocate(ny));
        }
        // Head.
        for i in 0..max_arity.min(self.m.st.functor(head).unwrap().1) {
            let a = self.m.st.deref(self.m.st.arg(head, i));
            let i = i as u32;
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
                        self.m.code.instrs.push(Instr::GetVar(reg, i));
                    } else {
                        self.m.code.instrs.push(Instr::GetVal(reg, i));
                    }
                }
                Cell::Atom(_) | Cell::Int(_) | Cell::Flt(_) => {
                    self.m.code.instrs.push(Instr::GetConst(a, i))
                }
                _ if self.is_shallow(a) => self.shallow(a, i, true),
                _ if self.flattenable(a) => self.get_flat(a, i),
                _ => {
                    let t = self.template(a);
                    self.m.code.instrs.push(Instr::GetTerm(t, i));
                }
            }
        }
        // Body.
        let mut ended = false;
        for (j, (&g, kind)) in goals.iter().zip(kinds.iter()).enumerate() {
            let g = self.m.st.deref(g);
            let last = j + 1 == goals.len();
            match *kind {
                GoalKind::Special => self.special(g)?,
                GoalKind::Inline(f, pid) => {
                    self.put_args(g);
                    self.m.code.instrs.push(Instr::Builtin(f, pid));
                }
                GoalKind::Call(pid) => {
                    self.put_args(g);
                    if last {
                        if needs_env {
                            self.m.code.instrs.push(Instr::Deallocate);
                        }
                        self.m.code.instrs.push(Instr::Execute(pid));
                        ended = true;
                    } else {
                        self.m.code.instrs.push(Instr::Call(pid));
                    }
                }
            }
        }
        if !ended {
            if needs_env {
                self.m.code.instrs.push(Instr::Deallocate);
            }
            self.m.code.instrs.push(Instr::Proceed);
        }
        Ok(Compiled {
            start,
            max_reg: self.max_reg,
            aux: self.aux,
        })
    }

    /// Variables that can stay in their argument register: a head
    /// argument `i` passed as argument `i` of the clause's only call,
    /// which is its last goal, with no inline builtin (whose arguments
    /// would overwrite argument registers) in between.
    fn in_place(&self, head: Cell, goals: &[Cell], kinds: &[GoalKind]) -> HashMap<u32, u32> {
        let mut out = HashMap::new();
        let Some((GoalKind::Call(_), init)) = kinds.split_last() else {
            return out;
        };
        if init.iter().any(|k| !matches!(k, GoalKind::Special)) {
            return out;
        }
        let st = &self.m.st;
        let last = st.deref(goals[goals.len() - 1]);
        let (_, ha) = st.functor(head).unwrap();
        let (_, ga) = st.functor(last).unwrap();
        let mut earlier = std::collections::HashSet::new();
        for i in 0..ha {
            let a = st.deref(st.arg(head, i));
            if let Cell::Var(v) = a {
                let same = i < ga && st.deref(st.arg(last, i)) == a;
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

    fn var_reg(&mut self, c: Cell) -> Option<(Reg, bool)> {
        match self.m.st.deref(c) {
            Cell::Var(a) => {
                let reg = self.vars[&a].reg;
                Some((reg, self.seen.insert(a)))
            }
            _ => None,
        }
    }

    fn put_args(&mut self, g: Cell) {
        let (_, n) = self.m.st.functor(g).unwrap();
        for i in 0..n {
            let a = self.m.st.deref(self.m.st.arg(g, i));
            let i = i as u32;
            match a {
                Cell::Var(_) => {
                    let (reg, first) = self.var_reg(a).unwrap();
                    if !first && reg == Reg::X(i) {
                        continue;
                    }
                    self.m.code.instrs.push(if first {
                        Instr::PutVar(reg, i)
                    } else {
                        Instr::PutVal(reg, i)
                    });
                }
                Cell::Atom(_) | Cell::Int(_) | Cell::Flt(_) => {
                    self.m.code.instrs.push(Instr::PutConst(a, i))
                }
                _ if self.is_shallow(a) => self.shallow(a, i, false),
                _ if self.flattenable(a) => self.put_flat(a, i),
                _ => {
                    let t = self.template(a);
                    self.m.code.instrs.push(Instr::PutTerm(t, i));
                }
            }
        }
    }

    fn special(&mut self, g: Cell) -> Result<(), Flow> {
        let (name, n) = self.m.st.functor(g).unwrap();
        let arg_reg = |this: &mut Self, i: usize| -> Reg {
            let a = this.m.st.arg(g, i);
            this.var_reg(a).expect("cut level is a variable").0
        };
        match (name, n) {
            (atom::TRUE, 0) => {}
            (atom::FAIL | atom::FALSE, 0) => self.m.code.instrs.push(Instr::Fail),
            (atom::DGET_LEVEL, 1) => {
                let r = arg_reg(self, 0);
                self.m.code.instrs.push(Instr::GetB0(r))
            }
            (atom::DCUT, 1) => {
                let r = arg_reg(self, 0);
                self.m.code.instrs.push(Instr::CutTo(r))
            }
            _ => {
                let nm = self.m.st.atom_name(name).to_string();
                match nm.as_str() {
                    "$get_b" => {
                        let r = arg_reg(self, 0);
                        self.m.code.instrs.push(Instr::GetB(r))
                    }
                    "$softcut" => {
                        let r = arg_reg(self, 0);
                        self.m.code.instrs.push(Instr::SoftCut(r))
                    }
                    "is" => {
                        let lhs = self.m.st.deref(self.m.st.arg(g, 0));
                        let e = self.arith(self.m.st.arg(g, 1));
                        match lhs {
                            Cell::Var(_) => {
                                let (reg, first) = self.var_reg(lhs).unwrap();
                                self.m.code.instrs.push(if first {
                                    Instr::IsFirst(reg, e)
                                } else {
                                    Instr::IsVal(reg, e)
                                });
                            }
                            _ => {
                                // A number (or other term) on the left: compare by
                                // unification with a scratch register.
                                let reg = Reg::X(self.max_reg);
                                self.max_reg += 1;
                                self.m
                                    .code
                                    .instrs
                                    .push(Instr::PutConst(Cell::Atom(atom::NIL), 0));
                                let t = self.template(lhs);
                                self.m.code.instrs.push(Instr::PutTerm(t, 0));
                                self.m.code.instrs.push(Instr::GetVar(reg, 0));
                                self.m.code.instrs.push(Instr::IsVal(reg, e));
                            }
                        }
                    }
                    other => {
                        let op = cmp_op(other).unwrap();
                        let l = self.arith(self.m.st.arg(g, 0));
                        let r = self.arith(self.m.st.arg(g, 1));
                        self.m.code.instrs.push(Instr::Compare(op, l, r));
                    }
                }
            }
        }
        Ok(())
    }

    /// Compiles an arithmetic expression to an ANode tree; returns the root.
    fn arith(&mut self, e: Cell) -> u32 {
        let root = self.m.code.anodes.len();
        self.m.code.anodes.push(ANode::Num(Cell::Int(0)));
        let mut work = vec![(e, root)];
        while let Some((c, slot)) = work.pop() {
            let c = self.m.st.deref(c);
            let node = match c {
                Cell::Var(a) => {
                    if self.seen.contains(&a) {
                        ANode::Reg(self.vars[&a].reg)
                    } else {
                        // First occurrence inside an expression: unbound at
                        // run time, so the evaluator raises the error.
                        self.seen.insert(a);
                        ANode::Num(Cell::Var(u32::MAX))
                    }
                }
                Cell::Int(_) | Cell::Flt(_) | Cell::Atom(_) => ANode::Num(c),
                Cell::Str(_) if matches!(self.m.st.functor(c), Some((_, 1 | 2))) => {
                    let (f, n) = self.m.st.functor(c).unwrap();
                    let first = self.m.code.anodes.len();
                    for i in 0..n {
                        self.m.code.anodes.push(ANode::Num(Cell::Int(0)));
                        work.push((self.m.st.arg(c, i), first + i));
                    }
                    if n == 1 {
                        ANode::Op1(f, first as u32)
                    } else {
                        ANode::Op2(f, first as u32, first as u32 + 1)
                    }
                }
                _ => ANode::Term(self.template(c)),
            };
            self.m.code.anodes[slot] = node;
        }
        root as u32
    }

    /// A nested structure small enough to compile WAM-style through
    /// temporary registers (no strings, at most `MAX_FLAT` compound
    /// nodes); larger ones become templates, which need no registers.
    fn flattenable(&self, t: Cell) -> bool {
        let st = &self.m.st;
        let mut stack = vec![t];
        let mut compounds = 0;
        while let Some(c) = stack.pop() {
            match st.deref(c) {
                Cell::Text(_) => return false,
                c @ (Cell::Str(_) | Cell::Lst(_)) => {
                    compounds += 1;
                    if compounds > MAX_FLAT {
                        return false;
                    }
                    let (_, n) = st.functor(c).unwrap();
                    stack.extend((0..n).map(|i| st.arg(c, i)));
                }
                _ => {}
            }
        }
        true
    }

    /// A fresh temporary register for a nested structure.
    fn scratch(&mut self) -> u32 {
        let r = self.max_reg;
        self.max_reg += 1;
        r
    }

    /// The Unify* instruction for one argument that is not a compound.
    fn unify_leaf(&mut self, c: Cell) -> Instr {
        match c {
            Cell::Var(v) if self.vars.get(&v).is_none_or(|v| v.count == 1) => Instr::UnifyVoid,
            Cell::Var(_) => match self.var_reg(c).unwrap() {
                (r, true) => Instr::UnifyVar(r),
                (r, false) => Instr::UnifyVal(r),
            },
            _ => Instr::UnifyConst(c),
        }
    }

    /// Head structure, WAM-style: Get* on the argument, one Unify* per
    /// argument with nested structures going to temporaries, which are
    /// then matched in turn (breadth first).
    fn get_flat(&mut self, t: Cell, a: u32) {
        let mut queue = std::collections::VecDeque::from([(t, a)]);
        while let Some((t, reg)) = queue.pop_front() {
            let (f, n) = self.m.st.functor(t).unwrap();
            self.m.code.instrs.push(match t {
                Cell::Lst(_) => Instr::GetList(reg),
                _ => Instr::GetStruct(f, n as u32, reg),
            });
            for i in 0..n {
                let c = self.m.st.deref(self.m.st.arg(t, i));
                let ins = match c {
                    Cell::Str(_) | Cell::Lst(_) => {
                        let r = self.scratch();
                        queue.push_back((c, r));
                        Instr::UnifyVar(Reg::X(r))
                    }
                    _ => self.unify_leaf(c),
                };
                self.m.code.instrs.push(ins);
            }
        }
    }

    /// Body structure, WAM-style: inner structures are built first into
    /// temporaries, then each outer one refers to them.
    fn put_flat(&mut self, t: Cell, a: u32) {
        // Post-order over compound nodes; each gets its target register.
        let mut order: Vec<(Cell, u32)> = Vec::new();
        let mut stack = vec![(t, a, false)];
        let mut regs: std::collections::HashMap<u32, u32> = Default::default();
        while let Some((c, reg, done)) = stack.pop() {
            if done {
                order.push((c, reg));
                continue;
            }
            stack.push((c, reg, true));
            let (_, n) = self.m.st.functor(c).unwrap();
            for i in (0..n).rev() {
                let ch = self.m.st.deref(self.m.st.arg(c, i));
                if let Cell::Str(h) | Cell::Lst(h) = ch {
                    let r = self.scratch();
                    regs.insert(h, r);
                    stack.push((ch, r, false));
                }
            }
        }
        for (c, reg) in order {
            let (f, n) = self.m.st.functor(c).unwrap();
            self.m.code.instrs.push(match c {
                Cell::Lst(_) => Instr::PutList(reg),
                _ => Instr::PutStruct(f, n as u32, reg),
            });
            for i in 0..n {
                let ch = self.m.st.deref(self.m.st.arg(c, i));
                let ins = match ch {
                    Cell::Str(h) | Cell::Lst(h) => Instr::UnifyVal(Reg::X(regs[&h])),
                    _ => self.unify_leaf(ch),
                };
                self.m.code.instrs.push(ins);
            }
        }
    }

    /// A list cell or compound whose arguments are all variables, atoms
    /// or numbers.
    fn is_shallow(&self, t: Cell) -> bool {
        let st = &self.m.st;
        match t {
            Cell::Lst(_) | Cell::Str(_) => {
                let (_, n) = st.functor(t).unwrap();
                (0..n).all(|i| {
                    matches!(
                        st.deref(st.arg(t, i)),
                        Cell::Var(_) | Cell::Atom(_) | Cell::Int(_) | Cell::Flt(_)
                    )
                })
            }
            _ => false,
        }
    }

    /// Emits Get/Put List/Struct and one Unify* per argument.
    fn shallow(&mut self, t: Cell, a: u32, head: bool) {
        let (f, n) = self.m.st.functor(t).unwrap();
        if head && matches!(t, Cell::Lst(_)) {
            let (h, tl) = (
                self.m.st.deref(self.m.st.arg(t, 0)),
                self.m.st.deref(self.m.st.arg(t, 1)),
            );
            let named = |c: Cell| matches!(c, Cell::Var(v) if self.vars.get(&v).is_some_and(|i| i.count > 1));
            if named(h) && named(tl) && h != tl {
                let (r1, first1) = self.var_reg(h).unwrap();
                let (r2, first2) = self.var_reg(tl).unwrap();
                let flags = (!first1 as u8) | ((!first2 as u8) << 1);
                self.m.code.instrs.push(Instr::GetList2(r1, r2, a, flags));
                return;
            }
        }
        let open = match (t, head) {
            (Cell::Lst(_), true) => Instr::GetList(a),
            (Cell::Lst(_), false) => Instr::PutList(a),
            (_, true) => Instr::GetStruct(f, n as u32, a),
            (_, false) => Instr::PutStruct(f, n as u32, a),
        };
        self.m.code.instrs.push(open);
        for i in 0..n {
            let c = self.m.st.deref(self.m.st.arg(t, i));
            let ins = match c {
                Cell::Var(v) if self.vars.get(&v).is_none_or(|v| v.count == 1) => Instr::UnifyVoid,
                Cell::Var(_) => match self.var_reg(c).unwrap() {
                    (r, true) => Instr::UnifyVar(r),
                    (r, false) => Instr::UnifyVal(r),
                },
                _ => Instr::UnifyConst(c),
            };
            self.m.code.instrs.push(ins);
        }
    }

    /// Builds the template of a term; returns the index of its root.
    fn template(&mut self, t: Cell) -> u32 {
        let root = self.m.code.tmpl.len();
        self.m.code.tmpl.push(TNode::Void);
        // Pre-order, left to right: the machine visits leaves in this order,
        // so "first occurrence" flags agree.
        let mut work = vec![(t, root)];
        while let Some((c, slot)) = work.pop() {
            let c = self.m.st.deref(c);
            let node = match c {
                Cell::Var(a) => {
                    if self.vars.get(&a).is_none_or(|v| v.count == 1) {
                        TNode::Void
                    } else {
                        let (reg, first) = self.var_reg(c).unwrap();
                        TNode::Var(reg, first)
                    }
                }
                Cell::Atom(_) | Cell::Int(_) | Cell::Flt(_) => TNode::Const(c),
                Cell::Text(_) => {
                    let s = self.m.st.text(c).unwrap();
                    self.m.code.strings.push(s.into());
                    TNode::Text(self.m.code.strings.len() as u32 - 1)
                }
                Cell::Str(_) | Cell::Lst(_) => {
                    let (f, n) = self.m.st.functor(c).unwrap();
                    let first = self.m.code.tmpl.len();
                    for _ in 0..n {
                        self.m.code.tmpl.push(TNode::Void);
                    }
                    for i in (0..n).rev() {
                        work.push((self.m.st.arg(c, i), first + i));
                    }
                    if matches!(c, Cell::Lst(_)) {
                        TNode::Lst(first as u32)
                    } else {
                        TNode::Str(f, n as u32, first as u32)
                    }
                }
                _ => TNode::Void,
            };
            self.m.code.tmpl[slot] = node;
        }
        root as u32
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
