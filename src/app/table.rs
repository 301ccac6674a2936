//! The game screen: the board, whose turn it is, the hand, and the computer seats.
//!
//! It holds no rules of its own: every move goes through [`Game::apply`], and what a card can
//! do is asked of the game.

use super::save::{SavedGame, SavedMove};
use crate::bots::{Bot, BotKind};
use crate::core::{
    Action, CardId, Cell, DrawMode, Game, GameConfig, Library, Outcome, RuleSet, Seat,
};

/// How a seat played by a person is written in a save.
const PERSON: &str = "person";
use std::sync::Arc;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Human,
    Computer(BotKind),
}

#[derive(Clone, Debug)]
pub enum Message {
    Card(CardId),
    Cell(Cell),
    TurnIn,
    Draw,
    /// A computer seat's pause is over: it moves now, if the game is still where it was.
    ComputerMove {
        turn: u32,
    },
    /// A child at the board says they are ready to see their cards.
    Reveal,
    /// The teacher's table-talk penalty: every member of the team puts down a card.
    Penalty(u8),
    Undo,
    Restart,
    Home,
    /// Keyboard: letters typed, the cursor moved, Enter, Esc.
    Typed(char),
    Cursor(i8, i8),
    Enter,
    Cancel,
}

/// What the game screen tells the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Home,
    /// A move was made: the game should be saved.
    Moved,
}

pub struct Table {
    pub(super) game: Game,
    config: GameConfig,
    pub(super) players: Vec<Player>,
    pub(super) names: Vec<String>,
    bots: Vec<Bot>,
    pub(super) selected: Option<CardId>,
    pub(super) cursor: Option<Cell>,
    typed: String,
    /// Hands face up for everyone (learning together) or shown to the player alone.
    pub(super) open_hands: bool,
    /// The seat whose hand is showing, behind the curtain for private hands.
    pub(super) revealed: Option<Seat>,
    history: Vec<Game>,
    /// Every move made, for saving: a save replays them.
    log: Vec<SavedMove>,
    /// A short word for the class after a move that was not allowed.
    pub(super) notice: Option<&'static str>,
}

impl Table {
    pub fn new(
        rules: Arc<RuleSet>,
        config: GameConfig,
        players: Vec<Player>,
        open_hands: bool,
    ) -> Result<Table, String> {
        let game = Game::new(rules, &config).map_err(|error| error.to_string())?;
        let bots = (0..players.len())
            .map(|seat| {
                let kind = match players[seat] {
                    Player::Computer(kind) => kind,
                    Player::Human => BotKind::Greedy,
                };
                Bot::new(kind, config.seed ^ ((seat as u64 + 1) * 0x9E37_79B9))
            })
            .collect();
        let names = (0..players.len() as u8)
            .map(super::words::seat_name)
            .collect();
        Ok(Table {
            game,
            config,
            players,
            names,
            bots,
            selected: None,
            cursor: None,
            typed: String::new(),
            open_hands,
            revealed: None,
            history: Vec::new(),
            log: Vec::new(),
            notice: None,
        })
    }

    /// The players' names, one a seat (left as they are if the count is wrong).
    pub fn with_names(mut self, names: Vec<String>) -> Table {
        if names.len() == self.names.len() {
            self.names = names;
        }
        self
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game itself, to set up a position (tests, demonstrations).
    pub fn game_mut(&mut self) -> &mut Game {
        &mut self.game
    }

    pub fn selected(&self) -> Option<CardId> {
        self.selected
    }

    pub fn notice(&self) -> Option<&'static str> {
        self.notice
    }

    /// Plays `moves` moves with the computer players' choices, for a game already under way
    /// (demonstrations and screenshots).
    pub fn fast_forward(&mut self, moves: usize) {
        for _ in 0..moves {
            if self.game.is_over() {
                break;
            }
            let seat = self.actor();
            let Some(action) = self.bots[seat as usize].choose(&self.game, seat) else {
                break;
            };
            self.act(seat, action);
        }
        self.history.clear();
    }

    /// What is saved of this game: its setup and the moves made.
    pub fn to_saved(&self) -> SavedGame {
        let rules = self.game.rules();
        SavedGame {
            theme: rules.id.clone(),
            options: rules.chosen.clone(),
            players: self.game.players(),
            teams: self.game.teams(),
            seed: self.config.seed,
            manual_draw: self.config.draw == DrawMode::Manual,
            first: self.config.first.unwrap_or(rules.first_player),
            chosen_first: self.config.chosen_first,
            seats: self
                .players
                .iter()
                .map(|player| match player {
                    Player::Human => PERSON.to_string(),
                    Player::Computer(kind) => kind.name().to_string(),
                })
                .collect(),
            names: self.names.clone(),
            open_hands: self.open_hands,
            moves: self.log.clone(),
        }
    }

    /// Rebuilds a saved game by replaying its moves through the rules.
    pub fn from_saved(saved: &SavedGame, library: &Library) -> Result<Table, String> {
        let theme = library
            .get(&saved.theme)
            .ok_or_else(|| format!("the theme \"{}\" is not here any more", saved.theme))?;
        let rules = theme
            .with_options(&saved.options)
            .map_err(|error| error.to_string())?;
        let players = saved
            .seats
            .iter()
            .map(|seat| match seat.as_str() {
                PERSON => Ok(Player::Human),
                bot => bot.parse().map(Player::Computer),
            })
            .collect::<Result<Vec<_>, _>>()?;
        if players.len() != saved.players as usize {
            return Err(format!(
                "{} seats for {} players",
                players.len(),
                saved.players
            ));
        }
        let config = GameConfig {
            players: saved.players,
            teams: Some(saved.teams),
            seed: saved.seed,
            draw: if saved.manual_draw {
                DrawMode::Manual
            } else {
                DrawMode::Automatic
            },
            first: Some(saved.first),
            chosen_first: saved.chosen_first,
        };
        let mut table = Table::new(rules, config, players, saved.open_hands)?;
        if saved.names.len() == table.names.len() {
            table.names = saved.names.clone();
        }
        for (n, step) in saved.moves.iter().enumerate() {
            if table.act(step.seat, step.action).is_none() {
                return Err(format!("move {} ({:?}) is not allowed", n + 1, step.action));
            }
        }
        table.history.clear();
        Ok(table)
    }

    /// Selects a card from the hand of the seat to act, as a tap would.
    pub fn select_first_card(&mut self, wanted: impl Fn(crate::core::Ability) -> bool) {
        let rules = self.game.rules().clone();
        let hand = self.game.hand(self.actor());
        self.selected = hand
            .iter()
            .copied()
            .find(|&card| wanted(rules.ability(card)));
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Card(card) => return self.card(card),
            Message::Penalty(team) => {
                return self.act(self.game.current(), Action::Penalty { team });
            }
            Message::Cell(cell) => return self.play_at(cell),
            Message::TurnIn => return self.turn_in(),
            Message::Draw => return self.draw(),
            Message::ComputerMove { turn } => return self.computer_move(turn),
            Message::Reveal => self.revealed = Some(self.actor()),
            Message::Undo => self.undo(),
            Message::Restart => self.restart(),
            Message::Home => return Some(Event::Home),
            Message::Typed(letter) => self.type_letter(letter),
            Message::Cursor(rows, cols) => self.move_cursor(rows, cols),
            Message::Enter => return self.enter(),
            Message::Cancel => self.cancel(),
        }
        None
    }

    /// The seat that has to act: a penalty discard, an owed draw, or the turn.
    pub fn actor(&self) -> Seat {
        self.game.next_actor()
    }

    /// Whether a computer seat is to move (the app then waits a moment and sends
    /// [`Message::ComputerMove`]).
    pub fn computer_to_move(&self) -> bool {
        !self.game.is_over() && matches!(self.players[self.actor() as usize], Player::Computer(_))
    }

    /// Whether the hand of the seat to act is hidden behind the curtain.
    pub fn curtained(&self) -> bool {
        !self.open_hands
            && !self.game.is_over()
            && !self.computer_to_move()
            && self.revealed != Some(self.actor())
            && self.players.iter().filter(|p| **p == Player::Human).count() > 1
    }

    /// A tap on a card: it is put down for a penalty if one is owed, else selected.
    fn card(&mut self, card: CardId) -> Option<Event> {
        let seat = self.actor();
        if self.game.owes_discard(seat) {
            return self.act(seat, Action::Discard { card });
        }
        self.select(card);
        None
    }

    fn select(&mut self, card: CardId) {
        self.notice = None;
        self.selected = if self.selected == Some(card) {
            None
        } else {
            Some(card)
        };
    }

    fn play_at(&mut self, cell: Cell) -> Option<Event> {
        let seat = self.actor();
        if self.computer_to_move() {
            return None;
        }
        let card = match self.selected {
            Some(card) => card,
            // Tapping a cell with no card chosen plays a card from the hand that shows there.
            None => {
                let shown = self.game.rules().faces[cell.index()]?;
                *self.game.hand(seat).iter().find(|&&held| held == shown)?
            }
        };
        let action = self.game.rules().play(card, cell);
        self.act(seat, action)
    }

    fn turn_in(&mut self) -> Option<Event> {
        let card = self.selected?;
        self.act(self.actor(), Action::TurnIn { card })
    }

    fn draw(&mut self) -> Option<Event> {
        let seat = (0..self.game.players()).find(|&seat| {
            self.game.draws_owed(seat) > 0 && self.players[seat as usize] == Player::Human
        })?;
        self.act(seat, Action::Draw)
    }

    fn act(&mut self, seat: Seat, action: Action) -> Option<Event> {
        let before = self.game.clone();
        match self.game.apply(seat, action) {
            Ok(_) => {
                self.history.push(before);
                self.log.push(SavedMove { seat, action });
                self.selected = None;
                self.notice = None;
                self.typed.clear();
                Some(Event::Moved)
            }
            Err(error) => {
                self.notice = Some(super::words::error(error));
                None
            }
        }
    }

    fn computer_move(&mut self, turn: u32) -> Option<Event> {
        // A late timer from before an undo or a restart is dropped.
        if turn != self.game.turn() || !self.computer_to_move() {
            return None;
        }
        let seat = self.actor();
        let action = self.bots[seat as usize].choose(&self.game, seat)?;
        self.act(seat, action)
    }

    fn undo(&mut self) {
        // Undo back to the last move a person made, so computer replies go too.
        while let Some(game) = self.history.pop() {
            self.game = game;
            self.log.pop();
            if !self.computer_to_move() {
                break;
            }
        }
        self.selected = None;
        self.notice = None;
    }

    fn restart(&mut self) {
        self.config.seed = self.config.seed.wrapping_add(1);
        if let Ok(game) = Game::new(self.game.rules().clone(), &self.config) {
            self.game = game;
        }
        self.history.clear();
        self.log.clear();
        self.selected = None;
        self.revealed = None;
        self.notice = None;
    }

    /// Typing a card's id (`KD`, `10H`, `B`, `cat`) selects it from the hand.
    fn type_letter(&mut self, letter: char) {
        self.typed.push(letter);
        let hand = self.game.hand(self.actor()).to_vec();
        let rules = self.game.rules().clone();
        if let Some(card) = rules
            .card_id(&self.typed)
            .filter(|card| hand.contains(card))
        {
            self.selected = Some(card);
            self.typed.clear();
        } else if !hand.iter().any(|&card| {
            rules
                .card(card)
                .id
                .to_lowercase()
                .starts_with(&self.typed.to_lowercase())
        }) && !"10".starts_with(&self.typed)
        {
            self.typed.clear();
        }
    }

    fn move_cursor(&mut self, rows: i8, cols: i8) {
        let rules = self.game.rules();
        let (row, col) = match self.cursor {
            Some(cell) => rules.row_col(cell),
            None => (rules.rows / 2, rules.cols / 2),
        };
        let row = (row as i16 + rows as i16).clamp(0, rules.rows as i16 - 1) as u8;
        let col = (col as i16 + cols as i16).clamp(0, rules.cols as i16 - 1) as u8;
        self.cursor = rules.cell_at(row, col);
    }

    fn enter(&mut self) -> Option<Event> {
        if self.curtained() {
            self.revealed = Some(self.actor());
            return None;
        }
        let cell = self.cursor?;
        self.play_at(cell)
    }

    fn cancel(&mut self) {
        self.selected = None;
        self.typed.clear();
        self.notice = None;
    }

    /// The name of the winner, or `None` while playing or after a game with no winner.
    pub fn winner_name(&self) -> Option<String> {
        match self.game.outcome()? {
            Outcome::Won(team) => Some(self.team_label(team)),
            Outcome::NoWinner => None,
        }
    }

    /// A team by its colour and, with one player a team, that player's name.
    pub fn team_label(&self, team: u8) -> String {
        let colour = super::words::team_name(&self.game.rules().colors[team as usize]);
        let members: Vec<&str> = (0..self.game.players())
            .filter(|&seat| self.game.team_of(seat) == team)
            .map(|seat| self.names[seat as usize].as_str())
            .collect();
        match members.as_slice() {
            [one] => format!("{one} ({colour})"),
            _ => colour,
        }
    }
}
