//! The model's sinusoidal positional encodings, computed with `libm`'s sin, cos and pow so that
//! every platform agrees to the last bit.

/// `len × d` sinusoidal encodings, or zeros when positions are `off`: position `pos`, dimension
/// `i` is the sine (even `i`) or cosine (odd) of `pos / 10000^(2⌊i/2⌋/d)`.
pub(crate) fn positions(len: usize, d: usize, on: bool) -> Vec<f64> {
    if !on {
        return vec![0.0; len * d];
    }
    // Each dimension's wavelength once, not once per position: libm's pow is the slow part in
    // the browser (the everyday translator's making spent a tenth of its time here).
    let wavelengths: Vec<f64> = (0..d)
        .map(|i| libm::pow(10_000.0, (2 * (i / 2)) as f64 / d as f64))
        .collect();
    (0..len * d)
        .map(|k| {
            let (pos, i) = (k / d, k % d);
            let angle = pos as f64 / wavelengths[i];
            if i.is_multiple_of(2) {
                libm::sin(angle)
            } else {
                libm::cos(angle)
            }
        })
        .collect()
}
