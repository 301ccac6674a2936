//! Home in iced's headless simulator: every game has its tile, whole at the smallest classroom
//! screen in every language; the last game is offered; every language is listed in itself.

use iced_test::simulator;
use lineup::app::home;
use lineup::data::Player;
use lineup_core::Library;

use crate::common;

fn home_screen(library: &Library, resume: bool) -> home::Home<'_> {
    home::Home {
        library,
        resume: resume.then(|| "Animals".to_string()),
        loading: false,
        notices: Vec::new(),
        notices_whole: false,
        notices_count: 0,
        notices_cut: false,
        sound: true,
        voice: true,
        motion: true,
        volume: 0.8,
        exchange: false,
        make_board: true,
    }
}

#[test]
fn the_home_screen_shows_every_theme_and_picking_one_opens_it() {
    let library = Library::built_in();
    let mut ui = simulator(home_screen(&library, false).view(common::ui("en")));
    for name in ["Classic", "Letters", "Animals", "Single Deck"] {
        assert!(ui.find(name).is_ok(), "{name} has a tile");
    }
    assert!(
        ui.find("Go on with the last game: Animals").is_err(),
        "no resume without a save"
    );
    ui.click("Animals").expect("the tile can be tapped");
    let messages: Vec<_> = ui.into_messages().collect();
    assert!(matches!(messages.as_slice(), [home::Message::Pick(id)] if id == "animals"));
}

#[test]
fn the_home_screen_offers_to_resume_a_saved_game() {
    let library = Library::built_in();
    let mut ui = simulator(home_screen(&library, true).view(common::ui("en")));
    ui.click("Go on with the last game: Animals")
        .expect("the resume button names the game");
    assert!(matches!(
        ui.into_messages().next(),
        Some(home::Message::Resume)
    ));
}

#[test]
fn the_home_screen_lists_every_language_in_itself_and_the_game_speaks_the_one_picked() {
    let library = Library::built_in();
    let mut ui = simulator(home_screen(&library, false).view(common::ui("en")));
    for name in [
        "English",
        "Español",
        "Français",
        "Deutsch",
        "Português (Brasil)",
    ] {
        assert!(ui.find(name).is_ok(), "{name} is offered");
    }
    ui.click("Español").expect("a language can be tapped");
    assert!(matches!(
        ui.into_messages().next(),
        Some(home::Message::Language("es"))
    ));

    let screen = common::table("classic", vec![Player::Human, Player::Human], true, 4);
    let mut ui = simulator(screen.view(common::ui("es")));
    assert!(ui.find("Elige una carta de tu mano").is_ok());
    assert!(ui.find("Pick a card from your hand").is_err());
}

/// Each game's tile on home holds its whole description, above its "How to play", at the
/// smallest classroom screen (1280 × 720) with the last game offered over the tiles, in every
/// language: in German the longest ran out below the tile's border (its picture kept the room).
#[test]
fn every_tiles_description_is_whole_at_720p_with_the_last_game_offered() {
    let library = Library::built_in();
    for language in &lineup::look::i18n::LANGUAGES {
        let tag = language.tag;
        // Drawn as a 720p window draws it; the tall window below at the same scale.
        let scale = lineup::look::ui::Scale::for_window(iced::Size::new(1280.0, 720.0), 1.0);
        let ui = lineup::look::ui::Ui::new(scale, common::words(tag));
        let home = |height: f32| {
            iced_test::Simulator::with_size(
                common::in_lineups_fonts(),
                (1280.0, height),
                home_screen(&library, true).view(ui),
            )
        };
        // The same tiles, as wide, in a window tall enough for everything.
        let (mut short, mut tall) = (home(720.0), home(1600.0));
        let how_to = ui.words.text("howto-open", None);
        let under = short
            .find(how_to.as_str())
            .unwrap_or_else(|_| panic!("{tag}: How to play is shown"))
            .bounds()
            .y;
        for theme in library.themes() {
            let description = lineup::look::words::theme_description(ui.words, theme.rules());
            let whole = tall.find(description.as_str()).unwrap().bounds();
            let shown = short
                .find(description.as_str())
                .unwrap_or_else(|_| panic!("{tag}: {}'s description is shown", theme.id()))
                .bounds();
            assert!(
                shown.height >= whole.height - 0.5 && shown.y + shown.height <= under,
                "{tag}: {}'s description is cut: {:.0} px of its {:.0} shown, over How to play \
                 at {under:.0}: “{description}”",
                theme.id(),
                shown.height.min(under - shown.y),
                whole.height,
            );
        }
    }
}
