//! The classroom app's flows, driven through its messages as clicks and keys would.

use lineup::app::table::{Event, Message, Table};
use lineup::app::{App, Screen, home, setup};
use lineup::data::Player;
use lineup_core::Level;
use lineup_core::{Cell, Library, Outcome, Position};

use crate::common;
use crate::common::Drive;

fn table(theme: &str, players: Vec<Player>, open: bool) -> Table {
    common::table(theme, players, open, 11)
}

fn card(table: &Table, id: &str) -> lineup_core::CardId {
    table.game().rules().card_id(id).unwrap()
}

fn cell(table: &Table, row: u8, col: u8) -> Cell {
    table.game().rules().cell_at(row, col).unwrap()
}

const HUMAN_VS_COMPUTER: [Player; 2] = [Player::Human, Player::Computer(Level::Greedy)];

#[test]
fn home_setup_and_start_reach_the_game_for_every_theme() {
    for id in ["classic", "single-deck", "animals", "letters"] {
        let mut app = App::new(Library::built_in());
        let _ = app.update(lineup::app::Message::Home(home::Message::Pick(id.into())));
        assert!(
            matches!(app.on_screen(), Screen::Setup(_)),
            "{id}: setup opens"
        );
        let _ = app.update(lineup::app::Message::Setup(setup::Message::Start));
        let Screen::Table(table) = app.on_screen() else {
            panic!("{id}: the game starts")
        };
        assert_eq!(table.game().rules().id(), id);
    }
}

#[test]
fn selecting_a_card_and_tapping_its_cell_places_a_chip_then_the_computer_answers() {
    let mut table = table("classic", HUMAN_VS_COMPUTER.to_vec(), true);
    let kd = card(&table, "KD");
    table.arrange(&Position::hand(0, &[kd])).unwrap();
    table.drive(Message::Card(kd));
    assert_eq!(table.selected(), Some(kd));
    assert_eq!(
        table.game().targets(0, kd).len(),
        2,
        "both K♦ cells light up"
    );
    assert_eq!(
        table.drive(Message::Cell(cell(&table, 7, 7))),
        Some(Event::Moved { form: None })
    );
    assert_eq!(table.game().chip_at(cell(&table, 7, 7)), Some(0));
    assert!(table.computer_to_move());
    // Its thinking started with its turn and came back during the pause: a late timer from
    // an older turn plays nothing, the current one plays its answer, and a second timer
    // nothing more.
    assert_eq!(table.drive(Message::ComputerMove { turn: 0 }), None);
    assert_eq!(
        table.game().turn(),
        1,
        "nothing moves before the pause is over"
    );
    assert_eq!(
        table.drive(Message::ComputerMove { turn: 1 }),
        Some(Event::Moved { form: None })
    );
    assert_eq!(table.drive(Message::ComputerMove { turn: 1 }), None);
    assert_eq!(table.game().turn(), 2);
    assert!(!table.computer_to_move());
}

#[test]
fn the_computer_thinks_during_its_pause_and_moves_when_the_pause_is_over() {
    let mut table = table("classic", HUMAN_VS_COMPUTER.to_vec(), true);
    let kd = card(&table, "KD");
    table.arrange(&Position::hand(0, &[kd])).unwrap();
    table.drive(Message::Card(kd));
    // The child's move starts the computer's thinking at once, as its work.
    let (thinking, event) = {
        let at = cell(&table, 7, 7);
        common::update(&mut table, Message::Cell(at))
    };
    assert_eq!(event, Some(Event::Moved { form: None }));
    assert!(table.pausing());
    let answers = common::run(thinking);
    assert_eq!(answers.len(), 1, "one answer comes back");
    // An answer ready before the pause is over waits for it: the class still sees the pause.
    for answer in answers {
        let (more, event) = common::update(&mut table, answer);
        assert_eq!(event, None);
        assert!(common::run(more).is_empty(), "it does not think again");
    }
    assert_eq!(table.game().turn(), 1, "nothing moves during the pause");
    assert_eq!(
        table.drive(Message::ComputerMove { turn: 1 }),
        Some(Event::Moved { form: None }),
        "the pause over, the answer is played at once"
    );
    assert_eq!(table.game().turn(), 2);
    assert!(!table.pausing());
}

#[test]
fn a_move_moves_on_screen_only_where_the_settings_have_motion_on() {
    let mut table = table("classic", HUMAN_VS_COMPUTER.to_vec(), true);
    let kd = card(&table, "KD");
    table.arrange(&Position::hand(0, &[kd])).unwrap();
    table.drive(Message::Card(kd));
    table.drive(Message::Cell(cell(&table, 7, 7)));
    // The chip drops while motion is on; the setting is the app's, the table asks for it.
    assert!(table.animating(true), "the chip drops");
    assert!(!table.animating(false), "with motion off nothing moves");
    // Switching it in the teacher's panel tells the app, which keeps it in the settings.
    let off = lineup::data::Switches {
        motion: false,
        ..Default::default()
    };
    assert_eq!(
        table.drive(Message::Switches(off)),
        Some(Event::Switches(off))
    );
}

#[test]
fn an_answer_that_comes_back_after_an_undo_is_dropped() {
    let mut table = table("classic", HUMAN_VS_COMPUTER.to_vec(), true);
    let kd = card(&table, "KD");
    table.arrange(&Position::hand(0, &[kd])).unwrap();
    table.drive(Message::Card(kd));
    let (thinking, _) = {
        let at = cell(&table, 7, 7);
        common::update(&mut table, Message::Cell(at))
    };
    table.drive(Message::ComputerMove { turn: 1 });
    table.drive(Message::Undo);
    let undone = table.game().clone();
    for answer in common::run(thinking) {
        assert_eq!(table.drive(answer), None, "a late answer is dropped");
    }
    assert!(*table.game() == undone);
}

/// Lets the computer seat to move move, as the app does once its pause is over (its thinking
/// came back with the move before it).
fn computer(table: &mut Table) -> Option<Event> {
    let turn = table.game().turn();
    table.drive(Message::ComputerMove { turn })
}

#[test]
fn a_wrong_cell_is_refused_gently_and_nothing_changes() {
    let mut table = table("classic", HUMAN_VS_COMPUTER.to_vec(), true);
    let kd = card(&table, "KD");
    table.arrange(&Position::hand(0, &[kd])).unwrap();
    table.drive(Message::Card(kd));
    assert_eq!(table.drive(Message::Cell(cell(&table, 0, 1))), None);
    assert_eq!(
        table.notice(common::words("en")).as_deref(),
        Some("That card does not go there")
    );
    assert_eq!(table.game().turn(), 0);
}

#[test]
fn wild_and_remove_cards_work_from_the_screen() {
    let mut table = table("animals", vec![Player::Human, Player::Human], true);
    let unicorn = card(&table, "unicorn");
    let dragon = card(&table, "dragon");
    table.arrange(&Position::hand(0, &[unicorn])).unwrap();
    table.drive(Message::Card(unicorn));
    table.drive(Message::Cell(cell(&table, 2, 3)));
    assert_eq!(table.game().chip_at(cell(&table, 2, 3)), Some(0));
    table.arrange(&Position::hand(1, &[dragon])).unwrap();
    table.drive(Message::Card(dragon));
    table.drive(Message::Cell(cell(&table, 2, 3)));
    assert_eq!(table.game().chip_at(cell(&table, 2, 3)), None);
}

#[test]
fn a_dead_card_is_traded_in_with_one_button() {
    let mut table = table("animals", HUMAN_VS_COMPUTER.to_vec(), true);
    let cat = card(&table, "cat");
    let (first, second) = (cell(&table, 0, 1), cell(&table, 3, 0));
    table
        .arrange(&Position {
            chips: vec![(first, Some(1)), (second, Some(1))],
            hands: vec![(0, vec![cat])],
            ..Position::default()
        })
        .unwrap();
    table.drive(Message::Card(cat));
    assert_eq!(
        table.drive(Message::TurnIn),
        Some(Event::Moved { form: None })
    );
    assert!(!table.game().hand(0).contains(&cat));
    assert_eq!(table.game().hand(0).len(), 1);
    assert_eq!(
        table.game().current(),
        0,
        "after trading in, the child still plays"
    );
}

#[test]
fn private_hands_hide_behind_a_curtain_between_turns() {
    let mut table = table("letters", vec![Player::Human, Player::Human], false);
    assert!(table.curtained());
    table.drive(Message::Reveal);
    assert!(!table.curtained());
    let a = card(&table, "A");
    table.arrange(&Position::hand(0, &[a])).unwrap();
    table.drive(Message::Card(a));
    table.drive(Message::Cell(cell(&table, 0, 0)));
    assert_eq!(table.game().current(), 1);
    assert!(
        table.curtained(),
        "the next child's cards are hidden until they are ready"
    );
}

#[test]
fn typing_a_card_selects_it_and_the_keyboard_places_it() {
    let mut table = table("classic", HUMAN_VS_COMPUTER.to_vec(), true);
    let (kd, ten) = (card(&table, "KD"), card(&table, "TH"));
    table.arrange(&Position::hand(0, &[kd, ten])).unwrap();
    table.drive(Message::Typed('1'));
    table.drive(Message::Typed('0'));
    table.drive(Message::Typed('h'));
    assert_eq!(table.selected(), Some(ten), "10H selects the ten of hearts");
    table.drive(Message::Cancel);
    table.drive(Message::Typed('k'));
    table.drive(Message::Typed('d'));
    assert_eq!(table.selected(), Some(kd));
    // The cursor starts in the middle (5,5); K♦ is at row 7, column 7.
    for message in [
        Message::Cursor(1, 1),
        Message::Cursor(1, 1),
        Message::Cursor(1, 1),
    ] {
        table.drive(message);
    }
    table.drive(Message::Cursor(-1, -1));
    assert_eq!(
        table.drive(Message::Enter),
        Some(Event::Moved { form: None })
    );
    assert_eq!(table.game().chip_at(cell(&table, 7, 7)), Some(0));
}

/// The same through the window's keys: each reaches the table as the move it means (the
/// arrows each their way, a letter typed, Enter), and a held Enter places once.
#[test]
fn the_keys_pressed_on_the_window_pick_move_and_place_on_the_table() {
    use iced::keyboard::{Key, key::Named};
    use lineup::app::listen::{Press, key_message};
    let mut table = table("classic", HUMAN_VS_COMPUTER.to_vec(), true);
    let kd = card(&table, "KD");
    table.arrange(&Position::hand(0, &[kd])).unwrap();
    let mut app = App::new(Library::built_in());
    let _ = app.show(Screen::Table(Box::new(table)));
    let press = |app: &mut App, press| {
        let _ = app.update(lineup::app::Message::Key(press));
    };
    press(&mut app, Press::Typed('k'));
    press(&mut app, Press::Typed('d'));
    // From the middle (5,5) to K♦ at row 7, column 7, each arrow once the wrong way.
    for key in [Press::Down, Press::Down, Press::Down, Press::Up] {
        press(&mut app, key);
    }
    for key in [Press::Right, Press::Right, Press::Right, Press::Left] {
        press(&mut app, key);
    }
    let held = common::key_pressed(Key::Named(Named::Enter), true);
    assert!(key_message(held).is_none(), "a held Enter places once");
    press(&mut app, Press::Enter);
    let Screen::Table(table) = app.on_screen() else {
        panic!("the game goes on")
    };
    assert_eq!(table.game().chip_at(cell(table, 7, 7)), Some(0));
}

#[test]
fn computer_seats_play_a_whole_game_to_the_end() {
    for theme in ["classic", "single-deck", "animals", "letters"] {
        let bots = vec![
            Player::Computer(Level::Greedy),
            Player::Computer(Level::Random),
        ];
        let mut table = table(theme, bots, true);
        for _ in 0..2000 {
            if !table.computer_to_move() {
                break;
            }
            computer(&mut table);
        }
        assert!(table.game().is_over(), "{theme}: the game ends");
        if let Some(Outcome::Won(team)) = table.game().outcome() {
            assert!(
                table
                    .winner_name(common::words("en"))
                    .unwrap()
                    .contains(&format!("Player {}", team + 1))
            );
        }
    }
}

#[test]
fn a_hint_marks_a_move_with_its_reason_and_hints_can_show_every_turn() {
    let mut table = table("classic", HUMAN_VS_COMPUTER.to_vec(), true);
    table.drive(Message::Hint);
    let hint = table.hint().expect("a hint for the person to play");
    assert_eq!(
        table.selected(),
        hint.action.card(),
        "its card is picked up"
    );
    assert!(
        table.game().legal_actions().contains(&(0, hint.action)),
        "the hint is a move the rules allow"
    );
    let cell = hint.action.cell().expect("a space to play");
    assert_eq!(
        table.drive(Message::Cell(cell)),
        Some(Event::Moved { form: None })
    );
    assert_eq!(table.hint(), None, "the hint goes with the move");

    let mut always =
        self::table("letters", HUMAN_VS_COMPUTER.to_vec(), true).with_hints_always(true);
    // The app starts a table's work when it shows it: here, the hint.
    for answer in common::run(always.work()) {
        always.drive(answer);
    }
    assert!(always.hint().is_some(), "shown without asking");
}

#[test]
fn undo_takes_back_the_last_move_and_the_computer_reply() {
    let mut table = table("classic", HUMAN_VS_COMPUTER.to_vec(), true);
    let kd = card(&table, "KD");
    table.arrange(&Position::hand(0, &[kd])).unwrap();
    let before = table.game().clone();
    table.drive(Message::Card(kd));
    table.drive(Message::Cell(cell(&table, 7, 7)));
    computer(&mut table);
    assert_eq!(table.game().turn(), 2);
    table.drive(Message::Undo);
    assert!(*table.game() == before);
}

#[test]
fn the_teacher_gives_a_table_talk_penalty_and_each_member_puts_down_a_card() {
    let mut table = table("letters", vec![Player::Human; 4], true);
    assert_eq!(
        table.drive(Message::Penalty(0)),
        Some(Event::Moved { form: None })
    );
    assert!(table.game().owes_discard(0) && table.game().owes_discard(2));
    let first = table.game().hand(0)[0];
    table.drive(Message::Card(first));
    assert_eq!(table.game().hand(0).len(), 3, "seat 0 put a card down");
    let other = table.game().hand(2)[0];
    table.drive(Message::Card(other));
    assert_eq!(table.game().hand(2).len(), 3, "then seat 2");
    assert!(!table.game().owes_discard(2));
    assert_eq!(table.actor(), 0, "and play goes on where it was");
}

#[test]
fn setup_choices_reach_the_game() {
    let mut app = App::new(Library::built_in());
    let _ = app.update(lineup::app::Message::Home(home::Message::Pick(
        "classic".into(),
    )));
    for message in [
        setup::Message::Players(4),
        setup::Message::Draw(lineup_core::DrawMode::Manual),
        setup::Message::First(lineup_core::FirstPlayer::Chosen),
        setup::Message::Choose("jacks".into(), "red-black".into()),
        setup::Message::Seat(1, Player::Human),
        setup::Message::Start,
    ] {
        let _ = app.update(lineup::app::Message::Setup(message));
    }
    let Screen::Table(table) = app.on_screen() else {
        panic!("the game starts")
    };
    let game = table.game();
    assert_eq!((game.players(), game.teams()), (4, 2));
    assert_eq!(game.draw_mode(), lineup_core::DrawMode::Manual);
    assert_eq!(game.current(), 0);
    let jh = game.rules().card_id("JH").unwrap();
    assert_eq!(game.rules().ability(jh), lineup_core::Ability::Wild);
    assert!(!table.computer_to_move(), "seat 1 was switched to a person");
}

#[test]
fn names_typed_in_setup_are_the_names_in_the_game() {
    let mut app = App::new(Library::built_in());
    let _ = app.update(lineup::app::Message::Home(home::Message::Pick(
        "letters".into(),
    )));
    for message in [
        setup::Message::Players(3),
        setup::Message::Name(0, "Maya".into()),
        setup::Message::Name(2, "  ".into()),
        setup::Message::Start,
    ] {
        let _ = app.update(lineup::app::Message::Setup(message));
    }
    let Screen::Table(table) = app.on_screen() else {
        panic!("the game starts")
    };
    assert_eq!(table.team_label(common::words("en"), 0), "Maya (Red)");
    assert_eq!(
        table.team_label(common::words("en"), 2),
        "Player 3 (Green)",
        "a blank name falls back"
    );
}

/// A letters game on `language`'s board, played by two computers as far as it goes.
fn letters_played_out(language: &str) -> Table {
    let greedy = Player::Computer(Level::Greedy);
    let mut table = common::table_in(language, "letters", vec![greedy, greedy], true, 11);
    table.fast_forward(3000);
    table
}

#[test]
fn a_letters_game_is_played_to_the_end_in_every_language() {
    for language in &lineup::look::i18n::LANGUAGES {
        let table = letters_played_out(language.tag);
        assert_eq!(table.game().rules().language(), Some(language.tag));
        assert!(table.game().is_over(), "{}: the game ends", language.tag);
    }
}

#[test]
fn setup_starts_from_the_last_game_of_that_theme() {
    let mut app = App::new(Library::built_in());
    let pick = |app: &mut App, theme: &str| {
        let _ = app.update(lineup::app::Message::Home(home::Message::Pick(
            theme.into(),
        )));
    };
    pick(&mut app, "classic");
    for message in [
        setup::Message::Players(4),
        setup::Message::Seat(1, Player::Human),
        setup::Message::Seat(2, Player::Computer(lineup_bots::Level::Hard)),
        setup::Message::Choose("jacks".into(), "red-black".into()),
        setup::Message::Start,
    ] {
        let _ = app.update(lineup::app::Message::Setup(message));
    }
    let _ = app.update(lineup::app::Message::Table(Message::Home));
    pick(&mut app, "animals");
    let Screen::Setup(animals) = app.on_screen() else {
        panic!("animals' setup")
    };
    assert_eq!(animals.game.players, 2, "another game keeps its own setup");
    let _ = app.update(lineup::app::Message::Setup(setup::Message::Back));
    pick(&mut app, "classic");
    let Screen::Setup(classic) = app.on_screen() else {
        panic!("classic's setup")
    };
    assert_eq!(classic.game.players, 4);
    assert_eq!(classic.game.seats[1], Player::Human);
    assert_eq!(
        classic.game.seats[2],
        Player::Computer(lineup_bots::Level::Hard)
    );
    assert_eq!(
        classic.game.options.get("jacks").map(String::as_str),
        Some("red-black")
    );
}

#[test]
fn the_youngest_games_start_against_the_just_right_computer() {
    for (theme, level) in [
        ("letters", Level::JustRight),
        ("animals", Level::JustRight),
        ("classic", Level::Medium),
    ] {
        let mut app = App::new(Library::built_in());
        let _ = app.update(lineup::app::Message::Home(home::Message::Pick(
            theme.into(),
        )));
        let Screen::Setup(setup) = app.on_screen() else {
            panic!("{theme}: setup opens")
        };
        assert_eq!(setup.game.seats[1], Player::Computer(level), "{theme}");
    }
    assert_eq!(
        setup::LEVELS,
        [Level::Easy, Level::JustRight, Level::Medium, Level::Hard],
        "the levels a teacher can choose, easiest first"
    );
}

#[test]
fn the_just_right_computer_learns_once_from_each_finished_game() {
    let mut table = table(
        "animals",
        vec![Player::Human, Player::Computer(Level::JustRight)],
        true,
    )
    .with_names(vec!["Ana".into(), "".into()]);
    assert_eq!(table.memory_key().as_deref(), Some("animals: Ana"));
    assert!(!table.learn_from_result(), "nothing to learn mid-game");
    table.fast_forward(1000);
    let Some(Outcome::Won(team)) = table.game().outcome() else {
        panic!("the game ends with a winner")
    };
    assert!(table.learn_from_result(), "it learns from the result");
    let form = table.form().unwrap();
    // Beaten, it plays a little better next time; winning, a little gentler.
    assert_eq!(form > 0.0, team == 0, "form {form} after team {team} won");
    assert!(!table.learn_from_result(), "only once");
}

#[test]
fn a_table_nobody_named_is_not_remembered() {
    let table = table(
        "letters",
        vec![Player::Human, Player::Computer(Level::JustRight)],
        true,
    );
    assert_eq!(table.memory_key(), None);
    let table = table.with_names(vec!["Ana".into(), "".into()]);
    assert_eq!(table.memory_key().as_deref(), Some("letters: Ana"));
}

#[test]
fn the_computer_thinks_as_long_whether_a_game_starts_from_setup_a_save_or_a_table() {
    let think = lineup_bots::THINK_MS;
    let theme = Library::built_in().get("classic").unwrap().clone();
    assert_eq!(setup::Setup::new(theme).game.think_ms, think);
    let save = "theme = \"classic\"\nplayers = 2\nseed = 1\nseats = [\"person\", \"medium\"]\n";
    let saved: lineup::data::NewGame = toml::from_str(save).unwrap();
    assert_eq!(saved.think_ms, think, "a save that does not say");
    let table = table("classic", vec![Player::Human, Player::Human], true);
    assert_eq!(table.new_game().think_ms, think);
}

/// The window's title (a browser's tab, the taskbar) tells the class whose turn it is, then
/// who won, in the language in use.
#[test]
fn the_title_says_whose_turn_it_is_and_who_won() {
    let mut app = App::new(Library::built_in());
    assert_eq!(app.title(), "Lineup");
    let _ = app.update(lineup::app::Message::Home(home::Message::Pick(
        "letters".into(),
    )));
    for message in [
        setup::Message::Name(0, "Maya".into()),
        setup::Message::Start,
    ] {
        let _ = app.update(lineup::app::Message::Setup(message));
    }
    assert_eq!(app.title(), "Lineup · Your turn, Maya!");
    let table = letters_played_out("en");
    let Some(lineup_core::Outcome::Won(team)) = table.game().outcome() else {
        panic!("someone wins")
    };
    let winner = table.team_label(common::words("en"), team);
    let _ = app.show(Screen::Table(Box::new(table)));
    assert_eq!(app.title(), format!("Lineup · {winner} wins!"));
}
