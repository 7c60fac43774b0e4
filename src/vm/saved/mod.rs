//! Saved states: a booted machine (the prelude, and any libraries asked
//! for, read and compiled) written out as bytes and read back, so that
//! a process starts without reading and compiling the prelude again.
//! SWI-Prolog boots from a saved state the same way.
//!
//! A state holds what booting leaves behind: the atom table, operators,
//! flags, the code arena, the database and the loader's bookkeeping
//! (`state.rs` has the list). Predicates written in Rust are stored by
//! name and bound again to this executable's functions when read.
//!
//! The cache (`Machine::with_state_cache`) keeps one state file per
//! executable and library set. A file is used only if the executable
//! that wrote it is this one (same path, size and modification time:
//! the prelude is part of it), for the same libraries, and `cache.rs`
//! trusts it: our directory, our regular file, and a MAC under the key
//! only we can read. Otherwise the machine boots from source and writes
//! the file again. The decoder does not rely on that: whatever the
//! bytes, it gives an error or a machine that is safe to run.
//!
//! **Invariant:** a machine read from a state behaves exactly as the
//! machine that was saved: `tests.rs` saves a restored machine and
//! requires the same bytes, and the test suite runs the command line,
//! which boots from the cache.

#[cfg(unix)]
mod cache;
mod check;
mod codec;
mod state;
#[cfg(test)]
mod tests;

#[cfg(unix)]
use std::hash::Hasher;
use std::path::Path;
#[cfg(unix)]
use std::path::PathBuf;

use codec::{Dec, Enc};

use super::Machine;
#[cfg(unix)]
use crate::term::FxHasher;

/// Starts every state; the number changes with the format.
const MAGIC: &[u8; 8] = b"ZLSTATE2";

impl Machine {
    /// A machine as [`Machine::new`] makes it, with the `libraries` (as
    /// `use_module(library(Name))` names them) loaded, read from a state
    /// file in `dir` when this executable wrote one there, and otherwise
    /// booted from source and saved there for the next time. Reading a
    /// state takes a fraction of booting: the command line uses this.
    ///
    /// Nothing is shared between processes but the file. The directory
    /// is used only if it is the effective user's and no one else can
    /// write it (it is made `0700` if missing), and a state only if it
    /// carries a MAC under the key kept there: a state written by anyone
    /// else, or damaged, is ignored and written again. Off Unix there is
    /// no cache.
    pub fn with_state_cache(dir: &Path, libraries: &[&str]) -> Machine {
        #[cfg(unix)]
        {
            let cache = cache::Cache::open(dir);
            let key = cache_key(libraries);
            if let (Some(cache), Some((name, key))) = (&cache, &key) {
                if let Some(m) = cache
                    .read(name)
                    .and_then(|bytes| Machine::restore_state(&bytes, key))
                {
                    return m;
                }
            }
            let mut m = Machine::booted_with(libraries);
            if let (Some(cache), Some((name, key))) = (cache, key) {
                // Saved with the autoload index, which each process
                // would otherwise read from the libraries' text at its
                // first unknown call.
                let _ = m.autoload_index();
                if let Some(bytes) = m.save_state(&key) {
                    cache.write(&name, &bytes);
                }
            }
            m
        }
        #[cfg(not(unix))]
        {
            let _ = dir;
            Machine::booted_with(libraries)
        }
    }

    /// A machine booted from source with `libraries` loaded.
    fn booted_with(libraries: &[&str]) -> Machine {
        // From source, not `new()`: this process has no use for an
        // in-memory copy of the state as well.
        let mut m = Machine::from_source();
        for lib in libraries {
            m.load_library(lib);
        }
        m
    }

    /// The machine as a state, behind `key`; `None` if it holds what a
    /// state does not keep (a pending initialization goal, a host
    /// predicate, tables, ...), which booting never leaves. The bytes
    /// carry no checksum: the cache authenticates what it writes, and a
    /// state kept in memory needs none.
    pub(crate) fn save_state(&self, key: &[u8]) -> Option<Vec<u8>> {
        Some(self.encode_with_key(key)?.buf)
    }

    /// The state's encoder: its bytes, and where its parts start.
    fn encode_with_key(&self, key: &[u8]) -> Option<Enc> {
        let mut e = Enc::default();
        e.buf.extend_from_slice(MAGIC);
        e.usize(key.len());
        e.buf.extend_from_slice(key);
        e.mark();
        self.encode_state(&mut e)?;
        e.mark();
        Some(e)
    }

    /// The machine a state saved with `key` holds; `None` if the bytes
    /// are not such a state. Any bytes at all give `None` or a machine
    /// that is safe to run (`state.rs` checks every index).
    pub(crate) fn restore_state(bytes: &[u8], key: &[u8]) -> Option<Machine> {
        let body = bytes.strip_prefix(MAGIC)?;
        let mut d = Dec::new(body);
        let n = d.len().ok()?;
        let start = body.len() - d.remaining();
        if body.get(start..start + n)? != key {
            return None;
        }
        Machine::decode_state(&mut Dec::new(&body[start + n..])).ok()
    }
}

/// The state file's name (one per executable and library set) and the
/// key a file must carry to be used: what identifies the executable,
/// and the libraries (the prelude and the libraries are part of the
/// executable). `None` when the executable cannot be found.
#[cfg(unix)]
fn cache_key(libraries: &[&str]) -> Option<(PathBuf, Vec<u8>)> {
    let exe = std::env::current_exe().ok()?;
    let meta = std::fs::metadata(&exe).ok()?;
    let mtime = meta
        .modified()
        .ok()?
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?;
    let mut e = Enc::default();
    e.str(&exe.to_string_lossy()).usize(libraries.len());
    for lib in libraries {
        e.str(lib);
    }
    // Named by executable and libraries only, so a rebuilt executable
    // replaces its old file instead of adding one.
    let mut h = FxHasher::default();
    h.write(&e.buf);
    let name = format!("boot-{:016x}.state", h.finish());
    e.u64(meta.len())
        .u64(mtime.as_secs())
        .u32(mtime.subsec_nanos());
    Some((PathBuf::from(name), e.buf))
}
