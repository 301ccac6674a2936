//! A row that wraps onto more lines in reading order, from the right as from the left.
//!
//! iced's wrapping row fills its lines from the left. Reversing its children for a language
//! read from the right would put the first ones last: the Hebrew alphabet would start on the
//! second line. Here the children stay in reading order, iced wraps them from the left, and for
//! a language read from the right each line is then mirrored within the row's width: the first
//! child stands at the top right, the next to its left, and the second line starts again at
//! the right.

use iced::advanced::layout::{self, Layout};
use iced::advanced::widget::{Operation, Tree};
use iced::advanced::{Clipboard, Shell, Widget, mouse, overlay, renderer};
use iced::widget::row::Wrapping;
use iced::{Alignment, Element, Event, Length, Pixels, Rectangle, Size, Vector, alignment};

/// A wrapping row in the reading direction; built by [`Line::wrap`](super::style::Line::wrap).
pub struct Wrap<'a, Message> {
    row: Wrapping<'a, Message>,
    right_to_left: bool,
}

impl<'a, Message: 'a> Wrap<'a, Message> {
    /// `row`'s children, in reading order, wrapped in the direction the language reads.
    pub fn new(row: iced::widget::Row<'a, Message>, right_to_left: bool) -> Self {
        Wrap {
            row: row.wrap(),
            right_to_left,
        }
    }

    /// The space between lines.
    pub fn vertical_spacing(mut self, spacing: impl Into<Pixels>) -> Self {
        self.row = self.row.vertical_spacing(spacing);
        self
    }

    /// Where each line stands, in reading terms: `Start` is the right for a language read
    /// from the right (laid out from the left, then mirrored).
    pub fn align_x(mut self, align: Alignment) -> Self {
        self.row = self.row.align_x(match align {
            Alignment::Start => alignment::Horizontal::Left,
            Alignment::Center => alignment::Horizontal::Center,
            Alignment::End => alignment::Horizontal::Right,
        });
        self
    }
}

/// `node`'s children mirrored within its width: what stood at the left stands at the right.
fn mirrored(node: layout::Node) -> layout::Node {
    let size = node.size();
    let children = node
        .children()
        .iter()
        .map(|child| {
            let bounds = child.bounds();
            child
                .clone()
                .move_to((size.width - bounds.x - bounds.width, bounds.y))
        })
        .collect();
    layout::Node::with_children(size, children)
}

impl<Message> Widget<Message, iced::Theme, iced::Renderer> for Wrap<'_, Message> {
    fn children(&self) -> Vec<Tree> {
        Widget::<Message, _, _>::children(&self.row)
    }

    fn diff(&self, tree: &mut Tree) {
        Widget::<Message, _, _>::diff(&self.row, tree);
    }

    fn size(&self) -> Size<Length> {
        Widget::<Message, _, _>::size(&self.row)
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &iced::Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        let node = Widget::<Message, _, _>::layout(&mut self.row, tree, renderer, limits);
        match self.right_to_left {
            true => mirrored(node),
            false => node,
        }
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &iced::Renderer,
        operation: &mut dyn Operation,
    ) {
        Widget::<Message, _, _>::operate(&mut self.row, tree, layout, renderer, operation);
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &iced::Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, Message>,
        viewport: &Rectangle,
    ) {
        Widget::<Message, _, _>::update(
            &mut self.row,
            tree,
            event,
            layout,
            cursor,
            renderer,
            clipboard,
            shell,
            viewport,
        );
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &iced::Renderer,
    ) -> mouse::Interaction {
        Widget::<Message, _, _>::mouse_interaction(
            &self.row, tree, layout, cursor, viewport, renderer,
        )
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut iced::Renderer,
        theme: &iced::Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        Widget::<Message, _, _>::draw(
            &self.row, tree, renderer, theme, style, layout, cursor, viewport,
        );
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &iced::Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, Message, iced::Theme, iced::Renderer>> {
        Widget::<Message, _, _>::overlay(
            &mut self.row,
            tree,
            layout,
            renderer,
            viewport,
            translation,
        )
    }
}

impl<'a, Message: 'a> From<Wrap<'a, Message>> for Element<'a, Message> {
    fn from(wrap: Wrap<'a, Message>) -> Self {
        Element::new(wrap)
    }
}
