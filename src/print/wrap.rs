//! Breaking a sentence into lines that fit, where its language allows a break: between
//! words, and between any two kana in Japanese, which has no spaces (Unicode's line breaking
//! rules, which also keep a comma or a full stop with the word before it).

use super::text::{Kind, Text};

impl Text {
    /// `text` broken into lines no wider than `width` at `size`, where the language allows a
    /// break: between words, and between any two kana or kanji in Japanese.
    pub fn wrap(&self, text: &str, kind: Kind, size: f32, width: f32) -> Vec<String> {
        let mut lines = Vec::new();
        let mut start = 0;
        let mut fits = None;
        for (at, opportunity) in unicode_linebreak::linebreaks(text) {
            let candidate = text[start..at].trim_end();
            let mandatory = opportunity == unicode_linebreak::BreakOpportunity::Mandatory;
            if self.width(candidate, kind, size) > width
                && let Some(end) = fits
            {
                lines.push(text[start..end].trim_end().to_string());
                start = end;
            }
            fits = Some(at);
            if mandatory {
                let rest = text[start..at].trim_end();
                if !rest.is_empty() {
                    lines.push(rest.to_string());
                }
                start = at;
                fits = None;
            }
        }
        if start < text.len() && !text[start..].trim().is_empty() {
            lines.push(text[start..].trim_end().to_string());
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_break_between_words_and_between_kana() {
        let text = Text::new().unwrap();
        let size = 12.0;
        let lines = text.wrap("one two three four five six", Kind::Regular, size, 60.0);
        assert!(lines.len() > 1, "{lines:?}");
        assert!(
            lines
                .iter()
                .all(|l| text.width(l, Kind::Regular, size) <= 60.0)
        );
        assert_eq!(lines.join(" "), "one two three four five six");
        let kana = text.wrap("あいうえおかきくけこさしすせそ", Kind::Regular, size, 60.0);
        assert!(kana.len() > 1, "{kana:?}");
    }
}
