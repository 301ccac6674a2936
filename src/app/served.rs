//! A language's voices and script fonts, where they are not built in (the browser's build,
//! feature `by-language`): fetched from beside the page the first time the language is in use,
//! on screen or in a game's words. The page's service worker keeps them for offline use.
//! Until they come, the language's words show in the fonts there are and its clips are
//! silent; a language whose files cannot be fetched stays so, and the class plays on.

use std::collections::BTreeSet;

use iced::Task;

use super::{App, Message, Screen, sounds};
use crate::look::fonts;

/// What came from beside the page.
#[derive(Debug, Clone)]
pub enum Came {
    /// A language's voices (`voices/<tag>.tar.gz`): the clips, or why they did not come.
    Voices(Result<Vec<u8>, String>),
    /// A script's font file (its name): its bytes, or why it did not come.
    Font(&'static str, Result<Vec<u8>, String>),
}

/// The languages asked for so far, each once.
#[derive(Debug, Default)]
pub struct Asked(BTreeSet<String>);

impl App {
    /// Asks for the voices and fonts of the languages in use that are not here yet: the
    /// window's, and the words' of the game on screen.
    pub(super) fn want_languages(&mut self) -> Task<Message> {
        if !cfg!(feature = "by-language") {
            return Task::none();
        }
        let mut wanted = vec![self.words.tag().to_string()];
        if let Screen::Table(table) = &self.screen
            && let Some(language) = table.game().rules().language()
        {
            wanted.push(language.to_string());
        }
        let mut tasks = Vec::new();
        for tag in wanted {
            if !self.asked.0.insert(tag.clone()) {
                continue;
            }
            let voices = format!("voices/{tag}.tar.gz");
            tasks.push(Task::perform(
                async move { lineup_platform::served::fetch(&voices).await },
                |came| Message::Served(Came::Voices(came)),
            ));
            for file in fonts::script_files(&tag) {
                let path = format!("fonts/{file}");
                tasks.push(Task::perform(
                    async move { lineup_platform::served::fetch(&path).await },
                    move |came| Message::Served(Came::Font(file, came)),
                ));
            }
        }
        Task::batch(tasks)
    }

    /// Puts what came to use: clips are heard from now on, a font draws from the next frame.
    pub(super) fn served(&mut self, came: Came) -> Task<Message> {
        match came {
            Came::Voices(Ok(bytes)) => {
                if let Err(why) = sounds::add_voices(&bytes) {
                    lineup_platform::note(&format!("voices not added: {why}"));
                }
                Task::none()
            }
            Came::Font(file, Ok(bytes)) => match fonts::add_script_font(file, bytes) {
                Some(font) => iced::font::load(font).map(|_| Message::FontCame),
                None => Task::none(),
            },
            Came::Voices(Err(why)) | Came::Font(_, Err(why)) => {
                lineup_platform::note(&why);
                Task::none()
            }
        }
    }
}
