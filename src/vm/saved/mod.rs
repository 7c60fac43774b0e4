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
//! the prelude is part of it), for the same libraries, and its checksum
//! holds;
//! otherwise the machine boots from source and writes the file again.
//!
//! **Invariant:** a machine read from a state behaves exactly as the
//! machine that was saved: `tests.rs` saves a restored machine and
//! requires the same bytes, and the test suite runs the command line,
//! which boots from the cache.

mod codec;
mod state;
#[cfg(test)]
mod tests;

use std::hash::Hasher;
use std::path::{Path, PathBuf};

use codec::{Dec, Enc};

use super::Machine;
use crate::term::FxHasher;

/// Starts every state file; the number changes with the format.
const MAGIC: &[u8; 8] = b"ZLSTATE1";

impl Machine {
    /// A machine as [`Machine::new`] makes it, with the `libraries` (as
    /// `use_module(library(Name))` names them) loaded, read from a state
    /// file in `dir` when this executable wrote one there, and otherwise
    /// booted from source and saved there for the next time. Reading a
    /// state takes a fraction of booting: the command line uses this.
    ///
    /// Nothing is shared between processes but the file; one that cannot
    /// be read or written is ignored.
    pub fn with_state_cache(dir: &Path, libraries: &[&str]) -> Machine {
        let key = cache_key(libraries);
        let path = key.as_ref().map(|(name, _)| dir.join(name));
        if let (Some(path), Some((_, key))) = (&path, &key) {
            if let Some(m) = std::fs::read(path)
                .ok()
                .and_then(|bytes| Machine::restore_state(&bytes, key))
            {
                return m;
            }
        }
        // From source, not `new()`: this process has no use for an
        // in-memory copy of the state as well.
        let mut m = Machine::from_source();
        for lib in libraries {
            m.load_library(lib);
        }
        if let (Some(path), Some((_, key))) = (path, key) {
            // Saved with the autoload index, which each process would
            // otherwise read from the libraries' text at its first
            // unknown call.
            let _ = m.autoload_index();
            if let Some(bytes) = m.save_state(&key) {
                write_atomically(&path, &bytes);
            }
        }
        m
    }

    /// The machine as a state, behind `key`; `None` if it holds what a
    /// state does not keep (a pending initialization goal, a host
    /// predicate, tables, ...), which booting never leaves.
    pub(crate) fn save_state(&self, key: &[u8]) -> Option<Vec<u8>> {
        let mut e = Enc::default();
        e.buf.extend_from_slice(MAGIC);
        e.usize(key.len());
        e.buf.extend_from_slice(key);
        let body = e.buf.len();
        self.encode_state(&mut e)?;
        let sum = checksum(&e.buf[body..]);
        e.buf.extend_from_slice(&sum.to_le_bytes());
        Some(e.buf)
    }

    /// The machine a state saved with `key` holds; `None` if the bytes
    /// are not such a state.
    pub(crate) fn restore_state(bytes: &[u8], key: &[u8]) -> Option<Machine> {
        let body = bytes.strip_prefix(MAGIC)?;
        let (body, sum) = body.split_at(body.len().checked_sub(8)?);
        let mut d = Dec::new(body);
        let n = d.len().ok()?;
        let start = body.len() - d.remaining();
        if body.get(start..start + n)? != key {
            return None;
        }
        let rest = &body[start + n..];
        if checksum(rest).to_le_bytes() != sum {
            return None;
        }
        Machine::decode_state(&mut Dec::new(rest)).ok()
    }
}

fn checksum(bytes: &[u8]) -> u64 {
    let mut h = FxHasher::default();
    h.write(bytes);
    h.write_usize(bytes.len());
    h.finish()
}

/// The state file's name (one per executable and library set) and the
/// key a file must carry to be used: what identifies the executable,
/// and the libraries (the prelude and the libraries are part of the
/// executable). `None` when the executable cannot be found.
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

/// Writes the file whole or not at all: another process may be reading
/// or writing the same one.
fn write_atomically(path: &Path, bytes: &[u8]) {
    let Some(dir) = path.parent() else { return };
    if std::fs::create_dir_all(dir).is_err() {
        return;
    }
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    // A write cut short (a full disk) leaves no partial file behind.
    if std::fs::write(&tmp, bytes).is_err() || std::fs::rename(&tmp, path).is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
}
