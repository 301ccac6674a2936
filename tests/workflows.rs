//! The forge's workflows, held to what their first run needs (actionlint reads their syntax in
//! `.ci/workflows`; these read what it cannot know): one Rust, named once, for the workflows and
//! every build here; a build kept between runs only when it is whole, once per Rust and lock
//! file; main's runs never cancelled; and a machine without what the browser test needs told so
//! in its first minute.

use std::process::Command;

use crate::common::root;

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// Each workflow's name and text.
fn workflows() -> Vec<(String, String)> {
    let mut found: Vec<_> = std::fs::read_dir(root().join(".github/workflows"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "yml"))
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&path).unwrap())
        })
        .collect();
    found.sort();
    assert!(found.len() >= 3, "ci.yml, release.yml and pages.yml");
    found
}

/// The lines of the step that holds `line`: from its `- ` line to the next step or job.
fn step_around(lines: &[&str], line: usize) -> String {
    let start = (0..=line)
        .rev()
        .find(|&at| lines[at].trim_start().starts_with("- "))
        .unwrap_or(line);
    step_at(lines, start).join("\n")
}

/// The step starting at `line` (its `- ` line) up to the next step or job.
fn step_at<'a>(lines: &[&'a str], line: usize) -> Vec<&'a str> {
    let indent = lines[line].len() - lines[line].trim_start().len();
    let mut step = vec![lines[line]];
    for next in &lines[line + 1..] {
        let deeper = next.len() - next.trim_start().len() > indent;
        if !next.trim().is_empty() && !deeper {
            break;
        }
        step.push(next);
    }
    step
}

#[test]
fn every_workflow_installs_the_rust_rust_toolchain_toml_names_or_the_oldest_promised() {
    let pinned = read("rust-toolchain.toml");
    let channel = pinned
        .lines()
        .find_map(|line| line.strip_prefix("channel = \""))
        .and_then(|rest| rest.strip_suffix('"'))
        .expect("rust-toolchain.toml names its channel");
    assert!(
        channel.split('.').count() == 3
            && channel.split('.').all(|part| part.parse::<u32>().is_ok()),
        "rust-toolchain.toml must name one release of Rust (1.95.0), not {channel:?}: a channel \
         such as stable changes under the checks, and they deny warnings"
    );
    let mut installs = 0;
    for (name, text) in workflows() {
        let lines: Vec<&str> = text.lines().collect();
        for (number, line) in lines.iter().enumerate() {
            let Some(action) = line
                .trim()
                .strip_prefix("- ")
                .unwrap_or(line.trim())
                .strip_prefix("uses: dtolnay/rust-toolchain@")
            else {
                continue;
            };
            installs += 1;
            assert_eq!(
                action,
                "master",
                "{name}:{}: the toolchain comes from its `toolchain:` input, never from the \
                 action's own branch (@stable floats with every release of Rust)",
                number + 1
            );
            let step = step_around(&lines, number);
            assert!(
                step.contains("toolchain: ${{ steps.pinned.outputs.rust }}")
                    || step.contains("toolchain: ${{ steps.minimum.outputs.rust }}"),
                "{name}:{}: the Rust installed must be read from rust-toolchain.toml (the step \
                 `pinned`) or from Cargo.toml's rust-version (the step `minimum`):\n{step}",
                number + 1
            );
        }
        for (step, file) in [
            ("id: pinned", "rust-toolchain.toml"),
            ("id: minimum", "Cargo.toml"),
        ] {
            if let Some(at) = lines.iter().position(|line| line.trim() == step) {
                assert!(
                    lines[at + 1].contains(file),
                    "{name}:{}: the step `{step}` reads {file}",
                    at + 2
                );
            }
        }
    }
    assert!(
        installs >= 4,
        "each job that builds installs Rust ({installs} found)"
    );
}

#[test]
fn only_a_pull_requests_older_run_is_cancelled() {
    let ci = read(".github/workflows/ci.yml");
    assert!(
        ci.contains("cancel-in-progress: ${{ github.event_name == 'pull_request' }}"),
        "ci.yml: a run on main is never cancelled (a release needs main's run to have passed)"
    );
}

#[test]
fn the_build_is_kept_between_runs_only_whole_once_per_rust_and_lock_file() {
    for (name, text) in workflows() {
        let lines: Vec<&str> = text.lines().collect();
        for (number, line) in lines.iter().enumerate() {
            if !line.contains("actions/cache") {
                continue;
            }
            let step = step_around(&lines, number);
            assert!(
                step.contains("steps.toolchain.outputs.cachekey")
                    && step.contains("hashFiles('Cargo.lock')"),
                "{name}:{}: a kept build is keyed on the Rust that made it and the lock file, \
                 or builds of every Rust pile up in it:\n{step}",
                number + 1
            );
            assert!(
                !step.contains("restore-keys"),
                "{name}:{}: another Rust's or lock file's build is never restored (nothing \
                 would ever remove it):\n{step}",
                number + 1
            );
            if line.contains("cache/save") || line.trim_start().starts_with("uses: actions/cache@")
            {
                let guard = step
                    .lines()
                    .find(|line| line.trim_start().starts_with("if:"))
                    .unwrap_or_else(|| panic!("{name}:{}: the save has a condition", number + 1));
                assert!(
                    guard.contains("success()") && !guard.contains("always()"),
                    "{name}:{}: a failed or cancelled run's half build is never kept: {guard}",
                    number + 1
                );
                assert!(
                    guard.contains("cache-hit != 'true'"),
                    "{name}:{}: a build already kept is not written again: {guard}",
                    number + 1
                );
            }
        }
    }
}

/// Debian 12 packages Node.js 18; the browser test, the whole check's last step, needs 20.
/// A machine with the older one is told before an hour of building, not after.
#[test]
fn a_machine_without_node_20_is_told_before_anything_is_built() {
    let fake = std::env::temp_dir().join(format!("lineup-node-18-{}", std::process::id()));
    std::fs::create_dir_all(&fake).unwrap();
    let write = |name: &str, body: &str| {
        let path = fake.join(name);
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
        let mut permissions = std::fs::metadata(&path).unwrap().permissions();
        std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
        std::fs::set_permissions(&path, permissions).unwrap();
    };
    write("node", "echo v18.19.0");
    write("npm", "echo 9.2.0");
    // Should the check go on past Node, it would stop at Rust at once rather than build.
    for tool in ["cargo", "rustc", "rustup"] {
        write(tool, "echo \"$0 was called\" >&2; exit 97");
    }
    let output = Command::new("bash")
        .arg(root().join(".ci/check"))
        .env("PATH", format!("{}:/usr/bin:/bin", fake.display()))
        .output()
        .unwrap();
    std::fs::remove_dir_all(&fake).unwrap();
    let said = String::from_utf8_lossy(&output.stderr);
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(
        !output.status.success(),
        "the check went on with Node.js 18:\n{out}\n{said}"
    );
    assert!(
        said.contains("needs Node.js 20 or later") && said.contains("v18.19.0"),
        "the check says which Node.js it needs and which it found:\n{said}"
    );
    assert!(
        !out.contains("==") && !said.contains("was called"),
        "nothing is built or checked first:\n{out}\n{said}"
    );
}
