//! The clause layout of SWI-Prolog's `portray_clause/2` (its
//! library(listing)), rule for rule: the head and `:-` on one line, body
//! goals one per line indented four columns, if-then-else and
//! disjunctions as `(   If -> Then ; Else )` blocks, meta-arguments laid
//! out as bodies, and terms too long for a 78-column line wrapped one
//! argument per line.
//!
//! Variables are named as `numbervars/4` with `singletons(true)` names
//! them (`A`, `B`, ... and `_` for singletons) unless the caller gives
//! source names, which `listing/1` does for consulted clauses.
//!
//! **Invariant:** like the writer, this depends only on the store and the
//! operator table, and never recurses natively on the term: pending
//! layout is an explicit stack of [`Task`]s.

use std::collections::{HashMap, HashSet};

use crate::builtins::write::{is_symbol_char, term_to_string, var_letter_name, WriteOpts};
use crate::reader::OpTable;
use crate::term::{atom, Atom, Cell, Store};

/// Columns a body is indented by (SWI's `listing:body_indentation`).
const BODY_INDENT: usize = 4;
/// Terms that would run past this column are wrapped
/// (`listing:line_width`).
const LINE_WIDTH: usize = 78;

/// The text `portray_clause/1` prints for `clause`, final newline
/// included. `source_names` names variables as they were written; the
/// others get generated names.
pub(crate) fn portray_clause(
    st: &Store,
    ops: &OpTable,
    clause: Cell,
    source_names: &[(Cell, String)],
) -> String {
    let (names, measure_names) = name_variables(st, clause, source_names);
    let mut layout = Layout {
        st,
        ops,
        opts: WriteOpts {
            quoted: true,
            numbervars: true,
            space_args: true,
            escapes: crate::builtins::write::Escapes::Unicode,
            variable_names: names,
            ..WriteOpts::default()
        },
        measure_opts: WriteOpts {
            max_length: LINE_WIDTH,
            variable_names: measure_names,
            ..WriteOpts::default()
        },
        out: String::new(),
        col: 0,
        tasks: Vec::new(),
    };
    layout.clause(clause);
    layout.run();
    layout.out
}

/// Names for variables, as `WriteOpts::variable_names` takes them.
type VarNames = Vec<(Cell, String)>;

/// Names for the clause's variables, in order of first occurrence: the
/// source name if there is one, `_` for other variables that occur once,
/// and `A`, `B`, ... for the rest, skipping letters the source names use.
///
/// The second list is what SWI measures line length with: it binds each
/// variable to `'$VAR'(N)` and measures with plain `write`, which prints
/// `$VAR(N)`.
fn name_variables(st: &Store, t: Cell, source: &[(Cell, String)]) -> (VarNames, VarNames) {
    let (order, count) = st.variable_occurrences(&[t]);
    let given: HashMap<u32, &str> = source
        .iter()
        .filter_map(|(c, n)| match st.deref(*c) {
            Cell::Var(a) => Some((a, n.as_str())),
            _ => None,
        })
        .collect();
    let taken: HashSet<&str> = source.iter().map(|(_, n)| n.as_str()).collect();
    let mut next = 0;
    let (mut names, mut measure) = (Vec::new(), Vec::new());
    for a in order {
        let (name, shown_as) = if let Some(n) = given.get(&a) {
            (n.to_string(), format!("$VAR({n})"))
        } else if count[&a] == 1 {
            ("_".to_string(), "$VAR(_)".to_string())
        } else {
            loop {
                let n = var_letter_name(next);
                next += 1;
                if !taken.contains(n.as_str()) {
                    break (n, format!("$VAR({})", next - 1));
                }
            }
        };
        measure.push((Cell::Var(a), shown_as));
        names.push((Cell::Var(a), name));
    }
    (names, measure)
}

/// A pending piece of layout. Each variant is one of SWI's listing.pl
/// predicates; the comment names it.
#[derive(Clone, Copy)]
enum Task {
    Text(&'static str),
    /// `nlindent/2`: a newline, then spaces to the column.
    NlIndent(usize),
    /// `portray_body/6`: a goal at `indent`, on a new line if `nl`, in a
    /// context of priority `pri`.
    Body {
        t: Cell,
        indent: usize,
        nl: bool,
        pri: u16,
    },
    /// A rule's body, after its head and neck (`do_portray_clause/3`).
    Neck {
        body: Cell,
        pri: u16,
    },
    /// The conjunction `(l, r)` on a new line, without building it.
    Conj {
        l: Cell,
        r: Cell,
        indent: usize,
    },
    /// `portray_or/5`: a branch of a disjunction block.
    Or {
        t: Cell,
        indent: usize,
        pri: u16,
    },
    /// `portray_or/4`: the inside of a `(   ... )` block.
    OrBlock {
        t: Cell,
        indent: usize,
    },
    /// `pprint/4`: a term, wrapped if too long for the line.
    Pprint {
        t: Cell,
        pri: u16,
    },
    /// A meta-argument: a body aligned at the column it starts in.
    MetaGoal(Cell),
    /// The arguments of a wrapped compound or meta call from the `i`th
    /// on, one per line at `indent`; `spec` marks meta-arguments.
    Args {
        c: Cell,
        i: usize,
        indent: usize,
        spec: Option<&'static str>,
    },
    /// `portray_list_elements/4`: the rest of a wrapped list.
    ListElems {
        l: Cell,
        indent: usize,
    },
    /// `full_stop/1`.
    FullStop,
}

struct Layout<'a> {
    st: &'a Store,
    ops: &'a OpTable,
    /// The final writing options (`listing_write_options/3`).
    opts: WriteOpts,
    /// How SWI measures a term's length: plain `write_term/2`.
    measure_opts: WriteOpts,
    out: String,
    /// The column the next character goes in (`line_position/2`).
    col: usize,
    tasks: Vec<Task>,
}

impl Layout<'_> {
    fn run(&mut self) {
        while let Some(task) = self.tasks.pop() {
            match task {
                Task::Text(s) => self.put(s),
                Task::NlIndent(n) => self.nlindent(n),
                Task::Body { t, indent, nl, pri } => {
                    if nl {
                        self.nlindent(indent);
                    }
                    self.body(t, indent, pri);
                }
                Task::Neck { body, pri } => self.neck(body, pri),
                Task::Conj { l, r, indent } => {
                    self.nlindent(indent);
                    self.conjunction(l, r, indent);
                }
                Task::Or { t, indent, pri } => self.or(t, indent, pri),
                Task::OrBlock { t, indent } => self.or_block(t, indent),
                Task::Pprint { t, pri } => self.pprint(t, pri),
                Task::MetaGoal(t) => {
                    let indent = self.col;
                    self.body(t, indent, 999);
                }
                Task::Args { c, i, indent, spec } => self.args(c, i, indent, spec),
                Task::ListElems { l, indent } => self.list_elems(l, indent),
                Task::FullStop => {
                    let glue = self.out.chars().next_back().is_some_and(is_symbol_char);
                    self.put(if glue { " .\n" } else { ".\n" });
                }
            }
        }
    }

    /// Pushes tasks so that they run in the order given.
    fn then(&mut self, tasks: &[Task]) {
        self.tasks.extend(tasks.iter().rev());
    }

    fn put(&mut self, s: &str) {
        self.out.push_str(s);
        match s.rfind('\n') {
            Some(i) => self.col = s[i + 1..].chars().count(),
            None => self.col += s.chars().count(),
        }
    }

    fn nlindent(&mut self, n: usize) {
        self.put("\n");
        self.put(&" ".repeat(n));
    }

    /// `~q` of an atom, as `format/2` writes it.
    fn put_quoted_atom(&mut self, a: Atom) {
        let opts = WriteOpts {
            quoted: true,
            ..WriteOpts::default()
        };
        let s = term_to_string(self.st, self.ops, Cell::Atom(a), &opts);
        self.put(&s);
    }

    /// `do_portray_clause/3`: facts, rules, directives.
    fn clause(&mut self, t: Cell) {
        let t = self.st.deref(t);
        let arg = |i| self.st.deref(self.st.arg(t, i));
        match self.st.functor(t) {
            Some((atom::NECK, 2)) if arg(1) == Cell::Atom(atom::TRUE) => {
                self.then(&[
                    Task::Pprint {
                        t: arg(0),
                        pri: 1200,
                    },
                    Task::FullStop,
                ]);
            }
            Some((neck, 2)) if self.is_neck(neck) => {
                // SWI swaps the names: the head is written at the right
                // argument's priority and the body at the left's. Both
                // are 1199 for the standard xfx necks.
                let (body_pri, head_pri) = self.infix_pris(neck, (1199, 1199));
                let (head, body) = (arg(0), arg(1));
                let neck = match self.st.atom_name(neck) {
                    "-->" => " -->",
                    "=>" => " =>",
                    _ => " :-",
                };
                self.then(&[
                    Task::Pprint {
                        t: head,
                        pri: head_pri,
                    },
                    Task::Text(neck),
                    Task::Neck {
                        body,
                        pri: body_pri,
                    },
                ]);
            }
            Some((atom::NECK, 1)) if self.module_directive(arg(0)) => {}
            Some((op, 1)) if op == atom::NECK || self.st.atom_name(op) == "?-" => {
                let op = self.st.atom_name(op).to_string();
                self.put(&op);
                self.put(" ");
                self.then(&[
                    Task::Body {
                        t: arg(0),
                        indent: 3,
                        nl: false,
                        pri: 1199,
                    },
                    Task::FullStop,
                ]);
            }
            _ => self.then(&[
                Task::Body {
                    t,
                    indent: 0,
                    nl: false,
                    pri: 1200,
                },
                Task::FullStop,
            ]),
        }
    }

    /// `:-`, `-->` and `=>` (when they are infix operators) separate a
    /// head from a body.
    fn is_neck(&self, name: Atom) -> bool {
        (name == atom::NECK || name == atom::DCG_ARROW || self.st.atom_name(name) == "=>")
            && self.ops.infix(self.st.atom_name(name)).is_some()
    }

    /// The body of a rule, after the head and the neck.
    fn neck(&mut self, body: Cell, pri: u16) {
        match self.qualified_body(body) {
            Some((module, local)) => {
                self.nlindent(BODY_INDENT);
                self.put_quoted_atom(module);
                if self.out.chars().next_back().is_some_and(is_symbol_char) {
                    self.put(" ");
                }
                self.put(":");
                self.nlindent(BODY_INDENT);
                self.put("(   ");
                self.then(&[
                    Task::Body {
                        t: local,
                        indent: 2 * BODY_INDENT,
                        nl: false,
                        pri: 1200,
                    },
                    Task::NlIndent(BODY_INDENT),
                    Task::Text(")"),
                    Task::FullStop,
                ]);
            }
            None => self.then(&[
                Task::Body {
                    t: body,
                    indent: BODY_INDENT,
                    nl: true,
                    pri,
                },
                Task::FullStop,
            ]),
        }
    }

    /// `Module:Body` where Body is a control structure: SWI lays it out
    /// as a block under the module name.
    fn qualified_body(&self, body: Cell) -> Option<(Atom, Cell)> {
        if self.st.functor(body) != Some((atom::COLON, 2)) {
            return None;
        }
        let module = self.st.deref(self.st.arg(body, 0));
        let local = self.st.deref(self.st.arg(body, 1));
        match module {
            Cell::Atom(m) if !self.primitive(local) => Some((m, local)),
            _ => None,
        }
    }

    /// `:- module(Name, Exports)` with the export list one per line.
    fn module_directive(&mut self, d: Cell) -> bool {
        if self.st.functor(d) != Some((atom::MODULE, 2)) {
            return false;
        }
        let (name, list) = (self.st.arg(d, 0), self.st.deref(self.st.arg(d, 1)));
        if list != Cell::Atom(atom::NIL) && self.st.list_to_vec(list).is_err() {
            return false;
        }
        self.put(":- module(");
        let indent = self.col;
        self.opts.priority = 1200;
        let name = term_to_string(self.st, self.ops, name, &self.opts);
        self.put(&name);
        self.put(",");
        self.nlindent(indent);
        self.then(&[Task::Text(").\n")]);
        self.list(list, indent);
        true
    }

    // ---- bodies ------------------------------------------------------------

    /// `portray_body/6` after the optional newline.
    fn body(&mut self, t: Cell, indent: usize, pri: u16) {
        let t = self.st.deref(t);
        if self.or_layout(t) {
            self.put("(   ");
            self.then(&[
                Task::Or {
                    t,
                    indent,
                    pri: 1200,
                },
                Task::NlIndent(indent),
                Task::Text(")"),
            ]);
        } else if self.needs_braces(t, pri) {
            self.put("( ");
            self.then(&[
                Task::Body {
                    t,
                    indent: indent + 2,
                    nl: false,
                    pri: 1200,
                },
                Task::NlIndent(indent),
                Task::Text(")"),
            ]);
        } else if self.st.functor(t) == Some((atom::COMMA, 2)) {
            self.conjunction(self.st.arg(t, 0), self.st.arg(t, 1), indent);
        } else if self.st.functor(t) == Some((atom::NOT_PROVABLE, 1)) {
            self.put("\\+ ");
            let pri = self.ops.prefix("\\+").map_or(900, |op| op.arg_precs().1);
            self.tasks.push(Task::Body {
                t: self.st.arg(t, 0),
                indent: indent + 3,
                nl: false,
                pri,
            });
        } else if let Some(spec) = self.meta_spec(t) {
            self.meta_call(t, spec);
        } else {
            self.pprint(t, pri);
        }
    }

    /// `(L, R)`: SWI's two conjunction clauses. `L` is written at the
    /// left priority; when `L` is itself a conjunction `(A, B)`, only `A`
    /// is, and `(B, R)` follows as the rest, so one level of left nesting
    /// is flattened and deeper ones are braced, as SWI does.
    fn conjunction(&mut self, l: Cell, r: Cell, indent: usize) {
        let (left, right) = self.infix_pris(atom::COMMA, (999, 1000));
        let l = self.st.deref(l);
        if self.st.functor(l) == Some((atom::COMMA, 2)) {
            self.then(&[
                Task::Text(","),
                Task::Conj {
                    l: self.st.arg(l, 1),
                    r,
                    indent,
                },
            ]);
            self.body(self.st.arg(l, 0), indent, left);
        } else {
            self.then(&[
                Task::Text(","),
                Task::Body {
                    t: r,
                    indent,
                    nl: true,
                    pri: right,
                },
            ]);
            self.body(l, indent, left);
        }
    }

    /// `portray_or/5`.
    fn or(&mut self, t: Cell, indent: usize, pri: u16) {
        let t = self.st.deref(t);
        if self.needs_braces(t, pri) {
            let inner = indent + BODY_INDENT;
            self.put("(   ");
            self.then(&[
                Task::OrBlock { t, indent: inner },
                Task::NlIndent(inner),
                Task::Text(")"),
            ]);
        } else if self.or_layout(t) {
            self.or_block(t, indent);
        } else {
            self.tasks.push(Task::Body {
                t,
                indent: indent + BODY_INDENT,
                nl: false,
                pri,
            });
        }
    }

    /// `portray_or/4`: `If -> Then ; Else`, `If *-> Then ; Else`,
    /// `If -> Then`, `A ; B`, each branch after a four-column marker.
    fn or_block(&mut self, t: Cell, indent: usize) {
        let nest = indent + BODY_INDENT;
        let (if_pri, then_pri) = self.infix_pris(atom::ARROW, (1049, 1050));
        let (or_left, or_right) = self.infix_pris(atom::SEMI, (1099, 1100));
        let body = |t, pri| Task::Body {
            t,
            indent: nest,
            nl: false,
            pri,
        };
        let Some((name, 2)) = self.st.functor(t) else {
            // SWI's portray_or/4 fails here (an operator term of priority
            // over 1100 as an Else branch); lay it out as a plain goal.
            self.tasks.push(body(t, 1200));
            return;
        };
        let (a, b) = (self.st.deref(self.st.arg(t, 0)), self.st.arg(t, 1));
        let arrow = |name| match name {
            atom::ARROW => Some("->  "),
            atom::SOFT_ARROW => Some("*-> "),
            _ => None,
        };
        match name {
            atom::SEMI => match self
                .st
                .functor(a)
                .and_then(|(n, ar)| arrow(n).filter(|_| ar == 2))
            {
                Some(marker) => {
                    let (cond, then) = (self.st.arg(a, 0), self.st.arg(a, 1));
                    self.then(&[
                        body(cond, if_pri),
                        Task::NlIndent(indent),
                        Task::Text(marker),
                        body(then, then_pri),
                        Task::NlIndent(indent),
                        Task::Text(";   "),
                        Task::Or {
                            t: b,
                            indent,
                            pri: or_right,
                        },
                    ]);
                }
                None => self.then(&[
                    body(a, or_left),
                    Task::NlIndent(indent),
                    Task::Text(";   "),
                    Task::Or {
                        t: b,
                        indent,
                        pri: or_right,
                    },
                ]),
            },
            atom::ARROW | atom::SOFT_ARROW => self.then(&[
                body(a, if_pri),
                Task::NlIndent(indent),
                Task::Text(arrow(name).unwrap_or("->  ")),
                Task::Or {
                    t: b,
                    indent,
                    pri: then_pri,
                },
            ]),
            atom::BAR => {
                let (left, right) = self.infix_pris(atom::BAR, (1099, 1100));
                self.then(&[
                    body(a, left),
                    Task::NlIndent(indent),
                    Task::Text("|   "),
                    Task::Or {
                        t: b,
                        indent,
                        pri: right,
                    },
                ]);
            }
            _ => self.tasks.push(body(t, 1200)),
        }
    }

    /// `portray_meta/4`: a meta-predicate call with a control structure
    /// as a goal argument has its arguments one per line, the goals laid
    /// out as bodies; any other is written at priority 999.
    fn meta_call(&mut self, t: Cell, spec: &'static str) {
        let arity = self.st.functor(t).map_or(0, |(_, n)| n);
        let spread = spec.bytes().enumerate().any(|(i, s)| {
            s.is_ascii_digit() && i < arity && !self.primitive(self.st.deref(self.st.arg(t, i)))
        });
        if !spread {
            return self.pprint(t, 999);
        }
        self.args_aligned(t, Some(spec));
    }

    /// `name(` and then the arguments one per line, aligned after the `(`;
    /// `spec` marks the meta arguments, laid out as bodies.
    fn args_aligned(&mut self, t: Cell, spec: Option<&'static str>) {
        let (name, _) = self.st.functor(t).expect("a compound term");
        self.put_quoted_atom(name);
        self.put("(");
        let indent = self.col;
        self.then(&[
            Task::Args {
                c: t,
                i: 0,
                indent,
                spec,
            },
            Task::Text(")"),
        ]);
    }

    // ---- terms -------------------------------------------------------------

    /// `pprint/4`.
    fn pprint(&mut self, t: Cell, pri: u16) {
        let t = self.st.deref(t);
        match self.st.functor(t) {
            Some((atom::CURLY, 1)) if matches!(t, Cell::Str(_)) => {
                let indent = self.col;
                self.put("{ ");
                self.then(&[
                    Task::Body {
                        t: self.st.arg(t, 0),
                        indent: indent + 2,
                        nl: false,
                        pri: 1000,
                    },
                    Task::NlIndent(indent),
                    Task::Text("}"),
                ]);
                return;
            }
            Some((_, n)) if n > 0 && !self.nowrap(t) => {
                let len = term_to_string(self.st, self.ops, t, &self.measure_opts)
                    .chars()
                    .count()
                    .min(LINE_WIDTH);
                if self.col + len > LINE_WIDTH && 4 * len > LINE_WIDTH {
                    return self.wrapped(t);
                }
            }
            _ => {}
        }
        self.opts.priority = pri;
        let s = term_to_string(self.st, self.ops, t, &self.opts);
        self.put(&s);
    }

    /// `pprint_wrapped/4`: a list one element per line, or a compound
    /// one argument per line aligned after its `(`.
    fn wrapped(&mut self, t: Cell) {
        if let Cell::Lst(_) = t {
            let indent = self.col;
            return self.list(t, indent);
        }
        self.args_aligned(t, None);
    }

    fn args(&mut self, c: Cell, i: usize, indent: usize, spec: Option<&'static str>) {
        let arity = self.st.functor(c).map_or(0, |(_, n)| n);
        if i + 1 < arity {
            self.then(&[
                Task::Text(","),
                Task::NlIndent(indent),
                Task::Args {
                    c,
                    i: i + 1,
                    indent,
                    spec,
                },
            ]);
        }
        let arg = self.st.arg(c, i);
        let is_goal = spec.is_some_and(|s| s.as_bytes().get(i).is_some_and(u8::is_ascii_digit));
        self.tasks.push(if is_goal {
            Task::MetaGoal(arg)
        } else {
            Task::Pprint { t: arg, pri: 999 }
        });
    }

    /// `portray_list/4`: `[ a,` / `b` / `]`, elements at `indent + 2`.
    fn list(&mut self, l: Cell, indent: usize) {
        if self.st.deref(l) == Cell::Atom(atom::NIL) {
            return self.put("[]");
        }
        self.put("[ ");
        self.then(&[
            Task::ListElems {
                l,
                indent: indent + 2,
            },
            Task::NlIndent(indent),
            Task::Text("]"),
        ]);
    }

    fn list_elems(&mut self, l: Cell, indent: usize) {
        let Cell::Lst(a) = self.st.deref(l) else {
            return;
        };
        let (head, tail) = (
            self.st.heap[a as usize],
            self.st.deref(self.st.heap[a as usize + 1]),
        );
        let head = Task::Pprint { t: head, pri: 999 };
        match tail {
            Cell::Atom(atom::NIL) => self.tasks.push(head),
            Cell::Lst(_) => self.then(&[
                head,
                Task::Text(","),
                Task::NlIndent(indent),
                Task::ListElems { l: tail, indent },
            ]),
            _ => self.then(&[
                head,
                Task::NlIndent(indent - 2),
                Task::Text("| "),
                Task::Pprint { t: tail, pri: 999 },
            ]),
        }
    }

    // ---- classification ----------------------------------------------------

    /// `or_layout/1`: the control structures laid out as blocks.
    fn or_layout(&self, t: Cell) -> bool {
        matches!(
            self.st.functor(t),
            Some((atom::SEMI | atom::ARROW | atom::SOFT_ARROW, 2))
        ) && matches!(t, Cell::Str(_))
    }

    /// `primitive/1`: neither a block nor a conjunction.
    fn primitive(&self, t: Cell) -> bool {
        !self.or_layout(t) && self.st.functor(t) != Some((atom::COMMA, 2))
    }

    /// `term_needs_braces/2`: a callable term whose name is an operator
    /// (of any kind) above the context priority.
    fn needs_braces(&self, t: Cell, pri: u16) -> bool {
        let name = match t {
            Cell::Atom(a) if a != atom::NIL => a,
            Cell::Str(_) => match self.st.functor(t) {
                Some((a, _)) => a,
                None => return false,
            },
            _ => return false,
        };
        let name = self.st.atom_name(name);
        [
            self.ops.prefix(name),
            self.ops.infix(name),
            self.ops.postfix(name),
        ]
        .into_iter()
        .flatten()
        .any(|op| op.prec > pri)
    }

    /// `nowrap_term/1`: operator terms (and `'$VAR'`) are never wrapped.
    fn nowrap(&self, t: Cell) -> bool {
        let Some((name, arity)) = self.st.functor(t) else {
            return true;
        };
        if name == atom::VAR_FUNCTOR && arity == 1 {
            return true;
        }
        let name = self.st.atom_name(name);
        match arity {
            2 => self.ops.infix(name).is_some(),
            1 => self.ops.prefix(name).is_some() || self.ops.postfix(name).is_some(),
            _ => false,
        }
    }

    /// The meta-predicate declaration of a goal, if it calls one. For
    /// `Module:Goal` SWI finds Goal's declaration and applies it to the
    /// two arguments of `:`; we follow, so `m:(A, B)` prints as SWI's
    /// `:(m, (A, B))` block.
    fn meta_spec(&self, t: Cell) -> Option<&'static str> {
        let (mut name, mut arity) = self.st.functor(t)?;
        if (name, arity) == (atom::COLON, 2) {
            (name, arity) = self.st.functor(self.st.deref(self.st.arg(t, 1)))?;
        }
        let name = self.st.atom_name(name);
        META_PREDICATES
            .iter()
            .find(|(n, s)| *n == name && s.len() == arity)
            .map(|(_, s)| *s)
    }

    /// The argument priorities of an infix operator, or `default` if it
    /// is not one.
    fn infix_pris(&self, name: Atom, default: (u16, u16)) -> (u16, u16) {
        self.ops
            .infix(self.st.atom_name(name))
            .map_or(default, |op| op.arg_precs())
    }
}

/// Meta-predicates among the builtins and the library, with SWI-Prolog's
/// declarations: a digit marks a goal argument (laid out as a body when
/// it is a control structure), any other character a plain one. A call
/// to any of these is written at priority 999, as SWI does.
const META_PREDICATES: &[(&str, &str)] = &[
    (",", "00"),
    (";", "00"),
    ("->", "00"),
    ("*->", "00"),
    ("\\+", "0"),
    ("call", "0"),
    ("call", "1?"),
    ("call", "2??"),
    ("call", "3???"),
    ("call", "4????"),
    ("call", "5?????"),
    ("call", "6??????"),
    ("call", "7???????"),
    ("once", "0"),
    ("ignore", "0"),
    ("not", "0"),
    ("forall", "00"),
    ("findall", "?0-"),
    ("findall", "?0-?"),
    ("aggregate_all", "?0-"),
    ("aggregate_all", "??0-"),
    ("bagof", "?^-"),
    ("setof", "?^-"),
    ("catch", "0?0"),
    ("call_cleanup", "00"),
    ("setup_call_cleanup", "000"),
    ("setup_call_catcher_cleanup", "00?0"),
    ("with_output_to", "+0"),
    ("maplist", "1?"),
    ("maplist", "2??"),
    ("maplist", "3???"),
    ("maplist", "4????"),
    ("maplist", "5?????"),
    ("maplist", "6??????"),
    ("foldl", "3++-"),
    ("foldl", "4+++-"),
    ("foldl", "5++++-"),
    ("foldl", "6+++++-"),
    ("include", "1+-"),
    ("exclude", "1+-"),
    ("partition", "1+--"),
    ("partition", "2+---"),
    ("convlist", "2+-"),
    ("predsort", "3+-"),
    ("max_member", "2-+"),
    ("min_member", "2-+"),
    ("phrase", "/?"),
    ("phrase", "/??"),
    ("apply", ":+"),
    ("assert", ":"),
    ("asserta", ":"),
    ("assertz", ":"),
    ("retract", ":"),
    ("retractall", ":"),
    ("clause", ":?"),
    ("dynamic", ":"),
    ("discontiguous", ":"),
    ("multifile", ":"),
    ("module_transparent", ":"),
    ("public", ":"),
    ("thread_local", ":"),
    ("initialization", "0"),
    ("initialization", "0+"),
    ("consult", ":"),
    ("ensure_loaded", ":"),
    ("use_module", ":"),
    ("use_module", ":+"),
    ("format", "+:"),
    ("format", "++:"),
    ("current_op", "++:"),
    ("op", "++:"),
    ("listing", ":"),
    ("time", "0"),
];
