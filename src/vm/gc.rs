//! Heap garbage collection: mark from the machine's roots, then slide
//! live cells down (order-preserving, so choicepoint heap marks stay
//! meaningful) and relocate every pointer.
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
    marked: Vec<bool>,
    stack: Vec<Cell>,
    /// Cells marked so far, so the trail's fix-point loop can tell
    /// whether a pass marked anything new without counting.
    count: usize,
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

    fn set(&mut self, a: usize, heap: &[Cell]) {
        if !self.marked[a] {
            self.marked[a] = true;
            self.count += 1;
            self.stack.push(heap[a]);
        }
    }

    /// Marks cells that hold no pointers to follow.
    fn set_range(&mut self, r: std::ops::RangeInclusive<usize>) {
        for m in &mut self.marked[r] {
            self.count += !*m as usize;
            *m = true;
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
                    self.set_range(a as usize..=a as usize);
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

#[inline]
fn forward(fwd: &[u32], c: Cell) -> Cell {
    match c {
        Cell::Var(a) => Cell::Var(fwd[a as usize]),
        Cell::Lst(a) => Cell::Lst(fwd[a as usize]),
        Cell::Str(a) => Cell::Str(fwd[a as usize]),
        Cell::Text(a) => Cell::Text(fwd[a as usize]),
        Cell::Big(a) => Cell::Big(fwd[a as usize]),
        Cell::Attv(a) => Cell::Attv(fwd[a as usize]),
        other => other,
    }
}

/// Relocates a root: dangling pointers become `[]`.
fn forward_root(heap: &[Cell], marked: &[bool], fwd: &[u32], c: Cell) -> Cell {
    if !Marker::valid(heap, c) {
        return NIL;
    }
    match c {
        Cell::Var(a) | Cell::Lst(a) | Cell::Str(a) | Cell::Text(a) | Cell::Big(a)
            if !marked[a as usize] =>
        {
            NIL
        }
        other => forward(fwd, other),
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
    fn useful_trail(&self) -> Vec<bool> {
        let trail = &self.cx.st.trail;
        let mut keep = vec![false; trail.len()];
        // (first trail index, heap threshold) for each segment, oldest
        // first.
        let segments: Vec<(usize, u32)> = self
            .cps
            .iter()
            .map(|cp| (cp.tr as usize, cp.h.max(self.cx.st.frozen)))
            .collect();
        // The cells one segment has kept an `Old` entry for: as many as
        // the trail has entries, not the heap cells (collections are
        // frequent; a table per cell would cost a heap-sized memset).
        let mut seen = crate::term::FxHashSet::default();
        for (k, &(start, top)) in segments.iter().enumerate() {
            let end = segments
                .get(k + 1)
                .map_or(trail.len(), |s| s.0)
                .min(trail.len());
            seen.clear();
            let mut wake_kept = false;
            for i in start.min(end)..end {
                keep[i] = true;
                match trail[i] {
                    TrailEntry::Bind(a) => keep[i] = a < top,
                    TrailEntry::Old(a, _) => {
                        keep[i] = a < top && seen.insert(a);
                    }
                    TrailEntry::Wake(_) => {
                        keep[i] = !wake_kept;
                        wake_kept = true;
                    }
                }
            }
        }
        keep
    }

    /// Collects garbage; `live_args` argument registers are roots.
    pub(crate) fn gc(&mut self, live_args: usize) {
        let heap = &self.cx.st.heap;
        let len = heap.len();
        // The mark table is reused: clearing it costs a memset, a fresh
        // one a page fault per 4 KiB of heap.
        let mut marked = std::mem::take(&mut self.gc_marks);
        marked.clear();
        marked.resize(len, false);
        let mut mk = Marker {
            marked,
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
        let keep = self.useful_trail();
        // Values overwritten by setarg/3 come back on backtracking.
        loop {
            let before = mk.count;
            for (t, _) in self.cx.st.trail.iter().zip(&keep).filter(|(_, &k)| k) {
                match *t {
                    TrailEntry::Old(a, c) if mk.marked[a as usize] => mk.mark_root(heap, c),
                    TrailEntry::Wake(c) => mk.mark_root(heap, c),
                    _ => {}
                }
            }
            if mk.count == before {
                break;
            }
        }
        let marked = mk.marked;
        let mut fwd = std::mem::take(&mut self.gc_fwd);
        fwd.clear();
        fwd.resize(len + 1, 0);
        let mut live = 0u32;
        for i in 0..len {
            fwd[i] = live;
            live += marked[i] as u32;
        }
        fwd[len] = live;
        // Roots first, while the old heap is intact for validation.
        for i in 0..live_args {
            self.x[i] = forward_root(heap, &marked, &fwd, self.x[i]);
        }
        for &e in &frames {
            for i in self.frame_slots(e) {
                self.stack[i] = forward_root(heap, &marked, &fwd, self.stack[i]);
            }
        }
        for c in self.cp_args.iter_mut().chain(self.roots.iter_mut()) {
            *c = forward_root(heap, &marked, &fwd, *c);
        }
        let wake = forward_root(heap, &marked, &fwd, self.cx.st.wake);
        // Trail: keep entries for live cells; remember where each
        // choicepoint's mark lands.
        self.cx.st.wake = wake;
        let old_trail = std::mem::take(&mut self.cx.st.trail);
        let mut new_index = vec![0u32; old_trail.len() + 1];
        for (i, t) in old_trail.iter().enumerate() {
            new_index[i] = self.cx.st.trail.len() as u32;
            if !keep[i] {
                continue;
            }
            match *t {
                TrailEntry::Bind(a) if marked[a as usize] => {
                    self.cx.st.trail.push(TrailEntry::Bind(fwd[a as usize]))
                }
                TrailEntry::Old(a, c) if marked[a as usize] => self
                    .cx
                    .st
                    .trail
                    .push(TrailEntry::Old(fwd[a as usize], forward(&fwd, c))),
                TrailEntry::Wake(c) => self.cx.st.trail.push(TrailEntry::Wake(forward(&fwd, c))),
                _ => {}
            }
        }
        new_index[old_trail.len()] = self.cx.st.trail.len() as u32;
        self.cx.st.frozen = fwd[(self.cx.st.frozen as usize).min(len)];
        for cp in &mut self.cps {
            cp.h = fwd[cp.h as usize];
            cp.tr = new_index[cp.tr as usize];
        }
        // Slide.
        let heap = &mut self.cx.st.heap;
        for i in 0..len {
            if marked[i] {
                heap[fwd[i] as usize] = forward(&fwd, heap[i]);
            }
        }
        heap.truncate(live as usize);
        // Give memory back only when the heap is mostly empty space.
        if heap.capacity() > 8 * (live as usize).max(GC_MIN) {
            heap.shrink_to(4 * (live as usize).max(GC_MIN));
        }
        self.gc_marks = marked;
        self.gc_fwd = fwd;
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
