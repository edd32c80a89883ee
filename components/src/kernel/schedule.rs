//! The learning-rate schedule of §5.3: linear warm-up, then decay with 1/√step.

/// lrate = d_model^-0.5 · min(step^-0.5, step · warmup^-1.5). Step 0 gives 0.
pub fn learning_rate(step: u64, d_model: u64, warmup: u64) -> f64 {
    if step == 0 {
        return 0.0;
    }
    let s = step as f64;
    let w = warmup.max(1) as f64;
    (d_model.max(1) as f64).powf(-0.5) * s.powf(-0.5).min(s * w.powf(-1.5))
}

/// The step of the peak (the end of the warm-up) and the rate there.
pub fn peak(d_model: u64, warmup: u64) -> (u64, f64) {
    let w = warmup.max(1);
    (w, learning_rate(w, d_model, w))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worked_numbers() {
        assert!((512f64.powf(-0.5) - 0.0442).abs() < 5e-5);
        assert!((4000f64.powf(-0.5) - 0.0158).abs() < 5e-5);
        let (step, rate) = peak(512, 4000);
        assert_eq!(step, 4000);
        assert!((rate - 7.0e-4).abs() < 5e-6, "{rate}");
        assert!((learning_rate(100_000, 512, 4000) - 1.4e-4).abs() < 5e-6);
        assert_eq!(learning_rate(0, 512, 4000), 0.0);
    }

    #[test]
    fn rises_then_falls() {
        assert!(learning_rate(1000, 512, 4000) < learning_rate(3999, 512, 4000));
        assert!(learning_rate(4001, 512, 4000) < learning_rate(4000, 512, 4000));
        // Both branches meet at the warm-up step.
        let w = 4000f64;
        assert!((w.powf(-0.5) - w * w.powf(-1.5)).abs() < 1e-15);
    }
}
