//! Sound: clips (OGG) played as effects, at once and over each other, or by the voice, one
//! after another. On the desktop, playback has its own thread, so the window never waits for
//! it ([`device`]); in a browser, the page's WebAudio plays the clips, decoded here
//! ([`web_audio`]). A computer with no sound device is normal in a classroom: the player then
//! plays nothing and says so once.

use std::io::Cursor;

use super::clock::Duration;

#[cfg(not(target_arch = "wasm32"))]
mod device;
#[cfg(not(target_arch = "wasm32"))]
pub use device::Player;
#[cfg(target_arch = "wasm32")]
mod web_audio;
#[cfg(target_arch = "wasm32")]
pub use web_audio::Player;

/// A clip to play: its name (a clip is decoded once by name) and its OGG bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clip {
    pub name: String,
    pub bytes: &'static [u8],
}

/// How a clip is heard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Track {
    /// At once, over anything playing (a chip placed).
    Effect,
    /// After the voice's clips before it (a letter's name, then its sound).
    Voice,
}

/// A clip decoded, ready to play.
fn decode(bytes: &'static [u8]) -> Option<rodio::Decoder<Cursor<&'static [u8]>>> {
    rodio::Decoder::new(Cursor::new(bytes)).ok()
}

/// Decodes a clip without a sound device: its length, or why it cannot be played.
pub fn length(bytes: &'static [u8]) -> Result<Duration, String> {
    use rodio::Source;
    let decoder = rodio::Decoder::new(Cursor::new(bytes)).map_err(|error| error.to_string())?;
    let rate = decoder.sample_rate() as f64 * decoder.channels() as f64;
    let samples = decoder.count();
    if samples == 0 {
        return Err("no sound in it".into());
    }
    Ok(Duration::from_secs_f64(samples as f64 / rate))
}
