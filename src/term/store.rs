//! The heap, the trail, and the term operations over them.

use std::cmp::Ordering;

use super::{atom, Atom, AtomTable, Cell, FxHashMap, FxHashSet};

/// An undo record: what backtracking must restore.
#[derive(Clone, Copy, Debug)]
pub enum TrailEntry {
    /// The variable at this address was bound; make it unbound again.
    Bind(u32),
    /// This heap cell was destructively overwritten (setarg/3); restore it.
    Old(u32, Cell),
    /// `Store::wake` was this before an attributed variable was bound.
    Wake(Cell),
}

/// A term copied off the heap (for findall/3, the clause database, ...).
///
/// Addresses in `cells` are relative to the start of `cells`; `import`
/// relocates them. Unbound variables are self-references, so each
/// import makes fresh variables.
#[derive(Clone, Debug)]
pub struct Snapshot {
    pub cells: Vec<Cell>,
    pub root: Cell,
}

/// A point to undo a trial back to (`Store::mark`, `Store::undo_to`).
#[derive(Clone, Copy, Debug)]
pub struct Mark {
    trail: usize,
    top: u32,
}

/// Heap, trail and atom table: everything a term lives in.
pub struct Store {
    pub heap: Vec<Cell>,
    pub trail: Vec<TrailEntry>,
    pub atoms: AtomTable,
    /// Heap boundary of the newest choicepoint: bindings of variables
    /// below it must be trailed.
    pub hb: u32,
    /// Cells below this survive backtracking: nb_setarg/3 stores values
    /// here that must outlive the choicepoints older than them.
    pub frozen: u32,
    /// Wakeups pending since the last call: a list of
    /// `wake(Attributes, Value)`, newest first, one per attributed
    /// variable bound (see `attvar.rs`). `[]` when none.
    pub wake: Cell,
    /// The inference count at which the machine's next call takes its
    /// slow path (`vm/poll.rs`). It lives here so that binding an
    /// attributed variable can set it to 0: the next call then runs the
    /// wakeup, and programs without attributed variables pay nothing.
    pub poll_at: u64,
    /// How many attributed variables were ever made: while 0, copying
    /// need not look for attributes.
    pub attvars_made: u64,
    scratch: Vec<(Cell, Cell)>,
    /// The most cells `export` may copy: the stack limit's worth, kept
    /// in step by the machine (`Machine::memory_used`, setting the
    /// flag), so a term whose shared subterms unfold past it is refused
    /// near the limit instead of after a gigabyte.
    pub copy_limit: usize,
}

impl Default for Store {
    fn default() -> Self {
        Self::new()
    }
}

impl Store {
    pub fn new() -> Self {
        Store {
            heap: Vec::with_capacity(1 << 16),
            trail: Vec::new(),
            atoms: AtomTable::new(),
            hb: 0,
            frozen: 0,
            wake: Cell::Atom(atom::NIL),
            poll_at: 0,
            attvars_made: 0,
            scratch: Vec::new(),
            copy_limit: MAX_COPY,
        }
    }

    // ---- atoms ---------------------------------------------------------

    pub fn intern(&mut self, name: &str) -> Atom {
        self.atoms.intern(name)
    }

    pub fn atom_name(&self, a: Atom) -> &str {
        self.atoms.name(a)
    }

    /// Whether the atom's name is ASCII: its length in characters is
    /// its length in bytes.
    pub fn atom_is_ascii(&self, a: Atom) -> bool {
        self.atoms.is_ascii(a)
    }

    // ---- building ------------------------------------------------------

    #[inline]
    pub fn top(&self) -> u32 {
        self.heap.len() as u32
    }

    /// A fresh unbound variable on the heap.
    #[inline]
    pub fn new_var(&mut self) -> Cell {
        let a = self.top();
        self.heap.push(Cell::Var(a));
        Cell::Var(a)
    }

    /// `name(args...)`; an atom when `args` is empty.
    pub fn new_compound(&mut self, name: Atom, args: &[Cell]) -> Cell {
        if args.is_empty() {
            return Cell::Atom(name);
        }
        if name == atom::DOT && args.len() == 2 {
            let a = self.top();
            self.heap.push(args[0]);
            self.heap.push(args[1]);
            return Cell::Lst(a);
        }
        let a = self.top();
        self.heap.push(Cell::Fun(name, args.len() as u32));
        self.heap.extend_from_slice(args);
        Cell::Str(a)
    }

    /// `name(_, ..., _)` with `n > 0` fresh variables, built in place: a
    /// list cell for `'[|]'/2`, as `new_compound` makes.
    pub fn new_compound_vars(&mut self, name: Atom, n: usize) -> Cell {
        let a = self.top();
        let term = if name == atom::DOT && n == 2 {
            Cell::Lst(a)
        } else {
            self.heap.push(Cell::Fun(name, n as u32));
            Cell::Str(a)
        };
        for _ in 0..n {
            self.new_var();
        }
        term
    }

    /// Convenience: `new_compound` with the name given as text.
    pub fn new_compound_str(&mut self, name: &str, args: &[Cell]) -> Cell {
        let a = self.intern(name);
        self.new_compound(a, args)
    }

    /// A list of `items` ending in `tail`.
    pub fn new_list(&mut self, items: &[Cell], tail: Cell) -> Cell {
        let mut result = tail;
        for &item in items.iter().rev() {
            let a = self.top();
            self.heap.push(item);
            self.heap.push(result);
            result = Cell::Lst(a);
        }
        result
    }

    /// A string object.
    pub fn new_string(&mut self, s: &str) -> Cell {
        let a = self.top();
        self.heap.push(Cell::TextHdr(s.len() as u32));
        for chunk in s.as_bytes().chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            self.heap.push(Cell::Bytes(b));
        }
        Cell::Text(a)
    }

    pub fn new_atom(&mut self, s: &str) -> Cell {
        Cell::Atom(self.intern(s))
    }

    // ---- reading -------------------------------------------------------

    /// Follows variable references to the end of the chain. An unbound
    /// variable, attributed or not, comes back as `Var` of its own cell.
    #[inline]
    pub fn deref(&self, mut c: Cell) -> Cell {
        loop {
            let Cell::Var(a) = c else {
                return c;
            };
            // One test of the cell's kind per step: a variable (itself when
            // unbound), an attributed variable's own cell (unbound), or a
            // value, which ends the chain.
            match self.heap[a as usize] {
                Cell::Var(b) if b == a => return c,
                v @ Cell::Var(_) => c = v,
                Cell::Attv(_) => return c,
                v => return v,
            }
        }
    }

    /// The text of a string object (`c` dereferenced by the caller).
    pub fn text(&self, c: Cell) -> Option<String> {
        match c {
            Cell::Text(a) => Some(String::from_utf8(self.text_bytes(a)).unwrap_or_default()),
            _ => None,
        }
    }

    /// Name and arity of a callable term (`c` dereferenced by the caller).
    pub fn functor(&self, c: Cell) -> Option<(Atom, usize)> {
        match c {
            Cell::Atom(a) => Some((a, 0)),
            Cell::Str(a) => match self.heap[a as usize] {
                Cell::Fun(name, n) => Some((name, n as usize)),
                _ => None,
            },
            Cell::Lst(_) => Some((atom::DOT, 2)),
            _ => None,
        }
    }

    /// Argument `i` (0-based) of a compound term; not dereferenced.
    pub fn arg(&self, c: Cell, i: usize) -> Cell {
        match c {
            Cell::Str(a) => self.heap[a as usize + 1 + i],
            Cell::Lst(a) => self.heap[a as usize + i],
            _ => panic!("arg of non-compound"),
        }
    }

    // ---- binding and unification ---------------------------------------

    /// Binds the unbound variable at `addr` to `value`. The one place
    /// where variables get values: an attributed variable takes the
    /// out-of-line path in `attvar.rs`, which schedules its wakeup.
    #[inline]
    pub fn bind(&mut self, addr: u32, value: Cell) {
        if let Cell::Attv(_) = self.heap[addr as usize] {
            return self.bind_attvar(addr, value);
        }
        self.heap[addr as usize] = value;
        if addr < self.hb {
            self.trail.push(TrailEntry::Bind(addr));
        }
    }

    /// Overwrites a heap cell so that backtracking restores it.
    pub fn set_backtrackable(&mut self, addr: u32, value: Cell) {
        let old = self.heap[addr as usize];
        self.trail.push(TrailEntry::Old(addr, old));
        self.heap[addr as usize] = value;
    }

    /// Keeps everything on the heap now through backtracking (the
    /// machine truncates no lower than this) and trails bindings below it.
    pub fn freeze(&mut self) {
        self.frozen = self.top();
        self.hb = self.hb.max(self.frozen);
    }

    /// Where backtracking to a choicepoint with heap mark `h` may cut the
    /// heap back to.
    #[inline]
    pub fn backtrack_top(&self, h: u32) -> u32 {
        h.max(self.frozen)
    }

    /// The trail length and heap top now, to come back to with
    /// `undo_to` (a builtin trying one unification after another).
    #[inline]
    pub fn mark(&self) -> Mark {
        Mark {
            trail: self.trail.len(),
            top: self.top(),
        }
    }

    /// Undoes the bindings made since `m` and drops the cells built
    /// since.
    pub fn undo_to(&mut self, m: Mark) {
        self.undo_trail(m.trail);
        self.heap.truncate(m.top as usize);
    }

    /// Undoes the trail down to `mark`.
    #[inline]
    pub fn undo_trail(&mut self, mark: usize) {
        let Some(undone) = self.trail.get(mark..) else {
            return;
        };
        // Newest first: a cell overwritten twice gets its oldest value.
        for &t in undone.iter().rev() {
            match t {
                TrailEntry::Bind(a) => self.heap[a as usize] = Cell::Var(a),
                TrailEntry::Old(a, c) => self.heap[a as usize] = c,
                TrailEntry::Wake(c) => self.wake = c,
            }
        }
        self.trail.truncate(mark);
    }

    #[inline]
    pub fn unify(&mut self, a: Cell, b: Cell) -> bool {
        let (a, b) = (self.deref(a), self.deref(b));
        match (a, b) {
            (Cell::Var(x), Cell::Var(y)) if x == y => return true,
            (Cell::Var(x), Cell::Var(y)) => {
                if x < y {
                    self.bind(y, a)
                } else {
                    self.bind(x, b)
                }
                return true;
            }
            (Cell::Var(x), _) => {
                self.bind(x, b);
                return true;
            }
            (_, Cell::Var(y)) => {
                self.bind(y, a);
                return true;
            }
            (Cell::Atom(x), Cell::Atom(y)) => return x == y,
            (Cell::Int(x), Cell::Int(y)) => return x == y,
            _ => {}
        }
        self.unify_slow(a, b)
    }

    /// `unify` of two dereferenced cells that are neither variables nor
    /// both atoms or both small integers.
    fn unify_slow(&mut self, a: Cell, b: Cell) -> bool {
        if !matches!(
            (a, b),
            (Cell::Str(_) | Cell::Lst(_), Cell::Str(_) | Cell::Lst(_))
        ) {
            return self.unify_atomic(a, b);
        }
        let mut stack = std::mem::take(&mut self.scratch);
        stack.clear();
        let ok = self.unify_compounds(a, b, &mut stack);
        self.scratch = stack;
        ok
    }

    /// Unifies two compound terms, walking their arguments with `stack`
    /// as the work list. The arguments of one pair are settled in a loop
    /// where they are variables or atomic; pairs of compound arguments
    /// are taken up in argument order, the first at once (no stack
    /// traffic when it is the only one, as down a list's tail or a
    /// chain of `f(f(...))`), the others from the stack.
    fn unify_compounds(&mut self, a: Cell, b: Cell, stack: &mut Vec<(Cell, Cell)>) -> bool {
        let mut steps = 0usize;
        let mut pair = (a, b);
        loop {
            match self.unify_compound_args(&mut pair, stack) {
                Ok(true) => {}
                Ok(false) => match stack.pop() {
                    Some(p) => pair = p,
                    None => return true,
                },
                Err(()) => return false,
            }
            steps += 1;
            // The heap's size is looked at only past the least bound, so
            // a small unification pays one compare with a constant.
            if steps >= CYCLE_CHECK_MIN && steps >= self.cycle_check() {
                return self.unify_compounds_guarded(pair.0, pair.1, stack);
            }
        }
    }

    /// The rest of a long unification, remembering the pairs of compounds
    /// already taken apart: meeting one again adds nothing, and on cyclic
    /// terms (rational trees) it is what makes unification end.
    #[cold]
    fn unify_compounds_guarded(&mut self, a: Cell, b: Cell, stack: &mut Vec<(Cell, Cell)>) -> bool {
        let mut seen = FxHashSet::default();
        let mut pair = (a, b);
        loop {
            let fresh = match pair {
                (Cell::Str(x) | Cell::Lst(x), Cell::Str(y) | Cell::Lst(y)) => seen.insert((x, y)),
                _ => true,
            };
            let next = if fresh {
                match self.unify_compound_args(&mut pair, stack) {
                    Ok(next) => next,
                    Err(()) => return false,
                }
            } else {
                false
            };
            if !next {
                match stack.pop() {
                    Some(p) => pair = p,
                    None => return true,
                }
            }
        }
    }

    /// Unifies the arguments of the two dereferenced compounds (`Str` or
    /// `Lst`) in `pair`: variables and atomic arguments at once, pairs of
    /// compound arguments left for the caller, the first in `pair` (the
    /// answer is whether there is one) and the others pushed on `stack`
    /// so that they pop in argument order. Pairs are dereferenced when
    /// pushed (a compound cell never changes). `pair` is an in-out place
    /// rather than an `Option` result so that, inlined, it stays in
    /// registers (an `Option<(Cell, Cell)>` went through memory).
    #[inline(always)]
    fn unify_compound_args(
        &mut self,
        pair: &mut (Cell, Cell),
        stack: &mut Vec<(Cell, Cell)>,
    ) -> Result<bool, ()> {
        let (x, y, n) = match *pair {
            (Cell::Lst(x), Cell::Lst(y)) => (x, y, 2),
            (Cell::Str(x), Cell::Str(y)) => {
                let fx = self.heap[x as usize];
                if !same_functor(fx, self.heap[y as usize]) {
                    return Err(());
                }
                let Cell::Fun(_, n) = fx else { unreachable!() };
                (x + 1, y + 1, n)
            }
            _ => return Err(()),
        };
        if x == y {
            return Ok(false);
        }
        let mut next = false;
        let mark = stack.len();
        for i in 0..n {
            let a = self.deref(self.heap[(x + i) as usize]);
            let b = self.deref(self.heap[(y + i) as usize]);
            match (a, b) {
                (Cell::Var(p), Cell::Var(q)) => {
                    if p < q {
                        self.bind(q, a)
                    } else if q < p {
                        self.bind(p, b)
                    }
                }
                (Cell::Var(p), _) => self.bind(p, b),
                (_, Cell::Var(q)) => self.bind(q, a),
                (Cell::Atom(p), Cell::Atom(q)) => {
                    if p != q {
                        return Err(());
                    }
                }
                (Cell::Int(p), Cell::Int(q)) => {
                    if p != q {
                        return Err(());
                    }
                }
                (Cell::Str(_) | Cell::Lst(_), Cell::Str(_) | Cell::Lst(_)) => {
                    if next {
                        stack.push((a, b));
                    } else {
                        *pair = (a, b);
                        next = true;
                    }
                }
                _ => {
                    if !self.unify_atomic(a, b) {
                        return Err(());
                    }
                }
            }
        }
        if stack.len() > mark + 1 {
            stack[mark..].reverse();
        }
        Ok(next)
    }

    /// Unifies two dereferenced cells, neither a variable nor both
    /// compounds: only equal atomic values unify.
    #[inline(never)]
    fn unify_atomic(&mut self, a: Cell, b: Cell) -> bool {
        match (a, b) {
            (Cell::Atom(x), Cell::Atom(y)) => x == y,
            (Cell::Int(x), Cell::Int(y)) => x == y,
            // By their bits: 0.0 and -0.0 do not unify, as in SWI.
            (Cell::Flt(x), Cell::Flt(y)) => x.to_bits() == y.to_bits(),
            (Cell::Text(x), Cell::Text(y)) => self.text_eq(x, y),
            (Cell::Big(x), Cell::Big(y)) => self.big_eq(x, y),
            _ => false,
        }
    }

    fn text_eq(&self, x: u32, y: u32) -> bool {
        let (Cell::TextHdr(lx), Cell::TextHdr(ly)) = (self.heap[x as usize], self.heap[y as usize])
        else {
            return false;
        };
        if lx != ly {
            return false;
        }
        let n = (lx as usize).div_ceil(8);
        self.heap[x as usize + 1..x as usize + 1 + n]
            == self.heap[y as usize + 1..y as usize + 1 + n]
    }

    fn text_bytes(&self, a: u32) -> Vec<u8> {
        let Cell::TextHdr(len) = self.heap[a as usize] else {
            return Vec::new();
        };
        let n = (len as usize).div_ceil(8);
        let mut v = Vec::with_capacity(n * 8);
        for c in &self.heap[a as usize + 1..a as usize + 1 + n] {
            if let Cell::Bytes(b) = c {
                v.extend_from_slice(b);
            }
        }
        v.truncate(len as usize);
        v
    }

    // ---- comparison ----------------------------------------------------

    /// Atoms in the standard order: by their text, except that `[]`, a
    /// reserved symbol in SWI-Prolog 7 and not a text atom, comes before
    /// every other atom (`msort([b, [], 'A'], L)` gives `[[], 'A', b]`).
    fn atom_order(&self, x: Atom, y: Atom) -> Ordering {
        if x == y {
            Ordering::Equal
        } else if x == atom::NIL {
            Ordering::Less
        } else if y == atom::NIL {
            Ordering::Greater
        } else {
            self.atom_name(x).cmp(self.atom_name(y))
        }
    }

    /// Standard order of terms: Var < Number < String < Atom < Compound
    /// (the order SWI-Prolog 9 implements).
    pub fn compare(&self, a: Cell, b: Cell) -> Ordering {
        // Two atomic terms (most `==` and `@<` calls) need no work stack.
        let (da, db) = (self.deref(a), self.deref(b));
        if Self::class(da) != 5 || Self::class(db) != 5 {
            let mut none = Vec::new();
            return self.compare_shallow(da, db, &mut none);
        }
        self.compare_compounds(da, db)
    }

    /// `compare` of two compounds, with an explicit stack.
    #[inline(never)]
    fn compare_compounds(&self, a: Cell, b: Cell) -> Ordering {
        let mut stack = vec![(a, b)];
        let mut steps = 0;
        // After `cycle_check` pairs, pairs of compounds already compared
        // are skipped: they add nothing, and cyclic terms then compare in
        // finite time (equal where they unfold alike).
        let mut seen: Option<FxHashSet<(u32, u32)>> = None;
        while let Some((a, b)) = stack.pop() {
            let a = self.deref(a);
            let b = self.deref(b);
            // The same compound (one address) is equal to itself: no need
            // to walk it, and a cyclic one (`X = f(X), X == X`) would
            // otherwise take `cycle_check` steps to be found equal.
            if let (Cell::Str(x), Cell::Str(y)) | (Cell::Lst(x), Cell::Lst(y)) = (a, b) {
                if x == y {
                    continue;
                }
            }
            steps += 1;
            if steps >= CYCLE_CHECK_MIN && steps >= self.cycle_check() {
                let seen = seen.get_or_insert_with(Default::default);
                if let (Cell::Str(x) | Cell::Lst(x), Cell::Str(y) | Cell::Lst(y)) = (a, b) {
                    if !seen.insert((x, y)) {
                        continue;
                    }
                }
            }
            let ord = self.compare_shallow(a, b, &mut stack);
            if ord != Ordering::Equal {
                return ord;
            }
        }
        Ordering::Equal
    }

    fn class(c: Cell) -> u8 {
        match c {
            Cell::Var(_) => 0,
            Cell::Flt(_) | Cell::Int(_) | Cell::Big(_) => 1,
            // SWI-Prolog 9 orders strings before atoms.
            Cell::Text(_) => 2,
            Cell::Atom(_) => 3,
            _ => 5,
        }
    }

    /// Compares the principal functors; pushes argument pairs (last first)
    /// when they are equal.
    #[inline(always)]
    fn compare_shallow(&self, a: Cell, b: Cell, stack: &mut Vec<(Cell, Cell)>) -> Ordering {
        let (ca, cb) = (Self::class(a), Self::class(b));
        if ca != cb {
            return ca.cmp(&cb);
        }
        match (a, b) {
            (Cell::Var(x), Cell::Var(y)) => x.cmp(&y),
            (Cell::Int(x), Cell::Int(y)) => x.cmp(&y),
            (Cell::Flt(x), Cell::Flt(y)) => x.total_cmp(&y),
            (Cell::Int(x), Cell::Flt(y)) => compare_int_float(x, y),
            (Cell::Flt(x), Cell::Int(y)) => compare_int_float(y, x).reverse(),
            (Cell::Big(_), Cell::Int(_) | Cell::Big(_)) | (Cell::Int(_), Cell::Big(_)) => {
                self.int_cmp(a, b)
            }
            (Cell::Big(_), Cell::Flt(y)) => compare_float_value(self.big_f64(a), y),
            (Cell::Flt(x), Cell::Big(_)) => compare_float_value(self.big_f64(b), x).reverse(),
            (Cell::Atom(x), Cell::Atom(y)) => self.atom_order(x, y),
            (Cell::Text(x), Cell::Text(y)) => self.text_bytes(x).cmp(&self.text_bytes(y)),
            _ => {
                let (na, aa) = self.functor(a).unwrap();
                let (nb, ab) = self.functor(b).unwrap();
                let ord = aa.cmp(&ab).then_with(|| self.atom_order(na, nb));
                if ord == Ordering::Equal {
                    for i in (0..aa).rev() {
                        stack.push((self.arg(a, i), self.arg(b, i)));
                    }
                }
                ord
            }
        }
    }

    // ---- copying -------------------------------------------------------

    /// Copies the term at `c` off the heap for the clause database and
    /// the other stores that hold only finite trees: a cyclic term (made
    /// without the occurs check) is refused with [`CopyError::Cyclic`],
    /// as is a term whose shared subterms would expand past `MAX_COPY`
    /// cells ([`CopyError::TooBig`]).
    pub fn export(&self, c: Cell) -> Result<Snapshot, CopyError> {
        let mut out: Vec<Cell> = Vec::new();
        let root = self.export_tree(c, &mut out, false, self.copy_limit)?;
        Ok(Snapshot { cells: out, root })
    }

    /// Copies the term at `c` onto the end of `out` (copy_term/2 and a
    /// findall bag): its addresses are indices into `out`, so a buffer
    /// holding many copies comes back onto the heap with one
    /// `import_cells`. Any term copies: an acyclic one the plain way,
    /// every subterm where it occurs; a cyclic one with its cycles
    /// (`export_shared_into`). Only [`CopyError::TooBig`] is possible,
    /// and then `out` is left as it was.
    ///
    /// A term on the heap that shares no subterms copies into at most as
    /// many cells as the heap has, so a plain copy that grows past that
    /// is of a term with shared subterms (`s(T, T)` nested 20,000 deep)
    /// and starts again as the sharing copy too, which keeps them shared,
    /// as SWI's copy_term/2 and findall/3 do, instead of unfolding them
    /// past any memory.
    pub fn export_into(&self, c: Cell, out: &mut Vec<Cell>) -> Result<Cell, CopyError> {
        self.export_any(c, out, false)
    }

    /// The plain copy, or the sharing copy when the term is cyclic or
    /// unfolds past what an unshared term could take.
    fn export_any(&self, c: Cell, out: &mut Vec<Cell>, attrs: bool) -> Result<Cell, CopyError> {
        match self.export_tree(c, out, attrs, self.unfold_bound()) {
            Err(CopyError::Cyclic | CopyError::TooBig) => self.export_shared_into(c, out),
            r => r,
        }
    }

    /// The most cells a plain copy of a term on the heap that shares no
    /// subterms can take (see `export_into`).
    fn unfold_bound(&self) -> usize {
        self.heap.len().max(1 << 16)
    }

    /// `export_into` keeping attributes: each attributed variable's copy
    /// is an `Attv` cell holding a copy of its attribute list (values
    /// share variables with the term), so importing it makes attributed
    /// variables again: copy_term/2 and findall/3, as SWI. (A cyclic term
    /// takes the sharing copy, which drops them.)
    pub fn export_into_attrs(&self, c: Cell, out: &mut Vec<Cell>) -> Result<Cell, CopyError> {
        self.export_any(c, out, self.attvars_made != 0)
    }

    /// The plain copy: every subterm copied where it occurs, appended to
    /// `out`. On error (`Cyclic` when the term is) `out` is left as it was.
    ///
    /// A cyclic term is found as the copy meets it ([`PathCycle`]): the
    /// copy of a term that contains itself soon reaches a compound inside
    /// one at the same address. That finds every cycle, but in a term
    /// whose cycle runs through shared subterms that unfold into millions
    /// of cells only slowly, so past `CYCLE_CHECK` cells the term is also
    /// checked once with `is_cyclic`.
    /// With `attrs`, attributed variables are copied with their
    /// attributes. More than `most` cells (at most `MAX_COPY`) is
    /// `CopyError::TooBig`.
    fn export_tree(
        &self,
        c: Cell,
        out: &mut Vec<Cell>,
        attrs: bool,
        most: usize,
    ) -> Result<Cell, CopyError> {
        let start = out.len();
        let mut vars: FxHashMap<u32, u32> = FxHashMap::default();
        // (source cell, destination address to fill)
        let mut work: Vec<(Cell, usize)> = Vec::new();
        let c = self.deref(c);
        let mut cycle = PathCycle::new(c);
        let root = self.export_cell(c, out, &mut vars, &mut work, attrs);
        let mut checked = false;
        while let Some((src, dst)) = work.pop() {
            let src = self.deref(src);
            if cycle.meets(src, work.len()) {
                out.truncate(start);
                return Err(CopyError::Cyclic);
            }
            let v = self.export_cell(src, out, &mut vars, &mut work, attrs);
            out[dst] = match (attrs, out[dst], v) {
                // An attributed variable's copied attribute list.
                (true, Cell::Attv(_), Cell::Str(q)) => Cell::Attv(q),
                _ => v,
            };
            let size = out.len() - start;
            if size > CYCLE_CHECK && !checked {
                checked = true;
                if self.is_cyclic(c) {
                    out.truncate(start);
                    return Err(CopyError::Cyclic);
                }
            }
            if size > most.min(MAX_COPY) {
                out.truncate(start);
                return Err(CopyError::TooBig);
            }
        }
        Ok(root)
    }

    /// Pushes cells made by `export_into` onto the heap; returns the
    /// offset to add to their addresses (and to the roots taken out of
    /// them).
    pub fn import_cells(&mut self, cells: &[Cell]) -> u32 {
        let off = self.top();
        self.heap.reserve(cells.len());
        self.heap.extend(cells.iter().map(|&c| relocate(c, off)));
        off
    }

    /// Whether the term at `c` contains itself. Each compound is explored
    /// once, so shared subterms cost nothing extra.
    pub fn is_cyclic(&self, c: Cell) -> bool {
        enum Step {
            Enter(Cell),
            Exit(u32),
        }
        let mut on_path = FxHashSet::default();
        let mut done = FxHashSet::default();
        let mut stack = vec![Step::Enter(c)];
        while let Some(step) = stack.pop() {
            match step {
                Step::Exit(a) => {
                    on_path.remove(&a);
                    done.insert(a);
                }
                Step::Enter(c) => {
                    let c = self.deref(c);
                    let (Cell::Str(a) | Cell::Lst(a)) = c else {
                        continue;
                    };
                    if on_path.contains(&a) {
                        return true;
                    }
                    if done.contains(&a) {
                        continue;
                    }
                    on_path.insert(a);
                    stack.push(Step::Exit(a));
                    let arity = self.functor(c).map_or(0, |(_, n)| n);
                    stack.extend((0..arity).map(|i| Step::Enter(self.arg(c, i))));
                }
            }
        }
        false
    }

    pub(super) fn export_cell(
        &self,
        c: Cell,
        out: &mut Vec<Cell>,
        vars: &mut FxHashMap<u32, u32>,
        work: &mut Vec<(Cell, usize)>,
        attrs: bool,
    ) -> Cell {
        match c {
            Cell::Var(a) => {
                let n = *vars.entry(a).or_insert_with(|| {
                    let n = out.len();
                    match self.heap[a as usize] {
                        Cell::Attv(p) if attrs => {
                            out.push(Cell::Attv(0));
                            work.push((Cell::Str(p), n));
                        }
                        _ => out.push(Cell::Var(n as u32)),
                    }
                    n as u32
                });
                Cell::Var(n)
            }
            Cell::Str(a) => {
                let Cell::Fun(_, n) = self.heap[a as usize] else {
                    unreachable!()
                };
                let dst = out.len();
                out.push(self.heap[a as usize]);
                for i in 1..=n as usize {
                    out.push(Cell::Atom(atom::NIL));
                    work.push((self.heap[a as usize + i], dst + i));
                }
                Cell::Str(dst as u32)
            }
            Cell::Lst(a) => {
                let dst = out.len();
                out.push(Cell::Atom(atom::NIL));
                out.push(Cell::Atom(atom::NIL));
                work.push((self.heap[a as usize + 1], dst + 1));
                work.push((self.heap[a as usize], dst));
                Cell::Lst(dst as u32)
            }
            Cell::Text(a) => {
                let Cell::TextHdr(len) = self.heap[a as usize] else {
                    unreachable!()
                };
                let n = (len as usize).div_ceil(8);
                let dst = out.len();
                out.extend_from_slice(&self.heap[a as usize..a as usize + 1 + n]);
                Cell::Text(dst as u32)
            }
            Cell::Big(a) => {
                let dst = out.len();
                out.extend_from_slice(&self.heap[a as usize..a as usize + self.big_size(a)]);
                Cell::Big(dst as u32)
            }
            other => other,
        }
    }

    /// Copies a snapshot onto the heap, with fresh variables.
    pub fn import(&mut self, s: &Snapshot) -> Cell {
        let off = self.top();
        self.heap.reserve(s.cells.len());
        for &c in &s.cells {
            self.heap.push(relocate(c, off));
        }
        relocate(s.root, off)
    }

    /// A renamed copy of the term with its attributed variables' copies
    /// attributed alike (copy_term/2); a cyclic term copies with its
    /// cycles, as in SWI-Prolog.
    pub fn copy_term_attrs(&mut self, c: Cell) -> Result<Cell, CopyError> {
        let mut cells = Vec::new();
        let root = self.export_into_attrs(c, &mut cells)?;
        let off = self.import_cells(&cells);
        Ok(relocate(root, off))
    }

    /// A renamed copy of the term, attributed variables copied as plain
    /// ones.
    pub fn copy_term(&mut self, c: Cell) -> Result<Cell, CopyError> {
        let mut cells = Vec::new();
        let root = self.export_into(c, &mut cells)?;
        let off = self.import_cells(&cells);
        Ok(relocate(root, off))
    }

    /// The unbound variables of `terms`, in order of first occurrence
    /// (depth-first, left to right), with how often each occurs (in a
    /// cyclic term, occurrences are counted once per expanded compound).
    pub fn variable_occurrences(&self, terms: &[Cell]) -> (Vec<u32>, FxHashMap<u32, usize>) {
        let mut order = Vec::new();
        let mut count: FxHashMap<u32, usize> = FxHashMap::default();
        let mut stack: Vec<Cell> = terms.iter().rev().copied().collect();
        let mut guard = WalkGuard::new(self);
        while let Some(c) = stack.pop() {
            let c = self.deref(c);
            if guard.skip(c) {
                continue;
            }
            match c {
                Cell::Var(a) => {
                    let n = count.entry(a).or_insert(0);
                    if *n == 0 {
                        order.push(a);
                    }
                    *n += 1;
                }
                c @ (Cell::Str(_) | Cell::Lst(_)) => {
                    let arity = self.functor(c).map_or(0, |(_, n)| n);
                    stack.extend((0..arity).rev().map(|i| self.arg(c, i)));
                }
                _ => {}
            }
        }
        (order, count)
    }

    /// The distinct unbound variables of a term, depth-first left to right.
    pub fn term_variables(&self, c: Cell) -> Vec<Cell> {
        let (order, _) = self.variable_occurrences(&[c]);
        order.into_iter().map(Cell::Var).collect()
    }

    /// Whether the unbound variable at `var` occurs in `t` (the occurs
    /// check); ends on cyclic terms.
    pub fn occurs(&self, var: u32, t: Cell) -> bool {
        self.has_var(t, |a| a == var)
    }

    pub fn is_ground(&self, c: Cell) -> bool {
        !self.has_var(c, |_| true)
    }

    /// Whether an unbound variable for which `wanted` holds occurs in
    /// `t`: one walk for the occurs check and `ground/1`, ending on cyclic
    /// terms.
    fn has_var(&self, t: Cell, wanted: impl Fn(u32) -> bool) -> bool {
        let mut stack = vec![t];
        let mut guard = WalkGuard::new(self);
        while let Some(c) = stack.pop() {
            let c = self.deref(c);
            if guard.skip(c) {
                continue;
            }
            match c {
                Cell::Var(a) if wanted(a) => return true,
                Cell::Str(a) => {
                    let Cell::Fun(_, n) = self.heap[a as usize] else {
                        unreachable!()
                    };
                    for i in 1..=n {
                        stack.push(self.heap[(a + i) as usize]);
                    }
                }
                Cell::Lst(a) => {
                    stack.push(self.heap[a as usize + 1]);
                    stack.push(self.heap[a as usize]);
                }
                _ => {}
            }
        }
        false
    }
}

/// The most steps (cells copied, pairs unified or compared) a walk takes
/// before it guards against a cycle: 16M, beyond the terms programs
/// build, so they never pay for the guard (at 1M, a million-deep term
/// unified and copied in 0.78 s instead of 0.27 s). Unit tests use 4096,
/// so every term over that size in them goes through the guarded walks
/// too. See `Store::cycle_check` for the usual, smaller bound.
pub(super) const CYCLE_CHECK: usize = if cfg!(test) { 1 << 12 } else { 1 << 24 };

/// The fewest steps a walk takes before it guards against a cycle (4096
/// in unit tests, as `CYCLE_CHECK`).
const CYCLE_CHECK_MIN: usize = if cfg!(test) { 1 << 12 } else { 1 << 16 };

impl Store {
    /// Steps a unification, comparison or term walk takes before it
    /// guards against a cycle. Every term lives on the heap, so a walk
    /// over acyclic terms that share no subterms takes at most as many
    /// steps as the heap has cells: past that, the terms are cyclic (or
    /// share subterms, which the guarded walk then also visits once).
    /// So a small heap finds a cycle fast (`X = f(X), Y = f(Y), X == Y`
    /// in about a millisecond, not 0.3 s), and no acyclic term ever pays
    /// for the guard. Never more than `CYCLE_CHECK`.
    pub(super) fn cycle_check(&self) -> usize {
        if cfg!(test) {
            CYCLE_CHECK
        } else {
            self.heap.len().clamp(CYCLE_CHECK_MIN, CYCLE_CHECK)
        }
    }
}

/// The most cells one export may copy (1 GiB, SWI-Prolog's default
/// stack limit): shared subterms can make a small heap term expand past
/// any memory.
pub(super) const MAX_COPY: usize = 1 << 26;

/// Why a term could not be copied off the heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyError {
    /// The term contains itself.
    Cyclic,
    /// Copying it would take more than `MAX_COPY` cells.
    TooBig,
}

/// Keeps a term walk finite on cyclic terms: after `Store::cycle_check`
/// steps it starts remembering the compounds it expanded and skips them
/// when met again. Skipping a compound already expanded changes nothing
/// in a depth-first walk, so small terms walk exactly as before.
struct WalkGuard {
    steps: usize,
    limit: usize,
    expanded: FxHashSet<u32>,
}

impl WalkGuard {
    fn new(st: &Store) -> WalkGuard {
        WalkGuard {
            steps: 0,
            limit: st.cycle_check(),
            expanded: Default::default(),
        }
    }

    fn skip(&mut self, c: Cell) -> bool {
        self.steps += 1;
        if self.steps < self.limit {
            return false;
        }
        match c {
            Cell::Str(a) | Cell::Lst(a) => !self.expanded.insert(a),
            _ => false,
        }
    }
}

/// Finds a cycle in a depth-first walk of a term made with an explicit
/// stack, in constant space and a few instructions per compound: Brent's
/// cycle detection along the walk's current path. A compound met inside
/// a compound at the same address is in a term that contains itself;
/// in a finite term (shared subterms included) no compound is ever
/// inside itself, so there are no false alarms.
///
/// The walk keeps one compound of its path, the *tortoise*, and the
/// stack height after popping it: the items popped while the stack is at
/// least that high are inside it. Every `power` compounds met inside it,
/// the tortoise moves to the compound just met and `power` doubles; when
/// the walk leaves it, it moves to the next compound met, keeping
/// `power`. A cyclic term's copy never ends, and follows a path that
/// repeats the same compounds with the same finite subterms beside them,
/// so once `power` passes one round of that path a tortoise on it sees
/// its own address again.
pub(super) struct PathCycle {
    addr: u32,
    height: usize,
    power: usize,
    met: usize,
}

impl PathCycle {
    /// For a walk of the term at `root` (dereferenced), the root expanded
    /// before the first item is popped.
    pub(super) fn new(root: Cell) -> Self {
        let addr = match root {
            Cell::Str(a) | Cell::Lst(a) => a,
            _ => u32::MAX,
        };
        PathCycle {
            addr,
            height: 0,
            power: 1,
            met: 0,
        }
    }

    /// Whether the dereferenced cell `c`, just popped from the walk's
    /// stack (now `height` items high) is a compound inside a compound at
    /// the same address: the term is cyclic.
    #[inline]
    pub(super) fn meets(&mut self, c: Cell, height: usize) -> bool {
        let (Cell::Str(a) | Cell::Lst(a)) = c else {
            return false;
        };
        if height < self.height {
            // The walk has left the tortoise.
            self.addr = a;
            self.height = height;
            self.met = 0;
            return false;
        }
        if a == self.addr {
            return true;
        }
        self.met += 1;
        if self.met == self.power {
            self.addr = a;
            self.height = height;
            self.power *= 2;
            self.met = 0;
        }
        false
    }
}

#[inline]
fn same_functor(a: Cell, b: Cell) -> bool {
    matches!((a, b), (Cell::Fun(f, n), Cell::Fun(g, m)) if f == g && n == m)
}

pub(super) fn relocate(c: Cell, off: u32) -> Cell {
    match c {
        Cell::Var(a) => Cell::Var(a + off),
        Cell::Str(a) => Cell::Str(a + off),
        Cell::Lst(a) => Cell::Lst(a + off),
        Cell::Text(a) => Cell::Text(a + off),
        Cell::Big(a) => Cell::Big(a + off),
        Cell::Attv(a) => Cell::Attv(a + off),
        other => other,
    }
}

/// Standard order of an integer and a float, as SWI-Prolog 9 has it:
/// the integer is converted to float and compared; when equal, the float
/// comes first, and NaN comes before every integer.
fn compare_int_float(i: i64, f: f64) -> Ordering {
    compare_float_value(i as f64, f)
}

/// Standard order of an integer whose float value is `fi` and a float.
fn compare_float_value(fi: f64, f: f64) -> Ordering {
    match fi.partial_cmp(&f) {
        Some(Ordering::Equal) | None => Ordering::Greater,
        Some(o) => o,
    }
}
