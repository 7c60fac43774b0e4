//! Walking the cells of a list: the one place that follows list tails.
//!
//! A list built without the occurs check may be cyclic (`L = [a|L]`), so
//! every walk over a list a user gave checks for a cycle (Brent's
//! algorithm: a mark that jumps ahead at each power of two, compared
//! with every tail), and ends after at most a few rounds of the cycle.
//!
//! **Invariant:** no other code in the engine follows the tails of a
//! user's list by hand: they read it through [`Store::list_cells`],
//! [`Store::list_walk`], [`Store::skip_list`] or [`Store::list_to_vec`].
//! (The writer, the garbage collector and the compiler walk terms
//! whole, with their own bounds.)

use super::{atom, Cell, Store};

/// How a list ended.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ListEnd {
    /// `[]`: a proper list.
    Nil,
    /// An unbound variable (dereferenced): a partial list.
    Partial(Cell),
    /// The tails lead back to a list cell already passed.
    Cyclic,
    /// Another term (dereferenced): not a list.
    Other(Cell),
}

/// A walk along a list that does not hold the store, for callers that
/// change it between steps (`'$memberchk'/3` unifies as it goes).
pub struct ListWalk {
    cur: Cell,
    mark: Cell,
    power: u64,
    lam: u64,
    end: Option<ListEnd>,
}

impl ListWalk {
    /// The next element (not dereferenced), or `None` once the list has
    /// ended or its tails have been seen to go round a cycle.
    pub fn next(&mut self, st: &Store) -> Option<Cell> {
        if self.end.is_some() {
            return None;
        }
        let Cell::Lst(a) = self.cur else {
            self.end = Some(match self.cur {
                Cell::Atom(atom::NIL) => ListEnd::Nil,
                v @ Cell::Var(_) => ListEnd::Partial(v),
                other => ListEnd::Other(other),
            });
            return None;
        };
        let item = st.heap[a as usize];
        self.cur = st.deref(st.heap[a as usize + 1]);
        if self.cur == self.mark {
            // The element just returned is the last before the cycle
            // repeats; report the cycle on the next call.
            self.end = Some(ListEnd::Cyclic);
            return Some(item);
        }
        self.lam += 1;
        if self.lam == self.power {
            self.mark = self.cur;
            self.power *= 2;
            self.lam = 0;
        }
        Some(item)
    }

    /// How the list ended; `None` until `next` has returned `None`.
    pub fn end(&self) -> Option<ListEnd> {
        self.end
    }
}

/// An iterator over the elements (not dereferenced) of a list, which
/// stops on the first tail that is not a list cell, or once it has seen
/// that the tails go round a cycle. [`ListCells::end`] then says which.
pub struct ListCells<'a> {
    st: &'a Store,
    walk: ListWalk,
}

impl ListCells<'_> {
    /// How the list ended; `None` until the iterator has returned `None`.
    pub fn end(&self) -> Option<ListEnd> {
        self.walk.end()
    }
}

impl Iterator for ListCells<'_> {
    type Item = Cell;

    fn next(&mut self) -> Option<Cell> {
        self.walk.next(self.st)
    }
}

impl Store {
    /// The elements of the list `c`, with a cycle check.
    pub fn list_cells(&self, c: Cell) -> ListCells<'_> {
        ListCells {
            st: self,
            walk: self.list_walk(c),
        }
    }

    /// A walk along the list `c` that leaves the store free between steps.
    pub fn list_walk(&self, c: Cell) -> ListWalk {
        let cur = self.deref(c);
        ListWalk {
            cur,
            mark: cur,
            power: 1,
            lam: 0,
            end: None,
        }
    }

    /// The number of list cells of `c` that the walk passed, and how the
    /// list ended. On a cyclic list the count covers the cells before the
    /// cycle and at least one round of it.
    pub fn skip_list(&self, c: Cell) -> (usize, ListEnd) {
        let mut it = self.list_cells(c);
        let n = it.by_ref().count();
        (n, it.end().unwrap_or(ListEnd::Cyclic))
    }

    /// The elements of a proper list, or how it ended otherwise.
    pub fn list_to_vec(&self, c: Cell) -> Result<Vec<Cell>, ListEnd> {
        let mut it = self.list_cells(c);
        let items: Vec<Cell> = it.by_ref().collect();
        match it.end() {
            Some(ListEnd::Nil) => Ok(items),
            end => Err(end.unwrap_or(ListEnd::Cyclic)),
        }
    }

    /// Whether `c` is a proper list (`is_list/1`): false on a cyclic one.
    pub fn is_list(&self, c: Cell) -> bool {
        self.skip_list(c).1 == ListEnd::Nil
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cyclic(st: &mut Store, prefix: usize, cycle: usize) -> Cell {
        let items: Vec<Cell> = (0..prefix + cycle).map(|i| Cell::Int(i as i64)).collect();
        let tail = st.new_var();
        let l = st.new_list(&items, tail);
        // Tie the last tail back to the first cell of the cycle.
        let mut start = l;
        for _ in 0..prefix {
            let Cell::Lst(a) = start else { unreachable!() };
            start = st.heap[a as usize + 1];
        }
        let Cell::Var(v) = tail else { unreachable!() };
        st.bind(v, start);
        l
    }

    #[test]
    fn ends_are_told_apart() {
        let mut st = Store::new();
        let nil = Cell::Atom(atom::NIL);
        let proper = st.new_list(&[Cell::Int(1), Cell::Int(2)], nil);
        assert_eq!(st.list_to_vec(proper), Ok(vec![Cell::Int(1), Cell::Int(2)]));
        let v = st.new_var();
        let partial = st.new_list(&[Cell::Int(1)], v);
        assert_eq!(st.skip_list(partial), (1, ListEnd::Partial(v)));
        let other = st.new_list(&[Cell::Int(1)], Cell::Int(7));
        assert_eq!(st.skip_list(other), (1, ListEnd::Other(Cell::Int(7))));
        assert_eq!(st.skip_list(nil), (0, ListEnd::Nil));
    }

    #[test]
    fn every_cycle_is_found() {
        let mut st = Store::new();
        for prefix in 0..20 {
            for cycle in 1..40 {
                let l = cyclic(&mut st, prefix, cycle);
                let (n, end) = st.skip_list(l);
                assert_eq!(end, ListEnd::Cyclic, "prefix {prefix} cycle {cycle}");
                assert!(n >= prefix + cycle && n <= 2 * (prefix + 2 * cycle) + 2);
                assert!(!st.is_list(l));
            }
        }
    }
}
