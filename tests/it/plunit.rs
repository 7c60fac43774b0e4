//! library(plunit) run through the swipl-style command line (issue 14):
//! each case in `tests/data/plunit/` is run and its standard output,
//! standard error and exit status compared with `<case>.out`, which is
//! what SWI-Prolog 9.0.4 printed for the same command line.
//!
//! A case is `<case>.args` (the arguments, one per line) or a `<case>.pl`
//! with no `.args`, run as `-g run_tests -t halt <case>.pl`. Absolute
//! paths of the case directory and the times a run reports are masked
//! in both. `ZEBRALOG_PLUNIT_SWIPL=1 cargo test --test it plunit` writes
//! the `.out` files again from `swipl`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::support::{root, run_all, short_diff, shown_run, zebralog_env};

fn dir() -> PathBuf {
    root().join("tests/data/plunit")
}

/// The cases, sorted: `.args` files, and `.pl` files with an `.out` and
/// no `.args`.
fn cases() -> Vec<PathBuf> {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(dir())
        .expect("tests/data/plunit")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| match p.extension().and_then(|x| x.to_str()) {
            Some("args") => true,
            Some("pl") => p.with_extension("out").exists() && !p.with_extension("args").exists(),
            _ => false,
        })
        .collect();
    cases.sort();
    cases
}

fn args(case: &Path) -> Vec<String> {
    if case.extension().is_some_and(|x| x == "args") {
        let text = std::fs::read_to_string(case).expect("args file");
        text.lines().map(str::to_string).collect()
    } else {
        let file = case.file_name().unwrap().to_string_lossy().into_owned();
        vec![
            "-g".into(),
            "run_tests".into(),
            "-t".into(),
            "halt".into(),
            file,
        ]
    }
}

/// A run as compared: the case directory's absolute path dropped, and
/// the times (`0.002 sec`, `in 0.00 seconds`) zeroed.
fn masked(o: &Output) -> String {
    let shown = shown_run(o);
    let d = dir();
    let canonical = d.canonicalize().unwrap_or(d.clone());
    let mut shown = shown.replace(&format!("{}/", canonical.display()), "");
    shown = shown.replace(&format!("{}/", d.display()), "");
    mask_times(&shown)
}

/// Every `<digits>.<digits> sec` and `<digits>.<digits> seconds` with
/// the digits zeroed.
fn mask_times(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find(|c: char| c.is_ascii_digit()) {
        out.push_str(&rest[..i]);
        rest = &rest[i..];
        let int = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        let frac = rest[int..]
            .strip_prefix('.')
            .map(|f| f.find(|c: char| !c.is_ascii_digit()).unwrap_or(f.len()))
            .unwrap_or(0);
        let end = int + 1 + frac;
        if frac > 0 && rest[end..].starts_with(" sec") {
            out.push_str(&format!("0.{}", "0".repeat(frac)));
            rest = &rest[end..];
        } else {
            out.push_str(&rest[..int]);
            rest = &rest[int..];
        }
    }
    out.push_str(rest);
    out
}

#[test]
fn plunit_runs_print_what_swipl_prints() {
    let cases = cases();
    if std::env::var_os("ZEBRALOG_PLUNIT_SWIPL").is_some() {
        for case in &cases {
            let o = Command::new("swipl")
                .args(args(case))
                .current_dir(dir())
                .output()
                .expect("swipl");
            std::fs::write(case.with_extension("out"), masked(&o)).expect("write .out");
        }
    }
    run_all("plunit", &cases, |case| check(case, &[]));
}

/// Runs one case (with `env` set) and compares it with its `.out`.
fn check(case: &Path, env: &[(&str, &str)]) -> Result<(), String> {
    let argv = args(case);
    let argv: Vec<&str> = argv.iter().map(String::as_str).collect();
    let actual = masked(&zebralog_env(&dir(), &argv, None, env));
    let expected =
        std::fs::read_to_string(case.with_extension("out")).map_err(|e| format!("no .out: {e}"))?;
    if actual == expected {
        Ok(())
    } else {
        Err(short_diff(&expected, &actual))
    }
}

/// The same with the collector forced to run often: term expansion runs
/// Prolog in the middle of loading a clause, and must keep what it
/// holds across a collection.
#[test]
fn plunit_runs_hold_with_the_collector_stressed() {
    run_all("plunit", &cases(), |case| {
        check(case, &[("ZEBRALOG_GC_STRESS", "200")])
    });
}

#[test]
fn times_are_masked() {
    assert_eq!(
        mask_times("x passed 0.013 sec\nin 1.25 seconds 3.5 x 12"),
        "x passed 0.000 sec\nin 0.00 seconds 3.5 x 12"
    );
}
