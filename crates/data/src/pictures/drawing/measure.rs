//! What a drawing comes to once the drawing library has made every copy it makes: each
//! reference (a `use`, a gradient, a clip, a mask, a pattern, a filter) a copy of what it names;
//! a paint or a marker set on a group a copy for every element under it; a marker a copy at
//! every point of the line it marks; and the references a style sheet (`<style>`) gives, by
//! class or to every element. Measured with a walk that never goes deeper than
//! [`MOST_DEPTH`], so the measuring itself needs little stack.

use std::collections::{HashMap, HashSet};

use lineup_core::PictureFault;
use roxmltree::{Document, Node, NodeId};

use super::{MOST_DEPTH, MOST_ELEMENTS};

/// What an element comes to once every reference in it is followed.
#[derive(Clone, Copy)]
struct Reach {
    /// Its elements, copies included.
    elements: u64,
    /// How many levels it nests below itself.
    height: usize,
}

/// How a reference is copied.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Once where it is named.
    Once,
    /// A paint (`fill`, `stroke`): on a group, once for every element under it.
    Paint,
    /// A marker: once at every point of the line, and on a group, on every line under it.
    Marker,
}

/// Whether the drawing can be drawn safely: no deeper than [`MOST_DEPTH`], no more than
/// [`MOST_ELEMENTS`] elements, and no reference that leads back to itself.
pub fn bound(document: &Document) -> Result<(), PictureFault> {
    let named: HashMap<&str, Node> = (document.descendants())
        .filter(Node::is_element)
        .filter_map(|node| Some((node.attribute("id")?, node)))
        .collect();
    let mut measure = Measure {
        named,
        sheet: Sheet::of(document),
        known: HashMap::new(),
        following: HashSet::new(),
    };
    measure.reach(document.root_element(), 0, 0).map(|_| ())
}

struct Measure<'a, 'input> {
    named: HashMap<&'a str, Node<'a, 'input>>,
    sheet: Sheet<'a>,
    /// What each element named by a reference comes to (copies of it are alike).
    known: HashMap<NodeId, Reach>,
    following: HashSet<NodeId>,
}

impl<'a, 'input> Measure<'a, 'input> {
    /// What `node` comes to, found `depth` levels down, under groups whose paints and markers
    /// add `inherited` elements to each element.
    fn reach(
        &mut self,
        node: Node<'a, 'input>,
        depth: usize,
        inherited: u64,
    ) -> Result<Reach, PictureFault> {
        let too_complex = Err(PictureFault::TooComplex);
        if depth > MOST_DEPTH {
            return too_complex;
        }
        if inherited == 0
            && let Some(&known) = self.known.get(&node.id())
        {
            return match depth + known.height > MOST_DEPTH {
                true => too_complex,
                false => Ok(known),
            };
        }
        // A reference back to an element being followed would be copied for ever.
        if !self.following.insert(node.id()) {
            return too_complex;
        }
        let mut reach = Reach {
            elements: 1 + inherited,
            height: 0,
        };
        let mut passed_down = inherited;
        let named: Vec<(Node, Kind)> = (references(node).chain(self.sheet.for_element(node)))
            .filter_map(|(id, kind)| Some((*self.named.get(id)?, kind)))
            .collect();
        for (target, kind) in named {
            let found = self.reach(target, depth + 1, 0)?;
            let copies = match kind {
                Kind::Marker => points(node),
                Kind::Once | Kind::Paint => 1,
            };
            reach.elements = (reach.elements).saturating_add(found.elements.saturating_mul(copies));
            reach.height = reach.height.max(found.height + 1);
            if kind != Kind::Once {
                passed_down = passed_down.saturating_add(found.elements);
            }
        }
        for child in node.children().filter(Node::is_element) {
            let found = self.reach(child, depth + 1, passed_down)?;
            reach.elements = reach.elements.saturating_add(found.elements);
            reach.height = reach.height.max(found.height + 1);
            if reach.elements > MOST_ELEMENTS {
                return too_complex;
            }
        }
        if reach.elements > MOST_ELEMENTS {
            return too_complex;
        }
        self.following.remove(&node.id());
        if inherited == 0 {
            self.known.insert(node.id(), reach);
        }
        Ok(reach)
    }
}

/// How a property's reference is copied, by the property's name.
fn kind(property: &str) -> Kind {
    match property.trim() {
        "fill" | "stroke" => Kind::Paint,
        "marker" | "marker-start" | "marker-mid" | "marker-end" => Kind::Marker,
        _ => Kind::Once,
    }
}

/// The ids `value` names as `url(#a)`.
fn urls(value: &str) -> impl Iterator<Item = &str> {
    value.split("url(").skip(1).filter_map(|rest| {
        let rest = rest.trim_start().trim_start_matches(['"', '\'']);
        let id = rest.strip_prefix('#')?;
        id.split([')', '"', '\'']).next().map(str::trim)
    })
}

/// The ids a list of declarations (`fill:url(#a); mask:url(#b)`) names, each with how it is
/// copied.
fn declared(declarations: &str) -> impl Iterator<Item = (&str, Kind)> {
    declarations.split(';').flat_map(|declaration| {
        let (property, value) = declaration.split_once(':').unwrap_or(("", declaration));
        urls(value).map(move |id| (id, kind(property)))
    })
}

/// The ids an element names itself: `href="#a"`, and `url(#a)` in any attribute or in its
/// `style`.
fn references<'a>(node: Node<'a, '_>) -> impl Iterator<Item = (&'a str, Kind)> {
    node.attributes().flat_map(|attribute| {
        let (name, value) = (attribute.name(), attribute.value());
        let href = (name == "href")
            .then(|| value.trim().strip_prefix('#'))
            .flatten()
            .map(|id| (id, Kind::Once));
        let named: Vec<(&'a str, Kind)> = match name {
            "style" => declared(value).collect(),
            _ => urls(value).map(|id| (id, kind(name))).collect(),
        };
        href.into_iter().chain(named)
    })
}

/// How many points a line has, as many times as a marker is drawn on it: its numbers, two a
/// point, and its two ends.
fn points(node: Node) -> u64 {
    let data = node
        .attribute("d")
        .or(node.attribute("points"))
        .unwrap_or("");
    let numbers = (data.split(|c: char| !(c.is_ascii_digit() || c == '.')))
        .filter(|number| !number.is_empty())
        .count();
    numbers as u64 / 2 + 2
}

/// The references a drawing's style sheets give: to the elements of a class, or (any other
/// selector, taken at its widest) to every element.
struct Sheet<'a> {
    by_class: HashMap<&'a str, Vec<(&'a str, Kind)>>,
    everywhere: Vec<(&'a str, Kind)>,
}

impl<'a> Sheet<'a> {
    fn of(document: &'a Document) -> Sheet<'a> {
        let mut sheet = Sheet {
            by_class: HashMap::new(),
            everywhere: Vec::new(),
        };
        let styles = (document.descendants())
            .filter(|node| node.has_tag_name("style"))
            .flat_map(|style| style.children().filter_map(|text| text.text()));
        for rules in styles {
            for rule in rules.split('}') {
                let Some((selectors, declarations)) = rule.split_once('{') else {
                    continue;
                };
                let named: Vec<(&str, Kind)> = declared(declarations).collect();
                if named.is_empty() {
                    continue;
                }
                for selector in selectors.split(',').map(str::trim) {
                    let class = (selector.strip_prefix('.')).filter(|class| {
                        class
                            .chars()
                            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
                    });
                    match class {
                        Some(class) => sheet.by_class.entry(class).or_default().extend(&named),
                        None => sheet.everywhere.extend(&named),
                    }
                }
            }
        }
        sheet
    }

    /// The references the style sheets give `node`.
    fn for_element(
        &self,
        node: Node<'a, '_>,
    ) -> impl Iterator<Item = (&'a str, Kind)> + use<'a, '_> {
        let classes = node.attribute("class").unwrap_or("").split_whitespace();
        let by_class = classes.flat_map(|class| self.by_class.get(class).into_iter().flatten());
        by_class.chain(&self.everywhere).copied()
    }
}
