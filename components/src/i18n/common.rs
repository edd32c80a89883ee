//! Words many widgets share: counts of the model's parts, a unit or two.

use crate::format::count;

messages! {
    /// Counts and units several widgets write.
    pub trait CommonMessages {
        /// "1 token", "64 tokens".
        fn tokens(&self, n: u64) -> String {
            en: count(n, "token", "tokens"),
            fr: count(n, "token", "tokens"),
        }
        /// "1 layer", "6 layers".
        fn layers(&self, n: u64) -> String {
            en: count(n, "layer", "layers"),
            fr: count(n, "couche", "couches"),
        }
        /// "1 head", "8 heads".
        fn heads(&self, n: u64) -> String {
            en: count(n, "head", "heads"),
            fr: count(n, "tête", "têtes"),
        }
        /// "1 position", "100 positions".
        fn positions(&self, n: u64) -> String {
            en: count(n, "position", "positions"),
            fr: count(n, "position", "positions"),
        }
        /// "1 step", "500 steps".
        fn steps(&self, n: u64) -> String {
            en: count(n, "step", "steps"),
            fr: count(n, "étape", "étapes"),
        }
        /// The units of a size in bytes, powers of ten: kilo, mega, giga.
        fn byte_units(&self) -> [&'static str; 3] {
            en: ["KB", "MB", "GB"],
            fr: ["ko", "Mo", "Go"],
        }
        /// The word after a large count: millions (`scale` 0), billions (1), trillions (2);
        /// `value` decides the number in French ("1,4 milliard", "5,74 milliards").
        fn big_word(&self, scale: usize, value: f64) -> &'static str {
            en: [" million", " billion", " trillion"][scale.min(2)],
            fr: {
                let one = value < 2.0;
                match (scale, one) {
                    (0, true) => " million",
                    (0, false) => " millions",
                    (1, true) => " milliard",
                    (1, false) => " milliards",
                    (_, true) => " billion",
                    (_, false) => " billions",
                }
            },
        }
        /// "1,572,864 bytes".
        fn bytes(&self, n: &str) -> String {
            en: format!("{n} bytes"),
            fr: format!("{n} octets"),
        }
        /// "3.2e18 FLOPs".
        fn flops(&self, n: &str) -> String {
            en: format!("{n} FLOPs"),
            fr: format!("{n} FLOP"),
        }
        /// "5.74 billion multiply-adds".
        fn multiply_adds(&self, n: &str) -> String {
            en: format!("{n} multiply-adds"),
            // "5,74 milliards de multiplications-additions": a number word takes « de ».
            fr: if n.ends_with(char::is_alphabetic) {
                format!("{n} de multiplications-additions")
            } else {
                format!("{n} multiplications-additions")
            },
        }
    }
}
