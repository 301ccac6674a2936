//! Prints a clip's loudness and peak, for `audio/make.sh`, which brings every clip to one
//! loudness with it:
//!
//!     sox clip.wav -t f32 -c 1 -r 22050 - | cargo run --example loudness -- 22050
//!
//! reads raw mono 32-bit float samples from standard input and prints "LUFS PEAK" (dB), then the
//! gain in dB that brings the clip to the target (make.sh compresses a clip whose peaks that
//! gain would push over its ceiling, and measures it again).

use std::io::Read;

use lineup::data::loudness;

fn main() {
    let rate: u32 = std::env::args()
        .nth(1)
        .and_then(|rate| rate.parse().ok())
        .expect("usage: loudness RATE < samples.f32");
    let mut bytes = Vec::new();
    std::io::stdin()
        .read_to_end(&mut bytes)
        .expect("samples on standard input");
    let samples: Vec<f32> = bytes
        .chunks_exact(4)
        .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect();
    let measure = loudness::measure(&samples, rate);
    let gain = loudness::TARGET_LUFS - measure.lufs;
    println!("{:.2} {:.2} {:.2}", measure.lufs, measure.peak, gain);
}
