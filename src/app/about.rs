//! About Lineup, opened from home: its version and licence, and who made the voices and the
//! fonts it carries, as their licences ask (the Japanese voice's CC BY 3.0 names the Nagoya
//! Institute of Technology; RHVoice's voices and the fonts ask the same).

use std::sync::OnceLock;

use iced::widget::column;
use iced::{Element, Length};

use crate::look::i18n::LANGUAGES;
use crate::look::style::{self, size};
use crate::look::ui::Ui;
use crate::t;

/// The page's one message: back to home.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Back;

/// Each language's voice, from `audio/voices.toml` (which `audio/make.sh` speaks with), by tag.
const VOICES: &str = include_str!("../../audio/voices.toml");

/// Who made each language's voice and under which licence, in the order of the language picker:
/// the language's name in itself, and its voice's credit line. Read once.
pub fn voice_credits() -> &'static [(&'static str, String)] {
    static CREDITS: OnceLock<Vec<(&'static str, String)>> = OnceLock::new();
    CREDITS.get_or_init(|| {
        let voices: toml::Table = toml::from_str(VOICES).unwrap_or_default();
        let credit = |tag: &str| {
            let voice = voices.get(tag)?.get("credit")?.as_str()?;
            Some(voice.to_string())
        };
        (LANGUAGES.iter())
            .filter_map(|language| Some((language.name(), credit(language.tag)?)))
            .collect()
    })
}

/// The page.
pub fn view<'a>(ui: Ui<'a>) -> Element<'a, Back> {
    let heading = |key: &str| ui.text(t!(ui, key), size::TEXT);
    let line = |words: String| ui.text(words, size::SMALL).color(style::soft_ink());
    let mut credits = column![
        ui.text(
            t!(ui, "about-version", version = env!("CARGO_PKG_VERSION")),
            size::TEXT
        ),
        ui.text(t!(ui, "about-free"), size::SMALL),
        heading("about-voices"),
    ]
    .spacing(ui.px(size::NEAR))
    .align_x(ui.start());
    // In two columns: each language's name, and its voice, each from the reading side.
    let cell = |words: String, share: u16| {
        iced::widget::container(line(words))
            .width(Length::FillPortion(share))
            .align_x(ui.start())
    };
    for (language, credit) in voice_credits() {
        let columns = vec![
            cell(language.to_string(), 1).into(),
            cell(credit.clone(), 4).into(),
        ];
        credits = credits.push(style::reading_row(ui, columns).spacing(ui.px(size::GAP)));
    }
    credits = credits
        .push(line(t!(ui, "about-sounds")))
        .push(heading("about-fonts"));
    for font in crate::look::fonts::CREDITS {
        credits = credits.push(line(font.to_string()));
    }
    let credits = iced::widget::container(credits)
        .width(Length::Fill)
        .align_x(ui.start());
    style::reading_page(
        ui,
        t!(ui, "about-title"),
        credits,
        t!(ui, "about-close"),
        Back,
    )
}
