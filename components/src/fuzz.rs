//! Seeded fuzzing of every widget's link parsing and summary: 1,000 random query strings per
//! widget, reproducible from the seed, none of which may panic or produce a state whose
//! summary cannot be written.

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha12Rng as StdRng;

    use crate::model::WidgetParams;
    use crate::model::{
        architecture::ArchitectureParams, cost::CostParams, dot_product::DotProductParams,
        feed_forward::FeedForwardParams, label_smoothing::LabelSmoothingParams,
        learning_rate::LearningRateParams, listen::ListenParams, mask::MaskParams,
        multi_head::MultiHeadParams, pe::PeParams, residual_norm::ResidualNormParams,
        results::ResultsParams, scaling::ScalingParams, softmax::SoftmaxParams,
    };
    use crate::params::Query;

    const PIECES: &[&str] = &[
        "",
        "0",
        "1",
        "-1",
        "2",
        "7",
        "64",
        "512",
        "1024",
        "4096",
        "100000",
        "1e309",
        "-1e309",
        "NaN",
        "inf",
        "Infinity",
        "0.5",
        "-0.0",
        "1e-300",
        "3.5",
        "9007199254740993",
        "abc",
        "%",
        "%zz",
        "%E2%88%9E",
        ",",
        ",,",
        "1,2",
        "1,2,3",
        "2,1,0.5",
        "1,2,3,4,5,6,7,8,9",
        "a,b,c",
        "tired",
        "wide",
        "on",
        "off",
        "post",
        "pre",
        "en-fr",
        "linear",
        "none",
        "\u{0}",
        "é",
        "+",
        "&",
        "=",
    ];
    /// Every parameter any widget declares, plus the page's own and one nobody has.
    fn keys() -> Vec<&'static str> {
        let declared = [
            ScalingParams::PARAMS,
            SoftmaxParams::PARAMS,
            MaskParams::PARAMS,
            PeParams::PARAMS,
            CostParams::PARAMS,
            ArchitectureParams::PARAMS,
            ListenParams::PARAMS,
            DotProductParams::PARAMS,
            MultiHeadParams::PARAMS,
            ResidualNormParams::PARAMS,
            FeedForwardParams::PARAMS,
            LearningRateParams::PARAMS,
            LabelSmoothingParams::PARAMS,
            ResultsParams::PARAMS,
        ];
        let mut keys: Vec<&str> = declared.concat().iter().map(|p| p.name).collect();
        keys.sort_unstable();
        keys.dedup();
        keys.extend(["embed", "junk"]);
        keys
    }

    fn random_query(rng: &mut StdRng, keys: &[&str]) -> String {
        let pairs = rng.random_range(0..8);
        (0..pairs)
            .map(|_| {
                let k = keys[rng.random_range(0..keys.len())];
                let mut v = PIECES[rng.random_range(0..PIECES.len())].to_string();
                if rng.random_bool(0.2) {
                    v.push_str(PIECES[rng.random_range(0..PIECES.len())]);
                }
                if rng.random_bool(0.02) {
                    v = "9".repeat(rng.random_range(150..400));
                }
                format!("{k}={v}")
            })
            .collect::<Vec<_>>()
            .join("&")
    }

    /// Parses 1,000 random links and checks the result survives a round trip and renders.
    fn fuzz<P: WidgetParams + std::fmt::Debug>(name: &str, summary: impl Fn(&P) -> String) {
        let mut rng = StdRng::seed_from_u64(0xF022 ^ name.len() as u64);
        let keys = keys();
        for _ in 0..1000 {
            let raw = random_query(&mut rng, &keys);
            let (p, _notices) = P::from_query(&Query::parse(&raw));
            let text = summary(&p);
            assert!(
                !text.is_empty() && !text.contains("NaN"),
                "{name} ?{raw}: {text}"
            );
            let (back, notices) = P::from_query(&p.to_query());
            assert_eq!(back, p, "{name} ?{raw} does not round-trip");
            assert!(
                notices.is_empty(),
                "{name} ?{raw}: its own link gives notices {notices:?}"
            );
        }
    }

    #[test]
    fn every_widget_survives_random_links() {
        fuzz::<ScalingParams>("scaling", |p| {
            let d = p.draw();
            let s = crate::kernel::sampling::average_largest_share(1, p.dk, p.keys, 20);
            p.summary(&d, &s)
        });
        // Labels are the reader's own words (they may say "NaN"), so the check reads the numbers only.
        fuzz::<SoftmaxParams>("softmax", |p| {
            let plain = SoftmaxParams {
                labels: vec!["w".into(); p.labels.len()],
                ..p.clone()
            };
            plain.summary(&p.shares())
        });
        fuzz::<MaskParams>("mask", |p| p.summary(&p.grid()));
        fuzz::<PeParams>("pe", |p| p.summary(&p.cell()));
        fuzz::<CostParams>("cost", |p| p.summary(&p.comparison()));
        fuzz::<ArchitectureParams>("architecture", ArchitectureParams::summary);
        // The translator's widgets run the shipped model; most random links leave most settings
        // at their defaults, so each distinct state is translated once.
        let translator = crate::model::listen::tests::shipped();
        let seen = std::cell::RefCell::new(std::collections::HashMap::new());
        fuzz::<ListenParams>("listen", |p| {
            let key = format!("{:?}", p.to_query());
            let mut seen = seen.borrow_mut();
            seen.entry(key)
                .or_insert_with(|| p.summary(&p.listen(&translator)))
                .clone()
        });
        fuzz::<crate::model::translate::TranslateParams>("translate", |p| {
            let tokens = crate::kernel::language::grammar::parse(&p.sentence).tokens;
            p.summary(&tokens, &translator.translate(&tokens))
        });
        fuzz::<crate::model::beam::BeamParams>("beam", |p| {
            let key = format!("{:?}", p.to_query());
            let mut seen = seen.borrow_mut();
            seen.entry(key)
                .or_insert_with(|| {
                    let tokens = crate::kernel::language::grammar::parse(&p.sentence).tokens;
                    let greedy = crate::kernel::language::grammar::display(
                        &translator.translate(&tokens).output,
                    );
                    if p.sample {
                        p.sample_summary(&translator.samples(&tokens, p.t, p.seed, 5), &greedy)
                    } else {
                        p.summary(&translator.beam(&tokens, p.k, p.alpha), &greedy)
                    }
                })
                .clone()
        });
        fuzz::<DotProductParams>("dot-product", |p| p.summary(&p.steps()));
        fuzz::<MultiHeadParams>("multi-head", MultiHeadParams::summary);
        fuzz::<ResidualNormParams>("residual-norm", |p| p.summary(&p.steps()));
        fuzz::<FeedForwardParams>("feed-forward", |p| p.summary(&p.steps()));
        fuzz::<LearningRateParams>("learning-rate", LearningRateParams::summary);
        fuzz::<LabelSmoothingParams>("label-smoothing", LabelSmoothingParams::summary);
        fuzz::<ResultsParams>("results", ResultsParams::summary);
    }
}
