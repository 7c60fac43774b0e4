//! Conversions between [`Term`] and Rust values: `From` for building
//! terms, `TryFrom<&Term>` (and `TryFrom<Term>`) for reading them, with
//! [`TypeMismatch`] when a term is not what was asked for.

use super::{BigInteger, Term};

// ---- conversions from Rust values -----------------------------------------

impl From<i64> for Term {
    fn from(i: i64) -> Term {
        Term::Integer(i)
    }
}

impl From<i32> for Term {
    fn from(i: i32) -> Term {
        Term::Integer(i.into())
    }
}

impl From<u32> for Term {
    fn from(i: u32) -> Term {
        Term::Integer(i.into())
    }
}

impl From<usize> for Term {
    fn from(i: usize) -> Term {
        Term::from(i as u128)
    }
}

impl From<u64> for Term {
    fn from(i: u64) -> Term {
        Term::from(i as u128)
    }
}

impl From<i128> for Term {
    /// [`Term::Integer`] when the value fits in `i64`, else
    /// [`Term::BigInteger`].
    fn from(i: i128) -> Term {
        match i64::try_from(i) {
            Ok(i) => Term::Integer(i),
            Err(_) => Term::BigInteger(i.into()),
        }
    }
}

impl From<u128> for Term {
    /// [`Term::Integer`] when the value fits in `i64`, else
    /// [`Term::BigInteger`].
    fn from(i: u128) -> Term {
        match i64::try_from(i) {
            Ok(i) => Term::Integer(i),
            Err(_) => Term::BigInteger(i.into()),
        }
    }
}

impl From<BigInteger> for Term {
    /// Normalised: [`Term::Integer`] when the value fits in `i64`.
    fn from(b: BigInteger) -> Term {
        match b.to_i64() {
            Some(i) => Term::Integer(i),
            None => Term::BigInteger(b),
        }
    }
}

impl From<i16> for Term {
    fn from(i: i16) -> Term {
        Term::Integer(i.into())
    }
}

impl From<u8> for Term {
    fn from(i: u8) -> Term {
        Term::Integer(i.into())
    }
}

impl From<f32> for Term {
    fn from(f: f32) -> Term {
        Term::Float(f.into())
    }
}

impl From<char> for Term {
    /// A one-character atom, as `atom_chars/2` makes them.
    fn from(c: char) -> Term {
        Term::Atom(c.to_string())
    }
}

impl From<&String> for Term {
    /// An atom; use [`Term::string`] for a string object.
    fn from(s: &String) -> Term {
        Term::Atom(s.clone())
    }
}

impl From<&Term> for Term {
    fn from(t: &Term) -> Term {
        t.clone()
    }
}

impl<T: Clone + Into<Term>> From<&[T]> for Term {
    fn from(items: &[T]) -> Term {
        Term::List(items.iter().cloned().map(Into::into).collect())
    }
}

impl<T: Into<Term>, const N: usize> From<[T; N]> for Term {
    fn from(items: [T; N]) -> Term {
        Term::List(items.into_iter().map(Into::into).collect())
    }
}

impl From<f64> for Term {
    fn from(f: f64) -> Term {
        Term::Float(f)
    }
}

impl From<bool> for Term {
    /// The atoms `true` and `false`.
    fn from(b: bool) -> Term {
        Term::Atom(if b { "true" } else { "false" }.into())
    }
}

impl From<&str> for Term {
    /// An atom; use [`Term::string`] for a string object.
    fn from(s: &str) -> Term {
        Term::Atom(s.into())
    }
}

impl From<String> for Term {
    /// An atom; use [`Term::string`] for a string object.
    fn from(s: String) -> Term {
        Term::Atom(s)
    }
}

impl<T: Into<Term>> From<Vec<T>> for Term {
    fn from(items: Vec<T>) -> Term {
        Term::List(items.into_iter().map(Into::into).collect())
    }
}

impl<A: Into<Term>, B: Into<Term>> From<(A, B)> for Term {
    /// The pair `A-B`, as `pairs_keys_values/3` and `keysort/2` use.
    fn from((a, b): (A, B)) -> Term {
        Term::Compound("-".into(), vec![a.into(), b.into()])
    }
}

impl<A: Into<Term>, B: Into<Term>, C: Into<Term>> From<(A, B, C)> for Term {
    /// The triple `A-B-C`, that is `(A-B)-C`.
    fn from((a, b, c): (A, B, C)) -> Term {
        Term::from(((a, b), c))
    }
}

// ---- conversions to Rust values ---------------------------------------------

/// A term that is not of the Rust type asked for.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("expected {expected}, found {found}")]
pub struct TypeMismatch {
    /// What the conversion wanted: "integer", "list", ...
    pub expected: &'static str,
    /// The term found, as `writeq` writes it.
    pub found: String,
}

fn mismatch(expected: &'static str, t: &Term) -> TypeMismatch {
    TypeMismatch {
        expected,
        found: t.to_string(),
    }
}

impl TryFrom<&Term> for i64 {
    type Error = TypeMismatch;
    fn try_from(t: &Term) -> Result<i64, TypeMismatch> {
        t.as_i64().ok_or_else(|| mismatch("integer", t))
    }
}

/// Integer conversions that check the range.
macro_rules! integer_from_term {
    ($($t:ty),*) => {$(
        impl TryFrom<&Term> for $t {
            type Error = TypeMismatch;
            fn try_from(t: &Term) -> Result<$t, TypeMismatch> {
                t.as_i64()
                    .and_then(|i| <$t>::try_from(i).ok())
                    .ok_or_else(|| mismatch(stringify!($t), t))
            }
        }

        impl TryFrom<Term> for $t {
            type Error = TypeMismatch;
            fn try_from(t: Term) -> Result<$t, TypeMismatch> {
                <$t>::try_from(&t)
            }
        }
    )*};
}

integer_from_term!(i32, u32, u64, usize);

impl TryFrom<&Term> for i128 {
    type Error = TypeMismatch;
    /// Small and big integers, when they fit.
    fn try_from(t: &Term) -> Result<i128, TypeMismatch> {
        match t {
            Term::Integer(i) => Ok((*i).into()),
            Term::BigInteger(b) => b.to_i128().ok_or_else(|| mismatch("i128", t)),
            _ => Err(mismatch("i128", t)),
        }
    }
}

impl TryFrom<&Term> for BigInteger {
    type Error = TypeMismatch;
    /// Any integer, small or big.
    fn try_from(t: &Term) -> Result<BigInteger, TypeMismatch> {
        match t {
            Term::Integer(i) => Ok((*i).into()),
            Term::BigInteger(b) => Ok(b.clone()),
            _ => Err(mismatch("integer", t)),
        }
    }
}

impl TryFrom<&Term> for f64 {
    type Error = TypeMismatch;
    /// Integers convert too.
    fn try_from(t: &Term) -> Result<f64, TypeMismatch> {
        t.as_f64().ok_or_else(|| mismatch("number", t))
    }
}

impl TryFrom<&Term> for String {
    type Error = TypeMismatch;
    /// The text of an atom or a string; numbers as they are written.
    fn try_from(t: &Term) -> Result<String, TypeMismatch> {
        match t {
            Term::Atom(s) | Term::String(s) => Ok(s.clone()),
            Term::Integer(_) | Term::BigInteger(_) | Term::Float(_) => Ok(t.to_string()),
            _ => Err(mismatch("text", t)),
        }
    }
}

impl TryFrom<&Term> for bool {
    type Error = TypeMismatch;
    /// The atoms `true` and `false`.
    fn try_from(t: &Term) -> Result<bool, TypeMismatch> {
        match t.as_atom() {
            Some("true") => Ok(true),
            Some("false") => Ok(false),
            _ => Err(mismatch("boolean", t)),
        }
    }
}

impl<T> TryFrom<&Term> for Vec<T>
where
    T: for<'a> TryFrom<&'a Term, Error = TypeMismatch>,
{
    type Error = TypeMismatch;
    fn try_from(t: &Term) -> Result<Vec<T>, TypeMismatch> {
        let items = t.as_list().ok_or_else(|| mismatch("list", t))?;
        items.iter().map(T::try_from).collect()
    }
}

impl<A, B> TryFrom<&Term> for (A, B)
where
    A: for<'a> TryFrom<&'a Term, Error = TypeMismatch>,
    B: for<'a> TryFrom<&'a Term, Error = TypeMismatch>,
{
    type Error = TypeMismatch;
    /// A pair `A-B`.
    fn try_from(t: &Term) -> Result<(A, B), TypeMismatch> {
        match t.as_compound() {
            Some(("-", [a, b])) => Ok((A::try_from(a)?, B::try_from(b)?)),
            _ => Err(mismatch("pair", t)),
        }
    }
}

impl<A, B, C> TryFrom<&Term> for (A, B, C)
where
    A: for<'a> TryFrom<&'a Term, Error = TypeMismatch>,
    B: for<'a> TryFrom<&'a Term, Error = TypeMismatch>,
    C: for<'a> TryFrom<&'a Term, Error = TypeMismatch>,
{
    type Error = TypeMismatch;
    /// A triple `A-B-C`, that is `(A-B)-C`, as `From` makes it.
    fn try_from(t: &Term) -> Result<(A, B, C), TypeMismatch> {
        match t.as_compound() {
            Some(("-", [ab, c])) => match ab.as_compound() {
                Some(("-", [a, b])) => Ok((A::try_from(a)?, B::try_from(b)?, C::try_from(c)?)),
                _ => Err(mismatch("triple", t)),
            },
            _ => Err(mismatch("triple", t)),
        }
    }
}

impl TryFrom<Term> for bool {
    type Error = TypeMismatch;
    fn try_from(t: Term) -> Result<bool, TypeMismatch> {
        bool::try_from(&t)
    }
}

impl<T> TryFrom<Term> for Vec<T>
where
    T: for<'a> TryFrom<&'a Term, Error = TypeMismatch>,
{
    type Error = TypeMismatch;
    fn try_from(t: Term) -> Result<Vec<T>, TypeMismatch> {
        Vec::try_from(&t)
    }
}

impl TryFrom<Term> for i64 {
    type Error = TypeMismatch;
    fn try_from(t: Term) -> Result<i64, TypeMismatch> {
        i64::try_from(&t)
    }
}

impl TryFrom<Term> for f64 {
    type Error = TypeMismatch;
    fn try_from(t: Term) -> Result<f64, TypeMismatch> {
        f64::try_from(&t)
    }
}

impl TryFrom<Term> for String {
    type Error = TypeMismatch;
    fn try_from(t: Term) -> Result<String, TypeMismatch> {
        String::try_from(&t)
    }
}
