//! The desktop's sound: a thread with the sound device, fed through a channel.

use std::sync::mpsc;

use super::{Clip, Track, decode};

/// The player: a thread with the sound device, fed through a channel.
pub struct Player {
    to_thread: Option<mpsc::Sender<(Vec<Clip>, Track, f32)>>,
    /// Whether the device opened, said once by the sound thread.
    opened: Option<mpsc::Receiver<bool>>,
}

impl Player {
    /// Opens the default sound device on its own thread, without waiting for it (a device can
    /// take seconds to answer, or never). Cues sent meanwhile wait; with no device they are
    /// quietly dropped, and [`Player::missing`] says so once.
    pub fn open() -> Player {
        let (to_thread, cues) = mpsc::channel::<(Vec<Clip>, Track, f32)>();
        let (opened, answer) = mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("sound".into())
            .spawn(move || play_forever(cues, opened));
        Player {
            to_thread: spawned.is_ok().then_some(to_thread),
            opened: Some(answer),
        }
    }

    /// A player that never makes a sound (tests, `--silent`).
    pub fn silent() -> Player {
        Player {
            to_thread: None,
            opened: None,
        }
    }

    /// True once, when it is known that there is no sound device to play on.
    pub fn missing(&mut self) -> bool {
        let Some(answer) = &self.opened else {
            return false;
        };
        let missing = match answer.try_recv() {
            Ok(works) => !works,
            Err(mpsc::TryRecvError::Empty) => return false,
            Err(mpsc::TryRecvError::Disconnected) => true,
        };
        self.opened = None;
        if missing {
            self.to_thread = None;
        }
        missing
    }

    /// Plays `clips` one after another on `track`, at `volume` (0 to 1); never waits.
    pub fn play(&self, clips: Vec<Clip>, track: Track, volume: f32) {
        if let Some(to_thread) = &self.to_thread {
            let _ = to_thread.send((clips, track, volume.clamp(0.0, 1.0)));
        }
    }
}

/// The sound thread: voice clips queue one after another, effects play at once over them.
fn play_forever(cues: mpsc::Receiver<(Vec<Clip>, Track, f32)>, opened: mpsc::Sender<bool>) {
    use rodio::Source;
    let Ok(mut stream) = rodio::OutputStreamBuilder::open_default_stream() else {
        let _ = opened.send(false);
        return;
    };
    stream.log_on_drop(false);
    let _ = opened.send(true);
    let voice = rodio::Sink::connect_new(stream.mixer());
    for (clips, track, volume) in cues {
        for clip in clips {
            let Some(source) = decode(clip.bytes) else {
                continue;
            };
            if track == Track::Voice {
                voice.set_volume(volume);
                voice.append(source);
            } else {
                stream.mixer().add(source.amplify(volume));
            }
        }
    }
}
