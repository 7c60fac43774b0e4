//! The byte format of a saved state: an encoder and a checked decoder
//! for numbers, text, cells and the code arena's nodes.
//!
//! A saved state is only ever read by the executable that wrote it
//! (`mod.rs` checks), so the format need not be stable across versions;
//! it must only never let a damaged file become a wrong machine: every
//! read is bounds-checked and every tag validated, and anything
//! unexpected is [`Bad`], after which the caller boots from source.

use crate::builtins::arith::Func;
use crate::builtins::terms::{self, TermOp};
use crate::compile::{
    AFun, ANode, CmpOp, CodeAddr, ExprId, Instr, Operand, PredId, Reg, StrId, TNode, TemplateId,
};
use crate::term::{Atom, Cell};

/// A saved state that does not decode.
#[derive(Debug)]
pub(crate) struct Bad;

pub(crate) type R<T> = Result<T, Bad>;

/// Writes values in order.
#[derive(Default)]
pub(crate) struct Enc {
    pub buf: Vec<u8>,
    /// Where each part of a state after the first starts (for tests that
    /// change every part).
    pub marks: Vec<usize>,
}

impl Enc {
    pub fn mark(&mut self) {
        self.marks.push(self.buf.len());
    }

    pub fn u8(&mut self, v: u8) -> &mut Self {
        self.buf.push(v);
        self
    }

    pub fn bool(&mut self, v: bool) -> &mut Self {
        self.u8(v as u8)
    }

    /// LEB128: seven bits a byte, low first.
    pub fn u64(&mut self, mut v: u64) -> &mut Self {
        while v >= 0x80 {
            self.buf.push(v as u8 | 0x80);
            v >>= 7;
        }
        self.u8(v as u8)
    }

    pub fn u32(&mut self, v: u32) -> &mut Self {
        self.u64(v as u64)
    }

    pub fn usize(&mut self, v: usize) -> &mut Self {
        self.u64(v as u64)
    }

    /// Zigzag, so small negative numbers stay short.
    pub fn i64(&mut self, v: i64) -> &mut Self {
        self.u64(((v << 1) ^ (v >> 63)) as u64)
    }

    fn bytes(&mut self, b: &[u8]) -> &mut Self {
        self.buf.extend_from_slice(b);
        self
    }

    pub fn f64(&mut self, v: f64) -> &mut Self {
        self.bytes(&v.to_bits().to_le_bytes())
    }

    pub fn str(&mut self, s: &str) -> &mut Self {
        self.usize(s.len()).bytes(s.as_bytes())
    }

    pub fn atom(&mut self, a: Atom) -> &mut Self {
        self.u32(a.0)
    }

    pub fn cell(&mut self, c: Cell) -> &mut Self {
        match c {
            Cell::Var(a) => self.u8(0).u32(a),
            Cell::Atom(a) => self.u8(1).atom(a),
            Cell::Int(i) => self.u8(2).i64(i),
            Cell::Flt(f) => self.u8(3).f64(f),
            Cell::Str(a) => self.u8(4).u32(a),
            Cell::Lst(a) => self.u8(5).u32(a),
            Cell::Fun(f, n) => self.u8(6).atom(f).u32(n),
            Cell::Text(a) => self.u8(7).u32(a),
            Cell::TextHdr(n) => self.u8(8).u32(n),
            Cell::Bytes(b) => self.u8(9).bytes(&b),
            Cell::Big(a) => self.u8(10).u32(a),
            Cell::BigHdr(neg, n) => self.u8(11).bool(neg).u32(n),
            Cell::Limb(l) => self.u8(12).u64(l),
            Cell::Attv(a) => self.u8(13).u32(a),
        }
    }

    fn reg(&mut self, r: Reg) -> &mut Self {
        match r {
            Reg::X(n) => self.u32(n << 1),
            Reg::Y(n) => self.u32(n << 1 | 1),
        }
    }

    fn afun(&mut self, f: AFun) -> &mut Self {
        match f {
            AFun::Known(f) => self.u8(0).u8(f as u8),
            AFun::Unknown(a) => self.u8(1).atom(a),
        }
    }

    fn operand(&mut self, o: Operand) -> &mut Self {
        match o {
            Operand::Reg(r) => self.u8(0).reg(r),
            Operand::Atom(a) => self.u8(1).atom(a),
            Operand::Int(i) => self.u8(2).i64(i as i64),
        }
    }

    pub fn tnode(&mut self, n: TNode) -> &mut Self {
        match n {
            TNode::Var(r, first) => self.u8(0).reg(r).bool(first),
            TNode::Void => self.u8(1),
            TNode::Const(c) => self.u8(2).cell(c),
            TNode::Text(s) => self.u8(3).u32(s.0),
            TNode::Big(s) => self.u8(4).u32(s.0),
            TNode::Str(f, n, t) => self.u8(5).atom(f).u32(n).u32(t.0),
            TNode::Lst(t) => self.u8(6).u32(t.0),
        }
    }

    pub fn anode(&mut self, n: ANode) -> &mut Self {
        match n {
            ANode::Reg(r) => self.u8(0).reg(r),
            ANode::Int(i) => self.u8(1).i64(i),
            ANode::Flt(f) => self.u8(2).f64(f),
            ANode::Num(c) => self.u8(3).cell(c),
            ANode::Op1(f) => self.u8(4).afun(f),
            ANode::Op2(f) => self.u8(5).afun(f),
            ANode::Op2Reg(f, r) => self.u8(6).afun(f).reg(r),
            ANode::Op2Int(f, i) => self.u8(7).afun(f).i64(i),
            ANode::Term(t) => self.u8(8).u32(t.0),
            ANode::End => self.u8(9),
        }
    }

    /// The tags are the order of `Dec::instr`'s match.
    pub fn instr(&mut self, i: Instr) -> &mut Self {
        use Instr::*;
        match i {
            GetVar(r, a) => self.u8(0).reg(r).u32(a),
            GetVal(r, a) => self.u8(1).reg(r).u32(a),
            GetConst(c, a) => self.u8(2).cell(c).u32(a),
            GetTerm(t, a) => self.u8(3).u32(t.0).u32(a),
            GetList(a) => self.u8(4).u32(a),
            GetList2(h, t, a, n) => self.u8(5).reg(h).reg(t).u32(a).u8(n),
            GetStruct(f, n, a) => self.u8(6).atom(f).u32(n).u32(a),
            PutList(a) => self.u8(7).u32(a),
            PutStruct(f, n, a) => self.u8(8).atom(f).u32(n).u32(a),
            UnifyVar(r) => self.u8(9).reg(r),
            UnifyVal(r) => self.u8(10).reg(r),
            UnifyConst(c) => self.u8(11).cell(c),
            UnifyVoid(n) => self.u8(12).u32(n),
            PutVar(r, a) => self.u8(13).reg(r).u32(a),
            PutVal(r, a) => self.u8(14).reg(r).u32(a),
            PutConst(c, a) => self.u8(15).cell(c).u32(a),
            PutTerm(t, a) => self.u8(16).u32(t.0).u32(a),
            Allocate(n) => self.u8(17).u32(n),
            Deallocate => self.u8(18),
            Call(p) => self.u8(19).u32(p.0),
            Execute(p) => self.u8(20).u32(p.0),
            Proceed => self.u8(21),
            Builtin(p) => self.u8(22).u32(p.0),
            IsFirst(r, e) => self.u8(23).reg(r).u32(e.0),
            IsAdd(r, s, k, e) => self.u8(24).reg(r).reg(s).i64(k as i64).u32(e.0),
            IsVal(r, e) => self.u8(25).reg(r).u32(e.0),
            Compare(op, e, to) => self.u8(26).u8(op as u8).u32(e.0).u32(to.0),
            TypeTest(t, r, to) => self.u8(27).u8(t as u8).reg(r).u32(to.0),
            TermCmp(op, a, b, to) => self.u8(28).u8(op as u8).operand(a).operand(b).u32(to.0),
            GetB0(r) => self.u8(29).reg(r),
            GetB(r) => self.u8(30).reg(r),
            CutTo(r) => self.u8(31).reg(r),
            SoftCut(r) => self.u8(32).reg(r),
            SsuCheck => self.u8(33),
            Fail => self.u8(34),
            Succeed => self.u8(35),
            CatchExit => self.u8(36),
            CleanupResume => self.u8(37),
            Retry => self.u8(38),
            TryElse(to, n) => self.u8(39).u32(to.0).u32(n),
            Jump(to) => self.u8(40).u32(to.0),
        }
    }
}

/// Reads what [`Enc`] wrote, checking as it goes.
pub(crate) struct Dec<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Dec<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        Dec { bytes, at: 0 }
    }

    pub fn done(&self) -> bool {
        self.at == self.bytes.len()
    }

    pub fn remaining(&self) -> usize {
        self.bytes.len() - self.at
    }

    pub fn u8(&mut self) -> R<u8> {
        let b = *self.bytes.get(self.at).ok_or(Bad)?;
        self.at += 1;
        Ok(b)
    }

    pub fn bool(&mut self) -> R<bool> {
        match self.u8()? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(Bad),
        }
    }

    pub fn u64(&mut self) -> R<u64> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.u8()?;
            v |= ((b & 0x7f) as u64) << shift;
            if b < 0x80 {
                return Ok(v);
            }
        }
        Err(Bad)
    }

    pub fn u32(&mut self) -> R<u32> {
        u32::try_from(self.u64()?).map_err(|_| Bad)
    }

    pub fn usize(&mut self) -> R<usize> {
        usize::try_from(self.u64()?).map_err(|_| Bad)
    }

    /// A length of things at least one byte each: never more than the
    /// bytes left, so a damaged length cannot ask for a huge allocation.
    pub fn len(&mut self) -> R<usize> {
        let n = self.usize()?;
        if n > self.bytes.len() - self.at {
            return Err(Bad);
        }
        Ok(n)
    }

    /// A length and that many values, each read by `f`.
    pub fn seq<T>(&mut self, mut f: impl FnMut(&mut Self) -> R<T>) -> R<Vec<T>> {
        let n = self.len()?;
        let mut v = Vec::with_capacity(n);
        for _ in 0..n {
            v.push(f(self)?);
        }
        Ok(v)
    }

    pub fn i64(&mut self) -> R<i64> {
        let v = self.u64()?;
        Ok((v >> 1) as i64 ^ -((v & 1) as i64))
    }

    fn array<const N: usize>(&mut self) -> R<[u8; N]> {
        let b = self.bytes.get(self.at..self.at + N).ok_or(Bad)?;
        self.at += N;
        Ok(b.try_into().unwrap())
    }

    pub fn f64(&mut self) -> R<f64> {
        Ok(f64::from_bits(u64::from_le_bytes(self.array()?)))
    }

    pub fn str(&mut self) -> R<&'a str> {
        let n = self.len()?;
        let b = &self.bytes[self.at..self.at + n];
        self.at += n;
        std::str::from_utf8(b).map_err(|_| Bad)
    }

    pub fn atom(&mut self) -> R<Atom> {
        Ok(Atom(self.u32()?))
    }

    pub fn cell(&mut self) -> R<Cell> {
        Ok(match self.u8()? {
            0 => Cell::Var(self.u32()?),
            1 => Cell::Atom(self.atom()?),
            2 => Cell::Int(self.i64()?),
            3 => Cell::Flt(self.f64()?),
            4 => Cell::Str(self.u32()?),
            5 => Cell::Lst(self.u32()?),
            6 => Cell::Fun(self.atom()?, self.u32()?),
            7 => Cell::Text(self.u32()?),
            8 => Cell::TextHdr(self.u32()?),
            9 => Cell::Bytes(self.array()?),
            10 => Cell::Big(self.u32()?),
            11 => Cell::BigHdr(self.bool()?, self.u32()?),
            12 => Cell::Limb(self.u64()?),
            13 => Cell::Attv(self.u32()?),
            _ => return Err(Bad),
        })
    }

    fn reg(&mut self) -> R<Reg> {
        let v = self.u32()?;
        Ok(if v & 1 == 0 {
            Reg::X(v >> 1)
        } else {
            Reg::Y(v >> 1)
        })
    }

    fn afun(&mut self) -> R<AFun> {
        Ok(match self.u8()? {
            0 => AFun::Known(*Func::ALL.get(self.u8()? as usize).ok_or(Bad)?),
            1 => AFun::Unknown(self.atom()?),
            _ => return Err(Bad),
        })
    }

    fn operand(&mut self) -> R<Operand> {
        Ok(match self.u8()? {
            0 => Operand::Reg(self.reg()?),
            1 => Operand::Atom(self.atom()?),
            2 => Operand::Int(i32::try_from(self.i64()?).map_err(|_| Bad)?),
            _ => return Err(Bad),
        })
    }

    pub fn tnode(&mut self) -> R<TNode> {
        Ok(match self.u8()? {
            0 => TNode::Var(self.reg()?, self.bool()?),
            1 => TNode::Void,
            2 => TNode::Const(self.cell()?),
            3 => TNode::Text(StrId(self.u32()?)),
            4 => TNode::Big(StrId(self.u32()?)),
            5 => TNode::Str(self.atom()?, self.u32()?, TemplateId(self.u32()?)),
            6 => TNode::Lst(TemplateId(self.u32()?)),
            _ => return Err(Bad),
        })
    }

    pub fn anode(&mut self) -> R<ANode> {
        Ok(match self.u8()? {
            0 => ANode::Reg(self.reg()?),
            1 => ANode::Int(self.i64()?),
            2 => ANode::Flt(self.f64()?),
            3 => ANode::Num(self.cell()?),
            4 => ANode::Op1(self.afun()?),
            5 => ANode::Op2(self.afun()?),
            6 => ANode::Op2Reg(self.afun()?, self.reg()?),
            7 => ANode::Op2Int(self.afun()?, self.i64()?),
            8 => ANode::Term(TemplateId(self.u32()?)),
            9 => ANode::End,
            _ => return Err(Bad),
        })
    }

    fn addr(&mut self) -> R<CodeAddr> {
        Ok(CodeAddr(self.u32()?))
    }

    pub fn instr(&mut self) -> R<Instr> {
        use Instr::*;
        Ok(match self.u8()? {
            0 => GetVar(self.reg()?, self.u32()?),
            1 => GetVal(self.reg()?, self.u32()?),
            2 => GetConst(self.cell()?, self.u32()?),
            3 => GetTerm(TemplateId(self.u32()?), self.u32()?),
            4 => GetList(self.u32()?),
            5 => GetList2(self.reg()?, self.reg()?, self.u32()?, self.u8()?),
            6 => GetStruct(self.atom()?, self.u32()?, self.u32()?),
            7 => PutList(self.u32()?),
            8 => PutStruct(self.atom()?, self.u32()?, self.u32()?),
            9 => UnifyVar(self.reg()?),
            10 => UnifyVal(self.reg()?),
            11 => UnifyConst(self.cell()?),
            12 => UnifyVoid(self.u32()?),
            13 => PutVar(self.reg()?, self.u32()?),
            14 => PutVal(self.reg()?, self.u32()?),
            15 => PutConst(self.cell()?, self.u32()?),
            16 => PutTerm(TemplateId(self.u32()?), self.u32()?),
            17 => Allocate(self.u32()?),
            18 => Deallocate,
            19 => Call(PredId(self.u32()?)),
            20 => Execute(PredId(self.u32()?)),
            21 => Proceed,
            22 => Builtin(PredId(self.u32()?)),
            23 => IsFirst(self.reg()?, ExprId(self.u32()?)),
            24 => IsAdd(
                self.reg()?,
                self.reg()?,
                i16::try_from(self.i64()?).map_err(|_| Bad)?,
                ExprId(self.u32()?),
            ),
            25 => IsVal(self.reg()?, ExprId(self.u32()?)),
            26 => Compare(
                *CmpOp::ALL.get(self.u8()? as usize).ok_or(Bad)?,
                ExprId(self.u32()?),
                self.addr()?,
            ),
            27 => TypeTest(
                *terms::TypeTest::ALL.get(self.u8()? as usize).ok_or(Bad)?,
                self.reg()?,
                self.addr()?,
            ),
            28 => TermCmp(
                *TermOp::ALL.get(self.u8()? as usize).ok_or(Bad)?,
                self.operand()?,
                self.operand()?,
                self.addr()?,
            ),
            29 => GetB0(self.reg()?),
            30 => GetB(self.reg()?),
            31 => CutTo(self.reg()?),
            32 => SoftCut(self.reg()?),
            33 => SsuCheck,
            34 => Fail,
            35 => Succeed,
            36 => CatchExit,
            37 => CleanupResume,
            38 => Retry,
            39 => TryElse(self.addr()?, self.u32()?),
            40 => Jump(self.addr()?),
            _ => return Err(Bad),
        })
    }
}
