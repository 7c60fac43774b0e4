//! Variables placed straight into the argument register of the last
//! call (the WAM's register targeting).
//!
//! In `app([H|T], L, [H|R]) :- app(T, L, R)`, argument register 0 is
//! dead once the head has matched `[H|T]`, so `T` can live in it and the
//! call needs no `PutVal` for it; likewise `R` in register 2. That turns
//! the clause into two `GetList2` and an `Execute`.
//!
//! A variable `V` passed as argument `j` of the clause's only call
//! (its last goal) takes register `X(j)` when nothing reads that
//! register's old value after `V` is written: `V` first occurs in the
//! body, or in a head argument after `j`, or inside the compound head
//! argument `j` itself (whose match reads the register first). Nothing
//! else may write `X(j)` before the call: `emit` checks that on the
//! instructions (`Compiler::clobbered`) and compiles again without the
//! target when something does.

use crate::term::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::{Compiler, GoalKind};
use crate::term::Cell;

impl Compiler<'_> {
    /// Variable address to the argument register it is targeted to.
    /// `taken`: argument registers that must keep their values (kept
    /// head arguments, aliased ones, those a previous attempt found
    /// clobbered).
    pub(super) fn arg_targets(
        &self,
        head: Cell,
        goals: &[Cell],
        kinds: &[GoalKind],
        in_place: &HashMap<u32, u32>,
        taken: &HashSet<u32>,
    ) -> HashMap<u32, u32> {
        let mut out = HashMap::default();
        let Some(last) = self.only_call(goals, kinds) else {
            return out;
        };
        let st = &*self.st;
        let (_, ga) = st.functor(last).unwrap();
        // An inline builtin's argument `j` overwrites register `j` unless
        // it is this variable: no use targeting it then (that saves
        // compiling the clause again; `clobbered` has the last word).
        let overwritten = |j: u32, v: u32| {
            goals.iter().zip(kinds).any(|(&g, k)| {
                let g = st.deref(g);
                matches!(k, GoalKind::Inline(..))
                    && st.functor(g).is_some_and(|(_, n)| (j as usize) < n)
                    && st.deref(st.arg(g, j as usize)) != Cell::Var(v)
            })
        };
        // Candidates: (variable, argument of the call).
        let mut cands: Vec<(u32, u32)> = Vec::new();
        for j in 0..ga as u32 {
            let Cell::Var(v) = st.deref(st.arg(last, j as usize)) else {
                continue;
            };
            if !taken.contains(&j)
                && !in_place.values().any(|&k| k == j)
                && !self.aliases.iter().any(|&(k, _)| k == j)
                && !in_place.contains_key(&v)
                && !cands.iter().any(|&(w, _)| w == v)
                && self.vars.get(&v).is_some_and(|info| info.count >= 2)
                && !overwritten(j, v)
            {
                cands.push((v, j));
            }
        }
        if cands.is_empty() {
            return out;
        }
        // The first head argument each candidate occurs in (an alias
        // variable in its own argument: `alias.rs`).
        let (_, ha) = st.functor(head).unwrap();
        let mut first_arg: Vec<Option<usize>> = vec![None; cands.len()];
        let mut stack = Vec::new();
        for i in 0..ha {
            stack.push(st.arg(head, i));
            stack.extend(
                self.aliases
                    .iter()
                    .filter(|&&(k, _)| k as usize == i)
                    .map(|&(_, v)| v),
            );
            while let Some(c) = stack.pop() {
                match st.deref(c) {
                    Cell::Var(v) => {
                        if let Some(k) = cands.iter().position(|&(w, _)| w == v) {
                            first_arg[k].get_or_insert(i);
                        }
                    }
                    c @ (Cell::Str(_) | Cell::Lst(_)) => {
                        let (_, n) = st.functor(c).unwrap();
                        stack.extend((0..n).map(|k| st.arg(c, k)));
                    }
                    _ => {}
                }
            }
        }
        for (&(v, j), first) in cands.iter().zip(first_arg) {
            let j_us = j as usize;
            let dead = match first {
                None => true,
                Some(i) => {
                    i > j_us || (i == j_us && !matches!(st.deref(st.arg(head, j_us)), Cell::Var(_)))
                }
            };
            if dead {
                out.insert(v, j);
            }
        }
        out
    }
}
