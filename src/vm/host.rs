//! Predicates written in Rust by the program that embeds the machine.
//!
//! A deterministic host predicate is a `PredKind::Host` entry: the call
//! converts its arguments to owned terms, runs the closure and unifies
//! what it returns. A nondeterministic one is a hidden clause
//! `name(A1..An) :- '$host_start'(Id, [A1..An], H),
//! '$host_solutions'(H, [A1..An])`: the closure makes an iterator that
//! `'$host_next'/3` advances once per backtrack.
//!
//! **Invariant:** host code only ever sees owned `Term`s; it cannot
//! touch the heap, and a panic-free closure cannot break the machine.

use std::collections::HashMap;

use super::Machine;
use super::Registry;
use crate::api::{from_heap, to_heap, HostResult, Term, Unrepresentable};
use crate::builtins::{representation_error, resource_error, Flow, Res};
use crate::term::{atom, Cell};

/// A deterministic host predicate's closure.
pub(crate) type DetFn = Box<dyn FnMut(&[Term]) -> HostResult + Send>;

/// The solutions of one call of a nondeterministic host predicate.
pub(crate) type Solutions = Box<dyn Iterator<Item = Result<Vec<Term>, Term>> + Send>;

/// A nondeterministic host predicate's closure.
pub(crate) type NondetFn = Box<dyn FnMut(&[Term]) -> Solutions + Send>;

/// The host predicates of a machine and the solution streams in use.
#[derive(Default)]
pub(crate) struct Hosts {
    pub det: Vec<DetFn>,
    /// Nondeterministic closures with the arity they were registered at.
    pub nondet: Vec<(NondetFn, usize)>,
    /// Solution streams of running calls, by handle; `None` once done.
    pub running: Vec<Option<Solutions>>,
}

pub(crate) fn register(r: &mut Registry) {
    r.add("$host_start", 3, host_start);
    r.add("$host_next", 3, host_next);
}

impl Machine {
    /// Converts argument cells to terms; the map lets terms the host
    /// returns mention the same variables. A cyclic argument is a
    /// representation error.
    fn host_args(&mut self, args: &[Cell]) -> Result<(Vec<Term>, HashMap<usize, Cell>), Flow> {
        let mut vars = HashMap::new();
        let terms = args
            .iter()
            .map(|&c| from_heap(&self.cx.st, c, &mut vars))
            .collect::<Result<Vec<Term>, Unrepresentable>>()
            .map_err(|e| match e {
                Unrepresentable::Cyclic => representation_error(&mut self.cx, "cyclic_term"),
                Unrepresentable::TooBig => resource_error(&mut self.cx, "memory"),
            })?;
        let back = vars.into_iter().map(|(a, n)| (n, Cell::Var(a))).collect();
        Ok((terms, back))
    }

    /// Calls deterministic host predicate `i` on argument registers.
    pub(crate) fn call_host(&mut self, i: u32, arity: usize) -> Res {
        let args: Vec<Cell> = self.x[..arity].to_vec();
        let (terms, mut vars) = self.host_args(&args)?;
        let reply = (self.hosts.det[i as usize])(&terms);
        match reply {
            HostResult::Fail => Ok(false),
            HostResult::Throw(ball) => {
                let ball = to_heap(&mut self.cx.st, &ball, &mut vars);
                Err(Flow::Throw(ball))
            }
            HostResult::Succeed(values) => {
                for (&arg, value) in args.iter().zip(&values) {
                    let v = to_heap(&mut self.cx.st, value, &mut vars);
                    if !self.cx.st.unify(arg, v) {
                        return Ok(false);
                    }
                }
                Ok(true)
            }
        }
    }
}

/// `'$host_start'(+Id, +Args, -Handle)`: runs the closure of
/// nondeterministic host predicate `Id` and keeps its solutions.
fn host_start(m: &mut Machine, a: &[Cell]) -> Res {
    let Cell::Int(id) = m.cx.st.deref(a[0]) else {
        return Ok(false);
    };
    let Ok(args) = m.cx.st.list_to_vec(a[1]) else {
        return Ok(false);
    };
    // Only the hidden clause calls this, but a program can too: anything
    // but a registered id with its arity simply fails.
    let registered = usize::try_from(id)
        .ok()
        .and_then(|i| m.hosts.nondet.get(i))
        .is_some_and(|(_, arity)| *arity == args.len());
    if !registered {
        return Ok(false);
    }
    let (terms, _) = m.host_args(&args)?;
    let stream = (m.hosts.nondet[id as usize].0)(&terms);
    let handle = match m.hosts.running.iter().position(Option::is_none) {
        Some(free) => {
            m.hosts.running[free] = Some(stream);
            free
        }
        None => {
            m.hosts.running.push(Some(stream));
            m.hosts.running.len() - 1
        }
    };
    Ok(m.cx.st.unify(a[2], Cell::Int(handle as i64)))
}

/// `'$host_next'(+Handle, +Args, -Values)`: the next solution as a list
/// of values for the arguments (arguments the host left out keep their
/// own value); fails when there are no more.
fn host_next(m: &mut Machine, a: &[Cell]) -> Res {
    let Cell::Int(h) = m.cx.st.deref(a[0]) else {
        return Ok(false);
    };
    let Ok(args) = m.cx.st.list_to_vec(a[1]) else {
        return Ok(false);
    };
    let Some(Some(stream)) = usize::try_from(h)
        .ok()
        .and_then(|h| m.hosts.running.get_mut(h))
    else {
        return Ok(false);
    };
    let h = h as usize;
    let next = stream.next();
    let (_, mut vars) = m.host_args(&args)?;
    match next {
        None => {
            m.hosts.running[h] = None;
            Ok(false)
        }
        Some(Err(ball)) => {
            m.hosts.running[h] = None;
            let ball = to_heap(&mut m.cx.st, &ball, &mut vars);
            Err(Flow::Throw(ball))
        }
        Some(Ok(values)) => {
            let mut cells = Vec::with_capacity(args.len());
            for (i, &arg) in args.iter().enumerate() {
                cells.push(match values.get(i) {
                    Some(v) => to_heap(&mut m.cx.st, v, &mut vars),
                    None => arg,
                });
            }
            let list = m.cx.st.new_list(&cells, Cell::Atom(atom::NIL));
            Ok(m.cx.st.unify(a[2], list))
        }
    }
}
