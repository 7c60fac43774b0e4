//! Builtins that reach into the machine: findall collectors, the clause
//! database, flags, loading — and the readable sentences for error
//! terms.

use super::Machine;
use super::Registry;
use crate::builtins::format::{self, FormatHost};
use crate::builtins::write::{term_to_string, Escapes, WriteOpts};
use crate::builtins::{
    domain_error, get_atom, get_int, instantiation_error, type_error, Flow, Res,
};
use crate::term::{atom, Cell};
use crate::vm::load::AddError;
use crate::vm::PredKind;

pub(crate) fn register(r: &mut Registry) {
    r.add("abort", 0, |m, _| {
        m.interrupt
            .store(true, std::sync::atomic::Ordering::Relaxed);
        m.forget_traced_goals();
        Err(Flow::Abort)
    });
    r.add("$fa_start", 1, fa_start);
    r.add("$fa_add", 2, fa_add);
    r.add("$fa_collect", 3, fa_collect);
    r.add("assert", 1, assertz);
    r.add("assertz", 1, assertz);
    r.add("asserta", 1, asserta);
    r.add("abolish", 1, abolish);
    r.add("dynamic", 1, dynamic);
    r.add("discontiguous", 1, discontiguous);
    r.add("$set_prolog_flag", 2, set_flag);
    r.add("$prolog_flags", 1, prolog_flags);
    // `'$iso'`: is the `iso` flag on? For the prelude's ISO-only checks.
    r.add("$iso", 0, |m, _| Ok(m.cx.flags.read.iso));
    r.add("module", 2, |_, _| Ok(true));
    r.add("mode", 1, |_, _| Ok(true));
    // Collects at the next call or clause exit, where the collector's
    // roots are known (gc.rs).
    r.add("garbage_collect", 0, |m, _| {
        m.gc_limit = 0;
        Ok(true)
    });
    r.add("$predicate_defined", 2, predicate_defined);
    r.add("print_message", 2, print_message);
    r.add("format", 1, format::format1);
    r.add("format", 2, format::format2);
    r.add("format", 3, format::format3);
    // The message as a string, as message_to_string/2 gives it: the
    // lines after the first without their `ERROR: ` prefix.
    r.add("$error_message", 2, |m, a| {
        let text = error_message(m, a[0]).replace("\nERROR: ", "\n");
        let s = m.cx.st.new_string(&text);
        Ok(m.cx.st.unify(a[1], s))
    });
    r.add("$clause_line", 1, clause_line);
    r.add("flush_output", 0, |m, _| {
        let id = m.cx.streams.cur_out;
        m.cx.flush_stream(id)?;
        m.cx.flush();
        Ok(true)
    });
    r.add("flush_output", 1, |m, a| {
        let id = m.cx.stream_arg(a[0], crate::builtins::stream::Dir::Out)?;
        m.cx.flush_stream(id)?;
        m.cx.flush();
        Ok(true)
    });
    r.add("$inferences", 1, |m, a| {
        let n = m.inferences as i64;
        Ok(m.cx.st.unify(a[0], Cell::Int(n)))
    });
}

/// format/1,2,3 run here, where `~@` can run its goal: nested, as
/// `'$format_goal'(Goal, Text)` (system.pl), which captures its output
/// and undoes its bindings, as SWI's `~@` does.
impl FormatHost for Machine {
    fn cx(&mut self) -> &mut crate::builtins::Ctx {
        &mut self.cx
    }

    fn output_of(&mut self, goal: Cell, keep: &mut [Cell]) -> Result<Option<String>, Flow> {
        let text = self.cx.st.new_var();
        let name = self.cx.st.intern("$format_goal");
        let g = self.cx.st.new_compound(name, &[goal, text]);
        let mut roots = vec![text];
        roots.extend_from_slice(keep);
        let (out, kept) = self.run_nested_keep(g, &roots);
        keep.copy_from_slice(&kept[1..]);
        match out {
            super::Outcome::True => {
                let t = self.cx.st.deref(kept[0]);
                Ok(Some(self.cx.st.text(t).unwrap_or_default()))
            }
            super::Outcome::False => Ok(None),
            super::Outcome::Error(s) => Err(Flow::Throw(self.cx.st.import(&s))),
            super::Outcome::Halt(c) => Err(Flow::Halt(c)),
            super::Outcome::Aborted => Err(Flow::Abort),
        }
    }
}

/// print_message/2 for errors and warnings: the same sentences the CLI
/// prints for uncaught errors. Other kinds print nothing, as SWI does
/// when no message is defined.
fn print_message(m: &mut Machine, a: &[Cell]) -> Res {
    let kind = get_atom(&mut m.cx, a[0])?;
    let prefix = match m.cx.st.atom_name(kind) {
        "error" => "ERROR: ",
        "warning" => "Warning: ",
        _ => return Ok(true),
    };
    let msg = m.cx.st.deref(a[1]);
    let msg = match m.cx.st.functor(msg) {
        // format(Format, Args): the text format/2 makes of it.
        Some((name, 2)) if m.cx.st.atom_name(name) == "format" => {
            let (f, args) = (m.cx.st.arg(msg, 0), m.cx.st.arg(msg, 1));
            format::format_to_string(m, f, args)?.unwrap_or_default()
        }
        _ => error_message(m, msg),
    };
    // While a file loads (a directive), SWI-Prolog says where first.
    let loading = m.loading.is_some_and(|f| f != super::load::PRELUDE_FILE);
    match m.clause_at.clone().filter(|_| loading) {
        Some(at) => {
            let head = prefix.trim_end();
            m.cx.write_err(&format!("{prefix}{at}:\n{head}    {msg}\n"))
        }
        None => m.cx.write_err(&format!("{prefix}{msg}\n")),
    }
    // Under `--on-error=halt` (`--on-warning=halt`) the message halts.
    if m.cx.messages.halt_requested {
        return Err(Flow::Halt(1));
    }
    Ok(true)
}

/// `'$clause_line'(-Line)`: the line of the clause or directive being
/// loaded (for the prelude's `source_location/2`); fails when none is.
fn clause_line(m: &mut Machine, a: &[Cell]) -> Res {
    let line = m
        .clause_at
        .as_deref()
        .filter(|_| m.loading.is_some_and(|f| f != super::load::PRELUDE_FILE))
        .and_then(|at| at.rsplit(':').next())
        .and_then(|l| l.parse::<i64>().ok());
    match line {
        Some(l) => Ok(m.cx.st.unify(a[0], Cell::Int(l))),
        None => Ok(false),
    }
}

/// The solutions of a running findall, copied off the heap as the list
/// they will become: each is a list cell (the solution, then a pointer to
/// the next cell) followed by the solution's own cells, all addresses
/// being indices into `cells`. So a bag costs exactly the cells it
/// counts against the stack limit, and comes back with one copy.
#[derive(Default)]
pub(crate) struct Bag {
    pub cells: Vec<Cell>,
    /// Where the last list cell is, to link the next one or the tail.
    last: Option<usize>,
}

/// Drops the bags from `id` on, taking their cells off the count.
fn drop_bags(m: &mut Machine, id: usize) -> Vec<Bag> {
    let bags = m.findall.split_off(id.min(m.findall.len()));
    m.findall_cps.truncate(id);
    let freed: usize = bags.iter().map(|b| b.cells.len()).sum();
    m.findall_cells = m.findall_cells.saturating_sub(freed);
    bags
}

fn fa_start(m: &mut Machine, a: &[Cell]) -> Res {
    // A live findall's disjunction choicepoint sits at the height it
    // started at, so a bag at or above the current height was abandoned
    // by an exception: free it now, or its cells count against the stack
    // limit for the rest of the run.
    let height = m.cps.len() as u32;
    let live = m.findall_cps.partition_point(|&h| h < height);
    drop_bags(m, live);
    m.findall.push(Bag::default());
    m.findall_cps.push(height);
    let id = m.findall.len() as i64 - 1;
    Ok(m.cx.st.unify(a[0], Cell::Int(id)))
}

fn fa_add(m: &mut Machine, a: &[Cell]) -> Res {
    let id = get_int(&mut m.cx, a[0])? as usize;
    let Some(bag) = m.findall.get_mut(id) else {
        return Ok(true);
    };
    let before = bag.cells.len();
    let at = before;
    bag.cells.extend_from_slice(&[Cell::Atom(atom::NIL); 2]);
    match m.cx.st.export_into_attrs(a[1], &mut bag.cells) {
        Ok(root) => {
            bag.cells[at] = root;
            if let Some(prev) = bag.last.replace(at) {
                bag.cells[prev + 1] = Cell::Lst(at as u32);
            }
        }
        Err(e) => {
            bag.cells.truncate(before);
            return Err(crate::builtins::copy_error(&mut m.cx, e));
        }
    }
    // The bags count against the stack limit, as they do in SWI-Prolog
    // (where solutions are collected on the global stack).
    m.findall_cells += bag.cells.len() - before;
    if m.memory_used() > m.cx.flags.stack_limit {
        return Err(crate::builtins::resource_error(&mut m.cx, "stack"));
    }
    Ok(true)
}

fn fa_collect(m: &mut Machine, a: &[Cell]) -> Res {
    let id = get_int(&mut m.cx, a[0])? as usize;
    // Bags above this one were abandoned by an exception; they go too.
    let bag = drop_bags(m, id).into_iter().next().unwrap_or_default();
    let l = match bag.last {
        Some(last) => {
            let off = m.cx.st.import_cells(&bag.cells);
            m.cx.st.heap[off as usize + last + 1] = a[2];
            Cell::Lst(off)
        }
        None => a[2],
    };
    Ok(m.cx.st.unify(a[1], l))
}

fn add(m: &mut Machine, c: Cell, front: bool) -> Res {
    // `(H :- B)` with B a variable that H does not bind can never run:
    // SWI raises rather than store call(B).
    let c = m.cx.st.deref(c);
    if m.cx.st.functor(c) == Some((atom::NECK, 2)) {
        let body = m.cx.st.deref(m.cx.st.arg(c, 1));
        if matches!(body, Cell::Var(_))
            && !m.cx.st.term_variables(m.cx.st.arg(c, 0)).contains(&body)
        {
            return Err(instantiation_error());
        }
    }
    match m.add_clause(c, None, front, &[]) {
        Ok(()) => Ok(true),
        Err(AddError::Flow(f)) => Err(f),
        Err(AddError::Permission) => {
            let (head, _) = crate::compile::split_clause(&m.cx.st, c).unwrap();
            let (n, ar) = m.cx.st.functor(head).unwrap();
            Err(crate::builtins::pred_permission_error(
                &mut m.cx,
                "modify",
                "static_procedure",
                n,
                ar,
            ))
        }
    }
}

fn assertz(m: &mut Machine, a: &[Cell]) -> Res {
    add(m, a[0], false)
}

fn asserta(m: &mut Machine, a: &[Cell]) -> Res {
    add(m, a[0], true)
}

/// Name/Arity from a predicate indicator term, `M:Name/Arity` giving
/// its module (`module` if unqualified).
fn indicator_of(
    m: &mut Machine,
    c: Cell,
    module: crate::term::Atom,
) -> Result<(crate::term::Atom, crate::term::Atom, usize), Flow> {
    let (module, c) = m.strip_module(c, module);
    indicator_in(m, c).map(|(n, a)| (module, n, a))
}

fn indicator_in(m: &mut Machine, c: Cell) -> Result<(crate::term::Atom, usize), Flow> {
    let c = m.cx.st.deref(c);
    match m.cx.st.functor(c) {
        Some((atom::SLASH, 2)) => {
            let n = m.cx.st.arg(c, 0);
            let n = get_atom(&mut m.cx, n)?;
            let a = m.cx.st.arg(c, 1);
            let a = get_int(&mut m.cx, a)?;
            if a < 0 {
                return Err(domain_error(&mut m.cx, "not_less_than_zero", Cell::Int(a)));
            }
            Ok((n, a as usize))
        }
        _ if matches!(c, Cell::Var(_)) => Err(instantiation_error()),
        _ => Err(type_error(&mut m.cx, "predicate_indicator", c)),
    }
}

fn abolish(m: &mut Machine, a: &[Cell]) -> Res {
    let (module, n, ar) = indicator_of(m, a[0], atom::USER)?;
    // The `max_arity` flag says this limit under the `iso` flag.
    if m.cx.flags.read.iso && ar as i64 > crate::builtins::terms::MAX_ARITY {
        return Err(crate::builtins::representation_error(
            &mut m.cx,
            "max_arity",
        ));
    }
    let pid = match m.db.lookup(module, n, ar) {
        Some(p) if m.db.preds[p as usize].is_defined() => Some(m.db.target(p)),
        _ => m.db.system(n, ar),
    };
    if let Some(pid) = pid {
        let gen = m.db.generation + 1;
        let pred = &mut m.db.preds[pid as usize];
        if !matches!(pred.kind, PredKind::User) || (pred.owner.is_some() && !pred.dynamic) {
            return Err(crate::builtins::pred_permission_error(
                &mut m.cx,
                "modify",
                "static_procedure",
                n,
                ar,
            ));
        }
        pred.defined = false;
        pred.dynamic = false;
        m.db.wipe(pid, gen);
        m.db.generation = gen;
        m.note_dead_code();
    }
    Ok(true)
}

/// Visits each element of `(A, B)` / `[A, B]` / `A` declarations.
pub(super) fn each_decl(
    m: &mut Machine,
    c: Cell,
    f: &mut dyn FnMut(&mut Machine, Cell) -> Result<(), Flow>,
) -> Result<(), Flow> {
    for d in crate::builtins::system::decl_list(&mut m.cx, c)? {
        f(m, d)?;
    }
    Ok(())
}

fn dynamic(m: &mut Machine, a: &[Cell]) -> Res {
    let (module, specs) = m.strip_module(a[0], atom::USER);
    each_decl(m, specs, &mut |m, c| {
        let (module, n, ar) = indicator_of(m, c, module)?;
        let pid = m.local_pred(module, n, ar);
        let pred = &mut m.db.preds[pid as usize];
        if !matches!(pred.kind, PredKind::User) || pred.module != module {
            return Err(crate::builtins::pred_permission_error(
                &mut m.cx,
                "modify",
                "static_procedure",
                n,
                ar,
            ));
        }
        pred.dynamic = true;
        pred.defined = true;
        if let Some(f) = m.loading {
            pred.owner.get_or_insert(f);
        }
        Ok(())
    })?;
    Ok(true)
}

fn discontiguous(m: &mut Machine, a: &[Cell]) -> Res {
    let (module, specs) = m.strip_module(a[0], atom::USER);
    each_decl(m, specs, &mut |m, c| {
        let (module, n, ar) = indicator_of(m, c, module)?;
        let pid = m.local_pred(module, n, ar);
        m.db.preds[pid as usize].discontiguous = true;
        Ok(())
    })?;
    Ok(true)
}

/// `'$set_prolog_flag'(+Flag, +Value)`: sets a system flag; fails for
/// any other name, which the prelude's set_prolog_flag/2 keeps as a user
/// flag (as SWI creates one).
fn set_flag(m: &mut Machine, a: &[Cell]) -> Res {
    let f = get_atom(&mut m.cx, a[0])?;
    let v = m.cx.st.deref(a[1]);
    if let Cell::Var(_) = v {
        return Err(instantiation_error());
    }
    let vname = match v {
        Cell::Atom(x) => m.cx.st.atom_name(x).to_string(),
        _ => String::new(),
    };
    use crate::reader::DoubleQuotes as DQ;
    match m.cx.st.atom_name(f) {
        "double_quotes" => {
            m.cx.flags.read.double_quotes = match vname.as_str() {
                "codes" => DQ::Codes,
                "chars" => DQ::Chars,
                "atom" => DQ::Atom,
                "string" => DQ::String,
                _ => return Err(domain_error(&mut m.cx, "double_quotes", v)),
            }
        }
        "unknown" => {
            use super::Unknown;
            m.cx.flags.unknown = match vname.as_str() {
                "error" => Unknown::Error,
                "warning" => Unknown::Warning,
                "fail" => Unknown::Fail,
                _ => return Err(domain_error(&mut m.cx, "unknown", v)),
            };
            if m.cx.flags.unknown != Unknown::Error {
                warn_unknown_flag(m);
            }
        }
        "occurs_check" => m.cx.flags.occurs_check = vname == "true",
        "iso" | "debug" => {
            // SWI takes 1 and 0 for booleans too.
            let on = match (v, vname.as_str()) {
                (Cell::Int(1), _) | (_, "true" | "on") => true,
                (Cell::Int(0), _) | (_, "false" | "off") => false,
                _ if m.cx.flags.read.iso => {
                    // ISO's error for a value a flag cannot take.
                    let fv = m.cx.st.new_compound(atom::PLUS, &[Cell::Atom(f), v]);
                    return Err(domain_error(&mut m.cx, "flag_value", fv));
                }
                _ => return Err(crate::builtins::type_error(&mut m.cx, "bool", v)),
            };
            match m.cx.st.atom_name(f) {
                "iso" => m.cx.flags.read.iso = on,
                _ => m.cx.flags.debug = on,
            }
        }
        "on_error" | "on_warning" => {
            use crate::builtins::ctx::MessagePolicy;
            let Some(p) = MessagePolicy::from_name(&vname) else {
                return Err(domain_error(&mut m.cx, "on_error", v));
            };
            match m.cx.st.atom_name(f) {
                "on_error" => m.cx.flags.on_error = p,
                _ => m.cx.flags.on_warning = p,
            }
        }
        "stack_limit" => match v {
            Cell::Int(n) if n > 0 => {
                m.cx.flags.stack_limit = n as usize;
                // Collect before garbage alone could reach a lower limit
                // (gc.rs sets the next limit the same way).
                let cells = n as usize / std::mem::size_of::<Cell>();
                m.gc_limit = m.gc_limit.min(cells / 2);
                m.cx.st.copy_limit = cells;
            }
            _ => return Err(domain_error(&mut m.cx, "flag_value", v)),
        },
        "bounded" | "max_arity" => {
            let f = Cell::Atom(f);
            return Err(crate::builtins::permission_error(
                &mut m.cx, "modify", "flag", f,
            ));
        }
        // Read-only in effect; SWI accepts and ignores these too.
        "max_integer" | "min_integer" | "argv" | "os_argv" => {}
        _ => return Ok(false),
    }
    Ok(true)
}

/// SWI-Prolog's warning when the `unknown` flag is set to `warning` or
/// `fail` (it has modules, and means the flag for the user module); in a
/// directive it says where.
fn warn_unknown_flag(m: &mut Machine) {
    const TEXT: [&str; 4] = [
        "Using a non-error value for unknown in the global module",
        "causes most of the development environment to stop working.",
        "Please use :- dynamic or limit usage of unknown to a module.",
        "See https://www.swi-prolog.org/howto/database.html",
    ];
    match m.clause_at.clone() {
        Some(at) => {
            let mut msg = format!("Warning: {at}:\n");
            for line in TEXT {
                msg.push_str(&format!("Warning:    {line}\n"));
            }
            m.load_message(&msg);
        }
        None => {
            for line in TEXT {
                m.cx.write_err(&format!("Warning: {line}\n"));
            }
        }
    }
}

/// With the `unknown` flag at `warning`, a call of the unknown
/// procedure `pi` says so on user_error (and fails).
pub(crate) fn warn_unknown(m: &mut Machine, pi: Cell) {
    let text = q(m, pi);
    m.cx.write_err(&format!("Warning: Unknown procedure: {text}\n"));
    if text == "(^)/2" {
        m.cx.write_err(&format!("Warning:   {CARET_ONLY}\n"));
    }
}

/// `'$prolog_flags'(-Flags)`: every flag as `Name-Value`, for the
/// prelude's current_prolog_flag/2.
fn prolog_flags(m: &mut Machine, a: &[Cell]) -> Res {
    use crate::reader::DoubleQuotes as DQ;
    let dq = match m.cx.flags.read.double_quotes {
        DQ::Codes => "codes",
        DQ::Chars => "chars",
        DQ::Atom => "atom",
        DQ::String => "string",
    };
    let unknown = m.cx.flags.unknown.name();
    let boolean = |b: bool| Cell::Atom(if b { atom::TRUE } else { atom::FALSE });
    let argv = atom_list(m, &m.argv.clone());
    let os_argv = atom_list(m, &m.os_argv.clone());
    let flags: Vec<(&str, Cell)> = vec![
        ("bounded", Cell::Atom(atom::FALSE)),
        // SWI's `unbounded`; ISO wants an integer, the limit functor/3
        // keeps to.
        (
            "max_arity",
            if m.cx.flags.read.iso {
                Cell::Int(crate::builtins::terms::MAX_ARITY)
            } else {
                m.cx.st.new_atom("unbounded")
            },
        ),
        ("max_integer", Cell::Int(i64::MAX)),
        ("min_integer", Cell::Int(i64::MIN)),
        ("double_quotes", m.cx.st.new_atom(dq)),
        ("unknown", m.cx.st.new_atom(unknown)),
        ("stack_limit", Cell::Int(m.cx.flags.stack_limit as i64)),
        ("occurs_check", boolean(m.cx.flags.occurs_check)),
        ("iso", boolean(m.cx.flags.read.iso)),
        // ISO names the debug flag's values on and off; SWI true and false.
        (
            "debug",
            match (m.cx.flags.read.iso, m.cx.flags.debug) {
                (false, d) => boolean(d),
                (true, d) => m.cx.st.new_atom(if d { "on" } else { "off" }),
            },
        ),
        ("on_error", m.cx.st.new_atom(m.cx.flags.on_error.name())),
        ("on_warning", m.cx.st.new_atom(m.cx.flags.on_warning.name())),
        ("argv", argv),
        ("os_argv", os_argv),
        // The SWI-Prolog release whose behaviour zebralog follows, so a
        // program testing for features finds what it expects.
        ("version", Cell::Int(90004)),
    ];
    let mut items = Vec::new();
    for (n, v) in flags {
        let n = m.cx.st.new_atom(n);
        items.push(m.cx.st.new_compound(atom::MINUS, &[n, v]));
    }
    let l = m.cx.st.new_list(&items, Cell::Atom(atom::NIL));
    Ok(m.cx.st.unify(a[0], l))
}

fn atom_list(m: &mut Machine, names: &[String]) -> Cell {
    let items: Vec<Cell> = names.iter().map(|n| m.cx.st.new_atom(n)).collect();
    m.cx.st.new_list(&items, Cell::Atom(atom::NIL))
}

/// `'$predicate_defined'(Name, Arity)`.
fn predicate_defined(m: &mut Machine, a: &[Cell]) -> Res {
    let n = get_atom(&mut m.cx, a[0])?;
    let ar = get_int(&mut m.cx, a[1])?;
    Ok(m.defined_for_user(n, ar as usize))
}

/// `c` as `write/1` writes it (SWI's `~w`).
fn plain(m: &Machine, c: Cell) -> String {
    term_to_string(&m.cx.st, &m.cx.ops, c, &WriteOpts::default())
}

/// `c` quoted, as SWI's messages write culprits (`~p`: `\uXXXX` escapes).
fn q(m: &Machine, c: Cell) -> String {
    term_to_string(
        &m.cx.st,
        &m.cx.ops,
        c,
        &WriteOpts {
            quoted: true,
            escapes: Escapes::Unicode,
            ..Default::default()
        },
    )
}

/// The readable sentence for an error ball, as SWI-Prolog prints it.
pub(crate) fn error_message(m: &mut Machine, ball: Cell) -> String {
    let ball = m.cx.st.deref(ball);
    let (formal, ctx) = match m.cx.st.functor(ball) {
        Some((atom::ERROR, 2)) => (
            m.cx.st.deref(m.cx.st.arg(ball, 0)),
            m.cx.st.deref(m.cx.st.arg(ball, 1)),
        ),
        _ => return format!("Unknown message: {}", q(m, ball)),
    };
    let culprit_ctx = match m.cx.st.functor(ctx) {
        Some((atom::CONTEXT, 2)) => {
            let mut p = m.cx.st.deref(m.cx.st.arg(ctx, 0));
            // SWI leaves out the module of a builtin's or a program's
            // predicate: `atom_length/2: `, not `system:atom_length/2: `.
            if m.cx.st.functor(p) == Some((atom::COLON, 2))
                && matches!(m.cx.st.deref(m.cx.st.arg(p, 0)),
                    Cell::Atom(a) if a == atom::SYSTEM || a == atom::USER)
            {
                p = m.cx.st.deref(m.cx.st.arg(p, 1));
            }
            match (p, m.cx.st.functor(p)) {
                (Cell::Var(_), _) => String::new(),
                // As SWI's `~q/~w`: an operator's name without brackets
                // (`=:=/2: `).
                (_, Some((atom::SLASH, 2))) => {
                    let (n, a) = (m.cx.st.arg(p, 0), m.cx.st.arg(p, 1));
                    format!("{}/{}: ", q(m, n), q(m, a))
                }
                _ => format!("{}: ", q(m, p)),
            }
        }
        _ => String::new(),
    };
    let arg = |m: &Machine, i: usize| m.cx.st.deref(m.cx.st.arg(formal, i));
    let text = match m.cx.st.functor(formal) {
        Some((atom::INSTANTIATION_ERROR, 0)) => {
            "Arguments are not sufficiently instantiated".to_string()
        }
        Some((atom::EXISTENCE_ERROR, 2)) => {
            let (k, c) = (arg(m, 0), arg(m, 1));
            if k == Cell::Atom(atom::PROCEDURE) {
                return format!("Unknown procedure: {}{}", q(m, c), other_arities(m, c));
            }
            // A `=>` rule, or the prelude's check in its place, that no
            // clause head matched.
            if matches!(k, Cell::Atom(a) if m.cx.st.atom_name(a) == "matching_rule") {
                return format!("{culprit_ctx}No rule matches {}", q(m, c));
            }
            format!("{} `{}' does not exist", q(m, k), q(m, c))
        }
        Some((atom::TYPE_ERROR, 2)) => {
            let (t, c) = (arg(m, 0), arg(m, 1));
            if t == Cell::Atom(atom::EVALUABLE) {
                // SWI-Prolog 9.2's wording.
                return format!("Arithmetic: evaluable {} does not exist", q(m, c));
            }
            format!(
                "Type error: `{}' expected, found `{}' ({})",
                q(m, t),
                q(m, c),
                kind_of(m, c)
            )
        }
        Some((atom::DOMAIN_ERROR, 2)) => {
            let (d, c) = (arg(m, 0), arg(m, 1));
            format!("Domain error: `{}' expected, found `{}'", q(m, d), q(m, c))
        }
        Some((atom::EVALUATION_ERROR, 1)) => {
            let w = arg(m, 0);
            format!("Arithmetic: evaluation error: `{}'", q(m, w))
        }
        Some((atom::REPRESENTATION_ERROR, 1)) => {
            format!("Cannot represent due to `{}'", q(m, arg(m, 0)))
        }
        Some((atom::RESOURCE_ERROR, 1)) => {
            let what = arg(m, 0);
            if matches!(what, Cell::Atom(a) if m.cx.st.atom_name(a) == "stack") {
                return format!(
                    "Stack limit ({}) exceeded",
                    human_size(m.cx.flags.stack_limit)
                );
            }
            format!("Not enough resources: {}", q(m, what))
        }
        Some((atom::PERMISSION_ERROR, 3)) => {
            let (a, t, c) = (arg(m, 0), arg(m, 1), arg(m, 2));
            let word = |m: &Machine, x: Cell| match x {
                Cell::Atom(x) => m.cx.st.atom_name(x).to_string(),
                _ => String::new(),
            };
            // SWI-Prolog's wording for the common cases.
            match (word(m, a).as_str(), word(m, t).as_str()) {
                ("input", "stream") => {
                    format!("No permission to read from output stream `{}'", q(m, c))
                }
                ("output", "stream") => {
                    format!("No permission to write to input stream `{}'", q(m, c))
                }
                (_, "static_procedure") => {
                    let at = defined_at(m, c)
                        .map(|at| format!("\nERROR: Defined at {at}"))
                        .unwrap_or_default();
                    format!(
                        "No permission to {} static procedure `{}'{at}",
                        q(m, a),
                        q(m, c)
                    )
                }
                _ => format!("No permission to {} {} `{}'", q(m, a), q(m, t), q(m, c)),
            }
        }
        Some((atom::SYNTAX_ERROR, 1)) => format!("Syntax error: {}", q(m, arg(m, 0))),
        // The system's words for it, when the context has them.
        Some((f, 2)) if m.cx.st.atom_name(f) == "io_error" => {
            let said = match m.cx.st.functor(ctx) {
                Some((atom::CONTEXT, 2)) => match m.cx.st.deref(m.cx.st.arg(ctx, 1)) {
                    Cell::Var(_) => String::new(),
                    w => format!(" ({})", plain(m, w)),
                },
                _ => String::new(),
            };
            format!(
                "I/O error in {} on stream {}{said}",
                plain(m, arg(m, 0)),
                q(m, arg(m, 1))
            )
        }
        // format/2,3: a bad format, and an argument a directive cannot
        // take (`~p`: quoted).
        Some((f, 1)) if m.cx.st.atom_name(f) == "format" => {
            format!("Format error: {}", plain(m, arg(m, 0)))
        }
        Some((f, 2)) if m.cx.st.atom_name(f) == "format_argument_type" => format!(
            "Illegal argument to format sequence ~{}: {}",
            plain(m, arg(m, 0)),
            q(m, arg(m, 1))
        ),
        // put_attr/3 on a bound term (SWI adds which argument, from a
        // context we do not keep).
        Some((f, 1)) if m.cx.st.atom_name(f) == "uninstantiation_error" => {
            format!(
                "Uninstantiated argument expected, found {}",
                q(m, arg(m, 0))
            )
        }
        _ => format!("Unknown error term: {}", q(m, formal)),
    };
    format!("{culprit_ctx}{text}")
}

/// A byte count as SWI-Prolog prints stack sizes: `1.0Gb`, `20.0Mb`.
fn human_size(bytes: usize) -> String {
    let b = bytes as f64;
    if bytes >= 1 << 30 {
        format!("{:.1}Gb", b / (1u64 << 30) as f64)
    } else if bytes >= 1 << 20 {
        format!("{:.1}Mb", b / (1u64 << 20) as f64)
    } else {
        format!("{}Kb", bytes >> 10)
    }
}

/// SWI's hint when `Name/Arity` is unknown but `Name` is defined with
/// other arities.
/// SWI's hint for a call of `^/2`, which is no predicate.
const CARET_ONLY: &str = "^/2 can only appear as the 2nd argument of setof/3 and bagof/3";

fn other_arities(m: &Machine, pi: Cell) -> String {
    if m.cx.st.functor(pi) != Some((atom::SLASH, 2)) {
        return String::new();
    }
    let (Cell::Atom(name), Cell::Int(arity)) = (
        m.cx.st.deref(m.cx.st.arg(pi, 0)),
        m.cx.st.deref(m.cx.st.arg(pi, 1)),
    ) else {
        return String::new();
    };
    if m.cx.st.atom_name(name) == "^" && arity == 2 {
        return format!("\nERROR:   {CARET_ONLY}");
    }
    let mut others: Vec<u32> =
        m.db.preds
            .iter()
            .filter(|p| p.name == name && p.arity as i64 != arity && p.is_defined())
            .map(|p| p.arity)
            .collect();
    if others.is_empty() {
        return String::new();
    }
    others.sort_unstable();
    let mut out = String::from("\nERROR:   However, there are definitions for:");
    for a in others {
        let pi = format!("{}/{a}", q_atom(m, name));
        out.push_str(&format!("\nERROR:         {pi}"));
    }
    out
}

/// Where the loaded predicate `Name/Arity` was defined (`file:line`).
fn defined_at(m: &Machine, pi: Cell) -> Option<String> {
    if m.cx.st.functor(pi) != Some((atom::SLASH, 2)) {
        return None;
    }
    let (Cell::Atom(name), Cell::Int(arity)) = (
        m.cx.st.deref(m.cx.st.arg(pi, 0)),
        m.cx.st.deref(m.cx.st.arg(pi, 1)),
    ) else {
        return None;
    };
    let pid = m.db.lookup(atom::USER, name, arity as usize)?;
    m.defined_at.get(&pid).cloned()
}

fn q_atom(m: &Machine, a: crate::term::Atom) -> String {
    q(m, Cell::Atom(a))
}

fn kind_of(m: &Machine, c: Cell) -> &'static str {
    match c {
        Cell::Var(_) => "a var",
        Cell::Int(_) | Cell::Big(_) => "an integer",
        Cell::Flt(_) => "a float",
        Cell::Atom(_) => "an atom",
        Cell::Text(_) => "a string",
        // SWI names a cyclic culprit by its cycle, whatever its shape.
        Cell::Lst(_) | Cell::Str(_) if m.cx.st.is_cyclic(c) => "a cyclic",
        Cell::Lst(_) => "a list",
        _ => "a compound",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 10: a bag costs the cells it counts against the stack limit
    /// (a list cell and the solution's own cells), not a boxed copy per
    /// solution, so a runaway findall stops at about the limit.
    #[test]
    fn a_findall_bag_holds_a_list_cell_per_solution_and_nothing_else() {
        let mut m = Machine::new();
        let id = m.cx.st.new_var();
        fa_start(&mut m, &[id]).unwrap();
        let id = m.cx.st.deref(id);
        for i in 0..1000 {
            fa_add(&mut m, &[id, Cell::Int(i)]).unwrap();
        }
        let x = m.cx.st.new_var();
        let f = m.cx.st.new_compound(atom::MINUS, &[x, x]);
        fa_add(&mut m, &[id, f]).unwrap();
        assert_eq!(m.findall[0].cells.len(), 2 * 1000 + 2 + 3 + 1);
        assert_eq!(m.findall_cells, m.findall[0].cells.len());
        let l = m.cx.st.new_var();
        fa_collect(&mut m, &[id, l, Cell::Atom(atom::NIL)]).unwrap();
        assert_eq!(m.findall_cells, 0);
        let items = m.cx.st.list_to_vec(l).unwrap();
        assert_eq!(items.len(), 1001);
        assert_eq!(m.cx.st.deref(items[999]), Cell::Int(999));
    }
}
