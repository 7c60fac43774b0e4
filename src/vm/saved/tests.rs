use super::*;
use crate::builtins::arith::Func;
use crate::builtins::terms::{TermOp, TypeTest};
use crate::compile::CmpOp;
use crate::toplevel::GoalStatus;

/// The variant tables a state stores indexes into are complete and in
/// declaration order.
#[test]
fn variant_tables_are_in_declaration_order() {
    assert!(Func::ALL.iter().enumerate().all(|(i, f)| *f as usize == i));
    assert!(CmpOp::ALL.iter().enumerate().all(|(i, f)| *f as usize == i));
    assert!(TypeTest::ALL
        .iter()
        .enumerate()
        .all(|(i, f)| *f as usize == i));
    assert!(TermOp::ALL
        .iter()
        .enumerate()
        .all(|(i, f)| *f as usize == i));
}

/// Issue 13: a restored machine saves to the same bytes (nothing the
/// state holds is lost or changed on the way), and runs what the booted
/// one runs, libraries included.
#[test]
fn a_restored_machine_is_the_saved_one() {
    let mut m = Machine::new();
    assert!(m.load_library("clpfd"));
    let bytes = m.save_state(b"key").expect("a booted machine saves");
    let mut r = Machine::restore_state(&bytes, b"key").expect("and reads back");
    let again = r.save_state(b"key").expect("a restored machine saves");
    let first_difference = bytes.iter().zip(&again).position(|(a, b)| a != b);
    assert_eq!((first_difference, again.len()), (None, bytes.len()));
    let goals = [
        "append(X, [c], [a, b, c]), X == [a, b]",
        "msort([b, a, c], L), L == [a, b, c]",
        "X #> 3, X #< 5, X == 4",
        "catch(atom_length(1, _), error(type_error(_, _), _), true)",
        "list_to_assoc([a-1], A), get_assoc(a, A, 1)",
        "forall(member(X, [1, 2]), X > 0)",
        "length(L, 2), maplist(=(z), L), L == [z, z]",
    ];
    for g in goals {
        assert_eq!(r.run_goal(g), GoalStatus::Success, "{g}");
    }
}

/// A state with another key, a damaged byte or a missing tail is not
/// read: the caller boots from source instead.
#[test]
fn a_damaged_or_foreign_state_is_refused() {
    let m = Machine::new();
    let bytes = m.save_state(b"key").unwrap();
    assert!(Machine::restore_state(&bytes, b"other").is_none());
    let mut flipped = bytes.clone();
    let mid = flipped.len() / 2;
    flipped[mid] ^= 0x40;
    assert!(Machine::restore_state(&flipped, b"key").is_none());
    assert!(Machine::restore_state(&bytes[..bytes.len() - 1], b"key").is_none());
    assert!(Machine::restore_state(b"", b"key").is_none());
}

/// The cache writes a state the first time and reads it the next.
#[test]
fn the_cache_boots_once_and_reads_after() {
    let dir = std::env::temp_dir().join(format!("zebralog-state-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut first = Machine::with_state_cache(&dir, &["assoc"]);
    let files: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert_eq!(files.len(), 1, "one state file");
    let mut second = Machine::with_state_cache(&dir, &["assoc"]);
    for m in [&mut first, &mut second] {
        assert_eq!(
            m.run_goal("list_to_assoc([k-v], A), get_assoc(k, A, v)"),
            GoalStatus::Success
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
