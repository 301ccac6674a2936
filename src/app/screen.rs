//! The contract every screen with a state of its own keeps, and the [`Context`] it works in.
//!
//! A screen answers its own messages: it changes itself, starts the work it needs (a task
//! whose answer comes back as one of its own messages), and tells the App, in an event, only
//! what crosses screens (go home, start this game, the language changed). What it may use on
//! the way is in the context, handed to each `update`: the games, the store, the settings, the
//! words, the sound and the class's recordings. Pages with nothing of their own (home, how to
//! play, About) are views whose messages are the App's.

use iced::{Subscription, Task};

use super::sounds::{self, Cue, Recorded};
use crate::data::Settings;
use crate::data::store::Store;
use crate::look::i18n::Words;
use lineup_core::{Alphabet, Library};
use lineup_platform::clock::Duration;
use lineup_platform::sound::{self, Player, Track};

/// The time between two frames while something moves (a chip, the microphone's meter).
pub const FRAME: Duration = Duration::from_millis(33);

/// What a screen may use while it answers a message. The App owns it and lends it to the
/// screen on the window.
pub struct Context {
    /// The games on offer and the letters boards; a board made is added to it.
    pub library: Library,
    /// Where Lineup keeps its files; none where nothing can be kept.
    pub store: Option<Store>,
    /// What the class chose. A screen reads them; a change it asks for comes back in its
    /// event, for the App to keep.
    pub settings: Settings,
    /// The language every word on screen is in.
    pub words: Words,
    /// The loudspeaker.
    pub sound: Player,
    /// The clips the class recorded, played instead of the computer's voice.
    pub recorded: Recorded,
}

impl Context {
    /// A context with `library`, nothing kept, the default settings and no sound: how the App
    /// starts, before the settings are read and the loudspeaker opened.
    pub fn new(library: Library) -> Context {
        Context {
            library,
            store: None,
            settings: Settings::default(),
            words: Words::default(),
            sound: Player::silent(),
            recorded: Recorded::new(),
        }
    }

    /// Plays a cue at the class's levels, the class's own recording where there is one.
    pub fn play(&self, cue: &Cue) {
        let levels = sounds::Levels {
            effects: self.settings.sound,
            voice: self.settings.voice,
            volume: self.settings.volume,
        };
        sounds::play(&self.sound, cue, &self.recorded, levels);
    }

    /// Plays one clip of the voice as the class hears it: the teacher's recording, or the
    /// computer's.
    pub fn play_clip(&self, clip: &str) {
        let found = (self.recorded.get(clip).cloned()).or_else(|| {
            Some(sound::Clip {
                name: clip.to_string(),
                bytes: sounds::clip(clip)?,
            })
        });
        if let Some(found) = found {
            (self.sound).play(vec![found], Track::Voice, self.settings.volume);
        }
    }

    /// The letters board of the language in use: the one a new board replaces and learns from,
    /// and the one the class records.
    pub fn board(&self) -> Alphabet {
        (self.library.alphabet(self.words.tag()).cloned()).unwrap_or_else(Alphabet::english)
    }

    /// The letters a class last chose for `language`'s board; empty for all of them.
    pub fn remembered_letters(&self, language: &str) -> Vec<String> {
        let tag = (self.library.alphabet(language)).map_or(language, |a| &a.language);
        self.settings.letters.get(tag).cloned().unwrap_or_default()
    }
}

/// A screen with a state of its own.
pub trait Screen {
    type Message;
    /// What the screen tells the App: only what crosses screens.
    type Event;

    /// Answers a message: the work it starts, and what the App should know.
    fn update(
        &mut self,
        message: Self::Message,
        cx: &mut Context,
    ) -> (Task<Self::Message>, Option<Self::Event>);

    /// The work the screen starts when it is put on the window.
    fn opened(&mut self) -> Task<Self::Message> {
        Task::none()
    }

    /// The message a key pressed means on this screen, if any.
    fn key(&self, _press: Press, _cx: &Context) -> Option<Self::Message> {
        None
    }

    /// What the screen listens to besides taps and keys (timers, frames).
    fn subscription(&self, _cx: &Context) -> Subscription<Self::Message> {
        Subscription::none()
    }

    /// The language changed: a screen whose content depends on it follows.
    fn language_changed(&mut self, _cx: &Context) {}

    /// The picture files the screen shows, for the App to decode (a teacher's own pictures).
    fn picture_files(&self) -> Vec<String> {
        Vec::new()
    }
}

/// A key that means something to the screen on the window: the table moves its cursor and
/// picks a card typed; "Record our voice" records and stops, and goes on or back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    Up,
    Down,
    Left,
    Right,
    Enter,
    Space,
    Escape,
    Typed(char),
}
