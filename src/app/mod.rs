//! The classroom window, built with iced. Each screen owns its messages; this module routes
//! them, runs the computer seats' pauses and the keyboard, and keeps the window's settings.

pub mod about;
pub mod board_maker;
pub mod bundle;
pub mod home;
pub mod howto;
mod language;
pub mod listen;
mod make_board;
pub mod notice;
pub mod ours;
mod persist;
pub mod printing;
pub mod recorder;
mod recording;
mod served;
pub mod setup;
pub mod sounds;
pub mod store;
pub mod table;
pub(crate) mod tasks;

use iced::widget::{container, responsive};
use iced::window;
use iced::{Element, Length, Task};

use crate::data::StartError;
use crate::look::i18n::{self, Words};
use crate::look::ui::{Scale, Ui};
use crate::look::{fonts, pictures, style, words};
use crate::t;
use lineup_core::Library;
use lineup_platform::clock::{self, Duration};
use lineup_platform::{exchange, files, locale, sound};
use notice::Notice;
use setup::Setup;
use store::Store;
use table::Table;

/// The time between two frames while something moves.
const FRAME: Duration = Duration::from_millis(33);

/// How long a computer seat waits before moving, so the class sees each move.
pub const COMPUTER_PAUSE: Duration = Duration::from_millis(900);

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
            Notice::add(&mut app.notices, Notice::broken_theme(error));
        }
        app.sound = sound::Player::open();
        if let Some(language) = i18n::first_spoken(&locale::languages()) {
            app.words = Words::new(language);
        }
        if let Some(language) = &language {
            app.words = Words::new(language);
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
    /// A key pressed, for the screen on the window (see [`listen::Press`]).
    Key(listen::Press),
    Zoom(f32),
    /// Ctrl+0: back to the size that fits the window.
    ZoomReset,
    Fullscreen,
    /// The answer to "start a new board with pictures in this language?".
    NewBoard(bool),
    /// Back from the how-to-play page opened on home.
    HowTo(howto::Back),
    /// Back from About Lineup.
    About(about::Back),
    /// On Our files.
    Ours(ours::Message),
    /// The saved game's moves have been replayed (on another thread).
    Resumed(Box<Result<Table, StartError>>),
    /// The settings and the saved game have been read (on another thread).
    FilesRead(Box<persist::FilesRead>),
    /// Files the teacher brought back (a browser's): names and bytes, or why one is unusable.
    FilesBrought(Vec<exchange::Picked>),
    /// A teacher's game or board brought with its pictures has been kept (on another thread).
    TeachersKept(Box<persist::TeachersKept>),
    /// A teacher's picture file has been decoded (on another thread), or could not be.
    Picture(pictures::Decoded),
    MakeBoard(board_maker::Message),
    /// The pictures a teacher picked in the browser to make a board of.
    PicturesPicked(Vec<exchange::Picked>),
    /// A board has been made from a folder of pictures (on another thread), or could not be.
    BoardMade(Box<board_maker::Outcome>),
    /// On the page that records the class's own voice.
    Record(recorder::Message),
    /// The microphone started (on the platform's side), or why not.
    MicrophoneStarted(Result<(), lineup_platform::microphone::MicError>),
    /// Time to read the microphone's level for the meter.
    MicrophoneLevel,
    /// The microphone stopped: the take for this clip, or why there is none.
    Took(
        String,
        Result<lineup_platform::microphone::Take, lineup_platform::microphone::MicError>,
    ),
    /// A take was made into a clip and kept (on another thread), or why not.
    TakeKept(String, Result<Vec<u8>, recorder::Said>),
    /// A recording was forgotten, or why it could not be.
    RecordingForgotten(Option<String>),
    /// A language's voices or script font came from beside the page (the browser's build).
    Served(served::Came),
    /// A font came and is ready to draw with.
    FontCame,
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
    Record(recorder::Recorder),
    /// Who made Lineup, its voices and its fonts.
    About,
    /// Everything Lineup keeps for the class, each removable.
    Ours(ours::Ours),
}

pub struct App {
    pub library: Library,
    pub screen: Screen,
    pub zoom: f32,
    /// The language every word on screen is in; [`App::set_language`] changes it.
    words: Words,
    /// The language asked for on the command line, for this run only: the settings' does not
    /// replace it.
    language_for_run: Option<String>,
    fullscreen: bool,
    store: Option<Store>,
    pub settings: crate::data::Settings,
    /// A saved game that can be picked up again.
    pub resume: Option<crate::data::SavedGame>,
    /// The saved game is still being read.
    pub loading: bool,
    /// What the teacher should know (a save that could not be read, no sound), oldest first.
    pub notices: Vec<Notice>,
    /// Whether home shows every notice whole, or the first few.
    notices_whole: bool,
    /// The language changed during a game whose pictures depend on it: ask before a new board.
    pub ask_new_board: bool,
    sound: sound::Player,
    /// Writes settings and the save off the UI thread.
    writer: Option<store::Writer>,
    /// A teacher's picture files, decoded as the games on screen need them.
    pictures: pictures::Pictures,
    /// The languages whose voices and fonts were fetched (the browser's build).
    asked: served::Asked,
    /// How many fonts have come since the start (the browser's build).
    fonts_came: usize,
    /// The clips the teacher recorded, played instead of the computer's voice.
    recorded: sounds::Recorded,
}

impl App {
    pub fn new(library: Library) -> App {
        App {
            library,
            screen: Screen::Home,
            zoom: 1.0,
            words: Words::default(),
            language_for_run: None,
            fullscreen: false,
            store: None,
            settings: crate::data::Settings::default(),
            resume: None,
            loading: false,
            notices: Vec::new(),
            notices_whole: false,
            ask_new_board: false,
            sound: sound::Player::silent(),
            writer: None,
            pictures: pictures::Pictures::default(),
            asked: served::Asked::default(),
            fonts_came: 0,
            recorded: sounds::Recorded::new(),
        }
    }

    /// The window's title (a browser's tab): Lineup, and in a game whose turn it is or who won,
    /// so the taskbar or the tab tells the class too.
    pub fn title(&self) -> String {
        let app = t!(self.words, "app-title");
        match &self.screen {
            Screen::Table(table) => format!("{app} · {}", table.headline(&self.words).0),
            _ => app,
        }
    }

    /// The language in use.
    pub fn words(&self) -> &Words {
        &self.words
    }

    pub fn update(&mut self, message: Message) -> Task<Message> {
        self.collect_notices();
        let task = self.handle(message);
        // Any message may bring a language into use (the settings read, a language tapped, a
        // game started): its voices and fonts are fetched where they are not built in.
        Task::batch([task, self.want_languages()])
    }

    /// Puts `screen` on the window, with the work it starts: its pictures decoding, and on a
    /// table the thinking of a computer seat whose turn it is, or a hint asked for.
    pub fn show(&mut self, screen: Screen) -> Task<Message> {
        self.screen = screen;
        let work = match &mut self.screen {
            Screen::Table(table) => table.work().map(Message::Table),
            _ => Task::none(),
        };
        Task::batch([work, self.want_pictures()])
    }

    /// Starts decoding the picture files the screen shows that are not decoded yet.
    fn want_pictures(&mut self) -> Task<Message> {
        let wanted = match &self.screen {
            Screen::Table(table) => self.pictures.want(table.game().rules()),
            Screen::HowTo(rules) => self.pictures.want(rules),
            Screen::Record(page) => self.pictures.want_files(page.picture_files()),
            Screen::Home
            | Screen::Setup(_)
            | Screen::MakeBoard(_)
            | Screen::About
            | Screen::Ours(_) => {
                return Task::none();
            }
        };
        tasks::each_off_the_window(wanted, pictures::decode).map(Message::Picture)
    }

    /// A picture decoded is drawn from now on; one that could not be is said to the teacher.
    fn picture_decoded(&mut self, decoded: pictures::Decoded) {
        if let Some((file, fault)) = self.pictures.keep(decoded) {
            Notice::add(&mut self.notices, Notice::broken_picture(file, fault));
        }
    }

    fn handle(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Home(message) => return self.home(message),
            Message::Setup(message) => return self.setup(message),
            Message::Table(message) => return self.table(message),
            Message::Key(press) => return self.key(press),
            Message::Zoom(step) => self.set_zoom(self.zoom + step),
            Message::ZoomReset => self.set_zoom(1.0),
            Message::Fullscreen => {
                self.fullscreen = !self.fullscreen;
                self.keep_settings();
                return self.apply_fullscreen();
            }
            Message::NewBoard(yes) => return self.new_board(yes),
            Message::FilesRead(read) => return self.files_read(*read),
            Message::FilesBrought(files) => return self.files_brought(files),
            Message::Resumed(resumed) => return self.resumed(*resumed),
            Message::HowTo(howto::Back) | Message::About(about::Back) => self.screen = Screen::Home,
            Message::Picture(decoded) => self.picture_decoded(decoded),
            Message::MakeBoard(message) => return self.make_board(message),
            Message::PicturesPicked(picked) => return self.pictures_picked(picked),
            Message::TeachersKept(kept) => self.teachers_kept(*kept),
            Message::Record(message) => return self.recorder(message),
            Message::Ours(message) => return self.ours(message),
            Message::MicrophoneStarted(started) => return self.microphone_started(started),
            Message::MicrophoneLevel => self.microphone_level(),
            Message::Took(clip, take) => return self.took(clip, take),
            Message::TakeKept(clip, kept) => self.take_kept(clip, kept),
            Message::RecordingForgotten(None) => {}
            Message::RecordingForgotten(Some(why)) => {
                self.notices.push(Notice::FileNotKept {
                    file: "voices".into(),
                    why,
                });
            }
            Message::BoardMade(outcome) => self.board_made(*outcome),
            Message::Served(came) => return self.served(came),
            Message::FontCame => self.fonts_came += 1,
            Message::Keeping(keeping) => {
                if keeping.may_be_cleared() {
                    self.notices.push(Notice::MayBeCleared);
                }
            }
        }
        Task::none()
    }

    fn set_zoom(&mut self, zoom: f32) {
        self.zoom = zoom.clamp(
            *crate::data::Settings::ZOOM.start(),
            *crate::data::Settings::ZOOM.end(),
        );
        self.keep_settings();
    }

    /// Home holds nothing of its own: what its view asks, the App does.
    fn home(&mut self, message: home::Message) -> Task<Message> {
        match message {
            home::Message::Pick(id) => {
                if let Some(theme) = self.library.get(&id) {
                    self.screen = Screen::Setup(Box::new(self.new_setup(theme.clone())));
                    self.settings.last_theme = Some(id);
                    self.keep_settings();
                }
            }
            home::Message::Resume => return self.resume_game(),
            home::Message::HowTo(id) => return self.how_to_play(&id),
            home::Message::About => self.screen = Screen::About,
            home::Message::Ours => return self.open_ours(),
            home::Message::Notices(whole) => self.notices_whole = whole,
            home::Message::Language(tag) => self.set_language(tag),
            home::Message::Sound(on) => {
                self.settings.sound = on;
                self.keep_settings();
            }
            home::Message::Voice(on) => {
                self.settings.voice = on;
                self.keep_settings();
            }
            home::Message::Motion(on) => {
                self.settings.motion = on;
                self.keep_settings();
            }
            home::Message::Volume(level) => {
                self.settings.volume = level;
                self.keep_settings();
                self.play(sounds::Cue::Effect(sounds::Effect::Place));
            }
            home::Message::SaveFiles => self.take_files_away(),
            home::Message::OpenFiles => return self.bring_files(),
            home::Message::Record => return self.open_recorder(),
            home::Message::MakeBoard => {
                let folder = files::pictures_folder().unwrap_or_default();
                let folder = folder.display().to_string();
                let maker = board_maker::BoardMaker::new(folder, files::FOLDERS);
                self.screen = Screen::MakeBoard(maker);
            }
        }
        Task::none()
    }

    /// The how-to-play page of a game, with the pictures and letters of the language in use.
    fn how_to_play(&mut self, id: &str) -> Task<Message> {
        let Some(theme) = self.library.get(id) else {
            return Task::none();
        };
        let language = self.words.tag();
        let letters = self.remembered_letters(language);
        if let Ok(rules) = self
            .library
            .rules(theme, &Default::default(), language, &letters)
        {
            return self.show(Screen::HowTo(rules));
        }
        Task::none()
    }

    /// `table` with its just-right players where they left off against the same people.
    fn fitted(&self, mut table: Table) -> Table {
        let key = table.memory_key();
        if let Some(&form) = key.and_then(|key| self.settings.forms.get(&key)) {
            table.set_form(form);
        }
        table
    }

    /// Keeps the just-right player's form for this table's people, when it changed.
    fn remember_form(&mut self) {
        let Screen::Table(table) = &self.screen else {
            return;
        };
        let (Some(key), Some(form)) = (table.memory_key(), table.form()) else {
            return;
        };
        if self.settings.forms.get(&key) != Some(&form) {
            self.settings.forms.insert(key, form);
            self.keep_settings();
        }
    }

    /// Goes on with the saved game: its moves are replayed off the window's thread (a long
    /// game takes a moment), and home says so meanwhile.
    fn resume_game(&mut self) -> Task<Message> {
        let Some(job) = self.resume_job() else {
            return Task::none();
        };
        self.loading = true;
        tasks::off_the_window(move || job.run())
    }

    /// The work of going on with the saved game, taken from home: replaying its moves.
    pub fn resume_job(&mut self) -> Option<ResumeJob> {
        Some(ResumeJob {
            saved: self.resume.take()?,
            library: self.library.clone(),
            language: self.words.tag(),
        })
    }

    /// The saved game, replayed: on screen, or set aside with why.
    fn resumed(&mut self, resumed: Result<Table, StartError>) -> Task<Message> {
        self.loading = false;
        match resumed {
            Ok(table) => return self.show(Screen::Table(Box::new(self.fitted(table)))),
            Err(why) => {
                if let Some(store) = &self.store {
                    let why = words::start_error(&self.words, &why);
                    self.notices.push(store.set_aside(&store.game_file(), &why));
                }
            }
        }
        Task::none()
    }

    fn setup(&mut self, message: setup::Message) -> Task<Message> {
        let Screen::Setup(setup) = &mut self.screen else {
            return Task::none();
        };
        let (work, event) = setup.update(message);
        let work = work.map(Message::Setup);
        let Screen::Setup(setup) = &self.screen else {
            return work;
        };
        match event {
            Some(setup::Event::Back) => self.screen = Screen::Home,
            Some(setup::Event::Start) => {
                let game = setup.new_game(clock::seconds_since_1970());
                let case = setup.case;
                match Table::start(&game, &self.library, self.words.tag()) {
                    Ok(table) => {
                        if let Some(board) = table.game().rules().language() {
                            let letters = game.letters.clone();
                            self.settings.letters.insert(board.to_string(), letters);
                        }
                        self.settings.case = case;
                        self.settings.setups.insert(game.theme.clone(), game);
                        self.keep_settings();
                        return self.show(Screen::Table(Box::new(self.fitted(table))));
                    }
                    Err(why) => self
                        .notices
                        .push(Notice::CannotStart(words::start_error(&self.words, &why))),
                }
                self.keep_settings();
            }
            Some(setup::Event::Print) => return Task::batch([work, self.print_pages()]),
            None => {}
        }
        work
    }

    fn table(&mut self, message: table::Message) -> Task<Message> {
        let Screen::Table(table) = &mut self.screen else {
            return Task::none();
        };
        let (work, event) = table.update(message);
        let work = work.map(Message::Table);
        for cue in table.take_cues(self.words.tag()) {
            self.play(cue);
        }
        let Screen::Table(table) = &mut self.screen else {
            return Task::none();
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
            Some(table::Event::Moved) => {
                table.learn_from_result();
                self.remember_form();
                self.save();
            }
            Some(table::Event::Restart) => return Task::batch([work, self.deal_again()]),
            Some(table::Event::Ended) => self.end_game(),
            Some(table::Event::Switches(switches)) => {
                self.settings.set_switches(switches);
                self.keep_settings();
            }
            Some(table::Event::Language(tag)) => self.set_language(tag),
            None => {}
        }
        work
    }

    /// The teacher ended the game: nothing is left to go on with.
    fn end_game(&mut self) {
        self.ask_new_board = false;
        if let Some(store) = &self.store {
            let file = store.game_file();
            self.write(file, store::Content::Nothing);
        }
        self.resume = None;
        self.screen = Screen::Home;
    }

    fn play(&self, cue: sounds::Cue) {
        sounds::play(
            &self.sound,
            &cue,
            &self.recorded,
            sounds::Levels {
                effects: self.settings.sound,
                voice: self.settings.voice,
                volume: self.settings.volume,
            },
        );
    }

    /// Plays one clip of the voice as the class hears it: the teacher's recording, or the
    /// computer's.
    fn play_clip(&self, clip: &str) {
        let found = (self.recorded.get(clip).cloned()).or_else(|| {
            Some(sound::Clip {
                name: clip.to_string(),
                bytes: sounds::clip(clip)?,
            })
        });
        if let Some(found) = found {
            (self.sound).play(vec![found], sound::Track::Voice, self.settings.volume);
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

    /// The screen, laid out for the window's size as it is at this very layout: the scale
    /// comes from the room `responsive` is given, never from a size remembered from before.
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |window| {
            let ui = Ui::new(Scale::for_window(window, self.zoom), &self.words)
                .with_pictures(&self.pictures)
                .with_switches(self.settings.switches());
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
            Screen::Home => home::Home {
                library: &self.library,
                resume: self.resume.as_ref().map(|saved| {
                    self.library
                        .get(&saved.game.theme)
                        .map_or(saved.game.theme.clone(), |theme| {
                            words::theme_name(&self.words, theme.rules())
                        })
                }),
                loading: self.loading,
                notices: match self.notices_whole {
                    true => (self.notices.iter())
                        .map(|notice| notice.say_whole(&self.words))
                        .collect(),
                    false => (self.notices.iter().take(home::FIRST_NOTICES))
                        .map(|notice| notice.say(&self.words))
                        .collect(),
                },
                notices_whole: self.notices_whole,
                notices_count: self.notices.iter().map(Notice::count).sum(),
                notices_cut: self.notices.len() > home::FIRST_NOTICES
                    || (self.notices.iter().take(home::FIRST_NOTICES)).any(Notice::is_cut),
                sound: self.settings.sound,
                voice: self.settings.voice,
                motion: self.settings.motion,
                volume: self.settings.volume,
                exchange: exchange::OFFERED,
                make_board: self.store.is_some(),
            }
            .view(ui)
            .map(Message::Home),
            Screen::HowTo(rules) => {
                // From home, for the smallest table the game allows.
                let teams = rules.team_counts().first().copied().unwrap_or(2);
                howto::view(ui, rules, self.settings.case, rules.sequences_to_win(teams))
                    .map(Message::HowTo)
            }
            Screen::Setup(setup) => setup.view(ui).map(Message::Setup),
            Screen::MakeBoard(maker) => maker.view(ui, self.words.name()).map(Message::MakeBoard),
            Screen::Record(page) => page.view(ui).map(Message::Record),
            Screen::About => about::view(ui).map(Message::About),
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
}

/// Replaying a saved game's moves, to run away from the window's thread.
pub struct ResumeJob {
    saved: crate::data::SavedGame,
    library: Library,
    language: &'static str,
}

impl ResumeJob {
    /// Replays the game; the answer for [`App::update`].
    pub fn run(self) -> Message {
        let table = Table::from_saved(&self.saved, &self.library, self.language);
        Message::Resumed(Box::new(table))
    }
}
