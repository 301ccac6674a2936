//! What the app's test files share.
#![allow(dead_code, reason = "each test file uses some of these")]

use lineup::app::screen::{Context, Screen};
use lineup::app::table::{Event, Message, Table};
use lineup::data::Player;
use lineup::look::i18n::Words;
use lineup::look::ui::{Scale, Ui};
use lineup_core::{GameConfig, Library};

/// A game screen for a built-in theme with these seats, dealt from `seed` (the letters game
/// on the English letters board).
pub fn table(theme: &str, players: Vec<Player>, open: bool, seed: u64) -> Table {
    table_in("en", theme, players, open, seed)
}

/// The same, the letters game on `language`'s letters board.
pub fn table_in(language: &str, theme: &str, players: Vec<Player>, open: bool, seed: u64) -> Table {
    let library = Library::built_in();
    let theme = library.get(theme).expect("a built-in theme");
    let rules = library
        .rules(theme, &Default::default(), language, &[])
        .expect("the theme's rules");
    Table::new(
        rules,
        GameConfig::new(players.len() as u8, seed),
        players,
        open,
    )
    .expect("a table the theme allows")
}

thread_local! {
    /// Each language's words, made once a test thread (a test holds on to them for as long as
    /// it runs, as the app does).
    static WORDS: std::cell::RefCell<Vec<&'static Words>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The words of the language `tag`.
pub fn words(tag: &str) -> &'static Words {
    let wanted = Words::new(tag);
    WORDS.with(|all| {
        let mut all = all.borrow_mut();
        if let Some(words) = all.iter().find(|words| words.tag() == wanted.tag()) {
            return *words;
        }
        let words: &'static Words = Box::leak(Box::new(wanted));
        all.push(words);
        words
    })
}

/// The simulator's settings for a screen laid out as the app lays it out: in Lineup's own fonts
/// (Andika, the emoji, every script's), loaded into the simulator's font system once.
pub fn in_lineups_fonts() -> iced::Settings {
    static LOADED: std::sync::Once = std::sync::Once::new();
    let mut fonts = Vec::new();
    LOADED.call_once(|| {
        fonts = lineup::look::fonts::all()
            .map(std::borrow::Cow::Borrowed)
            .collect()
    });
    iced::Settings {
        fonts,
        default_font: lineup::look::fonts::TEXT_FONT,
        ..Default::default()
    }
}

/// A view's tools in `tag`'s language, one pixel a unit, as iced's simulator draws.
pub fn ui(tag: &str) -> Ui<'static> {
    Ui::new(Scale::ONE, words(tag))
}

/// Home's "Go on with the last game", with the replay that the app runs off the window's
/// thread run here, at once. Nothing happens if there is no game to go on with.
pub fn resume(app: &mut lineup::app::App) {
    if let Some(job) = app.resume_job() {
        let _ = app.update(job.run());
    }
}

/// Runs a screen's work (an iced task) to its end, as the app would, and gives the messages
/// it sends back.
pub fn run<T: Send + 'static>(work: iced::Task<T>) -> Vec<T> {
    use futures::StreamExt;
    let Some(stream) = iced_runtime::task::into_stream(work) else {
        return Vec::new();
    };
    let outputs = stream.filter_map(|action| async move {
        match action {
            iced_runtime::Action::Output(message) => Some(message),
            _ => None,
        }
    });
    futures::executor::block_on(outputs.collect())
}

/// The game screen driven as the app drives it, with its work done at once: each message's
/// event, after the work it started (a computer seat's thinking, a hint) has come back.
pub trait Drive {
    fn drive(&mut self, message: Message) -> Option<Event>;
}

thread_local! {
    /// What a screen may use, as the App lends it: the built-in games, no files, no sound.
    static CX: std::cell::RefCell<Context> = std::cell::RefCell::new(Context::new(Library::built_in()));
}

/// Answers `message` on `page` with a context like the App's (the built-in games, no files,
/// no sound), as the App would.
pub fn update<S: Screen>(
    page: &mut S,
    message: S::Message,
) -> (iced::Task<S::Message>, Option<S::Event>) {
    CX.with(|cx| page.update(message, &mut cx.borrow_mut()))
}

impl Drive for Table {
    fn drive(&mut self, message: Message) -> Option<Event> {
        let (work, event) = update(self, message);
        for answer in run(work) {
            let _ = self.drive(answer);
        }
        event
    }
}

/// Every Rust file under `folder`, in its folders too, in order.
pub fn rust_files(folder: &str) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![std::path::PathBuf::from(folder)];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// Runs the app's work to its end, each message it sends back handled as the app would.
pub fn settle(app: &mut lineup::app::App, work: iced::Task<lineup::app::Message>) {
    for message in run(work) {
        let more = app.update(message);
        settle(app, more);
    }
}

/// A key pressed on the window, as iced reports it; `repeat` when it is held down.
pub fn key_pressed(key: iced::keyboard::Key, repeat: bool) -> iced::keyboard::Event {
    use iced::keyboard::key::{NativeCode, Physical};
    iced::keyboard::Event::KeyPressed {
        key: key.clone(),
        modified_key: key,
        physical_key: Physical::Unidentified(NativeCode::Unidentified),
        location: iced::keyboard::Location::Standard,
        modifiers: iced::keyboard::Modifiers::default(),
        text: None,
        repeat,
    }
}

/// The person to play puts a chip down: a card that has somewhere to go (the deal depends on
/// the clock; a dragon has nowhere, on an empty board).
pub fn play_a_card(app: &mut lineup::app::App) {
    let lineup::app::Screen::Table(table) = app.on_screen() else {
        panic!("the game starts")
    };
    let seat = table.actor();
    let (card, target) = (table.game().hand(seat).iter())
        .find_map(|&card| Some((card, table.game().targets(seat, card).first_cell()?)))
        .expect("a playable card");
    let _ = app.update(lineup::app::Message::Table(Message::Card(card)));
    let _ = app.update(lineup::app::Message::Table(Message::Cell(target)));
}

/// The example board of the class's own pictures (`examples/our-pictures`), made and kept in
/// `store`'s themes folder as home's "Make a board" keeps it: the folder it is kept in.
pub fn our_pictures_board(store: &lineup::data::store::Store) -> std::path::PathBuf {
    let english = Library::built_in().alphabet("en").unwrap().clone();
    let themes = store.themes_folder();
    lineup::data::new_board::make_and_keep(
        std::path::Path::new("examples/our-pictures"),
        &english,
        &themes,
    )
    .unwrap();
    let kept = std::fs::read_dir(&themes).unwrap().next().unwrap().unwrap();
    kept.path()
}

/// A folder of its own for a test, under the system's temporary folder, empty.
pub fn temp_folder(name: &str) -> std::path::PathBuf {
    let folder = std::env::temp_dir().join(format!("lineup-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    folder
}

/// The repository's folder, where the documents, scripts and workflows the tests read are.
pub fn root() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}
