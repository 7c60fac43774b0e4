//! Giving up long big-integer computations. A power or product of
//! billions of bits runs for seconds to minutes inside one builtin call,
//! where the machine's polling never looks: the machine arms a watch on
//! this thread for the run (its deadline, its interrupt flag), the
//! transform asks `stopped` between blocks, and the arithmetic builtin
//! that started the computation asks `take_stopped` afterwards and
//! abandons its garbage result.
//!
//! **Invariant:** once `stopped` has answered yes, it keeps answering yes
//! until `take_stopped` clears it, so every level of a computation gives
//! up, not just the one that looked.

use std::cell::{Cell, RefCell};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

struct Watch {
    deadline: Option<Instant>,
    flag: Arc<AtomicBool>,
}

thread_local! {
    static WATCH: RefCell<Option<Watch>> = const { RefCell::new(None) };
    static STOPPED: Cell<bool> = const { Cell::new(false) };
}

/// Long computations on this thread give up once `deadline` passes or
/// `flag` is set, until `disarm`.
pub fn arm(deadline: Option<Instant>, flag: Arc<AtomicBool>) {
    WATCH.with(|w| *w.borrow_mut() = Some(Watch { deadline, flag }));
    STOPPED.set(false);
}

/// Nothing stops computations on this thread any more.
pub fn disarm() {
    WATCH.with(|w| *w.borrow_mut() = None);
    STOPPED.set(false);
}

/// Whether a computation was given up since the last call; clears it.
pub fn take_stopped() -> bool {
    STOPPED.replace(false)
}

/// Whether the computation in progress should give up now.
pub(super) fn stopped() -> bool {
    if STOPPED.get() {
        return true;
    }
    let stop = WATCH.with(|w| {
        w.borrow().as_ref().is_some_and(|w| {
            w.flag.load(Ordering::Relaxed) || w.deadline.is_some_and(|d| Instant::now() >= d)
        })
    });
    STOPPED.set(stop);
    stop
}
