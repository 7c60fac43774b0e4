//! What the reader produces: a term as a flat arena of nodes.
//!
//! A flat arena (children are indices) means no native recursion when the
//! term is dropped or walked, however deep it is nested.

pub type NodeId = u32;

/// The name of a compound written `[](...)`: SWI 7's reserved symbol `[]`
/// as its functor, which is neither the atom `'[]'` (`'[]'(...)`) nor
/// any name text can give. Under the `iso` flag the lexer gives it for
/// `'[]'` too (and [`Node::Atom`] of it is the empty list): ISO has one
/// empty list.
pub const NIL_FUNCTOR: &str = "\0[]";

#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    /// A variable: index into [`ReadTerm::vars`]. Each `_` is its own var.
    Var(u32),
    /// The empty list `[]` (also `[ ]`), which is not the atom `'[]'`.
    Nil,
    Atom(String),
    Int(i64),
    /// An integer literal too large for i64, as decimal digits (with a
    /// leading `-` when negative).
    BigInt(String),
    Float(f64),
    /// A string object (double_quotes=string, the default).
    Str(String),
    /// `name(args...)`. Lists are `'[|]'(H, T)` chains ending in
    /// [`Node::Nil`]; curly terms are `'{}'(T)`. Never has zero arguments.
    Compound(String, Vec<NodeId>),
}

/// A variable of a read term.
#[derive(Clone, Debug, PartialEq)]
pub struct VarInfo {
    /// The name as written; `_` for anonymous variables.
    pub name: String,
    /// Number of occurrences in the term.
    pub occurrences: u32,
    /// 1-based line and column of the first occurrence.
    pub line: usize,
    pub col: usize,
}

/// One term as read, with its variables.
#[derive(Clone, Debug, PartialEq)]
pub struct ReadTerm {
    pub nodes: Vec<Node>,
    pub root: NodeId,
    pub vars: Vec<VarInfo>,
    /// 1-based line where the term starts.
    pub line: usize,
}

impl ReadTerm {
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id as usize]
    }

    /// Is this the atom `end_of_file` (what reading at the end of a
    /// source gives, and what ends a source when written)?
    pub fn is_end_of_file(&self) -> bool {
        matches!(self.node(self.root), Node::Atom(a) if a == "end_of_file")
    }

    /// Named variables that occur once (for singleton warnings): names
    /// not starting with `_`.
    pub fn singletons(&self) -> Vec<&str> {
        self.vars
            .iter()
            .filter(|v| v.occurrences == 1 && !v.name.starts_with('_'))
            .map(|v| v.name.as_str())
            .collect()
    }
}

/// How double-quoted text is read (the `double_quotes` flag).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum DoubleQuotes {
    Codes,
    Chars,
    Atom,
    #[default]
    String,
}

/// Flags that change how text is read.
#[derive(Clone, Copy, Debug, Default)]
pub struct ReadFlags {
    pub double_quotes: DoubleQuotes,
    /// The `iso` flag: read strict ISO syntax where SWI-Prolog is
    /// lenient (no `\e`, `\c`, `0''`, `2'1` or `1e9`; `- 1` is a
    /// number; arguments and list elements are at most priority 999;
    /// `'[]'` and `[]` are one atom).
    pub iso: bool,
}
