//! Single keys from the terminal, for the toplevel's "next answer?"
//! question: the terminal leaves line mode (no echo, no Enter needed, no
//! signal on Ctrl-C) for exactly one key.

use std::io::{Read, Stdin};

use nix::sys::termios::{tcgetattr, tcsetattr, LocalFlags, SetArg, SpecialCharacterIndices};

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

/// Waits for one key on standard input.
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
    // Arrow keys and the like arrive as several bytes at once; the first
    // one decides.
    let mut buf = [0u8; 16];
    let n = stdin.lock().read(&mut buf).unwrap_or(0);
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
