//! (temporary shim until the arithmetic module lands)

use super::{instantiation_error, type_error, Flow, Registry};
use crate::term::{atom, Atom, Cell};
use crate::vm::Machine;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Num {
    Int(i64),
    Float(f64),
}

pub fn eval(m: &mut Machine, c: Cell) -> Result<Num, Flow> {
    match m.st.deref(c) {
        Cell::Int(i) => Ok(Num::Int(i)),
        Cell::Flt(f) => Ok(Num::Float(f)),
        Cell::Var(_) => Err(instantiation_error()),
        c @ Cell::Str(_) => {
            let (f, n) = m.st.functor(c).unwrap();
            let mut args = Vec::new();
            for i in 0..n {
                let a = m.st.arg(c, i);
                args.push(eval(m, a)?);
            }
            eval_fn(m, f, &args)
        }
        other => Err(type_error(m, "evaluable", other)),
    }
}

pub fn eval_fn(m: &mut Machine, name: Atom, args: &[Num]) -> Result<Num, Flow> {
    match (name, args) {
        (atom::PLUS, [Num::Int(a), Num::Int(b)]) => Ok(Num::Int(a + b)),
        (atom::MINUS, [Num::Int(a), Num::Int(b)]) => Ok(Num::Int(a - b)),
        (atom::STAR, [Num::Int(a), Num::Int(b)]) => Ok(Num::Int(a * b)),
        _ => Err(type_error(m, "evaluable", Cell::Atom(name))),
    }
}

pub fn num_cell(n: Num) -> Cell {
    match n {
        Num::Int(i) => Cell::Int(i),
        Num::Float(f) => Cell::Flt(f),
    }
}

pub fn num_compare(a: Num, b: Num) -> std::cmp::Ordering {
    match (a, b) {
        (Num::Int(a), Num::Int(b)) => a.cmp(&b),
        _ => std::cmp::Ordering::Equal,
    }
}

pub fn register(_r: &mut Registry) {}
