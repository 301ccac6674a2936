//! The sound clips a letters board needs: each letter's name and sound, each picture's word,
//! named the way the app looks for them.

use super::*;

/// A letter or word as its sound file is named: lower case, spaces as '-' ("ice cream" →
/// "ice-cream", "Ж" → "ж"). The app finds `<language>/name-<clip>.ogg`,
/// `<language>/sound-<clip>.ogg` and `<language>/word-<clip>.ogg` by it.
pub fn clip_name(text: &str) -> String {
    text.trim().to_lowercase().replace(' ', "-")
}

/// One sound file a letters board needs, and what the voice says in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clip {
    /// Its path under `audio/`: `uk/name-ж.ogg`.
    pub file: String,
    /// What the voice says in it.
    pub say: Say,
    /// The same as written: the word, the letter or its name, the cheer (a voice that reads
    /// only text reads this; a letter's sound has its letter here).
    pub text: String,
}

/// What a clip says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Say {
    /// A letter, named the way the language names it.
    Letter(String),
    /// Words, read as text.
    Text(String),
    /// espeak-ng phonemes.
    Phonemes(String),
    /// The same as another clip (a silent letter's sound is its name).
    Copy(String),
}

impl Alphabet {
    /// Every clip this board needs: each letter's name and sound (the special letters' too),
    /// each picture's word, once, and the cheers.
    pub fn clips(&self) -> Vec<Clip> {
        let tag = &self.language;
        let mut clips: Vec<Clip> = Vec::new();
        let mut letter =
            |letter: &str, small: &Option<String>, name: &Option<String>, sound: &str| {
                let clip = clip_name(small.as_deref().unwrap_or(letter));
                let name_file = format!("{tag}/name-{clip}.ogg");
                clips.push(Clip {
                    file: name_file.clone(),
                    say: match name {
                        Some(name) => Say::Text(name.clone()),
                        None => Say::Letter(letter.to_string()),
                    },
                    text: name.clone().unwrap_or_else(|| letter.to_string()),
                });
                clips.push(Clip {
                    file: format!("{tag}/sound-{clip}.ogg"),
                    say: match sound.trim() {
                        "=name" => Say::Copy(name_file),
                        sound => Say::Phonemes(sound.to_string()),
                    },
                    text: letter.to_string(),
                });
            };
        for each in &self.letters {
            letter(&each.letter, &each.small, &each.name, &each.sound);
        }
        for special in [&self.wild, &self.remove] {
            if let Special::Letter {
                letter: id,
                small,
                name,
                sound,
            } = special
            {
                letter(id, small, name, sound);
            }
        }
        for picture in self.letters.iter().flat_map(|letter| &letter.pictures) {
            let file = format!("{tag}/word-{}.ogg", clip_name(&picture.word));
            if !clips.iter().any(|clip| clip.file == file) {
                clips.push(Clip {
                    file,
                    say: match &picture.say {
                        Some(phonemes) => Say::Phonemes(phonemes.clone()),
                        None => Say::Text(picture.word.clone()),
                    },
                    text: picture.word.clone(),
                });
            }
        }
        for (name, say) in [
            ("sequence", &self.cheers.sequence),
            ("win", &self.cheers.win),
        ] {
            if let Some(say) = say {
                clips.push(Clip {
                    file: format!("{tag}/cheer-{name}.ogg"),
                    say: Say::Text(say.clone()),
                    text: say.clone(),
                });
            }
        }
        clips
    }
}
