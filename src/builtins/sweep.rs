//! Issue 10's mechanism test: every predicate a program can call (each
//! Rust builtin, control construct and library predicate of the prelude,
//! `'$'` primitives included) is called with a cyclic list `L = [a|L]`,
//! a cyclic term `T = f(T)` and a cyclic body `B = (fail, B)` in each
//! argument position, the other arguments unbound. Each call must end,
//! under an inference and
//! time limit, with an answer, a failure or an error: never loop in Rust
//! (where no limit reaches it) and never abort the process.
//!
//! The calls run on a worker thread; the test fails, naming the call, if
//! one takes longer than `STUCK`.

use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::{Machine, Term};

/// How long one call may take before the sweep calls it stuck: far
/// beyond the inference and time limits, so only a native loop gets here.
const STUCK: Duration = Duration::from_secs(20);

/// Predicates left out, and why.
const SKIP: &[(&str, usize, &str)] = &[
    ("halt", 1, "ends the run on purpose"),
    // Grammar rules of library(dcg/basics) that read a class of codes
    // from an unbound list (the cyclic list is the rest): they enumerate
    // for ever, as in SWI.
    ("csyms", 3, ENUMERATES),
    ("csym", 3, ENUMERATES),
    ("nonblanks", 3, ENUMERATES),
];

const ENUMERATES: &str = "enumerates code_type/2 members for ever";

/// The helper the sweep calls: builds `Name(A1, ..., An)` with argument
/// I cyclic, and calls it once, keeping no bindings.
const HELPER: &str = "
'$sweep'(Name, Arity, I, Kind) :-
    functor(G, Name, Arity),
    arg(I, G, X),
    '$sweep_cyclic'(Kind, X),
    \\+ \\+ catch(once(G), _, true).
'$sweep'(_, _, _, _).

'$sweep_cyclic'(list, L) :- L = [a|L].
'$sweep_cyclic'(term, T) :- T = f(T).
'$sweep_cyclic'(body, B) :- B = (fail, B).
";

/// Every defined predicate of a fresh machine with its libraries loaded,
/// as (name, arity).
fn predicates(m: &Machine) -> Vec<(String, usize)> {
    let mut out: Vec<(String, usize)> =
        m.db.preds
            .iter()
            .filter(|p| p.is_defined() && p.arity > 0)
            .map(|p| (m.cx.st.atom_name(p.name).to_string(), p.arity as usize))
            .filter(|(n, a)| !SKIP.iter().any(|(sn, sa, _)| sn == n && sa == a))
            .filter(|(n, _)| !n.starts_with("$aux"))
            .collect();
    out.sort();
    out
}

#[test]
fn every_predicate_ends_on_cyclic_arguments() {
    let current: Arc<Mutex<String>> = Arc::default();
    let (tx, rx) = mpsc::channel::<Result<usize, String>>();
    let now = current.clone();
    std::thread::spawn(move || {
        let mut m = Machine::new();
        // The libraries that load on first use are swept too.
        m.load_autoload_libraries();
        m.set_output(std::io::sink());
        m.set_error_output(std::io::sink());
        m.set_input(std::io::empty());
        m.consult_str(HELPER).expect("the helper loads");
        let mut calls = 0;
        for (name, arity) in predicates(&m) {
            for i in 1..=arity {
                for kind in ["list", "term", "body"] {
                    *now.lock().unwrap() = format!("{name}/{arity}, argument {i} a cyclic {kind}");
                    let bindings = [
                        ("N", Term::atom(&name)),
                        ("A", Term::from(arity as i64)),
                        ("I", Term::from(i as i64)),
                        ("K", Term::atom(kind)),
                    ];
                    let answer = match m.query_with("'$sweep'(N, A, I, K)", &bindings) {
                        Ok(q) => q
                            .inference_limit(2_000)
                            .time_limit(Duration::from_secs(2))
                            .next(),
                        Err(e) => {
                            let _ = tx.send(Err(format!("{}: {e}", now.lock().unwrap())));
                            return;
                        }
                    };
                    // A limit or halt is an acceptable end; a failure of
                    // the helper itself is not.
                    if let Some(Ok(_)) | Some(Err(_)) = answer {
                    } else {
                        let _ = tx.send(Err(format!("{}: no answer", now.lock().unwrap())));
                        return;
                    }
                    calls += 1;
                    if tx.send(Ok(calls)).is_err() {
                        return;
                    }
                }
            }
        }
        let _ = tx.send(Ok(0));
    });
    let mut calls = 0;
    loop {
        match rx.recv_timeout(STUCK) {
            Ok(Ok(0)) => break,
            Ok(Ok(n)) => calls = n,
            Ok(Err(e)) => panic!("{e}"),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                panic!("stuck after {STUCK:?}: {}", current.lock().unwrap())
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                panic!("the sweep died (a panic?) at {}", current.lock().unwrap())
            }
        }
    }
    assert!(calls > 1000, "only {calls} calls");
}
