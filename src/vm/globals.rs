//! Global variables (`nb_setval/2`, `b_setval/2`, `nb_getval/2`,
//! `nb_current/2`; the argument checks and `b_setval/2`'s undoing are
//! in `prelude/control.pl`). Each key's value is a copy kept off the
//! heap, as a findall bag is: storing a new value frees the old one at
//! once, and the cells held count against the `stack_limit` flag
//! (`memory_used`), as SWI-Prolog keeps them on its global stack. So a
//! program that grows a global value runs into `resource_error(stack)`
//! near the limit instead of exhausting the host (issue 25).
//!
//! A value is copied with `export_into_attrs`: a cyclic value keeps its
//! cycles and attributed variables keep their attributes, as in SWI.
//!
//! **Invariant:** the atoms of every stored value are marked by the atom
//! collector (`atomgc.rs`), and `held` is the sum of the stored values'
//! sizes.

use super::{Machine, Registry};
use crate::builtins::{copy_error, get_atom, resource_error, Res};
use crate::term::{Atom, Cell, FxHashMap, Snapshot};

/// The values of the global variables.
#[derive(Default)]
pub(crate) struct Globals {
    values: FxHashMap<Atom, Snapshot>,
    /// Cells held by all values.
    held: usize,
}

impl Globals {
    /// Cells held, counted against the stack limit.
    pub(crate) fn cells(&self) -> usize {
        self.held
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Every key and its value, for the atom collector.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (Atom, &Snapshot)> {
        self.values.iter().map(|(&k, v)| (k, v))
    }

    fn remove(&mut self, key: Atom) {
        if let Some(old) = self.values.remove(&key) {
            self.held -= old.cells.len();
        }
    }
}

pub(super) fn register(r: &mut Registry) {
    r.add("$global_store", 2, store);
    r.add("$global_fetch", 2, fetch);
    r.add("$global_erase", 1, |m, a| {
        let key = get_atom(&mut m.cx, a[0])?;
        m.globals.remove(key);
        Ok(true)
    });
    r.add("$global_keys", 1, keys);
}

/// `'$global_store'(+Key, +Value)`: Key's value becomes a copy of Value.
fn store(m: &mut Machine, a: &[Cell]) -> Res {
    let key = get_atom(&mut m.cx, a[0])?;
    let mut cells = Vec::new();
    let root = match m.cx.st.export_into_attrs(a[1], &mut cells) {
        Ok(root) => root,
        Err(e) => return Err(copy_error(&mut m.cx, e)),
    };
    let old = m.globals.values.get(&key).map_or(0, |v| v.cells.len());
    m.memory_used();
    if !m.cx.can_grow(cells.len().saturating_sub(old)) {
        return Err(resource_error(&mut m.cx, "stack"));
    }
    m.globals.remove(key);
    m.globals.held += cells.len();
    m.globals.values.insert(key, Snapshot { cells, root });
    Ok(true)
}

/// `'$global_fetch'(+Key, -Value)`: a copy of Key's value, or failure
/// when it has none.
fn fetch(m: &mut Machine, a: &[Cell]) -> Res {
    let key = get_atom(&mut m.cx, a[0])?;
    let Some(len) = m.globals.values.get(&key).map(|v| v.cells.len()) else {
        return Ok(false);
    };
    m.cx.room_for_cells(len)?;
    let v = m.cx.st.import(&m.globals.values[&key]);
    Ok(m.cx.st.unify(a[1], v))
}

/// `'$global_keys'(-Keys)`: the keys that have a value, in standard
/// order.
fn keys(m: &mut Machine, a: &[Cell]) -> Res {
    let mut keys: Vec<Atom> = m.globals.values.keys().copied().collect();
    keys.sort_by(|x, y| m.cx.st.atom_name(*x).cmp(m.cx.st.atom_name(*y)));
    let items: Vec<Cell> = keys.into_iter().map(Cell::Atom).collect();
    let l = m.cx.st.new_list(&items, Cell::Atom(crate::term::atom::NIL));
    Ok(m.cx.st.unify(a[0], l))
}
