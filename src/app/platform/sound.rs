//! Sounds: short effects for moves, and a voice saying letters and picture words in the
//! language in use. The clips are the OGG files under `audio/`, embedded when Lineup is built
//! (`audio/README.md` says how they are made or replaced with recordings).
//!
//! On the desktop, playback has its own thread, so the window never waits for it ([`device`]);
//! in a browser, the page's WebAudio plays the clips, decoded here ([`web_audio`]). A computer
//! with no sound device is normal in a classroom: Lineup then plays silently and says so once.

use std::io::Cursor;

use include_dir::{Dir, include_dir};

use super::clock::Duration;

#[cfg(not(target_arch = "wasm32"))]
mod device;
#[cfg(not(target_arch = "wasm32"))]
pub use device::Player;
#[cfg(target_arch = "wasm32")]
mod web_audio;
#[cfg(target_arch = "wasm32")]
pub use web_audio::Player;

use lineup_core::clip_name;

/// Every clip, by path: `effects/place.ogg`, `es/name-a.ogg`, `fr/word-pomme.ogg`.
static AUDIO: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/audio");

/// A short sound for something that happened on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    Place,
    Remove,
    Sequence,
    Win,
    /// A gentle "not there".
    Oops,
}

impl Effect {
    pub const ALL: [Effect; 5] = [
        Effect::Place,
        Effect::Remove,
        Effect::Sequence,
        Effect::Win,
        Effect::Oops,
    ];

    fn file(self) -> &'static str {
        match self {
            Effect::Place => "effects/place.ogg",
            Effect::Remove => "effects/remove.ogg",
            Effect::Sequence => "effects/sequence.ogg",
            Effect::Win => "effects/win.ogg",
            Effect::Oops => "effects/oops.ogg",
        }
    }
}

/// Something to hear.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cue {
    Effect(Effect),
    /// A letter card was picked up: its name, then its sound.
    Letter {
        language: String,
        /// The letter as its clips are named (`core::clip_name`): "b", "ж".
        letter: String,
    },
    /// A chip landed on a picture: its word.
    Word {
        language: String,
        word: String,
    },
    /// A sequence made, or a game won: the voice cheers, in the language of the game's words
    /// (the one in use for a game without words).
    Cheer {
        language: String,
        what: Cheer,
    },
}

/// What the voice cheers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cheer {
    Sequence,
    Win,
}

impl Cheer {
    fn name(self) -> &'static str {
        match self {
            Cheer::Sequence => "sequence",
            Cheer::Win => "win",
        }
    }
}

impl Cue {
    /// The clips this cue plays, in order.
    pub fn files(&self) -> Vec<String> {
        match self {
            Cue::Effect(effect) => vec![effect.file().to_string()],
            Cue::Letter { language, letter } => {
                vec![
                    format!("{language}/name-{letter}.ogg"),
                    format!("{language}/sound-{letter}.ogg"),
                ]
            }
            Cue::Word { language, word } => {
                vec![format!("{language}/word-{}.ogg", clip_name(word))]
            }
            Cue::Cheer { language, what } => vec![format!("{language}/cheer-{}.ogg", what.name())],
        }
    }

    /// Whether a level lets this cue be heard.
    fn heard(&self, levels: Levels) -> bool {
        match self.is_voice() {
            true => levels.voice,
            false => levels.effects,
        }
    }

    fn is_voice(&self) -> bool {
        !matches!(self, Cue::Effect(_))
    }
}

/// A clip's bytes, if Lineup has it.
pub fn clip(path: &str) -> Option<&'static [u8]> {
    AUDIO.get_file(path).map(|file| file.contents())
}

/// Every clip's path (for the tests, which decode them all).
pub fn all_clips() -> Vec<String> {
    fn walk(dir: &Dir<'static>, into: &mut Vec<String>) {
        for file in dir.files() {
            if file.path().extension().is_some_and(|ext| ext == "ogg") {
                into.push(file.path().to_string_lossy().into_owned());
            }
        }
        for sub in dir.dirs() {
            walk(sub, into);
        }
    }
    let mut clips = Vec::new();
    walk(&AUDIO, &mut clips);
    clips
}

/// A clip decoded, ready to play.
fn decode(path: &str) -> Option<rodio::Decoder<Cursor<&'static [u8]>>> {
    rodio::Decoder::new(Cursor::new(clip(path)?)).ok()
}

/// Decodes a clip without a sound device: its length, or why it cannot be played.
pub fn check_clip(path: &str) -> Result<Duration, String> {
    use rodio::Source;
    let bytes = clip(path).ok_or_else(|| format!("{path}: no such clip"))?;
    let decoder =
        rodio::Decoder::new(Cursor::new(bytes)).map_err(|error| format!("{path}: {error}"))?;
    let rate = decoder.sample_rate() as f64 * decoder.channels() as f64;
    let samples = decoder.count();
    if samples == 0 {
        return Err(format!("{path}: no sound in it"));
    }
    Ok(Duration::from_secs_f64(samples as f64 / rate))
}

/// How loud, and which kinds of sound are on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Levels {
    pub effects: bool,
    pub voice: bool,
    pub volume: f32,
}
