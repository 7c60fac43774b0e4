//! Differential fuzzing against SWI-Prolog: random programs (gen.rs) run
//! in zebralog and in `swipl`, every answer of every query printed the
//! same canonical way (prog.rs's driver), and the outputs compared.
//!
//! `slice` runs a few fixed seeds in every `cargo test` (skipped when
//! `swipl` is not on PATH); `long_run` is the same loop for as long as
//! the environment asks, saving each mismatch, minimised, under
//! `target/fuzz-findings/`. How to run it: ARCHITECTURE.md, tests
//! section.

mod gen;
mod prog;
mod rng;
mod run;
mod shrink;

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::support::root;
use prog::Program;
use run::{Key, Systems};

/// The seed of case `i` of a run seeded `seed`: one case reproduces alone.
fn case_seed(seed: u64, i: u64) -> u64 {
    rng::mix(seed ^ rng::mix(i.wrapping_add(1)))
}

fn swipl_available() -> bool {
    Command::new("swipl")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

fn env_u64(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(v) => v
            .parse()
            .unwrap_or_else(|_| panic!("{name} must be a number, not {v:?}")),
        Err(_) => default,
    }
}

struct Config {
    seed: u64,
    /// Stop after this long, whatever `cases` says.
    limit: Duration,
    out: PathBuf,
    /// Candidates the minimiser may try per finding.
    budget: usize,
    /// Findings saved per signature (same builtins, same kind).
    per_signature: usize,
    /// Say of every case whether it agrees.
    verbose: bool,
}

#[derive(Default)]
struct Stats {
    programs: u64,
    queries: u64,
    mismatches: u64,
    saved: u64,
    /// Mismatches not minimised: they look like ones already seen.
    skipped: u64,
    both_timed_out: u64,
    /// swipl reported an error while loading: a generator bug.
    load_errors: u64,
}

/// The builtins and control constructs a minimised program uses, with
/// the kind of mismatch: findings with the same signature are most
/// likely the same bug, so only a few of each are kept.
fn signature(p: &Program, key: &Key) -> String {
    let mut text = String::new();
    for pred in &p.preds {
        for c in &pred.clauses {
            text.push_str(&c.head);
            if let Some(b) = &c.body {
                text.push_str(" :- ");
                b.render(&mut text);
            }
            text.push('\n');
        }
    }
    for q in &p.queries {
        q.goal.render(&mut text);
        text.push('\n');
    }
    let mut names: Vec<String> = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_lowercase() && (i == 0 || !is_word(bytes[i - 1])) {
            let start = i;
            while i < bytes.len() && is_word(bytes[i]) {
                i += 1;
            }
            let word = &text[start..i];
            let generated = word.len() > 1
                && matches!(word.as_bytes()[0], b'f' | b'd' | b'r' | b'p' | b'q')
                && word[1..].bytes().all(|b| b.is_ascii_digit());
            if i < bytes.len() && bytes[i] == b'(' && !generated {
                names.push(word.to_string());
            }
        } else {
            i += 1;
        }
    }
    for op in [
        " is ", "->", "*->", "\\+", "!", "=..", "==", "@<", "=:=", "<", ">",
    ] {
        if text.contains(op) {
            names.push(op.trim().to_string());
        }
    }
    names.sort();
    names.dedup();
    let kind = if key.timeout {
        "timeout"
    } else if key.query.is_none() {
        "end"
    } else {
        "answers"
    };
    format!("{kind}: {}", names.join(" "))
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

fn fuzz(sys: &Systems, cfg: &Config, cases: impl IntoIterator<Item = u64>) -> (Stats, Vec<String>) {
    let started = Instant::now();
    let mut stats = Stats::default();
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut looked: HashMap<String, usize> = HashMap::new();
    let mut reports = Vec::new();
    let mut last_note = Instant::now();
    for i in cases {
        if started.elapsed() > cfg.limit {
            break;
        }
        if last_note.elapsed() > Duration::from_secs(60) {
            last_note = Instant::now();
            eprintln!(
                "fuzz: {} programs, {} queries, {} mismatches ({} saved, {} look seen), {} both timed out, {:?}",
                stats.programs,
                stats.queries,
                stats.mismatches,
                stats.saved,
                stats.skipped,
                stats.both_timed_out,
                started.elapsed()
            );
        }
        let program = gen::program(case_seed(cfg.seed, i));
        let text = program.render();
        let pair = sys.run_pair(&text, &i.to_string());
        stats.programs += 1;
        stats.queries += program.queries.len() as u64;
        if pair.both_timed_out() {
            stats.both_timed_out += 1;
        }
        if pair.swipl.stderr.contains("Syntax error") {
            stats.load_errors += 1;
            eprintln!(
                "fuzz: case {i}: swipl could not read the program:\n{}",
                pair.swipl.stderr
            );
        }
        let mismatch = pair.mismatch();
        if cfg.verbose {
            let verdict = if mismatch.is_some() {
                "differs"
            } else {
                "agrees"
            };
            eprintln!("fuzz: case {i} {verdict}");
        }
        if let Some(key) = mismatch {
            stats.mismatches += 1;
            // Minimising costs dozens of runs: a mismatch that looks like
            // one already minimised a few times is only counted.
            let print = pair.fingerprint(&key);
            let looks = looked.entry(print.clone()).or_default();
            *looks += 1;
            if *looks > cfg.per_signature + 1 {
                stats.skipped += 1;
                continue;
            }
            let target = key.query.as_ref().and_then(|q| q.parse::<usize>().ok());
            // Minimising a time-out waits for it every time: a shorter one
            // is enough to tell, and every finding gets two minutes.
            let quick = Systems {
                timeout: sys.timeout.min(Duration::from_secs(5)),
                ..sys.clone()
            };
            let until = Instant::now() + Duration::from_secs(120);
            let (small, tried) = shrink::minimise(&program, target, cfg.budget, |c| {
                Instant::now() < until
                    && quick.run_pair(&c.render(), &format!("{i}-min")).mismatch()
                        == Some(key.clone())
            });
            let sig = signature(&small, &key);
            let count = seen.entry(sig.clone()).or_default();
            *count += 1;
            let small_pair = sys.run_pair(&small.render(), &format!("{i}-min"));
            let report = format!(
                "case {i} of seed {} ({sig}), minimised in {tried} runs\n{}",
                cfg.seed,
                small_pair.describe(&key)
            );
            if *count <= cfg.per_signature {
                save(cfg, i, &program, &small, &report);
                stats.saved += 1;
            }
            eprintln!("fuzz: mismatch: {report}");
            reports.push(format!("{report}\n{}", small.render()));
        }
    }
    (stats, reports)
}

fn save(cfg: &Config, i: u64, original: &Program, small: &Program, report: &str) {
    std::fs::create_dir_all(&cfg.out).expect("create findings directory");
    let stem = cfg.out.join(format!("seed{}-case{i}", cfg.seed));
    std::fs::write(stem.with_extension("pl"), small.render()).expect("write finding");
    let again = format!(
        "ZEBRALOG_FUZZ_SEED={} ZEBRALOG_FUZZ_FIRST={i} ZEBRALOG_FUZZ_CASES=1 \
         cargo test --test it fuzz::long_run -- --ignored --nocapture",
        cfg.seed
    );
    std::fs::write(
        stem.with_extension("txt"),
        format!(
            "{report}\nReproduce the original: {again}\nRun the minimised one: \
             swipl -q -g main -t halt {0}.pl vs zebralog -q -g main -t halt {0}.pl\n\n\
             --- original program:\n{1}",
            stem.file_name().unwrap().to_string_lossy(),
            original.render()
        ),
    )
    .expect("write finding report");
}

fn systems(timeout: Duration) -> Systems {
    let zebralog = std::env::var("ZEBRALOG_FUZZ_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from(env!("CARGO_BIN_EXE_zebralog")));
    Systems {
        zebralog: std::fs::canonicalize(&zebralog).unwrap_or(zebralog),
        swipl: "swipl".to_string(),
        timeout,
        work: root().join("target/fuzz-work"),
    }
}

/// The cases of seed `SLICE_SEED` the slice runs: the first thirty on
/// which zebralog agreed with swipl when the generator last changed (the
/// others are findings). A change to the generator changes every program:
/// pick them again with `ZEBRALOG_FUZZ_SEED=20261123 ZEBRALOG_FUZZ_CASES=80
/// ZEBRALOG_FUZZ_BUDGET=0 ZEBRALOG_FUZZ_VERBOSE=1` on `long_run`.
const SLICE_SEED: u64 = 20261123;
const SLICE: [u64; 30] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
    26, 27, 28, 29,
];

/// Thirty fixed programs, every `cargo test`: a regression in anything
/// they touch shows up as a mismatch with swipl.
#[test]
fn slice() {
    if !swipl_available() {
        eprintln!("fuzz::slice skipped: swipl is not on PATH");
        return;
    }
    let cfg = Config {
        seed: SLICE_SEED,
        limit: Duration::from_secs(600),
        out: root().join("target/fuzz-findings"),
        budget: 60,
        per_signature: 1,
        verbose: false,
    };
    let (stats, reports) = fuzz(&systems(Duration::from_secs(20)), &cfg, SLICE);
    assert!(
        reports.is_empty(),
        "{} of {} fuzz programs differ from swipl (saved under target/fuzz-findings):\n\n{}",
        reports.len(),
        stats.programs,
        reports.join("\n")
    );
    assert_eq!(
        stats.load_errors, 0,
        "the generator wrote a program swipl cannot read"
    );
}

/// The long run: `ZEBRALOG_FUZZ_SEED`, `ZEBRALOG_FUZZ_FIRST`,
/// `ZEBRALOG_FUZZ_CASES`, `ZEBRALOG_FUZZ_SECS`, `ZEBRALOG_FUZZ_BIN`
/// (another zebralog, e.g. target/release/zebralog),
/// `ZEBRALOG_FUZZ_BUDGET`, `ZEBRALOG_FUZZ_OUT`. Never fails: the findings
/// are the result.
#[test]
#[ignore = "long: run with --ignored and the ZEBRALOG_FUZZ_* variables"]
fn long_run() {
    if !swipl_available() {
        eprintln!("fuzz::long_run skipped: swipl is not on PATH");
        return;
    }
    let first = env_u64("ZEBRALOG_FUZZ_FIRST", 0);
    let cases = env_u64("ZEBRALOG_FUZZ_CASES", 1000);
    let cfg = Config {
        seed: env_u64("ZEBRALOG_FUZZ_SEED", 1),
        limit: Duration::from_secs(env_u64("ZEBRALOG_FUZZ_SECS", u64::MAX / 4)),
        out: std::env::var("ZEBRALOG_FUZZ_OUT")
            .map(PathBuf::from)
            .unwrap_or_else(|_| root().join("target/fuzz-findings")),
        budget: env_u64("ZEBRALOG_FUZZ_BUDGET", 150) as usize,
        per_signature: env_u64("ZEBRALOG_FUZZ_PER_SIGNATURE", 2) as usize,
        verbose: std::env::var("ZEBRALOG_FUZZ_VERBOSE").is_ok(),
    };
    let started = Instant::now();
    let (stats, _) = fuzz(
        &systems(Duration::from_secs(10)),
        &cfg,
        first..first + cases,
    );
    eprintln!(
        "fuzz: seed {} cases {}..{}: {} programs, {} queries, {} mismatches ({} look seen), \
         {} saved to {}, {} both timed out, {} unreadable, in {:?}",
        cfg.seed,
        first,
        first + stats.programs,
        stats.programs,
        stats.queries,
        stats.mismatches,
        stats.skipped,
        stats.saved,
        cfg.out.display(),
        stats.both_timed_out,
        stats.load_errors,
        started.elapsed()
    );
}

/// A program to look at: `ZEBRALOG_FUZZ_SEED=S ZEBRALOG_FUZZ_FIRST=I
/// cargo test --test it fuzz::show -- --ignored --nocapture` prints case I.
#[test]
#[ignore = "prints one generated program"]
fn show() {
    let seed = env_u64("ZEBRALOG_FUZZ_SEED", 1);
    let i = env_u64("ZEBRALOG_FUZZ_FIRST", 0);
    println!("{}", gen::program(case_seed(seed, i)).render());
}
