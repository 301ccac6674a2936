//! A teacher's take made into a clip as the built-in ones are made (`audio/make.sh`): the
//! silence before and after trimmed, brought to the clips' loudness ([`loudness::TARGET_LUFS`],
//! EBU R128) with its peak under [`PEAK_DBFS`], and kept as a small WAV file. A take with no
//! word in it, too quiet to be brought up without its hiss, or clipped, is said instead.

use lineup_platform::microphone::{Take, peak};

use crate::loudness;

/// The highest a made clip's peak may be, in dB of full scale (as `audio/make.sh` levels).
pub const PEAK_DBFS: f64 = -1.5;

/// Why a take was not kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TakeFault {
    #[error("no word was heard")]
    Nothing,
    #[error("the word was too quiet")]
    TooQuiet,
    #[error("the word was too loud and crackles")]
    Clipped,
}

/// Below this the take holds no word: -40 dBFS.
const HEARD: f32 = 0.01;
/// A take needing more than this many dB to reach the clips' loudness would bring its hiss up
/// with it.
const MOST_GAIN_DB: f64 = 20.0;
/// Samples this close to full scale were cut off by the microphone.
const CLIPPED: f32 = 0.99;
/// How many such samples make a take crackle.
const CLIPPED_SAMPLES: usize = 5;
/// The rate a clip is kept at, at most: a voice needs no more.
const KEPT_RATE: u32 = 24_000;

/// The take as a clip (WAV bytes, mono, 16 bits), or why it cannot be one.
pub fn clip_of(take: &Take) -> Result<Vec<u8>, TakeFault> {
    if take.rate < 8_000 {
        return Err(TakeFault::Nothing);
    }
    let (rate, samples) = smaller(take);
    let loudest = peak(&samples);
    if loudest < HEARD {
        return Err(TakeFault::Nothing);
    }
    if samples.iter().filter(|s| s.abs() >= CLIPPED).count() >= CLIPPED_SAMPLES {
        return Err(TakeFault::Clipped);
    }
    let word = trimmed(&samples, rate, loudest);
    let measure = loudness::measure(word, rate);
    let gain_db = loudness::TARGET_LUFS - measure.lufs;
    if gain_db > MOST_GAIN_DB {
        return Err(TakeFault::TooQuiet);
    }
    // The clips' loudness, unless the peak would rise above the ceiling.
    let gain_db = gain_db.min(PEAK_DBFS - measure.peak);
    let gain = 10f64.powf(gain_db / 20.0) as f32;
    Ok(wav(word.iter().map(|sample| sample * gain), rate))
}

/// The take at no more than [`KEPT_RATE`]: every two samples averaged where it is twice that.
fn smaller(take: &Take) -> (u32, Vec<f32>) {
    match take.rate >= 2 * KEPT_RATE - 8_000 {
        true => (
            take.rate / 2,
            (take.samples.chunks(2))
                .map(|pair| pair.iter().sum::<f32>() / pair.len() as f32)
                .collect(),
        ),
        false => (take.rate, take.samples.clone()),
    }
}

/// The word without the silence before and after it: from the first to the last moment (10 ms)
/// louder than a twentieth of the peak, with a breath of room on each side.
fn trimmed(samples: &[f32], rate: u32, loudest: f32) -> &[f32] {
    let moment = (rate / 100).max(1) as usize;
    let threshold = (loudest / 20.0).max(HEARD / 3.0);
    let loud = |chunk: &[f32]| peak(chunk) >= threshold;
    let moments: Vec<bool> = samples.chunks(moment).map(loud).collect();
    let first = moments.iter().position(|&loud| loud).unwrap_or(0);
    let last = moments
        .iter()
        .rposition(|&loud| loud)
        .unwrap_or(moments.len());
    let start = (first * moment).saturating_sub(rate as usize * 80 / 1000);
    let end = ((last + 1) * moment + rate as usize * 120 / 1000).min(samples.len());
    &samples[start..end]
}

/// Mono samples as a WAV file of 16 bits a sample.
fn wav(samples: impl Iterator<Item = f32>, rate: u32) -> Vec<u8> {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut bytes = std::io::Cursor::new(Vec::new());
    if let Ok(mut writer) = hound::WavWriter::new(&mut bytes, spec) {
        for sample in samples {
            let _ = writer.write_sample((sample.clamp(-1.0, 1.0) * 32767.0) as i16);
        }
        let _ = writer.finalize();
    }
    bytes.into_inner()
}

/// The largest recording kept or read back: a minute of a voice at the kept rate.
pub const MOST_RECORDING_BYTES: u64 = 4 * 1024 * 1024;

/// The longest a recording may be: a word, or a letter's name and sound.
const MOST_RECORDING_SECONDS: u32 = 60;

/// Whether `bytes` are a recording Lineup can play as a clip: a WAV file (as [`clip_of`] makes
/// them) of one or two channels at a voice's rate, whole (its samples all there, as many as it
/// says), no longer than a minute, and with a sound in it. A recording read back or brought in
/// a bundle goes through this before it is kept or played.
pub fn check_recording(bytes: &[u8]) -> Result<(), RecordingFault> {
    if bytes.len() as u64 > MOST_RECORDING_BYTES {
        return Err(RecordingFault::TooLong);
    }
    let reader = hound::WavReader::new(bytes).map_err(|_| RecordingFault::NotSound)?;
    let spec = reader.spec();
    let voice_rate = (8_000..=96_000).contains(&spec.sample_rate);
    if !voice_rate || !(1..=2).contains(&spec.channels) {
        return Err(RecordingFault::NotSound);
    }
    if reader.duration() / spec.sample_rate > MOST_RECORDING_SECONDS {
        return Err(RecordingFault::TooLong);
    }
    let loudest = match spec.sample_format {
        hound::SampleFormat::Float => loudest(reader.into_samples::<f32>(), 1.0),
        hound::SampleFormat::Int => {
            let full = (1u64 << (spec.bits_per_sample.clamp(1, 32) - 1)) as f32;
            loudest(
                reader.into_samples::<i32>().map(|s| s.map(|s| s as f32)),
                full,
            )
        }
    }?;
    match loudest >= HEARD {
        true => Ok(()),
        false => Err(RecordingFault::Silent),
    }
}

/// The loudest sample, as a share of `full`; every sample must be there.
fn loudest(
    samples: impl Iterator<Item = hound::Result<f32>>,
    full: f32,
) -> Result<f32, RecordingFault> {
    let mut loudest = 0f32;
    for sample in samples {
        let sample = sample.map_err(|_| RecordingFault::CutShort)?;
        loudest = loudest.max((sample / full).abs());
    }
    Ok(loudest)
}

/// Why a recording was not kept or played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordingFault {
    #[error("it is not a sound file Lineup recorded")]
    NotSound,
    #[error("it is cut short")]
    CutShort,
    #[error("it is longer than a minute")]
    TooLong,
    #[error("nothing can be heard in it")]
    Silent,
}
