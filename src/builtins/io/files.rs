//! Whole files and the file system: `read_file_to_codes/3`,
//! `read_file_to_string/3`, `exists_file/1`, `exists_directory/1`,
//! `delete_file/1`, `directory_files/2`; file names as text, as SWI-Prolog
//! takes them apart: `file_base_name/2`, `file_directory_name/2`,
//! `file_name_extension/3`. Relative names resolve against the working
//! directory, as `open/3` does.

use super::file_name;
use crate::builtins::text::get_text;
use crate::builtins::Ctx;
use crate::builtins::{
    existence_error, instantiation_error, permission_error, Flow, Registry, Res,
};
use crate::term::{atom, Cell};

pub(super) fn register(r: &mut Registry) {
    r.add("read_file_to_codes", 3, |m, a| {
        let text = read_file(m, a[0])?;
        let codes: Vec<Cell> = text.chars().map(|c| Cell::Int(c as i64)).collect();
        let l = m.st.new_list(&codes, Cell::Atom(atom::NIL));
        Ok(m.st.unify(a[1], l))
    });
    r.add("read_file_to_string", 3, |m, a| {
        let text = read_file(m, a[0])?;
        let s = m.st.new_string(&text);
        Ok(m.st.unify(a[1], s))
    });
    r.add("exists_file", 1, |m, a| {
        let f = file_name(m, a[0])?;
        Ok(std::path::Path::new(&f).is_file())
    });
    r.add("exists_directory", 1, |m, a| {
        let f = file_name(m, a[0])?;
        Ok(std::path::Path::new(&f).is_dir())
    });
    r.add("delete_file", 1, delete_file);
    r.add("directory_files", 2, directory_files);
    r.add("file_base_name", 2, |m, a| {
        let f = get_text(m, a[0], "text")?;
        let b = m.st.new_atom(base_name(&f));
        Ok(m.st.unify(a[1], b))
    });
    r.add("file_directory_name", 2, |m, a| {
        let f = get_text(m, a[0], "text")?;
        let d = m.st.new_atom(directory_name(&f));
        Ok(m.st.unify(a[1], d))
    });
    r.add("file_name_extension", 3, file_name_extension);
}

/// A name without its trailing slashes (`/` stays `/`).
fn trim_slashes(f: &str) -> &str {
    match f.trim_end_matches('/') {
        "" if f.starts_with('/') => "/",
        t => t,
    }
}

/// The last component of a name: `/a/b/` gives `b`, `/` gives `/`.
fn base_name(f: &str) -> &str {
    let t = trim_slashes(f);
    if t == "/" {
        return t;
    }
    t.rsplit('/').next().unwrap_or(t)
}

/// All but the last component: `/a/b/c.pl` gives `/a/b`, `c.pl` gives
/// `.`, `/x` gives `/`.
fn directory_name(f: &str) -> &str {
    let t = trim_slashes(f);
    if t == "/" {
        return t;
    }
    match t.rfind('/') {
        None => ".",
        Some(i) => trim_slashes(&t[..=i]),
    }
}

/// `file_name_extension(?Base, ?Ext, ?Name)`: the extension is what
/// follows the last dot of the last component (a leading dot counts, as
/// in SWI: `.bashrc` is `''` and `bashrc`); an extension given with its
/// dot is taken without it; joining leaves a name that already has the
/// extension alone.
fn file_name_extension(m: &mut Ctx, a: &[Cell]) -> Res {
    let name = m.st.deref(a[2]);
    let ext = match m.st.deref(a[1]) {
        Cell::Var(_) => None,
        e => Some(get_text(m, e, "text")?),
    };
    let ext = ext.map(|e| e.strip_prefix('.').map(str::to_string).unwrap_or(e));
    if !matches!(name, Cell::Var(_)) {
        let name = get_text(m, name, "text")?;
        let (base, found) = match &ext {
            Some(e) if e.is_empty() => (name.as_str(), String::new()),
            Some(e) => match name
                .strip_suffix(e.as_str())
                .and_then(|b| b.strip_suffix('.'))
            {
                Some(b) => (b, e.clone()),
                None => return Ok(false),
            },
            None => {
                let last = name.rfind('/').map_or(0, |i| i + 1);
                match name[last..].rfind('.') {
                    Some(i) => (&name[..last + i], name[last + i + 1..].to_string()),
                    None => (name.as_str(), String::new()),
                }
            }
        };
        let (b, e) = (m.st.new_atom(base), m.st.new_atom(&found));
        return Ok(m.st.unify(a[0], b) && m.st.unify(a[1], e));
    }
    let base = get_text(m, a[0], "text")?;
    let Some(ext) = ext else {
        return Err(instantiation_error());
    };
    let joined = if ext.is_empty() || base.ends_with(&format!(".{ext}")) {
        base
    } else {
        format!("{base}.{ext}")
    };
    let n = m.st.new_atom(&joined);
    Ok(m.st.unify(name, n))
}

/// `directory_files(+Dir, -Entries)`: the names in a directory, `.` and
/// `..` included, as SWI-Prolog lists them (in the order the system
/// gives them).
fn directory_files(m: &mut Ctx, a: &[Cell]) -> Res {
    let name = file_name(m, a[0])?;
    let d = m.st.deref(a[0]);
    let path = std::path::Path::new(&name);
    if !path.exists() {
        return Err(existence_error(m, "file", d));
    }
    if !path.is_dir() {
        return Err(existence_error(m, "directory", d));
    }
    let Ok(entries) = std::fs::read_dir(path) else {
        return Err(permission_error(m, "open", "directory", d));
    };
    let mut names = vec![".".to_string(), "..".to_string()];
    names.extend(
        entries
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned()),
    );
    let atoms: Vec<Cell> = names.iter().map(|n| m.st.new_atom(n)).collect();
    let l = m.st.new_list(&atoms, Cell::Atom(atom::NIL));
    Ok(m.st.unify(a[1], l))
}

/// The whole text of a file (UTF-8; invalid bytes become U+FFFD); a
/// missing file or a directory is `existence_error(source_sink, Spec)`.
fn read_file(m: &mut Ctx, spec: Cell) -> Result<String, Flow> {
    let spec = m.st.deref(spec);
    let name = match spec {
        // A file specification such as library(x): none are known.
        Cell::Str(_) => return Err(existence_error(m, "source_sink", spec)),
        _ => file_name(m, spec)?,
    };
    // As SWI, which looks for a readable file: a directory is none.
    if std::path::Path::new(&name).is_dir() {
        return Err(existence_error(m, "source_sink", spec));
    }
    match std::fs::read(&name) {
        Ok(bytes) => Ok(String::from_utf8_lossy(&bytes).into_owned()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            Err(existence_error(m, "source_sink", spec))
        }
        Err(_) => Err(permission_error(m, "open", "source_sink", spec)),
    }
}

fn delete_file(m: &mut Ctx, a: &[Cell]) -> Res {
    let name = file_name(m, a[0])?;
    let f = m.st.deref(a[0]);
    let path = std::path::Path::new(&name);
    if path.is_dir() {
        return Err(permission_error(m, "delete", "file", f));
    }
    match std::fs::remove_file(path) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(existence_error(m, "file", f)),
        Err(_) => Err(permission_error(m, "delete", "file", f)),
    }
}
