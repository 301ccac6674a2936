//! What the app plays: short effects for moves, and a voice saying letters and picture words
//! in the language in use. The clips are the OGG files under `audio/`, embedded when Lineup is
//! built (`audio/README.md` says how they are made or replaced with recordings); the platform
//! (`lineup_platform::sound`) plays them.

use include_dir::{Dir, include_dir};

use lineup_core::clip_name;
use lineup_platform::clock::Duration;
use lineup_platform::sound::{Clip, Player, Track};

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

    /// The clips it plays, and how.
    fn clips(&self) -> (Vec<Clip>, Track) {
        let clips = (self.files().into_iter())
            .filter_map(|name| {
                Some(Clip {
                    bytes: clip(&name)?,
                    name,
                })
            })
            .collect();
        let track = match self.is_voice() {
            true => Track::Voice,
            false => Track::Effect,
        };
        (clips, track)
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

/// How loud, and which kinds of sound are on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Levels {
    pub effects: bool,
    pub voice: bool,
    pub volume: f32,
}

/// Plays `cue` on `player` if its kind of sound is on; never waits.
pub fn play(player: &Player, cue: &Cue, levels: Levels) {
    if cue.heard(levels) {
        let (clips, track) = cue.clips();
        player.play(clips, track, levels.volume);
    }
}

/// Decodes a clip without a sound device: its length, or why it cannot be played.
pub fn check_clip(path: &str) -> Result<Duration, String> {
    let bytes = clip(path).ok_or_else(|| format!("{path}: no such clip"))?;
    lineup_platform::sound::length(bytes).map_err(|why| format!("{path}: {why}"))
}
