//! The loading predicates: `consult/1` (and `[F]`, `[user]`),
//! `ensure_loaded/1`, `use_module/1,2`, `load_files/2`, `include/1`,
//! `initialization/1,2`, `exists_source/1`, `absolute_file_name/2,3`
//! and the primitive of `prolog_load_context/2`. They say what to load and when; `load.rs`
//! loads it.

use super::control::each_decl;
use super::Machine;
use super::Registry;
use crate::builtins::{get_atom, instantiation_error, permission_error, type_error, Flow, Res};
use crate::term::{atom, Cell};

pub(crate) fn register(r: &mut Registry) {
    r.add("initialization", 1, |m, a| initialization(m, a[0], false));
    r.add("initialization", 2, initialization2);
    r.add("consult", 1, consult);
    r.add("ensure_loaded", 1, |m, a| {
        let (_, spec) = m.strip_module(a[0], atom::USER);
        use_module(m, &[spec])
    });
    r.add("use_module", 1, |m, a| import(m, a[0], None));
    r.add("use_module", 2, |m, a| import(m, a[0], Some(a[1])));
    r.add("load_files", 2, load_files);
    r.add("include", 1, include);
    r.add("exists_source", 1, exists_source);
    r.add("absolute_file_name", 2, |m, a| {
        absolute_file_name(m, a[0], a[1], None)
    });
    r.add("absolute_file_name", 3, |m, a| {
        absolute_file_name(m, a[0], a[1], Some(a[2]))
    });
    r.add("$load_context", 1, load_context);
}

fn initialization(m: &mut Machine, g: Cell, main: bool) -> Res {
    let s =
        m.cx.st
            .export(g)
            .map_err(|e| crate::builtins::copy_error(&mut m.cx, e))?;
    let at = m.clause_at.clone();
    m.init_goals.push((s, main, at));
    Ok(true)
}

fn initialization2(m: &mut Machine, a: &[Cell]) -> Res {
    let when = get_atom(&mut m.cx, a[1])?;
    match m.cx.st.atom_name(when) {
        "main" => initialization(m, a[0], true),
        "now" => {
            let g = a[0];
            match m.run_nested(g) {
                super::Outcome::Halt(c) => Err(Flow::Halt(c)),
                super::Outcome::Aborted => Err(Flow::Abort),
                _ => Ok(true),
            }
        }
        _ => initialization(m, a[0], false),
    }
}

/// The SWI-Prolog libraries whose predicates the start-up prelude
/// provides: loading one is a no-op. The others zebralog has are loaded
/// by `Machine::load_library` (`autoload.rs`); any other is an existence
/// error.
const LIBRARIES: &[&str] = &[
    "lists",
    "apply",
    "apply_macros",
    "yall",
    "readutil",
    "pio",
    "pure_input",
    "solution_sequences",
    "option",
    "occurs",
    "random",
    "gensym",
    "listing",
    "sort",
    "strings",
    "terms",
    "system",
    "backcomp",
    "edinburgh",
];

fn file_arg(m: &mut Machine, c: Cell) -> Result<Option<String>, Flow> {
    let c = m.cx.st.deref(c);
    match c {
        Cell::Var(_) => Err(instantiation_error()),
        Cell::Atom(a) => Ok(Some(m.cx.st.atom_name(a).to_string())),
        Cell::Text(_) => Ok(m.cx.st.text(c)),
        _ => match m.cx.st.functor(c) {
            // The libraries zebralog has are preloaded or load now;
            // another one is missing, as it would be from SWI's library
            // directory.
            Some((name, 1)) if m.cx.st.atom_name(name) == "library" => {
                let lib = m.cx.st.arg(c, 0);
                match file_arg(m, lib)? {
                    Some(l) if LIBRARIES.contains(&l.as_str()) => Ok(None),
                    Some(l) if m.load_library(&l) => Ok(None),
                    _ => Err(crate::builtins::existence_error(
                        &mut m.cx,
                        "source_sink",
                        c,
                    )),
                }
            }
            // Other path aliases (swi(...), foreign(...)) name nothing to load.
            Some((_, 1)) => Ok(None),
            // A path written as segments: examples/zebra.
            Some((atom::SLASH, 2)) => {
                let (dir, name) = (m.cx.st.arg(c, 0), m.cx.st.arg(c, 1));
                match (file_arg(m, dir)?, file_arg(m, name)?) {
                    (Some(d), Some(n)) => Ok(Some(format!("{d}/{n}"))),
                    _ => Err(type_error(&mut m.cx, "source_sink", c)),
                }
            }
            _ => Err(type_error(&mut m.cx, "source_sink", c)),
        },
    }
}

/// The files a load directive names (a file or a list of files);
/// preloaded libraries name none.
fn decl_files(m: &mut Machine, spec: Cell) -> Result<Vec<String>, Flow> {
    let mut files = Vec::new();
    each_decl(m, spec, &mut |m, c| {
        if let Some(f) = file_arg(m, c)? {
            files.push(f);
        }
        Ok(())
    })?;
    Ok(files)
}

fn missing_file(m: &mut Machine, f: &str) -> Flow {
    let c = m.cx.st.new_atom(f);
    crate::builtins::existence_error(&mut m.cx, "source_sink", c)
}

fn consult(m: &mut Machine, a: &[Cell]) -> Res {
    for f in decl_files(m, a[0])? {
        if f == "user" {
            m.load_user();
        } else {
            m.load_file(&f).map_err(|e| load_error(m, &f, e))?;
        }
        if let Some(c) = m.halted {
            return Err(Flow::Halt(c));
        }
    }
    Ok(true)
}

/// The error for a file that could not be loaded: missing, there but
/// unreadable (SWI-Prolog's permission error), or being loaded already
/// (loading it inside itself would never end).
fn load_error(m: &mut Machine, f: &str, e: super::load::LoadError) -> Flow {
    match e {
        super::load::LoadError::NotFound(_) => missing_file(m, f),
        super::load::LoadError::Io(..) => {
            let c = m.cx.st.new_atom(f);
            permission_error(&mut m.cx, "open", "source_sink", c)
        }
        super::load::LoadError::Cycle(_) => {
            let c = m.cx.st.new_atom(f);
            permission_error(&mut m.cx, "load", "source_sink", c)
        }
    }
}

/// `ensure_loaded/1`, `use_module/1,2`: a library is preloaded or loads
/// once (`file_arg`); a file is loaded unless it already was.
fn use_module(m: &mut Machine, a: &[Cell]) -> Res {
    for f in decl_files(m, a[0])? {
        m.load_file_once(&f).map_err(|e| load_error(m, &f, e))?;
        if let Some(c) = m.halted {
            return Err(Flow::Halt(c));
        }
    }
    Ok(true)
}

/// `use_module(:Files)`, `use_module(:File, +Imports)`: loads as
/// `ensure_loaded/1`, then imports into the calling module what each
/// module file exports (only `Imports`, or all but `except(List)`).
fn import(m: &mut Machine, spec: Cell, only: Option<Cell>) -> Res {
    let (into, modules) = load_modules(m, spec, only.is_none())?;
    for from in modules {
        let pis = match only {
            None => None,
            Some(list) => Some(import_list(m, from, list)?),
        };
        m.import_module(from, into, pis.as_deref());
    }
    Ok(true)
}

/// Loads the files `spec` names (`:Files`, as `use_module/1,2` and
/// `reexport/1,2` take them; `all`: everything will be imported):
/// the module they are for, and the modules the files defined.
pub(super) fn load_modules(
    m: &mut Machine,
    spec: Cell,
    all: bool,
) -> Result<(crate::term::Atom, Vec<crate::term::Atom>), Flow> {
    let (into, spec) = m.strip_module(spec, atom::USER);
    let mut modules = Vec::new();
    each_decl(m, spec, &mut |m, c| {
        let lib = {
            let c = m.cx.st.deref(c);
            match m.cx.st.functor(c) {
                Some((name, 1)) if m.cx.st.atom_name(name) == "library" => {
                    library_segments(m, m.cx.st.arg(c, 0))
                }
                _ => None,
            }
        };
        if let Some(f) = file_arg(m, c)? {
            let all = std::mem::replace(&mut m.import_on_load, all);
            let loaded = m.load_file_once(&f);
            m.import_on_load = all;
            loaded.map_err(|e| load_error(m, &f, e))?;
            if let Some(c) = m.halted {
                return Err(Flow::Halt(c));
            }
            if let Some(module) = m.module_of_loaded(&f) {
                modules.push(module);
            }
        } else if let Some(lib) = lib {
            if let Some(module) = m.library_named(&lib) {
                modules.push(module);
            }
        }
        Ok(())
    })?;
    Ok((into, modules))
}

/// The name of a library as `library(Name)` writes it: an atom, or a
/// path of atoms written as segments (`dcg/basics`, `zebra/read`).
fn library_segments(m: &Machine, c: Cell) -> Option<String> {
    let c = m.cx.st.deref(c);
    if let Cell::Atom(a) = c {
        return Some(m.cx.st.atom_name(a).to_string());
    }
    // Segments nest to the left (a/b/c is (a/b)/c): walk them without
    // recursion, the last segment first.
    let mut names = Vec::new();
    let mut at = c;
    loop {
        match m.cx.st.functor(at) {
            Some((atom::SLASH, 2)) => {
                match m.cx.st.deref(m.cx.st.arg(at, 1)) {
                    Cell::Atom(a) => names.push(m.cx.st.atom_name(a).to_string()),
                    _ => return None,
                }
                at = m.cx.st.deref(m.cx.st.arg(at, 0));
            }
            _ => match at {
                Cell::Atom(a) => {
                    names.push(m.cx.st.atom_name(a).to_string());
                    break;
                }
                _ => return None,
            },
        }
    }
    names.reverse();
    Some(names.join("/"))
}

/// The predicates an import list names: `[N/A, ...]`, or the exports of
/// `from` but those of `except([N/A, ...])`.
pub(super) fn import_list(
    m: &mut Machine,
    from: crate::term::Atom,
    list: Cell,
) -> Result<Vec<(crate::term::Atom, u32)>, Flow> {
    let list = m.cx.st.deref(list);
    let (except, list) = match m.cx.st.functor(list) {
        Some((name, 1)) if m.cx.st.atom_name(name) == "except" => (true, m.cx.st.arg(list, 0)),
        _ => (false, list),
    };
    let mut named = Vec::new();
    for item in crate::builtins::get_list(&mut m.cx, list)? {
        let item = m.cx.st.deref(item);
        let item = match m.cx.st.functor(item) {
            // `PI as NewName`: imported under its own name.
            Some((name, 2)) if m.cx.st.atom_name(name) == "as" => {
                m.cx.st.deref(m.cx.st.arg(item, 0))
            }
            _ => item,
        };
        if let Some((f, 2)) = m.cx.st.functor(item) {
            let extra = match m.cx.st.atom_name(f) {
                "/" => 0,
                "//" => 2,
                _ => continue,
            };
            if let (Cell::Atom(n), Cell::Int(a)) = (
                m.cx.st.deref(m.cx.st.arg(item, 0)),
                m.cx.st.deref(m.cx.st.arg(item, 1)),
            ) {
                named.push((n, a as u32 + extra));
            }
        }
    }
    if !except {
        return Ok(named);
    }
    let exports =
        m.db.module(from)
            .map(|md| md.exports.clone())
            .unwrap_or_default();
    Ok(exports
        .into_iter()
        .filter(|pi| !named.contains(pi))
        .collect())
}

/// `include/1`: textual inclusion into the file being loaded.
fn include(m: &mut Machine, a: &[Cell]) -> Res {
    let Some(f) = file_arg(m, a[0])? else {
        return Ok(true);
    };
    m.include_file(&f).map_err(|e| load_error(m, &f, e))?;
    Ok(true)
}

/// `load_files(Files, Options)`: as consult/1, or as ensure_loaded/1
/// with `if(not_loaded)` or `if(changed)`; other options are accepted
/// and ignored.
fn load_files(m: &mut Machine, a: &[Cell]) -> Res {
    let mut once = false;
    for o in crate::builtins::get_list(&mut m.cx, a[1])? {
        let o = m.cx.st.deref(o);
        match m.cx.st.functor(o) {
            Some((name, 1)) if m.cx.st.atom_name(name) == "if" => {
                let v = m.cx.st.arg(o, 0);
                let v = get_atom(&mut m.cx, v)?;
                once = matches!(m.cx.st.atom_name(v), "not_loaded" | "changed");
            }
            Some(_) => {}
            None if matches!(o, Cell::Var(_)) => return Err(instantiation_error()),
            None => return Err(crate::builtins::domain_error(&mut m.cx, "load_option", o)),
        }
    }
    if once {
        use_module(m, &a[..1])
    } else {
        consult(m, &a[..1])
    }
}

/// `exists_source(Spec)`: Spec names a file consult/1 would load (or a
/// library zebralog has).
fn exists_source(m: &mut Machine, a: &[Cell]) -> Res {
    match file_arg(m, a[0]) {
        Ok(None) => Ok(true),
        Ok(Some(f)) => Ok(m.resolve_file(&f).is_some()),
        Err(Flow::Error(e)) if m.cx.st.functor(e) == Some((atom::EXISTENCE_ERROR, 2)) => Ok(false),
        Err(e) => Err(e),
    }
}

/// `'$load_context'(Pairs)`: while a source loads, `Key-Value` for the
/// keys of prolog_load_context/2 that SWI-Prolog gives in this order
/// (`module`, `source`, `file`, `directory`, `dialect`), files as
/// absolute names; only `module` when nothing is loading.
fn load_context(m: &mut Machine, a: &[Cell]) -> Res {
    let source = m
        .loading
        .filter(|&f| f != super::load::PRELUDE_FILE)
        .and_then(|f| m.files.get(f as usize).cloned());
    let mut pairs = Vec::new();
    if let Some(source) = source {
        let file = m
            .including
            .last()
            .cloned()
            .unwrap_or_else(|| source.clone());
        let absolute = |f: &str| -> std::path::PathBuf {
            let p = std::path::Path::new(f);
            std::fs::canonicalize(p)
                .or_else(|_| std::path::absolute(p))
                .unwrap_or_else(|_| p.to_path_buf())
        };
        let dir = absolute(&file)
            .parent()
            .map(|d| d.to_string_lossy().into_owned())
            .unwrap_or_default();
        let show = |p: std::path::PathBuf| p.to_string_lossy().into_owned();
        let user = source.starts_with("user://");
        let values = [
            ("module", m.cx.st.atom_name(m.source_module).to_string()),
            (
                "source",
                if user {
                    source.clone()
                } else {
                    show(absolute(&source))
                },
            ),
            (
                "file",
                if user {
                    file.clone()
                } else {
                    show(absolute(&file))
                },
            ),
            ("directory", dir),
            ("dialect", "swi".to_string()),
        ];
        for (k, v) in values {
            let (k, v) = (m.cx.st.new_atom(k), m.cx.st.new_atom(&v));
            pairs.push(m.cx.st.new_compound(atom::MINUS, &[k, v]));
        }
    } else {
        // The module is known when nothing loads too: `user`, as in SWI.
        let k = m.cx.st.new_atom("module");
        let v = Cell::Atom(m.source_module);
        pairs.push(m.cx.st.new_compound(atom::MINUS, &[k, v]));
    }
    let l = m.cx.st.new_list(&pairs, Cell::Atom(atom::NIL));
    Ok(m.cx.st.unify(a[0], l))
}

/// `absolute_file_name(+Spec, -Absolute[, +Options])`, as SWI-Prolog
/// without its file search paths: Spec is a name or `Dir/Name`, made
/// absolute against the working directory (with options, against the
/// directory of the file being loaded, or `relative_to(F)`) and cleaned
/// of `.` and `..`. Options: `extensions(L)` and `file_type(T)` (`prolog`,
/// `source`, `directory`, `txt`) try extensions, the first existing
/// candidate winning; `access(A)` wants the file to exist (for `write`
/// and `append`, its directory); `file_errors(fail)` fails instead of
/// raising `existence_error(source_sink, Spec)`. A `library(...)` or
/// other alias names no file here.
fn absolute_file_name(m: &mut Machine, spec: Cell, out: Cell, opts: Option<Cell>) -> Res {
    let spec = m.cx.st.deref(spec);
    let name = match spec {
        Cell::Var(_) => return Err(instantiation_error()),
        Cell::Atom(_) | Cell::Text(_) => file_arg(m, spec)?.unwrap_or_default(),
        _ if m.cx.st.functor(spec) == Some((atom::SLASH, 2)) => match file_arg(m, spec) {
            Ok(Some(n)) => n,
            _ => return Ok(false),
        },
        // library(L): zebralog has no library files to name.
        _ if m
            .cx
            .st
            .functor(spec)
            .is_some_and(|(f, n)| n == 1 && m.cx.st.atom_name(f) == "library") =>
        {
            String::new()
        }
        // Another alias (or term): no search path defines it.
        _ => return Ok(false),
    };
    let library = !matches!(spec, Cell::Atom(_) | Cell::Text(_)) && name.is_empty();
    let mut extensions: Vec<String> = Vec::new();
    let (mut directory, mut must_exist, mut in_dir, mut errors) = (false, false, false, true);
    let mut base: Option<std::path::PathBuf> = None;
    if let Some(opts) = opts {
        base = m
            .including
            .last()
            .or_else(|| {
                m.loading
                    .filter(|&f| f != super::load::PRELUDE_FILE)
                    .and_then(|f| m.files.get(f as usize))
            })
            .filter(|f| !f.starts_with("user://"))
            .and_then(|f| std::path::Path::new(f).parent().map(|d| d.to_path_buf()));
        for o in crate::builtins::get_list(&mut m.cx, opts)? {
            let Some((key, v)) = crate::builtins::option_of(&mut m.cx, o)? else {
                continue;
            };
            let v = m.cx.st.deref(v);
            let word = |m: &Machine| match v {
                Cell::Atom(x) => m.cx.st.atom_name(x).to_string(),
                _ => String::new(),
            };
            match m.cx.st.atom_name(key) {
                "extensions" => {
                    extensions.clear();
                    for e in crate::builtins::get_list(&mut m.cx, v)? {
                        let e = crate::builtins::text::get_text(&mut m.cx, e, "atom")?;
                        extensions.push(e.trim_start_matches('.').to_string());
                    }
                }
                "file_type" => match word(m).as_str() {
                    "prolog" | "source" => {
                        extensions = vec!["pl".into(), "prolog".into(), String::new()]
                    }
                    "txt" => extensions = vec!["txt".into(), String::new()],
                    "directory" => directory = true,
                    _ => {}
                },
                "access" => match word(m).as_str() {
                    "none" => {}
                    "write" | "append" => in_dir = true,
                    _ => must_exist = true,
                },
                "file_errors" => errors = word(m) != "fail",
                "relative_to" => {
                    if let Some(r) = crate::builtins::text::text_of(&m.cx, v) {
                        let r = std::path::PathBuf::from(r);
                        base = Some(if r.is_file() {
                            r.parent().map(|d| d.to_path_buf()).unwrap_or(r)
                        } else {
                            r
                        });
                    }
                }
                _ => {}
            }
        }
    }
    let cwd = std::env::current_dir().unwrap_or_default();
    let base = match base {
        Some(b) if b.is_relative() => cwd.join(b),
        Some(b) => b,
        None => cwd,
    };
    let path = clean_path(&base.join(&name), name.is_empty() || name.ends_with('/'));
    if extensions.is_empty() {
        extensions.push(String::new());
    }
    let candidates: Vec<String> = extensions
        .iter()
        .map(|e| {
            if e.is_empty() || path.ends_with(&format!(".{e}")) {
                path.clone()
            } else {
                format!("{path}.{e}")
            }
        })
        .collect();
    let fits = |c: &String| {
        let p = std::path::Path::new(c);
        if directory {
            p.is_dir()
        } else if must_exist {
            p.is_file()
        } else if in_dir {
            p.parent().is_some_and(|d| d.is_dir())
        } else {
            p.exists()
        }
    };
    let found = match candidates.iter().find(|c| fits(c)) {
        _ if library => None,
        Some(c) => Some(c.clone()),
        None if !(directory || must_exist || in_dir || library) => Some(candidates[0].clone()),
        None => None,
    };
    match found {
        Some(f) => {
            let f = m.cx.st.new_atom(&f);
            Ok(m.cx.st.unify(out, f))
        }
        // A file where a directory was wanted is that error, as in SWI.
        None if errors && directory && std::path::Path::new(&candidates[0]).exists() => Err(
            crate::builtins::existence_error(&mut m.cx, "directory", spec),
        ),
        None if errors => Err(crate::builtins::existence_error(
            &mut m.cx,
            "source_sink",
            spec,
        )),
        None => Ok(false),
    }
}

/// An absolute path as text without `.` and `..` components or doubled
/// slashes (`trailing`: keep a final `/`).
fn clean_path(p: &std::path::Path, trailing: bool) -> String {
    use std::path::Component;
    let mut parts: Vec<String> = Vec::new();
    for c in p.components() {
        match c {
            Component::Normal(s) => parts.push(s.to_string_lossy().into_owned()),
            Component::ParentDir => {
                parts.pop();
            }
            _ => {}
        }
    }
    let mut out = format!("/{}", parts.join("/"));
    if trailing && !out.ends_with('/') {
        out.push('/');
    }
    out
}
