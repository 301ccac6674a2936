//! What the app plays: short effects for moves, and a voice saying letters and picture words
//! in the language in use. The clips are the OGG files under `audio/`, embedded when Lineup is
//! built (`audio/README.md` says how they are made or replaced with recordings); the platform
//! (`lineup_platform::sound`) plays them. The browser's build (feature `by-language`) embeds
//! the effects only: a language's voice comes when the language is first in use, one file of
//! its clips (`voices/<tag>.tar.gz` beside the page, [`add_voices`]).

use std::collections::BTreeMap;
use std::sync::Mutex;

use include_dir::{Dir, include_dir};

use crate::data::takes::{MOST_RECORDING_BYTES, check_recording};
use lineup_core::clip_name;
use lineup_platform::clock::Duration;
use lineup_platform::sound::{Clip, Player, Track};

/// Every clip, by path: `effects/place.ogg`, `es/name-a.ogg`, `fr/word-pomme.ogg`.
#[cfg(not(feature = "by-language"))]
static AUDIO: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/audio");

/// The effects only, by path under `effects/`: the voices come by language.
#[cfg(feature = "by-language")]
static AUDIO: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/audio/effects");

/// A built-in clip's bytes.
#[cfg(not(feature = "by-language"))]
fn built_in(path: &str) -> Option<&'static [u8]> {
    AUDIO.get_file(path).map(|file| file.contents())
}

/// A built-in clip's bytes.
#[cfg(feature = "by-language")]
fn built_in(path: &str) -> Option<&'static [u8]> {
    let effect = path.strip_prefix("effects/")?;
    AUDIO.get_file(effect).map(|file| file.contents())
}

/// The clips that came apart from the app, by path as [`clip`] names them. Each is kept for
/// as long as the app runs, as a built-in one is.
static ADDED: Mutex<BTreeMap<String, &'static [u8]>> = Mutex::new(BTreeMap::new());

/// The most clips a language's voices file holds: a board's letters and words are a few hundred.
const MOST_VOICE_CLIPS: usize = 2_000;
/// The largest clip taken from a voices file: a spoken word is a few kilobytes.
const MOST_CLIP_BYTES: u64 = 1 << 20;
/// The most a voices file unpacks to: the largest served unpacks to about 4 MB.
const MOST_VOICES_BYTES: u64 = 64 << 20;

/// Adds the clips of a language's voices file (a gzipped tar of `<tag>/name-a.ogg`, …, as
/// `packaging/web.sh` writes it): how many were added, or why the file cannot be read. A
/// clip Lineup has already is kept as it was. The file is bounded before anything is kept
/// (its clips, each clip's size, what it unpacks to), and a file cut short or changed on its
/// way adds nothing: the clips of one file come all together or not at all.
pub fn add_voices(packed: &[u8]) -> Result<usize, String> {
    use std::io::Read;
    let mut archive = tar::Archive::new(flate2::read::GzDecoder::new(packed));
    let mut came = BTreeMap::new();
    let mut total = 0;
    for entry in archive.entries().map_err(|e| e.to_string())? {
        let entry = entry.map_err(|e| e.to_string())?;
        let path = entry.path().map_err(|e| e.to_string())?;
        let path = path.to_string_lossy().trim_start_matches("./").to_string();
        if !path.ends_with(".ogg") || !entry.header().entry_type().is_file() {
            continue;
        }
        if came.len() >= MOST_VOICE_CLIPS {
            return Err(format!("more than {MOST_VOICE_CLIPS} clips"));
        }
        let mut bytes = Vec::new();
        (entry.take(MOST_CLIP_BYTES + 1).read_to_end(&mut bytes)).map_err(|e| e.to_string())?;
        total += bytes.len() as u64;
        if bytes.len() as u64 > MOST_CLIP_BYTES || total > MOST_VOICES_BYTES {
            return Err(format!("{path} is larger than any clip"));
        }
        came.insert(path, bytes);
    }
    let mut added = ADDED
        .lock()
        .map_err(|_| "the clips are in use".to_string())?;
    let mut count = 0;
    for (path, bytes) in came {
        if added.contains_key(&path) || built_in(&path).is_some() {
            continue;
        }
        added.insert(path, Box::leak(bytes.into_boxed_slice()));
        count += 1;
    }
    Ok(count)
}

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

    /// The clips it plays (the teacher's `recorded` one where there is one), and how.
    fn clips(&self, recorded: &Recorded) -> (Vec<Clip>, Track) {
        let clips = (self.files().into_iter())
            .filter_map(|name| match recorded.get(&name) {
                Some(ours) => Some(ours.clone()),
                None => Some(Clip {
                    bytes: clip(&name)?,
                    name,
                }),
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
    built_in(path).or_else(|| ADDED.lock().ok()?.get(path).copied())
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

/// Plays `cue` on `player` if its kind of sound is on, in the teacher's `recorded` voice
/// where it has the clip; never waits.
pub fn play(player: &Player, cue: &Cue, recorded: &Recorded, levels: Levels) {
    if cue.heard(levels) {
        let (clips, track) = cue.clips(recorded);
        player.play(clips, track, levels.volume);
    }
}

/// Decodes a clip without a sound device: its length, or why it cannot be played.
pub fn check_clip(path: &str) -> Result<Duration, String> {
    let bytes = clip(path).ok_or_else(|| format!("{path}: no such clip"))?;
    lineup_platform::sound::length(bytes).map_err(|why| format!("{path}: {why}"))
}

/// The clips the teacher recorded, by the name of the clip each replaces (`en/word-ball.ogg`).
pub type Recorded = BTreeMap<String, Clip>;

/// A recording as a clip to play: named anew at each take, since the player decodes a clip
/// once by name. Kept for as long as Lineup runs, as the built-in clips are.
pub fn recorded_clip(clip: &str, bytes: Vec<u8>) -> Clip {
    static TAKES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let take = TAKES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    Clip {
        name: format!("recorded/{take}/{clip}"),
        bytes: Box::leak(bytes.into_boxed_slice()),
    }
}

/// A recording read or brought again: the clip `known` already holds for it when the bytes are
/// the same, rather than a new copy kept for the rest of the run.
pub fn recorded_again(known: &Recorded, clip: &str, bytes: Vec<u8>) -> Clip {
    let same = known.get(clip).filter(|had| had.bytes == bytes.as_slice());
    same.cloned().unwrap_or_else(|| recorded_clip(clip, bytes))
}

/// Every recording in `voices` (`voices/<language>/<clip>.wav`), read back: at start, and again
/// when brought files are read ([`recorded_again`]). One that is not a whole recording with a
/// sound in it (`takes::check_recording`) is left unplayed, and the built-in clip is heard.
pub fn read_recorded(voices: &std::path::Path, known: &Recorded) -> Recorded {
    let mut recorded = Recorded::new();
    for language in lineup_platform::files::list(voices) {
        let Some(tag) = language.file_name().and_then(|name| name.to_str()) else {
            continue;
        };
        for file in lineup_platform::files::list(&language) {
            let Some(stem) = (file.extension().is_some_and(|ending| ending == "wav"))
                .then(|| file.file_stem().and_then(|stem| stem.to_str()))
                .flatten()
            else {
                continue;
            };
            let read = lineup_platform::files::read_bytes(&file, MOST_RECORDING_BYTES);
            if let Ok(bytes) = read
                && check_recording(&bytes).is_ok()
            {
                let clip = format!("{tag}/{stem}.ogg");
                recorded.insert(clip.clone(), recorded_again(known, &clip, bytes));
            }
        }
    }
    recorded
}
