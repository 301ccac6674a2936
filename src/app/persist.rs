//! The app's files: the settings and the game in progress, read at start and written after
//! every change, off the UI thread.

use iced::Task;

use super::screen::Screen as _;
use super::sounds::Recorded;
use super::table::Table;
use super::tasks;
use super::{App, Message, Screen};
use crate::app::notice::Notice;
use crate::data::bundle;
use crate::data::keep::{Brought, TeachersKept, brought, is_picture, keep_with_pictures, unpack};
use crate::data::store::{self as save, Content, Store};
use crate::data::{SavedGame, Settings, StartError};
use crate::look::i18n::Words;
use crate::look::words;
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

/// Lineup's files, read, brought or kept away from the window's thread.
#[derive(Clone, Debug)]
pub enum Files {
    /// The settings and the saved game have been read.
    Read(Box<FilesRead>),
    /// Files the teacher brought back (a browser's): names and bytes, or why one is unusable.
    Brought(Vec<exchange::Picked>),
    /// A teacher's game or board brought with its pictures has been kept.
    Kept(Box<TeachersKept>),
    /// The saved game's moves have been replayed.
    Resumed(Box<Result<Table, StartError>>),
}

impl App {
    pub(super) fn files(&mut self, files: Files) -> Task<Message> {
        match files {
            Files::Read(read) => return self.files_read(*read),
            Files::Brought(files) => return self.files_brought(files),
            Files::Kept(kept) => self.teachers_kept(*kept),
            Files::Resumed(resumed) => return self.resumed(*resumed),
        }
        Task::none()
    }

    /// Goes on with the saved game: its moves are replayed off the window's thread (a long
    /// game takes a moment), and home says so meanwhile.
    pub(super) fn resume_game(&mut self) -> Task<Message> {
        let Some(job) = self.resume_job() else {
            return Task::none();
        };
        self.loading = true;
        tasks::off_the_window(move || job.run())
    }

    /// The work of going on with the saved game, taken from home: replaying its moves.
    pub fn resume_job(&mut self) -> Option<ResumeJob> {
        Some(ResumeJob {
            saved: self.resume.take()?,
            library: self.cx.library.clone(),
            language: self.cx.words.tag(),
        })
    }

    /// The saved game, replayed: on screen, or set aside with why.
    fn resumed(&mut self, resumed: Result<Table, StartError>) -> Task<Message> {
        self.loading = false;
        match resumed {
            Ok(table) => return self.play(table),
            Err(why) => {
                if let Some(store) = &self.cx.store {
                    let why = words::start_error(&self.cx.words, &why);
                    self.notices.push(store.set_aside(&store.game_file(), &why));
                }
            }
        }
        Task::none()
    }

    /// Keeps the game in progress and the settings in `store`, reads them at once, and offers
    /// the game saved there (tests, and anything that must wait for the files).
    pub fn use_store(&mut self, store: Store) {
        let read = FilesRead::from(&store, &self.cx.library, &self.cx.recorded);
        self.keep_files_in(store);
        let _ = self.files_read(read);
    }

    /// Keeps the settings and the game in `store` and reads them off the window's thread: the
    /// window opens at once, home says "loading" until the files are read.
    pub fn read_files_later(&mut self, store: Store) -> Task<Message> {
        let library = self.cx.library.clone();
        let known = self.cx.recorded.clone();
        let reading = store.clone();
        self.keep_files_in(store);
        self.loading = true;
        tasks::off_the_window(move || FilesRead::from(&reading, &library, &known))
            .map(|read| Message::Files(Files::Read(Box::new(read))))
    }

    fn keep_files_in(&mut self, store: Store) {
        self.cx.store = Some(store);
        self.writer = Some(save::Writer::start());
    }

    /// The files, read: the settings take effect (the language unless the command line chose
    /// one for this run), the saved game is offered on home or why it cannot be is said.
    pub(super) fn files_read(&mut self, read: FilesRead) -> Task<Message> {
        let settings = read.settings;
        self.zoom = settings.zoom;
        self.fullscreen = settings.fullscreen;
        if !settings.language.is_empty() && self.language_for_run.is_none() {
            self.cx.words = Words::new(&settings.language);
        }
        self.cx.settings = settings;
        self.cx.recorded = read.recorded;
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
            let notice = match &self.cx.store {
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
        if self.cx.sound.missing() {
            self.notices.push(Notice::NoSound);
        }
    }

    /// The teacher ended the game: nothing is left to go on with.
    pub(super) fn end_game(&mut self) {
        self.ask_new_board = false;
        if let Some(store) = &self.cx.store {
            let file = store.game_file();
            self.write(file, Content::Nothing);
        }
        self.resume = None;
        self.screen = Screen::Home;
    }

    /// Writes the settings after a change; a failure is said, never fatal.
    pub(super) fn keep_settings(&mut self) {
        self.cx.settings.zoom = self.zoom;
        self.cx.settings.fullscreen = self.fullscreen;
        if let Some(store) = &self.cx.store {
            let settings = Box::new(self.cx.settings.clone());
            self.write(store.settings_file(), Content::Settings(settings));
        }
    }

    /// Saves the game after a move; a finished game is forgotten.
    pub(super) fn save(&mut self) {
        let (Some(store), Screen::Table(table)) = (&self.cx.store, &self.screen) else {
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
        let settings = toml::to_string(&self.cx.settings).map_err(|error| error.to_string());
        if let Err(why) = settings.and_then(|text| download("lineup-settings.toml", &text)) {
            self.notices.push(Notice::SettingsNotSaved(why));
        }
        // The game as saved, if there is one: a finished game has none.
        let game =
            (self.cx.store.as_ref()).map_or(Ok(None), |store| save::text_of(&store.game_file()));
        let downloaded = game.and_then(|text| match text {
            Some(text) => download("lineup-game.toml", &text),
            None => Ok(()),
        });
        if let Err(why) = downloaded {
            self.notices.push(Notice::GameNotSaved(why));
        }
        // The teacher's games and boards, with their pictures, and the class's recordings.
        let ours = (self.cx.store.as_ref()).map_or(Ok(None), bundle::pack);
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
            .map(|brought| Message::Files(Files::Brought(brought)))
    }

    /// The files brought: a saved game replaces the one kept, settings replace the settings,
    /// and both are read again as at the start; a teacher's own game or letters board joins
    /// the library at once and is kept in the themes folder, so it is there at every start
    /// (brought with its pictures, in a folder of its own with them); anything else is said,
    /// and nothing is lost.
    pub(super) fn files_brought(&mut self, files: Vec<exchange::Picked>) -> Task<Message> {
        let Some(store) = self.cx.store.clone() else {
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
                    self.cx.library.add(*theme);
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
                .map(|kept| Message::Files(Files::Kept(Box::new(kept))))
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
                Ok(file) => self.cx.library.add(file),
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
            let recorded = super::sounds::recorded_again(&self.cx.recorded, &clip, bytes);
            self.cx.recorded.insert(clip, recorded);
        }
        for notice in kept.said {
            Notice::add(&mut self.notices, notice);
        }
    }
}

impl App {
    /// Our files: everything Lineup keeps for the class, listed off the window's thread.
    pub(super) fn open_ours(&mut self) -> Task<Message> {
        let Some(store) = self.cx.store.clone() else {
            return Task::none();
        };
        self.flush();
        let (page, work) = super::ours::Ours::open(store);
        self.screen = Screen::Ours(page);
        work.map(Message::Ours)
    }

    pub(super) fn ours(&mut self, message: super::ours::Message) -> Task<Message> {
        let (work, event) = match &mut self.screen {
            Screen::Ours(page) => page.update(message, &mut self.cx),
            _ => return Task::none(),
        };
        match event {
            Some(super::ours::Event::Back) => self.screen = Screen::Home,
            Some(super::ours::Event::Removed(item)) => self.forget(item),
            None => {}
        }
        work.map(Message::Ours)
    }

    /// The saved game removed is no longer offered, and what home said of anything removed
    /// is no longer true.
    fn forget(&mut self, item: super::ours::kept::Item) {
        if let super::ours::kept::What::SavedGame = item.what {
            self.resume = None;
        }
        self.notices.retain(|notice| !notice.names(&item.paths));
    }
}

/// Replaying a saved game's moves, to run away from the window's thread.
pub struct ResumeJob {
    saved: crate::data::SavedGame,
    library: Library,
    language: &'static str,
}

impl ResumeJob {
    /// Replays the game; the answer for [`App::update`].
    pub fn run(self) -> Message {
        let table = Table::from_saved(&self.saved, &self.library, self.language);
        Message::Files(Files::Resumed(Box::new(table)))
    }
}
