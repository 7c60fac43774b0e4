//! The command line: `zebralog [options] [file.pl ...] [arg ...]`, as
//! `swipl`, and `zebralog puzzle ...`, which hands its arguments to
//! library(zebra)'s `zebra_main/1`.

use std::process::ExitCode;

use zebralog::{Error, GoalStatus, Machine};

const USAGE: &str = "\
zebralog: a Prolog engine for puzzles and rules

usage: zebralog [options] [file.pl ...] [arg ...]
       zebralog puzzle solve FILE [--all | --explain]
       zebralog puzzle check FILE
       zebralog puzzle generate [--houses N] [--attributes M] [--seed S]
                [--style brainzilla|zebralogic|term] [--kinds K1,K2,...]
                [--difficulty easy|medium|hard]

  -g GOAL     run GOAL after loading the files (repeatable); if it fails,
              exit with status 1; if it raises an error, exit with status 2
  -t GOAL     run GOAL as the toplevel instead of reading queries
              (-t halt exits after the -g goals)
  -q          quiet: no banner
  --help      print this help
  --version   print the version
  --          the arguments after it are the program's, even .pl files

The first file is loaded whatever its name; the arguments after it that
end in .pl are loaded too, up to the first one that does not. That one and
all after it are the program's: current_prolog_flag(argv, Args).

With no -t goal and no `:- initialization(main, main)` in the files,
zebralog starts the interactive toplevel (history in ~/.zebralog_history);
when standard input is not a terminal it reads queries from it and prints
every answer.

zebralog puzzle solve FILE prints the solution of the zebra puzzle in FILE
as a table, answers its questions and says whether the solution is unique;
--all counts the solutions; --explain prints the chain of deductions that
solves it. zebralog puzzle check FILE says whether the solution is unique
and which clues the puzzle could do without. zebralog puzzle generate
prints a new puzzle with exactly one solution (the same options, the same
puzzle). A bad puzzle is reported on standard error with exit status 1.
";

struct Args {
    files: Vec<String>,
    /// The program's arguments (the `argv` flag).
    argv: Vec<String>,
    goals: Vec<String>,
    toplevel: Option<String>,
    quiet: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        files: Vec::new(),
        argv: Vec::new(),
        goals: Vec::new(),
        toplevel: None,
        quiet: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "-g" => a.goals.push(it.next().ok_or("-g needs a goal")?),
            "-t" => a.toplevel = Some(it.next().ok_or("-t needs a goal")?),
            "-q" | "--quiet" => a.quiet = true,
            "-h" | "--help" => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            "--version" | "-v" => {
                println!("zebralog {}", env!("CARGO_PKG_VERSION"));
                std::process::exit(0);
            }
            "--" => a.argv.extend(it.by_ref()),
            s if s.starts_with('-') && s.len() > 1 => return Err(format!("unknown option {s}")),
            _ if a.files.is_empty() || arg.ends_with(".pl") => a.files.push(arg),
            _ => {
                a.argv.push(arg);
                a.argv.extend(it.by_ref());
            }
        }
    }
    Ok(a)
}

/// The exit status after an uncaught error in a `-g` goal or in `main`
/// (as swipl: 1 means the goal failed, 2 that it raised an exception).
const UNCAUGHT_ERROR: u8 = 2;

fn code(c: i32) -> ExitCode {
    ExitCode::from(c.clamp(0, 255) as u8)
}

/// `zebralog puzzle ARGS...`: library(zebra) does the work, and sets the
/// exit status with `halt/1`.
fn puzzle(args: Vec<String>) -> ExitCode {
    let mut m = Machine::new();
    m.set_print_messages(true);
    m.set_argv(args, std::env::args().collect());
    let goal = "use_module(library(zebra)), current_prolog_flag(argv, Argv), zebra_main(Argv)";
    match m.run_goal(goal) {
        GoalStatus::Success => ExitCode::SUCCESS,
        GoalStatus::Halt(c) => code(c),
        GoalStatus::Failure => ExitCode::from(1),
        GoalStatus::Error(msg) => {
            eprintln!("zebralog: {msg}");
            ExitCode::from(UNCAUGHT_ERROR)
        }
    }
}

fn main() -> ExitCode {
    if std::env::args().nth(1).as_deref() == Some("puzzle") {
        return puzzle(std::env::args().skip(2).collect());
    }
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("zebralog: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut m = Machine::new();
    m.set_print_messages(true);
    m.set_argv(args.argv.clone(), std::env::args().collect());
    for f in &args.files {
        match m.consult_file(f) {
            // Syntax errors were printed; the rest of the file loaded.
            Ok(()) | Err(Error::Syntax { .. }) => {}
            Err(Error::Halt(c)) => return code(c),
            Err(e) => {
                eprintln!("ERROR: {e}");
                return ExitCode::from(1);
            }
        }
        if let Some(c) = m.run_initialization_goals() {
            return code(c);
        }
    }
    for g in &args.goals {
        match m.run_goal(g) {
            GoalStatus::Success => {}
            GoalStatus::Failure => {
                eprintln!("Warning: goal ({g}) failed");
                return ExitCode::from(1);
            }
            GoalStatus::Error(msg) => {
                eprintln!("ERROR: -g {g}: {msg}");
                return ExitCode::from(UNCAUGHT_ERROR);
            }
            GoalStatus::Halt(c) => return code(c),
        }
    }
    if let Some(st) = m.main_goal() {
        return match st {
            GoalStatus::Success => ExitCode::SUCCESS,
            GoalStatus::Failure => {
                eprintln!("Warning: initialization goal (main) failed");
                ExitCode::from(1)
            }
            GoalStatus::Error(msg) => {
                eprintln!("ERROR: {msg}");
                ExitCode::from(UNCAUGHT_ERROR)
            }
            GoalStatus::Halt(c) => code(c),
        };
    }
    match args.toplevel {
        Some(t) => match m.run_goal(&t) {
            GoalStatus::Success => ExitCode::SUCCESS,
            GoalStatus::Halt(c) => code(c),
            GoalStatus::Failure => ExitCode::from(1),
            GoalStatus::Error(msg) => {
                eprintln!("ERROR: {msg}");
                ExitCode::from(1)
            }
        },
        None => {
            let stdin = std::io::stdin();
            #[cfg(all(unix, feature = "cli"))]
            if std::io::IsTerminal::is_terminal(&stdin) {
                return code(zebralog::repl(&mut m, args.quiet));
            }
            // Queries come from user_input, which the program reads too.
            match m.query_loop() {
                Some(c) => code(c),
                None => ExitCode::SUCCESS,
            }
        }
    }
}
