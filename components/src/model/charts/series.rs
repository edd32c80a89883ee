//! A series that only grows (a training run's losses, its checks), held so that the page can keep
//! many copies of it (the live run, the drawn one, the run before) without copying its values, and
//! what of a long one is worth drawing.

use std::sync::Arc;

/// An append-only series, stored as a few shared runs of values.
///
/// A copy shares every run with the original, so cloning costs a handful of pointer copies, not
/// the values. Appending makes a new run for the new values and merges the last runs while the
/// newer is at least as long as the one before it (as a binary counter carries), so the runs'
/// lengths fall from first to last, there are at most about log₂ n of them, and each value is
/// copied O(log n) times over the series' life. A run still shared with an older copy is copied
/// by a merge, never changed under it.
#[derive(Debug, Clone)]
pub struct Series<T> {
    runs: Vec<Arc<[T]>>,
    len: usize,
}

impl<T> Default for Series<T> {
    fn default() -> Self {
        Self {
            runs: Vec::new(),
            len: 0,
        }
    }
}

impl<T: Clone> Series<T> {
    /// The values in order, from a slice (for tests and small series).
    pub fn from_slice(values: &[T]) -> Self {
        let mut s = Self::default();
        s.extend(values);
        s
    }

    /// Appends `values`.
    pub fn extend(&mut self, values: &[T]) {
        if values.is_empty() {
            return;
        }
        self.runs.push(values.into());
        self.len += values.len();
        while let [.., older, newer] = self.runs.as_slice() {
            if newer.len() < older.len() {
                break;
            }
            let merged: Arc<[T]> = older.iter().chain(newer.iter()).cloned().collect();
            self.runs.truncate(self.runs.len() - 2);
            self.runs.push(merged);
        }
    }

    /// How many values it holds.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The value at `i`, if there is one.
    pub fn get(&self, mut i: usize) -> Option<&T> {
        for run in &self.runs {
            if i < run.len() {
                return run.get(i);
            }
            i -= run.len();
        }
        None
    }

    /// The last value.
    pub fn last(&self) -> Option<&T> {
        self.runs.last().and_then(|r| r.last())
    }

    /// The values in order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &T> + '_ {
        self.runs.iter().flat_map(|r| r.iter())
    }
}

impl<T: PartialEq> PartialEq for Series<T> {
    /// Equal values in equal order; copies of one series compare by pointer, run by run.
    fn eq(&self, other: &Self) -> bool {
        if self.len != other.len {
            return false;
        }
        if self.runs.len() == other.runs.len()
            && self
                .runs
                .iter()
                .zip(&other.runs)
                .all(|(a, b)| Arc::ptr_eq(a, b))
        {
            return true;
        }
        self.runs
            .iter()
            .flat_map(|r| r.iter())
            .eq(other.runs.iter().flat_map(|r| r.iter()))
    }
}

/// The points of a line worth drawing `columns` pixels wide, for x from 0 to `x_end`, with x
/// rising: all of them when there are few, else in each pixel column the first, lowest, highest
/// and last, in their order. The drawn line then has the same extent in every column as the
/// whole, with at most four points per column however long the run.
pub fn thin(points: &[(f64, f64)], x_end: f64, columns: usize) -> Vec<(f64, f64)> {
    if points.len() <= 4 * columns.max(1) || x_end.is_nan() || x_end <= 0.0 {
        return points.to_vec();
    }
    let column = |x: f64| ((x / x_end).clamp(0.0, 1.0) * columns as f64) as usize;
    let mut kept = Vec::with_capacity(4 * columns + 4);
    let mut start = 0;
    while start < points.len() {
        let c = column(points[start].0);
        let end = start
            + points[start..]
                .iter()
                .position(|p| column(p.0) != c)
                .unwrap_or(points.len() - start);
        let group = &points[start..end];
        let lowest = (0..group.len())
            .min_by(|&a, &b| group[a].1.total_cmp(&group[b].1))
            .unwrap_or(0);
        let highest = (0..group.len())
            .max_by(|&a, &b| group[a].1.total_cmp(&group[b].1))
            .unwrap_or(0);
        let mut picks = [0, lowest, highest, group.len() - 1];
        picks.sort_unstable();
        let mut last = None;
        for i in picks {
            if last != Some(i) {
                kept.push(group[i]);
                last = Some(i);
            }
        }
        start = end;
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_series_reads_back_what_was_appended_in_few_runs() {
        let mut s = Series::default();
        let mut all = Vec::new();
        for k in 0..2_000u32 {
            let piece: Vec<u32> = (0..(k % 7)).map(|j| k * 10 + j).collect();
            s.extend(&piece);
            all.extend_from_slice(&piece);
            assert_eq!(s.len(), all.len());
        }
        assert!(s.iter().copied().eq(all.iter().copied()));
        assert_eq!(s.get(1234), all.get(1234));
        assert_eq!(s.get(all.len()), None);
        assert_eq!(s.last(), all.last());
        let bound = (usize::BITS - all.len().leading_zeros()) as usize + 1;
        assert!(
            s.runs.len() <= bound,
            "{} runs for {} values",
            s.runs.len(),
            all.len()
        );
    }

    #[test]
    fn a_copy_keeps_its_values_while_the_original_grows() {
        let mut s = Series::from_slice(&[1.0f32, 2.0, 3.0]);
        let copy = s.clone();
        s.extend(&[4.0, 5.0, 6.0, 7.0]);
        assert_eq!(copy.iter().copied().collect::<Vec<_>>(), [1.0, 2.0, 3.0]);
        assert_eq!(s.len(), 7);
        assert_ne!(copy, s);
        assert_eq!(copy, Series::from_slice(&[1.0, 2.0, 3.0]));
        assert_eq!(s.clone(), s);
    }

    #[test]
    fn appending_copies_each_value_a_logarithmic_number_of_times() {
        // One value at a time, as a slow run's snapshots bring them: the merges' total work.
        let mut s = Series::default();
        let mut copied = 0usize;
        let n = 1 << 14;
        for i in 0..n {
            let before: Vec<usize> = s.runs.iter().map(|r| r.len()).collect();
            s.extend(&[i]);
            let after = s.runs.last().map_or(0, |r| r.len());
            // A chain of merges copies at most twice what it ends with.
            if before.len() + 1 != s.runs.len() {
                copied += 2 * after;
            }
        }
        assert!(copied <= 2 * n * 15, "{copied} copies for {n} values");
    }

    #[test]
    fn thinning_keeps_each_column_s_extent_and_few_points() {
        let points: Vec<(f64, f64)> = (1..=100_000)
            .map(|i| {
                (
                    i as f64,
                    ((i * 7919) % 1000) as f64 / 1000.0 + 3.0 / i as f64,
                )
            })
            .collect();
        let kept = thin(&points, 100_000.0, 500);
        assert!(kept.len() <= 2_000, "{} points", kept.len());
        assert!(kept.windows(2).all(|w| w[0].0 < w[1].0), "in order");
        assert_eq!(kept.first(), points.first());
        assert_eq!(kept.last(), points.last());
        for c in [0usize, 17, 250, 499] {
            let of = |p: &&(f64, f64)| ((p.0 / 100_000.0) * 500.0) as usize == c;
            let all: Vec<f64> = points.iter().filter(of).map(|p| p.1).collect();
            let drawn: Vec<f64> = kept.iter().filter(of).map(|p| p.1).collect();
            let top = |v: &[f64]| v.iter().copied().fold(f64::MIN, f64::max);
            let bottom = |v: &[f64]| v.iter().copied().fold(f64::MAX, f64::min);
            assert_eq!(
                (top(&all), bottom(&all)),
                (top(&drawn), bottom(&drawn)),
                "column {c}"
            );
        }
        let few = &points[..300];
        assert_eq!(
            thin(few, 100_000.0, 500),
            few.to_vec(),
            "short lines are drawn whole"
        );
    }
}
