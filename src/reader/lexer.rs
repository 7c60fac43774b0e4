//! The tokenizer: Prolog text to tokens, one at a time.
//!
//! All of Prolog's lexical rules live here: `name(` (a functor, no layout
//! before the parenthesis) versus `name (`, the end token (`.` followed by
//! layout, `%` or end of input), `0'c` character codes, digit groups,
//! quoted-text escapes and comments.
//!
//! **Invariant:** the lexer knows nothing about operators; the same text
//! always gives the same tokens whatever the operator table says.

use super::ast::{Node, NIL_FUNCTOR};

/// A token as the grammar sees it.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// An atom that may be an operator: the name and whether it was quoted.
    Name(String, bool),
    /// A name immediately followed by `(` (functional notation); the
    /// parenthesis is part of this token.
    Functor(String),
    Var(String),
    /// A number literal and whether layout came before it (so `- 1` is
    /// not the negative number `-1`).
    Num(Node, bool),
    /// Double-quoted text.
    Str(String),
    /// Back-quoted text.
    BackQ(String),
    Open,
    Close,
    LBrack,
    RBrack,
    LBrace,
    RBrace,
    Comma,
    Bar,
    End,
}

/// A token with its 1-based position.
#[derive(Clone, Debug)]
pub struct Token {
    pub tok: Tok,
    pub line: usize,
    pub col: usize,
}

/// A lexical error. `line`/`col` point at the offending text; the lexer
/// has already moved past the bad token, so lexing can resume.
#[derive(Clone, Debug, PartialEq)]
pub struct LexError {
    pub line: usize,
    pub col: usize,
    pub message: String,
}

const SYMBOL_CHARS: &str = "+-*/\\^<>=~:.?@#&$";

pub fn is_symbol_char(c: char) -> bool {
    SYMBOL_CHARS.contains(c)
}

pub fn is_alnum(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

/// True for characters that start a variable.
pub fn is_var_start(c: char) -> bool {
    c == '_' || c.is_uppercase()
}

pub struct Lexer<'s> {
    src: &'s str,
    pos: usize,
    line: usize,
    col: usize,
    /// Strict ISO tokens (the `iso` flag): SWI's extensions (`\e`,
    /// `\c`, `0''`, `Radix'Digits`, `1e9` without a fraction) are not
    /// tokens.
    pub iso: bool,
}

type LexResult<T> = Result<T, LexError>;

impl<'s> Lexer<'s> {
    pub fn new(src: &'s str) -> Self {
        Lexer::at(src, 1, 1)
    }

    /// A lexer whose text starts at `line` and `col` of a longer source
    /// (a stream read piece by piece), so positions are the source's.
    pub fn at(src: &'s str, line: usize, col: usize) -> Self {
        Lexer {
            src,
            pos: 0,
            line,
            col,
            iso: false,
        }
    }

    /// Current 1-based line and column.
    pub fn position(&self) -> (usize, usize) {
        (self.line, self.col)
    }

    /// Byte offset of the next character to read.
    pub fn offset(&self) -> usize {
        self.pos
    }

    pub fn at_eof(&self) -> bool {
        self.pos >= self.src.len()
    }

    fn peek(&self) -> Option<char> {
        self.src[self.pos..].chars().next()
    }

    fn peek_at(&self, n: usize) -> Option<char> {
        self.src[self.pos..].chars().nth(n)
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        Some(c)
    }

    fn err<T>(&self, line: usize, col: usize, message: &str) -> LexResult<T> {
        Err(LexError {
            line,
            col,
            message: message.to_string(),
        })
    }

    /// Skips layout and comments; true if anything was skipped.
    fn skip_layout(&mut self) -> LexResult<bool> {
        let start = self.pos;
        loop {
            match self.peek() {
                Some(c) if c.is_whitespace() => {
                    self.bump();
                }
                Some('%') => {
                    // To the end of the line in one step: comments are
                    // much of a commented source's text.
                    let rest = &self.src[self.pos..];
                    match rest.find('\n') {
                        Some(i) => {
                            self.pos += i + 1;
                            self.line += 1;
                            self.col = 1;
                        }
                        None => {
                            self.col += rest.chars().count();
                            self.pos = self.src.len();
                        }
                    }
                }
                Some('/') if self.peek_at(1) == Some('*') => {
                    let (line, col) = self.position();
                    self.bump();
                    self.bump();
                    loop {
                        match self.bump() {
                            None => return self.err(line, col, "unterminated block comment"),
                            Some('*') if self.peek() == Some('/') => {
                                self.bump();
                                break;
                            }
                            Some(_) => {}
                        }
                    }
                }
                _ => return Ok(self.pos > start),
            }
        }
    }

    /// The next token, `None` at end of input.
    pub fn next_token(&mut self) -> LexResult<Option<Token>> {
        let layout = self.skip_layout()? || self.pos == 0;
        let (line, col) = self.position();
        let Some(c) = self.peek() else {
            return Ok(None);
        };
        let tok = match c {
            '(' => self.punct(Tok::Open),
            ')' => self.punct(Tok::Close),
            ']' => self.punct(Tok::RBrack),
            '}' => self.punct(Tok::RBrace),
            ',' => self.punct(Tok::Comma),
            '|' => self.punct(Tok::Bar),
            '[' | '{' => {
                let close = if c == '[' { ']' } else { '}' };
                // Functional notation on `[]` (also `[ ](X)`) and `{}`.
                let blanks = self.src[self.pos + 1..]
                    .chars()
                    .take_while(|&b| b == ' ' && c == '[')
                    .count();
                if self.peek_at(1 + blanks) == Some(close) && self.peek_at(2 + blanks) == Some('(')
                {
                    for _ in 0..3 + blanks {
                        self.bump();
                    }
                    // `[](X)` is SWI 7's reserved symbol `[]` as a
                    // functor, not the atom `'[]'`.
                    Tok::Functor(if c == '[' {
                        NIL_FUNCTOR.into()
                    } else {
                        "{}".into()
                    })
                } else {
                    self.punct(if c == '[' { Tok::LBrack } else { Tok::LBrace })
                }
            }
            '!' | ';' => {
                self.bump();
                self.name_or_functor(c.to_string(), false)
            }
            '\'' => {
                let s = self.quoted('\'')?;
                // ISO has one empty list, `'[]'` and `[]` alike.
                let s = if self.iso && s == "[]" {
                    NIL_FUNCTOR.into()
                } else {
                    s
                };
                self.name_or_functor(s, true)
            }
            '"' => Tok::Str(self.quoted('"')?),
            '`' => Tok::BackQ(self.quoted('`')?),
            '0'..='9' => Tok::Num(self.number()?, layout),
            c if is_var_start(c) => Tok::Var(self.take_while(is_alnum)),
            c if c.is_alphabetic() => {
                let s = self.take_while(is_alnum);
                self.name_or_functor(s, false)
            }
            '.' if self
                .peek_at(1)
                .is_none_or(|n| n.is_whitespace() || n == '%') =>
            {
                self.bump();
                Tok::End
            }
            c if is_symbol_char(c) => {
                let s = self.take_while(is_symbol_char);
                self.name_or_functor(s, false)
            }
            _ => {
                self.bump();
                return self.err(line, col, &format!("illegal character `{c}`"));
            }
        };
        Ok(Some(Token { tok, line, col }))
    }

    fn punct(&mut self, t: Tok) -> Tok {
        self.bump();
        t
    }

    fn take_while(&mut self, f: impl Fn(char) -> bool) -> String {
        let start = self.pos;
        while self.peek().is_some_and(&f) {
            self.bump();
        }
        self.src[start..self.pos].to_string()
    }

    fn name_or_functor(&mut self, name: String, quoted: bool) -> Tok {
        if self.peek() == Some('(') {
            self.bump();
            Tok::Functor(name)
        } else {
            Tok::Name(name, quoted)
        }
    }

    /// Quoted text up to the closing quote `q`. After a bad escape the
    /// text is still read to its end, so lexing resumes after it.
    fn quoted(&mut self, q: char) -> LexResult<String> {
        let (line, col) = self.position();
        self.bump();
        let mut out = String::new();
        let mut first_err = None;
        loop {
            let (el, ec) = self.position();
            match self.bump() {
                None => {
                    if let Some(e) = first_err {
                        return Err(e);
                    }
                    let what = match q {
                        '\'' => "quoted atom",
                        '"' => "string",
                        _ => "back-quoted string",
                    };
                    return self.err(line, col, &format!("unterminated {what}"));
                }
                Some(c) if c == q => {
                    if self.peek() == Some(q) {
                        self.bump();
                        out.push(q);
                    } else {
                        break;
                    }
                }
                // ISO: the only layout inside a quoted atom or back-quoted
                // text is the space character. The token is still read to
                // its closing quote, so reading resumes after it; without
                // one, this error is the one reported. Double-quoted
                // strings may span lines, as in SWI (puzzle texts do).
                Some(c @ ('\n' | '\t')) if q != '"' => {
                    let what = if c == '\n' { "newline" } else { "tab" };
                    first_err.get_or_insert(LexError {
                        line: el,
                        col: ec,
                        message: format!("{what} in quoted text"),
                    });
                    out.push(c);
                }
                Some('\\') => match self.escape() {
                    Ok(Some(c)) => out.push(c),
                    Ok(None) => {}
                    Err(m) => {
                        first_err.get_or_insert(LexError {
                            line: el,
                            col: ec,
                            message: m,
                        });
                    }
                },
                Some(c) => out.push(c),
            }
        }
        match first_err {
            Some(e) => Err(e),
            None => Ok(out),
        }
    }

    /// An escape sequence after `\`. `None` for a line continuation
    /// (`\` and a newline, or `\c` and the layout after it).
    fn escape(&mut self) -> Result<Option<char>, String> {
        let Some(c) = self.bump() else {
            return Err("unexpected end of file in escape sequence".into());
        };
        let code = match c {
            'n' => 10,
            't' => 9,
            'r' => 13,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            'e' if !self.iso => 27,
            's' if !self.iso => 32,
            '\\' | '\'' | '"' | '`' => c as u32,
            '\n' => return Ok(None),
            // SWI-Prolog's continuation: the layout after it is skipped.
            'c' if !self.iso => {
                while self.peek().is_some_and(char::is_whitespace) {
                    self.bump();
                }
                return Ok(None);
            }
            // ISO: numeric escapes end with a backslash (`'\\x41\\'`).
            'x' => {
                let v = self.radix_digits(16)?;
                if self.peek() != Some('\\') {
                    return Err("missing `\\` after a numeric escape".into());
                }
                self.bump();
                v
            }
            'u' | 'U' if !self.iso => {
                let n = if c == 'u' { 4 } else { 8 };
                let mut v: u32 = 0;
                for _ in 0..n {
                    match self.peek().and_then(|d| d.to_digit(16)) {
                        Some(d) => {
                            self.bump();
                            v = v * 16 + d;
                        }
                        None => return Err(format!("illegal \\{c} escape")),
                    }
                }
                v
            }
            '0'..='7' => {
                let mut v = c.to_digit(8).unwrap_or(0);
                while let Some(d) = self.peek().and_then(|d| d.to_digit(8)) {
                    self.bump();
                    v = v.saturating_mul(8).saturating_add(d);
                }
                if self.peek() != Some('\\') {
                    return Err("missing `\\` after a numeric escape".into());
                }
                self.bump();
                v
            }
            _ => return Err(format!("undefined escape sequence `\\{c}`")),
        };
        char::from_u32(code)
            .map(Some)
            .ok_or_else(|| format!("illegal character code {code}"))
    }

    fn radix_digits(&mut self, radix: u32) -> Result<u32, String> {
        let mut v: u32 = 0;
        let mut any = false;
        while let Some(d) = self.peek().and_then(|d| d.to_digit(radix)) {
            self.bump();
            v = v.saturating_mul(radix).saturating_add(d);
            any = true;
        }
        if any {
            Ok(v)
        } else {
            Err("illegal escape sequence: digits expected".into())
        }
    }

    /// A number literal starting at a digit.
    fn number(&mut self) -> LexResult<Node> {
        let (line, col) = self.position();
        if self.peek() == Some('0') {
            match self.peek_at(1) {
                Some('\'') => {
                    if let Some(code) = self.char_code(line, col)? {
                        return Ok(code);
                    }
                }
                // `0b`, `0o`, `0x` without a digit after them are the
                // number 0 and a name (`0bop 2` with `bop` an operator).
                Some(r @ ('x' | 'o' | 'b'))
                    if self.peek_at(2).is_some_and(|c| c.is_digit(radix_of(r))) =>
                {
                    let radix = radix_of(r);
                    self.bump();
                    self.bump();
                    let digits = self.digit_run(radix, false);
                    return Ok(int_from_digits(&digits, radix));
                }
                _ => {}
            }
        }
        let int = self.digit_run(10, !self.iso);
        // Radix'Digits (`16'FF`, `2'1010`): Edinburgh radix notation.
        if self.peek() == Some('\'') && !self.iso {
            if let Ok(radix @ 2..=36) = int.parse::<u32>() {
                if self.peek_at(1).is_some_and(|c| c.is_digit(radix)) {
                    self.bump();
                    let digits = self.digit_run(radix, false);
                    return Ok(int_from_digits(&digits, radix));
                }
            }
        }
        let mut text = int.clone();
        let mut float = false;
        if self.peek() == Some('.') && self.peek_at(1).is_some_and(|c| c.is_ascii_digit()) {
            self.bump();
            text.push('.');
            text.push_str(&self.take_while(|c| c.is_ascii_digit()));
            float = true;
        }
        // ISO: an exponent only after a fraction (`1.0e9`; `1e9` is the
        // integer 1 and the name `e9`).
        if matches!(self.peek(), Some('e' | 'E')) && (float || !self.iso) {
            let sign = matches!(self.peek_at(1), Some('+' | '-'));
            let d = self.peek_at(if sign { 2 } else { 1 });
            if d.is_some_and(|c| c.is_ascii_digit()) {
                text.push('e');
                self.bump();
                if sign {
                    text.push(self.bump().unwrap_or('+'));
                }
                text.push_str(&self.take_while(|c| c.is_ascii_digit()));
                float = true;
            }
        }
        if float {
            let rest = &self.src[self.pos..];
            if rest.starts_with("Inf") || rest.starts_with("NaN") {
                let nan = rest.starts_with("NaN");
                for _ in 0..3 {
                    self.bump();
                }
                return Ok(Node::Float(if nan { f64::NAN } else { f64::INFINITY }));
            }
            return match text.parse::<f64>() {
                Ok(f) if f.is_finite() => Ok(Node::Float(f)),
                _ => self.err(line, col, "illegal number"),
            };
        }
        Ok(int_from_digits(&int, 10))
    }

    /// Digits of `radix` with SWI digit groups (`1_000_000`, `1_000
    /// 000`): an underscore, and the layout after it, count only when a
    /// digit follows them; with `spaced` (a decimal integer outside ISO
    /// mode) so does exactly one space (`10 000`).
    fn digit_run(&mut self, radix: u32, spaced: bool) -> String {
        let mut s = String::new();
        loop {
            match self.peek() {
                Some(c) if c.is_digit(radix) => {
                    s.push(c);
                    self.bump();
                }
                Some('_') if !s.is_empty() => {
                    let mut k = 1;
                    while self.peek_at(k).is_some_and(char::is_whitespace) {
                        k += 1;
                    }
                    if !self.peek_at(k).is_some_and(|c| c.is_digit(radix)) {
                        return s;
                    }
                    for _ in 0..k {
                        self.bump();
                    }
                }
                Some(' ')
                    if spaced
                        && !s.is_empty()
                        && self.peek_at(1).is_some_and(|c| c.is_digit(radix)) =>
                {
                    self.bump();
                }
                _ => return s,
            }
        }
    }

    /// `0'c`, the code of a character, with the lexer at the `0`; `None`
    /// (nothing consumed) when what follows the quote is no single
    /// quoted character, so the text is the number 0 and a quoted atom
    /// (`0'\` and a newline: `0'\<newline>+'1` is `0 + 1`, as ISO).
    fn char_code(&mut self, line: usize, col: usize) -> LexResult<Option<Node>> {
        match self.peek_at(2) {
            None => {
                self.bump();
                self.bump();
                self.err(line, col, "unexpected end of file in character code")
            }
            Some('\\') if self.peek_at(3) == Some('\n') => Ok(None),
            Some('\\') => {
                self.bump();
                self.bump();
                self.bump();
                match self.escape() {
                    Ok(Some(c)) => Ok(Some(Node::Int(c as i64))),
                    Ok(None) => self.err(line, col, "illegal character code"),
                    Err(m) => self.err(line, col, &m),
                }
            }
            // `0'''` (ISO: the quote doubled) and `0''` (SWI, which
            // programs use; ISO says no character code) are both 39.
            // ISO: `0''` alone is 0 and the atom `''`.
            Some('\'') if self.iso && self.peek_at(3) != Some('\'') => Ok(None),
            Some('\'') => {
                let n = if self.peek_at(3) == Some('\'') { 4 } else { 3 };
                for _ in 0..n {
                    self.bump();
                }
                Ok(Some(Node::Int(39)))
            }
            Some('\n' | '\t') => {
                self.bump();
                self.bump();
                self.err(line, col, "layout character in character code")
            }
            Some(c) => {
                for _ in 0..3 {
                    self.bump();
                }
                Ok(Some(Node::Int(c as i64)))
            }
        }
    }
}

fn radix_of(r: char) -> u32 {
    match r {
        'x' => 16,
        'o' => 8,
        _ => 2,
    }
}

/// An integer from its digits: `Int` when it fits, else `BigInt` in
/// decimal.
pub fn int_from_digits(digits: &str, radix: u32) -> Node {
    if let Ok(v) = i64::from_str_radix(digits, radix) {
        return Node::Int(v);
    }
    if radix == 10 {
        let t = digits.trim_start_matches('0');
        return Node::BigInt(t.to_string());
    }
    // Base conversion on little-endian base-1e9 limbs.
    let mut limbs: Vec<u64> = vec![0];
    for c in digits.chars() {
        let mut carry = c.to_digit(radix).unwrap_or(0) as u64;
        for l in limbs.iter_mut() {
            let v = *l * radix as u64 + carry;
            *l = v % 1_000_000_000;
            carry = v / 1_000_000_000;
        }
        while carry > 0 {
            limbs.push(carry % 1_000_000_000);
            carry /= 1_000_000_000;
        }
    }
    let mut s = limbs.last().copied().unwrap_or(0).to_string();
    for l in limbs.iter().rev().skip(1) {
        s.push_str(&format!("{l:09}"));
    }
    Node::BigInt(s)
}

/// Whether a text that grows at its end (a stream read a line at a time)
/// ends with an end token, as `ends_with_end_token` says, without
/// lexing it all again at each line: a clause, comment or quoted text
/// over many lines is scanned in time linear in its length.
///
/// A token before a line end is complete, so when the text ends with
/// one the scan resumes there, remembering whether the last token was
/// an end; otherwise two tokens back (one at the end may go on). In an
/// unterminated comment or quoted text it only looks for the closer in
/// the new text, and lexes the construct again once the closer appears.
#[derive(Clone, Debug, Default)]
pub struct EndScan {
    /// Where lexing resumes, and whether the last token before it was
    /// an end token.
    from: usize,
    last_end: bool,
    /// Inside an unterminated comment or quoted text: its closer, where
    /// to look for it next, and the answer until it comes (a quoted atom
    /// that a newline made an error counts as complete, to be reported).
    open: Option<(&'static str, usize, bool)>,
    /// Bytes looked at so far, lexed or searched (for the test that
    /// reading is linear).
    pub scanned: usize,
}

impl EndScan {
    /// Whether `text` ends with an end token. `text` must be the text of
    /// the last call with more appended (else `reset` first).
    pub fn ends(&mut self, text: &str) -> bool {
        if let Some((closer, at, answer)) = self.open {
            let at = at.min(text.len());
            self.scanned += text.len() - at;
            let new = &text.as_bytes()[at..];
            // In an open string, an escape may be an error, which makes
            // the text complete (to be reported).
            let found = new.windows(closer.len()).any(|w| w == closer.as_bytes())
                || (closer == "\"" && !answer && new.contains(&b'\\'));
            if !found {
                // The closer may straddle this text's end.
                let at = text.len().saturating_sub(closer.len() - 1);
                self.open = Some((closer, at, answer));
                return answer;
            }
            self.open = None;
        }
        let base = self.from.min(text.len());
        let mut lexer = Lexer::new(&text[base..]);
        // The starts (before their layout) of the last two tokens.
        let mut starts = [base, base];
        let mut last_end = self.last_end;
        // Whether lexing reached the end of the text cleanly.
        let mut clean = false;
        let result = loop {
            let start = base + lexer.offset();
            match lexer.next_token() {
                Ok(Some(t)) => {
                    starts = [starts[1], start];
                    last_end = matches!(t.tok, Tok::End);
                }
                Ok(None) => {
                    clean = true;
                    break last_end;
                }
                Err(e) if e.message.starts_with("unterminated") => {
                    starts = [start, start];
                    // A quoted atom without a newline since its quote
                    // is short: it is lexed again.
                    let closer = match e.message.as_str() {
                        "unterminated block comment" => Some("*/"),
                        "unterminated string" => Some("\""),
                        _ => None,
                    };
                    if let Some(closer) = closer {
                        let at = text.len().saturating_sub(closer.len() - 1);
                        self.open = Some((closer, at, false));
                    }
                    break false;
                }
                Err(_) if lexer.at_eof() => {
                    // An error inside quoted text that runs to the end
                    // (a newline in a quoted atom): complete until the
                    // quote closes.
                    starts = [start, start];
                    let mut at = Lexer::new(&text[start..]);
                    let closer = match at.skip_layout().map(|_| at.peek()) {
                        Ok(Some('\'')) => Some("'"),
                        Ok(Some('"')) => Some("\""),
                        Ok(Some('`')) => Some("`"),
                        _ => None,
                    };
                    if let Some(closer) = closer {
                        self.open = Some((closer, text.len(), true));
                    }
                    break true;
                }
                Err(_) => {
                    starts = [starts[1], start];
                    last_end = false;
                }
            }
        };
        self.scanned += lexer.offset();
        if clean && text.ends_with('\n') {
            (self.from, self.last_end) = (text.len(), last_end);
        } else {
            // Before an open comment, whether the token before it was an
            // end still counts; a token resumed at is lexed again.
            (self.from, self.last_end) = (starts[0], last_end);
        }
        result
    }

    /// Starts again on a new text.
    pub fn reset(&mut self) {
        *self = EndScan::default();
    }
}

#[cfg(test)]
mod end_scan_tests {
    use super::EndScan;

    /// Fed a line at a time, the scan answers as a scan of the whole text.
    #[test]
    fn end_scan_agrees_with_a_whole_scan_at_every_line() {
        let texts = [
            "foo(X) :-\n    bar(X).\n",
            "a. b\n.\n",
            "x = 'it''s\nstill'.\n",
            "/* a\n comment */ t.\n% more\n\n",
            "X = \"a\\\"\nb\".\n",
            "p :- X = 1\n.5.\n",
            "q('a\n\nb'). /* open\n",
            "r :- a =..\n b.\n",
            "s. t(\n",
            "0'a. 0'\n'.\n",
            "x = \"a\nb\nc\".\n",
            "y = 'a\nb\nc'. z.\n",
            "y = 'a\nb\nc'. z\n",
            "w = \"a\\q\nb\". v.\n",
            "u = `a\nb`.\n/* c\n*/\n",
            "a. /* b */\n/* c */\n\n",
        ];
        for text in texts {
            let mut scan = EndScan::default();
            let mut end = 0;
            for line in text.split_inclusive('\n') {
                end += line.len();
                let prefix = &text[..end];
                assert_eq!(
                    scan.ends(prefix),
                    EndScan::default().ends(prefix),
                    "{prefix:?}"
                );
            }
        }
    }

    /// The same on texts put together from pieces of Prolog's lexical
    /// corners, a line at a time.
    #[test]
    fn end_scan_agrees_on_generated_texts() {
        let pieces = [
            "a", ".", " ", "\n", "'", "\"", "`", "/*", "*/", "%", "\\", "0'", "(", "=..", "1", "x",
        ];
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        for _ in 0..3000 {
            let mut text = String::new();
            for _ in 0..12 {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                text.push_str(pieces[(seed >> 33) as usize % pieces.len()]);
            }
            text.push('\n');
            let mut scan = EndScan::default();
            let mut end = 0;
            for line in text.split_inclusive('\n') {
                end += line.len();
                let prefix = &text[..end];
                let whole = EndScan::default().ends(prefix);
                assert_eq!(scan.ends(prefix), whole, "{prefix:?} of {text:?}");
            }
        }
    }

    // Issue 25: read/1 on an unterminated `/*` over 100k lines took 47 s:
    // each line read lexed the whole text again.
    #[test]
    fn end_scan_of_a_growing_comment_is_linear() {
        let mut text = String::from("/*\n");
        let mut scan = EndScan::default();
        for i in 0..20_000 {
            text.push_str(&format!("line {i} of a comment that never ends\n"));
            assert!(!scan.ends(&text));
        }
        assert!(
            scan.scanned <= 2 * text.len(),
            "{} for {}",
            scan.scanned,
            text.len()
        );
        // Closed, the comment is lexed once more.
        text.push_str("*/ end.\n");
        assert!(scan.ends(&text));
        assert!(
            scan.scanned <= 4 * text.len(),
            "{} for {}",
            scan.scanned,
            text.len()
        );
    }
}
