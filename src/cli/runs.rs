//! Running rule scenarios and simulated games, with what they found printed as text or JSON.

use std::path::PathBuf;
use std::process::ExitCode;

use lineup_bots::sim::{self, SimConfig};
use lineup_core::Library;
use lineup_core::scenario::Verdict;

use super::CliError;

/// Runs scenario files and says which pass; fails if any does not.
pub fn run_scenarios(files: &[PathBuf], library: &Library) -> ExitCode {
    let mut failed = 0;
    for file in files {
        let name = file.file_stem().unwrap_or_default().to_string_lossy();
        match lineup::data::read::run_scenario(file, library) {
            Verdict::Pass => println!("ok {name}"),
            Verdict::Fail {
                step,
                expected,
                got,
            } => {
                failed += 1;
                println!("FAIL {name} step {step}: expected {expected}, got {got}");
            }
            Verdict::Broken(problem) => {
                failed += 1;
                println!("FAIL {name}: {problem}");
            }
        }
    }
    println!("{} passed, {failed} failed", files.len() - failed);
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Plays `config.games` games of `theme` between computer players and prints the results.
pub fn run_sim(
    library: &Library,
    theme: &str,
    language: &str,
    config: &SimConfig,
    json: bool,
) -> Result<(), CliError> {
    let theme = library
        .get(theme)
        .ok_or_else(|| CliError::NoTheme(theme.to_string()))?;
    let rules = library.rules(theme, &Default::default(), language, &[])?;
    let report = sim::simulate(rules, config)?;
    if json {
        println!("{}", serde_json::to_string(&report).unwrap_or_default());
        return Ok(());
    }
    println!(
        "{} games of {} ({} players, {} teams; bots {}):",
        report.games,
        report.theme,
        report.players,
        report.teams,
        report.bots.join(",")
    );
    for (team, wins) in &report.wins {
        println!("  team {team}: {wins} wins");
    }
    println!("  no winner: {}", report.draws);
    println!(
        "  close (the loser one chip short of a sequence): {}",
        report.close
    );
    for (bot, wins) in &report.wins_by_bot {
        let think = report.think_by_bot.get(bot);
        println!(
            "  {bot}: {wins} wins ({:.1}% of games won by someone); thinks {:.2} ms a move, p95 {:.2} ms",
            100.0 * report.win_rate_by_bot.get(bot).copied().unwrap_or(0.0),
            think.map_or(0.0, |t| t.think_ms_mean),
            think.map_or(0.0, |t| t.think_ms_p95),
        );
    }
    println!("  mean turns: {:.1}", report.mean_turns);
    println!("  games per second: {:.0}", report.games_per_sec);
    Ok(())
}
