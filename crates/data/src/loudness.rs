//! How loud a clip sounds, the one measure the clips are made to and tested against.
//!
//! The loudness is EBU R128's (ITU-R BS.1770 K-weighting, in LUFS) over the whole clip, not
//! gated: a clip is one word or one sound with its silence trimmed, and many are shorter than
//! R128's 400 ms gating blocks. The peak is the highest sample, in dB of full scale.

use ebur128::{EbuR128, Mode};

/// A clip's loudness and peak.
#[derive(Clone, Copy, Debug)]
pub struct Measure {
    /// Loudness over the whole clip, LUFS.
    pub lufs: f64,
    /// The highest sample, dBFS.
    pub peak: f64,
}

/// The loudness every clip is made to (`audio/make.sh`).
pub const TARGET_LUFS: f64 = -20.0;
/// How far a made clip may be from the target: encoding moves a clip a few tenths.
pub const LUFS_TOLERANCE: f64 = 1.5;
/// How much quieter a clip whose peak sits at the ceiling may be: make.sh brings a peaky clip
/// to the loudness and a look-ahead limiter takes its peaks under the ceiling, which leaves it a
/// little quieter than the others; a teacher's take may be turned down by its peak.
pub const PEAKY_ALLOWANCE: f64 = 2.5;
/// No clip's peak goes above this, so nothing clips when it is decoded and mixed (make.sh
/// levels to -1.5 dBFS; the encoder can add up to a decibel).
pub const PEAK_CEILING: f64 = -0.5;

/// Measures mono samples at `rate` Hz.
pub fn measure(samples: &[f32], rate: u32) -> Measure {
    let millis = (samples.len() as u64 * 1000 / rate as u64).max(1) as u32;
    let mut meter = EbuR128::new(1, rate, Mode::M | Mode::SAMPLE_PEAK).expect("a mono meter");
    meter
        .set_max_window(millis)
        .expect("a window as long as the clip");
    meter.add_frames_f32(samples).expect("samples");
    Measure {
        lufs: meter.loudness_window(millis).expect("loudness"),
        peak: 20.0 * meter.sample_peak(0).expect("peak").log10(),
    }
}
