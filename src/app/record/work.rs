//! The recorder's work away from the window: each take made into a clip and kept (beside the
//! board's language in Lineup's `voices` folder, or the browser's storage), a recording
//! forgotten, and the microphone let go when the page closes mid-take.

use std::path::{Path, PathBuf};

use iced::Task;

use super::{Message, Said};
use crate::app::screen::Context;
use crate::app::sounds::recorded_clip;
use crate::app::tasks;
use lineup_platform::files;
use lineup_platform::microphone::{self, Take};

/// Stops the microphone, and keeps nothing of what it heard.
pub(super) fn let_the_take_go() -> Task<Message> {
    Task::perform(microphone::stop(), |_| ()).discard()
}

/// Makes `take` into the clip `clip` and keeps it, away from the window's thread.
pub(super) fn keep(clip: String, take: Take, cx: &Context) -> Task<Message> {
    let Some(path) = recording_path(&clip, cx) else {
        return Task::none();
    };
    tasks::off_the_window(move || clip_kept(&take, &path))
        .map(move |kept| Message::Kept(clip.clone(), kept))
}

/// A take kept is what the class hears from now on, and is played back at once; what the
/// page says of it.
pub(super) fn kept(clip: &str, kept: Result<Vec<u8>, Said>, cx: &mut Context) -> Said {
    match kept {
        Ok(bytes) => {
            (cx.recorded).insert(clip.to_string(), recorded_clip(clip, bytes));
            cx.play_clip(clip);
            Said::Kept
        }
        Err(said) => said,
    }
}

/// Forgets the recording of `clip`: the computer's voice says it again.
pub(super) fn forget(clip: &str, cx: &mut Context) -> Task<Message> {
    cx.recorded.remove(clip);
    match recording_path(clip, cx) {
        Some(path) => {
            tasks::off_the_window(move || files::remove(&path).map_err(|e| e.to_string()))
                .map(Message::Forgotten)
        }
        None => Task::none(),
    }
}

/// Where the recording of `clip` is kept: `voices/en/word-ball.wav` in Lineup's data.
fn recording_path(clip: &str, cx: &Context) -> Option<PathBuf> {
    let store = cx.store.as_ref()?;
    Some(
        store
            .voices_folder()
            .join(clip.trim_end_matches(".ogg"))
            .with_extension("wav"),
    )
}

/// The take as a clip, kept all or nothing at `path`.
fn clip_kept(take: &Take, path: &Path) -> Result<Vec<u8>, Said> {
    let clip = crate::data::takes::clip_of(take).map_err(Said::Fault)?;
    files::write_bytes(path, &clip).map_err(|why| Said::NotKept(why.to_string()))?;
    Ok(clip)
}
