//! What the widget says and reads: the status line, sequences as text, typed input.

use super::params::task_number;
use super::protocol::*;
use crate::format::{fixed, group, with_percent};
use crate::i18n::m;
use crate::kernel::language::grammar::{self, HELD_OUT_FAMILY, HELD_OUT_OTHER, MAX_LEN};
use crate::kernel::network::{HELD_OUT, Task};
use crate::kernel::robot::scene::HELD_OUT_SCENES;

/// Reads a typed sequence: `len` digits 0–9, with or without spaces or commas between them.
pub fn parse_sequence(text: &str, len: usize) -> Result<Vec<usize>, String> {
    let mut out = Vec::with_capacity(len);
    for c in text.chars() {
        match c.to_digit(10) {
            Some(d) => out.push(d as usize),
            None if c.is_whitespace() || c == ',' => {}
            None => {
                return Err(m().train_not_digit(c, len, &example_sequence(len)));
            }
        }
    }
    if out.len() != len {
        return Err(m().train_wrong_length(len, out.len(), &example_sequence(len)));
    }
    Ok(out)
}

/// Reads a typed English sentence for the translator: its words, or what is wrong with it.
pub fn parse_sentence(text: &str) -> Result<Vec<usize>, String> {
    let p = grammar::parse(text);
    if !p.unknown.is_empty() {
        let named: Vec<String> = p.unknown.iter().map(|w| format!("“{w}”")).collect();
        return Err(m().train_unknown_words(named.len(), &named.join(", ")));
    }
    if p.tokens.is_empty() {
        return Err(m().train_type_sentence().into());
    }
    if p.cut {
        return Err(m().train_too_long(MAX_LEN - 1));
    }
    Ok(p.tokens)
}

/// "Watched example: 3 1 4 → the model answers 4 1 3 (right)."
pub fn watched_line(task: Task, example: &[usize], answer: &[usize]) -> String {
    m().train_watched(
        &sequence_text(task, example, false),
        &sequence_text(task, answer, true),
        task.answer(example) == answer,
    )
}

/// "3 1 4 → 4 1 3 (right)." for a sequence the reader typed.
pub fn attempt_line(task: Task, input: &[usize], answer: &[usize]) -> String {
    m().train_attempt(
        &sequence_text(task, input, false),
        &sequence_text(task, answer, true),
        task.answer(input) == answer,
    )
}

/// What the reader should see form in the cross-attention maps as the model learns the task.
pub fn map_hint(task: Task) -> &'static str {
    m().train_map_hint(task_number(task))
}

/// What the status line says before the first step: what the model is about to learn.
pub fn untrained(task: Task, len: usize) -> String {
    m().train_untrained(m().train_verb(task_number(task)), len)
}

/// A sequence of `len` digits to show as an example: 3 1 4 1 5 9 2 6 5 3 …
pub fn example_sequence(len: usize) -> String {
    const PI: [usize; 16] = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3];
    symbols_text(&PI[..len.min(16)])
}

/// The status line: the step, the loss and the share of the held-out set solved, e.g. "Step 180:
/// loss 0.62; 97.1% of 1,000 held-out sequences reversed exactly."
pub fn status(task: Task, s: &Snapshot) -> String {
    let size = held_out_size(task);
    let t = m();
    let share = with_percent(&fixed(s.solved as f64 * 100.0 / size as f64, 1));
    let (what, done) = t.train_held_out(task_number(task));
    let solved = t.train_solved(&share, &group(size), what, done);
    let when = if s.checked_at == s.step {
        String::new()
    } else {
        t.train_at_step(&group(s.checked_at))
    };
    if let Some(step) = s.diverged {
        return t.train_diverged(&group(step));
    }
    if s.step == 0 {
        return t.train_step_zero(&solved);
    }
    t.train_status(&group(s.step), &fixed(s.loss, 2), &solved, &when)
}

/// How many held-out examples a task is measured on.
pub fn held_out_size(task: Task) -> usize {
    match task {
        Task::Translate => 2 * HELD_OUT_FAMILY + HELD_OUT_OTHER,
        Task::Table => HELD_OUT_SCENES,
        _ => HELD_OUT,
    }
}

/// A sequence as the page shows it: digits, or for the translator its words (French joined as
/// it is written).
pub fn sequence_text(task: Task, s: &[usize], french: bool) -> String {
    match (task, french) {
        (Task::Translate, true) => grammar::display(s),
        (Task::Translate, false) => grammar::words(s),
        _ => symbols_text(s),
    }
}

/// For each row of a `len × len` map, the column it gives the most weight to, and that weight:
/// the text alternative to the picture.
pub fn strongest(map: &[f32], len: usize) -> Vec<(usize, f32)> {
    if len == 0 {
        return Vec::new();
    }
    map.chunks_exact(len)
        .map(|row| {
            let mut best = 0;
            for (j, &p) in row.iter().enumerate() {
                if p > row[best] {
                    best = j;
                }
            }
            (best, row[best])
        })
        .collect()
}

/// The map's text alternative in words: "output 1 → input 8 (97%), output 2 → input 7 (95%), …".
pub fn describe_map(map: &[f32], len: usize, rows: &str, cols: &str) -> String {
    strongest(map, len)
        .iter()
        .enumerate()
        .map(|(i, &(j, p))| {
            m().train_map_row(
                rows,
                i + 1,
                cols,
                j + 1,
                &with_percent(&fixed(p as f64 * 100.0, 0)),
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}
