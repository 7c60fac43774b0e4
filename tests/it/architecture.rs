//! The layering that ARCHITECTURE.md promises, checked on the source
//! (issue 10): a module may name only the crate modules its rule allows.
//! A `use` that crosses a forbidden edge fails here, with the file and
//! line, before it can grow into an import circle.

use std::collections::BTreeSet;
use std::path::Path;

use crate::support::root;

/// The crate's top-level modules, as named after `crate::`.
const MODULES: &[&str] = &[
    "api", "builtins", "compile", "error", "reader", "term", "toplevel", "vm",
];

/// Each layer and the crate modules it may import besides itself.
const ALLOWED: &[(&str, &[&str])] = &[
    // The reader depends only on an operator table and flags it is given.
    ("reader", &[]),
    // Cells, the heap and atoms know nothing of who uses them.
    ("term", &[]),
];

/// Every `crate::<module>` (and, in a layer's root file, `super::<module>`)
/// named in `text`, with its line number.
fn named_modules(text: &str, is_root_file: bool) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
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
                }
            }
        }
    }
    found
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read source directory") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn layers_import_only_what_they_may() {
    let src = root().join("src");
    let mut violations = Vec::new();
    for (layer, allowed) in ALLOWED {
        let allowed: BTreeSet<&str> = allowed.iter().copied().chain([*layer]).collect();
        let mut files = Vec::new();
        let dir = src.join(layer);
        if dir.is_dir() {
            rust_files(&dir, &mut files);
        }
        let flat = src.join(format!("{layer}.rs"));
        if flat.is_file() {
            files.push(flat);
        }
        assert!(!files.is_empty(), "no source found for layer {layer}");
        for file in files {
            let text = std::fs::read_to_string(&file).expect("read source file");
            // `super::` in src/<layer>/mod.rs or src/<layer>.rs is the crate root.
            let is_root_file = file.ends_with(format!("{layer}/mod.rs"))
                || file == src.join(format!("{layer}.rs"));
            for (line, name) in named_modules(&text, is_root_file) {
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

#[test]
fn the_check_sees_a_forbidden_import() {
    let text =
        "use crate::term::Cell;\nuse crate::vm::Machine; // no\n// crate::api in a comment\n";
    let found = named_modules(text, false);
    assert_eq!(found, vec![(1, "term".to_string()), (2, "vm".to_string())]);
    assert_eq!(
        named_modules("use super::vm::X;", true),
        vec![(1, "vm".to_string())]
    );
    assert!(named_modules("use super::vm::X;", false).is_empty());
}
