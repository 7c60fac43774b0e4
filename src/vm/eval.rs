//! Evaluating compiled arithmetic: the expression trees that `is/2` and
//! the comparisons compile to, read straight from registers.
//!
//! Two evaluators. The small one walks a tree whose leaves are small
//! integers and floats with the `Copy` kernels of `arith::small`, so the
//! common case builds no `Num`, allocates nothing and carries no drop
//! glue. It gives up (without side effects) on anything else: a big
//! integer, an overflow, an error, a string or list leaf, an unknown
//! functor, a tree deeper than [`SMALL_DEPTH`]. The general one then
//! evaluates the whole tree again over `Num`, out of line.
//!
//! **Invariant:** evaluation runs in bounded native stack: the small
//! evaluator recurses at most [`SMALL_DEPTH`] deep, and the general one
//! uses an explicit stack, so expressions nested a million deep evaluate
//! in constant native stack.

use std::cmp::Ordering;

use super::Machine;
use crate::builtins::arith::{self, small, small::Small, Num};
use crate::builtins::{instantiation_error, Flow};
use crate::compile::{AFun, ANode, CmpOp, ExprId};
use crate::term::Cell;

/// Deepest tree the small evaluator takes on; it recurses natively, so
/// this bounds its stack.
const SMALL_DEPTH: u32 = 16;

/// Whether an arithmetic comparison holds; a NaN compares false except
/// under `=\=`.
#[inline]
fn holds(op: CmpOp, o: Option<Ordering>) -> bool {
    match op {
        CmpOp::Eq => o == Some(Ordering::Equal),
        CmpOp::Ne => o != Some(Ordering::Equal),
        CmpOp::Lt => o == Some(Ordering::Less),
        CmpOp::Gt => o == Some(Ordering::Greater),
        CmpOp::Le => matches!(o, Some(Ordering::Less | Ordering::Equal)),
        CmpOp::Ge => matches!(o, Some(Ordering::Greater | Ordering::Equal)),
    }
}

impl Machine {
    /// The value of the tree at `i` if the small evaluator can find it,
    /// recursing at most `depth` levels.
    #[inline]
    fn small(&self, i: ExprId, depth: u32) -> Option<Small> {
        match self.code[i] {
            ANode::Reg(r) => match self.cx.st.deref(self.get(r)) {
                Cell::Int(n) => Some(Small::Int(n)),
                Cell::Flt(f) => Some(Small::Float(f)),
                _ => None,
            },
            ANode::Num(Cell::Int(n)) => Some(Small::Int(n)),
            ANode::Num(Cell::Flt(f)) => Some(Small::Float(f)),
            ANode::Op2(AFun::Known(f), a, b) if depth > 0 => {
                let x = self.small(a, depth - 1)?;
                let y = self.small(b, depth - 1)?;
                small::apply2(f, x, y)
            }
            ANode::Op1(AFun::Known(f), a) if depth > 0 => {
                small::apply1(f, self.small(a, depth - 1)?)
            }
            _ => None,
        }
    }

    /// `is/2`: the cell holding the value of a compiled expression (a big
    /// integer is pushed on the heap); errors come in `is/2`'s context.
    ///
    /// Out of line, like [`Machine::compare`], so the instruction loop
    /// stays small.
    #[inline(never)]
    pub(crate) fn is_value(&mut self, root: ExprId) -> Result<Cell, Flow> {
        match self.small(root, SMALL_DEPTH) {
            Some(Small::Int(i)) => Ok(Cell::Int(i)),
            Some(Small::Float(f)) => Ok(Cell::Flt(f)),
            None => self.is_value_general(root),
        }
    }

    #[cold]
    #[inline(never)]
    fn is_value_general(&mut self, root: ExprId) -> Result<Cell, Flow> {
        match self.eval_tree(root) {
            Ok(n) => Ok(arith::num_cell(&mut self.cx.st, n)),
            Err(f) => Err(self.arith_ball(f, "is", 2)),
        }
    }

    /// An arithmetic comparison of two compiled expressions, evaluated
    /// left first; errors come in the comparison's context.
    #[inline(never)]
    pub(crate) fn compare(&mut self, op: CmpOp, l: ExprId, r: ExprId) -> Result<bool, Flow> {
        if let Some(a) = self.small(l, SMALL_DEPTH) {
            if let Some(b) = self.small(r, SMALL_DEPTH) {
                return Ok(holds(op, small::compare(a, b)));
            }
        }
        self.compare_general(op, l, r)
    }

    #[cold]
    #[inline(never)]
    fn compare_general(&mut self, op: CmpOp, l: ExprId, r: ExprId) -> Result<bool, Flow> {
        let ab = self.eval_tree(l).and_then(|a| Ok((a, self.eval_tree(r)?)));
        match ab {
            Ok((a, b)) => Ok(holds(op, arith::num_partial_cmp(&a, &b))),
            Err(f) => {
                let name = op.name();
                Err(self.arith_ball(f, name, 2))
            }
        }
    }

    /// Applies a node's functor to evaluated arguments.
    fn apply_fun(&mut self, f: AFun, args: &[Num]) -> Result<Num, Flow> {
        match f {
            AFun::Known(f) => arith::apply(&mut self.cx, f, args),
            AFun::Unknown(name) => arith::eval_fn(&mut self.cx, name, args),
        }
    }

    /// The general evaluator: any tree, over `Num`.
    fn eval_tree(&mut self, root: ExprId) -> Result<Num, Flow> {
        // Post-order evaluation with an explicit stack of pending nodes.
        enum W {
            Visit(ExprId),
            Apply(ExprId),
        }
        let mut work = vec![W::Visit(root)];
        let mut vals: Vec<Num> = Vec::new();
        while let Some(w) = work.pop() {
            match w {
                W::Visit(i) => match self.code[i] {
                    ANode::Reg(r) => {
                        let c = self.get(r);
                        let v = match self.cx.st.deref(c) {
                            Cell::Int(n) => Num::Int(n),
                            Cell::Flt(f) => Num::Float(f),
                            other => arith::eval(&mut self.cx, other)?,
                        };
                        vals.push(v);
                    }
                    ANode::Num(c) => {
                        let v = match c {
                            Cell::Int(n) => Num::Int(n),
                            Cell::Flt(f) => Num::Float(f),
                            Cell::Var(_) => return Err(instantiation_error()),
                            other => arith::eval(&mut self.cx, other)?,
                        };
                        vals.push(v);
                    }
                    ANode::Op1(_, a) => {
                        work.push(W::Apply(i));
                        work.push(W::Visit(a));
                    }
                    // The second argument first, as SWI-Prolog (see
                    // `arith::eval`).
                    ANode::Op2(_, a, b) => {
                        work.push(W::Apply(i));
                        work.push(W::Visit(a));
                        work.push(W::Visit(b));
                    }
                    ANode::Term(t) => {
                        let c = self.build_root(t);
                        vals.push(arith::eval(&mut self.cx, c)?);
                    }
                },
                W::Apply(i) => match self.code[i] {
                    ANode::Op1(f, _) => {
                        let a = vals.pop().unwrap();
                        let v = self.apply_fun(f, &[a])?;
                        vals.push(v);
                    }
                    ANode::Op2(f, _, _) => {
                        let a = vals.pop().unwrap();
                        let b = vals.pop().unwrap();
                        let v = self.apply_fun(f, &[a, b])?;
                        vals.push(v);
                    }
                    _ => unreachable!(),
                },
            }
        }
        Ok(vals.pop().unwrap())
    }
}
