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

/// A state with another key or a missing tail is not read: the caller
/// boots from source instead. (A damaged byte is the cache's MAC's to
/// catch: `a_forged_or_damaged_state_is_refused_and_rewritten`.)
#[test]
fn a_foreign_or_cut_state_is_refused() {
    let m = Machine::new();
    let bytes = m.save_state(b"key").unwrap();
    assert!(Machine::restore_state(&bytes, b"other").is_none());
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
    assert_eq!(files.len(), 2, "one state file and the key");
    let state = dir.join(cache_key(&["assoc"]).unwrap().0);
    let written = std::fs::metadata(&state).unwrap().modified().unwrap();
    let mut second = Machine::with_state_cache(&dir, &["assoc"]);
    let now = std::fs::metadata(&state).unwrap().modified().unwrap();
    assert_eq!(written, now, "the state was read, not written again");
    for m in [&mut first, &mut second] {
        assert_eq!(
            m.run_goal("list_to_assoc([k-v], A), get_assoc(k, A, v)"),
            GoalStatus::Success
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A fresh directory for one cache test, removed when dropped.
#[cfg(unix)]
struct TempDir(std::path::PathBuf);

#[cfg(unix)]
impl TempDir {
    fn new(tag: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("zebralog-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        TempDir(dir)
    }

    /// The state file the cache keeps here for `libraries`.
    fn state(&self, libraries: &[&str]) -> std::path::PathBuf {
        self.0.join(cache_key(libraries).unwrap().0)
    }
}

#[cfg(unix)]
impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[cfg(unix)]
fn mode(path: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

#[cfg(unix)]
fn set_mode(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

/// Issue 25: the cache directory is made 0700 and its key 0600, and the
/// state is written with a MAC under that key.
#[cfg(unix)]
#[test]
fn the_cache_is_private_to_its_user() {
    let dir = TempDir::new("private");
    Machine::with_state_cache(&dir.0, &[]);
    assert_eq!(mode(&dir.0), 0o700);
    assert_eq!(mode(&dir.0.join("mac.key")), 0o600);
    assert_eq!(mode(&dir.state(&[])), 0o600);
    let cache = cache::Cache::open(&dir.0).unwrap();
    let name = cache_key(&[]).unwrap().0;
    assert!(cache.read(&name).is_some(), "the state authenticates");
}

/// Issue 25: a state whose tag does not hold under our key (one
/// checksummed as before, one tagged under another key, one with a
/// byte changed) is never read, and is written again.
#[cfg(unix)]
#[test]
fn a_forged_or_damaged_state_is_refused_and_rewritten() {
    let dir = TempDir::new("forged");
    Machine::with_state_cache(&dir.0, &[]);
    let path = dir.state(&[]);
    let good = std::fs::read(&path).unwrap();
    let cache = cache::Cache::open(&dir.0).unwrap();
    let name = cache_key(&[]).unwrap().0;
    let body = &good[..good.len() - cache::TAG_LEN];
    let other_key = [7u8; 32];
    let mut changed = good.clone();
    changed[body.len() / 2] ^= 1;
    let forgeries = [
        [body, blake3::keyed_hash(&other_key, body).as_bytes()].concat(),
        [body, blake3::hash(body).as_bytes()].concat(),
        changed,
        body.to_vec(),
    ];
    for forged in forgeries {
        std::fs::write(&path, &forged).unwrap();
        assert!(cache.read(&name).is_none(), "a forged state is refused");
        let mut m = Machine::with_state_cache(&dir.0, &[]);
        assert_eq!(m.run_goal("atom_length(abc, 3)"), GoalStatus::Success);
        assert!(cache.read(&name).is_some(), "and written again");
    }
}

/// Issue 25: a directory others can write, or that someone else owns,
/// is not used: nothing is read from it or written to it.
#[cfg(unix)]
#[test]
fn a_directory_others_can_write_is_not_used() {
    let dir = TempDir::new("shared");
    std::fs::create_dir(&dir.0).unwrap();
    set_mode(&dir.0, 0o777);
    let mut m = Machine::with_state_cache(&dir.0, &[]);
    assert_eq!(m.run_goal("atom_length(abc, 3)"), GoalStatus::Success);
    assert_eq!(std::fs::read_dir(&dir.0).unwrap().count(), 0);
    set_mode(&dir.0, 0o720);
    assert!(cache::Cache::open(&dir.0).is_none(), "group-writable");
    set_mode(&dir.0, 0o700);
    assert!(cache::Cache::open(&dir.0).is_some(), "private");
    // Root (as in CI) can give the directory away and see it refused.
    if std::os::unix::fs::chown(&dir.0, Some(4242), None).is_ok() {
        assert!(cache::Cache::open(&dir.0).is_none(), "someone else's");
    }
}

/// Issue 25: files in the cache are used only if they are ours and
/// private: a key others can read is replaced (states under it are
/// then rewritten), a state others can write is refused, and a link at
/// the state's path is not followed, even to a good state.
#[cfg(unix)]
#[test]
fn files_not_ours_or_not_regular_are_not_trusted() {
    let dir = TempDir::new("files");
    Machine::with_state_cache(&dir.0, &[]);
    let name = cache_key(&[]).unwrap().0;
    let path = dir.state(&[]);
    let key = dir.0.join("mac.key");
    let old_key = std::fs::read(&key).unwrap();
    set_mode(&key, 0o644);
    let cache = cache::Cache::open(&dir.0).unwrap();
    assert_ne!(std::fs::read(&key).unwrap(), old_key, "a new key");
    assert_eq!(mode(&key), 0o600);
    assert!(cache.read(&name).is_none(), "the old state's tag fails");
    Machine::with_state_cache(&dir.0, &[]);
    assert!(cache.read(&name).is_some());
    set_mode(&path, 0o622);
    assert!(cache.read(&name).is_none(), "a state others can write");
    set_mode(&path, 0o600);
    let elsewhere = dir.0.join("elsewhere");
    std::fs::rename(&path, &elsewhere).unwrap();
    std::os::unix::fs::symlink(&elsewhere, &path).unwrap();
    assert!(cache.read(&name).is_none(), "a link is not followed");
    Machine::with_state_cache(&dir.0, &[]);
    assert!(std::fs::symlink_metadata(&path).unwrap().is_file());
    assert!(cache.read(&name).is_some(), "and is replaced by a state");
}

/// Issue 25: a FIFO at the state's path does not block start-up (a
/// plain read would wait for a writer for ever); it is replaced.
#[cfg(unix)]
#[test]
fn a_fifo_at_the_state_path_does_not_block() {
    let dir = TempDir::new("fifo");
    std::fs::create_dir(&dir.0).unwrap();
    set_mode(&dir.0, 0o700);
    let path = dir.state(&[]);
    let made = std::process::Command::new("mkfifo").arg(&path).status();
    if !made.is_ok_and(|s| s.success()) {
        return;
    }
    let (tx, rx) = std::sync::mpsc::channel();
    let d = dir.0.clone();
    std::thread::spawn(move || {
        let mut m = Machine::with_state_cache(&d, &[]);
        let _ = tx.send(m.run_goal("atom_length(abc, 3)"));
    });
    let status = rx.recv_timeout(std::time::Duration::from_secs(20));
    assert_eq!(status, Ok(GoalStatus::Success), "start-up blocked");
    assert!(std::fs::symlink_metadata(&path).unwrap().is_file());
}

/// Goals a mutated machine runs: most of the machine (control, the
/// prelude's library, arithmetic, the database and clause terms, text,
/// errors) is exercised.
const SWEEP_GOALS: &[&str] = &[
    "atom_length(abc, N), N == 3",
    "msort([b, a, c], L), length(L, 3)",
    "format(atom(A), '~w ~a ~q', [f(X, \"s\"), b, 'C']), atom(A)",
    "catch(no_such_predicate_here, _, true)",
    "findall(X, member(X, [1, 2, 3]), L), sum_list(L, 6)",
    "assertz(swept(1)), retract(swept(1))",
    "X is 2**100 + 1.5, Y is max(3, 4) * X, Y > 0",
    "length(L, 2), append(L, [c], M), M = [_, _, c]",
    "atom_codes(A, \"xyz\"), sub_atom(A, 1, 1, _, S), S == y",
    "catch(atom_length(1, _), error(E, _), true), nonvar(E)",
    "copy_term(f(X, Y, X), C), C = f(P, Q, R), P == R, P \\== Q",
    "between(1, 3, X), X > 2, !",
    "string_concat(S1, S2, \"ab\"), S1 == \"a\", !",
    "with_output_to(string(S), listing(lists:append/3)), string(S)",
    "clause(lists:append(A, B, C), Body), nonvar(Body)",
    "keysort([b-1, a-2], L), pairs_values(L, V), V == [2, 1]",
    "nb_setval(k, 1), nb_getval(k, V), V == 1",
    "X = \"abc\", string_chars(X, Cs), length(Cs, 3)",
    "succ_or_fail, fail ; true",
];

/// What a state with one byte changed gives: `Ok(false)` refused,
/// `Ok(true)` a machine that ran every goal (whatever their results),
/// `Err` a panic, with the goal it happened in.
fn run_mutant(bytes: &[u8]) -> Result<bool, String> {
    use std::panic::{catch_unwind, AssertUnwindSafe};
    let Ok(m) = catch_unwind(|| Machine::restore_state(bytes, b"key")) else {
        return Err("decoding".into());
    };
    let Some(mut m) = m else { return Ok(false) };
    for g in SWEEP_GOALS {
        m.limits.inferences = 200_000;
        m.limits.inferences_at = m.inferences.saturating_add(200_000);
        m.limits.deadline = Some(std::time::Instant::now() + std::time::Duration::from_secs(2));
        if catch_unwind(AssertUnwindSafe(|| m.run_goal(g))).is_err() {
            return Err(format!("running {g}"));
        }
    }
    Ok(true)
}

/// Changes byte `at` of `bytes` the `k`th way: a low bit, a high bit
/// (a number's continuation), a zero, every bit.
fn mutate(bytes: &[u8], at: usize, k: usize) -> Vec<u8> {
    let mut v = bytes.to_vec();
    v[at] = match k % 4 {
        0 => v[at] ^ 1,
        1 => v[at] ^ 0x80,
        2 => 0,
        _ => 0xff,
    };
    v
}

/// A real state to change, and where its parts (header, atoms,
/// operators, flags, code, database, machine) start and end.
fn state_and_parts() -> (Vec<u8>, Vec<usize>) {
    let e = Machine::new().encode_with_key(b"key").unwrap();
    let mut marks = vec![0];
    marks.extend(e.marks);
    (e.buf, marks)
}

/// Every change at `changes` (position, kind) of a real state (the MAC
/// check bypassed): none may panic; returns how many decoded and ran.
fn sweep(state: &[u8], changes: impl Iterator<Item = (usize, usize)>) -> usize {
    let mut decoded = 0;
    let mut panics = Vec::new();
    for (at, k) in changes.filter(|&(at, _)| at < state.len()) {
        match run_mutant(&mutate(state, at, k)) {
            Ok(ran) => decoded += ran as usize,
            Err(where_) => panics.push((at, k, where_)),
        }
    }
    assert!(
        panics.is_empty(),
        "panics (position, change, where): {panics:?}"
    );
    decoded
}

/// Issue 25: a state changed anywhere decodes to an error or to a
/// machine that runs without panicking, aborting or hanging. A sample
/// that stays fast in a debug build (a change that decodes costs tens
/// of milliseconds there): positions in every part of the state, most
/// where the numbers the machine indexes with are (code, database),
/// the kinds of change in turn. `out_of_range_numbers_are_refused`
/// pins the fields one by one; the exhaustive sweep is below.
#[test]
fn a_mutated_state_never_panics() {
    let (state, parts) = state_and_parts();
    let mut changes = Vec::new();
    // Header, atoms, operators, flags, code, database, machine.
    let per_part = [1, 2, 1, 2, 8, 6, 2];
    for (w, n) in parts.windows(2).zip(per_part) {
        let (start, end) = (w[0], w[1]);
        let step = ((end - start) / n).max(1);
        let k = changes.len();
        changes.extend((start..end).step_by(step).take(n).zip(k..));
    }
    sweep(&state, changes.into_iter());
}

/// As `a_mutated_state_never_panics`, every position (the kinds of
/// change in turn): minutes in a release build (`cargo test --release
/// -- --ignored mutated`). Runs in
/// a scratch directory: a changed predicate number can make a goal
/// call another predicate, `ls/0` or a file operation among them.
#[test]
#[ignore]
fn a_mutated_state_never_panics_anywhere() {
    let (state, _) = state_and_parts();
    let scratch = std::env::temp_dir().join(format!("zebralog-sweep-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    std::env::set_current_dir(&scratch).unwrap();
    let mut decoded = 0;
    for chunk in (0..state.len()).collect::<Vec<_>>().chunks(4096) {
        decoded += sweep(&state, chunk.iter().map(|&at| (at, at % 4)));
        eprintln!(
            "up to {}: {decoded} decoded and ran",
            chunk[chunk.len() - 1]
        );
    }
    let _ = std::fs::remove_dir_all(&scratch);
}

/// Issue 25: the builtin-rebinding forgery. Renaming the atom `write`
/// to `shell` bound the predicate the prelude calls as `write/1` to
/// shell/1; now two atoms of one name, a Rust predicate outside
/// `system`, or one stored as another kind of Rust predicate than this
/// binary defines, are refused.
#[test]
fn a_builtin_is_bound_only_as_this_binary_defines_it() {
    let m = Machine::new();
    let state = m.save_state(b"key").unwrap();
    let at = state.windows(6).position(|w| w == b"\x05write").unwrap();
    let mut renamed = state.clone();
    renamed[at + 1..at + 6].copy_from_slice(b"shell");
    assert!(Machine::restore_state(&renamed, b"key").is_none());

    let forge = |change: &dyn Fn(&mut Machine)| {
        let mut m = Machine::new();
        change(&mut m);
        let bytes = m.save_state(b"key").unwrap();
        Machine::restore_state(&bytes, b"key").is_none()
    };
    let pid = |m: &mut Machine, module, name: &str, arity| {
        let a = m.cx.st.intern(name);
        m.db.pred_id(module, a, arity) as usize
    };
    use crate::term::atom::{SYSTEM, USER};
    assert!(forge(&|m| {
        let shell = pid(m, SYSTEM, "shell", 1);
        let user_shell = pid(m, USER, "shell", 1);
        m.db.preds[user_shell].kind = m.db.preds[shell].kind;
    }));
    assert!(forge(&|m| {
        let between = pid(m, SYSTEM, "between", 3);
        let write = pid(m, SYSTEM, "write", 1);
        m.db.preds[write].kind = m.db.preds[between].kind;
    }));
    assert!(!forge(&|_| ()), "an unchanged state is read");
}

/// Issue 25: numbers the machine sizes or indexes with are checked: a
/// huge `stack_limit`, `max_reg` past the registers, a frame of 2^32
/// cells, a permanent variable outside its frame, a call to no
/// predicate, a jump out of its clause.
#[test]
fn out_of_range_numbers_are_refused() {
    use crate::compile::{CodeAddr, Instr, PredId, Reg};
    let forge = |change: &dyn Fn(&mut Machine)| {
        let mut m = Machine::new();
        change(&mut m);
        let bytes = m.save_state(b"key").unwrap();
        Machine::restore_state(&bytes, b"key").is_none()
    };
    // The first clause that allocates a frame, and where.
    let frame = |m: &Machine| {
        m.db.preds
            .iter()
            .flat_map(|p| &p.back)
            .find_map(|c| {
                let r = c.code[0].start as usize..c.code[0].end as usize;
                r.clone()
                    .find(|&i| matches!(m.code.instrs[i], Instr::Allocate(_)))
                    .map(|i| (i, r))
            })
            .unwrap()
    };
    assert!(forge(&|m| m.cx.flags.stack_limit = 1 << 62));
    assert!(forge(&|m| m.max_reg = crate::vm::NREGS as u32));
    assert!(forge(&|m| m.call_high = u32::MAX));
    assert!(forge(&|m| {
        let (at, _) = frame(m);
        m.code.instrs[at] = Instr::Allocate(u32::MAX);
    }));
    assert!(forge(&|m| {
        let (at, _) = frame(m);
        let Instr::Allocate(n) = m.code.instrs[at] else {
            unreachable!()
        };
        m.code.instrs[at + 1] = Instr::GetB0(Reg::Y(n));
    }));
    assert!(forge(&|m| {
        let (at, _) = frame(m);
        m.code.instrs[at + 1] = Instr::Call(PredId(m.db.preds.len() as u32));
    }));
    assert!(forge(&|m| {
        let (at, r) = frame(m);
        m.code.instrs[at + 1] = Instr::Jump(CodeAddr(r.end as u32));
    }));
    assert!(!forge(&|_| ()), "an unchanged state is read");
}
