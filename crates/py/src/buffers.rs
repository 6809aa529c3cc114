//! Numpy arrays (any object with a writable, C-contiguous buffer of the right type and
//! size) seen as Rust slices, so observations are written in place with no per-step
//! Python objects; and the raw parts that cross into code run without the GIL.

use mw_gym::{BatchMut, ObsMut};
use pyo3::buffer::{Element, PyBuffer};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// A checked writable buffer: pointer and length, valid while the `PyBuffer` it came
/// from is held by the caller.
pub struct Raw<T> {
    ptr: *mut T,
    len: usize,
}

// SAFETY: a `Raw` is only used while its `PyBuffer` (which keeps the array alive and
// its memory in place) is held in a `Keep`, and it is moved (never shared) to the one
// thread that writes it.
unsafe impl<T> Send for Raw<T> {}

impl<T> Raw<T> {
    /// SAFETY: the caller holds the buffer this came from and no other slice of it.
    #[allow(clippy::mut_from_ref)]
    pub unsafe fn slice(&self) -> &mut [T] {
        std::slice::from_raw_parts_mut(self.ptr, self.len)
    }
}

/// The buffer of `obj`, checked writable, C-contiguous and `len` elements of `T`.
pub fn writable<T: Element>(obj: &Bound<'_, PyAny>, name: &str, len: usize) -> PyResult<(PyBuffer<T>, Raw<T>)> {
    let buf = PyBuffer::<T>::get(obj).map_err(|e| PyValueError::new_err(format!("{name}: {e}")))?;
    if buf.readonly() {
        return Err(PyValueError::new_err(format!("{name}: the array is read-only")));
    }
    if !buf.is_c_contiguous() {
        return Err(PyValueError::new_err(format!("{name}: the array is not C-contiguous")));
    }
    if buf.item_count() != len {
        return Err(PyValueError::new_err(format!("{name}: {} elements, expected {len}", buf.item_count())));
    }
    let raw = Raw { ptr: buf.buf_ptr() as *mut T, len };
    Ok((buf, raw))
}

/// The buffer of `obj` read as `len` elements of `T` (copied out).
pub fn read<T: Element + Copy>(obj: &Bound<'_, PyAny>, name: &str, len: usize) -> PyResult<Vec<T>> {
    let buf = PyBuffer::<T>::get(obj).map_err(|e| PyValueError::new_err(format!("{name}: {e}")))?;
    if buf.item_count() != len {
        return Err(PyValueError::new_err(format!("{name}: {} elements, expected {len}", buf.item_count())));
    }
    buf.to_vec(obj.py()).map_err(|e| PyValueError::new_err(format!("{name}: {e}")))
}

/// The eight observation arrays, in `Layout::sizes` order, as passed from Python.
pub struct ObsRaw {
    pub i32s: [Raw<i32>; 7],
    pub mask: Raw<i8>,
}

/// The Python buffers behind raw parts: hold it until the raw parts are done with (it
/// is dropped with the GIL held, releasing the buffers).
pub struct Keep {
    _i32: Vec<PyBuffer<i32>>,
    _i8: Vec<PyBuffer<i8>>,
    _f32: Vec<PyBuffer<f32>>,
    _u8: Vec<PyBuffer<u8>>,
}

pub const OBS_NAMES: [&str; 8] = ["game", "hand", "battlefield", "graveyard", "stack", "actions", "opponents", "action_mask"];

impl ObsRaw {
    /// `arrays`: the observation's arrays (times `n` observations for a batch).
    pub fn get(arrays: &[Bound<'_, PyAny>], sizes: [usize; 8], n: usize) -> PyResult<(Keep, ObsRaw)> {
        if arrays.len() != 8 {
            return Err(PyValueError::new_err(format!("give the 8 observation arrays ({}), not {}", OBS_NAMES.join(", "), arrays.len())));
        }
        let mut keep = Vec::new();
        let mut raws = Vec::new();
        for k in 0..7 {
            let (b, r) = writable::<i32>(&arrays[k], OBS_NAMES[k], sizes[k] * n)?;
            keep.push(b);
            raws.push(r);
        }
        let (mb, mask) = writable::<i8>(&arrays[7], OBS_NAMES[7], sizes[7] * n)?;
        let mut it = raws.into_iter();
        let mut next = || it.next().expect("seven arrays");
        let i32s = [next(), next(), next(), next(), next(), next(), next()];
        Ok((Keep { _i32: keep, _i8: vec![mb], _f32: Vec::new(), _u8: Vec::new() }, ObsRaw { i32s, mask }))
    }

    /// SAFETY: as `Raw::slice`; one `ObsMut` from this at a time.
    pub unsafe fn obs(&self) -> ObsMut<'_> {
        let [g, h, b, y, s, a, o] = &self.i32s;
        ObsMut {
            game: g.slice(),
            hand: h.slice(),
            battlefield: b.slice(),
            graveyard: y.slice(),
            stack: s.slice(),
            actions: a.slice(),
            opponents: o.slice(),
            mask: self.mask.slice(),
        }
    }
}

/// A batch's observation arrays plus reward (`float32`), terminated, truncated and
/// illegal (`uint8`; numpy `bool` arrays viewed as `uint8`).
pub struct BatchRaw {
    pub obs: ObsRaw,
    pub reward: Raw<f32>,
    pub terminated: Raw<u8>,
    pub truncated: Raw<u8>,
    pub illegal: Raw<u8>,
}

impl BatchRaw {
    pub fn get(arrays: &[Bound<'_, PyAny>], flags: [&Bound<'_, PyAny>; 4], sizes: [usize; 8], n: usize) -> PyResult<(Keep, BatchRaw)> {
        let (mut keep, obs) = ObsRaw::get(arrays, sizes, n)?;
        let (rb, reward) = writable::<f32>(flags[0], "reward", n)?;
        let (tb, terminated) = writable::<u8>(flags[1], "terminated", n)?;
        let (ub, truncated) = writable::<u8>(flags[2], "truncated", n)?;
        let (ib, illegal) = writable::<u8>(flags[3], "illegal", n)?;
        keep._f32.push(rb);
        keep._u8.extend([tb, ub, ib]);
        Ok((keep, BatchRaw { obs, reward, terminated, truncated, illegal }))
    }

    /// SAFETY: as `Raw::slice`; one `BatchMut` from this at a time.
    pub unsafe fn batch(&self) -> BatchMut<'_> {
        let o = self.obs.obs();
        BatchMut {
            game: o.game,
            hand: o.hand,
            battlefield: o.battlefield,
            graveyard: o.graveyard,
            stack: o.stack,
            actions: o.actions,
            opponents: o.opponents,
            mask: o.mask,
            reward: self.reward.slice(),
            terminated: self.terminated.slice(),
            truncated: self.truncated.slice(),
            illegal: self.illegal.slice(),
        }
    }
}
