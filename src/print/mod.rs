//! The game on paper: a PDF a teacher prints for a table of four. The board across as many
//! pages as it takes for spaces a child's hand can cover, with marks to join the pages; every
//! card of the deck to cut out; how to play, with the game's own cards beside the sentences.
//! Every word comes from Fluent in the language asked for, in the fonts the app embeds.
//!
//! [`print`] is the whole job, from the rules to the file's bytes: the command line
//! (`lineup print`) and the setup screen's Print button both call it, the button away from the
//! window's thread. Desktop only: a browser prints its own page.

mod board;
mod cards;
mod draw;
pub mod paper;
mod picture;
mod plan;
mod rules_page;
mod text;
mod wrap;

use krilla::Document;
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::surface::Surface;

use crate::look::i18n::Words;
use lineup_core::RuleSet;
use paper::MM;
pub use paper::Paper;
use text::{Align, Kind, Text};

/// Why the pages could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PrintError {
    #[error("a font built into Lineup could not be read")]
    Font,
    #[error("a page of {width} by {height} points cannot be made")]
    Page { width: f32, height: f32 },
    #[error("the PDF could not be made: {0}")]
    Pdf(String),
}

/// What every page is made from: the game, its words, and the fonts.
pub(crate) struct Sheet<'a> {
    pub rules: &'a RuleSet,
    pub words: &'a Words,
    /// The game's name, in the language of the pages.
    pub title: &'a str,
    pub paper: Paper,
    pub text: Text,
    /// The teacher's picture files, each read once.
    pub images: picture::Images,
    /// The pages' language reads from the right: headings and sentences start there.
    pub rtl: bool,
}

/// The space kept clear at every edge of a page: home and school printers leave about 5 mm
/// unprinted.
pub(crate) const MARGIN: f32 = 8.0 * MM;
/// How far down a page its heading reaches.
pub(crate) const HEADING: f32 = MARGIN + 13.0 * MM;

/// The PDF of `rules` for a table of four: the board, the cards and how to play, titled
/// `title` and worded by `words`, on `paper`.
pub fn print(
    rules: &RuleSet,
    words: &Words,
    title: &str,
    paper: Paper,
) -> Result<Vec<u8>, PrintError> {
    let sheet = Sheet {
        rules,
        words,
        title,
        paper,
        text: Text::new()?,
        images: picture::Images::default(),
        rtl: words.right_to_left(),
    };
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(title.to_string())
            .language(words.tag().to_string())
            .creator("Lineup".to_string()),
    );
    board::pages(&sheet, &mut document)?;
    cards::pages(&sheet, &mut document)?;
    rules_page::page(&sheet, &mut document)?;
    document
        .finish()
        .map_err(|error| PrintError::Pdf(format!("{error:?}")))
}

impl Sheet<'_> {
    /// Starts a page `width` by `height` points, draws on it with `draw`, and ends it.
    pub fn page(
        &self,
        document: &mut Document,
        (width, height): (f32, f32),
        draw: impl FnOnce(&mut Surface),
    ) -> Result<(), PrintError> {
        let settings =
            PageSettings::from_wh(width, height).ok_or(PrintError::Page { width, height })?;
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        draw(&mut surface);
        surface.finish();
        page.finish();
        Ok(())
    }

    /// A picture's word, as large as fits `width` up to `size`, centred where `at` puts it
    /// for the size it came to.
    pub fn word(
        &self,
        surface: &mut Surface,
        word: &str,
        (width, size): (f32, f32),
        at: impl FnOnce(f32) -> (f32, f32),
    ) {
        let size = self.text.fitted(word, Kind::Regular, width, size);
        let ink = draw::ink();
        let at = at(size);
        (self.text).put(
            surface,
            word,
            Kind::Regular,
            self.rtl,
            size,
            ink,
            at,
            Align::Centre,
        );
    }

    /// The heading across the top of a page `width` wide: the game's name and what the page
    /// is, and under them a line saying what to do with it. Starts where the language reads
    /// from.
    pub fn heading(&self, surface: &mut Surface, width: f32, what: &str, note: &str) {
        let (x, align) = self.start(width);
        let name = format!("{} · {what}", self.title);
        let size = self
            .text
            .fitted(&name, Kind::Bold, width - 2.0 * MARGIN, 17.0);
        let ink = draw::ink();
        self.text.put(
            surface,
            &name,
            Kind::Bold,
            self.rtl,
            size,
            ink,
            (x, MARGIN + 5.0 * MM),
            align,
        );
        let size = self
            .text
            .fitted(note, Kind::Regular, width - 2.0 * MARGIN, 10.0);
        self.text.put(
            surface,
            note,
            Kind::Regular,
            self.rtl,
            size,
            draw::soft_ink(),
            (x, MARGIN + 10.5 * MM),
            align,
        );
    }

    /// Where a line starts on a page `width` wide: the left margin, or the right one for a
    /// language read from the right.
    pub fn start(&self, width: f32) -> (f32, Align) {
        match self.rtl {
            true => (width - MARGIN, Align::Right),
            false => (MARGIN, Align::Left),
        }
    }

    /// A message in the pages' language.
    pub fn say(&self, key: &str, args: &[(&str, i64)]) -> String {
        let args = crate::look::i18n::args(
            args.iter()
                .map(|&(name, value)| (name, crate::look::i18n::FluentValue::from(value))),
        );
        self.words.text(key, Some(&args))
    }
}
