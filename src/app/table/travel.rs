//! A computer's card travelling from its hand, beside the board, to the space it plays, so the
//! class sees what the computer did before its chip drops. Drawn over the whole play area,
//! only while it moves.

use iced::widget::canvas::{self, Path, Stroke};
use iced::widget::{Canvas, responsive};
use iced::{Color, Element, Length, Point, Rectangle, Renderer, Size, Theme, mouse};

use super::board::Grid;
use super::view::SIDE_GAP;
use super::{Message, Table};
use crate::look::pieces::card_name;
use crate::look::style::{self, size};
use crate::look::ui::{Scale, Ui};
use lineup_core::{CardId, Cell};

impl Table {
    /// The travelling card over the play area, if one is on its way.
    pub(super) fn travel_layer<'a>(&'a self, ui: Ui<'a>) -> Option<Element<'a, Message>> {
        let (card, cell, t) = self.travelling(ui.switches.motion)?;
        Some(
            responsive(move |room| {
                let flight = self.flight(ui, card, cell, t, ui.scale.units(room));
                Canvas::new(flight.in_pixels(ui.scale))
                    .width(Length::Fill)
                    .height(Length::Fill)
                    .into()
            })
            .into(),
        )
    }

    /// Where the card starts and lands, from the play area's size: the board takes three
    /// fifths of the width, the hand is in the middle of the rest. In units.
    fn flight(&self, ui: Ui<'_>, card: CardId, cell: Cell, t: f32, area: Size) -> Flight {
        let rules = self.session.game().rules();
        let board_width = (area.width - SIDE_GAP) * 3.0 / 5.0;
        let side_width = area.width - SIDE_GAP - board_width;
        let rtl = ui.right_to_left();
        let (board_x, side_x) = match rtl {
            true => (side_width + SIDE_GAP, 0.0),
            false => (0.0, board_width + SIDE_GAP),
        };
        // The board's grid is centred in its part of the play area, as the board lays it out.
        let grid = Grid::new(rules, board_width, area.height);
        let centre = grid.centre(rules, cell);
        let to = Point::new(board_x + grid.corner.x + centre.x, grid.corner.y + centre.y);
        let from = Point::new(side_x + side_width / 2.0, area.height * 0.35);
        let look = &rules.card(card).look;
        Flight {
            from,
            to,
            t,
            start: Size::new(size::HAND_CARD[0], size::HAND_CARD[1]),
            end: Size::new(grid.cell, grid.cell),
            label: look
                .picture
                .clone()
                .unwrap_or_else(|| card_name(rules, card, self.session.setup().case)),
            picture: look.picture.is_some(),
            ink: style::card_ink(look.color.as_deref()),
            outline: size::FRAME,
        }
    }
}

/// One card's way from the hand to the board.
struct Flight {
    from: Point,
    to: Point,
    t: f32,
    start: Size,
    end: Size,
    label: String,
    picture: bool,
    ink: Color,
    outline: f32,
}

impl Flight {
    /// The flight worked out in units, drawn in the window's pixels.
    fn in_pixels(self, scale: Scale) -> Flight {
        let point = |p: Point| Point::new(scale.px(p.x), scale.px(p.y));
        let size = |s: Size| Size::new(scale.px(s.width), scale.px(s.height));
        Flight {
            from: point(self.from),
            to: point(self.to),
            start: size(self.start),
            end: size(self.end),
            outline: scale.px(self.outline),
            ..self
        }
    }
}

impl canvas::Program<Message> for Flight {
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
        let t = self.t;
        let lerp = |a: f32, b: f32| a + (b - a) * t;
        // A gentle arc above the straight way, so the card is seen to fly.
        let lift = (t * std::f32::consts::PI).sin() * self.start.height * 0.4;
        let centre = Point::new(
            lerp(self.from.x, self.to.x),
            lerp(self.from.y, self.to.y) - lift,
        );
        let size = Size::new(
            lerp(self.start.width, self.end.width),
            lerp(self.start.height, self.end.height),
        );
        let corner = Point::new(centre.x - size.width / 2.0, centre.y - size.height / 2.0);
        let card = Path::rounded_rectangle(corner, size, (size.width * 0.1).into());
        frame.fill(&card, style::card_colour());
        frame.stroke(
            &card,
            Stroke::default()
                .with_color(style::ink())
                .with_width(self.outline),
        );
        let font = match self.picture {
            true => crate::look::fonts::EMOJI_FONT,
            false => crate::look::fonts::TEXT_FONT,
        };
        frame.fill_text(canvas::Text {
            content: self.label.clone(),
            position: centre,
            color: self.ink,
            size: (size.width * 0.45).into(),
            font,
            align_x: iced::widget::text::Alignment::Center,
            align_y: iced::alignment::Vertical::Center,
            ..canvas::Text::default()
        });
        vec![frame.into_geometry()]
    }
}
