//! Whole screens in iced's headless simulator: what a child or teacher sees and taps.

use iced_test::selector::{Candidate, Target};
use iced_test::simulator;
use lineup::app::table::{Message, Table};
use lineup::app::{home, setup};
use lineup::data::Player;
use lineup_core::Level;
use lineup_core::{Library, Position};

use crate::common;
use crate::common::Drive;

fn table(theme: &str, players: Vec<Player>, open: bool) -> Table {
    common::table(theme, players, open, 4)
}

#[test]
fn setup_starts_the_game_with_the_theme_options_on_show() {
    let library = Library::built_in();
    let screen = setup::Setup::new(library.get("classic").unwrap().clone());
    let mut ui = simulator(screen.view(common::ui("en")));
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
        vec![Player::Human, Player::Computer(Level::Greedy)],
        true,
    );
    {
        let mut ui = simulator(screen.view(common::ui("en")));
        assert!(
            ui.find("● Your turn, Player 1!").is_ok(),
            "the turn banner, with the team's shape"
        );
        assert!(ui.find("Pick a card from your hand").is_ok());
    }
    let jd = screen.game().rules().card_id("JD").unwrap();
    screen.arrange(&Position::hand(0, &[jd])).unwrap();
    screen.drive(Message::Card(jd));
    let mut ui = simulator(screen.view(common::ui("en")));
    assert!(
        ui.find("Pick any empty space").is_ok(),
        "a wild card asks for any space"
    );
    ui.click("Teacher")
        .expect("the teacher's menu is one button away");
    assert!(matches!(
        ui.into_messages().next(),
        Some(Message::Menu(lineup::app::table::Menu::Open))
    ));
}

#[test]
fn private_hands_show_a_curtain_the_next_child_taps() {
    let screen = table("letters", vec![Player::Human, Player::Human], false);
    let mut ui = simulator(screen.view(common::ui("en")));
    ui.click("Pass to Player 1: tap when ready")
        .expect("the curtain");
    assert!(matches!(ui.into_messages().next(), Some(Message::Reveal)));
}

#[test]
fn the_end_of_a_game_names_the_winner_and_offers_another() {
    let mut screen = table(
        "animals",
        vec![
            Player::Computer(Level::Greedy),
            Player::Computer(Level::Greedy),
        ],
        true,
    );
    screen.fast_forward(500);
    assert!(screen.game().is_over());
    let headline = match screen.game().outcome() {
        Some(lineup_core::Outcome::Won(team)) => {
            let shape = ["●", "▲"][team as usize];
            format!(
                "{shape} {} wins!",
                screen.winner_name(common::words("en")).unwrap()
            )
        }
        _ => " Nobody can move: it is a draw!".to_string(),
    };
    let mut ui = simulator(screen.view(common::ui("en")));
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
    let cells = run
        .iter()
        .fold(lineup_core::Cells::EMPTY, |all, &at| all | at.bit());
    let jd = rules.card_id("JD").unwrap();
    screen
        .arrange(&Position {
            chips: run.iter().map(|&at| (at, Some(1))).collect(),
            sequences: vec![(1, cells)],
            hands: vec![(0, vec![jd])],
            ..Position::default()
        })
        .unwrap();
    screen.drive(Message::Card(jd));
    let mut ui = simulator(screen.view(common::ui("en")));
    ui.click("K♦").expect("a K♦ cell on the board");
    let messages: Vec<_> = ui.into_messages().collect();
    let kd_cells = rules.card_cells()[rules.card_id("KD").unwrap().index()];
    assert!(
        matches!(messages.as_slice(), [Message::Cell(at)] if kd_cells.contains(*at)),
        "{messages:?}"
    );
}

#[test]
fn the_hint_button_asks_for_a_hint_and_the_reason_shows() {
    let mut screen = table("classic", vec![Player::Human, Player::Human], true);
    let mut ui = simulator(screen.view(common::ui("en")));
    ui.click("Hint").expect("a hint button for a person's turn");
    let messages: Vec<_> = ui.into_messages().collect();
    assert!(matches!(messages.as_slice(), [Message::Hint]));
    screen.drive(Message::Hint);
    let hint = screen.hint().expect("a hint");
    let mut ui = simulator(screen.view(common::ui("en")));
    assert!(ui.find("Hint").is_err(), "the hint is showing");
    assert!(
        ui.find("Pick a card from your hand").is_err(),
        "the reason replaces the prompt ({:?})",
        hint.reason
    );
}

/// Clicks `target` on `table`'s screen and hands the messages it sends back to the table.
fn tap(table: &mut Table, target: &str) {
    tap_in(table, "en", target)
}

/// The same in the language `tag`.
fn tap_in(table: &mut Table, tag: &str, target: &str) {
    let messages: Vec<Message> = {
        let mut ui = simulator(table.view(common::ui(tag)));
        ui.click(target)
            .unwrap_or_else(|error| panic!("\"{target}\" can be tapped: {error:?}"));
        ui.into_messages().collect()
    };
    for message in messages {
        table.drive(message);
    }
}

#[test]
fn a_whole_turn_by_taps_in_every_theme_lights_the_spaces_and_places_a_chip() {
    for (theme, card) in [
        ("classic", "KD"),
        ("single-deck", "KD"),
        ("animals", "cat"),
        ("letters", "B"),
    ] {
        let mut screen = table(theme, vec![Player::Human, Player::Human], true);
        let rules = screen.game().rules().clone();
        let id = rules.card_id(card).unwrap();
        let seat = screen.actor();
        screen.arrange(&Position::hand(seat, &[id])).unwrap();
        // The hand is drawn after the board, so the hand's card is the last of its faces.
        let face = match (&rules.card(id).look.picture, &rules.card(id).look.label) {
            (Some(picture), _) => picture.clone(),
            // Letters show as "Bb" unless setup says otherwise.
            (None, Some(_)) => format!(
                "{}{}",
                lineup::data::LetterCase::default().label(&rules.card(id).look),
                rules.card(id).look.symbol.clone().unwrap_or_default()
            ),
            (None, None) => card.to_string(),
        };
        // The same face is on the board too: the hand is the one on the right of the screen.
        tap_in_hand(&mut screen, "en", &face, false);
        assert_eq!(
            screen.selected(),
            Some(id),
            "{theme}: tapping picks the card up"
        );
        let targets = screen.game().targets(seat, id);
        assert!(!targets.is_empty(), "{theme}: its spaces light up");
        assert!(
            simulator(screen.view(common::ui("en")))
                .find("Pick a space with this card")
                .is_ok(),
            "{theme}: the prompt says what to do"
        );
        screen.drive(Message::Cell(targets.first_cell().unwrap()));
        let team = screen.game().team_of(seat);
        assert_eq!(
            screen.game().chips(team).len(),
            1,
            "{theme}: the chip is down"
        );
        let next = 1 - seat;
        let banner = format!(
            "{} Your turn, Player {}!",
            ["●", "▲"][next as usize],
            next + 1
        );
        assert!(
            simulator(screen.view(common::ui("en")))
                .find(banner.as_str())
                .is_ok(),
            "{theme}: the next player's turn is shown"
        );
    }
}

#[test]
fn a_dead_card_is_traded_in_with_the_button_on_screen() {
    let mut screen = table("classic", vec![Player::Human, Player::Human], true);
    let rules = screen.game().rules().clone();
    let kd = rules.card_id("KD").unwrap();
    screen
        .arrange(&Position {
            chips: rules.card_cells()[kd.index()]
                .iter()
                .map(|cell| (cell, Some(1)))
                .collect(),
            hands: vec![(0, vec![kd])],
            ..Position::default()
        })
        .unwrap();
    screen.drive(Message::Card(kd));
    assert!(
        simulator(screen.view(common::ui("en")))
            .find("Dead card: trade it in")
            .is_ok()
    );
    tap(&mut screen, "Trade in this card");
    assert!(screen.game().dead_card_turned_in(), "the trade is done");
}

#[test]
fn the_teacher_undoes_and_the_hint_is_tapped_on_screen() {
    let mut screen = table("animals", vec![Player::Human, Player::Human], true);
    tap(&mut screen, "Hint");
    let hint = screen.hint().expect("a hint is showing");
    screen.drive(Message::Cell(hint.action.cell().unwrap()));
    assert_eq!(screen.game().turn(), 1);
    tap(&mut screen, "Teacher");
    tap(&mut screen, "Undo");
    assert_eq!(screen.game().turn(), 0, "undone from the screen");
}

#[test]
fn a_wild_jack_and_a_remove_jack_are_played_by_taps_with_plain_prompts() {
    let mut screen = table("classic", vec![Player::Human, Player::Human], true);
    let rules = screen.game().rules().clone();
    let seat = screen.actor();
    let team = screen.game().team_of(seat);
    let wild = rules.card_id("JD").unwrap();
    screen.arrange(&Position::hand(seat, &[wild])).unwrap();
    tap(&mut screen, "J♦");
    assert_eq!(screen.selected(), Some(wild));
    assert!(
        simulator(screen.view(common::ui("en")))
            .find("Pick any empty space")
            .is_ok(),
        "the wild card says it goes anywhere"
    );
    let anywhere = screen.game().targets(seat, wild);
    assert!(anywhere.len() > 90, "every empty space lights up");
    screen.drive(Message::Cell(anywhere.first_cell().unwrap()));
    assert_eq!(screen.game().chips(team).len(), 1, "the wild chip is down");

    // Now the other player takes that chip away with a one-eyed jack.
    let seat = screen.actor();
    let remove = rules.card_id("JS").unwrap();
    screen.arrange(&Position::hand(seat, &[remove])).unwrap();
    tap(&mut screen, "J♠");
    assert!(
        simulator(screen.view(common::ui("en")))
            .find("Pick a chip to take away")
            .is_ok(),
        "the remove card says what it does"
    );
    let chip = screen.game().targets(seat, remove);
    assert_eq!(chip.len(), 1, "only the other team's chip lights up");
    screen.drive(Message::Cell(chip.first_cell().unwrap()));
    assert!(screen.game().chips(team).is_empty(), "the chip is gone");
}

/// Taps the card showing `face` in the hand, which is beside the board: on the right, or on
/// the left in a window read from the right. The board shows the same faces elsewhere.
fn tap_in_hand(screen: &mut Table, tag: &str, face: &str, hand_on_the_left: bool) {
    let in_hand = |candidate: Candidate<'_>| match candidate {
        Candidate::Text {
            content,
            visible_bounds: Some(bounds),
            ..
        } if content == face
            && match hand_on_the_left {
                true => bounds.x < 300.0,
                false => bounds.x > 700.0,
            } =>
        {
            Some(Target::from(candidate))
        }
        _ => None,
    };
    let messages: Vec<Message> = {
        let mut ui = simulator(screen.view(common::ui(tag)));
        ui.click(in_hand)
            .unwrap_or_else(|error| panic!("{face} is in the hand: {error:?}"));
        ui.into_messages().collect()
    };
    for message in messages {
        screen.drive(message);
    }
}

/// A letters turn by taps in a language's own script: the letter card is found in the hand
/// (on the left in a window read from the right), tapped, then a picture of that letter.
fn letters_turn_by_taps(tag: &str, letter: &str, hand_on_the_left: bool) {
    let mut screen = common::table_in(tag, "letters", vec![Player::Human, Player::Human], true, 4);
    let rules = screen.game().rules().clone();
    assert_eq!(rules.language(), Some(tag), "the {tag} letters board");
    let id = rules.card_id(letter).unwrap();
    let seat = screen.actor();
    screen.arrange(&Position::hand(seat, &[id])).unwrap();
    let face = lineup::data::LetterCase::default().label(&rules.card(id).look);
    tap_in_hand(&mut screen, tag, &face, hand_on_the_left);
    assert_eq!(
        screen.selected(),
        Some(id),
        "{tag}: tapping picks {face} up"
    );
    let cell = screen.game().targets(seat, id).first_cell().unwrap();
    let picture = rules.picture_at(cell).unwrap().picture.clone();
    tap_in(&mut screen, tag, &picture);
    assert_eq!(
        screen.game().chip_at(cell),
        Some(screen.game().team_of(seat)),
        "{tag}: the chip is on {picture}"
    );
}

#[test]
fn a_letters_turn_by_taps_in_arabic_reads_from_the_right() {
    letters_turn_by_taps("ar", "ب", true);
}

#[test]
fn a_letters_turn_by_taps_in_ukrainian() {
    letters_turn_by_taps("uk", "Ж", false);
}

#[test]
fn a_board_made_from_a_folder_of_pictures_is_said_and_the_letters_game_plays_on_it() {
    use lineup::app::{App, Message, Screen, board_maker};
    let mut app = App::new(Library::built_in());
    let _ = app.update(Message::Home(home::Message::MakeBoard));
    assert!(matches!(app.on_screen(), Screen::MakeBoard(_)));
    let themes = std::env::temp_dir().join(format!("lineup-screens-board-{}", std::process::id()));
    let english = app.library().alphabet("en").unwrap().clone();
    let outcome: board_maker::Outcome = lineup::data::new_board::make_and_keep(
        std::path::Path::new("examples/our-pictures"),
        &english,
        &themes,
    );
    let _ = app.update(Message::MakeBoard(lineup::app::board_maker::Message::Made(
        Box::new(outcome),
    )));
    let mut ui = simulator(app.screen(common::ui("en")));
    assert!(
        ui.find("The board is made, with 10 letters: B C F H K L M P S T. The Letters game plays on it in English.")
            .is_ok()
    );
    assert_eq!(app.library().alphabet("en").unwrap().letters.len(), 10);
    // The page offers the game, which then plays on the board made.
    ui.click("Letters").expect("a button to play the board");
    for message in ui.into_messages().collect::<Vec<_>>() {
        let _ = app.update(message);
    }
    assert!(matches!(app.on_screen(), Screen::Setup(_)));
    let _ = std::fs::remove_dir_all(themes);
}

/// Where each of `names` is drawn, in the order given.
fn places(ui: &mut iced_test::Simulator<'_, impl Clone>, names: &[String]) -> Vec<iced::Rectangle> {
    names
        .iter()
        .map(|name| match ui.find(name.as_str()) {
            Ok(target) => target.bounds(),
            Err(_) => panic!("{name} is not shown"),
        })
        .collect()
}

/// Whether things laid out in `places` read in order: along a line in the reading direction,
/// each next line below, starting again at the reading side. Returns the lines found.
fn read_in_order(places: &[iced::Rectangle], right_to_left: bool) -> usize {
    let mut lines = 1;
    for pair in places.windows(2) {
        let (one, next) = (pair[0], pair[1]);
        let along = match right_to_left {
            true => next.x < one.x,
            false => next.x > one.x,
        };
        if (next.y - one.y).abs() < one.height / 2.0 {
            assert!(
                along,
                "{next:?} follows {one:?} on its line, in reading order"
            );
        } else {
            assert!(next.y > one.y, "{next:?} is on a line below {one:?}");
            assert!(
                !along,
                "{next:?} starts its line at the reading side, not after {one:?}"
            );
            lines += 1;
        }
    }
    lines
}

#[test]
fn rows_that_wrap_read_in_order_from_the_right_as_from_the_left() {
    let names: Vec<String> = lineup::look::i18n::language_names()
        .iter()
        .map(|(_, name)| name.clone())
        .collect();
    for (tag, right_to_left) in [("en", false), ("ar", true), ("he", true)] {
        let mut ui = iced_test::Simulator::with_size(
            Default::default(),
            (700.0, 600.0),
            home::languages(common::ui(tag)),
        );
        let lines = read_in_order(&places(&mut ui, &names), right_to_left);
        assert!(lines > 1, "{tag}: the languages wrap in a narrow window");
    }
    // The Hebrew alphabet in the letters game's setup starts at the top right with א.
    let library = Library::built_in();
    let hebrew = library.alphabet("he").unwrap().clone();
    let letters: Vec<String> = hebrew.letters.iter().map(|l| l.letter.clone()).collect();
    let screen = setup::Setup::new(library.get("letters").unwrap().clone()).with_letters(
        Some(hebrew),
        Vec::new(),
        Default::default(),
    );
    let mut ui = iced_test::Simulator::with_size(
        Default::default(),
        (900.0, 1400.0),
        screen.view(common::ui("he")),
    );
    let lines = read_in_order(&places(&mut ui, &letters), true);
    assert!(lines > 1, "the Hebrew letters wrap");
}

/// Each page opens from home in the window as it is, its widgets' state made anew: iced's
/// keyed column (which lays a screen out again when a font comes) hands its child the tree
/// of the screen before, whatever it was, and the board maker's page panicked on home's.
#[test]
fn every_page_opens_from_home_in_a_window_that_showed_home() {
    use iced::advanced::renderer::Headless;
    use iced::{Point, Size, mouse};
    use iced_runtime::user_interface::{Cache, UserInterface};
    let mut renderer = futures::executor::block_on(iced::Renderer::new(
        iced::Font::DEFAULT,
        iced::Pixels(16.0),
        None,
    ))
    .expect("a renderer without a window");
    let size = Size::new(1280.0, 720.0);
    let opened = [
        home::Message::MakeBoard,
        home::Message::Pick("letters".into()),
        home::Message::HowTo("animals".into()),
        home::Message::About,
    ];
    for open in opened {
        let mut app = lineup::app::App::new(Library::built_in());
        let cache =
            UserInterface::build(app.view(), size, Cache::default(), &mut renderer).into_cache();
        let _ = app.update(lineup::app::Message::Home(open.clone()));
        let mut window = UserInterface::build(app.view(), size, cache, &mut renderer);
        let at = Point::new(640.0, 360.0);
        let moved = iced::Event::Mouse(mouse::Event::CursorMoved { position: at });
        let mut messages = Vec::new();
        let _ = window.update(
            &[moved],
            mouse::Cursor::Available(at),
            &mut renderer,
            &mut iced::advanced::clipboard::Null,
            &mut messages,
        );
        assert!(
            !matches!(app.on_screen(), lineup::app::Screen::Home),
            "{open:?} opens a page"
        );
    }
}

/// The teacher's pages start where the language is read from: in Hebrew the recording's title,
/// its letter and its Record button stand at the right, in English at the left.
#[test]
fn the_recording_page_starts_at_the_reading_side() {
    let library = Library::built_in();
    for (tag, right_to_left) in [("en", false), ("he", true)] {
        let board = library.alphabet(tag).unwrap();
        let page = lineup::app::record::Recorder::new(board, Default::default());
        let ui = common::ui(tag);
        let mut screen =
            iced_test::Simulator::with_size(Default::default(), (1200.0, 800.0), page.view(ui));
        let title = lineup::t!(ui, "rec-title");
        let record = lineup::t!(ui, "rec-record");
        let letter = board.letters[0].letter.clone();
        for shown in [title, record, letter] {
            let at = screen.find(shown.as_str()).unwrap().bounds();
            let middle = at.x + at.width / 2.0;
            assert_eq!(middle > 600.0, right_to_left, "{tag}: {shown} at {at:?}");
        }
    }
}

/// In a language read from the right, each row of a page starts at the right, inside its
/// column as on the page: "Players" and its buttons at the right edge of setup's first column,
/// the board maker's and the recorder's titles at the right of their pages, and in Our files
/// what each kept thing is; and setup's letters to play with start where the rows under them
/// do. In English the same rows start at the left.
#[test]
fn in_a_language_read_from_the_right_every_row_starts_at_the_right() {
    use lineup::app::board_maker::BoardMaker;
    use lineup::app::ours::Ours;
    use lineup::app::record::Recorder;
    use lineup::app::setup::Setup;
    let library = Library::built_in();
    let (width, height) = (1280.0, 720.0);
    let scale = lineup::look::ui::Scale::for_window(iced::Size::new(width, height), 1.0);
    // Our files lists a board the class made of its pictures.
    let store = lineup::data::store::Store::at(&common::temp_folder("rows-read-from-the-right"));
    common::our_pictures_board(&store);
    let (mut ours, work) = Ours::open(store);
    for answer in common::run(work) {
        let _ = common::update(&mut ours, answer);
    }
    for tag in ["ar", "fa", "he", "ur", "en"] {
        let ui = lineup::look::ui::Ui::new(scale, common::words(tag));
        let board = library.alphabet(tag).unwrap().clone();
        let setup = Setup::new(library.get("letters").unwrap().clone()).with_letters(
            Some(board.clone()),
            Vec::new(),
            Default::default(),
        );
        let maker = BoardMaker::new(String::new(), true);
        let recorder = Recorder::new(&board, Default::default());
        let english = lineup::look::i18n::find("en").unwrap().name();
        let pages: [(String, iced::Element<'_, ()>); 4] = [
            (
                ui.words.text("setup-players", None),
                setup.view(ui).map(|_| ()),
            ),
            (
                ui.words.text("home-make-board", None),
                maker.view(ui).map(|_| ()),
            ),
            (
                ui.words.text("rec-title", None),
                recorder.view(ui).map(|_| ()),
            ),
            (
                lineup::t!(ui.words, "ours-board", language = english),
                ours.view(ui).map(|_| ()),
            ),
        ];
        // Setup's other column: the letters to play with start where the rows under them do.
        let mut screen = iced_test::Simulator::with_size(
            common::in_lineups_fonts(),
            (width, height),
            setup.view(ui).map(|_| ()),
        );
        let mut row_of = |key: &str| {
            let said = ui.words.text(key, None);
            (screen.find(said.as_str()))
                .unwrap_or_else(|_| panic!("{tag}: {key} is shown"))
                .bounds()
        };
        let (letters, drawing) = (row_of("setup-letters"), row_of("setup-drawing"));
        let (letters_at, drawing_at) = match ui.words.right_to_left() {
            true => (letters.x + letters.width, drawing.x + drawing.width),
            false => (letters.x, drawing.x),
        };
        assert!(
            (letters_at - drawing_at).abs() < 2.0,
            "{tag}: the letters row starts at {letters_at:.0}, the rows under it at {drawing_at:.0}"
        );
        for (said, page) in pages {
            let mut screen =
                iced_test::Simulator::with_size(common::in_lineups_fonts(), (width, height), page);
            let at = (screen.find(said.as_str()))
                .unwrap_or_else(|_| panic!("{tag}: {said} is shown"))
                .bounds();
            match ui.words.right_to_left() {
                true => assert!(
                    at.x + at.width > width * 0.9,
                    "{tag}: {said} ends at {:.0} of {width}: its row hugs the left",
                    at.x + at.width
                ),
                false => assert!(at.x < width * 0.1, "{tag}: {said} starts at {:.0}", at.x),
            }
        }
    }
}
