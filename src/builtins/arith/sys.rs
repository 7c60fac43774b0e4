//! Clocks and the random number generator used by arithmetic and
//! statistics/2.
//!
//! The generator is a per-thread splitmix64 seeded from the clock or by
//! `set_random/1`; it is not cryptographic and not shared between
//! machines on one thread.

use std::cell::Cell;
use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since the Unix epoch.
pub fn epoch_secs() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0)
}

#[cfg(unix)]
mod cpu {
    use nix::time::{clock_gettime, ClockId};

    pub fn secs() -> f64 {
        clock_gettime(ClockId::CLOCK_PROCESS_CPUTIME_ID)
            .map(|t| t.tv_sec() as f64 + t.tv_nsec() as f64 / 1e9)
            .unwrap_or(0.0)
    }
}

#[cfg(not(unix))]
mod cpu {
    use std::sync::OnceLock;
    use std::time::Instant;

    static START: OnceLock<Instant> = OnceLock::new();

    /// No processor clock here: wall time since the first call instead.
    pub fn secs() -> f64 {
        START.get_or_init(Instant::now).elapsed().as_secs_f64()
    }
}

/// Processor time of the process in seconds.
pub fn cputime() -> f64 {
    cpu::secs()
}

thread_local! {
    static RNG: Cell<u64> = const { Cell::new(0) };
}

fn seed() -> u64 {
    let t = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    let local = 0u8;
    t ^ (&local as *const u8 as u64).rotate_left(32) ^ 0x9E37_79B9_7F4A_7C15
}

/// Restarts the generator from `seed` (`set_random(seed(S))`), so the
/// numbers that follow are the same in every run; `None` seeds it from
/// the clock again.
pub fn set_seed(seed: Option<u64>) {
    // 0 means "not seeded yet".
    let x = seed.map_or_else(self::seed, |s| s ^ 0x5DEE_CE66_D1CE_4E5B);
    RNG.with(|r| r.set(if x == 0 { 1 } else { x }));
}

/// The generator's state, for `getrand/1` (seeding it first if need be).
pub fn state() -> u64 {
    RNG.with(|r| {
        if r.get() == 0 {
            r.set(seed());
        }
        r.get()
    })
}

/// Puts back a state `state()` gave (`setrand/1`).
pub fn set_state(x: u64) {
    RNG.with(|r| r.set(if x == 0 { 1 } else { x }));
}

/// The next 64 random bits (splitmix64).
pub fn random_u64() -> u64 {
    RNG.with(|s| {
        let mut x = s.get();
        if x == 0 {
            x = seed();
        }
        x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
        s.set(x);
        let mut z = x;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    })
}

/// A uniform integer in `0..n` (`n > 0`), without modulo bias.
pub fn random_below(n: u64) -> u64 {
    let zone = u64::MAX - (u64::MAX % n);
    loop {
        let r = random_u64();
        if r < zone {
            return r % n;
        }
    }
}

/// A uniform float in the open interval (0.0, 1.0).
pub fn random_float() -> f64 {
    loop {
        let f = (random_u64() >> 11) as f64 / (1u64 << 53) as f64;
        if f > 0.0 {
            return f;
        }
    }
}
