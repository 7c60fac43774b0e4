//! The module predicates beyond `use_module/1,2`, as SWI-Prolog 9 has
//! them: `import/1`, `export/1`, `reexport/1,2`, and the primitives of
//! the prelude's `@/2`, `import_module/2`, `default_module/2` and
//! `module_property/2` (`prelude/system.pl`).
//!
//! A module's default modules are fixed by its class (`db::ModuleClass`:
//! a program's module sees `user`, `user` and a library see `system`),
//! so `add_import_module/3` and `delete_import_module/2` are not here.

use super::super::db::ModuleClass;
use super::super::{consult, Machine, Registry};
use crate::builtins::{get_atom, instantiation_error, type_error, Flow, Res};
use crate::term::{atom, Atom, Cell};

pub(super) fn register(r: &mut Registry) {
    r.add("import", 1, import);
    r.add("export", 1, export);
    r.add("reexport", 1, |m, a| reexport(m, a[0], None));
    r.add("reexport", 2, |m, a| reexport(m, a[0], Some(a[1])));
    r.add("$meta_qualify", 4, meta_qualify);
    r.add("$import_modules", 2, import_modules);
    r.add("$module_info", 4, module_info);
}

impl Machine {
    /// The predicate indicators of `spec` (one, a list or a conjunction),
    /// each as its qualification (`default` if none), name and arity
    /// (`N//A` counting the two list arguments).
    fn indicators(&mut self, spec: Cell, default: Atom) -> Result<Vec<(Atom, Atom, u32)>, Flow> {
        let mut out = Vec::new();
        let mut work = vec![spec];
        while let Some(c) = work.pop() {
            let (module, c) = self.strip_module(c, default);
            if let (Cell::Lst(_), Ok(items)) = (c, self.cx.st.list_to_vec(c)) {
                work.extend(items.into_iter().rev());
                continue;
            }
            let st = &self.cx.st;
            match (c, st.functor(c)) {
                (Cell::Var(_), _) => return Err(instantiation_error()),
                (Cell::Atom(atom::NIL), _) => {}
                (_, Some((atom::COMMA, 2))) => {
                    work.push(st.arg(c, 1));
                    work.push(st.arg(c, 0));
                }
                (_, Some((f, 2))) if f == atom::SLASH || st.atom_name(f) == "//" => {
                    let extra = if f == atom::SLASH { 0 } else { 2 };
                    match (st.deref(st.arg(c, 0)), st.deref(st.arg(c, 1))) {
                        (Cell::Atom(n), Cell::Int(a)) if a >= 0 => {
                            out.push((module, n, a as u32 + extra));
                        }
                        (Cell::Var(_), _) | (_, Cell::Var(_)) => return Err(instantiation_error()),
                        _ => return Err(type_error(&mut self.cx, "predicate_indicator", c)),
                    }
                }
                _ => return Err(type_error(&mut self.cx, "predicate_indicator", c)),
            }
        }
        Ok(out)
    }

    /// Adds `pis` to the export list of `module`.
    fn add_exports(&mut self, module: Atom, pis: &[(Atom, u32)]) {
        let m = self.db.ensure_module(module, ModuleClass::User);
        for pi in pis {
            if !m.exports.contains(pi) {
                m.exports.push(*pi);
            }
        }
    }
}

/// `import(:PIs)`: makes `From:Name/Arity` visible in the module of the
/// declaration (the file being loaded's, else `user`; `Into:From:PI`
/// names it), unless that module defines its own.
fn import(m: &mut Machine, a: &[Cell]) -> Res {
    let c = m.cx.st.deref(a[0]);
    let st = &m.cx.st;
    // Two qualifications: the outer is the module to import into.
    let (into, spec) = match st.functor(c) {
        Some((atom::COLON, 2)) => {
            let inner = st.deref(st.arg(c, 1));
            match (st.deref(st.arg(c, 0)), st.functor(inner)) {
                (Cell::Atom(into), Some((atom::COLON, 2))) => (into, inner),
                _ => (m.source_module, c),
            }
        }
        _ => (m.source_module, c),
    };
    for (from, name, arity) in m.indicators(spec, atom::USER)? {
        if from == into {
            continue;
        }
        m.import_pred(from, into, name, arity);
    }
    Ok(true)
}

/// `export(:PIs)`: adds to the export list of the module of the
/// declaration (or the one that qualifies them).
fn export(m: &mut Machine, a: &[Cell]) -> Res {
    let pis = m.indicators(a[0], m.source_module)?;
    for (module, name, arity) in pis {
        m.add_exports(module, &[(name, arity)]);
    }
    Ok(true)
}

/// `reexport(:Files)`, `reexport(:File, +Imports)`: as `use_module/1,2`,
/// and what is imported is exported too.
fn reexport(m: &mut Machine, spec: Cell, only: Option<Cell>) -> Res {
    let (into, modules) = consult::load_modules(m, spec, only.is_none())?;
    if let (true, Some(list)) = (modules.is_empty(), only) {
        // A library the prelude holds in another module (library(pairs)
        // is in `library`): what it names is exported, and resolves
        // through the autoloader when called.
        let pis = consult::import_list(m, into, list)?;
        m.add_exports(into, &pis);
    }
    for from in modules {
        let pis = match only {
            Some(list) => consult::import_list(m, from, list)?,
            None => {
                m.db.module(from)
                    .map(|md| md.exports.clone())
                    .unwrap_or_default()
            }
        };
        m.import_module(from, into, Some(&pis));
        m.add_exports(into, &pis);
    }
    Ok(true)
}

/// `'$meta_qualify'(+Lookup, +Goal, +Context, -Goal1)`: Goal with the
/// module-sensitive arguments of the predicate it calls in Lookup
/// qualified with Context (`@/2`).
fn meta_qualify(m: &mut Machine, a: &[Cell]) -> Res {
    let lookup = get_atom(&mut m.cx, a[0])?;
    let context = get_atom(&mut m.cx, a[2])?;
    let g = m.cx.st.deref(a[1]);
    let Some((name, n)) = m.cx.st.functor(g).filter(|&(_, n)| n > 0) else {
        return Ok(m.cx.st.unify(a[3], g));
    };
    let pid = m.db.pred_id(lookup, name, n);
    m.resolve_undefined(pid);
    let t = m.db.target(pid);
    let Some(meta) = m.db.preds[t as usize].meta.clone() else {
        return Ok(m.cx.st.unify(a[3], g));
    };
    let args: Vec<Cell> = (0..n)
        .map(|i| {
            let x = m.cx.st.arg(g, i);
            if meta.get(i).is_some_and(|&s| super::sensitive(s)) {
                m.qualified(context, x)
            } else {
                x
            }
        })
        .collect();
    let g1 = m.cx.st.new_compound(name, &args);
    Ok(m.cx.st.unify(a[3], g1))
}

/// `'$import_modules'(+Module, -List)`: the modules Module inherits
/// from, as `import_module/2` enumerates them.
fn import_modules(m: &mut Machine, a: &[Cell]) -> Res {
    let module = get_atom(&mut m.cx, a[0])?;
    let from: &[Atom] = match (module, m.db.class(module)) {
        (atom::SYSTEM, _) => &[],
        (atom::USER, _) | (_, ModuleClass::Library) => &[atom::SYSTEM],
        _ => &[atom::USER],
    };
    let items: Vec<Cell> = from.iter().map(|&x| Cell::Atom(x)).collect();
    let l = m.cx.st.new_list(&items, Cell::Atom(atom::NIL));
    Ok(m.cx.st.unify(a[1], l))
}

/// `'$module_info'(+Module, -Class, -File, -Exports)`: fails for a
/// module that does not exist; File is `[]` for one no file defined.
fn module_info(m: &mut Machine, a: &[Cell]) -> Res {
    let module = get_atom(&mut m.cx, a[0])?;
    // A module made by a qualified clause or assert has no entry.
    let (class, file, exports) = match m.db.module(module) {
        Some(md) => (md.class, md.file.clone(), md.exports.clone()),
        None if m.db.preds.iter().any(|p| p.module == module) => {
            (ModuleClass::User, None, Vec::new())
        }
        None => return Ok(false),
    };
    let class = match (module, class) {
        (atom::USER, _) => "user",
        (_, ModuleClass::System) => "system",
        (_, ModuleClass::Library) => "library",
        (_, ModuleClass::User) => "user",
    };
    let class = m.cx.st.new_atom(class);
    let file = match file {
        // The prelude's files are SWI's library files.
        Some(f) => m.cx.st.new_atom(&f),
        None => Cell::Atom(atom::NIL),
    };
    let items: Vec<Cell> = exports
        .into_iter()
        .map(|(n, ar)| {
            m.cx.st
                .new_compound(atom::SLASH, &[Cell::Atom(n), Cell::Int(ar as i64)])
        })
        .collect();
    let exports = m.cx.st.new_list(&items, Cell::Atom(atom::NIL));
    Ok(m.cx.st.unify(a[1], class) && m.cx.st.unify(a[2], file) && m.cx.st.unify(a[3], exports))
}
