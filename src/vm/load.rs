//! Loading programs: reading clauses, running directives, adding clauses
//! to the database, and the prelude.

use super::{Machine, Outcome, PredKind};
use crate::builtins::{permission_error, Flow};
use crate::compile::compile_clause;
use crate::reader::{Node, ReadTerm, Reader};
use crate::term::{atom, Cell};
use crate::vm::db::{ClauseRef, Key};

/// The prelude, embedded at build time.
const PRELUDE: &[(&str, &str)] = &[
    ("system.pl", include_str!("../../prelude/system.pl")),
    ("control.pl", include_str!("../../prelude/control.pl")),
    ("lists.pl", include_str!("../../prelude/lists.pl")),
    ("apply.pl", include_str!("../../prelude/apply.pl")),
    ("aggregate.pl", include_str!("../../prelude/aggregate.pl")),
    ("terms.pl", include_str!("../../prelude/terms.pl")),
    ("text.pl", include_str!("../../prelude/text.pl")),
    ("library.pl", include_str!("../../prelude/library.pl")),
    ("dcg_basics.pl", include_str!("../../prelude/dcg_basics.pl")),
    ("debug.pl", include_str!("../../prelude/debug.pl")),
    ("assoc.pl", include_str!("../../prelude/assoc.pl")),
    ("error.pl", include_str!("../../prelude/error.pl")),
    ("io.pl", include_str!("../../prelude/io.pl")),
];

/// The file number the prelude is loaded as: predicates it defines
/// have `owner == Some(PRELUDE_FILE)`.
pub(crate) const PRELUDE_FILE: u32 = 0;

/// Why a file could not be loaded at all.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("source_sink `{0}' does not exist")]
    NotFound(String),
    #[error("cannot read {0}: {1}")]
    Io(String, std::io::Error),
}

/// Per file being loaded: which predicate got the last clause, and
/// where each predicate's clauses started.
#[derive(Default)]
struct Contiguity {
    last: Option<u32>,
    first_line: std::collections::HashMap<u32, usize>,
}

pub(crate) enum AddError {
    Flow(Flow),
    Permission,
}

impl Machine {
    pub(crate) fn load_prelude(&mut self) {
        self.files.push("prelude".into());
        for (name, text) in PRELUDE {
            self.consult_text(text, Some(format!("prelude/{name}")), Some(PRELUDE_FILE));
        }
    }

    /// Converts a read term to a heap term; returns it with the named
    /// variables.
    pub(crate) fn import_read_term(
        &mut self,
        t: &ReadTerm,
    ) -> Result<(Cell, Vec<(String, Cell)>), Flow> {
        let vars: Vec<Cell> = t.vars.iter().map(|_| self.st.new_var()).collect();
        let mut cells: Vec<Cell> = vec![Cell::Atom(atom::NIL); t.nodes.len()];
        let mut stack = vec![(t.root, false)];
        while let Some((id, done)) = stack.pop() {
            let cell = match t.node(id) {
                Node::Var(i) => vars[*i as usize],
                Node::Atom(a) => self.st.new_atom(a),
                Node::Int(i) => Cell::Int(*i),
                Node::BigInt(s) => {
                    let n: crate::term::BigInt = s.parse().unwrap_or_default();
                    self.st.new_integer(&n)
                }
                Node::Float(f) => Cell::Flt(*f),
                Node::Str(s) => self.st.new_string(s),
                Node::Compound(name, args) => {
                    if !done {
                        stack.push((id, true));
                        for &a in args.iter().rev() {
                            stack.push((a, false));
                        }
                        continue;
                    }
                    let args: Vec<Cell> = args.iter().map(|&a| cells[a as usize]).collect();
                    let f = self.st.intern(name);
                    self.st.new_compound(f, &args)
                }
            };
            cells[id as usize] = cell;
        }
        let named = t
            .vars
            .iter()
            .zip(vars)
            .filter(|(v, _)| v.name != "_")
            .map(|(v, c)| (v.name.clone(), c))
            .collect();
        Ok((cells[t.root as usize], named))
    }

    /// Adds a clause. `owner` is the file being consulted (None for
    /// assert), `front` for asserta, `names` its variables as the reader
    /// named them (kept for listing/1).
    pub(crate) fn add_clause(
        &mut self,
        clause: Cell,
        owner: Option<u32>,
        front: bool,
        names: &[(String, Cell)],
    ) -> Result<(), AddError> {
        let (head, _) = match crate::compile::split_clause(&self.st, clause) {
            Ok(hb) => hb,
            Err(Cell::Var(_)) => {
                return Err(AddError::Flow(crate::builtins::instantiation_error()))
            }
            Err(other) => {
                return Err(AddError::Flow(crate::builtins::type_error(
                    self, "callable", other,
                )))
            }
        };
        let (name, arity) = self.st.functor(head).unwrap();
        let pid = self.db.pred_id(name, arity);
        // Leading head unifications of a consulted clause go into the
        // head, as SWI compiles them; the variables keep the names they
        // were read with. An asserted clause keeps its body as given (SWI:
        // after assertz((d(X) :- X = a)), retract(d(_)) finds no fact).
        let folded = if owner.is_none() || self.st.atom_name(name).starts_with("$aux") {
            None
        } else {
            let vars: Vec<Cell> = names.iter().map(|(_, c)| *c).collect();
            super::fold::fold_head_unifications(&mut self.st, clause, &vars)
        };
        let renamed: Vec<(String, Cell)>;
        let (clause, names) = match folded {
            Some((folded, vars)) => {
                renamed = names.iter().map(|(n, _)| n.clone()).zip(vars).collect();
                (folded, &renamed[..])
            }
            None => (clause, names),
        };
        let head = crate::compile::split_clause(&self.st, clause).map_or(head, |(h, _)| h);
        let is_aux = self.st.atom_name(name).starts_with("$aux");
        {
            let gen = self.db.generation;
            let pred = &mut self.db.preds[pid as usize];
            if !matches!(pred.kind, PredKind::User) {
                return Err(AddError::Permission);
            }
            match owner {
                Some(f) if !is_aux => {
                    if pred.owner != Some(f) && !pred.dynamic {
                        pred.wipe(gen);
                        pred.owner = Some(f);
                    }
                    pred.defined = true;
                }
                None if !is_aux => {
                    if pred.owner.is_some() && !pred.dynamic && pred.live_clauses(gen) > 0 {
                        return Err(AddError::Permission);
                    }
                    pred.dynamic = true;
                    pred.defined = true;
                }
                _ => {}
            }
        }
        let snapshot = self
            .st
            .export(clause)
            .map_err(|e| AddError::Flow(crate::builtins::copy_error(self, e)))?;
        let names = super::listing::snapshot_names(&self.st, clause, &snapshot, names);
        let before = self.code.marks();
        let compiled = compile_clause(self, clause).map_err(AddError::Flow)?;
        let after = self.code.marks();
        let mut aux_pids: Vec<u32> = Vec::new();
        for &a in &compiled.aux {
            let (h, _) = crate::compile::split_clause(&self.st, a).unwrap_or((a, a));
            if let Some((n, ar)) = self.st.functor(h) {
                let p = self.db.pred_id(n, ar);
                if !aux_pids.contains(&p) {
                    aux_pids.push(p);
                }
            }
        }
        if compiled.max_reg as usize >= super::NREGS {
            return Err(AddError::Flow(crate::builtins::resource_error(
                self,
                "registers",
            )));
        }
        let key = if arity > 0 {
            Key::of(&self.st, self.st.arg(head, 0))
        } else {
            Key::Any
        };
        self.db.generation += 1;
        self.db.next_clause_id += 1;
        let c = ClauseRef {
            start: compiled.start,
            key,
            born: self.db.generation,
            died: u64::MAX,
            id: self.db.next_clause_id,
            term: snapshot,
            code: std::array::from_fn(|i| before[i]..after[i]),
            aux: aux_pids,
            names,
        };
        let pred = &mut self.db.preds[pid as usize];
        if front {
            pred.front.push(c);
        } else {
            pred.back.push(c);
        }
        for aux in compiled.aux {
            self.add_clause(aux, None, false, &[])?;
        }
        Ok(())
    }

    /// Loads a file from disk.
    pub(crate) fn load_file(&mut self, path: &str) -> Result<(), LoadError> {
        let p = self
            .resolve_file(path)
            .ok_or_else(|| LoadError::NotFound(path.to_string()))?;
        let text = std::fs::read_to_string(&p).map_err(|e| LoadError::Io(path.to_string(), e))?;
        let name = p.to_string_lossy().to_string();
        let mtime = std::fs::metadata(&p).and_then(|md| md.modified()).ok();
        let id = match self.files.iter().position(|f| *f == name) {
            Some(i) => {
                // Reconsult: drop what the file defined before.
                let gen = self.db.generation + 1;
                for pred in &mut self.db.preds {
                    if pred.owner == Some(i as u32) {
                        pred.wipe(gen);
                    }
                }
                self.db.generation = gen;
                i as u32
            }
            None => {
                self.files.push(name.clone());
                self.files.len() as u32 - 1
            }
        };
        if let Some(t) = mtime {
            self.file_mtimes.insert(id, t);
        }
        self.consult_text(&text, Some(name), Some(id));
        Ok(())
    }

    /// Loads a file unless it was loaded before (`ensure_loaded/1`,
    /// `use_module/1,2`).
    pub(crate) fn load_file_once(&mut self, path: &str) -> Result<(), LoadError> {
        if let Some(p) = self.resolve_file(path) {
            let name = p.to_string_lossy();
            if self.files.iter().any(|f| *f == name) {
                return Ok(());
            }
        }
        self.load_file(path)
    }

    /// `:- include(File)`: the file's clauses are read as if they stood
    /// in place of the directive, in the file being loaded.
    pub(crate) fn include_file(&mut self, path: &str) -> Result<(), LoadError> {
        let p = self
            .resolve_file(path)
            .ok_or_else(|| LoadError::NotFound(path.to_string()))?;
        let text = std::fs::read_to_string(&p).map_err(|e| LoadError::Io(path.to_string(), e))?;
        let name = p.to_string_lossy().to_string();
        self.including.push(name.clone());
        let owner = self.loading;
        self.consult_text(&text, Some(name), owner);
        self.including.pop();
        Ok(())
    }

    /// The file a consult names: as SWI-Prolog, a relative name is looked
    /// up beside the file being loaded first, then from the working
    /// directory; `.pl` is added when the name has no extension.
    pub(crate) fn resolve_file(&self, path: &str) -> Option<std::path::PathBuf> {
        let given = std::path::PathBuf::from(path);
        let mut candidates = Vec::new();
        if given.is_relative() {
            let current = self
                .including
                .last()
                .or_else(|| self.loading.and_then(|f| self.files.get(f as usize)));
            if let Some(dir) = current.and_then(|f| std::path::Path::new(f).parent()) {
                candidates.push(dir.join(&given));
            }
        }
        candidates.push(given);
        for c in candidates {
            if c.is_file() {
                return Some(c);
            }
            if c.extension().is_none() {
                let with = c.with_extension("pl");
                if with.is_file() {
                    return Some(with);
                }
            }
        }
        None
    }

    /// Loads clauses from text, printing syntax errors and directive
    /// warnings to the error stream as it goes.
    pub(crate) fn consult_text(&mut self, text: &str, file: Option<String>, owner: Option<u32>) {
        let owner = owner.or_else(|| {
            self.files
                .push(file.clone().unwrap_or_else(|| "user".into()));
            Some(self.files.len() as u32 - 1)
        });
        let saved_flags = self.flags.read;
        let saved_loading = self.loading;
        self.loading = owner;
        let mut reader = Reader::new(text, file.clone());
        let mut order = Contiguity::default();
        loop {
            // A halt, or an interrupt (a directive was stopped), ends
            // the load.
            if self.halted.is_some() || self.interrupt.load(std::sync::atomic::Ordering::Relaxed) {
                break;
            }
            let Some(rt) = self.next_clause(&mut reader) else {
                break;
            };
            // As SWI-Prolog: name each variable that occurs once (and does
            // not start with `_`) — usually a typo. The prelude is exempt.
            let singletons = rt.singletons();
            if !singletons.is_empty() && owner != Some(0) {
                let file = file.as_deref().unwrap_or("user");
                self.load_message(&format!(
                    "Warning: {file}:{}:\nWarning:    Singleton variables: [{}]\n",
                    rt.line,
                    singletons.join(",")
                ));
            }
            let (h, tr, gcs) = (self.st.top(), self.st.trail.len(), self.gc_count);
            let where_ = format!("{}:{}", file.as_deref().unwrap_or("user"), rt.line);
            match self.import_read_term(&rt) {
                Ok((term, names)) => {
                    if owner != Some(0) {
                        self.check_contiguous(term, &mut order, &where_, rt.line);
                    }
                    self.handle_clause(term, owner, &where_, &names)
                }
                Err(f) => self.report_flow(f, &where_),
            }
            if self.cps.len() as u32 <= self.base_cp && self.gc_count == gcs {
                self.st.undo_trail(tr);
                self.st.heap.truncate(h as usize);
                self.st.frozen = self.st.frozen.min(h);
            }
        }
        self.loading = saved_loading;
        self.flags.read = saved_flags;
    }

    /// The next term from `reader` with the live operators and flags;
    /// syntax errors are reported and skipped.
    pub(crate) fn next_clause(&mut self, reader: &mut Reader) -> Option<ReadTerm> {
        loop {
            let flags = self.flags.read;
            match reader.next_term(&self.ops, &flags)? {
                Ok(rt) => return Some(rt),
                Err(e) => {
                    self.load_message(&format!("ERROR: {e}\n"));
                    self.syntax_error.get_or_insert(e);
                }
            }
        }
    }

    /// A warning or error of the loader: printed on user_error when
    /// `print_messages` is set (the command line), kept for
    /// `take_messages` otherwise (a library never prints on its own).
    pub(crate) fn load_message(&mut self, text: &str) {
        if self.print_messages {
            self.write_err(text);
        } else {
            self.messages.push(text.to_string());
        }
    }

    /// Warns, as SWI-Prolog does, when a predicate's clauses are split by
    /// clauses of another and it was not declared discontiguous.
    fn check_contiguous(&mut self, term: Cell, order: &mut Contiguity, where_: &str, line: usize) {
        let t = self.st.deref(term);
        let head = match self.st.functor(t) {
            Some((atom::NECK, 1)) => return,
            Some((atom::DCG_ARROW, 2)) => {
                let h = self.st.deref(self.st.arg(t, 0));
                let h = match self.st.functor(h) {
                    Some((atom::COMMA, 2)) => self.st.deref(self.st.arg(h, 0)),
                    _ => h,
                };
                match self.st.functor(h) {
                    Some((n, a)) => (n, a + 2),
                    None => return,
                }
            }
            Some((atom::NECK, 2)) => match self.st.functor(self.st.deref(self.st.arg(t, 0))) {
                Some(f) => f,
                None => return,
            },
            Some(f) => f,
            None => return,
        };
        let pid = self.db.pred_id(head.0, head.1);
        if order.last == Some(pid) {
            return;
        }
        let previous = order.last.replace(pid);
        let Some(&first) = order.first_line.get(&pid) else {
            order.first_line.insert(pid, line);
            return;
        };
        if self.db.preds[pid as usize].discontiguous {
            return;
        }
        let show = |m: &Machine, p: u32| {
            let p = &m.db.preds[p as usize];
            let name = m.st.atom_name(p.name);
            let name = if crate::builtins::write::atom_needs_quotes(name) {
                crate::builtins::write::quote_atom(name)
            } else {
                name.to_string()
            };
            format!("{name}/{}", p.arity)
        };
        let (this, current) = (
            show(self, pid),
            previous.map(|p| show(self, p)).unwrap_or_default(),
        );
        let file = where_.rsplit_once(':').map_or(where_, |(f, _)| f);
        self.load_message(&format!(
            "Warning: {where_}:\nWarning:    Clauses of {this} are not together in the source-file\n\
             Warning:    Earlier definition at {file}:{first}\n\
             Warning:    Current predicate: {current}\n\
             Warning:    Use :- discontiguous {this}. to suppress this message\n"
        ));
    }

    fn handle_clause(
        &mut self,
        term: Cell,
        owner: Option<u32>,
        where_: &str,
        names: &[(String, Cell)],
    ) {
        let t = self.st.deref(term);
        if let Some((atom::NECK, 1)) = self.st.functor(t) {
            let goal = self.st.arg(t, 0);
            self.run_directive(goal, where_);
            return;
        }
        // A translated grammar rule is listed with generated names, as SWI
        // lists it.
        let (term, names) = match self.st.functor(t) {
            // SWI-Prolog's listing keeps the names of a grammar rule's
            // variables only when no terminal folded into the head.
            Some((atom::DCG_ARROW, 2)) => match self.dcg_translate(t) {
                Ok(c) => match super::fold::fold_head_unifications(&mut self.st, c, &[]) {
                    Some((folded, _)) => (folded, &[][..]),
                    None => (c, names),
                },
                Err(f) => return self.report_flow(f, where_),
            },
            _ => (t, names),
        };
        match self.add_clause(term, owner, false, names) {
            Ok(()) => {}
            Err(AddError::Flow(f)) => self.report_flow(f, where_),
            Err(AddError::Permission) => {
                let (head, _) = crate::compile::split_clause(&self.st, term).unwrap();
                let (n, a) = self.st.functor(head).unwrap();
                let pi = crate::builtins::indicator(self, n, a);
                let f = permission_error(self, "modify", "static_procedure", pi);
                self.report_flow(f, where_)
            }
        }
    }

    fn report_flow(&mut self, f: Flow, where_: &str) {
        let ball = match f {
            Flow::Error(formal) => self.error_term(formal),
            Flow::Throw(b) => b,
            Flow::Halt(c) => {
                self.halted = Some(c);
                return;
            }
            Flow::Abort => {
                self.load_message("% Execution Aborted\n");
                return;
            }
        };
        let msg = crate::vm::control::error_message(self, ball);
        self.load_message(&format!("ERROR: {where_}:\nERROR:    {msg}\n"));
    }

    /// Runs a goal in a nested run, keeping the outer control state.
    /// Inside a running query, the outer registers are kept on the root
    /// stack, so a collection inside the nested run relocates them.
    pub(crate) fn run_nested(&mut self, goal: Cell) -> Outcome {
        let saved = (self.p, self.cpc, self.e, self.b0, self.base_cp);
        let mark = self.roots.len();
        // Inside a running query the outer registers may be live; at depth
        // 0 (loading, goals from text) no Prolog code is running.
        let nx = if self.depth > 0 { self.x.len() } else { 0 };
        self.roots.extend_from_slice(&self.x[..nx]);
        self.base_cp = self.cps.len() as u32;
        self.depth += 1;
        let out = self.solve(goal);
        self.cut_to(self.base_cp);
        self.depth -= 1;
        (self.p, self.cpc, self.e, self.b0, self.base_cp) = saved;
        self.x[..nx].copy_from_slice(&self.roots[mark..mark + nx]);
        self.roots.truncate(mark);
        if self.depth == 0 {
            self.end_top_run();
        }
        out
    }

    /// Runs `goal` nested while keeping `keep` alive; returns the outcome
    /// and `keep` as relocated.
    pub(crate) fn run_nested_keep(&mut self, goal: Cell, keep: &[Cell]) -> (Outcome, Vec<Cell>) {
        let mark = self.roots.len();
        self.roots.extend_from_slice(keep);
        let out = self.run_nested(goal);
        let kept = self.roots.split_off(mark);
        (out, kept)
    }

    fn run_directive(&mut self, goal: Cell, where_: &str) {
        let (out, kept) = self.run_nested_keep(goal, &[goal]);
        let goal = kept[0];
        match out {
            Outcome::True => {}
            Outcome::False | Outcome::Error(_) => {
                // As SWI: an error is reported, then the directive as failed.
                if let Outcome::Error(s) = out {
                    let ball = self.st.import(&s);
                    let msg = crate::vm::control::error_message(self, ball);
                    self.load_message(&format!("ERROR: {where_}:\nERROR:    {msg}\n"));
                }
                let user = self.st.new_atom("user");
                let qualified = self.st.new_compound_str(":", &[user, goal]);
                let g = crate::builtins::write::term_to_string(
                    &self.st,
                    &self.ops,
                    qualified,
                    &crate::builtins::write::WriteOpts {
                        quoted: true,
                        ..Default::default()
                    },
                );
                self.load_message(&format!(
                    "Warning: {where_}:\nWarning:    Goal (directive) failed: {g}\n"
                ));
            }
            Outcome::Halt(c) => self.halted = Some(c),
            Outcome::Aborted => self.load_message("% Execution Aborted\n"),
        }
    }

    /// DCG translation (`-->`), done in Prolog by '$dcg_translate'/2.
    fn dcg_translate(&mut self, rule: Cell) -> Result<Cell, Flow> {
        let out = self.st.new_var();
        let f = self.st.intern("dcg_translate_rule");
        let goal = self.st.new_compound(f, &[rule, out]);
        let (res, kept) = self.run_nested_keep(goal, &[rule, out]);
        let (rule, out) = (kept[0], kept[1]);
        match res {
            Outcome::True => Ok(out),
            Outcome::Error(s) => Err(Flow::Throw(self.st.import(&s))),
            Outcome::Aborted => Err(Flow::Abort),
            _ => Err(crate::builtins::type_error(self, "dcg_rule", rule)),
        }
    }
}
