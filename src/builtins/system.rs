//! The system predicates that need no machine: `true/0`, `fail/0`,
//! `throw/1`, `halt/0,1` (a `Flow` the machine acts on) and the operator
//! table (`op/3`, and `current_op/3`, a nondeterministic
//! builtin).

use super::{domain_error, get_atom, get_int, instantiation_error, permission_error, Ctx};
use super::{type_error, Flow, NondetBuiltin, Redo, Registry, Res, Step};
use crate::reader::OpType;
use crate::term::{atom, Cell};

pub fn register_nondet(r: &mut Registry<NondetBuiltin>) {
    r.add("current_op", 3, current_op);
}

pub fn register(r: &mut Registry) {
    r.add("true", 0, |_, _| Ok(true));
    r.add("otherwise", 0, |_, _| Ok(true));
    r.add("fail", 0, |_, _| Ok(false));
    r.add("false", 0, |_, _| Ok(false));
    r.add("throw", 1, throw);
    r.add("halt", 0, halt0);
    r.add("halt", 1, halt);
    r.add("op", 3, op);
}

/// The elements of a declaration argument: `(A, B)`, `[A, B]` or `A`,
/// in order. A cyclic list or conjunction is a type error (SWI: not a
/// list).
pub fn decl_list(m: &mut Ctx, c: Cell) -> Result<Vec<Cell>, Flow> {
    if m.st.is_cyclic(c) {
        let c = m.st.deref(c);
        return Err(super::type_error(m, "list", c));
    }
    let mut out = Vec::new();
    let mut stack = vec![c];
    while let Some(c) = stack.pop() {
        let c = m.st.deref(c);
        match m.st.functor(c) {
            Some((atom::COMMA, 2)) | Some((atom::DOT, 2)) => {
                stack.push(m.st.arg(c, 1));
                stack.push(m.st.arg(c, 0));
            }
            Some((atom::NIL, 0)) => {}
            _ => out.push(c),
        }
    }
    Ok(out)
}

fn throw(m: &mut Ctx, a: &[Cell]) -> Res {
    match m.st.deref(a[0]) {
        Cell::Var(_) => Err(instantiation_error()),
        b => Err(Flow::Throw(b)),
    }
}

/// `halt/0`: status 0, unless the `on_error` (`on_warning`) flag is
/// `status` and errors (warnings) were printed: then, as SWI-Prolog 9,
/// status 1 with a warning saying why. `halt(0)` always exits 0.
fn halt0(m: &mut Ctx, _: &[Cell]) -> Res {
    use super::ctx::MessagePolicy::Status;
    let n = m.messages;
    if (m.flags.on_error == Status && n.errors > 0)
        || (m.flags.on_warning == Status && n.warnings > 0)
    {
        m.write_err(&format!(
            "Warning: Halting with status 1 due to {} errors and {} warnings\n",
            n.errors, n.warnings
        ));
        return Err(Flow::Halt(1));
    }
    Err(Flow::Halt(0))
}

fn halt(m: &mut Ctx, a: &[Cell]) -> Res {
    let c = get_int(m, a[0])?;
    Err(Flow::Halt(c as i32))
}

fn op(m: &mut Ctx, a: &[Cell]) -> Res {
    let p = get_int(m, a[0])?;
    if !(0..=1200).contains(&p) {
        return Err(domain_error(m, "operator_priority", Cell::Int(p)));
    }
    let t = get_atom(m, a[1])?;
    let Some(typ) = OpType::parse(m.st.atom_name(t)) else {
        return Err(domain_error(m, "operator_specifier", Cell::Atom(t)));
    };
    let names = unqualified(m, a[2]);
    for c in decl_list(m, names)? {
        let name = get_atom(m, c)?;
        if name == atom::COMMA {
            return Err(permission_error(m, "modify", "operator", c));
        }
        let s = m.st.atom_name(name).to_string();
        if !op_allowed(&m.ops, p as u16, typ, &s) {
            return Err(permission_error(m, "create", "operator", c));
        }
        m.ops.add(p as u16, typ, &s);
    }
    Ok(true)
}

/// An operator name or list without its module (`user:(=+)`,
/// `user:[a, b]`, as SWI accepts them; not the names inside a list):
/// the operator table is one for all modules.
fn unqualified(m: &Ctx, c: Cell) -> Cell {
    let mut c = m.st.deref(c);
    while let Some((atom::COLON, 2)) = m.st.functor(c) {
        if !matches!(m.st.deref(m.st.arg(c, 0)), Cell::Atom(_)) {
            break;
        }
        c = m.st.deref(m.st.arg(c, 1));
    }
    c
}

/// ISO's limits on op/3 (SWI is laxer): `{}` and `[]` are never
/// operators, `|` only an infix one of priority 1001 or more (or 0), and
/// a name is never both an infix and a postfix operator.
fn op_allowed(ops: &crate::reader::OpTable, p: u16, typ: OpType, name: &str) -> bool {
    use crate::reader::ops::Fixity;
    match name {
        "{}" | "[]" => false,
        "|" => typ.fixity() == Fixity::Infix && (p == 0 || p > 1000),
        // SWI's infix `.` (dicts) is no ISO operator: a postfix `.`
        // replaces it.
        _ if p == 0 || name == "." => true,
        _ => match typ.fixity() {
            Fixity::Infix => ops.postfix(name).is_none(),
            Fixity::Postfix => ops.infix(name).is_none(),
            Fixity::Prefix => true,
        },
    }
}

/// `current_op(P, T, N)`: the operators that match, ordered by name and
/// type so that a retry finds its place again (the state is the index
/// of the next definition to try).
fn current_op(m: &mut Ctx, a: &[Cell], redo: Option<Redo>) -> Result<Step, Flow> {
    let (p, t, n) = (m.st.deref(a[0]), m.st.deref(a[1]), m.st.deref(a[2]));
    if redo.is_none() {
        match p {
            Cell::Var(_) => {}
            Cell::Int(i) if (0..=1200).contains(&i) => {}
            Cell::Int(_) => return Err(domain_error(m, "operator_priority", p)),
            _ => return Err(type_error(m, "integer", p)),
        }
        match t {
            Cell::Var(_) => {}
            Cell::Atom(x) if OpType::parse(m.st.atom_name(x)).is_some() => {}
            Cell::Atom(_) => return Err(domain_error(m, "operator_specifier", t)),
            _ => return Err(type_error(m, "atom", t)),
        }
        if !matches!(n, Cell::Var(_) | Cell::Atom(_)) {
            return Err(type_error(m, "atom", n));
        }
    }
    let name = match n {
        Cell::Atom(x) => Some(m.st.atom_name(x).to_string()),
        _ => None,
    };
    let mut defs: Vec<(String, u16, &'static str)> = m
        .ops
        .iter()
        .filter(|(nm, _)| name.as_ref().is_none_or(|x| x == nm))
        .map(|(nm, d)| (nm.to_string(), d.prec, d.typ.name()))
        .collect();
    defs.sort_unstable_by(|x, y| (&x.0, x.2).cmp(&(&y.0, y.2)));
    let fits = |m: &Ctx, d: &(String, u16, &str)| {
        !matches!(p, Cell::Int(i) if i != d.1 as i64)
            && !matches!(t, Cell::Atom(x) if m.st.atom_name(x) != d.2)
    };
    let mut from = redo.map_or(0, |r| r.0[0] as usize);
    loop {
        let Some(i) = (from..defs.len()).find(|&i| fits(m, &defs[i])) else {
            return Ok(Step::Fail);
        };
        from = i + 1;
        let (nm, prec, typ) = &defs[i];
        let mark = m.st.mark();
        let (nc, tc) = (m.st.new_atom(nm), m.st.new_atom(typ));
        // Fails only for aliased arguments, `current_op(P, T, T)`.
        if m.st.unify(a[0], Cell::Int(*prec as i64)) && m.st.unify(a[1], tc) && m.st.unify(a[2], nc)
        {
            return Ok(match (from..defs.len()).find(|&j| fits(m, &defs[j])) {
                Some(j) => Step::More(Redo([j as u64, 0, 0])),
                None => Step::Last,
            });
        }
        m.st.undo_to(mark);
    }
}
