//! The command line behaves as `swipl` (9.0.4) does: exit statuses, and
//! messages a person can act on. Case files live in `tests/data/cli/`.

use std::process::Output;

use crate::support::{mask_vars, root, zebralog, zebralog_env, zebralog_with_input};

fn run(args: &[&str]) -> Output {
    zebralog(&root().join("tests/data/cli"), args)
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn failing_goal_exits_1_with_a_message() {
    let o = run(&["-g", "fail", "-t", "halt"]);
    assert_eq!(o.status.code(), Some(1), "stderr: {}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("fail"), "stderr should name the goal: {err}");
    assert!(!err.contains("Unknown procedure"), "stderr: {err}");
}

#[test]
fn halt_in_goal_sets_the_exit_status() {
    let o = run(&["-g", "halt(3)"]);
    assert_eq!(o.status.code(), Some(3), "stderr: {}", stderr(&o));
    // Issue 14: as in swipl, the status is the code's low byte.
    for (code, status) in [("-1", 255), ("256", 0), ("258", 2)] {
        let o = run(&["-g", &format!("halt({code})")]);
        assert_eq!(o.status.code(), Some(status), "halt({code})");
    }
}

#[test]
fn toplevel_halt_sets_the_exit_status() {
    let o = run(&["-g", "true", "-t", "halt(5)"]);
    assert_eq!(o.status.code(), Some(5), "stderr: {}", stderr(&o));
}

/// swipl exits with status 2 when a `-g` goal raises an uncaught error.
#[test]
fn uncaught_error_in_goal_exits_2_with_a_sentence() {
    let o = run(&["-g", "foo", "-t", "halt"]);
    assert_eq!(o.status.code(), Some(2), "stderr: {}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("Unknown procedure: foo/0"), "stderr: {err}");
}

#[test]
fn uninstantiated_argument_error_is_a_sentence() {
    let o = run(&["-g", "atom_length(_, _)", "-t", "halt"]);
    assert_eq!(o.status.code(), Some(2), "stderr: {}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("Arguments are not sufficiently instantiated"),
        "stderr: {err}"
    );
}

#[test]
fn goals_run_in_order_after_loading() {
    let o = run(&["-q", "-g", "write(a)", "-g", "write(b), nl", "-t", "halt"]);
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(&o));
    assert_eq!(stdout(&o), "ab\n");
}

#[test]
fn initialization_main_succeeding_exits_0() {
    let o = run(&["main_succeeds.pl"]);
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(&o));
    assert_eq!(stdout(&o), "done\n");
}

#[test]
fn initialization_main_failing_exits_1() {
    let o = run(&["main_fails.pl"]);
    assert_eq!(o.status.code(), Some(1), "stderr: {}", stderr(&o));
    assert_eq!(stdout(&o), "before\n");
    // As swipl says it, with the file as given (swipl makes it absolute).
    assert_eq!(stderr(&o), "ERROR: main_fails.pl:1: user:main: false\n");
}

/// swipl exits with status 2 when main raises an uncaught error.
#[test]
fn initialization_main_raising_exits_2() {
    let o = run(&["main_raises.pl"]);
    assert_eq!(o.status.code(), Some(2), "stderr: {}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.starts_with("ERROR: main_raises.pl:1: user:main ")
            && err.contains("Unknown procedure: undefined_here/0"),
        "stderr: {err}"
    );
}

#[test]
fn initialization_main_halting_sets_the_exit_status() {
    let o = run(&["main_halts.pl"]);
    assert_eq!(o.status.code(), Some(4), "stderr: {}", stderr(&o));
    assert_eq!(stdout(&o), "halting\n");
}

#[test]
fn help_and_version_exit_0() {
    for flag in ["--help", "--version"] {
        let o = run(&[flag]);
        assert_eq!(o.status.code(), Some(0), "{flag}: {}", stderr(&o));
        assert!(!stdout(&o).is_empty(), "{flag} prints nothing");
    }
}

/// Each bad clause is reported as `file:line:col` and the others still load.
#[test]
fn syntax_error_reports_location_and_loads_the_rest() {
    let o = run(&["-q", "-g", "main", "-t", "halt", "syntax_error.pl"]);
    let expected =
        std::fs::read_to_string(root().join("tests/data/cli/syntax_error.out")).expect(".out");
    assert_eq!(stdout(&o), expected, "stderr: {}", stderr(&o));
    assert_eq!(o.status.code(), Some(0));
    let err = stderr(&o);
    for line in [3, 5] {
        let at = format!("syntax_error.pl:{line}:");
        let col = err
            .split(&at)
            .nth(1)
            .and_then(|rest| rest.split(':').next())
            .and_then(|c| c.parse::<u32>().ok());
        assert!(col.is_some(), "no {at}<col> in stderr: {err}");
    }
}

/// read/1 and read_term/2 read clauses from standard input, across line
/// breaks, and give end_of_file at the end (issue 2: one reader for files,
/// -g goals and read_term/2).
#[test]
fn read_term_reads_clauses_from_standard_input() {
    let input = "foo(bar).\n[1,2,\n 3].\nf(X, Y,\n  X).\n\"str\". 0.5.\n";
    let o = zebralog_with_input(
        &root().join("tests/data/cli"),
        &["-q", "-g", "main", "-t", "halt", "read_stdin.pl"],
        Some(input),
    );
    let expected =
        std::fs::read_to_string(root().join("tests/data/cli/read_stdin.out")).expect(".out");
    assert_eq!(stdout(&o), expected, "stderr: {}", stderr(&o));
}

#[test]
fn consult_finds_files_beside_the_loading_file() {
    let o = zebralog(
        &root(),
        &[
            "-q",
            "-g",
            "main",
            "-t",
            "halt",
            "tests/data/cli/include_main.pl",
        ],
    );
    assert_eq!(stdout(&o), "found\n", "stderr: {}", stderr(&o));
}

/// Loading warns about singleton variables, with file:line, exactly as
/// SWI-Prolog prints it.
#[test]
fn singleton_variables_are_reported_on_load() {
    let o = run(&["-q", "-g", "halt", "singletons.pl"]);
    assert_eq!(
        stderr(&o),
        "Warning: singletons.pl:2:\nWarning:    Singleton variables: [Y]\n\
         Warning: singletons.pl:4:\nWarning:    Singleton variables: [X,Y]\n\
         Warning: singletons.pl:6:\nWarning:    Singleton variables: [Z]\n"
    );
}

/// Clauses of a predicate split by another's are warned about, as SWI does,
/// unless the predicate is declared discontiguous.
#[test]
fn discontiguous_clauses_are_reported_on_load() {
    let o = run(&["-q", "-g", "halt", "discontiguous.pl"]);
    assert_eq!(stderr(&o), "Warning: discontiguous.pl:4:\nWarning:    Clauses of a/1 are not together in the source-file\nWarning:    Earlier definition at discontiguous.pl:2\nWarning:    Current predicate: b/1\nWarning:    Use :- discontiguous a/1. to suppress this message\nWarning: discontiguous.pl:7:\nWarning:    Clauses of b/1 are not together in the source-file\nWarning:    Earlier definition at discontiguous.pl:3\nWarning:    Current predicate: c/1\nWarning:    Use :- discontiguous b/1. to suppress this message\n");
}

/// An unknown procedure whose name exists with another arity says so.
#[test]
fn unknown_procedure_names_other_arities() {
    let o = run(&["-q", "-g", "foo(1)", "-t", "halt", "other_arity.pl"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains(
            "Unknown procedure: foo/1\nERROR:   However, there are definitions for:\nERROR:         foo/2\n"
        ),
        "stderr: {}",
        stderr(&o)
    );
}

/// Arguments after the script that are not `.pl` files are the
/// program's (`argv`), as swipl gives them; `.pl` files right after the
/// script are loaded, and `--` makes everything after it an argument
/// (issue 5: `zebralog solve.pl einstein.txt`).
#[test]
fn arguments_after_the_script_are_the_programs() {
    let o = run(&["print_argv.pl", "puzzle.txt", "-x", "other.pl"]);
    assert_eq!(
        stdout(&o),
        "['puzzle.txt','-x','other.pl']\n",
        "stderr: {}",
        stderr(&o)
    );
    assert_eq!(o.status.code(), Some(0));
    let o = run(&["print_argv.pl", "singletons.pl", "puzzle.txt"]);
    assert_eq!(stdout(&o), "['puzzle.txt']\n", "stderr: {}", stderr(&o));
    let o = run(&["print_argv.pl", "--", "singletons.pl"]);
    assert_eq!(stdout(&o), "['singletons.pl']\n", "stderr: {}", stderr(&o));
    let o = run(&["print_argv.pl"]);
    assert_eq!(stdout(&o), "[]\n", "stderr: {}", stderr(&o));
}

/// A missing library (`library(clpz)`) and a directive that raises are
/// reported as SWI reports them: the error at file:line, then the
/// directive as failed, written as a goal (issue 5).
#[test]
fn directive_errors_name_the_file_line_and_goal() {
    let o = run(&["-g", "loaded", "-t", "halt", "directive_errors.pl"]);
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(&o));
    // Variables without their numbers: a collection (ZEBRALOG_GC_STRESS)
    // may change them.
    let err = mask_vars(&stderr(&o));
    for line in [
        "ERROR: directive_errors.pl:5:\nERROR:    use_module/1: source_sink `library(clpz)' does not exist\n",
        "Warning:    Goal (directive) failed: user:use_module(library(clpz))\n",
        "ERROR: directive_errors.pl:6:\nERROR:    Arithmetic: evaluable foo/0 does not exist\n",
        "Warning:    Goal (directive) failed: user:(_ is foo+1,write(_))\n",
    ] {
        assert!(err.contains(line), "missing {line:?} in:\n{err}");
    }
    assert!(
        !err.contains("library(lists)") && !err.contains("dcg/basics"),
        "{err}"
    );
}

/// Issue 29: `:- if/elif/else/endif` errors name the file and line as
/// SWI-Prolog does (its condition error also names its internal
/// '$eval_if'/1), and the branches still load as they should.
#[test]
fn conditional_compilation_errors_name_the_file_and_line() {
    let o = run(&[
        "-q",
        "-g",
        "forall((a(X);b(X)), writeln(X))",
        "-t",
        "halt",
        "conditional_errors.pl",
    ]);
    assert_eq!(stdout(&o), "2\n1\n", "stderr: {}", stderr(&o));
    let err = stderr(&o);
    for line in [
        "ERROR: conditional_errors.pl:4:\nERROR:    Unknown procedure: no_such_predicate/1\n",
        "ERROR: conditional_errors.pl:9:\nERROR:    :- endif without :- if\n",
        "ERROR: conditional_errors.pl:10:\nERROR:    :- else without :- if\n",
        "ERROR: conditional_errors.pl:13:\nERROR:    Unterminated conditional compilation from conditional_errors.pl:11\n",
    ] {
        assert!(err.contains(line), "missing {line:?} in:\n{err}");
    }
}

/// Issue 10: `:- initialization(G)` runs when the file it is in has
/// loaded, also for a file loaded by a directive or by consult/1 from a
/// goal; a failing or raising one is reported where it stood.
#[test]
fn initialization_goals_run_after_their_own_file() {
    let o = run(&["-q", "-g", "writeln(goal)", "-t", "halt", "init_outer.pl"]);
    assert_eq!(
        stdout(&o),
        "inner_directive\ninner_init\nouter_directive\nouter_init\ngoal\n",
        "stderr: {}",
        stderr(&o)
    );
    assert_eq!(
        stderr(&o),
        "Warning: init_outer.pl:4:\nWarning:    init_inner.pl:3: Initialization goal failed\n\
         ERROR: init_outer.pl:4:\nERROR:    init_inner.pl:4: Initialization goal raised exception:\n\
         ERROR:    Unknown procedure: no_such_goal/0\n"
    );
    let o = run(&[
        "-q",
        "-g",
        "consult(init_inner), writeln(after)",
        "-t",
        "halt",
    ]);
    assert_eq!(stdout(&o), "inner_directive\ninner_init\nafter\n");
    assert_eq!(
        stderr(&o),
        "Warning: init_inner.pl:3: Initialization goal failed\n\
         ERROR: init_inner.pl:4: Initialization goal raised exception:\n\
         ERROR: Unknown procedure: no_such_goal/0\n"
    );
}

/// Issue 10: a `#!` first line is skipped, and only it (the clause after
/// it used to vanish); so is a UTF-8 byte order mark.
#[test]
fn script_line_and_byte_order_mark_are_skipped() {
    let o = run(&["-q", "-g", "main", "-t", "halt", "shebang.pl"]);
    assert_eq!(stdout(&o), "1\n2\n", "stderr: {}", stderr(&o));
    assert_eq!(stderr(&o), "");
    let o = run(&["-q", "-g", "main", "-t", "halt", "bom.pl"]);
    assert_eq!(stdout(&o), "1\n", "stderr: {}", stderr(&o));
    assert_eq!(stderr(&o), "");
}

/// Issue 10: a byte that is not UTF-8 used to make the whole file
/// unloadable, with a message saying it did not exist. As SWI-Prolog, it
/// reads as U+FFFD with a warning giving its line and column, once per
/// clause, and the rest loads.
#[test]
fn bytes_that_are_not_utf8_are_located_and_the_rest_loads() {
    let o = run(&["-q", "-g", "main", "-t", "halt", "latin1.pl"]);
    assert_eq!(
        stdout(&o),
        "1\n2\n[99,97,102,65533]\n[65533,116,65533]\n1\n",
        "stderr: {}",
        stderr(&o)
    );
    let err = stderr(&o);
    for warning in [
        "Warning: latin1.pl:4:\nWarning:    'latin1.pl':4:7: Illegal UTF-8 continuation\n",
        "Warning: latin1.pl:5:\nWarning:    'latin1.pl':5:4: Illegal UTF-8 continuation\n",
        "Warning: latin1.pl:7:\nWarning:    'latin1.pl':7:4: Illegal UTF-8 start\n",
    ] {
        assert!(err.contains(warning), "missing {warning:?} in:\n{err}");
    }
    assert!(!err.contains("does not exist"), "{err}");
    assert_eq!(err.matches("Illegal UTF-8").count(), 3, "{err}");
}

/// Issue 10: a clause `end_of_file` ends the file, as in SWI-Prolog (it
/// used to be loaded as a fact, and the rest after it).
#[test]
fn end_of_file_clause_ends_the_file() {
    let o = run(&[
        "-q",
        "-g",
        "forall(p(X), writeln(X))",
        "-t",
        "halt",
        "end_of_file.pl",
    ]);
    assert_eq!(stdout(&o), "1\n", "stderr: {}", stderr(&o));
    assert_eq!(stderr(&o), "");
}

/// Issue 10: clauses of p/1 before and after `:- ensure_loaded(F)` where
/// F adds some too: as SWI-Prolog, F's replace the first ones, with its
/// warning, and the later ones add to F's.
#[test]
fn clauses_around_a_loaded_file_keep_the_later_ones() {
    let o = run(&["-q", "-g", "main", "-t", "halt", "redefine_main.pl"]);
    assert_eq!(stdout(&o), "[b,c]\n", "stderr: {}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "Warning: redefine_other.pl:2:\nWarning:    Redefined static procedure p/1\n\
         Warning:    Previously defined at redefine_main.pl:4\n"
    );
}

/// Issue 10: `set_prolog_flag(unknown, warning)` was ignored. As in
/// SWI-Prolog, setting it warns (at the directive), and calling an
/// unknown procedure then warns on stderr and fails.
#[test]
fn unknown_flag_warning_warns_and_fails() {
    let o = run(&["-q", "-g", "main", "-t", "halt", "unknown_warning.pl"]);
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(&o));
    assert_eq!(stdout(&o), "failed\n");
    assert_eq!(
        stderr(&o),
        "Warning: unknown_warning.pl:2:\n\
         Warning:    Using a non-error value for unknown in the global module\n\
         Warning:    causes most of the development environment to stop working.\n\
         Warning:    Please use :- dynamic or limit usage of unknown to a module.\n\
         Warning:    See https://www.swi-prolog.org/howto/database.html\n\
         Warning: Unknown procedure: undefined_here/1\n"
    );
}

/// Issue 10: prolog_load_context/2 says what is loading (SWI's keys
/// module, source, file, directory, dialect, with absolute names; an
/// included file is the file, not the source), load_files/2 loads as
/// consult/1 or, with `if(not_loaded)`, once, and exists_source/1 says
/// whether consult/1 would find a file. A file loaded from an included
/// file resolves its names beside itself. The .out is swipl's stdout.
#[test]
fn load_context_load_files_and_exists_source() {
    let o = run(&["-q", "-g", "main", "-t", "halt", "load_context.pl"]);
    let expected =
        std::fs::read_to_string(root().join("tests/data/cli/load_context.out")).expect(".out");
    assert_eq!(stdout(&o), expected, "stderr: {}", stderr(&o));
    assert_eq!(stderr(&o), "");
}

/// Issue 10: a file consulting itself, or two files including each
/// other, recursed until the native stack overflowed (a crash). The
/// inner load is now refused with a permission error, and the rest of
/// each file loads.
#[test]
fn loading_a_file_inside_itself_is_refused() {
    let o = run(&[
        "-q",
        "-g",
        "forall(p(X), writeln(X))",
        "-t",
        "halt",
        "cycle_consult.pl",
    ]);
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(&o));
    assert_eq!(stdout(&o), "1\n2\n");
    assert_eq!(
        stderr(&o),
        "ERROR: cycle_consult.pl:4:\n\
         ERROR:    consult/1: No permission to load source_sink `cycle_consult'\n\
         Warning: cycle_consult.pl:4:\n\
         Warning:    Goal (directive) failed: user:consult(cycle_consult)\n"
    );
    let o = run(&[
        "-q",
        "-g",
        "forall(p(X), writeln(X))",
        "-t",
        "halt",
        "cycle_include_a.pl",
    ]);
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(&o));
    assert_eq!(stdout(&o), "1\n2\n3\n");
    assert!(
        stderr(&o).contains("include/1: No permission to load source_sink `cycle_include_a'"),
        "stderr: {}",
        stderr(&o)
    );
}

/// Issue 10: an included file continues the clause order of the file
/// including it, so clauses split across the two are warned about (and
/// the warning names the other file), as SWI-Prolog does.
#[test]
fn included_clauses_continue_the_including_files_order() {
    let o = run(&[
        "-q",
        "-g",
        "forall(p(X), writeln(X))",
        "-t",
        "halt",
        "include_order_main.pl",
    ]);
    assert_eq!(stdout(&o), "1\n2\n3\n", "stderr: {}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "Warning: include_order_part.pl:3:\n\
         Warning:    Clauses of p/1 are not together in the source-file\n\
         Warning:    Earlier definition at include_order_main.pl:3\n\
         Warning:    Current predicate: q/1\n\
         Warning:    Use :- discontiguous p/1. to suppress this message\n"
    );
}

/// Permission errors in SWI-Prolog's words (issue 10, seen while loading
/// clauses for static predicates): "static procedure" with where it was
/// defined, and reading or writing a stream the wrong way.
#[test]
fn permission_errors_are_worded_as_swi_words_them() {
    let o = run(&[
        "-q",
        "-g",
        "assertz(p(x))",
        "-t",
        "halt",
        "redefine_other.pl",
    ]);
    assert_eq!(
        stderr(&o),
        "ERROR: -g assertz(p(x)): assertz/1: No permission to modify static procedure `p/1'\n\
         ERROR: Defined at redefine_other.pl:2\n"
    );
    let o = run(&["-q", "-g", "read(user_output, _)", "-t", "halt"]);
    assert!(
        stderr(&o).contains("read/2: No permission to read from output stream `user_output'"),
        "stderr: {}",
        stderr(&o)
    );
    let o = run(&["-q", "-g", "write(user_input, x)", "-t", "halt"]);
    assert!(
        stderr(&o).contains("write/2: No permission to write to input stream `user_input'"),
        "stderr: {}",
        stderr(&o)
    );
}

/// Issue 10: a file reached by two names (`./a.pl` and `a.pl`) was two
/// files: ensure_loaded/1 loaded it twice, and the second load warned
/// that it redefined its own predicates. Files are now told apart by
/// what they are.
#[test]
fn a_file_reached_by_two_names_is_one_file() {
    let o = run(&[
        "-q",
        "-g",
        "forall(shared(X), writeln(X))",
        "-t",
        "halt",
        "./same_file_a.pl",
        "same_file_b.pl",
    ]);
    assert_eq!(stdout(&o), "loading_shared\n1\n", "stderr: {}", stderr(&o));
    assert_eq!(stderr(&o), "");
}

/// Issue 10: clauses asserted before a file that defines the predicate
/// (without declaring it dynamic) is consulted are replaced, with SWI's
/// warning, and the predicate becomes static; they used to stay.
#[test]
fn a_file_replaces_asserted_clauses() {
    let o = run(&[
        "-q",
        "-g",
        "assertz(p(0)), consult(redefine_asserted), forall(p(X), writeln(X)), \
         catch(assertz(p(9)), error(E, _), (print(E), nl))",
        "-t",
        "halt",
    ]);
    assert_eq!(
        stdout(&o),
        "3\npermission_error(modify,static_procedure,p/1)\n",
        "stderr: {}",
        stderr(&o)
    );
    assert_eq!(
        stderr(&o),
        "Warning: redefine_asserted.pl:3:\nWarning:    Redefined static procedure p/1\n"
    );
}

/// Issue 14: `--on-error=status` makes `halt/0` (and `-t halt`) exit
/// with status 1 once an error was printed, with SWI-Prolog 9's
/// warning; `halt(0)` still exits 0, and without the option the status
/// is 0. A syntax error and a directive that raises both count.
#[test]
fn on_error_status_makes_halt_exit_1_after_errors() {
    for file in ["load_syntax_error.pl", "load_directive_error.pl"] {
        let o = run(&["-g", "true", "-t", "halt", file]);
        assert_eq!(o.status.code(), Some(0), "{file}: {}", stderr(&o));
        for halt in [&["-g", "true", "-t", "halt"][..], &["-g", "halt"]] {
            let mut args = vec!["--on-error=status"];
            args.extend_from_slice(halt);
            args.push(file);
            let o = run(&args);
            assert_eq!(o.status.code(), Some(1), "{args:?}: {}", stderr(&o));
            assert!(
                stderr(&o)
                    .ends_with("Warning: Halting with status 1 due to 1 errors and 1 warnings\n")
                    || stderr(&o).ends_with(
                        "Warning: Halting with status 1 due to 1 errors and 0 warnings\n"
                    ),
                "{args:?}: {}",
                stderr(&o)
            );
        }
        let o = run(&["--on-error=status", "-g", "halt(0)", file]);
        assert_eq!(o.status.code(), Some(0), "{file}: {}", stderr(&o));
    }
}

/// Issue 14: warnings count under `--on-warning=status`, and not under
/// `--on-error=status`.
#[test]
fn on_warning_status_counts_warnings() {
    let o = run(&["--on-error=status", "-g", "halt", "load_warning.pl"]);
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(&o));
    let o = run(&["--on-warning=status", "-g", "halt", "load_warning.pl"]);
    assert_eq!(o.status.code(), Some(1), "stderr: {}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "Warning: load_warning.pl:1:\nWarning:    careful\n\
         Warning: Halting with status 1 due to 0 errors and 1 warnings\n"
    );
}

/// Issue 14: `--on-error=halt` stops at the first error message, which
/// is the last thing printed, with status 1, whatever the goals say.
#[test]
fn on_error_halt_stops_at_the_first_error() {
    let o = run(&[
        "--on-error=halt",
        "-g",
        "writeln(goal)",
        "-t",
        "halt(0)",
        "load_directive_error.pl",
    ]);
    assert_eq!(o.status.code(), Some(1), "stderr: {}", stderr(&o));
    assert_eq!(stdout(&o), "");
    let err = stderr(&o);
    assert!(err.ends_with("evaluable foo/0 does not exist\n"), "{err}");
    assert!(!err.contains("Goal (directive) failed"), "{err}");
    let o = run(&["--on-warning=halt", "-g", "halt(0)", "load_warning.pl"]);
    assert_eq!(o.status.code(), Some(1), "stderr: {}", stderr(&o));
    // A goal's print_message/2 halts it there.
    let o = run(&[
        "--on-error=halt",
        "-g",
        "print_message(error, format(\"x\", [])), writeln(after)",
        "-t",
        "halt",
    ]);
    assert_eq!(o.status.code(), Some(1), "stderr: {}", stderr(&o));
    assert_eq!(
        (stdout(&o), stderr(&o)),
        (String::new(), "ERROR: x\n".into())
    );
}

/// Issue 14: swipl's `-f FILE` (the init file: `none`, or missing, loads
/// nothing), `-s FILE` and `-l FILE` load before the files after the
/// options, in that order; the arguments after `--` are the argv flag.
/// This is the command exercism's Prolog track runs its tests with.
#[test]
fn init_and_script_files_load_first() {
    let o = run(&[
        "-q",
        "-s",
        "print_argv.pl",
        "-f",
        "init_inner.pl",
        "-g",
        "true",
        "--",
        "--all",
        "x",
    ]);
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(&o));
    assert_eq!(stdout(&o), "inner_directive\ninner_init\n['--all',x]\n");
    for init in ["none", "no_such_init.pl"] {
        let o = run(&["-f", init, "-g", "writeln(ok)", "-t", "halt"]);
        assert_eq!(stdout(&o), "ok\n", "-f {init}: {}", stderr(&o));
        assert_eq!(o.status.code(), Some(0));
    }
    let o = run(&["-s", "no_such_script.pl", "-g", "halt"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "ERROR: Prolog initialisation failed:\n\
         ERROR: script_file `'no_such_script.pl'' does not exist\n"
    );
    let o = run(&["-g", "halt", "no_such_file"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "ERROR: Prolog initialisation failed:\nERROR: file `no_such_file' does not exist\n"
    );
}

/// Issue 14: as in swipl, options end at the first file: what follows
/// it (but further `.pl` files) is the program's, even `-g`.
#[test]
fn options_after_the_first_file_are_arguments() {
    let o = run(&["-q", "-g", "true", "print_argv.pl", "-g", "fail"]);
    assert_eq!(stdout(&o), "['-g',fail]\n", "stderr: {}", stderr(&o));
    assert_eq!(o.status.code(), Some(0));
}

/// Issue 14: `--stack-limit=SIZE` sets the flag (k, m, g are powers of
/// 1024), `-O` is accepted, and an unknown option or a bad value is
/// swipl's usage error, status 1. A failing `-g` goal is reported as
/// swipl reports it.
#[test]
fn stack_limit_and_other_options() {
    let o = run(&[
        "--stack-limit=10m",
        "-O",
        "-g",
        "current_prolog_flag(stack_limit, X), writeln(X)",
        "-t",
        "halt",
    ]);
    assert_eq!(stdout(&o), "10485760\n", "stderr: {}", stderr(&o));
    for bad in ["--stack-limit=lots", "--on-error=maybe", "--no-such-option"] {
        let o = run(&[bad, "-g", "halt"]);
        assert_eq!(o.status.code(), Some(1), "{bad}: {}", stderr(&o));
    }
    let o = run(&["-g", "fail", "-t", "halt"]);
    assert_eq!(stderr(&o), "ERROR: -g fail: false\n");
}

/// Issue 14: a `#!` script run as `zebralog script.pl args` (what the
/// kernel runs for `./script.pl args`) skips its first line and gets the
/// arguments, options among them, as argv.
#[test]
fn a_script_gets_its_arguments() {
    let o = run(&["script_args.pl", "a", "-x", "b.pl"]);
    assert_eq!(stdout(&o), "[a,'-x','b.pl']\n", "stderr: {}", stderr(&o));
    assert_eq!(o.status.code(), Some(0));
}

/// Issue 14: as swipl 9.0.4, the end of the toplevel's input exits 0
/// even after errors under `--on-error=status`; a `halt.` query is
/// halt/0, which exits 1 then.
#[test]
fn toplevel_end_and_halt_query_under_on_error_status() {
    let dir = root().join("tests/data/cli");
    let args = ["-q", "--on-error=status", "load_syntax_error.pl"];
    let o = zebralog_with_input(&dir, &args, Some("true.\n"));
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(&o));
    let o = zebralog_with_input(&dir, &args, Some("halt.\n"));
    assert_eq!(o.status.code(), Some(1), "stderr: {}", stderr(&o));
}

/// Issue 13: start-up reads the booted prelude from a saved state in the
/// cache directory. The first run writes it; a damaged file is ignored
/// and written again; an empty ZEBRALOG_CACHE_DIR turns the cache off;
/// every run prints the same.
#[test]
fn the_state_cache_is_written_once_and_a_damaged_one_replaced() {
    let cache = std::env::temp_dir().join(format!("zebralog-cache-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&cache);
    let goal = "X is 6*7, atom_length(abc, N), msort([b,a], L), format('~w ~w ~w~n', [X, N, L])";
    let run = |dir: &str| {
        let o = zebralog_env(
            &root(),
            &["-g", goal, "-t", "halt"],
            None,
            &[("ZEBRALOG_CACHE_DIR", dir)],
        );
        assert_eq!(stdout(&o), "42 3 [a,b]\n", "stderr: {}", stderr(&o));
    };
    let states = || -> Vec<std::path::PathBuf> {
        std::fs::read_dir(&cache)
            .map(|d| d.map(|e| e.unwrap().path()).collect::<Vec<_>>())
            .unwrap_or_default()
            .into_iter()
            .filter(|p: &std::path::PathBuf| !p.ends_with("mac.key"))
            .collect()
    };
    run("");
    assert!(states().is_empty(), "no cache when it is turned off");
    run(cache.to_str().unwrap());
    let files = states();
    assert_eq!(files.len(), 1, "one state file: {files:?}");
    let written = std::fs::metadata(&files[0]).unwrap().modified().unwrap();
    run(cache.to_str().unwrap());
    let now = std::fs::metadata(&files[0]).unwrap().modified().unwrap();
    assert_eq!(written, now, "the state was read, not written again");
    let mut damaged = std::fs::read(&files[0]).unwrap();
    let mid = damaged.len() / 2;
    damaged[mid..mid + 16].fill(0xff);
    std::fs::write(&files[0], &damaged).unwrap();
    run(cache.to_str().unwrap());
    // Booting from source numbers atoms in hash order, so the file
    // written again need not equal the first; it is whole again.
    let again = std::fs::read(&files[0]).unwrap();
    assert!(again != damaged, "the damaged state was written again");
    run(cache.to_str().unwrap());
    let _ = std::fs::remove_dir_all(&cache);
}

/// Runs `zebralog ARGS` with standard output sent to `stdout`.
fn run_to(stdout: std::process::Stdio, args: &[&str], input: Option<&str>) -> Output {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_zebralog"))
        .args(args)
        .current_dir(root().join("tests/data/cli"))
        .stdin(std::process::Stdio::piped())
        .stdout(stdout)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.unwrap_or("").as_bytes()).unwrap();
    drop(stdin);
    child.wait_with_output().unwrap()
}

fn dev_full() -> Option<std::process::Stdio> {
    std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .ok()
        .map(std::process::Stdio::from)
}

// Issue 25: a write that fails is an error, and a goal that dies of it
// makes the exit status 2, as in swipl.
#[test]
fn write_to_a_full_device_is_an_error_and_status_2() {
    let Some(full) = dev_full() else { return };
    let o = run_to(full, &["-q", "-g", "writeln(hi)", "-t", "halt"], None);
    assert_eq!(
        stderr(&o),
        "ERROR: -g writeln(hi): writeln/1: I/O error in write on stream \
         user_output (No space left on device)\n"
    );
    assert_eq!(o.status.code(), Some(2));
    // What stays buffered at halt is lost without an error, as in swipl.
    let full = dev_full().unwrap();
    let o = run_to(full, &["-q", "-g", "write(hi)", "-t", "halt"], None);
    assert_eq!((o.status.code(), stderr(&o).as_str()), (Some(0), ""));
    // The toplevel stops when it cannot write its answers.
    let full = dev_full().unwrap();
    let o = run_to(full, &["-q"], Some("X = 1.\nY = 2.\n"));
    assert_eq!(
        stderr(&o),
        "ERROR: I/O error in write on stream user_output (No space left on device)\n"
    );
    assert_eq!(o.status.code(), Some(2));
}

// Issue 25: `zebralog -g G >&-`: Rust puts /dev/null in place of the
// closed descriptor; the writes fail as swipl's do.
#[cfg(unix)]
#[test]
fn write_to_a_closed_standard_output_is_an_error() {
    let bin = env!("CARGO_BIN_EXE_zebralog");
    let o = std::process::Command::new("sh")
        .args([
            "-c",
            &format!("exec '{bin}' -q -g 'writeln(hi)' -t halt >&-"),
        ])
        .output()
        .unwrap();
    assert_eq!(
        stderr(&o),
        "ERROR: -g writeln(hi): writeln/1: I/O error in write on stream \
         user_output (Bad file descriptor)\n"
    );
    assert_eq!(o.status.code(), Some(2));
}

// Issue 25: only a descriptor closed at start is taken for closed: a
// `/dev/null` opened read-write (what a daemon's standard output often
// is) takes writes as usual.
#[cfg(unix)]
#[test]
fn a_read_write_dev_null_standard_output_is_written_to() {
    let bin = env!("CARGO_BIN_EXE_zebralog");
    let o = std::process::Command::new("sh")
        .args([
            "-c",
            &format!("exec '{bin}' -q -g 'writeln(hi)' -t halt 1<>/dev/null"),
        ])
        .output()
        .unwrap();
    assert_eq!((o.status.code(), stderr(&o).as_str()), (Some(0), ""));
}

// Issue 25: `zebralog -g "between(1,inf,X), writeln(X), fail" | head -1`
// ends: the write after the reader left fails with EPIPE.
#[test]
fn a_closed_pipe_ends_the_program() {
    use std::io::BufRead;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_zebralog"))
        .args([
            "-q",
            "-g",
            "between(1,inf,X), writeln(X), fail",
            "-t",
            "halt",
        ])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    assert_eq!(line, "1\n");
    drop(out);
    let o = child.wait_with_output().unwrap();
    assert_eq!(
        stderr(&o),
        "ERROR: -g between(1,inf,X), writeln(X), fail: writeln/1: I/O error \
         in write on stream user_output (Broken pipe)\n"
    );
    assert_eq!(o.status.code(), Some(2));
}

// Issue 25: read/2 on /dev/zero grew without bound (aborting at 2.1 GB);
// a line or a clause is read up to the stack limit.
#[cfg(unix)]
#[test]
fn reading_an_endless_source_stops_at_the_stack_limit() {
    let goal = "open('/dev/zero', read, S), read_line_to_string(S, _)";
    let o = run(&["--stack-limit=4m", "-q", "-g", goal, "-t", "halt"]);
    assert_eq!(o.status.code(), Some(2), "stderr: {}", stderr(&o));
    assert!(
        stderr(&o).ends_with("read_line_to_string/2: Not enough resources: memory\n"),
        "stderr: {}",
        stderr(&o)
    );
}

/// Issue 25: under a file-size limit too small for a state (`ulimit
/// -f`), start-up neither dies of SIGXFSZ nor leaves a temporary file:
/// the state is not written and the run goes on.
#[cfg(unix)]
#[test]
fn a_file_size_limit_leaves_no_temporary_state() {
    let cache = std::env::temp_dir().join(format!("zebralog-fsize-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&cache);
    let script = "ulimit -f 1 && exec \"$0\" -g 'X is 6*7, write(X), nl' -t halt";
    for _ in 0..2 {
        let child = std::process::Command::new("sh")
            .args(["-c", script, env!("CARGO_BIN_EXE_zebralog")])
            .env("ZEBRALOG_CACHE_DIR", &cache)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let (o, _) = crate::support::collect(child, std::time::Duration::from_secs(20));
        assert_eq!(
            (o.status.code(), stdout(&o).as_str()),
            (Some(0), "42\n"),
            "stderr: {}",
            stderr(&o)
        );
    }
    let left: Vec<_> = std::fs::read_dir(&cache)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".tmp"))
        .collect();
    assert!(left.is_empty(), "temporary files left: {left:?}");
    let _ = std::fs::remove_dir_all(&cache);
}
