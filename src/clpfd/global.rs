//! element/3, global_cardinality/2, tuples_in/2 and lex_chain/1.

use super::engine::{Engine, Kind};
use super::FdResult;

pub fn propagate(_eng: &mut Engine, _q: u32, _kind: Kind) -> FdResult<()> {
    Ok(())
}
