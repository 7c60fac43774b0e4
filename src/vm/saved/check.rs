//! What a decoded state must satisfy before it becomes a machine: every
//! number that the machine uses as an index, an address, a size or a
//! count is in range, so that no byte string (a damaged file, or one
//! that got past the cache's checks) can make a machine that panics,
//! aborts on a huge allocation or loops in the instruction loop.
//!
//! The checks are of shape, not meaning: a state that passes may still
//! run other predicates than the saved one (the cache's MAC keeps those
//! out), but only within the bounds the compiler itself keeps:
//! registers below `NREGS`, permanent variables inside the frame their
//! clause allocates, jumps inside their clause, templates and
//! expressions that are well formed, heap snapshots whose every address
//! points at a cell of the right kind.

use super::codec::{Bad, R};
use crate::builtins::terms::MAX_ARITY;
use crate::compile::{AFun, ANode, ExprId, Instr, Operand, Reg, TNode, TemplateId};
use crate::term::{Atom, AtomTable, Cell, Snapshot};
use crate::vm::db::{ClauseRef, Control, Database, PredKind};
use crate::vm::{Machine, FIXED_CODE, NREGS};

/// The most permanent variables a clause may have: far more than any
/// clause the compiler has been given, few enough that a frame's cells
/// are a small allocation.
const MAX_FRAME: u32 = 1 << 16;

fn ok(cond: bool) -> R<()> {
    if cond {
        Ok(())
    } else {
        Err(Bad)
    }
}

/// The names a decoded state's numbers must stay within.
struct Bounds<'a> {
    atoms: &'a AtomTable,
    m: &'a Machine,
}

/// Buffers the per-clause checks reuse, so that checking a state does
/// not allocate per clause.
#[derive(Default)]
struct Scratch {
    frame_at: Vec<u32>,
    todo: Vec<(u32, u32)>,
    inside: Vec<bool>,
    kinds: Vec<Kind>,
}

/// What a cell of a clause term is (`snapshot`).
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Value,
    Header,
    Payload,
}

impl Bounds<'_> {
    fn atom(&self, a: Atom) -> R<()> {
        ok((a.0 as usize) < self.atoms.slots())
    }

    fn pred(&self, p: u32) -> R<()> {
        ok((p as usize) < self.m.db.preds.len())
    }

    fn arity(&self, n: u32) -> R<()> {
        ok(i64::from(n) <= MAX_ARITY)
    }

    /// An argument register or an X register.
    fn xreg(&self, a: u32) -> R<()> {
        ok((a as usize) < NREGS)
    }

    fn reg(&self, r: Reg, frame: u32) -> R<()> {
        match r {
            Reg::X(a) => self.xreg(a),
            Reg::Y(i) => ok(i < frame),
        }
    }

    /// A constant of compiled code: code holds no heap addresses.
    fn constant(&self, c: Cell) -> R<()> {
        match c {
            Cell::Atom(a) => self.atom(a),
            Cell::Int(_) | Cell::Flt(_) => Ok(()),
            _ => Err(Bad),
        }
    }
}

/// Checks the machine `decode_state` built.
pub(super) fn machine(m: &Machine) -> R<()> {
    let b = Bounds {
        atoms: &m.cx.st.atoms,
        m,
    };
    // A state holds what booting leaves; it may lower the stack limit
    // but not lift it past the default, where running out of memory
    // would abort instead of raising a resource error.
    let limit = m.cx.flags.stack_limit;
    ok(limit > 0 && limit <= crate::builtins::ctx::Flags::default().stack_limit)?;
    ok((m.max_reg as usize) < NREGS && (m.call_high as usize) < NREGS)?;
    ok(m.code_watermark <= u32::MAX as usize)?;
    b.atom(m.source_module)?;
    code(&b)?;
    db(&b, &m.db)?;
    let files = m.files.len();
    for p in m.defined_at.keys().chain(&m.ssu_preds) {
        b.pred(*p)?;
    }
    for f in m.file_mtimes.keys() {
        ok((*f as usize) < files)?;
    }
    for p in m.wakeup_preds.into_iter().flatten() {
        b.pred(p)?;
    }
    b.pred(m.det_failed)?;
    let libraries = crate::vm::autoload::LIBRARIES.len();
    for entries in m.autoload_index.iter().flat_map(|i| i.values()) {
        for &(arity, lib) in entries {
            b.arity(arity)?;
            ok(lib < libraries)?;
        }
    }
    Ok(())
}

/// The code arena outside clauses: every node in range. Registers and
/// jumps are checked per clause (`clause_code`), where the frame is
/// known.
fn code(b: &Bounds) -> R<()> {
    let c = &b.m.code;
    ok(c.instrs.len() >= FIXED_CODE && c.instrs.len() <= u32::MAX as usize)?;
    let (ntmpl, nanodes, nstrings) = (c.tmpl.len(), c.anodes.len(), c.strings.len());
    ok(ntmpl <= u32::MAX as usize && nanodes <= u32::MAX as usize)?;
    for (i, n) in c.tmpl.iter().enumerate() {
        // Children come after their parent, so a template is a tree.
        let children =
            |t: TemplateId, n: u32| ok(t.0 as usize > i && t.0 as usize + n as usize <= ntmpl);
        match *n {
            TNode::Var(Reg::X(a), _) => b.xreg(a)?,
            TNode::Var(Reg::Y(i), _) => ok(i < MAX_FRAME)?,
            TNode::Void => {}
            TNode::Const(k) => b.constant(k)?,
            TNode::Text(s) | TNode::Big(s) => ok((s.0 as usize) < nstrings)?,
            TNode::Str(f, n, t) => {
                b.atom(f)?;
                b.arity(n)?;
                children(t, n)?;
            }
            TNode::Lst(t) => children(t, 2)?,
        }
    }
    for n in &c.anodes {
        match *n {
            ANode::Reg(Reg::X(a)) | ANode::Op2Reg(_, Reg::X(a)) => b.xreg(a)?,
            ANode::Reg(Reg::Y(i)) | ANode::Op2Reg(_, Reg::Y(i)) => ok(i < MAX_FRAME)?,
            ANode::Num(Cell::Var(_)) => {}
            ANode::Num(k) => b.constant(k)?,
            ANode::Term(t) => ok((t.0 as usize) < ntmpl)?,
            ANode::Int(_) | ANode::Flt(_) | ANode::Op1(_) | ANode::Op2(_) => {}
            ANode::Op2Int(..) | ANode::End => {}
        }
        if let ANode::Op1(AFun::Unknown(a))
        | ANode::Op2(AFun::Unknown(a))
        | ANode::Op2Reg(AFun::Unknown(a), _)
        | ANode::Op2Int(AFun::Unknown(a), _) = *n
        {
            b.atom(a)?;
        }
    }
    // The fixed code is what `bare` puts there.
    let fixed = &c.instrs[..FIXED_CODE];
    ok(matches!(
        fixed,
        [
            Instr::Succeed,
            Instr::CatchExit,
            Instr::Fail,
            Instr::Execute(_),
            Instr::CleanupResume,
            Instr::Retry
        ]
    ))?;
    if let Instr::Execute(p) = fixed[3] {
        b.pred(p.0)?;
    }
    Ok(())
}

fn db(b: &Bounds, db: &Database) -> R<()> {
    let files = b.m.files.len();
    let mut scratch = Scratch::default();
    for (pid, p) in db.preds.iter().enumerate() {
        b.atom(p.module)?;
        b.atom(p.name)?;
        b.arity(p.arity)?;
        match p.kind {
            PredKind::Import(q) => {
                b.pred(q)?;
                // An import names a predicate that is not one itself,
                // so following imports ends.
                ok(!matches!(db.preds[q as usize].kind, PredKind::Import(_)) && q as usize != pid)?;
            }
            PredKind::Control(Control::Call(n)) => ok(n == p.arity.wrapping_sub(1) && n < 8)?,
            PredKind::Control(Control::Catch) => ok(p.arity == 3)?,
            PredKind::User | PredKind::Builtin(_) | PredKind::Nondet(_) => {}
            PredKind::Host(_) => return Err(Bad),
        }
        if let Some(spec) = &p.meta {
            ok(spec.len() == p.arity as usize)?;
        }
        if let Some(f) = p.owner {
            ok((f as usize) < files)?;
        }
        let (_, dead, keyed, _) = p.counters();
        let n = p.front.len() + p.back.len();
        ok(dead <= n && keyed <= n)?;
        for c in p.front.iter().chain(&p.back) {
            clause(b, c, &mut scratch)?;
        }
    }
    for g in &db.graveyard {
        ranges(b, &g.code)?;
        for &a in &g.aux {
            b.pred(a)?;
        }
    }
    for (&(module, name, arity), &p) in &db.index {
        b.pred(p)?;
        let pred = &db.preds[p as usize];
        ok((pred.module, pred.name, pred.arity) == (module, name, arity))?;
    }
    for (name, m) in &db.modules {
        b.atom(*name)?;
        for &(n, a) in &m.exports {
            b.atom(n)?;
            b.arity(a)?;
        }
    }
    for a in &db.aux_names {
        b.atom(*a)?;
    }
    for p in &db.free_aux {
        b.pred(*p)?;
    }
    Ok(())
}

/// The arena ranges a clause or buried code claims.
fn ranges(b: &Bounds, r: &[std::ops::Range<u32>; 4]) -> R<()> {
    let c = &b.m.code;
    let lens = [
        c.instrs.len(),
        c.tmpl.len(),
        c.anodes.len(),
        c.strings.len(),
    ];
    for (r, len) in r.iter().zip(lens) {
        ok(r.start <= r.end && r.end as usize <= len)?;
    }
    Ok(())
}

fn clause(b: &Bounds, c: &ClauseRef, scratch: &mut Scratch) -> R<()> {
    ranges(b, &c.code)?;
    for &a in &c.aux {
        b.pred(a)?;
    }
    snapshot(b, &c.term, &mut scratch.kinds)?;
    clause_code(b, c, scratch)
}

/// A clause's instructions, followed from its start along every path
/// (falling through, jumps, else addresses): every path stays inside
/// the clause and ends in `Proceed`, `Execute` or `Fail`; a permanent
/// variable is used only while a frame holding it is allocated, and
/// each instruction is reached with one frame (or none), so the checks
/// hold however it is reached. The fixed code's instructions
/// (`Succeed`, `CatchExit`, ...), which assume a frame of their own, are
/// not a clause's.
fn clause_code(b: &Bounds, c: &ClauseRef, scratch: &mut Scratch) -> R<()> {
    let code = &b.m.code;
    let r = c.code[0].clone();
    ok(r.contains(&c.start.0))?;
    let Scratch {
        frame_at,
        todo,
        inside,
        ..
    } = scratch;
    unify_runs(&code.instrs[r.start as usize..r.end as usize], inside)?;
    ok(!inside[(c.start.0 - r.start) as usize])?;
    // The frame each instruction is reached with: 0 none, n + 1 one of
    // n cells. Unvisited: `u32::MAX`.
    const UNSEEN: u32 = u32::MAX;
    frame_at.clear();
    frame_at.resize(r.len(), UNSEEN);
    todo.clear();
    todo.push((c.start.0, 0u32));
    while let Some((at, frame)) = todo.pop() {
        let slot = frame_at.get_mut((at - r.start) as usize).ok_or(Bad)?;
        if *slot != UNSEEN {
            ok(*slot == frame)?;
            continue;
        }
        *slot = frame;
        // Where control goes next, and with which frame.
        // A jump never lands inside a structure's arguments: only
        // falling through reaches them.
        let mut go = |to: u32, frame: u32| -> R<()> {
            ok(r.contains(&to) && (to == at + 1 || !inside[(to - r.start) as usize]))?;
            todo.push((to, frame));
            Ok(())
        };
        let next = at + 1;
        let cells = frame.saturating_sub(1);
        let reg = |r: Reg| b.reg(r, cells);
        let expr = |e: ExprId, values: usize| expression(b, e, cells, values);
        let tmpl = |t: TemplateId| template(b, t, cells);
        let arg = |a: u32| b.xreg(a);
        let operand = |o: Operand| match o {
            Operand::Reg(r) => reg(r),
            Operand::Atom(a) => b.atom(a),
            Operand::Int(_) => Ok(()),
        };
        use Instr::*;
        match code.instrs[at as usize] {
            GetVar(r, a) | GetVal(r, a) | PutVar(r, a) | PutVal(r, a) => {
                reg(r)?;
                arg(a)?;
            }
            GetConst(k, a) | PutConst(k, a) => {
                b.constant(k)?;
                arg(a)?;
            }
            GetTerm(t, a) | PutTerm(t, a) => {
                tmpl(t)?;
                arg(a)?;
            }
            GetList(a) | PutList(a) => arg(a)?,
            GetList2(h, t, a, _) => {
                reg(h)?;
                reg(t)?;
                arg(a)?;
            }
            GetStruct(f, n, a) | PutStruct(f, n, a) => {
                b.atom(f)?;
                b.arity(n)?;
                arg(a)?;
            }
            UnifyVar(r) | UnifyVal(r) | GetB0(r) | GetB(r) | CutTo(r) | SoftCut(r) => reg(r)?,
            UnifyConst(k) => b.constant(k)?,
            UnifyVoid(n) => b.arity(n)?,
            Allocate(n) => {
                ok(frame == 0 && n <= MAX_FRAME)?;
                go(next, n + 1)?;
                continue;
            }
            Deallocate => {
                ok(frame != 0)?;
                go(next, 0)?;
                continue;
            }
            SsuCheck => {}
            Call(p) => b.pred(p.0)?,
            Builtin(p) => {
                b.pred(p.0)?;
                ok(matches!(
                    b.m.db.preds[p.0 as usize].kind,
                    PredKind::Builtin(_)
                ))?;
            }
            IsFirst(r, e) | IsVal(r, e) => {
                reg(r)?;
                expr(e, 1)?;
            }
            IsAdd(r, s, _, e) => {
                reg(r)?;
                reg(s)?;
                expr(e, 1)?;
            }
            Compare(_, e, to) => {
                expr(e, 2)?;
                if to.0 != 0 {
                    go(to.0, frame)?;
                }
            }
            TypeTest(_, r, to) => {
                reg(r)?;
                if to.0 != 0 {
                    go(to.0, frame)?;
                }
            }
            TermCmp(_, x, y, to) => {
                operand(x)?;
                operand(y)?;
                if to.0 != 0 {
                    go(to.0, frame)?;
                }
            }
            TryElse(to, n) => {
                b.xreg(n)?;
                go(to.0, frame)?;
            }
            Jump(to) => {
                go(to.0, frame)?;
                continue;
            }
            Execute(p) => {
                b.pred(p.0)?;
                continue;
            }
            Proceed | Fail => continue,
            Succeed | CatchExit | CleanupResume | Retry => return Err(Bad),
        }
        go(next, frame)?;
    }
    Ok(())
}

/// Which of a clause's instructions are the `Unify*` arguments of the
/// `Get`/`Put` structure or list before them. Every structure has
/// exactly its arity's worth (`UnifyVoid(n)` counting `n`), and no
/// `Unify*` stands anywhere else: the machine reads or writes one heap
/// cell for each, past the header the structure made.
fn unify_runs(instrs: &[Instr], inside: &mut Vec<bool>) -> R<()> {
    inside.clear();
    inside.resize(instrs.len(), false);
    let mut i = 0;
    while i < instrs.len() {
        let mut args = match instrs[i] {
            Instr::GetStruct(_, n, _) | Instr::PutStruct(_, n, _) => n as u64,
            Instr::GetList(_) | Instr::PutList(_) => 2,
            Instr::UnifyVar(_)
            | Instr::UnifyVal(_)
            | Instr::UnifyConst(_)
            | Instr::UnifyVoid(_) => return Err(Bad),
            _ => 0,
        };
        i += 1;
        while args > 0 {
            let n = match instrs.get(i).ok_or(Bad)? {
                Instr::UnifyVar(_) | Instr::UnifyVal(_) | Instr::UnifyConst(_) => 1,
                Instr::UnifyVoid(n) => u64::from(*n),
                _ => return Err(Bad),
            };
            args = args.checked_sub(n).ok_or(Bad)?;
            inside[i] = true;
            i += 1;
        }
    }
    Ok(())
}

/// The template at `t`: its nodes in range (`code`), its permanent
/// variables inside `frame`. Children follow their parent, so the walk
/// ends.
fn template(b: &Bounds, t: TemplateId, frame: u32) -> R<()> {
    let tmpl = &b.m.code.tmpl;
    let mut todo = vec![t];
    while let Some(t) = todo.pop() {
        match *tmpl.get(t.0 as usize).ok_or(Bad)? {
            TNode::Var(r, _) => b.reg(r, frame)?,
            TNode::Str(_, n, c) => todo.extend((0..n).map(|i| c.at(i))),
            TNode::Lst(c) => todo.extend([c, c.at(1)]),
            TNode::Void | TNode::Const(_) | TNode::Text(_) | TNode::Big(_) => {}
        }
    }
    Ok(())
}

/// The expression run at `e`: it ends, never takes more values than it
/// has, leaves at least `values`, and its registers and terms are in
/// range.
fn expression(b: &Bounds, e: ExprId, frame: u32, values: usize) -> R<()> {
    let nodes = b.m.code.anodes.get(e.0 as usize..).ok_or(Bad)?;
    let mut depth = 0usize;
    for n in nodes {
        let (pops, pushes) = match *n {
            ANode::Reg(r) => {
                b.reg(r, frame)?;
                (0, 1)
            }
            ANode::Int(_) | ANode::Flt(_) | ANode::Num(_) => (0, 1),
            ANode::Term(t) => {
                template(b, t, frame)?;
                (0, 1)
            }
            ANode::Op1(_) | ANode::Op2Int(..) => (1, 1),
            ANode::Op2Reg(_, r) => {
                b.reg(r, frame)?;
                (1, 1)
            }
            ANode::Op2(_) => (2, 1),
            ANode::End => return ok(depth >= values),
        };
        depth = depth.checked_sub(pops).ok_or(Bad)? + pushes;
    }
    Err(Bad)
}

/// A clause's term as kept: headers (`Fun`, `TextHdr`, `BigHdr`) with
/// their payloads, and value cells, every address inside the cells and
/// pointing at a cell of the kind it names (a compound's arguments and
/// a list cell's head and tail are values), unbound variables
/// self-references, text UTF-8.
fn snapshot(b: &Bounds, s: &Snapshot, kinds: &mut Vec<Kind>) -> R<()> {
    let cells = &s.cells;
    let len = cells.len();
    ok(len <= u32::MAX as usize)?;
    kinds.clear();
    kinds.resize(len, Kind::Value);
    // The last position that must be a value: a compound's arguments.
    let mut args_end: Option<usize> = None;
    let mut i = 0;
    while i < len {
        let in_args = args_end.is_some_and(|end| i <= end);
        let payload = match cells[i] {
            Cell::Fun(f, n) => {
                b.atom(f)?;
                b.arity(n)?;
                ok(n > 0 && i + (n as usize) < len)?;
                args_end = Some(i + n as usize);
                0
            }
            Cell::TextHdr(n) => {
                let words = (n as usize).div_ceil(8);
                let cells = cells.get(i + 1..i + 1 + words).ok_or(Bad)?;
                let mut bytes = Vec::with_capacity(words * 8);
                for c in cells {
                    let Cell::Bytes(w) = c else { return Err(Bad) };
                    bytes.extend_from_slice(w);
                }
                std::str::from_utf8(&bytes[..n as usize]).map_err(|_| Bad)?;
                words
            }
            Cell::BigHdr(_, n) => {
                let cells = cells.get(i + 1..i + 1 + n as usize).ok_or(Bad)?;
                ok(n > 0 && cells.iter().all(|c| matches!(c, Cell::Limb(_))))?;
                n as usize
            }
            _ => {
                i += 1;
                continue;
            }
        };
        // A header is never where a value must be.
        ok(!in_args)?;
        kinds[i] = Kind::Header;
        kinds[i + 1..i + 1 + payload].fill(Kind::Payload);
        i += 1 + payload;
    }
    let value = |c: Cell| -> R<()> {
        let kind = |a: u32| kinds.get(a as usize).copied().ok_or(Bad);
        match c {
            Cell::Var(a) => {
                ok(kind(a)? == Kind::Value && matches!(cells[a as usize], Cell::Var(x) if x == a))
            }
            Cell::Atom(a) => b.atom(a),
            Cell::Int(_) | Cell::Flt(_) => Ok(()),
            Cell::Str(a) => {
                ok(kind(a)? == Kind::Header && matches!(cells[a as usize], Cell::Fun(..)))
            }
            Cell::Lst(a) => ok(kind(a)? == Kind::Value && kind(a + 1)? == Kind::Value),
            Cell::Text(a) => {
                ok(kind(a)? == Kind::Header && matches!(cells[a as usize], Cell::TextHdr(_)))
            }
            Cell::Big(a) => {
                ok(kind(a)? == Kind::Header && matches!(cells[a as usize], Cell::BigHdr(..)))
            }
            _ => Err(Bad),
        }
    };
    value(s.root)?;
    for (c, k) in cells.iter().zip(kinds.iter()) {
        if *k == Kind::Value {
            value(*c)?;
        }
    }
    Ok(())
}
