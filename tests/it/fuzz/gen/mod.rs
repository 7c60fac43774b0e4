//! The program generator: a seed gives one program, always the same.
//!
//! Programs must end, in both systems, whatever the engine does wrong, so
//! termination is by construction: rule `pI` calls only `pJ` with `J < I`
//! (plus facts, dynamic predicates and builtins); the only recursive
//! predicates are the `rN` helpers, called only by templates that bound
//! their recursion with literal numbers or known lists; the enumerating
//! builtins (`between/3`, `length/2`, `append/3`, `member/2`, ...) get
//! literal bounds or lists the generator knows are proper; dynamic rules
//! call only builtins. A value whose printed form is not comparable never
//! reaches the template: cyclic and very deep terms live inside
//! self-contained snippets that expose only small results, and text
//! built from a term (`term_to_atom/2`, `format ~w`) is built only when
//! the term is ground, so no `_123` variable names leak into answers.
//! The standard order of two distinct unbound variables is the
//! implementation's (SWI orders by address, zebralog by age), so an
//! ordering goal (`@<` and the like, `compare/3`, the sorts,
//! `min_member/2`, `setof/3`, `aggregate_all(set(...))`) numbers its
//! terms' variables first when there are two or more (`data::
//! order_guarded`); a variable against a nonvar or against itself keeps
//! its place in the order, and its coverage.

mod builtins;
mod churn;
mod data;

use super::prog::{Clause, Goal, Pred, Program, Query};
use super::rng::Rng;
use data::Expr;

/// A predicate goals may call, and how to make a call to it.
#[derive(Clone)]
struct Callee {
    name: String,
    arity: usize,
}

/// A bounded recursive helper: `call` makes a safe call to it, given the
/// result variables' names.
#[derive(Clone, Copy)]
enum Helper {
    /// `rN(Count, Acc0, Acc)`: counts down from a literal, accumulating.
    Count,
    /// `rN(Count, List)`: builds a list of `Count` elements.
    Build,
    /// `rN(List, Acc0, Acc)`: walks a known list.
    Walk,
    /// `rN(Count, Term0, Term)`: wraps `Count` times.
    Deep,
    /// `rN(Count, X)`: X = Count, Count-1, ..., 0 on backtracking.
    Enum,
}

/// The variables a goal can see, and what the generator knows they hold.
#[derive(Clone, Default)]
struct Scope {
    prefix: &'static str,
    next: usize,
    all: Vec<String>,
    ints: Vec<String>,
    lists: Vec<String>,
    /// Cuts are allowed here (a clause body or a compiled query).
    cut_ok: bool,
}

impl Scope {
    fn new(prefix: &'static str, cut_ok: bool) -> Scope {
        Scope {
            prefix,
            cut_ok,
            ..Scope::default()
        }
    }

    fn fresh(&mut self) -> String {
        let v = format!("{}{}", self.prefix, self.next);
        self.next += 1;
        self.all.push(v.clone());
        v
    }

    /// A variable that may be snippet-local: not in `all`, never printed.
    fn hidden(&mut self) -> String {
        let v = format!("{}{}", "H", self.next);
        self.next += 1;
        v
    }

    /// Knowledge gained inside a construct does not hold after it; the
    /// names stay usable.
    fn restore(&mut self, saved: &Scope) {
        self.ints.clone_from(&saved.ints);
        self.lists.clone_from(&saved.lists);
    }
}

struct Gen {
    rng: Rng,
    facts: Vec<Callee>,
    dynamics: Vec<Callee>,
    rules: Vec<Callee>,
    /// How many rules the goal being generated may call (stratification).
    callable_rules: usize,
    helpers: Vec<(String, Helper)>,
    /// The churn predicate `z0/1`, if the program has one: a dynamic
    /// predicate of small integers that only `churn` goals touch, so
    /// that a long-lived database is asserted, retracted and walked
    /// across the queries (see `churn.rs`).
    churn: bool,
}

pub fn program(seed: u64) -> Program {
    let mut g = Gen {
        rng: Rng::new(seed),
        facts: Vec::new(),
        dynamics: Vec::new(),
        rules: Vec::new(),
        callable_rules: 0,
        helpers: Vec::new(),
        churn: false,
    };
    g.program()
}

impl Gen {
    fn program(&mut self) -> Program {
        let mut prog = Program::default();
        for i in 0..self.rng.range(1, 3) as usize {
            let p = self.fact_pred(format!("f{i}"));
            self.facts.push(Callee {
                name: p.name.clone(),
                arity: p.arity,
            });
            prog.preds.push(p);
        }
        for i in 0..self.rng.range(0, 2) as usize {
            let arity = self.rng.range(1, 2) as usize;
            let mut p = Pred {
                name: format!("d{i}"),
                arity,
                dynamic: true,
                clauses: Vec::new(),
            };
            for _ in 0..self.rng.range(0, 3) {
                let args: Vec<String> = (0..arity).map(|_| self.ground(1)).collect();
                p.clauses.push(Clause {
                    head: format!("d{i}({})", args.join(", ")),
                    body: None,
                });
            }
            self.dynamics.push(Callee {
                name: p.name.clone(),
                arity,
            });
            prog.preds.push(p);
        }
        if self.rng.chance(50) {
            self.churn = true;
            prog.preds.extend(self.churn_preds());
        }
        for i in 0..self.rng.range(1, 3) as usize {
            let kind = *self.rng.pick(&[
                Helper::Count,
                Helper::Build,
                Helper::Walk,
                Helper::Deep,
                Helper::Enum,
            ]);
            let name = format!("r{i}");
            prog.preds.push(self.helper_pred(&name, kind));
            self.helpers.push((name, kind));
        }
        for i in 0..self.rng.range(1, 6) as usize {
            self.callable_rules = i;
            let p = self.rule_pred(i);
            self.rules.push(Callee {
                name: p.name.clone(),
                arity: p.arity,
            });
            prog.preds.push(p);
        }
        self.callable_rules = self.rules.len();
        for id in 0..self.rng.range(2, 7) as usize {
            prog.queries.push(if self.churn && self.rng.chance(60) {
                self.churn_query(id)
            } else {
                self.query(id)
            });
        }
        prog
    }

    fn fact_pred(&mut self, name: String) -> Pred {
        let arity = self.rng.range(1, 3) as usize;
        let mut clauses = Vec::new();
        for _ in 0..self.rng.range(1, 6) {
            let mut sc = Scope::new("V", false);
            let args: Vec<String> = (0..arity)
                .map(|_| {
                    if self.rng.chance(15) {
                        // A variable occurring once: a fact that matches
                        // anything there, never a cycle.
                        sc.fresh()
                    } else {
                        self.ground(2)
                    }
                })
                .collect();
            clauses.push(Clause {
                head: format!("{name}({})", args.join(", ")),
                body: None,
            });
        }
        Pred {
            name,
            arity,
            dynamic: false,
            clauses,
        }
    }

    fn helper_pred(&mut self, name: &str, kind: Helper) -> Pred {
        let cut = self.rng.chance(60);
        let (base_guard, step_guard) = if cut { (" :- !", "") } else { ("", "N > 0, ") };
        let (arity, texts): (usize, Vec<String>) = match kind {
            Helper::Count => {
                let e = self.rng.pick(&[
                    "A0 * N",
                    "A0 + N",
                    "A0 * 2 + N",
                    "A0 - N * N",
                    "(A0 + N) mod 1000003",
                    "A0 * 3.0 + N",
                ]);
                (
                    3,
                    vec![
                        format!("{name}(0, A, A){base_guard}"),
                        format!(
                            "{name}(N, A0, A) :- {step_guard}N1 is N - 1, A1 is {e}, {name}(N1, A1, A)"
                        ),
                    ],
                )
            }
            Helper::Build => {
                let e = self
                    .rng
                    .pick(&["N", "N mod 7", "f(N)", "N - 3", "[N]", "a"]);
                (
                    2,
                    vec![
                        format!("{name}(0, []){base_guard}"),
                        format!(
                            "{name}(N, [E|T]) :- {step_guard}E = {e}, N1 is N - 1, {name}(N1, T)"
                        ),
                    ],
                )
            }
            Helper::Walk => {
                let e = self
                    .rng
                    .pick(&["A0 + X", "max(A0, X)", "A0 * 2 + X", "A0 - X"]);
                (
                    3,
                    vec![
                        format!("{name}([], A, A)"),
                        format!("{name}([X|Xs], A0, A) :- A1 is {e}, {name}(Xs, A1, A)"),
                    ],
                )
            }
            Helper::Deep => {
                let e = self
                    .rng
                    .pick(&["f(T0)", "g(T0, N)", "[T0]", "T0 + N", "s(T0, T0)"]);
                (
                    3,
                    vec![
                        format!("{name}(0, T, T){base_guard}"),
                        format!("{name}(N, T0, T) :- {step_guard}N1 is N - 1, {name}(N1, {e}, T)"),
                    ],
                )
            }
            Helper::Enum => (
                2,
                vec![
                    format!("{name}(N, N)"),
                    format!("{name}(N, X) :- N > 0, N1 is N - 1, {name}(N1, X)"),
                ],
            ),
        };
        // The step clause sometimes comes first: with the guard or the
        // cut in the base case, the order must not matter to termination
        // (Walk and Enum need their order: Enum would go below zero).
        let mut texts = texts;
        if !cut
            && matches!(kind, Helper::Count | Helper::Build | Helper::Deep)
            && self.rng.chance(30)
        {
            texts.swap(0, 1);
        }
        Pred {
            name: name.to_string(),
            arity,
            dynamic: false,
            clauses: texts
                .into_iter()
                .map(|t| match t.split_once(" :- ") {
                    Some((h, b)) => Clause {
                        head: h.to_string(),
                        body: Some(Goal::lit(b)),
                    },
                    None => Clause {
                        head: t,
                        body: None,
                    },
                })
                .collect(),
        }
    }

    fn rule_pred(&mut self, i: usize) -> Pred {
        let name = format!("p{i}");
        let arity = self.rng.range(0, 3) as usize;
        let mut clauses = Vec::new();
        for _ in 0..self.rng.range(1, 3) {
            let mut sc = Scope::new("X", true);
            let args: Vec<String> = (0..arity)
                .map(|_| {
                    if self.rng.chance(75) {
                        sc.fresh()
                    } else {
                        self.ground(1)
                    }
                })
                .collect();
            let n = self.rng.range(1, 4) as usize;
            let body = self.body(&mut sc, n, 0);
            let head = if arity == 0 {
                name.clone()
            } else {
                format!("{name}({})", args.join(", "))
            };
            clauses.push(Clause {
                head,
                body: Some(body),
            });
        }
        Pred {
            name,
            arity,
            dynamic: false,
            clauses,
        }
    }

    fn query(&mut self, id: usize) -> Query {
        let compiled = self.rng.chance(40);
        // A cut at the top of a query cuts the clause `qN` or the call/1
        // the driver makes: both are fine.
        let mut sc = Scope::new("Q", true);
        let n = self.rng.range(1, 4) as usize;
        let goal = self.body(&mut sc, n, 0);
        Query {
            id,
            goal,
            vars: sc.all.clone(),
            compiled,
        }
    }

    fn body(&mut self, sc: &mut Scope, n: usize, depth: usize) -> Goal {
        Goal::Conj((0..n).map(|_| self.goal(sc, depth)).collect())
    }

    /// A short sub-body for a construct, run in a scope whose knowledge
    /// is forgotten afterwards.
    fn sub(&mut self, sc: &mut Scope, depth: usize) -> Goal {
        let saved = sc.clone();
        let n = self.rng.range(1, 2) as usize;
        let g = self.body(sc, n, depth + 1);
        sc.restore(&saved);
        g
    }

    // ---- goals -------------------------------------------------------

    fn goal(&mut self, sc: &mut Scope, depth: usize) -> Goal {
        let nested = depth < 2;
        loop {
            let k = self.rng.below(100);
            let g = match k {
                0..=9 => self.arith_is(sc),
                10..=14 => self.arith_cmp(sc),
                15..=26 => self.call_pred(sc),
                27..=30 => self.unify(sc),
                31..=33 => self.type_check(sc),
                34..=37 => self.term_order(sc),
                38..=47 if nested => self.control(sc, depth),
                48..=50 if sc.cut_ok => Goal::lit("!"),
                51..=56 if nested => self.catch(sc, depth),
                57..=62 if self.churn && self.rng.chance(50) => self.churn(sc),
                57..=62 => self.database(sc),
                63..=68 if nested => self.all_solutions(sc, depth),
                69..=75 => self.lists(sc),
                76..=80 => self.inspect(sc),
                81..=87 => self.text(sc),
                88..=89 => self.deep(sc),
                90..=91 => self.cyclic(sc),
                92..=94 => self.format(sc),
                95..=99 => self.helper_call(sc),
                _ => continue,
            };
            return g;
        }
    }

    fn arith_is(&mut self, sc: &mut Scope) -> Goal {
        let Expr { text: e, int, .. } = self.expr(sc, 3);
        let lhs = match self.rng.below(20) {
            0 => self.int_lit(),
            1 => self.var(sc),
            _ => {
                let v = sc.fresh();
                if int {
                    sc.ints.push(v.clone());
                }
                v
            }
        };
        Goal::lit(format!("{lhs} is {e}"))
    }

    fn arith_cmp(&mut self, sc: &mut Scope) -> Goal {
        let a = self.expr(sc, 2);
        let b = if a.fails {
            self.safe_expr(sc)
        } else {
            self.expr(sc, 2)
        };
        let (a, b) = (a.text, b.text);
        let op = self.rng.pick(&["<", ">", "=<", ">=", "=:=", "=\\="]);
        Goal::lit(format!("{a} {op} {b}"))
    }

    fn args(&mut self, sc: &mut Scope, n: usize) -> String {
        self.arg_list(sc, n).join(", ")
    }

    fn arg_list(&mut self, sc: &mut Scope, n: usize) -> Vec<String> {
        (0..n).map(|_| self.term(sc, 1)).collect()
    }

    fn call_pred(&mut self, sc: &mut Scope) -> Goal {
        let mut pool: Vec<Callee> = self.facts.clone();
        pool.extend(self.dynamics.iter().cloned());
        pool.extend(self.rules[..self.callable_rules].iter().cloned());
        if self.rng.chance(3) {
            pool.push(Callee {
                name: "undefined_pred".into(),
                arity: 1,
            });
        }
        let c = self.rng.pick(&pool).clone();
        let args = self.arg_list(sc, c.arity);
        let call = if c.arity == 0 {
            c.name.clone()
        } else {
            format!("{}({})", c.name, args.join(", "))
        };
        // Sometimes through call/N, with a closure holding the first
        // arguments.
        if c.arity > 0 && self.rng.chance(15) {
            let k = self.rng.below(c.arity);
            let closure = if k == 0 {
                c.name.clone()
            } else {
                format!("{}({})", c.name, args[..k].join(", "))
            };
            return Goal::lit(format!("call({closure}, {})", args[k..].join(", ")));
        }
        if c.arity == 1 && self.rng.chance(10) {
            let l = self.known_list(sc);
            return Goal::lit(format!("maplist({}, {l})", c.name));
        }
        Goal::lit(call)
    }

    fn unify(&mut self, sc: &mut Scope) -> Goal {
        let a = self.var(sc);
        let b = self.term(sc, 2);
        let op = self
            .rng
            .pick(&["=", "=", "=", "\\=", "unify_with_occurs_check"]);
        if *op == "unify_with_occurs_check" {
            Goal::lit(format!("unify_with_occurs_check({a}, {b})"))
        } else {
            Goal::lit(format!("{a} {op} {b}"))
        }
    }

    fn type_check(&mut self, sc: &mut Scope) -> Goal {
        let t = self.term(sc, 1);
        let f = self.rng.pick(&[
            "var", "nonvar", "atom", "number", "integer", "float", "atomic", "compound",
            "callable", "is_list", "string", "ground",
        ]);
        Goal::lit(format!("{f}({t})"))
    }

    /// A comparison of two terms. The standard order of two distinct
    /// unbound variables is the implementation's, so an ordering goal
    /// goes through `data::order_guarded`; `==` and `=@=` need none.
    fn term_order(&mut self, sc: &mut Scope) -> Goal {
        let a = self.term(sc, 1);
        let b = self.term(sc, 1);
        let op = if self.rng.below(3) == 0 {
            "compare"
        } else {
            self.rng
                .pick(&["==", "\\==", "@<", "@>", "@=<", "@>=", "=@=", "\\=@="])
        };
        let (a, b) = if op.starts_with('@') || op == "compare" {
            (data::name_anonymous(sc, &a), data::name_anonymous(sc, &b))
        } else {
            (a, b)
        };
        let g = match op {
            "compare" => {
                let o = sc.fresh();
                format!("compare({o}, {a}, {b})")
            }
            _ => format!("{a} {op} {b}"),
        };
        if op.starts_with('@') || op == "compare" {
            Goal::lit(data::order_guarded(sc, &[&a, &b], g))
        } else {
            Goal::lit(g)
        }
    }

    fn control(&mut self, sc: &mut Scope, depth: usize) -> Goal {
        match self.rng.below(9) {
            0 | 1 => {
                let c = self.sub(sc, depth);
                let t = self.sub(sc, depth);
                let e = self.sub(sc, depth);
                Goal::tmpl(&["( ", " -> ", " ; ", " )"], vec![c, t, e])
            }
            2 => {
                let c = self.sub(sc, depth);
                let t = self.sub(sc, depth);
                Goal::tmpl(&["( ", " -> ", " )"], vec![c, t])
            }
            3 => {
                let c = self.sub(sc, depth);
                let t = self.sub(sc, depth);
                let e = self.sub(sc, depth);
                Goal::tmpl(&["( ", " *-> ", " ; ", " )"], vec![c, t, e])
            }
            4 => {
                let a = self.sub(sc, depth);
                Goal::tmpl(&["\\+ ( ", " )"], vec![a])
            }
            5 => {
                let a = self.sub(sc, depth);
                let b = self.sub(sc, depth);
                Goal::tmpl(&["( ", " ; ", " )"], vec![a, b])
            }
            6 => {
                let f = self.rng.pick(&["once", "ignore", "call", "not"]);
                // A cut inside call/1 is local to it.
                let saved = sc.cut_ok;
                sc.cut_ok = true;
                let a = self.sub(sc, depth);
                sc.cut_ok = saved;
                Goal::tmpl(&[&format!("{f}(( "), " ))"], vec![a])
            }
            7 => {
                let a = self.sub(sc, depth);
                let b = self.sub(sc, depth);
                Goal::tmpl(&["forall(( ", " ), ( ", " ))"], vec![a, b])
            }
            _ => {
                // A cut in the condition is local to it; one in a branch
                // cuts the clause.
                let saved = sc.cut_ok;
                sc.cut_ok = true;
                let c = self.sub(sc, depth);
                sc.cut_ok = saved;
                let t = self.sub(sc, depth);
                Goal::tmpl(&["( ", " -> ", " ; true )"], vec![c, t])
            }
        }
    }

    fn ball(&mut self, sc: &mut Scope) -> String {
        match self.rng.below(6) {
            0 => "oops".to_string(),
            1 => format!("ball({})", self.term(sc, 1)),
            2 => self.int_lit(),
            3 => "error(type_error(integer, abc), context(foo/0, _))".to_string(),
            4 => format!("error(my_error, {})", self.atomic()),
            _ => self.term(sc, 1),
        }
    }

    fn catch(&mut self, sc: &mut Scope, depth: usize) -> Goal {
        let mut g = self.sub(sc, depth);
        if self.rng.chance(40) {
            let b = self.ball(sc);
            let throw = Goal::lit(format!("throw({b})"));
            g = match g {
                Goal::Conj(mut gs) => {
                    let at = self.rng.below(gs.len() + 1);
                    gs.insert(at, throw);
                    Goal::Conj(gs)
                }
                other => Goal::Conj(vec![other, throw]),
            };
        }
        let catcher = match self.rng.below(7) {
            0 | 1 => sc.fresh(),
            2 => "oops".to_string(),
            // A fresh variable: a catcher sharing a variable that the goal
            // binds is where zebralog follows ISO (the goal's bindings are
            // undone before the catcher is unified) and SWI does not, a
            // known, deliberate difference (tests/data/engine/exceptions/
            // catch_throw.pl).
            3 => format!("ball({})", sc.fresh()),
            4 => format!("error({}, _)", sc.fresh()),
            5 => format!("error(type_error({}, {}), _)", sc.fresh(), sc.fresh()),
            _ => "_".to_string(),
        };
        let rec = self.sub(sc, depth);
        Goal::tmpl(
            &["catch(( ", &format!(" ), {catcher}, ( "), " ))"],
            vec![g, rec],
        )
    }

    fn database(&mut self, sc: &mut Scope) -> Goal {
        if self.dynamics.is_empty() {
            return Goal::lit(format!("retractall(undefined_dyn({}))", self.term(sc, 1)));
        }
        let d = self.rng.pick(&self.dynamics).clone();
        let args = self.args(sc, d.arity);
        let head = format!("{}({args})", d.name);
        let g = match self.rng.below(10) {
            0 | 1 => format!("assertz({head})"),
            2 => format!("asserta({head})"),
            3 | 4 => format!("retract({head})"),
            5 => format!("retractall({head})"),
            6 => {
                // Assert during iteration: the logical update view says the
                // running call does not see the new clauses.
                let args2 = self.args(sc, d.arity);
                format!("forall({head}, assertz({}({args2})))", d.name)
            }
            7 => {
                let b = sc.fresh();
                format!("clause({head}, {b})")
            }
            8 => {
                let v = sc.fresh();
                let cond = self
                    .rng
                    .pick(&["V > 1", "V = a", "atom(V)", "V == b", "fail"]);
                let mut h: Vec<String> = vec![v.clone()];
                for _ in 1..d.arity {
                    h.push(self.term(sc, 1));
                }
                format!(
                    "assertz(({}({}) :- {}))",
                    d.name,
                    h.join(", "),
                    cond.replace('V', &v)
                )
            }
            _ => format!("{head}, retract({head})"),
        };
        Goal::lit(g)
    }

    fn all_solutions(&mut self, sc: &mut Scope, depth: usize) -> Goal {
        let t = self.term(sc, 1);
        let g = self.sub(sc, depth);
        let r = sc.fresh();
        // A set sorts its solutions, so each solution's template is
        // numbered (ground) first: the order of unbound variables, even
        // one per solution, is the implementation's.
        let st = data::name_anonymous(sc, &t);
        let ground_t = format!(", numbervars({st}, 0, _)");
        match self.rng.below(8) {
            0 | 1 => {
                sc.lists.push(r.clone());
                Goal::tmpl(
                    &[&format!("findall({t}, ( "), &format!(" ), {r})")],
                    vec![g],
                )
            }
            2 => Goal::tmpl(&[&format!("bagof({t}, ( "), &format!(" ), {r})")], vec![g]),
            3 => Goal::tmpl(
                &[&format!("setof({st}, ( "), &format!("{ground_t} ), {r})")],
                vec![g],
            ),
            4 => {
                let w = self.var(sc);
                let f = self.rng.pick(&["bagof", "setof"]);
                let (t, end) = if *f == "setof" {
                    (st.as_str(), ground_t.as_str())
                } else {
                    (t.as_str(), "")
                };
                Goal::tmpl(
                    &[&format!("{f}({t}, {w}^( "), &format!("{end} ), {r})")],
                    vec![g],
                )
            }
            5 => {
                sc.ints.push(r.clone());
                Goal::tmpl(&["aggregate_all(count, ( ", &format!(" ), {r})")], vec![g])
            }
            6 => {
                let e = self.expr(sc, 1).text;
                let f = self.rng.pick(&["sum", "max", "min"]);
                Goal::tmpl(
                    &[&format!("aggregate_all({f}({e}), ( "), &format!(" ), {r})")],
                    vec![g],
                )
            }
            _ => {
                let f = self.rng.pick(&["bag", "set"]);
                let (t, end) = if *f == "set" {
                    (st.as_str(), ground_t.as_str())
                } else {
                    (t.as_str(), "")
                };
                Goal::tmpl(
                    &[
                        &format!("aggregate_all({f}({t}), ( "),
                        &format!("{end} ), {r})"),
                    ],
                    vec![g],
                )
            }
        }
    }
}
