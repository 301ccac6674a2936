//! A bundle's entries read into memory, bounded before anything is kept: how many there are,
//! how large each is and all together (a tar's sparse entry can say it is a terabyte while the
//! file is a kilobyte), and where each name leads.

use std::io::Read;
use std::path::{Component, Path};

use super::{BundleFault, Refusal};

/// The most files a bundle may hold: a class's boards with their pictures and a voice for each
/// of their letters and words are a few hundred.
pub const MOST_ENTRIES: usize = 4_000;

/// The most a bundle may unpack to, all files together.
pub const MOST_TOTAL_BYTES: u64 = 256 << 20;

/// The largest file a bundle may hold: a photo as large as a picture may be.
pub const MOST_BYTES: u64 = lineup_core::MAX_PICTURE_BYTES;

/// Which of Lineup's folders an entry goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Top {
    Themes,
    Voices,
}

/// One file of a bundle, read.
#[derive(Clone, Debug)]
pub struct Entry {
    /// Its name in the bundle (`themes/our class/en.toml`).
    pub name: String,
    pub top: Top,
    /// Its name below its folder (`our class/en.toml`).
    pub rest: String,
    pub bytes: Vec<u8>,
}

/// Every file of a bundle, and the names refused on the way.
#[derive(Debug, Default)]
pub struct Entries {
    pub files: Vec<Entry>,
    pub refused: Vec<(String, Refusal)>,
}

/// The files of a bundle (a tar, as `pack` writes it), or why none is read.
pub fn entries(bytes: &[u8]) -> Result<Entries, BundleFault> {
    let not_a_bundle = |error: std::io::Error| BundleFault::NotABundle(error.to_string());
    let mut archive = tar::Archive::new(bytes);
    let mut read = Entries::default();
    let mut total = 0u64;
    // A name given twice is read once: the first is the one kept.
    let mut seen = std::collections::HashSet::new();
    for (count, entry) in archive.entries().map_err(not_a_bundle)?.enumerate() {
        if count >= MOST_ENTRIES {
            return Err(BundleFault::TooManyFiles(MOST_ENTRIES));
        }
        let entry = entry.map_err(not_a_bundle)?;
        if !entry.header().entry_type().is_file() {
            continue;
        }
        let name = String::from_utf8_lossy(&entry.path_bytes()).into_owned();
        let Some((top, rest)) = plain(&name) else {
            read.refused.push((name, Refusal::LeadsOut));
            continue;
        };
        if !seen.insert(name.clone()) {
            continue;
        }
        let size = entry.size();
        let mut content = Vec::new();
        (entry.take(MOST_BYTES + 1).read_to_end(&mut content)).map_err(not_a_bundle)?;
        if size > MOST_BYTES || content.len() as u64 > MOST_BYTES {
            read.refused
                .push((name, Refusal::TooLarge(size.max(content.len() as u64))));
            continue;
        }
        total += content.len() as u64;
        if total > MOST_TOTAL_BYTES {
            return Err(BundleFault::TooLarge(MOST_TOTAL_BYTES));
        }
        read.files.push(Entry {
            name,
            top,
            rest,
            bytes: content,
        });
    }
    Ok(read)
}

/// A packed name as `themes` or `voices` and the rest: one or two plain names below it, none
/// hidden, none longer than a file name may be (`themes/our class/en.toml`,
/// `voices/en/word-ball.wav`).
pub fn plain(name: &str) -> Option<(Top, String)> {
    let parts: Vec<&str> = (Path::new(name).components())
        .map(|part| match part {
            Component::Normal(part) => part.to_str(),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let (top, rest) = parts.split_first()?;
    let top = match *top {
        "themes" if (1..=2).contains(&rest.len()) => Top::Themes,
        "voices" if rest.len() == 2 && rest[1].ends_with(".wav") => Top::Voices,
        _ => return None,
    };
    rest.iter()
        .all(|part| plain_part(part))
        .then(|| (top, rest.join("/")))
}

/// A name Lineup writes on every system: not hidden, not too long, and nothing Windows would
/// read as a drive (`D:x`), a device (`CON`, `lpt1.txt`) or another folder (`a\b`); no name
/// ending in a dot or a space, which Windows drops.
fn plain_part(part: &str) -> bool {
    const DEVICES: [&str; 4] = ["con", "prn", "aux", "nul"];
    let stem = part
        .split('.')
        .next()
        .unwrap_or("")
        .trim_end()
        .to_ascii_lowercase();
    let numbered = (stem.starts_with("com") || stem.starts_with("lpt"))
        && stem.len() == 4
        && stem.ends_with(|digit: char| digit.is_ascii_digit());
    !part.is_empty()
        && !part.starts_with('.')
        && part.len() <= 255
        && !part.ends_with(['.', ' '])
        && !part.contains(['\\', ':', '*', '?', '"', '<', '>', '|'])
        && !part.chars().any(char::is_control)
        && !DEVICES.contains(&stem.as_str())
        && !numbered
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_name_is_written_only_where_every_system_reads_it_as_given() {
        for refused in [
            "D:x", "con", "CON.toml", "lpt1.wav", "a\\b", "x.", "x ", ".hidden", "",
        ] {
            assert!(!super::plain_part(refused), "{refused:?}");
        }
        for plain in [
            "our class",
            "en.toml",
            "word-ball.wav",
            "Äpfel.png",
            "console.toml",
        ] {
            assert!(super::plain_part(plain), "{plain:?}");
        }
    }
}
