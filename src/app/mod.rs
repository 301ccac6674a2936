//! The classroom window, built with iced. The App is a router: each screen with a state of its
//! own answers its messages itself ([`screen::Screen`]), with what it may use lent in a
//! [`screen::Context`]; the App keeps only what crosses screens (which one is up, the language,
//! the window's switches, the files read and brought, what the teacher should know).

pub mod about;
pub mod board_maker;
mod fetched;
pub mod home;
pub mod howto;
mod language;
pub mod listen;
pub mod notice;
pub mod ours;
mod persist;
pub mod record;
pub mod screen;
pub mod setup;
pub mod sounds;
pub mod table;
pub(crate) mod tasks;

use iced::widget::{container, responsive};
use iced::{Element, Length, Task};

use crate::data::store::{self, Store};
use crate::look::i18n::{self, Words};
use crate::look::ui::{Scale, Ui};
use crate::look::{decoded, fonts, style, words};
use crate::t;
use lineup_core::Library;
use lineup_platform::{exchange, files, locale, sound};
use notice::{Notice, Say as _};
use screen::{Context, Screen as _};
use setup::Setup;
use table::Table;

pub use listen::Window;
pub use persist::{Files, ResumeJob};

/// Opens the window on the home screen, or straight on a game, and runs until it is closed.
/// `language` overrides the saved setting for this run only; `broken` are the teacher's game
/// files that could not be loaded, listed on the home screen with what is wrong.
pub fn run(
    library: Library,
    start: Option<Screen>,
    language: Option<String>,
    broken: Vec<lineup_core::ThemeError>,
) -> iced::Result {
    let start = std::sync::Mutex::new(start);
    let boot = move || {
        let mut app = App::new(library.clone());
        for error in &broken {
            app.tell(Notice::broken_theme(error));
        }
        app.cx.sound = sound::Player::open();
        if let Some(language) = i18n::first_spoken(&locale::languages()) {
            app.cx.words = Words::new(language);
        }
        if let Some(language) = &language {
            app.cx.words = Words::new(language);
            app.language_for_run = Some(language.clone());
        }
        let task = match Store::standard() {
            Some(store) => app.read_files_later(store),
            None => Task::none(),
        };
        let opened = match start.lock().ok().and_then(|mut start| start.take()) {
            Some(screen) => app.show(screen),
            None => Task::none(),
        };
        let languages = app.want_languages();
        let keeping = Task::perform(lineup_platform::served::keeping(), Message::Keeping);
        (app, Task::batch([task, opened, languages, keeping]))
    };
    let application = iced::application(boot, App::update, App::view)
        .title(App::title)
        .subscription(App::subscription);
    fonts::all()
        .fold(application, |application, font| application.font(font))
        .default_font(fonts::TEXT_FONT)
        .window_size((1280.0, 720.0))
        .run()
}

#[derive(Clone, Debug)]
pub enum Message {
    Home(home::Message),
    Setup(setup::Message),
    Table(table::Message),
    MakeBoard(board_maker::Message),
    /// On the page that records the class's own voice.
    Record(record::Message),
    /// On Our files.
    Ours(ours::Message),
    /// Back home from a page with nothing of its own (how to play, About Lineup).
    Back,
    /// A key pressed, for the screen on the window (see [`listen::Press`]).
    Key(listen::Press),
    /// The window's size and mode (zoom, full screen).
    Window(Window),
    /// The answer to "start a new board with pictures in this language?".
    NewBoard(bool),
    /// Lineup's files read, brought or kept (on another thread).
    Files(Files),
    /// A teacher's picture file has been decoded (on another thread), or could not be.
    Picture(decoded::Decoded),
    /// A language's voices or script font came from beside the page (the browser's build).
    Fetched(fetched::Came),
    /// How the browser keeps the page's storage.
    Keeping(lineup_platform::served::Keeping),
}

pub enum Screen {
    Home,
    /// How to play a game, opened from home.
    HowTo(std::sync::Arc<lineup_core::RuleSet>),
    Setup(Box<Setup>),
    Table(Box<Table>),
    /// Making a letters board from a folder of pictures.
    MakeBoard(board_maker::BoardMaker),
    /// Recording the class's own voice for the letters board in use.
    Record(record::Recorder),
    /// Who made Lineup, its voices and its fonts.
    About,
    /// Everything Lineup keeps for the class, each removable.
    Ours(ours::Ours),
}

pub struct App {
    /// What a screen may use: the games, the store, the settings, the words, the sound.
    cx: Context,
    screen: Screen,
    zoom: f32,
    /// The language asked for on the command line, for this run only: the settings' does not
    /// replace it.
    language_for_run: Option<String>,
    fullscreen: bool,
    /// A saved game that can be picked up again.
    resume: Option<crate::data::SavedGame>,
    /// The saved game is still being read.
    loading: bool,
    /// What the teacher should know (a save that could not be read, no sound), oldest first.
    notices: Vec<Notice>,
    /// Whether home shows every notice whole, or the first few.
    notices_whole: bool,
    /// The language changed during a game whose pictures depend on it: ask before a new board.
    ask_new_board: bool,
    /// Writes settings and the save off the UI thread.
    writer: Option<store::Writer>,
    /// A teacher's picture files, decoded as the games on screen need them.
    pictures: decoded::Pictures,
    /// The languages whose voices and fonts were fetched (the browser's build).
    asked: fetched::Asked,
    /// How many fonts have come since the start (the browser's build).
    fonts_came: usize,
}

/// Runs `$body` with `$page` bound to the screen on the window if it has a state of its own,
/// and `$wrap` to the App's message for that screen's; `$otherwise` for a page without.
macro_rules! each_screen {
    ($screen:expr, $page:ident, $wrap:ident => $body:expr, $otherwise:expr) => {
        match $screen {
            Screen::Setup($page) => {
                let $wrap = Message::Setup;
                $body
            }
            Screen::Table($page) => {
                let $wrap = Message::Table;
                $body
            }
            Screen::MakeBoard($page) => {
                let $wrap = Message::MakeBoard;
                $body
            }
            Screen::Record($page) => {
                let $wrap = Message::Record;
                $body
            }
            Screen::Ours($page) => {
                let $wrap = Message::Ours;
                $body
            }
            Screen::Home | Screen::HowTo(_) | Screen::About => $otherwise,
        }
    };
}
pub(crate) use each_screen;

impl App {
    pub fn new(library: Library) -> App {
        App {
            cx: Context::new(library),
            screen: Screen::Home,
            zoom: 1.0,
            language_for_run: None,
            fullscreen: false,
            resume: None,
            loading: false,
            notices: Vec::new(),
            notices_whole: false,
            ask_new_board: false,
            writer: None,
            pictures: decoded::Pictures::default(),
            asked: fetched::Asked::default(),
            fonts_came: 0,
        }
    }

    /// The window's title (a browser's tab): Lineup, and in a game whose turn it is or who won,
    /// so the taskbar or the tab tells the class too.
    pub fn title(&self) -> String {
        let app = t!(self.cx.words, "app-title");
        match &self.screen {
            Screen::Table(table) => format!("{app} · {}", table.headline(&self.cx.words).0),
            _ => app,
        }
    }

    /// The language in use.
    pub fn words(&self) -> &Words {
        &self.cx.words
    }

    /// The screen on the window.
    pub fn on_screen(&self) -> &Screen {
        &self.screen
    }

    /// The games on offer.
    pub fn library(&self) -> &Library {
        &self.cx.library
    }

    /// What the class chose, as kept.
    pub fn settings(&self) -> &crate::data::Settings {
        &self.cx.settings
    }

    /// What home tells the teacher, oldest first.
    pub fn notices(&self) -> &[Notice] {
        &self.notices
    }

    /// Tells the teacher on home, once: a notice like one already there is counted in it.
    pub fn tell(&mut self, notice: Notice) {
        Notice::add(&mut self.notices, notice);
    }

    /// The clips the class recorded, by the clip each replaces.
    pub fn recorded_clips(&self) -> Vec<&str> {
        self.cx.recorded.keys().map(String::as_str).collect()
    }

    /// The saved game home offers to go on with.
    pub fn resume(&self) -> Option<&crate::data::SavedGame> {
        self.resume.as_ref()
    }

    /// Whether the window asks before a new board in the language just chosen.
    pub fn asks_new_board(&self) -> bool {
        self.ask_new_board
    }

    /// The size of everything on screen, 1 for the size that fits the window.
    pub fn zoom(&self) -> f32 {
        self.zoom
    }

    pub fn update(&mut self, message: Message) -> Task<Message> {
        self.collect_notices();
        let task = self.handle(message);
        // Any message may bring a language into use (the settings read, a language tapped, a
        // game started): its voices and fonts are fetched where they are not built in.
        Task::batch([task, self.want_languages()])
    }

    /// Puts `screen` on the window, with the work it starts: its pictures decoding, and what
    /// the screen waits for (on a table, the thinking of a computer seat whose turn it is).
    pub fn show(&mut self, screen: Screen) -> Task<Message> {
        self.screen = screen;
        let work =
            each_screen!(&mut self.screen, page, wrap => page.opened().map(wrap), Task::none());
        Task::batch([work, self.want_pictures()])
    }

    /// Starts decoding the picture files the screen shows that are not decoded yet.
    fn want_pictures(&mut self) -> Task<Message> {
        let files = match &self.screen {
            Screen::HowTo(rules) => crate::data::pictures::paths(rules)
                .map(str::to_string)
                .collect(),
            screen => each_screen!(screen, page, _wrap => page.picture_files(), Vec::new()),
        };
        let wanted = self.pictures.want_files(files.iter().map(String::as_str));
        tasks::each_off_the_window(wanted, decoded::decode).map(Message::Picture)
    }

    fn handle(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Home(message) => return self.home(message),
            Message::Setup(message) => return self.setup(message),
            Message::Table(message) => return self.table(message),
            Message::MakeBoard(message) => return self.board_maker(message),
            Message::Record(message) => return self.recorder(message),
            Message::Ours(message) => return self.ours(message),
            Message::Back => self.screen = Screen::Home,
            Message::Key(press) => return self.key(press),
            Message::Window(change) => return self.window(change),
            Message::NewBoard(yes) => return self.new_board(yes),
            Message::Files(files) => return self.files(files),
            Message::Picture(decoded) => {
                if let Some((file, fault)) = self.pictures.keep(decoded) {
                    Notice::add(&mut self.notices, Notice::broken_picture(file, fault));
                }
            }
            Message::Fetched(came) => return self.fetched(came),
            Message::Keeping(keeping) => {
                if keeping.may_be_cleared() {
                    self.notices.push(Notice::MayBeCleared);
                }
            }
        }
        Task::none()
    }

    /// Home holds nothing of its own: what its view asks, the App does.
    fn home(&mut self, message: home::Message) -> Task<Message> {
        let settings = &mut self.cx.settings;
        let changed = match message {
            home::Message::Pick(id) => return self.pick(&id),
            home::Message::Resume => return self.resume_game(),
            home::Message::HowTo(id) => return self.how_to_play(&id),
            home::Message::About => {
                self.screen = Screen::About;
                false
            }
            home::Message::Ours => return self.open_ours(),
            home::Message::Notices(whole) => {
                self.notices_whole = whole;
                false
            }
            home::Message::Language(tag) => {
                self.set_language(tag);
                false
            }
            home::Message::Sound(on) => std::mem::replace(&mut settings.sound, on) != on,
            home::Message::Voice(on) => std::mem::replace(&mut settings.voice, on) != on,
            home::Message::Motion(on) => std::mem::replace(&mut settings.motion, on) != on,
            home::Message::Volume(level) => {
                settings.volume = level;
                self.cx.play(&sounds::Cue::Effect(sounds::Effect::Place));
                true
            }
            home::Message::SaveFiles => {
                self.take_files_away();
                false
            }
            home::Message::OpenFiles => return self.bring_files(),
            home::Message::Record => return self.open_recorder(),
            home::Message::MakeBoard => {
                let folder = files::pictures_folder().unwrap_or_default();
                let folder = folder.display().to_string();
                let maker = board_maker::BoardMaker::new(folder, files::FOLDERS);
                self.screen = Screen::MakeBoard(maker);
                false
            }
        };
        if changed {
            self.keep_settings();
        }
        Task::none()
    }

    /// The setup screen of the game `id`, as it was last set up.
    fn pick(&mut self, id: &str) -> Task<Message> {
        if let Some(theme) = self.cx.library.get(id) {
            self.screen = Screen::Setup(Box::new(self.new_setup(theme.clone())));
            self.cx.settings.last_theme = Some(id.to_string());
            self.keep_settings();
        }
        Task::none()
    }

    /// The how-to-play page of a game, with the pictures and letters of the language in use.
    fn how_to_play(&mut self, id: &str) -> Task<Message> {
        let language = self.cx.words.tag();
        let game = crate::data::NewGame {
            letters: self.cx.remembered_letters(language),
            ..crate::data::NewGame::new(id, Vec::new(), 0)
        };
        match game.rules(&self.cx.library, language) {
            Ok(rules) => self.show(Screen::HowTo(rules)),
            Err(_) => Task::none(),
        }
    }

    /// A game to play on the window, its just-right players where they left off against the
    /// same people.
    fn play(&mut self, mut table: Table) -> Task<Message> {
        table.fit(&self.cx.settings);
        self.show(Screen::Table(Box::new(table)))
    }

    fn setup(&mut self, message: setup::Message) -> Task<Message> {
        let (work, event) = match &mut self.screen {
            Screen::Setup(page) => page.update(message, &mut self.cx),
            _ => return Task::none(),
        };
        let work = work.map(Message::Setup);
        match event {
            Some(setup::Event::Back) => self.screen = Screen::Home,
            Some(setup::Event::Start(game)) => {
                match Table::start(&game, &self.cx.library, self.cx.words.tag()) {
                    Ok(table) => {
                        self.cx
                            .settings
                            .remember(&game, table.game().rules().language());
                        self.keep_settings();
                        return Task::batch([work, self.play(table)]);
                    }
                    Err(why) => (self.notices).push(Notice::CannotStart(words::start_error(
                        &self.cx.words,
                        &why,
                    ))),
                }
            }
            None => {}
        }
        work
    }

    fn table(&mut self, message: table::Message) -> Task<Message> {
        let (work, event) = match &mut self.screen {
            Screen::Table(page) => page.update(message, &mut self.cx),
            _ => return Task::none(),
        };
        let work = work.map(Message::Table);
        let Screen::Table(table) = &self.screen else {
            return work;
        };
        match event {
            Some(event @ (table::Event::Home | table::Event::RecordVoice)) => {
                self.ask_new_board = false;
                // The game stays saved: "resume" picks it up.
                self.resume = table.game().outcome().is_none().then(|| table.to_saved());
                self.screen = Screen::Home;
                if event == table::Event::RecordVoice {
                    return Task::batch([work, self.open_recorder()]);
                }
            }
            Some(table::Event::Moved { form }) => {
                if let Some((people, form)) = form
                    && self.cx.settings.forms.get(&people) != Some(&form)
                {
                    self.cx.settings.forms.insert(people, form);
                    self.keep_settings();
                }
                self.save();
            }
            Some(table::Event::Dealt) => {
                self.ask_new_board = false;
                self.save();
                return Task::batch([work, self.want_pictures()]);
            }
            Some(table::Event::Ended) => self.end_game(),
            Some(table::Event::Switches(switches)) => {
                self.cx.settings.set_switches(switches);
                self.keep_settings();
            }
            Some(table::Event::Language(tag)) => self.set_language(tag),
            None => {}
        }
        work
    }

    /// The board maker's page: it makes the board itself.
    fn board_maker(&mut self, message: board_maker::Message) -> Task<Message> {
        let (work, event) = match &mut self.screen {
            Screen::MakeBoard(page) => page.update(message, &mut self.cx),
            _ => return Task::none(),
        };
        let work = work.map(Message::MakeBoard);
        match event {
            None => work,
            Some(board_maker::Event::Close) => {
                self.screen = Screen::Home;
                work
            }
            Some(board_maker::Event::Play) => Task::batch([work, self.pick("letters")]),
            Some(board_maker::Event::Record) => Task::batch([work, self.open_recorder()]),
        }
    }

    /// Opens "Record our voice" for the letters board of the language in use.
    fn open_recorder(&mut self) -> Task<Message> {
        let board = self.cx.board();
        let language = format!("{}/", board.language);
        let ours = (self.cx.recorded.keys())
            .filter(|clip| clip.starts_with(&language))
            .cloned()
            .collect();
        self.show(Screen::Record(record::Recorder::new(&board, ours)))
    }

    /// The recorder works the microphone itself; its answers that come after it closed are
    /// still heard (a take on its way is kept, a microphone that started stops).
    fn recorder(&mut self, message: record::Message) -> Task<Message> {
        let (work, event) = match &mut self.screen {
            Screen::Record(page) => page.update(message, &mut self.cx),
            _ => record::Recorder::closed(message, &mut self.cx),
        };
        match event {
            Some(record::Event::Close) => self.screen = Screen::Home,
            Some(record::Event::Notice(notice)) => self.notices.push(notice),
            None => {}
        }
        work.map(Message::Record)
    }

    /// The screen, laid out for the window's size as it is at this very layout: the scale
    /// comes from the room `responsive` is given, never from a size remembered from before.
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |window| {
            let ui = Ui::new(Scale::for_window(window, self.zoom), &self.cx.words)
                .with_pictures(&self.pictures)
                .with_switches(self.cx.settings.switches());
            // Text keeps the size it was measured at in the fonts there were: when a font
            // comes (the browser's build), every screen is laid out anew in it. The keyed
            // column hands its child the tree of whatever it held before without comparing
            // their kinds (iced 0.14): its child is always a column, which compares its own
            // child's (a container would not: it hands its tree on too).
            let screen = iced::widget::column![self.screen(ui)].height(Length::Fill);
            iced::widget::keyed_column([(self.fonts_came, screen.into())]).into()
        })
        .into()
    }

    /// The screen at a given scale.
    pub fn screen<'a>(&'a self, ui: Ui<'a>) -> Element<'a, Message> {
        let screen = match &self.screen {
            Screen::Home => self.home_page().view(ui).map(Message::Home),
            Screen::HowTo(rules) => {
                // From home, for the smallest table the game allows.
                let teams = rules.team_counts().first().copied().unwrap_or(2);
                let case = self.cx.settings.case;
                (howto::view(ui, rules, case, rules.sequences_to_win(teams))).map(|_| Message::Back)
            }
            Screen::Setup(setup) => setup.view(ui).map(Message::Setup),
            Screen::MakeBoard(maker) => maker.view(ui).map(Message::MakeBoard),
            Screen::Record(page) => page.view(ui).map(Message::Record),
            Screen::About => about::view(ui).map(|_| Message::Back),
            Screen::Ours(page) => page.view(ui).map(Message::Ours),
            Screen::Table(table) => table.view(ui).map(Message::Table),
        };
        let screen = match self.ask_new_board {
            true => iced::widget::column![self.new_board_question(ui), screen].into(),
            false => screen,
        };
        container(screen)
            .width(Length::Fill)
            .height(Length::Fill)
            .style(style::page)
            .into()
    }

    /// Home, as the App's state shows it.
    fn home_page(&self) -> home::Home<'_> {
        let said = &self.cx.words;
        let first = self.notices.iter().take(home::FIRST_NOTICES);
        home::Home {
            library: &self.cx.library,
            resume: self.resume.as_ref().map(|saved| {
                (self.cx.library.get(&saved.game.theme)).map_or(saved.game.theme.clone(), |theme| {
                    words::theme_name(said, theme.rules())
                })
            }),
            loading: self.loading,
            notices: match self.notices_whole {
                true => self
                    .notices
                    .iter()
                    .map(|notice| notice.say_whole(said))
                    .collect(),
                false => first.clone().map(|notice| notice.say(said)).collect(),
            },
            notices_whole: self.notices_whole,
            notices_count: self.notices.iter().map(Notice::count).sum(),
            notices_cut: self.notices.len() > home::FIRST_NOTICES
                || first.clone().any(Notice::is_cut),
            sound: self.cx.settings.sound,
            voice: self.cx.settings.voice,
            motion: self.cx.settings.motion,
            volume: self.cx.settings.volume,
            exchange: exchange::OFFERED,
            make_board: self.cx.store.is_some(),
        }
    }
}
