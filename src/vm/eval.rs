//! Evaluating compiled arithmetic: the postfix runs of `ANode`s that
//! `is/2` and the comparisons compile to, read straight from registers.
//!
//! Three evaluators, each a loop over the run, tried in turn. The
//! integer one keeps `i64`s (the top in a local, the rest in the
//! machine's fixed `int_stack`), the small one `Copy` small integers and
//! floats (likewise in `small_stack`) with the kernels of
//! `arith::small`; so the common case builds no `Num`, allocates nothing
//! and carries no drop glue. Each gives up (without side effects) on
//! what it does not cover: the integer one on a float, both on a big
//! integer, an overflow, an error, a string or list leaf, an unknown
//! functor, a run needing more than [`SMALL_STACK`] values. The general
//! one then evaluates the whole run again over `Num`, out of line, in
//! the same order as `arith::eval`.
//!
//! **Invariant:** evaluation never recurses natively: both evaluators
//! walk the run in one loop, so expressions nested a million deep
//! evaluate in constant native stack.

use std::cmp::Ordering;

use super::{Machine, XMASK};
use crate::builtins::arith::{self, small, small::Small, Func, Num};
use crate::builtins::{instantiation_error, Flow};
use crate::compile::{AFun, ANode, CmpOp, ExprId, Reg};
use crate::term::Cell;

/// Values the integer and small evaluators hold below the top one; a
/// power of two.
pub(crate) const SMALL_STACK: usize = 16;

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

/// A binary function of small numbers, with the commonest integer
/// functions inline.
/// A binary function of two integers with an integer value.
#[inline(always)]
fn int_op2(f: Func, x: i64, y: i64) -> Option<i64> {
    match f {
        Func::Add => x.checked_add(y),
        Func::Sub => x.checked_sub(y),
        Func::Mul => x.checked_mul(y),
        _ => match small::int2(f, x, y)? {
            Small::Int(i) => Some(i),
            Small::Float(_) => None,
        },
    }
}

#[inline(always)]
fn op2(f: Func, a: Small, b: Small) -> Option<Small> {
    match (a, b) {
        (Small::Int(x), Small::Int(y)) => match f {
            Func::Add => x.checked_add(y).map(Small::Int),
            Func::Sub => x.checked_sub(y).map(Small::Int),
            Func::Mul => x.checked_mul(y).map(Small::Int),
            _ => small::int2(f, x, y),
        },
        _ => op2_float(f, a, b),
    }
}

/// [`op2`] with a float argument, out of line: the rare case.
#[cold]
#[inline(never)]
fn op2_float(f: Func, a: Small, b: Small) -> Option<Small> {
    small::apply2(f, a, b)
}

impl Machine {
    /// Runs the expression run at `e` over integers only, if it can: as
    /// [`Machine::small`], giving up also on a float. Tried first: with no
    /// tags to test, an integer expression costs about a tenth less.
    #[inline(always)]
    fn small_int(&mut self, e: ExprId) -> Option<(i64, i64)> {
        const MASK: usize = SMALL_STACK - 1;
        let st = &self.cx.st;
        let (x, frame, env) = (&self.x, &self.stack, self.e as usize + 3);
        let reg = |r: Reg| {
            let c = match r {
                Reg::X(i) => x[i as usize & XMASK],
                Reg::Y(i) => frame[env + i as usize],
            };
            match st.deref(c) {
                Cell::Int(i) => Some(i),
                _ => None,
            }
        };
        let stack = &mut self.int_stack;
        let mut top = 0i64;
        let mut sp = 0usize;
        for n in self.code.anodes.get(e.0 as usize..)? {
            let v = match *n {
                ANode::Reg(r) => reg(r)?,
                ANode::Int(i) => i,
                ANode::Op2Reg(AFun::Known(f), r) => {
                    top = int_op2(f, reg(r)?, top)?;
                    continue;
                }
                ANode::Op2Int(AFun::Known(f), k) => {
                    top = int_op2(f, k, top)?;
                    continue;
                }
                ANode::Op2(AFun::Known(f)) => {
                    sp = sp.wrapping_sub(1);
                    top = int_op2(f, top, stack[sp & MASK])?;
                    continue;
                }
                ANode::End => return Some((stack[sp.wrapping_sub(1) & MASK], top)),
                _ => return None,
            };
            if sp == SMALL_STACK {
                return None;
            }
            stack[sp] = top;
            sp += 1;
            top = v;
        }
        None
    }

    /// Runs the expression run at `e` over small numbers, if it can:
    /// the last two values it leaves (the two sides of a comparison; for
    /// `is/2` only the second means anything).
    #[inline(always)]
    fn small(&mut self, e: ExprId) -> Option<(Small, Small)> {
        const MASK: usize = SMALL_STACK - 1;
        let st = &self.cx.st;
        let (x, frame, env) = (&self.x, &self.stack, self.e as usize + 3);
        let reg = |r: Reg| {
            let c = match r {
                Reg::X(i) => x[i as usize & XMASK],
                Reg::Y(i) => frame[env + i as usize],
            };
            match st.deref(c) {
                Cell::Int(i) => Some(Small::Int(i)),
                Cell::Flt(f) => Some(Small::Float(f)),
                _ => None,
            }
        };
        let stack = &mut self.small_stack;
        // The top value lives in `top`; each push spills the old one.
        let mut top = Small::Int(0);
        let mut sp = 0usize;
        for n in self.code.anodes.get(e.0 as usize..)? {
            let v = match n {
                &ANode::Reg(r) => reg(r)?,
                &ANode::Int(i) => Small::Int(i),
                &ANode::Flt(f) => Small::Float(f),
                &ANode::Op2Reg(AFun::Known(f), r) => {
                    top = op2(f, reg(r)?, top)?;
                    continue;
                }
                &ANode::Op2Int(AFun::Known(f), k) => {
                    top = op2(f, Small::Int(k), top)?;
                    continue;
                }
                &ANode::Op2(AFun::Known(f)) => {
                    // Well-formed runs never pop below the first push.
                    sp = sp.wrapping_sub(1);
                    top = op2(f, top, stack[sp & MASK])?;
                    continue;
                }
                &ANode::Op1(AFun::Known(f)) => {
                    top = small::apply1(f, top)?;
                    continue;
                }
                ANode::End => return Some((stack[sp.wrapping_sub(1) & MASK], top)),
                ANode::Num(_)
                | ANode::Term(_)
                | ANode::Op1(_)
                | ANode::Op2(_)
                | ANode::Op2Reg(..)
                | ANode::Op2Int(..) => return None,
            };
            if sp == SMALL_STACK {
                return None;
            }
            stack[sp] = top;
            sp += 1;
            top = v;
        }
        None
    }

    /// `is/2`: the cell holding the value of a compiled expression (a big
    /// integer is pushed on the heap); errors come in `is/2`'s context.
    ///
    /// Out of line, like [`Machine::compare`], so the instruction loop
    /// stays small.
    #[inline(never)]
    pub(crate) fn is_value(&mut self, e: ExprId) -> Result<Cell, Flow> {
        // Under the `iso` flag `/` of integers is a float, which only
        // the general evaluator knows.
        if self.cx.flags.read.iso {
            return self.is_value_general(e);
        }
        if let Some((_, i)) = self.small_int(e) {
            return Ok(Cell::Int(i));
        }
        match self.small(e) {
            Some((_, Small::Int(i))) => Ok(Cell::Int(i)),
            Some((_, Small::Float(f))) => Ok(Cell::Flt(f)),
            None => self.is_value_general(e),
        }
    }

    #[cold]
    #[inline(never)]
    fn is_value_general(&mut self, e: ExprId) -> Result<Cell, Flow> {
        match self.eval_run(e) {
            Ok((_, n)) => Ok(arith::num_cell(&mut self.cx.st, n)),
            Err(f) => Err(self.arith_ball(f, "is", 2)),
        }
    }

    /// An arithmetic comparison of the two sides a compiled run leaves,
    /// evaluated left first; errors come in the comparison's context.
    #[inline(never)]
    pub(crate) fn compare(&mut self, op: CmpOp, e: ExprId) -> Result<bool, Flow> {
        if self.cx.flags.read.iso {
            return self.compare_general(op, e);
        }
        if let Some((a, b)) = self.small_int(e) {
            return Ok(holds(op, Some(a.cmp(&b))));
        }
        match self.small(e) {
            Some((a, b)) => Ok(holds(op, small::compare(a, b))),
            None => self.compare_general(op, e),
        }
    }

    #[cold]
    #[inline(never)]
    fn compare_general(&mut self, op: CmpOp, e: ExprId) -> Result<bool, Flow> {
        match self.eval_run(e) {
            Ok((Some(a), b)) => Ok(holds(op, arith::num_partial_cmp(&a, &b))),
            Ok((None, _)) => unreachable!("a comparison's run leaves two values"),
            Err(f) => {
                let name = op.name();
                Err(self.arith_ball(f, name, 2))
            }
        }
    }

    /// The value of the term in a register.
    fn reg_num(&mut self, r: Reg) -> Result<Num, Flow> {
        match self.cx.st.deref(self.get(r)) {
            Cell::Int(n) => Ok(Num::Int(n)),
            Cell::Flt(f) => Ok(Num::Float(f)),
            other => arith::eval(&mut self.cx, other),
        }
    }

    /// Applies a node's functor to evaluated arguments.
    fn apply_fun(&mut self, f: AFun, args: &[Num]) -> Result<Num, Flow> {
        match f {
            AFun::Known(f) => arith::apply(&mut self.cx, f, args),
            AFun::Unknown(name) => arith::eval_fn(&mut self.cx, name, args),
        }
    }

    /// The general evaluator: any run, over `Num`. Answers the last value
    /// and the one before it (a comparison's left side), if any.
    fn eval_run(&mut self, e: ExprId) -> Result<(Option<Num>, Num), Flow> {
        let mut vals: Vec<Num> = Vec::new();
        let mut i = e.0 as usize;
        loop {
            let v = match self.code.anodes[i] {
                ANode::Reg(r) => self.reg_num(r)?,
                ANode::Int(n) => Num::Int(n),
                ANode::Flt(f) => Num::Float(f),
                ANode::Num(Cell::Var(_)) => return Err(instantiation_error()),
                ANode::Num(c) => arith::eval(&mut self.cx, c)?,
                ANode::Op1(f) => {
                    let a = vals.pop().unwrap();
                    self.apply_fun(f, &[a])?
                }
                ANode::Op2(f) => {
                    let a = vals.pop().unwrap();
                    let b = vals.pop().unwrap();
                    self.apply_fun(f, &[a, b])?
                }
                ANode::Op2Reg(f, r) => {
                    let a = self.reg_num(r)?;
                    let b = vals.pop().unwrap();
                    self.apply_fun(f, &[a, b])?
                }
                ANode::Op2Int(f, k) => {
                    let b = vals.pop().unwrap();
                    self.apply_fun(f, &[Num::Int(k), b])?
                }
                ANode::Term(t) => {
                    let c = self.build_root(t);
                    arith::eval(&mut self.cx, c)?
                }
                ANode::End => {
                    let last = vals.pop().unwrap();
                    return Ok((vals.pop(), last));
                }
            };
            vals.push(v);
            i += 1;
        }
    }
}
