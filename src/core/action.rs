//! What players do to a game, what happens as a result, and why an action may be refused.

use smallvec::SmallVec;

use super::card::CardId;
use super::cells::Cell;

/// A seat at the table, 0-based in playing order.
pub type Seat = u8;

/// A team (one chip colour), 0-based: seat `s` plays for team `s % teams`.
pub type Team = u8;

/// The team `seat` plays for when `teams` teams share the table: seats alternate round the
/// teams, so partners never sit side by side.
pub fn seat_team(seat: Seat, teams: u8) -> Team {
    seat % teams.max(1)
}

/// The letter a team goes by in scenarios and simulations: A for seat 0's team, then B, C, D.
pub fn team_letter(team: Team) -> char {
    char::from(b'A' + team.min(25))
}

/// The team a letter names ("A" to "D", either case), if it is one.
pub fn team_from_letter(letter: &str) -> Option<Team> {
    match letter.trim().as_bytes() {
        [letter @ b'A'..=b'D'] => Some(letter - b'A'),
        [letter @ b'a'..=b'd'] => Some(letter - b'a'),
        _ => None,
    }
}

/// One thing a player (or, for penalties, the teacher) can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Play a placing or wild card and put a chip on `cell`.
    Place { card: CardId, cell: Cell },
    /// Play a remove card and take the chip on `cell` away.
    Remove { card: CardId, cell: Cell },
    /// Turn in a dead card for a new one, before playing.
    TurnIn { card: CardId },
    /// Take the card owed after playing, when drawing is manual.
    Draw,
    /// Discard a card of one's choice, as a table-talk penalty asks.
    Discard { card: CardId },
    /// Table talk: every member of `team` must discard a card of their choice.
    Penalty { team: Team },
}

impl Action {
    /// The card this action plays, turns in or discards.
    pub fn card(&self) -> Option<CardId> {
        match *self {
            Action::Place { card, .. }
            | Action::Remove { card, .. }
            | Action::TurnIn { card }
            | Action::Discard { card } => Some(card),
            Action::Draw | Action::Penalty { .. } => None,
        }
    }

    /// The cell this action places a chip on or takes one from.
    pub fn cell(&self) -> Option<Cell> {
        match *self {
            Action::Place { cell, .. } | Action::Remove { cell, .. } => Some(cell),
            _ => None,
        }
    }

    /// Whether this is a move of the game (as opposed to a referee's penalty).
    pub fn is_move(&self) -> bool {
        !matches!(self, Action::Penalty { .. })
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Won(Team),
    /// Nobody could move any more, or the turn limit was reached.
    NoWinner,
}

/// Something that happened while an action was applied, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A dead card went on the seat's discard pile.
    TurnedIn {
        seat: Seat,
        card: CardId,
    },
    /// A dead card left the game by itself (automatic dead cards).
    DeadCardRemoved {
        seat: Option<Seat>,
        card: CardId,
    },
    Placed {
        seat: Seat,
        team: Team,
        card: CardId,
        cell: Cell,
    },
    Removed {
        seat: Seat,
        team: Team,
        card: CardId,
        cell: Cell,
    },
    /// `team` completed a sequence; it is `Game::sequences()[index]`.
    SequenceMade {
        team: Team,
        index: u8,
    },
    Won {
        team: Team,
    },
    NoWinner,
    Drew {
        seat: Seat,
        card: CardId,
    },
    /// The draw pile ran out and the discard piles became the new draw pile.
    Reshuffled {
        cards: u16,
    },
    /// Nothing left to draw: the seat plays on with fewer cards.
    NothingToDraw {
        seat: Seat,
    },
    /// The seat forgot to draw in time and lost the card (manual drawing).
    DrawLost {
        seat: Seat,
    },
    /// The seat had nothing it could do, so its turn was skipped.
    Passed {
        seat: Seat,
    },
    Discarded {
        seat: Seat,
        card: CardId,
    },
    PenaltyGiven {
        team: Team,
    },
    TurnStarted {
        seat: Seat,
    },
}

/// The events of one action; a few fit without allocating.
pub type Events = SmallVec<[Event; 8]>;

/// Where the rules report what happens: a list for callers, or nowhere for fast playouts.
pub trait Sink {
    fn push(&mut self, event: Event);
}

impl Sink for Events {
    fn push(&mut self, event: Event) {
        SmallVec::push(self, event);
    }
}

/// A sink that forgets every event: playouts only need the result.
pub struct Quiet;

impl Sink for Quiet {
    #[inline(always)]
    fn push(&mut self, _: Event) {}
}

/// Why an action was refused. The game is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("it is not this seat's turn")]
    NotYourTurn,
    #[error("that card is not in the hand")]
    CardNotInHand,
    #[error("that card does not go there")]
    CardDoesNotFit,
    #[error("there is already a chip there")]
    CellOccupied,
    #[error("that is a free space: it belongs to everyone")]
    CellIsFree,
    #[error("there is no chip there")]
    CellEmpty,
    #[error("that chip is not an opponent's")]
    NotAnOpponentChip,
    #[error("that chip is part of a sequence and stays")]
    ChipInSequence,
    #[error("that card still has an open space")]
    NotADeadCard,
    #[error("only one dead card may be turned in each turn")]
    OneDeadCardPerTurn,
    #[error("the game is over")]
    GameOver,
    #[error("no card is owed to this seat")]
    NoDrawOwed,
    #[error("there is no such cell on this board")]
    NoSuchCell,
    #[error("penalty discards must be made first")]
    DiscardPending,
    #[error("this seat has no penalty discard to make")]
    NoDiscardOwed,
    #[error("that team has no cards to discard")]
    NothingToDiscard,
    #[error("there is no such team")]
    NoSuchTeam,
}

impl RuleError {
    /// The kebab-case name scenarios use: `card-does-not-fit`.
    pub fn kind(&self) -> &'static str {
        match self {
            RuleError::NotYourTurn => "not-your-turn",
            RuleError::CardNotInHand => "card-not-in-hand",
            RuleError::CardDoesNotFit => "card-does-not-fit",
            RuleError::CellOccupied => "cell-occupied",
            RuleError::CellIsFree => "cell-is-free",
            RuleError::CellEmpty => "cell-empty",
            RuleError::NotAnOpponentChip => "not-an-opponent-chip",
            RuleError::ChipInSequence => "chip-in-sequence",
            RuleError::NotADeadCard => "not-a-dead-card",
            RuleError::OneDeadCardPerTurn => "one-dead-card-per-turn",
            RuleError::GameOver => "game-over",
            RuleError::NoDrawOwed => "no-draw-owed",
            RuleError::NoSuchCell => "no-such-cell",
            RuleError::DiscardPending => "discard-pending",
            RuleError::NoDiscardOwed => "no-discard-owed",
            RuleError::NothingToDiscard => "nothing-to-discard",
            RuleError::NoSuchTeam => "no-such-team",
        }
    }
}

impl Event {
    /// The event's name, as scenarios and the app's sounds and words know it.
    pub fn kind(&self) -> &'static str {
        match self {
            Event::TurnedIn { .. } => "turned-in",
            Event::DeadCardRemoved { .. } => "dead-card-removed",
            Event::Placed { .. } => "placed",
            Event::Removed { .. } => "removed",
            Event::SequenceMade { .. } => "sequence-made",
            Event::Won { .. } => "won",
            Event::NoWinner => "no-winner",
            Event::Drew { .. } => "drew",
            Event::Reshuffled { .. } => "reshuffled",
            Event::NothingToDraw { .. } => "nothing-to-draw",
            Event::DrawLost { .. } => "draw-lost",
            Event::Passed { .. } => "passed",
            Event::Discarded { .. } => "discarded",
            Event::PenaltyGiven { .. } => "penalty-given",
            Event::TurnStarted { .. } => "turn-started",
        }
    }
}
