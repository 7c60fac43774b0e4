//! The corpus of published-style logic-grid puzzles (issue 26):
//! `tests/data/puzzle/grid/NAME.txt`, each with the key `NAME.key` an
//! independent brute force proved unique (`check.py` there).
//!
//! Every puzzle must solve to exactly its key (rows compared as sets of
//! values, case and a final "s" aside, so inferred categories in any
//! order match), and every `bad_NAME.txt` must be refused or found
//! without a unique solution: exit status 1, never a table.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::support::{root, run_all, shown_run, zebralog};

const DIR: &str = "tests/data/puzzle/grid";

fn puzzles(bad: bool) -> Vec<PathBuf> {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(root().join(DIR))
        .expect("read the grid corpus")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .filter(|p| {
            let name = p.file_name().unwrap().to_str().unwrap();
            name.starts_with("bad_") == bad && (bad || p.with_extension("key").exists())
        })
        .collect();
    cases.sort();
    cases
}

fn run(case: &Path) -> std::process::Output {
    let file = case.to_str().expect("utf-8 path");
    zebralog(
        &root(),
        &[
            "-q",
            "-g",
            "main",
            "-t",
            "halt",
            &format!("{DIR}/key.pl"),
            file,
        ],
    )
}

/// A value as the comparison sees it.
fn norm(v: &str) -> String {
    let v = v.trim().to_lowercase();
    v.strip_suffix('s').map(str::to_string).unwrap_or(v)
}

fn row_set(values: impl Iterator<Item = String>) -> BTreeSet<String> {
    values.map(|v| norm(&v)).collect()
}

fn check(case: &Path) -> Result<(), String> {
    let key = std::fs::read_to_string(case.with_extension("key")).expect("read .key");
    let expected: BTreeSet<BTreeSet<String>> = key
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            row_set(
                l.split(';')
                    .map(|kv| kv.split_once('=').map_or(kv, |(_, v)| v).to_string()),
            )
        })
        .collect();
    let o = run(case);
    if !o.status.success() {
        return Err(format!("not solved:\n{}", shown_run(&o)));
    }
    let out = String::from_utf8_lossy(&o.stdout);
    let actual: BTreeSet<BTreeSet<String>> = out
        .lines()
        .map(|l| row_set(l.split("; ").map(str::to_string)))
        .collect();
    if actual == expected {
        Ok(())
    } else {
        Err(format!(
            "a WRONG solution:\n{out}\nexpected (the key):\n{key}"
        ))
    }
}

fn check_bad(case: &Path) -> Result<(), String> {
    let o = run(case);
    let out = String::from_utf8_lossy(&o.stdout);
    if o.status.code() == Some(1) && (out.starts_with("refused") || out.contains("solution")) {
        Ok(())
    } else {
        Err(format!("a bad puzzle was answered:\n{}", shown_run(&o)))
    }
}

#[test]
fn grid_puzzles_solve_to_their_keys() {
    run_all("grid corpus", &puzzles(false), check);
}

#[test]
fn bad_grid_puzzles_are_refused() {
    run_all("grid corpus (bad)", &puzzles(true), check_bad);
}
