//! The machine's side of predicates written in Rust by the program that
//! embeds it. The closures here work on cells; `api/host.rs` wraps the
//! program's closures over owned `Term`s into them, so the machine
//! knows nothing of the embedding API's types.
//!
//! A deterministic host predicate is a `PredKind::Host` entry whose
//! closure is called on its argument registers. A nondeterministic one
//! is a hidden clause `name(A1..An) :- '$host_start'(Id, [A1..An], H),
//! '$host_solutions'(H, [A1..An])`: the closure starts a solution
//! stream that `'$host_next'/3` advances once per backtrack.

use super::Machine;
use super::Registry;
use crate::builtins::{Ctx, Flow, Res};
use crate::term::{atom, Cell};

/// A deterministic host predicate: called with its argument cells.
pub(crate) type DetFn = Box<dyn FnMut(&mut Ctx, &[Cell]) -> Res + Send>;

/// The solutions of one call of a nondeterministic host predicate: each
/// call (with the arguments again) gives the values of the next one for
/// the arguments, or `None` when there are no more.
pub(crate) type Solutions =
    Box<dyn FnMut(&mut Ctx, &[Cell]) -> Result<Option<Vec<Cell>>, Flow> + Send>;

/// A nondeterministic host predicate: starts a call's solutions.
pub(crate) type NondetFn = Box<dyn FnMut(&mut Ctx, &[Cell]) -> Result<Solutions, Flow> + Send>;

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
    /// Calls deterministic host predicate `i` on argument registers.
    pub(crate) fn call_host(&mut self, i: u32, arity: usize) -> Res {
        let args: Vec<Cell> = self.x[..arity].to_vec();
        (self.hosts.det[i as usize])(&mut self.cx, &args)
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
    let stream = (m.hosts.nondet[id as usize].0)(&mut m.cx, &args)?;
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
/// of values for the arguments; fails when there are no more.
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
    match stream(&mut m.cx, &args) {
        Ok(Some(values)) => {
            let list = m.cx.st.new_list(&values, Cell::Atom(atom::NIL));
            Ok(m.cx.st.unify(a[2], list))
        }
        Ok(None) => {
            m.hosts.running[h] = None;
            Ok(false)
        }
        Err(e) => {
            m.hosts.running[h] = None;
            Err(e)
        }
    }
}
