//! The interactive toplevel: a `?- ` prompt with line editing, history
//! kept in `~/.zebralog_history`, multi-line input that waits for the
//! clause's end token (each further line prompted with SWI's `|    `),
//! TAB completion of the atoms the engine knows, and one key after each
//! answer (SWI-Prolog 9's keys) to ask for the next.
//!
//! Ctrl-C while a query runs sets the machine's interrupt flag from a
//! signal handler; the machine polls it and aborts the query, and the
//! session goes on with everything it loaded.

use std::borrow::Cow;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

use rustyline::completion::{Completer, Pair};
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::FileHistory;
use rustyline::validate::Validator;
use rustyline::{CompletionType, Config, Context, Editor, Helper};

use super::keys::{read_key, Key};
use super::Next;
use crate::reader::ends_with_end_token;
use crate::vm::Machine;

const BANNER: &str = "\
Welcome to zebralog {version}, a Prolog for puzzles and rules.
End queries with a full stop. apropos(Word) looks up predicates;
Ctrl-C stops a running query; halt. or Ctrl-D leaves.

";

/// SWI-Prolog 9's help for the keys after an answer, without the two it
/// has that zebralog does not (`*`: show the choicepoint, `b`: break).
const HELP: &str = "  Possible actions:
  ; (n,r,space,TAB): redo              | t:         trace&redo
  w:                 write             | p:         print
  c (a,RET):         stop              | h (?):     help

";

/// Runs the interactive toplevel on the terminal until `halt` or end of
/// input; returns the exit code.
pub fn repl(m: &mut Machine, quiet: bool) -> i32 {
    if !quiet {
        let _ =
            m.cx.write_user(&BANNER.replace("{version}", env!("CARGO_PKG_VERSION")));
        m.cx.flush();
    }
    install_interrupt_handler(m.interrupt.clone());
    let config = Config::builder()
        .auto_add_history(false)
        .history_ignore_dups(true)
        .and_then(|c| c.max_history_size(1000))
        .map(|c| c.completion_type(CompletionType::List).build())
        .unwrap_or_default();
    let Ok(mut editor) = Editor::<Prompt, FileHistory>::with_config(config) else {
        // No usable terminal after all: read queries as from a pipe.
        return m.query_loop().unwrap_or(0);
    };
    // What a query reads from the terminal (read/1, [user]) is asked for
    // with SWI-Prolog's prompt (`|: `, or what prompt/2 set).
    m.cx.streams
        .std(crate::builtins::stream::USER_INPUT)
        .prompting = true;
    editor.set_helper(Some(Prompt::default()));
    let history = history_file();
    if let Some(h) = &history {
        let _ = editor.load_history(h);
    }
    loop {
        if let Some(p) = editor.helper_mut() {
            p.refresh(m);
        }
        let Some(text) = read_query(&mut editor, m) else {
            let _ = m.cx.write_user("\n");
            m.cx.flush();
            return 0;
        };
        let _ = editor.add_history_entry(text.trim_end());
        if let Some(h) = &history {
            let _ = editor.save_history(h);
        }
        if let Some(code) = m.run_queries(&text, &mut asker()) {
            return code;
        }
        // The end of the last line a query read from the terminal
        // (`read(X)` leaves the newline after `foo.`) is not the next
        // query's input: as SWI does, drop it if it is only layout.
        let input = m.cx.streams.std(crate::builtins::stream::USER_INPUT);
        if input.has_pending() {
            input.skip_to_line_end();
        }
    }
}

/// SWI-Prolog's prompt for the lines of a query after the first.
const CONTINUATION: &str = "|    ";

/// Reads lines until they end with an end token: the first after the
/// `?- ` prompt, the others after `|    `, as SWI-Prolog asks for them.
/// `None` when the input ends before a query starts; Ctrl-C drops the
/// lines typed so far and starts again.
fn read_query(editor: &mut Editor<Prompt, FileHistory>, m: &Machine) -> Option<String> {
    let mut text = String::new();
    loop {
        let prompt = match (text.is_empty(), m.tracing()) {
            (false, _) => CONTINUATION,
            (true, true) => "[trace] ?- ",
            (true, false) => "?- ",
        };
        match editor.readline(prompt) {
            Ok(line) => {
                text.push_str(&line);
                text.push('\n');
                if ends_with_end_token(&text) {
                    return Some(text);
                }
            }
            Err(ReadlineError::Interrupted) => text.clear(),
            // End of input inside a query: the reader reports the
            // unfinished clause, as SWI-Prolog does.
            Err(_) if !text.trim().is_empty() => return Some(text),
            Err(_) => return None,
        }
    }
}

/// `$HOME/.zebralog_history`.
fn history_file() -> Option<PathBuf> {
    let home = std::env::var_os("HOME").filter(|h| !h.is_empty())?;
    Some(PathBuf::from(home).join(".zebralog_history"))
}

/// Asks the user, one key at a time, what to do after an answer, with
/// the keys of SWI-Prolog 9.
fn asker() -> impl FnMut(&mut Machine) -> Next {
    let stdin = std::io::stdin();
    move |m: &mut Machine| loop {
        let key = read_key(&stdin);
        if let Some(next) = action(m, key) {
            return next;
        }
        let _ = m.cx.write_user("Action? ");
        m.cx.flush();
    }
}

/// What `key` does after an answer; `None` when it only printed
/// something (help, an unknown key) and the question stands.
fn action(m: &mut Machine, key: Key) -> Option<Next> {
    let c = match key {
        // SWI 9.0 fails on end of input here; ending the query is what
        // the user meant.
        Key::Enter | Key::Eof | Key::Interrupt => return Some(Next::Stop),
        Key::Char(c) => c,
    };
    match c {
        ';' | 'n' | 'r' | 'N' | 'R' | ' ' | '\t' => Some(Next::More),
        't' | 'T' => Some(Next::TraceMore),
        'c' | 'a' | 'y' | 'Y' | '.' => Some(Next::Stop),
        'w' | 'p' => {
            let (name, options) = match c {
                'w' => ("write", super::answer::WRITE_OPTIONS),
                _ => ("print", super::answer::PRINT_OPTIONS),
            };
            // The flag stays set, as in SWI: later answers print so too.
            let goal = format!("set_prolog_flag(answer_write_options, {options})");
            let tracing = m.pause_tracing();
            m.run_goal(&goal);
            m.resume_tracing(tracing);
            let _ = m.cx.write_user(&format!("[{name}]\n"));
            Some(Next::Again)
        }
        'h' | '?' => {
            let _ = m.cx.write_user(&format!("\n{HELP}"));
            None
        }
        c => {
            let _ =
                m.cx.write_user(&format!("\nUnknown action: {c} (h for help)\n"));
            None
        }
    }
}

static INTERRUPT: OnceLock<Arc<AtomicBool>> = OnceLock::new();

extern "C" fn on_sigint(_: nix::libc::c_int) {
    // Only an atomic store: safe in a signal handler.
    if let Some(flag) = INTERRUPT.get() {
        flag.store(true, Ordering::Relaxed);
    }
}

/// Makes Ctrl-C (SIGINT) set `flag` instead of killing the process.
fn install_interrupt_handler(flag: Arc<AtomicBool>) {
    use nix::sys::signal::{sigaction, SaFlags, SigAction, SigHandler, SigSet, Signal};
    if INTERRUPT.set(flag).is_err() {
        return;
    }
    let action = SigAction::new(
        SigHandler::Handler(on_sigint),
        SaFlags::SA_RESTART,
        SigSet::empty(),
    );
    // SAFETY: the handler only does an atomic store through a value set
    // before the handler is installed and never changed afterwards.
    let _ = unsafe { sigaction(Signal::SIGINT, &action) };
}

/// The line editor's helper: completion and the end-of-clause check.
#[derive(Default)]
struct Prompt {
    /// Atoms and predicate names to complete, sorted.
    words: Vec<String>,
    /// The atom table's stamp when `words` was built.
    seen: u64,
}

impl Prompt {
    fn refresh(&mut self, m: &Machine) {
        let atoms = &m.cx.st.atoms;
        if atoms.stamp() == self.seen {
            return;
        }
        self.seen = atoms.stamp();
        self.words = atoms
            .iter()
            .map(|(_, name)| name)
            .filter(|n| is_plain_name(n))
            .map(str::to_owned)
            .collect();
        self.words.sort();
        self.words.dedup();
    }
}

/// A name that reads without quotes and is not internal (`$...`).
fn is_plain_name(n: &str) -> bool {
    let mut cs = n.chars();
    cs.next().is_some_and(|c| c.is_lowercase()) && cs.all(|c| c.is_alphanumeric() || c == '_')
}

impl Completer for Prompt {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        let start = line[..pos]
            .char_indices()
            .rev()
            .take_while(|(_, c)| c.is_alphanumeric() || *c == '_')
            .last()
            .map_or(pos, |(i, _)| i);
        let prefix = &line[start..pos];
        if !prefix.starts_with(|c: char| c.is_lowercase()) {
            return Ok((pos, Vec::new()));
        }
        let from = self.words.partition_point(|w| w.as_str() < prefix);
        let found = self.words[from..]
            .iter()
            .take_while(|w| w.starts_with(prefix))
            .map(|w| Pair {
                display: w.clone(),
                replacement: w.clone(),
            })
            .collect();
        Ok((start, found))
    }
}

/// Every line is complete: `read_query` gathers the lines of a query.
impl Validator for Prompt {}

impl Hinter for Prompt {
    type Hint = String;
}

impl Highlighter for Prompt {
    fn highlight_prompt<'b, 's: 'b, 'p: 'b>(
        &'s self,
        prompt: &'p str,
        _default: bool,
    ) -> Cow<'b, str> {
        Cow::Borrowed(prompt)
    }
}

impl Helper for Prompt {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completion_offers_known_names_with_the_prefix() {
        let p = Prompt {
            words: vec!["append".into(), "apply".into(), "member".into()],
            seen: 3,
        };
        let hist = rustyline::history::DefaultHistory::new();
        let ctx = Context::new(&hist);
        let (start, found) = p.complete("?- X = ap", 9, &ctx).unwrap();
        assert_eq!(start, 7);
        let names: Vec<_> = found.iter().map(|c| c.replacement.as_str()).collect();
        assert_eq!(names, ["append", "apply"]);
        let (_, none) = p.complete("X = Ap", 6, &ctx).unwrap();
        assert!(none.is_empty(), "variables are not completed");
    }

    #[test]
    fn internal_and_quoted_names_are_not_offered() {
        assert!(is_plain_name("member"));
        assert!(is_plain_name("nth0"));
        assert!(!is_plain_name("$aux1"));
        assert!(!is_plain_name("Hello"));
        assert!(!is_plain_name("a b"));
        assert!(!is_plain_name(""));
    }
}
