//! all_different/1 and all_distinct/1.
//!
//! all_different removes a variable's value from the others once it is
//! known, as SWI's does. all_distinct is as strong as SWI's: forward
//! checking first, then Régin's matching-based filtering, which removes
//! every value that no solution of the constraint (taken alone) uses.
//!
//! Régin's algorithm: find a matching from the variables to their values
//! that covers every variable (none: the constraint fails), orient the
//! graph (a variable points to its matched value, a value to the other
//! variables that may take it), and keep an edge only if it is matched,
//! lies in a strongly connected component, or starts at a value reachable
//! from a free value. The graph search is iterative throughout (explicit
//! stacks), whatever the number of variables.
//!
//! As in SWI, variables with an infinite domain take no part in the
//! matching. A variable with more values than there are variables can
//! always be matched, so it is left out of the graph too; it only loses
//! the values that every maximum matching of the others uses (the values
//! of their Hall sets). If the graph would still have more than
//! [`EDGE_LIMIT`] edges, only the pigeonhole test is made.

use super::domain::Domain;
use super::engine::Engine;
use super::{FdError, FdResult};
use crate::term::Cell;

/// The most variable-value edges the matching graph is built with.
const EDGE_LIMIT: usize = 1 << 20;

/// Value ids are offsets from the least value when the values span at
/// most this many integers per edge (else they are sorted and searched).
const DENSE_FACTOR: i128 = 4;

const NONE: u32 = u32::MAX;

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
/// becomes known; fails if two are equal (a variable listed twice counts
/// twice, as in SWI).
pub fn forward_check(eng: &mut Engine, xs: &[Cell]) -> FdResult<()> {
    let mut known: Vec<i64> = Vec::new();
    let mut open: Vec<Cell> = Vec::with_capacity(xs.len());
    for &x in xs {
        match eng.value(x) {
            Some(v) => known.push(v),
            None => open.push(x),
        }
    }
    let mut fresh = known.clone();
    known.sort_unstable();
    if known.windows(2).any(|w| w[0] == w[1]) {
        return Err(FdError::Fail);
    }
    while !fresh.is_empty() && !open.is_empty() {
        let taken = Domain::from_intervals(fresh.iter().map(|&v| (v, v)).collect());
        let mut next = Vec::new();
        for &x in &open {
            if eng.value(x).is_some() {
                continue;
            }
            let d = eng.dom(x);
            if !d.meets(&taken) {
                continue;
            }
            eng.restrict(x, &subtract(&d, &taken))?;
            if let Some(v) = eng.value(x) {
                next.push(v);
            }
        }
        // A value that became known twice (or a variable listed twice).
        for &v in &next {
            match known.binary_search(&v) {
                Ok(_) => return Err(FdError::Fail),
                Err(i) => known.insert(i, v),
            }
        }
        open.retain(|&x| eng.value(x).is_none());
        fresh = next;
    }
    Ok(())
}

/// `d` without the values of `r`.
fn subtract(d: &Domain, r: &Domain) -> Domain {
    d.intersect(&r.complement())
}

/// all_distinct: forward checking, then Régin's filtering (see the
/// module docs).
pub fn propagate_distinct(eng: &mut Engine, q: u32) -> FdResult<()> {
    let xs = eng.arg_cells(q, 0);
    forward_check(eng, &xs)?;
    let mut open: Vec<(Cell, Domain)> = Vec::with_capacity(xs.len());
    let mut all_known = true;
    for &x in &xs {
        if eng.value(x).is_some() {
            continue;
        }
        all_known = false;
        let d = eng.dom(x);
        if d.is_finite() {
            open.push((x, d));
        }
    }
    if all_known {
        eng.kill(q);
        return Ok(());
    }
    if open.len() < 2 {
        return Ok(());
    }
    distinct_filter(eng, &open)
}

/// Régin's filtering over the variables in `open` (finite domains, not
/// known, a variable listed twice taking two places).
fn distinct_filter(eng: &mut Engine, open: &[(Cell, Domain)]) -> FdResult<()> {
    let n = open.len() as u64;
    let (small, big): (Vec<usize>, Vec<usize>) =
        (0..open.len()).partition(|&i| open[i].1.size().is_some_and(|s| s <= n));
    let edges: u64 = small.iter().map(|&i| open[i].1.size().unwrap_or(0)).sum();
    if edges as usize > EDGE_LIMIT {
        return pigeonhole(open);
    }
    if small.is_empty() {
        return Ok(());
    }
    let values = ValueIds::new(small.iter().map(|&i| &open[i].1), edges as usize);
    let mut g = Bipartite {
        start: Vec::with_capacity(small.len() + 1),
        adj: Vec::with_capacity(edges as usize),
        nvals: values.len(),
    };
    g.start.push(0);
    for &i in &small {
        for v in open[i].1.values() {
            g.adj.push(values.id(v));
        }
        g.start.push(g.adj.len() as u32);
    }
    let Some(f) = regin(&g) else {
        return Err(FdError::Fail);
    };
    for (k, &i) in small.iter().enumerate() {
        let range = g.start[k] as usize..g.start[k + 1] as usize;
        if f.keep[range.clone()].iter().all(|&b| b) {
            continue;
        }
        let kept: Vec<i64> = range
            .filter(|&e| f.keep[e])
            .map(|e| values.value(g.adj[e]))
            .collect();
        eng.restrict(open[i].0, &from_sorted_values(&kept))?;
    }
    if !big.is_empty() {
        let hall: Vec<i64> = (0..g.nvals)
            .filter(|&v| f.hall[v])
            .map(|v| values.value(v as u32))
            .collect();
        if !hall.is_empty() {
            let hall = from_sorted_values(&hall);
            for &i in &big {
                let d = eng.dom(open[i].0);
                if d.meets(&hall) {
                    eng.restrict(open[i].0, &subtract(&d, &hall))?;
                }
            }
        }
    }
    Ok(())
}

/// Fails if the variables have fewer values between them than there are
/// variables.
fn pigeonhole(open: &[(Cell, Domain)]) -> FdResult<()> {
    let mut union = Domain::empty();
    for (_, d) in open {
        union = union.union(d);
    }
    if union.size().is_some_and(|s| s < open.len() as u64) {
        return Err(FdError::Fail);
    }
    Ok(())
}

/// A domain of the sorted, distinct `vs`.
pub(super) fn from_sorted_values(vs: &[i64]) -> Domain {
    let mut iv: Vec<(i64, i64)> = Vec::new();
    for &v in vs {
        match iv.last_mut() {
            Some(last) if last.1 + 1 == v => last.1 = v,
            _ => iv.push((v, v)),
        }
    }
    Domain::from_sorted(iv)
}

/// Dense ids for the values of some finite domains, in value order.
enum ValueIds {
    /// id = value - base.
    Offset { base: i64, len: usize },
    /// id = position in the sorted values.
    Sorted(Vec<i64>),
}

impl ValueIds {
    fn new<'d>(doms: impl Iterator<Item = &'d Domain> + Clone, edges: usize) -> ValueIds {
        let lo = doms.clone().map(Domain::min).min().unwrap_or(0);
        let hi = doms.clone().map(Domain::max).max().unwrap_or(0);
        let span = hi as i128 - lo as i128 + 1;
        if span <= DENSE_FACTOR * edges as i128 + 64 {
            return ValueIds::Offset {
                base: lo,
                len: span as usize,
            };
        }
        let mut vs: Vec<i64> = doms.flat_map(Domain::values).collect();
        vs.sort_unstable();
        vs.dedup();
        ValueIds::Sorted(vs)
    }

    fn len(&self) -> usize {
        match self {
            ValueIds::Offset { len, .. } => *len,
            ValueIds::Sorted(vs) => vs.len(),
        }
    }

    fn id(&self, v: i64) -> u32 {
        match self {
            ValueIds::Offset { base, .. } => (v - base) as u32,
            ValueIds::Sorted(vs) => vs.binary_search(&v).unwrap_or(0) as u32,
        }
    }

    fn value(&self, id: u32) -> i64 {
        match self {
            ValueIds::Offset { base, .. } => base + id as i64,
            ValueIds::Sorted(vs) => vs[id as usize],
        }
    }
}

// ---- the matching core ------------------------------------------------------

/// A bipartite graph from variables `0..start.len()-1` to values
/// `0..nvals`: variable `x`'s values are `adj[start[x]..start[x+1]]`.
pub struct Bipartite {
    pub start: Vec<u32>,
    pub adj: Vec<u32>,
    pub nvals: usize,
}

/// What Régin's filtering keeps.
pub struct Filtered {
    /// For each edge (an index into `adj`): whether some matching that
    /// covers every variable uses it.
    pub keep: Vec<bool>,
    /// For each value: whether every such matching uses it.
    pub hall: Vec<bool>,
}

/// Régin's filtering: `None` if no matching covers every variable.
pub fn regin(g: &Bipartite) -> Option<Filtered> {
    let n = g.start.len() - 1;
    let m = g.nvals;
    let (mate_x, mate_v) = max_matching(g)?;

    // Values to the variables that may take them (reverse adjacency).
    let mut rstart = vec![0u32; m + 1];
    for &v in &g.adj {
        rstart[v as usize + 1] += 1;
    }
    for v in 0..m {
        rstart[v + 1] += rstart[v];
    }
    let mut fill = rstart.clone();
    let mut radj = vec![0u32; g.adj.len()];
    for x in 0..n {
        for &v in &g.adj[g.start[x] as usize..g.start[x + 1] as usize] {
            radj[fill[v as usize] as usize] = x as u32;
            fill[v as usize] += 1;
        }
    }

    // Values reachable from a free value by alternating paths (value ->
    // variable by an unmatched edge, variable -> its matched value).
    let mut reached = vec![false; m];
    let mut work: Vec<u32> = Vec::new();
    for v in 0..m {
        if mate_v[v] == NONE {
            reached[v] = true;
            work.push(v as u32);
        }
    }
    while let Some(v) = work.pop() {
        for &x in &radj[rstart[v as usize] as usize..rstart[v as usize + 1] as usize] {
            let w = mate_x[x as usize];
            if w != v && !reached[w as usize] {
                reached[w as usize] = true;
                work.push(w);
            }
        }
    }

    let comp = scc(n, m, &mate_x, &rstart, &radj);
    let mut keep = vec![false; g.adj.len()];
    for (x, &mate) in mate_x.iter().enumerate() {
        let edges = g.start[x] as usize..g.start[x + 1] as usize;
        for (k, &v) in keep[edges.clone()].iter_mut().zip(&g.adj[edges]) {
            *k = mate == v || reached[v as usize] || comp[x] == comp[n + v as usize];
        }
    }
    let hall = (0..m).map(|v| mate_v[v] != NONE && !reached[v]).collect();
    Some(Filtered { keep, hall })
}

/// A matching covering every variable (`mate_x[x]` its value, `mate_v[v]`
/// its variable or `NONE`), by augmenting paths from a greedy start.
fn max_matching(g: &Bipartite) -> Option<(Vec<u32>, Vec<u32>)> {
    let n = g.start.len() - 1;
    let mut mate_x = vec![NONE; n];
    let mut mate_v = vec![NONE; g.nvals];
    for (x, mate) in mate_x.iter_mut().enumerate() {
        for &v in &g.adj[g.start[x] as usize..g.start[x + 1] as usize] {
            if mate_v[v as usize] == NONE {
                *mate = v;
                mate_v[v as usize] = x as u32;
                break;
            }
        }
    }
    let mut seen = vec![0u32; g.nvals];
    let mut stamp = 0;
    // Depth-first search: (variable, next edge to try).
    let mut stack: Vec<(u32, u32)> = Vec::new();
    for x0 in 0..n {
        if mate_x[x0] != NONE {
            continue;
        }
        stamp += 1;
        stack.clear();
        stack.push((x0 as u32, g.start[x0]));
        let mut found = false;
        while let Some(top) = stack.last_mut() {
            let (x, e) = *top;
            if e == g.start[x as usize + 1] {
                stack.pop();
                continue;
            }
            top.1 += 1;
            let v = g.adj[e as usize];
            if seen[v as usize] == stamp {
                continue;
            }
            seen[v as usize] = stamp;
            let y = mate_v[v as usize];
            if y == NONE {
                found = true;
                break;
            }
            stack.push((y, g.start[y as usize]));
        }
        if !found {
            return None;
        }
        // Each variable on the path takes the value it was trying.
        for &(x, e) in &stack {
            let v = g.adj[e as usize - 1];
            mate_x[x as usize] = v;
            mate_v[v as usize] = x;
        }
    }
    Some((mate_x, mate_v))
}

/// Strongly connected components of the oriented graph: nodes `0..n`
/// are variables (each pointing to its matched value), `n..n+m` values
/// (each pointing to the other variables that may take it). Returns each
/// node's component number.
fn scc(n: usize, m: usize, mate_x: &[u32], rstart: &[u32], radj: &[u32]) -> Vec<u32> {
    tarjan(n + m, |u, i| {
        let u = u as usize;
        if u < n {
            if *i == 0 {
                *i = 1;
                return Some(n as u32 + mate_x[u]);
            }
            return None;
        }
        // A value's successors, skipping its own matched variable.
        let v = u - n;
        loop {
            let at = rstart[v] + *i;
            if at >= rstart[v + 1] {
                return None;
            }
            *i += 1;
            let x = radj[at as usize];
            if mate_x[x as usize] != v as u32 {
                return Some(x);
            }
        }
    })
}

/// Strongly connected components (Tarjan's algorithm, with explicit
/// stacks) of a graph on nodes `0..total`: `succ(u, &mut i)` gives the
/// successor of `u` at cursor `i` (0 at first) and advances the cursor,
/// `None` once there are no more. Returns each node's component number.
pub(super) fn tarjan(total: usize, mut succ: impl FnMut(u32, &mut u32) -> Option<u32>) -> Vec<u32> {
    let mut index = vec![NONE; total];
    let mut low = vec![0u32; total];
    let mut comp = vec![NONE; total];
    let mut on_stack = vec![false; total];
    let mut stack: Vec<u32> = Vec::new();
    // (node, cursor in its successors)
    let mut calls: Vec<(u32, u32)> = Vec::new();
    let mut counter = 0u32;
    let mut ncomp = 0u32;
    for root in 0..total as u32 {
        if index[root as usize] != NONE {
            continue;
        }
        index[root as usize] = counter;
        low[root as usize] = counter;
        counter += 1;
        stack.push(root);
        on_stack[root as usize] = true;
        calls.push((root, 0));
        while let Some(top) = calls.last_mut() {
            let u = top.0;
            if let Some(w) = succ(u, &mut top.1) {
                let wi = w as usize;
                if index[wi] == NONE {
                    index[wi] = counter;
                    low[wi] = counter;
                    counter += 1;
                    stack.push(w);
                    on_stack[wi] = true;
                    calls.push((w, 0));
                } else if on_stack[wi] {
                    low[u as usize] = low[u as usize].min(index[wi]);
                }
                continue;
            }
            calls.pop();
            let ui = u as usize;
            if low[ui] == index[ui] {
                while let Some(w) = stack.pop() {
                    on_stack[w as usize] = false;
                    comp[w as usize] = ncomp;
                    if w == u {
                        break;
                    }
                }
                ncomp += 1;
            }
            if let Some(&(p, _)) = calls.last() {
                low[p as usize] = low[p as usize].min(low[ui]);
            }
        }
    }
    comp
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A graph from each variable's value list.
    fn graph(doms: &[&[u32]], nvals: usize) -> Bipartite {
        let mut start = vec![0];
        let mut adj = Vec::new();
        for d in doms {
            adj.extend_from_slice(d);
            start.push(adj.len() as u32);
        }
        Bipartite { start, adj, nvals }
    }

    /// The values each variable keeps.
    fn kept(g: &Bipartite, f: &Filtered) -> Vec<Vec<u32>> {
        (0..g.start.len() - 1)
            .map(|x| {
                (g.start[x] as usize..g.start[x + 1] as usize)
                    .filter(|&e| f.keep[e])
                    .map(|e| g.adj[e])
                    .collect()
            })
            .collect()
    }

    #[test]
    fn pigeonhole_has_no_matching() {
        // Three variables over two values.
        let g = graph(&[&[0, 1], &[0, 1], &[0, 1]], 2);
        assert!(regin(&g).is_none());
    }

    #[test]
    fn hall_pair_prunes_the_third() {
        // X, Y in {1,2} take both values: Z in {1,2,3} keeps only 3.
        let g = graph(&[&[1, 2], &[1, 2], &[1, 2, 3]], 4);
        let f = regin(&g).unwrap();
        assert_eq!(kept(&g, &f), vec![vec![1, 2], vec![1, 2], vec![3]]);
        assert_eq!(f.hall, vec![false, true, true, true]);
    }

    #[test]
    fn hall_sets_and_free_values() {
        // SWI's `matching` case: A, B in 1..2, C in 1..4, D in 2..4.
        let g = graph(&[&[1, 2], &[1, 2], &[1, 2, 3, 4], &[2, 3, 4]], 5);
        let f = regin(&g).unwrap();
        assert_eq!(
            kept(&g, &f),
            vec![vec![1, 2], vec![1, 2], vec![3, 4], vec![3, 4]]
        );
        // Nothing to remove when every variable has room.
        let g = graph(&[&[0, 1, 2], &[0, 1, 2], &[0, 1, 2]], 3);
        let f = regin(&g).unwrap();
        assert!(f.keep.iter().all(|&k| k));
        assert!(f.hall.iter().all(|&h| h));
    }

    #[test]
    fn chain_forces_every_value() {
        // X0 in {0}, X1 in {0,1}, X2 in {1,2}, X3 in {2,3}: one solution.
        let g = graph(&[&[0], &[0, 1], &[1, 2], &[2, 3]], 4);
        let f = regin(&g).unwrap();
        assert_eq!(kept(&g, &f), vec![vec![0], vec![1], vec![2], vec![3]]);
    }

    #[test]
    fn augmenting_paths_repair_a_greedy_start() {
        // Greedy gives X0 value 0, X1 then needs an augmenting path.
        let g = graph(&[&[0, 1], &[0], &[1, 2, 3]], 4);
        let f = regin(&g).unwrap();
        assert_eq!(kept(&g, &f), vec![vec![1], vec![0], vec![2, 3]]);
    }

    #[test]
    fn long_chains_need_no_native_recursion() {
        // X_i in {i, i+1} for 200000 variables: a long alternating path.
        let n = 200_000u32;
        let doms: Vec<Vec<u32>> = (0..n).map(|i| vec![i, i + 1]).collect();
        let refs: Vec<&[u32]> = doms.iter().map(|d| &d[..]).collect();
        let g = graph(&refs, n as usize + 1);
        let f = regin(&g).unwrap();
        assert!(f.keep.iter().all(|&k| k));
        // Greedy matching takes each X_i = i+1, leaving the last one
        // (only n-1) to an augmenting path through all the others.
        let mut doms: Vec<Vec<u32>> = (0..n - 1).map(|i| vec![i + 1, i]).collect();
        doms.push(vec![n - 1]);
        let refs: Vec<&[u32]> = doms.iter().map(|d| &d[..]).collect();
        let g = graph(&refs, n as usize);
        let f = regin(&g).unwrap();
        assert!(kept(&g, &f)
            .iter()
            .enumerate()
            .all(|(i, k)| k == &vec![i as u32]));
    }
}
