//! The operating system as SWI-Prolog's system predicates show it:
//! `getenv/2`, `sleep/1`, `shell/1,2`.
//!
//! `setenv/2` is left out on purpose: changing the environment of a
//! process where other threads may read it is a data race, and a
//! `Machine` may run beside other threads of its host program.
//!
//! **Invariant:** nothing here reads or writes the program's streams;
//! `shell/1,2` runs the command with the process's own standard streams,
//! as SWI does, after flushing what the program wrote.

use super::text::get_text;
use super::{type_error, Flow, Registry, Res};
use crate::builtins::Ctx;
use crate::term::Cell;

pub fn register(r: &mut Registry) {
    r.add("getenv", 2, getenv);
    r.add("sleep", 1, sleep);
    r.add("shell", 1, |m, a| shell(m, a[0]).map(|status| status == 0));
    r.add("shell", 2, |m, a| {
        let status = shell(m, a[0])?;
        Ok(m.st.unify(a[1], Cell::Int(status)))
    });
}

/// `getenv(+Name, -Value)`: fails when the variable is not set.
fn getenv(m: &mut Ctx, a: &[Cell]) -> Res {
    let name = get_text(m, a[0], "text")?;
    match std::env::var(&name) {
        Ok(v) => {
            let v = m.st.new_atom(&v);
            Ok(m.st.unify(a[1], v))
        }
        Err(_) => Ok(false),
    }
}

/// `sleep(+Seconds)`: integer or float; zero or less returns at once.
fn sleep(m: &mut Ctx, a: &[Cell]) -> Res {
    let secs = match m.st.deref(a[0]) {
        Cell::Int(i) => i as f64,
        Cell::Flt(f) => f,
        Cell::Var(_) => return Err(super::instantiation_error()),
        other => return Err(type_error(m, "number", other)),
    };
    if secs > 0.0 {
        m.flush();
        std::thread::sleep(std::time::Duration::from_secs_f64(secs.min(1e9)));
    }
    Ok(true)
}

/// Runs `Command` with `sh -c` and returns its exit status (1 when it
/// could not run or was killed by a signal).
fn shell(m: &mut Ctx, c: Cell) -> Result<i64, Flow> {
    let cmd = get_text(m, c, "text")?;
    m.flush();
    let status = std::process::Command::new("sh")
        .arg("-c")
        .arg(&cmd)
        .status()
        .ok()
        .and_then(|s| s.code())
        .unwrap_or(1);
    Ok(status as i64)
}
