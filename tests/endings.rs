//! Every game ends: boards that fill with no winner possible, decks whose cut always ties.
//! Each test steps a game a bounded number of times, so a game that never ends fails here
//! instead of hanging.

use lineup::core::{Game, GameConfig, Library, Outcome, Theme};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// Plays random legal moves through `apply`; the outcome, or `None` if it had not ended after
/// `steps` actions.
fn play(game: &mut Game, seed: u64, steps: usize) -> Option<Outcome> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    for _ in 0..steps {
        if let Some(outcome) = game.outcome() {
            return Some(outcome);
        }
        let (seat, action) = game.random_move(&mut rng)?;
        game.apply(seat, action).expect("a random move is legal");
    }
    game.outcome()
}

fn tiny(to_win: u8) -> Theme {
    let text = std::fs::read_to_string("tests/themes/tiny.toml")
        .unwrap()
        .replace("to_win = 1", &format!("to_win = {to_win}"));
    Theme::parse(&text, "tiny.toml").unwrap()
}

#[test]
fn a_full_board_where_nobody_can_win_ends_with_no_winner() {
    // Two sequences of three on a 4 × 4 board with no remove card: the board fills, and the
    // seats could only turn in dead cards for ever (found by `sim --theme tiny`, seed 16).
    let rules = tiny(2).rules().clone();
    let mut stuck = 0;
    for seed in 0..200 {
        let mut game = Game::new(rules.clone(), &GameConfig::new(2, seed)).unwrap();
        let outcome = play(&mut game, seed, 5_000);
        assert!(outcome.is_some(), "seed {seed}: the game ends");
        stuck += usize::from(outcome == Some(Outcome::NoWinner));
    }
    assert!(
        stuck > 0,
        "some of these games fill the board with nobody able to win"
    );
}

#[test]
fn classic_needing_ten_sequences_ends_too() {
    let text = lineup::core::BUILT_IN[0]
        .1
        .replace("to_win = { 2 = 2, 3 = 1 }", "to_win = 10");
    let theme = Theme::parse(&text, "classic.toml").unwrap();
    let mut config = GameConfig::new(6, 947);
    config.teams = Some(2);
    let mut game = Game::new(theme.rules().clone(), &config).unwrap();
    assert!(play(&mut game, 947, 20_000).is_some(), "the game ends");
}

#[test]
fn a_cut_where_every_rank_ties_is_refused_by_the_theme_check() {
    let text = std::fs::read_to_string("tests/themes/tiny.toml")
        .unwrap()
        .replace("count = 3, picture", "count = 3, rank = 5, picture")
        .replace("count = 2, does", "count = 2, rank = 5, does")
        .replace("[rules]", "[rules]\nfirst_player = \"cut\"");
    let error = Theme::parse(&text, "tiny.toml").unwrap_err();
    assert!(
        error
            .to_string()
            .contains("every card has the same rank, so a cut always ties"),
        "{error}"
    );
}

#[test]
fn every_built_in_theme_ends_within_its_turn_limit() {
    let library = Library::built_in();
    for theme in library.themes() {
        let rules = theme.rules().clone();
        for seed in 0..50 {
            let players = rules.player_counts()[0];
            let mut game = Game::new(rules.clone(), &GameConfig::new(players, seed)).unwrap();
            let limit = 2 * rules.turn_limit() as usize + 100;
            assert!(
                play(&mut game, seed, limit).is_some(),
                "{} seed {seed}",
                theme.id()
            );
        }
    }
}
