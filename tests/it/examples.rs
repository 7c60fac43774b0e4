//! The examples: each `examples/X.pl` with an `X.out` runs as
//! `zebralog examples/X.pl` (through `:- initialization(main, main).`),
//! must print exactly `X.out` and exit with status 0.

use std::path::Path;

use crate::support::{cases_with_output, expect_stdout, root, run_all, zebralog_env};

fn check_example(case: &Path) -> Result<(), String> {
    check_example_env(case, &[])
}

fn check_example_env(case: &Path, env: &[(&str, &str)]) -> Result<(), String> {
    let expected = std::fs::read_to_string(case.with_extension("out")).expect("read .out");
    let rel = case
        .strip_prefix(root())
        .expect("example under the crate root");
    let output = zebralog_env(&root(), &[rel.to_str().expect("utf-8 path")], None, env);
    expect_stdout(&expected, &output)
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
