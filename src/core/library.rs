//! The built-in themes, and themes a teacher adds from a folder at run time.

use std::path::Path;

use super::theme::{Theme, ThemeError};

/// The themes compiled into the program: file name and text.
pub const BUILT_IN: [(&str, &str); 4] = [
    ("classic.toml", include_str!("../../themes/classic.toml")),
    ("letters.toml", include_str!("../../themes/letters.toml")),
    ("animals.toml", include_str!("../../themes/animals.toml")),
    (
        "single-deck.toml",
        include_str!("../../themes/single-deck.toml"),
    ),
];

/// The themes on offer: the built-in ones, then any good ones from a folder.
#[derive(Clone, Debug)]
pub struct Library {
    themes: Vec<Theme>,
}

impl Library {
    /// The built-in themes alone.
    pub fn built_in() -> Library {
        let themes = BUILT_IN
            .iter()
            .filter_map(|(file, text)| Theme::parse(text, &format!("built-in {file}")).ok())
            .collect();
        Library { themes }
    }

    /// The built-in themes plus every `*.toml` in `folder`. A theme that does not load is
    /// skipped and its problems returned; a missing folder is no problem. A folder theme with
    /// the id of a built-in one replaces it.
    pub fn with_folder(folder: &Path) -> (Library, Vec<ThemeError>) {
        let mut library = Library::built_in();
        let mut errors = Vec::new();
        let Ok(entries) = std::fs::read_dir(folder) else {
            return (library, errors);
        };
        let mut paths: Vec<_> = entries
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "toml"))
            .collect();
        paths.sort();
        for path in paths {
            match Theme::load(&path) {
                Ok(theme) => {
                    library.themes.retain(|known| known.id() != theme.id());
                    library.themes.push(theme);
                }
                Err(error) => errors.push(error),
            }
        }
        (library, errors)
    }

    pub fn themes(&self) -> &[Theme] {
        &self.themes
    }

    pub fn get(&self, id: &str) -> Option<&Theme> {
        self.themes.iter().find(|theme| theme.id() == id)
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
}
