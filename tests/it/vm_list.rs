//! The disassembler (issue 10): `vm_list/1` on each
//! `tests/data/vm_list/*.pl` (its `main/0` lists some predicates), the
//! output pinned as an insta snapshot. There is no SWI-Prolog oracle for
//! zebralog's instruction set, so the snapshot is the reference; review
//! its diff when the compiler changes.

use crate::support::{root, zebralog};

/// `'$aux12'` as `'$auxN'`: auxiliary predicate numbers depend on how
/// many the prelude made.
fn mask_aux_numbers(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find("$aux") {
        out.push_str(&rest[..i + 4]);
        rest = rest[i + 4..].trim_start_matches(|c: char| c.is_ascii_digit());
        out.push('N');
    }
    out.push_str(rest);
    out
}

#[test]
fn vm_list_output() {
    let dir = root().join("tests/data/vm_list");
    insta::glob!("../data/vm_list", "*.pl", |path| {
        let file = path.file_name().unwrap().to_str().unwrap();
        let o = zebralog(&dir, &["-q", "-g", "main", "-t", "halt", file]);
        let mut shown = mask_aux_numbers(&String::from_utf8_lossy(&o.stdout));
        let err = String::from_utf8_lossy(&o.stderr);
        if !err.is_empty() {
            shown.push_str("--- stderr ---\n");
            shown.push_str(&err);
        }
        insta::assert_snapshot!(shown);
    });
}
