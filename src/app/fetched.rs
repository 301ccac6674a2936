//! A language's voices and script fonts, where they are not built in (the browser's build,
//! feature `by-language`): fetched from beside the page the first time the language is in use,
//! on screen or in a game's words. The page's service worker keeps them for offline use.
//! Until they come, the language's words show in the fonts there are and its clips are
//! silent; a language whose files cannot be fetched stays so, and the class plays on.

use std::collections::BTreeSet;

use iced::Task;

use super::sounds;
use crate::look::fonts;

/// What came from beside the page.
#[derive(Debug, Clone)]
pub enum Came {
    /// A language's voices (`voices/<tag>.tar.gz`): the clips, or why they did not come.
    Voices(Result<Vec<u8>, String>),
    /// A script's font file (its name): its bytes, or why it did not come.
    Font(&'static str, Result<Vec<u8>, String>),
    /// A font came and is ready to draw with.
    FontReady,
}

/// The languages asked for so far, each once.
#[derive(Debug, Default)]
pub struct Asked(BTreeSet<String>);

impl Asked {
    /// Fetches the voices and fonts of `languages` not asked for before (the browser's build:
    /// elsewhere they are built in).
    pub fn want(&mut self, languages: Vec<String>) -> Task<Came> {
        if !cfg!(feature = "by-language") {
            return Task::none();
        }
        let mut tasks = Vec::new();
        for tag in languages {
            if !self.0.insert(tag.clone()) {
                continue;
            }
            let voices = format!("voices/{tag}.tar.gz");
            tasks.push(Task::perform(
                async move { lineup_platform::served::fetch(&voices).await },
                Came::Voices,
            ));
            for file in fonts::script_files(&tag) {
                let path = format!("fonts/{file}");
                tasks.push(Task::perform(
                    async move { lineup_platform::served::fetch(&path).await },
                    move |came| Came::Font(file, came),
                ));
            }
        }
        Task::batch(tasks)
    }
}

/// Puts what came to use: clips are heard from now on; a font is loaded, and draws once it
/// says it is ready.
pub fn put_to_use(came: Came) -> Task<Came> {
    match came {
        Came::Voices(Ok(bytes)) => {
            if let Err(why) = sounds::add_voices(&bytes) {
                lineup_platform::note(&format!("voices not added: {why}"));
            }
            Task::none()
        }
        Came::Font(file, Ok(bytes)) => match fonts::add_script_font(file, bytes) {
            Some(font) => iced::font::load(font).map(|_| Came::FontReady),
            None => Task::none(),
        },
        Came::Voices(Err(why)) | Came::Font(_, Err(why)) => {
            lineup_platform::note(&why);
            Task::none()
        }
        Came::FontReady => Task::none(),
    }
}
