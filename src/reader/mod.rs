//! The reader: Prolog text to terms.
//!
//! A hand-written [`lexer`] turns text into tokens, one clause at a time
//! (up to the end token); the LALRPOP grammar parses the term skeleton and
//! hands each operator sequence to [`resolve`], which applies the live
//! [`OpTable`] and builds the flat [`ReadTerm`] arena. Every stage is
//! iterative, so neither long operator chains nor deep nesting can
//! overflow the native stack.
//!
//! **Invariant:** the reader depends only on an operator table and read
//! flags, never on the machine. The table and flags are passed per clause,
//! so op/3 and set_prolog_flag/2 directives take effect for the next one.

pub mod ast;
mod lexer;
pub mod ops;
mod resolve;

#[cfg(test)]
mod tests;

lalrpop_util::lalrpop_mod!(
    #[allow(clippy::all, clippy::pedantic, unused)]
    grammar,
    "/reader/grammar.rs"
);

#[cfg(test)]
use ast::NodeId;
pub use ast::{DoubleQuotes, Node, ReadFlags, ReadTerm, NIL_FUNCTOR};
pub use lexer::EndScan;
pub use ops::{OpTable, OpType};

use lalrpop_util::ParseError;
use lexer::{Lexer, Tok, Token};
use resolve::{Builder, ReadErr};

/// A syntax error with its position, printable like a compiler error.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{}:{line}:{col}: syntax error: {message}\n{source_line}\n{caret}", file.as_deref().unwrap_or("user"), caret = caret(*.col))]
pub struct SyntaxError {
    pub file: Option<String>,
    /// 1-based line of the offending token.
    pub line: usize,
    /// 1-based column (in characters) of the offending token.
    pub col: usize,
    pub message: String,
    /// The text of line `line`, for display.
    pub source_line: String,
}

/// The message for a comma or bar where an operand should start (SWI's
/// words; its formal term is `quoted_punctuation`).
pub(crate) const COMMA_OR_BAR: &str = "operand expected, unquoted comma or bar found";

impl SyntaxError {
    /// The formal term of `syntax_error(Formal)` for this error: SWI's
    /// name where the message is one SWI has, else the message with
    /// underscores for spaces.
    /// The quote of a quoted item the text ended in, for SWI's formal
    /// term `end_of_file_in_quoted(Quote)`.
    pub fn eof_in_quote(&self) -> Option<char> {
        Some(match self.message.as_str() {
            "unterminated quoted atom" => '\'',
            "unterminated string" => '"',
            "unterminated back-quoted string" => '`',
            _ => return None,
        })
    }

    pub fn formal(&self) -> String {
        match self.message.as_str() {
            "illegal start of term" => "cannot_start_term".into(),
            COMMA_OR_BAR => "quoted_punctuation".into(),
            "operator priority clash" => "operator_clash".into(),
            "unexpected `,`, expected `]`" | "unexpected `|`, expected `]`" => "list_rest".into(),
            m if m.starts_with("illegal character `") => "illegal_character".into(),
            m => m.replace(' ', "_"),
        }
    }
}

fn caret(col: usize) -> String {
    format!("{}^", " ".repeat(col.saturating_sub(1)))
}

/// Reads clauses one at a time from source text; after a syntax error
/// it resumes at the next clause.
pub struct Reader<'s> {
    src: &'s str,
    file: Option<String>,
    lexer: Lexer<'s>,
    /// Where `src` starts in its source (1-based line and column).
    start: (usize, usize),
}

impl<'s> Reader<'s> {
    pub fn new(src: &'s str, file: Option<String>) -> Self {
        Reader::at(src, file, 1, 1)
    }

    /// A reader of text that starts at `line` and `col` of its source
    /// (what is left of a stream), so errors and clause lines give the
    /// source's positions.
    pub fn at(src: &'s str, file: Option<String>, line: usize, col: usize) -> Self {
        Reader {
            src,
            file,
            lexer: Lexer::at(src, line, col),
            start: (line, col),
        }
    }

    /// The next clause, `None` at end of input. After an error, reading
    /// resumes after the next end token.
    pub fn next_term(
        &mut self,
        ops: &OpTable,
        flags: &ReadFlags,
    ) -> Option<Result<ReadTerm, SyntaxError>> {
        self.lexer.iso = flags.iso;
        let mut toks = Vec::with_capacity(64);
        // Just after the last token: where a missing end is reported
        // (not after the layout that follows it).
        let mut eof = self.lexer.position();
        loop {
            match self.lexer.next_token() {
                Ok(None) if toks.is_empty() => return None,
                // Text that ends before its end token is incomplete,
                // whatever else is wrong with it (`)` alone), as SWI
                // reports it: an interactive reader would wait for more.
                Ok(None) => {
                    let (line, col) = eof;
                    return Some(Err(self.error(line, col, "unexpected end of file")));
                }
                Ok(Some(t)) => {
                    eof = self.lexer.position();
                    let end = t.tok == Tok::End;
                    toks.push(t);
                    if end {
                        break;
                    }
                }
                Err(e) => {
                    self.skip_to_end();
                    return Some(Err(self.error(e.line, e.col, e.message)));
                }
            }
        }
        Some(self.parse(toks, eof, ops, flags))
    }

    /// Byte offset just past what has been read (after the last end
    /// token), so a caller reading from a stream can drop consumed text.
    pub fn offset(&self) -> usize {
        self.lexer.offset()
    }

    /// Skips tokens up to and including the next end token.
    fn skip_to_end(&mut self) {
        loop {
            match self.lexer.next_token() {
                Ok(None) => return,
                Ok(Some(Token { tok: Tok::End, .. })) => return,
                _ => {}
            }
        }
    }

    fn error(&self, line: usize, col: usize, message: impl Into<String>) -> SyntaxError {
        let (first, first_col) = self.start;
        let mut source_line = self
            .src
            .lines()
            .nth(line.saturating_sub(first))
            .unwrap_or("")
            .to_string();
        if line == first {
            // The start of that line was read before: keep the caret
            // under the right character.
            source_line.insert_str(0, &" ".repeat(first_col.saturating_sub(1)));
        }
        SyntaxError {
            file: self.file.clone(),
            line,
            col,
            message: message.into(),
            source_line,
        }
    }

    /// Parses the tokens of one clause; `eof` is the position reported
    /// when the tokens end without an end token.
    fn parse(
        &self,
        toks: Vec<Token>,
        eof: (usize, usize),
        ops: &OpTable,
        flags: &ReadFlags,
    ) -> Result<ReadTerm, SyntaxError> {
        let line = toks.first().map_or(eof.0, |t| t.line);
        let builder = Builder::new(ops, *flags, toks.iter().map(|t| (t.line, t.col)).collect());
        let input = toks
            .into_iter()
            .enumerate()
            .map(|(i, t)| Ok::<_, ReadErr>((i, t.tok, i + 1)));
        match grammar::ClauseParser::new().parse(&builder, input) {
            Ok(root) => {
                let (nodes, vars) = builder.finish();
                Ok(ReadTerm {
                    nodes,
                    root,
                    vars,
                    line,
                })
            }
            Err(e) => {
                let at = |i: usize| builder.positions.get(i).copied().unwrap_or(eof);
                let (pos, msg) = match e {
                    ParseError::UnrecognizedEof { .. } => {
                        (eof, "unexpected end of file".to_string())
                    }
                    ParseError::UnrecognizedToken {
                        token: (l, tok, _),
                        expected,
                    } => (at(l), unexpected_message(&tok, &expected)),
                    ParseError::ExtraToken { token: (l, tok, _) } => {
                        (at(l), format!("unexpected {}", describe(&tok)))
                    }
                    ParseError::InvalidToken { location } => {
                        (at(location), "invalid token".to_string())
                    }
                    ParseError::User { error } => (at(error.tok), error.message),
                };
                Err(self.error(pos.0, pos.1, msg))
            }
        }
    }
}

fn describe(tok: &Tok) -> String {
    match tok {
        Tok::Functor(n) if n == NIL_FUNCTOR => "`[]`".into(),
        Tok::Name(n, _) | Tok::Functor(n) | Tok::Var(n) => format!("`{n}`"),
        Tok::Num(..) => "number".into(),
        Tok::Str(_) | Tok::BackQ(_) => "string".into(),
        Tok::Open => "`(`".into(),
        Tok::Close => "`)`".into(),
        Tok::LBrack => "`[`".into(),
        Tok::RBrack => "`]`".into(),
        Tok::LBrace => "`{`".into(),
        Tok::RBrace => "`}`".into(),
        Tok::Comma => "`,`".into(),
        Tok::Bar => "`|`".into(),
        Tok::End => "end of clause".into(),
    }
}

/// The message for a token the grammar cannot take, in SWI's words where
/// SWI has them.
fn unexpected_message(tok: &Tok, expected: &[String]) -> String {
    if *tok == Tok::End {
        return "unexpected end of clause".into();
    }
    if expected.iter().any(|e| e == "Name") {
        if matches!(tok, Tok::Comma | Tok::Bar) {
            return COMMA_OR_BAR.into();
        }
        return "illegal start of term".into();
    }
    let list: Vec<String> = expected
        .iter()
        .filter(|e| e.starts_with('"'))
        .map(|e| e.replace('"', "`"))
        .collect();
    if list.is_empty() {
        format!("unexpected {}", describe(tok))
    } else {
        format!(
            "unexpected {}, expected {}",
            describe(tok),
            list.join(" or ")
        )
    }
}

/// Reads exactly one term from `text`; the end token is optional, and
/// anything after it is an error.
/// Does `text` end with a clause's end token (only layout after it)?
/// An interactive reader waits for this before running what was typed.
/// Text inside an unterminated quote or block comment is not complete;
/// other lexical errors count as complete so they get reported.
pub fn ends_with_end_token(text: &str) -> bool {
    EndScan::default().ends(text)
}

pub fn parse_term(text: &str, ops: &OpTable, flags: &ReadFlags) -> Result<ReadTerm, SyntaxError> {
    let r = Reader::new(text, None);
    let mut lx = Lexer::new(text);
    lx.iso = flags.iso;
    let mut toks = Vec::new();
    loop {
        match lx.next_token() {
            Ok(None) => {
                let (line, col) = lx.position();
                if toks.is_empty() {
                    return Err(r.error(line, col, "unexpected end of file"));
                }
                toks.push(Token {
                    tok: Tok::End,
                    line,
                    col,
                });
                break;
            }
            Ok(Some(t)) => {
                let end = t.tok == Tok::End;
                toks.push(t);
                if end {
                    match lx.next_token() {
                        Ok(None) => break,
                        Ok(Some(t)) => {
                            return Err(r.error(
                                t.line,
                                t.col,
                                "end of input expected after the term",
                            ))
                        }
                        Err(e) => return Err(r.error(e.line, e.col, e.message)),
                    }
                }
            }
            Err(e) => return Err(r.error(e.line, e.col, e.message)),
        }
    }
    let eof = lx.position();
    r.parse(toks, eof, ops, flags)
}

/// Parses a complete number literal, as atom_number/2 and number_codes/2
/// accept it: layout around it and one leading `-` or `+` are allowed.
///
/// ```
/// use zebralog::reader::{parse_number, Node};
/// assert_eq!(parse_number(" -0x1F "), Some(Node::Int(-31)));
/// assert_eq!(parse_number("1e3"), Some(Node::Float(1000.0)));
/// assert_eq!(parse_number("1 2"), None);
/// ```
#[cfg(test)]
pub fn parse_number(text: &str) -> Option<Node> {
    let t = text.trim();
    let (neg, rest) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    if !rest.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let mut lx = Lexer::new(rest);
    match lx.next_token() {
        Ok(Some(Token {
            tok: Tok::Num(n, _),
            ..
        })) if lx.at_eof() => Some(if neg { resolve::negate(n) } else { n }),
        _ => None,
    }
}
