//! The built-in themes, and themes a teacher adds from a folder at run time.

use std::collections::BTreeMap;
use std::sync::Arc;

use super::alphabet::{Alphabet, BUILT_IN_ALPHABETS};
use super::problem::ThemeError;
use super::rules::RuleSet;
use super::theme::Theme;

/// The themes compiled into the program: file name and text.
pub const BUILT_IN: [(&str, &str); 4] = [
    ("classic.toml", include_str!("../../../themes/classic.toml")),
    ("letters.toml", include_str!("../../../themes/letters.toml")),
    ("animals.toml", include_str!("../../../themes/animals.toml")),
    (
        "single-deck.toml",
        include_str!("../../../themes/single-deck.toml"),
    ),
];

/// The themes on offer, and the letters boards of every language: the built-in ones, then any
/// good ones from a folder.
#[derive(Clone, Debug)]
pub struct Library {
    themes: Vec<Theme>,
    alphabets: Vec<Alphabet>,
    /// The ids of the themes that came from a folder, not built in.
    own: Vec<String>,
}

impl Library {
    /// The built-in themes alone.
    pub fn built_in() -> Library {
        let themes = BUILT_IN
            .iter()
            .filter_map(|(file, text)| Theme::parse(text, &format!("built-in {file}")).ok())
            .collect();
        let alphabets = BUILT_IN_ALPHABETS
            .iter()
            .filter_map(|(file, text)| Alphabet::built_in(file, text).ok())
            .collect();
        Library {
            themes,
            alphabets,
            own: Vec::new(),
        }
    }

    /// Puts a teacher's file on offer: a theme replaces the one with its id (built in, or from
    /// an earlier folder), a letters board the one its language had. The app reads the files
    /// (`lineup_data::read`); the rules core opens none.
    pub fn add(&mut self, file: File) {
        match file {
            File::Theme(theme) => {
                self.themes.retain(|known| known.id() != theme.id());
                self.own.retain(|id| id != theme.id());
                self.own.push(theme.id().to_string());
                self.themes.push(theme);
            }
            File::Alphabet(alphabet) => self.add_alphabet(alphabet),
        }
    }

    /// Puts a letters board on offer, in place of the one its language had.
    pub fn add_alphabet(&mut self, alphabet: Alphabet) {
        self.alphabets
            .retain(|known| known.language != alphabet.language);
        self.alphabets.push(alphabet);
    }

    /// Takes a teacher's file off offer again (the teacher removed it): a theme leaves, and a
    /// built-in one of its id comes back; a letters board leaves, and its language's built-in
    /// board comes back.
    pub fn take_out(&mut self, file: &File) {
        match file {
            File::Theme(theme) => {
                let id = theme.id();
                if !self.is_own(id) {
                    return;
                }
                self.own.retain(|own| own != id);
                self.themes.retain(|known| known.id() != id);
                let built_in = (BUILT_IN.iter())
                    .filter_map(|(file, text)| Theme::parse(text, &format!("built-in {file}")).ok())
                    .find(|known| known.id() == id);
                self.themes.extend(built_in);
            }
            File::Alphabet(alphabet) => {
                let language = &alphabet.language;
                self.alphabets.retain(|known| known.language != *language);
                let built_in = (BUILT_IN_ALPHABETS.iter())
                    .filter_map(|(file, text)| Alphabet::built_in(file, text).ok())
                    .find(|known| known.language == *language);
                self.alphabets.extend(built_in);
            }
        }
    }

    /// Whether the theme with this id came from a teacher's folder.
    pub fn is_own(&self, id: &str) -> bool {
        self.own.iter().any(|own| own == id)
    }

    /// Keeps only the letters boards `keep` accepts (the app drops one its fonts cannot draw).
    pub fn retain_alphabets(&mut self, keep: impl FnMut(&Alphabet) -> bool) {
        self.alphabets.retain(keep);
    }

    /// Every letters board, one a language.
    pub fn alphabets(&self) -> &[Alphabet] {
        &self.alphabets
    }

    /// The letters board for a language tag (`uk`, `pt-BR`, or `pt` for the one language
    /// that starts so), if there is one.
    pub fn alphabet(&self, tag: &str) -> Option<&Alphabet> {
        let first = |tag: &str| tag.split('-').next().unwrap_or("").to_ascii_lowercase();
        self.alphabets
            .iter()
            .find(|alphabet| alphabet.language.eq_ignore_ascii_case(tag))
            .or_else(|| {
                self.alphabets
                    .iter()
                    .find(|alphabet| first(&alphabet.language) == first(tag))
            })
    }

    /// The rules for a new game of `theme` in `language`: its options as chosen, and either
    /// the letters board of that language (for the letters a class chose, all if `letters` is
    /// empty; English where the language has none) or the theme's own board with the
    /// pictures' words in that language.
    pub fn rules(
        &self,
        theme: &Theme,
        options: &BTreeMap<String, String>,
        language: &str,
        letters: &[String],
    ) -> Result<Arc<RuleSet>, ThemeError> {
        if theme.uses_letters_board() {
            return match self.alphabet(language).or_else(|| self.alphabet("en")) {
                Some(alphabet) => theme.on_board(options, alphabet, letters),
                // Only a library whose English board was taken out has none to fall back on.
                None => theme.on_board(options, &Alphabet::english(), letters),
            };
        }
        let rules = theme.with_options(options)?;
        Ok(theme.in_language(&rules, language))
    }

    /// Every theme on offer, built-in ones first.
    pub fn themes(&self) -> &[Theme] {
        &self.themes
    }

    /// The theme with this id, if it is on offer.
    pub fn get(&self, id: &str) -> Option<&Theme> {
        self.themes.iter().find(|theme| theme.id() == id)
    }
}

/// What a file in a themes folder holds.
#[derive(Clone, Debug)]
pub enum File {
    /// A game's rules and looks.
    Theme(Theme),
    /// A language's letters board.
    Alphabet(Alphabet),
}

impl File {
    /// Checks a theme or a letters board (one with `language` and `letters` at its top) from
    /// its text; `name` is the file's path, which its problems and picture files are told by.
    pub fn parse(text: &str, name: &str) -> Result<File, ThemeError> {
        File::parse_with(text, name, &crate::picture_path)
    }

    /// [`File::parse`], its picture files checked by `pictures` (the app's look at each file).
    pub fn parse_with(
        text: &str,
        name: &str,
        pictures: crate::PictureCheck,
    ) -> Result<File, ThemeError> {
        let table: Option<toml::Table> = toml::from_str(text).ok();
        match table.as_ref().is_some_and(Alphabet::looks_like) {
            true => Alphabet::parse_with(text, name, pictures).map(File::Alphabet),
            false => Theme::parse_with(text, name, pictures).map(File::Theme),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_theme_loads() {
        for (file, text) in BUILT_IN {
            if let Err(error) = Theme::parse(text, file) {
                panic!("{error}");
            }
        }
        assert_eq!(Library::built_in().themes().len(), BUILT_IN.len());
    }

    #[test]
    fn a_teachers_file_taken_out_leaves_the_built_in_one_in_its_place() {
        let mut library = Library::built_in();
        let ours = BUILT_IN[0]
            .1
            .replacen("name = \"Classic\"", "name = \"Ours\"", 1);
        let ours = File::parse(&ours, "ours.toml").expect("a game");
        library.add(ours.clone());
        assert!(library.is_own("classic"));
        library.take_out(&ours);
        assert!(!library.is_own("classic"));
        assert!(library.get("classic").is_some());
        assert_eq!(library.themes().len(), BUILT_IN.len());
        let english = library.alphabet("en").unwrap().clone();
        let board = File::Alphabet(english.clone());
        library.take_out(&board);
        assert_eq!(library.alphabet("en").unwrap().language, "en");
        assert_eq!(library.themes().len(), BUILT_IN.len());
    }
}
