//! Modules, as SWI-Prolog has them: every predicate belongs to one
//! (`user` for the program, `system` for the builtins and the core of
//! the prelude, one per library), a file that starts with
//! `:- module(M, Exports)` defines M, and `use_module/1,2` imports its
//! exports. A call that finds no definition in its module is resolved
//! once, at its first call: the module's default modules (`user`, then
//! `system`, for a program's modules; `system` for a library), then the
//! libraries' exports (loading an autoloaded library) — the predicate
//! then becomes an import of what was found (`PredKind::Import`).
//!
//! Goals are passed between modules qualified: `M:G` calls G in M. A
//! module-sensitive argument of a predicate with a `meta_predicate`
//! declaration is qualified with the caller's module when the call
//! crosses into another module (`qualify_args`: at an import, and for
//! `M:G` called at run time), and a clause of a module other than
//! `user` has the goal arguments of its calls of system predicates
//! qualified when it is added (`qualify_body`), since system
//! predicates run their goal arguments in `user` unless told otherwise.
//!
//! **Invariant:** an unqualified goal called at run time (`call/N`, a
//! directive, a query) runs in `user`; every other module's goals reach
//! call/N qualified.

mod reflect;

use super::db::{ModuleClass, PredKind};
use super::Machine;
use crate::builtins::{get_atom, instantiation_error, type_error, Flow, Res};
use crate::term::{atom, Atom, Cell};

/// The module-sensitive arguments of system predicates, as SWI-Prolog 9
/// declares them (`predicate_property(system:P, meta_predicate(S))`):
/// `0`-`9`, `:`, `^` and `/` (for `//`) mark one.
const SYSTEM_META: &[(&str, &str)] = &[
    ("call", "0"),
    ("call", "1?"),
    ("call", "2??"),
    ("call", "3???"),
    ("call", "4????"),
    ("call", "5?????"),
    ("call", "6??????"),
    ("call", "7???????"),
    ("findall", "?0-"),
    ("findall", "?0-?"),
    ("findnsols", "+?0-"),
    ("findnsols", "+?0-?"),
    ("forall", "00"),
    ("bagof", "?^-"),
    ("setof", "?^-"),
    ("aggregate_all", "?0-"),
    ("aggregate_all", "??0-"),
    ("\\+", "0"),
    ("not", "0"),
    ("once", "0"),
    ("ignore", "0"),
    ("catch", "0?0"),
    ("catch_with_backtrace", "0?0"),
    ("call_cleanup", "00"),
    ("call_cleanup", "0?0"),
    ("setup_call_cleanup", "000"),
    ("setup_call_catcher_cleanup", "00?0"),
    ("with_output_to", "+0"),
    ("freeze", "?0"),
    ("when", "+0"),
    ("phrase", "/?"),
    ("phrase", "/??"),
    ("call_dcg", "/??"),
    ("assert", ":"),
    ("asserta", ":"),
    ("assertz", ":"),
    ("retract", ":"),
    ("retractall", ":"),
    ("clause", ":?"),
    ("abolish", ":"),
    ("dynamic", ":"),
    ("discontiguous", ":"),
    ("multifile", ":"),
    ("module_transparent", ":"),
    ("meta_predicate", ":"),
    ("table", ":"),
    ("use_module", ":"),
    ("use_module", ":+"),
    ("ensure_loaded", ":"),
    ("initialization", "0"),
    ("initialization", "0+"),
    ("at_halt", "0"),
    ("call_residue_vars", "0-"),
    ("call_with_depth_limit", "0+-"),
    ("call_with_inference_limit", "0+-"),
    ("tnot", "0"),
    ("predicate_property", ":?"),
    ("current_predicate", ":"),
    ("foreach", "00"),
    ("limit", "+0"),
    ("offset", "+0"),
    ("call_nth", "0?"),
    ("distinct", "0"),
    ("distinct", "?0"),
    ("time", "0"),
    ("apply", ":+"),
    ("format", "+:"),
    ("format", "++:"),
    ("@", "0+"),
    ("import", ":"),
    ("export", ":"),
    ("reexport", ":"),
    ("reexport", ":+"),
];

/// The ISO builtins (SWI-Prolog 9's `iso` property, threads left out):
/// a module may not define its own, whether zebralog's is written in
/// Rust or in Prolog. zebralog's other builtins written in Rust are
/// refused too (calls compile straight to them); those written in
/// Prolog a program may redefine in its own module, as in SWI.
const ISO_BUILTINS: &[(&str, usize)] = &[
    ("!", 0),
    (",", 2),
    ("->", 2),
    (";", 2),
    ("<", 2),
    ("=", 2),
    ("=..", 2),
    ("=:=", 2),
    ("=<", 2),
    ("==", 2),
    ("=\\=", 2),
    (">", 2),
    (">=", 2),
    ("@<", 2),
    ("@=<", 2),
    ("@>", 2),
    ("@>=", 2),
    ("\\+", 1),
    ("\\=", 2),
    ("\\==", 2),
    ("abolish", 1),
    ("acyclic_term", 1),
    ("arg", 3),
    ("asserta", 1),
    ("assertz", 1),
    ("at_end_of_stream", 0),
    ("at_end_of_stream", 1),
    ("atom", 1),
    ("atom_chars", 2),
    ("atom_codes", 2),
    ("atom_concat", 3),
    ("atom_length", 2),
    ("atomic", 1),
    ("bagof", 3),
    ("call", 1),
    ("call", 2),
    ("call", 3),
    ("call", 4),
    ("call", 5),
    ("call", 6),
    ("call", 7),
    ("call", 8),
    ("callable", 1),
    ("catch", 3),
    ("char_code", 2),
    ("char_conversion", 2),
    ("clause", 2),
    ("close", 1),
    ("close", 2),
    ("compare", 3),
    ("compound", 1),
    ("copy_term", 2),
    ("current_char_conversion", 2),
    ("current_input", 1),
    ("current_op", 3),
    ("current_output", 1),
    ("current_predicate", 1),
    ("current_prolog_flag", 2),
    ("discontiguous", 1),
    ("dynamic", 1),
    ("fail", 0),
    ("false", 0),
    ("findall", 3),
    ("float", 1),
    ("flush_output", 0),
    ("flush_output", 1),
    ("functor", 3),
    ("get_byte", 1),
    ("get_byte", 2),
    ("get_char", 1),
    ("get_char", 2),
    ("get_code", 1),
    ("get_code", 2),
    ("ground", 1),
    ("halt", 0),
    ("halt", 1),
    ("initialization", 1),
    ("integer", 1),
    ("is", 2),
    ("keysort", 2),
    ("length", 2),
    ("multifile", 1),
    ("nl", 0),
    ("nl", 1),
    ("nonvar", 1),
    ("number", 1),
    ("number_chars", 2),
    ("number_codes", 2),
    ("numbervars", 3),
    ("once", 1),
    ("op", 3),
    ("open", 3),
    ("open", 4),
    ("peek_byte", 1),
    ("peek_byte", 2),
    ("peek_char", 1),
    ("peek_char", 2),
    ("peek_code", 1),
    ("peek_code", 2),
    ("phrase", 2),
    ("phrase", 3),
    ("predicate_property", 2),
    ("put_byte", 1),
    ("put_byte", 2),
    ("put_char", 1),
    ("put_char", 2),
    ("put_code", 1),
    ("put_code", 2),
    ("read", 1),
    ("read", 2),
    ("read_term", 2),
    ("read_term", 3),
    ("repeat", 0),
    ("retract", 1),
    ("retractall", 1),
    ("set_input", 1),
    ("set_output", 1),
    ("set_prolog_flag", 2),
    ("set_stream_position", 2),
    ("setof", 3),
    ("sort", 2),
    ("stream_property", 2),
    ("sub_atom", 5),
    ("subsumes_term", 2),
    ("term_variables", 2),
    ("throw", 1),
    ("true", 0),
    ("unify_with_occurs_check", 2),
    ("var", 1),
    ("with_mutex", 2),
    ("write", 1),
    ("write", 2),
    ("write_canonical", 1),
    ("write_canonical", 2),
    ("write_term", 2),
    ("write_term", 3),
    ("writeq", 1),
    ("writeq", 2),
];

/// Whether `name/arity` is an ISO builtin (SWI's `iso` property).
pub(crate) fn is_iso(name: &str, arity: usize) -> bool {
    ISO_BUILTINS.contains(&(name, arity))
}

/// Whether an argument spec (`Pred::meta`) marks a module-sensitive
/// argument.
pub(crate) fn sensitive(c: u8) -> bool {
    c.is_ascii_digit() || matches!(c, b':' | b'^' | b'/')
}

impl Machine {
    /// Declares the module-sensitive arguments of the system predicates
    /// (`SYSTEM_META`), once the prelude has defined them.
    pub(crate) fn declare_system_meta(&mut self) {
        for (name, spec) in SYSTEM_META {
            let a = self.cx.st.intern(name);
            if let Some(pid) = self.db.system(a, spec.len()) {
                self.db.preds[pid as usize].meta = Some(spec.bytes().collect());
            }
        }
    }

    /// `M:T` (any depth) as the innermost M and T; `default` for an
    /// unqualified T. A variable or non-atom module is left in place.
    pub(crate) fn strip_module(&self, c: Cell, default: Atom) -> (Atom, Cell) {
        let st = &self.cx.st;
        let mut module = default;
        let mut c = st.deref(c);
        while st.functor(c) == Some((atom::COLON, 2)) {
            match st.deref(st.arg(c, 0)) {
                Cell::Atom(m) => {
                    module = m;
                    c = st.deref(st.arg(c, 1));
                }
                _ => break,
            }
        }
        (module, c)
    }

    /// Qualifies the module-sensitive arguments of a call of `pid` in the
    /// argument registers with `module` (an argument already qualified
    /// keeps its own).
    pub(crate) fn qualify_args(&mut self, pid: u32, module: Atom) {
        // Read as a mask, so a call of an imported meta predicate (every
        // maplist/3 from user) allocates nothing but the qualifications.
        let Some(meta) = &self.db.preds[pid as usize].meta else {
            return;
        };
        let mask = meta.iter().enumerate().fold(0u64, |m, (i, &s)| {
            m | (u64::from(sensitive(s)) << i.min(63))
        });
        for i in 0..meta.len().min(64) {
            if mask & (1 << i) != 0 {
                let a = self.cx.st.deref(self.x[i]);
                if self.cx.st.functor(a) != Some((atom::COLON, 2)) {
                    self.x[i] = self
                        .cx
                        .st
                        .new_compound(atom::COLON, &[Cell::Atom(module), a]);
                }
            }
        }
    }

    /// Resolves predicate `pid`, which its module does not define, at
    /// its first call: what a default module of its module defines, or
    /// a library's export (loading the library): `pid` becomes an import
    /// of it. Whether it did.
    pub(crate) fn resolve_undefined(&mut self, pid: u32) -> bool {
        let p = &self.db.preds[pid as usize];
        if !matches!(p.kind, PredKind::User) || p.is_defined() {
            return false;
        }
        let (module, name, arity) = (p.module, p.name, p.arity as usize);
        // What `user` imported from this very predicate (a module's
        // export that it leaves to the autoloader) is no definition.
        let found = self
            .db
            .visible(module, name, arity)
            .filter(|&t| self.db.target(t) != pid)
            .or_else(|| self.library_export(name, arity as u32));
        match found {
            Some(t) if self.db.target(t) != pid => {
                self.db.preds[pid as usize].kind = PredKind::Import(t);
                true
            }
            _ => false,
        }
    }

    /// The predicate `name/arity` that a definition in `module` (a
    /// clause, a declaration, an assert) gives to: made if new, and no
    /// longer an import if it was one (a module's own definition wins
    /// over what it imported). A builtin of that name is given instead,
    /// so the caller's check refuses to change it; so is a dynamic
    /// system predicate that `user` does not define (the prelude's own
    /// data, asserted from system code, which names it unqualified).
    pub(crate) fn local_pred(&mut self, module: Atom, name: Atom, arity: usize) -> u32 {
        if module != atom::SYSTEM {
            if let Some(sys) = self.db.system(name, arity) {
                let p = &self.db.preds[sys as usize];
                let own = self.db.lookup(module, name, arity).is_some_and(|l| {
                    matches!(self.db.preds[l as usize].kind, PredKind::User)
                        && self.db.preds[l as usize].is_defined()
                });
                let iso = is_iso(self.cx.st.atom_name(name), arity);
                if !matches!(p.kind, PredKind::User | PredKind::Import(_))
                    || iso
                    || (module == atom::USER && p.dynamic && !own)
                {
                    return sys;
                }
            }
        }
        let pid = self.db.pred_id(module, name, arity);
        let p = &mut self.db.preds[pid as usize];
        if let PredKind::Import(_) = p.kind {
            p.kind = PredKind::User;
        }
        pid
    }

    /// Whether a call of `name/arity` from `user` finds a definition
    /// without loading anything: user's own, a system predicate, or the
    /// export of a library loaded already.
    pub(crate) fn defined_for_user(&self, name: Atom, arity: usize) -> bool {
        self.db.visible(atom::USER, name, arity).is_some()
            || self.loaded_library_exporting(name, arity as u32).is_some()
    }

    /// The loaded library module that exports `name/arity`, if any.
    fn loaded_library_exporting(&self, name: Atom, arity: u32) -> Option<Atom> {
        self.db
            .modules
            .iter()
            .find(|(_, m)| m.class == ModuleClass::Library && m.exports.contains(&(name, arity)))
            .map(|&(module, _)| module)
    }

    /// The predicate of a library (loaded, or loaded now) that exports
    /// `name/arity`.
    pub(crate) fn library_export(&mut self, name: Atom, arity: u32) -> Option<u32> {
        if let Some(module) = self.loaded_library_exporting(name, arity) {
            return self.db.lookup(module, name, arity as usize);
        }
        let text = self.cx.st.atom_name(name).to_string();
        let lib = self.autoload_library(&text, arity)?;
        self.load_library_at(lib);
        let module = self.library_module(lib)?;
        self.db.lookup(module, name, arity as usize)
    }

    /// Makes the exports of `from` (those in `only`, if given) visible
    /// in `into`, except what `into` defines itself.
    pub(crate) fn import_module(&mut self, from: Atom, into: Atom, only: Option<&[(Atom, u32)]>) {
        if from == into {
            return;
        }
        let exports = match self.db.module(from) {
            Some(m) => m.exports.clone(),
            None => return,
        };
        for (name, arity) in exports {
            if only.is_some_and(|o| !o.contains(&(name, arity))) {
                continue;
            }
            self.import_pred(from, into, name, arity);
        }
    }

    /// Makes `from:name/arity` visible in `into` as an import, unless
    /// `into` defines or imports that predicate itself.
    pub(crate) fn import_pred(&mut self, from: Atom, into: Atom, name: Atom, arity: u32) {
        let target = self.db.pred_id(from, name, arity as usize);
        let pid = self.db.pred_id(into, name, arity as usize);
        let p = &self.db.preds[pid as usize];
        if matches!(p.kind, PredKind::User) && !p.is_defined() {
            self.db.preds[pid as usize].kind = PredKind::Import(target);
        }
    }

    /// `:- module(M, Exports)` read by the loader: module M, defined by
    /// `file`, of class `class`, exporting the predicates (and declaring
    /// the operators) of `exports`.
    pub(crate) fn define_module(
        &mut self,
        module: Atom,
        exports: Cell,
        file: &str,
        class: ModuleClass,
    ) -> Result<(), Flow> {
        let items = crate::builtins::get_list(&mut self.cx, exports)?;
        let mut pis = Vec::new();
        for item in items {
            let item = self.cx.st.deref(item);
            match self.cx.st.functor(item) {
                Some((f, 2)) if f == atom::SLASH || self.cx.st.atom_name(f) == "//" => {
                    let extra = if f == atom::SLASH { 0 } else { 2 };
                    let (n, a) = (self.cx.st.arg(item, 0), self.cx.st.arg(item, 1));
                    let n = get_atom(&mut self.cx, n)?;
                    let a = crate::builtins::get_int(&mut self.cx, a)?;
                    pis.push((n, a as u32 + extra));
                }
                Some((op, 3)) if op == atom::OP => {
                    let goal = item;
                    if let super::Outcome::Error(s) = self.run_nested(goal) {
                        let ball = self.cx.st.import(&s);
                        return Err(Flow::Throw(ball));
                    }
                }
                _ if matches!(item, Cell::Var(_)) => return Err(instantiation_error()),
                _ => return Err(type_error(&mut self.cx, "predicate_indicator", item)),
            }
        }
        let m = self.db.ensure_module(module, class);
        m.exports = pis;
        m.file = Some(file.to_string());
        Ok(())
    }

    /// The module the file `f` (loaded) defined, if it is a module file.
    pub(crate) fn module_of_loaded(&self, f: &str) -> Option<Atom> {
        let p = self.resolve_file(f)?;
        let i = self.file_index(&p)?;
        let name = self.files.get(i)?.clone();
        self.module_of_file(&name)
    }

    /// The module of `library(name)`: an on-demand library's (loaded by
    /// now), or a preloaded library module of that name.
    pub(crate) fn library_named(&mut self, name: &str) -> Option<Atom> {
        let libs = super::autoload::LIBRARIES;
        if let Some(i) = libs.iter().position(|l| l.names.contains(&name)) {
            return self.library_module(i);
        }
        let a = self.cx.st.intern(name);
        match self.db.module(a) {
            Some(m) if m.class == ModuleClass::Library => Some(a),
            _ => None,
        }
    }

    /// The module a library of `LIBRARIES` defines, once loaded.
    pub(crate) fn library_module(&self, lib: usize) -> Option<Atom> {
        let file = format!("prelude/{}.pl", super::autoload::LIBRARIES[lib].file);
        self.module_of_file(&file)
    }

    /// The module the file `file` (as the loader named it) defined.
    pub(crate) fn module_of_file(&self, file: &str) -> Option<Atom> {
        self.db
            .modules
            .iter()
            .find(|(_, m)| m.file.as_deref() == Some(file))
            .map(|&(a, _)| a)
    }
}

pub(crate) fn register(r: &mut super::Registry) {
    r.add("$modules", 1, modules);
    r.add("$set_source_module", 2, |m, a| {
        // '$set_source_module'(-Old, +New): the module the clauses being
        // loaded go into (a new one is a program's module).
        let old = Cell::Atom(m.source_module);
        if !m.cx.st.unify(a[0], old) {
            return Ok(false);
        }
        let new = get_atom(&mut m.cx, a[1])?;
        m.db.ensure_module(new, ModuleClass::User);
        m.source_module = new;
        Ok(true)
    });
    r.add("$predicate_defined", 3, |m, a| {
        // '$predicate_defined'(+Module, +Name, +Arity): a call of
        // Name/Arity in Module finds a definition.
        let module = get_atom(&mut m.cx, a[0])?;
        let name = get_atom(&mut m.cx, a[1])?;
        let arity = crate::builtins::get_int(&mut m.cx, a[2])?;
        Ok(m.db.visible(module, name, arity as usize).is_some())
    });
    r.add("meta_predicate", 1, meta_predicate);
    reflect::register(r);
}

/// `'$modules'(-List)`: the modules, oldest first (the prelude's
/// current_module/1 enumerates it).
fn modules(m: &mut Machine, a: &[Cell]) -> Res {
    let names: Vec<Cell> = m.db.modules.iter().map(|&(n, _)| Cell::Atom(n)).collect();
    let list = m.cx.st.new_list(&names, Cell::Atom(atom::NIL));
    Ok(m.cx.st.unify(a[0], list))
}

/// `meta_predicate(:Specs)`: records which arguments of each predicate
/// are module-sensitive.
fn meta_predicate(m: &mut Machine, a: &[Cell]) -> Res {
    let (module, specs) = m.strip_module(a[0], atom::USER);
    for spec in crate::builtins::system::decl_list(&mut m.cx, specs)? {
        let (module, spec) = m.strip_module(spec, module);
        if let Cell::Var(_) = spec {
            return Err(instantiation_error());
        }
        let Some((name, arity)) = m.cx.st.functor(spec) else {
            return Err(type_error(&mut m.cx, "compound", spec));
        };
        let mut meta = Vec::with_capacity(arity);
        for i in 0..arity {
            let s = match m.cx.st.deref(m.cx.st.arg(spec, i)) {
                Cell::Int(n @ 0..=9) => b'0' + n as u8,
                Cell::Atom(x) => match m.cx.st.atom_name(x) {
                    "//" => b'/',
                    s @ (":" | "^" | "+" | "-" | "?" | "*") => s.as_bytes()[0],
                    _ => b'?',
                },
                _ => b'?',
            };
            meta.push(s);
        }
        let pid = m.db.pred_id(module, name, arity);
        m.db.preds[pid as usize].meta = Some(meta.into());
    }
    Ok(true)
}

/// A step of `Machine::qualify_body`'s walk.
enum Walk {
    Visit(Cell),
    /// Build `name(R1, ..., Rn)` from the last n results.
    Build(Atom, usize),
}

impl Machine {
    /// A clause body as it runs in `module`: in a module other than `user`
    /// and `system` a variable goal becomes `call(module:G)` and the goal
    /// arguments of calls of system predicates are qualified with the
    /// module (`M:G` is left to the compiler, which calls G in M). The
    /// body itself when nothing changes (the usual case: nothing is
    /// copied).
    pub(crate) fn qualify_body(&mut self, body: Cell, module: Atom) -> Cell {
        if module == atom::SYSTEM {
            return body;
        }
        let own = module != atom::USER;
        if !self.body_needs_qualifying(body, module) {
            return body;
        }
        let mut work = vec![Walk::Visit(body)];
        let mut done: Vec<Cell> = Vec::new();
        while let Some(w) = work.pop() {
            match w {
                Walk::Build(name, n) => {
                    let args = done.split_off(done.len() - n);
                    done.push(self.cx.st.new_compound(name, &args));
                }
                Walk::Visit(g) => {
                    let g = self.cx.st.deref(g);
                    match (g, self.cx.st.functor(g)) {
                        (Cell::Var(_), _) if own => {
                            let q = self.qualified(module, g);
                            done.push(self.cx.st.new_compound(atom::CALL, &[q]));
                        }
                        (_, Some((f, 2))) if is_control2(f) => {
                            work.push(Walk::Build(f, 2));
                            work.push(Walk::Visit(self.cx.st.arg(g, 1)));
                            work.push(Walk::Visit(self.cx.st.arg(g, 0)));
                        }
                        (_, Some((atom::NOT_PROVABLE, 1))) => {
                            work.push(Walk::Build(atom::NOT_PROVABLE, 1));
                            work.push(Walk::Visit(self.cx.st.arg(g, 0)));
                        }
                        // Runs in its own module: left as written.
                        (_, Some((atom::COLON, 2))) => done.push(g),
                        (_, Some((name, n))) => {
                            let g = self.qualify_meta_args(g, name, n, module);
                            done.push(g);
                        }
                        _ => done.push(g),
                    }
                }
            }
        }
        done.pop().unwrap_or(body)
    }

    /// Whether `qualify_body` would change anything.
    fn body_needs_qualifying(&self, body: Cell, module: Atom) -> bool {
        let own = module != atom::USER;
        let st = &self.cx.st;
        let mut stack = vec![body];
        while let Some(g) = stack.pop() {
            let g = st.deref(g);
            match (g, st.functor(g)) {
                (Cell::Var(_), _) if own => return true,
                (_, Some((f, 2))) if is_control2(f) => {
                    stack.push(st.arg(g, 0));
                    stack.push(st.arg(g, 1));
                }
                (_, Some((atom::NOT_PROVABLE, 1))) => stack.push(st.arg(g, 0)),
                (_, Some((atom::COLON, 2))) => {}
                (_, Some((name, n))) if self.call_meta(module, name, n).is_some() => return true,
                _ => {}
            }
        }
        false
    }

    /// The meta declaration of system predicate `name/n`, when a clause
    /// calling it gets its goal arguments qualified.
    fn system_meta(&self, name: Atom, n: usize) -> Option<&[u8]> {
        let pid = self.db.system(name, n)?;
        self.db.preds[pid as usize].meta.as_deref()
    }

    /// The meta declaration a call of `name/n` in `module` qualifies its
    /// arguments by when the clause is added: the module's own
    /// predicate's, or (in a module other than `user`, which does not
    /// define `name/n`) a system predicate's. A call that crosses into
    /// another module through an import is qualified when it runs.
    fn call_meta(&self, module: Atom, name: Atom, n: usize) -> Option<&[u8]> {
        if let Some(p) = self.db.lookup(module, name, n) {
            let p = &self.db.preds[p as usize];
            if p.meta.is_some() {
                return p.meta.as_deref();
            }
            if matches!(p.kind, PredKind::User) && p.is_defined() {
                return None;
            }
        }
        if module == atom::USER {
            return None;
        }
        self.system_meta(name, n)
    }

    /// `g` with the module-sensitive arguments of `call_meta` qualified
    /// with `module`.
    fn qualify_meta_args(&mut self, g: Cell, name: Atom, n: usize, module: Atom) -> Cell {
        let Some(meta) = self.call_meta(module, name, n).map(|m| m.to_vec()) else {
            return g;
        };
        let args: Vec<Cell> = (0..n)
            .map(|i| {
                let a = self.cx.st.arg(g, i);
                if sensitive(meta[i]) {
                    self.qualified(module, a)
                } else {
                    a
                }
            })
            .collect();
        self.cx.st.new_compound(name, &args)
    }

    /// `module:t`, unless `t` is qualified already.
    fn qualified(&mut self, module: Atom, t: Cell) -> Cell {
        let t = self.cx.st.deref(t);
        if self.cx.st.functor(t) == Some((atom::COLON, 2)) {
            return t;
        }
        self.cx
            .st
            .new_compound(atom::COLON, &[Cell::Atom(module), t])
    }
}

/// The binary control constructs a body is made of.
fn is_control2(f: Atom) -> bool {
    matches!(
        f,
        atom::COMMA | atom::SEMI | atom::BAR | atom::ARROW | atom::SOFT_ARROW
    )
}
