//! Reading a board the way a player does: how promising each team's lines are, where one chip
//! would finish a sequence, and how likely the unseen cards are to hold a given card.
//!
//! Everything here looks only at what every player can see, plus the hand of the seat asking.

use lineup_core::{Ability, CardId, Cell, Cells, Game, MAX_TEAMS, RuleSet, Seat, Team};

/// Line values by how many chips a line still lacks, from five or more (nothing) to none (a
/// finished line): each chip counts about six times the one before.
const WEIGHT: [i32; 6] = [0, 1, 6, 40, 250, 1500];

/// The value of a line with `progress` of the `length` chips a sequence needs (free corners
/// counting as chips): the one measure of a line for every computer player and hint. Lines of
/// every length are judged by the chips they still lack, so a line of four one chip short is
/// worth what a line of five one chip short is.
#[inline]
pub fn line_weight(progress: u32, length: u32) -> i32 {
    let lacking = length.saturating_sub(progress).min(5);
    WEIGHT[5 - lacking as usize]
}

/// The chips on a board, cheap to copy so moves can be tried on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub chips: [Cells; MAX_TEAMS as usize],
    pub teams: u8,
}

impl Board {
    pub fn of(game: &Game) -> Board {
        let mut chips = [Cells::EMPTY; MAX_TEAMS as usize];
        for team in 0..game.teams() {
            chips[team as usize] = game.chips(team);
        }
        Board {
            chips,
            teams: game.teams(),
        }
    }

    /// The chips of every team but `team`.
    pub fn others(&self, team: Team) -> Cells {
        let mut cells = Cells::EMPTY;
        for other in (0..self.teams).filter(|&other| other != team) {
            cells |= self.chips[other as usize];
        }
        cells
    }

    /// Every cell with a chip on it.
    pub fn occupied(&self) -> Cells {
        self.chips
            .iter()
            .fold(Cells::EMPTY, |all, &chips| all | chips)
    }

    pub fn owner(&self, cell: Cell) -> Option<Team> {
        (0..self.teams).find(|&team| self.chips[team as usize].contains(cell))
    }

    pub fn place(&mut self, cell: Cell, team: Team) {
        self.chips[team as usize].insert(cell);
    }

    pub fn take(&mut self, cell: Cell) {
        for chips in &mut self.chips {
            chips.remove(cell);
        }
    }
}

/// The game whose lines are judged: its rules and the sequences made so far.
#[derive(Clone, Copy)]
pub struct Judge<'a> {
    pub rules: &'a RuleSet,
    game: &'a Game,
    length: u32,
}

impl<'a> Judge<'a> {
    pub fn new(game: &'a Game) -> Judge<'a> {
        Judge {
            rules: game.rules(),
            game,
            length: game.rules().in_a_row() as u32,
        }
    }

    /// How far `team` has come in `run` (its chips and the free corners), or `None` when the
    /// run can never be its sequence: another team has a chip in it, or it shares too much
    /// with one of the team's sequences.
    #[inline]
    pub fn progress(&self, board: &Board, team: Team, run: Cells) -> Option<u32> {
        if !(run & board.others(team)).is_empty() {
            return None;
        }
        if !self.game.may_count(team, run) {
            return None;
        }
        Some((run & (board.chips[team as usize] | self.rules.free())).len())
    }

    /// The worth of `team`'s lines through `cell`.
    pub fn lines_through(&self, board: &Board, team: Team, cell: Cell) -> i32 {
        self.rules
            .runs_through(cell)
            .iter()
            .filter_map(|&run| self.progress(board, team, run))
            .map(|progress| line_weight(progress, self.length))
            .sum()
    }

    /// What a chip of `team` on the empty `cell` does to the lines through it, in one pass:
    /// each of its own lines there grows by a chip, and every other team's line there is cut.
    /// (The same as the change in [`Judge::lines_through`] for every team, four times quicker.)
    pub fn place_gain(&self, board: &Board, team: Team, cell: Cell) -> i32 {
        if board.teams == 2 {
            return self.place_gain_two(board, team, cell);
        }
        let free = self.rules.free();
        let occupied = board.occupied();
        let mut gain = 0;
        for &run in self.rules.runs_through(cell) {
            let taken = run & occupied;
            // A line is only ever a line of the one team with chips in it (or of every team).
            let teams = match taken.first_cell() {
                None => 0..board.teams,
                Some(chip) => match board.owner(chip) {
                    Some(owner) if (taken & !board.chips[owner as usize]).is_empty() => {
                        owner..owner + 1
                    }
                    _ => continue,
                },
            };
            for other in teams {
                if !self.game.may_count(other, run) {
                    continue;
                }
                let progress = (run & (board.chips[other as usize] | free)).len();
                gain += match other == team {
                    true => {
                        line_weight(progress + 1, self.length) - line_weight(progress, self.length)
                    }
                    false => line_weight(progress, self.length),
                };
            }
        }
        gain
    }

    /// [`Judge::place_gain`] for two teams, the hard player's playouts' every move: the chips
    /// in a line that are not `team`'s are the other team's, so each line is judged by
    /// counting alone, with no branch (which case a line is cannot be foreseen).
    fn place_gain_two(&self, board: &Board, team: Team, cell: Cell) -> i32 {
        let free = self.rules.free();
        let other_team = 1 - team;
        let own = board.chips[team as usize];
        let theirs = board.chips[other_team as usize];
        let shared = self.rules.shared_chips() as u32;
        let sequences = self.game.sequences();
        let mut gain = 0;
        for &run in self.rules.runs_through(cell) {
            let (mine, other, corners) =
                ((run & own).len(), (run & theirs).len(), (run & free).len());
            // A line may count for a team unless it shares too much with one of its sequences.
            let mut may = [true; 2];
            for &(owner, made) in sequences {
                may[owner as usize & 1] &= (made & run).len() <= shared;
            }
            // Its own line (no chip of theirs) grows by a chip; their line (no chip of its
            // own), or a line of nobody's, is cut.
            let grows = line_weight(mine + corners + 1, self.length)
                - line_weight(mine + corners, self.length);
            let cut = line_weight(other + corners, self.length);
            gain += grows * i32::from(other == 0 && may[team as usize])
                + cut * i32::from(mine == 0 && may[other_team as usize]);
        }
        gain
    }

    /// The worth of `team`'s open lines, counting the empty cells its hands can cover
    /// (`reach`, with `wilds` wild cards for any cell) as half taken: a line is only as good
    /// as the cards to finish it.
    pub fn potential_in_hand(&self, board: &Board, team: Team, reach: Cells, wilds: u32) -> i32 {
        let own = board.chips[team as usize] | self.rules.free();
        self.rules
            .runs()
            .iter()
            .filter_map(|&run| {
                let progress = self.progress(board, team, run)?;
                let covered = (run & !own & reach).len();
                let empty = self.length.saturating_sub(progress);
                let hoped = (progress + covered + wilds).min(progress + empty);
                Some((line_weight(progress, self.length) + line_weight(hoped, self.length)) / 2)
            })
            .sum()
    }

    /// The cells where one more chip of `team` would make a sequence.
    pub fn finishing_cells(&self, board: &Board, team: Team) -> Cells {
        self.finishing_in(board, team, self.rules.runs())
    }

    /// The cells where one more chip of `team` would make a sequence of one of `runs`.
    pub fn finishing_in(&self, board: &Board, team: Team, runs: &[Cells]) -> Cells {
        let own = board.chips[team as usize] | self.rules.free();
        self.almost_done(board, team, runs, |run| run & !own)
    }

    /// Whether one more chip of `team` would finish any sequence: [`Judge::finishing_cells`]
    /// is not empty, found without reading every line once one is found.
    pub fn could_finish(&self, board: &Board, team: Team) -> bool {
        let own = board.chips[team as usize] | self.rules.free();
        let others = board.others(team);
        self.rules.runs().iter().any(|&run| {
            (run & own).len() + 1 == self.length
                && (run & others).is_empty()
                && self.game.may_count(team, run)
        })
    }

    /// The chips of `owner` in its lines that need one chip more: taking one away breaks
    /// the threat.
    pub fn threatening_chips(&self, board: &Board, owner: Team) -> Cells {
        let chips = board.chips[owner as usize];
        self.almost_done(board, owner, self.rules.runs(), |run| run & chips)
    }

    /// The union of `part(run)` over the runs that one more chip of `team` would finish.
    fn almost_done(
        &self,
        board: &Board,
        team: Team,
        runs: &[Cells],
        part: impl Fn(Cells) -> Cells,
    ) -> Cells {
        let mut cells = Cells::EMPTY;
        let own = board.chips[team as usize] | self.rules.free();
        let others = board.others(team);
        for &run in runs {
            if (run & own).len() + 1 == self.length
                && (run & others).is_empty()
                && self.game.may_count(team, run)
            {
                cells |= part(run);
            }
        }
        cells
    }
}

/// The cards `seat` cannot see (other hands and the draw pile), counted by kind.
pub struct Unseen {
    counts: Vec<u16>,
    total: u32,
    wilds: u32,
}

impl Unseen {
    pub fn new(game: &Game, seat: Seat) -> Unseen {
        let rules = game.rules();
        let mut counts: Vec<u16> = rules.cards().iter().map(|kind| kind.count as u16).collect();
        let mut seen = |card: CardId| {
            let count = &mut counts[card.index()];
            *count = count.saturating_sub(1);
        };
        game.hand(seat).iter().copied().for_each(&mut seen);
        for other in 0..game.players() {
            game.discards(other).iter().copied().for_each(&mut seen);
        }
        game.out_of_play().iter().copied().for_each(&mut seen);
        let total = counts.iter().map(|&n| n as u32).sum();
        let wilds = (rules.card_ids())
            .filter(|&card| rules.ability(card) == Ability::Wild)
            .map(|card| counts[card.index()] as u32)
            .sum();
        Unseen {
            counts,
            total,
            wilds,
        }
    }

    /// The chance that a hand of `hand` unseen cards holds a card that can go on one of
    /// `cells` (a card showing it, or a wild card).
    pub fn chance(&self, rules: &RuleSet, cells: Cells, hand: usize) -> f32 {
        if cells.is_empty() || hand == 0 || self.total == 0 {
            return 0.0;
        }
        let mut kinds: Vec<CardId> = Vec::new();
        for cell in cells {
            if let Some(card) = rules.faces()[cell.index()]
                && !kinds.contains(&card)
            {
                kinds.push(card);
            }
        }
        let matching: u32 = self.wilds
            + kinds
                .iter()
                .map(|&card| self.counts[card.index()] as u32)
                .sum::<u32>();
        let total = self.total as f32;
        let mut miss = 1.0f32;
        for drawn in 0..hand.min(self.total as usize) {
            let left = total - drawn as f32;
            miss *= ((left - matching as f32).max(0.0)) / left;
        }
        1.0 - miss
    }
}

/// What `cards` can cover: the cells their placing cards show, and how many of them are wild
/// (each goes on any open cell). Remove cards cover nothing.
pub fn reach(rules: &RuleSet, cards: &[CardId]) -> (Cells, u32) {
    let mut cells = Cells::EMPTY;
    let mut wilds = 0;
    for &card in cards {
        match rules.ability(card) {
            Ability::Place => cells |= rules.card_cells()[card.index()],
            Ability::Wild => wilds += 1,
            Ability::Remove => {}
        }
    }
    (cells, wilds)
}

/// The cells a hand can put a chip on, among `cells`.
pub fn reachable(game: &Game, hand: &[CardId], cells: Cells) -> Cells {
    match reach(game.rules(), hand) {
        (_, wilds) if wilds > 0 => cells,
        (shown, _) => shown & cells,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lineup_core::Library;

    #[test]
    fn a_hand_reaches_the_cells_its_cards_show_or_any_cell_with_a_wild_card() {
        let rules = Library::built_in().get("classic").unwrap().rules().clone();
        let game = Game::new(rules.clone(), &lineup_core::GameConfig::new(2, 1)).unwrap();
        let card = |id: &str| rules.card_id(id).unwrap();
        let (kd, qs) = (card("KD"), card("QS"));
        let shown = rules.card_cells()[kd.index()] | rules.card_cells()[qs.index()];
        assert_eq!(reach(&rules, &[kd, qs]), (shown, 0));
        let wild = (rules.card_ids())
            .find(|&card| rules.ability(card) == Ability::Wild)
            .unwrap();
        let remove = (rules.card_ids())
            .find(|&card| rules.ability(card) == Ability::Remove)
            .unwrap();
        assert_eq!(
            reach(&rules, &[kd, remove, wild, wild]),
            (rules.card_cells()[kd.index()], 2)
        );
        assert_eq!(reach(&rules, &[remove]), (Cells::EMPTY, 0));
        let open = game.open();
        assert_eq!(reachable(&game, &[kd, qs], open), shown & open);
        assert_eq!(reachable(&game, &[kd, wild], open), open);
        assert_eq!(reachable(&game, &[remove], open), Cells::EMPTY);
    }

    #[test]
    fn a_line_is_judged_by_the_chips_it_lacks_whatever_its_length() {
        for length in 3..=7 {
            assert_eq!(line_weight(length, length), line_weight(5, 5), "finished");
            assert_eq!(
                line_weight(length - 1, length),
                line_weight(4, 5),
                "one short"
            );
            for progress in 0..length {
                assert!(line_weight(progress, length) <= line_weight(progress + 1, length));
            }
        }
        assert_eq!(line_weight(0, 5), 0);
        assert!(line_weight(1, 5) > 0);
    }
}
