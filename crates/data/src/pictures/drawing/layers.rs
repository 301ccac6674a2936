//! The layers the drawing library draws apart before it puts them in place, sized from the
//! drawing's tree as the library will size them: a pattern's tile, a filter's region and each
//! of its steps. A drawing that says one is a billion pixels wide, or asks for endless work at
//! every pixel, is refused before anything is drawn.

use lineup_core::PictureFault;
use resvg::{tiny_skia, usvg};

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
pub(super) fn layers_fit(
    group: &usvg::Group,
    transform: tiny_skia::Transform,
) -> Result<(), PictureFault> {
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
