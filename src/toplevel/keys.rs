//! Single keys from the terminal, for the toplevel's "next answer?"
//! question: the terminal leaves line mode (no echo, no Enter needed, no
//! signal on Ctrl-C) for exactly one key.

use std::io::Stdin;
use std::os::fd::AsRawFd;

use nix::sys::termios::{tcgetattr, tcsetattr, LocalFlags, SetArg, SpecialCharacterIndices};
use nix::unistd::read;

/// A key the user pressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Key {
    Char(char),
    /// Enter / Return.
    Enter,
    /// Ctrl-C.
    Interrupt,
    /// End of input (Ctrl-D, or the terminal went away).
    Eof,
}

/// Waits for one key on standard input. Only the key's own bytes are
/// taken from the terminal (read from the descriptor, past Rust's
/// buffer): what the user typed after it is left for the line editor.
pub(crate) fn read_key(stdin: &Stdin) -> Key {
    let Ok(saved) = tcgetattr(stdin) else {
        return read_line_key(stdin);
    };
    let mut raw = saved.clone();
    raw.local_flags
        .remove(LocalFlags::ICANON | LocalFlags::ECHO | LocalFlags::ISIG);
    raw.control_chars[SpecialCharacterIndices::VMIN as usize] = 1;
    raw.control_chars[SpecialCharacterIndices::VTIME as usize] = 0;
    if tcsetattr(stdin, SetArg::TCSANOW, &raw).is_err() {
        return read_line_key(stdin);
    }
    let fd = stdin.as_raw_fd();
    let mut buf = [0u8; 8];
    let mut n = read(fd, &mut buf[..1]).unwrap_or(0);
    if n == 1 {
        // The rest of a UTF-8 character; or of an escape sequence (an
        // arrow key), which arrives at once: whatever is there now.
        let rest = match buf[0] {
            0xc0..=0xdf => 1,
            0xe0..=0xef => 2,
            0xf0..=0xf7 => 3,
            _ => 0,
        };
        if rest > 0 {
            while n < 1 + rest {
                match read(fd, &mut buf[n..1 + rest]) {
                    Ok(k) if k > 0 => n += k,
                    _ => break,
                }
            }
        } else if buf[0] == 0x1b {
            raw.control_chars[SpecialCharacterIndices::VMIN as usize] = 0;
            if tcsetattr(stdin, SetArg::TCSANOW, &raw).is_ok() {
                n += read(fd, &mut buf[1..]).unwrap_or(0);
            }
        }
    }
    let _ = tcsetattr(stdin, SetArg::TCSANOW, &saved);
    decode(&buf[..n])
}

/// Without a terminal: the first character of the next line.
fn read_line_key(stdin: &Stdin) -> Key {
    let mut line = String::new();
    match stdin.read_line(&mut line) {
        Ok(0) | Err(_) => Key::Eof,
        Ok(_) => decode(line.as_bytes()),
    }
}

fn decode(bytes: &[u8]) -> Key {
    match bytes.first() {
        None | Some(4) => Key::Eof,
        Some(3) => Key::Interrupt,
        Some(b'\r' | b'\n') => Key::Enter,
        Some(_) => {
            let text = String::from_utf8_lossy(bytes);
            Key::Char(text.chars().next().unwrap_or('\u{fffd}'))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{decode, Key};

    #[test]
    fn keys_decode_as_the_toplevel_reads_them() {
        assert_eq!(decode(b";"), Key::Char(';'));
        assert_eq!(decode(b"\r"), Key::Enter);
        assert_eq!(decode(b"\n"), Key::Enter);
        assert_eq!(decode(b"\x03"), Key::Interrupt);
        assert_eq!(decode(b"\x04"), Key::Eof);
        assert_eq!(decode(b""), Key::Eof);
        assert_eq!(decode(b"\x1b[A"), Key::Char('\x1b'));
        assert_eq!(decode("é".as_bytes()), Key::Char('é'));
    }
}
