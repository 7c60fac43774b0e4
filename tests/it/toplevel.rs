//! The toplevel reading queries from a pipe (issue 3): every answer is
//! printed, without waiting for keys, as SWI-Prolog prints it. Each
//! `tests/data/toplevel/*.queries` file is piped to `zebralog -q` (run in
//! that directory) and what it prints is pinned as an insta snapshot.

use crate::support::{root, shown_run, zebralog_with_input};

#[test]
fn piped_queries() {
    let dir = root().join("tests/data/toplevel");
    insta::glob!("../data/toplevel", "*.queries", |path| {
        let input = std::fs::read_to_string(path).expect("read the queries");
        let o = zebralog_with_input(&dir, &["-q"], Some(&input));
        insta::assert_snapshot!(shown_run(&o));
    });
}
