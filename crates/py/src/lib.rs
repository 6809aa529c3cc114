//! The `manaweave._core` extension module: `mw-gym`'s environments for Python. Built
//! only with the `python` feature (maturin sets it); without it the crate is empty, so
//! the cargo workspace builds and tests without a Python interpreter.

#[cfg(feature = "python")]
mod binding;
#[cfg(feature = "python")]
mod buffers;
