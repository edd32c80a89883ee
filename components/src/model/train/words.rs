//! What the widget says and reads: the status line, sequences as text, typed input.

use super::params::task_name;
use super::protocol::*;
use crate::format::{fixed, group};
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
                return Err(format!(
                    "Only the digits 0 to 9 can be symbols; “{c}” is not one. Type {len} digits, e.g. {}.",
                    example_sequence(len)
                ));
            }
        }
    }
    if out.len() != len {
        return Err(format!(
            "This model works on sequences of {len} symbols; that has {}. Type {len} digits, e.g. {}.",
            out.len(),
            example_sequence(len)
        ));
    }
    Ok(out)
}

/// Reads a typed English sentence for the translator: its words, or what is wrong with it.
pub fn parse_sentence(text: &str) -> Result<Vec<usize>, String> {
    let p = grammar::parse(text);
    if !p.unknown.is_empty() {
        let named: Vec<String> = p.unknown.iter().map(|w| format!("“{w}”")).collect();
        return Err(format!(
            "The translator's grammar has no {} {}. Its words are listed under “Watch it translate”.",
            if named.len() == 1 { "word" } else { "words" },
            named.join(", ")
        ));
    }
    if p.tokens.is_empty() {
        return Err("Type an English sentence, e.g. the dog saw the white cat.".into());
    }
    if p.cut {
        return Err(format!(
            "The translator reads at most {} words; that has more.",
            MAX_LEN - 1
        ));
    }
    Ok(p.tokens)
}

/// "Watched example: 3 1 4 → the model answers 4 1 3 (right)."
pub fn watched_line(task: Task, example: &[usize], answer: &[usize]) -> String {
    format!(
        "Watched example: {} → the model answers {} ({}).",
        sequence_text(task, example, false),
        sequence_text(task, answer, true),
        if task.answer(example) == answer {
            "right"
        } else {
            "not yet right"
        }
    )
}

/// "3 1 4 → 4 1 3 (right)." for a sequence the reader typed.
pub fn attempt_line(task: Task, input: &[usize], answer: &[usize]) -> String {
    format!(
        "{} → {} ({}).",
        sequence_text(task, input, false),
        sequence_text(task, answer, true),
        if task.answer(input) == answer {
            "right"
        } else {
            "wrong"
        }
    )
}

/// What the reader should see form in the cross-attention maps as the model learns the task.
pub fn map_hint(task: Task) -> &'static str {
    match task {
        Task::Translate => {
            "For translation, each row of a cross-attention map is a French word of the watched example and each column an English word: as the model learns, the rows find the words they translate, and in layer 2 the pronoun's row (the eleventh) finds the noun “it” stands for."
        }
        Task::Copy => {
            "For copying, the cross-attention becomes a diagonal as the model learns: output 1 looks at input 1, output 2 at input 2, and so on."
        }
        _ => {
            "For reversal, the cross-attention becomes an anti-diagonal as the model learns: output 1 looks at the last input, output 2 at the one before, and so on."
        }
    }
}

/// What the status line says before the first step: what the model is about to learn.
pub fn untrained(task: Task, len: usize) -> String {
    format!(
        "Step 0: not trained yet. Press Train to start; the model learns to {} {len} symbols.",
        task_name(task)
    )
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
    let share = fixed(s.solved as f64 * 100.0 / size as f64, 1);
    let what = match task {
        Task::Translate => "sentences",
        Task::Table => "tables",
        _ => "sequences",
    };
    let solved = format!(
        "{share}% of {} held-out {what} {} exactly",
        group(size),
        task.done()
    );
    let when = if s.checked_at == s.step {
        String::new()
    } else {
        format!(" at step {}", group(s.checked_at))
    };
    if let Some(step) = s.diverged {
        return format!(
            "Step {}: the loss stopped being a number, so training stopped. Press Reset, perhaps \
             with a longer warm-up or a smaller model.",
            group(step)
        );
    }
    if s.step == 0 {
        return format!("Step 0: not trained yet; {solved}.");
    }
    format!(
        "Step {}: loss {}; {solved}{when}.",
        group(s.step),
        fixed(s.loss, 2)
    )
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
            format!(
                "{rows} {} → {cols} {} ({}%)",
                i + 1,
                j + 1,
                fixed(p as f64 * 100.0, 0)
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}
