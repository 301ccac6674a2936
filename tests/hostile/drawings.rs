//! Drawings (SVG) that would overwhelm the drawing library: refused by their measure before it
//! sees them, and every other picture of the board still drawn.

use std::path::Path;

use lineup::data::pictures::{MOST_DEPTH, decode_bytes};
use lineup_core::PictureFault;

use super::{on_a_browsers_stack, scratch};

/// A drawing of `depth` groups one inside the other, a red square in the deepest.
pub(crate) fn nested(depth: usize) -> String {
    let mut svg = String::from(r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">"#);
    svg.push_str(&"<g>".repeat(depth));
    svg.push_str(r#"<rect width="10" height="10" fill="red"/>"#);
    svg.push_str(&"</g>".repeat(depth));
    svg.push_str("</svg>");
    svg
}

/// A drawing in which each of `levels` groups shows the one before it twice: 2^levels squares.
pub(crate) fn doubling(levels: usize) -> String {
    let mut svg = String::from(
        r#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><rect id="l0" width="1" height="1"/>"#,
    );
    for level in 1..=levels {
        let before = level - 1;
        svg.push_str(&format!(
            r##"<g id="l{level}"><use xlink:href="#l{before}"/><use href="#l{before}" x="1"/></g>"##
        ));
    }
    svg.push_str(&format!(r##"</defs><use href="#l{levels}"/></svg>"##));
    svg
}

fn decode(svg: String) -> Result<(u32, u32, usize), PictureFault> {
    on_a_browsers_stack(move || {
        decode_bytes(svg.as_bytes(), Path::new("."), 64).map(|pixels| {
            let red = pixels
                .rgba
                .chunks(4)
                .filter(|p| p[0] > 200 && p[3] > 200)
                .count();
            (pixels.width, pixels.height, red)
        })
    })
}

#[test]
fn a_drawing_nested_thousands_deep_is_refused_as_too_complex_not_a_crash() {
    for depth in [MOST_DEPTH + 1, 5_000, 100_000] {
        assert_eq!(
            decode(nested(depth)),
            Err(PictureFault::TooComplex),
            "{depth} deep"
        );
    }
}

#[test]
fn a_drawing_as_deep_as_lineup_allows_is_drawn_whole_on_a_browsers_stack() {
    // The deepest drawing let through draws its square, on the stack a page has: the bound
    // is low enough for the drawing library's own calls.
    let (width, height, red) = decode(nested(MOST_DEPTH - 2)).expect("drawn");
    assert_eq!((width, height), (64, 64));
    assert!(red > 64 * 60, "{red} red pixels");
}

#[test]
fn a_drawing_whose_copies_double_at_each_level_is_refused_before_it_is_copied() {
    // Ten levels are a thousand squares: drawn. Forty are a million million: refused at once.
    let (_, _, red) = decode(doubling(10).replace("height=\"1\"", "height=\"1\" fill=\"red\""))
        .expect("a thousand squares drawn");
    assert!(red > 0);
    assert_eq!(decode(doubling(40)), Err(PictureFault::TooComplex));
}

#[test]
fn a_drawing_that_shows_itself_is_refused() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g></svg>"##;
    assert_eq!(decode(svg.into()), Err(PictureFault::TooComplex));
}

#[test]
fn a_drawing_of_a_million_elements_is_refused() {
    let svg = |element: &str, count: usize| {
        format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">{}</svg>"#,
            element.repeat(count)
        )
    };
    // Small enough a file, too many to read: refused when the count is reached.
    assert_eq!(
        decode(svg("<g/>", 1_100_000)),
        Err(PictureFault::TooComplex)
    );
    // Larger than any picture file Lineup reads: refused from its size.
    let large = svg("<rect width=\"1\" height=\"1\"/>", 1_100_000);
    assert_eq!(decode(large), Err(PictureFault::TooManyBytes(31)));
}

#[test]
fn a_drawing_that_says_it_is_huge_is_drawn_at_the_size_it_is_shown() {
    let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" width="1e30" height="1e30" viewBox="0 0 1e30 1e30"><rect width="1e30" height="1e30" fill="red"/></svg>"#;
    let drawn = decode(svg.into());
    assert!(
        matches!(drawn, Ok((64, 64, _)) | Err(PictureFault::NotAPicture)),
        "{drawn:?}"
    );
}

/// The hostile drawing on a board beside good pictures: the board's other pictures are
/// drawn, and the hostile one is named with why, in the window and by `lineup check-theme`.
#[test]
fn a_board_with_a_hostile_drawing_draws_every_other_picture_and_names_that_one() {
    let folder = scratch("board-drawing");
    std::fs::write(folder.join("deep.svg"), nested(50_000)).unwrap();
    let good = std::fs::read("examples/our-pictures/sun.svg").unwrap();
    std::fs::write(folder.join("sun.svg"), good).unwrap();
    let files = ["deep.svg", "sun.svg"].map(|name| folder.join(name).display().to_string());
    let decoded: Vec<_> = files
        .iter()
        .cloned()
        .map(|file| on_a_browsers_stack(move || lineup::look::decoded::decode(file)))
        .collect();
    assert_eq!(decoded[0].file, files[0]);
    assert_eq!(
        decoded[0].picture.as_ref().err(),
        Some(&PictureFault::TooComplex)
    );
    assert!(decoded[1].picture.is_ok(), "the sun is drawn");
    let words = lineup::look::i18n::Words::new("en");
    let said = lineup::app::notice::picture_fault(&words, &PictureFault::TooComplex);
    assert!(
        said.contains("too complex") && said.contains("PNG"),
        "{said}"
    );
}

/// Found by the fuzzing (`fuzz::doors`): a pattern whose tile says it is a billion pixels wide
/// made the drawing library ask for 140 petabytes for it, and the app ended.
#[test]
fn a_pattern_whose_tile_is_a_billion_pixels_wide_is_refused_not_drawn_whole() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><pattern id="p" width="1e9" height="1e9" patternUnits="userSpaceOnUse"><circle r="1e9"/></pattern></defs><rect width="10" height="10" fill="url(#p)"/></svg>"##;
    assert_eq!(decode(svg.into()), Err(PictureFault::TooComplex));
    // A drawing program's small tile is drawn.
    let small = svg.replace("1e9", "2");
    assert!(decode(small).is_ok());
}

/// Found by the fuzzing (`fuzz::doors`): a filter over a region a billion pixels wide made the
/// drawing library ask for 940 petabytes; noise of a billion octaves would be drawn a billion
/// times at each pixel.
#[test]
fn a_filter_over_a_billion_pixels_or_of_endless_noise_is_refused() {
    let filter = |region: &str, octaves: &str| {
        format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><filter id="f" x="0" y="0" width="{region}" height="{region}" filterUnits="userSpaceOnUse"><feTurbulence baseFrequency="0.5" numOctaves="{octaves}"/></filter><rect width="10" height="10" fill="red" filter="url(#f)"/></svg>"##
        )
    };
    assert_eq!(decode(filter("1e9", "2")), Err(PictureFault::TooComplex));
    assert_eq!(decode(filter("10", "1e9")), Err(PictureFault::TooComplex));
    assert!(
        decode(filter("10", "2")).is_ok(),
        "a drawing program's noise is drawn"
    );
}

/// A photo or picture whose header says it is 60,000 pixels a side is refused from its header,
/// before any memory is taken for its pixels.
#[test]
fn a_photo_whose_header_says_it_is_huge_is_refused_before_it_is_decoded() {
    let mut photo = crate::fuzz::generate::jpeg(40, 30);
    let frame = (photo.windows(2))
        .position(|marker| marker == [0xFF, 0xC0])
        .expect("a baseline JPEG's frame");
    photo[frame + 5..frame + 9].copy_from_slice(&[0xEA, 0x60, 0xEA, 0x60]);
    let mut picture = crate::fuzz::generate::png(30, 40);
    picture[16..24].copy_from_slice(&[0, 0, 0xEA, 0x60, 0, 0, 0xEA, 0x60]);
    let mut crc = flate2::Crc::new();
    crc.update(&picture[12..29]);
    picture[29..33].copy_from_slice(&crc.sum().to_be_bytes());
    for bytes in [photo, picture] {
        let decoded = on_a_browsers_stack(move || decode_bytes(&bytes, Path::new("."), 64));
        assert_eq!(decoded, Err(PictureFault::TooManyPixels(60_000, 60_000)));
    }
}

/// Found by our own read of the bounds: each of these slipped past them, and would have ended
/// the app (a stack overflow, petabytes asked for) or held it for hours.
#[test]
fn drawings_built_to_slip_past_the_bounds_are_refused_or_drawn_safely() {
    use base64::Engine;
    let deep = |depth: usize| {
        format!(
            "{}<rect width=\"1\" height=\"1\"/>{}",
            "<g>".repeat(depth),
            "</g>".repeat(depth)
        )
    };
    let svg = |inside: &str| {
        format!(r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">{inside}</svg>"#)
    };
    // A bracket in a comment inside the declaration, which once hid what came after it.
    let hidden = format!("<!DOCTYPE svg [<!-- [ -->]>{}", svg(&deep(100_000)));
    assert_eq!(decode(hidden), Err(PictureFault::TooComplex));
    // Entities copied into each other, or named a million times.
    let laughs = format!(
        r#"<!DOCTYPE svg [<!ENTITY a "{}"><!ENTITY b "&a;&a;&a;&a;">]>{}"#,
        "A".repeat(1000),
        svg("<text>&b;</text>")
    );
    assert_eq!(decode(laughs), Err(PictureFault::TooComplex));
    let named = format!(
        r#"<!DOCTYPE svg [<!ENTITY a "A">]>{}"#,
        svg(&"<text>&a;</text>".repeat(2000))
    );
    assert_eq!(decode(named), Err(PictureFault::TooComplex));
    // A drawing given as data inside a drawing is not read at all, so its depth is no danger.
    let inner = base64::engine::general_purpose::STANDARD.encode(svg(&deep(100_000)));
    let carried = svg(&format!(
        r#"<image width="10" height="10" href="data:image/svg+xml;base64,{inner}"/>"#
    ));
    assert!(decode(carried).is_ok());
    // Markers in markers, each drawn at every point of a long line.
    let line = format!("M0 0 {}", "L1 1 ".repeat(1000));
    let mut markers = String::from(r#"<marker id="m6"><rect width="1" height="1"/></marker>"#);
    for n in (1..6).rev() {
        markers.push_str(&format!(
            r##"<marker id="m{n}"><path d="{line}" marker-mid="url(#m{})"/></marker>"##,
            n + 1
        ));
    }
    let marked = svg(&format!(
        r##"<defs>{markers}</defs><path d="{line}" marker-mid="url(#m1)"/>"##
    ));
    assert_eq!(decode(marked), Err(PictureFault::TooComplex));
    // A pattern set once on a group, copied for every shape under it.
    let pattern = format!(
        r#"<pattern id="p" width="1" height="1">{}</pattern>"#,
        "<rect width=\"1\" height=\"1\"/>".repeat(500)
    );
    let shapes = "<rect width=\"1\" height=\"1\"/>".repeat(2000);
    let painted = svg(&format!(
        r##"<defs>{pattern}</defs><g fill="url(#p)">{shapes}</g>"##
    ));
    assert_eq!(decode(painted), Err(PictureFault::TooComplex));
    // Two hundred layers of a filter, each over a region just under the most one may have.
    let floods = "<feFlood flood-color=\"red\"/>".repeat(200);
    let filtered = svg(&format!(
        r##"<filter id="f" x="0" y="0" width="10" height="10" filterUnits="userSpaceOnUse">{floods}</filter><rect width="10" height="10" filter="url(#f)"/>"##
    ));
    let at_size =
        on_a_browsers_stack(move || decode_bytes(filtered.as_bytes(), Path::new("."), 4000));
    assert_eq!(at_size.map(drop), Err(PictureFault::TooComplex));
}
