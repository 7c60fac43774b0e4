//! Templates: matching a clause's head structures against the heap and
//! building body structures onto it, pre-order left to right (the order
//! the compiler assigned first occurrences in).
//!
//! **Invariant:** the walk uses an explicit stack.

use super::Machine;
use crate::compile::{StrId, TNode, TemplateId};
use crate::term::{atom, BigInt, Cell};

/// One step of a template walk.
pub(crate) enum Walk {
    /// Unify template node with a heap cell.
    Match(TemplateId, Cell),
    /// Build template node into a heap slot.
    Build(TemplateId, u32),
}

impl Machine {
    /// A big integer literal of the code (kept as decimal text in the
    /// string table) built on the heap.
    fn big_const(&mut self, i: StrId) -> Cell {
        let n: BigInt = self.code[i].parse().unwrap_or_default();
        self.cx.st.new_integer(&n)
    }

    /// Builds a template on the heap and returns the cell for it.
    pub(crate) fn build_root(&mut self, t: TemplateId) -> Cell {
        match self.code[t] {
            TNode::Var(r, first) => {
                if first {
                    let v = self.cx.st.new_var();
                    self.set(r, v);
                    v
                } else {
                    self.get(r)
                }
            }
            TNode::Void => self.cx.st.new_var(),
            TNode::Const(c) => c,
            TNode::Text(i) => {
                let s = self.code[i].to_string();
                self.cx.st.new_string(&s)
            }
            TNode::Big(i) => self.big_const(i),
            _ => {
                // Build into a scratch slot, then read it back.
                let slot = self.cx.st.top();
                self.cx.st.heap.push(Cell::Atom(atom::NIL));
                self.walk(Walk::Build(t, slot));
                self.cx.st.heap[slot as usize]
            }
        }
    }

    /// Unifies (Match) or builds (Build) templates, pre-order left to
    /// right, with an explicit stack.
    pub(crate) fn walk(&mut self, start: Walk) -> bool {
        let mut work = std::mem::take(&mut self.walk_stack);
        work.clear();
        work.push(start);
        let ok = self.walk_loop(&mut work);
        self.walk_stack = work;
        ok
    }

    fn walk_loop(&mut self, work: &mut Vec<Walk>) -> bool {
        while let Some(w) = work.pop() {
            match w {
                Walk::Match(t, c) => match self.code[t] {
                    TNode::Var(r, first) => {
                        if first {
                            self.set(r, c);
                        } else {
                            let v = self.get(r);
                            if !self.cx.st.unify(v, c) {
                                return false;
                            }
                        }
                    }
                    TNode::Void => {}
                    TNode::Const(k) => {
                        let d = self.cx.st.deref(c);
                        match d {
                            Cell::Var(a) => self.cx.st.bind(a, k),
                            _ => {
                                if d != k && !self.cx.st.unify(d, k) {
                                    return false;
                                }
                            }
                        }
                    }
                    TNode::Text(i) => {
                        let s = self.code[i].to_string();
                        let k = self.cx.st.new_string(&s);
                        if !self.cx.st.unify(c, k) {
                            return false;
                        }
                    }
                    TNode::Big(i) => {
                        let k = self.big_const(i);
                        if !self.cx.st.unify(c, k) {
                            return false;
                        }
                    }
                    TNode::Str(f, n, ch) => {
                        let d = self.cx.st.deref(c);
                        match d {
                            Cell::Var(a) => {
                                let h = self.cx.st.top();
                                self.cx.st.heap.push(Cell::Fun(f, n));
                                for _ in 0..n {
                                    self.cx.st.heap.push(Cell::Atom(atom::NIL));
                                }
                                self.cx.st.bind(a, Cell::Str(h));
                                self.build_args(work, ch, h + 1, n);
                            }
                            Cell::Str(h) if self.cx.st.heap[h as usize] == Cell::Fun(f, n) => {
                                for i in (0..n).rev() {
                                    work.push(Walk::Match(
                                        ch.at(i),
                                        self.cx.st.heap[(h + 1 + i) as usize],
                                    ));
                                }
                            }
                            _ => return false,
                        }
                    }
                    TNode::Lst(ch) => {
                        let d = self.cx.st.deref(c);
                        match d {
                            Cell::Var(a) => {
                                let h = self.cx.st.top();
                                self.cx.st.heap.push(Cell::Atom(atom::NIL));
                                self.cx.st.heap.push(Cell::Atom(atom::NIL));
                                self.cx.st.bind(a, Cell::Lst(h));
                                self.build_args(work, ch, h, 2);
                            }
                            Cell::Lst(h) => {
                                if !self.match_args(work, ch, h, 2) {
                                    return false;
                                }
                            }
                            _ => return false,
                        }
                    }
                },
                Walk::Build(t, dest) => {
                    let v = match self.code[t] {
                        TNode::Var(r, first) => {
                            if first {
                                let v = Cell::Var(dest);
                                self.set(r, v);
                                v
                            } else {
                                self.get(r)
                            }
                        }
                        TNode::Void => Cell::Var(dest),
                        TNode::Const(k) => k,
                        TNode::Text(i) => {
                            let s = self.code[i].to_string();
                            self.cx.st.new_string(&s)
                        }
                        TNode::Big(i) => self.big_const(i),
                        TNode::Str(f, n, ch) => {
                            let h = self.cx.st.top();
                            self.cx.st.heap.push(Cell::Fun(f, n));
                            for _ in 0..n {
                                self.cx.st.heap.push(Cell::Atom(atom::NIL));
                            }
                            self.build_args(work, ch, h + 1, n);
                            Cell::Str(h)
                        }
                        TNode::Lst(ch) => {
                            let h = self.cx.st.top();
                            self.cx.st.heap.push(Cell::Atom(atom::NIL));
                            self.cx.st.heap.push(Cell::Atom(atom::NIL));
                            self.build_args(work, ch, h, 2);
                            Cell::Lst(h)
                        }
                    };
                    self.cx.st.heap[dest as usize] = v;
                }
            }
        }
        true
    }

    /// Matches `n` template children against the heap cells at `args`:
    /// leaves in order right away, and from the first compound child on,
    /// the rest pushed so the walk stays pre-order left to right.
    #[inline]
    fn match_args(&mut self, work: &mut Vec<Walk>, ch: TemplateId, args: u32, n: u32) -> bool {
        for i in 0..n {
            let c = self.cx.st.heap[(args + i) as usize];
            match self.code[ch.at(i)] {
                TNode::Var(r, true) => self.set(r, c),
                TNode::Var(r, false) => {
                    let v = self.get(r);
                    if !self.cx.st.unify(v, c) {
                        return false;
                    }
                }
                TNode::Void => {}
                TNode::Const(k) => match self.cx.st.deref(c) {
                    Cell::Var(a) => self.cx.st.bind(a, k),
                    d => {
                        if d != k && !self.cx.st.unify(d, k) {
                            return false;
                        }
                    }
                },
                _ => {
                    for j in (i..n).rev() {
                        work.push(Walk::Match(ch.at(j), self.cx.st.heap[(args + j) as usize]));
                    }
                    return true;
                }
            }
        }
        true
    }

    /// Builds `n` template children into the heap cells at `dest`, with
    /// the same ordering rule as `match_args`.
    #[inline]
    fn build_args(&mut self, work: &mut Vec<Walk>, ch: TemplateId, dest: u32, n: u32) {
        for i in 0..n {
            let d = dest + i;
            let v = match self.code[ch.at(i)] {
                TNode::Var(r, true) => {
                    let v = Cell::Var(d);
                    self.set(r, v);
                    v
                }
                TNode::Var(r, false) => self.get(r),
                TNode::Void => Cell::Var(d),
                TNode::Const(k) => k,
                _ => {
                    for j in (i..n).rev() {
                        work.push(Walk::Build(ch.at(j), dest + j));
                    }
                    return;
                }
            };
            self.cx.st.heap[d as usize] = v;
        }
    }
}
