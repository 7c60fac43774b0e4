//! (stub: to be written)

use super::Registry;

pub fn register(_r: &mut Registry) {}
