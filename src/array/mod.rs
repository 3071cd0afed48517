//! The array runtime: buffers, dtypes, strided views, slicing, copies and
//! NumPy's printing. A leaf: it knows nothing of the language, and it holds
//! every `unsafe` block of arr (in `buffer.rs`, and in `native`, which
//! compiles C-level loops to machine code).

mod blocks;
pub mod buffer;
mod copy;
pub mod dtype;
pub mod flat;
pub mod libm;
pub mod native;
pub mod print;
pub mod view;

pub use dtype::{DType, Scalar};
pub use view::{Array, ArrayError, Sub};
