//! Changing and asking the file system: `make_directory/1`,
//! `delete_directory/1`, `rename_file/2`, `size_file/2`, `time_file/2`,
//! `same_file/2`, `tmp_file/2` (and the name `tmp_file_stream/3` opens,
//! `'$tmp_file_name'/2`), and file names as text:
//! `is_absolute_file_name/1`, `directory_file_path/3`. Errors are SWI-Prolog's, including its
//! choice of `existence_error(directory, D)` for a directory that is
//! already there. `working_directory/2` and `chdir/1` change the
//! working directory of the whole process (every machine in it sees the
//! change), as SWI's do.

use std::io::ErrorKind;
use std::path::Path;

use super::file_name;
use crate::builtins::text::get_text;
use crate::builtins::Ctx;
use crate::builtins::{existence_error, instantiation_error, permission_error, Registry, Res};
use crate::term::Cell;

pub(super) fn register(r: &mut Registry) {
    r.add("make_directory", 1, make_directory);
    r.add("delete_directory", 1, delete_directory);
    r.add("rename_file", 2, rename_file);
    r.add("size_file", 2, size_file);
    r.add("time_file", 2, time_file);
    r.add("same_file", 2, same_file);
    r.add("is_absolute_file_name", 1, |m, a| {
        let f = file_name(m, a[0])?;
        Ok(f.starts_with('/'))
    });
    r.add("directory_file_path", 3, directory_file_path);
    r.add("working_directory", 2, working_directory);
    r.add("chdir", 1, |m, a| change_directory(m, a[0]));
    r.add("tmp_file", 2, |m, a| {
        let base = get_text(m, a[0], "text")?;
        let name = tmp_name(&format!("{base}_"), "");
        let name = m.st.new_atom(&name);
        Ok(m.st.unify(a[1], name))
    });
    r.add("$tmp_file_name", 2, |m, a| {
        let ext = get_text(m, a[0], "text")?;
        let ext = if ext.is_empty() {
            ext
        } else {
            format!(".{ext}")
        };
        let name = tmp_name("", &ext);
        let name = m.st.new_atom(&name);
        Ok(m.st.unify(a[1], name))
    });
}

/// A new name in the temporary directory, as SWI makes them:
/// `swipl_<base>_<pid>_<n><ext>`, n counting the names made in this
/// process.
fn tmp_name(base: &str, ext: &str) -> String {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let n = COUNT.fetch_add(1, Ordering::Relaxed) + 1;
    let dir = std::env::temp_dir();
    let dir = dir.to_string_lossy();
    let dir = dir.trim_end_matches('/');
    format!("{dir}/swipl_{base}{}_{n}{ext}", std::process::id())
}

fn make_directory(m: &mut Ctx, a: &[Cell]) -> Res {
    let name = file_name(m, a[0])?;
    let d = m.st.deref(a[0]);
    match std::fs::create_dir(&name) {
        Ok(()) => Ok(true),
        Err(e) if matches!(e.kind(), ErrorKind::NotFound | ErrorKind::AlreadyExists) => {
            Err(existence_error(m, "directory", d))
        }
        Err(_) => Err(permission_error(m, "create", "directory", d)),
    }
}

fn delete_directory(m: &mut Ctx, a: &[Cell]) -> Res {
    let name = file_name(m, a[0])?;
    let d = m.st.deref(a[0]);
    if !Path::new(&name).is_dir() {
        return Err(existence_error(m, "directory", d));
    }
    match std::fs::remove_dir(&name) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == ErrorKind::NotFound => Err(existence_error(m, "directory", d)),
        Err(_) => Err(permission_error(m, "delete", "directory", d)),
    }
}

fn rename_file(m: &mut Ctx, a: &[Cell]) -> Res {
    let from = file_name(m, a[0])?;
    let to = file_name(m, a[1])?;
    let f = m.st.deref(a[0]);
    match std::fs::rename(&from, &to) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == ErrorKind::NotFound => Err(existence_error(m, "file", f)),
        Err(_) => Err(permission_error(m, "rename", "file", f)),
    }
}

fn metadata(m: &mut Ctx, c: Cell) -> Result<std::fs::Metadata, crate::builtins::Flow> {
    let name = file_name(m, c)?;
    let f = m.st.deref(c);
    match std::fs::metadata(&name) {
        Ok(md) => Ok(md),
        Err(e) if e.kind() == ErrorKind::NotFound => Err(existence_error(m, "file", f)),
        Err(_) => Err(permission_error(m, "access", "file", f)),
    }
}

/// `size_file(+File, -Bytes)`; a directory has its size too, as in SWI.
fn size_file(m: &mut Ctx, a: &[Cell]) -> Res {
    let md = metadata(m, a[0])?;
    Ok(m.st.unify(a[1], Cell::Int(md.len() as i64)))
}

/// `time_file(+File, -Stamp)`: the last modification, in seconds since
/// the epoch (a float).
fn time_file(m: &mut Ctx, a: &[Cell]) -> Res {
    let md = metadata(m, a[0])?;
    let t = md
        .modified()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0.0, |d| d.as_secs_f64());
    Ok(m.st.unify(a[1], Cell::Flt(t)))
}

/// `same_file(+F1, +F2)`: the same name, or two names of one existing
/// file.
fn same_file(m: &mut Ctx, a: &[Cell]) -> Res {
    let f1 = file_name(m, a[0])?;
    let f2 = file_name(m, a[1])?;
    if f1 == f2 {
        return Ok(true);
    }
    match (std::fs::canonicalize(&f1), std::fs::canonicalize(&f2)) {
        (Ok(p1), Ok(p2)) => Ok(p1 == p2),
        _ => Ok(false),
    }
}

/// `directory_file_path(?Dir, ?File, ?Path)`: Path is File in Dir, as
/// SWI joins and splits them: an absolute File is the Path, Dir `.` adds
/// nothing, Dir `''` is the root; split at the last `/`.
fn directory_file_path(m: &mut Ctx, a: &[Cell]) -> Res {
    let text = |m: &mut Ctx, c: Cell| -> Result<Option<String>, crate::builtins::Flow> {
        match m.st.deref(c) {
            Cell::Var(_) => Ok(None),
            t => Ok(Some(get_text(m, t, "text")?)),
        }
    };
    let dir = text(m, a[0])?;
    let file = text(m, a[1])?;
    let path = text(m, a[2])?;
    let atom = |m: &mut Ctx, s: &str| m.st.new_atom(s);
    match (dir, file, path) {
        (Some(d), Some(f), _) => {
            let p = if f.starts_with('/') || d == "." {
                f
            } else if d.ends_with('/') {
                format!("{d}{f}")
            } else {
                format!("{d}/{f}")
            };
            let p = atom(m, &p);
            Ok(m.st.unify(a[2], p))
        }
        (Some(d), None, Some(p)) => {
            let prefix = if d.ends_with('/') { d } else { format!("{d}/") };
            match p.strip_prefix(&prefix) {
                Some(f) => {
                    let f = atom(m, f);
                    Ok(m.st.unify(a[1], f))
                }
                None => Ok(false),
            }
        }
        (None, Some(f), Some(p)) => match p.strip_suffix(&f).and_then(|d| d.strip_suffix('/')) {
            Some(d) => {
                let d = atom(m, if d.is_empty() { "/" } else { d });
                Ok(m.st.unify(a[0], d))
            }
            None => Ok(false),
        },
        (None, None, Some(p)) => {
            let (d, f) = match p.rfind('/') {
                Some(0) => ("/", &p[1..]),
                Some(i) => (&p[..i], &p[i + 1..]),
                None => (".", p.as_str()),
            };
            let (d, f) = (atom(m, d), atom(m, f));
            Ok(m.st.unify(a[0], d) && m.st.unify(a[1], f))
        }
        _ => Err(instantiation_error()),
    }
}

/// `working_directory(?Old, ?New)`: Old is the working directory, ending
/// in `/` as SWI gives it; then New, when bound, becomes it.
fn working_directory(m: &mut Ctx, a: &[Cell]) -> Res {
    let cwd = match std::env::current_dir() {
        Ok(d) => d.to_string_lossy().into_owned(),
        Err(_) => return Ok(false),
    };
    let cwd = if cwd.ends_with('/') { cwd } else { cwd + "/" };
    let old = m.st.new_atom(&cwd);
    if !m.st.unify(a[0], old) {
        return Ok(false);
    }
    match m.st.deref(a[1]) {
        Cell::Var(_) => Ok(true),
        _ => change_directory(m, a[1]),
    }
}

/// `chdir(+Dir)`: Dir becomes the working directory.
fn change_directory(m: &mut Ctx, dir: Cell) -> Res {
    match m.st.deref(dir) {
        Cell::Var(_) => return Err(instantiation_error()),
        // A number names no directory (SWI: not text here).
        n @ (Cell::Int(_) | Cell::Flt(_) | Cell::Big(_)) => {
            return Err(crate::builtins::type_error(m, "text", n))
        }
        _ => {}
    }
    let d = get_text(m, dir, "text")?;
    match std::env::set_current_dir(&d) {
        Ok(()) => Ok(true),
        Err(_) => Err(existence_error(m, "directory", dir)),
    }
}
