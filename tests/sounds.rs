//! Sounds: every clip a theme or language needs is there and decodes (no sound device needed),
//! and the table asks for the right sound at the right moment.
#![cfg(feature = "app")]

use lineup::app::i18n::{self, LANGUAGES};
use lineup::app::sound::{self, Cue, Effect, Levels, Player};
use lineup::app::table::{Message, Player as Seat};
use lineup::core::{Ability, Library};

mod common;

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
    i18n::set_language("fr");
    let mut table = common::table("letters", vec![Seat::Human, Seat::Human], true, 3);
    let hand = table.game().hand(0).to_vec();
    let rules = table.game().rules().clone();
    let card = *hand
        .iter()
        .find(|&&card| rules.ability(card) == Ability::Place)
        .expect("a letter to play");
    // The French board's letter, by its small letter: "a" for A.
    let letter = rules.card(card).look.small.clone().unwrap();
    assert_eq!(rules.language(), Some("fr"));
    table.update(Message::Card(card));
    assert_eq!(
        table.take_cues(),
        vec![Cue::Letter {
            language: "fr".into(),
            letter
        }]
    );
    let cell = table.game().targets(0, card).first_cell().unwrap();
    table.update(Message::Cell(cell));
    let cues = table.take_cues();
    let word = lineup::app::table::picture_at(&rules, cell)
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
    i18n::set_language("en");
}

#[test]
fn playing_cards_are_not_read_aloud_and_a_refused_move_sounds_gentle() {
    let mut table = common::table("classic", vec![Seat::Human, Seat::Human], true, 3);
    let card = table.game().hand(0)[0];
    table.update(Message::Card(card));
    assert_eq!(table.take_cues(), Vec::new(), "no voice for a K♦");
    let taken = table.game().rules().all_cells() & !table.game().targets(0, card);
    let wrong = taken
        .iter()
        .find(|&cell| !table.game().rules().free().contains(cell))
        .unwrap();
    table.update(Message::Cell(wrong));
    assert_eq!(table.take_cues(), vec![Cue::Effect(Effect::Oops)]);
}

#[test]
fn with_no_sound_device_playing_is_silent_and_never_fails() {
    let player = Player::silent();
    for effect in Effect::ALL {
        player.play(
            Cue::Effect(effect),
            Levels {
                effects: true,
                voice: true,
                volume: 1.0,
            },
        );
    }
    assert_eq!(lineup::core::clip_name("ice cream"), "ice-cream");
    assert_eq!(lineup::core::clip_name("Löwe"), "löwe");
    assert_eq!(lineup::core::clip_name("Ж"), "ж");
}

#[test]
fn a_resumed_game_or_one_shown_under_way_does_not_play_its_old_moves_aloud() {
    i18n::set_language("en");
    let mut table = common::table("letters", vec![Seat::Human, Seat::Human], true, 3);
    table.fast_forward(10);
    assert_eq!(
        table.take_cues(),
        Vec::new(),
        "ten moves played, none heard"
    );
    let saved = table.to_saved();
    assert!(!saved.moves.is_empty());
    let resumed =
        lineup::app::table::Table::from_saved(&saved, &Library::built_in(), "en").unwrap();
    let mut resumed = resumed;
    assert_eq!(resumed.take_cues(), Vec::new(), "resuming is silent");
}

#[test]
fn a_sequence_and_a_win_are_cheered_aloud_in_every_language() {
    use lineup::app::sound::Cheer;
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
    i18n::set_language("de");
    let mut table = common::table("animals", vec![Seat::Human, Seat::Human], true, 3);
    let rules = table.game().rules().clone();
    let seat = table.actor();
    let team = table.game().team_of(seat);
    let row: Vec<_> = (1..5).map(|col| rules.cell_at(2, col).unwrap()).collect();
    let last = row[3];
    let card = rules.faces()[last.index()].unwrap();
    table
        .arrange(&lineup::core::Position {
            chips: row[..3].iter().map(|&cell| (cell, Some(team))).collect(),
            hands: vec![(seat, vec![card])],
            to_act: Some(seat),
            ..Default::default()
        })
        .unwrap();
    table.update(Message::Card(card));
    let _ = table.take_cues();
    table.update(Message::Cell(last));
    let cues = table.take_cues();
    i18n::set_language("en");
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
