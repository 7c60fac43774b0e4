//! (temporary shim until the writer lands)

use super::Registry;
use crate::reader::OpTable;
use crate::term::{Cell, Store};

#[derive(Default)]
pub struct WriteOpts {
    pub quoted: bool,
    pub ignore_ops: bool,
    pub numbervars: bool,
    pub max_depth: usize,
}

pub fn term_to_string(st: &Store, _ops: &OpTable, c: Cell, _o: &WriteOpts) -> String {
    format!("{:?}", st.deref(c))
}

pub fn register(_r: &mut Registry) {}
