//! Building the term arena, and operator-precedence resolution.
//!
//! The grammar hands over each operator-bearing stretch of text (a clause,
//! an argument, a list element, a parenthesised group) as a flat sequence
//! of [`Item`]s: operands and atoms that may be operators. [`resolve`]
//! turns one sequence into a term against the live [`OpTable`].
//!
//! **Invariant:** resolution uses an explicit stack, never native
//! recursion, so an operator chain of any length (a body of 100k goals)
//! reads in constant native stack.

use std::cell::RefCell;
use std::collections::HashMap;

use super::ast::{DoubleQuotes, Node, NodeId, ReadFlags, VarInfo};
use super::ops::{OpDef, OpTable, OpType, DECLARATION_OPS};

/// One element of an operator sequence. `tok` is the token index, for
/// error positions.
#[derive(Clone, Debug)]
pub enum Item {
    /// A complete operand: a variable, a compound, a list, a string, or a
    /// parenthesised term.
    Term(NodeId, usize),
    /// A number literal, kept unbuilt so a preceding `-` can negate it.
    Num {
        value: Node,
        layout_before: bool,
        tok: usize,
    },
    /// Functional notation `name(args)`. Built as a compound, except
    /// after an operand where `name` is an infix operator: `a-(1)` is
    /// `-(a, 1)`, as if written `a - (1)`. For that reading `group` is
    /// the whole bracket read as one term, where `,` is an operator
    /// (`a-(b,c->d)` is `a-((b,c)->d)`); it is only made when `name` is
    /// an infix operator and there are several arguments, and its error,
    /// if any, counts only when that reading is taken.
    Func {
        name: String,
        /// The arguments; an error counts only when this reading is
        /// taken (there is a `group`, or it is already raised).
        args: Result<Vec<NodeId>, ReadErr>,
        group: Option<Result<NodeId, ReadErr>>,
        tok: usize,
    },
    /// An atom that may act as an operator.
    Name {
        name: String,
        quoted: bool,
        tok: usize,
    },
    Comma(usize),
    Bar(usize),
}

/// A reader error at a token.
#[derive(Clone, Debug, PartialEq)]
pub struct ReadErr {
    pub tok: usize,
    pub message: String,
}

impl ReadErr {
    fn new(tok: usize, message: &str) -> Self {
        ReadErr {
            tok,
            message: message.to_string(),
        }
    }
}

/// The state the grammar's actions build into: the node arena and the
/// variables of the clause being read.
pub struct Builder<'a> {
    pub ops: &'a OpTable,
    pub flags: ReadFlags,
    /// 1-based (line, column) of each token.
    pub positions: Vec<(usize, usize)>,
    state: RefCell<BuildState>,
}

/// Up to this many variables a clause's names are looked up by a scan.
const LINEAR_VARS: usize = 16;

#[derive(Default)]
struct BuildState {
    nodes: Vec<Node>,
    vars: Vec<VarInfo>,
    /// Names to `vars` indices, once there are more than `LINEAR_VARS`.
    var_index: HashMap<String, u32>,
    indexed: bool,
}

impl<'a> Builder<'a> {
    pub fn new(ops: &'a OpTable, flags: ReadFlags, positions: Vec<(usize, usize)>) -> Self {
        Builder {
            ops,
            flags,
            state: RefCell::new(BuildState {
                nodes: Vec::with_capacity(positions.len()),
                ..BuildState::default()
            }),
            positions,
        }
    }

    /// The nodes and variables built so far.
    pub fn finish(self) -> (Vec<Node>, Vec<VarInfo>) {
        let st = self.state.into_inner();
        (st.nodes, st.vars)
    }

    fn push(&self, n: Node) -> NodeId {
        let mut st = self.state.borrow_mut();
        st.nodes.push(n);
        (st.nodes.len() - 1) as NodeId
    }

    pub fn atom(&self, name: &str) -> NodeId {
        self.push(Node::Atom(name.to_string()))
    }

    /// The empty list.
    pub fn nil(&self) -> NodeId {
        self.push(Node::Nil)
    }

    pub fn compound(&self, name: String, args: Vec<NodeId>) -> NodeId {
        self.push(Node::Compound(name, args))
    }

    pub fn var(&self, name: String, tok: usize) -> NodeId {
        let (line, col) = self.positions.get(tok).copied().unwrap_or((1, 1));
        let idx = {
            let mut st = self.state.borrow_mut();
            // Most clauses have a handful of variables: a scan beats
            // hashing the name. Past that the index is built once.
            let indexed = st.vars.len() > LINEAR_VARS;
            if indexed && !st.indexed {
                let st = &mut *st;
                st.indexed = true;
                st.var_index = (st.vars.iter().enumerate())
                    .filter(|(_, v)| v.name != "_")
                    .map(|(i, v)| (v.name.clone(), i as u32))
                    .collect();
            }
            let existing = if name == "_" {
                None
            } else if indexed {
                st.var_index.get(&name).copied()
            } else {
                (st.vars.iter().position(|v| v.name == name)).map(|i| i as u32)
            };
            match existing {
                Some(i) => {
                    st.vars[i as usize].occurrences += 1;
                    i
                }
                None => {
                    let i = st.vars.len() as u32;
                    if indexed && name != "_" {
                        st.var_index.insert(name.clone(), i);
                    }
                    st.vars.push(VarInfo {
                        name,
                        occurrences: 1,
                        line,
                        col,
                    });
                    i
                }
            }
        };
        self.push(Node::Var(idx))
    }

    /// `'[|]'(E1, '[|]'(E2, ... Tail))`, built from the end so no
    /// recursion is needed.
    pub fn list(&self, elems: Vec<NodeId>, tail: Option<NodeId>) -> NodeId {
        let mut t = tail.unwrap_or_else(|| self.nil());
        for e in elems.into_iter().rev() {
            t = self.compound("[|]".into(), vec![e, t]);
        }
        t
    }

    pub fn curly(&self, t: NodeId) -> NodeId {
        self.compound("{}".into(), vec![t])
    }

    /// Double-quoted text per the `double_quotes` flag.
    pub fn dq_string(&self, s: String) -> NodeId {
        match self.flags.double_quotes {
            DoubleQuotes::String => self.push(Node::Str(s)),
            DoubleQuotes::Atom => self.push(Node::Atom(s)),
            DoubleQuotes::Codes => self.codes(s),
            DoubleQuotes::Chars => {
                let elems = s.chars().map(|c| self.atom(&c.to_string())).collect();
                self.list(elems, None)
            }
        }
    }

    /// A list of character codes (back-quoted text).
    pub fn codes(&self, s: String) -> NodeId {
        let elems = s.chars().map(|c| self.push(Node::Int(c as i64))).collect();
        self.list(elems, None)
    }

    /// Functional notation `name(...)`: `seq` is the bracket's content,
    /// with its commas. Each argument is resolved on its own; see
    /// [`Item::Func`] for `group`.
    pub fn func(&self, name: String, seq: Vec<Item>, tok: usize) -> Result<Item, ReadErr> {
        let several = seq.iter().any(|i| matches!(i, Item::Comma(_)));
        // Under the `iso` flag a single argument is at most priority 999,
        // but `a^(b;c)` is still `a ^ (b;c)`: the group is that reading.
        let infix = self.ops.infix(&name).is_some();
        let (seq, group) = if infix && (several || self.flags.iso) {
            let whole = seq.clone();
            (seq, Some(self.resolve(whole)))
        } else {
            (seq, None)
        };
        let args = self.args(seq);
        if let (None, Err(e)) = (&group, &args) {
            return Err(e.clone());
        }
        Ok(Item::Func {
            name,
            args,
            group,
            tok,
        })
    }

    /// The arguments of functional notation, each resolved on its own.
    fn args(&self, seq: Vec<Item>) -> Result<Vec<NodeId>, ReadErr> {
        let commas = seq.iter().filter(|i| matches!(i, Item::Comma(_))).count();
        let mut args = Vec::with_capacity(commas + 1);
        let mut arg = Vec::new();
        let max = self.arg_priority();
        for item in seq {
            match item {
                Item::Comma(_) => args.push(self.resolve_items(arg.drain(..), max)?),
                other => arg.push(other),
            }
        }
        args.push(self.resolve_items(arg.drain(..), max)?);
        Ok(args)
    }

    /// Resolves one operator sequence at priority 1200.
    pub fn resolve(&self, items: Vec<Item>) -> Result<NodeId, ReadErr> {
        self.resolve_items(items.into_iter(), 1200)
    }

    /// Resolves an argument or a list element.
    pub fn resolve_arg(&self, items: Vec<Item>) -> Result<NodeId, ReadErr> {
        self.resolve_items(items.into_iter(), self.arg_priority())
    }

    /// The highest priority of an argument or list element: ISO's 999,
    /// or 1200 as SWI-Prolog reads them (`f(a:-b)`).
    fn arg_priority(&self) -> u16 {
        if self.flags.iso {
            999
        } else {
            1200
        }
    }

    fn resolve_items(
        &self,
        mut items: impl ExactSizeIterator<Item = Item>,
        max: u16,
    ) -> Result<NodeId, ReadErr> {
        // A lone operand (most arguments) needs no operator table: even
        // an operator alone is an atom.
        if items.len() == 1 {
            match items.next() {
                Some(Item::Term(n, _)) => return Ok(n),
                Some(Item::Num { value, .. }) => return Ok(self.push(value)),
                Some(Item::Func { name, args, .. }) => {
                    return Ok(self.push(Node::Compound(name, args?)))
                }
                Some(Item::Name { name, .. }) => return Ok(self.push(Node::Atom(name))),
                Some(Item::Comma(t) | Item::Bar(t)) => {
                    return Err(ReadErr::new(t, super::COMMA_OR_BAR))
                }
                None => unreachable!(),
            }
        }
        resolve(items, max, self.ops, self.flags.iso, &mut |n| self.push(n))
    }
}

enum Frame {
    Prefix {
        name: String,
        def: OpDef,
        max: u16,
    },
    Infix {
        name: String,
        def: OpDef,
        left: NodeId,
        max: u16,
    },
}

/// The infix definition an item can take, with its functor name.
/// Quoted atoms are operators too, as in ISO (`a '+' b`). The bar is an
/// infix operator only while the table says so (`op(0, xfy, '|')`
/// removes it).
fn infix_of(item: &Item, ops: &OpTable) -> Option<(String, OpDef)> {
    let name = match item {
        Item::Comma(_) => ",",
        Item::Bar(_) => "|",
        Item::Name { name, .. } => name,
        _ => return None,
    };
    let def = ops.infix(name).or(match name {
        "," => Some(OpDef {
            prec: 1000,
            typ: OpType::Xfy,
        }),
        _ => None,
    })?;
    Some((name.to_string(), def))
}

fn postfix_of(item: &Item, ops: &OpTable) -> Option<(String, OpDef)> {
    match item {
        Item::Name { name, .. } => ops.postfix(name).map(|d| (name.clone(), d)),
        _ => None,
    }
}

/// SWI's alphabetic operators, which programs commonly use as plain
/// atoms (`Kind = table`, `Op = mod`), with the declaration operators
/// (`DECLARATION_OPS`), and `$` (the goal `$/0` of SSU rules): they
/// stay atoms as operands.
const PLAIN_WORD_OPS: &[&str] = &["$", "is", "as", "rem", "mod", "div", "rdiv", "xor"];

/// ISO: an unquoted atom that is an operator cannot be the operand of
/// an operator unless bracketed (`- = -` and `f(- -)` are errors, `(-)
/// = (-)` and `f(-)` are not). Quoted atoms (`X = '-'`) and
/// `PLAIN_WORD_OPS` stay plain atoms, as SWI reads them.
fn operator_as_operand(name: &str, quoted: bool, ops: &OpTable) -> bool {
    !quoted
        && ops.is_op(name)
        && !PLAIN_WORD_OPS.contains(&name)
        && !DECLARATION_OPS.contains(&name)
}

fn item_tok(item: &Item) -> usize {
    match item {
        Item::Term(_, t) | Item::Comma(t) | Item::Bar(t) => *t,
        Item::Num { tok, .. } | Item::Name { tok, .. } | Item::Func { tok, .. } => *tok,
    }
}

/// Whether a prefix operator `def` followed by `next` applies to it,
/// rather than standing alone as an atom (`f(-)`, `[-, a]`, `- = a`).
///
/// Before an infix operator the prefix operator is an atom only when the
/// infix operator binds more loosely (`- = a` is `=(-, a)` but `\+ = a`
/// is an error), and never when the next name is itself a prefix operator
/// (`- - a`, `- + 1`). This is what SWI-Prolog does.
fn prefix_applies(def: OpDef, next: Option<&Item>, ops: &OpTable) -> bool {
    match next {
        None | Some(Item::Comma(_)) | Some(Item::Bar(_)) => false,
        Some(it @ Item::Name { name, .. }) => {
            let loose = infix_of(it, ops)
                .or_else(|| postfix_of(it, ops))
                .map(|(_, d)| d.prec);
            match loose {
                None => true,
                Some(_) if ops.prefix(name).is_some() => true,
                Some(p) => p <= def.prec,
            }
        }
        Some(_) => true,
    }
}

pub(crate) fn negate(n: Node) -> Node {
    match n {
        Node::Int(i) => Node::Int(-i),
        Node::BigInt(s) if s == "9223372036854775808" => Node::Int(i64::MIN),
        Node::BigInt(s) => Node::BigInt(format!("-{s}")),
        Node::Float(f) => Node::Float(-f),
        other => other,
    }
}

/// Resolves a sequence of items into one term of priority at most `max`.
///
/// This is Pratt parsing with the recursion replaced by `stack`: a frame
/// is an operator waiting for its right operand.
pub fn resolve(
    items: impl Iterator<Item = Item>,
    max: u16,
    ops: &OpTable,
    iso: bool,
    push: &mut dyn FnMut(Node) -> NodeId,
) -> Result<NodeId, ReadErr> {
    let mut it = items.peekable();
    let mut stack: Vec<Frame> = Vec::new();
    let mut max = max;
    let mut last_tok = 0;
    loop {
        // Expecting an operand of priority at most `max`.
        let Some(item) = it.next() else {
            return Err(ReadErr::new(last_tok, "unbalanced operator"));
        };
        last_tok = item_tok(&item);
        let (mut left, mut lprec) = match item {
            Item::Term(n, _) => (n, 0),
            Item::Num { value, .. } => (push(value), 0),
            Item::Func { name, args, .. } => (push(Node::Compound(name, args?)), 0),
            Item::Comma(t) | Item::Bar(t) => return Err(ReadErr::new(t, super::COMMA_OR_BAR)),
            Item::Name { name, quoted, tok } => {
                let prefix = ops.prefix(&name);
                // A `-` name right before a number literal is a negative
                // number, quoted or not (`-1`, and `'-'1` as ISO); with
                // layout between (`- 1`) it is the compound, as SWI
                // reads it, unless the `iso` flag asks for ISO's number.
                if name == "-"
                    && matches!(
                        it.peek(),
                        Some(Item::Num { layout_before, .. }) if iso || !layout_before
                    )
                {
                    let Some(Item::Num { value, .. }) = it.next() else {
                        unreachable!()
                    };
                    (push(negate(value)), 0)
                } else if let Some(def) = prefix.filter(|d| prefix_applies(*d, it.peek(), ops)) {
                    if def.prec > max {
                        return Err(ReadErr::new(tok, "operator priority clash"));
                    }
                    stack.push(Frame::Prefix { name, def, max });
                    max = def.arg_precs().1;
                    continue;
                } else if operator_as_operand(&name, quoted, ops) {
                    return Err(ReadErr::new(tok, "operator as operand needs brackets"));
                } else {
                    (push(Node::Atom(name)), 0)
                }
            }
        };
        // Have an operand: extend it with infix/postfix operators that fit,
        // else complete the innermost waiting operator.
        loop {
            if let Some(next) = it.peek() {
                if let Item::Func { name, .. } = next {
                    if let Some(def) = ops.infix(name) {
                        if def.prec <= max && lprec <= def.arg_precs().0 {
                            let Some(Item::Func {
                                name, args, group, ..
                            }) = it.next()
                            else {
                                unreachable!()
                            };
                            stack.push(Frame::Infix {
                                name,
                                def,
                                left,
                                max,
                            });
                            max = def.arg_precs().1;
                            left = match group {
                                Some(group) => group?,
                                None => args?[0],
                            };
                            lprec = 0;
                            continue;
                        }
                    }
                } else if let Some((name, def)) = infix_of(next, ops) {
                    let (lp, rp) = def.arg_precs();
                    if def.prec <= max && lprec <= lp {
                        last_tok = item_tok(next);
                        it.next();
                        stack.push(Frame::Infix {
                            name,
                            def,
                            left,
                            max,
                        });
                        max = rp;
                        break;
                    }
                } else if let Some((name, def)) = postfix_of(next, ops) {
                    let (lp, _) = def.arg_precs();
                    if def.prec <= max && lprec <= lp {
                        it.next();
                        left = push(Node::Compound(name, vec![left]));
                        lprec = def.prec;
                        continue;
                    }
                }
            }
            match stack.pop() {
                Some(Frame::Prefix { name, def, max: m }) => {
                    left = push(Node::Compound(name, vec![left]));
                    lprec = def.prec;
                    max = m;
                }
                Some(Frame::Infix {
                    name,
                    def,
                    left: l,
                    max: m,
                }) => {
                    left = push(Node::Compound(name, vec![l, left]));
                    lprec = def.prec;
                    max = m;
                }
                None => {
                    return match it.next() {
                        None => Ok(left),
                        Some(next) => {
                            let clash = infix_of(&next, ops).is_some()
                                || postfix_of(&next, ops).is_some()
                                || matches!(&next, Item::Func { name, .. } if ops.infix(name).is_some());
                            let msg = if clash {
                                "operator priority clash"
                            } else {
                                "operator expected"
                            };
                            Err(ReadErr::new(item_tok(&next), msg))
                        }
                    };
                }
            }
        }
    }
}
