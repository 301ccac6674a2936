//! The class's own things in one file, to carry to another browser or computer: the teacher's
//! games and boards (a board made from pictures with its pictures) and the recordings of the
//! class's voice, packed from Lineup's files as `lineup-ours.tar` and unpacked into them again.
//! Only those two folders are read or written, and a name that would lead anywhere else is
//! refused.
//!
//! Unpacking reads the whole file first, bounded ([`read`]), and checks every file in it
//! ([`check`]): a game or board is kept only if it can be played, a recording only if it is
//! sound, and nothing the class has is written over (a game or board of the same name is kept
//! beside theirs, their own recording stays). Then what passed is written, and [`Brought`]
//! says what came and what did not, for one notice (`notice/brought.rs`).

mod check;
mod read;

use std::path::{Path, PathBuf};

use crate::store::Store;
pub use check::{folder_beside, name_beside};
use lineup_platform::files;
pub use read::{MOST_BYTES, MOST_ENTRIES, MOST_TOTAL_BYTES};

/// The file's name when it is saved.
pub const NAME: &str = "lineup-ours.tar";

/// What came out of a packed file.
#[derive(Clone, Debug, Default)]
pub struct Unpacked {
    /// Each recording, by the clip it is heard as (`en/word-ball.ogg`), and its bytes.
    pub recorded: Vec<(String, Vec<u8>)>,
    /// Each game or board file written into the themes folder, to be read there.
    pub themes: Vec<PathBuf>,
    /// What is said of it.
    pub brought: Brought,
}

pub use crate::notice::{Brought, BundleFault, Refusal};

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

/// The files in `folder` and the folders right inside it, named from `top`. A link is not
/// followed: what it leads to is not the class's to carry away.
fn inside(folder: &Path, top: &str) -> Vec<(String, PathBuf)> {
    let mut found = Vec::new();
    for path in files::list(folder)
        .into_iter()
        .filter(|path| !files::is_link(path))
    {
        let Some(name) = path.file_name().and_then(|name| name.to_str()) else {
            continue;
        };
        match files::is_folder(&path) {
            true => {
                for inner in files::list(&path) {
                    if let Some(file) = inner.file_name().and_then(|name| name.to_str())
                        && !files::is_folder(&inner)
                        && !files::is_link(&inner)
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

/// Unpacks a file [`pack`] made into `store`'s folders, named `file`: read and checked whole
/// before anything is written, each file then written all or nothing.
pub fn unpack(file: &str, bytes: &[u8], store: &Store) -> Result<Unpacked, BundleFault> {
    let entries = read::entries(bytes)?;
    let mut brought = Brought {
        file: file.to_string(),
        refused: entries.refused,
        ..Brought::default()
    };
    let (themes, voices) = (store.themes_folder(), store.voices_folder());
    let plan = check::plan(entries.files, &themes, &voices, &mut brought);
    let mut unkept = Vec::new();
    for (path, bytes) in &plan.writes {
        if let Err(why) = files::write_bytes(path, bytes) {
            unkept.push(path.clone());
            let name = path.strip_prefix(store.themes_folder().parent().unwrap_or(Path::new("")));
            let name =
                name.map_or_else(|_| path.display().to_string(), |n| n.display().to_string());
            brought
                .refused
                .push((name, Refusal::NotKept(why.to_string())));
        }
    }
    let written = |path: &PathBuf| !unkept.contains(path);
    let voices_of = |clip: &str| voices.join(clip.trim_end_matches(".ogg").to_string() + ".wav");
    Ok(Unpacked {
        themes: plan.themes.into_iter().filter(written).collect(),
        recorded: (plan.recorded.into_iter())
            .filter(|(clip, _)| written(&voices_of(clip)))
            .collect(),
        brought,
    })
}
