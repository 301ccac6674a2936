//! A bundle's files checked whole, before any is kept: each game or board read with the
//! pictures it brings (as it will be read from Lineup's folder), each recording heard, and
//! each given a name beside what the class has, so nothing of theirs is written over.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use lineup_core::{File, HEAD_BYTES, PictureFault, built_in_drawing_named, check_head};
use lineup_platform::files;

use super::read::{Entry, Top};
use super::{Brought, Refusal};
use crate::takes::check_recording;

/// What to write, once every file has been checked.
#[derive(Debug, Default)]
pub struct Plan {
    /// Each file to write, where, and its bytes.
    pub writes: Vec<(PathBuf, Vec<u8>)>,
    /// The games and boards among them, to be read once written.
    pub themes: Vec<PathBuf>,
    /// The recordings among them: the clip each is heard as (`en/word-ball.ogg`), its bytes.
    pub recorded: Vec<(String, Vec<u8>)>,
}

/// The files to keep of `entries`, under `themes` and `voices`, and what is said of them.
pub fn plan(entries: Vec<Entry>, themes: &Path, voices: &Path, said: &mut Brought) -> Plan {
    let mut plan = Plan::default();
    let (theme_files, voice_files): (Vec<_>, Vec<_>) = entries
        .into_iter()
        .partition(|entry| entry.top == Top::Themes);
    for recording in voice_files {
        recording_plan(recording, voices, &mut plan, said);
    }
    // The files right in `themes`, then each folder inside it, all of it together.
    let mut groups: BTreeMap<Option<String>, Vec<Entry>> = BTreeMap::new();
    for entry in theme_files {
        let folder = entry
            .rest
            .split_once('/')
            .map(|(folder, _)| folder.to_string());
        groups.entry(folder).or_default().push(entry);
    }
    for (folder, entries) in groups {
        match folder {
            Some(folder) => folder_plan(&folder, entries, themes, &mut plan, said),
            None => loose_plan(entries, themes, &mut plan, said),
        }
    }
    plan
}

/// A recording: kept if it is sound and the class has none of its own for that clip.
fn recording_plan(entry: Entry, voices: &Path, plan: &mut Plan, said: &mut Brought) {
    if let Err(fault) = check_recording(&entry.bytes) {
        return said.refused.push((entry.name, Refusal::NotSound(fault)));
    }
    let path = voices.join(&entry.rest);
    match files::read_bytes(&path, entry.bytes.len() as u64 + 1) {
        Ok(had) if had == entry.bytes => said.already += 1,
        Ok(_) => said.refused.push((entry.name, Refusal::ClassHasOwn)),
        Err(_) => {
            let clip = entry.rest.trim_end_matches(".wav").to_string() + ".ogg";
            plan.recorded.push((clip, entry.bytes.clone()));
            plan.writes.push((path, entry.bytes));
            said.recordings += 1;
        }
    }
}

/// A folder of a game or board with its pictures: kept whole under its own name, or under a
/// new one beside the class's folder of that name if theirs differs.
fn folder_plan(
    folder: &str,
    entries: Vec<Entry>,
    themes: &Path,
    plan: &mut Plan,
    said: &mut Brought,
) {
    let same_as_ours = |at: &Path| {
        (entries.iter()).all(|entry| {
            let path = at.join(entry.rest.split_once('/').map_or("", |(_, name)| name));
            files::read_bytes(&path, entry.bytes.len() as u64 + 1)
                .is_ok_and(|had| had == entry.bytes)
        })
    };
    let mut at = themes.join(folder);
    if taken(&at) {
        // Brought before, here or beside theirs.
        if std::iter::once(folder.to_string())
            .chain(taken_names(themes, folder))
            .any(|name| same_as_ours(&themes.join(name)))
        {
            said.already += entries.len();
            return;
        }
        let Some(free) = free_name(themes, folder) else {
            return refuse_all(entries, Refusal::ClassHasOwn, said);
        };
        said.beside.push((format!("themes/{folder}"), free.clone()));
        at = themes.join(free);
    }
    let placed: Vec<(PathBuf, Entry)> = (entries.into_iter())
        .map(|entry| {
            let name = entry
                .rest
                .split_once('/')
                .map_or("", |(_, name)| name)
                .to_string();
            (at.join(name), entry)
        })
        .collect();
    keep_playable(placed, plan, said);
}

/// Files right in the themes folder: each game or board on its own, under its own name or a
/// new one beside the class's; a picture only where the class has none of that name.
fn loose_plan(entries: Vec<Entry>, themes: &Path, plan: &mut Plan, said: &mut Brought) {
    let mut placed = Vec::new();
    for entry in entries {
        let path = themes.join(&entry.rest);
        let same = |path: &Path| {
            files::read_bytes(path, entry.bytes.len() as u64 + 1)
                .is_ok_and(|had| had == entry.bytes)
        };
        let beside = taken_names(themes, &entry.rest).any(|name| same(&themes.join(name)));
        match files::read_bytes(&path, entry.bytes.len() as u64 + 1) {
            Ok(had) if had == entry.bytes => said.already += 1,
            Ok(_) if is_theme(&entry.rest) && beside => said.already += 1,
            Ok(_) if is_theme(&entry.rest) => match free_name(themes, &entry.rest) {
                Some(free) => {
                    said.beside.push((entry.name.clone(), free.clone()));
                    placed.push((themes.join(free), entry));
                }
                None => said.refused.push((entry.name, Refusal::ClassHasOwn)),
            },
            Ok(_) => said.refused.push((entry.name, Refusal::ClassHasOwn)),
            Err(_) => placed.push((path, entry)),
        }
    }
    keep_playable(placed, plan, said);
}

/// Plans the games and boards of `placed` that can be played, read with the pictures beside
/// them (those brought, then the class's own), and the pictures if any of them is kept.
fn keep_playable(placed: Vec<(PathBuf, Entry)>, plan: &mut Plan, said: &mut Brought) {
    let (tomls, pictures): (Vec<_>, Vec<_>) = placed
        .into_iter()
        .partition(|(_, entry)| is_theme(&entry.rest));
    let brought: BTreeMap<&Path, &[u8]> = (pictures.iter())
        .map(|(path, entry)| (path.as_path(), entry.bytes.as_slice()))
        .collect();
    // The pictures the games and boards kept show: only those are kept with them.
    let shown = std::cell::RefCell::new(std::collections::BTreeSet::new());
    let check = |folder: &Path, image: &str| -> Result<PathBuf, PictureFault> {
        let path = lineup_core::picture_path(folder, image)?;
        match brought.get(path.as_path()) {
            Some(bytes) => {
                shown.borrow_mut().insert(path.clone());
                let head = &bytes[..bytes.len().min(HEAD_BYTES as usize)];
                check_head(head, bytes.len() as u64).map(|_| path)
            }
            None => match built_in_drawing_named(image) {
                Some(drawing) => Ok(drawing),
                None => crate::pictures::check_picture(folder, image),
            },
        }
    };
    let mut kept_shown = std::collections::BTreeSet::new();
    for (path, entry) in tomls {
        shown.borrow_mut().clear();
        let read = String::from_utf8(entry.bytes.clone()).map_err(|_| Refusal::NotLineups);
        let checked = read.and_then(|text| {
            File::parse_with(&text, &path.display().to_string(), &check)
                .map_err(|error| Refusal::CannotBePlayed(Box::new(error)))
        });
        match checked {
            Ok(_) => {
                kept_shown.append(&mut shown.borrow_mut());
                said.games.push(path.display().to_string());
                plan.themes.push(path.clone());
                plan.writes.push((path, entry.bytes));
            }
            Err(refusal) => said.refused.push((entry.name, refusal)),
        }
    }
    // Pictures no game or board kept shows (of one that cannot be played, or of none) are not
    // kept.
    for (path, entry) in pictures {
        match kept_shown.contains(&path) {
            true => plan.writes.push((path, entry.bytes)),
            false => said.dropped += 1,
        }
    }
}

fn refuse_all(entries: Vec<Entry>, refusal: Refusal, said: &mut Brought) {
    for entry in entries {
        said.refused.push((entry.name, refusal.clone()));
    }
}

/// Whether a bundle's file is a game or a board (the rest are its pictures).
fn is_theme(name: &str) -> bool {
    name.ends_with(".toml")
}

/// The names beside `name` (`our class (2)`, `en (3).toml`), from 2 up to 99.
fn beside_names(name: &str) -> impl Iterator<Item = String> + '_ {
    let (stem, ending) = match name.strip_suffix(".toml") {
        Some(stem) => (stem, ".toml"),
        None => (name, ""),
    };
    (2..100).map(move |n| format!("{stem} ({n}){ending}"))
}

fn taken(path: &Path) -> bool {
    files::is_folder(path) || files::size(path).is_ok()
}

/// The names beside `name` in `folder` that something has already.
fn taken_names<'a>(folder: &'a Path, name: &'a str) -> impl Iterator<Item = String> + 'a {
    beside_names(name).filter(|beside| taken(&folder.join(beside)))
}

/// The name to keep a file of `bytes` called `name` under in `folder`: its own if nothing has
/// it or the same file is there already, else the first free one beside it.
pub fn name_beside(folder: &Path, name: &str, bytes: &[u8]) -> Option<String> {
    let same = |name: &str| {
        files::read_bytes(&folder.join(name), bytes.len() as u64 + 1).is_ok_and(|had| had == bytes)
    };
    match taken(&folder.join(name)) && !same(name) {
        false => Some(name.to_string()),
        true => taken_names(folder, name)
            .find(|beside| same(beside))
            .or_else(|| free_name(folder, name)),
    }
}

/// The name of a new folder called `name` in `folder`: its own if nothing has it, else the first
/// free one beside it.
pub fn folder_beside(folder: &Path, name: &str) -> String {
    match taken(&folder.join(name)) {
        false => name.to_string(),
        true => free_name(folder, name).unwrap_or_else(|| name.to_string()),
    }
}

/// A name beside `name` in `folder` that nothing has yet.
fn free_name(folder: &Path, name: &str) -> Option<String> {
    beside_names(name).find(|free| !taken(&folder.join(free)))
}
