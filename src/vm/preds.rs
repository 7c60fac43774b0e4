//! What the database knows about its predicates, for `current_predicate/1,2`
//! and `predicate_property/2` (the enumerating wrappers are in
//! `prelude/system.pl`). Nothing here changes the database.

use super::Registry;
use super::{load::PRELUDE_FILE, Machine, PredKind};
use crate::builtins::{get_atom, get_int, Flow};
use crate::term::{atom, Cell};

type Res = Result<bool, Flow>;

pub(crate) fn register(r: &mut Registry) {
    r.add("$module_predicates", 2, module_predicates);
    r.add("$predicate_properties", 4, predicate_properties);
}

/// Whether a predicate is the program's own: defined, not a builtin, not
/// the prelude's and not one of the compiler's auxiliaries.
fn is_users(m: &Machine, p: &super::db::Pred) -> bool {
    matches!(p.kind, PredKind::User)
        && p.owner != Some(PRELUDE_FILE)
        && p.is_defined()
        && !m.cx.st.atom_name(p.name).starts_with('$')
}

/// `'$module_predicates'(+Module, -L)`: Name/Arity of each of the
/// program's predicates in Module, in the order they were created.
fn module_predicates(m: &mut Machine, a: &[Cell]) -> Res {
    let module = get_atom(&mut m.cx, a[0])?;
    let pis: Vec<(crate::term::Atom, u32)> =
        m.db.preds
            .iter()
            .filter(|p| p.module == module && is_users(m, p))
            .map(|p| (p.name, p.arity))
            .collect();
    let items: Vec<Cell> = pis
        .into_iter()
        .map(|(n, ar)| {
            m.cx.st
                .new_compound(atom::SLASH, &[Cell::Atom(n), Cell::Int(ar as i64)])
        })
        .collect();
    let l = m.cx.st.new_list(&items, Cell::Atom(atom::NIL));
    Ok(m.cx.st.unify(a[1], l))
}

/// `'$predicate_properties'(+Module, +Name, +Arity, -Props)`: the
/// properties SWI-Prolog lists for a predicate defined (or imported) in
/// Module, in its order; fails for an undefined one.
fn predicate_properties(m: &mut Machine, a: &[Cell]) -> Res {
    let module = get_atom(&mut m.cx, a[0])?;
    let n = get_atom(&mut m.cx, a[1])?;
    let ar = get_int(&mut m.cx, a[2])?;
    let Some(pid) = m.db.visible(module, n, ar as usize).map(|p| m.db.target(p)) else {
        return Ok(false);
    };
    let p = &m.db.preds[pid as usize];
    if !p.is_defined() {
        return Ok(false);
    }
    let mut props: Vec<String> = Vec::new();
    // What a module sees of another module's predicate, it imported.
    let from = (p.module != module).then(|| m.cx.st.atom_name(p.module).to_string());
    match p.kind {
        PredKind::User => {
            let gen = m.db.generation;
            let live: Vec<&super::db::ClauseRef> = p
                .front
                .iter()
                .chain(&p.back)
                .filter(|c| c.visible(gen))
                .collect();
            let rules = live
                .iter()
                .filter(|c| match c.term.root {
                    Cell::Str(i) => {
                        matches!(c.term.cells.get(i as usize), Some(Cell::Fun(atom::NECK, 2)))
                    }
                    _ => false,
                })
                .count();
            props.push("interpreted".into());
            props.push("visible".into());
            // Seen in its own module, an export is `exported` (SWI's order).
            let exported = from.is_none()
                && m.db
                    .module(p.module)
                    .is_some_and(|md| md.exports.contains(&(p.name, p.arity)));
            if exported {
                props.push("exported".into());
            }
            props.push(if p.dynamic { "dynamic" } else { "static" }.into());
            if let Some(from) = &from {
                props.push(format!("imported_from({from})"));
            }
            if p.meta.is_some() {
                props.push("transparent".into());
                props.push("meta_predicate".into());
            }
            if p.discontiguous {
                props.push("discontiguous".into());
            }
            props.push(format!("number_of_clauses({})", live.len()));
            props.push(format!("number_of_rules({rules})"));
            props.push("defined".into());
        }
        _ => {
            for s in ["visible", "built_in", "foreign", "static"] {
                props.push(s.into());
            }
            props.push("imported_from(system)".into());
            if p.meta.is_some() {
                props.push("transparent".into());
                props.push("meta_predicate".into());
            }
            if super::modules::is_iso(m.cx.st.atom_name(p.name), p.arity as usize) {
                props.push("iso".into());
            }
            props.push("defined".into());
        }
    }
    let meta = p.meta.clone().map(|spec| (p.name, spec));
    let mut items = Vec::new();
    for s in props {
        if let ("meta_predicate", Some((name, spec))) = (s.as_str(), &meta) {
            items.push(meta_term(m, *name, spec));
            continue;
        }
        let c = match s.split_once('(') {
            Some(("imported_from", rest)) => {
                let module = m.cx.st.new_atom(rest.trim_end_matches(')'));
                let f = m.cx.st.intern("imported_from");
                m.cx.st.new_compound(f, &[module])
            }
            Some((f, rest)) => {
                let k: i64 = rest.trim_end_matches(')').parse().unwrap_or(0);
                let f = m.cx.st.intern(f);
                m.cx.st.new_compound(f, &[Cell::Int(k)])
            }
            None => m.cx.st.new_atom(&s),
        };
        items.push(c);
    }
    let l = m.cx.st.new_list(&items, Cell::Atom(atom::NIL));
    Ok(m.cx.st.unify(a[3], l))
}

/// `meta_predicate(Head)`, Head's arguments the declaration's specs as
/// SWI writes them.
fn meta_term(m: &mut Machine, name: crate::term::Atom, spec: &[u8]) -> Cell {
    let head = meta_spec(m, name, spec);
    let f = m.cx.st.intern("meta_predicate");
    m.cx.st.new_compound(f, &[head])
}

/// The head of a meta_predicate declaration: `name(0, ?, ...)`.
pub(super) fn meta_spec(m: &mut Machine, name: crate::term::Atom, spec: &[u8]) -> Cell {
    let args: Vec<Cell> = spec
        .iter()
        .map(|&c| match c {
            b'0'..=b'9' => Cell::Int(i64::from(c - b'0')),
            b'/' => m.cx.st.new_atom("//"),
            c => m.cx.st.new_atom(&(c as char).to_string()),
        })
        .collect();
    m.cx.st.new_compound(name, &args)
}
