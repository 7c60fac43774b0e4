//! [`BigInteger`]: an owned integer of any size, the value of
//! [`Term::BigInteger`](super::Term::BigInteger). A newtype, so the
//! engine's big-integer crate stays out of the public API.

use std::fmt;
use std::str::FromStr;

use crate::term::{BigInt, BigIntExt};

/// An integer of any size, as Prolog's unbounded integers have them.
///
/// A machine gives [`Term::BigInteger`](super::Term::BigInteger) only for
/// integers outside `i64`; those inside are always
/// [`Term::Integer`](super::Term::Integer). It prints in decimal and
/// parses from decimal text with an optional sign.
///
/// ```
/// use zebralog::BigInteger;
/// let n: BigInteger = "123456789012345678901234567890".parse().unwrap();
/// assert_eq!(n.to_string(), "123456789012345678901234567890");
/// assert_eq!(n.to_i128(), Some(123456789012345678901234567890));
/// assert_eq!(BigInteger::from(i128::MIN).to_string(), i128::MIN.to_string());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct BigInteger(pub(crate) BigInt);

impl BigInteger {
    /// The value as an `i64`, if it fits.
    pub fn to_i64(&self) -> Option<i64> {
        self.0.to_i64()
    }

    /// The value as an `i128`, if it fits.
    pub fn to_i128(&self) -> Option<i128> {
        i128::try_from(&self.0).ok()
    }

    /// The value as the nearest `f64` (infinite beyond the float range).
    pub fn to_f64(&self) -> f64 {
        self.0.to_f64_lossy()
    }
}

impl fmt::Display for BigInteger {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digits = self.0.abs().to_radix_string(10);
        f.pad_integral(!self.0.is_negative(), "", &digits)
    }
}

/// Text that is not a decimal integer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseBigIntegerError;

impl fmt::Display for ParseBigIntegerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a decimal integer")
    }
}

impl std::error::Error for ParseBigIntegerError {}

impl FromStr for BigInteger {
    type Err = ParseBigIntegerError;
    /// Decimal digits with an optional `-` or `+`.
    fn from_str(s: &str) -> Result<BigInteger, ParseBigIntegerError> {
        s.parse().map(BigInteger).map_err(|_| ParseBigIntegerError)
    }
}

impl From<i64> for BigInteger {
    fn from(i: i64) -> BigInteger {
        BigInteger(i.into())
    }
}

impl From<i128> for BigInteger {
    fn from(i: i128) -> BigInteger {
        BigInteger(i.into())
    }
}

impl From<u128> for BigInteger {
    fn from(i: u128) -> BigInteger {
        BigInteger(i.into())
    }
}
