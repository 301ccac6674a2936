//! The computer players' levels, by the names theme files, saves and the command line use. The
//! rules never play: they name the levels so that a theme can say which one a new table starts
//! with. The players themselves are `lineup-bots`', which names them by this [`Level`].

use std::fmt;
use std::str::FromStr;

/// A computer player's level. From weakest to strongest: random, easy, greedy, medium, hard;
/// just-right plays about as well as the players in front of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Any card, any cell it fits.
    Random,
    /// Plays like a young child: builds its own lines, often misses the other team's, spends
    /// its jacks at once, sometimes plays the first card that fits.
    Easy,
    /// Looks one move ahead: the best play by the one-move score (makes lines, blocks lines,
    /// finishes and stops sequences, saves its jacks).
    Greedy,
    /// Greedy's score, then the threats the play leaves: blocks what could be finished next
    /// turn, weighing the chance the unseen cards allow it, and sets up two threats at once.
    /// Microseconds a move; it plays about as well as greedy, and its reasons make the hints.
    Medium,
    /// Searches the moves ahead over many imagined deals of the unseen cards
    /// (information-set Monte Carlo tree search), within a time and an iteration budget.
    Hard,
    /// A fair match: it plays about as well as the others have been playing, better when it
    /// is behind and gentler when it is ahead, and learns from each game against the same
    /// players; never silly (behind, it stops a sequence about to be made).
    JustRight,
}

impl Level {
    /// Every level.
    pub const ALL: [Level; 6] = [
        Level::Random,
        Level::Easy,
        Level::Greedy,
        Level::Medium,
        Level::Hard,
        Level::JustRight,
    ];

    /// The levels a class is offered, easiest first. A theme may start a table at any of
    /// them, and at no other, so a table always starts at a level the class can see chosen.
    pub const OFFERED: [Level; 4] = [Level::Easy, Level::JustRight, Level::Medium, Level::Hard];

    /// The level a new table starts at when its theme names none.
    pub const USUAL: Level = Level::Medium;

    /// Its name in theme files, saves and on the command line: `just-right`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Greedy => "greedy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::JustRight => "just-right",
        }
    }

    /// The names of `levels` as a sentence lists them: `easy, medium or hard`.
    pub fn in_words(levels: &[Level]) -> String {
        let names: Vec<&str> = levels.iter().map(|level| level.name()).collect();
        match names.split_last() {
            Some((last, [])) => last.to_string(),
            Some((last, others)) => format!("{} or {last}", others.join(", ")),
            None => String::new(),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A computer player's name that is none of the levels.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown computer player \"{0}\": use {names}", names = Level::in_words(&Level::ALL))]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(text: &str) -> Result<Level, UnknownLevel> {
        (Level::ALL.into_iter())
            .find(|level| level.name() == text.trim())
            .ok_or_else(|| UnknownLevel(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_is_read_back_from_its_name() {
        for level in Level::ALL {
            assert_eq!(level.name().parse(), Ok(level));
            assert_eq!(format!(" {level} ").parse(), Ok(level));
        }
        assert!("expert".parse::<Level>().is_err());
        let said = UnknownLevel("expert".into()).to_string();
        assert!(
            said.ends_with("random, easy, greedy, medium, hard or just-right"),
            "{said}"
        );
        assert_eq!(Level::in_words(&[Level::Easy]), "easy");
    }
}
