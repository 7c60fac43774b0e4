//! Loading programs: reading clauses, running directives, adding clauses
//! to the database, and the prelude.

use super::conditional::{Conditional, Directive, Step};
use super::{Machine, Outcome, PredKind, RunKind};
use crate::builtins::stream::USER_INPUT;
use crate::builtins::Flow;
use crate::compile::{compile_clause, Origin};
use crate::reader::{ReadTerm, Reader};
use crate::term::{atom, Cell};
use crate::vm::db::{ClauseRef, Key};

/// The prelude, embedded at build time and loaded by every
/// `Machine::new()`. Rarely used library files are not in it: they load
/// when first used (`autoload.rs`).
pub(crate) const PRELUDE: &[(&str, &str)] = &[
    ("system.pl", include_str!("../../prelude/system.pl")),
    ("control.pl", include_str!("../../prelude/control.pl")),
    ("lists.pl", include_str!("../../prelude/lists.pl")),
    ("apply.pl", include_str!("../../prelude/apply.pl")),
    ("terms.pl", include_str!("../../prelude/terms.pl")),
    ("text.pl", include_str!("../../prelude/text.pl")),
    ("library.pl", include_str!("../../prelude/library.pl")),
    ("io.pl", include_str!("../../prelude/io.pl")),
    (
        "coroutining.pl",
        include_str!("../../prelude/coroutining.pl"),
    ),
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
    /// The file is being loaded already: loading it inside itself
    /// (`:- consult(self)`, an include cycle) would never end.
    #[error("{0} is being loaded already")]
    Cycle(String),
}

/// Per file being loaded (with the files it includes): which predicate
/// got the last clause, and where (`file:line`) each predicate's clauses
/// started, so also which predicates this load has given clauses.
#[derive(Default)]
pub(crate) struct Contiguity {
    last: Option<u32>,
    first_at: std::collections::HashMap<u32, String>,
}

/// One source being loaded: a file, text, or `[user]`.
struct Load {
    /// Its name in messages.
    file: String,
    owner: Option<u32>,
    order: Contiguity,
    /// What to restore when it is loaded: flags set while loading
    /// (`double_quotes`) are local to the file.
    saved_flags: crate::reader::ReadFlags,
    saved_loading: Option<u32>,
    saved_clause_at: Option<String>,
    saved_module: crate::term::Atom,
    /// The module its `:- module(M, _)` directive named: its unqualified
    /// attribute hooks are M's (`module_hook_clause`).
    module: Option<crate::term::Atom>,
    /// The predicates it gave rules (`Head => Body`), which get their
    /// catch-all clause when it ends (`ssu.rs`).
    ssu: Vec<u32>,
    /// Its open `:- if` directives (`conditional.rs`).
    cond: Conditional,
}

/// The text of a source file, and where it held bytes that were not
/// UTF-8.
struct Source {
    text: String,
    bad: Vec<BadByte>,
}

/// A byte (or a broken sequence) that is not UTF-8, read as U+FFFD.
struct BadByte {
    /// Where its U+FFFD is in the text.
    offset: usize,
    line: usize,
    col: usize,
    what: &'static str,
}

/// Reads a source file as SWI-Prolog does: UTF-8, a byte order mark
/// and a `#!` first line (a script's interpreter line) skipped; a
/// byte that is not UTF-8 reads as U+FFFD and is remembered, so the
/// file still loads and the warning says where.
fn read_source(path: &std::path::Path) -> std::io::Result<Source> {
    let bytes = std::fs::read(path)?;
    let mut bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&bytes);
    if bytes.starts_with(b"#!") {
        // The newline stays, so line numbers are the file's.
        bytes = &bytes[bytes
            .iter()
            .position(|&b| b == b'\n')
            .unwrap_or(bytes.len())..];
    }
    let mut source = Source {
        text: String::with_capacity(bytes.len()),
        bad: Vec::new(),
    };
    let (mut line, mut line_start) = (1, 0);
    for chunk in bytes.utf8_chunks() {
        let valid = chunk.valid();
        for (i, c) in valid.char_indices() {
            if c == '\n' {
                line += 1;
                line_start = source.text.len() + i + 1;
            }
        }
        source.text.push_str(valid);
        let invalid = chunk.invalid();
        if let Some(&first) = invalid.first() {
            source.bad.push(BadByte {
                offset: source.text.len(),
                line,
                col: source.text[line_start..].chars().count() + 1,
                what: if (0xC2..=0xF4).contains(&first) {
                    "Illegal UTF-8 continuation"
                } else {
                    "Illegal UTF-8 start"
                },
            });
            source.text.push(char::REPLACEMENT_CHARACTER);
        }
    }
    Ok(source)
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
        // Now that the prelude's own system predicates exist.
        self.declare_system_meta();
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
        let origin = match owner {
            Some(PRELUDE_FILE) => Origin::System,
            _ => Origin::User,
        };
        // `M:Clause` goes into M and runs there; `M:Head :- Body` goes
        // into M and its body runs where it was written, as in SWI.
        let default = if owner.is_some() {
            self.source_module
        } else {
            atom::USER
        };
        let (body_module, clause) = self.strip_module(clause, default);
        let (module, clause) = match self.cx.st.functor(clause) {
            Some((atom::NECK, 2)) => {
                let (hm, h) = self.strip_module(self.cx.st.arg(clause, 0), body_module);
                let mut b = self.cx.st.arg(clause, 1);
                if hm != body_module {
                    // Kept qualified, as SWI keeps it (clause/2, listing).
                    let m = Cell::Atom(body_module);
                    b = self.cx.st.new_compound(atom::COLON, &[m, b]);
                }
                let b = self.qualify_body(b, body_module);
                (hm, self.cx.st.new_compound(atom::NECK, &[h, b]))
            }
            _ => self.strip_module(clause, body_module),
        };
        self.add_clause_from(clause, owner, front, names, origin, (module, body_module))
    }

    /// `resource_error(memory)` unless a clause of `cells` cells fits in
    /// the database: the terms of the live clauses (their compiled code
    /// takes about as much again) may take as many bytes as the
    /// `stack_limit` flag allows the stacks. SWI-Prolog bounds only its
    /// stacks, so a program that asserts or records without end grows
    /// until the host runs out of memory; here it gets an error it can
    /// catch, and the database (the recorded database too, which is
    /// clauses) stays within a limit the user sets (issue 25).
    fn room_for_clause(&mut self, cells: usize) -> Result<(), Flow> {
        let bytes = self
            .db
            .clause_cells
            .saturating_add(cells)
            .saturating_mul(std::mem::size_of::<Cell>());
        if bytes > self.cx.flags.stack_limit {
            return Err(crate::builtins::resource_error(&mut self.cx, "memory"));
        }
        Ok(())
    }

    /// Adds a clause written by `origin`: the prelude and the compiler's
    /// auxiliary clauses may use the cut-level control forms.
    fn add_clause_from(
        &mut self,
        clause: Cell,
        owner: Option<u32>,
        front: bool,
        names: &[(String, Cell)],
        origin: Origin,
        (module, body_module): (crate::term::Atom, crate::term::Atom),
    ) -> Result<(), AddError> {
        let (head, _) = match crate::compile::split_clause(&self.cx.st, clause) {
            Ok(hb) => hb,
            Err(Cell::Var(_)) => {
                return Err(AddError::Flow(crate::builtins::instantiation_error()))
            }
            Err(other) => {
                return Err(AddError::Flow(crate::builtins::type_error(
                    &mut self.cx,
                    "callable",
                    other,
                )))
            }
        };
        let (name, arity) = self.cx.st.functor(head).unwrap();
        let pid = self.local_pred(module, name, arity);
        // The flattener's auxiliary predicates are its own.
        let is_aux = crate::compile::is_aux_name(self.cx.st.atom_name(name));
        if is_aux && origin == Origin::User {
            return Err(AddError::Permission);
        }
        // Leading head unifications of a consulted clause go into the
        // head, as SWI compiles them; the variables keep the names they
        // were read with. An asserted clause, or a clause of a dynamic
        // predicate, keeps its body as given, as in SWI (after
        // assertz((d(X) :- X = a)), retract(d(_)) finds no fact).
        let folded = if is_aux || owner.is_none() || self.db.preds[pid as usize].dynamic {
            None
        } else {
            let vars: Vec<Cell> = names.iter().map(|(_, c)| *c).collect();
            super::fold::fold_head_unifications(&mut self.cx.st, clause, &vars)
        };
        let renamed: Vec<(String, Cell)>;
        let (clause, names) = match folded {
            Some((folded, vars)) => {
                renamed = names.iter().map(|(n, _)| n.clone()).zip(vars).collect();
                (folded, &renamed[..])
            }
            None => (clause, names),
        };
        let head = crate::compile::split_clause(&self.cx.st, clause).map_or(head, |(h, _)| h);
        let snapshot = self
            .cx
            .st
            .export(clause)
            .map_err(|e| AddError::Flow(crate::builtins::copy_error(&mut self.cx, e)))?;
        if origin == Origin::User {
            self.room_for_clause(snapshot.cells.len())
                .map_err(AddError::Flow)?;
        }
        let names = super::listing::snapshot_names(&self.cx.st, clause, &snapshot, names);
        let before = self.code.marks();
        let outer = self.db.compile_module.replace(body_module);
        let compiled = compile_clause(
            &mut self.cx.st,
            &mut self.code,
            &mut self.db,
            clause,
            origin,
        );
        self.db.compile_module = outer;
        let compiled = compiled.map_err(AddError::Flow)?;
        let after = self.code.marks();
        let mut aux_pids: Vec<u32> = Vec::new();
        for &a in &compiled.aux {
            let (h, _) = crate::compile::split_clause(&self.cx.st, a).unwrap_or((a, a));
            if let Some((n, ar)) = self.cx.st.functor(h) {
                let p = self.db.pred_id(body_module, n, ar);
                if !aux_pids.contains(&p) {
                    aux_pids.push(p);
                }
            }
        }
        if compiled.max_reg as usize >= super::NREGS {
            return Err(AddError::Flow(crate::builtins::resource_error(
                &mut self.cx,
                "registers",
            )));
        }
        self.max_reg = self.max_reg.max(compiled.max_reg);
        // Only a clause that compiled defines its predicate (a call of one
        // whose clauses all failed to compile is an existence error).
        {
            let gen = self.db.generation;
            let pred = &mut self.db.preds[pid as usize];
            if !matches!(pred.kind, PredKind::User) || (pred.module != module && !pred.dynamic) {
                return Err(AddError::Permission);
            }
            match owner {
                // The loader wiped another file's clauses before this
                // load's first one (`redefine`); asserted clauses of a
                // dynamic predicate stay, and it stays unowned.
                Some(f) if !is_aux => {
                    if pred.owner.is_some() || !pred.dynamic {
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
        let key = if arity > 0 {
            Key::of(&self.cx.st, self.cx.st.arg(head, 0))
        } else {
            Key::ANY
        };
        let ssu = self.ssu_role(pid, clause);
        self.db.generation += 1;
        self.db.clause_cells += snapshot.cells.len();
        let c = ClauseRef {
            start: compiled.start,
            key,
            ssu,
            born: self.db.generation,
            died: u64::MAX,
            term: snapshot,
            code: std::array::from_fn(|i| before[i]..after[i]),
            aux: aux_pids,
            names,
        };
        self.db.preds[pid as usize].push(c, front);
        for aux in compiled.aux {
            // The body of a meta-argument made a predicate
            // (`findall(X, (p(X), assertz(q(X))), L)`) was not qualified
            // with the clause's.
            let aux = match self.cx.st.functor(aux) {
                Some((atom::NECK, 2)) => {
                    let (h, b) = (self.cx.st.arg(aux, 0), self.cx.st.arg(aux, 1));
                    let b = self.qualify_body(b, body_module);
                    self.cx.st.new_compound(atom::NECK, &[h, b])
                }
                _ => aux,
            };
            let modules = (body_module, body_module);
            self.add_clause_from(aux, None, false, &[], Origin::System, modules)?;
        }
        Ok(())
    }

    /// Loads a file from disk, then runs the `:- initialization(G)`
    /// goals it registered, as SWI-Prolog does at the end of each file.
    pub(crate) fn load_file(&mut self, path: &str) -> Result<(), LoadError> {
        let p = self
            .resolve_file(path)
            .ok_or_else(|| LoadError::NotFound(path.to_string()))?;
        let name = p.to_string_lossy().to_string();
        let source = read_source(&p).map_err(|e| LoadError::Io(path.to_string(), e))?;
        self.enter_file(&p, path)?;
        let mtime = std::fs::metadata(&p).and_then(|md| md.modified()).ok();
        let id = match self.file_index(&p) {
            Some(i) => {
                // Reconsult: drop what the file defined before, and
                // every table (their answers may come from it).
                self.tabling.forget_file(i as u32);
                let gen = self.db.generation + 1;
                for pid in 0..self.db.preds.len() as u32 {
                    if self.db.preds[pid as usize].owner == Some(i as u32) {
                        self.db.wipe(pid, gen);
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
        let inits = self.init_goals.len();
        // Files that the file being loaded includes are not this one's.
        let including = std::mem::take(&mut self.including);
        self.consult_source(&source, Some(name.clone()), Some(id));
        self.including = including;
        // A module file's exports become visible where it was loaded
        // (use_module/2 imports what it lists itself).
        if let Some(module) = self.module_of_file(&name) {
            if self.import_on_load {
                self.import_module(module, self.source_module, None);
            }
        }
        self.load_stack.pop();
        if self.halted.is_none() {
            self.halted = self.run_initialization(inits);
        }
        Ok(())
    }

    /// Notes that file `p` starts loading (or being included), unless it
    /// is loading already: then it is `LoadError::Cycle`. The caller pops
    /// `load_stack` when it is done.
    fn enter_file(&mut self, p: &std::path::Path, given: &str) -> Result<(), LoadError> {
        let canonical = std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
        if self.load_stack.contains(&canonical) {
            return Err(LoadError::Cycle(given.to_string()));
        }
        self.load_stack.push(canonical);
        Ok(())
    }

    /// Loads a file unless it was loaded before (`ensure_loaded/1`,
    /// `use_module/1,2`).
    pub(crate) fn load_file_once(&mut self, path: &str) -> Result<(), LoadError> {
        if let Some(p) = self.resolve_file(path) {
            if self.file_index(&p).is_some() {
                return Ok(());
            }
        }
        self.load_file(path)
    }

    /// The number of a file loaded before, found by what it is, not by
    /// the name it was reached by (`a.pl` and `./a.pl` are one file).
    pub(crate) fn file_index(&self, p: &std::path::Path) -> Option<usize> {
        let name = p.to_string_lossy();
        if let Some(i) = self.files.iter().position(|f| *f == name) {
            return Some(i);
        }
        let canonical = std::fs::canonicalize(p).ok()?;
        self.files
            .iter()
            .position(|f| std::fs::canonicalize(f).is_ok_and(|c| c == canonical))
    }

    /// `:- include(File)`: the file's clauses are read as if they stood
    /// in place of the directive, in the file being loaded.
    pub(crate) fn include_file(&mut self, path: &str) -> Result<(), LoadError> {
        let (p, source) = match self.embedded_includer() {
            // A library's parts are embedded with it: never read from the
            // file system, so a part left out of `PARTS` fails wherever
            // zebralog runs, not only outside the repository.
            Some(includer) => {
                let part = super::autoload::part(&includer, path)
                    .ok_or_else(|| LoadError::NotFound(path.to_string()))?;
                let source = Source {
                    text: part.text.to_string(),
                    bad: Vec::new(),
                };
                (std::path::PathBuf::from(part.path()), source)
            }
            None => {
                let p = self
                    .resolve_file(path)
                    .ok_or_else(|| LoadError::NotFound(path.to_string()))?;
                let source = read_source(&p).map_err(|e| LoadError::Io(path.to_string(), e))?;
                (p, source)
            }
        };
        self.enter_file(&p, path)?;
        let name = p.to_string_lossy().to_string();
        self.including.push(name.clone());
        let owner = self.loading;
        // The included clauses continue the including file's order, so
        // discontiguous clauses across the two are warned about, as SWI.
        let order = self.parked_order.pop().unwrap_or_default();
        let module = Some(self.source_module);
        let (order, flags) = self.consult_source_in(&source, Some(name), owner, order, module);
        self.parked_order.push(order);
        // Flags it set (double_quotes) hold for the rest of the file.
        self.cx.flags.read = flags;
        self.including.pop();
        self.load_stack.pop();
        Ok(())
    }

    /// The prelude file (as the loader names it: `prelude/zebra/text.pl`)
    /// whose directive is running, when the prelude or a library is
    /// loading: the file its `:- include(F)` is beside.
    fn embedded_includer(&self) -> Option<String> {
        if self.loading != Some(PRELUDE_FILE) {
            return None;
        }
        let at = self.clause_at.as_deref()?;
        at.rsplit_once(':').map(|(file, _)| file.to_string())
    }

    /// `consult(user)`, `[user]`: loads the clauses that follow on
    /// user_input, up to `end_of_file` or the end of the input, as a
    /// source of its own (`user://N`, as SWI-Prolog names it); then runs
    /// its initialization goals. What follows stays on the stream, so a
    /// piped toplevel goes on with the queries after it.
    pub(crate) fn load_user(&mut self) {
        let n = self
            .files
            .iter()
            .filter(|f| f.starts_with("user://"))
            .count()
            + 1;
        let name = format!("user://{n}");
        self.files.push(name.clone());
        let owner = Some(self.files.len() as u32 - 1);
        let inits = self.init_goals.len();
        let including = std::mem::take(&mut self.including);
        let mut load = self.begin_load(Some(name.clone()), owner, None);
        while !self.load_stopped() {
            let Some(rt) = self.read_stream_clause(USER_INPUT, &name) else {
                break;
            };
            if rt.is_end_of_file() {
                break;
            }
            self.load_term(&rt, &mut load);
        }
        self.end_load(load);
        self.including = including;
        if self.halted.is_none() {
            self.halted = self.run_initialization(inits);
        }
    }

    /// The next clause on input stream `id`, read as the toplevel reads
    /// queries: syntax errors are reported (with the stream's line and
    /// column) and skipped; `None` at the end of the stream.
    pub(crate) fn read_stream_clause(&mut self, id: u32, file: &str) -> Option<ReadTerm> {
        loop {
            match self.read_stream_term(id, file)? {
                Ok(rt) => return Some(rt),
                Err(e) => self.load_message(&format!("ERROR: {e}\n")),
            }
        }
    }

    /// The next clause on input stream `id`, or the syntax error in it
    /// (the clause is consumed either way); `None` at the end of the
    /// stream.
    pub(crate) fn read_stream_term(
        &mut self,
        id: u32,
        file: &str,
    ) -> Option<Result<ReadTerm, crate::reader::SyntaxError>> {
        let s = self.cx.streams.std(id);
        let (line, col) = (s.lines as usize, s.line_pos as usize + 1);
        let text = s.clause_text().to_string();
        let flags = self.cx.flags.read;
        let mut reader = Reader::at(&text, Some(file.to_string()), line, col);
        let res = reader.next_term(&self.cx.ops, &flags);
        // At the end only layout was left: it is read too.
        let used = res.as_ref().map_or(text.len(), |_| reader.offset());
        self.cx.streams.std(id).consume(used);
        res
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
        let source = Source {
            text: text.to_string(),
            bad: Vec::new(),
        };
        self.consult_source(&source, file, owner);
    }

    /// Loads the clauses of a source; a clause `end_of_file` ends it, as
    /// in SWI-Prolog. Bytes that were not UTF-8 are reported as the
    /// clause holding them is read.
    fn consult_source(&mut self, source: &Source, file: Option<String>, owner: Option<u32>) {
        self.consult_source_in(source, file, owner, Contiguity::default(), None);
    }

    /// `consult_source` continuing the clause order `order` (an
    /// included file continues the including one's); returns the order
    /// and the read flags as they were at the end.
    fn consult_source_in(
        &mut self,
        source: &Source,
        file: Option<String>,
        owner: Option<u32>,
        order: Contiguity,
        module: Option<crate::term::Atom>,
    ) -> (Contiguity, crate::reader::ReadFlags) {
        let owner = owner.or_else(|| {
            self.files
                .push(file.clone().unwrap_or_else(|| "user".into()));
            Some(self.files.len() as u32 - 1)
        });
        let mut load = self.begin_load(file.clone(), owner, module);
        load.order = order;
        let mut reader = Reader::new(&source.text, file.clone());
        let mut bad = source.bad.iter().peekable();
        while !self.load_stopped() {
            let next = self.next_clause(&mut reader);
            // One warning per clause, for its first bad byte, as SWI-Prolog.
            let mut first = None;
            while let Some(b) = bad.next_if(|b| next.is_none() || b.offset < reader.offset()) {
                first.get_or_insert(b);
            }
            if let Some(b) = first {
                self.report_bad_byte(b, file.as_deref().unwrap_or("user"));
            }
            match next {
                Some(rt) if !rt.is_end_of_file() => self.load_term(&rt, &mut load),
                _ => break,
            }
        }
        // An included file's end is not its source's (include_file has
        // pushed it on `including`).
        let included = file.is_some() && self.including.last() == file.as_ref();
        if !included && !self.load_stopped() {
            // SWI-Prolog's position of the end: the line after the last.
            let line = source.text.matches('\n').count() + 1;
            if let Some(open) = load.cond.unterminated() {
                let msg = format!("Unterminated conditional compilation from {open}");
                self.report_error_at(&msg, &format!("{}:{line}", load.file));
            }
            self.load_end_of_file(&mut load, line);
        }
        let flags = self.cx.flags.read;
        (self.end_load(load), flags)
    }

    /// Starts loading a source: its clauses belong to `owner`, and
    /// flags set while it loads are restored after it.
    /// Its clauses go into `module` (an included file continues its
    /// includer's), else into `user` (`system` for the prelude) until a
    /// `:- module(M, _)` directive names M.
    fn begin_load(
        &mut self,
        file: Option<String>,
        owner: Option<u32>,
        module: Option<crate::term::Atom>,
    ) -> Load {
        let module = module.unwrap_or(match owner {
            Some(PRELUDE_FILE) => atom::SYSTEM,
            _ => atom::USER,
        });
        let saved_module = std::mem::replace(&mut self.source_module, module);
        let load = Load {
            saved_module,
            file: file.unwrap_or_else(|| "user".into()),
            owner,
            order: Contiguity::default(),
            saved_flags: self.cx.flags.read,
            saved_loading: self.loading,
            saved_clause_at: self.clause_at.clone(),
            module: None,
            ssu: Vec::new(),
            cond: Conditional::default(),
        };
        self.loading = owner;
        load
    }

    fn end_load(&mut self, load: Load) -> Contiguity {
        for &pid in &load.ssu {
            self.ssu_catch_all(pid, load.owner);
        }
        self.loading = load.saved_loading;
        self.source_module = load.saved_module;
        // double_quotes is local to a file; iso is global, as in SWI.
        self.cx.flags.read = crate::reader::ReadFlags {
            iso: self.cx.flags.read.iso,
            ..load.saved_flags
        };
        self.clause_at = load.saved_clause_at;
        load.order
    }

    /// A halt, or an interrupt (a directive was stopped), ends a load.
    fn load_stopped(&self) -> bool {
        self.halted.is_some()
            || self.cx.messages.halt_requested
            || self.interrupt.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Adds one clause read from a source, or runs its directive.
    fn load_term(&mut self, rt: &ReadTerm, load: &mut Load) {
        let owner = load.owner;
        let file = load.file.clone();
        // As SWI-Prolog: name each variable that occurs once (and does
        // not start with `_`) — usually a typo. The prelude is exempt.
        let singletons = rt.singletons();
        if !singletons.is_empty() && owner != Some(PRELUDE_FILE) {
            self.load_message(&format!(
                "Warning: {file}:{}:\nWarning:    Singleton variables: [{}]\n",
                rt.line,
                singletons.join(",")
            ));
        }
        let (h, tr, gcs) = (self.cx.st.top(), self.cx.st.trail.len(), self.gc_count);
        let where_ = format!("{file}:{}", rt.line);
        self.clause_at = Some(where_.clone());
        match self.cx.import_read_term(rt) {
            Ok((term, _)) if self.conditional(term, load, &where_) => {}
            Ok((term, names)) => match self.expand_term(term, names, owner) {
                Ok((terms, names)) if terms.len() <= 1 => {
                    for term in terms {
                        self.load_expanded(term, &names, load, &where_);
                    }
                }
                Ok((terms, names)) => self.load_expanded_all(&terms, &names, load, &where_),
                Err(f) => self.report_flow(f, &where_),
            },
            Err(f) => self.report_flow(f, &where_),
        }
        self.end_term(h, tr, gcs);
    }

    /// Conditional compilation: a `:- if(G)`, `:- elif(G)`, `:- else` or
    /// `:- endif` changes which terms load (its goal run here, an error in
    /// it reported and taken as failure, as SWI-Prolog does); any other
    /// term is skipped inside a branch not taken. True when the term was
    /// one of those, and there is nothing more to do with it.
    fn conditional(&mut self, term: Cell, load: &mut Load, where_: &str) -> bool {
        let Some(d) = self.conditional_directive(term) else {
            return load.cond.skipping();
        };
        match load.cond.directive(d, where_) {
            Step::Done => {}
            Step::Run(goal) => {
                let out = self.run_nested(goal);
                load.cond
                    .decided(self.settle_run(out, where_) == Some(true));
            }
            Step::Unmatched(msg) => self.report_error_at(msg, where_),
        }
        true
    }

    /// The conditional directive `term` is, if it is one.
    fn conditional_directive(&self, term: Cell) -> Option<Directive<Cell>> {
        let st = &self.cx.st;
        let t = st.deref(term);
        let Some((atom::NECK, 1)) = st.functor(t) else {
            return None;
        };
        let d = st.deref(st.arg(t, 0));
        if let Cell::Atom(a) = d {
            return match st.atom_name(a) {
                "else" => Some(Directive::Else),
                "endif" => Some(Directive::Endif),
                _ => None,
            };
        }
        match st.functor(d).map(|(n, k)| (st.atom_name(n), k)) {
            Some(("if", 1)) => Some(Directive::If(st.arg(d, 0))),
            Some(("elif", 1)) => Some(Directive::Elif(st.arg(d, 0))),
            _ => None,
        }
    }

    /// Term expansion, as SWI-Prolog's `expand_term/2` does it for a
    /// source: when the program defines `term_expansion/2` or a library
    /// `'system:term_expansion'/2` (SWI's `system:term_expansion/2`,
    /// named so as library(plunit)'s export), the prelude's
    /// `'$expand_term'/2` calls them. Gives the terms to load (the term
    /// as read when neither is defined or neither applies; a list is
    /// several terms) with the names' cells, all as relocated: the
    /// hooks run Prolog, which may collect garbage. The prelude's own
    /// clauses are not expanded.
    #[allow(clippy::type_complexity)]
    fn expand_term(
        &mut self,
        term: Cell,
        names: Vec<(String, Cell)>,
        owner: Option<u32>,
    ) -> Result<(Vec<Cell>, Vec<(String, Cell)>), Flow> {
        if owner == Some(PRELUDE_FILE) {
            return Ok((vec![term], names));
        }
        let defined = |m: &mut Self, name: &str| {
            let n = m.cx.st.intern(name);
            m.defined_for_user(n, 2)
        };
        if !defined(self, "term_expansion") && !defined(self, "system:term_expansion") {
            return Ok((vec![term], names));
        }
        let out = self.cx.st.new_var();
        let f = self.cx.st.intern("$expand_term");
        let goal = self.cx.st.new_compound(f, &[term, out]);
        let mut roots = vec![term, out];
        roots.extend(names.iter().map(|(_, c)| *c));
        let (res, kept) = self.run_nested_keep(goal, &roots);
        let names = names
            .into_iter()
            .map(|(n, _)| n)
            .zip(kept[2..].iter().copied())
            .collect();
        let terms = match res {
            Outcome::True => match self.cx.st.list_to_vec(kept[1]) {
                Ok(v) => v,
                Err(_) => vec![kept[1]],
            },
            Outcome::False => vec![kept[0]],
            Outcome::Error(s) => return Err(Flow::Throw(self.cx.st.import(&s))),
            Outcome::Aborted => return Err(Flow::Abort),
            Outcome::Halt(c) => return Err(Flow::Halt(c)),
        };
        Ok((terms, names))
    }

    /// The end of a source, as SWI-Prolog's loader sees it: term
    /// expansion is called on `end_of_file` (library(plunit) closes a
    /// unit left open there), and the terms it gives, but
    /// `end_of_file`, load.
    fn load_end_of_file(&mut self, load: &mut Load, line: usize) {
        let (h, tr, gcs) = (self.cx.st.top(), self.cx.st.trail.len(), self.gc_count);
        let where_ = format!("{}:{line}", load.file);
        self.clause_at = Some(where_.clone());
        let eof = Cell::Atom(atom::END_OF_FILE);
        match self.expand_term(eof, Vec::new(), load.owner) {
            Ok((terms, names)) => {
                let terms: Vec<Cell> = terms
                    .into_iter()
                    .filter(|&t| self.cx.st.deref(t) != eof)
                    .collect();
                match terms.len() {
                    0 => {}
                    1 => self.load_expanded(terms[0], &names, load, &where_),
                    _ => self.load_expanded_all(&terms, &names, load, &where_),
                }
            }
            Err(f) => self.report_flow(f, &where_),
        }
        self.end_term(h, tr, gcs);
    }

    /// After a term is loaded: what it left on the heap goes, unless a
    /// choicepoint or a collection needs it.
    fn end_term(&mut self, h: u32, tr: usize, gcs: u64) {
        if self.cps.len() as u32 <= self.base_cp && self.gc_count == gcs {
            self.cx.st.undo_trail(tr);
            self.cx.st.heap.truncate(h as usize);
            self.cx.st.frozen = self.cx.st.frozen.min(h);
        }
    }

    /// Loads the several terms one term expanded to. A directive among
    /// them may collect garbage, which would move the terms after it, so
    /// they are copied off the heap and each is brought back (with the
    /// variable names' cells) just before it loads.
    fn load_expanded_all(
        &mut self,
        terms: &[Cell],
        names: &[(String, Cell)],
        load: &mut Load,
        where_: &str,
    ) {
        let list = self.cx.st.new_list(terms, Cell::Atom(atom::NIL));
        let mut parts = vec![list];
        parts.extend(names.iter().map(|(_, c)| *c));
        let f = self.cx.st.intern("$expanded");
        let all = self.cx.st.new_compound(f, &parts);
        let snapshot = match self.cx.st.export(all) {
            Ok(s) => s,
            Err(e) => {
                let f = crate::builtins::copy_error(&mut self.cx, e);
                return self.report_flow(f, where_);
            }
        };
        for i in 0..terms.len() {
            let all = self.cx.st.import(&snapshot);
            let list = self.cx.st.arg(all, 0);
            let Ok(terms) = self.cx.st.list_to_vec(list) else {
                return;
            };
            let names: Vec<(String, Cell)> = names
                .iter()
                .enumerate()
                .map(|(k, (n, _))| (n.clone(), self.cx.st.arg(all, k + 1)))
                .collect();
            self.load_expanded(terms[i], &names, load, where_);
            if self.load_stopped() {
                return;
            }
        }
    }

    /// Loads one term as read or as term expansion gave it: runs its
    /// directive or adds its clause.
    fn load_expanded(
        &mut self,
        term: Cell,
        names: &[(String, Cell)],
        load: &mut Load,
        where_: &str,
    ) {
        let (owner, where_) = (load.owner, where_.to_string());
        let term = self.query_as_directive(term);
        if let Some(m) = self.module_directive(term) {
            load.module = Some(m);
            let class = match owner {
                Some(PRELUDE_FILE) => super::db::ModuleClass::Library,
                _ => super::db::ModuleClass::User,
            };
            let d = self.cx.st.arg(self.cx.st.deref(term), 0);
            let exports = self.cx.st.arg(self.cx.st.deref(d), 1);
            let file = load.file.clone();
            match self.define_module(m, exports, &file, class) {
                Ok(()) => self.source_module = m,
                Err(f) => self.report_flow(f, &where_),
            }
            return;
        }
        let term = self.module_hook_clause(term, load.module);
        let rule = self.ssu_clause(term);
        let is_rule = rule.is_some();
        let term = rule.unwrap_or(term);
        let term = self.tabled_clause(term).unwrap_or(term);
        let mut refused = false;
        let pid = self.clause_pred(term);
        if let Some(pid) = pid {
            if owner != Some(PRELUDE_FILE) {
                if !load.order.first_at.contains_key(&pid) {
                    self.redefine(pid, owner, &where_);
                }
                self.check_contiguous(pid, &mut load.order, &where_);
            }
            match self.ssu_admit(pid, is_rule) {
                Err(f) => {
                    self.report_flow(f, &where_);
                    refused = true;
                }
                Ok(_) if is_rule && !load.ssu.contains(&pid) => load.ssu.push(pid),
                Ok(_) => {}
            }
        }
        // A directive may include a file, whose clauses continue
        // this one's order (`include_file`).
        if !refused {
            self.parked_order.push(std::mem::take(&mut load.order));
            self.handle_clause(term, owner, &where_, names);
            load.order = self.parked_order.pop().unwrap_or_default();
        }
    }

    /// Before the first clause a load gives predicate `pid`: clauses
    /// that another file gave it, or that were asserted, are wiped, with
    /// SWI-Prolog's warning unless they came from the library. Later clauses of the same load
    /// add to the definition, even after a file it loaded added some.
    fn redefine(&mut self, pid: u32, owner: Option<u32>, where_: &str) {
        let gen = self.db.generation;
        let pred = &self.db.preds[pid as usize];
        // A system predicate a program may not redefine: adding the
        // clause reports it.
        let protected = pred.module == atom::SYSTEM && self.source_module != atom::SYSTEM;
        if !matches!(pred.kind, PredKind::User) || owner.is_none() || protected {
            return;
        }
        let live = pred.live_clauses(gen) > 0;
        match pred.owner {
            Some(o) if Some(o) != owner && (live || !pred.dynamic) => {
                if live && o != PRELUDE_FILE {
                    let pi = self.show_pred(pid);
                    let before = match self.defined_at.get(&pid) {
                        Some(at) => format!("Warning:    Previously defined at {at}\n"),
                        None => String::new(),
                    };
                    self.load_message(&format!(
                        "Warning: {where_}:\nWarning:    Redefined static procedure {pi}\n{before}"
                    ));
                }
                let gen = self.db.generation + 1;
                self.db.wipe(pid, gen);
                self.db.generation = gen;
                self.defined_at.insert(pid, where_.to_string());
            }
            // Asserted clauses (the file did not declare it dynamic,
            // which would have made it the owner): SWI-Prolog replaces
            // them too, and the predicate becomes the file's, static.
            None if live => {
                let pi = self.show_pred(pid);
                self.load_message(&format!(
                    "Warning: {where_}:\nWarning:    Redefined static procedure {pi}\n"
                ));
                let gen = self.db.generation + 1;
                self.db.wipe(pid, gen);
                self.db.preds[pid as usize].dynamic = false;
                self.db.generation = gen;
                self.defined_at.insert(pid, where_.to_string());
            }
            _ if !live => {
                self.defined_at.insert(pid, where_.to_string());
            }
            _ => {}
        }
    }

    /// `Name/Arity` of a predicate, quoted as writeq quotes the name.
    fn show_pred(&self, pid: u32) -> String {
        let p = &self.db.preds[pid as usize];
        let name = self.cx.st.atom_name(p.name);
        let name = if crate::builtins::write::atom_needs_quotes(name) {
            crate::builtins::write::quote_atom(name)
        } else {
            name.to_string()
        };
        format!("{name}/{}", p.arity)
    }

    /// Warns about a byte of a source file that is not UTF-8 (it reads
    /// as U+FFFD), in SWI-Prolog's words.
    fn report_bad_byte(&mut self, b: &BadByte, file: &str) {
        let quoted = if crate::builtins::write::atom_needs_quotes(file) {
            crate::builtins::write::quote_atom(file)
        } else {
            file.to_string()
        };
        self.load_message(&format!(
            "Warning: {file}:{}:\nWarning:    {quoted}:{}:{}: {}\n",
            b.line, b.line, b.col, b.what
        ));
    }

    /// The next term from `reader` with the live operators and flags;
    /// syntax errors are reported and skipped.
    pub(crate) fn next_clause(&mut self, reader: &mut Reader) -> Option<ReadTerm> {
        loop {
            let flags = self.cx.flags.read;
            match reader.next_term(&self.cx.ops, &flags)? {
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
            self.cx.write_err(text);
        } else {
            self.messages.push(text.to_string());
        }
    }

    /// The predicate a clause (or grammar rule) adds to; `None` for a
    /// directive or a term that is no clause.
    fn clause_pred(&mut self, term: Cell) -> Option<u32> {
        let (module, t) = self.strip_module(term, self.source_module);
        let (module, name, arity) = match self.cx.st.functor(t) {
            Some((atom::NECK, 1)) => return None,
            Some((atom::DCG_ARROW, 2)) => {
                let (module, h) = self.strip_module(self.cx.st.arg(t, 0), module);
                let h = match self.cx.st.functor(h) {
                    Some((atom::COMMA, 2)) => self.cx.st.deref(self.cx.st.arg(h, 0)),
                    _ => h,
                };
                let (n, a) = self.cx.st.functor(h)?;
                (module, n, a + 2)
            }
            Some((atom::NECK, 2)) => {
                let (module, h) = self.strip_module(self.cx.st.arg(t, 0), module);
                let (n, a) = self.cx.st.functor(h)?;
                (module, n, a)
            }
            Some((n, a)) => (module, n, a),
            None => return None,
        };
        Some(self.local_pred(module, name, arity))
    }

    /// Warns, as SWI-Prolog does, when a predicate's clauses are split by
    /// clauses of another and it was not declared discontiguous.
    fn check_contiguous(&mut self, pid: u32, order: &mut Contiguity, where_: &str) {
        if order.last == Some(pid) {
            return;
        }
        let previous = order.last.replace(pid);
        let Some(first) = order.first_at.get(&pid).cloned() else {
            order.first_at.insert(pid, where_.to_string());
            return;
        };
        if self.db.preds[pid as usize].discontiguous {
            return;
        }
        let (this, current) = (
            self.show_pred(pid),
            previous.map(|p| self.show_pred(p)).unwrap_or_default(),
        );
        self.load_message(&format!(
            "Warning: {where_}:\nWarning:    Clauses of {this} are not together in the source-file\n\
             Warning:    Earlier definition at {first}\n\
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
        let t = self.cx.st.deref(term);
        if let Some((atom::NECK, 1)) = self.cx.st.functor(t) {
            let mut goal = self.cx.st.arg(t, 0);
            if self.source_module != atom::USER {
                let m = Cell::Atom(self.source_module);
                goal = self.cx.st.new_compound(atom::COLON, &[m, goal]);
            }
            self.run_directive(goal, where_);
            return;
        }
        let t = self.module_hook_clause(t, None);
        // A translated grammar rule is listed with generated names, as SWI
        // lists it.
        let kept_names: Vec<(String, Cell)>;
        let (term, names) = match self.cx.st.functor(t) {
            // SWI-Prolog's listing keeps the names of a grammar rule's
            // variables only when no terminal folded into the head.
            Some((atom::DCG_ARROW, 2)) => {
                // The translation runs Prolog: a collection may move the
                // variables the names stand for.
                let cells: Vec<Cell> = names.iter().map(|(_, c)| *c).collect();
                match self.dcg_translate(t, &cells) {
                    Ok((c, cells)) => {
                        match super::fold::fold_head_unifications(&mut self.cx.st, c, &[]) {
                            Some((folded, _)) => (folded, &[][..]),
                            None => {
                                kept_names =
                                    names.iter().map(|(n, _)| n.clone()).zip(cells).collect();
                                (c, &kept_names[..])
                            }
                        }
                    }
                    Err(f) => return self.report_flow(f, where_),
                }
            }
            _ => (t, names),
        };
        match self.add_clause(term, owner, false, names) {
            Ok(()) => {}
            Err(AddError::Flow(f)) => self.report_flow(f, where_),
            Err(AddError::Permission) => {
                let (head, _) = crate::compile::split_clause(&self.cx.st, term).unwrap();
                let (n, a) = self.cx.st.functor(head).unwrap();
                let f = crate::builtins::pred_permission_error(
                    &mut self.cx,
                    "modify",
                    "static_procedure",
                    n,
                    a,
                );
                self.report_flow(f, where_)
            }
        }
    }

    /// `?- G.` in a file is the directive `:- G.`, as in SWI-Prolog
    /// (many published programs end with a `?- main.` line).
    fn query_as_directive(&mut self, term: Cell) -> Cell {
        let t = self.cx.st.deref(term);
        match self.cx.st.functor(t) {
            Some((q, 1)) if self.cx.st.atom_name(q) == "?-" => {
                let goal = self.cx.st.arg(t, 0);
                self.cx.st.new_compound(atom::NECK, &[goal])
            }
            _ => term,
        }
    }

    /// The module a `:- module(M, Exports)` directive names.
    fn module_directive(&self, t: Cell) -> Option<crate::term::Atom> {
        let st = &self.cx.st;
        let t = st.deref(t);
        let Some((atom::NECK, 1)) = st.functor(t) else {
            return None;
        };
        let d = st.deref(st.arg(t, 0));
        match (st.functor(d), st.functor(d).map(|(n, _)| st.atom_name(n))) {
            (Some((_, 2)), Some("module")) => match st.deref(st.arg(d, 0)) {
                Cell::Atom(m) => Some(m),
                _ => None,
            },
            _ => None,
        }
    }

    /// A clause or grammar rule for a module's attribute hook,
    /// `M:attr_unify_hook(A, O)` or `M:attribute_goals(V) --> ...` (or
    /// unqualified in a file whose `:- module(M, _)` is `module`), as one
    /// for M's predicate `'M:attr_unify_hook'(A, O)`, where
    /// `prelude/coroutining.pl` calls it; any other term as it is.
    fn module_hook_clause(&mut self, t: Cell, module: Option<crate::term::Atom>) -> Cell {
        let st = &self.cx.st;
        let t = st.deref(t);
        let (head, body, neck) = match st.functor(t) {
            Some((n @ (atom::NECK | atom::DCG_ARROW), 2)) => {
                (st.deref(st.arg(t, 0)), Some(st.arg(t, 1)), n)
            }
            _ => (t, None, atom::NECK),
        };
        let (module, goal) = match (st.functor(head), module) {
            (Some((atom::COLON, 2)), _) => {
                match (st.deref(st.arg(head, 0)), st.deref(st.arg(head, 1))) {
                    (Cell::Atom(m), goal) => (m, goal),
                    _ => return t,
                }
            }
            (_, Some(m)) => (m, head),
            _ => return t,
        };
        let Some((name, arity)) = st.functor(goal) else {
            return t;
        };
        let hook = match (st.atom_name(name), arity, neck) {
            ("attr_unify_hook", 2, atom::NECK) => "attr_unify_hook",
            ("attribute_goals", 1, atom::DCG_ARROW) | ("attribute_goals", 3, atom::NECK) => {
                "attribute_goals"
            }
            _ => return t,
        };
        let renamed = format!("{}:{hook}", st.atom_name(module));
        let args: Vec<Cell> = (0..arity).map(|i| st.arg(goal, i)).collect();
        let renamed = self.cx.st.intern(&renamed);
        let head = self.cx.st.new_compound(renamed, &args);
        // It goes into M, where the attribute hooks look for it.
        let head = self
            .cx
            .st
            .new_compound(atom::COLON, &[Cell::Atom(module), head]);
        match body {
            Some(b) => self.cx.st.new_compound(neck, &[head, b]),
            None => head,
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
        self.report_error_at(&msg, where_);
    }

    /// Runs a goal in a nested run (`RunKind::Nested`), keeping the
    /// outer control state.
    pub(crate) fn run_nested(&mut self, goal: Cell) -> Outcome {
        self.run_nested_keep(goal, &[]).0
    }

    /// Runs `goal` nested while keeping `keep` alive; returns the outcome
    /// and `keep` as relocated.
    pub(crate) fn run_nested_keep(&mut self, goal: Cell, keep: &[Cell]) -> (Outcome, Vec<Cell>) {
        let mut run = self.begin_run(RunKind::Nested, keep, None);
        let out = run.solve(goal);
        let out = run.close_run(out);
        (out, run.roots().to_vec())
    }

    fn run_directive(&mut self, goal: Cell, where_: &str) {
        let (out, kept) = self.run_nested_keep(goal, &[goal]);
        let goal = kept[0];
        // As SWI: an error is reported, then the directive as failed.
        if self.settle_run(out, where_) == Some(false) {
            let user = self.cx.st.new_atom("user");
            let qualified = self.cx.st.new_compound_str(":", &[user, goal]);
            let g = crate::builtins::write::term_to_string(
                &self.cx.st,
                &self.cx.ops,
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
    }

    /// What a nested run of a directive or a condition left, settled:
    /// an error is reported at `where_`, a halt or an abort takes
    /// effect. `Some(true)` when the goal succeeded, `Some(false)` when
    /// it failed or raised, `None` after a halt or an abort.
    fn settle_run(&mut self, out: Outcome, where_: &str) -> Option<bool> {
        match out {
            Outcome::True => Some(true),
            Outcome::False => Some(false),
            Outcome::Error(s) => {
                let ball = self.cx.st.import(&s);
                let msg = crate::vm::control::error_message(self, ball);
                self.report_error_at(&msg, where_);
                Some(false)
            }
            Outcome::Halt(c) => {
                self.halted = Some(c);
                None
            }
            Outcome::Aborted => {
                self.load_message("% Execution Aborted\n");
                None
            }
        }
    }

    /// An error of a load, as SWI-Prolog prints one: `ERROR: file:line:`
    /// and the message on the next line.
    fn report_error_at(&mut self, msg: &str, where_: &str) {
        self.load_message(&format!("ERROR: {where_}:\nERROR:    {msg}\n"));
    }

    /// DCG translation (`-->`), done in Prolog by '$dcg_translate'/2.
    /// Translates a grammar rule, keeping `keep` alive; gives the clause
    /// and `keep` as relocated.
    fn dcg_translate(&mut self, rule: Cell, keep: &[Cell]) -> Result<(Cell, Vec<Cell>), Flow> {
        let out = self.cx.st.new_var();
        let f = self.cx.st.intern("dcg_translate_rule");
        let goal = self.cx.st.new_compound(f, &[rule, out]);
        let mut roots = vec![rule, out];
        roots.extend_from_slice(keep);
        let (res, kept) = self.run_nested_keep(goal, &roots);
        let (rule, out) = (kept[0], kept[1]);
        match res {
            Outcome::True => Ok((out, kept[2..].to_vec())),
            Outcome::Error(s) => Err(Flow::Throw(self.cx.st.import(&s))),
            Outcome::Aborted => Err(Flow::Abort),
            _ => Err(crate::builtins::type_error(&mut self.cx, "dcg_rule", rule)),
        }
    }
}
