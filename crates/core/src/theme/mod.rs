//! Theme files: reading them defensively and checking them into a [`RuleSet`].
//!
//! A theme file is untrusted input. It is parsed into plain serde structs, then every problem
//! is collected (not just the first) with the place it was found and what to do about it. A
//! theme that passes can be played; one that does not never reaches the game code.

use std::collections::BTreeMap;
use std::sync::Arc;

use super::alphabet::Alphabet;
use super::problem::{ThemeError, toml_problem};
use super::rules::RuleSet;

mod check;
mod deck;
mod letters;
mod pictures;
mod play;
mod raw;

use crate::problem::problem;
use check::{build, check_options, check_words};
use letters::{played_on, with_letters};
use pictures::find_pictures;
use raw::*;

/// A checked theme: its default rules and what is needed to apply options.
#[derive(Clone, Debug)]
pub struct Theme {
    raw: RawTheme,
    file: String,
    rules: Arc<RuleSet>,
}

impl Theme {
    /// Reads and checks a theme from TOML text; `file` names it in messages. Its picture files
    /// are checked by name only (see [`Theme::parse_with`]).
    pub fn parse(text: &str, file: &str) -> Result<Theme, ThemeError> {
        Theme::parse_with(text, file, &crate::picture_path)
    }

    /// Reads and checks a theme from TOML text, its picture files by `pictures` (the app's
    /// look at each file).
    pub fn parse_with(
        text: &str,
        file: &str,
        pictures: crate::PictureCheck,
    ) -> Result<Theme, ThemeError> {
        let mut raw: RawTheme = toml::from_str(text).map_err(|error| ThemeError {
            file: file.to_string(),
            problems: vec![toml_problem(text, &error)],
        })?;
        let mut problems = Vec::new();
        let source = crate::picture_file::Source { file, pictures };
        find_pictures(&mut raw, source, &mut problems);
        // A letters theme's own rules are those on the English board.
        let english = raw.letters_board.then(Alphabet::english);
        let raw = match &english {
            Some(english) => {
                if !raw.cards.is_empty() || raw.board.is_some() {
                    problem(
                        &mut problems,
                        "letters_board",
                        "this theme has its own cards or board as well".into(),
                        "leave out `cards` and `[board]`: the letters board gives both",
                    );
                }
                with_letters(&raw, english, &english.choose(&[]), &mut problems)
            }
            None => raw,
        };
        let mut rules = build(&raw, &BTreeMap::new(), &mut problems);
        check_options(&raw, &mut problems);
        if let Some(rules) = &mut rules {
            check_words(&raw, rules, &mut problems);
            if let Some(english) = &english {
                played_on(rules, english);
            }
        }
        match rules {
            Some(rules) if problems.is_empty() => Ok(Theme {
                raw,
                file: file.to_string(),
                rules: Arc::new(rules),
            }),
            _ => Err(ThemeError {
                file: file.to_string(),
                problems,
            }),
        }
    }

    /// Whether this theme's deck and board come from a letters board.
    pub fn uses_letters_board(&self) -> bool {
        self.raw.letters_board
    }

    /// The rules on `alphabet`'s letters board, with some options chosen, for the letters in
    /// `letters` (all of them if empty). Fails, saying why, when the letters are too few for a
    /// board or the deck, or the theme has no letters board.
    pub fn on_board(
        &self,
        chosen: &BTreeMap<String, String>,
        alphabet: &Alphabet,
        letters: &[String],
    ) -> Result<Arc<RuleSet>, ThemeError> {
        let mut problems = Vec::new();
        if !self.raw.letters_board {
            problem(
                &mut problems,
                "letters_board",
                "this theme has its own board".into(),
                "play it without a letters board",
            );
        }
        let picked = alphabet.choose(letters);
        if picked.len() < super::alphabet::MIN_LETTERS {
            problem(
                &mut problems,
                "letters",
                format!("{} letters of {} chosen", picked.len(), alphabet.language),
                &format!("choose at least {} letters", super::alphabet::MIN_LETTERS),
            );
        }
        let raw = with_letters(&self.raw, alphabet, &picked, &mut problems);
        let rules = match problems.is_empty() {
            true => build(&raw, chosen, &mut problems),
            false => None,
        };
        match rules {
            Some(mut rules) if problems.is_empty() => {
                played_on(&mut rules, alphabet);
                Ok(Arc::new(rules))
            }
            _ => Err(ThemeError {
                file: alphabet.file.clone(),
                problems,
            }),
        }
    }

    /// The theme's id (`classic`, or a teacher's own), as saves and the command line name it.
    pub fn id(&self) -> &str {
        &self.rules.id
    }

    /// The file it was read from, to name in messages.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The rules with every option at its default.
    pub fn rules(&self) -> &Arc<RuleSet> {
        &self.rules
    }

    /// The app's looks table, passed through unread.
    pub fn looks(&self) -> &toml::Table {
        &self.raw.looks
    }

    /// Where its rules come from (the rules texts it follows), as the theme lists them.
    pub fn sources(&self) -> &[String] {
        &self.raw.sources
    }

    /// The languages this theme has its own words or pictures for, besides its default ones.
    pub fn languages(&self) -> impl Iterator<Item = &str> {
        self.raw.words.keys().map(String::as_str)
    }

    /// `rules` with the cards' words and pictures in `language` (a tag such as `es` or
    /// `pt-BR`), where the theme has them; cards it has none for keep their default look.
    pub fn in_language(&self, rules: &Arc<RuleSet>, language: &str) -> Arc<RuleSet> {
        let Some(words) = self.raw.words.get(language) else {
            return rules.clone();
        };
        let mut translated = RuleSet::clone(rules);
        for card in &mut translated.cards {
            match words.get(&card.id) {
                Some(RawWords::Word(word)) => card.look.word = Some(word.clone()),
                Some(RawWords::Cells(cells)) => card.look.cells = cells.clone(),
                None => {}
            }
        }
        Arc::new(translated)
    }

    /// The rules with some options chosen (`{"jacks": "red-black"}`); the rest keep their
    /// defaults.
    pub fn with_options(
        &self,
        chosen: &BTreeMap<String, String>,
    ) -> Result<Arc<RuleSet>, ThemeError> {
        if chosen.is_empty() {
            return Ok(self.rules.clone());
        }
        let mut problems = Vec::new();
        let rules = build(&self.raw, chosen, &mut problems);
        match rules {
            Some(rules) if problems.is_empty() => Ok(Arc::new(rules)),
            _ => Err(ThemeError {
                file: self.file.clone(),
                problems,
            }),
        }
    }
}
