//! The puzzle toolkit, library(zebra) and `zebralog puzzle` (issue 13).
//!
//! Every `examples/puzzles/X.txt` with an `X.out` must print exactly
//! `X.out` and exit with status 0 both as `zebralog puzzle solve X.txt`
//! and through the example program, `zebralog examples/puzzles/solve.pl
//! X.txt`. Every `examples/puzzles/bad/X.txt` must make solve.pl print
//! exactly `X.err` on standard error and exit with status 1.
//!
//! Each `tests/data/puzzle/X.args` holds the arguments of one zebralog
//! run in that directory (`puzzle check several.txt`, or `-g main` on a
//! program using the library); what it prints on standard output and
//! error, and its exit status, are pinned as an insta snapshot.

use std::path::{Path, PathBuf};

use crate::support::{expect_stdout, root, run_all, short_diff, shown_run, zebralog};

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

/// `case` as a path relative to the crate root.
fn relative(case: &Path) -> &str {
    case.strip_prefix(root())
        .expect("puzzle under the crate root")
        .to_str()
        .expect("utf-8 path")
}

/// Runs the example program on `case`, a path under the crate root.
fn solve(case: &Path) -> std::process::Output {
    zebralog(&root(), &[SOLVER, relative(case)])
}

fn check_puzzle(case: &Path) -> Result<(), String> {
    let expected = std::fs::read_to_string(case.with_extension("out")).expect("read .out");
    let cli = zebralog(&root(), &["puzzle", "solve", relative(case)]);
    expect_stdout(&expected, &cli).map_err(|why| format!("zebralog puzzle solve:\n{why}"))?;
    expect_stdout(&expected, &solve(case)).map_err(|why| format!("solve.pl:\n{why}"))
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

#[test]
fn puzzle_commands() {
    let dir = root().join("tests/data/puzzle");
    insta::glob!("../data/puzzle", "*.args", |path| {
        let line = std::fs::read_to_string(path).expect("read the arguments");
        let args: Vec<&str> = line.split_whitespace().collect();
        let o = zebralog(&dir, &args);
        let shown = format!("$ zebralog {}\n{}", args.join(" "), shown_run(&o));
        insta::assert_snapshot!(shown);
    });
}

/// Issue 25: a puzzle whose clue line is megabytes long is refused at
/// once, in either style, with an error naming the clue, its length and
/// its start (an over-long attribute line is named as a line) (the line used to be taken apart: a minute and a gigabyte
/// for 8 MB, and past the stack limit).
#[test]
fn an_enormous_clue_line_is_refused_with_its_number() {
    let dir = std::env::temp_dir().join(format!("zebralog-long-clue-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("make the temporary directory");
    let brainzilla = std::fs::read_to_string(root().join("examples/puzzles/einstein.txt"))
        .expect("read einstein.txt")
        .replace(
            "The Brit lives in the red house.",
            &format!(
                "The Brit lives in the red house{}.",
                " and the Dane drinks tea".repeat(80_000)
            ),
        );
    let attribute_line = std::fs::read_to_string(root().join("examples/puzzles/einstein.txt"))
        .expect("read einstein.txt")
        .replace(
            "Pet: birds, cats, dogs, fish, horses.",
            &format!(
                "Pet: birds, cats, dogs, fish, horses{}.",
                ", x".repeat(6000)
            ),
        );
    let zebralogic = format!(
        "There are 2 houses.\n - Each person has a unique name: alice, bob\n\
         1. Alice is in the first house.\n2. Bob is Bob{}.\n",
        " and Bob is Bob".repeat(130_000)
    );
    for (name, text, expected) in [
        (
            "brainzilla.txt",
            &brainzilla,
            "zebralog: brainzilla.txt: clue 1 is too long to read (1920031 characters, \
             at most 10000): \"The Brit lives in the red house and the Dane drinks tea and...\"\n",
        ),
        (
            "attribute_line.txt",
            &attribute_line,
            "zebralog: attribute_line.txt: a line is too long to read (18036 characters, \
             at most 10000): \"Pet: birds, cats, dogs, fish, horses, x, x, x, x, x, x, x, x...\"\n",
        ),
        (
            "zebralogic.txt",
            &zebralogic,
            "zebralog: zebralogic.txt: clue 2 is too long to read (1950014 characters, \
             at most 10000): \"Bob is Bob and Bob is Bob and Bob is Bob and Bob is Bob and Bob is \
             Bob and Bo...\"\n",
        ),
    ] {
        std::fs::write(dir.join(name), text).expect("write the puzzle");
        let o = zebralog(&dir, &["puzzle", "solve", name]);
        assert_eq!(String::from_utf8_lossy(&o.stderr), expected, "{name}");
        assert_eq!(o.status.code(), Some(1), "{name}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
