//! SWI-Prolog's `optimise_unify`: a unification `V = T` among the first
//! goals of a body, where `V` is a head argument that occurs once in the
//! head, is compiled as head unification. SWI's decompiler then shows the
//! clause with `T` in the head (`p(X) :- X = f(Y), q(Y)` lists as
//! `p(f(Y)) :- q(Y)`), and that is what makes translated grammar rules
//! list as SWI lists them (`greeting --> [hello], name` is
//! `greeting([hello|A], B) :- name(A, B)`). zebralog does the same
//! rewrite on the clause term before it is stored and compiled, so
//! `clause/2`, `listing/1` and first-argument indexing all see it.
//!
//! The rewrite never changes what a clause means: the folded goal is the
//! first thing that would have run, and `V` is bound to `T` everywhere.
//! It works on a copy, so an asserted term is never touched.

use crate::term::{atom, Cell, Store};

/// The clause with its leading head unifications folded into the head,
/// or `None` when there is nothing to fold. `vars` (the clause's named
/// variables) come back as their counterparts in the folded clause.
pub(crate) fn fold_head_unifications(
    st: &mut Store,
    clause: Cell,
    vars: &[Cell],
) -> Option<(Cell, Vec<Cell>)> {
    let picks = plan(st, clause)?;
    let mut both = vec![clause];
    both.extend_from_slice(vars);
    let wrap = st.new_compound(atom::MINUS, &both);
    let copy = st.copy_term(wrap).ok()?;
    let vars: Vec<Cell> = (1..both.len()).map(|i| st.arg(copy, i)).collect();
    let copy = st.deref(st.arg(copy, 0));
    let (head, body) = (st.arg(copy, 0), st.arg(copy, 1));
    let goals = conjuncts(st, body);
    let mut kept = Vec::with_capacity(goals.len());
    for (i, g) in goals.iter().enumerate() {
        match picks.get(i) {
            Some(Pick::Fold) => {
                let (l, r) = (st.arg(*g, 0), st.arg(*g, 1));
                if !st.unify(l, r) {
                    return None;
                }
            }
            Some(Pick::Drop) => {}
            _ => kept.push(*g),
        }
    }
    let mut body = match kept.pop() {
        Some(last) => last,
        None => return Some((head, vars)),
    };
    while let Some(g) = kept.pop() {
        body = st.new_compound(atom::COMMA, &[g, body]);
    }
    Some((st.new_compound(atom::NECK, &[head, body]), vars))
}

#[derive(Clone, Copy, PartialEq)]
enum Pick {
    Keep,
    Fold,
    Drop,
}

/// Decides, on the original clause, which leading goals fold into the
/// head (`Fold`), which `true`s before them vanish (`Drop`), and which
/// stay. `None` if none folds.
fn plan(st: &Store, clause: Cell) -> Option<Vec<Pick>> {
    let clause = st.deref(clause);
    if st.functor(clause) != Some((atom::NECK, 2)) {
        return None;
    }
    let head = st.deref(st.arg(clause, 0));
    let arity = match st.functor(head) {
        Some((_, n)) if n > 0 && matches!(head, Cell::Str(_)) => n,
        _ => return None,
    };
    let goals = conjuncts(st, st.arg(clause, 1));
    let mut picks = Vec::new();
    // Head arguments still free to take a term: plain variables that
    // occur once in the head.
    let mut free: Vec<u32> = (0..arity)
        .filter_map(|i| match st.deref(st.arg(head, i)) {
            Cell::Var(a) if occurrences(st, head, a) == 1 => Some(a),
            _ => None,
        })
        .collect();
    // Variables of the goals kept so far: a folded variable must not
    // occur in them.
    let mut seen: Vec<Cell> = Vec::new();
    let mut pending_true = Vec::new();
    let mut any = false;
    for g in goals {
        if g == Cell::Atom(atom::TRUE) {
            pending_true.push(picks.len());
            picks.push(Pick::Keep);
            continue;
        }
        if st.functor(g) != Some((atom::EQUALS, 2)) {
            break;
        }
        let (l, r) = (st.deref(st.arg(g, 0)), st.deref(st.arg(g, 1)));
        let fold = match (l, r) {
            (Cell::Var(_), Cell::Var(_)) => None,
            (Cell::Var(v), t) | (t, Cell::Var(v)) => Some((v, t)),
            _ => None,
        };
        let movable = fold.filter(|&(v, t)| {
            free.contains(&v)
                && !contains_var(st, t, v)
                && !seen.iter().any(|&s| contains_var(st, s, v))
        });
        match movable {
            Some((v, _)) => {
                free.retain(|&x| x != v);
                for i in pending_true.drain(..) {
                    picks[i] = Pick::Drop;
                }
                picks.push(Pick::Fold);
                any = true;
            }
            None if matches!((l, r), (Cell::Var(_), Cell::Var(_))) => {
                pending_true.clear();
                seen.push(g);
                picks.push(Pick::Keep);
            }
            None => break,
        }
    }
    any.then_some(picks)
}

/// The goals of a conjunction, flattened left to right.
fn conjuncts(st: &Store, body: Cell) -> Vec<Cell> {
    let mut out = Vec::new();
    let mut stack = vec![body];
    while let Some(g) = stack.pop() {
        let g = st.deref(g);
        if st.functor(g) == Some((atom::COMMA, 2)) {
            stack.push(st.arg(g, 1));
            stack.push(st.arg(g, 0));
        } else {
            out.push(g);
        }
    }
    out
}

/// How often variable `v` occurs in `t`; a term too big to walk counts
/// as many occurrences, so nothing folds.
fn occurrences(st: &Store, t: Cell, v: u32) -> usize {
    let mut n = 0;
    let complete = walk(st, t, &mut |a| {
        if a == v {
            n += 1;
        }
    });
    if complete {
        n
    } else {
        usize::MAX
    }
}

fn contains_var(st: &Store, t: Cell, v: u32) -> bool {
    occurrences(st, t, v) > 0
}

/// Calls `f` with the address of every variable occurrence in `t`;
/// false if `t` was too big (or cyclic) to walk to the end.
fn walk(st: &Store, t: Cell, f: &mut dyn FnMut(u32)) -> bool {
    let mut stack = vec![t];
    let mut steps = 0usize;
    while let Some(c) = stack.pop() {
        steps += 1;
        if steps > 1 << 16 {
            return false;
        }
        match st.deref(c) {
            Cell::Var(a) => f(a),
            c @ Cell::Str(_) => {
                let n = st.functor(c).map_or(0, |(_, n)| n);
                for i in 0..n {
                    stack.push(st.arg(c, i));
                }
            }
            Cell::Lst(a) => {
                stack.push(st.heap[a as usize]);
                stack.push(st.heap[a as usize + 1]);
            }
            _ => {}
        }
    }
    true
}
