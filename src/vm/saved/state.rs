//! What a saved state holds of a machine, field by field, and how it is
//! read back into a fresh one (`Machine::shell`).
//!
//! Kept: the atom table, operators, flags, the code arena, the database
//! (predicates, clauses, modules), the loaded libraries and the
//! autoload index, the loader's file bookkeeping, and the handful of
//! numbers compiled code relies on (`max_reg`, `call_high`, ...). Not
//! kept, because booting leaves them empty or a fresh machine has them
//! right: the heap, stacks and choicepoints, streams, argument indexes
//! (rebuilt when a call asks), limits and collector thresholds. A
//! machine holding something a state cannot carry is not saved
//! (`savable`).

use std::collections::{HashMap, HashSet};
use std::ops::Range;

use super::codec::{Bad, Dec, Enc, R};
use crate::builtins::ctx::{Flags, MessagePolicy, Unknown};
use crate::compile::CodeAddr;
use crate::reader::ops::OpDef;
use crate::reader::{DoubleQuotes, OpTable, OpType, ReadFlags};
use crate::term::{Atom, AtomTable, Snapshot};
use crate::vm::db::{
    Buried, ClauseRef, Control, Database, Key, Module, ModuleClass, Native, NondetNative, Pred,
    PredKind, Ssu,
};
use crate::vm::Machine;

/// Every field of the machine, sorted into kept by a state, required
/// empty (`savable`) or left as a fresh machine has it. Spelled out so
/// that a new field does not compile until it is sorted here.
#[rustfmt::skip]
fn every_field_is_decided(m: &Machine) {
    let Machine {
        // Kept.
        code: _, db: _, wakeup_preds: _, libraries: _, autoload_index: _,
        files: _, source_module: _, import_on_load: _, defined_at: _,
        inferences: _, det_failed: _, code_watermark: _, file_mtimes: _,
        max_reg: _, call_high: _, ssu_preds: _,
        // Kept in part: the atom table, operators and flags (`cx.st.atoms`,
        // `cx.ops`, `cx.flags`); the heap and streams are fresh.
        cx: _,
        // Required empty or idle (`savable`).
        hosts: _, init_goals: _, tabling: _, halted: _, loading: _,
        load_stack: _, messages: _, depth: _, globals: _,
        // Run-time state a booted machine does not hold: fresh.
        x: _, int_stack: _, small_stack: _, stack: _, e: _, cps: _,
        cp_args: _, p: _, cpc: _, b0: _, base_cp: _, poll_cont: _,
        interrupt: _, limits: _, findall: _, findall_cps: _,
        findall_cells: _, including: _, parked_order: _, clause_at: _,
        start_time: _, walk_stack: _, roots: _, gc_count: _, s: _,
        write_mode: _, gc_limit: _, pin_next: _, trail_limit: _,
        gc_stress: _, gc_marks: _, gc_fwd: _, atom_gc_at: _, agc_all: _,
        trace: _, print_messages: _, argv: _, os_argv: _, syntax_error: _,
    } = m;
}

impl Machine {
    /// Whether everything this machine holds is kept by a state.
    fn savable(&self) -> bool {
        every_field_is_decided(self);
        self.init_goals.is_empty()
            && self.hosts.det.is_empty()
            && self.hosts.nondet.is_empty()
            && self.tabling.specs.is_empty()
            && self.halted.is_none()
            && self.loading.is_none()
            && self.load_stack.is_empty()
            && self.messages.is_empty()
            && self.globals.is_empty()
            && self.db.compile_module.is_none()
            && self.depth == 0
    }

    pub(super) fn encode_state(&self, e: &mut Enc) -> Option<()> {
        if !self.savable() {
            return None;
        }
        encode_atoms(e, &self.cx.st.atoms);
        e.mark();
        encode_ops(e, &self.cx.ops);
        e.mark();
        encode_flags(e, self);
        e.mark();
        encode_code(e, self);
        e.mark();
        encode_db(e, &self.db)?;
        e.mark();
        encode_machine(e, self);
        Some(())
    }

    pub(super) fn decode_state(d: &mut Dec) -> R<Machine> {
        let mut m = Machine::shell();
        let atoms = decode_atoms(d)?;
        // The fresh machine's own atoms (the stream table's) must be
        // where the state has them.
        let fresh = &m.cx.st.atoms;
        for (a, name) in fresh.iter() {
            if a.0 as usize >= atoms.slots() || atoms.name(a) != name {
                return Err(Bad);
            }
        }
        m.cx.st.atoms = atoms;
        m.cx.ops = decode_ops(d)?;
        decode_flags(d, &mut m)?;
        decode_code(d, &mut m)?;
        m.db = decode_db(d, &m.cx.st.atoms)?;
        decode_machine(d, &mut m)?;
        if !d.done() {
            return Err(Bad);
        }
        super::check::machine(&m)?;
        Ok(m)
    }
}

fn encode_atoms(e: &mut Enc, t: &AtomTable) {
    let (names, born, free, (epoch, stamp, made)) = t.parts();
    e.usize(names.len());
    for (n, b) in names.iter().zip(born) {
        e.str(n).u32(*b);
    }
    e.usize(free.len());
    for f in free {
        e.u32(*f);
    }
    e.u32(epoch).u64(stamp).usize(made);
}

/// `born` of a free slot (`AtomTable`'s own marker).
const FREE: u32 = u32::MAX;

fn decode_atoms(d: &mut Dec) -> R<AtomTable> {
    let n = d.len()?;
    let mut names: Vec<Box<str>> = Vec::with_capacity(n);
    let mut born = Vec::with_capacity(n);
    for _ in 0..n {
        names.push(Box::from(d.str()?));
        born.push(d.u32()?);
    }
    let free = d.seq(|d| d.u32())?;
    let rest = (d.u32()?, d.u64()?, d.usize()?);
    // One atom per name: a second `write` (or `write` renamed `shell`)
    // would give the code's atom and the reader's different meanings.
    let mut seen = crate::term::FxHashSet::default();
    seen.reserve(n);
    for (name, b) in names.iter().zip(&born).skip(1) {
        if *b != FREE && !seen.insert(&**name) {
            return Err(Bad);
        }
    }
    // The free list names free slots, each once.
    let mut listed = crate::term::FxHashSet::default();
    for &f in &free {
        if f == 0 || born.get(f as usize) != Some(&FREE) || !listed.insert(f) {
            return Err(Bad);
        }
    }
    Ok(AtomTable::from_parts(names, born, free, rest))
}

fn encode_ops(e: &mut Enc, ops: &OpTable) {
    let mut defs: Vec<_> = ops.iter().collect();
    // Sorted here and below: a state's bytes do not depend on hash order.
    defs.sort_by_key(|(n, d)| (*n, d.typ.name()));
    e.usize(defs.len());
    for (name, d) in defs {
        e.str(name).u32(d.prec as u32).str(d.typ.name());
    }
}

fn decode_ops(d: &mut Dec) -> R<OpTable> {
    let n = d.len()?;
    let mut defs = Vec::with_capacity(n);
    for _ in 0..n {
        let name = d.str()?;
        // op/3's range.
        let prec = u16::try_from(d.u32()?)
            .ok()
            .filter(|p| *p <= 1200)
            .ok_or(Bad)?;
        let typ = OpType::parse(d.str()?).ok_or(Bad)?;
        defs.push((name, OpDef { prec, typ }));
    }
    Ok(OpTable::from_defs(defs))
}

const DOUBLE_QUOTES: [DoubleQuotes; 4] = [
    DoubleQuotes::Codes,
    DoubleQuotes::Chars,
    DoubleQuotes::Atom,
    DoubleQuotes::String,
];
const UNKNOWN: [Unknown; 3] = [Unknown::Error, Unknown::Warning, Unknown::Fail];
const POLICY: [MessagePolicy; 3] = [
    MessagePolicy::Print,
    MessagePolicy::Halt,
    MessagePolicy::Status,
];

/// The position of `v` in `all`.
fn index_of<T: PartialEq>(all: &[T], v: &T) -> u8 {
    all.iter().position(|x| x == v).unwrap() as u8
}

fn pick<T: Copy>(all: &[T], d: &mut Dec) -> R<T> {
    all.get(d.u8()? as usize).copied().ok_or(Bad)
}

fn encode_flags(e: &mut Enc, m: &Machine) {
    // Spelled out, so that a new flag does not compile until it is saved.
    let Flags {
        read: ReadFlags { double_quotes, iso },
        unknown,
        occurs_check,
        debug,
        stack_limit,
        on_error,
        on_warning,
    } = &m.cx.flags;
    e.u8(index_of(&DOUBLE_QUOTES, double_quotes))
        .bool(*iso)
        .u8(index_of(&UNKNOWN, unknown))
        .bool(*occurs_check)
        .bool(*debug)
        .usize(*stack_limit)
        .u8(index_of(&POLICY, on_error))
        .u8(index_of(&POLICY, on_warning));
}

fn decode_flags(d: &mut Dec, m: &mut Machine) -> R<()> {
    m.cx.flags = Flags {
        read: ReadFlags {
            double_quotes: pick(&DOUBLE_QUOTES, d)?,
            iso: d.bool()?,
        },
        unknown: pick(&UNKNOWN, d)?,
        occurs_check: d.bool()?,
        debug: d.bool()?,
        stack_limit: d.usize()?,
        on_error: pick(&POLICY, d)?,
        on_warning: pick(&POLICY, d)?,
    };
    Ok(())
}

fn encode_code(e: &mut Enc, m: &Machine) {
    let c = &m.code;
    e.usize(c.instrs.len());
    for &i in &c.instrs {
        e.instr(i);
    }
    e.usize(c.tmpl.len());
    for &n in &c.tmpl {
        e.tnode(n);
    }
    e.usize(c.anodes.len());
    for &n in &c.anodes {
        e.anode(n);
    }
    e.usize(c.strings.len());
    for s in &c.strings {
        e.str(s);
    }
}

fn decode_code(d: &mut Dec, m: &mut Machine) -> R<()> {
    let c = &mut m.code;
    c.instrs = d.seq(|d| d.instr())?;
    c.tmpl = d.seq(|d| d.tnode())?;
    c.anodes = d.seq(|d| d.anode())?;
    c.strings = d.seq(|d| d.str().map(Box::from))?;
    if c.instrs.len() < crate::vm::FIXED_CODE {
        return Err(Bad);
    }
    Ok(())
}

fn encode_ranges(e: &mut Enc, code: &[Range<u32>; 4]) {
    for r in code {
        e.u32(r.start).u32(r.end);
    }
}

fn decode_ranges(d: &mut Dec) -> R<[Range<u32>; 4]> {
    let mut r = || -> R<Range<u32>> { Ok(d.u32()?..d.u32()?) };
    Ok([r()?, r()?, r()?, r()?])
}

fn encode_u32s(e: &mut Enc, v: &[u32]) {
    e.usize(v.len());
    for &x in v {
        e.u32(x);
    }
}

fn decode_u32s(d: &mut Dec) -> R<Vec<u32>> {
    d.seq(|d| d.u32())
}

const SSU: [Ssu; 4] = [
    Ssu::Other,
    Ssu::CommitsOnKey,
    Ssu::CommitsAlways,
    Ssu::NoMatch,
];

fn encode_clause(e: &mut Enc, c: &ClauseRef) {
    e.u32(c.start.0)
        .u64(c.key.bits())
        .u8(index_of(&SSU, &c.ssu))
        .u64(c.born)
        .u64(c.died);
    e.usize(c.term.cells.len());
    for &cell in &c.term.cells {
        e.cell(cell);
    }
    e.cell(c.term.root);
    encode_ranges(e, &c.code);
    encode_u32s(e, &c.aux);
    e.usize(c.names.len());
    for (v, name) in c.names.iter() {
        e.u32(*v).str(name);
    }
}

fn decode_clause(d: &mut Dec) -> R<ClauseRef> {
    let start = CodeAddr(d.u32()?);
    let key = Key::from_bits(d.u64()?);
    let ssu = pick(&SSU, d)?;
    let (born, died) = (d.u64()?, d.u64()?);
    let cells = d.seq(|d| d.cell())?;
    let root = d.cell()?;
    let code = decode_ranges(d)?;
    let aux = decode_u32s(d)?;
    let names = d.seq(|d| Ok((d.u32()?, Box::from(d.str()?))))?.into();
    Ok(ClauseRef {
        start,
        key,
        ssu,
        born,
        died,
        term: Snapshot { cells, root },
        code,
        aux,
        names,
    })
}

/// A predicate's kind: its tag, and for a Rust one nothing more (it is
/// bound by name when read).
fn encode_kind(e: &mut Enc, k: PredKind) -> Option<()> {
    match k {
        PredKind::User => e.u8(0),
        PredKind::Import(p) => e.u8(1).u32(p),
        PredKind::Builtin(n) => e.u8(2).u8(native_tag(&PredKind::Builtin(n))),
        PredKind::Nondet(n) => e.u8(2).u8(native_tag(&PredKind::Nondet(n))),
        PredKind::Control(Control::Call(n)) => e.u8(3).u32(n),
        PredKind::Control(Control::Catch) => e.u8(4),
        PredKind::Host(_) => return None,
    };
    Some(())
}

fn encode_pred(e: &mut Enc, p: &Pred) -> Option<()> {
    e.atom(p.module).atom(p.name).u32(p.arity);
    encode_kind(e, p.kind)?;
    match &p.meta {
        None => {
            e.bool(false);
        }
        Some(spec) => {
            e.bool(true).usize(spec.len());
            for &b in spec.iter() {
                e.u8(b);
            }
        }
    }
    let (ssu, dead, keyed, plain) = p.counters();
    e.bool(p.det_bound.is_some())
        .bool(p.dynamic)
        .bool(p.discontiguous)
        .bool(p.defined)
        .bool(ssu)
        .usize(dead)
        .usize(keyed)
        .bool(plain)
        .usize(p.compact_at);
    match p.owner {
        None => e.bool(false),
        Some(f) => e.bool(true).u32(f),
    };
    for list in [&p.front, &p.back] {
        e.usize(list.len());
        for c in list {
            encode_clause(e, c);
        }
    }
    Some(())
}

/// Which of the four kinds of Rust predicate a kind is: a state stores
/// it beside the name, and binding requires this binary to define the
/// name as the same kind.
fn native_tag(k: &PredKind) -> u8 {
    match k {
        PredKind::Builtin(Native::Ctx(_)) => 0,
        PredKind::Builtin(Native::Machine(_)) => 1,
        PredKind::Nondet(NondetNative::Ctx(_)) => 2,
        PredKind::Nondet(NondetNative::Machine(_)) => 3,
        _ => 4,
    }
}

/// Binds the predicates written in Rust by name.
struct Natives {
    kinds: HashMap<(String, usize), PredKind>,
    semidet: HashMap<(String, usize), crate::builtins::Builtin>,
}

fn decode_pred(d: &mut Dec, atoms: &AtomTable, natives: &Natives) -> R<Pred> {
    let (module, name, arity) = (d.atom()?, d.atom()?, d.u32()?);
    if module.0 as usize >= atoms.slots() || name.0 as usize >= atoms.slots() {
        return Err(Bad);
    }
    let mut p = Pred::new(module, name, arity);
    let native = (atoms.name(name).to_string(), arity as usize);
    // Rust predicates and control constructs are `bare`'s: in `system`,
    // bound as this binary defines the name, of the kind stored.
    let system = module == crate::term::atom::SYSTEM;
    p.kind = match d.u8()? {
        0 => PredKind::User,
        1 => PredKind::Import(d.u32()?),
        2 => {
            let tag = d.u8()?;
            let kind = *natives.kinds.get(&native).ok_or(Bad)?;
            if !system || native_tag(&kind) != tag {
                return Err(Bad);
            }
            kind
        }
        3 if system && atoms.name(name) == "call" => PredKind::Control(Control::Call(d.u32()?)),
        4 if system && atoms.name(name) == "catch" => PredKind::Control(Control::Catch),
        _ => return Err(Bad),
    };
    if d.bool()? {
        p.meta = Some(d.seq(|d| d.u8())?.into());
    }
    if d.bool()? {
        if !matches!(p.kind, PredKind::Nondet(_)) {
            return Err(Bad);
        }
        p.det_bound = Some(*natives.semidet.get(&native).ok_or(Bad)?);
    }
    p.dynamic = d.bool()?;
    p.discontiguous = d.bool()?;
    p.defined = d.bool()?;
    let counters = (d.bool()?, d.usize()?, d.usize()?, d.bool()?);
    p.compact_at = d.usize()?;
    p.owner = if d.bool()? { Some(d.u32()?) } else { None };
    p.front = d.seq(decode_clause)?;
    p.back = d.seq(decode_clause)?;
    p.set_counters(counters);
    Ok(p)
}

const CLASS: [ModuleClass; 3] = [ModuleClass::User, ModuleClass::Library, ModuleClass::System];

fn encode_db(e: &mut Enc, db: &Database) -> Option<()> {
    e.usize(db.preds.len());
    for p in &db.preds {
        encode_pred(e, p)?;
    }
    e.usize(db.graveyard.len());
    for b in &db.graveyard {
        encode_ranges(e, &b.code);
        encode_u32s(e, &b.aux);
    }
    let mut index: Vec<_> = db.index.iter().collect();
    index.sort_unstable();
    e.usize(index.len());
    for (&(m, n, a), &p) in index {
        e.atom(m).atom(n).u32(a).u32(p);
    }
    e.usize(db.modules.len());
    for (name, m) in &db.modules {
        e.atom(*name).u8(index_of(&CLASS, &m.class));
        e.usize(m.exports.len());
        for &(n, a) in &m.exports {
            e.atom(n).u32(a);
        }
        match &m.file {
            None => e.bool(false),
            Some(f) => e.bool(true).str(f),
        };
    }
    e.u64(db.generation).u64(db.aux_counter);
    let mut aux: Vec<u32> = db.aux_names.iter().map(|a| a.0).collect();
    aux.sort_unstable();
    encode_u32s(e, &aux);
    encode_u32s(e, &db.free_aux);
    Some(())
}

fn decode_db(d: &mut Dec, atoms: &AtomTable) -> R<Database> {
    let mut natives = Natives {
        kinds: crate::vm::natives().into_iter().collect(),
        semidet: crate::builtins::Registry::semidet().map,
    };
    natives.kinds.shrink_to_fit();
    let mut db = Database::default();
    let n = d.len()?;
    db.preds.reserve_exact(n);
    for _ in 0..n {
        db.preds.push(decode_pred(d, atoms, &natives)?);
    }
    db.graveyard = d.seq(|d| {
        Ok(Buried {
            code: decode_ranges(d)?,
            aux: decode_u32s(d)?,
        })
    })?;
    let n = d.len()?;
    db.index.reserve(n);
    for _ in 0..n {
        let key = (d.atom()?, d.atom()?, d.u32()?);
        let p = d.u32()?;
        if p as usize >= db.preds.len() {
            return Err(Bad);
        }
        db.index.insert(key, p);
    }
    for _ in 0..d.len()? {
        let name = d.atom()?;
        let class = pick(&CLASS, d)?;
        let exports = d.seq(|d| Ok((d.atom()?, d.u32()?)))?;
        let file = if d.bool()? {
            Some(d.str()?.to_string())
        } else {
            None
        };
        db.modules.push((
            name,
            Module {
                class,
                exports,
                file,
            },
        ));
    }
    db.generation = d.u64()?;
    db.aux_counter = d.u64()?;
    db.aux_names = decode_u32s(d)?
        .into_iter()
        .map(Atom)
        .collect::<HashSet<_>>();
    db.free_aux = decode_u32s(d)?;
    // Not stored: counted from the clauses.
    db.recount_clause_cells();
    Ok(db)
}

fn encode_machine(e: &mut Enc, m: &Machine) {
    e.usize(m.files.len());
    for f in &m.files {
        e.str(f);
    }
    e.usize(m.libraries.len());
    for lib in &m.libraries {
        let i = crate::vm::autoload::LIBRARIES
            .iter()
            .position(|l| l.file == *lib)
            .unwrap();
        e.usize(i);
    }
    match &m.autoload_index {
        None => {
            e.bool(false);
        }
        Some(index) => {
            let mut index: Vec<_> = index.iter().collect();
            index.sort_unstable();
            e.bool(true).usize(index.len());
            for (name, entries) in index {
                e.str(name).usize(entries.len());
                for &(arity, lib) in entries {
                    e.u32(arity).usize(lib);
                }
            }
        }
    }
    let mut defined: Vec<_> = m.defined_at.iter().collect();
    defined.sort_unstable();
    e.usize(defined.len());
    for (p, at) in defined {
        e.u32(*p).str(at);
    }
    let mut mtimes: Vec<_> = m.file_mtimes.iter().collect();
    mtimes.sort_unstable();
    e.usize(mtimes.len());
    for (f, t) in mtimes {
        let t = t.duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
        e.u32(*f).u64(t.as_secs()).u32(t.subsec_nanos());
    }
    match m.wakeup_preds {
        None => e.bool(false),
        Some([a, b]) => e.bool(true).u32(a).u32(b),
    };
    e.u32(m.det_failed)
        .usize(m.code_watermark)
        .u32(m.max_reg)
        .u32(m.call_high)
        .u64(m.inferences)
        .atom(m.source_module)
        .bool(m.import_on_load);
    let mut ssu: Vec<u32> = m.ssu_preds.iter().copied().collect();
    ssu.sort_unstable();
    encode_u32s(e, &ssu);
}

fn decode_machine(d: &mut Dec, m: &mut Machine) -> R<()> {
    m.files = d.seq(|d| d.str().map(String::from))?;
    let libraries = crate::vm::autoload::LIBRARIES;
    m.libraries = d.seq(|d| Ok(libraries.get(d.usize()?).ok_or(Bad)?.file))?;
    if d.bool()? {
        let mut index = crate::vm::autoload::Index::new();
        for _ in 0..d.len()? {
            let name = d.str()?.to_string();
            let entries = d.seq(|d| Ok((d.u32()?, d.usize()?)))?;
            index.insert(name, entries);
        }
        m.autoload_index = Some(index);
    }
    m.defined_at = d
        .seq(|d| Ok((d.u32()?, d.str()?.to_string())))?
        .into_iter()
        .collect();
    m.file_mtimes = d
        .seq(|d| {
            let f = d.u32()?;
            let t = std::time::Duration::new(d.u64()?, d.u32()?);
            Ok((f, std::time::UNIX_EPOCH + t))
        })?
        .into_iter()
        .collect();
    m.wakeup_preds = if d.bool()? {
        Some([d.u32()?, d.u32()?])
    } else {
        None
    };
    m.det_failed = d.u32()?;
    m.code_watermark = d.usize()?;
    m.max_reg = d.u32()?;
    m.call_high = d.u32()?;
    m.inferences = d.u64()?;
    m.source_module = d.atom()?;
    m.import_on_load = d.bool()?;
    m.ssu_preds = decode_u32s(d)?.into_iter().collect();
    Ok(())
}
