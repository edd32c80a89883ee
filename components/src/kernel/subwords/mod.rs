//! Subwords by byte-pair encoding (Sennrich et al., 2016), the paper's §5.1: the everyday
//! translator reads and writes pieces of words, learned by [`learn`] from its own training
//! sentences, one vocabulary for English and French.
//!
//! Learning starts from single characters and merges, again and again, the pair of neighbouring
//! pieces seen most often in the data, until the vocabulary has the size asked for. Reading a
//! text replays those merges in the order they were learned: a frequent word ends as one piece,
//! a rare one as a few, and a character never seen as the [`UNKNOWN`] piece, which keeps its own
//! text, so that reading then writing back gives the text exactly.

pub mod learn;
pub mod normalise;

pub use normalise::normalise;

/// The end of a sentence: the decoder writes it last.
pub const END: u32 = 0;
/// A character never seen in training.
pub const UNKNOWN: u32 = 1;
/// Pieces before the alphabet's: [`END`] and [`UNKNOWN`].
pub const SPECIAL: usize = 2;

/// One learned merge: two pieces that become one, and how often the pair was seen in the
/// training text when it was chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Merge {
    /// The left piece.
    pub left: u32,
    /// The right piece.
    pub right: u32,
    /// Times the two stood side by side in the training text when the merge was learned.
    pub count: u64,
}

/// One piece of a text: its id in the vocabulary and the characters it stands for (for
/// [`UNKNOWN`], the character itself). A leading space marks the start of a word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Piece {
    /// Its id.
    pub id: u32,
    /// Its characters.
    pub text: String,
}

/// A learned vocabulary of subwords: the alphabet, the merges in the order learned, and each
/// piece's text.
#[derive(Debug, Clone, PartialEq)]
pub struct Subwords {
    alphabet: Vec<char>,
    merges: Vec<Merge>,
    pieces: Vec<String>,
    /// `(left, right, rank)` sorted by the pair, for finding a pair's merge by binary search.
    ranks: Vec<(u32, u32, u32)>,
}

impl Subwords {
    /// A vocabulary of `alphabet` (sorted, no repeats) and `merges` (each of pieces before it);
    /// `None` if they do not make one.
    pub fn new(alphabet: Vec<char>, merges: Vec<Merge>) -> Option<Self> {
        if alphabet.windows(2).any(|w| w[0] >= w[1]) {
            return None;
        }
        let mut pieces: Vec<String> = vec!["</s>".into(), "<unk>".into()];
        pieces.extend(alphabet.iter().map(|c| c.to_string()));
        for m in &merges {
            let (l, r) = (m.left as usize, m.right as usize);
            let known = SPECIAL..pieces.len();
            if !known.contains(&l) || !known.contains(&r) {
                return None;
            }
            pieces.push(format!("{}{}", pieces[l], pieces[r]));
        }
        let mut ranks: Vec<(u32, u32, u32)> = merges
            .iter()
            .enumerate()
            .map(|(r, m)| (m.left, m.right, r as u32))
            .collect();
        ranks.sort_unstable();
        if ranks
            .windows(2)
            .any(|w| (w[0].0, w[0].1) == (w[1].0, w[1].1))
        {
            return None;
        }
        Some(Self {
            alphabet,
            merges,
            pieces,
            ranks,
        })
    }

    /// Pieces in all, [`END`] and [`UNKNOWN`] included.
    pub fn len(&self) -> usize {
        self.pieces.len()
    }

    /// Whether there are no pieces (never: `END` and `UNKNOWN` always are).
    pub fn is_empty(&self) -> bool {
        self.pieces.is_empty()
    }

    /// The merges, in the order learned.
    pub fn merges(&self) -> &[Merge] {
        &self.merges
    }

    /// The characters the vocabulary starts from.
    pub fn alphabet(&self) -> &[char] {
        &self.alphabet
    }

    /// Piece `id`'s text (`</s>`, `<unk>`, a character, or a merge's two pieces joined).
    pub fn piece(&self, id: u32) -> &str {
        self.pieces.get(id as usize).map_or("<unk>", String::as_str)
    }

    /// The id of the piece made by merge `rank` (from 0).
    pub fn merged_id(&self, rank: usize) -> u32 {
        (SPECIAL + self.alphabet.len() + rank) as u32
    }

    fn rank(&self, left: u32, right: u32) -> Option<u32> {
        self.ranks
            .binary_search_by(|&(l, r, _)| (l, r).cmp(&(left, right)))
            .ok()
            .map(|i| self.ranks[i].2)
    }

    fn character(&self, c: char) -> Piece {
        let id = self
            .alphabet
            .binary_search(&c)
            .map_or(UNKNOWN, |i| (SPECIAL + i) as u32);
        Piece {
            id,
            text: c.to_string(),
        }
    }

    /// Applies to one chunk's pieces every merge of rank below `limit`, lowest rank first, each to
    /// every place it fits from left to right; `applied` hears each rank used.
    fn merge_chunk(&self, pieces: &mut Vec<Piece>, limit: u32, applied: &mut impl FnMut(u32)) {
        loop {
            let best = pieces
                .windows(2)
                .filter_map(|w| self.rank(w[0].id, w[1].id))
                .filter(|&r| r < limit)
                .min();
            let Some(rank) = best else { return };
            applied(rank);
            let m = self.merges[rank as usize];
            let id = self.merged_id(rank as usize);
            let mut out: Vec<Piece> = Vec::with_capacity(pieces.len());
            for p in pieces.drain(..) {
                match out.last_mut() {
                    Some(last) if last.id == m.left && p.id == m.right => {
                        last.id = id;
                        last.text.push_str(&p.text);
                    }
                    _ => out.push(p),
                }
            }
            *pieces = out;
        }
    }

    /// Reads a text already normalised ([`normalise`]) into pieces, with the merges of rank below
    /// `limit` only (`u32::MAX` for all), and the ranks of the merges used, in order, once each.
    fn read(&self, text: &str, limit: u32) -> (Vec<Piece>, Vec<u32>) {
        let mut used = Vec::new();
        let mut out = Vec::new();
        for chunk in normalise::chunks(text) {
            let mut pieces: Vec<Piece> = chunk.chars().map(|c| self.character(c)).collect();
            self.merge_chunk(&mut pieces, limit, &mut |r| used.push(r));
            out.extend(pieces);
        }
        used.sort_unstable();
        used.dedup();
        (out, used)
    }

    /// A normalised text's pieces, every merge applied.
    pub fn encode(&self, text: &str) -> Vec<Piece> {
        self.read(text, u32::MAX).0
    }

    /// A normalised text's piece ids.
    pub fn ids(&self, text: &str) -> Vec<u32> {
        self.encode(text).into_iter().map(|p| p.id).collect()
    }

    /// The text of `pieces` (the inverse of [`encode`](Self::encode)): their characters joined,
    /// less the space the first word was given.
    pub fn join(pieces: &[Piece]) -> String {
        let text: String = pieces.iter().map(|p| p.text.as_str()).collect();
        text.strip_prefix(' ').map(str::to_string).unwrap_or(text)
    }

    /// The text of piece ids, as a model writes them: up to the first [`END`], an unknown piece
    /// shown as U+FFFD (its character is not known from its id alone).
    pub fn decode(&self, ids: &[u32]) -> String {
        let text: String = ids
            .iter()
            .take_while(|&&id| id != END)
            .map(|&id| match id {
                UNKNOWN => "\u{FFFD}",
                id => self.piece(id),
            })
            .collect();
        text.strip_prefix(' ').map(str::to_string).unwrap_or(text)
    }

    /// The merges reading `text` uses, as ranks in the order learned (the order a replay applies
    /// them in), once each.
    pub fn replay(&self, text: &str) -> Vec<u32> {
        self.read(text, u32::MAX).1
    }

    /// `text`'s pieces after the first `steps` merges of its [`replay`](Self::replay): each merge
    /// applied everywhere it fits before the next, as learning applied them.
    pub fn after(&self, text: &str, steps: usize) -> Vec<Piece> {
        let used = self.replay(text);
        let limit = match steps.checked_sub(1).and_then(|s| used.get(s)) {
            Some(&last) => last + 1,
            None if steps == 0 => 0,
            None => u32::MAX,
        };
        self.read(text, limit).0
    }

    /// The vocabulary as a text file: a line naming the format, the alphabet as hexadecimal code
    /// points, then one merge a line, `left right count`.
    pub fn to_text(&self) -> String {
        let mut out = String::from("subwords 1\n");
        let alphabet: Vec<String> = self
            .alphabet
            .iter()
            .map(|c| format!("{:x}", *c as u32))
            .collect();
        out.push_str(&alphabet.join(" "));
        out.push('\n');
        for m in &self.merges {
            out.push_str(&format!("{} {} {}\n", m.left, m.right, m.count));
        }
        out
    }

    /// Reads [`to_text`](Self::to_text)'s file back; `None` unless it is one.
    pub fn from_text(text: &str) -> Option<Self> {
        let mut lines = text.lines();
        (lines.next()? == "subwords 1").then_some(())?;
        let alphabet = lines
            .next()?
            .split(' ')
            .map(|h| u32::from_str_radix(h, 16).ok().and_then(char::from_u32))
            .collect::<Option<Vec<char>>>()?;
        let merges = lines
            .map(|line| {
                let mut f = line.split(' ');
                let m = Merge {
                    left: f.next()?.parse().ok()?,
                    right: f.next()?.parse().ok()?,
                    count: f.next()?.parse().ok()?,
                };
                f.next().is_none().then_some(m)
            })
            .collect::<Option<Vec<Merge>>>()?;
        Self::new(alphabet, merges)
    }
}

#[cfg(test)]
mod tests;
