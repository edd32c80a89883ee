//! Where a chart's axes put their tick marks: round numbers on linear axes, powers on log axes.

/// Round values 1, 2, 2.5 or 5 × 10^k apart covering `[lo, hi]`, about `count` of them (never more
/// than `count + 1`). Empty when the range is empty or not finite.
pub fn linear_ticks(lo: f64, hi: f64, count: usize) -> Vec<f64> {
    if !(lo.is_finite() && hi.is_finite()) || hi <= lo || count == 0 {
        return Vec::new();
    }
    let rough = (hi - lo) / count as f64;
    let magnitude = 10f64.powf(rough.log10().floor());
    let step = [1.0, 2.0, 2.5, 5.0, 10.0]
        .iter()
        .map(|m| m * magnitude)
        .find(|s| *s >= rough)
        .unwrap_or(10.0 * magnitude);
    let first = (lo / step - 1e-9).ceil() as i64;
    let last = (hi / step + 1e-9).floor() as i64;
    (first..=last)
        // Multiplying the integer index (not adding steps) keeps 0.1 · 3 from drifting.
        .map(|k| {
            let v = k as f64 * step;
            if v.abs() < step * 1e-9 { 0.0 } else { v }
        })
        .collect()
}

/// The powers of `base` within `[lo, hi]`, e.g. 1, 4, 16, 64 … for d_k, or 10^18 … for FLOPs.
pub fn power_ticks(lo: f64, hi: f64, base: f64) -> Vec<f64> {
    if !(lo > 0.0 && hi >= lo && hi.is_finite() && base > 1.0) {
        return Vec::new();
    }
    let first = (lo.ln() / base.ln() - 1e-9).ceil() as i32;
    let last = (hi.ln() / base.ln() + 1e-9).floor() as i32;
    (first..=last).map(|k| base.powi(k)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: &[f64], b: &[f64]) -> bool {
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-9)
    }

    #[test]
    fn linear_ticks_are_round_and_inside() {
        let t = linear_ticks(0.0, 1.0, 5);
        assert!(close(&t, &[0.0, 0.2, 0.4, 0.6, 0.8, 1.0]), "{t:?}");
        let t = linear_ticks(24.5, 26.2, 4);
        assert!(close(&t, &[24.5, 25.0, 25.5, 26.0]), "{t:?}");
        let t = linear_ticks(0.0, 8000.0, 6);
        assert!(close(&t, &[0.0, 2000.0, 4000.0, 6000.0, 8000.0]), "{t:?}");
        for (lo, hi, n) in [
            (0.0, 0.0017, 5),
            (-3.0, 7.0, 4),
            (1e-6, 3e-3, 6),
            (0.3, 0.31, 3),
        ] {
            let t = linear_ticks(lo, hi, n);
            assert!(!t.is_empty() && t.len() <= n + 1, "{lo}..{hi}: {t:?}");
            assert!(t.iter().all(|v| *v >= lo - 1e-12 && *v <= hi + 1e-12));
            assert!(t.windows(2).all(|w| w[1] > w[0]));
        }
    }

    #[test]
    fn bad_ranges_give_no_ticks() {
        assert!(linear_ticks(1.0, 1.0, 5).is_empty());
        assert!(linear_ticks(2.0, 1.0, 5).is_empty());
        assert!(linear_ticks(0.0, f64::NAN, 5).is_empty());
        assert!(linear_ticks(0.0, 1.0, 0).is_empty());
        assert!(power_ticks(0.0, 10.0, 10.0).is_empty());
        assert!(power_ticks(1.0, 10.0, 1.0).is_empty());
    }

    #[test]
    fn power_ticks_cover_the_range() {
        assert!(close(
            &power_ticks(1.0, 1024.0, 4.0),
            &[1.0, 4.0, 16.0, 64.0, 256.0, 1024.0]
        ));
        assert!(close(
            &power_ticks(1e18, 3e21, 10.0),
            &[1e18, 1e19, 1e20, 1e21]
        ));
        assert!(close(
            &power_ticks(0.7, 46.0, 2.0),
            &[1.0, 2.0, 4.0, 8.0, 16.0, 32.0]
        ));
    }
}
