//! Home after a teacher's unlucky files: however many notices there are, the games stay in
//! view. The first notices are said short, and Show all says every one whole.

use lineup::app::notice::Notice;
use lineup::app::notice::Say as _;
use lineup::app::{App, Message, home};
use lineup_core::Library;

use crate::common;

/// Thousands of game files that cannot be played, as a bundle once left them in the themes
/// folder: one notice, naming the first, and a button to see them all.
#[test]
fn thousands_of_games_that_cannot_be_played_are_one_short_notice_and_home_keeps_its_games() {
    let mut app = App::new(Library::built_in());
    for n in 0..3000 {
        let text = format!("id = \"broken-{n}\"\nname = \"Broken\"\n");
        let error = lineup_core::File::parse(&text, &format!("broken-{n}.toml")).unwrap_err();
        app.tell(Notice::broken_theme(&error));
    }
    app.tell(Notice::NoSound);
    assert_eq!(
        app.notices().len(),
        2,
        "one notice for every game that cannot be played"
    );
    let said = app.notices()[0].say(common::words("en"));
    assert!(said.starts_with("broken-0.toml cannot be played"), "{said}");
    assert!(said.ends_with("and 2999 more"), "{said}");
    let mut ui = iced_test::simulator(app.screen(common::ui("en")));
    for game in [
        "Classic",
        "Letters",
        "Animals",
        "Single Deck",
        "Show all 3001",
    ] {
        assert!(ui.find(game).is_ok(), "{game} is on home");
    }
    drop(ui);
    let _ = app.update(Message::Home(home::Message::Notices(true)));
    let whole = app.notices()[0].say_whole(common::words("en"));
    assert!(whole.contains("broken-2999.toml cannot be played"));
    let mut ui = iced_test::simulator(app.screen(common::ui("en")));
    assert!(ui.find("Show fewer").is_ok() && ui.find("Classic").is_ok());
}

/// A board brought without its pictures: one notice for all its missing pictures, naming the
/// first few, not a line for each.
#[test]
fn a_board_brought_without_its_pictures_is_one_notice_not_a_line_a_picture() {
    let mut notices = Vec::new();
    for letter in 'a'..='z' {
        let file = format!("/class/themes/ours/{letter}.png");
        Notice::add(
            &mut notices,
            Notice::broken_picture(file, lineup_core::PictureFault::Missing),
        );
    }
    assert_eq!(notices.len(), 1);
    let said = notices[0].say(common::words("en"));
    assert!(said.starts_with("26 pictures cannot be shown: /class/themes/ours/a.png, /class/themes/ours/b.png, /class/themes/ours/c.png, and 23 more."), "{said}");
    assert!(
        notices[0]
            .say_whole(common::words("en"))
            .contains("ours/z.png")
    );
}
