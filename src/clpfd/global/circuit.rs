//! circuit/1 and serialized/2.
//!
//! circuit/1, as SWI's: the successors are all distinct (Régin's
//! filtering, with all_distinct/1's forward checking before it) and the
//! graph `i -> each value of Xi` must be one strongly connected
//! component, checked by reaching every node from the first one forward
//! and backward (iteratively). Like SWI it prunes nothing more.
//!
//! serialized/2 is one propagator per pair of tasks, as SWI's: once a
//! task cannot end before the other one's latest start, it starts after
//! the other's earliest end, and the other way round.

use super::super::alldiff;
use super::super::domain::{Domain, INF, SUP};
use super::super::engine::{clamp, Engine, Kind};
use super::super::{FdError, FdResult};
use crate::term::Cell;

/// Posts circuit/1 over `xs` (each already in 1..n and not its own
/// successor), shown as `shown`.
pub fn post(eng: &mut Engine, xs: &[Cell], shown: Cell) {
    let v = eng.st.new_compound_str("v", xs);
    let q = eng.new_prop(Kind::Circuit, shown, &[v]);
    eng.attach(q, xs);
    let e = eng.new_prop(Kind::AllDifferent, Cell::Atom(crate::term::atom::NIL), &[v]);
    eng.attach(e, xs);
}

pub fn propagate(eng: &mut Engine, q: u32) -> FdResult<()> {
    alldiff::propagate_distinct(eng, q)?;
    let xs = eng.arg_cells(q, 0);
    let n = xs.len();
    let mut succ: Vec<Vec<usize>> = Vec::with_capacity(n);
    for &x in &xs {
        let d = eng.dom(x).clamp(1, n as i64);
        succ.push(d.values().map(|v| v as usize - 1).collect());
    }
    let mut pred: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, s) in succ.iter().enumerate() {
        for &j in s {
            pred[j].push(i);
        }
    }
    if !reaches_all(&succ) || !reaches_all(&pred) {
        return Err(FdError::Fail);
    }
    Ok(())
}

/// Whether every node is reachable from node 0.
fn reaches_all(adj: &[Vec<usize>]) -> bool {
    if adj.is_empty() {
        return true;
    }
    let mut seen = vec![false; adj.len()];
    let mut stack = vec![0];
    seen[0] = true;
    let mut count = 1;
    while let Some(i) = stack.pop() {
        for &j in &adj[i] {
            if !seen[j] {
                seen[j] = true;
                count += 1;
                stack.push(j);
            }
        }
    }
    count == adj.len()
}

/// Posts serialized/2 over the start times and (non-negative integer)
/// durations: a propagator per pair, each shown as `shown` (so the
/// residual goals list serialized/2 once).
pub fn post_serialized(eng: &mut Engine, starts: &[Cell], durs: &[i64], shown: Cell) {
    for i in 0..starts.len() {
        for j in i + 1..starts.len() {
            let (si, sj) = (starts[j], starts[i]);
            let args = [si, Cell::Int(durs[j]), sj, Cell::Int(durs[i])];
            let q = eng.new_prop(Kind::Serialized, shown, &args);
            eng.attach(q, &[si, sj]);
        }
    }
}

pub fn propagate_serialized(eng: &mut Engine, q: u32) -> FdResult<()> {
    let (si, sj) = (eng.arg(q, 0), eng.arg(q, 2));
    let (Some(di), Some(dj)) = (eng.value(eng.arg(q, 1)), eng.value(eng.arg(q, 3))) else {
        return Ok(());
    };
    if let (Some(a), Some(b)) = (eng.value(si), eng.value(sj)) {
        eng.kill(q);
        let (a, b, di, dj) = (a as i128, b as i128, di as i128, dj as i128);
        return if a + di <= b || b + dj <= a {
            Ok(())
        } else {
            Err(FdError::Fail)
        };
    }
    order(eng, q, si, di, sj, dj)?;
    order(eng, q, sj, dj, si, di)?;
    Ok(())
}

/// Task I (start `si`, duration `di`) against task J: I starts after J's
/// earliest end if it cannot end before J's latest start, and ends before
/// J's latest start if J cannot end before I's latest start.
fn order(eng: &mut Engine, q: u32, si: Cell, di: i64, sj: Cell, dj: i64) -> FdResult<()> {
    if eng.value(si).is_some() {
        return Ok(());
    }
    let fin = |v: i64| (v != INF && v != SUP).then_some(v as i128);
    let ((il, _), (jl, jh)) = (eng.bounds(si), eng.bounds(sj));
    if let (Some(il), Some(jh), Some(jl)) = (fin(il), fin(jh), fin(jl)) {
        if il + di as i128 > jh {
            if eng.value(sj).is_some() {
                eng.kill(q);
            }
            eng.restrict(si, &Domain::range(clamp(jl + dj as i128), SUP))?;
        }
    }
    if eng.value(si).is_some() {
        return Ok(());
    }
    let ((_, ih), (jl, jh)) = (eng.bounds(si), eng.bounds(sj));
    if let (Some(ih), Some(jl), Some(jh)) = (fin(ih), fin(jl), fin(jh)) {
        if jl + dj as i128 > ih {
            if eng.value(sj).is_some() {
                eng.kill(q);
            }
            eng.restrict(si, &Domain::range(INF, clamp(jh - di as i128)))?;
        }
    }
    Ok(())
}
