//! The setup screen: how many play, who is a person and who the computer, and the theme's
//! options with their defaults.

mod print;
mod view;

pub use print::pages;

use std::collections::BTreeMap;
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

pub struct Setup {
    pub theme: Theme,
    pub players: u8,
    pub seats: Vec<Player>,
    pub names: Vec<String>,
    /// One colour a team.
    pub colours: Vec<String>,
    pub show_words: bool,
    /// A hint on every person's turn, for the youngest.
    pub hints_always: bool,
    /// How long the hard computer may think about a move, in milliseconds.
    pub think_ms: u64,
    pub open_hands: bool,
    pub options: BTreeMap<String, String>,
    pub draw: DrawMode,
    pub first: FirstPlayer,
    /// The letters board of the language in use, for a theme played on one.
    pub alphabet: Option<Box<Alphabet>>,
    pub case: LetterCase,
    /// The letters to play with; empty for all of them.
    pub letters: Vec<String>,
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
        let players = theme.rules().player_counts()[0];
        let options = theme.rules().chosen().clone();
        let mut setup = Setup {
            players,
            seats: Vec::new(),
            names: Vec::new(),
            colours: theme.rules().colors().to_vec(),
            show_words: true,
            hints_always: false,
            think_ms: lineup_bots::THINK_MS,
            open_hands: true,
            first: theme.rules().first_player(),
            options,
            draw: DrawMode::Automatic,
            theme,
            alphabet: None,
            case: LetterCase::default(),
            letters: Vec::new(),
            printing: None,
        };
        setup.set_players(players);
        setup
    }

    /// The choices of the last game set up for this theme: who played, names, colours and
    /// options. Choices that no longer fit the theme (a player count or an option it lost)
    /// keep their defaults.
    /// The game this screen describes, dealt from `seed`.
    pub fn new_game(&self, seed: u64) -> NewGame {
        NewGame {
            options: self.options.clone(),
            manual_draw: self.draw == DrawMode::Manual,
            first: Some(self.first),
            names: self.names.clone(),
            colors: self.colours.clone(),
            show_words: self.show_words,
            hints_always: self.hints_always,
            think_ms: self.think_ms,
            open_hands: self.open_hands,
            letters: self.letters.clone(),
            case: self.case,
            ..NewGame::new(self.theme.id(), self.seats.clone(), seed)
        }
    }

    pub fn as_last_time(mut self, last: &NewGame) -> Setup {
        let rules = self.theme.rules().clone();
        if !rules.player_counts().contains(&last.players)
            || last.seats.len() != last.players as usize
        {
            return self;
        }
        self.set_players(last.players);
        self.seats = last.seats.clone();
        for (name, last) in self.names.iter_mut().zip(&last.names) {
            *name = last.clone();
        }
        if last.colors.len() == self.colours.len() {
            self.colours = last.colors.clone();
        }
        for (option, choice) in &last.options {
            let known = rules
                .options()
                .iter()
                .any(|o| &o.id == option && o.choices.iter().any(|(id, _)| id == choice));
            if known {
                self.options.insert(option.clone(), choice.clone());
            }
        }
        self.show_words = last.show_words;
        self.hints_always = last.hints_always;
        self.think_ms = last.think_ms;
        self.open_hands = last.open_hands;
        self.draw = match last.manual_draw {
            true => DrawMode::Manual,
            false => DrawMode::Automatic,
        };
        if let Some(first) = last.first
            && (first != FirstPlayer::Cut || rules.can_cut())
        {
            self.first = first;
        }
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
        self.case = case;
        self
    }

    /// Another language's letters board (the language changed): its letters as remembered.
    pub fn set_alphabet(&mut self, alphabet: Option<Alphabet>, letters: Vec<String>) {
        self.alphabet = alphabet
            .filter(|_| self.theme.uses_letters_board())
            .map(Box::new);
        self.letters = match &self.alphabet {
            Some(alphabet) => alphabet
                .letters
                .iter()
                .map(|letter| letter.letter.clone())
                .filter(|letter| letters.contains(letter))
                .collect(),
            None => Vec::new(),
        };
        if let Some(alphabet) = &self.alphabet
            && self.letters.len() == alphabet.letters.len()
        {
            self.letters.clear();
        }
    }

    /// Whether the game can start: a letters game needs enough letters for a board.
    pub fn can_start(&self) -> bool {
        self.letters.is_empty() || self.letters.len() >= MIN_LETTERS
    }

    /// Takes `letter` into the game or leaves it out; all of them again when every one is in.
    fn toggle_letter(&mut self, letter: String) {
        let Some(alphabet) = &self.alphabet else {
            return;
        };
        let all: Vec<String> = alphabet.letters.iter().map(|l| l.letter.clone()).collect();
        let mut chosen = match self.letters.is_empty() {
            true => all.clone(),
            false => self.letters.clone(),
        };
        match chosen.iter().position(|known| *known == letter) {
            Some(at) => {
                chosen.remove(at);
            }
            None => chosen.push(letter),
        }
        // Kept in alphabet order, as the board lays them out.
        self.letters = all.into_iter().filter(|l| chosen.contains(l)).collect();
        if self.letters.len() == alphabet.letters.len() {
            self.letters.clear();
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
                if let Some(slot) = self.seats.get_mut(seat as usize) {
                    *slot = player;
                }
            }
            Message::Name(seat, name) => {
                if let Some(slot) = self.names.get_mut(seat as usize) {
                    *slot = name.chars().take(20).collect();
                }
            }
            Message::Colour(team) => self.next_colour(team),
            Message::Words(shown) => self.show_words = shown,
            Message::HintsAlways(always) => self.hints_always = always,
            Message::ThinkTime(ms) => self.think_ms = ms,
            Message::OpenHands(open) => self.open_hands = open,
            Message::Draw(mode) => self.draw = mode,
            Message::First(first) => self.first = first,
            Message::Choose(option, choice) => {
                self.options.insert(option, choice);
            }
            Message::Case(case) => self.case = case,
            Message::Letter(letter) => self.toggle_letter(letter),
            Message::AllLetters => self.letters.clear(),
            Message::FirstLetters => {
                self.letters = self
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
        self.players = count;
        self.seats = (0..count)
            .map(|seat| {
                if seat == 0 {
                    Player::Human
                } else {
                    Player::Computer(Level::first_choice(self.theme.rules()))
                }
            })
            .collect();
        self.names.resize_with(count as usize, String::new);
        self.names.truncate(count as usize);
    }

    /// The team a seat plays for with this many players (seats alternate round the teams).
    fn team_of(&self, seat: u8) -> u8 {
        self.theme.rules().team_of_seat(seat, self.players)
    }

    /// Gives `team` the next colour of the palette that no other team has.
    fn next_colour(&mut self, team: u8) {
        let team = team as usize;
        let Some(current) = self.colours.get(team) else {
            return;
        };
        let palette = &style::TEAM_COLOURS;
        let start = palette.iter().position(|c| c == current).unwrap_or(0);
        let taken = |colour: &str| {
            self.colours
                .iter()
                .enumerate()
                .any(|(other, c)| other != team && c == colour)
        };
        if let Some(next) = (1..=palette.len())
            .map(|step| palette[(start + step) % palette.len()])
            .find(|colour| !taken(colour))
        {
            self.colours[team] = next.to_string();
        }
    }
}
