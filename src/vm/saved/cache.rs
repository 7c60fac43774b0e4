//! The state cache's directory: which files in it are trusted, and how
//! they are written.
//!
//! A state file steers everything the machine does, so it is read only
//! when nobody else can have written it:
//!
//! - the directory is ours (owned by the effective user, not writable by
//!   group or others; made `0700` when we create it), else no cache;
//! - a file is opened without following a symbolic link and without
//!   blocking (a FIFO or device planted at the path neither hangs nor is
//!   read), and used only if `fstat` says it is a regular file we own,
//!   not writable by others, and not larger than `MAX_STATE`;
//! - its contents carry a keyed MAC (BLAKE3 in keyed mode) under a
//!   random 32-byte key kept beside the states in `mac.key`, `0600`. A
//!   file with the right name, executable key and a public checksum is
//!   not enough: without the key no one can make a tag that holds.
//!
//! Anything that fails a check is ignored and written again. Writing
//! goes to a temporary file created exclusively, then renamed over the
//! state; a write that fails removes it, and a write the file-size limit
//! (`ulimit -f`) would cut short (the kernel's SIGXFSZ ends the process
//! by default) is not started.
//!
//! **Invariant:** nothing here blocks, follows a link planted in the
//! directory, or trusts bytes it has not authenticated.

use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};

/// The largest state file read: a booted machine with every library is
/// a few megabytes.
pub(super) const MAX_STATE: u64 = 64 << 20;
/// Bytes of the key and of a tag.
const KEY_LEN: usize = 32;
pub(super) const TAG_LEN: usize = 32;
const KEY_FILE: &str = "mac.key";

/// A cache directory that passed the checks, and its MAC key.
pub(super) struct Cache {
    dir: PathBuf,
    key: [u8; KEY_LEN],
}

impl Cache {
    /// The cache in `dir`, made if missing; `None` if the directory is
    /// not safe to trust or no key can be read or made.
    pub fn open(dir: &Path) -> Option<Cache> {
        if let Some(parent) = dir.parent() {
            let _ = std::fs::create_dir_all(parent);
        }
        let _ = std::fs::DirBuilder::new().mode(0o700).create(dir);
        let meta = std::fs::metadata(dir).ok()?;
        if !meta.is_dir() || !ours(&meta, 0o022) {
            return None;
        }
        let dir = dir.to_path_buf();
        let key = match read_trusted(&dir.join(KEY_FILE), KEY_LEN as u64, 0o077) {
            Some(bytes) if bytes.len() == KEY_LEN => bytes.try_into().ok()?,
            _ => make_key(&dir)?,
        };
        Some(Cache { dir, key })
    }

    /// The authenticated contents of the file `name`, its tag removed.
    pub fn read(&self, name: &Path) -> Option<Vec<u8>> {
        let mut bytes = read_trusted(&self.dir.join(name), MAX_STATE, 0o022)?;
        let body = bytes.len().checked_sub(TAG_LEN)?;
        let tag: [u8; TAG_LEN] = bytes[body..].try_into().ok()?;
        // `Hash`'s equality takes the same time wherever a byte differs.
        if blake3::keyed_hash(&self.key, &bytes[..body]) != blake3::Hash::from(tag) {
            return None;
        }
        bytes.truncate(body);
        Some(bytes)
    }

    /// Writes `bytes` and their tag to the file `name`, whole or not at
    /// all.
    pub fn write(&self, name: &Path, bytes: &[u8]) {
        let tag = blake3::keyed_hash(&self.key, bytes);
        let path = self.dir.join(name);
        if let Some(tmp) = write_temp(&path, &[bytes, tag.as_bytes()]) {
            if std::fs::rename(&tmp, &path).is_err() {
                let _ = std::fs::remove_file(&tmp);
            }
        }
    }
}

fn euid() -> u32 {
    nix::unistd::geteuid().as_raw()
}

/// Whether a file is owned by us and has none of the `forbidden` mode
/// bits.
fn ours(meta: &std::fs::Metadata, forbidden: u32) -> bool {
    meta.uid() == euid() && meta.mode() & forbidden == 0
}

/// The contents of the regular file at `path` if we own it, it has none
/// of the `forbidden` mode bits and holds at most `max` bytes. Opened
/// without following a link and without blocking; checked by `fstat` on
/// what was opened, so a file swapped in after a check is caught.
fn read_trusted(path: &Path, max: u64, forbidden: u32) -> Option<Vec<u8>> {
    // Not even opened unless it is a regular file: opening a device
    // can have effects.
    if !std::fs::symlink_metadata(path).ok()?.is_file() {
        return None;
    }
    let file = OpenOptions::new()
        .read(true)
        .custom_flags(nix::libc::O_NOFOLLOW | nix::libc::O_NONBLOCK)
        .open(path)
        .ok()?;
    let meta = file.metadata().ok()?;
    if !meta.is_file() || !ours(&meta, forbidden) || meta.len() > max {
        return None;
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(max + 1).read_to_end(&mut bytes).ok()?;
    (bytes.len() as u64 <= max).then_some(bytes)
}

/// A fresh random key, published as the key file: linked into place when
/// there is none (so two processes making one at once agree on the
/// first), renamed over one that failed the checks.
fn make_key(dir: &Path) -> Option<[u8; KEY_LEN]> {
    let mut key = [0u8; KEY_LEN];
    File::open("/dev/urandom").ok()?.read_exact(&mut key).ok()?;
    let path = dir.join(KEY_FILE);
    let tmp = write_temp(&path, &[&key])?;
    let published = match std::fs::hard_link(&tmp, &path) {
        Ok(()) => Some(key),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            match read_trusted(&path, KEY_LEN as u64, 0o077) {
                Some(bytes) if bytes.len() == KEY_LEN => bytes.try_into().ok(),
                _ => std::fs::rename(&tmp, &path).ok().map(|()| key),
            }
        }
        // A file system without hard links: the key is the last
        // writer's, and states under another one are written again.
        Err(_) => std::fs::rename(&tmp, &path).ok().map(|()| key),
    };
    let _ = std::fs::remove_file(&tmp);
    published
}

/// A new file beside `path` holding `parts`, mode 0600, created
/// exclusively (never through a planted link); removed again if it
/// cannot be written whole. `None` when nothing was left behind.
fn write_temp(path: &Path, parts: &[&[u8]]) -> Option<PathBuf> {
    let len: usize = parts.iter().map(|p| p.len()).sum();
    if !within_file_size_limit(len as u64) {
        return None;
    }
    let mut name = path.file_name()?.to_os_string();
    name.push(format!(".tmp{}", std::process::id()));
    let tmp = path.with_file_name(name);
    // One left by a process that died with our number: ours to remove.
    let _ = std::fs::remove_file(&tmp);
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .custom_flags(nix::libc::O_NOFOLLOW)
        .open(&tmp)
        .ok()?;
    let written = parts.iter().try_for_each(|p| file.write_all(p));
    drop(file);
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
        return None;
    }
    Some(tmp)
}

/// Whether a new file of `len` bytes stays within `RLIMIT_FSIZE`. Past
/// it the kernel sends SIGXFSZ, which ends the process (Rust leaves its
/// default action), half the file written: the cache is skipped
/// instead, and the signal's disposition, the embedding program's
/// business, left alone.
fn within_file_size_limit(len: u64) -> bool {
    use nix::sys::resource::{getrlimit, Resource};
    match getrlimit(Resource::RLIMIT_FSIZE) {
        Ok((soft, _)) => soft == nix::libc::RLIM_INFINITY || len <= soft,
        Err(_) => false,
    }
}
