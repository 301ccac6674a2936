//! The board on the game screen: every cell's card or picture, the chips with their shapes,
//! and the lines through finished sequences. It fills the space the screen gives it.

use iced::widget::canvas::{self, LineCap, Path, Stroke};
use iced::widget::{Canvas, button, column, container, row, space, stack};
use iced::{Alignment, Color, Element, Length, Point, Rectangle, Renderer, Size, Theme, mouse};

use super::{Message, Table};
use crate::look::pieces::{SHAPES, card_face, fitted};
use crate::look::style::{self, CellMark, size};
use crate::look::ui::Ui;
use lineup_core::{Cell, RuleSet};

/// What a free corner shows.
const FREE_MARK: &str = "★";

impl Table {
    /// The board in `room` (in units).
    pub(super) fn board<'a>(&'a self, ui: Ui<'a>, room: Size) -> Element<'a, Message> {
        let rules = self.session.game().rules();
        let layout = Grid::new(rules, room.width, room.height);
        let (cell, gap) = (layout.cell, Grid::GAP);
        let targets = self
            .selected
            .map(|card| self.session.game().targets(self.actor(), card));
        let in_sequence = self
            .session
            .game()
            .sequences()
            .iter()
            .fold(lineup_core::Cells::EMPTY, |all, &(_, cells)| all | cells);
        let column_at = |c: u8| layout.column_at(rules, c);
        let mut grid = column![].spacing(ui.px(gap));
        for r in 0..rules.rows() {
            let mut line = row![].spacing(ui.px(gap));
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
                } else if self.session.game().last_placed() == Some(at)
                    && self.session.game().chip_at(at).is_some()
                {
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
                let face = match self.session.game().chip_at(at) {
                    Some(_) if self.chip_drop(at, ui.switches.motion) >= 1.0 => space().into(),
                    _ => self.face(ui, rules, at, cell),
                };
                let content = stack![
                    container(face).center(ui.px(cell)),
                    container(self.chip(ui, at, cell)).center(ui.px(cell)),
                ];
                line = line.push(
                    button(content)
                        .width(ui.px(cell))
                        .height(ui.px(cell))
                        .padding(0)
                        .on_press(Message::Cell(at))
                        .style(style::cell(mark, ui.scale)),
                );
            }
            grid = grid.push(line);
        }
        // Finished sequences get a line through them, drawn over the cells.
        let lines = SequenceLines {
            lines: self
                .session
                .game()
                .sequences()
                .iter()
                .enumerate()
                .filter_map(|(index, &(team, cells))| {
                    let centre = |at: Cell| {
                        let centre = layout.centre(rules, at);
                        Point::new(ui.px(centre.x), ui.px(centre.y))
                    };
                    let last = cells.last()?;
                    let colour = style::named(&rules.colors()[team as usize]);
                    let (drawn, glow) = self.line_motion(index, team, ui.switches.motion);
                    Some(Line {
                        from: centre(cells.first_cell()?),
                        to: centre(last),
                        colour,
                        drawn,
                        glow,
                    })
                })
                .collect(),
            width: ui.px(cell * 0.1),
            cheer: self.cheer(ui.switches.motion),
        };
        let stacked = stack![
            grid,
            Canvas::new(lines).width(Length::Fill).height(Length::Fill)
        ];
        container(stacked).center(Length::Fill).into()
    }

    /// What a cell shows: its card, its picture, or the free-corner star.
    /// What a cell of `size` units shows.
    fn face<'a>(
        &'a self,
        ui: Ui<'a>,
        rules: &'a RuleSet,
        at: Cell,
        size: f32,
    ) -> Element<'a, Message> {
        let Some(card) = rules.faces()[at.index()] else {
            return ui
                .text(FREE_MARK, size * 0.6)
                .color(style::soft_ink())
                .into();
        };
        let look = &rules.card(card).look;
        if let Some(picture) = rules.picture_at(at) {
            // A photo or drawing takes more of the cell than an emoji (it has finer detail)
            // where no letter shares the cell with it.
            let large = match (&picture.image, &look.label) {
                (Some(_), None) => 1.3,
                _ => 1.0,
            };
            let show_words = self.session.setup().show_words;
            // A word's reading (pinyin) takes a line over the word: the picture gives it room.
            let reading = picture.reading.as_ref().filter(|_| show_words);
            let mut face = column![crate::look::pieces::picture(
                ui,
                &picture.picture,
                picture.image.as_deref(),
                size * large
                    * match (show_words, reading) {
                        (true, Some(_)) => 0.26,
                        (true, None) => 0.38,
                        (false, _) => 0.45,
                    }
            )]
            .align_x(Alignment::Center);
            // The letter in its colour, on a board of letters.
            if look.label.is_some() {
                face = face.push(
                    container(ui.text(self.session.setup().case.label(look), size * 0.18))
                        .padding(ui.pad([0.0, size::TIGHT]))
                        .style(style::banner(
                            style::named(look.color.as_deref().unwrap_or("black")),
                            ui.scale,
                        )),
                );
            }
            if let Some(reading) = reading {
                face =
                    face.push(ui.text(reading.clone(), fitted(reading, size * 0.95, size * 0.12)));
            }
            if let Some(word) = picture.word.as_ref().filter(|_| show_words) {
                let largest = match reading {
                    Some(_) => size * 0.18,
                    None => size * 0.2,
                };
                face = face.push(ui.text(word.clone(), fitted(word, size * 0.95, largest)));
            }
            return face.into();
        }
        card_face(ui, rules, card, size, self.session.setup().case, true)
    }

    /// A chip covers its cell's picture whole, so no sliver of word or picture shows round
    /// it; a chip just played drops in from above the board, and one just taken fades.
    fn chip<'a>(&'a self, ui: Ui<'a>, at: Cell, size: f32) -> Element<'a, Message> {
        let (team, solid, scale) = match (
            self.session.game().chip_at(at),
            self.fading(at, ui.switches.motion),
        ) {
            (Some(team), _) => {
                let dropped = self.chip_drop(at, ui.switches.motion);
                (team, dropped, 1.0 + 0.6 * (1.0 - dropped))
            }
            (None, Some((team, left))) => (team, left, 1.0),
            (None, None) => return space().into(),
        };
        let colour = style::named(&self.session.game().rules().colors()[team as usize]);
        let chip = size * 0.92 * scale;
        container(
            ui.text(SHAPES[team as usize % SHAPES.len()], chip * 0.45)
                .color(style::fade(style::on_chip(colour), solid)),
        )
        .center(ui.px(chip))
        .style(style::chip(style::fade(colour, solid), ui.scale))
        .into()
    }
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
    pub const GAP: f32 = size::TIGHT;

    /// The grid in a space `width` by `height` units.
    pub fn new(rules: &RuleSet, width: f32, height: f32) -> Grid {
        let (rows, cols) = (rules.rows() as f32, rules.cols() as f32);
        let cell = ((width - Grid::GAP * cols) / cols)
            .min((height - Grid::GAP * rows) / rows)
            .max(size::NEAR);
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
