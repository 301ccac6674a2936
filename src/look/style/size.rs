//! Every size on screen, in units of a window
//! [`DESIGN_HEIGHT`](crate::look::ui::DESIGN_HEIGHT) tall: [`Ui`](crate::look::ui::Ui) turns
//! them into pixels for the window, so each keeps its share of the screen at any window size,
//! readable from the back of a classroom. Views name these, never a number of their own.

/// The turn banner and the winner's name.
pub const BANNER: f32 = 44.0;
/// Titles of home and setup.
pub const TITLE: f32 = 52.0;
/// Buttons' labels.
pub const BUTTON: f32 = 28.0;
/// Sentences: prompts, what just happened, questions.
pub const TEXT: f32 = 29.0;
/// The smallest text anywhere on screen: its letters, descenders included, are 2.5 % of
/// the window's height (measured by `.ci/text-heights`).
pub const SMALL: f32 = 26.0;
/// A big picture: a game's sign on its home tile, the trophy at the end.
pub const ICON: f32 = 96.0;
/// The large buttons' labels that are not the banner itself: play again, go on.
pub const BIG_BUTTON: f32 = BANNER * 0.8;
/// A game's name on its home tile.
pub const TILE_TITLE: f32 = TITLE * 0.8;

/// Gaps between things and room inside them, closest first.
pub const HAIR: f32 = 2.0;
pub const TIGHT: f32 = 4.0;
pub const CLOSE: f32 = 6.0;
pub const NEAR: f32 = 8.0;
pub const APART: f32 = 10.0;
pub const GAP: f32 = 12.0;
pub const ROOMY: f32 = 14.0;
pub const WIDE: f32 = 16.0;
pub const WIDER: f32 = 18.0;
pub const PAGE: f32 = 20.0;
pub const BROAD: f32 = 24.0;
pub const AMPLE: f32 = 28.0;
pub const VAST: f32 = 32.0;
pub const SPACIOUS: f32 = 40.0;

/// Padding, `[vertical, horizontal]`: a label in a coloured band (a score, "Your own").
pub const TAG: [f32; 2] = [HAIR, GAP];
/// A small choice among several (a seat's player, a colour).
pub const CHOICE: [f32; 2] = [TIGHT, NEAR];
/// A small button (a language, how to play on a tile).
pub const SMALL_BUTTON: [f32; 2] = [CLOSE, GAP];
/// A button.
pub const BUTTON_PAD: [f32; 2] = [NEAR, WIDE];
/// A button with more room each side (a yes or no, a turn-in).
pub const WIDE_BUTTON: [f32; 2] = [NEAR, PAGE];
/// A large button (go on with the last game, play again).
pub const BIG_BUTTON_PAD: [f32; 2] = [GAP, VAST];
/// The same on every side.
pub const fn all(n: f32) -> [f32; 2] {
    [n, n]
}

/// The most height home's notices take: about five lines of small text, so a 720p window
/// still shows the games under them.
pub const NOTICES_HEIGHT: f32 = 150.0;

/// The teacher's menu button, the same width in every language so it never moves, and
/// the panel it opens, which starts just below the top bar.
pub const MENU_BUTTON: f32 = 190.0;
pub const PANEL: f32 = 560.0;
pub const BELOW_BAR: f32 = 84.0;

/// A card in the hand at its largest, in a hand of up to six cards and in a larger one;
/// and the most that the prompt and the buttons under the hand take.
pub const HAND_CARD: [f32; 2] = [160.0, 200.0];
pub const BIG_HAND_CARD: [f32; 2] = [124.0, 176.0];
pub const BELOW_HAND: f32 = 140.0;

/// A computer's hidden hand, and a discard pile's top card in its frame.
pub const CARD_BACK: [f32; 2] = [200.0, 260.0];
pub const DISCARD_CARD: f32 = 80.0;
pub const DISCARD: f32 = 76.0;

/// A seat's card at setup.
pub const SEAT: f32 = 190.0;

/// How to play: a card, a chip, and the room a picture has beside its sentence.
pub const HOWTO_CARD: f32 = 92.0;
pub const HOWTO_CHIP: f32 = 50.0;
pub const HOWTO_PICTURE: f32 = 320.0;

/// The volume slider's length, and its handle's radius.
pub const SLIDER: f32 = 200.0;
pub const HANDLE: f32 = 7.0;

/// Outlines, thinnest first.
pub const LINE: f32 = 1.0;
pub const OUTLINE: f32 = 2.0;
pub const FRAME: f32 = 3.0;
pub const BOLD: f32 = 4.0;
pub const HEAVY: f32 = 5.0;
pub const HINTED: f32 = 6.0;
pub const CHOSEN: f32 = 7.0;
