//! Control constructs: flattening a clause body into a goal sequence,
//! with `;`, `->`, `*->` and `\+` turned into calls of auxiliary
//! predicates whose clauses carry explicit cut levels.
//!
//! **Invariant:** walks over the control skeleton use explicit stacks.

use super::{control_form, goal_is, Compiler, Mark};
use crate::builtins::{instantiation_error, type_error, Flow};
use crate::term::{atom, Atom, Cell, Store};

/// An argument of a control node `map_skeleton` rebuilds.
enum Part {
    /// Mapped in turn.
    Map(Cell),
    /// Kept as it is (an opaque condition, a module name).
    Keep(Cell),
}

/// What `map_skeleton` does with one goal.
enum Step {
    /// Not a control node: this replaces it.
    Leaf(Cell),
    /// A unary control node to rebuild.
    Node1(Atom, Part),
    /// A binary control node to rebuild.
    Node(Atom, [Part; 2]),
}

impl Compiler<'_> {
    /// Does `body` contain a cut that cuts the clause (not inside an
    /// opaque construct)?
    pub(super) fn has_cut(&self, body: Cell) -> bool {
        let st = &*self.st;
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

    /// A user clause's body with every cut-level control form in a goal
    /// position wrapped in `call/1`, so that it stays an ordinary goal in
    /// this clause and in the auxiliary clauses made from it. The body
    /// itself when it has none (the usual case: nothing is copied).
    pub(super) fn shield_control_forms(&mut self, body: Cell) -> Cell {
        if !self.has_control_form(body) {
            return body;
        }
        self.map_skeleton(body, |st, g| match st.functor(g) {
            Some((atom::COLON, 2)) => Step::Node(
                atom::COLON,
                [Part::Keep(st.arg(g, 0)), Part::Map(st.arg(g, 1))],
            ),
            Some((f, 2)) if is_binary_control(f) => {
                Step::Node(f, [Part::Map(st.arg(g, 0)), Part::Map(st.arg(g, 1))])
            }
            Some((atom::NOT_PROVABLE, 1)) => {
                Step::Node1(atom::NOT_PROVABLE, Part::Map(st.arg(g, 0)))
            }
            Some((f, n)) if control_form(st, f, n).is_some() => {
                Step::Leaf(st.new_compound(atom::CALL, &[g]))
            }
            _ => Step::Leaf(g),
        })
    }

    /// Checks every goal position of a user clause's body, before any of
    /// it goes into auxiliary clauses (so an error shows the body as
    /// written, as SWI-Prolog's does): a number or string there is a
    /// type error, `M:G` needs an atom `M`.
    pub(super) fn check_body(&mut self, body: Cell) -> Result<(), Flow> {
        // The culprit is the body without its module qualifications.
        let mut body = self.st.deref(body);
        while let Some((atom::COLON, 2)) = self.st.functor(body) {
            match self.st.deref(self.st.arg(body, 0)) {
                Cell::Var(_) => return Err(instantiation_error()),
                Cell::Atom(_) => body = self.st.deref(self.st.arg(body, 1)),
                m => return Err(type_error(self.st, "module", m)),
            }
        }
        let mut stack = vec![body];
        while let Some(g) = stack.pop() {
            let g = self.st.deref(g);
            match g {
                Cell::Var(_) => continue,
                Cell::Atom(_) | Cell::Str(_) | Cell::Lst(_) => {}
                _ => return Err(type_error(self.st, "callable", body)),
            }
            match self.st.functor(g) {
                Some((atom::COLON, 2)) => match self.st.deref(self.st.arg(g, 0)) {
                    Cell::Var(_) => return Err(instantiation_error()),
                    Cell::Atom(_) => stack.push(self.st.arg(g, 1)),
                    m => return Err(type_error(self.st, "module", m)),
                },
                Some((c, 2)) if is_binary_control(c) => {
                    stack.push(self.st.arg(g, 1));
                    stack.push(self.st.arg(g, 0));
                }
                Some((atom::NOT_PROVABLE, 1)) => stack.push(self.st.arg(g, 0)),
                _ => {}
            }
        }
        Ok(())
    }

    /// Is a goal in a goal position of `body` a cut-level control form?
    fn has_control_form(&self, body: Cell) -> bool {
        let st = &*self.st;
        let mut stack = vec![body];
        while let Some(g) = stack.pop() {
            let g = st.deref(g);
            match st.functor(g) {
                Some((c, 2)) if is_binary_control(c) => {
                    if c != atom::COLON {
                        stack.push(st.arg(g, 0));
                    }
                    stack.push(st.arg(g, 1));
                }
                Some((atom::NOT_PROVABLE, 1)) => stack.push(st.arg(g, 0)),
                Some((name, n)) if control_form(st, name, n).is_some() => return true,
                _ => {}
            }
        }
        false
    }

    /// Replaces transparent cuts in a body by `'$cut'(Level)`.
    pub(super) fn subst_cut(&mut self, body: Cell, level: Cell) -> Cell {
        self.map_skeleton(body, |st, g| match st.functor(g) {
            Some((atom::CUT, 0)) => Step::Leaf(st.new_compound(atom::DCUT, &[level])),
            Some((f @ (atom::COMMA | atom::SEMI | atom::BAR), 2)) => {
                let f = if f == atom::BAR { atom::SEMI } else { f };
                Step::Node(f, [Part::Map(st.arg(g, 0)), Part::Map(st.arg(g, 1))])
            }
            // The condition keeps its own (local) cuts.
            Some((f @ (atom::ARROW | atom::SOFT_ARROW), 2)) => {
                Step::Node(f, [Part::Keep(st.arg(g, 0)), Part::Map(st.arg(g, 1))])
            }
            _ => Step::Leaf(g),
        })
    }

    /// Rebuilds `body` over its control skeleton, post-order with an
    /// explicit stack: `step` says for each (dereferenced) goal whether it
    /// is a leaf (and what replaces it) or a control node to rebuild from
    /// its arguments, each mapped in turn or kept as it is.
    fn map_skeleton(&mut self, body: Cell, mut step: impl FnMut(&mut Store, Cell) -> Step) -> Cell {
        enum W {
            Visit(Cell),
            Keep(Cell),
            Build(Atom, usize),
        }
        let push = |work: &mut Vec<W>, p: Part| match p {
            Part::Map(c) => work.push(W::Visit(c)),
            Part::Keep(c) => work.push(W::Keep(c)),
        };
        let mut work = vec![W::Visit(body)];
        let mut out: Vec<Cell> = Vec::new();
        while let Some(w) = work.pop() {
            match w {
                W::Visit(g) => {
                    let g = self.st.deref(g);
                    match step(self.st, g) {
                        Step::Leaf(c) => out.push(c),
                        Step::Node1(f, a) => {
                            work.push(W::Build(f, 1));
                            push(&mut work, a);
                        }
                        Step::Node(f, [a, b]) => {
                            work.push(W::Build(f, 2));
                            push(&mut work, b);
                            push(&mut work, a);
                        }
                    }
                }
                W::Keep(c) => out.push(c),
                W::Build(f, n) => {
                    let args = out.split_off(out.len() - n);
                    let t = self.st.new_compound(f, &args);
                    out.push(t);
                }
            }
        }
        out.pop().unwrap_or(body)
    }

    pub(super) fn aux_head(&mut self, construct: Cell, extra: &[Cell]) -> Cell {
        let mut vars = self.st.term_variables(construct);
        for &e in extra {
            let e = self.st.deref(e);
            if !vars.contains(&e) {
                vars.push(e);
            }
        }
        let name = self.preds.fresh_aux(self.st);
        self.st.new_compound(name, &vars)
    }

    pub(super) fn clause(&mut self, head: Cell, body: &[Cell]) -> Cell {
        let mut b = Cell::Atom(atom::TRUE);
        for (i, &g) in body.iter().rev().enumerate() {
            b = if i == 0 {
                g
            } else {
                self.st.new_compound(atom::COMMA, &[g, b])
            };
        }
        self.st.new_compound(atom::NECK, &[head, b])
    }

    /// Flattens a body into goals, replacing control constructs by calls
    /// to auxiliary predicates.
    pub(super) fn flatten(
        &mut self,
        body: Cell,
        cv: Cell,
        goals: &mut Vec<Cell>,
    ) -> Result<(), Flow> {
        let mut stack = vec![body];
        while let Some(g) = stack.pop() {
            let g = self.st.deref(g);
            if self.mark_of(g).is_some() {
                goals.push(g);
                continue;
            }
            let f = match g {
                Cell::Var(_) => {
                    goals.push(self.st.new_compound(atom::CALL, &[g]));
                    continue;
                }
                Cell::Atom(a) => (a, 0),
                Cell::Str(_) | Cell::Lst(_) => self.st.functor(g).unwrap(),
                _ => return Err(type_error(self.st, "callable", body)),
            };
            match f {
                (atom::COMMA, 2) => {
                    stack.push(self.st.arg(g, 1));
                    stack.push(self.st.arg(g, 0));
                }
                (atom::CUT, 0) => goals.push(self.st.new_compound(atom::DCUT, &[cv])),
                (atom::COLON, 2) => match self.st.deref(self.st.arg(g, 0)) {
                    Cell::Atom(m) if m == self.preds.module() => stack.push(self.st.arg(g, 1)),
                    _ => goals.push(self.st.new_compound(atom::CALL, &[g])),
                },
                (atom::SEMI | atom::BAR, 2)
                    if !goal_is(self.st, self.st.arg(g, 0), atom::SOFT_ARROW, 2)
                        && self.inline_ite(g, &mut stack, goals) => {}
                (atom::ARROW, 2) | (atom::NOT_PROVABLE, 1)
                    if self.inline_ite(g, &mut stack, goals) => {}
                (atom::SEMI | atom::BAR, 2) => {
                    let (l, r) = (self.st.deref(self.st.arg(g, 0)), self.st.arg(g, 1));
                    let extra: Vec<Cell> = if self.has_cut(g) { vec![cv] } else { vec![] };
                    let head = self.aux_head(g, &extra);
                    let r = self.subst_cut(r, cv);
                    if goal_is(self.st, l, atom::ARROW, 2) {
                        let (c, t) = (self.st.arg(l, 0), self.st.arg(l, 1));
                        let c1 = self.ite_clause(head, c, t, cv, false);
                        self.aux.push(c1);
                    } else if goal_is(self.st, l, atom::SOFT_ARROW, 2) {
                        let (c, t) = (self.st.arg(l, 0), self.st.arg(l, 1));
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
                    let (c, t) = (self.st.arg(g, 0), self.st.arg(g, 1));
                    let c1 = self.ite_clause(head, c, t, cv, false);
                    self.aux.push(c1);
                    goals.push(head);
                }
                (atom::SOFT_ARROW, 2) => {
                    // (C *-> T) without else is (C, T).
                    stack.push(self.st.arg(g, 1));
                    let c = self.st.arg(g, 0);
                    let head = self.aux_head(c, &[]);
                    let b = self.st.new_var();
                    let gb = self.st.new_compound(atom::DGET_LEVEL, &[b]);
                    let c = self.subst_cut(c, b);
                    let c1 = self.clause(head, &[gb, c]);
                    self.aux.push(c1);
                    goals.push(head);
                }
                (atom::NOT_PROVABLE, 1) => {
                    let head = self.aux_head(g, &[]);
                    let (l0, l) = (self.st.new_var(), self.st.new_var());
                    let g0 = self.st.new_compound(atom::DGET_LEVEL, &[l0]);
                    let gl = self.st.new_compound_str("$get_b", &[l]);
                    let inner = self.st.arg(g, 0);
                    let inner = self.subst_cut(inner, l);
                    let cut = self.st.new_compound(atom::DCUT, &[l0]);
                    let c1 = self.clause(head, &[g0, gl, inner, cut, Cell::Atom(atom::FAIL)]);
                    let c2 = self.clause(head, &[]);
                    self.aux.push(c1);
                    self.aux.push(c2);
                    goals.push(head);
                }
                _ => {
                    let g = self.meta_args_compiled(g, f);
                    goals.push(g)
                }
            }
        }
        Ok(())
    }

    /// A call of a system meta-predicate (`findall/3`, `forall/2`, ...)
    /// whose goal argument is written in the clause as a control
    /// construct (`findall(X, (member(X, L), X > 0), R)`), with that
    /// argument replaced by a call of an auxiliary predicate whose body
    /// is the construct: compiled once, instead of interpreted by
    /// `call/1` at every call. The meaning is the same (`call/1` is
    /// opaque to cut, as a clause body is; the auxiliary predicate
    /// runs in the clause's module). Left as it is when the module
    /// defines its own predicate of that name, or when a part of the
    /// construct is a variable or not callable (the error is
    /// `call/1`'s, raised when it runs, with the whole goal as culprit).
    fn meta_args_compiled(&mut self, g: Cell, (name, arity): (Atom, usize)) -> Cell {
        // The goal arguments, and whether the predicate is library(apply)'s
        // (its arguments are closures: a lambda's body is compiled).
        let (args, library): (&[usize], bool) = match (self.st.atom_name(name), arity) {
            ("findall", 3 | 4) => (&[1], false),
            ("forall", 2) => (&[0, 1], false),
            ("once" | "ignore", 1) => (&[0], false),
            ("catch", 3) => (&[0, 2], false),
            ("maplist", 2..=7) | ("foldl", 4..=7) | ("convlist", 3) => (&[0], true),
            ("include" | "exclude", 3) | ("partition", 4 | 5) => (&[0], true),
            _ => return g,
        };
        let bodies: Vec<(usize, Cell)> = args
            .iter()
            .filter_map(|&i| Some((i, self.compiled_arg(self.st.arg(g, i), library)?)))
            .collect();
        if bodies.is_empty() || !self.preds.calls_system(name, arity, library) {
            return g;
        }
        let mut new: Vec<Cell> = (0..arity).map(|i| self.st.arg(g, i)).collect();
        for (i, body) in bodies {
            let head = self.aux_head(body, &[]);
            let c = self.clause(head, &[body]);
            self.aux.push(c);
            new[i] = if library {
                self.lambda_with_body(new[i], head)
            } else {
                self.qualified_as(new[i], head)
            };
        }
        self.st.new_compound(name, &new)
    }

    /// The construct an argument compiles: the goal itself, or for a
    /// closure of library(apply) a lambda's body (`[X]>>(p(X), q(X))`:
    /// library(yall) copies the lambda and calls its body, so a body
    /// replaced by a call of an auxiliary predicate of all the body's
    /// variables is copied and called alike).
    fn compiled_arg(&self, arg: Cell, lambda: bool) -> Option<Cell> {
        let arg = self.own_module_goal(arg);
        if !lambda {
            return self.compiled_construct(arg).then_some(arg);
        }
        let st = &*self.st;
        let mut l = st.deref(arg);
        if st.functor(l) == Some((atom::SLASH, 2)) {
            l = st.deref(st.arg(l, 1));
        }
        if st.functor(l) != Some((atom::LAMBDA, 2)) {
            return None;
        }
        let body = st.arg(l, 1);
        self.compiled_construct(body).then_some(body)
    }

    /// `M:G` as `G` when `M` is the clause's module (the loader
    /// qualifies a library's meta-arguments with its module).
    fn own_module_goal(&self, g: Cell) -> Cell {
        let g = self.st.deref(g);
        match self.st.functor(g) {
            Some((atom::COLON, 2))
                if self.st.deref(self.st.arg(g, 0)) == Cell::Atom(self.preds.module()) =>
            {
                self.st.deref(self.st.arg(g, 1))
            }
            _ => g,
        }
    }

    /// `new` qualified with the module `old` is (`M:G` runs in M
    /// whatever module calls it).
    fn qualified_as(&mut self, old: Cell, new: Cell) -> Cell {
        let old = self.st.deref(old);
        match self.st.functor(old) {
            Some((atom::COLON, 2)) => {
                let m = self.st.arg(old, 0);
                self.st.new_compound(atom::COLON, &[m, new])
            }
            _ => new,
        }
    }

    /// `Ps>>Body` (or `Free/Ps>>Body`) with `head` for its body, as
    /// qualified as it was (library(yall) calls the body in the
    /// lambda's module).
    fn lambda_with_body(&mut self, lambda: Cell, head: Cell) -> Cell {
        let l = self.st.deref(lambda);
        if self.st.functor(l) == Some((atom::COLON, 2)) {
            let (m, inner) = (self.st.arg(l, 0), self.st.arg(l, 1));
            let inner = self.lambda_with_body(inner, head);
            return self.st.new_compound(atom::COLON, &[m, inner]);
        }
        if self.st.functor(l) == Some((atom::SLASH, 2)) {
            let (free, inner) = (self.st.arg(l, 0), self.st.arg(l, 1));
            let inner = self.lambda_with_body(inner, head);
            return self.st.new_compound(atom::SLASH, &[free, inner]);
        }
        let ps = self.st.arg(l, 0);
        self.st.new_compound(atom::LAMBDA, &[ps, head])
    }

    /// Is `g` a control construct (`,`, `;`, `->`, `*->`, `\+`) whose
    /// every part is callable and not a variable?
    fn compiled_construct(&self, g: Cell) -> bool {
        let st = &*self.st;
        // The arity of a control node, 0 for any other goal.
        let control = |g: Cell| match st.functor(g) {
            Some((atom::COMMA | atom::SEMI | atom::BAR | atom::ARROW | atom::SOFT_ARROW, 2)) => 2,
            Some((atom::NOT_PROVABLE, 1)) => 1,
            _ => 0,
        };
        let g = st.deref(g);
        if control(g) == 0 {
            return false;
        }
        let mut stack = vec![g];
        while let Some(g) = stack.pop() {
            let g = st.deref(g);
            match (g, control(g)) {
                (_, n @ 1..) => stack.extend((0..n).map(|i| st.arg(g, i))),
                (Cell::Atom(_) | Cell::Str(_), _) if st.functor(g).is_some() => {}
                _ => return false,
            }
        }
        true
    }

    /// Compiles `(C -> T ; E)`, `(C -> T)`, `\+ C` or `(T ; E)` in the
    /// clause itself: the goals
    ///
    /// ```text
    /// Try, C, Then, T, Else, E, End
    /// ```
    ///
    /// (a disjunction's `C` is empty and its choicepoint stays while `T`
    /// and what follows it run) where the marks (`Mark`) become the
    /// choicepoint and the cut of `C`'s level (`Compiler::mark`), the
    /// jumps and their targets; a condition that calls a predicate (or
    /// holds a cut or a control construct) is flattened too, between
    /// `'$get_b'(L)` and `'$cut'(L)` goals of its own level. `T`
    /// and `E` go back on the flattening stack: they are ordinary goal
    /// sequences of this clause, their cuts the clause's. False (and
    /// nothing done) when the condition does not qualify.
    fn inline_ite(&mut self, g: Cell, stack: &mut Vec<Cell>, goals: &mut Vec<Cell>) -> bool {
        let st = &*self.st;
        let (c, t, e) = match st.functor(g) {
            Some((atom::NOT_PROVABLE, 1)) => (
                Some(st.arg(g, 0)),
                Cell::Atom(atom::FAIL),
                Cell::Atom(atom::TRUE),
            ),
            Some((atom::ARROW, 2)) => (Some(st.arg(g, 0)), st.arg(g, 1), Cell::Atom(atom::FAIL)),
            _ => match st.deref(st.arg(g, 0)) {
                l if goal_is(st, l, atom::ARROW, 2) => {
                    (Some(st.arg(l, 0)), st.arg(l, 1), st.arg(g, 1))
                }
                l => (None, l, st.arg(g, 1)),
            },
        };
        let id = self.ite_count;
        self.ite_count += 1;
        let (else_mark, end_mark) = (self.new_mark(Mark::Else(id)), self.new_mark(Mark::End(id)));
        match c.map(|c| (c, self.inline_condition(c))) {
            Some((_, Some(cond))) => {
                goals.push(self.new_mark(Mark::Try {
                    id,
                    own_level: true,
                }));
                goals.extend(cond);
                goals.push(self.new_mark(Mark::Then(id)));
                stack.extend([end_mark, e, else_mark, t]);
            }
            Some((c, None)) => {
                // A condition that calls: its level is a clause variable
                // (in the environment when the condition calls), and it is
                // flattened like the branches. Its own cuts cut to the
                // level just above the construct's choicepoint, which
                // only the commit removes.
                let level = self.st.new_var();
                goals.push(self.st.new_compound_str("$get_b", &[level]));
                goals.push(self.new_mark(Mark::Try {
                    id,
                    own_level: false,
                }));
                let inner = self.st.new_var();
                goals.push(self.st.new_compound_str("$get_b", &[inner]));
                let c = self.subst_cut(c, inner);
                let cut = self.st.new_compound(atom::DCUT, &[level]);
                let then_mark = self.new_mark(Mark::Then(id));
                stack.extend([end_mark, e, else_mark, t, cut, then_mark, c]);
            }
            None => {
                goals.push(self.new_mark(Mark::Try {
                    id,
                    own_level: false,
                }));
                goals.push(self.new_mark(Mark::Then(id)));
                stack.extend([end_mark, e, else_mark, t]);
            }
        }
        true
    }

    /// The goals of a condition that compiles inline, in order; None if
    /// any is a call, a cut, a control construct or a variable.
    fn inline_condition(&mut self, c: Cell) -> Option<Vec<Cell>> {
        let mut out = Vec::new();
        let mut stack = vec![c];
        while let Some(g) = stack.pop() {
            let mut g = self.st.deref(g);
            while let Some((atom::COLON, 2)) = self.st.functor(g) {
                match self.st.deref(self.st.arg(g, 0)) {
                    Cell::Atom(m) if m == self.preds.module() => {}
                    _ => return None,
                }
                g = self.st.deref(self.st.arg(g, 1));
            }
            match self.st.functor(g) {
                None => return None,
                Some((atom::COMMA, 2)) => {
                    stack.push(self.st.arg(g, 1));
                    stack.push(self.st.arg(g, 0));
                    continue;
                }
                Some((f, 2)) if is_binary_control(f) => return None,
                Some((atom::NOT_PROVABLE, 1) | (atom::CUT, 0)) => return None,
                Some((name, n)) if control_form(self.st, name, n).is_some() => return None,
                Some(_) => {}
            }
            if matches!(self.classify(g).0, super::GoalKind::Call(_)) {
                return None;
            }
            out.push(g);
        }
        Some(out)
    }

    /// `head :- GetB0(L0), GetB(L), C[!->L], cut(L0), T[!->cv].`
    pub(super) fn ite_clause(
        &mut self,
        head: Cell,
        c: Cell,
        t: Cell,
        cv: Cell,
        soft: bool,
    ) -> Cell {
        let (l0, l) = (self.st.new_var(), self.st.new_var());
        let g0 = self.st.new_compound(atom::DGET_LEVEL, &[l0]);
        let gl = self.st.new_compound_str("$get_b", &[l]);
        let c = self.subst_cut(c, l);
        let t = self.subst_cut(t, cv);
        let cut = if soft {
            self.st.new_compound_str("$softcut", &[l])
        } else {
            self.st.new_compound(atom::DCUT, &[l0])
        };
        self.clause(head, &[g0, gl, c, cut, t])
    }
}

/// The binary control constructs whose arguments are goals (for `:`,
/// only the second).
fn is_binary_control(f: Atom) -> bool {
    matches!(
        f,
        atom::COMMA | atom::SEMI | atom::BAR | atom::ARROW | atom::SOFT_ARROW | atom::COLON
    )
}
