//! The compiler seen from Prolog: what user text can and cannot reach.

use crate::{Machine, Term};

fn first(m: &mut Machine, goal: &str, var: &str) -> Option<Term> {
    m.query_once(goal)
        .unwrap()
        .and_then(|s| s.get(var).cloned())
}

/// Issue 10: the flattener's auxiliary predicates ('$aux' and a number)
/// are not open to user clauses, consulted or asserted (they would join
/// the compiler's own clauses of an if-then-else); SWI-Prolog has no
/// such predicates, so this is zebralog's own rule.
#[test]
fn user_clauses_cannot_join_auxiliary_predicates() {
    let mut m = Machine::new();
    let e = first(&mut m, "catch(assertz('$aux1'(x)), error(E, _), true)", "E");
    assert_eq!(
        e.map(|t| t.to_string()).as_deref(),
        Some("permission_error(modify, static_procedure, '$aux1'/1)")
    );
    // A name that only starts with '$aux' is the program's own.
    assert!(m
        .query_once("assertz('$auxiliary'(x)), '$auxiliary'(x)")
        .unwrap()
        .is_some());
}
