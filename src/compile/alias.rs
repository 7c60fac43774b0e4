//! Head arguments the body refers to as a whole.
//!
//! The loader folds a leading `V = T` into the head (`vm/fold.rs`), so a
//! consulted `p(V) :- V = f(X), q(V)` reaches the compiler as
//! `p(f(X)) :- q(f(X))` with both `f(X)` the very same heap term. SWI
//! compiles `V` as a variable bound to the argument: `q/1` gets the
//! argument itself, not a copy of it built anew. So does this: a body
//! occurrence of a compound that *is* (same heap address) a head
//! argument becomes a fresh variable, which the head binds to that
//! argument register before matching the structure. That costs one
//! register move instead of rebuilding the term at every use, and keeps
//! `setarg/3` on `V` visible through every other occurrence of `V`.
//!
//! **Invariant:** walks use an explicit stack and give up (nothing is
//! aliased) past a bound, so a huge or cyclic body costs no more than a
//! bounded walk.

use crate::term::FxHashMap as HashMap;

use super::Compiler;
use crate::term::{Cell, Store};

/// Cells walked at most while looking for aliased head arguments.
const MAX_WALK: usize = 1 << 16;

impl Compiler<'_> {
    /// `body` with every occurrence of a compound head argument replaced
    /// by a fresh variable, recorded in `self.aliases` as (argument
    /// index, variable). The body itself when none occurs.
    pub(super) fn alias_head_args(&mut self, head: Cell, body: Cell) -> Cell {
        self.aliases.clear();
        let st = &*self.st;
        let n = st.functor(head).map_or(0, |(_, n)| n);
        // (address, argument index) of each compound argument.
        let args: Vec<(u32, usize)> = (0..n)
            .filter_map(|i| match st.deref(st.arg(head, i)) {
                Cell::Str(a) | Cell::Lst(a) => Some((a, i)),
                _ => None,
            })
            .collect();
        if args.is_empty() {
            return body;
        }
        let mut used = Vec::new();
        if !find_compounds(st, body, &args, &mut used) || used.is_empty() {
            return body;
        }
        let mut vars: HashMap<u32, Cell> = HashMap::default();
        for a in used {
            let v = self.st.new_var();
            vars.insert(a, v);
            let &(_, i) = args.iter().find(|&&(b, _)| b == a).unwrap();
            self.aliases.push((i as u32, v));
        }
        self.aliases.sort_by_key(|&(i, _)| i);
        replace_compounds(self.st, body, &vars)
    }
}

/// Collects in `used` (once each) the addresses in `args` that `t`
/// holds as a subterm; false when `t` is too big to walk.
fn find_compounds(st: &Store, t: Cell, args: &[(u32, usize)], used: &mut Vec<u32>) -> bool {
    let mut stack = vec![t];
    let mut steps = 0;
    while let Some(c) = stack.pop() {
        steps += 1;
        if steps > MAX_WALK {
            return false;
        }
        let c = st.deref(c);
        if let Cell::Str(a) | Cell::Lst(a) = c {
            if args.iter().any(|&(b, _)| b == a) {
                if !used.contains(&a) {
                    used.push(a);
                }
                continue;
            }
            let (_, n) = st.functor(c).unwrap();
            stack.extend((0..n).map(|i| st.arg(c, i)));
        }
    }
    true
}

/// `t` with each compound whose address `vars` maps replaced by that
/// variable; compounds that hold none are kept, not copied.
fn replace_compounds(st: &mut Store, t: Cell, vars: &HashMap<u32, Cell>) -> Cell {
    enum Step {
        Visit(Cell),
        Build(Cell),
    }
    let mut stack = vec![Step::Visit(t)];
    let mut out: Vec<Cell> = Vec::new();
    while let Some(step) = stack.pop() {
        match step {
            Step::Visit(c) => {
                let c = st.deref(c);
                match c {
                    Cell::Str(a) | Cell::Lst(a) => {
                        if let Some(&v) = vars.get(&a) {
                            out.push(v);
                            continue;
                        }
                        let (_, n) = st.functor(c).unwrap();
                        stack.push(Step::Build(c));
                        stack.extend((0..n).rev().map(|i| Step::Visit(st.arg(c, i))));
                    }
                    _ => out.push(c),
                }
            }
            Step::Build(c) => {
                let (name, n) = st.functor(c).unwrap();
                let args = out.split_off(out.len() - n);
                let same = args
                    .iter()
                    .enumerate()
                    .all(|(i, &a)| st.deref(st.arg(c, i)) == a);
                out.push(if same {
                    c
                } else {
                    st.new_compound(name, &args)
                });
            }
        }
    }
    out.pop().expect("one term in, one out")
}
