//! What the table asks the app to play aloud: an effect for what happened, a letter's name and
//! sound when its card is picked up, a picture's word when a chip covers it.

use super::Table;
use crate::app::sounds::{Cheer, Cue, Effect};

impl Table {
    /// What to play aloud since the last call: effects, letters, words; a cheer of a game
    /// without words of its own is in `language`, the one in use.
    pub fn take_cues(&mut self, language: &str) -> Vec<Cue> {
        let mut cues = std::mem::take(&mut self.cues);
        for cue in &mut cues {
            if let Cue::Cheer { language: said, .. } = cue
                && said.is_empty()
            {
                *said = language.to_string();
            }
        }
        cues
    }

    /// The sounds for what just happened on the table.
    pub(super) fn hear(&mut self, events: &[lineup_core::Event]) {
        use lineup_core::Event as Happened;
        for event in events {
            let effect = match *event {
                Happened::Placed { cell, .. } => {
                    let rules = self.session.game().rules();
                    if let (Some(language), Some(word)) = (
                        rules.language(),
                        rules
                            .picture_at(cell)
                            .and_then(|picture| picture.word.clone()),
                    ) {
                        self.cues.push(Cue::Word {
                            language: language.to_string(),
                            word,
                        });
                    }
                    Effect::Place
                }
                Happened::Removed { .. } => Effect::Remove,
                Happened::SequenceMade { .. } => Effect::Sequence,
                Happened::Won { .. } => Effect::Win,
                _ => continue,
            };
            self.cues.push(Cue::Effect(effect));
        }
        // The voice cheers a win, or else a sequence, in the language of the board's words
        // (the one in use for a game without words).
        let happened = |what: fn(&Happened) -> bool| events.iter().any(what);
        let cheer = if happened(|e| matches!(e, Happened::Won { .. })) {
            Some(Cheer::Win)
        } else if happened(|e| matches!(e, Happened::SequenceMade { .. })) {
            Some(Cheer::Sequence)
        } else {
            None
        };
        if let Some(what) = cheer {
            // Left empty for the language in use, which `take_cues` is given.
            let language = self.session.setup().board.clone().unwrap_or_default();
            self.cues.push(Cue::Cheer { language, what });
        }
    }
}
