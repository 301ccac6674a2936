//! Setting a game up: hand sizes, teams, seating and who goes first.

use lineup_core::{Ability, FirstPlayer, Game, GameConfig, Library, SetupError, TooFewColors};

fn game(theme: &str, players: u8, teams: Option<u8>, seed: u64) -> Result<Game, SetupError> {
    let rules = Library::built_in()
        .get(theme)
        .expect("built-in")
        .rules()
        .clone();
    let mut config = GameConfig::new(players, seed);
    config.teams = teams;
    Game::new(rules, &config)
}

#[test]
fn classic_hands_follow_the_table_of_hand_sizes() {
    for (players, size) in [
        (2, 7),
        (3, 6),
        (4, 6),
        (6, 5),
        (8, 4),
        (9, 4),
        (10, 3),
        (12, 3),
    ] {
        let game = game("classic", players, None, 1).unwrap();
        for seat in 0..players {
            assert_eq!(game.hand(seat).len(), size, "{players} players");
        }
        assert_eq!(game.deck_len(), 104 - size * players as usize);
    }
}

#[test]
fn the_other_themes_deal_their_own_hand_sizes() {
    for (theme, players, size) in [
        ("single-deck", 2, 7),
        ("animals", 2, 3),
        ("animals", 4, 3),
        ("letters", 3, 5),
        ("letters", 4, 4),
    ] {
        let game = game(theme, players, None, 5).unwrap();
        assert!(
            (0..players).all(|seat| game.hand(seat).len() == size),
            "{theme} with {players}"
        );
    }
}

#[test]
fn teams_are_even_and_seats_alternate() {
    let four = game("classic", 4, None, 1).unwrap();
    assert_eq!(four.teams(), 2);
    assert_eq!(
        (0..4).map(|s| four.team_of(s)).collect::<Vec<_>>(),
        [0, 1, 0, 1]
    );
    let six = game("classic", 6, Some(3), 1).unwrap();
    assert_eq!(
        (0..6).map(|s| six.team_of(s)).collect::<Vec<_>>(),
        [0, 1, 2, 0, 1, 2]
    );
    assert_eq!(six.sequences_to_win(), 1, "three teams need one sequence");
    assert_eq!(
        game("classic", 6, Some(2), 1).unwrap().sequences_to_win(),
        2
    );
    assert_eq!(game("classic", 3, None, 1).unwrap().teams(), 3);
    assert_eq!(
        game("letters", 4, None, 1).unwrap().teams(),
        2,
        "letters: two teams of two"
    );
    assert_eq!(
        game("animals", 4, None, 1).unwrap().teams(),
        4,
        "animals: each their own colour"
    );
}

#[test]
fn tables_a_theme_does_not_allow_are_refused() {
    assert!(matches!(
        game("classic", 5, None, 1),
        Err(SetupError::Players { .. })
    ));
    assert!(matches!(
        game("classic", 4, Some(3), 1),
        Err(SetupError::Teams { .. })
    ));
    assert!(matches!(
        game("single-deck", 3, None, 1),
        Err(SetupError::Players { .. })
    ));
    assert!(matches!(
        game("letters", 4, Some(4), 1),
        Err(SetupError::Teams { .. })
    ));
}

#[test]
fn in_classic_the_lowest_cut_card_goes_first_aces_high() {
    let mut firsts = std::collections::BTreeSet::new();
    for seed in 0..300 {
        let game = game("classic", 4, None, seed).unwrap();
        let rules = game.rules();
        let rank = |card| rules.card(card).rank.unwrap();
        let lowest = game
            .cut()
            .iter()
            .map(|&(_, card)| rank(card))
            .min()
            .unwrap();
        let winners: Vec<_> = game
            .cut()
            .iter()
            .filter(|&&(_, card)| rank(card) == lowest)
            .collect();
        assert_eq!(winners.len(), 1, "a tie is cut again");
        assert_eq!(winners[0].0, game.first_player());
        assert_eq!(game.current(), game.first_player());
        let ace = rules.card_id("AS").unwrap();
        assert!(
            rank(ace) > rank(rules.card_id("KS").unwrap()),
            "aces are high"
        );
        firsts.insert(game.first_player());
    }
    assert_eq!(firsts.len(), 4, "every seat can win the cut");
}

#[test]
fn the_first_player_can_be_random_or_chosen() {
    let rules = Library::built_in().get("animals").unwrap().rules().clone();
    let mut config = GameConfig::new(3, 0);
    config.chosen_first = 2;
    assert_eq!(Game::new(rules.clone(), &config).unwrap().current(), 2);
    config.first = Some(FirstPlayer::Random);
    let seats: std::collections::BTreeSet<_> = (0..50)
        .map(|seed| {
            config.seed = seed;
            Game::new(rules.clone(), &config).unwrap().current()
        })
        .collect();
    assert_eq!(seats.len(), 3);
}

#[test]
fn a_first_player_dealt_only_remove_cards_passes() {
    // This deal gives the first player of a ten-player classic game nothing but one-eyed
    // jacks: with no chip on the board to take away, the next player starts instead.
    let game = game("classic", 10, Some(2), 2124455789642343371).expect("a classic table");
    let first = game.first_player();
    assert!(
        game.hand(first)
            .iter()
            .all(|&card| game.rules().ability(card) == Ability::Remove),
        "the deal this test relies on changed"
    );
    assert_ne!(game.current(), first, "the first player had no move");
    assert!(!game.legal_actions().is_empty());
}

#[test]
fn every_team_has_a_colour_and_new_colours_must_cover_every_team() {
    for theme in Library::built_in().themes() {
        let rules = theme.rules();
        let teams = rules.max_teams();
        assert!(rules.colors().len() >= teams as usize, "{}", theme.id());
        let few = vec!["red".to_string(); teams as usize - 1];
        let given = few.len();
        assert_eq!(
            rules.with_colors(few).unwrap_err(),
            TooFewColors { given, teams }
        );
        let enough = vec!["teal".to_string(); teams as usize];
        let recoloured = rules.with_colors(enough.clone()).unwrap();
        assert_eq!(recoloured.colors(), enough);
        for &players in rules.player_counts() {
            let Ok(game) = Game::new(recoloured.clone().into(), &GameConfig::new(players, 1))
            else {
                continue;
            };
            assert!(recoloured.colors().get(game.teams() as usize - 1).is_some());
        }
    }
}

#[test]
fn a_game_starts_with_exactly_the_teams_the_rules_allow() {
    for theme in Library::built_in().themes() {
        let rules = theme.rules();
        for &players in rules.player_counts() {
            let default = rules.default_teams(players);
            assert!(
                default.is_some(),
                "{} has no teams for {players}",
                theme.id()
            );
            for teams in 0..=lineup_core::MAX_TEAMS + 1 {
                let mut config = GameConfig::new(players, 1);
                config.teams = Some(teams);
                let started = Game::new(rules.clone(), &config);
                let even = teams > 0 && players % teams == 0;
                let allowed = rules.team_counts().contains(&teams) && even;
                assert_eq!(started.is_ok(), allowed, "{} {players}/{teams}", theme.id());
                assert_eq!(rules.allows_teams(players, teams), allowed);
                if allowed {
                    assert!(
                        default >= Some(teams),
                        "the usual teams are the most allowed"
                    );
                }
            }
        }
    }
}
