//! The medium player: every play scored by what it does to the lines through its cell, then
//! by the threats it leaves on the board for the next turn: a sequence another team could
//! finish (weighed by the chance that the unseen cards let them), and sequences of its own it
//! could finish next (two at once cannot both be blocked).

use rand::Rng;

use super::eval::{Unseen, reachable};
use super::plan::{Planner, SEQUENCE, WIN, best, card_and_cell};
use lineup_core::{Action, CardId, Game, Seat, Team};

/// Another team could win next turn.
const THEIR_WIN: f32 = 400_000.0;
/// Another team could finish a sequence next turn (not yet the winning one).
const THEIR_SEQUENCE: f32 = 60_000.0;
/// Two cells where the seat can finish a sequence next turn: one block cannot stop both.
const DOUBLE_THREAT: i32 = 40_000;
/// A cell where the seat can finish a sequence next turn, unless it is blocked first.
const THREAT: f32 = 30_000.0;

/// The medium player's play for `seat`, and each play's score.
pub fn scored(game: &Game, seat: Seat) -> Vec<(Action, i32)> {
    let planner = Planner::new(game, seat);
    let mut moves = Vec::new();
    planner.scored_moves(false, &mut moves);
    if moves.iter().any(|&(_, score)| score >= WIN) {
        return moves;
    }
    let unseen = Unseen::new(game, seat);
    for (action, score) in &mut moves {
        let Some((card, cell)) = card_and_cell(*action) else {
            continue;
        };
        *score += lookahead(&planner, &unseen, card, cell);
    }
    moves
}

pub fn play(game: &Game, seat: Seat, rng: &mut impl Rng) -> Option<Action> {
    best(&scored(game, seat), rng)
}

/// What the board after the play threatens, for the others and for the seat.
fn lookahead(planner: &Planner, unseen: &Unseen, card: CardId, cell: lineup_core::Cell) -> i32 {
    let game = planner.game;
    let rules = game.rules();
    let after = planner.after(card, cell);
    let mut score = 0.0f32;
    for other in planner.others() {
        let cells = planner.judge.finishing_cells(&after, other);
        if cells.is_empty() {
            continue;
        }
        let hand = next_hand(game, planner.seat, other);
        let loss = match planner.one_to_win[other as usize] {
            true => THEIR_WIN,
            false => THEIR_SEQUENCE,
        };
        score -= unseen.chance(rules, cells, hand) * loss;
    }
    let mine = planner.judge.finishing_cells(&after, planner.team);
    if mine.is_empty() {
        return score as i32;
    }
    let mut hand = game.hand(planner.seat).to_vec();
    if let Some(at) = hand.iter().position(|&held| held == card) {
        hand.remove(at);
    }
    let reach = reachable(game, &hand, mine);
    let worth = match planner.one_to_win[planner.team as usize] {
        true => 1.0,
        false => SEQUENCE as f32 / WIN as f32 * 4.0,
    };
    match reach.len() {
        0 => {}
        1 => {
            // The next other team to play blocks it if it can.
            let blocker = planner.others().next().unwrap_or(planner.team);
            let hand = next_hand(game, planner.seat, blocker);
            score += (1.0 - unseen.chance(rules, reach, hand)) * THREAT * worth;
        }
        _ => score += DOUBLE_THREAT as f32 * worth,
    }
    score as i32
}

/// The number of cards held by the next seat of `team` to play after `seat`.
fn next_hand(game: &Game, seat: Seat, team: Team) -> usize {
    let players = game.players();
    (1..=players)
        .map(|step| (seat + step) % players)
        .find(|&other| game.team_of(other) == team)
        .map(|other| game.hand(other).len())
        .unwrap_or(0)
}
