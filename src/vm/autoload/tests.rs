//! The autoload index cannot go stale: each autoloaded library, loaded
//! in a fresh machine, defines exactly the public predicates its header
//! exports (besides what the libraries it loads define, which it may
//! re-export), and exports every helper that code outside it names.

use std::collections::BTreeSet;

use super::{exports, LIBRARIES, PARTS};
use crate::vm::load::{PRELUDE, PRELUDE_FILE};
use crate::{Machine, Term};

/// The predicates a machine defines that the prelude owns.
fn prelude_preds(m: &Machine) -> BTreeSet<(String, u32)> {
    m.db.preds
        .iter()
        .filter(|p| p.owner == Some(PRELUDE_FILE) && p.is_defined())
        .map(|p| (m.cx.st.atom_name(p.name).to_string(), p.arity))
        .filter(|(n, _)| !crate::compile::is_aux_name(n))
        .collect()
}

/// The text of every prelude file but `prelude/<except>.pl` and the
/// parts it includes (`prelude/<except>/...`), and of every Rust source
/// file.
fn other_sources(except: &str) -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let parts = root.join("prelude").join(except);
    let except = root.join("prelude").join(format!("{except}.pl"));
    let mut texts = Vec::new();
    let mut dirs = vec![root.join("prelude"), root.join("src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path != except
                && !path.starts_with(&parts)
                && path.extension().is_some_and(|e| e == "pl" || e == "rs")
            {
                texts.push(std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    texts
}

#[test]
fn each_library_exports_what_it_defines_and_what_others_call() {
    for lib in LIBRARIES.iter().filter(|l| l.autoload) {
        let mut m = Machine::new();
        assert!(m.load_library(lib.names[0]));
        // What the libraries it loads itself (library(zebra) loads
        // clpfd) define is theirs.
        // A thin library re-exports what its parts export
        // (library(zebra)).
        let mut base = Machine::new();
        let mut reexportable = BTreeSet::new();
        for dep in m.libraries.iter().filter(|f| **f != lib.file) {
            let dep = LIBRARIES.iter().find(|l| l.file == *dep).unwrap();
            assert!(base.load_library(dep.names[0]));
            reexportable.extend(exports(dep.text));
        }
        let before = prelude_preds(&base);
        let defined: BTreeSet<_> = prelude_preds(&m).difference(&before).cloned().collect();
        let exported: BTreeSet<_> = exports(lib.text).into_iter().collect();
        assert!(!exported.is_empty(), "{}: no :- module/2 header", lib.file);
        for e in &exported {
            assert!(
                defined.contains(e) || reexportable.contains(e),
                "{}: exports {e:?}, undefined",
                lib.file
            );
        }
        let others = other_sources(lib.file);
        for (name, arity) in defined.difference(&exported) {
            assert!(
                name.starts_with('$'),
                "{}: defines {name}/{arity} without exporting it",
                lib.file
            );
            // Named as a goal or closure in Prolog, or interned in Rust.
            let uses = [
                format!("'{name}'("),
                format!("'{name}',"),
                format!("\"{name}\""),
            ];
            assert!(
                !others.iter().any(|t| uses.iter().any(|u| t.contains(u))),
                "{}: {name}/{arity} is named outside it but not exported",
                lib.file
            );
        }
    }
}

#[test]
fn start_up_loads_no_library() {
    let mut m = Machine::new();
    assert!(m.libraries.is_empty());
    // Nor does a goal that calls none of theirs, nor an unknown one.
    m.run_goal("catch(no_such_predicate, _, true)");
    assert!(m.libraries.is_empty());
}

#[test]
fn a_library_loads_on_the_first_call_of_its_predicate() {
    let mut m = Machine::new();
    // library(dcg/basics) is autoloaded here, unlike SWI-Prolog.
    let s = m
        .query_once("atom_codes('  42', Cs), phrase((blanks, integer(N)), Cs)")
        .unwrap()
        .unwrap();
    assert_eq!(s.get("N"), Some(&Term::from(42)));
    assert_eq!(m.libraries, ["dcg_basics"]);
}

#[test]
fn help_and_apropos_see_library_predicates_before_they_load() {
    let mut m = Machine::new();
    let out = crate::OutputBuffer::new();
    m.set_output(out.clone());
    m.run_goal("help(list_to_assoc), apropos(must_be)");
    let text = out.contents();
    assert!(text.contains("list_to_assoc/2"), "{text}");
    assert!(text.contains("must_be/2"), "{text}");
}

/// Every file under `prelude/`, as `zebra/text/tokens.pl`.
fn prelude_files() -> BTreeSet<String> {
    let prelude = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("prelude");
    let mut files = BTreeSet::new();
    let mut dirs = vec![prelude.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "pl") {
                let rel = path.strip_prefix(&prelude).unwrap();
                files.insert(rel.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    files
}

#[test]
fn every_prelude_file_is_embedded() {
    // A file under prelude/ that is not embedded is missing from the
    // binary: a library part left out of PARTS would be found on disk
    // only when zebralog runs in the repository, if at all.
    let embedded: BTreeSet<String> = PRELUDE
        .iter()
        .map(|(name, _)| name.to_string())
        .chain(LIBRARIES.iter().map(|l| format!("{}.pl", l.file)))
        .chain(PARTS.iter().map(|p| format!("{}.pl", p.file)))
        .collect();
    for file in prelude_files() {
        assert!(embedded.contains(&file), "prelude/{file} is not embedded");
    }
}

#[test]
fn a_library_includes_its_embedded_parts_wherever_it_runs() {
    for lib in LIBRARIES.iter().filter(|l| l.text.contains(":- include(")) {
        let mut m = Machine::new();
        assert!(m.load_library(lib.names[0]));
        assert!(m.messages.is_empty(), "{}: {:?}", lib.file, m.messages);
    }
    // The parts are read from the binary, never from the file system:
    // prelude/zebra/text/tokens.pl is a file where tests run (the
    // repository), but not a part beside prelude/zebra/probe.pl.
    let mut m = Machine::new();
    m.consult_text(
        ":- include('prelude/zebra/text/tokens').\n",
        Some("prelude/zebra/probe.pl".into()),
        Some(PRELUDE_FILE),
    );
    let text = m.messages.concat();
    assert!(
        text.contains("source_sink `'prelude/zebra/text/tokens'' does not exist"),
        "{text}"
    );
}
