//! The layering that ARCHITECTURE.md promises, checked on the source
//! (issue 10): a module may name only the crate modules its rule allows.
//! A `use` that crosses a forbidden edge fails here, with the file and
//! line, before it can grow into an import circle.
//!
//! A name the crate root re-exports (`crate::Machine`) counts as the
//! module it comes from. Test code is exempt: a test-only module
//! (declared under `#[cfg(test)]`, and everything inside it) and a
//! file's trailing `#[cfg(test)] mod tests { .. }` may drive the layer
//! through a whole machine.

use std::collections::BTreeSet;
use std::path::Path;

use crate::support::root;

/// The crate's top-level modules, as named after `crate::`.
const MODULES: &[&str] = &[
    "api", "builtins", "clpfd", "compile", "reader", "term", "toplevel", "vm",
];

/// Each layer and the crate modules it may import besides itself.
const ALLOWED: &[(&str, &[&str])] = &[
    // The reader depends only on an operator table and flags it is given.
    ("reader", &[]),
    // Cells, the heap and atoms know nothing of who uses them.
    ("term", &[]),
    // The CLP(FD) solver works on the store alone: it runs no Prolog.
    ("clpfd", &["term"]),
    // Builtins see a `Ctx` (store, operators, flags, streams), never the
    // machine's registers, stacks or code.
    ("builtins", &["clpfd", "reader", "term"]),
    // The compiler gets a store, the code arena and a `Resolver` for
    // predicate names: it cannot run anything.
    ("compile", &["builtins", "reader", "term"]),
    // The machine runs compiled code and calls builtins; it knows nothing
    // of the embedding API's owned terms or of the toplevel.
    ("vm", &["builtins", "compile", "reader", "term"]),
    // The embedding API and the toplevel drive a machine.
    ("api", &["builtins", "reader", "term", "vm"]),
    ("toplevel", &["api", "builtins", "reader", "term", "vm"]),
];

/// The names `src/lib.rs` re-exports, each with the module it comes from.
fn root_reexports() -> Vec<(String, String)> {
    let lib = std::fs::read_to_string(root().join("src/lib.rs")).expect("read src/lib.rs");
    let mut out = Vec::new();
    for stmt in lib.split(';') {
        let Some(at) = stmt.find("pub use ") else {
            continue;
        };
        let path = &stmt[at + "pub use ".len()..];
        let Some((module, names)) = path.split_once("::") else {
            continue;
        };
        for name in names.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
            if !name.is_empty() {
                out.push((name.to_string(), module.trim().to_string()));
            }
        }
    }
    out
}

/// Every `crate::<module>` (and, in a layer's root file, `super::<module>`)
/// named in `text` before its trailing test module, with its line number;
/// `reexports` maps the crate root's re-exported names to their modules.
fn named_modules(
    text: &str,
    is_root_file: bool,
    reexports: &[(String, String)],
) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let mut lines = text.lines().enumerate().peekable();
    while let Some((n, line)) = lines.next() {
        if line.trim() == "#[cfg(test)]"
            && lines
                .peek()
                .is_some_and(|(_, next)| next.trim_start().starts_with("mod tests {"))
        {
            break;
        }
        let code = line.split("//").next().unwrap_or("");
        let mut prefixes = vec!["crate::"];
        if is_root_file {
            prefixes.push("super::");
        }
        for prefix in prefixes {
            for (at, _) in code.match_indices(prefix) {
                let rest = &code[at + prefix.len()..];
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if MODULES.contains(&name.as_str()) {
                    found.push((n + 1, name));
                } else if prefix == "crate::" {
                    if let Some((_, module)) = reexports.iter().find(|(r, _)| *r == name) {
                        found.push((n + 1, module.clone()));
                    }
                }
            }
        }
    }
    found
}

/// The files under `dir`, at any depth, whose names end in `.ext`.
fn files_with_extension(dir: &Path, ext: &str, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read a source directory") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            files_with_extension(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

/// Whether `file` is a module its parent declares under `#[cfg(test)]`,
/// or lies inside one.
fn is_test_only(file: &Path, src: &Path) -> bool {
    let mut module = file.with_extension("");
    while module != src {
        let name = module.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let dir = module.parent().expect("a module has a parent");
        let parent = if name == "mod" {
            // src/x/mod.rs is declared by its directory's parent.
            module = dir.to_path_buf();
            continue;
        } else if dir == src {
            src.join("lib.rs")
        } else if dir.join("mod.rs").is_file() {
            dir.join("mod.rs")
        } else {
            dir.with_extension("rs")
        };
        let text = std::fs::read_to_string(&parent).unwrap_or_default();
        let lines: Vec<&str> = text.lines().map(str::trim).collect();
        let declared_for_tests = lines.windows(2).any(|w| {
            w[0] == "#[cfg(test)]"
                && w[1]
                    .trim_start_matches("pub ")
                    .trim_start_matches("pub(crate) ")
                    == format!("mod {name};")
        });
        if declared_for_tests {
            return true;
        }
        module = dir.to_path_buf();
    }
    false
}

#[test]
fn layers_import_only_what_they_may() {
    let src = root().join("src");
    let reexports = root_reexports();
    let mut violations = Vec::new();
    for (layer, allowed) in ALLOWED {
        let allowed: BTreeSet<&str> = allowed.iter().copied().chain([*layer]).collect();
        let mut files = Vec::new();
        let dir = src.join(layer);
        if dir.is_dir() {
            files_with_extension(&dir, "rs", &mut files);
        }
        let flat = src.join(format!("{layer}.rs"));
        if flat.is_file() {
            files.push(flat);
        }
        assert!(!files.is_empty(), "no source found for layer {layer}");
        for file in files {
            if is_test_only(&file, &src) {
                continue;
            }
            let text = std::fs::read_to_string(&file).expect("read source file");
            // `super::` in src/<layer>/mod.rs or src/<layer>.rs is the crate root.
            let is_root_file = file.ends_with(format!("{layer}/mod.rs"))
                || file == src.join(format!("{layer}.rs"));
            for (line, name) in named_modules(&text, is_root_file, &reexports) {
                if !allowed.contains(name.as_str()) {
                    violations.push(format!(
                        "{}:{line}: `{layer}` may not import `{name}`",
                        file.strip_prefix(root()).unwrap_or(&file).display()
                    ));
                }
            }
        }
    }
    assert!(
        violations.is_empty(),
        "layering broken:\n{}",
        violations.join("\n")
    );
}

/// Every module has a rule, and the rules allow no import circle: each
/// module can be placed above everything it may import.
#[test]
fn the_layers_form_no_circle() {
    for m in MODULES {
        assert!(
            ALLOWED.iter().any(|(layer, _)| layer == m),
            "module {m} has no rule in ALLOWED"
        );
    }
    let mut placed: Vec<&str> = Vec::new();
    while placed.len() < ALLOWED.len() {
        let next = ALLOWED.iter().find(|(layer, deps)| {
            !placed.contains(layer) && deps.iter().all(|d| placed.contains(d))
        });
        match next {
            Some((layer, _)) => placed.push(layer),
            None => panic!("the allowed imports form a circle among the modules not in {placed:?}"),
        }
    }
}

#[test]
fn the_check_sees_a_forbidden_import() {
    let none = &[];
    let text =
        "use crate::term::Cell;\nuse crate::vm::Machine; // no\n// crate::api in a comment\n";
    let found = named_modules(text, false, none);
    assert_eq!(found, vec![(1, "term".to_string()), (2, "vm".to_string())]);
    assert_eq!(
        named_modules("use super::vm::X;", true, none),
        vec![(1, "vm".to_string())]
    );
    assert!(named_modules("use super::vm::X;", false, none).is_empty());
    // A re-exported name counts as its module; a trailing test module
    // does not count.
    let reexports = root_reexports();
    assert!(reexports.contains(&("Machine".to_string(), "vm".to_string())));
    let text = "use crate::Machine;\n#[cfg(test)]\nmod tests {\n    use crate::vm::X;\n}\n";
    assert_eq!(
        named_modules(text, false, &reexports),
        vec![(1, "vm".to_string())]
    );
    // Test-only modules are exempt; the modules they test are not.
    let src = root().join("src");
    assert!(is_test_only(&src.join("builtins/write/tests.rs"), &src));
    assert!(is_test_only(&src.join("builtins/terms/testkit.rs"), &src));
    assert!(!is_test_only(&src.join("builtins/write.rs"), &src));
    assert!(!is_test_only(&src.join("builtins/mod.rs"), &src));
}

/// The libraries under `prelude/` that are loaded into `system` at start
/// (`src/vm/load.rs`, PRELUDE) and cannot be consulted again as a user
/// file; every other library file can.
const CORE_PRELUDE: &[&str] = &["system.pl", "control.pl", "io.pl", "terms.pl", "text.pl"];

/// A library loads without a warning: the messages that an embedded
/// library's load does not show (a singleton variable, clauses of one
/// predicate apart, which changes nothing today but hides a clause
/// added in the wrong place) show when the file is consulted by its
/// path. Clauses of `'$zt_phrase'/2` were apart for a whole issue.
#[test]
fn library_sources_load_without_warnings() {
    let root = root();
    let mut files = Vec::new();
    files_with_extension(&root.join("prelude"), "pl", &mut files);
    files.sort();
    let mut bad = Vec::new();
    for file in &files {
        let rel = file
            .strip_prefix(&root)
            .unwrap()
            .to_str()
            .unwrap()
            .to_string();
        if file.parent() == Some(&root.join("prelude"))
            && CORE_PRELUDE.contains(&file.file_name().unwrap().to_str().unwrap())
        {
            continue;
        }
        let goal = format!("use_module('{rel}')");
        let o = crate::support::zebralog(&root, &["-q", "-g", &goal, "-t", "halt"]);
        let err = String::from_utf8_lossy(&o.stderr);
        if !o.status.success() || !err.is_empty() {
            bad.push(format!("{rel}:\n{err}"));
        }
    }
    assert!(files.len() > 20, "only {} library files found", files.len());
    assert!(
        bad.is_empty(),
        "libraries that load with messages:\n{}",
        bad.join("\n")
    );
}

/// The predicates whose clauses a Prolog source defines: the name of
/// each clause head that starts a line (quoted or not), followed by
/// its arguments, `:-`, `-->` or the full stop.
fn clause_heads(src: &str) -> std::collections::BTreeSet<String> {
    let mut heads = std::collections::BTreeSet::new();
    for line in src.lines() {
        let name_end = if let Some(rest) = line.strip_prefix('\'') {
            rest.find('\'').map(|i| i + 2)
        } else if line.starts_with(|c: char| c.is_ascii_lowercase()) {
            Some(
                line.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .unwrap_or(line.len()),
            )
        } else {
            None
        };
        let Some(end) = name_end else { continue };
        let after = line[end..].trim_start();
        if after.starts_with('(')
            || after.starts_with(":-")
            || after.starts_with("-->")
            || after.starts_with('.')
        {
            heads.insert(line[..end].to_string());
        }
    }
    heads
}

/// The names defined in more than one of `parts` (file name, source):
/// the parts of one module share its predicates, so a name defined in
/// two parts is one predicate whose clauses are spread over files.
fn part_clashes(parts: &[(String, String)]) -> Vec<String> {
    let mut owner: std::collections::BTreeMap<String, &str> = Default::default();
    let mut clashes = Vec::new();
    for (file, src) in parts {
        for head in clause_heads(src) {
            match owner.get(&head) {
                Some(first) if *first != file.as_str() => {
                    clashes.push(format!("{head} in {first} and {file}"))
                }
                _ => {
                    owner.insert(head, file);
                }
            }
        }
    }
    clashes
}

/// A library split into parts (`prelude/zebra/text.pl` with `:-
/// include(text/tokens).` and the like) is one module: a predicate defined in two
/// of its parts is one predicate, and a helper named like another
/// part's silently adds clauses to it (`'$zt_time_unit'/3` was defined
/// twice so, issue 26). Each name is defined in one part only.
#[test]
fn a_library_s_parts_define_each_predicate_once() {
    let root = root();
    let mut files = Vec::new();
    files_with_extension(&root.join("prelude"), "pl", &mut files);
    let mut clashes = Vec::new();
    for main in &files {
        let text = std::fs::read_to_string(main).expect("read a prelude file");
        let included: Vec<std::path::PathBuf> = text
            .lines()
            .filter_map(|l| l.strip_prefix(":- include(")?.strip_suffix(")."))
            .map(|name| main.parent().unwrap().join(format!("{name}.pl")))
            .collect();
        if included.is_empty() {
            continue;
        }
        let parts: Vec<std::path::PathBuf> =
            std::iter::once(main.clone()).chain(included).collect();
        let sources: Vec<(String, String)> = parts
            .iter()
            .map(|p| {
                let rel = p.strip_prefix(&root).unwrap().display().to_string();
                (
                    rel,
                    std::fs::read_to_string(p).expect("read a prelude file"),
                )
            })
            .collect();
        clashes.extend(part_clashes(&sources));
    }
    assert!(
        clashes.is_empty(),
        "defined in two parts:\n{}",
        clashes.join("\n")
    );
}

#[test]
fn the_parts_check_sees_a_clash() {
    let parts = [
        (
            "a.pl".to_string(),
            "'$x_unit'(hour, 60).\nkeep(X) :- X.\n".to_string(),
        ),
        (
            "b.pl".to_string(),
            "% keep(X) in a comment\n'$x_unit'(U, S) :-\n    s(U, S).\n".to_string(),
        ),
    ];
    assert_eq!(
        part_clashes(&parts),
        vec!["'$x_unit' in a.pl and b.pl".to_string()]
    );
    assert!(clause_heads(":- module(m, []).\n% c(x).\nc(x).\nd --> e.\n").len() == 2);
}
