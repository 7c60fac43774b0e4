//! `statistics/2`: what the machine has done and how long it took.
//! It reads the machine's own counters (inferences, the start time), so
//! it lives here rather than among the builtins.

use super::{Machine, Registry};
use crate::builtins::arith::sys;
use crate::builtins::{domain_error, instantiation_error, Res};
use crate::term::{atom, Cell};

pub(super) fn register(r: &mut Registry) {
    r.add("statistics", 2, bi_statistics);
}

thread_local! {
    /// Last values reported by statistics(runtime/walltime/real_time, _),
    /// for the "since last call" element.
    static LAST: std::cell::Cell<[i64; 3]> = const { std::cell::Cell::new([0; 3]) };
}

/// `[Total, SinceLast]` for one of the three clocks.
fn since_last(m: &mut Machine, which: usize, now: i64) -> Cell {
    let last = LAST.with(|l| {
        let mut v = l.get();
        let prev = v[which];
        v[which] = now;
        l.set(v);
        prev
    });
    m.cx.st.new_list(
        &[Cell::Int(now), Cell::Int(now - last)],
        Cell::Atom(atom::NIL),
    )
}

fn bi_statistics(m: &mut Machine, args: &[Cell]) -> Res {
    let key = match m.cx.st.deref(args[0]) {
        Cell::Var(_) => return Err(instantiation_error()),
        Cell::Atom(a) => a,
        other => return Err(domain_error(&mut m.cx, "statistics_key", other)),
    };
    let value = match m.cx.st.atom_name(key) {
        "runtime" => since_last(m, 0, (sys::cputime() * 1000.0) as i64),
        "walltime" => since_last(m, 1, m.start_time.elapsed().as_millis() as i64),
        "real_time" => since_last(m, 2, sys::epoch_secs() as i64),
        "cputime" | "process_cputime" => Cell::Flt(sys::cputime()),
        "epoch" => Cell::Flt(sys::epoch_secs() - m.start_time.elapsed().as_secs_f64()),
        "inferences" => Cell::Int(m.inferences as i64),
        // Bytes in use, as SWI reports them.
        "globalused" => Cell::Int((m.cx.st.heap.len() * std::mem::size_of::<Cell>()) as i64),
        "trailused" => {
            Cell::Int((m.cx.st.trail.len() * std::mem::size_of::<crate::term::TrailEntry>()) as i64)
        }
        // The program's size: clause entries held (dead ones not yet
        // reclaimed included) and the code arena (`vm/reclaim.rs`).
        "clauses" => Cell::Int(m.db.preds.iter().map(|p| p.entries()).sum::<usize>() as i64),
        "codes" => Cell::Int(m.code_size() as i64),
        _ => return Err(domain_error(&mut m.cx, "statistics_key", Cell::Atom(key))),
    };
    Ok(m.cx.st.unify(args[1], value))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stat(m: &mut Machine, key: &str) -> Result<Cell, String> {
        let k = m.cx.st.new_atom(key);
        let v = m.cx.st.new_var();
        match bi_statistics(m, &[k, v]) {
            Ok(true) => Ok(m.cx.st.deref(v)),
            Ok(false) => Err("failed".into()),
            Err(crate::builtins::Flow::Error(_)) => Err("error".into()),
            Err(_) => Err("other".into()),
        }
    }

    #[test]
    fn statistics_keys() {
        let mut m = Machine::bare();
        for key in ["runtime", "walltime", "real_time"] {
            let v = stat(&mut m, key).unwrap();
            let items = m.cx.st.list_to_vec(v).unwrap();
            assert_eq!(items.len(), 2, "{key}");
            assert!(matches!(items[0], Cell::Int(n) if n >= 0), "{key}");
        }
        for key in ["cputime", "process_cputime", "epoch"] {
            assert!(
                matches!(stat(&mut m, key), Ok(Cell::Flt(f)) if f >= 0.0),
                "{key}"
            );
        }
        m.inferences = 42;
        assert!(matches!(stat(&mut m, "inferences"), Ok(Cell::Int(42))));
        assert!(stat(&mut m, "foo").is_err());
        let v = m.cx.st.new_var();
        assert!(matches!(
            bi_statistics(&mut m, &[v, v]),
            Err(crate::builtins::Flow::Error(Cell::Atom(
                atom::INSTANTIATION_ERROR
            )))
        ));
    }
}
