//! Motion that tells the story of a move, short and calm: the chip drops onto its cell, a
//! removed chip fades, a new sequence's line is drawn and glows, a win makes the winning lines
//! shine. The app asks for frames only while something moves, so an idle window does no work;
//! with motion switched off everything is drawn at once in its final place.

use lineup_platform::clock::{Duration, Instant};

use super::Table;
use lineup_core::{CardId, Cell, Event as Happened, Team};

/// How long each part of the story takes.
const DROP: Duration = Duration::from_millis(380);
const FADE: Duration = Duration::from_millis(450);
const LINE: Duration = Duration::from_millis(600);
const GLOW: Duration = Duration::from_millis(1600);
const CHEER: Duration = Duration::from_millis(4000);
/// A computer's card travelling from its hand to its space, before its chip drops.
const TRAVEL: Duration = Duration::from_millis(850);

/// What is moving after the last action, and since when.
#[derive(Clone, Debug)]
pub struct Moving {
    started: Instant,
    /// The cell a chip dropped onto.
    pub placed: Option<Cell>,
    /// The cell a chip was taken from, and whose it was.
    pub removed: Option<(Cell, Team)>,
    /// The sequences just made, by their place in the game's list.
    pub sequences: Vec<usize>,
    /// The team that just won.
    pub won: Option<Team>,
    /// A computer's card, travelling from its hand to the space first.
    pub travel: Option<CardId>,
}

impl Moving {
    /// What moves after `events`, if anything does.
    pub fn of(events: &[Happened], at: Instant) -> Option<Moving> {
        let mut moving = Moving {
            started: at,
            placed: None,
            removed: None,
            sequences: Vec::new(),
            won: None,
            travel: None,
        };
        for event in events {
            match *event {
                Happened::Placed { cell, .. } => moving.placed = Some(cell),
                Happened::Removed { cell, team, .. } => moving.removed = Some((cell, team)),
                Happened::SequenceMade { index, .. } => moving.sequences.push(index as usize),
                Happened::Won { team } => moving.won = Some(team),
                _ => {}
            }
        }
        let still = moving.placed.is_none() && moving.removed.is_none();
        (!still).then_some(moving)
    }

    fn length(&self) -> Duration {
        self.delay()
            + if self.won.is_some() {
                CHEER
            } else if !self.sequences.is_empty() {
                LINE + GLOW
            } else {
                DROP.max(FADE)
            }
    }

    /// How long the story waits for a travelling card to arrive.
    fn delay(&self) -> Duration {
        match self.travel {
            Some(_) => TRAVEL,
            None => Duration::ZERO,
        }
    }

    /// The space the travelling card goes to.
    pub fn destination(&self) -> Option<Cell> {
        self.placed.or(self.removed.map(|(cell, _)| cell))
    }
}

/// Speeds up, then slows down: 0 at the start, 1 at the end.
fn ease_in_out(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

/// Slows down as it arrives: 0 at the start, 1 at the end.
fn ease_out(t: f32) -> f32 {
    1.0 - (1.0 - t).powi(3)
}

impl Table {
    /// Whether something is moving now, where motion is on (the setting the app owns): the
    /// app then asks for frames, and only then.
    pub fn animating(&self, motion: bool) -> bool {
        motion
            && (self.moving.as_ref())
                .is_some_and(|moving| self.now < moving.started + moving.length())
    }

    /// What moves after the last action, where motion is on: nothing moves where it is off.
    fn shown(&self, motion: bool) -> Option<&Moving> {
        self.moving.as_ref().filter(|_| motion)
    }

    /// A new frame: the time moves on.
    pub(super) fn tick(&mut self, now: Instant) {
        self.now = now;
        if !self.animating(true) {
            self.moving = None;
        }
    }

    /// How far a part that starts `after` the move and lasts `length` has got, from 0 to 1;
    /// 1 when nothing moves or motion is off.
    fn progress(&self, after: Duration, length: Duration, motion: bool) -> f32 {
        match self.shown(motion) {
            Some(moving) => {
                let gone = self.now.saturating_duration_since(moving.started);
                let gone = gone.saturating_sub(moving.delay());
                let t = gone.saturating_sub(after).as_secs_f32() / length.as_secs_f32();
                t.clamp(0.0, 1.0)
            }
            _ => 1.0,
        }
    }

    /// How far the chip on `cell` has dropped: its size and how solid it is.
    pub(super) fn chip_drop(&self, cell: Cell, motion: bool) -> f32 {
        match self.shown(motion).and_then(|moving| moving.placed) {
            Some(placed) if placed == cell => ease_out(self.progress(Duration::ZERO, DROP, motion)),
            _ => 1.0,
        }
    }

    /// A chip taken from `cell` that is still fading away: its team and how much is left.
    pub(super) fn fading(&self, cell: Cell, motion: bool) -> Option<(Team, f32)> {
        let (removed, team) = self.shown(motion)?.removed?;
        let left = 1.0 - self.progress(Duration::ZERO, FADE, motion);
        (removed == cell && left > 0.0).then_some((team, left))
    }

    /// How much of sequence `index`'s line is drawn, and how strongly it glows.
    pub(super) fn line_motion(&self, index: usize, team: Team, motion: bool) -> (f32, f32) {
        let Some(moving) = self.shown(motion) else {
            return (1.0, 0.0);
        };
        if moving.won == Some(team) {
            // The winning lines shine, pulsing, while the class cheers.
            let t = self.progress(Duration::ZERO, CHEER, motion);
            let pulse = 0.5 + 0.5 * (t * std::f32::consts::TAU * 4.0).cos();
            let drawn = match moving.sequences.contains(&index) {
                true => ease_out(self.progress(Duration::ZERO, LINE, motion)),
                false => 1.0,
            };
            return (drawn, (1.0 - t) * pulse.max(0.3));
        }
        if !moving.sequences.contains(&index) {
            return (1.0, 0.0);
        }
        let drawn = ease_out(self.progress(Duration::ZERO, LINE, motion));
        let glow = 1.0 - self.progress(LINE, GLOW, motion);
        (drawn, glow)
    }

    /// A computer's card on its way from the hand to its space: the card, the space, and how
    /// far it has got (0 to 1).
    pub(super) fn travelling(&self, motion: bool) -> Option<(CardId, Cell, f32)> {
        let moving = self.shown(motion)?;
        let card = moving.travel?;
        let gone = self.now.saturating_duration_since(moving.started);
        let t = gone.as_secs_f32() / TRAVEL.as_secs_f32();
        if t >= 1.0 {
            return None;
        }
        Some((card, moving.destination()?, ease_in_out(t)))
    }

    /// The card a computer just played travels to its space before its chip drops.
    pub(super) fn send_card(&mut self, card: Option<CardId>) {
        if let Some(moving) = &mut self.moving {
            moving.travel = card;
        }
    }

    /// The winner's celebration, from 0 to 1, while it lasts.
    pub(super) fn cheer(&self, motion: bool) -> Option<f32> {
        self.shown(motion)?.won?;
        let t = self.progress(Duration::ZERO, CHEER, motion);
        (t < 1.0).then_some(t)
    }
}
