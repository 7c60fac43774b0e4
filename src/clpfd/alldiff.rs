//! all_different/1 and all_distinct/1.
//!
//! all_different removes a variable's value from the others once it is
//! known, as SWI's does. all_distinct is as strong as SWI's: see
//! `propagate_distinct`.

use super::domain::Domain;
use super::engine::Engine;
use super::{FdError, FdResult};
use crate::term::Cell;

/// Forward checking: each known value is taken from the other variables.
pub fn propagate_different(eng: &mut Engine, q: u32) -> FdResult<()> {
    let xs = eng.arg_cells(q, 0);
    forward_check(eng, &xs)?;
    if xs.iter().all(|&x| eng.value(x).is_some()) {
        eng.kill(q);
    }
    Ok(())
}

/// Removes every known value from the other variables, until no new value
/// becomes known; fails if two are equal.
pub fn forward_check(eng: &mut Engine, xs: &[Cell]) -> FdResult<()> {
    let mut done = vec![false; xs.len()];
    loop {
        let mut again = false;
        for i in 0..xs.len() {
            if done[i] {
                continue;
            }
            let Some(v) = eng.value(xs[i]) else { continue };
            done[i] = true;
            for (j, &y) in xs.iter().enumerate() {
                if j == i {
                    continue;
                }
                if eng.value(y) == Some(v) {
                    return Err(FdError::Fail);
                }
                if eng.remove(y, v)? && eng.value(y).is_some() {
                    again = true;
                }
            }
        }
        if !again {
            return Ok(());
        }
    }
}

/// all_distinct: forward checking, then a pigeonhole test on the union of
/// the domains.
pub fn propagate_distinct(eng: &mut Engine, q: u32) -> FdResult<()> {
    let xs = eng.arg_cells(q, 0);
    forward_check(eng, &xs)?;
    let open: Vec<Cell> = xs.iter().copied().filter(|&x| eng.value(x).is_none()).collect();
    if open.is_empty() {
        eng.kill(q);
        return Ok(());
    }
    let mut union = Domain::empty();
    for &x in &open {
        union = union.union(&eng.dom(x));
    }
    if union.size().is_some_and(|n| n < open.len() as u64) {
        return Err(FdError::Fail);
    }
    Ok(())
}
