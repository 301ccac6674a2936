//! Rule scenarios: small TOML files that set up a position, take steps and check what the
//! rules did. `tests/scenarios/README.md` describes the format.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use serde::Deserialize;

use crate::core::{
    Action, Cell, Cells, DrawMode, Event, FirstPlayer, Game, GameConfig, Library, Outcome, RuleSet,
    Theme,
};

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    /// For the people reading the file; the runner needs only the steps.
    #[allow(dead_code)]
    description: String,
    theme: String,
    players: Option<u8>,
    teams: Option<u8>,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    options: BTreeMap<String, String>,
    board: Option<String>,
    #[serde(default)]
    sequences: Vec<SequenceSpec>,
    #[serde(default)]
    step: Vec<Step>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SequenceSpec {
    team: String,
    cells: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Step {
    seat: Option<u8>,
    hand: Option<Vec<String>>,
    /// Cards to put on top of the draw pile, drawn first to last.
    deck_top: Option<Vec<String>>,
    /// Cards to leave in the draw pile; the rest go to a discard pile.
    deck_size: Option<usize>,
    action: String,
    #[serde(default = "ok")]
    expect: String,
    sequences_of: Option<BTreeMap<String, u8>>,
    winner: Option<String>,
    #[serde(default)]
    cell: BTreeMap<String, String>,
    /// Event names that must have happened in this step.
    #[serde(default)]
    events: Vec<String>,
    /// Event names that must not have happened.
    #[serde(default)]
    no_events: Vec<String>,
    /// The seat to act after the step.
    turn: Option<u8>,
    /// Hand sizes after the step, by seat.
    #[serde(default)]
    hand_size: BTreeMap<String, usize>,
    /// Cards left to draw after the step.
    deck: Option<usize>,
    /// Cards that must (or, with `!`, must not) be in a seat's hand after the step.
    #[serde(default)]
    holds: BTreeMap<String, Vec<String>>,
}

fn ok() -> String {
    "ok".to_string()
}

/// How one scenario went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Pass,
    /// A step did something else than expected.
    Fail {
        step: usize,
        expected: String,
        got: String,
    },
    /// The file itself is wrong.
    Broken(String),
}

/// Runs one scenario file and says how it went.
pub fn run_file(path: &Path, library: &Library) -> Verdict {
    match std::fs::read_to_string(path) {
        Ok(text) => run_text(&text, path.parent().unwrap_or(Path::new(".")), library),
        Err(error) => Verdict::Broken(format!("cannot read the file: {error}")),
    }
}

/// Runs a scenario given as text; theme paths are relative to `folder`.
pub fn run_text(text: &str, folder: &Path, library: &Library) -> Verdict {
    let scenario: Scenario = match toml::from_str(text) {
        Ok(scenario) => scenario,
        Err(error) => return Verdict::Broken(error.to_string()),
    };
    match play(&scenario, folder, library) {
        Ok(verdict) => verdict,
        Err(problem) => Verdict::Broken(problem),
    }
}

fn play(scenario: &Scenario, folder: &Path, library: &Library) -> Result<Verdict, String> {
    let theme = find_theme(&scenario.theme, folder, library)?;
    let mut options = scenario.options.clone();
    let draw = match options.remove("draw").as_deref() {
        None | Some("automatic") => DrawMode::Automatic,
        Some("manual") => DrawMode::Manual,
        Some(other) => {
            return Err(format!(
                "options.draw: \"{other}\" is not automatic or manual"
            ));
        }
    };
    let first = match options.remove("first").as_deref() {
        None | Some("chosen") => FirstPlayer::Chosen,
        Some("cut") => FirstPlayer::Cut,
        Some("random") => FirstPlayer::Random,
        Some(other) => {
            return Err(format!(
                "options.first: \"{other}\" is not cut, random or chosen"
            ));
        }
    };
    let rules = theme
        .with_options(&options)
        .map_err(|error| error.to_string())?;
    let config = GameConfig {
        players: scenario.players.unwrap_or(2),
        teams: scenario.teams,
        seed: scenario.seed,
        draw,
        first: Some(first),
        chosen_first: 0,
    };
    let mut game = Game::new(rules.clone(), &config).map_err(|error| error.to_string())?;
    if let Some(board) = &scenario.board {
        arrange_board(&mut game, &rules, board)?;
    }
    for sequence in &scenario.sequences {
        let team = team_of(&sequence.team, &game)?;
        let mut cells = Cells::EMPTY;
        for cell in &sequence.cells {
            cells.insert(parse_cell(cell, &rules)?);
        }
        game.arrange_sequence(team, cells);
    }
    for (n, step) in scenario.step.iter().enumerate() {
        if let Some(failure) = take_step(&mut game, &rules, step)? {
            let (expected, got) = failure;
            return Ok(Verdict::Fail {
                step: n + 1,
                expected,
                got,
            });
        }
    }
    Ok(Verdict::Pass)
}

fn find_theme(name: &str, folder: &Path, library: &Library) -> Result<Theme, String> {
    if let Some(theme) = library.get(name) {
        return Ok(theme.clone());
    }
    Theme::load(&folder.join(name)).map_err(|error| error.to_string())
}

fn arrange_board(game: &mut Game, rules: &RuleSet, board: &str) -> Result<(), String> {
    let rows: Vec<Vec<&str>> = board
        .lines()
        .map(|line| line.split_whitespace().collect::<Vec<_>>())
        .filter(|row| !row.is_empty())
        .collect();
    if rows.len() != rules.rows as usize {
        return Err(format!(
            "board: {} rows, the theme has {}",
            rows.len(),
            rules.rows
        ));
    }
    for (row, tokens) in rows.iter().enumerate() {
        if tokens.len() != rules.cols as usize {
            return Err(format!(
                "board row {}: {} cells, the theme has {}",
                row + 1,
                tokens.len(),
                rules.cols
            ));
        }
        for (col, token) in tokens.iter().enumerate() {
            let cell = Cell((row * rules.cols as usize + col) as u8);
            let free = rules.free.contains(cell);
            match *token {
                "**" if free => {}
                "." if !free => game.arrange_chip(cell, None),
                letter if !free && letter.len() == 1 => {
                    let team = team_of(letter, game)?;
                    game.arrange_chip(cell, Some(team));
                }
                other => {
                    return Err(format!(
                        "board row {}, column {}: \"{other}\" does not fit (free corners are **, empty cells .)",
                        row + 1,
                        col + 1
                    ));
                }
            }
        }
    }
    Ok(())
}

/// A team letter: A for team 0 (seat 0's), B, C, D.
fn team_of(letter: &str, game: &Game) -> Result<u8, String> {
    let team = match letter.trim() {
        "A" => 0,
        "B" => 1,
        "C" => 2,
        "D" => 3,
        other => return Err(format!("\"{other}\" is not a team: use A, B, C or D")),
    };
    if team >= game.teams() {
        return Err(format!(
            "team {letter} is not in a game of {} teams",
            game.teams()
        ));
    }
    Ok(team)
}

fn team_letter(team: u8) -> String {
    char::from(b'A' + team).to_string()
}

/// `"ROW,COL"` from the top-left, 0-based, or `"CARD#N"`: the N-th cell (from 1) showing CARD.
fn parse_cell(text: &str, rules: &RuleSet) -> Result<Cell, String> {
    if let Some((card, n)) = text.split_once('#') {
        let id = rules
            .card_id(card)
            .ok_or_else(|| format!("\"{card}\" is not a card of {}", rules.id))?;
        let n: u32 = n
            .trim()
            .parse()
            .map_err(|_| format!("\"{text}\": N in CARD#N must be a number"))?;
        return rules.card_cells[id.index()]
            .nth(n.wrapping_sub(1))
            .ok_or_else(|| format!("\"{text}\": {card} is not on {n} cells"));
    }
    let (row, col) = text
        .split_once(',')
        .ok_or_else(|| format!("\"{text}\" is not a cell: write \"ROW,COL\" or \"CARD#N\""))?;
    let row: u8 = row
        .trim()
        .parse()
        .map_err(|_| format!("\"{text}\": bad row"))?;
    let col: u8 = col
        .trim()
        .parse()
        .map_err(|_| format!("\"{text}\": bad column"))?;
    rules
        .cell_at(row, col)
        .ok_or_else(|| format!("\"{text}\" is off the board"))
}

fn parse_card(text: &str, rules: &RuleSet) -> Result<crate::core::CardId, String> {
    rules
        .card_id(text)
        .ok_or_else(|| format!("\"{text}\" is not a card of {}", rules.id))
}

fn parse_action(text: &str, game: &Game, rules: &RuleSet) -> Result<Action, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let action = match words.as_slice() {
        ["play", card, "at", cell] => Action::Place {
            card: parse_card(card, rules)?,
            cell: parse_cell(cell, rules)?,
        },
        ["remove", "with", card, "at", cell] => Action::Remove {
            card: parse_card(card, rules)?,
            cell: parse_cell(cell, rules)?,
        },
        ["turn-in", card] => Action::TurnIn {
            card: parse_card(card, rules)?,
        },
        ["draw"] => Action::Draw,
        ["discard", card] => Action::Discard {
            card: parse_card(card, rules)?,
        },
        ["penalty", "table-talk", team] => Action::Penalty {
            team: team_of(team, game)?,
        },
        _ => return Err(format!("\"{text}\" is not an action this runner knows")),
    };
    Ok(action)
}

type Failure = Option<(String, String)>;

fn take_step(game: &mut Game, rules: &Arc<RuleSet>, step: &Step) -> Result<Failure, String> {
    let seat = step.seat.unwrap_or(game.current());
    if seat >= game.players() {
        return Err(format!(
            "seat {seat}: the game has {} seats",
            game.players()
        ));
    }
    if let Some(hand) = &step.hand {
        let cards = hand
            .iter()
            .map(|card| parse_card(card, rules))
            .collect::<Result<Vec<_>, _>>()?;
        game.arrange_hand(seat, &cards)?;
    }
    if let Some(size) = step.deck_size {
        game.arrange_deck_size(size);
    }
    if let Some(top) = &step.deck_top {
        let cards = top
            .iter()
            .map(|card| parse_card(card, rules))
            .collect::<Result<Vec<_>, _>>()?;
        game.arrange_deck_top(&cards)?;
    }
    let action = parse_action(&step.action, game, rules)?;
    let events = match game.apply(seat, action) {
        Ok(events) => events,
        // A refused action changes nothing: the step's checks still apply, to the same game.
        Err(error) if error.kind() == step.expect => return check_after(game, rules, step, &[]),
        Err(error) => return Ok(Some((step.expect.clone(), error.kind().to_string()))),
    };
    if step.expect != "ok" {
        return Ok(Some((step.expect.clone(), "ok".to_string())));
    }
    check_after(game, rules, step, &events)
}

fn check_after(
    game: &Game,
    rules: &RuleSet,
    step: &Step,
    events: &[Event],
) -> Result<Failure, String> {
    let fail =
        |what: String, expected: String, got: String| Ok(Some((format!("{what} {expected}"), got)));
    for (team, &count) in step.sequences_of.iter().flatten() {
        let got = game.sequence_count(team_of(team, game)?);
        if got != count {
            return fail(
                format!("team {team} to have"),
                format!("{count} sequences"),
                format!("{got}"),
            );
        }
    }
    if let Some(winner) = &step.winner {
        let got = match game.outcome() {
            Some(Outcome::Won(team)) => team_letter(team),
            Some(Outcome::NoWinner) => "no-winner".to_string(),
            None => "none".to_string(),
        };
        if &got != winner {
            return fail("winner".into(), winner.clone(), got);
        }
    }
    for (cell, want) in &step.cell {
        let got = match game.chip_at(parse_cell(cell, rules)?) {
            Some(team) => team_letter(team),
            None => ".".to_string(),
        };
        if &got != want {
            return fail(format!("cell {cell} to be"), want.clone(), got);
        }
    }
    let names: Vec<&str> = events.iter().map(event_name).collect();
    for wanted in &step.events {
        if !names.contains(&wanted.as_str()) {
            return fail("event".into(), wanted.clone(), format!("events {names:?}"));
        }
    }
    for unwanted in &step.no_events {
        if names.contains(&unwanted.as_str()) {
            return fail(
                "no event".into(),
                unwanted.clone(),
                format!("events {names:?}"),
            );
        }
    }
    if let Some(turn) = step.turn
        && game.current() != turn
    {
        return fail(
            "seat to act".into(),
            turn.to_string(),
            game.current().to_string(),
        );
    }
    for (seat, &size) in &step.hand_size {
        let seat = seat_of(seat, game, "hand_size")?;
        let got = game.hand(seat).len();
        if got != size {
            return fail(
                format!("seat {seat} to hold"),
                format!("{size} cards"),
                got.to_string(),
            );
        }
    }
    if let Some(deck) = step.deck
        && game.deck_len() != deck
    {
        return fail(
            "draw pile of".into(),
            deck.to_string(),
            game.deck_len().to_string(),
        );
    }
    for (seat, cards) in &step.holds {
        let seat = seat_of(seat, game, "holds")?;
        for card in cards {
            let (absent, id) = match card.strip_prefix('!') {
                Some(id) => (true, id),
                None => (false, card.as_str()),
            };
            let held = game.hand(seat).contains(&parse_card(id, rules)?);
            if held == absent {
                let want = if absent { "not to hold" } else { "to hold" };
                return fail(
                    format!("seat {seat} {want}"),
                    id.to_string(),
                    format!("hand {:?}", hand_ids(game, seat)),
                );
            }
        }
    }
    Ok(None)
}

fn hand_ids(game: &Game, seat: u8) -> Vec<String> {
    game.hand(seat)
        .iter()
        .map(|&card| game.rules().card(card).id.clone())
        .collect()
}

/// The kebab-case name of an event, as scenarios write it.
pub fn event_name(event: &Event) -> &'static str {
    match event {
        Event::TurnedIn { .. } => "turned-in",
        Event::DeadCardRemoved { .. } => "dead-card-removed",
        Event::Placed { .. } => "placed",
        Event::Removed { .. } => "removed",
        Event::SequenceMade { .. } => "sequence-made",
        Event::Won { .. } => "won",
        Event::NoWinner => "no-winner",
        Event::Drew { .. } => "drew",
        Event::Reshuffled { .. } => "reshuffled",
        Event::NothingToDraw { .. } => "nothing-to-draw",
        Event::DrawLost { .. } => "draw-lost",
        Event::Passed { .. } => "passed",
        Event::Discarded { .. } => "discarded",
        Event::PenaltyGiven { .. } => "penalty-given",
        Event::TurnStarted { .. } => "turn-started",
    }
}

/// A seat named in a scenario, checked against the game: "2" in a game of two players is no
/// seat (they are 0 and 1).
fn seat_of(text: &str, game: &Game, field: &str) -> Result<u8, String> {
    text.parse::<u8>()
        .ok()
        .filter(|&seat| seat < game.players())
        .ok_or_else(|| {
            format!(
                "{field}: \"{text}\" is not a seat of this game (seats are 0 to {})",
                game.players() - 1
            )
        })
}
