//! The operator table: what op/3 changes and what the reader and the
//! writer consult. It knows nothing about the machine.

use std::collections::HashMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpType {
    Xfx,
    Xfy,
    Yfx,
    Fy,
    Fx,
    Xf,
    Yf,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fixity {
    Prefix,
    Infix,
    Postfix,
}

impl OpType {
    pub fn fixity(self) -> Fixity {
        match self {
            OpType::Xfx | OpType::Xfy | OpType::Yfx => Fixity::Infix,
            OpType::Fy | OpType::Fx => Fixity::Prefix,
            OpType::Xf | OpType::Yf => Fixity::Postfix,
        }
    }

    pub fn parse(s: &str) -> Option<OpType> {
        Some(match s {
            "xfx" => OpType::Xfx,
            "xfy" => OpType::Xfy,
            "yfx" => OpType::Yfx,
            "fy" => OpType::Fy,
            "fx" => OpType::Fx,
            "xf" => OpType::Xf,
            "yf" => OpType::Yf,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            OpType::Xfx => "xfx",
            OpType::Xfy => "xfy",
            OpType::Yfx => "yfx",
            OpType::Fy => "fy",
            OpType::Fx => "fx",
            OpType::Xf => "xf",
            OpType::Yf => "yf",
        }
    }
}

/// One operator definition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpDef {
    pub prec: u16,
    pub typ: OpType,
}

impl OpDef {
    /// Maximum precedence of the left and right argument.
    pub fn arg_precs(self) -> (u16, u16) {
        let p = self.prec;
        match self.typ {
            OpType::Xfx => (p - 1, p - 1),
            OpType::Xfy => (p - 1, p),
            OpType::Yfx => (p, p - 1),
            OpType::Fy => (0, p),
            OpType::Fx => (0, p - 1),
            OpType::Xf => (p - 1, 0),
            OpType::Yf => (p, 0),
        }
    }
}

/// The live operator table.
#[derive(Clone, Debug)]
pub struct OpTable {
    /// Prefix, infix and postfix definitions by name.
    ops: HashMap<String, [Option<OpDef>; 3]>,
}

impl Default for OpTable {
    fn default() -> Self {
        Self::new()
    }
}

/// The prefix operators of directives (`:- dynamic foo/1`), 1150 fx.
pub const DECLARATION_OPS: &[&str] = &[
    "dynamic",
    "discontiguous",
    "initialization",
    "meta_predicate",
    "module_transparent",
    "multifile",
    "public",
    "thread_local",
    "thread_initialization",
    "table",
    "volatile",
];

const DEFAULTS: &[(u16, OpType, &[&str])] = &[
    (1200, OpType::Xfx, &[":-", "-->", "=>"]),
    (1200, OpType::Fx, &[":-", "?-"]),
    (1150, OpType::Fx, DECLARATION_OPS),
    (1105, OpType::Xfy, &["|"]),
    (1100, OpType::Xfy, &[";"]),
    (1050, OpType::Xfy, &["->", "*->"]),
    (1000, OpType::Xfy, &[","]),
    (990, OpType::Xfx, &[":="]),
    (900, OpType::Fy, &["\\+"]),
    (
        700,
        OpType::Xfx,
        &[
            "=", "\\=", "==", "\\==", "@<", "@>", "@=<", "@>=", "=..", "is", "=:=", "=\\=", "<",
            ">", "=<", ">=", ">:<", ":<", "as", "=@=", "\\=@=",
        ],
    ),
    (600, OpType::Xfy, &[":"]),
    (500, OpType::Yfx, &["+", "-", "/\\", "\\/"]),
    (
        400,
        OpType::Yfx,
        &[
            "*", "/", "//", "rem", "mod", "div", "<<", ">>", "rdiv", "xor",
        ],
    ),
    (200, OpType::Xfx, &["**"]),
    (200, OpType::Xfy, &["^"]),
    (200, OpType::Fy, &["-", "+", "\\"]),
    (100, OpType::Yfx, &["."]),
    (1, OpType::Fx, &["$"]),
];

impl OpTable {
    /// The ISO operators plus the common SWI-Prolog ones.
    pub fn new() -> Self {
        let mut t = OpTable {
            ops: HashMap::new(),
        };
        for &(prec, typ, names) in DEFAULTS {
            for name in names {
                t.add(prec, typ, name);
            }
        }
        t
    }

    /// A table holding exactly `defs` (as `iter` lists them): how a
    /// saved state restores one.
    pub fn from_defs<'a>(defs: impl IntoIterator<Item = (&'a str, OpDef)>) -> Self {
        let mut t = OpTable {
            ops: HashMap::new(),
        };
        for (name, d) in defs {
            t.add(d.prec, d.typ, name);
        }
        t
    }

    /// Defines an operator (op/3); precedence 0 removes it. An infix and
    /// a postfix definition of the same name replace each other, as ISO
    /// forbids both.
    pub fn add(&mut self, prec: u16, typ: OpType, name: &str) {
        let fx = typ.fixity();
        let slots = self.ops.entry(name.to_string()).or_default();
        slots[fx as usize] = (prec > 0).then_some(OpDef { prec, typ });
        match fx {
            Fixity::Infix if prec > 0 => slots[Fixity::Postfix as usize] = None,
            Fixity::Postfix if prec > 0 => slots[Fixity::Infix as usize] = None,
            _ => {}
        }
    }

    pub fn prefix(&self, name: &str) -> Option<OpDef> {
        self.get(name, Fixity::Prefix)
    }

    pub fn infix(&self, name: &str) -> Option<OpDef> {
        self.get(name, Fixity::Infix)
    }

    pub fn postfix(&self, name: &str) -> Option<OpDef> {
        self.get(name, Fixity::Postfix)
    }

    fn get(&self, name: &str, fx: Fixity) -> Option<OpDef> {
        self.ops.get(name).and_then(|slots| slots[fx as usize])
    }

    /// True if `name` is an operator of any kind.
    pub fn is_op(&self, name: &str) -> bool {
        self.prefix(name).is_some() || self.infix(name).is_some() || self.postfix(name).is_some()
    }

    /// Every definition, for current_op/3.
    pub fn iter(&self) -> impl Iterator<Item = (&str, OpDef)> {
        self.ops
            .iter()
            .flat_map(|(n, slots)| slots.iter().flatten().map(move |d| (n.as_str(), *d)))
    }
}
