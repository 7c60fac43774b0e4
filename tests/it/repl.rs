//! The interactive toplevel, driven through a pseudo-terminal as a user
//! drives it (issues 3 and 14): stepping through answers and SWI-Prolog
//! 9's other keys, errors, Ctrl-C, multi-line input with its prompt,
//! completion and history.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use expectrl::process::unix::{PtyStream, UnixProcess};
use expectrl::session::Session;

use crate::support::root;

type Repl = Session<UnixProcess, PtyStream>;

/// Starts `zebralog -q FILES...` on a terminal, with `home` as $HOME so
/// the history file is the test's own.
fn start(home: &Path, files: &[&str]) -> Repl {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_zebralog"));
    cmd.arg("-q")
        .args(files)
        .current_dir(root())
        .env("HOME", home)
        .env("TERM", "xterm");
    let mut s = Session::spawn(cmd).expect("spawn zebralog on a pty");
    s.set_expect_timeout(Some(Duration::from_secs(20)));
    s.expect("?- ").expect("the first prompt");
    s
}

fn home(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("zebralog-repl-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create a home directory");
    dir
}

fn query(s: &mut Repl, q: &str) {
    s.send_line(q).expect("send a query");
}

/// Waits for `text` and returns everything printed up to and including
/// it, without terminal control sequences and carriage returns.
fn until(s: &mut Repl, text: &str) -> String {
    match s.expect(text) {
        Ok(found) => {
            let mut raw = found.before().to_vec();
            raw.extend_from_slice(text.as_bytes());
            plain(&String::from_utf8_lossy(&raw))
        }
        Err(e) => {
            let mut rest = [0u8; 4096];
            let n = s.try_read(&mut rest).unwrap_or(0);
            let rest = String::from_utf8_lossy(&rest[..n]);
            panic!("expected {text:?}: {e}; unread output: {rest:?}")
        }
    }
}

fn expect(s: &mut Repl, text: &str) {
    until(s, text);
}

/// Drops ANSI control sequences (`ESC [ ... letter`) and `\r`.
fn plain(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\x1b' => {
                if chars.peek() == Some(&'[') {
                    chars.next();
                    for c in chars.by_ref() {
                        if c.is_ascii_alphabetic() || c == '~' {
                            break;
                        }
                    }
                }
            }
            '\r' => {}
            c => out.push(c),
        }
    }
    out
}

#[test]
fn semicolon_steps_through_answers_and_enter_stops() {
    let mut s = start(&home("step"), &[]);
    query(&mut s, "member(X, [a, b, c]).");
    expect(&mut s, "X = a ");
    s.send(";").unwrap();
    expect(&mut s, "X = b ");
    s.send("\r").unwrap();
    assert_eq!(until(&mut s, "?- "), ".\n\n?- ");
    // The query was cut: the next one starts afresh.
    query(&mut s, "X = done.");
    expect(&mut s, "X = done.\r\n");
}

/// Issue 14: SWI-Prolog 9's keys. `a` stops, as `c` and Enter do.
#[test]
fn a_stops_as_c_and_enter_do() {
    let mut s = start(&home("stop"), &[]);
    query(&mut s, "member(X, [a, b, c]).");
    expect(&mut s, "X = a ");
    s.send("a").unwrap();
    assert_eq!(until(&mut s, "?- "), ".\n\n?- ");
    query(&mut s, "member(X, [a, b, c]).");
    expect(&mut s, "X = a ");
    s.send("c").unwrap();
    assert_eq!(until(&mut s, "?- "), ".\n\n?- ");
}

/// Issue 14: `h` prints the actions (SWI's table, less `*` and `b`) and
/// asks again; an unknown key says so.
#[test]
fn h_prints_the_actions_and_unknown_keys_are_named() {
    let mut s = start(&home("help"), &[]);
    query(&mut s, "member(X, [a, b]).");
    expect(&mut s, "X = a ");
    s.send("h").unwrap();
    assert_eq!(
        until(&mut s, "Action? "),
        "\n  Possible actions:\n\
         \x20 ; (n,r,space,TAB): redo              | t:         trace&redo\n\
         \x20 w:                 write             | p:         print\n\
         \x20 c (a,RET):         stop              | h (?):     help\n\
         \nAction? "
    );
    s.send("x").unwrap();
    assert_eq!(
        until(&mut s, "Action? "),
        "\nUnknown action: x (h for help)\nAction? "
    );
    s.send(";").unwrap();
    assert_eq!(until(&mut s, "?- "), ";\nX = b.\n\n?- ");
}

/// Issue 14: `w` shows the answer again without the depth limit and
/// keeps the answer_write_options flag so; `p` puts the limit back.
#[test]
fn w_and_p_reprint_the_answer_and_set_the_write_options() {
    let mut s = start(&home("write"), &[]);
    query(&mut s, "between(12, 13, N), numlist(1, N, L).");
    expect(&mut s, "L = [1, 2, 3, 4, 5, 6, 7, 8, 9|...] ");
    s.send("w").unwrap();
    assert_eq!(
        until(&mut s, "] "),
        "[write]\nN = 12,\nL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] "
    );
    s.send(";").unwrap();
    expect(&mut s, "L = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].");
    query(&mut s, "length(L, 2).");
    expect(&mut s, "L = ['$VAR'('_'), '$VAR'('_')].");
    query(&mut s, "member(L, [[1,2,3,4,5,6,7,8,9,10,11], x]).");
    expect(&mut s, "L = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] ");
    s.send("p").unwrap();
    assert_eq!(
        until(&mut s, "...] "),
        "[print]\nL = [1, 2, 3, 4, 5, 6, 7, 8, 9|...] "
    );
    s.send("\r").unwrap();
    query(&mut s, "length(L, 2).");
    expect(&mut s, "L = [_, _].");
}

/// Issue 14: `t` asks for the next answer with tracing on.
#[test]
fn t_traces_the_next_answer() {
    let mut s = start(&home("t"), &["tests/data/toplevel/family.pl"]);
    query(&mut s, "(X = a ; X = b, parent(tom, liz)).");
    expect(&mut s, "X = a ");
    s.send("t").unwrap();
    expect(&mut s, "; [trace]\r\n");
    expect(&mut s, "Call: (1) parent(tom, liz)");
    expect(&mut s, "X = b.");
    expect(&mut s, "[trace] ?- ");
}

/// Issue 14: output left on a line ends it before an error message.
#[test]
fn pending_output_ends_its_line_before_an_error() {
    let mut s = start(&home("pending"), &[]);
    query(&mut s, "write(abc), X is 1 + a.");
    let out = until(&mut s, "?- ");
    assert!(
        out.ends_with("\nabc\nERROR: Arithmetic: evaluable a/0 does not exist\n?- "),
        "{out:?}"
    );
}

#[test]
fn the_last_answer_of_a_deterministic_query_does_not_wait() {
    let mut s = start(&home("det"), &[]);
    query(&mut s, "X = f(Y, _), Y = 1.");
    let answer = until(&mut s, "?- ");
    assert!(
        answer.ends_with("\nX = f(1, _),\nY = 1.\n\n?- "),
        "{answer:?}"
    );
    query(&mut s, "member(x, [y]).");
    let answer = until(&mut s, "?- ");
    assert!(answer.ends_with("\nfalse.\n\n?- "), "{answer:?}");
}

#[test]
fn errors_are_sentences_and_the_session_goes_on() {
    let mut s = start(&home("error"), &[]);
    query(&mut s, "foo.");
    expect(&mut s, "ERROR: Unknown procedure: foo/0");
    query(&mut s, "X is bar + 1.");
    expect(&mut s, "ERROR: Arithmetic: evaluable bar/0 does not exist");
    query(&mut s, "X is 1 + 1.");
    expect(&mut s, "X = 2.\r\n");
}

#[test]
fn ctrl_c_aborts_a_running_query_and_keeps_the_database() {
    let mut s = start(&home("interrupt"), &[]);
    query(&mut s, "assertz(kept(1)).");
    expect(&mut s, "true.");
    query(&mut s, "repeat, fail.");
    std::thread::sleep(Duration::from_millis(300));
    s.send("\x03").unwrap();
    expect(&mut s, "% Execution Aborted");
    expect(&mut s, "?- ");
    query(&mut s, "kept(X).");
    expect(&mut s, "X = 1.\r\n");
}

/// Lines after the first of an unfinished query are asked for with
/// SWI's `|    ` prompt (issue 14); an empty line at `?- ` is one too.
#[test]
fn input_continues_until_the_end_token() {
    let mut s = start(&home("multiline"), &[]);
    query(&mut s, "X = f(a,");
    expect(&mut s, "|    ");
    query(&mut s, "     'end. not yet',");
    expect(&mut s, "|    ");
    query(&mut s, "     b).");
    expect(&mut s, "X = f(a, 'end. not yet', b).\r\n");
    expect(&mut s, "?- ");
    query(&mut s, "");
    expect(&mut s, "|    ");
    query(&mut s, "Y = 1.");
    expect(&mut s, "Y = 1.\r\n");
}

/// Lines typed (or pasted) before their prompt shows are kept.
#[test]
fn lines_typed_ahead_are_not_lost() {
    let mut s = start(&home("typeahead"), &[]);
    s.send("X = f(a,\r     b,\r     c).\r").unwrap();
    expect(&mut s, "X = f(a, b, c).\r\n");
}

#[test]
fn tab_completes_predicate_names() {
    let mut s = start(&home("complete"), &[]);
    s.send("msor\t").unwrap();
    s.send("([b, a], L).\r").unwrap();
    expect(&mut s, "L = [a, b].\r\n");
}

#[test]
fn history_survives_a_restart() {
    let home = home("history");
    let mut s = start(&home, &[]);
    query(&mut s, "X = remembered.");
    expect(&mut s, "X = remembered.\r\n");
    // Only once the prompt is up is the terminal in rustyline's raw mode;
    // a Ctrl-D sent earlier is eaten by the line discipline.
    expect(&mut s, "?- ");
    s.send("\x04").unwrap(); // Ctrl-D leaves
    s.expect(expectrl::Eof).expect("Ctrl-D ends the session");
    let saved = std::fs::read_to_string(home.join(".zebralog_history")).expect("history file");
    assert!(saved.contains("X = remembered."), "history file: {saved:?}");

    let mut s = start(&home, &[]);
    s.send("\x1b[A").unwrap(); // up arrow recalls the last query
    expect(&mut s, "X = remembered.");
    s.send("\r").unwrap();
    expect(&mut s, "X = remembered.\r\n");
}

#[test]
fn a_puzzle_is_loaded_with_a_consult_list_and_queried() {
    let mut s = start(&home("consult"), &[]);
    query(&mut s, "[examples/zebra].");
    expect(&mut s, "true.\r\n");
    expect(&mut s, "?- ");
    query(&mut s, "street(H), member(h(_, Who, _, _, fish), H), !.");
    let answer = until(&mut s, "?- ");
    assert!(answer.contains("\nWho = german.\n"), "{answer:?}");
    query(&mut s, "halt.");
    s.expect(expectrl::Eof).expect("halt ends the session");
}

#[test]
fn files_given_on_the_command_line_are_loaded_first() {
    let mut s = start(&home("files"), &["tests/data/toplevel/family.pl"]);
    query(&mut s, "parent(tom, X).");
    expect(&mut s, "X = bob ");
    s.send(";").unwrap();
    assert_eq!(until(&mut s, "?- "), ";\nX = liz.\n\n?- ");
}

#[test]
fn trace_shows_ports_and_marks_the_prompt_until_notrace() {
    let mut s = start(&home("trace"), &["tests/data/toplevel/family.pl"]);
    query(&mut s, "trace.");
    expect(&mut s, "true.");
    expect(&mut s, "[trace] ?- ");
    query(&mut s, "grandparent(tom, ann).");
    expect(&mut s, "Call: (1) grandparent(tom, ann)");
    expect(&mut s, "Exit: (1) grandparent(tom, ann)");
    expect(&mut s, "true ");
    s.send("\r").unwrap();
    expect(&mut s, "[trace] ?- ");
    query(&mut s, "notrace.");
    let after = until(&mut s, "?- ");
    assert!(!after.contains("[trace]"), "{after:?}");
}

/// Issue 10: `[user]` at the terminal loads the lines typed after it, each
/// asked for with SWI's `|: ` prompt, up to `end_of_file`; read/1 reads
/// the next line typed the same way, with the prompt prompt/2 set.
#[test]
fn user_input_is_read_with_a_prompt() {
    let mut s = start(&home("user"), &[]);
    query(&mut s, "[user].");
    expect(&mut s, "|: ");
    query(&mut s, "typed(1).");
    expect(&mut s, "|: ");
    query(&mut s, "end_of_file.");
    expect(&mut s, "true.");
    query(&mut s, "typed(X), read(Y).");
    expect(&mut s, "|: ");
    query(&mut s, "foo(bar).");
    expect(&mut s, "X = 1,\r\nY = foo(bar).");
    query(&mut s, "prompt(_, 'in> '), read(Z).");
    // The prompt on a line of its own, not the echo of the query.
    expect(&mut s, "\nin> ");
    query(&mut s, "baz.");
    expect(&mut s, "Z = baz.");
    // Issue 14: get_char/1 asks the same way (with the prompt prompt/2
    // set last).
    query(&mut s, "prompt(_, '|: '), get_char(C).");
    expect(&mut s, "\n|: ");
    query(&mut s, "z");
    expect(&mut s, "C = z.");
}
