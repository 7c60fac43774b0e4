//! An answer as SWI-Prolog's toplevel prints it.
//!
//! Query variables with identical values are shown as one group
//! (`X = Y, Y = f(a)`); a group of unbound variables prints as `X = Y`
//! and the last name stands for that variable elsewhere. Variables the
//! query did not name print as `_` when they occur once in the answer
//! and as `_A`, `_B`, ... when they are shared. Values are written with
//! the `answer_write_options` flag (by default `writeq` with
//! `spacing(next_argument)` and a depth limit of 10).

use crate::builtins::write::{parse_write_options, term_to_string, WriteOpts};
use crate::term::Cell;
use crate::vm::{Machine, Outcome};

/// SWI-Prolog 9's `answer_write_options` default, which the `p` key
/// puts back.
pub(crate) const PRINT_OPTIONS: &str =
    "[quoted(true), portray(true), max_depth(10), spacing(next_argument)]";

/// What the `w` key sets: no depth limit (and, as in SWI-Prolog 9.0,
/// no `portray(true)`, so variables show as `'$VAR'('X')` terms).
pub(crate) const WRITE_OPTIONS: &str = "[quoted(true), spacing(next_argument)]";

/// The write options answers print with: the `answer_write_options`
/// flag, or SWI's default if the flag is unset or not a valid option
/// list. Runs a nested query, so it may move heap cells: call it before
/// reading the query's variables.
pub(crate) fn answer_options(m: &mut Machine) -> WriteOpts {
    let value = m.cx.st.new_var();
    // The flag is a user flag (prelude/system.pl): its fact is read
    // directly, as current_prolog_flag/2 would list every flag first.
    let name = m.cx.st.intern("$user_flag");
    let flag = Cell::Atom(m.cx.st.intern("answer_write_options"));
    let goal = m.cx.st.new_compound(name, &[flag, value]);
    // The user traces the query, not the toplevel's look at the flag.
    let tracing = m.pause_tracing();
    let (out, kept) = m.run_nested_keep(goal, &[value]);
    m.resume_tracing(tracing);
    let parsed = match out {
        Outcome::True => parse_write_options(&mut m.cx, kept[0]).ok(),
        _ => None,
    };
    match parsed {
        Some((opts, _, _)) => opts,
        None => WriteOpts {
            quoted: true,
            numbervars: true,
            space_args: true,
            max_depth: 10,
            ..Default::default()
        },
    }
}

/// Cells visited when counting fresh variables; a cyclic term stops here.
const WALK_LIMIT: usize = 1 << 20;

/// The bindings of `vars` (name, variable cell) then the residual goals
/// `goals` as one answer, without the final `.` or ` ;`: `true` when
/// nothing is bound and no goal is left.
pub(crate) fn answer_text(
    m: &Machine,
    vars: &[(String, Cell)],
    goals: &[Cell],
    opts: &WriteOpts,
) -> String {
    let st = &m.cx.st;
    let vals: Vec<Cell> = vars.iter().map(|(_, c)| st.deref(*c)).collect();

    // Group the variables whose values are identical, in query order.
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (i, &v) in vals.iter().enumerate() {
        let same = |g: &&mut Vec<usize>| {
            let w = vals[g[0]];
            match (v, w) {
                (Cell::Var(a), Cell::Var(b)) => a == b,
                (Cell::Var(_), _) | (_, Cell::Var(_)) => false,
                _ => identical(m, v, w),
            }
        };
        match groups.iter_mut().find(same) {
            Some(g) => g.push(i),
            None => groups.push(vec![i]),
        }
    }

    // An unbound group is called by its last name.
    let mut names: Vec<(Cell, String)> = Vec::new();
    for g in &groups {
        if let Cell::Var(_) = vals[g[0]] {
            let last = *g.last().expect("groups are not empty");
            names.push((vals[last], vars[last].0.clone()));
        }
    }

    // Name the variables the query did not name.
    let bound: Vec<Cell> = groups
        .iter()
        .map(|g| vals[g[0]])
        .filter(|v| !matches!(v, Cell::Var(_)))
        .chain(goals.iter().copied())
        .collect();
    let (mut order, counts) = m.cx.st.variable_occurrences(&bound);
    order.retain(|&v| !names.iter().any(|(c, _)| *c == Cell::Var(v)));
    let taken: Vec<&str> = vars.iter().map(|(n, _)| n.as_str()).collect();
    let mut letters = (0..)
        .map(letter_name)
        .filter(|n| !taken.contains(&n.as_str()));
    for v in order {
        let name = if counts[&v] > 1 {
            letters.next().expect("names are endless")
        } else {
            "_".to_string()
        };
        names.push((Cell::Var(v), name));
    }

    // SWI binds the variables to '$VAR'(Name) and writes the answer:
    // without `numbervars(true)` (or `portray(true)`) they show as those
    // terms.
    if !opts.numbervars {
        for (_, name) in names.iter_mut() {
            *name = match opts.quoted {
                true => format!("'$VAR'('{name}')"),
                false => format!("$VAR({name})"),
            };
        }
    }
    let opts = WriteOpts {
        priority: 699,
        variable_names: names,
        ..opts.clone()
    };
    let mut parts = Vec::new();
    for g in &groups {
        let chain: Vec<String> = g
            .windows(2)
            .map(|w| format!("{} = {}", vars[w[0]].0, vars[w[1]].0))
            .collect();
        let value = vals[g[0]];
        let part = match value {
            Cell::Var(_) if g.len() == 1 => continue,
            Cell::Var(_) => chain.join(", "),
            _ => {
                let last = &vars[*g.last().expect("groups are not empty")].0;
                let text = term_to_string(st, &m.cx.ops, value, &opts);
                let mut all = chain;
                all.push(format!("{last} = {text}"));
                all.join(", ")
            }
        };
        parts.push(part);
    }
    let goal_opts = WriteOpts {
        priority: 999,
        ..opts
    };
    for &g in goals {
        parts.push(term_to_string(st, &m.cx.ops, g, &goal_opts));
    }
    if parts.is_empty() {
        "true".into()
    } else {
        parts.join(",\n")
    }
}

/// `a == b`, giving up (false) after `WALK_LIMIT` cells so that cyclic
/// terms, which `compare/3` would walk forever, cannot hang the toplevel.
fn identical(m: &Machine, a: Cell, b: Cell) -> bool {
    let st = &m.cx.st;
    let mut todo = vec![(a, b)];
    let mut steps = 0;
    while let Some((a, b)) = todo.pop() {
        steps += 1;
        if steps > WALK_LIMIT {
            return false;
        }
        match (st.deref(a), st.deref(b)) {
            (Cell::Str(x), Cell::Str(y)) => {
                let (fx, fy) = (st.heap[x as usize], st.heap[y as usize]);
                let Cell::Fun(_, n) = fx else {
                    unreachable!("a structure points at its functor")
                };
                if fx != fy {
                    return false;
                }
                for i in 1..=n {
                    todo.push((st.heap[(x + i) as usize], st.heap[(y + i) as usize]));
                }
            }
            (Cell::Lst(x), Cell::Lst(y)) => {
                todo.push((st.heap[x as usize + 1], st.heap[y as usize + 1]));
                todo.push((st.heap[x as usize], st.heap[y as usize]));
            }
            (x @ Cell::Text(_), y @ Cell::Text(_)) => {
                if st.text(x) != st.text(y) {
                    return false;
                }
            }
            (Cell::Flt(x), Cell::Flt(y)) => {
                if x.to_bits() != y.to_bits() {
                    return false;
                }
            }
            (x, y) => {
                if x != y {
                    return false;
                }
            }
        }
    }
    true
}

/// `_A` ... `_Z`, `_A1` ... as SWI-Prolog names shared fresh variables.
fn letter_name(i: usize) -> String {
    let letter = (b'A' + (i % 26) as u8) as char;
    match i / 26 {
        0 => format!("_{letter}"),
        n => format!("_{letter}{n}"),
    }
}
