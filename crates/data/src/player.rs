//! Who plays a seat: a person, or the computer at one of its levels.

use lineup_bots::{Level, UnknownLevel};

/// How a seat played by a person is written in a save.
const PERSON: &str = "person";

/// Who plays a seat; written in a save as "person" or the computer player's level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Player {
    Human,
    Computer(Level),
}

impl From<Player> for String {
    fn from(player: Player) -> String {
        match player {
            Player::Human => PERSON.to_string(),
            Player::Computer(kind) => kind.name().to_string(),
        }
    }
}

impl TryFrom<String> for Player {
    type Error = UnknownLevel;

    fn try_from(seat: String) -> Result<Player, UnknownLevel> {
        match seat.as_str() {
            PERSON => Ok(Player::Human),
            bot => bot.parse().map(Player::Computer),
        }
    }
}
