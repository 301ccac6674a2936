//! A checked rule set: everything a game needs to know about one variant.
//!
//! A [`RuleSet`] is only ever built by validating a theme file (see [`crate::theme`]), so
//! the game code can trust it: the board fits in a bitboard, every card on the board exists,
//! every playable card has somewhere to go, and the lines of the board are precomputed.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::card::CardId;
use super::cells::{Cell, Cells};
use super::level::Level;

/// The most players a theme may allow.
pub const MAX_PLAYERS: u8 = 12;
/// The most teams a theme may allow (chip colours on the board).
pub const MAX_TEAMS: u8 = 4;

/// What playing a card does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Ability {
    /// Place a chip on an open cell showing this card.
    #[default]
    Place,
    /// Place a chip on any open cell.
    Wild,
    /// Take away one opponent's chip that is not part of a sequence.
    Remove,
}

/// How a card looks, for the app. The rules never read it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Look {
    /// Short text on the card: "K", "10", "B".
    pub label: Option<String>,
    /// The small letter of a letter card ("b" for "B"), shown beside or instead of the label.
    #[serde(default)]
    pub small: Option<String>,
    /// A suit or other symbol drawn with the label: "♦".
    pub symbol: Option<String>,
    /// A named colour (from the theme's palette) or `#rrggbb`.
    pub color: Option<String>,
    /// The card's own picture (an emoji), for decks of pictures.
    pub picture: Option<String>,
    /// A picture file drawn instead of `picture`: as the theme names it, then, once checked,
    /// its full path.
    #[serde(default)]
    pub image: Option<String>,
    /// The word or name the card stands for: "cat", "unicorn".
    pub word: Option<String>,
    /// Pictures for the board cells showing this card, in reading order.
    #[serde(default)]
    pub cells: Vec<Picture>,
}

/// One picture on a board cell.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Picture {
    /// What the cell shows: an emoji, or text such as "K♦" (empty where it shows `image`).
    #[serde(default)]
    pub picture: String,
    /// A picture file the cell shows instead: as the theme names it, then, once checked, its
    /// full path.
    #[serde(default)]
    pub image: Option<String>,
    /// The word under the picture (letters, animals), if it has one.
    #[serde(default)]
    pub word: Option<String>,
    /// The word in the board's letters over it, where the word is written in others: a
    /// Chinese word's pinyin.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reading: Option<String>,
}

/// One kind of card in the deck.
#[derive(Clone, Debug, PartialEq)]
pub struct CardKind {
    /// What players type and scenarios use: `KD`, `B`, `cat`.
    pub id: String,
    /// Copies in the deck.
    pub count: u8,
    /// What playing it does.
    pub ability: Ability,
    /// Order when cutting for first player (higher is higher); `None` if not ranked.
    pub rank: Option<u8>,
    /// How the card and its cells look.
    pub look: Look,
}

/// What happens to a card whose every cell is covered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeadCards {
    /// A player may turn in one dead card a turn, before playing, for a new one.
    TurnIn,
    /// Dead cards leave the game at once, from hands and as drawn, and are replaced.
    Automatic,
}

/// What happens when the draw pile runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EmptyDeck {
    /// All discard piles are shuffled together into a new draw pile.
    Reshuffle,
    /// Nobody draws any more; players play out their hands.
    PlayOn,
}

/// With manual drawing: until when a player may still take the card they forgot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LateDraw {
    /// Until the next player plays.
    NextPlace,
    /// Until the next player has played and drawn.
    NextPlaceAndDraw,
}

/// How the first player is found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FirstPlayer {
    /// Everybody cuts the deck; the lowest card starts (aces high), ties cut again.
    Cut,
    /// A seat picked at random.
    Random,
    /// The players choose (the youngest, the one left of the dealer): seat 0 unless set.
    Chosen,
}

/// An option the players may choose, with its choices and the rules text's default.
#[derive(Clone, Debug, PartialEq)]
pub struct GameOption {
    /// The option's id, as theme files and saves write it.
    pub id: String,
    /// What the option is called, in the theme's words.
    pub label: String,
    /// The choice the rules text makes when the players do not.
    pub default: String,
    /// Each choice's id and what it means in words (empty if the theme says nothing).
    pub choices: Vec<(String, String)>,
}

/// The checked rules of one variant, with its options applied.
#[derive(Clone, Debug)]
pub struct RuleSet {
    pub(crate) id: String,
    pub(crate) name: String,
    pub(crate) description: String,
    pub(crate) ages: String,
    /// The computer level a new table starts with, if the theme names one.
    pub(crate) computer: Option<Level>,
    /// The language of the letters board the deck and board were made from, if they were.
    pub(crate) language: Option<String>,
    /// The board is read from the right (its letters board's script is right to left).
    pub(crate) right_to_left: bool,
    pub(crate) rows: u8,
    pub(crate) cols: u8,
    /// What each cell shows: a card, or `None` for a free corner.
    pub(crate) faces: Vec<Option<CardId>>,
    pub(crate) free: Cells,
    /// Every cell a chip may go on: the board less the free corners.
    pub(crate) playable: Cells,
    pub(crate) cards: Vec<CardKind>,
    /// Each card kind's ability, kept apart for quick lookups.
    pub(crate) abilities: Vec<Ability>,
    /// Every card of the deck, in theme order, ready to be shuffled.
    pub(crate) full_deck: Vec<CardId>,
    /// For each card kind, the cells that show it.
    pub(crate) card_cells: Vec<Cells>,
    pub(crate) in_a_row: u8,
    pub(crate) player_counts: Vec<u8>,
    pub(crate) team_counts: Vec<u8>,
    pub(crate) hand_sizes: BTreeMap<u8, u8>,
    pub(crate) colors: Vec<String>,
    /// Sequences to win, by the number of teams.
    pub(crate) to_win: BTreeMap<u8, u8>,
    /// How many chips a new sequence may share with each sequence made before.
    pub(crate) shared_chips: u8,
    pub(crate) dead_cards: DeadCards,
    pub(crate) empty_deck: EmptyDeck,
    pub(crate) late_draw: LateDraw,
    pub(crate) first_player: FirstPlayer,
    /// A game with no winner after this many turns ends as a draw.
    pub(crate) turn_limit: u32,
    pub(crate) options: Vec<GameOption>,
    /// The choice made for each option.
    pub(crate) chosen: BTreeMap<String, String>,
    lines: Lines,
}

/// Every straight run of `in_a_row` cells, and for each cell the runs through it, grouped by
/// direction and kept side by side so checking a placed chip reads one short slice.
#[derive(Clone, Debug, Default)]
struct Lines {
    runs: Vec<Cells>,
    through: Vec<Cells>,
    /// For each cell and direction: all the cells of its runs, and where they are in `through`.
    groups: Vec<(Cells, u16, u16)>,
}

impl Lines {
    fn new(rows: usize, cols: usize, len: usize) -> Lines {
        let mut lines = Lines::default();
        let mut by_cell: Vec<[Vec<Cells>; 4]> = vec![Default::default(); rows * cols];
        let directions: [(isize, isize); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];
        for (direction, (dr, dc)) in directions.into_iter().enumerate() {
            for row in 0..rows as isize {
                for col in 0..cols as isize {
                    let end_row = row + dr * (len as isize - 1);
                    let end_col = col + dc * (len as isize - 1);
                    if end_row >= rows as isize || end_col < 0 || end_col >= cols as isize {
                        continue;
                    }
                    let mut run = Cells::EMPTY;
                    for step in 0..len as isize {
                        let index = (row + dr * step) * cols as isize + col + dc * step;
                        run.insert(Cell::new(index as usize));
                    }
                    lines.runs.push(run);
                    for cell in run {
                        by_cell[cell.index()][direction].push(run);
                    }
                }
            }
        }
        for groups in by_cell {
            for runs in groups {
                let from = lines.through.len() as u16;
                let span = runs.iter().fold(Cells::EMPTY, |all, &run| all | run);
                lines.through.extend(runs);
                lines.groups.push((span, from, lines.through.len() as u16));
            }
        }
        lines
    }
}

impl RuleSet {
    /// Builds the lines of the board; called once by the theme validator.
    pub(crate) fn finish(mut self) -> RuleSet {
        self.lines = Lines::new(
            self.rows as usize,
            self.cols as usize,
            self.in_a_row as usize,
        );
        self.playable = Cells::first(self.faces.len()) & !self.free;
        self.abilities = self.cards.iter().map(|kind| kind.ability).collect();
        self.full_deck = (self.cards.iter().enumerate())
            .flat_map(|(index, kind)| std::iter::repeat_n(CardId::new(index), kind.count as usize))
            .collect();
        self.card_cells = vec![Cells::EMPTY; self.cards.len()];
        for (index, face) in self.faces.iter().enumerate() {
            if let Some(card) = face {
                self.card_cells[card.index()].insert(Cell::new(index));
            }
        }
        self
    }

    /// A rule set shell that [`RuleSet::finish`] completes.
    pub(crate) fn shell() -> RuleSet {
        RuleSet {
            id: String::new(),
            name: String::new(),
            description: String::new(),
            ages: String::new(),
            computer: None,
            language: None,
            right_to_left: false,
            rows: 0,
            cols: 0,
            faces: Vec::new(),
            free: Cells::EMPTY,
            playable: Cells::EMPTY,
            cards: Vec::new(),
            abilities: Vec::new(),
            full_deck: Vec::new(),
            card_cells: Vec::new(),
            in_a_row: 0,
            player_counts: Vec::new(),
            team_counts: Vec::new(),
            hand_sizes: BTreeMap::new(),
            colors: Vec::new(),
            to_win: BTreeMap::new(),
            shared_chips: 1,
            dead_cards: DeadCards::TurnIn,
            empty_deck: EmptyDeck::Reshuffle,
            late_draw: LateDraw::NextPlace,
            first_player: FirstPlayer::Chosen,
            turn_limit: 1000,
            options: Vec::new(),
            chosen: BTreeMap::new(),
            lines: Lines::default(),
        }
    }

    /// Cells on the board, free corners included.
    pub fn cell_count(&self) -> usize {
        self.faces.len()
    }

    /// Every cell of the board.
    pub fn all_cells(&self) -> Cells {
        Cells::first(self.faces.len())
    }

    /// The cell at a row and column (from the top left, from 0), if the board has it.
    pub fn cell_at(&self, row: u8, col: u8) -> Option<Cell> {
        (row < self.rows && col < self.cols)
            .then(|| Cell::new(row as usize * self.cols as usize + col as usize))
    }

    /// The cell numbered `index` in reading order from the top left, if the board has it:
    /// how a cell's number read from a file becomes a cell.
    pub fn cell(&self, index: usize) -> Option<Cell> {
        (index < self.faces.len()).then(|| Cell::new(index))
    }

    /// The row and column of a cell, from the top left, from 0.
    pub fn row_col(&self, cell: Cell) -> (u8, u8) {
        let cols = self.cols.max(1) as usize;
        ((cell.index() / cols) as u8, (cell.index() % cols) as u8)
    }

    /// The card kind with this id (`KD`, `B`, `cat`), ignoring case as the board's language
    /// pairs its letters (in Turkish `i` is İ's card, not I's; see [`crate::fold`]).
    pub fn card_id(&self, id: &str) -> Option<CardId> {
        let wanted = id.trim();
        let wanted = if wanted == "10" || wanted.len() == 3 && wanted.starts_with("10") {
            format!("T{}", &wanted[2..])
        } else {
            wanted.to_string()
        };
        let wanted = self.fold(&wanted);
        self.cards
            .iter()
            .position(|kind| self.fold(&kind.id) == wanted)
            .map(CardId::new)
    }

    /// The card kind numbered `index` in theme order, if the deck has it: how a card's number
    /// read from a file becomes a card.
    pub fn card_at(&self, index: usize) -> Option<CardId> {
        (index < self.cards.len()).then(|| CardId::new(index))
    }

    /// Every kind of card, in theme order.
    pub fn card_ids(&self) -> impl Iterator<Item = CardId> + use<> {
        (0..self.cards.len()).map(CardId::new)
    }

    /// Whether `card` is a kind of this deck (a card of another theme's deck may not be).
    pub fn has_card(&self, card: CardId) -> bool {
        card.index() < self.cards.len()
    }

    /// The kind of card `card` is. Panics for a card of another deck (see
    /// [`RuleSet::has_card`]): every card a game of these rules holds is of this one.
    pub fn card(&self, card: CardId) -> &CardKind {
        &self.cards[card.index()]
    }

    /// The lines of `in_a_row` cells through `cell` (none for a cell off this board).
    pub fn runs_through(&self, cell: Cell) -> &[Cells] {
        match self.directions(cell) {
            [first, .., last] => &self.lines.through[first.1 as usize..last.2 as usize],
            _ => &[],
        }
    }

    /// The lines of one direction's group, from [`RuleSet::directions`].
    #[inline(always)]
    pub(crate) fn runs_between(&self, from: u16, to: u16) -> &[Cells] {
        &self.lines.through[from as usize..to as usize]
    }

    /// The four directions' groups of lines through `cell`, each as the cells of all its lines
    /// together (a team with fewer chips there than a sequence needs can skip its lines) and
    /// where its lines lie for [`RuleSet::runs_between`]; none for a cell off this board (a
    /// cell of a larger board), so a stray cell finds no line rather than a panic.
    pub(crate) fn directions(&self, cell: Cell) -> &[(Cells, u16, u16)] {
        let at = cell.index() * 4;
        self.lines.groups.get(at..at + 4).unwrap_or(&[])
    }

    /// What playing a card does. Panics for a card of another deck, as [`RuleSet::card`].
    pub fn ability(&self, card: CardId) -> Ability {
        self.abilities[card.index()]
    }

    /// The action of playing `card` on `cell`: taking the chip there for a remove card,
    /// placing one for any other.
    pub fn play(&self, card: CardId, cell: Cell) -> super::action::Action {
        use super::action::Action;
        match self.ability(card) {
            Ability::Remove => Action::Remove { card, cell },
            Ability::Place | Ability::Wild => Action::Place { card, cell },
        }
    }

    /// Every line of `in_a_row` cells on the board.
    pub fn runs(&self) -> &[Cells] {
        &self.lines.runs
    }

    /// The number of cards in the whole deck.
    pub fn deck_size(&self) -> usize {
        self.cards.iter().map(|kind| kind.count as usize).sum()
    }

    /// Sequences needed to win with this many teams.
    pub fn sequences_to_win(&self, teams: u8) -> u8 {
        self.to_win.get(&teams).copied().unwrap_or(1)
    }

    /// The team `seat` plays for with this many players in the usual number of teams.
    pub fn team_of_seat(&self, seat: super::action::Seat, players: u8) -> super::action::Team {
        super::action::seat_team(seat, self.default_teams(players).unwrap_or(players))
    }

    /// Whether cutting can find a first player: every card has a rank, and not all the same.
    pub fn can_cut(&self) -> bool {
        let first = self.cards.first().and_then(|card| card.rank);
        self.cards.iter().all(|card| card.rank.is_some())
            && self.cards.iter().any(|card| card.rank != first)
    }

    /// Whether `players` may play as `teams` teams: a number of teams the theme allows, that
    /// shares the players out evenly.
    pub fn allows_teams(&self, players: u8, teams: u8) -> bool {
        self.team_counts.contains(&teams) && teams <= players && players.is_multiple_of(teams)
    }

    /// The usual number of teams for a number of players: the most teams the theme allows that
    /// share the players out evenly.
    pub fn default_teams(&self, players: u8) -> Option<u8> {
        (self.team_counts.iter().copied())
            .filter(|&teams| self.allows_teams(players, teams))
            .max()
    }
}
