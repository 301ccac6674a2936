//! What the app listens to besides taps: the keyboard always (each key given to the screen on
//! the window in its own words, the window's own keys for zoom and full screen), and what the
//! screen on the window listens to, so an idle window does no work at all.

use iced::keyboard::{self, Key, key::Named};
use iced::{Subscription, Task, window};

use super::screen::Screen as _;
use super::{App, Message, Screen, each_screen};
use crate::data::Settings;

impl App {
    /// The keyboard always, and what the screen on the window listens to (a computer seat's
    /// pause, frames while something moves, the microphone's level), so an idle window does
    /// no work at all.
    pub fn subscription(&self) -> Subscription<Message> {
        let keys = keyboard::listen().filter_map(key_message);
        let screen = each_screen!(
            &self.screen, page, wrap => page.subscription(&self.cx).map(wrap),
            Subscription::none()
        );
        Subscription::batch([keys, screen])
    }

    /// A key pressed, given to the screen on the window in its own words.
    pub(super) fn key(&mut self, press: Press) -> Task<Message> {
        let message =
            each_screen!(&self.screen, page, wrap => page.key(press, &self.cx).map(wrap), None);
        match message {
            Some(message) => self.update(message),
            None => Task::none(),
        }
    }

    /// The window made larger or smaller, or full screen; kept for the next start.
    pub(super) fn window(&mut self, change: Window) -> Task<Message> {
        let zoom = |zoom: f32| zoom.clamp(*Settings::ZOOM.start(), *Settings::ZOOM.end());
        let task = match change {
            Window::Zoom(step) => {
                self.zoom = zoom(self.zoom + step);
                Task::none()
            }
            Window::ZoomReset => {
                self.zoom = 1.0;
                Task::none()
            }
            Window::Fullscreen => {
                self.fullscreen = !self.fullscreen;
                self.apply_fullscreen()
            }
        };
        self.keep_settings();
        task
    }

    /// The window in the mode the settings say.
    pub(super) fn apply_fullscreen(&self) -> Task<Message> {
        let mode = match self.fullscreen {
            true => window::Mode::Fullscreen,
            false => window::Mode::Windowed,
        };
        window::latest().and_then(move |id| window::set_mode(id, mode))
    }
}

/// A change to the window itself.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Window {
    /// Everything larger (or smaller, below 0) by this step.
    Zoom(f32),
    /// Ctrl+0: back to the size that fits the window.
    ZoomReset,
    /// F11: full screen, or back.
    Fullscreen,
}

pub use super::screen::Press;

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
        Key::Named(Named::F11) => Some(Message::Window(Window::Fullscreen)),
        Key::Character("+" | "=") if modifiers.command() => {
            Some(Message::Window(Window::Zoom(0.1)))
        }
        Key::Character("-") if modifiers.command() => Some(Message::Window(Window::Zoom(-0.1))),
        Key::Character("0") if modifiers.command() => Some(Message::Window(Window::ZoomReset)),
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
