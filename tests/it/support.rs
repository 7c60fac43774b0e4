//! Running the binary and reporting mismatches: shared by every test module.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The crate root, so tests find their data whatever the working directory.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// How long one run may take before it counts as hung; generous because
/// tests run in debug builds, two at a time.
const TIMEOUT: Duration = Duration::from_secs(20);

/// Runs `zebralog` with `args` in directory `dir`, with empty stdin. A run
/// that outlives `TIMEOUT` is killed and reported with exit status `None`,
/// so one looping case cannot stall the suite.
pub fn zebralog(dir: &Path, args: &[&str]) -> Output {
    zebralog_with_input(dir, args, None)
}

/// As `zebralog`, with `input` (if any) piped to standard input.
pub fn zebralog_with_input(dir: &Path, args: &[&str], input: Option<&str>) -> Output {
    zebralog_env(dir, args, input, &[])
}

/// As `zebralog_with_input`, with extra environment variables.
pub fn zebralog_env(
    dir: &Path,
    args: &[&str],
    input: Option<&str>,
    env: &[(&str, &str)],
) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_zebralog"))
        .args(args)
        .envs(env.iter().copied())
        .current_dir(dir)
        .stdin(if input.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("failed to start zebralog");
    if let Some(text) = input {
        let mut stdin = child.stdin.take().expect("stdin");
        let text = text.to_string();
        std::thread::spawn(move || {
            use std::io::Write;
            let _ = stdin.write_all(text.as_bytes());
        });
    }
    let (mut output, killed) = collect(child, TIMEOUT);
    if killed {
        output
            .stderr
            .extend_from_slice(format!("(killed after {TIMEOUT:?})\n").as_bytes());
    }
    output
}

/// Waits for a started `child` whose stdout and stderr are piped, reading
/// both on their own threads so a chatty child never blocks, and kills it
/// once it outlives `timeout`. Returns its output and whether it was
/// killed.
pub fn collect(mut child: Child, timeout: Duration) -> (Output, bool) {
    let drain = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = r.read_to_end(&mut buf);
            buf
        })
    };
    let out = drain(Box::new(child.stdout.take().expect("stdout")));
    let err = drain(Box::new(child.stderr.take().expect("stderr")));
    let start = Instant::now();
    let mut killed = false;
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the child") {
            break status;
        }
        if start.elapsed() > timeout {
            let _ = child.kill();
            killed = true;
            break child.wait().expect("wait for the killed child");
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let output = Output {
        status,
        stdout: out.join().expect("stdout reader"),
        stderr: err.join().expect("stderr reader"),
    };
    (output, killed)
}

/// The `.pl` files in `dir`, sorted, that have a `.out` beside them.
pub fn cases_with_output(dir: &Path) -> Vec<PathBuf> {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "pl") && p.with_extension("out").exists())
        .collect();
    cases.sort();
    cases
}

/// A short unified-style diff of `expected` against `actual`: the first
/// differing line with a little context, at most `MAX_LINES` changed lines.
pub fn short_diff(expected: &str, actual: &str) -> String {
    const CONTEXT: usize = 2;
    const MAX_LINES: usize = 8;
    let exp: Vec<&str> = expected.split_inclusive('\n').collect();
    let act: Vec<&str> = actual.split_inclusive('\n').collect();
    let first = exp.iter().zip(&act).take_while(|(e, a)| e == a).count();
    // Lines that match at the end are not shown either.
    let common_tail = exp[first..]
        .iter()
        .rev()
        .zip(act[first..].iter().rev())
        .take_while(|(e, a)| e == a)
        .count();
    let start = first.saturating_sub(CONTEXT);
    let mut out = format!("@@ line {} @@\n", first + 1);
    for line in &exp[start..first] {
        out.push_str(&format!(" {}", show(line)));
    }
    let minus = &exp[first..exp.len() - common_tail];
    let plus = &act[first..act.len() - common_tail];
    for line in minus.iter().take(MAX_LINES) {
        out.push_str(&format!("-{}", show(line)));
    }
    if minus.len() > MAX_LINES {
        out.push_str(&format!("-... ({} more)\n", minus.len() - MAX_LINES));
    }
    for line in plus.iter().take(MAX_LINES) {
        out.push_str(&format!("+{}", show(line)));
    }
    if plus.len() > MAX_LINES {
        out.push_str(&format!("+... ({} more)\n", plus.len() - MAX_LINES));
    }
    out
}

/// A line as printed in a diff: always newline-terminated, with a marker
/// when the original has no newline (a missing final newline is a difference).
fn show(line: &str) -> String {
    match line.strip_suffix('\n') {
        Some(l) => format!("{l}\n"),
        None => format!("{line}\n\\ no newline at end\n"),
    }
}

/// A run as a snapshot shows it: standard output, then standard error
/// (if any) under `--- stderr ---`, then the exit status.
pub fn shown_run(o: &Output) -> String {
    let mut shown = String::from_utf8_lossy(&o.stdout).into_owned();
    let err = String::from_utf8_lossy(&o.stderr);
    if !err.is_empty() {
        shown.push_str("--- stderr ---\n");
        shown.push_str(&err);
    }
    shown.push_str(&format!("--- exit status: {:?}\n", o.status.code()));
    shown
}

/// The last lines of stderr, to show why a case went wrong.
pub fn stderr_tail(output: &Output) -> String {
    let err = String::from_utf8_lossy(&output.stderr);
    let lines: Vec<&str> = err.lines().collect();
    let tail = &lines[lines.len().saturating_sub(5)..];
    tail.iter().map(|l| format!("  stderr: {l}\n")).collect()
}

/// Runs `check` on every case and panics listing every failure, so one
/// failing case does not hide the others.
/// A run that must print exactly `expected` on stdout and exit with
/// status 0: `Err` says how it did not, with the end of its stderr.
pub fn expect_stdout(expected: &str, output: &Output) -> Result<(), String> {
    let actual = String::from_utf8_lossy(&output.stdout);
    let mut why = String::new();
    if actual != expected {
        why.push_str(&short_diff(expected, &actual));
    }
    if !output.status.success() {
        why.push_str(&format!("exit status {}, expected 0\n", output.status));
    }
    if why.is_empty() {
        Ok(())
    } else {
        Err(why + &stderr_tail(output))
    }
}

pub fn run_all(area: &str, cases: &[PathBuf], check: impl Fn(&Path) -> Result<(), String>) {
    assert!(!cases.is_empty(), "no cases in {area}");
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|case| {
            check(case).err().map(|why| {
                let name = case.strip_prefix(root()).unwrap_or(case);
                format!("--- {}\n{why}", name.display())
            })
        })
        .collect();
    if !failures.is_empty() {
        panic!(
            "{} of {} cases in {area} failed:\n\n{}",
            failures.len(),
            cases.len(),
            failures.join("\n")
        );
    }
}

/// `line` with each variable's number (`_123`, a heap address, which a
/// collection may change) taken off: `_`.
pub fn mask_vars(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut prev: Option<char> = None;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        let starts_var = c == '_' && !prev.is_some_and(|p| p.is_alphanumeric() || p == '_');
        if starts_var {
            while chars.peek().is_some_and(char::is_ascii_digit) {
                chars.next();
            }
        }
        prev = Some(c);
    }
    out
}
