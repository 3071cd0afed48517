//! arr: an interpreter and REPL for a small typed array language that
//! follows Cython: `cdef` declarations, typed memoryviews, `prange`.
//!
//! The pipeline runs one way: `syntax` (logos → layout → chumsky) →
//! `sema` (resolve, type-check) → `eval` (compile HIR to closures, run).
//! `session` is the one door the front ends use.

pub mod array;
pub mod builtins;
pub mod diag;
pub mod eval;
pub mod loader;
pub mod repl;
pub mod sema;
pub mod session;
pub mod source;
pub mod syntax;
