//! The instruction set of the abstract machine.
//!
//! Everything here is `Copy`, so the machine can fetch an instruction and
//! then mutate its own state without borrowing the code arena.

use crate::builtins::arith::Func;
use crate::builtins::Builtin;
use crate::term::{Atom, Cell};

/// A variable's home: a temporary register or a slot of the environment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reg {
    X(u32),
    Y(u32),
}

/// A node of a term template: a clause's head argument or body argument
/// as a tree in the template arena; children are consecutive nodes.
#[derive(Clone, Copy, Debug)]
pub enum TNode {
    /// A clause variable; `first` marks its first occurrence in
    /// execution order.
    Var(Reg, bool),
    /// An anonymous variable.
    Void,
    /// An atom, integer or float.
    Const(Cell),
    /// A string literal: index into the string table.
    Text(u32),
    /// A big integer literal: index of its decimal text in the string
    /// table (code holds no heap addresses, so not a `Cell::Big`).
    Big(u32),
    /// A compound: name, arity, index of the first child.
    Str(Atom, u32, u32),
    /// A list cell: index of the head; the tail follows.
    Lst(u32),
}

/// The functor of an arithmetic node: resolved when it is evaluable, so
/// evaluation needs no lookup by name; otherwise its name, for the
/// `type_error(evaluable, Name/Arity)` raised once its arguments are
/// evaluated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AFun {
    Known(Func),
    Unknown(Atom),
}

/// A node of a compiled arithmetic expression.
#[derive(Clone, Copy, Debug)]
pub enum ANode {
    Reg(Reg),
    Num(Cell),
    /// Unary evaluable: functor, child.
    Op1(AFun, u32),
    /// Binary evaluable: functor, left, right.
    Op2(AFun, u32, u32),
    /// Anything else (a string, a list, arity > 2): built as a term from
    /// the template and evaluated by the general evaluator.
    Term(u32),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
}

#[derive(Clone, Copy, Debug)]
pub enum Instr {
    /// Head: a first-occurrence variable takes argument register `A`.
    GetVar(Reg, u32),
    /// Head: unify a seen variable with argument register `A`.
    GetVal(Reg, u32),
    GetConst(Cell, u32),
    /// Head: unify argument `A` with a template.
    GetTerm(u32, u32),
    /// Head: argument `A` is a list cell (read mode) or unbound (write
    /// mode: a new list cell is built); the next two Unify* instructions
    /// handle head and tail.
    GetList(u32),
    /// Head: GetList followed by two variable arguments, fused. Flag bit
    /// 0 (1) set means the head (tail) variable was seen before.
    GetList2(Reg, Reg, u32, u8),
    /// Head: as GetList for a compound `name/arity`.
    GetStruct(Atom, u32, u32),
    /// Body: build a list cell / compound into argument `A` (write mode).
    PutList(u32),
    PutStruct(Atom, u32, u32),
    /// One argument of the structure opened by Get*/Put*: a first
    /// occurrence, a seen variable, a constant, an anonymous variable.
    UnifyVar(Reg),
    UnifyVal(Reg),
    UnifyConst(Cell),
    UnifyVoid,
    PutVar(Reg, u32),
    PutVal(Reg, u32),
    PutConst(Cell, u32),
    /// Build a template into argument register `A`.
    PutTerm(u32, u32),
    Allocate(u32),
    Deallocate,
    /// Call predicate number `P`; continue after this instruction.
    Call(u32),
    /// Tail call predicate `P`.
    Execute(u32),
    Proceed,
    /// An inline deterministic builtin on argument registers 0..n;
    /// the predicate number is for error contexts.
    Builtin(Builtin, u32),
    /// `X is Expr` where X is a first occurrence.
    IsFirst(Reg, u32),
    /// `X is Y + K` (or `- K`), X a first occurrence: small-integer fast
    /// path, falling back to evaluating the expression tree.
    IsAdd(Reg, Reg, i16, u32),
    /// `T is Expr` unifying with a register.
    IsVal(Reg, u32),
    /// Arithmetic comparison of two expressions.
    Compare(CmpOp, u32, u32),
    /// Save the cut barrier of this clause (B at call time).
    GetB0(Reg),
    /// Save the current choicepoint height.
    GetB(Reg),
    /// Cut back to a saved height.
    CutTo(Reg),
    /// `*->`: disable the choicepoint just below a saved height.
    SoftCut(Reg),
    Fail,
    /// End of a query: a solution was found.
    Succeed,
    /// End of a catch/3 goal.
    CatchExit,
}

/// A register an instruction may overwrite (`Effect::AllX`: every
/// temporary register, as a call does).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    Writes(Reg),
    AllX,
}

impl Instr {
    /// Every register this instruction may write, given the code arena
    /// its templates and expression trees live in. The match has no
    /// catch-all arm: a new instruction must declare what it writes, and
    /// the compiler's register keeping (which must not let anything
    /// overwrite a kept argument register) relies on it.
    pub fn writes(self, code: &super::Code, mut f: impl FnMut(Effect)) {
        let mut reg = |r: Reg| f(Effect::Writes(r));
        match self {
            Instr::GetVar(r, _) | Instr::UnifyVar(r) | Instr::GetB0(r) | Instr::GetB(r) => reg(r),
            Instr::GetList2(r1, r2, _, flags) => {
                if flags & 1 == 0 {
                    reg(r1)
                }
                if flags & 2 == 0 {
                    reg(r2)
                }
            }
            Instr::PutList(a) | Instr::PutStruct(_, _, a) | Instr::PutVal(_, a) => reg(Reg::X(a)),
            Instr::PutConst(_, a) => reg(Reg::X(a)),
            Instr::PutVar(r, a) => {
                reg(r);
                reg(Reg::X(a))
            }
            Instr::GetTerm(t, _) => code.template_writes(t, &mut reg),
            Instr::PutTerm(t, a) => {
                reg(Reg::X(a));
                code.template_writes(t, &mut reg)
            }
            Instr::IsFirst(r, e) | Instr::IsAdd(r, _, _, e) => {
                reg(r);
                code.arith_writes(e, &mut reg)
            }
            Instr::IsVal(_, e) => code.arith_writes(e, &mut reg),
            Instr::Compare(_, l, r) => {
                code.arith_writes(l, &mut reg);
                code.arith_writes(r, &mut reg)
            }
            Instr::Call(_) | Instr::Execute(_) => f(Effect::AllX),
            // Builtins read their argument registers and write none.
            Instr::Builtin(..)
            | Instr::GetVal(..)
            | Instr::GetConst(..)
            | Instr::GetList(_)
            | Instr::GetStruct(..)
            | Instr::UnifyVal(_)
            | Instr::UnifyConst(_)
            | Instr::UnifyVoid
            | Instr::Allocate(_)
            | Instr::Deallocate
            | Instr::Proceed
            | Instr::CutTo(_)
            | Instr::SoftCut(_)
            | Instr::Fail
            | Instr::Succeed
            | Instr::CatchExit => {}
        }
    }
}

impl super::Code {
    /// The registers a template sets: its first-occurrence variables.
    fn template_writes(&self, t: u32, f: &mut impl FnMut(Reg)) {
        let mut stack = vec![t];
        while let Some(t) = stack.pop() {
            match self.tmpl[t as usize] {
                TNode::Var(r, true) => f(r),
                TNode::Str(_, n, ch) => stack.extend(ch..ch + n),
                TNode::Lst(ch) => stack.extend([ch, ch + 1]),
                TNode::Var(_, false)
                | TNode::Void
                | TNode::Const(_)
                | TNode::Text(_)
                | TNode::Big(_) => {}
            }
        }
    }

    /// The registers evaluating an expression tree sets: those of the
    /// templates of its non-arithmetic leaves.
    fn arith_writes(&self, e: u32, f: &mut impl FnMut(Reg)) {
        let mut stack = vec![e];
        while let Some(e) = stack.pop() {
            match self.anodes[e as usize] {
                ANode::Op1(_, a) => stack.push(a),
                ANode::Op2(_, a, b) => stack.extend([a, b]),
                ANode::Term(t) => self.template_writes(t, f),
                ANode::Reg(_) | ANode::Num(_) => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    /// The instruction loop copies an `Instr` per step; keep it at three
    /// words.
    #[test]
    fn instructions_stay_three_words() {
        assert_eq!(std::mem::size_of::<super::Instr>(), 24);
    }
}
