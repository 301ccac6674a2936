//! Every colour and look of the app, as named style functions: views never name a colour.
//!
//! A calm palette with strong contrast for a projector: dark text on warm light surfaces, chip
//! colours that differ in brightness as well as hue, and a shape on every chip.

use iced::widget::{button, container};
use iced::{Background, Border, Color, Shadow, Theme};

use super::ui::{Scale, Ui};
use size::{BOLD, CHOSEN, FRAME, HEAVY, HINTED, LINE, OUTLINE};

pub mod size;

/// The end of a game: a trophy for a win (also on how to play), a handshake when nobody could
/// win.
pub const TROPHY: &str = "🏆";
pub const HANDSHAKE: &str = "🤝";

pub const PAGE: Color = Color::from_rgb8(0xF4, 0xEF, 0xE6);
const INK: Color = Color::from_rgb8(0x1F, 0x24, 0x33);
const SOFT_INK: Color = Color::from_rgb8(0x4A, 0x50, 0x63);
const CARD: Color = Color::from_rgb8(0xFF, 0xFD, 0xF8);
const FREE: Color = Color::from_rgb8(0xE3, 0xD7, 0xBF);
/// The spaces a chosen card can go to: a light cyan, a hue no team has and lighter than any
/// team's chips, so a lit space never looks like a chip (see `target_colour`'s test).
const TARGET: Color = Color::from_rgb8(0xA6, 0xEE, 0xF6);
const TARGET_HOVER: Color = Color::from_rgb8(0x6C, 0xDB, 0xEB);
/// A question across the top of the screen.
const QUESTION: Color = Color::from_rgb8(0xFF, 0xD5, 0x4F);
const ACCENT: Color = Color::from_rgb8(0x2E, 0x6F, 0xD8);
const LAST: Color = Color::from_rgb8(0x11, 0x11, 0x11);
const SEQUENCE: Color = Color::from_rgb8(0xC2, 0x8B, 0x00);
const HINT: Color = Color::from_rgb8(0xB9, 0xE6, 0xA8);
const CARD_RED: Color = Color::from_rgb8(0xC6, 0x28, 0x28);

/// A named colour from a theme file (`red`, `blue`, `#33aa55`), or ink if unknown.
pub fn named(name: &str) -> Color {
    match name.trim().to_ascii_lowercase().as_str() {
        "red" => Color::from_rgb8(0xD3, 0x2F, 0x2F),
        "blue" => Color::from_rgb8(0x1E, 0x5A, 0xC8),
        "green" => Color::from_rgb8(0x2E, 0x8B, 0x3E),
        "yellow" => Color::from_rgb8(0xF2, 0xC2, 0x0F),
        "orange" => Color::from_rgb8(0xEF, 0x7D, 0x1A),
        "purple" => Color::from_rgb8(0x7B, 0x3F, 0xB5),
        "pink" => Color::from_rgb8(0xE0, 0x5A, 0x9D),
        "brown" => Color::from_rgb8(0x8A, 0x5A, 0x35),
        "black" => INK,
        hex => parse_hex(hex).unwrap_or(INK),
    }
}

fn parse_hex(text: &str) -> Option<Color> {
    let digits = text.strip_prefix('#')?;
    let value = u32::from_str_radix(digits, 16).ok()?;
    (digits.len() == 6)
        .then(|| Color::from_rgb8((value >> 16) as u8, (value >> 8) as u8, value as u8))
}

/// The colour of a card's label: playing cards are red or black.
pub fn card_ink(name: Option<&str>) -> Color {
    match name {
        Some("red") => CARD_RED,
        // Yellow letters on a white card are hard to read from the back: a deeper gold.
        Some("yellow") => Color::from_rgb8(0xB0, 0x7A, 0x00),
        Some(other) => named(other),
        None => INK,
    }
}

/// Text on a chip: white on dark chips, ink on light ones.
pub fn on_chip(chip: Color) -> Color {
    let light = 0.299 * chip.r + 0.587 * chip.g + 0.114 * chip.b;
    if light > 0.6 { INK } else { Color::WHITE }
}

/// `colour` made see-through: 1 solid, 0 gone.
pub fn fade(colour: Color, solid: f32) -> Color {
    Color {
        a: colour.a * solid.clamp(0.0, 1.0),
        ..colour
    }
}

/// The warm light round a sequence just made, and round the winning lines.
pub fn glow() -> Color {
    Color::from_rgb8(0xFF, 0xE0, 0x6A)
}

/// The colours of the winner's confetti: the team colours.
pub fn confetti(n: usize) -> Color {
    named(TEAM_COLOURS[n % TEAM_COLOURS.len()])
}

/// A card's face.
pub fn card_colour() -> Color {
    CARD
}

/// The colour of the spaces a chosen card can go to.
pub fn target_colour() -> Color {
    TARGET
}

pub fn ink() -> Color {
    INK
}

pub fn soft_ink() -> Color {
    SOFT_INK
}

/// A free corner's space.
pub fn free_colour() -> Color {
    FREE
}

/// The gold round a finished sequence.
pub fn sequence_colour() -> Color {
    SEQUENCE
}

/// On paper: the grey of cut lines and of the strips where pages are glued, seen by the one
/// who cuts and quiet for the children.
pub fn cut_line() -> Color {
    Color::from_rgb8(0x9A, 0x9A, 0x9A)
}

pub fn glue_strip() -> Color {
    Color::from_rgb8(0xE6, 0xE6, 0xE6)
}

pub fn page(_: &Theme) -> container::Style {
    container::Style {
        background: Some(Background::Color(PAGE)),
        text_color: Some(INK),
        ..container::Style::default()
    }
}

/// A round chip of a team's colour.
pub fn chip(color: Color, scale: Scale) -> impl Fn(&Theme) -> container::Style {
    filled(color, scale.px(OUTLINE), scale.px(1000.0))
}

/// A banner in a team's colour, for whose turn it is and who won.
pub fn banner(color: Color, scale: Scale) -> impl Fn(&Theme) -> container::Style {
    filled(color, 0.0, scale.px(16.0))
}

/// The rest of the screen while the teacher's panel is open: dimmed, so the panel stands out.
pub fn backdrop(_: &Theme) -> container::Style {
    container::Style {
        background: Some(Background::Color(Color { a: 0.45, ..INK })),
        ..container::Style::default()
    }
}

/// The teacher's panel: a light card with a strong outline, over the dimmed game.
pub fn panel(scale: Scale) -> impl Fn(&Theme) -> container::Style {
    move |_| surface(PAGE, INK, scale.px(FRAME), scale.px(18.0))
}

/// A seat on the setup screen: its name, who plays it, its colour.
pub fn seat(scale: Scale) -> impl Fn(&Theme) -> container::Style {
    move |_| surface(CARD, SOFT_INK, scale.px(OUTLINE), scale.px(14.0))
}

/// A computer's hand while it thinks: the back of a card.
pub fn card_back(scale: Scale) -> impl Fn(&Theme) -> container::Style {
    move |_| surface(FREE, SOFT_INK, scale.px(FRAME), scale.px(16.0))
}

/// A card drawn on the how-to-play page: a light card with a soft outline.
pub fn card_back_light(scale: Scale) -> impl Fn(&Theme) -> container::Style {
    move |_| surface(CARD, SOFT_INK, scale.px(OUTLINE), scale.px(12.0))
}

/// A finished sequence on the how-to-play page: outlined in the sequence gold.
pub fn locked(scale: Scale) -> impl Fn(&Theme) -> container::Style {
    move |_| {
        surface(
            Color::TRANSPARENT,
            SEQUENCE,
            scale.px(HEAVY),
            scale.px(40.0),
        )
    }
}

/// A surface with ink text and an outline: every card-like container is one of these.
fn surface(background: Color, outline: Color, width: f32, radius: f32) -> container::Style {
    container::Style {
        background: Some(Background::Color(background)),
        text_color: Some(INK),
        border: Border {
            color: outline,
            width,
            radius: radius.into(),
        },
        ..container::Style::default()
    }
}

/// A question the teacher must answer, across the top of the screen.
pub fn question(theme: &Theme) -> container::Style {
    filled(QUESTION, 0.0, 0.0)(theme)
}

/// The colours a team can pick at setup, in the order they are offered.
pub const TEAM_COLOURS: [&str; 8] = [
    "red", "blue", "green", "yellow", "orange", "purple", "pink", "brown",
];

/// A surface of one colour, with readable text on it and an ink outline.
fn filled(color: Color, outline: f32, radius: f32) -> impl Fn(&Theme) -> container::Style {
    move |_| container::Style {
        background: Some(Background::Color(color)),
        text_color: Some(on_chip(color)),
        border: Border {
            color: INK,
            width: outline,
            radius: radius.into(),
        },
        ..container::Style::default()
    }
}

/// How a board cell is marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellMark {
    Plain,
    Free,
    /// The selected card may go here.
    Target,
    /// The last chip placed.
    Last,
    /// Part of a completed sequence.
    Sequence,
    /// The keyboard cursor.
    Cursor,
    /// The space a hint suggests.
    Hint,
}

pub fn cell(mark: CellMark, scale: Scale) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |_, status| {
        let (background, border_color, width) = match mark {
            CellMark::Plain => (CARD, SOFT_INK, LINE),
            CellMark::Free => (FREE, SOFT_INK, LINE),
            CellMark::Target => (TARGET, INK, FRAME),
            CellMark::Last => (CARD, LAST, BOLD),
            CellMark::Sequence => (CARD, SEQUENCE, HEAVY),
            // The keyboard's cursor and the hint belong to no team: ink, not a team colour.
            CellMark::Cursor => (CARD, INK, CHOSEN),
            CellMark::Hint => (HINT, INK, HINTED),
        };
        let background = match status {
            button::Status::Hovered if mark == CellMark::Target => TARGET_HOVER,
            _ => background,
        };
        framed(
            background,
            INK,
            border_color,
            scale.px(width),
            scale.px(8.0),
        )
    }
}

/// A card in the hand; a selected one is framed in thick ink (no team's colour), a dead one
/// greyed.
pub fn hand_card(
    selected: bool,
    dead: bool,
    scale: Scale,
) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |_, status| {
        let background = if dead { FREE } else { CARD };
        let (border_color, width) = match (selected, status) {
            (true, _) => (INK, CHOSEN),
            (false, button::Status::Hovered) => (INK, FRAME),
            _ => (SOFT_INK, OUTLINE),
        };
        framed(
            background,
            INK,
            border_color,
            scale.px(width),
            scale.px(12.0),
        )
    }
}

/// The big buttons: theme tiles, start, play again.
pub fn action(scale: Scale) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |_, status| {
        let background = match status {
            button::Status::Hovered | button::Status::Pressed => Color::from_rgb8(0x1F, 0x5B, 0xB8),
            button::Status::Disabled => Color::from_rgb8(0x9A, 0xA5, 0xB8),
            button::Status::Active => ACCENT,
        };
        framed(background, Color::WHITE, INK, 0.0, scale.px(14.0))
    }
}

/// Quiet buttons: back, options not chosen. One that cannot be tapped now (Back on the first
/// page, Next while recording) is drawn faint, so no one taps it and waits.
pub fn quiet(chosen: bool, scale: Scale) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |_, status| {
        let background = match (chosen, status) {
            (true, _) => ACCENT,
            (false, button::Status::Hovered) => Color::from_rgb8(0xE6, 0xEC, 0xF7),
            _ => CARD,
        };
        let faint = |colour| match status {
            button::Status::Disabled => fade(colour, 0.4),
            _ => colour,
        };
        framed(
            background,
            faint(if chosen { Color::WHITE } else { INK }),
            faint(SOFT_INK),
            scale.px(OUTLINE),
            scale.px(12.0),
        )
    }
}

/// A theme tile on the home screen.
pub fn tile(scale: Scale) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |_, status| {
        let border_color = match status {
            button::Status::Hovered | button::Status::Pressed => ACCENT,
            _ => SOFT_INK,
        };
        framed(CARD, INK, border_color, scale.px(FRAME), scale.px(20.0))
    }
}

/// A small button in a team's colour (the teacher's penalty buttons).
pub fn team_button(color: Color, scale: Scale) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |_, status| {
        framed(
            color,
            on_chip(color),
            if status == button::Status::Hovered {
                INK
            } else {
                color
            },
            scale.px(OUTLINE),
            scale.px(10.0),
        )
    }
}

/// A discard pile's top card, framed in its player's team colour.
pub fn discard(color: Color, scale: Scale) -> impl Fn(&Theme) -> container::Style {
    move |_| surface(CARD, color, scale.px(FRAME), scale.px(8.0))
}

/// A button of one colour with an outline: every button style is one of these.
fn framed(
    background: Color,
    text: Color,
    outline: Color,
    width: f32,
    radius: f32,
) -> button::Style {
    button::Style {
        background: Some(Background::Color(background)),
        text_color: text,
        border: Border {
            color: outline,
            width,
            radius: radius.into(),
        },
        shadow: Shadow::default(),
        snap: true,
    }
}

/// Text centred in the width it is given. In a language read from the right iced misplaces a
/// text that centres itself, so there its container centres it instead (a wrapped text's lines
/// then keep to the right, as that script reads).
pub fn centred<'a, Message: 'a>(
    ui: Ui<'_>,
    words: iced::widget::Text<'a>,
) -> iced::widget::Container<'a, Message> {
    let words = match ui.right_to_left() {
        true => words,
        false => words.center(),
    };
    container(words).center_x(iced::Length::Fill)
}

/// A row in the reading direction of the language in use: its children from the right for a
/// language written right to left (Arabic), so the whole window mirrors.
pub fn reading_row<'a, Message: 'a>(
    ui: Ui<'_>,
    mut children: Vec<iced::Element<'a, Message>>,
) -> iced::widget::Row<'a, Message> {
    if ui.right_to_left() {
        children.reverse();
    }
    iced::widget::Row::with_children(children)
}

/// A row built child by child, laid out in the reading direction when it is finished (see
/// [`reading_row`]); `line![ui; a, b]` starts one.
pub struct Line<'a, Message> {
    right_to_left: bool,
    children: Vec<iced::Element<'a, Message>>,
    spacing: f32,
    align: iced::Alignment,
}

impl<'a, Message: 'a> Line<'a, Message> {
    pub fn new(ui: Ui<'_>) -> Self {
        Line {
            right_to_left: ui.right_to_left(),
            children: Vec::new(),
            spacing: 0.0,
            align: iced::Alignment::Start,
        }
    }

    pub fn push(mut self, child: impl Into<iced::Element<'a, Message>>) -> Self {
        self.children.push(child.into());
        self
    }

    pub fn spacing(mut self, spacing: impl Into<iced::Pixels>) -> Self {
        self.spacing = spacing.into().0;
        self
    }

    pub fn align_y(mut self, align: iced::Alignment) -> Self {
        self.align = align;
        self
    }

    /// The finished row, mirrored for a language read from the right.
    pub fn row(mut self) -> iced::widget::Row<'a, Message> {
        if self.right_to_left {
            self.children.reverse();
        }
        iced::widget::Row::with_children(self.children)
            .spacing(self.spacing)
            .align_y(self.align)
    }

    /// The finished row, wrapping onto more lines in a narrow window, each line in the
    /// reading direction and the lines from the top (the first child at the top right for a
    /// language read from the right).
    pub fn wrap(self) -> super::wrap::Wrap<'a, Message> {
        let row = iced::widget::Row::with_children(self.children)
            .spacing(self.spacing)
            .align_y(self.align);
        super::wrap::Wrap::new(row, self.right_to_left)
    }

    /// A line of these children, in reading order.
    pub fn of(ui: Ui<'_>, children: Vec<iced::Element<'a, Message>>) -> Self {
        Line {
            children,
            ..Line::new(ui)
        }
    }
}

impl<'a, Message: 'a> From<Line<'a, Message>> for iced::Element<'a, Message> {
    fn from(line: Line<'a, Message>) -> Self {
        line.row().into()
    }
}

/// A [`Line`] of these children, in the reading direction of `ui`'s language:
/// `line![ui; label, button_a, button_b]`.
#[macro_export]
macro_rules! line {
    ($ui:expr) => { $crate::look::style::Line::new($ui) };
    ($ui:expr; $($child:expr),+ $(,)?) => { $crate::look::style::Line::new($ui)$(.push($child))+ };
}

/// A scrollable area whose bar is drawn at the window's scale, like everything else, beside
/// the content rather than over it: a line read from the right starts under the bar otherwise.
pub fn scrollable<'a, Message: 'a>(
    ui: Ui<'_>,
    content: impl Into<iced::Element<'a, Message>>,
) -> iced::widget::Scrollable<'a, Message> {
    use iced::widget::scrollable::{Direction, Scrollbar};
    let bar = Scrollbar::new()
        .width(ui.px(size::APART))
        .scroller_width(ui.px(size::APART))
        .spacing(ui.px(size::NEAR));
    iced::widget::scrollable(content).direction(Direction::Vertical(bar))
}

/// A page to read, opened from home: its title, what it says (scrolling where the window is
/// short), and the one button that closes it.
pub fn reading_page<'a, Message: Clone + 'a>(
    ui: Ui<'_>,
    title: String,
    body: impl Into<iced::Element<'a, Message>>,
    close: String,
    on_close: Message,
) -> iced::Element<'a, Message> {
    iced::widget::column![
        ui.text(title, size::TITLE),
        scrollable(ui, body).height(iced::Length::Fill),
        button(ui.text(close, size::BUTTON))
            .padding(ui.pad([size::APART, size::VAST]))
            .on_press(on_close)
            .style(action(ui.scale)),
    ]
    .spacing(ui.px(size::WIDE))
    .padding(ui.pad(size::all(size::PAGE)))
    .align_x(iced::Alignment::Center)
    .into()
}

/// A slider from 0 to 1 whose rail and handle are drawn at the window's scale.
pub fn slider<'a, Message: Clone + 'a>(
    ui: Ui<'_>,
    range: std::ops::RangeInclusive<f32>,
    value: f32,
    on_change: impl Fn(f32) -> Message + 'a,
) -> iced::widget::Slider<'a, f32, Message> {
    use iced::widget::slider;
    let scale = ui.scale;
    slider(range, value, on_change)
        .width(ui.px(size::SLIDER))
        .height(ui.px(size::WIDE))
        .style(move |theme: &Theme, status| {
            let mut look = slider::default(theme, status);
            look.rail.width = scale.px(size::TIGHT);
            look.handle.shape = slider::HandleShape::Circle {
                radius: scale.px(size::HANDLE),
            };
            look
        })
}
