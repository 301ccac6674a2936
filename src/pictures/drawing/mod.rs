//! A drawing (SVG), bounded before it is drawn. Its XML is read once (`roxmltree`, the reader
//! `resvg` itself uses), measured, and only then handed to `resvg`: how deep its elements nest
//! and how many there are, each reference (a `use`, a gradient, a clip, a mask, a pattern,
//! a filter) counted as the copy of what it names that the drawing library makes of it. The
//! library follows each level of nesting with a call of its own, so a drawing nested thousands
//! deep would overflow the stack and end the app (on the desktop) or trap the page's
//! WebAssembly (in a browser); a chain of `use`s that each show the one before twice would ask
//! for billions of copies.

mod measure;

use std::path::Path;

pub use measure::bound;

use lineup_core::{PictureFault, picture_path};
use resvg::{tiny_skia, usvg};
use roxmltree::Document;

use super::Pixels;

/// The deepest a drawing's elements may nest, each reference followed counted as one level
/// more: drawing programs nest a few tens deep. A level costs the XML reader and the drawing
/// library about two kilobytes of stack (a drawing this deep draws in 256 KB, not in 128), and
/// a browser's whole stack is one megabyte: `tests/hostile/drawings.rs` draws one on it.
pub const MOST_DEPTH: usize = 100;

/// The most elements a drawing may have, each reference counted as a copy of what it names:
/// a detailed drawing has a few thousand, and this many take a second to draw.
pub const MOST_ELEMENTS: u64 = 200_000;

/// The most XML nodes (elements, text, comments) read before the rest is even looked at.
const MOST_NODES: u32 = 1_000_000;

/// A drawing (SVG), drawn no larger than `longest` pixels a side: its shapes and text (photos
/// placed in it are not drawn). One that names a file from outside its folder (`/home/…`,
/// `../…`) is refused with that name, so a teacher's theme shows, and reads, nothing from
/// outside it; one too deep or too large to draw safely is refused as too complex.
pub fn draw(bytes: &[u8], folder: &Path, longest: u32) -> Result<Pixels, PictureFault> {
    let text = std::str::from_utf8(bytes).map_err(|_| PictureFault::NotAPicture)?;
    // The XML reader itself takes a call of its own for each level, and copies an entity in
    // whole wherever it is named: both bounded before it reads.
    shallow(text)?;
    few_entities(text)?;
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        nodes_limit: MOST_NODES,
    };
    let document = Document::parse_with_options(text, options).map_err(|error| match error {
        roxmltree::Error::NodesLimitReached => PictureFault::TooComplex,
        _ => PictureFault::NotAPicture,
    })?;
    bound(&document)?;
    let tree = tree(&document, folder)?;
    let scale = longest as f32 / tree.size().width().max(tree.size().height());
    layers_fit(tree.root(), tiny_skia::Transform::from_scale(scale, scale))?;
    render(&tree, longest)
}

/// The most pixels a layer the drawing library draws apart may have: a pattern's tile, a
/// filter's region. A drawing program's are at most the drawing's size; one said to be a
/// billion pixels wide would be allocated whole before it is cut to the drawing.
const MOST_LAYER_PIXELS: f32 = 4096.0 * 4096.0;

/// The most pixels all the layers of a drawing may have together: about 270 MB of them.
const MOST_LAYERS_PIXELS: f32 = 4.0 * MOST_LAYER_PIXELS;

/// The most octaves of noise a filter may ask for: each is drawn at every pixel, and more than
/// a few cannot be seen.
const MOST_OCTAVES: u32 = 16;

/// The widest a filter's neighbourhood (a morphology's radius, a convolution's matrix) may
/// reach, in pixels: each pixel looks at every one of its neighbours.
const MOST_REACH: f32 = 64.0;

/// Whether every layer the drawing library would draw apart, at `transform`, is one it can:
/// each pattern's tile and each filter's region no larger than [`MOST_LAYER_PIXELS`], each
/// filter's work per pixel bounded. The walk keeps its own stack: a pattern's content, a
/// mask's and a filter's image are walked as they are drawn.
fn layers_fit(group: &usvg::Group, transform: tiny_skia::Transform) -> Result<(), PictureFault> {
    // Every layer is drawn and kept until its group is done: all of them count together too.
    let mut all = 0f32;
    let mut fits = |width: f32, height: f32| {
        let pixels = width * height;
        all += pixels;
        match pixels.is_nan() || pixels > MOST_LAYER_PIXELS || all > MOST_LAYERS_PIXELS {
            true => Err(PictureFault::TooComplex),
            false => Ok(()),
        }
    };
    let mut to_walk = vec![(group, transform)];
    while let Some((group, base)) = to_walk.pop() {
        let masks = std::iter::successors(group.mask(), |mask| mask.mask());
        to_walk.extend(masks.map(|mask| (mask.root(), base)));
        let at = base.pre_concat(group.abs_transform());
        let (sx, sy) = at.get_scale();
        for filter in group.filters() {
            fits(filter.rect().width() * sx, filter.rect().height() * sy)?;
            for primitive in filter.primitives() {
                fits(
                    primitive.rect().width() * sx,
                    primitive.rect().height() * sy,
                )?;
                filter_work(primitive.kind(), sx.max(sy))?;
                if let usvg::filter::Kind::Image(image) = primitive.kind() {
                    to_walk.push((image.root(), at));
                }
            }
        }
        for node in group.children() {
            match node {
                usvg::Node::Group(inner) => to_walk.push((inner, base)),
                usvg::Node::Path(path) => {
                    let fill = path.fill().map(|fill| fill.paint());
                    let stroke = path.stroke().map(|stroke| stroke.paint());
                    for paint in [fill, stroke].into_iter().flatten() {
                        if let usvg::Paint::Pattern(pattern) = paint {
                            let at = (base.pre_concat(path.abs_transform()))
                                .pre_concat(pattern.transform());
                            let (sx, sy) = at.get_scale();
                            fits(pattern.rect().width() * sx, pattern.rect().height() * sy)?;
                            let tile = tiny_skia::Transform::from_scale(sx, sy);
                            to_walk.push((pattern.root(), tile));
                        }
                    }
                }
                usvg::Node::Image(_) | usvg::Node::Text(_) => {}
            }
        }
    }
    Ok(())
}

/// Whether a filter primitive's work at each pixel is bounded, drawn at `scale`.
fn filter_work(kind: &usvg::filter::Kind, scale: f32) -> Result<(), PictureFault> {
    use usvg::filter::Kind;
    let within = |reach: f32| reach.is_finite() && reach <= MOST_REACH;
    let bounded = match kind {
        Kind::Turbulence(noise) => noise.num_octaves() <= MOST_OCTAVES,
        Kind::Morphology(morphology) => {
            within(morphology.radius_x().get() * scale)
                && within(morphology.radius_y().get() * scale)
        }
        Kind::ConvolveMatrix(convolve) => {
            let matrix = convolve.matrix();
            within(matrix.columns() as f32) && within(matrix.rows() as f32)
        }
        _ => true,
    };
    match bounded {
        true => Ok(()),
        false => Err(PictureFault::TooComplex),
    }
}

/// The drawing's shapes, as `resvg` keeps them; a file named from outside `folder` is refused.
fn tree(document: &Document, folder: &Path) -> Result<usvg::Tree, PictureFault> {
    let reaching_out = std::sync::Mutex::new(None);
    let mut options = usvg::Options::default();
    // A picture inside a drawing, given in it as data (another drawing, a photo), is not drawn:
    // it would be read with none of these bounds.
    options.image_href_resolver.resolve_data = Box::new(|_, _, _| None);
    options.image_href_resolver.resolve_string = Box::new(|href: &str, _: &usvg::Options| {
        if picture_path(folder, href) == Err(PictureFault::OutsideFolder)
            && let Ok(mut first) = reaching_out.lock()
        {
            first.get_or_insert_with(|| href.to_string());
        }
        None
    });
    let tree =
        usvg::Tree::from_xmltree(document, &options).map_err(|_| PictureFault::NotAPicture)?;
    let reached = reaching_out.lock().ok().and_then(|href| href.clone());
    match reached {
        Some(href) => Err(PictureFault::DrawingReachesOut(href)),
        None => Ok(tree),
    }
}

/// The drawing drawn at most `longest` pixels a side, whatever size it says it is.
fn render(tree: &usvg::Tree, longest: u32) -> Result<Pixels, PictureFault> {
    let size = tree.size();
    let scale = longest as f32 / size.width().max(size.height());
    if !scale.is_finite() || scale <= 0.0 {
        return Err(PictureFault::NotAPicture);
    }
    let width = (size.width() * scale).round().clamp(1.0, longest as f32) as u32;
    let height = (size.height() * scale).round().clamp(1.0, longest as f32) as u32;
    let mut pixmap = tiny_skia::Pixmap::new(width, height).ok_or(PictureFault::NotAPicture)?;
    resvg::render(
        tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    let rgba = (pixmap.pixels().iter())
        .flat_map(|pixel| {
            let pixel = pixel.demultiply();
            [pixel.red(), pixel.green(), pixel.blue(), pixel.alpha()]
        })
        .collect();
    Ok(Pixels {
        width,
        height,
        rgba,
    })
}

/// Whether the drawing's elements, as written, nest no deeper than [`MOST_DEPTH`], found in one
/// pass over its text, without reading it as XML: comments, CDATA, processing instructions and
/// quoted values are stepped over. A declared entity that would put elements into the
/// drawing where it is named (never seen in a drawing program's files, whose entities name
/// namespaces) is refused, since its elements' depth only shows once it is expanded.
pub fn shallow(text: &str) -> Result<(), PictureFault> {
    let bytes = text.as_bytes();
    let after = |from: usize, end: &str| {
        text.get(from..)
            .and_then(|rest| rest.find(end))
            .map_or(bytes.len(), |at| from + at + end.len())
    };
    let mut depth = 0usize;
    let mut at = 0;
    while let Some(found) = text.get(at..).and_then(|rest| rest.find('<')) {
        let start = at + found;
        let rest = &text[start..];
        at = if rest.starts_with("<!--") {
            after(start, "-->")
        } else if rest.starts_with("<![CDATA[") {
            after(start, "]]>")
        } else if rest.starts_with("<?") {
            after(start, "?>")
        } else if rest.starts_with("<!") {
            declaration(bytes, start)?
        } else {
            let (end, closing, empty) = tag(bytes, start);
            match (closing, empty) {
                (true, _) => depth = depth.saturating_sub(1),
                (false, true) => {}
                (false, false) => depth += 1,
            }
            if depth > MOST_DEPTH {
                return Err(PictureFault::TooComplex);
            }
            end
        };
    }
    Ok(())
}

/// Where the tag starting at `start` ends, whether it closes an element (`</g>`), and whether
/// it is empty (`<rect/>`); a `>` inside a quoted value is not its end.
fn tag(bytes: &[u8], start: usize) -> (usize, bool, bool) {
    let closing = bytes.get(start + 1) == Some(&b'/');
    let mut quote = None;
    let mut at = start + 1;
    while at < bytes.len() {
        match (quote, bytes[at]) {
            (None, b'"' | b'\'') => quote = Some(bytes[at]),
            (Some(open), byte) if byte == open => quote = None,
            (None, b'>') => return (at + 1, closing, bytes[at - 1] == b'/'),
            _ => {}
        }
        at += 1;
    }
    (bytes.len(), closing, true)
}

/// The most a declared entity's value may hold: a drawing program's entities name namespaces.
const MOST_ENTITY_BYTES: usize = 1024;

/// The most references to declared entities a drawing may make: each is copied in whole where
/// it stands (the XML reader copies the text so far with it), so a thousand of a kilobyte
/// each are a megabyte at most.
const MOST_ENTITY_REFERENCES: usize = 1000;

/// Where a declaration starting at `start` ends (`<!DOCTYPE …>` with its `[…]`, comments and
/// processing instructions in it stepped over), refused if a quoted value in it holds an
/// element, names another entity, or is longer than [`MOST_ENTITY_BYTES`], or if it never ends.
fn declaration(bytes: &[u8], start: usize) -> Result<usize, PictureFault> {
    let past = |from: usize, end: &[u8]| {
        (bytes[from..].windows(end.len()))
            .position(|window| window == end)
            .map(|at| from + at + end.len())
            .ok_or(PictureFault::TooComplex)
    };
    let mut quote: Option<(u8, usize)> = None;
    let mut brackets = 0usize;
    let mut at = start + 2;
    while at < bytes.len() {
        let rest = &bytes[at..];
        match (quote, bytes[at]) {
            (None, b'<') if rest.starts_with(b"<!--") => {
                at = past(at, b"-->")?;
                continue;
            }
            (None, b'<') if rest.starts_with(b"<?") => {
                at = past(at, b"?>")?;
                continue;
            }
            (None, b'"' | b'\'') => quote = Some((bytes[at], at + 1)),
            (Some((open, from)), byte) if byte == open => {
                let value = &bytes[from..at];
                let names_another =
                    (value.windows(2)).any(|pair| pair[0] == b'&' && pair[1] != b'#');
                if value.len() > MOST_ENTITY_BYTES || value.contains(&b'<') || names_another {
                    return Err(PictureFault::TooComplex);
                }
                quote = None;
            }
            (None, b'[') => brackets += 1,
            (None, b']') => brackets = brackets.saturating_sub(1),
            (None, b'>') if brackets == 0 => return Ok(at + 1),
            _ => {}
        }
        at += 1;
    }
    Err(PictureFault::TooComplex)
}

/// Whether the drawing names declared entities at most [`MOST_ENTITY_REFERENCES`] times (the
/// five XML has of its own, and characters by number, do not count).
fn few_entities(text: &str) -> Result<(), PictureFault> {
    const OWN: [&str; 5] = ["lt;", "gt;", "amp;", "apos;", "quot;"];
    let named = (text.match_indices('&'))
        .filter(|(at, _)| {
            let rest = &text[at + 1..];
            !rest.starts_with('#') && !OWN.iter().any(|own| rest.starts_with(own))
        })
        .count();
    match named > MOST_ENTITY_REFERENCES {
        true => Err(PictureFault::TooComplex),
        false => Ok(()),
    }
}
