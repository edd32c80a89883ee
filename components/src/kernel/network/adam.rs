//! Adam (Kingma and Ba, 2015) with the paper's β1 = 0.9, β2 = 0.98 and ε = 10⁻⁹: the update every
//! run of the project's trainer takes, the page's live runs and the everyday translator's alike.

/// Adam's β1, as in the paper.
pub const BETA1: f32 = 0.9;
/// Adam's β2, as in the paper.
pub const BETA2: f32 = 0.98;
/// Adam's ε, as in the paper.
pub const ADAM_EPS: f32 = 1e-9;

/// Adam's state: each parameter's running mean of gradients and of their squares, and the powers
/// of β1 and β2 that correct their bias towards zero.
#[derive(Debug, Clone)]
pub struct Adam {
    first: Vec<f32>,
    second: Vec<f32>,
    beta1_power: f32,
    beta2_power: f32,
}

impl Adam {
    /// Fresh state for `size` parameters.
    pub fn new(size: usize) -> Self {
        Self {
            first: vec![0.0; size],
            second: vec![0.0; size],
            beta1_power: 1.0,
            beta2_power: 1.0,
        }
    }

    /// One update of `weights` by `grad` at learning rate `rate`.
    pub fn update(&mut self, weights: &mut [f32], grad: &[f32], rate: f32) {
        self.beta1_power *= BETA1;
        self.beta2_power *= BETA2;
        let (c1, c2) = (1.0 - self.beta1_power, 1.0 - self.beta2_power);
        for (((w, m), v), &g) in weights
            .iter_mut()
            .zip(&mut self.first)
            .zip(&mut self.second)
            .zip(grad)
        {
            *m = BETA1 * *m + (1.0 - BETA1) * g;
            *v = BETA2 * *v + (1.0 - BETA2) * g * g;
            *w -= rate * (*m / c1) / ((*v / c2).sqrt() + ADAM_EPS);
        }
    }
}
