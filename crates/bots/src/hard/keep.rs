//! What the hard player keeps of its thinking from one move to its next.
//!
//! Once its search is over, only the branch of each tree below the move chosen can ever be
//! reached again, and only that is kept. After one play by each other seat, the part of it
//! below those plays holds what was learnt about the table then: it is cut out and grown on.
//! The first moves searched still come from the table, so nothing kept is ever played unless
//! it is a move there. The plays are read from the table as anyone at it sees them: the chip
//! that came or went, and the card on top of the player's discard pile. Where they cannot be
//! read for certain (a seat passed, a penalty, a reshuffle, an undo, another deal), the search
//! starts afresh.

use std::fmt;
use std::sync::Arc;

use lineup_core::{Action, CardId, Cell, Cells, Game, Seat};

use super::{Node, Search};

/// What a finished search leaves for the seat's next move: the table as it was when the
/// search began (only what the seat sees of it is read: the board, the discard piles and
/// whose turn it is), the move chosen, and of each tree the branch below that move.
#[derive(Clone)]
pub(crate) struct Kept {
    game: Game,
    seat: Seat,
    action: Action,
    branches: Vec<Vec<Node>>,
}

/// The trees by their size: tens of thousands of nodes would fill a log.
impl fmt::Debug for Kept {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let nodes: Vec<usize> = self.branches.iter().map(Vec::len).collect();
        f.debug_struct("Kept")
            .field("seat", &self.seat)
            .field("action", &self.action)
            .field("turn", &self.game.turn())
            .field("nodes", &nodes)
            .finish()
    }
}

impl Kept {
    /// For `seat`'s search of `threads` trees at `now`: each branch cut at the node the plays
    /// since lead to, that node first; an empty tree where the branch never went that way.
    /// Nothing unless `now` follows the kept table by one play of each seat.
    pub(super) fn cut(self, now: &Game, seat: Seat, threads: usize) -> Vec<Vec<Node>> {
        if self.seat != seat || self.branches.len() != threads {
            return Vec::new();
        }
        let Some(plays) = plays_since(&self.game, seat, self.action, now) else {
            return Vec::new();
        };
        (self.branches.iter())
            .map(|nodes| branch(nodes, &plays[1..]))
            .collect()
    }
}

impl Search {
    /// What the search leaves for the seat's next move once it is over: the table it began
    /// from, the move it chose and what the trees learnt below that move (the rest of each
    /// tree can never be reached again).
    pub(crate) fn into_kept(self) -> Option<Kept> {
        if !self.trees.iter().all(|tree| tree.done) {
            return None;
        }
        let action = self.choice()?;
        let seat = self.trees.first()?.seat;
        let branches = (self.trees.iter())
            .map(|tree| branch(&tree.nodes, &[(seat, action)]))
            .collect();
        Some(Kept {
            game: self.game,
            seat,
            action,
            branches,
        })
    }
}

/// The nodes under the one `plays` lead to from the root, that one first and all numbered
/// afresh; none if the tree does not hold every play.
fn branch(nodes: &[Node], plays: &[(Seat, Action)]) -> Vec<Node> {
    below(nodes, plays).map_or_else(Vec::new, |top| subtree(nodes, top))
}

/// The node the plays lead to from the root, if the tree holds them all.
fn below(nodes: &[Node], plays: &[(Seat, Action)]) -> Option<u32> {
    plays.iter().try_fold(0u32, |at, &(seat, action)| {
        (nodes.get(at as usize)?.children.iter().copied()).find(|&child| {
            let node = &nodes[child as usize];
            node.seat == seat && node.action == action
        })
    })
}

/// The nodes under `top`, `top` first and all numbered afresh.
fn subtree(nodes: &[Node], top: u32) -> Vec<Node> {
    let mut from = vec![top];
    let mut kept = Vec::new();
    while let Some(&old) = from.get(kept.len()) {
        let node = &nodes[old as usize];
        let children = (node.children.iter())
            .map(|&child| {
                from.push(child);
                (from.len() - 1) as u32
            })
            .collect();
        kept.push(Node { children, ..*node });
    }
    kept
}

/// The plays from `before`, where `seat` chose `ours`, to `now`: ours, then one by each other
/// seat in turn. None unless `now` is the same game exactly one round on and every play is
/// certain.
fn plays_since(before: &Game, seat: Seat, ours: Action, now: &Game) -> Option<Vec<(Seat, Action)>> {
    let players = before.players();
    let same_game = Arc::ptr_eq(before.rules(), now.rules())
        && players == now.players()
        && before.teams() == now.teams()
        && before.draw_mode() == now.draw_mode();
    let one_round = now.turn() == before.turn() + players as u32
        && before.current() == seat
        && now.current() == seat;
    if !same_game || !one_round {
        return None;
    }
    let round = Round { before, now };
    let seats: Vec<Seat> = (0..players).map(|k| (seat + k) % players).collect();
    let cards = (seats.iter())
        .map(|&other| round.card_played(other, other == seat))
        .collect::<Option<Vec<CardId>>>()?;
    let ours_cell = ours.cell().filter(|_| ours.card() == Some(cards[0]))?;
    let cells = round.cells_played(&seats, &cards, ours_cell)?;
    let plays: Vec<(Seat, Action)> = (seats.iter().zip(cards).zip(cells))
        .map(|((&seat, card), cell)| (seat, before.rules().play(card, cell)))
        .collect();
    round.sequences_made_by(&plays).then_some(plays)
}

/// One round of play, as the table showed it before and shows it now.
struct Round<'a> {
    before: &'a Game,
    now: &'a Game,
}

impl Round<'_> {
    /// The card `seat` played this round, read from its discard pile: the pile grew by that
    /// card and at most one dead card turned in, before the play for the others and at the
    /// start of its next turn for the seat that began the round.
    fn card_played(&self, seat: Seat, began: bool) -> Option<CardId> {
        let added = (self.now.discards(seat)).strip_prefix(self.before.discards(seat))?;
        let (played, turned_in) = match (added, began) {
            ([played], _) => (played, None),
            ([played, dead], true) | ([dead, played], false) => (played, Some(dead)),
            _ => return None,
        };
        turned_in
            .is_none_or(|&dead| self.now.is_dead(dead))
            .then_some(*played)
    }

    /// The cell each seat played on, given the cards they played and the first seat's cell:
    /// found where only one changed cell left fits a seat, again and again. None if a chip
    /// changed twice or not at all, or some seat could have played on either of two cells.
    fn cells_played(&self, seats: &[Seat], cards: &[CardId], first: Cell) -> Option<Vec<Cell>> {
        let mut left = self.changed();
        if left.len() != seats.len() as u32 || !self.fits(seats[0], cards[0], first) {
            return None;
        }
        left.remove(first);
        let mut cells = vec![None; seats.len()];
        cells[0] = Some(first);
        while cells.contains(&None) {
            let (at, cell) = (0..seats.len())
                .filter(|&at| cells[at].is_none())
                .find_map(|at| {
                    let mut fitting = left
                        .iter()
                        .filter(|&cell| self.fits(seats[at], cards[at], cell));
                    let cell = fitting.next()?;
                    fitting.next().is_none().then_some((at, cell))
                })?;
            cells[at] = Some(cell);
            left.remove(cell);
        }
        cells.into_iter().collect()
    }

    /// The cells whose chip came, went or changed colour.
    fn changed(&self) -> Cells {
        (0..self.before.teams()).fold(Cells::EMPTY, |changed, team| {
            let (before, now) = (self.before.chips(team), self.now.chips(team));
            changed | (before & !now) | (now & !before)
        })
    }

    /// Whether the change at `cell` is `seat` playing `card` there: its team's chip put on a
    /// cell the card could go on, or a chip it could take away gone.
    fn fits(&self, seat: Seat, card: CardId, cell: Cell) -> bool {
        let after = match self.before.rules().play(card, cell) {
            Action::Remove { .. } => None,
            _ => Some(self.before.team_of(seat)),
        };
        self.before.targets(seat, card).contains(cell) && self.now.chip_at(cell) == after
    }

    /// Whether the sequences made since are the ones before and new ones each through a chip
    /// its team placed this round.
    fn sequences_made_by(&self, plays: &[(Seat, Action)]) -> bool {
        let Some(new) = (self.now.sequences()).strip_prefix(self.before.sequences()) else {
            return false;
        };
        new.iter().all(|&(team, line)| {
            plays.iter().any(|&(seat, action)| {
                matches!(action, Action::Place { cell, .. } if line.contains(cell))
                    && self.before.team_of(seat) == team
            })
        })
    }
}
