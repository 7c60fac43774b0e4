//! The atom interner. Atoms are small integers; names live here once.
//!
//! Well-known atoms have fixed numbers (the `atom` module) so the compiler,
//! the machine and builtins can match on them without a lookup.

use std::collections::HashMap;

/// An interned atom: an index into the machine's [`AtomTable`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Atom(pub u32);

macro_rules! well_known {
    ($($id:ident = $name:expr),* $(,)?) => {
        /// Atoms with fixed numbers, interned first in every table.
        #[allow(dead_code)]
        pub mod atom {
            use super::Atom;
            well_known!(@consts 0u32; $($id,)*);
        }
        const WELL_KNOWN: &[&str] = &[$($name),*];
    };
    (@consts $n:expr; $id:ident, $($rest:ident,)*) => {
        pub const $id: Atom = Atom($n);
        well_known!(@consts $n + 1; $($rest,)*);
    };
    (@consts $n:expr;) => {};
}

well_known! {
    // The empty list: a constant of its own, as in SWI-Prolog 7. Its
    // name is `[]` but `intern("[]")` never gives it: that is the atom
    // `'[]'`, `BRACKETS` below.
    NIL = "[]",
    BRACKETS = "[]",
    DOT = "[|]",
    CURLY = "{}",
    COMMA = ",",
    SEMI = ";",
    ARROW = "->",
    SOFT_ARROW = "*->",
    NECK = ":-",
    NOT_PROVABLE = "\\+",
    CUT = "!",
    TRUE = "true",
    FAIL = "fail",
    FALSE = "false",
    CALL = "call",
    ERROR = "error",
    MINUS = "-",
    PLUS = "+",
    SLASH = "/",
    COLON = ":",
    BAR = "|",
    EMPTY = "",
    EQUALS = "=",
    LESS = "<",
    GREATER = ">",
    END_OF_FILE = "end_of_file",
    USER = "user",
    VAR_FUNCTOR = "$VAR",
    CATCH = "catch",
    FINDALL = "findall",
    NOT = "not",
    ONCE = "once",
    IGNORE = "ignore",
    DCG_ARROW = "-->",
    ON = "on",
    OFF = "off",
    CODES = "codes",
    CHARS = "chars",
    ATOM = "atom",
    STRING = "string",
    CONTEXT = "context",
    TYPE_ERROR = "type_error",
    DOMAIN_ERROR = "domain_error",
    INSTANTIATION_ERROR = "instantiation_error",
    EXISTENCE_ERROR = "existence_error",
    PERMISSION_ERROR = "permission_error",
    REPRESENTATION_ERROR = "representation_error",
    EVALUATION_ERROR = "evaluation_error",
    RESOURCE_ERROR = "resource_error",
    SYNTAX_ERROR = "syntax_error",
    PROCEDURE = "procedure",
    EVALUABLE = "evaluable",
    ATT = "att",
    WAKE = "wake",
    INTEGER = "integer",
    FLOAT = "float",
    NUMBER = "number",
    CALLABLE = "callable",
    LIST = "list",
    COMPOUND = "compound",
    ATOMIC = "atomic",
    CHARACTER = "character",
    HALT = "halt",
    DYNAMIC = "dynamic",
    DISCONTIGUOUS = "discontiguous",
    INITIALIZATION = "initialization",
    MAIN = "main",
    DCALL = "$call",
    DCUT = "$cut",
    DGET_LEVEL = "$get_level",
    DCATCH_EXIT = "$catch_exit",
    ZERO_DIVISOR = "zero_divisor",
    UNDEFINED = "undefined",
    INT_OVERFLOW = "int_overflow",
    FLOAT_OVERFLOW = "float_overflow",
    STAR = "*",
    NOT_LESS_THAN_ZERO = "not_less_than_zero",
    MODIFY = "modify",
    STATIC_PROCEDURE = "static_procedure",
    ACCESS = "access",
    PRIVATE_PROCEDURE = "private_procedure",
    USE_MODULE = "use_module",
    ENSURE_LOADED = "ensure_loaded",
    MODULE = "module",
    OP = "op",
    SET_PROLOG_FLAG = "set_prolog_flag",
    CLPFD = "clpfd",
    FD_ATTR = "$fd",
    FD_DOM = "$dom",
    FD_PROP = "$fdp",
    DOTDOT = "..",
    DOM_UNION = "\\/",
    INF = "inf",
    SUP = "sup",
    DSSU_CHECK = "$ssu_check",
    DDET_FAILED = "$det_failed",
    SYSTEM = "system",
    LAMBDA = ">>",
    APPLY = "apply",
}

/// Interns atom names and hands out [`Atom`] numbers.
///
/// Atoms can be collected (`collect`): a freed slot's number is handed
/// out again by a later `intern`. Each atom records the epoch it was made
/// in; only atoms of the current epoch are ever freed (see
/// `vm/atomgc.rs` for why).
#[derive(Clone)]
pub struct AtomTable {
    names: Vec<Box<str>>,
    /// Whether each name is ASCII, so that its characters are its bytes:
    /// lengths and character positions of such atoms cost nothing.
    ascii: Vec<bool>,
    /// The epoch each atom was made in; `FREE` for a free slot.
    born: Vec<u32>,
    index: HashMap<Box<str>, Atom>,
    /// Free slots, reused by `intern`.
    free: Vec<u32>,
    epoch: u32,
    /// Atoms interned ever: changes whenever the set of names may have.
    stamp: u64,
    /// Atoms interned since the last collection.
    pub made: usize,
    /// Bytes of the live atoms' names: they count against the stack
    /// limit with the heap, so growing atoms cannot exhaust the host.
    bytes: usize,
}

const FREE: u32 = u32::MAX;

/// An atom table's epoch, stamp and count made since the last
/// collection (`AtomTable::parts`).
pub(crate) type Counters = (u32, u64, usize);

impl Default for AtomTable {
    fn default() -> Self {
        Self::new()
    }
}

impl AtomTable {
    pub fn new() -> Self {
        let mut t = AtomTable {
            names: Vec::new(),
            ascii: Vec::new(),
            born: Vec::new(),
            index: HashMap::new(),
            free: Vec::new(),
            epoch: 0,
            stamp: 0,
            made: 0,
            bytes: 0,
        };
        for name in WELL_KNOWN {
            t.intern(name);
            if t.names.len() == 1 {
                // `NIL` is not found by name (see `well_known!`).
                t.index.clear();
            }
        }
        t
    }

    pub fn intern(&mut self, name: &str) -> Atom {
        if let Some(&a) = self.index.get(name) {
            return a;
        }
        self.stamp += 1;
        self.made += 1;
        self.bytes += name.len();
        let a = match self.free.pop() {
            Some(i) => {
                let i = i as usize;
                self.names[i] = name.into();
                self.ascii[i] = name.is_ascii();
                self.born[i] = self.epoch;
                Atom(i as u32)
            }
            None => {
                self.names.push(name.into());
                self.ascii.push(name.is_ascii());
                self.born.push(self.epoch);
                Atom(self.names.len() as u32 - 1)
            }
        };
        self.index.insert(name.into(), a);
        a
    }

    pub fn name(&self, a: Atom) -> &str {
        &self.names[a.0 as usize]
    }

    /// Whether the name is ASCII (one byte a character).
    pub fn is_ascii(&self, a: Atom) -> bool {
        self.ascii[a.0 as usize]
    }

    /// Live atoms.
    pub fn len(&self) -> usize {
        self.names.len() - self.free.len()
    }

    /// Bytes of the live atoms' names.
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    /// Atom numbers in use are below this.
    pub fn slots(&self) -> usize {
        self.names.len()
    }

    /// Changes whenever an atom is made (and so whenever one may have
    /// been freed and its number reused).
    pub fn stamp(&self) -> u64 {
        self.stamp
    }

    /// Starts a new epoch: atoms made before it are never freed in it.
    pub fn new_epoch(&mut self) {
        self.epoch += 1;
    }

    /// Frees the atoms not marked in `marked` (indexed by atom number)
    /// of the current epoch, or of every epoch if `all`; returns how
    /// many.
    pub fn collect(&mut self, marked: &[bool], all: bool) -> usize {
        let mut freed = 0;
        for i in WELL_KNOWN.len()..self.names.len() {
            let candidate = self.born[i] == self.epoch || (all && self.born[i] != FREE);
            if candidate && !marked.get(i).copied().unwrap_or(true) {
                let name = std::mem::take(&mut self.names[i]);
                self.bytes -= name.len();
                self.index.remove(&name);
                self.born[i] = FREE;
                self.free.push(i as u32);
                freed += 1;
            }
        }
        self.made = 0;
        if freed > 0 {
            self.stamp += 1;
        }
        freed
    }

    /// The table as a saved state stores it (`vm/saved`): each slot's
    /// name and epoch (`u32::MAX` for a free slot), the free slots, the
    /// epoch, the stamp and the count made since the last collection.
    pub(crate) fn parts(&self) -> (&[Box<str>], &[u32], &[u32], Counters) {
        let counters = (self.epoch, self.stamp, self.made);
        (&self.names, &self.born, &self.free, counters)
    }

    /// The table `parts` described. Slot 0 (`NIL`) stays out of the
    /// name index, as in `new`.
    pub(crate) fn from_parts(
        names: Vec<Box<str>>,
        born: Vec<u32>,
        free: Vec<u32>,
        (epoch, stamp, made): Counters,
    ) -> AtomTable {
        let ascii = names.iter().map(|n| n.is_ascii()).collect();
        // Free slots hold empty names.
        let bytes = names.iter().map(|n| n.len()).sum();
        let mut index = HashMap::with_capacity(names.len());
        for (i, (n, b)) in names.iter().zip(&born).enumerate().skip(1) {
            if *b != FREE {
                index.insert(n.clone(), Atom(i as u32));
            }
        }
        AtomTable {
            names,
            ascii,
            born,
            index,
            free,
            epoch,
            stamp,
            made,
            bytes,
        }
    }

    /// All atoms in interning order.
    #[cfg_attr(not(feature = "cli"), allow(dead_code))]
    pub fn iter(&self) -> impl Iterator<Item = (Atom, &str)> {
        self.names
            .iter()
            .zip(&self.born)
            .enumerate()
            .filter(|(_, (_, b))| **b != FREE)
            .map(|(i, (n, _))| (Atom(i as u32), &**n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 10: atoms are collected, their numbers reused, and only
    /// atoms of the current epoch are ever freed.
    #[test]
    fn unmarked_atoms_of_this_epoch_are_freed_and_their_slots_reused() {
        let mut t = AtomTable::new();
        let old = t.intern("made_before");
        t.new_epoch();
        let keep = t.intern("kept");
        let gone: Vec<Atom> = (0..100).map(|i| t.intern(&format!("tmp{i}"))).collect();
        let live = t.len();
        let mut marked = vec![false; t.slots()];
        marked[keep.0 as usize] = true;
        assert_eq!(t.collect(&marked, false), 100);
        assert_eq!(t.len(), live - 100);
        assert_eq!(t.name(old), "made_before");
        assert_eq!(t.name(keep), "kept");
        assert_eq!(t.name(atom::NIL), "[]");
        assert!(t.iter().all(|(_, n)| !n.starts_with("tmp")));
        // The names are gone from the index, their numbers come back.
        let again = t.intern("tmp7");
        assert!(gone.contains(&again));
        assert_eq!(t.name(again), "tmp7");
        let slots = t.slots();
        for i in 0..99 {
            t.intern(&format!("new{i}"));
        }
        assert_eq!(t.slots(), slots, "freed slots are reused first");
        assert_eq!(t.intern("kept"), keep);
        // Collecting every epoch frees older atoms too.
        let mut marked = vec![false; t.slots()];
        marked[keep.0 as usize] = true;
        t.collect(&marked, true);
        assert!(t.iter().all(|(_, n)| n != "made_before" && n != "tmp7"));
        assert_eq!(t.name(keep), "kept");
    }
}
