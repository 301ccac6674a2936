//! A game in play, with no screen in sight: the game, every position before a move (so a move
//! can be taken back), the moves made (what a save keeps), and the setup it started from (who
//! plays each seat, the seed, the words and letters). The game screen shows one; a save is
//! made from one and replayed into one.

use std::sync::Arc;

use lineup_core::{
    Action, DrawMode, Events, Game, GameConfig, Library, Position, PositionErrors, RuleError,
    RuleSet, Seat, SetupError,
};

use super::{LetterCase, NewGame, Player, SavedGame, SavedMove, StartError};

#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    setup: NewGame,
    history: Vec<Game>,
    log: Vec<SavedMove>,
}

impl Session {
    /// A game of `rules` dealt from `config` for `seats`, everything else as a new game has it
    /// (tests, and a position set up by hand).
    pub fn new(
        rules: Arc<RuleSet>,
        config: GameConfig,
        seats: Vec<Player>,
        open_hands: bool,
    ) -> Result<Session, SetupError> {
        let setup = NewGame {
            theme: rules.id().to_string(),
            options: rules.chosen().clone(),
            players: config.players,
            teams: config.teams,
            seed: config.seed,
            manual_draw: config.draw == DrawMode::Manual,
            first: config.first,
            chosen_first: config.chosen_first,
            names: vec![String::new(); seats.len()],
            seats,
            colors: Vec::new(),
            show_words: true,
            hints_always: false,
            think_ms: lineup_bots::THINK_MS,
            open_hands,
            board: None,
            letters: Vec::new(),
            case: LetterCase::default(),
        };
        Ok(Session {
            game: Game::new(rules, &config)?,
            setup,
            history: Vec::new(),
            log: Vec::new(),
        })
    }

    /// The game `game` decides, on the letters board of `language` unless it names its own,
    /// or why it cannot start: the one checked way from a [`NewGame`] to a game in play (the
    /// setup screen, the command line and a save all start here).
    pub fn start(game: &NewGame, library: &Library, language: &str) -> Result<Session, StartError> {
        let rules = game.rules(library, language)?;
        let language = game.board.as_deref().unwrap_or(language);
        if game.seats.len() != game.players as usize {
            return Err(StartError::SeatCount {
                seats: game.seats.len(),
                players: game.players,
            });
        }
        Ok(Session {
            game: Game::new(rules, &game.config())?,
            // The language its pictures' words and letters are in, kept for the save.
            setup: NewGame {
                board: Some(language.to_string()),
                ..game.clone()
            },
            history: Vec::new(),
            log: Vec::new(),
        })
    }

    /// A saved game, its moves replayed through the rules, on the letters board it was played
    /// on (or `language`'s, for a save that names none).
    pub fn from_saved(
        saved: &SavedGame,
        library: &Library,
        language: &str,
    ) -> Result<Session, StartError> {
        let mut session = Session::start(&saved.game, library, language)?;
        session.log.reserve(saved.moves.len());
        for (n, step) in saved.moves.iter().enumerate() {
            (step.action.to_action(session.game.rules()))
                .and_then(|action| session.game.apply(step.seat, action))
                .map_err(|why| StartError::Move { number: n + 1, why })?;
            session.log.push(*step);
        }
        Ok(session)
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// What decides the game, as it was given.
    pub fn setup(&self) -> &NewGame {
        &self.setup
    }

    /// The setup's settings a teacher changes during a game: names, words shown, letters'
    /// case, hints, think time.
    pub fn setup_mut(&mut self) -> &mut NewGame {
        &mut self.setup
    }

    /// Who plays each seat.
    pub fn seats(&self) -> &[Player] {
        &self.setup.seats
    }

    /// Plays `action` for `seat` through the rules: what happened, or why not (nothing
    /// changes then).
    pub fn play(&mut self, seat: Seat, action: Action) -> Result<Events, RuleError> {
        let before = self.game.clone();
        let events = self.game.apply(seat, action)?;
        self.history.push(before);
        self.log.push(SavedMove {
            seat,
            action: action.into(),
        });
        Ok(events)
    }

    /// Takes back moves until a person is to play, so a computer's replies go with the
    /// person's move before them.
    pub fn undo(&mut self) {
        while let Some(game) = self.history.pop() {
            self.game = game;
            self.log.pop();
            if !self.computer_to_move() {
                break;
            }
        }
    }

    /// Whether a computer seat is to act.
    pub fn computer_to_move(&self) -> bool {
        !self.game.is_over()
            && matches!(
                self.setup.seats.get(self.game.next_actor() as usize),
                Some(Player::Computer(_))
            )
    }

    /// The moves so far can no longer be taken back (a game shown already under way).
    pub fn forget_history(&mut self) {
        self.history.clear();
    }

    /// Sets up a position by hand, through the core's checks; nothing changes if it does not
    /// fit the game.
    pub fn arrange(&mut self, position: &Position) -> Result<(), PositionErrors> {
        self.game = self.game.clone().arranged(position)?;
        Ok(())
    }

    /// A new deal with the next seed, with the pictures and `letters` of `language` (the one in
    /// use); where the game cannot be made again so (a teacher's theme no longer loaded), the
    /// same pictures again, in the language they were in.
    pub fn deal_again(&mut self, library: &Library, language: &str, letters: Vec<String>) {
        let mut next = NewGame {
            seed: self.setup.seed.wrapping_add(1),
            board: Some(language.to_string()),
            letters: match self.game.rules().language() {
                Some(_) => letters,
                None => Vec::new(),
            },
            ..self.setup.clone()
        };
        let rules = match next.rules(library, language) {
            Ok(rules) => rules,
            Err(_) => {
                next.board = self.setup.board.clone();
                next.letters = self.setup.letters.clone();
                self.game.rules().clone()
            }
        };
        if let Ok(game) = Game::new(rules, &next.config()) {
            self.game = game;
            self.setup = next;
        }
        self.history.clear();
        self.log.clear();
    }

    /// What decides this game: its setup, as a new game with the same seed would be started,
    /// with everything the rules settled written out (the options' defaults, the teams, the
    /// first player's way, the colours, the board's language).
    pub fn new_game(&self) -> NewGame {
        let rules = self.game.rules();
        NewGame {
            theme: rules.id().to_string(),
            options: rules.chosen().clone(),
            players: self.game.players(),
            teams: Some(self.game.teams()),
            first: Some(self.setup.first.unwrap_or(rules.first_player())),
            colors: rules.colors().to_vec(),
            board: (rules.language().map(str::to_string)).or_else(|| self.setup.board.clone()),
            ..self.setup.clone()
        }
    }

    /// What is saved of this game: its setup and the moves made.
    pub fn to_saved(&self) -> SavedGame {
        SavedGame {
            game: self.new_game(),
            moves: self.log.clone(),
        }
    }
}
