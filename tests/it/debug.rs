//! The tracer and time/1, which print on user_error: each
//! `tests/data/debug/<case>.pl` runs as `zebralog -q -g main -t halt` and
//! its standard error must be `<case>.err` (and its standard output
//! `<case>.out`, if there is one) once [`normalize`] has masked what
//! changes from run to run. See tests/data/debug/README.md.

use std::path::Path;

use crate::support::{mask_vars, root, run_all, short_diff, zebralog_env};

/// Variable numbers (`_123`) become `_`, since they are heap addresses;
/// time/1's times, percentage and Lips become `T`, `P` and `L`. The
/// inference counts stay: they do not depend on the machine's speed.
fn normalize(text: &str) -> String {
    text.lines()
        .map(|line| mask_time(&mask_vars(line)) + "\n")
        .collect()
}

/// `% 4 inferences, 0.000 CPU in 0.001 seconds (87% CPU, 282366 Lips)`
/// becomes `% 4 inferences, T CPU in T seconds (P% CPU, L Lips)`.
fn mask_time(line: &str) -> String {
    let Some((count, rest)) = line.split_once(" inferences, ") else {
        return line.to_string();
    };
    let shape = rest.split_once(" CPU in ").and_then(|(cpu, rest)| {
        let (wall, rest) = rest.split_once(" seconds (")?;
        let (percent, rest) = rest.split_once("% CPU, ")?;
        let lips = rest.strip_suffix(" Lips)")?;
        let number = |s: &str| s.parse::<f64>().is_ok();
        let ok = number(cpu)
            && number(wall)
            && (number(percent) || percent == "?")
            && (number(lips) || lips == "Infinite");
        ok.then_some(())
    });
    match shape {
        Some(()) => format!("{count} inferences, T CPU in T seconds (P% CPU, L Lips)"),
        None => line.to_string(),
    }
}

fn check_case(case: &Path, env: &[(&str, &str)]) -> Result<(), String> {
    let dir = case.parent().expect("case directory");
    let file = case
        .file_name()
        .and_then(|f| f.to_str())
        .expect("file name");
    let output = zebralog_env(dir, &["-q", "-g", "main", "-t", "halt", file], None, env);
    let mut why = String::new();
    let streams = [("err", &output.stderr), ("out", &output.stdout)];
    for (ext, bytes) in streams {
        let Ok(expected) = std::fs::read_to_string(case.with_extension(ext)) else {
            continue;
        };
        let actual = normalize(&String::from_utf8_lossy(bytes));
        if actual != expected {
            why.push_str(&format!("{ext}: {}", short_diff(&expected, &actual)));
        }
    }
    if why.is_empty() {
        Ok(())
    } else {
        Err(why)
    }
}

fn cases() -> Vec<std::path::PathBuf> {
    let dir = root().join("tests/data/debug");
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data/debug")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "pl") && p.with_extension("err").exists())
        .collect();
    cases.sort();
    cases
}

#[test]
fn cases_print_as_expected() {
    run_all("debug", &cases(), |c| check_case(c, &[]));
}

/// Collecting garbage all the time moves every term: the ports must
/// print the same (variable numbers are masked).
#[test]
fn cases_print_the_same_under_gc_stress() {
    run_all("debug (gc stress)", &cases(), |c| {
        check_case(c, &[("ZEBRALOG_GC_STRESS", "200")])
    });
}

#[test]
fn normalize_masks_variables_and_times() {
    assert_eq!(
        normalize("   Call: (1) f(_12, a_1, [_3|_])\n"),
        "   Call: (1) f(_, a_1, [_|_])\n"
    );
    assert_eq!(
        normalize("% 1,000,002 inferences, 0.081 CPU in 0.082 seconds (99% CPU, 12345679 Lips)"),
        "% 1,000,002 inferences, T CPU in T seconds (P% CPU, L Lips)\n"
    );
    assert_eq!(
        normalize("% 2 inferences, 0.000 CPU in 0.000 seconds (?% CPU, Infinite Lips)"),
        "% 2 inferences, T CPU in T seconds (P% CPU, L Lips)\n"
    );
}

/// Issue 3: trace/0 in one query of the toplevel stays in force for the
/// next ones until notrace/0.
#[test]
fn tracing_stays_on_for_later_queries() {
    let dir = root().join("tests/data/debug");
    let input = "trace, p(X).\np(Y).\nnotrace.\np(Z).\n";
    let o = zebralog_env(&dir, &["-q", "trace_notrace.pl"], Some(input), &[]);
    let expected =
        "   Call: (1) p(_)\n   Exit: (1) p(1)\n   Redo: (1) p(_)\n   Exit: (1) p(2)\n".repeat(2);
    assert_eq!(normalize(&String::from_utf8_lossy(&o.stderr)), expected);
}

/// statistics/0 prints SWI-Prolog's summary: start time, CPU time and
/// inferences, counts, and the table of stacks.
#[test]
fn statistics_prints_a_summary() {
    let o = zebralog_env(
        &root(),
        &["-q", "-g", "statistics", "-t", "halt"],
        None,
        &[],
    );
    let err = String::from_utf8_lossy(&o.stderr);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 9, "stderr: {err}");
    assert!(lines[0].starts_with("% Started at "), "{err}");
    assert!(lines[1].contains(" seconds cpu time for "), "{err}");
    assert_eq!(
        lines[4],
        "%                     Limit   Allocated      In use"
    );
    assert!(lines[5].starts_with("% Local  stack:           -"), "{err}");
    assert!(lines[8].starts_with("%        Total:    1,024 Mb"), "{err}");
}
