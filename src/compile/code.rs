//! The instruction set of the abstract machine and the code arena.
//!
//! Everything here is `Copy`, so the machine can fetch an instruction and
//! then mutate its own state without borrowing the code arena. Indexes
//! into the arena are typed (`TemplateId`, `ExprId`, `StrId`), and each
//! kind of node says, in one exhaustive match, what it writes
//! (`Instr::writes`) and how it moves when the arena is rebuilt
//! (`relocate`): a new instruction or node does not compile until both
//! are decided.

use std::ops::{Index, IndexMut};

use crate::builtins::arith::Func;
use crate::builtins::terms::{TermOp, TypeTest};
use crate::term::{Atom, Cell};

macro_rules! arena_index {
    ($(#[$doc:meta])* $name:ident, $part:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(transparent)]
        pub struct $name(pub u32);

        impl $name {
            /// Where this index points after a rebuild moved its clause.
            #[inline]
            pub fn relocate(self, r: &Relocation) -> Self {
                Self(self.0 - r.from[$part] + r.to[$part])
            }
        }
    };
}

arena_index!(
    /// A node of the template arena (`Code::tmpl`).
    TemplateId,
    1
);
arena_index!(
    /// A node of the arithmetic-expression arena (`Code::anodes`).
    ExprId,
    2
);
arena_index!(
    /// An entry of the string table (`Code::strings`): a string literal,
    /// or a big integer literal as decimal text.
    StrId,
    3
);

macro_rules! consecutive_children {
    ($($name:ident),*) => {$(
        impl $name {
            /// The node `i` places after this one (a node's children are
            /// consecutive).
            #[inline]
            pub fn at(self, i: u32) -> Self {
                Self(self.0 + i)
            }
        }
    )*};
}

consecutive_children!(TemplateId);

/// A predicate number, as an instruction's operand: an index into the
/// database's predicate table (`vm::db`). It does not move when the
/// code arena is rebuilt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(transparent)]
pub struct PredId(pub u32);

/// An address in the code arena: the index of an instruction. What the
/// machine runs from (`p`), returns to (`cpc`, a frame's CP, a
/// choicepoint's continuation) and where a clause starts. Addresses move
/// when the arena is rebuilt (see `vm/reclaim.rs`), so each holder is
/// relocated there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[repr(transparent)]
pub struct CodeAddr(pub u32);

impl CodeAddr {
    /// The address `n` instructions further on.
    pub fn add(self, n: u32) -> CodeAddr {
        CodeAddr(self.0 + n)
    }
    /// Where this address (a jump target inside a clause) points after
    /// a rebuild moved its clause.
    pub fn relocate(self, r: &Relocation) -> CodeAddr {
        CodeAddr(self.0 - r.from[0] + r.to[0])
    }
    /// A test's else address after a rebuild: 0 (none) stays 0.
    pub fn relocate_else(self, r: &Relocation) -> CodeAddr {
        if self.0 == 0 {
            self
        } else {
            self.relocate(r)
        }
    }
}

impl Index<CodeAddr> for Code {
    type Output = Instr;
    #[inline]
    fn index(&self, a: CodeAddr) -> &Instr {
        &self.instrs[a.0 as usize]
    }
}

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

    /// Drops everything added since `marks`.
    pub fn truncate(&mut self, marks: [u32; 4]) {
        self.instrs.truncate(marks[0] as usize);
        self.tmpl.truncate(marks[1] as usize);
        self.anodes.truncate(marks[2] as usize);
        self.strings.truncate(marks[3] as usize);
    }

    /// Adds a template node.
    pub fn push_tmpl(&mut self, n: TNode) -> TemplateId {
        self.tmpl.push(n);
        TemplateId(self.tmpl.len() as u32 - 1)
    }

    /// Adds an arithmetic node.
    pub fn push_expr(&mut self, n: ANode) -> ExprId {
        self.anodes.push(n);
        ExprId(self.anodes.len() as u32 - 1)
    }

    /// Adds a string-table entry.
    pub fn push_str(&mut self, s: &str) -> StrId {
        self.strings.push(s.into());
        StrId(self.strings.len() as u32 - 1)
    }
}

impl Index<TemplateId> for Code {
    type Output = TNode;
    #[inline]
    fn index(&self, i: TemplateId) -> &TNode {
        &self.tmpl[i.0 as usize]
    }
}

impl IndexMut<TemplateId> for Code {
    #[inline]
    fn index_mut(&mut self, i: TemplateId) -> &mut TNode {
        &mut self.tmpl[i.0 as usize]
    }
}

impl Index<ExprId> for Code {
    type Output = ANode;
    #[inline]
    fn index(&self, i: ExprId) -> &ANode {
        &self.anodes[i.0 as usize]
    }
}

impl IndexMut<ExprId> for Code {
    #[inline]
    fn index_mut(&mut self, i: ExprId) -> &mut ANode {
        &mut self.anodes[i.0 as usize]
    }
}

impl Index<StrId> for Code {
    type Output = str;
    #[inline]
    fn index(&self, i: StrId) -> &str {
        &self.strings[i.0 as usize]
    }
}

/// Where one clause's stretch of each arena (instructions, templates,
/// arithmetic nodes, strings, as in `Code::marks`) started before a
/// rebuild (`from`) and starts after it (`to`).
#[derive(Clone, Copy, Debug)]
pub struct Relocation {
    pub from: [u32; 4],
    pub to: [u32; 4],
}

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
    /// A string literal.
    Text(StrId),
    /// A big integer literal, as decimal text (code holds no heap
    /// addresses, so not a `Cell::Big`).
    Big(StrId),
    /// A compound: name, arity, first child.
    Str(Atom, u32, TemplateId),
    /// A list cell: its head; the tail follows.
    Lst(TemplateId),
}

impl TNode {
    /// Every atom this node holds (a constant's or a functor's name), for
    /// atom garbage collection. Exhaustive, like `relocate`.
    pub fn atoms(self, mut f: impl FnMut(Atom)) {
        match self {
            TNode::Const(Cell::Atom(a)) | TNode::Str(a, _, _) => f(a),
            TNode::Const(_)
            | TNode::Var(..)
            | TNode::Void
            | TNode::Text(_)
            | TNode::Big(_)
            | TNode::Lst(_) => {}
        }
    }

    /// This node after a rebuild moved its clause.
    pub fn relocate(self, r: &Relocation) -> TNode {
        match self {
            TNode::Text(s) => TNode::Text(s.relocate(r)),
            TNode::Big(s) => TNode::Big(s.relocate(r)),
            TNode::Str(f, n, ch) => TNode::Str(f, n, ch.relocate(r)),
            TNode::Lst(ch) => TNode::Lst(ch.relocate(r)),
            TNode::Var(..) | TNode::Void | TNode::Const(_) => self,
        }
    }
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

/// One step of a compiled arithmetic expression. An expression is a run
/// of consecutive nodes in postfix order ending with `End`: a leaf pushes
/// its value, a function replaces its arguments on the value stack by its
/// value. Arguments come last one first, the order SWI-Prolog evaluates
/// them in (`A - B` is `B, A, sub`), so the first argument is on top when
/// the function runs. A comparison's run holds both sides, left first, and
/// leaves two values.
#[derive(Clone, Copy, Debug)]
pub enum ANode {
    Reg(Reg),
    Int(i64),
    Flt(f64),
    /// Any other constant: an atom (`pi`, or a non-evaluable one), or
    /// `Cell::Var` for a variable's first occurrence (unbound when the
    /// expression runs, so an instantiation error).
    Num(Cell),
    /// Unary evaluable: replaces the top value.
    Op1(AFun),
    /// Binary evaluable: pops its first argument, then its second.
    Op2(AFun),
    /// `Reg(r), Op2(f)` fused: a binary evaluable whose first argument is
    /// a register (evaluated now, after the second, which is on top).
    Op2Reg(AFun, Reg),
    /// `Int(k), Op2(f)` fused: a binary evaluable whose first argument is
    /// an integer constant.
    Op2Int(AFun, i64),
    /// Anything else (a string, a list, arity > 2): built as a term from
    /// the template and evaluated by the general evaluator.
    Term(TemplateId),
    /// The end of the expression.
    End,
}

impl ANode {
    /// Every atom this node holds: a constant, or the name of a function
    /// not known at compile time (kept for its error). Exhaustive.
    pub fn atoms(self, mut f: impl FnMut(Atom)) {
        match self {
            ANode::Num(Cell::Atom(a))
            | ANode::Op1(AFun::Unknown(a))
            | ANode::Op2(AFun::Unknown(a))
            | ANode::Op2Reg(AFun::Unknown(a), _)
            | ANode::Op2Int(AFun::Unknown(a), _) => f(a),
            ANode::Num(_)
            | ANode::Op2Reg(AFun::Known(_), _)
            | ANode::Op2Int(AFun::Known(_), _)
            | ANode::Int(_)
            | ANode::Flt(_)
            | ANode::Op1(AFun::Known(_))
            | ANode::Op2(AFun::Known(_))
            | ANode::Reg(_)
            | ANode::Term(_)
            | ANode::End => {}
        }
    }

    /// This node after a rebuild moved its clause.
    pub fn relocate(self, r: &Relocation) -> ANode {
        match self {
            ANode::Term(t) => ANode::Term(t.relocate(r)),
            ANode::Reg(_)
            | ANode::Int(_)
            | ANode::Flt(_)
            | ANode::Num(_)
            | ANode::Op1(_)
            | ANode::Op2(_)
            | ANode::Op2Reg(..)
            | ANode::Op2Int(..)
            | ANode::End => self,
        }
    }
}

/// An operand of `Instr::TermCmp`: a variable's register, or a constant
/// small enough to sit in the instruction (other constants compile the
/// comparison as a builtin call).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    Reg(Reg),
    Atom(Atom),
    Int(i32),
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

impl CmpOp {
    /// Every variant, in declaration order: `ALL[v as usize] == v` (a saved
    /// state, `vm/saved`, stores the index).
    pub const ALL: [CmpOp; 6] = [
        CmpOp::Eq,
        CmpOp::Ne,
        CmpOp::Lt,
        CmpOp::Gt,
        CmpOp::Le,
        CmpOp::Ge,
    ];
}

impl CmpOp {
    /// The comparison as Prolog names it (`=:=`, `<`, ...).
    pub fn name(self) -> &'static str {
        match self {
            CmpOp::Eq => "=:=",
            CmpOp::Ne => "=\\=",
            CmpOp::Lt => "<",
            CmpOp::Gt => ">",
            CmpOp::Le => "=<",
            CmpOp::Ge => ">=",
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub enum Instr {
    /// Head: a first-occurrence variable takes argument register `A`.
    GetVar(Reg, u32),
    /// Head: unify a seen variable with argument register `A`.
    GetVal(Reg, u32),
    GetConst(Cell, u32),
    /// Head: unify argument `A` with a template.
    GetTerm(TemplateId, u32),
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
    /// `n` anonymous variables in a row.
    UnifyVoid(u32),
    PutVar(Reg, u32),
    PutVal(Reg, u32),
    PutConst(Cell, u32),
    /// Build a template into argument register `A`.
    PutTerm(TemplateId, u32),
    Allocate(u32),
    Deallocate,
    /// Call predicate `P`; continue after this instruction.
    Call(PredId),
    /// Tail call predicate `P`.
    Execute(PredId),
    Proceed,
    /// An inline deterministic builtin on argument registers 0..n: the
    /// predicate's `PredKind::Builtin` function, called straight away.
    Builtin(PredId),
    /// `X is Expr` where X is a first occurrence.
    IsFirst(Reg, ExprId),
    /// `X is Y + K` (or `- K`), X a first occurrence: small-integer fast
    /// path, falling back to evaluating the expression tree.
    IsAdd(Reg, Reg, i16, ExprId),
    /// `T is Expr` unifying with a register.
    IsVal(Reg, ExprId),
    /// Arithmetic comparison: one expression run holding the left side,
    /// then the right. These three tests take an else address: when it
    /// is not 0, a false test continues there instead of failing (the
    /// condition of an if-then-else made only of tests: no choicepoint).
    Compare(CmpOp, ExprId, CodeAddr),
    /// A type test (`var/1`, `atom/1`, ...) on a variable already seen,
    /// read straight from its register: the builtin without the call.
    TypeTest(TypeTest, Reg, CodeAddr),
    /// A standard-order comparison (`==/2`, `@</2`, ...) of two
    /// operands, at least one a register.
    TermCmp(TermOp, Operand, Operand, CodeAddr),
    /// Save the cut barrier of this clause (B at call time).
    GetB0(Reg),
    /// Save the current choicepoint height.
    GetB(Reg),
    /// Cut back to a saved height.
    CutTo(Reg),
    /// `*->`: disable the choicepoint just below a saved height.
    SoftCut(Reg),
    /// `'$ssu_check'` in a rule (`vm/ssu.rs`): fail if head matching
    /// bound a variable of the call.
    SsuCheck,
    Fail,
    /// End of a query: a solution was found.
    Succeed,
    /// End of a catch/3 goal.
    CatchExit,
    /// After the cleanup handlers a cut ran: restore the registers and
    /// continue after the cut (see `vm/cleanup.rs`).
    CleanupResume,
    /// Backtracking into a nondeterministic builtin: call it again with
    /// the newest choicepoint's state (see `vm/run.rs`).
    Retry,
    /// An if-then-else compiled inline: push a choicepoint that saves
    /// the first `n` registers and, when backtracked into, continues at
    /// the else branch (the address) in the same environment.
    TryElse(CodeAddr, u32),
    /// Continue at the address (the end of an inline if-then-else's
    /// then branch).
    Jump(CodeAddr),
}

impl Instr {
    /// Every atom this instruction holds itself (a constant, a functor's
    /// name); those of its templates and expression trees are their
    /// nodes'. For atom garbage collection: a match with no catch-all arm,
    /// so a new instruction that holds an atom cannot be forgotten.
    pub fn atoms(self, mut f: impl FnMut(Atom)) {
        match self {
            Instr::GetConst(Cell::Atom(a), _)
            | Instr::PutConst(Cell::Atom(a), _)
            | Instr::UnifyConst(Cell::Atom(a))
            | Instr::GetStruct(a, _, _)
            | Instr::PutStruct(a, _, _) => f(a),
            Instr::TermCmp(_, l, r, _) => {
                for o in [l, r] {
                    if let Operand::Atom(a) = o {
                        f(a)
                    }
                }
            }
            Instr::GetConst(..)
            | Instr::PutConst(..)
            | Instr::UnifyConst(_)
            | Instr::GetVar(..)
            | Instr::GetVal(..)
            | Instr::GetTerm(..)
            | Instr::GetList(_)
            | Instr::GetList2(..)
            | Instr::PutList(_)
            | Instr::UnifyVar(_)
            | Instr::UnifyVal(_)
            | Instr::UnifyVoid(_)
            | Instr::PutVar(..)
            | Instr::PutVal(..)
            | Instr::PutTerm(..)
            | Instr::Allocate(_)
            | Instr::Deallocate
            | Instr::Call(_)
            | Instr::Execute(_)
            | Instr::Proceed
            | Instr::Builtin(..)
            | Instr::IsFirst(..)
            | Instr::IsAdd(..)
            | Instr::IsVal(..)
            | Instr::Compare(..)
            | Instr::TypeTest(..)
            | Instr::GetB0(_)
            | Instr::GetB(_)
            | Instr::CutTo(_)
            | Instr::SoftCut(_)
            | Instr::SsuCheck
            | Instr::Fail
            | Instr::Succeed
            | Instr::CatchExit
            | Instr::CleanupResume
            | Instr::Retry
            | Instr::TryElse(..)
            | Instr::Jump(_) => {}
        }
    }

    /// This instruction after a rebuild moved its clause. No catch-all
    /// arm: an instruction holding an arena index must relocate it.
    pub fn relocate(self, r: &Relocation) -> Instr {
        match self {
            Instr::GetTerm(t, a) => Instr::GetTerm(t.relocate(r), a),
            Instr::PutTerm(t, a) => Instr::PutTerm(t.relocate(r), a),
            Instr::IsFirst(x, e) => Instr::IsFirst(x, e.relocate(r)),
            Instr::IsAdd(x, src, k, e) => Instr::IsAdd(x, src, k, e.relocate(r)),
            Instr::IsVal(x, e) => Instr::IsVal(x, e.relocate(r)),
            Instr::Compare(op, e, to) => Instr::Compare(op, e.relocate(r), to.relocate_else(r)),
            Instr::TypeTest(t, x, to) => Instr::TypeTest(t, x, to.relocate_else(r)),
            Instr::TermCmp(op, a, b, to) => Instr::TermCmp(op, a, b, to.relocate_else(r)),
            Instr::TryElse(to, n) => Instr::TryElse(to.relocate(r), n),
            Instr::Jump(to) => Instr::Jump(to.relocate(r)),
            // Registers, constants, atoms and predicate numbers do not move.
            Instr::GetVar(..)
            | Instr::GetVal(..)
            | Instr::GetConst(..)
            | Instr::GetList(_)
            | Instr::GetList2(..)
            | Instr::GetStruct(..)
            | Instr::PutList(_)
            | Instr::PutStruct(..)
            | Instr::UnifyVar(_)
            | Instr::UnifyVal(_)
            | Instr::UnifyConst(_)
            | Instr::UnifyVoid(_)
            | Instr::PutVar(..)
            | Instr::PutVal(..)
            | Instr::PutConst(..)
            | Instr::Allocate(_)
            | Instr::Deallocate
            | Instr::Call(_)
            | Instr::Execute(_)
            | Instr::Proceed
            | Instr::Builtin(..)
            | Instr::GetB0(_)
            | Instr::GetB(_)
            | Instr::CutTo(_)
            | Instr::SoftCut(_)
            | Instr::SsuCheck
            | Instr::Fail
            | Instr::Succeed
            | Instr::CatchExit
            | Instr::CleanupResume
            | Instr::Retry => self,
        }
    }
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
    pub fn writes(self, code: &Code, mut f: impl FnMut(Effect)) {
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
            Instr::IsVal(_, e) | Instr::Compare(_, e, _) => code.arith_writes(e, &mut reg),
            Instr::Call(_) | Instr::Execute(_) => f(Effect::AllX),
            // Only at its fixed address, after a cut's cleanup handlers:
            // it puts back the registers they overwrote.
            Instr::CleanupResume | Instr::Retry => f(Effect::AllX),
            // Builtins read their argument registers and write none;
            // tests read the registers they name.
            Instr::Builtin(..)
            | Instr::TypeTest(..)
            | Instr::TermCmp(..)
            | Instr::GetVal(..)
            | Instr::GetConst(..)
            | Instr::GetList(_)
            | Instr::GetStruct(..)
            | Instr::UnifyVal(_)
            | Instr::UnifyConst(_)
            | Instr::UnifyVoid(_)
            | Instr::Allocate(_)
            | Instr::Deallocate
            | Instr::Proceed
            | Instr::CutTo(_)
            | Instr::SoftCut(_)
            | Instr::SsuCheck
            | Instr::Fail
            | Instr::Succeed
            | Instr::CatchExit
            // Saves registers and restores them when backtracked into.
            | Instr::TryElse(..)
            | Instr::Jump(_) => {}
        }
    }
}

impl Code {
    /// The registers a template sets: its first-occurrence variables.
    fn template_writes(&self, t: TemplateId, f: &mut impl FnMut(Reg)) {
        let mut stack = vec![t];
        while let Some(t) = stack.pop() {
            match self[t] {
                TNode::Var(r, true) => f(r),
                TNode::Str(_, n, ch) => stack.extend((0..n).map(|i| ch.at(i))),
                TNode::Lst(ch) => stack.extend([ch, ch.at(1)]),
                TNode::Var(_, false)
                | TNode::Void
                | TNode::Const(_)
                | TNode::Text(_)
                | TNode::Big(_) => {}
            }
        }
    }

    /// The registers evaluating an expression sets: those of the
    /// templates of its non-arithmetic leaves.
    fn arith_writes(&self, e: ExprId, f: &mut impl FnMut(Reg)) {
        let mut i = e.0 as usize;
        loop {
            match self.anodes[i] {
                ANode::End => return,
                ANode::Term(t) => self.template_writes(t, f),
                ANode::Reg(_)
                | ANode::Int(_)
                | ANode::Flt(_)
                | ANode::Num(_)
                | ANode::Op1(_)
                | ANode::Op2(_)
                | ANode::Op2Reg(..)
                | ANode::Op2Int(..) => {}
            }
            i += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The instruction loop copies an `Instr` per step; keep it at three
    /// words.
    #[test]
    fn instructions_stay_three_words() {
        assert_eq!(std::mem::size_of::<Instr>(), 24);
        assert_eq!(std::mem::size_of::<TemplateId>(), 4);
        // Two fit beside a `TermOp` in `Instr::TermCmp`.
        assert_eq!(std::mem::size_of::<Operand>(), 8);
    }

    /// A clause whose stretches start at 10, 20, 30, 40 moved to 1, 2, 3, 4.
    const MOVED: Relocation = Relocation {
        from: [10, 20, 30, 40],
        to: [1, 2, 3, 4],
    };

    #[test]
    fn relocation_moves_each_index_by_its_own_arena() {
        let t = TemplateId(25);
        let e = ExprId(31);
        assert!(matches!(
            Instr::GetTerm(t, 3).relocate(&MOVED),
            Instr::GetTerm(TemplateId(7), 3)
        ));
        assert!(matches!(
            Instr::Compare(CmpOp::Lt, e, CodeAddr(0)).relocate(&MOVED),
            Instr::Compare(CmpOp::Lt, ExprId(4), CodeAddr(0))
        ));
        assert!(matches!(
            TNode::Big(StrId(41)).relocate(&MOVED),
            TNode::Big(StrId(5))
        ));
        assert!(matches!(
            ANode::Term(t).relocate(&MOVED),
            ANode::Term(TemplateId(7))
        ));
        // Registers and predicate numbers stay.
        assert!(matches!(
            Instr::PutVal(Reg::X(25), 1).relocate(&MOVED),
            Instr::PutVal(Reg::X(25), 1)
        ));
        assert!(matches!(
            Instr::Call(PredId(25)).relocate(&MOVED),
            Instr::Call(PredId(25))
        ));
    }

    fn writes(code: &Code, ins: Instr) -> Vec<Effect> {
        let mut out = Vec::new();
        ins.writes(code, |e| out.push(e));
        out
    }

    #[test]
    fn writes_include_template_first_occurrences() {
        let mut code = Code::default();
        // f(^x5, x6, ^y1)
        let root = code.push_tmpl(TNode::Void);
        let ch = code.push_tmpl(TNode::Var(Reg::X(5), true));
        code.push_tmpl(TNode::Var(Reg::X(6), false));
        code.push_tmpl(TNode::Var(Reg::Y(1), true));
        code[root] = TNode::Str(Atom(0), 3, ch);
        let mut w = writes(&code, Instr::PutTerm(root, 2));
        w.sort_by_key(|e| format!("{e:?}"));
        assert_eq!(
            w,
            [
                Effect::Writes(Reg::X(2)),
                Effect::Writes(Reg::X(5)),
                Effect::Writes(Reg::Y(1))
            ]
        );
        assert_eq!(
            writes(&code, Instr::PutVar(Reg::X(7), 0)),
            [Effect::Writes(Reg::X(7)), Effect::Writes(Reg::X(0))]
        );
        assert_eq!(writes(&code, Instr::Execute(PredId(3))), [Effect::AllX]);
        assert!(writes(&code, Instr::GetVal(Reg::X(1), 0)).is_empty());
    }
}
