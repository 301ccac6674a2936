//! The hard player's search over slices and moves: a browser tab's slices choose what threads
//! choose, and what a search keeps for the seat's next move fits only the table it was kept
//! for. Unit tests rather than `tests/`, as they read what a search kept, which is the
//! search's own.

use std::sync::Arc;

use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use web_time::Duration;

use super::Search;
use crate::{Bot, Budget, Level, Thinking};
use lineup_core::{Action, Game, GameConfig, Library, RuleSet, Seat};

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

/// The visits a search's trees began with, kept from the seat's move before.
fn visits_kept(search: &Search) -> u32 {
    search.trees.iter().map(|tree| tree.nodes[0].visits).sum()
}

/// A browser tab has no threads: the hard player thinks a slice at a time between frames, and
/// a class there sees the same moves as on a desktop, each slice short enough not to hold up
/// the page; its next move too, grown on what it kept of this one.
#[test]
fn hard_thinking_in_slices_plays_as_it_does_on_threads() {
    let mut reused = 0;
    for seed in 1..=4 {
        let mut game = game_under_way("classic", 2, seed, 6 + seed as usize);
        let seat: Seat = game.current();
        let mut on_threads = thinking(Level::Hard, seed, 400);
        let mut sliced = thinking(Level::Hard, seed, 400);
        let mut others = medium_players(2);
        for turn in 0..2 {
            let expected = on_threads.choose(&game, seat);
            let (action, slices, kept) = hard_move_in_slices(&mut sliced, &game, seat);
            assert!(
                slices > 1,
                "seed {seed}, turn {turn}: the search never paused"
            );
            assert_eq!(action, expected, "seed {seed}, turn {turn}");
            assert!(
                turn > 0 || kept == 0,
                "seed {seed}: {kept} visits kept at first"
            );
            reused += usize::from(kept > 0);
            game.apply(seat, action.expect("a move")).unwrap();
            play_until(&mut game, &mut others, seat);
        }
    }
    assert!(reused >= 2, "only {reused} second moves grew on the first");
}

/// A just-right player that has lost game after game plays its best as the hard player does:
/// it searches, in a browser's slices as on threads, to the same moves, and keeps watching
/// the others' play; one that has won game after game never searches.
#[test]
fn just_right_after_losing_again_and_again_thinks_as_hard_does() {
    let mut searched = 0;
    for seed in 1..=4 {
        let mut game = game_under_way("classic", 2, seed, 6 + seed as usize);
        let seat: Seat = game.current();
        let mut on_threads = thinking(Level::JustRight, seed, 400);
        // Its form as the settings keep it, at the top of its range.
        on_threads.set_form(f32::MAX);
        let mut sliced = on_threads.clone();
        let mut gentle = thinking(Level::JustRight, seed, 400);
        gentle.set_form(f32::MIN);
        let mut others = medium_players(2);
        for turn in 0..3 {
            if game.is_over() {
                break;
            }
            assert_eq!(
                kept_visits(&gentle, &game, seat),
                None,
                "seed {seed}, turn {turn}: the gentle player searched"
            );
            searched += usize::from(kept_visits(&on_threads, &game, seat).is_some());
            let expected = on_threads.choose(&game, seat);
            let (action, _, _) = hard_move_in_slices(&mut sliced, &game, seat);
            assert_eq!(action, expected, "seed {seed}, turn {turn}");
            game.apply(seat, action.expect("a move")).unwrap();
            play_until(&mut game, &mut others, seat);
        }
        // Both ways it saw the same of the others' play, and it saw some.
        let seen = format!("{on_threads:?}");
        assert_eq!(format!("{sliced:?}"), seen, "seed {seed}");
        assert!(
            seen.contains("skill: Some("),
            "seed {seed}: it stopped watching"
        );
    }
    assert!(searched >= 8, "it searched only {searched} moves of 12");
}

#[test]
fn just_right_opening_a_game_against_a_new_class_plays_at_once() {
    // It has seen nobody play yet: it guesses a fair child, and does not keep the class
    // waiting while it searches on a guess.
    for theme in ["classic", "letters", "animals"] {
        for seed in 1..=6 {
            let game = game_under_way(theme, 2, seed, 0);
            let seat = game.current();
            let fresh = bot(Level::JustRight, seed);
            assert_eq!(
                kept_visits(&fresh, &game, seat),
                None,
                "{theme}, seed {seed}: it searched its opening move"
            );
        }
    }
}

/// Medium players for every seat, to play the hard player's opponents.
fn medium_players(players: u8) -> Vec<Bot> {
    (0..players)
        .map(|seat| bot(Level::Medium, 50 + seat as u64))
        .collect()
}

/// Plays on (each seat with its player from `others`, chores as the rules make them) until
/// `seat` has a play to choose, or the game ends.
fn play_until(game: &mut Game, others: &mut [Bot], seat: Seat) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(game.turn() as u64);
    while !game.is_over() {
        let actor = game.next_actor();
        let action = match game.chore(actor, &mut rng) {
            Some(chore) => chore,
            None if actor == seat => return,
            None => others[actor as usize].choose(game, actor).expect("a play"),
        };
        game.apply(actor, action).unwrap();
    }
}

/// The hard player's move thought out the way a browser tab does it, a slice at a time and
/// given back to the bot at the end; with the slices it took and the visits its trees kept
/// from its move before.
fn hard_move_in_slices(bot: &mut Bot, game: &Game, seat: Seat) -> (Option<Action>, u32, u32) {
    let mut thought = bot.start_choosing(game, seat);
    let kept = match &thought {
        Thinking::Searching(search) => visits_kept(search),
        Thinking::Chosen(_) => 0,
    };
    let mut slices = 0;
    let action = loop {
        slices += 1;
        if let Some(action) = thought.go_on(Duration::ZERO) {
            break action;
        }
    };
    // With the clock far off, the search made its whole budget, as the browser's console says.
    if let Thinking::Searching(_) = thought {
        assert_eq!(thought.iterations(), bot.budget.iterations);
    }
    bot.remember(thought);
    (action, slices, kept)
}

/// The visits the hard player's search at `game` would start with, kept from its last move;
/// `None` when it would play at once without searching.
fn kept_visits(bot: &Bot, game: &Game, seat: Seat) -> Option<u32> {
    match bot.clone().start_choosing(game, seat) {
        Thinking::Searching(search) => Some(visits_kept(&search)),
        Thinking::Chosen(_) => None,
    }
}

/// Another deal of `game`'s rules, played at random to the same turn, where `seat` has a play
/// to choose.
fn another_deal(game: &Game, seat: Seat) -> Game {
    let config = |seed| GameConfig::new(game.players(), seed);
    (100..)
        .find_map(|seed| {
            let mut other = Game::new(game.rules().clone(), &config(seed)).unwrap();
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            while other.turn() < game.turn() || other.chore(other.next_actor(), &mut rng).is_some()
            {
                let (actor, action) = other.random_move(&mut rng)?;
                other.apply(actor, action).ok()?;
            }
            (other.turn() == game.turn() && other.current() == seat && !other.is_over())
                .then_some(other)
        })
        .unwrap()
}

#[test]
fn hard_grows_on_its_last_search_only_where_the_table_follows_it() {
    // Three players need deeper trees: the kept branch is a whole round deep.
    for (players, seed, iterations) in [(2, 1, 400), (2, 2, 400), (3, 3, 3000)] {
        let mut game = game_under_way("classic", players, seed, 8);
        let mut others = medium_players(players);
        play_until(&mut game, &mut others, 0);
        let mut hard = thinking(Level::Hard, seed, iterations);
        assert_eq!(
            kept_visits(&hard, &game, 0),
            Some(0),
            "a new player keeps nothing"
        );
        // Its move and the others' plays, until its trees held the plays made (most times).
        let kept = (0..6).find_map(|_| {
            let action = hard.choose(&game, 0).expect("a move");
            game.apply(0, action).unwrap();
            play_until(&mut game, &mut others, 0);
            kept_visits(&hard, &game, 0).filter(|&kept| kept > 0)
        });
        assert!(
            kept.is_some(),
            "{players} players, seed {seed}: nothing kept"
        );

        // The same table with the hidden cards dealt again: what it keeps is what it saw.
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let hidden = game.determinize(0, &mut rng);
        assert_eq!(kept_visits(&hard, &hidden, 0), kept);
        let choice = hard.clone().choose(&game, 0);
        assert_eq!(hard.clone().choose(&hidden, 0), choice);

        // Another deal at the same turn, or the same game a round later: nothing fits.
        let other = another_deal(&game, 0);
        assert_eq!(kept_visits(&hard, &other, 0), Some(0), "another deal");
        let mut later = game.clone();
        let stand_in = others[0].choose(&later, 0).expect("a move");
        later.apply(0, stand_in).unwrap();
        play_until(&mut later, &mut others, 0);
        assert_eq!(kept_visits(&hard, &later, 0), Some(0), "a round missed");

        // Forgetting, a new seed, or thinking on another number of threads starts afresh.
        let mut forgetful = hard.clone();
        forgetful.forget();
        assert_eq!(kept_visits(&forgetful, &game, 0), Some(0), "forgotten");
        let mut reseeded = hard.clone();
        reseeded.reseed(seed);
        assert_eq!(kept_visits(&reseeded, &game, 0), Some(0), "reseeded");
        let mut one_thread = hard.clone();
        one_thread.set_budget(Budget {
            threads: 1,
            ..hard.budget
        });
        assert_eq!(kept_visits(&one_thread, &game, 0), Some(0), "one thread");
    }
}

#[test]
fn hard_players_with_one_seed_play_alike_move_after_move() {
    for (players, seed, iterations) in [(2, 4, 400), (3, 6, 2000)] {
        let mut game = game_under_way("classic", players, seed, 6);
        let mut others = medium_players(players);
        let mut on_threads = thinking(Level::Hard, 9, iterations);
        let mut sliced = thinking(Level::Hard, 9, iterations);
        let mut reused = 0;
        for turn in 0..5 {
            play_until(&mut game, &mut others, 0);
            if game.is_over() {
                break;
            }
            let kept = kept_visits(&on_threads, &game, 0).unwrap_or(0);
            let chosen = on_threads.choose(&game, 0);
            let (thought, _, kept_sliced) = hard_move_in_slices(&mut sliced, &game, 0);
            assert_eq!(chosen, thought, "{players} players, turn {turn}");
            assert_eq!(kept, kept_sliced, "{players} players, turn {turn}");
            reused += usize::from(kept > 0);
            game.apply(0, chosen.expect("a move")).unwrap();
        }
        assert!(
            reused >= 1,
            "{players} players: no move grew on the one before"
        );
    }
}

#[test]
fn hard_growing_on_its_last_search_plays_only_legal_moves_to_the_end() {
    // (searches, ones that grew on the last) in games for two: with 300 iterations a tree
    // rarely holds a whole round of three players.
    let mut two_players = (0, 0);
    for (players, seed) in [(2, 11), (2, 12), (3, 13), (3, 14)] {
        let mut game = Game::new(rules("classic"), &GameConfig::new(players, seed)).unwrap();
        let mut hard = Bot::new(Level::Hard, seed);
        hard.set_budget(Budget {
            iterations: 300,
            time: Duration::from_secs(600),
            threads: 1,
        });
        let mut others = medium_players(players);
        while !game.is_over() {
            play_until(&mut game, &mut others, 0);
            if game.is_over() {
                break;
            }
            if let (2, Some(kept)) = (players, kept_visits(&hard, &game, 0)) {
                two_players.0 += 1;
                two_players.1 += usize::from(kept > 0);
            }
            let action = hard.choose(&game, 0).expect("a move");
            let turn = game.turn();
            assert!(
                game.apply(0, action).is_ok(),
                "{players} players, seed {seed}, turn {turn}: {action:?}"
            );
        }
    }
    let (searched, reused) = two_players;
    assert!(
        reused * 2 >= searched,
        "{reused} of {searched} searches grew on the last"
    );
}
