//! Attributed variables, SWI-Prolog's API: `put_attr/3`, `get_attr/3`,
//! `del_attr/2`, `attvar/1`, `get_attrs/2`, `put_attrs/2`,
//! `term_attvars/2` and `copy_term/2` (which copies attributes). The
//! representation and binding are `term/attvar.rs`; running the hooks is
//! the machine's (`vm/wakeup.rs`); freeze, dif and when are Prolog
//! (`prelude/coroutining.pl`).

use super::{instantiation_error, type_error, Builtin, Flow, Registry, Res};
use crate::builtins::Ctx;
use crate::term::{atom, Atom, Cell, TrailEntry};

/// The module argument: an atom (SWI's errors otherwise).
fn module_arg(m: &mut Ctx, c: Cell) -> Result<Atom, Flow> {
    match m.st.deref(c) {
        Cell::Atom(a) => Ok(a),
        Cell::Var(_) => Err(instantiation_error()),
        other => Err(type_error(m, "atom", other)),
    }
}

fn bi_put_attr(m: &mut Ctx, args: &[Cell]) -> Res {
    let v = m.st.deref(args[0]);
    let Cell::Var(a) = v else {
        let e = m.st.new_compound_str("uninstantiation_error", &[v]);
        return Err(Flow::Error(e));
    };
    let module = module_arg(m, args[1])?;
    m.st.put_attr(a, module, args[2]);
    Ok(true)
}

fn bi_get_attr(m: &mut Ctx, args: &[Cell]) -> Res {
    let (Cell::Var(a), Cell::Atom(module)) = (m.st.deref(args[0]), m.st.deref(args[1])) else {
        return Ok(false);
    };
    match m.st.get_attr(a, module) {
        Some(value) => Ok(m.st.unify(args[2], value)),
        None => Ok(false),
    }
}

fn bi_del_attr(m: &mut Ctx, args: &[Cell]) -> Res {
    let module = module_arg(m, args[1])?;
    if let Cell::Var(a) = m.st.deref(args[0]) {
        m.st.del_attr(a, module);
    }
    Ok(true)
}

fn bi_attvar(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(matches!(m.st.deref(args[0]), Cell::Var(a) if m.st.is_attvar(a)))
}

fn bi_get_attrs(m: &mut Ctx, args: &[Cell]) -> Res {
    let Cell::Var(a) = m.st.deref(args[0]) else {
        return Ok(false);
    };
    match m.st.attrs(a) {
        Some(l) => Ok(m.st.unify(args[1], l)),
        None => Ok(false),
    }
}

fn bi_put_attrs(m: &mut Ctx, args: &[Cell]) -> Res {
    let v = m.st.deref(args[0]);
    let Cell::Var(a) = v else {
        let e = m.st.new_compound_str("uninstantiation_error", &[v]);
        return Err(Flow::Error(e));
    };
    m.st.put_attrs(a, args[1]);
    Ok(true)
}

fn bi_term_attvars(m: &mut Ctx, args: &[Cell]) -> Res {
    let vs = m.st.term_attvars(args[0]);
    let l = m.st.new_list(&vs, Cell::Atom(atom::NIL));
    Ok(m.st.unify(args[1], l))
}

/// A ground acyclic term is its own copy: nothing in it can be renamed.
/// SWI-Prolog shares such terms in copy_term/2 likewise (setarg/3 on the
/// copy shows it; a cyclic term it copies), and a million-cell ground
/// term then costs one walk instead of two copies.
fn ground_copy(m: &mut Ctx, args: &[Cell]) -> bool {
    m.st.unify(args[1], args[0])
}

/// copy_term/2: attributes are copied with the variables, as SWI does.
pub(crate) fn bi_copy_term(m: &mut Ctx, args: &[Cell]) -> Res {
    if m.st.is_ground_acyclic(args[0]) {
        return Ok(ground_copy(m, args));
    }
    let c =
        m.st.copy_term_attrs(args[0])
            .map_err(|e| super::copy_error(m, e))?;
    Ok(m.st.unify(args[1], c))
}

/// `'$copy_term_plain'(T, C)`: a copy without attributes (the copy in
/// copy_term/3 takes its residual goals instead).
fn bi_copy_term_plain(m: &mut Ctx, args: &[Cell]) -> Res {
    if m.st.is_ground_acyclic(args[0]) {
        return Ok(ground_copy(m, args));
    }
    let c =
        m.st.copy_term(args[0])
            .map_err(|e| super::copy_error(m, e))?;
    Ok(m.st.unify(args[1], c))
}

/// `unifiable(X, Y, Unifier)`: the bindings unifying X and Y would
/// make, as `Var = Value`, newest first (as SWI), without making them or
/// waking anything.
fn bi_unifiable(m: &mut Ctx, args: &[Cell]) -> Res {
    let (h0, mark, hb0) = (m.st.top(), m.st.trail.len(), m.st.hb);
    // Every binding is trailed, so every one can be read back.
    m.st.hb = h0;
    let ok = m.st.unify(args[0], args[1]);
    let mut pairs = Vec::new();
    for e in &m.st.trail[mark..] {
        match *e {
            TrailEntry::Bind(a) | TrailEntry::Old(a, Cell::Attv(_)) => {
                pairs.push((a, m.st.heap[a as usize]))
            }
            _ => {}
        }
    }
    m.st.undo_trail(mark);
    m.st.heap.truncate(h0 as usize);
    m.st.hb = hb0;
    if !ok {
        return Ok(false);
    }
    let eqs: Vec<Cell> = pairs
        .iter()
        .rev()
        .map(|&(a, v)| m.st.new_compound(atom::EQUALS, &[Cell::Var(a), v]))
        .collect();
    let l = m.st.new_list(&eqs, Cell::Atom(atom::NIL));
    Ok(m.st.unify(args[2], l))
}

pub fn register(r: &mut Registry) {
    let table: &[(&str, usize, Builtin)] = &[
        ("put_attr", 3, bi_put_attr),
        ("get_attr", 3, bi_get_attr),
        ("del_attr", 2, bi_del_attr),
        ("attvar", 1, bi_attvar),
        ("get_attrs", 2, bi_get_attrs),
        ("put_attrs", 2, bi_put_attrs),
        ("term_attvars", 2, bi_term_attvars),
        ("copy_term", 2, bi_copy_term),
        ("$copy_term_plain", 2, bi_copy_term_plain),
        ("unifiable", 3, bi_unifiable),
    ];
    for &(name, arity, f) in table {
        r.add(name, arity, f);
    }
}
