//! Small letters as each language writes them, for matching what a child types against the
//! cards: Unicode's default case mapping, except where a language pairs its letters otherwise.

/// Languages whose capital and small letters pair otherwise than Unicode's default, with
/// each capital and its small letter. Turkish and Azerbaijani have a dotted and a dotless i,
/// each a letter of its own: I ↔ ı and İ ↔ i (by default I would become i, and İ "i̇").
const OWN_PAIRS: [(&str, &[(char, char)]); 2] = [
    ("tr", &[('I', 'ı'), ('İ', 'i')]),
    ("az", &[('I', 'ı'), ('İ', 'i')]),
];

/// `text` in small letters as `language` (a tag such as `tr` or `pt-BR`) writes them;
/// Unicode's default where the language is unknown or pairs its letters the usual way.
///
/// ```
/// use lineup_core::lowercase;
/// assert_eq!(lowercase("İI", Some("tr")), "iı");
/// assert_eq!(lowercase("Ab", None), "ab");
/// ```
pub fn lowercase(text: &str, language: Option<&str>) -> String {
    let primary = language.and_then(|tag| tag.split(['-', '_']).next());
    let pairs = OWN_PAIRS
        .iter()
        .find(|(tag, _)| primary.is_some_and(|primary| primary.eq_ignore_ascii_case(tag)))
        .map_or(&[][..], |(_, pairs)| pairs);
    if pairs.is_empty() {
        return text.to_lowercase();
    }
    let mut small = String::with_capacity(text.len());
    for c in text.chars() {
        match pairs.iter().find(|(capital, _)| *capital == c) {
            Some((_, lower)) => small.push(*lower),
            None => small.extend(c.to_lowercase()),
        }
    }
    small
}

#[cfg(test)]
mod tests {
    use super::lowercase;

    #[test]
    fn turkish_keeps_its_dotted_and_dotless_i_apart() {
        for (typed, small) in [("i", "i"), ("İ", "i"), ("ı", "ı"), ("I", "ı")] {
            assert_eq!(lowercase(typed, Some("tr")), small, "{typed}");
        }
        assert_eq!(lowercase("IŞIK", Some("tr")), "ışık");
    }

    #[test]
    fn other_languages_take_unicodes_small_letters() {
        assert_eq!(lowercase("I", Some("en")), "i");
        assert_eq!(lowercase("Ж", Some("uk")), "ж");
        assert_eq!(lowercase("ΣΑ", Some("el")), "σα");
        assert_eq!(lowercase("I", None), "i");
    }
}
