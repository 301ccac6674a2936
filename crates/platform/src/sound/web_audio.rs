//! The browser's sound: the page's WebAudio plays clips decoded here. A browser lets a page
//! make sound only after a tap or a key, so the page's audio is made at the first one (not as
//! the page starts, where it would only wait, and cost the first frame a tenth of a second on a
//! slow Chromebook); a clip played before it makes the audio at once, waiting ("suspended"),
//! and the first tap or key sets it going, so what was played is heard then, not lost.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{AudioBuffer, AudioContext};

use super::{Clip, Track, decode};
use crate::page;

/// The page's audio, with the clips decoded so far.
pub struct Player {
    /// Made at the first tap, key or clip; `None` inside until then, or if the page has none.
    audio: Rc<RefCell<Option<Option<AudioContext>>>>,
    decoded: RefCell<HashMap<String, Option<AudioBuffer>>>,
    /// When the voice's last clip ends, on the audio's clock: voice clips queue.
    voice_until: Cell<f64>,
    /// No audio: said once.
    missing: Cell<bool>,
    /// Whether that was said.
    told: Cell<bool>,
}

/// The page's audio, made the first time it is asked for.
fn made(audio: &RefCell<Option<Option<AudioContext>>>) -> Option<AudioContext> {
    audio
        .borrow_mut()
        .get_or_insert_with(|| AudioContext::new().ok())
        .clone()
}

impl Player {
    /// The page's audio, set going by the first tap or key.
    pub fn open() -> Player {
        let audio = Rc::new(RefCell::new(None));
        if let Some(window) = page::window() {
            let waiting = Rc::clone(&audio);
            let wake = Closure::<dyn Fn()>::new(move || {
                if let Some(audio) = made(&waiting) {
                    let _ = audio.resume();
                }
            });
            for event in ["pointerdown", "keydown", "touchend"] {
                let _ =
                    window.add_event_listener_with_callback(event, wake.as_ref().unchecked_ref());
            }
            // Listens for the whole life of the page.
            wake.forget();
        }
        Player {
            missing: Cell::new(false),
            told: Cell::new(false),
            audio,
            decoded: RefCell::new(HashMap::new()),
            voice_until: Cell::new(0.0),
        }
    }

    /// A player that never makes a sound (tests, `--silent`).
    pub fn silent() -> Player {
        Player {
            audio: Rc::new(RefCell::new(Some(None))),
            decoded: RefCell::new(HashMap::new()),
            voice_until: Cell::new(0.0),
            missing: Cell::new(false),
            told: Cell::new(true),
        }
    }

    /// True once, when it is known that there is no audio to play on.
    pub fn missing(&mut self) -> bool {
        self.missing.take()
    }

    /// Plays `clips` one after another on `track`, at `volume` (0 to 1); never waits.
    pub fn play(&self, clips: Vec<Clip>, track: Track, volume: f32) {
        let Some(audio) = made(&self.audio) else {
            // Said once, at the first clip that could not be heard.
            if !self.told.replace(true) {
                self.missing.set(true);
            }
            return;
        };
        let audio = &audio;
        for clip in clips {
            let Some(buffer) = self.buffer(audio, &clip) else {
                continue;
            };
            let now = audio.current_time();
            let at = match track {
                Track::Voice => now.max(self.voice_until.get()),
                Track::Effect => now,
            };
            if track == Track::Voice {
                self.voice_until.set(at + buffer.duration());
            }
            let _ = play_at(audio, &buffer, at, volume.clamp(0.0, 1.0));
        }
    }

    /// The clip, decoded once.
    fn buffer(&self, audio: &AudioContext, clip: &Clip) -> Option<AudioBuffer> {
        let mut decoded = self.decoded.borrow_mut();
        decoded
            .entry(clip.name.clone())
            .or_insert_with(|| to_buffer(audio, clip.bytes))
            .clone()
    }
}

/// Decodes a clip into the page's audio.
fn to_buffer(audio: &AudioContext, bytes: &'static [u8]) -> Option<AudioBuffer> {
    use rodio::Source;
    let decoder = decode(bytes)?;
    let channels = decoder.channels().max(1) as usize;
    let rate = decoder.sample_rate() as f32;
    let samples: Vec<f32> = decoder.collect();
    let frames = samples.len() / channels;
    if frames == 0 {
        return None;
    }
    let buffer = audio
        .create_buffer(channels as u32, frames as u32, rate)
        .ok()?;
    let mut channel = vec![0.0f32; frames];
    for which in 0..channels {
        for (frame, sample) in channel.iter_mut().enumerate() {
            *sample = samples[frame * channels + which];
        }
        buffer.copy_to_channel(&channel, which as i32).ok()?;
    }
    Some(buffer)
}

/// Plays `buffer` at `at` on the audio's clock, at `volume`.
fn play_at(
    audio: &AudioContext,
    buffer: &AudioBuffer,
    at: f64,
    volume: f32,
) -> Result<(), wasm_bindgen::JsValue> {
    let source = audio.create_buffer_source()?;
    source.set_buffer(Some(buffer));
    let gain = audio.create_gain()?;
    gain.gain().set_value(volume);
    source.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&audio.destination())?;
    source.start_with_when(at)
}
