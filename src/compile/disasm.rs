//! The disassembler: one instruction as a line of text, for `vm_list/1`.
//!
//! An instruction is written as its name in snake case and its operands:
//! registers `x0`, `x1`, ... (one file: a call's arguments are its first
//! registers), environment slots `y0`, ..., atoms and numbers as
//! `writeq/1` writes them, functors and predicates as `Name/Arity`.
//! Templates are written as terms, with `_` for an anonymous variable
//! and `^x3` where a variable occurs first (the register is set there);
//! arithmetic trees in functional notation, a resolved evaluable named
//! by the function it was resolved to (`add(x1,1)`), an unknown one by
//! its name.
//!
//! **Invariant:** the match over instructions has no catch-all arm, and
//! walks over templates and expression trees use explicit stacks.

use super::{AFun, ANode, Code, ExprId, Instr, Operand, Reg, TNode, TemplateId};
use crate::builtins::write::{term_to_string, WriteOpts};
use crate::reader::OpTable;
use crate::term::{atom, Atom, Cell, Store};

/// What the disassembler needs to name things.
pub struct Names<'a> {
    pub st: &'a Store,
    pub ops: &'a OpTable,
    /// `Name/Arity` of a predicate number.
    pub pred: &'a dyn Fn(u32) -> String,
}

impl Names<'_> {
    fn constant(&self, c: Cell) -> String {
        match c {
            // The compiler's mark for a variable first seen inside an
            // expression: unbound when evaluated.
            Cell::Var(_) => "_".into(),
            _ => {
                let opts = WriteOpts {
                    quoted: true,
                    ..WriteOpts::default()
                };
                term_to_string(self.st, self.ops, c, &opts)
            }
        }
    }

    fn functor(&self, f: Atom, n: u32) -> String {
        format!("{}/{n}", self.constant(Cell::Atom(f)))
    }
}

fn reg(r: Reg) -> String {
    match r {
        Reg::X(i) => format!("x{i}"),
        Reg::Y(i) => format!("y{i}"),
    }
}

/// A register where a variable occurs first (`^x3`) or again (`x3`).
fn occurrence(r: Reg, first: bool) -> String {
    if first {
        format!("^{}", reg(r))
    } else {
        reg(r)
    }
}

fn operand(names: &Names, o: Operand) -> String {
    match o {
        Operand::Reg(r) => reg(r),
        Operand::Atom(a) => names.constant(Cell::Atom(a)),
        Operand::Int(i) => i.to_string(),
    }
}

fn arg(a: u32) -> String {
    reg(Reg::X(a))
}

/// One instruction as text.
/// Jump targets are shown relative to `start`, the clause's first
/// instruction, as `vm_list/1` numbers them.
pub fn instruction(code: &Code, names: &Names, ins: Instr, start: u32) -> String {
    let rel = |a: super::CodeAddr| (a.0 as i64 - start as i64).to_string();
    // A test's else address, shown as `else N` when it has one.
    let orelse = |a: super::CodeAddr| match a.0 {
        0 => vec![],
        _ => vec![format!("else {}", rel(a))],
    };
    let (name, ops): (&str, Vec<String>) = match ins {
        Instr::GetVar(r, a) => ("get_var", vec![reg(r), arg(a)]),
        Instr::GetVal(r, a) => ("get_val", vec![reg(r), arg(a)]),
        Instr::GetConst(c, a) => ("get_const", vec![names.constant(c), arg(a)]),
        Instr::GetTerm(t, a) => ("get_term", vec![template(code, names, t), arg(a)]),
        Instr::GetList(a) => ("get_list", vec![arg(a)]),
        Instr::GetList2(r1, r2, a, flags) => (
            "get_list2",
            vec![
                occurrence(r1, flags & 1 == 0),
                occurrence(r2, flags & 2 == 0),
                arg(a),
            ],
        ),
        Instr::GetStruct(f, n, a) => ("get_struct", vec![names.functor(f, n), arg(a)]),
        Instr::PutList(a) => ("put_list", vec![arg(a)]),
        Instr::PutStruct(f, n, a) => ("put_struct", vec![names.functor(f, n), arg(a)]),
        Instr::UnifyVar(r) => ("unify_var", vec![reg(r)]),
        Instr::UnifyVal(r) => ("unify_val", vec![reg(r)]),
        Instr::UnifyConst(c) => ("unify_const", vec![names.constant(c)]),
        Instr::UnifyVoid(1) => ("unify_void", vec![]),
        Instr::UnifyVoid(n) => ("unify_void", vec![n.to_string()]),
        Instr::PutVar(r, a) => ("put_var", vec![reg(r), arg(a)]),
        Instr::PutVal(r, a) => ("put_val", vec![reg(r), arg(a)]),
        Instr::PutConst(c, a) => ("put_const", vec![names.constant(c), arg(a)]),
        Instr::PutTerm(t, a) => ("put_term", vec![template(code, names, t), arg(a)]),
        Instr::Allocate(n) => ("allocate", vec![n.to_string()]),
        Instr::Deallocate => ("deallocate", vec![]),
        Instr::Call(p) => ("call", vec![(names.pred)(p.0)]),
        Instr::Execute(p) => ("execute", vec![(names.pred)(p.0)]),
        Instr::Proceed => ("proceed", vec![]),
        Instr::Builtin(p) => ("builtin", vec![(names.pred)(p.0)]),
        Instr::IsFirst(r, e) => ("is_first", [vec![reg(r)], expr(code, names, e)].concat()),
        Instr::IsAdd(r, src, k, e) => (
            "is_add",
            [vec![reg(r), reg(src), k.to_string()], expr(code, names, e)].concat(),
        ),
        Instr::IsVal(r, e) => ("is_val", [vec![reg(r)], expr(code, names, e)].concat()),
        Instr::Compare(op, e, to) => (
            "compare",
            [vec![op.name().into()], expr(code, names, e), orelse(to)].concat(),
        ),
        Instr::TypeTest(t, r, to) => (
            "type_test",
            [vec![t.name().into(), reg(r)], orelse(to)].concat(),
        ),
        Instr::TermCmp(op, l, r, to) => (
            "term_cmp",
            [
                vec![op.name().into(), operand(names, l), operand(names, r)],
                orelse(to),
            ]
            .concat(),
        ),
        Instr::GetB0(r) => ("get_b0", vec![reg(r)]),
        Instr::GetB(r) => ("get_b", vec![reg(r)]),
        Instr::CutTo(r) => ("cut_to", vec![reg(r)]),
        Instr::SoftCut(r) => ("soft_cut", vec![reg(r)]),
        Instr::SsuCheck => ("ssu_check", vec![]),
        Instr::Fail => ("fail", vec![]),
        Instr::Succeed => ("succeed", vec![]),
        Instr::CatchExit => ("catch_exit", vec![]),
        Instr::CleanupResume => ("cleanup_resume", vec![]),
        Instr::Retry => ("retry", vec![]),
        Instr::TryElse(to, n) => ("try_else", vec![rel(to), n.to_string()]),
        Instr::Jump(to) => ("jump", vec![rel(to)]),
    };
    if ops.is_empty() {
        name.to_string()
    } else {
        format!("{name} {}", ops.join(", "))
    }
}

/// A template as a term: compounds in functional notation, lists in
/// brackets.
fn template(code: &Code, names: &Names, t: TemplateId) -> String {
    enum W {
        Node(TemplateId),
        /// The tail of a list whose elements are being written.
        Tail(TemplateId),
        Lit(&'static str),
    }
    let mut out = String::new();
    let mut work = vec![W::Node(t)];
    while let Some(w) = work.pop() {
        match w {
            W::Lit(s) => out.push_str(s),
            W::Node(t) => match code[t] {
                TNode::Var(r, first) => out.push_str(&occurrence(r, first)),
                TNode::Void => out.push('_'),
                TNode::Const(c) => out.push_str(&names.constant(c)),
                TNode::Text(s) => out.push_str(&quoted_string(&code[s])),
                TNode::Big(s) => out.push_str(&code[s]),
                TNode::Str(f, n, ch) => {
                    out.push_str(&names.constant(Cell::Atom(f)));
                    out.push('(');
                    work.push(W::Lit(")"));
                    for i in (0..n).rev() {
                        work.push(W::Node(ch.at(i)));
                        if i > 0 {
                            work.push(W::Lit(","));
                        }
                    }
                }
                TNode::Lst(ch) => {
                    out.push('[');
                    work.push(W::Tail(ch.at(1)));
                    work.push(W::Node(ch));
                }
            },
            W::Tail(t) => match code[t] {
                TNode::Lst(ch) => {
                    out.push(',');
                    work.push(W::Tail(ch.at(1)));
                    work.push(W::Node(ch));
                }
                TNode::Const(Cell::Atom(atom::NIL)) => out.push(']'),
                _ => {
                    out.push('|');
                    work.push(W::Lit("]"));
                    work.push(W::Node(t));
                }
            },
        }
    }
    out
}

/// A string literal as Prolog writes it quoted.
fn quoted_string(s: &str) -> String {
    let mut out = String::from("\"");
    for ch in s.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The expressions of an arithmetic run in functional notation: one for
/// `is/2`, the two sides of a comparison.
fn expr(code: &Code, names: &Names, e: ExprId) -> Vec<String> {
    let fun = |f: AFun| match f {
        AFun::Known(f) => snake_case(&format!("{f:?}")),
        AFun::Unknown(a) => names.constant(Cell::Atom(a)),
    };
    let mut stack: Vec<String> = Vec::new();
    for &n in &code.anodes[e.0 as usize..] {
        let s = match n {
            ANode::Reg(r) => reg(r),
            ANode::Int(i) => names.constant(Cell::Int(i)),
            ANode::Flt(f) => names.constant(Cell::Flt(f)),
            ANode::Num(c) => names.constant(c),
            ANode::Op1(f) => {
                let a = stack.pop().unwrap_or_default();
                format!("{}({a})", fun(f))
            }
            ANode::Op2(f) => {
                let a = stack.pop().unwrap_or_default();
                let b = stack.pop().unwrap_or_default();
                format!("{}({a},{b})", fun(f))
            }
            ANode::Op2Reg(f, r) => {
                let b = stack.pop().unwrap_or_default();
                format!("{}({},{b})", fun(f), reg(r))
            }
            ANode::Op2Int(f, k) => {
                let b = stack.pop().unwrap_or_default();
                format!("{}({},{b})", fun(f), names.constant(Cell::Int(k)))
            }
            ANode::Term(t) => template(code, names, t),
            ANode::End => break,
        };
        stack.push(s);
    }
    stack
}

/// `IntDiv` as `int_div`.
fn snake_case(s: &str) -> String {
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}
