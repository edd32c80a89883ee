//! The model's sinusoidal positional encodings, computed with `libm`'s sin, cos and pow so that
//! every platform agrees to the last bit.

/// The sinusoidal encoding of position `pos`, dimension `i`, in a model `d` wide (libm's sin, cos
/// and pow, so every platform agrees).
fn encoding(pos: usize, i: usize, d: usize) -> f64 {
    let angle = pos as f64 / libm::pow(10_000.0, (2 * (i / 2)) as f64 / d as f64);
    if i.is_multiple_of(2) {
        libm::sin(angle)
    } else {
        libm::cos(angle)
    }
}

/// `len × d` sinusoidal encodings, or zeros when positions are `off`.
pub(crate) fn positions(len: usize, d: usize, on: bool) -> Vec<f64> {
    (0..len * d)
        .map(|k| if on { encoding(k / d, k % d, d) } else { 0.0 })
        .collect()
}
