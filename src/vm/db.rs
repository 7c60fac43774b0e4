//! The predicate table and clause lists, with the logical update view
//! and the clause indexes.
//!
//! Clauses carry birth and death generations; a call sees the clauses
//! alive at the generation it started in, so assert/retract during
//! iteration never disturb a running call. Positions are stable while a
//! choicepoint may hold one: asserta grows a front list, and dead
//! entries are only compacted away (`Pred::compact`) when no choicepoint
//! holds a position in the predicate.
//!
//! A predicate with `INDEX_MIN` clauses or more gets, lazily, a hash
//! index per argument that calls give bound (`ArgIndex`): the first
//! argument first, another one when the first is unbound or indexes
//! poorly, as SWI-Prolog's JIT indexes do. An index is exact (the
//! clauses with a key, and those a variable matches), so a call that
//! started scanning and a choicepoint that resumes through an index
//! built meanwhile see the same clauses.

use crate::builtins::Builtin;
use crate::compile::CodeAddr;

use super::MachineBuiltin;
use crate::term::{atom, Atom, Cell, FxHashMap, Snapshot, Store};
use std::collections::VecDeque;

/// Clause entries a predicate needs before its calls use hash indexes.
pub const INDEX_MIN: usize = 8;
/// Clause entries up to which a call with a bound first argument scans
/// the clauses' first-argument keys rather than use the hash index:
/// hashing the key and merging its bucket with the clauses that match
/// every key costs more than looking at a few keys (the van Roy
/// programs' ten-clause `d/3`: about 230 instructions a call against
/// fewer than 100). Positions mean the same either way (the index is
/// exact), so a choicepoint may be made by one and resumed by the other.
pub const SCAN_MAX: usize = 16;
/// Arguments that may get an index (the first ones).
const INDEX_ARGS: usize = 8;

/// Index key of a clause head argument or a call argument, packed in
/// one word so that comparing and hashing keys is one instruction: an
/// atom, a small integer, a functor (name and arity), the list
/// constructor, or `ANY`. Floats, strings and big integers key as
/// `ANY`: they only ever match by unification.
///
/// Layout: the low 3 bits are the tag (0 any, 1 atom, 2 integer of at
/// most 61 bits, 3 functor, 4 list, 5 hash of a wider integer); an atom
/// or integer sits above them, a functor's name in the high 32 bits and
/// its arity in bits 3..32.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Key(u64);

impl Key {
    /// The word, for a saved state (`vm/saved`).
    pub(crate) fn bits(self) -> u64 {
        self.0
    }

    pub(crate) fn from_bits(bits: u64) -> Key {
        Key(bits)
    }
}

impl std::fmt::Debug for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 & 7 {
            0 => write!(f, "Any"),
            1 => write!(f, "Atom({})", self.0 >> 3),
            2 => write!(f, "Int({})", self.0 as i64 >> 3),
            5 => write!(f, "WideInt#{:x}", self.0 >> 3),
            3 => write!(f, "Fun({}, {})", self.0 >> 32, (self.0 as u32) >> 3),
            _ => write!(f, "Lst"),
        }
    }
}

impl Key {
    /// Matches every key: an unbound argument, or a head argument that
    /// is a variable.
    pub const ANY: Key = Key(0);
    pub const LST: Key = Key(4);

    #[inline]
    pub fn atom(a: Atom) -> Key {
        Key(((a.0 as u64) << 3) | 1)
    }

    /// An integer's key: exact up to 61 bits; past that a hash of the
    /// value (tag 5), so that distinct keys still tell clauses apart,
    /// but two integers may share one (see `exact`).
    #[inline]
    pub fn int(i: i64) -> Key {
        if (i << 3) >> 3 == i {
            Key(((i << 3) as u64) | 2)
        } else {
            Key(((i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) & !7) | 5)
        }
    }

    /// Whether terms with this key all have the same principal functor
    /// or value: not for `ANY`, nor for a hashed integer's key. Only a
    /// clause's compatibility with a call may rest on an inexact key,
    /// never a conclusion that its head matches (`ssu.rs`).
    #[inline]
    pub fn exact(self) -> bool {
        matches!(self.0 & 7, 1..=4)
    }

    #[inline]
    pub fn fun(f: Atom, n: u32) -> Key {
        if n < 1 << 29 {
            Key(((f.0 as u64) << 32) | ((n as u64) << 3) | 3)
        } else {
            Key::ANY
        }
    }

    /// The atom a key names: an atom's, or a functor's name.
    pub fn name(self) -> Option<Atom> {
        match self.0 & 7 {
            1 => Some(Atom((self.0 >> 3) as u32)),
            3 => Some(Atom((self.0 >> 32) as u32)),
            _ => None,
        }
    }

    #[inline]
    pub fn of(st: &Store, c: Cell) -> Key {
        Key::of_in(&st.heap, st.deref(c))
    }

    /// The key of a dereferenced cell whose addresses point into `cells`.
    #[inline]
    fn of_in(cells: &[Cell], c: Cell) -> Key {
        match c {
            Cell::Atom(a) => Key::atom(a),
            Cell::Int(i) => Key::int(i),
            Cell::Lst(_) => Key::LST,
            Cell::Str(a) => match cells[a as usize] {
                Cell::Fun(f, n) => Key::fun(f, n),
                _ => Key::ANY,
            },
            _ => Key::ANY,
        }
    }

    /// The key of head argument `arg` of a stored clause.
    pub fn of_clause(s: &Snapshot, arg: usize) -> Key {
        let cells = &s.cells[..];
        let deref = |mut c: Cell| {
            while let Cell::Var(a) = c {
                match cells[a as usize] {
                    Cell::Var(b) if b == a => break,
                    n => c = n,
                }
            }
            c
        };
        let mut head = deref(s.root);
        if let Cell::Str(a) = head {
            if cells[a as usize] == Cell::Fun(atom::NECK, 2) {
                head = deref(cells[a as usize + 1]);
            }
        }
        match head {
            Cell::Str(a) => match cells[a as usize] {
                Cell::Fun(_, n) if (arg as u32) < n => {
                    Key::of_in(cells, deref(cells[a as usize + 1 + arg]))
                }
                _ => Key::ANY,
            },
            Cell::Lst(a) if arg < 2 => Key::of_in(cells, deref(cells[a as usize + arg])),
            _ => Key::ANY,
        }
    }

    #[inline]
    pub fn compatible(self, other: Key) -> bool {
        self == other || self == Key::ANY || other == Key::ANY
    }
}

/// VM-level control predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    /// call/N with N-1 extra arguments.
    Call(u32),
    Catch,
}

/// A predicate written in Rust: most take only the builtins' `Ctx`;
/// those that work on the machine itself (control, the database,
/// loading) take the `Machine`.
#[derive(Clone, Copy)]
pub enum Native {
    Ctx(Builtin),
    Machine(MachineBuiltin),
}

/// A nondeterministic predicate written in Rust (see `builtins::Step`).
#[derive(Clone, Copy)]
pub enum NondetNative {
    Ctx(crate::builtins::NondetBuiltin),
    Machine(super::NondetMachineBuiltin),
}

#[derive(Clone, Copy)]
pub enum PredKind {
    User,
    /// Visible in its module by import: calls go to the predicate of
    /// another module (an export `use_module/1,2` imported, or what the
    /// first call found in a default module or the autoload index).
    Import(u32),
    Builtin(Native),
    /// Called like a user predicate (never inline); leaves a retry
    /// choicepoint while it may have more solutions.
    Nondet(NondetNative),
    Control(Control),
    /// A deterministic predicate of the embedding program (`vm/host.rs`).
    Host(u32),
}

/// What a call may assume of a clause of a predicate defined by rules
/// (`ssu.rs`) when the only clause after it is the no-matching-rule one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ssu {
    /// No assumption (any clause of an ordinary predicate).
    Other,
    /// A rule that commits right after its head, whose head matches
    /// every call with its first-argument key (`p([H|T], S) => ...`).
    CommitsOnKey,
    /// As `CommitsOnKey`, for a head that matches every call (`p(N, S)`).
    CommitsAlways,
    /// The clause raising `existence_error(matching_rule, _)`.
    NoMatch,
}

pub struct ClauseRef {
    pub start: CodeAddr,
    pub key: Key,
    pub ssu: Ssu,
    pub born: u64,
    pub died: u64,
    /// The clause as written, for clause/2, retract/1 and listing/1.
    pub term: Snapshot,
    /// Where its code lives: instruction, template, arithmetic-node and
    /// string ranges of the code arena.
    pub code: [std::ops::Range<u32>; 4],
    /// Auxiliary predicates compiled from its control constructs; they
    /// live as long as the clause.
    pub aux: Vec<u32>,
    /// The names its variables were read with, by variable index in
    /// `term`, for listing/1 (empty for asserted clauses).
    pub names: Box<[(u32, Box<str>)]>,
}

impl ClauseRef {
    #[inline]
    pub fn visible(&self, gen: u64) -> bool {
        self.born <= gen && gen < self.died
    }
}

/// Where a compaction moved the positions of a predicate's clauses:
/// `front[k]` and `back[k]` count the entries kept among the first `k`
/// of each list.
pub struct Moved {
    front: Vec<u32>,
    back: Vec<u32>,
}

impl Moved {
    /// The new position of the first entry kept at or after `pos` in
    /// clause order (a walk's next position; the end stays the end).
    /// Clause order runs through `front` from its last entry down, then
    /// through `back` up.
    pub fn pos(&self, pos: i64) -> i64 {
        if pos < 0 {
            let k = (-pos - 1) as usize;
            let before = i64::from(self.front[k]);
            if self.front[k + 1] > self.front[k] {
                -(before + 1)
            } else {
                // Removed: the next in clause order is the kept entry
                // below it in `front`, or the start of `back`.
                -before
            }
        } else {
            i64::from(self.back[pos as usize])
        }
    }
}

/// The entry at `pos` of a predicate's clause lists (`Pred::at`), for a
/// caller that holds another field of the predicate mutably.
#[inline]
fn entry<'a>(front: &'a [ClauseRef], back: &'a [ClauseRef], pos: i64) -> &'a ClauseRef {
    if pos < 0 {
        &front[(-pos - 1) as usize]
    } else {
        &back[pos as usize]
    }
}

/// The positions of the clauses with one key, in clause order; most
/// keys of a big fact table have one clause, kept without allocating.
// Boxed so that a bucket is two words: most hold one clause.
#[allow(clippy::box_collection)]
pub enum Bucket {
    /// One clause: its position and where its code starts, so that a
    /// call finding it need not read its `ClauseRef` (in a big table,
    /// a cache miss of its own).
    One(i64, CodeAddr),
    Many(Box<VecDeque<i64>>),
}

impl Bucket {
    fn add(&mut self, pos: i64, front: bool) {
        if let Bucket::One(p, _) = *self {
            *self = Bucket::Many(Box::new(VecDeque::from([p])));
        }
        let Bucket::Many(list) = self else {
            unreachable!()
        };
        if front {
            list.push_front(pos);
        } else {
            list.push_back(pos);
        }
    }

    fn as_slices(&self) -> (&[i64], &[i64]) {
        match self {
            Bucket::One(p, _) => (std::slice::from_ref(p), &[]),
            Bucket::Many(list) => list.as_slices(),
        }
    }
}

/// A hash index on one argument of a predicate's clauses.
pub struct ArgIndex {
    /// The clauses whose argument has a key.
    buckets: FxHashMap<Key, Bucket>,
    /// Positions of the clauses whose argument matches every key (a
    /// variable, a float, a string, a big integer), in clause order.
    vars: VecDeque<i64>,
}

impl ArgIndex {
    fn add(&mut self, pos: i64, key: Key, front: bool, start: CodeAddr) {
        match key {
            Key::ANY if front => self.vars.push_front(pos),
            Key::ANY => self.vars.push_back(pos),
            k => match self.buckets.entry(k) {
                std::collections::hash_map::Entry::Occupied(mut e) => e.get_mut().add(pos, front),
                std::collections::hash_map::Entry::Vacant(e) => {
                    e.insert(Bucket::One(pos, start));
                }
            },
        }
    }
}

/// A cursor over an ascending sequence kept as two slices (a
/// `VecDeque`'s halves), started at the first element at or after `from`.
struct Sorted<'a> {
    a: &'a [i64],
    b: &'a [i64],
    i: usize,
}

impl<'a> Sorted<'a> {
    fn new(a: &'a [i64], b: &'a [i64], from: i64) -> Sorted<'a> {
        let i = match a.partition_point(|&p| p < from) {
            i if i < a.len() => i,
            _ => a.len() + b.partition_point(|&p| p < from),
        };
        Sorted { a, b, i }
    }

    #[inline]
    fn peek(&self) -> Option<i64> {
        match self.a.get(self.i) {
            Some(&p) => Some(p),
            None => self.b.get(self.i - self.a.len()).copied(),
        }
    }

    #[inline]
    fn take(&mut self) -> i64 {
        let p = self.peek().unwrap();
        self.i += 1;
        p
    }
}

/// The index state of one argument.
pub enum Slot {
    /// Not built yet.
    Unbuilt,
    /// Built and found useless (fewer than two keys) when the predicate
    /// had this many clause entries; assessed again when it doubles.
    Poor(usize),
    Built(ArgIndex),
}

pub struct Pred {
    /// The module it belongs to (`user`, `system`, a library's, ...).
    pub module: Atom,
    pub name: Atom,
    pub arity: u32,
    pub kind: PredKind,
    /// Its `meta_predicate` declaration: per argument, its spec as SWI
    /// writes it (`0`-`9`, `:`, `^`, `/` for `//`, `?`, `+`, `-`, `*`);
    /// a module-sensitive one (`modules::sensitive`: a goal, a closure,
    /// `:`, `^`, `//`) is qualified with the caller's module by a call
    /// from another module.
    pub meta: Option<Box<[u8]>>,
    /// For a nondeterministic builtin that is deterministic when its
    /// first argument is bound (`Registry::semidet`): the function that
    /// answers such a call.
    pub det_bound: Option<Builtin>,
    pub dynamic: bool,
    pub discontiguous: bool,
    /// Defined by rules (`Head => Body`, `ssu.rs`); set with `set_ssu`.
    ssu: bool,
    /// Set by `:- dynamic` or by a loaded clause: defined, even if empty.
    pub defined: bool,
    /// The file whose clauses these are (None: asserted or built in).
    pub owner: Option<u32>,
    /// Clauses added with asserta, newest first.
    pub front: Vec<ClauseRef>,
    pub back: Vec<ClauseRef>,
    /// Entries of dead clauses still in `front` and `back`; changed
    /// only through `push`, `note_dead`, `wipe`, `compact`, `recount`.
    dead: usize,
    /// Entries whose first argument has a key (is not a variable).
    keyed: usize,
    /// Every clause matches every call and is alive (see `plain`):
    /// kept up to date by every method that changes what it depends on.
    plain: bool,
    /// Dead entries at which the next compaction is tried (see
    /// `wants_compaction`).
    pub compact_at: usize,
    /// Per argument (the first `INDEX_ARGS`), empty until a call asks.
    pub indexes: Vec<Slot>,
}

impl Pred {
    pub fn new(module: Atom, name: Atom, arity: u32) -> Pred {
        Pred {
            module,
            meta: None,
            name,
            arity,
            kind: PredKind::User,
            det_bound: None,
            dynamic: false,
            discontiguous: false,
            ssu: false,
            defined: false,
            owner: None,
            front: Vec::new(),
            back: Vec::new(),
            dead: 0,
            keyed: 0,
            plain: true,
            compact_at: INDEX_MIN,
            indexes: Vec::new(),
        }
    }

    /// What a saved state (`vm/saved`) stores of the fields kept
    /// private here: rules or not, and the dead, keyed and plain
    /// counts of the clause lists.
    pub(crate) fn counters(&self) -> (bool, usize, usize, bool) {
        (self.ssu, self.dead, self.keyed, self.plain)
    }

    /// Puts back what `counters` gave, with the clause lists it was
    /// taken with.
    pub(crate) fn set_counters(&mut self, (ssu, dead, keyed, plain): (bool, usize, usize, bool)) {
        self.ssu = ssu;
        self.dead = dead;
        self.keyed = keyed;
        self.plain = plain;
    }

    /// Position range of the clause list: front clauses have negative
    /// positions.
    #[inline]
    pub fn first_pos(&self) -> i64 {
        -(self.front.len() as i64)
    }

    #[inline]
    pub fn end_pos(&self) -> i64 {
        self.back.len() as i64
    }

    /// Clause entries, dead ones included.
    #[inline]
    pub fn entries(&self) -> usize {
        self.front.len() + self.back.len()
    }

    #[inline]
    pub fn at(&self, pos: i64) -> &ClauseRef {
        entry(&self.front, &self.back, pos)
    }

    pub fn at_mut(&mut self, pos: i64) -> &mut ClauseRef {
        if pos < 0 {
            &mut self.front[(-pos - 1) as usize]
        } else {
            &mut self.back[pos as usize]
        }
    }

    /// Appends a clause (at the front for asserta), keeping the built
    /// indexes up to date.
    pub fn push(&mut self, c: ClauseRef, front: bool) {
        self.keyed += usize::from(c.key != Key::ANY);
        let pos = if front {
            self.front.push(c);
            self.first_pos()
        } else {
            self.back.push(c);
            self.end_pos() - 1
        };
        self.refresh_plain();
        for arg in 0..self.indexes.len() {
            if matches!(self.indexes[arg], Slot::Built(_)) {
                let (key, start) = (self.clause_key(pos, arg), self.at(pos).start);
                if let Slot::Built(ix) = &mut self.indexes[arg] {
                    ix.add(pos, key, front, start);
                }
            }
        }
    }

    /// The key of head argument `arg` of the clause at `pos`.
    #[inline]
    fn clause_key(&self, pos: i64, arg: usize) -> Key {
        let c = self.at(pos);
        if arg == 0 {
            c.key
        } else {
            Key::of_clause(&c.term, arg)
        }
    }

    /// `next_match` on the first argument by scanning: the fast path of
    /// a call of a predicate with few clauses (any predicate, in fact;
    /// the index only makes it faster).
    #[inline(always)]
    pub fn next_first(&self, mut pos: i64, key: Key, gen: u64) -> Option<i64> {
        let fits = |c: &ClauseRef| c.key.compatible(key) && c.visible(gen);
        while pos < 0 {
            if fits(&self.front[(-pos - 1) as usize]) {
                return Some(pos);
            }
            pos += 1;
        }
        let mut i = pos as usize;
        while let Some(c) = self.back.get(i) {
            if fits(c) {
                return Some(i as i64);
            }
            i += 1;
        }
        None
    }

    /// The first clause at or after `pos` that is visible at `gen` and
    /// whose argument `arg` is compatible with `key`.
    #[inline(never)]
    pub fn next_match(&self, pos: i64, arg: u32, key: Key, gen: u64) -> Option<i64> {
        if key != Key::ANY {
            if let Some(Slot::Built(ix)) = self.indexes.get(arg as usize) {
                return self.next_indexed(ix, pos, key, gen);
            }
        }
        let end = self.end_pos();
        let mut pos = pos;
        while pos < end {
            let c = self.at(pos);
            if c.visible(gen) {
                let k = if arg == 0 || key == Key::ANY {
                    c.key
                } else {
                    Key::of_clause(&c.term, arg as usize)
                };
                if k.compatible(key) {
                    return Some(pos);
                }
            }
            pos += 1;
        }
        None
    }

    /// `next_match` through an index: the merge of the key's bucket and
    /// the clauses every key matches.
    fn next_indexed(&self, ix: &ArgIndex, pos: i64, key: Key, gen: u64) -> Option<i64> {
        self.two_indexed(ix, pos, key, gen, false).0
    }

    /// The first two matches at or after `pos` (the second only if
    /// `both`), with one lookup of the key.
    #[inline]
    fn two_indexed(
        &self,
        ix: &ArgIndex,
        pos: i64,
        key: Key,
        gen: u64,
        both: bool,
    ) -> (Option<i64>, Option<i64>) {
        let (b1, b2) = ix
            .buckets
            .get(&key)
            .map_or((&[][..], &[][..]), Bucket::as_slices);
        let (v1, v2) = ix.vars.as_slices();
        let mut bucket = Sorted::new(b1, b2, pos);
        let mut vars = Sorted::new(v1, v2, pos);
        let mut found = None;
        loop {
            let p = match (bucket.peek(), vars.peek()) {
                (None, None) => return (found, None),
                (Some(a), Some(v)) if a < v => bucket.take(),
                (Some(_), None) => bucket.take(),
                _ => vars.take(),
            };
            if self.at(p).visible(gen) {
                if found.is_some() {
                    return (found, Some(p));
                }
                if !both {
                    return (Some(p), None);
                }
                found = Some(p);
            }
        }
    }

    /// The first two clauses a call selecting by argument `arg` with
    /// `key` may run: the one to run, with the start of its code, and
    /// whether a choicepoint is needed. A call runs at the newest
    /// generation, so when no entry is dead every clause is visible to it.
    #[inline(never)]
    pub fn first_two(
        &self,
        arg: u32,
        key: Key,
        gen: u64,
    ) -> (Option<(i64, CodeAddr)>, Option<i64>) {
        let (first, next) = 'found: {
            if key != Key::ANY {
                if let Some(Slot::Built(ix)) = self.indexes.get(arg as usize) {
                    // A big fact table: one clause per key and no clause
                    // that matches every key, so there is nothing to merge.
                    if ix.vars.is_empty() {
                        match ix.buckets.get(&key) {
                            None => return (None, None),
                            Some(&Bucket::One(p, start)) if self.dead == 0 => {
                                return (Some((p, start)), None)
                            }
                            Some(&Bucket::One(p, _)) => {
                                break 'found (self.at(p).visible(gen).then_some(p), None);
                            }
                            Some(Bucket::Many(_)) => {}
                        }
                    }
                    break 'found self.two_indexed(ix, self.first_pos(), key, gen, true);
                }
            }
            let first = self.next_match(self.first_pos(), arg, key, gen);
            (
                first,
                first.and_then(|p| self.next_match(p + 1, arg, key, gen)),
            )
        };
        (first.map(|p| (p, self.at(p).start)), next)
    }

    /// Brings the code starts the indexes keep up to date after the code
    /// arena was rebuilt (`vm/reclaim.rs`).
    pub fn moved_code(&mut self) {
        for slot in &mut self.indexes {
            if let Slot::Built(ix) = slot {
                for b in ix.buckets.values_mut() {
                    if let Bucket::One(p, start) = b {
                        *start = entry(&self.front, &self.back, *p).start;
                    }
                }
            }
        }
    }

    /// The argument a call with arguments `args` selects clauses by, and
    /// its key: the first bound argument with a useful index (built now
    /// if the predicate is big enough), else the first argument.
    #[inline]
    pub fn choose_arg(&mut self, st: &Store, args: &[Cell]) -> (u32, Key) {
        let first = args.first().map_or(Key::ANY, |&a| Key::of(st, a));
        self.choose_arg_keyed(st, args, first)
    }

    /// `choose_arg` for a caller that has the first argument's key.
    #[inline]
    pub fn choose_arg_keyed(&mut self, st: &Store, args: &[Cell], first: Key) -> (u32, Key) {
        if first != Key::ANY
            && (self.entries() < INDEX_MIN || matches!(self.indexes.first(), Some(Slot::Built(_))))
        {
            return (0, first);
        }
        self.choose_arg_slow(st, args, first)
    }

    #[inline(never)]
    fn choose_arg_slow(&mut self, st: &Store, args: &[Cell], first: Key) -> (u32, Key) {
        let n = args.len().min(INDEX_ARGS);
        if self.indexes.len() < n {
            self.indexes.resize_with(n, || Slot::Unbuilt);
        }
        for (arg, &a) in args.iter().enumerate().take(n) {
            let key = if arg == 0 { first } else { Key::of(st, a) };
            if key == Key::ANY {
                continue;
            }
            let stale = match self.indexes[arg] {
                Slot::Unbuilt => true,
                Slot::Poor(at) => self.entries() >= 2 * at,
                Slot::Built(_) => return (arg as u32, key),
            };
            if stale {
                self.build_index(arg);
                if let Slot::Built(_) = self.indexes[arg] {
                    return (arg as u32, key);
                }
            }
        }
        (0, first)
    }

    /// Builds the index of argument `arg` over every entry (dead ones
    /// too: an older call may still see them), or marks it poor.
    fn build_index(&mut self, arg: usize) {
        let mut ix = ArgIndex {
            buckets: FxHashMap::default(),
            vars: VecDeque::new(),
        };
        for pos in self.first_pos()..self.end_pos() {
            ix.add(pos, self.clause_key(pos, arg), false, self.at(pos).start);
        }
        self.indexes[arg] = if ix.buckets.len() < 2 {
            Slot::Poor(self.entries())
        } else {
            Slot::Built(ix)
        };
    }

    /// Whether enough entries are dead to make compacting worth its cost.
    #[inline]
    pub fn wants_compaction(&self) -> bool {
        self.dead >= self.compact_at && 2 * self.dead >= self.entries()
    }

    /// Removes the dead entries that `gone` says no walk can see any
    /// more, dropping the indexes, which the next calls rebuild. Returns
    /// the removed clauses and where the positions went, for the
    /// choicepoints that hold one (`Moved::pos`).
    pub fn compact(&mut self, gone: impl Fn(&ClauseRef) -> bool) -> (Vec<ClauseRef>, Moved) {
        let mut dead = Vec::with_capacity(self.dead);
        let mut moved = Moved {
            front: Vec::with_capacity(self.front.len() + 1),
            back: Vec::with_capacity(self.back.len() + 1),
        };
        for (list, kept) in [
            (&mut self.front, &mut moved.front),
            (&mut self.back, &mut moved.back),
        ] {
            let mut n = 0;
            kept.push(0);
            for c in list.iter() {
                n += u32::from(!gone(c));
                kept.push(n);
            }
            dead.extend(list.extract_if(.., |c| gone(c)));
            list.shrink_to(2 * list.len());
        }
        self.indexes.clear();
        self.recount();
        // What stays dead is still seen by a walk: look again when twice
        // as many are dead.
        self.compact_at = INDEX_MIN.max(2 * self.dead);
        (dead, moved)
    }

    /// Recounts the dead and keyed entries after entries were removed.
    pub fn recount(&mut self) {
        let all = || self.front.iter().chain(&self.back);
        self.dead = all().filter(|c| c.died != u64::MAX).count();
        self.keyed = all().filter(|c| c.key != Key::ANY).count();
        self.refresh_plain();
    }

    /// Notes that one more entry died (its `died` was just set).
    pub fn note_dead(&mut self) {
        self.dead += 1;
        self.refresh_plain();
    }

    pub fn dead(&self) -> usize {
        self.dead
    }

    pub fn ssu(&self) -> bool {
        self.ssu
    }

    pub fn set_ssu(&mut self, rule: bool) {
        self.ssu = rule;
        self.refresh_plain();
    }

    fn refresh_plain(&mut self) {
        self.plain = self.keyed == 0 && self.dead == 0 && !self.ssu && self.entries() < INDEX_MIN;
    }

    /// Whether every clause matches every call and is alive, so that a
    /// call runs them in order without keys: the first clause runs and
    /// any next one is the alternative. A call runs at the newest
    /// generation, which every live clause is visible at. Only for
    /// predicates too small to index (an index on another argument may
    /// pay off for a bigger one) and not for rules (`=>`). One field, as
    /// every call asks.
    #[inline]
    pub fn plain(&self) -> bool {
        self.plain
    }

    /// Notes that the clause lists changed other than by `push`: the
    /// indexes are rebuilt when next needed.
    pub fn reindex(&mut self) {
        self.indexes.clear();
    }

    pub fn is_defined(&self) -> bool {
        self.defined
            || !matches!(self.kind, PredKind::User)
            || self
                .front
                .iter()
                .chain(&self.back)
                .any(|c| c.died == u64::MAX)
    }

    /// Live clause count.
    pub fn live_clauses(&self, gen: u64) -> usize {
        self.front
            .iter()
            .chain(&self.back)
            .filter(|c| c.visible(gen))
            .count()
    }

    /// Removes all clauses (reconsult, abolish); returns the cells of
    /// the terms of those that were live (`Database::clause_cells`).
    fn wipe(&mut self, gen: u64) -> usize {
        let mut cells = 0;
        for c in self.front.iter_mut().chain(self.back.iter_mut()) {
            if c.died > gen {
                if c.died == u64::MAX {
                    self.dead += 1;
                    cells += c.term.cells.len();
                }
                c.died = gen;
            }
        }
        self.refresh_plain();
        cells
    }

    /// The cells of the terms of the live clauses.
    fn live_cells(&self) -> usize {
        let all = self.front.iter().chain(&self.back);
        all.filter(|c| c.died == u64::MAX)
            .map(|c| c.term.cells.len())
            .sum()
    }
}

/// The code of a clause dropped from its predicate's list while it may
/// still be running (see `vm/reclaim.rs`).
pub struct Buried {
    pub code: [std::ops::Range<u32>; 4],
    pub aux: Vec<u32>,
}

/// What kind of module a module is: where its unknown predicates are
/// looked for (SWI's default import modules).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModuleClass {
    /// `user`, and the modules of the program's files: they see `user`,
    /// then `system`.
    User,
    /// A library of the prelude: it sees `system` only, so a program's
    /// definitions never change what a library calls.
    Library,
    /// `system`: the builtins and the core of the prelude.
    System,
}

/// A module: its class, its export list and the file that defined it.
pub struct Module {
    pub class: ModuleClass,
    pub exports: Vec<(Atom, u32)>,
    pub file: Option<String>,
}

/// All predicates by number, and the module:name/arity index.
#[derive(Default)]
pub struct Database {
    pub preds: Vec<Pred>,
    /// Clauses dropped from their lists whose code waits for the next
    /// arena rebuild.
    pub graveyard: Vec<Buried>,
    pub index: crate::term::FxHashMap<(Atom, Atom, u32), u32>,
    /// The modules, in the order they were made.
    pub modules: Vec<(Atom, Module)>,
    /// The module the clause being compiled belongs to: its calls are
    /// resolved there (`Resolver`).
    pub compile_module: Option<Atom>,
    pub generation: u64,
    pub aux_counter: u64,
    /// Names made for auxiliary predicates whose predicate may still be
    /// live: only those may take a freed slot.
    pub aux_names: std::collections::HashSet<Atom>,
    /// Slots of auxiliary predicates a code rebuild found dead (their
    /// owner is gone and nothing runs them), reused by `pred_id` for new
    /// auxiliary predicates, so assert/retract churn of clauses with
    /// control constructs does not grow the table.
    pub free_aux: Vec<u32>,
    /// The cells of the live clauses' terms (`ClauseRef::term`), which
    /// the database limit bounds (`Machine::room_for_clause`); kept by
    /// `add_clause`, `kill` and `Database::wipe`, recounted on restore.
    pub clause_cells: usize,
}

impl Database {
    /// Removes all clauses of `pid` from generation `gen` on (reconsult,
    /// abolish).
    pub fn wipe(&mut self, pid: u32, gen: u64) {
        let freed = self.preds[pid as usize].wipe(gen);
        self.clause_cells -= freed;
    }

    /// Counts `clause_cells` again (a restored state).
    pub fn recount_clause_cells(&mut self) {
        self.clause_cells = self.preds.iter().map(Pred::live_cells).sum();
    }

    pub fn lookup(&self, module: Atom, name: Atom, arity: usize) -> Option<u32> {
        self.index.get(&(module, name, arity as u32)).copied()
    }

    /// A predicate of `system` (a builtin or a prelude predicate).
    pub fn system(&self, name: Atom, arity: usize) -> Option<u32> {
        self.lookup(atom::SYSTEM, name, arity)
    }

    pub fn pred_id(&mut self, module: Atom, name: Atom, arity: usize) -> u32 {
        if let Some(id) = self.lookup(module, name, arity) {
            return id;
        }
        let id = match self.free_aux.last() {
            Some(&id) if self.aux_names.contains(&name) => {
                self.free_aux.pop();
                self.preds[id as usize] = Pred::new(module, name, arity as u32);
                id
            }
            _ => {
                self.preds.push(Pred::new(module, name, arity as u32));
                self.preds.len() as u32 - 1
            }
        };
        self.index.insert((module, name, arity as u32), id);
        id
    }

    /// A system predicate by name (made if new): the builtins and
    /// prelude helpers the machine calls itself.
    pub fn system_id(&mut self, name: Atom, arity: usize) -> u32 {
        self.pred_id(atom::SYSTEM, name, arity)
    }

    pub fn module(&self, name: Atom) -> Option<&Module> {
        self.modules
            .iter()
            .find(|(m, _)| *m == name)
            .map(|(_, m)| m)
    }

    pub fn module_mut(&mut self, name: Atom) -> Option<&mut Module> {
        self.modules
            .iter_mut()
            .find(|(m, _)| *m == name)
            .map(|(_, m)| m)
    }

    /// The module `name`, made (of class `class`) if new.
    pub fn ensure_module(&mut self, name: Atom, class: ModuleClass) -> &mut Module {
        if self.module(name).is_none() {
            self.modules.push((
                name,
                Module {
                    class,
                    exports: Vec::new(),
                    file: None,
                },
            ));
        }
        self.module_mut(name).unwrap()
    }

    /// The class of a module (an unknown one is a program's).
    pub fn class(&self, module: Atom) -> ModuleClass {
        match module {
            atom::SYSTEM => ModuleClass::System,
            _ => self.module(module).map_or(ModuleClass::User, |m| m.class),
        }
    }

    /// Follows imports to the predicate that has the clauses.
    pub fn target(&self, mut pid: u32) -> u32 {
        while let PredKind::Import(t) = self.preds[pid as usize].kind {
            pid = t;
        }
        pid
    }

    /// What a call of `name/arity` in `module` runs, if it is defined
    /// there or in the module's default modules (`user` for a program's
    /// module, then `system`); the autoloader is not asked.
    pub fn visible(&self, module: Atom, name: Atom, arity: usize) -> Option<u32> {
        if let Some(id) = self.lookup(module, name, arity) {
            if self.preds[id as usize].is_defined() {
                return Some(id);
            }
        }
        if module != atom::USER && module != atom::SYSTEM && self.class(module) == ModuleClass::User
        {
            if let Some(id) = self.lookup(atom::USER, name, arity) {
                if self.preds[id as usize].is_defined() {
                    return Some(id);
                }
            }
        }
        match self.system(name, arity) {
            Some(id) if module != atom::SYSTEM && self.preds[id as usize].is_defined() => Some(id),
            _ => None,
        }
    }

    /// Frees the slot of a dead auxiliary predicate (see `free_aux`).
    pub fn free_aux_pred(&mut self, pid: u32) {
        let p = &mut self.preds[pid as usize];
        self.index.remove(&(p.module, p.name, p.arity));
        self.aux_names.remove(&p.name);
        *p = Pred::new(crate::term::atom::EMPTY, crate::term::atom::EMPTY, 0);
        self.free_aux.push(pid);
    }
}

impl crate::compile::Resolver for Database {
    /// A call in the module being compiled: a builtin is called
    /// directly (and may compile inline); anything else is the module's
    /// own predicate, which the first call resolves if the module does
    /// not define it (`run.rs`, `no_clause`).
    fn resolve(&mut self, name: Atom, arity: usize) -> (crate::compile::PredId, bool) {
        let module = self.compile_module.unwrap_or(atom::USER);
        let local = self
            .lookup(module, name, arity)
            .filter(|&id| self.preds[id as usize].is_defined());
        let pid = match local {
            Some(id) => id,
            None => match self.system(name, arity) {
                Some(id)
                    if !matches!(
                        self.preds[id as usize].kind,
                        PredKind::User | PredKind::Import(_)
                    ) =>
                {
                    id
                }
                _ => self.pred_id(module, name, arity),
            },
        };
        let inline = matches!(self.preds[pid as usize].kind, PredKind::Builtin(_));
        (crate::compile::PredId(pid), inline)
    }

    fn module(&self) -> Atom {
        self.compile_module.unwrap_or(atom::USER)
    }

    fn calls_system(&self, name: Atom, arity: usize, library: bool) -> bool {
        let module = self.compile_module.unwrap_or(atom::USER);
        // A program's clauses keep their goals as written, so the
        // tracer shows each of them (a library's goals it never shows).
        if self.class(module) == ModuleClass::User {
            return false;
        }
        let home = if library { atom::APPLY } else { atom::SYSTEM };
        // An import of the home module's predicate is no definition of
        // the module's own.
        let own = module != home
            && self.lookup(module, name, arity).is_some_and(|id| {
                self.preds[id as usize].is_defined()
                    && self.preds[self.target(id) as usize].module != home
            });
        !own && (library || self.system(name, arity).is_some())
    }

    fn fresh_aux(&mut self, st: &mut crate::term::Store) -> Atom {
        self.aux_counter += 1;
        let name = format!("$aux{}", self.aux_counter);
        let a = st.intern(&name);
        self.aux_names.insert(a);
        a
    }
}
