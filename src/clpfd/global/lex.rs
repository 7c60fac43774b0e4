//! lex_chain(Lists): each list is lexicographically no greater than the
//! next.
//!
//! Args `K`, `v(List1...)`, ..., `v(ListK...)`: one propagator for the
//! chain. For each consecutive pair X, Y it finds the first position α
//! where X and Y are not both known and equal; there X[α] =< Y[α], and
//! strictly less when the rest of the lists cannot be in order with
//! X[α] = Y[α] (the least suffix of X against the greatest of Y). That is
//! domain-consistent on the bounds of each pair, stronger than SWI's,
//! which posts `X[α] #=< Y[α]` only. Lists of different lengths compare
//! as in SWI: once all shared positions are equal, they are out of order.
//! A pair is done once X[α] < Y[α] is certain or the lists are equal;
//! the propagator, once every pair is.

use super::super::domain::{INF, SUP};
use super::super::engine::{Engine, Kind};
use super::super::{FdError, FdResult};
use crate::term::Cell;

/// Passes over the chain before the propagator yields its turn.
const PASSES: usize = 64;

/// Posts lex_chain over `lists` (at least two), shown as `shown`.
pub fn post(eng: &mut Engine, lists: &[Vec<Cell>], shown: Cell) {
    let mut args = Vec::with_capacity(lists.len() + 1);
    args.push(Cell::Int(lists.len() as i64));
    for l in lists {
        args.push(eng.st.new_compound_str("v", l));
    }
    let q = eng.new_prop(Kind::LexLe, shown, &args);
    let vars: Vec<Cell> = lists.iter().flatten().copied().collect();
    eng.attach(q, &vars);
}

pub fn propagate(eng: &mut Engine, q: u32) -> FdResult<()> {
    let k = match eng.arg(q, 0) {
        Cell::Int(k) => k as usize,
        _ => return Ok(()),
    };
    let lists: Vec<Vec<Cell>> = (1..=k).map(|i| eng.arg_cells(q, i)).collect();
    for pass in 0.. {
        let mut changed = false;
        let mut all_done = true;
        for w in lists.windows(2) {
            let (c, done) = lex_le(eng, &w[0], &w[1])?;
            changed |= c;
            all_done &= done;
        }
        if all_done {
            eng.kill(q);
            return Ok(());
        }
        if !changed {
            return Ok(());
        }
        if pass == PASSES {
            eng.requeue_current();
            return Ok(());
        }
    }
    Ok(())
}

/// Filters `xs =< ys` (lexicographically) to its fixpoint: whether a
/// domain changed, and whether the pair now holds whatever the values.
fn lex_le(eng: &mut Engine, xs: &[Cell], ys: &[Cell]) -> FdResult<(bool, bool)> {
    let mut changed = false;
    let mut a = 0;
    let mut rounds = 0;
    loop {
        while a < xs.len() && a < ys.len() {
            match (eng.value(xs[a]), eng.value(ys[a])) {
                (Some(u), Some(v)) if u == v => a += 1,
                _ => break,
            }
        }
        if a == xs.len() || a == ys.len() {
            return if xs.len() == ys.len() {
                Ok((changed, true))
            } else {
                Err(FdError::Fail)
            };
        }
        let (x, y) = (xs[a], ys[a]);
        let (xl, xh) = eng.bounds(x);
        let (yl, yh) = eng.bounds(y);
        if xh < yl {
            return Ok((changed, true));
        }
        let strict = !suffix_can_be_le(eng, &xs[a + 1..], &ys[a + 1..]);
        let d = strict as i64;
        let mut c = false;
        if yh != SUP {
            c |= eng.set_max(x, yh - d)?;
        }
        if xl != INF {
            c |= eng.set_min(y, xl + d)?;
        }
        if !c {
            return Ok((changed, false));
        }
        changed = true;
        rounds += 1;
        if rounds == PASSES {
            // Only variables shared between positions get here.
            return Ok((changed, false));
        }
    }
}

/// Whether `xs =< ys` is possible at all: the least values of `xs`
/// against the greatest of `ys`.
fn suffix_can_be_le(eng: &Engine, xs: &[Cell], ys: &[Cell]) -> bool {
    for (&x, &y) in xs.iter().zip(ys) {
        let lo = eng.bounds(x).0;
        let hi = eng.bounds(y).1;
        if lo != hi {
            return lo < hi;
        }
    }
    xs.len() == ys.len()
}
