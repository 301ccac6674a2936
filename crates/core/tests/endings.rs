//! Every game ends: boards that fill with no winner possible, decks whose cut always ties.
//! Each test steps a game a bounded number of times, so a game that never ends fails here
//! instead of hanging.

use lineup_core::{Game, GameConfig, Library, Outcome, Theme};
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
    let text = lineup_core::BUILT_IN[0]
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

/// A theme built to reach a state where a game could go on for ever, and the table to play it
/// at: every built-in theme and the tiny one, needing from one sequence up to the most a theme
/// may ask (10), with shared chips from none to many, at every table the theme allows.
fn stuck_prone_rules(theme: usize, to_win: u8, shared: u8, table: usize) -> (Theme, u8, u8) {
    let mut texts: Vec<(String, &str)> = lineup_core::BUILT_IN
        .iter()
        .map(|(_, text)| (text.to_string(), "built-in.toml"))
        .collect();
    texts.push((
        std::fs::read_to_string("tests/themes/tiny.toml").unwrap(),
        "tiny.toml",
    ));
    let (text, file) = &texts[theme % texts.len()];
    let mut table_text: toml::Table = toml::from_str(text).unwrap();
    let rules = table_text
        .entry("rules")
        .or_insert_with(|| toml::Value::Table(Default::default()))
        .as_table_mut()
        .unwrap();
    rules.insert("to_win".into(), toml::Value::Integer(to_win.into()));
    rules.insert("shared_chips".into(), toml::Value::Integer(shared.into()));
    let theme = Theme::parse(&toml::to_string(&table_text).unwrap(), file).unwrap();
    let rules = theme.rules();
    let tables: Vec<(u8, u8)> = (rules.player_counts().iter())
        .flat_map(|&players| {
            (rules.team_counts().iter())
                .filter(move |&&teams| rules.allows_teams(players, teams))
                .map(move |&teams| (players, teams))
        })
        .collect();
    let (players, teams) = tables[table % tables.len()];
    (theme, players, teams)
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig {
        cases: 64,
        // The same cases on every run and every machine.
        rng_seed: proptest::test_runner::RngSeed::Fixed(12),
        failure_persistence: None,
        ..Default::default()
    })]

    /// However many sequences a theme asks for and however the cut goes, every game ends
    /// within its turn limit (every action counts toward it), with every cache still right.
    #[test]
    fn every_game_ends_within_a_bound(
        theme in 0usize..8,
        to_win in 1u8..=10,
        shared in 0u8..=4,
        table in 0usize..16,
        cut in proptest::bool::ANY,
        seed in 0u64..1_000_000,
    ) {
        let (theme, players, teams) = stuck_prone_rules(theme, to_win, shared, table);
        let rules = theme.rules().clone();
        let mut config = GameConfig::new(players, seed);
        config.teams = Some(teams);
        if cut {
            // Themes without ranks cut with every card equal: the cut must give up, not spin.
            config.first = Some(lineup_core::FirstPlayer::Cut);
        }
        let mut game = Game::new(rules.clone(), &config).unwrap();
        if cut && !rules.can_cut() {
            proptest::prop_assert!(game.cut_gave_up(), "a cut of equal cards gives up");
        }
        let bound = rules.turn_limit() as usize + 10;
        let outcome = play(&mut game, seed, bound);
        proptest::prop_assert!(outcome.is_some(), "the game ended within {bound} actions");
        proptest::prop_assert!(game.invariants().is_empty(), "{:?}", game.invariants());
    }
}
