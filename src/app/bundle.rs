//! The class's own things in one file, to carry to another browser or computer: the teacher's
//! games and boards (a board made from pictures with its pictures) and the recordings of the
//! class's voice, packed from Lineup's files as `lineup-ours.tar` and unpacked into them again.
//! Only those two folders are read or written, and a name that would lead anywhere else is
//! refused.

use std::path::{Component, Path, PathBuf};

use super::store::Store;
use lineup_platform::files;

/// The file's name when it is saved.
pub const NAME: &str = "lineup-ours.tar";

/// The largest file packed or unpacked: a photo as large as a picture may be.
const MOST_BYTES: u64 = lineup_core::MAX_PICTURE_BYTES;

/// What came out of a packed file.
#[derive(Clone, Debug, Default)]
pub struct Unpacked {
    /// Each recording, by the clip it replaces (`en/word-ball.ogg`), and its bytes.
    pub recorded: Vec<(String, Vec<u8>)>,
    /// Each game or board file written into the themes folder, to be read there.
    pub themes: Vec<PathBuf>,
    /// Names that were not unpacked, and why.
    pub refused: Vec<(String, String)>,
}

/// The teacher's games and boards and the class's recordings, as one tar file; `None` when
/// there are none.
pub fn pack(store: &Store) -> Result<Option<Vec<u8>>, String> {
    let mut packed = tar::Builder::new(Vec::new());
    let mut count = 0;
    for (top, folder) in [
        ("themes", store.themes_folder()),
        ("voices", store.voices_folder()),
    ] {
        for (name, path) in inside(&folder, top) {
            let Ok(bytes) = files::read_bytes(&path, MOST_BYTES) else {
                continue;
            };
            let mut header = tar::Header::new_gnu();
            header.set_size(bytes.len() as u64);
            header.set_mode(0o644);
            header.set_cksum();
            (packed.append_data(&mut header, &name, bytes.as_slice()))
                .map_err(|error| error.to_string())?;
            count += 1;
        }
    }
    let bytes = packed.into_inner().map_err(|error| error.to_string())?;
    Ok((count > 0).then_some(bytes))
}

/// The files in `folder` and the folders right inside it, named from `top`.
fn inside(folder: &Path, top: &str) -> Vec<(String, PathBuf)> {
    let mut found = Vec::new();
    for path in files::list(folder) {
        let Some(name) = path.file_name().and_then(|name| name.to_str()) else {
            continue;
        };
        match files::is_folder(&path) {
            true => {
                for inner in files::list(&path) {
                    if let Some(file) = inner.file_name().and_then(|name| name.to_str())
                        && !files::is_folder(&inner)
                    {
                        found.push((format!("{top}/{name}/{file}"), inner.clone()));
                    }
                }
            }
            false => found.push((format!("{top}/{name}"), path.clone())),
        }
    }
    found
}

/// Unpacks a file [`pack`] made into `store`'s folders: each entry all or nothing.
pub fn unpack(bytes: &[u8], store: &Store) -> Result<Unpacked, String> {
    use std::io::Read;
    let mut archive = tar::Archive::new(bytes);
    let mut unpacked = Unpacked::default();
    for entry in archive.entries().map_err(|error| error.to_string())? {
        let mut entry = entry.map_err(|error| error.to_string())?;
        let name = entry
            .path()
            .map_err(|e| e.to_string())?
            .to_string_lossy()
            .into_owned();
        if !entry.header().entry_type().is_file() {
            continue;
        }
        let Some((top, rest)) = plain(&name) else {
            unpacked
                .refused
                .push((name, "it would lead out of Lineup's folders".into()));
            continue;
        };
        if entry.size() > MOST_BYTES {
            unpacked
                .refused
                .push((name, "it is larger than any file Lineup keeps".into()));
            continue;
        }
        let mut content = Vec::new();
        entry
            .read_to_end(&mut content)
            .map_err(|error| error.to_string())?;
        let path = match top.as_str() {
            "themes" => store.themes_folder().join(&rest),
            _ => store.voices_folder().join(&rest),
        };
        if let Err(why) = files::write_bytes(&path, &content) {
            unpacked.refused.push((name, why.to_string()));
            continue;
        }
        let ending = path.extension().and_then(|ending| ending.to_str());
        match (top.as_str(), ending) {
            ("themes", Some("toml")) => unpacked.themes.push(path),
            ("voices", Some("wav")) => {
                let clip = rest.trim_end_matches(".wav").to_string() + ".ogg";
                unpacked.recorded.push((clip, content));
            }
            _ => {}
        }
    }
    Ok(unpacked)
}

/// A packed name as `themes` or `voices` and the rest: one or two plain names below it, none
/// hidden (`themes/our class/en.toml`, `voices/en/word-ball.wav`).
fn plain(name: &str) -> Option<(String, String)> {
    let parts: Vec<&str> = (Path::new(name).components())
        .map(|part| match part {
            Component::Normal(part) => part.to_str(),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let (top, rest) = parts.split_first()?;
    let fits = match *top {
        "themes" => (1..=2).contains(&rest.len()),
        "voices" => rest.len() == 2 && rest[1].ends_with(".wav"),
        _ => false,
    };
    (fits
        && rest
            .iter()
            .all(|part| !part.is_empty() && !part.starts_with('.')))
    .then(|| (top.to_string(), rest.join("/")))
}
