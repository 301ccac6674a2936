//! The board on the game screen: every cell's card or picture, the chips with their shapes,
//! and the lines through finished sequences. It fills the space the screen gives it.

use iced::widget::canvas::{self, LineCap, Path, Stroke};
use iced::widget::{Canvas, button, column, container, row, space, stack, text};
use iced::{Alignment, Color, Element, Length, Point, Rectangle, Renderer, Theme, mouse};

use super::{Message, Table};
use crate::app::letters::LetterCase;
use crate::app::style::{self, CellMark};
use lineup_core::{CardId, Cell, RuleSet};

/// The shape on each team's chips, so no one depends on colour alone.
pub const SHAPES: [&str; 4] = ["●", "▲", "■", "◆"];
/// What a free corner shows.
const FREE_MARK: &str = "★";

impl Table {
    pub(super) fn board(&self, width: f32, height: f32) -> Element<'_, Message> {
        let rules = self.game.rules();
        let layout = Grid::new(rules, width, height);
        let (cell, gap) = (layout.cell, Grid::GAP);
        let targets = self
            .selected
            .map(|card| self.game.targets(self.actor(), card));
        let in_sequence = self
            .game
            .sequences()
            .iter()
            .fold(lineup_core::Cells::EMPTY, |all, &(_, cells)| all | cells);
        let column_at = |c: u8| layout.column_at(rules, c);
        let mut grid = column![].spacing(gap);
        for r in 0..rules.rows() {
            let mut line = row![].spacing(gap);
            for c in (0..rules.cols()).map(column_at) {
                let Some(at) = rules.cell_at(r, c) else {
                    continue;
                };
                let hinted = self.hint.and_then(|hint| hint.action.cell()) == Some(at);
                let mark = if self.cursor == Some(at) {
                    CellMark::Cursor
                } else if hinted {
                    CellMark::Hint
                } else if targets.is_some_and(|cells| cells.contains(at)) {
                    CellMark::Target
                } else if self.game.last_placed() == Some(at) && self.game.chip_at(at).is_some() {
                    CellMark::Last
                } else if in_sequence.contains(at) {
                    CellMark::Sequence
                } else if rules.free().contains(at) {
                    CellMark::Free
                } else {
                    CellMark::Plain
                };
                // The first layer of a stack sets its size: both fill the whole cell.
                // Under a chip nothing of the cell shows: no sliver of word or picture.
                let face = match self.game.chip_at(at) {
                    Some(_) if self.chip_drop(at) >= 1.0 => space().into(),
                    _ => self.face(rules, at, cell),
                };
                let content = stack![
                    container(face).center(cell),
                    container(self.chip(at, cell)).center(cell),
                ];
                line = line.push(
                    button(content)
                        .width(cell)
                        .height(cell)
                        .padding(0)
                        .on_press(Message::Cell(at))
                        .style(style::cell(mark)),
                );
            }
            grid = grid.push(line);
        }
        // Finished sequences get a line through them, drawn over the cells.
        let lines = SequenceLines {
            lines: self
                .game
                .sequences()
                .iter()
                .enumerate()
                .filter_map(|(index, &(team, cells))| {
                    let centre = |at: Cell| layout.centre(rules, at);
                    let last = cells.last()?;
                    let colour = style::named(&rules.colors()[team as usize]);
                    let (drawn, glow) = self.line_motion(index, team);
                    Some(Line {
                        from: centre(cells.first_cell()?),
                        to: centre(last),
                        colour,
                        drawn,
                        glow,
                    })
                })
                .collect(),
            width: cell * 0.1,
            cheer: self.cheer(),
        };
        let stacked = stack![
            grid,
            Canvas::new(lines).width(Length::Fill).height(Length::Fill)
        ];
        container(stacked).center(Length::Fill).into()
    }

    /// What a cell shows: its card, its picture, or the free-corner star.
    fn face(&self, rules: &RuleSet, at: Cell, size: f32) -> Element<'_, Message> {
        let Some(card) = rules.faces()[at.index()] else {
            return text(FREE_MARK)
                .size(size * 0.6)
                .color(style::soft_ink())
                .into();
        };
        let look = &rules.card(card).look;
        if let Some(picture) = super::picture_at(rules, at) {
            let square = container(text(self.case.label(look)).size(size * 0.18))
                .padding([0, 4])
                .style(style::banner(style::named(
                    look.color.as_deref().unwrap_or("black"),
                )));
            let mut face = column![
                text(picture.picture.clone())
                    .size(size * if self.show_words { 0.38 } else { 0.45 })
                    .font(crate::app::EMOJI_FONT),
                square
            ]
            .align_x(Alignment::Center);
            if let Some(word) = picture.word.as_ref().filter(|_| self.show_words) {
                face = face.push(text(word.clone()).size(fitted(word, size * 0.95, size * 0.2)));
            }
            return face.into();
        }
        card_face(rules, card, size, self.case, true)
    }

    /// A chip covers its cell's picture whole, so no sliver of word or picture shows round
    /// it; a chip just played drops in from above the board, and one just taken fades.
    fn chip(&self, at: Cell, size: f32) -> Element<'_, Message> {
        let (team, solid, scale) = match (self.game.chip_at(at), self.fading(at)) {
            (Some(team), _) => {
                let dropped = self.chip_drop(at);
                (team, dropped, 1.0 + 0.6 * (1.0 - dropped))
            }
            (None, Some((team, left))) => (team, left, 1.0),
            (None, None) => return space().into(),
        };
        let colour = style::named(&self.game.rules().colors()[team as usize]);
        let chip = size * 0.92 * scale;
        container(
            text(SHAPES[team as usize % SHAPES.len()])
                .size(chip * 0.45)
                .color(style::fade(style::on_chip(colour), solid)),
        )
        .center(chip)
        .style(style::chip(style::fade(colour, solid)))
        .into()
    }
}

/// A card as it shows in the hand or on a playing-card cell: rank and suit in red or black, or
/// the card's picture and word.
pub fn card_face<'a, Message: 'a>(
    rules: &RuleSet,
    card: CardId,
    size: f32,
    case: LetterCase,
    words: bool,
) -> Element<'a, Message> {
    let look = &rules.card(card).look;
    if let Some(picture) = &look.picture {
        let mut face = column![
            text(picture.clone())
                .size(size * 0.45)
                .font(crate::app::EMOJI_FONT)
        ]
        .align_x(Alignment::Center);
        if let Some(word) = look.word.as_ref().filter(|_| words) {
            face = face.push(text(word.clone()).size(fitted(word, size * 0.9, size * 0.2)));
        }
        return face.into();
    }
    text(card_name(rules, card, case))
        .size(size * 0.34)
        .color(style::card_ink(look.color.as_deref()))
        .into()
}

/// Where the board's cells are in the space the board is given: the grid is centred in it,
/// its cells as large as fit. The board and the computer's travelling card both use it.
pub(super) struct Grid {
    /// A cell's width and height.
    pub cell: f32,
    /// The grid's top-left corner in the space given.
    pub corner: Point,
}

impl Grid {
    /// The gap between cells.
    pub const GAP: f32 = 4.0;

    pub fn new(rules: &RuleSet, width: f32, height: f32) -> Grid {
        let (rows, cols) = (rules.rows() as f32, rules.cols() as f32);
        let cell = ((width - Grid::GAP * cols) / cols)
            .min((height - Grid::GAP * rows) / rows)
            .max(8.0);
        let span = |n: f32| n * cell + (n - 1.0) * Grid::GAP;
        Grid {
            cell,
            corner: Point::new(
                ((width - span(cols)) / 2.0).max(0.0),
                ((height - span(rows)) / 2.0).max(0.0),
            ),
        }
    }

    /// The column on screen of the board's column `c`: a board read from the right (Arabic)
    /// shows its first column on the right.
    pub fn column_at(&self, rules: &RuleSet, c: u8) -> u8 {
        match rules.right_to_left() {
            true => rules.cols() - 1 - c,
            false => c,
        }
    }

    /// The centre of cell `at`, from the grid's corner.
    pub fn centre(&self, rules: &RuleSet, at: Cell) -> Point {
        let (r, c) = rules.row_col(at);
        let c = self.column_at(rules, c);
        let step = self.cell + Grid::GAP;
        Point::new(
            c as f32 * step + self.cell / 2.0,
            r as f32 * step + self.cell / 2.0,
        )
    }
}

/// A team's chip, `size` across: its colour and its shape.
pub fn chip_disc<'a, Message: 'a>(
    colour: Color,
    shape: &'a str,
    size: f32,
) -> Element<'a, Message> {
    container(text(shape).size(size * 0.45).color(style::on_chip(colour)))
        .center(size)
        .style(style::chip(colour))
        .into()
}

/// A card as a sentence names it: its word ("cat"), its letter ("Bb") or its rank and suit
/// ("K♦").
pub(super) fn card_name(rules: &RuleSet, card: CardId, case: LetterCase) -> String {
    let look = &rules.card(card).look;
    if let Some(word) = &look.word {
        return word.clone();
    }
    let label = match look.label {
        Some(_) => case.label(look),
        None => rules.card(card).id.clone(),
    };
    format!("{label}{}", look.symbol.as_deref().unwrap_or_default())
}

/// A text size for `word` that fits `width`, at most `largest`: long words shrink rather than
/// spill over their card.
pub(super) fn fitted(word: &str, width: f32, largest: f32) -> f32 {
    // Andika's letters are about 0.55 of the text size wide.
    let letters = word.chars().count().max(1) as f32;
    largest.min(width / (letters * 0.55))
}

/// Lines through the finished sequences: an ink line under a line in the team's colour; a new
/// one is drawn from its first chip to its last and glows, and a win sends up confetti.
struct SequenceLines {
    lines: Vec<Line>,
    width: f32,
    /// How far the winner's celebration has got, while it lasts.
    cheer: Option<f32>,
}

struct Line {
    from: Point,
    to: Point,
    colour: Color,
    /// How much of the line is drawn, 0 to 1.
    drawn: f32,
    /// How strongly it glows, 0 to 1.
    glow: f32,
}

impl<Message> canvas::Program<Message> for SequenceLines {
    type State = ();

    fn draw(
        &self,
        _: &(),
        renderer: &Renderer,
        _: &Theme,
        bounds: Rectangle,
        _: mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        let mut frame = canvas::Frame::new(renderer, bounds.size());
        let stroke = |color, width| {
            Stroke::default()
                .with_color(color)
                .with_width(width)
                .with_line_cap(LineCap::Round)
        };
        for line in &self.lines {
            let end = Point::new(
                line.from.x + (line.to.x - line.from.x) * line.drawn,
                line.from.y + (line.to.y - line.from.y) * line.drawn,
            );
            let path = Path::line(line.from, end);
            if line.glow > 0.0 {
                let halo = style::fade(style::glow(), 0.7 * line.glow);
                frame.stroke(&path, stroke(halo, self.width * 5.0));
            }
            frame.stroke(&path, stroke(style::ink(), self.width * 1.5));
            frame.stroke(&path, stroke(line.colour, self.width));
        }
        if let Some(t) = self.cheer {
            confetti(&mut frame, bounds.size(), t, self.width * 2.0);
        }
        vec![frame.into_geometry()]
    }
}

/// Confetti falling over the board while the class cheers: the same pieces every time, each
/// falling and swaying at its own pace, fading out at the end.
fn confetti(frame: &mut canvas::Frame, size: iced::Size, t: f32, piece: f32) {
    const PIECES: u32 = 90;
    for n in 0..PIECES {
        // A small hash of the piece's number places it and gives it a colour.
        let h = n.wrapping_mul(2_654_435_761);
        let x0 = (h % 1000) as f32 / 1000.0;
        let speed = 0.6 + ((h >> 10) % 100) as f32 / 120.0;
        let delay = ((h >> 17) % 100) as f32 / 300.0;
        let fall = ((t - delay).max(0.0) * speed * 1.6).min(1.2);
        if fall <= 0.0 {
            continue;
        }
        let x = (x0 + 0.03 * (fall * 12.0 + n as f32).sin()) * size.width;
        let y = (fall - 0.1) * size.height;
        let colour = style::confetti(h as usize);
        frame.fill_rectangle(
            Point::new(x, y),
            iced::Size::new(piece, piece * 0.6),
            style::fade(colour, (1.0 - t).min(1.0) * 1.5),
        );
    }
}
