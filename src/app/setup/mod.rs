//! The setup screen: how many play, who is a person and who the computer, and the theme's
//! options with their defaults.

mod print;
mod view;

pub use print::pages;

use std::path::PathBuf;

use super::screen::{Context, Screen};
use crate::data::LetterCase;
use crate::data::{NewGame, Player, StartError};
use crate::look::style;
use iced::Task;
use lineup_core::Level;
use lineup_core::{Alphabet, DrawMode, FirstPlayer, MIN_LETTERS, RuleSet, Theme};
use std::sync::Arc;

/// The computer's levels a seat can be set to, easiest first: the ones a theme may name.
pub const LEVELS: [Level; 4] = Level::OFFERED;

#[derive(Clone, Debug)]
pub enum Message {
    Players(u8),
    /// Who plays a seat: a person, or the computer at a level.
    Seat(u8, Player),
    Name(u8, String),
    /// The next free colour for this team.
    Colour(u8),
    Words(bool),
    HintsAlways(bool),
    ThinkTime(u64),
    OpenHands(bool),
    Draw(DrawMode),
    First(FirstPlayer),
    Choose(String, String),
    /// How letters look: "Aa", "a" or "A".
    Case(LetterCase),
    /// A letter taken into the game or left out.
    Letter(String),
    AllLetters,
    /// The letters a class meets first.
    FirstLetters,
    Start,
    Back,
    /// Make the game's pages to print (the board, the cards, how to play).
    Print,
    /// The pages to print are written to this file, or why not.
    Printed(Result<PathBuf, String>),
}

/// What the screen tells the App.
#[derive(Debug, PartialEq)]
pub enum Event {
    /// Start this game.
    Start(Box<NewGame>),
    Back,
}

/// The pages to print: being made, written to a file, or why they could not be.
#[derive(Clone, Debug, PartialEq)]
pub enum Printing {
    Making,
    Written(PathBuf),
    Failed(String),
}

/// The setup screen: the game as set up so far, a [`NewGame`] each tap edits, which Start
/// starts and Print prints.
pub struct Setup {
    pub theme: Theme,
    /// The game as set up so far (its seed is given when it starts).
    pub game: NewGame,
    /// The letters board of the language in use, for a theme played on one.
    pub alphabet: Option<Box<Alphabet>>,
    /// The pages to print, once asked for.
    pub printing: Option<Printing>,
}

impl Screen for Setup {
    type Message = Message;
    type Event = Event;

    fn update(&mut self, message: Message, cx: &mut Context) -> (Task<Message>, Option<Event>) {
        match message {
            // One set of pages at a time.
            Message::Print if self.printing != Some(Printing::Making) => {
                self.printing = Some(Printing::Making);
                (self.print(cx), None)
            }
            message => (Task::none(), self.handle(message)),
        }
    }

    /// The language changed: the letters board of the new one, its letters as remembered.
    fn language_changed(&mut self, cx: &Context) {
        let language = cx.words.tag();
        let board = cx.library.alphabet(language).cloned();
        self.set_alphabet(board, cx.remembered_letters(language));
    }
}

impl Setup {
    /// Two players, a person against the computer, every option at its default.
    pub fn new(theme: Theme) -> Setup {
        let rules = theme.rules();
        let game = NewGame {
            options: rules.chosen().clone(),
            colors: rules.colors().to_vec(),
            first: Some(rules.first_player()),
            ..NewGame::new(theme.id(), Vec::new(), 0)
        };
        let players = rules.player_counts()[0];
        let mut setup = Setup {
            theme,
            game,
            alphabet: None,
            printing: None,
        };
        setup.set_players(players);
        setup
    }

    /// The game this screen describes, dealt from `seed`.
    pub fn new_game(&self, seed: u64) -> NewGame {
        NewGame {
            seed,
            ..self.game.clone()
        }
    }

    /// The choices of the last game set up for this theme (who played, names, colours,
    /// options), as far as they still fit the theme; the letters and their case stay those of
    /// the language in use.
    pub fn as_last_time(mut self, last: &NewGame) -> Setup {
        self.game = last.fitted_to(&self.game, self.theme.rules());
        self
    }

    /// Plays on `alphabet`'s letters, those in `letters` (all if empty or if none of them is a
    /// letter of that board), shown in `case`.
    pub fn with_letters(
        mut self,
        alphabet: Option<Alphabet>,
        letters: Vec<String>,
        case: LetterCase,
    ) -> Setup {
        self.set_alphabet(alphabet, letters);
        self.game.case = case;
        self
    }

    /// Another language's letters board (the language changed): its letters as remembered.
    pub fn set_alphabet(&mut self, alphabet: Option<Alphabet>, letters: Vec<String>) {
        self.alphabet = alphabet
            .filter(|_| self.theme.uses_letters_board())
            .map(Box::new);
        self.game.letters = match &self.alphabet {
            Some(alphabet) => alphabet
                .letters
                .iter()
                .map(|letter| letter.letter.clone())
                .filter(|letter| letters.contains(letter))
                .collect(),
            None => Vec::new(),
        };
        if let Some(alphabet) = &self.alphabet
            && self.game.letters.len() == alphabet.letters.len()
        {
            self.game.letters.clear();
        }
    }

    /// How cards are drawn.
    pub fn draw(&self) -> DrawMode {
        match self.game.manual_draw {
            true => DrawMode::Manual,
            false => DrawMode::Automatic,
        }
    }

    /// How the first player is found.
    pub fn first(&self) -> FirstPlayer {
        (self.game.first).unwrap_or_else(|| self.theme.rules().first_player())
    }

    /// Whether the game can start: a letters game needs enough letters for a board.
    pub fn can_start(&self) -> bool {
        self.game.letters.is_empty() || self.game.letters.len() >= MIN_LETTERS
    }

    /// Takes `letter` into the game or leaves it out; all of them again when every one is in.
    fn toggle_letter(&mut self, letter: String) {
        let Some(alphabet) = &self.alphabet else {
            return;
        };
        let all: Vec<String> = alphabet.letters.iter().map(|l| l.letter.clone()).collect();
        let mut chosen = match self.game.letters.is_empty() {
            true => all.clone(),
            false => self.game.letters.clone(),
        };
        match chosen.iter().position(|known| *known == letter) {
            Some(at) => {
                chosen.remove(at);
            }
            None => chosen.push(letter),
        }
        // Kept in alphabet order, as the board lays them out.
        self.game.letters = all.into_iter().filter(|l| chosen.contains(l)).collect();
        if self.game.letters.len() == alphabet.letters.len() {
            self.game.letters.clear();
        }
    }

    /// Makes the pages of this game to print, with its options, letters and colours, in the
    /// language in use, away from the window.
    fn print(&mut self, cx: &Context) -> Task<Message> {
        match self.rules(cx) {
            Ok(rules) => print::hand_over(rules, cx.words.tag()).map(Message::Printed),
            Err(why) => Task::done(Message::Printed(Err(why.to_string()))),
        }
    }

    /// The rules of the game as set up here, in the colours chosen, on the letters board and
    /// pictures of the language in use: what is printed.
    pub fn rules(&self, cx: &Context) -> Result<Arc<RuleSet>, StartError> {
        self.new_game(0).rules(&cx.library, cx.words.tag())
    }

    fn handle(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Players(count) => self.set_players(count),
            Message::Seat(seat, player) => {
                if let Some(slot) = self.game.seats.get_mut(seat as usize) {
                    *slot = player;
                }
            }
            Message::Name(seat, name) => {
                if let Some(slot) = self.game.names.get_mut(seat as usize) {
                    *slot = name.chars().take(20).collect();
                }
            }
            Message::Colour(team) => self.next_colour(team),
            Message::Words(shown) => self.game.show_words = shown,
            Message::HintsAlways(always) => self.game.hints_always = always,
            Message::ThinkTime(ms) => self.game.think_ms = ms,
            Message::OpenHands(open) => self.game.open_hands = open,
            Message::Draw(mode) => self.game.manual_draw = mode == DrawMode::Manual,
            Message::First(first) => self.game.first = Some(first),
            Message::Choose(option, choice) => {
                self.game.options.insert(option, choice);
            }
            Message::Case(case) => self.game.case = case,
            Message::Letter(letter) => self.toggle_letter(letter),
            Message::AllLetters => self.game.letters.clear(),
            Message::FirstLetters => {
                self.game.letters = self
                    .alphabet
                    .as_ref()
                    .map(|a| a.first.clone())
                    .unwrap_or_default();
            }
            Message::Start if self.can_start() => {
                let game = self.new_game(lineup_platform::clock::seconds_since_1970());
                return Some(Event::Start(Box::new(game)));
            }
            Message::Start => {}
            Message::Back => return Some(Event::Back),
            Message::Print => {}
            Message::Printed(done) => {
                self.printing = Some(match done {
                    Ok(file) => Printing::Written(file),
                    Err(why) => Printing::Failed(why),
                });
            }
        }
        None
    }

    fn set_players(&mut self, count: u8) {
        self.game.players = count;
        self.game.seats = (0..count)
            .map(|seat| {
                if seat == 0 {
                    Player::Human
                } else {
                    Player::Computer(Level::first_choice(self.theme.rules()))
                }
            })
            .collect();
        self.game.names.resize_with(count as usize, String::new);
        self.game.names.truncate(count as usize);
    }

    /// The team a seat plays for with this many players (seats alternate round the teams).
    fn team_of(&self, seat: u8) -> u8 {
        self.theme.rules().team_of_seat(seat, self.game.players)
    }

    /// Gives `team` the next colour of the palette that no other team has.
    fn next_colour(&mut self, team: u8) {
        let team = team as usize;
        let Some(current) = self.game.colors.get(team) else {
            return;
        };
        let palette = &style::TEAM_COLOURS;
        let start = palette.iter().position(|c| c == current).unwrap_or(0);
        let taken = |colour: &str| {
            self.game
                .colors
                .iter()
                .enumerate()
                .any(|(other, c)| other != team && c == colour)
        };
        if let Some(next) = (1..=palette.len())
            .map(|step| palette[(start + step) % palette.len()])
            .find(|colour| !taken(colour))
        {
            self.game.colors[team] = next.to_string();
        }
    }
}
