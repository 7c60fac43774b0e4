//! Host predicates as the embedding program writes them: closures over
//! owned `Term`s, wrapped here into the cell-level closures the machine
//! calls (`vm/host.rs`).
//!
//! **Invariant:** host code only ever sees owned `Term`s; it cannot
//! touch the heap, and a panic-free closure cannot break the machine.

use std::collections::HashMap;

use super::{from_heap, to_heap, HostResult, Term, Unrepresentable};
use crate::builtins::{representation_error, resource_error, Ctx, Flow};
use crate::term::Cell;
use crate::vm::host::{DetFn, NondetFn, Solutions};

/// Converts argument cells to terms; the map lets terms the host
/// returns mention the same variables. A cyclic argument is a
/// representation error.
fn host_args(cx: &mut Ctx, args: &[Cell]) -> Result<(Vec<Term>, HashMap<usize, Cell>), Flow> {
    let mut vars = HashMap::new();
    let terms = args
        .iter()
        .map(|&c| from_heap(&cx.st, c, &mut vars))
        .collect::<Result<Vec<Term>, Unrepresentable>>()
        .map_err(|e| match e {
            Unrepresentable::Cyclic => representation_error(cx, "cyclic_term"),
            Unrepresentable::TooBig => resource_error(cx, "memory"),
        })?;
    let back = vars.into_iter().map(|(a, n)| (n, Cell::Var(a))).collect();
    Ok((terms, back))
}

/// A deterministic predicate from a closure that answers a `HostResult`.
pub(super) fn det<F>(mut f: F) -> DetFn
where
    F: FnMut(&[Term]) -> HostResult + Send + 'static,
{
    Box::new(move |cx: &mut Ctx, args: &[Cell]| {
        let (terms, mut vars) = host_args(cx, args)?;
        match f(&terms) {
            HostResult::Fail => Ok(false),
            HostResult::Throw(ball) => Err(Flow::Throw(to_heap(&mut cx.st, &ball, &mut vars))),
            HostResult::Succeed(values) => {
                for (&arg, value) in args.iter().zip(&values) {
                    let v = to_heap(&mut cx.st, value, &mut vars);
                    if !cx.st.unify(arg, v) {
                        return Ok(false);
                    }
                }
                Ok(true)
            }
        }
    })
}

/// A nondeterministic predicate from a closure that returns the
/// solutions; each is advanced lazily, once per backtrack. Arguments a
/// solution leaves out keep their own value.
pub(super) fn nondet<F, I>(mut f: F) -> NondetFn
where
    F: FnMut(&[Term]) -> I + Send + 'static,
    I: IntoIterator<Item = Result<Vec<Term>, Term>>,
    I::IntoIter: Send + 'static,
{
    Box::new(move |cx: &mut Ctx, args: &[Cell]| {
        let (terms, _) = host_args(cx, args)?;
        let mut solutions = f(&terms).into_iter();
        let next: Solutions = Box::new(move |cx: &mut Ctx, args: &[Cell]| {
            let next = solutions.next();
            let (_, mut vars) = host_args(cx, args)?;
            match next {
                None => Ok(None),
                Some(Err(ball)) => Err(Flow::Throw(to_heap(&mut cx.st, &ball, &mut vars))),
                Some(Ok(values)) => Ok(Some(
                    args.iter()
                        .enumerate()
                        .map(|(i, &arg)| match values.get(i) {
                            Some(v) => to_heap(&mut cx.st, v, &mut vars),
                            None => arg,
                        })
                        .collect(),
                )),
            }
        });
        Ok(next)
    })
}
