//! Theme files: reading them defensively and checking them into a [`RuleSet`].
//!
//! A theme file is untrusted input. It is parsed into plain serde structs, then every problem
//! is collected (not just the first) with the place it was found and what to do about it. A
//! theme that passes can be played; one that does not never reaches the game code.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use serde::Deserialize;

use super::alphabet::{Alphabet, Direction, Letter};
use super::cells::MAX_CELLS;
use super::problem::{Problem, ThemeError, read_text, toml_problem};
use super::rules::{
    Ability, CardKind, DeadCards, EmptyDeck, FirstPlayer, GameOption, LateDraw, Look, MAX_PLAYERS,
    MAX_TEAMS, Picture, RuleSet,
};

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTheme {
    id: String,
    name: String,
    #[serde(default)]
    description: String,
    #[serde(default)]
    ages: String,
    #[serde(default)]
    sources: Vec<String>,
    /// Missing where the deck and board come from a letters board.
    board: Option<RawBoard>,
    #[serde(default)]
    cards: Vec<RawCard>,
    /// The deck and board come from a letters board (`themes/alphabets/<tag>.toml`), for the
    /// language in use and the letters a class chose.
    #[serde(default)]
    letters_board: bool,
    players: RawPlayers,
    rules: RawRules,
    #[serde(default)]
    options: BTreeMap<String, RawOption>,
    /// Colours and other looks for the app; the rules never read them.
    #[serde(default)]
    looks: toml::Table,
    /// The cards' words and pictures in other languages: language tag, then card id.
    #[serde(default)]
    words: BTreeMap<String, BTreeMap<String, RawWords>>,
}

/// A card's look in another language: its word, or one picture for each of its cells.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
enum RawWords {
    Word(String),
    Cells(Vec<Picture>),
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    rows: String,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    id: String,
    #[serde(default = "one")]
    count: i64,
    #[serde(default)]
    does: Ability,
    rank: Option<i64>,
    #[serde(flatten)]
    look: Look,
}

fn one() -> i64 {
    1
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPlayers {
    counts: Vec<i64>,
    teams: Vec<i64>,
    hand: BTreeMap<String, i64>,
    colors: Vec<String>,
}

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRules {
    in_a_row: Option<i64>,
    to_win: Option<ToWin>,
    shared_chips: Option<i64>,
    dead_cards: Option<DeadCards>,
    empty_deck: Option<EmptyDeck>,
    late_draw: Option<LateDraw>,
    first_player: Option<FirstPlayer>,
    turn_limit: Option<i64>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
enum ToWin {
    Always(i64),
    ByTeams(BTreeMap<String, i64>),
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOption {
    label: String,
    default: String,
    choices: BTreeMap<String, RawChoice>,
}

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawChoice {
    #[serde(default)]
    label: Option<String>,
    /// New abilities for some cards: `{ JD = "wild" }`.
    #[serde(default)]
    cards: BTreeMap<String, Ability>,
    /// Rules that this choice changes.
    #[serde(default)]
    rules: RawRules,
}

/// A checked theme: its default rules and what is needed to apply options.
#[derive(Clone, Debug)]
pub struct Theme {
    raw: RawTheme,
    file: String,
    rules: Arc<RuleSet>,
}

impl Theme {
    /// Reads and checks a theme from TOML text; `file` names it in messages.
    pub fn parse(text: &str, file: &str) -> Result<Theme, ThemeError> {
        let raw: RawTheme = toml::from_str(text).map_err(|error| ThemeError {
            file: file.to_string(),
            problems: vec![toml_problem(text, &error)],
        })?;
        let mut problems = Vec::new();
        // A letters theme's own rules are those on the English board.
        let english = raw.letters_board.then(Alphabet::english);
        let raw = match &english {
            Some(english) => {
                if !raw.cards.is_empty() || raw.board.is_some() {
                    problem(
                        &mut problems,
                        "letters_board",
                        "this theme has its own cards or board as well".into(),
                        "leave out `cards` and `[board]`: the letters board gives both",
                    );
                }
                with_letters(&raw, english, &english.choose(&[]), &mut problems)
            }
            None => raw,
        };
        let mut rules = build(&raw, &BTreeMap::new(), &mut problems);
        check_options(&raw, &mut problems);
        if let Some(rules) = &mut rules {
            check_words(&raw, rules, &mut problems);
            if let Some(english) = &english {
                played_on(rules, english);
            }
        }
        match rules {
            Some(rules) if problems.is_empty() => Ok(Theme {
                raw,
                file: file.to_string(),
                rules: Arc::new(rules),
            }),
            _ => Err(ThemeError {
                file: file.to_string(),
                problems,
            }),
        }
    }

    /// Whether this theme's deck and board come from a letters board.
    pub fn uses_letters_board(&self) -> bool {
        self.raw.letters_board
    }

    /// The rules on `alphabet`'s letters board, with some options chosen, for the letters in
    /// `letters` (all of them if empty). Fails, saying why, when the letters are too few for a
    /// board or the deck, or the theme has no letters board.
    pub fn on_board(
        &self,
        chosen: &BTreeMap<String, String>,
        alphabet: &Alphabet,
        letters: &[String],
    ) -> Result<Arc<RuleSet>, ThemeError> {
        let mut problems = Vec::new();
        if !self.raw.letters_board {
            problem(
                &mut problems,
                "letters_board",
                "this theme has its own board".into(),
                "play it without a letters board",
            );
        }
        let picked = alphabet.choose(letters);
        if picked.len() < super::alphabet::MIN_LETTERS {
            problem(
                &mut problems,
                "letters",
                format!("{} letters of {} chosen", picked.len(), alphabet.language),
                &format!("choose at least {} letters", super::alphabet::MIN_LETTERS),
            );
        }
        let raw = with_letters(&self.raw, alphabet, &picked, &mut problems);
        let rules = match problems.is_empty() {
            true => build(&raw, chosen, &mut problems),
            false => None,
        };
        match rules {
            Some(mut rules) if problems.is_empty() => {
                played_on(&mut rules, alphabet);
                Ok(Arc::new(rules))
            }
            _ => Err(ThemeError {
                file: alphabet.file.clone(),
                problems,
            }),
        }
    }

    /// Reads and checks a theme file.
    pub fn load(path: &Path) -> Result<Theme, ThemeError> {
        let file = path.display().to_string();
        let text = read_text(path, &file)?;
        Theme::parse(&text, &file)
    }

    pub fn id(&self) -> &str {
        &self.rules.id
    }

    pub fn file(&self) -> &str {
        &self.file
    }

    /// The rules with every option at its default.
    pub fn rules(&self) -> &Arc<RuleSet> {
        &self.rules
    }

    /// The app's looks table, passed through unread.
    pub fn looks(&self) -> &toml::Table {
        &self.raw.looks
    }

    pub fn sources(&self) -> &[String] {
        &self.raw.sources
    }

    /// The languages this theme has its own words or pictures for, besides its default ones.
    pub fn languages(&self) -> impl Iterator<Item = &str> {
        self.raw.words.keys().map(String::as_str)
    }

    /// `rules` with the cards' words and pictures in `language` (a tag such as `es` or
    /// `pt-BR`), where the theme has them; cards it has none for keep their default look.
    pub fn in_language(&self, rules: &Arc<RuleSet>, language: &str) -> Arc<RuleSet> {
        let Some(words) = self.raw.words.get(language) else {
            return rules.clone();
        };
        let mut translated = RuleSet::clone(rules);
        for card in &mut translated.cards {
            match words.get(&card.id) {
                Some(RawWords::Word(word)) => card.look.word = Some(word.clone()),
                Some(RawWords::Cells(cells)) => card.look.cells = cells.clone(),
                None => {}
            }
        }
        Arc::new(translated)
    }

    /// The rules with some options chosen (`{"jacks": "red-black"}`); the rest keep their
    /// defaults.
    pub fn with_options(
        &self,
        chosen: &BTreeMap<String, String>,
    ) -> Result<Arc<RuleSet>, ThemeError> {
        if chosen.is_empty() {
            return Ok(self.rules.clone());
        }
        let mut problems = Vec::new();
        let rules = build(&self.raw, chosen, &mut problems);
        match rules {
            Some(rules) if problems.is_empty() => Ok(Arc::new(rules)),
            _ => Err(ThemeError {
                file: self.file.clone(),
                problems,
            }),
        }
    }
}

/// Marks `rules` as played on `alphabet`'s board: its language, and its reading direction.
fn played_on(rules: &mut RuleSet, alphabet: &Alphabet) {
    rules.language = Some(alphabet.language.clone());
    rules.right_to_left = alphabet.direction == Direction::Rtl;
}

/// `raw` with the deck and board of `letters` from `alphabet`.
fn with_letters(
    raw: &RawTheme,
    alphabet: &Alphabet,
    letters: &[&Letter],
    problems: &mut Vec<Problem>,
) -> RawTheme {
    let in_a_row = raw.rules.in_a_row.unwrap_or(4).clamp(2, 16) as usize;
    let mut raw = raw.clone();
    let Some((cards, layout)) = alphabet.deck_and_board(letters, in_a_row) else {
        problem(
            problems,
            "letters",
            format!("no board can be laid out for {} letters", letters.len()),
            "choose more letters, or fewer (at most 64)",
        );
        return raw;
    };
    raw.cards = cards
        .into_iter()
        .map(|card| RawCard {
            id: card.id,
            count: 2,
            does: card.ability,
            rank: None,
            look: card.look,
        })
        .collect();
    let cols = layout.cols as usize;
    let rows: Vec<String> = layout
        .cells
        .chunks(cols)
        .map(|row| {
            row.iter()
                .map(|cell| match cell {
                    Some(letter) => letters[*letter].letter.as_str(),
                    None => "**",
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    raw.board = Some(RawBoard {
        rows: rows.join("\n"),
    });
    raw
}

fn problem(problems: &mut Vec<Problem>, place: impl Into<String>, what: String, fix: &str) {
    problems.push(Problem {
        place: place.into(),
        what,
        fix: fix.to_string(),
    });
}

/// Checks that every option's choices apply cleanly.
fn check_options(raw: &RawTheme, problems: &mut Vec<Problem>) {
    for (id, option) in &raw.options {
        if !option.choices.contains_key(&option.default) {
            problem(
                problems,
                format!("options.{id}.default"),
                format!("\"{}\" is not one of its choices", option.default),
                &format!("name one of the keys under options.{id}.choices"),
            );
        }
        for choice in option.choices.keys() {
            let chosen = BTreeMap::from([(id.clone(), choice.clone())]);
            let mut found = Vec::new();
            build(raw, &chosen, &mut found);
            for mut each in found {
                each.place = format!("options.{id}.choices.{choice}: {}", each.place);
                problems.push(each);
            }
        }
    }
}

/// Checks a raw theme with some options applied; every problem goes into `problems`.
fn build(
    raw: &RawTheme,
    chosen: &BTreeMap<String, String>,
    problems: &mut Vec<Problem>,
) -> Option<RuleSet> {
    let mut rules = RuleSet::shell();
    rules.id = raw.id.trim().to_string();
    rules.name = raw.name.clone();
    rules.description = raw.description.clone();
    rules.ages = raw.ages.clone();
    if rules.id.is_empty()
        || !rules
            .id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-')
    {
        problem(
            problems,
            "id",
            format!("\"{}\" is not a usable theme id", raw.id),
            "use lower-case letters, digits and '-', like \"my-theme\"",
        );
    }

    let mut rule_values = raw.rules.clone();
    let mut abilities: BTreeMap<String, Ability> = BTreeMap::new();
    for (id, option) in &raw.options {
        let choice = chosen.get(id).unwrap_or(&option.default);
        let Some(values) = option.choices.get(choice) else {
            if chosen.contains_key(id) {
                problem(
                    problems,
                    format!("options.{id}"),
                    format!("\"{choice}\" is not a choice"),
                    "pick one of the keys under that option's choices",
                );
            }
            continue;
        };
        overlay(&mut rule_values, &values.rules);
        abilities.extend(values.cards.clone());
        rules.chosen.insert(id.clone(), choice.clone());
        rules.options.push(GameOption {
            id: id.clone(),
            label: option.label.clone(),
            default: option.default.clone(),
            choices: option
                .choices
                .iter()
                .map(|(id, choice)| (id.clone(), choice.label.clone().unwrap_or_default()))
                .collect(),
        });
    }
    for id in chosen.keys() {
        if !raw.options.contains_key(id) {
            problem(
                problems,
                format!("options.{id}"),
                "this theme has no such option".into(),
                "leave it out, or use an option the theme lists",
            );
        }
    }

    check_cards(raw, &abilities, &mut rules, problems);
    check_board(raw, &mut rules, problems);
    check_players(raw, &mut rules, problems);
    check_rules(&rule_values, &mut rules, problems);
    if !problems.is_empty() {
        return None;
    }
    let rules = rules.finish();
    check_playable(&rules, problems);
    problems.is_empty().then_some(rules)
}

fn overlay(base: &mut RawRules, over: &RawRules) {
    macro_rules! take {
        ($($field:ident),*) => {$(
            if over.$field.is_some() {
                base.$field = over.$field.clone();
            }
        )*};
    }
    take!(
        in_a_row,
        to_win,
        shared_chips,
        dead_cards,
        empty_deck,
        late_draw,
        first_player,
        turn_limit
    );
}

fn check_cards(
    raw: &RawTheme,
    abilities: &BTreeMap<String, Ability>,
    rules: &mut RuleSet,
    problems: &mut Vec<Problem>,
) {
    if raw.cards.is_empty() || raw.cards.len() > 250 {
        problem(
            problems,
            "cards",
            format!("{} kinds of card", raw.cards.len()),
            "list between 1 and 250 kinds of card",
        );
        return;
    }
    for (n, card) in raw.cards.iter().enumerate() {
        let place = format!("cards[{n}] ({})", card.id);
        if card.id.is_empty() || card.id.contains(char::is_whitespace) || card.id.contains('#') {
            problem(
                problems,
                place.clone(),
                format!("\"{}\" is not a usable card id", card.id),
                "use a short id without spaces or '#', like \"KD\" or \"cat\"",
            );
        }
        if raw.cards[..n]
            .iter()
            .any(|other| other.id.eq_ignore_ascii_case(&card.id))
        {
            problem(
                problems,
                place.clone(),
                "this id is used twice".into(),
                "give each kind of card its own id, and its count in `count`",
            );
        }
        if !(1..=16).contains(&card.count) {
            problem(
                problems,
                place.clone(),
                format!("count {} is out of range", card.count),
                "use a count from 1 to 16",
            );
        }
        if card.rank.is_some_and(|rank| !(0..=255).contains(&rank)) {
            problem(
                problems,
                place.clone(),
                "rank is out of range".into(),
                "use a rank from 0 to 255",
            );
        }
        rules.cards.push(CardKind {
            id: card.id.clone(),
            count: card.count.clamp(1, 16) as u8,
            ability: abilities.get(&card.id).copied().unwrap_or(card.does),
            rank: card.rank.map(|rank| rank.clamp(0, 255) as u8),
            look: card.look.clone(),
        });
    }
    for id in abilities.keys() {
        if !raw.cards.iter().any(|card| &card.id == id) {
            problem(
                problems,
                "options",
                format!("an option changes card \"{id}\", which is not in the deck"),
                "use an id listed under [[cards]]",
            );
        }
    }
}

fn check_board(raw: &RawTheme, rules: &mut RuleSet, problems: &mut Vec<Problem>) {
    let text = raw.board.as_ref().map_or("", |board| board.rows.as_str());
    let rows = super::cells::board_rows(text);
    let cols = rows.first().map_or(0, Vec::len);
    if rows.is_empty() || cols == 0 {
        problem(
            problems,
            "board.rows",
            "the board is empty".into(),
            "write one row of card ids per line, separated by spaces",
        );
        return;
    }
    for (n, row) in rows.iter().enumerate() {
        if row.len() != cols {
            problem(
                problems,
                format!("board row {}", n + 1),
                format!("{} cells where row 1 has {cols}", row.len()),
                "give every row the same number of cells: the board must be rectangular",
            );
        }
    }
    if rows.len() * cols > MAX_CELLS || rows.len() > 16 || cols > 16 {
        problem(
            problems,
            "board.rows",
            format!("{} × {cols} cells is too large", rows.len()),
            "use at most 16 rows, 16 columns and 128 cells",
        );
    }
    if !problems.is_empty() {
        return;
    }
    rules.rows = rows.len() as u8;
    rules.cols = cols as u8;
    for (n, row) in rows.iter().enumerate() {
        for (col, token) in row.iter().enumerate() {
            if *token == super::cells::FREE_MARK {
                rules
                    .free
                    .insert(super::cells::Cell(rules.faces.len() as u8));
                rules.faces.push(None);
                continue;
            }
            match rules.card_id(token) {
                Some(card) if rules.card(card).ability == Ability::Place => {
                    rules.faces.push(Some(card))
                }
                Some(_) => {
                    problem(
                        problems,
                        format!("board row {}, column {}", n + 1, col + 1),
                        format!("\"{token}\" is a wild or remove card"),
                        "only cards that place a chip on their own cells belong on the board",
                    );
                    rules.faces.push(None);
                }
                None => {
                    problem(
                        problems,
                        format!("board row {}, column {}", n + 1, col + 1),
                        format!("unknown card \"{token}\""),
                        "use an id listed under [[cards]], or ** for a free corner",
                    );
                    rules.faces.push(None);
                }
            }
        }
    }
}

fn check_players(raw: &RawTheme, rules: &mut RuleSet, problems: &mut Vec<Problem>) {
    let players = &raw.players;
    let in_range = |n: i64, max: u8| (1..=max as i64).contains(&n);
    if players.counts.is_empty()
        || !players
            .counts
            .iter()
            .all(|&n| in_range(n, MAX_PLAYERS) && n >= 2)
    {
        problem(
            problems,
            "players.counts",
            format!("{:?} is not a list of player counts", players.counts),
            "list numbers of players from 2 to 12, like [2, 3, 4]",
        );
        return;
    }
    if players.teams.is_empty()
        || !players
            .teams
            .iter()
            .all(|&n| in_range(n, MAX_TEAMS) && n >= 2)
    {
        problem(
            problems,
            "players.teams",
            format!("{:?} is not a list of team counts", players.teams),
            "list numbers of teams (chip colours) from 2 to 4, like [2, 3]",
        );
        return;
    }
    rules.player_counts = players.counts.iter().map(|&n| n as u8).collect();
    rules.team_counts = players.teams.iter().map(|&n| n as u8).collect();
    let max_teams = *rules.team_counts.iter().max().unwrap_or(&2) as usize;
    if players.colors.len() < max_teams {
        problem(
            problems,
            "players.colors",
            format!(
                "{} colours for up to {max_teams} teams",
                players.colors.len()
            ),
            "name one chip colour for every team",
        );
    }
    rules.colors = players.colors.clone();
    for (key, &size) in &players.hand {
        match key.parse::<u8>() {
            Ok(count) if (1..=20).contains(&size) => {
                rules.hand_sizes.insert(count, size as u8);
            }
            _ => problem(
                problems,
                format!("players.hand.{key}"),
                format!("\"{key}\" = {size} is not a player count and a hand size"),
                "write `players = cards`, like `2 = 7`, with 1 to 20 cards",
            ),
        }
    }
    // Counts are checked elsewhere; a huge one must not overflow the sum before it is.
    let deck = (raw.cards.iter()).fold(0i64, |deck, card| deck.saturating_add(card.count.max(0)));
    for &count in &rules.player_counts.clone() {
        match rules.hand_sizes.get(&count) {
            None => problem(
                problems,
                "players.hand",
                format!("no hand size for {count} players"),
                &format!("add an entry like `{count} = 5` to [players] hand"),
            ),
            Some(&size) if size as i64 * count as i64 > deck => problem(
                problems,
                format!("players.hand.{count}"),
                format!("{count} hands of {size} need more than the {deck} cards in the deck"),
                "deal fewer cards or add cards to the deck",
            ),
            Some(_) => {}
        }
        if rules.default_teams(count).is_none() {
            problem(
                problems,
                "players.counts",
                format!("{count} players cannot be shared evenly into any of the teams"),
                "allow a team count that divides the number of players",
            );
        }
    }
}

fn check_rules(values: &RawRules, rules: &mut RuleSet, problems: &mut Vec<Problem>) {
    if rules.rows == 0 {
        // The board itself is wrong, and that is reported already.
        return;
    }
    let longest = rules.rows.max(rules.cols) as i64;
    match values.in_a_row {
        Some(n) if (2..=longest).contains(&n) => rules.in_a_row = n as u8,
        Some(n) => problem(
            problems,
            "rules.in_a_row",
            format!(
                "{n} in a row does not fit a board of {} × {}",
                rules.rows, rules.cols
            ),
            "use a length from 2 up to the board's longest side",
        ),
        None => problem(
            problems,
            "rules.in_a_row",
            "missing".into(),
            "say how many chips make a sequence, like `in_a_row = 5`",
        ),
    }
    let teams = rules.team_counts.clone();
    match &values.to_win {
        Some(ToWin::Always(n)) if (1..=10).contains(n) => {
            for &t in &teams {
                rules.to_win.insert(t, *n as u8);
            }
        }
        Some(ToWin::ByTeams(map)) => {
            for (key, &n) in map {
                match key.parse::<u8>() {
                    Ok(t) if (1..=10).contains(&n) => {
                        rules.to_win.insert(t, n as u8);
                    }
                    _ => problem(
                        problems,
                        format!("rules.to_win.{key}"),
                        "not a team count and a number of sequences".into(),
                        "write `teams = sequences`, like `2 = 2`",
                    ),
                }
            }
            for t in teams.iter().filter(|t| !rules.to_win.contains_key(t)) {
                problem(
                    problems,
                    "rules.to_win",
                    format!("no number of sequences for {t} teams"),
                    "add an entry for every team count in players.teams",
                );
            }
        }
        _ => problem(
            problems,
            "rules.to_win",
            "missing or out of range".into(),
            "give the sequences needed to win, 1 to 10, or a table by team count",
        ),
    }
    match values.shared_chips {
        None => {}
        Some(n) if (0..=10).contains(&n) => rules.shared_chips = n as u8,
        Some(n) => problem(
            problems,
            "rules.shared_chips",
            format!("{n} is out of range"),
            "use 0 to 10",
        ),
    }
    match values.turn_limit {
        None => {}
        Some(n) if (10..=100_000).contains(&n) => rules.turn_limit = n as u32,
        Some(n) => problem(
            problems,
            "rules.turn_limit",
            format!("{n} is out of range"),
            "use 10 to 100000",
        ),
    }
    rules.dead_cards = values.dead_cards.unwrap_or(DeadCards::TurnIn);
    rules.empty_deck = values.empty_deck.unwrap_or(EmptyDeck::Reshuffle);
    rules.late_draw = values.late_draw.unwrap_or(LateDraw::NextPlace);
    rules.first_player = values.first_player.unwrap_or(FirstPlayer::Chosen);
    if rules.first_player == FirstPlayer::Cut && rules.cards.iter().any(|card| card.rank.is_none())
    {
        problem(
            problems,
            "rules.first_player",
            "cutting for first player needs a rank on every card".into(),
            "give every card a `rank`, or use \"random\" or \"chosen\"",
        );
    }
    let ranks: std::collections::BTreeSet<u8> =
        rules.cards.iter().filter_map(|card| card.rank).collect();
    if rules.first_player == FirstPlayer::Cut && ranks.len() == 1 {
        problem(
            problems,
            "rules.first_player",
            "every card has the same rank, so a cut always ties".into(),
            "give the cards different ranks, or use \"random\" or \"chosen\"",
        );
    }
}

/// Checks the words in other languages: each names a card, with a picture for each of its cells.
fn check_words(raw: &RawTheme, rules: &RuleSet, problems: &mut Vec<Problem>) {
    for (language, cards) in &raw.words {
        let tag_ok = !language.is_empty()
            && language
                .split('-')
                .all(|part| !part.is_empty() && part.chars().all(|c| c.is_ascii_alphanumeric()));
        if !tag_ok {
            problem(
                problems,
                format!("words.{language}"),
                "this is not a language tag".into(),
                "use a tag like \"es\", \"fr\" or \"pt-BR\"",
            );
        }
        for (id, look) in cards {
            let place = format!("words.{language}.{id}");
            let Some(card) = rules.card_id(id) else {
                problem(
                    problems,
                    place,
                    "there is no card with this id".into(),
                    "use the id of a card listed under `cards`",
                );
                continue;
            };
            match look {
                RawWords::Word(word) if word.trim().is_empty() => problem(
                    problems,
                    place,
                    "the word is empty".into(),
                    "write the card's word in this language",
                ),
                RawWords::Cells(cells) => {
                    let wanted = rules.card_cells[card.index()].len() as usize;
                    if cells.len() != wanted {
                        problem(
                            problems,
                            place,
                            format!("{} pictures for {wanted} cells on the board", cells.len()),
                            "give one picture for each cell that shows this card",
                        );
                    }
                }
                RawWords::Word(_) => {}
            }
        }
    }
}

/// Checks what needs the finished board: every card can be played somewhere.
fn check_playable(rules: &RuleSet, problems: &mut Vec<Problem>) {
    for (index, kind) in rules.cards.iter().enumerate() {
        let cells = rules.card_cells[index];
        if kind.ability == Ability::Place && cells.is_empty() {
            problem(
                problems,
                format!("cards[{index}] ({})", kind.id),
                "this card is on no cell of the board, so it can never be played".into(),
                "put it on the board, or make it `does = \"wild\"` or `\"remove\"`",
            );
        }
        if !kind.look.cells.is_empty() && kind.look.cells.len() != cells.len() as usize {
            problem(
                problems,
                format!("cards[{index}] ({}).cells", kind.id),
                format!(
                    "{} pictures for {} cells on the board",
                    kind.look.cells.len(),
                    cells.len()
                ),
                "give one picture for each cell that shows this card",
            );
        }
    }
    if rules.runs().is_empty() {
        problem(
            problems,
            "rules.in_a_row",
            "no line on the board is that long".into(),
            "use a shorter sequence or a larger board",
        );
    }
}
