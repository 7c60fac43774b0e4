//! Structures and arithmetic in clauses: WAM-style Get/Put sequences
//! for shallow and small nested structures, templates for the rest, and
//! expression trees for `is/2` and comparisons.
//!
//! **Invariant:** walks over terms use explicit stacks.

use super::{AFun, ANode, Compiler, ExprId, Instr, Reg, TNode, TemplateId, MAX_FLAT};
use crate::builtins::arith;
use crate::term::Cell;

impl Compiler<'_> {
    /// Compiles arithmetic expressions (one for `is/2`, both sides of a
    /// comparison) to one postfix run of `ANode`s ending with `End`;
    /// returns its first node.
    pub(super) fn arith(&mut self, exprs: &[Cell]) -> ExprId {
        enum W {
            Visit(Cell),
            Emit(ANode),
        }
        let start = ExprId(self.code.anodes.len() as u32);
        for &e in exprs {
            let mut work = vec![W::Visit(e)];
            while let Some(w) = work.pop() {
                let c = match w {
                    W::Emit(n) => {
                        self.emit_op(n);
                        continue;
                    }
                    W::Visit(c) => self.st.deref(c),
                };
                let node = match c {
                    Cell::Var(a) => {
                        if self.seen.contains(&a) {
                            ANode::Reg(self.vars[&a].reg)
                        } else {
                            // First occurrence inside an expression: unbound
                            // at run time, so the evaluator raises the error.
                            self.seen.insert(a);
                            ANode::Num(Cell::Var(u32::MAX))
                        }
                    }
                    Cell::Int(n) => ANode::Int(n),
                    Cell::Flt(f) => ANode::Flt(f),
                    Cell::Atom(_) => ANode::Num(c),
                    Cell::Str(_) if matches!(self.st.functor(c), Some((_, 1 | 2))) => {
                        let (f, n) = self.st.functor(c).unwrap();
                        let f = match arith::lookup(self.st.atom_name(f), n) {
                            Some(func) => AFun::Known(func),
                            None => AFun::Unknown(f),
                        };
                        work.push(W::Emit(if n == 1 { ANode::Op1(f) } else { ANode::Op2(f) }));
                        // Pushed first, visited last: the last argument is
                        // emitted (and evaluated) first.
                        work.extend((0..n).map(|i| W::Visit(self.st.arg(c, i))));
                        continue;
                    }
                    _ => ANode::Term(self.template(c)),
                };
                self.code.push_expr(node);
            }
        }
        self.code.push_expr(ANode::End);
        start
    }

    /// Appends a function node, fused with its first argument when that
    /// is a register or an integer (then it is the node just emitted: an
    /// argument's run ends with its function unless it is a leaf).
    fn emit_op(&mut self, n: ANode) {
        let anodes = &mut self.code.anodes;
        let fused = match (n, anodes.last()) {
            (ANode::Op2(f), Some(&ANode::Reg(r))) => ANode::Op2Reg(f, r),
            (ANode::Op2(f), Some(&ANode::Int(k))) => ANode::Op2Int(f, k),
            _ => {
                anodes.push(n);
                return;
            }
        };
        *anodes.last_mut().unwrap() = fused;
    }

    /// A nested structure small enough to compile WAM-style through
    /// temporary registers (no strings or big integers, at most `MAX_FLAT` compound
    /// nodes); larger ones become templates, which need no registers.
    pub(super) fn flattenable(&self, t: Cell) -> bool {
        let st = &*self.st;
        let mut stack = vec![t];
        let mut compounds = 0;
        while let Some(c) = stack.pop() {
            match st.deref(c) {
                Cell::Text(_) | Cell::Big(_) => return false,
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
    pub(super) fn scratch(&mut self) -> u32 {
        let r = self.max_reg;
        self.max_reg += 1;
        r
    }

    /// Appends a Unify* instruction; an anonymous variable right after
    /// others adds to their count (one `UnifyVoid(n)` for a run).
    pub(super) fn push_unify(&mut self, ins: Instr) {
        if let (Instr::UnifyVoid(1), Some(Instr::UnifyVoid(n))) = (ins, self.code.instrs.last_mut())
        {
            *n += 1;
            return;
        }
        self.code.instrs.push(ins);
    }

    /// The Unify* instruction for one argument that is not a compound.
    pub(super) fn unify_leaf(&mut self, c: Cell) -> Instr {
        match c {
            Cell::Var(v) if self.vars.get(&v).is_none_or(|v| v.count == 1) => Instr::UnifyVoid(1),
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
    pub(super) fn get_flat(&mut self, t: Cell, a: u32) {
        let mut queue = std::collections::VecDeque::from([(t, a)]);
        while let Some((t, reg)) = queue.pop_front() {
            if self.get_list2_flat(t, reg, &mut queue) {
                continue;
            }
            let (f, n) = self.st.functor(t).unwrap();
            self.code.instrs.push(match t {
                Cell::Lst(_) => Instr::GetList(reg),
                _ => Instr::GetStruct(f, n as u32, reg),
            });
            for i in 0..n {
                let c = self.st.deref(self.st.arg(t, i));
                let ins = match c {
                    Cell::Str(_) | Cell::Lst(_) => {
                        let r = self.scratch();
                        queue.push_back((c, r));
                        Instr::UnifyVar(Reg::X(r))
                    }
                    _ => self.unify_leaf(c),
                };
                self.push_unify(ins);
            }
        }
    }

    /// A head list cell whose elements are each a variable or a compound,
    /// as one `GetList2` (a compound element goes to a temporary and is
    /// queued, as in `get_flat`): the `[L, R|_]` of a `left_of/3`. A
    /// variable may be void (met once: its register is the scratch one
    /// every such variable shares, written and never read), so `[X|_]`
    /// and `[_|T]` fuse too. False, emitting nothing, otherwise.
    fn get_list2_flat(
        &mut self,
        t: Cell,
        reg: u32,
        queue: &mut std::collections::VecDeque<(Cell, u32)>,
    ) -> bool {
        if !matches!(t, Cell::Lst(_)) {
            return false;
        }
        let kids = [
            self.st.deref(self.st.arg(t, 0)),
            self.st.deref(self.st.arg(t, 1)),
        ];
        let fits = |c: &Cell| match c {
            Cell::Var(v) => self.vars.contains_key(v),
            Cell::Str(_) | Cell::Lst(_) => true,
            _ => false,
        };
        if !kids.iter().all(fits) || kids[0] == kids[1] {
            return false;
        }
        let mut regs = [Reg::X(0); 2];
        let mut flags = 0u8;
        for (k, &c) in kids.iter().enumerate() {
            match c {
                Cell::Str(_) | Cell::Lst(_) => {
                    let r = self.scratch();
                    queue.push_back((c, r));
                    regs[k] = Reg::X(r);
                }
                _ => {
                    let (r, first) = self.var_reg(c).unwrap();
                    regs[k] = r;
                    flags |= (!first as u8) << k;
                }
            }
        }
        self.code
            .instrs
            .push(Instr::GetList2(regs[0], regs[1], reg, flags));
        true
    }

    /// Body structure, WAM-style: inner structures are built first into
    /// temporaries, then each outer one refers to them.
    pub(super) fn put_flat(&mut self, t: Cell, a: u32) {
        // Post-order over compound nodes; each gets its target register.
        let mut order: Vec<(Cell, u32)> = Vec::new();
        let mut stack = vec![(t, a, false)];
        let mut regs: crate::term::FxHashMap<u32, u32> = Default::default();
        while let Some((c, reg, done)) = stack.pop() {
            if done {
                order.push((c, reg));
                continue;
            }
            stack.push((c, reg, true));
            let (_, n) = self.st.functor(c).unwrap();
            for i in (0..n).rev() {
                let ch = self.st.deref(self.st.arg(c, i));
                if let Cell::Str(h) | Cell::Lst(h) = ch {
                    let r = self.scratch();
                    regs.insert(h, r);
                    stack.push((ch, r, false));
                }
            }
        }
        for (c, reg) in order {
            let (f, n) = self.st.functor(c).unwrap();
            self.code.instrs.push(match c {
                Cell::Lst(_) => Instr::PutList(reg),
                _ => Instr::PutStruct(f, n as u32, reg),
            });
            for i in 0..n {
                let ch = self.st.deref(self.st.arg(c, i));
                let ins = match ch {
                    Cell::Str(h) | Cell::Lst(h) => Instr::UnifyVal(Reg::X(regs[&h])),
                    _ => self.unify_leaf(ch),
                };
                self.push_unify(ins);
            }
        }
    }

    /// A list cell or compound whose arguments are all variables, atoms
    /// or numbers.
    pub(super) fn is_shallow(&self, t: Cell) -> bool {
        let st = &*self.st;
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
    pub(super) fn shallow(&mut self, t: Cell, a: u32, head: bool) {
        // A head list cell of two variables is one GetList2 (a shallow
        // term has no compound element to queue).
        if head && self.get_list2_flat(t, a, &mut Default::default()) {
            return;
        }
        let (f, n) = self.st.functor(t).unwrap();
        let open = match (t, head) {
            (Cell::Lst(_), true) => Instr::GetList(a),
            (Cell::Lst(_), false) => Instr::PutList(a),
            (_, true) => Instr::GetStruct(f, n as u32, a),
            (_, false) => Instr::PutStruct(f, n as u32, a),
        };
        self.code.instrs.push(open);
        for i in 0..n {
            let c = self.st.deref(self.st.arg(t, i));
            let ins = self.unify_leaf(c);
            self.push_unify(ins);
        }
    }

    /// The variable and the term of a `V = T` goal that compiles as head
    /// unification: `T` a variable, a compound, an atom or a number
    /// (strings and big integers stay with the builtin), `V` not in a
    /// compound `T` (`X = f(X)` with a first-occurrence `X` would read
    /// its register before writing it).
    pub(super) fn unify_shape(&self, g: Cell) -> Option<(Cell, Cell)> {
        let st = &*self.st;
        let (l, r) = (st.deref(st.arg(g, 0)), st.deref(st.arg(g, 1)));
        let (v, t) = match (l, r) {
            (Cell::Var(a), t @ Cell::Var(_)) => return Some((Cell::Var(a), t)),
            (Cell::Var(a), t) | (t, Cell::Var(a)) => (a, t),
            _ => return None,
        };
        let fits = match t {
            Cell::Atom(_) | Cell::Int(_) | Cell::Flt(_) => true,
            Cell::Str(_) | Cell::Lst(_) => self.flattenable(t) && !st.occurs(v, t),
            _ => false,
        };
        fits.then_some((Cell::Var(v), t))
    }

    /// `V = T` (see `unify_shape`) as the head would match argument `T`
    /// against a register holding `V`: no builtin call, and the
    /// structure is matched in place when `V` is bound or built when it
    /// is not. A first-occurrence `V` just gets `T` built.
    pub(super) fn unify_goal(&mut self, g: Cell) {
        let (v, t) = self.unify_shape(g).expect("classified as Unify");
        if let Cell::Var(_) = t {
            // `V = W`: W goes into a scratch register (a fresh variable
            // if this is its first occurrence), which V then takes as the
            // head takes an argument: a move when V is new, else a
            // unification.
            let a = self.scratch();
            let (rw, fw) = self.var_reg(t).unwrap();
            self.code.instrs.push(if fw {
                Instr::PutVar(rw, a)
            } else {
                Instr::PutVal(rw, a)
            });
            let (rv, fv) = self.var_reg(v).unwrap();
            self.code.instrs.push(if fv {
                Instr::GetVar(rv, a)
            } else {
                Instr::GetVal(rv, a)
            });
            return;
        }
        let (reg, first) = self.var_reg(v).unwrap();
        if first {
            let a = match reg {
                Reg::X(a) => a,
                Reg::Y(_) => self.scratch(),
            };
            match t {
                Cell::Str(_) | Cell::Lst(_) if self.is_shallow(t) => self.shallow(t, a, false),
                Cell::Str(_) | Cell::Lst(_) => self.put_flat(t, a),
                _ => self.code.instrs.push(Instr::PutConst(t, a)),
            }
            if let Reg::Y(_) = reg {
                self.code.instrs.push(Instr::GetVar(reg, a));
            }
            return;
        }
        let a = match reg {
            Reg::X(a) => a,
            Reg::Y(_) => {
                let a = self.scratch();
                self.code.instrs.push(Instr::PutVal(reg, a));
                a
            }
        };
        match t {
            Cell::Str(_) | Cell::Lst(_) if self.is_shallow(t) => self.shallow(t, a, true),
            Cell::Str(_) | Cell::Lst(_) => self.get_flat(t, a),
            _ => self.code.instrs.push(Instr::GetConst(t, a)),
        }
    }

    /// Builds the template of a term; returns the index of its root.
    pub(super) fn template(&mut self, t: Cell) -> TemplateId {
        let root = self.code.push_tmpl(TNode::Void);
        // Pre-order, left to right: the machine visits leaves in this order,
        // so "first occurrence" flags agree.
        let mut work = vec![(t, root)];
        while let Some((c, slot)) = work.pop() {
            let c = self.st.deref(c);
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
                    let s = self.st.text(c).unwrap_or_default();
                    TNode::Text(self.code.push_str(&s))
                }
                Cell::Big(_) => {
                    let s = self.st.integer(c).map(|n| n.to_string());
                    TNode::Big(self.code.push_str(&s.unwrap_or_default()))
                }
                Cell::Str(_) | Cell::Lst(_) => {
                    let (f, n) = self.st.functor(c).unwrap();
                    let first = TemplateId(self.code.tmpl.len() as u32);
                    for _ in 0..n {
                        self.code.push_tmpl(TNode::Void);
                    }
                    for i in (0..n).rev() {
                        work.push((self.st.arg(c, i), first.at(i as u32)));
                    }
                    if matches!(c, Cell::Lst(_)) {
                        TNode::Lst(first)
                    } else {
                        TNode::Str(f, n as u32, first)
                    }
                }
                _ => TNode::Void,
            };
            self.code[slot] = node;
        }
        root
    }
}
