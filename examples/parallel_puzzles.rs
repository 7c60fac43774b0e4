//! Solving a batch of puzzles across threads: one machine per thread
//! (a `Machine` is `Send`), each loading its own program.
//!
//! Run it with `cargo run --release --example parallel_puzzles`.

use std::sync::mpsc;
use std::thread;
use std::time::Instant;

use zebralog::{Error, Machine};

/// A puzzle: the program to load and the query whose answers count.
struct Puzzle {
    name: String,
    file: &'static str,
    query: String,
}

fn puzzles() -> Vec<Puzzle> {
    let mut batch = vec![
        Puzzle {
            name: "zebra (who owns the fish?)".into(),
            file: "zebra.pl",
            query: "street(H), member(h(_, Who, _, _, fish), H)".into(),
        },
        Puzzle {
            name: "zebra, Life International version".into(),
            file: "zebra_wikipedia.pl",
            query: "street(H)".into(),
        },
        Puzzle {
            name: "SEND + MORE = MONEY".into(),
            file: "sendmore.pl",
            query: "solve(Digits)".into(),
        },
    ];
    for n in 4..=9 {
        batch.push(Puzzle {
            name: format!("{n} queens"),
            file: "queens.pl",
            query: format!("queens({n}, Qs)"),
        });
    }
    batch
}

/// Loads the puzzle into a fresh machine and counts its solutions,
/// showing the first.
fn solve(p: &Puzzle) -> Result<(usize, String), Error> {
    let mut m = Machine::new();
    m.consult_file(format!(
        "{}/examples/{}",
        env!("CARGO_MANIFEST_DIR"),
        p.file
    ))?;
    let mut count = 0;
    let mut first = String::new();
    for answer in m.query(&p.query)? {
        let answer = answer?;
        if count == 0 {
            first = answer
                .iter()
                .map(|(name, value)| format!("{name} = {value}"))
                .collect::<Vec<_>>()
                .join(", ");
        }
        count += 1;
    }
    Ok((count, first))
}

fn main() {
    let batch = puzzles();
    let workers = thread::available_parallelism().map_or(2, |n| n.get());
    let start = Instant::now();
    let (tx, rx) = mpsc::channel();
    thread::scope(|s| {
        // Each worker takes every `workers`-th puzzle.
        for w in 0..workers {
            let (tx, batch) = (tx.clone(), &batch);
            s.spawn(move || {
                for (i, p) in batch.iter().enumerate().skip(w).step_by(workers) {
                    tx.send((i, solve(p))).expect("main thread is listening");
                }
            });
        }
        drop(tx);
    });
    let mut results: Vec<_> = rx.into_iter().collect();
    results.sort_by_key(|(i, _)| *i);
    for (i, result) in results {
        match result {
            Ok((count, first)) => {
                println!(
                    "{:<36} {count:>4} solution(s); first: {first}",
                    batch[i].name
                )
            }
            Err(e) => println!("{:<36} error: {e}", batch[i].name),
        }
    }
    println!(
        "{} puzzles on {workers} threads in {:.2?}",
        batch.len(),
        start.elapsed()
    );
}
