//! The fonts Lineup embeds, and which characters they draw. A letters board a teacher adds is
//! checked against them, so no letter or word ever shows as an empty box.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Mutex, OnceLock};

use lineup_core::{Alphabet, Problem, Special};

/// Pictures always come from the colour emoji font, never from a plain font that happens to
/// have the same character.
pub const EMOJI_FONT: iced::Font = iced::Font::with_name("Noto Color Emoji");

/// Andika, the text: whole, so a teacher's own board may use any Latin letter; in the
/// browser's build (feature `cut-fonts`, which `lineup-web` turns on), cut to the letters of
/// the languages Lineup speaks in Latin and Cyrillic letters (`fonts/make-andika-cut.sh`),
/// half its size.
#[cfg(not(feature = "cut-fonts"))]
pub const ANDIKA: &[u8] = include_bytes!("fonts/Andika-Regular.ttf");
#[cfg(not(feature = "cut-fonts"))]
pub const ANDIKA_BOLD: &[u8] = include_bytes!("fonts/Andika-Bold.ttf");
#[cfg(feature = "cut-fonts")]
pub const ANDIKA: &[u8] = include_bytes!("fonts/Andika-Lineup-Regular.ttf");
#[cfg(feature = "cut-fonts")]
pub const ANDIKA_BOLD: &[u8] = include_bytes!("fonts/Andika-Lineup-Bold.ttf");
/// The text font's family: Andika on the desktop; in the browser's build its cut, which
/// Andika's licence wants named otherwise ("Lineup Text").
#[cfg(not(feature = "cut-fonts"))]
pub const TEXT_FONT: iced::Font = iced::Font::with_name("Andika");
#[cfg(feature = "cut-fonts")]
pub const TEXT_FONT: iced::Font = iced::Font::with_name(CUT_TEXT_FAMILY);
/// The family name of Andika's cut (`fonts/make-andika-cut.sh` gives it).
pub const CUT_TEXT_FAMILY: &str = "Lineup Text";
/// The colour pictures: the whole Noto Color Emoji, so a teacher's own board may use any
/// picture; in the browser's build (feature `cut-fonts`, which `lineup-web` turns on), the
/// pictures Lineup's own games and words draw (`fonts/make-emoji-subset.sh`), 0.6 MB of the
/// whole font's 11.
#[cfg(not(feature = "cut-fonts"))]
pub const EMOJI: &[u8] = include_bytes!("fonts/NotoColorEmoji.ttf");
#[cfg(feature = "cut-fonts")]
pub const EMOJI: &[u8] = include_bytes!("fonts/NotoColorEmoji-Lineup.ttf");
/// The team shapes and the free corner's star (● ▲ ■ ◆ ★), which the text fonts lack: a
/// computer may have no font with them, and a browser lends none (`fonts/make-shapes.sh`).
pub const SHAPES: &[u8] = include_bytes!("fonts/LineupShapes.ttf");

/// Who made each font Lineup carries, and its licence (the files are `fonts/LICENSE-*.txt`),
/// for About Lineup.
pub const CREDITS: [&str; 5] = [
    "Andika, © SIL International (SIL Open Font License 1.1; in the browser, cut to Lineup's letters as Lineup Text)",
    "Noto Sans, Noto Naskh Arabic, Noto Sans Devanagari, Noto Sans Hebrew, Noto Sans Bengali, Noto Sans Gurmukhi, © Google (SIL Open Font License 1.1)",
    "Noto Sans CJK JP, KR and SC, © Google and Adobe (SIL Open Font License 1.1)",
    "Noto Color Emoji, © Google (SIL Open Font License 1.1)",
    "DejaVu Sans, for the chips' shapes, © Bitstream (Bitstream Vera Fonts licence)",
];

/// The fonts of the scripts Andika does not draw, a regular and a bold file each, with the
/// languages written in them; a new script is a line here. Built in on the desktop; in the
/// browser's build (feature `by-language`) each comes from beside the page when a language
/// written in it is first in use ([`add_script_font`]).
macro_rules! scripts {
    ($($file:literal for [$($tag:literal),+]),+ $(,)?) => {
        /// Each script font's file (under `src/look/fonts/`) and the languages that need it.
        pub const SCRIPT_FILES: &[(&str, &[&str])] = &[$(($file, &[$($tag),+])),+];
        #[cfg(not(feature = "by-language"))]
        const BUILT_IN_SCRIPTS: &[&[u8]] = &[$(include_bytes!(concat!("fonts/", $file))),+];
    };
}
scripts! {
    // Arabic letters and words, in the school-book Naskh style; text in other scripts falls
    // back to it for the Arabic characters. Urdu too, though Pakistani primers print Nastaliq:
    // Noto Nastaliq Urdu's lines are 2.5 em tall (Naskh's 1.7), more than the window's 1.3 em
    // lines hold, and the window picks one font for all Arabic-script text. Nastaliq for Urdu
    // needs a font and a line height chosen by language.
    "NotoNaskhArabic-Regular.ttf" for ["ar", "fa", "ur"],
    "NotoNaskhArabic-Bold.ttf" for ["ar", "fa", "ur"],
    // Greek (Andika has only the letters of phonetics) (`fonts/make-script-fonts.sh` makes
    // these from Debian's Noto fonts).
    "NotoSans-Greek-Regular.ttf" for ["el"],
    "NotoSans-Greek-Bold.ttf" for ["el"],
    // Devanagari (Hindi), with its conjuncts.
    "NotoSansDevanagari-Regular.ttf" for ["hi"],
    "NotoSansDevanagari-Bold.ttf" for ["hi"],
    "NotoSansHebrew-Regular.ttf" for ["he"],
    "NotoSansHebrew-Bold.ttf" for ["he"],
    // Japanese: the kana and the few kanji Lineup's Japanese uses.
    "NotoSansJP-Lineup-Regular.otf" for ["ja"],
    "NotoSansJP-Lineup-Bold.otf" for ["ja"],
    // Bengali and Punjabi's Gurmukhi, whole, with their conjuncts.
    "NotoSansBengali-Regular.ttf" for ["bn"],
    "NotoSansBengali-Bold.ttf" for ["bn"],
    "NotoSansGurmukhi-Regular.ttf" for ["pa"],
    "NotoSansGurmukhi-Bold.ttf" for ["pa"],
    // Korean: Hangul's letters and the 2,350 syllables of KS X 1001.
    "NotoSansKR-Lineup-Regular.otf" for ["ko"],
    "NotoSansKR-Lineup-Bold.otf" for ["ko"],
    // Simplified Chinese: the characters Lineup's Chinese uses.
    "NotoSansSC-Lineup-Regular.otf" for ["zh"],
    "NotoSansSC-Lineup-Bold.otf" for ["zh"],
}

#[cfg(feature = "by-language")]
const BUILT_IN_SCRIPTS: &[&[u8]] = &[&[] as &[u8]; SCRIPT_FILES.len()];

/// The script fonts that came from beside the page, by file.
static ADDED_SCRIPTS: Mutex<BTreeMap<&'static str, &'static [u8]>> = Mutex::new(BTreeMap::new());

/// The language names on home, in the scripts whose fonts come by language: cut from those
/// fonts (`fonts/make-names-fonts.sh`), so each language is found in its own letters before
/// its font comes. Only the browser's build needs them.
#[cfg(feature = "by-language")]
const NAMES: [&[u8]; 9] = [
    include_bytes!("fonts/LineupNames-Arabic.ttf"),
    include_bytes!("fonts/LineupNames-Greek.ttf"),
    include_bytes!("fonts/LineupNames-Devanagari.ttf"),
    include_bytes!("fonts/LineupNames-Hebrew.ttf"),
    include_bytes!("fonts/LineupNames-Japanese.otf"),
    include_bytes!("fonts/LineupNames-Bengali.ttf"),
    include_bytes!("fonts/LineupNames-Gurmukhi.ttf"),
    include_bytes!("fonts/LineupNames-Korean.otf"),
    include_bytes!("fonts/LineupNames-Chinese.otf"),
];
#[cfg(not(feature = "by-language"))]
const NAMES: [&[u8]; 0] = [];

/// The script fonts, in [`SCRIPT_FILES`]' order: each one's bytes, empty where it has not
/// come (yet).
pub fn script_fonts() -> Vec<&'static [u8]> {
    let added = ADDED_SCRIPTS
        .lock()
        .map(|added| added.clone())
        .unwrap_or_default();
    SCRIPT_FILES
        .iter()
        .zip(BUILT_IN_SCRIPTS)
        .map(|((file, _), built_in)| added.get(file).copied().unwrap_or(built_in))
        .collect()
}

/// The script font files `language` (a tag) is written in; none for a Latin or Cyrillic one.
pub fn script_files(language: &str) -> Vec<&'static str> {
    let primary = language.split('-').next().unwrap_or(language);
    (SCRIPT_FILES.iter())
        .filter(|(_, tags)| tags.contains(&primary))
        .map(|(file, _)| *file)
        .collect()
}

/// The largest script font taken from beside the page: the largest served is under 1 MB.
const MOST_FONT_BYTES: usize = 8 << 20;

/// Keeps a script font that came: its bytes for the window and the printed pages, or `None`
/// if `file` is none of [`SCRIPT_FILES`], came already, or is not a font (cut short on its
/// way, or changed).
pub fn add_script_font(file: &str, bytes: Vec<u8>) -> Option<&'static [u8]> {
    let (file, _) = SCRIPT_FILES.iter().find(|(known, _)| *known == file)?;
    // A file cut short or changed on its way is not handed to the window's text library: the
    // language's words go on showing in the fonts there are.
    if bytes.len() > MOST_FONT_BYTES || ttf_parser::Face::parse(&bytes, 0).is_err() {
        return None;
    }
    let mut added = ADDED_SCRIPTS.lock().ok()?;
    if added.contains_key(file) {
        return None;
    }
    let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
    added.insert(file, bytes);
    Some(bytes)
}

/// Every font the window starts with.
pub fn all() -> impl Iterator<Item = &'static [u8]> {
    [ANDIKA, ANDIKA_BOLD, EMOJI, SHAPES]
        .into_iter()
        .chain(NAMES)
        .chain(script_fonts())
        .filter(|font| !font.is_empty())
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
        text.extend(drawn(SHAPES));
        for font in script_fonts() {
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
            if let Some(reading) = &picture.reading {
                check(at.clone(), reading, text, letter_fix);
            }
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
