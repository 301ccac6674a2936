//! Sounds: short effects for moves, and a voice saying letters and picture words in the
//! language in use. The clips are the OGG files under `audio/`, embedded when Lineup is built
//! (`audio/README.md` says how they are made or replaced with recordings).
//!
//! Playback has its own thread, so the window never waits for it. A computer with no sound
//! device is normal in a classroom: Lineup then plays silently and says so once.

use std::io::Cursor;
use std::sync::mpsc;
use std::time::Duration;

use include_dir::{Dir, include_dir};

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

/// The player: a thread with the sound device, fed through a channel.
pub struct Player {
    to_thread: Option<mpsc::Sender<(Cue, f32)>>,
    /// Whether the device opened, said once by the sound thread.
    opened: Option<mpsc::Receiver<bool>>,
}

impl Player {
    /// Opens the default sound device on its own thread, without waiting for it (a device can
    /// take seconds to answer, or never). Cues sent meanwhile wait; with no device they are
    /// quietly dropped, and [`Player::missing`] says so once.
    pub fn open() -> Player {
        let (to_thread, cues) = mpsc::channel::<(Cue, f32)>();
        let (opened, answer) = mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("sound".into())
            .spawn(move || play_forever(cues, opened));
        Player {
            to_thread: spawned.is_ok().then_some(to_thread),
            opened: Some(answer),
        }
    }

    /// A player that never makes a sound (tests, `--silent`).
    pub fn silent() -> Player {
        Player {
            to_thread: None,
            opened: None,
        }
    }

    /// True once, when it is known that there is no sound device to play on.
    pub fn missing(&mut self) -> bool {
        let Some(answer) = &self.opened else {
            return false;
        };
        let missing = match answer.try_recv() {
            Ok(works) => !works,
            Err(mpsc::TryRecvError::Empty) => return false,
            Err(mpsc::TryRecvError::Disconnected) => true,
        };
        self.opened = None;
        if missing {
            self.to_thread = None;
        }
        missing
    }

    /// Plays `cue` if its kind of sound is on; never waits.
    pub fn play(&self, cue: Cue, levels: Levels) {
        let on = if cue.is_voice() {
            levels.voice
        } else {
            levels.effects
        };
        if let (true, Some(to_thread)) = (on, &self.to_thread) {
            let _ = to_thread.send((cue, levels.volume.clamp(0.0, 1.0)));
        }
    }
}

/// The sound thread: voice clips queue one after another, effects play at once over them.
fn play_forever(cues: mpsc::Receiver<(Cue, f32)>, opened: mpsc::Sender<bool>) {
    use rodio::Source;
    let Ok(mut stream) = rodio::OutputStreamBuilder::open_default_stream() else {
        let _ = opened.send(false);
        return;
    };
    stream.log_on_drop(false);
    let _ = opened.send(true);
    let voice = rodio::Sink::connect_new(stream.mixer());
    for (cue, volume) in cues {
        for path in cue.files() {
            let Some(bytes) = clip(&path) else { continue };
            let Ok(source) = rodio::Decoder::new(Cursor::new(bytes)) else {
                continue;
            };
            if cue.is_voice() {
                voice.set_volume(volume);
                voice.append(source);
            } else {
                stream.mixer().add(source.amplify(volume));
            }
        }
    }
}
