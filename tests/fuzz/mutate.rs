//! How a file is mutated: bytes flipped, inserted and cut, lines copied and dropped, and numbers
//! and strings swapped for ones that upset parsers.

use super::*;

/// Something spliced into a file: text, raw bytes, or text repeated many times.
#[derive(Clone, Copy)]
pub(crate) enum Piece {
    Text(&'static str),
    Bytes(&'static [u8]),
    Many(&'static str, usize),
}

impl Piece {
    fn bytes(self) -> Vec<u8> {
        match self {
            Piece::Text(text) => text.as_bytes().to_vec(),
            Piece::Bytes(bytes) => bytes.to_vec(),
            Piece::Many(text, times) => text.repeat(times).into_bytes(),
        }
    }
}

impl fmt::Debug for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Piece::Text(text) => write!(f, "{text:?}"),
            Piece::Bytes(bytes) => write!(f, "b\"{}\"", bytes.escape_ascii()),
            Piece::Many(text, times) => write!(f, "{text:?} × {times}"),
        }
    }
}

/// Inserted anywhere.
pub(crate) const SPLICES: &[Piece] = &[
    Piece::Text("nan"),
    Piece::Text("inf"),
    Piece::Text("-inf"),
    Piece::Text("1e309"),
    Piece::Text("18446744073709551616"),
    Piece::Text("-1"),
    Piece::Text("4294967295"),
    Piece::Text("\"\""),
    Piece::Text("[["),
    Piece::Text("\"\"\""),
    Piece::Text("'''"),
    Piece::Text("\n"),
    Piece::Text("\r"),
    Piece::Text("="),
    Piece::Text(","),
    Piece::Text("#"),
    Piece::Text("\\"),
    Piece::Text("\\u0000"),
    Piece::Text("\n[board]\n"),
    Piece::Text("\n[[step]]\naction = \"draw\"\n"),
    Piece::Bytes(b"\xFF\xFE"),
    Piece::Bytes(b"\xC3"),
    Piece::Bytes(b"\0"),
    Piece::Many("a", 100 * 1024),
    Piece::Many("[", 10_000),
    Piece::Many("{a=", 10_000),
    Piece::Many("a.", 10_000),
    Piece::Many("x = 1\n", 10_000),
];

/// Put in place of a run of digits.
pub(crate) const NUMBERS: &[Piece] = &[
    Piece::Text("0"),
    Piece::Text("1"),
    Piece::Text("2"),
    Piece::Text("3"),
    Piece::Text("5"),
    Piece::Text("12"),
    Piece::Text("99"),
    Piece::Text("-1"),
    Piece::Text("255"),
    Piece::Text("256"),
    Piece::Text("65536"),
    Piece::Text("4294967295"),
    Piece::Text("4294967296"),
    Piece::Text("9223372036854775807"),
    Piece::Text("-9223372036854775808"),
    Piece::Text("18446744073709551615"),
    Piece::Text("18446744073709551616"),
    Piece::Text("99999999999999999999999999999"),
    Piece::Text("1e309"),
    Piece::Text("nan"),
    Piece::Text("-inf"),
    Piece::Text("0.5"),
];

/// Put in place of what a quoted string says.
pub(crate) const STRINGS: &[Piece] = &[
    Piece::Text(""),
    Piece::Text(" "),
    Piece::Text("**"),
    Piece::Text("."),
    Piece::Text("A"),
    Piece::Text("İ"),
    Piece::Text("ß"),
    Piece::Text("ﬀ"),
    Piece::Text("\u{301}"),
    Piece::Text("\u{202E}"),
    Piece::Text("👩‍👩‍👧"),
    Piece::Text("\\u0000"),
    Piece::Text("\\\\"),
    Piece::Text("person"),
    Piece::Text("hard"),
    Piece::Text("wild"),
    Piece::Text("remove"),
    Piece::Text("classic"),
    Piece::Text("letters"),
    Piece::Text("/dev/zero"),
    Piece::Text("nan"),
    Piece::Many("x", 100 * 1024),
];

/// One change to a file; positions are taken modulo the file's length.
#[derive(Clone, Debug)]
pub(crate) enum Mutation {
    FlipBit { at: usize, bit: u8 },
    Insert { at: usize, byte: u8 },
    Delete { at: usize, len: usize },
    Truncate { at: usize },
    Splice { at: usize, piece: Piece },
    Number { nth: usize, piece: Piece },
    Text { nth: usize, piece: Piece },
    CopyLine { from: usize, to: usize },
    DropLine { nth: usize },
}

impl Mutation {
    fn apply(&self, bytes: &mut Vec<u8>) {
        let len = bytes.len();
        let at = |n: usize| n % (len + 1);
        match *self {
            Mutation::FlipBit { at: n, bit } if len > 0 => bytes[n % len] ^= 1 << bit,
            Mutation::FlipBit { .. } => {}
            Mutation::Insert { at: n, byte } => bytes.insert(at(n), byte),
            Mutation::Delete { at: n, len: cut } => {
                let start = at(n);
                bytes.drain(start..(start + cut).min(len));
            }
            Mutation::Truncate { at: n } => bytes.truncate(at(n)),
            Mutation::Splice { at: n, piece } => {
                let start = at(n);
                bytes.splice(start..start, piece.bytes());
            }
            Mutation::Number { nth, piece } => replace_nth(bytes, digit_runs(bytes), nth, piece),
            Mutation::Text { nth, piece } => replace_nth(bytes, quoted(bytes), nth, piece),
            Mutation::CopyLine { from, to } => {
                let lines = lines(bytes);
                let line = bytes[lines[from % lines.len()].clone()].to_vec();
                let start = lines[to % lines.len()].start;
                bytes.splice(start..start, line);
            }
            Mutation::DropLine { nth } => {
                let lines = lines(bytes);
                bytes.drain(lines[nth % lines.len()].clone());
            }
        }
    }
}

pub(crate) type Span = std::ops::Range<usize>;

pub(crate) fn replace_nth(bytes: &mut Vec<u8>, spans: Vec<Span>, nth: usize, piece: Piece) {
    if !spans.is_empty() {
        bytes.splice(spans[nth % spans.len()].clone(), piece.bytes());
    }
}

/// Every run of ASCII digits.
pub(crate) fn digit_runs(bytes: &[u8]) -> Vec<Span> {
    let mut runs = Vec::new();
    let mut start = None;
    for (i, byte) in bytes.iter().chain([&b' ']).enumerate() {
        match (byte.is_ascii_digit(), start) {
            (true, None) => start = Some(i),
            (false, Some(from)) => {
                runs.push(from..i);
                start = None;
            }
            _ => {}
        }
    }
    runs
}

/// What lies between each pair of double quotes, pairing them first with second, and so on.
pub(crate) fn quoted(bytes: &[u8]) -> Vec<Span> {
    let quotes: Vec<usize> = (0..bytes.len()).filter(|&i| bytes[i] == b'"').collect();
    quotes
        .chunks_exact(2)
        .map(|pair| pair[0] + 1..pair[1])
        .collect()
}

/// Every line with its newline; one empty line for an empty file.
pub(crate) fn lines(bytes: &[u8]) -> Vec<Span> {
    let mut lines = Vec::new();
    let mut start = 0;
    for (i, &byte) in bytes.iter().enumerate() {
        if byte == b'\n' {
            lines.push(start..i + 1);
            start = i + 1;
        }
    }
    if start < bytes.len() || lines.is_empty() {
        lines.push(start..bytes.len());
    }
    lines
}

pub(crate) fn mutation() -> impl Strategy<Value = Mutation> {
    let at = any::<usize>;
    let pieces = |pieces: &'static [Piece]| prop::sample::select(pieces);
    prop_oneof![
        1 => (at(), 0u8..8).prop_map(|(at, bit)| Mutation::FlipBit { at, bit }),
        1 => (at(), any::<u8>()).prop_map(|(at, byte)| Mutation::Insert { at, byte }),
        1 => (at(), 1usize..64).prop_map(|(at, len)| Mutation::Delete { at, len }),
        1 => at().prop_map(|at| Mutation::Truncate { at }),
        2 => (at(), pieces(SPLICES)).prop_map(|(at, piece)| Mutation::Splice { at, piece }),
        4 => (at(), pieces(NUMBERS)).prop_map(|(nth, piece)| Mutation::Number { nth, piece }),
        4 => (at(), pieces(STRINGS)).prop_map(|(nth, piece)| Mutation::Text { nth, piece }),
        1 => (at(), at()).prop_map(|(from, to)| Mutation::CopyLine { from, to }),
        1 => at().prop_map(|nth| Mutation::DropLine { nth }),
    ]
}

/// A file of the seed corpus, some changes to it, and a seed for the game played on it.
#[derive(Clone)]
pub(crate) struct Case {
    file: Arc<(String, Vec<u8>)>,
    mutations: Vec<Mutation>,
    pub(crate) seed: u64,
}

impl Case {
    pub(crate) fn input(&self) -> Vec<u8> {
        let mut bytes = self.file.1.clone();
        for mutation in &self.mutations {
            mutation.apply(&mut bytes);
        }
        bytes
    }
}

impl fmt::Debug for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} with {:?}, game seed {}",
            self.file.0, self.mutations, self.seed
        )
    }
}

pub(crate) fn cases(corpus: Vec<(String, Vec<u8>)>) -> impl Strategy<Value = Case> {
    let corpus: Vec<_> = corpus.into_iter().map(Arc::new).collect();
    (
        prop::sample::select(corpus),
        // Mostly one change, so that most files still read and the code past parsing runs; every
        // arm shrinks down to one.
        prop_oneof![
            4 => prop::collection::vec(mutation(), 1..2),
            2 => prop::collection::vec(mutation(), 1..4),
            1 => prop::collection::vec(mutation(), 1..9),
        ],
        any::<u64>(),
    )
        .prop_map(|(file, mutations, seed)| Case {
            file,
            mutations,
            seed,
        })
}
