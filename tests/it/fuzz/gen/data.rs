//! The generator's data: literal atoms, numbers and strings, ground and
//! non-ground terms, known lists, and arithmetic expressions.

use super::{Gen, Scope};

pub(super) const ATOMS: &[&str] = &[
    "a",
    "b",
    "c",
    "abc",
    "hello world",
    "",
    "x",
    "foo",
    "Bar",
    "[]",
    "é",
    "don't",
    "a\\b",
    "+",
    "-",
    ";",
    "!",
    "{}",
    "123",
    "-7",
    "1.5e3",
    " 12 ",
    "0x1A",
    "ab_c",
];
/// `ATOMS` without `[]`, for the text builtins.
pub(super) const TEXT_ATOMS: &[&str] = &[
    "a",
    "b",
    "c",
    "abc",
    "hello world",
    "",
    "x",
    "foo",
    "Bar",
    "é",
    "don't",
    "a\\b",
    "+",
    "-",
    ";",
    "!",
    "{}",
    "123",
    "-7",
    "1.5e3",
    " 12 ",
    "0x1A",
    "ab_c",
];
pub(super) const INTS: &[&str] = &[
    "0", "1", "2", "3", "-1", "-2", "5", "7", "10", "42", "100", "255", "-128", "1000000", "65536",
    "0'a", "0xff", "0b101",
];
pub(super) const BIG_INTS: &[&str] = &[
    "9223372036854775807",
    "-9223372036854775808",
    "9223372036854775808",
    "-9223372036854775809",
    "4611686018427387904",
    "18446744073709551616",
    "-18446744073709551617",
    "123456789012345678901234567890",
];
pub(super) const FLOATS: &[&str] = &[
    "0.0",
    "-0.0",
    "1.5",
    "-2.25",
    "0.1",
    "1.0e10",
    "3.0e-5",
    "1.0e300",
    "123.456",
    "2.0",
    "1.0Inf",
    "-1.0Inf",
    "0.5",
    "1.0e-300",
    "9007199254740993.0",
];
pub(super) const STRINGS: &[&str] = &["\"abc\"", "\"\"", "\"hello world\"", "\"a,b,,c\"", "\"12\""];

/// `s` as a Prolog atom: bare when it reads back as itself, else quoted.
/// `;` is quoted too: an unbracketed operator as an operand (`X == ;`)
/// is a syntax error in zebralog, as in ISO, where SWI reads the atom
/// (issue 14).
pub fn atom(s: &str) -> String {
    let bare = s.starts_with(|c: char| c.is_ascii_lowercase())
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if bare || s == "[]" || s == "{}" || s == "!" {
        s.to_string()
    } else {
        let mut q = String::from("'");
        for c in s.chars() {
            match c {
                '\'' => q.push_str("\\'"),
                '\\' => q.push_str("\\\\"),
                '\n' => q.push_str("\\n"),
                c => q.push(c),
            }
        }
        q.push('\'');
        q
    }
}

/// A generated arithmetic expression (see `Gen::expr`).
pub(super) struct Expr {
    pub(super) text: String,
    pub(super) int: bool,
    pub(super) fails: bool,
    /// A bound on the magnitude of its finite value (infinite when the
    /// generator does not know one). Infinities and NaN count as small:
    /// arithmetic makes no finite value of them but through a bounded
    /// function (`atan`, `sign`, ...).
    pub(super) bound: f64,
}

impl Expr {
    pub(super) fn new(text: String, int: bool, fails: bool) -> Expr {
        Expr {
            text,
            int,
            fails,
            bound: f64::INFINITY,
        }
    }

    fn bounded(mut self, bound: f64) -> Expr {
        self.bound = bound;
        self
    }
}

/// The magnitude of a numeric literal as the generator writes it (`0'a`,
/// `0xff`, `0b101` included); infinite if it is not one.
fn literal_bound(s: &str) -> f64 {
    let t = s.trim_start_matches('(').trim_end_matches(')');
    let t = t.trim_start_matches('-');
    if t.starts_with("0'") {
        return 255.0;
    }
    if let Some(h) = t.strip_prefix("0x") {
        return u64::from_str_radix(h, 16).map_or(f64::INFINITY, |v| v as f64);
    }
    if let Some(b) = t.strip_prefix("0b") {
        return u64::from_str_radix(b, 2).map_or(f64::INFINITY, |v| v as f64);
    }
    if t.ends_with("Inf") {
        return 1.0;
    }
    t.parse::<f64>().map_or(f64::INFINITY, f64::abs)
}

/// Whether `s` is a numeric literal whose value is not -1.
fn is_literal_other_than_minus_one(s: &str) -> bool {
    let t = s.trim_start_matches('(').trim_end_matches(')');
    literal_bound(t).is_finite() && t != "-1" && t != "-1.0"
}

/// Floats this large, converted by `integer/1` or `round/1`, may be
/// 2^63, which SWI-Prolog 9.0.4 saturates to 2^63-1 (an SWI bug: 2^64
/// converts right; truncate, ceiling and floor are right too).
const NEAR_2_63: f64 = 4611686018427387904.0; // 2^62

/// `s` bracketed if it could merge with an operator next to it: a
/// negative number, or anything with an operator of its own.
fn operand(s: &str) -> String {
    let simple = s
        .chars()
        .all(|c| c.is_alphanumeric() || c == '_' || c == '.' || c == '\'' || c == '"');
    if s.starts_with('[') || simple && !s.starts_with('-') {
        s.to_string()
    } else {
        format!("({s})")
    }
}

impl Gen {
    // ---- data --------------------------------------------------------

    pub(super) fn int_lit(&mut self) -> String {
        if self.rng.chance(15) {
            self.rng.pick(BIG_INTS).to_string()
        } else if self.rng.chance(50) {
            self.rng.pick(INTS).to_string()
        } else {
            self.rng.range(-5, 12).to_string()
        }
    }

    pub(super) fn atomic(&mut self) -> String {
        match self.rng.below(10) {
            0..=3 => atom(self.rng.pick_str(ATOMS)),
            4..=6 => self.int_lit(),
            7 => self.rng.pick(FLOATS).to_string(),
            8 => self.rng.pick(STRINGS).to_string(),
            _ => atom(self.rng.pick_str(&["a", "b", "c"])),
        }
    }

    /// A ground term of at most `depth` levels of compounds.
    pub(super) fn ground(&mut self, depth: usize) -> String {
        if depth == 0 || self.rng.chance(55) {
            return self.atomic();
        }
        match self.rng.below(8) {
            0 | 1 => {
                let n = self.rng.range(0, 3);
                let items: Vec<String> = (0..n).map(|_| self.ground(depth - 1)).collect();
                format!("[{}]", items.join(", "))
            }
            2 => {
                // Operator terms, written in canonical form: the writer
                // must choose the right operator layout and brackets.
                let op = self.rng.pick(&[
                    "-", "+", "*", "-", "^", "**", ":-", ",", ";", "->", "=", "\\+", ":", "|", "$",
                    "?-", "dynamic", "is", "<", "mod", "rem", "\\", "@",
                ]);
                let mut a = self.ground(depth - 1);
                if self.rng.chance(30) {
                    // A prefix operator before a curly term is written
                    // `-{a}` (ISO) where SWI writes `- {a}` (README).
                    if a.starts_with('{') || a == atom("{}") {
                        a = atom("a");
                    }
                    format!("{}({a})", atom(op))
                } else {
                    let b = self.ground(depth - 1);
                    format!("{}({a}, {b})", atom(op))
                }
            }
            3 => format!("{{{}}}", self.ground(depth - 1)),
            4 => {
                let (a, b) = (self.atomic(), self.ground(depth - 1));
                format!("{}-{}", operand(&a), operand(&b))
            }
            _ => {
                let f = self
                    .rng
                    .pick(&["f", "g", "h", "point", "'A'", "'hello world'", "[]"]);
                let n = self.rng.range(1, 3);
                let args: Vec<String> = (0..n).map(|_| self.ground(depth - 1)).collect();
                format!("{f}({})", args.join(", "))
            }
        }
    }

    /// A term that may hold scope variables and fresh ones.
    pub(super) fn term(&mut self, sc: &mut Scope, depth: usize) -> String {
        if self.rng.chance(35) {
            return self.var(sc);
        }
        if depth == 0 || self.rng.chance(40) {
            return self.atomic();
        }
        match self.rng.below(4) {
            0 => {
                let n = self.rng.range(0, 3);
                let items: Vec<String> = (0..n).map(|_| self.term(sc, depth - 1)).collect();
                if n > 0 && self.rng.chance(20) {
                    let t = self.var(sc);
                    format!("[{}|{t}]", items.join(", "))
                } else {
                    format!("[{}]", items.join(", "))
                }
            }
            1 => {
                let (a, b) = (self.term(sc, depth - 1), self.term(sc, depth - 1));
                format!("{}-{}", operand(&a), operand(&b))
            }
            _ => {
                let f = self.rng.pick(&["f", "g", "h"]);
                let n = self.rng.range(1, 3);
                let args: Vec<String> = (0..n).map(|_| self.term(sc, depth - 1)).collect();
                format!("{f}({})", args.join(", "))
            }
        }
    }

    /// A scope variable (known or not) or a fresh one.
    pub(super) fn var(&mut self, sc: &mut Scope) -> String {
        if !sc.all.is_empty() && self.rng.chance(70) {
            self.rng.pick(&sc.all).clone()
        } else if self.rng.chance(15) {
            "_".to_string()
        } else {
            sc.fresh()
        }
    }

    pub(super) fn int_var_or_lit(&mut self, sc: &mut Scope) -> String {
        if !sc.ints.is_empty() && self.rng.chance(60) {
            self.rng.pick(&sc.ints).clone()
        } else {
            let v = self.int_lit();
            if v.starts_with('-') {
                format!("({v})")
            } else {
                v
            }
        }
    }

    pub(super) fn known_list(&mut self, sc: &mut Scope) -> String {
        if !sc.lists.is_empty() && self.rng.chance(50) {
            return self.rng.pick(&sc.lists).clone();
        }
        match self.rng.below(7) {
            0 => "[]".to_string(),
            1 => "[3, 1, 2, 1]".to_string(),
            2 => "[b-1, a-2, c-0, a-1]".to_string(),
            3 => "[f(x), 1, \"s\", a, 2.0, 1.0, [], Z, g(a, b), -1]".replace('Z', &sc.fresh()),
            4 => "[a, b, c]".to_string(),
            5 => {
                let n = self.rng.range(1, 4);
                let items: Vec<String> = (0..n).map(|_| self.term(sc, 1)).collect();
                format!("[{}]", items.join(", "))
            }
            _ => {
                let n = self.rng.range(1, 5);
                let items: Vec<String> = (0..n).map(|_| self.int_lit()).collect();
                format!("[{}]", items.join(", "))
            }
        }
    }

    /// An arithmetic expression, whether it certainly evaluates to an
    /// integer (when it evaluates at all), and whether it may raise an
    /// error. At most one argument of an operation may raise one: which
    /// of two errors wins depends on the order arguments are evaluated in,
    /// and SWI's order is its own (`b + c` complains about `c`).
    pub(super) fn expr(&mut self, sc: &mut Scope, depth: usize) -> Expr {
        if depth == 0 || self.rng.chance(30) {
            return match self.rng.below(12) {
                0 => {
                    let f = self.rng.pick(FLOATS).to_string();
                    let b = literal_bound(&f);
                    Expr::new(f, false, true).bounded(b)
                }
                1 => {
                    let leaf = *self.rng.pick(&[
                        "pi", "e", "inf", "nan", "epsilon", "a", "\"a\"", "[x]", "foo",
                    ]);
                    // 'a', "a", [x] evaluate to 97.
                    Expr::new(leaf.to_string(), false, true).bounded(100.0)
                }
                2 => Expr::new(self.var(sc), false, true),
                _ => {
                    let t = self.int_var_or_lit(sc);
                    let b = literal_bound(&t);
                    Expr::new(t, true, false).bounded(b)
                }
            };
        }
        let a = self.expr(sc, depth - 1);
        match self.rng.below(5) {
            0 => {
                let f = *self.rng.pick(&[
                    "-", "abs", "sign", "msb", "\\", "max0", "truncate", "integer", "round",
                    "ceiling", "floor",
                ]);
                // SWI's integer/1 and round/1 get 2.0**63 wrong (see
                // NEAR_2_63): a float that may be near it is converted by
                // another function (chosen without the random stream, so
                // programs stay what they were but for the name).
                let f = if (f == "integer" || f == "round") && !a.int && a.bound >= NEAR_2_63 {
                    if f == "integer" {
                        "truncate"
                    } else {
                        "floor"
                    }
                } else {
                    f
                };
                let b = a.bound;
                match f {
                    "max0" => Expr::new(format!("max(0, {})", a.text), a.int, a.fails).bounded(b),
                    "sign" => Expr::new(format!("{f}({})", a.text), a.int, a.fails).bounded(1.0),
                    "-" | "abs" => Expr::new(format!("{f}({})", a.text), a.int, a.fails).bounded(b),
                    "truncate" | "integer" | "round" | "ceiling" | "floor" => {
                        Expr::new(format!("{f}({})", a.text), true, true).bounded(b + 1.0)
                    }
                    "msb" => Expr::new(format!("{f}({})", a.text), a.int, true).bounded(1e5),
                    _ => Expr::new(format!("{f}({})", a.text), a.int, true).bounded(b + 1.0),
                }
            }
            1 => {
                let f = self.rng.pick(&[
                    "sqrt",
                    "float",
                    "exp",
                    "log",
                    "sin",
                    "cos",
                    "atan",
                    "float_integer_part",
                    "float_fractional_part",
                    "tan",
                ]);
                let b = match *f {
                    "sin" | "cos" | "atan" | "float_fractional_part" => 2.0,
                    "sqrt" => a.bound.sqrt(),
                    "exp" => a.bound.exp(),
                    "log" => a.bound.max(1000.0),
                    "tan" => 1e17,
                    _ => a.bound,
                };
                Expr::new(format!("{f}({})", a.text), false, true).bounded(b)
            }
            _ => {
                let b = if a.fails {
                    self.safe_expr(sc)
                } else {
                    self.expr(sc, depth - 1)
                };
                let (a, b) = if self.rng.chance(50) && !a.fails {
                    (b, a)
                } else {
                    (a, b)
                };
                let op = *self.rng.pick(&[
                    "+",
                    "-",
                    "*",
                    "//",
                    "mod",
                    "rem",
                    "div",
                    "min",
                    "max",
                    "gcd",
                    ">>",
                    "<<",
                    "/\\",
                    "\\/",
                    "xor",
                    "^",
                    "**",
                    "/",
                    "atan2",
                    "copysign",
                    "+",
                    "*",
                    "-",
                    "truncate_div",
                ]);
                let int = a.int && b.int;
                let fails = a.fails || b.fails;
                let (x, y) = (&a.text, &b.text);
                let (p, q) = (a.bound, b.bound);
                // SWI 9.0.4 raises error(signal(fpe, _), _) on
                // -9223372036854775808 / -1 (the machine's division
                // overflows; `//` and `div` are right): a dividend that
                // may be that large has a divisor that may be -1 made
                // positive.
                let y_text = if p >= NEAR_2_63 && !is_literal_other_than_minus_one(&b.text) {
                    format!("abs({})", b.text)
                } else {
                    b.text.clone()
                };
                let bound = match op {
                    "+" | "-" => p + q,
                    "*" => p * q,
                    "//" | "rem" | "div" => p + 1.0,
                    "mod" => q,
                    "min" | "max" | "gcd" => p.max(q),
                    "/\\" | "\\/" | "xor" => 2.0 * p.max(q) + 1.0,
                    "atan2" => 4.0,
                    "copysign" | ">>" => p,
                    _ => f64::INFINITY,
                };
                let e = match op {
                    // Shifts and powers take a small literal, so results
                    // stay small enough to print.
                    ">>" | "<<" => Expr::new(
                        format!("({x} {op} {})", self.rng.range(0, 130)),
                        a.int,
                        true,
                    ),
                    "^" => {
                        let n = if self.rng.chance(10) {
                            "(-1)".to_string()
                        } else {
                            self.rng.range(0, 70).to_string()
                        };
                        Expr::new(format!("({x} ^ {n})"), a.int, true)
                    }
                    "**" => Expr::new(format!("({x} ** {})", self.rng.range(-2, 40)), false, true),
                    "min" | "max" | "gcd" | "xor" => Expr::new(
                        format!("{op}({x}, {y})"),
                        int,
                        fails || op == "gcd" || op == "xor",
                    ),
                    "atan2" | "copysign" => Expr::new(format!("{op}({x}, {y})"), false, true),
                    "truncate_div" => Expr::new(format!("truncate({x} / {y_text})"), true, true),
                    "/" => Expr::new(format!("({x} / {y_text})"), false, true),
                    "+" | "-" | "*" => Expr::new(format!("({x} {op} {y})"), int, fails),
                    _ => Expr::new(format!("({x} {op} {y})"), int, true),
                };
                e.bounded(bound)
            }
        }
    }

    /// An expression that cannot raise an error: a known integer or a
    /// small positive literal.
    pub(super) fn safe_expr(&mut self, sc: &mut Scope) -> Expr {
        if !sc.ints.is_empty() && self.rng.chance(40) {
            Expr::new(self.rng.pick(&sc.ints).clone(), true, false)
        } else {
            Expr::new(self.rng.range(1, 12).to_string(), true, false).bounded(12.0)
        }
    }
}

/// `text` with each anonymous variable `_` (outside quotes) renamed to a
/// fresh hidden one, so a goal can name the same variables twice.
pub(super) fn name_anonymous(sc: &mut Scope, text: &str) -> String {
    map_variables(text, |v| if v == "_" { sc.hidden() } else { v.to_string() })
}

/// Whether `text` names a variable (outside quotes).
fn has_variable(text: &str) -> bool {
    let mut found = false;
    map_variables(text, |v| {
        found = true;
        v.to_string()
    });
    found
}

/// `text` with each variable name (outside quotes) replaced by `f` of it.
fn map_variables(text: &str, mut f: impl FnMut(&str) -> String) -> String {
    let cs: Vec<char> = text.chars().collect();
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = String::new();
    let mut quote: Option<char> = None;
    let mut i = 0;
    while i < cs.len() {
        let c = cs[i];
        if let Some(q) = quote {
            out.push(c);
            if c == '\\' && i + 1 < cs.len() {
                out.push(cs[i + 1]);
                i += 1;
            } else if c == q {
                quote = None;
            }
        } else if c == '\'' && i > 0 && cs[i - 1] == '0' && (i < 2 || !word(cs[i - 2])) {
            // `0'c`: a character code, its character taken as is.
            out.push(c);
            if i + 1 < cs.len() {
                out.push(cs[i + 1]);
                i += 1;
            }
        } else if c == '\'' || c == '"' || c == '`' {
            quote = Some(c);
            out.push(c);
        } else if (c == '_' || c.is_ascii_uppercase()) && (i == 0 || !word(cs[i - 1])) {
            let mut j = i;
            while j < cs.len() && word(cs[j]) {
                j += 1;
            }
            let v: String = cs[i..j].iter().collect();
            out.push_str(&f(&v));
            i = j;
            continue;
        } else {
            out.push(c);
        }
        i += 1;
    }
    out
}

/// `goal`, an ordering goal, after what makes the standard order among `terms` (texts naming no `_`, see
/// `name_anonymous`) the same in every system: ISO leaves the order of
/// two distinct unbound variables to the implementation (SWI orders them
/// by address, zebralog by age), so when the terms hold two or more
/// variables at that point they are numbered first, in a fixed order,
/// and the ordering goal after this one compares ground terms. With one
/// variable or none the terms are left as they are: a variable against
/// a nonvar, or against itself, has a standard order, and so keeps its
/// coverage.
///
/// The variables are listed outside the if-then-else: SWI 9.0.4 compiles
/// `X @< X` wrong (it succeeds) when `X` first occurs in an if-then-else
/// before it, as in `p(A) :- ( atom(X) -> true ; true ), X @< X.`
pub(super) fn order_guarded(sc: &mut Scope, terms: &[&str], goal: String) -> String {
    if !terms.iter().any(|t| has_variable(t)) {
        return goal;
    }
    let t = format!("[{}]", terms.join(", "));
    let vs = sc.hidden();
    format!(
        "term_variables({t}, {vs}), ( {vs} = [_, _|_] -> numbervars({t}, 0, _) ; true ), {goal}"
    )
}
