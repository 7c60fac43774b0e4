//! Database churn: goals that assert, retract and walk the churn
//! predicate `z0/1` (small integers) and the recorded key `zk`, in every
//! query of a program, so the database lives across queries and goes
//! through many generations: asserta and assertz in bulk, retract and
//! retractall, `findall/3` over a backtracking `retract/1` or `clause/2`
//! that changes the predicate it walks, nested walks, walks cut short
//! (the driver stops a query after 50 answers), recorda/recordz/erase,
//! and now and then abolish. Issue 25's defects (a retract walk that
//! compacted its own predicate stopped early or panicked) needed a
//! predicate with many dead clauses, which the program's own dynamic
//! predicates, a few clauses each, never had.
//!
//! Termination: every walk sees the clauses of its generation only (the
//! logical update view), so asserting while walking is finite; bulk
//! goals take literal bounds, and values stay below 30.

use super::{Clause, Gen, Goal, Pred, Query, Scope};

/// The clauses (records) past which the goals that add some do nothing:
/// a query may run a rule with churn goals many times, and a walk that
/// asserts a clause per clause it sees doubles the predicate.
const ROOM: usize = 60;

impl Gen {
    /// `z0/1`, with a few facts to start from, and the guards of the
    /// goals that grow the database, `zroom/0` and `zkroom/0`.
    pub(super) fn churn_preds(&mut self) -> Vec<Pred> {
        let clauses = (0..self.rng.range(0, 10))
            .map(|_| Clause {
                head: format!("z0({})", self.rng.range(0, 29)),
                body: None,
            })
            .collect();
        let guard = |name: &str, count: &str| Pred {
            name: name.into(),
            arity: 0,
            dynamic: false,
            clauses: vec![Clause {
                head: name.into(),
                body: Some(Goal::lit(format!(
                    "aggregate_all(count, {count}, C), C < {ROOM}"
                ))),
            }],
        };
        vec![
            Pred {
                name: "z0".into(),
                arity: 1,
                dynamic: true,
                clauses,
            },
            guard("zroom", "z0(_)"),
            guard("zkroom", "recorded(zk, _)"),
        ]
    }

    /// A query of churn goals only, often ending with the predicate's
    /// contents.
    pub(super) fn churn_query(&mut self, id: usize) -> Query {
        let mut sc = Scope::new("Q", true);
        let mut goals: Vec<Goal> = (0..self.rng.range(2, 10))
            .map(|_| self.churn(&mut sc))
            .collect();
        if self.rng.chance(60) {
            let (z, l) = (sc.hidden(), sc.fresh());
            goals.push(Goal::lit(format!("findall({z}, z0({z}), {l})")));
        }
        Query {
            id,
            goal: Goal::Conj(goals),
            vars: sc.all.clone(),
            compiled: self.rng.chance(40),
        }
    }

    /// One churn goal.
    pub(super) fn churn(&mut self, sc: &mut Scope) -> Goal {
        let k = self.rng.range(0, 29);
        let n = self.rng.range(1, 14);
        let (x, y, i, r) = (sc.hidden(), sc.hidden(), sc.hidden(), sc.hidden());
        let g = match self.rng.below(33) {
            // Many retracts while a walk pins the predicate: dead
            // clauses pile up, to be compacted by the next retract.
            30..=32 => {
                let m = self.rng.range(2, 4);
                format!("forall((z0({x}), {x} mod {m} =\\= 0), ignore(retract(z0({x}))))")
            }
            0 | 1 => format!("ignore((zroom, forall(between(1, {n}, {i}), asserta(z0({i})))))"),
            2 | 3 => format!("ignore((zroom, forall(between(1, {n}, {i}), assertz(z0({i})))))"),
            4 | 5 => format!("forall(between(1, {n}, {i}), ignore(retract(z0({i}))))"),
            6 => format!("ignore(retract(z0({k})))"),
            7 => format!("retract(z0({k}))"),
            8 => match self.rng.below(4) {
                0 => "retractall(z0(_))".into(),
                _ => format!("retractall(z0({k}))"),
            },
            9 | 10 => {
                let l = sc.fresh();
                format!("findall({x}, (retract(z0({x})), \\+ z0({x})), {l})")
            }
            11 | 12 => {
                let l = sc.fresh();
                let m = self.rng.range(1, 5);
                let add = self.rng.pick_str(&["asserta", "assertz"]);
                format!(
                    "findall({x}-{y}, (retract(z0({x})), {y} is ({x} * {m} + {k}) mod 30, \
                     {add}(z0({y}))), {l})"
                )
            }
            13 => {
                let l = sc.fresh();
                format!("findall({x}, (retract(z0({x})), {x} > {k}), {l})")
            }
            14 => {
                let l = sc.fresh();
                format!("findall({x}, (z0({x}), retract(z0({x}))), {l})")
            }
            15 => {
                let l = sc.fresh();
                format!("findall({x}, (clause(z0({x}), true), zroom, assertz(z0({k}))), {l})")
            }
            16 => {
                let c = sc.fresh();
                format!("aggregate_all(count, (retract(z0({x})), z0({y})), {c})")
            }
            17 => {
                let l = sc.fresh();
                format!("findall({x}, (retract(z0({x})), findall({y}, retract(z0({y})), _)), {l})")
            }
            18 => {
                let l = sc.fresh();
                // The outer walk stays open on one value: over every
                // clause, the work would be quadratic per query answer.
                format!(
                    "findall({x}-{i}, (z0({x}), {x} =:= {k}, aggregate_all(count, \
                     (retract(z0({y})), assertz(z0({y}))), {i})), {l})"
                )
            }
            19 => {
                let l = sc.fresh();
                format!("findall({x}, (retract(z0({x})), ({x} =:= {k} -> ! ; true)), {l})")
            }
            20 => {
                let l = sc.fresh();
                format!("findall({x}, (clause(z0({x}), true), retract(z0({k}))), {l})")
            }
            // Walks left to the query: the driver backtracks into them,
            // and stops them after 50 answers.
            21 => {
                let v = sc.fresh();
                format!("retract(z0({v}))")
            }
            22 => {
                let v = sc.fresh();
                format!("clause(z0({v}), true)")
            }
            23 => {
                let v = sc.fresh();
                format!("z0({v}), ignore((zroom, asserta(z0({k}))))")
            }
            24 => {
                let add = self.rng.pick_str(&["recorda", "recordz"]);
                format!("ignore((zkroom, forall(between(1, {n}, {i}), {add}(zk, {i}))))")
            }
            25 => {
                let l = sc.fresh();
                format!("findall({x}, (recorded(zk, {x}, {r}), {x} > {k}, erase({r})), {l})")
            }
            26 => {
                let l = sc.fresh();
                // recorda: SWI's recorded/3 walks the live records, so it
                // would see (and erase) those recordz adds after it; ours
                // keeps the logical update view (prelude/recorded.pl).
                format!(
                    "findall({x}, (recorded(zk, {x}, {r}), erase({r}), \
                     {y} is ({x} + {k}) mod 30, recorda(zk, {y})), {l})"
                )
            }
            27 => {
                let l = sc.fresh();
                format!("findall({x}, recorded(zk, {x}), {l})")
            }
            // Not left open: while a walk of a key is open, SWI's other
            // walks still see the records erased meanwhile (ours do not).
            28 => {
                let v = sc.fresh();
                format!("once((recorded(zk, {v}, {r}), erase({r})))")
            }
            _ => match self.rng.below(4) {
                0 => "abolish(z0/1)".into(),
                _ => {
                    let l = sc.fresh();
                    format!("findall({x}, z0({x}), {l})")
                }
            },
        };
        Goal::lit(g)
    }
}
