//! Reification: boolean formulas over comparisons and domains, posted as
//! true (`#\/`, `#==>` ... at the top) or given a 0/1 truth variable
//! (`B #<==> F`).
//!
//! The structure is SWI's, so residual goals read the same: a formula's
//! sugar (`#==>`, `#<==`, `#<==>`, `#\` between two formulas) is first
//! rewritten into `#/\`, `#\/` and `#\` as SWI's library does; each
//! sub-formula gets its own truth variable, left before right, and the
//! connective is posted after its parts; a reified comparison relates
//! two variables (or integers), each side of it parsed into an auxiliary
//! variable with its own propagator when it is an expression
//! (`X+Y #= 3 #<==> B` is `D #= 3 #<==> B` and `X+Y #= D`); a disjunction
//! of `X #= N` is `X in Dom`.
//!
//! Formulas and expressions are walked with explicit stacks, never by
//! native recursion, however deep they nest.

use super::domain::Domain;
use super::engine::{Engine, Kind};
use super::linear::Lin;
use super::parse::{parse_var, sum_of};
use super::post::{fresh, parse_domain, post_lin, post_lin_shown, post_relation, relation, to_lin};
use super::{FdError, FdResult};
use crate::term::{Cell, Store};

/// The core connectives a formula is rewritten into, and the sugar.
fn connective(st: &Store, f: Cell) -> Option<&'static str> {
    let (name, n) = st.functor(f)?;
    Some(match (st.atom_name(name), n) {
        ("#<==>", 2) => "#<==>",
        ("#==>", 2) => "#==>",
        ("#<==", 2) => "#<==",
        ("#/\\", 2) => "#/\\",
        ("#\\/", 2) => "#\\/",
        ("#\\", 2) => "#\\",
        ("#\\", 1) => "#\\1",
        _ => return None,
    })
}

/// SWI's rewriting of a connective into `#/\`, `#\/` and `#\`:
/// `L #==> R` is `#\ L #\/ R`, `L #<== R` is `R #==> L`, `L #<==> R` is
/// `(L #==> R) #/\ (R #==> L)`, `L #\ R` is `(L #\/ R) #/\ #\ (L #/\ R)`.
/// Core connectives come back as they are.
fn desugar(st: &mut Store, c: &str, f: Cell) -> Cell {
    let arg = |st: &Store, i| st.deref(st.arg(f, i));
    let implies = |st: &mut Store, l: Cell, r: Cell| {
        let not_l = st.new_compound_str("#\\", &[l]);
        st.new_compound_str("#\\/", &[not_l, r])
    };
    match c {
        "#==>" => {
            let (l, r) = (arg(st, 0), arg(st, 1));
            implies(st, l, r)
        }
        "#<==" => {
            let (l, r) = (arg(st, 0), arg(st, 1));
            implies(st, r, l)
        }
        "#<==>" => {
            let (l, r) = (arg(st, 0), arg(st, 1));
            let a = implies(st, l, r);
            let b = implies(st, r, l);
            st.new_compound_str("#/\\", &[a, b])
        }
        "#\\" => {
            let (l, r) = (arg(st, 0), arg(st, 1));
            let or = st.new_compound_str("#\\/", &[l, r]);
            let and = st.new_compound_str("#/\\", &[l, r]);
            let nand = st.new_compound_str("#\\", &[and]);
            st.new_compound_str("#/\\", &[or, nand])
        }
        _ => f,
    }
}

/// A 0/1 variable (or 0/1 integer) for the formula's truth, with the
/// propagators relating them.
pub fn reify(eng: &mut Engine, f: Cell) -> FdResult<Cell> {
    if let Some(b) = boolean_var(eng, f)? {
        return Ok(b);
    }
    let b = fresh(eng);
    reify_into(eng, f, b)?;
    Ok(b)
}

/// The formula itself if it is already a boolean (a variable or 0/1).
fn boolean_var(eng: &mut Engine, f: Cell) -> FdResult<Option<Cell>> {
    let f = eng.st.deref(f);
    match f {
        Cell::Var(_) => {
            eng.restrict(f, &Domain::range(0, 1))?;
            Ok(Some(eng.st.deref(f)))
        }
        Cell::Int(0) | Cell::Int(1) => Ok(Some(f)),
        _ => Ok(None),
    }
}

/// Work on the way through a formula: reify a sub-formula into a truth
/// variable (made when its turn comes, so auxiliary variables are as old
/// as in SWI: a part's variable after everything of the parts before
/// it), or post a connective once its parts are done. Truth variables of
/// a connective's parts are kept in `slots`.
enum Job {
    /// Formula, and where its truth variable goes (slot, part), or the
    /// variable itself.
    Reify(Cell, Target),
    Connect(&'static str, usize, Cell),
}

#[derive(Clone, Copy)]
enum Target {
    Var(Cell),
    Slot(usize, usize),
}

/// Makes `b` (0..1) the truth value of formula `f`.
pub fn reify_into(eng: &mut Engine, f: Cell, b: Cell) -> FdResult<()> {
    let mut slots: Vec<Vec<Cell>> = Vec::new();
    let mut work = vec![Job::Reify(f, Target::Var(b))];
    while let Some(job) = work.pop() {
        let (f, b) = match job {
            Job::Connect(c, slot, b) => {
                let subs = std::mem::take(&mut slots[slot]);
                post_connective(eng, c, &subs, b);
                continue;
            }
            Job::Reify(f, Target::Var(b)) => (eng.st.deref(f), b),
            Job::Reify(f, Target::Slot(s, i)) => {
                let f = eng.st.deref(f);
                let b = match boolean_var(eng, f)? {
                    Some(v) => {
                        slots[s][i] = v;
                        continue;
                    }
                    None => fresh(eng),
                };
                slots[s][i] = b;
                (f, b)
            }
        };
        eng.restrict(b, &Domain::range(0, 1))?;
        if let Some(v) = boolean_var(eng, f)? {
            // A variable is its own truth value (SWI unifies them).
            if !eng.st.unify(v, b) {
                return Err(FdError::Fail);
            }
            continue;
        }
        if let Some((x, d)) = domain_formula(eng.st, f)? {
            post_reif_in(eng, b, x, &d);
            continue;
        }
        if let Some(c) = connective(eng.st, f) {
            let f = desugar(eng.st, c, f);
            let c = connective(eng.st, f).expect("a core connective");
            if matches!(c, "#/\\" | "#\\/") {
                if let Some((x, d)) = domain_formula(eng.st, f)? {
                    post_reif_in(eng, b, x, &d);
                    continue;
                }
            }
            let n = if c == "#\\1" { 1 } else { 2 };
            let slot = slots.len();
            slots.push(vec![Cell::Int(0); n]);
            // Left part first, then the right, then the connective.
            work.push(Job::Connect(c, slot, b));
            for i in (0..n).rev() {
                work.push(Job::Reify(eng.st.arg(f, i), Target::Slot(slot, i)));
            }
            continue;
        }
        reify_comparison(eng, f, b)?;
    }
    Ok(())
}

/// `b <=> s0 /\ s1`, `b <=> s0 \/ s1` or `b <=> not s0` as a reified
/// linear condition on the truth values, shown as SWI shows it.
fn post_connective(eng: &mut Engine, c: &str, subs: &[Cell], b: Cell) {
    let (kind, cs, k, shown) = match c {
        "#/\\" => (
            Kind::LinLe,
            vec![-1, -1],
            -2,
            eng.st.new_compound_str("#/\\", subs),
        ),
        "#\\/" => (
            Kind::LinLe,
            vec![-1, -1],
            -1,
            eng.st.new_compound_str("#\\/", subs),
        ),
        _ => (
            Kind::LinEq,
            vec![1],
            0,
            eng.st.new_compound_str("#\\", subs),
        ),
    };
    let shown = eng.st.new_compound_str("#<==>", &[shown, b]);
    let lin = Lin {
        cs,
        xs: subs.to_vec(),
        k,
    };
    post_reif(eng, b, kind, lin, shown);
}

/// `b <=> L Rel R`, as SWI's `reified_eq`/`reified_neq`/`reified_geq`
/// between the two sides parsed into variables: `L #> R` is `L #>= R+1`,
/// `L #=< R` is `R #>= L`, `L #< R` is `R #>= L+1`.
fn reify_comparison(eng: &mut Engine, f: Cell, b: Cell) -> FdResult<()> {
    let Some((name, 2)) = eng.st.functor(f) else {
        return Err(FdError::Domain("clpfd_reifiable_expression", f));
    };
    let name = eng.st.atom_name(name).to_string();
    if relation(&name).is_none() {
        return Err(FdError::Domain("clpfd_reifiable_expression", f));
    }
    let (l, r) = (eng.st.arg(f, 0), eng.st.arg(f, 1));
    let plus_one = |st: &mut Store, x: Cell| st.new_compound_str("+", &[x, Cell::Int(1)]);
    let (op, l, r) = match name.as_str() {
        "#=" => ("#=", l, r),
        "#\\=" => ("#\\=", l, r),
        "#>=" => ("#>=", l, r),
        "#>" => ("#>=", l, plus_one(eng.st, r)),
        "#=<" => ("#>=", r, l),
        _ => {
            let l1 = plus_one(eng.st, l);
            ("#>=", r, l1)
        }
    };
    let outer = eng.partial.replace(Vec::new());
    let sides = parse_var(eng, l).and_then(|lv| Ok((lv, parse_var(eng, r)?)));
    let divisors = std::mem::replace(&mut eng.partial, outer).unwrap_or_default();
    let (lv, rv) = sides?;
    // L = R, L =\= R as L - R Rel 0; L >= R as R - L =< 0.
    let (kind, terms) = match op {
        "#=" => (Kind::LinEq, [(1, lv), (-1, rv)]),
        "#\\=" => (Kind::LinNe, [(1, lv), (-1, rv)]),
        _ => (Kind::LinLe, [(1, rv), (-1, lv)]),
    };
    let lin = to_lin(eng.st, sum_of(&terms))?;
    let shown = eng.st.new_compound_str(op, &[lv, rv]);
    // A known divisor other than 0 is always defined.
    let divisors: Vec<Cell> = divisors
        .into_iter()
        .map(|y| eng.st.deref(y))
        .filter(|y| !matches!(y, Cell::Int(v) if *v != 0))
        .collect();
    if divisors.is_empty() {
        let shown = eng.st.new_compound_str("#<==>", &[shown, b]);
        post_reif(eng, b, kind, lin, shown);
        return Ok(());
    }
    // Defined only where every divisor is not 0: B is the comparison's
    // truth and each divisor's `=\= 0`, as SWI's reification.
    let mut conds = Vec::with_capacity(divisors.len() + 1);
    let c = fresh(eng);
    eng.restrict(c, &Domain::range(0, 1))?;
    let shown = eng.st.new_compound_str("#<==>", &[shown, c]);
    post_reif(eng, c, kind, lin, shown);
    conds.push(c);
    for y in divisors {
        match eng.st.deref(y) {
            Cell::Int(0) => return eng.set_value(b, 0).map(|_| ()),
            Cell::Int(_) => {}
            y => {
                let d = fresh(eng);
                eng.restrict(d, &Domain::range(0, 1))?;
                let ne = eng.st.new_compound_str("#\\=", &[y, Cell::Int(0)]);
                let shown = eng.st.new_compound_str("#<==>", &[ne, d]);
                let lin = Lin {
                    cs: vec![1],
                    xs: vec![y],
                    k: 0,
                };
                post_reif(eng, d, Kind::LinNe, lin, shown);
                conds.push(d);
            }
        }
    }
    let mut acc = conds[0];
    for (i, &d) in conds.iter().enumerate().skip(1) {
        let t = if i + 1 == conds.len() {
            b
        } else {
            let t = fresh(eng);
            eng.restrict(t, &Domain::range(0, 1))?;
            t
        };
        post_connective(eng, "#/\\", &[acc, d], t);
        acc = t;
    }
    if conds.len() == 1 {
        post_lin(
            eng,
            Kind::LinEq,
            Lin {
                cs: vec![1, -1],
                xs: vec![acc, b],
                k: 0,
            },
        )?;
    }
    Ok(())
}

fn post_reif(eng: &mut Engine, b: Cell, kind: Kind, lin: Lin, shown: Cell) {
    let [c, v, k] = lin.cells(eng.st);
    let q = eng.new_prop(Kind::Reif, shown, &[b, Cell::Int(kind as i64), c, v, k]);
    let mut watched = lin.xs.clone();
    watched.push(b);
    eng.attach(q, &watched);
}

/// Posts a formula as true: conjunctions and comparisons directly, the
/// other connectives through their truth variables, as SWI does.
pub fn post_formula(eng: &mut Engine, f: Cell) -> FdResult<()> {
    let mut work = vec![f];
    while let Some(f) = work.pop() {
        let f = eng.st.deref(f);
        if let Some(v) = boolean_var(eng, f)? {
            eng.set_value(v, 1)?;
            continue;
        }
        let c = connective(eng.st, f);
        if c != Some("#/\\") {
            // `X in D`, and `X #= 1 #\/ X #= 3` as `X in 1\/3` (SWI).
            if let Some((x, d)) = domain_formula(eng.st, f)? {
                eng.restrict(x, &d)?;
                continue;
            }
        }
        let arg = |eng: &Engine, i| eng.st.deref(eng.st.arg(f, i));
        match c {
            Some("#/\\") => {
                work.push(arg(eng, 1));
                work.push(arg(eng, 0));
            }
            Some("#<==>") => {
                let b = reify(eng, arg(eng, 0))?;
                reify_into(eng, arg(eng, 1), b)?;
            }
            Some("#\\1") => reify_into(eng, arg(eng, 0), Cell::Int(0))?,
            Some("#<==") => {
                let (l, r) = (arg(eng, 0), arg(eng, 1));
                work.push(eng.st.new_compound_str("#==>", &[r, l]));
            }
            Some("#\\") => {
                let g = desugar(eng.st, "#\\", f);
                work.push(g);
            }
            Some(c) => {
                // #\/ and #==> between two truth values.
                let b0 = reify(eng, arg(eng, 0))?;
                let b1 = reify(eng, arg(eng, 1))?;
                let (cs, k, shown) = if c == "#==>" {
                    let s = eng.st.new_compound_str("#==>", &[b0, b1]);
                    (vec![1, -1], 0, s)
                } else {
                    let s = eng.st.new_compound_str("#\\/", &[b0, b1]);
                    let s = eng.st.new_compound_str("#<==>", &[s, Cell::Int(1)]);
                    (vec![-1, -1], -1, s)
                };
                let lin = Lin {
                    cs,
                    xs: vec![b0, b1],
                    k,
                };
                post_lin_shown(eng, Kind::LinLe, lin, Some(shown))?;
            }
            None => {
                let Some((name, 2)) = eng.st.functor(f) else {
                    return Err(FdError::Domain("clpfd_reifiable_expression", f));
                };
                let name = eng.st.atom_name(name).to_string();
                if relation(&name).is_none() {
                    return Err(FdError::Domain("clpfd_reifiable_expression", f));
                }
                post_relation(eng, &name, arg(eng, 0), arg(eng, 1))?;
            }
        }
    }
    Ok(())
}

/// A formula that only restricts one variable's domain, as SWI reads
/// it: `X in Dom`; a disjunction of `X #= N` / `N #= X` / `X in N` (N
/// integers, X the same variable throughout): X in those values; a
/// conjunction of `X #\= N`: X outside them.
fn domain_formula(st: &Store, f: Cell) -> FdResult<Option<(Cell, Domain)>> {
    let f = st.deref(f);
    match st.functor(f) {
        Some((n, 2)) if st.atom_name(n) == "in" => {
            let x = st.deref(st.arg(f, 0));
            if !matches!(x, Cell::Var(_) | Cell::Int(_)) {
                return Err(FdError::Type("integer", x));
            }
            let d = match parse_domain(st, st.arg(f, 1)) {
                Err(FdError::Type(_, c)) => return Err(FdError::Domain("clpfd_domain", c)),
                r => r?,
            };
            Ok(Some((x, d)))
        }
        Some((name, 2)) => {
            let (conn, leaf) = match st.atom_name(name) {
                "#\\/" => ("#\\/", "#="),
                "#/\\" => ("#/\\", "#\\="),
                _ => return Ok(None),
            };
            let mut var: Option<Cell> = None;
            let mut vals = Vec::new();
            let mut work = vec![f];
            while let Some(t) = work.pop() {
                let t = st.deref(t);
                let Some((n, 2)) = st.functor(t) else {
                    return Ok(None);
                };
                let name = st.atom_name(n);
                let (a, b) = (st.deref(st.arg(t, 0)), st.deref(st.arg(t, 1)));
                if name == conn {
                    work.push(b);
                    work.push(a);
                    continue;
                }
                if name != leaf && !(conn == "#\\/" && name == "in") {
                    return Ok(None);
                }
                let (x, v) = match (a, b) {
                    (Cell::Var(_), Cell::Int(v)) => (a, v),
                    (Cell::Int(v), Cell::Var(_)) if name == leaf => (b, v),
                    _ => return Ok(None),
                };
                match var {
                    None => var = Some(x),
                    Some(y) if y == x => {}
                    Some(_) => return Ok(None),
                }
                vals.push((v, v));
            }
            let d = Domain::from_intervals(vals);
            let d = if conn == "#/\\" { d.complement() } else { d };
            Ok(var.map(|x| (x, d)))
        }
        _ => Ok(None),
    }
}

/// `B <=> X in D`, shown as SWI shows it.
fn post_reif_in(eng: &mut Engine, b: Cell, x: Cell, d: &Domain) {
    let dt = super::post::domain_term(eng.st, d);
    let goal = eng.st.new_compound_str("in", &[x, dt]);
    let shown = eng.st.new_compound_str("#<==>", &[goal, b]);
    let enc = super::var::encode(eng.st, d);
    let q = eng.new_prop(Kind::ReifIn, shown, &[b, x, enc]);
    eng.attach(q, &[x, b]);
}
