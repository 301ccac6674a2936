//! How espeak-ng hears a word: its phonemes, to check that a picture word starts with its
//! letter's taught sound (the letters boards' tests, and `lineup board`'s report).

use std::io::ErrorKind;
use std::process::Command;

use lineup_core::Letter;

/// Why a word could not be heard.
#[derive(Debug, thiserror::Error)]
pub enum HearError {
    #[error(
        "espeak-ng is not installed, so the words' first sounds were not checked \
         (install it with `sudo apt-get install espeak-ng`)"
    )]
    NoEspeak,
    #[error("espeak-ng could not hear {input:?} with the voice {voice}: {why}")]
    Failed {
        voice: String,
        input: String,
        why: String,
    },
}

/// The phonemes espeak-ng hears in `input` with `voice`, one a string, stress marks dropped.
pub fn phonemes(voice: &str, input: &str) -> Result<Vec<String>, HearError> {
    let output = Command::new("espeak-ng")
        .args(["-x", "--sep=_", "-q", "-v", voice, input])
        .output()
        .map_err(|error| match error.kind() {
            ErrorKind::NotFound => HearError::NoEspeak,
            _ => HearError::Failed {
                voice: voice.into(),
                input: input.into(),
                why: error.to_string(),
            },
        })?;
    if !output.status.success() {
        return Err(HearError::Failed {
            voice: voice.into(),
            input: input.into(),
            why: String::from_utf8_lossy(&output.stderr).trim().to_string(),
        });
    }
    Ok(String::from_utf8_lossy(&output.stdout)
        .replace(' ', "_")
        .split('_')
        .map(|phoneme| {
            phoneme
                .trim()
                .trim_matches(['\'', ',', '%', '='])
                .to_string()
        })
        .filter(|phoneme| !phoneme.is_empty())
        .collect())
}

/// Whether `heard` starts with one of the sounds `letter` accepts.
pub fn starts_with_sound(letter: &Letter, heard: &[String]) -> bool {
    letter.heard.iter().any(|wanted| {
        let wanted: Vec<&str> = wanted.split_whitespace().collect();
        heard.len() >= wanted.len() && heard[..wanted.len()] == wanted[..]
    })
}
