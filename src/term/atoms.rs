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
    NIL = "[]",
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
}

/// Interns atom names and hands out [`Atom`] numbers.
#[derive(Clone)]
pub struct AtomTable {
    names: Vec<Box<str>>,
    /// Whether each name is ASCII, so that its characters are its bytes:
    /// lengths and character positions of such atoms cost nothing.
    ascii: Vec<bool>,
    index: HashMap<Box<str>, Atom>,
}

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
            index: HashMap::new(),
        };
        for name in WELL_KNOWN {
            t.intern(name);
        }
        t
    }

    pub fn intern(&mut self, name: &str) -> Atom {
        if let Some(&a) = self.index.get(name) {
            return a;
        }
        let a = Atom(self.names.len() as u32);
        self.names.push(name.into());
        self.ascii.push(name.is_ascii());
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

    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// All atoms in interning order.
    #[cfg_attr(not(feature = "cli"), allow(dead_code))]
    pub fn iter(&self) -> impl Iterator<Item = (Atom, &str)> {
        self.names
            .iter()
            .enumerate()
            .map(|(i, n)| (Atom(i as u32), &**n))
    }
}
