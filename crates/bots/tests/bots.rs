//! The computer players: fair (they never read what their seat cannot see), they finish every
//! game in every theme, and the hard one sees what is obvious. How the hard player's search
//! goes on over a browser's slices and from one move to the next is tested inside the crate
//! (`src/hard/tests.rs`), where what a search kept can be read.

use std::sync::Arc;
use std::time::Duration;

use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use lineup_bots::sim::play_out;
use lineup_bots::{Bot, Budget, HintReason, Level, hint};
use lineup_core::{
    Ability, Action, CardId, Cell, Game, GameConfig, Library, Position, RuleSet, Seat,
};

fn rules(theme: &str) -> Arc<RuleSet> {
    Library::built_in()
        .get(theme)
        .expect("built-in theme")
        .rules()
        .clone()
}

/// A hard player small enough for tests, and deterministic: the clock never stops it.
fn bot(kind: Level, seed: u64) -> Bot {
    thinking(kind, seed, 300)
}

/// A hard player with `iterations` a move, never stopped by the clock.
fn thinking(kind: Level, seed: u64, iterations: u32) -> Bot {
    let mut bot = Bot::new(kind, seed);
    bot.set_budget(Budget {
        iterations,
        time: Duration::from_secs(600),
        threads: 2,
    });
    bot
}

/// A game `moves` random moves in, stopped where the seat to act has a play to choose.
fn game_under_way(theme: &str, players: u8, seed: u64, moves: usize) -> Game {
    let mut game = Game::new(rules(theme), &GameConfig::new(players, seed)).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    for _ in 0..moves {
        let Some((seat, action)) = game.random_move(&mut rng) else {
            break;
        };
        game.apply(seat, action).unwrap();
        if game.is_over() {
            break;
        }
    }
    game
}

#[test]
fn every_level_chooses_the_same_whatever_the_hidden_cards() {
    for kind in Level::ALL {
        for (theme, players, seed) in [
            ("classic", 2, 1),
            ("classic", 3, 2),
            ("letters", 2, 3),
            ("animals", 4, 4),
        ] {
            for moves in [0, 9, 20] {
                let game = game_under_way(theme, players, seed, moves);
                if game.is_over() {
                    continue;
                }
                let seat = game.next_actor();
                // The same table with the other hands and the draw pile dealt again.
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed + 100);
                let other = game.determinize(seat, &mut rng);
                assert_eq!(other.hand(seat), game.hand(seat));
                assert!(
                    (0..players)
                        .filter(|&s| s != seat)
                        .any(|s| other.hand(s) != game.hand(s)),
                    "the hidden cards should differ"
                );
                let first = bot(kind, 7).choose(&game, seat);
                let second = bot(kind, 7).choose(&other, seat);
                assert!(first.is_some());
                assert_eq!(
                    first, second,
                    "{kind} in {theme} after {moves} moves looked at hidden cards"
                );
            }
        }
    }
}

#[test]
fn hints_do_not_depend_on_hidden_cards() {
    for moves in [0, 10, 25] {
        let game = game_under_way("classic", 2, 5, moves);
        let seat = game.current();
        let other = game.determinize(seat, &mut Xoshiro256PlusPlus::seed_from_u64(1));
        assert_eq!(hint(&game, seat, 3), hint(&other, seat, 3));
        assert!(hint(&game, seat, 3).is_some());
    }
}

/// Every theme with the table sizes worth trying: (theme, players).
const TABLES: [(&str, u8); 8] = [
    ("classic", 2),
    ("classic", 3),
    ("classic", 12),
    ("single-deck", 2),
    ("animals", 2),
    ("animals", 4),
    ("letters", 3),
    ("letters", 4),
];

#[test]
fn every_level_finishes_games_in_every_theme() {
    for kind in Level::ALL {
        for (theme, players) in TABLES {
            let games = if kind == Level::Hard { 1 } else { 3 };
            for seed in 0..games {
                let mut game = Game::new(rules(theme), &GameConfig::new(players, seed)).unwrap();
                let mut bots: Vec<Bot> = (0..players)
                    .map(|seat| thinking(kind, seed * 31 + seat as u64, 30))
                    .collect();
                let outcome = play_out(&mut game, &mut bots);
                assert!(
                    outcome.is_some(),
                    "{kind} got stuck in {theme} with {players} players (seed {seed})"
                );
            }
        }
    }
}

#[test]
fn levels_play_against_each_other_in_manual_draw_games() {
    let mut config = GameConfig::new(2, 9);
    config.draw = lineup_core::DrawMode::Manual;
    for theme in ["classic", "single-deck"] {
        let mut game = Game::new(rules(theme), &config).unwrap();
        let mut bots = vec![bot(Level::Hard, 1), bot(Level::Medium, 2)];
        assert!(play_out(&mut game, &mut bots).is_some());
    }
}

/// The chips of a line of four of `team`'s chips on row `row`, columns 1 to 4, its left end
/// taken by the other team, and the one cell (column 5) that finishes it.
fn four_in_a_row(rules: &RuleSet, row: u8, team: u8) -> (Vec<(Cell, Option<u8>)>, Cell) {
    let mut chips = vec![(rules.cell_at(row, 0).unwrap(), Some(1 - team))];
    for col in 1..5 {
        chips.push((rules.cell_at(row, col).unwrap(), Some(team)));
    }
    (chips, rules.cell_at(row, 5).unwrap())
}

/// Plain cards (no jacks) shown on the board far from rows 2 and 5.
fn filler(rules: &RuleSet, count: usize) -> Vec<CardId> {
    let mut cards = Vec::new();
    for row in [8u8, 9] {
        for col in 1..9 {
            let card = rules.faces()[rules.cell_at(row, col).unwrap().index()].unwrap();
            if rules.ability(card) == Ability::Place && !cards.contains(&card) {
                cards.push(card);
            }
        }
    }
    cards.truncate(count);
    cards
}

/// A classic game for two where both teams already have one sequence (in column 8 and
/// column 9), so the next one wins.
fn classic_position(seed: u64) -> (Game, Position) {
    let game = Game::new(rules("classic"), &GameConfig::new(2, seed)).unwrap();
    let rules = game.rules().clone();
    let mut position = Position::default();
    for (team, col) in [(0u8, 9u8), (1, 8)] {
        let mut cells = lineup_core::Cells::EMPTY;
        for row in 1..6 {
            let cell = rules.cell_at(row, col).unwrap();
            position.chips.push((cell, Some(team)));
            cells.insert(cell);
        }
        position.sequences.push((team, cells));
    }
    (game, position)
}

/// The hard player's move where `team`'s four on `row` needs one cell, which seat 0 holds
/// the card for, and the hint's reason for the same position.
fn hard_move_by_a_four(seed: u64, row: u8, team: u8) -> (Option<Action>, Cell, Option<HintReason>) {
    let (game, mut position) = classic_position(seed);
    let rules = game.rules().clone();
    let (four, open) = four_in_a_row(&rules, row, team);
    position.chips.extend(four);
    let mut hand = filler(&rules, 6);
    hand.push(rules.faces()[open.index()].unwrap());
    position.hands.push((0, hand));
    position.to_act = Some(0);
    let game = game.arranged(&position).unwrap();
    let action = thinking(Level::Hard, seed, 3000).choose(&game, 0);
    let reason = hint(&game, 0, seed).map(|hint| hint.reason);
    (action, open, reason)
}

#[test]
fn hard_finishes_an_obvious_sequence() {
    for seed in 0..4 {
        let (action, open, reason) = hard_move_by_a_four(seed, 2, 0);
        assert!(
            matches!(action, Some(Action::Place { cell, .. }) if cell == open),
            "seed {seed}: {action:?}"
        );
        assert_eq!(reason, Some(HintReason::WinsGame));
    }
}

#[test]
fn hard_blocks_an_obvious_four_in_a_row() {
    for seed in 0..4 {
        let (action, open, reason) = hard_move_by_a_four(seed, 5, 1);
        assert!(
            matches!(action, Some(Action::Place { cell, .. }) if cell == open),
            "seed {seed}: {action:?}"
        );
        // Four of five: the hint names the line it stops, five in a row, not the chips now.
        assert_eq!(reason, Some(HintReason::Blocks { team: 1, chips: 5 }));
    }
}

#[test]
fn bots_can_think_on_another_thread() {
    fn is_send<T: Send + 'static>(_: &T) {}
    let bot = Bot::new(Level::Hard, 1);
    is_send(&bot);
    let game = game_under_way("classic", 2, 3, 4);
    let seat: Seat = game.current();
    let handle = std::thread::spawn(move || {
        let mut bot = bot;
        bot.set_time_limit(Duration::from_millis(200));
        bot.choose(&game, seat)
    });
    assert!(handle.join().unwrap().is_some());
}

#[test]
fn levels_are_named_on_the_command_line() {
    for kind in Level::ALL {
        assert_eq!(kind.name().parse::<Level>(), Ok(kind));
    }
    assert!("expert".parse::<Level>().is_err());
}

/// Both teams have a sequence (the next wins); the other team has four of its next on row 5,
/// seat 0 only three on row 2, and holds the cards for both open ends: column 4 of row 2
/// would make its own four, column 5 of row 5 stops theirs. Returns the game and that cell.
fn a_four_to_stop_or_a_four_to_make(seed: u64) -> (Game, Cell) {
    let (game, mut position) = classic_position(seed);
    let rules = game.rules().clone();
    let (four, open) = four_in_a_row(&rules, 5, 1);
    position.chips.extend(four);
    for col in 1..4 {
        position
            .chips
            .push((rules.cell_at(2, col).unwrap(), Some(0)));
    }
    let build = rules.cell_at(2, 4).unwrap();
    let mut hand = filler(&rules, 5);
    hand.push(rules.faces()[build.index()].unwrap());
    hand.push(rules.faces()[open.index()].unwrap());
    position.hands.push((0, hand));
    position.to_act = Some(0);
    (game.arranged(&position).unwrap(), open)
}

#[test]
fn greedy_blocks_a_winning_four_rather_than_build_its_own() {
    for seed in 0..4 {
        let (game, open) = a_four_to_stop_or_a_four_to_make(seed);
        let action = bot(Level::Greedy, seed).choose(&game, 0);
        assert!(
            matches!(action, Some(Action::Place { cell, .. }) if cell == open),
            "seed {seed}: {action:?} leaves the other team its winning cell"
        );
    }
}

#[test]
fn a_hint_that_blocks_names_the_line_it_stops_not_the_chips_there_now() {
    // Letters, four in a row: the other team has 3 of a line of 4 (its left end is taken by
    // this team, so only one way on), and this seat holds the card of the open end.
    let rules = Library::built_in()
        .rules(
            Library::built_in().get("letters").unwrap(),
            &Default::default(),
            "en",
            &[],
        )
        .unwrap();
    let game = Game::new(rules.clone(), &GameConfig::new(2, 7)).unwrap();
    let (row, other) = (3u8, 1u8);
    let mut chips = vec![(rules.cell_at(row, 0).unwrap(), Some(0))];
    for col in 1..4 {
        chips.push((rules.cell_at(row, col).unwrap(), Some(other)));
    }
    let open = rules.cell_at(row, 4).unwrap();
    let card = rules.faces()[open.index()].unwrap();
    let position = Position {
        chips,
        hands: vec![(0, vec![card])],
        to_act: Some(0),
        ..Position::default()
    };
    let game = game.arranged(&position).unwrap();
    let reason = lineup_bots::hint_reason(&game, 0, Action::Place { card, cell: open });
    assert_eq!(reason, HintReason::Blocks { team: 1, chips: 4 });
}

/// A just-right player told it has won thirty games in a row (games of greedy against random,
/// where it sat in the winner's seat), so it now plays its gentlest.
fn just_right_after_thirty_wins(seed: u64) -> Bot {
    let mut just_right = bot(Level::JustRight, seed);
    let mut wins = 0;
    let mut game_seed = seed;
    while wins < 30 {
        game_seed += 1;
        let mut game = Game::new(rules("animals"), &GameConfig::new(2, game_seed)).unwrap();
        let mut players = vec![bot(Level::Greedy, game_seed), bot(Level::Random, game_seed)];
        if let Some(lineup_core::Outcome::Won(0)) = play_out(&mut game, &mut players) {
            just_right.game_over(&game, 0);
            wins += 1;
        }
    }
    just_right
}

#[test]
fn just_right_blocks_a_sequence_about_to_be_finished_when_behind() {
    for seed in 0..4 {
        let (game, open) = a_four_to_stop_or_a_four_to_make(seed);
        for mut player in [
            bot(Level::JustRight, seed),
            just_right_after_thirty_wins(seed),
        ] {
            let action = player.choose(&game, 0);
            assert!(
                matches!(action, Some(Action::Place { cell, .. }) if cell == open),
                "seed {seed}: {action:?} leaves the other team its winning cell"
            );
        }
    }
}

#[test]
fn just_right_keeps_its_wild_cards_when_nothing_is_at_stake() {
    for seed in 0..8 {
        let (game, mut position) = classic_position(seed);
        let rules = game.rules().clone();
        let wild = (rules.card_ids())
            .find(|&card| rules.ability(card) == Ability::Wild)
            .unwrap();
        let mut hand = filler(&rules, 6);
        hand.push(wild);
        position.hands.push((0, hand));
        position.to_act = Some(0);
        let game = game.arranged(&position).unwrap();
        for mut player in [
            bot(Level::JustRight, seed),
            just_right_after_thirty_wins(seed),
        ] {
            let action = player.choose(&game, 0);
            assert!(
                matches!(action, Some(Action::Place { card, .. }) if card != wild),
                "seed {seed}: {action:?} spends its wild card for nothing"
            );
        }
    }
}

#[test]
fn just_right_watching_a_game_sees_only_what_its_seat_sees() {
    let mut compared = 0;
    for seed in 0..8 {
        let mut game = Game::new(rules("classic"), &GameConfig::new(2, seed)).unwrap();
        let mut players = [bot(Level::JustRight, seed), bot(Level::Easy, seed)];
        // It watches twenty turns of play, then is asked for its move on the same table with
        // the other hand and the draw pile dealt again.
        for _ in 0..40 {
            let seat = game.next_actor();
            let action = players[seat as usize].choose(&game, seat).unwrap();
            game.apply(seat, action).unwrap();
            if game.is_over() {
                break;
            }
        }
        if game.is_over() || game.next_actor() != 0 {
            continue;
        }
        let other = game.determinize(0, &mut Xoshiro256PlusPlus::seed_from_u64(seed + 9));
        assert_ne!(other.hand(1), game.hand(1));
        let first = players[0].clone().choose(&game, 0);
        let second = players[0].clone().choose(&other, 0);
        assert!(first.is_some());
        assert_eq!(first, second, "seed {seed}: it looked at hidden cards");
        compared += 1;
    }
    assert!(compared >= 4, "only {compared} tables were compared");
}

#[test]
fn a_just_right_form_read_from_a_damaged_settings_file_stays_in_range() {
    let mut player = bot(Level::JustRight, 1);
    assert_eq!(player.form(), 0.0, "a new table starts from what it sees");
    player.set_form(f32::NAN);
    assert_eq!(player.form(), 0.0);
    player.set_form(1e9);
    assert!(player.form() <= 1.0);
    player.set_form(-1e9);
    assert!(player.form() >= -1.5);
}

#[test]
fn every_level_by_its_name_is_a_player_that_plays() {
    let game = game_under_way("classic", 2, 5, 4);
    let seat = game.current();
    for level in Level::ALL {
        let kind: Level = level.name().parse().unwrap();
        let mut bot = Bot::new(kind, 1);
        bot.set_budget(lineup_bots::Budget {
            iterations: 200,
            time: std::time::Duration::from_secs(5),
            threads: 1,
        });
        let action = bot.choose(&game, seat).expect("a move");
        assert!(game.clone().apply(seat, action).is_ok(), "{level}");
    }
    assert!(
        Level::OFFERED
            .iter()
            .all(|level| Level::ALL.contains(level))
    );
}
