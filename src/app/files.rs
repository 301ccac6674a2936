//! The app's files: the settings and the game in progress, read at start and written after
//! every change, off the UI thread.

use iced::Task;

use super::{App, Message, Screen, i18n::Words, writer};
use crate::app::save::{self, Notice};

impl App {
    /// Keeps the game in progress and the settings in `store`, and offers the game saved there.
    pub fn use_store(&mut self, store: save::Store) {
        let library = self.library.clone();
        let loaded = store.load_game(|theme| library.get(theme).is_some());
        self.use_settings(store);
        self.game_loaded(loaded);
    }

    /// Keeps the settings in `store` and reads them now; the saved game is read by
    /// [`App::load_game_later`].
    pub fn use_settings(&mut self, store: save::Store) {
        let (settings, problem) = store.load_settings();
        self.zoom = settings.zoom;
        self.fullscreen = settings.fullscreen;
        if !settings.language.is_empty() {
            self.words = Words::new(&settings.language);
        }
        self.settings = settings;
        self.notices.extend(problem);
        self.store = Some(store);
        self.writer = Some(writer::Writer::start());
    }

    /// Reads the saved game on another thread, so a long one never keeps the window from
    /// opening; home says "loading" meanwhile.
    pub fn load_game_later(&mut self) -> Task<Message> {
        let Some(store) = self.store.clone() else {
            return Task::none();
        };
        self.loading = true;
        let library = self.library.clone();
        Task::perform(
            async move { store.load_game(|theme| library.get(theme).is_some()) },
            |loaded| Message::GameLoaded(Box::new(loaded)),
        )
    }

    /// The saved game, read: offered on the home screen, or why it cannot be.
    pub(super) fn game_loaded(&mut self, loaded: Result<Option<save::SavedGame>, Notice>) {
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
    pub(super) fn write(&mut self, path: std::path::PathBuf, content: writer::Content) {
        if let Some(writer) = &self.writer
            && let Err(notice) = writer.write(path, content)
        {
            self.notices.push(notice);
        }
    }

    /// Notices from the other threads: a write that failed, no sound device.
    pub(super) fn collect_notices(&mut self) {
        if let Some(writer) = &self.writer {
            self.notices.extend(writer.failures());
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
            self.write(store.settings_file(), writer::Content::Settings(settings));
        }
    }

    /// Saves the game after a move; a finished game is forgotten.
    pub(super) fn save(&mut self) {
        let (Some(store), Screen::Table(table)) = (&self.store, &self.screen) else {
            return;
        };
        let content = match table.game().is_over() {
            true => writer::Content::Nothing,
            false => writer::Content::Game(Box::new(table.to_saved())),
        };
        self.write(store.game_file(), content);
    }
}
