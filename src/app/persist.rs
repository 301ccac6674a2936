//! The app's files: the settings and the game in progress, read at start and written after
//! every change, off the UI thread.

use iced::Task;

use super::bundle;
use super::sounds::Recorded;
use super::store::{self as save, Content, Store};
use super::tasks;
use super::{App, Message, Screen};
use crate::app::notice::Notice;
use crate::data::{SavedGame, Settings};
use crate::look::i18n::Words;
use lineup_core::Library;
use lineup_platform::exchange;

/// The settings and the saved game as read from the disk, with what went wrong.
#[derive(Clone, Debug)]
pub struct FilesRead {
    settings: Settings,
    settings_problem: Option<Notice>,
    game: Result<Option<SavedGame>, Notice>,
    /// The class's own voice, recorded in the app.
    recorded: Recorded,
}

impl FilesRead {
    /// Reads both files from `store` (blocking: the app runs it off the window's thread); a
    /// save whose theme `library` lacks is kept aside for later; the recordings `known` already
    /// are kept as they are.
    pub fn from(store: &Store, library: &Library, known: &Recorded) -> FilesRead {
        let (settings, settings_problem) = store.load_settings();
        let game = store.load_game(|theme| library.get(theme).is_some());
        FilesRead {
            settings,
            settings_problem,
            game,
            recorded: super::sounds::read_recorded(&store.voices_folder(), known),
        }
    }
}

impl App {
    /// Keeps the game in progress and the settings in `store`, reads them at once, and offers
    /// the game saved there (tests, and anything that must wait for the files).
    pub fn use_store(&mut self, store: Store) {
        let read = FilesRead::from(&store, &self.library, &self.recorded);
        self.keep_files_in(store);
        let _ = self.files_read(read);
    }

    /// Keeps the settings and the game in `store` and reads them off the window's thread: the
    /// window opens at once, home says "loading" until the files are read.
    pub fn read_files_later(&mut self, store: Store) -> Task<Message> {
        let library = self.library.clone();
        let known = self.recorded.clone();
        let reading = store.clone();
        self.keep_files_in(store);
        self.loading = true;
        tasks::off_the_window(move || FilesRead::from(&reading, &library, &known))
            .map(|read| Message::FilesRead(Box::new(read)))
    }

    fn keep_files_in(&mut self, store: Store) {
        self.store = Some(store);
        self.writer = Some(save::Writer::start());
    }

    /// The files, read: the settings take effect (the language unless the command line chose
    /// one for this run), the saved game is offered on home or why it cannot be is said.
    pub(super) fn files_read(&mut self, read: FilesRead) -> Task<Message> {
        let settings = read.settings;
        self.zoom = settings.zoom;
        self.fullscreen = settings.fullscreen;
        if !settings.language.is_empty() && self.language_for_run.is_none() {
            self.words = Words::new(&settings.language);
        }
        self.settings = settings;
        self.recorded = read.recorded;
        self.notices.extend(read.settings_problem);
        self.game_loaded(read.game);
        match self.fullscreen {
            true => self.apply_fullscreen(),
            false => Task::none(),
        }
    }

    /// The saved game, read: offered on the home screen, or why it cannot be.
    fn game_loaded(&mut self, loaded: Result<Option<SavedGame>, Notice>) {
        self.loading = false;
        match loaded {
            Ok(saved) => self.resume = saved,
            Err(notice) => self.notices.push(notice),
        }
    }

    /// Waits until every change so far is written to disk.
    pub fn flush(&self) {
        if let Some(writer) = &self.writer {
            writer.flush();
        }
    }

    /// Writes `content` to `path` off the UI thread; a failure becomes a notice.
    pub(super) fn write(&mut self, path: std::path::PathBuf, content: Content) {
        if let Some(writer) = &self.writer
            && let Err((content, why)) = writer.write(path, content)
        {
            self.notices.push(content.not_saved(why.to_string()));
        }
    }

    /// Notices from the other threads: a write that failed (or that a browser's storage
    /// refused later), no sound device.
    pub(super) fn collect_notices(&mut self) {
        if let Some(writer) = &self.writer {
            let failed = writer.failures().into_iter();
            (self.notices).extend(failed.map(|(content, why)| content.not_saved(why.to_string())));
        }
        for (file, why) in lineup_platform::files::unkept() {
            let notice = match &self.store {
                Some(store) if file == store.settings_file() => Notice::SettingsNotSaved(why),
                Some(store) if file == store.game_file() => Notice::GameNotSaved(why),
                _ => Notice::FileNotKept {
                    file: file.display().to_string(),
                    why,
                },
            };
            if !self.notices.contains(&notice) {
                self.notices.push(notice);
            }
        }
        if self.sound.missing() {
            self.notices.push(Notice::NoSound);
        }
    }

    /// Writes the settings after a change; a failure is said, never fatal.
    pub(super) fn keep_settings(&mut self) {
        self.settings.zoom = self.zoom;
        self.settings.fullscreen = self.fullscreen;
        if let Some(store) = &self.store {
            let settings = Box::new(self.settings.clone());
            self.write(store.settings_file(), Content::Settings(settings));
        }
    }

    /// Saves the game after a move; a finished game is forgotten.
    pub(super) fn save(&mut self) {
        let (Some(store), Screen::Table(table)) = (&self.store, &self.screen) else {
            return;
        };
        let content = match table.game().is_over() {
            true => Content::Nothing,
            false => Content::Game(Box::new(table.to_saved())),
        };
        self.write(store.game_file(), content);
    }

    /// Downloads the saved game (if there is one) and the settings as files, for the teacher
    /// to keep or carry to another computer (a browser's: home offers it nowhere else).
    pub(super) fn take_files_away(&mut self) {
        let download = |name: &str, text: &str| {
            (exchange::hand_over(name, text.as_bytes(), "application/toml"))
                .map(|_| ())
                .map_err(|why| why.to_string())
        };
        self.flush();
        let settings = toml::to_string(&self.settings).map_err(|error| error.to_string());
        if let Err(why) = settings.and_then(|text| download("lineup-settings.toml", &text)) {
            self.notices.push(Notice::SettingsNotSaved(why));
        }
        // The game as saved, if there is one: a finished game has none.
        let game =
            (self.store.as_ref()).map_or(Ok(None), |store| save::text_of(&store.game_file()));
        let downloaded = game.and_then(|text| match text {
            Some(text) => download("lineup-game.toml", &text),
            None => Ok(()),
        });
        if let Err(why) = downloaded {
            self.notices.push(Notice::GameNotSaved(why));
        }
        // The teacher's games and boards, with their pictures, and the class's recordings.
        let ours = (self.store.as_ref()).map_or(Ok(None), bundle::pack);
        let handed = ours.and_then(|ours| match ours {
            Some(bytes) => exchange::hand_over(bundle::NAME, &bytes, "application/x-tar")
                .map(|_| ())
                .map_err(|why| why.to_string()),
            None => Ok(()),
        });
        if let Err(why) = handed {
            self.notices.push(Notice::FileNotKept {
                file: bundle::NAME.into(),
                why,
            });
        }
    }

    /// Asks for files to load: a saved game, settings, a teacher's game or board with its
    /// pictures.
    pub(super) fn bring_files(&mut self) -> Task<Message> {
        tasks::pick(exchange::Kinds::Files, lineup_core::MAX_PICTURE_BYTES)
            .map(Message::FilesBrought)
    }

    /// The files brought: a saved game replaces the one kept, settings replace the settings,
    /// and both are read again as at the start; a teacher's own game or letters board joins
    /// the library at once and is kept in the themes folder, so it is there at every start
    /// (brought with its pictures, in a folder of its own with them); anything else is said,
    /// and nothing is lost.
    pub(super) fn files_brought(&mut self, files: Vec<exchange::Picked>) -> Task<Message> {
        let Some(store) = self.store.clone() else {
            return Task::none();
        };
        let (packed, files): (Vec<_>, Vec<_>) = files
            .into_iter()
            .partition(|file| file.name.ends_with(".tar"));
        let (pictures, texts): (Vec<_>, Vec<_>) =
            files.into_iter().partition(|file| is_picture(&file.name));
        let mut changed = false;
        let mut teachers = Vec::new();
        for exchange::Picked { name, bytes } in texts {
            let text = match bytes {
                Ok(bytes) if bytes.len() as u64 > save::MAX_FILE_BYTES => {
                    let bytes = bytes.len() as u64;
                    self.notices.push(Notice::TooLarge { file: name, bytes });
                    continue;
                }
                Err(exchange::NotRead::TooLarge(bytes)) => {
                    self.notices.push(Notice::TooLarge { file: name, bytes });
                    continue;
                }
                Ok(bytes) => String::from_utf8(bytes).map_err(|_| "it is not text".to_string()),
                Err(why) => Err(why.to_string()),
            };
            match text.and_then(|text| brought(&name, &text)) {
                Ok(Brought::Teachers(name, theme, text)) => teachers.push((name, theme, text)),
                Ok(Brought::Broken(error)) => {
                    Notice::add(&mut self.notices, Notice::broken_theme(&error))
                }
                Ok(Brought::Kept(content)) => {
                    let path = match content {
                        Content::Settings(_) => store.settings_file(),
                        _ => store.game_file(),
                    };
                    self.write(path, content);
                    changed = true;
                }
                Err(why) => self.notices.push(Notice::NotLineups { file: name, why }),
            }
        }
        // What is kept off the window: a game with its pictures, then each bundle.
        let mut jobs: Vec<Box<dyn FnOnce() -> TeachersKept + Send>> = Vec::new();
        let kept = match (teachers.is_empty(), pictures.is_empty()) {
            // Pictures alone belong to no game.
            (true, _) => {
                for picture in pictures {
                    self.notices.push(Notice::NotLineups {
                        file: picture.name,
                        why: "a picture is brought together with the game or board that shows it"
                            .into(),
                    });
                }
                Task::none()
            }
            (false, true) => {
                for (name, theme, text) in teachers {
                    self.library.add(*theme);
                    // Beside the class's own file of that name, never over it.
                    let themes = store.themes_folder();
                    let Some(name) = bundle::name_beside(&themes, &name, text.as_bytes()) else {
                        continue;
                    };
                    self.write(themes.join(&name), Content::Theme { name, text });
                }
                Task::none()
            }
            (false, false) => {
                let themes = store.themes_folder();
                jobs.push(Box::new(move || {
                    keep_with_pictures(&themes, teachers, pictures)
                }));
                Task::none()
            }
        };
        for file in packed {
            let store = store.clone();
            jobs.push(Box::new(move || unpack(file, &store)));
        }
        // One after another: each is checked against what the one before it kept.
        let keeping = (!jobs.is_empty()).then(|| {
            let kept = move || (jobs.into_iter().map(|job| job())).reduce(TeachersKept::and);
            tasks::off_the_window(move || kept().unwrap_or_default())
                .map(|kept| Message::TeachersKept(Box::new(kept)))
        });
        let kept = Task::batch(std::iter::once(kept).chain(keeping));
        if !changed {
            return kept;
        }
        // Everything written before it is read again.
        self.flush();
        Task::batch([kept, self.read_files_later(store)])
    }

    /// A teacher's game or board kept with its pictures: played from now on, or why not.
    pub(super) fn teachers_kept(&mut self, kept: TeachersKept) {
        for file in kept.files {
            match file {
                Ok(file) => self.library.add(file),
                Err(error) => Notice::add(&mut self.notices, Notice::broken_theme(&error)),
            }
        }
        for (file, why) in kept.unkept {
            self.notices.push(Notice::FileNotKept { file, why });
        }
        for (file, fault) in kept.unread {
            Notice::add(&mut self.notices, Notice::broken_picture(file, fault));
        }
        for (clip, bytes) in kept.recorded {
            let recorded = super::sounds::recorded_again(&self.recorded, &clip, bytes);
            self.recorded.insert(clip, recorded);
        }
        for notice in kept.said {
            Notice::add(&mut self.notices, notice);
        }
    }
}

impl App {
    /// Our files: everything Lineup keeps for the class, listed off the window's thread.
    pub(super) fn open_ours(&mut self) -> Task<Message> {
        let Some(store) = self.store.clone() else {
            return Task::none();
        };
        self.flush();
        let (page, work) = super::ours::Ours::open(store);
        self.screen = Screen::Ours(page);
        work.map(Message::Ours)
    }

    pub(super) fn ours(&mut self, message: super::ours::Message) -> Task<Message> {
        let Screen::Ours(page) = &mut self.screen else {
            return Task::none();
        };
        let (work, event) = page.update(message);
        match event {
            Some(super::ours::Event::Back) => self.screen = Screen::Home,
            Some(super::ours::Event::Removed(item)) => self.forget(item),
            None => {}
        }
        work.map(Message::Ours)
    }

    /// What the app held of a thing the teacher removed, forgotten: a game or board leaves
    /// home (a built-in one of its name comes back), a language's recordings are no longer
    /// heard, the saved game is no longer offered, the settings go back to their defaults
    /// (the names typed for each seat with them) but for the language on screen.
    fn forget(&mut self, item: super::ours::kept::Item) {
        use super::ours::kept::What;
        match item.what {
            What::Own(file) => self.library.take_out(&file),
            What::Recordings { language, .. } => {
                let prefix = format!("{language}/");
                self.recorded.retain(|clip, _| !clip.starts_with(&prefix));
            }
            What::SavedGame => self.resume = None,
            What::Settings => {
                self.settings = Settings {
                    language: self.settings.language.clone(),
                    ..Settings::default()
                };
            }
            What::Unplayable { .. } | What::Other => {}
        }
        // What it said of the thing is no longer true.
        self.notices.retain(|notice| !notice.names(&item.paths));
    }
}

/// A teacher's game or board files brought with pictures, kept in a folder of their own.
#[derive(Clone, Debug, Default)]
pub struct TeachersKept {
    /// Each game or board, read there with its pictures, or why it cannot be played (it is
    /// then not kept).
    files: Vec<Result<lineup_core::File, lineup_core::ThemeError>>,
    /// Files the storage would not keep, and why.
    unkept: Vec<(String, String)>,
    /// Pictures that could not be read, and why.
    unread: Vec<(String, lineup_core::PictureFault)>,
    /// Recordings of the class's voice brought, by the clip each replaces, and their bytes.
    recorded: Vec<(String, Vec<u8>)>,
    /// What each bundle brought and what it did not, or why nothing of it was.
    said: Vec<Notice>,
}

impl TeachersKept {
    /// What two keepings kept, one after the other.
    fn and(mut self, then: TeachersKept) -> TeachersKept {
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
fn unpack(file: exchange::Picked, store: &Store) -> TeachersKept {
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
                match crate::files::load(path) {
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
fn keep_with_pictures(
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
        let loaded = crate::files::load(&path);
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
fn is_picture(name: &str) -> bool {
    (std::path::Path::new(name).extension()).is_some_and(|ending| {
        let ending = ending.to_string_lossy().to_lowercase();
        crate::board::PICTURE_ENDINGS.contains(&ending.as_str())
    })
}

/// A brought file's own name, without any folder.
fn plain_name(name: &str) -> Option<String> {
    let name = std::path::Path::new(name).file_name()?.to_str()?;
    (!name.starts_with('.')).then(|| name.to_string())
}

/// A file brought back, known.
enum Brought {
    /// A saved game or settings, to be written where Lineup keeps them.
    Kept(Content),
    /// A teacher's own game or letters board: its file name, what it holds, and its text.
    Teachers(String, Box<lineup_core::File>, String),
    /// A teacher's own game or letters board that cannot be played, and why.
    Broken(lineup_core::ThemeError),
}

/// What a brought file is: a saved game, settings, a teacher's own game or letters board
/// (a list of `cards`, or of `letters` with their `language`), or why it is none of them.
fn brought(name: &str, text: &str) -> Result<Brought, String> {
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
fn theme_file_name(name: &str) -> String {
    let plain = std::path::Path::new(name)
        .file_stem()
        .and_then(|stem| stem.to_str())
        .filter(|stem| !stem.is_empty() && !stem.starts_with('.'))
        .unwrap_or("game");
    format!("{plain}.toml")
}
