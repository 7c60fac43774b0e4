//! Whole files and the file system: `read_file_to_codes/3`,
//! `read_file_to_string/3`, `exists_file/1`, `exists_directory/1`,
//! `delete_file/1`. Relative names resolve against the working
//! directory, as `open/3` does.

use super::file_name;
use crate::builtins::{existence_error, permission_error, Flow, Registry, Res};
use crate::term::{atom, Cell};
use crate::vm::Machine;

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
}

/// The whole text of a file (UTF-8; invalid bytes become U+FFFD).
fn read_file(m: &mut Machine, spec: Cell) -> Result<String, Flow> {
    let spec = m.st.deref(spec);
    let name = match spec {
        // A file specification such as library(x): none are known.
        Cell::Str(_) => return Err(existence_error(m, "source_sink", spec)),
        _ => file_name(m, spec)?,
    };
    match std::fs::read(&name) {
        Ok(bytes) => Ok(String::from_utf8_lossy(&bytes).into_owned()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            Err(existence_error(m, "source_sink", spec))
        }
        Err(_) => Err(permission_error(m, "open", "source_sink", spec)),
    }
}

fn delete_file(m: &mut Machine, a: &[Cell]) -> Res {
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
