//! The developer's toolbox of the toplevel: `portray_clause/1,2`,
//! `listing/0,1`, `vm_list/1`, `make/0`, `apropos/1` and `help/1`.
//!
//! Clauses are listed from the terms the database keeps as written
//! (`ClauseRef::term`), with the variable names they were read with
//! (`ClauseRef::names`), and laid out by `portray.rs` exactly as
//! SWI-Prolog's library(listing) lays them out. `make/0` reconsults every
//! file whose modification time changed since it was loaded.
//!
//! **Invariant:** nothing here runs Prolog (bar the reconsults of
//! `make/0`), and the terms a listing imports are dropped from the heap
//! as soon as they are written.

mod portray;
#[cfg(test)]
mod tests;

use super::Registry;
use super::{Machine, PredKind};
use crate::builtins::write::{emit_to, out_stream, term_to_string, OutStream, WriteOpts};
use crate::builtins::{existence_error, get_atom, instantiation_error, type_error, Res};
use crate::term::{atom, Atom, Cell, FxHashMap, Snapshot, Store};

pub(crate) fn register(r: &mut Registry) {
    r.add("portray_clause", 1, |m, a| {
        portray_clause(m, OutStream::Current, a[0])
    });
    r.add("portray_clause", 2, |m, a| {
        let s = out_stream(&mut m.cx, a[0])?;
        portray_clause(m, s, a[1])
    });
    r.add("listing", 0, listing0);
    r.add("listing", 1, listing1);
    r.add("vm_list", 1, vm_list);
    r.add("make", 0, make);
    r.add("apropos", 1, apropos);
    r.add("help", 1, help);
}

/// The source names of a clause's variables, keyed by each variable's
/// index in `snap` (the clause as the database stores it), so a listing
/// can print them as they were written. `clause` is the heap term `snap`
/// was exported from and `named` its variables as the reader named them.
pub(crate) fn snapshot_names(
    st: &Store,
    clause: Cell,
    snap: &Snapshot,
    named: &[(String, Cell)],
) -> Box<[(u32, Box<str>)]> {
    let mut wanted: FxHashMap<u32, &str> = named
        .iter()
        .filter_map(|(n, c)| match st.deref(*c) {
            Cell::Var(a) => Some((a, n.as_str())),
            _ => None,
        })
        .collect();
    let mut out = Vec::new();
    // Walk the heap term and its snapshot side by side.
    let mut stack = vec![(clause, snap.root)];
    while let Some((h, s)) = stack.pop() {
        if wanted.is_empty() {
            break;
        }
        match (st.deref(h), s) {
            (Cell::Var(a), Cell::Var(i)) => {
                if let Some(n) = wanted.remove(&a) {
                    out.push((i, n.into()));
                }
            }
            (Cell::Str(a), Cell::Str(b)) => {
                let arity = st.functor(Cell::Str(a)).map_or(0, |(_, n)| n);
                for k in 1..=arity {
                    stack.push((st.heap[a as usize + k], snap.cells[b as usize + k]));
                }
            }
            (Cell::Lst(a), Cell::Lst(b)) => {
                for k in 0..2 {
                    stack.push((st.heap[a as usize + k], snap.cells[b as usize + k]));
                }
            }
            _ => {}
        }
    }
    out.into_boxed_slice()
}

// ---- portray_clause ------------------------------------------------------

fn portray_clause(m: &mut Machine, stream: OutStream, t: Cell) -> Res {
    // SWI writes a cyclic term as @(S_1, [S_1=...]), or without end for
    // a cyclic body; the text here is built in memory, so it is an error.
    if m.cx.st.is_cyclic(t) {
        return Err(crate::builtins::representation_error(
            &mut m.cx,
            "cyclic_term",
        ));
    }
    let text = portray::portray_clause(&m.cx.st, &m.cx.ops, t, &[]);
    emit_to(&mut m.cx, stream, &text)?;
    Ok(true)
}

// ---- listing -------------------------------------------------------------

/// Where a predicate comes from.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Origin {
    /// Written in Rust (including the control predicates).
    Builtin,
    /// Defined in Prolog by the prelude.
    Library,
    /// Loaded from a user's file or asserted.
    User,
}

fn origin(m: &Machine, pid: u32) -> Origin {
    let pred = &m.db.preds[pid as usize];
    match pred.kind {
        PredKind::Builtin(_) | PredKind::Nondet(_) | PredKind::Control(_) | PredKind::Host(_) => {
            Origin::Builtin
        }
        PredKind::User if pred.owner == Some(0) => Origin::Library,
        PredKind::User => Origin::User,
        PredKind::Import(t) => origin(m, m.db.target(t)),
    }
}

/// `listing/0`: every user-defined predicate, each after a blank line.
fn listing0(m: &mut Machine, _: &[Cell]) -> Res {
    let pids: Vec<u32> = (0..m.db.preds.len() as u32)
        .filter(|&p| {
            let pred = &m.db.preds[p as usize];
            origin(m, p) == Origin::User
                && pred.is_defined()
                && !m.cx.st.atom_name(pred.name).starts_with('$')
        })
        .collect();
    for pid in pids {
        let text = list_predicate(m, pid, None, atom::USER);
        m.cx.write_out(&format!("\n{text}"))?;
    }
    Ok(true)
}

/// `listing/1`: `Name` (every arity), `Name/Arity`, `Name//Arity`, a head
/// (the clauses whose head unifies with it) or a list of those; each
/// predicate is followed by a blank line.
fn listing1(m: &mut Machine, a: &[Cell]) -> Res {
    let mut specs = vec![a[0]];
    while let Some(spec) = specs.pop() {
        let spec = m.cx.st.deref(spec);
        match spec {
            Cell::Var(_) => {
                listing0(m, &[])?;
            }
            Cell::Lst(_) | Cell::Atom(atom::NIL) if m.cx.st.list_to_vec(spec).is_ok() => {
                let items = m.cx.st.list_to_vec(spec).unwrap_or_default();
                specs.extend(items.into_iter().rev());
            }
            _ => {
                let (pids, head, module) = predicates_for(m, spec)?;
                for pid in pids {
                    let text = list_predicate(m, pid, head, module);
                    m.cx.write_out(&format!("{text}\n"))?;
                }
            }
        }
    }
    Ok(true)
}

/// `vm_list/1`: the compiled code of the predicates `Name` or
/// `Name/Arity` names, clause by clause, one instruction per line
/// (`compile::disasm`), addresses counted from the clause's start; then,
/// likewise, the auxiliary predicates its clauses' control constructs
/// became.
fn vm_list(m: &mut Machine, a: &[Cell]) -> Res {
    let spec = m.cx.st.deref(a[0]);
    if let Cell::Var(_) = spec {
        return Err(instantiation_error());
    }
    let (mut work, _, _) = predicates_for(m, spec)?;
    work.reverse();
    let mut done = std::collections::HashSet::new();
    let rule = "=".repeat(72);
    let thin = "-".repeat(40);
    let mut out = String::new();
    while let Some(pid) = work.pop() {
        if !done.insert(pid) {
            continue;
        }
        let p = &m.db.preds[pid as usize];
        let (name, arity) = (p.name, p.arity);
        let pi = pi_text(m, name, arity);
        out.push_str(&format!("{rule}\n{pi}\n{rule}\n"));
        if origin(m, pid) == Origin::Builtin {
            out.push_str(&format!("%   Foreign: system:{pi}\n"));
            continue;
        }
        let mut pis = std::collections::HashMap::new();
        let pred_text = |pid: u32| {
            let p = &m.db.preds[pid as usize];
            (p.name, p.arity)
        };
        let gen = m.db.generation;
        let pred = &m.db.preds[pid as usize];
        let clauses: Vec<(crate::compile::CodeAddr, std::ops::Range<u32>, Vec<u32>)> =
            (pred.first_pos()..pred.end_pos())
                .map(|pos| pred.at(pos))
                .filter(|c| c.visible(gen))
                .map(|c| (c.start, c.code[0].clone(), c.aux.clone()))
                .collect();
        for (_, range, _) in &clauses {
            for ins in &m.code.instrs[range.start as usize..range.end as usize] {
                if let crate::compile::Instr::Call(crate::compile::PredId(q))
                | crate::compile::Instr::Execute(crate::compile::PredId(q))
                | crate::compile::Instr::Builtin(crate::compile::PredId(q)) = *ins
                {
                    let (n, ar) = pred_text(q);
                    pis.entry(q).or_insert((n, ar));
                }
            }
        }
        let pis: std::collections::HashMap<u32, String> = pis
            .into_iter()
            .map(|(q, (n, ar))| (q, pi_text(m, n, ar)))
            .collect();
        let pred_name = |q: u32| pis.get(&q).cloned().unwrap_or_default();
        let names = crate::compile::disasm::Names {
            st: &m.cx.st,
            ops: &m.cx.ops,
            pred: &pred_name,
        };
        for (i, (start, range, aux)) in clauses.iter().enumerate() {
            out.push_str(&format!("{thin}\nclause {}:\n{thin}\n", i + 1));
            for addr in range.clone() {
                let ins = m.code.instrs[addr as usize];
                let text = crate::compile::disasm::instruction(&m.code, &names, ins, start.0);
                out.push_str(&format!("{:>8} {text}\n", addr as i64 - start.0 as i64));
            }
            work.extend(aux.iter().rev());
        }
    }
    m.cx.write_out(&out)?;
    Ok(true)
}

/// The predicates a `listing/1` specification names, by arity, and the
/// head to match clauses against if it is a head; the existence error if
/// there are none.
#[allow(clippy::type_complexity)]
fn predicates_for(
    m: &mut Machine,
    spec: Cell,
) -> Result<(Vec<u32>, Option<Cell>, crate::term::Atom), crate::builtins::Flow> {
    // `M:Spec` lists M's; an unqualified one what `user` sees.
    let qualified = m.cx.st.functor(m.cx.st.deref(spec)) == Some((atom::COLON, 2));
    let (module, spec) = m.strip_module(spec, atom::USER);
    let (name, arity, head) = match spec {
        Cell::Atom(a) => (a, None, None),
        Cell::Str(_) => match m.cx.st.functor(spec) {
            Some((f, 2)) if f == atom::SLASH || m.cx.st.atom_name(f) == "//" => {
                let extra = if f == atom::SLASH { 0 } else { 2 };
                let (n, ar) = (
                    m.cx.st.deref(m.cx.st.arg(spec, 0)),
                    m.cx.st.deref(m.cx.st.arg(spec, 1)),
                );
                match (n, ar) {
                    (Cell::Var(_), _) => return Err(instantiation_error()),
                    (Cell::Atom(n), Cell::Int(ar)) => (n, Some(ar + extra), None),
                    (Cell::Atom(n), Cell::Var(_)) => (n, None, None),
                    _ => return Err(existence_error(&mut m.cx, "procedure", spec)),
                }
            }
            Some((f, ar)) => (f, Some(ar as i64), Some(spec)),
            None => return Err(type_error(&mut m.cx, "predicate_indicator", spec)),
        },
        _ => return Err(type_error(&mut m.cx, "predicate_indicator", spec)),
    };
    let mut pids: Vec<u32> = Vec::new();
    for (i, p) in m.db.preds.iter().enumerate() {
        let here = p.module == module || (module == atom::USER && p.module == atom::SYSTEM);
        if here && p.name == name && arity.is_none_or(|a| p.arity as i64 == a) && p.is_defined() {
            let t = m.db.target(i as u32);
            if !pids.contains(&t) {
                pids.push(t);
            }
        }
    }
    // A library predicate not called yet: autoloaded, as SWI lists it.
    if let (true, Some(a)) = (pids.is_empty(), arity) {
        let pid = m.db.pred_id(module, name, a.max(0) as usize);
        if m.resolve_undefined(pid) {
            pids.push(m.db.target(pid));
        }
    }
    // Unqualified and not visible in `user`: as SWI, what any module
    // defines.
    if pids.is_empty() && !qualified {
        pids = (0..m.db.preds.len() as u32)
            .filter(|&i| {
                let p = &m.db.preds[i as usize];
                matches!(p.kind, PredKind::User)
                    && p.name == name
                    && arity.is_none_or(|a| p.arity as i64 == a)
                    && p.is_defined()
            })
            .collect();
    }
    if pids.is_empty() {
        return Err(existence_error(&mut m.cx, "procedure", spec));
    }
    pids.sort_by_key(|&p| m.db.preds[p as usize].arity);
    Ok((pids, head, module))
}

/// One predicate as SWI lists it: its declarations and a blank line, then
/// its clauses (those whose head unifies with `head`, if given). A Rust
/// builtin has no clauses to show, which SWI words as "Foreign". Listed
/// from another module (`context`: `user`, or the one `listing(M:Spec)`
/// names), its heads and declarations are qualified with its module, as
/// SWI shows a library predicate (`lists:append([], L, L).`); SWI leaves
/// `system`'s meta_predicate declarations unqualified.
fn list_predicate(m: &mut Machine, pid: u32, head: Option<Cell>, context: Atom) -> String {
    let (name, arity, dynamic, module) = {
        let p = &m.db.preds[pid as usize];
        (p.name, p.arity, p.dynamic, p.module)
    };
    let pi = pi_text(m, name, arity);
    if origin(m, pid) == Origin::Builtin {
        return format!("%   Foreign: system:{pi}\n");
    }
    let qualify = module != context;
    let prefix = if qualify {
        format!("{}:", quoted_atom(m, module))
    } else {
        String::new()
    };
    let mut out = String::new();
    if dynamic {
        out.push_str(&format!(":- dynamic {prefix}{pi}.\n"));
    }
    if let Some(spec) = m.db.preds[pid as usize].meta.clone() {
        let mark = m.cx.st.top();
        let mut decl = super::preds::meta_spec(m, name, &spec);
        if qualify && module != atom::SYSTEM {
            decl =
                m.cx.st
                    .new_compound(atom::COLON, &[Cell::Atom(module), decl]);
        }
        let f = m.cx.st.intern("meta_predicate");
        let decl = m.cx.st.new_compound(f, &[decl]);
        // As SWI: `format(':- ~q.~n', [meta_predicate(Spec)])`.
        let opts = WriteOpts {
            quoted: true,
            ..WriteOpts::default()
        };
        let text = term_to_string(&m.cx.st, &m.cx.ops, decl, &opts);
        out.push_str(&format!(":- {text}.\n"));
        m.cx.st.heap.truncate(mark as usize);
    }
    if !out.is_empty() {
        out.push('\n');
    }
    let gen = m.db.generation;
    let pred = &m.db.preds[pid as usize];
    for pos in pred.first_pos()..pred.end_pos() {
        let c = pred.at(pos);
        if !c.visible(gen) {
            continue;
        }
        let mark = m.cx.st.top();
        let t = m.cx.st.import(&c.term);
        let shown = match head {
            Some(h) => {
                let t = m.cx.st.deref(t);
                let clause_head = match m.cx.st.functor(t) {
                    Some((atom::NECK, 2)) => m.cx.st.arg(t, 0),
                    _ => t,
                };
                unifiable(&mut m.cx.st, h, clause_head)
            }
            None => true,
        };
        if shown {
            as_compiled(&mut m.cx.st, t);
            let t = if qualify {
                qualify_head(&mut m.cx.st, t, module)
            } else {
                t
            };
            let names: Vec<(Cell, String)> = c
                .names
                .iter()
                .map(|(i, n)| (Cell::Var(mark + i), n.to_string()))
                .collect();
            out.push_str(&portray::portray_clause(&m.cx.st, &m.cx.ops, t, &names));
        }
        m.cx.st.heap.truncate(mark as usize);
    }
    out
}

/// `M:Head :- Body` (or `M:Head`) for a clause `Head :- Body`.
fn qualify_head(st: &mut Store, clause: Cell, module: Atom) -> Cell {
    let clause = st.deref(clause);
    let m = Cell::Atom(module);
    match st.functor(clause) {
        Some((atom::NECK, 2)) => {
            let (h, b) = (st.arg(clause, 0), st.arg(clause, 1));
            let h = st.new_compound(atom::COLON, &[m, h]);
            st.new_compound(atom::NECK, &[h, b])
        }
        _ => st.new_compound(atom::COLON, &[m, clause]),
    }
}

/// Rewrites a freshly imported clause, in place, into what SWI's
/// listing shows, which is its compiled form read back: a variable goal
/// `X` (or `M:X`) becomes `call(X)`, and conjunctions nest to the right,
/// `((A, B), C)` becoming `(A, (B, C))`. Only goal positions change: the
/// body itself and the arguments of `,`, `;`, `->`, `*->` and `\+`.
fn as_compiled(st: &mut Store, clause: Cell) {
    let Cell::Str(a) = st.deref(clause) else {
        return;
    };
    if st.functor(Cell::Str(a)) != Some((atom::NECK, 2)) {
        return;
    }
    // Heap addresses of argument slots that hold goals.
    let mut slots = vec![a as usize + 2];
    while let Some(slot) = slots.pop() {
        let goal = st.deref(st.heap[slot]);
        let wrap = match goal {
            // A variable living in the slot itself cannot be moved out of
            // it; imported terms keep variables in cells of their own.
            Cell::Var(v) => v as usize != slot,
            Cell::Str(g) => match st.functor(goal) {
                Some((atom::COMMA, 2)) => {
                    let (g, left) = (g as usize, st.deref(st.heap[g as usize + 1]));
                    if st.functor(left) == Some((atom::COMMA, 2)) {
                        let rest = st.new_compound(atom::COMMA, &[st.arg(left, 1), st.heap[g + 2]]);
                        st.heap[g + 1] = st.arg(left, 0);
                        st.heap[g + 2] = rest;
                        slots.push(slot);
                    } else {
                        slots.extend([g + 2, g + 1]);
                    }
                    false
                }
                Some((atom::SEMI | atom::ARROW | atom::SOFT_ARROW, 2)) => {
                    slots.extend([g as usize + 2, g as usize + 1]);
                    false
                }
                Some((atom::NOT_PROVABLE, 1)) => {
                    slots.push(g as usize + 1);
                    false
                }
                Some((atom::COLON, 2)) => matches!(st.deref(st.arg(goal, 1)), Cell::Var(_)),
                _ => false,
            },
            _ => false,
        };
        if wrap {
            st.heap[slot] = st.new_compound(atom::CALL, &[goal]);
        }
    }
}

/// Whether two terms unify, leaving no bindings behind.
fn unifiable(st: &mut Store, a: Cell, b: Cell) -> bool {
    // Trail every binding (all existing variables lie below the top),
    // then undo them.
    let (hb, mark) = (st.hb, st.trail.len());
    st.hb = st.top();
    let ok = st.unify(a, b);
    st.undo_trail(mark);
    st.hb = hb;
    ok
}

/// `Name/Arity` as `writeq/1` prints it.
fn pi_text(m: &mut Machine, name: Atom, arity: u32) -> String {
    let mark = m.cx.st.top();
    let pi = crate::builtins::indicator(&mut m.cx, name, arity as usize);
    let opts = WriteOpts {
        quoted: true,
        ..WriteOpts::default()
    };
    let s = term_to_string(&m.cx.st, &m.cx.ops, pi, &opts);
    m.cx.st.heap.truncate(mark as usize);
    s
}

// ---- make ----------------------------------------------------------------

/// `make/0`: reconsults, silently, every file changed on disk since it
/// was loaded; reconsulting replaces what the file defined before.
fn make(m: &mut Machine, _: &[Cell]) -> Res {
    let mut changed: Vec<(u32, String)> = m
        .file_mtimes
        .iter()
        .filter_map(|(&id, &loaded)| {
            let path = m.files.get(id as usize)?;
            let now = std::fs::metadata(path).and_then(|md| md.modified()).ok()?;
            (now != loaded).then(|| (id, path.clone()))
        })
        .collect();
    changed.sort();
    // Stored names already hold the directory they were found in.
    let loading = m.loading.take();
    for (_, path) in changed {
        if let Err(e) = m.load_file(&path) {
            m.cx.write_err(&format!("Warning: make: {e}\n"));
        }
    }
    m.loading = loading;
    Ok(true)
}

// ---- apropos and help ----------------------------------------------------

/// The text of an atom or string argument.
fn text_arg(m: &mut Machine, c: Cell) -> Result<String, crate::builtins::Flow> {
    let c = m.cx.st.deref(c);
    match c {
        Cell::Var(_) => Err(instantiation_error()),
        Cell::Atom(a) => Ok(m.cx.st.atom_name(a).to_string()),
        Cell::Text(_) => Ok(m.cx.st.text(c).unwrap_or_default()),
        _ => Err(type_error(&mut m.cx, "text", c)),
    }
}

/// `apropos/1`: the predicates whose name contains the text (ignoring
/// case), one `Name/Arity` per line, sorted; user-defined ones are
/// marked. Internal `$` predicates are left out.
fn apropos(m: &mut Machine, a: &[Cell]) -> Res {
    let text = text_arg(m, a[0])?;
    let needle = text.to_lowercase();
    // It searches what is defined: the libraries that load on first use too.
    m.load_autoload_libraries();
    let mut hits: Vec<(String, u32, u32)> =
        m.db.preds
            .iter()
            .enumerate()
            .filter(|(_, p)| p.is_defined())
            .map(|(i, p)| (m.cx.st.atom_name(p.name).to_string(), p.arity, i as u32))
            .filter(|(n, _, _)| !n.starts_with('$') && n.to_lowercase().contains(&needle))
            .collect();
    if hits.is_empty() {
        m.cx.write_err(&format!("Warning: No matches for {text}\n"));
        return Ok(true);
    }
    hits.sort();
    let mut out = String::new();
    for (_, arity, pid) in hits {
        let name = m.db.preds[pid as usize].name;
        out.push_str(&pi_text(m, name, arity));
        if origin(m, pid) == Origin::User {
            out.push_str("  (user-defined)");
        }
        out.push('\n');
    }
    m.cx.write_out(&out)?;
    Ok(true)
}

/// `help/1`: what the predicates of that name (or `Name/Arity`) are —
/// built in, library or user-defined, where from — and whether the name
/// is an operator. There is no documentation text to show.
fn help(m: &mut Machine, a: &[Cell]) -> Res {
    let spec = m.cx.st.deref(a[0]);
    let (name, arity) = match spec {
        Cell::Text(_) => {
            let text = text_arg(m, spec)?;
            (m.cx.st.intern(&text), None)
        }
        Cell::Str(_) if matches!(m.cx.st.functor(spec), Some((f, 2)) if f == atom::SLASH || m.cx.st.atom_name(f) == "//") =>
        {
            let (f, _) = m.cx.st.functor(spec).unwrap_or((atom::SLASH, 2));
            let extra = if f == atom::SLASH { 0 } else { 2 };
            let name = m.cx.st.arg(spec, 0);
            let name = get_atom(&mut m.cx, name)?;
            match m.cx.st.deref(m.cx.st.arg(spec, 1)) {
                Cell::Int(n) => (name, Some(n + extra)),
                Cell::Var(_) => (name, None),
                _ => (name, Some(-1)),
            }
        }
        _ => (get_atom(&mut m.cx, spec)?, None),
    };
    // A library predicate is described once its library is loaded.
    let text = m.cx.st.atom_name(name).to_string();
    m.autoload_named(&text, arity.and_then(|a| u32::try_from(a).ok()));
    let mut pids: Vec<u32> = (0..m.db.preds.len() as u32)
        .filter(|&p| {
            let pred = &m.db.preds[p as usize];
            // An import is the predicate it names, listed on its own.
            pred.name == name
                && arity.is_none_or(|a| pred.arity as i64 == a)
                && pred.is_defined()
                && !matches!(pred.kind, PredKind::Import(_))
        })
        .collect();
    pids.sort_by_key(|&p| m.db.preds[p as usize].arity);
    let mut out = String::new();
    for pid in pids {
        let pi = pi_text(m, name, m.db.preds[pid as usize].arity);
        let what = describe(m, pid);
        out.push_str(&format!("{pi}: {what}\n"));
    }
    let op_name = m.cx.st.atom_name(name).to_string();
    let defs: Vec<String> = [
        m.cx.ops.prefix(&op_name),
        m.cx.ops.infix(&op_name),
        m.cx.ops.postfix(&op_name),
    ]
    .into_iter()
    .flatten()
    .map(|op| {
        format!(
            "op({}, {}, {})",
            op.prec,
            op.typ.name(),
            quoted_atom(m, name)
        )
    })
    .collect();
    if !defs.is_empty() {
        out.push_str(&format!("Operator: {}\n", defs.join(", ")));
    }
    if out.is_empty() {
        let shown = term_to_string(
            &m.cx.st,
            &m.cx.ops,
            spec,
            &WriteOpts {
                quoted: true,
                ..WriteOpts::default()
            },
        );
        m.cx.write_err(&format!(
            "Warning: No help for {shown}.\nWarning: Use ?- apropos(query). to search for candidates.\n"
        ));
    }
    m.cx.write_out(&out)?;
    Ok(true)
}

/// One line saying what kind of predicate `pid` is.
fn describe(m: &Machine, pid: u32) -> String {
    let pred = &m.db.preds[pid as usize];
    match (origin(m, pid), pred.kind) {
        (_, PredKind::Control(_)) => "built-in control predicate".into(),
        (Origin::Builtin, _) => "built-in predicate".into(),
        (Origin::Library, _) => "library predicate, defined in Prolog by the prelude".into(),
        (Origin::User, _) => {
            let n = pred.live_clauses(m.db.generation);
            let mut s = String::from("user-defined");
            if pred.dynamic {
                s.push_str(", dynamic");
            }
            s.push_str(&format!(", {n} clause{}", if n == 1 { "" } else { "s" }));
            match pred.owner.and_then(|f| m.files.get(f as usize)) {
                Some(file) => s.push_str(&format!(", from {file}")),
                None => s.push_str(", created by assert"),
            }
            s
        }
    }
}

fn quoted_atom(m: &Machine, a: Atom) -> String {
    let opts = WriteOpts {
        quoted: true,
        ..WriteOpts::default()
    };
    term_to_string(&m.cx.st, &m.cx.ops, Cell::Atom(a), &opts)
}
