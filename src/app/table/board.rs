//! The board on the game screen: every cell's card or picture, the chips with their shapes,
//! and the lines through finished sequences. It fills the space the screen gives it.

use iced::widget::canvas::{self, LineCap, Path, Stroke};
use iced::widget::{Canvas, button, column, container, row, space, stack, text};
use iced::{Alignment, Color, Element, Length, Point, Rectangle, Renderer, Theme, mouse};

use super::{Message, Table};
use crate::app::letters::LetterCase;
use crate::app::style::{self, CellMark};
use crate::core::{CardId, Cell, RuleSet};

/// The shape on each team's chips, so no one depends on colour alone.
pub(super) const SHAPES: [&str; 4] = ["●", "▲", "■", "◆"];
/// What a free corner shows.
const FREE_MARK: &str = "★";

impl Table {
    pub(super) fn board(&self, width: f32, height: f32) -> Element<'_, Message> {
        let rules = self.game.rules();
        let gap = 4.0;
        let cell = ((width - gap * rules.cols() as f32) / rules.cols() as f32)
            .min((height - gap * rules.rows() as f32) / rules.rows() as f32)
            .max(8.0);
        let targets = self
            .selected
            .map(|card| self.game.targets(self.actor(), card));
        let in_sequence = self
            .game
            .sequences()
            .iter()
            .fold(crate::core::Cells::EMPTY, |all, &(_, cells)| all | cells);
        // A board read from the right (Arabic) shows its first column on the right.
        let column_at = |c: u8| match rules.right_to_left() {
            true => rules.cols() - 1 - c,
            false => c,
        };
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
                let content = stack![
                    container(self.face(rules, at, cell)).center(cell),
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
                .filter_map(|&(team, cells)| {
                    let centre = |at: Cell| {
                        let (r, c) = rules.row_col(at);
                        let c = column_at(c);
                        Point::new(
                            c as f32 * (cell + gap) + cell / 2.0,
                            r as f32 * (cell + gap) + cell / 2.0,
                        )
                    };
                    let last = Cell(127 - cells.0.leading_zeros() as u8);
                    let colour = style::named(&rules.colors()[team as usize]);
                    Some((centre(cells.first_cell()?), centre(last), colour))
                })
                .collect(),
            width: cell * 0.1,
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
                face = face.push(text(word.clone()).size(size * 0.15));
            }
            return face.into();
        }
        card_face(rules, card, size, self.case)
    }

    fn chip(&self, at: Cell, size: f32) -> Element<'_, Message> {
        let Some(team) = self.game.chip_at(at) else {
            return space().into();
        };
        let colour = style::named(&self.game.rules().colors()[team as usize]);
        container(text(SHAPES[team as usize % SHAPES.len()]).size(size * 0.4))
            .center(size * 0.8)
            .style(style::chip(colour))
            .into()
    }
}

/// A card as it shows in the hand or on a playing-card cell: rank and suit in red or black, or
/// the card's picture and word.
pub(super) fn card_face<'a>(
    rules: &RuleSet,
    card: CardId,
    size: f32,
    case: LetterCase,
) -> Element<'a, Message> {
    let look = &rules.card(card).look;
    if let Some(picture) = &look.picture {
        let mut face = column![
            text(picture.clone())
                .size(size * 0.45)
                .font(crate::app::EMOJI_FONT)
        ]
        .align_x(Alignment::Center);
        if let Some(word) = &look.word {
            face = face.push(text(word.clone()).size(size * 0.15));
        }
        return face.into();
    }
    let label = match look.label {
        Some(_) => case.label(look),
        None => rules.card(card).id.clone(),
    };
    let label = format!("{label}{}", look.symbol.as_deref().unwrap_or_default());
    text(label)
        .size(size * 0.34)
        .color(style::card_ink(look.color.as_deref()))
        .into()
}

/// Lines through the finished sequences: an ink line under a line in the team's colour.
struct SequenceLines {
    lines: Vec<(Point, Point, Color)>,
    width: f32,
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
        for &(from, to, colour) in &self.lines {
            let path = Path::line(from, to);
            let stroke = |color, width| {
                Stroke::default()
                    .with_color(color)
                    .with_width(width)
                    .with_line_cap(LineCap::Round)
            };
            frame.stroke(&path, stroke(style::ink(), self.width * 1.5));
            frame.stroke(&path, stroke(colour, self.width));
        }
        vec![frame.into_geometry()]
    }
}
