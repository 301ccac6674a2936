//! Whole screens in iced's headless simulator: what a child or teacher sees and taps.
#![cfg(feature = "app")]

use iced_test::simulator;
use lineup::app::table::{Message, Player, Table};
use lineup::app::{home, setup};
use lineup::bots::BotKind;
use lineup::core::Library;

mod common;

fn table(theme: &str, players: Vec<Player>, open: bool) -> Table {
    common::table(theme, players, open, 4)
}

#[test]
fn the_home_screen_shows_every_theme_and_picking_one_opens_it() {
    let library = Library::built_in();
    let mut ui = simulator(home::view(&library, false, None));
    for name in ["Classic", "Letters", "Animals", "Single Deck"] {
        assert!(ui.find(name).is_ok(), "{name} has a tile");
    }
    assert!(
        ui.find("Go on with the last game").is_err(),
        "no resume without a save"
    );
    ui.click("Animals").expect("the tile can be tapped");
    let messages: Vec<_> = ui.into_messages().collect();
    assert!(matches!(messages.as_slice(), [home::Message::Pick(id)] if id == "animals"));
}

#[test]
fn the_home_screen_offers_to_resume_a_saved_game() {
    let library = Library::built_in();
    let mut ui = simulator(home::view(&library, true, None));
    ui.click("Go on with the last game").expect("resume button");
    assert!(matches!(
        ui.into_messages().next(),
        Some(home::Message::Resume)
    ));
}

#[test]
fn setup_starts_the_game_with_the_theme_options_on_show() {
    let library = Library::built_in();
    let screen = setup::Setup::new(library.get("classic").unwrap().clone());
    let mut ui = simulator(screen.view());
    assert!(ui.find("Jacks").is_ok(), "the jacks option is offered");
    assert!(ui.find("Cut the deck").is_ok());
    ui.click("Start the game").expect("start button");
    assert!(matches!(
        ui.into_messages().next(),
        Some(setup::Message::Start)
    ));
}

#[test]
fn the_game_screen_says_whose_turn_and_what_to_do() {
    let mut screen = table(
        "classic",
        vec![Player::Human, Player::Computer(BotKind::Greedy)],
        true,
    );
    {
        let mut ui = simulator(screen.view());
        assert!(
            ui.find("● Your turn, Player 1!").is_ok(),
            "the turn banner, with the team's shape"
        );
        assert!(ui.find("Pick a card from your hand").is_ok());
    }
    let jd = screen.game().rules().card_id("JD").unwrap();
    screen.game_mut().arrange_hand(0, &[jd]).unwrap();
    screen.update(Message::Card(jd));
    let mut ui = simulator(screen.view());
    assert!(
        ui.find("Pick any empty space").is_ok(),
        "a wild card asks for any space"
    );
    ui.click("Undo").expect("the teacher's undo is there");
    assert!(matches!(ui.into_messages().next(), Some(Message::Undo)));
}

#[test]
fn private_hands_show_a_curtain_the_next_child_taps() {
    let screen = table("letters", vec![Player::Human, Player::Human], false);
    let mut ui = simulator(screen.view());
    ui.click("Pass to Player 1: tap when ready")
        .expect("the curtain");
    assert!(matches!(ui.into_messages().next(), Some(Message::Reveal)));
}

#[test]
fn the_end_of_a_game_names_the_winner_and_offers_another() {
    let mut screen = table(
        "animals",
        vec![
            Player::Computer(BotKind::Greedy),
            Player::Computer(BotKind::Greedy),
        ],
        true,
    );
    screen.fast_forward(500);
    assert!(screen.game().is_over());
    let headline = match screen.game().outcome() {
        Some(lineup::core::Outcome::Won(team)) => {
            let shape = ["●", "▲"][team as usize];
            format!("{shape} {} wins!", screen.winner_name().unwrap())
        }
        _ => " Nobody can move: it is a draw!".to_string(),
    };
    let mut ui = simulator(screen.view());
    assert!(
        ui.find(headline.as_str()).is_ok(),
        "the winner is named: {headline}"
    );
    ui.click("Play again").expect("play again");
    assert!(matches!(ui.into_messages().next(), Some(Message::Restart)));
}

#[test]
fn board_cells_take_taps_through_the_sequence_lines() {
    let mut screen = table("classic", vec![Player::Human, Player::Human], true);
    let rules = screen.game().rules().clone();
    let run: Vec<_> = (1..6).map(|col| rules.cell_at(4, col).unwrap()).collect();
    for &at in &run {
        screen.game_mut().arrange_chip(at, Some(1));
    }
    let cells = run
        .iter()
        .fold(lineup::core::Cells::EMPTY, |all, &at| all | at.bit());
    screen.game_mut().arrange_sequence(1, cells);
    let jd = rules.card_id("JD").unwrap();
    screen.game_mut().arrange_hand(0, &[jd]).unwrap();
    screen.update(Message::Card(jd));
    let mut ui = simulator(screen.view());
    ui.click("K♦").expect("a K♦ cell on the board");
    let messages: Vec<_> = ui.into_messages().collect();
    let kd_cells = rules.card_cells[rules.card_id("KD").unwrap().index()];
    assert!(
        matches!(messages.as_slice(), [Message::Cell(at)] if kd_cells.contains(*at)),
        "{messages:?}"
    );
}
