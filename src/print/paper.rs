//! The sheet the pages are printed on: A4 or US Letter, its size in points, the margins a home
//! or school printer leaves, and which of the two a teacher's printer most likely holds.

/// A sheet of paper, upright.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paper {
    A4,
    Letter,
}

/// Points (the PDF's unit) in a millimetre.
pub const MM: f32 = 72.0 / 25.4;

/// The countries whose printers hold US Letter: the rest of the world prints on A4.
const LETTER_COUNTRIES: [&str; 14] = [
    "US", "CA", "MX", "PH", "CL", "CO", "CR", "DO", "GT", "NI", "PA", "PR", "SV", "VE",
];

impl Paper {
    /// Width and height, upright, in points.
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0 * MM, 297.0 * MM),
            // 8.5 by 11 inches.
            Paper::Letter => (612.0, 792.0),
        }
    }

    /// The paper by its name on the command line: `a4` or `letter`.
    pub fn named(name: &str) -> Option<Paper> {
        match name.to_ascii_lowercase().as_str() {
            "a4" => Some(Paper::A4),
            "letter" => Some(Paper::Letter),
            _ => None,
        }
    }

    /// The paper for pages in `language` (a tag such as `en` or `pt-BR`) on a computer whose
    /// locales are `locales` (`en_US.UTF-8`, most preferred first): Letter where the computer
    /// says it is in a Letter country and speaks that language there (an English teacher in
    /// the United States), A4 otherwise (the same teacher printing Arabic pages for a class
    /// elsewhere is guessed at least as often to be on A4, the world's paper).
    pub fn for_language(language: &str, locales: &[String]) -> Paper {
        let letter = locales.iter().take(1).any(|locale| {
            let same_language = crate::look::i18n::find(locale).map(|found| found.tag)
                == crate::look::i18n::find(language).map(|found| found.tag);
            same_language && country(locale).is_some_and(|c| LETTER_COUNTRIES.contains(&c))
        });
        match letter {
            true => Paper::Letter,
            false => Paper::A4,
        }
    }
}

/// The country of a locale: `US` in `en_US.UTF-8`, `CA` in `fr-CA`.
fn country(locale: &str) -> Option<&str> {
    let name = locale.split(['.', '@']).next()?;
    let (_, country) = name.split_once(['_', '-'])?;
    (country.len() == 2).then_some(country)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn on(locale: &str) -> Vec<String> {
        vec![locale.to_string()]
    }

    #[test]
    fn letter_where_the_computer_is_in_a_letter_country_and_speaks_the_language() {
        assert_eq!(Paper::for_language("en", &on("en_US.UTF-8")), Paper::Letter);
        assert_eq!(Paper::for_language("fr", &on("fr_CA.UTF-8")), Paper::Letter);
        assert_eq!(Paper::for_language("es", &on("es_MX")), Paper::Letter);
        assert_eq!(Paper::for_language("en", &on("en-PH")), Paper::Letter);
    }

    #[test]
    fn a4_everywhere_else() {
        assert_eq!(Paper::for_language("en", &on("en_GB.UTF-8")), Paper::A4);
        assert_eq!(Paper::for_language("pt-BR", &on("pt_BR.UTF-8")), Paper::A4);
        assert_eq!(Paper::for_language("es", &on("es_ES.UTF-8")), Paper::A4);
        // Another language than the computer's: not that country's classroom.
        assert_eq!(Paper::for_language("ar", &on("en_US.UTF-8")), Paper::A4);
        // No country, or no locale at all.
        assert_eq!(Paper::for_language("en", &on("en")), Paper::A4);
        assert_eq!(Paper::for_language("en", &on("C.UTF-8")), Paper::A4);
        assert_eq!(Paper::for_language("en", &[]), Paper::A4);
    }

    #[test]
    fn sizes_in_points() {
        assert_eq!(Paper::Letter.size(), (612.0, 792.0));
        let (width, height) = Paper::A4.size();
        assert!((width - 595.28).abs() < 0.01 && (height - 841.89).abs() < 0.01);
        assert_eq!(Paper::named("LETTER"), Some(Paper::Letter));
        assert_eq!(Paper::named("a3"), None);
    }
}
