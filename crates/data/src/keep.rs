//! What a teacher brings, read and kept away from the window: a file brought told apart (a
//! saved game, settings, a teacher's own game or board, a picture), a game or board kept with
//! its pictures in a folder of its own, and a bundle of Lineup's own things unpacked.

use crate::bundle;
use crate::notice::Notice;
use crate::store::{Content, Store};
use crate::{SavedGame, Settings};
use lineup_platform::exchange;

/// A teacher's game or board files brought with pictures, kept in a folder of their own.
#[derive(Clone, Debug, Default)]
pub struct TeachersKept {
    /// Each game or board, read there with its pictures, or why it cannot be played (it is
    /// then not kept).
    pub files: Vec<Result<lineup_core::File, lineup_core::ThemeError>>,
    /// Files the storage would not keep, and why.
    pub unkept: Vec<(String, String)>,
    /// Pictures that could not be read, and why.
    pub unread: Vec<(String, lineup_core::PictureFault)>,
    /// Recordings of the class's voice brought, by the clip each replaces, and their bytes.
    pub recorded: Vec<(String, Vec<u8>)>,
    /// What each bundle brought and what it did not, or why nothing of it was.
    pub said: Vec<Notice>,
}

impl TeachersKept {
    /// What two keepings kept, one after the other.
    pub fn and(mut self, then: TeachersKept) -> TeachersKept {
        self.files.extend(then.files);
        self.unkept.extend(then.unkept);
        self.unread.extend(then.unread);
        self.recorded.extend(then.recorded);
        self.said.extend(then.said);
        self
    }
}

/// A file `bundle::pack` made, unpacked into Lineup's files: its games and boards read there
/// (one that cannot be read there after all is taken out again), and one summary of it.
pub fn unpack(file: exchange::Picked, store: &Store) -> TeachersKept {
    let mut kept = TeachersKept::default();
    let unpacked = match file.bytes {
        Ok(bytes) => {
            bundle::unpack(&file.name, &bytes, store).map_err(|fault| Notice::BundleRefused {
                file: file.name.clone(),
                fault,
            })
        }
        Err(exchange::NotRead::TooLarge(bytes)) => Err(Notice::TooLarge {
            file: file.name.clone(),
            bytes,
        }),
        Err(why) => Err(Notice::FileNotKept {
            file: file.name.clone(),
            why: why.to_string(),
        }),
    };
    match unpacked {
        Ok(mut unpacked) => {
            for path in &unpacked.themes {
                match crate::read::load(path) {
                    Ok(file) => kept.files.push(Ok(file)),
                    Err(error) => {
                        let _ = lineup_platform::files::remove(path);
                        unpacked
                            .brought
                            .games
                            .retain(|game| *game != path.display().to_string());
                        let refusal = bundle::Refusal::CannotBePlayed(Box::new(error));
                        unpacked
                            .brought
                            .refused
                            .push((path.display().to_string(), refusal));
                    }
                }
            }
            kept.recorded = unpacked.recorded;
            kept.said.push(Notice::Brought(unpacked.brought));
        }
        Err(notice) => kept.said.push(notice),
    }
    kept
}

/// Keeps the games or boards with their pictures in a folder named after the first, inside
/// `themes`, and reads each there as at the next start.
pub fn keep_with_pictures(
    themes: &std::path::Path,
    teachers: Vec<(String, Box<lineup_core::File>, String)>,
    pictures: Vec<exchange::Picked>,
) -> TeachersKept {
    use lineup_platform::files;
    // A folder of its own, beside the class's of that name, never into it.
    let folder_name = teachers[0].0.trim_end_matches(".toml").to_string();
    let folder = themes.join(bundle::folder_beside(themes, &folder_name));
    let mut kept = TeachersKept::default();
    let mut written = Vec::new();
    let mut write = |name: &str, bytes: &[u8], kept: &mut TeachersKept| {
        let path = folder.join(name);
        match files::write_bytes(&path, bytes) {
            Ok(()) => written.push(path),
            Err(why) => kept.unkept.push((name.to_string(), why.to_string())),
        }
    };
    for exchange::Picked { name, bytes } in pictures {
        let Some(name) = plain_name(&name) else {
            continue;
        };
        match bytes {
            Ok(bytes) => write(&name, &bytes, &mut kept),
            Err(exchange::NotRead::TooLarge(size)) => kept.unread.push((
                name,
                lineup_core::PictureFault::TooManyBytes(size / 1_000_000),
            )),
            Err(exchange::NotRead::Unreadable(why)) => kept
                .unread
                .push((name, lineup_core::PictureFault::Unreadable(why))),
        }
    }
    for (name, _, text) in &teachers {
        write(name, text.as_bytes(), &mut kept);
        let path = folder.join(name);
        let loaded = crate::read::load(&path);
        if loaded.is_err() {
            let _ = files::remove(&path);
        }
        kept.files.push(loaded);
    }
    // Pictures of no game that could be played are not kept.
    if kept.files.iter().all(Result::is_err) {
        for path in written {
            let _ = files::remove(&path);
        }
    }
    kept
}

/// Whether a brought file is a picture, by its name.
pub fn is_picture(name: &str) -> bool {
    (std::path::Path::new(name).extension()).is_some_and(|ending| {
        let ending = ending.to_string_lossy().to_lowercase();
        crate::new_board::PICTURE_ENDINGS.contains(&ending.as_str())
    })
}

/// A brought file's own name, without any folder.
pub fn plain_name(name: &str) -> Option<String> {
    let name = std::path::Path::new(name).file_name()?.to_str()?;
    (!name.starts_with('.')).then(|| name.to_string())
}

/// A file brought back, known.
pub enum Brought {
    /// A saved game or settings, to be written where Lineup keeps them.
    Kept(Content),
    /// A teacher's own game or letters board: its file name, what it holds, and its text.
    Teachers(String, Box<lineup_core::File>, String),
    /// A teacher's own game or letters board that cannot be played, and why.
    Broken(lineup_core::ThemeError),
}

/// What a brought file is: a saved game, settings, a teacher's own game or letters board
/// (a list of `cards`, or of `letters` with their `language`), or why it is none of them.
pub fn brought(name: &str, text: &str) -> Result<Brought, String> {
    let table = text.parse::<toml::Table>().ok();
    let has = |key: &str| table.as_ref().is_some_and(|table| table.contains_key(key));
    let listed = |key: &str| {
        (table.as_ref()).is_some_and(|table| table.get(key).is_some_and(toml::Value::is_array))
    };
    match toml::from_str::<SavedGame>(text) {
        Ok(game) => return Ok(Brought::Kept(Content::Game(Box::new(game)))),
        // A saved game that cannot be read: say why as a game, not as settings.
        Err(error) if has("game") => return Err(lineup_core::toml_in_words(text, &error)),
        Err(_) => {}
    }
    if listed("cards") || (listed("letters") && has("language")) {
        // Brought without its pictures, each shows its word instead.
        return Ok(match lineup_core::File::parse(text, name) {
            Ok(file) => Brought::Teachers(theme_file_name(name), Box::new(file), text.into()),
            Err(error) => Brought::Broken(error),
        });
    }
    Settings::from_brought(text)
        .map(|settings| Brought::Kept(Content::Settings(Box::new(settings))))
}

/// The name a brought game or board file is kept under in the themes folder: its own, as a
/// plain file name ending `.toml`.
pub fn theme_file_name(name: &str) -> String {
    let plain = std::path::Path::new(name)
        .file_stem()
        .and_then(|stem| stem.to_str())
        .filter(|stem| !stem.is_empty() && !stem.starts_with('.'))
        .unwrap_or("game");
    format!("{plain}.toml")
}
