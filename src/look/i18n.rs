//! Every word the app shows comes from here: Fluent files under `locales/<tag>/`, one per screen
//! or area, embedded when Lineup is built so it speaks every language from any folder.
//!
//! The language in use is a [`Words`] the app owns and hands to every view (through
//! [`Ui`](super::ui::Ui)); nothing here is global. A message missing from a language falls
//! back to English; the tests make sure English has every message the app asks for, so a key
//! name never reaches the screen.

use std::sync::OnceLock;

pub use fluent_bundle::FluentValue;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use fluent_syntax::ast::Entry;

/// One language Lineup speaks, and everything that differs with it: the app's words (its
/// Fluent files), which way it is written, and the digits its children read. Its letters
/// board is `themes/alphabets/<tag>.toml` and its voice `audio/<tag>/`, by the same tag.
/// A new language is a line in [`LANGUAGES`] (CONTRIBUTING.md says what else it brings).
pub struct Language {
    /// Its tag: `en`, `pt-BR`.
    pub tag: &'static str,
    /// Written from right to left: the whole window is mirrored for it.
    pub right_to_left: bool,
    /// The zero of the digits its schools teach, where they are not 0–9: Persian children read
    /// ۰ ۱ ۲ ۳ (Arabic is written with 0 1 2 3 in the Maghreb and ٠ ١ ٢ further east, so it
    /// keeps the digits as typed).
    pub zero: char,
    files: &'static [(&'static str, &'static str)],
}

impl Language {
    /// Its name in itself, for the picker: "Español".
    pub fn name(&self) -> &'static str {
        (language_names().iter())
            .find(|(tag, _)| *tag == self.tag)
            .map_or(self.tag, |(_, name)| name.as_str())
    }
}

/// Every Fluent file of a language, one per screen or area: the same names in every language.
macro_rules! files {
    ($tag:literal) => {
        &[
            files!(@ $tag, "app.ftl"),
            files!(@ $tag, "home.ftl"),
            files!(@ $tag, "setup.ftl"),
            files!(@ $tag, "game.ftl"),
            files!(@ $tag, "rules.ftl"),
            files!(@ $tag, "hints.ftl"),
            files!(@ $tag, "themes.ftl"),
            files!(@ $tag, "howto.ftl"),
            files!(@ $tag, "record.ftl"),
            files!(@ $tag, "about.ftl"),
            files!(@ $tag, "print.ftl"),
        ]
    };
    (@ $tag:literal, $file:literal) => {
        ($file, include_str!(concat!("../../locales/", $tag, "/", $file)))
    };
}

macro_rules! language {
    ($tag:literal) => {
        language!($tag, right_to_left: false, zero: '0')
    };
    ($tag:literal, right_to_left: $rtl:literal, zero: $zero:literal) => {
        Language {
            tag: $tag,
            right_to_left: $rtl,
            zero: $zero,
            files: files!($tag),
        }
    };
}

/// The languages, English first: it is the fallback for every other.
pub static LANGUAGES: [Language; 24] = [
    language!("en"),
    language!("es"),
    language!("fr"),
    language!("de"),
    language!("pt-BR"),
    language!("ar", right_to_left: true, zero: '0'),
    language!("uk"),
    language!("pl"),
    language!("it"),
    language!("tr"),
    language!("ru"),
    language!("fa", right_to_left: true, zero: '۰'),
    language!("hi"),
    language!("el"),
    language!("he", right_to_left: true, zero: '0'),
    language!("ja"),
    language!("nl"),
    language!("ro"),
    language!("vi"),
    language!("ur", right_to_left: true, zero: '0'),
    language!("bn", right_to_left: false, zero: '০'),
    language!("pa"),
    language!("ko"),
    language!("zh"),
];

/// The tags of every language, for the command line's help: "en, es, fr, …".
pub fn tags() -> String {
    LANGUAGES
        .iter()
        .map(|language| language.tag)
        .collect::<Vec<_>>()
        .join(", ")
}

type Bundle = FluentBundle<FluentResource>;

/// One language's messages, with English behind them: the language the app speaks now.
pub struct Words {
    language: &'static Language,
    bundle: Bundle,
    english: Option<Bundle>,
}

impl Words {
    /// The messages of the language `tag` (or a system locale such as `pt_BR.UTF-8`, see
    /// [`find`]); English for a language Lineup does not speak.
    pub fn new(tag: &str) -> Words {
        let language = find(tag).unwrap_or(&LANGUAGES[0]);
        Words {
            language,
            bundle: bundle(language),
            english: (language.tag != LANGUAGES[0].tag).then(|| bundle(&LANGUAGES[0])),
        }
    }

    /// The tag of this language: `en`, `pt-BR`.
    pub fn tag(&self) -> &'static str {
        self.language.tag
    }

    /// The language itself.
    pub fn language(&self) -> &'static Language {
        self.language
    }

    /// Whether this language is written from right to left (the window is then mirrored).
    pub fn right_to_left(&self) -> bool {
        self.language.right_to_left
    }

    /// The message `key` in this language, or in English, or `None` if neither has it;
    /// numbers in the digits this language's children read.
    pub fn try_text(&self, key: &str, args: Option<&FluentArgs>) -> Option<String> {
        let text = format_in(&self.bundle, key, args)
            .or_else(|| format_in(self.english.as_ref()?, key, args))?;
        Some(own_digits(self.language.zero, text))
    }

    /// The message `key`; the key itself only if even English lacks it (a test forbids that).
    pub fn text(&self, key: &str, args: Option<&FluentArgs>) -> String {
        self.try_text(key, args).unwrap_or_else(|| key.to_string())
    }

    /// This language's name in itself: "Español".
    pub fn name(&self) -> &'static str {
        self.language.name()
    }
}

impl Default for Words {
    fn default() -> Words {
        Words::new(LANGUAGES[0].tag)
    }
}

impl AsRef<Words> for Words {
    fn as_ref(&self) -> &Words {
        self
    }
}

/// `text` with its digits 0–9 written from `zero` on, except inside an isolated run
/// (U+2066…U+2069: a file path, a command), which stays as a computer reads it.
fn own_digits(zero: char, text: String) -> String {
    if zero == '0' {
        return text;
    }
    let mut isolated = 0u32;
    text.chars()
        .map(|c| match c {
            '\u{2066}'..='\u{2068}' => {
                isolated += 1;
                c
            }
            '\u{2069}' => {
                isolated = isolated.saturating_sub(1);
                c
            }
            '0'..='9' if isolated == 0 => {
                char::from_u32(zero as u32 + (c as u32 - '0' as u32)).unwrap_or(c)
            }
            _ => c,
        })
        .collect()
}

/// A language's bundle. A file with a mistake still gives every message it could read (the
/// tests fail on the mistake itself).
fn bundle(language: &Language) -> Bundle {
    let id = language.tag.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![id]);
    // Unicode isolation marks around arguments would show as boxes in some fonts.
    bundle.set_use_isolating(false);
    for (_, text) in language.files {
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(res, _)| res);
        bundle.add_resource_overriding(resource);
    }
    bundle
}

/// Finds a language by tag (`es`, `pt-BR`), or by a system locale such as `pt_BR.UTF-8` or
/// `fr_CA`: the exact language first, then one that shares its first part.
pub fn find(tag: &str) -> Option<&'static Language> {
    let tag = tag.split('.').next().unwrap_or("").replace('_', "-");
    let first = tag.split('-').next().unwrap_or("");
    LANGUAGES
        .iter()
        .find(|language| language.tag.eq_ignore_ascii_case(&tag))
        .or_else(|| {
            LANGUAGES
                .iter()
                .find(|language| language.tag.split('-').next() == Some(first))
        })
}

/// The first of `tags` (the computer's or the browser's languages, most preferred first)
/// that Lineup speaks.
pub fn first_spoken(tags: &[String]) -> Option<&'static str> {
    tags.iter()
        .find_map(|tag| find(tag))
        .map(|language| language.tag)
}

/// Each language's name in that language, for the picker: ("es", "Español"). Read from the
/// language files once; the views ask for it on every redraw.
pub fn language_names() -> &'static [(&'static str, String)] {
    static NAMES: OnceLock<Vec<(&'static str, String)>> = OnceLock::new();
    NAMES.get_or_init(|| {
        LANGUAGES
            .iter()
            .map(|language| {
                let name = format_in(&bundle(language), "language-name", None)
                    .unwrap_or_else(|| language.tag.to_string());
                (language.tag, name)
            })
            .collect()
    })
}

fn format_in(bundle: &Bundle, key: &str, args: Option<&FluentArgs>) -> Option<String> {
    let pattern = bundle.get_message(key)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// Arguments for a message: `args(&[("name", "Maya".into())])`.
pub fn args<'a>(pairs: impl IntoIterator<Item = (&'a str, FluentValue<'a>)>) -> FluentArgs<'a> {
    let mut args = FluentArgs::new();
    for (name, value) in pairs {
        args.set(name, value);
    }
    args
}

/// Every message id in `tag`'s files, with the file it is in (for the tests).
pub fn message_ids(tag: &str) -> Vec<(&'static str, String)> {
    let Some(language) = LANGUAGES.iter().find(|language| language.tag == tag) else {
        return Vec::new();
    };
    let mut ids = Vec::new();
    for (file, text) in language.files {
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(res, _)| res);
        for entry in resource.entries() {
            if let Entry::Message(message) = entry {
                ids.push((*file, message.id.name.to_string()));
            }
        }
    }
    ids
}

/// The syntax mistakes in `tag`'s files, as "file: what" (for the tests).
pub fn syntax_errors(tag: &str) -> Vec<String> {
    let Some(language) = LANGUAGES.iter().find(|language| language.tag == tag) else {
        return vec![format!("no language {tag}")];
    };
    language
        .files
        .iter()
        .filter_map(|(file, text)| {
            FluentResource::try_new(text.to_string())
                .err()
                .map(|(_, errors)| format!("{tag}/{file}: {errors:?}"))
        })
        .collect()
}

/// Formats `key` in `tag` only (no English fallback) with `args`; the errors if it fails.
pub fn format_only(tag: &str, key: &str, args: &FluentArgs) -> Result<String, String> {
    let language = find(tag).ok_or_else(|| format!("no language {tag}"))?;
    let bundle = bundle(language);
    let pattern = bundle
        .get_message(key)
        .and_then(|message| message.value())
        .ok_or_else(|| format!("{tag} has no message {key}"))?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors);
    match errors.is_empty() {
        true => Ok(text.into_owned()),
        false => Err(format!("{tag} {key}: {errors:?}")),
    }
}

/// A message by key in the language of `words` (a [`Words`], or a
/// [`Ui`](super::ui::Ui) that carries one), with Fluent arguments by name:
/// `t!(ui, "game-your-turn", name = "Maya")`.
#[macro_export]
macro_rules! t {
    ($words:expr, $key:expr) => {
        ::std::convert::AsRef::<$crate::look::i18n::Words>::as_ref(&$words).text($key, None)
    };
    ($words:expr, $key:expr, $($name:ident = $value:expr),+ $(,)?) => {
        ::std::convert::AsRef::<$crate::look::i18n::Words>::as_ref(&$words).text(
            $key,
            Some(&$crate::look::i18n::args([
                $((stringify!($name), $crate::look::i18n::FluentValue::from($value))),+
            ])),
        )
    };
}
