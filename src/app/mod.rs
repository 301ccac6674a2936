//! The classroom window, built with iced. Each screen owns its messages; this module routes
//! them, runs the computer seats' pauses and the keyboard, and keeps the window's settings.

pub mod home;
pub mod save;
pub mod setup;
pub mod style;
pub mod table;
mod table_view;
mod words;

use std::time::Duration;

use iced::keyboard::{self, Key, key::Named};
use iced::widget::container;
use iced::window;
use iced::{Element, Font, Length, Subscription, Task};

use crate::core::{GameConfig, Library};
use setup::Setup;
use table::Table;

/// How long a computer seat waits before moving, so the class sees each move.
pub const COMPUTER_PAUSE: Duration = Duration::from_millis(900);

const ANDIKA: &[u8] = include_bytes!("fonts/Andika-Regular.ttf");
const ANDIKA_BOLD: &[u8] = include_bytes!("fonts/Andika-Bold.ttf");
const EMOJI: &[u8] = include_bytes!("fonts/NotoColorEmoji.ttf");
/// Pictures always come from the colour emoji font, never from a plain font that happens to
/// have the same character.
pub const EMOJI_FONT: Font = Font::with_name("Noto Color Emoji");

/// Opens the window on the home screen, or straight on a game, and runs until it is closed.
pub fn run(library: Library, start: Option<Table>) -> iced::Result {
    let start = std::sync::Mutex::new(start);
    let boot = move || {
        let mut app = App::new(library.clone());
        if let Some(store) = save::Store::standard() {
            app.use_store(store);
        }
        let task = if app.fullscreen {
            app.apply_fullscreen()
        } else {
            Task::none()
        };
        if let Some(table) = start.lock().ok().and_then(|mut start| start.take()) {
            app.screen = Screen::Table(table);
        }
        (app, task)
    };
    iced::application(boot, App::update, App::view)
        .title(App::title)
        .subscription(App::subscription)
        .scale_factor(|app: &App| app.zoom)
        .font(ANDIKA)
        .font(ANDIKA_BOLD)
        .font(EMOJI)
        .default_font(Font::with_name("Andika"))
        .window_size((1280.0, 720.0))
        .run()
}

#[derive(Clone, Debug)]
pub enum Message {
    Home(home::Message),
    Setup(setup::Message),
    Table(table::Message),
    Zoom(f32),
    Fullscreen,
}

pub enum Screen {
    Home,
    Setup(Setup),
    Table(Table),
}

pub struct App {
    pub library: Library,
    pub screen: Screen,
    pub zoom: f32,
    fullscreen: bool,
    store: Option<save::Store>,
    pub settings: save::Settings,
    /// A saved game that can be picked up again.
    pub resume: Option<save::SavedGame>,
    /// Something the teacher should know (a save that could not be read).
    pub notice: Option<String>,
}

impl App {
    pub fn new(library: Library) -> App {
        App {
            library,
            screen: Screen::Home,
            zoom: 1.0,
            fullscreen: false,
            store: None,
            settings: save::Settings::default(),
            resume: None,
            notice: None,
        }
    }

    /// Keeps the game in progress and the settings in `store`, and offers the game saved there.
    pub fn use_store(&mut self, store: save::Store) {
        match store.load_game() {
            Ok(saved) => self.resume = saved,
            Err(message) => self.notice = Some(message),
        }
        let (settings, problem) = store.load_settings();
        self.zoom = settings.zoom.clamp(0.5, 3.0);
        self.fullscreen = settings.fullscreen;
        self.settings = settings;
        self.notice = self.notice.take().or(problem);
        self.store = Some(store);
    }

    /// Writes the settings after a change; a failure is said, never fatal.
    fn keep_settings(&mut self) {
        self.settings.zoom = self.zoom;
        self.settings.fullscreen = self.fullscreen;
        if let Some(store) = &self.store
            && let Err(error) = store.save_settings(&self.settings)
        {
            self.notice = Some(format!("The settings could not be saved: {error}"));
        }
    }

    fn title(&self) -> String {
        words::APP.to_string()
    }

    pub fn update(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Home(message) => self.home(message),
            Message::Setup(message) => self.setup(message),
            Message::Table(message) => self.table(message),
            Message::Zoom(step) => {
                self.zoom = (self.zoom + step).clamp(0.5, 3.0);
                self.keep_settings();
            }
            Message::Fullscreen => {
                self.fullscreen = !self.fullscreen;
                self.keep_settings();
                return self.apply_fullscreen();
            }
        }
        Task::none()
    }

    fn home(&mut self, message: home::Message) {
        match home::update(message) {
            home::Event::Picked(id) => {
                if let Some(theme) = self.library.get(&id) {
                    self.screen = Screen::Setup(Setup::new(theme.clone()));
                    self.settings.last_theme = Some(id);
                    self.keep_settings();
                }
            }
            home::Event::Resume => self.resume_game(),
        }
    }

    fn resume_game(&mut self) {
        let Some(saved) = self.resume.take() else {
            return;
        };
        match Table::from_saved(&saved, &self.library) {
            Ok(table) => self.screen = Screen::Table(table),
            Err(why) => {
                if let Some(store) = &self.store {
                    self.notice = Some(store.set_aside(&store.game_file(), &why));
                }
            }
        }
    }

    fn setup(&mut self, message: setup::Message) {
        let Screen::Setup(setup) = &mut self.screen else {
            return;
        };
        match setup.update(message) {
            Some(setup::Event::Back) => self.screen = Screen::Home,
            Some(setup::Event::Start) => {
                let Some(rules) = setup.rules() else { return };
                let seed = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(1, |time| time.as_secs());
                let mut config = GameConfig::new(setup.players, seed);
                config.draw = setup.draw;
                config.first = Some(setup.first);
                if let Ok(table) = Table::new(rules, config, setup.seats.clone(), setup.open_hands)
                    .map(|table| table.with_names(setup.shown_names()))
                {
                    self.screen = Screen::Table(table);
                }
            }
            None => {}
        }
    }

    fn table(&mut self, message: table::Message) {
        let Screen::Table(table) = &mut self.screen else {
            return;
        };
        match table.update(message) {
            Some(table::Event::Home) => {
                // The game stays saved: "resume" picks it up.
                self.resume = table.game().outcome().is_none().then(|| table.to_saved());
                self.screen = Screen::Home;
            }
            Some(table::Event::Moved) => self.save(),
            None => {}
        }
    }

    /// Saves the game after a move; a finished game is forgotten.
    fn save(&mut self) {
        let (Some(store), Screen::Table(table)) = (&self.store, &self.screen) else {
            return;
        };
        let result = match table.game().is_over() {
            true => {
                store.clear_game();
                Ok(())
            }
            false => store.save_game(&table.to_saved()),
        };
        if let Err(error) = result {
            self.notice = Some(format!("The game could not be saved: {error}"));
        }
    }

    fn apply_fullscreen(&self) -> Task<Message> {
        let mode = if self.fullscreen {
            window::Mode::Fullscreen
        } else {
            window::Mode::Windowed
        };
        window::latest().and_then(move |id| window::set_mode(id, mode))
    }

    pub fn view(&self) -> Element<'_, Message> {
        let screen = match &self.screen {
            Screen::Home => {
                home::view(&self.library, self.resume.is_some(), self.notice.as_deref())
                    .map(Message::Home)
            }
            Screen::Setup(setup) => setup.view().map(Message::Setup),
            Screen::Table(table) => table.view().map(Message::Table),
        };
        container(screen)
            .width(Length::Fill)
            .height(Length::Fill)
            .style(style::page)
            .into()
    }

    /// The keyboard always; a timer only while a computer seat is to move, so an idle window
    /// does no work at all.
    pub fn subscription(&self) -> Subscription<Message> {
        let keys = keyboard::listen().filter_map(key_message);
        match &self.screen {
            Screen::Table(table) if table.computer_to_move() => {
                let turn = table.game().turn();
                let pause = iced::time::every(COMPUTER_PAUSE)
                    .with(turn)
                    .map(|(turn, _)| Message::Table(table::Message::ComputerMove { turn }));
                Subscription::batch([keys, pause])
            }
            _ => keys,
        }
    }
}

fn key_message(event: keyboard::Event) -> Option<Message> {
    let keyboard::Event::KeyPressed { key, modifiers, .. } = event else {
        return None;
    };
    let table = |message| Some(Message::Table(message));
    match key.as_ref() {
        Key::Named(Named::F11) => Some(Message::Fullscreen),
        Key::Character("+" | "=") if modifiers.command() => Some(Message::Zoom(0.1)),
        Key::Character("-") if modifiers.command() => Some(Message::Zoom(-0.1)),
        Key::Named(Named::ArrowUp) => table(table::Message::Cursor(-1, 0)),
        Key::Named(Named::ArrowDown) => table(table::Message::Cursor(1, 0)),
        Key::Named(Named::ArrowLeft) => table(table::Message::Cursor(0, -1)),
        Key::Named(Named::ArrowRight) => table(table::Message::Cursor(0, 1)),
        Key::Named(Named::Enter) => table(table::Message::Enter),
        Key::Named(Named::Escape) => table(table::Message::Cancel),
        Key::Character(typed) if !modifiers.command() => typed
            .chars()
            .next()
            .map(|letter| Message::Table(table::Message::Typed(letter))),
        _ => None,
    }
}
