//! A walk through zebralog's embedding API: load rules, ask questions,
//! pass data in as terms, add predicates written in Rust, limit runaway
//! queries and capture what the program prints.
//!
//! Run it with `cargo run --example embed`.

use std::time::Duration;

use zebralog::{Error, HostResult, Limit, Machine, OutputBuffer, Term};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // A machine starts with the library loaded (lists, apply, findall, ...).
    let mut m = Machine::new();

    // 1. Rules come from text or from files.
    m.consult_str(
        "
        parent(tom, bob).   parent(tom, liz).
        parent(bob, ann).   parent(bob, pat).
        parent(pat, jim).
        ancestor(X, Y) :- parent(X, Y).
        ancestor(X, Z) :- parent(X, Y), ancestor(Y, Z).
        ",
    )?;
    let zebra = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/zebra.pl");
    m.consult_file(zebra)?;

    // 2. A query is an iterator of answers; each answer maps the query's
    //    variables to owned terms.
    println!("Descendants of tom:");
    for answer in m.query("ancestor(tom, D)")? {
        println!("  {}", answer?.get("D").expect("D is in the query"));
    }

    // Stop early: dropping the query cuts its remaining answers.
    let first = m.query("ancestor(A, jim)")?.next().transpose()?;
    println!("An ancestor of jim: {}", first.unwrap().get("A").unwrap());

    // 3. One answer is query_once. Terms convert to Rust values.
    let street = m
        .query_once("street(H), member(h(_, Owner, _, _, fish), H)")?
        .expect("the puzzle has a solution");
    let owner = String::try_from(street.get("Owner").unwrap())?;
    println!("The {owner} owns the fish.");

    // 4. Data goes in as terms, bound to query variables: no quoting, no
    //    injection, whatever the text holds.
    let names = Term::from(vec!["Zoë", "bob", "O'Brien"]);
    let sorted = m
        .query_once_with(
            "msort(Names, Sorted), length(Sorted, N)",
            &[("Names", names)],
        )?
        .unwrap();
    println!(
        "Sorted: {} ({} names)",
        sorted.get("Sorted").unwrap(),
        sorted.get("N").unwrap()
    );

    // 5. Predicates written in Rust. A deterministic one answers once...
    m.register_predicate("word_count", 2, |args| match args[0].as_str() {
        Some(text) => HostResult::Succeed(vec![
            args[0].clone(),
            Term::from(text.split_whitespace().count()),
        ]),
        None => HostResult::Throw(Term::error(Term::compound(
            "type_error",
            [Term::atom("text"), args[0].clone()],
        ))),
    })?;
    let n = m
        .query_once("word_count(\"the quick brown fox\", N)")?
        .unwrap();
    println!("word_count: {}", n.get("N").unwrap());

    // ...a nondeterministic one yields solutions on backtracking.
    m.register_nondet_predicate("divisor", 2, |args| {
        let n = args[0].as_i64().unwrap_or(0);
        (1..=n.max(0))
            .filter(move |d| n % d == 0)
            .map(move |d| Ok(vec![Term::from(n), Term::from(d)]))
    })?;
    let divisors = m.query_once("findall(D, divisor(36, D), Ds)")?.unwrap();
    println!("Divisors of 36: {}", divisors.get("Ds").unwrap());

    // 6. Errors are values: a syntax error, an uncaught exception (with
    //    the ISO term and the sentence the command line prints).
    match m.query("X = f(") {
        Err(e @ Error::Syntax { .. }) => println!("Bad query text: {e}"),
        other => println!("unexpected: {:?}", other.map(|_| ())),
    }
    match m.query_once("atom_length(X, 3)") {
        Err(Error::Exception { term, message }) => {
            println!("Exception: {message}\n  term: {term}")
        }
        other => println!("unexpected: {other:?}"),
    }

    // 7. Limits stop runaway queries and leave the machine usable.
    let looping = m.query("repeat, fail")?.inference_limit(1_000_000).next();
    if let Some(Err(Error::Limit(Limit::Inferences(n)))) = looping {
        println!("Stopped after {n} inferences");
    }
    let slow = m
        .query("repeat, fail")?
        .time_limit(Duration::from_millis(50))
        .next();
    if let Some(Err(Error::Limit(limit))) = slow {
        println!("Stopped: {limit}");
    }

    // 8. What the program writes can be captured.
    let out = OutputBuffer::new();
    m.set_output(out.clone());
    m.query_once("forall(member(X, [a, b, c]), (write(X), nl))")?;
    m.set_output(std::io::stdout());
    println!("Captured {:?}", out.take());

    Ok(())
}
