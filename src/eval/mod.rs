//! eval: runs the compiled program. `compile` turns HIR into closures once;
//! running is calling them with a frame.

pub mod address;
pub mod arrays;
pub mod attrs;
pub mod bigint;
pub mod call;
pub mod cmath;
pub mod compile;
pub mod dealloc;
pub mod echo;
pub mod enums;
pub mod exc;
pub mod fancy;
pub mod format;
pub mod frame;
pub mod generator;
pub mod hashing;
pub mod iter;
pub mod kernels;
pub mod memory;
pub mod memview;
pub mod ops;
pub mod parallel;
pub mod reduce_axes;
pub mod reprs;
pub mod setorder;
pub mod value;
