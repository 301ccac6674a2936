//! The home screen: every theme as a large picture tile, the languages, and the sound switches.

use iced::widget::{button, column, container, responsive, space};
use iced::{Alignment, Element, Length};

use crate::look::i18n;
use crate::look::style::{self, size};
use crate::look::ui::Ui;
use crate::t;
use lineup_core::Library;

/// What home's view asks of the app. Home keeps nothing of its own, so it has no `update`:
/// the App answers each message itself.
#[derive(Clone, Debug)]
pub enum Message {
    Pick(String),
    /// The how-to-play page of a game.
    HowTo(String),
    Resume,
    Language(&'static str),
    Sound(bool),
    Voice(bool),
    Motion(bool),
    Volume(f32),
    /// Download the saved game and the settings (a browser's).
    SaveFiles,
    MakeBoard,
    /// Load such files again.
    OpenFiles,
    /// Record the class's own voice for the letters board.
    Record,
    /// Who made Lineup, its voices and its fonts.
    About,
    /// Every notice, each whole (`true`), or the first few.
    Notices(bool),
    /// Everything Lineup keeps for the class.
    Ours,
}

/// How many notices home shows until the teacher asks for all: the games stay in view in a
/// small window.
pub const FIRST_NOTICES: usize = 2;

/// What the home screen shows besides the themes.
pub struct Home<'a> {
    pub library: &'a Library,
    /// The name of the game saved to go on with, if there is one.
    pub resume: Option<String>,
    /// The saved game is still being read: its button says so.
    pub loading: bool,
    /// What the teacher should know, said: every notice whole, or the first few short.
    pub notices: Vec<String>,
    /// Whether every notice is shown whole.
    pub notices_whole: bool,
    /// How many notices there are in all.
    pub notices_count: usize,
    /// Whether the short notices leave some out, or some of what they say.
    pub notices_cut: bool,
    pub sound: bool,
    pub voice: bool,
    /// Chips that drop and lines that glow.
    pub motion: bool,
    pub volume: f32,
    /// Offer to save the game and the settings to files and to open them again (a browser,
    /// where they are out of the teacher's reach).
    pub exchange: bool,
    /// Offer to make a letters board from a folder of pictures (where Lineup keeps files).
    pub make_board: bool,
}

impl<'a> Home<'a> {
    pub fn view(self, ui: Ui<'a>) -> Element<'a, Message> {
        let mut tiles = Vec::new();
        // Beside a teacher's own games the tiles are narrower, their words longer: each starts
        // at its top, and what a short window cannot hold is cut off inside the tile, never
        // drawn over the buttons under it.
        let many = self.library.themes().len() > 4;
        // What every tile says: each tile's picture is drawn as large as the fullest tile
        // leaves room for, so that all are alike.
        let said: std::rc::Rc<Vec<TileWords>> = std::rc::Rc::new(
            self.library
                .themes()
                .iter()
                .map(|theme| TileWords {
                    name: crate::look::words::theme_name(ui.words, theme.rules()),
                    ages: t!(ui, "home-ages", ages = theme.rules().ages()),
                    description: crate::look::words::theme_description(ui.words, theme.rules()),
                    own: self.library.is_own(theme.id()),
                })
                .collect(),
        );
        for (at, theme) in self.library.themes().iter().enumerate() {
            let icon = theme
                .looks()
                .get("icon")
                .and_then(|icon| icon.as_str())
                .unwrap_or("");
            let said = said.clone();
            // The words always whole: the picture above them takes the room they leave.
            let tile = responsive(move |room| {
                let words = &said[at];
                let mut tile = column![]
                    .spacing(ui.px(size::APART))
                    .align_x(Alignment::Center);
                let picture = picture_size(ui, room, &said);
                if picture > 0.0 {
                    tile = tile.push(
                        ui.text(icon.to_string(), picture)
                            .font(crate::look::fonts::EMOJI_FONT),
                    );
                }
                tile = tile
                    // Centred by its container: a one-line title in a script read from the
                    // right is misplaced when the text centres itself.
                    .push(
                        container(ui.text(words.name.clone(), size::TILE_TITLE))
                            .center_x(Length::Fill),
                    )
                    .push(
                        ui.text(words.ages.clone(), size::SMALL)
                            .color(style::soft_ink()),
                    )
                    .push(style::centred(
                        ui,
                        ui.text(words.description.clone(), size::SMALL),
                    ));
                // A teacher's own game is marked as theirs.
                if words.own {
                    tile = tile.push(
                        container(ui.text(t!(ui, "home-own-games"), size::SMALL))
                            .padding(ui.pad(size::TAG))
                            .style(style::banner(style::named("purple"), ui.scale)),
                    );
                }
                let tile = container(tile).center_x(Length::Fill).height(Length::Fill);
                match many {
                    true => tile.align_top(Length::Fill),
                    false => tile.center_y(Length::Fill),
                }
                .into()
            });
            let how_to = button(style::centred(
                ui,
                ui.text(t!(ui, "howto-open"), size::SMALL),
            ))
            .width(Length::Fill)
            .padding(ui.pad(size::SMALL_BUTTON))
            .on_press(Message::HowTo(theme.id().to_string()))
            .style(style::quiet(false, ui.scale));
            tiles.push(
                column![
                    button(
                        container(tile)
                            .width(Length::Fill)
                            .height(Length::Fill)
                            .padding(ui.pad(size::all(size::GAP)))
                            .clip(true)
                    )
                    .width(Length::Fill)
                    .height(Length::Fill)
                    .on_press(Message::Pick(theme.id().to_string()))
                    .style(style::tile(ui.scale)),
                    how_to,
                ]
                .spacing(ui.px(size::NEAR))
                .width(Length::FillPortion(1))
                .into(),
            );
        }
        let tiles = style::reading_row(ui, tiles)
            .spacing(ui.px(size::BROAD))
            .height(Length::FillPortion(3));
        // Sixteen languages do not fit beside the title: they have a line of their own.
        let mut title = vec![ui.text(t!(ui, "app-title"), size::TITLE).into()];
        if self.exchange {
            title.push(self.file_buttons(ui));
        }
        // The teacher's own pages, and About Lineup.
        let mut pages = Vec::new();
        if self.make_board {
            pages.push(("home-make-board", Message::MakeBoard));
            pages.push(("rec-open", Message::Record));
        }
        pages.push(("about-title", Message::About));
        for (key, message) in pages {
            title.push(
                button(ui.text(t!(ui, key), size::SMALL))
                    .padding(ui.pad(size::BUTTON_PAD))
                    .on_press(message)
                    .style(style::quiet(false, ui.scale))
                    .into(),
            );
        }
        // The teacher's buttons go on to a second line where a window is too narrow for them.
        let title = style::Line::of(ui, title)
            .spacing(ui.px(size::WIDE))
            .align_y(Alignment::Center)
            .wrap()
            .vertical_spacing(ui.px(size::NEAR));
        let title = iced::widget::container(title)
            .width(Length::Fill)
            .align_x(ui.start());
        // The sound switches beside the languages' label: the title's line keeps room for the
        // teacher's buttons (four in a browser).
        let mut page = column![title, languages_beside(ui, Some(self.sound_switches(ui)))]
            .spacing(ui.px(size::ROOMY));
        if self.resume.is_some() || self.loading {
            let words = match &self.resume {
                Some(game) if !self.loading => t!(ui, "home-resume", game = game.as_str()),
                _ => t!(ui, "home-loading"),
            };
            page = page.push(
                button(ui.text(words, size::BIG_BUTTON))
                    .padding(ui.pad(size::BIG_BUTTON_PAD))
                    .on_press_maybe(self.resume.as_ref().map(|_| Message::Resume))
                    .style(style::action(ui.scale)),
            );
        }
        if !self.notices.is_empty() {
            page = page.push(self.notices(ui));
        }
        page.push(self.pick_a_game(ui))
            .push(tiles)
            .padding(ui.pad(size::all(size::PAGE)))
            .align_x(Alignment::Center)
            .into()
    }

    /// "Pick a game" over the tiles, and Our files at the start of its line (where it takes
    /// no room from the games, nor from the teacher's buttons beside the title, which in a
    /// browser fill a 720p screen's width).
    fn pick_a_game(&self, ui: Ui<'a>) -> Element<'a, Message> {
        let pick = ui
            .text(t!(ui, "home-pick-a-game"), size::BUTTON)
            .color(style::soft_ink());
        if !self.make_board {
            return pick.into();
        }
        let ours = button(ui.text(t!(ui, "ours-title"), size::SMALL))
            .padding(ui.pad(size::BUTTON_PAD))
            .on_press(Message::Ours)
            .style(style::quiet(false, ui.scale));
        let side = |inside: Element<'a, Message>| {
            container(inside)
                .width(Length::Fill)
                .align_x(ui.start())
                .into()
        };
        let line = vec![
            side(ours.into()),
            pick.into(),
            side(space::horizontal().into()),
        ];
        style::reading_row(ui, line)
            .align_y(Alignment::Center)
            .into()
    }

    /// What the teacher should know: never so much that the games are pushed out of sight. The
    /// first few notices, short, and a button to show every one whole, in a box of its own
    /// height that scrolls.
    fn notices(&self, ui: Ui<'a>) -> Element<'a, Message> {
        let mut notices = column![].spacing(ui.px(size::CLOSE));
        for notice in &self.notices {
            notices = notices.push(
                ui.text(notice.clone(), size::SMALL)
                    .color(style::soft_ink()),
            );
        }
        let (key, whole) = match self.notices_whole {
            true => ("home-notices-fewer", false),
            false => ("home-notices-all", true),
        };
        let count = self.notices_count;
        let toggle = self.notices_cut.then(|| {
            button(ui.text(t!(ui, key, count = count), size::SMALL))
                .padding(ui.pad(size::BUTTON_PAD))
                .on_press(Message::Notices(whole))
                .style(style::quiet(false, ui.scale))
        });
        let notices = container(style::scrollable(ui, notices).height(Length::Shrink))
            .max_height(ui.px(size::NOTICES_HEIGHT));
        column![notices]
            .push(toggle)
            .spacing(ui.px(size::CLOSE))
            .width(Length::Fill)
            .align_x(ui.start())
            .into()
    }

    /// "Save to a file" and "Open a file".
    fn file_buttons(&self, ui: Ui<'a>) -> Element<'a, Message> {
        let button = |key: &str, message: Message| {
            button(ui.text(t!(ui, key), size::SMALL))
                .padding(ui.pad(size::BUTTON_PAD))
                .on_press(message)
                .style(style::quiet(false, ui.scale))
                .into()
        };
        style::reading_row(
            ui,
            vec![
                button("home-save-files", Message::SaveFiles),
                button("home-open-files", Message::OpenFiles),
            ],
        )
        .spacing(ui.px(size::CLOSE))
        .into()
    }

    fn sound_switches(&self, ui: Ui<'a>) -> Element<'a, Message> {
        let switch = |on: bool, yes: &str, no: &str, message: fn(bool) -> Message| {
            button(ui.text(t!(ui, if on { yes } else { no }), size::SMALL))
                .padding(ui.pad(size::BUTTON_PAD))
                .on_press(message(!on))
                .style(style::quiet(on, ui.scale))
        };
        style::reading_row(
            ui,
            vec![
                switch(
                    self.sound,
                    "home-sound-on",
                    "home-sound-off",
                    Message::Sound,
                )
                .into(),
                switch(
                    self.voice,
                    "home-voice-on",
                    "home-voice-off",
                    Message::Voice,
                )
                .into(),
                switch(
                    self.motion,
                    "home-motion-on",
                    "home-motion-off",
                    Message::Motion,
                )
                .into(),
                ui.text(t!(ui, "home-volume"), size::SMALL)
                    .color(style::soft_ink())
                    .into(),
                style::slider(ui, 0.0..=1.0, self.volume, Message::Volume)
                    .step(0.1)
                    .into(),
            ],
        )
        .spacing(ui.px(size::GAP))
        .align_y(Alignment::Center)
        .into()
    }
}

/// Every language, each written in itself, the one in use marked; they wrap onto a second
/// line in a narrow window.
pub fn languages<'a>(ui: Ui<'a>) -> Element<'a, Message> {
    languages_beside(ui, None)
}

/// The languages, with `beside` at the far end of their label's line.
fn languages_beside<'a>(ui: Ui<'a>, beside: Option<Element<'a, Message>>) -> Element<'a, Message> {
    let current = ui.words.tag();
    let mut line: Vec<Element<'a, Message>> = Vec::new();
    for (tag, name) in i18n::language_names() {
        let tag = *tag;
        line.push(
            button(ui.text(name.as_str(), size::SMALL))
                .padding(ui.pad(size::SMALL_BUTTON))
                .on_press(Message::Language(tag))
                .style(style::quiet(tag == current, ui.scale))
                .into(),
        );
    }
    // The label above the buttons: beside them, a wrapped line would leave it hanging.
    let side = ui.start();
    let label: Element<'a, Message> = ui
        .text(t!(ui, "app-language"), size::SMALL)
        .color(style::soft_ink())
        .into();
    let label = match beside {
        Some(beside) => style::reading_row(ui, vec![label, space::horizontal().into(), beside])
            .align_y(Alignment::End)
            .into(),
        None => label,
    };
    column![
        label,
        style::Line::of(ui, line)
            .spacing(ui.px(size::NEAR))
            .wrap()
            .vertical_spacing(ui.px(size::NEAR)),
    ]
    .spacing(ui.px(size::CLOSE))
    .width(Length::Fill)
    .align_x(side)
    .into()
}

/// What a game's tile on home says, in the language in use.
struct TileWords {
    name: String,
    ages: String,
    description: String,
    /// A teacher's own game, marked as theirs.
    own: bool,
}

/// How large the games' pictures can be drawn, in units, above words that must stay whole in
/// tiles of `room` (pixels) each: their full size where there is room, smaller where a short
/// window or a long description leaves less, and none (0) where they would be too small to
/// tell. The words' room is reckoned from their letters (a letter of Lineup's fonts is about
/// half its size wide, a Chinese, Japanese or Korean one its whole size), erring on the side of
/// a smaller picture.
fn picture_size(ui: Ui<'_>, room: iced::Size, tiles: &[TileWords]) -> f32 {
    const LINE: f32 = 1.3;
    let wide = |text: &str| -> f32 {
        text.chars()
            .map(|c| match c as u32 {
                0x2E80..=0x9FFF | 0xAC00..=0xD7AF | 0xF900..=0xFAFF | 0xFF00..=0xFFEF => 1.0,
                _ => 0.56,
            })
            .sum()
    };
    let height = |text: &str, size: f32| {
        // A line breaks between words: about half a word of each is left empty.
        let across = (room.width / ui.px(size) - 1.5).max(1.0);
        (wide(text) / across).ceil().max(1.0) * ui.px(size) * LINE
    };
    let fullest = tiles
        .iter()
        .map(|tile| {
            let mut words = height(&tile.name, size::TILE_TITLE)
                + height(&tile.ages, size::SMALL)
                + height(&tile.description, size::SMALL);
            let mut pieces = 3.0;
            if tile.own {
                words += ui.px(size::SMALL) * LINE + 2.0 * ui.px(size::TAG[0]);
                pieces += 1.0;
            }
            words + ui.px(size::APART) * pieces
        })
        .fold(0.0, f32::max);
    let picture = ((room.height - fullest) / LINE / ui.px(1.0)).min(size::ICON);
    match picture >= size::ICON / 2.0 {
        true => picture,
        false => 0.0,
    }
}
