//! global_cardinality(Vs, Pairs): each V is one of the keys, and each
//! key's count is the number of Vs equal to it.
//!
//! Args `v(V...)`, `k(Key...)`, `c(Count...)`, `Strong` (1 unless
//! `consistency(value)` was asked for). Two filterings, as in SWI:
//!
//! - the count check (SWI's `gcc_check`), always: a key's count lies
//!   between the Vs known to equal it and those that still may; once it
//!   is the first, the others lose the key, once it is the second, they
//!   all take it;
//! - Régin's flow-based filtering (strong only): a flow from a source
//!   through the keys (between their counts' bounds, less the Vs already
//!   known) and the variables to a sink must assign every variable; an
//!   unused key-variable edge whose ends are in different strongly
//!   connected components of the residual graph is in no such flow, so
//!   the variable loses the key. This is the exact (domain-consistent)
//!   version of SWI's, which lets a key's flow fall below its lower bound
//!   in the residual graph and so can keep a few values it need not.
//!
//! Counts get only the bounds of the count check, as in SWI. A variable
//! listed twice takes the place of two that must be equal.

use std::collections::HashMap;

use super::super::alldiff::tarjan;
use super::super::domain::Domain;
use super::super::engine::{Engine, Kind};
use super::super::{FdError, FdResult};
use crate::term::Cell;

/// Rounds of count check and flow filtering before yielding the turn.
const PASSES: usize = 16;

/// Posts the constraint over `xs` with `keys` (distinct) counted by
/// `counts`, shown as `shown`: first the counts in 0..len(xs) and each
/// variable in the keys, as SWI.
pub fn post(
    eng: &mut Engine,
    xs: &[Cell],
    keys: &[i64],
    counts: &[Cell],
    strong: bool,
    shown: Cell,
) -> FdResult<()> {
    if keys.is_empty() {
        return Err(FdError::Fail);
    }
    // The variables first, then the counts: residual goals list them in
    // that order, as SWI's.
    let kd = Domain::from_intervals(keys.iter().map(|&k| (k, k)).collect());
    for &x in xs {
        eng.restrict(x, &kd)?;
    }
    for &c in counts {
        eng.restrict(c, &Domain::range(0, xs.len() as i64))?;
    }
    let kcells: Vec<Cell> = keys.iter().map(|&k| Cell::Int(k)).collect();
    let v = eng.st.new_compound_str("v", xs);
    let k = eng.st.new_compound_str("k", &kcells);
    let c = eng.st.new_compound_str("c", counts);
    let q = eng.new_prop(Kind::Gcc, shown, &[v, k, c, Cell::Int(strong as i64)]);
    let mut watched = xs.to_vec();
    watched.extend_from_slice(counts);
    eng.attach(q, &watched);
    Ok(())
}

pub fn propagate(eng: &mut Engine, q: u32) -> FdResult<()> {
    let xs = eng.arg_cells(q, 0);
    let keys: Vec<i64> = eng
        .arg_cells(q, 1)
        .into_iter()
        .map(|c| match c {
            Cell::Int(k) => k,
            _ => 0,
        })
        .collect();
    let counts = eng.arg_cells(q, 2);
    let strong = eng.arg(q, 3) == Cell::Int(1);
    for pass in 0.. {
        check(eng, &xs, &keys, &counts)?;
        if xs.iter().all(|&x| eng.value(x).is_some()) {
            eng.kill(q);
            return Ok(());
        }
        if !strong || !flow_filter(eng, &xs, &keys, &counts)? {
            return Ok(());
        }
        if pass == PASSES {
            eng.requeue_current();
            return Ok(());
        }
    }
    Ok(())
}

/// The count check (see the module docs), to its fixpoint.
fn check(eng: &mut Engine, xs: &[Cell], keys: &[i64], counts: &[Cell]) -> FdResult<()> {
    loop {
        let doms: Vec<Result<i64, Domain>> = xs
            .iter()
            .map(|&x| eng.value(x).ok_or_else(|| eng.dom(x)))
            .collect();
        let mut again = false;
        for (j, &key) in keys.iter().enumerate() {
            let mut occ: i64 = 0;
            let mut may = Vec::new();
            for (i, d) in doms.iter().enumerate() {
                match d {
                    Ok(v) if *v == key => occ += 1,
                    Err(d) if d.contains(key) => may.push(i),
                    _ => {}
                }
            }
            let p = may.len() as i64;
            eng.set_bounds(counts[j], occ as i128, (occ + p) as i128)?;
            if p == 0 {
                continue;
            }
            match eng.value(counts[j]) {
                Some(c) if c == occ => {
                    for &i in &may {
                        eng.remove(xs[i], key)?;
                    }
                    again = true;
                }
                Some(c) if c == occ + p => {
                    for &i in &may {
                        eng.set_value(xs[i], key)?;
                    }
                    again = true;
                }
                _ => {}
            }
            if again {
                break;
            }
        }
        if !again {
            return Ok(());
        }
    }
}

/// Régin's flow-based filtering (see the module docs): whether a domain
/// changed.
fn flow_filter(eng: &mut Engine, xs: &[Cell], keys: &[i64], counts: &[Cell]) -> FdResult<bool> {
    let key_index: HashMap<i64, usize> = keys.iter().enumerate().map(|(j, &k)| (k, j)).collect();
    let mut occ = vec![0i64; keys.len()];
    // The unknown variables, each once, with how often it is listed.
    let mut vars: Vec<(Cell, i64, Domain)> = Vec::new();
    let mut seen: HashMap<u32, usize> = HashMap::new();
    for &x in xs {
        match eng.st.deref(x) {
            Cell::Int(v) => match key_index.get(&v) {
                Some(&j) => occ[j] += 1,
                None => return Err(FdError::Fail),
            },
            Cell::Var(a) => match seen.get(&a) {
                Some(&i) => vars[i].1 += 1,
                None => {
                    seen.insert(a, vars.len());
                    vars.push((Cell::Var(a), 1, eng.dom(Cell::Var(a))));
                }
            },
            _ => return Err(FdError::Fail),
        }
    }
    if vars.is_empty() {
        return Ok(false);
    }
    let m = keys.len();
    let (s, t) = (0u32, 1u32);
    let key_node = |j: usize| 2 + j as u32;
    let var_node = |i: usize| 2 + (m + i) as u32;
    let mut net = Net::new(2 + m + vars.len());
    let mut source_edges = Vec::with_capacity(m);
    for j in 0..m {
        let (lo, hi) = eng.bounds(counts[j]);
        let lo = (lo - occ[j]).max(0);
        let hi = hi.saturating_sub(occ[j]);
        if hi < lo {
            return Err(FdError::Fail);
        }
        source_edges.push(net.add(s, key_node(j), lo, hi));
    }
    // (edge, variable, key) for every key a variable may take.
    let mut choices = Vec::new();
    let mut sink_edges = Vec::with_capacity(vars.len());
    for (i, (_, mult, d)) in vars.iter().enumerate() {
        for (j, &key) in keys.iter().enumerate() {
            if d.contains(key) {
                choices.push((net.add(key_node(j), var_node(i), 0, *mult), i, j));
            }
        }
        sink_edges.push(net.add(var_node(i), t, 0, *mult));
    }
    // A flow meeting every key's lower bound, then as much as will go.
    for (j, &e) in source_edges.iter().enumerate() {
        while net.flow[e] < net.low[e] {
            let need = net.low[e] - net.flow[e];
            let d = net.augment(key_node(j), t, s, need);
            if d == 0 {
                return Err(FdError::Fail);
            }
            net.flow[e] += d;
        }
    }
    while net.augment(s, t, s, i64::MAX) > 0 {}
    if sink_edges.iter().any(|&e| net.flow[e] < net.cap[e]) {
        return Err(FdError::Fail);
    }
    let comp = tarjan(net.adj.len(), |u, i| {
        let out = &net.adj[u as usize];
        while (*i as usize) < out.len() {
            let h = out[*i as usize];
            *i += 1;
            if net.residual(h) > 0 {
                return Some(net.to[h as usize]);
            }
        }
        None
    });
    let mut lose: Vec<Vec<i64>> = vec![Vec::new(); vars.len()];
    for &(e, i, j) in &choices {
        if net.flow[e] == 0 && comp[key_node(j) as usize] != comp[var_node(i) as usize] {
            lose[i].push(keys[j]);
        }
    }
    let mut changed = false;
    for (i, ks) in lose.iter().enumerate() {
        if ks.is_empty() {
            continue;
        }
        let gone = Domain::from_intervals(ks.iter().map(|&k| (k, k)).collect());
        let d = vars[i].2.intersect(&gone.complement());
        changed |= eng.restrict(vars[i].0, &d)?;
    }
    Ok(changed)
}

/// A flow network with lower and upper bounds. Edge `e` is stored as the
/// half-edges `2e` (forward) and `2e+1` (backward).
struct Net {
    /// Half-edges leaving each node.
    adj: Vec<Vec<u32>>,
    /// Head of each half-edge.
    to: Vec<u32>,
    low: Vec<i64>,
    cap: Vec<i64>,
    flow: Vec<i64>,
}

const NO_EDGE: u32 = u32::MAX;

impl Net {
    fn new(nodes: usize) -> Net {
        Net {
            adj: vec![Vec::new(); nodes],
            to: Vec::new(),
            low: Vec::new(),
            cap: Vec::new(),
            flow: Vec::new(),
        }
    }

    /// Adds the edge `u -> v` carrying between `low` and `cap`; returns
    /// its number.
    fn add(&mut self, u: u32, v: u32, low: i64, cap: i64) -> usize {
        let e = self.low.len();
        self.adj[u as usize].push(2 * e as u32);
        self.adj[v as usize].push(2 * e as u32 + 1);
        self.to.push(v);
        self.to.push(u);
        self.low.push(low);
        self.cap.push(cap);
        self.flow.push(0);
        e
    }

    /// How much more half-edge `h` can carry.
    fn residual(&self, h: u32) -> i64 {
        let e = (h / 2) as usize;
        if h & 1 == 0 {
            self.cap[e] - self.flow[e]
        } else {
            self.flow[e] - self.low[e]
        }
    }

    /// Pushes up to `limit` along a shortest residual path from `from` to
    /// `target` that avoids `avoid`; returns the amount (0: no path).
    fn augment(&mut self, from: u32, target: u32, avoid: u32, limit: i64) -> i64 {
        let n = self.adj.len();
        let mut parent = vec![NO_EDGE; n];
        let mut seen = vec![false; n];
        seen[from as usize] = true;
        seen[avoid as usize] = true;
        let mut queue = std::collections::VecDeque::from([from]);
        'search: while let Some(u) = queue.pop_front() {
            for &h in &self.adj[u as usize] {
                let w = self.to[h as usize];
                if !seen[w as usize] && self.residual(h) > 0 {
                    seen[w as usize] = true;
                    parent[w as usize] = h;
                    if w == target {
                        break 'search;
                    }
                    queue.push_back(w);
                }
            }
        }
        if parent[target as usize] == NO_EDGE {
            return 0;
        }
        let mut d = limit;
        let mut w = target;
        while w != from {
            let h = parent[w as usize];
            d = d.min(self.residual(h));
            w = self.to[(h ^ 1) as usize];
        }
        let mut w = target;
        while w != from {
            let h = parent[w as usize];
            let e = (h / 2) as usize;
            if h & 1 == 0 {
                self.flow[e] += d;
            } else {
                self.flow[e] -= d;
            }
            w = self.to[(h ^ 1) as usize];
        }
        d
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Source 0, sink 1, keys 2.., variables after: `doms[i]` lists the
    /// keys variable `i` may take, `bounds[j]` key `j`'s count bounds.
    /// Returns the flow on each (variable, key) edge, or `None` if no
    /// flow assigns every variable.
    fn assign(bounds: &[(i64, i64)], doms: &[&[usize]]) -> Option<Vec<(usize, usize, i64)>> {
        let m = bounds.len();
        let mut net = Net::new(2 + m + doms.len());
        let src: Vec<usize> = (0..m)
            .map(|j| net.add(0, 2 + j as u32, bounds[j].0, bounds[j].1))
            .collect();
        let mut edges = Vec::new();
        for (i, d) in doms.iter().enumerate() {
            for &j in d.iter() {
                edges.push((net.add(2 + j as u32, (2 + m + i) as u32, 0, 1), i, j));
            }
            net.add((2 + m + i) as u32, 1, 0, 1);
        }
        for (j, &e) in src.iter().enumerate() {
            while net.flow[e] < net.low[e] {
                let need = net.low[e] - net.flow[e];
                let d = net.augment(2 + j as u32, 1, 0, need);
                if d == 0 {
                    return None;
                }
                net.flow[e] += d;
            }
        }
        while net.augment(0, 1, 0, i64::MAX) > 0 {}
        let assigned: i64 = edges.iter().map(|&(e, _, _)| net.flow[e]).sum();
        (assigned == doms.len() as i64)
            .then(|| edges.iter().map(|&(e, i, j)| (i, j, net.flow[e])).collect())
    }

    #[test]
    fn lower_bounds_are_met_by_rerouting() {
        // Key 0 first takes variable 0; key 1 needs it too, so key 0's
        // flow moves to variable 2 along the residual graph.
        let f = assign(&[(1, 1), (2, 2)], &[&[0, 1], &[1], &[0]]).unwrap();
        let on = |i, j| f.iter().find(|&&(a, b, _)| a == i && b == j).unwrap().2;
        assert_eq!((on(0, 0), on(0, 1), on(1, 1), on(2, 0)), (0, 1, 1, 1));
        // Key 1 needs two, but only variable 1 may take it.
        assert!(assign(&[(0, 2), (2, 2)], &[&[0], &[1], &[0]]).is_none());
    }

    #[test]
    fn counts_too_small_leave_a_variable_out() {
        // Two variables, but the keys may take one in all.
        assert!(assign(&[(0, 1), (0, 0)], &[&[0, 1], &[0, 1]]).is_none());
        assert!(assign(&[(0, 1), (0, 1)], &[&[0, 1], &[0, 1]]).is_some());
    }
}
