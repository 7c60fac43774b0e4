//! The predicate table and clause lists, with the logical update view.
//!
//! Clauses carry birth and death generations; a call sees the clauses
//! alive at the generation it started in, so assert/retract during
//! iteration never disturb a running call. Positions are stable: asserta
//! grows a front list, so a choicepoint's saved position stays valid.

use crate::builtins::Builtin;

use super::MachineBuiltin;
use crate::term::{Atom, Cell, Snapshot, Store};

/// First-argument index key of a clause head or a call. Floats, strings
/// and big integers key as `Any`: they only ever match by unification.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Key {
    Any,
    Atom(Atom),
    Int(i64),
    Fun(Atom, u32),
    Lst,
}

impl Key {
    pub fn of(st: &Store, c: Cell) -> Key {
        match st.deref(c) {
            Cell::Atom(a) => Key::Atom(a),
            Cell::Int(i) => Key::Int(i),
            Cell::Lst(_) => Key::Lst,
            Cell::Str(a) => match st.heap[a as usize] {
                Cell::Fun(f, n) => Key::Fun(f, n),
                _ => Key::Any,
            },
            _ => Key::Any,
        }
    }

    #[inline]
    pub fn compatible(self, other: Key) -> bool {
        self == Key::Any || other == Key::Any || self == other
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

#[derive(Clone, Copy)]
pub enum PredKind {
    User,
    Builtin(Native),
    Control(Control),
    /// A deterministic predicate of the embedding program (`vm/host.rs`).
    Host(u32),
}

pub struct ClauseRef {
    pub start: crate::compile::CodeAddr,
    pub key: Key,
    pub born: u64,
    pub died: u64,
    pub id: u64,
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

pub struct Pred {
    pub name: Atom,
    pub arity: u32,
    pub kind: PredKind,
    pub dynamic: bool,
    pub discontiguous: bool,
    /// Set by `:- dynamic` or by a loaded clause: defined, even if empty.
    pub defined: bool,
    /// The file whose clauses these are (None: asserted or built in).
    pub owner: Option<u32>,
    /// Clauses added with asserta, newest first.
    pub front: Vec<ClauseRef>,
    pub back: Vec<ClauseRef>,
    pub dead: usize,
}

impl Pred {
    pub fn new(name: Atom, arity: u32) -> Pred {
        Pred {
            name,
            arity,
            kind: PredKind::User,
            dynamic: false,
            discontiguous: false,
            defined: false,
            owner: None,
            front: Vec::new(),
            back: Vec::new(),
            dead: 0,
        }
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

    #[inline]
    pub fn at(&self, pos: i64) -> &ClauseRef {
        if pos < 0 {
            &self.front[(-pos - 1) as usize]
        } else {
            &self.back[pos as usize]
        }
    }

    pub fn at_mut(&mut self, pos: i64) -> &mut ClauseRef {
        if pos < 0 {
            &mut self.front[(-pos - 1) as usize]
        } else {
            &mut self.back[pos as usize]
        }
    }

    /// The first clause at or after `pos` that is visible and compatible.
    #[inline]
    pub fn next_match(&self, mut pos: i64, key: Key, gen: u64) -> Option<i64> {
        let end = self.end_pos();
        while pos < end {
            let c = self.at(pos);
            if c.key.compatible(key) && c.visible(gen) {
                return Some(pos);
            }
            pos += 1;
        }
        None
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

    /// Removes all clauses (reconsult, abolish).
    pub fn wipe(&mut self, gen: u64) {
        for c in self.front.iter_mut().chain(self.back.iter_mut()) {
            if c.died > gen {
                c.died = gen;
            }
        }
    }
}

/// The code of a clause dropped from its predicate's list while it may
/// still be running (see `vm/reclaim.rs`).
pub struct Buried {
    pub code: [std::ops::Range<u32>; 4],
    pub aux: Vec<u32>,
}

/// All predicates by number, and the name/arity index.
#[derive(Default)]
pub struct Database {
    pub preds: Vec<Pred>,
    /// Clauses dropped from their lists whose code waits for the next
    /// arena rebuild.
    pub graveyard: Vec<Buried>,
    pub index: crate::term::FxHashMap<(Atom, u32), u32>,
    pub generation: u64,
    pub next_clause_id: u64,
    pub aux_counter: u64,
    /// Names made for auxiliary predicates whose predicate may still be
    /// live: only those may take a freed slot.
    pub aux_names: std::collections::HashSet<Atom>,
    /// Slots of auxiliary predicates a code rebuild found dead (their
    /// owner is gone and nothing runs them), reused by `pred_id` for new
    /// auxiliary predicates, so assert/retract churn of clauses with
    /// control constructs does not grow the table.
    pub free_aux: Vec<u32>,
}

impl Database {
    pub fn lookup(&self, name: Atom, arity: usize) -> Option<u32> {
        self.index.get(&(name, arity as u32)).copied()
    }

    pub fn pred_id(&mut self, name: Atom, arity: usize) -> u32 {
        if let Some(id) = self.lookup(name, arity) {
            return id;
        }
        let id = match self.free_aux.last() {
            Some(&id) if self.aux_names.contains(&name) => {
                self.free_aux.pop();
                self.preds[id as usize] = Pred::new(name, arity as u32);
                id
            }
            _ => {
                self.preds.push(Pred::new(name, arity as u32));
                self.preds.len() as u32 - 1
            }
        };
        self.index.insert((name, arity as u32), id);
        id
    }

    /// Frees the slot of a dead auxiliary predicate (see `free_aux`).
    pub fn free_aux_pred(&mut self, pid: u32) {
        let p = &mut self.preds[pid as usize];
        self.index.remove(&(p.name, p.arity));
        self.aux_names.remove(&p.name);
        *p = Pred::new(crate::term::atom::EMPTY, 0);
        self.free_aux.push(pid);
    }
}

impl crate::compile::Resolver for Database {
    fn resolve(&mut self, name: Atom, arity: usize) -> (crate::compile::PredId, bool) {
        let pid = self.pred_id(name, arity);
        let inline = matches!(self.preds[pid as usize].kind, PredKind::Builtin(_));
        (crate::compile::PredId(pid), inline)
    }

    fn fresh_aux(&mut self, st: &mut crate::term::Store) -> Atom {
        self.aux_counter += 1;
        let name = format!("$aux{}", self.aux_counter);
        let a = st.intern(&name);
        self.aux_names.insert(a);
        a
    }
}
