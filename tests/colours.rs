//! Colours a class can tell apart from the back of the room: a lit space never looks like a
//! team's chip, in any theme or any colour a teacher can pick.

use lineup::look::style;
use lineup_core::Library;

/// Hue in degrees and relative luminance (how bright the eye finds it).
fn hue_and_light(colour: iced::Color) -> (f32, f32) {
    let (r, g, b) = (colour.r, colour.g, colour.b);
    let max = r.max(g).max(b);
    let min = r.min(g).min(b);
    let hue = if max == min {
        0.0
    } else if max == r {
        60.0 * ((g - b) / (max - min)).rem_euclid(6.0)
    } else if max == g {
        60.0 * ((b - r) / (max - min) + 2.0)
    } else {
        60.0 * ((r - g) / (max - min) + 4.0)
    };
    let linear = |c: f32| match c <= 0.04045 {
        true => c / 12.92,
        false => ((c + 0.055) / 1.055).powf(2.4),
    };
    let light = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    (hue, light)
}

fn hue_apart(a: f32, b: f32) -> f32 {
    let d = (a - b).abs() % 360.0;
    d.min(360.0 - d)
}

#[test]
fn the_lit_spaces_differ_from_every_team_colour_in_hue_and_brightness() {
    let library = Library::built_in();
    let mut colours: Vec<String> = style::TEAM_COLOURS.iter().map(|c| c.to_string()).collect();
    for theme in library.themes() {
        colours.extend(theme.rules().colors().iter().cloned());
    }
    let (target_hue, target_light) = hue_and_light(style::target_colour());
    for name in colours {
        let (hue, light) = hue_and_light(style::named(&name));
        assert!(
            hue_apart(hue, target_hue) >= 30.0,
            "{name}: hue {hue:.0}° is too close to the lit spaces' {target_hue:.0}°"
        );
        assert!(
            (light - target_light).abs() >= 0.15,
            "{name}: brightness {light:.2} is too close to the lit spaces' {target_light:.2}"
        );
    }
}
