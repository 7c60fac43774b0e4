//! Heap garbage collection: mark from the machine's roots, then slide
//! live cells down (order-preserving, so choicepoint heap marks stay
//! meaningful) and relocate every pointer.
//!
//! The cost follows the live data, plus a sixty-fourth of the heap:
//! marks are a bitmap (one bit per cell); the new address of a cell is
//! the number of marked cells below it, a count per 64-cell word (`Fwd`)
//! plus the marked bits below it in its word; the slide walks the set
//! bits a word at a time, so garbage costs nothing per cell. The trail
//! is pruned and compacted in place.
//!
//! Roots: the argument registers of the call being made, the slots of
//! every environment reachable from the current frame or a choicepoint,
//! the choicepoints' saved arguments, the explicit root stack, and the
//! trail (entries for dead cells are dropped).
//!
//! Environment slots may hold stale cells from before a backtrack (WAM
//! frames are not restored); such cells may point above the heap top or
//! to reused memory. Roots are therefore validated: a compound or string
//! pointer (or big integer) whose target is not a header becomes `[]`. Heap cells
//! themselves are always valid.
//!
//! **Invariant:** collection happens only at predicate calls, where the
//! only live registers are the arguments, and at `Proceed`, where none
//! is (a chain of returns builds results without calling anything: the
//! products of a naive factorial).

use super::Machine;
use crate::term::{atom, Cell, TrailEntry};

const NIL: Cell = Cell::Atom(atom::NIL);

struct Marker {
    /// One bit per heap cell (see [`Fwd`] for the extra word).
    bits: Vec<u64>,
    stack: Vec<Cell>,
    /// Cells marked so far, so the trail's fix-point loop can tell
    /// whether a pass marked anything new without counting.
    count: usize,
}

#[inline]
fn is_marked(bits: &[u64], a: usize) -> bool {
    bits[a >> 6] >> (a & 63) & 1 != 0
}

impl Marker {
    /// Is `c` a pointer whose target looks right on this heap?
    fn valid(heap: &[Cell], c: Cell) -> bool {
        let len = heap.len();
        match c {
            Cell::Var(a) => (a as usize) < len,
            Cell::Lst(a) => (a as usize) + 1 < len,
            Cell::Str(a) | Cell::Attv(a) => match heap.get(a as usize) {
                Some(Cell::Fun(_, n)) => a as usize + (*n as usize) < len,
                _ => false,
            },
            Cell::Text(a) => match heap.get(a as usize) {
                Some(Cell::TextHdr(n)) => a as usize + (*n as usize).div_ceil(8) < len,
                _ => false,
            },
            Cell::Big(a) => match heap.get(a as usize) {
                Some(Cell::BigHdr(_, n)) => a as usize + (*n as usize) < len,
                _ => false,
            },
            _ => true,
        }
    }

    fn mark_root(&mut self, heap: &[Cell], c: Cell) {
        if Self::valid(heap, c) {
            self.stack.push(c);
            self.drain(heap);
        }
    }

    /// Marks cell `a` and, if it points somewhere, queues it.
    #[inline(always)]
    fn set(&mut self, a: usize, heap: &[Cell]) {
        let (w, bit) = (a >> 6, 1u64 << (a & 63));
        if self.bits[w] & bit == 0 {
            self.bits[w] |= bit;
            self.count += 1;
            let c = heap[a];
            // An unbound variable points to itself, just marked.
            let follow = match c {
                Cell::Var(b) => b as usize != a,
                Cell::Lst(_) | Cell::Str(_) | Cell::Text(_) | Cell::Big(_) | Cell::Attv(_) => true,
                _ => false,
            };
            if follow {
                self.stack.push(c);
            }
        }
    }

    /// Marks a header cell, which holds no pointer.
    #[inline(always)]
    fn set_leaf(&mut self, a: usize) {
        let (w, bit) = (a >> 6, 1u64 << (a & 63));
        self.count += (self.bits[w] & bit == 0) as usize;
        self.bits[w] |= bit;
    }

    /// Marks cells that hold no pointers to follow, a word at a time.
    fn set_range(&mut self, r: std::ops::RangeInclusive<usize>) {
        let (mut i, hi) = r.into_inner();
        while i <= hi {
            let w = i >> 6;
            let n = (hi - i + 1).min(64 - (i & 63));
            let mask = (u64::MAX >> (64 - n)) << (i & 63);
            self.count += (mask & !self.bits[w]).count_ones() as usize;
            self.bits[w] |= mask;
            i += n;
        }
    }

    fn drain(&mut self, heap: &[Cell]) {
        while let Some(c) = self.stack.pop() {
            match c {
                Cell::Var(a) => self.set(a as usize, heap),
                Cell::Lst(a) => {
                    self.set(a as usize, heap);
                    self.set(a as usize + 1, heap);
                }
                // An attributed variable's cell holds its attribute list.
                Cell::Str(a) | Cell::Attv(a) => {
                    let Cell::Fun(_, n) = heap[a as usize] else {
                        continue;
                    };
                    self.set_leaf(a as usize);
                    for i in 1..=n as usize {
                        self.set(a as usize + i, heap);
                    }
                }
                Cell::Text(a) => {
                    let Cell::TextHdr(n) = heap[a as usize] else {
                        continue;
                    };
                    self.set_range(a as usize..=a as usize + (n as usize).div_ceil(8));
                }
                Cell::Big(a) => {
                    let Cell::BigHdr(_, n) = heap[a as usize] else {
                        continue;
                    };
                    self.set_range(a as usize..=a as usize + n as usize);
                }
                _ => {}
            }
        }
    }
}

/// Where cells go: the new address of cell `a` is the number of marked
/// cells below it, `base[a / 64]` (the marked cells in the words
/// before) plus the marked bits below `a` in its own word. That holds for
/// unmarked addresses too, and the bitmap has a word more than the heap
/// needs, so the heap length forwards to the live size (a choicepoint's
/// mark or the frozen top at the heap top).
struct Fwd<'a> {
    bits: &'a [u64],
    base: &'a [u32],
}

impl Fwd<'_> {
    #[inline(always)]
    fn addr(&self, a: u32) -> u32 {
        let a = a as usize;
        let (w, i) = (a >> 6, a & 63);
        let word = self.bits[w];
        // A word of live data needs no popcount (a dozen instructions
        // without the popcnt target feature).
        let below = if word == u64::MAX {
            i as u32
        } else {
            (word & ((1u64 << i) - 1)).count_ones()
        };
        self.base[w] + below
    }

    #[inline(always)]
    fn cell(&self, c: Cell) -> Cell {
        match c {
            Cell::Var(a) => Cell::Var(self.addr(a)),
            Cell::Lst(a) => Cell::Lst(self.addr(a)),
            Cell::Str(a) => Cell::Str(self.addr(a)),
            Cell::Text(a) => Cell::Text(self.addr(a)),
            Cell::Big(a) => Cell::Big(self.addr(a)),
            Cell::Attv(a) => Cell::Attv(self.addr(a)),
            other => other,
        }
    }

    /// Relocates a root: dangling pointers become `[]`.
    fn root(&self, heap: &[Cell], c: Cell) -> Cell {
        if !Marker::valid(heap, c) {
            return NIL;
        }
        match c {
            Cell::Var(a) | Cell::Lst(a) | Cell::Str(a) | Cell::Text(a) | Cell::Big(a)
                if !is_marked(self.bits, a as usize) =>
            {
                NIL
            }
            other => self.cell(other),
        }
    }
}

impl Machine {
    /// Frames reachable from the current environment and choicepoints.
    pub(super) fn live_frames(&self) -> Vec<u32> {
        let mut seen = vec![false; self.stack.len()];
        let mut out = Vec::new();
        let starts = std::iter::once(self.e).chain(self.cps.iter().map(|c| c.e));
        for mut e in starts {
            while e != 0 && !seen[e as usize] {
                seen[e as usize] = true;
                out.push(e);
                let Cell::Int(ce) = self.stack[e as usize] else {
                    break;
                };
                e = ce as u32;
            }
        }
        out
    }

    fn frame_slots(&self, e: u32) -> std::ops::Range<usize> {
        let Cell::Int(n) = self.stack[e as usize + 2] else {
            return 0..0;
        };
        let start = e as usize + 3;
        start..(start + n as usize).min(self.stack.len())
    }

    /// Which trail entries backtracking could still need. An entry is
    /// undone by backtracking to the newest choicepoint whose mark lies at
    /// or below it, which truncates the heap to that choicepoint's mark
    /// (or the frozen top): an entry for a cell above that is dropped.
    /// Of the entries one choicepoint undoes, only the oldest for each
    /// cell, and the oldest `Wake`, decide what is restored (undoing runs
    /// newest first): the others are dropped too. So a deterministic loop
    /// that binds attributed variables or narrows the same domain again
    /// and again keeps a bounded trail. Entries below every choicepoint
    /// are never undone (a run's end undoes nothing; the loader undoes a
    /// clause's entries only when no collection came in between): they go.
    ///
    /// One flag (1: keep) per entry and one more, in the table the
    /// collector then turns into where each entry lands.
    fn useful_trail(&self) -> Vec<u32> {
        let trail = &self.cx.st.trail;
        let mut keep = vec![0u32; trail.len() + 1];
        let frozen = self.cx.st.frozen;
        // The cells one segment has kept an `Old` entry for: as many as
        // the trail has entries, not the heap cells (collections are
        // frequent; a table per cell would cost a heap-sized memset).
        let mut seen = crate::term::FxHashSet::default();
        // A segment per choicepoint, oldest first: its entries run from
        // its trail mark to the next one's.
        for (k, cp) in self.cps.iter().enumerate() {
            let (start, top) = (cp.tr as usize, cp.h.max(frozen));
            let end = self
                .cps
                .get(k + 1)
                .map_or(trail.len(), |next| next.tr as usize)
                .min(trail.len());
            seen.clear();
            let mut wake_kept = false;
            for i in start.min(end)..end {
                let k = match trail[i] {
                    TrailEntry::Bind(a) => a < top,
                    TrailEntry::Old(a, _) => a < top && seen.insert(a),
                    TrailEntry::Wake(_) => !std::mem::replace(&mut wake_kept, true),
                };
                keep[i] = k as u32;
            }
        }
        keep
    }

    /// Collects garbage; `live_args` argument registers are roots.
    pub(crate) fn gc(&mut self, live_args: usize) {
        let heap = &self.cx.st.heap;
        let len = heap.len();
        // The bitmap is reused: clearing it costs a memset of a 64th of
        // the heap's length, a fresh one page faults. One word more than
        // the heap needs: see `Fwd`.
        let words = len / 64 + 1;
        let mut bits = std::mem::take(&mut self.gc_marks);
        bits.truncate(words);
        bits.fill(0);
        bits.resize(words, 0);
        let mut mk = Marker {
            bits,
            stack: Vec::new(),
            count: 0,
        };
        for &c in &self.x[..live_args] {
            mk.mark_root(heap, c);
        }
        let frames = self.live_frames();
        for &e in &frames {
            for i in self.frame_slots(e) {
                mk.mark_root(heap, self.stack[i]);
            }
        }
        for &c in self.cp_args.iter().chain(self.roots.iter()) {
            mk.mark_root(heap, c);
        }
        // Wakeups not yet run (a collection from a builtin).
        mk.mark_root(heap, self.cx.st.wake);
        let mut index = self.useful_trail();
        // Values overwritten by setarg/3 come back on backtracking.
        loop {
            let before = mk.count;
            for (t, _) in self.cx.st.trail.iter().zip(&index).filter(|(_, &k)| k != 0) {
                match *t {
                    TrailEntry::Old(a, c) if is_marked(&mk.bits, a as usize) => {
                        mk.mark_root(heap, c)
                    }
                    TrailEntry::Wake(c) => mk.mark_root(heap, c),
                    _ => {}
                }
            }
            if mk.count == before {
                break;
            }
        }
        let bits = mk.bits;
        let live = mk.count as u32;
        let mut base = std::mem::take(&mut self.gc_fwd);
        base.truncate(words);
        base.resize(words, 0);
        let mut n = 0;
        for (b, &w) in base.iter_mut().zip(&bits) {
            *b = n;
            // Most words of a heap of garbage are zero: skip the popcount
            // (a dozen instructions without the popcnt target feature).
            if w != 0 {
                n += w.count_ones();
            }
        }
        debug_assert_eq!(base[words - 1] + bits[words - 1].count_ones(), live);
        let fwd = Fwd {
            bits: &bits,
            base: &base,
        };
        // Roots first, while the old heap is intact for validation.
        for i in 0..live_args {
            self.x[i] = fwd.root(heap, self.x[i]);
        }
        for &e in &frames {
            for i in self.frame_slots(e) {
                self.stack[i] = fwd.root(heap, self.stack[i]);
            }
        }
        for c in self.cp_args.iter_mut().chain(self.roots.iter_mut()) {
            *c = fwd.root(heap, *c);
        }
        let wake = fwd.root(heap, self.cx.st.wake);
        self.cx.st.wake = wake;
        // Trail, compacted in place: keep entries for live cells; remember
        // where each choicepoint's mark lands.
        let trail = &mut self.cx.st.trail;
        let mut to = 0;
        for i in 0..trail.len() {
            let kept = index[i] != 0;
            index[i] = to as u32;
            if !kept {
                continue;
            }
            trail[to] = match trail[i] {
                TrailEntry::Bind(a) if is_marked(&bits, a as usize) => {
                    TrailEntry::Bind(fwd.addr(a))
                }
                TrailEntry::Old(a, c) if is_marked(&bits, a as usize) => {
                    TrailEntry::Old(fwd.addr(a), fwd.cell(c))
                }
                TrailEntry::Wake(c) => TrailEntry::Wake(fwd.cell(c)),
                _ => continue,
            };
            to += 1;
        }
        index[trail.len()] = to as u32;
        trail.truncate(to);
        // What a fresh trail would have had room for, about: collections
        // from `poll` let the trail double again first (`trail_limit`).
        let room = to.max(TRAIL_MIN);
        if trail.capacity() > 4 * room {
            trail.shrink_to(2 * room);
        }
        self.cx.st.frozen = fwd.addr(self.cx.st.frozen.min(len as u32));
        for cp in &mut self.cps {
            cp.h = fwd.addr(cp.h);
            cp.tr = index[cp.tr as usize];
        }
        // Slide: walk the set bits a word at a time, so a run of garbage
        // costs nothing per cell.
        let heap = &mut self.cx.st.heap;
        let mut to = 0;
        for (w, &word) in bits.iter().enumerate() {
            let mut m = word;
            while m != 0 {
                let from = w * 64 + m.trailing_zeros() as usize;
                m &= m - 1;
                heap[to] = fwd.cell(heap[from]);
                to += 1;
            }
        }
        debug_assert_eq!(to, live as usize);
        heap.truncate(live as usize);
        // Give memory back only when the heap is mostly empty space.
        if heap.capacity() > 8 * (live as usize).max(GC_MIN) {
            heap.shrink_to(4 * (live as usize).max(GC_MIN));
        }
        self.gc_marks = bits;
        self.gc_fwd = base;
        self.update_hb();
        self.gc_count += 1;
        let live = live as usize;
        self.trail_limit = (2 * self.cx.st.trail.len()).max(TRAIL_MIN);
        self.gc_limit = match self.gc_stress {
            Some(step) => live + step + live / 4,
            // Three times the live size, but collect again before the
            // garbage alone could push memory over the stack limit:
            // the limit is checked against what is in use, and a
            // collection is the only way to tell garbage from data.
            None => {
                let cap = self.cx.flags.stack_limit / std::mem::size_of::<Cell>();
                (live * 3)
                    .max(GC_MIN)
                    .min(live + cap.saturating_sub(live) / 2)
                    .max(live + GC_MIN / 16)
            }
        };
    }
}

/// Trail entries past which `poll` collects (to prune the trail) even
/// when the heap has not grown; then twice what the collection kept.
pub(crate) const TRAIL_MIN: usize = 1 << 16;

/// Heap size (cells) below which no collection happens.
pub(crate) const GC_MIN: usize = 1 << 19;

/// `ZEBRALOG_GC_STRESS=N` collects after N cells (plus a quarter of the
/// live size) are allocated, so
/// that the test suite can run with the collector firing constantly.
pub(crate) fn gc_stress_from_env() -> Option<usize> {
    std::env::var("ZEBRALOG_GC_STRESS")
        .ok()
        .and_then(|v| v.parse().ok())
}
