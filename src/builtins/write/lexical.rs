//! The lexical side of writing: which characters glue into one token,
//! when an atom needs quotes, how quoted text is escaped, and how floats
//! are printed. Mirrors SWI-Prolog's rules so output reads back.

/// SWI's ASCII symbol characters (`#$&*+-./:<=>?@\^~`), plus non-ASCII
/// symbols (arrows, mathematical operators, currency signs, ...).
pub(crate) fn is_symbol_char(c: char) -> bool {
    match c {
        '#' | '$' | '&' | '*' | '+' | '-' | '.' | '/' | ':' | '<' | '=' | '>' | '?' | '@'
        | '\\' | '^' | '~' => true,
        '\u{A1}'..='\u{BF}' => !matches!(c, '\u{AA}' | '\u{AD}' | '\u{B5}' | '\u{BA}'),
        '\u{D7}' | '\u{F7}' => true,
        _ if (c as u32) < 0x100 => false,
        _ => {
            !c.is_alphanumeric()
                && !c.is_whitespace()
                && !c.is_control()
                && !is_format_char(c)
                && !is_combining(c)
                && !('\u{2000}'..='\u{206F}').contains(&c)
        }
    }
}

/// Letters, digits, `_` and combining marks: characters that continue an
/// identifier.
pub(crate) fn is_ident_continue(c: char) -> bool {
    c == '_' || c.is_alphanumeric() || is_combining(c)
}

/// Characters that may start an unquoted atom made of letters.
fn is_atom_start(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_lowercase()
    } else {
        c.is_alphabetic() && !c.is_uppercase()
    }
}

/// Combining diacritical marks (the common blocks).
fn is_combining(c: char) -> bool {
    matches!(c as u32, 0x300..=0x36F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF | 0xFE20..=0xFE2F)
}

/// Unicode format characters (category Cf), which are invisible.
fn is_format_char(c: char) -> bool {
    matches!(c as u32,
        0xAD | 0x600..=0x605 | 0x61C | 0x6DD | 0x70F | 0x180E | 0x200B..=0x200F
        | 0x202A..=0x202E | 0x2060..=0x2064 | 0x2066..=0x206F | 0xFEFF | 0xFFF9..=0xFFFB
        | 0x110BD | 0x1D173..=0x1D17A | 0xE0001 | 0xE0020..=0xE007F)
}

/// Characters that are written as an escape inside quotes: controls,
/// invisible format characters and separators other than the space.
fn needs_escape(c: char) -> bool {
    c != ' ' && (c.is_control() || c.is_whitespace() || is_format_char(c))
}

/// True if `name` must be quoted to read back as the same atom:
/// `hello` and `[]` need not be, `hello world` and `,` must.
pub fn atom_needs_quotes(name: &str) -> bool {
    let mut chars = name.chars();
    let Some(first) = chars.next() else {
        return true;
    };
    if name.chars().any(needs_escape) {
        return true;
    }
    if is_atom_start(first) {
        return !chars.all(is_ident_continue);
    }
    if is_symbol_char(first) {
        if name == "." || name.starts_with("/*") {
            return true;
        }
        return !chars.all(is_symbol_char);
    }
    !matches!(name, "!" | ";" | "[]" | "{}")
}

/// How quoted text writes the quote, the backslash and unprintable
/// characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Escapes {
    /// As `writeq/1`: `\'`, `\n`, and `\xX\` for other unprintables.
    #[default]
    Hex,
    /// As `print/1` and `write_term/2`: `\uXXXX` for unprintables.
    Unicode,
    /// As `term_to_atom/2` and `term_string/2` write (SWI's
    /// `character_escapes(false)`): the quote doubled (`'don''t'`), the
    /// backslash doubled, every other character as it is.
    Off,
    /// As `writeq/1` under the `iso` flag: as `Hex`, but the quote is
    /// doubled (`'don''t'`), as ISO writes it.
    Iso,
}

/// `name` between single quotes, escaped as `writeq/1` does.
pub fn quote_atom(name: &str) -> String {
    let mut s = String::with_capacity(name.len() + 2);
    push_quoted(&mut s, name, '\'', Escapes::Hex);
    s
}

/// Appends `text` between `quote` characters with SWI's escapes.
pub(crate) fn push_quoted(out: &mut String, text: &str, quote: char, escapes: Escapes) {
    out.push(quote);
    for c in text.chars() {
        match c {
            _ if c == quote && matches!(escapes, Escapes::Off | Escapes::Iso) => {
                out.push(c);
                out.push(c);
            }
            '\\' => out.push_str("\\\\"),
            _ if escapes == Escapes::Off => out.push(c),
            _ if c == quote => {
                out.push('\\');
                out.push(c);
            }
            '\u{7}' => out.push_str("\\a"),
            '\u{8}' => out.push_str("\\b"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\u{B}' => out.push_str("\\v"),
            '\r' => out.push_str("\\r"),
            '\u{C}' => out.push_str("\\f"),
            _ if needs_escape(c) => {
                let n = c as u32;
                let hex = matches!(escapes, Escapes::Hex | Escapes::Iso);
                let esc = if hex && (n < 0x20 || n == 0x7F) {
                    // ISO's octal escape for the control characters.
                    format!("\\{n:o}\\")
                } else if hex {
                    format!("\\x{n:X}\\")
                } else if n <= 0xFFFF {
                    format!("\\u{n:04X}")
                } else {
                    format!("\\U{n:08X}")
                };
                out.push_str(&esc);
            }
            _ => out.push(c),
        }
    }
    out.push(quote);
}

/// A float as SWI-Prolog prints it: the shortest digits that read back,
/// always with a `.0` or an exponent (`1.0`, `0.1`, `1.0e+20`, `1.0e-10`),
/// and `1.0Inf`, `-1.0Inf`, `1.5NaN` for the special values.
pub fn format_float(f: f64) -> String {
    if f.is_infinite() {
        return if f < 0.0 {
            "-1.0Inf".into()
        } else {
            "1.0Inf".into()
        };
    }
    if f.is_nan() {
        // SWI prints the mantissa bits as a float in [1,2) followed by NaN.
        let bits = (f.to_bits() & !(0x7FFu64 << 52)) | (0x3FFu64 << 52);
        return format!("{}NaN", format_float(f64::from_bits(bits)));
    }
    // Rust's `{:e}` gives the shortest round-trip digits: "d.ddde-N".
    let e = format!("{:e}", f.abs());
    let (mant, exp) = e.split_once('e').unwrap_or((&e, "0"));
    let digits: String = mant.chars().filter(|c| *c != '.').collect();
    let digits = tie_to_even(f.abs(), digits, exp);
    let decpt = exp.parse::<i32>().unwrap_or(0) + 1;
    let len = digits.len() as i32;
    let mut o = String::new();
    if f.is_sign_negative() {
        o.push('-');
    }
    let (head, rest) = digits.split_at(1);
    let rest_or_zero = if rest.is_empty() { "0" } else { rest };
    if decpt <= 0 {
        if decpt <= -4 {
            o.push_str(&format!("{head}.{rest_or_zero}e{}", decpt - 1));
        } else {
            o.push_str("0.");
            o.extend(std::iter::repeat_n('0', (-decpt) as usize));
            o.push_str(&digits);
        }
    } else if len > decpt {
        o.push_str(&digits[..decpt as usize]);
        o.push('.');
        o.push_str(&digits[decpt as usize..]);
    } else if decpt > 15 {
        o.push_str(&format!("{head}.{rest_or_zero}e+{}", decpt - 1));
    } else {
        o.push_str(&digits);
        o.extend(std::iter::repeat_n('0', (decpt - len) as usize));
        o.push_str(".0");
    }
    o
}

/// Of two shortest digit strings that read back as `f` and lie exactly
/// as far from it, the one ending in an even digit, as SWI's (and
/// David Gay's) shortest conversion picks: 835449633883130.25 prints as
/// `835449633883130.2`. Rust's `{:e}` rounds such a tie up. `digits` and
/// `exp` are what `{:e}` gave.
fn tie_to_even(f: f64, digits: String, exp: &str) -> String {
    let n = digits.len();
    let last = digits.as_bytes()[n - 1];
    if (last - b'0').is_multiple_of(2) || n < 2 {
        return digits;
    }
    // A tie: f's exact expansion is the lower candidate followed by a 5
    // and nothing else. A short look first; the exact check (a double's
    // expansion has at most 767 significant digits) only if it may be.
    let expansion = |extra: usize| {
        let x = format!("{:.*e}", n - 1 + extra, f);
        let m = x.split_once('e').map_or(x.as_str(), |(m, _)| m).to_string();
        m.chars().filter(|c| *c != '.').collect::<String>()
    };
    let mut lower = digits[..n - 1].to_string();
    lower.push((last - 1) as char);
    let is_tie = |x: &str| {
        x.starts_with(&lower) && x.as_bytes()[n] == b'5' && x[n + 1..].bytes().all(|b| b == b'0')
    };
    if !is_tie(&expansion(3)) || !is_tie(&expansion(770)) {
        return digits;
    }
    let back = format!("{}.{}e{exp}", &lower[..1], &lower[1..]);
    if back.parse::<f64>() == Ok(f) {
        lower
    } else {
        digits
    }
}

/// The name `numbervars/3` gives to `'$VAR'(N)`: `A`..`Z`, `A1`.., and
/// `S_N` for negative numbers as SWI does.
pub(crate) fn var_letter_name(n: i64) -> String {
    if n < 0 {
        return format!("S_{}", n.unsigned_abs());
    }
    let letter = (b'A' + (n % 26) as u8) as char;
    match n / 26 {
        0 => letter.to_string(),
        j => format!("{letter}{j}"),
    }
}

/// True for `'$VAR'('Name')` arguments that print as a variable name:
/// an uppercase letter or `_` followed by identifier characters.
pub(crate) fn is_var_name(name: &str) -> bool {
    let mut chars = name.chars();
    match chars.next() {
        Some(c) if c == '_' || c.is_uppercase() => chars.all(is_ident_continue),
        _ => false,
    }
}
