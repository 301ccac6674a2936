//! The microphone, for the teacher's own voice: one take at a time, started, watched by its
//! level, stopped. On the desktop the system's default input records on a thread of its own
//! ([`device`]); in a browser the page asks for the microphone and records with its
//! `MediaRecorder` ([`page`]). A file can stand in for the microphone ([`use_file`]): the tests,
//! and a computer without one, speak through it.

#[cfg(not(target_arch = "wasm32"))]
mod device;
#[cfg(not(target_arch = "wasm32"))]
use device as place;
#[cfg(target_arch = "wasm32")]
mod page;
#[cfg(target_arch = "wasm32")]
use page as place;

/// A take: mono samples at `rate` Hz, from -1 to 1.
#[derive(Clone, Debug, PartialEq)]
pub struct Take {
    pub rate: u32,
    pub samples: Vec<f32>,
}

/// Why nothing could be recorded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MicError {
    /// The computer has no microphone (or none is plugged in).
    #[error("there is no microphone")]
    NoMicrophone,
    /// The browser, or the person asked, did not allow it.
    #[error("the microphone may not be used")]
    Refused,
    /// The system's own words.
    #[error("{0}")]
    Failed(String),
}

/// Starts a take; one already going is stopped and dropped first.
pub async fn start() -> Result<(), MicError> {
    place::start().await
}

/// How loud the take is just now: the highest sample of the last moments, 0 to 1.
pub fn level() -> f32 {
    place::level()
}

/// Stops the take: what was recorded.
pub async fn stop() -> Result<Take, MicError> {
    place::stop().await
}

/// Records from a sound file (WAV or OGG) instead of the microphone from now on: the file is
/// heard as fast as it was spoken, then silence (`LINEUP_MICROPHONE=take.wav lineup`).
#[cfg(not(target_arch = "wasm32"))]
pub fn use_file(path: &std::path::Path) {
    device::use_file(path);
}

/// The highest sample of `samples`, 0 to 1.
pub fn peak(samples: &[f32]) -> f32 {
    samples
        .iter()
        .fold(0.0, |peak: f32, sample| peak.max(sample.abs()))
}
