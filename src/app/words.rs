//! What the app says, in one place. (Translations through Fluent replace this module; until
//! then every sentence a child or teacher reads is here, never in a view.)

pub const APP: &str = "Lineup";
pub const PICK_A_GAME: &str = "Pick a game";
pub const RESUME: &str = "Go on with the last game";
pub const AGES: &str = "Ages";
pub const PLAYERS: &str = "Players";
pub const HUMAN: &str = "Person";
pub const COMPUTER: &str = "Computer";
pub const START: &str = "Start the game";
pub const BACK: &str = "Back";
pub const HANDS_OPEN: &str = "Cards face up";
pub const HANDS_PRIVATE: &str = "Cards hidden";
pub const PICK_A_CARD: &str = "Pick a card from your hand";
pub const PICK_A_SPACE: &str = "Pick a space with this card";
pub const PICK_ANY_SPACE: &str = "Pick any empty space";
pub const PICK_A_CHIP: &str = "Pick a chip to take away";
pub const NOWHERE: &str = "This card has nowhere to go";
pub const DEAD_CARD: &str = "Dead card: trade it in";
pub const TURN_IN: &str = "Trade in this card";
pub const DRAW: &str = "Draw a card";
pub const THINKING: &str = "is thinking…";
pub const CARDS_LEFT: &str = "cards left";
pub const PLAY_AGAIN: &str = "Play again";
pub const HOME: &str = "Home";
pub const NO_WINNER: &str = "Nobody can move: it is a draw!";
pub const WINS: &str = "wins!";
pub const TURN_OF: &str = "Your turn,";
pub const PASS_TO: &str = "Pass to";
pub const TAP_WHEN_READY: &str = "tap when ready";
pub const UNDO: &str = "Undo";
pub const DISCARDS: &str = "Cards played";
pub const TABLE_TALK: &str = "Table talk:";
pub const PUT_DOWN_A_CARD: &str = "Table talk! Put down one card";
pub const DRAWING: &str = "Drawing";
pub const DRAW_AUTOMATIC: &str = "Automatic";
pub const DRAW_MANUAL: &str = "By hand (forget and lose it)";
pub const FIRST: &str = "Who starts";
pub const FIRST_CUT: &str = "Cut the deck";
pub const FIRST_RANDOM: &str = "At random";
pub const FIRST_CHOSEN: &str = "Player 1";
pub const RESTART: &str = "Restart";

/// Seat names until players type their own.
pub fn seat_name(seat: u8) -> String {
    format!("Player {}", seat + 1)
}

/// A team's name: its colour.
pub fn team_name(color: &str) -> String {
    let mut name = color.to_string();
    if let Some(first) = name.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    name
}

/// A gentle word for a move the rules do not allow.
pub fn error(error: crate::core::RuleError) -> &'static str {
    use crate::core::RuleError::*;
    match error {
        NotYourTurn => "Wait for your turn",
        CardNotInHand => "That card is not in your hand",
        CardDoesNotFit => "That card does not go there",
        CellOccupied => "There is a chip there already",
        CellIsFree => "The corners are free for everyone",
        CellEmpty => "There is no chip there to take",
        NotAnOpponentChip => "You can only take another team's chip",
        ChipInSequence => "That chip is in a finished line: it stays",
        NotADeadCard => "That card can still be played",
        OneDeadCardPerTurn => "Only one card can be traded each turn",
        GameOver => "The game is over",
        NoDrawOwed => "There is no card to draw now",
        NoSuchCell => "That is not on the board",
        DiscardPending => "First, the team must put down a card each",
        NoDiscardOwed => "You do not have to put down a card",
        NothingToDiscard => "That team has no cards",
        NoSuchTeam => "There is no such team",
    }
}
