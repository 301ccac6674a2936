//! Everything Lineup keeps for the class, listed from its folders (the disk's, or a browser's
//! storage), and taken away again: the teacher's games and boards with their pictures, the
//! recordings of the class's voice by language, the saved game, the settings (the names typed
//! for each seat among them), and any file set aside. No window library: the page that shows
//! it is `ours/mod.rs`.

use std::path::{Path, PathBuf};

use lineup_core::File;
use lineup_platform::files;

use crate::data::store::Store;

/// What one of Lineup's things is.
#[derive(Clone, Debug)]
pub enum What {
    /// A teacher's game or letters board with its pictures: what it holds.
    Own(Box<File>),
    /// The teacher's game and board files that cannot be played, all together (a bundle of
    /// thousands of them once buried home): how many.
    Unplayable { count: usize },
    /// The recordings of the class's voice in one language, and how many.
    Recordings { language: String, count: usize },
    /// The game in progress, offered again at the next start.
    SavedGame,
    /// The settings: the language, the switches, the names typed for each seat.
    Settings,
    /// A file Lineup set aside, or any other in its folders.
    Other,
}

/// One thing Lineup keeps: what it is, its name, its files, how large and how new.
#[derive(Clone, Debug)]
pub struct Item {
    pub what: What,
    /// Its file's or folder's name.
    pub name: String,
    /// Every file of it, then its folders, in the order they are removed.
    pub paths: Vec<PathBuf>,
    pub bytes: u64,
    /// When it was last written, in seconds since 1970, where the platform keeps it.
    pub modified: Option<u64>,
}

/// How deep below a folder of Lineup's its files are looked for.
const DEEPEST: usize = 4;

/// Everything Lineup keeps in `store`, each thing once: the games and boards, the recordings,
/// the saved game, the settings, then anything else.
pub fn list(store: &Store) -> Vec<Item> {
    let mut items = Vec::new();
    let mut unplayable = Vec::new();
    let themes = store.themes_folder();
    let mut own_files = Vec::new();
    for path in files::list(&themes) {
        let folder = files::is_folder(&path) && !files::is_link(&path);
        match (folder, file_name(&path) == "alphabets") {
            (true, true) => own_files.extend(files::list(&path)),
            _ => own_files.push(path),
        }
    }
    for path in own_files {
        match own(&path) {
            Ok(item) => items.push(item),
            Err(item) => unplayable.push(item),
        }
    }
    if !unplayable.is_empty() {
        let names: Vec<String> = unplayable
            .iter()
            .take(3)
            .map(|item| item.name.clone())
            .collect();
        let more = unplayable.len().saturating_sub(names.len());
        let name = match more {
            0 => names.join(", "),
            _ => format!("{}, … (+{more})", names.join(", ")),
        };
        let paths = unplayable
            .into_iter()
            .flat_map(|item| item.paths)
            .collect::<Vec<_>>();
        let count = paths.iter().filter(|path| is_toml(path)).count();
        items.push(item(What::Unplayable { count }, name, paths));
    }
    for language in files::list(&store.voices_folder()) {
        let paths = inside(&language);
        let count = (paths.iter())
            .filter(|path| path.extension().is_some_and(|ending| ending == "wav"))
            .count();
        let language = file_name(&language);
        items.push(item(
            What::Recordings {
                language: language.clone(),
                count,
            },
            language,
            paths,
        ));
    }
    let (game, settings) = (store.game_file(), store.settings_file());
    for (what, path) in [(What::SavedGame, &game), (What::Settings, &settings)] {
        if files::size(path).is_ok() {
            items.push(item(what, file_name(path), vec![path.clone()]));
        }
    }
    // Anything else in Lineup's own folders: a file set aside when it could not be read.
    let mut folders: Vec<PathBuf> = [game.parent(), settings.parent()]
        .into_iter()
        .flatten()
        .map(Path::to_path_buf)
        .collect();
    folders.dedup();
    let known = [&themes, &store.voices_folder(), &game, &settings];
    for folder in folders {
        for path in files::list(&folder) {
            if !known.contains(&&path) {
                items.push(item(What::Other, file_name(&path), inside(&path)));
            }
        }
    }
    items
}

/// A teacher's game or board file, or a folder of one with its pictures; as an error if none of
/// it can be played.
fn own(path: &Path) -> Result<Item, Item> {
    let paths = inside(path);
    let read = (paths.iter())
        .filter(|path| is_toml(path))
        .find_map(|path| crate::data::read::load(path).ok());
    match read {
        Some(file) => Ok(item(What::Own(Box::new(file)), file_name(path), paths)),
        None => Err(item(What::Other, file_name(path), paths)),
    }
}

fn is_toml(path: &Path) -> bool {
    path.extension().is_some_and(|ending| ending == "toml")
}

fn item(what: What, name: String, paths: Vec<PathBuf>) -> Item {
    let bytes = paths.iter().filter_map(|path| files::size(path).ok()).sum();
    let modified = paths.iter().filter_map(|path| files::modified(path)).max();
    Item {
        what,
        name,
        paths,
        bytes,
        modified,
    }
}

/// `path` if it is a file; if a folder, every file below it, then its folders, deepest first.
fn inside(path: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = Vec::new();
    let mut to_look = vec![(path.to_path_buf(), 0)];
    while let Some((path, depth)) = to_look.pop() {
        // A link is Lineup's to remove, never what it leads to: a teacher's own folder of
        // photos linked into the themes folder stays whole.
        match files::is_folder(&path) && !files::is_link(&path) {
            true if depth < DEEPEST => {
                to_look.extend(
                    files::list(&path)
                        .into_iter()
                        .map(|inner| (inner, depth + 1)),
                );
                folders.push(path);
            }
            true => folders.push(path),
            false => found.push(path),
        }
    }
    found.extend(folders.into_iter().rev());
    found
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map_or_else(String::new, |name| name.to_string_lossy().into_owned())
}

/// Takes `item` away: each of its files, then its folders once empty; the first file that
/// cannot be removed stops it, and is said.
pub fn remove(item: &Item) -> Result<(), String> {
    for path in &item.paths {
        files::remove(path).map_err(|why| format!("{}: {why}", path.display()))?;
    }
    Ok(())
}
