//! The game screen as a class and a teacher use it, in iced's headless simulator: the
//! teacher's menu asks before it ends anything, a computer's cards stay hidden, the score
//! says what it means, special cards say what they do, the curtain comes back after undo.

use iced_test::simulator;
use lineup::app::table::{Event, Menu, Message, Table};
use lineup::data::Player;
use lineup_core::Level;
use lineup_core::Position;

use crate::common;
use crate::common::Drive;

fn table(theme: &str, players: Vec<Player>, open: bool) -> Table {
    common::table(theme, players, open, 4)
}

/// Clicks `target` and gives the table what it sent; returns what the table told the app.
fn tap(table: &mut Table, target: &str) -> Vec<Event> {
    let messages: Vec<Message> = {
        let mut ui = simulator(table.view(common::ui("en")));
        ui.click(target)
            .unwrap_or_else(|error| panic!("\"{target}\" can be tapped: {error:?}"));
        ui.into_messages().collect()
    };
    messages
        .into_iter()
        .filter_map(|message| table.drive(message))
        .collect()
}

fn shows(table: &Table, words: &str) -> bool {
    simulator(table.view(common::ui("en"))).find(words).is_ok()
}

/// The seat to act holds only `card` (by its id in the theme); its card id.
fn hold(screen: &mut Table, card: &str) -> lineup_core::CardId {
    let id = screen.game().rules().card_id(card).unwrap();
    let seat = screen.actor();
    screen.arrange(&Position::hand(seat, &[id])).unwrap();
    id
}

/// One move by the hint, so there is something to lose.
fn play_a_move(screen: &mut Table) {
    screen.drive(Message::Hint);
    let hint = screen.hint().expect("a hint");
    screen.drive(Message::Cell(hint.action.cell().unwrap()));
    assert_eq!(screen.game().turn(), 1);
}

#[test]
fn restart_asks_first_and_keep_playing_changes_nothing() {
    let mut screen = table("animals", vec![Player::Human, Player::Human], true);
    play_a_move(&mut screen);
    let before = screen.game().clone();
    tap(&mut screen, "Teacher");
    assert_eq!(screen.menu(), Menu::Open);
    assert!(
        tap(&mut screen, "Restart").is_empty(),
        "nothing happens yet"
    );
    assert!(shows(
        &screen,
        "Start this game again from the beginning? The cards are dealt again."
    ));
    assert!(tap(&mut screen, "No, keep playing").is_empty());
    assert_eq!(screen.menu(), Menu::Closed);
    assert_eq!(screen.game(), &before, "the game is as it was");
    tap(&mut screen, "Teacher");
    tap(&mut screen, "Restart");
    assert_eq!(
        tap(&mut screen, "Yes, start again"),
        vec![Event::Dealt],
        "only the answer yes deals again"
    );
}

#[test]
fn ending_a_game_asks_first() {
    let mut screen = table("classic", vec![Player::Human, Player::Human], true);
    tap(&mut screen, "Teacher");
    assert!(tap(&mut screen, "End game").is_empty());
    assert!(shows(
        &screen,
        "End this game and go back to the first screen? It cannot be picked up again."
    ));
    assert_eq!(tap(&mut screen, "Yes, end the game"), vec![Event::Ended]);
}

#[test]
fn undo_from_the_teacher_menu_is_saved_at_once() {
    let mut screen = table("animals", vec![Player::Human, Player::Human], true);
    play_a_move(&mut screen);
    tap(&mut screen, "Teacher");
    assert_eq!(
        tap(&mut screen, "Undo"),
        vec![Event::Moved { form: None }],
        "the app saves it"
    );
    assert_eq!(screen.game().turn(), 0);
    assert!(screen.to_saved().moves.is_empty(), "the save has no move");
}

#[test]
fn a_computer_hand_is_never_shown_on_its_turn() {
    let mut screen = table(
        "classic",
        vec![Player::Computer(Level::Medium), Player::Human],
        true,
    );
    // Jacks are on no space of the board: a J♦ on screen could only be the computer's card.
    let jd = screen.game().rules().card_id("JD").unwrap();
    screen
        .arrange(&Position {
            hands: vec![(0, vec![jd])],
            to_act: Some(0),
            ..Position::default()
        })
        .unwrap();
    assert!(screen.computer_to_move());
    let mut ui = simulator(screen.view(common::ui("en")));
    assert!(ui.find("Thinking…").is_ok(), "a card back says it thinks");
    assert!(ui.find("J♦").is_err(), "the computer's card is not shown");
    assert!(
        ui.find("Pick a card from your hand").is_err(),
        "nobody is asked to pick from the computer's cards"
    );
}

#[test]
fn the_score_says_how_many_sequences_each_team_has_of_how_many() {
    let screen = table("classic", vec![Player::Human, Player::Human], true);
    let goal = screen.game().sequences_to_win();
    assert_eq!(goal, 2, "two teams in classic need two sequences");
    let mut ui = simulator(screen.view(common::ui("en")));
    assert!(ui.find("Sequences").is_ok());
    for (team, shape) in [(0usize, "●"), (1, "▲")] {
        let colour = lineup::look::words::colour_name(
            common::words("en"),
            &screen.game().rules().colors()[team],
        );
        let score = format!("{shape} {colour} 0 of 2");
        assert!(ui.find(score.as_str()).is_ok(), "{score}");
    }
}

#[test]
fn special_cards_say_what_they_do() {
    let mut screen = table("animals", vec![Player::Human, Player::Human], true);
    let rules = screen.game().rules().clone();
    let unicorn = rules.card_id("unicorn").unwrap();
    let dragon = rules.card_id("dragon").unwrap();
    let seat = screen.actor();
    screen
        .arrange(&Position::hand(seat, &[unicorn, dragon]))
        .unwrap();
    let mut ui = simulator(screen.view(common::ui("en")));
    assert!(
        ui.find("any space").is_ok(),
        "the unicorn says it goes anywhere"
    );
    assert!(
        ui.find("take a chip").is_ok(),
        "the dragon says it takes a chip"
    );
}

#[test]
fn a_card_typed_that_the_hand_does_not_hold_is_said() {
    let mut screen = table("classic", vec![Player::Human, Player::Human], true);
    hold(&mut screen, "KD");
    for letter in "QS".chars() {
        screen.drive(Message::Typed(letter));
    }
    assert!(shows(&screen, "There is no Q♠ in your hand"));
    assert_eq!(screen.selected(), None);
}

#[test]
fn the_curtain_comes_back_after_undo_with_hidden_hands() {
    let mut screen = table("letters", vec![Player::Human, Player::Human], false);
    let first = screen.actor();
    let pass = |seat: u8| format!("Pass to Player {}: tap when ready", seat + 1);
    tap(&mut screen, &pass(first));
    play_a_move(&mut screen);
    tap(&mut screen, &pass(1 - first));
    assert!(!screen.curtained(), "the second child sees their cards");
    tap(&mut screen, "Teacher");
    tap(&mut screen, "Undo");
    assert!(
        shows(&screen, &pass(first)),
        "the hand of the child to play again is hidden until they tap"
    );
}

#[test]
fn what_just_happened_is_said_in_a_line() {
    let mut screen = table("animals", vec![Player::Human, Player::Human], true);
    let seat = screen.actor();
    let cat = hold(&mut screen, "cat");
    screen.drive(Message::Card(cat));
    let cell = screen.game().targets(seat, cat).first_cell().unwrap();
    screen.drive(Message::Cell(cell));
    let said = format!("Player {} played cat.", seat + 1);
    assert!(shows(&screen, &said), "{said}");
}

#[test]
fn the_keyboard_does_not_play_under_the_teachers_panel_and_esc_closes_it() {
    let mut screen = table("animals", vec![Player::Human, Player::Human], true);
    screen.drive(Message::Hint);
    let cell = screen.hint().and_then(|hint| hint.action.cell()).unwrap();
    // Put the cursor on the hinted space, then open the panel over it.
    let rules = screen.game().rules().clone();
    let (row, col) = rules.row_col(cell);
    let (mid_row, mid_col) = (rules.rows() / 2, rules.cols() / 2);
    screen.drive(Message::Cursor(0, 0));
    screen.drive(Message::Cursor(
        row as i8 - mid_row as i8,
        col as i8 - mid_col as i8,
    ));
    screen.drive(Message::Menu(Menu::Open));
    assert_eq!(screen.drive(Message::Enter), None, "Enter plays nothing");
    assert_eq!(screen.game().turn(), 0);
    screen.drive(Message::Cancel);
    assert_eq!(screen.menu(), Menu::Closed, "Esc closes the panel");
    assert_eq!(
        screen.drive(Message::Enter),
        Some(Event::Moved { form: None }),
        "now it plays"
    );
}

#[test]
fn undo_forgets_that_a_typed_card_was_not_in_the_hand() {
    let mut screen = table("classic", vec![Player::Human, Player::Human], true);
    play_a_move(&mut screen);
    hold(&mut screen, "KD");
    for letter in "QS".chars() {
        screen.drive(Message::Typed(letter));
    }
    assert!(screen.notice(common::words("en")).is_some());
    screen.drive(Message::Undo);
    assert_eq!(
        screen.notice(common::words("en")),
        None,
        "nothing stale after an undo"
    );
}

#[test]
fn how_to_play_speaks_of_trading_dead_cards_only_where_players_trade_them() {
    let library = lineup_core::Library::built_in();
    let trade = "Both spaces for your card are covered? Trade the card in for a new one.";
    for (theme, trades) in [("classic", true), ("single-deck", false)] {
        let rules = library.get(theme).unwrap().rules().clone();
        let page = lineup::app::howto::view(common::ui("en"), &rules, Default::default(), 2);
        assert_eq!(simulator(page).find(trade).is_ok(), trades, "{theme}");
    }
}

#[test]
fn how_to_play_the_letters_game_says_the_picture_starts_with_the_letter() {
    let library = lineup_core::Library::built_in();
    let rules = library
        .rules(
            library.get("letters").unwrap(),
            &Default::default(),
            "en",
            &[],
        )
        .unwrap();
    let page = lineup::app::howto::view(common::ui("en"), &rules, Default::default(), 1);
    assert!(
        simulator(page)
            .find("Put a chip on a picture that starts with this letter.")
            .is_ok()
    );
}

/// In a letters game in `language` whose hand to play holds `held` (cards by their letter),
/// typing each character picks the card of the letter beside it.
fn typing_picks(language: &str, held: &[&str], typed: &[(char, &str)]) {
    let mut screen = common::table_in(
        language,
        "letters",
        vec![Player::Human, Player::Human],
        true,
        4,
    );
    let rules = screen.game().rules().clone();
    let card = |letter: &str| rules.card_id(letter).unwrap();
    let hand: Vec<_> = held.iter().map(|letter| card(letter)).collect();
    let seat = screen.actor();
    screen.arrange(&Position::hand(seat, &hand)).unwrap();
    for &(typed, letter) in typed {
        screen.drive(Message::Typed(typed));
        assert_eq!(screen.selected(), Some(card(letter)), "typing {typed}");
    }
}

#[test]
fn typing_a_turkish_i_picks_the_card_of_that_very_letter() {
    // Turkish has a dotted and a dotless i, each its own letter: i ↔ İ and ı ↔ I.
    let typed = [('i', "İ"), ('ı', "I"), ('İ', "İ"), ('I', "I")];
    typing_picks("tr", &["I", "İ"], &typed);
}

#[test]
fn typing_a_final_sigma_or_an_accented_vowel_picks_its_greek_letter() {
    typing_picks("el", &["Σ", "Α"], &[('ς', "Σ"), ('ά', "Α")]);
}
