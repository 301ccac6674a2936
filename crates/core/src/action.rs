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

/// One thing a player (or, for penalties, the teacher) can do. Files write it as a
/// [`RawAction`](crate::RawAction), checked when read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Play a placing or wild card and put a chip on `cell`.
    Place {
        /// The card played from the hand.
        card: CardId,
        /// The empty cell the chip goes on.
        cell: Cell,
    },
    /// Play a remove card and take the chip on `cell` away.
    Remove {
        /// The remove card played from the hand.
        card: CardId,
        /// The cell of the opponent's chip taken away.
        cell: Cell,
    },
    /// Turn in a dead card for a new one, before playing.
    TurnIn {
        /// The dead card turned in.
        card: CardId,
    },
    /// Take the card owed after playing, when drawing is manual.
    Draw,
    /// Discard a card of one's choice, as a table-talk penalty asks.
    Discard {
        /// The card given up.
        card: CardId,
    },
    /// Table talk: every member of `team` must discard a card of their choice.
    Penalty {
        /// The team that talked.
        team: Team,
    },
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
    /// This team made the sequences it needed.
    Won(Team),
    /// Nobody could move any more, or the turn limit was reached.
    NoWinner,
}

/// Something that happened while an action was applied, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A dead card went on the seat's discard pile.
    TurnedIn {
        /// Who turned it in.
        seat: Seat,
        /// The dead card.
        card: CardId,
    },
    /// A dead card left the game by itself (automatic dead cards).
    DeadCardRemoved {
        /// The hand it left, or `None` when it was drawn from the pile.
        seat: Option<Seat>,
        /// The dead card.
        card: CardId,
    },
    /// A chip was put on a cell.
    Placed {
        /// Who played.
        seat: Seat,
        /// Whose chip it is.
        team: Team,
        /// The card played.
        card: CardId,
        /// Where the chip went.
        cell: Cell,
    },
    /// A chip was taken away with a remove card.
    Removed {
        /// Who played the remove card.
        seat: Seat,
        /// Whose chip was taken.
        team: Team,
        /// The remove card.
        card: CardId,
        /// Where the chip was.
        cell: Cell,
    },
    /// `team` completed a sequence; it is `Game::sequences()[index]`.
    SequenceMade {
        /// The team that made it.
        team: Team,
        /// Where it is in the game's list of sequences.
        index: u8,
    },
    /// The game is over: this team has the sequences it needed.
    Won {
        /// The winning team.
        team: Team,
    },
    /// The game is over with no winner (nobody can move, or the turn limit was reached).
    NoWinner,
    /// A seat took a card from the draw pile.
    Drew {
        /// Who drew.
        seat: Seat,
        /// The card drawn.
        card: CardId,
    },
    /// The draw pile ran out and the discard piles became the new draw pile.
    Reshuffled {
        /// Cards in the new draw pile.
        cards: u16,
    },
    /// Nothing left to draw: the seat plays on with fewer cards.
    NothingToDraw {
        /// Who could not draw.
        seat: Seat,
    },
    /// The seat forgot to draw in time and lost the card (manual drawing).
    DrawLost {
        /// Who lost the card.
        seat: Seat,
    },
    /// The seat had nothing it could do, so its turn was skipped.
    Passed {
        /// Who was skipped.
        seat: Seat,
    },
    /// A seat discarded a card for a table-talk penalty.
    Discarded {
        /// Who discarded.
        seat: Seat,
        /// The card given up.
        card: CardId,
    },
    /// A table-talk penalty was given: the team's members must each discard a card.
    PenaltyGiven {
        /// The team that talked.
        team: Team,
    },
    /// It is now this seat's turn.
    TurnStarted {
        /// Whose turn it is.
        seat: Seat,
    },
}

/// The events of one action; a few fit without allocating.
pub type Events = SmallVec<[Event; 8]>;

/// Where the rules report what happens: a list for callers, or nowhere for fast playouts.
pub trait Sink {
    /// Hears one event, in the order they happen.
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
    /// The seat acted out of turn (or there is no such seat).
    #[error("it is not this seat's turn")]
    NotYourTurn,
    /// The card is not in the seat's hand.
    #[error("that card is not in the hand")]
    CardNotInHand,
    /// The cell does not show that card (and it is not wild).
    #[error("that card does not go there")]
    CardDoesNotFit,
    /// A chip is already on the cell.
    #[error("there is already a chip there")]
    CellOccupied,
    /// The cell is a free corner: no chip goes on it, and none can be taken off.
    #[error("that is a free space: it belongs to everyone")]
    CellIsFree,
    /// A remove card was played on a cell with no chip.
    #[error("there is no chip there")]
    CellEmpty,
    /// A remove card was played on the seat's own team's chip.
    #[error("that chip is not an opponent's")]
    NotAnOpponentChip,
    /// A remove card was played on a chip of a finished sequence.
    #[error("that chip is part of a sequence and stays")]
    ChipInSequence,
    /// A card was turned in that still has an open cell.
    #[error("that card still has an open space")]
    NotADeadCard,
    /// A second dead card was turned in the same turn.
    #[error("only one dead card may be turned in each turn")]
    OneDeadCardPerTurn,
    /// The game has ended: nothing more can be done.
    #[error("the game is over")]
    GameOver,
    /// The seat drew with no card owed (manual drawing).
    #[error("no card is owed to this seat")]
    NoDrawOwed,
    /// The cell is off the board.
    #[error("there is no such cell on this board")]
    NoSuchCell,
    /// A table-talk penalty is waiting for its discards before play goes on.
    #[error("penalty discards must be made first")]
    DiscardPending,
    /// The seat discarded with no penalty to pay.
    #[error("this seat has no penalty discard to make")]
    NoDiscardOwed,
    /// A penalty was given to a team with no cards left to discard.
    #[error("that team has no cards to discard")]
    NothingToDiscard,
    /// The game has no such team.
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
