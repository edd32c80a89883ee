//! The training widget's figures as numbers, for saving them from the figures bundle (another
//! wasm instance, which shares nothing but numbers with the page): the chart's curves, and the
//! watched example's cross-attention maps.

use super::chart::{Curves, TrainingChart};
use crate::kernel::network::AttentionMaps;

/// What a saved training figure draws.
#[derive(Debug, Clone, PartialEq)]
pub struct RunFigure {
    /// The chart as the page draws it.
    pub chart: TrainingChart,
    /// The watched example's attention maps, once the run has one.
    pub maps: Option<AttentionMaps>,
    /// The symbols the maps are of and the model's answer to them (the robot's table and the
    /// cell the gripper goes to), where the figure draws them.
    pub answer: Option<(Vec<usize>, Vec<usize>)>,
}

fn push_curves(out: &mut Vec<f64>, c: &Curves) {
    out.push(c.losses.len() as f64);
    out.extend(c.losses.iter().map(|&l| l as f64));
    out.push(c.checks.len() as f64);
    for &(step, share) in c.checks.iter() {
        out.extend([step as f64, share as f64]);
    }
}

/// Reads numbers off the front of a slice.
struct Reader<'a>(&'a [f64]);

impl Reader<'_> {
    fn next(&mut self) -> Option<f64> {
        let (first, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(*first)
    }

    fn count(&mut self) -> Option<usize> {
        let n = self.next()?;
        (n >= 0.0 && n <= self.0.len() as f64 * 2.0 + 1.0).then_some(n as usize)
    }

    fn curves(&mut self) -> Option<Curves> {
        let n = self.count()?;
        let losses: Vec<f32> = (0..n)
            .map(|_| self.next().map(|l| l as f32))
            .collect::<Option<_>>()?;
        let m = self.count()?;
        let checks: Vec<(u32, f32)> = (0..m)
            .map(|_| Some((self.next()? as u32, self.next()? as f32)))
            .collect::<Option<_>>()?;
        let mut c = Curves::default();
        c.losses.extend(&losses);
        c.checks.extend(&checks);
        Some(c)
    }

    fn symbols(&mut self) -> Option<Vec<usize>> {
        let n = self.count()?;
        (0..n).map(|_| self.next().map(|v| v as usize)).collect()
    }

    fn floats(&mut self) -> Option<Vec<f32>> {
        let n = self.count()?;
        (0..n).map(|_| self.next().map(|v| v as f32)).collect()
    }
}

impl RunFigure {
    /// As numbers.
    pub fn encode(&self) -> Vec<f64> {
        let c = &self.chart;
        let mut out = vec![
            c.warmup as f64,
            c.d_model as f64,
            c.limit as f64,
            super::params::task_number(c.task) as f64,
        ];
        push_curves(&mut out, &c.now);
        match &c.before {
            Some(b) => {
                out.push(1.0);
                push_curves(&mut out, b);
            }
            None => out.push(0.0),
        }
        match &self.maps {
            Some(m) => {
                out.extend([1.0, m.source as f64, m.target as f64, m.heads as f64]);
                for part in [&m.encoder, &m.decoder, &m.cross] {
                    out.push(part.len() as f64);
                    out.extend(part.iter().map(|&v| v as f64));
                }
            }
            None => out.push(0.0),
        }
        match &self.answer {
            Some((input, answer)) => {
                out.push(1.0);
                for list in [input, answer] {
                    out.push(list.len() as f64);
                    out.extend(list.iter().map(|&v| v as f64));
                }
            }
            None => out.push(0.0),
        }
        out
    }

    /// Back from [`RunFigure::encode`]'s numbers; `None` for numbers it did not write.
    pub fn decode(data: &[f64]) -> Option<Self> {
        let mut r = Reader(data);
        let (warmup, d_model, limit) = (r.next()? as u32, r.next()? as usize, r.next()? as u32);
        let task = super::params::task_at(r.next()? as usize);
        let now = r.curves()?;
        let before = match r.next()? {
            1.0 => Some(r.curves()?),
            _ => None,
        };
        let maps = match r.next()? {
            1.0 => Some(AttentionMaps {
                source: r.next()? as usize,
                target: r.next()? as usize,
                heads: r.next()? as usize,
                encoder: r.floats()?,
                decoder: r.floats()?,
                cross: r.floats()?,
            }),
            _ => None,
        };
        let answer = match r.next()? {
            1.0 => Some((r.symbols()?, r.symbols()?)),
            _ => None,
        };
        Some(Self {
            chart: TrainingChart {
                now,
                before,
                warmup,
                d_model,
                limit,
                task,
            },
            maps,
            answer,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::network::Task;

    #[test]
    fn round_trips_through_numbers() {
        let mut now = Curves::default();
        now.losses.extend(&[2.5, 1.25]);
        now.checks.extend(&[(0, 0.0), (2, 0.5)]);
        let fig = RunFigure {
            chart: TrainingChart {
                now: now.clone(),
                before: Some(now),
                warmup: 100,
                d_model: 32,
                limit: 0,
                task: Task::Sort,
            },
            maps: Some(AttentionMaps {
                source: 2,
                target: 2,
                heads: 1,
                encoder: vec![0.5; 4],
                decoder: vec![1.0, 0.0, 0.5, 0.5],
                cross: vec![0.25; 4],
            }),
            answer: Some((vec![0, 4, 9, 1, 2, 3], vec![3])),
        };
        assert_eq!(RunFigure::decode(&fig.encode()), Some(fig));
        assert_eq!(RunFigure::decode(&[1.0, 2.0]), None);
    }
}
