//! What the app listens to besides taps: the keyboard always, the timer of a computer seat's
//! pause while one is to move, and frames only while something moves, so an idle window does
//! no work at all.

use iced::Subscription;
use iced::keyboard::{self, Key, key::Named};

use super::{App, COMPUTER_PAUSE, FRAME, Message, Screen, table};
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

fn key_message(event: keyboard::Event) -> Option<Message> {
    let keyboard::Event::KeyPressed { key, modifiers, .. } = event else {
        return None;
    };
    let table = |message| Some(Message::Table(message));
    match key.as_ref() {
        Key::Named(Named::F11) => Some(Message::Fullscreen),
        Key::Character("+" | "=") if modifiers.command() => Some(Message::Zoom(0.1)),
        Key::Character("-") if modifiers.command() => Some(Message::Zoom(-0.1)),
        Key::Character("0") if modifiers.command() => Some(Message::ZoomReset),
        Key::Named(Named::ArrowUp) => table(table::Message::Cursor(-1, 0)),
        Key::Named(Named::ArrowDown) => table(table::Message::Cursor(1, 0)),
        Key::Named(Named::ArrowLeft) => table(table::Message::Cursor(0, -1)),
        Key::Named(Named::ArrowRight) => table(table::Message::Cursor(0, 1)),
        Key::Named(Named::Enter) => table(table::Message::Enter),
        Key::Named(Named::Escape) => table(table::Message::Cancel),
        Key::Character(typed) if !modifiers.command() => typed
            .chars()
            .next()
            .map(|letter| Message::Table(table::Message::Typed(letter))),
        _ => None,
    }
}
