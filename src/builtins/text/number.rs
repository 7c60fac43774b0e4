//! Prolog number syntax for the text predicates (`atom_number/2`,
//! `number_codes/2`, ...).
//!
//! It follows what SWI-Prolog's `str_number()` accepts: an optional
//! sign, decimal integers of any size with digit groups (`1_000`,
//! `1 000`), `0x`/`0o`/`0b`, `Radix'Digits`, `0'c`, floats with fraction
//! and/or exponent, and the `1.0Inf` / `1.5NaN` forms. No layout before
//! or after: callers strip what their predicate allows. (The reader
//! lexes numbers itself, as tokens of a clause; this is the text side.)

use crate::builtins::arith::{num_cell, Num as Value};
use crate::term::{BigInt, Cell, Store};

/// Why text is not a number.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum NumberError {
    /// Not number syntax: `syntax_error(illegal_number)`.
    Illegal,
    /// A float literal beyond the double range.
    FloatOverflow,
}

/// Parses the whole of `s` as a number, built on `st` (a big integer
/// takes heap cells).
pub fn parse_number_text(st: &mut Store, s: &str) -> Result<Cell, NumberError> {
    parse_number_value(s).map(|n| num_cell(st, n))
}

/// Parses the whole of `s` as a number.
pub fn parse_number_value(s: &str) -> Result<Value, NumberError> {
    let b = s.as_bytes();
    let (neg, rest) = match b.first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    Ok(match unsigned(rest)? {
        Num::Int(u) => {
            let v = if neg { -(u as i128) } else { u as i128 };
            match i64::try_from(v) {
                Ok(i) => Value::Int(i),
                Err(_) => Value::from_big(BigInt::from(v)),
            }
        }
        Num::Big(u) => Value::from_big(if neg { -u } else { u }),
        Num::Flt(f) => Value::Float(if neg { -f } else { f }),
    })
}

/// A number before its sign is applied: the magnitude of an integer may
/// be 2^63, which only fits when negated.
enum Num {
    Int(u64),
    Big(BigInt),
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
            return int_digits(&s[2..], r);
        }
    }
    // Radix'Digits, e.g. 16'ff.
    if let Some(q) = s.find('\'') {
        let r: u32 = s[..q].parse().map_err(|_| Illegal)?;
        if !(2..=36).contains(&r) {
            return Err(Illegal);
        }
        return int_digits(&s[q + 1..], r);
    }
    let int_end = b
        .iter()
        .position(|c| !c.is_ascii_digit())
        .unwrap_or(b.len());
    let tail = &s[int_end..];
    if tail.is_empty() || tail.starts_with('_') || tail.starts_with(' ') {
        return int_digits(s, 10);
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
fn int_digits(s: &str, radix: u32) -> Result<Num, NumberError> {
    let mut acc: u64 = 0;
    let mut chars = s.chars().peekable();
    let mut any = false;
    let mut overflow = false;
    // The digits, kept for a big integer once `acc` overflows.
    let mut digits = String::new();
    while let Some(c) = chars.next() {
        if let Some(d) = c.to_digit(radix) {
            any = true;
            digits.push(c);
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
        let big = BigInt::from_str_radix(&digits, radix).map_err(|_| NumberError::Illegal)?;
        return Ok(Num::Big(big));
    }
    Ok(Num::Int(acc))
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
