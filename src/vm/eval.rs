//! Evaluating compiled arithmetic: the expression trees that `is/2` and
//! the comparisons compile to, read straight from registers. Small
//! integers and floats are read without touching the heap; a big integer
//! takes the general evaluator.
//!
//! **Invariant:** evaluation uses an explicit stack; expressions nested a
//! million deep evaluate in constant native stack.

use super::Machine;
use crate::builtins::arith::{self, Num};
use crate::builtins::{instantiation_error, Flow};
use crate::compile::ANode;
use crate::term::{atom, Cell};

/// A small number read straight from a register or the code: `Copy`, so
/// the fast paths carry no drop glue (a `Num` may own a big integer).
#[derive(Clone, Copy)]
enum Leaf {
    Int(i64),
    Float(f64),
}

impl From<Leaf> for Num {
    #[inline]
    fn from(l: Leaf) -> Num {
        match l {
            Leaf::Int(i) => Num::Int(i),
            Leaf::Float(f) => Num::Float(f),
        }
    }
}

impl Machine {
    /// The value of a leaf node without evaluation, if it is a small number.
    #[inline]
    fn leaf(&self, i: u32) -> Option<Leaf> {
        match self.code.anodes[i as usize] {
            ANode::Reg(r) => match self.st.deref(self.get(r)) {
                Cell::Int(n) => Some(Leaf::Int(n)),
                Cell::Flt(f) => Some(Leaf::Float(f)),
                _ => None,
            },
            ANode::Num(Cell::Int(n)) => Some(Leaf::Int(n)),
            ANode::Num(Cell::Flt(f)) => Some(Leaf::Float(f)),
            _ => None,
        }
    }

    /// Evaluates a compiled arithmetic expression.
    #[inline]
    pub(crate) fn eval(&mut self, root: u32) -> Result<Num, Flow> {
        if let Some(v) = self.leaf(root) {
            return Ok(v.into());
        }
        if let ANode::Op2(f, a, b) = self.code.anodes[root as usize] {
            if let (Some(x), Some(y)) = (self.leaf(a), self.leaf(b)) {
                return match (f, x, y) {
                    (atom::PLUS, Leaf::Int(x), Leaf::Int(y)) if x.checked_add(y).is_some() => {
                        Ok(Num::Int(x + y))
                    }
                    (atom::MINUS, Leaf::Int(x), Leaf::Int(y)) if x.checked_sub(y).is_some() => {
                        Ok(Num::Int(x - y))
                    }
                    _ => arith::eval_fn(self, f, &[x.into(), y.into()]),
                };
            }
        }
        self.eval_tree(root)
    }

    fn eval_tree(&mut self, root: u32) -> Result<Num, Flow> {
        // Post-order evaluation with an explicit stack of pending nodes.
        enum W {
            Visit(u32),
            Apply(u32),
        }
        let mut work = vec![W::Visit(root)];
        let mut vals: Vec<Num> = Vec::new();
        while let Some(w) = work.pop() {
            match w {
                W::Visit(i) => match self.code.anodes[i as usize] {
                    ANode::Reg(r) => {
                        let c = self.get(r);
                        let v = match self.st.deref(c) {
                            Cell::Int(n) => Num::Int(n),
                            Cell::Flt(f) => Num::Float(f),
                            other => arith::eval(self, other)?,
                        };
                        vals.push(v);
                    }
                    ANode::Num(c) => {
                        let v = match c {
                            Cell::Int(n) => Num::Int(n),
                            Cell::Flt(f) => Num::Float(f),
                            Cell::Var(_) => return Err(instantiation_error()),
                            other => arith::eval(self, other)?,
                        };
                        vals.push(v);
                    }
                    ANode::Op1(_, a) => {
                        work.push(W::Apply(i));
                        work.push(W::Visit(a));
                    }
                    ANode::Op2(_, a, b) => {
                        work.push(W::Apply(i));
                        work.push(W::Visit(b));
                        work.push(W::Visit(a));
                    }
                    ANode::Term(t) => {
                        let c = self.build_root(t);
                        vals.push(arith::eval(self, c)?);
                    }
                },
                W::Apply(i) => match self.code.anodes[i as usize] {
                    ANode::Op1(f, _) => {
                        let a = vals.pop().unwrap();
                        let v = match (f, &a) {
                            (atom::MINUS, &Num::Int(x)) if x != i64::MIN => Num::Int(-x),
                            _ => arith::eval_fn(self, f, &[a])?,
                        };
                        vals.push(v);
                    }
                    ANode::Op2(f, _, _) => {
                        let b = vals.pop().unwrap();
                        let a = vals.pop().unwrap();
                        let v = match (f, &a, &b) {
                            (atom::PLUS, &Num::Int(x), &Num::Int(y))
                                if x.checked_add(y).is_some() =>
                            {
                                Num::Int(x + y)
                            }
                            (atom::MINUS, &Num::Int(x), &Num::Int(y))
                                if x.checked_sub(y).is_some() =>
                            {
                                Num::Int(x - y)
                            }
                            _ => arith::eval_fn(self, f, &[a, b])?,
                        };
                        vals.push(v);
                    }
                    _ => unreachable!(),
                },
            }
        }
        Ok(vals.pop().unwrap())
    }
}
