//! Prolog number syntax for the text predicates (`atom_number/2`,
//! `number_codes/2`, ...).
//!
//! A private parser until the reader's `crate::reader::parse_number`
//! lands; it follows what SWI-Prolog's `str_number()` accepts: an
//! optional sign, decimal integers with digit groups (`1_000`, `1 000`),
//! `0x`/`0o`/`0b`, `Radix'Digits`, `0'c`, floats with fraction and/or
//! exponent, and the `1.0Inf` / `1.5NaN` forms. No layout before or after:
//! callers strip what their predicate allows.

use crate::term::Cell;

/// Why text is not a number.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum NumberError {
    /// Not number syntax: `syntax_error(illegal_number)`.
    Illegal,
    /// An integer beyond 64 bits (no unbounded integers yet).
    IntOverflow,
    /// A float literal beyond the double range.
    FloatOverflow,
}

/// Parses the whole of `s` as a number: `Cell::Int` or `Cell::Flt`.
pub fn parse_number_text(s: &str) -> Result<Cell, NumberError> {
    let b = s.as_bytes();
    let (neg, rest) = match b.first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    Ok(match unsigned(rest)? {
        Num::Int(u) => {
            let v = if neg { -(u as i128) } else { u as i128 };
            Cell::Int(i64::try_from(v).map_err(|_| NumberError::IntOverflow)?)
        }
        Num::Flt(f) => Cell::Flt(if neg { -f } else { f }),
    })
}

/// A number before its sign is applied: the magnitude of an integer may
/// be 2^63, which only fits when negated.
enum Num {
    Int(u64),
    Flt(f64),
}

fn unsigned(s: &str) -> Result<Num, NumberError> {
    use NumberError::Illegal;
    let b = s.as_bytes();
    if b.first().is_none_or(|c| !c.is_ascii_digit()) {
        return Err(Illegal);
    }
    if b[0] == b'0' && b.len() >= 2 {
        let radix = match b[1] {
            b'x' => Some(16),
            b'o' => Some(8),
            b'b' => Some(2),
            b'\'' => return char_code(&s[2..]),
            _ => None,
        };
        if let Some(r) = radix {
            return int_digits(&s[2..], r).map(Num::Int);
        }
    }
    // Radix'Digits, e.g. 16'ff.
    if let Some(q) = s.find('\'') {
        let r: u32 = s[..q].parse().map_err(|_| Illegal)?;
        if !(2..=36).contains(&r) {
            return Err(Illegal);
        }
        return int_digits(&s[q + 1..], r).map(Num::Int);
    }
    let int_end = b
        .iter()
        .position(|c| !c.is_ascii_digit())
        .unwrap_or(b.len());
    let tail = &s[int_end..];
    if tail.is_empty() || tail.starts_with('_') || tail.starts_with(' ') {
        return int_digits(s, 10).map(Num::Int);
    }
    float(s, int_end)
}

/// `0'c`: a single character, or a doubled quote for `'`.
fn char_code(s: &str) -> Result<Num, NumberError> {
    let mut it = s.chars();
    let c = match (it.next(), it.next(), it.next()) {
        (Some('\''), Some('\''), None) => '\'',
        (Some('\''), None, None) => '\'',
        (Some('\\'), _, _) => return Err(NumberError::Illegal),
        (Some(c), None, None) => c,
        _ => return Err(NumberError::Illegal),
    };
    Ok(Num::Int(c as u64))
}

/// Digits in `radix` with digit groups: `_` optionally followed by
/// layout, or one space, between digits.
fn int_digits(s: &str, radix: u32) -> Result<u64, NumberError> {
    let mut acc: u64 = 0;
    let mut chars = s.chars().peekable();
    let mut any = false;
    let mut overflow = false;
    while let Some(c) = chars.next() {
        if let Some(d) = c.to_digit(radix) {
            any = true;
            match acc
                .checked_mul(radix as u64)
                .and_then(|a| a.checked_add(d as u64))
            {
                Some(a) => acc = a,
                None => overflow = true,
            }
            continue;
        }
        if !any {
            return Err(NumberError::Illegal);
        }
        match c {
            '_' => {
                while chars.peek().is_some_and(|c| c.is_whitespace()) {
                    chars.next();
                }
            }
            ' ' => {}
            _ => return Err(NumberError::Illegal),
        }
        // A group separator must be followed by a digit.
        if !chars.peek().is_some_and(|c| c.is_digit(radix)) {
            return Err(NumberError::Illegal);
        }
    }
    if !any {
        return Err(NumberError::Illegal);
    }
    if overflow {
        return Err(NumberError::IntOverflow);
    }
    Ok(acc)
}

/// Decimal digits with a fraction and/or exponent, maybe `Inf`/`NaN`.
fn float(s: &str, int_end: usize) -> Result<Num, NumberError> {
    use NumberError::Illegal;
    let b = s.as_bytes();
    let digits_from = |i: usize| b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    let mut i = int_end;
    let mut has_frac = false;
    if b.get(i) == Some(&b'.') {
        let n = digits_from(i + 1);
        if n == 0 {
            return Err(Illegal);
        }
        i += 1 + n;
        has_frac = true;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        let mut j = i + 1;
        if matches!(b.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        let n = digits_from(j);
        if n == 0 {
            return Err(Illegal);
        }
        i = j + n;
    } else if !has_frac {
        return Err(Illegal);
    }
    let special = &s[i..];
    if !special.is_empty() {
        return match special {
            "Inf" if has_frac => Ok(Num::Flt(f64::INFINITY)),
            "NaN" if has_frac => Ok(Num::Flt(f64::NAN)),
            _ => Err(Illegal),
        };
    }
    let f: f64 = s[..i].parse().map_err(|_| Illegal)?;
    if f.is_infinite() {
        return Err(NumberError::FloatOverflow);
    }
    Ok(Num::Flt(f))
}
