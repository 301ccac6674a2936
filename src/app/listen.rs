//! What the app listens to besides taps: the keyboard always (each key given to the screen on
//! the window), the timer of a computer seat's pause while one is to move, and frames only
//! while something moves, so an idle window does no work at all.

use iced::keyboard::{self, Key, key::Named};
use iced::{Subscription, Task};

use super::{App, COMPUTER_PAUSE, FRAME, Message, Screen, recorder, table};
use lineup_platform::clock;

impl App {
    /// The keyboard always; a timer only while a computer seat is to move, and frames only
    /// while something moves, so an idle window does no work at all.
    pub fn subscription(&self) -> Subscription<Message> {
        let keys = keyboard::listen().filter_map(key_message);
        // The microphone's level, at each frame while it listens.
        if let Screen::Record(page) = &self.screen
            && page.listening()
        {
            let level = iced::time::every(FRAME).map(|_| Message::MicrophoneLevel);
            return Subscription::batch([keys, level]);
        }
        let Screen::Table(table) = &self.screen else {
            return keys;
        };
        let mut wanted = vec![keys];
        // The next computer move waits until the last one has been seen whole.
        if table.pausing() && !table.animating(self.settings.motion) {
            let turn = table.game().turn();
            wanted.push(
                iced::time::every(COMPUTER_PAUSE)
                    .with(turn)
                    .map(|(turn, _)| Message::Table(table::Message::ComputerMove { turn })),
            );
        }
        // Frames only while something moves, at a calm 30 a second: smooth enough for a chip
        // that drops, and half the work of the screen's own rate.
        if table.animating(self.settings.motion) {
            wanted.push(
                iced::time::every(FRAME)
                    .map(|_| Message::Table(table::Message::Tick(clock::now()))),
            );
        }
        Subscription::batch(wanted)
    }
}

/// A key that means something to the screen on the window: the table moves its cursor and
/// picks a card typed; "Record our voice" records and stops, and goes on or back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    Up,
    Down,
    Left,
    Right,
    Enter,
    Space,
    Escape,
    Typed(char),
}

impl App {
    /// A key pressed, given to the screen on the window in its own words.
    pub(super) fn key(&mut self, press: Press) -> Task<Message> {
        match &self.screen {
            Screen::Table(_) => match on_the_table(press) {
                Some(message) => self.table(message),
                None => Task::none(),
            },
            Screen::Record(_) => match on_the_recording(press, self.words.right_to_left()) {
                Some(message) => self.recorder(message),
                None => Task::none(),
            },
            _ => Task::none(),
        }
    }
}

/// The arrows move the board's cursor, Enter places, Esc cancels, a letter picks a card.
fn on_the_table(press: Press) -> Option<table::Message> {
    Some(match press {
        Press::Up => table::Message::Cursor(-1, 0),
        Press::Down => table::Message::Cursor(1, 0),
        Press::Left => table::Message::Cursor(0, -1),
        Press::Right => table::Message::Cursor(0, 1),
        Press::Enter => table::Message::Enter,
        Press::Escape => table::Message::Cancel,
        Press::Typed(letter) => table::Message::Typed(letter),
        Press::Space => return None,
    })
}

/// Space or Enter records, and stops; the arrow the page reads towards goes on (the left one
/// in a language read from the right), the other goes back; Esc closes the page.
fn on_the_recording(press: Press, right_to_left: bool) -> Option<recorder::Message> {
    let (on, back) = match right_to_left {
        false => (Press::Right, Press::Left),
        true => (Press::Left, Press::Right),
    };
    match press {
        Press::Space | Press::Enter => Some(recorder::Message::RecordOrStop),
        Press::Escape => Some(recorder::Message::Close),
        press if press == on => Some(recorder::Message::Next),
        press if press == back => Some(recorder::Message::Back),
        _ => None,
    }
}

/// The app's message for a key pressed, if it means anything.
pub fn key_message(event: keyboard::Event) -> Option<Message> {
    let keyboard::Event::KeyPressed {
        key,
        modifiers,
        repeat,
        ..
    } = event
    else {
        return None;
    };
    // A held key repeats. The arrows may (the cursor runs along the board), but a held Space
    // must not stop a take and start the next, nor Enter place twice, nor Esc close twice.
    if repeat
        && !matches!(
            key,
            Key::Named(Named::ArrowUp | Named::ArrowDown | Named::ArrowLeft | Named::ArrowRight)
        )
    {
        return None;
    }
    let press = |press| Some(Message::Key(press));
    match key.as_ref() {
        Key::Named(Named::F11) => Some(Message::Fullscreen),
        Key::Character("+" | "=") if modifiers.command() => Some(Message::Zoom(0.1)),
        Key::Character("-") if modifiers.command() => Some(Message::Zoom(-0.1)),
        Key::Character("0") if modifiers.command() => Some(Message::ZoomReset),
        Key::Named(Named::ArrowUp) => press(Press::Up),
        Key::Named(Named::ArrowDown) => press(Press::Down),
        Key::Named(Named::ArrowLeft) => press(Press::Left),
        Key::Named(Named::ArrowRight) => press(Press::Right),
        Key::Named(Named::Enter) => press(Press::Enter),
        Key::Named(Named::Space) => press(Press::Space),
        Key::Named(Named::Escape) => press(Press::Escape),
        Key::Character(typed) if !modifiers.command() => typed
            .chars()
            .next()
            .map(|letter| Message::Key(Press::Typed(letter))),
        _ => None,
    }
}
