//! A generated program as data: predicates, clauses and queries whose
//! goals are small trees, so the minimiser can drop and simplify parts
//! and render the rest again as Prolog text with the driver around it.

/// A goal: literal text, a conjunction, or a construct whose text has
/// holes for sub-goals (`( C -> T ; E )` is the parts `["( ", " -> ",
/// " ; ", " )"]` around three goals).
#[derive(Clone, Debug)]
pub enum Goal {
    Lit(String),
    Conj(Vec<Goal>),
    Tmpl(Vec<String>, Vec<Goal>),
}

impl Goal {
    pub fn lit(s: impl Into<String>) -> Goal {
        Goal::Lit(s.into())
    }

    pub fn tmpl(parts: &[&str], kids: Vec<Goal>) -> Goal {
        debug_assert_eq!(parts.len(), kids.len() + 1);
        Goal::Tmpl(parts.iter().map(|s| s.to_string()).collect(), kids)
    }

    pub fn render(&self, out: &mut String) {
        match self {
            Goal::Lit(s) => out.push_str(s),
            Goal::Conj(gs) if gs.is_empty() => out.push_str("true"),
            Goal::Conj(gs) => {
                for (i, g) in gs.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    g.render(out);
                }
            }
            Goal::Tmpl(parts, kids) => {
                for (i, part) in parts.iter().enumerate() {
                    out.push_str(part);
                    if let Some(k) = kids.get(i) {
                        k.render(out);
                    }
                }
            }
        }
    }

    pub fn text(&self) -> String {
        let mut s = String::new();
        self.render(&mut s);
        s
    }

    /// Every goal one simplification away: a literal becomes `true`, a
    /// conjunction loses one member, a construct is replaced by one of
    /// its sub-goals, and the same one level down.
    pub fn simpler(&self) -> Vec<Goal> {
        let mut out = Vec::new();
        match self {
            Goal::Lit(s) => {
                if s != "true" {
                    out.push(Goal::lit("true"));
                }
            }
            Goal::Conj(gs) => {
                if gs.len() == 1 {
                    out.push(gs[0].clone());
                }
                for i in 0..gs.len() {
                    let mut fewer = gs.clone();
                    fewer.remove(i);
                    out.push(Goal::Conj(fewer));
                }
                for (i, g) in gs.iter().enumerate() {
                    for s in g.simpler() {
                        let mut changed = gs.clone();
                        changed[i] = s;
                        out.push(Goal::Conj(changed));
                    }
                }
            }
            Goal::Tmpl(parts, kids) => {
                out.push(Goal::lit("true"));
                out.extend(kids.iter().cloned());
                for (i, k) in kids.iter().enumerate() {
                    for s in k.simpler() {
                        let mut changed = kids.clone();
                        changed[i] = s;
                        out.push(Goal::Tmpl(parts.clone(), changed));
                    }
                }
            }
        }
        out
    }
}

#[derive(Clone, Debug)]
pub struct Clause {
    pub head: String,
    /// `None` for a fact.
    pub body: Option<Goal>,
}

#[derive(Clone, Debug)]
pub struct Pred {
    pub name: String,
    pub arity: usize,
    pub dynamic: bool,
    pub clauses: Vec<Clause>,
}

#[derive(Clone, Debug)]
pub struct Query {
    /// Stable through minimisation: the driver prints it as the header of
    /// this query's answers.
    pub id: usize,
    pub goal: Goal,
    /// The template: the query's variables that may be printed.
    pub vars: Vec<String>,
    /// Run as the body of a clause `qN(Vars) :- Goal` (compiled), rather
    /// than through call/1.
    pub compiled: bool,
}

#[derive(Clone, Debug, Default)]
pub struct Program {
    pub preds: Vec<Pred>,
    pub queries: Vec<Query>,
}

/// Prints every answer of every query in one canonical way: the template
/// copied and numbered (`writeq` after `numbervars/3`), error contexts
/// dropped (`error(F, _)`: SWI qualifies the predicate with its module
/// and words some contexts differently, on purpose), cyclic answers as
/// the word `cyclic` (their printed form is SWI's own), at most 50
/// answers per query. Two of writeq's documented differences (README,
/// "ISO syntax where SWI is merely lenient") are spelled out as terms
/// before writing: text holding a control character as `ctl(Codes)`
/// (ISO's `'\1\'` against SWI's `'\x1\'`), and a prefix operator
/// applied to a curly term as `prefix_curly(Op, Arg)` (ISO's `-{a}`
/// against SWI's `- {a}`).
const DRIVER: &str = r#"
fz_run(Id, G, T) :-
    format("=== ~w~n", [Id]),
    nb_setval(fz_count, 0),
    catch(forall(G, fz_show(T)), E, fz_error(E)).
fz_show(T) :-
    nb_getval(fz_count, K0), K is K0 + 1, nb_setval(fz_count, K),
    ( K > 50 -> throw(fz_enough) ; true ),
    fz_print(T).
fz_error(E) :- write('! '), fz_print(E).
fz_print(T) :-
    (   acyclic_term(T)
    ->  fz_norm(T, N), copy_term(N, C), numbervars(C, 0, _), writeq(C)
    ;   write(cyclic)
    ),
    nl.
fz_norm(T, T) :- var(T), !.
fz_norm(T, ctl(Cs)) :- atom(T), atom_codes(T, Cs), fz_ctl(Cs), !.
fz_norm(T, ctl_string(Cs)) :- string(T), string_codes(T, Cs), fz_ctl(Cs), !.
fz_norm(error(F, _), error(N, _)) :- !, fz_norm(F, N).
fz_norm(T, prefix_curly(F, N)) :-
    compound(T), T =.. [F, A], ( A = {_} ; A == '{}' ),
    current_op(_, Ty, F), ( Ty == fx ; Ty == fy ), !,
    fz_norm(A, N).
fz_norm(T, N) :- compound(T), !, T =.. [F|As], fz_norm_list(As, Ns), N =.. [F|Ns].
fz_norm(T, T).
fz_ctl(Cs) :- member(C, Cs), ( C < 32 ; C =:= 127 ), !.
fz_norm_list([], []).
fz_norm_list([A|As], [N|Ns]) :- fz_norm(A, N), fz_norm_list(As, Ns).
"#;

impl Program {
    pub fn render(&self) -> String {
        // SWI-Prolog 9.0.4 moves a clause's leading unifications into its
        // head and then loses a later binding of a variable they share:
        // `q(A, B) :- A = f(B), B = []` answers `q(f(X), X)`. Not ours
        // to match (fuzz seed 2601 case 14869).
        let mut out = String::from(":- set_prolog_flag(optimise_unify, false).\n");
        for p in &self.preds {
            if p.dynamic {
                out.push_str(&format!(":- dynamic({}/{}).\n", p.name, p.arity));
            }
        }
        for p in &self.preds {
            for c in &p.clauses {
                out.push_str(&c.head);
                if let Some(b) = &c.body {
                    out.push_str(" :-\n    ");
                    b.render(&mut out);
                }
                out.push_str(".\n");
            }
        }
        for q in self.queries.iter().filter(|q| q.compiled) {
            out.push_str(&format!("{} :-\n    ", q.head()));
            q.goal.render(&mut out);
            out.push_str(".\n");
        }
        out.push_str(DRIVER);
        out.push_str("main :-\n");
        for q in &self.queries {
            let goal = if q.compiled { q.head() } else { q.goal.text() };
            out.push_str(&format!(
                "    fz_run({}, ({}), [{}]),\n",
                q.id,
                goal,
                q.template().join(", ")
            ));
        }
        out.push_str("    write('=== end'), nl.\n");
        out
    }
}

impl Query {
    fn head(&self) -> String {
        let vars = self.template();
        if vars.is_empty() {
            format!("q{}", self.id)
        } else {
            format!("q{}({})", self.id, vars.join(", "))
        }
    }

    /// The template's variables that still occur in the goal (the
    /// minimiser removes goals, not template variables).
    fn template(&self) -> Vec<String> {
        let text = self.goal.text();
        let words: std::collections::HashSet<&str> = text
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .collect();
        self.vars
            .iter()
            .filter(|v| words.contains(v.as_str()))
            .cloned()
            .collect()
    }
}
