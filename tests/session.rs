//! A game in play with no screen in sight (`Session`) and the setup a table keeps: what starts a
//! game is what its save writes back, a move taken back takes the computer's reply with it,
//! and a save replays into the same game.

use lineup::app::table::Table;
use lineup::data::Player;
use lineup_core::Level;
use lineup_core::Library;

use crate::common;

const HUMAN_VS_COMPUTER: [Player; 2] = [Player::Human, Player::Computer(Level::Greedy)];

#[test]
fn a_table_keeps_the_setup_it_was_started_with_and_its_save_writes_it_back() {
    use lineup::data::{LetterCase, NewGame};
    let library = Library::built_in();
    let game = NewGame {
        names: vec!["Maya".into(), String::new()],
        show_words: false,
        hints_always: true,
        think_ms: 500,
        open_hands: false,
        case: LetterCase::Capital,
        letters: ["A", "B", "C", "D", "E", "F", "G", "L"]
            .map(String::from)
            .to_vec(),
        ..NewGame::new(
            "letters",
            vec![Player::Human, Player::Computer(Level::Easy)],
            9,
        )
    };
    let table = Table::start(&game, &library, "fr").unwrap();
    let written = table.new_game();
    assert_eq!(written.names, game.names);
    assert_eq!(written.seats, game.seats);
    assert_eq!(written.seed, game.seed);
    assert!(!written.show_words && written.hints_always && !written.open_hands);
    assert_eq!((written.think_ms, written.case), (500, LetterCase::Capital));
    assert_eq!(written.letters, game.letters);
    assert_eq!(
        written.board.as_deref(),
        Some("fr"),
        "the board's language is written out"
    );
    assert_eq!(table.name(common::words("en"), 0), "Maya");
}

#[test]
fn a_session_plays_takes_back_and_replays_with_no_screen() {
    use lineup::data::{NewGame, Session};
    let library = Library::built_in();
    let game = NewGame::new("classic", HUMAN_VS_COMPUTER.to_vec(), 3);
    let mut session = Session::start(&game, &library, "en").unwrap();
    // Whoever starts, a person's move and the computer's reply, in either order.
    let mut before_persons_move = None;
    for _ in 0..2 {
        let (seat, action) = session.game().legal_actions()[0];
        if !session.computer_to_move() {
            before_persons_move = Some(session.game().turn());
        }
        session.play(seat, action).unwrap();
    }
    assert_eq!(session.game().turn(), 2);
    // The save replays into the same game.
    let again = Session::from_saved(&session.to_saved(), &library, "en").unwrap();
    let (a, b) = (again.game(), session.game());
    assert_eq!((a.turn(), a.next_actor()), (b.turn(), b.next_actor()));
    assert_eq!((a.hand(0), a.hand(1)), (b.hand(0), b.hand(1)));
    assert_eq!(
        a.legal_actions(),
        b.legal_actions(),
        "the same moves are open"
    );
    // Undo goes back to before the person's move, a computer's reply after it going too.
    session.undo();
    assert_eq!(Some(session.game().turn()), before_persons_move);
    assert!(!session.computer_to_move());
    assert_eq!(session.to_saved().moves.len() as u32, session.game().turn());
}
