//! The app's side of "Record our voice": the microphone started and stopped through the
//! platform, each take made into a clip and kept away from the window's thread (beside the
//! board's language in Lineup's `voices` folder, or the browser's storage), and the class's
//! voice played instead of the computer's, clip by clip.

use std::path::{Path, PathBuf};

use iced::Task;

use super::recorder::{self, Recorder, Said};
use super::sounds::recorded_clip;
use super::{App, Message, Screen, tasks};
use lineup_platform::files;
use lineup_platform::microphone::{self, MicError, Take};

impl App {
    /// Opens the page for the letters board of the language in use, its pictures decoding.
    pub(super) fn open_recorder(&mut self) -> Task<Message> {
        let board = self.board_language();
        let language = format!("{}/", board.language);
        let ours = (self.recorded.keys())
            .filter(|clip| clip.starts_with(&language))
            .cloned()
            .collect();
        self.show(Screen::Record(Recorder::new(&board, ours)))
    }

    pub(super) fn recorder(&mut self, message: recorder::Message) -> Task<Message> {
        let Screen::Record(page) = &mut self.screen else {
            return Task::none();
        };
        let (work, event) = page.update(message);
        let work = work.map(Message::Record);
        let more = match event {
            None => Task::none(),
            Some(recorder::Event::Record) => {
                Task::perform(microphone::start(), Message::MicrophoneStarted)
            }
            Some(recorder::Event::Stop(clip)) => Task::perform(microphone::stop(), move |take| {
                Message::Took(clip.clone(), take)
            }),
            Some(recorder::Event::Hear(clip)) => {
                self.play_clip(&clip);
                Task::none()
            }
            Some(recorder::Event::Forget(clip)) => {
                self.recorded.remove(&clip);
                match self.recording_path(&clip) {
                    Some(path) => tasks::off_the_window(move || {
                        files::remove(&path).map_err(|e| e.to_string())
                    })
                    .map(|removed| Message::RecordingForgotten(removed.err())),
                    None => Task::none(),
                }
            }
            Some(recorder::Event::Close { taking }) => {
                self.screen = Screen::Home;
                // Closed mid-take (Esc, or Close): the take is let go.
                match taking {
                    true => let_the_take_go(),
                    false => Task::none(),
                }
            }
        };
        Task::batch([work, more])
    }

    /// The microphone started, or why not. Where the page was closed while it started, it
    /// stops again at once: nothing listens with no page to show it.
    pub(super) fn microphone_started(&mut self, started: Result<(), MicError>) -> Task<Message> {
        match (&mut self.screen, started) {
            (Screen::Record(page), started) => page.started(started),
            (_, Ok(())) => return let_the_take_go(),
            (_, Err(_)) => {}
        }
        Task::none()
    }

    /// The level the page's meter shows, read at each frame while the microphone listens.
    pub(super) fn microphone_level(&mut self) {
        if let Screen::Record(page) = &mut self.screen {
            page.hear_level(microphone::level());
        }
    }

    /// A take came: made into a clip and kept, off the window's thread.
    pub(super) fn took(&mut self, clip: String, take: Result<Take, MicError>) -> Task<Message> {
        let (take, Some(path)) = (take, self.recording_path(&clip)) else {
            return Task::none();
        };
        match take {
            Err(why) => {
                self.take_kept(clip, Err(Said::Microphone(why)));
                Task::none()
            }
            Ok(take) => tasks::off_the_window(move || keep(&take, &path))
                .map(move |kept| Message::TakeKept(clip.clone(), kept)),
        }
    }

    /// A take kept is what the class hears from now on, and is played back at once.
    pub(super) fn take_kept(&mut self, clip: String, kept: Result<Vec<u8>, Said>) {
        let said = match kept {
            Ok(bytes) => {
                self.recorded
                    .insert(clip.clone(), recorded_clip(&clip, bytes));
                self.play_clip(&clip);
                Said::Kept
            }
            Err(said) => said,
        };
        if let Screen::Record(page) = &mut self.screen {
            page.took(&clip, said);
        }
    }

    /// Where the recording of `clip` is kept: `voices/en/word-ball.wav` in Lineup's data.
    fn recording_path(&self, clip: &str) -> Option<PathBuf> {
        let store = self.store.as_ref()?;
        Some(
            store
                .voices_folder()
                .join(clip.trim_end_matches(".ogg"))
                .with_extension("wav"),
        )
    }

    /// The clips recorded, by the clip each replaces (for the tests).
    pub fn recorded_clips(&self) -> Vec<&str> {
        self.recorded.keys().map(String::as_str).collect()
    }
}

/// Stops the microphone, and keeps nothing of what it heard.
fn let_the_take_go() -> Task<Message> {
    Task::perform(microphone::stop(), |_| ()).discard()
}

/// The take as a clip, kept all or nothing at `path`.
fn keep(take: &Take, path: &Path) -> Result<Vec<u8>, Said> {
    let clip = crate::takes::clip_of(take).map_err(Said::Fault)?;
    files::write_bytes(path, &clip).map_err(|why| Said::NotKept(why.to_string()))?;
    Ok(clip)
}
