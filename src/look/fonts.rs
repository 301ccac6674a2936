//! The fonts Lineup embeds, and which characters they draw. A letters board a teacher adds is
//! checked against them, so no letter or word ever shows as an empty box.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use lineup_core::{Alphabet, Problem, Special};

/// Pictures always come from the colour emoji font, never from a plain font that happens to
/// have the same character.
pub const EMOJI_FONT: iced::Font = iced::Font::with_name("Noto Color Emoji");

pub const ANDIKA: &[u8] = include_bytes!("fonts/Andika-Regular.ttf");
pub const ANDIKA_BOLD: &[u8] = include_bytes!("fonts/Andika-Bold.ttf");
/// The colour pictures: the whole Noto Color Emoji, so a teacher's own board may use any
/// picture; in the browser's build (feature `emoji-subset`, which `lineup-web` turns on), the
/// pictures Lineup's own games and words draw (`fonts/make-emoji-subset.sh`), 0.6 MB of the
/// whole font's 11.
#[cfg(not(feature = "emoji-subset"))]
pub const EMOJI: &[u8] = include_bytes!("fonts/NotoColorEmoji.ttf");
#[cfg(feature = "emoji-subset")]
pub const EMOJI: &[u8] = include_bytes!("fonts/NotoColorEmoji-Lineup.ttf");
/// Arabic letters and words, in the school-book Naskh style; text in other scripts falls back
/// to it for the Arabic characters.
pub const NASKH: &[u8] = include_bytes!("fonts/NotoNaskhArabic-Regular.ttf");
pub const NASKH_BOLD: &[u8] = include_bytes!("fonts/NotoNaskhArabic-Bold.ttf");
/// The team shapes and the free corner's star (● ▲ ■ ◆ ★), which the text fonts lack: a
/// computer may have no font with them, and a browser lends none (`fonts/make-shapes.sh`).
pub const SHAPES: &[u8] = include_bytes!("fonts/LineupShapes.ttf");

/// The fonts of the other scripts Lineup speaks, regular and bold, each drawing what the
/// fonts above lack (`fonts/make-script-fonts.sh` makes them from Debian's Noto fonts). A new
/// script is a line here.
pub const SCRIPTS: [&[u8]; 8] = [
    // Greek (Andika has only the letters of phonetics).
    include_bytes!("fonts/NotoSans-Greek-Regular.ttf"),
    include_bytes!("fonts/NotoSans-Greek-Bold.ttf"),
    // Devanagari (Hindi), with its conjuncts.
    include_bytes!("fonts/NotoSansDevanagari-Regular.ttf"),
    include_bytes!("fonts/NotoSansDevanagari-Bold.ttf"),
    // Hebrew.
    include_bytes!("fonts/NotoSansHebrew-Regular.ttf"),
    include_bytes!("fonts/NotoSansHebrew-Bold.ttf"),
    // Japanese: the kana and the few kanji Lineup's Japanese uses.
    include_bytes!("fonts/NotoSansJP-Lineup-Regular.otf"),
    include_bytes!("fonts/NotoSansJP-Lineup-Bold.otf"),
];

/// Every font Lineup embeds, for the window to load.
pub fn all() -> impl Iterator<Item = &'static [u8]> {
    [ANDIKA, ANDIKA_BOLD, EMOJI, NASKH, NASKH_BOLD, SHAPES]
        .into_iter()
        .chain(SCRIPTS)
}

/// The characters a font draws.
pub fn drawn(font: &[u8]) -> BTreeSet<char> {
    let mut chars = BTreeSet::new();
    let Ok(face) = ttf_parser::Face::parse(font, 0) else {
        return chars;
    };
    for table in face
        .tables()
        .cmap
        .into_iter()
        .flat_map(|cmap| cmap.subtables)
    {
        if table.is_unicode() {
            table.codepoints(|code| {
                if let Some(c) = char::from_u32(code)
                    && table.glyph_index(code).is_some()
                {
                    chars.insert(c);
                }
            });
        }
    }
    chars
}

/// The characters the text fonts draw (Andika, Noto Naskh Arabic, the shapes and the other
/// scripts' fonts together).
pub fn text_drawn() -> &'static BTreeSet<char> {
    &coverage().0
}

/// The characters the picture font (Noto Color Emoji) draws.
pub fn pictures_drawn() -> &'static BTreeSet<char> {
    &coverage().1
}

/// What the text fonts draw, and what the picture font draws; read once.
fn coverage() -> &'static (BTreeSet<char>, BTreeSet<char>) {
    static COVERAGE: OnceLock<(BTreeSet<char>, BTreeSet<char>)> = OnceLock::new();
    COVERAGE.get_or_init(|| {
        let mut text = drawn(ANDIKA);
        text.extend(drawn(NASKH));
        text.extend(drawn(SHAPES));
        for font in SCRIPTS {
            text.extend(drawn(font));
        }
        (text, drawn(EMOJI))
    })
}

/// Characters that shape text and need no glyph of their own.
pub fn shaping(c: char) -> bool {
    // Joiner, picture selector, right-to-left mark, and the isolates that keep a path or a
    // card label the right way round in a right-to-left line.
    c.is_whitespace()
        || c.is_control()
        || matches!(
            c,
            '\u{200D}' | '\u{FE0F}' | '\u{200F}' | '\u{2066}'..='\u{2069}'
        )
}

/// Every letter, word and picture of `alphabet` that has a character no embedded font draws,
/// with where it is and what to do.
pub fn undrawn(alphabet: &Alphabet) -> Vec<Problem> {
    let (text, pictures) = coverage();
    let mut problems = Vec::new();
    let mut check = |place: String, written: &str, font: &BTreeSet<char>, fix: &str| {
        let missing: Vec<String> = written
            .chars()
            .filter(|&c| !shaping(c) && !font.contains(&c))
            .map(|c| format!("{c} (U+{:04X})", c as u32))
            .collect();
        if !missing.is_empty() {
            problems.push(Problem {
                place,
                what: format!(
                    "\"{written}\" has {}, which no font of Lineup draws",
                    missing.join(", ")
                ),
                fix: fix.to_string(),
                picture: None,
            });
        }
    };
    let letter_fix =
        "use the letter as the language writes it; a new script needs its font added to Lineup";
    let picture_fix = "choose an emoji that Noto Color Emoji draws";
    for (n, letter) in alphabet.letters.iter().enumerate() {
        let place = format!("letters[{n}] ({})", letter.letter);
        let small = letter.small.clone().unwrap_or_default();
        check(
            place.clone(),
            &format!("{}{small}", letter.letter),
            text,
            letter_fix,
        );
        for (p, picture) in letter.pictures.iter().enumerate() {
            let at = format!("{place}.pictures[{p}]");
            check(at.clone(), &picture.word, text, letter_fix);
            check(at, &picture.picture, pictures, picture_fix);
        }
    }
    for (place, special) in [("wild", &alphabet.wild), ("remove", &alphabet.remove)] {
        match special {
            Special::Letter { letter, small, .. } => {
                let small = small.clone().unwrap_or_default();
                check(place.into(), &format!("{letter}{small}"), text, letter_fix);
            }
            Special::Picture(picture) => check(place.into(), picture, pictures, picture_fix),
        }
    }
    problems
}

/// Drops the letters boards whose letters, words or pictures no embedded font draws; what is
/// wrong with each, to tell the teacher.
pub fn keep_drawable(library: &mut lineup_core::Library) -> Vec<lineup_core::ThemeError> {
    let mut errors = Vec::new();
    library.retain_alphabets(|alphabet| {
        let problems = undrawn(alphabet);
        let good = problems.is_empty();
        if !good {
            errors.push(lineup_core::ThemeError {
                file: alphabet.file.clone(),
                problems,
            });
        }
        good
    });
    errors
}
