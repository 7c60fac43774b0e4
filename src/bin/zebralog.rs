//! The command line: `zebralog [options] [file.pl ...] [arg ...]`, as
//! `swipl`, and `zebralog puzzle ...`, which hands its arguments to
//! `zebra_main/1` of library(zebra/cli).

use std::process::ExitCode;

use zebralog::{Error, GoalStatus, Machine};

const USAGE: &str = "\
zebralog: a Prolog engine for puzzles and rules

usage: zebralog [options] [file.pl ...] [arg ...]
       zebralog puzzle solve FILE [--all | --explain]
       zebralog puzzle check FILE
       zebralog puzzle read FILE
       zebralog puzzle generate [--houses N] [--attributes M] [--seed S]
                [--style brainzilla|zebralogic|term|grid] [--kinds K1,K2,...]
                [--difficulty easy|medium|hard]

  -g GOAL     run GOAL after loading the files (repeatable); if it fails,
              exit with status 1; if it raises an error, exit with status 2
  -t GOAL     run GOAL as the toplevel instead of reading queries
              (-t halt exits after the -g goals)
  -f FILE     load FILE first, as swipl's init file (-f none: nothing;
              a missing FILE is ignored)
  -s FILE     load the script FILE (repeatable)
  -l FILE     load FILE (repeatable)
  -q          quiet: no banner, no informational messages
  -O          accepted (the optimise flag is set)
  --on-error=print|halt|status
              what an error message does besides printing: halt with
              status 1 at once, or make halt/0 exit with status 1
  --on-warning=print|halt|status
              the same for warnings
  --stack-limit=SIZE
              the stack_limit flag: bytes, or a number ending in k, m, g
  --help      print this help
  --version   print the version
  --          the arguments after it are the program's (argv)

Options come first. The first other argument is a file to load, and so
are the arguments after it that end in .pl, up to the first one that does
not. That one and all after it are the program's (a `--` right after the
files is dropped): current_prolog_flag(argv, Args).

With no -t goal and no `:- initialization(main, main)` in the files,
zebralog starts the interactive toplevel (history in ~/.zebralog_history);
when standard input is not a terminal it reads queries from it and prints
every answer.

zebralog puzzle solve FILE prints the solution of the zebra puzzle in FILE
as a table, answers its questions and says whether the solution is unique;
--all counts the solutions; --explain prints the chain of deductions that
solves it. zebralog puzzle check FILE says whether the solution is unique
and which clues the puzzle could do without; zebralog puzzle read FILE
prints how each clue was read. zebralog puzzle generate
prints a new puzzle with exactly one solution (the same options, the same
puzzle); --style grid makes a logic-grid puzzle as published ones are,
with no houses: --houses people (3 to 6, default 4), --attributes
categories (3 to 5, default 4: names, at least one of numbers such as
prices, ages or times, and others), clues of the kinds same, not_same,
less, greater, diff, either, pair, neither, all_different. A bad puzzle
is reported on standard error with exit status 1.
";

/// A file to load, and how swipl names it when it is missing.
struct Load {
    path: String,
    kind: LoadKind,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum LoadKind {
    /// `-f FILE`: skipped when missing.
    Init,
    /// `-s FILE`, `-l FILE`.
    Script,
    /// A file named after the options.
    File,
}

struct Args {
    /// In the order they load: `-f`, then `-s`/`-l`, then the others.
    loads: Vec<Load>,
    /// The program's arguments (the `argv` flag).
    argv: Vec<String>,
    goals: Vec<String>,
    toplevel: Option<String>,
    quiet: bool,
    /// Prolog flags the options set, as `set_prolog_flag/2` goals.
    flags: Vec<String>,
}

/// `--stack-limit=SIZE`: bytes, or a number with a `k`, `m` or `g`
/// suffix (powers of 1024), as swipl reads it.
fn parse_size(s: &str) -> Option<u64> {
    let (digits, unit) = match s.char_indices().last()? {
        (i, c) if c.is_ascii_alphabetic() => (&s[..i], c.to_ascii_lowercase()),
        _ => (s, 'b'),
    };
    let n: u64 = digits.parse().ok()?;
    let shift = match unit {
        'b' => 0,
        'k' => 10,
        'm' => 20,
        'g' => 30,
        _ => return None,
    };
    n.checked_mul(1 << shift)
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        loads: Vec::new(),
        argv: Vec::new(),
        goals: Vec::new(),
        toplevel: None,
        quiet: false,
        flags: Vec::new(),
    };
    let mut init = None;
    let mut files = Vec::new();
    let mut it = std::env::args().skip(1).peekable();
    while let Some(arg) = it.next() {
        let mut value = |opt: &str| it.next().ok_or(format!("{opt} needs an argument"));
        match arg.as_str() {
            "-g" => a.goals.push(value("-g")?),
            "-t" => a.toplevel = Some(value("-t")?),
            "-f" => init = Some(value("-f")?),
            "-s" | "-l" => {
                let path = value(&arg)?;
                a.loads.push(Load {
                    path,
                    kind: LoadKind::Script,
                });
            }
            "-q" | "--quiet" => a.quiet = true,
            "-O" => a.flags.push("set_prolog_flag(optimise, true)".into()),
            "-h" | "--help" => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            "--version" | "-v" => {
                println!("zebralog {}", env!("CARGO_PKG_VERSION"));
                std::process::exit(0);
            }
            "--" => a.argv.extend(it.by_ref()),
            s if s.starts_with("--on-error=") || s.starts_with("--on-warning=") => {
                let (name, v) = s[2..].split_once('=').unwrap_or_default();
                if !["print", "halt", "status"].contains(&v) {
                    return Err(format!("{s}: expected print, halt or status"));
                }
                let name = name.replace('-', "_");
                a.flags.push(format!("set_prolog_flag({name}, {v})"));
            }
            s if s.starts_with("--stack-limit=") => {
                let size = &s["--stack-limit=".len()..];
                let n = parse_size(size).ok_or(format!("{s}: not a size"))?;
                a.flags.push(format!("set_prolog_flag(stack_limit, {n})"));
            }
            s if s.starts_with('-') && s.len() > 1 => return Err(format!("unknown option {s}")),
            _ => {
                // The first file ends the options, as in swipl.
                files.push(arg);
                while let Some(f) = it.next_if(|f| f.ends_with(".pl")) {
                    files.push(f);
                }
                it.next_if_eq("--");
                a.argv.extend(it.by_ref());
            }
        }
    }
    if a.quiet {
        a.flags.push("set_prolog_flag(verbose, silent)".into());
    }
    if let Some(path) = init.filter(|f| f != "none") {
        a.loads.insert(
            0,
            Load {
                path,
                kind: LoadKind::Init,
            },
        );
    }
    a.loads.extend(files.into_iter().map(|path| Load {
        path,
        kind: LoadKind::File,
    }));
    Ok(a)
}

/// A file name in a message, quoted as `writeq` quotes an atom when it
/// is not a plain lower-case name.
fn quoted(name: &str) -> String {
    let plain = name.starts_with(|c: char| c.is_ascii_lowercase())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if plain {
        name.to_string()
    } else {
        format!("'{}'", name.replace('\\', "\\\\").replace('\'', "\\'"))
    }
}

/// swipl's message for a file on the command line that does not exist.
fn missing(load: &Load) -> String {
    let what = match load.kind {
        LoadKind::Script => "script_file",
        _ if load.path.ends_with(".pl") => "source_sink",
        _ => "file",
    };
    format!(
        "ERROR: Prolog initialisation failed:\nERROR: {what} `{}' does not exist",
        quoted(&load.path)
    )
}

/// The exit status after an uncaught error in a `-g` goal or in `main`
/// (as swipl: 1 means the goal failed, 2 that it raised an exception).
const UNCAUGHT_ERROR: u8 = 2;

/// The exit status of `halt(C)`: its low byte, as the process exit
/// status is for swipl (`halt(-1)` is 255, `halt(256)` is 0).
fn code(c: i32) -> ExitCode {
    ExitCode::from((c & 0xff) as u8)
}

/// `zebralog puzzle ARGS...`: library(zebra/cli), the driver of
/// library(zebra)'s parts, does the work, and sets the exit status with
/// `halt/1`.
fn puzzle(args: Vec<String>) -> ExitCode {
    // The libraries the command will use, loaded in its saved state: a
    // plain solve or check reads less than one that explains or makes.
    // zebra/infer is autoloaded by every solve, and recorded, assoc and
    // pairs by every read: consulting them at run time cost more than
    // decoding them (14.6 M instructions against about 3 M).
    let mut libraries = vec![
        "zebra/cli",
        "zebra/text",
        "zebra/zebralogic",
        "zebra/infer",
        "error",
        "recorded",
        "assoc",
        "pairs",
    ];
    let generate = args.first().is_some_and(|a| a == "generate");
    if generate || args.iter().any(|a| a == "--explain") {
        libraries.push("zebra/explain");
        libraries.push("zebra/grid_explain");
    }
    if generate {
        libraries.push("zebra/generate");
    }
    let mut m = machine(&libraries);
    m.set_print_messages(true);
    m.set_argv(args, std::env::args().collect());
    let goal = "use_module(library(zebra/cli)), current_prolog_flag(argv, Argv), zebra_main(Argv)";
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

/// A booted machine with `libraries` loaded, read from the state cache
/// when this executable wrote one there (`Machine::with_state_cache`):
/// start-up then skips reading and compiling the prelude.
fn machine(libraries: &[&str]) -> Machine {
    match state_cache_dir() {
        Some(dir) => Machine::with_state_cache(&dir, libraries),
        None => Machine::new(),
    }
}

/// `$ZEBRALOG_CACHE_DIR` (empty: no cache), else `$XDG_CACHE_HOME/zebralog`,
/// else `~/.cache/zebralog`. Whether it may be used (ours, private) is
/// `Machine::with_state_cache`'s to decide.
fn state_cache_dir() -> Option<std::path::PathBuf> {
    let var = |name| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(dir) = std::env::var_os("ZEBRALOG_CACHE_DIR") {
        return (!dir.is_empty()).then(|| dir.into());
    }
    let base = var("XDG_CACHE_HOME")
        .map(std::path::PathBuf::from)
        .or_else(|| var("HOME").map(|h| std::path::Path::new(&h).join(".cache")))?;
    Some(base.join("zebralog"))
}

/// Whether descriptor 1 was closed when the process started
/// (`zebralog ... >&-`). Rust's runtime puts `/dev/null` in its place
/// before `main`, which would take every write; swipl's writes fail there
/// with "Bad file descriptor", so the program learns its output is lost.
/// The descriptor is looked at by a constructor that runs before Rust's
/// runtime starts: a `/dev/null` the program was given on purpose (a
/// daemon's standard output, `1<>/dev/null`) is written to as usual.
#[cfg(target_os = "linux")]
static STDOUT_CLOSED_AT_START: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

#[cfg(target_os = "linux")]
#[used]
#[link_section = ".init_array"]
static LOOK_AT_STDOUT: extern "C" fn() = {
    extern "C" fn look() {
        use nix::fcntl::{fcntl, FcntlArg};
        let closed = fcntl(1, FcntlArg::F_GETFD) == Err(nix::errno::Errno::EBADF);
        STDOUT_CLOSED_AT_START.store(closed, std::sync::atomic::Ordering::Relaxed);
    }
    look
};

#[cfg(target_os = "linux")]
fn closed_stdout() -> Option<ClosedOutput> {
    STDOUT_CLOSED_AT_START
        .load(std::sync::atomic::Ordering::Relaxed)
        .then_some(ClosedOutput)
}

#[cfg(not(target_os = "linux"))]
fn closed_stdout() -> Option<ClosedOutput> {
    None
}

/// Standard output that is closed: every write fails as on a closed
/// descriptor.
struct ClosedOutput;

impl std::io::Write for ClosedOutput {
    fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
        #[cfg(unix)]
        let e = std::io::Error::from_raw_os_error(nix::errno::Errno::EBADF as i32);
        #[cfg(not(unix))]
        let e = std::io::Error::from(std::io::ErrorKind::BrokenPipe);
        Err(e)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Makes a write past the file size limit (`ulimit -f`) fail with "File
/// too large", an `io_error` the program can catch and the CLI reports,
/// rather than kill the process with SIGXFSZ. (swipl turns the signal
/// into an error too.)
#[cfg(unix)]
fn ignore_file_size_signal() {
    use nix::sys::signal::{signal, SigHandler, Signal};
    // SAFETY: SIG_IGN installs no handler, so no code runs in a signal
    // context; the call only sets the disposition, before any thread
    // is started.
    let _ = unsafe { signal(Signal::SIGXFSZ, SigHandler::SigIgn) };
}

#[cfg(not(unix))]
fn ignore_file_size_signal() {}

fn main() -> ExitCode {
    ignore_file_size_signal();
    if std::env::args().nth(1).as_deref() == Some("puzzle") {
        return puzzle(std::env::args().skip(2).collect());
    }
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            // swipl prints its usage and exits with status 1.
            eprintln!("zebralog: {e}\n\n{USAGE}");
            return ExitCode::from(1);
        }
    };
    let mut m = machine(&[]);
    m.set_print_messages(true);
    m.set_argv(args.argv.clone(), std::env::args().collect());
    if let Some(closed) = closed_stdout() {
        // Line-buffered, as standard output: `write(x)` alone is lost
        // at exit without an error, as in swipl.
        m.set_output(std::io::LineWriter::new(closed));
    }
    for flag in &args.flags {
        if let GoalStatus::Error(msg) = m.run_goal(flag) {
            eprintln!("zebralog: {flag}: {msg}");
            return ExitCode::from(1);
        }
    }
    // The end of the toplevel's input is status 0, as in swipl 9.0.4,
    // even under --on-error=status (a `halt.` query is halt/0).
    run(&mut m, &args).unwrap_or(ExitCode::SUCCESS)
}

/// Loads the files, runs the goals and then the toplevel; `None` when
/// the toplevel ended without halting.
fn run(m: &mut Machine, args: &Args) -> Option<ExitCode> {
    // --on-error=halt: the first error message ends the run.
    let halted = |m: &Machine| m.halt_requested().then(|| ExitCode::from(1));
    for load in &args.loads {
        if load.kind == LoadKind::Init && !std::path::Path::new(&load.path).exists() {
            continue;
        }
        match m.consult_file(&load.path) {
            // Syntax errors were printed; the rest of the file loaded.
            Ok(()) | Err(Error::Syntax { .. }) => {}
            Err(Error::Halt(c)) => return Some(code(c)),
            Err(Error::Load { message, .. }) if message.contains("does not exist") => {
                eprintln!("{}", missing(load));
                return Some(ExitCode::from(1));
            }
            Err(e) => {
                eprintln!("ERROR: {e}");
                return Some(ExitCode::from(1));
            }
        }
        if let Some(c) = halted(m) {
            return Some(c);
        }
        if let Some(c) = m.run_initialization_goals() {
            return Some(code(c));
        }
    }
    for g in &args.goals {
        match m.run_goal(g) {
            GoalStatus::Success => {}
            GoalStatus::Failure => {
                eprintln!("ERROR: -g {g}: false");
                return Some(ExitCode::from(1));
            }
            GoalStatus::Error(msg) => {
                eprintln!("ERROR: -g {g}: {msg}");
                return Some(ExitCode::from(UNCAUGHT_ERROR));
            }
            GoalStatus::Halt(c) => return Some(code(c)),
        }
        if let Some(c) = halted(m) {
            return Some(c);
        }
    }
    if let Some((st, origin)) = m.main_goal() {
        return Some(match st {
            GoalStatus::Success => ExitCode::SUCCESS,
            GoalStatus::Failure => {
                eprintln!("ERROR: {origin}: false");
                ExitCode::from(1)
            }
            GoalStatus::Error(msg) => {
                eprintln!("ERROR: {origin} {msg}");
                ExitCode::from(UNCAUGHT_ERROR)
            }
            GoalStatus::Halt(c) => code(c),
        });
    }
    match &args.toplevel {
        Some(t) => Some(match m.run_goal(t) {
            GoalStatus::Success => ExitCode::SUCCESS,
            GoalStatus::Halt(c) => code(c),
            GoalStatus::Failure => ExitCode::from(1),
            GoalStatus::Error(msg) => {
                eprintln!("ERROR: {msg}");
                ExitCode::from(1)
            }
        }),
        None => {
            let stdin = std::io::stdin();
            #[cfg(all(unix, feature = "cli"))]
            if std::io::IsTerminal::is_terminal(&stdin) {
                return Some(code(zebralog::repl(m, args.quiet)));
            }
            // Queries come from user_input, which the program reads too.
            m.query_loop().map(code)
        }
    }
}
