//! arr: an interpreter for a small typed array language that follows Cython.

pub mod diag;
pub mod source;
pub mod syntax;
