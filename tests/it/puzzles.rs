//! The puzzle reader, `examples/puzzles/solve.pl`: every
//! `examples/puzzles/X.txt` with an `X.out` runs as
//! `zebralog examples/puzzles/solve.pl examples/puzzles/X.txt` and must
//! print exactly `X.out` (what SWI-Prolog prints) and exit with status 0.
//! Every `examples/puzzles/bad/X.txt` must print exactly `X.err` on
//! standard error and exit with status 1.

use std::path::{Path, PathBuf};

use crate::support::{expect_stdout, root, run_all, short_diff, zebralog};

const SOLVER: &str = "examples/puzzles/solve.pl";

/// The `.txt` files in `dir`, sorted, that have an `expected` file beside
/// them (`out` or `err`).
fn puzzles_with(dir: &Path, expected: &str) -> Vec<PathBuf> {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| {
            p.extension().is_some_and(|x| x == "txt") && p.with_extension(expected).exists()
        })
        .collect();
    cases.sort();
    cases
}

/// Runs the solver on `case`, a path under the crate root.
fn solve(case: &Path) -> std::process::Output {
    let rel = case
        .strip_prefix(root())
        .expect("puzzle under the crate root");
    zebralog(&root(), &[SOLVER, rel.to_str().expect("utf-8 path")])
}

fn check_puzzle(case: &Path) -> Result<(), String> {
    let expected = std::fs::read_to_string(case.with_extension("out")).expect("read .out");
    expect_stdout(&expected, &solve(case))
}

fn check_bad_puzzle(case: &Path) -> Result<(), String> {
    let expected = std::fs::read_to_string(case.with_extension("err")).expect("read .err");
    let output = solve(case);
    let actual = String::from_utf8_lossy(&output.stderr);
    let mut why = String::new();
    if actual != expected {
        why.push_str(&short_diff(&expected, &actual));
    }
    if output.status.code() != Some(1) {
        why.push_str(&format!("exit status {}, expected 1\n", output.status));
    }
    if !output.stdout.is_empty() {
        why.push_str(&format!(
            "unexpected stdout: {}\n",
            String::from_utf8_lossy(&output.stdout)
        ));
    }
    if why.is_empty() {
        Ok(())
    } else {
        Err(why)
    }
}

#[test]
fn puzzles_print_their_solution_table() {
    run_all(
        "examples/puzzles",
        &puzzles_with(&root().join("examples/puzzles"), "out"),
        check_puzzle,
    );
}

#[test]
fn bad_puzzles_are_reported_on_stderr_with_status_1() {
    run_all(
        "examples/puzzles/bad",
        &puzzles_with(&root().join("examples/puzzles/bad"), "err"),
        check_bad_puzzle,
    );
}
