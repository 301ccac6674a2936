//! The board on paper, over the pages `plan.rs` cuts it into: each page with a grey strip
//! where the next is glued, a dotted line where it is cut, and a small map of the pages with
//! its own place lit. A board read from the right
//! shows its first column on the right, as on screen (`table::board::Grid::column_at`).

use krilla::Document;
use krilla::geom::Transform;
use krilla::surface::Surface;

use super::cards::face;
use super::draw::{self, Area};
use super::paper::MM;
use super::picture::picture;
use super::plan::{BELOW_HEADING, FOOTER, GAP, Plan, STRIP, column_at};
use super::text::{Align, Kind};
use super::{HEADING, MARGIN, PrintError, Sheet};
use crate::data::LetterCase;
use crate::look::style;

/// The board's pages, in the order the language reads them.
pub fn pages(sheet: &Sheet, document: &mut Document) -> Result<(), PrintError> {
    let rules = sheet.rules;
    let plan = Plan::new(rules.rows(), rules.cols(), sheet.paper.size());
    let total = plan.across as i64 * plan.down as i64;
    for down in 0..plan.down {
        for read in 0..plan.across {
            // The page's place from the left: the first page of a right-to-left page set is
            // on the right.
            let across = match sheet.rtl {
                true => plan.across - 1 - read,
                false => read,
            };
            let number = down as i64 * plan.across as i64 + read as i64 + 1;
            let what = sheet.say("print-board", &[]);
            // A board on one page needs no joining.
            let note = match total {
                1 => String::new(),
                _ => sheet.say("print-board-note", &[]),
            };
            sheet.page(document, plan.page, |surface| {
                sheet.heading(surface, plan.page.0, &what, &note);
                page(surface, sheet, &plan, (across, down));
                if total == 1 {
                    return;
                }
                let label = sheet.say(
                    "print-board-page",
                    &[
                        ("page", number),
                        ("pages", total),
                        ("row", down as i64 + 1),
                        ("column", read as i64 + 1),
                    ],
                );
                footer(surface, sheet, &plan, (across, down), &label);
            })?;
        }
    }
    Ok(())
}

/// One page's spaces, with the strips to glue its neighbours on and the lines to cut it by.
fn page(surface: &mut Surface, sheet: &Sheet, plan: &Plan, (across, down): (u8, u8)) {
    let rules = sheet.rules;
    let step = plan.cell + GAP;
    let first_col = across * plan.cols;
    let first_row = down * plan.rows;
    let cols = plan.cols.min(rules.cols() - first_col);
    let rows = plan.rows.min(rules.rows() - first_row);
    let (left, top) = (MARGIN + GAP / 2.0, HEADING + BELOW_HEADING + GAP / 2.0);
    for r in 0..rows {
        for c in 0..cols {
            let Some(at) = rules.cell_at(first_row + r, column_at(rules, first_col + c)) else {
                continue;
            };
            let area = Area {
                x: left + c as f32 * step,
                y: top + r as f32 * step,
                width: plan.cell,
                height: plan.cell,
            };
            cell(surface, sheet, at, area);
        }
    }
    // The edges of this page's spaces, halfway into the gaps: where pages meet.
    let (right, bottom) = (
        left + cols as f32 * step - GAP / 2.0,
        top + rows as f32 * step - GAP / 2.0,
    );
    let (edge_left, edge_top) = (left - GAP / 2.0, top - GAP / 2.0);
    let number = |across: u8, down: u8| {
        let read = match sheet.rtl {
            true => plan.across - 1 - across,
            false => across,
        };
        down as i64 * plan.across as i64 + read as i64 + 1
    };
    if across + 1 < plan.across {
        let strip = Area {
            x: right,
            y: edge_top,
            width: STRIP,
            height: bottom - edge_top,
        };
        let words = sheet.say("print-glue", &[("page", number(across + 1, down))]);
        glue(surface, sheet, strip, &words, true);
    }
    if down + 1 < plan.down {
        let strip = Area {
            x: edge_left,
            y: bottom,
            width: right - edge_left,
            height: STRIP,
        };
        let words = sheet.say("print-glue", &[("page", number(across, down + 1))]);
        glue(surface, sheet, strip, &words, false);
    }
    // This page is cut where it lies over the page to its left and the page above.
    let scissors = |surface: &mut Surface, at: (f32, f32)| {
        picture(surface, sheet, "✂️", None, at, 3.6 * MM);
    };
    if across > 0 {
        // Down the left margin, from the top of the spaces to past their bottom.
        let reach = (edge_top, bottom + 3.0 * MM);
        draw::line(
            surface,
            (edge_left, reach.0),
            (edge_left, reach.1),
            draw::ink(),
            0.8,
            Some([4.0, 3.0]),
        );
        scissors(surface, (edge_left, edge_top - 2.3 * MM));
    }
    if down > 0 {
        // Across the room under the heading, from the left margin to past the spaces.
        let reach = (edge_left - 4.0 * MM, right + 4.0 * MM);
        draw::line(
            surface,
            (reach.0, edge_top),
            (reach.1, edge_top),
            draw::ink(),
            0.8,
            Some([4.0, 3.0]),
        );
        scissors(surface, (reach.1 + 2.0 * MM, edge_top));
    }
}

/// A grey strip where the neighbouring page is glued, saying which; `upright` for a strip
/// down the page's side, its words turned to run along it.
fn glue(surface: &mut Surface, sheet: &Sheet, strip: Area, words: &str, upright: bool) {
    draw::boxed(surface, strip, 0.0, Some(draw::light_guide()), None);
    let (cx, cy) = strip.centre();
    let length = match upright {
        true => strip.height,
        false => strip.width,
    };
    let size = sheet.text.fitted(words, Kind::Regular, length * 0.9, 11.0);
    if upright {
        surface.push_transform(&Transform::from_rotate_at(90.0, cx, cy));
    }
    sheet.text.put(
        surface,
        words,
        Kind::Regular,
        sheet.rtl,
        size,
        draw::soft_ink(),
        (cx, cy + size * 0.33),
        Align::Centre,
    );
    if upright {
        surface.pop();
    }
}

/// Under the board: which page this is, in words, and a map of the pages with this one lit.
fn footer(
    surface: &mut Surface,
    sheet: &Sheet,
    plan: &Plan,
    (across, down): (u8, u8),
    label: &str,
) {
    let (width, height) = plan.page;
    let box_size = (FOOTER - 4.0 * MM) / plan.down.max(1) as f32;
    let map_width = box_size * 1.3 * plan.across as f32;
    let top = height - MARGIN - FOOTER + 2.0 * MM;
    // The map stands at the end of the line, the words where the language starts.
    let map_left = match sheet.rtl {
        true => MARGIN,
        false => width - MARGIN - map_width,
    };
    for d in 0..plan.down {
        for a in 0..plan.across {
            let area = Area {
                x: map_left + a as f32 * box_size * 1.3,
                y: top + d as f32 * box_size,
                width: box_size * 1.3,
                height: box_size,
            }
            .inset(0.6);
            let here = (a, d) == (across, down);
            let fill = if here {
                draw::ink()
            } else {
                draw::colour(style::card_colour())
            };
            draw::boxed(surface, area, 1.5, Some(fill), Some((draw::ink(), 0.6)));
        }
    }
    let (x, align) = sheet.start(width);
    let room = width - 2.0 * MARGIN - map_width - 4.0 * MM;
    let size = sheet.text.fitted(label, Kind::Bold, room, 12.0);
    sheet.text.put(
        surface,
        label,
        Kind::Bold,
        sheet.rtl,
        size,
        draw::ink(),
        (x, top + FOOTER / 2.0 - 2.0 * MM + size * 0.33),
        align,
    );
}

/// One space as the app draws it: a free corner's star, a picture with its letter in its
/// colour and its word, or the card it stands for.
fn cell(surface: &mut Surface, sheet: &Sheet, at: lineup_core::Cell, area: Area) {
    let rules = sheet.rules;
    let radius = area.width * 0.06;
    let outline = Some((draw::soft_ink(), 0.8));
    let Some(card) = rules.faces()[at.index()] else {
        draw::boxed(
            surface,
            area,
            radius,
            Some(draw::colour(style::free_colour())),
            outline,
        );
        draw::star(surface, &sheet.text, area.centre(), area.width * 0.6);
        return;
    };
    draw::boxed(
        surface,
        area,
        radius,
        Some(draw::colour(style::card_colour())),
        outline,
    );
    let Some(picture) = rules.picture_at(at) else {
        face(surface, sheet, card, area.inset(area.width * 0.04));
        return;
    };
    let look = &rules.card(card).look;
    let size = area.width;
    let cx = area.centre().0;
    let emoji = size * 0.38;
    self::picture(
        surface,
        sheet,
        &picture.picture,
        picture.image.as_deref(),
        (cx, area.y + size * 0.27),
        emoji,
    );
    let label = LetterCase::Both.label(look);
    if !label.is_empty() {
        // The letter in a square of its colour, as on screen.
        let text = size * 0.17;
        let paint = style::named(look.color.as_deref().unwrap_or("black"));
        let width = sheet.text.width(&label, Kind::Regular, text) + size * 0.1;
        let square = Area {
            x: cx - width / 2.0,
            y: area.y + size * 0.5,
            width,
            height: size * 0.23,
        };
        draw::boxed(
            surface,
            square,
            size * 0.05,
            Some(draw::colour(paint)),
            None,
        );
        let on = draw::colour(style::on_chip(paint));
        let (_, middle) = square.centre();
        sheet.text.put(
            surface,
            &label,
            Kind::Regular,
            false,
            text,
            on,
            (cx, middle + text * 0.33),
            Align::Centre,
        );
    }
    // A word's reading (pinyin) goes over it, as a primer prints it.
    let word_line = match &picture.reading {
        Some(reading) => {
            let at = (cx, area.y + size * 0.815);
            sheet.word(surface, reading, (size * 0.9, size * 0.085), |_| at);
            (size * 0.96, size * 0.115)
        }
        None => (size * 0.9, size * 0.15),
    };
    if let Some(word) = &picture.word {
        let at = (cx, area.y + word_line.0);
        sheet.word(surface, word, (size * 0.9, word_line.1), |_| at);
    }
}
