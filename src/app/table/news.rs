//! What just happened, in one sentence under the banner: who played which card, and whether it
//! made a sequence or took a chip away, so the class can follow a computer's move too.

use super::Table;
use crate::look::i18n::Words;
use crate::look::pieces::card_name;
use crate::t;
use lineup_core::{Ability, CardId, Event as Happened, Seat};

/// The last move worth telling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct News {
    pub seat: Seat,
    pub card: CardId,
    pub what: What,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum What {
    Placed,
    /// A wild card put a chip anywhere.
    Wild,
    Sequence,
    Removed,
    TradedIn,
}

impl News {
    /// The news in `events`, the events of one action, if any.
    pub fn of(events: &[Happened], rules: &lineup_core::RuleSet) -> Option<News> {
        let mut news = None;
        for event in events {
            news = match *event {
                Happened::Placed { seat, card, .. } => Some(News {
                    seat,
                    card,
                    what: match rules.ability(card) {
                        Ability::Wild => What::Wild,
                        _ => What::Placed,
                    },
                }),
                Happened::Removed { seat, card, .. } => Some(News {
                    seat,
                    card,
                    what: What::Removed,
                }),
                Happened::TurnedIn { seat, card } => Some(News {
                    seat,
                    card,
                    what: What::TradedIn,
                }),
                Happened::SequenceMade { .. } => news.map(|news: News| News {
                    what: What::Sequence,
                    ..news
                }),
                _ => continue,
            };
        }
        news
    }
}

impl Table {
    /// The last move in words, in the language in use.
    pub fn news(&self, words: &Words) -> Option<String> {
        let news = self.news?;
        let name = self.name(words, news.seat);
        let card = card_name(
            self.session.game().rules(),
            news.card,
            self.session.setup().case,
        );
        let key = match news.what {
            What::Placed => "game-played",
            What::Wild => "game-played-wild",
            What::Sequence => "game-played-sequence",
            What::Removed => "game-took-chip",
            What::TradedIn => "game-traded",
        };
        Some(t!(words, key, name = name, card = card))
    }
}
