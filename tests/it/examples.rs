//! The examples: each `examples/X.pl` with an `X.out` runs as
//! `zebralog examples/X.pl` (through `:- initialization(main, main).`),
//! must print exactly `X.out` and exit with status 0.

use std::path::Path;

use crate::support::{cases_with_output, root, run_all, short_diff, stderr_tail, zebralog_env};

fn check_example(case: &Path) -> Result<(), String> {
    check_example_env(case, &[])
}

fn check_example_env(case: &Path, env: &[(&str, &str)]) -> Result<(), String> {
    let expected = std::fs::read_to_string(case.with_extension("out")).expect("read .out");
    let rel = case
        .strip_prefix(root())
        .expect("example under the crate root");
    let output = zebralog_env(&root(), &[rel.to_str().expect("utf-8 path")], None, env);
    let actual = String::from_utf8_lossy(&output.stdout);
    let mut why = String::new();
    if actual != expected {
        why.push_str(&short_diff(&expected, &actual));
    }
    if !output.status.success() {
        why.push_str(&format!("exit status {}, expected 0\n", output.status));
    }
    if why.is_empty() {
        Ok(())
    } else {
        Err(why + &stderr_tail(&output))
    }
}

#[test]
fn examples_print_their_expected_output() {
    run_all(
        "examples",
        &cases_with_output(&root().join("examples")),
        check_example,
    );
}

/// The same with the garbage collector running every few hundred cells.
#[test]
fn examples_hold_with_the_collector_stressed() {
    run_all(
        "examples",
        &cases_with_output(&root().join("examples")),
        |c| check_example_env(c, &[("ZEBRALOG_GC_STRESS", "200")]),
    );
}
