//! Sounds: every clip a theme or language needs is there and decodes (no sound device needed),
//! and the table asks for the right sound at the right moment.

use lineup::app::sounds::{self as sound, Cue, Effect, Levels};
use lineup::app::table::Message;
use lineup::data::Player as Seat;
use lineup::look::i18n::LANGUAGES;
use lineup_core::{Ability, Library};
use lineup_platform::sound::Player;

use crate::common;

#[test]
fn every_clip_decodes_without_a_sound_device() {
    let clips = sound::all_clips();
    assert!(clips.len() >= 5 * 100, "{} clips", clips.len());
    for path in clips {
        let length = sound::check_clip(&path).unwrap_or_else(|error| panic!("{error}"));
        assert!(
            length.as_secs_f64() > 0.05 && length.as_secs_f64() < 3.0,
            "{path}: {length:?} is not a short clip"
        );
    }
}

#[test]
fn every_letter_word_and_effect_has_its_clip_in_every_language() {
    for effect in Effect::ALL {
        for path in Cue::Effect(effect).files() {
            sound::check_clip(&path).unwrap_or_else(|error| panic!("{error}"));
        }
    }
    for alphabet in Library::built_in().alphabets() {
        for clip in alphabet.clips() {
            sound::check_clip(&clip.file)
                .unwrap_or_else(|error| panic!("{} ({}): {error}", clip.file, alphabet.language));
        }
    }
    // Every language the app speaks has a letters board, so every one has its clips.
    for language in &LANGUAGES {
        assert!(Library::built_in().alphabet(language.tag).is_some());
    }
}

#[test]
fn a_letter_card_says_its_name_and_a_chip_on_a_picture_says_its_word() {
    let mut table = common::table_in("fr", "letters", vec![Seat::Human, Seat::Human], true, 3);
    let hand = table.game().hand(0).to_vec();
    let rules = table.game().rules().clone();
    let card = *hand
        .iter()
        .find(|&&card| rules.ability(card) == Ability::Place)
        .expect("a letter to play");
    // The French board's letter, by its small letter: "a" for A.
    let letter = rules.card(card).look.small.clone().unwrap();
    assert_eq!(rules.language(), Some("fr"));
    table.set_up(Message::Card(card));
    assert_eq!(
        table.take_cues("en"),
        vec![Cue::Letter {
            language: "fr".into(),
            letter
        }]
    );
    let cell = table.game().targets(0, card).first_cell().unwrap();
    table.set_up(Message::Cell(cell));
    let cues = table.take_cues("en");
    let word = rules
        .picture_at(cell)
        .and_then(|picture| picture.word.clone())
        .unwrap();
    assert!(
        cues.contains(&Cue::Word {
            language: "fr".into(),
            word
        }),
        "{cues:?}"
    );
    assert!(cues.contains(&Cue::Effect(Effect::Place)));
}

#[test]
fn playing_cards_are_not_read_aloud_and_a_refused_move_sounds_gentle() {
    let mut table = common::table("classic", vec![Seat::Human, Seat::Human], true, 3);
    let card = table.game().hand(0)[0];
    table.set_up(Message::Card(card));
    assert_eq!(table.take_cues("en"), Vec::new(), "no voice for a K♦");
    let taken = table.game().rules().all_cells() & !table.game().targets(0, card);
    let wrong = taken
        .iter()
        .find(|&cell| !table.game().rules().free().contains(cell))
        .unwrap();
    table.set_up(Message::Cell(wrong));
    assert_eq!(table.take_cues("en"), vec![Cue::Effect(Effect::Oops)]);
}

#[test]
fn with_no_sound_device_playing_is_silent_and_never_fails() {
    let player = Player::silent();
    for effect in Effect::ALL {
        sound::play(
            &player,
            &Cue::Effect(effect),
            &Default::default(),
            Levels {
                effects: true,
                voice: true,
                volume: 1.0,
            },
        );
    }
    assert_eq!(lineup_core::clip_name("ice cream"), "ice-cream");
    assert_eq!(lineup_core::clip_name("Löwe"), "löwe");
    assert_eq!(lineup_core::clip_name("Ж"), "ж");
}

#[test]
fn a_resumed_game_or_one_shown_under_way_does_not_play_its_old_moves_aloud() {
    let mut table = common::table("letters", vec![Seat::Human, Seat::Human], true, 3);
    table.fast_forward(10);
    assert_eq!(
        table.take_cues("en"),
        Vec::new(),
        "ten moves played, none heard"
    );
    let saved = table.to_saved();
    assert!(!saved.moves.is_empty());
    let resumed =
        lineup::app::table::Table::from_saved(&saved, &Library::built_in(), "en").unwrap();
    let mut resumed = resumed;
    assert_eq!(resumed.take_cues("en"), Vec::new(), "resuming is silent");
}

#[test]
fn a_sequence_and_a_win_are_cheered_aloud_in_every_language() {
    use lineup::app::sounds::Cheer;
    // A clip for each cheer in every language the app speaks.
    for language in &LANGUAGES {
        for what in [Cheer::Sequence, Cheer::Win] {
            let cue = Cue::Cheer {
                language: language.tag.to_string(),
                what,
            };
            for path in cue.files() {
                sound::check_clip(&path).unwrap_or_else(|error| panic!("{error}"));
            }
        }
    }
    // Animals for two need one sequence: the last chip of a line of four wins, and the voice
    // cheers the win (not the sequence too).
    let mut table = common::table_in("de", "animals", vec![Seat::Human, Seat::Human], true, 3);
    let rules = table.game().rules().clone();
    let seat = table.actor();
    let team = table.game().team_of(seat);
    let row: Vec<_> = (1..5).map(|col| rules.cell_at(2, col).unwrap()).collect();
    let last = row[3];
    let card = rules.faces()[last.index()].unwrap();
    table
        .arrange(&lineup_core::Position {
            chips: row[..3].iter().map(|&cell| (cell, Some(team))).collect(),
            hands: vec![(seat, vec![card])],
            to_act: Some(seat),
            ..Default::default()
        })
        .unwrap();
    table.set_up(Message::Card(card));
    let _ = table.take_cues("de");
    table.set_up(Message::Cell(last));
    let cues = table.take_cues("de");
    assert!(table.game().is_over(), "the line of four wins");
    assert!(
        cues.contains(&Cue::Cheer {
            language: "de".into(),
            what: Cheer::Win
        }),
        "{cues:?}"
    );
    assert!(
        !cues.iter().any(|cue| matches!(
            cue,
            Cue::Cheer {
                what: Cheer::Sequence,
                ..
            }
        )),
        "one cheer at a time: {cues:?}"
    );
}

use lineup::data::loudness;

/// A clip's samples, decoded as the app decodes it, and its sample rate.
fn samples(path: &str) -> (Vec<f32>, u32) {
    use rodio::Source;
    let bytes = sound::clip(path).unwrap_or_else(|| panic!("{path}: no such clip"));
    let decoder = rodio::Decoder::new(std::io::Cursor::new(bytes)).expect("a clip that decodes");
    assert_eq!(decoder.channels(), 1, "{path}: every clip is mono");
    let rate = decoder.sample_rate();
    (decoder.collect(), rate)
}

#[test]
fn every_clip_is_as_loud_as_the_others_and_none_clips() {
    let mut wrong = Vec::new();
    for path in sound::all_clips() {
        let (samples, rate) = samples(&path);
        let measure = loudness::measure(&samples, rate);
        let near = (measure.lufs - loudness::TARGET_LUFS).abs() <= loudness::LUFS_TOLERANCE;
        // A clip levelled by its peak (at the ceiling, within the encoder's wobble).
        let peaky = measure.peak > loudness::PEAK_CEILING - 1.5
            && measure.lufs
                >= loudness::TARGET_LUFS - loudness::LUFS_TOLERANCE - loudness::PEAKY_ALLOWANCE
            && measure.lufs <= loudness::TARGET_LUFS;
        if !(near || peaky) || measure.peak > loudness::PEAK_CEILING {
            wrong.push(format!(
                "{path}: {:.1} LUFS, peak {:.1} dBFS",
                measure.lufs, measure.peak
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "every clip is {} ± {} LUFS with its peak under {} dBFS (bash audio/make.sh levels them):\n{}",
        loudness::TARGET_LUFS,
        loudness::LUFS_TOLERANCE,
        loudness::PEAK_CEILING,
        wrong.join("\n")
    );
}

#[test]
fn every_clip_is_within_3_lu_of_its_languages_median() {
    // A language's clips follow each other in a game (a letter's name, its sound, a word, a
    // cheer), so none may stand out from the rest of its language, whatever its voice: a clip
    // levelled by its peak, a very short one, an engine whose output is peakier than the
    // others'. The effects are a group of their own.
    const SPREAD: f64 = 3.0;
    let mut languages = std::collections::BTreeMap::<String, Vec<(String, f64)>>::new();
    for path in sound::all_clips() {
        let (samples, rate) = samples(&path);
        let lufs = loudness::measure(&samples, rate).lufs;
        let language = path.split('/').next().unwrap_or_default().to_string();
        languages.entry(language).or_default().push((path, lufs));
    }
    assert!(
        languages.len() > LANGUAGES.len(),
        "every language's clips and the effects: {:?}",
        languages.keys().collect::<Vec<_>>()
    );
    // The figures of audio/README.md, with `-- --nocapture`.
    println!("| language | clips | median | spread | furthest from the median |");
    println!("|---|---|---|---|---|");
    let mut wrong = Vec::new();
    for (language, clips) in &languages {
        let mut sorted: Vec<f64> = clips.iter().map(|&(_, lufs)| lufs).collect();
        sorted.sort_by(f64::total_cmp);
        let half = sorted.len() / 2;
        let median = if sorted.len() % 2 == 1 {
            sorted[half]
        } else {
            (sorted[half - 1] + sorted[half]) / 2.0
        };
        let (furthest, lufs) = (clips.iter())
            .max_by(|a, b| (a.1 - median).abs().total_cmp(&(b.1 - median).abs()))
            .expect("a language has clips");
        println!(
            "| {language} | {} | {median:.1} LUFS | ±{:.1} LU | `{furthest}`, {lufs:.1} LUFS |",
            clips.len(),
            (lufs - median).abs()
        );
        for (path, lufs) in clips {
            if (lufs - median).abs() > SPREAD {
                wrong.push(format!(
                    "{path}: {lufs:.1} LUFS, {:+.1} LU from {language}'s median of {median:.1} LUFS",
                    lufs - median
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "every clip is within {SPREAD} LU of its language's median loudness (bash audio/make.sh \
         levels them):\n{}",
        wrong.join("\n")
    );
}

#[test]
fn a_stop_is_said_short_and_a_held_sound_is_held() {
    // "b", not "buh": a stop's sound (said with a short vowel after it, "b@") is cut just after
    // its vowel starts. A held sound ("m-m-", "s:s:") lasts long enough to hear.
    let (mut stops, mut wrong) = (0, Vec::new());
    for alphabet in Library::built_in().alphabets() {
        for letter in &alphabet.letters {
            let small = letter
                .small
                .as_deref()
                .unwrap_or(&letter.letter)
                .to_lowercase();
            let path = format!("{}/sound-{small}.ogg", alphabet.language);
            let (samples, rate) = samples(&path);
            let seconds = samples.len() as f64 / rate as f64;
            let sound = letter.sound.trim();
            let vowels = |c: char| "aeiouAEIOU@".contains(c);
            if ["p@", "b@", "t@", "d@", "k@", "g@"].contains(&sound) {
                stops += 1;
                if seconds >= 0.25 {
                    wrong.push(format!(
                        "{path} ({sound}) lasts {seconds:.2} s: a stop is short"
                    ));
                }
            } else if sound.contains(['-', ':']) && !sound.chars().any(vowels) && seconds <= 0.3 {
                wrong.push(format!("{path} ({sound}) lasts {seconds:.2} s: it is held"));
            }
        }
    }
    assert!(
        stops > 50,
        "only {stops} stops: the boards changed how they write them"
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_language_has_a_voice_named_with_a_free_licence() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/audio/voices.toml"))
        .expect("audio/voices.toml");
    let voices: toml::Table = toml::from_str(&text).expect("audio/voices.toml is TOML");
    for language in &LANGUAGES {
        let voice = voices
            .get(language.tag)
            .and_then(|voice| voice.as_table())
            .unwrap_or_else(|| panic!("audio/voices.toml has no voice for {}", language.tag));
        let field = |name: &str| {
            voice
                .get(name)
                .and_then(|value| value.as_str())
                .unwrap_or_else(|| panic!("audio/voices.toml: [{}] has no {name}", language.tag))
        };
        assert!(
            ["espeak-ng", "pico", "rhvoice", "openjtalk"].contains(&field("engine")),
            "{}",
            language.tag
        );
        assert!(!field("voice").is_empty() && !field("package").is_empty());
        let licence = field("licence");
        assert!(
            !licence.contains("NC") && !licence.to_lowercase().contains("commercial"),
            "{}: {licence} is not free for every classroom",
            language.tag
        );
    }
}

#[test]
fn a_languages_voices_that_come_apart_are_heard_as_the_built_in_ones() {
    // The browser's build fetches a language's clips as one file (packaging/web.sh writes
    // `voices/<tag>.tar.gz`): here French's, under a language Lineup has no clips for.
    let packed = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    let mut tar = tar::Builder::new(packed);
    let mut count = 0;
    for entry in std::fs::read_dir("audio/fr").unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|ending| ending == "ogg") {
            let name = format!("zz/{}", path.file_name().unwrap().to_string_lossy());
            tar.append_path_with_name(&path, name).unwrap();
            count += 1;
        }
    }
    let tar = tar.into_inner().unwrap().finish().unwrap();
    assert!(sound::clip("zz/name-a.ogg").is_none());
    assert_eq!(sound::add_voices(&tar), Ok(count));
    let heard = sound::clip("zz/name-a.ogg").expect("the clip came");
    assert_eq!(heard, std::fs::read("audio/fr/name-a.ogg").unwrap());
    assert!(sound::check_clip("zz/word-banane.ogg").is_ok());
    // Twice is once; a file that is no such archive is said, not played.
    assert_eq!(sound::add_voices(&tar), Ok(0));
    assert!(sound::add_voices(b"<html>Not found</html>").is_err());
}
