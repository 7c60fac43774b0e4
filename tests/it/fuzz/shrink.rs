//! Crude minimisation: drop queries, predicates and clauses, and simplify
//! goals, keeping each change while the same mismatch persists.

use super::prog::{Goal, Program};

/// Every program one step simpler than `p`, the big steps first.
fn candidates(p: &Program, target: Option<usize>) -> Vec<Program> {
    let mut out = Vec::new();
    // Queries after the differing one cannot matter; those before may
    // (they change the database), so they go one at a time.
    if let Some(t) = target.and_then(|id| p.queries.iter().position(|q| q.id == id)) {
        if t + 1 < p.queries.len() {
            let mut c = p.clone();
            c.queries.truncate(t + 1);
            out.push(c);
        }
        if t > 0 {
            let mut c = p.clone();
            c.queries.drain(..t);
            out.push(c);
        }
    }
    for i in 0..p.queries.len() {
        if Some(p.queries[i].id) != target {
            let mut c = p.clone();
            c.queries.remove(i);
            out.push(c);
        }
    }
    // A dynamic predicate keeps its declaration: without it a call or a
    // retract of it is another story (an existence error, or, in SWI, a
    // predicate some compiled goal made known), so the same query may
    // differ for another reason.
    for i in 0..p.preds.len() {
        let mut c = p.clone();
        if p.preds[i].dynamic {
            if p.preds[i].clauses.is_empty() {
                continue;
            }
            c.preds[i].clauses.clear();
        } else {
            c.preds.remove(i);
        }
        out.push(c);
    }
    for i in 0..p.preds.len() {
        for j in 0..p.preds[i].clauses.len() {
            let mut c = p.clone();
            c.preds[i].clauses.remove(j);
            if c.preds[i].clauses.is_empty() && !c.preds[i].dynamic {
                c.preds.remove(i);
            }
            out.push(c);
        }
    }
    for i in 0..p.queries.len() {
        if p.queries[i].compiled {
            let mut c = p.clone();
            c.queries[i].compiled = false;
            out.push(c);
        }
    }
    for i in 0..p.queries.len() {
        for g in p.queries[i].goal.simpler() {
            let mut c = p.clone();
            c.queries[i].goal = g;
            out.push(c);
        }
    }
    for i in 0..p.preds.len() {
        for j in 0..p.preds[i].clauses.len() {
            if let Some(body) = &p.preds[i].clauses[j].body {
                for g in body.simpler() {
                    let mut c = p.clone();
                    c.preds[i].clauses[j].body = match g {
                        Goal::Lit(s) if s == "true" => None,
                        g => Some(g),
                    };
                    out.push(c);
                }
            }
        }
    }
    out
}

/// The smallest program reached from `p` for which `same` still holds,
/// trying at most `budget` candidates.
pub fn minimise(
    p: &Program,
    target: Option<usize>,
    budget: usize,
    mut same: impl FnMut(&Program) -> bool,
) -> (Program, usize) {
    let mut best = p.clone();
    let mut tried = 0;
    let mut start = 0;
    'outer: loop {
        let cands = candidates(&best, target);
        for (i, c) in cands.into_iter().enumerate().skip(start) {
            if tried >= budget {
                break 'outer;
            }
            tried += 1;
            if same(&c) {
                best = c;
                // Earlier candidates failed on a bigger program; they are
                // likely to fail again, so carry on from here.
                start = i;
                continue 'outer;
            }
        }
        if start == 0 {
            break;
        }
        start = 0;
    }
    (best, tried)
}
