//! Letters as typing compares them, in each language: Unicode's small letters, except where a
//! language pairs its letters otherwise or a keyboard types a letter in another form.
//!
//! Text is compared composed (Unicode's NFC): a Mac names a file `Äpfel.png` with an `A` and a
//! separate diaeresis, a keyboard types one `Ä`, and both are the same word.
//!
//! Hangul is compared letter by letter: a syllable block (가) is the letters a Korean child
//! builds it from (ㄱ ㅏ), the silent ㅇ before a vowel left out, so 가방 starts with ㄱ and
//! 오리 with ㅗ, as the letters game asks.

use unicode_normalization::UnicodeNormalization;

/// Turkish and Azerbaijani have a dotted and a dotless i, each a letter of its own: I ↔ ı and
/// İ ↔ i (by default I would become i, and İ "i̇").
const DOTTED_AND_DOTLESS_I: &[(char, char)] = &[('I', 'ı'), ('İ', 'i')];

/// Languages where a letter typed counts as another than Unicode's small letter, with each
/// letter typed and the letter it counts as. A new language with such letters is a line here.
const OWN_FOLDS: [(&str, &[(char, char)]); 5] = [
    ("tr", DOTTED_AND_DOTLESS_I),
    ("az", DOTTED_AND_DOTLESS_I),
    // Σ's small letter at a word's end, and the vowels with their accent: the same letters.
    (
        "el",
        &[
            ('ς', 'σ'),
            ('Ά', 'α'),
            ('ά', 'α'),
            ('Έ', 'ε'),
            ('έ', 'ε'),
            ('Ή', 'η'),
            ('ή', 'η'),
            ('Ί', 'ι'),
            ('ί', 'ι'),
            ('ϊ', 'ι'),
            ('Ό', 'ο'),
            ('ό', 'ο'),
            ('Ύ', 'υ'),
            ('ύ', 'υ'),
            ('ϋ', 'υ'),
            ('Ώ', 'ω'),
            ('ώ', 'ω'),
        ],
    ),
    // An Arabic keyboard types ي and ك where Persian writes ی and ک.
    ("fa", &[('ي', 'ی'), ('ك', 'ک')]),
    // Older keyboards and phones type ş and ţ (a cedilla) where Romanian writes ș and ț (a
    // comma below): the same letters to a child.
    ("ro", &[('Ş', 'ș'), ('ş', 'ș'), ('Ţ', 'ț'), ('ţ', 'ț')]),
];

/// `text` as typing compares it in `language` (a tag such as `tr` or `pt-BR`): in small
/// letters, and where the language counts one letter as another, as that one; Unicode's
/// small letters where the language is unknown or has no such letters.
///
/// ```
/// use lineup_core::fold;
/// assert_eq!(fold("İI", Some("tr")), "iı");
/// assert_eq!(fold("Ab", None), "ab");
/// ```
pub fn fold(text: &str, language: Option<&str>) -> String {
    let primary = language.and_then(|tag| tag.split(['-', '_']).next());
    let folds = OWN_FOLDS
        .iter()
        .find(|(tag, _)| primary.is_some_and(|primary| primary.eq_ignore_ascii_case(tag)))
        .map_or(&[][..], |(_, folds)| folds);
    let mut folded = String::with_capacity(text.len());
    for c in text.nfc() {
        match folds.iter().find(|(typed, _)| *typed == c) {
            Some((_, same)) => folded.push(*same),
            None if hangul_letters(c, &mut folded) => {}
            None => folded.extend(c.to_lowercase()),
        }
    }
    folded
}

/// The first Hangul syllable, 가 (U+AC00); syllables run to 힣, 19 × 21 × 28 of them.
const SYLLABLES: u32 = 0xAC00;
/// The consonants that start a syllable, in Unicode's order, as a child writes them.
const INITIALS: [char; 19] = [
    'ㄱ', 'ㄲ', 'ㄴ', 'ㄷ', 'ㄸ', 'ㄹ', 'ㅁ', 'ㅂ', 'ㅃ', 'ㅅ', 'ㅆ', 'ㅇ', 'ㅈ', 'ㅉ', 'ㅊ', 'ㅋ',
    'ㅌ', 'ㅍ', 'ㅎ',
];
/// The vowels.
const VOWELS: [char; 21] = [
    'ㅏ', 'ㅐ', 'ㅑ', 'ㅒ', 'ㅓ', 'ㅔ', 'ㅕ', 'ㅖ', 'ㅗ', 'ㅘ', 'ㅙ', 'ㅚ', 'ㅛ', 'ㅜ', 'ㅝ', 'ㅞ',
    'ㅟ', 'ㅠ', 'ㅡ', 'ㅢ', 'ㅣ',
];
/// The consonants that end a syllable (받침); the first is none.
const FINALS: [&str; 28] = [
    "", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ",
    "ㅁ", "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
];

/// Writes the letters of `c` if it is a Hangul syllable, and says whether it was.
fn hangul_letters(c: char, folded: &mut String) -> bool {
    let Some(at) = (c as u32)
        .checked_sub(SYLLABLES)
        .filter(|at| *at < 19 * 21 * 28)
    else {
        return false;
    };
    let (initial, vowel, last) = (at / (21 * 28), at / 28 % 21, at % 28);
    let initial = INITIALS[initial as usize];
    // ㅇ starts a syllable silently: the syllable starts with its vowel.
    if initial != 'ㅇ' {
        folded.push(initial);
    }
    folded.push(VOWELS[vowel as usize]);
    folded.push_str(FINALS[last as usize]);
    true
}

/// `text` composed, as a keyboard types it (Unicode's NFC): `A` followed by a combining
/// diaeresis becomes one `Ä`.
///
/// ```
/// use lineup_core::composed;
/// assert_eq!(composed("A\u{308}pfel"), "Äpfel");
/// ```
pub fn composed(text: &str) -> String {
    text.nfc().collect()
}

#[cfg(test)]
mod tests {
    use super::fold;

    #[test]
    fn a_letter_and_its_accent_apart_are_the_letter_with_its_accent() {
        assert_eq!(fold("A\u{308}pfel", Some("de")), fold("Äpfel", Some("de")));
        assert_eq!(fold("ε\u{301}να", Some("el")), "ενα");
        assert_eq!(fold("I\u{307}", Some("tr")), "i");
    }

    #[test]
    fn turkish_keeps_its_dotted_and_dotless_i_apart() {
        for (typed, small) in [("i", "i"), ("İ", "i"), ("ı", "ı"), ("I", "ı")] {
            assert_eq!(fold(typed, Some("tr")), small, "{typed}");
        }
        assert_eq!(fold("IŞIK", Some("tr")), "ışık");
    }

    #[test]
    fn greek_counts_a_final_sigma_and_an_accented_vowel_as_their_letter() {
        assert_eq!(fold("ς", Some("el")), fold("Σ", Some("el")));
        assert_eq!(fold("ά", Some("el")), fold("Α", Some("el")));
        assert_eq!(fold("Ώ", Some("el")), "ω");
    }

    #[test]
    fn persian_takes_the_arabic_keyboards_yeh_and_kaf_as_its_own() {
        assert_eq!(fold("ي", Some("fa")), "ی");
        assert_eq!(fold("ك", Some("fa")), "ک");
        assert_eq!(fold("ي", Some("ar")), "ي", "Arabic keeps its own");
    }

    #[test]
    fn a_korean_word_starts_with_the_letters_of_its_first_syllable() {
        assert_eq!(fold("가방", Some("ko")), "ㄱㅏㅂㅏㅇ");
        assert!(fold("기차", Some("ko")).starts_with('ㄱ'));
        assert!(
            fold("오리", None).starts_with('ㅗ'),
            "ㅇ before a vowel is silent"
        );
        assert!(fold("유령", Some("ko")).starts_with('ㅠ'));
        assert_eq!(fold("힣", Some("ko")), "ㅎㅣㅎ", "the last syllable");
        assert_eq!(fold("ㄱ", Some("ko")), "ㄱ", "a letter alone is itself");
    }

    #[test]
    fn romanian_takes_the_cedilla_letters_as_its_comma_below_ones() {
        assert_eq!(fold("Şarpe", Some("ro")), fold("Șarpe", Some("ro")));
        assert_eq!(fold("ţ", Some("ro")), "ț");
        assert_eq!(fold("ş", Some("tr")), "ş", "Turkish keeps its cedilla");
    }

    #[test]
    fn other_languages_take_unicodes_small_letters() {
        assert_eq!(fold("I", Some("en")), "i");
        assert_eq!(fold("Ж", Some("uk")), "ж");
        assert_eq!(fold("I", None), "i");
    }
}
